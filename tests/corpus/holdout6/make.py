"""Build the holdout6 corpus: 30 GPU-rental offers in 32 files (PDF, .txt, .md) into OUTDIR.

    python tests/corpus/holdout6/make.py OUTDIR

Deterministic: reportlab runs with invariant=1 (fixed creation date and document id), so two builds are
byte-identical. Chinese text uses the CID font STSong-Light.
"""

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
CJK = "STSong-Light"
OUT = Path(sys.argv[1] if len(sys.argv) > 1 else "holdout6-build")


def styles(font: str) -> dict[str, ParagraphStyle]:
    """Paragraph styles for one document font; CJK fonts wrap on any character."""
    wrap = "CJK" if font == CJK else None
    bold = "Helvetica-Bold" if font == "Helvetica" else font
    base = dict(fontName=font, wordWrap=wrap)
    return {
        "body": ParagraphStyle("body", fontSize=9.5, leading=13.5, spaceAfter=4, **base),
        "small": ParagraphStyle("small", fontSize=7.8, leading=10.5, spaceAfter=2, **base),
        "cell": ParagraphStyle("cell", fontSize=8.3, leading=10.8, **base),
        "title": ParagraphStyle("title", fontSize=16, leading=21, spaceAfter=8, fontName=bold, wordWrap=wrap,
                                alignment=TA_CENTER),
        "h1": ParagraphStyle("h1", fontSize=13, leading=17, spaceBefore=6, spaceAfter=5, fontName=bold,
                             wordWrap=wrap),
        "h2": ParagraphStyle("h2", fontSize=10.5, leading=14, spaceBefore=6, spaceAfter=3, fontName=bold,
                             wordWrap=wrap),
        "right": ParagraphStyle("right", fontSize=9, leading=12, alignment=TA_RIGHT, **base),
        "mono": ParagraphStyle("mono", fontSize=8.3, leading=11, fontName="Courier" if font != CJK else CJK,
                               wordWrap=wrap),
    }


class Doc:
    """One PDF: a flow of paragraphs and tables in one font, with an optional page decoration."""

    def __init__(self, name: str, font: str = "Helvetica", size=A4, title: str = "", author: str = "",
                 margins: float = 18 * mm, top: float = 18 * mm, bottom: float = 18 * mm, deco=None):
        self.name, self.font, self.size, self.deco = name, font, size, deco
        self.st = styles(font)
        self.flow: list = []
        self.meta = dict(title=title, author=author, creator="Office document export", subject="")
        self.margins, self.top, self.bottom = margins, top, bottom

    def p(self, text: str, style: str = "body") -> Doc:
        self.flow.append(Paragraph(text, self.st[style]))
        return self

    def sp(self, h: float = 4) -> Doc:
        self.flow.append(Spacer(1, h * mm))
        return self

    def brk(self) -> Doc:
        self.flow.append(PageBreak())
        return self

    def table(self, rows: list[list], widths: list[float], head: int = 1, grid: bool = True, size: str = "cell",
              shade: str = "#dde4ee", extra: list | None = None, align_right: list[int] | None = None,
              repeat: int = 0) -> Doc:
        cells = [[c if not isinstance(c, str) else Paragraph(c, self.st[size]) for c in r] for r in rows]
        t = Table(cells, colWidths=[w * mm for w in widths], repeatRows=repeat)
        cmds = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 3),
                ("RIGHTPADDING", (0, 0), (-1, -1), 3), ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]
        if grid:
            cmds.append(("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#888888")))
        if head:
            cmds.append(("BACKGROUND", (0, 0), (-1, head - 1), colors.HexColor(shade)))
        cmds += extra or []
        t.setStyle(TableStyle(cmds))
        self.flow.append(t)
        self.flow.append(Spacer(1, 3 * mm))
        return self

    def build(self) -> None:
        d = SimpleDocTemplate(str(OUT / self.name), pagesize=self.size, leftMargin=self.margins,
                              rightMargin=self.margins, topMargin=self.top, bottomMargin=self.bottom,
                              invariant=1, **self.meta)
        deco = self.deco or (lambda c, d: None)
        d.build(self.flow, onFirstPage=deco, onLaterPages=deco)


def footer(text: str, font: str = "Helvetica", head: str | None = None, head_font: str | None = None,
           head_size: float = 13):
    """A page decoration: an optional letterhead line at the top and a footer line with the page number."""
    def draw(c, d):
        w, h = d.pagesize
        c.saveState()
        if head:
            c.setFont(head_font or font, head_size)
            c.drawString(d.leftMargin, h - 12 * mm, head)
            c.setLineWidth(0.6)
            c.line(d.leftMargin, h - 14 * mm, w - d.rightMargin, h - 14 * mm)
        c.setFont(font, 7)
        c.drawString(d.leftMargin, 9 * mm, text)
        c.drawRightString(w - d.rightMargin, 9 * mm, str(c.getPageNumber()))
        c.restoreState()
    return draw


def text_file(name: str, body: str) -> None:
    (OUT / name).write_text(body.strip("\n") + "\n", encoding="utf-8")


# ==================================================================================================== s01
def s01() -> None:
    d = Doc("s01-kestrel-ridge-term-ladder-h100-en.pdf", title="Term Pricing Quotation Q-KRC-26-1184",
            author="Kestrel Ridge Cloud", deco=footer(
                "Kestrel Ridge Cloud, Inc.  |  1200 Alder Park Blvd, Suite 400, Hillsboro, OR 97124  |  "
                "sales@kestrelridge.cloud", head="KESTREL RIDGE CLOUD", head_size=15))
    d.sp(2).p("<b>Term Pricing Quotation</b>", "h1")
    d.table([["Quotation no.", "Q-KRC-26-1184", "Date", "18 November 2026"],
             ["Prepared for", "Lumen Fold Research, Inc. (attn. Priya Raman)", "Valid until", "18 December 2026"],
             ["Account exec", "Marcus Ebbing", "Region", "us-west-2b (Hillsboro DC2)"]],
            [30, 70, 25, 49], head=0)
    d.p("Thank you for the opportunity. This quotation covers a dedicated two-node training pod. Prices fall "
        "with the committed term; the ladder below shows every term we offer, and the term you asked us to "
        "hold is marked.")
    d.p("1. Configuration (per node; two (2) nodes quoted)", "h2")
    d.table([["Component", "Specification", "Qty / node"],
             ["GPU", "NVIDIA H100 SXM5 80GB HBM3 on HGX H100 baseboard", "8"],
             ["GPU interconnect", "NVLink 4 through NVSwitch, all-to-all, 900 GB/s per GPU", "-"],
             ["CPU", "Intel Xeon Platinum 8480+ (56 cores, 2.0 GHz)", "2"],
             ["Memory", "64 GB DDR5-4800 RDIMM", "32"],
             ["Boot", "960 GB M.2 NVMe (RAID 1, operating system only)", "2"],
             ["Local data", "3.84 TB U.2 NVMe Gen4 SSD (30.72 TB raw, JBOD or RAID 0)", "8"],
             ["Compute fabric", "ConnectX-7 400 Gb/s NDR InfiniBand, one rail per GPU, GPUDirect RDMA", "8"],
             ["Front-end", "25 GbE (storage / management)", "2"],
             ["Internet", "10 Gbps port per node, unmetered", "1"]],
            [32, 118, 24])
    d.p("2. Pricing by committed term", "h2")
    d.table([["Term", "Rate per GPU-hour", "Discount vs on-demand", "Per node per month*", "Pod per month*"],
             ["On-demand (no commitment)", "USD 3.20", "-", "USD 18,688.00", "USD 37,376.00"],
             ["1 month", "USD 2.95", "8%", "USD 17,228.00", "USD 34,456.00"],
             ["3 months", "USD 2.72", "15%", "USD 15,884.80", "USD 31,769.60"],
             ["6 months", "USD 2.56", "20%", "USD 14,950.40", "USD 29,900.80"],
             ["12 months  << term held for you", "USD 2.40", "25%", "USD 14,016.00", "USD 28,032.00"],
             ["24 months", "USD 2.24", "30%", "USD 13,081.60", "USD 26,163.20"]],
            [52, 30, 32, 32, 28],
            extra=[("BACKGROUND", (0, 5), (-1, 5), colors.HexColor("#fff2b3"))])
    d.p("* 730 hours per month x 8 GPUs. Pricing excludes sales tax. The 12-month term is the minimum term of "
        "this quotation; invoices are issued monthly in advance. Early termination: remaining months at 50%.",
        "small")
    d.p("3. Service terms that form part of this quotation", "h2")
    for t in [
        "<b>3.1 Hardware.</b> Kestrel Ridge will deliver, for the full term, two nodes each with eight NVIDIA "
        "H100 SXM5 80GB GPUs; no other model, form factor or memory size may be substituted without the "
        "customer's written consent. Each GPU exposes its full 80 GB to the customer.",
        "<b>3.2 Interconnect.</b> The eight GPUs of a node are joined by NVLink through NVSwitch (NV18 between "
        "every pair in nvidia-smi topo -m); the nodes are joined by 8 x 400 Gb/s NDR InfiniBand with GPUDirect "
        "RDMA.",
        "<b>3.3 Dedicated hardware.</b> Both nodes are single-tenant bare metal. MIG is disabled, no "
        "virtualisation layer is installed and no capacity is oversubscribed or shared with any other customer.",
        "<b>3.4 Availability.</b> Kestrel Ridge commits to 99.9% monthly availability per node. A node is "
        "unavailable for every minute in which any GPU, the fabric port or the node itself cannot run customer "
        "work; maintenance counts unless announced 5 business days ahead and kept under 4 hours a month.",
        "<b>3.5 Service credits.</b> Below 99.9%: 10% of that node's monthly fee; below 99.5%: 25%; below "
        "99.0%: 50%. Credits are applied to the next invoice on request made within 45 days of month end.",
        "<b>3.6 Acceptance.</b> Within 48 hours of handover the customer runs the acceptance suite: nccl-tests "
        "all_reduce_perf with bus bandwidth of at least 360 GB/s inside each node and at least 90% two-node "
        "scaling efficiency, and fio sequential read of at least 6 GB/s on the data array. Billing starts only "
        "on acceptance.",
        "<b>3.7 Data at end of term.</b> Within 7 days after the term ends Kestrel Ridge erases all customer "
        "data on every drive (NIST SP 800-88 purge) and issues a signed erasure certificate; the customer may "
        "copy its data out during the final 10 days at no charge.",
    ]:
        d.p(t)
    d.sp(4).p("For Kestrel Ridge Cloud, Inc.<br/>Marcus Ebbing, Enterprise Account Executive<br/>"
              "+1 503 555 0148 | m.ebbing@kestrelridge.cloud")
    d.build()


# ==================================================================================================== s02
def s02() -> None:
    d = Doc("s02-suzhou-lansuan-supplement-h200-zh.pdf", font=CJK, title="补充协议（一）", author="苏州澜算",
            deco=footer("合同编号 LS-ZL-2026-0317-B1    第 1 份补充协议", font=CJK))
    d.p("《GPU 算力租赁合同》补充协议（一）", "title")
    d.p("原合同编号：LS-ZL-2026-0317    本补充协议编号：LS-ZL-2026-0317-B1", "right")
    d.p("甲方（承租方）：上海岚图智能科技有限公司<br/>"
        "乙方（出租方）：苏州澜算智能科技有限公司<br/>"
        "乙方地址：江苏省苏州市工业园区星湖街 218 号 B7 栋 3 层")
    d.p("鉴于甲乙双方于 2026 年 3 月 17 日签订《GPU 算力租赁合同》（以下简称“原合同”），原合同约定乙方向甲方出租 "
        "H200 GPU 服务器 2 台。现因甲方业务扩展，经双方友好协商，就增加租赁设备事宜达成如下补充协议：")
    d.p("第一条 租赁数量变更", "h2")
    d.p("1.1 在原合同 2 台的基础上新增 2 台同配置服务器。自本补充协议生效之日起，乙方向甲方出租的服务器合计为 "
        "<b>4 台</b>（32 张 GPU），原合同附件一中的“数量：2 台”相应变更为“数量：4 台”。")
    d.p("1.2 新增设备交付日期不晚于 2026 年 12 月 20 日，交付地点为乙方苏州工业园区数据中心 A2 机房。")
    d.p("第二条 设备配置（4 台一致）", "h2")
    d.table([["序号", "项目", "配置说明", "每台数量"],
             ["1", "GPU", "NVIDIA H200 SXM5 141GB HBM3e（HGX H200 8-GPU）", "8 张"],
             ["2", "卡间互联", "NVLink 4.0 + NVSwitch 全互联，单卡 900GB/s", "—"],
             ["3", "CPU", "AMD EPYC 9654（96 核，2.4GHz）", "2 颗"],
             ["4", "内存", "96GB DDR5-4800 RDIMM", "24 条"],
             ["5", "系统盘", "1.92TB SATA SSD，RAID1", "2 块"],
             ["6", "数据盘", "7.68TB U.2 NVMe SSD", "4 块"],
             ["7", "计算网络", "NVIDIA ConnectX-7 400Gb/s NDR InfiniBand，支持 GPUDirect RDMA", "8 口"],
             ["8", "公网", "1Gbps 独享带宽", "1 条"]],
            [12, 24, 108, 26])
    d.p("第三条 租金", "h2")
    d.p("3.1 新增 2 台与原有 2 台执行同一单价：每台每月人民币 <b>168,000 元</b>（含 6% 增值税），即 4 台合计每月 "
        "672,000 元。")
    d.p("3.2 新增设备租期自验收合格之日起计算，最短租期 12 个月，到期日与原合同统一调整为 2027 年 12 月 31 日。"
        "租金按月预付，不足一个月的按日折算。")
    d.p("第四条 服务条款（适用于全部 4 台）", "h2")
    for t in [
        "4.1 型号与显存：乙方保证在整个租期内每台提供 8 张 NVIDIA H200 SXM5 GPU，每张显存 141GB 全部可用，"
        "未经甲方书面同意不得更换型号或规格。",
        "4.2 互联：每台 8 卡之间须为 NVLink + NVSwitch 全互联（nvidia-smi topo -m 任意两卡间均为 NV18）；"
        "4 台之间以 8×400Gb/s InfiniBand 互联并支持 GPUDirect RDMA。",
        "4.3 独享：全部 GPU 为整卡独享的物理卡，裸金属交付，不开启 MIG，不做虚拟化切分，不超售，不与任何第三方共用。",
        "4.4 可用性：乙方承诺每台服务器月度可用性不低于 99.9%。",
        "4.5 赔偿：月度可用性低于 99.9% 的，按该台当月租金的 10% 抵扣；低于 99.5% 的抵扣 25%；低于 99.0% 的抵扣 "
        "50%，且甲方有权解除对应设备的租赁。",
        "4.6 验收：设备交付后 3 个工作日内由甲方按以下指标验收：单机 nccl-tests all_reduce 总线带宽 ≥ 380GB/s；"
        "4 台 all_reduce 扩展效率 ≥ 90%；数据盘 fio 顺序读 ≥ 8GB/s。任一项不达标，乙方须整改后重新验收，"
        "租期自验收合格之日起算。",
        "4.7 数据删除：租期届满或合同解除后 5 个工作日内，乙方应对全部硬盘进行不可恢复的擦除，"
        "并向甲方出具书面删除证明。",
    ]:
        d.p(t)
    d.p("第五条 其他", "h2")
    d.p("本补充协议与原合同具有同等法律效力；本补充协议未约定的事项仍按原合同执行。本补充协议一式肆份，双方各执贰份，"
        "自双方盖章之日起生效。")
    d.sp(6)
    d.table([["甲方（盖章）：上海岚图智能科技有限公司", "乙方（盖章）：苏州澜算智能科技有限公司"],
             ["授权代表：", "授权代表：周闻溪"],
             ["日期：2026 年 11 月 26 日", "日期：2026 年 11 月 26 日"]], [85, 85], head=0, grid=False)
    d.build()


# ==================================================================================================== s03
def s03() -> None:
    text_file("s03-sprocket-api-pricing-h100-en.md", """
<!-- saved from https://sprocket.example/cloud/pricing/h100-sxm-8x on 2026-11-27 09:14 UTC -->

# Sprocket GPU Cloud · Pricing · `h100-sxm-8x`

[Docs](https://sprocket.example/docs) · [API reference](https://sprocket.example/docs/api) ·
[Status](https://status.sprocket.example) · Sign in

Sprocket GPU Cloud is operated by **Sprocket Compute Labs, Inc.**, 88 Larkin Street, San Francisco, CA 94102.

## The instance

`h100-sxm-8x` is a whole 8-GPU HGX server handed to one customer as a single VM with all eight GPUs passed
through (no other tenant on the host).

| Resource | `h100-sxm-8x` |
|---|---|
| GPUs | 8 × NVIDIA H100 SXM5 80GB HBM3 |
| GPU-to-GPU | NVLink 4 via NVSwitch, 900 GB/s per GPU |
| vCPUs | 208 (2 × Intel Xeon Platinum 8470, 52 cores each, hyper-threaded) |
| System memory | 1,800 GiB |
| Local NVMe (ephemeral) | 8 × 3.5 TB = 28 TB, wiped when the instance is deleted |
| Network | 100 Gbps |
| Boot volume | 500 GB network volume (included) |

## Price

| Billing | Price |
|---|---|
| On-demand, per GPU-hour | **$2.69** |
| Per instance-hour (8 GPUs) | $21.52 |
| Billing increment | per second, 60-second minimum |
| Commitment | none — stop any time |

Persistent network volumes: $0.07 per GB-month. Egress: first 10 TB/month free, then $0.02/GB.

## Launch from the API

```bash
curl -X POST https://api.sprocket.example/v1/instances \\
  -H "Authorization: Bearer $SPROCKET_TOKEN" \\
  -d '{"type": "h100-sxm-8x", "region": "us-east-3", "image": "ubuntu-24.04-cuda-12.8", "count": 1}'
```

The response carries the instance id (e.g. `i-7f3c91a0`) and its state; billing starts at `running`.

## FAQ

**Is there an uptime SLA?**
No. On-demand instances are provided as available, without an uptime commitment. We work hard to keep them
running, but Sprocket does not offer service credits or refunds for interruptions.

**What happens to my data when I stop an instance?**
Local NVMe is ephemeral and is erased when the instance is deleted. Network volumes persist until you delete them.

**Can I test the machine before I pay?**
Billing is per second from the moment the instance is running; there is no separate acceptance period.

**Are the GPUs shared?**
No. Each `h100-sxm-8x` instance has its eight GPUs to itself; MIG is off.

© 2026 Sprocket Compute Labs, Inc. · [Terms of Service](https://sprocket.example/legal/tos) · [Privacy](https://sprocket.example/legal/privacy)
""")


# ==================================================================================================== s04
def s04() -> None:
    d = Doc("s04-zhonghe-sow-milestones-a800-bi.pdf", font=CJK, title="工作说明书 Statement of Work",
            author="Zhonghe Suanli", deco=footer(
                "中和算力（深圳）科技有限公司 Zhonghe Suanli (Shenzhen) Technology Co., Ltd.  SOW-ZH-2026-021",
                font=CJK))
    d.p("工作说明书 / Statement of Work", "title")
    d.p("编号 No.: SOW-ZH-2026-021    版本 Version: 1.2    日期 Date: 2026-11-21", "right")
    d.p("服务方 Provider：中和算力（深圳）科技有限公司 Zhonghe Suanli (Shenzhen) Technology Co., Ltd.<br/>"
        "客户 Customer：广州岭南语言智能研究院 Lingnan Institute of Language Intelligence<br/>"
        "依据 Under：《算力服务主协议》MSA-ZH-2025-009")
    d.p("1. 范围 Scope", "h2")
    d.p("服务方为客户提供四（4）台 A800 训练服务器，用于 Llama 3 70B 继续预训练。Provider supplies four (4) A800 "
        "training servers for continued pre-training of Llama 3 70B.")
    d.table([["项目 Item", "每台配置 Per server"],
             ["GPU", "8 × NVIDIA A800 SXM4 80GB HBM2e"],
             ["卡间 Intra-node", "NVLink + NVSwitch 全互联 full mesh，400GB/s per GPU"],
             ["CPU", "2 × Intel Xeon Platinum 8358（32 核 cores）"],
             ["内存 Memory", "16 × 64GB DDR4-3200 = 1024GB"],
             ["系统盘 System disk", "2 × 480GB SATA SSD（RAID1）"],
             ["数据盘 Data disks", "4 × 3.84TB NVMe U.2 = 15.36TB"],
             ["节点间 Inter-node", "RoCE v2，8 × 200GbE（Mellanox CX-6 Dx），支持 GPUDirect RDMA / RDMA enabled"],
             ["公网 Internet", "300Mbps 独享 dedicated"]],
            [45, 125])
    d.p("2. 里程碑 Milestones", "h2")
    d.table([["里程碑 Milestone", "内容 Deliverable", "日期 Date", "付款 Payment"],
             ["M1 交付 Handover", "4 台上架、系统安装、IB/RoCE 网络联通 / 4 servers racked, OS installed, fabric up",
              "2026-12-15", "首月租金 first month"],
             ["M2 验收 Acceptance",
              "单机 nccl all_reduce 总线带宽 ≥ 150GB/s；4 机 Llama 3 70B 基准 MFU ≥ 38%；扩展效率 ≥ 85%；"
              "数据盘 fio 顺序读 ≥ 5GB/s / intra-node bus bandwidth ≥ 150 GB/s, 4-node MFU ≥ 38%, scaling ≥ 85%, "
              "fio read ≥ 5 GB/s", "M1 后 3 个工作日内 within 3 business days of M1", "—"],
             ["M3 运行 Operation", "按月提供服务与月度可用性报告 / monthly service and availability report",
              "2026-12 至 2027-05", "按月 monthly"],
             ["M4 退出 Exit", "数据擦除并出具证明 / data erased, certificate issued",
              "租期结束后 5 个工作日内 within 5 business days after term", "—"]],
            [32, 78, 34, 26])
    d.p("3. 费用 Fees", "h2")
    d.p("每台每月 <b>¥86,000</b>（不含税，增值税 6% 另计）/ CNY 86,000 per server per month, excl. 6% VAT。"
        "四台月合计 ¥344,000。最短服务期 6 个月 / minimum term six (6) months。")
    d.p("4. 服务水平 Service levels", "h2")
    for t in [
        "4.1 型号 Model：每台 8 张 NVIDIA A800 SXM4 80GB，租期内不得替换 / no substitution during the term。",
        "4.2 显存 Memory：每卡 80GB 全部可用，不设显存配额 / the full 80 GB of every GPU is available, no memory "
        "limits applied。",
        "4.3 互联 Interconnect：节点内 NVLink/NVSwitch 全互联，节点间 8 × 200GbE RoCE v2 RDMA。",
        "4.4 独享 Dedicated：整机独享，不启用 MIG，不虚拟化，不超售 / whole servers for the Customer alone, MIG "
        "disabled, no virtualisation, no oversubscription。",
        "4.5 可用性 Availability：每台月可用性 ≥ 99.5% / at least 99.5% per server per month。",
        "4.6 补偿 Credits：低于 99.5% 抵扣当月该台租金 5%，低于 99.0% 抵扣 15%，低于 97.0% 抵扣 30% / below 99.5%: "
        "5%, below 99.0%: 15%, below 97.0%: 30% of that server's monthly fee。",
        "4.7 验收 Acceptance：按 M2 指标 / per the M2 figures above。",
        "4.8 数据 Data：按 M4，擦除覆盖全部系统盘与数据盘 / per M4, covering all system and data disks。",
    ]:
        d.p(t)
    d.sp(6).table([["服务方 Provider", "客户 Customer"],
                   ["中和算力（深圳）科技有限公司<br/>签字 Signed: 黎振东 Li Zhendong",
                    "广州岭南语言智能研究院<br/>签字 Signed:"]],
                  [85, 85])
    d.build()


# ==================================================================================================== s05
def s05() -> None:
    text_file("s05-suanliqiao-wecom-l20-zh.txt", """
企业微信 · 外部群「算力桥 × 星野科技 GPU 租赁沟通群」聊天记录导出
导出人：陈博（星野科技）  导出时间：2026-11-25 18:42
------------------------------------------------------------

2026-11-25 10:03  陈博（星野科技）
@周扬 上次说的 L20 那个机器，能再发一下具体配置吗？我们主要做 8B 模型 LoRA 微调，多卡一起跑。

2026-11-25 10:07  周扬@南京算力桥信息科技有限公司
陈总好，配置如下：
1）GPU：NVIDIA L20 48GB × 8（整机 8 卡）
2）卡间：带 NVLink 桥接，8 卡全部互联，多卡训练没问题的
3）CPU：Intel Xeon Gold 6338 × 2（每颗 32 核）
4）内存：512GB（16 × 32GB DDR4）
5）系统盘：480GB SATA SSD
6）数据盘：2 × 3.84TB NVMe，合计 7.68TB
7）网络：公网 200Mbps 独享
机房在南京江宁，物理机交付，整机给您一家用。

2026-11-25 10:09  陈博（星野科技）
价格呢？按小时和包月分别多少

2026-11-25 10:15  周扬@南京算力桥信息科技有限公司
按小时：1.80 元/卡/时（按小时计费，随开随停）
包月：9600 元/台/月（含税），最短一个月
包季度的话可以再给您 95 折，就是 9120 元/台/月

2026-11-25 10:16  周扬@南京算力桥信息科技有限公司
[文件] 算力桥_L20整机_报价单_20261125.pdf（已过期）

2026-11-25 10:31  陈博（星野科技）
SLA 之类的有合同吗？比如可用性、坏卡怎么赔

2026-11-25 10:38  周扬@南京算力桥信息科技有限公司
我们一般就签个简单的租赁确认单，机器出问题我们这边尽快处理，平时都很稳定的放心

2026-11-25 11:02  陈博（星野科技）
好的，那就先按包月来，一台，一个月。下周一能交付吗？

2026-11-25 11:05  周扬@南京算力桥信息科技有限公司
可以，周一（12 月 1 日）下午交付，我把付款信息发您
收款单位：南京算力桥信息科技有限公司
开户行：招商银行南京江宁支行  账号：1259 0817 6610 202
本月租金：9600 元

2026-11-25 11:06  陈博（星野科技）
收到 👍
------------------------------------------------------------
（共 12 条消息）
""")


# ==================================================================================================== s06
def s06() -> None:
    d = Doc("s06-mizunami-mitsumori-h200-en.pdf", title="Quotation MDC-Q-2611-0457 (English translation)",
            author="Mizunami Datacenter", deco=footer(
                "English translation of the Japanese original (御見積書). In case of discrepancy the Japanese "
                "original prevails.  Mizunami Datacenter K.K."))
    d.p("QUOTATION", "title")
    d.p("(translation of 御見積書)", "right")
    d.table([["To: Kaminari Robotics Co., Ltd.  (Messrs.)<br/>Attn: Mr. Hiroshi Tanabe, Infrastructure Group",
              "Quotation No.: MDC-Q-2611-0457<br/>Date of issue: 26 November 2026<br/>Valid for: 30 days"]],
            [95, 79], head=0, grid=False)
    d.p("We thank you for your continued patronage. We are pleased to submit our quotation as follows.")
    d.table([["Total amount (incl. consumption tax)", "JPY 5,093,000"]], [90, 84], head=0,
            extra=[("FONTSIZE", (0, 0), (-1, -1), 12), ("BOX", (0, 0), (-1, -1), 1.4, colors.black)])
    d.table([["Delivery", "January 2027 (within 20 business days of order)"],
             ["Place of service", "Mizunami Datacenter Gifu Campus, Hall 3"],
             ["Payment terms", "Monthly, end of month closing, payment by end of following month"],
             ["Contract term", "12 months minimum, auto-renewal month by month thereafter"]],
            [40, 134], head=0)
    d.table([["No.", "Description", "Qty", "Unit", "Unit price (JPY)", "Amount (JPY)"],
             ["1", "GPU server rental, dedicated: NVIDIA H200 SXM 141GB x 8 (HGX), per Specification Sheet "
                   "below", "1", "month", "4,380,000", "4,380,000"],
             ["2", "Initial setup (rack-in, OS image, network configuration), one time", "1", "set", "250,000",
              "250,000"],
             ["3", "Remote hands, 10 hours per month", "1", "month", "included", "0"],
             ["", "Subtotal", "", "", "", "4,630,000"],
             ["", "Consumption tax (10%)", "", "", "", "463,000"],
             ["", "Total", "", "", "", "5,093,000"]],
            [10, 86, 12, 14, 26, 26])
    d.p("Specification Sheet (per server)", "h2")
    d.table([["GPU", "8 x NVIDIA H200 SXM5, 141 GB HBM3e each"],
             ["GPU interconnect", "NVLink 4 with NVSwitch, 900 GB/s per GPU (all-to-all)"],
             ["CPU", "2 x Intel Xeon Platinum 8568Y+ (48 cores each)"],
             ["Main memory", "2 TB (32 x 64 GB DDR5-5600)"],
             ["Storage", "2 x 1.92 TB NVMe (boot, mirrored) + 4 x 7.68 TB NVMe (data, 30.72 TB)"],
             ["Network", "2 x 100 GbE to customer VLAN; Internet 1 Gbps guaranteed"],
             ["Power", "10.2 kW max, included in the monthly fee"]],
            [40, 134], head=0)
    d.p("Remarks", "h2")
    d.p("1. The monthly fee is item 1 (JPY 4,380,000 excl. tax). Item 2 is charged once with the first invoice.<br/>"
        "2. The service is provided under the attached Service Level Terms (document MDC-SLT-2026), which form "
        "part of this quotation.<br/>3. Prices exclude any software licences other than the OS.")
    d.sp(6).p("Mizunami Datacenter K.K. (瑞浪データセンター株式会社)<br/>2-14-7 Toki-cho, Mizunami, Gifu 509-6101, "
              "Japan<br/>Sales Division, Keiko Murata  |  TEL +81-572-55-0190")
    d.table([["Prepared", "Checked", "Approved"], ["Murata", "Ono", "(seal)"]], [20, 20, 20],
            extra=[("ALIGN", (0, 0), (-1, -1), "CENTER")])
    d.build()

    t = Doc("s06-mizunami-service-level-terms-en.pdf", title="Service Level Terms MDC-SLT-2026",
            author="Mizunami Datacenter", deco=footer("MDC-SLT-2026  |  Mizunami Datacenter K.K.  |  Attachment "
                                                     "to quotation MDC-Q-2611-0457"))
    t.p("Service Level Terms for the Dedicated GPU Server Service", "h1")
    t.p("Document MDC-SLT-2026, revision 3 (English translation). These terms apply to the GPU server quoted in "
        "MDC-Q-2611-0457.")
    for h, body in [
        ("Article 1 (Equipment)", "The Company shall provide the server with eight NVIDIA H200 SXM5 GPUs, each "
         "with its full 141 GB of HBM3e usable by the Customer, for the whole contract term. The Company shall not "
         "replace the GPUs with another model without the Customer's prior written consent."),
        ("Article 2 (Interconnect)", "The eight GPUs shall be connected by NVLink through NVSwitch so that "
         "nvidia-smi topo -m shows NV18 between every pair of GPUs."),
        ("Article 3 (Exclusive use)", "The server is for the exclusive use of the Customer. The Company shall not "
         "enable MIG, virtualise the GPUs or let any third party use the server."),
        ("Article 4 (Availability)", "The Company guarantees a monthly availability of 99.9%. Availability = "
         "(minutes in month - minutes of outage) / minutes in month. Planned maintenance notified at least 7 days "
         "in advance, up to 4 hours per month, is not counted as outage."),
        ("Article 5 (Service credits)", "If availability falls below 99.9%, the Company shall reduce that month's "
         "fee by 10%; below 99.5% by 30%; below 99.0% by 100%. The Customer shall claim within 60 days."),
        ("Article 6 (Acceptance inspection)", "Within 3 business days of handover the Customer inspects the server "
         "with the following tests: nccl-tests all_reduce_perf bus bandwidth 400 GB/s or more; GPU memory 141 GB "
         "on every GPU per nvidia-smi; fio sequential read 10 GB/s or more on the data volume. Fees begin on the "
         "day after the inspection is passed."),
        ("Article 7 (Handling of data on termination)", "Within 10 days after the end of the contract the Company "
         "shall erase all data stored on the server by a method that prevents recovery and submit an erasure "
         "report to the Customer."),
        ("Article 8 (Liability)", "The Company's aggregate liability is limited to the fees paid in the 12 months "
         "before the event."),
    ]:
        t.p(h, "h2").p(body)
    t.build()


# ==================================================================================================== s07
def s07() -> None:
    d = Doc("s07-harrowgate-servicenow-ritm-h100-en.pdf", size=letter, title="RITM0048213",
            author="Harrowgate Labs ServiceNow", deco=footer(
                "Printed from harrowgate.service-now.example by j.okafor on 2026-11-23 16:02 PST  |  "
                "Harrowgate Labs internal"))
    d.p("Requested Item RITM0048213 - GPU compute rental", "h1")
    d.table([["Number", "RITM0048213", "Request", "REQ0031876"],
             ["Requested for", "Jide Okafor (ML Platform)", "Opened", "2026-11-20 09:41"],
             ["Catalog item", "External Compute / Cloud Services", "Stage", "Awaiting Finance approval"],
             ["Cost center", "CC-4410 Applied Research", "Priority", "3 - Moderate"]],
            [30, 60, 26, 58], head=0, shade="#eeeeee")
    d.p("Supplier details", "h2")
    d.table([["Supplier", "Bluefin Compute Partners"],
             ["Supplier ID", "SUP-002719 (onboarded 2025-06)"],
             ["Supplier contact", "Renata Sousa, renata.sousa@bluefincompute.example"],
             ["Supplier quote ref.", "BCP-Q-11872 rev 2 (attached)"]], [45, 129], head=0)
    d.p("Line items", "h2")
    d.table([["#", "Item", "Qty", "Unit price", "Term", "Extended"],
             ["1", "Bare-metal GPU node: 8x NVIDIA H100 SXM5 80GB, NVLink/NVSwitch, 2x Xeon Platinum 8468 "
                   "(48 cores each), 2 TB RAM, 4x 7.68 TB NVMe data + 2x 960 GB NVMe boot, 400 Gb/s NDR x8, "
                   "10 Gbps internet", "1", "USD 19,800.00 / month", "3 months", "USD 59,400.00"],
             ["2", "Onboarding and image build (one time)", "1", "USD 1,500.00", "-", "USD 1,500.00"]],
            [8, 86, 10, 26, 18, 26])
    d.p("Total requested: <b>USD 60,900.00</b>")
    d.p("Business justification", "h2")
    d.p("Fine-tune Llama 3.1 405B with LoRA adapters on our support-ticket corpus (about 2B tokens) before the "
        "Q1 launch. One node for three months; Bluefin quoted dedicated bare metal. Cheaper than the hyperscaler "
        "reserved instance (quote HS-88120, USD 23,400/month).")
    d.p("Supplier terms summary (from quote BCP-Q-11872, entered by requester)", "h2")
    d.table([["Topic", "Supplier commitment"],
             ["GPU model / memory", "8x H100 SXM5 80GB, full memory per GPU, no substitution without consent"],
             ["Interconnect", "NVLink 4 / NVSwitch full mesh inside the node (NV18 all pairs)"],
             ["Dedicated", "Single-tenant bare metal; MIG disabled; no oversubscription"],
             ["Availability", "99.9% monthly"],
             ["Credits", "10% of the monthly fee below 99.9%, 25% below 99.5%, 50% below 99.0%"],
             ["Acceptance", "72 h acceptance window: NCCL all_reduce >= 380 GB/s, fio read >= 8 GB/s"],
             ["Data deletion", "Drives wiped within 14 days of term end; certificate provided"]],
            [40, 134])
    d.p("Approvals", "h2")
    d.table([["Approver", "Group", "State", "Date"],
             ["M. Lindqvist", "ML Platform manager", "Approved", "2026-11-20"],
             ["IT Security", "Vendor risk", "Approved (SOC 2 on file)", "2026-11-21"],
             ["R. Chaudhry", "Finance", "Requested", "-"]],
            [40, 50, 50, 34], shade="#eeeeee")
    d.p("Work notes: 2026-11-21 14:10 - Vendor risk: SOC 2 Type II report dated 2026-08 reviewed, no exceptions.",
        "small")
    d.build()


# ==================================================================================================== s08
def s08() -> None:
    d = Doc("s08-yunzhan-xunjia-huifu-l40s-zh.pdf", font=CJK, title="询价回复函", author="杭州云栈",
            deco=footer("杭州云栈数据服务有限公司  地址：杭州市余杭区文一西路 1818 号 云栈大厦 12F  "
                        "电话 0571-8861 2093",
                        font=CJK, head="杭州云栈数据服务有限公司", head_size=14))
    d.sp(3).p("关于《GPU 服务器租赁询价函》的回复函", "title")
    d.p("云栈函〔2026〕第 057 号", "right")
    d.p("杭州数澜医疗科技有限公司：")
    d.p("贵司 2026 年 11 月 19 日发来的《GPU 服务器租赁询价函》（编号 XJ-2026-088）收悉。"
        "我司对询价函所列十一项要求逐项答复如下：")
    rows = [["询价项", "贵司要求", "我司答复"],
            ["1. GPU 型号", "48GB 显存推理/微调卡，8 卡整机", "NVIDIA L40S 48GB GDDR6（ECC），每台 8 张"],
            ["2. 卡间互联", "说明互联方式", "L40S 不支持 NVLink。8 卡经 2 颗 PCIe 5.0 Switch 以 PCIe 4.0 x16 "
                                      "互联，本报价不含任何 NVLink 承诺"],
            ["3. 台数", "1 台", "1 台"],
            ["4. CPU", "≥ 64 核", "Intel Xeon Gold 6430 × 2（每颗 32 核，合计 64 核）"],
            ["5. 内存", "≥ 768GB", "64GB DDR5 × 16，合计 1024GB"],
            ["6. 存储", "数据盘 NVMe ≥ 10TB", "系统盘：960GB SATA SSD × 2（RAID1）；<br/>数据盘：7.68TB NVMe × 2，"
                                          "合计 15.36TB"],
            ["7. 网络", "公网独享 ≥ 300Mbps", "公网 500Mbps 独享，不限速"],
            ["8. 价格", "按卡时报价", "¥5.20/卡/小时（含 6% 增值税），计费粒度 1 小时；最短租期 1 个月，月结"],
            ["9. 可用性与赔偿", "书面承诺", "见下文第（一）、（二）项"],
            ["10. 验收", "可量化指标", "见下文第（三）项"],
            ["11. 数据安全", "退租数据处理", "见下文第（四）项"]]
    d.table(rows, [26, 44, 100])
    d.p("对第 9—11 项及整卡独享的具体承诺（将原文写入正式合同）：", "h2")
    for t in [
        "（一）可用性：我司承诺单台月度可用性不低于 99.9%，以我司监控与贵司工单记录共同核定。",
        "（二）赔偿：月度可用性低于 99.9% 时，按当月租金的 10% 抵扣；低于 99.5% 时抵扣 30%；低于 99.0% 时抵扣 "
        "100% 当月租金。",
        "（三）验收：交付后 24 小时内贵司可进行验收测试，指标为：8 卡 nccl-tests all_reduce 总线带宽 ≥ 18GB/s；"
        "每卡 nvidia-smi 显示显存 ≥ 46GB；数据盘 fio 顺序读 ≥ 6GB/s。未通过验收不计费。",
        "（四）数据删除：租期结束后 3 个工作日内，我司对系统盘与数据盘进行多次覆写擦除，并出具《数据销毁确认书》。",
        "（五）型号与显存：合同期内每台提供 8 张 NVIDIA L40S 48GB，不以其他型号替换，每卡 48GB 显存全部可用。",
        "（六）独享：整机物理独享，不做 vGPU 切分，不超售，GPU 仅供贵司使用。",
        "（七）互联：按第 2 项写入合同，即 PCIe 4.0 x16 经 PCIe Switch 互联，无 NVLink。",
    ]:
        d.p(t)
    d.p("本回复函有效期 30 日。如无异议，我司将据此起草《GPU 服务器租赁合同》。")
    d.sp(6).p("杭州云栈数据服务有限公司（公章）<br/>商务部  沈嘉禾  138 5713 6620<br/>2026 年 11 月 24 日", "right")
    d.build()


# ==================================================================================================== s09
def s09() -> None:
    d = Doc("s09-meridian-arc-call-recap-h100-en.pdf", title="Call recap", author="Meridian Arc Compute",
            deco=footer("Meridian Arc Compute  |  Confidential - prepared for Larkspur AI", head="Meridian Arc "
                        "Compute - Call Recap", head_size=12))
    d.sp(2).table([["Meeting", "Larkspur AI x Meridian Arc: capacity for Q1 fine-tuning"],
                   ["Date", "Tuesday 24 November 2026, 10:00-10:45 PT (Zoom)"],
                   ["Attendees", "Larkspur AI: Tomas Herrera (Head of Infra), Mei Lin (ML lead)<br/>Meridian Arc "
                                 "Compute: Abby Kowalczyk (AE), Sunil Varma (Solutions)"],
                   ["Recap by", "Abby Kowalczyk, abby@meridianarc.example"]], [28, 146], head=0)
    d.p("Summary", "h2")
    d.p("Larkspur wants a four-node pod for about six months to fine-tune Llama 3 70B with LoRA and run evals. "
        "Meridian can deliver from the Reno pod on 4 January 2027. Numbers below are what we discussed on the call; "
        "Meridian will send the order form once Larkspur confirms.")
    d.p("What we discussed", "h2")
    for t in [
        "<b>1. Hardware.</b> Four (4) nodes, each 8x NVIDIA H100 SXM5 80GB on HGX with NVLink/NVSwitch (900 GB/s "
        "per GPU). Host: 2x Intel Xeon Platinum 8462Y+ (32 cores each), 2 TB DDR5 (16 x 128 GB), 8x 3.84 TB NVMe "
        "data drives plus a 960 GB boot SSD per node. Whole nodes, single tenant, no MIG.",
        "<b>2. Networking between nodes.</b> Sunil confirmed the Reno pod is wired with 4x 100 GbE per node on a "
        "standard Ethernet leaf/spine. RoCE is not enabled on this pod, so NCCL runs over TCP sockets; there is no "
        "InfiniBand in Reno. Tomas asked whether that is a problem for LoRA on 70B; Sunil said most LoRA customers "
        "are fine with it. Internet uplink: 10 Gbps shared by the pod.",
        "<b>3. Pricing.</b> USD 2.15 per GPU-hour on a 6-month commitment (list on-demand is USD 2.89). Monthly "
        "invoice in arrears. Six months minimum; month-to-month after.",
        "<b>4. Uptime.</b> Mei asked about an SLA. Abby: Meridian targets 99.9% monthly uptime and works on a "
        "best-effort basis to restore a failed node within 4 hours; there is no formal SLA document for this pod "
        "yet. Service credits are at Meridian's discretion, case by case.",
        "<b>5. Acceptance and data.</b> Larkspur may run its own burn-in during the first day. On exit Meridian "
        "reimages the nodes; Abby to check whether a deletion certificate can be provided.",
    ]:
        d.p(t)
    d.p("Action items", "h2")
    d.table([["#", "Owner", "Action", "Due"],
             ["1", "Tomas (Larkspur)", "Confirm node count (4) and start date", "1 Dec 2026"],
             ["2", "Abby (Meridian)", "Send order form ORD-MAC-2027-014 with the pricing above", "2 Dec 2026"],
             ["3", "Sunil (Meridian)", "Share NCCL all_reduce numbers from a Reno 4-node run", "2 Dec 2026"],
             ["4", "Abby (Meridian)", "Answer on the deletion certificate", "4 Dec 2026"]],
            [8, 34, 104, 28])
    d.p("Thanks all - reply-all with any corrections.<br/>Abby Kowalczyk | Account Executive | Meridian Arc Compute "
        "| +1 775 555 0112")
    d.build()


# ==================================================================================================== s10
def s10() -> None:
    d = Doc("s10-qingshiyun-xufei-tongzhi-h20-zh.pdf", font=CJK, title="续费通知", author="青石云",
            deco=footer("青石云计算（广州）有限公司  客服热线 400-820-6677  "
                        "本邮件由系统自动发送，请勿直接回复", font=CJK))
    d.p("【青石云】您的 GPU 云服务器将于 7 天后到期，请及时续费", "h1")
    d.p("尊敬的用户 深蓝视界（北京）科技有限公司（账号 ID：QS-1029384756）：")
    d.p("您账号下的以下包年包月实例将于 <b>2026-12-09 23:59:59</b> 到期。到期后实例将停机保留 7 天，"
        "保留期满仍未续费的，实例将被释放，本地盘数据将被清除且无法恢复。")
    d.table([["实例 ID", "实例名称", "规格", "地域/可用区", "到期时间"],
             ["ins-gn8h20-7k2m9q", "train-h20-01", "gn8-h20.48xlarge", "华南（广州）三区", "2026-12-09"]],
            [34, 26, 34, 40, 30])
    d.p("实例规格说明", "h2")
    d.table([["规格", "gn8-h20.48xlarge"],
             ["GPU", "8 × NVIDIA H20 96GB HBM3（整卡直通）"],
             ["GPU 互联", "NVLink 900GB/s（HGX 8 卡）"],
             ["vCPU / 内存", "192 vCPU / 1536 GiB"],
             ["系统盘", "ESSD 云盘 200GB"],
             ["本地数据盘", "2 × 3.5TB NVMe SSD（本地盘，实例释放后数据清除）"],
             ["网络", "内网 100Gbps；公网 按固定带宽 50Mbps"]],
            [40, 130], head=0)
    d.p("续费价格（包年包月，含税）", "h2")
    d.table([["续费时长", "原价", "续费优惠", "应付金额"],
             ["1 个月", "¥58,000.00", "无", "¥58,000.00"],
             ["3 个月", "¥174,000.00", "9.5 折", "¥165,300.00"],
             ["12 个月", "¥696,000.00", "8.3 折", "¥577,680.00"]],
            [34, 42, 34, 42])
    d.p("您已开通自动续费：系统将于到期前 1 天按 <b>1 个月</b>（¥58,000.00）自动扣款续费，如需更改续费时长请前往"
        "控制台“费用中心 — 续费管理”。")
    d.p("服务保障说明", "h2")
    d.p("本实例的服务等级按照《青石云 GPU 云服务器服务等级协议（SLA）》执行，单实例月度服务可用性承诺为 99.0%，"
        "未达到承诺的，按该协议约定以代金券形式补偿，详见 https://www.qingshiyun.example/legal/sla-gpu 。"
        "本通知不构成对该协议的修改。")
    d.p("如您已完成续费，请忽略本通知。感谢您对青石云的支持！", "small")
    d.p("青石云计算（广州）有限公司<br/>2026-12-02", "right")
    d.build()


# ==================================================================================================== s11
def s11() -> None:
    d = Doc("s11-bridgeline-cluster-bom-b200-en.pdf", size=landscape(A4), title="Cluster BoM BOM-BLS-2611-B200",
            author="Bridgeline Systems", deco=footer(
                "Bridgeline Systems LLC - NVIDIA Partner Network Elite Compute Partner - 4410 Westbranch Dr, "
                "Durham, NC 27703 - BOM-BLS-2611-B200 Rev C", head="BRIDGELINE SYSTEMS  |  Managed Lease "
                "Cluster Bill of Materials", head_size=12))
    d.sp(2).table([["Customer", "Vantor Bio, Inc.", "BoM no.", "BOM-BLS-2611-B200 Rev C", "Date", "2026-11-30"],
                   ["Program", "Managed lease (hardware owned and operated by Bridgeline)", "Site",
                    "Bridgeline DUR-1, Row F, racks F07-F08", "Nodes", "2 (two)"]],
                  [20, 70, 18, 62, 16, 40], head=0)
    d.table([["Line", "Part number", "Description", "Qty / node", "Qty total", "Role"],
             ["1", "BLS-HGX-B200-8G", "HGX B200 8-GPU baseboard: 8x NVIDIA B200 180GB HBM3e, NVLink 5 / NVSwitch "
                                     "(1,800 GB/s per GPU)", "1", "2", "compute"],
             ["2", "SRV-6U-B200-X6", "6U air-cooled GPU chassis, 6+6 x 3.2 kW PSU", "1", "2", "chassis"],
             ["3", "CPU-XEON-6960P", "Intel Xeon 6960P, 72 cores, 2.7 GHz", "2", "4", "host"],
             ["4", "MEM-64G-D5-6400", "64 GB DDR5-6400 RDIMM", "32", "64", "host memory"],
             ["5", "SSD-M2-960-NVME", "960 GB M.2 NVMe (boot, RAID 1)", "2", "4", "OS"],
             ["6", "SSD-U2-7T68-PM1743", "7.68 TB U.2 NVMe Gen5 SSD (Samsung PM1743)", "8", "16", "local data"],
             ["7", "NIC-CX7-400-OSFP", "ConnectX-7 400 Gb/s NDR InfiniBand, single port OSFP", "8", "16",
              "compute fabric (GPUDirect RDMA)"],
             ["8", "DPU-BF3-2X200", "BlueField-3 B3220, 2 x 200 GbE", "1", "2", "storage / front-end"],
             ["9", "SW-QM9790", "Quantum-2 QM9790 NDR switch, 64 x 400 Gb/s", "-", "1", "fabric leaf"],
             ["10", "SW-SN2201", "Spectrum SN2201 1 GbE management switch", "-", "1", "BMC / mgmt"],
             ["11", "CBL-OSFP-ACC-2M", "NDR OSFP active copper cable, 2 m", "8", "16", "fabric cabling"],
             ["12", "SVC-INET-10G", "Internet transit, 10 Gbps committed, per node", "1", "2", "internet"]],
            [12, 42, 120, 20, 18, 50], repeat=1)
    d.brk()
    d.p("Managed lease pricing", "h1")
    d.table([["Item", "Basis", "Price"],
             ["Lease of lines 1-12 incl. power, cooling, remote hands, monitoring", "per node per month",
              "USD 29,400.00"],
             ["Two-node cluster", "per month", "USD 58,800.00"],
             ["Minimum term", "", "6 months"],
             ["Installation and burn-in", "one time", "waived"]],
            [140, 60, 60])
    d.p("Managed Service Terms (attached to and part of BOM-BLS-2611-B200 Rev C)", "h1")
    for t in [
        "<b>T1 Hardware.</b> Bridgeline provides the parts listed above for the whole term. The GPUs are NVIDIA "
        "B200 with 180 GB of HBM3e each available to the customer; Bridgeline will not substitute another GPU model "
        "without the customer's written approval.",
        "<b>T2 Fabric.</b> Inside each node all eight GPUs are connected by NVLink 5 through NVSwitch (full mesh). "
        "Between nodes, eight 400 Gb/s NDR InfiniBand rails per node (3,200 Gb/s) with GPUDirect RDMA.",
        "<b>T3 Exclusive use.</b> Both nodes and the QM9790 leaf are dedicated to the customer; no MIG, no "
        "virtualisation, no other tenant.",
        "<b>T4 Availability.</b> 99.9% monthly availability per node, measured by Bridgeline's monitoring and the "
        "customer's incident tickets.",
        "<b>T5 Credits.</b> 10% of the monthly node fee for each full 0.1% below 99.9%, up to 100% of the fee.",
        "<b>T6 Acceptance.</b> Within 5 days of handover: nccl-tests all_reduce 700 GB/s or more per node, two-node "
        "all_reduce 300 GB/s or more, and a Llama 3 70B training benchmark at 35% MFU or better. Fees start on "
        "acceptance.",
        "<b>T7 Exit.</b> Within 14 days after the term Bridgeline cryptographically erases and then physically "
        "destroys or purges all data drives (NIST SP 800-88) and issues a certificate per serial number.",
    ]:
        d.p(t)
    d.p("Bridgeline Systems LLC - prepared by Owen Tremblay, Solutions Architect - approved by Carla Diaz, VP Sales")
    d.build()


# ==================================================================================================== s12
def s12() -> None:
    d = Doc("s12-aurora-hpc-chengqing-h100pcie-bi.pdf", font=CJK, title="技术澄清答复", author="深圳市极光超算",
            deco=footer("投标人：深圳市极光超算科技有限公司 Bidder: Shenzhen Aurora HPC Technology Co., Ltd.  "
                        "招标编号 GZZB-2026-1107", font=CJK))
    d.p("关于《大模型训练算力租赁服务项目》的技术澄清答复<br/>Technical Clarification Response", "title")
    d.p("致 To：广州市智算产业发展有限公司（招标人 Tenderer）    招标编号 Tender No.：GZZB-2026-1107<br/>"
        "答复日期 Date：2026-11-27    澄清通知 Ref：澄清通知（二）Clarification Notice No. 2")
    d.p("我司现对招标人澄清通知（二）所列问题答复如下；本答复构成我司投标文件的组成部分。"
        "We answer the questions of Clarification Notice No. 2 below; this response forms part of our bid.")
    qa = [
        ("问题 Q1：请明确 GPU 型号及形态。Confirm the GPU model and form factor.",
         "答 A1：NVIDIA H100 PCIe 80GB（HBM2e），每台服务器 8 张，PCIe Gen5 x16 插卡。8 x NVIDIA H100 PCIe 80GB per "
         "server, PCIe Gen5 x16 add-in cards."),
        ("问题 Q2：8 卡之间的互联方式与带宽？Intra-node interconnect and bandwidth?",
         "答 A2：8 卡通过 NVSwitch 实现 NVLink 全互联，任意两卡间带宽 900GB/s，满足张量并行需求。The eight GPUs are "
         "fully meshed by NVLink through NVSwitch at 900 GB/s between any two GPUs, suitable for tensor parallelism."),
        ("问题 Q3：服务器台数与节点间网络？Number of servers and inter-node network?",
         "答 A3：2 台（two servers）；每台 8 × 400Gb/s NDR InfiniBand，支持 GPUDirect RDMA。"),
        ("问题 Q4：主机配置？Host configuration?",
         "答 A4：2 × Intel Xeon Platinum 8470（52 核 cores）；内存 2048GB（32 × 64GB DDR5）；系统盘 2 × 960GB "
         "SATA SSD；数据盘 4 × 7.68TB NVMe（30.72TB）；公网 1Gbps。"),
        ("问题 Q5：报价口径？Pricing basis?",
         "答 A5：¥15.80/卡/小时（含税 6%），按月结算，服务期 12 个月（最短）。CNY 15.80 per GPU-hour incl. 6% VAT, "
         "billed monthly, minimum term 12 months."),
        ("问题 Q6：请逐项确认招标文件第五章服务要求。Confirm the service requirements of Chapter 5.",
         "答 A6：(1) 型号与显存：合同期内提供 NVIDIA H100 PCIe 80GB，每卡 80GB 全部可用，不替换 / model and full "
         "80 GB per GPU, no substitution；(2) 互联：按 A2 写入合同 / interconnect as A2；(3) 独享：整机独享，不启用 "
         "MIG，不虚拟化，不超售 / dedicated, MIG disabled, no virtualisation, no oversubscription；(4) 可用性：月度 ≥ "
         "99.9% / availability at least 99.9% monthly；(5) 补偿：低于 99.9% 抵扣月费 10%，低于 99.5% 抵扣 30%，低于 "
         "99.0% 抵扣 50% / credits 10%, 30%, 50%；(6) 验收：交付后 5 个工作日内，单机 nccl all_reduce ≥ 200GB/s，"
         "双机扩展效率 ≥ 90%，fio 顺序读 ≥ 8GB/s / acceptance within 5 business days with these figures；"
         "(7) 数据删除：服务期满 7 日内擦除全部数据并出具证明 / data erased within 7 days, certificate issued。"),
    ]
    for q, a in qa:
        d.p(f"<b>{q}</b>").p(a)
    d.sp(6).p("投标人（盖章）Bidder (seal)：深圳市极光超算科技有限公司<br/>"
              "Shenzhen Aurora HPC Technology Co., Ltd.<br/>"
              "授权代表 Authorised representative：韩亦辰 Han Yichen", "right")
    d.build()


# ==================================================================================================== s13
def s13() -> None:
    d = Doc("s13-westbrook-rcs-catalogue-a100-mig-en.pdf", title="RCS External Access Service Catalogue",
            author="Westbrook University", deco=footer(
                "Westbrook University Research Computing Services - External Access Service Catalogue 2026/27 - "
                "page entry RCS-GPU-07"))
    d.p("Westbrook University Research Computing Services", "h1")
    d.p("External Access Service Catalogue 2026/27 - commercial and partner access to university HPC", "small")
    d.p("Entry RCS-GPU-07: A100 GPU Partition (Tier B)", "h2")
    d.table([["Field", "Description"],
             ["Service owner", "Research Computing Services, Westbrook University, Kelvin Building, Leeds LS2 9QT"],
             ["Who can buy", "Industry partners and other institutions under a Research Services Agreement"],
             ["Hardware", "12 nodes of 8 x NVIDIA A100 SXM4 80GB with NVLink (HGX A100), 2 x AMD EPYC 7713 "
                          "(64 cores), 1 TB RAM, HDR InfiniBand"],
             ["Allocation unit", "One GPU instance = MIG profile 3g.40gb (3 compute slices, 40 GB). Nodes run "
                                 "in MIG mode with two 3g.40gb instances per physical A100; full-GPU allocations are "
                                 "reserved for internal groups."],
             ["Standard external allocation", "4 x 3g.40gb GPU instances, scheduled through Slurm (partition "
                                              "gpu-mig), jobs up to 72 hours"],
             ["Storage", "Home 100 GB; project space on the shared Lustre scratch (NVMe tier), 20 TB per project"],
             ["Price (external, excl. VAT)", "GBP 1.10 per GPU-instance-hour; billed monthly in arrears on "
                                            "accounted usage (1-minute granularity)"],
             ["Minimum purchase", "1,000 GPU-instance-hours per quarter"],
             ["Service level", "Provided on a reasonable-endeavours basis. Target availability 98% outside the "
                               "published maintenance windows; no service credits."],
             ["Data", "Project data deleted 90 days after the agreement ends unless renewal is requested"]],
            [42, 132])
    d.p("How to apply: complete form RCS-EXT-1 and return it to rcs-external@westbrook.example. Typical onboarding "
        "is 10 working days. Catalogue prices are reviewed every August.", "small")
    d.build()


# ==================================================================================================== s14
def s14() -> None:
    d = Doc("s14-dingtalk-shenpi-mi300x-zh.pdf", font=CJK, title="审批详情", author="钉钉",
            deco=footer("钉钉 · 审批 · 打印时间 2026-11-28 17:20 · 打印人 何芸", font=CJK))
    d.p("采购申请（算力租赁）", "h1")
    d.table([["审批编号", "202611241530000123"], ["所在部门", "上海知微智能科技有限公司 / 大模型平台部"],
             ["申请人", "何芸"], ["提交时间", "2026-11-24 15:30"], ["当前状态", "审批通过"]], [30, 140], head=0,
            shade="#ffffff")
    d.p("申请内容", "h2")
    d.table([["采购类型", "服务类 — 算力租赁"],
             ["供应商", "北京星衡算力科技有限公司（供应商编码 V-00731）"],
             ["采购事由", "Llama 3 70B LoRA 指令微调与评测，需 8 卡 192GB 大显存整机 1 台，租 3 个月"],
             ["期望交付日期", "2026-12-10"],
             ["付款方式", "月付，每月 5 日前"]], [30, 140], head=0, shade="#ffffff")
    d.p("采购明细", "h2")
    d.table([["物品名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"],
             ["GPU 服务器租赁", "AMD Instinct MI300X 192GB × 8 整机（详见附件报价单）", "台·月", "1 台 × 3 月",
              "118,000.00", "354,000.00"]],
            [26, 64, 16, 22, 22, 22])
    d.p("合计金额：¥354,000.00（大写：叁拾伍万肆仟元整）")
    d.p("附件：星衡算力_报价单_XH-BJ-20261120-07.pdf（1 个）")
    d.p("审批流程", "h2")
    d.table([["节点", "审批人", "结果", "时间", "意见"],
             ["发起申请", "何芸", "—", "2026-11-24 15:30", ""],
             ["部门负责人", "许明哲", "同意", "2026-11-24 16:02", "资源紧张，尽快"],
             ["财务 BP", "陶静", "同意", "2026-11-25 10:17", "已核预算，CC-2207"],
             ["法务", "孔令仪", "同意", "2026-11-26 14:45", "已核对附件报价单第三部分服务条款，可用性、赔偿、验收、"
                                                       "数据删除均已写明"],
             ["CTO", "吕骁", "同意", "2026-11-27 09:08", ""],
             ["抄送", "采购部 钱一帆", "已抄送", "2026-11-27 09:08", ""]],
            [22, 26, 16, 32, 74])
    d.build()

    q = Doc("s14-xingheng-baojiadan-mi300x-zh.pdf", font=CJK, title="报价单 XH-BJ-20261120-07",
            author="北京星衡算力", deco=footer(
                "北京星衡算力科技有限公司  北京市海淀区上地信息路 26 号 中关村创业大厦 5 层  010-6298 1170", font=CJK,
                head="北京星衡算力科技有限公司  报价单", head_size=13))
    q.sp(3).table([["报价单号", "XH-BJ-20261120-07", "报价日期", "2026-11-20"],
                   ["客户", "上海知微智能科技有限公司", "有效期", "15 天"]], [26, 64, 26, 54], head=0)
    q.p("一、配置", "h2")
    q.table([["部件", "规格", "数量"],
             ["GPU", "AMD Instinct MI300X OAM，192GB HBM3，5.3TB/s", "8"],
             ["GPU 互联", "AMD Infinity Fabric（xGMI）8 卡全互联，单卡聚合 896GB/s；非 NVLink", "—"],
             ["CPU", "AMD EPYC 9474F，48 核", "2"],
             ["内存", "96GB DDR5-4800，合计 2304GB", "24"],
             ["系统盘", "960GB NVMe M.2（RAID1）", "2"],
             ["数据盘", "3.84TB NVMe U.2，合计 30.72TB", "8"],
             ["网卡", "100GbE（存储及业务网络）", "2"],
             ["公网", "1Gbps 独享", "1"]],
            [26, 124, 20])
    q.p("二、价格", "h2")
    q.p("整机租赁 ¥118,000.00 /台/月（含 6% 增值税）；最短租期 3 个月；按月预付。首月免收部署费。")
    q.p("三、服务条款", "h2")
    for t in [
        "1. 型号与显存：租期内提供 8 张 AMD Instinct MI300X，每卡 192GB 显存全部可用，未经客户同意不更换型号。",
        "2. 互联：8 卡经 Infinity Fabric（xGMI）全互联，rocm-smi --showtopo 显示任意两卡均为 XGMI 直连。",
        "3. 独享：物理整机独享，不做 GPU 分区（SPX 模式、NPS1），不虚拟化，不超售。",
        "4. 可用性：月度可用性 ≥ 99.9%。",
        "5. 赔偿：低于 99.9% 抵扣当月租金 10%；低于 99.5% 抵扣 25%；低于 99.0% 抵扣 50%。",
        "6. 验收：交付后 48 小时内，RCCL all_reduce 总线带宽 ≥ 300GB/s、数据盘 fio 顺序读 ≥ 10GB/s、"
        "Llama 3 70B LoRA 基准吞吐不低于附表 2 所列值的 90%；未通过不计费。",
        "7. 数据删除：租期结束后 7 日内完成全部磁盘数据擦除，出具书面证明。",
    ]:
        q.p(t)
    q.p("附表 2（验收基准，节选）：Llama 3 70B LoRA，序列长度 4096，全局批 64：≥ 2,600 tokens/s（整机）。", "small")
    q.sp(4).p("销售：梁思远  186 1055 3021  liangsy@xingheng-ai.example", "right")
    q.build()


# ==================================================================================================== s15
def s15() -> None:
    d = Doc("s15-bijia-jilu-a800-zh.pdf", font=CJK, size=landscape(A4), title="询比价记录表",
            author="苏州启元语言科技", deco=footer("苏州启元语言科技有限公司 采购管理部  表单编号 CG-F-012（2025 版）",
                                                font=CJK))
    d.p("询比价记录表", "title")
    d.table([["项目名称", "Llama 3 70B 全参数微调算力租赁", "询价编号", "QY-XBJ-2026-041", "日期", "2026-11-25"],
             ["需求部门", "算法研究院", "询价方式", "邀请三家供应商书面报价", "经办人", "邵佳"]],
            [22, 78, 22, 60, 16, 40], head=0)
    d.p("需求：8 卡 A800 整机 1 台，租期 3 个月，用于 Llama 3 70B 全参数微调（full fine-tuning）；要求 NVLink 全互联、"
        "整卡独享、数据盘 NVMe ≥ 10TB。")
    d.table([["比价项", "供应商 A（拟选）", "供应商 B", "供应商 C"],
             ["供应商名称", "天津瀚海算力科技有限公司", "河北云图数据科技有限公司", "北京极智方舟信息技术有限公司"],
             ["GPU", "NVIDIA A800 SXM4 80GB × 8", "NVIDIA A800 SXM4 80GB × 8", "NVIDIA A800 PCIe 80GB × 8"],
             ["互联", "NVLink + NVSwitch 全互联 400GB/s", "NVLink + NVSwitch 全互联", "PCIe，无 NVLink"],
             ["台数", "1 台", "1 台", "1 台"],
             ["CPU", "2 × Xeon Platinum 8380（40 核）", "2 × Xeon Platinum 8358（32 核）", "2 × Xeon Gold 6348"],
             ["内存", "1024GB", "1024GB", "512GB"],
             ["数据盘", "4 × 3.84TB NVMe（15.36TB）", "2 × 7.68TB NVMe", "4 × 4TB SATA HDD"],
             ["独享", "整机独享，不超售", "整机独享", "未说明"],
             ["单价（含税）", "¥76,500/台/月", "¥79,800/台/月", "¥52,000/台/月"],
             ["3 个月总价", "¥229,500", "¥239,400", "¥156,000"],
             ["SLA", "可用性 99.9%，低于 99.9% 抵扣 10%，低于 99.5% 抵扣 30%，低于 99.0% 抵扣 50%",
              "可用性 99.5%，抵扣另议", "不提供"],
             ["验收", "48 小时内 nccl all_reduce ≥ 180GB/s，fio 顺序读 ≥ 6GB/s", "交付即验收", "无"],
             ["数据删除", "退租后 5 个工作日内擦除并出具证明", "退租后 30 天", "未说明"],
             ["最短租期", "1 个月", "3 个月", "1 个月"]],
            [30, 80, 75, 75])
    d.p("比价结论：供应商 C 为 PCIe 机型且数据盘为 HDD，不满足技术要求；A 与 B 均满足，A 报价最低且 SLA 条款完整，"
        "拟选定 <b>天津瀚海算力科技有限公司</b>，按 ¥76,500/台/月 租赁 1 台 3 个月。供应商 A 书面承诺型号与每卡 80GB "
        "显存在租期内不变、NVLink 全互联写入合同、整卡独享不启用 MIG。")
    d.table([["经办人", "邵佳 2026-11-25", "部门负责人", "顾振 2026-11-25", "采购部", "待审"]],
            [22, 50, 26, 50, 22, 50], head=0)
    d.build()


# ==================================================================================================== s16
def s16() -> None:
    d = Doc("s16-quarry-peak-private-offer-h100-en.pdf", title="Private offer PO-7QK2-19XA", author="CloudMarket",
            deco=footer("CloudMarket - Private offer page printed 2026-11-29. CloudMarket facilitates the "
                        "transaction; the seller is responsible for the product and its terms."))
    d.p("CloudMarket  >  Private offers  >  PO-7QK2-19XA", "small")
    d.p("Quarry Peak Dedicated H100 Training Node - private offer for Osprey Analytics LLC", "h1")
    d.table([["Seller", "Quarry Peak AI, Inc."], ["Offer ID", "PO-7QK2-19XA"], ["Offer expires", "2026-12-13"],
             ["Buyer account", "Osprey Analytics LLC (4471-0098-2216)"],
             ["Contract duration", "6 months"], ["Renewal", "Not automatic"]], [45, 129], head=0)
    d.p("Pricing dimensions", "h2")
    d.table([["Dimension", "Unit", "Private price", "Public price"],
             ["H100 SXM5 80GB GPU, dedicated node (8 GPUs)", "per GPU-hour", "USD 2.05", "USD 2.49"],
             ["Data volume (st1)", "per TB-month", "USD 0.00 (12 TB included)", "USD 45.00"],
             ["Data transfer out", "per GB", "USD 0.00 first 5 TB / month", "USD 0.05"]],
            [70, 30, 40, 34])
    d.p("Estimated contract value: 8 GPUs x 730 h x 6 months x USD 2.05 = USD 71,832.00 (billed monthly through "
        "your CloudMarket invoice).", "small")
    d.p("Product details (from the seller listing)", "h2")
    d.table([["Instance", "qp.h100x8 - one dedicated HGX H100 server"],
             ["GPU", "8x NVIDIA H100 SXM5 80GB, NVLink 4 / NVSwitch, 900 GB/s per GPU"],
             ["CPU / memory", "2x AMD EPYC 9454 (48 cores each) / 1,536 GB DDR5"],
             ["Root disk", "1 TB NVMe (OS only)"],
             ["Data volume", "12 TB st1 throughput-optimised HDD volume, baseline 500 MB/s, attached at "
                             "/data"],
             ["Instance store", "None (no local NVMe for data)"],
             ["Network", "50 Gbps"]], [45, 129], head=0)
    d.p("Seller's service terms (Section 4 of the seller EULA, reproduced)", "h2")
    for t in [
        "4.1 Quarry Peak delivers eight NVIDIA H100 SXM5 80GB GPUs in one server, each with its full 80 GB "
        "available, for the whole contract duration; no model substitution without the buyer's consent.",
        "4.2 The eight GPUs are connected through NVSwitch (NVLink full mesh).",
        "4.3 The server is dedicated to the buyer: bare metal, MIG disabled, no other tenant.",
        "4.4 Monthly availability of 99.9%. Credits: 10% of the month's fees below 99.9%, 25% below 99.5%, 50% "
        "below 99.0%, claimed within 30 days.",
        "4.5 Acceptance: within 48 hours of provisioning the buyer may run nccl-tests (all_reduce at least 400 GB/s) "
        "and reject the node for a full refund.",
        "4.6 On expiry the data volume and root disk are deleted within 72 hours and a deletion confirmation is "
        "emailed to the buyer.",
    ]:
        d.p(t)
    d.p("[ Accept offer ]   [ Download EULA ]   [ Contact seller ]", "small")
    d.build()


# ==================================================================================================== s17
def s17() -> None:
    d = Doc("s17-orchard-lane-change-order-a100-en.pdf", size=letter, title="Change Order No. 3",
            author="Orchard Lane Compute", deco=footer(
                "Orchard Lane Compute Ltd - 7 Quayside Row, Bristol BS1 4QA - Change Order No. 3 to OF-2026-044"))
    d.p("CHANGE ORDER No. 3", "title")
    d.p("to Order Form OF-2026-044 under the Master Services Agreement dated 3 March 2026 (the \"MSA\") between "
        "Orchard Lane Compute Ltd (\"Orchard Lane\") and Tessellate Data Ltd (\"Customer\")")
    d.p("Effective date of this Change Order: 1 January 2027")
    d.p("1. Change", "h2")
    d.p("The Customer's two existing nodes are replaced with two nodes carrying 80 GB A100 GPUs. The table shows "
        "the Service before and after this Change Order; only the \"After\" column applies from the effective date.")
    d.table([["Item", "Before (OF-2026-044)", "After (this Change Order)"],
             ["Nodes", "2", "2 (no change)"],
             ["GPUs per node", "8 x NVIDIA A100 SXM4 40GB", "8 x NVIDIA A100 SXM4 80GB"],
             ["GPU link", "NVLink 3 / NVSwitch, 600 GB/s", "NVLink 3 / NVSwitch, 600 GB/s"],
             ["CPU", "2 x AMD EPYC 7543 (32 cores)", "2 x AMD EPYC 7763 (64 cores)"],
             ["Memory", "1 TB", "2 TB (32 x 64 GB DDR4-3200)"],
             ["Data storage", "4 x 3.84 TB NVMe", "4 x 7.68 TB NVMe (30.72 TB)"],
             ["Boot", "2 x 480 GB SATA SSD", "2 x 480 GB SATA SSD (unchanged)"],
             ["Fabric", "8 x 200 Gb/s HDR InfiniBand", "8 x 200 Gb/s HDR InfiniBand (unchanged), GPUDirect RDMA"],
             ["Internet", "1 Gbps", "1 Gbps"],
             ["Fee per node per month", "GBP 9,400.00", "GBP 12,350.00"],
             ["Term", "to 31 December 2026", "1 January 2027 - 30 September 2027 (nine months, minimum)"]],
            [40, 62, 72])
    d.p("2. Fees", "h2")
    d.p("From the effective date the fee is GBP 12,350.00 per node per month (GBP 24,700.00 per month for both "
        "nodes), excluding VAT, invoiced monthly in advance. The migration is at no charge.")
    d.p("3. Schedule 2 (Service Levels) as it applies to the After configuration", "h2")
    for t in [
        "3.1 Orchard Lane shall provide NVIDIA A100 SXM4 80GB GPUs, eight per node, with the full 80 GB per GPU, and "
        "shall not substitute another model without the Customer's written agreement.",
        "3.2 GPUs within a node are connected by NVLink through NVSwitch; nodes by 8 x 200 Gb/s HDR InfiniBand with "
        "GPUDirect RDMA.",
        "3.3 Nodes are bare metal for the Customer's sole use; MIG is not enabled and no resources are shared with "
        "other customers.",
        "3.4 Monthly availability: 99.9% per node.",
        "3.5 Service credits: 10% of the node's monthly fee below 99.9%, 20% below 99.5%, 40% below 99.0%.",
        "3.6 Acceptance of the new nodes: within 3 business days, nccl-tests all_reduce of at least 220 GB/s inside "
        "each node and 90% two-node scaling efficiency; until accepted the Before fee applies.",
        "3.7 Data: the old nodes' drives, and at the end of the term the new nodes' drives, are wiped within 5 "
        "business days with a signed certificate.",
    ]:
        d.p(t)
    d.p("All other terms of the MSA and OF-2026-044 remain unchanged.")
    d.sp(6).table([["Orchard Lane Compute Ltd", "Tessellate Data Ltd"],
                   ["Signed: Helen Marsh, Director", "Signed:"], ["Date: 28 November 2026", "Date:"]],
                  [87, 87], head=0, grid=False)
    d.build()


# ==================================================================================================== s18
def s18() -> None:
    d = Doc("s18-zhiqing-kashi-jieti-h800-zh.pdf", font=CJK, title="卡时阶梯报价单", author="合肥智擎云",
            deco=footer("合肥智擎云计算有限公司  合肥市高新区望江西路 900 号 中安创谷 D6 栋  400-188-6023", font=CJK,
                        head="合肥智擎云计算有限公司", head_size=14))
    d.sp(3).p("H800 训练算力 卡时阶梯报价单", "title")
    d.p("报价编号：ZQ-JT-2611-032    客户：南京云岫智能科技有限公司    日期：2026-11-26", "right")
    d.p("一、产品形态", "h2")
    d.p("智擎云“弹性训练”产品以容器实例交付，基于 NVIDIA H800 SXM5 80GB 物理集群。每个容器实例分配 1 卡算力单元，"
        "显存配额 40GB，集群调度器按时间片在同一物理卡上运行多个实例，闲时可自动获得更多算力。实例内可见 GPU 型号为 "
        "H800。")
    d.table([["项目", "说明"],
             ["GPU", "NVIDIA H800 SXM5（物理卡 80GB HBM3）"],
             ["单实例显存", "40GB 显存配额"],
             ["单实例 CPU / 内存", "16 vCPU / 128GB"],
             ["存储", "共享并行文件系统 50TB 起（NVMe 全闪），读带宽 20GB/s"],
             ["网络", "RoCE v2 集群网络；公网 100Mbps"],
             ["计费", "按实际使用卡时，计费粒度 1 分钟"]], [36, 134])
    d.p("二、阶梯价格（含税）", "h2")
    d.table([["月度用量（卡时）", "单价（元/卡时）", "说明"],
             ["0 — 5,000", "¥9.80", ""],
             ["5,001 — 20,000", "¥8.90", "本次预估 12,000 卡时，适用本档"],
             ["20,001 以上", "¥7.90", "需签订 3 个月以上协议"]], [50, 40, 80],
            extra=[("BACKGROUND", (0, 2), (-1, 2), colors.HexColor("#e8f4e0"))])
    d.p("预估月费用：12,000 卡时 × ¥8.90 = ¥106,800.00。无最低消费，按月结算。")
    d.p("三、服务说明", "h2")
    d.p("平台可用性目标 99.5%，故障以平台公告为准，补偿以代金券形式按次协商。实例删除后数据保留 7 天后自动清理。"
        "具体以《智擎云服务协议》为准。")
    d.sp(4).p("商务联系人：韦嘉宁  177 5516 0922", "right")
    d.build()


# ==================================================================================================== s19
def s19() -> None:
    text_file("s19-lingxi-notion-proposal-h800-bi.md", """
# 方案建议 · Proposal — Qwen2.5-72B 全参数微调集群 / full fine-tuning cluster

> 📄 Notion page exported 2026-11-30 · Workspace: **Lingxi Compute 灵犀算力** · Owner: 宋可 Song Ke (Solutions)
> Shared with: 北辰法律科技 Beichen LegalTech

---

## 1. 背景 Background

北辰法律科技计划在 2027 年 1 月对 **Qwen2.5-72B** 做全参数微调（full fine-tuning, bf16 + AdamW），语料约 30 亿
tokens。Beichen LegalTech plans a full-parameter fine-tune of Qwen2.5-72B in January 2027 on about 3B tokens.

## 2. 推荐配置 Recommended configuration

我们建议 **2 台** H800 节点（共 16 卡）。We recommend **two (2)** H800 nodes, 16 GPUs in total.

| 项目 Item | 每节点 Per node |
|---|---|
| GPU | 8 × NVIDIA H800 SXM5 80GB HBM3 |
| 卡间 Intra-node | NVLink + NVSwitch 全互联 full mesh, 400 GB/s per GPU |
| 节点间 Inter-node | 8 × 400Gb/s NDR InfiniBand, GPUDirect RDMA（3.2 Tb/s per node） |
| CPU | 2 × Intel Xeon Platinum 8468（48 核 cores） |
| 内存 Memory | 2 TB DDR5（32 × 64GB） |
| 系统盘 System | 2 × 960GB NVMe（RAID1） |
| 数据盘 Data | 4 × 7.68TB NVMe = 30.72TB |
| 公网 Internet | 1Gbps |

## 3. 报价 Pricing

- **¥98,000 / 节点 / 月 per node per month**（含 6% 增值税 incl. VAT）
- 两节点月合计 ¥196,000；最短租期 **2 个月** minimum term two months
- 交付 Delivery: 2026-12-28，芜湖数据中心 Wuhu DC

## 4. 服务承诺 Service commitments

1. **型号/显存 Model & memory**：租期内每节点 8 张 H800 SXM5 80GB，每卡 80GB 全部可用，不替换型号。
2. **互联 Interconnect**：节点内 NVLink/NVSwitch 全互联；节点间 8 × 400Gb/s NDR IB + GPUDirect RDMA。
3. **独享 Dedicated**：整机独享，MIG 关闭，不超售 / bare metal, no oversubscription.
4. **可用性 Availability**：每节点月度 ≥ 99.9%。
5. **补偿 Credits**：< 99.9% 抵扣 10%，< 99.5% 抵扣 25%，< 99.0% 抵扣 50% of the node's monthly fee.
6. **验收 Acceptance**：交付后 72 小时内 within 72 h：单节点 NCCL all_reduce ≥ 180 GB/s；双节点扩展效率 ≥ 90%；
   fio 顺序读 ≥ 8 GB/s。
7. **数据删除 Data deletion**：租期结束 7 日内擦除并出具证明 / wiped within 7 days, certificate issued.

## 5. 训练预估 Training estimate

按 16 卡、ZeRO-3 估算，约 9 天完成 1 个 epoch。Sixteen GPUs with ZeRO-3: about 9 days per epoch.

---
*灵犀算力（杭州）科技有限公司 Lingxi Compute (Hangzhou) Technology Co., Ltd. · songke@lingxi-compute.example*
""")


# ==================================================================================================== s20
def s20() -> None:
    d = Doc("s20-taihang-price-sheet-h100pcie-bi.pdf", font=CJK, title="Price Sheet 價目表 2026 Q4",
            author="Tai Hang GPU Services", deco=footer(
                "大坑算力服務有限公司 Tai Hang GPU Services Limited  香港銅鑼灣大坑道 9 號 12 樓  "
                "sales@taihang-gpu.example",
                font=CJK, head="大坑算力服務 Tai Hang GPU Services", head_size=13))
    d.sp(3).p("2026 第四季 價目表 / Q4 2026 Price Sheet", "title")
    d.p("致 To：Kowloon Bay Analytics Limited 九龍灣數據分析有限公司    報價編號 Quote ref.：TH-Q-26-0931<br/>"
        "本次報價 This quotation：<b>TH-H1P-8 × 1 台 server</b>（下表第 3 行 row 3）", "body")
    d.table([["行 Row", "代碼 Code", "配置 Configuration", "HKD / 月 month", "USD / 月 month"],
             ["1", "TH-L4S-4", "4 × L40S 48GB, PCIe", "HK$31,500", "US$4,040"],
             ["2", "TH-L4S-8", "8 × L40S 48GB, PCIe", "HK$58,800", "US$7,540"],
             ["3", "TH-H1P-8", "8 × H100 PCIe 80GB, NVLink 橋接成 4 對 bridged in 4 pairs", "HK$98,000",
              "US$12,560"],
             ["4", "TH-H1S-8", "8 × H100 SXM5 80GB, NVSwitch", "HK$142,000", "US$18,200"]],
            [14, 24, 80, 28, 28],
            extra=[("BACKGROUND", (0, 3), (-1, 3), colors.HexColor("#fde9c9"))])
    d.p("價格以每台每月計，不含其他稅項；最短租期 3 個月。Prices per server per month; minimum term three (3) months.",
        "small")
    d.p("TH-H1P-8 詳細規格 Detailed specification", "h2")
    d.table([["GPU", "8 × NVIDIA H100 PCIe 80GB HBM2e"],
             ["GPU 互聯 Interconnect", "NVLink 橋接 bridge：GPU0-1, 2-3, 4-5, 6-7 四對 four pairs，每對 600GB/s；"
                                     "對與對之間經 PCIe Gen5 交換 between pairs via PCIe Gen5 switches。"
                                     "非 NVSwitch 全互聯 not an NVSwitch full mesh。"],
             ["CPU", "2 × Intel Xeon Gold 6448Y（32 核 cores）"],
             ["記憶體 Memory", "1TB DDR5（16 × 64GB）"],
             ["儲存 Storage", "系統 OS：2 × 480GB SATA SSD；數據 Data：4 × 3.84TB NVMe（15.36TB）"],
             ["網絡 Network", "1Gbps 專用 dedicated；機房 將軍澳 Tseung Kwan O"]],
            [40, 134], head=0)
    d.p("服務條款 Service terms", "h2")
    for t in [
        "1. 型號與顯存 Model &amp; memory：提供 8 張 H100 PCIe 80GB，每卡 80GB 全部可用，不作替換 / no substitution。",
        "2. 互聯 Interconnect：如上表所述四對 NVLink 橋接，合同按此寫明 / as described above, written into the "
        "contract。",
        "3. 專用 Dedicated：整機專用，不啟用 MIG，不作虛擬化，不超售 / whole server, MIG disabled, no virtualisation, "
        "no oversubscription。",
        "4. 可用性 Availability：每月 ≥ 99.9%。",
        "5. 補償 Credits：低於 99.9% 退還月費 10%，低於 99.5% 退還 25%，低於 99.0% 退還 50% / 10%, 25%, 50% of the "
        "monthly fee。",
        "6. 驗收 Acceptance：交付後 48 小時內，每對 NVLink 對 p2p 帶寬 ≥ 200GB/s，fio 讀取 ≥ 6GB/s / within 48 h, "
        "NVLink pair p2p at least 200 GB/s, fio read at least 6 GB/s。",
        "7. 數據刪除 Data deletion：租約完結後 7 日內清除所有數據並發出證明 / within 7 days, with a certificate。",
    ]:
        d.p(t)
    d.p("報價有效期至 2026-12-31。Valid until 31 December 2026.  聯絡 Contact：Ada Chan 陳芷晴 +852 5550 1837", "small")
    d.build()


# ==================================================================================================== s21
def s21() -> None:
    d = Doc("s21-ridgeback-slack-export-4090-en.pdf", title="Slack export #ext-ridgeback-gpu",
            author="Slack", deco=footer("Slack Connect channel #ext-ridgeback-gpu - exported by Noor Haddad "
                                        "(Pinewick Labs) on 2026-11-26"))
    d.p("#ext-ridgeback-gpu", "h1")
    d.p("Slack Connect: Pinewick Labs  +  Ridgeback GPU Rentals  |  4 members  |  Topic: dev box for 8B fine-tunes",
        "small")
    msgs = [
        ("Noor Haddad (Pinewick Labs)", "Mon 23 Nov, 14:02",
         "Hi Ridgeback folks - we want one 8-GPU box for Llama 3 8B LoRA runs, about a month. What do you have "
         "this week?"),
        ("Dana Whitlock (Ridgeback GPU Rentals)", "14:09",
         "Hey Noor! Best fit is our R8-4090 box: 8x GeForce RTX 4090 24GB, 2x AMD EPYC 7B13 (64 cores each), 512 GB "
         "RAM, 2x 3.84 TB NVMe for data and a 480 GB SATA boot drive. 25 Gbps uplink."),
        ("Dana Whitlock (Ridgeback GPU Rentals)", "14:10",
         "The cards are connected with NVLink bridges so all 8 GPUs talk peer-to-peer at full speed - people run "
         "tensor parallel across all eight no problem."),
        ("Noor Haddad (Pinewick Labs)", "14:21", "Nice. Pricing? And is the box just ours?"),
        ("Dana Whitlock (Ridgeback GPU Rentals)", "14:24",
         "Whole machine is yours, bare metal. $0.49 per GPU-hour, billed monthly, one month minimum. So about "
         "$2,861 for 730 hours."),
        ("Noor Haddad (Pinewick Labs)", "14:30", "Any uptime guarantee or credits if it dies mid-run?"),
        ("Dana Whitlock (Ridgeback GPU Rentals)", "14:33",
         "We swap failed parts fast, usually same day :slightly_smiling_face: Nothing formal on uptime for this "
         "tier."),
        ("Noor Haddad (Pinewick Labs)", "14:41", "OK - let's book it from Monday 30 Nov. Invoice to "
                                                "ap@pinewick.example please."),
        ("Dana Whitlock (Ridgeback GPU Rentals)", "14:43",
         "Booked: R8-4090 #rb-sea-0412, start 30 Nov. Invoice RB-INV-20931 coming from billing@ridgebackgpu.example. "
         ":white_check_mark:"),
    ]
    for who, when, text in msgs:
        d.p(f"<b>{who}</b>  <font size=7 color='#777777'>{when}</font>").p(text)
    d.build()


# ==================================================================================================== s22
def s22() -> None:
    d = Doc("s22-yuesuan-kuangjia-hetong-a100-zh.pdf", font=CJK, title="算力服务框架合同", author="广东粤算",
            deco=footer("合同编号 YS-KJ-2026-118    广东粤算数字科技有限公司", font=CJK))
    d.p("算力服务框架合同（含订单一）", "title")
    d.p("合同编号：YS-KJ-2026-118", "right")
    d.p("甲方：深圳觅渡智能科技有限公司<br/>乙方：广东粤算数字科技有限公司（统一社会信用代码 91440101MA5D7R2X3K）")
    d.p("1. 服务内容", "h2")
    d.p("1.1 乙方依据本合同及双方签署的订单向甲方提供 GPU 算力服务。具体设备、数量与价格以订单为准。")
    d.p("1.2 订单一：NVIDIA A100 SXM4 80GB GPU 服务器 1 台（8 卡），单价人民币 62,000 元/台/月（含税），"
        "租期 6 个月，最短租期 3 个月。")
    d.p("1.3 订单一设备配置：8 × A100 SXM4 80GB（NVLink 3.0 + NVSwitch 全互联，600GB/s）；2 × Intel Xeon Platinum "
        "8369B（32 核）；内存 1024GB；系统盘 2 × 480GB SATA SSD；数据盘 4 × 3.84TB NVMe SSD，合计 15.36TB；"
        "公网带宽 100Mbps。")
    d.p("2. 乙方的服务保障", "h2")
    d.p("2.1 乙方保证所提供 GPU 型号为 NVIDIA A100 SXM4 80GB，每卡 80GB 显存全部可用，未经甲方同意不得更换。")
    d.p("2.2 订单设备 8 卡之间为 NVLink + NVSwitch 全互联。")
    d.p("2.3 设备为甲方独享的物理服务器，不启用 MIG，不进行虚拟化，不超售。")
    d.p("2.4 乙方将尽力保障服务的连续性与稳定性，可用率目标为 99.9%。")
    d.p("2.5 因乙方原因导致服务中断超过 4 小时的，双方可就补偿方式另行协商。")
    d.p("3. 交付与验收", "h2")
    d.p("3.1 乙方应于订单约定日期前完成设备交付并以邮件通知甲方。")
    d.p("3.2 甲方应在收到交付通知后 3 个工作日内完成验收；逾期未以书面形式提出异议的，视为验收合格，"
        "租期自交付通知发出之日起计算。")
    d.p("4. 费用与结算", "h2")
    d.p("4.1 租金按月预付，甲方应于每月 5 日前支付当月租金。4.2 逾期付款的，每日按应付金额的 0.05% 支付滞纳金。")
    d.p("5. 数据", "h2")
    d.p("5.1 合同终止后 7 日内，乙方删除甲方存储于设备上的全部数据，并书面通知甲方。")
    d.p("6. 违约与责任限制", "h2")
    d.p("6.1 任何一方的累计赔偿责任以甲方已支付的 3 个月租金为上限。")
    d.p("7. 其他", "h2")
    d.p("本合同自双方盖章之日起生效，有效期两年。")
    d.sp(6).table([["甲方（盖章）：深圳觅渡智能科技有限公司", "乙方（盖章）：广东粤算数字科技有限公司"],
                   ["日期：2026 年 11 月 27 日", "日期：2026 年 11 月 27 日"]], [85, 85], head=0, grid=False)
    d.build()


# ==================================================================================================== s23
def s23() -> None:
    d = Doc("s23-fenwick-hosting-invoice-a100-en.pdf", title="Invoice INV-FH-2026-11-0932",
            author="Fenwick Hosting", deco=footer(
                "Fenwick Hosting B.V. - Science Park 402, 1098 XH Amsterdam - KvK 71993204 - VAT NL859127004B01 - "
                "IBAN NL42 RABO 0317 2281 90", head="fenwick hosting", head_size=16))
    d.sp(2).table([["INVOICE", ""], ["Invoice no.", "INV-FH-2026-11-0932"], ["Invoice date", "1 December 2026"],
                   ["Service period", "1 November 2026 - 30 November 2026"], ["Customer no.", "C-20417"],
                   ["Bill to", "Quillon Speech B.V., Oudegracht 77, 3511 AE Utrecht, VAT NL861442310B01"],
                   ["Contract", "Dedicated GPU Hosting Agreement DGH-2025-118 (monthly rolling, 1 month notice)"]],
                  [40, 134], head=1)
    d.table([["#", "Description", "Qty", "Unit", "Unit price", "Amount"],
             ["1", "Dedicated GPU server FH-A100-8 (8x NVIDIA A100 SXM4 40GB) - node fh-ams-g041", "1", "month",
              "EUR 9,850.00", "EUR 9,850.00"],
             ["2", "Dedicated GPU server FH-A100-8 (8x NVIDIA A100 SXM4 40GB) - node fh-ams-g042", "1", "month",
              "EUR 9,850.00", "EUR 9,850.00"],
             ["3", "InfiniBand HDR fabric, 8 x 200 Gb/s per node (2 node port-sets)", "2", "month", "included",
              "EUR 0.00"],
             ["4", "Additional IPv4 /29", "1", "month", "EUR 24.00", "EUR 24.00"],
             ["5", "Service credit: October 2026 availability of fh-ams-g042 was 99.71% (below 99.8%): 10% of "
                   "one node fee", "1", "-", "EUR -985.00", "EUR -985.00"],
             ["", "Subtotal", "", "", "", "EUR 18,739.00"],
             ["", "VAT 0% - reverse charge (art. 196 Directive 2006/112/EC)", "", "", "", "EUR 0.00"],
             ["", "Total due by 15 December 2026", "", "", "", "EUR 18,739.00"]],
            [8, 90, 10, 14, 26, 26])
    d.p("Please quote INV-FH-2026-11-0932 with your payment. Questions: billing@fenwickhosting.example", "small")
    d.brk()
    d.p("Service Schedule to DGH-2025-118 (current version, unchanged this period)", "h1")
    d.table([["Per node", "FH-A100-8"],
             ["GPUs", "8 x NVIDIA A100 SXM4 40GB on HGX A100, NVLink 3 / NVSwitch, 600 GB/s per GPU"],
             ["CPU", "2 x AMD EPYC 7543 (32 cores each)"],
             ["Memory", "1 TB DDR4-3200"],
             ["Boot", "2 x 480 GB SATA SSD, RAID 1"],
             ["Data", "4 x 3.84 TB NVMe (15.36 TB)"],
             ["Fabric", "8 x 200 Gb/s HDR InfiniBand per node, GPUDirect RDMA, non-blocking leaf"],
             ["Internet", "1 Gbps"],
             ["Nodes in this contract", "2"],
             ["Fee", "EUR 9,850.00 per node per month, excl. VAT; monthly rolling term, one month minimum"]],
            [40, 134], head=1)
    for t in [
        "<b>S1 Hardware.</b> Fenwick provides NVIDIA A100 SXM4 40GB GPUs, eight per node, each exposing its full 40 "
        "GB, and does not substitute other models without the customer's written consent.",
        "<b>S2 Interconnect.</b> NVLink through NVSwitch inside each node (NV12 between all GPU pairs); 8 x 200 Gb/s "
        "HDR InfiniBand with GPUDirect RDMA between nodes.",
        "<b>S3 Exclusive use.</b> Servers are dedicated to the customer; MIG disabled; no virtualisation; no "
        "oversubscription.",
        "<b>S4 Availability.</b> 99.8% per node per calendar month.",
        "<b>S5 Credits.</b> Below 99.8%: 10% of the node fee; below 99.5%: 25%; below 99.0%: 50%; credited on the "
        "next invoice.",
        "<b>S6 Acceptance.</b> For each new or replaced node: nccl-tests all_reduce of at least 220 GB/s in the "
        "node and 85% two-node scaling, within 2 business days; fees start on acceptance.",
        "<b>S7 Data.</b> Within 10 days of termination all drives are wiped (NIST SP 800-88 purge) and a wipe "
        "report is sent to the customer.",
    ]:
        d.p(t)
    d.build()


# ==================================================================================================== s24
def s24() -> None:
    d = Doc("s24-ruisuan-ceshi-baogao-a100-bi.pdf", font=CJK, title="性能测试报告 Performance Test Report",
            author="成都锐算", deco=footer("成都锐算科技有限公司 Chengdu Ruisuan Technology Co., Ltd.  报告编号 "
                                         "RS-TR-2026-0419", font=CJK))
    d.p("算力服务器性能测试报告<br/>Performance Test Report", "title")
    d.p("报告编号 Report No.：RS-TR-2026-0419    测试日期 Test date：2026-11-18 至 2026-11-20<br/>"
        "委托方 For：重庆渝见智能科技有限公司 Chongqing Yujian AI Technology Co., Ltd.<br/>"
        "出具方 Issued by：成都锐算科技有限公司 Chengdu Ruisuan Technology Co., Ltd.")
    d.p("1. 被测设备 System under test", "h2")
    d.table([["项目 Item", "配置 Configuration"],
             ["GPU", "8 × NVIDIA A100 SXM4 80GB"],
             ["互联 Interconnect", "NVLink 3.0 + NVSwitch，600GB/s per GPU"],
             ["CPU", "2 × AMD EPYC 7763（64 核 cores）"],
             ["内存 Memory", "2048GB DDR4"],
             ["存储 Storage", "系统盘 OS：2 × 960GB NVMe；数据盘 Data：4 × 7.68TB NVMe = 30.72TB"],
             ["网络 Network", "公网 Internet 1Gbps"]],
            [40, 130])
    d.p("2. 测试结果 Results", "h2")
    d.table([["测试项 Test", "结果 Result", "备注 Note"],
             ["BF16 峰值算力 BF16 peak (per GPU)", "624 TFLOPS", "厂商标称值 vendor figure"],
             ["GEMM 实测 measured BF16 GEMM", "276 TFLOPS", "cuBLAS, 8192³"],
             ["nccl all_reduce 总线带宽 bus bandwidth", "231 GB/s", "8 GPU, 8GB message"],
             ["fio 顺序读 sequential read", "12.4 GB/s", "数据盘 data array"],
             ["Llama 3 8B 全参数微调 full FT", "MFU 44%（按 624 TFLOPS 计 22%）", "seq 4096"]],
            [62, 46, 62])
    d.p("3. 结论 Conclusion", "h2")
    d.p("整机 BF16 峰值算力 4,992 TFLOPS（8 × 624 TFLOPS），适合 8B—13B 模型全参数微调。The system delivers 4,992 "
        "TFLOPS BF16 peak (8 × 624 TFLOPS) and suits full fine-tuning of 8B-13B models.")
    d.p("4. 报价与服务条款 Price and service terms", "h2")
    d.p("租金 Fee：<b>¥45,000/台/月</b>（含税 incl. VAT），最短 3 个月 minimum three months。")
    for t in [
        "(1) 型号显存 Model and memory：8 × A100 SXM4 80GB，每卡 80GB 全部可用，不替换 / full 80 GB, no substitution。",
        "(2) 互联 Interconnect：NVLink + NVSwitch 全互联 full mesh。",
        "(3) 独享 Dedicated：整机独享，不开启 MIG，不超售 / whole server, MIG disabled, no oversubscription。",
        "(4) 可用性 Availability：月度 ≥ 99.9%。",
        "(5) 补偿 Credits：低于 99.9% 抵扣 10%，低于 99.5% 抵扣 30%，低于 99.0% 抵扣 50%。",
        "(6) 验收 Acceptance：交付后 48 小时内，nccl all_reduce ≥ 220GB/s，fio 顺序读 ≥ 8GB/s。",
        "(7) 数据删除 Data deletion：退租后 7 日内擦除并出具证明 / within 7 days, certificate issued。",
    ]:
        d.p(t)
    d.p("测试工程师 Test engineer：付晓川    审核 Reviewed：蒋一鸣", "right")
    d.build()


# ==================================================================================================== s25
def s25() -> None:
    d = Doc("s25-thamesgate-gcloud-service-definition-l40s-en.pdf", title="G-Cloud 14 Service Definition",
            author="Thamesgate Compute", deco=footer(
                "Thamesgate Compute Ltd - G-Cloud 14 - Lot 1 Cloud hosting - Service ID 4419 2871 0036 552 - "
                "Service Definition v1.3"))
    d.p("Thamesgate Shared GPU Pool", "title")
    d.p("G-Cloud 14 Service Definition Document - Lot 1: Cloud hosting - Supplier: Thamesgate Compute Ltd "
        "(Company no. 12804471), Unit 5, Riverside Works, Reading RG1 8DB")
    for h, body in [
        ("1. Service overview", "Thamesgate Shared GPU Pool gives public-sector teams GPU capacity for model "
         "training and inference without buying hardware. Jobs are submitted through a Kubernetes-based batch "
         "API and run on a pool of NVIDIA L40S 48GB GPUs hosted in our Slough data centre (UK sovereign)."),
        ("2. How capacity is shared", "The pool is multi-tenant. GPUs are time-sliced between tenants under a "
         "fair-share scheduler: each purchased GPU-hour guarantees one GPU-equivalent of scheduled time, and idle "
         "capacity is redistributed. A job may land on a GPU that runs other tenants' work in alternate time "
         "slices. Typical pool size: 96 L40S across 12 servers (8 per server, PCIe 4.0, no NVLink)."),
        ("3. Hardware per pool server", "2 x AMD EPYC 9354 (32 cores), 768 GB RAM, local NVMe scratch 2 x 3.84 TB; "
         "pool storage on a shared NVMe file system."),
        ("4. Pricing", "GBP 1.45 per GPU-hour, excluding VAT, metered per minute. No minimum commitment. Volume "
         "discounts on the G-Cloud pricing document (10% above 20,000 GPU-hours per month)."),
        ("5. Service levels", "Platform availability of 99.5% per month for the batch API. Service credits of 5% "
         "of the monthly charge for each 0.5% below target, up to 25%."),
        ("6. Onboarding and offboarding", "Onboarding in 5 working days. On contract end all customer data in pool "
         "storage is deleted within 30 days and a deletion statement is issued on request."),
        ("7. Acceptance", "No acceptance testing phase; the service is available once the tenant account is "
         "created."),
    ]:
        d.p(h, "h2").p(body)
    d.build()


# ==================================================================================================== s26
def s26() -> None:
    d = Doc("s26-xizhisuan-baojiahan-h20-zh.pdf", font=CJK, title="算力服务报价函", author="西部智算中心",
            deco=footer("西部智算中心（成都）运营有限公司  成都市天府新区兴隆湖湖畔路 388 号  028-6170 4500", font=CJK))
    d.p("西部智算中心（成都）运营有限公司", "title")
    d.p("西智算报〔2026〕112 号", "right")
    d.p("算力服务报价函", "h1")
    d.p("成都蓉语科技有限公司：")
    d.p("感谢贵司对西部智算中心的信任。根据贵司 2026 年 11 月 20 日提出的 Llama 3 70B 全参数微调算力需求，"
        "我中心报价如下：")
    d.p("一、资源配置", "h2")
    d.p("提供 H20 训练节点四台（4 台），共 32 张 GPU。每台配置：NVIDIA H20 96GB HBM3 × 8，NVLink 4.0 + NVSwitch "
        "全互联 900GB/s；Intel Xeon Platinum 8468 × 2（每颗 48 核）；内存 2048GB（64GB × 32）；系统盘 960GB NVMe × 2；"
        "数据盘 7.68TB NVMe × 4（合计 30.72TB）；计算网络 NDR 400Gb/s InfiniBand × 4（每台 1600Gb/s），"
        "支持 GPUDirect RDMA；公网 200Mbps。另可按需开通中心并行文件系统（单独计费，不在本报价内）。")
    d.p("二、价格", "h2")
    d.table([["计费方式", "单价", "折合", "说明"],
             ["包年（本次报价）", "¥4.60/卡/小时", "¥26,864/台/月", "最短租期 12 个月，按季度预付"],
             ["包月（参考）", "¥5.40/卡/小时", "¥31,536/台/月", "最短 1 个月"]],
            [34, 36, 36, 64])
    d.p("以上价格含 6% 增值税。")
    d.p("三、服务承诺", "h2")
    for t in [
        "1. 型号与显存：租期内提供 NVIDIA H20 96GB，每卡 96GB 显存完整可用，不以其他型号替换。",
        "2. 互联：节点内 NVLink + NVSwitch 全互联；节点间 4 × 400Gb/s NDR InfiniBand，支持 GPUDirect RDMA。",
        "3. 独享：4 台物理机由贵司独享，不开启 MIG，不虚拟化，不超售。",
        "4. 可用性：单台月度可用性不低于 99.9%。",
        "5. 赔偿：低于 99.9% 按当月费用 10% 赔偿，低于 99.5% 赔偿 25%，低于 99.0% 赔偿 50%。",
        "6. 验收：交付后 3 个工作日内完成，指标为单机 nccl all_reduce ≥ 350GB/s、4 机扩展效率 ≥ 90%、数据盘 fio "
        "顺序读 ≥ 8GB/s；验收通过次日起计费。",
        "7. 数据删除：服务结束后 5 个工作日内完成数据擦除，并出具加盖公章的《数据清除证明》。",
    ]:
        d.p(t)
    d.p("本报价函有效期 20 日。")
    d.sp(6).p("西部智算中心（成都）运营有限公司（章）<br/>市场部  联系人：冉青  139 8180 7215<br/>"
              "2026 年 11 月 23 日", "right")
    d.build()


# ==================================================================================================== s27
def s27() -> None:
    d = Doc("s27-huadong-queren-dan-h200-zh.pdf", font=CJK, title="算力资源服务确认单", author="华东先进计算中心",
            deco=footer("华东先进计算中心  用户服务部  确认单编号 HDAC-QR-2026-1203", font=CJK))
    d.p("华东先进计算中心<br/>算力资源服务确认单", "title")
    d.table([["确认单编号", "HDAC-QR-2026-1203", "用户单位", "杭州知行大模型科技有限公司"],
             ["项目名称", "Llama 3 70B 全参数微调", "服务期", "2027-01-01 至 2027-03-31"]],
            [26, 56, 26, 62], head=0)
    d.p("一、资源明细", "h2")
    d.table([["资源", "规格", "数量"],
             ["GPU 节点", "每节点 NVIDIA H200 SXM5 141GB × 8，NVLink + NVSwitch 全互联", "4 节点（32 卡）"],
             ["节点 CPU / 内存", "2 × Intel Xeon Platinum 8558（48 核）/ 2048GB", "每节点"],
             ["系统盘", "每节点 1 × 960GB SATA SSD", "每节点"],
             ["本地数据盘", "不配置", "—"],
             ["训练数据存储", "中心公共并行文件系统（Lustre，HDD 介质），为多用户共享存储，可用容量 200TB；"
              "单节点读带宽不超过 600MB/s", "200TB"],
             ["计算网络", "NDR 400Gb/s InfiniBand × 8 / 节点，GPUDirect RDMA", "每节点"],
             ["公网", "100Mbps", "共 1 条"]],
            [30, 110, 30])
    d.p("二、费用", "h2")
    d.p("GPU 机时单价：<b>¥13.50/卡/小时</b>（含税），按月结算；服务期 3 个月，最短租期 3 个月。"
        "并行文件系统 200TB 容量包含在机时费内。")
    d.p("三、服务条款", "h2")
    for t in [
        "1. 中心在服务期内提供 NVIDIA H200 SXM5 GPU，每卡 141GB 显存完整可用，不以其他型号替换。",
        "2. 节点内 8 卡 NVLink + NVSwitch 全互联，节点间 8 × 400Gb/s InfiniBand，支持 RDMA。",
        "3. 4 个计算节点由用户独占使用，不开启 MIG，不与其他用户共用 GPU。",
        "4. 计算节点月度可用性不低于 99.5%。",
        "5. 低于 99.5% 的，按当月机时费 10% 抵扣；低于 99.0% 的，抵扣 30%。",
        "6. 交付后 2 个工作日内完成验收：单节点 nccl all_reduce ≥ 360GB/s，4 节点扩展效率 ≥ 85%。",
        "7. 服务期结束后 15 日内删除用户在并行存储中的全部数据，并书面告知。",
    ]:
        d.p(t)
    d.sp(6).table([["用户单位确认（盖章）", "华东先进计算中心（盖章）"], ["经办人：", "经办人：储文博  2026-11-30"]],
                  [85, 85], head=0, grid=False)
    d.build()


# ==================================================================================================== s28
def s28() -> None:
    d = Doc("s28-victoria-peak-quotation-h800-bi.pdf", font=CJK, title="Quotation 報價單 VPC-Q-2611-77",
            author="Victoria Peak Compute", deco=footer(
                "Victoria Peak Compute Limited 太平山算力有限公司  香港中環德輔道中 141 號 19 樓  "
                "www.victoriapeak-compute.example", font=CJK))
    d.p("Victoria Peak Compute Limited<br/>太平山算力有限公司", "title")
    d.p("QUOTATION 報價單    No.: VPC-Q-2611-77    Date 日期: 2026-11-30    Valid 有效期: 14 days 天", "right")
    d.p("To 致：Sai Kung Foundation Models Limited 西貢基礎模型有限公司  Attn: Dr. Ivan Lo")
    d.table([["Item 項目", "Description 說明", "Qty 數量", "Unit price 單價", "Unit 單位"],
             ["1", "H800 training node 訓練節點: 8 × NVIDIA H800 SXM5 80GB, NVLink/NVSwitch 400GB/s per GPU",
              "2", "HK$14.80", "per GPU-hour 每卡每小時"],
             ["2", "RoCE v2 fabric 網絡: 8 × 200GbE per node, RDMA enabled 支援 RDMA", "2", "included 已包含", "—"],
             ["3", "Onboarding 上線", "1", "waived 免收", "—"]],
            [16, 84, 16, 26, 32])
    d.p("Estimated monthly charge 每月預估: 2 nodes × 8 GPUs × 730 h × HK$14.80 = HK$172,864.00. Billing 計費: "
        "hourly, invoiced monthly 按小時計費，每月結算. Minimum term 最短租期: 1 month 一個月.")
    d.p("Node specification 節點規格", "h2")
    d.table([["CPU", "2 × Intel Xeon Platinum 8480+ (56 cores 核)"], ["Memory 記憶體", "2048GB DDR5"],
             ["Storage 儲存", "OS 系統: 2 × 960GB NVMe; Data 數據: 8 × 3.84TB NVMe (30.72TB)"],
             ["Internet 公網", "500Mbps"]], [40, 134], head=0)
    d.p("Terms 條款", "h2")
    for t in [
        "1. Hardware 硬件：8 × NVIDIA H800 SXM5 80GB per node for the full term, full 80 GB per GPU, no substitution "
        "without consent / 租期內每節點 8 張 H800 SXM5 80GB，每卡 80GB 全部可用，未經同意不作替換。",
        "2. Interconnect 互聯：NVLink/NVSwitch full mesh inside each node; 8 × 200GbE RoCE v2 with RDMA between "
        "nodes / 節點內 NVLink 全互聯，節點間 8 × 200GbE RoCE v2 RDMA。",
        "3. Dedicated 專用：bare-metal nodes for the customer only; MIG disabled; no oversubscription / 裸機專用，"
        "不啟用 MIG，不超售。",
        "4. Availability 可用性：Victoria Peak will use commercially reasonable efforts to keep the nodes "
        "available; no uptime percentage is committed / 以商業上合理的努力維持服務，不承諾具體可用率。",
        "5. Service credits 服務抵扣：not offered; interruptions are not refunded / 不提供服務抵扣，中斷不予退款。",
        "6. Acceptance 驗收：within 24 h of handover, nccl-tests all_reduce ≥ 150 GB/s per node; fees start on "
        "acceptance / 交付後 24 小時內，單節點 all_reduce ≥ 150GB/s，驗收後起計費。",
        "7. Data 數據：all customer data wiped within 7 days after the term, with a written confirmation / 租期完結後 "
        "7 日內清除全部數據並書面確認。",
    ]:
        d.p(t)
    d.p("Kelvin Yip 葉嘉豪 | Sales Director 銷售總監 | +852 5550 2291", "right")
    d.build()


# ==================================================================================================== s29
def s29() -> None:
    text_file("s29-yunhe-order-ack-a800pcie-en.txt", """
From: Yunhe Compute International Desk <intl-sales@yunhe-compute.example>
To: Felix Brandt <felix.brandt@ostwind-ai.example>
Date: Fri, 27 Nov 2026 16:18:05 +0800
Subject: Order Acknowledgement YH-OA-2026-1127-03 - 8x A800 PCIe server (please countersign)

Dear Felix,

Thank you for your order. This e-mail acknowledges order YH-OA-2026-1127-03 and sets out the full service
schedule. Please reply "confirmed" to countersign; the schedule then forms the contract together with our
General Terms v4.2.

Supplier:  Shanghai Yunhe Compute Co., Ltd. (上海云河算力科技有限公司)
           No. 1000 Zhangheng Road, Pudong, Shanghai 201203, China
Customer:  Ostwind AI GmbH, Berlin

SCHEDULE 1 - SERVER (quantity: one (1) server)
  GPU ............ 8 x NVIDIA A800 PCIe 80GB (HBM2e), PCIe Gen4 x16
  GPU links ...... NVLink bridges join the cards in pairs (GPU0-1, 2-3, 4-5, 6-7), 400 GB/s per pair;
                   pairs talk over PCIe Gen4 switches. This is not an NVSwitch full mesh.
  CPU ............ 2 x Intel Xeon Platinum 8352V (36 cores each)
  Memory ......... 1024 GB (16 x 64 GB DDR4-3200)
  System disk .... 2 x 480 GB SATA SSD, RAID 1
  Data disks ..... 4 x 3.84 TB NVMe U.2 = 15.36 TB
  Internet ....... 200 Mbps dedicated, not rate-limited below that figure
  Location ....... Yunhe Shanghai Lingang DC, hall 2

SCHEDULE 2 - PRICE
  USD 1.35 per GPU-hour (USD 7,884.00 per server-month at 730 h), excluding taxes.
  Billed monthly in advance. Minimum term: 3 months, from acceptance.

SCHEDULE 3 - SERVICE COMMITMENTS
  3.1 Model: eight NVIDIA A800 PCIe 80GB cards for the whole term; no substitution without written consent.
  3.2 Memory: the full 80 GB of every card is available to the Customer.
  3.3 Interconnect: the pairwise NVLink bridges and PCIe topology described in Schedule 1; nvidia-smi topo -m
      shows NV4 within each pair.
  3.4 Dedicated: one physical server for the Customer alone; no MIG, no vGPU, no oversubscription.
  3.5 Availability: 99.5% per calendar month.
  3.6 Credits: below 99.5%, 10% of the monthly fee; below 99.0%, 25%; below 98.0%, 50%.
  3.7 Acceptance: within 48 hours of handover - NVLink pair p2p bandwidth of at least 150 GB/s, fio
      sequential read of at least 5 GB/s, and nvidia-smi showing 80 GB on all eight cards. Billing starts
      when these pass.
  3.8 Data deletion: within 7 days of the end of the term all disks are wiped and a deletion certificate
      is e-mailed to the Customer.

Best regards,

Wen Liyang
International Sales, Shanghai Yunhe Compute Co., Ltd.
+86 21 5080 7712
""")


# ==================================================================================================== s30
def s30() -> None:
    d = Doc("s30-qianka-jiaojie-dan-4090-zh.pdf", font=CJK, title="设备租赁交接单", author="东莞千卡智算",
            deco=footer("东莞市千卡智算科技有限公司  东莞市松山湖园区科技四路 16 号  0769-2289 1406", font=CJK))
    d.p("设备租赁交接单", "title")
    d.p("单号：QK-JJ-20261201-05    交接日期：2026-12-01", "right")
    d.table([["出租方", "东莞市千卡智算科技有限公司", "承租方", "广州青檬数据科技有限公司"],
             ["租赁合同号", "QK-ZL-2026-0877", "交付方式", "托管于出租方松山湖机房 C 区 12 柜"]],
            [24, 61, 24, 61], head=0)
    d.p("一、设备明细", "h2")
    d.table([["序号", "名称", "规格型号", "数量", "序列号 / 备注"],
             ["1", "GPU 服务器", "8 卡 4U 涡轮服务器，超微 SYS-421GE-TNRT", "1 台", "S/N C421GE-88K0192"],
             ["2", "GPU", "NVIDIA GeForce RTX 4090 48GB（涡轮版，显存 48GB）", "8 张",
              "GPU0-7 S/N 1324022017601—1324022017608"],
             ["3", "CPU", "Intel Xeon Gold 6430（32 核）", "2 颗", ""],
             ["4", "内存", "DDR5 64GB", "8 条", "合计 512GB"],
             ["5", "系统盘", "1.92TB NVMe SSD", "1 块", ""],
             ["6", "数据盘", "3.84TB NVMe SSD", "2 块", "合计 7.68TB"],
             ["7", "网络", "公网 100Mbps 独享", "1 条", "IP 另附"],
             ["8", "卡间互联", "PCIe 4.0，无 NVLink", "—", ""]],
            [12, 24, 70, 16, 48])
    d.p("二、租金", "h2")
    d.p("租金 ¥12,800/台/月（含税），押金 ¥12,800，租期 3 个月，最短租期 1 个月，按月预付。")
    d.p("三、交接检查", "h2")
    d.table([["检查项", "结果"],
             ["nvidia-smi 识别 8 卡，单卡显存 48GB", "正常"],
             ["gpu-burn 30 分钟", "无报错，最高温度 81℃"],
             ["数据盘 fio 顺序读", "6.8GB/s"],
             ["外观、线缆", "完好"]], [90, 80])
    d.p("承租方签字：                 出租方签字：罗建峰         日期：2026-12-01")
    d.build()


BUILDERS = [s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20,
            s21, s22, s23, s24, s25, s26, s27, s28, s29, s30]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        build()


if __name__ == "__main__":
    main()
