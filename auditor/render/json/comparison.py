"""JSON rendering of a comparison: every cell as data (exact amounts as decimal strings) plus each
row's derivation, for procurement tooling that ranks or archives quotes."""

from __future__ import annotations

import json
from typing import Any

from auditor.compare.core import Comparison, Estimate, Row
from auditor.infra.sanitize import inert_json
from auditor.render import comparison_view as view
from auditor.units import Quantity, currency_of


def _amount(q: Quantity | None) -> dict[str, str] | None:
    if q is None:
        return None
    return {"currency": currency_of(q.dims) or "", "amount": f"{float(q.magnitude):.2f}"}


def _estimate(est: Estimate) -> dict[str, Any]:
    return {
        "mfu": float(est.mfu.magnitude),
        "scaling_efficiency": float(est.scaling.magnitude),
        "tokens_per_s": float(est.tokens_per_s) if est.tokens_per_s is not None else None,
        "days": float(est.days) if est.days is not None else None,
        "cost": _amount(est.cost),
        "ranked_cost": _amount(est.ranked_cost),
        "cost_note": est.cost_note,
    }


def _row(row: Row, comparison: Comparison) -> dict[str, Any]:
    policy = row.policy_row
    return {
        "rank": row.rank,
        "vendor": row.label,
        "offer": row.offer_name,
        "documents": row.documents,
        "gpus": {"text": row.gpu_text, "count": row.gpus, "nodes": row.nodes},
        "fits": row.fits,
        "fit": row.fit_why,
        "mfu_source": row.mfu_source,
        "policy_row": None
        if policy is None
        else {
            "where": policy.where(),
            "sku_class": policy.sku_class,
            "intra": policy.intra,
            "fabric": policy.fabric,
            "sharing": policy.sharing,
            "note": policy.note,
            "sources": list(policy.sources),
        },
        "class": None
        if row.klass is None
        else {
            name: {"value": key.value, "why": key.why, "evidence": list(key.evidence)}
            for name, key in (
                ("sku_class", row.klass.sku_class),
                ("intra", row.klass.intra),
                ("fabric", row.klass.fabric),
                ("sharing", row.klass.sharing),
            )
        },
        "estimates": {level: _estimate(est) for level, est in row.estimates.items()},
        "cost_per_billion_tokens": _amount(row.cost_per_billion(comparison.options.tokens)),
        "cost_cell": view.cost_cell(row, comparison),
        "unpriced": row.unpriced,
        "fees": row.fees,
        "failing_findings": row.failing,
        "blocked": row.blocked,
        "misses_deadline": row.misses_deadline,
        "derivation": [{"step": s.label, "text": s.text, "evidence": s.evidence} for s in row.steps],
    }


def render(comparison: Comparison, explain: Row | None = None) -> str:
    opts = comparison.options
    data = {
        "tool": {"name": "gpu-offer-auditor", "report": "compare"},
        "target": comparison.target.model_dump(mode="json", exclude_none=True),
        "tokens": opts.tokens,
        "flops_per_token": comparison.flops_per_token,
        "deadline_days": float(opts.deadline_days) if opts.deadline_days is not None else None,
        "block_on": opts.block_on,
        "rates": {code: str(rate) for code, rate in opts.rates.items()},
        "ranking": {cur: [r.label for r in rows] for cur, rows in comparison.groups.items()},
        "unpriced": [r.label for r in comparison.unpriced],
        "blocked": [r.label for r in comparison.blocked],
        "sensitivity": comparison.sensitivity,
        "winner_changes": comparison.winner_changes,
        "notes": comparison.notes,
        "explain": explain.label if explain is not None else None,
        "rows": [_row(r, comparison) for r in comparison.rows],
    }
    return inert_json(json.dumps(data, indent=2, ensure_ascii=False)) + "\n"
