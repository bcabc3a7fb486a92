"""Build the held-out offer corpus: eighteen GPU-server rental offers as their vendors would send them.

Usage: python make.py OUTDIR

Quotes, price pages, order forms, proposals, contracts, e-mails and marketplace listings in Chinese, English and
both, written the way Chinese IDC and 算力租赁 shops, US/EU GPU clouds, HK/SG providers and resellers write them.
Every vendor, customer and person is fictional. The PDFs are drawn with reportlab (Chinese in the CID font
STSong-Light); the e-mails and one contract annex are plain text / Markdown. The build is deterministic
(reportlab's invariant mode), so a file's bytes only change when its text does.

truth.json beside this file says what a careful reader takes from each offer; this corpus is for a final
measurement only (README.md).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import (
    BaseDocTemplate,
    Frame,
    FrameBreak,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

rl_config.invariant = 1
pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))

ZH = "STSong-Light"
Canvas = Any
PageHook = Callable[[Canvas, Any], None]


# ------------------------------------------------------------------------------------------------ styles
def styles(font: str, size: float = 10, bold: str | None = None) -> dict[str, ParagraphStyle]:
    """Body, small, title, heading and cell styles in one font (CJK wrapping for the Chinese font)."""
    wrap = "CJK" if font == ZH else None
    head = bold or font
    base = ParagraphStyle("body", fontName=font, fontSize=size, leading=size * 1.45, wordWrap=wrap,
                          spaceAfter=size * 0.35)
    return {
        "body": base,
        "small": ParagraphStyle("small", parent=base, fontSize=size - 2, leading=(size - 2) * 1.4),
        "title": ParagraphStyle("title", parent=base, fontName=head, fontSize=size + 7, leading=(size + 7) * 1.3,
                                alignment=1, spaceAfter=size),
        "h1": ParagraphStyle("h1", parent=base, fontName=head, fontSize=size + 2, leading=(size + 2) * 1.4,
                             spaceBefore=size * 0.8, spaceAfter=size * 0.4),
        "h2": ParagraphStyle("h2", parent=base, fontName=head, fontSize=size + 0.5, spaceBefore=size * 0.4),
        "cell": ParagraphStyle("cell", parent=base, fontSize=size - 1, leading=(size - 1) * 1.3, spaceAfter=0),
        "hcell": ParagraphStyle("hcell", parent=base, fontName=head, fontSize=size - 1, leading=(size - 1) * 1.3,
                                spaceAfter=0),
        "mono": ParagraphStyle("mono", parent=base, fontName="Courier" if font != ZH else ZH, fontSize=size - 1.5,
                               leading=(size - 1.5) * 1.35, spaceAfter=0),
    }


EN = styles("Helvetica", 10, "Helvetica-Bold")
EN_SERIF = styles("Times-Roman", 11, "Times-Bold")
CN = styles(ZH, 10)


def para(text: str, st: ParagraphStyle) -> Paragraph:
    return Paragraph(text, st)


def paras(lines: Sequence[str], st: ParagraphStyle) -> list[Paragraph]:
    return [Paragraph(line, st) for line in lines]


def table(rows: Sequence[Sequence[Any]], widths: Sequence[float], sty: dict[str, ParagraphStyle], *,
          grid: str = "full", header: int = 1, repeat: bool = True, shade: bool = True,
          extra: Sequence[tuple] = ()) -> Table:
    """A table whose string cells wrap; grid 'full' (every rule), 'rules' (header and bottom lines only),
    'rows' (a line under every row) or 'none'."""
    body = []
    for r, row in enumerate(rows):
        cells = []
        for cell in row:
            if isinstance(cell, str):
                cells.append(Paragraph(cell, sty["hcell"] if r < header else sty["cell"]))
            else:
                cells.append(cell)
        body.append(cells)
    t = Table(body, colWidths=list(widths), repeatRows=header if repeat else 0)
    cmds: list[tuple] = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                         ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]
    if grid == "full":
        cmds.append(("GRID", (0, 0), (-1, -1), 0.5, colors.black))
    elif grid == "rules":
        cmds += [("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                 ("LINEBELOW", (0, header - 1), (-1, header - 1), 0.5, colors.black),
                 ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black)]
    elif grid == "rows":
        cmds.append(("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.grey))
    if shade and header and grid != "none":
        cmds.append(("BACKGROUND", (0, 0), (-1, header - 1), colors.HexColor("#e4e8ee")))
    cmds += list(extra)
    t.setStyle(TableStyle(cmds))
    return t


def kv(rows: Sequence[tuple[str, str]], widths: Sequence[float], sty: dict[str, ParagraphStyle],
       grid: str = "none") -> Table:
    """A key: value block drawn as a borderless two-column table."""
    return table([list(r) for r in rows], widths, sty, grid=grid, header=0)


def build(path: Path, story: list, *, pagesize: tuple[float, float] = A4, on_page: PageHook | None = None,
          margins: tuple[float, float, float, float] = (20 * mm, 20 * mm, 22 * mm, 20 * mm),
          columns: int = 1, first_header: float = 0.0, title: str = "", author: str = "") -> None:
    """Lay out a story on pages (one or two frames per page) with an optional letterhead/footer hook."""
    left, right, top, bottom = margins
    doc = BaseDocTemplate(str(path), pagesize=pagesize, leftMargin=left, rightMargin=right, topMargin=top,
                          bottomMargin=bottom, title=title, author=author)
    w, h = pagesize
    inner_w, inner_h = w - left - right, h - top - bottom

    def hook(canvas: Canvas, d: Any) -> None:
        if on_page:
            canvas.saveState()
            on_page(canvas, d)
            canvas.restoreState()

    if columns == 1:
        frames = [Frame(left, bottom, inner_w, inner_h, id="body")]
        doc.addPageTemplates([PageTemplate(id="one", frames=frames, onPage=hook)])
    else:
        gap = 8 * mm
        col = (inner_w - gap) / 2
        first = [Frame(left, bottom + inner_h - first_header, inner_w, first_header, id="head"),
                 Frame(left, bottom, col, inner_h - first_header, id="l1"),
                 Frame(left + col + gap, bottom, col, inner_h - first_header, id="r1")]
        later = [Frame(left, bottom, col, inner_h, id="l"), Frame(left + col + gap, bottom, col, inner_h, id="r")]
        doc.addPageTemplates([PageTemplate(id="first", frames=first, onPage=hook, autoNextPageTemplate="later"),
                              PageTemplate(id="later", frames=later, onPage=hook)])
    doc.build(story)


def letterhead(lines: Sequence[tuple[str, str, float]], footer: str = "", footer_font: str = "Helvetica",
               rule: bool = True, page_label: Callable[[int], str] | None = None) -> PageHook:
    """A page hook drawing the vendor's letterhead (text, font, size per line) at the top of every page, a rule
    under it, and a footer line with the page number."""
    def draw(canvas: Canvas, doc: Any) -> None:
        w, h = doc.pagesize
        y = h - 12 * mm
        for i, (text, font, size) in enumerate(lines):
            canvas.setFont(font, size)
            canvas.drawString(doc.leftMargin, y, text)
            y -= (lines[i + 1][2] if i + 1 < len(lines) else size) * 1.4
        if rule:
            canvas.setLineWidth(0.8)
            canvas.line(doc.leftMargin, y + 2, w - doc.rightMargin, y + 2)
        canvas.setFont(footer_font, 7.5)
        label = page_label(doc.page) if page_label else f"Page {doc.page}"
        canvas.drawString(doc.leftMargin, 10 * mm, footer)
        canvas.drawRightString(w - doc.rightMargin, 10 * mm, label)
    return draw


def zh_page(n: int) -> str:
    return f"第 {n} 页"


def write_text(path: Path, text: str) -> None:
    path.write_text(text.lstrip("\n"), encoding="utf-8")


# ------------------------------------------------------------------------------------------------ h01
def h01(out: Path) -> None:
    """Hangzhou IDC 报价单: a per-server bill of materials with a quantity column that runs onto page 2, 月付 vs
    年付 (the customer chose 年付), 含税, public bandwidth apart from the InfiniBand fabric, a full SLA section."""
    s = CN
    hook = letterhead([("杭州澜湖数据科技有限公司", ZH, 14),
                       ("Lanhu Data Technology Co., Ltd.  |  杭州市余杭区仓前街道文一西路 1818 号  |  400-800-3721",
                        ZH, 8)],
                      footer="报价单号：LH-Q-20250311-07    本报价单仅供需求方内部评估使用", footer_font=ZH,
                      page_label=zh_page)
    story: list = [Spacer(1, 10 * mm), para("GPU 裸金属服务器租赁报价单", s["title"])]
    story.append(kv([("需求方：", "浙江某人工智能研究院（以下简称“需求方”）"),
                     ("项目名称：", "大模型指令微调算力租赁（二期）"),
                     ("报价日期：", "2025 年 3 月 11 日"),
                     ("报价有效期：", "自报价日期起 15 天"),
                     ("交付地点：", "杭州 余杭 A3 数据中心（T3+，双路市电）"),
                     ("交付周期：", "合同签订后 10 个工作日内上架交付")], [28 * mm, 140 * mm], s))
    story.append(para("一、配置清单（单台服务器）", s["h1"]))
    story += paras([
        "本次报价共 2 台同配置 GPU 裸金属服务器，以下为单台配置，数量一栏为单台内的部件数量。整机独享，"
        "不做虚拟化切分，不与其他客户共享任何 GPU、CPU 或内存资源。",
        "说明：机型为 8 卡 HGX H100 整机，出厂带 4 颗 NVSwitch 芯片；我司所有 H100 整机均为原厂 SXM5 模组，"
        "非 PCIe 版本。各部件均为原厂全新或原厂翻新，质保期内整机故障 4 小时内更换。",
    ], s["body"])
    head = ["序号", "配置项", "规格型号", "数量", "单位", "备注"]
    w = [11 * mm, 22 * mm, 62 * mm, 13 * mm, 12 * mm, 50 * mm]
    rows1 = [head,
             ["1", "GPU", "NVIDIA HGX H100 SXM5 80GB HBM3", "8", "张", "NVLink 4.0，经 NVSwitch 全互联，单卡 900GB/s"],
             ["2", "CPU", "Intel Xeon Platinum 8480+（56 核，2.0GHz）", "2", "颗", ""],
             ["3", "内存", "64GB DDR5 4800 RDIMM", "32", "条", ""],
             ["4", "系统盘", "960GB SATA SSD", "2", "块", "RAID1，仅用于操作系统"],
             ["5", "数据盘", "7.68TB NVMe U.2 SSD", "4", "块", "用于训练数据及检查点"]]
    story.append(table(rows1, w, s))
    story += paras(["（下页续）"], s["small"])
    story.append(PageBreak())
    story.append(Spacer(1, 10 * mm))
    story.append(para("配置清单（续）", s["h2"]))
    rows2 = [head,
             ["6", "计算网络", "NVIDIA ConnectX-7 400Gb/s NDR InfiniBand 单口网卡", "8", "张",
              "每 GPU 一张，支持 GPUDirect RDMA，接入 NDR 胖树无阻塞网络"],
             ["7", "存储/管理网络", "25GbE 双口以太网卡", "1", "张", "内网，对接并行文件存储，不计费"],
             ["8", "公网带宽", "BGP 多线 独享带宽", "50", "Mbps", "独立于内网，不限流量"],
             ["9", "公网 IP", "IPv4 独立 IP", "1", "个", ""],
             ["10", "电源", "3000W 钛金 冗余电源", "6", "个", "4+2 冗余"]]
    story.append(table(rows2, w, s))
    story.append(para("二、报价", s["h1"]))
    story.append(table([["付费方式", "台数", "单价（元/台/月，含税）", "月小计（元）", "说明"],
                        ["月付", "2", "142,000.00", "284,000.00", "按自然月结算，最短租期 3 个月"],
                        ["年付", "2", "128,000.00", "256,000.00", "合同期 12 个月，按季度预付，合计 3,072,000.00 元"]],
                       [22 * mm, 14 * mm, 38 * mm, 30 * mm, 66 * mm], s))
    story += paras([
        "1. 以上价格均含 6% 增值税，可开具增值税专用发票。",
        "2. 需求方已于 3 月 10 日书面确认选择<b>年付</b>方案，合同期 12 个月，即单价 128,000.00 元/台/月。",
        "3. 公网带宽超出 50Mbps 部分按 80 元/Mbps/月另计；并行文件存储首 20TB 免费。",
    ], s["body"])
    story.append(para("三、服务等级承诺（SLA）", s["h1"]))
    story += paras([
        "3.1 可用性：每台服务器月度可用性不低于 99.9%。月度可用性 =（当月总分钟数 － 不可用分钟数）÷ 当月总分钟数 × "
        "100%。"
        "提前 72 小时通知的计划内维护（每月不超过 4 小时）不计入不可用时间。",
        "3.2 赔偿：月度可用性低于 99.9% 但不低于 99.0% 的，赔偿该台服务器当月服务费的 10%；低于 99.0% 但不低于 95.0%"
        " 的，"
        "赔偿 25%；低于 95.0% 的，赔偿 50%。赔偿以服务费抵扣方式在次月账单中扣除。",
        "3.3 型号与显存：所交付 GPU 为 NVIDIA H100 SXM5，每卡显存 80GB，nvidia-smi 可见显存不低于 79GB。",
        "3.4 独享：GPU、CPU、内存均为物理独享，不开启 MIG，不做 vGPU 切分，不超售。",
        "3.5 互联：单机 8 卡经 NVSwitch 全互联；机间经 8×400Gb/s NDR InfiniBand 互联，支持 RDMA。",
        "3.6 验收：交付后 48 小时内，需求方可使用 nccl-tests 的 all_reduce_perf 进行测试：单机 8 卡总线带宽（busbw）"
        "不低于 350GB/s、两机 16 卡不低于 300GB/s 视为合格；未达标的，供方应在 72 小时内整改或更换硬件，租期自验收合"
        "格之日起算。",
        "3.7 数据删除：租期届满或合同解除后 7 个自然日内，供方对全部数据盘执行安全擦除并向需求方出具书面删除证明；"
        "需求方可在租期结束前 5 日内自行导出数据。",
        "3.8 故障响应：7×24 小时值守，15 分钟内响应，硬件故障 4 小时内修复或更换。",
    ], s["body"])
    story.append(Spacer(1, 6 * mm))
    story.append(kv([("供方：", "杭州澜湖数据科技有限公司（盖章）"), ("联系人：", "陈思远  销售经理  137-5710-2208"),
                     ("日期：", "2025 年 3 月 11 日")], [20 * mm, 150 * mm], s))
    build(out / "h01-lanhu-h100-2node-baojia-zh.pdf", story, on_page=hook,
          margins=(18 * mm, 18 * mm, 26 * mm, 18 * mm), title="GPU 裸金属服务器租赁报价单")


# ------------------------------------------------------------------------------------------------ h02
def h02(out: Path) -> None:
    """Shenzhen 算力租赁 shop spec sheet: key:value lines, 八卡 RTX 4090 stated honestly as PCIe without NVLink,
    HDD data disks and a shared, peak-throttled uplink; 时租/日租/月租 columns and the chosen line."""
    s = CN
    hook = letterhead([("极星算力 | 深圳极星云算科技有限公司", ZH, 13),
                       ("官网 jixing-gpu.example  |  客服微信 jixing-suanli  |  东莞松山湖机房", ZH, 8)],
                      footer="规格单编号 JX-4090-S4-2208", footer_font=ZH, page_label=zh_page)
    story: list = [Spacer(1, 8 * mm), para("RTX 4090 八卡 GPU 服务器 | 整机租赁", s["title"]),
                   para("整机独享（非共享容器、非虚拟机切分），适合 7B–13B 模型微调、推理与渲染。", s["body"])]
    story.append(para("【机型配置】", s["h1"]))
    story.append(kv([
        ("机型编号", "S4-2208（4U 八卡机架式）"),
        ("显卡", "NVIDIA GeForce RTX 4090 24G × 8（八卡）"),
        ("显卡互联", "PCIe 4.0 x16 直连 CPU，无 NVLink（RTX 4090 本身不支持 NVLink）"),
        ("处理器", "AMD EPYC 7542 × 2（共 64 核 128 线程）"),
        ("内存", "512G DDR4 ECC（16 × 32G）"),
        ("系统盘", "1TB NVMe SSD"),
        ("数据盘", "16TB 企业级机械硬盘（HDD，7200 转）× 2"),
        ("公网", "100M 共享带宽，晚高峰（19:00–23:00）限速至 30M"),
        ("内网", "10GbE，同机房机器互通"),
        ("电源", "2000W × 4 冗余"),
        ("机房", "广东东莞，T3 级，双路供电"),
    ], [28 * mm, 140 * mm], s, grid="rows"))
    story.append(para("【租赁价格】", s["h1"]))
    story.append(table([["计费方式", "整机价格", "折合单卡", "备注"],
                        ["时租", "￥15.20 / 时", "￥1.90 / 卡 / 时", "按小时计费，不足 1 小时按 1 小时计"],
                        ["日租", "￥320 / 天", "￥40 / 卡 / 天", "连续租用 3 天起"],
                        ["月租", "￥8,800 / 月", "￥1,100 / 卡 / 月", "押一付一"]],
                       [24 * mm, 34 * mm, 36 * mm, 76 * mm], s))
    story += paras([
        "本单确认：客户选择<b>月租</b>，整机 1 台，￥8,800 / 台 / 月，最短租期 1 个月，押金 ￥8,800（退租验机后 3 个"
        "工作日退还）。",
        "以上价格不含税，如需开票另加 6% 税点。预装 Ubuntu 22.04 + CUDA 12.4 + 驱动 550，root 权限交付。",
        "温馨提示：数据盘为机械硬盘，大批量小文件读取较慢，建议训练前将数据集打包或预先缓存至系统盘。",
    ], s["body"])
    build(out / "h02-jixing-4090-8ka-guige-zh.pdf", story, on_page=hook, title="RTX 4090 八卡 整机租赁")


# ------------------------------------------------------------------------------------------------ h03
def h03(out: Path) -> None:
    """US GPU cloud: a printed price page (on-demand vs 1-year vs 3-year, per GPU-hour, several instance types)
    and the order form that reserves four 8x H100 instances for one year; the SLA is incorporated by reference."""
    s = EN
    page = letterhead([("northgate.example/pricing", "Helvetica", 7), ("Northgate GPU Cloud", "Helvetica-Bold", 16),
                       ("Pricing  |  Instances  |  Docs  |  Contact sales", "Helvetica", 8)],
                      footer="Printed 2025-02-26 09:41 from northgate.example/pricing", page_label=lambda n: f"{n}/1")
    story: list = [Spacer(1, 14 * mm), para("GPU instances, priced per GPU-hour", s["h1"]),
                   para("Bare-metal instances with dedicated GPUs. Pick on-demand for bursts, or reserve capacity fo"
                        "r a "
                        "1-year or 3-year term and save up to 38%.", s["body"])]
    story.append(table([
        ["Instance", "GPUs", "vCPUs / RAM", "Local NVMe", "Fabric", "On-demand", "1-yr reserved", "3-yr reserved"],
        ["ng.l40sx4", "4x L40S 48GB", "64 / 512 GiB", "2x 3.84 TB", "100 GbE", "$1.09", "$0.89", "-"],
        ["ng.a100x8", "8x A100 SXM4 80GB", "256 / 2 TiB", "4x 3.84 TB", "8x 200G HDR IB", "$1.79", "$1.45", "$1.19"],
        ["ng.h100x1", "1x H100 PCIe 80GB", "32 / 256 GiB", "1x 3.84 TB", "-", "$2.49", "-", "-"],
        ["ng.h100x8", "8x H100 SXM5 80GB", "224 / 2 TiB", "8x 3.84 TB", "8x 400G NDR IB", "$2.99", "$2.35", "$1.99"],
    ], [21 * mm, 30 * mm, 22 * mm, 20 * mm, 25 * mm, 17 * mm, 18 * mm, 18 * mm], s, grid="rows"))
    story += paras([
        "Prices are per GPU-hour in USD. The price of an instance is the GPU price times its GPU count "
        "(e.g. ng.h100x8 on demand: 8 x $2.99 = $23.92 per instance-hour).",
        "On-demand instances are billed per second with a 1-minute minimum. Reserved prices require a signed Order "
        "Form and are invoiced monthly in advance for the whole term.",
        "InfiniBand is included on ng.a100x8 (1.6 Tb/s HDR) and ng.h100x8 (3.2 Tb/s NDR) and supports GPUDirect RDMA. "
        "Public egress: first 10 TB per month free, then $0.05/GB.",
        "All GPUs are whole physical GPUs on single-tenant servers. No GPU sharing, no MIG, no oversubscription.",
    ], s["small"])
    build(out / "h03a-northgate-pricing-page-en.pdf", story, pagesize=LETTER, on_page=page,
          margins=(16 * mm, 16 * mm, 30 * mm, 18 * mm), title="Northgate GPU Cloud pricing")

    form = letterhead([("NORTHGATE GPU CLOUD, INC.", "Helvetica-Bold", 12),
                       ("1201 Larkspur Ave, Suite 400, Reno, NV 89502  |  orders@northgate.example", "Helvetica", 8)],
                      footer="Order Form NG-OF-24117  |  Confidential", page_label=lambda n: f"Page {n} of 2")
    st: list = [Spacer(1, 8 * mm), para("ORDER FORM NG-OF-24117", s["title"])]
    st.append(table([["Provider", "Customer"],
                     ["Northgate GPU Cloud, Inc.<br/>1201 Larkspur Ave, Suite 400<br/>Reno, NV 89502",
                      "Ostrander Labs, Inc.<br/>77 Wharf St, Floor 3<br/>Portland, OR 97209"]],
                    [85 * mm, 85 * mm], s))
    st.append(Spacer(1, 4 * mm))
    st.append(kv([("Order date:", "February 27, 2025"), ("Service Start Date:", "March 10, 2025"),
                  ("Term:", "12 months from the Service Start Date"), ("Quote reference:", "Q-7781 rev 2")],
                 [40 * mm, 120 * mm], s))
    st.append(para("1. Reserved capacity", s["h1"]))
    st.append(table([
        ["#", "Description", "Qty", "Unit price", "Term", "Monthly fees"],
        ["1", "ng.h100x8 bare-metal instance, 1-year reserved (8x NVIDIA H100 80GB SXM5, NVLink with NVSwitch)",
         "4", "$18.80 per instance-hour ($2.35 per GPU-hour)", "12 months", "$54,896.00"],
        ["2", "Shared NFS storage, 50 TB, mounted on all instances", "1", "$0.06 per GB-month", "12 months",
         "$3,000.00"],
        ["", "<b>Total monthly fees</b>", "", "", "", "<b>$57,896.00</b>"],
    ], [8 * mm, 64 * mm, 10 * mm, 36 * mm, 20 * mm, 27 * mm], s))
    st.append(para("Monthly fees for item 1 are computed as 4 instances x 730 hours x $18.80.", s["small"]))
    st.append(para("2. Instance specification (each instance)", s["h1"]))
    st.append(kv([
        ("GPUs", "8x NVIDIA H100 80GB HBM3 SXM5, NVLink 4 through NVSwitch (900 GB/s per GPU)"),
        ("CPU", "2x Intel Xeon Platinum 8480+ (56 cores each, 112 cores total)"),
        ("Memory", "2 TB DDR5"),
        ("Local storage", "8x 3.84 TB NVMe (30.72 TB), plus a 960 GB NVMe boot drive"),
        ("Compute fabric", "8x 400 Gb/s NDR InfiniBand per instance, GPUDirect RDMA, non-blocking"),
        ("Internet", "10 Gb/s uplink per instance, unmetered ingress"),
    ], [32 * mm, 138 * mm], s, grid="rows"))
    st.append(PageBreak())
    st.append(Spacer(1, 8 * mm))
    st.append(para("3. Terms", s["h1"]))
    st += paras([
        "3.1 Fees for reserved capacity are invoiced monthly in advance and are payable Net 30. Reserved capacity "
        "cannot be cancelled during the Term.",
        "3.2 Service levels. The Services are provided subject to the Northgate Service Level Agreement published at "
        "northgate.example/legal/sla (version 2024-09), which is incorporated into this Order Form by reference. "
        "Service credits, if any, are as set out there.",
        "3.3 This Order Form is governed by the Northgate Cloud Terms of Service (version 5.1). In case of conflict, "
        "this Order Form prevails.",
        "3.4 Support: Business tier (24x7, 1-hour response for Severity 1).",
    ], s["body"])
    st.append(Spacer(1, 10 * mm))
    st.append(table([["For Northgate GPU Cloud, Inc.", "For Ostrander Labs, Inc."],
                     ["Name: Jordan Pike<br/>Title: Director, Sales<br/>Date: 2025-02-27",
                      "Name: Elise Varga<br/>Title: VP Engineering<br/>Date: 2025-02-28"]],
                    [85 * mm, 85 * mm], s, grid="none"))
    build(out / "h03b-northgate-order-form-en.pdf", st, pagesize=LETTER, on_page=form,
          margins=(20 * mm, 20 * mm, 26 * mm, 18 * mm), title="Order Form NG-OF-24117")


# ------------------------------------------------------------------------------------------------ h04
def h04(out: Path) -> None:
    """Finnish bare-metal proposal (rule-less spec table, EUR per GPU-hour, numbers in words) whose service levels
    are in a separate Annex A written as Markdown (h04b)."""
    s = EN_SERIF
    hook = letterhead([("KESTREL BARE METAL OY", "Times-Bold", 14),
                       ("Teollisuuskatu 21, 00510 Helsinki, Finland  -  Business ID 2981447-3  -  kestrel.example",
                        "Times-Roman", 8)],
                      footer="Proposal KBM-P-0193  -  Kestrel Bare Metal Oy", footer_font="Times-Roman")
    story: list = [Spacer(1, 10 * mm), para("Proposal KBM-P-0193: dedicated H200 training cluster", s["title"]),
                   para("Prepared for Vantaa Applied AI Oy, 12 May 2025. Valid for 30 days.", s["body"])]
    story.append(para("1. Summary", s["h1"]))
    story.append(para(
        "Kestrel proposes four (4) dedicated bare-metal servers, each with eight (8) NVIDIA H200 GPUs, thirty-two "
        "GPUs in total, in our Kajaani data centre (hydro-powered, PUE 1.12). The servers sit on one non-blocking "
        "InfiniBand fabric and are delivered with Ubuntu 22.04, CUDA 12.6 and Slurm preinstalled.", s["body"]))
    story.append(para("2. Configuration of each server", s["h1"]))
    story.append(table([
        ["Component", "Specification"],
        ["GPU", "8 x NVIDIA H200 SXM5, 141 GB HBM3e each, fourth-generation NVLink through NVSwitch "
                "(900 GB/s per GPU)"],
        ["CPU", "2 x AMD EPYC 9654, 96 cores each"],
        ["Memory", "2,304 GB DDR5-4800 (24 x 96 GB)"],
        ["Boot", "2 x 960 GB NVMe M.2, RAID 1"],
        ["Data", "8 x 7.68 TB NVMe U.2 (61.44 TB raw), local to the server"],
        ["Compute fabric", "8 x 400 Gb/s NDR InfiniBand (one ConnectX-7 per GPU), GPUDirect RDMA, rail-optimised"],
        ["Front-end", "2 x 25 GbE; internet 1 Gb/s committed per server, unmetered"],
    ], [34 * mm, 136 * mm], s, grid="rules"))
    story.append(para("3. Commercials", s["h1"]))
    story.append(table([
        ["Item", "Qty", "Unit", "Rate (EUR)", "Monthly (EUR)"],
        ["H200 GPU capacity, dedicated", "32", "GPU-hour", "2.95", "68,912.00"],
        ["Parallel file system (Lustre), 200 TB", "1", "month", "included", "0.00"],
        ["Setup and burn-in", "1", "one-time", "waived", "0.00"],
    ], [72 * mm, 14 * mm, 24 * mm, 26 * mm, 30 * mm], s, grid="rules"))
    story += paras([
        "Monthly amounts assume 730 hours. The minimum term is six (6) months from acceptance; the service is "
        "invoiced monthly in arrears. Prices exclude VAT (25.5%).",
        "Reference 2024-118 (our framework agreement with your parent company) does not apply to this proposal.",
    ], s["body"])
    story.append(para("4. Service levels", s["h1"]))
    story.append(para(
        "Availability, service credits, the acceptance procedure and the handling of your data at the end of the "
        "term are set out in Annex A (Service Level Agreement), which is delivered with this proposal and forms "
        "part of it.", s["body"]))
    story.append(Spacer(1, 8 * mm))
    story.append(para("Kestrel Bare Metal Oy<br/>Aino Lehtinen, Head of Sales<br/>aino.lehtinen@kestrel.example",
                      s["body"]))
    build(out / "h04a-kestrel-h200-proposal-en.pdf", story, on_page=hook, title="Proposal KBM-P-0193")
    write_text(out / "h04b-kestrel-annex-a-sla-en.md", """
# Annex A to Proposal KBM-P-0193 — Service Level Agreement

Kestrel Bare Metal Oy ("Kestrel") and Vantaa Applied AI Oy ("Customer").

## A.1 Definitions

"Server" means one of the four bare-metal servers described in Section 2 of the Proposal. "Monthly
Availability" is (minutes in the month − minutes of Unavailability) ÷ minutes in the month, per Server.
A Server is "Unavailable" when it cannot be reached over the management network, or when any of its GPUs
or fabric ports is failed, for more than 5 consecutive minutes.

## A.2 Availability commitment

Kestrel commits to a Monthly Availability of **99.95%** for each Server.

## A.3 Service credits

| Monthly Availability of the Server | Credit (share of that Server's monthly fee) |
|---|---|
| below 99.95% and at least 99.5% | 10% |
| below 99.5% and at least 99.0% | 25% |
| below 99.0% | 50% |

Credits are capped at 50% of the Server's monthly fee and are applied to the next invoice. Customer
claims a credit within 30 days of the end of the month concerned.

## A.4 Exclusions

Unavailability does not include: scheduled maintenance announced at least 5 business days ahead (at most
4 hours per month), faults caused by Customer's software or configuration, and force majeure.

## A.5 Hardware commitment

Every GPU is a whole, physical NVIDIA H200 SXM5 with 141 GB of memory. No MIG, vGPU or other partitioning
is configured, and no other tenant runs on a Server. The eight GPUs of a Server are connected by NVSwitch
(full NVLink mesh); each Server has 8 × 400 Gb/s NDR InfiniBand ports on the cluster fabric.

## A.6 Acceptance

Within 72 hours after handover Customer may run the following tests. A Server passes when:

1. `nccl-tests` `all_reduce_perf` across its 8 GPUs reaches a bus bandwidth of at least 400 GB/s at 8 GiB;
2. the same test across all 32 GPUs reaches at least 340 GB/s at 8 GiB;
3. `fio` sequential read on the local NVMe array reaches at least 20 GB/s.

A Server that fails is repaired or replaced within 3 business days and tested again. The term starts when all
four Servers have passed.

## A.7 Data at the end of the term

Within 10 business days after the end of the term Kestrel purges every drive of the Servers according to
NIST SP 800-88 Rev. 1 and sends Customer a certificate of sanitisation. Until then Customer may copy its data
out at no charge.

## A.8 Termination for chronic failure

If a Server's Monthly Availability is below 99.0% in two consecutive months, Customer may terminate the
Proposal for that Server without penalty.

## A.9 Liability

Kestrel's total liability under the Proposal is capped at the fees paid in the 12 months before the claim.
""")


# ------------------------------------------------------------------------------------------------ h05
def h05(out: Path) -> None:
    """Hong Kong bilingual quotation: item | 规格 Specification two-column table, HK$ monthly vs quarterly billing
    (quarterly chosen), bilingual terms side by side (Chinese left, English right)."""
    s = styles(ZH, 9.5)
    hook = letterhead([("港湾算力有限公司  Harbourline Compute Limited", ZH, 13),
                       ("香港新界葵涌货柜码头路 88 号 永得利广场 21 楼  |  BR No. 71324580  |  +852 3590 2288", ZH, 8)],
                      footer="Quotation HLC-2503-118", footer_font=ZH, page_label=lambda n: f"第 {n} 页 Page {n}")
    story: list = [Spacer(1, 10 * mm), para("报价单 Quotation", s["title"])]
    story.append(kv([("报价编号 Quote No.", "HLC-2503-118"), ("日期 Date", "2025-03-18"),
                     ("客户 Customer", "深港联合实验室（香港）有限公司 Shenzhen-HK Joint Lab (HK) Ltd"),
                     ("有效期 Validity", "14 日 / 14 days")], [40 * mm, 130 * mm], s))
    story.append(para("一、配置 Configuration（单台 per server，共 1 台 one server）", s["h1"]))
    story.append(table([
        ["项目 Item", "规格 Specification"],
        ["显卡 GPU", "NVIDIA H800 SXM5 80GB × 8（八卡 eight GPUs），NVLink 400GB/s"],
        ["处理器 CPU", "2 × Intel Xeon Platinum 8468（每颗 48 核 / 48 cores each）"],
        ["内存 Memory", "2TB DDR5（32 × 64GB）"],
        ["系统盘 System disk", "2 × 480GB SATA SSD（RAID 1）"],
        ["数据盘 Data disk", "4 × 3.84TB NVMe U.2"],
        ["公网 Internet", "100Mbps 独享 dedicated（CN2 GIA 回内地优化线路）"],
        ["机间网络 Cluster fabric", "不适用（单台）/ N/A, single server"],
        ["机房 Facility", "葵涌 Tier III+，双路供电 dual power feeds"],
    ], [42 * mm, 128 * mm], s))
    story.append(para("二、价格 Price（港币 HKD，不含税 / no tax applicable）", s["h1"]))
    story.append(table([
        ["付款方式 Billing", "月费 Monthly fee (HKD)", "说明 Notes"],
        ["月付 Monthly", "HK$98,000", "逐月续租 month to month"],
        ["季付 Quarterly", "HK$92,000", "每季预付，起租三个月 / paid quarterly in advance, 3-month minimum"],
    ], [38 * mm, 44 * mm, 88 * mm], s))
    story.append(para("客户已选择季付 The customer has chosen quarterly billing: HK$92,000 per server per month, "
                      "minimum term 3 months. 按金 Deposit: HK$92,000.", s["body"]))
    story.append(para("三、服务条款 Service terms", s["h1"]))
    left = [
        "1. 可用性：每月服务可用性不低于 99.5%。",
        "2. 赔偿：每累计不可用 1 小时，免费顺延 10 小时服务时长。",
        "3. 独享：整机物理独享，GPU 为完整的 H800 SXM5 80GB，不做 MIG 或 vGPU 切分，不超售。",
        "4. 互联：八卡经 NVLink 互联，每卡 400GB/s。",
        "5. 验收：交付后 24 小时内，客户可运行 nccl-tests all_reduce_perf（8 卡，4GiB），总线带宽不低于 150GB/s，"
        "且 nvidia-smi 显示每卡显存不少于 79GB，即为合格；不合格者本公司负责更换。",
        "6. 数据：合约结束后 5 个工作日内删除客户全部数据，并提供书面删除确认书。",
    ]
    right = [
        "1. Availability: at least 99.5% per calendar month.",
        "2. Compensation: every hour of unavailability is credited with 10 hours of free service.",
        "3. Dedicated: the whole server is dedicated; the GPUs are whole H800 SXM5 80GB, no MIG or vGPU, "
        "no oversubscription.",
        "4. Interconnect: the eight GPUs are connected by NVLink at 400 GB/s per GPU.",
        "5. Acceptance: within 24 hours of handover the customer may run nccl-tests all_reduce_perf (8 GPUs, "
        "4 GiB); it passes at a bus bandwidth of at least 150 GB/s with at least 79 GB per GPU in nvidia-smi; "
        "failing hardware is replaced.",
        "6. Data: all customer data is deleted within 5 business days after the end of the contract, with a "
        "written deletion confirmation.",
    ]
    story.append(table([[paras(left, s["cell"]), paras(right, s["cell"])]], [85 * mm, 85 * mm], s, grid="none",
                       header=0))
    story.append(Spacer(1, 8 * mm))
    story.append(para("港湾算力有限公司 Harbourline Compute Limited  —  梁嘉豪 Kelvin Leung, 客户经理 Account Manager",
                      s["body"]))
    build(out / "h05-harbourline-h800-quote-bi.pdf", story, on_page=hook, title="Quotation HLC-2503-118")


# ------------------------------------------------------------------------------------------------ h06
def h06(out: Path) -> None:
    """Singapore bilingual quotation with a transposed plan table (plans as columns, attributes as rows); Plan B
    (8x L40S) is the one ordered; the quotation carries no SLA."""
    s = styles(ZH, 9.5)
    hook = letterhead([("Merlion Tensor Pte. Ltd.  鱼尾狮算力私人有限公司", ZH, 13),
                       ("10 Tai Seng Drive, #05-01, Singapore 535224  |  UEN 202114873K  |  "
                        "sales@merliontensor.example",
                        ZH, 8)], footer="MT-QT-2504-031", footer_font=ZH, page_label=lambda n: f"Page {n}")
    story: list = [Spacer(1, 10 * mm), para("Quotation 报价  MT-QT-2504-031", s["title"]),
                   para("To 致: Tembusu Robotics Pte. Ltd.  |  Date 日期: 2 April 2025  |  Valid 有效期: 21 days",
                        s["body"]),
                   para("All servers are single-tenant dedicated bare metal. 所有服务器均为单租户独享物理机。",
                        s["body"])]
    story.append(para("Plans 方案对比", s["h1"]))
    story.append(table([
        ["配置 Spec", "Plan A 入门 Starter", "Plan B 标准 Standard", "Plan C 旗舰 Flagship"],
        ["GPU", "4 × L40S 48GB", "8 × L40S 48GB", "8 × A100 80GB SXM4"],
        ["GPU 互联 Interconnect", "PCIe 4.0", "PCIe 4.0（无 NVLink / no NVLink）", "NVLink 600GB/s via NVSwitch"],
        ["CPU", "1 × AMD EPYC 9354 (32C)", "2 × AMD EPYC 9354 (64C)", "2 × AMD EPYC 7763 (128C)"],
        ["内存 RAM", "384GB", "768GB", "1TB"],
        ["NVMe 数据盘 Data", "1 × 3.84TB", "2 × 3.84TB", "4 × 3.84TB"],
        ["公网 Internet", "1Gbps", "1Gbps", "1Gbps"],
        ["价格 Price (SGD / GPU-hour)", "S$1.75", "S$1.60", "S$2.80"],
    ], [44 * mm, 38 * mm, 50 * mm, 40 * mm], s))
    story.append(para("Order 订购", s["h1"]))
    story += paras([
        "Selected 已选: <b>Plan B 标准 Standard</b> × 1 server 台. Minimum term 最短租期: 1 month 一个月, billed mon"
        "thly "
        "按月结算. Prices in SGD, excluding 9% GST 不含 9% 消费税.",
        "Estimate 估算: 8 GPUs × S$1.60 × 720 h ≈ S$9,216 per month 每月.",
        "Service level 服务等级: this quotation carries no SLA, no uptime commitment and no service credits. "
        "本报价不含 SLA，不承诺可用性，不提供赔偿。A separate service agreement may be quoted on request 如需可另行"
        "报价。",
    ], s["body"])
    story.append(Spacer(1, 8 * mm))
    story.append(para("Merlion Tensor Pte. Ltd. | Tan Wei Ling 陈慧玲, Solutions Architect", s["body"]))
    build(out / "h06-merlion-l40s-plans-bi.pdf", story, on_page=hook, title="Quotation MT-QT-2504-031")


# ------------------------------------------------------------------------------------------------ h07
def h07(out: Path) -> None:
    """Marketplace listing printed from the browser: a fractional A100 (a MIG 3g.40gb slice) under a 'Dedicated'
    headline, host metrics (reliability, DLPerf, measured bandwidth) as stray numbers, on-demand vs interruptible
    price, marketplace terms that disclaim availability."""
    s = EN
    hook = letterhead([("gridbazaar.example/listing/48213-2", "Helvetica", 7),
                       ("GridBazaar  -  GPU marketplace", "Helvetica-Bold", 13)],
                      footer="Listing 48213-2, captured 2025-04-17 22:03 UTC", page_label=lambda n: f"{n}")
    story: list = [Spacer(1, 12 * mm), para("Dedicated A100 80GB - Ohio, US", s["title"])]
    story.append(table([
        [para("<b>$0.89/hr</b> on-demand", s["h1"]), para("from $0.52/hr interruptible (bid)", s["body"]),
         para("Reliability 99.21%  |  DLPerf 38.2  |  Verified host", s["small"])],
    ], [55 * mm, 55 * mm, 60 * mm], s, grid="none", header=0))
    story.append(Spacer(1, 4 * mm))
    story.append(kv([
        ("Host", "#48213 (community host, not a datacenter partner)"),
        ("GPU", "0.5x NVIDIA A100-SXM4-80GB, MIG 3g.40gb instance"),
        ("GPU memory", "40 GB per instance"),
        ("Instances on this GPU", "2 (the other half is rented separately)"),
        ("CPU", "16 vCPU, AMD EPYC 7J13"),
        ("RAM", "128 GB"),
        ("Disk", "500 GB NVMe (allocated), read 3,100 MB/s"),
        ("Network", "820 Mbps down / 410 Mbps up (measured 2025-04-16)"),
        ("CUDA / driver", "12.4 / 550.54.15"),
        ("Max rental duration", "14 days"),
    ], [42 * mm, 128 * mm], s, grid="rows"))
    story.append(para("Pricing", s["h1"]))
    story.append(table([
        ["", "Price", "Notes"],
        ["On-demand", "$0.89/hr", "cannot be preempted"],
        ["Interruptible", "from $0.52/hr", "bid; stopped when outbid"],
        ["Storage", "$0.10/GB-month", "charged while the instance exists, also when stopped"],
    ], [40 * mm, 40 * mm, 90 * mm], s, grid="rows"))
    story.append(para("Billing is per second while the instance runs.", s["body"]))
    story.append(table([[para("<b>Your rental:</b> on-demand, $0.89/hr, started 2025-04-17 21:58 UTC. "
                              "Instance id C.9921475.", s["body"])]], [170 * mm], s, grid="full", header=0))
    story.append(para("Marketplace terms (excerpt)", s["h1"]))
    story += paras([
        "GridBazaar is a marketplace. Hosts are independent third parties; the reliability figure is the share of "
        "the last 30 days the host was reachable and is not a commitment. GridBazaar makes no availability "
        "commitment and offers no service credits or refunds for downtime.",
        "Data on an instance is not backed up. You are responsible for copying out your data before the instance "
        "is destroyed or the rental ends.",
    ], s["small"])
    build(out / "h07-gridbazaar-a100-mig-listing-en.pdf", story, on_page=hook, title="GridBazaar listing 48213-2")


# ------------------------------------------------------------------------------------------------ h08
def h08(out: Path) -> None:
    """A reseller's e-mail thread in plain text: the latest reply revises the quoted first offer (four servers with
    InfiniBand become two with 2x200G RoCE, price and minimum term change); the SLA is left to the upstream DC."""
    write_text(out / "h08-qiyuan-h20-email-thread-zh.txt", """
发件人: 赵明 <zhaoming@qiyuan-ai.example>
收件人: 刘工 <liu.gong@customer.example>
抄送: 销售支持 <sales@qiyuan-ai.example>
日期: 2025年4月2日 星期三 16:41
主题: 回复: H20 算力租赁报价（修订版）

刘工您好，

根据昨天电话沟通，方案修订如下，以本邮件为准：

1. 规模：由原来的四台调整为两台，每台八卡 H20（96G 显存），共十六张卡。
2. 机间网络：原报价中的 4×400G InfiniBand 取消，改为每台 2×200G RoCE v2（支持 RDMA）。
3. 价格：每台每月 56,000 元（含 6% 增值税），最短租期由六个月改为三个月，按月预付。
4. 其余单台配置不变（见下方原邮件）。

SLA 方面：机房在乌兰察布，由上游运营商负责运维，可用性及赔偿以上游机房的 SLA 为准，我们这边不单独承诺。

合同编号待定（预留 QY-2025-0402），本报价有效期 7 天。

赵明
北京启元智算科技有限公司 | 大客户部
手机 138-0000-4127

----- 原始邮件 -----
发件人: 赵明 <zhaoming@qiyuan-ai.example>
日期: 2025年3月28日 星期五 10:05
主题: H20 算力租赁报价

> 刘工您好，附上 H20 集群报价，请查收：
>
> 规模：四台 H20 八卡服务器（共 32 卡）
> 单台配置：
>   GPU：NVIDIA H20 96GB HBM3 × 8，NVLink 900GB/s
>   CPU：Intel Xeon Platinum 8468 × 2（每颗 48 核）
>   内存：64GB DDR5 × 24
>   系统盘：960GB SATA SSD × 2
>   数据盘：3.84TB NVMe × 4
>   机间网络：400G InfiniBand NDR × 4
>   公网：独享 200Mbps
> 价格：每台每月 62,000 元（含税），最短租期六个月。
> 独享物理机，不超售。
>
> 赵明
> 北京启元智算科技有限公司
""")


# ------------------------------------------------------------------------------------------------ h09
def h09(out: Path) -> None:
    """An order schedule under an MSA, as Markdown: the vendor is named only in the party clause and the signature
    block, numbers in words, an equipment table with a quantity column, MI300X on Infinity Fabric, full SLA."""
    write_text(out / "h09-cobaltline-mi300x-order-en.md", """
# ORDER SCHEDULE No. 3

under the Master Services Agreement dated 14 January 2025

This Order Schedule (the "Order") is entered into on 3 March 2025 between **Cobaltline Systems, Inc.**, a
Delaware corporation ("Provider"), and **Ferrous Labs Ltd**, a company registered in England and Wales
under number 14402871 ("Customer"). Capitalised terms not defined here have the meanings given in the MSA.

## 1. Equipment

Provider will provide one (1) dedicated server (the "Server") in its Secaucus, NJ facility:

| Item | Specification | Quantity per Server |
|---|---|---|
| Accelerator | AMD Instinct MI300X OAM, 192 GB HBM3 | 8 |
| Accelerator fabric | AMD Infinity Fabric (xGMI), full mesh between the eight accelerators | 1 |
| CPU | AMD EPYC 9534, 64 cores | 2 |
| Memory | 96 GB DDR5-4800 RDIMM | 24 |
| Boot drive | 1.92 TB NVMe M.2 | 2 |
| Data drive | 3.84 TB NVMe U.2 | 8 |
| Internet uplink | 10 GbE, 10 Gb/s, not rate-limited | 1 |

No back-end (inter-server) fabric is included: this Order covers a single Server.

## 2. Fees and term

2.1 Rate: USD 2.85 per accelerator-hour (GPU-hour) for the eight accelerators, invoiced monthly in arrears at
USD 16,644.00 per month (8 × 730 h × USD 2.85).

2.2 Initial Term: three (3) months from the Acceptance Date; afterwards the Order renews month to month
unless either party gives thirty (30) days' notice.

2.3 Setup fee: waived.

## 3. Service levels

3.1 Availability. Provider will make the Server available at least 99.9% of each calendar month.

3.2 Service credits. If availability in a month is below 99.9%, Customer receives a credit of 10% of that
month's fees; below 99.0%, 30%; below 95.0%, 100%. Credits are applied to the next invoice.

3.3 Exclusions. Scheduled maintenance announced 48 hours in advance (at most six hours per month), force
majeure and Customer-caused outages do not count as unavailability.

3.4 Hardware. The Server has eight (8) AMD Instinct MI300X accelerators with 192 GB HBM3 each, connected by
Infinity Fabric in a full mesh. The Server and all its accelerators are dedicated to Customer: no other tenant,
no partitioning by Provider (compute and memory partition modes are Customer's choice).

3.5 Acceptance. Within five (5) business days after handover Customer may run `rccl-tests` `all_reduce_perf`
across the eight accelerators at 8 GiB. The Server is accepted when the bus bandwidth is at least 300 GB/s and
`rocm-smi` shows 192 GB on each accelerator. If the Server fails, Provider remedies within five (5) business
days, or Customer may terminate this Order without charge. The date the Server passes is the "Acceptance Date".

3.6 Data. Within fourteen (14) days after this Order ends Provider securely erases all drives of the Server
(NIST SP 800-88 Purge) and delivers a certificate of erasure to Customer.

## 4. Termination and liability

4.1 Either party may terminate this Order for material breach not cured within thirty (30) days of notice.

4.2 Provider's aggregate liability under this Order is limited to the fees paid in the twelve (12) months
before the claim.

Signed for and on behalf of the parties:

| Cobaltline Systems, Inc. | Ferrous Labs Ltd |
|---|---|
| /s/ Dana Whitcomb, VP Sales | /s/ Owen Marsh, CTO |
| 3 March 2025 | 4 March 2025 |
""")


# ------------------------------------------------------------------------------------------------ h10
def h10(out: Path) -> None:
    """A Chinese lease contract over three pages: the lessor only in the party clause and the seal block, 壹台
    in words, a spec table that claims an 8-card NVLink full mesh for PCIe A100s, 尽力保障 99%, a lease-extension
    remedy, deemed acceptance, no data deletion; stray numbers (contract id, 万分之五, court, dates)."""
    s = CN
    hook = letterhead([], footer="合同编号：SX-ZL-2025-0067", footer_font=ZH, rule=False,
                      page_label=lambda n: f"第 {n} 页 共 3 页")
    story: list = [para("GPU 服务器租赁合同", s["title"]),
                   para("合同编号：SX-ZL-2025-0067", s["body"]),
                   kv([("甲方（承租方）：", "成都锦岚智能科技有限公司"),
                       ("地址：", "成都市高新区天府大道北段 966 号"),
                       ("乙方（出租方）：", "成都蜀芯云计算有限公司"),
                       ("地址：", "成都市武侯区武科西五路 360 号")], [34 * mm, 136 * mm], s),
                   para("甲乙双方经友好协商，根据《中华人民共和国民法典》及相关法律法规，就甲方租用乙方 GPU 服务器事"
                        "宜达成如下协议：",
                        s["body"])]
    story.append(para("第一条 租赁标的", s["h1"]))
    story.append(para("1.1 乙方向甲方出租 GPU 服务器壹台，配置如下：", s["body"]))
    story.append(table([
        ["配置项", "型号规格", "数量"],
        ["显卡", "NVIDIA A100 40GB PCIe", "8 张"],
        ["显卡互联", "NVLink 全互联（8 卡）", "—"],
        ["CPU", "Intel Xeon Gold 6348（28 核）", "2 颗"],
        ["内存", "32GB DDR4 3200 ECC", "16 条"],
        ["系统盘", "480GB SATA SSD", "1 块"],
        ["数据盘", "3.84TB NVMe SSD", "2 块"],
        ["网络", "公网带宽 30Mbps（独享）；内网 10GbE", "—"],
    ], [30 * mm, 100 * mm, 30 * mm], s))
    story.append(para("1.2 服务器放置于乙方成都双流数据中心，乙方负责机房环境、电力及网络接入。", s["body"]))
    story.append(para("第二条 租赁期限", s["h1"]))
    story.append(para("2.1 租赁期限为 12 个月，自 2025 年 5 月 1 日起至 2026 年 4 月 30 日止。期满后甲方如需续租，"
                      "应提前 30 日书面通知乙方。", s["body"]))
    story.append(para("第三条 租金及支付方式", s["h1"]))
    story += paras([
        "3.1 月租金为人民币 26,800 元（大写：贰万陆仟捌佰元整），含 6% 增值税。",
        "3.2 租金按季度预付，甲方应于每季度首月 5 日前支付当季租金。",
        "3.3 甲方应于合同签订后 3 日内支付押金，金额为壹个月租金，租期届满且无违约的，乙方于 15 个工作日内无息退还。",
    ], s["body"])
    story.append(PageBreak())
    story.append(para("第四条 交付与验收", s["h1"]))
    story += paras([
        "4.1 乙方应于合同签订后 7 日内完成服务器交付，并向甲方提供登录信息。",
        "4.2 甲方应在交付后 3 个工作日内完成验收，逾期未书面提出异议的，视为验收合格。",
    ], s["body"])
    story.append(para("第五条 服务保障", s["h1"]))
    story += paras([
        "5.1 乙方将尽力保障服务器可用性达到 99%，但不作保证。",
        "5.2 因乙方原因导致服务器连续中断超过 4 小时的，乙方按中断时长的两倍为甲方顺延租期。",
        "5.3 因机房断电、网络运营商故障、不可抗力等非乙方原因造成的中断，乙方不承担责任。",
        "5.4 乙方提供 5×8 小时技术支持，工作时间内 2 小时响应。",
    ], s["body"])
    story.append(para("第六条 双方权利义务", s["h1"]))
    story += paras([
        "6.1 甲方应合法使用服务器，不得用于挖矿及任何违法用途。",
        "6.2 甲方自行负责数据备份，乙方不对甲方数据的丢失或损坏承担责任。",
        "6.3 未经乙方同意，甲方不得转租。",
    ], s["body"])
    story.append(para("第七条 违约责任", s["h1"]))
    story += paras([
        "7.1 甲方逾期支付租金的，每逾期一日按应付金额的万分之五支付违约金；逾期超过 15 日的，乙方有权暂停服务。",
        "7.2 乙方违约的，赔偿总额以不超过违约发生当月租金为限。",
    ], s["body"])
    story.append(PageBreak())
    story.append(para("第八条 合同解除", s["h1"]))
    story.append(para("8.1 任何一方提前解除合同的，应提前 30 日书面通知对方，并按剩余租期租金的 20% 支付违约金。",
                      s["body"]))
    story.append(para("第九条 争议解决", s["h1"]))
    story.append(para("9.1 因本合同发生的争议，双方协商解决；协商不成的，提交成都市武侯区人民法院诉讼解决。",
                      s["body"]))
    story.append(para("第十条 其他", s["h1"]))
    story.append(para("10.1 本合同一式两份，甲乙双方各执一份，自双方签字盖章之日起生效。", s["body"]))
    story.append(Spacer(1, 14 * mm))
    story.append(table([["甲方（盖章）：成都锦岚智能科技有限公司", "乙方（盖章）：成都蜀芯云计算有限公司"],
                        ["授权代表：", "授权代表："], ["日期：2025 年 4 月 22 日", "日期：2025 年 4 月 22 日"]],
                       [85 * mm, 85 * mm], s, grid="none", header=0))
    build(out / "h10-shuxin-a100pcie-hetong-zh.pdf", story, on_page=hook, title="GPU 服务器租赁合同")


# ------------------------------------------------------------------------------------------------ h11
def h11(out: Path) -> None:
    """US order form: provider/customer blocks side by side, spec in prose bullets, a term table with check
    boxes (3-year chosen), SLA and deletion by reference to the MSA; stray section and invoice numbers."""
    s = EN
    hook = letterhead([("ALTAMIRA COMPUTE", "Helvetica-Bold", 14),
                       ("Altamira Compute, Inc.  -  410 Harbor Way, Oakland, CA 94607  -  altamira.example",
                        "Helvetica", 8)],
                      footer="AC-OF-2025-0417  -  governed by the Altamira Cloud Services Agreement v3.2")
    story: list = [Spacer(1, 10 * mm), para("ORDER FORM", s["title"])]
    story.append(table([
        [paras(["<b>Provider</b>", "Altamira Compute, Inc.", "410 Harbor Way, Oakland, CA 94607",
                "EIN 87-3301945"], s["cell"]),
         paras(["<b>Customer</b>", "Lindqvist Research AB", "Sveavägen 44, 111 34 Stockholm, Sweden",
                "VAT SE559312446801"], s["cell"])],
    ], [85 * mm, 85 * mm], s, grid="full", header=0))
    story.append(Spacer(1, 3 * mm))
    story.append(kv([("Order No.", "AC-OF-2025-0417"), ("Effective Date", "22 April 2025"),
                     ("Agreement", "Altamira Cloud Services Agreement v3.2 (the \"MSA\"), signed 9 January 2025")],
                    [32 * mm, 138 * mm], s))
    story.append(para("Section 1. Reserved capacity", s["h1"]))
    story += paras([
        "Product: HGX B200 bare-metal node (a \"Node\"), single tenant. Nodes ordered: two (2).",
        "Each Node: 8 x NVIDIA B200 (192 GB HBM3e, of which 180 GB addressable), fifth-generation NVLink with "
        "NVSwitch at 1,800 GB/s per GPU; 2 x Intel Xeon Platinum 8570 (56 cores each); 2,048 GB DDR5; 8 x 3.84 TB "
        "NVMe (30.72 TB); 8 x 400 Gb/s ConnectX-7 NDR InfiniBand (3.2 Tb/s per Node), rail-optimised, "
        "GPUDirect RDMA; 2 x 200 GbE front-end with 25 Gb/s internet.",
    ], s["body"])
    story.append(table([
        ["Select", "Commitment", "Rate", "Notes"],
        ["[&nbsp;&nbsp;]", "1-year reserved", "USD 4.49 per GPU-hour", ""],
        ["[X]", "3-year reserved", "USD 3.69 per GPU-hour", "36 months from the Service Start Date"],
        ["[&nbsp;&nbsp;]", "On-demand", "USD 5.99 per GPU-hour", "reference only; not available for B200 reservations"],
    ], [16 * mm, 40 * mm, 50 * mm, 64 * mm], s))
    story += paras([
        "Monthly Fee: 16 GPUs x 730 hours x USD 3.69 = USD 43,099.20, invoiced monthly in advance, payable Net 30.",
        "Early termination: the remaining Monthly Fees of the commitment become due (MSA Section 11.2).",
    ], s["body"])
    story.append(para("Section 2. Service levels", s["h1"]))
    story.append(para("The Service Level Agreement in Exhibit B of the MSA applies to the Nodes.", s["body"]))
    story.append(para("Section 3. Customer data", s["h1"]))
    story.append(para("On termination, Customer Data is returned and deleted as described in MSA Section 9.4.",
                      s["body"]))
    story.append(Spacer(1, 10 * mm))
    story.append(table([["Altamira Compute, Inc.", "Lindqvist Research AB"],
                        ["By: Maya Okafor, Chief Revenue Officer", "By: Henrik Lindqvist, CEO"],
                        ["Date: 22 April 2025", "Date: 24 April 2025"]], [85 * mm, 85 * mm], s, grid="none",
                       header=0))
    build(out / "h11-altamira-b200-order-form-en.pdf", story, pagesize=LETTER, on_page=hook,
          title="Order Form AC-OF-2025-0417")


# ------------------------------------------------------------------------------------------------ h12
def h12(out: Path) -> None:
    """Chinese public-cloud GPU price list: a 'dedicated' headline over vGPU instance types (1/4 and 1/2 of an A10),
    按量 vs 包月 columns, notes that explain the slicing, and an order confirmation naming the half-card type."""
    s = CN
    hook = letterhead([("青藤云  GPU 云服务器", ZH, 14), ("qingteng-cloud.example/pricing/gpu  |  价格更新日期 2025-"
                                                   "02-20", ZH, 8)],
                      footer="青藤云计算（上海）有限公司", footer_font=ZH, page_label=zh_page)
    story: list = [Spacer(1, 10 * mm), para("专属 GPU 云服务器，开箱即用", s["title"]),
                   para("地域：华东2（上海） 可用区 B。价格单位：人民币元。", s["body"])]
    story.append(table([
        ["实例规格", "GPU", "显存", "vCPU", "内存", "按量（元/小时）", "包月（元/月）"],
        ["qt.vgn7.2xlarge", "A10 × 1/4", "6GB", "8", "31GiB", "1.98", "860"],
        ["qt.vgn7.4xlarge", "A10 × 1/2", "12GB", "16", "62GiB", "3.68", "1,580"],
        ["qt.gn7.8xlarge", "A10 × 1", "24GB", "32", "124GiB", "6.90", "2,980"],
        ["qt.gn8.16xlarge", "A100 80GB × 2", "2 × 80GB", "64", "512GiB", "28.50", "12,600"],
    ], [30 * mm, 26 * mm, 18 * mm, 12 * mm, 18 * mm, 30 * mm, 30 * mm], s, grid="rules"))
    story.append(para("说明", s["h1"]))
    story += paras([
        "1. vgn 系列基于 NVIDIA vGPU 技术，将一张物理 A10 切分为多个实例，显存与算力按比例分配；gn 系列为整卡直通。",
        "2. 按量付费按秒计费，每小时结算一次；包月按自然月预付，不足一月按一月计。",
        "3. 系统盘为 ESSD 云盘，100GB 以内免费；数据盘另行计费（0.5 元/GB/月）。",
        "4. 公网带宽按固定带宽计费，5Mbps 起购，不含在上表价格内。",
        "5. 服务等级以《青藤云服务等级协议》为准，本页不另作承诺。",
    ], s["body"])
    story.append(Spacer(1, 6 * mm))
    story.append(table([[para("<b>订单确认</b>：实例规格 qt.vgn7.4xlarge × 1 台，按量付费（3.68 元/小时），地域 华东2，"
                              "镜像 Ubuntu 22.04 + CUDA 12.2，系统盘 100GB ESSD。订单号 QT20250301-558102。",
                              s["body"])]],
                       [170 * mm], s, grid="full", header=0))
    build(out / "h12-qingteng-vgpu-a10-pricelist-zh.pdf", story, on_page=hook, title="青藤云 GPU 云服务器价格")


# ------------------------------------------------------------------------------------------------ h13
def h13(out: Path) -> None:
    """German cloud quotation in two flowing columns with rule-less tables: four HGX A100 servers joined only by
    25 Gbit/s Ethernet (no RDMA), a Ceph network volume as the data disk, public vs private vs storage network,
    price per server-hour, a hedged availability target and no credits."""
    s = styles("Helvetica", 9, "Helvetica-Bold")

    def page(canvas: Canvas, doc: Any) -> None:
        w, h = doc.pagesize
        canvas.setFont("Helvetica-Bold", 15)
        canvas.drawString(doc.leftMargin, h - 14 * mm, "Rheinwerk Cloud")
        canvas.setFont("Helvetica", 7.5)
        canvas.drawRightString(w - doc.rightMargin, h - 12 * mm, "Rheinwerk Cloud GmbH - Mediapark 8 - 50670 Köln")
        canvas.drawRightString(w - doc.rightMargin, h - 15.5 * mm,
                               "HRB 104417 Amtsgericht Köln - USt-IdNr. DE331870452")
        canvas.line(doc.leftMargin, h - 18 * mm, w - doc.rightMargin, h - 18 * mm)
        canvas.drawString(doc.leftMargin, 10 * mm, "Angebot / Quotation RW-2025-0311")
        canvas.drawRightString(w - doc.rightMargin, 10 * mm, f"Seite {doc.page}")

    head = [para("Quotation RW-2025-0311: GPU servers for Helmholtz-Nord Data Lab", s["h1"]),
            para("Date: 11 March 2025  -  valid until 10 April 2025  -  your contact: Jana Vogt", s["small"])]
    colw = 81 * mm
    left = [para("Configuration, per server", s["h2"]),
            table([
                ["GPUs", "8 x NVIDIA A100 SXM4 80 GB (HGX board, NVSwitch)"],
                ["CPU", "2 x AMD EPYC 7543, 32 cores each"],
                ["RAM", "1,024 GB DDR4"],
                ["Boot disk", "480 GB SATA SSD"],
                ["Data volume", "10 TB network block storage (Ceph RBD), up to 500 MB/s per volume"],
                ["Local NVMe", "none"],
                ["Private network", "25 Gbit/s Ethernet (VLAN), TCP/IP; RDMA is not supported"],
                ["Storage network", "separate 10 Gbit/s link to the Ceph cluster"],
                ["Public network", "1 Gbit/s, fair use 100 TB/month"],
            ], [24 * mm, colw - 24 * mm], s, grid="none", header=0),
            para("Servers: 4 (32 GPUs), all in our Frankfurt FRA-2 site, one rack.", s["body"]),
            para("Software", s["h2"]),
            para("Ubuntu 22.04 LTS, NVIDIA driver 550, CUDA 12.4, Docker and the NVIDIA container toolkit. Slurm on "
                 "request. Servers are single-tenant bare metal; you get root.", s["body"]),
            para("Network notes", s["h2"]),
            para("The private network carries traffic between your servers. It is a standard Ethernet VLAN; "
                 "InfiniBand and RoCE are not available in FRA-2. Ports on the private network run at the full 25 "
                 "Gbit/s and are not throttled.", s["body"])]
    right = [para("Prices", s["h2"]),
             table([
                 ["Item", "Price (EUR, excl. VAT)"],
                 ["GPU server, 8 x A100 80 GB", "14.40 per server-hour (= 1.80 per GPU-hour)"],
                 ["Data volume", "included up to 10 TB, then 0.04 per GB-month"],
                 ["Traffic above fair use", "1.00 per TB"],
             ], [34 * mm, colw - 34 * mm], s, grid="rules"),
             para("Billing is hourly and invoiced monthly. The minimum commitment is 1 month per server. Four "
                  "servers for a 30-day month: 4 x 720 h x EUR 14.40 = EUR 41,472.00.", s["body"]),
             para("Service levels", s["h2"]),
             para("We target 99.9% monthly availability for the server platform. This target is not a guarantee, "
                  "and no service credits are payable if it is missed.", s["body"]),
             para("Support by e-mail and phone on business days, 08:00-18:00 CET.", s["body"]),
             para("Data", s["h2"]),
             para("Data on network volumes is deleted within 30 days of the end of the contract.", s["body"]),
             para("Terms", s["h2"]),
             para("Our General Terms and Conditions (AGB, version 2024-06) apply. Governing law: Germany; place of "
                  "jurisdiction: Cologne.", s["body"])]
    story: list = [*head, FrameBreak(), *left, FrameBreak(), *right]
    build(out / "h13-rheinwerk-a100-ethernet-2col-en.pdf", story, on_page=page, columns=2, first_header=16 * mm,
          margins=(16 * mm, 16 * mm, 22 * mm, 16 * mm), title="Quotation RW-2025-0311")


# ------------------------------------------------------------------------------------------------ h14
def h14(out: Path) -> None:
    """Guangzhou 技术方案与报价: a spec table with a per-server quantity column and a four-server total column,
    an InfiniBand compute network beside a 25GbE storage network and a 20M public line, 月付 chosen over 年付,
    a full SLA with tiers, acceptance figures and deletion."""
    s = CN
    hook = letterhead([("广州南粤智算科技有限公司", ZH, 14),
                       ("广州市黄埔区科学大道 182 号 创新大厦 C2 栋  |  020-3229-8810  |  nanyue-ai.example", ZH, 8)],
                      footer="方案编号 NY-FA-2025-041  版本 V1.2", footer_font=ZH, page_label=zh_page)
    story: list = [Spacer(1, 10 * mm), para("A800 训练集群租赁技术方案与报价", s["title"]),
                   kv([("客户", "广东某大模型创业公司"), ("方案编号", "NY-FA-2025-041（V1.2，2025 年 1 月 16 日）"),
                       ("集群规模", "A800 八卡服务器 4 台，共 32 卡"), ("交付地点", "广州 南沙 智算中心 3 号楼")],
                      [26 * mm, 144 * mm], s, grid="rows")]
    story.append(para("一、单台服务器配置及集群合计", s["h1"]))
    story.append(table([
        ["配置项", "规格", "单台数量", "4 台合计"],
        ["GPU", "NVIDIA A800 SXM4 80GB（NVLink 400GB/s，NVSwitch 全互联）", "8", "32"],
        ["CPU", "Intel Xeon Platinum 8358（32 核，2.6GHz）", "2", "8"],
        ["内存", "64GB DDR4 3200 ECC RDIMM", "16", "64"],
        ["系统盘", "480GB SATA SSD（RAID1）", "2", "8"],
        ["数据盘", "3.84TB NVMe U.2", "4", "16"],
        ["计算网络", "Mellanox ConnectX-6 200Gb/s HDR InfiniBand，支持 RDMA", "8", "32"],
        ["存储网络", "2 × 25GbE 以太网，对接并行存储", "1", "4"],
        ["公网带宽", "电信独享 20Mbps（固定 IP 1 个）", "1", "4"],
    ], [22 * mm, 92 * mm, 24 * mm, 24 * mm], s))
    story.append(para("注：计算网络为 HDR 200G InfiniBand 无阻塞胖树组网，每台 8 个端口；存储网络与计算网络物理隔离。",
                      s["small"]))
    story.append(para("二、报价", s["h1"]))
    story.append(table([
        ["付费方式", "单价（元/台/月）", "4 台月费（元）", "备注"],
        ["月付", "72,000", "288,000", "首期 3 个月起租，此后按月续租"],
        ["年付", "64,800", "259,200", "12 个月，按季度支付"],
    ], [26 * mm, 38 * mm, 38 * mm, 68 * mm], s))
    story += paras([
        "以上价格含 6% 增值税。贵司本期意向为<b>月付</b>，首期 3 个月。",
        "并行存储 100TB（文件系统 GPFS）含在上述价格内，超出部分 120 元/TB/月。",
    ], s["body"])
    story.append(para("三、服务等级与验收", s["h1"]))
    story += paras([
        "1. 可用性：按单台服务器按月计算，可用性不低于 99.9%。",
        "2. 赔偿：月可用性低于 99.9% 但不低于 99.5% 的，赔偿该台当月租金的 5%；低于 99.5% 但不低于 99% 的，赔偿 15%；"
        "低于 99% 的，赔偿 30%。赔偿金额从下期租金中抵扣。",
        "3. 型号与显存：交付 GPU 型号为 NVIDIA A800 SXM4 80GB，每卡显存 80GB。",
        "4. 独享：物理机独享，不切分、不超售，不与其他客户共享 GPU。",
        "5. 互联：单机 8 卡 NVSwitch 全互联；机间为 8 × 200Gb/s HDR InfiniBand，支持 RDMA。",
        "6. 验收：交付后 3 个工作日内双方共同测试：单机 nccl all_reduce 总线带宽 ≥ 150GB/s，4 台 32 卡 ≥ 80GB/s，"
        "fio 顺序读 ≥ 6GB/s；全部达标即验收合格，未达标的由我司整改，租期自验收合格次日起算。",
        "7. 数据删除：租期结束后 3 个工作日内，我司对所有数据盘进行多次覆写擦除，并出具数据销毁证明。",
    ], s["body"])
    story.append(Spacer(1, 6 * mm))
    story.append(para("广州南粤智算科技有限公司  商务部  黄晓婷  138-2600-4419", s["body"]))
    build(out / "h14-nanyue-a800-4node-fangan-zh.pdf", story, on_page=hook, title="A800 训练集群租赁技术方案与报价")


# ------------------------------------------------------------------------------------------------ h15
def h15(out: Path) -> None:
    """A US proposal letter in prose with numbers in words: eight H100 PCIe cards bridged in pairs (stated honestly:
    no NVSwitch), per server-hour and per GPU-hour, a hedged uptime aim, no SLA, deemed acceptance."""
    s = EN_SERIF
    hook = letterhead([("PINECREST SYSTEMS LLC", "Times-Bold", 13),
                       ("2200 Quarry Road, Boise, ID 83702  -  (208) 555-0142  -  pinecrest.example",
                        "Times-Roman", 8)],
                      footer="PS-1147", footer_font="Times-Roman", page_label=lambda n: f"{n}")
    story: list = [Spacer(1, 10 * mm)]
    story += paras([
        "March 5, 2025",
        "Ms. Ana Ortiz<br/>Head of ML Platform<br/>Tidewater Analytics, Inc.<br/>400 Commerce St, Savannah, GA 31401",
        "<b>Re: Proposal PS-1147, dedicated H100 PCIe server</b>",
        "Dear Ms. Ortiz,",
        "Thank you for the call on Monday. As discussed, we propose one (1) dedicated server with eight (8) NVIDIA "
        "H100 PCIe 80GB GPUs, in our Boise facility, for your Llama 3 8B fine-tuning work.",
        "The cards are installed as four bridged pairs: each pair is joined by an NVLink bridge (600 GB/s), and "
        "traffic between pairs crosses PCIe Gen5 through two PCIe switches. The GPUs are not connected by NVSwitch, "
        "and this is not an HGX system, so eight-way tensor parallelism will run over PCIe between the pairs.",
        "The host has two AMD EPYC 9354 processors (32 cores each), one terabyte (1 TB) of DDR5 memory, a 960 GB "
        "NVMe boot drive and four 7.68 TB NVMe drives for data, 30.72 TB in all. Internet connectivity is a 10 Gb/s "
        "port, unmetered.",
        "The price is $14.80 per server-hour, which is $1.85 per GPU-hour, on a twelve (12) month term billed "
        "monthly, with one month's fees as a deposit. The server and its GPUs are yours alone for the term: no "
        "other customer, no virtualisation, no MIG.",
        "On service: we aim for 99.5% uptime and will do our best to restore service quickly, but we do not offer a "
        "formal SLA or service credits for this configuration. The server is deemed accepted when we deliver the "
        "login credentials.",
        "This proposal is valid until March 31, 2025. Lead time is three to four weeks from signature.",
        "Sincerely,",
        "Greg Halvorsen<br/>Account Executive, Pinecrest Systems LLC<br/>greg.halvorsen@pinecrest.example",
    ], s["body"])
    build(out / "h15-pinecrest-h100pcie-letter-en.pdf", story, pagesize=LETTER, on_page=hook,
          margins=(25 * mm, 25 * mm, 28 * mm, 20 * mm), title="Proposal PS-1147")


# ------------------------------------------------------------------------------------------------ h16
def h16(out: Path) -> None:
    """Suzhou 报价单 for an L40S 八卡 server that claims NVLink 高速互联: a quantity column, 月付/季付/年付 as price
    columns (季付 chosen), a short service promise with availability and an equal-time remedy."""
    s = CN
    hook = letterhead([("苏州云帆算力科技有限公司", ZH, 14), ("苏州工业园区星湖街 328 号 创意产业园 12 栋  |  0512-6"
                                                  "295-7730", ZH, 8)],
                      footer="报价单 YF-BJ-250407", footer_font=ZH, page_label=zh_page)
    story: list = [Spacer(1, 10 * mm), para("L40S 八卡 GPU 服务器租赁报价单", s["title"]),
                   para("致：南京某智能科技有限公司    日期：2025 年 4 月 7 日    报价单号：YF-BJ-250407", s["body"])]
    story.append(para("一、配置", s["h1"]))
    story.append(table([
        ["名称", "规格", "数量"],
        ["GPU", "NVIDIA L40S 48GB GDDR6", "8"],
        ["GPU 互联", "NVLink 高速互联，多卡协同训练", "—"],
        ["CPU", "Intel Xeon Gold 6462C（32 核）", "2"],
        ["内存", "32GB DDR5 4800", "24"],
        ["系统盘", "960GB NVMe SSD", "1"],
        ["数据盘", "7.68TB NVMe SSD", "2"],
        ["网络", "公网独享 50M；内网 25G", "1"],
    ], [30 * mm, 110 * mm, 30 * mm], s, grid="rules"))
    story.append(para("二、价格（元/台/月，含 6% 增值税）", s["h1"]))
    story.append(table([
        ["付款方式", "月付", "季付", "年付"],
        ["单价", "34,000", "31,500", "28,800"],
        ["起租期", "1 个月", "3 个月", "12 个月"],
    ], [40 * mm, 43 * mm, 43 * mm, 44 * mm], s, grid="rules"))
    story.append(para("本次选择：<b>季付</b>，1 台，3 个月起租，每季度首月预付。", s["body"]))
    story.append(para("三、服务承诺", s["h1"]))
    story += paras([
        "整机物理独享，不与其他用户共享 GPU；每月服务可用性 99.5%；故障 2 小时内响应，超出可用性承诺的不可用时长，"
        "按故障时长 1:1 补偿服务时长。",
        "本报价有效期 10 天。以上配置为现货，签约后 3 个工作日内交付。",
    ], s["body"])
    story.append(Spacer(1, 6 * mm))
    story.append(para("苏州云帆算力科技有限公司  销售部  周航", s["body"]))
    build(out / "h16-yunfan-l40s-nvlink-baojia-zh.pdf", story, on_page=hook, title="L40S 八卡 GPU 服务器租赁报价单")


# ------------------------------------------------------------------------------------------------ h17
def h17(out: Path) -> None:
    """Singapore bilingual quotation: English-then-Chinese key lines, a two-node H200 RoCE cluster, a price table
    by term (12 months chosen) with per GPU-hour and per node-month, bilingual terms in a two-column table."""
    s = styles(ZH, 9.5)
    hook = letterhead([("Straits Compute Pte. Ltd.  海峡算力私人有限公司", ZH, 13),
                       ("1 Changi Business Park Crescent, #03-02, Singapore 486025  |  UEN 201938572K", ZH, 8)],
                      footer="SC-Q-25-0456", footer_font=ZH, page_label=lambda n: f"Page {n} 第 {n} 页")
    story: list = [Spacer(1, 10 * mm), para("Quotation 报价单  SC-Q-25-0456", s["title"]),
                   para("Customer 客户: Kinabalu Language Lab Sdn. Bhd.  |  Date 日期: 6 May 2025", s["body"])]
    story.append(para("Configuration 配置（per node 每台）", s["h1"]))
    story.append(kv([
        ("GPU 图形处理器", "8 × NVIDIA H200 SXM 141GB HBM3e, NVLink / NVSwitch 900GB/s"),
        ("CPU 处理器", "2 × Intel Xeon Platinum 8558 (48 cores each 每颗 48 核)"),
        ("Memory 内存", "2,048 GB DDR5"),
        ("OS disk 系统盘", "2 × 960 GB NVMe (RAID 1)"),
        ("Data disk 数据盘", "8 × 3.84 TB NVMe"),
        ("Backend fabric 计算网络", "8 × 400 GbE RoCE v2 (Spectrum-X), GPUDirect RDMA"),
        ("Internet 公网", "1 Gbps dedicated 独享"),
        ("Nodes 台数", "2 (two 两台) — 16 GPUs 十六卡"),
    ], [46 * mm, 124 * mm], s, grid="rows"))
    story.append(para("Price 价格 (USD, excluding GST 不含消费税)", s["h1"]))
    story.append(table([
        ["Term 期限", "USD per GPU-hour 每卡每小时", "USD per node-month 每台每月", ""],
        ["6 months 六个月", "3.10", "18,104", ""],
        ["12 months 十二个月", "2.85", "16,644", "Selected 已选"],
    ], [40 * mm, 50 * mm, 50 * mm, 30 * mm], s))
    story.append(para("Node-month = 8 GPUs × 730 h. 12-month term chosen 已选十二个月合约, billed monthly in advance"
                      " 按月预付.",
                      s["small"]))
    story.append(para("Terms 条款", s["h1"]))
    story.append(table([
        ["中文", "English"],
        ["可用性：每台每月不低于 99.9%。", "Availability: at least 99.9% per node per month."],
        ["赔偿：月可用性低于 99.9% 赔偿该台月费 10%；低于 99.5% 赔偿 25%；低于 99.0% 赔偿 50%。",
         "Credits: below 99.9% 10% of the node's monthly fee; below 99.5% 25%; below 99.0% 50%."],
        ["验收：交付后 48 小时内运行 nccl-tests，16 卡 all_reduce 总线带宽不低于 360GB/s，每卡显存 141GB，即为合格。",
         "Acceptance: within 48 hours of handover; 16-GPU all_reduce bus bandwidth at least 360 GB/s and 141 GB per "
         "GPU."],
        ["独享：整机独享，完整 GPU，不使用 MIG 或 vGPU。", "Dedicated: whole GPUs on single-tenant nodes; no MIG, no"
                                           " vGPU."],
        ["互联：单机 NVSwitch 全互联；机间 8 × 400G RoCE v2。", "Interconnect: NVSwitch full mesh in a node; 8 × 400"
                                                    "G RoCE v2 between nodes."],
        ["数据删除：合约结束后 7 天内擦除全部数据并出具证书。", "Data deletion: all data erased within 7 days after "
                                        "the term, with a certificate."],
    ], [85 * mm, 85 * mm], s))
    story.append(Spacer(1, 6 * mm))
    story.append(para("Straits Compute Pte. Ltd. — Rachel Goh 吴佩琪, Sales Director", s["body"]))
    build(out / "h17-straits-h200-roce-quote-bi.pdf", story, on_page=hook, title="Quotation SC-Q-25-0456")


# ------------------------------------------------------------------------------------------------ h18
def h18(out: Path) -> None:
    """A broker's e-mail thread in plain text: the latest message replaces sold-out 80GB servers with one 40GB box,
    the uplink is capped at peak hours, and there is no SLA; older messages are quoted below."""
    write_text(out / "h18-bluewater-a100-40g-email-en.txt", """
From: Marcus Lee <marcus@bluewatergpu.example>
To: Priya Raman <priya@kelpforest.example>
Date: Tue, 8 Apr 2025 09:12:44 -0700
Subject: RE: RE: 8x A100 availability - updated

Hi Priya,

Bad news first: the 80GB servers I mentioned last week went to another customer over the weekend.

What I can hold for you until Friday is one (1) 8x A100 SXM4 40GB server in our Dallas facility: HGX A100
board, NVSwitch, 600 GB/s NVLink per GPU. Dedicated, whole GPUs, no MIG.

Specs from the datacenter: 2x AMD EPYC 7742 (64 cores each), 1 TB RAM, 4x 3.84 TB NVMe for data plus a
480 GB boot SSD. Uplink is 10 Gbps shared with the rack and capped at 2 Gbps per server between 8am and 8pm
Central.

Price is $1.15/GPU-hr, so $9.20/hr for the box, billed hourly, one month minimum.

No formal SLA on these: it's secondary-market inventory, so there's no uptime guarantee and no credits. If a
GPU dies we swap it as fast as the DC can, usually next business day.

Let me know by Thursday (ticket BW-20931).

Marcus Lee | Senior Broker | Bluewater GPU Brokers LLC | +1 214 555 0199

-----Original Message-----
From: Marcus Lee
Sent: Tuesday, April 1, 2025 4:47 PM
To: Priya Raman
Subject: RE: 8x A100 availability

> Priya - I have two (2) 8x A100 80GB SXM servers coming free on the 10th, same DC.
> $1.45/GPU-hr, 3 month minimum, InfiniBand HDR between the two. Can hold them until Friday.
>
> -----Original Message-----
> From: Priya Raman
> Sent: Monday, March 31, 2025 11:02 AM
> Subject: 8x A100 availability
>
>> Hi Marcus, we need capacity for a Llama 3 70B full fine-tune starting mid-April, ideally
>> 16x A100 80GB for about six weeks. What do you have?
""")


OFFERS = (h01, h02, h03, h04, h05, h06, h07, h08, h09, h10, h11, h12, h13, h14, h15, h16, h17, h18)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: make.py OUTDIR", file=sys.stderr)
        return 2
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for make in OFFERS:
        make(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
