"""Inline SVG chart: cost against days to train, one point per offer, one chart per ranking currency.

Generated as plain text (no plotting library, no fonts or scripts fetched), so the HTML and
Markdown reports stay self-contained and render offline. Axes switch to a log scale when the
values span more than 20×, because a 3-month cluster minimum next to a one-week node would
otherwise squash every other point into a corner. Every label from a document is escaped.
"""

from __future__ import annotations

import html
import math

from auditor.compare.core import Comparison, Row
from auditor.infra.sanitize import clean

W, H = 640, 380
LEFT, RIGHT, TOP, BOTTOM = 80, 20, 20, 50


_INERT = str.maketrans({c: f"&#{ord(c)};" for c in "[]()|*_`~\\"})


def _e(text: object) -> str:
    """One line of inert text for SVG in HTML *and* in Markdown (where the chart is a raw HTML block):
    whitespace folded so no blank line can end the block, markup characters as numeric entities."""
    return html.escape(" ".join(clean(text).split()), quote=True).translate(_INERT)


class _Axis:
    def __init__(self, values: list[float], start: float, end: float) -> None:
        lo, hi = min(values), max(values)
        self.log = lo > 0 and hi / lo > 20
        if self.log:
            self.lo, self.hi = math.log10(lo) - 0.1, math.log10(hi) + 0.1
        else:
            pad = (hi - lo) * 0.1 or max(abs(hi) * 0.1, 1.0)
            self.lo, self.hi = max(0.0, lo - pad), hi + pad
        self.start, self.end = start, end

    def __call__(self, value: float) -> float:
        v = math.log10(value) if self.log else value
        return self.start + (v - self.lo) / (self.hi - self.lo) * (self.end - self.start)

    def ticks(self) -> list[float]:
        if self.log:
            # 1-2-5 steps when the axis spans few decades, so it never shows a single tick
            steps = (1.0, 2.0, 5.0) if self.hi - self.lo < 3 else (1.0,)
            return [
                m * 10.0**k
                for k in range(math.floor(self.lo), math.ceil(self.hi) + 1)
                for m in steps
                if self.lo <= math.log10(m * 10.0**k) <= self.hi
            ]
        step = 10 ** math.floor(math.log10((self.hi - self.lo) / 4 or 1))
        while (self.hi - self.lo) / step > 6:
            step *= 2
        first = math.ceil(self.lo / step) * step
        return [first + i * step for i in range(int((self.hi - first) / step) + 1)]


def _fmt(v: float) -> str:
    if v >= 1e6:
        return f"{v / 1e6:g}M"
    if v >= 1e3:
        return f"{v / 1e3:g}k"
    return f"{v:g}"


def points(comparison: Comparison, currency: str) -> list[tuple[Row, float, float]]:
    """(row, days, cost) for every offer with both figures in ``currency``, blocked ones included."""
    out = []
    for row in comparison.rows:
        est = row.expected
        if est is None or est.ranked_cost is None or est.days is None:
            continue
        if dict(est.ranked_cost.dims).get(currency) != 1:
            continue
        out.append((row, float(est.days), float(est.ranked_cost.magnitude)))
    return out


def svg(comparison: Comparison, currency: str) -> str:
    """One scatter chart; an offer that cannot run the job is a red cross, a ranked one a blue dot."""
    pts = points(comparison, currency)
    if not pts:
        return ""
    x = _Axis([p[1] for p in pts], LEFT, W - RIGHT)
    y = _Axis([p[2] for p in pts], H - BOTTOM, TOP)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}" '
        f'role="img" aria-label="Total cost ({_e(currency)}) against days to train, one point per offer" '
        'font-family="sans-serif" font-size="11">',
        f'<rect x="{LEFT}" y="{TOP}" width="{W - LEFT - RIGHT}" height="{H - TOP - BOTTOM}" '
        'fill="#fff" stroke="#98a2b3"/>',
    ]
    for t in x.ticks():
        px = x(t)
        out.append(
            f'<line x1="{px:.1f}" y1="{TOP}" x2="{px:.1f}" y2="{H - BOTTOM}" stroke="#eaecf0"/>'
            f'<text x="{px:.1f}" y="{H - BOTTOM + 14}" text-anchor="middle">{_fmt(t)}</text>'
        )
    for t in y.ticks():
        py = y(t)
        out.append(
            f'<line x1="{LEFT}" y1="{py:.1f}" x2="{W - RIGHT}" y2="{py:.1f}" stroke="#eaecf0"/>'
            f'<text x="{LEFT - 6}" y="{py + 4:.1f}" text-anchor="end">{_fmt(t)}</text>'
        )
    scale = {True: " (log)", False: ""}
    out.append(
        f'<text x="{(LEFT + W - RIGHT) / 2}" y="{H - 12}" text-anchor="middle">days to train{scale[x.log]}</text>'
    )
    out.append(
        f'<text x="16" y="{(TOP + H - BOTTOM) / 2}" text-anchor="middle" '
        f'transform="rotate(-90 16 {(TOP + H - BOTTOM) / 2})">total cost, {_e(currency)}{scale[y.log]}</text>'
    )
    for row, d, c in pts:
        px, py = x(d), y(c)
        label = _e(row.label)
        # labels of points in the right half go to the left of the point, so they stay inside the chart
        left = px > (LEFT + W - RIGHT) / 2
        tx, anchor = (px - 8, "end") if left else (px + 8, "start")
        if row.blocked:
            out.append(
                f'<g class="blocked"><title>{label}: cannot run the job</title>'
                f'<path d="M{px - 5:.1f} {py - 5:.1f}L{px + 5:.1f} {py + 5:.1f}M{px - 5:.1f} {py + 5:.1f}'
                f'L{px + 5:.1f} {py - 5:.1f}" stroke="#b42318" stroke-width="2"/>'
                f'<text x="{tx:.1f}" y="{py + 4:.1f}" text-anchor="{anchor}" fill="#b42318">'
                f"{label} (blocked)</text></g>"
            )
        else:
            rank = f"#{row.rank} " if row.rank else ""
            out.append(
                f'<g class="ranked"><title>{label}</title>'
                f'<circle cx="{px:.1f}" cy="{py:.1f}" r="5" fill="#1570ef"/>'
                f'<text x="{tx:.1f}" y="{py + 4:.1f}" text-anchor="{anchor}">{rank}{label}</text></g>'
            )
    out.append("</svg>")
    return "\n".join(out)


def charts(comparison: Comparison) -> list[tuple[str, str]]:
    """(currency, svg) for each currency that has at least one point."""
    currencies = sorted(
        {
            cur
            for row in comparison.rows
            for est in [row.expected]
            if est is not None and est.ranked_cost is not None
            for cur, exp in est.ranked_cost.dims
            if exp == 1
        }
    )
    return [(cur, s) for cur in currencies if (s := svg(comparison, cur))]
