"""Pages set in two columns are read column by column: a bilingual page with the Chinese terms on the
left and the English on the right, and a sheet whose two columns flow on their own baselines. Read
across, a wrapped denial ("…不" | "做 MIG 切分") loses its "不" and a spec line runs into a price.
Tables printed without ruling (a wide specification column beside a quantity column, labels beside
values) are not columns and keep their rows. Documents written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.enums import TA_JUSTIFY
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from auditor.ingest.document import normalise_text, read_document
from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_layouts import unruled_pdf

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
_HEAD = ParagraphStyle("h", fontName="STSong-Light", fontSize=11, leading=15)


def two_column_pdf(path: Path, heading: list[str], left: list[str], right: list[str],
                   leading: tuple[float, float] = (13, 13), table: list[list[str]] | None = None) -> Path:
    """A page: full-width heading lines (and an unruled table, whose cells start at several x),
    then two columns, each with its own line pitch."""
    width, height = A4
    margin, gutter = 20 * mm, 5 * mm  # narrower than the gap at which a printed line splits into pieces
    column = (width - 2 * margin - gutter) / 2
    top = (75 if table else 40) * mm
    frames = [Frame(margin, height - margin - top, width - 2 * margin, top, id="head"),
              Frame(margin, margin, column, height - 2 * margin - top, id="left"),
              Frame(margin + column + gutter, margin, column, height - 2 * margin - top, id="right")]
    doc = BaseDocTemplate(str(path), pagesize=A4, pageTemplates=[PageTemplate("two", frames)], invariant=1)
    styles = [ParagraphStyle(f"c{n}", fontName="STSong-Light", fontSize=9, leading=lead, alignment=TA_JUSTIFY)
              for n, lead in enumerate(leading)]
    flow: list[Flowable] = [Paragraph(t, _HEAD) for t in heading]
    if table:
        grid = Table(table, hAlign="LEFT")
        grid.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), "STSong-Light"), ("FONTSIZE", (0, 0), (-1, -1), 9),
                                  ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 44)]))
        flow.append(grid)
    flow.append(FrameBreak())
    flow += [p for t in left for p in (Paragraph(t, styles[0]), Spacer(1, 3))] + [FrameBreak()]
    flow += [p for t in right for p in (Paragraph(t, styles[1]), Spacer(1, 3))]
    doc.build(flow)
    return path


def _squashed(path: Path) -> str:
    return "\n".join(str(b).replace(" ", "") for b in read_document(path).blocks())


def _plain(text: str) -> str:
    """``text`` as the reader normalises it (full-width punctuation folded), spaces dropped."""
    return str(normalise_text(text)).replace(" ", "")


_ZH_DEDICATED = ("3. 独享：整机物理独享，交付的每一张 GPU 均为完整的 H800 SXM5 80GB，本公司承诺在整个租期内"
                 "不做 MIG 或 vGPU 切分，不超售，也不与其他客户共用同一台服务器。")
_EN_DEDICATED = ("3. Dedicated: the whole server is yours; every GPU delivered is a whole H800 SXM5 80GB, and for "
                 "the whole term we do no MIG or vGPU slicing, no overselling, and never share the server.")


def test_bilingual_terms_side_by_side_read_each_language_whole(tmp_path: Path) -> None:
    pdf = two_column_pdf(tmp_path / "bi.pdf", ["报价单 Quotation", "显卡 GPU：NVIDIA H800 SXM5 80GB × 8"],
                         ["1. 可用性：每月服务可用性不低于 99.5%，按自然月统计，计划内维护除外。", _ZH_DEDICATED],
                         ["1. Availability: at least 99.5% per calendar month, planned maintenance excepted.",
                          _EN_DEDICATED],
                         table=[["付款 Billing", "月付 Monthly", "季付 Quarterly", "年付 Yearly", "说明 Notes"],
                                ["月费 Fee (HKD)", "98,000", "92,000", "86,000", "每台 per server"],
                                ["起租 Minimum", "1 个月", "3 个月", "12 个月", "按月 monthly"]])
    text = _squashed(pdf)
    assert _plain(_ZH_DEDICATED) in text  # the Chinese column reads as one sentence, no English inside
    assert "neversharetheserver." in text
    assert read_pdf_offer(pdf).gpu.sharing == "dedicated"  # "不做 MIG 或 vGPU 切分" keeps its "不"


def test_an_english_sheet_whose_columns_flow_apart_reads_specs_then_prices(tmp_path: Path) -> None:
    pdf = two_column_pdf(
        tmp_path / "sheet.pdf", ["Northwind GPU Cloud", "Quotation NW-88 for eight H100 servers"],
        ["Configuration per server: 8 x NVIDIA H100 SXM5 80 GB with NVSwitch, 2 x Intel Xeon Platinum 8480+ "
         "(56 cores each), 2,048 GB DDR5 host memory, 8 x 3.84 TB NVMe data drives and a 960 GB boot drive.",
         "Each server has 8 x 400 Gb/s InfiniBand NDR ports for the cluster fabric; the GPUs are never shared "
         "and there is no MIG or vGPU slicing on any server."],
        ["Price: USD 2.49 per GPU-hour, billed per minute. The minimum commitment is three (3) months.",
         "Service levels: we guarantee 99.9% monthly availability; credits of 10% of the monthly fee are "
         "paid for every hour below it."],
        leading=(12, 15), table=[["Item", "Unit", "Note"], ["GPU server", "8 x H100", "in stock"],
                                 ["Fabric", "NDR 400G", "rail-optimised"], ["Storage", "NVMe", "local"]])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.count_per_node == 8 and offer.gpu.sharing == "dedicated"
    assert offer.memory == parse_quantity("2048 GB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.pricing.unit_price == parse_quantity("2.49 USD/GPU/h")
    assert offer.pricing.minimum_term == parse_quantity("3 month")
    assert "perminute." in _squashed(pdf)


def test_two_chinese_columns_on_their_own_pitch_read_down_each_column(tmp_path: Path) -> None:
    left = ["一、配置：每台服务器配置 8 张 NVIDIA A800 SXM4 80GB，NVLink 全互联，两颗 Intel Xeon 8358 处理器，"
            "内存 1TB DDR4，数据盘四块 3.84TB NVMe，系统盘 480GB SATA SSD。"]
    right = ["二、价格：每台每月 48,000 元，最短租期三个月，按月结算。本报价共两台服务器，机间网络为 "
             "200Gb/s InfiniBand HDR，每台四个端口。"]
    pdf = two_column_pdf(tmp_path / "zh.pdf", ["某某算力 报价单"], left, right, leading=(14, 11))
    text = _squashed(pdf)
    assert _plain(left[0]) in text and _plain(right[0]) in text
    offer = read_pdf_offer(pdf)
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.pricing.minimum_term == parse_quantity("3 month")


def test_an_unruled_spec_table_with_a_quantity_column_keeps_its_rows(tmp_path: Path) -> None:
    pdf = unruled_pdf(tmp_path / "bom.pdf", "一、配置", [
        ["名称", "规格", "数量"],
        ["GPU", "NVIDIA L40S 48GB GDDR6", "8"],
        ["内存", "32GB DDR5 4800", "24"],
        ["数据盘", "7.68TB NVMe SSD", "2"],
        ["网络", "公网独享 50M；内网 25G", "1"]])
    offer = read_pdf_offer(pdf)
    assert offer.memory == parse_quantity("768 GB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")


def test_an_unruled_label_and_value_list_in_english_keeps_its_rows(tmp_path: Path) -> None:
    pdf = unruled_pdf(tmp_path / "spec.pdf", "Configuration, per server", [
        ["GPUs", "8 x NVIDIA A100 SXM4 80 GB (HGX board, NVSwitch)"],
        ["RAM", "1,024 GB DDR4 3200"],
        ["Boot disk", "480 GB SATA SSD"],
        ["Data disks", "4 x 7.68 TB NVMe U.2"]])
    offer = read_pdf_offer(pdf)
    assert offer.memory == parse_quantity("1024 GB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.system_disk.capacity == parse_quantity("480 GB")


def test_a_flyers_spec_list_beside_its_service_list_is_no_table(tmp_path: Path) -> None:
    for heading, left, right, memory, capacity in [
        (["H100 算力特惠 72,000 元/台/月（含税）"],
         ["GPU：8 × NVIDIA H100 PCIe 80GB", "CPU：2 × AMD EPYC 9454（48 核）", "内存：1.5TB DDR5",
          "系统盘：M.2 NVMe 2 × 1.92TB", "数据盘：E1.S NVMe 8 × 7.68TB，合计 61.44TB"],
         ["服务保障", "整机独享，物理隔离", "原厂 H100 80GB", "可用性 99.9%", "退租 3 日内擦除数据盘"],
         "1.5 TB", "61.44 TB"),
        (["H100 launch offer: USD 9,800 per server per month"],
         ["GPU: 8 x NVIDIA H100 PCIe 80GB", "CPU: 2 x AMD EPYC 9454 (48 cores)", "RAM: 1.5 TB DDR5",
          "Boot: 2 x 1.92 TB M.2 NVMe", "Data: 8 x 7.68 TB E1.S NVMe (61.44 TB)"],
         ["What you get", "Whole server, single tenant", "Genuine H100 80GB", "99.9% availability",
          "Disks wiped within 3 days"],
         "1.5 TB", "61.44 TB"),
    ]:
        offer = read_pdf_offer(two_column_pdf(tmp_path / "flyer.pdf", heading, left, right, leading=(16.5, 16.5)))
        assert offer.memory == parse_quantity(memory), heading
        assert offer.storage.capacity == parse_quantity(capacity), heading
        assert offer.cpu.cores == 96, heading
