"""The public API as a program uses it: only ``auditor.api`` imported, results equal to the CLI's
byte for byte, and every input and result pickling cleanly (what a process pool or cluster needs)."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from auditor import api
from auditor.errors import UsageError

ROOT = Path(__file__).resolve().parents[2]
OFFERS = ROOT / "samples" / "offers"
GOOD = OFFERS / "h100-ib-cluster-16node.yaml"
MIG = OFFERS / "shared-slice-mig-a100.yaml"
PROBES = ROOT / "samples" / "probes" / "honest-h100-8x"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "auditor", *args], capture_output=True, text=True, cwd=ROOT,
                          check=False)


def test_a_program_importing_only_the_api_gets_the_cli_report_byte_for_byte() -> None:
    program = (
        "import sys\n"
        "from auditor import api\n"
        f"report = api.audit([{str(GOOD)!r}], job=api.Job('llama3-405b', mode='pretrain'))\n"
        "sys.stdout.write(api.render(report, 'json'))\n"
        "imported = sorted(m for m in sys.modules if m.startswith('auditor.commands'))\n"
        "sys.stderr.write(repr(imported))\n"
    )
    mine = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, cwd=ROOT, check=False)
    assert mine.returncode == 0, mine.stderr
    assert mine.stderr == "[]"  # the API does not go through the command layer
    cli = _cli("offer", str(GOOD), "--model", "llama3-405b", "--mode", "pretrain", "--format", "json")
    assert cli.returncode == 0, cli.stderr
    assert mine.stdout == cli.stdout


@pytest.mark.parametrize("fmt", ["text", "markdown", "sarif", "junit"])
def test_every_format_matches_the_cli(fmt: str) -> None:
    report = api.audit([MIG], job=api.Job("llama3-70b", mode="lora"))
    cli = _cli("offer", str(MIG), "--model", "llama3-70b", "--mode", "lora", "--format", fmt)
    assert report.summary.verdict == "fail" and cli.returncode == 1
    assert api.render(report, fmt) == cli.stdout


def test_probes_and_tokens_as_people_write_them() -> None:
    job = api.Job("llama3-70b", mode="full", tokens="2e10")
    report = api.audit([OFFERS / "honest-h100-sxm-8x.yaml"], job=job, probes=[PROBES])
    cli = _cli("offer", str(OFFERS / "honest-h100-sxm-8x.yaml"), "--model", "llama3-70b", "--tokens", "20B",
               "--probes", str(PROBES), "--format", "json")
    assert api.render(report, "json") == cli.stdout
    assert report.probes, "the acceptance outputs were read"


def test_an_offer_read_once_audits_like_its_documents_and_is_not_changed() -> None:
    offer = api.read_offer([GOOD])
    before = offer.model_dump_json()
    job = api.Job("llama3-405b", mode="pretrain")
    assert api.render(api.audit(offer, job=job), "json") == api.render(api.audit([GOOD], job=job), "json")
    assert offer.model_dump_json() == before


def test_inputs_and_results_pickle() -> None:
    rules, job = api.Rules(settings=("min_nvlink_busbw=400 GB/s",)), api.Job("llama3-70b", tokens=10**10)
    report = api.audit([GOOD], rules=rules, job=job)
    plan = api.size(job, gpu="H100", nodes=2)
    table = api.compare([[GOOD], [MIG]], job=job, rules=rules)
    for value in (rules, job, api.read_offer([GOOD]), report, plan, table):
        again = pickle.loads(pickle.dumps(value))
        assert type(again) is type(value)
    assert pickle.loads(pickle.dumps(report)).model_dump_json() == report.model_dump_json()
    assert api.render_comparison(pickle.loads(pickle.dumps(table)), "json") == api.render_comparison(table, "json")


def _audit_in_worker(args: tuple[api.Rules, api.Job, str]) -> str:
    rules, job, path = args
    return api.render(api.audit([path], rules=rules, job=job), "json")


def test_rules_travel_to_worker_processes_as_values() -> None:
    rules, job = api.Rules(), api.Job("llama3-405b", mode="pretrain")
    with ProcessPoolExecutor(max_workers=2) as pool:
        remote = list(pool.map(_audit_in_worker, [(rules, job, str(GOOD)), (rules, job, str(MIG))]))
    assert remote == [api.render(api.audit([p], rules=rules, job=job), "json") for p in (GOOD, MIG)]


def test_size_and_compare_agree_with_their_commands() -> None:
    job = api.Job("llama3-70b", mode="full", tokens="20B")
    plan = api.size(job, gpu="h100-sxm", gpus=16)
    cli = json.loads(_cli("size", "--model", "llama3-70b", "--gpu", "h100-sxm", "--gpus", "16", "--tokens", "20B",
                          "--format", "json").stdout)
    assert plan.fits == cli["fits"]
    table = api.compare([[OFFERS / "compare-h100-4node-ib-hourly.yaml"], [OFFERS / "compare-a100-pcie-4node.yaml"]],
                        job=job)
    cli_md = _cli("compare", str(OFFERS / "compare-h100-4node-ib-hourly.yaml"),
                  str(OFFERS / "compare-a100-pcie-4node.yaml"), "--model", "llama3-70b", "--tokens", "20B",
                  "--format", "markdown")
    assert api.render_comparison(table, "markdown") == cli_md.stdout


def test_mistakes_are_usage_errors_not_tracebacks() -> None:
    with pytest.raises(UsageError):
        api.render(api.audit([GOOD]), "pdf")
    with pytest.raises(UsageError):
        api.compare([[GOOD]], job=api.Job("llama3-70b"))
    with pytest.raises(UsageError):
        api.Job("llama3-70b", tokens="15TB").target()


def test_the_contract_is_what_all_names() -> None:
    major, minor = (int(x) for x in api.API_VERSION.split("."))
    assert major >= 1 and minor >= 0
    assert all(hasattr(api, name) for name in api.__all__)
    assert set(api.FORMATS) == {"text", "json", "markdown", "html", "sarif", "junit"}
