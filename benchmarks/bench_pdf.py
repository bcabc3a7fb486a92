"""PDF extraction cost: audit's reader vs pdfplumber's own text+table extraction, same file, same run.

Targets (issue 6): ratio ≤ 1.3× on a multi-page quote+contract; peak RSS ≤ 300 MB reading a
generated 300-page contract. The PDFs are generated into a temporary folder with reportlab
(the sample generator's dependency, not a runtime one). Run:

    .venv/bin/python benchmarks/bench_pdf.py [--pages 40] [--rounds 7] [--big-pages N (default: the page limit)]

Peak memory is measured in a child process (``ru_maxrss``), so the parent's imports and the
generator do not count.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "samples" / "quotes"))


def make_contract(target: Path, pages: int) -> Path:
    """A quote table per page followed by prose clauses, about one A4 page per section."""
    from make_pdfs import flowables  # the sample generator's renderer
    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import SimpleDocTemplate

    blocks: list[dict[str, object]] = []
    for n in range(pages):
        blocks += [
            {"h": f"第{n + 1}条 服务内容 / Article {n + 1}"},
            {"table": [["项目", "配置", "数量", "单价"],
                       ["GPU", "NVIDIA H100 SXM5 80GB HBM3", "8", "¥5600/台/天"],
                       ["CPU", "Intel Xeon Platinum 8480+ (56C)", "2", "含"],
                       ["硬盘", "3.84TB NVMe U.2", "4", "含"]]},
            {"p": "乙方保证每台服务器的月度服务可用性不低于99.5%，如未达到，乙方按当月服务费的10%发放代金券。"
                  "合同终止后，乙方应在7个自然日内删除甲方全部数据。" * 2},
            {"p": "The Provider guarantees a Monthly Availability of at least 99.5% for every Node; "
                  "upon termination the Provider shall delete all Customer Data within thirty (30) days. " * 3},
            {"pagebreak": True},
        ]
    source = {"title": "Benchmark contract", "blocks": blocks}
    SimpleDocTemplate(str(target), pagesize=A4, invariant=1).build(flowables(source))
    return target


def pdfplumber_floor(path: Path) -> None:
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            page.extract_text()
            page.extract_tables()
            page.close()


def audit(path: Path) -> None:
    from auditor.ingest.pdf_offer import read_pdf_offer

    read_pdf_offer(path)


def interleaved(fns: dict[str, Callable[[Path], None]], path: Path, rounds: int) -> dict[str, tuple[float, float]]:
    """Median (CPU seconds, wall seconds) of each function, run in turn ``rounds`` times: on a shared host
    the other jobs' load moves both sides alike, and CPU time moves less than wall time."""
    cpu: dict[str, list[float]] = {name: [] for name in fns}
    wall: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            start_cpu, start = time.process_time(), time.perf_counter()
            fn(path)
            cpu[name].append(time.process_time() - start_cpu)
            wall[name].append(time.perf_counter() - start)
    return {name: (statistics.median(cpu[name]), statistics.median(wall[name])) for name in fns}


def peak_rss_mb(path: Path) -> float:
    code = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); from auditor.ingest.pdf_offer import read_pdf_offer; "
            f"from pathlib import Path; read_pdf_offer(Path({str(path)!r}))")
    subprocess.run([sys.executable, "-c", code], check=True)
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=40)
    from auditor.infra.limits import pdf_pages

    # the largest contract the auditor accepts (AUDIT_MAX_PDF_PAGES): a longer one is refused unread
    parser.add_argument("--big-pages", type=int, default=pdf_pages())
    parser.add_argument("--rounds", type=int, default=7, help="interleaved runs of each side (medians)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        small = make_contract(Path(tmp) / "contract.pdf", args.pages)
        audit(small)  # warm imports and the grammar cache for both sides
        pdfplumber_floor(small)
        medians = interleaved({"floor": pdfplumber_floor, "audit": audit}, small, args.rounds)
        (floor_cpu, floor_wall), (ours_cpu, ours_wall) = medians["floor"], medians["audit"]
        print(f"{args.pages}-page quote+contract: pdfplumber text+tables {floor_cpu:.3f}s CPU "
              f"({floor_wall:.3f}s wall), audit read_pdf_offer {ours_cpu:.3f}s CPU ({ours_wall:.3f}s wall), "
              f"ratio {ours_cpu / floor_cpu:.2f}x CPU, {ours_wall / floor_wall:.2f}x wall "
              f"(target <= 1.3x; medians of {args.rounds} interleaved runs)")
        big = make_contract(Path(tmp) / "big.pdf", args.big_pages)
        print(f"{args.big_pages}-page contract: peak RSS {peak_rss_mb(big):.0f} MB (target <= 300 MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
