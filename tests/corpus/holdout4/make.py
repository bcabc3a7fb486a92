"""Build holdout4, a blind corpus of GPU-rental offers: ``python make.py OUTDIR``.

Thirty offers in 32 files (PDFs via reportlab in invariant mode, Chinese in the CID font STSong-Light, plus
plain-text and Markdown files). Vendors, ids, people and prices are invented. Two builds are byte-identical."""

from __future__ import annotations

import sys
from pathlib import Path

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

rl_config.invariant = 1
pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
ZH = "STSong-Light"
EN = "Helvetica"
EN_B = "Helvetica-Bold"


def st(font: str = EN, size: float = 9, lead: float | None = None, **kw) -> ParagraphStyle:
    return ParagraphStyle(
        f"s{font}{size}{sorted(kw.items())}", fontName=font, fontSize=size, leading=lead or size * 1.35, **kw
    )


def P(text: str, font: str = EN, size: float = 9, **kw) -> Paragraph:
    return Paragraph(text, st(font, size, **kw))


def H(text: str, font: str = EN_B, size: float = 13, **kw) -> Paragraph:
    return Paragraph(text, st(font, size, spaceBefore=4, spaceAfter=4, **kw))


def T(
    rows: list[list],
    widths: list[float] | None = None,
    font: str = EN,
    size: float = 8,
    head: int = 1,
    grid: bool = True,
    extra: list | None = None,
    repeat: bool = True,
) -> Table:
    cell = st(font, size)
    data = [[c if not isinstance(c, str) else Paragraph(c, cell) for c in r] for r in rows]
    t = Table(data, colWidths=[w * mm for w in widths] if widths else None, repeatRows=head if repeat else 0)
    style = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]
    if grid:
        style.append(("GRID", (0, 0), (-1, -1), 0.4, colors.grey))
    if head:
        style.append(("BACKGROUND", (0, 0), (-1, head - 1), colors.HexColor("#dde3ea")))
    t.setStyle(TableStyle(style + (extra or [])))
    return t


def build(
    path: Path,
    story: list,
    pagesize=A4,
    header: str = "",
    footer: str = "",
    font: str = EN,
    margins: float = 18,
    stamp=None,
) -> None:
    """One PDF; header/footer strings are drawn on every page, ``stamp(canvas, doc)`` on the first."""

    def on_page(c, doc):
        c.saveState()
        w, h = pagesize
        c.setFont(font, 7.5)
        if header:
            c.drawString(margins * mm, h - 10 * mm, header)
        c.drawRightString(w - margins * mm, 8 * mm, f"{footer}  {doc.page}".strip())
        if stamp and doc.page == 1:
            stamp(c, doc)
        c.restoreState()

    doc = SimpleDocTemplate(
        str(path),
        pagesize=pagesize,
        leftMargin=margins * mm,
        rightMargin=margins * mm,
        topMargin=16 * mm,
        bottomMargin=16 * mm,
        invariant=1,
        title=path.stem,
        author="holdout4",
        subject="",
        creator="holdout4",
    )
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)


def seal(text_ring: str, text_mid: str, x: float, y: float, angle: float = 12, font: str = ZH, r: float = 17):
    """A red round company seal (盖章) drawn slightly rotated, as on a scanned page."""

    def draw(c, doc):
        c.saveState()
        c.translate(x * mm, y * mm)
        c.rotate(angle)
        c.setStrokeColor(colors.HexColor("#c0392b"))
        c.setFillColor(colors.HexColor("#c0392b"))
        c.setLineWidth(1.6)
        c.circle(0, 0, r * mm)
        c.setFont(font, 7)
        c.drawCentredString(0, 5 * mm, text_ring)
        c.setFont(font, 13)
        c.drawCentredString(0, -2 * mm, "★")
        c.setFont(font, 7)
        c.drawCentredString(0, -8 * mm, text_mid)
        c.restoreState()

    return draw


def write(path: Path, text: str) -> None:
    path.write_text(text.strip() + "\n", encoding="utf-8")


def sla_en(
    gpu: str,
    mem: str,
    ic: str,
    avail: str,
    credits: str,
    accept: str,
    delete: str,
    title: str = "Service Level Schedule",
    font: str = EN,
    size: float = 8.5,
    extra: str = "",
) -> list:
    """A complete buyer-side SLA block in English; each clause is phrased as a vendor's lawyer would."""
    items = [
        (
            "Hardware",
            f"Provider shall deliver {gpu}, each GPU with {mem} of on-package memory. Provider shall not "
            "substitute another GPU model or a reduced-memory variant without Customer's prior written consent.",
        ),
        ("Interconnect", ic),
        (
            "Dedicated resources",
            "All GPUs are whole physical GPUs dedicated to Customer on bare metal. There is no MIG "
            "partitioning and no vGPU, and the GPUs are not shared with, or oversubscribed to, any third party.",
        ),
        ("Availability", avail),
        ("Service credits", credits),
        ("Acceptance", accept),
        ("Data deletion", delete),
    ]
    out = [H(title, EN_B if font == EN else font, 11)]
    for i, (k, v) in enumerate(items, 1):
        out.append(P(f"<b>{i}. {k}.</b> {v}" if font == EN else f"{i}. {k}. {v}", font, size, spaceAfter=3))
    if extra:
        out.append(P(extra, font, size, spaceAfter=3))
    return out


def sla_zh(
    gpu: str,
    mem: str,
    ic: str,
    avail: str,
    credits: str,
    accept: str,
    delete: str,
    title: str = "服务等级条款",
    size: float = 9,
    extra: str = "",
) -> list:
    """A complete buyer-side SLA block in Chinese (甲方 = customer, 乙方 = vendor)."""
    items = [
        ("型号", f"乙方交付的 GPU 型号为 {gpu}，每卡显存 {mem}；未经甲方书面同意，乙方不得更换型号或降低显存规格。"),
        ("互联", ic),
        (
            "独享",
            "乙方提供的 GPU 为整张物理卡，由甲方独享，裸金属交付；不做 MIG 切分，不使用 vGPU，不超售，"
            "不与任何第三方共用。",
        ),
        ("可用性", avail),
        ("赔偿", credits),
        ("验收", accept),
        ("数据删除", delete),
    ]
    out = [H(title, ZH, 11)]
    for i, (k, v) in enumerate(items, 1):
        out.append(P(f"{i}．{k}：{v}", ZH, size, spaceAfter=3))
    if extra:
        out.append(P(extra, ZH, size, spaceAfter=3))
    return out


# ---------------------------------------------------------------------------------------------------- d01
def d01(out: Path) -> None:
    """A Japanese 見積書-style quotation in Chinese: addressee 御中, total box, approval stamp boxes, seal."""
    z = ZH
    stamp_boxes = T(
        [["承认", "审核", "担当"], ["", "", "林"]],
        [14, 14, 14],
        z,
        7,
    )
    top = Table(
        [
            [
                P("深蓝智能科技有限公司　御中", z, 12),
                P("报价编号：CC-Q-2026-1108<br/>报价日期：2026年11月08日<br/>有效期限：报价日起30日", z, 8.5),
            ]
        ],
        colWidths=[110 * mm, 64 * mm],
    )
    story = [
        P("御　报　价　书", z, 20, alignment=TA_CENTER, spaceAfter=10),
        top,
        Spacer(1, 6),
        P("承蒙惠顾，谨将贵司询价之 GPU 算力租赁服务报价如下，敬请审阅。", z, 9),
        Spacer(1, 6),
        T(
            [["报价合计金额（月额·不含税）", "￥472,000"]],
            [80, 60],
            z,
            12,
            head=0,
            extra=[("BOX", (0, 0), (-1, -1), 1.4, colors.black)],
        ),
        Spacer(1, 4),
        T(
            [
                ["件名", "HGX H800 八卡服务器托管租赁（四台）"],
                ["交付地点", "澄川算力 芜湖一号数据中心"],
                ["交付期", "合同签订后 10 个工作日"],
                ["付款条件", "按月预付，每月5日前"],
                ["租期", "最短租期三个月，到期可按月续租"],
            ],
            [30, 110],
            z,
            9,
            head=0,
        ),
        Spacer(1, 4),
        Table([[P("", z), stamp_boxes]], colWidths=[130 * mm, 44 * mm]),
        H("明细", z, 11),
        T(
            [
                ["序号", "品名", "规格", "数量", "单位", "单价（元）", "金额（元）"],
                [
                    "1",
                    "GPU 服务器租赁",
                    "HGX H800 8-GPU，8 × H800 SXM5 80GB HBM3，NVLink 400GB/s 全互联（NVSwitch）",
                    "4",
                    "台·月",
                    "118,000",
                    "472,000",
                ],
                ["2", "上架及布线", "含 RoCE 交换机端口", "1", "项", "0", "0"],
                ["", "", "", "", "", "小计", "472,000"],
            ],
            [10, 28, 70, 10, 14, 20, 22],
            z,
            8.5,
        ),
        H("每台服务器配置", z, 11),
        T(
            [
                ["部件", "规格", "数量"],
                ["CPU", "Intel Xeon Platinum 8480+（56核）", "2"],
                ["内存", "64GB DDR5-4800 RDIMM", "32"],
                ["系统盘", "960GB M.2 NVMe SSD（RAID1，仅系统）", "2"],
                ["数据盘", "3.84TB U.2 NVMe SSD", "8"],
                ["计算网络", "400Gb/s RoCE v2 网卡（ConnectX-7）", "8"],
                ["存储/管理网络", "25GbE 双口网卡", "1"],
                ["公网", "独享 BGP 带宽 200Mbps", "1"],
            ],
            [30, 110, 20],
            z,
            8.5,
        ),
        P("备注：以上为每台配置；四台服务器之间通过 RoCE v2 无损网络互联，支持 RDMA。价格不含增值税。", z, 8.5),
        PageBreak(),
    ]
    story += sla_zh(
        "NVIDIA H800 SXM5",
        "80GB",
        "每台 8 张 GPU 通过 NVLink/NVSwitch 全互联（每卡 400GB/s）；节点间为 8 × 400Gb/s RoCE v2，支持 RDMA。",
        "乙方承诺每台服务器月度可用性不低于 99.9%。",
        "月度可用性低于 99.9% 时，按该台当月租金的 10% 赔偿；低于 99.5% 赔偿 25%；低于 99.0% 赔偿 50%。"
        "甲方应在当月结束后 30 日内提出赔偿申请。",
        "交付后 24 小时内由甲方执行验收：单机 nccl-tests all_reduce 总线带宽 ≥ 150GB/s，"
        "fio 顺序读 ≥ 5GB/s，ib_write_bw 每端口 ≥ 360Gb/s；全部达标视为验收通过。",
        "租期结束后 7 日内，乙方对全部数据盘执行安全擦除并出具删除证明。",
    )
    story += [
        Spacer(1, 10),
        P("澄川算力科技有限公司　　销售部　林　晓", z, 9, alignment=TA_RIGHT),
        P("联系电话：0553-5550-1108", z, 8, alignment=TA_RIGHT),
    ]
    build(
        out / "d01-chengchuan-mitsumori-h800-zh.pdf",
        story,
        header="澄川算力科技有限公司　Chengchuan Compute",
        footer="CC-Q-2026-1108",
        font=z,
        stamp=seal("澄川算力科技有限公司", "报价专用章", 160, 235, 15),
    )


# ---------------------------------------------------------------------------------------------------- d02
def d02(out: Path) -> None:
    """A hyperscaler pricing page printed from a browser: instance matrix, RI columns, a saved estimate."""
    rows = [
        [
            "Instance",
            "GPUs",
            "GPU memory",
            "vCPU",
            "Memory",
            "Instance store",
            "Network",
            "On-Demand",
            "1-yr RI",
            "3-yr RI",
        ],
        [
            "gx4.24xlarge",
            "8 × A100 40GB",
            "320 GB",
            "96",
            "1,152 GiB",
            "8 × 1 TB NVMe",
            "400 Gbps",
            "$32.77",
            "$19.22",
            "$12.25",
        ],
        [
            "gx4d.24xlarge",
            "8 × A100 80GB",
            "640 GB",
            "96",
            "1,152 GiB",
            "8 × 1 TB NVMe",
            "400 Gbps",
            "$40.97",
            "$24.01",
            "$15.31",
        ],
        [
            "gx5.48xlarge",
            "8 × H100 80GB SXM",
            "640 GB",
            "192",
            "2,048 GiB",
            "8 × 3.84 TB NVMe",
            "3,200 Gbps",
            "$98.32",
            "$63.12",
            "$43.16",
        ],
        [
            "gx5e.48xlarge",
            "8 × H200 141GB SXM",
            "1,128 GB",
            "192",
            "2,048 GiB",
            "8 × 3.84 TB NVMe",
            "3,200 Gbps",
            "$112.10",
            "$72.05",
            "$49.38",
        ],
        [
            "gx6.48xlarge",
            "8 × B200 180GB",
            "1,440 GB",
            "192",
            "2,048 GiB",
            "8 × 3.84 TB NVMe",
            "3,200 Gbps",
            "$142.20",
            "$91.40",
            "$62.60",
        ],
    ]
    story = [
        P("Stratus Cloud &gt; Compute &gt; Accelerated instances &gt; Pricing", EN, 8, textColor=colors.grey),
        H("GX accelerated instances — pricing (US-East-2)", EN_B, 15),
        P(
            "Prices are per instance-hour, in USD, for Linux. Reserved Instance (RI) prices shown are No Upfront. "
            "GX instances run on dedicated bare-metal hosts: all eight GPUs of an instance belong to one customer. "
            "GPUs in gx5, gx5e and gx6 instances are connected by NVLink and NVSwitch (900 GB/s per GPU on gx5/gx5e, "
            "1,800 GB/s on gx6). Instance networking uses Stratus Elastic Fabric, RDMA over Converged Ethernet (RoCE "
            "v2).",
            EN,
            8.5,
        ),
        Spacer(1, 5),
        T(rows, [26, 26, 17, 11, 17, 24, 17, 17, 15, 15], EN, 7.2),
        Spacer(1, 8),
        H("Your saved estimate  EST-5521", EN_B, 11),
        T(
            [
                ["Instance type", "gx5.48xlarge"],
                ["Quantity", "4 instances"],
                ["Purchase option", "[x] 1-year Reserved, No Upfront    [ ] On-Demand    [ ] 3-year Reserved"],
                ["Effective rate", "$63.12 per instance-hour"],
                ["Estimated monthly cost (730 h)", "$184,310.40"],
                ["Term", "1 year, billed monthly; per-second metering applies to On-Demand only"],
            ],
            [50, 120],
            EN,
            8.5,
            head=0,
        ),
        Spacer(1, 8),
        H("Service commitments", EN_B, 10),
        P(
            "GX instances are covered by the Stratus Compute Service Level Agreement, which provides a Region-level "
            "Monthly Uptime Percentage of 99.5%. Service credits, eligibility and claim procedures are described at "
            "stratus.cloud/legal/compute-sla and are not reproduced here.",
            EN,
            8.5,
        ),
        Spacer(1, 10),
        P(
            "Printed 2026-11-20 09:14 from https://stratus.cloud/compute/pricing/gx — page 1 of 1",
            EN,
            7,
            textColor=colors.grey,
        ),
    ]
    build(
        out / "d02-stratus-gx-pricing-printout-en.pdf",
        story,
        pagesize=landscape(A4),
        header="Stratus Cloud  |  Pricing  |  stratus.cloud",
        footer="EST-5521",
    )


# ---------------------------------------------------------------------------------------------------- d03
def d03(out: Path) -> None:
    """A cloud product page whose headline says 独享 and whose footnote says vGPU A100-40C."""
    z = ZH
    story = [
        H("云麓算力 · GN8a 高性能计算实例", z, 16),
        P("面向大模型微调与推理的 GPU 云实例，分钟级开通，按小时计费。", z, 10, spaceAfter=6),
        T(
            [
                ["规格", "GN8a.16xlarge"],
                ["GPU", "8 × NVIDIA A100 80GB SXM4*（独享型）"],
                ["GPU 互联", "NVLink 600GB/s"],
                ["vCPU / 内存", "64 vCPU / 480GB"],
                ["本地数据盘", "2TB NVMe SSD"],
                ["系统盘", "100GB 云盘"],
                ["公网带宽", "按量，峰值 1Gbps"],
                ["价格", "￥12.8/卡/时（按小时计费）"],
            ],
            [40, 120],
            z,
            9.5,
            head=0,
        ),
        Spacer(1, 6),
        P(
            "* 实例 GPU 基于 NVIDIA vGPU 技术交付，vGPU 规格为 A100-40C：每个实例内可见 8 个 vGPU，"
            "每个 vGPU 配 40GB 显存，物理 GPU 由两个实例分时使用。",
            z,
            8.5,
        ),
        Spacer(1, 8),
        H("服务承诺", z, 11),
        P(
            "1. 实例月度服务可用性 99.95%。未达到时按以下比例发放代金券：低于 99.95% 为当月实例费用的 10%，"
            "低于 99.0% 为 25%，低于 95.0% 为 100%。",
            z,
            9,
        ),
        P("2. 实例释放后，本地数据盘及云盘数据将在 24 小时内被彻底清除，且不可恢复。", z, 9),
        P("3. 订单号 YL-ORD-20261121-0080，实例所在地域：华东二（杭州）。", z, 9),
    ]
    build(out / "d03-yunlu-gn8a-instance-zh.pdf", story, header="云麓算力　产品详情", footer="云麓算力", font=z)


# ---------------------------------------------------------------------------------------------------- d04
def d04(out: Path) -> None:
    """A reseller's quotation letter that names no hardware; the BOM appendix (a second file) carries it."""
    story = [
        P(
            "<b>HARBOR RIDGE SYSTEMS, INC.</b><br/>Managed Infrastructure Division · 2210 Pier Avenue, Oakland CA "
            "94607",
            EN,
            9,
        ),
        Spacer(1, 8),
        T(
            [
                ["Quotation no.", "HR-Q-26-0419"],
                ["Date", "November 14, 2026"],
                ["Valid until", "December 14, 2026"],
                ["Prepared for", "Vantage Bioinformatics LLC"],
            ],
            [35, 80],
            EN,
            8.5,
            head=0,
            grid=False,
        ),
        Spacer(1, 8),
        H("Managed bare-metal GPU nodes", EN_B, 12),
        P(
            "Thank you for your request. Harbor Ridge Systems is pleased to quote two (2) managed bare-metal GPU "
            "nodes, built and racked in our Oakland facility. The configuration of each node is listed line by line "
            "in Appendix A (Bill of Materials), which forms part of this quotation.",
            EN,
            9,
        ),
        Spacer(1, 6),
        T(
            [
                ["Item", "Description", "Qty", "Unit price", "Extended"],
                [
                    "1",
                    "Managed GPU node, configuration per Appendix A, lines 10-70",
                    "2",
                    "USD 21,480.00 / node / month",
                    "USD 42,960.00 / month",
                ],
                [
                    "2",
                    "Shared compute-fabric switch (Appendix A, line 80), remote hands, monitoring",
                    "1",
                    "included",
                    "—",
                ],
                ["", "", "", "Monthly total", "USD 42,960.00"],
            ],
            [12, 80, 10, 40, 35],
            EN,
            8.5,
        ),
        Spacer(1, 6),
        P("Term: six (6) months minimum, then month to month. Invoiced monthly in advance, net 15.", EN, 9),
        Spacer(1, 6),
    ]
    story += sla_en(
        "NVIDIA H100 SXM5 GPUs (HGX H100 8-GPU)",
        "80 GB",
        "The eight GPUs of each node are fully connected through NVLink and NVSwitch (900 GB/s per GPU). "
        "The two nodes are connected by a non-blocking NDR InfiniBand fabric, eight 400 Gb/s ports per node, with "
        "RDMA.",
        "Provider commits to 99.9% monthly availability for each node, measured from Provider's monitoring.",
        "If a node's monthly availability falls below 99.9%, Customer receives a credit of 10% of that node's "
        "monthly fee; below 99.0%, 30%; below 97.0%, 50%. Credits must be requested within 30 days after the month "
        "ends.",
        "Within 48 hours of handover Customer may run the acceptance suite: nccl-tests all_reduce_perf bus "
        "bandwidth of at least 360 GB/s on one node and 40 GB/s across both nodes, and fio sequential read of at "
        "least 6 GB/s on the data volume. A node that fails is repaired or replaced before billing starts.",
        "Within 10 days after the term ends, Provider cryptographically erases all data drives and delivers a "
        "signed certificate of destruction.",
        title="Service terms",
    )
    story += [Spacer(1, 10), P("Dana Whitcombe<br/>Account Executive, Harbor Ridge Systems, Inc.", EN, 9)]
    build(
        out / "d04-harborridge-quote-en.pdf",
        story,
        header="Harbor Ridge Systems, Inc.  —  Quotation HR-Q-26-0419",
        footer="HR-Q-26-0419",
    )
    bom = [
        ["Line", "Part number", "Description", "Qty / node", "Qty total"],
        ["10", "935-24287-0000-000", "NVIDIA HGX H100 8-GPU baseboard, 8 × H100 SXM5 80GB HBM3, NVSwitch", "1", "2"],
        ["20", "PK8071305072902", "Intel Xeon Platinum 8468, 48C/96T, 2.1 GHz", "2", "4"],
        ["30", "MTC40F2046S1RC48BA1", "64GB DDR5-4800 ECC RDIMM 2Rx4", "32", "64"],
        ["40", "MZ1L2960HCJR-00A07", "Samsung PM9A3 960GB M.2 NVMe (boot, RAID1)", "2", "4"],
        ["50", "MZWLO7T6HBLA-00A07", "Samsung PM1743 7.68TB U.2 NVMe PCIe 5.0 (data)", "4", "8"],
        [
            "60",
            "MCX75310AAS-NEAT",
            "NVIDIA ConnectX-7 NDR 400Gb/s InfiniBand, single-port OSFP (compute fabric)",
            "8",
            "16",
        ],
        ["70", "MCX755106AS-HEAT", "NVIDIA ConnectX-7 dual-port 200GbE (storage / management)", "1", "2"],
        ["80", "MQM9790-NS2F", "NVIDIA Quantum-2 NDR switch, 64 × 400Gb/s (shared by both nodes)", "—", "1"],
        ["90", "SVC-WAN-500", "Internet uplink, 500 Mbps committed, per site", "—", "1"],
    ]
    story2 = [
        H("Appendix A — Bill of Materials", EN_B, 13),
        P("Quotation HR-Q-26-0419 · per-node quantities; the total column covers both nodes.", EN, 8.5),
        Spacer(1, 6),
        T(bom, [12, 38, 90, 18, 16], EN, 8),
        Spacer(1, 6),
        P(
            "Chassis: Supermicro SYS-821GE-TNHR, 8U, 6 × 3000 W titanium PSUs. Rack position "
            "OAK1-R14 U10-U25. Lead time 10 business days.",
            EN,
            8.5,
        ),
    ]
    build(
        out / "d04-harborridge-appendix-bom-en.pdf",
        story2,
        header="Harbor Ridge Systems, Inc.  —  Appendix A",
        footer="HR-Q-26-0419 App. A",
    )


# ---------------------------------------------------------------------------------------------------- d06
def d06(out: Path) -> None:
    """A bilingual 询价回复函 with pre-tax and tax-inclusive prices (6% VAT) and a 13% note that does not apply."""
    z = ZH
    story = [
        P("云栈智算（上海）有限公司　CloudStack Intelligence (Shanghai) Co., Ltd.", z, 11),
        H("询价回复函 / Reply to Request for Quotation", z, 14),
        P(
            "致：杭州明澈科技有限公司　To: Hangzhou Mingche Technology Co., Ltd.<br/>"
            "贵方询价编号 Your RFQ No.: MC-RFQ-2611-07　　回复日期 Date: 2026-11-19",
            z,
            9,
        ),
        Spacer(1, 6),
        P(
            "感谢贵方询价。现就 H20 八卡服务器租赁回复如下。We are pleased to reply to your RFQ for an 8-GPU H20 "
            "server "
            "lease as follows.",
            z,
            9,
        ),
        Spacer(1, 6),
        T(
            [
                [
                    "项目 Item",
                    "数量 Qty",
                    "不含税单价 Price excl. VAT",
                    "税率 VAT",
                    "含税单价 Price incl. VAT",
                    "含税金额 Amount incl. VAT",
                ],
                [
                    "H20 八卡服务器租赁（月） 8-GPU H20 server lease (monthly)",
                    "1 台",
                    "￥56,000/台/月",
                    "6%",
                    "￥59,360/台/月",
                    "￥59,360",
                ],
            ],
            [52, 14, 30, 14, 30, 28],
            z,
            8,
        ),
        P(
            "注：本报价为算力租赁服务，适用 6% 增值税（现代服务）；如贵方改为采购整机，硬件按 13% 增值税另行报价。"
            "Note: this is a compute service and carries 6% VAT; a hardware purchase would be quoted separately at "
            "13% VAT.",
            z,
            8,
        ),
        Spacer(1, 6),
        H("配置 Configuration", z, 11),
        T(
            [
                ["部件 Component", "规格 Specification", "数量 Qty"],
                ["GPU", "NVIDIA H20 96GB HBM3 (HGX, SXM)", "8"],
                ["GPU 互联 GPU interconnect", "NVLink 900GB/s 全互联 / full mesh via NVSwitch", "—"],
                ["CPU", "Intel Xeon Platinum 8468 (48 核 cores)", "2"],
                ["内存 Memory", "64GB DDR5 RDIMM，合计 2TB / total 2 TB", "32"],
                ["系统盘 OS disk", "1.92TB M.2 NVMe", "1"],
                ["数据盘 Data disk", "7.68TB U.2 NVMe", "4"],
                ["公网 Internet", "独享带宽 100Mbps / dedicated 100 Mbps", "1"],
            ],
            [45, 100, 20],
            z,
            8.5,
        ),
        Spacer(1, 6),
        P("租期 Term：最短 6 个月 / six months minimum；按月结算 billed monthly。", z, 9),
        PageBreak(),
    ]
    story += sla_zh(
        "NVIDIA H20",
        "96GB",
        "8 张 GPU 通过 NVLink（900GB/s）经 NVSwitch 全互联。Eight GPUs fully connected by "
        "NVLink (900 GB/s) through NVSwitch.",
        "月度可用性 ≥ 99.9%。Monthly availability of at least 99.9%.",
        "低于 99.9% 按月租金 10% 赔偿，低于 99.5% 按 25%，低于 99.0% 按 50%；30 日内申请。Credits: 10% / 25% / "
        "50% of the monthly fee below 99.9% / 99.5% / 99.0%, claimed within 30 days.",
        "交付后 24 小时内验收：nccl-tests all_reduce 总线带宽 ≥ 300GB/s，fio 顺序读 ≥ 5GB/s。Acceptance within 24 h: "
        "all_reduce bus bandwidth ≥ 300 GB/s, fio sequential read ≥ 5 GB/s.",
        "租期结束后 15 日内删除全部数据并出具证明。All data deleted within 15 days after the term, with a certificate.",
        title="服务条款 Service terms",
    )
    story += [Spacer(1, 8), P("云栈智算（上海）有限公司 销售代表 周宁 Zhou Ning", z, 9, alignment=TA_RIGHT)]
    build(
        out / "d06-cloudstack-rfq-reply-h20-bi.pdf",
        story,
        header="云栈智算 CloudStack Intelligence",
        font=z,
        footer="MC-RFQ-2611-07",
    )


# ---------------------------------------------------------------------------------------------------- d05
D05 = """
Telegram export — channel "ApexGPU Deals" + DM with Mikhail (ApexGPU Brokers)
Exported 2026-11-18 14:22 UTC

[09:02] ApexGPU Deals: Fresh inventory this week, all dedicated bare metal, EU (Frankfurt) unless noted
[09:02] ApexGPU Deals: 1) 8x A100 SXM 80G, 2TB RAM, IB 8x200G ..... $1.29/GPU/hr, min 6 months
[09:03] ApexGPU Deals: 2) 8x H100 PCIe 80G, NVLink full mesh 900GB/s between all 8 cards ..... $1.85/GPU/hr, min 3 \
months
[09:03] ApexGPU Deals: 3) 8x H200 SXM 141G, IB 8x400G, 2 nodes only ..... $3.10/GPU/hr, min 12 months
[09:04] ApexGPU Deals: 4) 8x RTX 4090 24G (Warsaw) ..... $0.34/GPU/hr, weekly ok
[09:04] ApexGPU Deals: DM @mikhail_apex for the spec sheet. Ref codes: AX-2611-01 .. AX-2611-04

--- direct messages ---
[10:41] Priya (Lakeshore AI): hi, interested in #2. what's the box exactly?
[10:44] Mikhail | ApexGPU: #2 = Gigabyte G593 chassis, 8x H100 PCIe 80GB, NVLink full mesh 900GB/s, 2x EPYC 9354 \
(32c each), 1TB DDR5, 4x 3.84TB NVMe + 1x 960GB NVMe boot, 10Gbps uplink
[10:45] Mikhail | ApexGPU: whole server is yours, nobody else on it
[10:47] Priya (Lakeshore AI): ok. just 1 node. llama 3 8B full finetune. SLA / uptime credits?
[10:52] Mikhail | ApexGPU: DC does its best, we don't do credits at this price tbh. if a card dies we swap it asap
[10:53] Priya (Lakeshore AI): fine. lock it
[10:55] Mikhail | ApexGPU: locked: AX-2611-02, 1 node 8x H100 PCIe @ $1.85/GPU/hr, 3 months min, billed monthly in \
advance, start Dec 1
[10:55] Mikhail | ApexGPU: invoice follows from ApexGPU Brokers OU
"""


def d05(out: Path) -> None:
    write(out / "d05-apexgpu-telegram-deals-en.txt", D05)


# ---------------------------------------------------------------------------------------------------- d07
def d07(out: Path) -> None:
    """A one-node spec sheet with quantities written as 'N x size' and a workload line naming the model."""
    spec = [
        ["Item", "Specification"],
        ["Platform", "Ironwood IW-HGX8 (Supermicro SYS-821GE-TNHR), 8U"],
        ["GPU", "8 x NVIDIA H100 80GB HBM3 SXM5 on HGX baseboard, NVLink 4 + NVSwitch, 900 GB/s per GPU"],
        ["CPU", "2 x AMD EPYC 9454 (48 cores each)"],
        ["Memory", "32 x 64GB RDIMM DDR5-4800"],
        ["Storage", "2 x 960GB M.2 (OS, RAID1) + 8 x 3.84TB U.2 NVMe (data)"],
        ["Networking", "2 x 100GbE (front-end); 8 x 400Gb/s NDR InfiniBand ports fitted for later expansion"],
        ["Internet", "1 Gbps dedicated, unmetered"],
        ["Power", "6 x 3000 W, N+N"],
    ]
    story = [
        H("IRONWOOD DATACENTERS", EN_B, 16),
        P("Node specification &amp; rental offer  ·  Offer IWD-2026-3317", EN, 9),
        Spacer(1, 6),
        T(
            [
                ["Customer", "Ridgeview Language Labs"],
                ["Intended workload (per customer)", "Full-parameter fine-tuning of Llama 3 70B, single node"],
                ["Nodes", "1 (one)"],
            ],
            [60, 110],
            EN,
            9,
            head=0,
        ),
        Spacer(1, 6),
        T(spec, [35, 135], EN, 8.5),
        Spacer(1, 6),
        T(
            [
                ["Pricing", ""],
                ["Rate", "USD 2.39 per GPU-hour (USD 19.12 per node-hour)"],
                ["Billing", "hourly, invoiced monthly"],
                ["Minimum term", "one (1) month"],
            ],
            [35, 135],
            EN,
            8.5,
        ),
        Spacer(1, 8),
    ]
    story += sla_en(
        "eight NVIDIA H100 80GB SXM5 GPUs",
        "80 GB",
        "The GPUs are connected through NVLink and NVSwitch (900 GB/s per GPU). No inter-node fabric is "
        "included because the offer is for a single node.",
        "Monthly availability of 99.9% per node.",
        "Below 99.9%: 10% of the month's fee; below 99.5%: 25%; below 98.0%: 50%. Claims within 45 days.",
        "Customer may run nccl-tests (all_reduce bus bandwidth of at least 380 GB/s) and fio (sequential "
        "read of at least 10 GB/s on the data array) within 72 hours of handover; billing starts on pass.",
        "All data drives are wiped (NIST 800-88 purge) within 14 days after the term ends and a certificate is issued.",
    )
    build(
        out / "d07-ironwood-node-spec-h100-en.pdf",
        story,
        header="Ironwood Datacenters  |  IWD-2026-3317",
        footer="Ironwood Datacenters",
    )


# ---------------------------------------------------------------------------------------------------- d08
def d08(out: Path) -> None:
    """A Chinese two-option plan comparison (方案A NVMe vs 方案B HDD) where the customer confirms 方案B."""
    z = ZH
    story = [
        H("石湾数据　GPU 算力租赁方案报价", z, 15),
        P("客户：广州蓝图智能科技有限公司　　报价单号：SW-BJ-2026-1123-02　　日期：2026-11-23", z, 9),
        Spacer(1, 6),
        P("一、硬件配置（两个方案 GPU 部分相同，数据存储不同）", z, 10),
        T(
            [
                ["配置项", "方案A（高速存储）", "方案B（大容量存储）"],
                ["GPU", "8 × NVIDIA H800 SXM5 80GB，NVLink 全互联 400GB/s", "同方案A"],
                ["CPU", "2 × Intel Xeon Platinum 8468（48核）", "同方案A"],
                ["内存", "32 × 64GB DDR5", "同方案A"],
                ["系统盘", "2 × 480GB NVMe（RAID1）", "2 × 480GB NVMe（RAID1）"],
                ["数据盘", "4 × 3.84TB NVMe SSD", "4 × 16TB 企业级 SATA 机械硬盘（7200 转）"],
                ["节点间网络", "8 × 400Gb/s RoCE v2，支持 RDMA", "同方案A"],
                ["公网", "独享 100Mbps", "独享 100Mbps"],
                ["单价", "￥112,000/台/月", "￥105,000/台/月"],
            ],
            [28, 75, 75],
            z,
            8.5,
        ),
        Spacer(1, 6),
        P("二、数量与租期：两台服务器，最短租期 6 个月。", z, 10),
        Spacer(1, 4),
        T(
            [["客户确认", "☐ 方案A　　☒ 方案B　　数量：2 台　　签字：何振宇　2026-11-24"]],
            [28, 150],
            z,
            9,
            head=0,
            extra=[("BOX", (0, 0), (-1, -1), 1.2, colors.black)],
        ),
        Spacer(1, 8),
    ]
    story += sla_zh(
        "NVIDIA H800 SXM5",
        "80GB",
        "单机 8 卡 NVLink 全互联（400GB/s）；两台之间 8 × 400Gb/s RoCE v2。",
        "月度可用性不低于 99.9%。",
        "低于 99.9% 赔偿当月租金 10%，低于 99.5% 赔偿 30%，低于 99.0% 赔偿 50%。",
        "交付后 48 小时内，nccl-tests all_reduce 总线带宽 ≥ 150GB/s、ib_write_bw ≥ 360Gb/s 即为验收通过。",
        "租期届满后 10 日内完成数据删除并提供删除报告。",
    )
    build(
        out / "d08-shiwan-plan-compare-h800-zh.pdf",
        story,
        header="石湾数据科技有限公司",
        footer="SW-BJ-2026-1123-02",
        font=z,
    )


# ---------------------------------------------------------------------------------------------------- d09
D09 = """
# Kestrel GPU Cloud — Order Form KGC-OF-2026-0932

**Customer:** Tallis Robotics Ltd · **Order date:** 2026-11-26 · **Service start:** 2026-12-03
**Provider:** Kestrel GPU Cloud, Inc., 88 Foundry Street, Austin TX

## 1. Service

| Field | Value |
|---|---|
| Product | Bare-metal GPU server, AMD Instinct platform |
| Quantity | 1 server |
| Accelerators | 8 × AMD Instinct MI300X, 192 GB HBM3 each (1,536 GB per server) |
| Accelerator interconnect | AMD Infinity Fabric (xGMI), full mesh between all 8 GPUs; no NVLink (AMD platform) |
| CPU | 2 × AMD EPYC 9654, 96 cores each |
| System memory | 24 × 128 GB DDR5 (3 TB) |
| Boot | 2 × 960 GB NVMe, RAID1 |
| Local data storage | 8 × 3.84 TB NVMe U.2 (30.72 TB raw) |
| Internet | 2 Gbps committed |

## 2. Fees

| Item | Rate | Notes |
|---|---|---|
| MI300X server | **$2.95 per GPU-hour** | $23.60 per server-hour; invoiced monthly in arrears |
| Minimum commitment | one (1) month | renews monthly unless cancelled with 14 days' notice |
| Egress | first 50 TB/month included | $0.02/GB beyond |

## 3. Service levels

1. **GPU model and memory.** The server carries eight AMD Instinct MI300X accelerators with 192 GB HBM3 each; \
Kestrel will not substitute another model without written consent.
2. **Interconnect.** All eight accelerators are joined by Infinity Fabric (xGMI) in a full mesh.
3. **Dedicated.** The server is single-tenant bare metal: whole accelerators, no partitioning into compute or \
memory partitions for other tenants, not shared and not oversubscribed.
4. **Availability.** 99.9% monthly availability of the server.
5. **Credits.** Below 99.9%: 10% of the monthly fee; below 99.0%: 25%; below 95.0%: 50%. Claims within 30 days of \
month end.
6. **Acceptance.** Within 24 hours of handover the customer may run rccl-tests all_reduce_perf (bus bandwidth of at \
least 250 GB/s at 1 GiB) and fio sequential read (at least 8 GB/s); billing starts when both pass.
7. **Data deletion.** All local drives are securely erased within 7 days after termination; a deletion certificate \
is provided on request.

_Signed for Kestrel GPU Cloud, Inc.: M. Okafor, VP Sales_ · _Signed for Tallis Robotics Ltd: J. Brennan, CTO_
"""


def d09(out: Path) -> None:
    write(out / "d09-kestrel-order-form-mi300x-en.md", D09)


# ---------------------------------------------------------------------------------------------------- d10
def d10(out: Path) -> None:
    """A numbered Chinese technical proposal (技术方案书) whose sections and figures are stray numbers."""
    z = ZH
    story = [
        P("蓝鲸智算", z, 22, alignment=TA_CENTER),
        P("大模型训练算力技术方案书", z, 15, alignment=TA_CENTER),
        P("方案编号：LJ-FA-2026-0808　版本 V2.1　2026年11月", z, 9, alignment=TA_CENTER),
        Spacer(1, 12),
        H("1　项目概述", z, 12),
        P("1.1　贵司计划对 70B 级模型进行 LoRA 微调，本方案提供一台八卡 GPU 服务器，独享整机。", z, 9),
        P("1.2　交付周期 5 个工作日，机房等级 T3+，机柜编号 B-07-12。", z, 9),
        H("2　硬件配置", z, 12),
        T(
            [
                ["2.x", "项目", "配置"],
                ["2.1", "GPU", "8 × NVIDIA A800 80GB PCIe"],
                ["2.2", "GPU 互联", "8 卡 NVLink 全互联，卡间带宽 400GB/s"],
                ["2.3", "CPU", "2 × Intel Xeon Gold 6348（28核）"],
                ["2.4", "内存", "16 × 64GB DDR4-3200，共 1TB"],
                ["2.5", "系统盘", "1 × 960GB NVMe"],
                ["2.6", "数据盘", "4 × 3.84TB NVMe"],
                ["2.7", "公网", "独享 50Mbps"],
            ],
            [14, 30, 120],
            z,
            9,
        ),
        P("2.8　说明：A800 PCIe 与 SXM 版本算力一致，通过 NVLink 全互联可获得与 SXM 机型相当的多卡并行效率。", z, 9),
        H("3　商务报价", z, 12),
        P("3.1　单价：￥38,000/台/月（不含税），数量 1 台。", z, 9),
        P("3.2　租期：一个月起租，按月续费。", z, 9),
        PageBreak(),
    ]
    story += sla_zh(
        "NVIDIA A800 80GB PCIe",
        "80GB",
        "8 张 GPU 通过 NVLink 全互联，卡间带宽 400GB/s。",
        "月度可用性 ≥ 99.9%。",
        "低于 99.9% 赔偿当月费用 10%，低于 99.5% 赔偿 25%，低于 99.0% 赔偿 50%。",
        "交付后 24 小时内，nccl-tests all_reduce 总线带宽 ≥ 150GB/s、fio 顺序读 ≥ 4GB/s 即为验收通过。",
        "租期结束后 7 日内删除全部数据。",
        title="4　服务保障",
    )
    build(
        out / "d10-lanjing-tech-proposal-a800-zh.pdf",
        story,
        header="蓝鲸智算　技术方案书",
        footer="LJ-FA-2026-0808",
        font=z,
    )


# ---------------------------------------------------------------------------------------------------- d11
def d11(out: Path) -> None:
    """A GPU-hour package price list (卡时包) with the bought package ticked."""
    z = ZH
    story = [
        H("北辰超算 · 算力卡时包", z, 16),
        P("适用资源：A800 SXM4 80GB 八卡整机（NVLink 400GB/s 全互联），整机独享，按实际使用卡时扣减。", z, 9.5),
        Spacer(1, 6),
        T(
            [
                ["套餐", "卡时数", "套餐价", "折合单价", "有效期", "本次购买"],
                ["入门包", "1,000 卡时", "￥7,500", "7.5 元/卡时", "90 天", "☐"],
                ["标准包", "10,000 卡时", "￥65,000", "6.5 元/卡时", "180 天", "☒ 1 份"],
                ["企业包", "50,000 卡时", "￥300,000", "6.0 元/卡时", "365 天", "☐"],
            ],
            [22, 26, 26, 28, 20, 24],
            z,
            9,
        ),
        Spacer(1, 6),
        P(
            "计费说明：卡时按分钟扣减（不足 1 分钟按 1 分钟计）；标准包为一台八卡服务器专属使用，"
            "10,000 卡时约可连续使用 52 天。订单号 BC-KS-2026-10000-17。",
            z,
            9,
        ),
        H("整机配置（一台）", z, 11),
        T(
            [
                ["部件", "规格", "数量"],
                ["GPU", "NVIDIA A800 SXM4 80GB", "8 张"],
                ["CPU", "Intel Xeon Platinum 8358（32核）", "2 颗"],
                ["内存", "64GB DDR4 ECC", "16 条"],
                ["系统盘", "480GB M.2 NVMe", "2 块（RAID1）"],
                ["数据盘", "3.84TB NVMe U.2", "4 块"],
                ["公网", "独享 50Mbps", "—"],
            ],
            [28, 100, 30],
            z,
            9,
        ),
        Spacer(1, 6),
    ]
    story += sla_zh(
        "NVIDIA A800 SXM4",
        "80GB",
        "8 张 GPU 通过 NVLink/NVSwitch 全互联，每卡 400GB/s。",
        "整机月度可用性不低于 99.5%。",
        "低于 99.5% 时按故障时长的 3 倍返还卡时；低于 99.0% 另赔偿套餐价的 25%；低于 95.0% 赔偿 50%。",
        "开通后 12 小时内，nccl-tests all_reduce 总线带宽 ≥ 150GB/s、fio 顺序读 ≥ 4GB/s 为验收合格；验收前不扣卡时。",
        "套餐到期或用尽后 5 日内清除全部数据盘内容。",
    )
    build(
        out / "d11-beichen-gpu-hour-package-a800-zh.pdf",
        story,
        header="北辰超算　价目表",
        footer="BC-KS-2026-10000-17",
        font=z,
    )


# ---------------------------------------------------------------------------------------------------- d12
def d12(out: Path) -> None:
    """An order confirmation that sells '8 dedicated H100 GPUs'; the fine print makes each a MIG 3g.40gb slice."""
    story = [
        H("Quillon Cloud", EN_B, 18),
        P("Order confirmation  QC-88412-B  ·  2026-11-21", EN, 9),
        Spacer(1, 8),
        T(
            [
                ["Line", "Product", "Qty", "Rate", "Amount / month (est.)"],
                ["1", "Dedicated GPU — NVIDIA H100 80GB*", "8", "$1.10 per GPU-hour", "$6,424.00"],
                ["2", "vCPU (AMD EPYC 9004)", "64", "included", "—"],
                ["3", "RAM", "512 GB", "included", "—"],
                ["4", "NVMe scratch volume", "4 TB", "included", "—"],
                ["", "", "", "Total (730 h)", "$6,424.00"],
            ],
            [12, 75, 14, 35, 40],
            EN,
            8.5,
        ),
        Spacer(1, 6),
        P(
            "* Each dedicated GPU is an NVIDIA H100 MIG 3g.40gb instance (3 compute slices, 40 GB of GPU memory) "
            "reserved exclusively for your account. Instances of one order may sit on different physical GPUs and "
            "hosts.",
            EN,
            7.5,
        ),
        Spacer(1, 8),
        H("Terms", EN_B, 10),
        P(
            "Billing per second, with no minimum term. Service availability target 99.9% per month; credits of 10% of "
            "the monthly charge if missed, 25% below 99.0%. Data on the scratch volume is deleted within 24 hours of "
            "termination.",
            EN,
            8.5,
        ),
        Spacer(1, 6),
        P("Quillon Cloud Ltd · Dublin · support@quillon.example", EN, 7.5, textColor=colors.grey),
    ]
    build(
        out / "d12-quillon-order-confirmation-en.pdf",
        story,
        pagesize=letter,
        header="Quillon Cloud",
        footer="QC-88412-B",
    )


# ---------------------------------------------------------------------------------------------------- d13
def d13(out: Path) -> None:
    """An honest PCIe L40S box: it says there is no NVLink and what the GPUs talk over instead."""
    story = [
        H("Pinebrook Compute — L40S Inference &amp; Fine-tune Node", EN_B, 14),
        P("Proposal PBC-P-1187 · prepared for Orchard Speech Inc. · 2026-11-17", EN, 9),
        Spacer(1, 6),
        P(
            "We propose one (1) dedicated server with eight NVIDIA L40S 48GB PCIe cards for your QLoRA fine-tuning of "
            "Llama 3 70B. Please note that the L40S has no NVLink: the eight cards communicate over PCIe Gen4 x16 "
            "through two PCIe switches, with GPU peer-to-peer enabled. No NVLink bridge is offered or implied.",
            EN,
            9,
        ),
        Spacer(1, 6),
        T(
            [
                ["Component", "Specification", "Qty"],
                ["GPU", "NVIDIA L40S 48GB GDDR6, PCIe Gen4 x16, full height", "8"],
                ["CPU", "AMD EPYC 9354, 32 cores", "2"],
                ["Memory", "64GB DDR5 RDIMM", "16"],
                ["Boot drive", "960GB NVMe M.2", "1"],
                ["Data drives", "7.68TB NVMe U.2", "4"],
                ["Network", "2 × 100GbE", "1"],
                ["Internet", "1 Gbps dedicated", "—"],
            ],
            [30, 110, 15],
            EN,
            8.5,
        ),
        Spacer(1, 6),
        T(
            [
                ["Price", "USD 0.89 per GPU-hour (USD 7.12 per server-hour)"],
                ["Billing", "per hour"],
                ["Minimum term", "one (1) month"],
            ],
            [35, 120],
            EN,
            8.5,
            head=0,
        ),
        Spacer(1, 6),
    ]
    story += sla_en(
        "eight NVIDIA L40S 48GB PCIe GPUs",
        "48 GB",
        "The GPUs are PCIe cards connected over PCIe Gen4 through two PCIe switches; the L40S has no NVLink "
        "and none is claimed. Single server, no inter-node fabric.",
        "Monthly availability of 99.5% for the server.",
        "Below 99.5%: 10% of the monthly fee; below 99.0%: 25%; below 97.0%: 50%. Request credits within 30 days.",
        "Within 24 hours of delivery: all-reduce bus bandwidth of at least 18 GB/s across the 8 GPUs "
        "(nccl-tests) and fio sequential read of at least 6 GB/s on the data drives.",
        "Data drives are wiped within 7 days after the term and a wipe log is supplied.",
    )
    build(out / "d13-pinebrook-l40s-proposal-en.pdf", story, header="Pinebrook Compute LLC", footer="PBC-P-1187")


# ---------------------------------------------------------------------------------------------------- d14
def d14(out: Path) -> None:
    """An MSA excerpt with an order schedule; the SLA section hedges and gives no credits."""
    story = [
        H("SILVERLINE COMPUTE, LLC", EN_B, 15),
        P("Master Services Agreement — excerpt and Order Schedule 1", EN, 10),
        P(
            'Agreement no. SLC-MSA-2026-0712 between Silverline Compute, LLC ("Provider") and Fernhill Analytics '
            'Inc. ("Customer").',
            EN,
            9,
        ),
        Spacer(1, 6),
        H("Order Schedule 1", EN_B, 11),
        T(
            [
                ["Ref", "Description", "Quantity", "Rate"],
                [
                    "OS1-A",
                    "GPU server: 8 × NVIDIA H200 141GB SXM5 (HGX H200), NVLink/NVSwitch 900 GB/s per GPU",
                    "2 servers",
                    "USD 3.45 per GPU-hour",
                ],
                ["OS1-B", "Host: 2 × Intel Xeon Platinum 8480+ (56 cores), 2,048 GB DDR5 per server", "incl.", "—"],
                ["OS1-C", "Local NVMe: 8 × 3.84 TB per server (data), 2 × 1.92 TB NVMe (OS)", "incl.", "—"],
                ["OS1-D", "Fabric: 8 × 400 Gb/s NDR InfiniBand per server, RDMA", "incl.", "—"],
                ["OS1-E", "Internet: 1 Gbps", "incl.", "—"],
            ],
            [14, 105, 22, 35],
            EN,
            8.5,
        ),
        P("Term: twelve (12) months from the Service Start Date. Fees invoiced monthly.", EN, 9),
        Spacer(1, 8),
        H("7. Service Levels", EN_B, 11),
        P(
            "7.1 Provider will use commercially reasonable efforts to make the Services available 99.9% of the time in "
            "each calendar month, but does not guarantee uninterrupted or error-free operation.",
            EN,
            9,
        ),
        P(
            "7.2 Service credits are not offered under this Agreement. Customer's sole remedy for any unavailability "
            "exceeding seventy-two (72) consecutive hours is to terminate the affected Order Schedule.",
            EN,
            9,
        ),
        P(
            "7.3 Hardware. Provider shall supply NVIDIA H200 SXM5 GPUs with 141 GB of memory each, interconnected "
            "within each server by NVLink and NVSwitch and between servers by NDR InfiniBand, and shall not substitute "
            "them without Customer's written consent.",
            EN,
            9,
        ),
        P(
            "7.4 Dedicated. Servers are single-tenant bare metal; the GPUs are whole, with no MIG and no vGPU, "
            "and are not shared with other customers.",
            EN,
            9,
        ),
        H("8. Acceptance", EN_B, 11),
        P(
            "8.1 Customer may, within three (3) business days of the Service Start Date, run nccl-tests "
            "all_reduce_perf "
            "(bus bandwidth of at least 400 GB/s within a server and 300 GB/s across both servers). Servers that fail "
            "are remedied before fees accrue.",
            EN,
            9,
        ),
        H("9. Customer Data", EN_B, 11),
        P(
            "9.1 Within thirty (30) days after termination Provider shall delete all Customer Data from the servers "
            "and "
            "certify the deletion in writing.",
            EN,
            9,
        ),
        Spacer(1, 10),
        T(
            [["For Provider", "For Customer"], ["Helen Sato, COO, Silverline Compute, LLC", "Raj Menon, CEO"]],
            [85, 85],
            EN,
            8.5,
            grid=False,
        ),
    ]
    build(
        out / "d14-silverline-msa-order-h200-en.pdf",
        story,
        pagesize=letter,
        header="SLC-MSA-2026-0712  —  CONFIDENTIAL",
        footer="Silverline Compute",
    )


# ---------------------------------------------------------------------------------------------------- d15
def d15(out: Path) -> None:
    """A renewal quote (续约) where the node count changes from the previous term."""
    z = ZH
    story = [
        H("江屿云　算力服务续约报价单", z, 15),
        P("客户：成都知行未来科技有限公司　　上期合同号：JY-HT-2026-0601　　本报价单号：JY-XY-2026-1201", z, 9),
        Spacer(1, 6),
        T(
            [
                ["项目", "上期（2026-06-01 至 2026-11-30）", "本期续约（2026-12-01 起）"],
                ["服务器型号", "HGX A100 8-GPU（SXM4 80GB）", "HGX A100 8-GPU（SXM4 80GB）"],
                ["服务器数量", "2 台", "3 台（新增一台）"],
                ["单价", "￥92,000/台/月", "￥86,000/台/月"],
                ["月租合计", "￥184,000", "￥258,000"],
                ["租期", "6 个月", "6 个月（最短）"],
            ],
            [30, 70, 70],
            z,
            9,
        ),
        P("续约说明：本期起服务器数量由两台调整为三台，单价按续约优惠下调；新增服务器与原两台同机柜、同网络。", z, 9),
        H("单台配置", z, 11),
        T(
            [
                ["部件", "规格", "数量"],
                ["GPU", "NVIDIA A100 SXM4 80GB（NVLink 600GB/s，NVSwitch 全互联）", "8"],
                ["CPU", "AMD EPYC 7763（64核）", "2"],
                ["内存", "64GB DDR4-3200", "32"],
                ["系统盘", "960GB NVMe", "2（RAID1）"],
                ["数据盘", "7.68TB NVMe", "4"],
                ["计算网络", "HDR InfiniBand 200Gb/s", "8"],
                ["公网", "独享 100Mbps", "1"],
            ],
            [25, 110, 25],
            z,
            9,
        ),
        Spacer(1, 6),
    ]
    story += sla_zh(
        "NVIDIA A100 SXM4 80GB",
        "80GB",
        "单机 8 卡 NVLink 全互联（600GB/s）；三台之间 8 × 200Gb/s HDR InfiniBand，支持 RDMA。",
        "每台月度可用性 99.9%。",
        "低于 99.9% 赔偿该台月租 10%，低于 99.5% 赔偿 25%，低于 99.0% 赔偿 50%。",
        "新增服务器交付后 24 小时内验收：单机 all_reduce 总线带宽 ≥ 200GB/s，ib_write_bw 每端口 ≥ 180Gb/s。",
        "合同终止后 10 日内删除数据并出具证明。",
        extra="其余条款沿用上期合同 JY-HT-2026-0601。",
    )
    build(out / "d15-jiangyu-renewal-a100-zh.pdf", story, header="江屿云计算有限公司", footer="JY-XY-2026-1201", font=z)


# ---------------------------------------------------------------------------------------------------- d16
def d16(out: Path) -> None:
    """A bilingual compute-pool service description that says plainly the pool is time-sliced and oversold."""
    z = ZH
    story = [
        H("星港算力 StarHarbor Compute — 算力池服务说明 / Compute Pool Service Description", z, 13),
        P("文档编号 Doc No.: SH-SD-2026-11　生效日期 Effective: 2026-11-01", z, 8.5),
        Spacer(1, 6),
        T(
            [
                ["项目 Item", "说明 Description"],
                ["GPU 型号 GPU model", "NVIDIA H20 96GB"],
                [
                    "调度方式 Scheduling",
                    "资源池分时调度，超售比 1:1.5；高峰期 GPU 与其他租户分时使用 / time-sliced pool, "
                    "oversubscription ratio 1:1.5; at peak times GPUs are time-shared with other tenants",
                ],
                ["单任务上限 Per-job limit", "最多 8 卡 / up to 8 GPUs per job"],
                ["价格 Price", "￥4.5/卡/时 (CNY 4.5 per GPU-hour)"],
                ["计费 Billing", "按秒计费 / billed per second"],
                ["存储 Storage", "共享并行文件系统，每租户 10TB / shared parallel file system, 10 TB per tenant"],
                ["可用性 Availability", "99.5% 月度 / monthly"],
                ["赔偿 Credits", "低于 99.5% 返还当月费用 10%，低于 99.0% 返还 25% / 10% below 99.5%, 25% below 99.0%"],
            ],
            [40, 135],
            z,
            8.5,
        ),
        Spacer(1, 6),
        P("适用于中小规模微调与实验。Suited to small fine-tuning jobs and experiments.", z, 9),
    ]
    build(out / "d16-starharbor-pool-h20-bi.pdf", story, header="星港算力 StarHarbor", footer="SH-SD-2026-11", font=z)


# ---------------------------------------------------------------------------------------------------- d17
def d17(out: Path) -> None:
    """A contract annex (合同附件二) with a device list; two A100 40GB nodes for a 70B full fine-tune."""
    z = ZH
    story = [
        H("合同附件二：设备清单及价格", z, 14),
        P("主合同编号：HC-ZL-2026-1130　甲方：南京言川智能科技有限公司　乙方：海川云科技有限公司", z, 9),
        P("甲方用途：Llama 3 70B 全参数微调。", z, 9),
        Spacer(1, 6),
        T(
            [
                ["序号", "设备/服务", "规格", "数量", "单价", "备注"],
                [
                    "1",
                    "GPU 服务器",
                    "8 × NVIDIA A100 SXM4 40GB，NVLink 600GB/s 全互联",
                    "两台",
                    "￥58,000/台/月",
                    "独享整机",
                ],
                ["2", "CPU", "Intel Xeon Platinum 8380（40核）× 2", "每台", "含", ""],
                ["3", "内存", "64GB DDR4 × 16（合计 1TB）", "每台", "含", ""],
                ["4", "数据盘", "3.84TB NVMe × 4", "每台", "含", "系统盘另配 480GB NVMe × 2"],
                ["5", "计算网络", "HDR 200Gb/s InfiniBand × 8", "每台", "含", "RDMA"],
                ["6", "公网", "独享 100Mbps", "1 条", "含", ""],
            ],
            [10, 24, 70, 14, 26, 30],
            z,
            8.5,
        ),
        P("租期：三个月。费用按月支付。", z, 9),
        Spacer(1, 6),
    ]
    story += sla_zh(
        "NVIDIA A100 SXM4 40GB",
        "40GB",
        "单机 8 卡 NVLink 全互联（600GB/s）；两台之间 8 × 200Gb/s HDR InfiniBand。",
        "月度可用性不低于 99.9%。",
        "低于 99.9% 赔偿月租 10%，低于 99.5% 赔偿 25%，低于 99.0% 赔偿 50%。",
        "交付后 24 小时内：单机 all_reduce 总线带宽 ≥ 180GB/s、fio 顺序读 ≥ 4GB/s 为合格。",
        "租期结束后 7 日内删除数据。",
        title="附件三：服务等级",
    )
    build(
        out / "d17-haichuan-contract-annex-a100-zh.pdf",
        story,
        header="海川云科技有限公司",
        footer="HC-ZL-2026-1130",
        font=z,
        stamp=seal("海川云科技有限公司", "合同专用章", 165, 40, -8),
    )


# ---------------------------------------------------------------------------------------------------- d18
def d18(out: Path) -> None:
    """A price with monthly / 1-year / 3-year commitment columns and the chosen column marked."""
    story = [
        H("Lumen Forge AI — HGX B200 Cluster Proposal", EN_B, 15),
        P("Proposal LF-2026-B200-044 · 2026-11-25", EN, 9),
        Spacer(1, 6),
        P(
            "Two (2) HGX B200 nodes, sixteen GPUs in total, for Northgate Labs' LoRA fine-tuning of Llama 3.1 405B.",
            EN,
            9,
        ),
        Spacer(1, 6),
        T(
            [
                ["Per node", ""],
                ["GPUs", "8 × NVIDIA B200, 180 GB HBM3e usable per GPU"],
                ["GPU interconnect", "NVLink 5 with NVSwitch, 1.8 TB/s per GPU, all-to-all"],
                ["Compute (per GPU)", "BF16 dense 2.25 PFLOPS (4.5 PFLOPS with sparsity)"],
                ["CPU", "2 × Intel Xeon Platinum 8570, 56 cores each"],
                ["Memory", "32 × 96 GB DDR5 (3,072 GB)"],
                ["Storage", "2 × 1.92 TB NVMe (OS) + 8 × 7.68 TB NVMe (data)"],
                ["Fabric", "8 × 400 Gb/s NDR InfiniBand (ConnectX-7), RDMA"],
                ["Internet", "10 Gbps"],
            ],
            [40, 130],
            EN,
            8.5,
        ),
        Spacer(1, 8),
        H("Pricing by commitment", EN_B, 11),
        T(
            [
                ["", "Monthly", "1-year commitment", "3-year commitment"],
                ["Per GPU-hour", "$5.20", "$4.60", "$3.95"],
                ["Per node-month (730 h)", "$30,368", "$26,864", "$23,068"],
                ["Selected", "", "SELECTED", ""],
            ],
            [45, 40, 45, 45],
            EN,
            9,
            extra=[("BACKGROUND", (2, 1), (2, 3), colors.HexColor("#fff2b3"))],
        ),
        P("The selected 1-year commitment runs twelve months, billed monthly.", EN, 9),
        Spacer(1, 8),
    ]
    story += sla_en(
        "NVIDIA B200 GPUs (HGX B200)",
        "180 GB",
        "NVLink 5 with NVSwitch inside each node (1.8 TB/s per GPU); 8 × 400 Gb/s NDR InfiniBand between nodes with "
        "RDMA.",
        "99.9% monthly availability per node.",
        "Below 99.9%: 10% of the node's monthly fee; below 99.0%: 25%; below 95.0%: 100%. Claim within 60 days.",
        "Acceptance within 48 hours: single-node nccl-tests all_reduce bus bandwidth of at least 700 GB/s, "
        "two-node bus bandwidth of at least 350 GB/s, fio sequential read of at least 20 GB/s.",
        "Secure erase of all drives within 14 days after the term, with a certificate.",
    )
    build(
        out / "d18-lumenforge-b200-commitment-en.pdf", story, header="Lumen Forge AI, Inc.", footer="LF-2026-B200-044"
    )


# ---------------------------------------------------------------------------------------------------- d19
def d19(out: Path) -> None:
    """A four-node cluster quote with per-rack totals whose fabric is plain Ethernet (negations stated)."""
    story = [
        H("Brightwater Cloud — Cluster Quote BWC-CQ-7731", EN_B, 14),
        P("For: Halyard AI Research · Region: Oregon-2 · Valid 21 days · 2026-11-24", EN, 9),
        Spacer(1, 6),
        T(
            [
                ["Rack", "Nodes", "GPUs", "Rack power (kW)", "Monthly (USD)"],
                ["OR2-R31", "2", "16", "20.4", "25,112.00"],
                ["OR2-R32", "2", "16", "20.4", "25,112.00"],
                ["Total", "4 nodes", "32 GPUs", "40.8", "50,224.00"],
            ],
            [30, 25, 25, 35, 35],
            EN,
            9,
        ),
        P("Rate: $2.15 per GPU-hour (730 h/month). Minimum term: three (3) months.", EN, 9),
        Spacer(1, 6),
        H("Node configuration (each of the four)", EN_B, 11),
        T(
            [
                ["GPU", "8 × NVIDIA H100 80GB SXM5, NVLink + NVSwitch (900 GB/s per GPU)"],
                ["CPU", "2 × Intel Xeon Platinum 8462Y+ (32 cores each)"],
                ["RAM", "2 TB DDR5"],
                ["Storage", "1 × 1.92 TB NVMe (OS), 4 × 7.68 TB NVMe (data)"],
                [
                    "Cluster network",
                    "No InfiniBand; 2 x 100GbE only (TCP/IP). RDMA is not supported on this product line.",
                ],
                ["Internet", "10 Gbps shared uplink per rack"],
            ],
            [35, 140],
            EN,
            8.5,
            head=0,
        ),
        Spacer(1, 8),
    ]
    story += sla_en(
        "NVIDIA H100 80GB SXM5 GPUs",
        "80 GB",
        "NVLink and NVSwitch inside each node; between nodes 2 × 100GbE Ethernet, without RDMA.",
        "99.9% monthly availability per node.",
        "Below 99.9%: 10%; below 99.0%: 25%; below 95.0%: 50% of the node's monthly fee.",
        "Acceptance within 24 hours: single-node nccl-tests all_reduce bus bandwidth of at least 380 GB/s; iperf3 "
        "between nodes of at least 90 Gb/s per port.",
        "Data erased within 7 days after the term.",
    )
    build(out / "d19-brightwater-cluster-quote-h100-en.pdf", story, header="Brightwater Cloud", footer="BWC-CQ-7731")


# ---------------------------------------------------------------------------------------------------- d20
def d20(out: Path) -> None:
    """A two-column product sheet for an MI300X server whose BF16 figure is the sparse one."""
    left = [
        P(
            "<b>Accelerators</b><br/>8 × AMD Instinct MI300X OAM<br/>192 GB HBM3 per GPU<br/>5.3 TB/s memory bandwidth",
            EN,
            9,
        ),
        Spacer(1, 4),
        P("<b>Peak BF16</b><br/>2,615 TFLOPS per GPU", EN, 9),
        Spacer(1, 4),
        P("<b>GPU interconnect</b><br/>Infinity Fabric (xGMI) full mesh, 896 GB/s aggregate per GPU", EN, 9),
    ]
    right = [
        P("<b>Host</b><br/>2 × AMD EPYC 9534 (64 cores)<br/>24 × 96 GB DDR5 (2,304 GB)", EN, 9),
        Spacer(1, 4),
        P("<b>Storage</b><br/>2 × 960 GB NVMe (OS)<br/>4 × 7.68 TB NVMe (data)", EN, 9),
        Spacer(1, 4),
        P("<b>Network</b><br/>Internet 5 Gbps; single server, no cluster fabric", EN, 9),
    ]
    story = [
        H("Arcadia Silicon Cloud", EN_B, 18),
        P("AS-8X300 dedicated server · offer ASC-2026-441", EN, 10),
        Spacer(1, 8),
        Table([[left, right]], colWidths=[85 * mm, 85 * mm], style=[("VALIGN", (0, 0), (-1, -1), "TOP")]),
        Spacer(1, 8),
        T(
            [["Price", "$2.49 per GPU-hour · one server · minimum term one month · billed hourly"]],
            [25, 150],
            EN,
            9,
            head=0,
        ),
        Spacer(1, 8),
    ]
    story += sla_en(
        "eight AMD Instinct MI300X accelerators",
        "192 GB",
        "The eight accelerators are connected in a full mesh by AMD Infinity Fabric (xGMI).",
        "99.9% monthly availability.",
        "Below 99.9%: 10% of the monthly fee; below 99.0%: 25%; below 95.0%: 50%.",
        "Within 24 hours of handover: rccl-tests all_reduce bus bandwidth of at least 250 GB/s and fio "
        "sequential read of at least 8 GB/s.",
        "Drives are securely erased within 7 days after the term.",
    )
    build(out / "d20-arcadia-mi300x-sheet-en.pdf", story, header="Arcadia Silicon Cloud", footer="ASC-2026-441")


# ---------------------------------------------------------------------------------------------------- d21
def d21(out: Path) -> None:
    """A bilingual 16-node order form: a long inventory table breaks across pages with its header repeated;
    the SLA is a separate schedule (second file)."""
    z = ZH
    story = [
        H("子午超算 Meridian Hypercompute", z, 16),
        P("订单 / Order Form　编号 No. MHC-OF-2026-1616", z, 10),
        P(
            "甲方 Customer：北京深衡智能科技有限公司 Shenheng AI　乙方 Provider：Meridian Hypercompute（子午超算）",
            z,
            9,
        ),
        Spacer(1, 6),
        T(
            [
                ["项目 Item", "内容 Details"],
                ["服务器 Servers", "16 台 HGX H200 八卡服务器 / 16 nodes × 8 GPUs = 128 GPUs"],
                ["GPU", "NVIDIA H200 141GB HBM3e SXM5，NVLink 900GB/s，NVSwitch 全互联 / full mesh"],
                ["CPU", "2 × Intel Xeon Platinum 8480+（56 核 cores）per node"],
                ["内存 Memory", "32 × 64GB DDR5 per node (2,048 GB)"],
                ["本地存储 Local storage", "8 × 3.84TB NVMe（数据 data）+ 2 × 960GB NVMe（系统 OS）per node"],
                [
                    "共享存储 Shared storage",
                    "另配 1PB 并行文件系统（单独计价，不在本订单内）/ 1 PB parallel FS quoted separately",
                ],
                [
                    "计算网络 Fabric",
                    "8 × 400Gb/s NDR InfiniBand per node，支持 RDMA，胖树无阻塞 / non-blocking fat tree",
                ],
                ["公网 Internet", "1Gbps"],
                ["单价 Price", "USD 20,150 / 台 / 月 (per node per month)"],
                ["租期 Term", "12 个月 / twelve (12) months"],
            ],
            [45, 130],
            z,
            8.5,
        ),
        Spacer(1, 6),
        H("机柜汇总 Per-rack totals", z, 11),
        T(
            [["机柜 Rack", "节点 Nodes", "GPU", "月费 Monthly (USD)"]]
            + [[f"MH-BJ3-R{r:02d}", "4", "32", "80,600"] for r in (11, 12, 13, 14)]
            + [["合计 Total", "16", "128", "322,400"]],
            [40, 30, 30, 45],
            z,
            9,
        ),
        Spacer(1, 6),
        H("设备清单 Node inventory", z, 11),
    ]
    rows = [["#", "节点 Node", "机柜/U位 Rack/U", "整机序列号 Chassis S/N", "BMC", "GPU 序列号 GPU S/N (8)"]]
    for i in range(16):
        rack = 11 + i // 4
        rows.append(
            [
                str(i + 1),
                f"mh-h200-{i + 1:03d}",
                f"R{rack}/U{6 + 8 * (i % 4)}",
                f"S8G0{4417 + i * 13}",
                f"10.32.{rack}.{20 + i}",
                f"1654423{100 + i * 8:04d} – 1654423{107 + i * 8:04d}",
            ]
        )
        rows.append(["", "", "", "IB HCA × 8", "", f"MT2347X{i:03d}01 – MT2347X{i:03d}08"])
        rows.append(["", "", "", "NVMe × 10", "", f"S6CKNE0W{i:02d}A001 – S6CKNE0W{i:02d}A010"])
    story.append(T(rows, [8, 26, 26, 36, 24, 55], z, 7.5))
    story += [
        Spacer(1, 8),
        P("签章 Signatures：甲方 Customer ______　乙方 Provider ______（子午超算 合同专用章）", z, 9),
    ]
    build(
        out / "d21-meridian-order-form-h200-bi.pdf",
        story,
        header="子午超算 Meridian Hypercompute  MHC-OF-2026-1616",
        footer="MHC-OF-2026-1616",
        font=z,
    )
    sla = sla_zh(
        "NVIDIA H200 141GB SXM5",
        "141GB",
        "每台 8 卡 NVLink/NVSwitch 全互联（900GB/s）；16 台之间 8 × 400Gb/s NDR InfiniBand，支持 RDMA。"
        "Eight GPUs per node fully connected by NVLink/NVSwitch; 8 × 400 Gb/s NDR InfiniBand between nodes.",
        "每台月度可用性 ≥ 99.9%；集群整体（≥ 15 台可用）≥ 99.5%。Node availability ≥ 99.9% monthly; cluster "
        "(at least 15 nodes up) ≥ 99.5%.",
        "节点可用性低于 99.9% 赔偿该节点月费 10%，低于 99.0% 赔偿 25%，低于 95.0% 赔偿 50%；"
        "当月结束后 30 日内申请。Credits 10% / 25% / 50% of the node's monthly fee below 99.9% / 99.0% / 95.0%, "
        "claimed within 30 days.",
        "交付后 72 小时内完成验收：单机 all_reduce 总线带宽 ≥ 400GB/s；128 卡 all_reduce ≥ 300GB/s；"
        "Llama 3 70B 基准训练 MFU ≥ 40%。Acceptance within 72 h: single-node bus bandwidth ≥ 400 GB/s, "
        "128-GPU all_reduce ≥ 300 GB/s, Llama 3 70B benchmark MFU ≥ 40%.",
        "租期结束后 14 日内删除全部数据并出具证明。All data deleted within 14 days after the term, with a certificate.",
        title="附件 Schedule S：服务等级 / Service levels",
    )
    build(
        out / "d21-meridian-sla-schedule-bi.pdf",
        [P("订单 MHC-OF-2026-1616 之附件 / Schedule to Order Form MHC-OF-2026-1616", z, 9), *sla],
        header="子午超算 Meridian Hypercompute",
        footer="Schedule S",
        font=z,
    )


# ---------------------------------------------------------------------------------------------------- d22
D22 = """
发件人: 赵敏 <zhaomin@rongxin-ai.example>
收件人: 采购部 孙工 <sun.gong@kunpeng-lab.example>
日期: 2026年11月22日 16:08
主题: 回复：H800 算力租赁询价（两台）

孙工您好，

感谢询价，关于贵司两台 H800 八卡服务器的需求，答复如下：

1. 配置：每台八张 H800 SXM 80GB，卡间 NVLink 全互联（400GB/s）；两颗 56 核 CPU，内存 2TB；数据盘四块 7.68TB NVMe，\
另有一块 960GB NVMe 系统盘。两台之间为 8 × 400G RoCE 网络，支持 RDMA。
2. 价格：8.6 元/卡/时，按小时计费，最短租期 1 个月。两台共 16 卡，每月约 100,448 元（按 730 小时估算，仅供参考）。
3. 整机独享，不做虚拟化切分，不超售。
4. 关于您提到的 SLA：机房为 T3 级，我们会尽力而为保障稳定运行，但目前不承诺具体可用性百分比；如出现故障导致的停机，\
赔偿方式需双方另行协商。
5. 交付后客户可自行测试，我们不单独出具验收标准。

报价编号 RX-2026-1122-H800，有效期 15 天。

如有问题随时联系。
赵敏
融信数智科技有限公司 客户经理
电话 021-5555-0822
"""


def d22(out: Path) -> None:
    write(out / "d22-rongxin-email-reply-h800-zh.txt", D22)


# ---------------------------------------------------------------------------------------------------- d23
def d23(out: Path) -> None:
    """A spec sheet that fits NVLink bridges to L40S cards (a part with no NVLink)."""
    story = [
        H("CORVID COMPUTE", EN_B, 17),
        P("Dedicated GPU server offer · CC-OFF-5520 · 2026-11-19", EN, 9),
        Spacer(1, 6),
        T(
            [
                ["Feature", "Detail"],
                ["GPUs", "8 × NVIDIA L40S 48GB GDDR6 (PCIe)"],
                ["GPU-to-GPU", "NVLink bridges between GPU pairs (4 bridges), 112.5 GB/s per pair"],
                ["CPU", "2 × AMD EPYC 9354 (32 cores)"],
                ["RAM", "1,024 GB DDR5"],
                ["Storage", "2 × 3.84 TB NVMe (data) + 480 GB NVMe (boot)"],
                ["Internet", "1 Gbps"],
                ["Price", "USD 0.79 per GPU-hour, hourly billing"],
                ["Minimum term", "two (2) weeks"],
            ],
            [35, 140],
            EN,
            9,
        ),
        Spacer(1, 8),
    ]
    story += sla_en(
        "eight NVIDIA L40S 48GB GPUs",
        "48 GB",
        "GPU pairs are joined by NVLink bridges (112.5 GB/s per pair).",
        "99.5% monthly availability.",
        "Below 99.5%: 10% of the monthly fee; below 98.0%: 25%; below 95.0%: 50%.",
        "Within 24 hours: nccl-tests all_reduce bus bandwidth of at least 18 GB/s across the eight GPUs and fio "
        "sequential read of at least 5 GB/s.",
        "Drives are wiped within 7 days after the term.",
    )
    build(out / "d23-corvid-l40s-offer-en.pdf", story, header="Corvid Compute", footer="CC-OFF-5520")


# ---------------------------------------------------------------------------------------------------- d24
class Tilted(Table):
    """A table drawn a fraction of a degree off square, as a page fed crookedly through a scanner."""

    def __init__(self, *args, angle: float = 0.4, **kw):
        super().__init__(*args, **kw)
        self._angle = angle

    def draw(self):
        self.canv.saveState()
        self.canv.rotate(self._angle)
        super().draw()
        self.canv.restoreState()


def _scan_noise(c, doc):
    """Fax header, a grey edge and speckles, drawn the same way on every build."""
    h = A4[1]
    c.setFillColor(colors.HexColor("#f1f0ea"))
    c.rect(0, 0, 9 * mm, h, stroke=0, fill=1)
    c.setFillColor(colors.HexColor("#9a9a9a"))
    for i in range(60):
        c.circle((23 + (i * 37) % 170) * mm, (20 + (i * 53) % 250) * mm, 0.25, stroke=0, fill=1)
    c.setFillColor(colors.black)
    c.setFont(ZH, 7)
    c.drawString(14 * mm, h - 6 * mm, f"FAX  2026-11-27 15:32   FROM: 启衡数据 0571-5550-3127   P.{doc.page:02d}")


def d24(out: Path) -> None:
    """A faxed / scanned-looking 报价确认函: tilted blocks, a seal, a handwritten-style signature."""
    z = ZH
    cell = st(z, 9)
    body = [
        [Paragraph(t, cell)]
        for t in (
            "致：杭州衡谷智能科技有限公司",
            "兹确认我司向贵司提供 GPU 服务器租赁服务如下：",
            "一、服务器：两台 HGX H100 八卡服务器，每台 8 × NVIDIA H100 SXM5 80GB，NVLink 900GB/s 全互联（NVSwitch）。",
            "二、每台配置：CPU 2 × Intel Xeon Platinum 8468（48核）；内存 32 × 64GB（合计 2TB）；"
            "系统盘 2 × 960GB NVMe（RAID1）；数据盘 4 × 7.68TB NVMe；计算网络 8 × 400Gb/s NDR InfiniBand（RDMA）；"
            "公网独享 100Mbps。",
            "三、价格：每台每月人民币壹拾叁万伍仟元整（￥135,000/台/月），不含税。",
            "四、租期：六个月起租，期满可续。",
            "五、确认函编号：QH-QR-2026-1127，附服务等级条款一页。",
        )
    ]
    story = [
        P("启衡数据科技有限公司", z, 17, alignment=TA_CENTER),
        P("报价确认函", z, 14, alignment=TA_CENTER),
        Spacer(1, 8),
        Tilted(body, colWidths=[170 * mm], angle=0.35),
        Spacer(1, 6),
    ]
    story += sla_zh(
        "NVIDIA H100 SXM5",
        "80GB",
        "单机 8 卡 NVLink/NVSwitch 全互联（900GB/s）；两台之间 8 × 400Gb/s NDR InfiniBand，支持 RDMA。",
        "月度可用性不低于 99.9%。",
        "低于 99.9% 赔偿当月租金 10%，低于 99.5% 赔偿 25%，低于 99.0% 赔偿 50%；当月结束后 30 日内申请。",
        "交付后 24 小时内验收：单机 all_reduce 总线带宽 ≥ 380GB/s，两机 ≥ 180GB/s，fio 顺序读 ≥ 8GB/s。",
        "租期结束后 7 日内删除全部数据并出具证明。",
        size=8.5,
    )
    story += [
        Spacer(1, 14),
        Tilted(
            [
                [Paragraph("乙方：启衡数据科技有限公司（盖章）", cell)],
                [Paragraph("授权代表签字：<font name='Times-Italic' size='15'>Chen Liheng</font>　陈立衡", cell)],
                [Paragraph("日期：2026 年 11 月 27 日", cell)],
            ],
            colWidths=[110 * mm],
            angle=-0.8,
        ),
    ]

    def first(c, doc):
        _scan_noise(c, doc)
        seal("启衡数据科技有限公司", "合同专用章", 70, 40, 18)(c, doc)

    doc = SimpleDocTemplate(
        str(out / "d24-qiheng-faxed-confirmation-h100-zh.pdf"),
        pagesize=A4,
        leftMargin=18 * mm,
        rightMargin=18 * mm,
        topMargin=16 * mm,
        bottomMargin=16 * mm,
        invariant=1,
        title="d24",
        author="holdout4",
        creator="holdout4",
    )
    doc.build(story, onFirstPage=first, onLaterPages=_scan_noise)


# ---------------------------------------------------------------------------------------------------- d25
def d25(out: Path) -> None:
    """A bilingual key:value quotation with numbers in words, for a Mixtral full fine-tune on one node."""
    z = ZH
    kv = [
        ["报价方 Vendor", "轨道算力 Orbital Compute（苏州）有限公司"],
        ["报价编号 Ref.", "OC-QT-2026-0387"],
        ["客户用途 Workload", "Mixtral 8x7B 全参数微调 / full fine-tuning"],
        ["服务器 Servers", "一台 / one (1) server"],
        ["GPU", "八张 NVIDIA A800 SXM4 80GB / eight A800 SXM4 80GB, NVLink 400GB/s (NVSwitch)"],
        ["CPU", "两颗 Intel Xeon Platinum 8358，每颗 32 核 / two 32-core CPUs"],
        ["内存 Memory", "一TB DDR4 / one terabyte"],
        ["数据盘 Data disks", "四块 3.84TB NVMe / four 3.84 TB NVMe"],
        ["系统盘 OS disk", "一块 960GB NVMe"],
        ["公网 Internet", "独享 50Mbps / dedicated 50 Mbps"],
        ["价格 Price", "￥62,000/台/月（不含税）/ CNY 62,000 per server per month, excl. VAT"],
        ["租期 Term", "三个月起 / minimum three months"],
    ]
    story = [
        H("轨道算力 Orbital Compute — 报价 Quotation", z, 15),
        Spacer(1, 4),
        T(kv, [40, 135], z, 9, head=0),
        Spacer(1, 8),
    ]
    story += sla_zh(
        "NVIDIA A800 SXM4",
        "80GB",
        "八张 GPU 经 NVSwitch 以 NVLink 全互联（400GB/s）。Eight GPUs fully connected by NVLink.",
        "月度可用性 ≥ 99.9% / monthly availability ≥ 99.9%。",
        "低于 99.9% 赔偿 10%，低于 99.0% 赔偿 25%，低于 95.0% 赔偿 50%（按月租金）/ credits 10% / 25% / 50%。",
        "交付后 24 小时内：all_reduce 总线带宽 ≥ 150GB/s，fio 顺序读 ≥ 4GB/s / acceptance within 24 h.",
        "租期结束后 7 日内删除数据 / data deleted within 7 days.",
        title="服务条款 Service terms",
    )
    build(
        out / "d25-orbital-kv-quote-a800-bi.pdf",
        story,
        header="轨道算力 Orbital Compute",
        footer="OC-QT-2026-0387",
        font=z,
    )


# ---------------------------------------------------------------------------------------------------- d26
def d26(out: Path) -> None:
    """A cloud order confirmation whose only data storage is a network cloud disk with a throughput cap."""
    z = ZH
    story = [
        H("青禾云 · 订购确认", z, 15),
        P("订单号：QHY-20261125-55310　地域：华北三　可用区 B", z, 9),
        Spacer(1, 6),
        T(
            [
                ["配置项", "内容"],
                ["实例规格", "ebm.gn9.h100x8（弹性裸金属，整机独享）"],
                ["GPU", "8 × NVIDIA H100 SXM5 80GB，NVLink 900GB/s"],
                ["CPU", "2 × Intel Xeon Platinum 8468（48核）"],
                ["内存", "2048GB"],
                ["系统盘", "ESSD 云盘 200GB"],
                ["数据盘", "高效云盘 8TB（单盘吞吐上限 140MB/s）"],
                ["公网", "固定带宽 50Mbps"],
                ["数量", "1 台"],
                ["价格", "￥19.8/卡/时，按秒计费"],
            ],
            [30, 140],
            z,
            9,
        ),
        P("说明：本规格不含本地 NVMe 盘；训练数据请存放于数据盘。", z, 8.5),
        Spacer(1, 8),
    ]
    story += sla_zh(
        "NVIDIA H100 SXM5",
        "80GB",
        "单机 8 卡 NVLink/NVSwitch 全互联（900GB/s）。",
        "实例月度可用性 99.95%。",
        "低于 99.95% 赔偿当月实例费用 10%，低于 99.0% 赔偿 25%，低于 95.0% 赔偿 100%。",
        "开通后 24 小时内：单机 all_reduce 总线带宽 ≥ 380GB/s 为合格，不合格免费更换。",
        "实例释放后 24 小时内清除全部云盘数据。",
    )
    build(
        out / "d26-qingheyun-order-h100-zh.pdf", story, header="青禾云　订购确认", footer="QHY-20261125-55310", font=z
    )


# ---------------------------------------------------------------------------------------------------- d27
def d27(out: Path) -> None:
    """A small European provider's RTX 4090 offer in EUR, net of VAT, saying plainly there is no NVLink."""
    story = [
        H("Nordlicht GPU GmbH", EN_B, 17),
        P("Angebot / Offer NL-A-2026-1190 · Hamburg, 2026-11-26", EN, 9),
        Spacer(1, 6),
        P(
            "Dear Mr. Albers, for your LoRA experiments on Llama 3 8B we offer one dedicated server with eight "
            "GeForce RTX 4090 cards. The RTX 4090 has no NVLink; the cards exchange data peer-to-peer over PCIe 4.0 "
            "x16.",
            EN,
            9,
        ),
        Spacer(1, 6),
        T(
            [
                ["Pos.", "Description", "Qty", "Net price"],
                ["1", "GPU server rental: 8 × NVIDIA GeForce RTX 4090 24GB, PCIe 4.0 x16", "1", "€0.38 per GPU-hour"],
                ["2", "2 × AMD EPYC 7543 (32 cores each), 512 GB DDR4", "incl.", ""],
                ["3", "2 × 3.84 TB NVMe (data), 1 × 480 GB NVMe (system)", "incl.", ""],
                ["4", "Internet 1 Gbit/s, IPv4 /29", "incl.", ""],
            ],
            [12, 110, 15, 38],
            EN,
            8.5,
        ),
        P("All prices net, plus 19% VAT. Billed per minute; no minimum term; cancel any time.", EN, 9),
        Spacer(1, 8),
    ]
    story += sla_en(
        "eight NVIDIA GeForce RTX 4090 24GB GPUs",
        "24 GB",
        "The GPUs are PCIe 4.0 x16 cards; the RTX 4090 has no NVLink and no NVLink is offered.",
        "99.5% monthly availability of the server.",
        "Below 99.5%: 10% of the monthly charges; below 99.0%: 25%; below 95.0%: 50%. Claims within 30 days.",
        "Within 24 hours of handover: nvidia-smi shows eight RTX 4090 with 24 GB each, DCGM level-1 diagnostics "
        "pass, all-reduce bus bandwidth of at least 15 GB/s (nccl-tests) and fio sequential read of at least 5 GB/s.",
        "Data drives are wiped within 7 days after the end of the rental.",
        title="Service terms (Anlage 1)",
    )
    story += [Spacer(1, 8), P("Mit freundlichen Grüßen / Kind regards — Jana Petersen, Nordlicht GPU GmbH", EN, 9)]
    build(
        out / "d27-nordlicht-rtx4090-angebot-en.pdf",
        story,
        header="Nordlicht GPU GmbH · Speicherstadt 4 · 20457 Hamburg",
        footer="NL-A-2026-1190",
    )


# ---------------------------------------------------------------------------------------------------- d28
def d28(out: Path) -> None:
    """A China-market H20 product sheet whose BF16 figure is the FP8 one."""
    z = ZH
    story = [
        H("华锐智算 · H20 整机租赁", z, 16),
        P("产品规格书　HR-SPEC-H20-2026.11", z, 9),
        Spacer(1, 6),
        T(
            [
                ["参数", "规格"],
                ["GPU", "8 × NVIDIA H20 96GB HBM3（HGX）"],
                ["单卡 BF16 算力", "296 TFLOPS"],
                ["显存带宽", "4.0TB/s"],
                ["GPU 互联", "NVLink 900GB/s，NVSwitch 全互联"],
                ["CPU", "2 × Intel Xeon Platinum 8468（48核）"],
                ["内存", "32 × 64GB DDR5"],
                ["数据盘", "4 × 7.68TB NVMe"],
                ["系统盘", "2 × 960GB NVMe"],
                ["公网", "独享 100Mbps"],
                ["价格", "￥52,000/台/月"],
                ["租期", "最短 3 个月"],
            ],
            [40, 130],
            z,
            9,
        ),
        Spacer(1, 8),
    ]
    story += sla_zh(
        "NVIDIA H20",
        "96GB",
        "单机 8 卡 NVLink/NVSwitch 全互联（900GB/s）。",
        "月度可用性 ≥ 99.9%。",
        "低于 99.9% 赔偿 10%，低于 99.5% 赔偿 25%，低于 99.0% 赔偿 50%（按当月租金）。",
        "交付后 24 小时内：all_reduce 总线带宽 ≥ 300GB/s，fio 顺序读 ≥ 5GB/s。",
        "租期结束后 7 日内删除数据。",
    )
    build(
        out / "d28-huarui-h20-spec-zh.pdf", story, header="华锐智算科技有限公司", footer="HR-SPEC-H20-2026.11", font=z
    )


# ---------------------------------------------------------------------------------------------------- d29
D29 = """
# 衡山云 Hengshan Cloud — GPU 裸金属价目表 / Bare-metal GPU price list

更新 Updated: 2026-11-20 · 报价单 Quote: HSY-PL-2611-29 · 客户 Customer: 武汉澜舟科技 Lanzhou Tech

| 机型 Type | GPU | 互联 Interconnect | 价格 Price（元/台/月） | 状态 |
|---|---|---|---|---|
| hs.h800x8 | 8 × H800 SXM 80GB | NVLink 400GB/s | 98,000 | |
| hs.a800x8 | 8 × A800 SXM 80GB | NVLink 400GB/s | 52,000 | |
| hs.a800p8 | 8 × A800 PCIe 80GB | PCIe 4.0，无 NVLink 桥接 / no NVLink bridge | 29,800 | **已选 / Selected** |
| hs.h20x8 | 8 × H20 96GB | NVLink 900GB/s | 50,000 | 售罄 sold out |
| hs.l20x8 | 8 × L20 48GB | PCIe 4.0 | 21,000 | |
| hs.4090x8 | 8 × RTX 4090 24GB | PCIe 4.0 | 9,800 | |

## 已选配置 Selected configuration: hs.a800p8 × 1 台 (one server)

- GPU：8 × NVIDIA A800 PCIe 80GB，GPU 间经 PCIe 4.0 交换芯片通信，无 NVLink / GPUs talk over PCIe 4.0 switches, no \
NVLink
- CPU：2 × Intel Xeon Platinum 8358（32 核 cores）
- 内存 Memory：16 × 64GB DDR4（1TB）
- 系统盘 OS：480GB NVMe ×2（RAID1）
- 数据盘 Data：3.84TB NVMe ×4
- 公网 Internet：独享 100Mbps
- 价格 Price：￥29,800/台/月（含 6% 增值税 incl. 6% VAT）
- 租期 Term：最短 1 个月 / one month minimum

## 服务条款 Service terms

1. 型号 GPU model：乙方交付 NVIDIA A800 PCIe 80GB，每卡显存 80GB，不得更换型号。The provider delivers NVIDIA A800 \
PCIe with 80 GB per GPU and will not substitute it.
2. 互联 Interconnect：8 卡经 PCIe 4.0 交换芯片互联，不含 NVLink。Eight cards connected through PCIe 4.0 switches; \
no NVLink.
3. 独享 Dedicated：整机独享，裸金属，不做 MIG 切分，不使用 vGPU，不超售。Whole server, bare metal, no MIG, no vGPU, \
not oversubscribed.
4. 可用性 Availability：月度可用性 ≥ 99.9%。Monthly availability ≥ 99.9%.
5. 赔偿 Credits：低于 99.9% 赔偿月租 10%，低于 99.0% 赔偿 25%，低于 95.0% 赔偿 50%；30 日内申请。10% / 25% / 50% of \
the monthly fee, claimed within 30 days.
6. 验收 Acceptance：交付后 24 小时内，nccl-tests all_reduce 总线带宽 ≥ 15GB/s，fio 顺序读 ≥ 4GB/s。Within 24 h: bus \
bandwidth ≥ 15 GB/s, fio sequential read ≥ 4 GB/s.
7. 数据删除 Data deletion：租期结束后 7 日内删除全部数据并出具证明。All data deleted within 7 days after the term, \
with a certificate.
"""


def d29(out: Path) -> None:
    write(out / "d29-hengshan-price-list-a800pcie-bi.md", D29)


# ---------------------------------------------------------------------------------------------------- d30
def d30(out: Path) -> None:
    """A statement of work whose acceptance clause is 'deemed accepted' with no measurable criterion."""
    story = [
        H("FENWICK &amp; LOWE COMPUTE LTD", EN_B, 15),
        P("Statement of Work No. 3 under MSA FLC-2025-118", EN, 10),
        P("Customer: Brightline Genomics plc · SOW effective 1 December 2026", EN, 9),
        Spacer(1, 6),
        H("1. Services", EN_B, 11),
        P(
            "1.1 Provider shall provide two (2) dedicated bare-metal servers, each with eight (8) NVIDIA H100 80GB "
            "SXM5 "
            "GPUs connected by NVLink and NVSwitch (900 GB/s per GPU), two Intel Xeon Platinum 8480+ processors "
            "(56 cores each), 2 TB of DDR5 memory, 4 × 7.68 TB NVMe data drives and 2 × 960 GB NVMe boot drives.",
            EN,
            9,
        ),
        P(
            "1.2 The servers are connected by NDR InfiniBand, 8 × 400 Gb/s per server, with RDMA. Internet access: 1 "
            "Gbps.",
            EN,
            9,
        ),
        H("2. Fees and term", EN_B, 11),
        P("2.1 USD 2.28 per GPU-hour, invoiced monthly. 2.2 Term: six (6) months from handover.", EN, 9),
        H("3. Service levels", EN_B, 11),
        P("3.1 GPU model and memory: NVIDIA H100 SXM5 with 80 GB per GPU; no substitution without consent.", EN, 9),
        P("3.2 Dedicated: whole GPUs for Customer only; no MIG, no vGPU, not shared or oversubscribed.", EN, 9),
        P(
            "3.3 Availability: 99.9% per server per month. 3.4 Credits: 10% of the monthly fee below 99.9%, 25% below "
            "99.0%, 50% below 95.0%, claimed within 30 days.",
            EN,
            9,
        ),
        H("4. Acceptance", EN_B, 11),
        P(
            "4.1 The Services shall be deemed accepted forty-eight (48) hours after handover unless Customer notifies "
            "Provider in writing of a material defect within that period.",
            EN,
            9,
        ),
        H("5. End of term", EN_B, 11),
        P("5.1 Provider deletes Customer data from all drives within 14 days after the end of the term.", EN, 9),
        Spacer(1, 10),
        P("Signed: A. Fenwick, Director · for Brightline Genomics plc: S. Okoro", EN, 9),
    ]
    build(
        out / "d30-fenwick-sow-h100-en.pdf",
        story,
        header="Fenwick & Lowe Compute Ltd — SOW 3",
        footer="FLC-2025-118/SOW3",
    )


BUILDERS = [
    d01,
    d02,
    d03,
    d04,
    d05,
    d06,
    d07,
    d08,
    d09,
    d10,
    d11,
    d12,
    d13,
    d14,
    d15,
    d16,
    d17,
    d18,
    d19,
    d20,
    d21,
    d22,
    d23,
    d24,
    d25,
    d26,
    d27,
    d28,
    d29,
    d30,
]


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for b in BUILDERS:
        b(out)


if __name__ == "__main__":
    main()
