"""Renderers (escaping, chart, blocked marks) and the ``audit compare`` command line."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from auditor.cli import main
from auditor.commands.compare import parse_rates, split_offer
from auditor.compare.core import Options, compare, find_row
from auditor.errors import UsageError
from auditor.render.chart import points
from auditor.render.html import comparison as render_html
from auditor.render.json import comparison as render_json
from auditor.render.markdown import comparison as render_markdown
from auditor.render.text import comparison as render_text
from auditor.sizing.facts import Target
from auditor.sizing.mfu import load_table

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "offers"
HOSTILE = "<script>alert(1)</script> [x](javascript:alert(1)) | \x1b[31m"


@pytest.fixture
def comparison(write_offer, audit):  # type: ignore[no-untyped-def]
    target = Target(model="llama3-70b", mode="full")
    results = [
        audit(SAMPLES / "compare-h100-4node-ib-hourly.yaml", target),
        audit(SAMPLES / "compare-a100-pcie-4node.yaml", target),
        audit(SAMPLES / "honest-h100-sxm-8x.yaml", target),  # does not fit: blocked
        audit(
            write_offer(
                HOSTILE,
                nodes=4,
                interconnect={"inter_node": "infiniband", "rdma": True},
                pricing={"minimum_term": "1 day"},
            ),
            target,
        ),
    ]
    return compare(results, target, load_table(), Options(tokens=2 * 10**10))


def test_html_is_self_contained_escaped_and_charts_every_priced_offer(comparison):
    page = render_html.render(comparison, find_row(comparison, "Fjord"))
    assert "<script" not in page and "href=" not in page and "src=" not in page
    assert "&lt;script&gt;" in page and "\x1b" not in page
    assert page.count("<svg") == 1 and "(blocked)" in page  # the 8-GPU node is plotted as blocked
    assert "Content-Security-Policy" in page
    assert '<details id="row-Fjord Compute" open>' in page
    assert len(points(comparison, "USD")) == 4


def test_markdown_escapes_document_strings(comparison):
    text = render_markdown.render(comparison)
    assert "[x](javascript" not in text and r"\[x\]" in text and "&lt;script&gt;" in text
    assert "## Cannot run the job" in text and "<svg" in text


def test_json_carries_every_figure_and_derivation(comparison):
    data = json.loads(render_json.render(comparison))
    assert data["ranking"]["USD"][:2] == [HOSTILE, "Fjord Compute"]  # same H100 hardware, $2.00 < $2.69
    row = next(r for r in data["rows"] if r["vendor"] == "Saltmarsh GPU Rentals")
    assert row["estimates"]["expected"]["scaling_efficiency"] == 0.5
    assert row["policy_row"]["where"].startswith("auditor/sizing/data/mfu.yaml:")
    assert [s["step"] for s in row["derivation"]][:2] == ["Peak", "GPUs"]
    assert data["blocked"] == ["Northwind Compute"]


def test_text_lists_ranked_blocked_and_sensitivity(comparison):
    text = render_text.render(comparison, find_row(comparison, "saltmarsh"))
    assert "Ranked by total cost (USD)" in text and "Cannot run the job:" in text
    assert "Sensitivity" in text and "How the figures for Saltmarsh GPU Rentals were derived" in text
    assert "\x1b" not in text


def test_split_offer_joins_documents_and_probe_folders(tmp_path):
    quote, contract = tmp_path / "q.yaml", tmp_path / "c.yaml"
    quote.write_text("x"), contract.write_text("y")
    probes = tmp_path / "probes"
    probes.mkdir()
    assert split_offer(f"{quote}+{contract}+{probes}") == ([quote, contract], [probes])
    plus = tmp_path / "a+b.yaml"
    plus.write_text("z")
    assert split_offer(str(plus)) == ([plus], [])
    with pytest.raises(UsageError):
        split_offer(f"{quote}++{contract}")


def test_parse_rates():
    assert parse_rates(("cny=0.14",)) == {"CNY": Fraction(7, 50)}
    for bad in ("CNY", "XYZ=1", "CNY=abc", "CNY=-1"):
        with pytest.raises(UsageError):
            parse_rates((bad,))


def _cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exc:
        main(args)
    out, err = capsys.readouterr()
    return int(exc.value.code or 0), out, err


def test_cli_compares_a_two_document_offer_and_writes_atomically(tmp_path, capsys):
    quote = tmp_path / "quote.yaml"
    quote.write_text(
        (SAMPLES / "compare-h100-4node-ib-hourly.yaml").read_text(encoding="utf-8").split("clauses:")[0],
        encoding="utf-8",
    )
    contract = tmp_path / "contract.yaml"
    contract.write_text(
        "vendor: Fjord Compute\nclauses:\n  availability: {status: present, percent: 99.9%}\n", encoding="utf-8"
    )
    out_file = tmp_path / "out" / "cmp.json"
    code, _, err = _cli(
        [
            "compare",
            f"{quote}+{contract}",
            str(SAMPLES / "compare-a100-pcie-4node.yaml"),
            "--model",
            "llama3-70b",
            "--tokens",
            "2e10",
            "--format",
            "json",
            "-o",
            str(out_file),
        ],
        capsys,
    )
    assert code == 0, err
    data = json.loads(out_file.read_text(encoding="utf-8"))
    assert data["ranking"]["USD"] == ["Fjord Compute", "Saltmarsh GPU Rentals"]
    assert data["rows"][0]["documents"] == [str(quote), str(contract)]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--rate", "CNY"], "--rate"),
        (["--explain", "nobody"], "matches no offer"),
        (["--deadline", "0"], "--deadline"),
    ],
)
def test_cli_usage_errors_are_one_line_and_exit_2(capsys, args, message):
    code, _, err = _cli(
        [
            "compare",
            str(SAMPLES / "compare-a100-pcie-4node.yaml"),
            "--model",
            "llama3-8b",
            "--tokens",
            "1e9",
            *args,
        ],
        capsys,
    )
    assert code == 2 and message in err and err.count("\n") == 1


def test_cli_needs_tokens(capsys):
    code, _, err = _cli(["compare", str(SAMPLES / "compare-a100-pcie-4node.yaml"), "--model", "llama3-8b"], capsys)
    assert code == 2 and "--tokens" in err
