"""Hostile probe inputs and commands: transcripts of many prompts stay linear, a parse has a time
budget, and ``collect`` leaves no process of a step behind."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from auditor.errors import InputError
from auditor.probes import bundle, collect
from auditor.probes.bundle import parse_text
from auditor.probes.collect import Collector

from .conftest import SAMPLES


def _seen_by_detectors(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Characters handed to detection, per call: the work a transcript costs."""
    sizes: list[int] = []
    real = bundle.detect

    def counting(text: str):
        sizes.append(len(text))
        return real(text)

    monkeypatch.setattr(bundle, "detect", counting)
    return sizes


@pytest.mark.parametrize("prompt", ["$ nvidia-smi\n", "root@gpu-07:~# nvidia-smi topo -m\n", "$ sudo dmesg\n"])
def test_a_transcript_of_bare_prompts_costs_no_more_than_its_size(prompt: str, monkeypatch) -> None:
    sizes = _seen_by_detectors(monkeypatch)
    text = prompt * 20_000
    results = parse_text(text, "prompts.txt")
    assert [r.kind for r in results] == ["unknown"]
    assert sum(sizes) <= len(text)  # padding each output with the lines before it made this quadratic


def test_outputs_between_many_prompts_are_each_read_once_with_their_own_line_numbers(monkeypatch) -> None:
    smi = (SAMPLES / "honest-h100-8x" / "nvidia-smi.txt").read_text()
    block = "$ nvidia-smi\n" * 50 + "$ nvidia-smi\n" + smi
    text = "captured on gpu-07\n" + block * 30
    sizes = _seen_by_detectors(monkeypatch)
    results = parse_text(text, "transcript.txt")
    assert len(results) == 30 and {r.kind for r in results} == {"nvidia-smi"}
    assert sum(sizes) <= 2 * len(text)
    lines = text.split("\n")
    for result in results:
        for ev in result.evidence:
            assert lines[ev.line - 1].strip().startswith(ev.text[:40]), ev  # the file's own line numbers
    last = results[-1]
    assert last.warnings[0].startswith(f"line {len(lines) - smi.count(chr(10)) - 1}:")


def test_a_junk_output_repeated_after_every_prompt_is_detected_once(monkeypatch) -> None:
    sizes = _seen_by_detectors(monkeypatch)
    parse_text("$ nvidia-smi\nNVIDIA-SMI has failed\n" * 10_000, "failed.txt")
    assert len(sizes) == 2  # the output, and the last one (which ends the file with its empty line)


def test_a_parse_over_its_time_budget_stops_with_one_line_naming_the_place() -> None:
    text = "$ nvidia-smi\nno output\n$ fio x\nstill nothing\n" * 1000
    with pytest.raises(InputError) as caught:
        parse_text(text, "slow.txt", budget_s=0)
    message = str(caught.value)
    assert "slow.txt" in message and "AUDIT_MAX_PROBE_SECONDS" in message and "\n" not in message


def test_the_budget_is_read_from_the_environment(tmp_path: Path, monkeypatch) -> None:
    probe = tmp_path / "t.txt"
    probe.write_text("$ nvidia-smi\nx\n$ nvidia-smi -L\ny\n")
    monkeypatch.setenv("AUDIT_MAX_PROBE_SECONDS", "0")
    with pytest.raises(InputError, match="time budget"):
        bundle.parse_file(probe)
    monkeypatch.setenv("AUDIT_MAX_PROBE_SECONDS", "soon")
    with pytest.raises(Exception, match="AUDIT_MAX_PROBE_SECONDS must be a number"):
        bundle.parse_file(probe)


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def test_collect_kills_the_whole_process_group_of_a_step_on_timeout(tmp_path: Path, monkeypatch) -> None:
    """A training wrapper whose child ignores its parent's death (an mpirun rank) dies with the step."""
    sleep = shutil.which("sleep")
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(collect, "MIN_STEP_S", 1)
    pidfile = tmp_path / "child.pid"
    script = tmp_path / "train.sh"
    script.write_text(f"#!/bin/sh\n{sleep} 300 &\necho $! > '{pidfile}'\necho started\nwait\n")
    script.chmod(0o755)
    manifest = Collector(tmp_path / "out", budget_s=2, train_cmd=str(script)).run()
    train = manifest["steps"][-1]
    assert train["status"] == "timeout" and "killed" in train["note"]
    child = int(pidfile.read_text())
    deadline = time.monotonic() + 5
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child), "the step's child outlived the timeout"
    assert (tmp_path / "out" / "train.log").read_bytes() == b"started\n"


def test_collect_leaves_nothing_running_after_a_step_that_finished(tmp_path: Path, monkeypatch) -> None:
    sleep = shutil.which("sleep")
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    pidfile = tmp_path / "child.pid"
    script = tmp_path / "train.sh"
    script.write_text(f"#!/bin/sh\n{sleep} 300 > /dev/null 2>&1 &\necho $! > '{pidfile}'\necho done\n")
    script.chmod(0o755)
    manifest = Collector(tmp_path / "out", budget_s=30, train_cmd=str(script)).run()
    assert manifest["steps"][-1]["status"] == "ok"
    child = int(pidfile.read_text())
    deadline = time.monotonic() + 5
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child)
    assert os.getpgid(0) != child  # the step ran in a group of its own, not ours
