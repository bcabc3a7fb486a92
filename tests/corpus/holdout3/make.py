# ruff: noqa: E501
"""Build the holdout3 blind corpus of GPU-server rental offers into OUTDIR.

Usage: python tests/corpus/holdout3/make.py OUTDIR

Every document is written from a description of what vendors send (marketplace listings, reseller quotations,
pro-formas, framework agreements with order annexes, tender responses, decks, chat exports, plain-text emails).
Output is deterministic: fixed dates, no randomness, reportlab's invariant mode. Chinese text uses the CID font
STSong-Light; English documents use Helvetica, with the few symbols Helvetica lacks set in STSong-Light.
"""

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
from reportlab.platypus import KeepTogether, PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
CJK = "STSong-Light"
_SYMBOLS = re.compile(r"([≥≤●○✓√±≈→·※])")


class Doc:
    """A document as a list of platypus flowables, in one base font (Helvetica for English, STSong-Light otherwise)."""

    def __init__(self, lang: str, size: float = 9.5, page: tuple[float, float] = A4) -> None:
        self.lang = lang
        self.page = page
        self.font = "Helvetica" if lang == "en" else CJK
        self.bold = "Helvetica-Bold" if lang == "en" else CJK
        self.size = size
        self.story: list = []
        wrap = "CJK" if lang != "en" else None
        self.st = {
            "p": ParagraphStyle("p", fontName=self.font, fontSize=size, leading=size * 1.45, wordWrap=wrap, spaceAfter=3),
            "small": ParagraphStyle("s", fontName=self.font, fontSize=size - 2, leading=(size - 2) * 1.4, wordWrap=wrap, textColor=colors.HexColor("#444444")),
            "cell": ParagraphStyle("c", fontName=self.font, fontSize=size - 1, leading=(size - 1) * 1.3, wordWrap=wrap),
            "h1": ParagraphStyle("h1", fontName=self.bold, fontSize=size + 7, leading=(size + 7) * 1.3, spaceAfter=6, wordWrap=wrap),
            "h2": ParagraphStyle("h2", fontName=self.bold, fontSize=size + 2.5, leading=(size + 2.5) * 1.35, spaceBefore=6, spaceAfter=3, wordWrap=wrap),
            "big": ParagraphStyle("big", fontName=self.bold, fontSize=size + 20, leading=(size + 20) * 1.25, spaceAfter=14, wordWrap=wrap),
            "bullet": ParagraphStyle("b", fontName=self.font, bulletFontName=self.font, fontSize=size, leading=size * 1.5, leftIndent=14, bulletIndent=3, wordWrap=wrap),
        }

    def fx(self, text: str) -> str:
        """Set the symbols Helvetica lacks in the CJK font, so they survive in English documents."""
        if self.lang != "en":
            return text
        return _SYMBOLS.sub(lambda m: f'<font name="{CJK}">{m.group(1)}</font>', text)

    def para(self, text: str, style: str = "p") -> Paragraph:
        return Paragraph(self.fx(text), self.st[style])

    def add(self, kind: str, text: str = "") -> Doc:
        self.story.append(self.para(text, kind))
        return self

    def sp(self, h: float = 4) -> Doc:
        self.story.append(Spacer(1, h * mm))
        return self

    def pb(self) -> Doc:
        self.story.append(PageBreak())
        return self

    def bullets(self, items: list[str], style: str = "bullet", mark: str | None = None) -> Doc:
        mark = ("-" if self.lang == "en" else "·") if mark is None else mark
        for it in items:
            self.story.append(Paragraph(self.fx(it), self.st[style], bulletText=mark))
        return self

    def table(self, rows: list[list[str]], widths: list[float] | None = None, header: bool = True, mark: int | None = None,
              grid: bool = True, shade: str = "#dde6f0", total_rows: int = 0) -> Doc:
        """A table whose header repeats on every page; `mark` shades one body row (the selected option)."""
        data = [[self.para(str(c), "cell") for c in r] for r in rows]
        cmds: list = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3)]
        if grid:
            cmds.append(("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#888888")))
        else:
            cmds.append(("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black))
        if header:
            cmds.append(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor(shade)))
        if mark is not None:
            cmds.append(("BACKGROUND", (0, mark), (-1, mark), colors.HexColor("#fff2b3")))
        if total_rows:
            cmds.append(("LINEABOVE", (0, -total_rows), (-1, -total_rows), 0.8, colors.black))
        w = [x * mm for x in widths] if widths else None
        t = Table(data, colWidths=w, repeatRows=1 if header else 0)
        t.setStyle(TableStyle(cmds))
        self.story.append(t)
        self.story.append(Spacer(1, 3 * mm))
        return self

    def box(self, lines: list[str], bg: str = "#f3f3f3") -> Doc:
        t = Table([[self.para(x) ] for x in lines], colWidths=[170 * mm if self.page == A4 else 250 * mm])
        t.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.8, colors.HexColor("#555555")), ("BACKGROUND", (0, 0), (-1, -1), colors.HexColor(bg))]))
        self.story.append(KeepTogether([t, Spacer(1, 3 * mm)]))
        return self

    def save(self, path: Path, title: str, author: str) -> None:
        doc = SimpleDocTemplate(str(path), pagesize=self.page, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=16 * mm,
                                bottomMargin=16 * mm, title=title, author=author, creator="holdout3 make.py",
                                producer="ReportLab", subject=title, invariant=1)
        doc.build(self.story)


def text_file(path: Path, text: str) -> None:
    path.write_text(text.strip("\n") + "\n", encoding="utf-8", newline="\n")


# --------------------------------------------------------------------------------------------- h3-01
def h3_01(out: Path) -> None:
    d = Doc("en", 8.5, landscape(A4))
    d.add("h1", "GridBazaar — Browse GPU servers")
    d.add("small", "gridbazaar.io/browse?gpu=any&amp;min_gpus=8&amp;region=eu-north&amp;verified=1 · printed 14 Nov 2026 09:41 CET · account: procurement@tessellate-ai.eu")
    d.table([["Filters", "GPU type: any · Min GPUs per machine: 8 · Region: EU-North · Verified hosts only: yes · Max $/GPU-hr: 4.00 · Sort: reliability"]], [60, 195], header=False)
    d.add("p", "<b>10 machines match</b> (of 1,284 listed). Prices are per GPU-hour and set by each host.")
    rows = [["#", "Host ID", "GPU", "GPUs", "VRAM", "GPU link", "CPU", "RAM", "Disk", "Net", "Reliab.", "$/GPU-hr", ""],
            ["1", "m-11302", "RTX 4090", "8", "24 GB", "PCIe 4.0", "EPYC 7B13 64c", "512 GB", "2 TB NVMe", "1 Gb/s", "98.1%", "0.39", "Rent"],
            ["2", "m-22871", "A100 SXM4 40GB", "8", "40 GB", "NVLink", "2× EPYC 7742 128c", "1024 GB", "4× 3.84 TB NVMe", "10 Gb/s", "99.0%", "0.92", "Rent"],
            ["3", "m-30114", "L40S", "8", "48 GB", "PCIe 4.0", "2× Xeon 6438Y 64c", "1024 GB", "2× 7.68 TB NVMe", "25 Gb/s", "98.7%", "0.86", "Rent"],
            ["4", "m-09945", "A100 PCIe 80GB", "8", "80 GB", "PCIe + bridge pairs", "2× Xeon 8358 64c", "1024 GB", "4× 3.84 TB NVMe", "10 Gb/s", "97.9%", "1.21", "Rent"],
            ["5", "m-51200", "H100 PCIe", "8", "80 GB", "PCIe 5.0", "2× EPYC 9354 64c", "1536 GB", "4× 3.84 TB NVMe", "10 Gb/s", "98.8%", "1.95", "Rent"],
            ["6", "m-40817", "H100 SXM5", "8", "80 GB", "NVLink 4 (NVSwitch)", "2× Xeon 8480+ 112c", "2048 GB", "8× 3.84 TB NVMe", "10 Gb/s", "99.2%", "2.35", "● SELECTED"],
            ["7", "m-40822", "H100 SXM5", "8", "80 GB", "NVLink 4 (NVSwitch)", "2× Xeon 8480+ 112c", "2048 GB", "2× 3.84 TB NVMe", "10 Gb/s", "96.4%", "2.09", "Rent"],
            ["8", "m-61730", "H200 SXM", "8", "141 GB", "NVLink 4 (NVSwitch)", "2× EPYC 9534 128c", "2048 GB", "8× 7.68 TB NVMe", "25 Gb/s", "99.4%", "3.45", "Rent"],
            ["9", "m-70012", "MI300X", "8", "192 GB", "Infinity Fabric", "2× EPYC 9654 192c", "3072 GB", "8× 3.84 TB NVMe", "25 Gb/s", "98.9%", "2.79", "Rent"],
            ["10", "m-80440", "B200", "8", "180 GB", "NVLink 5", "2× Xeon 6960P 144c", "3072 GB", "8× 7.68 TB NVMe", "25 Gb/s", "99.1%", "3.99", "Rent"]]
    d.table(rows, [8, 17, 26, 10, 14, 30, 30, 16, 26, 15, 14, 16, 22], mark=6)
    d.add("small", "Reliability = share of the last 90 days the host was online, as measured by GridBazaar; it is a history, not a commitment. Net = public internet port.")
    d.add("h2", "Your selection")
    d.box(["<b>Host m-40817</b> (Stockholm, verified since March 2025) · 8 × NVIDIA H100 SXM5 80GB, NVLink 4 / NVSwitch full mesh",
           "Whole machine rented to you alone (bare metal, no other tenants, no GPU sharing while the rental runs).",
           "2 × Intel Xeon Platinum 8480+ (56 cores each) · 2048 GB DDR5 · 8 × 3.84 TB NVMe data disks (plus a 480 GB boot SSD) · 10 Gb/s public port",
           "<b>$2.35 per GPU-hour</b> ($18.80 per hour for the machine) · billed per second · no minimum term · stop any time"])
    d.add("h2", "Marketplace terms (excerpt, section 7 of the GridBazaar Renter Terms v4.2)")
    d.add("p", "7.1 GridBazaar is a marketplace. Machines are operated by independent hosts; GridBazaar does not operate them. "
               "7.2 Neither GridBazaar nor the host gives any uptime or availability commitment. No service credits, refunds or other compensation are paid for downtime, interruptions or host failures. "
               "7.3 Data on instance disks is destroyed when the rental ends; renters are responsible for their own backups. "
               "7.4 Disputes about a rental must be raised within 72 hours of its end.")
    d.save(out / "h3-01-gridbazaar-marketplace-listing-h100-en.pdf", "GridBazaar browse results", "GridBazaar")


# --------------------------------------------------------------------------------------------- h3-02
def h3_02(out: Path) -> None:
    d = Doc("zh", 9)
    d.add("h1", "深圳恒拓数科有限公司　报价单")
    d.add("small", "地址：深圳市南山区科技园高新南九道 10 号 · 电话 0755-8610 2237 · 报价编号 HT-QT-20261109-032 · 报价日期 2026年11月9日 · 有效期 15 天")
    d.add("p", "致：杭州某人工智能实验室（采购部 陈工）。感谢垂询，现就 H800 GPU 算力服务器租赁报价如下（本公司为授权代理商，服务由本公司签约并负责交付）。")
    d.table([["序号", "项目", "规格", "单位", "数量", "刊例单价(元)", "折扣", "折后单价(元)", "金额(元)"],
             ["1", "GPU 算力服务器租赁", "8×H800 SXM5 80GB，NVLink 400GB/s，NVSwitch 全互联（配置见下表）", "台/月", "4", "138,000", "85%", "117,300", "469,200"],
             ["2", "公网带宽", "BGP 共享带宽 100Mbps", "条/月", "1", "1,200", "100%", "1,200", "1,200"],
             ["3", "部署与压测服务", "一次性", "次", "1", "8,000", "50%", "4,000", "4,000"],
             ["", "", "", "", "", "", "", "不含税合计", "474,400"],
             ["", "", "", "", "", "", "", "增值税(6%)", "28,464"],
             ["", "", "", "", "", "", "", "含税合计（月）", "502,864"]],
            [9, 27, 50, 11, 9, 18, 10, 19, 17], total_rows=3)
    d.add("p", "注：第 1 项折后单价 ¥117,300/台/月为不含税价；含 6% 增值税为 ¥124,338/台/月。")
    d.add("h2", "单台服务器配置明细")
    d.table([["部件", "规格", "数量"],
             ["GPU", "NVIDIA H800 SXM5 80GB HBM3", "8"],
             ["CPU", "Intel Xeon Platinum 8468（48 核）", "2"],
             ["内存", "64GB DDR5-4800 RDIMM", "32"],
             ["系统盘", "960GB SATA SSD（RAID1）", "2"],
             ["数据盘", "3.84TB U.2 NVMe SSD", "4"],
             ["计算网卡", "400Gb/s RoCE v2（ConnectX-7），RDMA", "8"],
             ["存储/管理网卡", "25GbE 双口", "1"]], [35, 110, 20])
    d.add("h2", "商务条款")
    d.bullets(["租期：最短租期六个月（6个月），按月预付，到期可按月续租。", "交付：合同签订后 10 个工作日内交付 4 台，上架于深圳光明数据中心。",
               "以上价格不含数据迁移及超出 100Mbps 的带宽费用。"])
    d.add("h2", "服务条款（摘要，与正式租赁合同一致）")
    d.bullets(["1. 型号：交付 NVIDIA H800 SXM5，未经甲方书面同意不得替换为其他型号。",
               "2. 显存：每卡 80GB HBM3 完整显存。",
               "3. 互联：节点内 NVLink/NVSwitch 全互联；节点间 8×400Gb/s RoCE v2 RDMA 网络。",
               "4. 独享：整机独享、裸金属交付，不做 MIG 切分，不超售。",
               "5. 可用性：月度可用性不低于 99.9%。",
               "6. 赔偿：可用性每低于承诺值 0.1%，按当月服务费 5% 抵扣，最高抵扣当月服务费的 50%；甲方可在次月 60 日内申请。",
               "7. 验收：交付后 24 小时内验收，单节点 nccl-tests all_reduce busbw ≥ 300GB/s，fio 顺序读 ≥ 6GB/s，Llama 3 8B 基准 MFU ≥ 40%，任一项不达标不计费。",
               "8. 数据删除：租期结束后 7 日内删除甲方全部数据并出具书面删除证明。"], mark="")
    d.sp(6).add("p", "深圳恒拓数科有限公司（盖章）　　销售经理：刘思远　138 2651 0932")
    d.save(out / "h3-02-hengtuo-reseller-quote-h800-zh.pdf", "恒拓数科 报价单", "深圳恒拓数科有限公司")


# --------------------------------------------------------------------------------------------- h3-03
def h3_03(out: Path) -> None:
    d = Doc("en", 9)
    d.add("h1", "Rheinwerk Compute GmbH")
    d.add("small", "Speicherstraße 41 · 60327 Frankfurt am Main · Germany · VAT ID DE318 442 907 · HRB 118204 · billing@rheinwerk-compute.de")
    d.add("h2", "PRO-FORMA INVOICE No. PF-2026-11-0880")
    d.table([["Date", "18 November 2026", "Customer", "Lindqvist Language Models AB, Stockholm"],
             ["Customer ref.", "PO 4500-2291", "Customer VAT ID", "SE559 301 118 201"],
             ["Service period", "first month of the term", "Payment", "14 days net, before delivery"]], [30, 50, 30, 60], header=False)
    d.table([["Item", "Description", "Qty", "Unit", "Unit price (EUR)", "Net amount (EUR)"],
             ["1", "HGX H200 node, dedicated bare metal: 8× NVIDIA H200 SXM5 141 GB HBM3e, NVLink 4 via NVSwitch (900 GB/s per GPU); 2× AMD EPYC 9454 (48 cores each); 24× 96 GB DDR5 (2,304 GB); 2× 1.92 TB NVMe (OS, RAID1); 8× 7.68 TB NVMe (data); 8× NDR 400 Gb/s InfiniBand (RDMA); 10 Gb/s internet uplink", "2", "node-month", "41,500.00", "83,000.00"],
             ["2", "Setup, burn-in and acceptance run (one-off)", "1", "each", "2,400.00", "2,400.00"],
             ["", "Net total", "", "", "", "85,400.00"],
             ["", "VAT 19%", "", "", "", "16,226.00"],
             ["", "Total due", "", "", "", "101,626.00"]], [10, 88, 9, 18, 22, 24], total_rows=3)
    d.add("p", "Minimum term: three (3) months from acceptance, then month to month. Price per node per month, excluding VAT. Reverse charge does not apply (customer located in the EU, B2B: please confirm VAT ID).")
    d.add("small", "Bank: Frankfurter Volksbank · IBAN DE44 5019 0000 6100 4471 12 · BIC FFVBDEFF · please quote PF-2026-11-0880 as reference.")
    d.pb()
    d.add("h2", "Service Schedule RC-SS-7 (extract) — applies to the nodes on this pro-forma")
    d.bullets(["<b>1 Hardware.</b> Rheinwerk delivers exactly the GPU model stated (NVIDIA H200 SXM5) with the full 141 GB of memory per GPU visible to the customer. No substitution without written consent.",
               "<b>2 Interconnect.</b> All eight GPUs of a node are joined by NVLink 4 through NVSwitch (full mesh, 900 GB/s per GPU). Nodes are connected by a non-blocking NDR InfiniBand fabric, 8 × 400 Gb/s per node.",
               "<b>3 Tenancy.</b> Nodes are single-tenant bare metal. MIG and vGPU are disabled and no capacity is oversubscribed.",
               "<b>4 Availability.</b> Monthly availability of each node of at least 99.5%.",
               "<b>5 Service credits.</b> Below 99.5%: 10% of the node's monthly fee; below 99.0%: 25%; below 95.0%: 50%. Claims within 30 days of the month's end.",
               "<b>6 Acceptance.</b> Within 48 hours of handover the customer runs: nccl-tests all_reduce_perf bus bandwidth ≥ 360 GB/s per node; ib_write_bw ≥ 370 Gb/s per port; fio sequential read ≥ 10 GB/s on the data array. Billing starts only once all pass.",
               "<b>7 Data.</b> Within 14 days after the end of the term all customer data is erased (NIST SP 800-88 purge) and a certificate of deletion is issued."])
    d.save(out / "h3-03-rheinwerk-proforma-h200-en.pdf", "Pro-forma PF-2026-11-0880", "Rheinwerk Compute GmbH")


# --------------------------------------------------------------------------------------------- h3-04
def h3_04(out: Path) -> None:
    a = Doc("zh", 9.5)
    a.add("h1", "GPU 算力服务框架协议")
    a.add("small", "协议编号：YX-KJ-2026-0923")
    a.add("p", "甲方：上海澄言智能科技有限公司　　乙方：北京云岫算力科技有限公司")
    a.add("p", "甲乙双方本着平等互利的原则，就乙方向甲方提供 GPU 算力服务事宜达成如下框架协议。本协议有效期三年，具体服务以双方签署的订单为准。")
    clauses = [("第一条 定义", "“订单”指双方依据本协议签署的服务订单及其附件；“服务器”指订单附件一所列的 GPU 服务器。"),
               ("第二条 服务内容", "2.1 乙方按订单向甲方提供 GPU 服务器租用服务。2.2 服务器的型号、配置、数量、价格及租期以订单附件一为准；本协议与订单不一致的，以订单为准。"),
               ("第三条 服务标准", "3.1 乙方应按附件一所列 GPU 型号及每卡显存交付，不得以其他型号、其他规格或缩减显存的产品替换。3.2 服务器节点内 GPU 采用 NVLink 全互联，节点间采用 RDMA 网络，速率以附件一为准。3.3 服务器由甲方独享整机，乙方不得采用虚拟化、MIG 切分或任何形式的资源共享，不得超售。"),
               ("第四条 可用性", "4.1 每台服务器月度可用性不低于 99.9%。4.2 计划内维护须提前 72 小时书面通知，且每月不超过 4 小时，不计入不可用时间。"),
               ("第五条 赔偿", "月度可用性低于 99.9% 但不低于 99.0% 的，乙方按该服务器当月服务费的 10% 赔偿；低于 99.0% 但不低于 95.0% 的，赔偿 25%；低于 95.0% 的，赔偿 50%。甲方应在次月 30 日内提出。"),
               ("第六条 验收", "6.1 乙方交付后 48 小时内，甲方进行验收测试：单节点 nccl-tests all_reduce busbw ≥ 150GB/s；双节点 ≥ 40GB/s；fio 顺序读 ≥ 5GB/s；Llama 3 8B 固定步数训练 MFU ≥ 35%。6.2 任一项不达标的，乙方应在 72 小时内整改，整改完成前不计费。"),
               ("第七条 数据安全", "7.1 乙方不得访问、复制甲方数据。7.2 服务终止后 10 个工作日内，乙方删除甲方全部数据并出具书面删除证明。"),
               ("第八条 费用与结算", "按订单约定的单价和租期按月预付；逾期付款每日按应付金额的万分之五计付违约金。"),
               ("第九条 违约与解除", "乙方连续两个月可用性低于 95.0% 的，甲方有权解除订单并要求退还未使用期间的费用。"),
               ("第十条 其他", "本协议一式肆份，双方各执贰份，自双方盖章之日起生效。")]
    for h, t in clauses:
        a.add("h2", h).add("p", t)
    a.sp(8).add("p", "甲方（盖章）：上海澄言智能科技有限公司　　　乙方（盖章）：北京云岫算力科技有限公司")
    a.add("p", "签署日期：2026年9月23日")
    a.save(out / "h3-04a-yunxiu-kuangjia-xieyi-zh.pdf", "GPU算力服务框架协议", "北京云岫算力科技有限公司")

    b = Doc("zh", 9.5)
    b.add("h1", "服务订单")
    b.table([["订单编号", "YX-DD-20261120-02", "所属框架协议", "YX-KJ-2026-0923"],
             ["甲方", "上海澄言智能科技有限公司", "乙方", "北京云岫算力科技有限公司"],
             ["下单日期", "2026年11月20日", "交付地点", "乙方廊坊数据中心 B3 机房"]], [25, 55, 28, 62], header=False)
    b.add("p", "甲方依据框架协议向乙方订购下列服务，配置、数量及价格详见附件一。订单总金额 ¥1,032,000（含税）。")
    b.sp(6).add("p", "甲方确认：________　　乙方确认：________")
    b.pb()
    b.add("h2", "附件一　服务器配置及价格")
    b.add("p", "服务器：8卡 A800 SXM4 80GB 训练服务器，数量两台（2台）。每台配置如下：")
    b.table([["部件", "型号/规格", "数量"],
             ["GPU", "NVIDIA A800-SXM4-80GB（NVLink 400GB/s，NVSwitch 全互联）", "8"],
             ["CPU", "Intel Xeon Platinum 8358（32 核，2.6GHz）", "2"],
             ["内存", "64GB DDR4-3200", "16"],
             ["系统盘", "480GB SATA SSD", "2"],
             ["数据盘", "7.68TB NVMe SSD", "2"],
             ["计算网络", "200Gb/s HDR InfiniBand 网卡（RDMA）", "8"],
             ["公网", "共享带宽 50Mbps", "1"]], [30, 115, 20])
    b.table([["项目", "单价", "数量", "租期", "小计"],
             ["A800 训练服务器", "¥86,000/台/月（含税）", "2台", "六个月", "¥1,032,000"]], [40, 45, 20, 30, 30])
    b.add("p", "租期：六个月，自验收合格之日起算；按月预付，每月 5 日前支付当月费用。")
    b.save(out / "h3-04b-yunxiu-dingdan-fujian-a800-zh.pdf", "服务订单 YX-DD-20261120-02", "北京云岫算力科技有限公司")


# --------------------------------------------------------------------------------------------- h3-05
def h3_05(out: Path) -> None:
    d = Doc("en", 9)
    d.add("h1", "Northgate AI Infrastructure")
    d.add("h2", "Proposal NG-P-2611-17 — 128-GPU H100 training cluster for Corvid Labs")
    d.add("small", "Issued 17 November 2026 · valid until 15 December 2026 · contact: Priya Raman, Solutions Architect")
    d.add("h2", "1 Summary")
    d.add("p", "Northgate proposes a dedicated cluster of <b>16 nodes × 8 GPUs = 128 NVIDIA H100 SXM5 80GB</b> in our Amsterdam AMS-2 facility, on a twelve (12) month reserved term, for pre-training runs of 30B–70B class models. Every node is bare metal and reserved to Corvid Labs for the whole term.")
    d.add("h2", "2 Rack layout")
    d.table([["Rack", "Location", "Nodes", "GPUs", "Power (kW)", "Monthly (USD)"],
             ["R1", "AMS-2 Hall C, row 7, pos. 11", "4", "32", "44.8", "47,888"],
             ["R2", "AMS-2 Hall C, row 7, pos. 12", "4", "32", "44.8", "47,888"],
             ["R3", "AMS-2 Hall C, row 7, pos. 13", "4", "32", "44.8", "47,888"],
             ["R4", "AMS-2 Hall C, row 7, pos. 14", "4", "32", "44.8", "47,888"],
             ["Total", "", "16", "128", "179.2", "191,552"]], [16, 62, 16, 16, 22, 28], total_rows=1)
    d.add("h2", "3 Node specification (identical for all 16 nodes)")
    d.table([["Component", "Specification", "Qty per node"],
             ["GPU", "NVIDIA H100 SXM5 80GB HBM3", "8"],
             ["GPU interconnect", "NVLink 4 through 4× NVSwitch, full mesh, 900 GB/s per GPU", "—"],
             ["CPU", "Intel Xeon Platinum 8480+ (56 cores)", "2"],
             ["Memory", "64 GB DDR5-4800", "32"],
             ["OS disk", "960 GB NVMe M.2", "1"],
             ["Data disks", "3.84 TB NVMe U.2", "8"],
             ["Compute fabric", "ConnectX-7 NDR 400 Gb/s InfiniBand, rail-optimised non-blocking fat tree", "8"],
             ["Front-end / storage network", "100 GbE", "2"],
             ["Internet", "10 Gb/s dedicated uplink per rack", "—"]], [40, 105, 25])
    d.add("h2", "4 Pricing")
    d.table([["Term", "USD per GPU-hour", "Per node-month (730 h)", "Cluster per month"],
             ["On-demand, no commitment (for reference)", "2.89", "16,878", "270,048"],
             ["12-month reserved — this proposal", "2.05", "11,972", "191,552"]], [70, 30, 38, 32], mark=2)
    d.add("p", "4.1 The reserved price of USD 2.05 per GPU-hour applies to all 128 GPUs for the twelve-month term, invoiced monthly in advance. 4.2 Storage beyond the local NVMe and egress above 200 TB/month are quoted separately.")
    d.pb()
    d.add("h2", "5 Node inventory")
    inv = [["Node", "Hostname", "Rack / U", "IB ports (HCA)", "BMC"]]
    for i in range(16):
        inv.append([str(i + 1), f"ams2-ng-h100-{i + 1:03d}", f"R{i // 4 + 1} / U{4 + (i % 4) * 8}", "mlx5_0 … mlx5_7", f"10.40.{i // 4 + 1}.{20 + i}"])
    d.table(inv, [14, 45, 28, 40, 35])
    d.add("h2", "6 Service terms (to be incorporated in the Master Services Agreement)")
    d.bullets(["6.1 <b>Exact hardware.</b> NVIDIA H100 SXM5 with 80 GB HBM3 per GPU, as specified in section 3; no substitution of model or form factor.",
               "6.2 <b>Interconnect.</b> NVLink 4 full mesh within each node; 8 × 400 Gb/s NDR InfiniBand per node between nodes.",
               "6.3 <b>Dedicated.</b> Whole physical GPUs on single-tenant bare-metal nodes; no MIG, no vGPU, no oversubscription.",
               "6.4 <b>Availability.</b> 99.9% per node per calendar month.",
               "6.5 <b>Credits.</b> 10% of the affected node's monthly fee below 99.9%, 25% below 99.0%, 100% below 95.0%; claims within 45 days.",
               "6.6 <b>Acceptance.</b> Within 72 hours of handover: all_reduce_perf busbw ≥ 380 GB/s on one node and ≥ 360 GB/s across 128 GPUs; ib_write_bw ≥ 370 Gb/s per port; a Llama 3 8B fixed-step benchmark at ≥ 45% MFU.",
               "6.7 <b>Data.</b> Customer data is deleted within 15 days of the end of the term; a deletion certificate is supplied."])
    d.save(out / "h3-05-northgate-cluster-proposal-128xh100-en.pdf", "Proposal NG-P-2611-17", "Northgate AI Infrastructure")


# --------------------------------------------------------------------------------------------- h3-06
def h3_06(out: Path) -> None:
    d = Doc("bi", 14, landscape(A4))
    d.add("big", "Aurora Stack 极光栈")
    d.add("h1", "Blackwell 训练集群方案 · Training cluster offer")
    d.add("p", "2026 年 11 月 · 仅供客户内部评估 · For evaluation only")
    d.pb()
    d.add("big", "为什么选 B200 · Why B200")
    d.bullets(["每卡 BF16 算力 4.5 PFLOPS* · 4.5 PFLOPS BF16 per GPU*", "180 GB HBM3e per GPU · 8 TB/s 显存带宽",
               "NVLink 5 · 1.8 TB/s per GPU · 8 卡全互联 full mesh", "比 H100 训练快 3 倍以上 · 3× faster than H100 in training*"], mark="■")
    d.sp(10).add("small", "* 稀疏算力（2:4 sparsity）/ with sparsity. Training speed-up per vendor benchmark.")
    d.pb()
    d.add("big", "配置 · Configuration")
    d.bullets(["两台 HGX B200 服务器 · 2 nodes, 16 × B200", "每台 Per node：2 × Intel Xeon 6960P（72 cores each）",
               "3 TB DDR5 内存 · 8 × 7.68 TB NVMe 数据盘", "节点间 8 × 400G InfiniBand NDR · RDMA",
               "独享整机，裸金属 · Dedicated bare metal, single tenant"], mark="■")
    d.pb()
    d.add("big", "价格 · Pricing")
    d.bullets(["US$ 4.20 / GPU-hour", "按小时计费 · billed hourly", "最短租期 1 个月 · minimum term one month",
               "首月赠送 20 TB 对象存储 · 20 TB object storage free in month one"], mark="■")
    d.pb()
    d.add("big", "下一步 · Next steps")
    d.bullets(["签署 NDA，获取测试账号 · sign NDA, get a trial node", "联系 Contact: sales@aurorastack.ai · +86 21 6051 7720"], mark="■")
    d.save(out / "h3-06-aurorastack-deck-b200-bi.pdf", "Aurora Stack B200 deck", "Aurora Stack")


# --------------------------------------------------------------------------------------------- h3-07
def h3_07(out: Path) -> None:
    d = Doc("en", 9.5)
    d.add("h1", "Lumen Ridge Cloud — LR-G48 instance datasheet")
    d.add("small", "Document LR-DS-G48 rev. C · October 2026 · lumenridge.cloud")
    d.add("p", "The LR-G48 family brings NVIDIA L40S to fine-tuning, inference and rendering with per-minute billing in our Dublin and Amsterdam regions.")
    d.table([["Specification", "lr.g48.8v"],
             ["GPU", "8 × NVIDIA L40S 48 GB†"],
             ["GPU memory", "48 GB GDDR6 with ECC per GPU†"],
             ["FP8 Tensor", "1,466 TFLOPS*"],
             ["BF16 Tensor", "733 TFLOPS*"],
             ["GPU interconnect", "PCIe Gen4 x16 (the L40S has no NVLink)"],
             ["CPU", "2 × AMD EPYC 9354 (32 cores each)"],
             ["Memory", "768 GB DDR5"],
             ["Local storage", "2 × 3.84 TB NVMe"],
             ["Network", "25 Gb/s"],
             ["Price", "€0.79 per GPU-hour†, billed per minute"]], [55, 110])
    d.add("small", "* Peak figures with structured sparsity.")
    d.add("small", "† Each GPU of an lr.g48 instance is an NVIDIA vGPU with the L40S-24Q profile: a 24 GB framebuffer per vGPU. Two vGPUs share one physical L40S, so an lr.g48.8v instance runs on four physical cards; the price is per vGPU-hour.")
    d.add("h2", "Use cases")
    d.bullets(["LoRA fine-tuning of 7B–13B models", "Batch inference", "Omniverse and rendering"])
    d.save(out / "h3-07-lumenridge-l40s-vgpu-footnotes-en.pdf", "LR-G48 datasheet", "Lumen Ridge Cloud")


# --------------------------------------------------------------------------------------------- h3-08
def h3_08(out: Path) -> None:
    d = Doc("zh", 10)
    d.add("h1", "微信聊天记录")
    d.add("small", "导出自 微信 PC 版 · 与「星河算力-小王」的聊天 · 2026/11/12 · 导出人：周工（算法组）")
    msgs = [("周工", "10:02", "你好，想租 4090 做 8B 的 LoRA 微调，有现货吗"),
            ("星河算力-小王", "10:03", "有的老板，8卡4090整机，独享的，不是拆卡也不是容器"),
            ("星河算力-小王", "10:04", "配置：8×RTX 4090 24G，卡间支持NVLink互联，多卡通信很快"),
            ("星河算力-小王", "10:04", "CPU 双路 EPYC 7543 共64核，内存 512G，数据盘 2块 3.84T NVMe，系统盘 1T NVMe，公网独享带宽 50M"),
            ("周工", "10:06", "价格呢"),
            ("星河算力-小王", "10:07", "一台 ¥2.35/卡/时，按分钟计费，不限最短租期；包月的话 ¥13,800/台/月"),
            ("周工", "10:09", "那先按小时来，一台，明天能交付吗"),
            ("星河算力-小王", "10:10", "可以，订单号 XH20261112-0417，明早 9 点前发登录信息"),
            ("星河算力-小王", "10:10", "[图片] 付款码"),
            ("周工", "10:12", "好的，已付 500 元押金")]
    for who, t, m in msgs:
        d.add("small", f"{who}　{t}")
        d.box([m], bg="#e8f7e0" if who.startswith("星河") else "#ffffff")
    d.save(out / "h3-08-xinghe-wechat-4090-nvlink-zh.pdf", "微信聊天记录 星河算力", "导出")


# --------------------------------------------------------------------------------------------- h3-09
def h3_09(out: Path) -> None:
    d = Doc("en", 9.5)
    d.add("h1", "Cobalt Peak Cloud")
    d.add("h2", "Quote CPQ-88213 — one H100 node for Halvard Research")
    d.add("small", "Prepared 20 November 2026 by Dana Whitlock, Account Executive · quote valid until 31 December 2026")
    d.table([["Instance", "Configuration", "List price", "Launch price"],
             ["cp.h100x8", "8× NVIDIA H100 SXM5 80GB, NVLink/NVSwitch full mesh (900 GB/s per GPU)", "<strike>$3.19 per GPU-hour</strike>", "<b>$2.49 per GPU-hour</b>"]], [25, 85, 30, 30])
    d.add("p", "The launch price of $2.49 per GPU-hour is locked for the entire committed term of six (6) months when the order is signed before 31 December 2026. Billing is hourly; partial hours are rounded up.")
    d.add("h2", "Node")
    d.table([["Item", "Detail"],
             ["GPUs", "8 × H100 SXM5, 80 GB HBM3 each, whole physical GPUs"],
             ["CPU", "2 × Intel Xeon Platinum 8468 (48 cores each)"],
             ["Memory", "2 TB DDR5"],
             ["Boot disk", "1 × 960 GB NVMe"],
             ["Data disks", "4 × 7.68 TB NVMe (30.72 TB)"],
             ["Public network", "25 Gb/s"],
             ["Tenancy", "dedicated bare-metal host; MIG off; no oversubscription"]], [35, 135])
    d.add("h2", "Service commitments (Cobalt Peak Service Terms §4–§9, incorporated)")
    d.bullets(["§4 Model: NVIDIA H100 SXM5 80GB as quoted; no substitution without written consent.",
               "§5 Memory and tenancy: the full 80 GB per GPU is available to the customer (nvidia-smi reports 81,559 MiB); whole GPUs on a dedicated host, no MIG, no vGPU, no oversubscription.",
               "§6 Interconnect: NVLink full mesh through NVSwitch inside the node.",
               "§7 Availability: 99.5% monthly. Credits: 10% of the monthly fee below 99.5%, 25% below 99.0%, 50% below 97.0%; claim within 45 days.",
               "§8 Acceptance within 24 h of handover: all_reduce_perf busbw ≥ 350 GB/s; fio sequential read ≥ 8 GB/s; a fixed-step Llama 3 8B run whose tokens/s becomes the baseline for the term.",
               "§9 Data: deleted within 7 days of termination, with written confirmation."])
    d.save(out / "h3-09-cobaltpeak-struck-promo-price-h100-en.pdf", "Quote CPQ-88213", "Cobalt Peak Cloud")


# --------------------------------------------------------------------------------------------- h3-10
def h3_10(out: Path) -> None:
    d = Doc("zh", 9)
    d.add("h1", "投标文件")
    d.add("p", "项目名称：某大学人工智能计算平台 GPU 算力租赁服务采购项目")
    d.add("p", "招标编号：SH-ZB-2026-1107-016　　包号：第 2 包")
    d.add("p", "投标人：上海澜源智能计算有限公司（盖章）　　日期：2026年11月26日")
    d.add("h2", "一、投标函")
    d.add("p", "我方已仔细研究招标文件全部内容，愿以开标一览表所列价格提供服务，投标有效期 90 天。")
    d.add("h2", "二、开标一览表")
    d.table([["服务内容", "数量", "单价", "租期", "总价"],
             ["H200 SXM 8卡 GPU 服务器租赁（整机独享）", "8台", "¥145,000/台/月", "12个月", "¥13,920,000"]], [60, 15, 35, 20, 30])
    d.add("h2", "三、技术偏离表")
    rows = [["序号", "招标技术要求", "投标响应", "偏离情况"],
            ["3.1", "GPU 型号：NVIDIA H100/H200 SXM 或同等性能", "NVIDIA H200 SXM5", "无偏离"],
            ["3.2", "每卡显存 ≥ 80GB", "141GB HBM3e", "正偏离"],
            ["3.3", "每台 GPU 数量：8 张", "8 张", "无偏离"],
            ["3.4", "节点内互联：NVLink 全互联，≥ 900GB/s", "NVLink 4 + NVSwitch 全互联，900GB/s", "无偏离"],
            ["3.5", "节点间网络：≥ 4×400Gb/s InfiniBand", "8×400Gb/s NDR InfiniBand，RDMA", "正偏离"],
            ["3.6", "CPU ≥ 96 核", "2×Intel Xeon Platinum 8570（56 核）= 112 核", "正偏离"],
            ["3.7", "内存 ≥ 1TB", "2TB（64GB×32）", "正偏离"],
            ["3.8", "数据盘 ≥ 15TB NVMe", "8×3.84TB NVMe = 30.72TB", "正偏离"],
            ["3.9", "系统盘 ≥ 480GB", "2×960GB SATA SSD（RAID1）", "正偏离"],
            ["3.10", "服务器数量 8 台", "8 台", "无偏离"],
            ["3.11", "公网带宽 ≥ 1Gbps", "1Gbps 独享", "无偏离"],
            ["3.12", "整机独享，不得虚拟化或超售", "整机独享裸金属，不虚拟化，不做 MIG 切分，不超售", "无偏离"],
            ["3.13", "交付周期 ≤ 20 日", "签约后 15 日内交付", "正偏离"]]
    d.table(rows, [12, 58, 72, 20])
    d.add("h2", "四、商务偏离表")
    d.table([["序号", "招标商务要求", "投标响应", "偏离情况"],
             ["4.1", "月度可用性 ≥ 99.9%", "月度可用性 99.95%", "正偏离"],
             ["4.2", "可用性不达标须赔偿", "低于 99.95% 赔当月费用 10%，低于 99.0% 赔 30%，低于 95.0% 赔 100%；次月 30 日内申请", "无偏离"],
             ["4.3", "交付验收须有量化指标", "交付后 48 小时内：单节点 all_reduce busbw ≥ 360GB/s，64 卡 ≥ 340GB/s；ib_write_bw ≥ 370Gb/s；fio 顺序读 ≥ 10GB/s", "无偏离"],
             ["4.4", "型号与显存写入合同", "合同明确 H200 SXM5 141GB，不得替换", "无偏离"],
             ["4.5", "服务结束后删除数据", "租期结束后 15 日内删除全部数据并出具删除证明", "无偏离"],
             ["4.6", "付款：按月支付", "按月后付", "正偏离"]], [12, 50, 80, 20])
    d.add("p", "投标人授权代表：顾明哲（签字）")
    d.save(out / "h3-10-lanyuan-toubiao-h200-zh.pdf", "投标文件 SH-ZB-2026-1107-016", "上海澜源智能计算有限公司")


# --------------------------------------------------------------------------------------------- h3-11
def h3_11(out: Path) -> None:
    d = Doc("en", 9)
    d.add("h1", "Harborline Data Centers")
    d.add("h2", "Colocation &amp; Compute Bundle — Order Schedule HL-OS-4471")
    d.add("small", "Under Master Agreement HL-MA-2025-118 · Facility: Rotterdam RTM-1, Suite 3 · Schedule date 21 November 2026")
    d.add("p", "Customer: Fennick Analytics B.V. This schedule combines colocation space and power with a lease of four (4) dedicated GPU servers owned and maintained by Harborline, installed in the customer's racks.")
    d.add("h2", "Part A — Colocation")
    d.bullets(["2 × 48U cabinets, 35 kW each (A+B feeds, 2N UPS)", "4 single-mode cross-connects to the Harborline meet-me room", "Remote hands: 10 hours per month included"])
    d.add("h2", "Part B — Leased GPU servers (single tenant, bare metal)")
    d.table([["Component", "Per server", "Qty"],
             ["GPU", "AMD Instinct MI300X, 192 GB HBM3", "8"],
             ["GPU link", "AMD Infinity Fabric (xGMI), full mesh within the server", "—"],
             ["CPU", "AMD EPYC 9654 (96 cores)", "2"],
             ["Memory", "128 GB DDR5", "24"],
             ["Boot", "960 GB NVMe", "2"],
             ["Back-end fabric", "400 GbE RoCE v2 NIC (RDMA)", "4"],
             ["Training data", "none local — see Part C", "—"]], [35, 110, 20])
    d.add("h2", "Part C — Storage and network")
    d.bullets(["Shared NAS for datasets and checkpoints: 400 TB usable on a 7,200 rpm HDD array (RAID-6), exported over NFS on 2 × 10 GbE per server.",
               "Internet transit: 1 Gb/s committed.",
               "Back-end: 4 × 400 GbE RoCE per server on a dedicated leaf pair."])
    d.add("h2", "Part D — Charges (monthly, USD, excluding VAT)")
    d.table([["Item", "Qty", "Monthly unit", "Monthly total"],
             ["Cabinet 48U, 35 kW", "2", "6,800.00", "13,600.00"],
             ["GPU server lease, 8× MI300X", "4", "29,400.00", "117,600.00"],
             ["Shared NAS 400 TB", "1", "4,200.00", "4,200.00"],
             ["Internet transit 1 Gb/s", "1", "1,250.00", "1,250.00"],
             ["Total per month", "", "", "136,650.00"]], [80, 15, 35, 35], total_rows=1)
    d.add("p", "Term: twenty-four (24) months from the service commencement date. Power above 35 kW per cabinet is billed at USD 0.21 per kWh.")
    d.save(out / "h3-11-harborline-colo-bundle-mi300x-en.pdf", "Order Schedule HL-OS-4471", "Harborline Data Centers")


# --------------------------------------------------------------------------------------------- h3-12
def h3_12(out: Path) -> None:
    text_file(out / "h3-12-kestrel-spot-pricelist-a100-en.md", """
# Kestrel Cloud — Spot GPU price list (EU-West), December 2026

Spot capacity is unused on-demand capacity sold at a discount. Prices change at most once a day; the prices below
were valid on 1 December 2026 at 00:00 UTC.

| Instance | GPU | GPU memory | GPUs | On-demand $/GPU-hr | Spot $/GPU-hr | Typical interruptions / week |
|---|---|---|---|---|---|---|
| k8.h100.80g | H100 SXM5 | 80 GB | 8 | 2.69 | 1.29 | 2–4 |
| k8.a100.80g | A100 SXM4 | 80 GB | 8 | 1.79 | 0.89 | 1–3 |
| k8.a100.40g | A100 SXM4 | 40 GB | 8 | 1.39 | 0.62 | 0–2 |
| k4.l40s | L40S | 48 GB | 4 | 1.05 | 0.52 | 0–1 |
| k1.rtx4090 | RTX 4090 | 24 GB | 1 | 0.44 | 0.21 | 0–1 |

## Your request (ticket KC-77120)

- Instance: **k8.a100.80g**, spot, quantity 1
- 8 × NVIDIA A100 SXM4 80GB, NVLink 3 through NVSwitch (600 GB/s per GPU), full mesh
- 2 × AMD EPYC 7763 (64 cores each), 2048 GB RAM
- Local NVMe scratch: 8 × 3.84 TB (ephemeral: wiped on interruption or termination)
- 25 Gb/s network
- Price: **$0.89 per GPU-hour**, billed per second, no minimum term

## Spot terms

1. Spot instances are whole machines: while an instance runs, its GPUs are not shared with anyone.
2. Kestrel may reclaim spot capacity at any time with a 30-second notice. Reclaimed instances are terminated and their local disks erased.
3. Spot instances are excluded from the Kestrel Cloud SLA: there is no availability commitment for spot capacity and no service credits are paid for interruptions.
4. Customer data on persistent volumes is deleted 30 days after the account is closed.
""")


# --------------------------------------------------------------------------------------------- h3-13
def h3_13(out: Path) -> None:
    d = Doc("zh", 9.5)
    d.add("h1", "算力方舟　GPU 服务器租赁报价")
    d.add("small", "杭州算力方舟网络科技有限公司 · 报价单号 SLFZ-2026-1115-07 · 2026年11月15日")
    d.add("p", "尊敬的客户：根据贵司 70B 模型 LoRA 微调需求，推荐以下 8 卡 H100 整机方案，整机独享。")
    d.table([["序号", "配置项", "规格", "数量"],
             ["1", "GPU", "NVIDIA H100 80GB PCIe", "8"],
             ["2", "GPU 互联", "NVLink 全互联，900GB/s", "—"],
             ["3", "CPU", "AMD EPYC 9534（64 核）", "2"],
             ["4", "内存", "32GB DDR5", "32"],
             ["5", "系统盘", "960GB NVMe", "1"],
             ["6", "数据盘", "7.68TB NVMe", "2"],
             ["7", "网络", "双口 25GbE", "1"]], [14, 30, 95, 20])
    d.table([["计费方式", "单价", "最短租期"],
             ["包月", "¥72,000/台/月", "三个月"]], [40, 60, 40])
    d.add("p", "数量：一台。价格含 IDC 托管、电费及 100Mbps 公网。本报价有效期至 2026年11月30日。")
    d.save(out / "h3-13-suanlifangzhou-h100pcie-nvlink-claim-zh.pdf", "算力方舟报价", "杭州算力方舟网络科技有限公司")


# --------------------------------------------------------------------------------------------- h3-14
def h3_14(out: Path) -> None:
    text_file(out / "h3-14-tidewater-email-a100-40g-70b-full-en.txt", """
From: Marcus Oyelaran <marcus.oyelaran@tidewater-compute.com>
To: Ines Halloran <ines@quillwork.ai>
Date: Tue, 24 Nov 2026 15:12:08 +0000
Subject: RE: Quote for full fine-tune of Llama 3 70B

Hi Ines,

Thanks for the call this morning. As discussed, for your full-parameter fine-tune of Llama 3 70B we can
offer the following from our Reno facility, available from 1 December:

  * two (2) servers, each with 8 x NVIDIA A100 SXM4 40GB (NVLink 3 / NVSwitch, 600 GB/s per GPU)
  * 2 x AMD EPYC 7763 (64 cores each) and 1 TB of RAM per server
  * 4 x 3.84 TB NVMe per server for data, plus a 480 GB boot SSD
  * 8 x 200 Gb/s HDR InfiniBand per server (RDMA), non-blocking
  * 10 Gb/s internet

Both servers are dedicated to you (bare metal, no other tenants). Price: USD 1.29 per GPU-hour, billed
hourly, minimum commitment of one month. That is 16 GPUs in total, so roughly USD 15,070 for a 730-hour month.

We are confident this will handle the 70B run comfortably. Our standard MSA and SLA would apply; I can send
them once you confirm the configuration.

Best,
Marcus

Marcus Oyelaran | Senior Account Manager | Tidewater Compute Inc.
+1 775 555 0148

> On 24 Nov 2026, Ines Halloran wrote:
> Could you quote for a full fine-tune (not LoRA) of Llama 3 70B, bf16, 8k context? Ideally 16 GPUs.
""")


# --------------------------------------------------------------------------------------------- h3-15
def h3_15(out: Path) -> None:
    d = Doc("bi", 9)
    d.add("h1", "磐石云 PanShi Cloud")
    d.add("h2", "配置报价 / Configuration quote  PS-Q-2611-208")
    d.add("small", "日期 Date：2026-11-16 · 客户 Customer：Vireo Robotics Pte. Ltd.")
    d.table([["项目 Item", "规格 Specification", "数量 Qty"],
             ["GPU", "NVIDIA H800 SXM5 80GB HBM3（NVLink 400GB/s，NVSwitch 全互联 full mesh）", "8"],
             ["CPU", "Intel Xeon Gold 6462C（32 核 cores）", "2"],
             ["内存 Memory", "64GB DDR5", "16"],
             ["系统盘 System disk", "1.92TB NVMe SSD", "1"],
             ["数据盘 Data disk", "16TB SATA HDD 7200rpm", "4"],
             ["计算网络 Compute fabric", "400Gb/s NDR InfiniBand（RDMA）", "8"],
             ["公网 Internet", "独享带宽 dedicated 200Mbps", "1"]], [45, 100, 20])
    d.add("p", "服务器数量 Servers：两台 / two (2)。整机独享，裸金属交付 / dedicated bare metal, no sharing.")
    d.table([["计费 Billing", "单价 Unit price", "租期 Term"],
             ["包月 Monthly", "¥118,000/台/月 per server per month", "12 个月 / twelve (12) months"]], [40, 75, 50])
    d.add("small", "价格含税 (6% VAT incl.)，托管于宁夏中卫数据中心 / hosted in Zhongwei, Ningxia.")
    d.save(out / "h3-15-panshi-bilingual-h800-hdd-data-bi.pdf", "PanShi Cloud quote", "磐石云 PanShi Cloud")


# --------------------------------------------------------------------------------------------- h3-16
def h3_16(out: Path) -> None:
    d = Doc("zh", 9)
    d.add("h1", "青穹云　GPU 云服务器实例规格")
    d.add("small", "qingqiong.cn/console/ecs/buy · 地域：华东2（上海）· 打印时间 2026-11-19 14:20")
    d.table([["规格名称", "GPU", "GPU 显存", "vCPU", "内存", "价格（元/小时）", ""],
             ["gn8h.mig1.8x", "8 × H100 MIG 1g.10gb", "8 × 10GB", "32", "256GiB", "18.90", "选择"],
             ["gn8h.mig3.8x", "8 × H100 MIG 3g.40gb", "8 × 40GB", "96", "768GiB", "58.40", "● 已选"],
             ["gn8h.full.4x", "4 × H100 SXM 80GB", "4 × 80GB", "96", "1024GiB", "71.00", "选择"],
             ["gn8h.full.8x", "8 × H100 SXM 80GB", "8 × 80GB", "192", "2048GiB", "142.00", "选择"]], [25, 38, 22, 12, 18, 25, 15], mark=2)
    d.add("h2", "订单确认")
    d.box(["规格：gn8h.mig3.8x（8 个 H100 3g.40gb MIG 实例）", "计费方式：按量付费，按秒计费，¥58.40/小时（折合 ¥7.30/卡·时）",
           "系统盘：ESSD 云盘 200GiB；数据盘：ESSD 云盘 2TiB", "公网：按使用流量计费，峰值 100Mbps", "数量：1 台"])
    d.add("small", "说明：MIG 实例之间算力与显存相互隔离；同一物理 GPU 上的其他 MIG 实例可能分配给其他用户。gn8h.full 规格为整卡独享。")
    d.save(out / "h3-16-qingqiong-console-h100-mig-zh.pdf", "青穹云 实例规格", "青穹云")


# --------------------------------------------------------------------------------------------- h3-17
def h3_17(out: Path) -> None:
    d = Doc("zh", 9.5)
    d.add("h1", "极光智算　算力服务报价单")
    d.add("small", "成都极光智算科技有限公司 · 报价编号 JG-2026-1121-05 · 2026年11月21日")
    d.add("p", "客户：西南某高校语言智能实验室。方案：两台 8 卡 A800 SXM4 80GB 训练服务器，整机独享。")
    d.table([["类别", "配置", "说明"],
             ["GPU", "8 × NVIDIA A800 SXM4 80GB，NVLink 400GB/s，NVSwitch 全互联", "每台"],
             ["CPU", "2 × Intel Xeon Platinum 8362（32 核）", "每台共 64 核"],
             ["内存", "32 × 64GB DDR4", "每台 2TB"],
             ["本地数据盘", "4 × 3.84TB NVMe", "每台 15.36TB"],
             ["系统盘", "2 × 480GB SATA SSD", "RAID1"],
             ["计算网络", "8 × 200Gb/s HDR InfiniBand，RDMA", "每台"],
             ["共享存储", "并行文件系统 200TB（多台共享），聚合读吞吐 ≥ 20GB/s", "另计"],
             ["公网", "共享带宽 200Mbps", "免费"]], [28, 100, 37])
    d.add("p", "价格：¥6.20/卡·时，按小时结算；最短租期 1 个月。共享存储 ¥0.35/GB/月。")
    d.add("h2", "服务保障")
    d.bullets(["型号保证：交付 NVIDIA A800 SXM4 80GB，每卡 80GB 显存完整可用，不以其他型号替换。",
               "互联保证：节点内 NVSwitch 全互联；节点间 8 × 200Gb/s InfiniBand。",
               "独享保证：GPU 整卡独享，不虚拟化、不做 MIG 切分、不超售；“共享”仅指上述存储与带宽。",
               "可用性：月度可用性 ≥ 99.9%；未达标按当月费用的 10%/25%/50%（低于 99.9%/99.0%/95.0%）赔偿，次月 30 日内申请。",
               "验收：交付后 24 小时内，nccl-tests 单节点 busbw ≥ 150GB/s、双节点 ≥ 40GB/s，fio 本地盘顺序读 ≥ 6GB/s；不达标不计费。",
               "数据：租期结束后 5 个工作日内删除客户数据并书面确认。"])
    d.save(out / "h3-17-jiguang-a800-shared-storage-bandwidth-zh.pdf", "极光智算 报价单", "成都极光智算科技有限公司")


# --------------------------------------------------------------------------------------------- h3-18
def h3_18(out: Path) -> None:
    d = Doc("en", 10)
    d.add("h1", "Solace Grid Ltd.")
    d.add("small", "12 Harbour Exchange Square, London E14 9GE · solacegrid.co.uk")
    d.add("p", "25 November 2026")
    d.add("p", "Dr. Aiko Brandt, Head of ML Platform, Perihelion Health GmbH")
    d.add("p", "<b>Re: Proposal for a Llama 3 405B adaptation cluster</b>")
    for t in ["Dear Dr. Brandt,",
              "Thank you for inviting Solace Grid to propose. We would place sixteen (16) NVIDIA H200 SXM GPUs at your disposal, installed as two (2) HGX servers of eight GPUs each, every GPU carrying 141 GB of HBM3e and linked to its seven neighbours by NVLink through NVSwitch.",
              "Each server comes with two terabytes of system memory, ninety-six (96) CPU cores on two sockets, and thirty terabytes of NVMe data storage. The two servers are joined by eight NDR InfiniBand links of 400 Gb/s each per server. The machines would be dedicated to Perihelion: no other customer shares them.",
              "Our fee is USD 38,400 per server per month, with a minimum commitment of three (3) months, invoiced monthly in advance.",
              "As to service levels, we aim for the highest availability and will use commercially reasonable efforts to restore service promptly after any incident. We do not offer service credits; our engineers' attention is, we find, worth more to clients than a credit note.",
              "We would be delighted to discuss the details at your convenience.",
              "Yours sincerely,", "Oliver Penhallow, Commercial Director, Solace Grid Ltd."]:
        d.add("p", t)
    d.save(out / "h3-18-solacegrid-letter-words-h200-en.pdf", "Solace Grid proposal letter", "Solace Grid Ltd.")


# --------------------------------------------------------------------------------------------- h3-19
def h3_19(out: Path) -> None:
    d = Doc("en", 9)
    d.add("small", "Printed from Outlook · Conversation: \"A100 cluster — 4 nodes\" · 3 messages")
    for hdr, body in [
        ("From: Rohan Mehta &lt;rohan@brightwater-gpu.com&gt; · Sent: Thursday, 26 November 2026 11:48 · To: Lea Novak · Subject: RE: RE: A100 cluster — 4 nodes",
         ["Hi Lea, confirming the final configuration and price below.",
          "Four (4) servers, each 8 × NVIDIA A100 SXM4 80GB on NVSwitch (NVLink 3, 600 GB/s per GPU); 2 × EPYC 7713 (64 cores each); 2 TB RAM; 4 × 7.68 TB NVMe data disks.",
          "To your question about the fabric: RDMA is not supported on this pod. The nodes are connected over Ethernet, 2 × 25 GbE per server, and there is no InfiniBand.",
          "MIG will not be enabled; you get whole GPUs, and the servers are dedicated to you.",
          "Price USD 1.45 per GPU-hour, billed per minute, minimum term two weeks.",
          "Rohan Mehta, Brightwater GPU"]),
        ("From: Lea Novak · Sent: Wednesday, 25 November 2026 17:02 · To: Rohan Mehta · Subject: RE: A100 cluster — 4 nodes",
         ["&gt; Thanks Rohan. Is the inter-node network InfiniBand with RDMA? We plan to full fine-tune Llama 3 70B across all 32 GPUs.",
          "&gt; Also please confirm there is no MIG partitioning."]),
        ("From: Rohan Mehta · Sent: Wednesday, 25 November 2026 09:15 · To: Lea Novak · Subject: A100 cluster — 4 nodes",
         ["&gt;&gt; Hi Lea, as promised: we have 32 A100 80GB available in Frankfurt from 7 December. Ticket BW-31877.",
          "&gt;&gt; Earlier quote BW-31410 (8 × A100 40GB, USD 0.98) is withdrawn."])]:
        d.box([hdr], bg="#eeeeee")
        for line in body:
            d.add("p", line)
        d.sp(3)
    d.save(out / "h3-19-brightwater-email-thread-a100-no-rdma-en.pdf", "RE: A100 cluster", "Brightwater GPU")


# --------------------------------------------------------------------------------------------- h3-20
def h3_20(out: Path) -> None:
    d = Doc("bi", 9)
    d.add("h1", "峰合计算 Summitway Computing")
    d.add("h2", "服务订单 Service Order　No. SO-20261118-0064")
    kv = [("客户 Customer", "苏州栖霞数据科技有限公司 Qixia Data Technology"), ("签发日期 Issued", "2026-11-18"),
          ("服务 Service", "GPU 裸金属服务器 GPU bare-metal server"), ("数量 Quantity", "1 台 / one (1) server"),
          ("GPU", "8 × NVIDIA H100 SXM5 80GB HBM3"), ("卡间互联 GPU interconnect", "NVLink 4，NVSwitch 全互联 full mesh，900GB/s"),
          ("CPU", "2 × Intel Xeon Platinum 8462Y+（32 核 cores）"), ("内存 Memory", "2TB DDR5（32 × 64GB）"),
          ("系统盘 System disk", "2 × 960GB NVMe（RAID1）"), ("数据盘 Data disks", "4 × 7.68TB NVMe"),
          ("公网 Internet", "独享 1Gbps dedicated"), ("单价 Unit price", "USD 2.60 / GPU-hour（每卡每小时）"),
          ("计费 Billing", "按小时 hourly"), ("最短租期 Minimum term", "1 个月 / one (1) month")]
    rows = []
    for i in range(0, len(kv), 2):
        a, b = kv[i], kv[i + 1]
        rows.append([a[0], a[1], b[0], b[1]])
    d.table(rows, [30, 55, 30, 55], header=False)
    d.add("h2", "服务条款 Service terms")
    d.bullets(["型号 Model：交付 H100 SXM5 80GB，不得替换 / no substitution.",
               "显存 Memory：每卡 80GB 完整显存 / full 80 GB per GPU.",
               "互联 Interconnect：NVSwitch 全互联 / NVLink full mesh via NVSwitch.",
               "独享 Dedicated：整机独享，无 MIG、无 vGPU、不超售 / whole server, no MIG, no vGPU, no oversubscription.",
               "可用性 Availability：月度 ≥ 99.5% / at least 99.5% per month.",
               "赔偿 Credits：低于 99.5% 退 10%，低于 99.0% 退 25%，低于 95.0% 退 50% / 10%, 25%, 50% of the monthly fee; 30 日内申请 claim within 30 days.",
               "验收 Acceptance：交付后 24 小时内 busbw ≥ 350GB/s、fio 顺序读 ≥ 8GB/s / within 24 h: busbw ≥ 350 GB/s, fio read ≥ 8 GB/s.",
               "数据删除 Data deletion：租期结束 7 日内删除并出具证明 / deleted within 7 days with a certificate."])
    d.add("p", "峰合计算（盖章）Summitway Computing Co., Ltd.　　客户签字 Customer signature：__________")
    d.save(out / "h3-20-summitway-service-order-h100-bi.pdf", "Service Order SO-20261118-0064", "峰合计算 Summitway Computing")


# --------------------------------------------------------------------------------------------- h3-21
def h3_21(out: Path) -> None:
    text_file(out / "h3-21-beichen-email-h20-4node-zh.txt", """
发件人：北辰算力 商务部 赵一鸣 <zhaoyiming@beichen-ai.cn>
收件人：宁波衡知科技 算法平台组 林工
日期：2026年11月23日 16:40
主题：回复：H20 四节点集群报价（含合同要点）

林工您好：

按昨天电话沟通，报价如下，请查收。

一、配置（共四台，每台配置相同）
  1. GPU：8 张 NVIDIA H20 96GB HBM3，NVLink 900GB/s，NVSwitch 全互联；
  2. CPU：Intel Xeon Platinum 8468 两颗，每颗 48 核；
  3. 内存：24 根 64GB DDR5，合计 1.5TB；
  4. 系统盘：480GB SATA SSD 两块（RAID1）；数据盘：7.68TB NVMe 四块；
  5. 计算网络：4 张 400Gb/s RoCE v2 网卡，支持 RDMA；
  6. 公网：独享 500Mbps。

二、价格
  ¥6.80/卡·时，按小时计费，按月结算；最短租期一个月。四台 32 卡，按 730 小时计约 ¥158,848/月。

三、合同要点（正式合同第 5 至 11 条）
  第5条 交付型号为 NVIDIA H20 96GB，未经书面同意不得替换；
  第6条 每卡 96GB 显存完整可用；
  第7条 节点内 NVSwitch 全互联，节点间 4×400Gb/s RoCE v2；
  第8条 整机独享，不做 MIG 切分、不使用 vGPU、不超售；
  第9条 月度可用性不低于 99.9%；低于 99.9% 赔偿当月费用 10%，低于 99.0% 赔偿 25%，低于 95.0% 赔偿 50%，次月 30 日内申请；
  第10条 交付后 24 小时内验收：单节点 nccl all_reduce busbw ≥ 350GB/s，四节点 ≥ 80GB/s，fio 顺序读 ≥ 8GB/s；不达标不计费；
  第11条 租期结束后 10 日内删除全部客户数据并出具删除证明。

以上，如无问题下周一可签合同，合同编号预留 BC-HT-2026-1123。

赵一鸣
北辰算力（天津）科技有限公司　商务经理
电话 022-5866 3190
""")


# --------------------------------------------------------------------------------------------- h3-22
def h3_22(out: Path) -> None:
    text_file(out / "h3-22-quarrylabs-quote-a100-40g-uptime99-en.md", """
# Quarry Labs Compute — Quote QL-2026-0412

**Customer:** Tern Bioinformatics · **Date:** 27 November 2026 · **Valid:** 30 days

## Configuration

Two (2) dedicated bare-metal servers, each:

| Component | Spec | Qty |
|---|---|---|
| GPU | NVIDIA A100 SXM4 40GB (NVLink 3 via NVSwitch, 600 GB/s) | 8 |
| CPU | AMD EPYC 7543 (32 cores) | 2 |
| RAM | 64 GB DDR4 | 16 |
| Data disk | 3.84 TB NVMe | 4 |
| Boot disk | 480 GB NVMe | 1 |
| Fabric | 200 Gb/s HDR InfiniBand (RDMA) | 8 |
| Internet | 10 Gb/s | 1 |

## Price

- **$1.09 per GPU-hour**, billed hourly, 16 GPUs
- Minimum term: 3 months

## Service level agreement (summary of Quarry Labs SLA v3)

1. *Hardware.* NVIDIA A100 SXM4 40GB exactly as listed; full 40 GB per GPU; no substitution.
2. *Interconnect.* NVSwitch full mesh in each server; 8 x 200 Gb/s HDR InfiniBand between servers.
3. *Dedicated.* Whole GPUs, single tenant, no MIG, no vGPU, no oversubscription.
4. *Monthly uptime commitment:* 99.0%.
5. *Credits:* 10% of the monthly fee if uptime falls below 99.0%, 25% below 97.0%, 50% below 95.0%; claim within 30 days.
6. *Acceptance:* within 48 hours; nccl-tests all_reduce busbw >= 200 GB/s per server, fio read >= 6 GB/s.
7. *Data:* customer data deleted within 10 days after the end of the term.
""")


# --------------------------------------------------------------------------------------------- h3-23
def h3_23(out: Path) -> None:
    d = Doc("en", 9.5)
    d.add("h1", "Vantage Orbit Cloud — pricing calculator")
    d.add("small", "calculator.vantageorbit.com · estimate VOC-EST-590317 · saved 28 Nov 2026 · region us-central-2")
    d.add("h2", "1. Instance")
    d.bullets(["● vo.h100.8x — 8 × NVIDIA H100 SXM5 80GB, NVLink/NVSwitch full mesh, 2 × Xeon Platinum 8480+ (112 cores), 2,048 GB RAM",
               "○ vo.h100.4x — 4 × H100 SXM5 80GB", "○ vo.a100.8x — 8 × A100 SXM4 80GB"], mark="")
    d.add("h2", "2. Tenancy")
    d.bullets(["● Dedicated host (sole tenant, bare metal)", "○ Shared host"], mark="")
    d.add("h2", "3. Commitment")
    d.bullets(["○ On-demand — $31.20 per instance-hour", "● 1-year commitment — $23.60 per instance-hour ($2.95 per GPU-hour)", "○ 3-year commitment — $18.90 per instance-hour"], mark="")
    d.add("h2", "4. Storage")
    d.bullets(["● Standard persistent disk (HDD-backed), 4 TB — $0.04 per GB-month", "○ Performance SSD persistent disk — $0.17 per GB-month", "○ Local NVMe — not available with vo.h100.8x in this region"], mark="")
    d.add("h2", "5. Network")
    d.bullets(["Internet egress: 50 Gb/s instance bandwidth; first 1 TB per month free"], mark="")
    d.add("h2", "Estimate")
    d.table([["Line", "Quantity", "Rate", "Monthly"],
             ["vo.h100.8x, 1-year commitment", "1 × 730 h", "$23.60 / instance-hour", "$17,228.00"],
             ["Standard persistent disk", "4,096 GB", "$0.04 / GB-month", "$163.84"],
             ["Total per month", "", "", "$17,391.84"]], [60, 30, 45, 30], total_rows=1)
    d.add("small", "Billed per minute. A 1-year commitment is billed monthly for twelve (12) months whether or not the instance runs. Estimate only; not an offer to contract.")
    d.save(out / "h3-23-vantageorbit-calculator-h100-hdd-disk-en.pdf", "Vantage Orbit estimate VOC-EST-590317", "Vantage Orbit Cloud")


# --------------------------------------------------------------------------------------------- h3-24
def h3_24(out: Path) -> None:
    d = Doc("zh", 9)
    d.add("h1", "投标文件（技术部分）")
    d.add("p", "项目：某市智能制造创新中心模型微调算力服务项目　招标编号：NL-GK-2026-0388")
    d.add("p", "投标人：广州南岭数算科技有限公司　　2026年11月24日")
    d.add("h2", "一、报价")
    d.table([["服务内容", "数量", "单价", "租期"],
             ["8 卡 L40S GPU 服务器租赁", "1台", "¥38,000/台/月", "6个月"]], [70, 20, 40, 30])
    d.add("h2", "二、技术偏离表")
    d.table([["序号", "招标要求", "投标响应", "偏离"],
             ["1", "GPU 显存 ≥ 48GB/卡", "NVIDIA L40S 48GB GDDR6", "无偏离"],
             ["2", "每台 GPU ≥ 8 张", "8 张", "无偏离"],
             ["3", "卡间高速互联（NVLink）", "8 卡 NVLink 互联", "无偏离"],
             ["4", "CPU ≥ 64 核", "2 × AMD EPYC 9374F（32 核）", "无偏离"],
             ["5", "内存 ≥ 512GB", "768GB DDR5", "正偏离"],
             ["6", "NVMe 数据盘 ≥ 7TB", "2 × 3.84TB NVMe", "正偏离"],
             ["7", "整机独享", "整机独享，裸金属", "无偏离"],
             ["8", "公网 ≥ 100Mbps", "200Mbps 独享", "正偏离"]], [12, 50, 75, 20])
    d.add("p", "投标人郑重承诺：以上响应真实有效，如有虚假愿承担相应责任。")
    d.save(out / "h3-24-nanling-toubiao-l40s-nvlink-zh.pdf", "投标文件 NL-GK-2026-0388", "广州南岭数算科技有限公司")


# --------------------------------------------------------------------------------------------- h3-25
def h3_25(out: Path) -> None:
    d = Doc("en", 9)
    d.add("h1", "Albion Compute Partners Ltd")
    d.add("small", "Authorised reseller · Unit 4, Forge Yard, Bristol BS1 6QH · VAT reg. GB 381 2270 19 · Quotation ACP-Q-10452 · 30 November 2026")
    d.add("p", "For: Hollowmere AI Ltd, attn. Sam Okafor. Single server for LoRA fine-tuning, hosted in our Slough partner facility.")
    d.table([["Line", "Description", "Qty", "List £", "Discount", "Net £", "Line total £"],
             ["1", "GPU server, 4 × NVIDIA A800 PCIe 80GB, per GPU-hour", "4 GPUs × 730 h", "2.40", "12.5%", "2.10", "6,132.00"],
             ["2", "Onboarding and image build", "1", "450.00", "100%", "0.00", "0.00"],
             ["", "Subtotal (ex VAT)", "", "", "", "", "6,132.00"],
             ["", "VAT @ 20%", "", "", "", "", "1,226.40"],
             ["", "Total per month (inc VAT)", "", "", "", "", "7,358.40"]], [10, 62, 24, 14, 16, 14, 22], total_rows=3)
    d.add("h2", "Server")
    d.bullets(["4 × A800 PCIe 80GB, PCIe 4.0 — no NVLink bridge fitted", "2 × Intel Xeon Gold 6338 (32 cores each), 512 GB RAM",
               "2 × 3.84 TB NVMe data, 480 GB boot", "10 Gb/s internet", "Dedicated server, no other tenants"])
    d.add("p", "Price per GPU-hour £2.10 net (£2.52 inc VAT), billed hourly, minimum term one (1) month.")
    d.add("h2", "Service levels")
    d.bullets(["Availability: up to 99.9%, on a best-effort basis.", "Service credits: may be offered at our discretion.",
               "Data: deleted on request at the end of the term."])
    d.save(out / "h3-25-albion-reseller-discount-vat-a800pcie-en.pdf", "Quotation ACP-Q-10452", "Albion Compute Partners Ltd")


# --------------------------------------------------------------------------------------------- h3-26
def h3_26(out: Path) -> None:
    d = Doc("zh", 9)
    d.add("h1", "华渊智算　机柜级 GPU 集群报价")
    d.add("small", "内蒙古华渊智算科技有限公司 · 方案编号 HY-FA-2611-09 · 2026年11月25日 · 乌兰察布数据中心")
    d.add("p", "方案：2 个机柜 × 每柜 4 台 = 8 台 8 卡 A800 SXM4 80GB 服务器，合计 64 卡，整机独享，用于 70B 模型预训练。")
    d.table([["机柜", "位置", "台数", "卡数", "功率(kW)", "月费(元)"],
             ["A01", "3 号楼 2 层 A 区 01", "4", "32", "26", "328,000"],
             ["A02", "3 号楼 2 层 A 区 02", "4", "32", "26", "328,000"],
             ["合计", "", "8", "64", "52", "656,000"]], [18, 55, 15, 15, 20, 30], total_rows=1)
    d.add("p", "单价：¥82,000/台/月；租期十二个月，按季度预付。")
    d.add("h2", "单台配置")
    d.table([["部件", "规格", "数量"],
             ["GPU", "NVIDIA A800 SXM4 80GB（NVLink 400GB/s，NVSwitch 全互联）", "8"],
             ["CPU", "Intel Xeon Platinum 8380（40 核）", "2"],
             ["内存", "64GB DDR4", "32"],
             ["系统盘", "960GB SATA SSD", "2"],
             ["数据盘", "3.84TB NVMe", "4"],
             ["计算网络", "200Gb/s HDR InfiniBand（RDMA）", "8"],
             ["公网", "共享带宽 1Gbps", "1"]], [30, 115, 20])
    d.add("h2", "服务承诺")
    d.bullets(["(1) 型号：NVIDIA A800 SXM4 80GB，每卡 80GB 显存完整可用，不以其他型号替换；",
               "(2) 互联：节点内 NVSwitch 全互联，节点间 8×200Gb/s HDR InfiniBand 非阻塞；",
               "(3) 独享：GPU 整卡独享，不虚拟化、不做 MIG 切分、不超售；",
               "(4) 可用性：月度可用性 ≥ 99.9%；",
               "(5) 赔偿：低于 99.9% 赔偿当月费用 10%，低于 99.0% 赔偿 25%，低于 95.0% 赔偿 50%；次月 30 日内申请；",
               "(6) 验收：交付后 48 小时内，单节点 busbw ≥ 150GB/s，64 卡 ≥ 80GB/s，ib_write_bw ≥ 180Gb/s，fio 顺序读 ≥ 6GB/s；",
               "(7) 数据：租期结束后 15 日内删除客户全部数据并出具证明。"], mark="")
    d.save(out / "h3-26-huayuan-rack-level-a800-64gpu-zh.pdf", "华渊智算 机柜级报价", "内蒙古华渊智算科技有限公司")


# --------------------------------------------------------------------------------------------- h3-27
def h3_27(out: Path) -> None:
    text_file(out / "h3-27-polarisforge-b200-quote-en.txt", """
POLARIS FORGE — QUOTE PF-B200-0193
Date: 29 November 2026
To: Kittiwake Models Ltd (Ravi Sandhu)

Dedicated B200 node, Helsinki HEL-3

  GPUs .............. 8 x NVIDIA B200, 180 GB HBM3e each (NVLink 5 / NVSwitch full mesh, 1.8 TB/s per GPU)
  CPU ............... 2 x Intel Xeon 6960P, 72 cores each
  Memory ............ 32 x 96 GB DDR5 = 3,072 GB
  Boot .............. 2 x 960 GB NVMe (RAID1)
  Data .............. 8 x 7.68 TB NVMe
  Internet .......... 25 Gb/s
  Tenancy ........... bare metal, single tenant

Price: USD 5.40 per GPU-hour, billed per second, minimum term 7 days.

Terms (Polaris Forge Dedicated Compute Terms, sections 3-9):
  3. Exact model: NVIDIA B200 180 GB as above; no substitution.
  4. Memory: the full 180 GB of each GPU is visible to the customer.
  5. Interconnect: NVLink 5 full mesh via NVSwitch within the node.
  6. Dedicated: no MIG, no vGPU, no time-slicing, no oversubscription.
  7. Availability: 99.9% monthly; credits of 10% of the monthly fee below 99.9%, 25% below 99.0%,
     50% below 95.0%; claims within 30 days of month end.
  8. Acceptance within 24 hours: all_reduce_perf busbw >= 700 GB/s; fio sequential read >= 12 GB/s;
     a fixed-step Llama 3 8B benchmark at >= 40% MFU recorded as the baseline.
  9. Data: erased within 7 days of the end of the term, with a deletion certificate.

Ravi, the node can be handed over on 3 December. -- Aino Virtanen, Polaris Forge
""")


# --------------------------------------------------------------------------------------------- h3-28
def h3_28(out: Path) -> None:
    d = Doc("bi", 9.5)
    d.add("h1", "栈桥云 Trestle Cloud")
    d.add("h2", "订单确认 Order confirmation　TC-ORD-8860412")
    d.add("small", "控制台 Console · 2026-11-27 21:05 (UTC+8) · 账号 Account: lab-kexin")
    d.table([["项目 Item", "内容 Value"],
             ["产品 Product", "GPU 容器实例 / GPU container instance"],
             ["规格 Spec", "tc.h100.c8 — 8 × H100 SXM 80GB"],
             ["显存配额 GPU memory quota", "20GB / 每卡 per GPU（可在控制台调整 adjustable）"],
             ["vCPU / 内存 Memory", "64 vCPU / 512GB"],
             ["存储 Storage", "共享存储 shared storage 2TB（NFS）"],
             ["计费 Billing", "按量付费 pay-as-you-go，按秒计费 per second"],
             ["单价 Unit price", "¥4.80/卡·时 per GPU-hour"],
             ["数量 Quantity", "1"]], [55, 110])
    d.add("small", "容器实例按显存配额调度，多个实例可运行在同一张物理 GPU 上 / Container instances are scheduled by memory quota; several instances may run on the same physical GPU.")
    d.save(out / "h3-28-trestle-container-quota-h100-bi.pdf", "Trestle Cloud order TC-ORD-8860412", "栈桥云 Trestle Cloud")


# --------------------------------------------------------------------------------------------- h3-29
def h3_29(out: Path) -> None:
    a = Doc("en", 9.5)
    a.add("h1", "Ironbark Systems Pty Ltd")
    a.add("h2", "Statement of Work SOW-IB-0077 — 64-GPU H100 reservation")
    a.add("small", "Between Ironbark Systems Pty Ltd (\"Ironbark\") and Saltmarsh Intelligence Inc. (\"Customer\") · 1 December 2026 · governed by the SLA Schedule IB-SLA-2 attached")
    a.add("h2", "1. Scope")
    a.add("p", "Ironbark will provide eight (8) dedicated HGX H100 nodes, sixty-four (64) GPUs in total, in its Sydney SYD-4 facility for a term of twelve (12) months, for adaptation of Llama 3 405B.")
    a.add("h2", "2. Configuration of each node")
    a.table([["Item", "Specification", "Qty"],
             ["GPU", "NVIDIA H100 SXM5 80GB HBM3", "8"],
             ["NVLink", "NVLink 4 via NVSwitch, full mesh, 900 GB/s per GPU", "—"],
             ["CPU", "AMD EPYC 9454 (48 cores)", "2"],
             ["Memory", "2 TB DDR5 total", "—"],
             ["OS disk", "960 GB SATA SSD", "2"],
             ["Data", "7.68 TB NVMe", "4"],
             ["Fabric", "NDR 400 Gb/s InfiniBand", "8"],
             ["Internet", "10 Gb/s", "—"]], [30, 115, 20])
    a.add("h2", "3. Fees")
    a.add("p", "USD 2.20 per GPU-hour for the twelve-month term (about USD 102,784 per month for 64 GPUs), invoiced monthly in arrears.")
    a.add("h2", "4. Milestones")
    a.table([["#", "Milestone", "Date"],
             ["M1", "Nodes racked and burned in", "8 December 2026"],
             ["M2", "Acceptance tests passed (SLA Schedule §4)", "10 December 2026"],
             ["M3", "Start of billing", "on M2"]], [12, 110, 40])
    a.save(out / "h3-29a-ironbark-sow-h100-64gpu-en.pdf", "SOW-IB-0077", "Ironbark Systems Pty Ltd")

    b = Doc("en", 9.5)
    b.add("h1", "SLA Schedule IB-SLA-2")
    b.add("small", "Schedule to Statement of Work SOW-IB-0077 · Ironbark Systems Pty Ltd")
    for h, t in [("1. Hardware", "Ironbark shall deliver NVIDIA H100 SXM5 GPUs with 80 GB HBM3 each, exactly as listed in the SOW, for the whole term, and shall not substitute another model or form factor without the Customer's prior written consent."),
                 ("2. Interconnect", "Within each node all GPUs are connected through NVSwitch (NVLink full mesh). Nodes are connected by a non-blocking NDR InfiniBand fabric with eight 400 Gb/s ports per node."),
                 ("3. Dedicated capacity", "All GPUs are whole physical GPUs reserved for the Customer. Ironbark shall not enable MIG or vGPU, and shall not oversubscribe or time-share the nodes."),
                 ("4. Acceptance", "Within 72 hours of M1 the Customer runs the acceptance suite: nccl-tests all_reduce_perf ≥ 370 GB/s on one node and ≥ 340 GB/s across 64 GPUs; ib_write_bw ≥ 370 Gb/s per port; fio sequential read ≥ 8 GB/s per node; a fixed-step Llama 3 70B benchmark at ≥ 40% MFU. Failed nodes are replaced before billing starts."),
                 ("5. Availability", "Each node shall be available at least 99.9% of each calendar month."),
                 ("6. Service credits", "Below 99.9%: 10% of the node's monthly fee; below 99.0%: 25%; below 95.0%: 50%. Credits are claimed within 45 days."),
                 ("7. Data", "Within 14 days after the term ends Ironbark deletes all Customer data from the nodes and storage and certifies the deletion in writing."),
                 ("8. Termination", "Either party may terminate for material breach not cured within 30 days.")]:
        b.add("h2", h).add("p", t)
    b.save(out / "h3-29b-ironbark-sla-schedule-en.pdf", "SLA Schedule IB-SLA-2", "Ironbark Systems Pty Ltd")


# --------------------------------------------------------------------------------------------- h3-30
def h3_30(out: Path) -> None:
    d = Doc("zh", 10)
    d.add("h1", "曜石算力　H200 算力服务器产品规格书")
    d.add("small", "文档编号 YS-SPEC-H200-V2.1 · 2026年10月 · 北京曜石算力科技有限公司")
    d.table([["参数", "规格"],
             ["GPU", "8 × NVIDIA H200 SXM5 141GB HBM3e"],
             ["单卡峰值算力（BF16）", "1979 TFLOPS"],
             ["单卡显存带宽", "4.8 TB/s"],
             ["GPU 互联", "NVLink 900GB/s，NVSwitch 全互联"],
             ["CPU", "2 × Intel Xeon Platinum 8558（48 核）"],
             ["内存", "2TB DDR5"],
             ["系统盘", "2 × 960GB NVMe"],
             ["数据盘", "4 × 7.68TB NVMe"],
             ["公网", "独享 1Gbps"],
             ["交付方式", "整机独享，裸金属"]], [55, 110])
    d.add("h2", "租赁价格")
    d.add("p", "¥11.50/卡·时，按小时计费；包月另议。单台起租，最短租期 1 个月。")
    d.save(out / "h3-30-yaoshi-spec-h200-bf16-sparse-zh.pdf", "曜石算力 H200 规格书", "北京曜石算力科技有限公司")


BUILDERS = [h3_01, h3_02, h3_03, h3_04, h3_05, h3_06, h3_07, h3_08, h3_09, h3_10, h3_11, h3_12, h3_13, h3_14, h3_15,
            h3_16, h3_17, h3_18, h3_19, h3_20, h3_21, h3_22, h3_23, h3_24, h3_25, h3_26, h3_27, h3_28, h3_29, h3_30]


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: make.py OUTDIR", file=sys.stderr)
        return 2
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS:
        build(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
