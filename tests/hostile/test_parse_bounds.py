"""Structured inputs: duplicate keys, node counts while parsing, impossible percentages, endless waivers.

Duplicate keys were accepted silently (last wins), so reordering two lines flipped FAIL to PASS;
a million-key mapping cost 15 s and 946 MB before the node limit fired after composing; 250%
availability was accepted; a waiver could expire in 9999.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from tests.hostile.test_limits import one_line_error
from tests.vendors.conftest import Result

ROOT = Path(__file__).resolve().parents[2]
OFFER = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"


def test_duplicate_yaml_key_names_both_lines(audit: Callable[..., Result], tmp_path: Path) -> None:
    path = tmp_path / "dup.yaml"
    path.write_text("vendor: A\ngpu:\n  memory: 80 GB\n  count_per_node: 8\n  memory: 10 GB\n", encoding="utf-8")
    line = one_line_error(audit("offer", str(path)), f"{path}:5:", "'memory' appears twice", "lines 3 and 5")
    assert "Traceback" not in line


def test_duplicate_json_key_names_both_lines(audit: Callable[..., Result], tmp_path: Path) -> None:
    path = tmp_path / "dup.json"
    path.write_text('{"vendor": "A",\n "nodes": 2,\n "nodes": 16}\n', encoding="utf-8")
    one_line_error(audit("offer", str(path)), f"{path}:3:", "'nodes' appears twice", "lines 2 and 3")


def test_duplicate_keys_in_steering_files(audit: Callable[..., Result], tmp_path: Path) -> None:
    """Policies (中文 reason too) and vendor lists go through the same loader."""
    policy = tmp_path / "p.yaml"
    policy.write_text('disabled:\n  sla.fees-terms-weak: "不适用"\n  sla.fees-terms-weak: "again"\n', encoding="utf-8")
    one_line_error(audit("offer", str(OFFER), "--policy", str(policy)), "appears twice", "lines 2 and 3")
    (tmp_path / "o.yaml").write_bytes(OFFER.read_bytes())
    listing = tmp_path / "v.yaml"
    listing.write_text("vendors:\n  - name: A\n    name: B\n    offers: [o.yaml]\n", encoding="utf-8")
    one_line_error(audit("vendors", str(listing)), "'name' appears twice", "lines 2 and 3")


def test_yaml_merge_keys_may_be_overridden(audit: Callable[..., Result], tmp_path: Path) -> None:
    data = yaml.safe_load(OFFER.read_text(encoding="utf-8"))
    text = yaml.safe_dump(data)
    text = "defaults: &d {nodes: 1}\n" + text.replace("nodes:", "<<: *d\nnodes:", 1) if "nodes:" in text else text
    (tmp_path / "m.yaml").write_text(text, encoding="utf-8")
    result = audit("offer", str(tmp_path / "m.yaml"))
    assert "appears twice" not in result.err


@pytest.mark.parametrize("kind", ["yaml", "json"])
def test_node_limit_fires_while_parsing(audit: Callable[..., Result], tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    """With a cap of 1,000 nodes, a 100,000-key mapping stops near its 500th key, not after all of them."""
    monkeypatch.setenv("AUDIT_MAX_YAML_NODES", "1000")
    keys = {f"k{i}": i for i in range(100_000)}
    path = tmp_path / f"wide.{kind}"
    if kind == "yaml":
        path.write_text("vendor: x\ngpu:\n" + "".join(f"  k{i}: {i}\n" for i in range(100_000)), encoding="utf-8")
    else:
        path.write_text(json.dumps({"vendor": "x", "gpu": keys}), encoding="utf-8")
    line = one_line_error(audit("offer", str(path)), "more than 1,000 nodes", "AUDIT_MAX_YAML_NODES")
    if kind == "yaml":
        assert int(line.split(":")[2]) < 1000, line  # the line where parsing stopped


@pytest.mark.parametrize("percent", ["250%", "100.1%", 99.5, "-5%"])
def test_availability_outside_0_to_100_percent(audit: Callable[..., Result], tmp_path: Path,
                                               percent: object) -> None:
    data = yaml.safe_load(OFFER.read_text(encoding="utf-8"))
    data.setdefault("clauses", {})["availability"] = {"status": "present", "text": "x", "percent": percent}
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    one_line_error(audit("offer", str(path)), str(path), "/clauses/availability/percent")


def test_credit_tier_over_100_percent(audit: Callable[..., Result], tmp_path: Path) -> None:
    data = yaml.safe_load(OFFER.read_text(encoding="utf-8"))
    data.setdefault("clauses", {})["compensation"] = {
        "status": "present", "text": "x", "tiers": [{"below": "99.5%", "credit": "250%"}]}
    path = tmp_path / "c.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    one_line_error(audit("offer", str(path)), "over 100%", "/clauses/compensation/tiers/0/credit")


def test_a_waiver_beyond_two_years_waives_nothing(audit: Callable[..., Result]) -> None:
    """samples/vendors-waived.yaml passes only through its waivers; pushed past the horizon, they
    are malformed and the vendor fails (a permanent exception is not an accountable waiver)."""
    waived = str(ROOT / "samples" / "vendors-waived.yaml")
    assert audit("vendors", waived, "--today", "2026-11-20").code == 0
    # 2027-12-31 is more than 731 days after 2025-06-01
    result = audit("vendors", waived, "--today", "2025-06-01", "--format", "json")
    assert result.code == 1, result.err
    issues = json.loads(result.out)["waiver_issues"]
    assert issues and all(i["kind"] == "malformed" and "more than 731 days" in i["message"] for i in issues)


def test_waiver_9999(tmp_path: Path) -> None:
    import datetime as dt

    from auditor.vendors import waivers
    from auditor.vendors.listfile import WaiverSource

    entry = {"rule": "sla.availability-absent", "vendor": "A", "reason": "r", "approved_by": "b", "ticket": "T-1",
             "expires": "9999-12-31"}
    rules, problems = waivers.parse([WaiverSource("w.yaml", [(entry, 3, None)])])
    assert problems == []
    found = waivers.apply([], rules, dt.date(2026, 1, 1))
    assert [i.kind for i in found] == ["malformed"] and "9999-12-31" in found[0].message
