#!/usr/bin/env python3
# ruff: noqa: E501  (document text is written as it is printed; long lines are the documents' sentences)
"""Build the holdout8 corpus: 30 GPU-rental offers in 31 files (PDF, .txt, .md).

Usage: python make.py OUTDIR. Deterministic (reportlab invariant mode; no clock, no randomness)."""

from __future__ import annotations

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
    Flowable,
    PageBreak,
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


# ------------------------------------------------------------------------------------------------ helpers
def S(font: str = "Helvetica", size: float = 9.5, lead: float | None = None, bold: bool = False,
      color=colors.black, align: int = 0, indent: float = 0) -> ParagraphStyle:
    if bold and font in ("Helvetica", "Times-Roman", "Courier"):
        font = {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}[font]
    return ParagraphStyle("s", fontName=font, fontSize=size, leading=lead or size * 1.35, textColor=color,
                          alignment=align, leftIndent=indent, wordWrap="CJK" if font == ZH else None)


def P(text: str, st: ParagraphStyle, raw: bool = False) -> Paragraph:
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
    import math
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
    def cb(c, d):
        c.saveState()
        c.setFont(font, size)
        c.setFillColor(colors.HexColor("#666666"))
        c.drawString(d.leftMargin, 10 * mm, text)
        c.drawRightString(d.pagesize[0] - d.rightMargin, 10 * mm, f"{c.getPageNumber()}")
        c.restoreState()
    return cb


def chain(*cbs):
    def cb(c, d):
        for f in cbs:
            f(c, d)
    return cb


class Box(Flowable):
    """A framed block of paragraphs (a highlighted quote box, a console card)."""

    def __init__(self, flows, width, pad=5, stroke=DARK, fill=None, lw=0.8):
        super().__init__()
        self.flows, self.bw, self.pad, self.stroke, self.fill, self.lw = flows, width, pad, stroke, fill, lw

    def wrap(self, aw, ah):
        self.hs = [f.wrap(self.bw - 2 * self.pad, ah)[1] for f in self.flows]
        self.h = sum(self.hs) + 2 * self.pad + 2 * (len(self.flows) - 1)
        return self.bw, self.h

    def draw(self):
        c = self.canv
        c.saveState()
        c.setStrokeColor(self.stroke)
        c.setLineWidth(self.lw)
        if self.fill is not None:
            c.setFillColor(self.fill)
            c.rect(0, 0, self.bw, self.h, stroke=1, fill=1)
        else:
            c.rect(0, 0, self.bw, self.h, stroke=1, fill=0)
        c.restoreState()
        y = self.h - self.pad
        for f, h in zip(self.flows, self.hs, strict=True):
            y -= h
            f.drawOn(c, self.pad, y)
            y -= 2


class Hand(Flowable):
    """A handwritten-looking entry: blue, oblique, a little tilted."""

    def __init__(self, text, font=ZH, size=10.5, angle=1.2, width=60 * mm, color=INK_BLUE):
        super().__init__()
        self.text, self.font, self.size, self.angle, self.w, self.color = text, font, size, angle, width, color

    def wrap(self, aw, ah):
        return self.w, self.size * 1.5

    def draw(self):
        c = self.canv
        c.saveState()
        c.setFillColor(self.color)
        c.translate(1, 2)
        c.rotate(self.angle)
        t = c.beginText(0, 0)
        t.setFont(self.font, self.size)
        t.setCharSpace(0.3)
        t.textLine(self.text)
        c.drawText(t)
        c.restoreState()


SP = Spacer


# ------------------------------------------------------------------------------------------------ h8-01
def doc01() -> None:
    """飞书审批: a buyer's purchase approval with the legal reviewer's clause check."""
    b, sm, h1, h2 = S(ZH, 9.5), S(ZH, 8.2, color=colors.HexColor("#444444")), S(ZH, 15, bold=True), S(ZH, 11)
    blue = colors.HexColor("#3370ff")
    story = [
        P("飞书审批", S(ZH, 9, color=blue)),
        P("采购申请 · 算力租赁（H800 训练集群）", h1),
        P("审批编号 202611280031　｜　申请人 林书航（大模型平台部）　｜　提交于 2026-11-28 10:42　｜　状态：已通过", sm),
        SP(1, 5 * mm),
        P("表单内容", h2), SP(1, 2 * mm),
        T([["字段", "内容"],
           ["采购类型", "服务类 — 算力租赁"],
           ["供应商名称", "杭州穹顶智算科技有限公司"],
           ["供应商联系人", "邹一鸣　138****2207　zouym@qiongding-ai.cn"],
           ["采购内容", "H800 训练服务器整机租赁（用于 Llama 3 70B 预训练）"],
           ["单台配置", "GPU：8 × NVIDIA H800 SXM5 80GB HBM3，NVSwitch 全互联，NVLink 400GB/s\n"
                       "CPU：2 × Intel Xeon Platinum 8468（每颗 48 核）\n内存：32 × 64GB DDR5（合计 2TB）\n"
                       "系统盘：2 × 960GB NVMe（RAID1）\n数据盘：4 × 7.68TB U.2 NVMe\n"
                       "计算网络：8 × 400Gb/s InfiniBand NDR（每卡一口，支持 GPUDirect RDMA）\n"
                       "公网：独享 200Mbps"],
           ["数量", "肆台（4 台）"],
           ["单价", "116,800.00 元/台/月（含 6% 增值税）"],
           ["租期", "12 个月；最短租期 6 个月，满 6 个月后可提前 30 日书面通知退租"],
           ["计费方式", "按自然月计费，不足一月按日折算"],
           ["预计总额", "5,606,400.00 元（116,800 × 4 台 × 12 个月）"],
           ["预算科目", "研发费用 — 算力资源（2027 年度）"],
           ["附件", "穹顶智算_报价单_QD-Q-261121.pdf；算力租赁服务合同（定稿）.docx"]],
          [32 * mm, 140 * mm], font=ZH, size=8.8, bold_first_col=True),
        SP(1, 5 * mm),
        P("审批流程", h2), SP(1, 2 * mm),
        T([["节点", "处理人", "时间", "结果", "意见"],
           ["发起", "林书航", "11-28 10:42", "提交", "70B 预训练排期 2027Q1，需 32 卡、IB 组网。"],
           ["部门负责人", "周启", "11-28 14:05", "同意",
            "另询两家：一家 124,000 元/台/月但只有 2 × 200G RoCE，一家 109,500 元/台/月无 IB；选穹顶。"],
           ["财务 BP", "何嘉", "11-29 09:30", "同意", "已核对：月付，首期支付 1 个月租金，无押金。"],
           ["法务", "宋文茵", "11-29 16:12", "同意", "见下方合同审查记录，无重大风险。"],
           ["CEO 办公室", "（抄送）", "11-30 08:51", "已阅", "—"]],
          [24 * mm, 18 * mm, 22 * mm, 14 * mm, 94 * mm], font=ZH, size=8.5),
        SP(1, 5 * mm),
        P("法务审查记录（合同定稿版，乙方：杭州穹顶智算科技有限公司）", h2), SP(1, 2 * mm),
    ]
    clauses = [
        "第 3.1 条 型号：乙方按报价单提供 NVIDIA H800 SXM5 80GB，租期内不得替换为其他型号或规格；确需更换须经甲方书面同意。",
        "第 3.2 条 显存：每张 GPU 的 80GB 显存完整提供给甲方使用，乙方不做 MIG 切分或任何虚拟化。",
        "第 3.3 条 互联：节点内 8 卡经 NVSwitch 全互联；节点间以 8 × 400Gb/s InfiniBand NDR 互联，支持 GPUDirect RDMA。",
        "第 3.4 条 独享：4 台服务器整机由甲方独享，不超售，GPU 不与乙方其他客户共用。",
        "第 5.1 条 可用性：单节点月度可用性不低于 99.9%；计划维护须提前 5 个工作日通知，每月不超过 4 小时。",
        "第 5.3 条 赔偿：某节点月可用性低于 99.9% 的，按该节点当月租金的 10% 抵扣；低于 99.5% 抵扣 25%；"
        "低于 99% 抵扣 50%；低于 95% 的，甲方有权解除该节点租赁并获退预付租金。抵扣于下期账单自动执行，无需甲方申请。",
        "第 6 条 验收：交付后 48 小时内由甲方测试：单节点 nccl-tests all_reduce 总线带宽不低于 150GB/s，"
        "4 节点全量 all_reduce 不低于 35GB/s，fio 顺序读不低于 10GB/s，Llama 3 8B 固定步数基准 MFU 不低于 40%；"
        "全部通过后起算租期。",
        "第 9 条 数据：租期届满或解除后 7 日内，乙方按甲方要求返还数据，并于 15 日内完成全部磁盘安全擦除，出具书面擦除证明。",
    ]
    story += [P(f"（{i}）{t}", S(ZH, 9, indent=4)) for i, t in enumerate(clauses, 1)]
    story += [SP(1, 3 * mm), P("审查结论：上述条款满足公司算力采购要求，同意签署。——宋文茵", b)]
    build("h8-01-feishu-approval-h800-zh.pdf", story, on_page=footer("飞书审批 · 打印于 2026-12-01 09:14 · 仅供内部使用", ZH))


# ------------------------------------------------------------------------------------------------ h8-02
def doc02() -> None:
    """A Jira purchase-request issue with the vendor quote in the description and the thread below."""
    b, sm = S("Helvetica", 9), S("Helvetica", 7.8, color=colors.HexColor("#5e6c84"))
    mono = S("Courier", 8.2, lead=10.5)
    story = [
        P("Projects / Procurement / PROC-1432", sm),
        P("GPU capacity for the January LoRA sweep (Llama 3 8B)", S("Helvetica", 15, bold=True)),
        SP(1, 3 * mm),
        T([["Field", "Value"],
           ["Type", "Purchase Request"], ["Status", "APPROVED"], ["Priority", "Medium"],
           ["Reporter", "Dana Whitfield"], ["Assignee", "Marcus Oyelaran (Procurement)"],
           ["Vendor", "Lumenfield Compute Inc."], ["Vendor quote", "LFC-Q-7781 (attached, PDF)"],
           ["Cost center", "CC-4410 Applied Research"], ["Estimated spend", "USD 21,024.00"],
           ["Labels", "gpu, fine-tune, q1-2027"], ["Linked issues", "relates to VND-88 (vendor onboarding)"],
           ["Created / Updated", "2026-11-23 15:02 / 2026-11-26 11:47"]],
          [40 * mm, 120 * mm], size=8.5, bold_first_col=True),
        SP(1, 4 * mm),
        P("Description", S("Helvetica", 11, bold=True)),
        P("We need GPUs for ~30 LoRA runs on Llama 3 8B in January (about 1,800 hours of wall-clock across the sweep). "
          "Lumenfield came in cheapest. Key lines from their quote, pasted as sent:", b),
        SP(1, 2 * mm),
        Box([P("Product:      H100 Flex (fractional GPU)\n"
               "Allocation:   8 x H100 SXM 80GB fractions, 0.5 GPU each\n"
               "GPU memory:   40 GB per fraction (memory quota enforced by the Flex scheduler)\n"
               "Compute:      time-shared with one co-tenant on the same physical GPU\n"
               "Host:         16 vCPU + 128 GB RAM per fraction\n"
               "Scratch:      2 TB local NVMe per job\n"
               "Price:        USD 1.46 per fraction-hour\n"
               "Billing:      per minute, no minimum commitment\n"
               "Quote valid:  until 31 Dec 2026", mono)], 160 * mm, fill=colors.HexColor("#f4f5f7"),
            stroke=colors.HexColor("#dfe1e6")),
        SP(1, 4 * mm),
        P("Activity", S("Helvetica", 11, bold=True)),
    ]
    thread = [
        ("Priya Raman", "2026-11-24 09:18", "Does 'fraction' mean MIG? If it is MIG we lose NCCL between slices. "
         "Asked their SE."),
        ("Marcus Oyelaran", "2026-11-24 16:40", "Ken at Lumenfield replied: not MIG. It is GPU sharing by their "
         "scheduler: each physical H100 carries two fractions, each fraction gets a 40 GB memory quota and half the "
         "SM time. They can't sell a whole card at this price."),
        ("Dana Whitfield", "2026-11-25 10:02", "Fine for 8B LoRA, the adapters are small. 8 fractions x 1.46 x "
         "1,800 h = 21,024. Approving."),
        ("Marcus Oyelaran", "2026-11-26 11:47", "changed the status from IN REVIEW to APPROVED"),
    ]
    for who, when, text in thread:
        story += [P(f"<font color='#0052cc'><b>{escape(who)}</b></font>  <font size=7.5 color='#5e6c84'>"
                    f"{when}</font>", b, raw=True), P(text, S("Helvetica", 9, indent=8)), SP(1, 2 * mm)]
    build("h8-02-jira-proc1432-h100-fraction-en.pdf", story,
          on_page=footer("Jira Software · PROC-1432 · exported 2026-11-27 by m.oyelaran"))


# ------------------------------------------------------------------------------------------------ h8-03
def doc03() -> None:
    """竞争性磋商: the rounds of price, the final offer and the service undertaking."""
    b, h1, h2 = S(ZH, 9.5), S(ZH, 14, bold=True, align=1), S(ZH, 11)
    story = [
        P("澜江大学人工智能研究院 GPU 算力租赁服务项目", S(ZH, 11, align=1)),
        P("竞争性磋商 报价记录及最终报价单", h1),
        P("项目编号：LJDX-CG-2026-0917　　磋商日期：2026 年 11 月 20 日　　地点：采购中心 3 号会议室", S(ZH, 8.5, align=1)),
        SP(1, 5 * mm),
        P("一、各轮报价记录（单位：元/台/月，含税）", h2), SP(1, 2 * mm),
        T([["供应商", "第一轮报价", "第二轮报价", "最终报价", "供应商授权代表签字"],
           ["北京星衡数智科技有限公司", "198,000.00", "184,500.00", "172,600.00", "韩  墨（签）"]],
          [52 * mm, 26 * mm, 26 * mm, 26 * mm, 42 * mm], font=ZH, size=9),
        P("注：第一轮为首次响应报价；第二轮系磋商小组就租期与配置澄清后重新报价；以最终报价为成交依据。", S(ZH, 8)),
        SP(1, 5 * mm),
        P("二、最终报价明细", h2), SP(1, 2 * mm),
        T([["项目", "最终响应内容"],
           ["服务内容", "H200 GPU 服务器整机租赁，贰台（2 台）"],
           ["GPU", "每台 8 × NVIDIA H200 SXM5 141GB HBM3e，HGX 板载 NVSwitch，NVLink 900GB/s"],
           ["CPU", "2 × AMD EPYC 9654（每颗 96 核）"],
           ["内存", "24 × 96GB DDR5（每台 2304GB）"],
           ["系统盘", "2 × 1.92TB NVMe SSD（RAID1）"],
           ["数据盘", "8 × 3.84TB NVMe SSD（每台 30.72TB）"],
           ["计算网络", "8 × 400Gb/s InfiniBand NDR，GPUDirect RDMA"],
           ["公网", "独享 100Mbps"],
           ["服务期", "6 个月（服务期内不得提前退租），按月结算"],
           ["最终单价", "172,600.00 元/台/月（含 6% 增值税）"],
           ["总价", "贰佰零柒万壹仟贰佰元整（¥2,071,200.00 = 172,600 × 2 台 × 6 个月）"]],
          [30 * mm, 142 * mm], font=ZH, size=9, bold_first_col=True),
        SP(1, 5 * mm),
        P("磋商小组：王立群（组长）、陈舒、谢宇航　　　采购人代表：孙倩", b),
        PageBreak(),
        P("三、服务承诺书（供应商随最终报价提交，构成合同组成部分）", h2), SP(1, 3 * mm),
        P("致：澜江大学", b), SP(1, 2 * mm),
    ]
    items = [
        "硬件型号：我司交付的 GPU 型号为 NVIDIA H200 SXM5 141GB，服务期内不以其他型号替代。",
        "显存：每张 GPU 提供完整 141GB 显存，不做 MIG 切分，不做 vGPU 虚拟化。",
        "互联：每台 8 卡经 NVSwitch 全互联（nvidia-smi topo -m 中任意两卡均为 NV18）；两台之间为 8 × 400Gb/s InfiniBand NDR，支持 GPUDirect RDMA。",
        "独享：两台服务器由采购人独享使用，不超售、不分时复用。",
        "可用性：每台月度可用性不低于 99.9%。",
        "赔偿：月可用性低于 99.9% 的，按该台当月租金 10% 抵扣；低于 99.0% 的抵扣 30%；低于 95.0% 的抵扣 100%，且采购人可无责解除合同。",
        "验收：交付后 3 个工作日内，采购人按以下指标验收：单台 nccl-tests all_reduce 总线带宽不低于 400GB/s；fio 顺序读不低于 12GB/s；"
        "Llama 3 8B 固定 500 步基准 MFU 不低于 40%。验收通过之日起计费。",
        "数据删除：服务期满后 10 日内按采购人要求导出数据，随后对全部磁盘进行安全擦除并出具擦除报告。",
    ]
    story += [P(f"{i}. {t}", S(ZH, 9.5, indent=4)) for i, t in enumerate(items, 1)]
    story += [SP(1, 8 * mm), P("供应商（盖章）：北京星衡数智科技有限公司　　　日期：2026 年 11 月 20 日", b)]

    def seal(c, d):
        if c.getPageNumber() == 2:
            stamp(c, 150 * mm, 70 * mm, "北京星衡数智科技有限公司")
    build("h8-03-cuoshang-rounds-h200-zh.pdf", story, on_page=seal)


# ------------------------------------------------------------------------------------------------ h8-04
def doc04() -> None:
    """A capacity waitlist e-mail, saved as plain text."""
    write_text("h8-04-waitlist-email-b200-en.txt", """
From: Aurora Bay Cloud Capacity Team <capacity@aurorabay.cloud>
To: Lena Marsh <lena@quillfeather.ai>
Date: Tue, 8 Dec 2026 11:06:52 -0800
Subject: You're off the waitlist: 1 x HGX B200 node held for you until Fri 11 Dec, 17:00 PT
Message-ID: <wl-20261208-b200-0014@aurorabay.cloud>

Hi Lena,

Good news: a node matching your waitlist request (WL-2291, joined 14 Oct, position #14) has
come free in our Hillsboro, OR facility, and we are holding it for Quillfeather AI until
Friday 11 December, 17:00 Pacific. Reply "confirm" or sign the reservation in the console
before then; after that it goes to the next team on the list.

What we are holding
-------------------
  Node            1 x HGX B200 (bare metal, the whole node is yours, no virtualization layer)
  GPUs            8 x NVIDIA B200, 180 GB HBM3e each, NVLink 5 / NVSwitch, 1.8 TB/s per GPU
  CPU             2 x Intel Xeon 6960P, 72 cores each
  Memory          3 TB DDR5
  Local storage   8 x 7.68 TB NVMe (61.44 TB), plus 2 x 960 GB NVMe for the OS
  Network         10 Gb/s public uplink; no inter-node fabric (single node)
  Location        Hillsboro, OR (us-west-hb1)

Price
-----
  Founders reservation, 3-month commitment:   USD 4.10 per GPU-hour
  (on-demand B200 is USD 5.60 per GPU-hour, but on-demand is sold out this quarter)
  Billed by the hour, invoiced monthly in advance. Minimum commitment: 3 months.
  For 8 GPUs that is about USD 23,616 per 30-day month.

What the Founders tier does not include
---------------------------------------
Founders reservations are sold without an uptime SLA and without service credits. We
monitor the node around the clock and you can open a ticket 24/7, but there is no
availability commitment and no credit if the node is down.

Handover: the node counts as delivered when we send the SSH credentials; there is no
separate acceptance step on this tier.

When the reservation ends we wipe the local NVMe drives within 72 hours.

Everything else follows our standard Terms of Service (aurorabay.cloud/legal/terms).

Cheers,
Noor Haddad
Capacity Planning, Aurora Bay Cloud, Inc.
""")


# ------------------------------------------------------------------------------------------------ h8-05
def doc05() -> None:
    """A multi-region reserved price table, the quoted region boxed, the reserved-cluster terms on page 2."""
    b, sm, h1, h2 = S("Helvetica", 9), S("Helvetica", 7.5), S("Helvetica", 16, bold=True), S("Helvetica", 11, bold=True)
    rows = [["Region", "Code", "Currency", "On-demand\nper GPU-hour", "1-month reserved\nper GPU-hour",
             "6-month reserved\nper GPU-hour", "Tax"],
            ["US East (Ashburn)", "us-east-2", "USD", "2.89", "2.45", "2.19", "sales tax where applicable"],
            ["EU Central (Frankfurt)", "eu-de-1", "EUR", "2.79", "2.36", "2.11", "excl. 19% VAT"],
            ["Japan (Tokyo)", "ap-jp-1", "JPY", "448", "379", "339", "excl. 10% consumption tax"],
            ["Korea (Seoul)", "ap-kr-1", "KRW", "4,190", "3,540", "3,170", "excl. 10% VAT"],
            ["India (Mumbai)", "ap-in-1", "INR", "252", "213", "190", "excl. 18% GST"],
            ["UAE (Dubai)", "me-ae-1", "AED", "10.90", "9.20", "8.25", "excl. 5% VAT"]]
    story = [
        P("KESTREL COMPUTE", S("Helvetica", 10, bold=True, color=colors.HexColor("#b3541e"))),
        P("Reserved Cluster Pricing: H100 SXM bare-metal node (8 GPUs)", h1),
        P("Rates per GPU-hour, by region. Valid for orders placed 1 December 2026 to 31 March 2027. "
          "A node is always rented whole (8 GPUs).", b),
        SP(1, 4 * mm),
        T(rows, [40 * mm, 20 * mm, 17 * mm, 26 * mm, 30 * mm, 30 * mm, 50 * mm], size=8.5,
          extra=[("BACKGROUND", (0, 4), (-1, 4), colors.HexColor("#fff1c2"))]),
        P("Usage is metered per minute. Reserved rates require a commitment of the stated length; "
          "on-demand has no commitment.", sm),
        SP(1, 5 * mm),
        Box([P("QUOTATION KC-Q-2612-044 for Hanbit Robotics Co., Ltd. (Seongnam)", S("Helvetica", 10, bold=True)),
             P("Region: Korea (Seoul), ap-kr-1\nTerm: 1-month reserved, renewable month by month "
               "(minimum commitment one month)\nQuantity: one (1) node = 8 x H100 SXM\n"
               "Rate: KRW 3,540 per GPU-hour, excl. 10% VAT\n"
               "Monthly estimate at 720 hours: KRW 20,390,400 excl. VAT (informational)", b)],
            150 * mm, fill=colors.HexColor("#fff8e1"), stroke=colors.HexColor("#b3541e")),
        PageBreak(),
        P("Node specification (all regions)", h2), SP(1, 2 * mm),
        T([["Component", "Specification"],
           ["GPU", "8 x NVIDIA H100 SXM5 80GB HBM3 on an HGX board"],
           ["GPU interconnect", "NVLink 4 through NVSwitch, 900 GB/s per GPU, all-to-all"],
           ["CPU", "2 x Intel Xeon Platinum 8480+ (56 cores each, 112 cores per node)"],
           ["Memory", "2 TB DDR5-4800 (16 x 128 GB)"],
           ["Boot", "2 x 960 GB NVMe (RAID 1)"],
           ["Data", "8 x 3.84 TB NVMe (30.72 TB per node)"],
           ["Internet", "25 Gb/s per node"]],
          [40 * mm, 130 * mm], size=8.5, bold_first_col=True),
        SP(1, 5 * mm),
        P("Reserved Cluster Terms (these terms form part of every reserved quotation)", h2), SP(1, 2 * mm),
    ]
    terms = [
        ("1. Hardware", "Kestrel delivers the exact GPU model quoted (NVIDIA H100 SXM5 80GB) for the whole term and "
         "will not substitute another model or form factor without the Customer's written consent. Each GPU exposes "
         "its full 80 GB to the Customer."),
        ("2. Interconnect", "All eight GPUs of a node are joined by NVLink through NVSwitch (NV18 between every pair "
         "in nvidia-smi topo -m)."),
        ("3. Dedicated", "Reserved nodes are single-tenant bare metal: no MIG, no vGPU, no time-slicing and no "
         "oversubscription; no other workload runs on the GPUs."),
        ("4. Availability", "Kestrel commits to 99.9% monthly availability per node. Downtime is any minute a GPU or "
         "the node is unusable; maintenance announced 5 days ahead, up to 4 hours a month, is excluded."),
        ("5. Service credits", "Below 99.9%: 10% of the node's monthly charges; below 99.5%: 25%; below 98.0%: 100%. "
         "Credits are applied to the next invoice automatically and do not limit the Customer's right to terminate "
         "for repeated failure."),
        ("6. Acceptance", "Within 24 hours of handover the Customer may run nvidia-smi, nccl-tests all_reduce "
         "(at least 450 GB/s bus bandwidth), fio (at least 20 GB/s sequential read) and a fixed Llama 3 8B benchmark "
         "(at least 40% MFU). Charges start when the tests pass."),
        ("7. Data", "At the end of the term Kestrel returns any data the Customer requests and securely erases all "
         "drives (NIST SP 800-88) within 10 days, with a written certificate."),
    ]
    for head, text in terms:
        story += [P(f"<b>{head}.</b> {escape(text)}", b, raw=True), SP(1, 1.5 * mm)]
    story += [SP(1, 4 * mm), P("Kestrel Compute Pte. Ltd., 8 Temasek Boulevard, #22-03, Singapore 038988 · "
                               "sales@kestrelcompute.io", sm)]
    build("h8-05-multiregion-pricing-h100-en.pdf", story, pagesize=landscape(A4),
          on_page=footer("Kestrel Compute · Reserved Cluster Pricing · KC-PR-2026-12"))


# ------------------------------------------------------------------------------------------------ h8-06
def doc06() -> None:
    """调价通知函: new prices from a date, and a network change that caps the uplink."""
    b, h1, h2 = S(ZH, 10, lead=16), S(ZH, 15, bold=True, align=1), S(ZH, 11)
    story = [
        P("成都锦江算力科技有限公司", S(ZH, 12, align=1, color=colors.HexColor("#8b0000"))),
        P("锦算函〔2026〕第 118 号", S(ZH, 9, align=1)), SP(1, 4 * mm),
        P("关于 GPU 算力服务价格及网络资源调整的通知", h1), SP(1, 5 * mm),
        P("重庆渝行智能科技有限公司：", b),
        P("　　感谢贵司一直以来对我司 GPU 裸金属服务的支持。根据上游硬件成本变化及机房网络改造安排，现将自 2027 年 1 月 1 日起"
          "的价格与网络资源调整事项通知如下：", b), SP(1, 3 * mm),
        P("一、价格调整（单位：元/台/月，含 6% 增值税）", h2), SP(1, 2 * mm),
        T([["机型", "配置摘要", "原单价", "新单价（2027-01-01 起）"],
           ["gpu.a100s-40.8x", "8 × A100 SXM4 40GB", "46,000.00", "42,800.00"],
           ["gpu.a800s-80.8x", "8 × A800 SXM4 80GB", "62,000.00", "58,500.00"],
           ["gpu.l40s-48.8x", "8 × L40S 48GB", "31,000.00", "29,000.00"]],
          [36 * mm, 48 * mm, 30 * mm, 50 * mm], font=ZH, size=9),
        SP(1, 2 * mm),
        P("贵司当前在用：gpu.a100s-40.8x 机型 1 台（合同编号 JJSL-2025-0412），自 2027 年 1 月 1 日起按新单价 42,800.00 元/台/月结算，"
          "计费方式仍为按月预付。", b), SP(1, 3 * mm),
        P("二、网络资源调整", h2),
        P("　　因机房出口改造，自 2027 年 1 月 1 日起，上述各机型的公网由独享 1Gbps 调整为共享出口带宽（机房总出口 1Gbps），"
          "每台服务器在高峰时段（每日 9:00—23:00）限速 200Mbps，其余时段不设上限。如需继续使用独享带宽，可另行订购独享带宽包"
          "（1,500 元/100Mbps/月）。", b), SP(1, 3 * mm),
        P("三、配置及服务方式不变", h2),
        P("　　贵司在用服务器配置不变：8 × NVIDIA A100 SXM4 40GB（NVLink 600GB/s，NVSwitch 全互联）；CPU 2 × Intel Xeon "
          "Platinum 8358（每颗 32 核）；内存 16 × 64GB（1TB）；系统盘 480GB SATA SSD；数据盘 2 × 3.84TB NVMe SSD。"
          "服务器仍为裸金属整机独享。", b), SP(1, 3 * mm),
        P("四、其他", h2),
        P("　　除上述调整外，原合同其他条款继续有效。如有疑问，请联系客户经理 罗静（028-8566 2130）。", b),
        SP(1, 14 * mm),
        P("成都锦江算力科技有限公司", S(ZH, 10, align=2)),
        P("2026 年 11 月 25 日", S(ZH, 10, align=2)),
    ]
    build("h8-06-price-adjustment-notice-a100-zh.pdf", story,
          on_page=lambda c, d: stamp(c, 160 * mm, 48 * mm, "成都锦江算力科技有限公司"))


# ------------------------------------------------------------------------------------------------ h8-07
def doc07() -> None:
    """An amendment that deletes and replaces sections and restates the schedules."""
    b, h1, h2 = S("Times-Roman", 10.5, lead=14), S("Times-Roman", 13, bold=True, align=1), S("Times-Roman", 11, bold=True)
    story = [
        P("AMENDMENT NO. 2", h1),
        P("to the Master GPU Services Agreement dated 3 March 2026", S("Times-Roman", 11, align=1)),
        SP(1, 6 * mm),
        P("This Amendment No. 2 (the \"Amendment\") is made on 27 November 2026 (the \"Amendment Effective Date\") between "
          "Halvard Compute AB, a company registered in Sweden (org. no. 559412-7730), Kungsgatan 44, 111 35 Stockholm "
          "(\"Provider\"), and Northgate Language Technologies Ltd, 21 Quayside, Newcastle NE1 3DE, United Kingdom "
          "(\"Customer\").", b), SP(1, 3 * mm),
        P("RECITALS", h2),
        P("(A) The parties entered into the Master GPU Services Agreement dated 3 March 2026 and Order Form No. 1 under it "
          "(together, the \"Agreement\"). Amendment No. 1 dated 1 July 2026 extended the Initial Term.", b),
        P("(B) The parties wish to increase the number of Nodes from two (2) to four (4), to amend the Fees, and to amend "
          "and restate Schedules B and C.", b), SP(1, 3 * mm),
        P("IT IS AGREED as follows:", b), SP(1, 2 * mm),
        P("1. <b>Nodes.</b> Section 3.1 of Order Form No. 1 is deleted in its entirety and replaced with the following: "
          "\"3.1 Provider shall provide four (4) Nodes, each as described in Schedule B, in its Stockholm-Kista data "
          "centre, connected to one another by the compute fabric described in Schedule B.\"", b, raw=True),
        P("2. <b>Fees.</b> Section 5.1 of Order Form No. 1 is deleted and replaced with the following: \"5.1 The Fee is "
          "EUR 19,400 per Node per month, excluding VAT, invoiced monthly in advance; a partial month is charged pro rata "
          "by day.\" The Fee so replaced applies to all four Nodes from the Amendment Effective Date (the two existing "
          "Nodes were previously charged EUR 20,900 per Node per month).", b, raw=True),
        P("3. <b>Commitment.</b> Each Node is committed for a minimum of six (6) months from its Acceptance Date; "
          "thereafter either party may terminate a Node on thirty (30) days' written notice.", b, raw=True),
        P("4. <b>Schedules.</b> Schedule B (Service Description) is amended and restated as set out in Annex 1, and "
          "Schedule C (Service Levels) is amended and restated as set out in Annex 2.", b, raw=True),
        P("5. <b>General.</b> Except as amended by this Amendment, the Agreement remains in full force and effect. "
          "In case of conflict, this Amendment prevails.", b, raw=True),
        SP(1, 8 * mm),
        T([["For Halvard Compute AB", "For Northgate Language Technologies Ltd"],
           ["Name: Ingrid Halvorsen\nTitle: Chief Commercial Officer\nSignature: ____________________",
            "Name: Owen Pryce\nTitle: Chief Operating Officer\nSignature: ____________________"]],
          [85 * mm, 85 * mm], font="Times-Roman", size=10, head=True, grid=False),
        PageBreak(),
        P("ANNEX 1: SCHEDULE B (SERVICE DESCRIPTION), AS AMENDED AND RESTATED", h2), SP(1, 3 * mm),
        T([["Item", "Each Node"],
           ["GPUs", "8 x NVIDIA H100 SXM5 80GB HBM3 on an HGX H100 baseboard"],
           ["GPU interconnect", "NVLink 4 through four NVSwitch chips, 900 GB/s per GPU, full mesh"],
           ["CPU", "2 x Intel Xeon Platinum 8480+ (2 x 56 cores)"],
           ["Memory", "2,048 GB DDR5 (32 x 64 GB RDIMM)"],
           ["OS drives", "2 x 960 GB NVMe (RAID 1)"],
           ["Data drives", "8 x 3.84 TB NVMe U.2 (30.72 TB)"],
           ["Compute fabric", "8 x 400 Gb/s NDR InfiniBand (ConnectX-7, one per GPU), GPUDirect RDMA, non-blocking "
            "fat tree across all four Nodes"],
           ["Front-end network", "2 x 100 GbE"],
           ["Internet", "10 Gb/s per Node, not rate-limited"]],
          [38 * mm, 132 * mm], font="Times-Roman", size=9.5, bold_first_col=True),
        SP(1, 6 * mm),
        P("ANNEX 2: SCHEDULE C (SERVICE LEVELS), AS AMENDED AND RESTATED", h2), SP(1, 2 * mm),
    ]
    sl = [
        "C.1 <b>Hardware.</b> Provider shall deliver and maintain the exact GPU model in Schedule B (NVIDIA H100 SXM5 "
        "80GB) for the whole term and shall not substitute any other model without Customer's prior written consent. "
        "Each GPU shall expose its full 80 GB of memory to Customer.",
        "C.2 <b>Interconnect.</b> The eight GPUs of each Node are connected by NVLink through NVSwitch (NV18 between "
        "every GPU pair in nvidia-smi topo -m); the Nodes are connected by 8 x 400 Gb/s NDR InfiniBand with GPUDirect "
        "RDMA.",
        "C.3 <b>Dedicated.</b> All Nodes and GPUs are dedicated to Customer: whole physical GPUs, no MIG partitioning, "
        "no vGPU, no time-slicing and no oversubscription.",
        "C.4 <b>Availability.</b> Provider commits to a Monthly Availability of 99.9% for each Node. Every minute in "
        "which a GPU or a Node is unusable counts as downtime, except maintenance notified at least five (5) business "
        "days ahead and limited to four (4) hours per month.",
        "C.5 <b>Service Credits.</b> Monthly Availability below 99.9%: 10% of that Node's monthly Fee; below 99.0%: 25%; "
        "below 95.0%: 100%. Customer may claim within sixty (60) days after the end of the month. Credits are without "
        "prejudice to Customer's other rights and remedies.",
        "C.6 <b>Acceptance.</b> Within seventy-two (72) hours of handover of each Node, Customer may run acceptance tests. "
        "A Node is accepted only if nccl-tests all_reduce_perf reaches at least 460 GB/s bus bandwidth within the Node "
        "and at least 350 GB/s across all four Nodes, fio sequential read reaches at least 20 GB/s, and a fixed "
        "Llama 3 8B benchmark reaches at least 40% MFU. The Acceptance Date is the day the tests pass.",
        "C.7 <b>Data.</b> Within fourteen (14) days after the end of the term Provider shall return the data Customer "
        "requests and shall, within thirty (30) days after the end of the term, securely erase all Customer data "
        "(NIST SP 800-88) and certify the erasure in writing.",
    ]
    story += [P(t, S("Times-Roman", 10, lead=13.5), raw=True) for t in sl]
    build("h8-07-amendment-no2-h100-en.pdf", story,
          on_page=footer("Halvard / Northgate · Amendment No. 2 · CONFIDENTIAL", "Times-Roman"))


# ------------------------------------------------------------------------------------------------ h8-08
def doc08() -> None:
    """An e-signature completion certificate and the signed contract, two PDFs."""
    sm, h1 = S(ZH, 8, color=colors.HexColor("#555555")), S(ZH, 15, bold=True, align=1)
    cert = [
        P("e签通 · 电子签约平台", S(ZH, 10, color=colors.HexColor("#0a7f5a"))),
        P("签署完成证明", h1), SP(1, 4 * mm),
        T([["项目", "内容"],
           ["证明编号", "ESQ-CERT-20261130-008841"],
           ["文件名称", "《智算资源租赁服务合同》（合同编号 HLS-ZS-2026-112）"],
           ["文件页数", "4 页"],
           ["文件摘要（SHA-256）", "3f9c1e07a2b4d8e6f05c7a91b3d2e4f6a8c0b1d3e5f7a9c2b4d6e8f0a1c3e5b7"],
           ["发起方", "深圳澜图智能科技有限公司"],
           ["签署状态", "已完成（2/2）"]],
          [40 * mm, 130 * mm], font=ZH, size=9, bold_first_col=True),
        SP(1, 5 * mm),
        P("签署方及签署记录", S(ZH, 11)), SP(1, 2 * mm),
        T([["顺序", "签署方", "角色", "签署人", "签署时间", "认证方式"],
           ["1", "深圳澜图智能科技有限公司", "甲方", "许嘉言", "2026-11-30 10:12:41", "企业实名 + 短信"],
           ["2", "宁夏贺兰山数算科技有限公司", "乙方", "马俊峰", "2026-11-30 15:47:09", "企业实名 + 人脸"]],
          [12 * mm, 48 * mm, 12 * mm, 18 * mm, 36 * mm, 44 * mm], font=ZH, size=8.5),
        SP(1, 6 * mm),
        P("本证明由北京数签信息技术有限公司（e签通平台运营方）出具，仅证明上述文件经各签署方以可靠电子签名签署且签署后未被篡改；"
          "平台不是合同当事方，不对合同内容承担责任。", sm),
    ]
    build("h8-08a-esign-certificate-h20-zh.pdf", cert,
          on_page=lambda c, d: stamp(c, 150 * mm, 60 * mm, "e签通 电子签约专用", color=colors.HexColor("#0a7f5a")))

    h2 = S(ZH, 10.5, bold=True)
    art = [
        ("第一条 合同双方", "甲方：深圳澜图智能科技有限公司\n乙方：宁夏贺兰山数算科技有限公司（统一社会信用代码 91640100MA7XK3Q25D）"),
        ("第二条 租赁标的", "乙方向甲方出租 H20 GPU 服务器贰台（2 台），部署于乙方中卫数据中心。每台配置：8 × NVIDIA H20 96GB HBM3"
         "（HGX 板载 NVSwitch，NVLink 900GB/s）；CPU 2 × Intel Xeon Platinum 8558（每颗 48 核）；内存 16 × 128GB DDR5（2TB）；"
         "系统盘 2 × 480GB SATA SSD（RAID1）；数据盘 4 × 7.68TB NVMe SSD；计算网络 8 × 200GbE RoCE v2（支持 GPUDirect RDMA）；"
         "公网 独享 500Mbps。"),
        ("第三条 租金及支付", "每台每月租金人民币肆万柒仟捌佰元整（¥47,800.00，含 6% 增值税），按月预付，甲方于每月 5 日前支付当月租金。"),
        ("第四条 租期", "租期十二个月，自验收通过之日起算。甲方自第四个月起可提前三十日书面通知解除合同，前三个月为最短租期。"),
        ("第五条 规格保证", "5.1 乙方保证交付的 GPU 型号为 NVIDIA H20 96GB，租期内不得更换型号；5.2 每卡 96GB 显存全部提供给甲方，"
         "不做 MIG 切分、不做虚拟化；5.3 节点内 8 卡 NVSwitch 全互联，节点间 8 × 200GbE RoCE v2 无损网络，支持 GPUDirect RDMA；"
         "5.4 两台服务器由甲方独享，不超售，不与第三方共用。"),
        ("第六条 服务等级", "6.1 乙方保证每台服务器月度可用性不低于 99.9%。6.2 月度可用性低于 99.9% 的，乙方按该台当月租金 10% 赔偿；"
         "低于 99.5% 的赔偿 25%；低于 99% 的赔偿 50%；低于 95% 的，甲方可解除合同并获退剩余预付租金。赔偿金额于次月租金中直接抵扣。"),
        ("第七条 验收", "交付后 48 小时内甲方进行验收测试：单台 nccl-tests all_reduce 总线带宽不低于 330GB/s；两台全量 all_reduce "
         "不低于 20GB/s；fio 顺序读不低于 8GB/s；Qwen2.5-7B 固定步数训练基准达到双方确认的 tokens/s 基线（不低于 11,000 tokens/s）。"
         "全部达标方为验收通过。"),
        ("第八条 数据", "租期届满或合同解除后 7 日内，乙方按甲方要求返还数据；返还完成后 7 日内对全部存储介质进行安全擦除，并向甲方出具擦除证明。"),
        ("第九条 其他", "本合同经双方电子签名后生效，电子签名与手写签名具有同等效力。"),
    ]
    story = [P("智算资源租赁服务合同", h1), P("合同编号：HLS-ZS-2026-112", S(ZH, 9, align=1)), SP(1, 5 * mm)]
    for head, text in art:
        story += [P(head, h2), P(text, S(ZH, 9.5, lead=14)), SP(1, 2 * mm)]
    story += [SP(1, 6 * mm),
              T([["甲方：深圳澜图智能科技有限公司", "乙方：宁夏贺兰山数算科技有限公司"],
                 ["（电子签名）许嘉言  2026-11-30", "（电子签名）马俊峰  2026-11-30"]],
                [85 * mm, 85 * mm], font=ZH, size=9.5, grid=False)]
    build("h8-08b-contract-h20-zh.pdf", story, on_page=footer("HLS-ZS-2026-112 · 已通过 e签通 签署", ZH))


# ------------------------------------------------------------------------------------------------ h8-09
def doc09() -> None:
    """A credit note for an SLA breach that reproduces the SLA it applies."""
    b, sm, h2 = S("Helvetica", 9), S("Helvetica", 7.5), S("Helvetica", 10.5, bold=True)
    story = [
        T([[P("<b>Tidewater GPU Services LLC</b><br/>1200 Harbor Way, Suite 400<br/>Portland, OR 97209, USA<br/>"
              "billing@tidewatergpu.com", b, raw=True),
            P("CREDIT NOTE", S("Helvetica", 18, bold=True, align=2))]], [95 * mm, 75 * mm], head=False, grid=False),
        SP(1, 4 * mm),
        T([["Credit note no.", "CN-2611-0047", "Bill to", "Corvid Labs Inc."],
           ["Date", "2026-11-06", "", "44 Mission St, San Francisco, CA 94105"],
           ["Order form", "OF-2026-118", "Customer ID", "CUST-00871"],
           ["Service period", "1-31 October 2026", "Applies to invoice", "INV-2610-0212"]],
          [30 * mm, 42 * mm, 32 * mm, 66 * mm], size=8.5, head=False,
          extra=[("BACKGROUND", (0, 0), (0, -1), colors.HexColor("#eeeeee")),
                 ("BACKGROUND", (2, 0), (2, -1), colors.HexColor("#eeeeee"))]),
        SP(1, 5 * mm),
        P("Service covered", h2),
        P("Two (2) dedicated bare-metal HGX H200 nodes (tw-h200-07, tw-h200-08), each with 8 x NVIDIA H200 SXM 141GB, "
          "NVLink / NVSwitch 900 GB/s per GPU, 2 x AMD EPYC 9534 (64 cores each), 2 TB DDR5, 8 x 3.84 TB NVMe, and "
          "8 x 400 Gb/s NDR InfiniBand (GPUDirect RDMA) between the nodes. Monthly fee: USD 58,900.00 per node.", b),
        SP(1, 4 * mm),
        T([["Line", "Description", "Measured availability", "Credit tier", "Amount (USD)"],
           ["1", "Service credit, node tw-h200-07, October 2026 (outage 9 h 36 min on 17-18 Oct, NVSwitch tray "
            "replacement)", "98.71%", "below 99.0%: 5%", "(2,945.00)"],
           ["2", "Node tw-h200-08, October 2026", "99.97%", "none", "0.00"],
           ["", "Total credit, applied to INV-2610-0212", "", "", "(2,945.00)"]],
          [12 * mm, 78 * mm, 28 * mm, 28 * mm, 24 * mm], size=8.3),
        SP(1, 5 * mm),
        P("Service level applied (Order Form OF-2026-118, Schedule 2, reproduced for reference)", h2),
    ]
    sched = [
        "2.1 Availability commitment: 99.0% Monthly Availability per Node.",
        "2.2 Credits: 5% of the Node's monthly fee if Monthly Availability is below 99.0%; 10% if below 97.0%. "
        "Credits for a month are capped at 10% of the monthly fees for the affected Node.",
        "2.3 Service credits are Customer's sole and exclusive remedy for any failure to meet the availability commitment.",
        "2.4 Credit requests must be submitted within ten (10) days after the end of the affected month.",
        "2.5 Scheduled maintenance announced 48 hours in advance is excluded from downtime.",
    ]
    story += [P(t, S("Helvetica", 8.8, indent=6)) for t in sched]
    story += [SP(1, 6 * mm), P("This credit note reduces the balance of invoice INV-2610-0212. No cash refund is issued. "
                               "Questions: billing@tidewatergpu.com, reference CN-2611-0047.", sm)]
    build("h8-09-credit-note-h200-en.pdf", story, on_page=footer("Tidewater GPU Services LLC · EIN 93-4417781"))


# ------------------------------------------------------------------------------------------------ h8-10
def doc10() -> None:
    """A cloud shopping-cart checkout page (确认订单), coupon and add-ons included."""
    b, sm = S(ZH, 9), S(ZH, 7.8, color=colors.HexColor("#666666"))
    orange = colors.HexColor("#ff6a00")
    story = [
        T([[P("灵犀云 | 控制台", S(ZH, 11, bold=True, color=orange)), P("购物车 ＞ <b>确认订单</b> ＞ 支付 ＞ 完成", S(ZH, 9, align=2), raw=True)]],
          [80 * mm, 94 * mm], head=False, grid=False),
        SP(1, 3 * mm),
        P("确认订单", S(ZH, 15, bold=True)),
        P("地域：华东 2（苏州）　可用区：苏州 B　　账号：yunfan-ml（企业认证：杭州云帆智能科技有限公司）", sm),
        SP(1, 4 * mm),
        T([["商品", "配置", "数量", "时长", "单价", "小计"],
           ["GPU 裸金属服务器\ngn8-l40s.nvl（NVLink 互联版）",
            "8 × NVIDIA L40S 48GB，卡间 NVLink 桥接全互联\n2 × Intel Xeon Gold 6462C（32 核）\n内存 1024GB\n"
            "系统盘 960GB NVMe\n数据盘 2 × 7.68TB NVMe\n整机独享", "1 台", "1 个月（包月）",
            "¥32,800.00/台/月\n原价 ¥36,000.00", "¥32,800.00"],
           ["公网带宽", "独享 100Mbps，按固定带宽", "1", "1 个月", "¥1,200.00/月", "¥1,200.00"],
           ["对象存储资源包", "标准存储 10TB", "1", "1 个月", "¥990.00/月", "¥990.00"]],
          [38 * mm, 58 * mm, 12 * mm, 20 * mm, 26 * mm, 20 * mm], font=ZH, size=8.3),
        SP(1, 3 * mm),
        T([["商品合计", "¥34,990.00"], ["优惠券：新客满减（CPN-NEW-2000）", "－¥2,000.00"],
           ["应付金额（含税）", "¥32,990.00"]],
          [60 * mm, 30 * mm], font=ZH, size=9, head=False, grid=False,
          extra=[("ALIGN", (1, 0), (1, -1), "RIGHT"), ("LINEABOVE", (0, 2), (-1, 2), 0.6, colors.black)]),
        SP(1, 3 * mm),
        P("计费说明：包月资源按月预付，到期前可续费；包月最短购买时长 1 个月，到期未续费将于 7 天后释放。价格均含 6% 增值税，"
          "可开具增值税专用发票。", b),
        SP(1, 3 * mm),
        P("☑ 我已阅读并同意《灵犀云服务协议》《GPU 裸金属服务等级协议》", b),
        SP(1, 4 * mm),
        Box([P("提交订单　　应付：¥32,990.00", S(ZH, 11, bold=True, color=colors.white))], 70 * mm,
            fill=orange, stroke=orange),
        SP(1, 8 * mm),
        P("苏州灵犀云计算有限公司　版权所有　｜　苏ICP备2021038817号", sm),
    ]
    build("h8-10-cart-checkout-l40s-zh.pdf", story)


# ------------------------------------------------------------------------------------------------ h8-11
def doc11() -> None:
    """A vendor's competitive battlecard; the reader's own quote is boxed at the bottom."""
    b, sm, h1 = S("Helvetica", 9), S("Helvetica", 7.2, color=colors.HexColor("#555555")), S("Helvetica", 18, bold=True)
    teal = colors.HexColor("#00796b")
    story = [
        P("SOLVANE", S("Helvetica", 11, bold=True, color=teal)),
        P("Why training teams move to Solvane MI300X", h1),
        P("A side-by-side for procurement. Competitor figures are public list prices as of November 2026.", b),
        SP(1, 4 * mm),
        T([["", "Solvane MI300X node", "Hyperscaler H100 (p5-class)", "Neocloud H100 on-demand"],
           ["GPUs per node", "8 x AMD Instinct MI300X", "8 x NVIDIA H100 SXM", "8 x NVIDIA H100 SXM"],
           ["Memory per GPU", "192 GB HBM3", "80 GB HBM3", "80 GB HBM3"],
           ["Memory bandwidth", "5.3 TB/s", "3.35 TB/s", "3.35 TB/s"],
           ["Peak BF16 per GPU", "2,615 TFLOPS*", "989 TFLOPS", "989 TFLOPS"],
           ["GPU-to-GPU", "Infinity Fabric (xGMI), 896 GB/s", "NVLink 900 GB/s", "NVLink 900 GB/s"],
           ["Price per GPU-hour", "$2.25 (12-month) / $2.79 on-demand", "$6.88 on-demand", "$2.99 on-demand"],
           ["Memory per dollar (GB per $/h)", "85.3", "11.6", "26.8"]],
          [44 * mm, 48 * mm, 42 * mm, 40 * mm], size=8.5, bold_first_col=True,
          extra=[("BACKGROUND", (1, 1), (1, -1), colors.HexColor("#e0f2f1"))]),
        P("* Solvane figure: AMD Instinct MI300X peak BF16 performance per GPU as published for the accelerator.", sm),
        SP(1, 3 * mm),
        P("What you do not pay for at Solvane: egress up to 50 TB/month, support, and the InfiniBand port fees that "
          "neoclouds add to multi-node clusters.", b),
        SP(1, 6 * mm),
        Box([P("YOUR QUOTE  QT-SV-0419  prepared for Ardent Bio, Inc.", S("Helvetica", 10, bold=True, color=teal)),
             P("One (1) dedicated bare-metal node: 8 x AMD Instinct MI300X 192 GB, fully connected by Infinity Fabric "
               "(xGMI), no NVLink; 2 x AMD EPYC 9654 (96 cores each); 2,304 GB DDR5 (24 x 96 GB); "
               "8 x 3.84 TB NVMe (30.72 TB); 100 Gb/s Internet uplink.", b),
             P("Price: USD 2.25 per GPU-hour on a 12-month term (minimum term 12 months), billed monthly in arrears "
               "for the hours in the month; roughly USD 12,960 per 30-day month for the node.", b),
             P("Service levels: 99.9% monthly availability; 10% credit below 99.9%, 30% below 99.0%, 100% below 95%. "
               "Whole GPUs only: no partitioning of the MI300X into CPX or other compute partitions. Acceptance within "
               "48 hours: RCCL all_reduce at least 300 GB/s, fio at least 12 GB/s sequential read. Data erased "
               "within 14 days after the term, with a certificate.", b)],
            174 * mm, stroke=teal, lw=1.2),
        SP(1, 5 * mm),
        P("Solvane Cloud, Inc. · 500 W 2nd St, Austin, TX 78701 · sales@solvane.ai", sm),
    ]
    build("h8-11-battlecard-mi300x-en.pdf", story)


# ------------------------------------------------------------------------------------------------ h8-12
def doc12() -> None:
    """A bilingual monthly service report with the contract's service terms reproduced."""
    b, sm, h2 = S(ZH, 9), S(ZH, 7.8, color=colors.HexColor("#555555")), S(ZH, 11, bold=True)
    story = [
        P("天津渤海智算科技有限公司 / Tianjin Bohai Intelligent Compute Co., Ltd.", S(ZH, 10, color=colors.HexColor("#1f4e79"))),
        P("月度服务报告 Monthly Service Report", S(ZH, 16, bold=True)),
        P("报告期 Period：2026-11-01 — 2026-11-30　　客户 Customer：北京知衡科技有限公司　　合同 Contract：BH-2026-031", sm),
        SP(1, 4 * mm),
        P("1. 服务概况 Service overview", h2),
        T([["项目 Item", "内容 Details"],
           ["服务器 Servers", "2 台 A100 训练节点 / two (2) A100 training nodes（bh-a100-11, bh-a100-12）"],
           ["GPU", "每台 8 × NVIDIA A100 SXM4 80GB，NVSwitch 全互联 NVLink 600GB/s / 8 x A100 SXM4 80GB per node, NVSwitch, 600 GB/s"],
           ["CPU", "2 × AMD EPYC 7763（每颗 64 核 / 64 cores each）"],
           ["内存 Memory", "32 × 64GB DDR4 = 2TB per node"],
           ["存储 Storage", "系统盘 2 × 960GB SATA SSD（RAID1）/ OS; 数据盘 4 × 3.84TB NVMe / data (15.36 TB per node)"],
           ["计算网络 Fabric", "8 × 200Gb/s InfiniBand HDR（GPUDirect RDMA）per node"],
           ["公网 Internet", "独享 300Mbps / dedicated 300 Mb/s"]],
          [34 * mm, 140 * mm], font=ZH, size=8.5, bold_first_col=True),
        SP(1, 4 * mm),
        P("2. 可用性统计 Availability", h2),
        T([["节点 Node", "计划时长 Scheduled (min)", "不可用时长 Downtime (min)", "月可用性 Availability", "是否达标 Met 99.9%?"],
           ["bh-a100-11", "43,200", "0", "100.00%", "是 Yes"],
           ["bh-a100-12", "43,200", "17", "99.96%", "是 Yes"]],
          [30 * mm, 36 * mm, 36 * mm, 34 * mm, 36 * mm], font=ZH, size=8.5),
        SP(1, 3 * mm),
        P("3. 事件 Incidents", h2),
        P("11-14 02:10 bh-a100-12 GPU3 出现 Xid 79，02:27 完成热备节点切换并于 11-15 更换该 GPU（17 分钟不可用）。/ On 14 Nov GPU3 of "
          "bh-a100-12 fell off the bus (Xid 79); service moved to a spare within 17 minutes; the GPU was replaced on 15 Nov.", b),
        SP(1, 3 * mm),
        P("4. 合同服务条款摘录 Contract service terms (BH-2026-031 第六章 / Chapter 6)", h2),
    ]
    terms = [
        "6.1 型号与显存 Model and memory：乙方提供 NVIDIA A100 SXM4 80GB，每卡 80GB 显存完整可用，租期内不替换型号。/ Provider "
        "supplies A100 SXM4 80GB with the full 80 GB per GPU and no change of model during the term.",
        "6.2 互联 Interconnect：节点内 NVSwitch 全互联；节点间 8 × 200Gb/s InfiniBand HDR，支持 GPUDirect RDMA。/ NVSwitch full "
        "mesh in each node; 8 x 200 Gb/s HDR InfiniBand with GPUDirect RDMA between nodes.",
        "6.3 独享 Dedicated：整机独享，不做 MIG 或 vGPU 切分，不超售。/ Whole nodes for the Customer only; no MIG or vGPU; no "
        "oversubscription.",
        "6.4 可用性 Availability：每节点月可用性不低于 99.9%。/ At least 99.9% monthly availability per node.",
        "6.5 赔偿 Credits：低于 99.9% 赔偿该节点当月服务费 10%；低于 99.5% 赔偿 25%；低于 99% 赔偿 50%；低于 95% 赔偿 100%。/ "
        "10% of the node's monthly fee below 99.9%, 25% below 99.5%, 50% below 99%, 100% below 95%.",
        "6.6 验收 Acceptance：交付后 48 小时内测试，单节点 nccl all_reduce 总线带宽 ≥ 230GB/s，fio 顺序读 ≥ 6GB/s，Llama 3 8B "
        "基准 MFU ≥ 42%；通过后起算服务期（已于 2026-07-03 通过）。/ Within 48 h: NCCL all_reduce ≥ 230 GB/s per node, fio ≥ 6 GB/s, "
        "Llama 3 8B MFU ≥ 42%; billing from acceptance (passed 3 Jul 2026).",
        "6.7 数据 Data：合同终止后 10 日内返还并安全擦除全部客户数据，出具擦除证明。/ Data returned and securely erased within "
        "10 days after the end of the contract, with a certificate.",
    ]
    story += [P(t, S(ZH, 8.6, indent=4)) for t in terms]
    story += [
        SP(1, 3 * mm),
        P("5. 12 月费用预估 December charges (estimate)", h2),
        T([["项目 Item", "单价 Unit price", "数量 Qty", "金额 Amount"],
           ["A100 训练节点 / A100 node, per node-month", "¥52,600.00（不含税 excl. VAT）", "2", "¥105,200.00"],
           ["增值税 6% VAT", "", "", "¥6,312.00"],
           ["合计 Total", "", "", "¥111,512.00"]],
          [64 * mm, 50 * mm, 18 * mm, 40 * mm], font=ZH, size=8.5),
        P("按月结算，每月 5 日前出具账单。/ Billed monthly; invoices issued by the 5th.", sm),
    ]
    build("h8-12-monthly-service-report-a100-bi.pdf", story,
          on_page=footer("渤海智算 · 月度服务报告 Monthly Service Report 2026-11", ZH))


# ------------------------------------------------------------------------------------------------ h8-13
def doc13() -> None:
    """A GitHub issue thread exported to Markdown, with the vendor quote pasted in a code block."""
    write_text("h8-13-github-issue-h100pcie-en.md", """
# Rent an 8x H100 PCIe box for the 70B full fine-tune #212

**Open** · `tkoenig` opened this issue on Nov 24, 2026 · 5 comments
Labels: `infra` `procurement` `approved` · Milestone: Q1-2027 post-training

---

**tkoenig** commented on Nov 24, 2026

Plan for the January run: **full fine-tune of Llama 3 70B** (bf16, FSDP full shard, AdamW, seq 4096) on a
single node, so no multi-node networking to worry about. Quilltop came back with the box below; it is the only
8-GPU node we found for January delivery under $2/GPU-hour.

Quote as sent by Quilltop (QT-88213, valid 14 days):

```
Vendor:        Quilltop Cloud, Inc. (quilltop.cloud)
Server:        1x GPU server, dedicated, single tenant (bare metal)
GPUs:          8x NVIDIA H100 PCIe 80GB
GPU links:     NVLink bridges installed in pairs: GPU0-1, GPU2-3, GPU4-5, GPU6-7 (600 GB/s per pair);
               pairs talk to each other over PCIe Gen5 through the host
CPU:           2x AMD EPYC 9454 (48 cores each)
RAM:           1.5 TB DDR5 (24 x 64 GB)
Storage:       4x 7.68 TB NVMe (30.72 TB), 1x 960 GB NVMe boot
Network:       25 Gb/s public uplink
Price:         USD 1.89 per GPU-hour, billed hourly
Minimum:       one (1) week
Estimate:      ~USD 10,886 per 30 days (8 GPUs x 720 h)
```

---

**dchen** commented on Nov 24, 2026

70B params x 2 bytes = 140 GB, and we have 8 x 80 = 640 GB. Fits with lots of room 👍

---

**mriva** commented on Nov 25, 2026

The pairs-only NVLink is fine for FSDP, we are not doing TP=8. Checked their site: the bridges are real,
they are not claiming NVSwitch.

---

**tkoenig** commented on Nov 25, 2026

Budget approved by @lhart for 6 weeks (~USD 15,240). Adding the `approved` label.

---

**lhart** commented on Nov 26, 2026

Approved. Please get the order form countersigned before Dec 10.
""")


# ------------------------------------------------------------------------------------------------ h8-14
def doc14() -> None:
    """A bilingual phased delivery plan (Gantt-style) annexed to a contract, with the key terms."""
    b, sm, h2 = S(ZH, 8.8), S(ZH, 7.5, color=colors.HexColor("#555555")), S(ZH, 11, bold=True)
    weeks = [f"W{i}" for i in range(1, 9)]
    bar = colors.HexColor("#4a90d9")
    rows = [["阶段 Phase", "内容 Scope", *weeks],
            ["一期 Phase 1", "N1–N2 两台上架、联调、验收 / nodes N1-N2: rack, cable, accept", "", "", "", "", "", "", "", ""],
            ["一期 Phase 1", "N1–N2 计费开始 / billing starts for N1-N2", "", "", "", "", "", "", "", ""],
            ["二期 Phase 2", "N3–N4 两台上架、联调、验收 / nodes N3-N4: rack, cable, accept", "", "", "", "", "", "", "", ""],
            ["二期 Phase 2", "四台全量 IB 联调 / 4-node fabric test", "", "", "", "", "", "", "", ""],
            ["合计 Total", "共四台（4 台）/ four (4) nodes in total", "", "", "", "", "", "", "", ""]]
    shade = [(1, 0, 1), (2, 2, 7), (3, 3, 4), (4, 4, 5), (5, 5, 7)]
    extra = [("BACKGROUND", (2 + s, r), (2 + e, r), bar) for r, s, e in shade]
    story = [
        P("附件三 / Annex 3　　合同编号 Contract No. HX-2026-B200-07", sm),
        P("分期交付计划 Phased Delivery Plan", S(ZH, 16, bold=True)),
        P("出租方 Lessor：海峡智算（厦门）有限公司 / Haixia AI Compute (Xiamen) Co., Ltd.　　承租方 Lessee：厦门鹭语科技有限公司",
          b),
        SP(1, 4 * mm),
        T(rows, [24 * mm, 70 * mm] + [10 * mm] * 8, font=ZH, size=8, extra=extra),
        P("W1 = 2027-01-04 所在周 / week of 4 Jan 2027. 每台自其验收通过之日起计费 / each node is billed from its own acceptance date.", sm),
        SP(1, 4 * mm),
        P("每台配置 Per-node configuration", h2),
        T([["项目 Item", "配置 Specification"],
           ["GPU", "8 × NVIDIA B200 180GB HBM3e（HGX B200）"],
           ["GPU 互联 GPU links", "NVLink 5 / NVSwitch，每卡 1.8TB/s / 1.8 TB/s per GPU"],
           ["CPU", "2 × Intel Xeon 6960P（每颗 72 核 / 72 cores each）"],
           ["内存 Memory", "32 × 128GB DDR5 = 4TB"],
           ["数据盘 Data", "8 × 7.68TB NVMe（61.44TB）；系统盘 OS 2 × 1.92TB NVMe"],
           ["计算网络 Fabric", "8 × 400Gb/s InfiniBand NDR，GPUDirect RDMA / per node"],
           ["公网 Internet", "独享 1Gbps / dedicated 1 Gb/s"]],
          [38 * mm, 136 * mm], font=ZH, size=8.5, bold_first_col=True),
        SP(1, 4 * mm),
        P("价格 Price", h2),
        P("每台每月 ¥268,000.00（含 6% 增值税）/ CNY 268,000.00 per node-month incl. 6% VAT。一期月租 ¥536,000.00；二期起四台月租 "
          "¥1,072,000.00。每台最短租期 12 个月，自该台验收之日起算 / each node has a minimum term of 12 months from its acceptance. "
          "按月预付 / monthly in advance.", b),
        SP(1, 4 * mm),
        P("关键条款 Key terms（与合同正文第 5—9 条一致 / as in clauses 5-9 of the contract）", h2),
    ]
    kt = [
        "型号 Model：NVIDIA B200（HGX），租期内不替换 / no substitution during the term.",
        "显存 Memory：每卡 180GB 显存完整提供，不做 MIG 切分 / full 180 GB per GPU, no MIG.",
        "互联 Interconnect：节点内 NVSwitch 全互联，节点间 8 × 400Gb/s NDR 无阻塞胖树 / NVSwitch in each node; non-blocking NDR fat tree between nodes.",
        "独享 Dedicated：四台整机独享，不超售 / all four nodes dedicated to the Lessee, no oversubscription.",
        "可用性 Availability：每台月可用性 ≥ 99.9% / at least 99.9% per node per month.",
        "赔偿 Credits：< 99.9% 赔 10%，< 99.5% 赔 25%，< 99% 赔 50%，< 95% 赔 100% 当月该台租金 / of that node's monthly rent.",
        "验收 Acceptance：单台 nccl all_reduce ≥ 700GB/s，四台 ≥ 300GB/s，fio ≥ 25GB/s，Llama 3 70B 基准 MFU ≥ 38% / per-node and 4-node NCCL, fio and MFU thresholds.",
        "数据 Data：租期结束后 15 日内返还并安全擦除（NIST SP 800-88），出具证明 / returned and erased within 15 days, certified.",
    ]
    story += [P("• " + t, S(ZH, 8.5, indent=4)) for t in kt]
    build("h8-14-phased-delivery-b200-bi.pdf", story, pagesize=landscape(A4),
          on_page=footer("HX-2026-B200-07 附件三 Annex 3", ZH))


# ------------------------------------------------------------------------------------------------ h8-15
def doc15() -> None:
    """A contract redline: struck old terms and underlined new ones, the legend on top."""
    b = S("Times-Roman", 10.5, lead=14.5)
    h2 = S("Times-Roman", 11, bold=True)

    def d(t):
        return f"<font color='#c00000'><strike>{escape(t)}</strike></font>"

    def i(t):
        return f"<font color='#1f4fbf'><u>{escape(t)}</u></font>"

    story = [
        T([[P("Compare: GPU Lease Order v2 (17 Nov) against v3 (28 Nov)", S("Times-Roman", 9), raw=True),
            P(f"Legend: {d('deleted')} &nbsp; {i('inserted')}", S("Times-Roman", 9, align=2), raw=True)]],
          [100 * mm, 70 * mm], head=False, grid=False,
          extra=[("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.grey)]),
        SP(1, 4 * mm),
        P("GPU LEASE ORDER No. VHC-LO-2611", S("Times-Roman", 14, bold=True, align=1)),
        P("under the Master Services Agreement between Victoria Harbour Compute Limited (\"VHC\") and Lantau Lingua "
          "Limited (\"Customer\")", S("Times-Roman", 10, align=1)),
        SP(1, 5 * mm),
        P("1. Equipment", h2),
        P(f"VHC shall provide {d('one (1) Node')} {i('two (2) Nodes')} in its Tseung Kwan O data centre. Each Node: "
          "8 x NVIDIA A800 SXM4 80GB on an HGX board, NVLink through NVSwitch at 400 GB/s per GPU; 2 x Intel Xeon "
          "Platinum 8380 (40 cores each); 2 TB DDR4 (32 x 64 GB); 4 x 7.68 TB NVMe data drives and 2 x 960 GB "
          f"NVMe boot drives; {i('8 x 200 GbE RoCE v2 compute network with GPUDirect RDMA between the Nodes;')} "
          "1 Gb/s Internet.", b, raw=True),
        P("2. Fees", h2),
        P(f"The Fee is {d('USD 9,850')} {i('USD 9,450')} per Node per month, exclusive of any taxes, invoiced "
          "monthly in advance.", b, raw=True),
        P("3. Term", h2),
        P(f"The minimum term is {d('twelve (12) months')} {i('six (6) months')} from Acceptance; thereafter "
          "month to month on 30 days' notice.", b, raw=True),
        P("4. Equipment commitments", h2),
        P("VHC shall provide the GPU model in Section 1 (A800 SXM4 80GB) for the whole term, without substitution, with "
          "the full 80 GB of each GPU available to Customer. The GPUs in each Node are joined by NVSwitch (NV8 between "
          f"every pair in nvidia-smi topo -m){d('.')}{i(', and the Nodes by the RoCE v2 network in Section 1.')} The "
          "Nodes are dedicated to Customer: no MIG, no vGPU, no oversubscription.", b, raw=True),
        P("5. Availability and credits", h2),
        P(f"VHC commits to {d('99.5%')} {i('99.9%')} monthly availability per Node. If availability falls below "
          f"the commitment, Customer receives a credit of {d('5%')} {i('10%')} of that Node's monthly Fee; "
          f"{i('below 99.0%, 25%; below 95.0%, 100%.')} {d('Credits are capped at 10% of the monthly Fee.')}",
          b, raw=True),
        P("6. Acceptance", h2),
        P(f"{d('The Nodes are deemed accepted on handover.')} {i('Within 48 hours of handover Customer may test each Node; a Node is accepted when nccl-tests all_reduce reaches at least 150 GB/s bus bandwidth in the Node, fio sequential read at least 10 GB/s and a fixed Llama 3 8B benchmark at least 38% MFU.')}",
          b, raw=True),
        P("7. Data", h2),
        P(f"At the end of the term VHC shall return Customer data on request and securely erase all drives within "
          f"{d('ninety (90) days')} {i('fourteen (14) days')}, and certify the erasure in writing.", b, raw=True),
        SP(1, 6 * mm),
        Box([P("Comment [KW1] Karen Wong (VHC Legal), 28 Nov 2026: all changes in v3 agreed on the 27 Nov call with "
               "Lantau Lingua; ready for signature.", S("Times-Roman", 9))], 170 * mm,
            fill=colors.HexColor("#fff6d5"), stroke=colors.HexColor("#d9b300")),
    ]
    build("h8-15-redline-lease-order-a800-en.pdf", story,
          on_page=footer("VHC-LO-2611 v3 compared with v2 · Victoria Harbour Compute Limited", "Times-Roman"))


# ------------------------------------------------------------------------------------------------ h8-16
def doc16() -> None:
    """The buyer's 询价单 filled in by hand by the supplier, scanned: grey speckle, tilted entries, a seal."""
    b, h1 = S(ZH, 9.5), S(ZH, 15, bold=True, align=1)
    H = Hand
    story = [
        P("合肥芯语智能科技有限公司", S(ZH, 11, align=1)),
        P("询 价 单", h1),
        P("询价编号：RFQ-2026-1107　　发出日期：2026-11-07　　报价截止：2026-11-14", S(ZH, 8.5, align=1)),
        SP(1, 4 * mm),
        P("请供应商在“供应商响应”栏逐项填写，加盖公章后扫描回传至 caigou@xinyu-ai.com。", b),
        SP(1, 3 * mm),
        T([["序号", "需求项", "需求参数", "供应商响应（手填）"],
           ["1", "GPU", "8 卡 RTX 4090 24GB，整机", H("8 × RTX 4090 24G 涡轮版", width=62 * mm)],
           ["2", "卡间互联", "说明互联方式", H("PCIe 4.0，无 NVLink", width=62 * mm)],
           ["3", "CPU", "≥ 64 核", H("2 × EPYC 7542（32 核）", width=62 * mm)],
           ["4", "内存", "≥ 512GB", H("512G", width=62 * mm)],
           ["5", "系统盘", "≥ 1TB", H("1T NVMe", width=62 * mm)],
           ["6", "数据盘", "≥ 8TB NVMe", H("4 × 3.84T SATA SSD（企业级）", width=62 * mm)],
           ["7", "公网", "独享 ≥ 100Mbps", H("独享 100M", width=62 * mm)],
           ["8", "是否独享", "整机独享，不共用", H("是，整机独享", width=62 * mm)],
           ["9", "租期", "说明最短租期", H("最短 1 个月", width=62 * mm)],
           ["10", "报价", "元/台/月，注明是否含税", H("¥9,800/台/月（含税）", width=62 * mm)]],
          [12 * mm, 24 * mm, 56 * mm, 74 * mm], font=ZH, size=9,
          extra=[("TOPPADDING", (0, 1), (-1, -1), 5), ("BOTTOMPADDING", (0, 1), (-1, -1), 5)]),
        SP(1, 6 * mm),
        T([["供应商名称", H("南京栖霞云算网络科技有限公司", width=80 * mm)],
           ["报价人 / 电话", H("钱志远  139 5180 2264", width=80 * mm)],
           ["日期", H("2026.11.12", width=80 * mm)]],
          [32 * mm, 100 * mm], font=ZH, size=9.5, head=False,
          extra=[("TOPPADDING", (0, 0), (-1, -1), 6), ("BOTTOMPADDING", (0, 0), (-1, -1), 6)]),
        SP(1, 4 * mm),
        P("备注：报价有效期 30 天。", b),
    ]

    def scan(c, d):
        c.saveState()
        c.setFillColor(colors.HexColor("#f2f0ea"))
        c.rect(0, 0, A4[0], A4[1], stroke=0, fill=1)
        c.setFillColor(colors.HexColor("#9a9a9a"))
        seed = 12345
        for _ in range(420):
            seed = (seed * 1103515245 + 12345) % 2 ** 31
            x = (seed % 5950) / 10.0
            seed = (seed * 1103515245 + 12345) % 2 ** 31
            y = (seed % 8420) / 10.0
            c.circle(x, y, 0.35, stroke=0, fill=1)
        c.setStrokeColor(colors.HexColor("#cccccc"))
        c.setLineWidth(3)
        c.line(6 * mm, 0, 6 * mm, A4[1])
        c.restoreState()

    def seal(c, d):
        stamp(c, 150 * mm, 62 * mm, "南京栖霞云算网络科技有限公司", angle=8)
        c.saveState()
        c.setFont(ZH, 7)
        c.setFillColor(colors.HexColor("#777777"))
        c.translate(200 * mm, 20 * mm)
        c.rotate(90)
        c.drawString(0, 0, "扫描件 SCAN 2026-11-12 16:03  Canon iR-ADV C5535")
        c.restoreState()

    doc = SimpleDocTemplate(str(OUT / "h8-16-rfq-handfilled-scan-4090-zh.pdf"), pagesize=A4, leftMargin=20 * mm,
                            rightMargin=20 * mm, topMargin=20 * mm, bottomMargin=18 * mm, title="RFQ-2026-1107",
                            author="", subject="", creator="", producer="")
    doc.build(story, onFirstPage=chain(scan, seal), onLaterPages=chain(scan, seal))


# ------------------------------------------------------------------------------------------------ h8-17
def doc17() -> None:
    """A marketplace booking confirmation styled like a hotel voucher (nights, check-in, house rules)."""
    b, sm = S("Helvetica", 9.2), S("Helvetica", 7.5, color=colors.HexColor("#666666"))
    pink = colors.HexColor("#e0245e")
    story = [
        P("GridStay", S("Helvetica", 20, bold=True, color=pink)),
        P("Your booking is confirmed", S("Helvetica", 15, bold=True)),
        P("Booking reference GS-7Q4K-2291 · booked 2 December 2026 by Ravi Menon (Pellucid Speech, Inc.)", sm),
        SP(1, 4 * mm),
        T([["Listing", "The Foundry 3: 8x H100 SXM5 · 2 TB RAM · 30 TB NVMe"],
           ["Hosted by", "Brightwater Compute LLC (Superhost), Hillsboro, Oregon"],
           ["Check-in", "Mon 4 Jan 2027, 09:00 PT (SSH keys released)"],
           ["Check-out", "Mon 1 Feb 2027, 09:00 PT (disks wiped)"],
           ["Length of stay", "28 nights (minimum stay at this listing: 7 nights)"],
           ["Guests", "1 team, up to 10 SSH users"]],
          [38 * mm, 132 * mm], size=9, head=False, bold_first_col=True,
          extra=[("BACKGROUND", (0, 0), (0, -1), colors.HexColor("#fbe9ef"))]),
        SP(1, 4 * mm),
        P("The whole node", S("Helvetica", 11, bold=True)),
        P("You get the entire server, you won't share it with other guests: 8 x NVIDIA H100 SXM5 80GB on an HGX board "
          "with NVLink / NVSwitch (900 GB/s per GPU), 2 x Intel Xeon Platinum 8468 (48 cores each), 2 TB DDR5, "
          "8 x 3.84 TB NVMe, 10 Gb/s uplink. Bare metal with root access.", b),
        SP(1, 4 * mm),
        P("Price details", S("Helvetica", 11, bold=True)),
        T([["USD 468.00 x 28 nights", "USD 13,104.00"], ["GridStay service fee (6%)", "USD 786.24"],
           ["Taxes", "USD 0.00"], ["Total (USD)", "USD 13,890.24"]],
          [80 * mm, 40 * mm], size=9, head=False, grid=False,
          extra=[("ALIGN", (1, 0), (1, -1), "RIGHT"), ("LINEABOVE", (0, 3), (-1, 3), 0.6, colors.black),
                 ("FONTNAME", (0, 3), (-1, 3), "Helvetica-Bold")]),
        P("One night is 24 hours of the whole node. Charged in full at booking.", sm),
        SP(1, 4 * mm),
        P("House rules and things to know", S("Helvetica", 11, bold=True)),
    ]
    rules = [
        "No uptime guarantee: hosts on GridStay do not offer an SLA or service credits. If the node is unreachable for "
        "more than 12 consecutive hours you may cancel the rest of your stay; unused nights are not refunded.",
        "Check-in: your stay is considered accepted 2 hours after check-in unless you open an issue in the app before then.",
        "Check-out: the host wipes all disks at check-out. Copy your checkpoints off before 09:00 PT on 1 Feb.",
        "Cancellation: free until 28 Dec 2026; 50% after that; no refund after check-in.",
        "GridStay is a marketplace. Your contract for the compute is with the host, Brightwater Compute LLC.",
    ]
    story += [P("• " + t, S("Helvetica", 9, indent=6)) for t in rules]
    story += [SP(1, 5 * mm), P("GridStay Inc. · 535 Mission St, San Francisco, CA · help.gridstay.io", sm)]
    build("h8-17-booking-voucher-h100-en.pdf", story)


# ------------------------------------------------------------------------------------------------ h8-18
def doc18() -> None:
    """A vendor's TCO comparison, self-build against renting, aimed at one training plan."""
    b, sm, h2 = S(ZH, 9.5, lead=14), S(ZH, 7.8, color=colors.HexColor("#555555")), S(ZH, 11, bold=True)
    story = [
        P("广州珠江智算科技有限公司 · 解决方案部", S(ZH, 9, color=colors.HexColor("#0b5394"))),
        P("自建 vs 租赁 总拥有成本（TCO）测算", S(ZH, 16, bold=True)),
        P("致：佛山岭南语言智能研究院　　编号：ZJZS-TCO-2611-03　　日期：2026-11-18", sm),
        SP(1, 4 * mm),
        P("一、测算前提", h2),
        P("贵院计划于 2027 年上半年开展 Llama 3.1 405B 全参数微调（BF16，AdamW），拟使用 4 台 8 卡 H800 训练服务器（共 32 卡）。"
          "下表按 36 个月周期比较自建与向我司租赁的总成本。", b),
        SP(1, 3 * mm),
        P("二、配置（两种方案相同）", h2),
        P("每台：8 × NVIDIA H800 SXM5 80GB，NVSwitch 全互联，NVLink 400GB/s；2 × Intel Xeon Platinum 8480+（56 核）；内存 2TB；"
          "数据盘 4 × 7.68TB NVMe；节点间 8 × 400Gb/s InfiniBand NDR（GPUDirect RDMA）；裸金属整机独享。", b),
        SP(1, 3 * mm),
        P("三、36 个月 TCO 对比（单位：万元，含税）", h2),
        T([["成本项", "方案 A：自建", "方案 B：租赁（珠江智算）"],
           ["服务器采购（4 台）", "2,380.0", "—"],
           ["IB 交换机及线缆", "186.0", "—"],
           ["机房机柜及电费（36 个月）", "412.6", "含在租金内"],
           ["运维人力（2 人 × 3 年）", "144.0", "含在租金内"],
           ["租金（4 台 × 36 个月）", "—", "1,749.6"],
           ["残值回收", "－620.0", "—"],
           ["合计", "2,502.6", "1,749.6"]],
          [62 * mm, 50 * mm, 60 * mm], font=ZH, size=9,
          extra=[("BACKGROUND", (2, 1), (2, -1), colors.HexColor("#e8f1fb"))]),
        SP(1, 3 * mm),
        P("四、租赁报价", h2),
        P("租金：121,500 元/台/月（含 6% 增值税），4 台合计 486,000 元/月；最短租期 12 个月，按季度预付。租期满 12 个月后可按月续租。", b),
        SP(1, 3 * mm),
        P("五、结论", h2),
        P("在 36 个月周期内，租赁方案较自建节省约 753 万元，并免去 14 周的采购与部署周期。建议贵院采用方案 B。", b),
        SP(1, 6 * mm),
        P("注：测算基于贵院提供的训练计划，仅供决策参考；服务等级与验收条款以正式合同为准。", sm),
    ]
    build("h8-18-tco-rent-vs-build-h800-zh.pdf", story, on_page=footer("珠江智算 · TCO 测算 · 内部资料注意保密", ZH))


# ------------------------------------------------------------------------------------------------ h8-19
def doc19() -> None:
    """A bilingual Dubai quotation in AED with a 5% VAT line and bilingual terms."""
    b, sm, h2 = S(ZH, 9), S(ZH, 7.6, color=colors.HexColor("#555555")), S(ZH, 11, bold=True)
    gold = colors.HexColor("#9c7a1e")
    story = [
        P("丝路云算（迪拜）有限公司　Silk Road Cloud Compute FZ-LLC", S(ZH, 12, bold=True, color=gold)),
        P("Dubai Silicon Oasis, Building A2, Office 318, Dubai, UAE · TRN 100482766500003", sm),
        SP(1, 4 * mm),
        P("报价单 QUOTATION  SRC-DXB-Q-2611-019", S(ZH, 15, bold=True)),
        P("客户 Customer：Falcon Ridge Analytics LLC, Abu Dhabi　　日期 Date：2026-11-29　　有效期 Valid：30 天 / 30 days", b),
        SP(1, 4 * mm),
        T([["项目 Item", "说明 Description", "数量 Qty", "单价 Unit price (AED)", "月估算 Monthly est. (AED)"],
           ["MI300X 裸金属节点\nMI300X bare-metal node",
            "8 × AMD Instinct MI300X 192GB HBM3；Infinity Fabric (xGMI) 全互联，无 NVLink / full mesh, no NVLink；"
            "2 × AMD EPYC 9654（96 核 / cores each）；3TB DDR5（24 × 128GB）；8 × 3.84TB NVMe；25Gb/s 上行 / uplink",
            "1 台 node\n= 8 GPU", "8.90 / GPU·小时 GPU-hour", "51,264.00"],
           ["增值税 VAT 5%", "", "", "", "2,563.20"],
           ["合计 Total (incl. VAT)", "", "", "", "53,827.20"]],
          [32 * mm, 72 * mm, 18 * mm, 26 * mm, 26 * mm], font=ZH, size=8.3),
        P("月估算按 720 小时计 / monthly estimate at 720 hours. 单价不含增值税 / unit price excludes VAT. 按小时计费，按月结算 / "
          "billed per hour, invoiced monthly. 最短租期 3 个月 / minimum term three (3) months.", sm),
        SP(1, 4 * mm),
        P("服务条款 Service terms", h2),
    ]
    terms = [
        ("型号 Model", "交付 AMD Instinct MI300X 192GB，租期内不替换 / the MI300X 192GB quoted, not substituted during the term."),
        ("显存 Memory", "每卡 192GB 全部可用，运行于 SPX/NPS1 模式，不做分区 / full 192 GB per GPU in SPX/NPS1 mode, no partitioning."),
        ("互联 Interconnect", "8 卡经 Infinity Fabric (xGMI) 全互联，每卡聚合 896GB/s / all 8 GPUs fully connected by xGMI, 896 GB/s aggregate per GPU."),
        ("独享 Dedicated", "整机独享，不超售，无其他租户 / the whole node for the Customer, no oversubscription, no other tenant."),
        ("可用性 Availability", "月可用性不低于 99.9% / at least 99.9% monthly availability."),
        ("赔偿 Credits", "< 99.9% 返还月费 10%；< 99.5% 返还 25%；< 98% 返还 100% / 10%, 25% and 100% of the monthly fee; 次月自动抵扣 / applied automatically."),
        ("验收 Acceptance", "交付后 48 小时内：RCCL all_reduce ≥ 300GB/s，fio 顺序读 ≥ 12GB/s，Llama 3 8B 基准 MFU ≥ 35%；通过后计费 / billing starts on passing."),
        ("数据 Data", "租期结束后 10 日内返还并安全擦除全部数据，出具证明 / data returned and securely erased within 10 days, with a certificate."),
    ]
    story.append(T([["条款 Term", "内容 Content"]] + [[k, v] for k, v in terms], [32 * mm, 142 * mm], font=ZH, size=8.5,
                   bold_first_col=True))
    story += [SP(1, 8 * mm), P("授权签字 Authorised signatory：Tariq Al Mansoori / 周梓涵　　Silk Road Cloud Compute FZ-LLC", b)]
    build("h8-19-dubai-quotation-mi300x-bi.pdf", story)


# ------------------------------------------------------------------------------------------------ h8-20
def doc20() -> None:
    """An Indian proposal in INR with lakh grouping and CGST / SGST lines, terms included."""
    b, sm, h2 = S("Helvetica", 9.2), S("Helvetica", 7.5, color=colors.HexColor("#555555")), S("Helvetica", 11, bold=True)
    story = [
        P("Deccan Neural Cloud Pvt. Ltd.", S("Helvetica", 14, bold=True, color=colors.HexColor("#6a1b9a"))),
        P("Plot 17, Raidurg, HITEC City, Hyderabad 500081 · GSTIN 36AAKCD4471M1Z8 · CIN U72900TG2023PTC171204", sm),
        SP(1, 4 * mm),
        P("Commercial Proposal DNC/PR/2026-27/0093", S("Helvetica", 13, bold=True)),
        P("To: Kaveri Voice Technologies Pvt. Ltd., Gachibowli, Hyderabad (Telangana) · Date: 30 November 2026", b),
        SP(1, 4 * mm),
        P("1. Configuration (per node)", h2),
        T([["Component", "Specification"],
           ["GPU", "8 x NVIDIA H100 SXM5 80GB HBM3, NVLink 4 / NVSwitch, 900 GB/s per GPU"],
           ["CPU", "2 x Intel Xeon Platinum 8462Y+ (32 cores each)"],
           ["Memory", "1,024 GB DDR5 (16 x 64 GB)"],
           ["Storage", "2 x 960 GB NVMe (OS) + 4 x 7.68 TB NVMe (data, 30.72 TB)"],
           ["Inter-node network", "2 x 100 GbE RoCE v2 per node (GPUDirect RDMA enabled)"],
           ["Internet", "1 Gbps dedicated"],
           ["Quantity", "Two (2) nodes, 16 GPUs in total"]],
          [40 * mm, 130 * mm], size=8.8, bold_first_col=True),
        SP(1, 4 * mm),
        P("2. Commercials", h2),
        T([["Description", "Rate", "Qty", "Amount (INR)"],
           ["H100 SXM node, per node per month", "₹ 17,85,000.00", "2", "₹ 35,70,000.00"],
           ["CGST @ 9%", "", "", "₹ 3,21,300.00"],
           ["SGST @ 9%", "", "", "₹ 3,21,300.00"],
           ["Total per month (incl. GST)", "", "", "₹ 42,12,600.00"]],
          [70 * mm, 36 * mm, 16 * mm, 48 * mm], size=8.8),
        P("Rates exclude GST. Billing monthly in advance; minimum commitment three (3) months. Intra-state supply "
          "(Telangana), hence CGST + SGST.", sm),
        SP(1, 4 * mm),
        P("3. Service terms", h2),
    ]
    terms = [
        "3.1 Hardware: Deccan shall supply the NVIDIA H100 SXM5 80GB quoted for the whole term, with no substitution "
        "without the Customer's written consent, and the full 80 GB of each GPU available to the Customer.",
        "3.2 Interconnect: NVSwitch full mesh inside each node (NV18 between every pair); the two nodes are connected "
        "by the 2 x 100 GbE RoCE v2 network above.",
        "3.3 Dedicated: both nodes are single-tenant; no MIG, no vGPU and no oversubscription.",
        "3.4 Availability: 99.9% monthly availability per node.",
        "3.5 Credits: below 99.9%, 10% of the node's monthly fee; below 99.0%, 25%; below 95.0%, 100%, with a right "
        "to terminate without penalty.",
        "3.6 Acceptance: within 48 hours of handover, nccl-tests all_reduce of at least 450 GB/s in each node, fio "
        "sequential read of at least 15 GB/s and a Llama 3 8B benchmark of at least 40% MFU; billing starts on "
        "acceptance.",
        "3.7 Data: data returned on request and all drives securely erased within 15 days after the term, with a "
        "certificate of erasure.",
    ]
    story += [P(t, S("Helvetica", 8.8, indent=4)) for t in terms]
    story += [SP(1, 6 * mm), P("For Deccan Neural Cloud Pvt. Ltd. — Srinivas Reddy, Head of Sales", b)]
    build("h8-20-india-proposal-gst-h100-en.pdf", story, on_page=footer("DNC/PR/2026-27/0093 · Deccan Neural Cloud"))


# ------------------------------------------------------------------------------------------------ h8-21
def doc21() -> None:
    """A WhatsApp chat export with a GPU reseller."""
    write_text("h8-21-whatsapp-reseller-4090-en.txt", """
[12/11/26, 10:02:13] Jonas Ebert: Hi Sameer, Jonas from Fjordline AI. Got your number from Katja. Do you have an 8x 4090 box for December?
[12/11/26, 10:05:41] Sameer | Apex GPU Traders: Hi Jonas! Yes bro, one box free from 15 Dec
[12/11/26, 10:06:02] Sameer | Apex GPU Traders: 8x RTX 4090 24GB, 2x EPYC 7543 32 cores, 512GB RAM, 2x 3.84TB NVMe, 10G port
[12/11/26, 10:06:30] Sameer | Apex GPU Traders: and all 8 cards are linked with NVLink bridges, full speed p2p between every card 💪
[12/11/26, 10:09:15] Jonas Ebert: NVLink on 4090s? I thought they don't have the connector
[12/11/26, 10:11:48] Sameer | Apex GPU Traders: our builds have it, NVLink full mesh, we did it for a customer in Frankfurt, they run 8 gpu training no problem
[12/11/26, 10:12:20] Jonas Ebert: ok. price?
[12/11/26, 10:14:02] Sameer | Apex GPU Traders: 2,600 USD per month for the whole server
[12/11/26, 10:30:47] Jonas Ebert: Too much for 4090s. 2,300?
[12/11/26, 10:41:09] Sameer | Apex GPU Traders: cannot bro. 2,390 final, min 1 month, pay monthly in advance
[12/11/26, 10:41:33] Sameer | Apex GPU Traders: dedicated, not shared with anyone, you get root
[12/11/26, 10:43:50] Jonas Ebert: Ok 2,390/month works. Do you sign an SLA?
[12/11/26, 10:45:12] Sameer | Apex GPU Traders: we send invoice, no paper contract for monthly. if box breaks we swap it same day
[12/11/26, 10:46:01] Jonas Ebert: Send the invoice to accounts@fjordline.ai, Fjordline AI GmbH, Hamburg
[12/11/26, 10:46:30] Sameer | Apex GPU Traders: 👍 Apex GPU Traders FZE will invoice you today
""")


# ------------------------------------------------------------------------------------------------ h8-22
def doc22() -> None:
    """An order-detail API response (JSON) the buyer saved from a scheduling platform."""
    write_text("h8-22-order-api-json-mi300x-zh.txt", """
# GET https://api.xingsuan-sched.cn/v2/orders/ORD20261203144517 （2026-12-03 14:52 保存，采购备案用）
{
  "code": 0,
  "message": "success",
  "data": {
    "order_id": "ORD20261203144517",
    "status": "运行中",
    "created_at": "2026-12-03 14:45:17",
    "platform": "星算调度平台（平台仅提供撮合与结算，不是资源提供方）",
    "provider": {
      "name": "武汉光谷星算科技有限公司",
      "credit_code": "91420100MA4KXQ7L3B",
      "region": "华中-武汉-东湖"
    },
    "buyer": {"name": "长沙湘语数据科技有限公司", "account": "xiangyu-data"},
    "instance": {
      "spec_code": "mi300x.cpx.1p",
      "gpu_model": "AMD Instinct MI300X",
      "partition_mode": "CPX / NPS4",
      "partition_desc": "每张 MI300X 切分为 8 个计算分区，每个实例分配 1 个分区，显存 24GB HBM3",
      "gpu_memory_per_instance": "24GB",
      "instances": 8,
      "vcpu_per_instance": 12,
      "ram_per_instance": "192GB",
      "storage": {"type": "共享存储 CephFS", "capacity": "2TB", "throughput": "2GB/s"}
    },
    "billing": {
      "mode": "按量付费",
      "unit_price": "3.20",
      "currency": "CNY",
      "price_unit": "元/实例/小时",
      "granularity": "按秒计费",
      "estimated_daily": "614.40"
    },
    "sla": {"url": "https://xingsuan-sched.cn/sla", "attached": false}
  }
}
""")


# ------------------------------------------------------------------------------------------------ h8-23
def doc23() -> None:
    """A quotation at its third revision, the revision history on top and the SLA schedule attached."""
    b, sm, h2 = S("Helvetica", 9.2), S("Helvetica", 7.5, color=colors.HexColor("#555555")), S("Helvetica", 11, bold=True)
    story = [
        T([[P("<b>COPPERLINE DATA SYSTEMS, INC.</b><br/>2150 N 107th St, Seattle, WA 98133", b, raw=True),
            P("QUOTE Q-30518 <b>Rev C</b><br/>Date: 16 Nov 2026<br/>Valid until: 15 Dec 2026", S("Helvetica", 9, align=2),
              raw=True)]], [100 * mm, 70 * mm], head=False, grid=False),
        SP(1, 4 * mm),
        P("Revision history", h2),
        T([["Rev", "Date", "Change", "By"],
           ["A", "2026-11-02", "Initial quote: 4 x L40S, USD 1.15 per GPU-hour, on-demand", "R. Alvarez"],
           ["B", "2026-11-09", "8 x L40S per customer request; added 2 x 7.68 TB NVMe data drives", "R. Alvarez"],
           ["C", "2026-11-16", "3-month term price USD 0.98 per GPU-hour; SLA schedule attached (Schedule 1)",
            "R. Alvarez / M. Chu"]],
          [12 * mm, 24 * mm, 104 * mm, 30 * mm], size=8.5),
        P("Only the current revision (Rev C) is valid; earlier revisions are superseded.", sm),
        SP(1, 4 * mm),
        P("Prepared for: Halcyon Speech Labs, Bellevue, WA · Contact: Erin Cho", b),
        SP(1, 3 * mm),
        P("Configuration", h2),
        T([["Item", "Specification", "Qty"],
           ["GPU server", "Dedicated bare-metal server, single tenant", "1"],
           ["GPU", "NVIDIA L40S 48GB GDDR6 (PCIe Gen4 x16)", "8"],
           ["GPU interconnect", "PCIe Gen4 through two PCIe switches; the L40S has no NVLink", "-"],
           ["CPU", "Intel Xeon Gold 6448Y, 32 cores", "2"],
           ["Memory", "64 GB DDR5 RDIMM (768 GB total)", "12"],
           ["Boot drive", "960 GB NVMe", "1"],
           ["Data drives", "7.68 TB NVMe U.2 (15.36 TB total)", "2"],
           ["Uplink", "25 GbE, dedicated", "1"]],
          [36 * mm, 118 * mm, 16 * mm], size=8.8),
        SP(1, 3 * mm),
        P("Pricing (Rev C)", h2),
        P("USD 0.98 per GPU-hour for a three-month (3) term, billed hourly and invoiced monthly; minimum term 3 months. "
          "Estimate: about USD 5,645 per 30-day month for 8 GPUs. Taxes extra where applicable.", b),
        PageBreak(),
        P("Schedule 1: Service Level Terms (part of Quote Q-30518 Rev C)", h2), SP(1, 2 * mm),
    ]
    terms = [
        "1.1 Hardware. Copperline provides 8 x NVIDIA L40S 48GB for the whole term, the full 48 GB of each GPU "
        "available, with no substitution of model without Customer's written approval.",
        "1.2 Interconnect. The eight GPUs communicate over PCIe Gen4 x16 through two Broadcom PEX switches; no NVLink is "
        "provided or implied.",
        "1.3 Dedicated. Whole GPUs for Customer only: no vGPU, no MIG-style partitioning, no time-slicing, no "
        "oversubscription.",
        "1.4 Availability. 99.9% monthly availability of the server.",
        "1.5 Credits. Below 99.9%: 10% of the month's charges; below 99.0%: 25%; below 95.0%: 100%. Credits are issued "
        "automatically on the next invoice.",
        "1.6 Acceptance. Within 24 hours of handover Customer may run nccl-tests all_reduce (at least 15 GB/s bus "
        "bandwidth across 8 GPUs), fio (at least 6 GB/s sequential read) and a fixed Llama 3 8B LoRA benchmark (at least "
        "2,400 tokens/s per GPU); billing starts when they pass.",
        "1.7 Data. On termination Copperline returns Customer data on request and erases all drives within 7 days, "
        "with a written erasure certificate.",
    ]
    story += [P(t, S("Helvetica", 9, lead=12.5)) for t in terms]
    story += [SP(1, 8 * mm), P("Accepted for Halcyon Speech Labs: ____________________  Date: ________", b)]
    build("h8-23-quote-revision-c-l40s-en.pdf", story, on_page=footer("Copperline Data Systems · Q-30518 Rev C"))


# ------------------------------------------------------------------------------------------------ h8-24
def doc24() -> None:
    """A bilingual contract summary with each Chinese paragraph followed by its English version."""
    zh, en = S(ZH, 9.5, lead=14), S("Helvetica", 8.8, lead=12, color=colors.HexColor("#333333"), indent=8)
    h2 = S(ZH, 10.5, bold=True)
    story = [
        P("合同要点摘要 / Contract Summary", S(ZH, 15, bold=True, align=1)),
        P("《GPU 服务器租赁合同》QDLG-2026-077 / GPU Server Lease Contract QDLG-2026-077", S(ZH, 9, align=1)),
        SP(1, 5 * mm),
    ]
    pairs = [
        ("一、当事人", "出租方：青岛蓝港算力服务有限公司；承租方：烟台海语科技有限公司。",
         "1. Parties. Lessor: Qingdao Blue Harbour Compute Services Co., Ltd.; Lessee: Yantai Haiyu Technology Co., Ltd."),
        ("二、租赁设备", "GPU 服务器一台：8 × NVIDIA A800 80GB PCIe，卡间经 PCIe 4.0 交换芯片互通，未安装 NVLink 桥接器；"
         "CPU 2 × Intel Xeon Platinum 8358（每颗 32 核）；内存 1TB（16 × 64GB）；系统盘 960GB NVMe；数据盘 4 × 3.84TB NVMe；"
         "公网独享 200Mbps。",
         "2. Equipment. One GPU server: 8 x NVIDIA A800 80GB PCIe connected through PCIe 4.0 switches, no NVLink bridges "
         "fitted; 2 x Xeon Platinum 8358 (32 cores each); 1 TB RAM (16 x 64 GB); 960 GB NVMe system drive; "
         "4 x 3.84 TB NVMe data drives; dedicated 200 Mbps Internet."),
        ("三、租金", "每月 ¥38,600.00（含 6% 增值税），按月预付；最短租期三个月。",
         "3. Rent. CNY 38,600.00 per month for the server, including 6% VAT, paid monthly in advance; minimum term "
         "three (3) months."),
        ("四、规格与互联承诺", "出租方保证提供 A800 80GB PCIe 原厂卡，租期内不替换型号，每卡 80GB 显存完整可用；"
         "8 卡之间的互联为 PCIe 4.0（经两颗 PCIe 交换芯片），双方确认本设备不含 NVLink。",
         "4. Specification and interconnect. Genuine A800 80GB PCIe cards, no change of model, the full 80 GB of each "
         "card available; the 8 cards communicate over PCIe 4.0 through two PCIe switches, and both parties confirm the "
         "server has no NVLink."),
        ("五、独享", "设备由承租方独享，不做 MIG 或 vGPU 切分，不超售。",
         "5. Dedicated. The server is for the Lessee alone: no MIG, no vGPU, no oversubscription."),
        ("六、可用性与赔偿", "月可用性不低于 99.9%；低于 99.9% 减免当月租金 10%，低于 99.5% 减免 25%，低于 99% 减免 50%，"
         "低于 95% 减免 100%。",
         "6. Availability and credits. At least 99.9% a month; below 99.9%, 10% of the month's rent is waived; "
         "below 99.5%, 25%; below 99%, 50%; below 95%, 100%."),
        ("七、验收", "交付后 24 小时内测试：nccl all_reduce 总线带宽 ≥ 18GB/s，fio 顺序读 ≥ 8GB/s，Llama 3 8B 全参微调基准 "
         "≥ 3,000 tokens/s；通过后起租。",
         "7. Acceptance. Within 24 hours: NCCL all_reduce bus bandwidth of at least 18 GB/s, fio sequential read of at "
         "least 8 GB/s, a Llama 3 8B full fine-tuning benchmark of at least 3,000 tokens/s; rent starts on passing."),
        ("八、数据", "租期结束后 7 日内返还数据并安全擦除全部硬盘，出具擦除证明。",
         "8. Data. Within 7 days after the term, data returned and all drives securely erased, with a certificate."),
    ]
    for head, z, e in pairs:
        story += [P(head, h2), P(z, zh), P(e, en), SP(1, 2.5 * mm)]
    story += [SP(1, 6 * mm), P("本摘要与合同正文一致；如有出入以合同正文为准。/ This summary follows the contract; the contract "
                               "prevails.", S(ZH, 8, color=colors.HexColor("#555555")))]
    build("h8-24-contract-summary-stacked-a800pcie-bi.pdf", story,
          on_page=lambda c, d: stamp(c, 160 * mm, 40 * mm, "青岛蓝港算力服务有限公司"))


# ------------------------------------------------------------------------------------------------ h8-25
def doc25() -> None:
    """A provincial compute-scheduling platform's supply-demand match notice."""
    b, h1, h2 = S(ZH, 9.5, lead=14), S(ZH, 15, bold=True, align=1), S(ZH, 11, bold=True)
    story = [
        P("黔东南州算力调度服务平台", S(ZH, 11, align=1, color=colors.HexColor("#0b6e4f"))),
        P("供需撮合结果通知书", h1),
        P("编号：QSD-CH-2026-0388　　日期：2026 年 12 月 2 日", S(ZH, 8.5, align=1)), SP(1, 5 * mm),
        T([["角色", "单位"],
           ["需求方", "贵阳黔语智能科技有限公司"],
           ["供给方（资源提供方）", "贵州黔算数据科技有限公司"],
           ["撮合方（平台运营）", "黔东南州大数据产业发展集团有限公司"]],
          [50 * mm, 120 * mm], font=ZH, size=9.5, bold_first_col=True),
        SP(1, 4 * mm),
        P("一、撮合资源", h2),
        T([["项目", "内容"],
           ["资源类型", "H20 GPU 服务器（裸金属，整机独享）"],
           ["数量", "2 台，每台 8 × NVIDIA H20 96GB（NVSwitch 全互联，NVLink 900GB/s）"],
           ["主机", "2 × Intel Xeon Platinum 8468（48 核）；内存 2TB；数据盘 4 × 7.68TB NVMe"],
           ["组网", "节点间 8 × 200GbE RoCE v2，支持 GPUDirect RDMA"],
           ["单价", "5.20 元/卡/小时（含税）"],
           ["算力券", "需求方可使用算力券抵扣 20%，抵扣后需求方实付 4.16 元/卡/小时（差额由平台与供给方结算）"],
           ["计费", "按小时计费，按月结算；最短使用期 1 个月"]],
          [30 * mm, 140 * mm], font=ZH, size=9, bold_first_col=True),
        SP(1, 4 * mm),
        P("二、服务承诺（供给方填报）", h2),
    ]
    items = [
        "型号：保证提供 NVIDIA H20 96GB，不以其他型号替代。",
        "显存：每卡 96GB 全部提供，不做 MIG 切分。",
        "互联：节点内 NVSwitch 全互联，节点间 RoCE v2 8 × 200GbE。",
        "独享：两台服务器整机独享，不超售。",
        "可用性：供给方力争月可用性达到 99.9%。",
        "故障赔偿：因供给方原因导致服务中断的，赔偿方式由供需双方另行协商。",
        "验收：以供需双方共同确认的测试结果为准。",
    ]
    story += [P(f"{i}. {t}", S(ZH, 9.5, indent=4)) for i, t in enumerate(items, 1)]
    story += [SP(1, 4 * mm),
              P("三、请供需双方于 5 个工作日内签订服务合同，并在平台备案。平台不对供给方的服务质量承担连带责任。", b),
              SP(1, 10 * mm), P("黔东南州算力调度服务平台（盖章）", S(ZH, 10, align=2))]
    build("h8-25-match-notice-h20-zh.pdf", story,
          on_page=lambda c, d: stamp(c, 160 * mm, 45 * mm, "算力调度服务平台专用章"))


# ------------------------------------------------------------------------------------------------ h8-26
def doc26() -> None:
    """A GPU cloud console's order-receipt page saved as Markdown."""
    write_text("h8-26-console-order-receipt-a100-en.md", """
# Parallax Cloud · Console

[Home](/) › [Orders](/orders) › **Order PXO-55190-K**

## ✅ Order confirmed

Thanks, Meadowlark Genomics, Inc. Your order is placed and your instance is starting.

| Step | Status | Time (UTC) |
|---|---|---|
| Payment authorised | ✔ done | 2026-12-04 16:21 |
| Capacity reserved | ✔ done | 2026-12-04 16:21 |
| Provisioning | ✔ done | 2026-12-04 16:34 |
| Running | ● now | 2026-12-04 16:35 |

### What you ordered

| Item | Details | Qty | Rate |
|---|---|---|---|
| Instance `px.a100x8.ultra` | 8 × NVIDIA A100 SXM4 80GB, NVLink 600 GB/s via NVSwitch; 96 vCPU; 1,360 GB RAM; 500 GB NVMe boot disk. GPUs are dedicated to this instance and not partitioned. | 1 | USD 14.32 per instance-hour |
| Volume `vol-datasets` | Shared network volume, Standard tier (HDD-backed), 20 TB, up to 400 MB/s per instance. Mounted at `/data`. This is the only data storage on the instance. | 1 | USD 0.04 per GB-month |
| Public IP | 1 static IPv4, 10 Gb/s port | 1 | included |

Billing: per second while the instance is running, 1-minute minimum per start. No commitment.
Estimated charges for 30 days of running: **USD 10,310.40** for the instance + USD 800.00 for the volume.

### Region
us-central-2 (Des Moines)

### Need help?
The Parallax Cloud Service Level Agreement is at parallax.cloud/legal/sla. Support: support@parallax.cloud.

---
Parallax Cloud, Inc. · 1 Market Plaza, San Francisco, CA 94105 · Order PXO-55190-K · Account meadowlark-gx
""")


# ------------------------------------------------------------------------------------------------ h8-27
def doc27() -> None:
    """A negotiation issues list (谈判问题清单): positions of both sides and the agreed conclusion."""
    b, sm, h2 = S(ZH, 9), S(ZH, 7.8, color=colors.HexColor("#555555")), S(ZH, 11, bold=True)
    rows = [["序号", "条款", "甲方意见", "乙方回复", "谈判结论（定稿）"],
            ["1", "单价", "希望 44,000 元/台/月", "首轮报 49,500 元/台/月", "46,200 元/台/月（含 6% 增值税），按月预付"],
            ["2", "租期", "希望最短 3 个月", "要求 12 个月", "最短租期 6 个月，之后按月续租"],
            ["3", "型号/显存", "写明 A100 SXM4 40GB，不得替换", "同意", "乙方提供 A100 SXM4 40GB，每卡 40GB 显存完整，租期内不替换型号"],
            ["4", "互联", "节点内 NVSwitch，节点间 IB", "同意，HDR 8 × 200G",
             "节点内 NVSwitch 全互联（NVLink 600GB/s）；节点间 8 × 200Gb/s InfiniBand HDR，支持 GPUDirect RDMA"],
            ["5", "独享", "不得超售、不得切分", "同意", "两台整机独享，不做 MIG 切分，不超售"],
            ["6", "可用性", "99.95%", "99.5%", "每台月可用性不低于 99.9%"],
            ["7", "赔偿", "按不可用时长 3 倍赔偿", "按月租金 5% 封顶",
             "低于 99.9% 赔当月租金 10%；低于 99.5% 赔 25%；低于 99% 赔 50%；低于 95% 赔 100% 且甲方可解约"],
            ["8", "验收", "需量化指标", "同意",
             "交付后 48 小时内：单台 nccl all_reduce ≥ 228GB/s，fio 顺序读 ≥ 6GB/s，Llama 3 8B 基准 MFU ≥ 40%；通过后起租"],
            ["9", "数据删除", "租期结束 7 日内删除", "要求 30 日", "租期结束后 15 日内返还并安全擦除全部数据，出具擦除证明"]]
    story = [
        P("算力租赁合同 谈判问题清单（第三轮后定稿）", S(ZH, 15, bold=True)),
        P("甲方：武汉江城语智科技有限公司　　乙方：郑州中原算力科技有限公司　　会议：2026-11-26 第三轮谈判（线上）", sm),
        SP(1, 4 * mm),
        T(rows, [10 * mm, 18 * mm, 36 * mm, 32 * mm, 78 * mm], font=ZH, size=8.3,
          extra=[("BACKGROUND", (4, 1), (4, -1), colors.HexColor("#eef6ea"))]),
        P("“谈判结论（定稿）”栏经双方确认后写入合同正文；甲方、乙方意见栏仅记录谈判过程。", sm),
        SP(1, 5 * mm),
        P("附：已确认的设备配置（每台，共 2 台）", h2),
        T([["项目", "配置"],
           ["GPU", "8 × NVIDIA A100 SXM4 40GB（HGX A100）"],
           ["CPU", "2 × Intel Xeon Platinum 8358（每颗 32 核）"],
           ["内存", "1TB（16 × 64GB DDR4）"],
           ["存储", "系统盘 2 × 480GB NVMe；数据盘 2 × 3.84TB NVMe"],
           ["网络", "计算网 8 × 200Gb/s InfiniBand HDR；公网独享 100Mbps"]],
          [30 * mm, 140 * mm], font=ZH, size=9, bold_first_col=True),
        SP(1, 8 * mm),
        P("甲方代表：程亦凡　　　　乙方代表：赵庆和　　　　记录：李萌", b),
    ]
    build("h8-27-negotiation-issues-list-a100-zh.pdf", story, pagesize=landscape(A4),
          on_page=footer("江城语智 × 中原算力 · 谈判问题清单 · 定稿 2026-11-26", ZH))


# ------------------------------------------------------------------------------------------------ h8-28
def doc28() -> None:
    """The buyer's counsel's legal review opinion on the vendor's contract draft."""
    b, h1, h2 = S(ZH, 9.8, lead=15), S(ZH, 14, bold=True, align=1), S(ZH, 11, bold=True)
    story = [
        P("关于《GPU 服务器租赁合同》（乙方提供版本）的法律审查意见书", h1),
        P("审查编号：FW-2026-219　　委托部门：算法平台部　　审查人：方楚（法务部）　　日期：2026-11-24", S(ZH, 8.5, align=1)),
        SP(1, 5 * mm),
        P("一、合同基本信息", h2),
        T([["项目", "内容"],
           ["合同名称", "GPU 服务器租赁合同（版本：乙方模板 V2026.10）"],
           ["甲方", "南昌赣语智能科技有限公司（我司）"],
           ["乙方", "西安长安云智科技有限公司"],
           ["租赁标的", "GPU 服务器 1 台：8 × NVIDIA A800 SXM4 80GB，NVSwitch 全互联（NVLink 400GB/s）；2 × Intel Xeon "
                       "Platinum 8380（每颗 40 核）；内存 1TB；数据盘 4 × 3.84TB NVMe；公网独享 100Mbps"],
           ["租金", "61,500 元/台/月（含 6% 增值税），按月预付"],
           ["租期", "12 个月；不足一月按日计费；最短租期 3 个月"]],
          [28 * mm, 144 * mm], font=ZH, size=9, bold_first_col=True),
        SP(1, 4 * mm),
        P("二、主要风险提示", h2),
        T([["条款", "原文", "风险", "等级"],
           ["第 3 条", "乙方提供 NVIDIA A800 SXM4 80GB，每卡 80GB 显存完整提供；服务器整机由甲方独享，不做 MIG 切分、不超售；"
                      "8 卡经 NVSwitch 全互联。", "无", "低"],
           ["第 5.2 条", "交付后 3 日内甲方未书面提出异议的，视为验收合格。", "验收无量化指标，异议期过后即视为合格", "高"],
           ["第 6.1 条", "乙方保证设备月可用性不低于 99.5%，但因 GPU、硬盘、电源等硬件故障导致的中断不计入不可用时间。",
            "硬件故障是主要停机原因，被排除后可用性承诺形同虚设", "高"],
           ["第 6.3 条", "月可用性低于承诺值的，乙方按不可用时长的 2 倍顺延租期作为补偿。", "仅顺延租期，无金钱赔偿", "中"],
           ["第 8.2 条", "租赁期满或合同解除后，乙方无义务保留、返还或删除甲方存储于设备上的任何数据。",
            "训练数据与模型权重可能留存于乙方设备并被转租给其他客户", "高"]],
          [16 * mm, 82 * mm, 58 * mm, 14 * mm], font=ZH, size=8.6),
        SP(1, 4 * mm),
        P("三、修改建议", h2),
        P("1. 第 5.2 条改为量化验收（nccl all_reduce、fio、MFU 指标），通过后起租；2. 第 6.1 条删除硬件故障除外表述；"
          "3. 第 6.3 条改为按月租金比例抵扣；4. 第 8.2 条改为租期结束后 7 日内返还并安全擦除数据、出具证明。", b),
        SP(1, 3 * mm),
        P("四、结论", h2),
        P("乙方模板在验收、可用性与数据条款上对我司明显不利，建议按上述意见修改后再签署；乙方如不接受，建议另选供应商。", b),
        SP(1, 8 * mm), P("法务部　方楚", S(ZH, 10, align=2)),
    ]
    build("h8-28-legal-review-opinion-a800-zh.pdf", story, on_page=footer("赣语智能 法务部 · 内部文件 · FW-2026-219", ZH))


# ------------------------------------------------------------------------------------------------ h8-29
def doc29() -> None:
    """A bilingual equipment schedule under a master lease, with a casualty-value table."""
    b, h2 = S(ZH, 8.8), S(ZH, 10.5, bold=True)
    story = [
        P("设备租赁附表 第 3 号 / EQUIPMENT SCHEDULE No. 3", S(ZH, 15, bold=True, align=1)),
        P("依据主租赁协议 MLA-QH-2025-014（2025 年 9 月 1 日）/ under Master Lease Agreement MLA-QH-2025-014 dated 1 September 2025",
          S(ZH, 8.5, align=1)),
        SP(1, 4 * mm),
        T([["出租人 Lessor", "深圳前海弘毅算力租赁有限公司 / Qianhai Hongyi Compute Leasing Co., Ltd."],
           ["承租人 Lessee", "Sapphire Bay Intelligence Limited（香港 / Hong Kong）"],
           ["设备所在地 Location", "深圳前海 A3 数据中心 / Qianhai A3 data centre, Shenzhen"]],
          [40 * mm, 134 * mm], font=ZH, size=8.8, head=False, bold_first_col=True),
        SP(1, 4 * mm),
        P("1. 租赁设备 Equipment", h2),
        T([["项目 Item", "说明 Description", "数量 Qty"],
           ["GPU 服务器 GPU server", "HGX B200 8-GPU 服务器 / server", "2 台 units"],
           ["GPU", "NVIDIA B200 180GB HBM3e，NVLink 5 / NVSwitch，1.8TB/s per GPU", "8 / 台 per unit"],
           ["额定性能 Rated performance", "BF16 稠密算力 4.5 PFLOPS / GPU（BF16 dense）", "—"],
           ["CPU", "2 × Intel Xeon Platinum 8570（每颗 56 核 / 56 cores each）", "—"],
           ["内存 Memory", "3TB DDR5（24 × 128GB）", "—"],
           ["存储 Storage", "8 × 3.84TB NVMe 数据盘 / data; 2 × 960GB NVMe 系统盘 / OS", "—"],
           ["组网 Fabric", "8 × 400Gb/s InfiniBand NDR per unit, GPUDirect RDMA", "—"]],
          [42 * mm, 108 * mm, 24 * mm], font=ZH, size=8.5),
        SP(1, 3 * mm),
        P("2. 租金 Rent", h2),
        P("每台每月租金 Monthly Rent per Unit：USD 46,800.00（不含税 / excluding taxes），按月预付 / payable monthly in advance. "
          "租期 24 个月，不可撤销 / Lease Term: 24 months, non-cancellable (minimum term 24 months).", b),
        SP(1, 3 * mm),
        P("3. 约定损失价值 Stipulated Loss Value（每台 / per unit, USD）", h2),
        T([["租金期数 After rent no.", "1", "6", "12", "18", "24"],
           ["约定损失价值 SLV", "412,000", "356,500", "288,000", "214,700", "150,000"]],
          [44 * mm, 26 * mm, 26 * mm, 26 * mm, 26 * mm, 26 * mm], font=ZH, size=8.5),
        SP(1, 3 * mm),
        P("4. 服务 Service", h2),
        P("设备由承租人独享使用，不做 MIG 切分、不超售 / The equipment is for the Lessee's exclusive use: no MIG, no "
          "oversubscription. 可用性、赔偿、验收及数据处理适用主租赁协议第 11 条 / availability, credits, acceptance and data "
          "handling follow clause 11 of the Master Lease Agreement.", b),
        SP(1, 8 * mm),
        T([["出租人 Lessor（盖章 seal）", "承租人 Lessee"],
           ["深圳前海弘毅算力租赁有限公司\n授权代表：黎振邦", "Sapphire Bay Intelligence Limited\nAuthorised: Grace Leung"]],
          [87 * mm, 87 * mm], font=ZH, size=8.8, grid=False),
    ]
    build("h8-29-equipment-schedule-b200-bi.pdf", story,
          on_page=lambda c, d: stamp(c, 55 * mm, 38 * mm, "深圳前海弘毅算力租赁有限公司"))


# ------------------------------------------------------------------------------------------------ h8-30
def doc30() -> None:
    """An OEM letter of authorisation, followed by the authorised partner's own quotation."""
    b, sm, h2 = S(ZH, 9.5, lead=14), S(ZH, 7.8, color=colors.HexColor("#555555")), S(ZH, 11, bold=True)
    story = [
        P("浪帆信息技术有限公司 / Langfan Information Technology Co., Ltd.", S(ZH, 11, color=colors.HexColor("#003a70"))),
        SP(1, 5 * mm),
        P("授权书 LETTER OF AUTHORISATION", S(ZH, 16, bold=True, align=1)),
        SP(1, 6 * mm),
        P("致：苏州吴语智能科技有限公司", b),
        P("　　兹授权上海澄峰智算科技有限公司为我司浪帆 NF8260-H200 GPU 服务器在贵司“大模型训练算力租赁项目”中的授权服务合作伙伴，"
          "由其以自身名义向贵司提供算力租赁服务、签订合同并承担合同责任。我司对所供服务器提供原厂质保。", b),
        P("We hereby authorise Shanghai Chengfeng AI Compute Co., Ltd. as our authorised service partner for Langfan "
          "NF8260-H200 GPU servers in your LLM training compute lease project. Chengfeng contracts in its own name and is "
          "responsible for the lease; Langfan provides the factory warranty for the servers.", S("Helvetica", 8.8, lead=12)),
        SP(1, 6 * mm),
        P("授权有效期 Valid：2026-12-01 至 2027-11-30", b),
        SP(1, 10 * mm),
        P("浪帆信息技术有限公司（盖章）　2026 年 11 月 30 日", S(ZH, 10, align=2)),
        PageBreak(),
        P("上海澄峰智算科技有限公司 / Shanghai Chengfeng AI Compute Co., Ltd.", S(ZH, 11, bold=True)),
        P("报价单 Quotation　CF-Q-2612-006　　2026-12-01　　客户 Customer：苏州吴语智能科技有限公司", sm),
        SP(1, 4 * mm),
        T([["项目 Item", "配置 Specification"],
           ["服务器 Server", "浪帆 NF8260-H200 GPU 服务器 1 台 / one (1) server"],
           ["GPU", "8 × NVIDIA H200 SXM5 141GB HBM3e，NVSwitch 全互联，NVLink 900GB/s"],
           ["CPU", "2 × Intel Xeon Platinum 8558（每颗 48 核 / 48 cores each）"],
           ["内存 Memory", "24 × 96GB DDR5 = 2304GB"],
           ["存储 Storage", "系统盘 2 × 960GB NVMe；数据盘 4 × 7.68TB NVMe（30.72TB）"],
           ["公网 Internet", "独享 500Mbps / dedicated 500 Mb/s"]],
          [34 * mm, 140 * mm], font=ZH, size=8.8, bold_first_col=True),
        SP(1, 3 * mm),
        T([["计费方式 Billing", "单价 Unit price", "最短租期 Minimum term"],
           ["包月 Monthly（本次报价 / quoted）", "¥158,000.00/台/月（含税 incl. 6% VAT）", "3 个月 / 3 months"],
           ["包年 Yearly（参考 / reference）", "¥1,706,400.00/台/年（含税）", "12 个月 / 12 months"]],
          [58 * mm, 70 * mm, 46 * mm], font=ZH, size=8.8,
          extra=[("BACKGROUND", (0, 1), (-1, 1), colors.HexColor("#fff3cd"))]),
        SP(1, 4 * mm),
        P("服务承诺 Service commitments", h2),
    ]
    items = [
        "型号与显存：NVIDIA H200 SXM5 141GB，每卡 141GB 完整可用，不替换型号 / exact model, full 141 GB, no substitution.",
        "互联：8 卡 NVSwitch 全互联（topo 全部为 NV18）/ NVSwitch full mesh, NV18 between every pair.",
        "独享：整机独享，不做 MIG 或 vGPU 切分，不超售 / dedicated, no MIG or vGPU, no oversubscription.",
        "可用性：月可用性 ≥ 99.9% / at least 99.9% monthly.",
        "赔偿：< 99.9% 抵扣月租 10%，< 99.5% 抵扣 25%，< 99% 抵扣 50%，< 95% 抵扣 100% / 10-25-50-100% of the monthly rent.",
        "验收：交付 48 小时内，nccl all_reduce ≥ 400GB/s，fio ≥ 10GB/s，Llama 3 8B 基准 MFU ≥ 40%，通过后起租 / billing from acceptance.",
        "数据：租期结束 7 日内返还数据并安全擦除，出具证明 / returned and erased within 7 days, certified.",
    ]
    story += [P(f"{i}. {t}", S(ZH, 8.8, indent=4)) for i, t in enumerate(items, 1)]

    def seal(c, d):
        if c.getPageNumber() == 1:
            stamp(c, 160 * mm, 150 * mm, "浪帆信息技术有限公司")
        else:
            stamp(c, 160 * mm, 40 * mm, "上海澄峰智算科技有限公司")
    build("h8-30-oem-authorisation-quote-h200-bi.pdf", story, on_page=seal)


DOCS = [doc01, doc02, doc03, doc04, doc05, doc06, doc07, doc08, doc09, doc10, doc11, doc12, doc13, doc14, doc15,
        doc16, doc17, doc18, doc19, doc20, doc21, doc22, doc23, doc24, doc25, doc26, doc27, doc28, doc29, doc30]


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
