"""Build the holdout23 corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English and
bilingual, weighted toward vendor identity (a 成交供应商 line under the buyer's award notice, a legal name only in a
statement's footer and 户名, a lessor in a lease schedule, a university centre that bills an outside lab, a
dispatch platform that only matches while the provider signs, a 乙方 block under a contract titled by the buyer's
project, a capacity broker acting as principal, a marketplace host beside the platform, a Supplier box in a
buyer's intake form, an e-mail signature, a reseller that signs for a cloud), node counts (十六台, 三台, 四台 on a
later page, "32 卡（每台 8 卡）", cabinets x servers, "a pair of servers", "four (4) nodes", "64 GPUs across the
cluster", phase 1 of a phased order, quantity columns), storage (quantity columns, RAID raw / usable, shared
parallel file systems with quotas, object storage add-ons, capacities in TiB and in words) and pricing (per
card-hour, per node-month, prepaid annual with its monthly equivalent, 校内 / 校外 rates, old vs renewal terms,
credits and top-ups that are not the price, HKD / SGD / EUR / USD / CNY), in layouts not used by the earlier
corpora: a 成交结果公告, a bank-style 对账单, an operating-lease 租赁附表, a university recharge rate sheet with an
application form, a 算力调度单, a two-column quotation letter, a merged-forward WeChat record, a transposed model
comparison, a colocation bundle, a delivery schedule, a credit memo, a broker's sourcing summary, a buyer's quote
intake form, a Korean vendor's English quotation, a slide deck, a renewal comparison in Markdown, a marketplace
listing, a frozen-header spreadsheet export, a phased statement of work, an allocation letter, a Hong Kong reseller
order form, a Singapore purchase order, a Markdown slide deck, a rent commencement notice, a monthly service report,
a sizing worksheet, a prepaid top-up receipt, an e-mail thread, a transposed payment-option table and a billing
reconciliation letter.

Run: python tests/corpus/holdout23/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
byte-identical.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import PageBreak, Paragraph, Preformatted, SimpleDocTemplate, Spacer, Table, TableStyle

rl_config.invariant = 1
pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))

Item = tuple
BUILDERS: dict[str, Callable[[Path], None]] = {}
RED = colors.HexColor("#b3202a")
NAVY = colors.HexColor("#17365d")
TEAL = colors.HexColor("#0f6b6b")
GREY = colors.HexColor("#666666")
COPY = '<font face="Helvetica">\u00a9</font>'  # the (c) sign, which STSong-Light lacks
EURO = '<font face="Helvetica">\u20ac</font>'
MIDDOT = '<font face="Helvetica">\u00b7</font>'  # STSong-Light has no middle dot either


def _styles(font: str, bold: str, cjk: bool) -> dict[str, ParagraphStyle]:
    wrap = "CJK" if cjk else None
    return {
        "title": ParagraphStyle("title", fontName=bold, fontSize=15, leading=20, spaceAfter=5, wordWrap=wrap),
        "ctitle": ParagraphStyle("ctitle", fontName=bold, fontSize=16, leading=22, spaceAfter=6, wordWrap=wrap,
                                 alignment=TA_CENTER),
        "brand": ParagraphStyle("brand", fontName=bold, fontSize=19, leading=23, spaceAfter=1, wordWrap=wrap,
                                textColor=NAVY),
        "slogan": ParagraphStyle("slogan", fontName=font, fontSize=9, leading=12, spaceAfter=4, wordWrap=wrap,
                                 textColor=TEAL),
        "big": ParagraphStyle("big", fontName=font, fontSize=12, leading=17, spaceAfter=5, wordWrap=wrap),
        "h": ParagraphStyle("h", fontName=bold, fontSize=11, leading=14.5, spaceBefore=6, spaceAfter=3,
                            wordWrap=wrap),
        "p": ParagraphStyle("p", fontName=font, fontSize=9.3, leading=13.0, spaceAfter=3, wordWrap=wrap),
        "right": ParagraphStyle("right", fontName=font, fontSize=9.3, leading=13.0, spaceAfter=3, wordWrap=wrap,
                                alignment=TA_RIGHT),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.5, leading=10.0, wordWrap=wrap,
                                textColor=colors.HexColor("#444444")),
        "crumb": ParagraphStyle("crumb", fontName=font, fontSize=8.0, leading=11.0, wordWrap=wrap, textColor=GREY),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=8.3, leading=10.8, wordWrap=wrap),
        "seal": ParagraphStyle("seal", fontName=bold, fontSize=8.6, leading=11.5, wordWrap=wrap, textColor=RED,
                               alignment=TA_CENTER),
        "mono": ParagraphStyle("mono", fontName=font if cjk else "Courier", fontSize=8.2, leading=11.0,
                               backColor=colors.HexColor("#f3f1ea")),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool = False, title: str = "", author: str = "",
        footer: str = "", header: str = "", land: bool = False) -> None:
    """Lay out (kind, ...) items as a PDF with an optional running header, a footer line and page numbers.

    Kinds: brand, slogan, title, ctitle, big, h, p, right, small, crumb (paragraphs); sp (space, mm); pb (page
    break); mono (preformatted); seal (a red-bordered stamp, right-aligned); t (ruled table: rows, column
    fractions, options head / shade rows / bold rows / span / nogrid / box)."""
    font = "STSong-Light" if cjk else "Helvetica"
    bold = "STSong-Light" if cjk else "Helvetica-Bold"
    st = _styles(font, bold, cjk)
    size = landscape(A4) if land else A4
    margin = 13 * mm if land else 18 * mm
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=margin, rightMargin=margin,
                            topMargin=16 * mm, bottomMargin=18 * mm, title=title, author=author)
    width = size[0] - 2 * margin

    def fix(value: object) -> str:
        return str(value).replace("\u00b7", MIDDOT) if cjk else str(value)

    story: list = []
    for item in items:
        kind = item[0]
        if kind in ("brand", "slogan", "title", "ctitle", "big", "h", "p", "right", "small", "crumb"):
            story.append(Paragraph(fix(item[1]), st[kind]))
        elif kind == "sp":
            story.append(Spacer(1, item[1] * mm))
        elif kind == "pb":
            story.append(PageBreak())
        elif kind == "mono":
            story.append(Preformatted(item[1], st["mono"]))
        elif kind == "seal":
            seal = Table([[Paragraph(item[1], st["seal"])]], colWidths=[62 * mm], hAlign="RIGHT")
            seal.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 1.4, RED),
                                      ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
            story.append(seal)
            story.append(Spacer(1, 2 * mm))
        elif kind == "t":
            rows, widths = item[1], item[2]
            opts = item[3] if len(item) > 3 else {}
            cells = [[Paragraph(fix(c), st["cell"]) for c in r] for r in rows]
            cols = [width * w for w in widths] if widths else None
            head = opts.get("head", 1)
            t = Table(cells, colWidths=cols, repeatRows=head)
            style = [("VALIGN", (0, 0), (-1, -1), "TOP")]
            if not opts.get("nogrid"):
                style.append(("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#7d7d7d")))
            if head:
                style.append(("BACKGROUND", (0, 0), (-1, head - 1), colors.HexColor("#dde6ef")))
            for r in opts.get("shade", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#fff2b3")))
            for r in opts.get("bold", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#eeeeee")))
            for a, b in opts.get("span", []):
                style.append(("SPAN", a, b))
            for a, b in opts.get("box", []):
                style.append(("BOX", a, b, 1.6, NAVY))
            t.setStyle(TableStyle(style))
            story.append(t)
            story.append(Spacer(1, 2.5 * mm))
        else:
            raise ValueError(kind)

    def on_page(canvas, _doc) -> None:  # type: ignore[no-untyped-def]
        canvas.saveState()
        canvas.setFont(font, 7.2)
        if header:
            canvas.setFillColor(GREY)
            canvas.drawString(margin, size[1] - 9 * mm, header)
            canvas.setFillColor(colors.black)
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
@doc("t01")
def t01(out: Path) -> None:
    pdf(out / "t01-chengjiao-jieguo-gonggao-h800-zh.pdf", [
        ("crumb", "鄂州市公共资源交易中心 ＞ 政府采购 ＞ 结果公告 ＞ 成交结果公告"),
        ("ctitle", "鄂州市人工智能创新中心智算服务租赁项目（一期）成交结果公告"),
        ("p", "发布时间：2026-12-03 09:30　|　项目编号：EZZC-2026-GK-0417　|　采购方式：竞争性磋商"),
        ("h", "一、项目基本情况"),
        ("t", [["采购人", "鄂州市人工智能创新中心（鄂州市数据局下属事业单位）"],
               ["采购代理机构", "湖北楚衡工程咨询有限公司"],
               ["项目名称", "鄂州市人工智能创新中心智算服务租赁项目（一期）"],
               ["预算金额", "人民币 1,180 万元（一期）；二期另行立项，本次不采购"],
               ["采购需求概况", "租赁 GPU 智算服务器十六台（每台 8 卡），服务期十二个月，含机房、电力、网络及运维"]],
         [0.2, 0.8], {"head": 0}),
        ("h", "二、成交信息"),
        ("t", [["成交供应商", "成交供应商地址", "成交金额（元）", "评审得分"],
               ["鄂州临空智算科技有限公司", "鄂州市临空经济区燕矶镇航都大道 88 号",
                "11,251,200.00（大写：壹仟壹佰贰拾伍万壹仟贰佰元整）", "92.40"]],
         [0.27, 0.3, 0.3, 0.13]),
        ("p", "未成交供应商及得分：武汉江城算力服务有限公司 88.15；湖北长江云数据有限公司 84.60（以上单位非成交供应商"
              "）。"),
        ("h", "三、主要标的信息"),
        ("t", [["名称", "规格型号", "数量", "单价", "服务期"],
               ["GPU 智算服务器租赁", "见附件《合同主要条款》第二条", "十六台", "¥58,600.00/台/月（含 6% 增值税）",
                "12 个月"]],
         [0.2, 0.3, 0.12, 0.25, 0.13]),
        ("p", "评审专家：张立群、胡晓燕、周必成、李卫东、彭敏（组长）。公告期限：自本公告发布之日起 1 个工作日。"),
        ("p", "联系方式：采购人 陈工 0711-3320 5168；代理机构 刘女士 027-8766 2041。"),
        ("pb",),
        ("ctitle", "附件：合同主要条款"),
        ("p", "甲方：鄂州市人工智能创新中心　　乙方：鄂州临空智算科技有限公司"),
        ("h", "第二条　服务内容与配置（每台）"),
        ("t", [["项目", "配置"],
               ["GPU", "NVIDIA H800 SXM5 80GB HBM3 × 8，NVSwitch 全互联，NVLink 400GB/s"],
               ["CPU", "Intel Xeon Platinum 8468 × 2（每颗 48 核，共 96 核）"],
               ["内存", "2TB DDR5"],
               ["系统盘", "960GB NVMe SSD × 2（RAID1）"],
               ["本地数据盘", "3.84TB NVMe U.2 × 4（合计 15.36TB）"],
               ["共享存储", "集群并行文件系统（1PB，十六台共享），每台配额 40TB，另含对象存储 100TB 免费额度"],
               ["计算网络", "NDR InfiniBand 400Gb/s × 8（单台 3.2Tb/s），支持 RDMA"],
               ["存储网络", "2 × 100GbE（仅用于访问并行文件系统，不属于计算网络）"],
               ["公网", "每台 BGP 100Mbps 独享"]], [0.18, 0.82]),
        ("h", "第三条　价格与结算"),
        ("p", "3.1 单价 ¥58,600.00/台/月（含 6% 增值税），十六台月租合计 ¥937,600.00，合同总价 ¥11,251,200.00。"),
        ("p", "3.2 服务期 12 个月，不得少于 12 个月；按月结算，每月 10 日前支付当月租金。"),
        ("h", "第四条　服务保障"),
        ("p", "4.1 乙方保证所提供 GPU 型号为 H800 SXM5 80GB，每卡显存 80GB，不得以其他型号替换。"),
        ("p", "4.2 整机独享：不虚拟化、不切分（不启用 MIG / vGPU）、不超售。"),
        ("p", "4.3 机内 NVSwitch 全互联，机间 NDR InfiniBand，乙方保证上述互联在服务期内持续可用。"),
        ("p", "4.4 月度可用率不低于 99.9%；每低于 0.1%，减免当月租金 5%，最高减免 50%。"),
        ("p", "4.5 交付后 3 个工作日内联合验收：nccl-tests 16 机 all_reduce busbw 不低于 300GB/s、fio 顺序读不低于"
              " 10GB/s、Llama 3 70B 基准训练 MFU 不低于 35%；未通过的，乙方更换设备后重新验收。"),
        ("p", "4.6 服务期满或合同解除后 7 日内，乙方删除甲方全部数据并出具书面数据销毁证明。"),
    ], cjk=True, title="EZZC-2026-GK-0417 成交结果公告", author="鄂州市公共资源交易中心",
        footer="鄂州市公共资源交易中心　EZZC-2026-GK-0417")


@doc("t02")
def t02(out: Path) -> None:
    pdf(out / "t02-duizhangdan-bank-style-a800-zh.pdf", [
        ("right", "对账单编号：ST-202611-00318　　账期：2026-11-01 至 2026-11-30"),
        ("title", "客户对账单（算力租赁业务）"),
        ("big", "客户：合肥蜀山语料智能科技有限公司　　客户号：C-0055721"),
        ("p", "致财务部：以下为贵司 2026 年 11 月账户往来明细，请于 2026-12-10 前核对，逾期视为无异议。"),
        ("h", "一、账户往来明细"),
        ("t", [["记账日期", "摘要", "凭证号", "借方（应收）", "贷方（已收）", "余额"],
               ["2026-11-01", "期初余额", "—", "", "", "-20,000.00"],
               ["2026-11-01", "11 月租金　A800 整机 × 3 台", "RZ-11-0318", "129,600.00", "", "109,600.00"],
               ["2026-11-03", "网银收款（合肥蜀山语料）", "SK-11-0912", "", "109,600.00", "0.00"],
               ["2026-11-15", "临时扩容：对象存储 20TB（11/15-11/30）", "RZ-11-0544", "640.00", "", "640.00"],
               ["2026-11-30", "期末余额", "—", "", "", "640.00"]],
         [0.13, 0.33, 0.13, 0.14, 0.14, 0.13], {"bold": [5]}),
        ("small", "注：期初余额 -20,000.00 为 9 月预存款结余（贷方余额），已冲抵 11 月租金。"),
        ("h", "二、计费标准（按合同 HF-ZL-2026-0907）"),
        ("t", [["计费项", "计费单位", "不含税单价", "税率", "含税单价", "本期数量"],
               ["A800 SXM4 80GB 整机租赁", "台/月", "40,754.72", "6%", "43,200.00", "3"],
               ["对象存储（按量）", "TB/月", "60.38", "6%", "64.00", "20 × 0.5 月"],
               ["公网带宽 200Mbps", "台/月", "0.00", "—", "0.00（含在租金内）", "3"]],
         [0.27, 0.11, 0.15, 0.08, 0.22, 0.17]),
        ("h", "三、租赁物配置（每台，共三台）"),
        ("t", [["部件", "规格", "数量"],
               ["GPU", "NVIDIA A800 SXM4 80GB，NVSwitch 全互联，NVLink 400GB/s", "8"],
               ["CPU", "AMD EPYC 7763（64 核）", "2"],
               ["内存", "64GB DDR4 RDIMM（合计 1TB）", "16"],
               ["系统盘", "480GB SATA SSD（RAID1）", "2"],
               ["数据盘", "3.84TB NVMe U.2", "8"],
               ["计算网卡", "HDR InfiniBand 200Gb/s（RDMA）", "4"],
               ["公网", "BGP 200Mbps", "1"]], [0.2, 0.65, 0.15]),
        ("pb",),
        ("h", "四、合同服务条款摘要"),
        ("p", "1. 租期自 2026-09-01 起，不少于 6 个月；按月预付，每月 5 日前付清。"),
        ("p", "2. 设备型号 A800 SXM4 80GB（每卡 80GB 显存）不得替换；整机独享，不虚拟化、不切分、不超售。"),
        ("p", "3. 机内 NVSwitch 全互联；三台之间 HDR InfiniBand 4 × 200Gb/s，支持 RDMA。"),
        ("p", "4. 月可用率 99.9%；每低于 0.1% 减免当月租金 5%，上限 30%，在次月对账单贷方列示。"),
        ("p", "5. 交付验收：交付后 24 小时内运行 nccl-tests、fio、iperf3 及 72 小时稳定性测试，结果达标方起租。"),
        ("p", "6. 退租时 5 个工作日内完成数据擦除并出具擦除报告。"),
        ("h", "五、收款账户"),
        ("t", [["户名", "合肥庐州智算科技有限公司"],
               ["开户行", "徽商银行合肥政务区支行"],
               ["账号", "1020 3011 0006 5521 879"]], [0.2, 0.8], {"head": 0}),
        ("p", "如对账无误，请在下方签章回传；如有异议，请联系计费中心 0551-6288 1730。"),
        ("p", "客户确认（盖章）：________________　　日期：________"),
    ], cjk=True, title="ST-202611-00318", author="计费中心",
        footer="合肥庐州智算科技有限公司 计费中心　ST-202611-00318　本对账单由系统生成")


@doc("t03")
def t03(out: Path) -> None:
    periods = [[f"第 {i} 期", f"2027-{i:02d}-05", "248,000.00", "219,469.03", "28,530.97"]
               for i in range(1, 13)]
    pdf(out / "t03-zulin-fubiao-zujin-zhifubiao-h100-zh.pdf", [
        ("brand", "津门融和租赁"),
        ("slogan", "让算力像设备一样可租可用"),
        ("ctitle", "租赁附表（租金支付表及租赁物明细）"),
        ("p", "本附表为《GPU 服务器经营租赁及运维服务合同》（合同编号：JMRH-ZL-2026-1129）不可分割之组成部分。"
              "出租人：天津津门融和租赁有限公司（以下简称“出租人”）；承租人：北京海淀星衍智能科技有限公司。"),
        ("h", "附表一　租金及费用"),
        ("t", [["项目", "金额（人民币）", "说明"],
               ["每期租金（四台合计）", "¥248,000.00", "含 13% 增值税；每期一个月，共 12 期"],
               ["其中：每台每期租金", "¥62,000.00（不含税 ¥54,867.26）", "按台计算的月租金"],
               ["租赁保证金", "¥124,000.00", "合同签订后 5 日内支付，期满无违约全额退还，不计息，不抵租金"],
               ["租赁手续费", "¥29,760.00", "一次性，按首年租金总额 1% 计收"],
               ["期满处置", "—", "经营租赁，期满出租人收回租赁物，不设留购价"]], [0.24, 0.3, 0.46]),
        ("h", "租金支付表"),
        ("t", [["期次", "支付日", "租金（含税）", "不含税", "税额"], *periods,
               ["合计", "", "2,976,000.00", "2,633,628.32", "342,371.68"]],
         [0.14, 0.2, 0.22, 0.22, 0.22], {"bold": [13]}),
        ("p", "租赁期：自起租日（2027-01-01，以验收合格日为准）起 12 个月，租赁期内承租人不得提前退租。"
              "租金按月支付，逐期于支付日前付清。"),
        ("pb",),
        ("h", "附表二　租赁物明细"),
        ("p", "租赁物名称：GPU 训练服务器（存放于出租人指定数据中心：天津滨海新区津滨云谷数据中心，机房运营方"
              "天津滨海信通数据有限公司，非合同当事方）。数量：四台。"),
        ("t", [["序号", "部件", "规格", "每台数量"],
               ["1", "整机", "Supermicro SYS-821GE-TNHR（制造商，非合同方）", "1"],
               ["2", "GPU", "NVIDIA H100 SXM5 80GB HBM3，NVSwitch 全互联，NVLink 900GB/s", "8"],
               ["3", "CPU", "Intel Xeon Platinum 8480+（56 核）", "2"],
               ["4", "内存", "64GB DDR5-4800（合计 2TB）", "32"],
               ["5", "系统盘", "960GB NVMe M.2（RAID1）", "2"],
               ["6", "数据盘", "3.84TB NVMe U.2（合计 30.72TB）", "8"],
               ["7", "计算网卡", "ConnectX-7 NDR 400Gb/s InfiniBand（RDMA，单台 3.2Tb/s）", "8"],
               ["8", "公网", "BGP 100Mbps 独享", "1"]], [0.08, 0.14, 0.63, 0.15]),
        ("h", "附表三　运维服务水平"),
        ("p", "1. 型号与显存：H100 SXM5 80GB，每卡 80GB，出租人不得以其他型号替换。"),
        ("p", "2. 独享：四台整机专供承租人使用，不虚拟化、不切分、不超售。"),
        ("p", "3. 互联：机内 NVSwitch 全互联；四台之间 NDR InfiniBand 非阻塞组网。"),
        ("p", "4. 可用率：每台每月 99.9%；低于承诺时按每 0.1% 抵减当期租金 5%，上限为当期租金 40%。"),
        ("p", "5. 起租验收：交付后 48 小时内完成 nccl-tests（四机 busbw ≥ 350GB/s）、fio（≥ 12GB/s）及 Llama 3 70B"
              " 训练基准（MFU ≥ 40%），验收合格日为起租日。"),
        ("p", "6. 数据：租赁期满或合同终止后 10 日内，出租人对全部数据盘执行 NIST 800-88 擦除并出具证明。"),
        ("sp", 4),
        ("t", [["出租人（盖章）：天津津门融和租赁有限公司<br/>授权代表：郝建明　　2026-12-02",
                "承租人（盖章）：北京海淀星衍智能科技有限公司<br/>授权代表：沈一帆　　2026-12-02"]],
         [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], cjk=True, title="JMRH-ZL-2026-1129 租赁附表", author="天津津门融和租赁有限公司",
        footer="JMRH-ZL-2026-1129　租赁附表　第 1 版")


@doc("t04")
def t04(out: Path) -> None:
    pdf(out / "t04a-gaoxiao-hpc-shoufei-biaozhun-h20-zh.pdf", [
        ("brand", "西岭大学高性能计算中心"),
        ("slogan", "公共计算平台　服务全校科研"),
        ("ctitle", "2027 年度计算资源收费标准（GPU 部分）"),
        ("p", "文号：西大计算〔2026〕12 号　　执行期：2027-01-01 至 2027-12-31　　经学校国有资产与设备处核定"),
        ("h", "一、收费对象"),
        ("p", "校内用户：本校课题组（经费卡结算，内部转账，不开发票）。校外用户：与本校签订《计算服务协议》的企事业单位"
              "及科研机构，由西岭大学开具增值税普通发票，价格含 6% 增值税。"),
        ("h", "二、GPU 资源收费标准"),
        ("t", [["资源类型", "计费单位", "校内价", "校外价", "备注"],
               ["A100 40GB（共享队列 gpu-a100）", "卡时", "¥2.00", "¥4.50", "作业级调度，最长 72 小时"],
               ["H20 96GB（共享队列 gpu-h20）", "卡时", "¥1.80", "¥3.90", "作业级调度，按实际运行时长"],
               ["H20 整机包月（独占节点）", "台/月", "¥14,000.00", "¥21,000.00", "8 卡独占，最短 3 个月"],
               ["并行存储 /work 超额", "TB/月", "¥20.00", "¥45.00", "每课题组 / 单位免费配额 20TB"],
               ["CPU 计算节点", "核时", "¥0.03", "¥0.08", "—"]], [0.3, 0.1, 0.14, 0.14, 0.32]),
        ("h", "三、H20 独占节点配置（每台）"),
        ("t", [["项目", "配置"],
               ["GPU", "NVIDIA H20 96GB HBM3 × 8，HGX 板 NVSwitch 全互联，NVLink 900GB/s"],
               ["CPU / 内存", "Intel Xeon Platinum 8470Q × 2（每颗 52 核，共 104 核）/ 1.5TB DDR5"],
               ["本地盘", "系统盘 480GB SATA SSD；本地数据盘 3.84TB NVMe × 2（共 7.68TB，/scratch）"],
               ["并行存储", "全中心共享 Lustre 2.4PB，/work 配额按单位计（见上表），不属于节点本地存储"],
               ["网络", "RoCE v2 4 × 200Gb/s（800Gb/s，RDMA，节点间）；校园网出口每节点 100Mbps"]],
         [0.18, 0.82]),
        ("h", "四、服务承诺（独占节点）"),
        ("p", "（1）型号与显存：H20 96GB，每卡 96GB，不以其他型号替代；（2）独占节点整机专用，不开启 MIG、不与其他用户"
              "共享、不超分；（3）机内 NVSwitch 全互联，节点间 RoCE v2 RDMA；（4）月可用率 99.5%，每低于 0.5% 按当月"
              "费用 10% 返还机时，上限 50%；（5）开通后 48 小时内用户可运行中心提供的验收脚本（gpu-burn、nccl-tests、"
              "fio），不达标即更换节点；（6）服务结束 7 日内中心擦除 /scratch 与 /work 数据并书面通知。"),
        ("p", "计费：包月按自然月计，开通当月按天折算。卡时计费以分钟为单位累计。"),
        ("small", "西岭大学高性能计算中心　地址：成都市双流区西岭大道 1 号信息楼 3 层　电话 028-8542 6601"),
    ], cjk=True, title="西大计算〔2026〕12 号", author="西岭大学高性能计算中心",
        footer="西岭大学高性能计算中心　2027 年度计算资源收费标准")
    pdf(out / "t04b-xiaowai-yonghu-shenqing-queren-h20-zh.pdf", [
        ("ctitle", "校外用户计算资源申请及确认单"),
        ("p", "编号：XLHPC-EXT-2026-031　　日期：2026-12-04"),
        ("t", [["申请单位", "成都锦江语言智能研究院有限公司（校外用户）"],
               ["联系人", "廖思远　138 8002 6617　liaosy@jinjiang-lang.cn"],
               ["用途", "Llama 3 70B LoRA 微调及评测"],
               ["申请资源", "H20 整机包月（独占节点）　数量：2 台"],
               ["适用价格", "校外价 ¥21,000.00/台/月（含 6% 增值税）　月合计 ¥42,000.00"],
               ["服务期", "2027-01-01 至 2027-06-30（6 个月，满足最短 3 个月）"],
               ["并行存储", "/work 免费配额 20TB；超额按校外价 ¥45.00/TB/月"],
               ["结算", "按月结算，每月 10 日前凭发票支付至西岭大学账户"]], [0.18, 0.82], {"head": 0}),
        ("p", "服务条款按《2027 年度计算资源收费标准》第四部分执行。"),
        ("t", [["申请单位（盖章）<br/>成都锦江语言智能研究院有限公司", "服务单位审核（盖章）<br/>西岭大学高性能计算中心"
                "<br/>审核人：罗文斌"]], [0.5, 0.5], {"head": 0}),
        ("small", "收款单位：西岭大学　开户行：中国银行成都双流支行　账号 1287 0455 3106 2219 7"),
    ], cjk=True, title="XLHPC-EXT-2026-031", author="西岭大学高性能计算中心",
        footer="西岭大学高性能计算中心")


@doc("t05")
def t05(out: Path) -> None:
    pdf(out / "t05-suanli-diaodu-dan-b200-zh.pdf", [
        ("t", [["蓉城算力调度服务平台", "调度单号：RCDD-2612-000873　　生成时间：2026-12-04 15:20"]],
         [0.45, 0.55], {"head": 1}),
        ("ctitle", "算力资源调度单（供需匹配结果）"),
        ("p", "本平台为成都市算力供需撮合与调度公共服务平台，仅提供需求发布、资源匹配与履约监测，不是算力服务合同的当"
              "事方。"
              "算力服务由下列服务提供方直接向需求方提供、签订服务合同并开具发票。"),
        ("h", "一、需求方"),
        ("t", [["单位名称", "成都高新区蜀锦多模态科技有限公司"],
               ["需求编号", "XQ-2611-0215"],
               ["需求摘要", "B200 训练集群，合计 32 卡，连续使用约 2 个月，多机 RDMA"]], [0.2, 0.8], {"head": 0}),
        ("h", "二、匹配结果"),
        ("t", [["序号", "服务提供方", "资源池", "可供规模", "报价（含税）", "匹配状态"],
               ["1", "天府智算科技（成都）有限公司", "天府新区智算中心 B 区", "32 卡（每台 8 卡）",
                "¥26.80/卡·时", "● 已匹配"],
               ["2", "四川岷江云数据有限公司", "眉山数据中心", "16 卡", "¥27.90/卡·时", "规模不足"],
               ["3", "雅安熊猫算力有限公司", "雅安大数据产业园", "48 卡", "¥28.50/卡·时", "未选"]],
         [0.07, 0.25, 0.2, 0.15, 0.16, 0.17], {"shade": [1]}),
        ("h", "三、已匹配资源明细（天府智算）"),
        ("t", [["项目", "内容"],
               ["GPU", "NVIDIA HGX B200 180GB HBM3e，每台 8 卡，NVLink 5 全互联 1.8TB/s（每卡双向）"],
               ["规模", "共 32 卡（每台 8 卡），位于同一 InfiniBand 集群"],
               ["CPU / 内存", "Intel Xeon Platinum 8570 × 2（共 112 核）/ 2TB DDR5"],
               ["存储", "系统盘 960GB NVMe × 2（RAID1）；数据盘 3.84TB NVMe × 8（30.72TB）；高性能文件存储按需另购"],
               ["计算网络", "NDR InfiniBand 8 × 400Gb/s（单台 3.2Tb/s），GPUDirect RDMA"],
               ["公网", "每台 BGP 500Mbps"],
               ["价格", "¥26.80/卡·时（含 6% 增值税），折合 ¥214.40/台·时；按小时计费，每日出账，按月开票"],
               ["最短使用", "30 天（不足 30 天按 30 天计费）"]], [0.18, 0.82]),
        ("p", "平台服务费：由平台向服务提供方收取（成交额 1.5%），需求方无需另付，不计入上述价格。"),
        ("h", "四、服务提供方承诺（摘自其《算力服务协议》第 5 条）"),
        ("p", "5.1 型号 B200 180GB 不替换；5.2 整机独享，不切分不超售；5.3 机内 NVLink 全互联，机间 NDR IB；"
              "5.4 月可用率 99.9%，每低于 0.1% 补偿当月费用 5%，上限 30%；5.5 交付 24 小时内验收（nccl-tests 四机"
              " busbw ≥ 600GB/s、fio ≥ 20GB/s），不达标更换且不计费；5.6 释放后 72 小时内擦除数据并出具报告。"),
        ("p", "下一步：需求方与天府智算科技（成都）有限公司签署《算力服务协议》后，平台开通履约监测。"),
        ("small", "蓉城算力调度服务平台　运营单位：成都市算力调度中心　客服 028-6100 8890"),
    ], cjk=True, title="RCDD-2612-000873", author="蓉城算力调度服务平台",
        footer="蓉城算力调度服务平台　本调度单不构成合同")


@doc("t06")
def t06(out: Path) -> None:
    left = ("<b>致：</b>杭州余杭青岚动画有限公司 技术部 何经理<br/><br/>"
            "何经理您好！感谢贵司对本公司 GPU 服务器租赁业务的关注。根据 12 月 2 日电话沟通的需求（单机训练与推理，"
            "Llama 3 8B LoRA 微调），我司推荐一台 8 卡 RTX 4090 训练服务器，配置与价格见右栏。<br/><br/>"
            "<b>关于卡间互联：</b>本机型采用我司定制主板，8 张 RTX 4090 通过 NVLink 全互联，卡间带宽 112.5GB/s，"
            "多卡训练无需经过 CPU，扩展效率接近 A100 机型。<br/><br/>"
            "<b>服务承诺：</b>型号 RTX 4090 24GB 不替换；整机独享不虚拟化；月可用率 99.5%，每低于 0.5% 减免月租 "
            "10%（上限 50%）；交付后 24 小时内可运行 gpu-burn、p2pBandwidthLatencyTest 与 fio 验收，不达标更换；"
            "退租后 48 小时内擦除数据盘并出具记录。")
    right = ("<b>配置（一台）</b><br/>GPU：NVIDIA GeForce RTX 4090 24GB × 8<br/>CPU：AMD EPYC 7543 × 2（64 核）<br/>"
             "内存：512GB DDR4<br/>系统盘：1TB NVMe<br/>数据盘：3.84TB NVMe × 2（7.68TB）<br/>"
             "公网：BGP 100Mbps<br/><br/><b>价格</b><br/>月租 ¥9,600.00/台（含 6% 税），折合 ¥1,200.00/卡/月<br/>"
             "租期：最短 3 个月，按月预付<br/>押金：¥9,600.00（退租返还，不抵租金）<br/><br/>"
             "<b>报价有效期</b><br/>至 2026-12-31")
    pdf(out / "t06-liangzhan-baojiahan-4090-nvlink-zh.pdf", [
        ("brand", "钱塘算力"),
        ("slogan", "小团队也用得起的训练算力"),
        ("title", "GPU 服务器租赁报价函"),
        ("p", "函号：QT-BJ-2612-027　　日期：2026-12-03"),
        ("t", [[left, right]], [0.58, 0.42], {"head": 0, "nogrid": True}),
        ("sp", 6),
        ("p", "杭州钱塘算力科技有限公司　销售部　周晓岚　181 5710 3346"),
        ("seal", "杭州钱塘算力科技有限公司<br/>【业务专用章】"),
    ], cjk=True, title="QT-BJ-2612-027", author="杭州钱塘算力科技有限公司",
        footer="杭州钱塘算力科技有限公司　杭州市钱塘区白杨街道 6 号大街 452 号")


@doc("t07")
def t07(out: Path) -> None:
    pdf(out / "t07-qinghe-xiangmu-suanli-hetong-a100-zh.pdf", [
        ("ctitle", "“青禾”农业行业大模型训练项目<br/>算力服务合同"),
        ("p", "合同编号：QH-LLM-2026-SL-02　　签订地点：郑州市金水区"),
        ("t", [["甲方（需方）", "河南中原青禾数字农业研究院有限公司<br/>地址：郑州市金水区农业路 72 号<br/>"
                "项目负责人：宋佳宁"],
               ["乙方（供方）", "郑州嵩岳算力服务有限公司<br/>地址：郑州市郑东新区龙子湖智慧岛 D 栋 9 层<br/>"
                "联系人：高振宇　0371-5566 2810"]], [0.2, 0.8], {"head": 0}),
        ("p", "为完成“青禾”农业行业大模型（基于 Llama 3 70B 的 LoRA 微调）训练任务，甲方向乙方租用 GPU 服务器两台，"
              "双方经协商一致，订立本合同。"),
        ("h", "第一条　租赁标的"),
        ("t", [["项目", "每台配置"],
               ["GPU", "NVIDIA A100 SXM4 80GB × 8，NVSwitch 全互联（NVLink 600GB/s）"],
               ["CPU / 内存", "AMD EPYC 7742 × 2（共 128 核）/ 1TB DDR4"],
               ["存储", "系统盘 960GB NVMe；数据盘 7.68TB NVMe × 4（合计 30.72TB）"],
               ["网络", "机间 HDR InfiniBand 4 × 200Gb/s（RDMA）；公网 BGP 200Mbps"]], [0.18, 0.82]),
        ("h", "第二条　价格与支付"),
        ("p", "2.1 租金为每台每月人民币 32,500.00 元（含 6% 增值税），两台合计每月 65,000.00 元（大写：陆万伍仟元"
              "整）。"),
        ("p", "2.2 租期六个月，自设备交付之日起算；按月预付，乙方收款后开具增值税专用发票。"),
        ("p", "2.3 部署调试费 3,000.00 元/台，一次性支付，不属于租金。"),
        ("h", "第三条　服务与责任"),
        ("p", "3.1 乙方提供第一条所列型号设备，设备由甲方独享使用，不与第三方共享。"),
        ("p", "3.2 乙方将尽力保障设备稳定运行，但不保证服务不中断，亦不承诺具体的可用率指标。"),
        ("p", "3.3 因设备故障、网络中断、机房断电等原因造成的服务中断，乙方尽快修复，不承担赔偿责任，租金不予减免。"),
        ("p", "3.4 设备交付甲方并开通登录账号即视为验收合格，甲方不另行组织验收测试。"),
        ("p", "3.5 租期届满，甲方应自行备份并删除服务器上的数据；乙方对残留数据不承担保密及删除义务。"),
        ("h", "第四条　其他"),
        ("p", "4.1 本合同未尽事宜，双方友好协商解决；协商不成，提交郑州仲裁委员会仲裁。"),
        ("p", "4.2 本合同一式肆份，双方各执贰份，自双方签字盖章之日起生效。"),
        ("sp", 4),
        ("t", [["甲方（盖章）：河南中原青禾数字农业研究院有限公司<br/>代表：宋佳宁　2026-12-01",
                "乙方（盖章）：郑州嵩岳算力服务有限公司<br/>代表：高振宇　2026-12-01"]],
         [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], cjk=True, title="QH-LLM-2026-SL-02", author="河南中原青禾数字农业研究院有限公司",
        footer="“青禾”农业行业大模型训练项目　算力服务合同　QH-LLM-2026-SL-02")


@doc("t08")
def t08(out: Path) -> None:
    text(out / "t08-weixin-hebing-zhuanfa-jilu-h20-quota-zh.txt", """
【合并转发的聊天记录】“许乐和瓯江算力-小陈的聊天记录”
（由 许乐 转发至群聊“温大NLP组-算力采购”，2026-12-04 10:12）

——————————————————————
2026-12-03 14:05
许乐（温州大学NLP组）：
你好，看到你们小程序上有 H20 独享卡，想租一张卡跑 Llama 3 8B 的 LoRA，大概两周。

2026-12-03 14:07
瓯江算力-小陈：
您好～有的，“H20 独享卡 48G”，单卡实例，独享算力，不和别人抢卡，¥5.90/小时，按分钟计费，随开随停，没有最短时长。

2026-12-03 14:08
许乐（温州大学NLP组）：
48G？H20 不是 96G 吗

2026-12-03 14:11
瓯江算力-小陈：
是这样的，我们是容器化部署，一张 H20 96G 物理卡通过 HAMi 虚拟化切成两个容器，每个容器显存配额 48G、算力配额 50%，
您拿到的是其中一份，另一份会分配给别的客户。所以价格只有整卡的一半左右～
“独享”是指这 48G 显存配额是您独占的，不会超卖。

2026-12-03 14:12
瓯江算力-小陈：
[图片] 实例规格：
GPU：NVIDIA H20（显存配额 48GB，算力配额 50%）× 1
CPU：16 核
内存：120GB
系统盘：50GB 云盘
数据盘：500GB 高效云盘（吞吐 350MB/s）
网络：公网按流量计费
单价：¥5.90/小时（含税）

2026-12-03 14:15
许乐（温州大学NLP组）：
可用性有保障吗？数据用完怎么处理？

2026-12-03 14:17
瓯江算力-小陈：
按我们《服务等级协议》，月可用性 99.5%，达不到的按故障时长 2 倍返还代金券～
实例释放后 24 小时内系统自动删除云盘数据，不可恢复。

2026-12-03 14:20
瓯江算力-小陈：
付款走企业对公也可以：
户名：温州瓯江算力科技有限公司
开户行：温州银行鹿城支行
账号 7012 0010 2300 6618 54

2026-12-03 14:21
许乐（温州大学NLP组）：
好的我跟组里商量下。
——————————————————————

许乐：大家看下，这个其实是半张卡的容器配额，不是整卡，显存只有 48G。要不要租？@陈老师
""")


@doc("t09")
def t09(out: Path) -> None:
    pdf(out / "t09-jixing-duibi-zhuanzhi-l40s-zh.pdf", [
        ("brand", "滇池云算"),
        ("slogan", "高原上的绿色算力　DIANCHI CLOUD"),
        ("title", "GPU 机型选型对比及报价确认"),
        ("p", "致：昆明呈贡语智科技有限公司　　编号：DC-XX-2612-019　　日期：2026-12-02"),
        ("p", "根据贵司“两台服务器、Llama 3 8B LoRA 微调与推理并行”的需求，我司列出三种可选机型如下（每列一种机型，"
              "每台 8 卡），贵司已于 12 月 2 日回复选定方案 B。"),
        ("t", [["对比项", "方案 A", "方案 B（已选定）", "方案 C"],
               ["GPU 型号", "RTX 4090 24GB", "NVIDIA L40S 48GB GDDR6", "A800 PCIe 80GB"],
               ["每台 GPU 数", "8", "8", "8"],
               ["BF16 稠密算力（每卡）", "165 TFLOPS", "733 TFLOPS", "312 TFLOPS"],
               ["卡间互联", "PCIe 4.0", "PCIe 4.0（L40S 无 NVLink）", "NVLink 桥接（两两一组）"],
               ["CPU", "EPYC 7543 × 2", "Intel Xeon Gold 6448Y × 2（共 64 核）", "Xeon 8358 × 2"],
               ["内存", "512GB", "512GB DDR5", "1TB"],
               ["系统盘", "1TB NVMe", "480GB SATA SSD × 2（RAID1）", "960GB SATA"],
               ["数据盘", "3.84TB NVMe × 2", "3.84TB NVMe × 4（15.36TB）", "7.68TB NVMe × 2"],
               ["机间网络", "25GbE", "RoCE v2 2 × 100Gb/s（RDMA）", "RoCE v2 2 × 100Gb/s"],
               ["公网", "100Mbps", "BGP 100Mbps", "100Mbps"],
               ["月租（每台，含 6% 税）", "¥9,900", "¥15,800", "¥27,600"],
               ["折合每卡每月", "¥1,238", "¥1,975", "¥3,450"]],
         [0.22, 0.2, 0.36, 0.22], {"box": [((2, 0), (2, -1))]}),
        ("h", "选定方案 B 的商务条款"),
        ("p", "数量：两台（16 卡）。单价 ¥15,800.00/台/月（含 6% 增值税），两台月合计 ¥31,600.00。租期不少于 6 个月，"
              "按月结算。一次性上架调试费 ¥1,500/台，不计入月租。"),
        ("h", "服务承诺"),
        ("p", "型号 L40S 48GB 不替换、每卡 48GB 显存；整机独享，不虚拟化、不切分、不超售；两台之间 RoCE v2 RDMA 互联；"
              "月可用率 99.9%，每低于 0.1% 减免月租 5%，上限 30%；交付后 24 小时内按 gpu-burn / nccl-tests / fio 验收，"
              "不达标更换；退租后 3 个工作日内擦除数据并出具证明。"),
        ("sp", 3),
        ("p", "云南滇池云算科技有限公司　解决方案部　段雨桐"),
        ("seal", "云南滇池云算科技有限公司<br/>【合同专用章】"),
    ], cjk=True, title="DC-XX-2612-019", author="云南滇池云算科技有限公司",
        footer="滇池云算 DIANCHI CLOUD　云南滇池云算科技有限公司　DC-XX-2612-019")


@doc("t10")
def t10(out: Path) -> None:
    pdf(out / "t10-tuoguan-suanli-yitihua-a100-40g-zh.pdf", [
        ("brand", "黄浦江数据港"),
        ("slogan", "机柜　电力　网络　算力　一站交付"),
        ("title", "机柜托管 + GPU 服务器租赁一体化方案报价"),
        ("p", "报价单号：HPJ-IDC-2612-044　　日期：2026-12-01　　客户：上海张江蓝鲸智能科技有限公司"),
        ("h", "一、方案概述"),
        ("p", "我司在临港数据中心 3 号楼为贵司划出 2 个 42U 机柜（每柜 2 台 GPU 服务器，共 4 台），服务器由我司提供并"
              "租赁给贵司，机柜空间、电力（每柜 16kW）、制冷、带宽及 7×24 运维已全部包含在租金内。"),
        ("h", "二、GPU 服务器配置（每台）"),
        ("t", [["部件", "规格", "数量"],
               ["GPU", "NVIDIA A100 SXM4 40GB，NVSwitch 全互联，NVLink 600GB/s", "8"],
               ["CPU", "Intel Xeon Platinum 8358（32 核）", "2"],
               ["内存", "64GB DDR4", "16（1TB）"],
               ["系统盘", "480GB SATA SSD，RAID1", "2"],
               ["数据盘", "3.84TB NVMe U.2", "2（7.68TB）"],
               ["计算网络", "HDR InfiniBand 200Gb/s，RDMA（单台 800Gb/s）", "4"],
               ["存储网络", "25GbE（连接客户自有存储，不属于计算网络）", "2"],
               ["公网", "BGP 200Mbps 独享", "1"]], [0.18, 0.64, 0.18]),
        ("h", "三、价格"),
        ("t", [["项目", "单价（含 6% 增值税）", "数量", "月合计"],
               ["一体化租金（含机柜、电力、带宽、运维）", "¥22,600.00/台/月", "4 台", "¥90,400.00"],
               ["上架及布线（一次性）", "¥3,000.00/台", "4 台", "¥12,000.00（首月）"],
               ["参考：单独机柜托管（客户自带设备时）", "¥8,500.00/柜/月", "—", "不适用本方案"]],
         [0.4, 0.24, 0.12, 0.24]),
        ("p", "租期：最短 12 个月；按月支付，每月 1 日出账。"),
        ("h", "四、服务等级"),
        ("p", "1. 型号与显存：A100 SXM4 40GB，每卡 40GB，不替换。2. 整机独享，裸金属交付，不虚拟化、不切分、不超售。"
              "3. 机内 NVSwitch 全互联；四台之间 HDR InfiniBand RDMA。4. 服务器可用率 99.9%、机柜电力可用率 99.99%；"
              "服务器每低于 0.1% 减免当月租金 5%，上限 50%。5. 交付后 48 小时内验收（nccl-tests、fio、iperf3、24 小时"
              "压力测试），不达标更换。6. 合同终止后 5 个工作日内擦除全部数据盘并出具擦除证明。"),
        ("sp", 3),
        ("p", "上海黄浦江数据港有限公司　IDC 事业部　报价人：蔡文轩　021-6088 5512"),
    ], cjk=True, title="HPJ-IDC-2612-044", author="上海黄浦江数据港有限公司",
        footer="上海黄浦江数据港有限公司　临港数据中心")


@doc("t11")
def t11(out: Path) -> None:
    pdf(out / "t11-jiaofu-jihua-ji-baojia-a800-pcie-zh.pdf", [
        ("brand", "鹭江智算"),
        ("slogan", "算力交付，按周可见"),
        ("title", "厦门海沧语料工程项目　GPU 集群交付计划及报价"),
        ("p", "文件号：LJ-JF-2612-008　　版本：V1.2　　日期：2026-12-04　　客户：厦门海沧知文数据科技有限公司"),
        ("h", "一、客户需求"),
        ("p", "客户计划使用约 2T tokens 语料预训练 8B 规模模型，集群分两期建设：一期四台先行交付；二期四台视一期效果"
              "另行签约，本报价不含二期。"),
        ("h", "二、交付计划（一期）"),
        ("t", [["周次", "里程碑", "交付内容", "负责方"],
               ["W1（12/07-12/13）", "M1 上架", "四台服务器上架、加电", "鹭江智算"],
               ["W2（12/14-12/20）", "M2 联调", "25GbE 组网、存储阵列初始化", "鹭江智算"],
               ["W3（12/21-12/27）", "M3 验收", "客户按第五节指标验收", "双方"],
               ["W4（12/28 起）", "M4 起租", "验收合格次日起计租", "—"]], [0.2, 0.16, 0.44, 0.2]),
        ("h", "三、单台配置"),
        ("t", [["项目", "规格"],
               ["GPU", "NVIDIA A800 PCIe 80GB × 8；NVLink 桥接两两一组（每对 400GB/s），对与对之间经 PCIe 4.0"
                       "交换，无 NVSwitch"],
               ["CPU / 内存", "Intel Xeon Gold 6348 × 2（共 56 核）/ 1TB DDR4"],
               ["系统盘", "480GB SATA SSD"],
               ["数据盘", "16TB SATA HDD × 4，RAID5（裸容量 64TB，可用约 48TB），顺序读约 600MB/s"],
               ["机间网络", "2 × 25GbE（TCP/IP），不支持 RDMA，无 InfiniBand / RoCE"],
               ["公网", "共享 100Mbps"]], [0.18, 0.82]),
        ("h", "四、报价（一期）"),
        ("t", [["项目", "单价（含 6% 税）", "数量", "月合计"],
               ["GPU 服务器租赁", "¥26,800.00/台/月", "4", "¥107,200.00"],
               ["集群部署服务（一次性）", "¥8,000.00", "1", "¥8,000.00（首月）"]], [0.34, 0.26, 0.12, 0.28]),
        ("p", "租期：不少于 12 个月，按月结算。"),
        ("h", "五、服务与验收"),
        ("p", "型号 A800 PCIe 80GB、每卡 80GB 不替换；整机独享，不虚拟化、不切分、不超售；互联按第三节（桥接两两一组，"
              "机间 25GbE）；月可用率 99.9%，每低于 0.1% 减免月租 5%，上限 30%；验收指标：gpu-burn 24 小时无报错、"
              "fio 顺序读 ≥ 500MB/s、iperf3 ≥ 20Gb/s，不达标更换；退租后 5 个工作日内擦除数据并出具证明。"),
        ("sp", 3),
        ("p", "厦门鹭江智算科技有限公司　项目经理：林志航"),
    ], cjk=True, title="LJ-JF-2612-008", author="厦门鹭江智算科技有限公司",
        footer="鹭江智算　厦门鹭江智算科技有限公司　LJ-JF-2612-008　V1.2")


# ================================================================================================ English
@doc("t12")
def t12(out: Path) -> None:
    pdf(out / "t12-credit-memo-sla-shortfall-h100-en.pdf", [
        ("brand", "BASALT PEAK"),
        ("slogan", "Compute that stays up."),
        ("right", "Basalt Peak Compute, Inc. | 1800 Larimer St, Suite 900, Denver, CO 80202 | billing@basaltpeak.io"),
        ("title", "CREDIT MEMO"),
        ("t", [["Credit memo no.", "CM-2026-1187", "Date", "2 December 2026"],
               ["Customer", "Tamarack Language Systems, Inc.", "Customer ID", "TLS-0042"],
               ["Against invoice", "INV-2026-11-0931 (November 2026)", "Contract", "BPC-MSA-0198 / Order Form 3"]],
         [0.18, 0.34, 0.16, 0.32], {"head": 0}),
        ("h", "Reason for credit"),
        ("p", "Ticket BP-INC-55120: node tls-h100-03 was unavailable for 11 h 40 min on 14-15 November 2026 (failed "
              "NVSwitch tray, replaced). Measured November availability for that node: 98.38%, below the 99.9% "
              "commitment in Section 4 of the Order Form."),
        ("t", [["Line", "Description", "Qty", "Rate", "Credit"],
               ["1", "Service credit, node tls-h100-03: 15 steps of 0.1% below 99.9%, capped at 30%", "1",
                "30% x $15,400.00", "($4,620.00)"],
               ["", "Total credit (applied to the December 2026 invoice)", "", "", "($4,620.00)"]],
         [0.07, 0.55, 0.07, 0.16, 0.15], {"bold": [2]}),
        ("small", "A credit memo is not a refund: the amount is deducted from the next invoice. It does not change the "
                  "rates below."),
        ("h", "Your service, unchanged"),
        ("t", [["Item", "Detail"],
               ["Servers", "four (4) nodes, each 8x NVIDIA H100 SXM5 80GB HBM3, NVSwitch full mesh (NVLink 900 GB/s)"],
               ["Host", "2x Intel Xeon Platinum 8480+ (112 cores total), 2 TB DDR5"],
               ["Storage", "boot 2x 960 GB NVMe (RAID 1); data 8x 3.84 TB NVMe (30.72 TB per node)"],
               ["Fabric", "8x 400 Gb/s NDR InfiniBand per node (3.2 Tb/s), RDMA, non-blocking"],
               ["Internet", "10 Gbps per node"],
               ["Rate", "$15,400.00 per node per month (taxes not included; Colorado sales tax n/a for services)"],
               ["Term", "twelve (12) months from 1 September 2026; billed monthly in advance"]], [0.16, 0.84]),
        ("h", "Service commitments (Order Form 3, Section 4, summarised)"),
        ("p", "Exact model H100 SXM5 80GB, 80 GB per GPU, never substituted. Dedicated bare-metal nodes: no "
              "virtualisation, no MIG, no oversubscription. NVSwitch full mesh inside each node; NDR InfiniBand "
              "between nodes. Availability 99.9% per node per month; credit of 2% of the node's monthly fee for each "
              "0.1% below, capped at 30%. Acceptance within 48 hours of handover (nccl-tests 4-node busbw >= 350 GB/s, "
              "fio >= 12 GB/s, Llama 3 8B MFU >= 40%); failed nodes replaced. On termination all drives are wiped "
              "(NIST 800-88) within 7 days and a certificate is issued."),
        ("sp", 3),
        ("p", "Issued by Accounts Receivable, Basalt Peak Compute, Inc. Questions: billing@basaltpeak.io, ref. CM-2026"
              "-1187."),
    ], title="CM-2026-1187", author="Basalt Peak Compute, Inc.",
        footer="Basalt Peak Compute, Inc.  CM-2026-1187")


@doc("t13")
def t13(out: Path) -> None:
    pdf(out / "t13-broker-sourcing-summary-h200-en.pdf", [
        ("title", "Capacity Sourcing Summary - H200, 2 servers"),
        ("p", "Prepared for: Loxley Bio AI Ltd (Cambridge, UK) | Prepared by: Quayhand Compute Brokerage LLP | "
              "Ref. QCB-SS-2611-072 | 27 November 2026"),
        ("h", "1. What you asked for"),
        ("p", "A pair of servers with 8x H200 each, InfiniBand between them, for three months from January 2027, "
              "for Llama 3 70B LoRA and evaluation runs."),
        ("h", "2. Upstream options we sourced"),
        ("p", "Prices are what you would pay us, per GPU-hour, excl. VAT. Upstream provider names are shared so you "
              "can check their facilities; you contract only with Quayhand."),
        ("t", [["Option", "Upstream provider", "Location", "Fabric", "Min. term", "Your price / GPU-hr", "Status"],
               ["A", "Nordlys Datacenter AS", "Oslo, NO", "NDR IB 8x400G", "6 months", "$2.71", "term too long"],
               ["B", "Ferrovia Cloud S.p.A.", "Milan, IT", "RoCE 4x200G", "3 months", "$2.64", "fabric below spec"],
               ["C", "Pembroke Dock Compute Ltd", "Pembrokeshire, UK", "NDR IB 8x400G", "3 months", "$2.89",
                "SELECTED"]],
         [0.07, 0.22, 0.15, 0.14, 0.11, 0.15, 0.16], {"shade": [3]}),
        ("h", "3. The selected offer (Option C)"),
        ("t", [["Item", "Detail"],
               ["Servers", "2 (a pair), dedicated bare metal"],
               ["GPU", "8x NVIDIA H200 SXM 141GB HBM3e per server, NVSwitch full mesh, NVLink 900 GB/s"],
               ["Host", "2x AMD EPYC 9454 (96 cores total), 2 TB DDR5"],
               ["Storage", "OS: 2x 1.92 TB NVMe (RAID 1). Data: 8x 7.68 TB NVMe per server (61.44 TB)"],
               ["Fabric", "8x 400 Gb/s NDR InfiniBand per server (3.2 Tb/s), RDMA"],
               ["Internet", "2x 10 Gbps per server (20 Gbps)"],
               ["Price", "$2.89 per GPU-hour = $23.12 per server-hour, excl. VAT (UK VAT 20% added on invoice)"],
               ["Billing", "per hour, invoiced monthly in arrears by Quayhand"],
               ["Minimum term", "three (3) months"],
               ["Broker fee", "none charged to you (our margin is inside the price above)"]], [0.18, 0.82]),
        ("h", "4. Contract and commitments"),
        ("p", "Quayhand acts as principal: we sign the Service Order with you, invoice you and are liable to you for "
              "the service; our back-to-back contract with Pembroke Dock Compute is not a contract between you and "
              "them. Committed in the Service Order: exact model H200 141GB (141 GB per GPU) with no substitution; "
              "whole servers, no virtualisation, no MIG, no oversubscription; NVSwitch inside and NDR InfiniBand "
              "between the two servers; availability 99.9% per server per month, with a credit of 5% of the monthly "
              "fee per 0.1% below (up to 50%); acceptance within 72 hours (nccl-tests 2-node busbw >= 340 GB/s, fio "
              ">= 15 GB/s) or the server is replaced; data wiped and certified within 5 business days after the end."),
        ("sp", 3),
        ("p", "Quayhand Compute Brokerage LLP, 14 Bene't Street, Cambridge CB2 3QN. Partner: Imogen Ashcroft."),
    ], title="QCB-SS-2611-072", author="Quayhand Compute Brokerage LLP",
        footer="Quayhand Compute Brokerage LLP - registered in England and Wales, OC441902")


@doc("t14")
def t14(out: Path) -> None:
    pdf(out / "t14-buyer-quote-intake-form-l40s-en.pdf", [
        ("brand", "MERIDIAN FREIGHT ANALYTICS"),
        ("crumb", "Procurement Portal  >  Sourcing  >  Quote Intake  >  QI-26-1184"),
        ("title", "Supplier Quote Intake Form"),
        ("p", "Requester: Dev Malhotra (ML Platform) | Cost centre: 4410-ML | Status: Submitted for approval | "
              "Form date: 1 Dec 2026"),
        ("t", [["Buyer", "Meridian Freight Analytics Corp., 400 Poydras St, New Orleans, LA 70130"],
               ["Supplier:", "Cypress Bayou Compute LLC (supplier no. V-20931)"],
               ["Supplier contact", "Aaron Thibodeaux, Account Executive, aaron@cypressbayou.com"],
               ["Supplier quote ref.", "CBC-Q-4471 dated 28 Nov 2026 (valid 30 days)"]], [0.22, 0.78], {"head": 0}),
        ("h", "Line items (as quoted by the supplier)"),
        ("t", [["#", "Item", "Qty", "Unit", "Unit price", "Notes"],
               ["1", "GPU server, 8x NVIDIA L40S 48GB (PCIe), dedicated", "2", "server", "$6.88 / server-hr",
                "= $0.86 per GPU-hour"],
               ["2", "Onboarding and image build", "1", "one-time", "$750.00", "not recurring"],
               ["3", "Object storage (S3-compatible), 50 TB", "1", "month", "$1,000.00", "optional, not requested"]],
         [0.05, 0.37, 0.06, 0.1, 0.17, 0.25]),
        ("h", "Technical details (supplier's spec)"),
        ("t", [["Field", "Value"],
               ["GPU", "8x L40S 48GB GDDR6 per server; PCIe Gen4, no NVLink (the L40S has none)"],
               ["CPU / RAM", "2x AMD EPYC 9354 (64 cores total) / 768 GB DDR5"],
               ["Boot disk", "960 GB NVMe"],
               ["Local data", "4x 3.84 TB NVMe (15.36 TB per server)"],
               ["Cluster network", "2x 200 Gb/s RoCE v2 per server (400 Gb/s), RDMA"],
               ["Internet", "5 Gbps per server"]], [0.22, 0.78]),
        ("h", "Commercial terms"),
        ("t", [["Field", "Value"],
               ["Billing", "hourly, invoiced monthly; taxes excluded"],
               ["Minimum term", "one (1) month"],
               ["SLA", "99.9% monthly uptime per server; 10% of the server's monthly charge per 0.5% below, max 50%"],
               ["Hardware commitment", "L40S 48GB as specified (48 GB per GPU), no substitution"],
               ["Dedicated", "yes - whole servers, no vGPU, no sharing"],
               ["Interconnect", "PCIe inside the server (no NVLink); RoCE v2 RDMA between the two servers"],
               ["Acceptance", "48-hour acceptance window: gpu-burn, nccl-tests, fio >= 6 GB/s; failures replaced"],
               ["Data", "drives wiped within 72 hours of termination, written confirmation"]], [0.22, 0.78]),
        ("h", "Approvals"),
        ("t", [["Role", "Name", "Decision", "Date"],
               ["Requester", "Dev Malhotra", "Submitted", "01-Dec-2026"],
               ["Budget owner", "Lena Fontenot", "Pending", ""],
               ["Procurement", "Marcus Boudreaux", "Pending", ""]], [0.25, 0.3, 0.25, 0.2]),
    ], title="QI-26-1184", author="Meridian Freight Analytics Corp.",
        footer="Meridian Freight Analytics - internal - QI-26-1184")


@doc("t15")
def t15(out: Path) -> None:
    pdf(out / "t15-korean-vendor-quotation-mi300x-en.pdf", [
        ("brand", "HANGANG AI INFRA"),
        ("slogan", "Your trusted GPU partner from Seoul"),
        ("ctitle", "QUOTATION"),
        ("t", [["Quotation No.", "HAI-Q-20261203-05", "Date", "2026. 12. 03."],
               ["Messrs.", "Vireo Robotics Pte. Ltd. (Singapore)", "Valid until", "2026. 12. 31."],
               ["Attn.", "Mr. Kenneth Lau, Head of Infrastructure", "Our ref.", "Mr. Park Ji-hoon"]],
         [0.17, 0.38, 0.15, 0.3], {"head": 0}),
        ("p", "Dear Mr. Lau,"),
        ("p", "Thank you very much for your kind inquiry. We are pleased to submit our quotation as below. We kindly "
              "ask your favorable review."),
        ("h", "1. Quotation Items"),
        ("t", [["No.", "Description", "Q'ty", "Unit Price (USD)", "Amount (USD)"],
               ["1", "AMD Instinct MI300X GPU Server rental (8 GPU / unit), monthly", "two (2) units",
                "11,800.00 / unit / month", "23,600.00 / month"],
               ["2", "Installation & OS setup (one time)", "2", "500.00", "1,000.00"],
               ["", "Remark: Unit price is approx. USD 2.02 per GPU-hour (730 hours basis).", "", "", ""]],
         [0.06, 0.44, 0.13, 0.2, 0.17]),
        ("h", "2. Specification (per unit)"),
        ("t", [["Item", "Specification"],
               ["GPU", "AMD Instinct MI300X 192GB HBM3 OAM x 8, Infinity Fabric (xGMI) full mesh"],
               ["CPU", "AMD EPYC 9654 x 2 (192 cores total)"],
               ["Memory", "1.5TB DDR5"],
               ["OS Disk", "1.92TB NVMe x 2 (RAID1)"],
               ["Data Disk", "3.84TB NVMe x 8 (30.72TB)"],
               ["Back-end Network", "400Gb/s RoCE v2 x 8 (3.2Tb/s per unit), RDMA"],
               ["Internet", "10Gbps"],
               ["Location", "Pyeongtaek IDC, Korea (operated by our company)"]], [0.22, 0.78]),
        ("h", "3. Terms and Conditions"),
        ("p", "(1) Contract period: minimum 6 months. Monthly billing, payment in advance by T/T within 7 days of "
              "invoice. (2) Price excludes all taxes; Korean VAT is zero-rated for export of service. (3) GPU model is "
              "fixed to MI300X 192GB (192GB per GPU); no change of model. (4) Servers are dedicated to your company "
              "only; no partition (SPX mode), no sharing. (5) Intra-server xGMI full mesh and inter-server RoCE v2 "
              "RDMA are guaranteed. (6) Availability 99.9% per month; 5% of monthly fee credited per each 0.1% below, "
              "maximum 30%. (7) Acceptance test within 48 hours after handover: RCCL all-reduce, fio, 24-hour burn-in; "
              "defective unit shall be replaced. (8) At contract end all customer data are deleted within 5 days and "
              "a deletion certificate is issued."),
        ("sp", 4),
        ("p", "Best regards,"),
        ("p", "Park Ji-hoon / Senior Manager, Global Sales"),
        ("p", "Hangang AI Infra Co., Ltd. | 14F, 55 Teheran-ro, Gangnam-gu, Seoul, Korea | jhpark@hangang-ai.kr"),
    ], title="HAI-Q-20261203-05", author="Hangang AI Infra Co., Ltd.",
        footer="Hangang AI Infra Co., Ltd.  Business Reg. No. 220-88-41527")


@doc("t16")
def t16(out: Path) -> None:
    pdf(out / "t16-slide-deck-project-heron-a100-en.pdf", [
        ("sp", 30),
        ("ctitle", "Project Heron"),
        ("ctitle", "Full fine-tuning of Llama 3 70B - compute proposal"),
        ("sp", 10),
        ("big", "Prepared for Heron Legal Intelligence, Inc. by Wrenmoor Cloud | 30 November 2026 | Deck v2"),
        ("pb",),
        ("title", "Your goal"),
        ("big", "Full-parameter fine-tune of Llama 3 70B on 40B tokens of legal text (all weights updated, AdamW, "
                "bf16), then evaluation. Start in January 2027; about six weeks of training."),
        ("pb",),
        ("title", "Our answer: one server is enough"),
        ("big", "One (1) Wrenmoor bare-metal server: 8x NVIDIA A100 SXM4 80GB, 640 GB of GPU memory in one "
                "NVSwitch domain. No cluster, no cross-node fabric to manage."),
        ("big", "Our sizing: 70B parameters x 6 bytes per parameter = 420 GB, which leaves 220 GB of headroom."),
        ("pb",),
        ("title", "The server"),
        ("t", [["Component", "Specification"],
               ["GPU", "8x A100 SXM4 80GB HBM2e, NVSwitch full mesh, NVLink 600 GB/s per GPU"],
               ["CPU", "2x AMD EPYC 7763 (128 cores total)"],
               ["Memory", "2 TB DDR4"],
               ["Boot", "2x 960 GB NVMe, RAID 1"],
               ["Data", "4x 7.68 TB NVMe (30.72 TB)"],
               ["Internet", "10 Gbps"],
               ["Cluster fabric", "none (single server)"]], [0.25, 0.75]),
        ("pb",),
        ("title", "Price"),
        ("big", "$1.39 per GPU-hour, i.e. $11.12 per server-hour."),
        ("big", "Billed per hour, invoiced monthly. A two-month minimum. Taxes not included."),
        ("big", "Estimated six-week run: about $11,200 (1,008 hours) - an estimate, not a quote line."),
        ("pb",),
        ("title", "What we commit to"),
        ("t", [["Commitment", "Detail"],
               ["Model", "A100 SXM4 80GB, 80 GB per GPU, no substitution"],
               ["Dedicated", "whole server, bare metal, no MIG, no vGPU, no oversubscription"],
               ["Interconnect", "NVSwitch full mesh (NV12 between every GPU pair in nvidia-smi topo -m)"],
               ["Availability", "99.9% per month; 5% of the month's charges per 0.1% below, up to 50%"],
               ["Acceptance", "24 h after handover: nccl-tests busbw >= 220 GB/s, fio >= 10 GB/s; else replaced"],
               ["Data deletion", "NIST 800-88 wipe within 72 h of the end of the term, with a certificate"]],
         [0.25, 0.75]),
        ("pb",),
        ("title", "Next steps"),
        ("big", "Sign the order form (attached separately) by 15 December to hold the server for January."),
        ("big", "Wrenmoor Cloud, Inc. - Priya Raman, Solutions Architect - priya.raman@wrenmoor.cloud"),
    ], land=True, title="Project Heron - compute proposal", author="Wrenmoor Cloud, Inc.",
        footer="Project Heron | Wrenmoor Cloud | confidential")


@doc("t17")
def t17(out: Path) -> None:
    text(out / "t17-email-signature-only-prepaid-annual-h100-pcie-en.txt", """
From: Tomas Varga <tomas@hollowmere.net>
To: Sunita Rao <sunita.rao@quillmark.ai>
Cc: procurement@quillmark.ai
Date: Thu, 3 Dec 2026 16:42:10 +0000
Subject: RE: H100 PCIe x3 for 2027 - annual prepaid numbers

Hi Sunita,

As promised, the annual prepaid numbers for the three (3) servers you asked about. Same boxes as the
trial you ran in October.

Per server:
  - 8x NVIDIA H100 PCIe 80GB. NVLink bridges join the cards in pairs (600 GB/s per pair); between
    pairs it is PCIe Gen5 through the switches. There is no NVSwitch - please don't plan TP=8
    across all eight as if it were an SXM board.
  - 2x Intel Xeon Gold 6448Y (64 cores total), 1 TB DDR5
  - OS: 2x 480 GB SATA SSD, RAID 1
  - Scratch/data: 4x 7.68 TB NVMe (30.72 TB)
  - 2x 200G RoCE v2 (400 Gb/s) between the three servers, RDMA on
  - 2 Gbps internet

Price, 12-month prepaid: USD 108,624 per server per year, paid once, annually in advance
(equivalent to USD 9,052 per server per month, or USD 1.55 per GPU-hour). Excl. taxes.
Minimum and only term on this price: twelve (12) months. The month-to-month rate you had in the
trial (USD 1.89/GPU-hr) does not apply to this offer.

What's in the contract (same as the trial MSA, section 6):
  - exact model H100 PCIe 80GB, 80 GB per GPU, never swapped
  - whole servers, bare metal, no MIG/vGPU, nobody else on them
  - interconnect exactly as above (bridged pairs + PCIe, RoCE v2 between servers)
  - 99.9% monthly availability per server; 5% of that server's monthly equivalent per 0.1% below, up to 50%,
    credited against the next year's prepayment or refunded at term end
  - 48 h acceptance after handover (p2pBandwidthLatencyTest pairs >= 45 GB/s, fio >= 8 GB/s);
    anything that fails gets replaced before your year starts
  - end of term: drives wiped (NIST 800-88) within 5 days, certificate sent

Happy to get on a call Monday.

Cheers,
Tomas

--
Tomas Varga
Head of Sales
Hollowmere Networks Ltd
Unit 4, Riverside Works, Leeds LS10 1QW, UK
+44 113 496 0712 | hollowmere.net
""")


@doc("t18")
def t18(out: Path) -> None:
    text(out / "t18-renewal-quote-old-vs-new-4090-en.md", """
# Renewal quote - server gx4090-ams-17

**Ostwind Compute GmbH** · Renewal desk · 4 December 2026
Customer: **Fjordline Speech AS** (customer no. 30-2281) · Quote ref. **OW-RN-26-0917**

Your current 3-month term ends on **31 December 2026**. Below is what changes if you renew for
twelve months. Anything not listed stays as it is.

## Current term vs renewal

| | Current term (ends 31 Dec 2026) | Renewal (from 1 Jan 2027) |
|---|---|---|
| Server | 1 x gx4090 bare metal | 1 x gx4090 bare metal (same machine) |
| GPUs | 8x GeForce RTX 4090 24GB, PCIe 4.0 | unchanged |
| Rate per GPU-hour | ~~EUR 0.42~~ | **EUR 0.36** |
| Rate per server-hour | ~~EUR 3.36~~ | **EUR 2.88** |
| Term | 3 months | 12 months (minimum twelve months) |
| Billing | hourly, invoiced monthly | hourly, invoiced monthly |
| Internet | 1 Gbps | 2 Gbps |
| Availability | 99.5% | 99.5% |

Prices exclude VAT; as an export of services to Norway, no German VAT is charged.

## The server (unchanged)

- GPUs: 8x NVIDIA GeForce RTX 4090 24GB, PCIe 4.0 x16 each - no NVLink (the card has no NVLink connector)
- CPU: 2x AMD EPYC 7543 (32 cores each, 64 total)
- RAM: 512 GB DDR4
- OS disk: 1 TB NVMe
- Data: 2x 3.84 TB NVMe (7.68 TB), no RAID
- Cluster network: none - single server

## Commitments (renewal term)

1. **Model:** RTX 4090 24GB (24 GB per GPU) as listed; never replaced by another card type.
2. **Dedicated:** the whole server is yours: no virtualisation, no shared GPUs.
3. **Interconnect:** PCIe 4.0 only, as stated above; we do not claim NVLink.
4. **Availability:** 99.5% per calendar month.
5. **Credits:** 10% of the month's charges for each 0.5% below 99.5%, up to 50%.
6. **Acceptance:** after the January re-image you have 24 hours to run gpu-burn and fio (>= 4 GB/s);
   a failing server is swapped and the hours refunded.
7. **Data deletion:** at the end of the term all disks are wiped (NIST 800-88) within 48 hours.

To renew, reply "renew" to this e-mail before 20 December 2026.

---
Ostwind Compute GmbH · Lindenstraße 19, 10969 Berlin · HRB 241877 B · renewals@ostwind-compute.de
""")


@doc("t19")
def t19(out: Path) -> None:
    pdf(out / "t19-marketplace-listing-host-vgpu-a100-en.pdf", [
        ("t", [["GridBazaar", "Browse GPUs   Hosts   Pricing   Docs", "Signed in: n.okafor@lumenfold.ai"]],
         [0.25, 0.45, 0.3], {"head": 1}),
        ("crumb", "Home > A100 > Listing #GB-A100-88231"),
        ("title", "A100 80GB - Dedicated GPU  |  $0.74/hr"),
        ("p", "Hosted by <b>Kestrel Row Computing LLC</b> (verified host since 2024, 4.8 stars, 312 rentals) - "
              "Ashburn, VA"),
        ("t", [["", ""],
               ["GPU", "1x NVIDIA A100 80GB (dedicated)"],
               ["vCPU / RAM", "12 vCPU / 96 GB"],
               ["Boot volume", "100 GB network SSD"],
               ["Data volume", "1 TB network volume, up to 400 MB/s"],
               ["Network", "metered egress, $0.05/GB"],
               ["Price", "$0.74 per hour, billed per minute, no minimum"],
               ["Reliability", "host uptime 99.5% (platform SLA tier Silver)"]], [0.25, 0.75], {"head": 0}),
        ("h", "Technical details (from the host)"),
        ("p", "Each listing is one NVIDIA AI Enterprise vGPU of profile A100D-40C: 40 GB of framebuffer on an A100 SXM"
              "4 "
              "80GB card. The card runs two such vGPUs under the time-sliced scheduler, so the compute is shared with "
              "the other tenant of the card. nvidia-smi inside the VM shows one GPU with 40960 MiB. MIG is not used."),
        ("h", "Who you rent from"),
        ("p", "GridBazaar is a marketplace operated by GridBazaar, Inc. It lists machines offered by independent hosts "
              "and collects payment as the host's limited payment-collection agent. Your rental agreement for this "
              "machine is with the host, Kestrel Row Computing LLC, which provides the service and is responsible for "
              "it. Receipts show the host as the seller."),
        ("h", "Service levels"),
        ("p", "Silver tier: 99.5% monthly uptime for the instance; if missed, the host credits 10x the downtime in "
              "rental hours (see the GridBazaar Host SLA). Volumes are deleted within 24 hours after the rental is "
              "terminated."),
        ("small", "\u00a9 2026 GridBazaar, Inc. Listings are provided by hosts. GridBazaar is not the provider of host"
                  "ed "
                  "services."),
    ], title="GB-A100-88231", author="GridBazaar, Inc.",
        footer="gridbazaar.com/listing/GB-A100-88231  printed 2026-12-04")


@doc("t20")
def t20(out: Path) -> None:
    lines = [
        ("Section 1 - Compute", "", "", "", "", ""),
        ("Server chassis", "Inspur NF5488A5 (OEM, not a party)", "1", "2", "", ""),
        ("GPU", "NVIDIA A800 SXM4 80GB HBM2e", "8", "16", "", ""),
        ("GPU interconnect", "NVSwitch full mesh, NVLink 400 GB/s per GPU", "1", "2", "", ""),
        ("Peak BF16 (dense) per GPU", "624 TFLOPS", "", "", "", "vendor datasheet figure"),
        ("Peak BF16 (dense) per server", "4,992 TFLOPS", "", "", "", "8 x 624"),
        ("CPU", "AMD EPYC 7763, 64 cores", "2", "4", "", "128 cores per server"),
        ("Memory", "64 GB DDR4-3200 RDIMM", "32", "64", "", "2 TB per server"),
        ("Section 2 - Storage", "", "", "", "", ""),
        ("Boot drive", "960 GB NVMe M.2, RAID 1", "2", "4", "", ""),
        ("Data drive", "3.84 TB NVMe U.2", "8", "16", "", "30.72 TB per server"),
        ("Shared file system", "not included", "", "", "", "available on request"),
        ("Section 3 - Network", "", "", "", "", ""),
        ("Compute fabric", "HDR InfiniBand 200 Gb/s, RDMA", "4", "8", "", "800 Gb/s per server"),
        ("Storage / mgmt NIC", "25 GbE", "2", "4", "", "not part of the fabric"),
        ("Internet", "1 Gbps dedicated", "1", "2", "", ""),
        ("Section 4 - Commercial", "", "", "", "", ""),
        ("Server rental", "per server per month, excl. tax", "", "2", "USD 5,350.00", "USD 10,700.00 / month"),
        ("Setup (one-time)", "rack, cabling, image", "", "2", "USD 400.00", "USD 800.00 once"),
        ("Minimum term", "six (6) months", "", "", "", ""),
        ("Billing", "monthly in advance", "", "", "", ""),
        ("Section 5 - Service levels", "", "", "", "", ""),
        ("GPU model", "A800 SXM4 80GB, 80 GB per GPU, no substitution", "", "", "", "committed"),
        ("Dedicated", "whole servers, no virtualisation / MIG / oversubscription", "", "", "", "committed"),
        ("Interconnect", "NVSwitch inside, HDR IB between the two servers", "", "", "", "committed"),
        ("Availability", "99.9% per server per month", "", "", "", "committed"),
        ("Service credit", "5% of monthly rent per 0.1% below, cap 30%", "", "", "", "committed"),
        ("Acceptance", "48 h: nccl-tests 2-node busbw >= 150 GB/s, fio >= 10 GB/s", "", "", "", "committed"),
        ("Data deletion", "wipe + certificate within 5 business days of term end", "", "", "", "committed"),
        ("Section 6 - Notes", "", "", "", "", ""),
        ("Site", "Tsuen Wan data centre, Hong Kong (operator: Kwai Chung DC Ltd, not a party)", "", "", "", ""),
        ("Prepared by", "Lantau Compute Limited - sales engineering", "", "", "", ""),
        ("Sheet version", "v3 (4 Dec 2026)", "", "", "", ""),
    ]
    rows = [["", "A", "B", "C", "D", "E", "F"],
            ["#", "Item", "Specification", "Qty / server", "Qty total (2)", "Unit price", "Remarks"]]
    for n, r in enumerate(lines, start=3):
        rows.append([str(n), *r])
    bold = [i + 2 for i, r in enumerate(lines) if r[0].startswith("Section")]
    pdf(out / "t20-spreadsheet-export-frozen-header-a800-en.pdf", [
        ("crumb", "LC-Q-2612-031.xlsx  |  Sheet: Quote  |  Print area A1:F40  |  Rows 1-2 repeated at top"),
        ("title", "Lantau Compute - Quotation LC-Q-2612-031 for Harbourline Data Science Ltd"),
        ("p", "Two A800 SXM servers for six months of LoRA fine-tuning work. All amounts in US dollars."),
        ("t", rows, [0.04, 0.2, 0.34, 0.09, 0.1, 0.1, 0.13], {"head": 2, "bold": bold}),
        ("p", "Lantau Compute Limited, 21/F Nina Tower, 8 Yeung Uk Road, Tsuen Wan, Hong Kong. Contact: "
              "Cheryl Ho, +852 3618 2204."),
    ], land=True, title="LC-Q-2612-031", author="Lantau Compute Limited",
        footer="LC-Q-2612-031.xlsx - Quote - printed 04/12/2026")


@doc("t21")
def t21(out: Path) -> None:
    pdf(out / "t21-phased-sow-phase1-l40s-en.pdf", [
        ("title", "Statement of Work No. 1 - Phase 1 of 3"),
        ("p", "Under the Master Services Agreement dated 12 August 2026 between <b>Saguaro Hosting LLC</b> "
              "(an Arizona limited liability company, the \"Provider\") and Mesquite Foundation Models, Inc. (the \"Cu"
              "stomer\"). "
              "Date: 1 December 2026."),
        ("h", "1. Background and phasing"),
        ("p", "The Customer intends to pre-train an 8B-parameter model from scratch on about 1.5T tokens. The programm"
              "e "
              "has three phases. This SOW covers Phase 1 only: four (4) nodes from January 2027. Phases 2 and 3 (a "
              "further eight nodes in total) will each need a separate SOW and are not priced here."),
        ("t", [["Phase", "Nodes", "Start", "Status"],
               ["Phase 1", "4", "January 2027", "this SOW"],
               ["Phase 2", "4 more", "Q2 2027 (indicative)", "not included"],
               ["Phase 3", "4 more", "Q3 2027 (indicative)", "not included"]], [0.2, 0.2, 0.3, 0.3]),
        ("h", "2. Phase 1 services"),
        ("t", [["Item", "Per node"],
               ["GPUs", "8x NVIDIA L40S 48GB, PCIe Gen4 (no NVLink on this part)"],
               ["CPU / RAM", "1x AMD EPYC 9454P (48 cores) / 512 GB DDR5"],
               ["Boot", "480 GB SATA SSD"],
               ["Training data", "no local data drive; a shared NFS export on the Provider's HDD array (20 TB quota "
                                 "for the four nodes together), throughput capped at 250 MB/s per node"],
               ["Node-to-node", "1x 25GbE per node, TCP/IP only; RDMA is not available (no RoCE, no InfiniBand)"],
               ["Internet", "1 Gbps shared by the four nodes"]], [0.2, 0.8]),
        ("h", "3. Fees"),
        ("t", [["Fee", "Amount (USD, excl. tax)", "Basis"],
               ["Node rental", "$5,900.00", "per node per month"],
               ["Phase 1 monthly total", "$23,600.00", "4 nodes"],
               ["Onboarding", "$1,200.00", "one-time"]], [0.35, 0.3, 0.35]),
        ("p", "Arizona transaction privilege tax, where it applies, is added to each invoice. Billing: monthly in adva"
              "nce. Term: a minimum of six (6) months "
              "from the Phase 1 start date."),
        ("h", "4. Service levels"),
        ("p", "4.1 GPU model L40S 48GB (48 GB per GPU), no substitution. 4.2 Nodes are dedicated to the Customer: no "
              "vGPU, no sharing of GPUs. 4.3 Interconnect as in section 2 (PCIe in the node, 25GbE between nodes). "
              "4.4 Availability 99.9% per node per month; 5% of that node's monthly fee per 0.1% below, capped at 30%. "
              "4.5 Acceptance within 48 hours of handover: gpu-burn 12 h and iperf3 >= 20 Gb/s between nodes; a "
              "failing node is replaced. 4.6 On termination the Provider deletes the Customer's NFS data and node "
              "drives within 10 business days and confirms in writing."),
        ("sp", 4),
        ("t", [["For Saguaro Hosting LLC<br/>Name: Callum Reyes<br/>Title: Director",
                "For Mesquite Foundation Models, Inc.<br/>Name: Dr. Anika Sharma<br/>Title: CTO"]],
         [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], title="SOW-1 Phase 1", author="Saguaro Hosting LLC",
        footer="Saguaro Hosting LLC - SOW No. 1 - Confidential")


@doc("t22")
def t22(out: Path) -> None:
    text(out / "t22-capacity-allocation-letter-b200-en.md", """
**Cinderford Cloud** - Capacity Allocation

> Allocation notice CA-2026-0388 · 4 December 2026
> To: Halvard Ekström, VP Engineering, **Aurora Tessellate AB** (Stockholm)

# Your B200 allocation is confirmed

Dear Halvard,

Good news: the waitlist request you filed on 9 November (WL-7731) has been allocated. We are holding
**64 GPUs across the cluster** for you in our Reykjavik region, **8 per node**
(each node one NVLink domain, all nodes on one InfiniBand fabric), available from **5 January 2027**.

## What is allocated

| | |
|---|---|
| GPUs | NVIDIA HGX B200 180GB HBM3e, 8 per node, NVLink 5 full mesh (1.8 TB/s per GPU) |
| CPU | 2x Intel Xeon 6960P per node (144 cores total) |
| Memory | 3 TB DDR5 per node |
| Boot | 2x 1.92 TB NVMe per node (RAID 1) |
| Local NVMe | 8x 7.68 TB per node (61.44 TB) |
| Shared storage | optional: Cinderford Lustre, USD 0.12 per GB-month (not in this allocation) |
| Fabric | 8x 400 Gb/s NDR InfiniBand per node (3.2 Tb/s), RDMA, rail-optimised |
| Internet | 25 Gbps per node |

## Price

- **USD 3.95 per GPU-hour** (USD 31.60 per node-hour), excl. VAT (reverse charge, Swedish VAT no.).
- Metered per minute, invoiced monthly in arrears.
- A commitment of 90 days from the start date; after that, month to month.
- The USD 4.60 on-demand list rate shown on our website does not apply to this allocation.

## Commitments (Cinderford Cloud Reserved Capacity Terms v4, summarised)

1. Model: B200 180GB, 180 GB per GPU, never substituted.
2. Dedicated: whole nodes, bare metal, no MIG, no vGPU, no oversubscription.
3. Interconnect: NVLink 5 full mesh inside each node; NDR InfiniBand between nodes.
4. Availability: 99.9% per node per month.
5. Credits: 5% of the node's monthly charges per 0.1% below 99.9%, up to 50%.
6. Acceptance: 72 hours after handover to run our suite (nccl-tests across all nodes, busbw >= 700 GB/s;
   fio >= 25 GB/s per node); failing nodes replaced before billing starts.
7. Data deletion: NIST 800-88 wipe of all local drives within 72 hours after release, with certificate.

To accept, sign the attached Reserved Capacity Order before 12 December 2026; unconfirmed allocations
go back to the waitlist.

Kind regards,

Sigrún Pálsdóttir
Capacity Planning Lead, Cinderford Cloud ehf.
Katrínartún 2, 105 Reykjavík, Iceland · capacity@cinderford.cloud
""")


# ================================================================================================ bilingual
@doc("t23")
def t23(out: Path) -> None:
    pdf(out / "t23-hk-reseller-order-form-h200-hkd-bi.pdf", [
        ("brand", "港灣雲端　HARBOURFRONT CLOUD"),
        ("slogan", "北極星雲香港授權經銷商　Authorised reseller of Polaris Cloud in Hong Kong"),
        ("ctitle", "經銷商訂單　RESELLER ORDER FORM"),
        ("t", [["訂單編號 Order no.", "HFC-OF-2612-019", "日期 Date", "2026-12-04"],
               ["客戶 Customer", "九龍灣語言科技有限公司 Kowloon Bay Language Technology Limited", "", ""],
               ["算力來源 Capacity source", "北極星雲 Polaris Cloud 香港區域 HK region（上游雲服務商，非本訂單之合約方 "
                "upstream cloud, not a party to this order）", "", ""]],
         [0.22, 0.38, 0.14, 0.26], {"head": 0, "span": [((1, 1), (3, 1)), ((1, 2), (3, 2))]}),
        ("p", "本訂單由港灣雲端科技有限公司作為賣方與客戶訂立，港灣雲端負責開具發票、收款及第一線支援。This order is m"
              "ade "
              "between Harbourfront Cloud Technology Limited as seller and the Customer; Harbourfront invoices, collec"
              "ts "
              "payment and provides first-line support."),
        ("h", "一、服務內容 Service"),
        ("t", [["項目 Item", "規格 Specification", "數量 Qty"],
               ["GPU 伺服器 GPU server", "北極星雲裸金屬 bm.h200.8x（整機獨享 dedicated）", "兩台 two (2)"],
               ["GPU", "NVIDIA H200 SXM 141GB HBM3e × 8，NVSwitch 全互聯 full mesh，NVLink 900GB/s", "每台 8"],
               ["CPU / 記憶體 RAM", "Intel Xeon Platinum 8558 × 2（共 96 核 cores）/ 2TB DDR5", "每台"],
               ["系統盤 Boot", "960GB NVMe × 2（RAID1）", "每台"],
               ["數據盤 Data", "3.84TB NVMe × 8（30.72TB）", "每台"],
               ["計算網絡 Fabric", "NDR InfiniBand 400Gb/s × 8（3.2Tb/s），RDMA", "每台"],
               ["互聯網 Internet", "1Gbps BGP", "每台"]], [0.22, 0.6, 0.18]),
        ("h", "二、收費 Charges（港幣 HKD）"),
        ("t", [["項目 Item", "單價 Unit price", "數量 Qty", "每月 Monthly"],
               ["伺服器月租 Server rent", "HK$172,000.00 / 台·月 per server-month", "2", "HK$344,000.00"],
               ["開通費 Activation (one-off)", "HK$3,800.00 / 台", "2", "HK$7,600.00（首月 first month）"]],
         [0.3, 0.34, 0.1, 0.26]),
        ("p", "香港不徵增值稅 No VAT/GST in Hong Kong。最短租期三個月 minimum term three (3) months；按月預繳 billed "
              "monthly in advance。"),
        ("h", "三、服務承諾 Commitments"),
        ("p", "型號 H200 141GB，每卡 141GB，不替換 exact model, no substitution；整機獨享，不虛擬化、不切分、不超售 "
              "dedicated, no virtualisation, no MIG, no oversubscription；機內 NVSwitch 全互聯、機間 NDR InfiniBand "
              "NVSwitch inside, NDR IB between servers；每月可用率 99.9% monthly availability；每低於 0.1% 按月租 5% "
              "抵扣，"
              "上限 50% credit 5% per 0.1% below, cap 50%；交付後 48 小時內驗收 acceptance within 48 h（nccl-tests 雙"
              "機 "
              "busbw ≥ 340GB/s、fio ≥ 15GB/s），不合格更換；租期結束 5 個工作日內刪除資料並發出證明 data deleted "
              "with certificate within 5 business days。"),
        ("sp", 3),
        ("t", [["賣方 Seller：港灣雲端科技有限公司<br/>Harbourfront Cloud Technology Limited<br/>簽署 Signed：梁嘉豪 L"
                "eung Ka Ho，"
                "營業董事 Sales Director",
                "客戶 Customer：九龍灣語言科技有限公司<br/>簽署 Signed：________"]], [0.55, 0.45],
         {"head": 0, "nogrid": True}),
        ("small", "港灣雲端科技有限公司　香港觀塘海濱道 77 號 19 樓　+852 2116 3370"),
    ], cjk=True, title="HFC-OF-2612-019", author="Harbourfront Cloud Technology Limited",
        footer="HARBOURFRONT CLOUD 港灣雲端　HFC-OF-2612-019")


@doc("t24")
def t24(out: Path) -> None:
    pdf(out / "t24-sg-purchase-order-vendor-terms-h100-sgd-bi.pdf", [
        ("brand", "KRANJI ROBOTICS　克兰芝机器人"),
        ("ctitle", "采购订单　PURCHASE ORDER"),
        ("t", [["PO 编号 PO no.", "KR-PO-26-0712", "日期 Date", "2026-12-03"],
               ["买方 Buyer", "Kranji Robotics Pte. Ltd.（UEN 201933418K）<br/>10 Kranji Loop, Singapore 739557",
                "", ""],
               ["供应商 Supplier", "Jurong Compute Pte. Ltd. 裕廊算力私人有限公司（UEN 202145227D）", "", ""],
               ["依据 Reference", "供应商报价 JC-Q-1187 Rev.2（2026-11-28），其条款并入本订单 supplier's quotation "
                "terms are incorporated", "", ""]],
         [0.2, 0.4, 0.14, 0.26], {"head": 0, "span": [((1, 1), (3, 1)), ((1, 2), (3, 2)), ((1, 3), (3, 3))]}),
        ("h", "订购明细 Order lines"),
        ("t", [["行 Line", "描述 Description", "数量 Qty", "单位 Unit", "单价 Unit price（不含 GST excl.）",
                "含 9% GST incl."],
               ["10", "GPU 服务器租用 GPU server rental, 8x H100 SXM5 80GB", "3", "台 server",
                "S$24.40 / 台·时 server-hour", "S$26.60"],
               ["", "折合每卡 per GPU", "", "", "S$3.05 / GPU-hour", "S$3.32"],
               ["20", "一次性部署 One-time setup", "3", "台 server", "S$500.00", "S$545.00"]],
         [0.07, 0.33, 0.08, 0.1, 0.24, 0.18]),
        ("h", "供应商条款（摘自 JC-Q-1187 Rev.2）Supplier's terms (quoted)"),
        ("t", [["条款 Term", "内容 Text"],
               ["配置 Spec", "每台 per server：8 × H100 SXM5 80GB，NVSwitch 全互联 NVLink 900GB/s；2 × Xeon Platinum 8"
                             "480+"
                "（112 核 cores）；2TB DDR5；系统盘 boot 2 × 960GB NVMe RAID1；数据盘 data 8 × 3.84TB NVMe（30.72TB）"],
               ["网络 Network", "机间 NDR InfiniBand 8 × 400Gb/s（3.2Tb/s）RDMA；公网 Internet 10Gbps"],
               ["计费 Billing", "按小时计费，月结 hourly, invoiced monthly；最短 60 天 minimum sixty (60) days"],
               ["型号 Model", "H100 SXM5 80GB，每卡 80GB，不替换 no substitution"],
               ["独享 Dedicated", "整机独享，不虚拟化、不切分、不超售 whole servers, no MIG/vGPU, no oversubscription"],
               ["互联 Interconnect", "机内 NVSwitch，机间 NDR IB intra-node NVSwitch, inter-node NDR IB"],
               ["可用率 Availability", "每台每月 99.9% per server per month"],
               ["赔偿 Credits", "每低于 0.1% 抵扣 5%，上限 40% / 5% per 0.1% below, cap 40%"],
               ["验收 Acceptance", "交付后 48 小时：三机 nccl-tests busbw ≥ 350GB/s、fio ≥ 12GB/s，不合格更换 "
                "replaced if failed"],
               ["数据 Data", "终止后 7 日内擦除并出证明 wiped with certificate within 7 days"]], [0.2, 0.8]),
        ("p", "付款 Payment：月结 30 天 net 30 days from invoice。交付地点 Delivery：供应商 Jurong 数据中心（运营方 "
              "Tuas DC Holdings，非合同方 operator, not a party）。"),
        ("sp", 3),
        ("t", [["买方授权 Authorised by buyer：<br/>Wong Mei Ling，采购经理 Procurement Manager",
                "供应商确认 Accepted by supplier：<br/>Jurong Compute Pte. Ltd.<br/>Rajesh Nair，Director"]],
         [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], cjk=True, title="KR-PO-26-0712", author="Kranji Robotics Pte. Ltd.",
        footer="Kranji Robotics Pte. Ltd.　PO KR-PO-26-0712　请在所有发票上注明 PO 编号 quote the PO no. on invoices")


@doc("t25")
def t25(out: Path) -> None:
    text(out / "t25-marp-slides-ludao-phase2-h800-bi.md", """
---
marp: true
theme: default
paginate: true
footer: "鹭岛大模型二期 · Ludao LLM Phase 2 · 闽南智算 MINNAN AI COMPUTE"
---

# 鹭岛大模型二期　算力方案
## Ludao LLM Phase 2 - Compute Proposal

致 For：厦门鹭岛智能研究院 Xiamen Ludao Institute of Intelligence
提交 Submitted by：泉州闽南智算科技有限公司 Quanzhou Minnan AI Computing Technology Co., Ltd.
2026-12-02 · 方案编号 Ref. MN-FA-2612-05

---

# 一期回顾 Phase 1 recap

- 一期 4 台已于 2026 年 9 月交付，按原合同 MN-HT-2026-031 执行 —— **不在本方案内**
- Phase 1 (4 servers, delivered Sept 2026) runs under its own contract — **not part of this proposal**

---

# 二期规模 Phase 2 scale

## 新增 **八台** H800 服务器（64 卡）
## **Eight (8)** additional H800 servers, 64 GPUs

与一期同一 InfiniBand 集群 · same InfiniBand fabric as phase 1

---

# 单台配置 Per-server configuration

| 项目 Item | 规格 Spec |
|---|---|
| GPU | 8 × NVIDIA H800 SXM5 80GB，NVSwitch 全互联 full mesh，NVLink 400GB/s |
| CPU | 2 × Intel Xeon Platinum 8468（共 96 核 96 cores） |
| 内存 RAM | 2TB DDR5 |
| 系统盘 Boot | 2 × 960GB NVMe，RAID1 |
| 数据盘 Data | 4 × 7.68TB NVMe（30.72TB） |
| 计算网络 Fabric | 8 × 400Gb/s NDR InfiniBand（3.2Tb/s），RDMA |
| 公网 Internet | BGP 200Mbps |

---

# 价格 Price

## ¥60,500 / 台 / 月（含 6% 增值税）
## CNY 60,500 per server-month (incl. 6% VAT)

- 八台月合计 monthly total for eight: ¥484,000
- 租期 term：**不少于 12 个月 minimum twelve (12) months**，按月支付 billed monthly
- 集群扩容部署费 ¥20,000 一次性 one-off cluster expansion fee（不含在月租内 not in the monthly rent）

---

# 服务承诺 Commitments

1. 型号 H800 SXM5 80GB、每卡 80GB 不替换 · exact model and memory, no substitution
2. 整机独享 不虚拟化 不切分 不超售 · dedicated, no MIG / vGPU / oversubscription
3. 机内 NVSwitch，机间 NDR IB · NVSwitch inside, NDR InfiniBand between servers
4. 月可用率 99.9% · 99.9% monthly availability
5. 每低于 0.1% 减免月租 5%，上限 50% · 5% credit per 0.1% below, cap 50%
6. 交付 72 小时内验收：十二机 nccl-tests busbw ≥ 300GB/s、MFU ≥ 38% · acceptance within 72 h, failures replaced
7. 期满 7 日内擦除数据并出证明 · data wiped with certificate within 7 days

---

# 谢谢 Thank you

泉州闽南智算科技有限公司 · 解决方案总监 Solutions Director 黄志远 Huang Zhiyuan · 0595-2288 6137
""")


@doc("t26")
def t26(out: Path) -> None:
    pdf(out / "t26-qizu-queren-rent-commencement-mi300x-eur-bi.pdf", [
        ("brand", "ELBUFER COMPUTE"),
        ("slogan", "Hamburg GPU-Rechenzentrum　汉堡 GPU 数据中心"),
        ("ctitle", "起租确认书　RENT COMMENCEMENT NOTICE"),
        ("t", [["编号 Ref.", "EC-RC-2612-004", "日期 Date", "2026-12-01"],
               ["承租方 Customer", "华研智能（欧洲）有限公司 Huayan Intelligence (Europe) GmbH, Frankfurt am Main",
                "", ""],
               ["合同 Contract", "EC-LV-2026-019（2026-11-10 签署 signed）", "", ""]],
         [0.2, 0.42, 0.14, 0.24], {"head": 0, "span": [((1, 1), (3, 1)), ((1, 2), (3, 2))]}),
        ("p", "兹确认：合同项下两台 MI300X 服务器已于 2026-11-28 交付并通过验收，起租日为 2026-12-01。We confirm "
              "that the two (2) MI300X servers under the contract were handed over on 28 Nov 2026, passed acceptance, "
              "and rent commences on 1 Dec 2026."),
        ("h", "一、验收结果 Acceptance results（合同附件三 Annex 3 的指标 thresholds）"),
        ("t", [["测试 Test", "指标 Threshold", "实测 Measured（srv-a / srv-b）", "结论 Result"],
               ["RCCL all_reduce busbw（单机 8 卡 per server）", "≥ 280 GB/s", "312 / 309 GB/s", "通过 pass"],
               ["RCCL 双机 two-server busbw", "≥ 80 GB/s", "96 GB/s", "通过 pass"],
               ["fio 顺序读 seq. read", "≥ 12 GB/s", "14.2 / 14.0 GB/s", "通过 pass"],
               ["24 h burn-in", "0 错误 errors", "0 / 0", "通过 pass"]], [0.34, 0.2, 0.28, 0.18]),
        ("small", "工单 Ticket EC-TK-30871、EC-TK-30874 已关闭 closed。以上数值为测试结果，非配置参数 measured values, "
                  "not specifications."),
        ("h", "二、租赁物 Equipment（每台 per server）"),
        ("t", [["项目 Item", "规格 Specification"],
               ["GPU", "8 × AMD Instinct MI300X 192GB HBM3（OAM），Infinity Fabric xGMI 全互联 full mesh"],
               ["CPU / 内存 RAM", "2 × AMD EPYC 9654（共 192 核 cores）/ 2TB DDR5"],
               ["系统盘 Boot", "2 × 1.92TB NVMe，RAID1"],
               ["数据盘 Data", "8 × 3.84TB NVMe（30.72TB）"],
               ["计算网络 Fabric", "8 × 400Gb/s RoCE v2（3.2Tb/s），RDMA"],
               ["公网 Internet", "10Gbps"]], [0.22, 0.78]),
        ("h", "三、计费 Billing"),
        ("t", [["项目 Item", "金额 Amount"],
               ["月租 Monthly rent（每台 per server）", f"{EURO}11,900.00（不含增值税 excl. VAT；反向征收 reverse char"
                                                        f"ge）"],
               ["折合 Equivalent", f"约 approx. {EURO}2.04 / GPU-hour"],
               ["首期账单 First invoice", f"2026-12-01，{EURO}23,800.00（两台 two servers，12 月 December）"],
               ["租期 Term", "最短 6 个月 minimum six (6) months，至 2027-05-31；按月预付 monthly in advance"]],
         [0.3, 0.7]),
        ("h", "四、持续有效的服务承诺 Commitments that continue to apply"),
        ("p", "型号 MI300X 192GB 每卡 192GB 不替换 no substitution；整机独享，不分区、不共享 dedicated, no partitionin"
              "g "
              "or sharing；机内 xGMI 全互联、机间 RoCE v2 RDMA；月可用率 99.9% monthly availability；每低于 0.1% 抵扣"
              "月租 "
              "5%，上限 30% credit 5% per 0.1%, cap 30%；起租验收见上 acceptance as above, re-run after any hardware "
              "swap；合同终止后 5 个工作日内删除数据并出证明 data deleted with certificate within 5 business days。"),
        ("sp", 3),
        ("p", "Elbufer Compute GmbH（易北岸算力）· Am Sandtorkai 41, 20457 Hamburg · HRB 178204 · "
              "Kundenbetreuung: Jonas Petersen"),
    ], cjk=True, title="EC-RC-2612-004", author="Elbufer Compute GmbH",
        footer="Elbufer Compute GmbH　EC-RC-2612-004")


@doc("t27")
def t27(out: Path) -> None:
    pdf(out / "t27-yuedu-fuwu-baogao-h100-pcie-nvswitch-bi.pdf", [
        ("brand", "芝罘算力　ZHIFU COMPUTE"),
        ("slogan", "海边的算力港　A compute harbour by the sea"),
        ("ctitle", "月度服务报告　MONTHLY SERVICE REPORT（2026 年 11 月 November 2026）"),
        ("t", [["客户 Customer", "青岛崂山海语智能科技有限公司 Qingdao Laoshan Haiyu AI Co., Ltd."],
               ["合同 Contract", "ZF-SL-2026-077（服务期 2026-09-01 至 2027-08-31 term）"],
               ["报告编号 Report no.", "ZF-MSR-2611-077　出具日期 issued 2026-12-02"]], [0.22, 0.78], {"head": 0}),
        ("h", "一、在用资源 Resources in service"),
        ("t", [["项目 Item", "配置 Configuration（每台 per server，共两台 two servers）"],
               ["GPU", "8 × NVIDIA H100 PCIe 80GB，NVSwitch 全互联 full mesh，卡间 NVLink 900GB/s"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Gold 6430（共 64 核 cores）/ 1TB DDR5"],
               ["系统盘 Boot", "2 × 480GB SATA SSD，RAID1"],
               ["数据盘 Data", "4 × 7.68TB NVMe（30.72TB）"],
               ["机间网络 Fabric", "2 × 200Gb/s RoCE v2（400Gb/s），RDMA"],
               ["公网 Internet", "BGP 100Mbps"]], [0.22, 0.78]),
        ("h", "二、本月服务水平 Service levels this month"),
        ("t", [["指标 Metric", "承诺 Committed", "实际 Actual", "说明 Note"],
               ["可用率 zf-h1", "99.9%", "99.97%", "INC-2611-0412 重启 13 分钟 reboot 13 min"],
               ["可用率 zf-h2", "99.9%", "100.00%", "—"],
               ["工单响应 Ticket response", "≤ 30 min", "11 min（均值 mean）", "6 张 tickets"],
               ["赔偿 Credits", "每低于 0.1% 抵扣 5%，上限 30%", "0", "本月未触发 none due"]],
         [0.22, 0.22, 0.22, 0.34]),
        ("h", "三、下月费用预告 Next month's charges（12 月 December）"),
        ("t", [["项目 Item", "单价 Unit price", "数量 Qty", "金额 Amount"],
               ["GPU 服务器月租 Server rent", "¥42,000.00 / 台·月（含 6% 税 incl. VAT）", "2", "¥84,000.00"],
               ["对象存储 Object storage 30TB", "¥60.00 / TB·月", "30", "¥1,800.00"]], [0.3, 0.36, 0.1, 0.24]),
        ("p", "计费 Billing：按月预付 monthly in advance；合同期 12 个月，不少于 12 个月 minimum twelve (12) months。"),
        ("h", "四、合同服务承诺（重述）Contract commitments (restated)"),
        ("p", "型号 H100 PCIe 80GB，每卡 80GB 不替换 no substitution；整机独享，不虚拟化、不切分、不超售 dedicated；"
              "机内 NVSwitch 全互联 900GB/s、机间 RoCE v2 RDMA；月可用率 99.9%；低于承诺每 0.1% 抵扣月租 5%，上限 30%；"
              "交付验收已于 2026-09-02 完成（nccl-tests、fio），硬件更换后重新验收 re-acceptance after any swap；"
              "合同终止后 5 个工作日内擦除数据并出具证明 data wiped with certificate。"),
        ("sp", 3),
        ("p", "烟台芝罘算力科技有限公司 Yantai Zhifu Computing Technology Co., Ltd.　客户成功经理 CSM：于海波 Yu Ha"
              "ibo"),
    ], cjk=True, title="ZF-MSR-2611-077", author="烟台芝罘算力科技有限公司",
        footer="ZHIFU COMPUTE 芝罘算力　ZF-MSR-2611-077")


@doc("t28")
def t28(out: Path) -> None:
    pdf(out / "t28-sizing-worksheet-405b-full-b200-bi.pdf", [
        ("brand", "河洛算力　HELUO COMPUTE"),
        ("slogan", "中原智算，一站交付　AI compute from the Central Plains"),
        ("ctitle", "选型测算及报价　SIZING WORKSHEET &amp; QUOTATION"),
        ("p", "编号 Ref.：HL-SZ-2612-011　日期 Date：2026-12-03　客户 Customer：郑州黄河语义科技有限公司 Zhengzhou Hua"
              "nghe "
              "Semantic Technology Co., Ltd."),
        ("h", "一、客户目标 Customer objective"),
        ("p", "对 Llama 3.1 405B 进行全参数微调（full-parameter fine-tuning，AdamW，bf16 混合精度），序列长度 8K，"
              "约 20B tokens。Full fine-tune of Llama 3.1 405B, all weights updated."),
        ("h", "二、显存测算 Memory sizing（我司方法 our method）"),
        ("t", [["行 Row", "项目 Item", "数值 Value"],
               ["A", "参数量 Parameters", "405B"],
               ["B", "每参数字节 Bytes per parameter（权重 + 梯度 + 优化器 weights + grads + optimizer）", "6 bytes"],
               ["C", "所需显存 Memory needed = A × B", "2.43TB"],
               ["D", "方案显存 Offered = 2 台 × 8 卡 × 180GB", "2.88TB"],
               ["E", "余量 Headroom = D - C", "0.45TB（约 16%）"],
               ["F", "结论 Conclusion", "两台 B200 可满足 405B 全参数微调 two servers suffice"]],
         [0.1, 0.62, 0.28]),
        ("h", "三、推荐配置 Recommended configuration（两台 two servers）"),
        ("t", [["项目 Item", "每台 Per server"],
               ["GPU", "8 × NVIDIA B200 180GB HBM3e（HGX），NVLink 5 全互联 full mesh 1.8TB/s"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Platinum 8570（共 112 核 cores）/ 2TB DDR5"],
               ["系统盘 Boot", "2 × 960GB NVMe，RAID1"],
               ["数据盘 Data", "8 × 3.84TB NVMe（30.72TB）"],
               ["计算网络 Fabric", "8 × 400Gb/s NDR InfiniBand（3.2Tb/s），RDMA"],
               ["公网 Internet", "BGP 300Mbps"]], [0.22, 0.78]),
        ("h", "四、报价 Price"),
        ("t", [["项目 Item", "单价 Unit price（含 6% 增值税 incl. VAT）"],
               ["GPU 卡时 per GPU-hour", "¥29.80 / 卡·时"],
               ["整机 per server-hour", "¥238.40 / 台·时"],
               ["计费 Billing", "按小时计费，按月结算 hourly, invoiced monthly"],
               ["最短租期 Minimum term", "一个月 one (1) month"],
               ["预估 Estimate（20 天 days × 2 台）", "约 approx. ¥228,864（估算，非报价 estimate only）"]],
         [0.34, 0.66]),
        ("h", "五、服务承诺 Commitments"),
        ("p", "型号 B200 180GB，每卡 180GB 不替换 exact model, no substitution；整机独享 dedicated, no MIG / vGPU / "
              "oversubscription；机内 NVLink 5 全互联、机间 NDR IB；月可用率 99.9% monthly availability；每低于 0.1% "
              "抵扣 5%，上限 50% credits 5% per 0.1%, cap 50%；交付 24 小时内验收（双机 nccl-tests busbw ≥ 600GB/s、"
              "fio ≥ 20GB/s），不合格更换；期满 72 小时内擦除数据并出证明 data wiped with certificate within 72 h。"),
        ("sp", 3),
        ("p", "洛阳河洛算力科技有限公司 Luoyang Heluo Computing Technology Co., Ltd.　售前架构师 Presales：贾明远 Jia "
              "Mingyuan"),
    ], cjk=True, title="HL-SZ-2612-011", author="洛阳河洛算力科技有限公司",
        footer="HELUO COMPUTE 河洛算力　HL-SZ-2612-011")


@doc("t29")
def t29(out: Path) -> None:
    pdf(out / "t29-yufu-chongzhi-huizhi-h20-bi.pdf", [
        ("brand", "羊城算力　YANGCHENG COMPUTE"),
        ("ctitle", "预付充值回执　PREPAID TOP-UP RECEIPT"),
        ("t", [["回执号 Receipt no.", "YC-TU-26120417", "日期 Date", "2026-12-04 10:26"],
               ["账户 Account", "gz-tianhe-shengwen（广州天河声文科技有限公司 Guangzhou Tianhe Shengwen Tech Co., Ltd."
                                "）",
                "", ""],
               ["付款方式 Paid by", "对公转账 bank transfer（招商银行 CMB 尾号 ending 3318）", "", ""]],
         [0.2, 0.42, 0.14, 0.24], {"head": 0, "span": [((1, 1), (3, 1)), ((1, 2), (3, 2))]}),
        ("t", [["项目 Item", "金额 Amount（CNY）"],
               ["本次充值 Top-up", "¥150,000.00"],
               ["充值赠送 Bonus credit（活动 promo TU-2612）", "¥7,500.00"],
               ["充值前余额 Balance before", "¥3,214.56"],
               ["当前可用余额 Balance now", "¥160,714.56"]], [0.6, 0.4], {"bold": [4]}),
        ("small", "充值金额及赠送金额不是资源单价；余额按下列单价实时扣费。Top-ups and bonuses are not prices; the bal"
                  "ance is "
                  "drawn down at the rates below."),
        ("h", "您账户当前在用资源 Resource in use on your account"),
        ("t", [["实例 Instance", "规格 Type", "单价 Rate（含 6% 税 incl. VAT）", "计费 Billing"],
               ["gpu-h20-8x-0193", "H20 整机 8 卡 bare metal, 8 GPUs", "¥2.90 / 卡·时 per GPU-hour = ¥23.20 / 台·时",
                "按量，按秒计费 pay-as-you-go, per second"]], [0.2, 0.26, 0.32, 0.22]),
        ("p", "同规格包月价 ¥16,800/台/月 仅适用于包月订单，您的实例为按量付费，不适用。The monthly plan price "
              "(¥16,800 per server-month) applies only to monthly orders; your instance is pay-as-you-go. "
              "按量实例无最低使用时长 no minimum term."),
        ("h", "实例配置 Instance configuration"),
        ("t", [["项目 Item", "规格 Spec"],
               ["GPU", "8 × NVIDIA H20 96GB HBM3，NVSwitch 全互联 full mesh，NVLink 900GB/s"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Platinum 8469C（共 96 核 cores）/ 1TB DDR5"],
               ["系统盘 Boot", "ESSD 云盘 cloud disk 200GB"],
               ["本地盘 Local NVMe", "4 × 3.84TB（15.36TB）"],
               ["网络 Network", "单机，不含 RDMA 集群网络 single server, no RDMA fabric；公网 BGP 200Mbps"]],
         [0.22, 0.78]),
        ("h", "服务协议摘要 Service agreement (summary)"),
        ("p", "型号 H20 96GB，每卡 96GB 不替换；整机独享，不虚拟化、不切分、不超售 dedicated；机内 NVSwitch 全互联 "
              "full mesh；月可用率 99.9%，每低于 0.1% 返还当月费用 5% 代金券，上限 50%；开通后 24 小时内可运行验收脚本"
              "（nccl-tests、fio ≥ 8GB/s），不达标免费更换并退还费用；实例释放后 24 小时内擦除本地盘并可出具擦除"
              "报告。"),
        ("sp", 3),
        ("small", "广州羊城算力科技有限公司 Guangzhou Yangcheng Computing Technology Co., Ltd.　广州市天河区珠江新城"
                  "华夏路 30 号　400-880-2917"),
    ], cjk=True, title="YC-TU-26120417", author="广州羊城算力科技有限公司",
        footer="YANGCHENG COMPUTE 羊城算力　YC-TU-26120417　本回执由系统生成 system-generated")


@doc("t30")
def t30(out: Path) -> None:
    text(out / "t30-email-thread-best-effort-a800-bi.txt", """
From: 陈嘉伟 Jason Chen <jason.chen@nsbcompute.cn>
To: Priscilla Tan <priscilla@merlionlabs.sg>
Date: Wed, 2 Dec 2026 18:05 +0800
Subject: 回复 RE: A800 单机报价 / quote for one A800 server

Hi Priscilla,

谢谢回复。按你们的问题逐条回答 / answers inline below:

> 1. Config?
一台 one server：8 × NVIDIA A800 SXM4 80GB，NVSwitch 全互联（NVLink 400GB/s）；
2 × Intel Xeon Platinum 8358（共 64 核 / 64 cores）；1TB DDR4；
系统盘 boot 960GB NVMe；数据盘 data 4 × 3.84TB NVMe（15.36TB）；
公网 internet 100Mbps。单机，没有 InfiniBand / no IB (single server).

> 2. Price and term?
USD 5,100 per server per month，不含税 excl. taxes，月付 billed monthly in advance，
最少租三个月 minimum three (3) months. 另收一次性开通费 one-off setup USD 300.

> 3. Is the GPU shared with anyone?
不会，整机给你们独享 no - the whole server is yours, not shared, no MIG/vGPU.
型号就是 A800 SXM4 80GB，不会换卡 the model will not be swapped.

> 4. Uptime guarantee / SLA? Credits if it goes down?
说实话我们没有正式的 SLA。我们会尽力而为保障运行 we do our best to keep it running，
但不承诺可用率 no uptime percentage is promised。宕机不做补偿或减免 no credits or refunds for
downtime，我们会尽快修复 we fix things as fast as we can.

> 5. Acceptance test before we pay?
没有单独的验收流程 no separate acceptance test。交付账号后你们登录即视为验收
the server is considered accepted once you log in.

> 6. What happens to our data at the end?
到期前请你们自己备份并删除数据 please back up and delete your data yourselves before the end；
我们回收机器后直接重装系统 we simply reinstall the OS when the server comes back.

如果 OK，我这边发合同 / if this works I'll send the contract.

Best,
陈嘉伟 Jason Chen
销售经理 Sales Manager
南山湾算力 NSB Compute
深圳南山湾算力科技有限公司 Shenzhen Nanshan Bay Computing Technology Co., Ltd.
深圳市南山区粤海街道科苑南路 2666 号 · +86 755 8633 1902

-----Original Message-----
From: Priscilla Tan <priscilla@merlionlabs.sg>
Sent: Wed, 2 Dec 2026 11:20 +0800
To: Jason Chen <jason.chen@nsbcompute.cn>
Subject: RE: A800 单机报价 / quote for one A800 server

Hi Jason, thanks for the call. For Merlion Labs Pte. Ltd. we need one 8-GPU server for a Llama 3 70B
LoRA run starting mid-December. Could you confirm 1) config, 2) price and term, 3) whether it is
shared, 4) SLA and credits, 5) acceptance, 6) data at the end? Thanks, Priscilla
""")


@doc("t31")
def t31(out: Path) -> None:
    pdf(out / "t31-fukuan-fangshi-zhuanzhi-a100-80g-bi.pdf", [
        ("brand", "富春智算　FUCHUN AI COMPUTE"),
        ("slogan", "每一张卡都跑满　Every GPU, fully used"),
        ("ctitle", "付款方式比较及确认　PAYMENT OPTIONS &amp; CONFIRMATION"),
        ("p", "致 To：绍兴越城知微科技有限公司 Shaoxing Yuecheng Zhiwei Technology Co., Ltd.　编号 Ref.：FC-PO-2612-022"
              "　日期 Date：2026-12-02"),
        ("p", "规模 Scale：三台 three servers，每台 8 × A100 SXM4 80GB。以下每列为一种付款方式，价格均为每台 per serve"
              "r、"
              "含 6% 增值税 incl. VAT。贵司已勾选第三列（年付预付）。"),
        ("t", [["项目 Item", "月付 Monthly", "季付 Quarterly", "■ 年付预付 Annual prepaid（已选 selected）"],
               ["每台月价 Per server-month", "¥33,800", "¥32,110", "¥30,420（折合 equivalent）"],
               ["每台年价 Per server-year", "¥405,600", "¥385,320", "¥365,040（一次预付 paid up front）"],
               ["折扣 Discount", "—", "5%", "10%"],
               ["最短期限 Minimum term", "3 个月 months", "6 个月 months", "12 个月 months"],
               ["付款时点 When paid", "每月 5 日前", "每季首月 5 日前", "合同签订后 7 日内一次付清"],
               ["选择 Choice", "□", "□", "■"]],
         [0.22, 0.2, 0.2, 0.38], {"box": [((3, 0), (3, -1))]}),
        ("p", "确认价格 Confirmed price：每台年付 ¥365,040.00（折合 ¥30,420.00/台/月），三台合计 ¥1,095,120.00，"
              "租期十二（12）个月 twelve (12) months，提前退租不退款 no refund on early exit。"),
        ("h", "配置 Configuration（每台 per server）"),
        ("t", [["项目 Item", "规格 Spec"],
               ["GPU", "8 × A100 SXM4 80GB HBM2e，NVSwitch 全互联 full mesh，NVLink 600GB/s"],
               ["CPU / 内存 RAM", "2 × AMD EPYC 7742（共 128 核 cores）/ 1TB DDR4"],
               ["系统盘 Boot", "2 × 960GB NVMe，RAID1"],
               ["数据盘 Data", "8 × 3.84TB NVMe，RAID10（裸容量 raw 30.72TB，可用 usable 15.36TB）"],
               ["计算网络 Fabric", "4 × 200Gb/s HDR InfiniBand（800Gb/s），RDMA"],
               ["公网 Internet", "BGP 200Mbps"]], [0.22, 0.78]),
        ("h", "服务承诺 Commitments"),
        ("p", "型号 A100 SXM4 80GB 每卡 80GB 不替换；整机独享 dedicated，不虚拟化 / 不切分 / 不超售；机内 NVSwitch、"
              "机间 HDR IB；月可用率 99.9%，每低于 0.1% 抵扣 5%（年付按折合月价计），上限 50%；交付 48 小时内验收"
              "（三机 nccl-tests busbw ≥ 180GB/s、fio ≥ 10GB/s），不合格更换；期满 5 个工作日内擦除并出证明。"),
        ("sp", 3),
        ("p", "杭州富春智算科技有限公司 Hangzhou Fuchun AI Computing Co., Ltd.　客户经理 Account manager：方卓然"),
    ], cjk=True, title="FC-PO-2612-022", author="杭州富春智算科技有限公司",
        footer="FUCHUN AI COMPUTE 富春智算　FC-PO-2612-022")


@doc("t32")
def t32(out: Path) -> None:
    pdf(out / "t32-zhangdan-hedui-shuomingshan-l40s-bi.pdf", [
        ("brand", "玉山算力　YUSHAN COMPUTE"),
        ("slogan", "昆山智算中心　Kunshan AI Computing Centre"),
        ("ctitle", "账单核对说明函　BILLING RECONCILIATION LETTER"),
        ("p", "致 To：苏州工业园区澄言科技有限公司 财务部 Finance, Suzhou SIP Chengyan Technology Co., Ltd.<br/>"
              "函号 Ref.：YS-HD-2612-006　日期 Date：2026-12-03　关于 Re：11 月账单 November invoice YS-INV-2611-0388"),
        ("p", "贵司 12 月 1 日来函（工单 YS-TK-22916）指出 11 月账单单价有误。经核对，情况属实，说明如下。Your letter "
              "of 1 Dec (ticket YS-TK-22916) said the November invoice used the wrong rate. We checked and you are "
              "right."),
        ("h", "一、差异说明 What went wrong"),
        ("t", [["项目 Item", "账单所用 As invoiced（错误 wrong）", "合同约定 Per contract（正确 correct）"],
               ["L40S 卡时单价 per GPU-hour", "<strike>¥2.30</strike>（官网按量价 list on-demand rate）",
                "¥1.98（含 6% 税 incl. VAT）"],
               ["整机时单价 per server-hour", "<strike>¥18.40</strike>", "¥15.84"],
               ["11 月用量 November usage", "2 台 × 720 小时 = 1,440 台·时", "同 same"],
               ["11 月金额 November amount", "<strike>¥26,496.00</strike>", "¥22,809.60"]],
         [0.26, 0.37, 0.37]),
        ("p", "差额 ¥3,686.40 将以红字发票冲减，并在 12 月账单中抵扣。The difference of ¥3,686.40 will be reversed by "
              "a "
              "credit invoice and deducted from the December bill. 该差额不是单价 it is not a rate."),
        ("h", "二、合同约定（重述）Contract terms (restated, 合同 YS-HT-2026-052)"),
        ("t", [["项目 Item", "约定 Term"],
               ["规模 Scale", "两台 two servers，每台 8 × NVIDIA L40S 48GB（PCIe，L40S 不支持 NVLink no NVLink）"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Gold 6448Y（共 64 核 cores）/ 512GB DDR5"],
               ["系统盘 Boot", "2 × 480GB SATA SSD，RAID1"],
               ["数据盘 Data", "4 × 3.84TB NVMe（15.36TB）"],
               ["机间网络 Fabric", "2 × 100Gb/s RoCE v2（200Gb/s），RDMA"],
               ["公网 Internet", "BGP 100Mbps"],
               ["计费 Billing", "¥1.98/卡·时（¥15.84/台·时），按小时计费、按月结算；最短 3 个月 minimum three months"],
               ["型号 Model", "L40S 48GB，每卡 48GB，不替换"],
               ["独享 Dedicated", "整机独享，不做 vGPU、不共享、不超售"],
               ["互联 Interconnect", "机内 PCIe 4.0、机间 RoCE v2 RDMA"],
               ["可用率 Availability", "99.9%/月；每低于 0.1% 抵扣 5%，上限 30%"],
               ["验收 Acceptance", "交付 24 小时内 gpu-burn、nccl-tests、fio ≥ 6GB/s，不达标更换"],
               ["数据 Data", "退租后 3 个工作日内擦除并出具证明"]], [0.22, 0.78]),
        ("p", "给贵司带来不便，深表歉意。We apologise for the error."),
        ("sp", 3),
        ("p", "昆山玉山算力科技有限公司 Kunshan Yushan Computing Technology Co., Ltd.　财务部 Finance：许静怡"),
        ("seal", "昆山玉山算力科技有限公司<br/>【财务专用章】"),
    ], cjk=True, title="YS-HD-2612-006", author="昆山玉山算力科技有限公司",
        footer="YUSHAN COMPUTE 玉山算力　YS-HD-2612-006")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout23")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
