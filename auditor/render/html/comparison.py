"""Self-contained HTML comparison: tables, the cost-vs-days SVG chart and every row's derivation.

Like the audit report (``auditor.render.html.report``) it loads nothing: inline CSS, inline SVG, no
scripts, and a Content-Security-Policy that forbids fetching anything. Every string that came
from a document goes through ``_e`` (control characters dropped, then ``html.escape``).
"""

from __future__ import annotations

from auditor.compare.core import Comparison, Row
from auditor.infra.sanitize import html_text as _e
from auditor.render import chart
from auditor.render import comparison_view as view

_CSP = "default-src 'none'; style-src 'unsafe-inline'"
_CSS = """
body { font: 14px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", sans-serif;
       color:#101828; margin:0 auto; max-width:1280px; padding:24px; }
table { border-collapse:collapse; width:100%; margin:8px 0 16px; font-size:.92em; }
th, td { border:1px solid #d0d5dd; padding:4px 6px; text-align:left; vertical-align:top; }
th { background:#f2f4f7; }
td.num { text-align:right; white-space:nowrap; }
.blocked { color:#b42318; } .late { color:#b54708; font-weight:600; } .muted { color:#5d6b82; }
details { border:1px solid #d0d5dd; border-radius:4px; padding:6px 12px; margin:8px 0; }
summary { font-weight:600; cursor:pointer; }
.ev { font-family:ui-monospace, Menlo, monospace; font-size:.82em; color:#344054; overflow-wrap:anywhere; }
@media print { details { break-inside:avoid; } }
"""
_NUMERIC = {"#", "MFU", "scaling", "tokens/s", "days", "cost", "per 1B tokens", "failing C/H/M/L/I"}


def _table(rows: list[Row], comparison: Comparison) -> list[str]:
    out = ["<table><thead><tr>" + "".join(f"<th>{_e(c)}</th>" for c in view.COLUMNS) + "</tr></thead><tbody>"]
    for row in rows:
        cls = ' class="late"' if row.misses_deadline else ""
        tds = "".join(
            f'<td class="num">{_e(c)}</td>' if name in _NUMERIC else f"<td>{_e(c)}</td>"
            for name, c in zip(view.COLUMNS, view.cells(row, comparison), strict=True)
        )
        out.append(f"<tr{cls}>{tds}</tr>")
    return [*out, "</tbody></table>"]


def _derivation(row: Row, open_: bool) -> list[str]:
    out = [
        f'<details id="row-{_e(row.label)}"{" open" if open_ else ""}><summary>{_e(row.label)}: '
        f"how the figures were derived</summary><ol>"
    ]
    for step in row.steps:
        out.append(f"<li><strong>{_e(step.label)}</strong>: {_e(step.text)}")
        if step.evidence:
            out.append("<ul>" + "".join(f'<li class="ev">{_e(ev)}</li>' for ev in step.evidence) + "</ul>")
        out.append("</li>")
    return [*out, "</ol></details>"]


def render(comparison: Comparison, explain: Row | None = None) -> str:
    title = f"Offer comparison: {view.title(comparison)}"
    out = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        f'<meta http-equiv="Content-Security-Policy" content="{_CSP}">',
        f"<title>{_e(title)}</title>",
        f"<style>{_CSS}</style>",
        "</head>",
        "<body>",
        f"<h1>{_e(title)}</h1>",
    ]
    for currency, members in comparison.groups.items():
        out += [f"<h2>Ranked by total cost ({_e(currency)}), expected MFU</h2>", *_table(members, comparison)]
    if comparison.unpriced:
        out += ["<h2>Cannot be priced</h2>", *_table(comparison.unpriced, comparison)]
    if comparison.blocked:
        out.append("<h2>Cannot run the job</h2><ul>")
        for row in comparison.blocked:
            out.append(
                f'<li class="blocked"><strong>{_e(row.label)}</strong> ({_e(row.gpu_text)}): '
                + "; ".join(_e(b) for b in row.blocked)
                + "</li>"
            )
        out.append("</ul>")
    for currency, svg in chart.charts(comparison):
        out += [
            f"<h2>Cost against days to train ({_e(currency)})</h2>",
            '<p class="muted">Blue dots: offers that can run the job (with their rank); '
            "red crosses: blocked offers. Expected MFU.</p>",
            svg,
        ]
    out += [
        "<h2>Sensitivity</h2><ul>",
        *(f"<li>{_e(line)}</li>" for line in view.sensitivity_lines(comparison)),
        "</ul>",
    ]
    if comparison.notes:
        out += ["<h2>Notes</h2><ul>", *(f"<li>{_e(n)}</li>" for n in comparison.notes), "</ul>"]
    out.append("<h2>Derivations</h2>")
    for row in comparison.rows:
        out += _derivation(row, open_=row is explain)
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"
