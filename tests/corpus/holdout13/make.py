"""Build the holdout13 studied corpus: 32 GPU-rental offers in 34 files (PDF, .txt, .md), Chinese, English,
bilingual, weighted toward storage (per-node data disks beside boot disks, 单台/合计 quantity columns, RAID,
cluster totals, shared-storage and cloud-disk quotas, object storage priced as its own line, disks in prose and in
BOMs, TiB beside TB, a supplementary agreement that changes the disks, an appendix that corrects a figure), pricing
(GPU-hour, node-month, card-month, instance-month; on-demand / reserved / spot side by side; discounts; tax
inclusive and exclusive; minimum terms in words and digits; ladders with the chosen term marked; totals that imply
the unit price; CNY, USD, EUR, GBP, HKD, SGD) and vendor identity (bidders and tender agents, 销售方 at the foot of a
pro-forma invoice, fax headers, From lines and signatures, resellers beside providers, CRM header blocks).

Run: python tests/corpus/holdout13/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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
    """The CID face for a document: STSong-Light for simplified Chinese (cjk=True), or the one named."""
    if isinstance(cjk, str):
        return cjk
    return "STSong-Light" if cjk else None


def _styles(cjk: bool | str) -> dict[str, ParagraphStyle]:
    face = _face(cjk)
    font = face or "Helvetica"
    bold = face or "Helvetica-Bold"
    wrap = "CJK" if face else None
    return {
        "title": ParagraphStyle("title", fontName=bold, fontSize=15, leading=20, spaceAfter=5, wordWrap=wrap),
        "brand": ParagraphStyle("brand", fontName=bold, fontSize=20, leading=24, spaceAfter=2, wordWrap=wrap,
                                textColor=colors.HexColor("#5a2a12")),
        "h": ParagraphStyle("h", fontName=bold, fontSize=11, leading=14.5, spaceBefore=6, spaceAfter=3,
                            wordWrap=wrap),
        "p": ParagraphStyle("p", fontName=font, fontSize=9.4, leading=13.2, spaceAfter=3, wordWrap=wrap),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.6, leading=10.2, wordWrap=wrap,
                                textColor=colors.HexColor("#444444")),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=8.2, leading=10.6, wordWrap=wrap),
        "mono": ParagraphStyle("mono", fontName=face or "Courier", fontSize=8.6, leading=11.4),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool | str = False, title: str = "", author: str = "",
        footer: str = "", land: bool = False) -> None:
    """Lay out a list of (kind, ...) items as a PDF; footer text and page numbers on every page.

    Kinds: brand, title, h, p, small (paragraphs); sp (space, mm); pb (page break); mono (preformatted);
    t (ruled table: rows, column fractions, options head/shade/shade_col); cols (two unruled columns)."""
    st = _styles(cjk)
    size = landscape(A4) if land else A4
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=15 * mm, bottomMargin=18 * mm, title=title, author=author)
    width = size[0] - 36 * mm
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
            cells = [[Paragraph(str(c), st["cell"]) for c in r] for r in rows]
            cols = [width * w for w in widths] if widths else None
            t = Table(cells, colWidths=cols, repeatRows=1 if opts.get("head", True) else 0)
            style = [("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#888888")),
                     ("VALIGN", (0, 0), (-1, -1), "TOP")]
            if opts.get("head", True):
                style.append(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dde4ee")))
            for r in opts.get("shade", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#fff2b3")))
            for c in opts.get("shade_col", []):
                style.append(("BACKGROUND", (c, 0), (c, -1), colors.HexColor("#fff2b3")))
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
        if footer:
            canvas.drawString(18 * mm, 9 * mm, footer)
        canvas.drawRightString(size[0] - 18 * mm, 9 * mm, f"{canvas.getPageNumber()}")
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
    pdf(out / "k01-bid-response-h800-4node-zh.pdf", [
        ("small", "蜀采通电子招投标平台　｜　投标文件（商务部分）　｜　招标编号：XJZY-2026-GK-0318"),
        ("title", "西南交通智能研究院 2027 年度大模型训练算力租赁服务采购项目"),
        ("p", "招标人：西南交通智能研究院　　招标代理机构：四川中诚招标代理有限公司"),
        ("p", "投标人：重庆两江智算科技有限公司（盖章）　　法定代表人或授权代表：邓文涛（签字）"),
        ("p", "投标日期：2026 年 11 月 30 日"),
        ("h", "一、开标一览表"),
        ("t", [["项目名称", "投标总价（元，含税）", "服务期", "交付期"],
               ["大模型训练算力租赁服务", "4,912,400.00<br/>大写：肆佰玖拾壹万贰仟肆佰元整", "12 个月",
                "合同签订后 15 日内"]], [0.3, 0.3, 0.15, 0.25]),
        ("h", "二、分项报价表"),
        ("t", [["序号", "服务内容", "规格配置", "单位", "数量", "单价（元）", "小计（元）"],
               ["1", "H800 GPU 服务器租赁", "见技术参数响应表，共 4 台", "台·月", "48", "94,800.00",
                "4,550,400.00"],
               ["2", "并行文件存储（集群共享）", "300TB 可用容量，4 台共用", "TB·月", "3,600", "95.00",
                "342,000.00"],
               ["3", "部署、调试及培训", "一次性", "项", "1", "20,000.00", "20,000.00"],
               ["", "", "", "", "", "合计", "4,912,400.00"]],
         [0.06, 0.2, 0.26, 0.08, 0.08, 0.15, 0.17]),
        ("small", "注：第 1 项数量 48 = 4 台 × 12 个月；第 2 项数量 3,600 = 300TB × 12 个月。"
                  "以上报价均含 6% 增值税。"),
        ("h", "三、技术参数响应表（每台）"),
        ("t", [["序号", "招标要求", "投标响应", "偏离"],
               ["1", "GPU：8 张 H800 SXM，单卡显存 ≥ 80GB", "8 × NVIDIA H800 SXM5 80GB HBM3", "无偏离"],
               ["2", "GPU 互联：NVLink 全互联", "NVSwitch 全互联，每卡 NVLink 400GB/s", "无偏离"],
               ["3", "CPU：≥ 2 颗，合计 ≥ 96 核", "2 × Intel Xeon Platinum 8468（48 核）", "无偏离"],
               ["4", "内存：≥ 2TB", "2TB（32 × 64GB DDR5-4800）", "无偏离"],
               ["5", "系统盘：≥ 2 块，RAID1", "2 × 960GB SATA SSD，RAID1", "无偏离"],
               ["6", "数据盘：每台 NVMe ≥ 30TB", "4 × 7.68TB NVMe U.2（每台 30.72TB）", "正偏离"],
               ["7", "计算网络：≥ 8 × 400Gb/s，支持 RDMA", "8 × 400Gb/s NDR InfiniBand，GPUDirect RDMA", "无偏离"],
               ["8", "公网带宽：每台 ≥ 100Mbps", "每台 100Mbps 独享", "无偏离"]],
         [0.07, 0.33, 0.45, 0.15]),
        ("h", "四、服务承诺书"),
        ("p", "我方郑重承诺，中标后将以下内容写入合同："),
        ("p", "1. 交付 GPU 型号为 NVIDIA H800 SXM5，单卡显存 80GB，不以其他型号替代；"
              "2. 机内 NVSwitch 全互联、机间 NDR InfiniBand 按响应表交付；"
              "3. 4 台服务器由招标人独享，不虚拟化、不超售；"),
        ("p", "4. 单台月度可用率不低于 99.9%；5. 每低于承诺值 0.1 个百分点，减免该台当月服务费 5%，"
              "累计不超过 50%；"),
        ("p", "6. 交付后 5 个工作日内，以 nccl-tests 4 机 busbw ≥ 340GB/s、fio 单盘顺序读 ≥ 6GB/s、"
              "Llama 3 70B LoRA tokens/s 基线三项作为验收标准；"),
        ("p", "7. 服务期满后 7 日内清除全部本地盘及并行存储中的招标人数据，并出具数据销毁证明。"),
        ("sp", 3),
        ("p", "投标人：重庆两江智算科技有限公司（两江智算）　　地址：重庆市渝北区金开大道 1600 号"
              "　　联系人：邓文涛 023-6780 2211"),
    ], cjk=True, title="投标文件 XJZY-2026-GK-0318", author="重庆两江智算科技有限公司",
        footer="投标人：重庆两江智算科技有限公司　招标编号 XJZY-2026-GK-0318")


@doc("k02")
def k02(out: Path) -> None:
    pdf(out / "k02-framework-order-schedule-a800-zh.pdf", [
        ("small", "《GPU 算力服务框架协议》（协议编号：QH-FA-2026-007）项下"),
        ("title", "订单附表　第 3 号"),
        ("p", "甲方（采购方）：苏州澜舟生物计算有限公司"),
        ("p", "乙方（服务方）：江苏启衡算力科技有限公司（“启衡算力”）"),
        ("p", "本订单附表依据框架协议第 4.2 条签发，除本附表另有约定外，适用框架协议全部条款。"),
        ("h", "一、订购内容"),
        ("t", [["项目", "单台配置", "单台数量", "合计数量（2 台）"],
               ["GPU", "NVIDIA A800 SXM4 80GB，NVLink 400GB/s，NVSwitch 全互联", "8 张", "16 张"],
               ["CPU", "Intel Xeon Platinum 8358（32 核）", "2 颗", "4 颗"],
               ["内存", "64GB DDR4-3200 RDIMM", "16 条（1TB）", "32 条（2TB）"],
               ["系统盘", "480GB SATA SSD，RAID1", "2 块", "4 块"],
               ["数据盘", "Samsung PM1733 15.36TB U.2 NVMe", "2 块（30.72TB）", "4 块（61.44TB）"],
               ["计算网络", "200Gb/s HDR InfiniBand（ConnectX-6）", "4 口", "8 口"],
               ["公网", "独享带宽", "50Mbps", "—"]], [0.12, 0.46, 0.18, 0.24]),
        ("h", "二、服务期与费用"),
        ("p", "2.1 服务期：2027 年 1 月 1 日至 2027 年 6 月 30 日，共 6 个月。框架协议约定单笔订单服务期"
              "不少于 3 个月。"),
        ("p", "2.2 计价方式：按卡计价，7,350 元/卡/月（不含税），增值税税率 6% 另计；"
              "每台 8 卡折合 58,800 元/台/月。"),
        ("p", "2.3 本订单月服务费：16 卡 × 7,350 = 117,600.00 元（不含税），含税 124,656.00 元；按月预付。"),
        ("p", "2.4 对象存储如需使用，按框架协议附件三价格另行计费（0.10 元/GB/月），不含在上述服务费中。"),
        ("h", "三、服务水平（摘自框架协议附件二《服务水平协议》）"),
        ("p", "（1）GPU 型号为 NVIDIA A800 SXM4 80GB，每卡显存 80GB；（2）机内 NVSwitch 全互联，"
              "机间 4 × 200Gb/s HDR InfiniBand，支持 RDMA；（3）服务器由甲方独占，不虚拟化、不超售；"),
        ("p", "（4）月度可用率 ≥ 99.9%；（5）每低 0.1 个百分点按当月服务费 5% 补偿，上限 40%；"),
        ("p", "（6）交付后 3 个工作日内按 nccl-tests 双机 busbw ≥ 85GB/s、fio 顺序读 ≥ 6GB/s 验收；"),
        ("p", "（7）订单终止后 5 个工作日内擦除全部数据盘并出具擦除报告。"),
        ("sp", 4),
        ("t", [["甲方（盖章）", "乙方（盖章）"],
               ["苏州澜舟生物计算有限公司<br/>授权代表：沈佳<br/>2026 年 12 月 2 日",
                "江苏启衡算力科技有限公司<br/>授权代表：顾海峰<br/>2026 年 12 月 2 日"]], [0.5, 0.5]),
    ], cjk=True, title="订单附表第 3 号", author="江苏启衡算力科技有限公司",
        footer="框架协议 QH-FA-2026-007 · 订单附表第 3 号")


@doc("k03")
def k03(out: Path) -> None:
    text(out / "k03-wechat-chat-4090-nvlink-zh.txt", """
微信聊天记录导出
聊天对象：弧光算力-小林（销售）
导出时间：2026-11-27 18:40

2026-11-27 14:12  陈总（鲸跃科技）
在吗，想租 4090 整机，跑 Qwen 14B 的 LoRA，你们现在有货吗

2026-11-27 14:15  弧光算力-小林（销售）
陈总好！有现货的，广州机房，配置是这样的👇
8 张 RTX 4090 24G 涡轮版
2 颗 Xeon Gold 6330，单颗 28 核
内存 512G
系统盘 1T 固态
数据盘 2 块 3.84T 的 U.2 NVMe，不做 raid 的话就是两个盘一共 7.68T
公网 50M 独享

2026-11-27 14:16  陈总（鲸跃科技）
卡之间怎么互联的

2026-11-27 14:18  弧光算力-小林（销售）
我们这批是改过的，8 卡之间 NVLink 全互联，带宽 112GB/s，多卡训练很快的😄

2026-11-27 14:20  陈总（鲸跃科技）
价格呢

2026-11-27 14:23  弧光算力-小林（销售）
按卡时是 1.9 元/卡/时
包月的话整机 10500/月
都是不含税价，要开票的话另加 6 个点
最短租一个月

2026-11-27 14:30  陈总（鲸跃科技）
包月吧，先一台，租三个月

2026-11-27 14:31  弧光算力-小林（销售）
好嘞，整机独享的，不会和别人共用卡
可用率我们承诺 99.5%
押金一个月，合同主体是我们 广州弧光智算科技有限公司，明天把合同发您

2026-11-27 14:32  陈总（鲸跃科技）
👌
""")


@doc("k04")
def k04(out: Path) -> None:
    pdf(out / "k04a-proforma-invoice-h200-zh.pdf", [
        ("brand", "BLUEBAY　蓝湾算力"),
        ("title", "形 式 发 票（预付款通知）"),
        ("p", "发票编号：LW-PI-2612-0031　　开具日期：2026 年 12 月 3 日　　付款期限：2026 年 12 月 8 日前"),
        ("t", [["购买方", ""],
               ["名称", "天津衡岳医疗人工智能研究院有限公司"],
               ["纳税人识别号", "91120116MA07K3XQ2B"],
               ["地址、电话", "天津市滨海新区中新生态城 动漫中路 126 号　022-5981 6630"]],
         [0.2, 0.8], {"head": False}),
        ("t", [["项目名称", "规格型号", "单位", "数量", "单价（不含税）", "金额", "税率", "税额"],
               ["*信息技术服务*GPU 算力租赁服务费（H200 八卡服务器）", "H200-8G-141", "台·月", "6",
                "121,000.00", "726,000.00", "6%", "43,560.00"],
               ["*信息技术服务*对象存储服务费", "标准存储 50TB", "TB·月", "150", "80.00", "12,000.00", "6%",
                "720.00"],
               ["合计", "", "", "", "", "738,000.00", "", "44,280.00"]],
         [0.27, 0.12, 0.07, 0.06, 0.13, 0.13, 0.07, 0.15]),
        ("p", "价税合计（大写）：柒拾捌万贰仟贰佰捌拾元整　　（小写）¥782,280.00"),
        ("h", "备注"),
        ("p", "1. 服务期 2026-12-10 至 2027-03-09，共 3 个月；起租最短 3 个月。服务器数量 2 台"
              "（数量 6 = 2 台 × 3 个月），含税单价 128,260.00 元/台/月。"),
        ("p", "2. 每台配置：8 × NVIDIA H200 SXM 141GB（NVSwitch 全互联，NVLink 900GB/s）；"
              "2 × Intel Xeon Platinum 8558（48 核）；内存 2TB；系统盘 2 × 1.92TB NVMe（RAID1）；"
              "数据盘 4 × 7.68TB NVMe（每台 30.72TB，两台合计 61.44TB）；"
              "8 × 400Gb/s NDR InfiniBand（RDMA）；公网 100Mbps。"),
        ("p", "3. 对象存储 50TB 为独立计费项目，不属于服务器本地存储。"),
        ("p", "4. 本形式发票仅用于预付款申请，不作为报销凭证；收款后开具增值税专用发票。"
              "服务等级按附件《服务等级协议》执行。"),
        ("sp", 3),
        ("t", [["销售方", ""],
               ["名称", "青岛蓝湾算力科技有限公司"],
               ["纳税人识别号", "91370212MA3W8RLY6N"],
               ["开户行及账号", "招商银行青岛崂山支行　5329 0871 6610 902"]],
         [0.2, 0.8], {"head": False}),
        ("p", "收款人：青岛蓝湾算力科技有限公司　　复核：于倩　　开票人：孙浩"),
    ], cjk=True, title="形式发票 LW-PI-2612-0031", author="青岛蓝湾算力科技有限公司",
        footer="青岛蓝湾算力科技有限公司　青岛市崂山区株洲路 151 号　0532-8090 3376")
    pdf(out / "k04b-sla-h200-zh.pdf", [
        ("title", "服务等级协议（SLA）"),
        ("p", "本协议为主服务协议 LW-MSA-2026-019 的附件，适用于青岛蓝湾算力科技有限公司（蓝湾算力）向"
              "天津衡岳医疗人工智能研究院有限公司提供的 H200 GPU 服务器租赁服务（形式发票 LW-PI-2612-0031）。"),
        ("p", "第 1 条　交付的 GPU 为 NVIDIA H200 SXM 141GB，每卡显存 141GB，不得以 H100 或其他型号替代。"),
        ("p", "第 2 条　机内 NVSwitch 全互联（NVLink 900GB/s）；机间每台 8 × 400Gb/s NDR InfiniBand，支持 RDMA。"),
        ("p", "第 3 条　服务器整机由客户独享，不虚拟化、不切分、不超售。"),
        ("p", "第 4 条　单台月度可用率不低于 99.9%。"),
        ("p", "第 5 条　可用率每低于承诺值 0.1 个百分点，按该台当月服务费 5% 抵扣，上限 50%。"),
        ("p", "第 6 条　交付后 48 小时内双方按 nccl-tests 双机 busbw ≥ 360GB/s、fio 单盘顺序读 ≥ 6.5GB/s "
              "及 Llama 3 70B LoRA tokens/s 基线共同验收，验收记录作为 SLA 基线。"),
        ("p", "第 7 条　服务期满后 5 个工作日内对本地数据盘及对象存储桶执行安全删除，并出具数据销毁证明。"),
    ], cjk=True, title="服务等级协议 LW-MSA-2026-019", author="青岛蓝湾算力科技有限公司",
        footer="蓝湾算力 · 服务等级协议")


@doc("k05")
def k05(out: Path) -> None:
    fax = """
NO.0412   2026-11-26 16:47      西安秦岭算力服务有限公司            P.01/02

  ============================  传　真  FAX  ============================

  致 TO   ：武汉江城量子智能科技有限公司　采购部　刘经理
  传真号  ：027-8765 3390
  发 FROM ：西安秦岭算力服务有限公司　商务部　杜明
  电话    ：029-8831 7702　　传真：029-8831 7709
  日期    ：2026 年 11 月 26 日　　页数：2（含本页）
  事由    ：A100 单台租赁报价

  刘经理：您好！
  　　承蒙垂询，现就贵司 Llama 3 8B 微调所需 A100 服务器
  报价如下，请查收。

  一、配置（单台）
  　GPU　　：8 × NVIDIA A100 SXM4 40GB，NVSwitch 全互联，
  　　　　　 NVLink 600GB/s
  　CPU　　：2 × AMD EPYC 7H12（每颗 64 核）
  　内存　　：1TB DDR4
  　系统盘　：2 × 480GB SATA SSD（RAID1）
  　数据盘　：4 × 1.92TB NVMe，组 RAID10，可用 3.84TB
  　网络　　：万兆内网；公网 30Mbps
  二、价格
  　月租金：人民币贰万玖仟捌佰元整（¥29,800.00）/台/月，
  　　　　　含 6% 增值税。
  　最短租期：叁个月；季付，押金壹个月。
"""
    page2 = """
NO.0412   2026-11-26 16:48      西安秦岭算力服务有限公司            P.02/02

  三、服务条款（将写入正式合同）
  　1. GPU 型号为 NVIDIA A100 SXM4 40GB，每卡显存 40GB，不替换；
  　2. 机内 NVSwitch 全互联，按上述配置交付；
  　3. 整机独享，不虚拟化，不超售；
  　4. 月可用率不低于 99.5%；
  　5. 未达标的，每低 0.5% 减免当月租金 10%，上限 30%；
  　6. 交付后 24 小时内按 nvidia-smi、nccl-tests（busbw
  　   ≥ 200GB/s）及 fio 结果验收，双方签字确认；
  　7. 退租后 3 个工作日内擦除全部磁盘并出具书面证明。

  　　传真件如有字迹不清，请来电，以我司回传盖章件为准。

  　　　　　　　　　　　　　　西安秦岭算力服务有限公司（章）
  　　　　　　　　　　　　　　　　　　商务部　杜明
"""
    pdf(out / "k05-fax-a100-40g-zh.pdf", [("mono", fax.strip("\n")), ("pb",), ("mono", page2.strip("\n"))], cjk=True,
        title="传真 A100 报价", author="西安秦岭算力服务有限公司")


_K06_HEAD = ["序号", "类别", "名称及型号", "单台数量", "合计数量（4 台）", "备注"]
_K06_ROWS = [
    ["1", "GPU 服务器", "Supermicro SYS-A22GA-NBRT（HGX B200 8-GPU）", "1", "4", "整机"],
    ["2", "GPU", "NVIDIA B200 192GB HBM3e（SXM）", "8", "32", "NVLink 5，每卡 1.8TB/s"],
    ["3", "NVLink 交换", "NVSwitch（HGX 基板集成）", "2", "8", "8 卡全互联"],
    ["4", "CPU", "Intel Xeon Platinum 8570（56 核，2.1GHz）", "2", "8", "—"],
    ["5", "内存", "Samsung 64GB DDR5-5600 RDIMM", "32", "128", "每台 2TB"],
    ["6", "系统盘", "Micron 7450 PRO 960GB M.2 NVMe（MTFDKBG960TFR）", "2", "8", "RAID1，仅系统"],
    ["7", "数据盘", "Micron 7500 PRO 7.68TB U.3 NVMe（MTFDKCC7T6TGP）", "8", "32", "每台 61.44TB，不做 RAID"],
    ["8", "计算网卡", "NVIDIA ConnectX-7 400Gb/s NDR（单口 OSFP）", "8", "32", "GPUDirect RDMA"],
    ["9", "存储网卡", "NVIDIA BlueField-3 B3220 双口 200Gb/s", "1", "4", "接并行存储"],
    ["10", "管理网卡", "Intel X710 双口 10GbE", "1", "4", "带外管理"],
    ["11", "电源", "3000W 钛金电源", "6", "24", "N+N 冗余"],
    ["12", "IB 交换机", "NVIDIA Quantum-2 QM9700（64 口 NDR）", "—", "2", "集群共用，胖树"],
    ["13", "光模块", "800G OSFP 双口 2×SR4 光模块", "—", "32", "交换机侧"],
    ["14", "光模块", "400G OSFP SR4 单口光模块", "8", "32", "服务器侧"],
    ["15", "光纤跳线", "MPO-12 多模跳线 OM4 5m", "8", "32", "—"],
    ["16", "并行存储", "DDN AI400X2 并行文件系统，可用 1PB", "—", "1 套", "4 台共享，不计入单台"],
    ["17", "存储交换", "NVIDIA Spectrum SN5600（200GbE）", "—", "2", "存储网络"],
    ["18", "管理交换", "华为 CE6881 万兆交换机", "—", "1", "带外"],
    ["19", "机柜", "42U 液冷机柜（单柜 60kW）", "—", "2", "含 PDU"],
    ["20", "公网", "BGP 独享带宽", "200Mbps", "—", "每台一个公网 IP"],
]


@doc("k06")
def k06(out: Path) -> None:
    widths = [0.06, 0.12, 0.4, 0.1, 0.13, 0.19]
    pdf(out / "k06-lease-bom-continued-b200-zh.pdf", [
        ("brand", "玄武智算　XUANWU AI"),
        ("title", "GPU 集群租赁合同　附件二：设备租赁清单及租金"),
        ("p", "合同编号：XW-ZL-2026-1120"),
        ("p", "承租方：上海弈衡人工智能有限公司　　出租方：北京玄武智算科技有限公司（“玄武智算”）"),
        ("p", "本清单所列设备由出租方采购、上架并运维，设备品牌及型号仅用于描述配置，"
              "不构成设备厂商对承租方的任何承诺。"),
        ("h", "表 2-1　设备租赁清单"),
        ("t", [_K06_HEAD, *_K06_ROWS[:11]], widths),
        ("small", "（续下页）"),
        ("pb",),
        ("h", "表 2-1　设备租赁清单（续）"),
        ("t", [_K06_HEAD, *_K06_ROWS[11:]], widths),
        ("p", "说明：每台服务器本地数据盘 8 块 7.68TB，合计 61.44TB/台；4 台合计 245.76TB。第 16 项并行存储为集群"
              "公共资源，不属于任何单台服务器。"),
        ("h", "表 2-2　租金"),
        ("t", [["项目", "金额"],
               ["月租金（4 台合计，不含税）", "¥612,000.00（大写：人民币陆拾壹万贰仟元整）"],
               ["折合单台月租金（不含税）", "¥153,000.00 /台/月"],
               ["增值税", "6%，另计"],
               ["租期", "24 个月（不少于 24 个月），自验收合格之日起算"],
               ["付款", "按月预付，每月 5 日前"],
               ["履约保证金", "¥612,000.00（一个月租金），租期届满无息退还"]], [0.35, 0.65]),
        ("h", "附件二之三　服务承诺"),
        ("p", "（一）出租方交付 NVIDIA B200 192GB GPU，每卡显存 192GB，不以 H200 等其他型号替代；"
              "（二）机内 NVSwitch 全互联（NVLink 1.8TB/s），机间每台 8 × 400Gb/s NDR InfiniBand，"
              "支持 GPUDirect RDMA；（三）4 台设备由承租方独享，不虚拟化、不超售；"),
        ("p", "（四）单台月度可用率 ≥ 99.9%；（五）每低 0.1 个百分点按该台当月租金 5% 抵扣，上限 50%；"),
        ("p", "（六）交付后 5 个工作日内按 nccl-tests 4 机 busbw ≥ 700GB/s、fio 单盘顺序读 ≥ 7GB/s、"
              "Llama 3 70B 训练 MFU ≥ 40% 验收；（七）租期届满后 10 日内对全部数据盘及并行存储目录"
              "执行数据销毁并出具证明。"),
        ("sp", 4),
        ("t", [["承租方（盖章）", "出租方（盖章）"],
               ["上海弈衡人工智能有限公司", "北京玄武智算科技有限公司"]], [0.5, 0.5]),
    ], cjk=True, title="附件二 设备租赁清单", author="北京玄武智算科技有限公司",
        footer="玄武智算 · 合同 XW-ZL-2026-1120 附件二")


@doc("k07")
def k07(out: Path) -> None:
    text(out / "k07-rate-card-l40s-zh.md", """
# 雾川云 GPU 云服务器 · 价目表（2026 年 12 月版）

适用地域：重庆一区（两江）、成都二区　｜　价格单位：人民币元，含 6% 增值税

## L40S 实例族

| 规格 | GPU | vCPU | 内存 | 本地盘 ³ | 按量（元/时） | 包月（元/月） | 1 年预留（元/月）¹ | 抢占式（元/时）² |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| gn-l40s.2x | 2 × L40S 48GB | 32 | 240GiB | 1 × 3.84TB NVMe | 9.20 | 4,600 | 4,050 | 3.10 起 |
| gn-l40s.4x | 4 × L40S 48GB | 64 | 480GiB | 1 × 7.68TB NVMe | 18.40 | 9,200 | 8,100 | 6.20 起 |
| **gn-l40s.8x** | 8 × L40S 48GB | 128 | 960GiB | 2 × 7.68TB NVMe | 36.80 | 18,400 | **16,800** | 12.40 起 |

> **客户专属报价**（重庆岚图智能科技有限公司，报价编号 WC-Q-2612-088）：
> gn-l40s.8x × 2 台，**1 年预留，月付**，16,800 元/台/月。

## 其他计费项

- 系统盘：ESSD 云盘，100GB 起，0.50 元/GB/月，另计，不含在实例价格内。
- 文件存储 NAS（性能型）：1.20 元/GB/月，按量。
- 公网带宽：按固定带宽 23 元/Mbps/月，或按流量 0.80 元/GB。

## 服务说明

- GPU 为直通方式，实例独占物理卡，不与其他实例共享。
- L40S 为 PCIe 卡，实例内 GPU 之间通过 PCIe 互联，不支持 NVLink。
- 本实例族目前处于公测期，暂不提供 SLA 承诺，不适用服务等级赔偿条款。
- 实例释放后，本地盘数据将被清空，请自行备份。

---

¹ 预留实例需签订 12 个月合同，按月付款；提前退订按剩余月数的 50% 收取违约金。
² 抢占式实例价格随供需浮动，系统可能在提前 5 分钟通知后回收实例。
³ 本地盘为实例自带 NVMe 盘（直通），不做冗余；系统盘另按 ESSD 云盘计费。

© 2026 重庆雾川云计算有限公司（雾川云）　渝ICP备 2026004517 号
""")


@doc("k08")
def k08(out: Path) -> None:
    pdf(out / "k08-proposal-erratum-h100-8node-zh.pdf", [
        ("brand", "云峰智算"),
        ("small", "苏州云峰智算科技有限公司　｜　苏州工业园区金鸡湖大道 1355 号　｜　0512-6696 4410"),
        ("sp", 6),
        ("title", "大模型训练集群租赁技术方案"),
        ("p", "呈送：杭州明湖大模型科技有限公司"),
        ("p", "方案编号：YF-FA-2026-1117　　版本：V2.0　　日期：2026 年 11 月 17 日"),
        ("h", "第一章　项目背景"),
        ("p", "杭州明湖大模型科技有限公司计划于 2027 年第一季度开展 70B 级模型的 LoRA 与继续预训练实验，"
              "需要 64 卡规模的独享训练集群。本方案由苏州云峰智算科技有限公司编制并提供服务。"),
        ("h", "第三章　集群配置"),
        ("p", "3.1 集群规模：8 台 HGX H100 服务器，共 64 张 GPU。"),
        ("p", "3.2 单台配置：8 × NVIDIA H100 SXM5 80GB，第四代 NVSwitch 全互联，NVLink 900GB/s；"
              "2 × Intel Xeon Platinum 8480+（56 核）；内存 2TB DDR5。"),
        ("p", "3.3 网络：每台 8 × 400Gb/s NDR InfiniBand，轨道优化组网，支持 GPUDirect RDMA；公网每台 100Mbps。"),
        ("p", "3.4 存储：每台系统盘 2 × 960GB M.2 NVMe（RAID1）；数据盘 4 块 3.84TB U.2 NVMe，直通使用。"
              "另配 GPFS 并行存储 800TB 可用容量，8 台共享挂载。"),
        ("h", "第五章　商务报价"),
        ("p", "租金单价 86,000 元/台/月（含 6% 增值税），8 台月租金合计 688,000 元。"
              "租期不少于 12 个月，按月预付；GPFS 并行存储包含在租金内。"),
        ("h", "第六章　服务承诺"),
        ("p", "6.1 交付 GPU 为 NVIDIA H100 SXM5 80GB，每卡显存 80GB；6.2 机内 NVSwitch 全互联、机间 NDR "
              "InfiniBand 按第三章交付；6.3 集群物理独享，不虚拟化、不超售；6.4 单台月度可用率 ≥ 99.9%；"),
        ("p", "6.5 每低 0.1 个百分点减免该台当月租金 5%，上限 50%；6.6 交付后 5 个工作日内以 nccl-tests "
              "8 机 busbw ≥ 350GB/s 与 Llama 3 70B 训练 MFU ≥ 45% 验收；6.7 租期结束后 7 日内删除本地盘与 "
              "GPFS 中的全部客户数据并出具证明。"),
        ("pb",),
        ("h", "附录 C　勘误表"),
        ("p", "本方案 V2.0 发出后发现以下笔误，特此更正，以本勘误表为准："),
        ("t", [["序号", "位置", "原文", "更正为"],
               ["1", "第 3.4 节 数据盘", "4 块 3.84TB U.2 NVMe", "4 块 7.68TB U.2 NVMe（每台 30.72TB）"],
               ["2", "第五章 租金单价", "86,000 元/台/月", "89,000 元/台/月（含 6% 增值税）"],
               ["3", "第五章 月租金合计", "688,000 元", "712,000 元"]], [0.08, 0.24, 0.3, 0.38]),
        ("p", "除上述更正外，方案其余内容不变。"),
        ("sp", 3),
        ("p", "苏州云峰智算科技有限公司　解决方案部　2026 年 11 月 20 日"),
    ], cjk=True, title="集群租赁技术方案 YF-FA-2026-1117", author="苏州云峰智算科技有限公司",
        footer="云峰智算 · 方案 YF-FA-2026-1117 · 商业机密")


@doc("k09")
def k09(out: Path) -> None:
    pdf(out / "k09-email-quoted-old-price-h20-zh.pdf", [
        ("p", "<b>发件人：</b>赵敏 &lt;zhaomin@suantong-tech.cn&gt;"),
        ("p", "<b>收件人：</b>王工 &lt;wang.lei@xingyao-ai.com&gt;"),
        ("p", "<b>抄送：</b>和林云枢商务部 &lt;sales@helinyunshu.com&gt;"),
        ("p", "<b>日期：</b>2026 年 12 月 1 日 10:26"),
        ("p", "<b>主题：</b>回复：H20 单机报价（更新版）"),
        ("sp", 3),
        ("p", "王工，您好："),
        ("p", "根据贵司 Qwen2.5-72B 全参数微调的需求，更新单台 H20 八卡服务器报价如下（本邮件替代 11 月 18 日报价）："),
        ("p", "1. 配置（单台）：8 × NVIDIA H20 96GB（NVLink 900GB/s）；2 × Intel Xeon Platinum 8462Y+（32 核）；"
              "内存 1.5TB；系统盘 2 × 480GB SATA SSD（RAID1）；数据盘由原报价的 2 × 3.84TB 升级为 4 × 3.84TB "
              "NVMe U.2（15.36TB）；公网 100Mbps。"),
        ("p", "2. 价格（元/台/月，含 6% 增值税）：租 3 个月 41,500；租 6 个月 39,800；租 12 个月 37,600。"
              "贵司本次意向租期 6 个月，按 39,800 元/台/月执行。产品起租期为 3 个月。"),
        ("p", "3. 本服务由内蒙古和林云枢数据科技有限公司（“和林云枢”）提供，合同由贵司与和林云枢直接签署，"
              "我司作为授权代理负责商务对接，不是合同主体。"),
        ("p", "4. 和林云枢标准合同第 6 章服务条款要点：交付 NVIDIA H20 96GB，每卡显存 96GB；机内 NVLink 互联按"
              "配置交付；整机独享，不虚拟化、不超售；月可用率 99.9%；每低 0.1% 赔付月租金 5%，上限 30%；"
              "交付后 48 小时内以 nccl-tests（单机 busbw ≥ 300GB/s）和 fio 验收；退租后 5 日内擦除全部"
              "数据盘并出具证明。"),
        ("p", "如无问题，我们安排和林云枢出具正式合同。"),
        ("sp", 2),
        ("p", "赵敏<br/>渠道销售经理　北京算通伟业科技有限公司（和林云枢授权代理）<br/>手机 186 1037 5526"),
        ("sp", 3),
        ("small", "-------- 原始邮件 --------"),
        ("small", "发件人：赵敏 &lt;zhaomin@suantong-tech.cn&gt;　日期：2026 年 11 月 18 日 16:02　主题：H20 单机报价"),
        ("small", "王工好，H20 单台报价：8 × H20 96GB，数据盘 2 × 3.84TB NVMe，46,000 元/台/月（含税），"
                  "起租 3 个月。价格有效期 7 天。"),
    ], cjk=True, title="回复：H20 单机报价（更新版）", author="赵敏")


@doc("k10")
def k10(out: Path) -> None:
    text(out / "k10-console-order-h20-quota-zh.md", """
# 栈桥云控制台 › 订单确认

**订单号：** ZQ-20261202-771903　　**账号：** yuanjian-lab（远见实验室）　　**地域：** 华东 3（杭州）

## 商品：弹性 GPU 容器实例

| 配置项 | 内容 |
| --- | --- |
| 规格 | gc.h20.c48（H20 独享版 · 1 卡） |
| GPU | 1 × NVIDIA H20，显存 48GB ※ |
| vCPU / 内存 | 16 核 / 96GiB |
| 系统盘 | 云盘 60GB（包含在实例价格中） |
| 数据盘 | 高效云盘 500GB × 1（另计费） |
| 公网 | 按流量计费，峰值 50Mbps |
| 镜像 | PyTorch 2.5 / CUDA 12.4 |

## 费用明细

| 计费项 | 单价 | 数量 / 时长 | 金额（元） |
| --- | --- | --- | --- |
| 实例费（包月） | ¥ 4,680.00 /实例/月 | 1 实例 × 3 个月 | 14,040.00 |
| 新客优惠（8.5 折，仅实例费） | — | — | -2,106.00 |
| 数据盘 | ¥ 0.35 /GB/月 | 500GB × 3 个月 | 525.00 |
| **应付金额** | | | **12,459.00** |

折后实例单价 ¥ 3,978.00/实例/月。价格含 6% 增值税。购买时长最短 1 个月，本订单 3 个月，到期可续费。

## 服务说明

- 实例可用性 99.9%，详见《栈桥云弹性容器服务等级协议》。
- 数据盘可在实例释放后保留，按量继续计费。

---

※ “独享版”指算力配额独享：gc.h20.c48 基于 NVIDIA H20 96GB 物理卡，按显存与算力配额切分，同一张物理卡
最多运行两个 c48 实例，实例之间显存按配额隔离；实例内 nvidia-smi 显示可用显存 48GB。

[ 提交订单 ]　　[ 返回修改 ]

杭州栈桥云计算有限公司（栈桥云）　浙ICP备 2026031145 号
""")


@doc("k11")
def k11(out: Path) -> None:
    pdf(out / "k11a-contract-annex-h800-zh.pdf", [
        ("title", "算力服务合同　附件一：服务配置与价格"),
        ("p", "合同编号：HLS-SF-2026-0932"),
        ("p", "甲方：西安曜石智能科技有限公司　　乙方：宁夏贺兰山云算科技有限公司（“贺兰云算”）"),
        ("h", "1. 服务器配置（每台，共 2 台）"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB，NVSwitch 全互联，NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核）"],
               ["内存", "2TB DDR5-4800"],
               ["系统盘", "2 × 960GB SATA SSD（RAID1）"],
               ["数据盘", "4 × 3.84TB NVMe U.2（每台 15.36TB）"],
               ["机间网络", "2 × 100GbE RoCE v2（RDMA）"],
               ["公网", "每台 50Mbps"]], [0.2, 0.8], {"head": False}),
        ("h", "2. 价格与租期"),
        ("p", "2.1 月租金 78,000 元/台/月（含 6% 增值税），2 台合计 156,000 元/月，按月预付。"),
        ("p", "2.2 租期 12 个月，自 2026 年 12 月 1 日起；租期不少于 12 个月。"),
        ("h", "3. 服务水平"),
        ("p", "3.1 交付 NVIDIA H800 SXM5 80GB，每卡显存 80GB；3.2 机内 NVSwitch 全互联，机间 RoCE v2 RDMA；"
              "3.3 整机由甲方独享，不虚拟化、不超售；3.4 月可用率不低于 99.5%；"),
        ("p", "3.5 每低 0.5 个百分点按当月租金 10% 赔付，上限 30%；3.6 交付后 3 个工作日内按 nccl-tests 双机"
              " busbw ≥ 40GB/s 与 72 小时稳定性测试验收；3.7 租期届满后 5 日内擦除全部磁盘并出具证明。"),
        ("sp", 4),
        ("t", [["甲方（盖章）", "乙方（盖章）"], ["西安曜石智能科技有限公司", "宁夏贺兰山云算科技有限公司"]],
         [0.5, 0.5]),
    ], cjk=True, title="附件一 服务配置与价格", author="宁夏贺兰山云算科技有限公司",
        footer="贺兰云算　银川市西夏区 中关村科技产业园 7 号楼")
    pdf(out / "k11b-supplementary-agreement-h800-zh.pdf", [
        ("title", "补充协议（一）"),
        ("p", "原合同编号：HLS-SF-2026-0932　　补充协议编号：HLS-SF-2026-0932-B1"),
        ("p", "甲方：西安曜石智能科技有限公司　　乙方：宁夏贺兰山云算科技有限公司"),
        ("p", "鉴于乙方 NVMe 数据盘备货延迟，经双方友好协商，就原合同附件一达成如下补充约定："),
        ("p", "第一条　自 2027 年 1 月 1 日起，原合同附件一第 1 项中每台服务器的数据盘由“4 × 3.84TB NVMe U.2”"
              "变更为“4 × 16TB SATA HDD（7200 转，RAID5，可用 48TB）”。"),
        ("p", "第二条　自同日起月租金相应调整为 75,600 元/台/月（含 6% 增值税），2 台合计 151,200 元/月。"),
        ("p", "第三条　原合同附件一其余配置（GPU、CPU、内存、系统盘、2 × 100GbE RoCE v2 机间网络）及第 3 条"
              "服务水平保持不变。"),
        ("p", "第四条　本补充协议与原合同不一致的，以本补充协议为准；本补充协议自双方盖章之日起生效。"),
        ("sp", 4),
        ("t", [["甲方（盖章）", "乙方（盖章）"],
               ["西安曜石智能科技有限公司<br/>2026 年 12 月 20 日",
                "宁夏贺兰山云算科技有限公司<br/>2026 年 12 月 20 日"]],
         [0.5, 0.5]),
    ], cjk=True, title="补充协议（一）", author="宁夏贺兰山云算科技有限公司",
        footer="贺兰云算 · 补充协议 HLS-SF-2026-0932-B1")


# ================================================================================================ English
@doc("k12")
def k12(out: Path) -> None:
    pdf(out / "k12-crm-quote-h100-4node-en.pdf", [
        ("brand", "HELIX RIDGE"),
        ("small", "Helix Ridge Cloud, Inc. | 1455 Market Street, Floor 9, San Francisco, CA 94103 | helixridge.cloud"),
        ("sp", 2),
        ("title", "Quote"),
        ("t", [["Quote Information", "", "", ""],
               ["Quote Number", "Q-2026-004817", "Created Date", "11/30/2026"],
               ["Quote Name", "Northwind Bio - 32x H100 reserved", "Expiration Date", "12/21/2026"],
               ["Opportunity Name", "Northwind Bio - FY27 Training Cluster", "Stage", "Proposal/Price Quote"],
               ["Prepared By", "Marcus Ortega", "Email", "m.ortega@helixridge.cloud"],
               ["Phone", "(415) 555-0173", "Status", "Presented"]], [0.2, 0.32, 0.18, 0.3]),
        ("t", [["Account", "", "", ""],
               ["Account Name", "Northwind Biosciences, Inc.", "Contact Name", "Elena Sobel"],
               ["Bill To", "400 Technology Sq, Cambridge, MA 02139", "Ship To", "n/a (hosted service)"]],
         [0.2, 0.32, 0.18, 0.3]),
        ("h", "Line Items"),
        ("t", [["Product", "Product Code", "List Price", "Discount", "Sales Price", "Quantity", "Total Price"],
               ["H100 SXM5 Bare Metal, 8-GPU node, 12-mo reserved (per GPU-hour)", "HR-H100-8X-R12", "$2.60",
                "15.00%", "$2.21", "280,320", "$619,507.20"],
               ["Local NVMe, 4 x 7.68 TB per node (included)", "HR-NVME-30T", "$0.00", "", "$0.00", "4",
                "$0.00"],
               ["Object Storage - Standard, per GB-month (est. 100 TB)", "HR-OBJ-STD", "$0.020", "10.00%",
                "$0.018", "1,200,000", "$21,600.00"],
               ["Premium Support 24x7", "HR-SUP-P", "$0.00", "", "$0.00", "1", "$0.00"]],
         [0.3, 0.14, 0.09, 0.09, 0.1, 0.11, 0.17]),
        ("t", [["Subtotal", "$641,107.20"], ["Tax", "not included"], ["Grand Total", "$641,107.20"]],
         [0.8, 0.2], {"head": False}),
        ("small", "Quantity for HR-H100-8X-R12 is GPU-hours: 4 nodes x 8 GPUs x 730 hours x 12 months. Object "
                  "storage quantity is GB-months (100,000 GB x 12) and is billed on actual usage."),
        ("h", "Quote Terms"),
        ("p", "Term: twelve (12) months from the service start date; the reserved sales price requires the full "
              "term. Invoiced monthly at $51,625.60 for compute, plus object storage on usage. Prices exclude "
              "sales and use taxes."),
        ("h", "Configuration (per node, 4 nodes)"),
        ("p", "8x NVIDIA H100 SXM5 80GB HBM3 on NVSwitch (NVLink 900 GB/s per GPU); 2x Intel Xeon Platinum "
              "8462Y+ (32 cores each); 2 TB DDR5; boot 2x 960 GB NVMe (RAID 1); data 4x 7.68 TB NVMe U.2, "
              "30.72 TB per node; 8x 400 Gb/s NDR InfiniBand with GPUDirect RDMA."),
        ("h", "Service Terms"),
        ("p", "(a) GPUs are NVIDIA H100 SXM5 with 80 GB per GPU; (b) NVSwitch full mesh in each node and NDR "
              "InfiniBand between nodes as configured; (c) single-tenant bare metal, no virtualization or "
              "oversubscription; (d) 99.9% monthly availability per node; (e) service credits of 5% of the "
              "node's monthly fee per 0.1% below target, capped at 50%; (f) acceptance within 3 business days: "
              "nccl-tests all_reduce busbw of at least 350 GB/s across the 4 nodes and a Llama 3 70B LoRA "
              "tokens/s baseline; (g) NIST 800-88 purge of all local drives within 7 days of term end, with a "
              "certificate."),
        ("small", "Remit to: Helix Ridge Cloud, Inc., Silicon Valley Bank, ABA 121140399. Generated by HelixCRM "
                  "on 11/30/2026 14:22 PST."),
    ], title="Quote Q-2026-004817", author="Helix Ridge Cloud, Inc.",
        footer="Helix Ridge Cloud, Inc. - Confidential - Q-2026-004817")


@doc("k13")
def k13(out: Path) -> None:
    text(out / "k13-slack-thread-b200-en.txt", """
Slack export - #ext-quasarmetal-lumenlabs (Slack Connect)
Exported 2026-12-02 09:14 UTC

[2026-12-01 16:02] Theo Park (Lumen Labs): hey! we need one 8x B200 box for ~3 months, llama 70B LoRA + evals.
  what can you do?
[2026-12-01 16:05] Dana Whitfield (Quasar Metal): Hi Theo! We have B200 in our Reno DC. Each box:
  - 8x NVIDIA B200 192GB, NVLink 5 / NVSwitch, 1.8 TB/s per GPU
  - 2x Xeon Platinum 8570 (56c each), 2 TB RAM
  - OS on 2x 960GB M.2 mirrored
  - 8x 3.84TB Gen5 NVMe striped with mdadm RAID0 -> ~30.7TB at /data
  - 8x 400G NDR IB (not much use with one box, but it's there)
[2026-12-01 16:06] Dana Whitfield (Quasar Metal): pricing per GPU-hour: on-demand $3.85, 3-month commit $3.30,
  6-month commit $3.05. metered hourly, invoiced monthly.
[2026-12-01 16:07] Dana Whitfield (Quasar Metal): we also run a shared VAST cluster if you want persistent
  storage, $0.05/GB-mo, totally optional
[2026-12-01 16:11] Theo Park (Lumen Labs): let's do the 3-month commit on one node. what's your SLA look like?
[2026-12-01 16:14] Dana Whitfield (Quasar Metal): honestly at this tier we target 99.9% uptime but it's not a
  contractual SLA. if something breaks we swap the node asap
[2026-12-01 16:15] Theo Park (Lumen Labs): credits if it's down?
[2026-12-01 16:16] Dana Whitfield (Quasar Metal): we handle those case by case, nothing written
[2026-12-01 16:18] Theo Park (Lumen Labs): any acceptance period before billing starts?
[2026-12-01 16:19] Dana Whitfield (Quasar Metal): no formal acceptance, billing starts when we hand over creds.
  you're welcome to burn it in on day one
[2026-12-01 16:20] Dana Whitfield (Quasar Metal): it's the whole box btw, bare metal, nobody else on it
[2026-12-01 16:23] Theo Park (Lumen Labs): ok cool, send the order form
[2026-12-01 16:24] Dana Whitfield (Quasar Metal): :thumbsup: order form coming from Quasar Metal Cloud LLC
  billing today, 1x B200 node, 3-month commit @ $3.30/GPU-hr
""")


@doc("k14")
def k14(out: Path) -> None:
    pdf(out / "k14-rate-card-mi300x-en.pdf", [
        ("brand", "TIDEWATER"),
        ("small", "Tidewater GPU Cloud · a service of Tidewater Compute LLC · 1120 NW Couch St, Portland, OR 97209"),
        ("title", "Rate Card - Bare Metal GPU Nodes (effective December 1, 2026)"),
        ("t", [["Node type", "On-demand", "1-year reserved", "3-year reserved", "Spot²"],
               ["8x AMD Instinct MI300X 192GB", "$2.45", "$1.95", "$1.62", "from $1.10"],
               ["8x NVIDIA H100 SXM5 80GB", "$2.75", "$2.20", "$1.89", "from $1.35"],
               ["8x NVIDIA L40S 48GB", "$1.10", "$0.86", "$0.74", "from $0.49"]],
         [0.34, 0.16, 0.18, 0.18, 0.14]),
        ("small", "All prices in US$ per GPU-hour*. Reserved plans are billed monthly in advance¹."),
        ("h", "Your selection"),
        ("t", [["Customer", "Quillon Therapeutics, Inc."],
               ["Node type", "8x AMD Instinct MI300X 192GB"],
               ["Plan", "1-year reserved (12 months)"],
               ["Quantity", "2 nodes (16 GPUs)"],
               ["Rate", "$1.95 per GPU-hour"],
               ["Monthly charge", "$22,776.00 (16 GPUs x 730 h x $1.95)"]], [0.3, 0.7], {"head": False}),
        ("h", "Node specification (MI300X)"),
        ("p", "8x AMD Instinct MI300X OAM, 192 GB HBM3 each, fully connected by AMD Infinity Fabric (xGMI); "
              "2x AMD EPYC 9654 (96 cores each); 2,304 GB DDR5 (24 x 96 GB); local NVMe³; 8x 400 Gb/s RoCE v2 "
              "(RDMA) between nodes; 10 Gb/s internet per node."),
        ("h", "Reserved plan commitments"),
        ("p", "GPUs are AMD Instinct MI300X with 192 GB HBM3 per GPU; Infinity Fabric full mesh in-node and "
              "RoCE v2 RDMA between nodes as specified; single-tenant, no virtualization or oversubscription; "
              "99.9% monthly availability; credits of 10% of the monthly charge for each 0.1% below, up to "
              "100%; acceptance within 72 hours by RCCL all_reduce busbw of at least 300 GB/s and a Llama 3 "
              "70B tokens/s baseline; drives cryptographically erased within 5 business days after the term, "
              "certificate provided."),
        ("sp", 3),
        ("small", "¹ Reserved plans require the full term (12 or 36 months) and are billed monthly in advance; "
                  "on-demand is billed per second with no minimum."),
        ("small", "² Spot capacity can be reclaimed with two minutes' notice and is excluded from the availability "
                  "commitment."),
        ("small", "³ Each MI300X node includes 8 x 3.84 TB local NVMe (30.72 TB raw, no RAID) for data; the "
                  "operating system boots from a separate 2 x 1.92 TB M.2 pair in RAID 1. Persistent network "
                  "volumes are $0.07 per GB-month, not included."),
        ("small", "* Prices exclude applicable sales taxes."),
    ], title="Tidewater Rate Card", author="Tidewater Compute LLC",
        footer="Tidewater GPU Cloud - rate card TW-RC-2612 - prices subject to change")


@doc("k15")
def k15(out: Path) -> None:
    pdf(out / "k15-jp-reseller-quote-h200-en.pdf", [
        ("p", "No. KS-Q-26-1204-02　　Date: December 4, 2026"),
        ("title", "QUOTATION　御見積書"),
        ("p", "Orizuru Robotics Co., Ltd.　御中<br/>Attn: Mr. Kenji Hayama, AI Platform Group"),
        ("p", "Thank you for your inquiry. We are pleased to quote as follows."),
        ("t", [["Total Amount (excl. tax)", "US$ 321,600.00"]], [0.4, 0.6], {"head": False}),
        ("p", "Issued by: Kanda Systems K.K.　神田システムズ株式会社<br/>2-3-1 Kanda-Nishikicho, Chiyoda-ku, Tokyo "
              "101-0054<br/>Sales Div. Yuki Morimoto　TEL 03-5217-4480"),
        ("t", [["No.", "Description", "Qty", "Unit", "Unit Price (US$)", "Amount (US$)"],
               ["1", "H200 GPU server rental, 8x NVIDIA H200 SXM 141GB (spec below)", "2", "servers x 6 months",
                "26,800.00 / server / month", "321,600.00"],
               ["2", "Initial setup and burn-in", "2", "servers", "0.00", "0.00"],
               ["", "", "", "", "Subtotal", "321,600.00"],
               ["", "", "", "", "Consumption tax (10%)", "not included"]],
         [0.06, 0.38, 0.06, 0.14, 0.2, 0.16]),
        ("h", "Specification (per server)"),
        ("p", "GPU: 8x NVIDIA H200 SXM 141GB HBM3e, NVSwitch, NVLink 900 GB/s per GPU. CPU: 2x Intel Xeon "
              "Platinum 8568Y+ (48 cores each). Memory: 2 TB. OS disk: 2x 480 GB SATA SSD (RAID 1). Local "
              "storage: 4x 7.68 TB NVMe = 30.72 TB (approx. 27.9 TiB as formatted). Network: 8x 400 Gb/s NDR "
              "InfiniBand (RDMA); internet 1 Gbps shared per server."),
        ("h", "Terms"),
        ("p", "1. Contract period: six (6) months minimum, from January 2027. 2. Billing: monthly, payment by "
              "the end of the following month. 3. The Service is provided by Kanda Systems K.K. (the Provider) "
              "under its Service Agreement; the servers are installed at the Inzai data center operated by "
              "Keiyo DC Partners, which is not a party to this quotation. 4. Validity: 30 days."),
        ("h", "Service level (Service Agreement, Art. 9)"),
        ("p", "GPU model NVIDIA H200 SXM with 141 GB per GPU; NVSwitch full mesh and NDR InfiniBand as "
              "specified; dedicated servers, no virtualization or oversubscription; 99.9% monthly availability; "
              "credit of 5% of the monthly fee per 0.1% shortfall, max. 50%; acceptance inspection within 3 "
              "business days (nccl-tests busbw of 360 GB/s or more between the two servers, fio, 24-hour burn-in); "
              "secure erase of all drives within 10 days after the end of the contract with an erasure report."),
        ("sp", 2),
        ("p", "Kanda Systems K.K.　神田システムズ株式会社　（印）"),
    ], cjk="HeiseiMin-W3", title="Quotation KS-Q-26-1204-02", author="Kanda Systems K.K.",
        footer="Kanda Systems K.K. - KS-Q-26-1204-02")


@doc("k16")
def k16(out: Path) -> None:
    pdf(out / "k16-email-quoted-mig-a100-en.pdf", [
        ("p", "<b>From:</b> Ilse Brandt &lt;ilse.brandt@nordlicht.cloud&gt;"),
        ("p", "<b>To:</b> Johan Lindqvist &lt;johan@fjordml.se&gt;"),
        ("p", "<b>Date:</b> Tue, 1 Dec 2026 11:48 +0100"),
        ("p", "<b>Subject:</b> Re: A100 80GB pricing for the fine-tuning pilot"),
        ("sp", 3),
        ("p", "Hi Johan,"),
        ("p", "Thanks for the call. Since the pilot is Llama 3 8B LoRA only, I can bring the price down a lot: "
              "instead of the full-card instance in my earlier mail (quoted below), we would give you our "
              "<b>A100 80GB Dedicated</b> instance at <b>EUR 0.98 per GPU-hour</b>, billed per minute, no "
              "minimum commitment. Prices exclude VAT (reverse charge applies for Sweden)."),
        ("p", "What you get per instance: 1 GPU (A100 80GB platform), 40 GB of GPU memory available to you, "
              "12 vCPU, 117 GiB RAM, a 100 GB root disk on our Ceph block storage and a 1.92 TB local NVMe "
              "scratch volume (wiped when the instance is deleted). Persistent block volumes are extra at "
              "EUR 0.09 per GB-month."),
        ("p", "Availability is 99.5% per month under our standard SLA (nordlicht.cloud/sla)."),
        ("p", "Technical note from our platform team: the Dedicated A100 instance is a MIG 3g.40gb partition of an "
              "NVIDIA A100 SXM4 80GB; the other half of the same physical GPU is provisioned to another "
              "instance, which may belong to a different customer. Memory and compute are isolated by MIG."),
        ("p", "If that works for you I'll send the order link today."),
        ("p", "Best regards,<br/>Ilse Brandt<br/>Account Executive, Nordics<br/>Nordlicht Cloud GmbH | "
              "Speicherstrasse 11, 60327 Frankfurt am Main | HRB 118842"),
        ("sp", 3),
        ("small", "On Thu, 26 Nov 2026 at 15:10, Ilse Brandt &lt;ilse.brandt@nordlicht.cloud&gt; wrote:"),
        ("small", "&gt; Hi Johan, as discussed: 1x NVIDIA A100 SXM4 80GB (full card, whole GPU), 16 vCPU, 234 GiB "
                  "RAM, 3.84 TB local NVMe, EUR 1.60 per GPU-hour, billed per minute."),
        ("small", "&gt; Happy to walk you through it. Ilse"),
    ], title="Re: A100 80GB pricing", author="Ilse Brandt")


@doc("k17")
def k17(out: Path) -> None:
    head = ["Item", "Component", "Per node", "Qty per node", "Total (4 nodes)", "Notes"]
    rows = [
        ["2.1.1", "Chassis", "Gigabyte G493-ZB3 4U GPU server", "1", "4", ""],
        ["2.1.2", "GPU", "NVIDIA L40S 48GB GDDR6 (PCIe Gen4)", "8", "32", "no NVLink; PCIe switch topology"],
        ["2.1.3", "CPU", "AMD EPYC 9354 (32 cores)", "2", "8", ""],
        ["2.1.4", "Memory", "32 GB DDR5-4800 RDIMM", "24", "96", "768 GB per node"],
        ["2.1.5", "Boot drives", "480 GB SATA SSD", "2", "8", "RAID 1, OS only"],
        ["2.1.6", "Data drives", "Kioxia CD8P-R 7.68 TB NVMe U.2", "2", "8", "15.36 TB per node"],
        ["2.1.7", "Fabric NIC", "NVIDIA ConnectX-6 Dx 2x 100 GbE", "1", "4", "RoCE v2 (RDMA)"],
        ["2.1.8", "Mgmt NIC", "Intel X710 2x 10 GbE", "1", "4", "out-of-band"],
        ["2.1.9", "Power", "2700 W Titanium PSU", "4", "16", "2+2"],
        ["2.1.10", "Fabric switch", "NVIDIA Spectrum SN3700 32x 200 GbE", "-", "1", "shared by the 4 nodes"],
        ["2.1.11", "Mgmt switch", "Arista 7010TX-48", "-", "1", ""],
        ["2.1.12", "Internet", "Transit, 1 Gb/s committed per node", "1 Gb/s", "4 Gb/s", ""],
        ["2.1.13", "Local NVMe total", "-", "15.36 TB", "61.44 TB", "sum of item 2.1.6"],
        ["2.1.14", "Archive tier", "S3-compatible object storage", "-", "200 TB", "separate charge, see 2.2"],
    ]
    widths = [0.08, 0.15, 0.3, 0.12, 0.13, 0.22]
    pdf(out / "k17-schedule-continued-l40s-eur-en.pdf", [
        ("brand", "POLDER COMPUTE"),
        ("small", "Polder Compute B.V. · Science Park 408, 1098 XH Amsterdam · KvK 90417723 · VAT NL865310927B01"),
        ("title", "Schedule 2 - Equipment and Charges"),
        ("p", "to the GPU Infrastructure Services Agreement PC-GISA-2026-044 between Polder Compute B.V. (the "
              "Supplier) and Rhône Vision SAS (the Customer)."),
        ("p", "Each figure below is contractual. The Supplier provides "
              "four (4) dedicated GPU nodes in its Amsterdam Science Park facility, with the components listed "
              "in Table 2.1. Quantities are given per node and for the four nodes together."),
        ("h", "Table 2.1 - Equipment"),
        ("t", [head, *rows[:9]], widths),
        ("small", "(continued on next page)"),
        ("pb",),
        ("h", "Table 2.1 - Equipment (continued)"),
        ("t", [head, *rows[9:]], widths),
        ("h", "2.2 Charges"),
        ("t", [["Charge", "Rate", "Quantity", "Monthly"],
               ["GPU node, as Table 2.1", "EUR 6,350.00 per node per month", "4 nodes", "EUR 25,400.00"],
               ["Archive tier (2.1.14)", "EUR 0.011 per GB-month", "200,000 GB", "EUR 2,200.00"],
               ["Total monthly charges", "", "", "EUR 27,600.00"]], [0.3, 0.32, 0.16, 0.22]),
        ("p", "All charges exclude Dutch VAT (21%), reverse-charged where applicable. Minimum term: twelve (12) "
              "months; charges are invoiced monthly in advance."),
        ("h", "2.3 Service levels (summary of Schedule 3)"),
        ("p", "GPU model NVIDIA L40S with 48 GB per GPU, no substitution; interconnect as Table 2.1 (PCIe within "
              "the node, 2x 100 GbE RoCE v2 between nodes); nodes dedicated to the Customer, no virtualization "
              "or oversubscription; monthly availability 99.5% per node; service credit of 10% of the node's "
              "monthly charge per 0.5% below, capped at 30%; acceptance within five (5) business days by "
              "nccl-tests, fio (at least 6 GB/s per drive) and a Qwen2.5-14B LoRA throughput baseline; data "
              "deletion per NIST 800-88 within 14 days after termination, with a certificate."),
    ], title="Schedule 2 PC-GISA-2026-044", author="Polder Compute B.V.",
        footer="Polder Compute B.V. - PC-GISA-2026-044 - Schedule 2")


@doc("k18")
def k18(out: Path) -> None:
    pdf(out / "k18-transposed-options-h100-en.pdf", [
        ("brand", "COBALT PEAK"),
        ("small", "Cobalt Peak AI Infrastructure Ltd · 2 Grand Canal Square, Dublin 2, D02 A342 · cobaltpeak.ai"),
        ("title", "Capacity proposal for Meridian Legal AI"),
        ("p", "Proposal CP-P-26-311 · 2 December 2026 · prepared by Aoife Kelleher, Solutions Architect"),
        ("p", "Following our workshop we priced three configurations. Meridian chose Option B on 2 December; "
              "Options A and C are kept for reference."),
        ("h", "Configuration comparison"),
        ("t", [["", "Option A", "Option B - SELECTED", "Option C"],
               ["Nodes", "1", "2", "4"],
               ["GPUs", "8x H100 SXM5 80GB", "16x H100 SXM5 80GB", "32x H100 SXM5 80GB"],
               ["CPU per node", "2x AMD EPYC 9454 (48c)", "2x AMD EPYC 9454 (48c)", "2x AMD EPYC 9454 (48c)"],
               ["RAM per node", "1.5 TB", "1.5 TB", "1.5 TB"],
               ["Boot per node", "2x 960 GB NVMe, RAID 1", "2x 960 GB NVMe, RAID 1", "2x 960 GB NVMe, RAID 1"],
               ["Local NVMe per node", "2x 7.68 TB (15.36 TB)", "4x 7.68 TB (30.72 TB)", "4x 7.68 TB (30.72 TB)"],
               ["Fabric", "n/a", "8x 400G NDR IB per node", "8x 400G NDR IB per node"],
               ["Price per GPU-hour", "$2.49", "$2.34", "$2.19"],
               ["Monthly estimate (730 h)", "$14,541.60", "$27,331.20", "$51,158.40"],
               ["Minimum term", "3 months", "6 months", "12 months"]],
         [0.22, 0.24, 0.3, 0.24], {"shade_col": [2]}),
        ("p", "Intra-node interconnect for all options: NVSwitch full mesh, NVLink 900 GB/s per GPU. NDR "
              "InfiniBand with GPUDirect RDMA for the multi-node options. Prices in US dollars, excluding VAT; "
              "billed monthly in arrears on a per-hour basis."),
        ("h", "Contract commitments (Option B)"),
        ("p", "1. NVIDIA H100 SXM5 80GB GPUs, 80 GB per GPU, no substitution. 2. NVSwitch full mesh inside each "
              "node; 8x 400 Gb/s NDR InfiniBand between the two nodes. 3. Dedicated, single-tenant; no "
              "virtualization, no oversubscription. 4. 99.9% monthly availability. 5. Credits of 5% of the "
              "monthly fee per 0.1% below, capped at 50%. 6. Acceptance within 48 hours: nccl-tests two-node "
              "busbw at least 360 GB/s, Llama 3 70B LoRA tokens/s baseline. 7. All data deleted within 7 days "
              "after the term, with a deletion certificate."),
    ], title="Capacity proposal CP-P-26-311", author="Cobalt Peak AI Infrastructure Ltd",
        footer="Cobalt Peak AI Infrastructure Ltd - CP-P-26-311")


@doc("k19")
def k19(out: Path) -> None:
    pdf(out / "k19-sg-reseller-quote-h100pcie-en.pdf", [
        ("brand", "STRAITS GPU"),
        ("small", "Straits GPU Pte. Ltd. · UEN 202419873K · 71 Ayer Rajah Crescent, #05-12, Singapore 139951"),
        ("title", "Quotation SG-Q-2612-017"),
        ("p", "To: Temasek Fintech Labs Pte. Ltd. (attn. Ms. Rachel Goh)    Date: 2 December 2026    "
              "Valid: 14 days"),
        ("p", "Straits GPU Pte. Ltd. is your contracting party and issues all invoices. The server is hosted at "
              "Nongsa Digital Park, Batam, by our facility partner, who has no contract with you."),
        ("t", [["#", "Description", "Qty", "Unit price", "Monthly"],
               ["1", "GPU server, 8x NVIDIA H100 PCIe 80GB (configuration below)", "8 GPUs",
                "S$ 1,150.00 per GPU per month", "S$ 9,200.00"],
               ["2", "Cross-connect Singapore-Batam, 10 Gb/s", "1", "included", "S$ 0.00"],
               ["", "", "", "Total per month (excl. 9% GST)", "S$ 9,200.00"]],
         [0.05, 0.45, 0.1, 0.22, 0.18]),
        ("h", "Configuration (1 server)"),
        ("p", "8x NVIDIA H100 PCIe 80GB with NVLink full mesh: all eight GPUs on one NVLink fabric at 900 GB/s per "
              "GPU, for near-SXM training performance. 2x Intel Xeon Gold 6430 (32 cores each); 1 TB DDR5; "
              "boot 1x 960 GB SATA SSD; data 2x 7.68 TB NVMe U.2 (15.36 TB, JBOD); 10 Gb/s internet."),
        ("h", "Terms"),
        ("p", "Minimum term three (3) months, then month to month. Invoiced monthly in advance in SGD. "
              "Prices exclude 9% GST."),
        ("h", "Service level"),
        ("p", "We deliver NVIDIA H100 PCIe GPUs with 80 GB each and the NVLink full mesh described above; the server "
              "is dedicated to you, with no virtualization or oversubscription; 99.9% monthly availability; "
              "credits of 5% of the monthly fee per 0.1% below, capped at 50%; acceptance within 48 hours by "
              "nvidia-smi topo -m, nccl-tests and fio results; all drives wiped within 7 days after the term, "
              "with a certificate."),
        ("sp", 3),
        ("p", "Wei Jie Lim · Partner Sales · Straits GPU Pte. Ltd. · +65 6910 4427"),
    ], title="Quotation SG-Q-2612-017", author="Straits GPU Pte. Ltd.",
        footer="Straits GPU Pte. Ltd. - SG-Q-2612-017")


@doc("k20")
def k20(out: Path) -> None:
    pdf(out / "k20-calloff-order-a100-40g-gbp-en.pdf", [
        ("small", "Framework Agreement RM-HPC-2026 (High Performance Compute Services), Lot 2: GPU Compute"),
        ("title", "Call-Off Order Form No. 4"),
        ("t", [["Buyer", "Northern Universities Research Computing Consortium (NURCC)"],
               ["Supplier", "Pennine Compute Ltd (Company No. 13877210), Unit 4 Aire Valley Park, Leeds LS9 0RT"],
               ["Call-Off Reference", "NURCC-CO-0004"],
               ["Call-Off Start Date", "4 January 2027"],
               ["Call-Off Initial Period", "Nine (9) months; no early termination for convenience"],
               ["Call-Off Charges", "GBP 3,980.00 per node per month, excluding VAT"]],
         [0.28, 0.72], {"head": False}),
        ("h", "Part A - Services"),
        ("p", "A1. The Supplier shall provide four (4) GPU nodes for multi-node training of 8B-70B models by the "
              "consortium's research groups."),
        ("p", "A2. Each node: 8x NVIDIA A100 SXM4 40GB with NVSwitch (NVLink 600 GB/s per GPU); 2x AMD EPYC 7543 "
              "(32 cores); 1 TB DDR4; 1x 960 GB SATA SSD for the operating system only."),
        ("p", "A3. Data storage: there are no local data drives. The Buyer's data is held on the Supplier's shared "
              "NFS filer (7.2k NL-SAS HDD, dual controller) with a 40 TB allocation for the Call-Off, mounted "
              "on all four nodes; aggregate throughput up to 1.2 GB/s."),
        ("p", "A4. Networking: 2x 10 GbE per node for storage, inter-node traffic and internet (TCP only; "
              "no InfiniBand or RoCE)."),
        ("h", "Part B - Charges"),
        ("p", "B1. Four nodes x GBP 3,980.00 = GBP 15,920.00 per month, invoiced monthly in arrears. Total for the "
              "Initial Period: GBP 143,280.00 excluding VAT."),
        ("h", "Part C - Service levels (Framework Schedule 6 applies)"),
        ("p", "C1. GPU model NVIDIA A100 SXM4 40GB, 40 GB per GPU. C2. Interconnect as A2 and A4. C3. Nodes "
              "dedicated to the Buyer; no virtualization or oversubscription. C4. Availability 99.5% per month. "
              "C5. Service credits of 10% of the monthly Call-Off Charges per 0.5% below, capped at 30%. "
              "C6. Acceptance within 10 Working Days by a Llama 3 8B training throughput test agreed with the "
              "Buyer. C7. Secure deletion of Buyer data within 30 days of expiry, with a certificate."),
        ("sp", 4),
        ("t", [["Signed for the Buyer", "Signed for the Supplier"],
               ["Dr Helen Marsh, Director of Research Computing", "Gareth Pryce, Managing Director, Pennine "
                                                                  "Compute Ltd"]], [0.5, 0.5]),
    ], title="Call-Off Order Form NURCC-CO-0004", author="Pennine Compute Ltd",
        footer="RM-HPC-2026 Call-Off Order Form - OFFICIAL")


@doc("k21")
def k21(out: Path) -> None:
    text(out / "k21-fax-h100-single-node-en.txt", """
DEC-03-2026 09:12   FROM: RED MESA COMPUTE 505 555 0148      TO: 16175550192        P.001/002

                    R E D   M E S A   C O M P U T E
              Red Mesa Compute Corp. - 6301 Indian School Rd NE
                    Albuquerque, NM 87110 - (505) 555-0140

  FACSIMILE TRANSMITTAL

  TO:      Dr. Alan Cho, Harborview Genomics Institute
  FAX:     (617) 555-0192
  FROM:    Luis Ortega, Sales, Red Mesa Compute Corp.
  DATE:    December 3, 2026
  PAGES:   2 incl. cover
  RE:      Single-node H100 offer - your full fine-tune of Llama 3 70B

  Dr. Cho -

  Per your request for one server to run a FULL fine-tune
  (all parameters, no LoRA) of Llama 3 70B, here is our offer:

  SERVER (qty 1)
    GPU .......... 8x NVIDIA H100 SXM5 80GB, NVSwitch,
                   NVLink 900 GB/s per GPU
    CPU .......... 2x Intel Xeon Platinum 8480+ (56 cores ea.)
    RAM .......... 2 TB DDR5
    BOOT ......... 2x 960 GB SATA SSD, RAID 1
    DATA ......... 8x 3.84 TB NVMe, RAID 5
                   (30.72 TB raw / 26.88 TB usable)
    INTERNET ..... 1 Gb/s

  PRICE
    1-month term ......... $19,400 / server / month
    3-month term ......... $17,900 / server / month  <== QUOTED
    6-month term ......... $16,800 / server / month
    Quoted: 3-month term, $17,900.00 per month, tax excluded.
    Minimum term three (3) months. Billed monthly in advance.

DEC-03-2026 09:13   FROM: RED MESA COMPUTE 505 555 0148      TO: 16175550192        P.002/002

  SERVICE TERMS (to be included in the Master Services Agreement)
    1. GPU model NVIDIA H100 SXM5, 80 GB memory per GPU.
    2. NVSwitch full mesh as stated above.
    3. Server dedicated to you: no virtualization, no oversubscription.
    4. 99.9% monthly availability.
    5. Credits: 5% of the monthly fee per 0.1% below, max 50%.
    6. Acceptance within 48 hours: nvidia-smi, nccl-tests busbw
       >= 380 GB/s, fio; signed acceptance record.
    7. Drives wiped within 5 days after the term; certificate issued.

  Please sign and fax back page 2 to confirm.  - L. Ortega

  ACCEPTED: ______________________   DATE: __________
""")


@doc("k22")
def k22(out: Path) -> None:
    text(out / "k22-product-page-h200-sparse-en.md", """
# Aurora Stack · H200 Bare Metal

*Dedicated 8-GPU H200 servers in Columbus, Ohio. Quote prepared for Pinecrest Analytics, 2 Dec 2026.*

## Specs (per server)

| | |
| --- | --- |
| GPU | 8x NVIDIA H200 SXM 141GB HBM3e |
| BF16 Tensor performance (per GPU) | **1,979 TFLOPS** |
| Aggregate BF16 per server | 15.8 PFLOPS |
| GPU memory bandwidth | 4.8 TB/s per GPU |
| GPU interconnect | NVSwitch full mesh, NVLink 900 GB/s per GPU |
| CPU | 2x Intel Xeon Platinum 8558 (48 cores each) |
| RAM | 2 TB DDR5 |
| Boot | 2x 1.92 TB NVMe (RAID 1) |
| Local NVMe | 4x 3.84 TB (15.36 TB), data and checkpoints |
| Shared filesystem | 10 TB per server included; more at $0.08/GB-month |
| Fabric | 8x 400 Gb/s NDR InfiniBand, GPUDirect RDMA |
| Internet | 2 Gb/s per server |

## Pricing

| Plan | Price per GPU-hour | Minimum |
| --- | --- | --- |
| On-demand | $3.15 | none, billed per minute |
| **6-month reserved (your quote)** | **$2.69** | 6 months, billed monthly |
| 12-month reserved | $2.49 | 12 months |

Your quote: **2 servers (16 GPUs), 6-month reserved at $2.69/GPU-hour**, about $31,419.20 a month at 730
hours. Prices exclude sales tax.

## Reserved contract terms

- GPU model NVIDIA H200 SXM, 141 GB per GPU, no substitution.
- NVSwitch full mesh in every server; NDR InfiniBand between servers as listed.
- Dedicated bare metal: no virtualization, no oversubscription.
- 99.9% monthly availability; credits of 5% of the monthly fee per 0.1% below, capped at 50%.
- Acceptance within 72 hours: nccl-tests two-server busbw of at least 360 GB/s and a Llama 3 70B LoRA
  tokens/s baseline, signed by both parties.
- All local and shared-filesystem data deleted within 7 days after the term, with a certificate.

---
© 2026 Aurora Stack Inc. · 250 S High St, Columbus, OH 43215 · sales@aurorastack.io
""")


# ================================================================================================ bilingual
@doc("k23")
def k23(out: Path) -> None:
    pdf(out / "k23-hk-proforma-invoice-a100-hkd-bi.pdf", [
        ("brand", "維港算力　HARBOURLINE COMPUTE"),
        ("small", "Harbourline Compute Limited 維港算力有限公司 · 香港九龍觀塘道 388 號 創紀之城一期 21 樓 · "
                  "BR No. 74120388"),
        ("title", "PRO-FORMA INVOICE 形式發票"),
        ("t", [["Invoice No. 編號", "HLC-PI-2612-009", "Date 日期", "3 Dec 2026"],
               ["Bill To 客戶", "Lantau Genomics Limited 大嶼基因有限公司", "Due 付款期限", "10 Dec 2026"]],
         [0.18, 0.42, 0.16, 0.24]),
        ("t", [["#", "Description 項目", "Qty 數量", "Unit Price 單價 (HK$)", "Amount 金額 (HK$)"],
               ["1", "A100 SXM4 80GB 8-GPU server rental 租用, Jan-Mar 2027 (4 servers × 3 months 4 台 × 3 個月)",
                "12 server-months 台·月", "68,500.00", "822,000.00"],
               ["2", "Rack setup and cabling 上架及佈線 (one-time 一次性)", "4", "2,000.00", "8,000.00"],
               ["3", "Security deposit 按金 (refundable 可退還, one month 一個月)", "1", "274,000.00",
                "274,000.00"],
               ["", "", "", "Total due 應付總額", "1,104,000.00"]],
         [0.05, 0.45, 0.14, 0.17, 0.19]),
        ("p", "Rental rate 租金: HK$ 68,500.00 per server per month 每台每月. Hong Kong has no VAT/GST "
              "香港不設增值稅. Minimum term 最短租期: three (3) months 三個月, prepaid 預付."),
        ("h", "Configuration per server 每台配置"),
        ("p", "8 × NVIDIA A100 SXM4 80GB (NVSwitch, NVLink 600GB/s); 2 × AMD EPYC 7763 (64 cores 核); 2TB RAM "
              "記憶體; OS 系統盤 2 × 960GB SATA SSD (RAID 1); data 數據盤 2 × 3.84TB NVMe (7.68TB per server "
              "每台); 4 × 200Gb/s HDR InfiniBand (RDMA); internet 互聯網 200Mbps."),
        ("h", "Service Terms 服務條款"),
        ("p", "1. GPU: NVIDIA A100 SXM4 80GB, 80GB per GPU 每卡 80GB; 2. NVSwitch full mesh in each server and HDR "
              "InfiniBand between servers 機內全互聯、機間 HDR IB; 3. dedicated, no virtualization or "
              "oversubscription 獨享、不虛擬化、不超售; 4. availability 可用率 99.9% per month 每月; 5. credits "
              "補償 5% of the monthly rent per 0.1% below 每低 0.1% 補償月租 5%, max 上限 50%; 6. acceptance "
              "驗收 within 48 hours by nccl-tests busbw ≥ 180GB/s across the four servers and fio; 7. data "
              "wiped within 7 days after the term with a certificate 租期結束後 7 日內刪除數據並出具證明."),
        ("sp", 3),
        ("p", "Please remit to 請匯款至: Harbourline Compute Limited, HSBC 004-512-338870-838. "
              "Issued by 簽發: Karen Yip 葉嘉雯, Finance 財務部."),
    ], cjk=True, title="Pro-forma Invoice HLC-PI-2612-009", author="Harbourline Compute Limited",
        footer="Harbourline Compute Limited 維港算力有限公司")


@doc("k24")
def k24(out: Path) -> None:
    pdf(out / "k24-order-schedule-h20-bi.pdf", [
        ("small", "Master Services Agreement 主服务协议 LC-MSA-2026-12 · Order Schedule 订单附表 No. 1"),
        ("title", "Order Schedule 订单附表 No. 1"),
        ("p", "Provider 服务方: 云南澜沧智算科技有限公司 Yunnan Lancang AI Compute Co., Ltd. (“澜沧智算”)"),
        ("p", "Customer 客户: Mekong Analytics Pte. Ltd."),
        ("h", "1. Resources 资源"),
        ("t", [["Item 项目", "Per node 每台", "Cluster 集群合计 (4 nodes 台)"],
               ["GPU", "8 × NVIDIA H20 96GB, NVLink 900GB/s", "32 GPUs 卡"],
               ["CPU", "2 × Intel Xeon Platinum 8462Y+ (32C 核)", "8 / 256 cores 核"],
               ["Memory 内存", "2TB", "8TB"],
               ["OS disk 系统盘", "2 × 480GB SATA SSD, RAID1", "8"],
               ["Local NVMe 本地盘", "2 × 7.68TB = 15.36TB", "8 drives 块, 61.44TB"],
               ["Shared storage 共享存储", "—", "CephFS (NVMe) 200TB, included 已含"],
               ["Fabric 机间网络", "4 × 400Gb/s NDR InfiniBand (RDMA)", "—"],
               ["Internet 公网", "100Mbps", "—"]], [0.24, 0.42, 0.34]),
        ("h", "2. Fees 费用"),
        ("p", "Unit price 单价: ¥ 5,200 per GPU per month 元/卡/月, including 6% VAT 含 6% 增值税 "
              "(= ¥ 41,600 per node per month 每台每月). Monthly fee 月费: 32 × 5,200 = ¥ 166,400."),
        ("p", "Term 期限: twelve (12) months 十二个月, from 1 January 2027; no early termination 不得提前解约. "
              "Billing 计费: monthly in advance 按月预付."),
        ("h", "3. Service levels 服务水平"),
        ("p", "(a) GPU NVIDIA H20 with 96GB per GPU 每卡 96GB; (b) NVLink inside each node, NDR InfiniBand between "
              "nodes as in Section 1 按第 1 节交付; (c) dedicated 独享, no virtualization or oversubscription "
              "不虚拟化不超售; (d) availability 可用率 ≥ 99.9% per month; (e) credits 补偿 5% per 0.1% below, "
              "cap 50%; (f) acceptance 验收 within 3 working days: nccl-tests four-node busbw ≥ 150GB/s and a "
              "Qwen2.5-72B LoRA tokens/s baseline; (g) data deletion 数据删除 within 7 days after the term, "
              "certificate provided 出具证明."),
        ("sp", 4),
        ("t", [["For the Provider 服务方", "For the Customer 客户"],
               ["云南澜沧智算科技有限公司<br/>刀文静 Dao Wenjing", "Mekong Analytics Pte. Ltd.<br/>Nguyen Thi Lan"]],
         [0.5, 0.5]),
    ], cjk=True, title="Order Schedule No. 1", author="云南澜沧智算科技有限公司",
        footer="澜沧智算 Lancang AI Compute · LC-MSA-2026-12")


@doc("k25")
def k25(out: Path) -> None:
    pdf(out / "k25-rate-card-b200-sgd-bi.pdf", [
        ("brand", "KALLANG COMPUTE　加冷算力"),
        ("small", "Kallang Compute Pte. Ltd. · 1 Fusionopolis Way, #15-02, Singapore 138632 · UEN 202307714W"),
        ("title", "B200 Rate Card 价目表 · for Sinar Robotics 报价对象 · 1 Dec 2026"),
        ("t", [["Term 期限", "On-demand 按需", "3-month 3个月", "6-month 6个月 ★", "12-month 12个月", "Spot 竞价 [3]"],
               ["S$ per GPU-hour 每卡时", "7.20", "6.40", "5.90", "5.40", "from 3.60"]],
         [0.22, 0.14, 0.14, 0.18, 0.16, 0.16], {"shade_col": [3]}),
        ("p", "★ Your quote 本报价: 6-month reserved 6 个月预留, 2 nodes 台 (16 GPUs 卡), S$ 5.90 per GPU-hour "
              "每卡时 (excl. 9% GST 不含消费税); about S$ 68,912.00 a month at 730 hours 按 730 小时约每月."),
        ("h", "Per node 每台"),
        ("p", "8 × NVIDIA B200 192GB, NVLink 5 NVSwitch 1.8TB/s 全互联; 2 × Intel Xeon Platinum 8570 (56C 核); "
              "2TB RAM 内存; boot 启动盘 2 × 960GB NVMe RAID1 [1]; local NVMe 本地盘 8 × 3.84TB [1]; "
              "8 × 400Gb/s NDR InfiniBand (RDMA); internet 公网 1Gb/s."),
        ("h", "Reserved terms 预留条款"),
        ("p", "GPU model NVIDIA B200, 192GB per GPU 每卡; NVSwitch full mesh and NDR InfiniBand as listed 按上; "
              "dedicated 独享, no virtualization or oversubscription; availability 可用率 99.9%/month; credits "
              "补偿 5% per 0.1% below, cap 50%; acceptance 验收 within 48h by nccl-tests two-node busbw ≥ 700GB/s "
              "and fio; data deletion 数据删除 within 7 days after the term with certificate."),
        ("sp", 3),
        ("small", "[1] Local NVMe 8 × 3.84TB = 30.72TB per node 每台, for data 数据; the boot pair is separate "
                  "系统盘另计. Object storage 对象存储 S$ 0.03/GB-month, billed separately 另行计费 [2]."),
        ("small", "[2] Reserved prices are billed hourly and invoiced monthly; the reserved term is the minimum "
                  "预留期即最短期限."),
        ("small", "[3] Spot capacity may be reclaimed with 5 minutes' notice 竞价实例可能被回收; not covered by the "
                  "availability commitment."),
    ], cjk=True, title="Kallang Compute B200 Rate Card", author="Kallang Compute Pte. Ltd.",
        footer="Kallang Compute Pte. Ltd. 加冷算力 (c) 2026")


@doc("k26")
def k26(out: Path) -> None:
    pdf(out / "k26-proposal-erratum-a800-bi.pdf", [
        ("brand", "鹭岛智算　EGRET AI COMPUTE"),
        ("small", "厦门鹭岛智算科技有限公司 Xiamen Egret AI Compute Co., Ltd. · 厦门市思明区软件园二期 望海路 19 号"),
        ("title", "A800 Cluster Proposal 集群租赁方案 · for Kinabalu Speech Sdn. Bhd."),
        ("p", "Ref 编号: EG-PR-2611-27 · Rev. 1 · 25 Nov 2026"),
        ("h", "3. Configuration 配置"),
        ("p", "3.1 Four (4) servers 共 4 台, 32 GPUs. 3.2 Per server 每台: 8 × NVIDIA A800 SXM4 80GB, NVLink "
              "400GB/s via NVSwitch 全互联; 2 × Intel Xeon Platinum 8352V (36C 核); 1TB RAM 内存; system disk "
              "系统盘 2 × 960GB SATA SSD (RAID1); data disk 数据盘 4 × 7.68TB NVMe U.2; 4 × 200Gb/s HDR "
              "InfiniBand (RDMA); internet 公网 100Mbps."),
        ("h", "5. Price 价格"),
        ("p", "¥ 58,000 per server per month 元/台/月, VAT 6% included 含税; twelve (12) months minimum "
              "最短 12 个月; monthly in advance 按月预付. Four servers 四台: ¥ 232,000 per month 每月."),
        ("h", "6. Commitments 承诺"),
        ("p", "GPU NVIDIA A800 SXM4 80GB, 80GB per GPU 每卡 80GB; NVSwitch in-node and HDR InfiniBand between "
              "nodes 机内机间互联按第 3 节; dedicated 独享, no virtualization or oversubscription 不虚拟化不超售; "
              "availability 可用率 99.9% monthly; credits 补偿 5% per 0.1% below, max 50%; acceptance 验收 within "
              "3 working days by nccl-tests busbw ≥ 85GB/s and a Llama 3 70B LoRA baseline; data deletion "
              "数据删除 within 5 days after the term, with a certificate 出具证明."),
        ("pb",),
        ("h", "Appendix B · Erratum 附录 B · 勘误"),
        ("p", "Section 3.2 should read 第 3.2 节应为: data disk 数据盘 <b>2 × 7.68TB NVMe U.2 per server "
              "(15.36TB per server 每台 15.36TB)</b>, not 而非 4 × 7.68TB. The 4-drive figure was the "
              "drive-bay count of a two-server pair 原文为两台合计盘数. All other figures are unchanged "
              "其余内容不变."),
        ("sp", 3),
        ("p", "林若曦 Lin Ruoxi · Solutions Manager 方案经理 · 厦门鹭岛智算科技有限公司 · +86 592 555 0817"),
    ], cjk=True, title="A800 Proposal EG-PR-2611-27", author="厦门鹭岛智算科技有限公司",
        footer="鹭岛智算 Egret AI Compute · EG-PR-2611-27")


@doc("k27")
def k27(out: Path) -> None:
    pdf(out / "k27-quote-confirm-a800pcie-bi.pdf", [
        ("title", "报价确认单 Quotation Confirmation"),
        ("p", "报价方 Quoted by: 天津天枢算力科技有限公司 Tianjin Tianshu Compute Co., Ltd.（天枢算力）"),
        ("p", "客户 Customer: Baltic Vision AS　　编号 No.: TS-QC-2612-05　　日期 Date: 2026-12-02"),
        ("t", [["", "配置 I　Config I", "配置 II　Config II √ 已选 selected"],
               ["GPU", "4 × NVIDIA A800 PCIe 80GB", "8 × NVIDIA A800 PCIe 80GB"],
               ["互联 Interconnect", "PCIe 4.0", "8 卡 NVLink 全互联 8-GPU NVLink full mesh (NVSwitch 背板 "
                                              "baseboard), 400GB/s"],
               ["CPU", "2 × Xeon Gold 6338 (32C)", "2 × Xeon Gold 6348 (28C)"],
               ["内存 RAM", "512GB", "1TB"],
               ["盘位 Drive bays", "4 × 2.5\"", "10 × 2.5\", 已配 populated 3"],
               ["系统盘 OS", "1 × 960GB SATA SSD", "1 × 960GB SATA SSD"],
               ["数据盘 Data", "1 × 3.84TB NVMe", "2 × 3.84TB NVMe (7.68TB)"],
               ["网络 Network", "25GbE; 公网 50Mbps", "25GbE; 公网 internet 100Mbps"],
               ["月租 Monthly", "¥16,800 /台/月", "¥32,400 /台/月 per server per month"],
               ["日租 Daily", "¥150 /卡/天", "¥150 /卡/天 per GPU-day"]], [0.2, 0.33, 0.47], {"shade_col": [2]}),
        ("p", "已选配置 II（8 × A800 PCIe 80GB），数量 1 台，按月 ¥32,400 /台/月（含 6% 增值税 VAT incl.）；"
              "最短租期一个月 minimum one month。"),
        ("p", "服务 Service: 整机独享 dedicated whole server；月可用率 availability 99.5%。"),
        ("sp", 3),
        ("p", "天枢算力 Tianshu Compute · 销售 Sales: 郭明 Guo Ming · 022-5866 1024"),
    ], cjk=True, title="Quotation Confirmation TS-QC-2612-05", author="天津天枢算力科技有限公司",
        footer="天津天枢算力科技有限公司 · TS-QC-2612-05")


@doc("k28")
def k28(out: Path) -> None:
    text(out / "k28-wecom-chat-h20-nas-bi.txt", """
企业微信 WeCom · 会话存档 Chat archive
群聊 Group：Galaxy Bay × Lioncrest AI 项目群
导出 Exported：2026-12-02 17:05 (UTC+8)

2026-12-02 10:31  Aaron Tan (Lioncrest AI, Singapore)
Hi team, we plan multi-node training of Llama 3 70B across 3 H20 nodes. Can you share the setup and price?

2026-12-02 10:36  星河湾算力-何婷 Ho Ting (Sales)
Hi Aaron 您好! 3 台 H20 nodes, each 每台:
- 8 × NVIDIA H20 96GB, NVLink 900GB/s 机内全互联
- 2 × Xeon Platinum 8462Y+ (32 cores 核)
- 1.5TB RAM 内存
- 系统盘 OS: 1 × 960GB NVMe
- 本地数据盘 local data disk: none 无
- 存储 storage: 共享 NAS shared, HDD 机械盘, 100TB 配额 quota for the 3 nodes, ~800MB/s total 总吞吐
- 机间 inter-node: 2 × 25GbE, TCP only, 没有 IB / no RDMA

2026-12-02 10:38  Aaron Tan (Lioncrest AI, Singapore)
Pricing?

2026-12-02 10:41  星河湾算力-何婷 Ho Ting (Sales)
¥ 4.20 / 卡 / 小时 per GPU-hour, 不含税 excl. VAT (6% on top 另加 6%)
按小时计费 billed hourly, 最少 1 个月 minimum 1 month.
3 台 24 卡 × 730h ≈ ¥ 73,584 / month 每月 (excl. VAT)

2026-12-02 10:44  Aaron Tan (Lioncrest AI, Singapore)
OK. What goes in the contract on SLA?

2026-12-02 10:47  星河湾算力-何婷 Ho Ting (Sales)
合同第 8 条 Clause 8 (copy):
8.1 GPU 型号 NVIDIA H20 96GB, 每卡显存 96GB / 96GB per GPU;
8.2 互联按上述配置交付 interconnect as listed above (NVLink in-node, 2 × 25GbE between nodes);
8.3 整机独享 dedicated, 不虚拟化不超售 no virtualization or oversubscription;
8.4 月可用率 monthly availability 99.5%;
8.5 每低 0.5% 补偿月费 10%, 上限 30% / 10% credit per 0.5% below, cap 30%;
8.6 交付后 48 小时验收 acceptance within 48h: nccl-tests, iperf3, fio, signed record 签字确认;
8.7 租期结束 7 日内删除数据并出具证明 data deleted within 7 days with a certificate.

2026-12-02 10:49  Aaron Tan (Lioncrest AI, Singapore)
Thanks, please send the contract.

2026-12-02 10:50  星河湾算力-何婷 Ho Ting (Sales)
好的 Sure, 合同主体 contracting party: 佛山星河湾数据科技有限公司 Foshan Galaxy Bay Data Technology Co., Ltd.
""")


@doc("k29")
def k29(out: Path) -> None:
    text(out / "k29-listing-l40s-vgpu-hkd-bi.md", """
# 環太算力 Pacific Rim GPU · L40S 獨享 GPU 雲主機 Dedicated L40S Instance

**HK$ 6.80 / 小時 per hour** · 按分鐘計費 billed per minute · 無最低消費 no minimum
（包月 Monthly: HK$ 3,480 / 月）

本頁報價 This quote: **按小時 hourly, 1 instance 1 台**, for Kwun Tong Vision Lab.

| 項目 Item | 規格 Spec |
| --- | --- |
| GPU | 1 × NVIDIA L40S（獨享 dedicated）* |
| 顯存 VRAM | 24 GB |
| vCPU | 8 |
| 記憶體 RAM | 64 GiB |
| 系統盤 System disk | 80 GB cloud disk 雲盤 |
| 本地臨時盤 Local NVMe scratch | 400 GB（實例釋放後清空 wiped on release） |
| 網絡 Network | 1 Gbps |

## 服務 Service

- 可用性 Availability: 99.9% 月度目標 monthly target, 詳見服務條款 see the Terms of Service.
- 技術支援 Support: 7×24 工單 tickets.

---

\\* 基於 NVIDIA vGPU L40S-24Q 配置文件：一張物理 L40S 48GB 由兩個實例分時共享，每實例可用 24GB 顯存。
Built on the NVIDIA vGPU L40S-24Q profile: one physical L40S 48GB is time-shared by two instances, each
with 24 GB of GPU memory.

© 2026 環太算力（香港）有限公司 Pacific Rim GPU Limited · 香港數碼港道 100 號
""")


@doc("k30")
def k30(out: Path) -> None:
    pdf(out / "k30-quote-h800-besteffort-bi.pdf", [
        ("brand", "极昼算力　POLAR DAY COMPUTE"),
        ("small", "呼和浩特极昼算力科技有限公司 Hohhot Polar Day Compute Technology Co., Ltd. · "
                  "和林格尔新区 云谷 3 号楼"),
        ("title", "报价单 Quotation PD-Q-2612-044"),
        ("p", "客户 Customer: Andes Quant SpA (Santiago)　　日期 Date: 2026-12-01　　有效期 Valid: 15 天 days"),
        ("t", [["项目 Item", "规格 Specification", "数量 Qty", "单价 Unit price"],
               ["H800 服务器 server", "8 × NVIDIA H800 SXM5 80GB, NVLink 400GB/s, NVSwitch", "2 台 servers",
                "US$ 1.79 / GPU-hour 每卡时"],
               ["对象存储 Object storage", "OSS, optional 可选", "按量 on usage", "US$ 12 / TB / month"]],
         [0.2, 0.44, 0.14, 0.22]),
        ("p", "单价 US$ 1.79 per GPU-hour 每卡每小时, excl. taxes 不含税; billed hourly 按小时计费; minimum "
              "term 最短租期 3 个月 three months; invoiced monthly 按月结算."),
        ("h", "每台配置 Per server"),
        ("p", "CPU 2 × Intel Xeon Platinum 8468 (48C 核); 内存 RAM 2TB; 系统盘 OS 1 × 1.92TB NVMe; 数据盘 data "
              "2 × 3.84TB NVMe (7.68TB); 机间 fabric 8 × 400Gb/s NDR InfiniBand (RDMA); 公网 internet 100Mbps."),
        ("h", "服务说明 Service notes"),
        ("p", "1. 整机独享 Dedicated whole servers, 不与他人共享 not shared."),
        ("p", "2. 可用性 Availability: 我方尽力保障，不承诺具体指标 best effort, no committed figure."),
        ("p", "3. 故障补偿 Service credits: 不适用 not applicable."),
        ("p", "4. 交付后即开始计费 Billing starts at handover；数据由客户自行备份与清理 customers back up and "
              "clean up their own data."),
        ("sp", 3),
        ("p", "极昼算力 Polar Day Compute · 海外业务部 International Sales · 乌兰 Ulan · +86 471 555 2290"),
    ], cjk=True, title="Quotation PD-Q-2612-044", author="呼和浩特极昼算力科技有限公司",
        footer="极昼算力 Polar Day Compute · PD-Q-2612-044")


@doc("k31")
def k31(out: Path) -> None:
    pdf(out / "k31-spec-sheet-a100-sparse-bi.pdf", [
        ("brand", "长白山智算　CHANGBAI COMPUTE"),
        ("title", "A100 80GB 训练服务器 规格与商务条款 Spec Sheet and Commercial Terms"),
        ("t", [["参数 Parameter", "值 Value"],
               ["GPU", "8 × NVIDIA A100 SXM4 80GB HBM2e"],
               ["单卡 BF16 算力 BF16 per GPU", "624 TFLOPS"],
               ["显存带宽 Memory bandwidth", "2,039 GB/s per GPU"],
               ["GPU 互联 Interconnect", "NVSwitch 全互联 full mesh, NVLink 600GB/s"],
               ["CPU", "2 × AMD EPYC 7763 (64C 核)"],
               ["内存 RAM", "1TB DDR4"],
               ["系统盘 OS", "2 × 480GB SATA SSD (RAID1)"],
               ["数据盘 Data", "4 × 3.84TB NVMe, RAID10 (raw 15.36TB, usable 可用 7.68TB)"],
               ["机间 Fabric", "4 × 200Gb/s HDR InfiniBand (RDMA)"],
               ["公网 Internet", "100Mbps"]], [0.35, 0.65]),
        ("h", "商务条款 Commercial terms"),
        ("p", "数量 Quantity: 2 台 servers (16 GPUs 卡)。单价 Unit price: ¥ 6,900 元/卡/月 per GPU per month "
              "(含 6% 增值税 VAT incl.), 即每台 ¥ 55,200 per server per month。租期 Term: 不少于 6 个月 at least "
              "six months; 按季预付 quarterly in advance。"),
        ("h", "服务承诺 Commitments"),
        ("p", "GPU NVIDIA A100 SXM4 80GB, 每卡 80GB per GPU; NVSwitch 与 HDR IB 按上表 as listed; 整机独享 "
              "dedicated, 不超售 no oversubscription; 月可用率 availability 99.9%; 每低 0.1% 补偿 5%, 上限 50% "
              "credits; 交付 48 小时内 nccl-tests busbw ≥ 170GB/s 验收 acceptance; 终止后 5 日内擦除数据并出具证明 "
              "data wiped within 5 days with a certificate."),
        ("sp", 3),
        ("p", "甲方 Customer: Sapporo Deep Learning Inc.　　乙方 Provider: 吉林长白山智算科技有限公司 Jilin "
              "Changbai Compute Co., Ltd."),
    ], cjk=True, title="A100 Spec Sheet", author="吉林长白山智算科技有限公司",
        footer="长白山智算 Changbai Compute · 长春市净月高新区 福祉大路 5088 号")


@doc("k32")
def k32(out: Path) -> None:
    pdf(out / "k32-email-signature-h200-bi.pdf", [
        ("p", "<b>From 发件人:</b> 陈思远 Chen Siyuan &lt;siyuan.chen@nansha-ai.cn&gt;"),
        ("p", "<b>To 收件人:</b> Priya Nair &lt;priya@coralbay.ai&gt;"),
        ("p", "<b>Date 日期:</b> 2026-12-02 15:20 +0800"),
        ("p", "<b>Subject 主题:</b> H200 × 4 confirmed offer 确认报价"),
        ("sp", 3),
        ("p", "Dear Priya 您好,"),
        ("p", "Thank you for confirming the 12-month term 感谢确认 12 个月租期. Our offer 报价如下:"),
        ("t", [["Term 租期", "3 months 个月", "6 months 个月", "12 months 个月 √ confirmed 已确认"],
               ["元/台/月 CNY per server per month (含税 incl. 6% VAT)", "132,000", "126,000", "119,000"]],
         [0.34, 0.18, 0.18, 0.3], {"shade_col": [3]}),
        ("p", "4 servers 台 × ¥ 119,000 = ¥ 476,000 per month 每月; minimum term 最短租期 twelve (12) months; "
              "monthly in advance 按月预付."),
        ("p", "Per server 每台: 8 × NVIDIA H200 SXM 141GB, NVSwitch, NVLink 900GB/s; 2 × Intel Xeon Platinum "
              "8480+ (56C 核); 2TB RAM; 系统盘 system 2 × 960GB NVMe RAID1; 数据盘 data 8 × 3.84TB NVMe "
              "(30.72TB per server 每台; 4 台合计 cluster total 122.88TB); 8 × 400Gb/s NDR InfiniBand "
              "(RDMA); 公网 internet 200Mbps."),
        ("p", "The contract will include 合同将包含: GPU NVIDIA H200 SXM 141GB per GPU 每卡 141GB; NVSwitch full mesh "
              "and NDR InfiniBand as above 按上; dedicated 独享, no virtualization or oversubscription; "
              "availability 可用率 99.9% monthly; credits 补偿 5% per 0.1% below, cap 50%; acceptance 验收 within "
              "72h by nccl-tests four-node busbw ≥ 360GB/s and a Llama 3 70B LoRA baseline; data deletion "
              "数据删除 within 7 days after the term, with a certificate."),
        ("sp", 3),
        ("p", "Best regards 此致"),
        ("p", "陈思远 Chen Siyuan<br/>Key Account Manager 大客户经理<br/>广州南沙智算科技有限公司 Nansha Compute "
              "(Guangzhou) Co., Ltd.<br/>南沙智算 · 广州市南沙区 海滨路 171 号 · +86 20 3468 5510"),
    ], cjk=True, title="H200 x 4 confirmed offer", author="陈思远")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout13")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
