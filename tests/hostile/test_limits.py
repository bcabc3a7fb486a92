"""Every input limit: configurable by environment, and exceeded → one line naming file and variable, exit 2.

The limits are set low per test (monkeypatch.setenv) so a small file trips them: nothing here
depends on how fast the machine is. ``AUDIT_MAX_PDF_PAGE_SECONDS=0`` is a budget already spent
at the first check, not a race.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.hostile.hostile_pdf import hostile_pdf
from tests.vendors.conftest import Result

ROOT = Path(__file__).resolve().parents[2]
OFFER = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"
QUOTE = ROOT / "samples" / "quotes" / "honest-h100-contract-en.pdf"  # three pages
PROBES = ROOT / "samples" / "probes" / "honest-h100-8x"
RULES = ROOT / "tests" / "vendors" / "fixtures" / "audit.rules"
TARGET = ("--model", "llama3-8b", "--mode", "lora")


def one_line_error(result: Result, *needles: str) -> str:
    assert result.code == 2, (result.code, result.err)
    line = result.err.strip()
    assert "\n" not in line and "Traceback" not in line, line
    for needle in needles:
        assert needle in line, (needle, line)
    return line


def test_offer_file_size(audit: Callable[..., Result], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIT_MAX_FILE_BYTES", "100")
    one_line_error(audit("offer", str(OFFER), *TARGET), str(OFFER), "over the 100-byte limit", "AUDIT_MAX_FILE_BYTES")
    one_line_error(audit("offer", str(QUOTE), "--no-cache", *TARGET), str(QUOTE), "AUDIT_MAX_FILE_BYTES")


def test_pdf_page_count(audit: Callable[..., Result], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIT_MAX_PDF_PAGES", "2")
    one_line_error(audit("offer", str(QUOTE), "--no-cache", *TARGET), str(QUOTE), "over the 2-page limit",
                   "AUDIT_MAX_PDF_PAGES")


def test_cached_pdf_does_not_slip_past_a_stricter_page_limit(
    audit: Callable[..., Result], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Regression: a PDF parsed once under the default limits was served from the cache afterwards."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("AUDIT_NO_CACHE", raising=False)
    assert audit("offer", str(QUOTE), *TARGET).code in (0, 1)
    documents = tmp_path / "gpu-offer-auditor" / "documents"
    assert [p for p in documents.rglob("*") if p.is_file()], "the first run should have cached the parsed PDF"
    monkeypatch.setenv("AUDIT_MAX_PDF_PAGES", "2")
    one_line_error(audit("offer", str(QUOTE), *TARGET), str(QUOTE), "over the 2-page limit")


def test_pdf_objects_per_page(audit: Callable[..., Result], monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted while the page is interpreted, so a page of millions of glyphs stops at the cap."""
    monkeypatch.setenv("AUDIT_MAX_PDF_PAGE_OBJECTS", "50")
    one_line_error(audit("offer", str(QUOTE), "--no-cache", *TARGET), "page 1 has more than 50 objects",
                   "AUDIT_MAX_PDF_PAGE_OBJECTS")


def test_pdf_time_per_page(audit: Callable[..., Result], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIT_MAX_PDF_PAGE_SECONDS", "0")
    one_line_error(audit("offer", str(QUOTE), "--no-cache", *TARGET), "page 1 takes longer than 0 s",
                   "AUDIT_MAX_PDF_PAGE_SECONDS")


def test_pdf_time_budget_is_checked_inside_the_interpreter(monkeypatch: pytest.MonkeyPatch) -> None:
    """The deadline is seen between content-stream operators, not only between pages: a budget that
    runs out during interpretation stops there (the clock is faked; nothing is timed)."""

    from auditor.errors import InputError
    from auditor.ingest import document

    calls = {"n": 0}

    def fake_monotonic() -> float:
        calls["n"] += 1
        return 0.0 if calls["n"] <= 2 else 1e9  # budget made, first check passes, then time is up

    monkeypatch.setattr(document.time, "monotonic", fake_monotonic)
    with pytest.raises(InputError, match="page 1 takes longer than 30 s"):
        document.read_document(QUOTE, document.PdfLimits(max_page_seconds=30))
    assert calls["n"] >= 3


def test_yaml_depth(audit: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deep = tmp_path / "deep.yaml"
    deep.write_text("vendor: x\nnotes:\n" + "".join("  " * i + f"- k{i}:\n" for i in range(1, 40)), encoding="utf-8")
    monkeypatch.setenv("AUDIT_MAX_YAML_DEPTH", "10")
    one_line_error(audit("offer", str(deep), *TARGET), str(deep), "nesting deeper than 10 levels",
                   "AUDIT_MAX_YAML_DEPTH")


@pytest.mark.parametrize("suffix", [".yaml", ".json"])
def test_very_deep_nesting_is_an_input_error(audit: Callable[..., Result], tmp_path: Path, suffix: str) -> None:
    """Regression (json-recursion-error): 20,000 nested arrays in a JSON offer overflowed the
    decoder's recursion and printed a traceback; YAML hit libyaml's own depth cap."""
    deep = tmp_path / f"deep{suffix}"
    deep.write_text('{"vendor": ' + "[" * 20000 + "]" * 20000 + "}", encoding="utf-8")
    one_line_error(audit("offer", str(deep), *TARGET), str(deep))


def test_billion_laughs(audit: Callable[..., Result], tmp_path: Path) -> None:
    lol = tmp_path / "lol.yaml"
    text = 'vendor: x\na0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    text += "".join(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n" for i in range(1, 9))
    lol.write_text(text, encoding="utf-8")
    one_line_error(audit("offer", str(lol), *TARGET), "alias bomb", "AUDIT_MAX_YAML_NODES")


def test_probe_file_size(audit: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    big = tmp_path / "nvidia-smi.txt"
    big.write_bytes((PROBES / "nvidia-smi.txt").read_bytes() * 4)
    one_line_error(audit("probe", str(big), "--max-size", "1000"), str(big), "probe size limit")
    monkeypatch.setenv("AUDIT_MAX_PROBE_BYTES", "1000")
    one_line_error(audit("probe", str(big)), str(big), "over the 1000-byte probe size limit", "AUDIT_MAX_PROBE_BYTES")
    one_line_error(audit("offer", str(OFFER), "--probes", str(big), *TARGET), str(big), "AUDIT_MAX_PROBE_BYTES")


@pytest.mark.parametrize("kind", ["rules", "policy", "list", "waivers", "mfu"])
def test_steering_files_are_bounded(audit: Callable[..., Result], tmp_path: Path, kind: str,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Rules, policies, vendor lists, waiver files and MFU tables: AUDIT_MAX_CONFIG_BYTES."""
    big = tmp_path / f"{kind}.yaml"
    big.write_text("# padding\n" * 20000, encoding="utf-8")  # 200 kB; shipped rule packs stay under the cap
    (tmp_path / "offer.yaml").write_bytes(OFFER.read_bytes())
    monkeypatch.setenv("AUDIT_MAX_CONFIG_BYTES", "100000")
    args = {
        "rules": ("offer", str(OFFER), "--rules", str(big), *TARGET),
        "policy": ("offer", str(OFFER), "--policy", str(big), *TARGET),
        "list": ("vendors", str(big)),
        "mfu": ("compare", str(OFFER), "--mfu-table", str(big), "--tokens", "1e9", *TARGET),
    }
    if kind == "waivers":
        listing = tmp_path / "vendors.yaml"
        listing.write_text(f"vendors:\n  - name: A\n    offers: [offer.yaml]\nwaivers: {big.name}\n", encoding="utf-8")
        result = audit("vendors", str(listing), *("--no-default-rules", "--rules", str(RULES)))
    else:
        result = audit(*args[kind])
    one_line_error(result, str(big), "over the 100,000-byte limit", "AUDIT_MAX_CONFIG_BYTES")


def test_policy_deep_nesting_and_bad_bytes(audit: Callable[..., Result], tmp_path: Path) -> None:
    """Regression (policy-recursion-error, policy-unicode-error): a deeply nested policy overflowed
    the pure-Python YAML composer and a binary one raised UnicodeDecodeError, both as tracebacks."""
    deep = tmp_path / "deep.yaml"
    deep.write_text("params: " + "[" * 20000 + "]" * 20000 + "\n", encoding="utf-8")
    one_line_error(audit("offer", str(OFFER), "--policy", str(deep), *TARGET), str(deep))
    binary = tmp_path / "bin.yaml"
    binary.write_bytes(b"\xff\xfe\x00binary")
    one_line_error(audit("offer", str(OFFER), "--policy", str(binary), *TARGET), str(binary), "not UTF-8")


def test_mfu_table_deep_nesting_and_bad_bytes(audit: Callable[..., Result], tmp_path: Path) -> None:
    """Regression (mfu-table-recursion-error): same two tracebacks from ``audit compare --mfu-table``."""
    for name, data in (("deep.yaml", b"rows: " + b"[" * 20000 + b"]" * 20000), ("bin.yaml", b"\xff\xfe\x00")):
        table = tmp_path / name
        table.write_bytes(data)
        one_line_error(audit("compare", str(OFFER), "--mfu-table", str(table), "--tokens", "1e9", *TARGET), str(table))


@pytest.mark.parametrize("where", ["offer", "policy", "mfu"])
def test_impossible_yaml_date_is_an_input_error(audit: Callable[..., Result], tmp_path: Path, where: str) -> None:
    """Regression (yaml-date-valueerror, found by the fuzz campaign): ``date: 2026-13-14`` made
    PyYAML raise ValueError, not YAMLError, and the CLI printed a traceback."""
    bad = tmp_path / "bad.yaml"
    if where == "offer":
        bad.write_text(OFFER.read_text(encoding="utf-8").replace("date: ", "date: 2026-13-14 #"), encoding="utf-8")
        result = audit("offer", str(bad), *TARGET)
    elif where == "policy":
        bad.write_text("params: {x: 2026-13-14}\n", encoding="utf-8")
        result = audit("offer", str(OFFER), "--policy", str(bad), *TARGET)
    else:
        bad.write_text("rows: [{at: 2026-13-14}]\n", encoding="utf-8")
        result = audit("compare", str(OFFER), "--mfu-table", str(bad), "--tokens", "1e9", *TARGET)
    one_line_error(result, str(bad), "month must be in 1..12")


def test_huge_integer_in_json_offer(audit: Callable[..., Result], tmp_path: Path) -> None:
    """Regression (json-int-digits-valueerror): an integer of 5,000 digits raised ValueError in json.loads."""
    bad = tmp_path / "big.json"
    bad.write_text('{"vendor": "x", "nodes": ' + "9" * 5000 + "}", encoding="utf-8")
    one_line_error(audit("offer", str(bad), *TARGET), str(bad), "invalid JSON value")


def test_nccl_row_with_huge_exponent(tmp_path: Path) -> None:
    """Regression (nccl-huge-exponent-serialisation, found by the fuzz campaign): a damaged row
    size ``42949e7296`` parsed to a 7,300-digit integer that the JSON output could not print."""
    from auditor.probes.bundle import parse_text

    text = (PROBES / "nccl-all_reduce.txt").read_text(encoding="utf-8")
    rows = [ln for ln in text.splitlines() if ln.strip().startswith("4294967296")]
    assert rows, "fixture changed: no 4 GiB row"
    damaged = text.replace(rows[0].strip().split()[0], "42949e7296", 1)
    for result in parse_text(damaged, "nccl.txt"):
        result.model_dump_json()


def test_huge_exponent_in_a_quantity_is_refused_fast() -> None:
    """Regression (units-huge-exponent): Fraction("1e999999999") builds a billion-digit integer."""
    from auditor.units import UnitError, _to_fraction

    with pytest.raises(UnitError, match="out of range"):
        _to_fraction("1e999999999")


def test_bad_limit_value_is_a_usage_error(audit: Callable[..., Result], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIT_MAX_FILE_BYTES", "lots")
    one_line_error(audit("offer", str(OFFER), *TARGET), "AUDIT_MAX_FILE_BYTES must be a positive whole number")


def test_hostile_pdf_within_limits_still_reads(tmp_path: Path) -> None:
    """The limits refuse only what exceeds them: the hostile test PDF itself is an ordinary quote."""
    from auditor.ingest.pdf_offer import read_pdf_offer

    offer = read_pdf_offer(hostile_pdf(tmp_path / "q.pdf"))
    assert offer.vendor and offer.vendor.startswith("Evil Compute")


FUZZ_PDF = ROOT / "tests" / "fixtures" / "pdf" / "self-referencing-pages-fuzz.pdf"


def test_pdf_whose_page_tree_refers_to_itself_is_refused_not_looped(audit: Callable[..., Result]) -> None:
    """Regression (atheris, pdf target): `/Pages 9 0 R` where object 9 is `9 0 R` looped pdfminer forever."""
    one_line_error(audit("offer", str(FUZZ_PDF), "--no-cache", *TARGET), str(FUZZ_PDF), "refers to itself")


def test_whole_pdf_time_budget(audit: Callable[..., Result], monkeypatch: pytest.MonkeyPatch) -> None:
    """The backstop for loops inside pdfminer: the whole document has a wall-clock budget."""
    monkeypatch.setenv("AUDIT_MAX_PDF_SECONDS", "0.001")
    one_line_error(audit("offer", str(QUOTE), "--no-cache", *TARGET), str(QUOTE), "AUDIT_MAX_PDF_SECONDS")
