#!/usr/bin/env python3
# ruff: noqa: E501  (document text is written as it is printed; long lines are the documents' sentences)
"""Build the holdout9 corpus: 30 GPU-rental offers in 31 files (PDF, .txt, .md).

Usage: python make.py OUTDIR. Deterministic (reportlab invariant mode; no clock, no randomness)."""

from __future__ import annotations

import math
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.pagesizes import A4, landscape  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.cidfonts import UnicodeCIDFont  # noqa: E402
from reportlab.platypus import (  # noqa: E402
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
ZH = "STSong-Light"
OUT: Path = Path(".")
GREY_BG = colors.HexColor("#e8e8e8")
DARK = colors.HexColor("#444444")
SEAL_RED = colors.HexColor("#c8102e")
INK_BLUE = colors.HexColor("#1d3f9e")
PALE = colors.HexColor("#f3f6fa")


# ------------------------------------------------------------------------------------------------ helpers
def S(font: str = "Helvetica", size: float = 9.5, lead: float | None = None, bold: bool = False,
      color=colors.black, align: int = 0, indent: float = 0) -> ParagraphStyle:
    if bold and font in ("Helvetica", "Times-Roman", "Courier"):
        font = {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}[font]
    return ParagraphStyle("s", fontName=font, fontSize=size, leading=lead or size * 1.35, textColor=color,
                          alignment=align, leftIndent=indent, wordWrap="CJK" if font == ZH else None)


def P(text: str, st: ParagraphStyle, raw: bool = False) -> Paragraph:
    if st.fontName == ZH:  # the CID font prints no middle dot: write what the vendor's template would
        text = text.replace(" · ", "　").replace("·", "/")
    return Paragraph(text if raw else escape(text).replace("\n", "<br/>"), st)


def T(rows, widths, font="Helvetica", size=8.5, head=True, grid=True, bg=GREY_BG,
      raw=False, extra=(), align=0, repeat=1, bold_first_col=False):
    st = S(font, size, align=align)
    hs = S(font, size, bold=True, align=align)
    fs = S(font, size, bold=True)
    data = []
    for i, r in enumerate(rows):
        line = []
        for j, c in enumerate(r):
            if isinstance(c, Flowable):
                line.append(c)
            else:
                use = hs if (head and i == 0) else (fs if bold_first_col and j == 0 else st)
                line.append(P(str(c), use, raw=raw))
        data.append(line)
    t = Table(data, colWidths=widths, repeatRows=repeat if head else 0)
    cmds = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3), ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]
    if grid:
        cmds.append(("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#888888")))
    if head:
        cmds.append(("BACKGROUND", (0, 0), (-1, 0), bg))
    cmds.extend(extra)
    t.setStyle(TableStyle(cmds))
    return t


def build(name: str, story, pagesize=A4, margins=(18, 18, 20, 18), on_page=None, title: str = "") -> None:
    doc = SimpleDocTemplate(str(OUT / name), pagesize=pagesize, leftMargin=margins[0] * mm,
                            rightMargin=margins[1] * mm, topMargin=margins[2] * mm, bottomMargin=margins[3] * mm,
                            title=title or name, author="", subject="", creator="", producer="")
    cb = on_page or (lambda c, d: None)
    doc.build(story, onFirstPage=cb, onLaterPages=cb)


def build_columns(name: str, story, pagesize=A4, gap=8 * mm, margins=(16, 16, 18, 16), on_page=None,
                  title: str = "", head: float = 0) -> None:
    """Two text columns per page (a brochure, small-print terms); `head` reserves a full-width band on page 1."""
    w, h = pagesize
    lm, rm, tm, bm = (m * mm for m in margins)
    cw = (w - lm - rm - gap) / 2
    frames1 = []
    if head:
        frames1.append(Frame(lm, h - tm - head, w - lm - rm, head, id="head", showBoundary=0))
    frames1 += [Frame(lm, bm, cw, h - tm - bm - head, id="c1"), Frame(lm + cw + gap, bm, cw, h - tm - bm - head, id="c2")]
    frames2 = [Frame(lm, bm, cw, h - tm - bm, id="d1"), Frame(lm + cw + gap, bm, cw, h - tm - bm, id="d2")]
    cb = on_page or (lambda c, d: None)
    doc = BaseDocTemplate(str(OUT / name), pagesize=pagesize, title=title or name, author="", subject="",
                          creator="", producer="")
    doc.addPageTemplates([PageTemplate(id="first", frames=frames1, onPage=cb, autoNextPageTemplate="rest"),
                          PageTemplate(id="rest", frames=frames2, onPage=cb)])
    doc.build(story)


def write_text(name: str, text: str) -> None:
    (OUT / name).write_text(text.lstrip("\n"), encoding="utf-8")


def stamp(c, x, y, text, r=17 * mm, font=ZH, size=7.5, angle=-12, color=SEAL_RED):
    """A round company seal: a ring, a star and the name across it."""
    c.saveState()
    c.translate(x, y)
    c.rotate(angle)
    c.setStrokeColor(color)
    c.setFillColor(color)
    c.setLineWidth(1.6)
    c.circle(0, 0, r, stroke=1, fill=0)
    c.setLineWidth(0.6)
    c.circle(0, 0, r - 2.2, stroke=1, fill=0)
    p = c.beginPath()
    pts = []
    for k in range(10):
        rad = (r * 0.28) if k % 2 == 0 else (r * 0.12)
        a = math.pi / 2 + k * math.pi / 5
        pts.append((rad * math.cos(a), rad * math.sin(a) + r * 0.18))
    p.moveTo(*pts[0])
    for q in pts[1:]:
        p.lineTo(*q)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFont(font, size)
    c.drawCentredString(0, -r * 0.35, text)
    c.restoreState()


def footer(text: str, font="Helvetica", size=7):
    if font == ZH:
        text = text.replace(" · ", "　").replace("·", "/")

    def cb(c, d):
        c.saveState()
        c.setFont(font, size)
        c.setFillColor(colors.HexColor("#666666"))
        c.drawString(d.leftMargin if hasattr(d, "leftMargin") else 16 * mm, 10 * mm, text)
        c.drawRightString(d.pagesize[0] - 16 * mm, 10 * mm, f"{c.getPageNumber()}")
        c.restoreState()
    return cb


def chain(*cbs):
    def cb(c, d):
        for f in cbs:
            f(c, d)
    return cb


class Box(Flowable):
    """A framed block of paragraphs (a highlighted quote box, a card, a chat bubble)."""

    def __init__(self, flows, width, pad=5, stroke=DARK, fill=None, lw=0.8, indent=0.0):
        super().__init__()
        self.flows, self.bw, self.pad, self.stroke, self.fill, self.lw = flows, width, pad, stroke, fill, lw
        self.indent = indent

    def wrap(self, aw, ah):
        self.hs = [f.wrap(self.bw - 2 * self.pad, ah)[1] for f in self.flows]
        self.h = sum(self.hs) + 2 * self.pad + 2 * (len(self.flows) - 1)
        return self.bw + self.indent, self.h

    def draw(self):
        c = self.canv
        c.saveState()
        c.setStrokeColor(self.stroke)
        c.setLineWidth(self.lw)
        if self.fill is not None:
            c.setFillColor(self.fill)
            c.roundRect(self.indent, 0, self.bw, self.h, 3, stroke=1 if self.lw else 0, fill=1)
        else:
            c.roundRect(self.indent, 0, self.bw, self.h, 3, stroke=1, fill=0)
        c.restoreState()
        y = self.h - self.pad
        for f, h in zip(self.flows, self.hs, strict=True):
            y -= h
            f.drawOn(c, self.indent + self.pad, y)
            y -= 2


class Drawing(Flowable):
    """A fixed-size area drawn by a callback (a rack elevation, a cluster diagram, a calendar)."""

    def __init__(self, w, h, fn):
        super().__init__()
        self.w, self.h, self.fn = w, h, fn

    def wrap(self, aw, ah):
        return self.w, self.h

    def draw(self):
        self.fn(self.canv, self.w, self.h)


SP = Spacer
ST = S(ZH, 9.5)
STB = S(ZH, 9.5, bold=True)
EN = S("Helvetica", 9.5)


def h_zh(text, size=15):
    return P(text, S(ZH, size, align=1))


def h_en(text, size=15):
    return P(text, S("Helvetica", size, bold=True, align=1))


# ------------------------------------------------------------------------------------------------ h9-01
def doc01() -> None:
    """A compute exchange's trade confirmation (成交确认单): an order-book excerpt and the one trade done."""
    st, small = ST, S(ZH, 8)
    story = [
        P("西部算力交易中心", S(ZH, 11, color=DARK)),
        h_zh("成 交 确 认 单", 17),
        P("成交编号：XB-TC-2026-118204　　　成交时间：2026-11-27 14:32:08　　　结算批次：S-20261127-04", small),
        SP(1, 4 * mm),
        T([["角色", "名称", "统一社会信用代码", "交易席位"],
           ["买方（需求方）", "上海澜舟智能科技有限公司", "91310115MA1K4R7X2D", "B-0388"],
           ["卖方（资源提供方）", "衡川智算科技（宁夏）有限公司", "91640500MA76Q2L81W", "S-0142"],
           ["交易中心", "西部算力交易中心有限公司（仅提供撮合、结算与存证服务，不是算力服务的提供方）", "—", "—"]],
          [28 * mm, 70 * mm, 44 * mm, 30 * mm], font=ZH, size=8.5),
        SP(1, 4 * mm),
        P("一、当日挂牌行情（节选，供参考）", STB),
        T([["挂牌编号", "卖方席位", "资源", "可售数量", "挂牌价（元/台/月，含税）", "状态"],
           ["LST-0929", "S-0107", "A800 SXM 8卡整机", "2 台", "76,000", "挂牌中"],
           ["LST-0932", "S-0142", "H800 SXM 8卡整机", "4 台", "118,000", "本单成交"],
           ["LST-0937", "S-0142", "H800 SXM 8卡整机（短租）", "1 台", "139,000", "挂牌中"],
           ["LST-0941", "S-0215", "H20 8卡整机", "6 台", "52,000", "挂牌中"],
           ["LST-0950", "S-0107", "L40S 8卡整机", "3 台", "24,500", "已下架"]],
          [22 * mm, 20 * mm, 48 * mm, 20 * mm, 40 * mm, 22 * mm], font=ZH, size=8.5),
        SP(1, 4 * mm),
        P("二、成交明细", STB),
        T([["项目", "内容"],
           ["成交标的", "LST-0932（卖方 S-0142 挂牌）"],
           ["资源规格", "NVIDIA H800 SXM5 80GB × 8 卡/台（HGX 基板）"],
           ["成交数量", "肆台（4 台），共 32 卡"],
           ["成交单价", "¥118,000.00 /台/月（含 6% 增值税）"],
           ["租期", "6 个月（最短租期 6 个月，期满可按同价续租）"],
           ["成交总额", "¥2,832,000.00（4 台 × 6 个月）"],
           ["履约保证金", "¥236,000.00（买方于 T+3 日内缴入交易中心结算账户）"],
           ["计费方式", "按月计费，自验收合格次日起算"]],
          [35 * mm, 137 * mm], font=ZH, size=8.5),
        SP(1, 4 * mm),
        P("三、资源配置（卖方挂牌承诺，每台）", STB),
        T([["部件", "配置", "数量/台"],
           ["GPU", "H800 SXM5 80GB HBM3，NVLink 400GB/s，经 NVSwitch 8 卡全互联", "8"],
           ["CPU", "Intel Xeon Platinum 8468（48 核）", "2"],
           ["内存", "64GB DDR5-4800 RDIMM（合计 2TB）", "32"],
           ["系统盘", "960GB SATA SSD（RAID1）", "2"],
           ["数据盘", "7.68TB NVMe U.2（合计 30.72TB）", "4"],
           ["计算网络", "400Gb/s RoCE v2 网卡（ConnectX-7，支持 GPUDirect RDMA）", "8"],
           ["存储网络", "100GbE", "2"],
           ["公网", "200Mbps 独享带宽，不限速，IPv4 × 1", "—"]],
          [24 * mm, 126 * mm, 22 * mm], font=ZH, size=8.5),
        PageBreak(),
        P("四、服务条款（摘自卖方《挂牌服务承诺书》，构成本成交合同的组成部分）", STB),
        P("1. GPU 型号与显存：交付 GPU 为 NVIDIA H800 SXM5，每卡显存 80GB，以 nvidia-smi 显示为准；不得以其他型号替代。\n"
          "2. 独享：按物理整机交付，32 张 GPU 由买方独享，不做 MIG 切分，不超售，不与其他客户混用。\n"
          "3. 互联：节点内 NVLink/NVSwitch 全互联；4 台之间为 8 × 400Gb/s RoCE v2 无损网络，支持 RDMA。\n"
          "4. 可用性：单台月可用性不低于 99.9%。\n"
          "5. 赔偿：月可用性低于 99.9% 的，按该台当月租金的 10% 抵扣；低于 99.5% 的抵扣 25%；低于 99.0% 的抵扣 50%。买方可在账单出具后 60 日内申请。\n"
          "6. 验收：交付后 24 小时内由双方共同测试：单台 8 卡 nccl-tests all_reduce_perf busbw ≥ 170GB/s；4 台 32 卡 busbw ≥ 90GB/s；"
          "fio 顺序读 ≥ 6GB/s。任一项不达标的，卖方须整改后重新验收，整改期间不计费。\n"
          "7. 数据删除：租期届满或合同解除后 7 日内，卖方删除买方全部数据并出具书面删除证明；买方可在此前导出数据。\n"
          "8. 违约与解除：卖方连续两个月未达到第 4 条承诺的，买方可解除合同，交易中心退还未履行部分的款项。", st),
        SP(1, 8 * mm),
        P("本成交确认单由交易系统自动生成，经买卖双方电子签章后生效。\n买方：上海澜舟智能科技有限公司（电子签章）　　卖方：衡川智算科技（宁夏）有限公司（电子签章）", st),
    ]
    build("h9-01-exchange-trade-confirmation-h800-zh.pdf", story,
          on_page=chain(footer("XB-TC-2026-118204  西部算力交易中心  交易存证哈希 7f3a…c21e", font=ZH),
                        lambda c, d: stamp(c, 160 * mm, 40 * mm, "衡川智算科技") if c.getPageNumber() == 2 else None))


# ------------------------------------------------------------------------------------------------ h9-02
def doc02() -> None:
    """An RFP compliance matrix: requirement | vendor response | comply (Y/P/N) | remark."""
    hs, st = S("Helvetica", 13, bold=True), EN
    rows = [["Ref", "Requirement (RFP NB-2026-GPU-07)", "Corvid Compute response", "Comply", "Remark"],
            ["3.1", "8 x NVIDIA H100 SXM5 80 GB per node", "HGX H100 8-GPU baseboard; H100 SXM5, 80 GB HBM3 per GPU", "Y", ""],
            ["3.2", "At least two nodes", "Two (2) nodes, identical configuration", "Y", "Third node available on 30 days' notice"],
            ["3.3", "Intra-node NVLink full mesh", "NVLink 4 through four NVSwitch chips, 900 GB/s per GPU", "Y", ""],
            ["3.4", "Inter-node RDMA fabric, at least 400 Gb/s per GPU", "8 x 400 Gb/s NDR InfiniBand per node (one ConnectX-7 per GPU), GPUDirect RDMA, rail-optimised", "Y", ""],
            ["3.5", "Host memory at least 1.5 TB per node", "2 TB DDR5 (32 x 64 GB) per node", "Y", ""],
            ["3.6", "At least 64 CPU cores per node", "2 x AMD EPYC 9454 (48 cores each), 96 cores per node", "Y", ""],
            ["3.7", "Local NVMe data storage at least 20 TB per node, 5 GB/s read", "8 x 3.84 TB NVMe U.3 (30.72 TB) per node; 24 GB/s sequential read measured; OS on 2 x 960 GB M.2 NVMe", "Y", ""],
            ["3.8", "Internet access at least 1 Gb/s", "10 Gb/s dedicated port per node, not rate-limited", "Y", ""],
            ["4.1", "Whole physical GPUs, no virtualisation", "Bare metal; MIG disabled; no vGPU; no other tenant on the nodes", "Y", ""],
            ["4.2", "Monthly availability 99.95% or better", "Committed monthly availability 99.9% per node", "P", "99.95% offered as an option at +4% of the GPU-hour price; not included in this response"],
            ["4.3", "Service credits reaching at least 25% of the monthly fee", "10% of the node's monthly fee below 99.9%; 25% below 99.5%; 50% below 99.0%", "Y", "Credits do not limit other remedies"],
            ["4.4", "Measurable acceptance test within 48 h", "Joint acceptance within 24 h of handover: nccl-tests all_reduce busbw at least 360 GB/s per node and 80 GB/s across both nodes; fio sequential read at least 20 GB/s", "Y", "Billing starts on acceptance"],
            ["4.5", "Data deletion within 14 days with certificate", "Purge per NIST 800-88 within 7 days of term end; certificate of deletion issued", "Y", ""],
            ["4.6", "Exact GPU model and memory written into the contract", "Order schedule names H100 SXM5 80 GB; substitution only with the customer's written consent", "Y", ""],
            ["5.1", "Price per GPU-hour", "USD 2.38 per GPU-hour, all-inclusive (fabric, storage, 10 Gb/s port, support)", "Y", ""],
            ["5.2", "Metering and invoicing", "Metered per hour, invoiced monthly in arrears", "Y", ""],
            ["5.3", "Term 6 months, extension option", "6-month term; minimum commitment 3 months; extension at the same rate", "Y", ""],
            ["5.4", "Ready for service by 2027-01-15", "Ready for service 2027-01-11", "Y", ""],
            ["5.5", "Price validity 90 days", "Valid 120 days from 2026-11-30", "Y", ""]]
    story = [
        P("Corvid Compute Ltd.", S("Helvetica", 16, bold=True)),
        P("Response to RFP NB-2026-GPU-07 (Northgate Bio AI Lab) — Annex C: Compliance Matrix", hs),
        P("Submitted 30 November 2026 by Corvid Compute Ltd., 4 Harbour Exchange Square, London E14 9GE. Contact: Priya Raman, bid manager.", st),
        SP(1, 4 * mm),
        P("Comply: Y = fully compliant, P = partially compliant (see remark), N = not compliant.", S("Helvetica", 8.5, color=DARK)),
        T(rows, [12 * mm, 44 * mm, 66 * mm, 14 * mm, 38 * mm], size=8, extra=[("ALIGN", (3, 0), (3, -1), "CENTER")]),
        SP(1, 4 * mm),
        P("Summary: 18 requirements Y, 1 requirement P, 0 requirements N. Indicative monthly charge for 16 GPUs at 730 hours: USD 27,798.40. "
          "This Annex forms part of Corvid's binding offer; the responses above will be carried into the order schedule of the master services agreement.", st),
    ]
    build("h9-02-rfp-compliance-matrix-h100-en.pdf", story, on_page=footer("Corvid Compute Ltd. — RFP NB-2026-GPU-07 — Annex C"))


# ------------------------------------------------------------------------------------------------ h9-03
def doc03() -> None:
    """A corrigendum (更正函) to an earlier quotation, with the corrected quotation attached."""
    st = ST
    story = [
        P("苏州云栈数据科技有限公司", S(ZH, 14, align=1)),
        P("云栈函〔2026〕117 号", S(ZH, 9, align=2)),
        h_zh("关于 YZ-Q-20261109-03 号报价单的更正函", 14),
        SP(1, 3 * mm),
        P("杭州明湖大模型研究院：\n　　我司于 2026 年 11 月 9 日向贵院提交的《GPU 服务器租赁报价单》（编号 YZ-Q-20261109-03）中，"
          "因工作疏漏有三处内容填写有误，现更正如下：", st),
        SP(1, 3 * mm),
        T([["序号", "更正项", "原报价单内容", "更正后内容"],
           ["1", "数据盘", "4 × 3.84TB SATA SSD", "4 × 3.84TB NVMe SSD（U.2，PCIe 4.0）"],
           ["2", "月租单价", "¥68,000 元/台/月", "¥64,500 元/台/月（含 6% 增值税）"],
           ["3", "最短租期", "12 个月", "3 个月"]],
          [14 * mm, 26 * mm, 56 * mm, 76 * mm], font=ZH, size=9),
        SP(1, 3 * mm),
        P("　　除上述更正外，原报价单其他内容不变。为便于贵院审阅，更正后的完整报价单（R1 版）附后，以 R1 版为准。由此给贵院带来的不便，敬请谅解。", st),
        SP(1, 6 * mm),
        P("苏州云栈数据科技有限公司　销售部\n2026 年 11 月 16 日", S(ZH, 9.5, align=2)),
        PageBreak(),
        h_zh("附件：GPU 服务器租赁报价单（YZ-Q-20261109-03 R1）", 13),
        SP(1, 3 * mm),
        T([["配置项", "规格", "数量"],
           ["GPU", "NVIDIA A800 SXM4 80GB（HGX A800 8-GPU，NVLink 400GB/s，NVSwitch 全互联）", "8 卡"],
           ["CPU", "Intel Xeon Platinum 8358（32 核，2.6GHz）", "2 颗"],
           ["内存", "64GB DDR4-3200 ECC RDIMM（合计 1TB）", "16 条"],
           ["系统盘", "480GB SATA SSD（RAID1）", "2 块"],
           ["数据盘", "3.84TB NVMe SSD（U.2，PCIe 4.0），合计 15.36TB，顺序读约 12GB/s", "4 块"],
           ["网络", "公网 100Mbps 独享，不限速；内网 25GbE × 2", "—"],
           ["台数", "1 台（物理机）", "1"]],
          [24 * mm, 120 * mm, 28 * mm], font=ZH, size=9),
        SP(1, 3 * mm),
        T([["计费项", "单价", "说明"],
           ["整机月租", "¥64,500 元/台/月（含 6% 增值税）", "按月计费，月初预付"],
           ["最短租期", "3 个月", "到期可按月续租"],
           ["押金", "¥64,500 元", "到期无违约全额退还"]],
          [30 * mm, 62 * mm, 80 * mm], font=ZH, size=9),
        SP(1, 3 * mm),
        P("服务承诺", STB),
        P("（1）型号与显存：交付 A800 SXM4 80GB，每卡 80GB 显存，以 nvidia-smi 为准。\n"
          "（2）独享：整机独享，不做 MIG 切分，不超售，不安装任何我方业务程序。\n"
          "（3）互联：8 卡经 NVSwitch 全互联（nvidia-smi topo -m 各卡之间显示 NV8）。\n"
          "（4）可用性：月可用性 99.9%。\n"
          "（5）赔偿：月可用性每低于承诺 0.1 个百分点，抵扣当月租金 5%，最高抵扣 50%。\n"
          "（6）验收：交付后 24 小时内，以 nccl-tests all_reduce busbw ≥ 150GB/s、fio 顺序读 ≥ 8GB/s 为验收标准。\n"
          "（7）数据删除：租期结束后 10 日内删除全部客户数据并出具删除记录。", st),
    ]
    build("h9-03-corrigendum-a800-zh.pdf", story, on_page=chain(
        footer("苏州云栈数据科技有限公司  地址：苏州工业园区星湖街 328 号  电话 0512-6658 3120", font=ZH),
        lambda c, d: stamp(c, 165 * mm, 205 * mm, "苏州云栈数据") if c.getPageNumber() == 1 else None))


# ------------------------------------------------------------------------------------------------ h9-04
def doc04() -> None:
    """A product datasheet (one file) and the separate price sheet with the service terms (a second file)."""
    hs = S("Helvetica", 11, bold=True, color=colors.HexColor("#0b3d6b"))
    st = EN
    spec = [["Compute", ""],
            ["GPUs", "8 x NVIDIA B200, 180 GB HBM3e usable per GPU (192 GB on the package)"],
            ["GPU memory bandwidth", "8 TB/s per GPU"],
            ["BF16 (dense)", "2.25 PFLOPS per GPU; 18 PFLOPS per node"],
            ["GPU interconnect", "NVLink 5, 1.8 TB/s per GPU, two NVSwitch chips, all 8 GPUs in one NVLink domain"],
            ["CPUs", "2 x Intel Xeon 6960P, 72 cores each"],
            ["System memory", "4 TB DDR5-6400 (32 x 128 GB RDIMM)"],
            ["Storage", ""],
            ["Boot", "2 x 1.92 TB M.2 NVMe (RAID 1)"],
            ["Data", "8 x 7.68 TB E3.S NVMe, 61.44 TB raw; 50 GB/s sequential read"],
            ["Networking", ""],
            ["Compute fabric", "8 x ConnectX-7 400 Gb/s (multi-node cluster configurations)"],
            ["Front-end", "2 x 100 GbE (BlueField-3 DPU)"],
            ["Management", "1 GbE BMC (Redfish)"],
            ["Facility", ""],
            ["Power", "14.3 kW max per node, liquid-assisted air cooling"],
            ["Location", "Halden Compute DC2, Frankfurt am Main"]]
    ext = [("SPAN", (0, i), (1, i)) for i, r in enumerate(spec) if r[1] == ""]
    ext += [("BACKGROUND", (0, i), (1, i), GREY_BG) for i, r in enumerate(spec) if r[1] == ""]
    story = [P("HALDEN COMPUTE", S("Helvetica", 18, bold=True, color=colors.HexColor("#0b3d6b"))),
             P("HX-B8 dedicated GPU node — datasheet (rev. 2026-10)", hs), SP(1, 4 * mm),
             P("The HX-B8 is a bare-metal HGX B200 server leased whole, for training and fine-tuning large models. "
               "All figures are per node unless noted. Prices and service terms are in the separate HX-B8 price sheet.", st),
             SP(1, 4 * mm),
             T(spec, [45 * mm, 125 * mm], head=False, extra=ext, size=9),
             SP(1, 4 * mm),
             P("Datasheet figures describe the hardware; they are not a quotation. Halden Compute GmbH, Mainzer Landstraße 211, 60326 Frankfurt.", S("Helvetica", 7.5, color=DARK))]
    build("h9-04a-datasheet-b200-en.pdf", story, on_page=footer("HX-B8 datasheet  |  halden-compute.de"))

    story = [P("HALDEN COMPUTE", S("Helvetica", 18, bold=True, color=colors.HexColor("#0b3d6b"))),
             P("Price sheet PS-2026-Q4-07 — HX-B8 dedicated node", hs),
             P("Prepared for: Veritas Lingua AI SE, attn. Jonas Weber · Date: 2 December 2026 · Valid until 31 January 2027", st),
             SP(1, 4 * mm),
             T([["Item", "Unit", "Rate (EUR, excl. VAT)", "Qty", "Notes"],
                ["HX-B8 node, single-node lease (see datasheet)", "GPU-hour", "€4.85", "8 GPUs", "metered per minute"],
                ["Data storage (8 x 7.68 TB local NVMe)", "—", "included", "", ""],
                ["Internet port 10 Gbit/s, not rate-limited", "—", "included", "", "egress included"],
                ["Additional object storage", "TB-month", "€18.00", "optional", "not quoted"]],
               [62 * mm, 20 * mm, 32 * mm, 18 * mm, 38 * mm], size=8.5),
             SP(1, 3 * mm),
             P("Estimated monthly charge at 720 hours: €27,936.00 excl. 19% VAT. Minimum commitment: 1 month; thereafter monthly, 30 days' notice.", st),
             SP(1, 4 * mm),
             P("Service terms (form part of the order)", hs),
             P("1. Hardware. The node is one HX-B8 as described in the datasheet: eight NVIDIA B200 GPUs with 180 GB usable memory each. "
               "The GPU model and memory are contractual; no substitution without written consent.\n"
               "2. Dedicated. The whole node is dedicated to the customer: bare metal, MIG disabled, no vGPU, no other tenant.\n"
               "3. Interconnect. All eight GPUs are joined by NVLink 5 through NVSwitch (NV18 between every pair in nvidia-smi topo -m).\n"
               "4. Availability. 99.9% monthly availability of the node.\n"
               "5. Service credits. Below 99.9%: 10% of the monthly charge; below 99.5%: 25%; below 99.0%: 50%. Claims within 45 days of the invoice.\n"
               "6. Acceptance. Within 24 hours of handover the customer runs nccl-tests all_reduce (busbw of at least 650 GB/s) and fio "
               "(sequential read of at least 40 GB/s). Billing starts when both pass.\n"
               "7. Data. Local disks are cryptographically erased within 7 days of the end of the term and a certificate is issued.\n"
               "8. Liability. Halden's liability is capped at the charges of the preceding 12 months, except for data protection breaches.", st)]
    build("h9-04b-price-sheet-b200-en.pdf", story, on_page=footer("Halden Compute GmbH  |  PS-2026-Q4-07  |  HRB 128830 Frankfurt"))


# ------------------------------------------------------------------------------------------------ h9-05
def doc05() -> None:
    """A Discord channel export (plain text): listing bot posts, a seller, a buyer, a DM hand-off."""
    write_text("h9-05-discord-export-rtx4090-en.txt", """
==============================================================
Guild: OpenRack Community
Channel: #gpu-market (id 1172049361123954728)
Exported: 2026-11-28 09:14 UTC  |  Messages: 14
==============================================================

[2026-11-27 18:02] MarketBot [BOT]
  New listing #L-5521  ·  seller: @tessa_hostit
  2x A100 80GB PCIe · Ryzen 9 7950X · 128 GB · 4 TB NVMe
  $0.92 /GPU/hr · min 24h
  react ✅ to ping the seller

[2026-11-27 18:05] MarketBot [BOT]
  New listing #L-5522  ·  seller: @kiln_ops (KilnWorks GPU)
  8x RTX 4090 24GB · EPYC 7542 · 256 GB · 2 TB NVMe
  $0.39 /GPU/hr · min 1 week
  react ✅ to ping the seller

[2026-11-27 18:11] deltaforge_ml
  @kiln_ops is L-5522 a single box? we want to do QLoRA on llama 3 8B, TP across all 8 if possible

[2026-11-27 18:14] kiln_ops (KilnWorks GPU)
  yep single chassis, 4U, all 8 cards in one box, whole box is yours, nobody else on it
  the cards are NVLink bridged in pairs and P2P is enabled, so TP=8 is no problem, we get ~50 GB/s card to card
  EPYC 7542 is 32 cores, 256 GB DDR4 ECC, 2 TB NVMe scratch (Samsung PM9A3), 1 Gbps uplink

[2026-11-27 18:15] deltaforge_ml
  nice. uptime? anything in writing if it goes down?

[2026-11-27 18:19] kiln_ops (KilnWorks GPU)
  honestly no uptime guarantee and no credits, this is a community rental not a datacenter contract
  box is in our own rack in Łódź, UPS but single power feed

[2026-11-27 18:20] ravenpie
  fwiw I rented from kiln last month, box was fine

[2026-11-27 18:22] deltaforge_ml
  ok. price firm at $0.39 per GPU per hour? 8 cards x 168h min = ~$524 for the week right?

[2026-11-27 18:24] kiln_ops (KilnWorks GPU)
  $0.39/GPU/hr firm, billed per hour after the first week. 8 x 0.39 x 168 = $524.16 for the minimum week, prepaid
  payment via stripe link, ssh key and you're in within the hour

[2026-11-27 18:25] deltaforge_ml
  deal, DMing you

[2026-11-27 18:25] MarketBot [BOT]
  Listing #L-5522 marked PENDING by @kiln_ops

[2026-11-27 18:40] kiln_ops (KilnWorks GPU)
  (moved to DM) — for the record: KilnWorks GPU s.c., invoice goes out with PL VAT 23% unless you give a EU VAT id

[2026-11-27 18:41] MarketBot [BOT]
  Listing #L-5522 marked RENTED · 8x RTX 4090 · 1 week
==============================================================
""")


# ------------------------------------------------------------------------------------------------ h9-06
def doc06() -> None:
    """A 飞书 (Lark) group chat exported to PDF: bubbles left and right, timestamps, one file card."""
    st = S(ZH, 9)
    name = S(ZH, 7.5, color=colors.HexColor("#777777"))
    msgs = [
        ("left", "周子航（北辰云算 客户经理）", "11月24日 10:02", "王老师好，H200 这边现在整机 8 卡的排期要到明年二月了，近期能交付的是我们平台的 MIG 实例。"),
        ("right", "王珂（启衡实验室）", "11月24日 10:05", "MIG 实例是什么规格？我们做 Llama 3 8B 的 LoRA 微调，8 张卡左右就够。"),
        ("left", "周子航（北辰云算 客户经理）", "11月24日 10:07", "H200 按 3g.71gb 切，一个实例 71GB 显存、3 个计算单元，差不多半张卡。一台物理机切 2 个实例，不同实例可能分给不同客户。"),
        ("left", "周子航（北辰云算 客户经理）", "11月24日 10:08", "价格 ¥14.80/实例/小时，按小时计费，不设最短租期。实例之间没有 NVLink，走网络通信。"),
        ("right", "王珂（启衡实验室）", "11月24日 10:15", "那先开 8 个 3g.71gb 实例吧。存储呢？"),
        ("left", "周子航（北辰云算 客户经理）", "11月24日 10:18", "每个实例带 500GB 云盘（NVMe 后端），另外可以挂并行文件存储，按 TB/月 另计。"),
        ("left", "周子航（北辰云算 客户经理）", "11月24日 10:19", "[文件] 北辰云算_MIG实例订购单_BC-MIG-1124-07.pdf"),
        ("right", "王珂（启衡实验室）", "11月24日 10:31", "收到，我走一下内部流程。"),
    ]
    story = [P("飞书 · 群聊「北辰云算 × 启衡实验室 算力对接」 聊天记录导出", S(ZH, 12)),
             P("导出人：王珂　导出时间：2026-11-24 11:02　共 8 条消息", name), SP(1, 4 * mm)]
    for side, who, when, text in msgs:
        story.append(P(f"{who}　{when}", S(ZH, 7.5, color=colors.HexColor("#777777"), align=0 if side == "left" else 2)))
        fill = colors.HexColor("#eef1f5") if side == "left" else colors.HexColor("#d6e8ff")
        story.append(Box([P(text, st)], 110 * mm, fill=fill, lw=0, indent=0 if side == "left" else 64 * mm))
        story.append(SP(1, 3 * mm))
    build("h9-06-feishu-chat-h200-mig-zh.pdf", story, on_page=footer("飞书 Lark · 聊天记录仅供内部留档", font=ZH))


# ------------------------------------------------------------------------------------------------ h9-07
def doc07() -> None:
    """A reseller's cost-plus quotation: upstream rate, margin and sell price columns; the SLA passed through in full."""
    st = EN
    story = [
        P("BRIGHTLINE IT SOLUTIONS", S("Helvetica", 16, bold=True)),
        P("Managed cloud &amp; infrastructure reseller · 1200 Pearl St, Suite 400, Denver CO 80203", S("Helvetica", 8.5, color=DARK), raw=True),
        SP(1, 5 * mm),
        P("Quotation BIS-Q-26-1187 (open-book pricing)", S("Helvetica", 12, bold=True)),
        P("Customer: Aster Reasoning Inc. · Prepared by: Dana Whitfield · 1 December 2026 · valid 30 days", st),
        SP(1, 4 * mm),
        P("As agreed, this quotation is open-book: the upstream capacity is operated by Tessellate Cloud LLC and resold by Brightline, "
          "which is your contracting party and bills you. The margin column shows Brightline's mark-up.", st),
        SP(1, 3 * mm),
        T([["Line", "Description", "Upstream rate", "Brightline margin", "Your rate", "Qty", "Monthly (720 h)"],
           ["1", "Dedicated HGX H200 node: 8 x H200 SXM 141 GB", "$3.10 /GPU-h", "8.0%", "$3.35 /GPU-h", "8 GPUs", "$19,296.00"],
           ["2", "Managed support (24x7, 30-min response)", "$0.00", "flat", "$850.00 /month", "1", "$850.00"],
           ["3", "10 Gbps dedicated internet port", "included", "—", "included", "1", "$0.00"],
           ["", "", "", "", "", "Total", "$20,146.00"]],
          [10 * mm, 50 * mm, 22 * mm, 20 * mm, 24 * mm, 14 * mm, 26 * mm], size=8,
          extra=[("ALIGN", (2, 1), (-1, -1), "RIGHT")]),
        SP(1, 3 * mm),
        P("Node configuration (line 1): 8 x NVIDIA H200 SXM5 141 GB HBM3e joined by NVLink 4 / NVSwitch at 900 GB/s per GPU; "
          "2 x Intel Xeon Platinum 8480+ (56 cores each); 2 TB DDR5; 2 x 960 GB NVMe boot; 8 x 3.84 TB NVMe data (30.72 TB); one node, single site (Tessellate DEN-2). "
          "The internet port of line 3 is not rate-limited.", st),
        P("Billing: per hour of use, monthly in arrears. Minimum term: 1 month. Prices in USD, excluding sales tax.", st),
        PageBreak(),
        P("Annex 1 — Service levels (Tessellate Cloud terms passed through to the customer in full, reproduced here)", S("Helvetica", 11, bold=True)),
        T([["Clause", "Commitment"],
           ["GPU model and memory", "NVIDIA H200 SXM5 with 141 GB per GPU, as shown by nvidia-smi; no substitution."],
           ["Dedicated hardware", "The node is single-tenant bare metal; MIG and vGPU are not enabled; no oversubscription."],
           ["Interconnect", "All 8 GPUs on NVLink via NVSwitch; nvidia-smi topo -m shows NV18 between every pair."],
           ["Availability", "99.9% per calendar month for the node."],
           ["Service credits", "Below 99.9%: 10%; below 99.5%: 30%; below 98.0%: 100% of the month's line 1 charge. Brightline applies credits to your next invoice."],
           ["Acceptance", "Within 24 h of handover: nccl-tests all_reduce busbw of at least 380 GB/s and fio sequential read of at least 15 GB/s; billing starts on pass."],
           ["Data deletion", "All local data is wiped (NIST 800-88 purge) within 5 days of the end of the term; certificate on request."],
           ["Termination", "Either party on 30 days' notice after the minimum term."]],
          [40 * mm, 126 * mm], size=8.5),
    ]
    build("h9-07-reseller-open-book-h200-en.pdf", story, on_page=footer("Brightline IT Solutions LLC · BIS-Q-26-1187"))


# ------------------------------------------------------------------------------------------------ h9-08
def doc08() -> None:
    """A standard-form contract (示范文本) whose blanks were filled in: underlined entries in blue."""
    st = S(ZH, 9.5, lead=16)

    def f(v):  # a filled blank
        return f'<u><font color="#1d3f9e">　{escape(v)}　</font></u>'

    paras = [
        "第一条　租赁标的：乙方向甲方出租 GPU 服务器 " + f("贰") + " 台，每台配置 GPU 型号 " + f("NVIDIA A100 SXM4 80GB") + "，每台 GPU 数量 " + f("8") + " 张，每卡显存 " + f("80") + " GB。",
        "第二条　主机配置：CPU " + f("2 × AMD EPYC 7763（64 核）") + "；内存 " + f("2TB（32 × 64GB）") + "；系统盘 " + f("2 × 960GB NVMe（RAID1）") + "；数据盘 " + f("4 × 7.68TB NVMe，合计 30.72TB") + "。",
        "第三条　互联与网络：节点内 GPU 互联方式 " + f("NVLink 3 经 NVSwitch 全互联，600GB/s") + "；节点间网络 " + f("InfiniBand HDR 8 × 200Gb/s，支持 RDMA") + "；公网带宽 " + f("500Mbps，独享") + "。",
        "第四条　独享：租赁期内设备由甲方独享，乙方不得对 GPU 进行 MIG 切分或虚拟化，不超售（本条为示范文本固定条款）。",
        "第五条　租期与计费：租赁期限 " + f("6") + " 个月，自 " + f("2027 年 1 月 4 日") + " 起算；最短租期 " + f("6") + " 个月；租金 " + f("人民币 46,800") + " 元/台/月（含税），按 " + f("月") + " 结算，每月 5 日前支付当月租金。",
        "第六条　可用性：乙方保证每台设备月可用性不低于 " + f("99.9") + " %。",
        "第七条　赔偿：月可用性低于第六条约定的，乙方按以下比例抵扣当月租金：低于约定值 " + f("10%") + "；低于 99.5% " + f("25%") + "；低于 99.0% " + f("50%") + "。",
        "第八条　验收：设备交付后 " + f("24") + " 小时内，双方按下列标准验收：" + f("单机 nccl-tests all_reduce busbw ≥ 220GB/s；两机 busbw ≥ 90GB/s；fio 顺序读 ≥ 10GB/s") + "。验收合格之日起计费。",
        "第九条　数据删除：租期届满后 " + f("7") + " 日内，乙方删除甲方全部数据并出具书面证明。",
        "第十条　违约责任：乙方连续 " + f("2") + " 个月未达到第六条约定的，甲方有权解除合同。",
    ]
    story = [P("GF—2026—0417", S(ZH, 9, align=2)),
             h_zh("算力服务器租赁合同", 18), P("（示范文本）", S(ZH, 10, align=1)), SP(1, 6 * mm),
             P("甲方（承租方）：" + f("重庆渝智大模型科技有限公司"), st, raw=True),
             P("乙方（出租方）：" + f("成都蜀芯智算科技有限公司"), st, raw=True),
             P("合同编号：" + f("SX-ZL-2026-0982"), st, raw=True), SP(1, 4 * mm)]
    story += [P(x, st, raw=True) for x in paras]
    story += [SP(1, 10 * mm),
              T([["甲方（盖章）：重庆渝智大模型科技有限公司", "乙方（盖章）：成都蜀芯智算科技有限公司"],
                 ["代表人签字：", "代表人签字："], ["日期：2026 年 12 月 1 日", "日期：2026 年 12 月 1 日"]],
                [86 * mm, 86 * mm], font=ZH, head=False, grid=False)]
    build("h9-08-form-contract-filled-a100-zh.pdf", story,
          on_page=chain(footer("本示范文本由市场监督管理部门制定，当事人可参照使用", font=ZH),
                        lambda c, d: stamp(c, 150 * mm, 45 * mm, "成都蜀芯智算")))


# ------------------------------------------------------------------------------------------------ h9-09
def doc09() -> None:
    """A bilingual factory burn-in test report for the node offered, with the lease terms on its last page."""
    st, mono = S(ZH, 9), S("Courier", 7.2, lead=8.6)
    smi = ("+-----------------------------------------------------------------------------+\n"
           "| NVIDIA-SMI 570.86.15     Driver Version: 570.86.15     CUDA Version: 12.8   |\n"
           "| GPU  Name          Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. ECC |\n"
           "|   0  NVIDIA H20              On  | 00000000:18:00.0 Off |                    0 |\n"
           "| N/A   33C  P0    71W / 400W |      0MiB / 97871MiB |      0%      Default |\n"
           "|   ... GPU 1-7 identical (97871MiB each); MIG mode Disabled on all 8 GPUs ...  |\n"
           "+-----------------------------------------------------------------------------+")
    topo = ("        GPU0  GPU1  GPU2  GPU3  GPU4  GPU5  GPU6  GPU7  NIC0\n"
            "GPU0     X    NV18  NV18  NV18  NV18  NV18  NV18  NV18  SYS\n"
            "GPU1    NV18   X    NV18  NV18  NV18  NV18  NV18  NV18  SYS\n"
            "GPU2    NV18  NV18   X    NV18  NV18  NV18  NV18  NV18  SYS\n"
            "GPU3    NV18  NV18  NV18   X    NV18  NV18  NV18  NV18  SYS\n"
            "GPU4    NV18  NV18  NV18  NV18   X    NV18  NV18  NV18  PXB\n"
            "GPU5    NV18  NV18  NV18  NV18  NV18   X    NV18  NV18  PXB\n"
            "GPU6    NV18  NV18  NV18  NV18  NV18  NV18   X    NV18  PXB\n"
            "GPU7    NV18  NV18  NV18  NV18  NV18  NV18  NV18   X    PXB")
    story = [
        P("鹏城迅算（深圳）科技有限公司 / Pengcheng Xunsuan (Shenzhen) Technology Co., Ltd.", S(ZH, 11)),
        h_zh("出厂检测报告 / Factory Burn-in Test Report", 14),
        P("报告编号 Report No.: PX-BT-2026-1129-0417　　被测设备 Unit: SZ-H20-0417（机柜 Rack B07, U11-U18）　　测试日期 Date: 2026-11-29", S(ZH, 8)),
        SP(1, 3 * mm),
        T([["项目 Item", "配置 Configuration"],
           ["GPU", "8 × NVIDIA H20 96GB HBM3（HGX H20，SXM 形态 / SXM form factor）"],
           ["CPU", "2 × Intel Xeon Platinum 8558（48 核 / 48 cores each）"],
           ["内存 Memory", "24 × 64GB DDR5 = 1.5TB"],
           ["系统盘 System disk", "2 × 960GB NVMe M.2（RAID1）"],
           ["数据盘 Data disks", "4 × 3.84TB NVMe U.2 = 15.36TB"],
           ["网络 Network", "公网 300Mbps 独享 / 300 Mbps dedicated internet; 单机交付，无节点间网络 / single node, no inter-node fabric"]],
          [40 * mm, 132 * mm], font=ZH, size=8.5),
        SP(1, 3 * mm),
        P("1. nvidia-smi", STB), P(escape(smi).replace("\n", "<br/>").replace(" ", "&nbsp;"), mono, raw=True),
        SP(1, 2 * mm),
        P("2. nvidia-smi topo -m（全部 GPU 对之间为 NV18 / NV18 between every GPU pair）", STB),
        P(escape(topo).replace("\n", "<br/>").replace(" ", "&nbsp;"), mono, raw=True),
        SP(1, 2 * mm),
        P("3. 测试结果 / Results", STB),
        T([["测试 Test", "结果 Result", "判定 Verdict"],
           ["nccl-tests all_reduce_perf（8 GPU, 8 GiB）", "busbw 361.7 GB/s", "通过 Pass"],
           ["fio 顺序读 sequential read（1 MiB, 4 jobs）", "25.8 GB/s", "通过 Pass"],
           ["dcgmi diag -r 3", "All tests passed", "通过 Pass"],
           ["72 h 满载 72-hour full-load burn-in", "0 Xid, 0 ECC uncorrectable", "通过 Pass"]],
          [78 * mm, 56 * mm, 38 * mm], font=ZH, size=8.5),
        PageBreak(),
        P("4. 租赁条款 / Lease terms（本报告所测设备 SZ-H20-0417 即本次报价设备 / the unit tested is the unit quoted）", STB),
        SP(1, 2 * mm),
        T([["条款 Term", "内容 Provision"],
           ["承租方 Lessee", "深圳帆语科技有限公司 / Shenzhen Fanyu Technology Co., Ltd."],
           ["台数 Units", "1 台 / one (1) server"],
           ["租金 Rent", "¥34,800 元/台/月（含 6% 增值税）/ CNY 34,800 per server per month, VAT incl."],
           ["租期 Term", "最短 3 个月 / minimum 3 months; 按月计费 / billed monthly"],
           ["GPU 型号与显存 GPU model & memory", "H20 96GB，以本报告 nvidia-smi 为准 / as shown by nvidia-smi in this report"],
           ["独享 Dedicated", "整机独享，MIG 关闭，不超售 / whole server dedicated, MIG disabled, no oversubscription"],
           ["互联 Interconnect", "8 卡 NVLink 全互联（NV18）/ NVLink full mesh across 8 GPUs (NV18)"],
           ["可用性 Availability", "月可用性 99.9% / 99.9% monthly"],
           ["赔偿 Credits", "低于 99.9% 抵扣月租 10%；低于 99.5% 抵扣 25%；低于 99.0% 抵扣 50% / 10%, 25%, 50% of the month's rent below 99.9%, 99.5%, 99.0%"],
           ["验收 Acceptance", "交付后 24 小时内复测：busbw ≥ 340 GB/s，fio 顺序读 ≥ 20 GB/s / re-test within 24 h: busbw ≥ 340 GB/s, fio read ≥ 20 GB/s"],
           ["数据删除 Data deletion", "租期结束后 7 日内擦除并出具证明 / wiped within 7 days after the term, with a certificate"]],
          [44 * mm, 128 * mm], font=ZH, size=8.5),
        SP(1, 6 * mm),
        P("测试工程师 Test engineer：刘振东　　审核 Reviewed：陈思远　　鹏城迅算（深圳）科技有限公司（盖章）", st),
    ]
    build("h9-09-burnin-report-h20-bi.pdf", story, on_page=chain(
        footer("PX-BT-2026-1129-0417 · 鹏城迅算 Pengcheng Xunsuan", font=ZH),
        lambda c, d: stamp(c, 165 * mm, 50 * mm, "鹏城迅算") if c.getPageNumber() == 2 else None))


# ------------------------------------------------------------------------------------------------ h9-10
def doc10() -> None:
    """A service specification written like an RFC (MUST / SHALL / MUST NOT), saved as Markdown."""
    write_text("h9-10-rfc-style-spec-h100pcie-en.md", """
# Quillon Networks — Service Specification SS-0042

**Service:** GPX-4 dedicated GPU server (H100 PCIe)
**Status:** Binding. This specification is Schedule 2 of the order QN-ORD-26-3391 for **Marlow & Finch Analytics Ltd.**
**Version:** 1.3, 2 December 2026

## 1. Conventions

The key words MUST, MUST NOT, SHALL, SHOULD and MAY are to be read as in RFC 2119. "The Provider" is
Quillon Networks Ltd.; "the Customer" is Marlow & Finch Analytics Ltd.

## 2. Hardware

2.1 The Provider MUST deliver one (1) GPX-4 server.

2.2 The server MUST carry four (4) NVIDIA H100 PCIe GPUs, each with 80 GB of HBM2e memory.

2.3 The GPUs SHALL be connected to each other through PCIe Gen5 switches. NVLink bridges are NOT fitted and
the Provider MUST NOT describe the server as NVLink-connected.

2.4 The host MUST provide 2 x AMD EPYC 9334 processors (32 cores each) and 768 GB of DDR5 memory.

2.5 Storage: the operating system SHALL reside on 2 x 480 GB SATA SSDs (RAID 1). Training data SHALL reside on
4 x 3.84 TB NVMe SSDs (15.36 TB), delivering at least 10 GB/s sequential read.

2.6 Network: the server SHALL have a 5 Gbit/s dedicated internet port. The port is not rate-limited.

## 3. Allocation

3.1 The server MUST be single-tenant bare metal, with no MIG partitioning and no vGPU profile.

3.2 The Provider MUST NOT oversubscribe or time-share the GPUs with any other party.

## 4. Service levels

4.1 Availability: the server SHALL be available 99.9% of each calendar month.

4.2 Credits: when availability falls below 99.9%, the Provider SHALL credit 10% of that month's fee; below 99.5%,
25%; below 99.0%, 50%. Credits MAY be claimed within 60 days of the invoice.

4.3 Acceptance: within 24 hours of handover the Customer MAY run nccl-tests all_reduce_perf over the four GPUs;
the server passes when busbw is at least 25 GB/s and fio sequential read is at least 10 GB/s. Billing SHALL start
only when the server passes.

4.4 Data: the Provider MUST securely erase all Customer data within 7 days after the end of the term and SHALL
issue a certificate of erasure.

## 5. Charges

| Item | Rate | Billing |
|---|---|---|
| GPX-4 (4 x H100 PCIe 80 GB) | USD 1.89 per GPU-hour | per second of use, invoiced monthly |
| Minimum term | 1 month | then month to month |
| Internet port 5 Gbit/s | included | — |

Indicative monthly charge: 4 GPUs x 730 h x USD 1.89 = USD 5,518.80.

## 6. Termination

Either party MAY terminate on 30 days' written notice after the minimum term.
""")


# ------------------------------------------------------------------------------------------------ h9-11
def doc11() -> None:
    """A forum thread (论坛帖子) offering servers, with replies and the poster's answers."""
    st, meta = S(ZH, 9.5), S(ZH, 7.5, color=colors.HexColor("#888888"))

    def post(floor, who, when, body, op=False):
        head = f"{floor}　{who}{'（楼主）' if op else ''}　{when}"
        return [P(head, meta), Box([P(body, st)], 172 * mm, fill=colors.HexColor("#fafafa") if op else None, lw=0.4), SP(1, 3 * mm)]

    story = [P("算力社区 › 交易区 › 出租", S(ZH, 8, color=DARK)),
             P("[出租] 4 台 8 卡 A800 PCIe 80G 服务器整租，3 个月起，可开专票", S(ZH, 13)),
             P("浏览 2,317　回复 5　发布于 2026-11-21 09:40", meta), SP(1, 3 * mm)]
    story += post("楼主", "xiyou_laozhou", "2026-11-21 09:40",
                  "公司业务调整，4 台 A800 服务器对外整租，机器在东莞松山湖机房。\n"
                  "每台配置：\n"
                  "· GPU：8 × NVIDIA A800 PCIe 80GB，PCIe 4.0 直连，无 NVLink 桥\n"
                  "· CPU：2 × Intel Xeon Gold 6330（28 核）\n"
                  "· 内存：512GB DDR4\n"
                  "· 系统盘：480GB SSD；数据盘：2 × 3.84TB NVMe（7.68TB）\n"
                  "· 机器之间：2 × 25GbE 以太网\n"
                  "· 公网：100M 独享\n"
                  "价格：4 台打包 ¥30,000/台/月（含税），3 个月起租，按月付。单租一台 ¥33,000/台/月。\n"
                  "整机独享，物理机交付，不做虚拟化。\n"
                  "—— 矽游科技（东莞）有限公司 · 老周 138****6620", op=True)
    story += post("1 楼", "moyu_sft", "2026-11-21 10:12", "机器之间有 IB 吗？想 4 台一起跑 70B 的 LoRA。")
    story += post("2 楼", "xiyou_laozhou", "2026-11-21 10:30", "没有 IB，机器间就是 2×25G 以太网走 TCP，不支持 RDMA。单机微调没问题，多机分布式会慢一些。", op=True)
    story += post("3 楼", "gpu_hunter88", "2026-11-21 11:05", "顶一下。我这边也有 2 台 L40S 8 卡，¥19,500/台/月，需要的私信。")
    story += post("4 楼", "moyu_sft", "2026-11-21 11:20", "好的，那 4 台打包价我私信你，合同走公司对公。")
    story += post("5 楼", "xiyou_laozhou", "2026-11-21 11:26", "可以，签正式租赁合同，开 6% 专票。", op=True)
    build("h9-11-forum-thread-a800pcie-zh.pdf", story, on_page=footer("算力社区 bbs.suanli-club.cn  帖子 ID 882017", font=ZH))


# ------------------------------------------------------------------------------------------------ h9-12
def doc12() -> None:
    """A plan comparison page with a check-mark matrix (three plans) and the customer's plan boxed."""
    st = EN
    ck = S(ZH, 9, align=1)
    Y, N = "√", "—"
    rows = [["", "Starter", "Pro", "Enterprise"],
            ["GPUs", "1 x MI300X (VM)", "4 x MI300X (VM)", "8 x MI300X (bare metal node)"],
            ["Rate (USD per GPU-hour)", "$2.49", "$2.29", "$2.09"],
            ["Minimum commitment", "none", "1 month", "3 months"],
            ["Single-tenant bare metal, whole GPUs", N, N, Y],
            ["Full xGMI (Infinity Fabric) mesh across all GPUs", N, "4-GPU", Y],
            ["99.9% monthly uptime commitment", N, N, Y],
            ["Service credits (10% / 25% / 50%)", N, N, Y],
            ["Acceptance test at handover (RCCL busbw, fio)", N, N, Y],
            ["Data wiped within 7 days of term end, with certificate", Y, Y, Y],
            ["Named GPU model and 192 GB memory in the order form", N, Y, Y]]
    data = []
    for i, r in enumerate(rows):
        data.append([P(r[0], S("Helvetica", 8.5, bold=i == 0))] + [P(c, ck if c in (Y, N) else S("Helvetica", 8.5, bold=i == 0, align=1)) for c in r[1:]])
    t = Table(data, colWidths=[70 * mm, 32 * mm, 32 * mm, 40 * mm])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#999999")), ("BACKGROUND", (0, 0), (-1, 0), GREY_BG),
                           ("BOX", (3, 0), (3, -1), 2.0, colors.HexColor("#b0122b")), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    story = [P("STRATUS FORGE CLOUD", S("Helvetica", 17, bold=True, color=colors.HexColor("#b0122b"))),
             P("AMD Instinct MI300X plans — comparison prepared for Kovalent Materials AI (account 40-7718)", S("Helvetica", 10.5, bold=True)),
             SP(1, 4 * mm), t,
             P("The outlined column is your plan.", S("Helvetica", 8, color=colors.HexColor("#b0122b"))),
             SP(1, 5 * mm),
             Box([P("Your order: Enterprise plan", S("Helvetica", 10, bold=True)),
                  P("One (1) bare-metal node: 8 x AMD Instinct MI300X, 192 GB HBM3 each, fully meshed by xGMI (Infinity Fabric, 896 GB/s aggregate per GPU). "
                    "2 x AMD EPYC 9654 (96 cores each), 3 TB DDR5 (24 x 128 GB). Boot: 2 x 960 GB NVMe. Data: 8 x 3.84 TB NVMe (30.72 TB). "
                    "Internet: 25 Gbps dedicated, not rate-limited. USD 2.09 per GPU-hour, billed per hour, minimum commitment 3 months.", st)], 174 * mm, fill=PALE),
             SP(1, 5 * mm),
             P("Enterprise service terms", S("Helvetica", 10, bold=True)),
             P("Hardware: the order form names the AMD Instinct MI300X with 192 GB per GPU; no substitution. Dedicated: the node is single-tenant bare metal, "
               "no compute or memory partitioning is applied and no other customer uses it. Interconnect: all 8 GPUs on one xGMI mesh (rocm-smi --showtopo shows XGMI between every pair). "
               "Uptime: 99.9% per month. Credits: 10% of the month's fee below 99.9%, 25% below 99.5%, 50% below 99.0%. "
               "Acceptance: within 24 hours of handover, RCCL all_reduce busbw of at least 300 GB/s and fio sequential read of at least 20 GB/s; billing starts on pass. "
               "Data: all disks are wiped within 7 days of the end of the term and a certificate is issued.", st)]
    build("h9-12-plan-matrix-mi300x-en.pdf", story, on_page=footer("Stratus Forge Cloud, Inc. · Austin, TX · quote SFC-26-0932"))


# ------------------------------------------------------------------------------------------------ h9-13
def doc13() -> None:
    """A rack elevation drawing (机柜 U 位图) beside the quotation table."""
    def rack(c, w, h):
        c.setFont(ZH, 7)
        x0, y0, uh = 10 * mm, 6 * mm, 3.1 * mm
        c.rect(x0, y0, 60 * mm, 42 * uh)
        items = {(1, 2): "PDU A/B", (5, 12): "H800-N01  8U  (8× H800 SXM5)", (15, 22): "H800-N02  8U  (8× H800 SXM5)",
                 (28, 28): "IB 交换机 QM9700（NDR 400G × 64）", (30, 30): "25G 管理交换机", (33, 34): "理线架"}
        for u in range(1, 43):
            c.setFont("Helvetica", 5.5)
            c.drawRightString(x0 - 1.5 * mm, y0 + (u - 1) * uh + 0.9 * mm, str(u))
        for (a, b), label in items.items():
            c.setFillColor(colors.HexColor("#dde6f0"))
            c.rect(x0 + 1 * mm, y0 + (a - 1) * uh, 58 * mm, (b - a + 1) * uh, fill=1)
            c.setFillColor(colors.black)
            c.setFont(ZH, 7)
            c.drawString(x0 + 3 * mm, y0 + (a - 1) * uh + (b - a + 1) * uh / 2 - 1 * mm, label)
        c.setFont(ZH, 8)
        c.drawString(x0, y0 + 42 * uh + 3 * mm, "机柜 GA-3F-B12（42U，单柜功率 24kW）")

    st = S(ZH, 8.5)
    quote = [P("贵安数峰科技有限公司", S(ZH, 13)), P("GPU 服务器租赁报价单　编号 GASF-2611-219", S(ZH, 10)),
             P("客户：贵州黔岭语言智能研究中心　日期：2026-11-26", S(ZH, 8)), SP(1, 3 * mm),
             T([["项目", "配置（每台）"],
                ["台数", "2 台（N01、N02，见左图）"],
                ["GPU", "8 × H800 SXM5 80GB，NVLink 400GB/s，NVSwitch 全互联"],
                ["CPU", "2 × Intel Xeon Platinum 8462Y+（32 核）"],
                ["内存", "1TB（16 × 64GB DDR5）"],
                ["系统盘", "2 × 960GB NVMe（RAID1）"],
                ["数据盘", "4 × 16TB SATA 机械硬盘（7200 转，合计 64TB）"],
                ["节点间", "InfiniBand NDR 8 × 400Gb/s，RDMA"],
                ["公网", "200Mbps 独享"],
                ["单价", "¥105,000 元/台/月（含税）"],
                ["租期", "最短 12 个月，按月支付"]],
               [18 * mm, 72 * mm], font=ZH, size=8)]
    top = Table([[Drawing(78 * mm, 150 * mm, rack), quote]], colWidths=[82 * mm, 92 * mm])
    top.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    story = [top, SP(1, 4 * mm), P("服务条款", STB),
             P("1. 型号与显存：H800 SXM5，每卡 80GB。2. 独享：整机独享，不做 MIG 切分，不超售。3. 互联：节点内 NVSwitch 全互联，节点间 IB NDR 8 × 400Gb/s。"
               "4. 可用性：月度 99.9%。5. 赔偿：低于 99.9% 抵扣当月租金 10%，低于 99.5% 抵扣 25%，低于 99.0% 抵扣 50%。"
               "6. 验收：交付后 24 小时内，单机 all_reduce busbw ≥ 170GB/s、双机 ≥ 80GB/s 为合格。7. 数据删除：租期结束后 7 日内删除并出具证明。", st)]
    build("h9-13-rack-elevation-h800-zh.pdf", story, on_page=footer("贵安数峰科技有限公司 · 贵州贵安新区数据中心 3F", font=ZH))


# ------------------------------------------------------------------------------------------------ h9-14
def doc14() -> None:
    """A cluster architecture diagram (boxes and links drawn on the page) with the pricing and terms below it."""
    def diagram(c, w, h):
        c.setFont("Helvetica-Bold", 8)
        c.setStrokeColor(DARK)
        # spine and leaf
        for i in range(2):
            c.rect(40 * mm + i * 60 * mm, h - 18 * mm, 40 * mm, 9 * mm)
            c.drawCentredString(60 * mm + i * 60 * mm, h - 14.5 * mm, f"Spine {i + 1}: QM9790 NDR")
        for i in range(4):
            c.rect(8 * mm + i * 42 * mm, h - 40 * mm, 36 * mm, 9 * mm)
            c.drawCentredString(26 * mm + i * 42 * mm, h - 36.5 * mm, f"Leaf {i + 1}: QM9790")
            for j in range(2):
                c.line(26 * mm + i * 42 * mm, h - 31 * mm, 60 * mm + j * 60 * mm, h - 18 * mm)
        c.setFont("Helvetica", 7)
        for n in range(8):
            x = 4 * mm + n * 21 * mm
            c.rect(x, h - 70 * mm, 19 * mm, 18 * mm)
            c.drawCentredString(x + 9.5 * mm, h - 58 * mm, f"gpu-{n + 1:02d}")
            c.drawCentredString(x + 9.5 * mm, h - 62 * mm, "8x H100 SXM")
            c.drawCentredString(x + 9.5 * mm, h - 66 * mm, "8x NDR 400G")
            c.line(x + 9.5 * mm, h - 52 * mm, 26 * mm + (n // 2) * 42 * mm, h - 40 * mm)
        c.setFont("Helvetica-Oblique", 7)
        c.drawString(4 * mm, h - 76 * mm, "Rail-optimised NDR InfiniBand fabric: each node has 8 x 400 Gb/s ConnectX-7 (one per GPU); non-blocking 2-tier fat tree.")
        c.drawString(4 * mm, h - 80 * mm, "Front-end: 2 x 100 GbE per node to the customer VRF; cluster internet uplink 20 Gb/s dedicated to the customer.")

    st = EN
    story = [P("Tidewater AI Infrastructure", S("Helvetica", 16, bold=True, color=colors.HexColor("#0d5c63"))),
             P("Proposed architecture — 64-GPU H100 training cluster for Lantern Bay Research (proposal TW-P-2611-58)", S("Helvetica", 10.5, bold=True)),
             SP(1, 3 * mm), Drawing(174 * mm, 84 * mm, diagram), SP(1, 3 * mm),
             T([["Per node (x 8 nodes)", ""],
                ["GPUs", "8 x NVIDIA H100 SXM5 80 GB, NVLink 4 via NVSwitch (900 GB/s per GPU)"],
                ["CPUs / memory", "2 x Intel Xeon Platinum 8480+ (56 cores each) / 2 TB DDR5"],
                ["Boot / data", "2 x 960 GB NVMe (RAID 1) / 8 x 7.68 TB NVMe (61.44 TB), 25 GB/s read"],
                ["Fabric", "8 x 400 Gb/s NDR InfiniBand, GPUDirect RDMA"]],
               [40 * mm, 134 * mm], head=False, extra=[("SPAN", (0, 0), (1, 0)), ("BACKGROUND", (0, 0), (1, 0), GREY_BG)], size=8.5),
             SP(1, 3 * mm),
             P("Pricing: USD 2.21 per GPU-hour for all 64 GPUs (eight (8) nodes), invoiced monthly; minimum term 6 months. "
               "Estimated monthly charge: USD 103,251.20 (64 x 730 h).", st),
             SP(1, 3 * mm),
             P("Commitments (carried into the cluster order): every node has eight H100 SXM5 GPUs with 80 GB each (gpu model and memory as named); "
               "the cluster is dedicated bare metal, not shared, no MIG; NVSwitch full mesh inside each node and the NDR fabric above between nodes; "
               "99.9% monthly availability per node; credits of 10% below 99.9%, 25% below 99.5% and 50% below 99.0% of the affected nodes' monthly charge; "
               "acceptance within 24 hours of handover: nccl-tests all_reduce across 64 GPUs at a busbw of at least 350 GB/s and single-node busbw of at least 400 GB/s; "
               "all customer data erased within 7 days after the term, with a certificate.", st)]
    build("h9-14-architecture-diagram-h100-en.pdf", story, on_page=footer("Tidewater AI Infrastructure, Inc. · TW-P-2611-58 · confidential"))


# ------------------------------------------------------------------------------------------------ h9-15
def doc15() -> None:
    """A two-column brochure: flowing prose in two columns under a full-width title band."""
    st = S(ZH, 9.5, lead=15)
    hd = S(ZH, 11, color=colors.HexColor("#0a5a8a"))
    story = [P("海算智能 · H20 训练一体机租赁方案", S(ZH, 18, color=colors.HexColor("#0a5a8a"))),
             P("青岛海算智能科技有限公司　2026 冬季版", S(ZH, 9, color=DARK)), FrameBreak(),
             P("为什么选择海算", hd),
             P("海算智能在青岛西海岸新区自建智算机房，专注为高校与企业提供大模型训练与微调算力。"
               "我们的 H20 训练一体机以整机方式出租，每台配备八张 NVIDIA H20 96GB 显卡，显存合计 768GB，"
               "卡间通过 NVLink 经 NVSwitch 全互联，900GB/s。我们建议客户在一台一体机上完成 Llama 3 70B 级别的全参数微调。", st),
             SP(1, 3 * mm), P("整机配置", hd),
             P("每台一体机配备两颗 Intel Xeon Platinum 8558 处理器（每颗 48 核）、2TB DDR5 内存、两块 960GB NVMe 系统盘，"
               "以及四块 7.68TB NVMe 数据盘（合计 30.72TB，顺序读约 20GB/s）。公网带宽 500Mbps 独享、不限速。"
               "本方案为单台交付，不含节点间网络。", st),
             SP(1, 3 * mm), P("价格与租期", hd),
             P("整机月租 ¥36,000 元/台/月（含 6% 增值税），最短租期三个月，按月预付。长租十二个月可享 ¥33,500 元/台/月 的年度价（本方案按月租报价）。", st),
             SP(1, 3 * mm), P("服务保障", hd),
             P("型号与显存：交付 H20 96GB，以 nvidia-smi 为准。独享：整机独享，不做 MIG 切分，不超售。互联：8 卡 NVLink 全互联。"
               "可用性：月度 99.9%。赔偿：低于 99.9% 抵扣月租 10%，低于 99.5% 抵扣 25%，低于 99.0% 抵扣 50%。"
               "验收：交付后 24 小时内，all_reduce busbw ≥ 340GB/s、fio 顺序读 ≥ 15GB/s 为合格。数据删除：租期结束后 7 日内删除并出具证明。", st),
             SP(1, 3 * mm), P("联系我们", hd),
             P("销售热线 0532-8099 6612　邮箱 sales@haisuan-ai.cn\n地址：青岛市黄岛区江山南路 480 号海算智算中心", st)]
    build_columns("h9-15-two-column-brochure-h20-zh.pdf", story, head=24 * mm,
                  on_page=footer("青岛海算智能科技有限公司 · 宣传资料，以正式合同为准", font=ZH))


# ------------------------------------------------------------------------------------------------ h9-16
def doc16() -> None:
    """A sales letter whose postscript replaces the price quoted in the body."""
    st = S("Times-Roman", 10.5, lead=14.5)
    story = [P("PINECREST DATA SYSTEMS", S("Times-Roman", 15, bold=True)),
             P("88 Bishopsgate Row, Toronto, ON M5H 2Y4 · pinecrestdata.ca", S("Times-Roman", 8.5, color=DARK)),
             SP(1, 8 * mm),
             P("December 1, 2026", st), SP(1, 4 * mm),
             P("Dr. Amelia Okafor\nHead of Machine Learning, Fenwick Health Analytics\nToronto, ON", st), SP(1, 4 * mm),
             P("Dear Dr. Okafor,", st), SP(1, 2 * mm),
             P("Thank you for meeting with us last week. As promised, here is our proposal for a dedicated GPU server for your fine-tuning programme.", st),
             SP(1, 2 * mm),
             P("The server is a single HGX H100 system with eight NVIDIA H100 SXM5 GPUs (80 GB each) connected by NVLink through NVSwitch, "
               "two Intel Xeon Platinum 8468 processors (48 cores each), 2 TB of memory, two 960 GB NVMe boot drives and eight 3.84 TB NVMe data drives (30.72 TB). "
               "It is bare metal and yours alone; we do not partition the GPUs. Internet connectivity is a 10 Gb/s port.", st),
             SP(1, 2 * mm),
             P("Our rate for this server is USD 2.45 per GPU-hour, billed monthly, with a minimum term of three months.", st),
             SP(1, 2 * mm),
             P("On reliability, we aim for 99.5% availability on a best-efforts basis, and any service credits are at our discretion. "
               "You are welcome to test the server when it is handed over. Your data is wiped at the end of the contract.", st),
             SP(1, 2 * mm),
             P("We would be delighted to support Fenwick Health Analytics and look forward to hearing from you.", st),
             SP(1, 6 * mm),
             P("Yours sincerely,\n\nMarcus Lindqvist\nAccount Director, Pinecrest Data Systems Inc.", st),
             SP(1, 8 * mm),
             P("P.S. Our finance team approved a lower rate for your account this morning: USD 2.19 per GPU-hour replaces the USD 2.45 above, for the whole term. "
               "Everything else in this letter stands.", S("Times-Italic", 10.5, lead=14.5))]
    build("h9-16-letter-postscript-h100-en.pdf", story, margins=(25, 25, 25, 20))


# ------------------------------------------------------------------------------------------------ h9-17
def doc17() -> None:
    """A bilingual startup-programme award letter: compute credits, then the rate after the credits."""
    st = S(ZH, 9.5, lead=14)
    story = [P("曜石云 Obsidian Cloud (Singapore) Pte. Ltd.", S(ZH, 14)),
             P("10 Anson Road, #22-02, Singapore 079903 · UEN 202318877K", S("Helvetica", 8, color=DARK)),
             SP(1, 6 * mm),
             P("初创加速计划 入选通知 / Startup Accelerator Programme — Award Letter", S(ZH, 12)),
             P("编号 Ref: OC-SAP-2026-0311　日期 Date: 2026-11-30", S(ZH, 8.5)), SP(1, 4 * mm),
             P("致 To: 杭州深析科技有限公司 / Hangzhou Shenxi Technology Co., Ltd.", st), SP(1, 2 * mm),
             P("恭喜贵司入选曜石云初创加速计划（2027 春季批次）。/ Congratulations: your company has been accepted into the Obsidian Cloud Startup Accelerator Programme (Spring 2027 cohort).", st),
             SP(1, 3 * mm),
             T([["权益 Benefit", "内容 Details"],
                ["算力抵用金 Compute credits", "USD 50,000，自开通之日起 6 个月内有效 / valid for 6 months from activation"],
                ["资源 Resource", "1 台 B200 裸金属服务器：8 × NVIDIA B200（每卡 180GB 可用显存），NVLink 5 / NVSwitch 全互联 / one (1) bare-metal server, 8 x NVIDIA B200 (180 GB usable each), NVLink 5 through NVSwitch"],
                ["主机 Host", "2 × AMD EPYC 9575F（64 核 / 64 cores each），3TB 内存 / 3 TB memory，8 × 3.84TB NVMe（30.72TB）"],
                ["网络 Network", "公网 10Gbps / 10 Gbps internet"],
                ["抵用金用完后价格 Rate after credits", "USD 3.79 / GPU·小时（按小时计费）/ USD 3.79 per GPU-hour, billed hourly"],
                ["最短期限 Minimum term", "无 / none"]],
               [46 * mm, 126 * mm], font=ZH, size=8.5),
             SP(1, 3 * mm),
             P("计划条款 Programme terms", STB),
             P("1. 计划资源按现状提供，不提供可用性承诺（SLA），也不提供任何服务赔偿或抵扣。/ Programme capacity is provided as is, without an uptime SLA; "
               "no service credits or refunds are offered under the programme.\n"
               "2. 资源为整机独享，不与其他客户共用 GPU。/ The server is dedicated to you; its GPUs are not used by other customers.\n"
               "3. 计划结束后 30 日内删除贵司全部数据。/ All your data is deleted within 30 days after the programme ends.\n"
               "4. 曜石云可在提前 14 天通知后调整计划权益。/ Obsidian Cloud may change programme benefits on 14 days' notice.", st),
             SP(1, 8 * mm),
             P("曜石云初创加速计划团队 / Obsidian Cloud Startups Team　　Grace Teo, Programme Lead", st)]
    build("h9-17-startup-award-letter-b200-bi.pdf", story, on_page=footer("Obsidian Cloud (Singapore) Pte. Ltd. · OC-SAP-2026-0311", font=ZH))


# ------------------------------------------------------------------------------------------------ h9-18
def doc18() -> None:
    """A capacity reservation exported as YAML (plain text) with the size table in comments."""
    write_text("h9-18-reservation-yaml-l40s-en.txt", """
# Copperleaf Cloud — capacity reservation export
# Quote CL-RSV-88213 · generated 2026-12-01T16:20:44Z · this file is the binding order once signed
#
# Instance family cl.l40s (NVIDIA L40S 48GB), on-demand rates per GPU-hour:
#   cl.l40s.1x   1 GPU    $1.05
#   cl.l40s.2x   2 GPUs   $1.03
#   cl.l40s.4x   4 GPUs   $1.01
#   cl.l40s.8x   8 GPUs   $0.98   <- reserved below
apiVersion: reservations.copperleaf.cloud/v2
kind: CapacityReservation
metadata:
  name: rsv-88213
  customer: Lumen Harbor Labs Inc.
  provider: Copperleaf Cloud Inc.
  region: us-central-2 (Des Moines)
spec:
  instanceType: cl.l40s.8x
  count: 1                      # one bare-metal server
  gpu:
    model: NVIDIA L40S
    memoryPerGpu: 48GB
    gpusPerInstance: 8
    interconnect: pcie-gen4     # the L40S has no NVLink; GPUs talk over PCIe
    allocation: dedicated       # whole GPUs, bare metal; MIG not supported on L40S; no vGPU profile
  host:
    cpu: 2x AMD EPYC 9354 (32 cores each)
    memory: 1024GiB
  storage:
    system: 1x 960GB NVMe
    data: 4x 7.68TB NVMe (30.72TB), 12GB/s sequential read
  network:
    internet: 10Gbps dedicated, not rate-limited
  term:
    minimum: 1 month
    billing: per second, invoiced monthly
  pricing:
    currency: USD
    rate: 0.98              # per GPU-hour
    estimatedMonthly: 5723.20   # 8 GPUs x 730 h
sla:
  gpuModel: "NVIDIA L40S 48GB as shown by nvidia-smi; no substitution"
  gpuMemory: "48GB per GPU"
  interconnect: "PCIe Gen4 x16 per GPU, all GPUs on one PCIe switch tree; no NVLink is claimed"
  dedicated: "single-tenant; no other customer on the server; no oversubscription"
  availability: 99.9%         # per calendar month
  credits:                    # share of the month's fee
    - below: 99.9%
      credit: 10%
    - below: 99.5%
      credit: 25%
    - below: 99.0%
      credit: 50%
  acceptance: "within 24h of handover: fio sequential read >= 10GB/s and nccl all_reduce busbw >= 15GB/s across 8 GPUs; billing starts on pass"
  dataDeletion: "disks wiped within 7 days after the term; certificate issued"
""")


# ------------------------------------------------------------------------------------------------ h9-19
def doc19() -> None:
    """A QQ group chat export printed to PDF (monospaced log lines)."""
    mono = S(ZH, 9, lead=14)
    lines = [
        "消息记录（此消息记录为文本格式，不支持重新导入）",
        "================================================================",
        "消息分组:我的QQ群",
        "================================================================",
        "消息对象:AI 炼丹算力交流群（群号 738201946）",
        "================================================================",
        "2026-11-25 20:11:03 阿泽（做 SFT 的）",
        "有没有便宜的 4090 8 卡机，跑 Llama 3 8B QLoRA，一周左右",
        "2026-11-25 20:13:40 算力驿站-小林",
        "有的，我们算力驿站（杭州）这边 8 卡 4090 整机，24G 显存一张，PCIe 4.0，没有 NVLink",
        "2026-11-25 20:14:12 算力驿站-小林",
        "价格 1.6 元/卡/时，按小时计费，最少租 24 小时",
        "2026-11-25 20:15:55 阿泽（做 SFT 的）",
        "这么便宜？整机独享吗",
        "2026-11-25 20:17:30 算力驿站-小林",
        "白天独享。晚上 8 点到 12 点高峰期同一台机器会分时给两个用户轮流用，所以价格低。要全天独享是 2.9 元/卡/时",
        "2026-11-25 20:18:02 阿泽（做 SFT 的）",
        "那先要便宜的 1.6 那个，周五开机",
        "2026-11-25 20:18:40 算力驿站-小林",
        "好嘞，CPU 是 EPYC 7543 32 核，内存 512G，数据盘 4T NVMe，公网 500M。加我好友发合同",
        "2026-11-25 20:19:05 群主-老谭",
        "提醒：群内交易自行甄别，群主不担保",
    ]
    story = [P(escape(x), mono, raw=True) for x in lines]
    build("h9-19-qq-group-chat-rtx4090-zh.pdf", story)


# ------------------------------------------------------------------------------------------------ h9-20
def doc20() -> None:
    """A quotation at revision B with a changes table (Rev. A | Rev. B | reason) and struck values inline."""
    st = EN
    story = [P("IRONBRIDGE COMPUTE LIMITED", S("Helvetica", 15, bold=True)),
             P("Unit 1805, 18/F, Tower 2, Lippo Centre, 89 Queensway, Admiralty, Hong Kong", S("Helvetica", 8, color=DARK)),
             SP(1, 5 * mm),
             P("Quotation IBC-Q-2611-044 — Revision B (this revision replaces Revision A of 18 November 2026 in full)", S("Helvetica", 11, bold=True)),
             P("Customer: Saltmarsh Language Technologies Ltd. · Revision B issued 27 November 2026 · valid 21 days", st),
             SP(1, 4 * mm),
             P("Changes from Revision A", S("Helvetica", 10, bold=True)),
             T([["Item", "Rev. A", "Rev. B", "Reason"],
                ["Number of servers", "two (2)", "one (1)", "Customer budget for Q1 2027"],
                ["Inter-node fabric", "8 x 200 Gb/s HDR InfiniBand", "not applicable (single server)", "follows from the server count"],
                ["Monthly total", "USD 49,800.00", "USD 24,900.00", "follows from the server count"],
                ["Ready for service", "2027-01-04", "2026-12-14", "stock available"]],
               [38 * mm, 44 * mm, 48 * mm, 44 * mm], size=8.5),
             SP(1, 5 * mm),
             P("Configuration (Revision B)", S("Helvetica", 10, bold=True)),
             P("Servers: <strike>2</strike> 1 x HGX A800 server<br/>"
               "GPUs per server: 8 x NVIDIA A800 SXM4 80 GB, NVLink 400 GB/s through NVSwitch<br/>"
               "CPUs: 2 x Intel Xeon Platinum 8380 (40 cores each) · Memory: 2 TB DDR4<br/>"
               "Storage: 2 x 960 GB NVMe boot · 4 x 7.68 TB NVMe data (30.72 TB)<br/>"
               "Fabric: <strike>8 x 200 Gb/s HDR InfiniBand</strike> none (single server)<br/>"
               "Internet: 1 Gb/s dedicated port, not rate-limited", st, raw=True),
             SP(1, 4 * mm),
             P("Price: USD 24,900.00 per server per month, invoiced monthly in advance. Minimum term: 6 months.", st),
             P("Intended workload (from the customer's brief): full-parameter fine-tuning of Llama 3 70B.", st),
             SP(1, 4 * mm),
             P("Service terms (unchanged from Revision A)", S("Helvetica", 10, bold=True)),
             P("GPU model and memory: A800 SXM4 80 GB, written into the order. Dedicated: single-tenant bare metal, no MIG, no oversubscription. "
               "Interconnect: NVSwitch full mesh across the 8 GPUs. Availability: 99.9% per month. Credits: 10% of the monthly fee below 99.9%, "
               "25% below 99.5%, 50% below 99.0%. Acceptance: within 24 hours, nccl-tests all_reduce busbw of at least 150 GB/s and fio read of at least 10 GB/s. "
               "Data deletion: within 7 days of the end of the term, with a certificate.", st)]
    build("h9-20-quote-revision-b-a800-en.pdf", story, on_page=footer("Ironbridge Compute Limited · IBC-Q-2611-044 rev. B"))


# ------------------------------------------------------------------------------------------------ h9-21
def doc21() -> None:
    """A buyer's feasibility-study chapter (可行性研究报告) that compares options and quotes the chosen supplier's terms."""
    st = S(ZH, 9.5, lead=15)
    story = [P("智语云枢大模型平台建设项目　可行性研究报告", S(ZH, 9, color=DARK, align=2)),
             P("第五章　算力资源方案", S(ZH, 14)), SP(1, 3 * mm),
             P("5.3　方案比选", S(ZH, 11)),
             P("　　项目一期需要支撑 Llama 3 8B 级别模型的 LoRA 微调与评测。课题组对自建与租赁两类方案进行了比选，结果见表 5-3。", st),
             SP(1, 2 * mm),
             P("表 5-3　算力资源方案比选", S(ZH, 9, align=1)),
             T([["比选项", "方案一：租赁（北京算维科技）", "方案二：租赁（某云厂商）", "方案三：自建"],
                ["资源", "1 台 8 × A100 SXM4 40GB", "8 × H100 云主机", "采购 1 台 8 × H100 服务器"],
                ["单价", "19,800 元/台/月", "约 4.6 元/卡/时", "设备约 260 万元"],
                ["三年费用估算", "71.28 万元", "约 96.7 万元", "约 310 万元（含机房、电费）"],
                ["交付周期", "2 周", "即时", "4～6 个月"],
                ["结论", "推荐", "备选", "不推荐"]],
               [28 * mm, 50 * mm, 46 * mm, 48 * mm], font=ZH, size=8.5),
             SP(1, 3 * mm),
             P("5.4　推荐方案主要技术与商务条款（摘自北京算维科技有限公司报价函 SW-BJ-2611-07）", S(ZH, 11)),
             P("（1）设备：1 台 GPU 服务器，8 × NVIDIA A100 SXM4 40GB，NVLink 经 NVSwitch 全互联（600GB/s）；2 × Intel Xeon Gold 6348（28 核）；内存 512GB；"
               "系统盘 2 × 480GB SSD；数据盘 2 × 3.84TB NVMe（7.68TB）；公网 100Mbps。\n"
               "（2）价格：19,800 元/台/月（含税），租期 12 个月，按季度预付。\n"
               "（3）独享：整机独享，不做 MIG 切分。型号与显存以合同附件为准（A100 SXM4 40GB）。\n"
               "（4）可用性：月可用性 99.9%，未达标按未达标时长双倍抵扣租金。\n"
               "（5）验收：设备交付即视为验收合格。\n"
               "（6）数据：租期结束后乙方不承担客户数据的保留及删除义务，客户应自行备份并清除。", st),
             SP(1, 3 * mm),
             P("5.5　风险提示", S(ZH, 11)),
             P("　　推荐方案的验收及数据删除条款对我方不利，建议在签订正式合同时补充可量化的验收指标及数据删除承诺。", st)]
    build("h9-21-feasibility-study-a100-40g-zh.pdf", story, on_page=footer("可行性研究报告 · 第五章 · 第 37 页起", font=ZH))


# ------------------------------------------------------------------------------------------------ h9-22
def doc22() -> None:
    """An e-commerce product page (商城商品详情页): option buttons with one selected, price, shop, reviews."""
    st = S(ZH, 9)

    def btn(text, on=False):
        return Box([P(text, S(ZH, 8.5, align=1, color=colors.HexColor("#d4380d") if on else colors.black))], 34 * mm,
                   stroke=colors.HexColor("#d4380d") if on else colors.HexColor("#bbbbbb"), lw=1.4 if on else 0.6, pad=3)

    story = [P("智算云商城　|　首页 › 算力租赁 › GPU 服务器月租", S(ZH, 8, color=DARK)), SP(1, 3 * mm),
             P("【整机月租】H100 SXM 80G 训练服务器 单机 16 卡 NVLink 全互联 大模型训练专用", S(ZH, 13)),
             P("店铺：星汉算力旗舰店（经营主体：星汉算力（深圳）有限公司）　　月销 12　　好评率 96%", S(ZH, 8.5, color=DARK)),
             SP(1, 4 * mm),
             Box([P("到手价　¥198,000 /台/月", S(ZH, 15, color=colors.HexColor("#d4380d"))),
                  P("原价 ¥226,000　　平台券 满 10 万减 3,000（仅限首月）", S(ZH, 8, color=DARK))], 174 * mm, fill=colors.HexColor("#fff4f0"), lw=0),
             SP(1, 4 * mm), P("规格", STB),
             Table([[btn("单机 8 卡"), btn("单机 16 卡（已选）", True), btn("双机 2 × 8 卡")]], colWidths=[58 * mm] * 3),
             SP(1, 2 * mm), P("租期", STB),
             Table([[btn("1 个月"), btn("3 个月（已选）", True), btn("6 个月")]], colWidths=[58 * mm] * 3),
             SP(1, 4 * mm), P("商品参数（所选规格）", STB),
             T([["参数", "内容"],
                ["GPU", "NVIDIA H100 SXM5 80GB × 16（单台服务器）"],
                ["GPU 互联", "NVLink 4 全互联，16 卡单一 NVLink 域，900GB/s"],
                ["CPU / 内存", "2 × Intel Xeon Platinum 8480+（56 核）/ 2TB DDR5"],
                ["存储", "系统盘 2 × 960GB NVMe；数据盘 8 × 7.68TB NVMe（61.44TB）"],
                ["网络", "公网 1Gbps 独享"],
                ["计费", "按月计费，最短租期 1 个月"],
                ["交付", "付款后 3 个工作日内开通，整机独享"]],
               [30 * mm, 144 * mm], font=ZH, size=8.5),
             SP(1, 4 * mm), P("买家评价（12）", STB),
             P("h***7：机器很稳，客服响应快。　　　北***院：开票及时，第二个月续租了。　　　z***n：8 卡版性价比更高一点，¥106,000 一个月。", st)]
    build("h9-22-ecommerce-listing-h100-zh.pdf", story, on_page=footer("智算云商城 mall.zhisuanyun.com  商品编号 100087331204", font=ZH))


# ------------------------------------------------------------------------------------------------ h9-23
def doc23() -> None:
    """A single-source procurement notice (单一来源采购公示) with the supplier, the price and the main terms."""
    st = S(ZH, 9.5, lead=15)
    story = [h_zh("江淮理工大学 GPU 算力租赁服务项目单一来源采购公示", 14), SP(1, 2 * mm),
             P("项目编号：JHLG-CG-2026-1187　　公示日期：2026 年 11 月 28 日至 2026 年 12 月 4 日（5 个工作日）", S(ZH, 8.5, align=1)),
             SP(1, 4 * mm),
             P("一、项目信息\n采购人：江淮理工大学（人工智能学院）\n采购内容：GPU 服务器租赁服务 1 台，租期 12 个月\n采购预算：25 万元", st),
             SP(1, 2 * mm),
             P("二、拟定供应商\n名称：合肥庐算信息技术有限公司\n地址：合肥市高新区望江西路 900 号", st),
             SP(1, 2 * mm),
             P("三、采用单一来源方式的原因\n学院现有训练平台与该供应商的 L40S 集群调度系统深度对接，更换供应商将导致已有数据与作业迁移成本过高。", st),
             SP(1, 2 * mm),
             P("四、拟成交内容", st),
             T([["项目", "内容"],
                ["设备", "1 台，8 × NVIDIA L40S 48GB（PCIe，无 NVLink）"],
                ["主机", "2 × AMD EPYC 9354（32 核），768GB 内存"],
                ["存储", "4 × 3.84TB NVMe 数据盘（15.36TB）"],
                ["网络", "公网 200Mbps"],
                ["单价", "18,000 元/台/月（含税）"],
                ["租期与总价", "12 个月，合计 216,000 元"],
                ["可用性", "原则上不低于 99%"],
                ["故障赔偿", "视故障情况双方协商"],
                ["验收", "开通后 48 小时内，按单机 fio 顺序读 ≥ 5GB/s 验收"],
                ["数据删除", "服务结束后 15 日内删除并书面确认"],
                ["独享", "整机独享，不超售"]],
               [30 * mm, 142 * mm], font=ZH, size=8.5),
             SP(1, 3 * mm),
             P("五、其他\n任何供应商、单位或个人对本次公示有异议的，可在公示期内以书面形式向采购人提出。\n联系人：胡老师　电话 0551-6290 4418", st)]
    build("h9-23-single-source-notice-l40s-zh.pdf", story, on_page=footer("江淮理工大学 采购与招标管理中心", font=ZH))


# ------------------------------------------------------------------------------------------------ h9-24
def doc24() -> None:
    """An order form on page 1 and its small-print terms in two narrow columns on page 2."""
    st = EN
    tiny = S("Helvetica", 6.3, lead=7.6)
    terms = [
        "HALYARD HOSTING LTD — STANDARD TERMS FOR GPU SERVERS (v9.2)",
        "1. Definitions. 'Server' means the GPU server named in the Order Form. 'Month' means a calendar month.",
        "2. Hardware. The Provider supplies the GPU model and the memory per GPU named in the Order Form and shall not substitute another model without the Customer's written consent.",
        "3. Interconnect. GPUs are connected as stated in the Order Form. Where NVLink bridges are stated, each bridge joins one pair of GPUs; traffic between pairs uses PCIe.",
        "4. Availability. The Provider commits to 99.9% availability of the Server in each Month.",
        "5. Service credits. If availability in a Month falls below 99.9% the Customer receives a credit of 10% of that Month's charges; below 99.5%, 25%; below 99.0%, 50%. Credits may be claimed within 60 days.",
        "6. Acceptance. The Customer may run nccl-tests and fio within 24 hours of handover; the Server is accepted when all_reduce busbw is at least 20 GB/s and sequential read at least 6 GB/s.",
        "7. Use of capacity. 7.1 The Server is provided for the Customer's use. 7.2 The Customer shall not resell capacity. 7.3 The Provider may perform maintenance on 7 days' notice. "
        "7.4 Servers ordered on the Flex plan, including the Server in this Order Form, may be time-sliced with other customers' workloads during peak demand periods (18:00-23:00 local time); "
        "the Customer's processes are suspended while another customer's workload runs.",
        "8. Data. On expiry the Provider erases all Customer data within 14 days and confirms erasure in writing.",
        "9. Charges. Charges accrue per hour from acceptance and are invoiced monthly. Prices exclude VAT.",
        "10. Liability. Liability is capped at the charges paid in the 12 months before the claim.",
        "11. Termination. Either party may terminate on 30 days' notice after the minimum term.",
        "12. Law. These terms are governed by the laws of England and Wales.",
    ]
    front = [P("HALYARD HOSTING", S("Helvetica", 17, bold=True, color=colors.HexColor("#1f4e79"))),
             P("Order Form HH-OF-26-5530 · 30 November 2026", S("Helvetica", 10.5, bold=True)), SP(1, 4 * mm),
             T([["Customer", "Fernleaf Robotics Ltd, Cambridge CB4 0WS"],
                ["Product", "Dedicated GPU server — Flex plan"],
                ["GPUs", "8 x NVIDIA H100 PCIe 80 GB; NVLink bridge on each pair of GPUs (4 pairs), PCIe Gen5 between pairs"],
                ["Host", "2 x AMD EPYC 9454 (48 cores each), 1.5 TB DDR5"],
                ["Storage", "2 x 960 GB NVMe (OS) + 4 x 7.68 TB NVMe (data, 30.72 TB)"],
                ["Network", "10 Gbit/s internet port"],
                ["Rate", "£1.42 per GPU-hour (excl. VAT), metered hourly"],
                ["Minimum term", "3 months"],
                ["Terms", "Halyard Standard Terms for GPU Servers v9.2 (overleaf) apply"]],
               [32 * mm, 142 * mm], head=False, bold_first_col=True, size=9),
             SP(1, 6 * mm),
             P("Signed for Fernleaf Robotics Ltd: ____________________    Signed for Halyard Hosting Ltd: ____________________", st),
             PageBreak()]
    story = front + [P(x, tiny) for x in terms]

    # page 1 full width, page 2 onwards in two columns
    w, h = A4
    doc = BaseDocTemplate(str(OUT / "h9-24-small-print-terms-h100pcie-en.pdf"), pagesize=A4, title="h9-24", author="",
                          subject="", creator="", producer="")
    full = Frame(18 * mm, 18 * mm, w - 36 * mm, h - 38 * mm, id="full")
    cw = (w - 36 * mm - 6 * mm) / 2
    cols = [Frame(18 * mm, 18 * mm, cw, h - 38 * mm, id="l"), Frame(18 * mm + cw + 6 * mm, 18 * mm, cw, h - 38 * mm, id="r")]
    cb = footer("Halyard Hosting Ltd · Registered in England 10488213 · HH-OF-26-5530")
    doc.addPageTemplates([PageTemplate(id="front", frames=[full], onPage=cb, autoNextPageTemplate="terms"),
                          PageTemplate(id="terms", frames=cols, onPage=cb)])
    doc.build(story)


# ------------------------------------------------------------------------------------------------ h9-25
def doc25() -> None:
    """A bilingual tier table: spot / on-demand / reserved columns, the reserved tier selected; network terms per tier."""
    st = S(ZH, 8.5)
    story = [P("深港云桥 ShenGang CloudBridge Ltd.", S(ZH, 14)),
             P("MI300X 算力价格方案 / MI300X capacity tiers — 报价编号 Quote SG-CB-2611-73（客户 Customer：港湾语料实验室 Harbour Corpus Lab）", S(ZH, 9)),
             SP(1, 4 * mm),
             T([["项目 Item", "抢占式 Spot", "按需 On-demand", "预留 12 个月 Reserved 12 mo（已选 Selected）"],
                ["资源 Resource", "8 × AMD MI300X 192GB（1 台 / one node）", "同左 / same", "同左 / same"],
                ["单价 Rate", "USD 1.35 / GPU·h", "USD 2.39 / GPU·h", "USD 1.89 / GPU·h"],
                ["最短期限 Minimum", "无 / none", "1 小时 / 1 hour", "12 个月 / 12 months"],
                ["可被回收 Pre-emptible", "是，提前 2 分钟通知 / yes, 2-minute notice", "否 / no", "否 / no"],
                ["可用性 Availability", "不承诺 / none", "99.5%", "99.9%"],
                ["公网 Internet", "1 Gbps", "1 Gbps", "1 Gbps 保底，可突发至 10 Gbps（每次突发不超过 10 分钟，之后限速回 1 Gbps）/ 1 Gbps committed, burstable to 10 Gbps for at most 10 minutes, then rate-limited back to 1 Gbps"]],
               [32 * mm, 40 * mm, 34 * mm, 68 * mm], font=ZH, size=8,
               extra=[("BACKGROUND", (3, 1), (3, -1), colors.HexColor("#fff7d6"))]),
             SP(1, 4 * mm),
             P("预留方案配置 / Reserved tier configuration", STB),
             P("8 × AMD Instinct MI300X 192GB HBM3，xGMI（Infinity Fabric）全互联 / full xGMI mesh；2 × AMD EPYC 9534（64 核 / cores each）；"
               "内存 2.3TB（24 × 96GB）/ 2.3 TB memory；数据盘 8 × 3.84TB NVMe（30.72TB）；系统盘 2 × 960GB NVMe；单机交付 / single node。按小时计费，按月结算 / metered hourly, invoiced monthly。", st),
             SP(1, 3 * mm),
             P("预留方案服务条款 / Reserved tier service terms", STB),
             P("型号与显存 GPU model & memory：MI300X 192GB，写入订单 / named in the order。独享 Dedicated：整机独享，不超售 / whole node, single tenant, no oversubscription。"
               "互联 Interconnect：8 卡 xGMI 全互联 / xGMI full mesh across 8 GPUs。可用性 Availability：99.9% / 月 per month。"
               "赔偿 Credits：低于 99.9% 抵扣 10%，低于 99.5% 抵扣 25%，低于 99.0% 抵扣 50% / 10%, 25%, 50% of the monthly fee below 99.9%, 99.5%, 99.0%。"
               "验收 Acceptance：交付后 24 小时内，RCCL all_reduce busbw ≥ 300 GB/s，fio 顺序读 ≥ 20 GB/s / within 24 h: RCCL busbw ≥ 300 GB/s, fio read ≥ 20 GB/s。"
               "数据删除 Data deletion：期满后 7 日内 / within 7 days after the term。", st)]
    build("h9-25-tier-table-mi300x-bi.pdf", story, pagesize=landscape(A4), on_page=footer("ShenGang CloudBridge Ltd. · 深港云桥", font=ZH))


# ------------------------------------------------------------------------------------------------ h9-26
def doc26() -> None:
    """An independent advisor's weighted scoring report: three bidders scored, the recommended bidder's offer summarised."""
    st = EN
    story = [P("CALLOWAY ADVISORY PTE. LTD.", S("Helvetica", 14, bold=True)),
             P("Independent technology procurement advisors · 1 Raffles Place, #44-01, Singapore 048616", S("Helvetica", 8, color=DARK)),
             SP(1, 5 * mm),
             P("GPU capacity sourcing for Meranti Speech Technologies — evaluation report (final), 2 December 2026", S("Helvetica", 11, bold=True)),
             SP(1, 3 * mm),
             P("We evaluated three bids against the weighted criteria agreed with Meranti. Scores are out of 10; the weighted total is out of 100.", st),
             SP(1, 3 * mm),
             T([["Criterion (weight)", "Kestrel Forge Compute", "Bidder B", "Bidder C"],
                ["Price (30%)", "9", "7", "6"],
                ["Performance (25%)", "8", "8", "9"],
                ["Service levels (20%)", "8", "6", "7"],
                ["Delivery date (15%)", "9", "6", "8"],
                ["Contract terms (10%)", "7", "8", "6"],
                ["Weighted total", "83.5", "70.0", "72.5"],
                ["Quoted rate (USD per GPU-hour)", "1.10", "1.24", "1.46"],
                ["Recommendation", "RECOMMENDED", "", ""]],
               [52 * mm, 42 * mm, 40 * mm, 40 * mm], size=8.5, extra=[("BACKGROUND", (1, 1), (1, -1), colors.HexColor("#eaf5ea"))]),
             SP(1, 4 * mm),
             P("Recommended offer: Kestrel Forge Compute Sdn. Bhd. (Cyberjaya, Malaysia), bid KFC-B-2611-19", S("Helvetica", 10, bold=True)),
             P("Two (2) HGX servers, each with 8 x NVIDIA A800 SXM4 80 GB GPUs on NVSwitch (NVLink 400 GB/s per GPU). The bid states a peak of 624 TFLOPS BF16 per GPU and "
               "4.99 PFLOPS BF16 per server. Hosts: 2 x Intel Xeon Platinum 8358 (32 cores each), 1 TB memory, 4 x 7.68 TB NVMe data disks (30.72 TB) and 2 x 480 GB SATA SSD boot disks. "
               "Between the servers: RoCE v2, 8 x 200 Gb/s per server with GPUDirect RDMA. Internet: 1 Gbps.", st),
             P("Rate: USD 1.10 per GPU-hour, metered hourly, invoiced monthly; minimum term 6 months.", st),
             P("Service levels in the bid: 99.9% monthly availability; credits of 10% below 99.9%, 25% below 99.5% and 50% below 99.0%; acceptance within 24 hours on "
               "nccl-tests busbw of at least 150 GB/s per server; deletion of data within 10 days after the term; dedicated bare-metal servers with no MIG partitioning.", st),
             SP(1, 3 * mm),
             P("Advisor's note: the 624 TFLOPS figure is the A800's sparse rate; the dense BF16 peak is 312 TFLOPS per GPU. Meranti should have the figure corrected in the order schedule. "
               "Calloway Advisory is paid by Meranti only and has no commercial relationship with any bidder.", st)]
    build("h9-26-advisor-scoring-report-a800-en.pdf", story, on_page=footer("Calloway Advisory Pte. Ltd. · confidential to Meranti Speech Technologies"))


# ------------------------------------------------------------------------------------------------ h9-27
def doc27() -> None:
    """A managed-service description with a RACI matrix and a service-level table."""
    st = EN
    story = [P("Bluegate Managed Services Ltd.", S("Helvetica", 15, bold=True, color=colors.HexColor("#22427a"))),
             P("Service Description SD-114 — Managed A100 training server · issue 3 · for Orchid Lane Genomics", S("Helvetica", 10.5, bold=True)),
             SP(1, 4 * mm),
             P("1. Service scope", S("Helvetica", 10, bold=True)),
             P("Bluegate operates one (1) dedicated GPU server for the customer: 8 x NVIDIA A100 SXM4 40 GB on an HGX board (NVLink 3 through NVSwitch, 600 GB/s per GPU), "
               "2 x AMD EPYC 7543 (32 cores each), 1 TB DDR4, 2 x 480 GB NVMe boot and 4 x 3.84 TB NVMe data (15.36 TB, 12 GB/s read), 2 Gbit/s internet, not rate-limited. "
               "Bluegate manages the hardware, firmware and operating system; the customer manages its training code and data.", st),
             SP(1, 3 * mm),
             P("2. Responsibilities (R = responsible, A = accountable, C = consulted, I = informed)", S("Helvetica", 10, bold=True)),
             T([["Activity", "Bluegate", "Customer"],
                ["Hardware fault detection and GPU replacement", "R, A", "I"],
                ["Firmware, driver and OS patching", "R, A", "C"],
                ["Acceptance test at handover", "R", "A"],
                ["Training jobs, data sets and checkpoints", "I", "R, A"],
                ["Backup of customer data", "C", "R, A"],
                ["Data erasure at exit", "R, A", "I"]],
               [100 * mm, 37 * mm, 37 * mm], size=8.5, extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")]),
             SP(1, 3 * mm),
             P("3. Service levels", S("Helvetica", 10, bold=True)),
             T([["Item", "Commitment"],
                ["GPU model and memory", "A100 SXM4 40 GB, eight per server, as named in this description; no substitution"],
                ["Dedicated hardware", "Single-tenant; no MIG partitioning, no vGPU, no oversubscription"],
                ["Interconnect", "NVSwitch full mesh; nvidia-smi topo -m shows NV12 between every GPU pair"],
                ["Availability", "99.9% per calendar month"],
                ["Service credits", "10% of the monthly charge below 99.9%; 25% below 99.5%; 50% below 99.0%"],
                ["Acceptance", "Within 24 hours of handover: nccl-tests all_reduce busbw of at least 220 GB/s; fio read of at least 10 GB/s"],
                ["Data erasure", "Within 7 days of exit, certificate issued"]],
               [44 * mm, 130 * mm], size=8.5),
             SP(1, 3 * mm),
             P("4. Charges: USD 6,480 per server per month, including management; minimum term 3 months; invoiced monthly in advance.", st)]
    build("h9-27-managed-service-raci-a100-40g-en.pdf", story, on_page=footer("Bluegate Managed Services Ltd. · SD-114 issue 3"))


# ------------------------------------------------------------------------------------------------ h9-28
def doc28() -> None:
    """A bilingual bonded-zone quotation: a duty-free USD column for offshore customers and an in-zone CNY column."""
    st = S(ZH, 8.8)
    story = [P("深圳前海保税算力服务有限公司 / Qianhai Bonded Compute Services Co., Ltd.", S(ZH, 12)),
             P("前海综合保税区 数据中心 Q2 栋 / Building Q2, Qianhai Comprehensive Bonded Zone, Shenzhen", S(ZH, 8, color=DARK)),
             SP(1, 4 * mm),
             P("报价单 Quotation QBC-Q-2026-0877　　客户 Customer：Lindqvist Language Labs AB（瑞典 Sweden，境外客户 offshore customer）　　日期 Date：2026-11-27", S(ZH, 8.5)),
             SP(1, 3 * mm),
             T([["项目 Item", "保税区内结算（境外客户，USD，免税）/ Bonded settlement (offshore, USD, duty-free)", "区外人民币结算 / Onshore CNY settlement"],
                ["H200 8 卡服务器 / H200 8-GPU server", "USD 23,800 / 台·月 per server-month", "¥178,000 / 台·月（含 6% 增值税）"],
                ["台数 Servers", "4", "4"],
                ["适用 Applies", "√ 本报价适用 / this quotation", "不适用 / not applicable"]],
               [40 * mm, 80 * mm, 54 * mm], font=ZH, size=8.5),
             SP(1, 3 * mm),
             P("配置（每台）/ Configuration (per server)", STB),
             P("8 × NVIDIA H200 SXM5 141GB HBM3e，NVLink 4 / NVSwitch 全互联 900GB/s；2 × Intel Xeon Platinum 8568Y+（48 核 / cores each）；"
               "内存 2TB DDR5；系统盘 2 × 960GB NVMe；数据盘 8 × 7.68TB NVMe（61.44TB）；节点间 InfiniBand NDR 8 × 400Gb/s，RDMA；公网 1Gbps 独享。", st),
             P("期限 Term：最短 6 个月 / minimum 6 months，按月计费 / billed monthly。", st),
             P("客户用途 Customer's stated use：Llama 3.1 405B 全参数微调 / full-parameter fine-tuning of Llama 3.1 405B（客户自行评估资源是否足够 / the customer assesses whether the resources suffice）。", st),
             SP(1, 3 * mm),
             P("服务条款 Service terms", STB),
             P("1. 型号与显存 GPU model & memory：H200 SXM5 141GB，写入合同 / written into the contract。2. 独享 Dedicated：物理机独享，不做 MIG 切分，不超售 / bare metal, no MIG, no oversubscription。"
               "3. 互联 Interconnect：节点内 NVSwitch 全互联，节点间 IB NDR 8 × 400Gb/s / NVSwitch inside, NDR 8 x 400 Gb/s between servers。"
               "4. 可用性 Availability：99.9%/月 per month。5. 赔偿 Credits：低于 99.9% 10%，低于 99.5% 25%，低于 99.0% 50% / 10%, 25%, 50% of the month's fee。"
               "6. 验收 Acceptance：交付后 24 小时内，32 卡 all_reduce busbw ≥ 300GB/s / within 24 h, 32-GPU busbw ≥ 300 GB/s。"
               "7. 数据删除 Data deletion：期满后 7 日内删除并出具证明 / within 7 days, with a certificate。", st)]
    build("h9-28-bonded-zone-quote-h200-bi.pdf", story, on_page=footer("Qianhai Bonded Compute Services · 前海保税算力", font=ZH))


# ------------------------------------------------------------------------------------------------ h9-29
def doc29() -> None:
    """A bilingual billing calendar: a month grid with the billing start, a maintenance window, and the terms beside it."""
    st = S(ZH, 8.5)

    def cal(c, w, h):
        days = ["一 Mon", "二 Tue", "三 Wed", "四 Thu", "五 Fri", "六 Sat", "日 Sun"]
        cw, rh = w / 7, 13 * mm
        c.setFont(ZH, 7.5)
        for i, d in enumerate(days):
            c.drawCentredString(i * cw + cw / 2, h - 5 * mm, d)
        marks = {4: "计费开始 Billing starts", 17: "维护窗口 02:00-04:00 Maintenance", 31: "首期账单 First invoice"}
        for day in range(1, 32):
            idx = day - 1 + 4  # 1 January 2027 is a Friday
            col, row = idx % 7, idx // 7
            x, y = col * cw, h - 8 * mm - (row + 1) * rh
            c.setStrokeColor(colors.HexColor("#999999"))
            if day >= 4:
                c.setFillColor(colors.HexColor("#e6f0ff"))
                c.rect(x, y, cw, rh, fill=1)
            else:
                c.rect(x, y, cw, rh)
            c.setFillColor(colors.black)
            c.setFont("Helvetica-Bold", 8)
            c.drawString(x + 1.5 * mm, y + rh - 4 * mm, str(day))
            if day in marks:
                c.setFont(ZH, 5.6)
                for k, part in enumerate(marks[day].split(" ", 1)):
                    c.drawString(x + 1.5 * mm, y + 4 * mm - k * 2.6 * mm, part)

    story = [P("岚桥智算（香港）有限公司 / Lanqiao AI Compute (Hong Kong) Limited", S(ZH, 12)),
             P("2027 年 1 月 服务日历与计费安排 / Service calendar and billing, January 2027 — 客户 Customer：澄川科技 Chengchuan Tech（合同 Contract LQ-HK-2611-032）", S(ZH, 9)),
             SP(1, 3 * mm), Drawing(174 * mm, 88 * mm, cal), SP(1, 4 * mm),
             T([["项目 Item", "内容 Details"],
                ["资源 Resources", "2 台 H200 服务器 / two (2) H200 servers：每台 8 × NVIDIA H200 SXM5 141GB，NVLink 4 / NVSwitch 全互联 / 8 x H200 SXM5 141 GB each, NVSwitch full mesh"],
                ["主机 Host", "2 × AMD EPYC 9655（96 核 / cores each），3TB 内存 / memory，8 × 3.84TB NVMe（30.72TB）数据盘 / data，2 × 1.92TB NVMe 系统盘 / boot"],
                ["节点间 Fabric", "InfiniBand NDR 8 × 400Gb/s，RDMA"],
                ["公网 Internet", "2Gbps 独享，不限速 / 2 Gbps dedicated, not rate-limited"],
                ["价格 Price", "HKD 186,000 / 台·月 per server-month；按日折算计费 / prorated daily；最短 1 个月 / minimum 1 month"],
                ["一月费用 January charge", "2 台 × 28 天（1 月 4 日起）/ 2 servers × 28 days from 4 January：HKD 336,000"]],
               [34 * mm, 140 * mm], font=ZH, size=8),
             SP(1, 3 * mm),
             P("服务承诺 Commitments：GPU 型号与显存 H200 SXM5 141GB 写入合同 / model and memory named in the contract；整机独享，不做 MIG 切分 / dedicated, no MIG；"
               "节点内 NVSwitch、节点间 NDR 互联 / NVSwitch inside, NDR between；可用性 99.9%/月（维护窗口每月不超过 4 小时，提前 7 天通知，计入可用性）/ 99.9% monthly, "
               "the maintenance window (at most 4 h a month, 7 days' notice) counts against availability；赔偿 credits 10% / 25% / 50%（低于 below 99.9% / 99.5% / 99.0%）；"
               "验收 acceptance：交付后 24 小时内 16 卡 all_reduce busbw ≥ 330GB/s / within 24 h, 16-GPU busbw ≥ 330 GB/s；数据删除 deletion：期满 7 日内 / within 7 days。", st)]
    build("h9-29-billing-calendar-h200-bi.pdf", story, on_page=footer("Lanqiao AI Compute (Hong Kong) Limited · 岚桥智算", font=ZH))


# ------------------------------------------------------------------------------------------------ h9-30
def doc30() -> None:
    """A bilingual mobile-app screenshot printed to PDF: a narrow page of cards and a checkout button."""
    st = S(ZH, 8)
    card = colors.HexColor("#f2f4f7")
    story = [P("9:41　　　　　　　　　　　　5G", S(ZH, 7, color=DARK)),
             P("云犀算力 Yunxi Compute", S(ZH, 12, align=1)), SP(1, 2 * mm),
             Box([P("A800 PCIe 8 卡整机 / 8-GPU A800 PCIe server", S(ZH, 9.5)),
                  P("8 × A800 PCIe 80GB · NVSwitch 全互联 400GB/s / NVSwitch full mesh 400 GB/s", st),
                  P("2 × Xeon Gold 6342（24 核 cores）· 512GB · 2 × 3.84TB NVMe", st),
                  P("公网 200Mbps / 200 Mbps internet", st)], 78 * mm, fill=card, lw=0),
             SP(1, 2 * mm),
             Box([P("¥6.80 /卡/时 per GPU-hour", S(ZH, 13, color=colors.HexColor("#e0620d"))),
                  P("按分钟计费 / billed per minute · 无最短租期 / no minimum", st)], 78 * mm, fill=card, lw=0),
             SP(1, 2 * mm),
             Box([P("数量 Quantity　　－　1 台　＋", st), P("预计 8 卡 × 24 小时 = ¥1,305.60 / day estimate", st)], 78 * mm, fill=card, lw=0),
             SP(1, 2 * mm),
             Box([P("服务说明 Service notes", S(ZH, 8.5)),
                  P("整机独享 Dedicated whole server · 可用性目标 99.9% availability target · 关机后数据盘保留 3 天后自动删除 / data disks auto-deleted 3 days after release", st)],
                 78 * mm, fill=card, lw=0),
             SP(1, 3 * mm),
             Box([P("立即租用 Rent now", S(ZH, 11, align=1, color=colors.white))], 78 * mm, fill=colors.HexColor("#e0620d"), lw=0),
             SP(1, 2 * mm),
             P("由云犀算力（南京）科技有限公司提供 / provided by Yunxi Compute (Nanjing) Technology Co., Ltd.", S(ZH, 6.5, align=1, color=DARK))]
    build("h9-30-mobile-app-a800pcie-bi.pdf", story, pagesize=(90 * mm, 190 * mm), margins=(6, 6, 6, 6))


# ------------------------------------------------------------------------------------------------ main
DOCS = sorted((f for n, f in list(globals().items()) if n.startswith("doc") and n[3:].isdigit()), key=lambda f: f.__name__)


def main(argv: list[str]) -> int:
    global OUT
    if len(argv) != 2:
        print("usage: make.py OUTDIR", file=sys.stderr)
        return 2
    OUT = Path(argv[1])
    OUT.mkdir(parents=True, exist_ok=True)
    for d in DOCS:
        d()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
