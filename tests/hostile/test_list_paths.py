"""Vendor-list paths stay inside the list's folder unless --allow-outside: `..`, absolute paths,
`~`, symlinked files and symlinked folders, for offers, probes and the waivers file alike.
(tests/vendors/test_listfile.py covers `..` for an offer and a symlinked offer file.)"""

from __future__ import annotations

import json
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


def test_symlink_inside_a_probe_folder_pointing_out_is_refused(
    audit: Callable[..., Result], layout: tuple[Path, Path]
) -> None:
    """Regression: a probe folder inside the list's folder held `gpu.txt -> /outside/secret`; the
    secret's first line appeared in the JSON report."""
    inside, outside = layout
    (outside / "secret.txt").write_text("TOP-SECRET-LINE\n", encoding="utf-8")
    probes = inside / "probes"
    shutil.copytree(SAMPLES / "probes" / "honest-h100-8x", probes)
    (probes / "gpu.txt").symlink_to(outside / "secret.txt")
    listing = _list(inside, "    offers: [offer.yaml]\n    probes: [probes]\n")
    refused = audit("vendors", str(listing), *FIXTURE_RULES, "--format", "json")
    assert refused.code == 2, refused.err
    assert "gpu.txt" in refused.err and "outside the vendor list's folder" in refused.err
    assert "TOP-SECRET" not in refused.out + refused.err
    allowed = audit("vendors", str(listing), *FIXTURE_RULES, "--allow-outside", "--format", "json")
    assert allowed.code in (0, 1), allowed.err


def test_a_link_swapped_after_loading_is_refused_when_opened(layout: tuple[Path, Path]) -> None:
    """The check runs again when a worker opens the files, not only when the list is read."""
    import datetime as dt

    from auditor.errors import InputError
    from auditor.vendors.listfile import load_list
    from auditor.vendors.runner import RuleSpec, run_batch

    inside, outside = layout
    (inside / "current.yaml").symlink_to(inside / "offer.yaml")
    vlist = load_list(_list(inside, "    offers: [current.yaml]\n"))
    (inside / "current.yaml").unlink()
    (inside / "current.yaml").symlink_to(outside / "offer.yaml")
    with pytest.raises(InputError, match="outside the vendor list's folder"):
        run_batch(vlist, RuleSpec(), jobs=1, today=dt.date(2026, 1, 1))


@pytest.mark.parametrize("model", ["../outside/config.json", "/etc/hostname", "linkdir/config.json"])
def test_target_model_outside_the_folder_is_refused(
    audit: Callable[..., Result], layout: tuple[Path, Path], model: str
) -> None:
    inside, outside = layout
    (outside / "config.json").write_text('{"num_hidden_layers": 2}', encoding="utf-8")
    (inside / "linkdir").symlink_to(outside, target_is_directory=True)
    listing = inside / "vendors.yaml"
    listing.write_text(f"target: {{model: '{model}'}}\nvendors:\n  - name: A\n    offers: [offer.yaml]\n",
                       encoding="utf-8")
    refused = audit("vendors", str(listing), *FIXTURE_RULES)
    assert refused.code == 2 and "/target/model" in refused.err, refused.err
    assert len(refused.err.strip().splitlines()) == 1


def test_target_model_config_inside_the_folder(audit: Callable[..., Result], layout: tuple[Path, Path],
                                               tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A config.json beside the list is read relative to the list's folder, not the working directory."""
    inside, _ = layout
    config = {"num_hidden_layers": 32, "hidden_size": 4096, "intermediate_size": 14336,
              "num_attention_heads": 32, "num_key_value_heads": 8, "vocab_size": 128256}
    (inside / "model").mkdir()
    (inside / "model" / "config.json").write_text(json.dumps(config), encoding="utf-8")
    listing = inside / "vendors.yaml"
    listing.write_text("target: {model: model/config.json, mode: lora}\nvendors:\n  - name: A\n"
                       "    offers: [offer.yaml]\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = audit("vendors", str(listing), *FIXTURE_RULES)
    assert result.code in (0, 1), result.err
    (inside / "etc-link.json").symlink_to("/etc/hostname")
    listing.write_text("target: {model: etc-link.json}\nvendors:\n  - name: A\n    offers: [offer.yaml]\n",
                       encoding="utf-8")
    assert audit("vendors", str(listing), *FIXTURE_RULES).code == 2


def test_symlink_loop_in_a_list_is_one_line(audit: Callable[..., Result], layout: tuple[Path, Path]) -> None:
    inside, _ = layout
    (inside / "loop.yaml").symlink_to(inside / "loop.yaml")
    (inside / "a.yaml").symlink_to(inside / "b.yaml")
    (inside / "b.yaml").symlink_to(inside / "a.yaml")
    for name in ("loop.yaml", "a.yaml"):
        result = audit("vendors", str(_list(inside, f"    offers: [{name}]\n")), *FIXTURE_RULES)
        assert result.code == 2 and "symlink loop" in result.err, result.err
        assert len(result.err.strip().splitlines()) == 1 and "Traceback" not in result.err
    result = audit("offer", str(inside / "loop.yaml"))
    assert result.code == 2 and len(result.err.strip().splitlines()) == 1 and "Traceback" not in result.err
