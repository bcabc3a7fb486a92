"""A batch as one SARIF log: the rules first (``fold`` gathers them from every offer), the results
each offer's part rendered where it was audited, then the waiver issues and the run's properties.

Two things a result says depend on every offer: its ``ruleIndex`` (the rule's place in the rules
list) and whether its message ends with its own remedy (when the rule's reported findings have
more than one, the rule's help cannot carry it). So a part holds each result as serialised text
cut at those two places, and ``write`` puts the index and, where needed, the remedy in.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from auditor import __version__
from auditor.infra.sanitize import clean, inert_json
from auditor.model.findings import Finding
from auditor.render.kinds import Part, RenderOptions
from auditor.render.sarif.report import INCLUDABLE, SCHEMA_URI, UserFiles, add_rule, result_of, waiver_result
from auditor.render.stream import inputs_of
from auditor.report.batch import content_fingerprint, location_key

if TYPE_CHECKING:
    from auditor.report.batch import Batch, OfferRun

_INDENT = "\n        "  # a result's place: log → runs → run → results
_MESSAGE = '"message": {\n    "text": "'
_SLOT = '\n      "results": [],\n'


def _reported(options: RenderOptions) -> set[str]:
    return {"fail", *(s for s in options.sarif_include if s in INCLUDABLE)}


def part(run: OfferRun, index: int, options: RenderOptions) -> Part:
    """Body: (rule, text up to the message's end, the remedy to append there, the rest) per result.
    Meta: each reported rule's first finding (title, severity, pitfall, remedy) and its remedies."""
    assert options.root is not None
    reported = _reported(options)
    files = UserFiles(options.root, list_file=options.list_file)
    inputs = inputs_of(run)
    rules: dict[str, tuple[str, str, str, str, list[str]]] = {}
    body: list[tuple[str, str, str, str]] = []
    for finding in run.report.findings:
        if finding.status not in reported:
            continue
        first = rules.setdefault(finding.rule, (finding.title, finding.severity, finding.pitfall, finding.remedy, []))
        if finding.remedy not in first[4]:
            first[4].append(finding.remedy)
        result = result_of(finding, run.vendor, run.offer, inputs, files, options.fail_on, options.with_baseline)
        text = json.dumps(result, indent=2, ensure_ascii=False)
        start = text.index(_MESSAGE) + len(_MESSAGE)
        cut = text.index("\n", start) - 1  # the message's closing quote: a JSON string holds no raw newline
        assert text.endswith("\n}")
        remedy = json.dumps(f" Remedy: {clean(finding.remedy)}", ensure_ascii=False)[1:-1]
        body.append((finding.rule, _placed(text[:cut]), inert_json(remedy), _placed(text[cut:-2])))
    return Part(body, [(rule, *first) for rule, first in rules.items()])


def _placed(text: str) -> str:
    return inert_json(text).replace("\n", _INDENT)


def fold(state: Any, meta: Any) -> dict[str, list[Any]]:
    """Rule → [title, severity, pitfall, first remedy, whether another remedy was seen], in the
    order the rules are first reported."""
    rules: dict[str, list[Any]] = state if state is not None else {}
    for rule, title, severity, pitfall, remedy, remedies in meta:
        entry = rules.setdefault(rule, [title, severity, pitfall, remedy, False])
        entry[4] = entry[4] or any(r != entry[3] for r in remedies)
    return rules


def write(batch: Batch, state: Any, bodies: Iterable[Any], options: RenderOptions) -> Iterator[str]:
    assert options.root is not None
    reported = _reported(options)
    files = UserFiles(options.root, list_file=batch.list_file)
    found: dict[str, list[Any]] = state or {}
    rules: dict[str, dict[str, Any]] = {}
    for rule, (title, severity, pitfall, remedy, differs) in found.items():
        first = Finding.model_construct(rule=rule, title=title, severity=severity, pitfall=pitfall, remedy=remedy)
        add_rule(rules, first, options.lang, shared_remedy=not differs)
    waiver_results = [waiver_result(issue, rules, files) for issue in batch.waiver_issues]
    index = {rule_id: i for i, rule_id in enumerate(rules)}
    for result in waiver_results:
        result["ruleIndex"] = index[result["ruleId"]]
    # Gone since the baseline: listed in the run's properties, not as results. Code scanning reads
    # every result as an open alert whatever its kind or baselineState, and closes the alerts whose
    # results no longer come: a fixed finding must vanish from the results to be closed there.
    absent = [
        {
            "ruleId": gone.finding.rule,
            "vendor": clean(gone.vendor),
            "offer": clean(gone.offer),
            "status": gone.finding.status,
            "partialFingerprints": {
                "offerAuditorContent/v1": content_fingerprint(gone.vendor, gone.offer, gone.finding),
                "offerAuditorLocation/v1": location_key(gone.vendor, gone.offer, gone.finding),
            },
        }
        for gone in batch.absent
        if gone.finding.status in reported
    ]
    run_obj: dict[str, Any] = {
        "tool": {"driver": {"name": "gpu-offer-auditor", "version": __version__, "semanticVersion": __version__,
                            "rules": list(rules.values())}},
        "originalUriBaseIds": {"%SRCROOT%": {"uri": files.root_uri()}},
        "columnKind": "unicodeCodePoints",
        "results": [],
        "invocations": [{"executionSuccessful": True}],
        "properties": {
            "verdict": batch.summary.verdict,
            "failOn": options.fail_on,
            "reported": sorted(reported),
            "vendors": {clean(k): v for k, v in batch.summary.vendors.items()},
            **({"absentSinceBaseline": absent} if options.with_baseline else {}),
        },
    }
    log = {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run_obj]}
    text = inert_json(json.dumps(log, indent=2, ensure_ascii=False))
    if not found and not waiver_results:  # no results: the empty list stays as it is
        yield text + "\n"
        return
    assert text.count(_SLOT) == 1
    before, after = text.split(_SLOT)
    yield before + '\n      "results": [' + _INDENT
    sep = ""
    for body in bodies:
        for rule, head, remedy, rest in body:
            yield (f"{sep}{head}{remedy if found[rule][4] else ''}{rest},{_INDENT}  \"ruleIndex\": {index[rule]}"
                   f"{_INDENT}}}")
            sep = "," + _INDENT
    for result in waiver_results:
        yield sep + _placed(json.dumps(result, indent=2, ensure_ascii=False))
        sep = "," + _INDENT
    yield "\n      ],\n" + after + "\n"
