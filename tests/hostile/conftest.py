"""Hostile inputs built in tmp_path: a PDF and a YAML offer whose text is markup, links and escapes."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tests.hostile.hostile_pdf import HOSTILE, hostile_pdf
from tests.vendors.conftest import audit  # noqa: F401  (the in-process CLI fixture)

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_OFFER = ROOT / "samples" / "offers" / "compare-h100-4node-ib-hourly.yaml"


def hostile_yaml(target: Path, hostile: str = HOSTILE) -> Path:
    """The sample H100 offer with the hostile string in every free-text field a report shows."""
    data = yaml.safe_load(SAMPLE_OFFER.read_text(encoding="utf-8"))
    data["vendor"] = f"Evil YAML {hostile}"
    data["offer"] = f"offer {hostile}"
    data["gpu"]["model"] = f"NVIDIA H100 SXM5 80GB {hostile}"
    data["statements"] = [f"dedicated {hostile}"]
    data["clauses"]["availability"] = {"status": "hedged", "text": f"best effort {hostile}", "hedge": hostile}
    data["pricing"]["extra_fees"][0]["name"] = f"fee {hostile}"
    # safe_dump writes the control characters as YAML escapes (\e, \0, \x9b), as a vendor's tool might
    target.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return target


@pytest.fixture(scope="module")
def hostile_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """evil.pdf, evil.yaml and a vendor list naming both (vendor and offer names hostile too)."""
    folder = tmp_path_factory.mktemp("hostile")
    hostile_pdf(folder / "evil.pdf")
    hostile_yaml(folder / "evil.yaml")
    listing = {
        "target": {"model": "llama3-70b", "mode": "lora"},
        "vendors": [{"name": f"Evil vendor {HOSTILE}",
                     "offers": ["evil.yaml", {"name": f"pdf offer {HOSTILE}", "files": ["evil.pdf"]}]}],
    }
    (folder / "vendors.yaml").write_text(yaml.safe_dump(listing, allow_unicode=True), encoding="utf-8")
    return folder
