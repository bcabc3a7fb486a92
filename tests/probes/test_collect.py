"""The collector, run against fake executables on PATH (no GPU, disk or network needed)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from auditor.cli import cli
from auditor.probes.bundle import read_probes
from auditor.probes.collect import Collector
from auditor.probes.registry import by_position

from .conftest import FIXTURES, ROOT, SAMPLES


def _fake(bin_dir: Path, name: str, body: str) -> None:
    path = bin_dir / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IEXEC)


@pytest.fixture
def fake_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    h100 = SAMPLES / "honest-h100-8x"
    nvlink_e = FIXTURES / "nvlink-e-8xH100-honest-clean.txt"
    nccl_args, nccl_out = tmp_path / "nccl-args", h100 / "nccl-all_reduce.txt"
    fio_file, fio_out, iperf_out = tmp_path / "fio-file", h100 / "fio.json", h100 / "iperf3.json"
    _fake(bin_dir, "nvidia-smi", f"""
case "$1" in
  -L) cat '{h100}/nvidia-smi-L.txt' ;;
  -q) echo "==============NVSMI LOG=============="; echo "Attached GPUs : 0" ;;
  topo) cat '{h100}/topo.txt' ;;
  nvlink) if [ "$2" = -e ]; then cat '{nvlink_e}'; else cat '{h100}/nvlink.txt'; fi ;;
  *) cat '{h100}/nvidia-smi.txt' ;;
esac
""")
    _fake(bin_dir, "all_reduce_perf", f"echo \"$@\" > '{nccl_args}'; cat '{nccl_out}'\n")
    # fio: record the file it was told to use, create it (as fio would), print a sample result
    _fake(bin_dir, "fio", f"""for a in "$@"; do case "$a" in
  --filename=*) f="${{a#--filename=}}"; echo "$f" > '{fio_file}'; : > "$f";;
esac; done
cat '{fio_out}'
""")
    _fake(bin_dir, "iperf3", f"cat '{iperf_out}'\n")
    _fake(bin_dir, "ibstat", f"cat '{h100}/ibstat.txt'\n")
    _fake(bin_dir, "dmesg", f"cat '{h100}/dmesg.txt'\n")  # the host's own kernel log may be unreadable
    _fake(bin_dir, "nvbandwidth", f"cat '{FIXTURES / 'nvbandwidth-j-v0.5-1gpu.json'}'\n")
    _fake(bin_dir, "dcgmi", f"cat '{FIXTURES / 'dcgmi-diag-j-3.1.0-8gpu-pass.json'}'\n")
    _fake(bin_dir, "slowtrain", "sleep 30\n")
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}/usr/bin{os.pathsep}/bin")
    return tmp_path


def test_collect_runs_every_check_and_writes_a_manifest(fake_path: Path) -> None:
    out, data = fake_path / "bundle", fake_path / "data"
    data.mkdir()
    manifest = Collector(out, budget_s=120, fio_dir=data, iperf_server="10.0.0.12",
                         train_cmd=f"cat {SAMPLES / 'honest-h100-8x' / 'train.log'}").run()
    status = {s["name"]: s["status"] for s in manifest["steps"]}
    declared = [c.name for spec in by_position() for c in spec.commands]
    assert {"nvidia-smi", "nvidia-smi -L", "nvidia-smi -q", "nvidia-smi topo -m", "nvidia-smi nvlink -s"} <= {
        *declared}
    assert status == dict.fromkeys([*declared, "nccl all_reduce_perf", "fio", "iperf3", "train"], "ok")
    saved = json.loads((out / "manifest.json").read_text())
    assert saved["host"] and saved["steps"][0]["command"] == "nvidia-smi" and saved["steps"][0]["started"]
    # fio wrote only inside the directory given, and its file is gone
    fio_file = Path((fake_path / "fio-file").read_text().strip())
    assert fio_file.parent == data and not fio_file.exists() and list(data.iterdir()) == []
    # nccl sized for the 8 GPUs listed and the budget left
    assert (fake_path / "nccl-args").read_text().split()[-2:] == ["-g", "8"]
    facts, _, _ = read_probes([out])
    assert facts.gpu_count == 8 and facts.topo is not None and facts.topo.all_nvlink
    assert facts.nccl is not None and facts.train is not None and facts.iperf3 is not None


def test_missing_tools_and_options_are_skipped_with_a_note(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.delenv("NCCL_TESTS_DIR", raising=False)
    manifest = Collector(tmp_path / "out", budget_s=30).run()
    notes = {s["name"]: (s["status"], s["note"]) for s in manifest["steps"]}
    assert notes["nvidia-smi"] == ("skipped", "nvidia-smi not found on PATH")
    assert notes["nccl all_reduce_perf"][0] == "skipped" and "not on PATH" in notes["nccl all_reduce_perf"][1]
    assert notes["fio"] == ("skipped", "no --fio-dir given")
    assert notes["iperf3"] == ("skipped", "no --iperf-server given")


def test_timeouts_are_recorded(fake_path: Path) -> None:
    manifest = Collector(fake_path / "out", budget_s=7, train_cmd="slowtrain").run()
    train = manifest["steps"][-1]
    assert train["status"] in ("timeout", "skipped")
    assert train["note"]


def test_cli_collect(fake_path: Path) -> None:
    res = CliRunner().invoke(cli, ["probe", "collect", "--out", str(fake_path / "o"), "--budget-s", "60"])
    assert res.exit_code == 0, res.output
    assert "manifest.json" in res.output and (fake_path / "o" / "topo.txt").is_file()


def test_a_machine_without_the_gpu_tools_exits_3_and_says_what_ran(tmp_path: Path) -> None:
    """The acceptance script's view: nothing required collected is not a pass (README exit code 3)."""
    empty = tmp_path / "empty"
    empty.mkdir()
    _fake(empty, "dmesg", "echo '[    0.000000] Linux version 5.15.0'\n")
    env = {**os.environ, "PATH": str(empty)}
    env.pop("NCCL_TESTS_DIR", None)
    proc = subprocess.run([sys.executable, "-m", "auditor", "probe", "collect", "--out", str(tmp_path / "o"),
                           "--budget-s", "30"], capture_output=True, text=True, env=env, check=False, cwd=ROOT)
    assert proc.returncode == 3, proc.stdout + proc.stderr
    assert "ran 1 check(s): dmesg" in proc.stdout
    assert "required check(s) did not run: nvidia-smi, nvidia-smi -L, nvidia-smi -q, nvidia-smi topo -m" in proc.stderr
    saved = json.loads((tmp_path / "o" / "manifest.json").read_text())
    assert saved["ran"] == ["dmesg"] and saved["incomplete"][0] == "nvidia-smi"
    assert {s["name"]: s["required"] for s in saved["steps"]}["nvidia-smi -q"] is True


def test_every_required_check_present_exits_0(fake_path: Path) -> None:
    res = CliRunner().invoke(cli, ["probe", "collect", "--out", str(fake_path / "o"), "--budget-s", "60"],
                             standalone_mode=False)
    assert res.return_value == 0, res.output
    assert json.loads((fake_path / "o" / "manifest.json").read_text())["incomplete"] == []
