"""The vendor list file: structure, paths confined to the list's folder, one-line errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.errors import InputError
from auditor.vendors.listfile import load_list, read_waiver_file
from tests.vendors.conftest import SAMPLES

HONEST = "offers/honest-h100-sxm-8x.yaml"


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_sample_list_resolves_every_offer() -> None:
    vlist = load_list(SAMPLES / "vendors.yaml")
    assert len(vlist.vendors) == 7
    assert len(vlist.jobs) == 8
    keys = {(j.vendor, j.offer) for j in vlist.jobs}
    assert ("Eastbridge Servers", "A800 quote (PDF)") in keys
    assert all(Path(d).exists() for j in vlist.jobs for d in j.documents)
    meridian = next(j for j in vlist.jobs if j.vendor == "Meridian AI Cloud")
    assert meridian.target == {"model": "llama3-405b", "mode": "pretrain", "tokens": 2.0e11}
    assert next(j for j in vlist.jobs if j.vendor == "Harbor Compute").target == {"model": "llama3-70b", "mode": "lora"}
    assert vlist.waivers == []


def test_paths_may_not_leave_the_list_folder(workdir: Path) -> None:
    inner = workdir / "lists"
    inner.mkdir()
    lst = _write(inner / "v.yaml", "vendors:\n  - name: A\n    offers: [../offers/honest-h100-sxm-8x.yaml]\n")
    with pytest.raises(InputError) as err:
        load_list(lst)
    assert str(err.value).startswith(f"{lst}:3: path '../offers/honest-h100-sxm-8x.yaml' leaves the list's folder")
    assert "--allow-outside" in str(err.value)
    assert load_list(lst, allow_outside=True).jobs[0].documents[0].endswith("honest-h100-sxm-8x.yaml")


def test_symlink_out_of_the_folder_is_refused(workdir: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    outside = tmp_path_factory.mktemp("elsewhere") / "secret.yaml"
    outside.write_text("vendor: x\n", encoding="utf-8")
    (workdir / "link.yaml").symlink_to(outside)
    lst = _write(workdir / "v.yaml", "vendors:\n  - name: A\n    offers: [link.yaml]\n")
    with pytest.raises(InputError, match="leaves the list's folder"):
        load_list(lst)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("vendors: []\n", "v.yaml:1: invalid vendor list: List should have at least 1 item"),
        (
            "vendors:\n  - name: A\n    offerz: [x]\n",
            "v.yaml:3: invalid vendor list: unknown field 'offerz' at /vendors/0/offerz",
        ),
        ("vendors:\n  - name: A\n", "missing required field 'offers' at /vendors/0/offers"),
        ("vendors:\n  - name: A\n    offers: [nope.yaml]\n", "v.yaml:3: path 'nope.yaml' does not exist"),
        (
            "vendors:\n  - name: A\n    offers:\n      - {name: q, filez: [a]}\n",
            "unknown field 'filez' at /vendors/0/offers/0/filez",
        ),
        (
            f"target: {{model: llama3-70b, mode: sft}}\nvendors:\n  - name: A\n    offers: [{HONEST}]\n",
            "v.yaml:1: invalid vendor list: Input should be 'pretrain', 'full', 'lora' or 'qlora' at /target/mode",
        ),
        (
            f"vendors:\n  - name: A\n    offers: [{HONEST}]\n  - name: ' a '\n    offers: [{HONEST}]\n",
            "v.yaml:4: vendor ' a ' is listed twice",
        ),
        ("- just a list\n", "v.yaml:1: a vendor list must be a mapping"),
        ("vendors: [\n", "v.yaml:2:1: invalid YAML"),
    ],
)
def test_bad_lists_are_one_line_input_errors(workdir: Path, text: str, expected: str) -> None:
    lst = _write(workdir / "v.yaml", text)
    with pytest.raises(InputError) as err:
        load_list(lst)
    message = str(err.value)
    assert "\n" not in message
    assert expected in message, message


def test_missing_list_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file"):
        load_list(tmp_path / "absent.yaml")


def test_waivers_file_inline_and_per_vendor(workdir: Path) -> None:
    _write(workdir / "w.yaml", "waivers:\n  - rule: r.one\n    vendor: A\n")
    lst = _write(
        workdir / "v.yaml",
        (
            "waivers: w.yaml\n"
            "vendors:\n"
            "  - name: A\n"
            "    offers: [offers/honest-h100-sxm-8x.yaml]\n"
            "    waivers:\n"
            "      - {rule: r.two, reason: x}\n"
        ),
    )
    vlist = load_list(lst)
    assert [
        (w.source.endswith("w.yaml"), [(e["rule"], line, v) for e, line, v in w.entries]) for w in vlist.waivers
    ] == [(True, [("r.one", 2, None)]), (False, [("r.two", 6, "A")])]
    assert load_list(lst, read_waivers=False).waivers == []


def test_waiver_file_must_be_a_list(tmp_path: Path) -> None:
    bad = _write(tmp_path / "w.yaml", "rule: x\n")
    with pytest.raises(InputError, match="must hold a list of waivers"):
        read_waiver_file(bad)
