"""Build the holdout24 corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English and
bilingual, written blind (without reading the extractor), weighted toward vendor identity (a buyer's requisition
and approval memo, a bidder's clarification reply, a subsidiary signing under its group's framework agreement, a
reseller's e-mail, a marketplace host, a lessor beside the OEM, a data-centre operator that leases the servers, a
legal name only in a bank block or footer), node counts (三台 / 两台 / 四台 in words, 32 卡, cabinets x servers,
"four (4)", phase 1 of a phased order, quantity columns), storage (system vs data disks, quantity columns, RAID raw
and usable, TiB, shared file systems as extras) and pricing (per card-hour, node-month, instance-hour, annual
prepay with its monthly equivalent, list vs discounted, 大写 amounts, deposits and credits that are not the price,
CNY / USD / EUR / HKD / SGD / JPY), in layouts not used by the earlier corpora: a 报价单 with 补充说明, a 请购单, a
澄清答复函, a 交付验收清单, a 框架协议下的订单, a 询价单 with replies, a spreadsheet export, a printed pricing page, a
配置确认函, a 续约通知, an IDC bundle, a pro-forma invoice, an MSA order form, a capacity reservation letter, a
Japanese vendor's English quotation, a console checkout page, a Teams chat export, a bill of materials, a renewal
notice, a quote breaking across pages, a reseller e-mail, a spec sheet with a price addendum, a comparison matrix, a
marketplace order confirmation, a datasheet quote, a lease quotation, a Notion page, an approval memo, a credit
note, a phased purchase order, a bilingual e-mail and a list / net price quotation.

Run: python tests/corpus/holdout24/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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




def zh_terms(who: str, gpu: str, mem: str, ic: str, pct: str, comp: str, acc: str, dele: str) -> list[Item]:
    """The buyer's clauses as a vendor commits them in a Chinese document (who: 乙方 / 服务方 / 供方 ...)."""
    return [("p", f"1. {who}保证提供的 GPU 型号为 {gpu}，每卡显存 {mem}，不以其他型号或规格替代。"),
            ("p", f"2. 整机物理独享：{who}不对所提供 GPU 进行虚拟化或切分（不启用 MIG / vGPU），不超售、"
                  f"不与其他客户共用。"),
            ("p", f"3. {ic}"),
            ("p", f"4. 月度服务可用率不低于 {pct}；{comp}"),
            ("p", f"5. 验收：{acc}"),
            ("p", f"6. 数据：{dele}")]


def en_terms(who: str, gpu: str, mem: str, ic: str, pct: str, comp: str, acc: str, dele: str) -> list[Item]:
    """The buyer's clauses as a vendor commits them in an English document."""
    return [("p", f"(a) GPU model. {who} warrants that the GPUs are {gpu} with {mem} of memory per GPU and will not "
                  "substitute another model."),
            ("p", f"(b) Dedicated. Whole physical GPUs and servers dedicated to Customer: no virtualisation, no MIG or "
                  f"vGPU partitioning, no oversubscription. (c) Interconnect. {ic}"),
            ("p", f"(d) Availability. {who} commits to {pct} monthly availability per server. (e) Service credits. "
                  f"{comp}"),
            ("p", f"(f) Acceptance. {acc}"),
            ("p", f"(g) Data. {dele}")]


# ================================================================================================ Chinese
@doc("t01")
def t01(out: Path) -> None:
    pdf(out / "t01-baojiadan-daxie-buchong-shuoming-h800-zh.pdf", [
        ("brand", "甬江智算　YONGJIANG AI"),
        ("slogan", "算力即服务 · 甬立潮头　　宁波市鄞州区首南街道天童南路 588 号 B 座 17 层　0574-8823 6610"),
        ("ctitle", "报　价　单"),
        ("p", "报价编号：YJ-Q-20261204-017　　报价日期：2026 年 12 月 4 日　　有效期：15 日"),
        ("p", "致：宁波东钱湖具身智能科技有限公司　王旭东 先生"),
        ("t", [["产品", "H800 八卡整机（独享裸金属）", "月租", "¥52,800 起 / 台 ①"],
               ["存储", "大容量存储 100TB ③", "网络", "千兆带宽 ④ · NDR 400G × 8"]],
         [0.12, 0.38, 0.12, 0.38], {"head": 0, "shade": [0]}),
        ("h", "一、报价明细"),
        ("t", [["序号", "品名", "规格", "数量", "单价（元）", "金额（元）"],
               ["1", "GPU 服务器租赁（月）", "见第二部分配置", "3 台", "56,800.00 / 台 / 月 ②", "170,400.00 / 月"],
               ["2", "上架部署费（一次性）", "含 IB 组网调试", "3 台", "2,000.00 / 台", "6,000.00"],
               ["", "月租合计", "", "", "", "170,400.00"]],
         [0.07, 0.22, 0.19, 0.1, 0.22, 0.2], {"bold": [3]}),
        ("p", "月租合计（大写）：人民币壹拾柒万零肆佰元整。单台月租（大写）：人民币伍万陆仟捌佰元整。"),
        ("h", "二、单台配置"),
        ("t", [["GPU", "NVIDIA H800 SXM5 80GB HBM3 × 8，NVSwitch 全互联，NVLink 400GB/s"],
               ["CPU / 内存", "Intel Xeon Platinum 8462Y+ × 2（32 核 × 2 = 64 核）/ 2TB DDR5"],
               ["系统盘", "960GB NVMe M.2 × 2（RAID1）"],
               ["数据盘", "7.68TB NVMe U.2 × 4（每台合计 30.72TB）"],
               ["计算网络", "NDR InfiniBand 400Gb/s × 8（单台 3.2Tb/s），GPUDirect RDMA"],
               ["公网", "BGP 50Mbps（每台独享）"]], [0.16, 0.84]),
        ("h", "三、补充说明"),
        ("p", "① 首行“¥52,800 起”为 24 个月合同单价；本报价为 12 个月合同，适用单价 ¥56,800.00/台/月。"),
        ("p", "② 单价含 6% 增值税，开具增值税专用发票；租期 12 个月，最短租期 12 个月，按月预付。"),
        ("p", "③ “大容量存储 100TB”为三台共享的 CephFS 文件存储（赠送），不属于单台本地数据盘。"),
        ("p", "④ “千兆带宽”指机房内管理网；每台公网出口为 BGP 50Mbps，超出部分另议。"),
        ("h", "四、服务承诺"),
        *zh_terms("我司", "NVIDIA H800 SXM5 80GB", "80GB",
                  "机内 NVSwitch 全互联（NVLink 400GB/s），机间 NDR InfiniBand，服务期内持续可用。", "99.9%",
                  "每低于 0.1% 按当月租金 5% 减免，最高 50%。",
                  "交付后 48 小时内共同执行 nccl-tests（3 机 all_reduce busbw ≥ 320GB/s）与 fio（顺序读 ≥ 8GB/s），"
                  "达标签署验收单。",
                  "租期结束后 5 个工作日内擦除全部数据盘并出具数据销毁证明。"),
        ("sp", 4),
        ("p", "报价人：宁波甬江智算科技有限公司　销售经理 俞佳宁　138 5742 0917"),
        ("seal", "宁波甬江智算科技有限公司<br/>报价专用章"),
    ], cjk=True, title="YJ-Q-20261204-017", author="宁波甬江智算科技有限公司",
        footer="宁波甬江智算科技有限公司　统一社会信用代码 91330212MA2J7Q4X8K　本报价单经盖章有效")


@doc("t02")
def t02(out: Path) -> None:
    pdf(out / "t02-qinggoudan-buyer-letterhead-a800-zh.pdf", [
        ("brand", "苏州独墅湖语言智能研究院"),
        ("slogan", "Dushu Lake Institute of Language Intelligence　·　内部单据"),
        ("ctitle", "请　购　单"),
        ("t", [["请购单号", "QG-2026-1187", "请购日期", "2026-11-30"],
               ["请购部门", "大模型平台组", "申请人", "顾晓峰"],
               ["请购事由", "中文法律大模型 70B LoRA 微调，需租用 A800 八卡服务器", "预算科目", "科研业务费-算力"]],
         [0.15, 0.4, 0.15, 0.3], {"head": 0}),
        ("h", "一、请购明细"),
        ("t", [["名称", "规格", "单位", "数量", "租期", "预估金额"],
               ["GPU 服务器租赁", "A800 SXM4 80GB × 8 / 台", "台", "2", "6 个月", "¥462,000.00"]],
         [0.18, 0.3, 0.08, 0.08, 0.14, 0.22]),
        ("h", "二、比价记录（三家）"),
        ("t", [["供应商", "报价（含税）", "说明", "结论"],
               ["无锡蠡湖智算科技有限公司", "¥38,500.00 / 台 / 月", "A800 SXM4，HDR IB，满足需求", "√ 选定"],
               ["苏州金鸡湖云计算有限公司", "¥41,000.00 / 台 / 月", "A800 SXM4，价格较高", "未选"],
               ["南京秦淮算力服务有限公司", "¥36,900.00 / 台 / 月", "A800 PCIe 版，不满足 NVLink "
                                                                    "全互联要求", "不合格"]],
         [0.3, 0.2, 0.35, 0.15], {"shade": [1]}),
        ("h", "三、选定供应商报价摘录（报价单 LH-2611-052）"),
        ("t", [["项目", "配置（每台）"],
               ["整机", "浪潮 NF5488A5（服务器由供应商自有，浪潮为设备厂商，非合同方）"],
               ["GPU", "NVIDIA A800 SXM4 80GB × 8，NVSwitch 全互联，NVLink 400GB/s"],
               ["CPU / 内存", "AMD EPYC 7763 × 2（64 核 × 2）/ 1TB"],
               ["系统盘", "480GB SATA SSD × 2（RAID1）"],
               ["数据盘", "每节点 4 × 3.84TB NVMe"],
               ["计算网络", "HDR InfiniBand 200Gb/s × 4（每台 800Gb/s），RDMA"],
               ["公网", "100Mbps 独享"],
               ["价格", "¥38,500.00/台/月（含 6% 增值税），最短 6 个月，按月结算"]], [0.18, 0.82]),
        ("p", "供应商承诺（报价单第 4 页）："),
        *zh_terms("供应商", "A800 SXM4 80GB", "80GB", "机内 NVSwitch 全互联，机间 HDR InfiniBand 4 × 200Gb/"
                                                      "s。", "99.9%",
                  "每低于 0.1%，按当月租金 5% 抵扣，最高 30%。",
                  "交付 24 小时内运行 nccl-tests 与 fio，2 机 all_reduce busbw ≥ 180GB/s、fio 顺序读 ≥ 6GB/s 为合格。",
                  "合同结束 3 个工作日内删除全部数据并书面确认。"),
        ("h", "四、审批"),
        ("t", [["申请人", "部门负责人", "财务处", "分管院长"],
               ["顾晓峰 11-30", "陈立 11-30", "同意，从科研业务费列支　张敏 12-01", "同意　周启明 12-02"]],
         [0.25, 0.25, 0.25, 0.25]),
    ], cjk=True, title="QG-2026-1187", author="苏州独墅湖语言智能研究院",
        footer="苏州独墅湖语言智能研究院　资产与采购管理办公室　表单 CG-03（2025 版）")


@doc("t03")
def t03(out: Path) -> None:
    pdf(out / "t03-chengqing-dafuhan-h100-zh.pdf", [
        ("ctitle", "关于评标委员会澄清问题的答复函"),
        ("p", "致：安徽省江淮人工智能实验室智算服务租赁项目评标委员会"),
        ("p", "项目编号：AHHZ-2026-0932　　采购代理机构：安徽徽正招标代理有限公司"),
        ("p", "我司已收到贵委员会《澄清通知书》（澄清-03 号），现就有关问题答复如下，本答复函构成投标文件的组成部分。"),
        ("h", "问题 1：投标文件第 12 页写“32 卡”，第 15 页写“4 节点”，请说明投标数量。"),
        ("p", "答复：本次投标为 NVIDIA H100 SXM5 80GB 八卡服务器四台，共 32 卡，两处表述一致。"),
        ("h", "问题 2：第 18 页“每节点 61.44TB”与“8 块 7.68TB”是否为同一存储？是否包含系统盘？"),
        ("p", "答复：为同一存储。每台数据盘为 7.68TB NVMe U.2 × 8，裸容量 61.44TB，不做 RAID；系统盘另配 1.92TB NVMe "
              "M.2 × 2"
              "（RAID1），不计入数据盘。投标文件所列 200TB 对象存储为四台共享的增值服务（免费），不属于单台存储。"),
        ("h", "问题 3：投标总价 ¥3,048,000.00 的构成。"),
        ("p", "答复：投标单价 ¥63,500.00/台/月（含 6% 增值税）× 四台 × 12 个月 = ¥3,048,000.00。服务期 12 个月，不少于 "
              "12 个月，"
              "按月支付。已缴纳的投标保证金 ¥50,000.00 不属于报价。"),
        ("h", "问题 4：网络配置中 3.2Tb/s、200Gb/s 与 200Mbps 分别指什么？"),
        ("p", "答复：3.2Tb/s 为每台计算网络（NDR InfiniBand 400Gb/s × 8，支持 RDMA）；200Gb/s 为存储网络（100GbE × 2，"
              "仅访问对象存储）；200Mbps 为每台 BGP 公网带宽。"),
        ("h", "问题 5：主机配置。"),
        ("p", "答复：每台 Intel Xeon Platinum 8480+ × 2（56 核 × 2，共 112 核），内存 2TB DDR5；机内 NVSwitch 全互联，"
              "NVLink 900GB/s。"),
        ("h", "问题 6：服务承诺是否写入合同？"),
        ("p", "答复：是。以下承诺将写入合同第五条："),
        *zh_terms("我司", "NVIDIA H100 SXM5 80GB", "80GB", "机内 NVLink 900GB/s 全互联，机间 NDR InfiniBand 8 × 400Gb/"
                                                           "s。",
                  "99.9%", "每低于 0.1% 减免当月租金 5%，最高减免 50%。",
                  "到货后 3 个工作日内联合验收：4 机 nccl-tests all_reduce busbw ≥ 350GB/s，Llama 3 70B 训练 MFU ≥ "
                  "40%。",
                  "服务期满 7 日内删除全部数据并出具销毁证明。"),
        ("sp", 5),
        ("p", "投标人（盖章）：芜湖鸠兹智算科技有限公司"),
        ("p", "授权代表（签字）：方志远　　2026 年 12 月 2 日"),
        ("seal", "芜湖鸠兹智算科技有限公司<br/>投标专用章"),
    ], cjk=True, title="澄清答复-AHHZ-2026-0932", author="芜湖鸠兹智算科技有限公司",
        footer="AHHZ-2026-0932　澄清答复函（投标人）")


@doc("t04")
def t04(out: Path) -> None:
    pdf(out / "t04-jiaofu-yanshou-qingdan-h20-zh.pdf", [
        ("brand", "贵安云谷算力"),
        ("slogan", "GUIAN CLOUD VALLEY COMPUTE　·　交付与运维中心"),
        ("ctitle", "GPU 服务器交付验收清单"),
        ("t", [["合同编号", "GAYG-ZL-2026-1120", "客户", "贵阳观山湖智语科技有限公司"],
               ["交付台数", "两台（SN：GA-H20-0711、GA-H20-0712）", "机房", "贵安新区七星数据中心 3 号楼 A 区"],
               ["交付日期", "2026-12-01", "服务期", "6 个月（最短 6 个月）"]],
         [0.13, 0.37, 0.1, 0.4], {"head": 0}),
        ("p", "说明：七星数据中心为机房运营方，非本合同当事方；设备产权及服务由服务方提供。"),
        ("h", "一、配置核对（每台）"),
        ("t", [["检查项", "合同约定", "实测 / 核对结果", "结论"],
               ["GPU", "NVIDIA H20 96GB HBM3 × 8", "nvidia-smi：8 × H20，97871MiB", "√ 合格"],
               ["GPU 互联", "NVSwitch 全互联，NVLink 900GB/s", "topo -m 全部 NV18", "√ 合格"],
               ["CPU", "Intel Xeon Platinum 8468 × 2（48 核 × 2）", "lscpu 96 核", "√ 合格"],
               ["内存", "1.5TB DDR5", "1.5TB", "√ 合格"],
               ["系统盘", "960GB SATA SSD × 1", "960GB", "√ 合格"],
               ["数据盘", "3.84TB NVMe U.2 × 4（合计 15.36TB）", "4 块，fio 顺序读 12.8GB/s", "√ 合格"],
               ["计算网络", "RoCE v2 200Gb/s × 4（每台 800Gb/s），RDMA", "ib_write_bw 4 × 196Gb/s", "√ 合格"],
               ["公网", "100Mbps BGP（每台）", "iperf3 96Mbps", "√ 合格"],
               ["nccl-tests", "2 机 all_reduce busbw ≥ 300GB/s", "362GB/s", "√ 合格"]],
         [0.14, 0.36, 0.34, 0.16]),
        ("h", "二、商务核对"),
        ("t", [["合同单价", "¥19,800.00/台/月（含 6% 增值税）"],
               ["计费", "按月结算，自验收合格次日起租；最短租期 6 个月"],
               ["押金", "¥39,600.00（两台各一个月，期满退还，不计入租金）"]], [0.2, 0.8], {"head": 0}),
        ("h", "三、合同第七条服务承诺（复述）"),
        *zh_terms("服务方", "NVIDIA H20 96GB", "96GB", "机内 NVSwitch 全互联 900GB/s，机间 RoCE v2 4 × 200Gb/"
                                                       "s。", "99.9%",
                  "每低于 0.1% 减免当月服务费 5%，最高 50%。",
                  "以本清单所列项目与阈值为验收标准（nccl-tests busbw ≥ 300GB/s、fio 顺序读 ≥ 8GB/s），"
                  "任一项不合格则服务方更换设备并重验。",
                  "服务期满或终止后 5 个工作日内擦除数据盘并出具书面证明。"),
        ("h", "四、签字"),
        ("t", [["服务方交付工程师", "客户验收人", "日期"],
               ["贵州贵安云谷算力科技有限公司　吴海波", "贵阳观山湖智语科技有限公司　罗婷", "2026-12-01"]],
         [0.4, 0.4, 0.2]),
    ], cjk=True, title="GAYG-ZL-2026-1120 交付验收清单", author="贵州贵安云谷算力科技有限公司",
        footer="贵州贵安云谷算力科技有限公司　交付表单 JF-07")


@doc("t05")
def t05(out: Path) -> None:
    pdf(out / "t05-kuangjia-xieyi-xia-dingdan-a100-40g-zh.pdf", [
        ("brand", "巴蜀数智"),
        ("slogan", "巴蜀数智科技集团有限公司　BASHU DIGITAL INTELLIGENCE GROUP"),
        ("ctitle", "算力服务订单（框架协议项下）"),
        ("p", "订单编号：BSSZ-PO-2026-0061　　签订日期：2026 年 11 月 28 日"),
        ("p", "依据：《算力服务框架协议》（编号 BS-FA-2026-003），由川渝星驰汽车集团有限公司与巴蜀数智科技集团有限公司"
              "于 2026 年"
              " 3 月签订。框架协议约定，具体订单由双方指定的下属企业签署并履行。"),
        ("t", [["需方", "川渝星驰智能驾驶研究院有限公司（川渝星驰汽车集团下属）"],
               ["供方", "巴蜀数智（成都）算力服务有限公司（框架协议指定的履约主体，负责交付、开票与收款）"],
               ["供方地址", "成都市高新区天府大道北段 1700 号 环球中心 E3 区 9 层"]], [0.15, 0.85], {"head": 0}),
        ("h", "一、订单标的"),
        ("t", [["名称", "配置", "数量", "单价", "期限"],
               ["A100 八卡服务器租赁", "NVIDIA A100 SXM4 40GB × 8，NVSwitch 全互联 600GB/s", "4 台",
                "¥24,600.00/台/月（含 6% 增值税）", "6 个月"]],
         [0.18, 0.36, 0.08, 0.24, 0.14]),
        ("p", "每台其他配置：AMD EPYC 7543 × 2（32 核 × 2）；内存 1TB；系统盘 480GB SATA SSD；数据盘 3.84TB NVMe × "
              "2（7.68TB）；"
              "HDR InfiniBand 200Gb/s × 2（400Gb/s），RDMA；公网 100Mbps。"),
        ("p", "月租合计 ¥98,400.00；订单期限 6 个月，按月支付，每月 5 日前付清当月费用。"),
        ("h", "二、服务条款（本订单专用）"),
        ("p", "2.1 供方保证所提供 GPU 为 A100 SXM4 40GB 整卡，整机独享，不虚拟化、不切分。"),
        ("p", "2.2 本订单资源为非核心业务资源，框架协议第九条“服务等级”不适用于本订单。供方尽力保障服务连续运行，"
              "可用率以实际运行情况"
              "为准，供方不作具体承诺。"),
        ("p", "2.3 因设备故障、网络中断等原因造成的服务中断，供方尽快修复，但不承担赔偿责任，当月费用不予减免。"),
        ("p", "2.4 设备交付并向需方发送登录信息后，即视为验收合格。"),
        ("p", "2.5 订单到期后，需方应自行备份并清理数据，供方不承担数据保存或删除义务。"),
        ("sp", 4),
        ("t", [["需方（盖章）", "供方（盖章）"],
               ["川渝星驰智能驾驶研究院有限公司<br/>代表：邓宇航", "巴蜀数智（成都）算力服务有限公司<br/>代表："
                                                                   "苟晓琳"]],
         [0.5, 0.5]),
    ], cjk=True, title="BSSZ-PO-2026-0061", author="巴蜀数智（成都）算力服务有限公司",
        footer="巴蜀数智科技集团有限公司　集团统一订单模板 V3.2")


@doc("t06")
def t06(out: Path) -> None:
    pdf(out / "t06-xunjiadan-sanjia-huifu-l40s-nvlink-zh.pdf", [
        ("brand", "青岛崂山海洋大模型实验室"),
        ("ctitle", "询 价 单（含供应商回复）"),
        ("p", "询价编号：XJ-2026-1127　　询价日期：2026-11-27　　回复截止：2026-12-02　　经办：孙立伟"),
        ("h", "一、询价内容"),
        ("p", "租用 8 卡 GPU 服务器两台，用于 8B 模型 LoRA 微调与推理评测；租期 6 个月；请列明型号、卡间互联、存储、"
              "网络、含税价格及服务承诺。"),
        ("h", "二、供应商回复（原文粘贴）"),
        ("p", "<b>A. 青岛琴岛云算科技有限公司</b>（12-01 回复）：RTX 4090 24GB × 8，PCIe 4.0；数据盘 2TB NVMe；¥9,200/"
              "台/月含税；"
              "3 个月起租。"),
        ("p", "<b>B. 威海刘公岛智算科技有限公司</b>（12-01 回复）："),
        ("t", [["项目", "回复内容"],
               ["GPU", "NVIDIA L40S 48GB × 8（每台）"],
               ["卡间互联", "8 卡通过 NVLink 全互联，卡间互联带宽 900GB/s"],
               ["CPU / 内存", "Intel Xeon Gold 6448Y × 2（32 核 × 2）/ 1TB"],
               ["存储", "系统盘 960GB NVMe；数据盘 3.84TB NVMe × 4（15.36TB）"],
               ["网络", "RoCE v2 100Gb/s × 2（每台 200Gb/s），RDMA；公网 200Mbps"],
               ["价格", "¥16,900.00/台/月（含 6% 增值税）；两台月合计 ¥33,800.00；最短 6 个月；按月结算"],
               ["服务承诺", "见下"]], [0.18, 0.82]),
        *zh_terms("我司", "NVIDIA L40S 48GB", "48GB", "8 卡 NVLink 全互联，卡间带宽 900GB/s；机间 RoCE v2 2 × 100Gb/"
                                                      "s。",
                  "99.9%", "每低于 0.1% 减免当月费用 5%，最高 50%。",
                  "交付后 24 小时内运行 nccl-tests、fio 与 8B LoRA 基准（tokens/s 以双方确认值为准），达标后签验收单。",
                  "租期结束后 3 个工作日内删除数据并出具证明。"),
        ("p", "<b>C. 济南泉城算力服务有限公司</b>（12-02 回复）：A800 PCIe 80GB × 8，两两 NVLink 桥接；¥27,800/台/"
              "月含税；12 个月起。"),
        ("h", "三、比选意见"),
        ("p", "A 显存不足；C 价格与起租期不满足。经比较，拟选 B 威海刘公岛智算科技有限公司，待法务审核后签订合同。"),
        ("p", "经办人：孙立伟　　部门负责人：韩梅　　2026-12-03"),
    ], cjk=True, title="XJ-2026-1127", author="青岛崂山海洋大模型实验室",
        footer="青岛崂山海洋大模型实验室　综合保障部　询价记录")


@doc("t07")
def t07(out: Path) -> None:
    grid = [["", "A", "B", "C", "D", "E", "F", "G"],
            ["1", "长沙麓山算力 报价明细表", "", "", "", "", "", ""],
            ["2", "客户：湖南湘江岳麓语言科技有限公司", "", "", "", "", "", "报价日：2026-12-03"],
            ["3", "项目", "规格", "单位", "数量", "月数", "单价（元/月）", "金额（元）"],
            ["4", "GPU 服务器", "H100 PCIe 80GB × 8", "台", "4", "12", "34,800.00", "1,670,400.00"],
            ["5", "数据盘", "8TB SATA HDD 7200rpm × 4 / 台", "台", "4", "12", "含", "0.00"],
            ["6", "系统盘", "480GB SATA SSD / 台", "台", "4", "12", "含", "0.00"],
            ["7", "节点互联", "10GbE × 1 / 台（TCP，无 RDMA）", "台", "4", "12", "含", "0.00"],
            ["8", "公网", "BGP 50Mbps / 台", "台", "4", "12", "含", "0.00"],
            ["9", "部署费", "一次性", "项", "1", "-", "6,000.00", "6,000.00"],
            ["10", "合计", "", "", "", "", "", "1,676,400.00"]]
    pdf(out / "t07-baojia-mingxi-xlsx-export-h100-pcie-zh.pdf", [
        ("crumb", "麓山算力报价_湘江岳麓_v3.xlsx　—　工作表：报价明细　　（打印：2026/12/3 16:42）"),
        ("t", grid, [0.04, 0.13, 0.25, 0.06, 0.06, 0.06, 0.17, 0.23],
         {"bold": [3, 10], "shade": [1], "span": [((1, 1), (7, 1)), ((1, 2), (6, 2))]}),
        ("crumb", "工作表：配置与条款"),
        ("t", [["", "A", "B"],
               ["1", "客户用途", "8B 模型从头预训练（约 1.5T tokens），四台并行"],
               ["2", "GPU", "NVIDIA H100 PCIe 80GB × 8 / 台；NVLink 桥接两两成对（每对 600GB/s），对间经 PCIe Gen5"],
               ["3", "CPU / 内存", "AMD EPYC 9354 × 2（32 核 × 2）/ 1TB"],
               ["4", "数据盘", "8TB SATA HDD × 4（32TB，单盘约 200MB/s，聚合约 800MB/s）"],
               ["5", "节点间网络", "10GbE × 1（TCP/IP），不支持 RDMA，无 InfiniBand / RoCE"],
               ["6", "租期", "12 个月，最短 12 个月，按月结算；单价含 6% 增值税"],
               ["7", "型号承诺", "保证 H100 PCIe 80GB，每卡显存 80GB，不替换型号"],
               ["8", "独享", "整机物理独享，不虚拟化、不切分、不超售"],
               ["9", "互联承诺", "NVLink 桥接成对，按上述拓扑提供"],
               ["10", "可用率", "月度 99.9%；每低于 0.1% 减免当月费用 5%，最高 30%"],
               ["11", "验收", "交付 48 小时内 gpu-burn、nccl-tests（单机 busbw ≥ 40GB/s）、fio 顺序读 ≥ 700MB/s"],
               ["12", "数据删除", "租期结束 5 个工作日内擦除并出具证明"]],
         [0.04, 0.16, 0.8], {"shade": [1]}),
        ("p", "长沙麓山算力科技有限公司　销售部　谭子昂　0731-8890 2276"),
    ], cjk=True, land=True, title="麓山算力报价_湘江岳麓_v3.xlsx", author="长沙麓山算力科技有限公司",
        footer="长沙麓山算力科技有限公司")


@doc("t08")
def t08(out: Path) -> None:
    pdf(out / "t08-yun-jiage-yemian-h20-mig-zh.pdf", [
        ("crumb", "星汉云　|　产品　|　解决方案　|　定价　|　文档　|　合作伙伴　|　控制台　|　登录 / 注册"),
        ("crumb", "首页 ＞ 产品 ＞ GPU 云服务器 ＞ GN8-H20 系列 ＞ gn8-h20.half 价格"),
        ("title", "GPU 云服务器 gn8-h20.half　独享型 GPU 实例"),
        ("big", "独享 GPU，性能无争抢。48GB 大显存，适合 7B–13B 模型微调与推理。"),
        ("t", [["实例规格", "GPU", "显存", "vCPU", "内存", "按量付费", "包月"],
               ["gn8-h20.half", "1/2 × NVIDIA H20", "48GB", "16", "128GB", "¥6.80/小时", "¥3,980/月"]],
         [0.16, 0.18, 0.1, 0.08, 0.1, 0.18, 0.2], {"shade": [1]}),
        ("h", "规格说明"),
        ("p", "gn8-h20.half 基于 NVIDIA MIG 技术，将一张 H20 96GB 划分为两个 GPU 实例，每实例 48GB 显存、约 1/2 算力；"
              "同一物理卡上的另一实例可能分配给其他用户。"),
        ("p", "系统盘：100GB ESSD 云盘（包含）。数据盘：1TB ESSD 云盘（包含，吞吐最高 350MB/s）。公网：按流量计费 "
              "¥0.80/GB。"),
        ("p", "计费：按量付费按秒计费、按小时出账；包月按自然月预付。价格含税（6% 增值税）。"),
        ("h", "服务保障"),
        ("p", "服务可用性 99.95%，详见《星汉云 GPU 云服务器服务等级协议》；未达承诺时按 SLA 赔付代金券。"),
        ("p", "实例释放后，云盘数据在 24 小时内彻底删除，不可恢复。"),
        ("h", "相关产品"),
        ("crumb", "gn8-h20.8x 整机八卡（请咨询销售）　|　对象存储 OSS　|　文件存储 NAS　|　容器服务"),
        ("sp", 6),
        ("small", f"{COPY} 2026 星汉云　北京星汉云计算有限公司　京ICP备2024038817号-2　|　隐私政策　|　服务条款　|　联"
                  f"系我们 400-810-6620"),
    ], cjk=True, title="gn8-h20.half 价格 - 星汉云", author="星汉云",
        header="https://www.xinghanyun.com/pricing/gpu/gn8-h20-half　　2026/12/4 10:12",
        footer="gn8-h20.half 价格 - 星汉云")


@doc("t09")
def t09(out: Path) -> None:
    pdf(out / "t09-peizhi-querenhan-70b-full-a800-zh.pdf", [
        ("brand", "漓江智算"),
        ("slogan", "LIJIANG AI COMPUTING　·　山水之间 算力无界"),
        ("ctitle", "算力资源配置确认函"),
        ("p", "致：桂林七星语言科技有限公司　　函号：LJ-QR-2026-1203"),
        ("p", "根据贵司 Llama 3 70B 全参数微调（全量微调，AdamW 优化器，BF16 混合精度）需求，我司按每参数 6 字节估算，"
              "显存需求约"
              " 420GB。现推荐 A800 SXM4 80GB 八卡服务器一台（总显存 640GB），可满足全参数微调需求并留有约 34% 余量，"
              "无需多机。"),
        ("h", "一、确认配置"),
        ("t", [["项目", "配置"],
               ["GPU", "NVIDIA A800 SXM4 80GB × 8，NVSwitch 全互联，NVLink 400GB/s"],
               ["数量", "一台"],
               ["CPU / 内存", "Intel Xeon Platinum 8358 × 2（32 核 × 2）/ 1TB"],
               ["存储", "系统盘 960GB NVMe；数据盘 3.84TB NVMe × 4（15.36TB）"],
               ["网络", "公网 BGP 100Mbps；单机，不配置机间网络"]], [0.18, 0.82]),
        ("h", "二、价格"),
        ("p", "¥36,000.00/台/月（含 6% 增值税），最短租期 3 个月，按月预付。"),
        ("h", "三、服务承诺"),
        *zh_terms("我司", "NVIDIA A800 SXM4 80GB", "80GB", "机内 NVSwitch 全互联，NVLink 400GB/s。", "99.9%",
                  "每低于 0.1% 减免当月租金 5%，最高 50%。",
                  "交付 24 小时内运行 nccl-tests（busbw ≥ 150GB/s）与 70B 全参数微调基准（MFU ≥ 35%），"
                  "达标签署验收单。",
                  "租期结束 3 个工作日内删除全部数据并出具证明。"),
        ("sp", 4),
        ("p", "桂林漓江智算科技有限公司　解决方案部　莫凌云　2026 年 12 月 3 日"),
        ("seal", "桂林漓江智算科技有限公司<br/>业务专用章"),
    ], cjk=True, title="LJ-QR-2026-1203", author="桂林漓江智算科技有限公司",
        footer="桂林漓江智算科技有限公司　桂林市七星区朝阳路 32 号")


@doc("t10")
def t10(out: Path) -> None:
    pdf(out / "t10-xuyue-tongzhi-h200-dense-zh.pdf", [
        ("brand", "珠江算力"),
        ("slogan", "PEARL RIVER COMPUTE　·　客户成功部"),
        ("ctitle", "续约通知"),
        ("p", "尊敬的广州南沙星链智能科技有限公司："),
        ("p", "贵司与我司签订的《GPU 算力服务合同》（ZJSL-2025-0877）项下两台 H200 服务器将于 2026 年 12 月 31 日到期。"
              "为感谢贵司的"
              "支持，我司提供以下续约方案，请于 12 月 20 日前回复确认。"),
        ("h", "一、续约方案"),
        ("t", [["项目", "原合同", "续约"],
               ["台数", "两台", "两台（不变）"],
               ["单价", "<strike>¥98,000.00/台/月</strike>", "¥92,000.00/台/月（含 6% 增值税）"],
               ["期限", "12 个月（已履行）", "续约 12 个月（2027-01-01 至 2027-12-31），最短 12 个月"],
               ["计费", "按月", "按月预付"]], [0.16, 0.34, 0.5], {"shade": [2]}),
        ("h", "二、配置（每台，不变）"),
        ("t", [["GPU", "NVIDIA H200 SXM 141GB HBM3e × 8，NVSwitch 全互联，NVLink 900GB/s"],
               ["BF16 稠密算力（每卡）", "1,979 TFLOPS"],
               ["CPU / 内存", "Intel Xeon Platinum 8480+ × 2（112 核）/ 2TB"],
               ["存储", "系统盘 1.92TB NVMe；数据盘 7.68TB NVMe × 4（30.72TB）"],
               ["网络", "NDR InfiniBand 400Gb/s × 8（3.2Tb/s）；公网 BGP 200Mbps"]], [0.24, 0.76]),
        ("h", "三、服务承诺（续约期沿用）"),
        *zh_terms("我司", "NVIDIA H200 SXM 141GB", "141GB", "机内 NVSwitch 全互联，机间 NDR InfiniBand 8 × 400Gb/s。",
                  "99.9%", "每低于 0.1% 减免当月服务费 5%，最高 50%。",
                  "续约设备如有更换，更换后 24 小时内重新运行 nccl-tests（busbw ≥ 400GB/s）并签署验收单。",
                  "合同终止后 5 个工作日内删除数据并出具证明。"),
        ("sp", 4),
        ("p", "广州珠江算力服务有限公司　客户成功经理 黎嘉欣　2026 年 12 月 5 日"),
    ], cjk=True, title="续约通知 ZJSL-2025-0877", author="广州珠江算力服务有限公司",
        footer="广州珠江算力服务有限公司　广州市天河区珠江新城华夏路 10 号 富力中心 23 层")


@doc("t11")
def t11(out: Path) -> None:
    pdf(out / "t11-idc-jigui-zulin-fangan-b200-zh.pdf", [
        ("brand", "草原云谷数据港"),
        ("slogan", "内蒙古草原云谷数据科技有限公司　·　乌兰察布集宁区 · 绿电算力基地"),
        ("ctitle", "GPU 算力整体租赁方案（含机柜、电力、网络）"),
        ("p", "致：北京中关村灵犀智能科技有限公司　　方案编号：CYYG-FA-2026-045　　日期：2026-12-02"),
        ("h", "一、规模"),
        ("p", "四个 42U 高功率机柜（单柜 35kW），每柜部署 B200 八卡服务器两台，共八台、64 卡。"
              "服务器由我司采购并持有产权（OEM：Supermicro"
              "，非合同方），以租赁方式向贵司提供，机柜、电力、制冷、网络一并包含。"),
        ("h", "二、单台配置"),
        ("t", [["GPU", "NVIDIA B200 180GB HBM3e × 8，第五代 NVLink 全互联，1.8TB/s"],
               ["CPU / 内存", "Intel Xeon Platinum 8570 × 2（56 核 × 2）/ 2TB"],
               ["系统盘", "1.92TB NVMe × 2（RAID1）"],
               ["数据盘", "3.84TB NVMe × 8（30.72TB）"],
               ["计算网络", "NDR InfiniBand 400Gb/s × 8（3.2Tb/s），RDMA"],
               ["公网", "BGP 500Mbps（每台）"]], [0.18, 0.82]),
        ("h", "三、价格"),
        ("t", [["项目", "单价", "数量", "月合计"],
               ["B200 服务器整体租赁（含机柜电力）", "¥168,000.00/台/月", "8 台", "¥1,344,000.00"],
               ["参考：纯机柜托管（客户自带设备，本方案不适用）", "¥18,000.00/柜/月", "-", "-"]],
         [0.46, 0.22, 0.1, 0.22], {"shade": [1]}),
        ("p", "价格含 6% 增值税；最短租期 12 个月，按月结算。电费已包含，不另行计量。"),
        ("h", "四、服务承诺"),
        *zh_terms("我司", "NVIDIA B200 180GB", "180GB", "机内 NVLink 全互联，机间 NDR InfiniBand 8 × 400Gb/"
                                                        "s。", "99.95%",
                  "每低于 0.05% 减免当月费用 5%，最高 50%。",
                  "上架后 5 个工作日内联合验收：8 机 nccl-tests all_reduce busbw ≥ 600GB/s，Llama 3 70B 训练 MFU ≥ "
                  "40%。",
                  "租期结束 7 日内擦除全部存储并出具数据销毁证明。"),
        ("p", "联系人：内蒙古草原云谷数据科技有限公司　大客户部　乌日娜　0474-8126 5500"),
    ], cjk=True, title="CYYG-FA-2026-045", author="内蒙古草原云谷数据科技有限公司",
        footer="草原云谷数据港　内蒙古草原云谷数据科技有限公司")


# ================================================================================================ English
@doc("t12")
def t12(out: Path) -> None:
    pdf(out / "t12-proforma-invoice-h100-en.pdf", [
        ("brand", "LARCHMONT"),
        ("slogan", "GPU CLOUD  |  1220 NW Marshall St, Suite 400, Portland, OR 97209  |  billing@larchmont.cloud"),
        ("title", "PRO FORMA INVOICE"),
        ("t", [["Pro forma no.", "PF-26-1187", "Date", "December 3, 2026"],
               ["Bill to", "Orchid Vale Robotics Inc., 88 Kearny St, San Francisco, CA "
                           "94108", "Customer PO", "OVR-PO-3391"],
               ["Valid until", "December 17, 2026", "Payment", "Wire transfer before provisioning"]],
         [0.14, 0.46, 0.14, 0.26], {"head": 0}),
        ("p", "This is not a tax invoice. It states the amount payable before servers are provisioned; a final invoice "
              "follows."),
        ("t", [["Qty", "Description", "Unit price (USD)", "Amount (USD)"],
               ["4", "Dedicated HGX H100 SXM5 80GB server (8 GPUs), service month 1 of 6", "16,400.00", "65,600.00"],
               ["1", "Onboarding and InfiniBand fabric validation (one-time)", "2,500.00", "2,500.00"],
               ["1", "Security deposit, refundable at end of term (50% of one month, four servers)", "32,800.00",
                "32,800.00"],
               ["", "Sales tax (Oregon has no sales tax)", "", "0.00"],
               ["", "Total due before provisioning", "", "100,900.00"]],
         [0.07, 0.55, 0.19, 0.19], {"bold": [5]}),
        ("h", "Service summary"),
        ("p", "Four (4) dedicated servers, each: 8 x NVIDIA H100 SXM5 80GB HBM3 on an NVSwitch baseboard (NVLink 900 "
              "GB/s "
              "per GPU); 2 x Intel Xeon Platinum 8480+ (56 cores each, 112 per server); 2 TB DDR5; boot 2 x 960 GB "
              "NVMe "
              "(RAID 1); local data 8 x 3.84 TB NVMe (30.72 TB per server); compute fabric 8 x 400 Gb/s NDR InfiniBand "
              "(3.2 Tb/s per server, RDMA); public internet 10 Gbps per server."),
        ("p", "Rate: USD 16,400.00 per server per month (about USD 2.81 per GPU-hour at 730 hours). Minimum term six "
              "(6) "
              "months; billed monthly in advance. The deposit and onboarding fee are not part of the monthly rate."),
        ("h", "Service commitments (Larchmont Customer Agreement, Order Schedule 1)"),
        *en_terms("Larchmont", "NVIDIA H100 SXM5", "80 GB",
                  "NVSwitch all-to-all NVLink inside each server and 8 x 400 Gb/s NDR InfiniBand between servers.",
                  "99.9%", "5% of the monthly fee for each 0.1% below target, up to 50%.",
                  "Within 48 hours of handover the parties run nccl-tests (4-node all_reduce busbw >= 350 GB/s) and "
                  "fio "
                  "(>= 10 GB/s sequential read); failed servers are replaced and retested.",
                  "All drives are wiped within 5 business days of the end of term and a deletion certificate is "
                  "issued."),
        ("h", "Remit to"),
        ("t", [["Beneficiary", "Larchmont GPU Cloud, LLC"], ["Bank", "Cascade Pacific Bank, Portland, OR"],
               ["ABA / Account", "123006898 / 4410 2298 7701"], ["Reference", "PF-26-1187"]], [0.25, 0.75],
         {"head": 0}),
    ], title="PF-26-1187", author="Larchmont GPU Cloud, LLC",
        footer="Larchmont GPU Cloud, LLC  |  EIN 92-4417806  |  larchmont.cloud")


@doc("t13")
def t13(out: Path) -> None:
    pdf(out / "t13-msa-order-form-a100-eur-en.pdf", [
        ("brand", "BRIGHTWATER"),
        ("slogan", "Compute  |  Dublin  |  Frankfurt  |  Amsterdam"),
        ("title", "ORDER FORM BW-OF-0412"),
        ("p", "This Order Form is entered into under the Master Services Agreement dated 14 March 2026 (the \"MSA\") "
              "between "
              "Brightwater Compute Ireland Limited (\"Provider\") and Faolan Speech Technologies DAC (\"Customer\"). "
              "Capitalised terms have the meaning given in the MSA."),
        ("h", "1. Services"),
        ("t", [["Item", "Specification", "Quantity"],
               ["Dedicated GPU server", "8 x NVIDIA A100 SXM4 80GB, NVSwitch, NVLink 600 GB/s per GPU", "Two (2)"],
               ["Host", "2 x AMD EPYC 7713 (64 cores each), 1 TB DDR4", "per server"],
               ["Boot disk", "1 x 960 GB NVMe", "per server"],
               ["Local scratch", "4 x 7.68 TB NVMe (30.72 TB)", "per server"],
               ["Object storage", "50 TiB Brightwater Object Store allowance, shared by the account", "1"],
               ["Cluster fabric", "HDR InfiniBand 4 x 200 Gb/s (800 Gb/s) with RDMA", "per server"],
               ["Internet", "5 Gbps committed", "per server"]], [0.2, 0.62, 0.18]),
        ("h", "2. Fees"),
        ("p", "EUR 9,450.00 per server per month (EUR 18,900.00 per month for both). Fees exclude VAT; Irish VAT at "
              "23% "
              "will be added. One-time setup: waived. Initial Term: twelve (12) months from the Service Start Date; "
              "invoiced monthly in advance, payable within 30 days."),
        ("h", "3. Service commitments (these prevail over Schedule 2 of the MSA for this Order Form)"),
        *en_terms("Provider", "NVIDIA A100 SXM4 80GB", "80 GB",
                  "NVSwitch NVLink full mesh within each server and HDR InfiniBand between the two servers.", "99.9%",
                  "10% of the monthly fee of the affected server for each full hour beyond the allowance, capped at "
                  "50%.",
                  "Customer runs the Brightwater acceptance pack (nccl-tests 2-node busbw >= 180 GB/s, fio >= 6 GB/s, "
                  "a Llama 3 8B training step benchmark) within 3 business days; failures are remedied and retested.",
                  "Provider erases all Customer data within 10 days after termination and certifies the erasure."),
        ("h", "4. Signatures"),
        ("t", [["For Provider", "For Customer"],
               ["Brightwater Compute Ireland Limited<br/>Niamh Gallagher, Director of Sales<br/>2 December 2026",
                "Faolan Speech Technologies DAC<br/>Cian O'Rourke, CTO<br/>3 December 2026"]], [0.5, 0.5]),
    ], title="BW-OF-0412", author="Brightwater Compute Ireland Limited",
        footer="Brightwater Compute Ireland Limited, registered in Ireland no. 712934, a member of the Brightwater "
               "Holdings plc group. Brightwater Holdings plc is not a party to this Order Form.")


@doc("t14")
def t14(out: Path) -> None:
    pdf(out / "t14-capacity-reservation-letter-405b-h200-en.pdf", [
        ("brand", "Sable Ridge Compute"),
        ("slogan", "4100 Spring Valley Rd, Dallas, TX 75244"),
        ("p", "December 4, 2026"),
        ("p", "Halvorsen Language Labs, Inc.<br/>Attn: Ingrid Halvorsen, VP Research"),
        ("title", "Re: Capacity Reservation CR-2026-118 - 32 x H200 (four HGX nodes)"),
        ("p", "Dear Ingrid,"),
        ("p", "Thank you for choosing Sable Ridge. This letter confirms the capacity we are holding for your "
              "full-parameter "
              "fine-tune of Llama 3.1 405B (bf16 with AdamW)."),
        ("p", "<b>Sizing.</b> At roughly 6 bytes per parameter the model needs about 2.43 TB of GPU memory. The "
              "reserved "
              "4 x 8 x 141 GB = 4.51 TB leaves ample headroom, so the job fits these four nodes without offloading and "
              "without a larger cluster."),
        ("h", "Reserved capacity"),
        ("t", [["Nodes", "Four (4) dedicated HGX H200 servers"],
               ["GPUs per node", "8 x NVIDIA H200 SXM 141GB HBM3e, NVSwitch, NVLink 900 GB/s"],
               ["Host", "2 x Intel Xeon Platinum 8468 (48 cores each), 2 TB DDR5"],
               ["Storage", "Boot 2 x 1.92 TB NVMe (RAID 1); data 8 x 3.84 TB NVMe (30.72 TB) per node"],
               ["Fabric", "8 x 400 Gb/s NDR InfiniBand per node (3.2 Tb/s), RDMA"],
               ["Internet", "25 Gbps per node"],
               ["Window", "January 4, 2027 to May 3, 2027"]], [0.22, 0.78]),
        ("h", "Pricing"),
        ("p", "USD 3.05 per GPU-hour (USD 24.40 per node-hour), billed hourly and invoiced monthly in arrears; minimum "
              "term four (4) months. A reservation deposit of USD 50,000 is due on signature and is credited against "
              "the "
              "first invoice; it is not an additional charge."),
        ("h", "Commitments"),
        *en_terms("Sable Ridge", "NVIDIA H200 SXM", "141 GB",
                  "NVLink full mesh in each node and non-blocking NDR InfiniBand between the four nodes.", "99.9%",
                  "5% of the monthly charge for each 0.1% below target, up to 50%.",
                  "Within 24 hours of handover: nccl-tests 4-node all_reduce busbw >= 380 GB/s and fio >= 12 GB/s per "
                  "node; failing nodes are replaced within 24 hours.",
                  "All data is securely erased within 5 days after the window ends, with a certificate."),
        ("p", "Please countersign by December 11, 2026 to hold the capacity."),
        ("p", "Sincerely,<br/>Marcus Bell<br/>Director, Capacity Sales<br/>Sable Ridge Compute, Inc."),
    ], title="CR-2026-118", author="Sable Ridge Compute, Inc.", footer="Sable Ridge Compute, Inc.  |  sableridge.ai")


@doc("t15")
def t15(out: Path) -> None:
    pdf(out / "t15-japanese-vendor-quotation-b200-jpy-en.pdf", [
        ("right", "No. TAI-Q-26-0392<br/>Date: 2026/12/03"),
        ("ctitle", "QUOTATION"),
        ("p", "Lumina Forge Research Pte. Ltd.<br/>Attn: Mr. Daniel Okafor"),
        ("right", "<b>Toyosu AI Infrastructure Co., Ltd.</b><br/>6-2-1 Toyosu, Koto-ku, Tokyo 135-0061<br/>"
                  "Sales Dept. Kenji Morimoto<br/>TEL +81-3-6222-0418"),
        ("p", "Dear Sirs, we are pleased to submit our quotation as follows. Thank you for your kind consideration."),
        ("t", [["Total Amount", "JPY 7,128,000- (per month, consumption tax included)"]], [0.25, 0.75],
         {"head": 0, "shade": [0]}),
        ("t", [["No.", "Item", "Q'ty", "Unit", "Unit Price (JPY)", "Amount (JPY)"],
               ["1", "GPU server rental, NVIDIA HGX B200 8-GPU (dedicated)", "2", "set / month", "3,240,000",
                "6,480,000"],
               ["2", "Initial setting (one-time, waived)", "1", "lot", "0", "0"],
               ["", "Sub Total", "", "", "", "6,480,000"],
               ["", "Consumption Tax (10%)", "", "", "", "648,000"],
               ["", "Total", "", "", "", "7,128,000"]],
         [0.06, 0.42, 0.07, 0.12, 0.16, 0.17], {"bold": [5]}),
        ("h", "Specification (per set)"),
        ("t", [["GPU", "NVIDIA B200 (180GB HBM3e) x 8, NVLink 5 / NVSwitch, 1.8TB/s per GPU"],
               ["CPU / Memory", "Intel Xeon Platinum 8570 (56C) x 2 / DDR5 2,048GB"],
               ["OS disk", "NVMe SSD 960GB x 2 (RAID1)"],
               ["Data disk", "NVMe SSD 3.84TB x 8 (30.72TB)"],
               ["Network", "InfiniBand NDR 400Gbps x 8 (GPUDirect RDMA) / Internet 1Gbps"]], [0.2, 0.8]),
        ("h", "Remarks"),
        ("p", "1. Prices are in Japanese Yen. Unit price per set is JPY 3,240,000 excluding tax (JPY 3,564,000 "
              "including "
              "consumption tax 10%)."),
        ("p", "2. Contract period: minimum 6 months. Monthly billing; payment by the end of the following month."),
        ("p", "3. Data center: Inzai, Chiba (facility operated by a third-party operator, not a party to the "
              "contract)."),
        ("p", "4. This quotation is valid for 30 days."),
        ("h", "Service Conditions"),
        *en_terms("Toyosu AI Infrastructure", "NVIDIA B200", "180GB",
                  "NVLink 5 full mesh by NVSwitch in each set; InfiniBand NDR 8 x 400Gbps between sets.", "99.9%",
                  "Monthly fee reduced by 5% for each 0.1% below, maximum 50%.",
                  "Acceptance test within 2 business days: nccl-tests all_reduce busbw >= 700GB/s per set, fio "
                  ">= 10GB/s; we replace failed units.",
                  "Data is erased by NIST 800-88 within 7 days after end of contract; erasure certificate provided."),
        ("right", "[Company Seal]  Toyosu AI Infrastructure Co., Ltd."),
    ], title="TAI-Q-26-0392", author="Toyosu AI Infrastructure Co., Ltd.",
        footer="TOYOSU AI INFRASTRUCTURE  /  Toyosu AI Infrastructure Co., Ltd.")


@doc("t16")
def t16(out: Path) -> None:
    pdf(out / "t16-console-checkout-review-mi300x-en.pdf", [
        ("crumb", "Vantablue Cloud   Compute   Storage   Networking   Pricing   Docs   Support   |   Console   "
                  "Signed in: ops@quillfeather.ai"),
        ("crumb", "Console > Bare Metal > Reserve capacity > Review order"),
        ("title", "Review your reservation"),
        ("t", [["Instance type", "bm.mi300x.8"],
               ["Accelerators", "8 x AMD Instinct MI300X 192GB HBM3, Infinity Fabric (xGMI) full mesh"],
               ["Host", "2 x AMD EPYC 9654 (96 cores each), 2 TB DDR5"],
               ["Boot volume", "960 GB NVMe"],
               ["Local NVMe", "8 x 3.84 TB (30.72 TB)"],
               ["Cluster network", "8 x 400 Gb/s RoCE v2 (3.2 Tb/s), RDMA"],
               ["Public bandwidth", "10 Gbps"],
               ["Region / Quantity", "us-central-2 (Des Moines) / 1 server"]], [0.25, 0.75], {"head": 0}),
        ("h", "Commitment"),
        ("t", [["", "Plan", "Price per GPU-hour", "Price per server-hour"],
               ["[ ]", "On-demand (no commitment)", "$3.25", "$26.00"],
               ["[x]", "1-year reserved (selected)", "$2.10", "$16.80"],
               ["[ ]", "3-year reserved", "$1.79", "$14.32"]], [0.06, 0.42, 0.26, 0.26], {"shade": [2]}),
        ("p", "Billing: usage metered per hour, invoiced monthly. Term: 12 months from activation. Estimated monthly "
              "charge: $12,264.00 (730 hours). Taxes calculated at invoice."),
        ("h", "Reserved Bare Metal service terms (summary)"),
        *en_terms("Vantablue", "AMD Instinct MI300X", "192 GB",
                  "xGMI full mesh within the server; RoCE v2 8 x 400 Gb/s cluster network.", "99.9%",
                  "10% of the month's charge per 0.1% below target, up to 50%, credited automatically.",
                  "The server is handed over with a burn-in report (rccl-tests all_reduce busbw >= 300 GB/s, fio >= "
                  "10 GB/s); you may reject it within 48 hours if it misses these.",
                  "Local NVMe is cryptographically erased when the reservation ends; a certificate is available."),
        ("p", "[ Place order ]     [ Back ]"),
        ("sp", 8),
        ("small", f"{COPY} 2026 Vantablue Cloud Inc.  |  Sold by Vantablue Cloud Inc., Des Moines, IA  |  Terms  |  "
                  "Privacy  |  Status"),
    ], title="Review your reservation - Vantablue Cloud", author="Vantablue Cloud",
        header="https://console.vantablue.cloud/baremetal/reserve/review?type=bm.mi300x.8   12/4/26, 3:07 PM")


@doc("t17")
def t17(out: Path) -> None:
    text(out / "t17-teams-chat-export-h100-mig-en.txt", """
Microsoft Teams - chat export
Chat: Cobaltline x Tessellate AI - GPU capacity
Exported by Marco Bellini (Tessellate AI) on 2026-12-04 09:12 UTC
Participants: Marco Bellini; Tom Reyes; Aisha Verma (Cobaltline Cloud) (External)

[2026-12-02 16:04] Marco Bellini
Hi Aisha, we need GPUs for 8B LoRA runs starting next week. What can you do on H100?

[2026-12-02 16:11] Aisha Verma (Cobaltline Cloud) (External)
Hi Marco! Our Dedicated H100 instance is $1.15/hr. Each instance is a dedicated H100 80GB, 16 vCPUs, 128 GB RAM,
500 GB network block volume included. Billed per minute, no minimum.

[2026-12-02 16:13] Tom Reyes
$1.15 for a dedicated H100 sounds low. Is it the full card?

[2026-12-02 16:20] Aisha Verma (Cobaltline Cloud) (External)
Technically it is a MIG 3g.40gb profile on an H100 SXM5 80GB, so you see 40 GB of GPU memory and 3/7 of the SMs,
but the slice is dedicated to you, nobody else runs on your slice. The other slices of that card go to other
customers.

[2026-12-02 16:22] Marco Bellini
OK. SLA and data?

[2026-12-02 16:25] Aisha Verma (Cobaltline Cloud) (External)
99.9% monthly uptime per our standard SLA (cobaltline.cloud/sla), service credits as described there. Volumes are
crypto-erased within 24 hours of deleting the instance.

[2026-12-02 16:26] Aisha Verma (Cobaltline Cloud) (External)
Aisha Verma | Enterprise Account Executive | Cobaltline Cloud Ltd | aisha.verma@cobaltline.cloud

[2026-12-02 16:30] Marco Bellini
Thanks, we'll start with one instance and let you know.
""")


@doc("t18")
def t18(out: Path) -> None:
    bom = [["Line", "Part number", "Description", "Qty / server"],
           ["1", "SYS-421GE-TNRT", "Supermicro 4U GPU SuperServer, dual socket, 10 x PCIe GPU slots", "1"],
           ["2", "P4X-SPR8462Y+", "Intel Xeon Platinum 8462Y+, 32 cores, 2.8 GHz", "2"],
           ["3", "MEM-DR564L-HL01", "64 GB DDR5-4800 ECC RDIMM", "16"],
           ["4", "GPU-NVL40S-48", "NVIDIA L40S 48 GB GDDR6, PCIe Gen4 x16, passive", "8"],
           ["5", "HDS-M2N4-960G", "960 GB NVMe M.2 (boot, RAID 1)", "2"],
           ["6", "HDS-SUN1-MZQL27T6", "Samsung PM9A3 7.68 TB NVMe U.2 (data)", "4"],
           ["7", "AOC-CX755106AS", "NVIDIA ConnectX-7 200GbE (RoCE v2)", "2"],
           ["8", "AOC-STG-I2T", "Intel X550 dual 10GbE (internet)", "1"],
           ["9", "PWS-2K70A-1R", "2700 W Titanium PSU", "4"]]
    pdf(out / "t18-bill-of-materials-part-numbers-l40s-en.pdf", [
        ("brand", "FERNHILL HOSTING"),
        ("slogan", "Dedicated servers since 2009  |  Reno, NV"),
        ("title", "Dedicated GPU Server - Build Sheet and Bill of Materials"),
        ("t", [["Quote ref.", "FH-BOM-2611-22", "Customer", "Aldercrest Analytics LLC"],
               ["Servers in this build", "2 (identical)", "Date", "2026-11-29"]], [0.2, 0.3, 0.15, 0.35],
         {"head": 0}),
        ("t", bom, [0.07, 0.23, 0.55, 0.15]),
        ("p", "Hardware is supplied, owned and operated by Fernhill Hosting Inc.; Supermicro, NVIDIA, Intel and "
              "Samsung "
              "are component manufacturers and not parties to the rental."),
        ("p", "Per server: 64 cores, 1 TB RAM, 8 x L40S 48 GB. The L40S has no NVLink: GPU-to-GPU traffic runs over "
              "PCIe "
              "Gen4. Data 4 x 7.68 TB NVMe = 30.72 TB. Cluster network 2 x 200GbE RoCE v2 (400 Gb/s, RDMA). Internet: "
              "1 Gbps unmetered on the 10GbE port."),
        ("h", "Rental"),
        ("t", [["", "Per server", "2 servers"],
               ["Monthly rental", "USD 6,950.00", "USD 13,900.00"],
               ["Setup (one-time)", "USD 750.00", "USD 1,500.00"]], [0.4, 0.3, 0.3]),
        ("p", "Minimum term 6 months, billed monthly in advance. US sales tax not applicable to this service in "
              "Nevada."),
        ("h", "Service terms"),
        *en_terms("Fernhill", "NVIDIA L40S", "48 GB",
                  "PCIe Gen4 within the server (no NVLink on L40S); 2 x 200GbE RoCE v2 between the two servers.",
                  "99.9%", "5% of the monthly rental per 0.1% below target, up to 40%.",
                  "Burn-in report at handover (gpu-burn 24 h, fio >= 6 GB/s, iperf3 >= 180 Gb/s on RoCE); Customer "
                  "may reject within 3 days.",
                  "Drives wiped (NIST 800-88 purge) within 5 business days after termination; certificate on request."),
        ("p", "Prepared by Luis Ortega, Solutions Engineer, Fernhill Hosting Inc."),
    ], title="FH-BOM-2611-22", author="Fernhill Hosting Inc.",
        footer="Fernhill Hosting Inc.  |  9450 Gateway Dr, Reno, NV 89521")


@doc("t19")
def t19(out: Path) -> None:
    pdf(out / "t19-renewal-notice-best-effort-4090-en.pdf", [
        ("brand", "Quarrystone"),
        ("slogan", "Quarrystone Compute LLC  |  Columbus, OH"),
        ("title", "Renewal Notice - Subscription QS-SUB-4471"),
        ("p", "November 30, 2026"),
        ("p", "To: Pikeview Games Studio LLC, accounts@pikeview.games"),
        ("p", "Your current term ends on December 31, 2026. Unless you cancel by December 21, your subscription renews "
              "automatically for three (3) months on the terms below."),
        ("t", [["", "Current term", "Renewal term"],
               ["Server", "1 x GPU server", "1 x GPU server"],
               ["Price", "<strike>$1,790.00 / month</strike>", "$1,890.00 per server per month"],
               ["Term", "6 months", "3 months (Jan 1 - Mar 31, 2027)"]], [0.2, 0.35, 0.45], {"shade": [2]}),
        ("h", "What you have"),
        ("p", "The whole server stays dedicated to you: 8 x NVIDIA GeForce RTX 4090 24GB (PCIe, no NVLink), 2 x AMD "
              "EPYC "
              "7443 (24 cores each), 512 GB RAM, 1 TB NVMe OS disk, 2 x 3.84 TB NVMe data (7.68 TB), 1 Gbps uplink. "
              "We guarantee the GPU model and 24 GB per GPU, with no sharing or virtualisation."),
        ("h", "Reminder of plan terms"),
        ("p", "Service is provided on a best-efforts basis. Quarrystone does not offer an uptime commitment or service "
              "credits for this plan. Servers are deemed accepted when login credentials are issued. You are "
              "responsible "
              "for removing your data before the end of the term; Quarrystone does not guarantee deletion. Prices "
              "exclude "
              "sales tax; billed monthly in advance."),
        ("p", "Questions? Reply to renewals@quarrystone.io."),
    ], title="QS-SUB-4471 renewal", author="Quarrystone Compute LLC",
        footer="Quarrystone Compute LLC  |  250 Civic Center Dr, Columbus, OH 43215")


@doc("t20")
def t20(out: Path) -> None:
    rows = [["#", "Item", "Qty", "Unit", "Unit price (USD)", "Monthly (USD)"],
            ["1", "Dedicated A100 SXM4 80GB 8-GPU server (Phase 1)", "8", "server-month", "8,960.00", "71,680.00"]]
    parts = ["8 x NVIDIA A100 SXM4 80GB, NVSwitch (NVLink 600 GB/s)", "2 x AMD EPYC 7763 (64 cores each)",
             "1 TB DDR4-3200", "Boot: 2 x 960 GB NVMe (RAID 1)", "Data: 4 x 3.84 TB NVMe (15.36 TB)",
             "HDR InfiniBand 8 x 200 Gb/s (1.6 Tb/s), RDMA", "Internet: 2 Gbps per server", "Redundant power (A+B)",
             "Out-of-band management (IPMI / Redfish)", "Ubuntu 22.04 + CUDA 12.4 image", "Slurm head node (shared)",
             "24x7 remote hands", "Hardware replacement, 4-hour target", "Monitoring dashboard (DCGM exporter)",
             "Private VLAN and firewall", "Cross-connect to customer VPN", "Named technical account manager",
             "Monthly service report", "Quarterly capacity review", "Spare-node pool access (shared)"]
    for i, p in enumerate(parts, start=2):
        rows.append([str(i), p, "8", "included", "0.00", "0.00"])
    n = len(parts) + 2
    rows += [[str(n), "Onboarding and cluster validation (one-time)", "1", "lot", "4,000.00", "one-time"],
             [str(n + 1), "Optional: 200 TB shared Weka file system (not included in total)", "1", "month",
              "5,800.00", "-"],
             ["", "Monthly total, Phase 1", "", "", "", "71,680.00"]]
    pdf(out / "t20-two-page-quote-phase1-a100-en.pdf", [
        ("brand", "Meridian Arc"),
        ("slogan", "Meridian Arc Cloud Corp.  |  Raleigh, NC"),
        ("title", "Quotation MAC-Q-26-2207 - Corvid Labs training cluster, Phase 1"),
        ("p", "Prepared for Corvid Labs, Inc. on December 1, 2026. Phase 1 is eight (8) servers. Phase 2 (eight "
              "further "
              "servers, planned for Q3 2027) is not quoted here and will be a separate order."),
        ("t", rows, [0.05, 0.5, 0.07, 0.13, 0.13, 0.12], {"bold": [len(rows) - 1]}),
        ("h", "Terms"),
        ("p", "Price: USD 8,960.00 per server per month, excluding applicable taxes. Term: 12 months minimum. Billing: "
              "monthly in advance."),
        *en_terms("Meridian Arc", "NVIDIA A100 SXM4 80GB", "80 GB",
                  "NVSwitch full mesh per server; HDR InfiniBand 8 x 200 Gb/s, non-blocking, between the eight "
                  "servers.",
                  "99.9%", "5% of the monthly fee per 0.1% shortfall, capped at 50%.",
                  "Joint acceptance within 3 business days: nccl-tests 8-node busbw >= 200 GB/s, fio >= 6 GB/s per "
                  "server, Llama 3 8B throughput baseline recorded.",
                  "Secure erase of all customer data within 7 days after the term, with a written certificate."),
        ("p", "Meridian Arc Cloud Corp. - Jordan Pike, Account Director"),
    ], title="MAC-Q-26-2207", author="Meridian Arc Cloud Corp.",
        header="Meridian Arc Cloud Corp.  |  Quotation MAC-Q-26-2207", footer="Confidential - Meridian Arc Cloud Corp.")


@doc("t21")
def t21(out: Path) -> None:
    text(out / "t21-reseller-email-h100-pcie-en.txt", """
From: Gemma Whitfield <gemma.whitfield@ashgrovesystems.co.uk>
To: Ravi Menon <ravi@bluefinch.ai>
Date: Thu, 3 Dec 2026 14:22:05 +0000
Subject: RE: H100 PCIe pricing - 2 servers

Hi Ravi,

Thanks for the call. As you know we're an authorised reseller of Coralbay Cloud. Coralbay operate the data centre
and the hardware; your contract, invoices and support are with Ashgrove Systems Ltd, and we are liable for the
service under our Customer Terms.

What we'd provide:
- Two (2) dedicated servers, each 8 x NVIDIA H100 PCIe 80GB
- NVLink bridges in pairs (600 GB/s per pair), PCIe Gen5 between pairs - no NVSwitch
- 2 x Intel Xeon Platinum 8462Y+ (32 cores each), 1 TB RAM
- Boot 480 GB SATA SSD; data 2 x 7.68 TB NVMe (15.36 TB) per server
- 2 x 100GbE RoCE v2 per server (200 Gb/s, RDMA) between the two servers
- 5 Gbps internet per server

Price: USD 1.72 per GPU-hour, i.e. USD 13.76 per server-hour, excl. VAT. Billed per hour, invoiced monthly.
Minimum commitment one (1) month. (Coralbay's own list rate of $1.99 isn't what you'd pay.)

Commitments in our Customer Terms, schedule B:
- GPU model H100 PCIe 80GB, 80 GB per GPU, no substitution
- Whole servers dedicated to you, no MIG, no vGPU, no oversubscription
- Interconnect as above (bridged pairs + RoCE), kept for the whole term
- 99.9% monthly availability; 10% credit per 0.1% below, up to 50%
- Acceptance: within 48 h you run nccl-tests (2-node busbw >= 30 GB/s) and fio (>= 5 GB/s); failures replaced
- Data: drives wiped within 5 working days of termination, certificate provided

Shall I send the order form?

Best,
Gemma

--
Gemma Whitfield | Cloud Partnerships
Ashgrove Systems Ltd | Registered in England 09812274
3 Brindley Place, Birmingham B1 2JB
""")


@doc("t22")
def t22(out: Path) -> None:
    pdf(out / "t22a-service-spec-sheet-a100-40g-en.pdf", [
        ("brand", "KITTERING COMPUTE"),
        ("title", "Service Specification KC-A100-40: Dedicated A100 Node"),
        ("p", "Revision 2026.3  |  Applies to every Service Order that references KC-A100-40."),
        ("h", "1. Hardware per node"),
        ("t", [["GPU", "8 x NVIDIA A100 SXM4 40GB HBM2, HGX baseboard, NVSwitch, NVLink 600 GB/s per GPU"],
               ["CPU", "2 x AMD EPYC 7452 (32 cores each)"],
               ["Memory", "1 TB DDR4"],
               ["System disk", "480 GB SATA SSD"],
               ["Data disks", "2 x 3.84 TB NVMe U.2 (7.68 TB)"],
               ["Cluster fabric", "HDR InfiniBand 4 x 200 Gb/s (800 Gb/s), RDMA"],
               ["Internet", "1 Gbps per node"]], [0.2, 0.8]),
        ("h", "2. Service levels"),
        *en_terms("Kittering", "NVIDIA A100 SXM4 40GB", "40 GB",
                  "NVSwitch full mesh within the node; HDR InfiniBand between nodes of the same order.", "99.5%",
                  "10% of the node's monthly charge per 0.5% below target, capped at 50%.",
                  "Customer may run the KC acceptance suite (nccl-tests busbw >= 200 GB/s per node, fio >= 4 GB/s) "
                  "within 72 hours; nodes that fail are replaced.",
                  "Kittering deletes all customer data within 7 days after the Service Order ends and certifies it."),
    ], title="KC-A100-40 Service Specification", author="Kittering Compute, Inc.",
        footer="Kittering Compute, Inc.  |  Service Specification KC-A100-40 rev 2026.3")
    pdf(out / "t22b-price-addendum-a100-40g-en.pdf", [
        ("title", "Price Addendum No. 3 to Service Order SO-5521"),
        ("p", "Between Kittering Compute, Inc. (\"Kittering\") and Ostrander Bioinformatics Inc. (\"Customer\"). Date: "
              "December 2, 2026."),
        ("t", [["Service", "Quantity", "Rate"],
               ["KC-A100-40 Dedicated A100 Node (see Service Specification)", "four (4) nodes",
                "USD 1.08 per GPU-hour (USD 8.64 per node-hour)"]], [0.5, 0.2, 0.3]),
        ("p", "Billing per hour, invoiced monthly in arrears. Minimum term three (3) months from the node start date. "
              "Prices exclude sales and use tax. All other terms of SO-5521 remain unchanged."),
        ("p", "Accepted: Kittering Compute, Inc. - Hannah Lee, Contracts Manager / Ostrander Bioinformatics Inc. - "
              "Dr. Paul Ostrander"),
    ], title="SO-5521 Price Addendum 3", author="Kittering Compute, Inc.", footer="Kittering Compute, Inc.")


# ================================================================================================ bilingual
@doc("t23")
def t23(out: Path) -> None:
    pdf(out / "t23-bixuan-matrix-landscape-a800-hdd-bi.pdf", [
        ("brand", "西溪知行智能　Xixi Zhixing AI"),
        ("title", "供应商比选表 Supplier Comparison Matrix　—　8B 预训练算力 / 8B pre-training compute"),
        ("p", "编制 Prepared by：采购部 Procurement　蒋文 Jiang Wen　2026-12-04　　用途 Purpose：8B 模型从头预训练（约 "
              "2T tokens）"
              "/ pre-training an 8B model from scratch (about 2T tokens) on four servers"),
        ("t", [["评价项 Criterion", "A　无锡锡山云算 Xishan Cloud", "B　龙城算力 Longcheng Compute（选定 SELECTED）",
                "C　金陵智算 Jinling AI"],
               ["GPU", "H100 SXM5 80GB × 8", "A800 SXM4 80GB × 8，NVLink 400GB/s NVSwitch", "H20 96GB × 8"],
               ["台数 Servers", "4", "四台 four (4)", "4"],
               ["CPU / 内存 RAM", "112 核 / 2TB", "AMD EPYC 7543 × 2（64 cores）/ 1TB", "96 核 / 1.5TB"],
               ["数据盘 Data disk", "8 × 3.84TB NVMe", "16TB SATA HDD × 4（64TB，约 700MB/s）", "4 × 3.84TB NVMe"],
               ["节点互联 Node link", "NDR IB 8 × 400G", "1 × 25GbE TCP，无 RDMA / no RDMA", "RoCE 4 × 200G"],
               ["公网 Internet", "200Mbps", "100Mbps", "100Mbps"],
               ["单价 Price（含税 incl. 6% VAT）", "¥66,000/台/月", "¥29,800.00/台/月", "¥21,500/台/月"],
               ["最短期限 Minimum", "12 个月", "12 个月 / 12 months，按月 monthly", "6 个月"],
               ["SLA", "99.9%", "99.9%，见下 see below", "99.5%"],
               ["结论 Decision", "超预算 over budget", "√ 选定 selected", "算力不足 too little compute"]],
         [0.18, 0.22, 0.38, 0.22], {"box": [((2, 0), (2, 10))], "shade": [10]}),
        ("h", "B 的承诺（摘自其报价 LC-Q-2611-19）/ Commitments of B (from its quote LC-Q-2611-19)"),
        ("p", "型号 Model：保证 A800 SXM4 80GB，每卡 80GB / A800 SXM4 80GB guaranteed, 80GB per GPU。独享 Dedicated："
              "整机独享，"
              "不切分不超售 / whole servers, no slicing, no oversubscription。互联 Interconnect：NVSwitch 全互联；"
              "节点间 25GbE。"),
        ("p", "可用率 Availability 99.9%；赔偿 Credits：每低于 0.1% 减免 5%，最高 30% / 5% per 0.1% below, up to 30%。"
              "验收 "
              "Acceptance：交付 48 小时内 nccl-tests 与 fio（≥ 600MB/s）/ nccl-tests and fio within 48 h。数据删除 "
              "Deletion："
              "期满 5 个工作日内擦除并出具证明 / wiped within 5 working days with a certificate。"),
        ("p", "供应商 Supplier：常州龙城算力科技有限公司（龙城算力）　审批 Approved：CTO 许明远 2026-12-05"),
    ], cjk=True, land=True, title="供应商比选表 8B 预训练", author="西溪知行智能",
        footer="杭州西溪知行智能科技有限公司　内部文件 Internal")


@doc("t24")
def t24(out: Path) -> None:
    pdf(out / "t24-marketplace-order-confirmation-h20-bi.pdf", [
        ("crumb", "算力集市 ComputeBazaar　|　找算力 Find GPUs　|　我的订单 My orders　|　帮助 Help"),
        ("title", "订单确认 Order Confirmation　CB-20261203-88217"),
        ("p", "本平台仅提供信息撮合与代收款服务，不是服务提供方；租赁合同由您与下列服务提供方直接订立，"
              "发票由服务提供方开具。"
              "/ The platform only matches and collects payment; it is not the service provider. Your rental agreement "
              "is "
              "with the Provider below, who issues the invoice."),
        ("t", [["服务提供方 Provider", "合肥科学岛算力科技有限公司 Hefei Kexuedao Compute Technology Co., Ltd."],
               ["平台 Platform", "上海算集网络科技有限公司（算力集市）Shanghai Suanji Network Technology Co., Ltd."],
               ["租户 Tenant", "南京鼓楼知微智能科技有限公司 / Nanjing Gulou Zhiwei AI"]], [0.22, 0.78], {"head": 0}),
        ("h", "机器 Machine"),
        ("t", [["规格 Spec", "H20 96GB × 8 整机 whole server，NVSwitch 全互联 NVLink 900GB/s"],
               ["数量 Quantity", "1 台 / 1 server"],
               ["CPU / 内存 RAM", "Intel Xeon Platinum 8468 × 2（96 cores）/ 1.5TB"],
               ["系统盘 System", "480GB SATA SSD"],
               ["数据盘 Data", "3.84TB NVMe × 2（7.68TB）"],
               ["附加 Add-on", "共享 NAS 10TB（平台增值服务，多租户共享）/ shared 10TB NAS add-on"],
               ["公网 Internet", "50Mbps"]], [0.22, 0.78]),
        ("h", "价格 Price"),
        ("p", "¥11.50/卡/小时（= ¥92.00/台/小时），含 6% 增值税 / CNY 11.50 per GPU-hour (CNY 92.00 per server-hour), "
              "VAT "
              "included。按小时计费 billed hourly；最短 7 天 minimum 7 days。平台服务费 ¥0（由服务提供方承担）。"),
        ("h", "服务提供方承诺 Provider commitments"),
        ("p", "1. 型号 H20 96GB，每卡显存 96GB，不替换 / H20 96GB per GPU, no substitution。2. 整机独享，不启用 MIG / "
              "vGPU，不超售 "
              "/ dedicated, no MIG or vGPU, no oversubscription。3. 机内 NVSwitch 全互联 900GB/s。"),
        ("p", "4. 月可用率 99.5% availability；每低于 0.5% 按 10% 返还租金，最高 50% / 10% refund per 0.5% below, up "
              "to 50%。"
              "5. 验收 Acceptance：开机后 12 小时内可运行平台验收脚本（nccl-tests busbw ≥ 300GB/s、fio ≥ 5GB/s），"
              "不达标全额退款"
              " / full refund if the acceptance script fails within 12 h。6. 退租后 24 小时内清除数据盘 / data disks "
              "wiped within"
              " 24 h of release。"),
        ("small", f"{COPY} 2026 算力集市 ComputeBazaar　上海算集网络科技有限公司　沪ICP备2023051177号"),
    ], cjk=True, title="CB-20261203-88217", author="算力集市",
        header="https://www.computebazaar.cn/order/CB-20261203-88217")


@doc("t25")
def t25(out: Path) -> None:
    pdf(out / "t25-datasheet-quote-mi300x-dense-bi.pdf", [
        ("brand", "前海超算　QIANHAI HYPERCOMPUTE"),
        ("slogan", "深圳前海超算科技有限公司 Shenzhen Qianhai HyperCompute Technology Co., Ltd."),
        ("title", "产品规格与报价 Datasheet &amp; Quotation　QH-DS-2612-03"),
        ("p", "致 To：Aurora Pixel Labs（极光像素）　日期 Date：2026-12-04"),
        ("t", [["参数 Parameter", "每卡 per GPU"],
               ["型号 Model", "AMD Instinct MI300X OAM"],
               ["显存 Memory", "192GB HBM3，5.3TB/s"],
               ["BF16 稠密算力 Dense BF16", "2,615 TFLOPS"],
               ["FP8", "5,230 TFLOPS"],
               ["互联 Interconnect", "Infinity Fabric (xGMI) 8 卡全互联 full mesh"]], [0.35, 0.65]),
        ("t", [["整机 Server", "配置 Configuration"],
               ["数量 Quantity", "两台 two (2)，每台 8 × MI300X"],
               ["CPU / 内存 RAM", "AMD EPYC 9534 × 2（64 cores each）/ 2TB"],
               ["存储 Storage", "系统盘 boot 960GB NVMe × 2（RAID1）；数据盘 data 7.68TB NVMe × 4（30.72TB）"],
               ["网络 Network", "RoCE v2 400Gb/s × 8（3.2Tb/s）RDMA；公网 internet 1Gbps"]], [0.25, 0.75]),
        ("h", "报价 Quotation"),
        ("p", "US$2.35 per GPU-hour（US$18.80 per server-hour），不含税 excl. tax；按小时计费、按月出账 billed hourly, "
              "invoiced "
              "monthly；最短 3 个月 minimum 3 months。"),
        ("h", "服务承诺 Commitments"),
        *en_terms("Qianhai HyperCompute", "AMD Instinct MI300X", "192GB",
                  "xGMI full mesh in each server; RoCE v2 8 x 400Gb/s between the two servers.", "99.9%",
                  "5% of the monthly charge per 0.1% below target, up to 50%.",
                  "rccl-tests (busbw >= 280GB/s) and fio (>= 8GB/s) within 24 h of delivery; failed servers replaced.",
                  "Data wiped within 5 days after the term, certificate issued."),
        ("p", "深圳前海超算科技有限公司　销售 Sales：钟雅婷 Zhong Yating"),
    ], cjk=True, title="QH-DS-2612-03", author="深圳前海超算科技有限公司", footer="QIANHAI HYPERCOMPUTE 前海超算")


@doc("t26")
def t26(out: Path) -> None:
    pdf(out / "t26-jingying-zulin-baojia-h800-bi.pdf", [
        ("brand", "申江汇通租赁　SHENJIANG HUITONG LEASING"),
        ("title", "设备经营租赁报价 Equipment Operating Lease Quotation　SJHT-OL-2026-117"),
        ("t", [["出租人 Lessor", "申江汇通融资租赁有限公司 Shenjiang Huitong Leasing Co., Ltd."],
               ["承租人 Lessee", "上海张江启明生物智能有限公司 Zhangjiang Qiming Bio-AI Co., Ltd."],
               ["制造商 Manufacturer", "新华三 H3C（UniServer R5500 G6，非合同方 not a party）"],
               ["机房 Data centre", "上海临港数据港（运营方，非合同方 operator, not a "
                                    "party）"]], [0.22, 0.78], {"head": 0}),
        ("h", "租赁物 Leased equipment"),
        ("p", "H3C UniServer R5500 G6 八卡服务器 四台 / four (4) 8-GPU servers, 每台 each：NVIDIA H800 SXM5 80GB × "
              "8（NVSwitch，"
              "NVLink 400GB/s）；Intel Xeon Platinum 8468 × 2（96 cores）；2TB；系统盘 boot 960GB M.2 × 2（RAID1）；"
              "数据盘 data "
              "3.84TB NVMe × 6（23.04TB）；NDR InfiniBand 400Gb/s × 8（3.2Tb/s）；公网 internet 100Mbps。"),
        ("h", "租金 Rent"),
        ("t", [["项目 Item", "金额 Amount"],
               ["月租金（每台）Monthly rent per server", "¥57,630.00 含 13% 增值税 incl. VAT（不含税 excl. "
                                                         "¥51,000.00）"],
               ["租期 Term", "12 个月，租期内不得提前退租 / 12 months, no early termination"],
               ["支付 Payment", "按月预付 monthly in advance"],
               ["保证金 Security deposit", "¥230,520.00（期满退还，不计入租金 refundable, not rent）"]], [0.35, 0.65]),
        ("h", "服务承诺 Service commitments（出租人负责运维 Lessor operates the equipment）"),
        *zh_terms("出租人", "NVIDIA H800 SXM5 80GB", "80GB", "机内 NVSwitch 全互联，机间 NDR InfiniBand 8 × 400Gb/"
                                                             "s。", "99.9%",
                  "每低于 0.1% 减免当月租金 5%，最高 50%。",
                  "起租前联合验收：4 机 nccl-tests busbw ≥ 300GB/s、fio ≥ 8GB/s，通过后签署起租确认书。",
                  "租期届满 7 日内擦除数据并出具销毁证明 / data wiped within 7 days, certificate issued。"),
        ("p", "申江汇通融资租赁有限公司　租赁业务三部　陆嘉懿　2026-12-03"),
    ], cjk=True, title="SJHT-OL-2026-117", author="申江汇通融资租赁有限公司",
        footer="申江汇通融资租赁有限公司　上海市浦东新区世纪大道 1198 号")


@doc("t27")
def t27(out: Path) -> None:
    text(out / "t27-notion-page-4090-nvlink-bi.md", """
# RTX 4090 八卡集群 / 8x RTX 4090 Cluster

> 蓉城算力 RongCompute · 成都蓉城算力科技有限公司 Chengdu Rongcheng Computing Technology Co., Ltd.
> 本页面由销售团队维护，最后更新 Last edited: 2026-12-02

## 亮点 Highlights

- 8 卡通过 NVLink 全互联，卡间带宽 300 GB/s / all 8 GPUs fully interconnected via NVLink, 300 GB/s per GPU
- 整机独享，不切分 / whole server dedicated, never sliced
- 成都天府新区机房，绿电 / Tianfu New Area data centre, green power

## 规格 Spec (per server)

| 项目 Item | 配置 Configuration |
|---|---|
| GPU | NVIDIA GeForce RTX 4090 24GB × 8，NVLink 全互联 full mesh |
| CPU | AMD EPYC 7542 × 2 (32 cores each) |
| 内存 RAM | 512GB |
| 系统盘 System | 1TB NVMe |
| 数据盘 Data | 3.84TB NVMe × 2 (7.68TB) |
| 机间 Inter-node | 2 × 25GbE RoCE v2 (50Gb/s) |
| 公网 Internet | 200Mbps |

## 价格 Pricing（本次为 两台 two servers 报价）

| 计费 Billing | 单价 Price |
|---|---|
| 按卡时 per GPU-hour | ¥1.60 /卡/小时 |
| 按台时 per server-hour | ¥12.80 /台/小时 |

含 6% 增值税 VAT included. 按小时计费 billed hourly; 最短 7 天 minimum 7 days.

## 服务承诺 Commitments

1. 保证 RTX 4090 24GB，不替换 / RTX 4090 24GB guaranteed, no substitution
2. 整机独享，不虚拟化不超售 / dedicated, no virtualisation, no oversubscription
3. 卡间 NVLink 全互联 300 GB/s / NVLink full mesh 300 GB/s
4. 可用率 99.5% availability；每低于 0.5% 返还 10% 费用，最高 50% / 10% credit per 0.5% below, up to 50%
5. 验收 Acceptance：交付 12 小时内 gpu-burn + nccl-tests，不达标免费更换 / replaced free if they fail
6. 数据 Data：退租后 24 小时内擦除 / wiped within 24 h of release

联系 Contact: 何思远 He Siyuan · sales@rongcompute.cn
""")


@doc("t28")
def t28(out: Path) -> None:
    text(out / "t28-approval-memo-buyer-h200-bi.md", """
# 采购审批备忘 Procurement Approval Memo — LHB-PA-2026-044

**莲港生物科技有限公司 Lotus Harbor Biotech Limited** · 内部 Internal · 2026-12-03

| | |
|---|---|
| 申请 Requested by | 蔡俊杰 Kelvin Choi, Head of ML |
| 审批 Approver | 黄美琪 Maggie Wong, CFO |
| 事项 Subject | 租用 H200 服务器 Rent H200 servers for protein-LM LoRA fine-tuning |

## 1. 建议供应商 Recommended supplier

**香港維港算力有限公司 Victoria Harbour Compute Limited**（維港算力），quote VHC-Q-2611-08 dated 2026-11-28.
Tsing Yi Data Centre Ltd was also contacted but offers colocation only, not relevant.

## 2. 報價摘要 Quote summary

- 數量 Quantity: 2 servers, each 8 × NVIDIA H200 SXM 141GB, NVSwitch, NVLink 900 GB/s
- Host: 2 × Intel Xeon Platinum 8480+ (112 cores), 2TB RAM
- Storage per server: boot 2 × 1.92TB NVMe (RAID1); data 4 × 7.68TB NVMe (30.72TB)
- Fabric: NDR InfiniBand 8 × 400Gb/s (3.2Tb/s) per server, RDMA; internet 1 Gbps per server
- 價格 Price: HK$22.80 per GPU-hour (HK$182.40 per server-hour); no VAT/GST in Hong Kong
- Billing hourly, invoiced monthly; minimum 3 months

## 3. 供應商承諾 Supplier commitments (quote §5)

1. GPU model H200 SXM 141GB, 141GB per GPU, no substitution
2. Whole servers dedicated, no MIG / vGPU, no oversubscription
3. NVLink full mesh in each server and NDR IB between the two, for the whole term
4. 99.9% monthly availability; 5% credit per 0.1% below, up to 50%
5. Acceptance within 24h: nccl-tests 2-node busbw >= 350 GB/s, fio >= 10 GB/s; failures replaced
6. Data wiped within 5 business days after the term, certificate issued

## 4. 預算 Budget

Estimated 3 months x 730 h x 16 GPUs x HK$22.80 = HK$798,912 (estimate only).

批准 Approved — Maggie Wong, 2026-12-04
""")


@doc("t29")
def t29(out: Path) -> None:
    pdf(out / "t29-daixiang-tongzhidan-credit-note-a100-bi.pdf", [
        ("brand", "紫金山算力　ZIJINSHAN COMPUTE"),
        ("title", "贷项通知单 Credit Note　CN-ZJS-2612-004"),
        ("t", [["客户 Customer", "南京江北新区图灵语言科技有限公司 Turing Language Technology"],
               ["合同 Contract", "ZJS-HT-2026-0319"], ["日期 Date", "2026-12-02"]], [0.22, 0.78], {"head": 0}),
        ("h", "调整事由 Reason"),
        ("p", "2026-11-17 第 2 台服务器 IB 网卡故障，中断 6.5 小时，11 月可用率 99.10%，低于承诺的 99.9%。按合同第 6.2 "
              "条，减免第 2 台 "
              "11 月费用 10%。/ Node 2 lost its IB adapter for 6.5 hours on 17 Nov; November availability 99.10% "
              "against "
              "the committed 99.9%; 10% of node 2's November fee is credited under clause 6.2."),
        ("t", [["项目 Item", "金额 Amount"],
               ["贷项金额 Credit amount", "¥3,300.00（将抵扣 12 月账单 / offset against the December invoice）"]],
         [0.35, 0.65]),
        ("h", "合同服务（复述）Contracted service (restated)"),
        ("p", "两台 two (2) servers，每台 each：NVIDIA A100 SXM4 80GB × 8（NVSwitch，NVLink 600GB/s）；AMD EPYC 7H12 × "
              "2（64 cores"
              " each）；1TB；系统盘 boot 960GB NVMe；数据盘 data 3.84TB NVMe × 4（15.36TB）；HDR InfiniBand 200Gb/s × "
              "4（800Gb/s）；"
              "公网 internet 100Mbps。"),
        ("p", "单价 Unit price：¥33,000.00/台/月（含 6% 增值税 VAT incl.）；最短 6 个月 minimum 6 months；按月 billed "
              "monthly。"),
        ("h", "合同承诺 Contract commitments"),
        *zh_terms("我司", "NVIDIA A100 SXM4 80GB", "80GB", "机内 NVSwitch 全互联，机间 HDR InfiniBand 4 × 200Gb/"
                                                           "s。", "99.9%",
                  "每低于 0.1% 减免该台当月费用 1.25%，最高 50%（第 6.2 条）。",
                  "交付后 24 小时内运行 nccl-tests（busbw ≥ 180GB/s）与 fio（≥ 6GB/s），合格后签验收单。",
                  "合同结束 3 个工作日内删除数据并出具证明。"),
        ("p", "南京紫金山算力科技有限公司 Nanjing Zijinshan Computing Technology Co., Ltd.　财务部 Finance"),
    ], cjk=True, title="CN-ZJS-2612-004", author="南京紫金山算力科技有限公司",
        footer="南京紫金山算力科技有限公司　南京市玄武区徐庄软件园 8 号")


@doc("t30")
def t30(out: Path) -> None:
    pdf(out / "t30-caigou-dingdan-phase1-l40s-bi.pdf", [
        ("brand", "南山视觉　NANSHAN VISION"),
        ("title", "采购订单 Purchase Order　PO-NSV-2026-219"),
        ("t", [["买方 Buyer", "深圳南山视觉智能有限公司 Shenzhen Nanshan Vision Intelligence Co., Ltd."],
               ["供应商 Supplier", "东莞松山湖算力服务有限公司 Dongguan Songshan Lake Compute Services Co., Ltd."],
               ["依据 Reference", "供应商报价 SSL-Q-1126（2026-11-26）"],
               ["日期 Date", "2026-12-03"]], [0.2, 0.8], {"head": 0}),
        ("p", "本订单为一期 Phase 1。二期 Phase 2（另四台）另行下单，不在本订单范围 / Phase 2 (four more servers) will "
              "be a "
              "separate PO and is not part of this order."),
        ("t", [["行 Line", "品名 Description", "数量 Qty", "单价 Unit price", "月金额 Monthly"],
               ["1", "L40S 48GB × 8 GPU 服务器租赁 server "
                     "rental（一期）", "4 台", "¥1,950.00/卡/月（¥15,600.00/台/月）",
                "¥62,400.00"],
               ["2", "部署费 Setup（一次性 one-time）", "1", "¥2,000.00", "-"]], [0.08, 0.4, 0.1, 0.27, 0.15]),
        ("p", "价格含 6% 增值税 VAT included；租期 6 个月，最短 6 个月 minimum 6 months；按月结算 monthly。"),
        ("h", "每台配置 Per server"),
        ("p", "NVIDIA L40S 48GB × 8（PCIe Gen4，无 NVLink / no NVLink）；Intel Xeon Gold 6438Y+ × 2（32 cores each）；"
              "512GB；"
              "系统盘 480GB SATA SSD × 2（RAID1）；数据盘 3.84TB NVMe × 4（15.36TB）；RoCE v2 100Gb/s × 2（200Gb/s）"
              "RDMA；"
              "公网 internet 100Mbps。"),
        ("h", "供应商承诺（并入本订单）Supplier commitments incorporated"),
        *zh_terms("供应商", "NVIDIA L40S 48GB", "48GB", "卡间经 PCIe Gen4（L40S 无 NVLink），机间 RoCE v2 2 × 100Gb/"
                                                        "s。", "99.9%",
                  "每低于 0.1% 减免当月费用 5%，最高 30%。",
                  "交付 48 小时内 gpu-burn、nccl-tests（4 机 busbw ≥ 20GB/s）、fio（≥ 5GB/s），不合格更换。",
                  "租期结束 5 个工作日内擦除数据并出具证明。"),
        ("p", "买方签章 Buyer：深圳南山视觉智能有限公司　采购经理 曾子健　　供应商确认 Supplier："
              "东莞松山湖算力服务有限公司　梁静"),
    ], cjk=True, title="PO-NSV-2026-219", author="深圳南山视觉智能有限公司",
        footer="深圳南山视觉智能有限公司　采购部 Procurement")


@doc("t31")
def t31(out: Path) -> None:
    text(out / "t31-bilingual-email-sgd-h100-bi.txt", """
From: Lim Wei Ling 林慧玲 <weiling.lim@tpcompute.sg>
To: Zhao Peng 赵鹏 <zhao.peng@merlionmind.ai>
Date: Fri, 4 Dec 2026 10:41:17 +0800
Subject: 报价 Quotation - 2 x HGX H100 (Ref TPC-Q-2612-07)

赵先生您好 / Dear Mr Zhao,

感谢来电。按您的需求，报价如下 / Following our call, our quotation:

1) 配置 Configuration - two (2) servers / 两台, each:
   - 8 x NVIDIA H100 SXM5 80GB, NVSwitch, NVLink 900 GB/s
   - 2 x Intel Xeon Platinum 8480+ (112 cores), 2 TB RAM
   - 系统盘 boot: 2 x 960 GB NVMe (RAID 1)
   - 数据盘 data: 4 x 7.68 TB NVMe (30.72 TB)
   - 计算网络 fabric: NDR InfiniBand 8 x 400 Gb/s (3.2 Tb/s), RDMA
   - 公网 internet: 10 Gbps
   Hosted in a Jurong West colocation facility (operator is not a party).

2) 价格 Price:
   S$15,200.00 per server per month, excl. 9% GST (S$16,568.00 incl. GST)
   一次性安装费 one-off setup S$800 per server (not part of the monthly price)
   最短 6 个月 minimum 6 months; 按月预付 billed monthly in advance

3) 承诺 Commitments (will be in the Service Agreement):
   - GPU model H100 SXM5 80GB, 80 GB per GPU, no substitution / 不替换型号
   - 整机独享 dedicated: no MIG, no vGPU, no oversubscription
   - NVLink full mesh in each server, NDR IB between the two
   - 99.9% monthly availability; 5% credit per 0.1% below, max 50%
   - 验收 acceptance within 48 h: nccl-tests 2-node busbw >= 350 GB/s, fio >= 10 GB/s
   - 数据 data: wiped within 5 business days after the term, certificate issued

Best regards / 此致
Lim Wei Ling 林慧玲
Tanjong Pagar Compute Pte. Ltd. 丹戎巴葛算力私人有限公司
UEN 202318842K | 10 Anson Road, #22-05, Singapore 079903
""")


@doc("t32")
def t32(out: Path) -> None:
    pdf(out / "t32-list-net-annual-prepay-b200-hkd-bi.pdf", [
        ("brand", "LANTAU PEAK　大嶼峰算力"),
        ("slogan", "Lantau Peak Compute Limited 大嶼峰算力有限公司　·　觀塘 Kwun Tong, Hong Kong"),
        ("title", "報價單 Quotation　LPC-Q-2612-11"),
        ("p", "致 To：Harbourline Quant Research Limited（港線量化研究）　日期 Date：2026-12-04　有效期 Valid：14 "
              "days"),
        ("t", [["項目 Item", "數量 Qty", "目錄價 List (HK$ / server / "
                                         "year)", "折扣 Discount", "淨價 Net (HK$ / server / year)"],
               ["HGX B200 8-GPU 伺服器租用 server rental，年付預付 annual prepaid", "2", "1,980,000.00", "15%",
                "1,683,000.00"],
               ["合計 Total (2 servers, 1 year)", "", "", "", "3,366,000.00"]], [0.36, 0.08, 0.2, 0.12, 0.24],
         {"bold": [2]}),
        ("p", "淨價 Net HK$1,683,000.00 per server per year, paid annually in advance, equal to HK$140,250.00 per "
              "server "
              "per month. 香港無增值稅 No VAT in Hong Kong. 最短 12 個月 minimum 12 months; 一次性年付 billed once a "
              "year in "
              "advance. 目錄價 List price is shown for reference only and is not payable."),
        ("h", "配置 Configuration (per server)"),
        ("t", [["GPU", "NVIDIA B200 180GB HBM3e × 8，NVLink 5 全互聯 full mesh 1.8TB/s"],
               ["CPU / RAM", "Intel Xeon Platinum 8570 × 2（112 cores）/ 2TB"],
               ["Storage", "系統盤 boot 960GB NVMe × 2（RAID1）；數據盤 data 3.84TB NVMe × 8（30.72TB）"],
               ["Network", "NDR InfiniBand 400Gb/s × 8（3.2Tb/s）RDMA；公網 internet 1Gbps"]], [0.18, 0.82]),
        ("h", "服務承諾 Commitments"),
        *en_terms("Lantau Peak", "NVIDIA B200", "180GB",
                  "NVLink 5 full mesh in each server; NDR InfiniBand between the two servers.", "99.9%",
                  "5% of the monthly equivalent per 0.1% below target, up to 50%, refunded or credited.",
                  "Acceptance within 48 h: nccl-tests 2-node busbw >= 650GB/s and fio >= 10GB/s; failures replaced.",
                  "Data wiped within 7 days after the term with a certificate."),
        ("p", "大嶼峰算力有限公司 Lantau Peak Compute Limited　客戶經理 Account Manager：陳樂謙 Lok Him Chan"),
    ], cjk=True, title="LPC-Q-2612-11", author="Lantau Peak Compute Limited",
        footer="Lantau Peak Compute Limited 大嶼峰算力有限公司　BR 73319822")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout24")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
