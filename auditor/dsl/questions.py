"""Plain questions for the vendor, one per fact that left a rule unverified.

The wording comes from the fact's field description in the schema (so it stays right as the
models change) and from the rule's ``needs`` line, which names the measurement that settles it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from auditor.dsl.schema import field_at

_TRIM = re.compile(r"\s*(?:,?\s*e\.g\..*|\(.*\)|….*)$")


def _subject(path: str) -> str:
    spec = field_at(path)
    desc = spec.description if spec else None
    if desc:
        desc = _TRIM.sub("", desc).strip().rstrip(".,;:")
    if desc and len(desc) <= 70:
        return desc
    words = [s for s in path.split(".")[1:] if not s.isdigit()][-2:]
    return " ".join(words).replace("_", " ") or path


def question_for(path: str, needs: list[tuple[str, str]], lang: str = "en") -> str:
    """``What is the GPU-to-GPU link inside a node? Provide `nvidia-smi topo -m`.``"""
    how = next(
        (
            text
            for prefix, text in sorted(needs, key=lambda n: -len(n[0]))
            if path == prefix or path.startswith(prefix + ".")
        ),
        None,
    )
    subject = _subject(path)
    if lang == "zh":
        ask = f"请说明：{subject}（{path}）。"
        return ask + (f"请提供 `{how}` 的输出。" if how else "")
    ask = (
        f"What is the {subject}?"
        if not subject.lower().startswith(("what", "is ", "does "))
        else subject + "?"
    )
    if how:
        return f"{ask} Provide `{how}`."
    if path.startswith("offer."):
        return f"{ask} Please state it in the quote or the contract."
    if path.startswith("probe."):
        return f"{ask} Provide the measurement from the delivered machine."
    return ask


def gather_questions(questions: Iterable[str | None]) -> list[str]:
    """All findings' questions as one de-duplicated list a buyer can send."""
    out: dict[str, None] = {}
    for q in questions:
        for line in (q or "").splitlines():
            if line.strip():
                out.setdefault(line.strip(), None)
    return list(out)
