"""A batch as JUnit XML: the root's totals first, one suite per offer (rendered where it was
audited), then the ``waivers`` suite. The root's counts are the sums of the suites' (``fold``)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from auditor.infra.sanitize import xml_text as _x
from auditor.render.junit.report import COUNTS, Gate, count_into, suite
from auditor.render.kinds import Part, RenderOptions

if TYPE_CHECKING:
    from auditor.report.batch import Batch, OfferRun

_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'


def _xml(suite_of: Any) -> tuple[str, dict[str, int]]:
    """One suite, indented as it is inside the root (``ET.indent`` depends on depth alone)."""
    root = ET.Element("testsuites")
    totals = dict.fromkeys(COUNTS, 0)
    suite_of(root, totals)
    ET.indent(root)
    text = ET.tostring(root, encoding="unicode")
    return text[len("<testsuites>\n  "):-len("\n</testsuites>")], totals


def part(run: OfferRun, index: int, options: RenderOptions) -> Part:
    gate = Gate(options.fail_on, with_baseline=options.with_baseline)
    text, totals = _xml(lambda root, totals: suite(root, run, gate, totals, options.lang))
    return Part(text, tuple(totals[key] for key in COUNTS))


def fold(state: Any, meta: Any) -> tuple[int, ...]:
    return tuple(a + b for a, b in zip(state or (0,) * len(COUNTS), meta, strict=True))


def _waivers(batch: Batch) -> Any:
    def build(root: ET.Element, totals: dict[str, int]) -> None:
        suite = ET.SubElement(root, "testsuite", name="waivers")
        counts = dict.fromkeys(COUNTS, 0)
        for issue in batch.waiver_issues:
            place = issue.source + (f":{issue.line}" if issue.line else "")
            case = ET.SubElement(suite, "testcase", classname="waivers", name=_x(f"{issue.rule_id} {place}"),
                                 file=_x(issue.source))
            if issue.line:
                case.set("line", str(issue.line))
            ET.SubElement(case, "skipped", message=_x(f"waiver {issue.kind}: {issue.message}"))
            counts["tests"] += 1
            counts["skipped"] += 1
        count_into(suite, counts, totals)
    return build


def write(batch: Batch, state: Any, bodies: Iterable[Any], options: RenderOptions) -> Iterator[str]:
    totals = list(state or (0,) * len(COUNTS))
    waivers = None
    if batch.waiver_issues:
        waivers, counts = _xml(_waivers(batch))
        totals = [a + counts[key] for a, key in zip(totals, COUNTS, strict=True)]
    attrs = " ".join(f'{key}="{n}"' for key, n in zip(COUNTS, totals, strict=True))
    if not batch.runs and waivers is None:
        yield f'{_HEAD}<testsuites name="gpu-offer-auditor" {attrs} />\n'
        return
    yield f'{_HEAD}<testsuites name="gpu-offer-auditor" {attrs}>'
    for body in bodies:
        yield "\n  " + body
    if waivers is not None:
        yield "\n  " + waivers
    yield "\n</testsuites>\n"
