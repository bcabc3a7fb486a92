"""Build the holdout18 studied corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English,
bilingual, weighted toward vendor identity (a 需方 / 供方 header box, a buyer's purchase requisition and award letter,
a reseller's "Powered by" template, a 御見積書 with the seal at the foot, the vendor only as the bank beneficiary,
Bill from / Bill to with a d/b/a, an e-mail whose company is only in the domain and the disclaimer, chat speakers
tagged with their companies, Party A as the lessor, quotes that name NVIDIA, the OEM, the data-centre operator and
the payment processor, a broker signing as agent, a brand sharing no word with its legal name, a renamed company,
document-control blocks and confidentiality banners as the first line, spaced-capital wordmarks with slogans),
then pricing (GPU-hour, card-month, card-day, node-month, node-day, instance-hour; reserved vs on-demand; 万元; tax
in and out; totals as quantity x term; discounts; minimum terms and billing steps in digits and words) and storage
(data NVMe counts in many layouts, system disks, raw vs usable, shared file systems as extras, cloud volumes as the
only disk).

Run: python tests/corpus/holdout18/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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
pdfmetrics.registerFont(UnicodeCIDFont("HeiseiMin-W3"))

Item = tuple
BUILDERS: dict[str, Callable[[Path], None]] = {}
RED = colors.HexColor("#c0272d")


def _styles(font: str, bold: str, cjk: bool, small: bool = False) -> dict[str, ParagraphStyle]:
    wrap = "CJK" if cjk else None
    cell = 6.9 if small else 8.3
    return {
        "title": ParagraphStyle("title", fontName=bold, fontSize=15, leading=20, spaceAfter=5, wordWrap=wrap),
        "ctitle": ParagraphStyle("ctitle", fontName=bold, fontSize=17, leading=22, spaceAfter=6, wordWrap=wrap,
                                 alignment=TA_CENTER),
        "brand": ParagraphStyle("brand", fontName=bold, fontSize=18, leading=22, spaceAfter=2, wordWrap=wrap,
                                textColor=colors.HexColor("#23395d")),
        "h": ParagraphStyle("h", fontName=bold, fontSize=11, leading=14.5, spaceBefore=6, spaceAfter=3,
                            wordWrap=wrap),
        "p": ParagraphStyle("p", fontName=font, fontSize=9.3, leading=13.0, spaceAfter=3, wordWrap=wrap),
        "right": ParagraphStyle("right", fontName=font, fontSize=9.3, leading=13.0, spaceAfter=3, wordWrap=wrap,
                                alignment=TA_RIGHT),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.5, leading=10.0, wordWrap=wrap,
                                textColor=colors.HexColor("#444444")),
        "banner": ParagraphStyle("banner", fontName=bold, fontSize=8.2, leading=11, wordWrap=wrap,
                                 textColor=colors.white, backColor=colors.HexColor("#5b1a1a"), borderPadding=3,
                                 spaceAfter=6),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=cell, leading=cell + 2.4, wordWrap=wrap),
        "seal": ParagraphStyle("seal", fontName=bold, fontSize=8.6, leading=11.5, wordWrap=wrap, textColor=RED,
                               alignment=TA_CENTER),
        "mono": ParagraphStyle("mono", fontName=font if cjk else "Courier", fontSize=8.6, leading=11.6,
                               backColor=colors.HexColor("#f1efe8")),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool = False, jp: bool = False, title: str = "", author: str = "",
        footer: str = "", land: bool = False, small_cells: bool = False) -> None:
    """Lay out (kind, ...) items as a PDF with a footer and page numbers on every page.

    Kinds: brand, title, ctitle, h, p, right, small, banner (paragraphs); sp (space, mm); pb (page break); mono
    (preformatted); seal (a red-bordered stamp, right-aligned); t (ruled table: rows, column fractions, options
    head / shade rows / bold rows / span / nogrid)."""
    font = "HeiseiMin-W3" if jp else ("STSong-Light" if cjk else "Helvetica")
    bold = "HeiseiMin-W3" if jp else ("STSong-Light" if cjk else "Helvetica-Bold")
    st = _styles(font, bold, cjk or jp, small_cells)
    size = landscape(A4) if land else A4
    margin = 12 * mm if land else 18 * mm
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=margin, rightMargin=margin,
                            topMargin=14 * mm, bottomMargin=18 * mm, title=title, author=author)
    width = size[0] - 2 * margin
    story: list = []
    for item in items:
        kind = item[0]
        if kind in ("brand", "title", "ctitle", "h", "p", "right", "small", "banner"):
            story.append(Paragraph(item[1], st[kind]))
        elif kind == "sp":
            story.append(Spacer(1, item[1] * mm))
        elif kind == "pb":
            story.append(PageBreak())
        elif kind == "mono":
            story.append(Preformatted(item[1], st["mono"]))
        elif kind == "seal":
            seal = Table([[Paragraph(item[1], st["seal"])]], colWidths=[52 * mm], hAlign="RIGHT")
            seal.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 1.4, RED),
                                      ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
            story.append(seal)
            story.append(Spacer(1, 2 * mm))
        elif kind == "t":
            rows, widths = item[1], item[2]
            opts = item[3] if len(item) > 3 else {}
            cells = [[Paragraph(str(c), st["cell"]) for c in r] for r in rows]
            cols = [width * w for w in widths] if widths else None
            head = opts.get("head", 1)
            t = Table(cells, colWidths=cols, repeatRows=head)
            style = [("VALIGN", (0, 0), (-1, -1), "TOP")]
            if not opts.get("nogrid"):
                style.append(("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#7d7d7d")))
            if head:
                style.append(("BACKGROUND", (0, 0), (-1, head - 1), colors.HexColor("#dde6d5")))
            for r in opts.get("shade", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#fff2b3")))
            for r in opts.get("bold", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#eeeeee")))
            for a, b in opts.get("span", []):
                style.append(("SPAN", a, b))
            t.setStyle(TableStyle(style))
            story.append(t)
            story.append(Spacer(1, 2.5 * mm))
        else:
            raise ValueError(kind)

    def on_page(canvas, _doc) -> None:  # type: ignore[no-untyped-def]
        canvas.saveState()
        canvas.setFont(font, 7.2)
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
@doc("p01")
def p01(out: Path) -> None:
    pdf(out / "p01-baojiadan-xufang-gongfang-h800-zh.pdf", [
        ("ctitle", "报　价　单"),
        ("t", [["需方（客户）", "供方（报价方）"],
               ["单位名称：武汉光谷灵犀智能科技有限公司", "单位名称：西安秦岭数算科技有限公司"],
               ["联系人：周敏（算法平台部）", "联系人：韩立（大客户经理）"],
               ["电话：027-8765 2210", "电话：029-8836 1175"],
               ["地址：武汉市东湖高新区光谷大道 77 号", "地址：西安市高新区锦业路 69 号"],
               ["询价日期：2026-11-27", "报价编号：QLSS-BJ-2612-019　报价日期：2026-12-02"]],
         [0.5, 0.5]),
        ("p", "根据贵方询价，现报价如下（金额单位：万元，含 6% 增值税）："),
        ("t", [["序号", "产品名称", "规格", "数量", "租期", "单价（万元/台/月）", "金额（万元）"],
               ["1", "H800 八卡 GPU 服务器", "见配置明细", "2 台", "6 个月", "9.60", "115.20"],
               ["2", "BGP 公网带宽", "200Mbps 独享 / 台", "2 条", "6 个月", "赠送", "0.00"],
               ["3", "上架部署及联调", "一次性", "1 项", "—", "—", "0.50"],
               ["", "合计", "", "", "", "", "115.70"]],
         [0.06, 0.2, 0.2, 0.09, 0.1, 0.19, 0.16], {"bold": [4]}),
        ("p", "合计大写：人民币壹佰壹拾伍万柒仟元整。服务器单价 9.60 万元/台/月即 96,000.00 元/台/月（含税），"
              "不含税 90,566.04 元/台/月；部署费 0.50 万元为一次性费用。"),
        ("h", "配置明细（单台）"),
        ("t", [["部件", "规格"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB HBM3，NVSwitch 全互联，NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核），共 96 核"],
               ["内存", "32 × 64GB DDR5，共 2TB"],
               ["系统盘", "2 × 960GB SATA SSD（RAID1）"],
               ["数据盘", "4 × 7.68TB U.2 NVMe，裸容量 30.72TB，不做 RAID"],
               ["计算网络", "8 × 400Gb/s NDR InfiniBand，单台 3.2Tbps，支持 GPUDirect RDMA"],
               ["存储网络", "2 × 100GbE（仅接并行存储）"],
               ["公网", "BGP 200Mbps 独享，1 个 IPv4"]], [0.18, 0.82]),
        ("h", "商务及服务条款"),
        ("p", "1. 租期：最短六个月，自验收合格次日起算；按自然月计费，每月 5 日前预付当月租金。"),
        ("p", "2. 型号与显存：交付 NVIDIA H800 SXM5，每卡 80GB，不以他型号替代；机内 NVSwitch 全互联，"
              "机间 NDR InfiniBand。"),
        ("p", "3. 整机物理独享，不虚拟化、不切分、不超售。"),
        ("p", "4. 可用性：单台月可用率 ≥ 99.9%；每低 0.1 个百分点减免当月租金 5%，最高 50%。"),
        ("p", "5. 验收：交付后 48 小时内按 nvidia-smi、topo -m、nccl-tests（双机 busbw ≥ 180GB/s）、"
              "fio（顺序读 ≥ 6GB/s）联合验收。"),
        ("p", "6. 数据：租期结束后 5 个工作日内删除全部数据并出具删除证明。"),
        ("p", "7. 本报价有效期 15 天。"),
        ("sp", 4),
        ("t", [["需方确认（签字盖章）：", "供方（签字盖章）："], ["日期：", "日期：2026-12-02"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
    ], cjk=True, title="报价单 QLSS-BJ-2612-019", author="韩立", footer="QLSS-BJ-2612-019")


@doc("p02")
def p02(out: Path) -> None:
    pdf(out / "p02-zulin-hetong-fujian-a800-zh.pdf", [
        ("ctitle", "算力设备租赁合同"),
        ("right", "合同编号：ZX-ZL-2026-0417"),
        ("p", "甲方（出租方）：郑州中原星算数据科技有限公司<br/>"
              "住所：郑州市郑东新区龙子湖智慧岛 B2 栋 12 层"),
        ("p", "乙方（承租方）：青岛海蓝智科医疗技术有限公司<br/>住所：青岛市崂山区株洲路 151 号"),
        ("p", "本合同中甲方为设备出租及运维服务提供方，乙方为承租及使用方。双方经协商一致，订立本合同。"),
        ("h", "第一条　租赁标的"),
        ("p", "甲方向乙方出租 GPU 服务器 4 台，配置见附件一《设备清单》，价格见附件二《价格清单》。"),
        ("h", "第二条　租期"),
        ("p", "租期为十二（12）个月，自乙方验收合格之日起算。租期内乙方不得提前退租。"),
        ("h", "第三条　租金及支付"),
        ("p", "租金按月计算，按季度预付，乙方于每季度首月 10 日前支付当季租金。甲方开具 6% 增值税专用发票。"
              "乙方于签约后 5 日内支付履约保证金人民币壹拾万元整（¥100,000.00），期满无息退还。"),
        ("h", "第四条　服务水平"),
        ("p", "4.1 甲方保证交付设备 GPU 型号为 NVIDIA A800 SXM4，每卡显存 80GB。"
              "4.2 机内 8 卡 NVSwitch 全互联（NVLink 400GB/s），机间 HDR InfiniBand，RDMA 可用。"
              "4.3 每台设备由乙方独占使用，不虚拟化、不切分、不与第三方共享。"
              "4.4 单台月可用率不低于 99.9%；低于承诺的，每低 0.1% 按当月该台租金的 3% 抵扣，最高 30%。"),
        ("p", "4.5 验收：甲方交付后 72 小时内，双方按附件一所列指标（nccl-tests 四机 all_reduce busbw ≥ "
              "80GB/s；fio 顺序读 ≥ 8GB/s）验收，验收合格方起算租期。"),
        ("h", "第五条　数据"),
        ("p", "租期届满或合同解除后 7 日内，甲方删除设备上全部乙方数据并出具书面《数据销毁确认书》。"),
        ("sp", 3),
        ("t", [["甲方（出租方）：郑州中原星算数据科技有限公司（盖章）",
                "乙方（承租方）：青岛海蓝智科医疗技术有限公司（盖章）"],
               ["授权代表：", "授权代表："], ["日期：2026 年 12 月 3 日", "日期："]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
        ("pb",),
        ("h", "附件一　设备清单（每台配置，共 4 台）"),
        ("t", [["序号", "名称", "规格", "单台数量", "合计数量"],
               ["1", "GPU", "NVIDIA A800 SXM4 80GB", "8", "32"],
               ["2", "CPU", "Intel Xeon Platinum 8380（40 核）", "2", "8"],
               ["3", "内存", "64GB DDR4-3200", "16（1TB）", "64"],
               ["4", "系统盘", "480GB SATA SSD，RAID1", "2", "8"],
               ["5", "数据盘", "3.84TB NVMe U.2（单台 30.72TB）", "8", "32"],
               ["6", "计算网卡", "200Gb/s HDR InfiniBand（单台 800Gb/s）", "4", "16"],
               ["7", "存储网卡", "25GbE（接 NAS，不参与计算）", "2", "8"],
               ["8", "公网", "100Mbps 独享带宽", "1", "4"]],
         [0.07, 0.13, 0.5, 0.15, 0.15]),
        ("h", "附件二　价格清单"),
        ("t", [["项目", "计价单位", "数量", "单价（不含税）", "单价（含 6% 税）", "月合计（含税）"],
               ["A800 八卡服务器租赁", "台·月", "4", "47,169.81", "50,000.00", "200,000.00"],
               ["公网带宽 100Mbps", "条·月", "4", "含在租金内", "—", "—"],
               ["合同总价（12 个月，含税）", "", "", "", "", "2,400,000.00"]],
         [0.26, 0.12, 0.08, 0.18, 0.18, 0.18], {"bold": [3]}),
        ("p", "合同总价大写：人民币贰佰肆拾万元整。"),
    ], cjk=True, title="算力设备租赁合同 ZX-ZL-2026-0417", author="法务部", footer="ZX-ZL-2026-0417")


@doc("p03")
def p03(out: Path) -> None:
    text(out / "p03-dingtalk-company-tags-h20-mig-zh.txt", """
【钉钉群聊记录导出】群名称：澜舟生物 × 星河算力 GPU 资源对接群
导出时间：2026-12-03 18:20　共 14 条消息

2026-12-03 10:02　李娜@澜舟生物
大家好，我们想先开一个 H20 的实例做 Llama 3 8B 的 LoRA 微调，要整卡独享的，麻烦报个价。

2026-12-03 10:05　张伟@星河算力
李总好～我们 H20 96G 独享实例，6.8 元/卡时，按分钟计费，用多少扣多少，没有最低消费，随开随停。

2026-12-03 10:06　李娜@澜舟生物
显存是完整的 96G 吗？我们 batch 开得比较大。

2026-12-03 10:11　陈工@星河算力
补充说明一下：H20 独享实例是在物理卡上开 MIG，每个实例是 3g.48gb 规格，显存 48GB，一张 H20
切成两个实例，另一半给其他租户用。MIG 是硬件隔离，算力和显存互不抢占。

2026-12-03 10:13　李娜@澜舟生物
所以其实是半张卡？

2026-12-03 10:15　张伟@星河算力
是硬件级隔离的，体验和独享差不多，价格也只有整卡的一半左右。8B 的 LoRA 48G 完全够用。

2026-12-03 10:17　王磊@澜舟生物
实例的 CPU、内存和盘是怎么配的？

2026-12-03 10:20　陈工@星河算力
每个实例 16 核 vCPU、120GB 内存。没有本地盘：系统盘 50GB 云盘，数据盘默认 1TB 高效云盘，
吞吐大概 350MB/s，可以在控制台扩容。内网 10Gbps，公网按流量计费。

2026-12-03 10:24　王磊@澜舟生物
SLA 呢？坏了怎么算？

2026-12-03 10:26　张伟@星河算力
按官网《云服务器 SLA》执行，月可用性 99.9%，达不到按规则发代金券补偿。

2026-12-03 10:27　李娜@澜舟生物
数据安全方面？

2026-12-03 10:29　陈工@星河算力
释放实例后，云盘数据 24 小时内自动销毁，不可恢复。

2026-12-03 10:33　李娜@澜舟生物
好的，我们内部过一下。

2026-12-03 10:35　张伟@星河算力
好嘞，合同抬头是杭州星河算力科技有限公司，确认后我把电子合同发群里～
""")


@doc("p04")
def p04(out: Path) -> None:
    pdf(out / "p04-purchase-requisition-buyer-letterhead-h200-zh.pdf", [
        ("brand", "南京紫峰生物医药有限公司"),
        ("small", "ZIFENG BIOPHARMA　｜　南京市江北新区药谷大道 11 号　｜　内部文件"),
        ("sp", 2),
        ("ctitle", "采购申请单"),
        ("t", [["申请单号", "PR-2026-1203-007", "申请日期", "2026-12-03"],
               ["申请部门", "AI 药物发现中心", "申请人", "顾晨"],
               ["采购类别", "服务类 · 算力租赁", "预算科目", "RD-2027-算力-03（已列入年度预算）"],
               ["采购方式", "单一来源（原供应商扩容）", "推荐供应商", "苏州吴门智算科技有限公司（品牌：吴门云）"],
               ["供应商报价单号", "WM-Q-261128-03（2026-11-28，有效期 30 天）", "需求时间", "2027-01-05 前交付"]],
         [0.15, 0.35, 0.15, 0.35], {"head": 0}),
        ("h", "一、采购明细（摘自供应商报价单）"),
        ("t", [["品名", "规格", "数量", "单价", "租期", "金额（元）"],
               ["H200 八卡裸金属服务器", "见第二部分", "1 台（8 卡）",
                "14,500 元/卡/月（含 6% 税），即 116,000 元/台/月", "6 个月", "696,000.00"],
               ["并行文件存储 CPFS（选配）", "容量型 20TB，多机共享", "20 TB", "120 元/TB/月", "6 个月", "14,400.00"],
               ["合计", "", "", "", "", "710,400.00"]],
         [0.2, 0.18, 0.12, 0.26, 0.09, 0.15], {"bold": [3]}),
        ("h", "二、供应商报价配置（单台）"),
        ("p", "GPU：8 × NVIDIA H200 SXM 141GB HBM3e，NVSwitch 全互联，NVLink 900GB/s；CPU：2 × AMD EPYC 9654"
              "（96 核）共 192 核；内存：2TB DDR5；系统盘：2 × 1.92TB M.2 NVMe（RAID1）；本地数据盘：8 × 3.84TB"
              " NVMe（30.72TB）；公网：BGP 独享 300Mbps；单台使用，无机间组网需求。"),
        ("h", "三、供应商商务条件及服务承诺（摘录）"),
        ("p", "最短租期三个月（本次申请六个月）；按月计费、月初预付；价格含 6% 增值税。型号 H200、每卡显存 141GB"
              " 写入合同；NVSwitch 全互联；整机独享，不切分、不超售；月可用率 99.9%，每低 0.1% 退还当月费用 5%，"
              "上限 50%；交付后 24 小时内验收（nvidia-smi、nccl-tests 单机 busbw ≥ 400GB/s、fio 顺序读 ≥ 10GB/s），"
              "验收通过后计费；租期结束 3 个工作日内擦除数据并出具擦除报告。"),
        ("h", "四、申请理由"),
        ("p", "现有 A100 资源无法满足 2027 年 Q1 蛋白质语言模型训练计划；吴门云为现有供应商，交付与服务记录良好。"),
        ("h", "五、审批"),
        ("t", [["环节", "审批人", "意见", "日期"],
               ["部门负责人", "许文博", "同意", "2026-12-03"],
               ["财务部", "孙悦", "同意，在预算内", "2026-12-04"],
               ["分管副总", "", "", ""]], [0.2, 0.2, 0.4, 0.2]),
    ], cjk=True, title="采购申请单 PR-2026-1203-007", author="顾晨", footer="南京紫峰生物医药有限公司 · 采购申请单")


@doc("p05")
def p05(out: Path) -> None:
    pdf(out / "p05-short-rent-quote-payee-only-a100-40g-zh.pdf", [
        ("title", "GPU 服务器短租报价（按天计费）"),
        ("p", "客户：北京燕园知行教育科技有限公司（刘老师 收）　　日期：2026 年 12 月 2 日"),
        ("p", "报价人：王经理　139 8012 4471　　报价编号：DZ-1202-A40"),
        ("p", "贵司需求：Llama 3 70B 全参数微调（full fine-tune，非 LoRA），单机 8 卡，预计使用两周。"),
        ("h", "一、配置"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA A100 SXM4 40GB，NVSwitch 全互联，NVLink 600GB/s"],
               ["CPU / 内存", "2 × Intel Xeon Gold 6348（28 核），共 56 核 / 1TB DDR4"],
               ["硬盘", "系统盘 1 × 480GB SATA SSD；数据盘 2 × 3.84TB NVMe（共 7.68TB）"],
               ["网络", "公网 50Mbps 独享；单机交付，无机间网络"]], [0.18, 0.82]),
        ("h", "二、价格"),
        ("t", [["项目", "单价", "数量", "天数", "小计（元）"],
               ["A100 40G 八卡整机", "1,380 元/台/天（含税）", "1 台", "14", "19,320.00"],
               ["系统镜像及环境部署", "免费", "1", "—", "0.00"],
               ["合计", "", "", "", "19,320.00"]], [0.3, 0.26, 0.12, 0.1, 0.22], {"bold": [3]}),
        ("p", "说明：7 天起租；按天计费，不足一天按一天计；连续租满 30 天可享 9.5 折（本次不适用）。"),
        ("h", "三、服务承诺"),
        ("p", "保证 GPU 型号为 A100 SXM4 40GB、整机 8 卡 NVSwitch 全互联；整机独享，不与他人共用；租期内可用率 99.5%，"
              "每中断 1 小时顺延 2 小时；交付后 4 小时内由贵司按 nvidia-smi、nccl-tests 验收，验收通过开始计费；"
              "退租后 24 小时内擦除全部数据。"),
        ("h", "四、付款信息"),
        ("t", [["收款人", "成都锦城云算科技有限公司"],
               ["开户行", "招商银行成都高新支行"],
               ["账号", "1289 0451 7710 602"],
               ["备注", "请注明报价编号 DZ-1202-A40；款到开通"]], [0.18, 0.82], {"head": 0}),
    ], cjk=True, title="短租报价 DZ-1202-A40", author="王经理", footer="DZ-1202-A40")


@doc("p06")
def p06(out: Path) -> None:
    pdf(out / "p06-renamed-renewal-4090-nvlink-zh.pdf", [
        ("brand", "湾算"),
        ("small", "深圳湾智算科技有限公司（原“深圳湾网络科技有限公司”）　｜　深圳市南山区粤海街道科苑路 8 号"),
        ("title", "更名告知及续约报价函"),
        ("p", "致：广州南沙像素动画有限公司　　函号：WS-XY-2612-06　　日期：2026 年 12 月 1 日"),
        ("p", "感谢贵司一直以来的支持。我司已于 2026 年 10 月 18 日完成工商变更登记，公司名称由“深圳湾网络科技有限公司”"
              "变更为“深圳湾智算科技有限公司”，统一社会信用代码不变，原合同项下全部权利义务由更名后的主体继续履行，"
              "品牌“湾算”保持不变。贵司现有租约将于 2026 年 12 月 31 日到期，现就续约报价如下。"),
        ("h", "一、续约配置（与现网一致，2 台）"),
        ("t", [["项目", "单台配置"],
               ["GPU", "8 × NVIDIA GeForce RTX 4090 24GB"],
               ["卡间互联", "8 卡 NVLink 全互联，卡间带宽 112GB/s"],
               ["CPU / 内存", "2 × AMD EPYC 7542（32 核）共 64 核 / 512GB"],
               ["存储", "系统盘 1TB NVMe；数据盘 2 × 3.84TB NVMe（7.68TB）"],
               ["网络", "机间 2 × 100G RoCE v2（RDMA）；公网 100Mbps 共享"]], [0.2, 0.8]),
        ("h", "二、续约价格"),
        ("t", [["项目", "原合同", "续约"],
               ["单价", "1,900 元/卡/月", "1,750 元/卡/月（含 6% 增值税），合 14,000 元/台/月"],
               ["租期", "六个月", "六个月（2027-01-01 至 2027-06-30），期内不退租"],
               ["月费合计", "30,400 元", "28,000 元（2 台）"]], [0.2, 0.3, 0.5]),
        ("p", "计费方式：按月计费，每月 1 日前预付。"),
        ("h", "三、服务承诺（续约后不变）"),
        ("p", "型号 RTX 4090、每卡 24GB 显存如上；卡间互联如上所述；整机独享，不切分；月可用率 99.5%，每低 0.5%"
              " 补偿月费 5%，上限 30%；续约不涉及新交付，如更换设备则 24 小时内重新验收（nvidia-smi、fio）；"
              "租约终止后 3 日内删除数据并出具证明。"),
        ("sp", 3),
        ("p", "深圳湾智算科技有限公司（盖章）　　商务联系人：梁颖　0755-8632 1908"),
    ], cjk=True, title="更名告知及续约报价函", author="梁颖", footer="湾算 · WS-XY-2612-06")


@doc("p07")
def p07(out: Path) -> None:
    pdf(out / "p07-landscape-merged-pricelist-l40s-zh.pdf", [
        ("brand", "灯塔云 LIGHTHOUSE CLOUD　｜　让每一张卡都跑满"),
        ("title", "GPU 裸金属价目表（2026 年 12 月，报价专用）"),
        ("p", "客户：合肥量子湾信息科技有限公司　　报价编号：LT-2612-088　　以下价格均不含税，增值税 6% 另计。"),
        ("t", [["系列", "机型", "GPU", "CPU / 内存", "系统盘", "数据盘", "网络", "按量（元/卡时）",
                "包月（元/台/月）", "包年（元/台/月）"],
               ["训练型", "H800 八卡", "8 × H800 80GB，NVSwitch", "2 × 8468 / 2TB", "2 × 960GB NVMe",
                "4 × 7.68TB NVMe", "8 × 400G IB，公网 200M", "13.50", "86,000", "78,000"],
               ["", "A800 八卡", "8 × A800 80GB，NVSwitch", "2 × 8380 / 1TB", "2 × 480GB SATA",
                "4 × 3.84TB NVMe", "4 × 200G IB，公网 100M", "7.80", "49,500", "45,000"],
               ["推理型", "L40S 八卡　▲本次报价", "8 × L40S 48GB，PCIe（无 NVLink）",
                "2 × Xeon Gold 6430（32 核）/ 768GB",
                "2 × 960GB NVMe，RAID1", "4 × 3.84TB NVMe（15.36TB）", "2 × 25G 内网，公网 100M 独享", "4.20", "21,800",
                "19,600"],
               ["", "RTX 4090 八卡", "8 × 4090 24GB，PCIe", "2 × 7542 / 512GB", "1TB NVMe", "2 × 3.84TB NVMe",
                "公网 100M 共享", "1.90", "11,800", "10,500"]],
         [0.06, 0.1, 0.13, 0.13, 0.1, 0.11, 0.13, 0.08, 0.08, 0.08],
         {"span": [((0, 1), (0, 2)), ((0, 3), (0, 4))], "shade": [3]}),
        ("h", "本次报价"),
        ("p", "L40S 八卡裸金属 × 1 台，包月：21,800 元/台/月（不含税），含 6% 税 23,108 元/台/月；最短租期一个月，"
              "按自然月计费，月初预付。按量与包年价格仅供参考，不构成本次报价。"),
        ("h", "服务说明"),
        ("p", "GPU 型号 L40S、每卡 48GB 显存写入订单；卡间为 PCIe 4.0 直连，无 NVLink；整机独享，不虚拟化；"
              "月可用率 99.9%，每低 0.1% 返还 5% 月费，上限 50%；交付 24 小时内按 nvidia-smi、fio（顺序读 ≥ 5GB/s）"
              "验收，验收通过起计费；退租后 72 小时内销毁数据并提供销毁记录。"),
        ("small", "灯塔云为杭州远帆信息技术有限公司旗下品牌　·　运营主体：杭州远帆信息技术有限公司　·　"
                  "ICP 备 2021033871 号"),
    ], cjk=True, land=True, small_cells=True, title="GPU 裸金属价目表 LT-2612-088", author="",
        footer="灯塔云 LIGHTHOUSE CLOUD · LT-2612-088")


@doc("p08")
def p08(out: Path) -> None:
    text(out / "p08-ticket-reply-support-desk-h100-hdd-zh.txt", """
【工单回复】工单号：#TK-20261203-0931　　状态：已答复，待客户确认　　优先级：普通
主题：Re: 两台 H100 双机训练的存储和网络配置确认
提交人：赵一鸣（杭州栖霞语言智能有限公司）
处理人：售后技术支持 - 小易　　答复时间：2026-12-03 15:42

赵先生您好，

关于您在工单中提出的问题（计划两台机器做 Llama 3 70B LoRA 双机训练），逐条答复如下：

1. GPU：每台 8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互联，NVLink 900GB/s。
2. CPU / 内存：2 × Intel Xeon Platinum 8462Y+（32 核），共 64 核；内存 1TB DDR5。
3. 系统盘：1 × 960GB NVMe。
4. 数据盘：4 × 8TB SATA 机械硬盘（7200 转），RAID5，可用约 24TB，实测顺序读约 400MB/s。
   目前 NVMe 数据盘暂无库存，预计明年 3 月后才能补货。
5. 两台之间：2 × 25GbE 以太网，走 TCP/IP，不支持 RDMA（没有 IB，也没有 RoCE）。
6. 公网：每台 50Mbps 共享带宽。
7. 价格：68,000 元/台/月（含 6% 增值税），两台合计 136,000 元/月；最短租期三个月；按月计费，
   不足一个月按一个月计。
8. 服务承诺（以合同附件《SLA》为准）：
   - GPU 型号 H100 SXM5、每卡 80GB 显存写入合同；机内 NVSwitch 全互联，机间如第 5 条；
   - 整机独享，不虚拟化、不超售；
   - 月可用率 99.5%，每低 0.5% 按月费 5% 补偿，上限 30%；
   - 交付后 24 小时内可按 nvidia-smi、nccl-tests、fio 验收，不通过可退租；
   - 到期后 5 个工作日内删除数据并出具删除证明。

如还有疑问，直接回复本工单即可。

易算云 技术支持中心
热线 400-820-6618 ｜ support@yisuanyun.cn ｜ 工作时间 7×24

--
本工单回复仅供提交人使用，内容如与正式合同不一致，以合同为准。
© 2026 成都易算云科技有限公司 版权所有
""")


@doc("p09")
def p09(out: Path) -> None:
    pdf(out / "p09-order-confirmation-seals-mi300x-zh.pdf", [
        ("ctitle", "算力服务订单确认书"),
        ("right", "订单编号：PH-OC-2612-0015　　日期：2026-12-04"),
        ("t", [["订购方（甲方）", "天津滨海深蓝科技有限公司"],
               ["服务方（乙方）", "深圳鹏海智算科技有限公司"],
               ["依据", "双方于 2026-09-01 签订的《算力服务框架协议》（PH-FA-2026-07）"]], [0.2, 0.8], {"head": 0}),
        ("h", "一、订购内容"),
        ("t", [["项目", "内容"],
               ["资源", "1 台 AMD Instinct MI300X 八卡服务器（8 × MI300X 192GB HBM3，OAM 模组）"],
               ["卡间互联", "AMD Infinity Fabric（xGMI）8 卡全互联"],
               ["CPU / 内存", "2 × AMD EPYC 9654（96 核），共 192 核 / 3TB DDR5"],
               ["系统盘", "2 × 1.92TB M.2 NVMe，RAID1"],
               ["数据盘", "8 × 3.84TB E3.S NVMe，共 30.72TB"],
               ["网络", "公网 500Mbps 独享；单机，无机间网络"]], [0.2, 0.8]),
        ("h", "二、价格及计费"),
        ("t", [["计费项", "单价", "说明"],
               ["MI300X 八卡实例", "168.00 元/实例·小时（含 6% 增值税）", "1 实例 = 1 台 8 卡；按分钟计费"],
               ["首次开通", "最短 72 小时", "不足 72 小时按 72 小时收取"],
               ["结算", "每月 3 日前出账", "预存余额扣费"]], [0.22, 0.38, 0.4]),
        ("h", "三、服务条款"),
        ("p", "乙方保证：GPU 型号 MI300X、每卡 192GB 显存；8 卡 Infinity Fabric 全互联；整机由甲方独享，不切分、"
              "不超售；月可用率 99.9%，每低 0.1% 赔付当月费用 5%，上限 50%；开通后 12 小时内甲方按 rocm-smi、"
              "rccl-tests（busbw ≥ 300GB/s）、fio 验收，验收通过起计费；订单终止后 48 小时内删除数据并出具删除证明。"),
        ("sp", 4),
        ("t", [["甲方（盖章）", "乙方（盖章）"]], [0.5, 0.5], {"head": 0, "nogrid": True}),
        ("t", [["<font color='#c0272d'>【天津滨海深蓝科技有限公司<br/>合同专用章】</font>",
                "<font color='#c0272d'>【深圳鹏海智算科技有限公司<br/>合同专用章】</font>"],
               ["授权代表：马骁　2026-12-04", "授权代表：钟嘉宁　2026-12-04"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
    ], cjk=True, title="订单确认书 PH-OC-2612-0015", author="", footer="PH-OC-2612-0015")


@doc("p10")
def p10(out: Path) -> None:
    block = "文件编号：YS-SOL-2026-113　｜　版本：Rev.B　｜　密级：商业秘密　｜　第 {} 页 共 2 页"
    pdf(out / "p10-doc-control-rev-b-h100-sparse-zh.pdf", [
        ("banner", block.format(1)),
        ("title", "H100 训练集群技术方案及报价"),
        ("p", "呈送：上海张江启元智能科技有限公司　　编制：燕山算力 解决方案部"),
        ("h", "修订记录"),
        ("t", [["版本", "日期", "修订内容"],
               ["Rev.A", "2026-11-20", "初稿：2 台 H100，数据盘 4 × 3.84TB，单价 72,000 元/台/月（不含税）"],
               ["Rev.B", "2026-12-03", "数据盘改为 4 × 7.68TB；单价下调至 69,000 元/台/月（不含税）；本版替代 Rev.A"]],
         [0.12, 0.16, 0.72]),
        ("h", "1　方案配置（每台，共 2 台）"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA H100 SXM5 80GB HBM3；单卡 BF16 算力 1,979 TFLOPS，单机 15.8 PFLOPS"],
               ["卡间", "NVSwitch 全互联，NVLink 900GB/s"],
               ["CPU / 内存", "2 × Intel Xeon Platinum 8480+（56 核），共 112 核 / 2TB DDR5"],
               ["系统盘 / 数据盘", "2 × 960GB NVMe（RAID1）/ 4 × 7.68TB NVMe（30.72TB）"],
               ["机间网络", "8 × 400Gb/s NDR InfiniBand，单机 3.2Tbps，GPUDirect RDMA"],
               ["公网", "200Mbps 独享"]], [0.2, 0.8]),
        ("pb",),
        ("banner", block.format(2)),
        ("h", "2　报价（以 Rev.B 为准）"),
        ("t", [["项目", "单价", "数量", "租期", "金额"],
               ["H100 八卡服务器", "69,000 元/台/月（不含税）；含 6% 税 73,140 元/台/月", "2 台", "6 个月",
                "877,680 元（含税）"]], [0.2, 0.38, 0.1, 0.12, 0.2]),
        ("p", "租期不少于六个月，按月计费。报价有效期至 2026-12-31。"),
        ("h", "3　服务承诺"),
        ("p", "交付 H100 SXM5 80GB，不替换型号；NVSwitch 全互联、NDR InfiniBand 机间互联；整机独享；月可用率 99.9%，"
              "每低 0.1% 减免 5%，上限 50%；交付 48 小时内按 nccl-tests（双机 busbw ≥ 350GB/s）、fio 验收；"
              "租期届满 5 日内删除数据并出具证明。"),
        ("sp", 3),
        ("p", "报价单位：北京燕山算力科技有限公司（盖章）　　2026 年 12 月 3 日"),
    ], cjk=True, title="YS-SOL-2026-113 Rev.B", author="解决方案部", footer="YS-SOL-2026-113 Rev.B")


@doc("p11")
def p11(out: Path) -> None:
    pdf(out / "p11-configurator-export-line-totals-a800pcie-zh.pdf", [
        ("title", "在线配置器导出 · 报价清单"),
        ("small", "配置编号 CFG-7731-20261202　｜　导出时间 2026-12-02 14:08　｜　报价方：甬江算力　｜　"
                  "有效期 7 天"),
        ("p", "客户账号：nb-haishu-ai（宁波海曙启航人工智能有限公司）"),
        ("t", [["#", "配置项", "已选", "数量", "单价", "周期", "小计（元）"],
               ["1", "GPU 服务器", "A800 PCIe 80GB × 8（PCIe 4.0 直连，无 NVLink）", "1 台",
                "34,000.00 元/台/月", "3 月", "102,000.00"],
               ["2", "CPU / 内存", "2 × Intel Xeon Gold 6430（32 核）/ 1TB", "—", "已含", "—", "0.00"],
               ["3", "系统盘", "2 × 960GB SATA SSD，RAID1", "—", "已含", "—", "0.00"],
               ["4", "本地数据盘", "3.84TB NVMe（标配 2 块，加购 2 块，共 4 块 15.36TB）", "2 块",
                "300.00 元/块/月", "3 月", "1,800.00"],
               ["5", "公网带宽", "BGP 100Mbps 独享", "1", "800.00 元/月", "3 月", "2,400.00"],
               ["6", "共享文件存储 NAS", "10TB（多机共享，选配）", "1", "500.00 元/月", "3 月", "1,500.00"],
               ["", "小计", "", "", "", "", "107,700.00"],
               ["", "新客优惠", "第 1 项 95 折（折后 32,300.00 元/台/月）", "", "", "", "-5,100.00"],
               ["", "应付合计（含 6% 增值税）", "", "", "", "", "102,600.00"]],
         [0.04, 0.14, 0.34, 0.07, 0.17, 0.08, 0.16], {"bold": [7, 9], "shade": [8]}),
        ("p", "计费规则：最短租期 1 个月，按月计费；本清单按 3 个月周期合计。"),
        ("h", "供应链与服务说明"),
        ("p", "GPU 由英伟达（NVIDIA Corporation）原厂渠道供货；整机为超微电脑股份有限公司（Super Micro Computer, Inc.）"
              "SYS-421GE-TNRT 平台；机房由万国数据服务有限公司（GDS）上海外高桥数据中心提供托管；在线支付由"
              "支付宝（中国）网络技术有限公司提供通道服务。以上各方均不是本报价的服务提供方。"),
        ("p", "服务承诺：GPU 型号 A800 PCIe、每卡 80GB 显存；卡间 PCIe 4.0 直连、无 NVLink，如实交付；整机独享，"
              "不切分；月可用率 99.5%，每低 0.5% 补偿 5%，上限 30%；交付 24 小时内按 nvidia-smi、fio 验收；"
              "退订后 48 小时内删除数据并出具记录。"),
        ("small", "宁波甬江算力科技有限公司　·　宁波市鄞州区首南街道天童南路 588 号　·　客服 0574-8712 3306"),
    ], cjk=True, title="CFG-7731-20261202", author="", footer="甬江算力 · 在线配置器")


# ================================================================================================ English
@doc("p12")
def p12(out: Path) -> None:
    pdf(out / "p12-gomitsumorisho-seal-h100-jpy-en.pdf", [
        ("t", [["Kawasaki Bio-AI Research K.K.　御中<br/>Attn: Dr. Yuki Morimoto, Computational Biology",
                "No. SG-2026-1204-03<br/>Date: 4 December 2026<br/>Valid until: 25 December 2026"]],
         [0.62, 0.38], {"head": 0, "nogrid": True}),
        ("ctitle", "御見積書　QUOTATION"),
        ("p", "We are pleased to submit our quotation as follows. Thank you for your inquiry of 27 November."),
        ("t", [["Total amount (incl. consumption tax)", "JPY 10,164,000 -"]], [0.5, 0.5], {"head": 0}),
        ("t", [["No.", "Description", "Qty", "Months", "Unit price (JPY, excl. tax)", "Amount (JPY)"],
               ["1", "GPU server rental, 8 x NVIDIA H100 SXM5 80GB (spec below)", "2 units", "3",
                "1,540,000 / server-month", "9,240,000"],
               ["2", "Setup, OS image and acceptance support", "1 lot", "-", "included", "0"],
               ["", "Subtotal", "", "", "", "9,240,000"],
               ["", "Consumption tax (10%)", "", "", "", "924,000"],
               ["", "Total", "", "", "", "10,164,000"]],
         [0.06, 0.42, 0.09, 0.08, 0.2, 0.15], {"bold": [5]}),
        ("p", "Unit price including consumption tax: JPY 1,694,000 per server-month."),
        ("h", "Specification (per server)"),
        ("p", "GPU: 8 x NVIDIA H100 SXM5 80GB HBM3, NVSwitch full mesh, NVLink 900 GB/s. CPU: 2 x Intel Xeon Platinum"
              " 8480+ (56 cores each), 112 cores. Memory: 2 TB DDR5. Boot: 2 x 960 GB NVMe M.2 (RAID 1). Data: 8 x"
              " 3.84 TB NVMe U.2, 30.72 TB (27.9 TiB). Compute fabric: 8 x 400 Gb/s NDR InfiniBand (3.2 Tb/s per"
              " server), GPUDirect RDMA. Internet: 1 Gbps per server."),
        ("h", "Terms"),
        ("p", "Minimum contract period: three (3) months. Billing: monthly, invoiced at the start of each month,"
              " payment by bank transfer within 30 days. Delivery: within 10 business days of order."),
        ("p", "Service level: the GPU model (H100 SXM5) and 80 GB per GPU are contractual; NVSwitch inside each"
              " server and NDR InfiniBand between servers; servers are dedicated to the customer (no virtualisation,"
              " no sharing); monthly availability 99.9%, with a 5% credit of the monthly fee per 0.1% shortfall, up"
              " to 50%; joint acceptance within 24 hours of delivery (nccl-tests 2-node busbw of at least 350 GB/s,"
              " fio read of at least 10 GB/s), billing from acceptance; all customer data erased within 5 business"
              " days of the end of the term, with an erasure certificate."),
        ("sp", 6),
        ("t", [["", "Sakura Grid Compute K.K.<br/>2-7-3 Marunouchi, Chiyoda-ku, Tokyo 100-0005<br/>"
                    "TEL 03-6555-0182<br/>Sales Division Manager: Haruto Nishida"],
               ["", "<font color='#c0272d'>[ 印 ]  Sakura Grid Compute K.K.</font>"]],
         [0.55, 0.45], {"head": 0, "nogrid": True}),
    ], jp=True, title="QUOTATION SG-2026-1204-03", author="H. Nishida", footer="SG-2026-1204-03")


@doc("p13")
def p13(out: Path) -> None:
    text(out / "p13-email-person-domain-h200-nosla-en.txt", """
From: Priya Raman <priya.raman@corvid-compute.io>
To: Tom Becker <tom.becker@lumenfold.ai>
Date: Thu, 3 Dec 2026 11:47:09 +0000
Subject: RE: H200 box for the January run

Hi Tom,

Happy to hold one of the H200 boxes for you. Here is what it is:

  - 8x NVIDIA H200 141GB SXM, NVSwitch (full mesh, 900 GB/s)
  - 2x AMD EPYC 9534 (64 cores each), 1.5 TB RAM
  - 2x 960 GB NVMe boot, 4x 7.68 TB NVMe local scratch (30.72 TB)
  - 10 Gbps internet uplink, single box so no fabric

Pricing: reserved is USD 2.95 per GPU-hour on a one-month commit, on-demand is USD 3.60 per GPU-hour.
You said one month, so reserved it is. Hourly metering, invoiced monthly. The whole box is yours, nothing
else runs on it.

On your SLA question: honestly we don't do a formal SLA on this pool. We aim for 99.5% and in practice it
has been better, but it's best effort and we don't pay out credits for downtime. There's no acceptance
test as such; the clock starts when we send you the SSH details. When the box goes back into the pool the
drives normally get wiped.

Let me know by Monday and I'll lock it in.

Cheers,
Priya

Priya Raman
Capacity & Partnerships
+44 20 3866 1420

> From: Tom Becker <tom.becker@lumenfold.ai>
> Sent: Wed, 2 Dec 2026 17:02
> Subject: H200 box for the January run
>
> Hi Priya, we need one 8x H200 machine for about a month from 4 Jan to fine-tune Llama 3 70B with LoRA.
> What would it cost and what SLA do you offer?
>
> Tom Becker | Head of ML | Lumenfold AI Ltd

--
This email and any attachments are confidential and intended solely for the addressee. If you have
received it in error please delete it and notify the sender. Corvid Compute Ltd is registered in England
and Wales (company no. 14870231), registered office 71 Leonard Street, London EC2A 4QS.
""")


@doc("p14")
def p14(out: Path) -> None:
    pdf(out / "p14-reseller-template-powered-by-a100-aud-en.pdf", [
        ("brand", "BRIGHTLINE IT SOLUTIONS"),
        ("small", "Cloud &amp; AI infrastructure reseller　|　Level 9, 60 Margaret Street, Sydney NSW 2000　|　"
                  "Powered by Nimbus Cloud"),
        ("title", "Quote Q-BL-44817"),
        ("t", [["Prepared for", "Harbourview Analytics Pty Ltd, Attn: Sam Whitlock"],
               ["Date / valid until", "2 December 2026 / 16 December 2026"],
               ["Account manager", "Chloe Nguyen"]], [0.3, 0.7], {"head": 0}),
        ("h", "Instance"),
        ("p", "Nimbus ND-A100-80 bare-metal instance: 8 x NVIDIA A100 SXM4 80GB, NVSwitch, NVLink 600 GB/s; 2 x AMD"
              " EPYC 7V13 (64 cores each), 128 cores; 1,024 GB RAM; local NVMe 8 x 3.84 TB (30.72 TB); OS disk 256"
              " GB managed SSD (network); 8 x 200 Gb/s HDR InfiniBand (1.6 Tb/s per instance) with RDMA between"
              " instances; 10 Gbps internet. One instance = one physical server."),
        ("h", "Pricing options (per instance-hour, AUD, excl. GST)"),
        ("t", [["Option", "Rate", "Term", "Selected"],
               ["Pay as you go", "AUD 52.40 / instance-hour", "none", "[ ]"],
               ["1-year reserved", "AUD 34.10 / instance-hour (AUD 37.51 incl. 10% GST)", "12 months", "[x]"],
               ["3-year reserved", "AUD 26.90 / instance-hour", "36 months", "[ ]"]],
         [0.22, 0.46, 0.16, 0.16], {"shade": [2]}),
        ("t", [["Line", "Qty", "Hours", "Rate", "Line total (AUD, excl. GST)"],
               ["ND-A100-80, 1-year reserved", "2", "8,760", "34.10", "597,432.00"],
               ["Onboarding and landing-zone setup (one-off)", "1", "-", "3,500.00", "3,500.00"],
               ["Total", "", "", "", "600,932.00"]], [0.4, 0.08, 0.12, 0.14, 0.26], {"bold": [3]}),
        ("p", "Reserved capacity is billed hourly for every hour of the 12-month term, invoiced monthly in arrears."),
        ("h", "Service commitments (back-to-back with the Nimbus Cloud SLA)"),
        ("p", "A100 SXM4 80GB exactly as above; NVSwitch inside the instance, HDR InfiniBand between instances;"
              " single-tenant bare metal, no GPU sharing; 99.9% monthly uptime per instance, service credits of 10%"
              " below 99.9% and 25% below 99%; acceptance within 48 hours of hand-over (nccl-tests busbw of at least"
              " 200 GB/s, fio read of at least 6 GB/s) or the first month is free; local NVMe and OS disks"
              " cryptographically erased within 72 hours of termination, with a certificate."),
        ("small", "Brightline IT Solutions Pty Ltd (ABN 51 624 318 907) is the contracting party and issues all"
                  " invoices. Nimbus Cloud provides the underlying infrastructure and is not a party to this quote."),
    ], title="Quote Q-BL-44817", author="Chloe Nguyen", footer="Quote Q-BL-44817 · Powered by Nimbus Cloud")


@doc("p15")
def p15(out: Path) -> None:
    pdf(out / "p15-proforma-bill-from-dba-h100pcie-en.pdf", [
        ("title", "PROFORMA INVOICE"),
        ("t", [["Proforma no. PF-2026-0391", "Issue date 1 Dec 2026", "Due on acceptance"]], [0.34, 0.33, 0.33],
         {"head": 0}),
        ("t", [["BILL FROM", "BILL TO"],
               ["Quillfeather Systems LLC<br/>d/b/a Kestrel GPU Cloud<br/>1200 Pearl Street, Suite 400<br/>"
                "Boulder, CO 80302, USA<br/>EIN 87-3390215",
                "Redtail Robotics Inc.<br/>Accounts Payable<br/>455 Bryant Street<br/>San Francisco, CA 94107, USA"]],
         [0.5, 0.5]),
        ("t", [["#", "Description", "Qty", "Term", "Unit price (USD)", "Amount (USD)"],
               ["1", "Dedicated NVIDIA H100 PCIe 80GB GPU in server KG-P8 (spec below)", "8 GPUs", "3 months",
                "1,390.00 / GPU-month", "33,360.00"],
               ["2", "Onboarding and imaging (one-time)", "1", "-", "750.00", "750.00"],
               ["3", "Additional IPv4 block /29", "1", "3 months", "45.00 / month", "135.00"],
               ["", "Subtotal", "", "", "", "34,245.00"],
               ["", "Prepayment discount 5% on line 1", "", "", "", "-1,668.00"],
               ["", "Sales tax (not taxable)", "", "", "", "0.00"],
               ["", "TOTAL DUE", "", "", "", "32,577.00"]],
         [0.04, 0.42, 0.09, 0.1, 0.18, 0.17], {"bold": [7]}),
        ("p", "Line 1 equals USD 11,120.00 per server-month for the eight GPUs; net of the prepayment discount"
              " USD 1,320.50 per GPU-month."),
        ("h", "Server KG-P8"),
        ("p", "8 x NVIDIA H100 PCIe 80GB. NVLink bridges join the GPUs in four pairs (600 GB/s within a pair);"
              " pairs talk over PCIe Gen5, there is no NVSwitch. 2 x Intel Xeon Gold 6448Y (32 cores each), 64"
              " cores; 1 TB DDR5; boot 2 x 480 GB SATA SSD (RAID 1); data 4 x 3.84 TB NVMe (15.36 TB); 5 Gbps"
              " internet; single server."),
        ("h", "Terms"),
        ("p", "Minimum term three months; billed monthly in advance. The GPU model and 80 GB memory are"
              " contractual; interconnect exactly as described (NVLink pairs, PCIe between pairs); the server is"
              " single-tenant, no GPU sharing; 99.9% monthly availability, credits of 5% per 0.1% below, capped at"
              " 50%; acceptance within 24 hours of hand-over (nvidia-smi, topo -m showing NV pairs, fio read of at"
              " least 5 GB/s), billing from acceptance; drives wiped within 3 days of the end of term with a"
              " signed wipe certificate."),
        ("small", "Remit to: Quillfeather Systems LLC, First Western Trust, ABA 102006229, acct 4471209913."),
    ], title="Proforma PF-2026-0391", author="Kestrel GPU Cloud billing", footer="PF-2026-0391")


@doc("p16")
def p16(out: Path) -> None:
    pdf(out / "p16-lease-party-a-lessor-l40s-nvlink-en.pdf", [
        ("ctitle", "EQUIPMENT AND SERVICES LEASE AGREEMENT"),
        ("right", "Agreement No. NB-EL-2026-022"),
        ("p", "This Agreement is made on 3 December 2026 between:"),
        ("p", "<b>Party A (the \"Lessor\")</b>: Northbeam Datahall Inc., 1055 West Hastings Street, Vancouver, BC"
              " V6E 2E9, Canada; and"),
        ("p", "<b>Party B (the \"Lessee\")</b>: Ferrowood Games Ltd., 400-120 Adelaide Street West, Toronto, ON."),
        ("p", "Party A leases to Party B the equipment in Schedule 1 and provides the services in Schedule 2."),
        ("h", "1. Term"),
        ("p", "The term is six (6) months from the Acceptance Date, which is also the minimum term. Rent is payable"
              " monthly in advance."),
        ("h", "2. Rent"),
        ("p", "CAD 14,200.00 per server per month, excluding GST/HST. Two (2) servers: CAD 28,400.00 per month."
              " A security deposit of CAD 28,400.00 is payable on signature and returned at the end of the term."),
        ("h", "3. Purpose"),
        ("p", "Party B will use the equipment for rendering and for LoRA fine-tuning of Llama 3 8B."),
        ("h", "Schedule 1: Equipment (per server, two servers)"),
        ("t", [["Component", "Specification"],
               ["GPU", "8 x NVIDIA L40S 48GB GDDR6"],
               ["GPU interconnect", "NVLink, full mesh topology across all 8 GPUs, 900 GB/s per GPU"],
               ["CPU / memory", "2 x AMD EPYC 9354 (32 cores each), 64 cores / 768 GB DDR5"],
               ["Storage", "Boot 2 x 960 GB NVMe (RAID 1); data 4 x 7.68 TB NVMe (30.72 TB)"],
               ["Network", "Between servers 2 x 100 GbE RoCE v2 (RDMA); internet 1 Gbps per server"]],
         [0.22, 0.78]),
        ("h", "Schedule 2: Services"),
        ("p", "Party A warrants the GPU model (L40S) and 48 GB per GPU and the interconnect described in Schedule 1;"
              " each server is for Party B's exclusive use, with no virtualisation or sharing; monthly availability"
              " of 99.9%, with a rent credit of 5% per 0.1% below, capped at 50%; acceptance testing within 48 hours"
              " of delivery (nvidia-smi, nvidia-smi topo -m, nccl-tests, fio), the term starting on acceptance;"
              " secure erasure of all Party B data within 5 days after the term, certified in writing."),
        ("sp", 3),
        ("t", [["Party A (Lessor): Northbeam Datahall Inc.", "Party B (Lessee): Ferrowood Games Ltd."],
               ["By: Alicia Moreau, COO", "By: ____________________"]], [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], title="Lease NB-EL-2026-022", author="", footer="NB-EL-2026-022")


@doc("p17")
def p17(out: Path) -> None:
    pdf(out / "p17-broker-term-sheet-as-agent-b200-en.pdf", [
        ("brand", "HALYARD CAPACITY PARTNERS"),
        ("small", "GPU capacity brokerage　|　30 Hudson Yards, New York, NY 10001"),
        ("title", "Capacity Offer: Term Sheet HCP-TS-2612-14"),
        ("p", "Client: Quarry Lane AI, Inc.　|　Date: 2 December 2026　|　Offer open until 11 December 2026"),
        ("p", "Halyard Capacity Partners LLP acts as agent for Northgate Datacenters Inc. (the \"Provider\"). The"
              " Provider is the contracting party under its Master Services Agreement; Halyard is not a party to"
              " the service contract and is compensated by the Provider."),
        ("t", [["Term", "Provision"],
               ["Capacity", "Two (2) HGX B200 nodes, 16 GPUs in total, Provider's Ashburn VA facility"],
               ["Per node", "8 x NVIDIA B200 192GB, NVLink 5 via NVSwitch (1.8 TB/s per GPU); 2 x Intel Xeon Platinum"
                " 8570 (56 cores each), 112 cores; 2 TB DDR5"],
               ["Storage", "Boot 2 x 960 GB NVMe; local data 8 x 3.84 TB NVMe (30.72 TB per node)"],
               ["Network", "Compute fabric 8 x 400 Gb/s NDR InfiniBand (3.2 Tb/s per node), RDMA; storage network"
                " 2 x 200 GbE (separate); internet 10 Gbps per node"],
               ["Rates", "On-demand USD 5.90 / GPU-hour; 6-month reserved USD 4.35 / GPU-hour; 12-month reserved USD"
                " 3.95 / GPU-hour"],
               ["Offered", "6-month reserved at USD 4.35 per GPU-hour, excluding taxes"],
               ["Minimum term", "Six (6) months"],
               ["Billing", "Metered hourly; reserved commitment invoiced monthly in advance"],
               ["Service levels", "Per Provider SLA: B200 192GB as specified; NVSwitch and NDR as above; dedicated"
                " bare metal, no sharing; 99.9% monthly availability, 5% credit per 0.1% shortfall up to 50%;"
                " acceptance within 48 h (nccl-tests 2-node busbw of at least 600 GB/s), billing from acceptance;"
                " NIST 800-88 erasure within 5 days of term end, certificate provided"]],
         [0.2, 0.8], {"shade": [6]}),
        ("p", "This term sheet is indicative until the Provider's Order Form is signed."),
        ("sp", 4),
        ("p", "Signed: Daniel Okafor, Managing Partner, Halyard Capacity Partners LLP, as agent for and on behalf of"
              " Northgate Datacenters Inc."),
    ], title="HCP-TS-2612-14", author="Daniel Okafor", footer="Halyard Capacity Partners LLP · HCP-TS-2612-14")


@doc("p18")
def p18(out: Path) -> None:
    text(out / "p18-confluence-offer-review-a100-40g-en.md", """
Spaces / ML Platform / Vendors / GPU offers

# Offer review: Pinecrest Compute, 2 x A100 40GB nodes

*Created by Mei Lin, last updated by Jonas Albrecht on Dec 3, 2026 - 4 min read*

`gpu-offer` `q1-2027` `pending-approval`

> **Info**
> This page summarises the offer we received from Pinecrest Compute (legal entity: Pinecrest Compute Corp.,
> Denver CO) on Dec 1, quote PC-Q-26-3305. Owner on our side: Mei Lin. Oakline Labs procurement will raise
> the PO once this page is approved.

## Purpose

Full-parameter fine-tune of Llama 3 70B (all weights trained, no LoRA / adapters), bf16 with AdamW, across both
nodes, for the Q1 domain-adaptation project.

## What they offer

| Item | Offer |
| --- | --- |
| Nodes | 2 |
| GPUs per node | 8 x NVIDIA A100 SXM4 40GB, NVSwitch, NVLink 600 GB/s |
| CPU | 2 x AMD EPYC 7713 (64 cores each), 128 cores per node |
| RAM | 1 TB per node |
| Boot disk | 1 x 960 GB NVMe |
| Local data | 4 x 3.84 TB NVMe per node (15.36 TB) |
| Fabric | 4 x 200 Gb/s HDR InfiniBand per node (800 Gb/s), RDMA |
| Internet | 1 Gbps per node |
| Price | USD 1.29 per GPU-hour, excl. tax |
| Term | minimum 3 months |
| Billing | hourly, invoiced monthly |

## Service terms (copied from their MSA, section 7)

- 7.1 GPU model and memory (A100 SXM4 40GB) are contractual.
- 7.2 Interconnect: NVSwitch in node, HDR InfiniBand between nodes.
- 7.3 Nodes are dedicated single-tenant bare metal; no virtualisation, no sharing.
- 7.4 Monthly availability 99.9%; credit of 5% of the monthly fee per 0.1% below, capped at 50%.
- 7.5 Acceptance within 24 h of hand-over: nccl-tests 2-node busbw >= 150 GB/s and fio >= 5 GB/s; billing
  starts at acceptance.
- 7.6 Data deleted within 5 business days of term end, with a deletion certificate.

## Cost estimate

16 GPUs x 730 h x USD 1.29 = USD 15,067.20 per month, USD 45,201.60 for the 3-month minimum.

## Decision

- [x] Commercials reviewed (Jonas)
- [ ] Security review
- [ ] Approved by Head of ML
""")


@doc("p19")
def p19(out: Path) -> None:
    pdf(out / "p19-sow-fee-schedule-confidential-banner-h200-en.pdf", [
        ("banner", "CONFIDENTIAL - Prepared for Aurelian Therapeutics Inc. - Not for distribution"),
        ("title", "Statement of Work No. 3"),
        ("p", "under the Master Services Agreement dated 14 March 2026 between Aurelian Therapeutics Inc."
              " (\"Client\") and Stonebridge Hyperscale LLC (\"Stonebridge\")."),
        ("h", "1. Scope"),
        ("p", "Stonebridge will provide four (4) dedicated H200 compute nodes, a parallel file system and a named"
              " support engineer for the Client's protein-model training programme."),
        ("h", "2. Node specification"),
        ("p", "Each node: 8 x NVIDIA H200 SXM 141GB, NVLink 4 via NVSwitch (900 GB/s per GPU); 2 x Intel Xeon"
              " Platinum 8558 (48 cores each), 96 cores; 2 TB DDR5; boot 2 x 1.92 TB NVMe (RAID 1); local scratch"
              " 8 x 7.68 TB NVMe in RAID 0 (61.44 TB); compute fabric 8 x 400 Gb/s NDR InfiniBand (3.2 Tb/s per"
              " node) with GPUDirect RDMA; internet 10 Gbps per node."),
        ("h", "3. Fee schedule"),
        ("t", [["Fee item", "Basis", "Qty", "Rate (USD)", "Monthly (USD)"],
               ["H200 compute node", "per node-month", "4", "26,400.00", "105,600.00"],
               ["Parallel file system (VAST), 200 TB, shared by all nodes", "per TB-month", "200", "45.00",
                "9,000.00"],
               ["Named support engineer", "per month", "1", "6,500.00", "6,500.00"],
               ["Onboarding (one-time, month 1 only)", "fixed", "1", "12,000.00", "-"],
               ["Total recurring", "", "", "", "121,100.00"]],
         [0.4, 0.16, 0.08, 0.16, 0.2], {"bold": [5]}),
        ("p", "Fees exclude applicable sales and use taxes. Fees are invoiced monthly in advance."),
        ("h", "4. Term"),
        ("p", "Nine (9) months from the Service Commencement Date. The Client may not terminate for convenience"
              " during the term."),
        ("h", "5. Service levels"),
        ("p", "GPU model H200 SXM 141GB contractual; NVSwitch in node and NDR InfiniBand between nodes; nodes"
              " dedicated to the Client, no virtualisation or oversubscription; 99.9% monthly availability per node;"
              " service credits of 5% of the node fee per 0.1% below, capped at 50%; acceptance within 72 hours"
              " (nccl-tests 4-node busbw of at least 380 GB/s, fio scratch read of at least 25 GB/s, 1-hour training"
              " benchmark), the Service Commencement Date being the date of acceptance; deletion of Client data"
              " from all drives and the file system within 10 days after the term, with a certificate."),
        ("sp", 3),
        ("t", [["For the Client", "For Stonebridge"],
               ["Name: ____________", "Name: Marcus Reyes, VP Sales"], ["Date:", "Date: 4 December 2026"]],
         [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], title="SOW 3", author="Marcus Reyes", footer="CONFIDENTIAL · SOW No. 3 under MSA of 14 March 2026")


@doc("p20")
def p20(out: Path) -> None:
    pdf(out / "p20-two-vendor-side-by-side-selected-a100-en.pdf", [
        ("brand", "Greyfriars AI"),
        ("title", "Vendor comparison: 32-GPU fine-tuning cluster (Q1 2027)"),
        ("p", "Prepared by: R. Okonkwo (Platform) for the Greyfriars AI Ltd investment committee, 3 December 2026."
              " Both quotes ask for a six-month commitment. Prices are ex VAT unless stated."),
        ("t", [["", "Vendor A", "Vendor B"],
               ["Company", "Cobalt Peak Cloud Ltd (quote CP-5521)", "Harrowgate Compute Ltd (quote HG-Q-0940)"],
               ["Nodes x GPUs", "4 x 8 NVIDIA H100 PCIe 80GB", "4 x 8 NVIDIA A100 SXM4 80GB"],
               ["In-node interconnect", "PCIe Gen5, NVLink bridges in pairs", "NVSwitch, NVLink 600 GB/s"],
               ["Fabric", "2 x 100 GbE RoCE v2 (200 Gb/s)", "4 x 200 Gb/s HDR InfiniBand (800 Gb/s), RDMA"],
               ["CPU / RAM per node", "2 x 32 cores / 1 TB", "2 x AMD EPYC 7763 (64 cores each) / 1 TB"],
               ["Storage per node", "2 x 3.84 TB NVMe", "Boot 2 x 960 GB SATA SSD; data 4 x 7.68 TB NVMe (30.72 TB)"],
               ["Internet", "500 Mbps", "1 Gbps per node"],
               ["Price", "GBP 11,200 per node-month", "GBP 9,800 per node-month (GBP 11,760 incl. 20% VAT)"],
               ["Minimum term / billing", "6 months / monthly", "six (6) months / monthly in advance"],
               ["SLA", "99.5%, credits capped at 20%", "99.9%, 5% per 0.1% below, cap 50%"],
               ["Decision", "[ ] not selected", "[x] SELECTED"]],
         [0.2, 0.37, 0.43], {"shade": [11]}),
        ("h", "Why Vendor B"),
        ("p", "NVSwitch and InfiniBand suit tensor and data parallelism across the four nodes; it is also cheaper."),
        ("h", "Vendor B's service commitments (from HG-Q-0940, section 4)"),
        ("p", "GPU model A100 SXM4 80GB and memory as quoted; NVSwitch in node, HDR InfiniBand between nodes;"
              " dedicated bare metal, not shared or virtualised; 99.9% monthly availability, 5% credit per 0.1%"
              " below, capped at 50%; acceptance within 48 hours of hand-over (nccl-tests 4-node busbw of at least"
              " 90 GB/s, fio read of at least 8 GB/s); data erased within 5 business days after the term, with"
              " certificate."),
    ], title="Vendor comparison Q1 2027", author="R. Okonkwo", footer="Greyfriars AI Ltd · internal")


@doc("p21")
def p21(out: Path) -> None:
    pdf(out / "p21-quote-names-nvidia-supermicro-equinix-stripe-l40s-hdd-en.pdf", [
        ("brand", "BRACKENFIELD"),
        ("small", "Hosting · Colocation · GPU servers　|　Hanauer Landstrasse 302, 60314 Frankfurt am Main"),
        ("title", "Quotation BQ-26-1187"),
        ("p", "Customer: Nordlicht Sprachtechnologie GmbH　|　Date: 2 December 2026　|　Valid 21 days"),
        ("p", "Your requirement: continued pre-training of an 8B model across four GPU servers with data-parallel"
              " training between the servers."),
        ("h", "Hardware and location"),
        ("p", "GPUs are supplied through the NVIDIA Partner Network of NVIDIA Corporation; servers are Super Micro"
              " Computer, Inc. SYS-521GE-TNRT chassis; the servers are housed in the FR5 data centre of Equinix"
              " (Germany) GmbH in Frankfurt; card payments are processed by Stripe Payments Europe, Limited. None of"
              " these companies is a party to this quotation."),
        ("t", [["Item", "Per server (4 servers)"],
               ["GPU", "8 x NVIDIA L40S 48GB, PCIe Gen4, no NVLink"],
               ["CPU / RAM", "2 x AMD EPYC 9354 (32 cores each), 64 cores / 768 GB"],
               ["Boot", "2 x 480 GB SATA SSD, RAID 1"],
               ["Data", "4 x 16 TB SAS HDD 7,200 rpm in RAID 6: 64 TB raw, 32 TB usable, about 600 MB/s"
                " sequential read"],
               ["Between servers", "2 x 10 GbE bonded (20 Gb/s), TCP/IP only; no RDMA, no InfiniBand"],
               ["Internet", "1 Gbps shared uplink"]], [0.22, 0.78]),
        ("h", "Price"),
        ("t", [["Item", "Rate", "Qty", "Est. month (EUR, excl. VAT)"],
               ["L40S GPU", "EUR 0.78 per GPU-hour excl. 19% VAT (EUR 0.93 incl.)", "32 GPUs x 730 h", "18,220.80"],
               ["Setup (one-off)", "EUR 400 per server", "4", "1,600.00"]], [0.2, 0.44, 0.16, 0.2]),
        ("p", "Billed per started hour, invoiced monthly; minimum term one (1) month."),
        ("h", "Service terms"),
        ("p", "L40S 48GB as specified; interconnect exactly as above; each server is dedicated to you, no"
              " virtualisation; 99.9% monthly availability, 5% credit per 0.1% below, capped at 50%; acceptance"
              " within 24 hours of hand-over (nvidia-smi, fio, iperf3), billing from acceptance; disks wiped"
              " (DIN 66399) within 5 days after the end of the contract, with a certificate."),
        ("small", "Brackenfield Hosting GmbH · Amtsgericht Frankfurt am Main HRB 118842 · USt-IdNr. DE318840127"),
    ], title="Quotation BQ-26-1187", author="", footer="BQ-26-1187")


@doc("p22")
def p22(out: Path) -> None:
    pdf(out / "p22-quote-builder-spaced-caps-a100-mig-en.pdf", [
        ("brand", "V E R I D I A N　·　compute that keeps its word"),
        ("title", "Quote builder: saved configuration QB-88213"),
        ("small", "Exported 2026-12-03 16:42 UTC by dana.holt@pelicanbay.bio　|　Prices in USD, excl. tax"),
        ("t", [["Line", "Item", "Option", "Qty", "Unit price", "Term", "Line total"],
               ["1", "GPU instance", "A100 80GB Dedicated (partition 4g.40gb)*", "1", "USD 1.05 / GPU-hr", "720 h",
                "756.00"],
               ["2", "vCPU / RAM", "24 vCPU / 240 GB", "1", "included", "-", "0.00"],
               ["3", "Boot volume", "100 GB network SSD", "1", "included", "-", "0.00"],
               ["4", "Data volume", "2 TB network block volume, up to 400 MB/s", "1", "USD 0.08 / GB-month",
                "1 month", "160.00"],
               ["5", "Egress", "first 1 TB free, then USD 0.05 / GB", "-", "-", "-", "0.00"],
               ["", "Estimated total", "", "", "", "", "916.00"]],
         [0.05, 0.13, 0.33, 0.05, 0.16, 0.1, 0.18], {"bold": [6]}),
        ("p", "Per-second billing, no minimum term. Terminate any time from the console."),
        ("small", "* A100 80GB Dedicated instances are delivered as a MIG 4g.40gb partition (40 GB of memory, 4 of 7"
                  " compute slices) of a physical NVIDIA A100 SXM4 80GB; the remaining 3g.40gb partition of the same"
                  " GPU is sold to another customer."),
        ("h", "Included with every instance"),
        ("p", "Availability: 99.9% monthly, per the Veridian Cloud SLA, with service credits as set out there. Data:"
              " volumes are cryptographically erased when deleted."),
        ("small", "Veridian Compute, Inc. · 500 Terry A. Francois Blvd, San Francisco, CA 94158"),
    ], title="QB-88213", author="", footer="QB-88213")


# ================================================================================================ bilingual
@doc("p23")
def p23(out: Path) -> None:
    pdf(out / "p23-loi-brand-of-tidewell-h20-bi.pdf", [
        ("brand", "TIDEWELL 潮汐云"),
        ("small", "Tidewell 潮汐云 is a brand of Ocean Lantern Technology Ltd 海灯科技有限公司（运营主体）"),
        ("title", "合作意向书 Letter of Intent　OL-LOI-2026-19"),
        ("p", "甲方 Customer：佛山禅城智造数据有限公司 Foshan Chancheng Smart Manufacturing Data Co., Ltd."),
        ("p", "乙方 Provider：海灯科技有限公司 Ocean Lantern Technology Ltd（以 Tidewell 潮汐云 品牌提供服务"
              " trading as Tidewell）"),
        ("p", "双方就 H20 算力租赁达成如下意向；价格条款自签署之日起 30 天内有效。The parties record their intent"
              " below; the price terms are firm for 30 days from signature."),
        ("h", "第一条 资源 Resources"),
        ("p", "2 台 nodes，每台 each：8 × NVIDIA H20 96GB，NVLink 900GB/s 全互联 full mesh；2 × Intel Xeon Platinum"
              " 8468（48 核 cores each）共 96 核；2TB；系统盘 boot 2 × 960GB NVMe；数据盘 data 4 × 7.68TB NVMe"
              "（30.72TB）；机间 inter-node 4 × 200G RoCE v2（800Gb/s），RDMA；公网 internet 200Mbps 独享 dedicated。"),
        ("h", "第二条 价格附表 Indicative price schedule"),
        ("t", [["项目 Item", "单价 Unit price", "备注 Notes"],
               ["H20 算力 compute", "¥ 9,600 /卡/月 per GPU-month（不含税 excl. VAT）", "含 6% 税 incl. VAT ¥ 10,176"],
               ["整机折算 Per node", "¥ 76,800 /台/月 per node-month（不含税）", "8 卡 GPUs"],
               ["租期 Term", "十二（12）个月起 minimum twelve months", "按月计费 billed monthly"]],
         [0.24, 0.44, 0.32]),
        ("h", "第三条 服务 Service"),
        ("p", "型号 H20 与 96GB 显存入约 model and memory contractual；NVLink 全互联与 RoCE 如上；整机独享 dedicated，"
              "不切分 no slicing；月可用率 99.9% availability；每低 0.1% 补偿 5%，"
              "上限 50% credits capped at 50%；交付 48"
              " 小时内验收 acceptance（nccl-tests 双机 busbw ≥ 90GB/s）；期满 5 日内删除数据并出具证明 deletion with"
              " certificate。"),
        ("sp", 3),
        ("p", "甲方 Customer：________　　乙方 Provider：海灯科技有限公司 Ocean Lantern Technology Ltd（盖章 seal）"),
    ], cjk=True, title="LOI OL-LOI-2026-19", author="", footer="TIDEWELL 潮汐云 · OL-LOI-2026-19")


@doc("p24")
def p24(out: Path) -> None:
    pdf(out / "p24-notice-of-award-buyer-letterhead-h800-bi.pdf", [
        ("brand", "合肥滨湖智能计算研究院"),
        ("small", "Binhu Institute of Intelligent Computing, Hefei　|　合肥市包河区滨湖大道 2800 号"),
        ("ctitle", "中标通知书 Notice of Award"),
        ("right", "编号 No.：BH-ZB-2026-031　　日期 Date：2026-12-04"),
        ("p", "致 To：江苏太湖云脑信息技术有限公司 Jiangsu Taihu Cloudbrain Information Technology Co., Ltd."
              "（中标人 Successful bidder）"),
        ("p", "经评标委员会评审，贵司为“H800 训练算力租赁服务（2027 年度）”项目（项目编号 BH-2026-GPU-07）的中标人。"
              "中标内容以贵司 2026-11-25 投标文件为准，摘要如下。After evaluation, your company is the successful"
              " bidder for project BH-2026-GPU-07; the award follows your bid of 25 November 2026, summarised below."),
        ("t", [["项目 Item", "中标内容 Awarded"],
               ["资源 Resources", "4 台 nodes × 8 × NVIDIA H800 SXM5 80GB，NVSwitch 全互联 full mesh，NVLink 400GB/s"],
               ["单台配置 Per node", "2 × Intel Xeon Platinum 8468（48 核 cores each）共 96 核；2TB；系统盘 boot"
                " 2 × 480GB SATA SSD RAID1；数据盘 data 4 × 3.84TB NVMe（15.36TB）"],
               ["网络 Network", "机间 inter-node 8 × 400G NDR InfiniBand（3.2Tbps），RDMA；公网 internet 100Mbps 独享"],
               ["中标单价 Awarded unit price", "¥ 88,000 /台/月 per node-month（含 6% 增值税 incl. VAT）"],
               ["服务期 Service term", "十二个月 12 months，按月结算 monthly"],
               ["中标总价 Award total", "¥ 4,224,000（4 台 × 12 个月，含税）"]], [0.24, 0.76]),
        ("h", "投标承诺（构成合同组成部分）Bid commitments (part of the contract)"),
        ("p", "H800 SXM5 80GB 不得替换 no substitution；NVSwitch 与 NDR IB 如上；整机独享 dedicated，不虚拟化；月可用率"
              " 99.9%，每低 0.1% 扣减 5%，上限 50%；交付 72 小时内验收 acceptance（nccl-tests 四机 busbw ≥ 160GB/s）；"
              "服务期满 10 日内删除数据并出具证明 data deletion certificate。"),
        ("p", "请于本通知书发出之日起 30 日内与我院签订合同。Please sign the contract within 30 days of this notice."),
        ("sp", 3),
        ("p", "合肥滨湖智能计算研究院（盖章 seal）　　联系人 Contact：彭薇　0551-6382 7710"),
    ], cjk=True, title="中标通知书 BH-ZB-2026-031", author="采购办", footer="合肥滨湖智能计算研究院 · 中标通知书")


@doc("p25")
def p25(out: Path) -> None:
    chat = [
        ["Anna Wu @ Brightleaf Studio", "Hi Kevin，你们 4090 八卡机还有吗？想跑 Llama 3 8B LoRA，先租一台。"],
        ["Kevin 陈 @ 像素熔炉 PixelForge", "有的 有的～ 8 × RTX 4090 24GB，PCIe 4.0，没有 NVLink。2 × EPYC 7543（32 核 "
         "each），512GB 内存。"],
        ["Kevin 陈 @ 像素熔炉 PixelForge", "盘：系统盘 1TB NVMe，数据盘 2 × 3.84TB NVMe（7.68TB）。公网 100M 共享。"],
        ["Anna Wu @ Brightleaf Studio", "价格呢？ price?"],
        ["Kevin 陈 @ 像素熔炉 PixelForge", "¥ 2.1 /卡时 per GPU-hour，按小时计费 hourly，没有最低时长 no minimum。"
         "整机给你一个人用 whole box is yours."],
        ["Anna Wu @ Brightleaf Studio", "SLA 有吗？宕机怎么赔？"],
        ["Kevin 陈 @ 像素熔炉 PixelForge", "我们小团队不签 SLA 哈 no formal SLA，尽力保障 best effort。宕机不赔钱 no "
         "credits，帮你尽快换机器。"],
        ["Anna Wu @ Brightleaf Studio", "交付的时候要验收吗？ acceptance test?"],
        ["Kevin 陈 @ 像素熔炉 PixelForge", "不用验收哈，SSH 发你就开始计费了。数据你用完自己删一下就行 please wipe "
         "your own data。"],
        ["Anna Wu @ Brightleaf Studio", "OK，开票抬头是？"],
        ["Kevin 陈 @ 像素熔炉 PixelForge",
         "厦门像素熔炉网络科技有限公司 Xiamen PixelForge Network Technology Co., Ltd."],
    ]
    pdf(out / "p25-wechat-screenshot-company-tags-4090-nosla-bi.pdf", [
        ("small", "微信聊天记录截图（转录） WeChat screenshot transcript　·　2026-12-02 21:14 - 21:40"),
        ("title", "聊天：Kevin 陈 @ 像素熔炉 PixelForge"),
        ("t", [["发送者 Sender", "消息 Message"], *chat], [0.32, 0.68], {"shade": [2, 3, 5, 7, 9, 11]}),
    ], cjk=True, title="WeChat transcript", author="Anna Wu", footer="截图转录 screenshot transcript")


@doc("p26")
def p26(out: Path) -> None:
    pdf(out / "p26-quote-beneficiary-only-a100-hkd-bi.pdf", [
        ("title", "報價 Quotation：A100 80GB 雙機集群 Two-node cluster"),
        ("p", "報價編號 No.：Q-2611-227　　日期 Date：2026-11-30　　有效期 Valid：14 日 days"),
        ("p", "致 To：澳門蓮花數據科學有限公司 Macau Lotus Data Science Ltd.（採購部 Procurement）"),
        ("p", "編製 Prepared by：Jason Lam 林嘉俊　+852 3618 2290"),
        ("h", "配置 Configuration（每台 per node，共 2 台）"),
        ("t", [["項目 Item", "規格 Specification"],
               ["GPU", "8 × NVIDIA A100 SXM4 80GB，NVSwitch，NVLink 600GB/s"],
               ["CPU / 內存 RAM", "2 × AMD EPYC 7713（64 核 cores each）共 128 核 / 1TB"],
               ["系統盤 Boot", "2 × 960GB NVMe，RAID1"],
               ["數據盤 Data", "4 × 3.84TB NVMe（15.36TB）"],
               ["網絡 Network", "4 × 200Gb/s HDR InfiniBand（800Gb/s），RDMA；公網 internet 1Gbps"]], [0.24, 0.76]),
        ("h", "價格 Price"),
        ("t", [["項目 Item", "單價 Unit price", "數量 Qty", "期數 Months", "金額 Amount"],
               ["A100 80GB 八卡伺服器 server", "HK$ 68,000 /台/月 per node-month", "2", "6", "HK$ 816,000"]],
         [0.26, 0.3, 0.1, 0.12, 0.22]),
        ("p", "香港不徵收增值稅 No VAT applies in Hong Kong. 最短租期六個月 minimum six (6) months；按月預繳"
              " billed monthly in advance."),
        ("h", "服務承諾 Service commitments"),
        ("p", "A100 SXM4 80GB 型號及顯存入約 model and memory contractual；NVSwitch + HDR IB；整機獨享 dedicated；"
              "月可用率 99.9%；每低 0.1% 回贈 5%，上限 50%；交付 48 小時內驗收 acceptance（nccl-tests 雙機 busbw ≥"
              " 90GB/s）；期滿 5 日內刪除數據並出具證明 deletion certificate。"),
        ("h", "付款資料 Payment details"),
        ("t", [["收款人 Beneficiary", "九龍塘算力服務有限公司 Kowloon Tong GPU Services Limited"],
               ["銀行 Bank", "香港上海滙豐銀行有限公司 The Hongkong and Shanghai Banking Corporation Limited"],
               ["SWIFT", "HSBCHKHHHKH"],
               ["賬號 Account no.", "652-318804-838"]], [0.24, 0.76], {"head": 0}),
    ], cjk=True, title="Quotation Q-2611-227", author="Jason Lam", footer="Q-2611-227")


@doc("p27")
def p27(out: Path) -> None:
    pdf(out / "p27-renewal-formerly-renamed-b200-sparse-bi.pdf", [
        ("brand", "SUNDA STRAIT COMPUTE　巽他海峡算力"),
        ("small", "Sunda Strait Compute Pte. Ltd.（formerly Batavia GPU Pte. Ltd. 原名 Batavia GPU）· UEN 202311874K"
                  " · 1 Fusionopolis Way, #20-02, Singapore 138632"),
        ("title", "续约报价 Renewal Offer　SSC-RN-2612-03"),
        ("p", "致 To：Merlion Genomics Pte. Ltd.　　日期 Date：2026-12-02"),
        ("p", "Batavia GPU Pte. Ltd. changed its name to Sunda Strait Compute Pte. Ltd. on 1 October 2026; the"
              " company, UEN and your existing contract are unchanged. 公司更名，合同主体与条款不变。Your current"
              " term ends on 31 December 2026; we offer the renewal below."),
        ("t", [["项目 Item", "续约 Renewal"],
               ["资源 Resources", "1 台 node × 8 × NVIDIA B200 192GB，NVLink 5（NVSwitch），1.8TB/s per GPU"],
               ["算力 Compute", "单卡峰值 Peak BF16 per GPU：4.5 PFLOPS（单机 per node 36 PFLOPS）"],
               ["单台 Per node", "2 × Intel Xeon Platinum 8570（56 核 cores each）共 112 核；2TB；系统盘 boot 2 ×"
                " 1.92TB NVMe；数据盘 data 8 × 3.84TB NVMe（30.72TB）"],
               ["网络 Network", "公网 internet 10Gbps；单机 single node"],
               ["价格 Price", "S$ 41,500 /台/月 per node-month（不含 9% GST excl.；含 incl. S$ 45,235）"],
               ["续约期 Term", "三个月 three (3) months，2027-01-01 至 2027-03-31；按月计费 billed monthly"]],
         [0.22, 0.78]),
        ("h", "服务 Service（不变 unchanged）"),
        ("p", "B200 192GB 入约 contractual；NVSwitch 全互联 full mesh；独享 dedicated；月可用率 99.9%；每低 0.1% 补偿"
              " 5%，上限 50%；设备如有更换 24 小时内重新验收 re-acceptance（nccl-tests busbw ≥ 650GB/s）；期满 5 日内"
              "删除数据并出具证明 deletion certificate。"),
        ("sp", 3),
        ("p", "For Sunda Strait Compute Pte. Ltd.：Nadia Rahman, Account Director"),
    ], cjk=True, title="SSC-RN-2612-03", author="Nadia Rahman", footer="SUNDA STRAIT COMPUTE · SSC-RN-2612-03")


@doc("p28")
def p28(out: Path) -> None:
    block = "Doc No. 文件号 XS-PRP-26-0912　|　Rev 版本 2　|　Page {} of 3 第 {} 页 共 3 页　|　机密 Confidential"
    pdf(out / "p28-proposal-doc-control-3pages-h100-bi.pdf", [
        ("banner", block.format(1, 1)),
        ("ctitle", "技术商务建议书 Technical &amp; Commercial Proposal"),
        ("p", "H100 训练集群租赁 H100 training cluster lease"),
        ("p", "呈送 Prepared for：杭州西溪生物计算有限公司 Hangzhou Xixi BioCompute Co., Ltd."),
        ("p", "日期 Date：2026-12-03　　版本 Revision 2（替代 supersedes Rev 1 of 2026-11-26）"),
        ("p", "本建议书含保密信息，仅供贵司评估使用。This proposal is confidential and for your evaluation only."),
        ("pb",),
        ("banner", block.format(2, 2)),
        ("h", "1 方案 Solution"),
        ("t", [["项目 Item", "每台 Per node（共 4 台 4 nodes）"],
               ["GPU", "8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互联 full mesh，NVLink 900GB/s"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Platinum 8480+（56 核 cores each）共 112 核 / 2TB"],
               ["系统盘 Boot", "2 × 960GB NVMe，RAID1"],
               ["数据盘 Data", "8 × 3.84TB NVMe，RAID10：裸容量 raw 30.72TB，可用 usable 15.36TB"],
               ["共享存储 Shared", "GPFS 并行文件系统 500TB，全集群共享 cluster-wide（含在价格内 included）"],
               ["计算网络 Fabric", "8 × 400Gb/s NDR InfiniBand（3.2Tbps），GPUDirect RDMA"],
               ["公网 Internet", "500Mbps 独享 dedicated per node"]], [0.22, 0.78]),
        ("pb",),
        ("banner", block.format(3, 3)),
        ("h", "2 商务 Commercial"),
        ("t", [["项目 Item", "内容 Terms"],
               ["单价 Unit price", "¥ 98,000 /台/月 per node-month（含 6% 增值税 incl. VAT），约合 ≈ ¥ 17.01 /卡时"
                " per GPU-hour"],
               ["数量 Quantity", "4 台 nodes"],
               ["租期 Term", "六个月起 minimum six (6) months；按月计费 billed monthly"],
               ["合计 Total", "¥ 2,352,000（4 × 6 × 98,000，含税）"]], [0.22, 0.78]),
        ("h", "3 服务承诺 Commitments"),
        ("p", "型号显存入约 H100 SXM5 80GB contractual；NVSwitch + NDR IB；整机独享 dedicated, not shared；月可用率"
              " 99.9%；每低 0.1% 补偿 5%，上限 50%；交付 48 小时内验收 acceptance（nccl-tests 四机 busbw ≥ 360GB/s，"
              "fio ≥ 12GB/s）；期满 5 日内删除数据 data deletion，出具证明 certificate。"),
        ("sp", 3),
        ("p", "代表 For and on behalf of：无锡锡算智能科技有限公司 Wuxi Xisuan Intelligent Technology Co., Ltd."
              "（锡算 XISUAN）"),
        ("p", "签字 Signature：________　　姓名 Name：陆远 Lu Yuan，销售总监 Sales Director"),
    ], cjk=True, title="XS-PRP-26-0912 Rev 2", author="陆远", footer="XS-PRP-26-0912 Rev 2")


@doc("p29")
def p29(out: Path) -> None:
    pdf(out / "p29-reseller-powered-by-a800-bi.pdf", [
        ("brand", "港湾数智 HARBOUR DIGITAL"),
        ("small", "算力集成服务商 Compute integrator　|　由 云岫云 Yunxiu Cloud 提供底层算力 Powered by Yunxiu Cloud"),
        ("title", "报价单 Quotation　HD-Q-2612-051"),
        ("p", "客户 Customer：东莞松山湖视觉智能有限公司 Dongguan Songshan Lake Vision AI Co., Ltd.　　日期 Date："
              "2026-12-02"),
        ("t", [["项目 Item", "内容 Details"],
               ["资源 Resources", "2 台 nodes × 8 × NVIDIA A800 SXM4 80GB，NVSwitch 全互联，NVLink 400GB/s"],
               ["单台 Per node", "2 × Intel Xeon Platinum 8358（32 核 cores each）共 64 核；1TB；系统盘 boot 2 × 480GB"
                " SATA SSD；数据盘 data 4 × 3.84TB NVMe（15.36TB）"],
               ["网络 Network", "机间 inter-node 2 × 200G RoCE v2（400Gb/s），RDMA；公网 internet 100Mbps 独享"],
               ["单价 Unit price", "¥ 6,300 /卡/月 per GPU-month（不含税 excl. VAT），"
                "合 ¥ 50,400 /台/月 per node-month"],
               ["税 Tax", "另加 6% 增值税 plus 6% VAT"],
               ["租期 Term", "三个月起租 minimum three (3) months；按月计费 billed monthly"]], [0.22, 0.78]),
        ("h", "服务承诺 Commitments"),
        ("p", "A800 SXM4 80GB 型号显存入约；NVSwitch + RoCE RDMA 如上；整机独享 dedicated；月可用率 99.5%；每低 0.5%"
              " 补偿 5%，上限 30%；交付 24 小时内验收 acceptance（nccl-tests 双机 busbw ≥ 40GB/s）；期满 3 日内删除"
              "数据并出具证明 deletion certificate。"),
        ("small", "本报价由深圳港湾数智科技有限公司 Shenzhen Harbour Digital Technology Co., Ltd. "
                  "出具，该公司为合同签约方"
                  "及开票方 is the contracting and invoicing party；云岫云 Yunxiu Cloud "
                  "为底层基础设施提供方，不是本报价"
                  "当事方 is not a party."),
    ], cjk=True, title="HD-Q-2612-051", author="", footer="港湾数智 HARBOUR DIGITAL · Powered by Yunxiu Cloud")


@doc("p30")
def p30(out: Path) -> None:
    text(out / "p30a-email-person-domain-h200-bi.txt", """
From: Lena Zhou 周琳 <lena.zhou@kunlunedge.com>
To: 采购部 Procurement <procurement@tianfu-xingchen.cn>
Cc: 何涛 <he.tao@tianfu-xingchen.cn>
Date: 2026-12-03 09:12 +0800
Subject: 报价 Quotation: 2 × H200 (Q-KE-26-118), 详见附件 see attachment
Attachment: Q-KE-26-118.pdf

各位好 Dear all,

附件为两台 H200 八卡服务器的报价 Q-KE-26-118。要点 Key points：

- 包月 monthly plan（本次报价 quoted）：¥ 112,000 /台/月 per node-month，含 6% 增值税 incl. VAT；
- 按量 on-demand ¥ 22.50 /卡时 per GPU-hour 仅供临时扩容参考 for burst only, not quoted；
- 最短一个月 minimum one (1) month，按月计费 billed monthly；
- 服务承诺见附件第 3 节 service commitments in section 3 of the attachment.

如有问题随时联系。Any questions, just reply.

周琳 Lena Zhou
大客户经理 Key Account Manager
+86 10 8455 2371

--
本邮件由昆仑边缘计算（北京）有限公司发出，仅供收件人使用。This email is sent by Kunlun Edge Computing
(Beijing) Co., Ltd. and is intended only for the addressee. 如误收请删除 If received in error, please delete it.
""")
    pdf(out / "p30b-attachment-quote-h200-bi.pdf", [
        ("title", "报价单 QUOTATION　Q-KE-26-118"),
        ("p", "客户 Customer：成都天府星辰智能科技有限公司　　日期 Date：2026-12-03　　有效期 Valid：15 天 days"),
        ("h", "1 配置 Configuration（2 台 nodes）"),
        ("t", [["项目 Item", "每台 Per node"],
               ["GPU", "8 × NVIDIA H200 SXM 141GB，NVSwitch 全互联 full mesh，NVLink 900GB/s"],
               ["CPU / RAM", "2 × Intel Xeon Platinum 8558（48 核 cores each）共 96 核 / 2TB"],
               ["系统盘 Boot", "2 × 960GB NVMe RAID1"],
               ["数据盘 Data", "4 × 7.68TB NVMe（30.72TB）"],
               ["网络 Network", "机间 8 × 400G NDR InfiniBand（3.2Tbps），RDMA；公网 internet 1Gbps"]], [0.22, 0.78]),
        ("h", "2 价格 Price"),
        ("t", [["计划 Plan", "单价 Unit price", "数量 Qty", "月合计 Monthly"],
               ["包月 Monthly（本次报价 quoted）", "¥ 112,000 /台/月（含税 incl. VAT）", "2", "¥ 224,000"],
               ["按量 On-demand（参考 reference）", "¥ 22.50 /卡时 per GPU-hour", "-", "-"]],
         [0.3, 0.34, 0.12, 0.24], {"shade": [1]}),
        ("p", "最短一个月 minimum one (1) month；按月计费 billed monthly。"),
        ("h", "3 服务承诺 Service commitments"),
        ("p", "H200 141GB 型号显存入约；NVSwitch + NDR IB；整机独享 dedicated；月可用率 99.9%；每低 0.1% 补偿 5%，"
              "上限 50%；交付 24 小时内验收 acceptance（nccl-tests 双机 busbw ≥ 380GB/s）；期满 5 日内删除数据并"
              "出具证明 deletion certificate。"),
    ], cjk=True, title="Q-KE-26-118", author="", footer="Q-KE-26-118 · 第 1 页 page 1")


@doc("p31")
def p31(out: Path) -> None:
    pdf(out / "p31-order-confirmation-stamps-third-parties-h20-bi.pdf", [
        ("ctitle", "订单确认书 Order Confirmation"),
        ("right", "OC-2026-1207　|　2026-12-04"),
        ("t", [["客户 Customer", "北京海淀启明语言智能科技有限公司 Beijing Haidian Qiming Language AI Co., Ltd."],
               ["服务方 Provider", "河北燕赵算力科技有限公司 Hebei Yanzhao Computing Technology Co., Ltd.（燕赵云）"]],
         [0.22, 0.78], {"head": 0}),
        ("t", [["项目 Item", "内容 Details"],
               ["资源 Resources", "4 台 nodes × 8 × NVIDIA H20 96GB，NVLink 900GB/s 全互联 full mesh"],
               ["单台 Per node", "2 × Intel Xeon Platinum 8480+（56 核 cores each）共 112 核；2TB；系统盘 boot 2 ×"
                " 960GB SATA SSD；数据盘 data 4 × 3.84TB NVMe（15.36TB）"],
               ["网络 Network", "机间 inter-node 4 × 400G RoCE v2（1.6Tbps），RDMA；公网 internet 200Mbps 独享"],
               ["价格 Price", "¥ 72,000 /台/月 per node-month（含 6% 增值税 incl. VAT）"],
               ["期限 Term", "十二（12）个月，不得提前解约 no early exit；按月计费 billed monthly"],
               ["合计 Total", "¥ 3,456,000（4 × 12 × 72,000）"]], [0.22, 0.78]),
        ("h", "第三方说明 Third parties"),
        ("p", "GPU 由英伟达 NVIDIA Corporation 生产；服务器 OEM 为浪潮电子信息产业股份有限公司 "
              "Inspur Electronic Information"
              " Industry Co., Ltd.（NF5688M7）；机房由万国数据服务有限公司 GDS 廊坊数据中心提供 hosted in GDS"
              " Langfang；支付通道为财付通支付科技有限公司 Tenpay Payment Technology Co., Ltd.。"
              "上述各方均非本订单当事方"
              " none of them is a party to this order."),
        ("h", "服务条款 Service terms"),
        ("p", "H20 96GB 型号显存入约；NVLink + RoCE 如上；整机独享 dedicated；月可用率 99.9%；每低 0.1% 补偿 5%，上限"
              " 50%；交付 48 小时内验收 acceptance（nccl-tests 四机 busbw ≥ 150GB/s）；期满 5 日内删除数据并出具证明"
              " deletion certificate。"),
        ("sp", 3),
        ("t", [["客户（盖章）Customer seal", "服务方（盖章）Provider seal"],
               ["<font color='#c0272d'>【北京海淀启明语言智能科技有限公司 合同专用章】</font>",
                "<font color='#c0272d'>【河北燕赵算力科技有限公司 合同专用章】</font>"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
    ], cjk=True, title="OC-2026-1207", author="", footer="OC-2026-1207")


@doc("p32")
def p32(out: Path) -> None:
    pdf(out / "p32-agent-on-behalf-card-day-a100-40g-bi.pdf", [
        ("brand", "算桥 SUANQIAO"),
        ("small", "算力采购代理 Compute sourcing agent　|　广州算桥信息咨询有限公司 Guangzhou Suanqiao Information"
                  " Consulting Co., Ltd."),
        ("title", "代理报价 Agent's Quotation　SQ-AG-2612-09"),
        ("p", "客户 Customer：佛山南海乐思教育科技有限公司　　日期 Date：2026-12-02"),
        ("p", "本公司作为 贵州黔岭数据科技有限公司（黔岭数据 provider）的代理 as agent for Guizhou Qianling Data"
              " Technology Co., Ltd. 出具本报价；服务合同由客户与黔岭数据直接签署 the service contract is signed"
              " directly with the provider，本公司不是合同当事方 we are not a party。"),
        ("t", [["项目 Item", "内容 Details"],
               ["资源 Resources", "1 台 node × 8 × NVIDIA A100 SXM4 40GB，NVSwitch，NVLink 600GB/s"],
               ["单台 Per node", "2 × Intel Xeon Platinum 8358（32 核 cores each）共 64 核；512GB；系统盘 boot 480GB"
                " SATA SSD；数据盘 data 2 × 3.84TB NVMe（7.68TB）"],
               ["网络 Network", "公网 internet 100Mbps 独享；单机 single node"],
               ["单价 Unit price", "¥ 72 /卡/天 per GPU-day（含税 incl. VAT），即 ¥ 576 /台/天"],
               ["计费 Billing", "按天计费 daily；最短 30 天 minimum thirty (30) days"],
               ["示例 Example", "8 卡 × 30 天 × ¥ 72 = ¥ 17,280"]], [0.22, 0.78]),
        ("h", "供应商服务承诺 Provider's commitments"),
        ("p", "A100 SXM4 40GB 型号显存入约；NVSwitch 全互联；整机独享 dedicated；月可用率 99.5%；每低 0.5% 补偿 5%，"
              "上限 30%；交付 12 小时内验收 acceptance（nvidia-smi、nccl-tests 单机 busbw ≥ 200GB/s）；结束后 48"
              " 小时内删除数据 deletion，出具记录 record。"),
        ("sp", 3),
        ("p", "广州算桥信息咨询有限公司（代理人 agent）代表 for and on behalf of 贵州黔岭数据科技有限公司"),
        ("p", "经办 Handled by：罗晓 Luo Xiao"),
    ], cjk=True, title="SQ-AG-2612-09", author="罗晓", footer="算桥 SUANQIAO · SQ-AG-2612-09")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout18")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
