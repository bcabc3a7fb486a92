"""`audit read` → offer YAML → `audit offer`: the same findings and page citations as auditing the
PDF; a reviewer's correction changes the verdict and is cited as the reviewer's."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from tests.ingest.test_reading_quantity import table_pdf

ROOT = Path(__file__).resolve().parents[2]


def audit(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "AUDIT_NO_CACHE": "1"}
    return subprocess.run([sys.executable, "-m", "auditor", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=300)


def report(*args: str | Path, cwd: Path) -> tuple[dict[str, Any], int]:
    done = audit("offer", *args, "--model", "llama3-8b", "--mode", "lora", "--format", "json", cwd=cwd)
    return json.loads(done.stdout), done.returncode


def findings(rep: dict[str, Any]) -> dict[str, tuple[str, Any, list[tuple[Any, Any]]]]:
    return {f["rule"]: (f["status"], f.get("severity"),
                        [(e.get("source"), e.get("page")) for e in f.get("evidence", [])]) for f in rep["findings"]}


def quote(tmp_path: Path) -> Path:
    return table_pdf(tmp_path / "quote.pdf", [
        ["项目", "配置", "数量"],
        ["GPU", "NVIDIA H100 SXM5 80GB，NVLink 全互联", "8"],
        ["内存", "64GB DDR5", "16"],
        ["数据盘", "3.84TB NVMe", "2"],
        ["公网带宽", "1Gbps 独享，不限速", "1"],
    ], ("整机独享，不做 MIG 切分。单价 ￥2.50/卡/时，按小时计费，最短租期 1 个月。", "供应商：示例云算力"))


def test_the_read_offer_validates_and_audits_like_the_pdf(tmp_path: Path) -> None:
    pdf = quote(tmp_path)
    done = audit("read", pdf.name, "-o", "offer.yaml", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    data = yaml.safe_load((tmp_path / "offer.yaml").read_text(encoding="utf-8"))
    jsonschema.validate(data, json.loads((ROOT / "schemas" / "offer.schema.json").read_text(encoding="utf-8")))
    assert data["readings"]["memory"]["page"] == 1 and data["readings"]["memory"]["value"] == "1024 GB"
    from_pdf, code_pdf = report(pdf.name, cwd=tmp_path)
    from_yaml, code_yaml = report("offer.yaml", cwd=tmp_path)
    assert code_pdf == code_yaml
    assert findings(from_pdf) == findings(from_yaml)  # same statuses, severities and page citations


def test_a_reviewers_correction_changes_the_verdict_and_is_marked(tmp_path: Path) -> None:
    pdf = quote(tmp_path)
    assert audit("read", pdf.name, "-o", "offer.yaml", cwd=tmp_path).returncode == 0
    text = (tmp_path / "offer.yaml").read_text(encoding="utf-8")
    (tmp_path / "offer.yaml").write_text(text.replace("  sharing: dedicated\n", "  sharing: mig\n", 1),
                                         encoding="utf-8")
    before, code_before = report(pdf.name, cwd=tmp_path)
    after, code_after = report("offer.yaml", cwd=tmp_path)
    assert findings(before)["slice.sold-as-slice"][0] == "pass"
    sold = next(f for f in after["findings"] if f["rule"] == "slice.sold-as-slice")
    assert sold["status"] == "fail" and code_before == 0 and code_after == 1
    cited = json.dumps(sold["evidence"], ensure_ascii=False)
    assert "set by the reviewer (read as dedicated)" in cited and "offer.yaml" in cited


def test_read_refuses_to_overwrite_its_input(tmp_path: Path) -> None:
    pdf = quote(tmp_path)
    done = audit("read", pdf.name, "-o", pdf.name, cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert pdf.read_bytes().startswith(b"%PDF")


def test_a_disagreement_between_documents_survives_the_review_file(tmp_path: Path) -> None:
    """The quote sells a 1 Gbps uplink, the order form 100 Mbps: the read file lists the conflict with both
    places, auditing it fails as auditing the documents does, and settling the value clears it."""
    pdf = quote(tmp_path)
    (tmp_path / "order.txt").write_text("订单确认\n供应商：示例云算力\n公网带宽：100Mbps\n", encoding="utf-8")
    assert audit("read", pdf.name, "order.txt", "-o", "offer.yaml", cwd=tmp_path).returncode == 0
    data = yaml.safe_load((tmp_path / "offer.yaml").read_text(encoding="utf-8"))
    [conflict] = [c for c in data["conflicts"] if c["field"] == "network.bandwidth"]
    assert {(e["source"], e.get("page"), e.get("line")) for e in conflict["evidence"]} == {
        (pdf.name, 1, None), ("order.txt", None, 3)}
    from_documents, _ = report(pdf.name, "order.txt", cwd=tmp_path)
    from_yaml, _ = report("offer.yaml", cwd=tmp_path)
    assert findings(from_documents)["plaus.conflicting-sources"][0] == "fail"
    assert findings(from_documents) == findings(from_yaml)
    del data["conflicts"]
    data["network"]["bandwidth"] = "100 Mb/s"
    (tmp_path / "settled.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    settled, _ = report("settled.yaml", cwd=tmp_path)
    assert findings(settled)["plaus.conflicting-sources"][0] == "pass"


def test_text_the_contract_hides_survives_the_review_file(tmp_path: Path) -> None:
    from tests.hostile.test_hidden_text import SLA_EN, VISIBLE_EN, contract

    pdf = contract(tmp_path / "contract.pdf", VISIBLE_EN, SLA_EN, "white")
    assert audit("read", pdf.name, "-o", "offer.yaml", cwd=tmp_path).returncode == 0
    data = yaml.safe_load((tmp_path / "offer.yaml").read_text(encoding="utf-8"))
    assert data["hidden_text"] and data["hidden_text"][0]["page"] == 1
    from_pdf, _ = report(pdf.name, cwd=tmp_path)
    from_yaml, _ = report("offer.yaml", cwd=tmp_path)
    hidden = [rule for rule, (status, _, _) in findings(from_pdf).items() if status == "fail" and "hidden" in rule]
    assert hidden and findings(from_pdf) == findings(from_yaml)


def test_a_fact_stated_in_several_places_keeps_every_place(tmp_path: Path) -> None:
    """A clause wrapped over two lines of a text contract, and a GPU named by the quote and the contract,
    are cited in each place after the review file comes back, as when auditing the documents."""
    pdf = quote(tmp_path)
    (tmp_path / "contract.txt").write_text(
        "服务协议\n供应商：示例云算力\n第一条 乙方提供 8 张 NVIDIA H100 SXM5 80GB，整卡独享。\n"
        "第二条 可用性：乙方承诺月度可用性不低于\n99.9%，低于时按月费 10% 赔偿。\n", encoding="utf-8")
    assert audit("read", pdf.name, "contract.txt", "-o", "offer.yaml", cwd=tmp_path).returncode == 0
    data = yaml.safe_load((tmp_path / "offer.yaml").read_text(encoding="utf-8"))
    assert any(reading.get("also") for reading in data["readings"].values())
    from_documents, _ = report(pdf.name, "contract.txt", cwd=tmp_path)
    from_yaml, _ = report("offer.yaml", cwd=tmp_path)
    assert findings(from_documents) == findings(from_yaml)
