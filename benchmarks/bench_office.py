"""Workbook reading cost: audit's reader vs openpyxl's own load of the same file (the floor), same run.

Target (issue 22): a 50-sheet workbook reads in under 2 s. The workbook is generated into a
temporary folder by samples/quotes/make_office.py (xlsxwriter, a test extra): one configuration
per sheet (title, vendor lines, an 8-row bill of materials with a formula, a terms table, a
remark), and an order sheet that selects one of them, so the option selection runs over 50
options. Also times a 200-paragraph Word contract beside python-docx's own load. Run:

    .venv/bin/python benchmarks/bench_office.py [--sheets 50] [--repeat 3]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "samples" / "quotes"))

_GPUS = ["NVIDIA H100 SXM5 80GB", "NVIDIA H800 SXM5 80GB", "NVIDIA A800 PCIe 80GB", "NVIDIA L40S 48GB",
         "NVIDIA H20 96GB", "NVIDIA A100 SXM4 80GB"]


def make_workbook(target: Path, sheets: int) -> Path:
    from make_office import write_workbook

    pages: list[dict[str, Any]] = [{"name": "订单", "blocks": [
        {"lines": ["供应商：云衡算力科技有限公司", "报价单号：YH-2025-0412",
                   f"已选方案：方案{sheets // 2}，共 4 台"]}]}]
    for n in range(1, sheets + 1):
        gpu = _GPUS[n % len(_GPUS)]
        pages.append({"name": f"方案{n}", "blocks": [
            {"h": f"方案{n}：{gpu} × 8"},
            {"table": [["项目", "配置", "数量", "单价"],
                       ["GPU", gpu, 8, {"v": 5000 + n, "fmt": '"¥"#,##0"/台/天"', "text": f"¥{5000 + n:,}/台/天"}],
                       ["互联", "NVLink 全互联（NVSwitch，900GB/s）", 1, "含"],
                       ["CPU", "Intel Xeon Platinum 8480+ (56C)", 2, "含"],
                       ["内存", "64GB DDR5 RDIMM", 32, "含"],
                       ["系统盘", "480GB SATA SSD", 2, "含"],
                       ["数据盘", "3.84TB NVMe U.2", 4, "含"],
                       ["集群网络", "400Gb/s NDR InfiniBand (ConnectX-7)", {"f": "=C4", "v": 8, "text": "8"}, "含"],
                       ["网络", "公网带宽 10Gbps 独享", 1, "含"]]},
            {"table": [["条目", "内容"], ["租期", "3个月"], ["计费方式", "按天计费"], ["独享/共享", "整机独享，不超售"],
                       ["交付", "签约后 7 日内交付"], ["验收", "交付后 24 小时内完成验收"]]},
            {"p": "注：以上价格含税，报价有效期 15 天；扩容按同等单价执行。"},
        ]})
    return Path(write_workbook({"file": target.name, "title": "算力租赁报价单", "sheets": pages}, target))


def make_word(target: Path, paragraphs: int) -> Path:
    from make_office import write_word

    blocks: list[dict[str, Any]] = []
    for n in range(paragraphs // 4):
        blocks += [{"h": f"Article {n + 1}"},
                   {"p": f"{n + 1}.1 The Provider guarantees a Monthly Availability of at least 99.5% for every Node."},
                   {"p": f"{n + 1}.2 Upon termination the Provider shall delete all Customer Data within 30 days."},
                   {"p": f"{n + 1}.3 Each Node has eight (8) NVIDIA H100 SXM5 80GB GPUs connected by NVLink."}]
    return Path(write_word({"title": "GPU Compute Lease Agreement", "blocks": blocks}, target))


def best_of(fn: Callable[[Path], object], path: Path, repeat: int) -> tuple[float, float]:
    """Best wall and best CPU seconds of ``repeat`` runs: on a shared machine wall time includes the
    time spent waiting for a core, CPU time is what the read itself costs."""
    walls, cpus = [], []
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        fn(path)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return min(walls), min(cpus)


def openpyxl_floor(path: Path) -> None:
    import openpyxl

    openpyxl.load_workbook(path, data_only=True)


def docx_floor(path: Path) -> None:
    import docx

    document = docx.Document(str(path))
    for p in document.paragraphs:
        _ = p.text


def audit(path: Path) -> None:
    from auditor.ingest import read_document

    read_document(path)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sheets", type=int, default=50)
    parser.add_argument("--paragraphs", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        xlsx = make_workbook(Path(tmp) / "quote.xlsx", args.sheets)
        audit(xlsx)  # warm imports and the grammar caches for both sides
        (floor, floor_cpu), (ours, ours_cpu) = best_of(openpyxl_floor, xlsx, args.repeat), best_of(audit, xlsx,
                                                                                                 args.repeat)
        print(f"{args.sheets + 1}-sheet workbook ({xlsx.stat().st_size:,} bytes): openpyxl load {floor:.3f}s "
              f"(cpu {floor_cpu:.3f}s), audit read_document {ours:.3f}s (cpu {ours_cpu:.3f}s), "
              f"ratio {ours / floor:.2f}x (target: under 2 s)")
        word = make_word(Path(tmp) / "msa.docx", args.paragraphs)
        audit(word)
        (floor, floor_cpu), (ours, ours_cpu) = best_of(docx_floor, word, args.repeat), best_of(audit, word,
                                                                                             args.repeat)
        print(f"{args.paragraphs}-paragraph Word contract: python-docx load {floor:.3f}s (cpu {floor_cpu:.3f}s), "
              f"audit read_document {ours:.3f}s (cpu {ours_cpu:.3f}s), ratio {ours / floor:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
