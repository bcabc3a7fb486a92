"""Build the holdout14 studied corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English,
bilingual, weighted toward vendor identity (the awarded bidder on a three-vendor comparison sheet, a sales agent or
reseller quoting for the provider, a distributor beside the provider, the provider only in a signature block, a
bank-details payee, a footer copyright line, a customer's purchase order or approval form whose letterhead is the
buyer's), pricing (GPU-hour, card-month, node-month, node-day, server-year, instance-hour; tax-inclusive beside
exclusive; promotional beside list prices; prepaid beside pay-as-you-go; renewal prices beside the old ones; totals
with quantity and term; minimum terms in words; per-second, per-minute, hourly and daily billing; CNY, USD, EUR,
JPY, SGD, HKD) and storage (boot beside data disks, BOM lines, per-node beside cluster totals, RAID levels, shared
parallel file-system quotas, object storage, disks in prose).

Run: python tests/corpus/holdout14/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
byte-identical.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import PageBreak, Paragraph, Preformatted, SimpleDocTemplate, Spacer, Table, TableStyle

rl_config.invariant = 1
for _face in ("STSong-Light", "HeiseiMin-W3"):
    pdfmetrics.registerFont(UnicodeCIDFont(_face))

Item = tuple
BUILDERS: dict[str, Callable[[Path], None]] = {}


def _face(cjk: bool | str) -> str | None:
    """The CID face for a document: STSong-Light for Chinese (cjk=True), or the one named."""
    if isinstance(cjk, str):
        return cjk
    return "STSong-Light" if cjk else None


def _styles(cjk: bool | str, cell_size: float) -> dict[str, ParagraphStyle]:
    face = _face(cjk)
    font = face or "Helvetica"
    bold = face or "Helvetica-Bold"
    wrap = "CJK" if face else None
    return {
        "title": ParagraphStyle("title", fontName=bold, fontSize=15, leading=20, spaceAfter=5, wordWrap=wrap),
        "brand": ParagraphStyle("brand", fontName=bold, fontSize=19, leading=23, spaceAfter=2, wordWrap=wrap,
                                textColor=colors.HexColor("#123c5a")),
        "h": ParagraphStyle("h", fontName=bold, fontSize=11, leading=14.5, spaceBefore=6, spaceAfter=3,
                            wordWrap=wrap),
        "p": ParagraphStyle("p", fontName=font, fontSize=9.4, leading=13.2, spaceAfter=3, wordWrap=wrap),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.6, leading=10.2, wordWrap=wrap,
                                textColor=colors.HexColor("#444444")),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=cell_size, leading=cell_size * 1.3, wordWrap=wrap),
        "mono": ParagraphStyle("mono", fontName=face or "Courier", fontSize=8.6, leading=11.4),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool | str = False, title: str = "", author: str = "",
        footer: str = "", land: bool = False, cell_size: float = 8.2, header: str = "") -> None:
    """Lay out a list of (kind, ...) items as a PDF; header/footer text and page numbers on every page.

    Kinds: brand, title, h, p, small (paragraphs); sp (space, mm); pb (page break); mono (preformatted);
    t (ruled table: rows, column fractions, options head (rows repeated on each page), shade, shade_col, grid,
    span);
    cols (two unruled columns)."""
    st = _styles(cjk, cell_size)
    size = landscape(A4) if land else A4
    margin = 12 * mm if land else 18 * mm
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=margin, rightMargin=margin,
                            topMargin=15 * mm, bottomMargin=18 * mm, title=title, author=author)
    width = size[0] - 2 * margin
    story: list = []
    for item in items:
        kind = item[0]
        if kind in ("brand", "title", "h", "p", "small"):
            story.append(Paragraph(item[1], st[kind]))
        elif kind == "sp":
            story.append(Spacer(1, item[1] * mm))
        elif kind == "pb":
            story.append(PageBreak())
        elif kind == "mono":
            story.append(Preformatted(item[1], st["mono"]))
        elif kind == "t":
            rows, widths = item[1], item[2]
            opts = item[3] if len(item) > 3 else {}
            head = opts.get("head", 1)
            cells = [[Paragraph(str(c), st["cell"]) for c in r] for r in rows]
            cols = [width * w for w in widths] if widths else None
            t = Table(cells, colWidths=cols, repeatRows=head)
            grid = colors.HexColor(opts.get("grid", "#888888"))
            style = [("GRID", (0, 0), (-1, -1), 0.4, grid), ("VALIGN", (0, 0), (-1, -1), "TOP")]
            if cell_size < 7:
                style += [("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]
            if head:
                style.append(("BACKGROUND", (0, 0), (-1, head - 1), colors.HexColor("#dde4ee")))
            for r in opts.get("shade", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#fff2b3")))
            for c in opts.get("shade_col", []):
                style.append(("BACKGROUND", (c, 0), (c, -1), colors.HexColor("#fff2b3")))
            for a, b in opts.get("span", []):
                style.append(("SPAN", a, b))
            t.setStyle(TableStyle(style))
            story.append(t)
            story.append(Spacer(1, 2.5 * mm))
        elif kind == "cols":
            left, right = item[1], item[2]
            cell = [[[Paragraph(s, st[k]) for k, s in left], [Paragraph(s, st[k]) for k, s in right]]]
            t = Table(cell, colWidths=[width * 0.49, width * 0.49])
            t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("LINEAFTER", (0, 0), (0, 0), 0.6, colors.HexColor("#bbbbbb"))]))
            story.append(t)
        else:
            raise ValueError(kind)

    def on_page(canvas, _doc) -> None:  # type: ignore[no-untyped-def]
        canvas.saveState()
        canvas.setFont(_face(cjk) or "Helvetica", 7.3)
        if header:
            canvas.drawString(margin, size[1] - 9 * mm, header)
        if footer:
            canvas.drawString(margin, 9 * mm, footer)
        canvas.drawRightString(size[0] - margin, 9 * mm, f"{canvas.getPageNumber()}")
        canvas.restoreState()

    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)


def text(path: Path, body: str) -> None:
    path.write_text(body.strip("\n") + "\n", encoding="utf-8")


def doc(name: str) -> Callable[[Callable[[Path], None]], Callable[[Path], None]]:
    def register(fn: Callable[[Path], None]) -> Callable[[Path], None]:
        BUILDERS[name] = fn
        return fn
    return register


# ================================================================================================ Chinese
@doc("k01")
def k01(out: Path) -> None:
    pdf(out / "k01-comparison-sheet-awarded-h800-zh.pdf", [
        ("small", "深圳前海星图智能科技有限公司　｜　采购管理部　｜　内部文件"),
        ("title", "采购比价及定标审批表"),
        ("p", "采购项目：H800 训练服务器租赁（2 台 × 12 个月）　　项目编号：XT-CG-2026-1127"),
        ("p", "需求部门：大模型研发中心　　比价日期：2026 年 11 月 27 日　　询价方式：邀请三家供应商报价"),
        ("h", "一、供应商报价对比"),
        ("t", [["比较项", "供应商 A", "供应商 B（中标）", "供应商 C"],
               ["供应商名称", "北京燕云智算科技有限公司", "成都锦屏算力科技有限公司", "上海浦江云图数据有限公司"],
               ["GPU", "8 × H800 SXM5 80GB", "8 × H800 SXM5 80GB", "8 × H800 PCIe 80GB"],
               ["数据盘（每台）", "2 × 3.84TB NVMe", "4 × 7.68TB NVMe", "4 × 3.84TB SATA SSD"],
               ["机间网络", "2 × 200Gb/s RoCE", "4 × 400Gb/s NDR InfiniBand", "2 × 100GbE"],
               ["单价（元/台/月，不含税）", "86,000.00", "83,500.00", "79,800.00"],
               ["单价（元/台/月，含 6% 税）", "91,160.00", "88,510.00", "84,588.00"],
               ["最短租期", "6 个月", "12 个月", "3 个月"],
               ["综合评分", "81.5", "92.0", "74.0"],
               ["结论", "—", "★ 中标", "—"]],
         [0.2, 0.26, 0.28, 0.26], {"shade_col": [2]}),
        ("p", "评审意见：供应商 C 为 PCIe 机型、SATA 数据盘，不满足多机训练要求；供应商 A 价格最高且数据盘容量不足。"
              "经评审小组一致同意，<b>确定供应商 B 成都锦屏算力科技有限公司（简称“锦屏算力”）为中标供应商</b>，"
              "按其报价 83,500.00 元/台/月（不含税；含 6% 增值税为 88,510.00 元/台/月）签订 12 个月租赁合同。"),
        ("h", "二、中标供应商配置（每台，摘自锦屏算力投标文件）"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB HBM3，NVSwitch 全互联，每卡 NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8480+（每颗 56 核）"],
               ["内存", "2TB DDR5（32 × 64GB）"],
               ["系统盘", "2 × 960GB SATA SSD，RAID1"],
               ["数据盘", "4 × 7.68TB NVMe U.2，单台合计 30.72TB，不做 RAID"],
               ["机间网络", "4 × 400Gb/s NDR InfiniBand，支持 GPUDirect RDMA"],
               ["公网", "每台 200Mbps 独享"]], [0.2, 0.8]),
        ("h", "三、中标供应商承诺（将写入合同）"),
        ("p", "1. GPU 型号 NVIDIA H800 SXM5，单卡显存 80GB，不得替换为 PCIe 版或其他型号；"
              "2. 机内 NVSwitch 全互联、机间 NDR InfiniBand 按上表交付；3. 两台服务器为我司独享，"
              "不虚拟化、不超售、不与其他客户共享；"),
        ("p", "4. 单台月度可用率不低于 99.9%；5. 可用率每低于承诺值 0.1 个百分点，减免该台当月租金 5%，"
              "单月累计不超过 50%；"),
        ("p", "6. 交付后 3 个工作日内验收：nccl-tests 双机 all_reduce busbw ≥ 170GB/s、fio 单盘顺序读 ≥ 6GB/s、"
              "Llama 3 70B LoRA 训练 tokens/s 基线，三项达标方计租；"),
        ("p", "7. 租期届满后 7 日内删除全部数据盘及系统盘上的我司数据，并出具数据销毁证明。"),
        ("sp", 3),
        ("t", [["经办人", "部门负责人", "采购负责人", "分管副总"],
               ["许佳琪 11-27", "刘昊 11-27", "陈立群 11-28", "周建平 11-28"]], [0.25, 0.25, 0.25, 0.25]),
    ], cjk=True, title="采购比价及定标审批表 XT-CG-2026-1127", author="深圳前海星图智能科技有限公司",
        footer="深圳前海星图智能科技有限公司 采购管理部 · 内部资料")


@doc("k02")
def k02(out: Path) -> None:
    pdf(out / "k02a-reseller-quote-a800-zh.pdf", [
        ("brand", "云仓信息"),
        ("small", "上海云仓信息技术有限公司　上海市闵行区申长路 988 弄 3 号楼　电话 021-5466 7720"),
        ("title", "报价单（代理报价）"),
        ("p", "报价编号：YC-BJ-20261201-07　　日期：2026 年 12 月 1 日　　有效期：15 天"),
        ("p", "客户：杭州禾穗智能科技有限公司　　联系人：方若宁"),
        ("p", "我司受<b>贵州黔岭数据科技有限公司</b>（以下简称“黔岭数据”）委托，作为其授权销售代理向贵司报价。"
              "算力服务由黔岭数据提供，合同由黔岭数据与贵司直接签署，我司不作为合同当事方，亦不收取贵司款项。"),
        ("t", [["序号", "服务内容", "单位", "数量", "单价（元）", "金额（元）"],
               ["1", "A800 SXM4 80GB 八卡训练服务器租赁（2 台，16 卡）", "卡·月", "96", "6,900.00", "662,400.00"],
               ["2", "部署与联调", "项", "1", "0.00", "0.00"],
               ["", "合计（含 6% 增值税）", "", "", "", "662,400.00"]],
         [0.07, 0.43, 0.1, 0.1, 0.14, 0.16]),
        ("small", "说明：数量 96 卡·月 = 16 卡 × 6 个月；按卡单价 6,900.00 元/卡/月（含税），"
                  "折合每台 55,200.00 元/台/月。"),
        ("p", "租期：6 个月；最短租期六个月（6 个月），按月预付，到期可按月续租。"),
        ("p", "详细配置、网络与服务承诺见附件：黔岭数据《A800 训练服务器规格书》（第 QL-SPEC-A800-v4 版），"
              "以附件为准。"),
        ("sp", 4),
        ("p", "上海云仓信息技术有限公司（授权代理商）　销售经理：钱一鸣　138 1670 2219"),
    ], cjk=True, title="代理报价 YC-BJ-20261201-07", author="上海云仓信息技术有限公司",
        footer="上海云仓信息技术有限公司 · 黔岭数据授权代理")
    pdf(out / "k02b-provider-spec-sheet-a800-zh.pdf", [
        ("brand", "◆ QIANLING DATA 黔岭数据"),
        ("small", "贵州黔岭数据科技有限公司　贵安新区大数据产业园 B6 栋"),
        ("title", "A800 训练服务器规格书（QL-SPEC-A800-v4）"),
        ("h", "一、整机配置（每台）"),
        ("t", [["类别", "物料（BOM）", "数量"],
               ["GPU", "NVIDIA A800-SXM4-80GB（HGX 8-GPU 基板）", "8"],
               ["GPU 互联", "NVSwitch 全互联，每卡 NVLink 400GB/s", "—"],
               ["CPU", "Intel Xeon Platinum 8378A 32C 3.0GHz", "2"],
               ["内存", "Samsung 64GB DDR4-3200 RDIMM（合计 1TB）", "16"],
               ["系统盘", "Intel D3-S4520 480GB SATA SSD（RAID1）", "2"],
               ["数据盘", "Samsung PM1743 7.68TB U.2 × 4", "4"],
               ["计算网卡", "NVIDIA ConnectX-6 HDR 200Gb/s InfiniBand（支持 RDMA）", "4"],
               ["公网", "独享带宽 100Mbps", "—"]], [0.16, 0.7, 0.14]),
        ("h", "二、服务承诺"),
        ("p", "1. 交付型号为 NVIDIA A800 SXM4，单卡显存 80GB；2. 机内 NVSwitch 全互联，机间 4 × 200Gb/s HDR "
              "InfiniBand 并支持 GPUDirect RDMA；3. 整机物理独享，不虚拟化、不切分、不超售；"),
        ("p", "4. 月度可用率 ≥ 99.9%；5. 每低于 0.1 个百分点减免当月服务费 5%，上限 40%；"),
        ("p", "6. 交付后 48 小时内以 nccl-tests 双机 busbw ≥ 85GB/s、fio 顺序读 ≥ 5GB/s 验收，达标后起租；"),
        ("p", "7. 服务终止后 5 个工作日内擦除全部数据盘与系统盘，并出具擦除报告。"),
    ], cjk=True, title="A800 训练服务器规格书", author="贵州黔岭数据科技有限公司",
        footer="© 2026 贵州黔岭数据科技有限公司 版权所有")


@doc("k03")
def k03(out: Path) -> None:
    pdf(out / "k03-renewal-notice-4090-zh.pdf", [
        ("brand", "光谷算盒"),
        ("small", "武汉光谷算盒科技有限公司　武汉市东湖高新区光谷大道 77 号"),
        ("title", "续租通知函"),
        ("p", "致：长沙麓谷视觉智能有限公司（承租方）"),
        ("p", "贵司与我司于 2026 年 6 月 28 日签订的《服务器租赁合同》（合同编号 GGSH-2026-0611）"
              "将于 2026 年 12 月 31 日到期。为保障贵司业务连续，现就续租事项通知如下："),
        ("h", "一、在租设备"),
        ("t", [["项目", "配置"],
               ["机型", "8 卡 GeForce RTX 4090 24GB 训练服务器 × 1 台"],
               ["GPU 互联", "NVLink 桥接，8 卡全互联"],
               ["CPU", "2 × AMD EPYC 7543（32 核）"],
               ["内存", "512GB DDR4"],
               ["系统盘", "1 × 960GB SATA SSD"],
               ["数据盘", "2 × 3.84TB NVMe（合计 7.68TB）"],
               ["公网", "50Mbps"]], [0.2, 0.8]),
        ("h", "二、续租价格"),
        ("t", [["", "原合同价（2026.07–2026.12）", "续租价（2027.01 起）"],
               ["月租金（元/台/月，含 6% 增值税）", "12,800.00", "10,900.00"]], [0.4, 0.3, 0.3]),
        ("p", "续租期 6 个月（2027 年 1 月 1 日至 6 月 30 日），最短续租期为叁个月（3 个月）。"
              "整机由贵司独享；可用率承诺 99.5% 不变；其余条款按原合同执行。"),
        ("p", "请于 2026 年 12 月 20 日前回函确认；逾期未确认的，设备将于到期后回收。"),
        ("sp", 4),
        ("p", "武汉光谷算盒科技有限公司（盖章）　客户经理：彭子健　2026 年 12 月 3 日"),
    ], cjk=True, title="续租通知函 GGSH-2026-0611", author="武汉光谷算盒科技有限公司",
        footer="武汉光谷算盒科技有限公司 · 客户服务部")


@doc("k04")
def k04(out: Path) -> None:
    head = [["", "A", "B", "C", "D", "E", "F", "G", "H"],
            ["1", "紫峰云算 H200 集群报价 v3（客户：无锡太湖星河智能有限公司） 制表：南京紫峰云算科技有限公司",
             "", "", "", "", "", "", ""],
            ["2", "序号", "节点", "部件", "规格型号", "单台数量", "集群合计(4台)", "计价", "备注"]]
    rows: list[list[str]] = []
    parts = [("GPU", "NVIDIA H200 SXM 141GB HBM3e", "8", "32"),
             ("GPU互联", "NVSwitch 全互联 NVLink 900GB/s", "1", "4"),
             ("CPU", "Intel Xeon Platinum 8558 48核", "2", "8"),
             ("内存", "64GB DDR5-5600 RDIMM", "32", "128"),
             ("系统盘", "960GB NVMe M.2（RAID1）", "2", "8"),
             ("数据盘", "3.84TB NVMe U.2", "8", "32"),
             ("计算网卡", "400Gb/s NDR InfiniBand ConnectX-7", "8", "32"),
             ("公网", "100Mbps 独享", "1", "4")]
    n = 3
    for node in range(1, 5):
        for part, model, qty, total in parts:
            rows.append([str(n), str(n - 2), f"gpu-nj-0{node}", part, model, qty, total, "", ""])
            n += 1
    extra = [["", "", "汇总", "内存", "每台 2TB（32 × 64GB）", "2TB", "8TB", "", ""],
             ["", "", "汇总", "数据盘", "每台 8 × 3.84TB = 30.72TB（不做 RAID）", "30.72TB", "122.88TB", "", ""],
             ["", "", "共享", "并行文件系统", "GPFS 集群共享，配额 200TB", "—", "200TB", "含", "4 台共用"],
             ["", "", "网络", "机间", "8 × 400Gb/s NDR，GPUDirect RDMA", "3.2Tb/s", "", "", ""],
             ["", "", "价格", "按量付费", "元/卡/时（含税）", "", "", "25.80", "按小时计费"],
             ["", "", "价格", "包月预付", "元/台/月（含税）", "", "", "99,800.00", "最短 3 个月"],
             ["", "", "价格", "选定方案", "包月预付 · 4 台 · 12 个月", "", "", "99,800.00", "客户已确认"],
             ["", "", "价格", "月合计", "4 台 × 99,800.00", "", "", "399,200.00", "含 6% 增值税"]]
    for r in extra:
        r[0] = str(n)
        n += 1
        rows.append(r)
    terms = ["型号：交付 NVIDIA H200 SXM 141GB，不替换", "显存：单卡 141GB 全量，不切分",
             "互联：机内 NVSwitch 全互联，机间 NDR IB", "独享：4 台整机独享，不虚拟化不超售",
             "可用率：单台月度 ≥ 99.9%", "补偿：每低 0.1% 减免当月租金 5%，上限 50%",
             "验收：交付 3 日内 nccl-tests 4 机 busbw ≥ 350GB/s + fio ≥ 6GB/s",
             "数据：期满 7 日内删除本地盘与 GPFS 数据并出具证明"]
    for i, term in enumerate(terms, 1):
        rows.append([str(n), "", "服务条款", f"条款{i}", term, "", "", "", "写入合同"])
        n += 1
    schedule = [[str(n + m - 1), "", "付款计划", f"第{m}月", f"2027-{m:02d}-01 前预付", "", "", "399,200.00", ""]
                for m in range(1, 13)]
    rows += schedule
    pdf(out / "k04-spreadsheet-export-h200-zh.pdf", [
        ("t", head + rows, [0.035, 0.04, 0.09, 0.08, 0.33, 0.08, 0.1, 0.09, 0.155],
         {"head": 3, "span": [((1, 1), (8, 1))]}),
    ], cjk=True, land=True, cell_size=6.0, title="报价明细.xlsx", author="南京紫峰云算科技有限公司",
        header="报价明细.xlsx — 工作表：报价明细（冻结前 2 行）", footer="打印自 WPS 表格 · 第 1 个工作表 · 报价明细")


@doc("k05")
def k05(out: Path) -> None:
    pdf(out / "k05-lease-contract-h100-server-year-zh.pdf", [
        ("title", "GPU 服务器租赁合同"),
        ("p", "合同编号：WMXC-ZL-2026-031"),
        ("p", "承租方（甲方）：北京未名星辰科技有限公司"),
        ("p", "出租方（乙方）：见本合同签署页"),
        ("p", "甲乙双方经友好协商，就甲方租用乙方 GPU 服务器事宜订立本合同。"),
        ("h", "第一条　租赁物"),
        ("p", "乙方向甲方出租 NVIDIA HGX H100 八卡服务器贰台（2 台）。每台配置八颗 NVIDIA H100 SXM5 80GB GPU，"
              "经 NVSwitch 实现八卡 NVLink 全互联（每卡 900GB/s）；两颗 Intel Xeon Platinum 8468 处理器"
              "（每颗 48 核）；内存 2TB；系统盘为两块 960GB NVMe 固态硬盘（RAID1）；"
              "数据盘为八块 3.84TB NVMe 固态硬盘（每台合计 30.72TB）；每台 8 × 400Gb/s NDR InfiniBand，"
              "支持 GPUDirect RDMA；公网带宽每台 100Mbps 独享。"),
        ("h", "第二条　租期"),
        ("p", "租期为壹年（12 个月），自验收合格之日起算。最短租期为壹年；甲方提前退租的，"
              "应支付剩余租期租金的 30% 作为违约金。"),
        ("h", "第三条　租金及支付"),
        ("p", "每台服务器年租金为人民币壹佰零捌万元整（¥1,080,000.00/台/年，含 6% 增值税），"
              "两台合计年租金 ¥2,160,000.00。租金按季度预付，每季度 ¥540,000.00，"
              "于每季度首月 10 日前支付至签署页所列乙方收款账户。"),
        ("h", "第四条　独享与配置保证"),
        ("p", "乙方保证 GPU 型号为 NVIDIA H100 SXM5、单卡显存 80GB，机内 NVLink 全互联、机间 NDR InfiniBand "
              "按第一条交付；服务器由甲方独占使用，不虚拟化、不切分、不超售。"),
        ("h", "第五条　服务等级"),
        ("p", "每台服务器月度可用率不低于 99.9%。低于承诺值的，每低 0.1 个百分点，乙方按该台当月租金的 5% "
              "予以减免，单月累计不超过当月租金的 50%。"),
        ("h", "第六条　交付与验收"),
        ("p", "乙方交付后 3 个工作日内，双方以 nccl-tests 双机 all_reduce busbw ≥ 360GB/s、fio 单盘顺序读 "
              "≥ 6GB/s、Llama 3 70B LoRA tokens/s 基线为验收标准；全部达标为验收合格。"),
        ("h", "第七条　数据"),
        ("p", "租期届满或合同解除后 7 日内，乙方删除租赁物上全部甲方数据，并向甲方出具数据销毁证明。"),
        ("pb",),
        ("h", "签署页"),
        ("t", [["甲方（承租方）", "乙方（出租方）"],
               ["北京未名星辰科技有限公司（盖章）<br/>授权代表：孙若溪<br/>日期：2026 年 12 月 4 日",
                "河北廊坊云岫智算科技有限公司（盖章）<br/>（简称“云岫智算”）<br/>授权代表：梁振宇<br/>"
                "日期：2026 年 12 月 4 日"]], [0.5, 0.5]),
        ("h", "乙方收款账户"),
        ("t", [["户名", "河北廊坊云岫智算科技有限公司"],
               ["开户行", "中国建设银行廊坊开发区支行"],
               ["账号", "1305 0162 7208 0000 3317"]], [0.2, 0.8], {"head": 0}),
    ], cjk=True, title="GPU 服务器租赁合同 WMXC-ZL-2026-031", author="",
        footer="合同编号 WMXC-ZL-2026-031")


@doc("k06")
def k06(out: Path) -> None:
    pdf(out / "k06-cover-letter-daily-a800-hdd-zh.pdf", [
        ("brand", "陇原算力"),
        ("small", "甘肃陇原算力科技有限公司　兰州新区科技创新城 C2 栋　0931-860 4471"),
        ("sp", 8),
        ("title", "报价函"),
        ("p", "致：西安秦川语言智能研究中心"),
        ("p", "尊敬的秦川语言智能研究中心领导："),
        ("p", "感谢贵中心对我司的信任。根据贵中心 11 月 25 日的询价（两台 A800 服务器联合训练 70B 模型，"
              "按天租用），我司 甘肃陇原算力科技有限公司 现提交报价如下，详细报价见第 2 页。"),
        ("p", "我司位于兰州新区的数据中心电价低廉，按天计费可满足贵中心短周期实验需求；"
              "如需长期租用，可另行商议包月价格。"),
        ("p", "本报价有效期 30 天。"),
        ("sp", 10),
        ("p", "此致<br/>敬礼"),
        ("p", "甘肃陇原算力科技有限公司（陇原算力）<br/>销售总监：马晓东<br/>2026 年 11 月 28 日"),
        ("pb",),
        ("h", "报价明细"),
        ("t", [["项目", "说明", "单位", "单价（不含税）", "单价（含 6% 税）"],
               ["A800 八卡训练服务器", "2 台，配置见下表", "元/台/天", "1,850.00", "1,961.00"],
               ["机柜托管及公网", "公网 50Mbps，含", "—", "0.00", "0.00"]], [0.22, 0.3, 0.14, 0.17, 0.17]),
        ("p", "计费方式：按天计费，不足 1 天按 1 天计；最短租期 30 天（三十天），之后可按天续租。"),
        ("h", "单台配置"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA A800 SXM4 80GB，NVSwitch 全互联，NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Gold 6348（28 核）"],
               ["内存", "1TB DDR4"],
               ["系统盘", "2 × 480GB SATA SSD，RAID1"],
               ["数据盘", "4 × 18TB 7200 转 SATA 机械硬盘，RAID5（裸容量 72TB，可用约 54TB）"],
               ["机间网络", "2 × 25GbE 以太网（TCP，不支持 RDMA）"],
               ["公网", "50Mbps"]], [0.2, 0.8]),
        ("h", "服务承诺"),
        ("p", "GPU 型号为 NVIDIA A800 SXM4，单卡显存 80GB；机内 NVSwitch 全互联，机间为上表所列 25GbE 以太网；"
              "整机独享，不虚拟化、不超售；月度可用率 99.5%，每低 0.5 个百分点减免当日租金 10%，上限 50%；"
              "交付当日以 nvidia-smi、nccl-tests 单机 busbw ≥ 150GB/s 验收；租期结束后 3 日内清除全部数据并出具证明。"),
    ], cjk=True, title="报价函 A800", author="甘肃陇原算力科技有限公司",
        footer="甘肃陇原算力科技有限公司 · 报价函")


@doc("k07")
def k07(out: Path) -> None:
    text(out / "k07-market-listing-h100-mig-zh.md", """
# 甬江算力市场 · H100 独享 20G 训练实例

> 商品编号 YJ-H100-20G ｜ 地域：华东（宁波） ｜ 库存：充足

## 产品亮点

- **H100 独享**：实例独享 GPU 计算单元，开机即用
- **按秒计费**：用多少付多少，每小时出账
- 预装 PyTorch 2.5 / CUDA 12.6 镜像

## 规格

| 项目 | 规格 |
| --- | --- |
| GPU | NVIDIA H100 SXM5 × 1（20GB 显存）※ |
| vCPU | 12 核 |
| 内存 | 96GiB |
| 系统盘 | 50GB 云盘 |
| 数据盘 | 本地 NVMe 400GB |
| 公网 | 按流量，峰值 100Mbps |

## 价格

| 计费方式 | 价格 |
| --- | --- |
| 按量（按秒计费） | ¥6.90 / 实例 / 小时 |
| 包周 | ¥1,043.00 / 实例 / 周 |

无最短使用时长，余额不足自动停机。

## 服务说明

可用性：实例月度可用性 99.5%，详见《甬江算力服务等级协议》。

※ 本规格基于 NVIDIA MIG 技术：每张物理 H100 80GB 划分为多个 2g.20gb 实例，分配给不同用户；
“独享”指独享所分配的 MIG 实例，不独享整张物理卡。

---

© 2026 宁波甬江数智科技有限公司 版权所有 ｜ 甬江算力 ｜ 浙ICP备2026031170号
""")


@doc("k08")
def k08(out: Path) -> None:
    pdf(out / "k08-usd-header-footnote-b200-zh.pdf", [
        ("brand", "洋浦星链"),
        ("small", "海南洋浦星链算力有限公司　海南省儋州市洋浦经济开发区新英湾区 8 号"),
        ("title", "报价单"),
        ("p", "报价编号：XL-Q-2612-019　　日期：2026 年 12 月 2 日"),
        ("p", "客户：新加坡 Arcadia Robotics Pte. Ltd.（联系人：林嘉慧）"),
        ("t", [["序号", "项目", "数量", "单位", "单价（美元）", "月度金额（美元）"],
               ["1", "B200 八卡训练服务器 ①", "1", "台·月", "26,500.00", "26,500.00"],
               ["2", "公网带宽 200Mbps", "1", "项·月", "0.00", "0.00"],
               ["3", "对象存储（按需，可选）", "按用量", "TB·月", "18.00", "—"],
               ["", "月度合计", "", "", "", "26,500.00"]], [0.07, 0.37, 0.1, 0.12, 0.16, 0.18]),
        ("small", "① 每台：8 × NVIDIA B200 SXM 192GB HBM3e，第五代 NVLink 经 NVSwitch 全互联（每卡 1.8TB/s）；"
                  "2 × Intel Xeon Platinum 8570（每颗 56 核）；内存 2TB DDR5；启动盘 2 × 1.92TB NVMe（RAID1）；"
                  "数据盘 8 × 7.68TB NVMe E3.S（单台 61.44TB，不做 RAID）；8 × 400Gb/s NDR InfiniBand。"),
        ("small", "以上价格不含税（跨境离岸服务，适用增值税免税）。"),
        ("h", "商务条款"),
        ("p", "1. 租期 6 个月，最短租期 6 个月，按月预付；2. 交付期：合同签订后 10 个工作日。"),
        ("h", "服务条款"),
        ("p", "GPU 型号为 NVIDIA B200 SXM，单卡显存 192GB，不以其他型号替代；机内 NVSwitch 全互联；"
              "整机由客户独享，不虚拟化、不超售；月度可用率 ≥ 99.9%，每低 0.1 个百分点减免当月费用 5%，上限 50%；"
              "交付后 72 小时内以 nccl-tests 单机 busbw ≥ 650GB/s、fio 顺序读 ≥ 10GB/s 验收；"
              "租期结束后 7 日内删除全部数据并出具销毁证明。"),
        ("sp", 4),
        ("p", "海南洋浦星链算力有限公司（洋浦星链）　商务经理：吴浩然"),
    ], cjk=True, title="报价单 XL-Q-2612-019", author="海南洋浦星链算力有限公司",
        footer="海南洋浦星链算力有限公司 · XL-Q-2612-019")


@doc("k09")
def k09(out: Path) -> None:
    pdf(out / "k09-dingtalk-approval-a100-zh.pdf", [
        ("small", "钉钉 · 审批详情（导出）　｜　合肥江淮语智科技有限公司"),
        ("title", "采购申请 · 已通过"),
        ("t", [["字段", "内容"],
               ["审批编号", "202612030915000123"],
               ["申请人", "周明轩（合肥江淮语智科技有限公司 · 算法平台部）"],
               ["采购事由", "Llama 3 70B 全参数微调（SFT），单机 8 卡，预计 3 个月"],
               ["采购类别", "算力租赁"],
               ["供应商", "郑州中原算谷科技有限公司（中原算谷）"],
               ["配置", "1 台：8 × NVIDIA A100 SXM4 40GB，NVSwitch 全互联 NVLink 600GB/s；"
                        "2 × AMD EPYC 7742（64 核）；内存 1TB；系统盘 2 × 480GB SATA SSD RAID1；"
                        "数据盘 4 × 3.84TB NVMe（15.36TB）；公网 30Mbps"],
               ["单价", "¥ 42,000.00 / 台 / 月（含税）"],
               ["数量", "1 台 × 3 个月（最短租期 3 个月）"],
               ["合计金额", "¥ 126,000.00"],
               ["合同要点", "型号 A100 SXM4 40GB、单卡 40GB 显存不替换；NVSwitch 全互联；整机独享不超售；"
                            "月可用率 99.5%，每低 0.5% 减免 10% 月租（上限 50%）；交付 48 小时内 nccl-tests "
                            "busbw ≥ 200GB/s 验收；退租 5 日内删除数据并出证明"],
               ["附件", "中原算谷报价单.pdf、中原算谷服务承诺函.pdf"]], [0.18, 0.82]),
        ("h", "审批流程"),
        ("t", [["节点", "处理人", "结果", "时间"],
               ["发起申请", "周明轩", "—", "2026-12-03 09:15"],
               ["部门主管", "钱思远", "同意", "2026-12-03 10:02"],
               ["财务", "韩晓梅", "同意", "2026-12-03 14:40"],
               ["总经理", "宋立新", "同意", "2026-12-03 17:21"]], [0.25, 0.25, 0.2, 0.3]),
    ], cjk=True, title="审批详情 202612030915000123", author="合肥江淮语智科技有限公司",
        footer="钉钉审批 · 导出时间 2026-12-04 08:30")


@doc("k10")
def k10(out: Path) -> None:
    text(out / "k10-feishu-chat-h20-zh.txt", """
飞书 · 群聊记录导出「清渚科技 × 贵安数港 H20 对接群」
导出时间：2026-12-03 18:40

2026-12-02 10:11 赵一凡（清渚科技）：你好，我们要两台 H20 做 70B LoRA，大概半年，麻烦给个配置和价格
2026-12-02 10:25 林可欣（贵安数港）：您好！两台 H20 八卡整机，每台配置：
  GPU 8 张 H20 96G，NVSwitch 全互联，NVLink 900GB/s
  CPU 两颗至强 8462Y+，每颗 32 核
  内存 1.5T（24 条 64G）
  系统盘两块 960G SATA 做 RAID1
  数据盘每台四块 7.68T NVMe，不做 RAID，单台 30.72T
  机间每台 4 × 200G RoCE v2，支持 RDMA
  公网每台 50M 独享
2026-12-02 10:27 林可欣（贵安数港）：价格是 36,800 元/台/月 含税（6% 专票），不含税 34,717。起租 3 个月，按月预付
2026-12-02 10:40 赵一凡（清渚科技）：我们签 6 个月。SLA 这边合同能写进去吗
2026-12-02 10:52 林可欣（贵安数港）：可以，合同里写明：
  1）型号 H20 96G，不替换
  2）机内 NVLink 全互联，机间 RoCE 按上面交付
  3）整机独享，不虚拟化不超售
  4）单台月可用率 99.9%
  5）每差 0.1% 减免当月租金 5%，最多 50%
  6）交付 48 小时内验收：nccl-tests 双机 busbw ≥ 90GB/s，fio 顺序读 ≥ 5GB/s，达标才起租
  7）到期 7 天内删除全部数据，出删除证明
2026-12-02 11:03 赵一凡（清渚科技）：好的，没问题，发合同吧
2026-12-02 11:05 林可欣（贵安数港）：收到～合同主体是 贵州贵安数港科技有限公司，下午发您盖章版
""")


@doc("k11")
def k11(out: Path) -> None:
    pdf(out / "k11-promo-flyer-l40s-zh.pdf", [
        ("brand", "潮汐算力 · 双十二限时特惠"),
        ("small", "杭州潮汐云智科技有限公司　活动时间：2026 年 12 月 1 日—12 月 31 日"),
        ("title", "L40S 八卡整机　限时直降 30%"),
        ("t", [["方案", "原价", "限时价（含税）"],
               ["按量：元/卡/时", "2.40", "1.68"],
               ["包月：元/台/月（8 卡）", "12,600.00", "8,800.00"]], [0.4, 0.3, 0.3], {"shade_col": [2]}),
        ("p", "按量按小时计费；包月最短 1 个月。"),
        ("h", "整机配置"),
        ("p", "GPU：8 × NVIDIA L40S 48GB（PCIe 4.0，无 NVLink）　CPU：2 × AMD EPYC 9354（每颗 32 核）"
              "　内存：768GB　系统盘：480GB SATA SSD　数据盘：2 × 7.68TB NVMe（合计 15.36TB）　公网：100Mbps"),
        ("p", "整机独享，不与他人共用。"),
        ("h", "活动说明"),
        ("p", "1. 活动机器为尽力保障（best effort），不承诺可用率，故障期间不予补偿；"),
        ("p", "2. 开通即计费，不提供验收测试；"),
        ("p", "3. 请自行备份数据，平台不对实例中的数据承担责任；"),
        ("p", "4. 本活动最终解释权归杭州潮汐云智科技有限公司所有。"),
        ("sp", 4),
        ("p", "扫码咨询：潮汐算力小助手（企业微信）　热线 400-820-7766"),
    ], cjk=True, title="潮汐算力 双十二特惠", author="杭州潮汐云智科技有限公司",
        footer="© 2026 杭州潮汐云智科技有限公司")


# ================================================================================================ English
@doc("k12")
def k12(out: Path) -> None:
    clause = [
        ("1. Definitions", "\"Dedicated Node\" means a physical server whose GPUs, CPUs, memory and local drives are "
         "allocated to Customer alone. \"Order Form\" means an order for Services signed by both parties that refers "
         "to this Agreement. \"Monthly Uptime\" means the minutes in a calendar month in which a Dedicated Node is "
         "reachable and all its GPUs are usable, divided by the minutes in that month."),
        ("2. Services", "Provider will make available to Customer the Dedicated Nodes, network and storage described "
         "in each Order Form. Provider will not virtualize, partition (including MIG or vGPU) or oversubscribe any "
         "GPU of a Dedicated Node, and will not substitute a different GPU model or memory size."),
        ("3. Hardware warranty", "Each Dedicated Node has the GPU model, per-GPU memory, intra-node NVLink/NVSwitch "
         "topology and inter-node InfiniBand fabric stated in its Order Form. Provider will replace any node that "
         "does not meet them within 24 hours of notice."),
        ("4. Service levels", "Provider commits to a Monthly Uptime of 99.9% for each Dedicated Node. For each full "
         "0.1% below 99.9%, Customer receives a Service Credit of 5% of that node's monthly fees, up to 50%. "
         "Service Credits are applied to the next invoice and are Customer's sole remedy for downtime."),
        ("5. Acceptance", "Within three (3) business days of handover Customer may run the acceptance tests in the "
         "Order Form. Nodes that fail are not billable until they pass. Fees start on the date of acceptance."),
        ("6. Customer data", "Customer owns Customer Data. Within ten (10) days after the end of the term Provider "
         "will securely erase all local and shared storage holding Customer Data (NIST 800-88 purge) and deliver a "
         "certificate of deletion; before erasure Customer may copy its data out at no egress charge."),
        ("7. Fees and billing", "Fees are set out in each Order Form, are exclusive of taxes, are metered per hour and "
         "are invoiced monthly in arrears, payable net 30."),
        ("8. Term and termination", "This Agreement continues while any Order Form is in effect. Either party may "
         "terminate an Order Form for material breach not cured within thirty (30) days of notice."),
        ("9. Limitation of liability", "Except for payment obligations and breach of Section 6, each party's aggregate "
         "liability is limited to the fees paid in the twelve (12) months before the claim."),
        ("10. Exclusions", "Service levels do not apply to scheduled maintenance notified five (5) days in advance "
         "(at most four hours a month) or to outages caused by Customer's software."),
        ("11. Confidentiality", "Each party will protect the other's Confidential Information with at least "
         "reasonable care and use it only to perform this Agreement."),
        ("12. Support", "Provider staffs a 24x7 network operations centre. Severity 1 incidents (a node or the "
         "fabric down) receive a response within 15 minutes and hourly updates until resolved; severity 2 within "
         "one hour; severity 3 within one business day. Hardware faults are remedied by repair or replacement of the "
         "affected component or node."),
        ("13. Security", "Provider maintains ISO/IEC 27001 certification and SOC 2 Type II reports for the facilities "
         "that host the Dedicated Nodes, restricts physical access to named personnel, and will notify Customer of "
         "any security incident affecting Customer Data within 48 hours."),
        ("14. Suspension", "Provider may suspend Services only for undisputed fees unpaid sixty (60) days after the "
         "due date, after ten (10) days' written notice, or to prevent imminent harm to its network."),
        ("15. Force majeure", "Neither party is liable for delay caused by events beyond its reasonable control, "
         "except that Service Credits still accrue for downtime beyond seventy-two (72) consecutive hours."),
        ("16. Insurance", "Provider maintains commercial general liability, cyber liability and property insurance "
         "of at least USD 5,000,000 per occurrence."),
        ("17. General", "This Agreement is governed by the laws of the State of New York. Notices must be in writing. "
         "Neither party may assign this Agreement without the other's consent, except to a successor of its business."),
    ]
    items: list[Item] = [
        ("title", "MASTER SERVICES AGREEMENT"),
        ("p", "This Master Services Agreement (the \"Agreement\") is entered into as of December 4, 2026 between "
              "<b>Ironvale Compute, Inc.</b>, a Delaware corporation with offices at 410 Terminal Street, Newark, NJ "
              "07114 (\"Provider\"), and <b>Bramblewood Genomics Ltd.</b>, a company registered in England and Wales "
              "(\"Customer\")."),
    ]
    for head, body in clause:
        items += [("h", head), ("p", body)]
    items += [
        ("pb",),
        ("title", "ORDER FORM No. 1"),
        ("p", "Under the Master Services Agreement between Ironvale Compute, Inc. (Provider) and Bramblewood Genomics "
              "Ltd. (Customer) dated December 4, 2026."),
        ("t", [["Item", "Description", "Qty", "Committed rate", "Monthly commitment"],
               ["1", "Dedicated Node, HGX H100 80GB SXM5 (specification below)", "4 nodes (32 GPUs)",
                "USD 2.19 per GPU-hour", "23,360 GPU-hours = USD 51,158.40"],
               ["2", "Shared WEKA file system, 50 TB quota for the cluster", "1", "included", "USD 0.00"],
               ["3", "Internet transit, 1 Gb/s per node", "4", "included", "USD 0.00"]],
         [0.07, 0.38, 0.15, 0.18, 0.22]),
        ("p", "<b>Initial Term:</b> eighteen (18) months from acceptance; this is the minimum term. "
              "<b>Billing:</b> metered per hour, invoiced monthly in arrears (23,360 GPU-hours = 4 nodes x 8 GPUs "
              "x 730 hours)."),
        ("h", "Specification (per node)"),
        ("p", "GPUs: 8 x NVIDIA H100 SXM5 80GB HBM3, NVLink 4 through NVSwitch (full mesh, 900 GB/s per GPU). "
              "CPUs: 2 x Intel Xeon Platinum 8480+ (56 cores each). Memory: 2,048 GB DDR5. Boot: 2 x 960GB NVMe, "
              "RAID 1. Local data: 8 x 3.84TB NVMe (30.72 TB per node). Fabric: 8 x 400 Gb/s NDR InfiniBand, "
              "non-blocking, GPUDirect RDMA."),
        ("h", "Acceptance tests"),
        ("p", "nccl-tests all_reduce_perf across the 4 nodes with bus bandwidth of at least 360 GB/s; fio sequential "
              "read of at least 6 GB/s per node on local NVMe; a Llama 3 70B LoRA run whose tokens/s is recorded as "
              "the baseline."),
        ("sp", 4),
        ("t", [["Provider: Ironvale Compute, Inc.", "Customer: Bramblewood Genomics Ltd."],
               ["Name: Curtis Oyelaran, VP Sales<br/>Date: December 4, 2026",
                "Name: Dr. Fiona Marsh, COO<br/>Date: December 4, 2026"]], [0.5, 0.5]),
    ]
    pdf(out / "k12-msa-with-order-form-h100-en.pdf", items, title="Master Services Agreement",
        author="Ironvale Compute, Inc.", footer="Ironvale Compute MSA v2026.3 - Confidential")


@doc("k13")
def k13(out: Path) -> None:
    pdf(out / "k13-cover-letter-price-page2-h200-en.pdf", [
        ("brand", "[PK] POLDERKRACHT"),
        ("small", "Polderkracht Compute B.V. | Science Park 140, 1098 XG Amsterdam | KvK 91230477 | "
                  "VAT NL865432109B01"),
        ("sp", 10),
        ("p", "Dr. Ines Varga<br/>Head of ML Infrastructure<br/>Lumora Health GmbH<br/>Invalidenstrasse 112<br/>"
              "10115 Berlin"),
        ("p", "Amsterdam, 3 December 2026"),
        ("p", "<b>Re: Quotation PKQ-2026-4471 - two H200 training nodes</b>"),
        ("p", "Dear Dr. Varga,"),
        ("p", "Thank you for your enquiry of 26 November. We are pleased to offer two dedicated H200 nodes in our "
              "Amsterdam Science Park facility for your clinical-language model programme. The price table, the "
              "node specification and the service terms follow on the next page; they form our binding offer, "
              "valid until 31 December 2026."),
        ("p", "Our facility runs on certified renewable power and is ISO 27001 certified. Your data never leaves "
              "the Netherlands."),
        ("p", "We look forward to working with Lumora Health."),
        ("p", "Yours sincerely,"),
        ("p", "Maarten de Wit<br/>Commercial Director<br/>Polderkracht Compute B.V."),
        ("pb",),
        ("title", "Quotation PKQ-2026-4471"),
        ("t", [["Item", "Description", "Qty", "Unit", "Unit price excl. VAT", "VAT 21%", "Unit price incl. VAT",
                "Monthly total excl. VAT"],
               ["1", "H200 training node", "2", "node-month", "EUR 31,900.00", "EUR 6,699.00", "EUR 38,599.00",
                "EUR 63,800.00"],
               ["2", "Object storage, 20 TB", "1", "month", "included", "-", "-", "EUR 0.00"],
               ["3", "Onboarding (one-off)", "1", "once", "EUR 2,500.00", "EUR 525.00", "EUR 3,025.00", "-"]],
         [0.06, 0.2, 0.06, 0.1, 0.15, 0.12, 0.15, 0.16]),
        ("p", "Minimum term: twelve (12) months. Billing monthly in advance. Intra-EU B2B invoices may be issued "
              "under the reverse-charge mechanism; the VAT column is shown for reference."),
        ("h", "Node specification (each)"),
        ("t", [["Component", "Specification", "Per node", "Both nodes"],
               ["GPU", "NVIDIA H200 SXM 141GB HBM3e, NVSwitch full mesh, NVLink 900 GB/s", "8", "16"],
               ["CPU", "AMD EPYC 9454 (48 cores)", "2", "4"],
               ["Memory", "DDR5-4800", "2,048 GB", "4,096 GB"],
               ["System drives", "960 GB NVMe, RAID 1", "2", "4"],
               ["Data drives", "7.68 TB NVMe U.2", "4 (30.72 TB)", "8 (61.44 TB)"],
               ["Fabric", "400 Gb/s NDR InfiniBand, RDMA", "8", "16"],
               ["Internet", "dedicated uplink", "1 Gb/s", "2 Gb/s"]], [0.16, 0.5, 0.17, 0.17]),
        ("h", "Service terms"),
        ("p", "GPU model and memory as above, no substitution. NVSwitch full mesh within each node and NDR "
              "InfiniBand between them. Nodes are dedicated to Lumora Health: no virtualisation, no MIG, no "
              "oversubscription. Availability 99.9% per node per month; service credit of 5% of the monthly fee "
              "per 0.1% shortfall, capped at 40%. Acceptance within 2 business days: nccl-tests two-node busbw "
              "of at least 180 GB/s and fio sequential read of at least 6 GB/s. At the end of the term all drives "
              "are wiped within 7 days and a certificate of deletion is provided."),
    ], title="Quotation PKQ-2026-4471", author="Polderkracht Compute B.V.",
        footer="Polderkracht Compute B.V. - PKQ-2026-4471")


@doc("k14")
def k14(out: Path) -> None:
    pdf(out / "k14-estimate-sheet-b200-jpy-en.pdf", [
        ("title", "ESTIMATE SHEET (御見積書)"),
        ("t", [["Sakuragi Vision Inc. 御中", "Estimate No. HZ-E-26120401<br/>Date: 2026-12-04<br/>"
                "Valid until: 2027-01-04"]], [0.6, 0.4], {"head": 0}),
        ("p", "We are pleased to submit our estimate as follows."),
        ("t", [["Total estimated amount (incl. consumption tax)", "¥ 31,680,000"]], [0.6, 0.4], {"head": 0}),
        ("t", [["Issuer", "Hoshizora Compute K.K. (Hoshizora GPU)<br/>2-11-3 Shibaura, Minato-ku, Tokyo 108-0023<br/>"
                "Sales: Kenta Morimoto  TEL 03-6809-4412<br/>[seal]"]], [0.2, 0.8], {"head": 0}),
        ("t", [["No.", "Item", "Qty", "Unit", "Unit price (JPY)", "Amount (JPY)"],
               ["1", "B200 8-GPU server rental (specification below)", "6", "server-month", "4,800,000",
                "28,800,000"],
               ["2", "Initial setup and burn-in", "1", "lot", "0", "0"],
               ["", "Subtotal", "", "", "", "28,800,000"],
               ["", "Consumption tax (10%)", "", "", "", "2,880,000"],
               ["", "Total", "", "", "", "31,680,000"]], [0.06, 0.42, 0.07, 0.13, 0.16, 0.16]),
        ("p", "Quantity 6 = 1 server x 6 months. Minimum contract period: six (6) months. Monthly billing, "
              "payment by the end of the following month."),
        ("h", "Specifications (per server)"),
        ("p", "GPU: 8 x NVIDIA B200 SXM 192GB HBM3e, fifth-generation NVLink via NVSwitch, 1.8 TB/s per GPU. "
              "CPU: 2 x Intel Xeon Platinum 8570 (56 cores each). Memory: 2,048 GB DDR5. OS drive: 2 x 1.92 TB NVMe "
              "(RAID 1). Data drives: Kioxia CM7-R 7.68TB E3.S x 8 (61.44 TB). Network: 8 x 400G NDR InfiniBand "
              "with RDMA; internet 1 Gbps."),
        ("h", "Terms"),
        ("p", "(1) GPU model NVIDIA B200 SXM with 192GB per GPU; no substitution. (2) NVSwitch full mesh within "
              "the server. (3) The server is dedicated to Sakuragi Vision Inc.; no virtualization or "
              "oversubscription. (4) Monthly availability 99.9%. (5) Credit of 5% of the monthly fee for each 0.1% "
              "below 99.9%, up to 50%. (6) Acceptance within 3 business days: nccl-tests busbw of at least 650 GB/s "
              "and a Llama 3 70B LoRA tokens/s baseline. (7) All data erased within 7 days after the contract ends, "
              "with a certificate of erasure."),
    ], cjk="HeiseiMin-W3", title="Estimate HZ-E-26120401", author="Hoshizora Compute K.K.",
        footer="Hoshizora Compute K.K. - Estimate HZ-E-26120401")


@doc("k15")
def k15(out: Path) -> None:
    text(out / "k15-whatsapp-export-4090-sgd-en.txt", """
WhatsApp Chat with Aisyah - Merlion GPU
03/12/2026, 14:02 - Messages and calls are end-to-end encrypted. No one outside of this chat can read them.
03/12/2026, 14:05 - Daniel Koh: Hi Aisyah, Daniel from Kopi Labs. Need one 8x 4090 box for a month or two, 8B LoRA
03/12/2026, 14:09 - Aisyah - Merlion GPU: Hi Daniel! Sure, we have them in our Jurong DC
03/12/2026, 14:10 - Aisyah - Merlion GPU: 8x RTX 4090 24GB, PCIe 4.0 (no NVLink on 4090 hor, all over PCIe)
03/12/2026, 14:10 - Aisyah - Merlion GPU: 2x EPYC 7543, 64 cores total, 512GB RAM
03/12/2026, 14:11 - Aisyah - Merlion GPU: 1TB NVMe boot + 2x 4TB NVMe data (8TB), 1Gbps internet
03/12/2026, 14:12 - Aisyah - Merlion GPU: S$1.05 per GPU-hour, or S$5,600 per server per month. min 1 month for monthly
03/12/2026, 14:15 - Daniel Koh: monthly la. whole machine ours right?
03/12/2026, 14:15 - Aisyah - Merlion GPU: yes whole machine is yours, not shared
03/12/2026, 14:18 - Daniel Koh: any uptime SLA? credits if down?
03/12/2026, 14:20 - Aisyah - Merlion GPU: this tier no SLA, we try our best. no credits sorry
03/12/2026, 14:21 - Daniel Koh: ok. acceptance test before billing?
03/12/2026, 14:22 - Aisyah - Merlion GPU: no formal acceptance, billing starts when we send you the ssh key
03/12/2026, 14:24 - Daniel Koh: and our data after we leave?
03/12/2026, 14:25 - Aisyah - Merlion GPU: data is your own responsibility ya, pls copy out before end date
03/12/2026, 14:31 - Daniel Koh: ok go, monthly S$5,600, start Monday
03/12/2026, 14:33 - Aisyah - Merlion GPU: 👍 invoice will come from Merlion GPU Hub Pte. Ltd., prices excl. 9% GST
""")


@doc("k16")
def k16(out: Path) -> None:
    pdf(out / "k16-invoice-bank-details-a100-en.pdf", [
        ("brand", "=== KESTREL GRID ==="),
        ("small", "Kestrel Grid Cloud LLC | 2200 Lakeside Ave, Cleveland, OH 44114 | billing@kestrelgrid.io"),
        ("title", "INVOICE"),
        ("t", [["Bill To", "Invoice details"],
               ["Halcyon Speech Technologies, Inc.<br/>Attn: Accounts Payable<br/>88 Harbor Way, Suite 500<br/>"
                "San Francisco, CA 94107",
                "Invoice No.: KG-INV-2026-11873<br/>Invoice date: 2026-12-01<br/>Service period: 2026-11-01 to "
                "2026-11-30<br/>Order: OF-2217<br/>Terms: Net 30"]], [0.5, 0.5]),
        ("t", [["Line", "Description", "Quantity", "Unit price", "Amount"],
               ["1", "A100 80GB SXM4 GPU-hours, dedicated nodes (Order OF-2217 committed rate)", "11,680",
                "$1.42", "$16,585.60"],
               ["2", "Local NVMe data drives (included in node rate)", "2 nodes", "$0.00", "$0.00"],
               ["3", "Object storage, GB-month", "12,000", "$0.02", "$240.00"],
               ["", "Subtotal", "", "", "$16,825.60"],
               ["", "Sales tax (exempt service)", "", "", "$0.00"],
               ["", "Total due (USD)", "", "", "$16,825.60"]], [0.07, 0.5, 0.13, 0.13, 0.17]),
        ("small", "Line 1: 2 nodes x 8 GPUs x 730 hours; GPU time is metered per minute."),
        ("h", "Service summary (Order OF-2217)"),
        ("p", "Two dedicated nodes, each with 8 x NVIDIA A100 SXM4 80GB (NVSwitch full mesh, NVLink 600 GB/s), "
              "2 x AMD EPYC 7763 (64 cores each), 1,024 GB RAM, boot 2 x 960 GB SATA SSD in RAID 1, data "
              "4 x 3.84 TB NVMe (15.36 TB per node) and 4 x 200 Gb/s HDR InfiniBand with RDMA. Commitment term "
              "12 months (minimum), started 2026-08-01."),
        ("p", "Service levels under OF-2217 section 4: GPU model and 80GB memory as ordered, no substitution; "
              "full-mesh NVLink within the node and HDR InfiniBand between nodes; hardware dedicated to Halcyon, "
              "no virtualization or oversubscription; 99.5% monthly availability; credits of 10% of the node's "
              "monthly charge per 0.5% shortfall, up to 50%; acceptance by nccl-tests two-node busbw of at least "
              "80 GB/s before billing starts; all customer data erased within 5 days of termination, with a "
              "certificate."),
        ("h", "Remit to"),
        ("t", [["Beneficiary", "Kestrel Grid Cloud LLC"],
               ["Bank", "First Lakeshore Bank, N.A., Cleveland, OH"],
               ["ABA routing", "041 215 663"],
               ["Account", "7730 1184 5520"],
               ["Reference", "KG-INV-2026-11873"]], [0.2, 0.8], {"head": 0}),
        ("small", "Payments to any other beneficiary are not a discharge of this invoice."),
    ], title="Invoice KG-INV-2026-11873", author="Kestrel Grid Cloud LLC",
        footer="Kestrel Grid Cloud LLC - thank you for your business")


@doc("k17")
def k17(out: Path) -> None:
    text(out / "k17-readme-product-page-h100-pcie-en.md", """
# boltbox-h100

![status: GA](https://img.boltbox.dev/badge/status-GA-green) ![region: us-east](https://img.boltbox.dev/badge/region-us--east-blue)

**8x H100 80GB bare metal in one API call.** Spin up, train, tear down. Billed per second.

## Quick start

```bash
pip install boltbox
boltbox up --shape h100x8 --image pytorch-2.5-cuda12.6
```

## Hardware

| | |
|---|---|
| GPU | 8x NVIDIA H100 PCIe 80GB HBM2e |
| Interconnect | NVLink full mesh, 900 GB/s per GPU |
| CPU | 2x AMD EPYC 9354 (32 cores each) |
| RAM | 1024 GB DDR5 |
| Boot | 1x 960GB NVMe |
| Scratch | 4x 3.84TB NVMe at /scratch (15.36TB) |
| Network | 25 Gbps internet |

## Pricing

- `h100x8`: **$16.40 per instance-hour** ($2.05 per GPU-hour)
- billed per second, no minimum, no commitment
- egress: first 10 TB/month free, then $0.05/GB

## SLA

- 99.9% monthly uptime per instance; 10% credit per 0.1% below, up to 50%
- whole machine is yours: no vGPU, no MIG, no neighbours

## FAQ

**Can I run multi-node?** Not on this shape; each instance is one server.

---

© 2026 Boltbox Labs, Inc. · boltbox is a trademark of Boltbox Labs, Inc. · [Terms](https://boltbox.dev/terms)
""")


@doc("k18")
def k18(out: Path) -> None:
    pdf(out / "k18-footnote-spec-mi300x-en.pdf", [
        ("brand", "QUARRY PEAK"),
        ("small", "Quarry Peak Compute, Inc. | 600 Congress Ave, Austin, TX 78701"),
        ("title", "Quote Q-QPC-2026-118"),
        ("p", "Prepared for: Tessellate AI, Inc. (Jonah Whitcombe)    Date: December 2, 2026    Valid 30 days"),
        ("t", [["Plan", "Nodes", "Term", "Price per GPU-hour (USD)", "Est. monthly (USD)"],
               ["MI300X Node¹ - on-demand", "2", "none", "2.60", "30,368.00"],
               ["MI300X Node¹ - 6-month reserved", "2", "6 months", "2.15", "25,112.00"],
               ["MI300X Node¹ - 12-month reserved  <b>(QUOTED)</b>", "2", "12 months", "1.89", "22,075.20"]],
         [0.4, 0.08, 0.14, 0.2, 0.18], {"shade": [3]}),
        ("small", "¹ Each node: 8 x AMD Instinct MI300X 192GB HBM3 (OAM), Infinity Fabric (xGMI) full mesh between "
                  "all eight GPUs; 2 x AMD EPYC 9654 (96 cores each); 2,304 GB DDR5; boot 2 x 960GB NVMe (RAID 1); "
                  "data 8 x 3.84 TB NVMe (30.72 TB per node); 8 x 400 Gb/s RoCE v2 (Broadcom Thor2) with RDMA. "
                  "Monthly estimates use 8 GPUs x 730 hours x 2 nodes."),
        ("p", "Usage is metered per hour and invoiced monthly. The quoted plan has a minimum term of 12 months."),
        ("h", "Service commitments"),
        ("p", "- GPU model AMD Instinct MI300X with 192GB HBM3 per GPU; no substitution.<br/>"
              "- xGMI full mesh inside each node; RoCE v2 400G fabric between nodes.<br/>"
              "- Dedicated bare metal: no virtualization, partitioning or oversubscription.<br/>"
              "- 99.9% monthly availability per node; 5% credit per 0.1% below, up to 50%.<br/>"
              "- Acceptance within 48 hours: rccl-tests all-reduce busbw of at least 300 GB/s across both nodes "
              "and fio read of at least 6 GB/s per node.<br/>"
              "- Data erased within 7 days after the term, with a certificate of erasure."),
    ], title="Quote Q-QPC-2026-118", author="Quarry Peak Compute, Inc.",
        footer="Quarry Peak Compute, Inc. - confidential quote")


@doc("k19")
def k19(out: Path) -> None:
    pdf(out / "k19-purchase-order-a100-en.pdf", [
        ("brand", "GRANITE HARBOR ANALYTICS"),
        ("small", "Granite Harbor Analytics, Inc. | 1 Harbor Point, Boston, MA 02210 | procurement@graniteharbor.ai"),
        ("title", "PURCHASE ORDER PO-4500182236"),
        ("t", [["Supplier / Vendor", "Ship-to / Bill-to"],
               ["Okapi Compute Partners LLC<br/>Vendor No. 100482<br/>5100 Data Center Dr, Ashburn, VA 20147<br/>"
                "Quote ref.: OCP-Q-0931",
                "Granite Harbor Analytics, Inc.<br/>Accounts Payable<br/>1 Harbor Point, Boston, MA 02210"]],
         [0.5, 0.5]),
        ("p", "PO date: 2026-12-03    Payment terms: Net 45    Currency: USD    Buyer: Rachel Adeyemi"),
        ("t", [["Line", "Description", "Qty", "UoM", "Unit price", "Net value"],
               ["10", "Dedicated GPU node rental, 8x NVIDIA A100 SXM4 80GB, per Supplier quote OCP-Q-0931",
                "24", "node-month", "11,400.00", "273,600.00"],
               ["20", "Parallel file system quota, 100 TB (Lustre, shared by the 4 nodes)", "6", "month",
                "1,800.00", "10,800.00"],
               ["", "Total net value", "", "", "", "284,400.00"]], [0.07, 0.45, 0.07, 0.12, 0.13, 0.16]),
        ("p", "Line 10 quantity: 4 nodes x 6 months. Minimum term six (6) months, per the quote."),
        ("h", "Specification (per node, from OCP-Q-0931)"),
        ("p", "8 x NVIDIA A100 SXM4 80GB with NVSwitch full mesh (NVLink 600 GB/s); 2 x AMD EPYC 7763 (64 cores "
              "each); 1,024 GB DDR4; boot 2 x 480 GB SATA SSD RAID 1; data drives Micron 7450 PRO 3.84TB U.3 x 4 "
              "(15.36 TB); 4 x 200 Gb/s HDR InfiniBand with RDMA; 1 Gbps internet."),
        ("h", "Special terms (incorporated from the Supplier's quote)"),
        ("p", "1. Supplier warrants the GPU model (A100 SXM4) and 80GB memory per GPU. 2. NVSwitch full mesh in "
              "each node and HDR InfiniBand between nodes. 3. Nodes are dedicated to Buyer; no virtualization or "
              "oversubscription. 4. Availability of 99.9% per node per month. 5. Service credits of 5% of the "
              "monthly charge per 0.1% shortfall, capped at 50%. 6. Acceptance: nccl-tests four-node busbw of at "
              "least 90 GB/s and fio read of at least 5 GB/s per node before invoicing starts. 7. Supplier erases "
              "all Buyer data within 10 days after the term and certifies erasure."),
        ("sp", 3),
        ("p", "Authorized by: Rachel Adeyemi, Procurement Manager, Granite Harbor Analytics, Inc."),
        ("small", "Please quote the PO number on all invoices. This PO is governed by Buyer's standard terms except "
                  "where the special terms above apply."),
    ], title="PO-4500182236", author="Granite Harbor Analytics, Inc.",
        footer="Granite Harbor Analytics, Inc. - Purchase Order PO-4500182236")


@doc("k20")
def k20(out: Path) -> None:
    text(out / "k20-agent-email-b200-sparse-en.txt", """
From: Priya Raman <priya.raman@northstarchannel.io>
To: Leo Brandt <leo@fjordmind.ai>
Date: Wed, 2 Dec 2026 16:48:12 -0800
Subject: RE: B200 capacity - quote on behalf of Cobalt Reach Cloud

Hi Leo,

Thanks for the call. As mentioned, Northstar Channel is an authorised reseller: the capacity below is Cobalt Reach
Cloud's, and the order form, contract and invoices will all come from Cobalt Reach Cloud Inc directly.

Configuration (per node, 2 nodes):
- 8x NVIDIA B200 192GB HBM3e, NVLink 5 via NVSwitch (1.8 TB/s per GPU)
- 4.5 PFLOPS BF16 per GPU (36 PFLOPS per node)
- 2x Intel Xeon Platinum 8570 (56 cores each), 2 TB DDR5
- OS: 2x 1.92TB NVMe mirrored
- Data: 8x 7.68TB NVMe, 61.44TB per node
- 8x 400G NDR InfiniBand, GPUDirect RDMA

Price: $3.49 per GPU-hour on a 6-month commitment (6 months is the minimum), metered hourly,
invoiced monthly. Taxes extra where applicable.

Cobalt Reach's standard order form includes: exact GPU model and 192GB per GPU, NVSwitch full mesh and NDR IB as
listed, dedicated bare metal (no virtualization, no oversubscription), 99.9% monthly availability with credits of
5% per 0.1% below (cap 50%), acceptance within 72h on nccl-tests two-node busbw >= 380 GB/s plus your own Llama 3
70B LoRA baseline, and certified data deletion within 7 days of the end of term.

Best,
Priya

--
Priya Raman | Account Executive
Northstar Channel Partners LLC - authorised reseller for Cobalt Reach Cloud Inc
+1 415 555 0182
""")


@doc("k21")
def k21(out: Path) -> None:
    pdf(out / "k21-price-schedule-prepaid-l40s-en.pdf", [
        ("brand", "FERNHILL CLOUD"),
        ("small", "Fernhill Cloud Services Ltd | Unit 4, Grange Castle Business Park, Dublin D22 | CRO 712044"),
        ("title", "Schedule B - Price Schedule"),
        ("p", "Customer: Ardmore Speech Labs DAC    Agreement: FCS-SA-2026-0412    Date: 1 December 2026"),
        ("t", [["Instance", "Pay-as-you-go (EUR / GPU-hour)", "Prepaid 12-month (EUR / GPU-hour)",
                "Prepaid 12-month (EUR / server-month)"],
               ["fh.l40s.8x (8 x L40S 48GB)", "1.15", "0.86", "5,022.40"],
               ["fh.l40s.4x (4 x L40S 48GB)", "1.19", "0.89", "2,598.80"]],
         [0.28, 0.24, 0.24, 0.24], {"shade_col": [2, 3]}),
        ("p", "<b>Selected: Prepaid 12-month, one fh.l40s.8x server.</b> Prepaid fees are payable monthly in "
              "advance for the full 12-month minimum term; pay-as-you-go is metered per hour. Prices exclude VAT "
              "(23%)."),
        ("h", "fh.l40s.8x specification"),
        ("t", [["Component", "Specification"],
               ["GPU", "8 x NVIDIA L40S 48GB GDDR6, PCIe Gen4 x16 through two PCIe switches (no NVLink)"],
               ["CPU", "2 x Intel Xeon Gold 6448Y (32 cores each)"],
               ["Memory", "768 GB DDR5"],
               ["Boot", "2 x 480 GB SATA SSD, RAID 1"],
               ["Data", "4 x 3.84 TB NVMe (15.36 TB)"],
               ["Network", "2 x 25 GbE private, 1 Gbps internet"]], [0.2, 0.8]),
        ("h", "Service terms"),
        ("p", "The GPUs are NVIDIA L40S with 48GB each, connected over PCIe as stated, and the server is dedicated "
              "to the Customer (no vGPU or sharing). Availability 99.5% per month; credits of 10% of the monthly "
              "fee per 0.5% below, up to 50%. Acceptance within 2 business days by a single-node nccl-tests run "
              "(busbw of at least 20 GB/s) and fio read of at least 5 GB/s. Data deleted within 7 days of "
              "termination with written confirmation."),
    ], title="Schedule B - Price Schedule", author="Fernhill Cloud Services Ltd",
        footer="Fernhill Cloud Services Ltd - FCS-SA-2026-0412 Schedule B")


@doc("k22")
def k22(out: Path) -> None:
    pdf(out / "k22-agent-quote-for-provider-h200-sgd-en.pdf", [
        ("brand", "MERIDIAN CHANNEL PARTNERS"),
        ("small", "Meridian Channel Partners Pte Ltd - Authorised Sales Agent | 8 Marina View, #21-04, "
                  "Singapore 018960"),
        ("title", "QUOTATION MCP-Q-2026-2207"),
        ("p", "Issued by Meridian Channel Partners Pte Ltd <b>for and on behalf of Lioncrest GPU Pte. Ltd.</b> "
              "(UEN 202412345K), the Provider. The contract will be between the Customer and the Provider; "
              "Meridian is not a party to it and receives a commission from the Provider."),
        ("p", "Customer: Banyan Lane Robotics Pte. Ltd.    Date: 3 December 2026    Validity: 21 days"),
        ("t", [["Item", "Qty", "Term", "Price per GPU-hour excl. GST", "Price per GPU-hour incl. 9% GST"],
               ["H200 SXM node (8 GPUs), dedicated", "2 nodes", "9 months", "S$ 4.10", "S$ 4.47"],
               ["Shared Lustre storage, 100 TB quota across the cluster", "1", "9 months", "included",
                "included"]], [0.34, 0.1, 0.12, 0.22, 0.22]),
        ("p", "Minimum commitment: nine (9) months. Billed hourly, invoiced monthly by the Provider."),
        ("h", "Provider's specification (per node)"),
        ("p", "8 x NVIDIA H200 SXM 141GB, NVSwitch full mesh, NVLink 900 GB/s; 2 x Intel Xeon Platinum 8480+ "
              "(56 cores each); 2,048 GB RAM; OS on 2 x 960GB NVMe RAID 1; local NVMe 8 x 3.84 TB per node "
              "(30.72 TB); 8 x 400 Gb/s NDR InfiniBand with RDMA; 500 Mbps internet."),
        ("h", "Provider's service terms"),
        ("p", "GPU model and 141GB memory guaranteed; NVSwitch and NDR InfiniBand as specified; hardware dedicated "
              "to the Customer with no virtualisation or oversubscription; 99.9% monthly availability; credits of "
              "5% of the monthly fees per 0.1% below, capped at 50%; acceptance within 48 hours by nccl-tests "
              "two-node busbw of at least 180 GB/s; data erased within 7 days after the term with a certificate."),
        ("sp", 3),
        ("p", "Prepared by: Hui Min Goh, Senior Sales Agent, Meridian Channel Partners Pte Ltd"),
    ], title="Quotation MCP-Q-2026-2207", author="Meridian Channel Partners Pte Ltd",
        footer="Meridian Channel Partners Pte Ltd, agent for Lioncrest GPU Pte. Ltd.")


# ================================================================================================ bilingual
@doc("k23")
def k23(out: Path) -> None:
    pdf(out / "k23-two-column-brochure-h20-bi.pdf", [
        ("brand", "澜湄算力 LANMEI COMPUTE"),
        ("small", "云南澜湄算力科技有限公司 Yunnan Lanmei Compute Technology Co., Ltd. · 昆明市呈贡区信息产业园 9 号"),
        ("title", "H20 训练整机 · H20 Training Server"),
        ("cols", [
            ("h", "产品介绍"),
            ("p", "澜湄算力 H20 训练整机部署于昆明呈贡数据中心，采用水电绿电，整机出租，"
                  "适合 70B 级模型 LoRA 微调与推理。"),
            ("h", "每台配置"),
            ("p", "GPU：8 × NVIDIA H20 96GB HBM3，NVSwitch 全互联，NVLink 900GB/s<br/>"
                  "CPU：2 × Intel Xeon Platinum 8469C（每颗 48 核）<br/>内存：2TB DDR5<br/>"
                  "系统盘：2 × 480GB SATA SSD（RAID1）<br/>数据盘：4 × 3.84TB NVMe（单台 15.36TB）<br/>"
                  "机间网络：4 × 200Gb/s RoCE v2，支持 RDMA<br/>公网：100Mbps 独享"),
            ("h", "服务承诺"),
            ("p", "型号与显存不替换；机内全互联、机间 RoCE 按配置交付；整机独享，不虚拟化不超售；"
                  "月度可用率 99.9%，每低 0.1% 减免月租 5%（上限 50%）；交付 48 小时内以 nccl-tests 双机 "
                  "busbw ≥ 90GB/s 验收；到期 7 日内删除全部数据并出具证明。"),
        ], [
            ("h", "Overview"),
            ("p", "Lanmei Compute's H20 training servers are hosted in our Chenggong data centre in Kunming on "
                  "hydro power, rented as whole servers for 70B-class LoRA fine-tuning and inference."),
            ("h", "Per server"),
            ("p", "GPU: 8 x NVIDIA H20 96GB HBM3, NVSwitch full mesh, NVLink 900 GB/s<br/>"
                  "CPU: 2 x Intel Xeon Platinum 8469C (48 cores each)<br/>Memory: 2 TB DDR5<br/>"
                  "System: 2 x 480 GB SATA SSD (RAID 1)<br/>Data: 4 x 3.84 TB NVMe (15.36 TB per server)<br/>"
                  "Fabric: 4 x 200 Gb/s RoCE v2 with RDMA<br/>Internet: 100 Mbps dedicated"),
            ("h", "Service commitments"),
            ("p", "No substitution of model or memory; full mesh and RoCE as configured; dedicated, no "
                  "virtualisation or oversubscription; 99.9% monthly availability, 5% credit per 0.1% below (cap "
                  "50%); acceptance within 48 h by two-node nccl-tests busbw of at least 90 GB/s; all data deleted "
                  "within 7 days after the term, with a certificate."),
        ]),
        ("sp", 3),
        ("h", "本次报价 This quotation — 客户 Customer：成都蜀锦智语科技有限公司 Shujin AI"),
        ("t", [["项目 Item", "数量 Qty", "不含税 excl. VAT", "含 6% 增值税 incl. VAT"],
               ["H20 训练整机 H20 training server", "2 台 servers",
                "¥ 31,500 元/台/月 per server-month", "¥ 33,390 元/台/月 per server-month"]],
         [0.34, 0.14, 0.26, 0.26]),
        ("p", "最短租期 3 个月 Minimum term three (3) months；按月预付 monthly in advance."),
    ], cjk=True, title="Lanmei Compute H20", author="云南澜湄算力科技有限公司",
        footer="© 2026 云南澜湄算力科技有限公司 Yunnan Lanmei Compute Technology Co., Ltd.")


@doc("k24")
def k24(out: Path) -> None:
    text(out / "k24-telegram-export-a800-quota-bi.txt", """
Telegram Desktop — Chat export
Chat: 九龍灣算力 Kowloon Bay Compute × Tsang (Lumi Vision)
Exported: 03.12.2026 21:14

Tsang Ka Ho, [02.12.2026 19:02]
Hi, 想租 A800 做 8B LoRA, 一張卡就夠. Need one A800 for an 8B LoRA, what's the price?

Kowloon Bay Compute | Mandy, [02.12.2026 19:06]
您好 Hi! 我哋有 A800 80G 獨享卡 dedicated card instance:
• GPU: NVIDIA A800 SXM4, 顯存 40GB per instance
• 16 vCPU, 記憶體 RAM 128GB
• 系統盤 system disk 100GB cloud disk, 本地 NVMe 數據盤 local data 1TB
• HK$ 7.20 / 實例 / 小時 per instance-hour, 按分鐘計費 billed per minute

Tsang Ka Ho, [02.12.2026 19:09]
40GB? A800 唔係 80G 咩? Isn't the A800 80GB?

Kowloon Bay Compute | Mandy, [02.12.2026 19:12]
係嘅, 一張 A800 80G 開兩個容器 two containers per card, 每個容器顯存配額 40GB (memory quota),
算力按時間片分 time-sliced.
所以價錢平好多 much cheaper 😊 SLA 99.5% 月度可用率 monthly.

Tsang Ka Ho, [02.12.2026 19:15]
OK 先試一個月 let's try one month

Kowloon Bay Compute | Mandy, [02.12.2026 19:16]
好 👍 合同同發票由 九龍灣算力有限公司 Kowloon Bay Compute Limited 發出.
""")


@doc("k25")
def k25(out: Path) -> None:
    pdf(out / "k25-technical-agreement-bom-a800-pcie-bi.pdf", [
        ("title", "技术协议 Technical Agreement"),
        ("p", "协议编号 No.：BHSS-JS-2026-088"),
        ("p", "甲方 Party A（客户 Customer）：苏州吴中灵犀智能科技有限公司 Suzhou Lingxi AI Co., Ltd."),
        ("p", "乙方 Party B（服务方 Provider）：天津滨海数算科技有限公司 Tianjin Binhai Shusuan Technology Co., Ltd."
              "（“滨海数算”）"),
        ("h", "1. 设备清单 Bill of materials（1 台 server）"),
        ("t", [["序号 No.", "部件 Part", "型号 Model", "数量 Qty"],
               ["1", "GPU", "NVIDIA A800 PCIe 80GB", "8"],
               ["2", "GPU 互联 Interconnect", "PCIe 4.0 x16，经 2 颗 PCIe 交换芯片 via two PCIe switches；"
                "不配置 NVLink 桥 no NVLink bridges", "—"],
               ["3", "CPU", "Intel Xeon Gold 6348（28C 核）", "2"],
               ["4", "内存 Memory", "64GB DDR4-3200 RDIMM（合计 512GB total）", "8"],
               ["5", "系统盘 System", "Intel D3-S4520 960GB SATA SSD（RAID1）", "2"],
               ["6", "数据盘 Data", "Samsung PM9A3 7.68TB U.2 NVMe", "2"],
               ["7", "网卡 NIC", "Mellanox ConnectX-6 Dx 2 × 25GbE", "1"],
               ["8", "公网 Internet", "独享 dedicated 100Mbps", "—"]], [0.1, 0.22, 0.56, 0.12]),
        ("h", "2. 价格 Price"),
        ("t", [["计价 Basis", "不含税 excl. VAT", "含 6% 增值税 incl. VAT"],
               ["每卡每月 per card-month", "¥ 3,900.00", "¥ 4,134.00"],
               ["每台每月 per server-month（8 卡 cards）", "¥ 31,200.00", "¥ 33,072.00"]], [0.4, 0.3, 0.3]),
        ("p", "租期 Term：六个月 six (6) months，亦为最短租期 which is also the minimum term；按月预付 monthly in "
              "advance."),
        ("h", "3. 技术与服务要求 Technical and service requirements"),
        ("p", "3.1 GPU 为 NVIDIA A800 PCIe，每卡 80GB；the GPUs are NVIDIA A800 PCIe with 80GB each. 3.2 GPU 间经 "
              "PCIe 4.0 互联，如上表；GPUs communicate over PCIe 4.0 as listed. 3.3 整机独享，不虚拟化、不超售；"
              "the server is dedicated, not virtualised or oversubscribed."),
        ("p", "3.4 月度可用率 ≥ 99.5% monthly availability；3.5 每低 0.5 个百分点减免当月费用 10%，"
              "上限 50%；10% credit per 0.5% below, cap 50%；"
              "3.6 交付后 2 个工作日内以 nccl-tests 单机 busbw ≥ 18GB/s、fio 顺序读 ≥ "
              "5GB/s 验收 acceptance within 2 business days；3.7 租期结束后 5 日内删除全部数据并出具证明 data "
              "deleted within 5 days, with a certificate."),
        ("sp", 4),
        ("t", [["甲方 Party A", "乙方 Party B"],
               ["苏州吴中灵犀智能科技有限公司（盖章）", "天津滨海数算科技有限公司（盖章）"]], [0.5, 0.5]),
    ], cjk=True, title="技术协议 BHSS-JS-2026-088", author="天津滨海数算科技有限公司",
        footer="BHSS-JS-2026-088 技术协议 Technical Agreement")


@doc("k26")
def k26(out: Path) -> None:
    pdf(out / "k26-quotation-bank-payee-h800-hkd-bi.pdf", [
        ("brand", "西貢算力 SAI KUNG COMPUTE"),
        ("small", "西貢算力有限公司 Sai Kung Compute Limited · 香港将军澳工业邨骏昌街 22 号 · CR No. 3318842"),
        ("title", "报价单 Quotation SKC-Q-26-1130"),
        ("p", "客户 Customer：深圳南山灵眸科技有限公司 Lingmou Technology (Shenzhen) Co., Ltd."),
        ("p", "日期 Date：2026-11-30　有效期 Valid：30 天 days　报价人 Prepared by：Jason Lau 刘家俊, Sales Manager"),
        ("t", [["项目 Item", "数量 Qty", "单价 Unit price", "月费 Monthly"],
               ["H800 八卡训练服务器 8-GPU training server", "4 台 servers", "HK$ 96,800 / 台 / 月 per server-month",
                "HK$ 387,200"],
               ["共享并行存储 Shared parallel FS（配额 quota 300TB）", "1", "含 included", "HK$ 0"]],
         [0.4, 0.14, 0.28, 0.18]),
        ("p", "4 台 × 12 个月 × HK$96,800 = HK$4,646,400（合同总价 contract total）。最短租期 Minimum term：12 个月 "
              "twelve (12) months。按月预付 monthly in advance。"),
        ("h", "每台配置 Per server"),
        ("p", "8 × NVIDIA H800 SXM5 80GB，NVSwitch 全互联 full mesh，NVLink 400GB/s；2 × Intel Xeon Platinum 8468"
              "（48 核 cores）；2TB DDR5；系统盘 System 2 × 960GB NVMe RAID1；数据盘 Data 8 × 7.68TB NVMe"
              "（每台 per server 61.44TB）；8 × 400Gb/s NDR InfiniBand，RDMA；公网 Internet 200Mbps。"
              "集群共享并行存储总容量 500TB（DDN），贵司配额 300TB。"),
        ("h", "服务承诺 Commitments"),
        ("p", "GPU 型号 H800 SXM5、每卡 80GB 不替换 no substitution；机内 NVSwitch、机间 NDR IB；整机独享 dedicated，"
              "不虚拟化不超售；月度可用率 availability 99.9%；每低 0.1% 减免 5% 月费，上限 50% credits；"
              "交付 3 日内 nccl-tests 4 机 busbw ≥ 170GB/s 验收 acceptance；期满 7 日内删除数据并出具证明 "
              "deletion with certificate."),
        ("h", "收款账户 Payment details"),
        ("t", [["收款人 Beneficiary", "Sai Kung Compute Limited 西貢算力有限公司"],
               ["银行 Bank", "Hang Seng Bank Limited, Tseung Kwan O Branch"],
               ["账号 Account", "024-388-771234-883"],
               ["SWIFT", "HASEHKHH"]], [0.25, 0.75], {"head": 0}),
        ("small", "款项只可付至以上账户 Payments only to the account above."),
    ], cjk=True, title="Quotation SKC-Q-26-1130", author="Sai Kung Compute Limited",
        footer="Sai Kung Compute Limited 西貢算力有限公司 · SKC-Q-26-1130")


@doc("k27")
def k27(out: Path) -> None:
    pdf(out / "k27-order-confirmation-h100-qwen72b-bi.pdf", [
        ("brand", "海岸智算 COASTLINE COMPUTE"),
        ("small", "青岛海岸智算科技有限公司 Qingdao Coastline Compute Co., Ltd. · 青岛市崂山区科苑纬一路 1 号"),
        ("title", "订单确认书 Order Confirmation HA-OC-2026-1203"),
        ("p", "客户 Customer：上海衡石智能科技有限公司 Hengshi AI　确认日期 Date：2026-12-03"),
        ("p", "用途 Purpose：Qwen2.5-72B 全参数微调 full-parameter fine-tuning，单机 single node"),
        ("t", [["项目 Item", "内容 Details"],
               ["服务器 Server", "1 台 × 8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互联 full mesh，NVLink 900GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核 cores each）"],
               ["内存 Memory", "2TB DDR5"],
               ["系统盘 System", "2 × 480GB SATA SSD，RAID1"],
               ["数据盘 Data", "4 × 7.68TB NVMe，RAID10（可用 usable 15.36TB）"],
               ["公网 Internet", "100Mbps"],
               ["价格 Price", "¥ 14.50 元/卡/时 per GPU-hour（含税 incl. 6% VAT），按小时计费 billed hourly"],
               ["租期 Term", "2 个月 months；最短一个月 minimum one (1) month"]], [0.22, 0.78]),
        ("h", "服务条款 Service terms"),
        ("p", "型号 H100 SXM5 及每卡 80GB 不替换；机内 NVSwitch 全互联；整机独享不超售 dedicated；月度可用率 99.9% "
              "availability；每低 0.1% 补偿 5%，上限 50% credits；交付 24 小时内 nccl-tests 单机 busbw ≥ 350GB/s 验收 "
              "acceptance；期满 5 日内删除数据并出具证明 deletion with certificate."),
        ("sp", 3),
        ("t", [["客户确认 Customer", "服务方 Provider"],
               ["上海衡石智能科技有限公司（签章）", "青岛海岸智算科技有限公司（签章）"]], [0.5, 0.5]),
    ], cjk=True, title="Order Confirmation HA-OC-2026-1203", author="青岛海岸智算科技有限公司",
        footer="青岛海岸智算科技有限公司 · HA-OC-2026-1203")


@doc("k28")
def k28(out: Path) -> None:
    pdf(out / "k28-datasheet-quote-mi300x-sparse-bi.pdf", [
        ("brand", "≋ 蔚湾算力 CERULEAN BAY"),
        ("small", "Cerulean Bay Cloud Pte. Ltd. · 1 Fusionopolis Way, Singapore 138632"),
        ("title", "MI300X 训练节点 数据表与报价 Datasheet &amp; Quote"),
        ("t", [["指标 Metric", "每 GPU Per GPU", "每节点 Per node（8 GPU）"],
               ["显存 Memory", "192GB HBM3", "1,536GB"],
               ["显存带宽 Memory bandwidth", "5.3 TB/s", "42.4 TB/s"],
               ["峰值算力 Peak BF16", "2,614.9 TFLOPS", "20.9 PFLOPS"],
               ["互联 Interconnect", "Infinity Fabric (xGMI) 全互联 full mesh", "—"]], [0.34, 0.33, 0.33]),
        ("h", "节点配置 Node configuration"),
        ("p", "8 × AMD Instinct MI300X 192GB (OAM)；2 × AMD EPYC 9654（96 核 cores each）；2,304GB DDR5；"
              "系统盘 boot 2 × 960GB NVMe RAID1；数据盘 data 4 × 7.68TB NVMe（30.72TB）；"
              "8 × 400Gb/s RoCE v2，RDMA；公网 internet 1Gbps。"),
        ("h", "报价 Quote（客户 Customer：Nanyang Lumen AI Pte. Ltd.）"),
        ("t", [["方案 Plan", "节点 Nodes", "价格 Price（USD）"],
               ["12 个月预留 12-month reserved", "2", "1.99 / GPU / hour"]], [0.5, 0.2, 0.3]),
        ("p", "最短租期 12 个月 minimum twelve (12) months；按小时计量 metered hourly；不含 GST excl. GST。"),
        ("h", "服务条款 Terms"),
        ("p", "GPU 型号 MI300X 192GB 不替换；节点内 xGMI 全互联、节点间 RoCE；整机独享 dedicated；月度可用率 99.9%；"
              "每低 0.1% 补偿 5%（上限 50%）credits；交付 48 小时内 rccl-tests 双节点 busbw ≥ 300GB/s 验收 "
              "acceptance；期满 7 日内删除数据并出具证明 deletion with certificate."),
    ], cjk=True, title="Cerulean Bay MI300X", author="Cerulean Bay Cloud Pte. Ltd.",
        footer="© 2026 Cerulean Bay Cloud Pte. Ltd. 蔚湾算力")


@doc("k29")
def k29(out: Path) -> None:
    text(out / "k29-agent-email-4090-bi.txt", """
From: Kelvin Ho 何嘉伟 <kelvin.ho@pearlriver-channel.hk>
To: 叶芷晴 Ye Zhiqing <zq.ye@mingjing-ai.cn>
Date: Thu, 3 Dec 2026 11:26:40 +0800
Subject: 4090 整机报价 RTX 4090 server quote (代 on behalf of 松湖算力)

叶小姐 您好 Dear Ms Ye,

我是珠江渠道 Pearl River Channel 的何嘉伟，代表 on behalf of 东莞松湖算力科技有限公司（松湖算力）向您报价。
合同与发票由松湖算力签发；the contract and invoices are issued by Dongguan Songhu Compute Co., Ltd.

配置 Configuration（1 台 server）:
- GPU：8 × NVIDIA GeForce RTX 4090 24GB，PCIe 4.0 x16，无 NVLink（4090 不支持 NVLink / no NVLink）
- CPU：2 × AMD EPYC 7K62（48 核 cores each）
- 内存 RAM：512GB DDR4
- 系统盘 system：1 × 960GB SATA SSD
- 数据盘 data：两块 3.84TB NVMe（7.68TB）two 3.84TB NVMe
- 公网 internet：100Mbps

价格 Price：¥ 9,600 元/台/月 per server-month（含 6% 增值税 incl. VAT）；最短 1 个月 minimum one month；按月预付。

合同条款 Contract terms：型号 RTX 4090、每卡 24GB 不替换；GPU 间 PCIe 4.0 互联如上所述；整机独享不超售
dedicated；月度可用率 99.5% availability；每低 0.5% 减免 10%，上限 50% credits；交付 24 小时内 nvidia-smi 与
单机 nccl-tests busbw ≥ 15GB/s 验收 acceptance；退租 3 日内删除数据并出具证明 data deletion with certificate。

祝好 Best regards,
何嘉伟 Kelvin Ho
渠道经理 Channel Manager，珠江渠道 Pearl River Channel Ltd
代表 for 东莞松湖算力科技有限公司 Dongguan Songhu Compute Co., Ltd.
""")


@doc("k30")
def k30(out: Path) -> None:
    pdf(out / "k30-quote-node-cluster-h100-hdd-bi.pdf", [
        ("brand", "净月算力 JINGYUE COMPUTE"),
        ("small", "长春净月算力科技有限公司 Changchun Jingyue Compute Co., Ltd. · 长春市净月区生态大街 2999 号"),
        ("title", "服务报价 Service Quotation JY-2026-112"),
        ("p", "客户 Customer：大连星海语义科技有限公司　用途 Purpose：2 台联合训练 two-node training, "
              "Llama 3 70B LoRA"),
        ("t", [["项目 Item", "单台 Per node", "集群合计 Cluster total（2 台 nodes）"],
               ["GPU", "8 × NVIDIA H100 SXM5 80GB，NVSwitch，NVLink 900GB/s", "16"],
               ["CPU", "2 × Intel Xeon Platinum 8462Y+（32 核 cores each）", "4"],
               ["内存 Memory", "1TB DDR5", "2TB"],
               ["系统盘 System", "2 × 480GB SATA SSD RAID1", "4 块 drives"],
               ["数据盘 Data", "4 × 20TB SATA HDD 7200rpm，RAID5（裸 raw 80TB，可用 usable 60TB）",
                "160TB raw / 120TB usable"],
               ["机间网络 Inter-node", "2 × 25GbE TCP/IP，无 RDMA no RDMA", "—"],
               ["公网 Internet", "100Mbps", "200Mbps"],
               ["价格 Price", "¥ 88,000 元/台/月 per node-month（含 6% 增值税 incl. VAT）", "¥ 176,000 / 月 month"]],
         [0.2, 0.5, 0.3]),
        ("p", "最短租期 Minimum term：6 个月 six (6) months；按月预付 monthly in advance。"),
        ("h", "服务条款 Service terms"),
        ("p", "型号 H100 SXM5、每卡 80GB 不替换；机内 NVSwitch 全互联，机间按上表 25GbE；整机独享不超售 dedicated；"
              "月度可用率 99.5% availability；每低 0.5% 减免 10% 月租，上限 50% credits；交付 3 日内 nccl-tests "
              "单机 busbw ≥ 350GB/s 验收 acceptance；期满 7 日内删除数据并出具证明 deletion with certificate."),
    ], cjk=True, land=True, title="Service Quotation JY-2026-112", author="长春净月算力科技有限公司",
        footer="长春净月算力科技有限公司 · JY-2026-112")


@doc("k31")
def k31(out: Path) -> None:
    pdf(out / "k31-distributor-quote-a100-40g-bi.pdf", [
        ("brand", "PAN-ASIA COMPUTE DISTRIBUTION 环亚算力分销"),
        ("small", "环亚算力分销有限公司 Pan-Asia Compute Distribution Ltd · 分销商 Distributor"),
        ("title", "报价 Quotation PACD-26-0977"),
        ("t", [["角色 Role", "名称 Name"],
               ["分销商 Distributor（报价 quoting only）", "环亚算力分销有限公司 Pan-Asia Compute Distribution Ltd"],
               ["服务提供方及合同主体 Provider and contracting party",
                "成都天府智算科技有限公司 Tianfu AI Compute (Chengdu) Co., Ltd.（天府智算）"],
               ["客户 Customer", "Kestrel Bay Speech Pte. Ltd."]], [0.4, 0.6]),
        ("p", "本服务由天府智算交付并与客户签约，分销商仅负责报价。The service is delivered and contracted by "
              "Tianfu AI Compute; the distributor only quotes."),
        ("t", [["项目 Item", "数量 Qty", "单价 Unit price", "约合 Approx."],
               ["A100 40GB 八卡服务器 8-GPU server", "2 台 servers", "US$ 1.15 / GPU-hour",
                "≈ US$ 6,716 / server-month"]], [0.36, 0.16, 0.24, 0.24]),
        ("p", "最短租期 minimum term：3 个月 three (3) months；按小时计量 metered hourly，按月结算 invoiced monthly。"),
        ("h", "天府智算规格 Provider specification（每台 per server）"),
        ("p", "8 × NVIDIA A100 SXM4 40GB，NVSwitch 全互联 full mesh，NVLink 600GB/s；2 × AMD EPYC 7742（64 核 cores "
              "each）；1TB DDR4；系统盘 system 2 × 480GB SATA SSD RAID1；数据盘 data 4 × 3.84TB NVMe（15.36TB）；"
              "4 × 200Gb/s HDR InfiniBand，RDMA；公网 internet 100Mbps。"),
        ("h", "天府智算服务承诺 Provider commitments"),
        ("p", "型号 A100 SXM4 40GB 不替换；NVSwitch 与 HDR IB 如上；整机独享不超售 dedicated；月度可用率 99.5%；"
              "每低 0.5% 补偿 10%，上限 50% credits；交付 48 小时内 nccl-tests 双机 busbw ≥ 80GB/s 验收 "
              "acceptance；期满 5 日内删除数据并出具证明 deletion with certificate."),
    ], cjk=True, title="Quotation PACD-26-0977", author="Pan-Asia Compute Distribution Ltd",
        footer="环亚算力分销有限公司 Pan-Asia Compute Distribution Ltd · PACD-26-0977")


@doc("k32")
def k32(out: Path) -> None:
    text(out / "k32-console-billing-summary-b200-bi.md", """
# 账单概要 Billing summary — 2026-11

**实例 Instance** `i-8c21f0b7` ｜ **规格 Shape** `bm.b200.8x`（裸金属 bare metal）｜ **地域 Region** 华东2 East China 2

## 规格 Specification

| 项目 Item | 配置 Configuration |
| --- | --- |
| GPU | 8 × NVIDIA B200 SXM 192GB，NVSwitch 全互联 full mesh，NVLink 1.8TB/s |
| CPU | 2 × Intel Xeon Platinum 8570（56 核 cores each） |
| 内存 Memory | 2TB |
| 系统盘 System disk | 云盘 ESSD cloud disk 200GB |
| 本地数据盘 Local data | 8 × 3.84TB NVMe（30.72TB） |
| 公网 Internet | 1Gbps |

## 费用明细 Charges

| 计费项 Item | 用量 Usage | 单价 Unit price | 金额 Amount |
| --- | --- | --- | --- |
| bm.b200.8x 按量 pay-as-you-go | 312.5 h | ¥ 308.80 / 实例·时 instance-hour（¥ 38.60 / 卡·时 GPU-hour） | ¥ 96,500.00 |
| 云盘 ESSD 200GB | 1 月 month | ¥ 200.00 | ¥ 200.00 |
| 合计 Total（含 6% 增值税 incl. VAT） | | | ¥ 96,700.00 |

按秒计费，每小时出账 billed per second, settled hourly；无最短使用时长 no minimum.

## 服务承诺 SLA

- GPU 型号 B200 SXM、每卡 192GB 不替换 no substitution；机内 NVSwitch 全互联
- 裸金属独享，不虚拟化不超售 dedicated bare metal, no virtualisation or oversubscription
- 月度可用率 99.9% monthly availability；每低 0.1% 赔付 5% 当月费用，上限 50% credits
- 开通后 24 小时内可按 nccl-tests 单机 busbw ≥ 650GB/s 验收，未达标不计费 acceptance
- 释放实例后 24 小时内擦除本地盘并可申请删除证明 deletion with certificate

---

© 2026 上海霁云计算有限公司 Shanghai Jiyun Computing Co., Ltd. ｜ 霁云 Jiyun Cloud
""")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout14")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
