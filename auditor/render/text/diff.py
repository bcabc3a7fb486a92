"""``audit diff`` as text: what appeared, disappeared and changed, a line per finding."""

from __future__ import annotations

from typing import TYPE_CHECKING

from auditor.infra.sanitize import clean

if TYPE_CHECKING:
    from auditor.vendors.baseline import Diff, Item


def _line(item: Item) -> str:
    f = item.finding
    where = f"{clean(item.vendor)} · {clean(item.offer)}"
    return f"{where}: [{f.severity} {f.status}] {clean(f.rule)}  {clean(f.title)}"


def render(result: Diff, old: str, new: str) -> str:
    out = [f"--- {clean(old)}", f"+++ {clean(new)}"]
    for sign, title, items in (("+", "appeared", result.appeared), ("-", "disappeared", result.disappeared)):
        out.append(f"{title} ({len(items)})")
        out += [f"  {sign} {_line(i)}" for i in items]
    out.append(f"changed ({len(result.changed)})")
    for before, after in result.changed:
        out.append(f"  ~ {_line(after)}")
        out.append(f"      was: {clean(before.finding.message)}")
        out.append(f"      now: {clean(after.finding.message)}")
    return "\n".join(out) + "\n"
