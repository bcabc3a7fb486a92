"""The shipped packs: their own rule tests pass, every rule is covered, the catalogue is current."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from auditor.cli import cli

ROOT = Path(__file__).resolve().parents[2]
MARKER = "| id | pitfall | severity | title |"


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), standalone_mode=False)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.return_value, result.stdout


def test_shipped_rule_tests_pass_and_cover_every_rule() -> None:
    code, out = run("rules", "test", str(ROOT / "rules"))
    assert "FAIL" not in out and "UNCOVERED" not in out, out
    assert code == 0


def test_rule_catalogue_is_up_to_date() -> None:
    code, table = run("rules", "list", "--format", "markdown")
    assert code == 0
    doc = (ROOT / "docs" / "rule-catalogue.md").read_text(encoding="utf-8")
    assert doc[doc.index(MARKER) :] == table, "regenerate with `audit rules list --format markdown`"


def test_acceptance_table_is_up_to_date() -> None:
    code, table = run("rules", "list", "--format", "acceptance")
    assert code == 0
    doc = (ROOT / "docs" / "acceptance.md").read_text(encoding="utf-8")
    assert doc == table, "regenerate with `audit rules list --format acceptance > docs/acceptance.md`"


def test_acceptance_table_holds_every_probe_rule_with_its_thresholds_and_sources() -> None:
    from auditor.dsl import load_rules

    _, table = run("rules", "list", "--format", "acceptance")
    rows = {line.split("|")[1].strip(" `"): line for line in table.splitlines() if line.startswith("| `")}
    ruleset = load_rules([], include_default=True)
    probe_rules = [r for r in ruleset.all_rules.values() if "probe." in r.source_text.split("when", 1)[1]]
    assert len(probe_rules) >= 20
    for rule in probe_rules:
        row = rows[rule.id]
        assert f"| {rule.default_severity} |" in row
        for param in rule.params.values():
            if param.name in rule.source_text:
                assert f"`{param.name}` = {param.default_text}" in row, (rule.id, param.name)
                source = " ".join((param.description or "").split())[:40].replace("|", "\\|")
                assert source in rows[param.name], param.name
    # the azurehpc-health-checks floor for 8x H100 appears with its value and its source
    h100 = rows["nccl_allreduce_busbw_8x_h100_sxm"]
    assert "460 GB/s" in h100 and "azurehpc" in h100
    # offer-only rules (no probe fact) are not acceptance checks
    assert "slice.sold-as-slice" not in rows


def test_every_pack_rule_has_bilingual_title_and_cited_params() -> None:
    from auditor.dsl import load_rules

    ruleset = load_rules([], include_default=True)
    for rule in ruleset.all_rules.values():
        assert "zh" in rule.title and "zh" in rule.remedies, rule.id
    for param in ruleset.params.values():
        assert param.description and len(param.description) > 20, param.name


def test_policy_profiles_load() -> None:
    for profile in sorted((ROOT / "rules" / "profiles").glob("*.yaml")):
        code, _ = run("rules", "list", "--policy", str(profile))
        assert code == 0, profile
