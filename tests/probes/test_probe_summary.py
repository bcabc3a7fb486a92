"""``audit probe`` as a summary: one line per output from its kind's ``SPEC.summary``, the figures the
rules read with where each was read, the field dump only with ``--verbose``.

Real captures (``../shared/probes-real``, read in place), the project's fixtures and sample bundles.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from auditor.cli import cli
from auditor.errors import InputError
from auditor.probes.bundle import parse_file
from auditor.probes.registry import specs
from auditor.render.probe_view import figures, one_line, rule_probe_paths

from .conftest import FIXTURES, REAL, SAMPLES, real

FILES = sorted(p for p in FIXTURES.iterdir() if p.suffix != ".md")
REAL_FILES = sorted(p for p in REAL.rglob("*") if p.is_file() and p.suffix != ".md") if REAL.is_dir() else []


def probe(*args: str) -> str:
    res = CliRunner().invoke(cli, ["probe", *args])
    assert res.exit_code == 0, res.output
    return res.output


def test_every_kind_declares_its_summary_line() -> None:
    assert all(s.summary is not None for s in specs()), [s.kind for s in specs() if s.summary is None]


def _check_line(path: Path) -> None:
    try:
        results = parse_file(path, None)
    except InputError:  # a truncated JSON is an input error (tested elsewhere), not a summary
        return
    for r in results:
        line = one_line(r)
        assert "\n" not in line and line.strip() == line, line
        if r.kind == "unknown":
            continue
        label = "nccl" if r.kind == "nccl" else f"{r.kind}:"
        assert line.startswith(label), line
        assert not re.search(r"\bNone\b|\{|\}|\bunknown\b|  ", line), line
        assert len(line) < 200, line


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_each_fixture_says_what_it_measured_in_one_line(path: Path) -> None:
    _check_line(path)


@pytest.mark.parametrize("path", REAL_FILES or [None], ids=lambda p: p.name if p else "absent")
def test_each_real_capture_says_what_it_measured_in_one_line(path: Path | None) -> None:
    if path is None:
        pytest.skip("../shared/probes-real absent")
    _check_line(path)


@pytest.mark.parametrize(("file", "expected"), [
    ("nvidia-smi-8xH800-as-sold-H100.txt", "nvidia-smi: 8× NVIDIA H800 81559 MiB, MIG off, no processes"),
    ("nvidia-smi-r470-foreign-process.txt", "nvidia-smi: 2× A100-SXM4-40GB 40536 MiB, MIG off, 1 process"),
    ("nvidia-smi-err-gpu3-8xH100.txt", "ERR! on GPU 3"),
    ("nccl-8xH100-allreduce-300GBps.txt", "nccl all_reduce: 8 GPUs 1 node, peak 300 GB/s busbw at 8 GiB"),
    ("nvidia-smi-q-8xH100-gpu2-remap-pending.txt", "GPU 2: uncorrectable ECC errors, row remap pending"),
    ("nvidia-smi-q-8xH100-gpu5-x8-gpu7-18GiB-idle.txt", "GPU 5: PCIe x8 of x16"),
    ("nvidia-smi-q-clock-capped-2of8.txt", "below default on GPU 3 1410/1980 MHz, GPU 6 1410/1980 MHz"),
    ("dcgmi-diag-r3-4gpu-pcie-fail.txt", "1 fail, 2 skip; failed: PCIe (GPU 2)"),
    ("ibstat-ndr-8port-mlx5_4-at-200.txt", "7× 400 Gb/s, 1× 200 Gb/s"),
    ("ib_write_bw-a-8xNDR-mlx5_4-at-196.txt", "slowest 196.1 Gb/s average at 8 MiB on mlx5_4"),
    ("iperf3-text-connect-error.txt", "error: error - unable to connect to server: Connection refused"),
    ("nvlink-e-4xV100-gpu3-link2-replay.txt", "most errors: 1832 Replay Errors on GPU 3 link 2"),
    ("smi-csv-r550-event-reasons-power-brake-x8.csv", "GPU 6: PCIe x8 of x16"),
    ("dmesg-xid79-fallen-off-bus-8xH100.txt", "Xid 79, 94, 2 GPUs fallen off the bus"),
])
def test_the_line_names_what_a_reviewer_looks_for(file: str, expected: str) -> None:
    (result,) = parse_file(FIXTURES / file, None)
    assert expected in one_line(result)


@pytest.mark.parametrize(("rel", "expected"), [
    ("nvidia-smi/8xH100-SXM-80GB-HBM3-drv565-gls.txt", "nvidia-smi: 8× NVIDIA H100 80GB HBM3 81559 MiB, MIG off"),
    ("nvidia-smi-mig/1xA100-80GB-PCIe-MIG-all-balanced-drv570-openshift.txt", "MIG on (4 MIG devices)"),
    ("nvidia-smi-mig/A100-40GB-nvidia-smi-mig-lgi-3x2g.10gb-openshift.txt",
     "mig-lgi: 3 GPU instances on 1 GPU (3× 2g.10gb)"),
    ("nccl/2node-16xH100-GCP-A3mega-TCPXO-allreduce-338GBps-hash-stripped-lines.txt",
     "16 GPUs 2 nodes, peak 338.8 GB/s busbw at 8 GiB"),
    ("topo/8xV100-SXM2-16GB-DGX1-hybrid-cube-mesh-NV1-NV2-SYS-mlx5-oneflow-dlperf.txt", "16 of 28 GPU pairs NVLink"),
    ("iperf3/iperf3-J-london-to-sydney-wan-62Mbps-slow.json", "iperf3: TCP 1 stream, 62.6 Mbit/s received"),
    ("fio/zfs-raidz2-hdd-truenas-seqwrite-32m-4jobs-100MiBps.txt", "write 100 MiB/s"),
    ("other/dmesg-mlx5-pcie-x8-bandwidth-limited.txt", "1 PCIe link limited (0001:43:00.0 at 63.008 Gb/s)"),
])
def test_real_captures_read_as_a_person_would_say_them(rel: str, expected: str) -> None:
    results = parse_file(real(rel), None)
    assert any(expected in one_line(r) for r in results), [one_line(r) for r in results]


def test_a_bundle_prints_its_folder_once_and_one_line_per_file() -> None:
    out = probe(str(SAMPLES / "honest-h100-8x")).splitlines()
    assert out[0] == f"{SAMPLES / 'honest-h100-8x'}/ (12 files)"
    lines = out[1:out.index("")]
    assert len(lines) == 12
    assert any(re.fullmatch(r"  nccl-all_reduce\.txt +nccl all_reduce: 8 GPUs 1 node, peak 487\.7 GB/s busbw at 8 GiB",
                            line) for line in lines), lines
    assert not any(" = " in line or "evidence lines" in line for line in out), "field dump without --verbose"


def test_the_figures_table_cites_the_line_each_figure_was_read_on() -> None:
    bundle = SAMPLES / "honest-h100-8x"
    out = probe(str(bundle))
    table = out.split("Figures the rules read:\n", 1)[1].splitlines()
    row = next(line for line in table if line.split()[0] == "probe.nccl.max_busbw")
    assert row.split()[1:] == ["487.72", "GB/s", "nccl-all_reduce.txt:22"]
    # a figure read from one line (not a mean or a sum over rows) is on the line it cites
    read = {"probe.nccl.max_busbw", "probe.nccl.large_message_busbw", "probe.smi.memory_total_min",
            "probe.ibstat.fabric_rate_min", "probe.iperf3.receiver_bitrate", "probe.fio.read_bw"}
    checked = 0
    for line in table:
        m = re.match(r"  (probe\.\S+) +([\d.]+) [A-Za-z/%]+.*? (\S+):(\d+)", line)
        if m and m.group(1) in read:
            checked += 1
            text = (bundle / m.group(3)).read_text(encoding="utf-8").splitlines()[int(m.group(4)) - 1]
            digits = m.group(2).replace(".", "").strip("0")  # the line may state it in another unit (fio's bytes)
            assert digits in text.replace(",", "").replace(".", ""), (line, text)
    assert checked == len(read)


def test_the_table_shows_only_facts_the_rules_read() -> None:
    from auditor.probes.bundle import expand

    paths = set(rule_probe_paths())
    assert {"probe.nccl.max_busbw", "probe.smi.memory_total_min", "probe.topo.non_nvlink_pairs"} <= paths
    results = [r for p in expand([SAMPLES / "pcie-4090-8x"]) for r in parse_file(p, None)]
    rows = figures(results)
    assert rows and {path for path, _, _ in rows} <= paths
    assert ("probe.topo.non_nvlink_pairs", "28") in {(p, v) for p, v, _ in rows}  # the masquerade, counted


def test_counters_with_nothing_to_report_share_one_line_unless_verbose() -> None:
    quiet = probe(str(SAMPLES / "honest-h100-8x"))
    assert re.search(r"^  0 / none: .*nvlink\.inactive_links", quiet, re.M | re.S)
    assert not re.search(r"^  probe\.nvlink\.inactive_links ", quiet, re.M)
    loud = probe("--verbose", str(SAMPLES / "honest-h100-8x"))
    assert re.search(r"^  probe\.nvlink\.inactive_links +0", loud, re.M)


def test_verbose_adds_the_fields_and_their_evidence_lines() -> None:
    smi = str(FIXTURES / "nvidia-smi-8xH800-as-sold-H100.txt")
    assert "gpus.0.name" not in probe(smi)
    out = probe("-v", smi)
    assert "gpus.0.name = NVIDIA H800" in out and "gpus.0.memory_total = 81559 MiB" in out
    assert "evidence lines: 3, 9, 10" in out


def test_several_outputs_in_one_file_get_a_line_each() -> None:
    out = probe(str(real("iperf3/iperf3-text-UDP-1GbE-single-and-P10-summaries-only.txt")))
    assert re.findall(r"iperf3: UDP (\d+) streams?", out) == ["1", "10"]


def test_a_file_of_no_known_kind_says_so(tmp_path: Path) -> None:
    other = tmp_path / "notes.txt"
    other.write_text("remember to ask about the SLA\n", encoding="utf-8")
    assert "not a probe output audit recognises" in probe(str(other))


def test_a_gpu_name_cannot_write_to_the_terminal(tmp_path: Path) -> None:
    """Probe files are untrusted: the summary line goes through the same cleaning as the old dump."""
    text = (FIXTURES / "nvidia-smi-8xH800-as-sold-H100.txt").read_text(encoding="utf-8")
    planted = tmp_path / "nvidia-smi.txt"
    planted.write_text(text.replace("NVIDIA H800     ", "NVIDIA H800\x1b[2J\x07", 1), encoding="utf-8")
    out = probe(str(planted))
    assert "\x1b" not in out and "\x07" not in out
    assert "nvidia-smi: " in out


def test_json_carries_the_same_line_and_validates() -> None:
    import json

    import jsonschema

    from .conftest import ROOT

    out = json.loads(probe("--format", "json", str(SAMPLES / "pcie-4090-8x")))
    jsonschema.validate(out, json.loads((ROOT / "schemas" / "probe.schema.json").read_text(encoding="utf-8")))
    text = probe(str(SAMPLES / "pcie-4090-8x"))
    assert out and all(o["summary"] in text for o in out)
    assert any(o["summary"].startswith("topo: 8 GPUs, 1 NIC, 0 of 28 GPU pairs NVLink") for o in out)
