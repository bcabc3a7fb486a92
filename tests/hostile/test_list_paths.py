"""Vendor-list paths stay inside the list's folder unless --allow-outside: `..`, absolute paths,
`~`, symlinked files and symlinked folders, for offers, probes and the waivers file alike.
(tests/vendors/test_listfile.py covers `..` for an offer and a symlinked offer file.)"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.vendors.conftest import FIXTURE_RULES, Result

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


@pytest.fixture
def layout(tmp_path: Path) -> tuple[Path, Path]:
    """tmp/list/ (the list's folder, with one offer) and tmp/outside/ (an offer and probes)."""
    inside, outside = tmp_path / "list", tmp_path / "outside"
    inside.mkdir()
    outside.mkdir()
    shutil.copy(SAMPLES / "offers" / "honest-h100-sxm-8x.yaml", inside / "offer.yaml")
    shutil.copy(SAMPLES / "offers" / "honest-h100-sxm-8x.yaml", outside / "offer.yaml")
    shutil.copytree(SAMPLES / "probes" / "honest-h100-8x", outside / "probes")
    (outside / "waivers.yaml").write_text("waivers: []\n", encoding="utf-8")
    return inside, outside


def _list(inside: Path, body: str) -> Path:
    path = inside / "vendors.yaml"
    path.write_text("vendors:\n  - name: A\n" + body, encoding="utf-8")
    return path


def _cases(inside: Path, outside: Path) -> dict[str, str]:
    (inside / "linkdir").symlink_to(outside, target_is_directory=True)
    (inside / "link.yaml").symlink_to(outside / "offer.yaml")
    return {
        "dotdot-offer": "    offers: [../outside/offer.yaml]\n",
        "absolute-offer": f"    offers: [{outside / 'offer.yaml'}]\n",
        "symlinked-folder": "    offers: [linkdir/offer.yaml]\n",
        "symlinked-file": "    offers: [link.yaml]\n",
        "dotdot-probes": "    offers: [offer.yaml]\n    probes: [../outside/probes]\n",
        "nested-dotdot": "    offers: [linkdir/../list/../outside/offer.yaml]\n",
        "waivers-file": "    offers: [offer.yaml]\nwaivers: ../outside/waivers.yaml\n",
    }


@pytest.mark.parametrize("case", ["dotdot-offer", "absolute-offer", "symlinked-folder", "symlinked-file",
                                  "dotdot-probes", "nested-dotdot", "waivers-file"])
def test_escape_is_refused_and_allowed_with_the_flag(
    audit: Callable[..., Result], layout: tuple[Path, Path], case: str
) -> None:
    inside, outside = layout
    listing = _list(inside, _cases(inside, outside)[case].replace("  - name: A\n", ""))
    refused = audit("vendors", str(listing), *FIXTURE_RULES)
    assert refused.code == 2, refused.err
    assert "leaves the list's folder" in refused.err and "--allow-outside" in refused.err
    assert len(refused.err.strip().splitlines()) == 1
    allowed = audit("vendors", str(listing), "--allow-outside", *FIXTURE_RULES)
    assert allowed.code in (0, 1), allowed.err


def test_home_relative_path_is_outside(audit: Callable[..., Result], layout: tuple[Path, Path],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    inside, outside = layout
    monkeypatch.setenv("HOME", str(outside))
    listing = _list(inside, "    offers: [~/offer.yaml]\n")
    refused = audit("vendors", str(listing), *FIXTURE_RULES)
    assert refused.code == 2 and "leaves the list's folder" in refused.err


def test_symlink_inside_the_folder_is_fine(audit: Callable[..., Result], layout: tuple[Path, Path]) -> None:
    inside, _ = layout
    os.symlink(inside / "offer.yaml", inside / "alias.yaml")
    listing = _list(inside, "    offers: [alias.yaml]\n")
    assert audit("vendors", str(listing), *FIXTURE_RULES).code in (0, 1)
