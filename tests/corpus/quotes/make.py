# ruff: noqa: E501
# (document text: Chinese prose counts double width, and wrapping it would split the sentences)
"""Builds the evaluation corpus of GPU-rental offers: quotes, price lists, emails, proposals, contracts.

Run: python make.py OUTDIR   (needs reportlab; Chinese text uses the CID font STSong-Light).
Written from descriptions of real vendor documents (public price pages, spec sheets, order forms, MSAs and
SLA annexes of GPU clouds and Chinese GPU rental shops), blind to the extractor. The ground truth is
truth.json beside this file; benchmarks/bench_extraction.py scores `audit offer` against it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    PageBreak,
    PageTemplate,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
ZF, EF, EB, MF = "STSong-Light", "Helvetica", "Helvetica-Bold", "Courier"
ZH = ParagraphStyle("zh", fontName=ZF, fontSize=10, leading=15)
ZHS = ParagraphStyle("zhs", fontName=ZF, fontSize=7.5, leading=10.5, textColor=colors.HexColor("#555555"))
ZHH = ParagraphStyle("zhh", fontName=ZF, fontSize=15, leading=22)
ZH2 = ParagraphStyle("zh2", fontName=ZF, fontSize=11.5, leading=18, spaceBefore=6)
EN = ParagraphStyle("en", fontName=EF, fontSize=9.5, leading=13.5)
ENS = ParagraphStyle("ens", fontName=EF, fontSize=7.5, leading=10, textColor=colors.HexColor("#555555"))
ENH = ParagraphStyle("enh", fontName=EB, fontSize=15, leading=21)
EN2 = ParagraphStyle("en2", fontName=EB, fontSize=11, leading=16, spaceBefore=6)
MONO = ParagraphStyle("mono", fontName=MF, fontSize=8.5, leading=11.5)
ZMONO = ParagraphStyle("zmono", fontName=ZF, fontSize=9, leading=13)
CELLZ = ParagraphStyle("cz", fontName=ZF, fontSize=8.5, leading=11.5)
CELLE = ParagraphStyle("ce", fontName=EF, fontSize=8.5, leading=11)

Story = list[Flowable]


def P(text: str, style: ParagraphStyle = EN) -> Paragraph:
    return Paragraph(text, style)


def cells(rows: list[list[str]], style: ParagraphStyle) -> list[list[Paragraph]]:
    """Wraps every cell in a Paragraph so long specs wrap inside their column."""
    return [[Paragraph(str(c), style) for c in r] for r in rows]


def T(rows: list[list[str]], zh: bool = False, widths: list[float] | None = None, grid: bool = True,
      head: bool = True, zebra: bool = False, repeat: bool = True) -> Table:
    """A table; rows are wrapped cells, the header row repeats when the table breaks across pages."""
    t = Table(cells(rows, CELLZ if zh else CELLE), colWidths=widths, repeatRows=1 if head and repeat else 0)
    st: list[tuple] = [("VALIGN", (0, 0), (-1, -1), "TOP")]
    if grid:
        st.append(("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#888888")))
    if head and grid:
        st.append(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e3e8ef")))
    if zebra:
        st += [("BACKGROUND", (0, i), (-1, i), colors.HexColor("#f5f5f5")) for i in range(2, len(rows), 2)]
    t.setStyle(TableStyle(st))
    return t


class Scan(Flowable):
    """Lines drawn slightly rotated with uneven indents and spacing, no ruling: a scanned-looking page."""

    def __init__(self, lines: list[str], font: str = ZF, size: float = 10, angle: float = 0.7) -> None:
        super().__init__()
        self.lines, self.font, self.size, self.angle = lines, font, size, angle

    def wrap(self, aw: float, ah: float) -> tuple[float, float]:
        self.width = aw
        return aw, len(self.lines) * self.size * 1.9 + 20

    def draw(self) -> None:
        c = self.canv
        c.saveState()
        c.rotate(self.angle)
        y = len(self.lines) * self.size * 1.9
        for i, line in enumerate(self.lines):
            indent = (i * 37) % 11 + (6 if i % 4 == 1 else 0)
            c.setFont(self.font, self.size + (0.5 if i % 5 == 0 else 0))
            c.setFillColor(colors.HexColor("#222222" if i % 3 else "#3a3a3a"))
            c.drawString(indent, y, line)
            y -= self.size * (1.6 + (i % 3) * 0.25)
        c.restoreState()


def build(path: str, story: Story, pagesize: tuple[float, float] = A4) -> None:
    SimpleDocTemplate(path, pagesize=pagesize, title=os.path.basename(path), leftMargin=18 * mm,
                      rightMargin=18 * mm, topMargin=16 * mm, bottomMargin=16 * mm).build(story)


def build_two_col(path: str, head: Story, left: Story, right: Story) -> None:
    """A page with a full-width letterhead and two text columns below it."""
    w, h = A4
    m, hh = 16 * mm, 34 * mm
    frames = [Frame(m, h - m - hh, w - 2 * m, hh, id="head"),
              Frame(m, m, (w - 2 * m) / 2 - 4, h - 2 * m - hh, id="l"),
              Frame(m + (w - 2 * m) / 2 + 4, m, (w - 2 * m) / 2 - 4, h - 2 * m - hh, id="r")]
    doc = BaseDocTemplate(path, pagesize=A4, title=os.path.basename(path))
    doc.addPageTemplates([PageTemplate(id="two", frames=frames)])
    doc.build([*head, FrameBreak(), *left, FrameBreak(), *right])


def kv(pairs: list[tuple[str, str]], style: ParagraphStyle) -> Story:
    return [P(f"<b>{k}</b>: {v}" if style is not ZH else f"{k}：{v}", style) for k, v in pairs]


PDFS: dict[str, Callable[[], Story]] = {}
TWO_COL: dict[str, Callable[[], tuple[Story, Story, Story]]] = {}
TEXTS: dict[str, str] = {}
LANDSCAPE: set[str] = set()


# ----------------------------------------------------------------------------- c01 zh qty column, roles, SLA
def c01() -> Story:
    rows = [["配置项", "规格", "数量（每台）", "说明"],
            ["GPU", "NVIDIA H800 SXM5 80GB HBM3", "8", "整卡独享，NVLink 全互联（NVSwitch，单卡 400GB/s）"],
            ["CPU", "Intel Xeon Platinum 8468，48 核", "2", "—"],
            ["内存", "64GB DDR5-4800", "32", "合计 2TB"],
            ["系统盘", "960GB SATA SSD", "2", "RAID1，仅系统使用"],
            ["数据盘", "7.68TB NVMe U.2", "4", "本地盘，客户可自行做 RAID0"],
            ["计算网络（参数面）", "200Gb/s RoCE v2 网卡 ConnectX-7", "8", "GPU Direct RDMA，节点间无收敛"],
            ["存储网络", "25GbE 双口", "1", "接入共享并行文件系统（另计费）"],
            ["业务网络（公网）", "100Mbps 独享 BGP 带宽", "1", "不限流量"],
            ["带外管理", "1GbE IPMI", "1", "—"]]
    return [P("云穹智算科技有限公司", ZHH),
            P("H800 八卡裸金属集群租赁报价单（两台）", ZH2),
            P("报价日期：2025年10月9日　　有效期：10 天　　服务区域：宁夏中卫 A 区", ZH), Spacer(1, 6),
            P("一、单台配置（两台配置相同）", ZH2),
            T(rows, True, [70, 150, 50, 200], zebra=True), Spacer(1, 6),
            P("二、价格", ZH2),
            P("包月：￥118,000/台/月（含税），两台合计 ￥236,000/月；最短租期 3 个月，按月预付。", ZH),
            P("三、服务承诺", ZH2),
            P("1. 月度可用率不低于 99.9%；低于 99.9% 赔偿当月该台费用 10%，低于 99.5% 赔偿 25%，低于 99% 赔偿 50%。", ZH),
            P("2. 交付验收：交付后 48 小时内，单机 nccl-tests all_reduce 总线带宽 ≥ 150GB/s、两机 ≥ 40GB/s，"
              "fio 数据盘顺序读 ≥ 10GB/s，验收通过后起算租期。", ZH),
            P("3. 专属：GPU 为物理整卡，不做虚拟化切分，不超售。", ZH),
            P("4. 数据删除：租期结束后 7 日内对数据盘做安全擦除并出具删除证明。", ZH),
            Spacer(1, 10), P("乙方：云穹智算科技有限公司（盖章）　　联系人：赵工", ZH)]


PDFS["c01-yunqiong-h800-2node-qty-zh.pdf"] = c01


# ----------------------------------------------------------------------------- c02 en price page, Your selection
def c02() -> Story:
    rows = [["Instance", "GPUs", "VRAM / GPU", "vCPUs", "RAM", "Local NVMe", "On-demand $/hr", "Reserved 1-yr $/hr"],
            ["gpu_1x_a10", "1x A10", "24 GB", "30", "200 GiB", "1.4 TiB", "0.75", "-"],
            ["gpu_8x_a100_40", "8x A100 SXM4", "40 GB", "124", "1800 GiB", "6 TiB", "10.32", "8.40"],
            ["gpu_8x_h100_sxm", "8x H100 SXM5", "80 GB", "208", "1800 GiB", "22 TiB", "23.92", "19.12"],
            ["gpu_8x_b200_sxm", "8x B200 SXM6", "180 GB", "208", "2900 GiB", "22 TiB", "39.92", "31.92"]]
    return [P("NORTHBEAM CLOUD", ENH), P("On-demand GPU instances - pricing (US-East-2), retrieved 2 June 2025", EN),
            Spacer(1, 6), T(rows, widths=[78, 58, 48, 34, 52, 52, 60, 70], zebra=True), Spacer(1, 8),
            P("<b>Your selection:</b> gpu_8x_h100_sxm - 8x NVIDIA H100 SXM5 80 GB, on-demand, 1 instance", EN),
            P("Estimated: USD 23.92 per instance-hour (USD 2.99 per GPU-hour).", EN),
            P("Billing: billed per minute while the instance is running; no minimum commitment.", EN),
            P("GPUs in the 8x instances are connected with NVLink and NVSwitch (SXM5, 900 GB/s per GPU). "
              "Instances are single-tenant virtual machines with whole GPUs passed through.", EN),
            P("Networking: up to 25 Gb/s public internet per instance; egress free.", EN),
            P("Support and uptime: on-demand instances are provided without an uptime SLA or service credits. "
              "Persistent filesystem storage is billed separately at $0.20/GB-month.", ENS)]


PDFS["c02-northbeam-pricepage-h100-en.pdf"] = c02


# ----------------------------------------------------------------------------- c03 bilingual transposed table
def c03() -> Story:
    rows = [["规格 Spec", "A800 SXM", "H800 SXM", "H20（已选 Selected）", "L40S"],
            ["显存 / GPU memory", "80GB HBM2e", "80GB HBM3", "96GB HBM3", "48GB GDDR6"],
            ["每台卡数 / GPUs per server", "8", "8", "8", "8"],
            ["BF16 算力（稠密 dense）", "312 TFLOPS", "989 TFLOPS", "148 TFLOPS", "362 TFLOPS"],
            ["卡间互联 / GPU link", "NVLink 400GB/s", "NVLink 400GB/s", "NVLink 900GB/s 全互联", "PCIe 4.0（无 NVLink）"],
            ["CPU", "2 × 64 核 / cores", "2 × 56 核 / cores", "2 × 32 核 / cores", "2 × 32 核 / cores"],
            ["内存 / RAM", "2TB", "2TB", "1TB（16 × 64GB）", "512GB"],
            ["数据盘 / Data disk", "4 × 7.68TB NVMe", "8 × 3.84TB NVMe", "4 × 3.84TB NVMe", "2 × 3.84TB NVMe"],
            ["节点互联 / Cluster network", "4 × 200G IB HDR", "8 × 400G RoCE", "4 × 200G RoCE v2", "2 × 100GbE"],
            ["月租 / Monthly (CNY/台)", "¥72,000", "¥118,000", "¥56,000", "¥21,000"]]
    return [P("星衡算力 StarBalance Compute", ZHH),
            P("八卡服务器规格对比与报价 / 8-GPU server comparison and quotation", ZH), Spacer(1, 6),
            T(rows, True, [100, 80, 80, 110, 90]), Spacer(1, 8),
            P("订购明细 Order: H20 八卡服务器 4 台（32 张 H20），专属物理机，整机独享 / 4 dedicated H20 servers.", ZH),
            P("单价 Price: ¥56,000/台/月，4 台合计 ¥224,000/月；最短租期 6 个月 / minimum term six months.", ZH),
            P("公网 Internet: 每台 50Mbps 共享带宽 / 50 Mbps shared per server.", ZH),
            P("服务等级：以双方另行签署的《服务等级协议》为准。/ Service levels: as set out in the SLA to be signed "
              "separately.", ZHS)]


PDFS["c03-starbalance-transposed-h20-bi.pdf"] = c03


# ----------------------------------------------------------------------------- c04 en email, MIG behind "dedicated"
def c04() -> Story:
    head = ["From: Priya Raman &lt;priya.raman@quillon-data.com&gt;", "To: ml-infra@(customer)",
            "Date: Thu, 24 Jul 2025 11:05:31 +0100", "Subject: RE: dedicated H100 capacity for August"]
    body = ["Hi Tom,",
            "Great speaking with you. Confirming what we can offer from our Slough site starting 4 August:",
            "&#8226; 1 x server, 8 x dedicated NVIDIA H100 80GB GPUs*",
            "&#8226; 2 x Intel Xeon Platinum 8462Y+ (32 cores each), 1 TB RAM",
            "&#8226; 4 x 3.84 TB NVMe local scratch",
            "&#8226; 10 Gbps internet",
            "Price: GBP 1.95 per GPU per hour, billed hourly, minimum term one (1) month.",
            "Uptime target is 99.5% and we will credit 5% of the monthly fee if we miss it in any month.",
            "Let me know if you'd like me to pencil this in.",
            "Kind regards,<br/>Priya Raman<br/>Account Executive, Quillon Data Services Ltd"]
    foot = ("* GPU capacity is provisioned from our multi-tenant pool as MIG 3g.40gb instances (two instances per "
            "physical H100), each with 40 GB of GPU memory. Instances are exclusive to you for the term.")
    quoted = ["&gt; On 23 Jul 2025, Tom wrote:", "&gt; We need 8 dedicated H100 80GB for LoRA on Llama 3 8B.",
              "&gt; Please confirm they are whole GPUs."]
    return ([P(x, MONO) for x in head] + [Spacer(1, 8)] + [P(b, EN) for b in body] + [Spacer(1, 6), P(foot, ENS),
            Spacer(1, 8)] + [P(q, MONO) for q in quoted])


PDFS["c04-quillon-email-mig-as-dedicated-en.pdf"] = c04


# ----------------------------------------------------------------------------- c05 zh scanned key:value, 4090 NVLink claim
def c05() -> Story:
    lines = ["鑫途算力  GPU 服务器出租  （传真件）",
             "机型：      RTX 4090 八卡服务器",
             "显卡：  NVIDIA GeForce RTX 4090  24G  ×  8 张",
             "互联：     NVLink 高速互联，八卡互通",
             "处理器：  AMD EPYC 7542   32核 × 2",
             "内存：   512G DDR4",
             "硬盘：  系统盘 500G SSD     数据盘 2T SATA SSD",
             "带宽：  上行 50M（共享），下行不限",
             "价格：    2.2 元/卡·小时     整机 17.6 元/小时   按小时计费",
             "说明：  机器按现状出租，不提供 SLA，不承担停机赔偿。",
             "                                  经办：钱经理  2025.7.2"]
    return [Spacer(1, 20), Scan(lines, angle=0.8), Spacer(1, 10), Scan(["鑫途算力（东莞）  盖章"], angle=-0.5)]


PDFS["c05-xintu-scan-4090-nvlink-zh.pdf"] = c05


# ----------------------------------------------------------------------------- c06 en quote + MSA/SLA as Markdown
def c06() -> Story:
    rows = [["Line", "Description", "Qty", "Unit price (USD)", "Extended / month"],
            ["1", "HGX H200 node: 8 x NVIDIA H200 SXM 141 GB, NVLink/NVSwitch (900 GB/s per GPU)", "4",
             "3.35 per GPU-hour", "78,234.40"],
            ["2", "Host per node: 2 x Intel Xeon Platinum 8568Y+ (48 cores), 2 TB DDR5", "incl.", "-", "-"],
            ["3", "Local data disks per node: 3.84 TB NVMe Gen4 x 8; boot: 2 x 960 GB M.2 (mirrored)", "incl.", "-",
             "-"],
            ["4", "Compute fabric per node: NDR InfiniBand 400 Gb/s x 8, non-blocking fat tree, GPUDirect RDMA",
             "incl.", "-", "-"],
            ["5", "Front-end network per node: 2 x 100 GbE (storage and management)", "incl.", "-", "-"],
            ["6", "Internet transit per node: 5 Gb/s committed, unmetered", "incl.", "-", "-"],
            ["7", "Managed Slurm, 24x7 support", "1", "included", "-"]]
    return [P("Helios Compute Ltd.", ENH), P("Order Quotation HC-OQ-25-0318 &#183; 18 March 2025", EN), Spacer(1, 6),
            T(rows, widths=[26, 250, 34, 80, 80]), Spacer(1, 6),
            P("Term: 6 months from Acceptance. Fees are billed monthly in advance on an hourly rate basis. "
              "This Quotation is governed by the Helios Master Services Agreement and its Service Level Agreement "
              "(Schedule 2), supplied with this Quotation.", EN)]


PDFS["c06a-helios-h200-quote-en.pdf"] = c06

TEXTS["c06b-helios-msa-sla-en.md"] = """# Master Services Agreement

This Master Services Agreement (the "Agreement") is made between **Helios Compute Ltd.** (the "Provider"), a company
registered in England and Wales, and the customer named in the Order Quotation (the "Customer").

## 1. Services

1.1 Provider shall supply the dedicated GPU servers described in Order Quotation HC-OQ-25-0318: four (4) servers,
each with eight (8) NVIDIA H200 SXM GPUs with 141 GB of HBM3e memory per GPU.

1.2 The servers are single-tenant bare metal. Provider shall not enable MIG, vGPU or any form of time-slicing on the
GPUs, and shall not share the servers, the GPUs or the InfiniBand fabric with any other customer.

1.3 Within each server the eight GPUs are connected in a full NVLink/NVSwitch mesh. The servers are connected by a
non-blocking NDR InfiniBand fabric with eight 400 Gb/s ports per server.

## 2. Acceptance

2.1 Within seventy-two (72) hours of handover the Customer may run the acceptance tests in Schedule 3. A server
passes when `nvidia-smi` shows eight H200 GPUs with 141 GB each, nccl-tests `all_reduce_perf` reaches a bus
bandwidth of at least 450 GB/s inside the server and at least 350 GB/s across all four servers, and `fio`
sequential read on the local NVMe array reaches at least 20 GB/s. The Term starts when every server passes.

## 3. Fees

3.1 Fees are USD 3.35 per GPU-hour for 32 GPUs, invoiced monthly in advance, for a minimum term of six (6) months.

## 4. Customer Data

4.1 Within thirty (30) days after the end of the Term, Provider shall erase all Customer Data from the servers and
from any storage attached to them, following NIST SP 800-88 (Purge), and shall issue a certificate of erasure.

## 5. Term and termination

5.1 Either party may terminate for material breach not remedied within thirty (30) days of notice.

## 6. Liability

6.1 Each party's total liability under this Agreement is limited to the fees payable in the twelve (12) months
before the event giving rise to the claim.

# Schedule 2 - Service Level Agreement

S2.1 **Availability.** Provider commits to a Monthly Availability of 99.95% for each server, measured per minute.
A server is unavailable when it, any of its GPUs, or any of its fabric ports cannot be used by the Customer.

S2.2 **Service credits.** If Monthly Availability is below 99.95% the Customer receives a credit of 10% of the monthly
fees for that server; below 99.5%, 25%; below 99.0%, 50%; below 95.0%, 100%.

S2.3 **Exclusions.** Planned maintenance notified at least seven (7) days in advance, up to four (4) hours per month.

Signed for and on behalf of Helios Compute Ltd.: ______________________ (Director)
"""


# ----------------------------------------------------------------------------- c07 zh table breaking over pages, hedged SLA
def c07() -> Story:
    rows = [["序号", "项目", "规格 / 说明", "数量"]]
    items = [("GPU", "NVIDIA A100 SXM4 80GB", "8 块/台"), ("GPU 互联", "NVLink 3.0 + NVSwitch，单卡 600GB/s", "—"),
             ("CPU", "AMD EPYC 7H12 64 核", "2 颗/台"), ("内存", "32GB DDR4-3200 RDIMM", "32 根/台"),
             ("系统盘", "1.92TB SATA SSD", "1 块/台"), ("数据盘", "6.4TB NVMe SSD", "2 块/台"),
             ("计算网络", "HDR InfiniBand 200Gb/s 单口网卡", "4 张/台"), ("存储网络", "2 × 25GbE，接入共享 NAS", "1 套/台"),
             ("公网带宽", "20Mbps，限速，超出部分按流量另计", "1 条/台"), ("操作系统", "Ubuntu 20.04 / CentOS 7.9", "—"),
             ("驱动", "NVIDIA 535 / CUDA 12.2", "—"), ("监控", "Prometheus + Grafana 大盘", "—")]
    filler = [("机柜", "42U 标准机柜，双路供电", "—"), ("电力", "单机柜 20kW", "—"), ("温控", "精密空调 N+1", "—"),
              ("安防", "7×24 门禁与视频监控", "—"), ("带外", "IPMI 独立管理网", "—"), ("工单", "7×24 工单响应", "—"),
              ("巡检", "每周远程巡检一次", "—"), ("备件", "本地备件库，含 GPU 备卡", "—"), ("交付", "签约后 15 个工作日", "—"),
              ("迁移", "提供数据迁移协助", "—"), ("培训", "一次集群使用培训", "—"), ("调度", "Slurm 集群调度系统", "—"),
              ("镜像", "PyTorch 2.3 / Megatron-LM 镜像", "—"), ("日志", "日志保留 30 天", "—"), ("审计", "操作审计", "—"),
              ("安全", "VPC 隔离", "—"), ("账单", "月度账单明细", "—"), ("发票", "增值税专用发票", "—"),
              ("对接", "专属客户经理", "—"), ("容量", "可扩容至 16 台", "—"), ("电源", "2+2 冗余电源 3000W", "—"),
              ("风扇", "N+1 热插拔风扇", "—"), ("节点数", "4台（共 32 块 A100）", "4台")]
    for i, (a, b, c) in enumerate(items + filler, 1):
        rows.append([str(i), a, b, c])
    return [P("极光数智（北京）科技有限公司", ZHH), P("A100 训练集群租赁技术方案与报价", ZH2),
            P("方案编号：JG-2025-0427　　日期：2025年4月27日", ZH), Spacer(1, 8),
            P("〇、方案概述", ZH2),
            P("根据贵司 70B 模型全参微调的需求，我司提供 A100 SXM4 八卡训练集群。集群部署于我司北京亦庄自建机房，"
              "机房为 T3+ 等级，双路市电加柴油发电机保障；网络采用 InfiniBand 无阻塞胖树组网，计算网络与存储网络物理隔离。"
              "集群交付前完成 48 小时压力测试；交付后由我司运维团队 7×24 值守，提供驱动、CUDA、NCCL 的版本管理与升级服务。", ZH),
            P("集群软件栈预装 PyTorch、DeepSpeed 与 Megatron-LM，提供 Slurm 作业调度与共享 NAS 上的公共数据集目录；"
              "客户可通过堡垒机登录各节点，拥有 root 权限。扩容时新增节点与现有节点位于同一 InfiniBand 网络平面。", ZH),
            P("我司已为十余家高校与企业客户提供同类集群，平均故障恢复时间低于 4 小时。以下为详细配置与报价，"
              "如有调整请与客户经理联系。", ZH),
            P("一、配置清单（下表数量为每台数量，末行为节点数量）", ZH2),
            T(rows, True, [30, 70, 260, 70], zebra=True), Spacer(1, 6),
            P("二、价格：￥3.8 万元/台/月，按月计费，最短租期 2 个月。", ZH),
            P("三、服务说明：我方以 99.5% 的月度可用率为服务目标，尽力而为保障稳定运行；该目标不构成承诺，"
              "不作为赔偿依据。故障响应 30 分钟，硬件更换 8 小时内完成。", ZH),
            P("四、验收：交付时提供 nvidia-smi 与 NCCL 测试截图。", ZH)]


PDFS["c07-jiguang-a100-pagebreak-hedged-zh.pdf"] = c07


# ----------------------------------------------------------------------------- c08 en order form, stray numbers
def c08() -> Story:
    hdr = [["Order Form No.", "KPC-OF-2025-0611", "Order date", "11 June 2025"],
           ["Customer ref.", "PO 4500017729", "Service start", "1 July 2025"]]
    rows = [["Item", "Per-server configuration", "Qty"],
            ["Accelerators", "NVIDIA H100 80GB HBM3 SXM5, HGX board, NVLink 4 + NVSwitch", "8"],
            ["Processors", "AMD EPYC 9474F, 48-core", "2 x 48-core"],
            ["Memory", "64 GB DDR5-4800 RDIMM", "24 (1.5 TB)"],
            ["Boot", "960 GB M.2 NVMe, RAID 1", "2"],
            ["Data", "3.84 TB NVMe U.2 Gen4", "4"],
            ["Back-end fabric", "NVIDIA ConnectX-7, NDR InfiniBand 400 Gb/s, rail-optimised", "8"],
            ["Front-end", "25 GbE (internet 10 Gbps per server, unmetered)", "2"],
            ["Servers", "three (3) servers, 24 GPUs in total", "3"]]
    return [P("Kestrel Peak Compute, Inc.", ENH), P("ORDER FORM - Dedicated GPU Servers", EN2),
            T(hdr, widths=[80, 130, 80, 130], head=False), Spacer(1, 8), T(rows, widths=[90, 270, 70]), Spacer(1, 8),
            P("<b>Fees.</b> USD 2.25 per GPU-hour (24 GPUs), invoiced monthly in advance. Initial Term: twelve (12) "
              "months; renews monthly thereafter.", EN),
            P("<b>Tenancy.</b> Dedicated single-tenant bare metal; no other customer workloads run on the servers.", EN),
            P("<b>Acceptance (section 4.2 of the MSA).</b> The servers are accepted when the 8-GPU nccl-tests "
              "all_reduce bus bandwidth is &#8805; 350 GB/s per server and the 24-GPU result is &#8805; 300 GB/s, "
              "measured within 5 business days of the Service start.", EN),
            P("<b>Service levels.</b> As set out in the Kestrel Peak Service Level Agreement v3.1 published at "
              "kestrelpeak.example/legal/sla, which is incorporated by reference.", EN),
            Spacer(1, 12), P("Accepted for Kestrel Peak Compute, Inc.: J. Alvarez, VP Sales &#160;&#160; Date: "
                             "2025-06-11", EN)]


PDFS["c08-kestrel-orderform-h100-3nodes-en.pdf"] = c08


# ----------------------------------------------------------------------------- c09 zh container price list, 订购 shared slice
def c09() -> Story:
    rows = [["规格", "GPU", "显存", "CPU / 内存", "数据盘", "价格（元/时）", "说明"],
            ["g1.4090", "RTX 4090 × 1", "24G", "16 核 / 64G", "50G", "1.88", "整卡"],
            ["g1.a800", "A800 80G × 1", "80G", "12 核 / 120G", "50G", "5.20", "整卡"],
            ["g8.a800", "A800 80G SXM × 8", "80G × 8", "112 核 / 960G", "400G", "41.60", "整机，NVLink"],
            ["s1.h20-48", "H20 共享型 × 1", "48G", "10 核 / 90G", "50G", "3.10", "共享物理卡，算力约 1/2 卡"],
            ["s1.l40s-24", "L40S vGPU × 1", "24G", "8 核 / 45G", "50G", "1.25", "vGPU 切分"]]
    return [P("算盒云 · 弹性 GPU 容器价格", ZHH), P("2025 年 9 月 · 华南一区 · 按秒计费，关机不计 GPU 费用", ZH), Spacer(1, 6),
            T(rows, True, [56, 80, 42, 70, 40, 56, 120], zebra=True), Spacer(1, 10),
            P("订购：s1.h20-48 × 2 个实例（订单号 SH-9081-2025-0926）", ZH2),
            P("每个实例为一块 H20 物理卡的一半资源：48G 显存、约 1/2 卡算力，与其他用户的实例共享同一块物理卡，"
              "采用时间片调度。价格 3.10 元/时/实例，按秒计费。", ZH),
            P("数据盘 50G 高效云盘；共享存储 /shared-fs 免费 20G。无公网 IP。", ZH),
            P("平台为自助服务，不提供 SLA；实例故障不赔偿，可自助迁移。", ZHS)]


PDFS["c09-suanhe-container-shared-h20-zh.pdf"] = c09


# ----------------------------------------------------------------------------- c10 en two-column spec sheet, honest L40S
def c10() -> tuple[Story, Story, Story]:
    head = [P("ALDERGROVE CLOUD", ENH), P("Dedicated Inference &amp; Fine-tuning Server AG-L40S-4 - Offer AG-2291", EN),
            P("Valid until 30 September 2025", ENS)]
    left = [P("Hardware (per server)", EN2),
            P("&#8226; 4 x NVIDIA L40S, 48 GB GDDR6 each, PCIe Gen4 x16", EN),
            P("&#8226; No NVLink: GPUs communicate over PCIe through the CPU root complex", EN),
            P("&#8226; BF16 tensor: 362 TFLOPS per GPU (dense)", EN),
            P("&#8226; 1 x AMD EPYC 9354P, 32 cores", EN),
            P("&#8226; 384 GB DDR5 (12 x 32 GB)", EN),
            P("&#8226; Boot: 480 GB SATA SSD", EN),
            P("&#8226; Data: 2 x 3.84 TB NVMe (7.68 TB)", EN),
            P("&#8226; Network: 10 Gbps public, unmetered, not rate-limited", EN),
            P("Tenancy", EN2),
            P("Bare metal, whole GPUs, single tenant. No vGPU, no MIG (not supported on L40S).", EN)]
    right = [P("Commercials", EN2),
             P("EUR 3.20 per server-hour (EUR 0.80 per GPU-hour), billed per hour. Minimum term: one (1) month.", EN),
             P("Service levels", EN2),
             P("Monthly uptime commitment 99.9% per server. Service credits: 10% of the monthly fee below 99.9%, "
               "25% below 99.0%.", EN),
             P("Acceptance: within 24 hours of handover, nvidia-smi shows four L40S with 48 GB each and fio sequential "
               "read reaches at least 6 GB/s; billing starts after acceptance.", EN),
             P("Data: all drives are wiped within 5 days after the end of the term and a wipe report is sent.", EN),
             Spacer(1, 10), P("Aldergrove Cloud B.V., Amsterdam", ENS)]
    return head, left, right


TWO_COL["c10-aldergrove-twocol-l40s-en.pdf"] = c10



# ----------------------------------------------------------------------------- c11 bi headline NVLink, PCIe cards in a bullet
def c11() -> Story:
    return [P("曜石智算 Obsidian AI Compute", ZHH),
            P("8 × H100 NVLink 全互联服务器 · 月租报价 / 8 x H100 NVLink server - monthly quotation", ZH2),
            P("报价单号 No. OBS-2508-117　　日期 Date：2025-08-19", ZH), Spacer(1, 6),
            P("配置亮点 Highlights", ZH2),
            P("&#8226; 8 张 H100 80GB PCIe 卡 / eight H100 80GB PCIe cards", ZH),
            P("&#8226; NVLink 桥接器，两两互联（2-way bridge）；卡对之间经 PCIe Gen5 交换 / NVLink bridges join the cards "
              "in pairs, PCIe Gen5 switch between pairs", ZH),
            P("&#8226; 2 × Intel Xeon Gold 6448Y（32 核 cores）", ZH),
            P("&#8226; 1TB DDR5 内存 / memory", ZH),
            P("&#8226; 数据盘 Data：2 × 7.68TB NVMe；系统盘 Boot：2 × 480GB SSD", ZH),
            P("&#8226; 公网 Internet：1Gbps 独享 dedicated", ZH),
            P("价格 Price", ZH2),
            P("¥68,000/台/月（含税 incl. VAT），最短租期 3 个月 / minimum term 3 months；单台 one server。", ZH),
            P("整机独享，物理卡，不虚拟化 / dedicated bare metal, no virtualisation。", ZH),
            P("服务：7×24 小时技术支持；可用性尽力保障，不承诺赔偿 / best-effort availability, no credits。", ZHS)]


PDFS["c11-obsidian-h100-pcie-headline-nvlink-bi.pdf"] = c11


# ----------------------------------------------------------------------------- c12 en prose proposal, numbers in words, B200
def c12() -> Story:
    return [P("Tamarack Systems", ENH), P("Proposal: Dedicated B200 Pre-training Cluster", EN2),
            P("Prepared for the Research Computing Office &#183; 2 October 2025", EN), Spacer(1, 8),
            P("Tamarack Systems is pleased to propose sixty-four (64) NVIDIA B200 GPUs, delivered as eight (8) HGX B200 "
              "servers with eight GPUs each. Every GPU carries 180 GB of HBM3e and the eight GPUs in a server share a "
              "fifth-generation NVLink domain through NVSwitch, at 1.8 TB/s per GPU.", EN),
            P("Each server has two terabytes of system memory, two 56-core Intel Xeon Platinum 8570 processors and "
              "eight 3.84 TB NVMe drives for local data (30.72 TB), besides a mirrored boot pair. The servers are joined "
              "by a non-blocking InfiniBand NDR fabric, eight 400 Gb/s ports per server, with GPUDirect RDMA; a separate "
              "100 GbE network serves the shared parallel file system, and each server has a 10 Gb/s internet uplink.",
              EN),
            P("The cluster is reserved for you alone - whole GPUs, no virtualisation and no other tenants.", EN),
            P("Our price is four dollars and fifty cents ($4.50) per GPU per hour for a committed term of nine (9) "
              "months, invoiced monthly.", EN),
            P("We commit to 99.9% monthly availability per server; below that you receive a credit of 10% of the "
              "affected server's monthly fee, rising to 30% below 99.0%.", EN),
            P("The cluster is deemed accepted on handover. At the end of the term every drive is erased and a "
              "certificate is sent to you within twenty-one (21) days.", EN),
            Spacer(1, 10), P("With kind regards,<br/>Elena Marsh<br/>Director of Sales, Tamarack Systems", EN)]


PDFS["c12-tamarack-prose-b200-words-en.pdf"] = c12


# ----------------------------------------------------------------------------- c13 zh email, A800 PCIe honest
def c13() -> Story:
    head = ["发件人：孙婷 &lt;sunting@hengyu-gpu.com&gt;", "收件人：陈博士", "日期：2025年6月3日 星期二 15:40",
            "主题：回复：A800 八卡机器报价"]
    body = ["陈博士您好，",
            "按您说的 8B 全参微调需求，给您报一台八张 A800 80G PCIe 的机器：",
            "一、显卡：八张 NVIDIA A800 80GB PCIe，卡间 PCIe 4.0 直连，无 NVLink 桥；",
            "二、处理器：两颗 Intel Xeon Platinum 8358（每颗 32 核）；",
            "三、内存：1TB（十六根 64G）；",
            "四、存储：系统盘 480G，数据盘两块 3.84T NVMe；",
            "五、网络：公网 100M 独享，不限流量。",
            "价格 6.5 元/卡/小时（整机每小时 52 元），按小时计费，最短租期一个月。整机独享，不切分不超售。",
            "服务承诺写在合同附件里，主要是：月可用率 99.5%，不达标按当月租金 10% 赔付；交付 24 小时内验收"
            "（nvidia-smi 看 8 张 80GB，fio 顺序读 ≥ 5GB/s）；退租后 3 天内删除数据并给删除记录。",
            "有问题随时找我。",
            "恒宇算力　孙婷"]
    return ([P(h, ZMONO) for h in head] + [Spacer(1, 8)] + [P(b, ZH) for b in body] +
            [Spacer(1, 10), P("----- 原始邮件 -----", ZMONO), P("孙经理，想租一台 8 卡 80G 的机器做 8B 全参，报个价？", ZMONO)])


PDFS["c13-hengyu-email-a800-pcie-zh.pdf"] = c13


# ----------------------------------------------------------------------------- c14 en price list, MI300X, reserved vs on-demand
def c14() -> Story:
    rows = [["Plan", "Accelerator", "Memory", "On-demand (per GPU-hour)", "1-year reserved", "3-year reserved"],
            ["MI300X-8", "8 x AMD Instinct MI300X", "192 GB HBM3 each", "USD 2.49", "USD 1.99", "USD 1.69"],
            ["H100-8", "8 x NVIDIA H100 SXM5", "80 GB HBM3 each", "USD 2.79", "USD 2.29", "USD 1.99"],
            ["H200-8", "8 x NVIDIA H200 SXM5", "141 GB HBM3e each", "USD 3.59", "USD 2.99", "USD 2.59"]]
    return [P("Corvid Compute", ENH), P("Bare-metal GPU pricing &#183; effective 1 August 2025", EN), Spacer(1, 6),
            T(rows, widths=[50, 110, 80, 90, 70, 70], zebra=True), Spacer(1, 8),
            P("<b>Quote basis:</b> 1 x MI300X-8 server, on-demand, USD 2.49 per GPU-hour (USD 19.92 per server-hour).",
              EN),
            P("Billed per second, no minimum term. Each MI300X-8 server: 8 GPUs on AMD Infinity Fabric (xGMI) full "
              "mesh, 2 x AMD EPYC 9534 (64 cores each), 3 TB DDR5, 8 x 3.84 TB NVMe, 2 x 100 GbE internet-facing ports.",
              EN),
            P("Dedicated bare metal - one customer per server. Uptime commitment: 99.5% per calendar month; credits of "
              "10% (below 99.5%) and 25% (below 99%) of the month's charges for that server.", EN)]


PDFS["c14-corvid-pricelist-mi300x-en.pdf"] = c14


TEXTS["c15-kunsuan-contract-h20-nosla-zh.txt"] = """GPU 服务器租赁合同

合同编号：KS-ZL-2025-0815-02

甲方（承租方）：（客户名称略）
乙方（出租方）：深圳市鲲算网络科技有限公司

第一条　租赁标的
1.1 乙方向甲方出租 H20 八卡服务器两台，每台配置：NVIDIA H20 96GB 八张（NVLink 全互联）；
    Intel Xeon Platinum 8468 四十八核处理器两颗；内存 1TB；系统盘 960GB SSD 一块；数据盘 3.84TB NVMe 两块。
1.2 两台服务器之间通过 25GbE 普通以太网互联，不支持 RDMA；公网带宽 30Mbps。
1.3 服务器为乙方自有设备，整机出租给甲方独立使用。

第二条　租期与租金
2.1 租期自交付之日起十二个月。
2.2 租金为每台每月人民币肆万伍仟元整（￥45,000），两台合计每月 ￥90,000，按季度预付。

第三条　交付与验收
3.1 乙方将服务器上架并开通远程访问后通知甲方，通知之日即视为交付完成，甲方未在三日内提出书面异议的视为验收合格。

第四条　服务
4.1 乙方提供 5×8 小时远程技术支持。
4.2 乙方不提供 SLA 与赔偿；因设备故障、机房断电、网络中断等造成的停机，乙方不承担赔偿责任，租期不予顺延。

第五条　数据
5.1 甲方自行负责数据备份。租期届满后乙方将服务器恢复出厂设置。

第六条　违约与争议
6.1 甲方逾期支付租金超过十五日的，乙方有权停机。
6.2 争议提交乙方所在地人民法院管辖。

甲方（盖章）：                      乙方（盖章）：深圳市鲲算网络科技有限公司
日期：2025年8月15日
"""


# ----------------------------------------------------------------------------- c16 en 128-GPU cluster, table over pages
def c16() -> Story:
    rows = [["#", "Component", "Specification", "Qty per node", "Qty total"]]
    spec = [("Compute node", "Supermicro SYS-821GE-TNHR, HGX H100 8-GPU", "1", "16"),
            ("GPU", "NVIDIA H100 SXM5 80 GB HBM3, 700 W", "8", "128"),
            ("GPU interconnect", "NVLink 4 via 4 x NVSwitch, 900 GB/s bidirectional per GPU", "-", "-"),
            ("CPU", "Intel Xeon Platinum 8480+ 56-core 2.0 GHz", "2", "32"),
            ("Memory", "64 GB DDR5-4800 RDIMM", "32", "512"),
            ("Boot drive", "1.92 TB M.2 NVMe (RAID 1)", "2", "32"),
            ("Local data drive", "7.68 TB U.2 NVMe", "4", "64"),
            ("Compute fabric NIC", "ConnectX-7 NDR 400 Gb/s InfiniBand, one per GPU", "8", "128"),
            ("Storage NIC", "ConnectX-7 200 Gb/s Ethernet to the shared Lustre file system", "1", "16"),
            ("Internet", "25 Gb/s routed uplink, shared by the cluster", "-", "1"),
            ("Leaf switch", "NVIDIA QM9700 NDR 64-port", "-", "8"),
            ("Spine switch", "NVIDIA QM9700 NDR 64-port", "-", "4"),
            ("Lustre", "DDN AI400X2, 1 PB usable, shared file system", "-", "1"),
            ("Management", "1 GbE BMC + 10 GbE in-band", "2", "32")]
    spec += [(f"Service item {n}", text, "-", "-") for n, text in enumerate([
        "Rack-and-stack, cabling and burn-in (72 h HPL + NCCL)", "Slurm 23.11 with pyxis/enroot",
        "Prometheus/Grafana monitoring with DCGM exporter", "24x7 NOC, 4-hour on-site parts replacement",
        "Quarterly firmware and driver updates by agreement", "Named technical account manager",
        "SOC 2 Type II data centre, biometric access", "Dual 2N power feed, 40 kW per rack",
        "Cold-aisle containment, N+1 cooling", "Spare parts pool on site (2 nodes' worth of GPUs)",
        "Onboarding workshop (2 days)", "Cluster health report monthly", "Out-of-band console via VPN",
        "Image library: PyTorch, NeMo, Megatron-LM", "Customer root access on all nodes",
        "Isolated VLANs per customer", "Encrypted local drives (SED)", "Cluster topology file delivered",
        "NCCL tuning for the rail-optimised fabric", "Expansion path to 32 nodes in the same fabric"], 1)]
    for i, r in enumerate(spec, 1):
        rows.append([str(i), *r])
    return [P("Larchmont GPU Infrastructure", ENH),
            P("Bill of Materials and Pricing - Reserved Cluster LGI-RC-16", EN2),
            P("16 nodes &#215; 8 GPUs = 128 NVIDIA H100 SXM5 GPUs", EN), Spacer(1, 6),
            T(rows, widths=[24, 90, 226, 55, 50], zebra=True), Spacer(1, 8),
            P("Pricing", EN2),
            P("USD 2.05 per GPU-hour, 128 GPUs, committed term of 24 months, invoiced monthly. Tenancy: dedicated, "
              "single customer; the shared Lustre system and the internet uplink are shared by this cluster only.", EN),
            P("Service levels", EN2),
            P("Availability per node of 99.9% per month. Credits: 99.0% to 99.9%: 10%; 95.0% to 99.0%: 25%; below "
              "95.0%: 50% of that node's monthly fee. Acceptance: 128-GPU nccl-tests all_reduce busbw of at least "
              "350 GB/s and HPL at 80% of Rpeak within 5 days of handover. Data is destroyed within 15 days after "
              "the end of the term, with a certificate.", EN),
            Spacer(1, 8), P("Larchmont GPU Infrastructure LLC &#183; Reston, VA", ENS)]


PDFS["c16-larchmont-128gpu-bom-pagebreak-en.pdf"] = c16


# ----------------------------------------------------------------------------- c17 en vGPU footnote narrows the headline
def c17() -> Story:
    rows = [["Configuration", "Value"],
            ["GPU", "8 x NVIDIA A100 80GB<super>1</super>"],
            ["vCPU / RAM", "96 vCPU, 960 GB"],
            ["Storage", "6 TB NVMe-backed block volume"],
            ["Network", "50 Gbps"],
            ["Price", "USD 9.60 per instance-hour (USD 1.20 per GPU-hour), billed per minute"],
            ["Commitment", "minimum commitment of one month"]]
    return [P("Pinecrest Virtual Compute", ENH), P("Instance offer PVC-A100x8 for the customer's fine-tuning project",
                                                  EN), Spacer(1, 6),
            T(rows, widths=[110, 330]), Spacer(1, 6),
            P("All eight A100s are available to you alone for the term.", EN),
            P("Service: 99.9% monthly availability; 10% credit below 99.9%, 25% below 99.0%.", EN),
            Spacer(1, 14),
            P("<super>1</super> Each GPU is a NVIDIA vGPU (A100D-40C profile) with 40 GB framebuffer per vGPU; two vGPUs "
              "share one physical A100 80GB under the time-sliced scheduler.", ENS)]


PDFS["c17-pinecrest-vgpu-footnote-a100-en.pdf"] = c17


# ----------------------------------------------------------------------------- c18 zh 已选 billing option
def c18() -> Story:
    rows = [["选择", "计费方式", "单价", "说明"],
            ["可选", "按量付费", "￥28.00/卡/时", "按秒计费，随时释放"],
            ["可选", "包月", "￥160,000/台/月", "最短 1 个月"],
            ["已选", "包年", "￥1,560,000/台/年", "一次性预付，租期 12 个月"]]
    spec = [("实例规格", "bm.gn8h.h100（裸金属）"), ("GPU", "8 × NVIDIA H100 SXM5 80GB，NVLink 900GB/s 全互联"),
            ("CPU", "2 × Intel Xeon 8480+（56 核）"), ("内存", "2048 GB"),
            ("本地盘", "系统盘 ESSD 200GB；数据盘 8 × 3.84TB NVMe"), ("网络", "公网带宽 200Mbps（按固定带宽计费）"),
            ("数量", "1 台"), ("租户", "物理机独占，无虚拟化层")]
    return [P("青岚云 · 裸金属 GPU 实例订单确认", ZHH), P("订单号：QL-ORD-20250730-5512", ZH), Spacer(1, 6),
            P("实例配置", ZH2), *kv(spec, ZH),
            Spacer(1, 6), P("计费方式", ZH2), T(rows, True, [50, 80, 120, 200]), Spacer(1, 6),
            P("服务等级：物理机月度可用性 99.95%；未达标按《裸金属 SLA》赔付代金券：低于 99.95% 赔 10%，低于 99% 赔 25%，"
              "低于 95% 赔 100%。实例释放后数据盘数据立即擦除，不可恢复。", ZH)]


PDFS["c18-qinglan-order-yixuan-h100-zh.pdf"] = c18



# ----------------------------------------------------------------------------- c19 en email thread, RDMA not supported
def c19() -> Story:
    head = ["From: Marcus Lee &lt;mlee@brightwater-hosting.net&gt;", "To: Anna Kowalski &lt;anna@(customer)&gt;",
            "Sent: Monday, 12 May 2025 09:14", "Subject: Re: Re: 16 GPUs for a 70B full fine-tune"]
    body = ["Hi Anna,",
            "Following up on Friday - we can do two servers for you, each with:",
            "- 8x NVIDIA A100 40GB SXM4 (HGX, NVLink 600 GB/s between all eight)",
            "- 2x AMD EPYC 7543 32-Core",
            "- 512 GB RAM",
            "- 1x 960 GB SATA boot SSD and 4x 1.92 TB NVMe for data",
            "- 1x 100 GbE between the two servers (TCP only - RDMA not supported on our switches)",
            "- 1 Gbps internet",
            "$1.10 per GPU per hour, billed daily, 14-day minimum.",
            "Both boxes are dedicated to you for the rental period.",
            "Cheers,<br/>Marcus<br/>Brightwater Hosting"]
    quoted = ["On Fri, 9 May 2025, Anna Kowalski wrote:",
              "&gt; Thanks Marcus. Can you confirm the interconnect between the two servers?",
              "&gt; We plan a full fine-tune of Llama 3 70B in bf16 with AdamW.",
              "&gt;&gt; On Thu, 8 May 2025, Marcus Lee wrote:",
              "&gt;&gt; We have A100 capacity in Dallas from next week, 8 GPUs per box."]
    return [P(x, MONO) for x in head] + [Spacer(1, 8)] + [P(b, EN) for b in body] + [Spacer(1, 10)] + \
        [P(q, MONO) for q in quoted]


PDFS["c19-brightwater-email-a100-40g-nordma-en.pdf"] = c19


# ----------------------------------------------------------------------------- c20 zh quote + bilingual contract
def c20a() -> Story:
    rows = [["项目", "配置", "数量"], ["GPU", "NVIDIA H200 SXM 141GB HBM3e", "8 张/台"],
            ["卡间互联", "NVLink + NVSwitch，900GB/s", "—"], ["CPU", "AMD EPYC 9654（96 核）", "2 颗/台"],
            ["内存", "96GB DDR5", "24 根/台"], ["系统盘", "960GB NVMe M.2", "2 块/台"], ["数据盘", "7.68TB NVMe", "8 块/台"],
            ["参数面网络", "400G RoCE v2（BlueField-3）", "8 口/台"], ["公网", "500Mbps 独享", "1 条/台"],
            ["节点", "H200 八卡裸金属", "两台"]]
    return [P("澜算信息 · H200 训练服务器报价", ZHH), P("报价编号 LS-BJ-250902　有效期 15 天", ZH), Spacer(1, 6),
            T(rows, True, [80, 240, 70]), Spacer(1, 6),
            P("单价：￥185,000/台/月（含 6% 增值税），最短租期三个月；按月预付。服务条款见《算力服务协议》。", ZH)]


def c20b() -> Story:
    secs = [("第一条 服务内容 / Article 1 Services",
             "乙方向甲方提供两台 H200 八卡裸金属服务器（共十六张 H200 141GB）。Provider supplies two (2) bare-metal servers "
             "with eight (8) H200 141GB GPUs each."),
            ("第二条 独享 / Article 2 Dedicated resources",
             "GPU 为物理整卡，不做 MIG 切分，不超售，不与其他租户共享。The GPUs are whole physical GPUs: no MIG partitioning, "
             "no oversubscription, no sharing with other tenants."),
            ("第三条 可用性与赔偿 / Article 3 Availability and credits",
             "单台月度可用率不低于 99.9%。低于 99.9% 赔偿该台当月费用 10%，低于 99.5% 赔偿 25%，低于 99% 赔偿 50%。"
             "Monthly availability per server of at least 99.9%; credits 10% below 99.9%, 25% below 99.5%, 50% below 99%."),
            ("第四条 验收 / Article 4 Acceptance",
             "交付后 24 小时内：nvidia-smi 显示每台 8 张 141GB；单机 all_reduce 总线带宽 ≥ 400GB/s；两机 ≥ 300GB/s。"
             "Within 24 hours of handover, as measured by the figures above; fees start on acceptance."),
            ("第五条 数据删除 / Article 5 Data deletion",
             "租期结束后 7 日内擦除全部客户数据并出具证明。Customer data is erased within 7 days after the term, with a certificate."),
            ("第六条 责任限制 / Article 6 Liability", "赔偿总额以甲方已付 12 个月费用为限。Liability is capped at 12 months' fees.")]
    s: Story = [P("算力服务协议 / Compute Services Agreement", ZHH),
                P("甲方 Customer：（略）　　乙方 Provider：上海澜算信息技术有限公司 Shanghai Lansuan Information Technology Co., Ltd.",
                  ZH), Spacer(1, 6)]
    for h, t in secs:
        s += [P(h, ZH2), P(t, ZH)]
    return s


PDFS["c20a-lansuan-h200-quote-zh.pdf"] = c20a
PDFS["c20b-lansuan-services-agreement-bi.pdf"] = c20b



# ----------------------------------------------------------------------------- c21 zh scanned-looking container offer, 4090
def c21() -> Story:
    lines = ["智汇算力平台  ·  算力套餐说明（打印件）",
             "套餐：   4090-8 整机",
             "GPU ：  8 张 RTX 4090 24GB（无 NVLink，PCIe 4.0 直连）",
             "CPU ：  Intel Xeon Gold 6330   28核   ×2",
             "内存：   768GB",
             "数据盘：  2 × 3.84TB NVMe（本地）      系统盘：  200GB",
             "网络：   出口 100Mbps",
             "价格：   1.98 元/卡/小时，按秒计费，可随时释放",
             "独享：   整卡独享，不与他人共用",
             "说明：   平台不承诺可用性，不提供故障赔偿。",
             "           智汇算力（杭州）有限公司   2025年3月"]
    return [Spacer(1, 30), Scan(lines, angle=-0.6, size=10.5)]


PDFS["c21-zhihui-scan-4090-honest-nosla-zh.pdf"] = c21


# ----------------------------------------------------------------------------- c22 en throttled I/O: HDD, burst-only uplink
def c22() -> Story:
    rows = [["Resource", "Details"],
            ["Server", "1 x GPU server, 8 x NVIDIA H100 SXM5 80GB, NVLink/NVSwitch"],
            ["CPU / RAM", "2 x Intel Xeon Platinum 8468 (48 cores) / 2 TB"],
            ["OS disk", "2 x 480 GB SSD"],
            ["Data storage", "4 x 16 TB 7,200 rpm SATA HDD in RAID 5 (about 48 TB usable)"],
            ["Network", "1 Gbps port, rate-limited to 200 Mbps sustained (burst to 1 Gbps)"],
            ["Price", "USD 15.60 per server-hour, billed hourly"],
            ["Term", "minimum 3 months"]]
    return [P("Grayling Hosting", ENH), P("Quote GH-88412 &#183; GPU dedicated server, Frankfurt", EN), Spacer(1, 6),
            T(rows, widths=[90, 350]), Spacer(1, 8),
            P("Hardware is dedicated to a single customer. Network uptime 99.9% (credits of 5% per hour of outage up "
              "to 50% of the monthly fee); hardware replacement within 4 hours.", EN),
            P("Data: disks are wiped with a 3-pass overwrite within 7 days after cancellation.", EN)]


PDFS["c22-grayling-hdd-ratelimited-h100-en.pdf"] = c22


# ----------------------------------------------------------------------------- c23 zh two-column, Ascend 910B
def c23() -> tuple[Story, Story, Story]:
    head = [P("昇腾智算中心（贵安）", ZHH), P("Atlas 800T A2 训练服务器租赁方案　方案号 SA-2025-071", ZH)]
    left = [P("一、硬件配置（每台）", ZH2),
            P("NPU：华为昇腾 Ascend 910B × 8，每卡 64GB HBM2e", ZH),
            P("NPU 互联：HCCS 全互联（非 NVLink），卡间 392GB/s", ZH),
            P("CPU：鲲鹏 920 × 4（每颗 48 核）", ZH),
            P("内存：1TB DDR4（32 × 32GB）", ZH),
            P("系统盘：2 × 480GB SATA SSD", ZH),
            P("数据盘：4 × 3.2TB NVMe", ZH),
            P("参数面网络：8 × 200GE RoCE（每卡一口）", ZH),
            P("公网：200Mbps", ZH),
            P("数量：1 台", ZH)]
    right = [P("二、商务条款", ZH2),
             P("租金：￥45,000/台/月，按月支付，最短租期 3 个月。", ZH),
             P("资源独享：整机独享，不做算力切分。", ZH),
             P("可用性：月度可用率 ≥ 99.5%；未达标按当月租金 5%～20% 阶梯赔偿（≥99%：5%；≥95%：10%；<95%：20%）。", ZH),
             P("验收：交付 24 小时内完成 hccl_test all_reduce ≥ 150GB/s 与 fio 顺序读 ≥ 8GB/s 测试。", ZH),
             P("数据：退租后 10 个工作日内销毁数据并出具报告。", ZH),
             Spacer(1, 8), P("乙方：贵安昇腾智算运营有限公司", ZH)]
    return head, left, right


TWO_COL["c23-shengteng-twocol-910b-zh.pdf"] = c23


TEXTS["c24-corvane-msa-h100-hedged-en.txt"] = """GPU INFRASTRUCTURE SERVICES AGREEMENT

This Agreement is entered into as of 3 February 2025 between Corvane Systems LLC, a Texas limited liability company
(the "Provider"), and the entity that signs Schedule 1 (the "Customer").

1. DEFINITIONS
1.1 "Cluster" means the GPU servers listed in Schedule 1.
1.2 "Downtime" means a period in which the Cluster cannot be reached from the Customer's network.

2. SERVICES
2.1 Provider shall make the Cluster available to Customer for the Term. The servers in the Cluster are reserved for
Customer and are not shared with other customers.
2.2 Provider may replace any component with a component of equal or better specification.

3. SERVICE LEVEL
3.1 Provider targets availability of 99.9% for the Cluster in each calendar month. This target is an objective and not
a guarantee; failure to meet it shall not entitle Customer to any credit, refund or other remedy.
3.2 Provider will use commercially reasonable efforts to restore service after Downtime.

4. FEES
4.1 Customer shall pay USD 2.35 per GPU per hour for all GPUs in the Cluster, invoiced monthly in advance.
4.2 The Term is six (6) months from the Service Start Date and renews for successive one-month periods.

5. ACCEPTANCE
5.1 The Cluster is deemed accepted on handover of access credentials.

6. DATA
6.1 Customer is solely responsible for backing up Customer Data. Provider has no obligation to retain or delete
Customer Data after the Term.

7. LIMITATION OF LIABILITY
7.1 Provider's total liability shall not exceed the fees paid in the one (1) month preceding the claim.

8. TERMINATION
8.1 Either party may terminate on sixty (60) days' written notice after the initial Term.

SCHEDULE 1 - CLUSTER
  Servers ............ two (2) NVIDIA HGX H100 servers
  GPUs ............... eight (8) H100 SXM5 80GB per server, NVLink 4 with NVSwitch (full mesh)
  Host ............... 2 x Intel Xeon Platinum 8462Y+ (32 cores each), 1 TB DDR5 per server
  Local storage ...... 8 x 3.84 TB NVMe per server
  Fabric ............. 8 x 400 Gb/s NDR InfiniBand per server, GPUDirect RDMA
  Internet ........... 10 Gb/s per server

Signed: ____________________  for Corvane Systems LLC          Signed: ____________________  for Customer
"""


# ----------------------------------------------------------------------------- c25 en sparse TFLOPS quoted as BF16
def c25() -> Story:
    rows = [["Specification", "HX-8H100 node"],
            ["GPU", "8 x NVIDIA H100 SXM5 80GB HBM3"],
            ["BF16 performance", "1,979 TFLOPS per GPU (15.8 PFLOPS per node)"],
            ["GPU memory bandwidth", "3.35 TB/s per GPU"],
            ["GPU interconnect", "NVLink 4 / NVSwitch, 900 GB/s per GPU"],
            ["CPU", "2 x AMD EPYC 9454 48-core"],
            ["RAM", "1.5 TB DDR5"],
            ["Storage", "4 x 7.68 TB NVMe"],
            ["Cluster network", "8 x 400 Gb/s InfiniBand NDR"],
            ["Internet", "10 Gbps"],
            ["Nodes", "2"],
            ["Price", "USD 2.40 / GPU-hour, 3-month minimum, billed monthly"]]
    return [P("Hexfield AI", ENH), P("HX-8H100 training node - datasheet and price", EN), Spacer(1, 6),
            T(rows, widths=[120, 320]), Spacer(1, 8),
            P("Dedicated bare-metal servers: whole GPUs, never shared, no virtualisation.", EN),
            P("SLA: 99.5% monthly uptime per node, with credits of 10% of the monthly fee below 99.5% and 25% below "
              "99%. Acceptance within 48 hours: 8-GPU all_reduce busbw at least 360 GB/s. Data wiped within 10 days "
              "of the end of the term.", EN)]


PDFS["c25-hexfield-sparse-tflops-h100-en.pdf"] = c25


# ----------------------------------------------------------------------------- c26 zh options + total line, thin RoCE
def c26() -> Story:
    rows = [["计费周期", "单价（元/台/月）", "说明"],
            ["月付", "55,000", "最短 1 个月"],
            ["季付", "49,500", "最短 3 个月，按季预付"],
            ["年付", "44,000", "最短 12 个月，按年预付"]]
    spec = [["配置", "说明"], ["GPU", "A800 SXM4 80GB × 8，NVLink 400GB/s，NVSwitch 全互联"],
            ["CPU", "Intel Xeon Platinum 8380 40 核 × 2"], ["内存", "1TB"],
            ["存储", "系统盘 480G SSD；数据盘 4 × 3.84T NVMe"],
            ["集群网络", "4 × 100G RoCE v2（每台）"], ["公网", "100M"]]
    return [P("汇川算力 A800 集群报价", ZHH), P("报价单 HC-2025-1102-03", ZH), Spacer(1, 6),
            T(spec, True, [70, 330]), Spacer(1, 6), P("价格选项", ZH2), T(rows, True, [70, 120, 200]), Spacer(1, 6),
            P("本次报价：三台。合计 ￥148,500/月（三台 × ￥49,500）。", ZH2),
            P("整机独享。服务：月度可用率 99.5%，未达标赔偿当月该台租金 10%；交付验收 48 小时内完成 NCCL 测试（单机 ≥ 150GB/s）。"
              "退租后 7 日内删除数据。", ZH)]


PDFS["c26-huichuan-a800-total-line-thin-roce-zh.pdf"] = c26



# ----------------------------------------------------------------------------- c27 en H100 NVL pairs, best effort
def c27() -> Story:
    return [P("Riverstone Labs", ENH), P("Quotation RS-Q-3391 &#183; H100 NVL fine-tuning server", EN), Spacer(1, 6),
            P("System", EN2),
            P("- 8 x NVIDIA H100 NVL 94GB (PCIe form factor), installed as four NVLink-bridged pairs; the pairs talk "
              "to each other over PCIe Gen5", EN),
            P("- 2 x AMD EPYC 9334 (32 cores)", EN),
            P("- 1536 GB DDR5 memory", EN),
            P("- 4 x 7.68 TB NVMe data drives, 2 x 960 GB boot", EN),
            P("- 25 Gb/s internet", EN),
            P("Commercials", EN2),
            P("USD 17.20 per server-hour, billed hourly; minimum commitment of two (2) weeks. Single-tenant server.",
              EN),
            P("Support", EN2),
            P("We provide support on a best effort basis and aim to keep servers available, but no uptime percentage "
              "or service credits are offered.", EN)]


PDFS["c27-riverstone-h100nvl-pairs-besteffort-en.pdf"] = c27


# ----------------------------------------------------------------------------- c28 zh quote + SLA as Markdown
def c28() -> Story:
    rows = [["配置项", "内容"], ["GPU", "NVIDIA H200 141GB × 8（SXM，NVLink 全互联）"], ["CPU", "2 × Intel Xeon 8558（48 核）"],
            ["内存", "2TB"], ["数据盘", "4 × 7.68TB NVMe"], ["网络", "公网 1Gbps 独享"], ["数量", "1 台"],
            ["价格", "￥0.9 万元/台/天，按天计费，最短租期 7 天"]]
    return [P("杭州算筹科技有限公司", ZHH), P("H200 单机短租报价", ZH2), T(rows, True, [80, 320]), Spacer(1, 6),
            P("服务等级与数据条款以随附《服务等级协议》为准。", ZH)]


PDFS["c28a-suanchou-h200-daily-quote-zh.pdf"] = c28

TEXTS["c28b-suanchou-sla-zh.md"] = """# 服务等级协议（SLA）

乙方：杭州算筹科技有限公司

## 一、资源独享
本协议项下的 H200 服务器为物理机整机独享，GPU 不做 MIG 或 vGPU 切分，不超售。

## 二、可用性
乙方承诺单台服务器月度可用率不低于 99.9%。

## 三、赔偿
| 月度可用率 | 赔偿比例（当月费用） |
|---|---|
| 低于 99.9%，不低于 99.5% | 10% |
| 低于 99.5%，不低于 99% | 25% |
| 低于 99% | 50% |

## 四、验收
交付后 12 小时内，甲方运行 nvidia-smi（8 张 H200，每张 141GB）及 nccl-tests（单机 all_reduce 总线带宽不低于 400GB/s），
通过后开始计费。

## 五、数据删除
租期结束后 3 日内，乙方对数据盘执行安全擦除，并向甲方提供删除证明。
"""


# ----------------------------------------------------------------------------- c29 en key:value, small L4 box
def c29() -> Story:
    pairs = [("Product", "L4 x4 dev box (bare metal)"), ("GPUs", "4 x NVIDIA L4 24 GB, PCIe, no NVLink"),
             ("CPU", "1 x AMD EPYC 7313P, 16 cores"), ("Memory", "256 GB"), ("Data disk", "1 x 3.84 TB NVMe"),
             ("Bandwidth", "5 Gbps unmetered"), ("Rate", "USD 3.00 per hour for the server, billed per minute"),
             ("Commitment", "none"), ("Availability", "99.9% monthly; 10% credit below 99.9%, 25% below 99%"),
             ("Wipe", "drives wiped within 24 hours of release")]
    return [P("Moss Point Compute", ENH), P("Spec sheet MP-L4X4 &#183; rev. 3", EN), Spacer(1, 8), *kv(pairs, EN),
            Spacer(1, 8), P("Whole GPUs, single tenant.", EN)]


PDFS["c29-mosspoint-keyvalue-l4-en.pdf"] = c29


# ----------------------------------------------------------------------------- c30 bi 4090s for a 70B full fine-tune
def c30() -> Story:
    rows = [["项目 Item", "规格 Specification"],
            ["GPU", "8 × GeForce RTX 4090 24GB（无 NVLink / no NVLink, PCIe 4.0 x16）"],
            ["CPU", "2 × Intel Xeon Gold 6430（32 核 cores）"], ["内存 Memory", "1TB DDR5"],
            ["数据盘 Data disk", "2 × 7.68TB NVMe"], ["公网 Internet", "200Mbps 独享 dedicated"],
            ["节点 Nodes", "1 台 / one server"],
            ["价格 Price", "¥1.6/卡/小时（¥12.8/台/小时）/ CNY 1.6 per GPU-hour, billed hourly"],
            ["租期 Term", "最短租期 1 个月 / minimum one month"]]
    return [P("北溟算力 Beiming Compute", ZHH), P("RTX 4090 八卡服务器报价 / 8x RTX 4090 server quotation", ZH), Spacer(1, 6),
            T(rows, True, [100, 330]), Spacer(1, 6),
            P("用途 Use：客户拟用于 Llama 3 70B 全参微调 / customer plans a full fine-tune of Llama 3 70B。", ZH),
            P("整机独享 dedicated。服务等级：月度可用率 99.5%，未达标赔偿当月租金 10% / 99.5% monthly, 10% credit。", ZH)]


PDFS["c30-beiming-4090-for-70b-full-bi.pdf"] = c30



# ----------------------------------------------------------------------------- c31 en MSA PDF + SLA annex as Markdown
def c31() -> Story:
    secs = [("1. Definitions", "1.1 \"SLA\" means the Service Level Agreement in Annex 1, supplied with this Agreement. "
             "1.2 \"Cluster\" means the servers described in section 2.1."),
            ("2. Services", "2.1 Provider shall provide four (4) dedicated servers, each with eight (8) NVIDIA A100 SXM4 "
             "80GB GPUs in an HGX A100 board with NVLink 3 and NVSwitch (600 GB/s per GPU), two (2) AMD EPYC 7763 "
             "64-core processors, 1 TB of memory and four 3.84 TB NVMe data drives. 2.2 The servers are connected by "
             "four (4) HDR InfiniBand 200 Gb/s ports per server. 2.3 Each server has a 2 Gbps internet uplink."),
            ("3. Service levels", "3.1 Availability, service credits and exclusions are as set out in the SLA."),
            ("4. Fees", "4.1 USD 1.45 per GPU-hour, invoiced monthly. 4.2 The Initial Term is twelve (12) months."),
            ("5. Acceptance", "5.1 The Cluster is deemed accepted on handover unless Customer reports a defect within two "
             "(2) business days."),
            ("6. Customer Data", "6.1 Provider shall delete all Customer Data within ninety (90) days after the end of "
             "the Term.")]
    s: Story = [P("MASTER SERVICES AGREEMENT", ENH),
                P("between Quayline Compute Partners LLP (the \"Provider\") and the Customer named on the signature page",
                  EN), Spacer(1, 8)]
    for i, (h, t) in enumerate(secs):
        s += [P(h, EN2), P(t, EN)]
        if i == 2:
            s.append(PageBreak())
    return s


PDFS["c31a-quayline-msa-a100-en.pdf"] = c31

TEXTS["c31b-quayline-sla-annex-en.md"] = """# Annex 1 - Service Level Agreement

Quayline Compute Partners LLP

1. **Monthly Availability.** Provider guarantees a Monthly Availability of 99.5% per server.
2. **Credits.** Below 99.5%: 10% of the server's monthly fees. Below 99.0%: 20%. Below 97.0%: 40%.
3. **Exclusions.** Scheduled maintenance announced five (5) days ahead, up to six (6) hours per month.
4. **Claims.** Credits are claimed within thirty (30) days of the month end.
"""


# ----------------------------------------------------------------------------- c32 zh chat log pasted into a PDF
def c32() -> Story:
    chat = [("销售-小周 10:02", "您好，A100 40G PCIe 八卡机器现在有两台现货。"),
            ("客户 10:03", "卡之间有 NVLink 吗？"),
            ("销售-小周 10:05", "有 NVLink 桥，两两互联（每两张卡一组），组和组之间走 PCIe。"),
            ("客户 10:06", "两台之间呢？"),
            ("销售-小周 10:08", "每台一张 100G 网卡，支持 RoCE。"),
            ("客户 10:09", "其他配置？"),
            ("销售-小周 10:12", "每台两颗 AMD 7543（各 32 核），512G 内存，数据盘 2 × 3.84T NVMe，公网 50M。"),
            ("客户 10:13", "价格？"),
            ("销售-小周 10:15", "4.2 元/卡/小时，两台十六张卡，按天结算，最短租期两周。"),
            ("客户 10:16", "SLA 呢？"),
            ("销售-小周 10:18", "可用率 99%，故障时间按天折算退费。机器独享，不会给别人用。")]
    s: Story = [P("聊天记录导出（企业微信）", ZHH), P("会话：云栈算力 小周 ↔ 客户采购　2025-04-16", ZH), Spacer(1, 8)]
    for who, msg in chat:
        s += [P(who, ZMONO), P(msg, ZH), Spacer(1, 2)]
    s += [Spacer(1, 8), P("云栈算力（成都）科技有限公司　销售部", ZHS)]
    return s


PDFS["c32-yunzhan-chatlog-a100-pcie-pairs-zh.pdf"] = c32


def main(out: str) -> int:
    """Writes every document into OUT; returns how many."""
    os.makedirs(out, exist_ok=True)
    for name, fn in PDFS.items():
        build(os.path.join(out, name), fn(), landscape(A4) if name in LANDSCAPE else A4)
    for name, fn2 in TWO_COL.items():
        build_two_col(os.path.join(out, name), *fn2())
    for name, text in TEXTS.items():
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            f.write(text)
    return len(PDFS) + len(TWO_COL) + len(TEXTS)


if __name__ == "__main__":
    print("built", main(sys.argv[1] if len(sys.argv) > 1 else "out"))
