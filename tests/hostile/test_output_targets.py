"""`-o` pointed at things that are not a fresh file: a device, a FIFO, a symlink, an input, a folder.

A CI container runs as root, so `-o /dev/null` replacing the device node with a regular file breaks
the whole machine; `-o offer.yaml` by a slip destroyed the offer. Each target keeps what it is.
"""

from __future__ import annotations

import os
import shutil
import stat
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.vendors.conftest import ROOT, SAMPLES, Result

OFFER = SAMPLES / "offers" / "honest-h100-sxm-8x.yaml"


@pytest.fixture
def offer(tmp_path: Path) -> Path:
    copy = tmp_path / "offer.yaml"
    shutil.copy(OFFER, copy)
    return copy


def _one_line_refusal(result: Result, *words: str) -> None:
    assert result.code == 2, result
    assert "Traceback" not in result.err
    lines = result.err.strip().splitlines()
    assert len(lines) == 1, result.err
    for word in words:
        assert word in lines[0], lines[0]


def test_character_device_stays_a_device(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    null = tmp_path / "null"
    try:
        os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # the device numbers of /dev/null
    except (PermissionError, OSError) as exc:
        pytest.skip(f"cannot make a device node here: {exc}")
    result = audit("offer", str(offer), "--format", "json", "-o", str(null))
    assert result.code in (0, 1), result.err
    assert stat.S_ISCHR(null.stat().st_mode), "the device node became something else"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".null.")], "a temp file was left beside it"


def test_fifo_is_written_straight(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "report.fifo"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    result = audit("offer", str(offer), "--format", "json", "-o", str(fifo))
    reader.join(timeout=20)
    assert result.code in (0, 1), result.err
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert received and received[0].lstrip().startswith(b"{"), "the reader got no report"


def test_symlink_is_followed_not_replaced(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    target = shared / "report.json"
    target.write_text("old")
    link = tmp_path / "latest.json"
    link.symlink_to(target)
    result = audit("offer", str(offer), "--format", "json", "-o", str(link))
    assert result.code in (0, 1), result.err
    assert link.is_symlink(), "the link was replaced by a file"
    assert target.read_text().lstrip().startswith("{")


def test_dangling_symlink_creates_its_target(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    link = tmp_path / "latest.json"
    link.symlink_to(tmp_path / "new.json")
    result = audit("offer", str(offer), "--format", "json", "-o", str(link))
    assert result.code in (0, 1), result.err
    assert link.is_symlink() and (tmp_path / "new.json").is_file()


@pytest.mark.parametrize("how", ["same path", "symlink", "hard link"])
def test_an_input_is_never_overwritten(audit: Callable[..., Result], offer: Path, tmp_path: Path, how: str) -> None:
    before = offer.read_bytes()
    target = offer
    if how == "symlink":
        target = tmp_path / "report.yaml"
        target.symlink_to(offer)
    elif how == "hard link":
        target = tmp_path / "report.yaml"
        os.link(offer, target)
    result = audit("offer", str(offer), "-o", str(target))
    _one_line_refusal(result, "input of this run")
    assert offer.read_bytes() == before


def test_probe_file_and_rule_file_are_inputs(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    probes = tmp_path / "probes"
    shutil.copytree(SAMPLES / "probes" / "honest-h100-8x", probes)
    victim = sorted(probes.iterdir())[0]
    before = victim.read_bytes()
    _one_line_refusal(audit("offer", str(offer), "--probes", str(probes), "-o", str(victim)), "input")
    assert victim.read_bytes() == before
    rules = tmp_path / "extra.rules"
    shutil.copy(ROOT / "tests" / "vendors" / "fixtures" / "audit.rules", rules)
    before = rules.read_bytes()
    _one_line_refusal(audit("offer", str(offer), "--rules", str(rules), "-o", str(rules)), "input")
    assert rules.read_bytes() == before


def test_vendor_list_and_its_offers_are_inputs(audit: Callable[..., Result], tmp_path: Path) -> None:
    workdir = tmp_path
    shutil.copytree(SAMPLES / "offers", workdir / "offers")
    listing = workdir / "vendors.yaml"
    listing.write_text("vendors:\n  - name: Acme\n    offers: [offers/honest-h100-sxm-8x.yaml]\n")
    offer = workdir / "offers" / "honest-h100-sxm-8x.yaml"
    for victim in (listing, offer):
        before = victim.read_bytes()
        _one_line_refusal(audit("vendors", str(listing), "-o", str(victim)), "input of this run")
        assert victim.read_bytes() == before


def test_directory_target_is_refused(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    _one_line_refusal(audit("offer", str(offer), "-o", str(tmp_path)), "is a directory")


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes anywhere")
def test_unwritable_folder_is_one_line(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    _one_line_refusal(audit("offer", str(offer), "-o", str(locked / "r.json")), "cannot write")


def test_unwritable_place_is_one_line(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    _one_line_refusal(audit("offer", str(offer), "-o", str(blocker / "sub" / "r.json")), "cannot write")


def test_new_report_gets_the_umask_mode(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        result = audit("offer", str(offer), "--format", "json", "-o", str(tmp_path / "r.json"))
    finally:
        os.umask(old)
    assert result.code in (0, 1), result.err
    assert stat.S_IMODE((tmp_path / "r.json").stat().st_mode) == 0o644


def test_existing_report_keeps_its_mode(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    report.write_text("old")
    report.chmod(0o640)
    assert audit("offer", str(offer), "--format", "json", "-o", str(report)).code in (0, 1)
    assert stat.S_IMODE(report.stat().st_mode) == 0o640
    assert report.read_text().lstrip().startswith("{")


def test_dash_is_stdout(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    result = audit("offer", str(offer), "--format", "json", "-o", "-")
    assert result.code in (0, 1) and result.out.lstrip().startswith("{")
    assert not (Path.cwd() / "-").exists()
