# ruff: noqa: E501  (document text: the lines are what the vendors print, kept whole to be read as written)
"""Build the holdout5 blind corpus of GPU-rental offers: `python make.py OUTDIR`.

Thirty offers in 32 files (PDFs drawn with reportlab, two .txt, two .md), written by one author who never read the
extractor. Deterministic: every canvas and document template is built with invariant=1, so two builds are
byte-identical. Chinese text uses the CID font STSong-Light (no font files needed)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfgen import canvas
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
F = "STSong-Light"
GRID = colors.HexColor("#777777")
SHADE = colors.HexColor("#e6e6e6")


def st(size: float = 9.5, lead: float | None = None, align: int = 0, color: colors.Color = colors.black) -> ParagraphStyle:
    """A paragraph style in the CID font (it carries Latin text too, so one font serves every document)."""
    return ParagraphStyle(f"s{size}{align}", fontName=F, fontSize=size, leading=lead or size * 1.45, alignment=align,
                          textColor=color, wordWrap="CJK")


def p(text: str, size: float = 9.5, align: int = 0, color: colors.Color = colors.black) -> Paragraph:
    return Paragraph(text, st(size, align=align, color=color))


def h(text: str, size: float = 15) -> Paragraph:
    return Paragraph(f"<b>{text}</b>", st(size, align=1))


def tbl(rows: list[list], widths: list[float] | None = None, head: int = 1, size: float = 8.5,
        extra: list | None = None, repeat: int = 0) -> Table:
    """A ruled table whose cells wrap (strings become paragraphs)."""
    cells = [[Paragraph(str(c), st(size)) if isinstance(c, str) else c for c in r] for r in rows]
    t = Table(cells, colWidths=widths, repeatRows=repeat)
    style = [("GRID", (0, 0), (-1, -1), 0.5, GRID), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]
    if head:
        style.append(("BACKGROUND", (0, 0), (-1, head - 1), SHADE))
    t.setStyle(TableStyle(style + (extra or [])))
    return t


def build(path: Path, flow: list, size: tuple = A4, margin: float = 16 * mm, title: str = "") -> None:
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=margin, rightMargin=margin, topMargin=margin,
                            bottomMargin=margin, invariant=1, title=title, author="", subject="", creator="")
    doc.build(flow)


def sp(n: float = 4) -> Spacer:
    return Spacer(1, n * mm)


# ----------------------------------------------------------------------------------------------- contract text
def sla_en(vendor: str, gpu: str, mem: str, link: str, avail: str, tiers: str, accept: str, days: int,
           party: str = "Provider") -> list[str]:
    """Eight committed buyer clauses in English (wording varied by the caller's arguments)."""
    return [
        f"<b>1. Hardware.</b> {party} ({vendor}) shall deliver {gpu} GPUs with {mem} of memory each; no other model "
        f"may be substituted without Customer's written consent.",
        f"<b>2. Interconnect.</b> {link}",
        "<b>3. Dedicated resources.</b> All GPUs are whole physical GPUs dedicated to Customer for the entire term: "
        "no MIG partitioning, no vGPU, no time-slicing and no oversubscription.",
        f"<b>4. Availability.</b> {party} guarantees a monthly availability of {avail} per node.",
        f"<b>5. Service credits.</b> {tiers}",
        f"<b>6. Acceptance.</b> {accept}",
        f"<b>7. Data deletion.</b> Within {days} days after the end of the term {party} returns any Customer data "
        f"requested and then securely erases all Customer data from every disk, and certifies the erasure in writing.",
    ]


def sla_zh(vendor: str, gpu: str, mem: str, link: str, avail: str, tiers: str, accept: str, days: int,
           party: str = "乙方") -> list[str]:
    """中文版的八项买方条款（均为明确承诺）。"""
    return [
        f"<b>一、硬件型号。</b>{party}（{vendor}）交付 {gpu}，每卡显存 {mem}；未经甲方书面同意不得替换为其他型号。",
        f"<b>二、互联。</b>{link}",
        "<b>三、独享。</b>租期内全部 GPU 为整张物理卡，由甲方独享，不做 MIG 切分、不做 vGPU、不分时复用、不超售。",
        f"<b>四、可用性。</b>{party}承诺单节点月度可用性不低于 {avail}。",
        f"<b>五、赔偿。</b>{tiers}",
        f"<b>六、验收。</b>{accept}",
        f"<b>七、数据删除。</b>租期结束后 {days} 日内，{party}按甲方要求返还数据，随后安全擦除全部存储上的甲方数据，并出具书面删除证明。",
    ]


def paras(lines: list[str], size: float = 9) -> list:
    out: list = []
    for line in lines:
        out += [p(line, size), sp(1.5)]
    return out


# ----------------------------------------------------------------------------------------------- honest offers
def h01(out: Path) -> None:
    """投标报价表 with 分项报价: two H800 nodes (两台), quantity column, system vs data disk."""
    f: list = [h("投标报价表（分项报价）"), sp(2),
               p("项目名称：某研究院大模型训练算力租赁服务采购项目　　招标编号：ZB-2026-HX-0417　　包号：第 2 包"),
               p("投标人：<b>锐衡算力科技（苏州）有限公司</b>（盖章）　　投标日期：2026 年 11 月 20 日"), sp(3),
               p("<b>表一　分项报价</b>（单位：人民币元，含 6% 增值税）"),
               tbl([["序号", "分项名称", "规格型号 / 配置", "单位", "数量", "单价", "小计"],
                    ["1", "GPU 服务器租赁", "NVIDIA HGX H800 8-GPU 整机，每卡 80GB HBM3，NVLink 400GB/s 八卡全互联", "台/月", "2×3", "118,000.00", "708,000.00"],
                    ["1.1", "　其中：CPU", "Intel Xeon Platinum 8480+，56 核", "颗/台", "2", "—", "—"],
                    ["1.2", "　其中：内存", "64GB DDR5-4800 RDIMM", "根/台", "32", "—", "—"],
                    ["1.3", "　其中：系统盘", "960GB SATA SSD（RAID1）", "块/台", "2", "—", "—"],
                    ["1.4", "　其中：数据盘", "7.68TB NVMe U.2（PM9A3）", "块/台", "4", "—", "—"],
                    ["1.5", "　其中：计算网卡", "ConnectX-7 400Gb/s NDR InfiniBand", "张/台", "8", "—", "—"],
                    ["2", "公网带宽", "独享 BGP 200Mbps，不限流量", "项/月", "3", "3,000.00", "9,000.00"],
                    ["3", "部署与验收服务", "上架、组网、NCCL / fio 验收测试", "项", "1", "0.00", "0.00"],
                    ["", "合计", "", "", "", "", "717,000.00"]],
                   [10 * mm, 26 * mm, 64 * mm, 14 * mm, 12 * mm, 20 * mm, 22 * mm]), sp(2),
               p("说明：数量“2×3”指两台服务器、租期 3 个月；单价为每台每月 118,000.00 元；最短租期 3 个月，按月结算。"
                 "两台服务器之间经 NDR InfiniBand（8×400Gb/s，支持 RDMA / GPUDirect）互联。"), sp(3),
               p("<b>表二　服务承诺（投标文件第 6.3 条）</b>")]
    f += paras(sla_zh("锐衡算力科技（苏州）有限公司", "NVIDIA H800 SXM5 80GB", "80GB",
                      "每台服务器内 8 张 H800 经 NVLink / NVSwitch 全互联（每卡 400GB/s）；节点间为 NDR InfiniBand，8×400Gb/s，支持 RDMA。",
                      "99.9%", "月可用性低于 99.9% 时返还当月租金 10%，低于 99.5% 返还 25%，低于 99.0% 返还 50%。",
                      "交付后 48 小时内甲方进行验收：单机 nccl-tests all_reduce 总线带宽不低于 350GB/s，双机不低于 170GB/s，"
                      "fio 顺序读不低于 10GB/s；达标后开始计费。", 7))
    f += [sp(4), p("投标人授权代表：顾明远（签字）　　联系电话：0512-6687 2290")]
    build(out / "h01-ruiheng-h800-tender-zh.pdf", f, title="投标报价表")


def h02(out: Path) -> None:
    """Cloud console 'Review and confirm order' page, four H100 instances billed per second."""
    f: list = [tbl([["Stratolume Cloud  |  Console  >  Compute  >  GPU Instances  >  Launch  >  <b>Review and confirm</b>"]],
                   [178 * mm], head=0, size=8, extra=[("BACKGROUND", (0, 0), (-1, -1), colors.HexColor("#1f2a44")),
                                                      ("TEXTCOLOR", (0, 0), (-1, -1), colors.white)]), sp(3),
               p("<b>Step 4 of 4 - Review and confirm your order</b>", 13), sp(2),
               tbl([["Setting", "Value"],
                    ["Region / zone", "us-central-2 / zone b"],
                    ["Instance type", "sl.h100x8.metal (bare metal)"],
                    ["Instance count", "four (4)"],
                    ["GPUs", "8 x NVIDIA H100 SXM5 80GB HBM3 per instance, NVLink 4 / NVSwitch, 900 GB/s per GPU"],
                    ["CPU", "2 x AMD EPYC 9454 (48 cores each)"],
                    ["Memory", "24 x 96 GB DDR5 = 2,304 GB"],
                    ["Boot volume", "1 x 1.92 TB NVMe (OS)"],
                    ["Local scratch", "8 x 3.84 TB NVMe = 30.72 TB"],
                    ["Cluster network", "8 x 400 Gb/s InfiniBand NDR (GPUDirect RDMA), rail-optimised"],
                    ["Internet egress", "25 Gbps per instance, first 10 TB/month free"],
                    ["Purchase option", "( ) On-demand  USD 31.92 / instance-hour\n(x) 1-month reserved  USD 26.40 / instance-hour"],
                    ["Billing", "Per second, one-minute minimum; the reservation commits to one month"],
                    ["Estimated monthly", "USD 77,088.00 (4 instances x 730 h x USD 26.40)"]],
                   [42 * mm, 136 * mm], size=8.5), sp(3),
               p("By clicking <b>Place order</b> you accept the Stratolume Cloud Service Terms and the GPU Compute SLA, "
                 "reproduced below as they apply to this order (version 2026-10)."), sp(2)]
    f += paras(sla_en("Stratolume Cloud, Inc.", "NVIDIA H100 SXM5", "80 GB",
                      "Each instance provides an 8-GPU NVLink/NVSwitch full mesh (900 GB/s per GPU); instances in a "
                      "reservation are joined by a non-blocking 400 Gb/s per-GPU InfiniBand NDR fabric with RDMA.",
                      "99.9%", "If monthly availability is below 99.9% Customer receives a credit of 10% of the monthly "
                      "charges for the affected instance; below 99.0%, 30%; below 95.0%, 100%.",
                      "Within 24 hours of provisioning Customer may run acceptance tests; an instance is accepted only if "
                      "nvidia-smi shows 8 full GPUs and nccl-tests all_reduce_perf reaches 360 GB/s bus bandwidth on one "
                      "instance; failed instances are replaced and not billed.", 14, "Stratolume"), 8.5)
    f += [sp(3), tbl([["[ Back ]", "[ Save as draft ]", "[ Place order ]"]], [40 * mm, 40 * mm, 40 * mm], head=0)]
    build(out / "h02-stratolume-h100-console-en.pdf", f, title="Review and confirm")


def h03(out: Path) -> None:
    """Framework agreement (bilingual) + a rate-card annex with one line called off."""
    f: list = [h("算力服务框架协议 / Compute Services Framework Agreement"), sp(2),
               p("协议编号 Agreement No.: FA-2026-0931　　签署日期 Date: 2026-11-16"),
               p("甲方 / Customer: 北辰智算研究中心 (Beichen AI Research Center)"),
               p("乙方 / Provider: <b>Qianhai Nebula Compute Ltd. 前海星云算力有限公司</b>"), sp(2),
               p("第 1 条 范围 / Scope. 本协议约定乙方按附件一《价目表》向甲方提供 GPU 裸金属服务器租赁；具体数量与租期以订单为准。"
                 " This Agreement governs bare-metal GPU rental at the rates of Annex 1; quantities and terms are set by call-off orders."),
               sp(2)]
    f += paras(sla_zh("前海星云算力有限公司", "NVIDIA H200 SXM5 141GB", "141GB HBM3e",
                      "单机 8 卡 NVLink 4 / NVSwitch 全互联，每卡 900GB/s；节点间 8×400Gb/s InfiniBand NDR，支持 RDMA。",
                      "99.95%", "可用性每低于承诺 0.1 个百分点，按当月服务费 5% 抵扣，最高抵扣当月服务费 100%。",
                      "交付后 3 个工作日内甲方按附件二进行验收：Llama 3 70B 全参微调基准吞吐不低于 1,900 tokens/s/GPU，"
                      "双机 all_reduce 总线带宽不低于 180GB/s；未通过则不起算费用。", 10), 9)
    f += paras(["Clauses 1-7 above bind the Provider in English as in Chinese; the Chinese text prevails in case of conflict.",
                "第 8 条 期限 Term: 三年框架期；每份订单最短租期一 (1) 个月。 Three-year frame; each call-off order has a minimum term of one (1) month."], 9)
    f += [sp(6), p("甲方（盖章）________　　　　乙方（盖章）前海星云算力有限公司　授权代表：Liang Qiao")]
    build(out / "h03-qianhai-h200-framework-bi.pdf", f, title="Framework Agreement")
    a: list = [h("附件一　价目表 / Annex 1 - Rate Card"), sp(1), p("适用于协议 FA-2026-0931 / applies to FA-2026-0931", 9, 1), sp(3),
               tbl([["代码 Code", "配置 Configuration", "计费单位 Unit", "单价 Rate (CNY, 含税)", "本次订单 Call-off"],
                    ["RC-A8", "8× A800 SXM4 80GB", "台/月 node-month", "68,000", ""],
                    ["RC-H8", "8× H800 SXM5 80GB", "台/月 node-month", "112,000", ""],
                    ["RC-H2", "8× H200 SXM5 141GB", "台/月 node-month", "156,000", "已选 2 台 / 2 nodes × 3 个月"],
                    ["RC-H2-D", "8× H200 SXM5 141GB", "卡时 GPU-hour", "32.00", ""],
                    ["RC-STO", "并行文件系统 / parallel FS", "TB/月", "900", "可选 optional"]],
                   [20 * mm, 48 * mm, 34 * mm, 36 * mm, 40 * mm]), sp(3),
               p("RC-H2 每台配置 / per node: 2 × Intel Xeon Platinum 8558（48 核 / 48 cores each）; 内存 RAM 32 × 64GB DDR5 "
                 "(合计 2TB); 系统盘 boot 2 × 960GB NVMe (RAID1); 数据盘 data 8 × 3.84TB NVMe; 计算网络 compute fabric "
                 "8 × 400Gb/s NDR InfiniBand; 存储网络 storage network 2 × 200Gb/s; 公网 public uplink 1Gbps 独享。"),
               p("共享并行文件系统（RC-STO）为可选存储服务，不影响 GPU 独享。 The optional shared parallel file system does not share GPUs."),
               sp(4), p("Call-off order CO-2026-0931-01: RC-H2 × 2 nodes, 3 months, from 2026-12-01. Rate CNY 156,000 per node-month.")]
    build(out / "h03-qianhai-h200-ratecard-bi.pdf", a, title="Annex 1")


def h04(out: Path) -> None:
    """Excel-exported quote printed to PDF: merged cells, gridlines, price in 万元/年."""
    rows = [["A", "B", "C", "D", "E", "F"],
            ["云栖智算（杭州）有限公司　GPU 服务器租赁报价单", "", "", "", "", ""],
            ["报价编号", "YQ-Q-26-1188", "", "日期", "2026/11/25", ""],
            ["客户", "杭州某智能科技有限公司", "", "有效期", "15 天", ""],
            ["类别", "项目", "配置明细", "数量", "单位", "备注"],
            ["GPU", "型号", "NVIDIA A800 80GB SXM4", "8", "张/台", "整卡独享"],
            ["", "互联", "NVLink 400GB/s（NVSwitch 全互联）", "", "", ""],
            ["主机", "CPU", "Intel Xeon Gold 6348（28 核）", "2", "颗", ""],
            ["", "内存", "64GB DDR4-3200", "16", "根", "合计 1TB"],
            ["", "系统盘", "480GB SATA SSD", "2", "块", "RAID1"],
            ["", "数据盘", "3.84TB NVMe SSD", "4", "块", ""],
            ["网络", "计算网络", "HDR InfiniBand 200Gb/s", "8", "口/台", "RDMA"],
            ["", "管理/存储", "25GbE", "2", "口", "共享存储网络"],
            ["", "公网", "100Mbps 独享", "1", "条", ""],
            ["价格", "台数", "两台", "2", "台", ""],
            ["", "租金（每台）", "68.4 万元/年（684,000 元/台/年，含税）", "", "", "年付"],
            ["", "合计", "136.8 万元/年", "", "", ""],
            ["条款", "最短租期 1 年；可用性、赔偿、验收、数据删除见下方“服务条款”页", "", "", "", ""]]
    style = [("SPAN", (0, 1), (5, 1)), ("SPAN", (1, 2), (2, 2)), ("SPAN", (4, 2), (5, 2)), ("SPAN", (1, 3), (2, 3)),
             ("SPAN", (4, 3), (5, 3)), ("SPAN", (0, 5), (0, 6)), ("SPAN", (0, 7), (0, 10)), ("SPAN", (0, 11), (0, 13)),
             ("SPAN", (0, 14), (0, 16)), ("SPAN", (1, 17), (5, 17)), ("BACKGROUND", (0, 0), (-1, 0), SHADE),
             ("BACKGROUND", (0, 4), (-1, 4), colors.HexColor("#dde7f3")), ("ALIGN", (0, 0), (-1, 0), "CENTER")]
    f: list = [p("Sheet1 - 报价单.xlsx", 7, color=colors.grey),
               tbl(rows, [14 * mm, 26 * mm, 70 * mm, 16 * mm, 18 * mm, 30 * mm], head=0, size=8, extra=style),
               p("第 1 页，共 2 页", 7, 1), PageBreak(), p("Sheet2 - 服务条款", 7, color=colors.grey), sp(2)]
    f += paras(sla_zh("云栖智算（杭州）有限公司", "NVIDIA A800 80GB SXM4", "80GB",
                      "8 卡经 NVSwitch 全互联（每卡 NVLink 400GB/s）；两台之间 8×200Gb/s HDR InfiniBand，支持 RDMA。",
                      "99.5%", "月可用性低于 99.5% 退还当月租金的 15%；低于 99% 退还 30%；低于 97% 退还 100%。",
                      "到货后 24 小时内，甲方以 nccl-tests 验收：单机 all_reduce 总线带宽 ≥ 230GB/s，fio 顺序读 ≥ 6GB/s。", 15), 9)
    f += [p("第 2 页，共 2 页", 7, 1)]
    build(out / "h04-yunqi-a800-excel-zh.pdf", f, title="报价单.xlsx")


def h05(out: Path) -> None:
    """A purchase order issued by the buyer, with the supplier's SLA incorporated."""
    f: list = [p("<b>HALCYON ROBOTICS GMBH</b> - Procurement", 12), p("Purchase Order <b>PO-4500217736</b>   Date 2026-11-27   Page 1 of 2"),
               sp(2),
               tbl([["Supplier", "Ship-to / Service location"],
                    ["<b>Keel Compute B.V.</b>\nSupplier no. 200481\nAmsterdam, NL", "Keel Compute AMS-2 data centre\n(remote access for Halcyon ML team)"]],
                   [89 * mm, 89 * mm]), sp(3),
               tbl([["Item", "Material / description", "Qty", "UoM", "Net price USD", "Net value USD"],
                    ["00010", "GPU cluster rental, 8 x NVIDIA B200 192GB SXM (HGX B200) per node, NVLink 5 full mesh 1.8 TB/s per GPU", "2", "node", "", ""],
                    ["", "  - service period 3 months, price per node-month", "6", "node-month", "54,900.00", "329,400.00"],
                    ["00020", "Host per node: 2 x Intel Xeon 6960P 72-core; RAM 32 x 96GB DDR5 (3,072 GB)", "incl.", "", "", ""],
                    ["00030", "Local NVMe per node: 8 x 7.68TB (data), 2 x 1.92TB (boot)", "incl.", "", "", ""],
                    ["00040", "Inter-node fabric: 8 x 400Gb/s NDR InfiniBand per node, RDMA", "incl.", "", "", ""],
                    ["00050", "Internet uplink 10 Gb/s", "incl.", "", "", ""],
                    ["", "", "", "", "Total net", "329,400.00"]],
                   [14 * mm, 84 * mm, 14 * mm, 20 * mm, 22 * mm, 24 * mm], size=8), sp(3),
               p("Minimum term: three (3) months. Invoicing monthly in arrears. Payment terms 30 days net. Incoterms not applicable."),
               p("Supplier quotation reference KC-Q-2611-07 and the Keel Compute Service Level Terms below form part of this order."),
               PageBreak(), p("<b>Purchase Order PO-4500217736 - Annex A: Supplier Service Level Terms</b>", 11), sp(2)]
    f += paras(sla_en("Keel Compute B.V.", "NVIDIA B200 SXM", "192 GB HBM3e (180 GB usable)",
                      "Within each node the eight B200 GPUs form an NVLink 5 / NVSwitch full mesh (1.8 TB/s per GPU); the "
                      "two nodes are connected by 8 x 400 Gb/s NDR InfiniBand with GPUDirect RDMA.",
                      "99.9%", "Credits: 10% of the monthly node fee below 99.9%, 25% below 99.5%, 50% below 99.0%, "
                      "payable as a deduction from the next invoice.",
                      "Acceptance within 48 hours of handover: all_reduce_perf across both nodes at least 320 GB/s bus "
                      "bandwidth and a Llama 3 8B pre-training step benchmark of at least 38% MFU.", 7, "Supplier"), 9)
    f += [sp(4), p("Approved: M. Brandt, Head of Procurement      Accepted for Supplier: J. de Wit, Keel Compute B.V.")]
    build(out / "h05-keel-b200-po-en.pdf", f, title="Purchase Order")


def h06(out: Path) -> None:
    """Spec table with the unit in its own column (参数 | 数值 | 单位 | 数量)."""
    f: list = [h("澜峰科技 MI300X 训练服务器 技术规格与报价"), p("文件号：LF-SPEC-0612　版本 V3.1　2026-11-18", 9, 1), sp(3),
               tbl([["类别", "参数", "数值", "单位", "数量/台", "说明"],
                    ["加速卡", "型号", "AMD Instinct MI300X", "—", "8", "OAM 模组"],
                    ["", "显存", "192", "GB", "", "HBM3，每卡"],
                    ["", "卡间互联带宽", "896", "GB/s", "—", "Infinity Fabric (xGMI) 全互联，无 NVLink（AMD 平台）"],
                    ["处理器", "CPU", "AMD EPYC 9654", "核", "2 × 96", ""],
                    ["内存", "DDR5 RDIMM", "64", "GB", "24", "合计 1536GB"],
                    ["存储", "系统盘", "1.92", "TB", "2", "SATA SSD，RAID1"],
                    ["", "数据盘", "7.68", "TB", "4", "NVMe U.2"],
                    ["网络", "业务/公网", "10", "Gb/s", "2", ""],
                    ["", "存储网络", "100", "Gb/s", "2", "对接共享 NAS（可选）"],
                    ["价格", "月租", "96,000", "元/台/月", "1 台", "含税"],
                    ["", "最短租期", "3", "个月", "", ""]],
                   [18 * mm, 24 * mm, 52 * mm, 18 * mm, 20 * mm, 42 * mm]), sp(3),
               p("本方案为单台 8 卡整机（一台），不涉及节点间互联。BF16 稠密算力每卡 1,307 TFLOPS（稀疏 2,615）。"), sp(2),
               p("<b>服务条款摘要</b>")]
    f += paras(sla_zh("澜峰科技（深圳）有限公司", "AMD Instinct MI300X", "192GB",
                      "单机 8 卡经 AMD Infinity Fabric 全互联（xGMI，每卡 7 × 128GB/s 聚合 896GB/s）；本平台无 NVLink。",
                      "99.5%", "月可用性每低于 99.5% 一个百分点，赔偿当月租金 10%，上限为当月租金 100%。",
                      "交付 24 小时内以 RCCL all_reduce 测试验收，总线带宽不低于 300GB/s，且 Llama 3 70B LoRA 基准吞吐不低于 2,600 tokens/s。", 5), 9)
    f += [p("乙方：澜峰科技（深圳）有限公司　销售：许嘉　电话 0755-2690 1180")]
    build(out / "h06-lanfeng-mi300x-unitcol-zh.pdf", f, title="技术规格")


def h07(out: Path) -> None:
    """Pro-forma invoice for one A100 80GB node, with terms on the back."""
    f: list = [tbl([["<b>PRO-FORMA INVOICE</b>", "Fjordline Compute AS\nOrg. no. 931 224 870 MVA\nOslo, Norway"]],
                   [100 * mm, 78 * mm], head=0, size=10), sp(3),
               tbl([["Pro-forma no.", "PF-26-00871", "Bill to", "Kestrel Language Labs Ltd"],
                    ["Issue date", "2026-11-24", "PO ref.", "KLL-PO-339"],
                    ["Due", "before service start", "Customer ID", "C-10442"]],
                   [30 * mm, 50 * mm, 30 * mm, 68 * mm], head=0), sp(3),
               tbl([["#", "Description", "Qty", "Unit price", "Amount"],
                    ["1", "Dedicated GPU server FJ-A100-8: 8 x NVIDIA A100 80GB SXM4, NVLink 3 / NVSwitch (600 GB/s per GPU)", "1 node x 1 month", "USD 11,800.00 / node-month", "USD 11,800.00"],
                    ["", "Host: 2 x AMD EPYC 7763 (64 cores each), 16 x 64GB DDR4 = 1 TB, 2 x 960GB NVMe boot, 4 x 7.68TB NVMe data", "", "", ""],
                    ["2", "Public uplink 1 Gbps unmetered", "1", "included", "0.00"],
                    ["3", "VAT (reverse charge, 0%)", "", "", "0.00"],
                    ["", "<b>Total due</b>", "", "", "<b>USD 11,800.00</b>"]],
                   [8 * mm, 92 * mm, 26 * mm, 30 * mm, 22 * mm], size=8), sp(2),
               p("Minimum term one (1) month, renewing monthly. Single node: no inter-node fabric is needed or offered."),
               p("Bank: DNB ASA, IBAN NO93 8601 1117 947, SWIFT DNBANOKK. Please quote PF-26-00871."), sp(3),
               p("<b>Terms of service applicable to this invoice</b>")]
    f += paras(sla_en("Fjordline Compute AS", "NVIDIA A100 80GB SXM4", "80 GB",
                      "The eight GPUs are joined by NVLink 3 through NVSwitch (full mesh, 600 GB/s per GPU).",
                      "99.7%", "Below 99.7% monthly availability: 10% of the monthly fee credited; below 99.0%: 25%; "
                      "below 98.0%: 50%.", "Customer may reject the node within 24 hours if nccl-tests all_reduce bus "
                      "bandwidth is below 220 GB/s or fio sequential read of the data array is below 8 GB/s.", 14, "Fjordline"), 8.5)
    build(out / "h07-fjordline-a100-proforma-en.pdf", f, title="Pro-forma invoice")


def h08(out: Path) -> None:
    """Bilingual header, English body, transposed option table with the chosen column marked."""
    f: list = [tbl([["报价书  QUOTATION", "承德云脉数据科技有限公司\nChengde Yunmai Data Technology Co., Ltd."]],
                   [90 * mm, 88 * mm], head=0, size=11), sp(1),
               p("报价编号 Ref: YM-2611-H20-05 | 日期 Date: 2026-11-26 | 致 To: Ms. Han, Lumen Bio AI"), sp(3),
               p("Dear Ms. Han, thank you for your enquiry. We offer H20 servers in three configurations. The table lists "
                 "each option in a column; the column marked <b>SELECTED</b> is the configuration of this quotation."), sp(2),
               tbl([["", "Option A", "Option B  [x] SELECTED", "Option C"],
                    ["GPU", "4 x H20 96GB", "8 x H20 96GB", "8 x H20 96GB"],
                    ["Interconnect", "NVLink 900 GB/s", "NVLink 900 GB/s, NVSwitch full mesh", "NVLink 900 GB/s, NVSwitch full mesh"],
                    ["CPU", "1 x 32-core", "2 x 48-core Xeon 8468", "2 x 48-core Xeon 8468"],
                    ["RAM", "512 GB", "1,536 GB (24 x 64GB)", "2,048 GB"],
                    ["Data disk", "2 x 3.84TB NVMe", "4 x 7.68TB NVMe", "8 x 7.68TB NVMe"],
                    ["Nodes", "1", "1", "2"],
                    ["Price", "CNY 31,000 / month", "CNY 56,000 / node-month", "CNY 54,000 / node-month"],
                    ["Minimum term", "1 month", "3 months", "6 months"]],
                   [28 * mm, 44 * mm, 56 * mm, 50 * mm], size=8,
                   extra=[("BACKGROUND", (2, 0), (2, -1), colors.HexColor("#fff3c4"))]), sp(3),
               p("Public bandwidth: 200 Mbps dedicated, no traffic cap. Storage network is a separate 2 x 25GbE link to an optional shared file system; the GPUs themselves are never shared."),
               sp(2), p("<b>Service commitments (part of the contract) 服务承诺</b>")]
    f += paras(sla_en("Chengde Yunmai Data Technology Co., Ltd.", "NVIDIA H20", "96 GB HBM3",
                      "The eight H20 GPUs are connected by NVLink 4 through NVSwitch, full mesh, 900 GB/s per GPU.",
                      "99.9%", "Below 99.9%: credit of 10% of the monthly rent; below 99.5%: 30%; below 99.0%: 100%.",
                      "Acceptance within 24 hours: nccl-tests all_reduce at least 330 GB/s bus bandwidth and a Qwen2.5 "
                      "14B full fine-tuning benchmark of at least 1,100 tokens/s per GPU.", 7, "Yunmai"), 8.5)
    f += [p("承德云脉数据科技有限公司 (seal)  Sales: 韩冬 Dong Han")]
    build(out / "h08-yunmai-h20-transposed-bi.pdf", f, title="Quotation")


def h09(out: Path) -> None:
    """Markdown quote whose RAM and disks are only in footnotes."""
    text = """# Quote QX-7719 — Tidewater GPU Co.

**To:** Orchard NLP, attn. R. Patel
**Date:** 2026-11-23
**Valid:** 14 days

| Line | Item | Qty | Rate | Billing |
|---|---|---|---|---|
| 1 | TW-L40S-8 server: 8× NVIDIA L40S 48GB (PCIe Gen4)[^1] | 1 server | $5.60 per server-hour | billed per minute |
| 2 | Host CPU: 2 × 32-core AMD EPYC 9354 | incl. | — | — |
| 3 | Storage and memory[^2] | incl. | — | — |
| 4 | Internet: 10 Gbps port, unmetered | incl. | — | — |

Minimum commitment: one (1) month of reserved hours (730 h). One server only; no inter-node networking.

[^1]: The L40S has no NVLink. The eight cards talk over PCIe Gen4 x16 through two PCIe switches; we do not claim peer bandwidth beyond PCIe.
[^2]: 768 GB DDR5 host memory (12 × 64GB). OS on 1 × 960GB NVMe; training data on 4 × 3.84TB NVMe (15.36 TB).

## Service terms (binding)

1. **GPU model.** Tidewater delivers NVIDIA L40S 48GB GDDR6 cards, 48 GB of memory each, and substitutes no other model.
2. **Interconnect.** PCIe Gen4 x16 per GPU, no NVLink; peer-to-peer over the PCIe switches is enabled and tested.
3. **Dedicated.** All eight GPUs are whole cards dedicated to the customer: no vGPU, no MIG (the L40S has none), no time-slicing, no oversubscription.
4. **Availability.** 99.5% monthly availability per server.
5. **Credits.** Below 99.5%: 10% of the month's charges; below 99.0%: 25%; below 97.0%: 50%.
6. **Acceptance.** Within 24 hours: nccl-tests all_reduce at least 20 GB/s bus bandwidth and fio sequential read of the data volume at least 6 GB/s; billing starts on acceptance.
7. **Data deletion.** All customer data is wiped (NIST 800-88 purge) within 5 days after the term ends, after any requested return; written certificate on request.

— Sam Okafor, Account Executive, Tidewater GPU Co.
"""
    (out / "h09-tidewater-l40s-footnotes-en.md").write_text(text, encoding="utf-8")


def h10(out: Path) -> None:
    """Plain-text Chinese reply listing an RTX 4090 machine in numbered lines, counts in words."""
    text = """主题：回复：4090 整机租用报价（QLoRA 微调）
发件人：蓝湾算力 销售部 刘畅 <liuchang@lanwan-gpu.cn>
日期：2026年11月24日 16:42

王工您好，

按您上午电话里说的需求（Llama 3 8B QLoRA，跑一个半月左右），给您报一台整机：

1）显卡：RTX 4090 24GB，八张，整卡独享（不做切分、不超售，机器上没有别人的任务）
2）卡间：PCIe 4.0 直连，4090 没有 NVLink，我们也不做任何 NVLink 宣传
3）CPU：两颗 AMD EPYC 7543，每颗 32 核
4）内存：16 根 32GB DDR4，合计 512GB
5）硬盘：系统盘 1 块 1TB NVMe；数据盘 2 块 3.84TB NVMe（共 7.68TB）
6）网络：公网 1000Mbps 独享，不限速
7）价格：每台每月 ￥13,800（含税），最短租期 1 个月，按月付，第二个月起可按周续租
8）交付：下单后 2 个工作日

合同里的服务条款（和附件《整机租用协议》第 4 章一致）：
- 型号：交付 NVIDIA GeForce RTX 4090，每卡显存 24GB，不换卡型。
- 互联：八张卡均为 PCIe 4.0 x16 直连 CPU，无 NVLink。
- 独享：整机八张卡由贵方独享，不做 vGPU、不分时、不超售。
- 可用性：月度可用性不低于 99.5%。
- 赔偿：低于 99.5% 按当月租金 10% 抵扣，低于 99% 抵扣 30%，低于 95% 抵扣 100%。
- 验收：交付后 12 小时内验收，8 卡 nccl-tests all_reduce 总线带宽不低于 18GB/s，fio 顺序读不低于 5GB/s，达标后起租。
- 数据：租期结束 3 日内按要求返还并清除全部数据，出具删除确认单。

有问题随时微信我：lanwan_liuchang

刘畅
深圳蓝湾算力科技有限公司
"""
    (out / "h10-lanwan-4090-email-zh.txt").write_text(text, encoding="utf-8")


def h11(out: Path) -> None:
    """H100 PCIe quote whose per-node inventory runs over a page break, with the SLA annex as a second file."""
    inv = [["Node", "Serial", "GPUs", "NVLink bridges", "RAM", "Data NVMe", "BMC"]]
    for i in range(1, 47):
        inv.append([f"cpx-{i:02d}", f"SYS-{7310 + i * 13}", "8 x H100 PCIe 80GB", "4 (pairs 0-1, 2-3, 4-5, 6-7)",
                    "16 x 64GB", "4 x 3.84TB", f"10.40.{i // 10}.{i * 3 % 250}"])
    f: list = [p("<b>Copperline Systems LLC</b> | 1401 Industrial Pkwy, Ashburn VA", 11), sp(1),
               p("<b>Quotation CPX-Q-2611-12</b>  (2026-11-19) for Nimbus Tutor Inc."), sp(2),
               p("Offer: <b>one (1) server</b> CPX-H100P-8, reserved from the pool below (the node is allocated at "
                 "signature; the list shows the pool, not the order). Each server: 8 x NVIDIA H100 PCIe 80GB HBM2e cards with "
                 "NVLink bridges joining the cards in pairs (600 GB/s per pair, not a full mesh); 2 x Intel Xeon Gold 6448Y "
                 "(32 cores each); 1,024 GB DDR5; 2 x 960GB M.2 NVMe boot; 4 x 3.84TB U.2 NVMe data; 25 Gb/s internet."),
               p("Price: <b>USD 14.40 per server-hour</b>, billed per hour; minimum term 2 weeks. Service levels: see "
                 "Annex S (attached, binding)."), sp(2),
               tbl(inv, [16 * mm, 24 * mm, 32 * mm, 42 * mm, 20 * mm, 20 * mm, 24 * mm], size=7.5, repeat=1),
               sp(2), p("Pool inventory as of 2026-11-19; 46 servers; quotation covers one.")]
    build(out / "h11-copperline-h100pcie-quote-en.pdf", f, title="Quotation CPX-Q-2611-12")
    s: list = [p("<b>Annex S - Service Levels to Quotation CPX-Q-2611-12</b>", 12), sp(2)]
    s += paras(sla_en("Copperline Systems LLC", "NVIDIA H100 PCIe 80GB", "80 GB",
                      "Cards are joined by NVLink bridges in pairs (GPU0-1, 2-3, 4-5, 6-7, 600 GB/s per pair); traffic "
                      "between pairs runs over PCIe Gen5. This is the topology committed; no full mesh is claimed.",
                      "99.8%", "Monthly availability below 99.8%: 10% of that month's fees; below 99.0%: 25%; "
                      "below 96.0%: 100%.", "Within 24 hours of handover: nvidia-smi topo -m must show NV# for each "
                      "bridged pair, bridged-pair p2p bandwidth at least 230 GB/s, and a Llama 3 8B full fine-tune "
                      "benchmark at least 2,300 tokens/s per GPU.", 10, "Copperline"), 9)
    build(out / "h11-copperline-h100pcie-annex-s-en.pdf", s, title="Annex S")


def h12(out: Path) -> None:
    """Two-column key:value confirmation sheet, four A100 40GB nodes."""
    left = [["订单确认单", ""], ["单号", "SJ-OC-20261128-03"], ["客户", "南湖语言智能实验室"], ["服务商", "盛极云算（南京）科技有限公司"],
            ["GPU", "NVIDIA A100 40GB SXM4"], ["每台卡数", "8 卡"], ["台数", "四台（4 台）"], ["卡间互联", "NVLink 600GB/s NVSwitch 全互联"],
            ["节点间", "8 × 200Gb/s HDR InfiniBand，RDMA"], ["CPU", "2 × 32 核 AMD EPYC 7543"]]
    right = [["配置与价格", ""], ["内存", "32GB × 32 = 1TB"], ["系统盘", "2 × 480GB SATA SSD"], ["数据盘", "6 × 3.84TB NVMe"],
             ["公网", "50Mbps 独享（不限流量）"], ["单价", "￥6.20 元/卡/小时"], ["计费", "按小时计费，月结"], ["最短租期", "1 个月"],
             ["起租", "2026-12-05"], ["有效期", "2026-12-01 前确认"]]
    kv = [("SPAN", (0, 0), (1, 0)), ("BACKGROUND", (0, 0), (-1, 0), SHADE)]
    two = Table([[tbl(left, [22 * mm, 62 * mm], head=0, extra=kv), tbl(right, [22 * mm, 62 * mm], head=0, extra=kv)]],
                colWidths=[88 * mm, 88 * mm])
    f: list = [h("盛极云算　GPU 集群租用订单确认单"), sp(3), two, sp(4), p("<b>双方确认的服务条款</b>")]
    f += paras(sla_zh("盛极云算（南京）科技有限公司", "NVIDIA A100 40GB SXM4", "40GB",
                      "每台 8 卡 NVSwitch 全互联（NVLink 600GB/s）；四台之间 8 × 200Gb/s HDR InfiniBand，支持 GPUDirect RDMA。",
                      "99.9%", "可用性低于 99.9% 时补偿当月费用 10%，低于 99% 补偿 30%，低于 95% 补偿 100%。",
                      "交付后 24 小时内：四机 32 卡 all_reduce 总线带宽不低于 80GB/s，Llama 3 8B 预训练 MFU 不低于 40%。", 7), 9)
    f += [sp(3), p("服务商（盖章）：盛极云算（南京）科技有限公司　　客户（签字）：__________")]
    build(out / "h12-shengji-a100-40g-twocol-zh.pdf", f, title="订单确认单")


# ----------------------------------------------------------------------------------------------- trapped offers
def _wrap(text: str, width: int) -> list[str]:
    """Wrap a chat message as a phone does: CJK characters break anywhere, Latin words and numbers stay whole."""
    lines, cur = [], ""
    for tok in re.findall(r"[A-Za-z0-9.,/×()+%¥-]+|\s|.", text):
        if len(cur) + len(tok) > width and cur.strip() and tok not in "）。，、；：！？":
            lines.append(cur.rstrip())
            cur = tok.lstrip()
        else:
            cur += tok
    return [*lines, cur] if cur else lines


def t01(out: Path) -> None:
    """WeChat-style chat screenshot transcript: a broker with no contract terms at all."""
    c = canvas.Canvas(str(out / "t01-wechat-h100-broker-zh.pdf"), pagesize=(110 * mm, 250 * mm), invariant=1)
    w, top = 110 * mm, 250 * mm
    c.setFillColor(colors.HexColor("#ededed"))
    c.rect(0, 0, w, top, stroke=0, fill=1)
    c.setFillColor(colors.HexColor("#f7f7f7"))
    c.rect(0, top - 14 * mm, w, 14 * mm, stroke=0, fill=1)
    c.setFillColor(colors.black)
    c.setFont(F, 10)
    c.drawCentredString(w / 2, top - 9 * mm, "算力掮客-老周（极光数算）")
    c.setFont(F, 7)
    c.drawString(4 * mm, top - 6 * mm, "10:21")
    msgs = [("l", "老周", "H100 现货，SXM 版，8卡一台，NVLink 全互联 900G 那种，整机独享，不是切分的"),
            ("r", "我", "配置发一下？"),
            ("l", "老周", "2颗 8468（48核）/ 2T 内存（64G×32）/ 系统盘 960G / 数据盘 4块 7.68T NVMe / 公网 1G 独享"),
            ("l", "老周", "单台 ¥148,000/月，押一付一，最短三个月"),
            ("r", "我", "有合同和 SLA 吗？掉卡怎么赔？"),
            ("l", "老周", "合同就是标准租赁合同，写配置和价格。SLA 我们不签的，出问题我们尽快处理，一般当天就换"),
            ("r", "我", "验收标准呢？数据删除？"),
            ("l", "老周", "机器给你了你自己跑，没问题就开始算钱，数据你走的时候自己删就行"),
            ("r", "我", "好，我这边训 Llama 3 8B 做 LoRA，一台够"),
            ("l", "老周", "够的。定的话发你付款码，公司名极光数算（上海）信息科技有限公司")]
    y = top - 24 * mm
    c.setFont(F, 6.5)
    c.setFillColor(colors.grey)
    c.drawCentredString(w / 2, y, "2026年11月26日 10:02")
    y -= 6 * mm
    for side, who, text in msgs:
        lines = _wrap(text, 22)
        bh = 4.6 * mm * len(lines) + 3 * mm
        bw = min(70 * mm, max(len(ln) for ln in lines) * 3.3 * mm + 6 * mm)
        x = 14 * mm if side == "l" else w - 14 * mm - bw
        if side == "l":
            c.setFillColor(colors.grey)
            c.setFont(F, 6)
            c.drawString(x, y + 1 * mm, who)
            y -= 2.5 * mm
        c.setFillColor(colors.white if side == "l" else colors.HexColor("#95ec69"))
        c.roundRect(x, y - bh, bw, bh, 2 * mm, stroke=0, fill=1)
        c.setFillColor(colors.HexColor("#a0a0a0"))
        c.rect(3 * mm if side == "l" else w - 11 * mm, y - 8 * mm, 8 * mm, 8 * mm, stroke=0, fill=1)
        c.setFillColor(colors.black)
        c.setFont(F, 8)
        for i, ln in enumerate(lines):
            c.drawString(x + 3 * mm, y - 5 * mm - i * 4.6 * mm, ln)
        y -= bh + 5 * mm
    c.showPage()
    c.save()


def t02(out: Path) -> None:
    """RFP response letter (numbered answers): NVLink full mesh claimed on A800 PCIe cards."""
    f: list = [p("<b>Marrow Peak Digital Infrastructure Pte. Ltd.</b>", 12), p("8 Temasek Boulevard, Singapore"), sp(2),
               p("<b>Response to RFP GPU-2026-118 (Lot 3: fine-tuning servers)</b>   Date: 2026-11-21"), sp(2),
               p("Answers are numbered as in the RFP questionnaire."), sp(1),
               tbl([["Q", "Requirement", "Marrow Peak response"],
                    ["3.1", "GPU model and memory", "8 x NVIDIA A800 80GB PCIe (HBM2e, 80 GB per card) per server"],
                    ["3.2", "GPU interconnect", "NVLink full mesh between all 8 GPUs, 400 GB/s per GPU"],
                    ["3.3", "Host", "2 x Intel Xeon Gold 6430 (32 cores each); 16 x 64GB DDR5 = 1,024 GB"],
                    ["3.4", "Storage", "OS: 2 x 480GB SSD; data: 4 x 7.68TB NVMe (30.72 TB)"],
                    ["3.5", "Number of servers", "one (1)"],
                    ["3.6", "Network", "Public 500 Mb/s dedicated"],
                    ["3.7", "Price", "SGD 13,900 per server-month; minimum term 3 months"],
                    ["3.8", "Delivery", "10 working days after award"]],
                   [12 * mm, 46 * mm, 120 * mm]), sp(3), p("<b>Section 4 - contractual commitments offered</b>")]
    f += paras(sla_en("Marrow Peak Digital Infrastructure Pte. Ltd.", "NVIDIA A800 80GB PCIe", "80 GB",
                      "All eight GPUs are connected in an NVLink full mesh at 400 GB/s per GPU.",
                      "99.9%", "10% of monthly fees below 99.9%; 30% below 99.0%; 100% below 95.0%.",
                      "Acceptance within 24 hours: all_reduce bus bandwidth of at least 150 GB/s across 8 GPUs and fio "
                      "sequential read of at least 6 GB/s.", 7, "Marrow Peak"), 9)
    f += [p("Signed for Marrow Peak: Priya Raman, Director, Enterprise Sales")]
    build(out / "t02-marrowpeak-a800pcie-rfp-en.pdf", f, title="RFP response")


def t03(out: Path) -> None:
    """产品彩页 with spec cards: H200 NVL sold as an 8-card NVLink full mesh."""
    c = canvas.Canvas(str(out / "t03-xinghe-h200nvl-brochure-zh.pdf"), pagesize=landscape(A4), invariant=1)
    w, ht = landscape(A4)
    c.setFillColor(colors.HexColor("#0b2545"))
    c.rect(0, ht - 40 * mm, w, 40 * mm, stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont(F, 22)
    c.drawString(15 * mm, ht - 22 * mm, "星河智算 | H200 NVL 推理训练一体机")
    c.setFont(F, 11)
    c.drawString(15 * mm, ht - 32 * mm, "星河智算（成都）科技有限公司　产品彩页 2026 Q4")
    cards = [("GPU", ["8 × NVIDIA H200 NVL", "每卡 141GB HBM3e", "PCIe 双宽卡"]),
             ("互联", ["8 卡 NVLink 全互联", "每卡 900GB/s", "NVLink 桥接器"]),
             ("主机", ["2 × AMD EPYC 9554（64 核）", "内存 24 × 64GB = 1536GB", ""]),
             ("存储", ["系统盘 2 × 960GB NVMe", "数据盘 4 × 7.68TB NVMe", ""]),
             ("价格", ["￥98,000 / 台 / 月", "最短租期 3 个月", "一台起租"])]
    for i, (title, lines) in enumerate(cards):
        x = 15 * mm + i * 54 * mm
        c.setFillColor(colors.HexColor("#eef4fb"))
        c.roundRect(x, ht - 110 * mm, 50 * mm, 60 * mm, 3 * mm, stroke=0, fill=1)
        c.setFillColor(colors.HexColor("#0b2545"))
        c.setFont(F, 14)
        c.drawString(x + 4 * mm, ht - 60 * mm, title)
        c.setFont(F, 9.5)
        for j, ln in enumerate(lines):
            c.drawString(x + 4 * mm, ht - 72 * mm - j * 7 * mm, ln)
    terms = sla_zh("星河智算（成都）科技有限公司", "NVIDIA H200 NVL 141GB", "141GB",
                   "单机 8 卡经 NVLink 全互联，每卡 900GB/s。", "99.9%",
                   "可用性低于 99.9% 补偿当月租金 10%，低于 99.5% 补偿 30%，低于 99% 补偿 100%。",
                   "交付 24 小时内以 nccl-tests 验收，8 卡 all_reduce 总线带宽不低于 300GB/s。", 7)
    c.setFillColor(colors.black)
    y = ht - 122 * mm
    c.setFont(F, 11)
    c.drawString(15 * mm, y, "服务承诺（随合同签署）")
    c.setFont(F, 8.5)
    for t in terms:
        plain = t.replace("<b>", "").replace("</b>", "")
        for k in range(0, len(plain), 80):
            y -= 5.2 * mm
            c.drawString(15 * mm, y, plain[k:k + 80])
    c.setFont(F, 8)
    c.drawString(15 * mm, 10 * mm, "咨询热线 028-8555 0199　　商务：邓思远")
    c.showPage()
    c.save()


def t04(out: Path) -> None:
    """A sales e-mail thread pasted into a PDF: L20 cards with 'NVLink bridges'."""
    f: list = [tbl([["From:", "Ethan Lo <ethan.lo@harbourbyte.hk>"], ["To:", "procurement@quillai.io"],
                    ["Date:", "Thu, 26 Nov 2026 09:14:03 +0800"], ["Subject:", "RE: L20 training box - revised quote HB-2611-31"]],
                   [20 * mm, 158 * mm], head=0, size=8.5, extra=[("GRID", (0, 0), (-1, -1), 0, colors.white)]), sp(3),
               p("Hi Quill team,"), sp(1),
               p("Following our call, here is the revised offer. One server with 8 x NVIDIA L20 48GB, and to help with "
                 "multi-GPU fine-tuning we fit <b>NVLink bridges between the cards, giving 8-way NVLink at 400 GB/s</b>. "
                 "Host: 2 x Xeon Gold 6430 (2 x 32 cores), 1 TB DDR5 (16 x 64GB), boot 1 x 960GB NVMe, data 4 x 3.84TB NVMe. "
                 "1 Gbps internet."), sp(1),
               p("Price: HKD 23,800 per server-month (was HKD 25,500), minimum term one month, billed monthly in advance."),
               sp(1), p("The usual Harbourbyte service schedule applies; excerpt below."), sp(2)]
    f += paras(sla_en("Harbourbyte Compute Ltd", "NVIDIA L20", "48 GB",
                      "The eight L20 GPUs are linked by NVLink bridges, 400 GB/s.",
                      "99.5%", "10% credit below 99.5%, 25% below 99.0%, 50% below 97.0% monthly availability.",
                      "Acceptance within 24 hours: fio sequential read at least 6 GB/s and nccl-tests all_reduce at least "
                      "40 GB/s.", 10, "Harbourbyte"), 8.5)
    f += [p("Best regards,<br/>Ethan Lo | Harbourbyte Compute Ltd | +852 3105 7782"), sp(2),
          p("-----Original Message-----<br/>From: procurement@quillai.io<br/>Sent: 25 Nov 2026<br/>Can you sharpen the "
            "price on the L20 box? We need NVLink for tensor parallel.", 8, color=colors.grey)]
    build(out / "t04-harbourbyte-l20-email-en.pdf", f, title="RE: L20 training box")


def t05(out: Path) -> None:
    """Bilingual Markdown marketplace listing: RTX 4090 with 'NVLink', no contract terms."""
    text = """# 🔥 4090 八卡整机 / 8× RTX 4090 box — 闪租 FlashRent 市场

**卖家 Seller:** 鹏程极客算力工作室 (Pengcheng Geek Compute Studio) | ⭐ 4.8 (312 单 orders)
**Listing:** FR-88213 | 上架 Listed 2026-11-22

| 项目 Item | 参数 Spec |
|---|---|
| 显卡 GPU | RTX 4090 24GB × 8 |
| 互联 Interconnect | NVLink 高速互联 (NVLink high-speed link) |
| CPU | 2 × AMD EPYC 7K62 (48 核 cores each) |
| 内存 RAM | 512GB DDR4 |
| 硬盘 Disk | 2TB NVMe（系统+数据 system + data） |
| 网络 Network | 千兆 1 Gbps |
| 价格 Price | **¥2.10 / 卡时 per GPU-hour**，按小时计费 billed hourly |
| 起租 Minimum | 24 小时 / 24 hours |

说明 Notes:
- 整机独享，不超售 / the whole box is yours, not oversold.
- 平台不提供 SLA，故障按小时退款以平台规则为准 / the marketplace gives no SLA; refunds follow the platform rules.
- 到期后数据保留 48 小时，之后由系统自动回收 / disks are recycled automatically 48 hours after expiry.

> 买家问 Buyer Q: 可以跑 Llama 3 8B LoRA 吗？ Can it run Llama 3 8B LoRA?
> 卖家答 Seller A: 可以，8 卡 NVLink 跑得飞快 / yes, 8-card NVLink is fast.
"""
    (out / "t05-flashrent-4090-listing-bi.md").write_text(text, encoding="utf-8")


def t06(out: Path) -> None:
    """A monthly bill (账单明细) whose instance is a MIG slice of an H100."""
    f: list = [h("云岫科技 | 费用中心 | 账单明细"), p("账期：2026-11　账户：ID 3310927　打印时间 2026-12-01 09:30", 8.5, 1), sp(3),
               tbl([["实例 ID", "规格族", "规格", "GPU", "计费方式", "单价", "用量", "金额（元）"],
                    ["gi-7f2a91", "gn8m 独享型", "gn8m.mig.2g", "H100 80GB SXM | MIG 2g.20gb × 1", "按量（秒级计费）", "7.80 元/小时", "412.5 小时", "3,217.50"],
                    ["disk-9c11", "云盘", "ESSD PL1 500GB", "—", "按量", "0.0012 元/GB/时", "206,250 GB/时", "247.50"],
                    ["eip-0031", "公网 IP", "按带宽 20Mbps", "—", "按量", "—", "—", "180.00"],
                    ["", "", "", "", "", "", "合计", "3,645.00"]],
                   [17 * mm, 19 * mm, 20 * mm, 38 * mm, 22 * mm, 22 * mm, 20 * mm, 20 * mm], size=7.5), sp(3),
               p("规格说明：gn8m.mig.2g 为 H100 80GB 的 MIG 2g.20gb 实例，提供 20GB 显存与约 2/7 的算力；同一物理 GPU 上的其他 MIG 实例可能分配给其他用户。"
                 "“独享型”指 vCPU 与内存不超售，不代表独占整张 GPU。"), sp(2),
               p("实例配置：16 vCPU、128GB 内存；系统盘 ESSD 100GB；数据盘见上。最短租期：无，按秒计费，每小时出账。"), sp(2),
               p("<b>服务等级协议摘要（云岫 GPU 云服务 SLA v4）</b>")]
    f += paras(["一、型号：实例规格所列 GPU 型号为 NVIDIA H100 80GB SXM，MIG 实例显存以规格为准（本规格 20GB）。",
                "二、可用性：单实例月度可用性不低于 99.95%。",
                "三、赔偿：低于 99.95% 赔偿当月实例费用 10%，低于 99.5% 赔偿 25%，低于 99% 赔偿 100%。",
                "四、数据删除：实例释放后 7 日内彻底删除云盘数据。",
                "五、验收：开通后 24 小时内，实例 nvidia-smi 显示的 MIG 显存不低于 19.5GB，否则可申请全额退款。"], 9)
    f += [p("云岫科技（北京）有限公司　客服 400-820-7711")]
    build(out / "t06-yunxiu-h100-mig-bill-zh.pdf", f, title="账单明细")


def t07(out: Path) -> None:
    """Landscape proposal 'slides': a 'dedicated B200' headline narrowed by a vGPU footnote."""
    c = canvas.Canvas(str(out / "t07-aurora-b200-vgpu-slides-en.pdf"), pagesize=landscape(A4), invariant=1)
    w, ht = landscape(A4)
    slides = [("Aurora Grid Cloud - Proposal for Meridian Health AI", [
                "Proposal AG-P-2611-04 | 27 November 2026 | prepared by Dana Whitfield, Solutions Architect",
                "Aurora Grid Cloud Ltd, Dublin"]),
              ("Your dedicated B200 workspace", [
                "4 x NVIDIA B200 per workspace (*)",
                "96 GB GPU framebuffer per GPU (*)",
                "32 vCPU, 512 GB RAM, 4 TB NVMe scratch",
                "USD 4.90 per GPU-hour, billed per minute; minimum commitment one month",
                "(*) GPUs are delivered as NVIDIA vGPU B200-96C profiles on shared B200 boards (two profiles per",
                "physical GPU); 'dedicated' refers to the reserved vGPU profile, not to an exclusive physical GPU."]),
              ("Service levels", [
                "GPU model: NVIDIA B200 (vGPU B200-96C profile, 96 GB framebuffer) - no substitution",
                "Interconnect: NVLink between the physical GPUs behind the vGPUs; vGPU peer-to-peer is not supported",
                "Availability: 99.9% per month per workspace",
                "Credits: 10% below 99.9%, 25% below 99.0%, 100% below 95.0% of the monthly fee",
                "Acceptance: within 24 h, each vGPU must report 96 GB framebuffer and reach 90% of the reference",
                "    Llama 3 8B LoRA throughput of 5,200 tokens/s per GPU",
                "Data deletion: all workspace volumes crypto-erased within 72 hours of termination"])]
    for title, lines in slides:
        c.setFillColor(colors.HexColor("#222f3e"))
        c.rect(0, ht - 28 * mm, w, 28 * mm, stroke=0, fill=1)
        c.setFillColor(colors.white)
        c.setFont(F, 20)
        c.drawString(15 * mm, ht - 18 * mm, title)
        c.setFillColor(colors.black)
        y = ht - 45 * mm
        for ln in lines:
            small = ln.startswith(("(*)", "physical", "    "))
            c.setFont(F, 10 if small else 14)
            c.drawString(20 * mm, y, ("" if small else "- ") + ln)
            y -= 8 * mm if small else 12 * mm
        c.setFont(F, 8)
        c.drawRightString(w - 12 * mm, 8 * mm, "Aurora Grid Cloud | confidential")
        c.showPage()
    c.save()


def t08(out: Path) -> None:
    """资源池 FAQ: A100 80GB container quota on a shared pool."""
    f: list = [h("智湾算力池 | 弹性训练资源 常见问题（FAQ）"), p("深圳智湾云计算有限公司　2026 年 11 月版", 9, 1), sp(3)]
    qa = [("Q1：提供什么卡？", "NVIDIA A100 80GB SXM4，8 卡服务器组成的共享资源池，卡间 NVLink 600GB/s。"),
          ("Q2：我拿到的是整卡吗？", "资源以容器方式交付，每个容器按显存配额分配，标准规格为“40GB 显存配额 × 8”，"
           "同一张物理卡可能同时运行其他租户的容器。"),
          ("Q3：价格？", "按配额计费：每 40GB 显存配额 ￥4.50 / 小时，按分钟计费，无最短租期。"),
          ("Q4：主机资源？", "每个容器 64 核 vCPU、512GB 内存；数据盘挂载共享 CPFS 并行文件系统，吞吐 2GB/s 起。"),
          ("Q5：多机训练？", "同一资源池内容器之间为 RoCE v2 网络，每容器 2 × 200Gb/s。"),
          ("Q6：SLA？", "资源池月度可用性 99.9%；低于 99.9% 赔偿 10% 当月费用，低于 99% 赔偿 30%，低于 95% 赔偿 100%。"),
          ("Q7：验收？", "容器启动后 30 分钟内如 nvidia-smi 显示的显存配额低于 39GB，可申请退款。"),
          ("Q8：数据会保留吗？", "任务结束后 7 日内删除容器内全部数据；共享 CPFS 上的数据由客户自行删除或申请代删（3 个工作日）。")]
    for q, a in qa:
        f += [p(f"<b>{q}</b>", 10), p(a, 9.5), sp(2)]
    f += [p("客户经理：钟意　　热线：0755-8666 3120")]
    build(out / "t08-zhiwan-a100-quota-faq-zh.pdf", f, title="FAQ")


def t09(out: Path) -> None:
    """Plain-text sales e-mail with an ASCII price grid: one 8 x H20 node for a 70B full fine-tune."""
    text = """Subject: H20 capacity for your Llama 3 70B full fine-tune -- quote VQ-1142
From: Nadia Chen <nadia@vantaquill.com>
To: ml-infra@corvid-labs.ai
Date: Mon, 23 Nov 2026 14:05:11 -0800

Hi Corvid team,

Thanks for the call. For the Llama 3 70B full-parameter fine-tune you described we can offer
one 8-GPU H20 node right away:

  +--------------------+--------------------------------------------------+
  | GPUs               | 8 x NVIDIA H20 96GB HBM3 (HGX), NVLink 900 GB/s,  |
  |                    | NVSwitch full mesh                                |
  | CPU                | 2 x Intel Xeon Platinum 8468 (48 cores each)      |
  | RAM                | 2 TB (32 x 64GB DDR5)                             |
  | Storage            | 2 x 960GB NVMe boot; 8 x 3.84TB NVMe data         |
  | Internet           | 10 Gbps                                           |
  | Nodes              | 1                                                 |
  | Price              | USD 2.35 per GPU-hour, billed per second          |
  | Minimum term       | 30 days                                           |
  +--------------------+--------------------------------------------------+

768 GB of HBM in one box should be plenty for a 70B full fine-tune with ZeRO-3.

Contract terms (our standard MSA schedule 2, which we will sign as-is):
  a) GPU model: NVIDIA H20 96GB, no substitution.
  b) Interconnect: 8-GPU NVLink 4 full mesh via NVSwitch, 900 GB/s per GPU.
  c) Dedicated: whole physical GPUs, no MIG, no vGPU, no oversubscription.
  d) Availability: 99.9% monthly.
  e) Credits: 10% of monthly charges below 99.9%, 25% below 99.5%, 100% below 98%.
  f) Acceptance: within 24 h, nccl-tests all_reduce >= 330 GB/s bus bandwidth; fio seq read >= 10 GB/s.
  g) Data deletion: data purged within 7 days of the end of term, certificate provided.

Best,
Nadia Chen
Account Manager, VantaQuill Compute Inc.
"""
    (out / "t09-vantaquill-h20-70bfull-email-en.txt").write_text(text, encoding="utf-8")


def t10(out: Path) -> None:
    """Three-tier configurator (入门/标准/旗舰) with 标准 chosen: 8 x L40S for a 70B full fine-tune."""
    f: list = [h("千帆数智 L40S 训练服务器 三档配置报价"), p("报价单号 QF-2611-077　客户：青松语料科技　日期 2026-11-25", 9, 1), sp(3),
               tbl([["配置档位", "入门版", "标准版（本次选定）", "旗舰版"],
                    ["GPU", "4 × L40S 48GB", "8 × L40S 48GB", "8 × L40S 48GB"],
                    ["互联", "PCIe 4.0（无 NVLink）", "PCIe 4.0（无 NVLink）", "PCIe 4.0（无 NVLink）"],
                    ["CPU", "1 × 32 核", "2 × 32 核 EPYC 9354", "2 × 64 核"],
                    ["内存", "256GB", "768GB（12 × 64GB）", "1.5TB"],
                    ["数据盘", "2 × 3.84TB NVMe", "4 × 3.84TB NVMe", "8 × 3.84TB NVMe"],
                    ["台数", "1", "1", "2"],
                    ["月租", "￥19,800/台", "￥36,500/台", "￥38,000/台"]],
                   [26 * mm, 46 * mm, 56 * mm, 50 * mm], extra=[("BACKGROUND", (2, 0), (2, -1), colors.HexColor("#e3f4e1"))]),
               sp(2), p("客户需求：Llama 3 70B 全参数微调（full fine-tuning）。销售建议：标准版一台即可满足。最短租期 2 个月。"),
               sp(2), p("<b>合同主要条款</b>")]
    f += paras(sla_zh("千帆数智（武汉）科技有限公司", "NVIDIA L40S 48GB", "48GB",
                      "8 卡均为 PCIe 4.0 x16 连接，L40S 无 NVLink，本方不作 NVLink 承诺。", "99.5%",
                      "低于 99.5% 退还当月租金 10%，低于 99% 退还 30%，低于 95% 退还 100%。",
                      "交付后 24 小时内以 fio 顺序读（不低于 6GB/s）与 8 卡 all_reduce（不低于 20GB/s）验收。", 10), 9)
    build(out / "t10-qianfan-l40s-tiers-zh.pdf", f, title="三档配置报价")


def t11(out: Path) -> None:
    """Capacity-reservation form (boxes and check marks): 2 x 8 H200 for a 405B full fine-tune."""
    f: list = [tbl([["<b>CAPACITY RESERVATION FORM</b>  CR-26-0457", "Northbeam Compute, Inc. | Reno, NV"]],
                   [110 * mm, 68 * mm], head=0, size=10), sp(3),
               tbl([["1. Customer", "Halden Foundation Models LLC"], ["2. Workload (as stated by customer)", "Llama 3 405B full fine-tuning"],
                    ["3. Hardware", "[x] 8 x H200 SXM 141GB per node   [ ] 8 x H100 SXM 80GB   [ ] 8 x B200"],
                    ["4. Nodes", "[ ] 1   [x] 2   [ ] 4   [ ] 8"], ["5. Fabric", "8 x 400Gb/s NDR InfiniBand per node, RDMA"],
                    ["6. Host per node", "2 x Xeon Platinum 8570 (56 cores each); 2,048 GB RAM; 8 x 7.68TB NVMe data; 2 x 1.92TB NVMe boot"],
                    ["7. Term", "[ ] 1 month   [x] 3 months   [ ] 12 months"],
                    ["8. Rate", "USD 3.65 per GPU-hour (3-month reserved), invoiced monthly"],
                    ["9. Internet", "10 Gb/s per node"]], [58 * mm, 120 * mm], head=0), sp(3),
               p("<b>Schedule - service terms</b>")]
    f += paras(sla_en("Northbeam Compute, Inc.", "NVIDIA H200 SXM", "141 GB",
                      "Eight-GPU NVLink 4 full mesh (NVSwitch, 900 GB/s per GPU) in each node; nodes joined by NDR "
                      "InfiniBand, 8 x 400 Gb/s per node, GPUDirect RDMA.", "99.9%",
                      "10% of the monthly fee below 99.9%; 25% below 99.5%; 50% below 99.0%.",
                      "Within 48 hours: two-node all_reduce_perf at least 340 GB/s bus bandwidth.", 7, "Northbeam"), 9)
    f += [p("Customer signature ________   Northbeam: Garrett Ulm, Capacity Desk")]
    build(out / "t11-northbeam-h200-405b-form-en.pdf", f, title="Capacity Reservation Form")


def t12(out: Path) -> None:
    """MSA excerpt whose service levels are only referenced (a URL), with the order inline."""
    f: list = [h("MASTER SERVICES AGREEMENT (excerpt)", 13), p("between Calder Ridge Compute LLC (\"Calder Ridge\") and Oakvale Analytics Inc.", 9, 1), sp(3)]
    f += paras(["<b>1. Definitions.</b> \"Services\" means the GPU infrastructure services described in an Order.",
                "<b>4. Service Levels.</b> Calder Ridge will provide the Services in accordance with its Service Level "
                "Agreement published at https://calderridge.example/legal/sla, as updated from time to time. The SLA is "
                "not attached to this Agreement.",
                "<b>5. Acceptance.</b> The Services are deemed accepted when Calder Ridge makes the instances available.",
                "<b>7. Customer Data.</b> Handling of Customer Data after termination is governed by the Calder Ridge "
                "Data Policy published on its website.",
                "<b>9. Fees.</b> As set out in each Order; invoices are due in 30 days.",
                "<b>12. Limitation of liability.</b> Neither party's liability exceeds the fees paid in the prior 12 months."], 9)
    f += [sp(2), p("<b>Order No. 1 under this Agreement (effective 2026-12-07)</b>"),
          tbl([["Item", "Detail"], ["Instances", "two (2) x cr.h200.8x"],
               ["GPUs", "8 x NVIDIA H200 141GB SXM per instance, NVLink/NVSwitch full mesh, 900 GB/s"],
               ["Dedicated", "Whole GPUs, bare metal, not shared with other customers"],
               ["Fabric", "3.2 Tb/s InfiniBand NDR per instance (8 x 400 Gb/s), RDMA"],
               ["Host", "2 x 52-core Xeon 8470, 2 TB RAM, 8 x 3.84TB NVMe"],
               ["Price", "USD 28.80 per instance-hour; minimum term 6 months"]], [40 * mm, 138 * mm])]
    f += [sp(3), p("Signed: Calder Ridge Compute LLC, by Hollis Vance, COO       Oakvale Analytics Inc., by ________")]
    build(out / "t12-calderridge-h200-msa-en.pdf", f, title="MSA")


def t13(out: Path) -> None:
    """服务协议 whose availability and compensation are hedged (尽力而为, 目标)."""
    f: list = [h("GPU 算力租赁服务协议"), p("协议编号：BYS-2026-1127　甲方：众合智能　乙方：北屿算力（天津）有限公司", 9, 1), sp(3)]
    f += paras(["第一条 服务内容：乙方向甲方提供 NVIDIA H800 80GB SXM5 八卡服务器两台，单机 NVLink 400GB/s 全互联，"
                "节点间 8 × 400Gb/s RoCE v2（支持 RDMA）。每台 CPU 2 × 48 核，内存 2TB，数据盘 4 × 7.68TB NVMe。",
                "第二条 型号与显存：乙方保证交付 H800 SXM5，每卡显存 80GB，不以其他型号替代。",
                "第三条 独享：所交付 GPU 为整卡，由甲方独享，不做切分，不超售。",
                "第四条 可用性：乙方将尽力而为保障服务稳定，月度可用性目标为 99.9%，但不作保证。",
                "第五条 故障补偿：因乙方原因导致的长时间中断，双方可视情况协商补偿方式。",
                "第六条 验收：交付后 24 小时内甲方测试 nccl all_reduce，双机总线带宽不低于 180GB/s 即为验收合格。",
                "第七条 数据：租期结束后 10 日内乙方删除甲方全部数据并书面确认。",
                "第八条 价格：每台每月人民币 115,000 元（含税），最短租期 3 个月，按月预付。"], 9.5)
    f += [sp(4), p("乙方（盖章）：北屿算力（天津）有限公司　　代表：孙立"), p("签署日期：2026 年 11 月 27 日")]
    build(out / "t13-beiyu-h800-hedged-zh.pdf", f, title="服务协议")


def t14(out: Path) -> None:
    """Order form + terms that disclaim deletion and deem acceptance on handover (MI300X)."""
    f: list = [p("<b>Ironwood Silicon Cloud</b> - Order Form OF-77120", 12), sp(2),
               tbl([["Field", "Entry"], ["Customer", "Lattice Reasoning Corp."], ["Product", "iw.mi300x.8 bare-metal node"],
                    ["GPUs", "8 x AMD Instinct MI300X 192GB, Infinity Fabric (xGMI) full mesh"],
                    ["Quantity", "1 node"], ["Host", "2 x AMD EPYC 9534 (64 cores each), 2,304 GB DDR5, 8 x 3.84TB NVMe data"],
                    ["Network", "400 Gb/s Ethernet, RDMA not used on a single node"],
                    ["Price", "USD 2.65 per GPU-hour; billed per minute; minimum commitment one month"]],
                   [34 * mm, 144 * mm]), sp(3), p("<b>Terms incorporated in this Order Form</b>")]
    f += paras(["T1. Ironwood delivers AMD Instinct MI300X GPUs with 192 GB HBM3 each; no substitution.",
                "T2. The eight GPUs are joined by AMD Infinity Fabric in a full mesh (xGMI, 896 GB/s aggregate per GPU).",
                "T3. The node is bare metal; all GPUs are whole and dedicated to Customer, never shared or oversubscribed.",
                "T4. Monthly availability 99.9%; below that, 10% of the month's fee is credited, 30% below 99.0%, 100% below 95.0%.",
                "T5. The node is deemed accepted upon handover of credentials.",
                "T6. Ironwood has no obligation to retain, return or delete Customer data after the term; Customer is "
                "solely responsible for removing its data before expiry."], 9)
    f += [p("Ironwood Silicon Cloud, Inc. | sales rep: Marisol Ortega")]
    build(out / "t14-ironwood-mi300x-orderform-en.pdf", f, title="Order Form")


def t15(out: Path) -> None:
    """Bilingual technical specification: four A800 nodes on 25GbE without RDMA."""
    f: list = [h("技术规格书 Technical Specification — 四节点 A800 集群 / 4-node A800 cluster"),
               p("文档 Doc: TS-HY-0931 rev B | 恒岳数据 Hengyue Data Services Co., Ltd. | 2026-11-24", 9, 1), sp(3),
               tbl([["项目 Item", "规格 Specification", "数量 Qty"],
                    ["节点 Nodes", "A800 8-GPU 服务器 server", "4"],
                    ["GPU", "NVIDIA A800 80GB SXM4, NVLink 400GB/s (NVSwitch)", "8 / node"],
                    ["CPU", "Intel Xeon Platinum 8358 (32 cores)", "2 / node"],
                    ["内存 RAM", "64GB DDR4", "16 / node"],
                    ["数据盘 Data", "7.68TB NVMe", "2 / node"],
                    ["节点间网络 Inter-node", "25GbE 以太网 Ethernet (TCP); 不支持 RDMA / RDMA not supported", "2 ports / node"],
                    ["公网 Internet", "200Mbps", "shared uplink 共享出口"]],
                   [40 * mm, 108 * mm, 30 * mm]), sp(2),
               p("价格 Price: ￥66,000 / 台 / 月 per node-month（含税 incl. VAT）；最短租期 Minimum term: 6 个月 months。"), sp(2),
               p("<b>服务条款 Service terms</b>")]
    f += paras(sla_zh("恒岳数据服务有限公司", "NVIDIA A800 80GB SXM4", "80GB",
                      "单机 8 卡 NVSwitch 全互联（NVLink 400GB/s）；节点间为 2 × 25GbE 以太网，不支持 RDMA。", "99.5%",
                      "低于 99.5% 退还月租 10%，低于 99% 退还 30%，低于 96% 退还 100%。",
                      "交付后 24 小时内单机 all_reduce 不低于 220GB/s 即验收通过。", 15), 9)
    build(out / "t15-hengyue-a800-25gbe-spec-bi.pdf", f, title="Technical Specification")


def t16(out: Path) -> None:
    """One-node spec sheet whose NVMe is the boot disk and whose data array is HDD (roles)."""
    f: list = [p("<b>GRANITE STATE GPU</b>  |  Server datasheet GS-H100-8D", 13), sp(2),
               tbl([["Component", "Part", "Qty", "Role"],
                    ["GPU", "NVIDIA H100 80GB SXM5 (HGX), NVLink 4 900 GB/s, NVSwitch", "8", "compute"],
                    ["CPU", "Intel Xeon Platinum 8462Y+ (32 cores)", "2", ""],
                    ["Memory", "64GB DDR5-4800 RDIMM", "16", ""],
                    ["NVMe SSD", "Micron 7450 3.84TB U.3", "2", "boot / OS (RAID1)"],
                    ["HDD", "Seagate Exos X20 20TB 7200rpm SAS", "12", "training data array (RAID6)"],
                    ["NIC", "ConnectX-6 Dx 100GbE", "2", "public uplink / storage"]],
                   [24 * mm, 100 * mm, 14 * mm, 40 * mm]), sp(2),
               p("Dataset array: 12 x 20TB HDD in RAID6, about 200 TB usable, sequential read around 1.6 GB/s aggregated. "
                 "Rental: USD 19,900 per node-month, minimum term 3 months; single node."), sp(2), p("<b>Contract terms</b>")]
    f += paras(sla_en("Granite State GPU LLC", "NVIDIA H100 80GB SXM5", "80 GB",
                      "NVLink 4 via NVSwitch, full mesh among the eight GPUs, 900 GB/s per GPU.", "99.9%",
                      "Credits of 10% below 99.9%, 25% below 99.5% and 100% below 98.0% of the month's fee.",
                      "Within 24 hours: nccl-tests all_reduce at least 360 GB/s bus bandwidth.", 14, "Granite State"), 9)
    build(out / "t16-granite-h100-hdd-datasheet-en.pdf", f, title="Datasheet")


def t17(out: Path) -> None:
    """Product page printout: H100 SXM with the sparse figure labelled BF16."""
    f: list = [p("https://onyxfield.example/gpu/h100  |  printed 2026-11-28 11:02", 7, color=colors.grey),
               p("<b>Onyxfield Compute</b> > GPU Cloud > H100 Bare Metal", 9), sp(2), h("H100 Bare Metal - 8 GPUs, one tenant", 16), sp(3),
               tbl([["Spec", "Per node"],
                    ["GPU", "8 x NVIDIA H100 SXM5 80GB HBM3"],
                    ["BF16 Tensor performance", "1,979 TFLOPS per GPU"],
                    ["GPU interconnect", "NVLink 4 + NVSwitch, 900 GB/s per GPU"],
                    ["CPU", "2 x 56-core Xeon Platinum 8480+"], ["Memory", "2 TB DDR5"],
                    ["Local storage", "8 x 3.84TB NVMe data + 2 x 960GB NVMe boot"],
                    ["Cluster fabric", "none: single-node offer"], ["Internet", "10 Gbps"],
                    ["Price", "USD 2.49 per GPU-hour on 1-month reserved; USD 2.99 on-demand"],
                    ["Billing", "per second; reserved: one-month minimum"]], [60 * mm, 118 * mm]), sp(2),
               p("Reserved pricing applies to this quote (ref. ONX-R-5531, 1 node, 1 month)."), sp(2), p("<b>Service terms</b>")]
    f += paras(sla_en("Onyxfield Compute Corp.", "NVIDIA H100 SXM5", "80 GB",
                      "NVLink 4 through NVSwitch, full mesh, 900 GB/s per GPU.", "99.9%",
                      "10% credit below 99.9%, 30% below 99.0%, 100% below 95.0% monthly availability.",
                      "Within 24 hours: 8-GPU all_reduce at least 360 GB/s bus bandwidth and Llama 3 8B LoRA at least "
                      "9,000 tokens/s per GPU.", 7, "Onyxfield"), 9)
    build(out / "t17-onyxfield-h100-sparse-page-en.pdf", f, title="H100 Bare Metal")


def t18(out: Path) -> None:
    """Bilingual B200 quote quoting 4.5 PFLOPS as dense BF16, with tax columns."""
    f: list = [h("报价单 Quotation  No. TM-2611-B2"), p("天目智算（杭州）有限公司 Tianmu AI Compute (Hangzhou) Co., Ltd. | 2026-11-29", 9, 1), sp(3),
               tbl([["项目 Item", "说明 Description", "不含税 Net", "税率 VAT", "含税 Gross"],
                    ["B200 整机 node", "8 × NVIDIA B200 192GB HBM3e (HGX B200), NVLink 5 1.8TB/s 全互联 full mesh", "¥146,226.42", "6%", "¥155,000.00"],
                    ["", "每台每月 per node-month；一台 one node；最短租期 3 个月 minimum 3 months", "", "", ""]],
                   [26 * mm, 84 * mm, 24 * mm, 16 * mm, 28 * mm]), sp(2),
               p("性能 Performance: <b>BF16 稠密算力 dense 4.5 PFLOPS / GPU</b>；FP8 9 PFLOPS / GPU。"),
               p("主机 Host: 2 × Xeon 6960P (72 核 cores); 内存 RAM 3TB (24 × 128GB); 数据盘 data 8 × 7.68TB NVMe; 系统盘 boot 2 × 1.92TB NVMe; 公网 internet 5Gbps。"),
               sp(2), p("<b>服务承诺 Service commitments</b>")]
    f += paras(sla_zh("天目智算（杭州）有限公司", "NVIDIA B200 192GB", "192GB",
                      "单机 8 卡 NVLink 5 / NVSwitch 全互联，每卡 1.8TB/s。", "99.9%",
                      "低于 99.9% 补偿当月租金 10%，低于 99.5% 补偿 25%，低于 99% 补偿 50%。",
                      "交付 24 小时内，8 卡 all_reduce 总线带宽不低于 650GB/s，Llama 3 8B 全参微调 MFU 不低于 35%。", 7), 9)
    build(out / "t18-tianmu-b200-bf16-quote-bi.pdf", f, title="Quotation")


BUILDERS = [h01, h02, h03, h04, h05, h06, h07, h08, h09, h10, h11, h12,
            t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18]


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for make in BUILDERS:
        make(out)


if __name__ == "__main__":
    main()
