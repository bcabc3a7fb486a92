"""Build the holdout25 corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English and
bilingual, written blind (without reading the extractor), weighted toward vendor identity (letterheads, signatures,
乙方 / "the Provider" party clauses, resellers beside operators, a marketplace beside its provider, a parent group
beside the subsidiary that signs), pricing (per GPU-hour, node-month, instance-hour, reserved vs on-demand,
discounts, taxes, CNY / USD / EUR / JPY / SGD / HKD, quantity columns, totals vs unit prices), storage (system vs
data disks, shared file systems, object storage, TB vs TiB, per-node vs cluster totals), network (public uplink vs
compute fabric vs storage network, NIC counts x speed, 共享带宽) and node counts (digits, 两台 / 三台, "four (4)",
racks x servers, GPUs total / per node), in layouts not used by holdout24 where possible: key:value blocks, two-column
spec sheets, transposed option tables, footnotes that narrow headlines, a table broken across pages, a faxed order,
a WeChat chat export, a technical deviation table, a bilingual tender price schedule.

Run: python tests/corpus/holdout25/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
byte-identical.
"""


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


def kv(pairs: list[tuple[str, str]], key_width: float = 0.22) -> Item:
    """A key:value block without rules (a form-style quotation)."""
    return ("t", [[k, v] for k, v in pairs], [key_width, 1 - key_width], {"head": 0, "nogrid": True})


def two_col(left: list[tuple[str, str]], right: list[tuple[str, str]]) -> Item:
    """A two-column spec sheet: key / value on the left, key / value on the right."""
    n = max(len(left), len(right))
    left = left + [("", "")] * (n - len(left))
    right = right + [("", "")] * (n - len(right))
    return ("t", [[a, b, c, d] for (a, b), (c, d) in zip(left, right, strict=True)], [0.14, 0.36, 0.14, 0.36],
            {"head": 0})


# ================================================================================================ Chinese
@doc("t01")
def t01(out: Path) -> None:
    pdf(out / "t01-baojia-kv-block-liangtai-h100-zh.pdf", [
        ("brand", "钱塘智算　QIANTANG AI COMPUTE"),
        ("slogan", "杭州市滨江区江南大道 3888 号 钱塘云谷 9 号楼　0571-8690 2236　sales@qiantang-ai.cn"),
        ("ctitle", "GPU 裸金属服务器租赁报价"),
        kv([("报价编号", "QT-BJ-2611-0418"), ("报价日期", "2026 年 11 月 18 日"), ("有效期", "报价日起 20 日"),
            ("客户", "杭州西子数智语言科技有限公司（研发中心 周启航）"),
            ("报价方", "杭州钱塘智算科技有限公司（下称“我司”）")]),
        ("h", "一、配置（每台）"),
        kv([("GPU", "NVIDIA H100 SXM5 80GB HBM3 × 8"),
            ("机内互联", "NVLink 4.0 + NVSwitch 八卡全互联，每卡 NVLink 双向 900GB/s"),
            ("CPU", "Intel Xeon Platinum 8480+ × 2（56 核 × 2，共 112 核）"),
            ("内存", "2TB DDR5 4800（32 × 64GB）"),
            ("系统盘", "960GB NVMe SSD × 2，RAID1"),
            ("数据盘", "7.68TB NVMe U.2 SSD × 4（每台 30.72TB，两台合计 61.44TB）"),
            ("计算网络", "NDR InfiniBand 400Gb/s × 8（每台 3.2Tb/s），支持 GPUDirect RDMA"),
            ("存储网络", "25GbE × 2（接入共享并行存储，不计入计算网络）"),
            ("公网带宽", "BGP 100Mbps / 台（每台独享，非共享带宽）")]),
        ("h", "二、价格"),
        ("t", [["项目", "数量", "单价（含 6% 增值税）", "小计 / 月"],
               ["H100 八卡裸金属服务器", "2 台", "¥64,800.00 / 台 / 月", "¥129,600.00"],
               ["共享并行文件存储 50TB（两台共用）", "1 套", "¥4,500.00 / 月", "¥4,500.00"],
               ["月度合计", "", "", "¥134,100.00"]], [0.4, 0.12, 0.26, 0.22], {"bold": [3]}),
        kv([("租期", "最短租期 6 个月，可按 6 个月为单位续租"), ("结算", "按月预付，每月 1 日前支付当月租金"),
            ("发票", "增值税专用发票，税率 6%")]),
        ("h", "三、服务承诺"),
        *zh_terms("我司", "NVIDIA H100 SXM5 80GB", "80GB",
                  "机内八卡 NVSwitch 全互联（NVLink 900GB/s），两台之间 NDR InfiniBand 8 × 400Gb/s，租期内持续提供。",
                  "99.9%", "每低于 0.1 个百分点，减免当月该台租金 5%，上限 50%。",
                  "交付后 24 小时内双方共同执行 nccl-tests（2 机 16 卡 all_reduce busbw ≥ 360GB/s）与 fio "
                  "（单台顺序读 ≥ 10GB/s），达标后签署验收单；不达标不起算租期。",
                  "到期或解约后 7 个工作日内对全部数据盘执行安全擦除并提供书面销毁报告。"),
        ("sp", 4),
        ("p", "杭州钱塘智算科技有限公司　大客户部　沈若溪　139 5716 2280"),
        ("seal", "杭州钱塘智算科技有限公司<br/>合同专用章"),
    ], cjk=True, title="QT-BJ-2611-0418", author="杭州钱塘智算科技有限公司",
        footer="杭州钱塘智算科技有限公司　本报价不构成要约，以双方签署的合同为准")


@doc("t02")
def t02(out: Path) -> None:
    text(out / "t02-weixin-liaotian-a100-mig-zh.txt", """
微信聊天记录导出
导出人：海沧星图智能 算法组 林泽宇
会话：鹭岛云-GPU 销售 陈晓（鹭岛云）
导出时间：2026-11-27 16:42

2026-11-26 10:03 林泽宇：
你好，我们想租一张独享的 A100 做 8B 模型的 LoRA 微调，有现货吗？

2026-11-26 10:05 陈晓（鹭岛云）：
您好林工～有的，推荐我们的 A100 独享型 gpu.a100.3g 实例，独享 GPU，性能不受其他用户影响 [微笑]

2026-11-26 10:06 陈晓（鹭岛云）：
[链接] 鹭岛云 GPU 云服务器 - 实例规格 https://www.ludaoyun.cn/product/gpu

2026-11-26 10:09 林泽宇：
显存多大？是整张 80G 的卡吗？

2026-11-26 10:12 陈晓（鹭岛云）：
这个规格是 A100 SXM4 80GB 通过 MIG 切出来的 3g.40gb 实例，显存 40GB，算力约整卡的 3/7。
同一张物理卡上另外的 MIG 实例会分配给其他客户，但 MIG 是硬件隔离的，所以我们叫独享型。

2026-11-26 10:13 陈晓（鹭岛云）：
规格：12 vCPU / 96GB 内存 / 系统盘 50GB ESSD 云盘 / 数据盘 500GB ESSD 云盘（可扩容）

2026-11-26 10:15 林泽宇：
价格呢？

2026-11-26 10:18 陈晓（鹭岛云）：
按量付费 ¥4.20/小时，按小时计费，不足一小时按一小时算；包月 ¥2,680/月。都是含税价（6%）。没有最短租期，随时释放。
公网流量另计 ¥0.75/GB。

2026-11-26 10:21 林泽宇：
有 SLA 吗？坏了怎么赔？

2026-11-26 10:24 陈晓（鹭岛云）：
按官网《鹭岛云 GPU 云服务器服务等级协议》，单实例月可用性 99.9%，不达标按协议发代金券补偿。
实例释放后云盘数据立即删除且不可恢复，这个协议里也有写。

2026-11-26 10:25 陈晓（鹭岛云）：
[文件] 鹭岛云GPU云服务器SLA-2026版.pdf

2026-11-26 10:31 林泽宇：
好的，我内部评估一下。

2026-11-27 09:10 陈晓（鹭岛云）：
林工早～评估得怎么样了？本周下单首月包月可享 9 折哦

陈晓 | 鹭岛云 大客户经理
厦门鹭岛云计算有限公司
厦门市思明区软件园二期观日路 52 号　0592-590 6618
""")


@doc("t03")
def t03(out: Path) -> None:
    pdf(out / "t03-toubiao-jishu-pianli-biao-h800-zh.pdf", [
        ("ctitle", "投 标 文 件"),
        ("p", "项目名称：丝路人工智能创新中心大模型训练算力租赁服务采购项目"),
        ("p", "项目编号：GSZC-2026-1187　　采购人：甘肃丝路人工智能创新中心　　采购代理机构：甘肃金城招标咨询有限公司"),
        ("p", "投标人：甘肃陇原算力科技有限公司（盖章）　　日期：2026 年 11 月 9 日"),
        ("h", "第一部分　开标一览表"),
        ("t", [["序号", "服务内容", "数量", "租期", "单价（元/台/月，含 6% 增值税）", "投标总价（元）"],
               ["1", "H800 八卡 GPU 服务器租赁", "4 台（共 32 卡）", "12 个月", "49,600.00", "2,380,800.00"]],
         [0.07, 0.25, 0.15, 0.1, 0.23, 0.2]),
        ("p", "投标总价（大写）：人民币贰佰叁拾捌万零捌佰元整。投标保证金 ¥30,000.00 已于 2026 年 11 月 6 日电汇。"),
        ("h", "第二部分　技术偏离表"),
        ("t", [["条款号", "招标文件要求", "投标响应", "偏离"],
               ["3.1", "GPU 不少于 32 卡，型号 H800 SXM5 80GB", "4 台 × 8 卡 = 32 卡 NVIDIA H800 SXM5 80GB", "无偏离"],
               ["3.2", "机内 NVLink 全互联", "NVSwitch 八卡全互联，NVLink 400GB/s", "无偏离"],
               ["3.3", "每台 CPU 不少于 96 核，内存不少于 1TB",
                "AMD EPYC 9554 × 2（64 核 × 2 = 128 核），2TB DDR5", "正偏离"],
               ["3.4", "每台本地 NVMe 数据盘不少于 20TB",
                "3.84TB NVMe × 8 = 30.72TB（每台）；系统盘 480GB SATA SSD × 2 RAID1 另配", "正偏离"],
               ["3.5", "节点间 RDMA 网络不低于 1.6Tb/s / 台",
                "RoCE v2 200GbE × 8（每台 1.6Tb/s），无损以太网，GPUDirect RDMA", "无偏离"],
               ["3.6", "提供共享存储", "并行文件存储 500TB，四台共享（计入总价，不单独计费）", "无偏离"],
               ["3.7", "公网带宽", "每台 BGP 独享 300Mbps", "无偏离"],
               ["3.8", "最短租期不超过 12 个月，按月结算", "最短租期 12 个月，按月结算", "无偏离"]],
         [0.09, 0.3, 0.46, 0.15]),
        ("h", "第三部分　服务承诺"),
        *zh_terms("投标人", "NVIDIA H800 SXM5 80GB", "80GB",
                  "机内 NVSwitch 全互联；机间 RoCE v2 8 × 200GbE 无损网络，服务期内不降配。", "99.9%",
                  "每低于 0.1%，扣减当月服务费 5%，最高扣减 50%。",
                  "到货后 3 日内由采购人组织验收：nccl-tests 4 机 32 卡 all_reduce busbw ≥ 300GB/s，"
                  "Llama 3 70B 基准训练 MFU ≥ 40%，全部达标方为验收合格。",
                  "服务结束后 10 个工作日内对全部存储介质进行数据销毁，并出具第三方销毁证明。"),
        ("sp", 4),
        ("p", "投标人：甘肃陇原算力科技有限公司　　法定代表人或授权代表：马骁（签字）"),
        ("seal", "甘肃陇原算力科技有限公司<br/>投标专用章"),
    ], cjk=True, title="GSZC-2026-1187 投标文件", author="甘肃陇原算力科技有限公司",
        footer="GSZC-2026-1187　投标文件　正本")


@doc("t04")
def t04(out: Path) -> None:
    fax = """\
FAX  传真         2026-11-20  15:47   发自：0531-8866 2019   第 1 页 / 共 1 页
=====================================================================
至：济南华山湖语言智能科技有限公司  采购部 孔令杰 先生   传真：0531-8237 4402
自：山东齐鲁云算信息技术有限公司  销售部 鲍文  电话：0531-8866 2010
事由：H20 服务器租赁订购确认（订单号 QLYS-DD-26-1120-03）
---------------------------------------------------------------------
孔先生：您好！贵司 11 月 18 日订购函收悉，现确认如下：

一、设备：H20 八卡服务器 两台
    GPU      NVIDIA H20 96GB HBM3 x 8 / 台，NVLink 900GB/s 八卡全互联(NVSwitch)
    CPU      Intel Xeon Gold 6448Y x 2 (32 核 x 2 = 64 核)
    内存     1TB DDR5
    系统盘   960GB SATA SSD x 1
    数据盘   7.68TB NVMe x 2 (每台 15.36TB)
    机间网络 RoCE v2 200Gb/s x 2 / 台 (400Gb/s), 支持 RDMA
    公网     独享 BGP 50Mbps / 台

二、价格：每台每月 人民币 23,800.00 元（含 6% 增值税）
    两台月租合计 47,600.00 元。最短租期 3 个月，按月预付。

三、我方承诺：
 1. GPU 型号为 NVIDIA H20，每卡显存 96GB，不以其他型号替代。
 2. 整机物理独享，不做 MIG / vGPU 切分，不超售。
 3. 机内 NVSwitch 全互联，机间 RoCE v2 2 x 200Gb/s，租期内保持。
 4. 月度可用率不低于 99.9%；每低 0.1% 减免当月该台租金 5%，最高 30%。
 5. 交付后 24 小时内共同跑 nccl-tests (2 机 all_reduce busbw >= 300GB/s)
    与 fio (顺序读 >= 6GB/s)，达标签验收单，不达标不计费。
 6. 租期结束 5 个工作日内擦除数据盘并出具销毁证明。

请确认后签字回传。谢谢！

供方：山东齐鲁云算信息技术有限公司（盖章）      需方确认：____________
====================================================================="""
    pdf(out / "t04-chuanzhen-dinggou-queren-h20-zh.pdf", [
        ("mono", fax),
        ("sp", 3),
        ("seal", "山东齐鲁云算信息技术有限公司<br/>销售专用章"),
    ], cjk=True, title="QLYS-DD-26-1120-03", author="山东齐鲁云算信息技术有限公司")


@doc("t05")
def t05(out: Path) -> None:
    pdf(out / "t05-shuanglan-guige-4090-nvlink-zh.pdf", [
        ("brand", "天府智算　TIANFU AI"),
        ("slogan", "四川天府智算科技有限公司　成都市高新区天府五街 200 号　028-6138 5520"),
        ("title", "T8-4090 训练服务器 产品规格与报价"),
        ("p", "致：成都锦江视界动画有限公司　　编号：TF-SPEC-4090-2611　　日期：2026-11-12"),
        two_col([("GPU", "NVIDIA GeForce RTX 4090 24GB GDDR6X × 8"),
                 ("卡间互联", "8 卡 NVLink 全互联，卡间带宽 600GB/s"),
                 ("CPU", "AMD EPYC 9354 × 2（32 核 × 2 = 64 核）"),
                 ("内存", "512GB DDR5"),
                 ("系统盘", "512GB NVMe × 1"),
                 ("数据盘", "2TB NVMe × 2（每台 4TB）"),
                 ("机间网络", "25GbE RoCE × 2（50Gb/s，RDMA）"),
                 ("公网", "100Mbps 独享")],
                [("数量", "三台"),
                 ("月租", "¥8,600.00 / 台 / 月（含 6% 增值税）"),
                 ("租期", "最短 1 个月，按月付费"),
                 ("交付", "签约后 3 个工作日"),
                 ("可用率", "99.5% / 月"),
                 ("补偿", "每低 0.5% 减免 10%"),
                 ("验收", "见下文"),
                 ("数据", "见下文")]),
        ("p", "三台月租合计 ¥25,800.00；机房托管、电力、运维均已包含。"),
        ("h", "服务条款"),
        *zh_terms("乙方", "NVIDIA GeForce RTX 4090", "24GB",
                  "每台 8 卡 NVLink 全互联（600GB/s），三台之间 25GbE RoCE × 2。", "99.5%",
                  "每低于 0.5 个百分点，减免当月该台租金 10%，最高 50%。",
                  "交付后 24 小时内运行 nvidia-smi、nccl-tests 与 fio，达到本规格书数值后签署验收单。",
                  "租期结束后 3 个工作日内清除数据盘全部数据并书面确认。"),
        ("p", "乙方：四川天府智算科技有限公司　联系人：罗嘉怡　138 8015 6627"),
    ], cjk=True, title="TF-SPEC-4090-2611", author="四川天府智算科技有限公司",
        footer="天府智算 TIANFU AI　规格如有变更以合同为准")


@doc("t06")
def t06(out: Path) -> None:
    pdf(out / "t06-yuedu-duizhangdan-a100-zh.pdf", [
        ("brand", "渤海智算"),
        ("slogan", "天津渤海智算科技有限公司　天津市滨海新区中新生态城中天大道 2018 号"),
        ("ctitle", "月度对账单"),
        kv([("客户", "天津海河问答智能科技有限公司"), ("合同编号", "BH-ZL-2026-0611"),
            ("账期", "2026 年 11 月 1 日 至 2026 年 11 月 30 日"), ("出账日期", "2026 年 12 月 1 日")], 0.16),
        ("t", [["序号", "项目", "数量", "单价", "金额（元）"],
               ["1", "A100 八卡服务器租赁（合同单价）", "3 台 × 1 月", "31,500.00 元/台/月", "94,500.00"],
               ["2", "超额公网流量", "1,200 GB", "0.60 元/GB", "720.00"],
               ["3", "共享对象存储（客户账户）", "20 TB", "90.00 元/TB/月", "1,800.00"],
               ["", "本期应付（含 6% 增值税）", "", "", "97,020.00"]],
         [0.07, 0.38, 0.15, 0.2, 0.2], {"bold": [4]}),
        ("p", "请于 2026 年 12 月 10 日前付款至：天津渤海智算科技有限公司　开户行：中国银行天津滨海分行　"
              "账号 2735 8811 0266 1904"),
        ("h", "附：合同要点（BH-ZL-2026-0611）"),
        kv([("服务", "NVIDIA A100 SXM4 80GB × 8 / 台，共 3 台，NVSwitch 全互联（NVLink 600GB/s）"),
            ("主机", "AMD EPYC 7763 × 2（64 核 × 2 = 128 核），1TB 内存"),
            ("存储", "系统盘 480GB SATA SSD × 2（RAID1）；数据盘 3.84TB NVMe × 4（每台 15.36TB）"),
            ("网络", "机间 HDR InfiniBand 200Gb/s × 4（每台 800Gb/s，RDMA）；公网 BGP 100Mbps / 台"),
            ("期限", "2026-07-01 至 2027-06-30，最短租期 12 个月，按月结算"),
            ("单价", "31,500.00 元/台/月（含 6% 增值税）")], 0.12),
        *zh_terms("乙方", "NVIDIA A100 SXM4 80GB", "80GB",
                  "机内 NVSwitch 全互联，机间 HDR InfiniBand 4 × 200Gb/s，合同期内保持。", "99.9%",
                  "未达标月份每低 0.1% 减免该台当月租金 5%，最高 50%，于次月对账单抵扣。",
                  "交付时已按合同第 6 条完成 nccl-tests（busbw ≥ 230GB/s）与 fio 验收并签署验收单。",
                  "合同终止后 7 个工作日内擦除数据盘并出具销毁证明。"),
        ("p", "本期无可用率减免。如对账单有异议，请于收到后 5 个工作日内联系 客户成功部 易晓棠 022-6620 5188。"),
    ], cjk=True, title="BH-ZL-2026-0611 2026-11", author="天津渤海智算科技有限公司",
        footer="天津渤海智算科技有限公司　统一社会信用代码 91120116MA07KX3D2R")


@doc("t07")
def t07(out: Path) -> None:
    pdf(out / "t07-fangan-zhuanzhi-biao-h200-zh.pdf", [
        ("brand", "申江算力　SHENJIANG COMPUTE"),
        ("slogan", "上海申江算力科技有限公司　上海市浦东新区张江路 665 号 12 层　021-5089 3307"),
        ("title", "H200 算力方案对比及报价"),
        ("p", "客户：上海临港深蓝智能科技有限公司　　编号：SJ-FA-2611-22　　日期：2026 年 11 月 25 日　　"
              "需求：两台（16 卡）H200，用于 70B 模型 LoRA 微调与推理评测"),
        ("t", [["", "方案一　按需", "方案二　一年期（客户选定 √）", "方案三　三年期"],
               ["GPU", "NVIDIA H200 SXM 141GB × 8 / 台", "同左", "同左"],
               ["数量", "两台", "两台", "两台"],
               ["计费方式", "按卡时计费，按小时结算", "包月，按月预付", "包月，按月预付"],
               ["单价（含 6% 增值税）", "¥16.80 / 卡 / 小时", "¥88,000.00 / 台 / 月 *", "¥79,000.00 / 台 / 月"],
               ["最短租期", "无", "12 个月", "36 个月"],
               ["月度合计（两台）", "约 ¥196,000（按 730 小时估算）", "¥176,000.00", "¥158,000.00"],
               ["资源保障", "视库存", "专属预留", "专属预留"]],
         [0.2, 0.26, 0.28, 0.26], {"box": [((2, 0), (2, -1))]}),
        ("small", "* 方案二单价以签署 12 个月合同为前提；提前解约需补足按方案一计算的差价。"),
        ("h", "共同配置（每台）"),
        kv([("互联", "NVSwitch 八卡全互联，每卡 NVLink 900GB/s"),
            ("CPU / 内存", "Intel Xeon Platinum 8558 × 2（48 核 × 2 = 96 核）/ 2TB DDR5"),
            ("系统盘", "1.92TB NVMe × 2（RAID1）"),
            ("数据盘", "3.84TB NVMe × 8（每台 30.72TB）"),
            ("计算网络", "NDR InfiniBand 400Gb/s × 8（每台 3.2Tb/s，RDMA）"),
            ("公网", "BGP 200Mbps / 台")], 0.14),
        ("h", "服务承诺（三个方案相同）"),
        *zh_terms("我司", "NVIDIA H200 SXM 141GB", "141GB",
                  "机内 NVSwitch 全互联（900GB/s），机间 NDR InfiniBand 8 × 400Gb/s，服务期内保持。", "99.9%",
                  "每低于 0.1%，按当月该台费用 5% 赔付，最高 50%。",
                  "交付 24 小时内完成 nccl-tests（2 机 all_reduce busbw ≥ 380GB/s）与 fio（顺序读 ≥ 12GB/s），"
                  "达标后签署验收单。",
                  "服务结束后 5 个工作日内安全擦除全部数据盘并提供销毁报告。"),
        ("p", "客户确认方案：方案二（√）　　确认人：上海临港深蓝智能科技有限公司 算力平台负责人 钱思远　2026-11-26"),
        ("p", "报价方：上海申江算力科技有限公司　解决方案部 葛一鸣"),
    ], cjk=True, title="SJ-FA-2611-22", author="上海申江算力科技有限公司",
        footer="上海申江算力科技有限公司　SHENJIANG COMPUTE")


@doc("t08")
def t08(out: Path) -> None:
    pdf(out / "t08-zulin-hetong-nas-25g-h100-pcie-zh.pdf", [
        ("ctitle", "GPU 算力服务器租赁合同"),
        ("p", "合同编号：HD-ZL-2026-1130　　签订地点：南昌市红谷滩区　　签订日期：2026 年 11 月 30 日"),
        ("p", "甲方（承租方）：南昌赣江语言智能科技有限公司"),
        ("p", "乙方（出租方）：江西洪都算力科技有限公司（下称“乙方”）　地址：南昌市红谷滩区丰和中大道 1188 号"),
        ("p", "甲方拟在乙方提供的四台服务器上，以约 1.2T tokens 语料从头预训练 8B 参数语言模型。双方经协商一致，"
              "签订本合同。"),
        ("h", "第一条　租赁标的"),
        ("t", [["项目", "规格（每台）"],
               ["GPU", "NVIDIA H100 PCIe 80GB × 8（PCIe 5.0 交换互联，未配 NVLink 桥接）"],
               ["CPU / 内存", "Intel Xeon Gold 6430 × 2（32 核 × 2 = 64 核）/ 1TB DDR5"],
               ["本地盘", "系统盘 960GB SATA SSD × 1；无本地数据盘"],
               ["数据存储", "乙方 NAS 共享文件存储 100TB（NFS），四台共享，经 10GbE 接入，聚合读吞吐约 1.2GB/s"],
               ["节点间网络", "25GbE × 2 / 台（TCP/IP，不支持 RDMA）"],
               ["公网", "BGP 100Mbps / 台"],
               ["数量", "四台"]], [0.18, 0.82]),
        ("h", "第二条　租金与期限"),
        ("p", "1. 租金：人民币 27,600.00 元 / 台 / 月（含 6% 增值税），四台月租合计 110,400.00 元。"),
        ("p", "2. 租期 12 个月，最短租期 12 个月，按月预付。"),
        ("h", "第三条　乙方保证"),
        *zh_terms("乙方", "NVIDIA H100 PCIe 80GB", "80GB",
                  "互联：机内 GPU 经 PCIe 5.0 交换互联；机间 25GbE × 2，租期内不降配。", "99.9%",
                  "每低于 0.1%，减免该台当月租金 5%，最高 50%。",
                  "交付后 48 小时内由双方执行 nvidia-smi、nccl-tests 与 fio 并记录结果，达到第一条所列规格签署验收单。",
                  "租期届满后 10 个工作日内删除 NAS 中甲方数据及本地盘数据，并出具删除证明。"),
        ("h", "第四条　其他"),
        ("p", "本合同一式两份，双方各执一份，自双方签字盖章之日起生效。"),
        ("t", [["甲方：南昌赣江语言智能科技有限公司（盖章）", "乙方：江西洪都算力科技有限公司（盖章）"],
               ["授权代表：熊立诚", "授权代表：涂婉清"]], [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], cjk=True, title="HD-ZL-2026-1130", author="江西洪都算力科技有限公司", footer="HD-ZL-2026-1130")


@doc("t09")
def t09(out: Path) -> None:
    pdf(out / "t09-fangan-jianyishu-70b-full-l40s-zh.pdf", [
        ("brand", "闽江智算"),
        ("slogan", "福州闽江智算科技有限公司　福州市鼓楼区软件大道 89 号 F 区 21 座　0591-8706 3312"),
        ("ctitle", "大模型训练资源方案建议书"),
        ("p", "呈：福州马尾船政智能科技有限公司　　编号：MJ-JY-2611-09　　日期：2026 年 11 月 16 日"),
        ("h", "一、需求回顾"),
        ("p", "贵司计划对 Llama 3 70B 进行全参数微调（AdamW 优化器，BF16 混合精度），训练数据约 30 亿 tokens，"
              "希望在三个月内完成。"),
        ("h", "二、资源测算"),
        ("t", [["项目", "测算"],
               ["模型参数", "70B"],
               ["显存估算", "按每参数 8 字节（权重 + 梯度 + 优化器状态）估算约 560GB"],
               ["推荐资源", "L40S 八卡服务器 两台，共 16 卡 × 48GB = 768GB"],
               ["余量", "约 27%，满足全参数微调需求"]], [0.2, 0.8]),
        ("h", "三、单台配置"),
        kv([("GPU", "NVIDIA L40S 48GB GDDR6 × 8（PCIe 4.0，无 NVLink）"),
            ("CPU / 内存", "Intel Xeon Gold 6448Y × 2（32 核 × 2 = 64 核）/ 1TB"),
            ("系统盘 / 数据盘", "960GB NVMe × 1 / 3.84TB NVMe × 4（每台 15.36TB）"),
            ("机间网络", "RoCE v2 100GbE × 2（每台 200Gb/s，RDMA）"),
            ("公网", "BGP 100Mbps / 台")], 0.18),
        ("h", "四、报价"),
        ("p", "¥14,200.00 / 台 / 月（含 6% 增值税），两台月租 ¥28,400.00；最短租期 3 个月，按月预付。"),
        ("h", "五、服务承诺"),
        *zh_terms("我司", "NVIDIA L40S", "48GB",
                  "机内 8 卡经 PCIe 4.0 交换互联（无 NVLink），机间 RoCE v2 2 × 100GbE，租期内保持。", "99.9%",
                  "每低于 0.1%，减免该台当月租金 5%，最高 50%。",
                  "交付后 24 小时内共同执行 nccl-tests 与 fio，并以 70B 全参微调 100 步吞吐作为基线，达标签署验收单。",
                  "租期结束 5 个工作日内擦除数据盘并出具销毁证明。"),
        ("p", "福州闽江智算科技有限公司　解决方案部 郑可欣"),
    ], cjk=True, title="MJ-JY-2611-09", author="福州闽江智算科技有限公司",
        footer="福州闽江智算科技有限公司　方案建议书仅供参考，以正式合同为准")


@doc("t10")
def t10(out: Path) -> None:
    pdf(out / "t10-kuorong-queren-dan-b200-dense-zh.pdf", [
        ("brand", "长安算力　CHANG'AN COMPUTE"),
        ("slogan", "西安长安算力科技有限公司　西安市高新区锦业路 69 号 创业研发园 C 区"),
        ("ctitle", "扩容确认单"),
        kv([("客户", "西安曲江万象智能科技有限公司"), ("原合同", "CA-HT-2026-0305（现有 B200 服务器 2 台，不在本单）"),
            ("本单", "CA-KR-2026-1201　新增 B200 八卡服务器 两台"), ("日期", "2026 年 12 月 1 日")], 0.14),
        ("h", "一、新增服务器参数"),
        ("t", [["参数", "每卡 / 每台"],
               ["GPU", "NVIDIA B200 × 8，每卡 180GB HBM3e（标称 192GB）"],
               ["BF16 稠密算力（每卡）", "4,500 TFLOPS"],
               ["机内互联", "NVLink 5 + NVSwitch 全互联，每卡 1.8TB/s"],
               ["CPU / 内存", "Intel Xeon Platinum 8570 × 2（56 核 × 2 = 112 核）/ 2TB"],
               ["系统盘 / 数据盘", "1.92TB NVMe × 2（RAID1）/ 7.68TB NVMe × 8（每台 61.44TB）"],
               ["计算网络", "NDR InfiniBand 400Gb/s × 8（每台 3.2Tb/s，RDMA）"],
               ["公网", "BGP 500Mbps / 台"]], [0.3, 0.7]),
        ("h", "二、价格与期限"),
        ("p", "新增两台单价 ¥128,000.00 / 台 / 月（含 6% 增值税），与原合同同价；扩容部分最短租期 12 个月，按月预付。"),
        ("h", "三、服务条款（沿用原合同并在此重述）"),
        *zh_terms("乙方", "NVIDIA B200", "180GB",
                  "机内 NVSwitch 全互联（1.8TB/s），机间 NDR InfiniBand 8 × 400Gb/s，与原有两台同一 IB 网络。",
                  "99.9%", "每低于 0.1%，减免该台当月租金 5%，最高 50%。",
                  "交付后 24 小时内执行 nccl-tests（新增两台 all_reduce busbw ≥ 700GB/s）与 fio，达标签署验收单。",
                  "租期结束后 5 个工作日内安全擦除数据盘并出具销毁证明。"),
        ("p", "乙方：西安长安算力科技有限公司　客户成功部 韩知远　　甲方确认：西安曲江万象智能科技有限公司"),
        ("seal", "西安长安算力科技有限公司<br/>合同专用章"),
    ], cjk=True, title="CA-KR-2026-1201", author="西安长安算力科技有限公司",
        footer="西安长安算力科技有限公司　CHANG'AN COMPUTE")


@doc("t11")
def t11(out: Path) -> None:
    nodes = [[f"{i}", f"nm-ulq-h800-{i:02d}", f"A{(i + 1) // 2}-{(i - 1) % 2 + 1}", "8 × H800 SXM5 80GB",
              f"10.42.{i}.10"] for i in range(1, 9)]
    pdf(out / "t11-dingdan-jiedian-qingdan-64ka-h800-zh.pdf", [
        ("brand", "草原云谷算力"),
        ("slogan", "内蒙古草原云谷算力有限公司　乌兰察布市集宁区云计算产业园 3 号机房"),
        ("ctitle", "算力资源服务订单"),
        kv([("订单号", "CYYG-DD-2026-1128"), ("日期", "2026 年 11 月 28 日"),
            ("客户（甲方）", "北京中关村知微大模型科技有限公司"),
            ("服务方（乙方）", "内蒙古草原云谷算力有限公司（机房运营方，签约、开票、收款）"),
            ("渠道", "北京星河渠道科技有限公司（居间介绍，非合同当事方，不收取客户任何费用）")], 0.18),
        ("h", "一、资源"),
        ("p", "GPU 总数 64 卡，每台 8 卡 NVIDIA H800 SXM5 80GB，共 8 台，"
              "位于同一 NDR InfiniBand 集群（节点清单见附件）。"),
        kv([("每台配置", "Intel Xeon Platinum 8468 × 2（48 核 × 2 = 96 核）/ 2TB DDR5"),
            ("系统盘", "960GB NVMe × 2（RAID1）"),
            ("数据盘", "7.68TB NVMe × 4（每台 30.72TB）"),
            ("机内互联", "NVSwitch 全互联，NVLink 400GB/s"),
            ("计算网络", "NDR InfiniBand 400Gb/s × 8（每台 3.2Tb/s，RDMA）"),
            ("公网", "每台独享 200Mbps")], 0.14),
        ("h", "二、费用"),
        ("t", [["项目", "数量", "单价（含 6% 增值税）", "月租"],
               ["H800 八卡服务器", "8 台（64 卡）", "¥47,500.00 / 台 / 月", "¥380,000.00"]],
         [0.3, 0.2, 0.28, 0.22]),
        ("p", "租期 24 个月，最短租期 24 个月，按月预付。"),
        ("h", "三、服务条款"),
        *zh_terms("乙方", "NVIDIA H800 SXM5 80GB", "80GB",
                  "机内 NVSwitch 全互联（400GB/s），八台之间 NDR InfiniBand 8 × 400Gb/s 无阻塞组网。", "99.9%",
                  "每低于 0.1%，减免该台当月租金 5%，最高 50%。",
                  "交付后 72 小时内执行 nccl-tests（8 机 64 卡 all_reduce busbw ≥ 300GB/s）与 Llama 3 70B 基准训练"
                  "（MFU ≥ 40%），达标签署验收单。",
                  "租期结束后 10 个工作日内销毁全部数据盘数据并出具证明。"),
        ("pb",),
        ("h", "附件：节点清单"),
        ("t", [["序号", "主机名", "机柜-U 位", "GPU", "管理 IP"], *nodes], [0.08, 0.27, 0.15, 0.28, 0.22]),
        ("p", "乙方：内蒙古草原云谷算力有限公司（盖章）　　甲方：北京中关村知微大模型科技有限公司（盖章）"),
    ], cjk=True, title="CYYG-DD-2026-1128", author="内蒙古草原云谷算力有限公司",
        footer="内蒙古草原云谷算力有限公司　订单与《算力服务主协议》具有同等效力")


# ================================================================================================ English
@doc("t12")
def t12(out: Path) -> None:
    pdf(out / "t12-order-form-provider-four-b200-eur-en.pdf", [
        ("brand", "KESTREL"),
        ("slogan", "Kestrel Compute B.V. | Science Park 402, 1098 XH Amsterdam | KvK 81234567 | VAT NL862214593B01"),
        ("title", "Order Form No. KC-OF-2026-0147"),
        ("p", "This Order Form is entered into under the Master Services Agreement dated 2 March 2026 (the "
              "\"MSA\") between Kestrel Compute B.V. (the \"Provider\") and Lindqvist Robotics AB (the "
              "\"Customer\"). Capitalised terms have the meaning given in the MSA. Order date: 24 November 2026."),
        ("h", "1. Services"),
        ("t", [["Item", "Description", "Quantity", "Fee (EUR, excl. VAT)"],
               ["1", "Dedicated HGX B200 node (8 x NVIDIA B200)", "four (4) nodes", "29,750.00 per node per month"],
               ["2", "Shared VAST file system, 200 TiB (cluster-wide, all four nodes)", "1", "included"],
               ["3", "Onboarding and fabric validation (one-off)", "1", "waived"]],
         [0.07, 0.5, 0.17, 0.26]),
        ("p", "Monthly recurring fee for the four nodes: EUR 119,000.00 excl. VAT. Dutch VAT (21%) is added where "
              "applicable; reverse charge applies to EU business customers."),
        ("h", "2. Node specification (each node)"),
        kv([("GPUs", "8 x NVIDIA B200, 180 GB HBM3e per GPU, NVLink 5 with NVSwitch, 1.8 TB/s per GPU"),
            ("CPU / RAM", "2 x Intel Xeon Platinum 8570 (56 cores each, 112 cores) / 2 TB DDR5"),
            ("Boot disk", "2 x 960 GB NVMe, RAID 1"),
            ("Local data", "8 x 3.84 TB NVMe (30.72 TB per node)"),
            ("Compute fabric", "8 x 400 Gb/s NDR InfiniBand per node (3.2 Tb/s), GPUDirect RDMA"),
            ("Storage network", "2 x 200 GbE to the shared file system (not part of the compute fabric)"),
            ("Internet", "10 Gbps per node")], 0.18),
        ("h", "3. Term and invoicing"),
        ("p", "Initial Term: twelve (12) months from the Service Start Date; this is the minimum term. Fees are "
              "invoiced monthly in advance."),
        ("h", "4. Service commitments (these prevail over Schedule 2 of the MSA)"),
        *en_terms("The Provider", "NVIDIA B200 (HGX B200)", "180 GB",
                  "Each node's eight GPUs are fully connected by NVLink 5 / NVSwitch; nodes are joined by "
                  "non-blocking NDR InfiniBand at 8 x 400 Gb/s for the whole term.", "99.9%",
                  "10% of the node's monthly fee for each 0.1% below target, up to 50%.",
                  "Within 48 hours of handover the parties run nccl-tests (4-node all_reduce busbw of at least "
                  "700 GB/s) and fio; the Service Start Date is the date both are met.",
                  "Within 7 days after the term the Provider securely erases all local and shared storage and "
                  "issues a certificate of deletion."),
        ("t", [["For the Provider: Kestrel Compute B.V.", "For the Customer: Lindqvist Robotics AB"],
               ["Name: Maarten de Visser, Director", "Name: Sofia Lindqvist, CTO"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
    ], title="KC-OF-2026-0147", author="Kestrel Compute B.V.",
        footer="Kestrel Compute B.V. - Order Form KC-OF-2026-0147 - Confidential")


@doc("t13")
def t13(out: Path) -> None:
    pdf(out / "t13-tax-invoice-gst-sgd-h200-en.pdf", [
        ("brand", "MERLION GPU"),
        ("slogan", "Merlion GPU Cloud Pte. Ltd. | 8 Kallang Avenue, #09-03 Aperia Tower 1, Singapore 339509 | "
                   "UEN 202318845K | GST Reg. No. 202318845K"),
        ("title", "TAX INVOICE"),
        kv([("Invoice No.", "MGC-INV-2611-0392"), ("Invoice date", "1 December 2026"),
            ("Bill to", "Straits Lexicon AI Pte. Ltd., 71 Ayer Rajah Crescent, #02-14, Singapore 139951"),
            ("Service Order", "SO-2026-0088 (term 12 months from 1 September 2026; minimum term 12 months)"),
            ("Service period", "1 November 2026 - 30 November 2026")], 0.18),
        ("t", [["#", "Description", "Qty", "Unit price (S$)", "Amount (S$)"],
               ["1", "Dedicated 8 x NVIDIA H200 SXM 141GB server, monthly fee", "2", "26,900.00", "53,800.00"],
               ["2", "Additional IPv4 addresses (/29)", "1", "60.00", "60.00"],
               ["", "Subtotal", "", "", "53,860.00"],
               ["", "GST 9%", "", "", "4,847.40"],
               ["", "Total due (S$)", "", "", "58,707.40"]],
         [0.05, 0.5, 0.07, 0.18, 0.2], {"bold": [5]}),
        ("p", "Monthly fee per server S$26,900.00 excl. GST (S$29,321.00 incl. 9% GST), invoiced monthly in advance. "
              "Payment due within 14 days by PayNow (UEN) or bank transfer to DBS Bank 072-918443-6."),
        ("h", "Service schedule of SO-2026-0088 (each server)"),
        kv([("GPUs", "8 x NVIDIA H200 SXM 141GB HBM3e, NVSwitch, NVLink 900 GB/s per GPU"),
            ("CPU / RAM", "2 x AMD EPYC 9454 (48 cores each, 96 cores) / 2 TB"),
            ("Boot / data", "2 x 960 GB NVMe RAID 1 / 4 x 7.68 TB NVMe (30.72 TB)"),
            ("Fabric", "NDR InfiniBand 8 x 400 Gb/s (3.2 Tb/s), GPUDirect RDMA"),
            ("Internet", "2 Gbps per server")], 0.14),
        *en_terms("Merlion GPU", "NVIDIA H200 SXM", "141 GB",
                  "NVSwitch full mesh within each server and NDR InfiniBand 8 x 400 Gb/s between the two servers.",
                  "99.9%", "5% of the server's monthly fee per 0.1% shortfall, up to 50%, credited on the next "
                  "invoice.", "Completed on 2 September 2026 (nccl-tests busbw 392 GB/s, fio 14 GB/s) and signed.",
                  "Within 7 days after the term all disks are wiped to NIST 800-88 and a certificate is issued."),
        ("small", "No service credits apply to this invoice period (measured availability 100.00%)."),
    ], title="MGC-INV-2611-0392", author="Merlion GPU Cloud Pte. Ltd.",
        footer="Merlion GPU Cloud Pte. Ltd. - This is a computer-generated tax invoice.")


@doc("t14")
def t14(out: Path) -> None:
    pdf(out / "t14-reseller-quote-operator-mi300x-en.pdf", [
        ("brand", "NORTHGATE SYSTEMS"),
        ("slogan", "Northgate Systems Ltd | Authorised reseller of Tidewater GPU capacity | 40 Holborn Viaduct, "
                   "London EC1N 2PB"),
        ("title", "Quotation NGS-Q-26-0871"),
        ("p", "Prepared for: Ferncastle Genomics Ltd (Attn: Dr. Imogen Hale) | Date: 19 November 2026 | Valid: 30 "
              "days"),
        ("p", "Contracting party: you contract with and are invoiced by Northgate Systems Ltd. The servers are "
              "operated by Tidewater Datacenters LLC in its Ashburn VA2 facility; Tidewater is not a party to this "
              "quotation and does not invoice you."),
        ("t", [["Option", "Description", "Qty", "Price (USD)", "Monthly estimate"],
               ["A (quoted)", "8 x AMD Instinct MI300X instance, reserved", "three (3) instances",
                "19.60 per instance-hour (2.45 per GPU-hour)", "about 42,924 (3 x 730 h)"],
               ["ref.", "Same instance, on-demand, no commitment", "-", "26.00 per instance-hour", "-"]],
         [0.12, 0.33, 0.15, 0.24, 0.16]),
        ("p", "Billing per hour of reservation, invoiced monthly in arrears, excl. taxes. Minimum term: one (1) "
              "month, then month-to-month."),
        ("h", "Instance specification"),
        kv([("Accelerators", "8 x AMD Instinct MI300X 192 GB HBM3 (OAM), Infinity Fabric xGMI full mesh"),
            ("CPU / RAM", "2 x AMD EPYC 9534 (64 cores each, 128 cores) / 2 TB"),
            ("Storage", "boot 2 x 960 GB NVMe (RAID 1); local data 8 x 3.84 TB NVMe (30.72 TB)"),
            ("Fabric", "8 x 400 GbE RoCE v2 per instance (3.2 Tb/s), RDMA"),
            ("Internet", "10 Gbps per instance")], 0.16),
        ("h", "Commitments (Northgate Systems Ltd, back-to-back with the operator)"),
        *en_terms("Northgate", "AMD Instinct MI300X", "192 GB",
                  "The eight MI300X in each instance are fully connected by Infinity Fabric (xGMI); instances are "
                  "joined by RoCE v2 8 x 400 GbE.", "99.9%",
                  "5% of the instance's monthly charges per 0.1% below target, up to 50%.",
                  "Within 24 hours of handover we run rccl-tests and fio with you; billing starts when the agreed "
                  "figures (all_reduce busbw at least 300 GB/s, sequential read at least 10 GB/s) are met.",
                  "On termination all NVMe devices are cryptographically erased within 3 business days and a "
                  "deletion certificate is issued."),
        ("p", "Oliver Brandt, Account Director, Northgate Systems Ltd, +44 20 7946 0381"),
    ], title="NGS-Q-26-0871", author="Northgate Systems Ltd",
        footer="Northgate Systems Ltd - Registered in England and Wales No. 09876543")


@doc("t15")
def t15(out: Path) -> None:
    pdf(out / "t15-pricing-page-dedicated-h200-mig-en.pdf", [
        ("crumb", "https://halcyon.cloud/pricing/gpu   |   printed 3 Dec 2026 09:14"),
        ("crumb", "Halcyon Cloud   Products   Pricing   Docs   Status   Sign in"),
        ("crumb", "Pricing > GPU Instances > Dedicated H200"),
        ("title", "Dedicated H200 - your own GPU, no noisy neighbours"),
        ("p", "Spin up a dedicated H200 in under a minute. Per-second billing, no commitment."),
        ("t", [["Instance", "GPU", "GPU memory", "vCPU", "RAM", "On-demand", "Monthly"],
               ["h200.dedicated", "1 x H200 (dedicated)", "71 GB", "24", "192 GB", "$2.15 / hr", "$1,490 / mo"]],
         [0.17, 0.19, 0.12, 0.07, 0.1, 0.17, 0.18]),
        ("h", "Instance details"),
        ("p", "h200.dedicated is a hardware-isolated 3g.71gb MIG instance on an NVIDIA H200 SXM 141GB: about 3/7 of "
              "the GPU's compute and 71 GB of its memory. Other MIG instances of the same GPU may serve other "
              "customers; isolation is enforced in hardware."),
        ("p", "Storage: 200 GB network boot volume and 1 TB network block volume (up to 500 MB/s) included. "
              "Billing per second, shown hourly; no minimum. Egress $0.05/GB after the first 1 TB."),
        ("h", "Service levels"),
        ("p", "Instances are covered by the Halcyon Compute SLA: 99.9% monthly uptime per instance, with service "
              "credits as described in the SLA. On termination volumes are crypto-erased within 24 hours."),
        ("small", f"{COPY} 2026 Halcyon Cloud, Inc. | Terms | Privacy | SLA | 525 Brannan St, San Francisco CA"),
    ], title="Halcyon Cloud pricing - Dedicated H200", author="Halcyon Cloud, Inc.",
        footer="https://halcyon.cloud/pricing/gpu")


@doc("t16")
def t16(out: Path) -> None:
    rows = [["Req.", "Requirement", "Response", "Comply"],
            ["R1", "Llama 3.1 405B full-parameter fine-tune, BF16 with AdamW",
             "Supported on the proposed cluster (see R2)", "Y"],
            ["R2", "GPU memory sufficient for R1",
             "64 x H100 80 GB = 5.12 TB. At about 6 bytes per parameter (BF16 weights plus gradients and "
             "optimizer state), 405B needs about 2.43 TB, leaving over 50% headroom", "Y"],
            ["R3", "NVLink full mesh within each node", "HGX H100 8-GPU, NVSwitch, 900 GB/s per GPU", "Y"],
            ["R4", "Non-blocking InfiniBand between nodes", "NDR 8 x 400 Gb/s per node (3.2 Tb/s), RDMA", "Y"],
            ["R5", "Host per node", "2 x Intel Xeon Platinum 8480+ (112 cores), 2 TB RAM", "Y"],
            ["R6", "Local NVMe per node", "8 x 3.84 TB NVMe (30.72 TB); boot 2 x 1.92 TB RAID 1", "Y"],
            ["R7", "Internet per node", "10 Gbps", "Y"],
            ["R8", "Node count", "eight (8) nodes, 64 GPUs", "Y"]]
    pdf(out / "t16-rfp-compliance-matrix-405b-h100-en.pdf", [
        ("title", "Response to RFP AIC-2026-07: GPU Training Capacity"),
        ("p", "Submitted by Granite Peak Compute LLC, 1600 Wynkoop St, Denver CO 80202, to the Aldermoor Institute "
              "for Computation, 14 November 2026."),
        ("h", "Section 3. Technical compliance matrix"),
        ("t", rows, [0.07, 0.3, 0.53, 0.1]),
        ("h", "Section 4. Pricing"),
        ("p", "USD 2.39 per GPU-hour (USD 19.12 per node-hour), billed hourly and invoiced monthly in arrears; minimum "
              "term six (6) months. Indicative 6-month value for eight nodes: about USD 669,965 (not a price)."),
        ("h", "Section 5. Service commitments"),
        *en_terms("Granite Peak", "NVIDIA H100 SXM5 80GB", "80 GB",
                  "NVSwitch full mesh within each node and non-blocking NDR InfiniBand between the eight nodes.",
                  "99.9%", "10% of the affected node's monthly charges per 0.1% below target, up to 50%.",
                  "Within 72 hours of handover: nccl-tests 64-GPU all_reduce busbw of at least 350 GB/s and a "
                  "405B fine-tune smoke test of 100 steps; billing starts on acceptance.",
                  "At the end of the term all local disks are wiped (NIST 800-88 purge) and certified within 5 days."),
        ("p", "Contact: Dana Whitlock, Director of Capacity Sales, Granite Peak Compute LLC"),
    ], title="RFP AIC-2026-07 response", author="Granite Peak Compute LLC",
        footer="Granite Peak Compute LLC - RFP AIC-2026-07 - Confidential")


@doc("t17")
def t17(out: Path) -> None:
    text(out / "t17-order-email-best-effort-l40s-en.txt", """
From: Priya Raman <priya.raman@bramblecroft.net>
To: Tom Ashdown <tom@quillfeather.ai>
Date: Tue, 1 Dec 2026 11:26:40 -0500
Subject: Your order BH-44817 - 8x L40S dedicated server

Hi Tom,

Thanks for your order. Here is the summary for your records.

Order BH-44817
  Server:      one (1) dedicated server, 8 x NVIDIA L40S 48GB (PCIe, no NVLink)
  CPU / RAM:   2 x AMD EPYC 9254 (24 cores each, 48 cores), 512 GB
  OS disk:     960 GB NVMe
  Data disks:  2 x 3.84 TB NVMe (7.68 TB)
  Network:     1 Gbps unmetered uplink
  Price:       USD 4,680.00 per month, excl. sales tax, billed monthly in advance
  Term:        1 month minimum, then month-to-month

The whole server and all eight GPUs are yours alone (no virtualisation, no sharing), and the GPUs are the
L40S 48GB model listed above.

A few points from our Terms of Service that people often ask about:
- Service is provided on a best-efforts basis; we do not commit to an uptime percentage.
- We do not offer service credits or refunds for downtime.
- The server is deemed accepted when login credentials are e-mailed to you.
- You are responsible for backing up and deleting your own data; we do not guarantee deletion after
  cancellation.

Setup fee (USD 250) has been waived for this order.

Best,
Priya Raman
Sales, Bramblecroft Hosting
Bramblecroft Hosting LLC | 2200 Lakeshore Dr, Cleveland OH 44114 | +1 216 555 0148
""")


@doc("t18")
def t18(out: Path) -> None:
    bom = [["Part", "Part number", "Description", "Qty / server", "Qty / cluster (6)"],
           ["GPU baseboard", "935-23587-0000-000", "NVIDIA HGX A100 8-GPU, 40 GB SXM4 per GPU, NVSwitch", "1", "6"],
           ["CPU", "100-000000312", "AMD EPYC 7543, 32 cores", "2", "12"],
           ["Memory", "M393A8G40AB2-CWE", "64 GB DDR4-3200 RDIMM", "16 (1 TB)", "96"],
           ["Boot SSD", "MZ7L3960HCJR", "960 GB SATA SSD (RAID 1 pair)", "2", "12"],
           ["Data SSD", "MZQL23T8HCLS", "3.84 TB NVMe U.2", "4 (15.36 TB)", "24 (92.16 TB)"],
           ["Fabric HCA", "MCX653105A-HDAT", "ConnectX-6 HDR 200 Gb/s InfiniBand", "4", "24"],
           ["Ethernet NIC", "MCX631432AN", "2 x 25 GbE (storage / management, not fabric)", "1", "6"],
           ["Chassis", "AS-4124GO-NART+", "Supermicro 4U HGX A100 server", "1", "6"]]
    pdf(out / "t18-build-sheet-racks-a100-40g-en.pdf", [
        ("brand", "Cedar Hollow Hosting"),
        ("slogan", "Cedar Hollow Hosting, LLC | 3100 Cedar Hollow Rd, Hillsboro OR 97124 | noc@cedarhollow.host"),
        ("title", "Build Sheet CH-BS-2611-12 - Customer: Wrenfield Audio Research"),
        kv([("Layout", "2 racks x 3 servers per rack = 6 servers (racks R14 and R15, cage C3)"),
            ("Date", "20 November 2026"), ("Prepared by", "Lucas Ortega, Solutions Engineer")], 0.16),
        ("h", "Bill of materials"),
        ("t", bom, [0.13, 0.2, 0.37, 0.14, 0.16]),
        ("p", "Fabric: 4 x 200 Gb/s HDR InfiniBand per server (800 Gb/s), one HDR leaf per rack, RDMA enabled. "
              "Internet: 1 Gbps per server, dedicated."),
        ("h", "Commercials"),
        ("t", [["Charge", "Per server", "Servers", "Total"],
               ["Monthly recurring (12-month term)", "$11,200.00 / month", "6", "$67,200.00 / month"],
               ["Setup / rack and stack (one-off)", "$1,500.00", "6", "$9,000.00"]], [0.4, 0.22, 0.13, 0.25]),
        ("p", "Term 12 months (minimum), billed monthly in advance. Oregon levies no sales tax; none is added."),
        ("h", "Service commitments"),
        *en_terms("Cedar Hollow", "NVIDIA A100 SXM4 40GB", "40 GB",
                  "NVSwitch full mesh (NVLink 600 GB/s per GPU) inside each server; HDR InfiniBand 4 x 200 Gb/s "
                  "between all six servers.", "99.9%",
                  "5% of the affected server's monthly fee per 0.1% below target, up to 40%.",
                  "Burn-in report with nccl-tests (6-server all_reduce busbw of at least 180 GB/s) and fio results "
                  "signed off by both parties before billing starts.",
                  "Drives are wiped per NIST 800-88 within 5 business days of term end; certificate provided."),
    ], title="CH-BS-2611-12", author="Cedar Hollow Hosting, LLC",
        footer="Cedar Hollow Hosting, LLC - Build Sheet CH-BS-2611-12")


@doc("t19")
def t19(out: Path) -> None:
    pdf(out / "t19-estimate-jpy-tax-h100-pcie-en.pdf", [
        ("brand", "NANIWA DATAWORKS"),
        ("slogan", "Naniwa Dataworks Co., Ltd. | 2-4-9 Umeda, Kita-ku, Osaka 530-0001 | Tel 06-6345-7710"),
        ("title", "ESTIMATE No. ND-E-2611-073"),
        kv([("To", "Kamogawa Language Systems Inc. (Mr. Hiroshi Tanabe)"), ("Date", "26 November 2026"),
            ("Validity", "30 days"), ("Delivery", "within 10 business days of order")], 0.14),
        ("t", [["No.", "Item", "Q'ty", "Unit", "Unit price (JPY)", "Amount (JPY)"],
               ["1", "GPU server rental, 8 x H100 PCIe 80GB (monthly)", "2", "sets", "1,620,000", "3,240,000"],
               ["2", "Initial setup (one-off)", "2", "sets", "80,000", "160,000"],
               ["", "Subtotal", "", "", "", "3,400,000"],
               ["", "Consumption tax 10%", "", "", "", "340,000"],
               ["", "Total (first month)", "", "", "", "3,740,000"]],
         [0.06, 0.42, 0.07, 0.07, 0.18, 0.2], {"bold": [5]}),
        ("p", "Monthly rental per set: JPY 1,620,000 excl. tax (JPY 1,782,000 incl. 10% consumption tax). Minimum "
              "contract 6 months; billed monthly at month end."),
        ("h", "Specification (per set)"),
        kv([("GPU", "8 x NVIDIA H100 PCIe 80GB, NVLink bridges joining GPUs in pairs (600 GB/s per pair); "
                    "no NVSwitch"),
            ("CPU / RAM", "2 x Intel Xeon Gold 6448Y (32 cores each, 64 cores) / 1 TB"),
            ("Disks", "system 2 x 480 GB SATA SSD (RAID 1); data 4 x 3.84 TB NVMe (15.36 TB)"),
            ("Fabric", "NDR InfiniBand 4 x 400 Gb/s per set (1.6 Tb/s), RDMA"),
            ("Internet", "1 Gbps per set")], 0.14),
        ("h", "Remarks"),
        *en_terms("Naniwa Dataworks", "NVIDIA H100 PCIe 80GB", "80 GB",
                  "GPUs are bridged in NVLink pairs (600 GB/s) within each set, other pairs over PCIe 5.0; the two "
                  "sets are linked by NDR InfiniBand 4 x 400 Gb/s.", "99.9%",
                  "5% of the monthly rental per 0.1% below target, up to 50%.",
                  "Acceptance test (nvidia-smi topo, nccl-tests busbw of at least 40 GB/s across the 16 GPUs, fio) "
                  "within 2 business days of delivery, with a signed report.",
                  "Data disks are erased within 5 business days after the contract ends and an erasure certificate "
                  "is issued."),
        ("p", "Naniwa Dataworks Co., Ltd., Sales Department, Ayaka Morishita"),
    ], title="ND-E-2611-073", author="Naniwa Dataworks Co., Ltd.", footer="Naniwa Dataworks Co., Ltd.")


@doc("t20")
def t20(out: Path) -> None:
    lines = [["#", "Item", "Qty", "Unit", "Unit price EUR", "Monthly EUR"]]
    spec = [("GPU server 8 x NVIDIA GeForce RTX 4090 24GB (PCIe 4.0, no NVLink)", "4", "server", "2,150.00",
             "8,600.00"),
            ("  CPU 2 x AMD EPYC 9334 (32 cores each, 64 cores per server) - included", "8", "pc", "0.00", "0.00"),
            ("  RAM 512 GB DDR5 per server - included", "4", "set", "0.00", "0.00"),
            ("  OS disk 1 TB NVMe - included", "4", "pc", "0.00", "0.00"),
            ("  Data disks 2 x 3.84 TB NVMe (7.68 TB per server) - included", "8", "pc", "0.00", "0.00"),
            ("  RoCE v2 2 x 25 GbE per server (50 Gb/s) - included", "4", "set", "0.00", "0.00"),
            ("  Internet 1 Gbps per server - included", "4", "port", "0.00", "0.00")]
    for i in range(8):
        spec.append((f"  Remote hands allowance, block {i + 1} (30 min)", "1", "block", "0.00", "0.00"))
    for name in ("IPv4 /29 subnet", "Private VLAN", "KVM over IP", "Out-of-band management", "Monitoring (Grafana)",
                 "DDoS protection basic", "Backup space 1 TB (shared, optional)", "Ubuntu 24.04 image",
                 "CUDA 12.6 / driver 560 image", "NCCL and RDMA tuning"):
        spec.append((f"  {name}", "1", "item", "0.00", "0.00"))
    for i, row in enumerate(spec, 1):
        lines.append([str(i), *row])
    lines.append(["", "Monthly total (excl. 19% VAT)", "", "", "", "8,600.00"])
    pdf(out / "t20-line-item-quote-pagebreak-4090-eur-en.pdf", [
        ("brand", "LANTERNFISH COMPUTE"),
        ("slogan", "Lanternfish Compute GmbH | Hanauer Landstrasse 291, 60314 Frankfurt am Main | HRB 128733"),
        ("title", "Quote LF-Q-2026-1109"),
        ("p", "For: Morgenrot Speech GmbH | 9 November 2026 | four (4) dedicated GPU servers for LoRA fine-tuning of "
              "8B models"),
        ("p", "Headline: EUR 2,150.00 per server per month excl. VAT (EUR 2,558.50 incl. 19% VAT). Minimum term 3 "
              "months, billed monthly in advance."),
        ("sp", 60),
        ("t", lines, [0.05, 0.51, 0.07, 0.08, 0.14, 0.15], {"bold": [len(lines) - 1]}),
        ("h", "Service terms"),
        *en_terms("Lanternfish", "NVIDIA GeForce RTX 4090", "24 GB",
                  "The eight GPUs in each server are connected over PCIe 4.0 (RTX 4090 has no NVLink); servers are "
                  "linked by RoCE v2 2 x 25 GbE.", "99.5%",
                  "10% of the affected server's monthly fee per 0.5% below target, up to 50%.",
                  "Within 24 hours of handover we run nvidia-smi, nccl-tests and fio together with you and record "
                  "the figures in a signed acceptance protocol.",
                  "On termination all disks are wiped within 3 business days and a deletion certificate issued."),
        ("p", "Jonas Vierling, Sales, Lanternfish Compute GmbH"),
    ], title="LF-Q-2026-1109", author="Lanternfish Compute GmbH",
        header="Lanternfish Compute GmbH - Quote LF-Q-2026-1109",
        footer="Lanternfish Compute GmbH - Geschaeftsfuehrer: Katrin Albers - USt-IdNr. DE318992741")


@doc("t21")
def t21(out: Path) -> None:
    pdf(out / "t21-reserved-proposal-footnotes-h100-dense-en.pdf", [
        ("brand", "SALTMARSH AI CLOUD"),
        ("slogan", "Saltmarsh Cloud Ltd | 1 Canal Side, Manchester M1 3HB | capacity@saltmarsh.cloud"),
        ("title", "Reserved Capacity Proposal SM-RC-2611-05"),
        ("p", "For: Pennine Vision Labs Ltd | 21 November 2026 | two (2) reserved HGX H100 nodes"),
        ("t", [["Up to 3.2 Tbps*", "Unlimited storage**", "From $2.29 / GPU-hr***", "1,979 TFLOPS dense BF16"]],
         [0.25, 0.25, 0.25, 0.25], {"head": 0, "shade": [0]}),
        ("small", "* Per node: 8 x 400 Gb/s NDR InfiniBand between nodes. Internet is 10 Gbps per node."),
        ("small", "** Shared object storage on the account; local data storage is 4 x 3.84 TB NVMe (15.36 TB) per "
                  "node."),
        ("small", "*** 12-month reservation; on-demand is $2.89 / GPU-hr and is not part of this proposal."),
        ("h", "Node specification"),
        ("t", [["Item", "Per node"],
               ["GPUs", "8 x NVIDIA H100 SXM5 80GB, NVSwitch, NVLink 900 GB/s per GPU"],
               ["Compute (per GPU)", "1,979 TFLOPS dense BF16"],
               ["CPU / RAM", "2 x Intel Xeon Platinum 8468 (48 cores each, 96 cores) / 2 TB"],
               ["Boot disk", "2 x 960 GB NVMe, RAID 1"],
               ["Local data", "4 x 3.84 TB NVMe (15.36 TB)"],
               ["Fabric", "8 x 400 Gb/s NDR InfiniBand (3.2 Tb/s), GPUDirect RDMA"],
               ["Internet", "10 Gbps"]], [0.25, 0.75]),
        ("h", "Price"),
        ("t", [["", "Per GPU-hour", "Per node-hour", "Nodes", "Term"],
               ["12-month reservation", "$2.29", "$18.32", "2", "12 months minimum, invoiced monthly in advance"]],
         [0.22, 0.14, 0.14, 0.08, 0.42]),
        ("h", "Commitments"),
        *en_terms("Saltmarsh", "NVIDIA H100 SXM5 80GB", "80 GB",
                  "NVSwitch full mesh within each node; 8 x 400 Gb/s NDR InfiniBand between the two nodes.", "99.9%",
                  "10% of the node's monthly charge per 0.1% below target, up to 50%.",
                  "Within 48 hours of handover: nccl-tests 16-GPU all_reduce busbw of at least 360 GB/s and fio "
                  "sequential read of at least 10 GB/s; the term starts when both are met.",
                  "All local disks are crypto-erased within 72 hours after the term ends, with a certificate."),
        ("p", "Hannah Oakes, Capacity Sales, Saltmarsh Cloud Ltd"),
    ], title="SM-RC-2611-05", author="Saltmarsh Cloud Ltd", footer="Saltmarsh Cloud Ltd - company no. 13390271")


@doc("t22")
def t22(out: Path) -> None:
    pdf(out / "t22a-quote-three-h20-usd-en.pdf", [
        ("brand", "PACIFIC TERN COMPUTE"),
        ("slogan", "Pacific Tern Compute Limited | Unit 2203, 22/F, Cyberport 3, 100 Cyberport Road, Hong Kong"),
        ("title", "Quotation PT-Q-2611-31"),
        ("p", "Customer: Kowloon Bay Intelligence Ltd | 27 November 2026 | Service levels: see the attached "
              "Service Level Schedule PT-SLS-2026 (forms part of this quotation)."),
        ("t", [["Item", "Qty", "USD per GPU-hour", "USD per node-hour"],
               ["8 x NVIDIA H20 96GB HGX node, dedicated bare metal", "three (3) nodes", "0.98", "7.84"]],
         [0.48, 0.16, 0.18, 0.18]),
        ("p", "Billed per hour, invoiced monthly in arrears; minimum commitment three (3) months. Prices exclude any "
              "taxes."),
        kv([("GPUs", "8 x NVIDIA H20 96 GB HBM3 per node, NVSwitch, NVLink 900 GB/s per GPU"),
            ("CPU / RAM", "2 x Intel Xeon Platinum 8468 (48 cores each, 96 cores) / 2 TB"),
            ("Disks", "boot 960 GB NVMe; data 4 x 3.84 TB NVMe (15.36 TB) per node"),
            ("Fabric", "RoCE v2 4 x 200 GbE per node (800 Gb/s), RDMA"),
            ("Internet", "500 Mbps per node")], 0.14),
        ("p", "Commitments in this quotation: the GPUs are NVIDIA H20 with 96 GB each and are not substituted; each "
              "node and its GPUs are dedicated to the Customer with no MIG, vGPU or oversubscription; NVSwitch full "
              "mesh within each node and RoCE v2 4 x 200 GbE between the three nodes for the whole term."),
        ("p", "Wing Tsang, Sales Director, Pacific Tern Compute Limited"),
    ], title="PT-Q-2611-31", author="Pacific Tern Compute Limited", footer="Pacific Tern Compute Limited")
    pdf(out / "t22b-service-level-schedule-h20-en.pdf", [
        ("title", "Pacific Tern Compute Limited - Service Level Schedule PT-SLS-2026"),
        ("p", "Applies to dedicated GPU nodes quoted by Pacific Tern Compute Limited and forms part of each quotation "
              "that refers to it."),
        ("h", "1. Availability"),
        ("p", "Pacific Tern commits to 99.9% monthly availability per node."),
        ("h", "2. Service credits"),
        ("p", "For each 0.1% below 99.9%, 5% of the node's monthly charges is credited, up to 50%."),
        ("h", "3. Acceptance"),
        ("p", "Within 24 hours of handover the parties run nccl-tests (all_reduce busbw of at least 300 GB/s per node "
              "and at least 60 GB/s across nodes) and fio (sequential read of at least 8 GB/s); billing starts when "
              "both are met and an acceptance note is signed."),
        ("h", "4. Data deletion"),
        ("p", "Within 5 business days after the service ends, all data disks are securely erased and a deletion "
              "certificate is issued."),
    ], title="PT-SLS-2026", author="Pacific Tern Compute Limited", footer="PT-SLS-2026 rev. 3 - 1 October 2026")


# ================================================================================================ bilingual
@doc("t23")
def t23(out: Path) -> None:
    pdf(out / "t23-toubiao-baojia-biao-bid-schedule-a800-bi.pdf", [
        ("ctitle", "投标报价表　Bid Price Schedule"),
        ("p", "项目 Project：江汉大学人工智能学院算力租赁 AI Compute Lease　　编号 No.：WHZB-2026-0932"),
        ("p", "投标人 Bidder：武汉江城智算科技有限公司 Wuhan Jiangcheng AI Compute Technology Co., Ltd."),
        ("t", [["序号 No.", "名称 Item", "数量 Qty", "租期 Term", "单价 Unit price（含 6% 增值税 incl. VAT）",
                "合价 Total"],
               ["1", "A800 八卡服务器 8 x A800 SXM server", "五台 five (5)", "12 个月 months",
                "¥33,800.00 / 台 / 月 per server-month", "¥2,028,000.00"]],
         [0.08, 0.26, 0.13, 0.12, 0.24, 0.17]),
        ("p", "投标总价 Bid total：人民币贰佰零贰万捌仟元整 RMB 2,028,000.00（5 台 × 12 个月 × ¥33,800.00）。"),
        ("h", "技术规格 Technical specification（每台 per server）"),
        ("t", [["项目 Item", "规格 Specification"],
               ["GPU", "NVIDIA A800 SXM4 80GB × 8，NVSwitch 全互联 full mesh，NVLink 400GB/s"],
               ["CPU / 内存 RAM", "Intel Xeon Platinum 8358 × 2（32 核 cores × 2 = 64）/ 1TB"],
               ["系统盘 System disk", "960GB NVMe × 2（RAID1）"],
               ["数据盘 Data disks", "7.68TB NVMe × 4（每台 per server 30.72TB）"],
               ["计算网络 Fabric", "HDR InfiniBand 200Gb/s × 4（800Gb/s），RDMA"],
               ["公网 Internet", "BGP 200Mbps / 台 per server"]], [0.25, 0.75]),
        ("p", "最短租期 12 个月，按月结算。Minimum term 12 months, billed monthly."),
        ("h", "服务承诺 Commitments"),
        *zh_terms("投标人", "NVIDIA A800 SXM4 80GB", "80GB",
                  "机内 NVSwitch 全互联，机间 HDR InfiniBand 4 × 200Gb/s。Full mesh within, HDR IB between servers.",
                  "99.9%", "每低于 0.1% 扣减当月服务费 5%，最高 50%。5% credit per 0.1%, up to 50%.",
                  "到货 3 日内执行 nccl-tests（5 机 all_reduce busbw ≥ 200GB/s）与 fio，达标签署验收单。",
                  "服务结束 10 个工作日内销毁数据并出具证明。Data destroyed within 10 business days, certified."),
        ("p", "投标人（盖章）Bidder (seal)：武汉江城智算科技有限公司　授权代表 Authorised：詹若琳　2026-11-13"),
    ], cjk=True, title="WHZB-2026-0932", author="武汉江城智算科技有限公司", footer="WHZB-2026-0932 投标文件 Bid")


@doc("t24")
def t24(out: Path) -> None:
    pdf(out / "t24-hk-baojiadan-hkd-h100-bi.pdf", [
        ("brand", "維港算力　HARBOUR COMPUTE"),
        ("slogan", "維港算力有限公司 Harbour Compute Limited　香港九龍觀塘海濱道 77 號 海濱匯 18 樓　+852 3168 2207"),
        ("ctitle", "報價單 QUOTATION"),
        kv([("報價編號 No.", "HC-Q-2611-058"), ("日期 Date", "2026 年 11 月 21 日 21 Nov 2026"),
            ("客戶 Customer", "九龍灣語義科技有限公司 Kowloon Bay Semantics Limited")], 0.2),
        ("t", [["項目 Item", "數量 Qty", "單價 Unit price (HK$)", "每月合計 Monthly (HK$)"],
               ["8 × H100 SXM5 80GB 獨享伺服器 dedicated server", "兩台 two (2)", "118,000.00 / 台 / 月",
                "236,000.00"]], [0.42, 0.14, 0.22, 0.22]),
        ("p", "香港不設增值稅，以上為最終價格。No VAT in Hong Kong; prices are final. 最短租期 12 個月，按月預付。"
              "Minimum term 12 months, monthly in advance."),
        ("h", "配置 Configuration（每台 per server）"),
        kv([("GPU", "NVIDIA H100 SXM5 80GB × 8，NVSwitch 全互聯 full mesh，NVLink 900GB/s"),
            ("CPU / RAM", "Intel Xeon Platinum 8480+ × 2（56 核 × 2 = 112 cores）/ 2TB"),
            ("系統盤 System", "1.92TB NVMe × 2（RAID1）"),
            ("數據盤 Data", "3.84TB NVMe × 8（每台 30.72TB per server）"),
            ("計算網絡 Fabric", "NDR InfiniBand 400Gb/s × 8（3.2Tb/s），RDMA"),
            ("互聯網 Internet", "1Gbps / 台 per server")], 0.2),
        ("h", "服務承諾 Commitments"),
        *en_terms("Harbour Compute", "NVIDIA H100 SXM5 80GB", "80 GB",
                  "NVSwitch full mesh within each server; NDR InfiniBand 8 x 400 Gb/s between the two servers.",
                  "99.9%", "5% of the server's monthly fee per 0.1% below target, up to 50%.",
                  "Joint nccl-tests (busbw at least 360 GB/s) and fio within 24 hours of handover; signed acceptance "
                  "before billing starts.", "All disks wiped within 5 business days after the term, with a "
                  "certificate."),
        ("p", "維港算力有限公司 Harbour Compute Limited　銷售經理 Sales Manager：梁家豪 Ken Leung"),
        ("seal", "維港算力有限公司<br/>Harbour Compute Limited"),
    ], cjk=True, title="HC-Q-2611-058", author="Harbour Compute Limited",
        footer="維港算力有限公司 Harbour Compute Limited")


@doc("t25")
def t25(out: Path) -> None:
    pdf(out / "t25-chanpin-zheye-h100-pcie-nvswitch-bi.pdf", [
        ("brand", "横琴智算　HENGQIN AI COMPUTE"),
        ("slogan", "珠海横琴智算科技有限公司 Zhuhai Hengqin AI Compute Technology Co., Ltd.　"
                   "珠海市横琴新区环岛东路 3000 号"),
        ("title", "H100 PCIe 八卡训练服务器 / 8 x H100 PCIe Training Server"),
        two_col([("GPU", "NVIDIA H100 PCIe 80GB × 8"),
                 ("互联 Interconnect", "NVSwitch 八卡全互联 full mesh，每卡 900GB/s"),
                 ("CPU", "AMD EPYC 9454 × 2（48 核 × 2 = 96 cores）"),
                 ("内存 RAM", "1TB DDR5"),
                 ("系统盘 System", "960GB NVMe"),
                 ("数据盘 Data", "3.84TB NVMe × 4（15.36TB）")],
                [("机间 Fabric", "RoCE v2 200GbE × 2（400Gb/s），RDMA"),
                 ("公网 Internet", "BGP 100Mbps / 台"),
                 ("数量 Qty", "两台 two (2)"),
                 ("价格 Price", "¥29,800.00 / 台 / 月（含 6% 增值税 incl. VAT）"),
                 ("租期 Term", "最短 3 个月 min. 3 months，按月付 monthly"),
                 ("交付 Delivery", "5 个工作日 5 business days")]),
        ("p", "报价对象 Prepared for：珠海金湾鲲鹏智能科技有限公司　编号 No.：HQ-ZY-2611-14　日期 Date：2026-11-17"),
        ("h", "服务条款 Service terms"),
        *zh_terms("乙方", "NVIDIA H100 PCIe 80GB", "80GB",
                  "机内 8 卡 NVSwitch 全互联（900GB/s），机间 RoCE v2 2 × 200GbE。Full mesh within, RoCE between.",
                  "99.9%", "每低于 0.1% 减免该台当月租金 5%，最高 50%。",
                  "交付 24 小时内执行 nvidia-smi topo -m、nccl-tests 与 fio，达到本页参数后签署验收单。",
                  "租期结束 5 个工作日内擦除数据盘并出具证明。Disks wiped within 5 business days."),
        ("p", "乙方 Provider：珠海横琴智算科技有限公司　联系人 Contact：区美琪 Maggie Au　0756-889 2061"),
    ], cjk=True, title="HQ-ZY-2611-14", author="珠海横琴智算科技有限公司", footer="横琴智算 HENGQIN AI COMPUTE")


@doc("t26")
def t26(out: Path) -> None:
    text(out / "t26-shuangyu-youjian-hdd-10g-a100-bi.txt", """
发件人 From: 温晓岚 Lana Wen <lana.wen@jadebay-compute.cn>
收件人 To: 罗启明 Qiming Luo <luoqm@nanshan-lingxi.ai>
日期 Date: 2026-11-24 14:05 +0800
主题 Subject: 四台 A100 报价及条款 / Quote and terms for four A100 servers (JB-Q-2611-27)

罗总您好 / Dear Mr. Luo,

感谢贵司咨询。贵司计划在四台服务器上用约 1T tokens 从零预训练一个 8B 模型，我司报价如下。
Thank you for your enquiry. For your plan to pre-train an 8B model from scratch on about 1T tokens across four
servers, our quote is below.

配置 Configuration (每台 per server):
- GPU: NVIDIA A100 SXM4 80GB x 8, NVSwitch 全互联 full mesh, NVLink 600GB/s
- CPU / 内存 RAM: AMD EPYC 7543 x 2 (32 核 cores x 2 = 64), 1TB
- 系统盘 System disk: 480GB SATA SSD
- 数据盘 Data disks: 12TB SATA HDD x 4 (48TB), 顺序读约 600MB/s / sequential read about 600MB/s
- 节点间网络 Node network: 10GbE x 2 (TCP, 无 RDMA / no RDMA)
- 公网 Internet: 100Mbps

数量 Quantity: 四台 four (4)
价格 Price: ¥26,400.00 / 台 / 月, 含 6% 增值税 (incl. 6% VAT); 四台合计 ¥105,600.00 / 月
租期 Term: 最短 6 个月, 按月预付 / minimum 6 months, monthly in advance

服务承诺 Commitments:
1. GPU 型号 NVIDIA A100 SXM4 80GB, 每卡 80GB, 不替换 / model and 80GB per GPU guaranteed, no substitution.
2. 整机独享, 不做 MIG / vGPU, 不超售 / whole servers dedicated, no MIG or vGPU, no oversubscription.
3. 机内 NVSwitch 全互联, 机间 10GbE x 2 / NVSwitch within each server, 2 x 10GbE between servers.
4. 月可用率 99.9%; 每低 0.1% 减免当月该台租金 5%, 最高 50% / 99.9% monthly; 5% credit per 0.1%, up to 50%.
5. 交付 24 小时内共同跑 nccl-tests 与 fio, 达标签验收单 / joint nccl-tests and fio within 24 h, signed acceptance.
6. 到期 5 个工作日内擦除全部硬盘并出具证明 / all disks wiped within 5 business days, with a certificate.

如有问题请随时联系。Please let me know if you have any questions.

温晓岚 Lana Wen
销售总监 Sales Director
深圳碧湾算力科技有限公司 Shenzhen Jade Bay Compute Technology Co., Ltd. (碧湾算力 Jade Bay Compute)
深圳市南山区科苑南路 2666 号 | +86 755 8609 3318
""")


@doc("t27")
def t27(out: Path) -> None:
    pdf(out / "t27-yuedu-zhangdan-statement-l40s-bi.pdf", [
        ("brand", "蓬莱云算　PENGLAI CLOUD COMPUTE"),
        ("slogan", "烟台蓬莱云算科技有限公司 Yantai Penglai Cloud Compute Technology Co., Ltd.　"
                   "烟台市蓬莱区登州路 18 号"),
        ("ctitle", "月度账单 Monthly Statement"),
        kv([("客户 Customer", "烟台芝罘湾声学智能有限公司 Zhifu Bay Acoustic AI Co., Ltd."),
            ("账期 Period", "2026-11-01 至 to 2026-11-30（720 小时 hours）"),
            ("预留 Reservation", "RSV-2026-0517，预留 6 个月（最短期限）/ 6-month reservation (minimum)")], 0.2),
        ("t", [["项目 Item", "计量 Usage", "单价 Rate", "金额 Amount"],
               ["L40S 预留实例 reserved, 8 卡 × 2 台 / 8 GPUs x 2 servers", "16 卡 × 720 h = 11,520 卡时 GPU-h",
                "¥5.20 / 卡·时 per GPU-hour（= ¥41.60 / 台·时）", "¥59,904.00"],
               ["公网流量 Egress", "800 GB", "¥0.50 / GB", "¥400.00"],
               ["合计 Total（含 6% 增值税 incl. VAT）", "", "", "¥60,304.00"]],
         [0.34, 0.24, 0.24, 0.18], {"bold": [3]}),
        ("p", "按小时计量，按月出账。Metered hourly, billed monthly."),
        ("h", "服务规格与条款摘要 Service summary（RSV-2026-0517）"),
        kv([("GPU", "NVIDIA L40S 48GB × 8 / 台 per server（PCIe 4.0，无 NVLink / no NVLink）"),
            ("CPU / RAM", "Intel Xeon Gold 6430 × 2（32 核 × 2 = 64 cores）/ 512GB"),
            ("存储 Storage", "系统盘 480GB SATA SSD；数据盘 3.84TB NVMe × 2（7.68TB）"),
            ("网络 Network", "机间 RoCE v2 100GbE × 2（200Gb/s，RDMA）；公网 50Mbps / 台")], 0.18),
        *zh_terms("我司", "NVIDIA L40S", "48GB",
                  "机内 PCIe 4.0 交换互联，机间 RoCE v2 2 × 100GbE。PCIe within, RoCE v2 between servers.", "99.9%",
                  "每低于 0.1% 减免当月该台费用 5%，最高 50%；本期可用率 100%，无减免。",
                  "预留开始时已完成 nccl-tests 与 fio 验收并签署验收单（2026-06-01）。",
                  "预留结束 5 个工作日内擦除数据盘并出具证明。"),
    ], cjk=True, title="Statement 2026-11 RSV-2026-0517", author="烟台蓬莱云算科技有限公司",
        footer="烟台蓬莱云算科技有限公司 Yantai Penglai Cloud Compute Technology Co., Ltd.")


@doc("t28")
def t28(out: Path) -> None:
    pdf(out / "t28-shichang-listing-provider-b200-bi.pdf", [
        ("crumb", "https://www.suanlijishi.com/listing/lc-b200-8x　|　打印 printed 2026-12-02"),
        ("brand", "算力集市 ComputeBazaar"),
        ("crumb", "首页 Home > GPU 服务器 Servers > B200 > LC-B200-8X"),
        ("title", "8 × B200 独享裸金属 Dedicated bare metal — 提供方 Provider：狮城算力 Lion City Compute"),
        ("t", [["规格 Spec", "详情 Detail"],
               ["GPU", "NVIDIA B200 × 8，每卡 180GB HBM3e，NVLink 5 / NVSwitch 1.8TB/s"],
               ["CPU / RAM", "Intel Xeon Platinum 8570 × 2（112 cores）/ 2TB"],
               ["存储 Storage", "系统盘 960GB NVMe × 2（RAID1）；数据盘 3.84TB NVMe × 8（30.72TB）"],
               ["网络 Network", "NDR InfiniBand 400Gb/s × 8（3.2Tb/s）；公网 Internet 10Gbps"],
               ["价格 Price", "US$4.95 / 卡·时 per GPU-hour = US$39.60 / 台·时 per server-hour"],
               ["计费 Billing", "按小时 hourly；最短 7 天 minimum 7 days"],
               ["数量 Qty", "1 台 server（本订单 this order）"]], [0.2, 0.8]),
        ("h", "提供方承诺 Provider commitments"),
        *en_terms("Lion City Compute Pte. Ltd.", "NVIDIA B200", "180 GB",
                  "NVSwitch full mesh (1.8 TB/s per GPU) within the server; NDR InfiniBand 8 x 400 Gb/s ports.",
                  "99.9%", "5% of the month's charges per 0.1% below target, up to 50%.",
                  "Within 12 hours of handover the buyer may run nccl-tests and fio; billing starts on passing "
                  "(busbw at least 700 GB/s, sequential read at least 12 GB/s).",
                  "Disks are securely erased within 48 hours after release, with a certificate."),
        ("h", "平台声明 Platform notice"),
        ("p", "算力集市仅提供信息展示与撮合服务，不是租赁合同当事方；合同由买方与提供方直接签订，发票由提供方开具。"
              "ComputeBazaar (operated by 杭州集市互联网科技有限公司) only lists offers and is not a party; "
              "the contract "
              "is between the buyer and the Provider, Lion City Compute Pte. Ltd. (狮城算力), which invoices."),
        ("small", f"{COPY} 2026 ComputeBazaar 算力集市　浙ICP备2025031877号"),
    ], cjk=True, title="LC-B200-8X", author="ComputeBazaar",
        footer="算力集市 ComputeBazaar 商品页打印 listing printout")


@doc("t29")
def t29(out: Path) -> None:
    pdf(out / "t29-fuwu-dingdan-best-effort-h800-bi.pdf", [
        ("brand", "湘江算力　XIANGJIANG COMPUTE"),
        ("slogan", "湖南湘江算力服务有限公司 Hunan Xiangjiang Compute Services Co., Ltd.　长沙市岳麓区麓谷大道 627 号"),
        ("ctitle", "服务订单 Service Order"),
        kv([("订单号 Order No.", "XJ-SO-2026-1115"), ("日期 Date", "2026-11-15"),
            ("客户 Customer", "长沙橘洲问道智能科技有限公司 Juzhou Wendao AI Co., Ltd."),
            ("服务方 Provider", "湖南湘江算力服务有限公司（乙方 / the Provider）")], 0.2),
        ("t", [["服务 Service", "数量 Qty", "单价 Unit price", "期限 Term"],
               ["H800 八卡服务器 8 x H800 SXM5 80GB server", "三台 three (3)",
                "¥45,000.00 / 台 / 月（含 6% 增值税 incl. VAT）", "最短 3 个月 min. 3 months，按月 monthly"]],
         [0.34, 0.16, 0.28, 0.22]),
        ("h", "配置 Configuration（每台 per server）"),
        kv([("GPU", "NVIDIA H800 SXM5 80GB × 8，NVSwitch 全互联，NVLink 400GB/s"),
            ("CPU / RAM", "Intel Xeon Platinum 8468 × 2（48 核 × 2 = 96 cores）/ 2TB"),
            ("存储 Storage", "系统盘 960GB NVMe；数据盘 3.84TB NVMe × 4（15.36TB）"),
            ("网络 Network", "NDR InfiniBand 400Gb/s × 4（1.6Tb/s，RDMA）；公网 100Mbps / 台")], 0.2),
        ("h", "服务条款 Terms"),
        ("p", "1. 乙方保证 GPU 为 NVIDIA H800 SXM5，每卡显存 80GB。The GPUs are NVIDIA H800 SXM5 with 80GB each."),
        ("p", "2. 整机独享，不做 MIG / vGPU 切分，不超售。"
              "Whole servers dedicated, no MIG / vGPU, no oversubscription."),
        ("p", "3. 机内 NVSwitch 全互联，机间 NDR InfiniBand 4 × 400Gb/s。NVSwitch within, NDR IB 4 x 400Gb/s between."),
        ("p", "4. 乙方尽力而为保障服务连续性，不承诺可用率指标。The Provider uses best efforts and commits to no "
              "availability figure."),
        ("p", "5. 因故障、维护或第三方原因导致的中断，乙方不承担赔偿责任，费用不予减免。No credits or refunds for "
              "interruptions of any cause."),
        ("p", "6. 乙方发送登录信息即视为交付并验收合格。Delivery of login details is deemed acceptance."),
        ("p", "7. 客户自行负责数据备份与删除，乙方不承担数据删除义务。The Customer backs up and deletes its own data; "
              "the Provider has no deletion obligation."),
        ("p", "乙方 Provider：湖南湘江算力服务有限公司（盖章 seal）　客户 Customer：长沙橘洲问道智能科技有限公司"),
    ], cjk=True, title="XJ-SO-2026-1115", author="湖南湘江算力服务有限公司", footer="湘江算力 XIANGJIANG COMPUTE")


@doc("t30")
def t30(out: Path) -> None:
    text(out / "t30-xuanxing-jilu-mi300x-bi.md", """
# GPU 供应商选型记录 / Vendor selection record — MI300X 推理与微调集群

> 作者 Author：曜石智能 基础设施组 Obsidian AI infra team（买方 buyer）
> 日期 Date：2026-12-03｜状态 Status：已批准 Approved

## 需求 Requirements

- 两台 8 卡 MI300X 服务器 / two 8-GPU MI300X servers，用于 Llama 3 70B LoRA 微调 / for Llama 3 70B LoRA
- 机间 RDMA / RDMA between nodes，合同含 SLA / SLA in the contract

## 候选 Candidates

| | A. 星环算力 | **B. Equator Compute（选定 selected √）** | C. 北海云 |
|---|---|---|---|
| GPU | 8 x MI300X 192GB | 8 x MI300X 192GB | 8 x H100 SXM 80GB |
| 价格 Price | US$2.60 / GPU-hr | **US$2.10 / GPU-hr（US$16.80 / node-hr）** | US$2.40 / GPU-hr |
| 最短租期 Min. term | 12 个月 months | **3 个月 months** | 6 个月 months |
| 机间 Fabric | RoCE 4 x 200GbE | **RoCE v2 8 x 400GbE（3.2Tb/s）** | IB NDR 8 x 400G |
| SLA | 99.5% | **99.9% + credits** | 无 none |

## 选定方案 Selected offer — B

- 供应商 Supplier：Equator Compute（赤道算力），合同方 contracting party **Equator Compute Pte. Ltd.**，新加坡
- 数量 Quantity：2 台 servers（two (2)）
- GPU：8 x AMD Instinct MI300X 192GB（OAM），Infinity Fabric xGMI 全互联 full mesh
- CPU / RAM：2 x AMD EPYC 9534（64 核 x 2 = 128 cores）/ 2TB
- 存储 Storage：系统盘 boot 2 x 960GB NVMe（RAID1）；数据盘 data 4 x 7.68TB NVMe（30.72TB / 台）
- 网络 Network：RoCE v2 8 x 400GbE（3.2Tb/s，RDMA）；公网 internet 5Gbps / 台
- 价格 Price：US$2.10 / GPU-hour = US$16.80 / node-hour，按小时计费 billed hourly，月结 invoiced monthly；最短 3 个月
- 预算 Budget（两台三个月，估算 estimate）：约 US$73,600，非报价 not a price

## B 报价单中的承诺 Commitments in B's quote (EC-Q-2611-88)

1. GPU 型号 AMD Instinct MI300X，每卡 192GB，不替换 / model MI300X 192GB, no substitution.
2. 整机独享，无分区共享、无超售 / whole servers dedicated, no partition sharing, no oversubscription.
3. 机内 xGMI 全互联，机间 RoCE v2 8 x 400GbE，期内保持 / xGMI full mesh within, RoCE v2 8 x 400GbE between.
4. 每台月可用率 99.9%；每低 0.1% 抵扣 5%，最高 50% / 99.9% per server per month; 5% credit per 0.1%, up to 50%.
5. 交付 24 小时内联合执行 rccl-tests 与 fio，达标后签署验收单再计费 / joint rccl-tests and fio within 24 h, billing
   starts on signed acceptance.
6. 期满 5 个工作日内擦除全部磁盘并出具证明 / all disks erased within 5 business days, certified.

批准 Approved：CTO 韩沐 Mu Han，2026-12-03
""")


@doc("t31")
def t31(out: Path) -> None:
    pdf(out / "t31-jituan-mingtou-zigongsi-4090-bi.pdf", [
        ("brand", "云麓集团　YUNLU GROUP"),
        ("slogan", "云麓集团有限公司 Yunlu Group Co., Ltd.　贵阳市观山湖区长岭北路 55 号"),
        ("ctitle", "算力服务确认书 Compute Service Confirmation"),
        ("p", "本确认书由云麓集团成员企业 云麓算力（贵州）有限公司 Yunlu Compute (Guizhou) Co., Ltd.（下称“服务方” the "
              "Provider）与 贵阳花溪数字人科技有限公司（下称“客户”）签署。云麓集团有限公司非本确认书当事方，"
              "不承担本确认书项下义务。Yunlu Group Co., Ltd. is not a party."),
        ("h", "一、资源 Resources"),
        ("p", "部署于贵安数据中心 3 个机柜 × 每柜 4 台 = 12 台 RTX 4090 八卡服务器 / "
              "3 racks x 4 servers = 12 servers."),
        kv([("GPU", "NVIDIA GeForce RTX 4090 24GB × 8 / 台，PCIe 4.0（无 NVLink / no NVLink）"),
            ("CPU / RAM", "AMD EPYC 9354 × 2（32 核 × 2 = 64 cores）/ 512GB"),
            ("存储 Storage", "系统盘 512GB NVMe；数据盘 3.84TB NVMe × 2（每台 7.68TB；12 台合计 92.16TB）"),
            ("网络 Network", "机间 RoCE v2 100GbE × 2（200Gb/s，RDMA）；公网 50Mbps / 台")], 0.18),
        ("h", "二、费用 Fees"),
        ("t", [["", "不含税 excl. VAT", "含 6% 增值税 incl. VAT"],
               ["每台每月 per server-month", "¥7,924.53", "¥8,400.00"],
               ["12 台每月 12 servers per month", "¥95,094.34", "¥100,800.00"]], [0.4, 0.3, 0.3]),
        ("p", "最短租期 6 个月，按月预付。Minimum term 6 months, monthly in advance."),
        ("h", "三、服务条款 Terms"),
        *zh_terms("服务方", "NVIDIA GeForce RTX 4090", "24GB",
                  "机内 PCIe 4.0 互联（RTX 4090 无 NVLink），机间 RoCE v2 2 × 100GbE。", "99.5%",
                  "每低于 0.5% 减免该台当月费用 10%，最高 50%。",
                  "交付 24 小时内执行 nvidia-smi、nccl-tests 与 fio，达到本确认书规格后签署验收单。",
                  "租期结束 3 个工作日内清除数据盘并书面确认。"),
        ("p", "服务方 Provider：云麓算力（贵州）有限公司（盖章）　客户 Customer：贵阳花溪数字人科技有限公司（盖章）"),
        ("seal", "云麓算力（贵州）有限公司<br/>合同专用章"),
    ], cjk=True, title="YL-QR-2026-1122", author="云麓算力（贵州）有限公司",
        footer="云麓集团 YUNLU GROUP　成员企业文件模板 member-company template")


@doc("t32")
def t32(out: Path) -> None:
    pdf(out / "t32-xuyue-zhekou-h100-bi.pdf", [
        ("brand", "岭南智算　LINGNAN AI COMPUTE"),
        ("slogan", "广东岭南智算科技有限公司 Guangdong Lingnan AI Compute Technology Co., Ltd.　佛山市南海区桂城街道 "
                   "海八路 12 号"),
        ("ctitle", "续约报价 Renewal Quotation"),
        kv([("客户 Customer", "佛山顺德千灯湖智能科技有限公司"),
            ("原合同 Contract", "LN-HT-2025-1207（至 2026-12-31）"),
            ("续约期 Renewal", "2027-01-01 至 2027-12-31，12 个月 months"), ("日期 Date", "2026-12-04")], 0.2),
        ("t", [["项目 Item", "数量 Qty", "目录价 List", "续约折扣 Discount", "续约单价 Renewal price"],
               ["H100 SXM5 八卡服务器 8 x H100 server", "三台 three (3)", "¥72,000.00 / 台 / 月", "8%",
                "¥66,240.00 / 台 / 月"]], [0.3, 0.14, 0.2, 0.14, 0.22]),
        ("p", "续约单价含 6% 增值税；三台月租 ¥198,720.00。最短租期 12 个月，按月预付。Renewal price incl. 6% VAT; "
              "minimum 12 months, monthly in advance."),
        ("h", "配置不变 Configuration unchanged（每台 per server）"),
        kv([("GPU", "NVIDIA H100 SXM5 80GB × 8，NVSwitch 全互联，NVLink 900GB/s"),
            ("CPU / RAM", "Intel Xeon Platinum 8480+ × 2（112 cores）/ 2TB"),
            ("存储 Storage", "系统盘 960GB NVMe × 2（RAID1）；数据盘 3.84TB NVMe × 8（30.72TB）"),
            ("网络 Network", "NDR InfiniBand 400Gb/s × 8（3.2Tb/s，RDMA）；公网 BGP 200Mbps / 台")], 0.2),
        ("h", "服务承诺 Commitments（沿用原合同 as in the contract）"),
        *zh_terms("乙方", "NVIDIA H100 SXM5 80GB", "80GB",
                  "机内 NVSwitch 全互联，机间 NDR InfiniBand 8 × 400Gb/s。", "99.9%",
                  "每低于 0.1% 减免该台当月租金 5%，最高 50%。",
                  "原合同已按 nccl-tests（3 机 all_reduce busbw ≥ 360GB/s）与 fio 验收并签署验收单；如更换任何服务器，"
                  "须按同一标准重新验收。",
                  "合同终止后 5 个工作日内擦除数据盘并出具销毁证明。"),
        ("p", "乙方：广东岭南智算科技有限公司　客户成功部 冼嘉怡"),
    ], cjk=True, title="LN-XY-2026-1204", author="广东岭南智算科技有限公司", footer="岭南智算 LINGNAN AI COMPUTE")


# ================================================================================================ main
def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout25")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
