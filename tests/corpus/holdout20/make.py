"""Build the holdout20 studied corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English,
bilingual, weighted toward vendor identity (a name only in a console footer or a URL, spaced-capital and (R)/(TM)
letterheads, 致 / To addressees, 本报价由 ... 出具, resellers selling a cloud's capacity, parent groups, OEMs,
data-centre operators, consultants, incumbents being replaced, payment processors and bank blocks), storage
(system vs data disks in many wordings, per-GPU drives, RAID, TiB, cloud disks, shared file systems that are
extras, a throttled NAS) and pricing (per GPU-hour, node-hour, node-month, card-month, week, year; components
summed to a node total; struck original prices; renewals; tiered and negotiated prices; one-off fees), in layouts
not used by holdout10-19: a console order page, a component-priced quote, a landscape price list with merged
headers and a 推荐 badge, resellers on top of a cloud's spec, an RFQ compliance sheet, a Slack thread, a Jira
ticket, an SOW with a pricing annex, a 询价回复函 with 附表, a renewal with 原价 / 续费价, scanned pages.

Run: python tests/corpus/holdout20/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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
NAVY = colors.HexColor("#1f3556")
GREY = colors.HexColor("#666666")
BADGE = '<span backColor="#d62728" textColor="#ffffff"> 推荐 </span>'


def _styles(font: str, bold: str, cjk: bool, small: bool = False) -> dict[str, ParagraphStyle]:
    wrap = "CJK" if cjk else None
    cell = 7.0 if small else 8.4
    return {
        "title": ParagraphStyle("title", fontName=bold, fontSize=15, leading=20, spaceAfter=5, wordWrap=wrap),
        "ctitle": ParagraphStyle("ctitle", fontName=bold, fontSize=17, leading=22, spaceAfter=6, wordWrap=wrap,
                                 alignment=TA_CENTER),
        "brand": ParagraphStyle("brand", fontName=bold, fontSize=18, leading=22, spaceAfter=2, wordWrap=wrap,
                                textColor=NAVY),
        "big": ParagraphStyle("big", fontName=font, fontSize=12, leading=17, spaceAfter=5, wordWrap=wrap),
        "h": ParagraphStyle("h", fontName=bold, fontSize=11, leading=14.5, spaceBefore=6, spaceAfter=3,
                            wordWrap=wrap),
        "p": ParagraphStyle("p", fontName=font, fontSize=9.3, leading=13.0, spaceAfter=3, wordWrap=wrap),
        "right": ParagraphStyle("right", fontName=font, fontSize=9.3, leading=13.0, spaceAfter=3, wordWrap=wrap,
                                alignment=TA_RIGHT),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.5, leading=10.0, wordWrap=wrap,
                                textColor=colors.HexColor("#444444")),
        "crumb": ParagraphStyle("crumb", fontName=font, fontSize=8.0, leading=11.0, wordWrap=wrap, textColor=GREY),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=cell, leading=cell + 2.4, wordWrap=wrap),
        "seal": ParagraphStyle("seal", fontName=bold, fontSize=8.6, leading=11.5, wordWrap=wrap, textColor=RED,
                               alignment=TA_CENTER),
        "mono": ParagraphStyle("mono", fontName=font if cjk else "Courier", fontSize=8.6, leading=11.6,
                               backColor=colors.HexColor("#f1efe8")),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool = False, title: str = "", author: str = "",
        footer: str = "", header: str = "", land: bool = False, small_cells: bool = False) -> None:
    """Lay out (kind, ...) items as a PDF with an optional running header, a footer and page numbers.

    Kinds: brand, title, ctitle, big, h, p, right, small, crumb (paragraphs); scan (a paragraph indented by the
    given mm, for a scanned look); sp (space, mm); pb (page break); mono (preformatted); seal (a red-bordered
    stamp, right-aligned); t (ruled table: rows, column fractions, options head / shade rows / bold rows / span /
    nogrid / box (cells framed in red))."""
    font = "STSong-Light" if cjk else "Helvetica"
    bold = "STSong-Light" if cjk else "Helvetica-Bold"
    st = _styles(font, bold, cjk, small_cells)
    size = landscape(A4) if land else A4
    margin = 12 * mm if land else 18 * mm
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=margin, rightMargin=margin,
                            topMargin=16 * mm, bottomMargin=18 * mm, title=title, author=author)
    width = size[0] - 2 * margin
    story: list = []
    for item in items:
        kind = item[0]
        if kind in ("brand", "title", "ctitle", "big", "h", "p", "right", "small", "crumb"):
            story.append(Paragraph(item[1], st[kind]))
        elif kind == "scan":
            style = ParagraphStyle(f"scan{item[1]}", parent=st["p"], leftIndent=item[1] * mm, leading=14.2)
            story.append(Paragraph(item[2], style))
        elif kind == "sp":
            story.append(Spacer(1, item[1] * mm))
        elif kind == "pb":
            story.append(PageBreak())
        elif kind == "mono":
            story.append(Preformatted(item[1], st["mono"]))
        elif kind == "seal":
            seal = Table([[Paragraph(item[1], st["seal"])]], colWidths=[60 * mm], hAlign="RIGHT")
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
                style.append(("BACKGROUND", (0, 0), (-1, head - 1), colors.HexColor("#dfe5ee")))
            for r in opts.get("shade", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#fff2b3")))
            for r in opts.get("bold", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#eeeeee")))
            for a, b in opts.get("span", []):
                style.append(("SPAN", a, b))
            for a, b in opts.get("box", []):
                style.append(("BOX", a, b, 2.0, RED))
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
@doc("r01")
def r01(out: Path) -> None:
    url = "https://console.xingyuan-cloud.com/billing/order/detail?id=XY2612050331"
    pdf(out / "r01-kongzhitai-dingdan-xiangqing-h800-zh.pdf", [
        ("t", [["星垣云　|　控制台", "产品与服务　费用中心　工单　文档",
                "jinjiang-ml（成都锦江语言智能科技有限公司）"]], [0.25, 0.4, 0.35],
         {"head": 1}),
        ("crumb", "控制台 ＞ 费用中心 ＞ 订单管理 ＞ 订单详情"),
        ("title", "订单详情"),
        ("t", [["订单号", "XY2612050331", "订单状态", "已支付"],
               ["订单类型", "新购", "下单时间", "2026-12-05 10:31:07"],
               ["计费方式", "包年包月（包月）", "支付时间", "2026-12-05 10:36:52"],
               ["购买时长", "3 个月（包月资源到期前不可退订）", "数量", "2 台"],
               ["自动续费", "未开通", "地域", "华东1（杭州）可用区 H"]],
         [0.14, 0.36, 0.14, 0.36], {"head": 0}),
        ("h", "配置信息"),
        ("t", [["配置项", "配置详情"],
               ["实例规格", "gpu.h800x8.bm（GPU 裸金属服务器）"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB HBM3，NVSwitch 全互联，NVLink 400GB/s"],
               ["CPU / 内存", "2 × Intel Xeon Platinum 8468（48 核），共 96 核；内存 2048GB DDR5"],
               ["系统盘", "ESSD PL1 云盘 500GiB（单盘 IOPS 上限 26,800，吞吐上限 350MB/s）"],
               ["本地盘", "本地 NVMe SSD 3.84TB × 8（实例规格自带，共 30.72TB）"],
               ["集群网络", "RDMA 集群网络（RoCE v2）8 × 200Gbps，单实例 1.6Tbps，两台同一集群"],
               ["公网带宽", "按固定带宽 100Mbps（BGP 多线）"],
               ["镜像", "Ubuntu 22.04 64 位 + CUDA 12.4 + NVIDIA 驱动 550"]], [0.18, 0.82]),
        ("h", "配置费用"),
        ("t", [["费用项", "原价", "优惠", "应付"],
               ["实例（含本地盘）", "<strike>¥76,000.00 /台/月</strike>", "年末特惠 8.8 折（活动截至 2026-12-31）",
                "¥66,880.00 /台/月"],
               ["系统盘 ESSD PL1 500GiB", "¥250.00 /台/月", "—", "¥250.00 /台/月"],
               ["公网带宽 100Mbps", "¥7,850.00 /台/月", "—", "¥7,850.00 /台/月"],
               ["小计（每台每月）", "¥84,100.00", "-¥9,120.00", "¥74,980.00"],
               ["订单合计（2 台 × 3 个月）", "¥504,600.00", "-¥54,720.00", "¥449,880.00"]],
         [0.27, 0.22, 0.29, 0.22], {"bold": [5]}),
        ("p", "实付金额：<b>¥449,880.00</b>（含 6% 增值税）。支付方式：支付宝企业付款，收单机构为支付宝（中国）网络技术"
              "有限公司，"
              "仅代为收款，不是服务提供方。发票请在 费用中心 ＞ 发票管理 申请。"),
        ("h", "订单附加条款（企业客户补充协议 XY-KA-2026-117，已生效，以下为摘要）"),
        ("p", "1. 交付型号为 NVIDIA H800 SXM5，每卡显存 80GB，与订单配置一致，不以其他型号替代；机内 NVSwitch 全互联，"
              "机间 RoCE v2 RDMA 集群网络。"),
        ("p", "2. 裸金属整机独享，不虚拟化、不切分 GPU、不超售。"),
        ("p", "3. 单实例月可用性 99.95%；低于 99.95% 赔付当月实例费用 10%，低于 99.5% 赔付 25%，低于 99% 赔付 50%，"
              "以代金券或退款方式结算。"),
        ("p", "4. 交付后 48 小时为验收期，验收期内不计费：nccl-tests 单机 all_reduce busbw ≥ 160GB/s、双机 ≥ 80GB/s，"
              "fio 本地盘顺序读 ≥ 20GB/s；未达标免费更换实例。"),
        ("p", "5. 实例释放后 24 小时内安全擦除本地盘与云盘数据，可申请《数据擦除报告》。"),
        ("sp", 4),
        ("crumb", "Copyright 2026 杭州星垣云计算有限公司 版权所有　|　浙ICP备2023018842号-1　|　服务协议　|　隐私政策　"
                  "|　"
                  "星垣云 XINGYUAN CLOUD"),
    ], cjk=True, title="订单详情 - 星垣云控制台", author="", header="2026/12/5 10:40　订单详情 - 星垣云控制台",
        footer=url)


@doc("r02")
def r02(out: Path) -> None:
    pdf(out / "r02-xunjia-huifuhan-fubiao-h20-zh.pdf", [
        ("brand", '<font face="Helvetica-Bold">Y U N H A I　C O M P U T E ®</font>'),
        ("p", '云海算力<font face="Helvetica">®</font>'),
        ("small", "青岛云海算力科技有限公司　|　山东省青岛市崂山区株洲路 187 号　|　0532-8890 6612"),
        ("sp", 3),
        ("ctitle", "询 价 回 复 函"),
        ("right", "编号：YHSL-XJHF-2612-019"),
        ("p", "致：潍坊鸢都智能语音研究院有限公司　采购部　赵敏 女士"),
        ("p", "贵方 2026 年 12 月 1 日《GPU 算力租赁询价函》（鸢都采〔2026〕44 号）收悉。经研究，我司现就询价内容回复如"
              "下，"
              "配置详见附表一，价格详见附表二。"),
        ("p", "一、报价资源：H20 八卡服务器 4 台（共 32 卡），部署于我司青岛西海岸算力中心。"),
        ("p", "二、价格：本次适用 ¥3,050 /卡/月（不含税），即 ¥24,400 /台/月；增值税税率 6%，含税 ¥25,864 /台/月，"
              "4 台每月含税合计 ¥103,456。贵方 32 卡未达到 64 卡阶梯，不适用 9 折。"),
        ("p", "三、租期：起租期 6 个月，即租期不少于半年；按月结算，每月 5 日前支付当月租金。"),
        ("p", "四、一次性费用：上架及联调费 ¥2,000 /台，首月随租金一次性收取，不计入月租。"),
        ("p", "五、服务承诺：合同写明型号 NVIDIA H20、单卡显存 96GB；机内 NVSwitch 全互联，机间 NDR InfiniBand；"
              "整机物理独享，不切分、不超售；月度可用率不低于 99.9%，每低 0.1 个百分点减免当月租金 4%，减免上限 40%；"
              "交付后 72 小时内验收（nccl-tests 四机 busbw ≥ 140GB/s，fio 顺序读 ≥ 10GB/s），验收合格次日起计租；"
              "租期届满 7 日内擦除本地盘数据并出具《数据销毁确认书》。"),
        ("p", "六、本回复函有效期 15 日。"),
        ("p", "本报价由青岛云海算力科技有限公司出具，加盖公章后有效。"),
        ("sp", 3),
        ("right", "青岛云海算力科技有限公司（公章）<br/>联系人：韩冬　139 6390 2718<br/>2026 年 12 月 3 日"),
        ("pb",),
        ("h", "附表一　单台配置"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA H20 96GB HBM3（HGX 模组，NVSwitch 全互联，NVLink 900GB/s）"],
               ["CPU", "2 × Intel Xeon Platinum 8480+（56 核），共 112 核"],
               ["内存", "32 × 64GB DDR5，合计 2TB"],
               ["启动盘", "2 × 960GB SATA SSD（RAID1）"],
               ["本地盘", "7.68TB U.2 NVMe ×4（共 30.72TB，不做 RAID）"],
               ["计算网", "4 × 400G NDR InfiniBand（单台 1.6Tbps，GPUDirect RDMA）"],
               ["存储网", "2 × 25GbE，用于对接对象存储（可选，¥0.12/GB/月，另计）"],
               ["公网", "BGP 独享 200Mbps / 台"]], [0.16, 0.84]),
        ("h", "附表二　价格"),
        ("t", [["计费方式", "单价（不含税）", "含税（6%）", "备注"],
               ["按月（6 个月起租）", "¥3,050 /卡/月", "¥3,233 /卡/月", "本次适用"],
               ["阶梯：≥64 卡 9 折", "¥2,745 /卡/月", "¥2,909.70 /卡/月", "贵方 32 卡，不适用"],
               ["年付（12 个月一次付清）", "¥2,900 /卡/月", "¥3,074 /卡/月", "未选"]],
         [0.26, 0.22, 0.22, 0.3], {"shade": [1]}),
        ("small", "注：以上单价按卡计，每台 8 卡；对象存储、上架联调费另计。"),
    ], cjk=True, title="询价回复函 YHSL-XJHF-2612-019", author="韩冬", footer="YHSL-XJHF-2612-019")


@doc("r03")
def r03(out: Path) -> None:
    pdf(out / "r03-xufei-baojia-yuanjia-xufeijia-a800-zh.pdf", [
        ("brand", "滇池智算"),
        ("small", "云南滇池智算科技有限公司　|　昆明市呈贡区春城路 219 号　|　www.dianchi-ai.com"),
        ("title", "续费报价单（第二期）"),
        ("p", "报价编号：DCZS-XF-2612-004　　日期：2026-12-04<br/>客户：大理苍洱语言科技有限公司<br/>"
              "原合同：DC-ZS-2026-031（服务期 2026-06-16 至 2026-12-15）"),
        ("p", "感谢贵司过去半年的信任。首期服务将于 2026-12-15 到期，现提供第二期续费报价如下，续费价低于首期原价："),
        ("t", [["项目", "原价（首期合同）", "续费价（第二期）"],
               ["A800 SXM 八卡服务器月租", "<strike>¥52,000 /台/月</strike>", "¥47,500 /台/月（不含税）"],
               ["增值税（6%）", "—", "¥2,850 /台/月，含税 ¥50,350 /台/月"],
               ["台数", "2 台", "2 台"],
               ["服务期", "6 个月", "6 个月（2026-12-16 至 2027-06-15），不少于 6 个月"],
               ["计费", "按月", "按月，每月 10 日前支付"],
               ["公网带宽", "100Mbps 独享", "200Mbps 独享（升级不另收费）"]],
         [0.3, 0.3, 0.4], {"shade": [1]}),
        ("p", "第二期合计（2 台 × 6 个月，含税）：¥604,200.00。"),
        ("h", "配置（续费不变）"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA A800 SXM4 80GB，NVSwitch 全互联，NVLink 400GB/s"],
               ["CPU / 内存", "2 × Intel Xeon Platinum 8358P（32 核），共 64 核；1TB DDR4"],
               ["系统盘", "2 × 480GB SATA SSD（RAID1）"],
               ["数据盘", "每卡配 3.84TB NVMe，单台 8 块"],
               ["机间网络", "4 × 200G HDR InfiniBand（单台 800Gb/s），支持 RDMA"],
               ["公网", "BGP 200Mbps 独享（第二期起）"]], [0.2, 0.8]),
        ("h", "服务承诺（沿用原合同第七条）"),
        ("p", "型号 NVIDIA A800 SXM4、每卡显存 80GB 写入合同；机内 NVSwitch 全互联，机间 HDR InfiniBand；整机独享，"
              "不虚拟化、不切分、不超售；月可用率 99.9%，每低 0.1% 扣减当月租金 5%，最高 50%；续费不重新交付，首期验收"
              "基线"
              "（nccl-tests 双机 busbw ≥ 85GB/s、fio 顺序读 ≥ 8GB/s）继续作为服务标准，硬件更换后 24 小时内按同一基线复"
              "验；"
              "服务期满 5 日内删除全部数据并出具证明。"),
        ("p", "请于 2026-12-12 前回签本续费报价单。<br/>客户经理：杨柳　滇池智算　2026-12-04"),
    ], cjk=True, title="续费报价单 DCZS-XF-2612-004", author="杨柳", footer="滇池智算 | 云南滇池智算科技有限公司")


@doc("r04")
def r04(out: Path) -> None:
    pdf(out / "r04-zujian-jijia-yunzhuji-4090-zh.pdf", [
        ("brand", "蜂巢算力"),
        ("small", "东莞蜂巢云计算有限公司　|　广东省东莞市松山湖园区工业北路 6 号　|　sales@fengchao-gpu.cn"),
        ("title", "GPU 云主机配置计价单（按组件计价）"),
        ("p", "计价单号：FC-JJ-261205-07　　日期：2026-12-05　　有效期：7 日<br/>客户：广州珠江口语音科技有限公司　"
              "联系人：吴桐"),
        ("h", "一、计算部分（按小时计价）"),
        ("t", [["组件", "规格", "数量", "单价", "小计（元/时）"],
               ["GPU", "NVIDIA GeForce RTX 4090 24GB（PCIe 4.0 直通，无 NVLink）", "8 卡", "¥1.95 /卡/时", "15.60"],
               ["vCPU", "AMD EPYC 9354 × 2 路（每路 32 核），整机 64 核 128 线程独占", "128 vCPU", "¥0.06 /核/时",
                "7.68"],
               ["内存", "DDR5 ECC", "512 GB", "¥0.02 /GB/时", "10.24"],
               ["实例小时单价合计", "", "", "", "¥33.52 /时"]],
         [0.16, 0.41, 0.11, 0.15, 0.17], {"bold": [4]}),
        ("h", "二、存储部分（按 GB/月 计价，按天折算）"),
        ("t", [["组件", "规格", "容量", "单价", "小计（元/月）"],
               ["系统盘", "高性能云盘（吞吐 150MB/s）", "100 GB", "¥0.35 /GB/月", "35.00"],
               ["数据盘", "本地 NVMe SSD 3.84TB × 2，两盘合计顺序读 6.8GB/s", "7,680 GB", "¥0.15 /GB/月",
                "1,152.00"],
               ["共享文件存储", "NAS 通用型（可选，本次未选）", "—", "¥0.30 /GB/月", "—"],
               ["存储月费合计", "", "", "", "¥1,187.00 /月"]],
         [0.16, 0.41, 0.11, 0.15, 0.17], {"bold": [4]}),
        ("h", "三、合计"),
        ("p", "节点合计：<b>¥33.52 /时</b>（计算部分，8 卡整机）+ 存储 ¥1,187.00 /月。按每月 720 小时估算，月费约 "
              "¥24,134.40 + ¥1,187.00 = ¥25,321.40（仅供参考，以实际用量为准）。以上价格均含 6% 增值税。"),
        ("p", "计费规则：实例按秒计费，每小时出账；存储按 GB/月 计价、按天扣费；无最低使用时长，可随时释放。"
              "公网带宽 BGP 100Mbps 独享，已含在实例价内。"),
        ("h", "四、服务承诺"),
        ("p", "型号 GeForce RTX 4090、每卡 24GB 写入订单；卡间为 PCIe 4.0（RTX 4090 无 NVLink），如实交付；"
              "8 卡整机独占，不切分、不超售；实例月可用率 99.5%，不达标按不可用时长 3 倍赔付；开通后 2 小时内可按 "
              "nvidia-smi（8 × 24GB）、p2pBandwidthLatencyTest、fio（数据盘顺序读 ≥ 6GB/s）验收，不合格免费更换且不计费"
              "；"
              "实例释放后 24 小时内擦除数据盘。"),
        ("p", "报价人：蜂巢算力 客户经理 钟岚"),
    ], cjk=True, title="配置计价单 FC-JJ-261205-07", author="钟岚", footer="蜂巢算力 | 东莞蜂巢云计算有限公司")


@doc("r05")
def r05(out: Path) -> None:
    head = [["配置代号", "档位", "GPU", "CPU / 内存", "系统盘", "本地数据盘", "机间网络", "公网",
             "按量<br/>（元/卡/时）", "包月（元/台/月）", ""],
            ["", "", "", "", "", "", "", "", "", "3 个月起", "12 个月起"]]
    rows = [["QL-A40-E", "A100 40G<br/>经济型", "8 × A100 SXM4 40GB", "2 × Xeon Gold 6348（28 核）共 56 核 / 512GB",
             "1 × 480GB SATA SSD", "4 × 12TB SAS HDD 7.2K，RAID5 可用约 36TB，顺序读约 600MB/s",
             "2 × 25GbE（TCP/IP，无 RDMA）", "100Mbps 共享", "5.20", "26,800", "24,100"],
            ["QL-A40-P<br/>" + BADGE, "A100 40G<br/>性能型", "8 × A100 SXM4 40GB",
             "2 × Xeon Gold 6348（28 核）共 56 核 / 512GB", "2 × 480GB SATA SSD（RAID1）", "4 × 3.84TB NVMe",
             "4 × 200G HDR IB（RDMA）", "200Mbps 独享", "6.40", "33,500", "30,200"],
            ["QL-A80-P", "A100 80G<br/>性能型", "8 × A100 SXM4 80GB", "2 × Xeon 8358（32 核）共 64 核 / 1TB",
             "2 × 480GB SATA SSD（RAID1）", "4 × 7.68TB NVMe", "8 × 200G HDR IB（RDMA）", "200Mbps 独享", "8.10",
             "43,800", "39,400"],
            ["QL-H8-P", "H800<br/>性能型", "8 × H800 SXM5 80GB", "2 × Xeon 8468（48 核）共 96 核 / 2TB",
             "2 × 960GB NVMe（RAID1）", "8 × 3.84TB NVMe", "8 × 400G NDR IB（RDMA）", "500Mbps 独享", "13.20",
             "69,000", "62,000"]]
    span = [((c, 0), (c, 1)) for c in range(9)] + [((9, 0), (10, 0))]
    pdf(out / "r05-hengban-jiamubiao-hebing-biaotou-tuijian-a100-40g-zh.pdf", [
        ("brand", "秦岭云"),
        ("small", "西安秦岭云数据科技有限公司（陕西秦岭数字产业集团有限公司全资子公司）　|　西安市高新区锦业路 69 号　|"
                  "　"
                  "价目表版本 QL-PL-2612"),
        ("title", "GPU 裸金属服务器价目表（2026 年 12 月）"),
        ("t", head + rows, [0.075, 0.07, 0.1, 0.12, 0.1, 0.14, 0.1, 0.07, 0.07, 0.075, 0.075],
         {"head": 2, "span": span}),
        ("small", "价格均含 6% 增值税。按量付费按小时计费；包月按自然月计费，“3 个月起”“12 个月起”为起租期。所有配置 GP"
                  "U 机内 "
                  "NVSwitch 全互联（A100 NVLink 600GB/s，H800 NVLink 400GB/s）。"),
        ("h", "报价说明（致 咸阳渭水大模型科技有限公司）"),
        ("p", "根据贵司“4 台 A100 40GB、Llama 3 8B 规模模型四机数据并行预训练、租期三个月”的需求和预算，本次报价配置 "
              "<b>QL-A40-E（经济型）4 台</b>，包月 3 个月起档 ¥26,800 /台/月（含 6% 增值税），按月计费，起租期 3 个月，"
              "4 台 3 个月合计 ¥321,600。我司推荐的 QL-A40-P 性能型（NVMe + HDR InfiniBand）价格较高，贵司暂不选用。"),
        ("h", "服务承诺（适用于所有配置）"),
        ("p", "型号与显存（A100 SXM4 40GB）写入合同；机内 NVSwitch 全互联，机间网络按所选配置交付；整机独享，不虚拟化、"
              "不超售；月可用率 99.9%，每低 0.1% 扣减当月租金 5%，最高 30%；交付后 48 小时内验收（nccl-tests 单机 busbw"
              " "
              "≥ 200GB/s，fio 按配置表所列顺序读）；租期结束 5 日内删除数据并出具证明。"),
        ("p", "报价人：秦岭云 销售部 冯晨　2026-12-04"),
    ], cjk=True, land=True, small_cells=True, title="秦岭云价目表 QL-PL-2612", author="冯晨",
        footer="秦岭云 | 西安秦岭云数据科技有限公司 | QL-PL-2612")


@doc("r06")
def r06(out: Path) -> None:
    pdf(out / "r06-saomiao-zulin-xieyi-jinli-l40s-zh.pdf", [
        ("scan", 4, "<font size=15>GPU 服务器租赁协议</font>"),
        ("scan", 1, "协议编号：JL-ZL-2026-118"),
        ("scan", 0, "甲方（承租方）：长春净月潭视觉科技有限公司"),
        ("scan", 2, "乙方（出租方）：吉林松花江算力服务有限公司（以下简称“松花江算力”）"),
        ("scan", 1, "设备制造商：浪潮电子信息产业股份有限公司（浪潮 NF5468M7 服务器），非本协议当事方。"),
        ("scan", 3, "托管机房：中国联通长春净月数据中心，由机房运营方提供电力及机柜，非本协议当事方。"),
        ("scan", 0, "第一条　租赁标的：2 台 GPU 服务器，每台 8 × NVIDIA L40S 48GB GDDR6（ECC），卡间 PCIe 4.0，"
                    "L40S 无 NVLink；2 × Intel Xeon Gold 6430（32 核）共 64 核；内存 1TB；系统盘 2 × 480GB SATA SSD；"
                    "数据盘 2 × 7.68TB NVMe U.2（单台 15.36TB）；机间 2 × 100G RoCE v2（单台 200Gb/s，RDMA）；"
                    "公网 50Mbps 独享。"),
        ("scan", 2, "第二条　租期及租金：租期一年（12 个月），自 2026 年 12 月 15 日起，期内不得提前解约。年租金每台人"
                    "民币"
                    "叁拾壹万贰仟元整（¥312,000.00 /台/年，含 6% 增值税），折合 ¥26,000 /台/月；租金按月计算，"
                    "按季度预付。两台年租金合计 ¥624,000.00。"),
        ("scan", 1, "第三条　型号保证：乙方保证交付设备为 NVIDIA L40S 48GB，整机由甲方独占使用，不与其他客户共享。"),
        ("scan", 4, "第四条　运行维护：乙方尽力保障设备正常运行，不对可用率作具体承诺；设备故障时乙方在工作时间内尽快"
                    "安排维修，维修期间租金不作减免，乙方不承担由此造成的任何损失。"),
        ("scan", 0, "第五条　交付：乙方将设备上架通电并开通远程访问即视为交付完成，甲方不另行验收。"),
        ("scan", 2, "第六条　数据：甲方自行负责数据备份与清除；租期届满乙方回收设备，不承担数据删除责任。"),
        ("scan", 60, "第 1 页　共 2 页"),
        ("pb",),
        ("scan", 1, "第七条　付款：甲方按季度将租金汇入乙方账户。"),
        ("scan", 3, "开户名称：吉林松花江算力服务有限公司<br/>开户银行：中国建设银行长春净月支行<br/>"
                    "账　　号：2205 0151 6800 0000 1234"),
        ("scan", 0, "第八条　本协议一式两份，双方各执一份，自双方盖章之日起生效。"),
        ("sp", 8),
        ("t", [["甲方：长春净月潭视觉科技有限公司", "乙方：吉林松花江算力服务有限公司"],
               ["<font color='#b3202a'>【长春净月潭视觉科技有限公司 合同专用章】</font>",
                "<font color='#b3202a'>【吉林松花江算力服务有限公司 合同专用章】</font>"],
               ["代表：孟凡", "代表：齐海涛"],
               ["日期：2026 年 12 月 8 日", "日期：2026 年 12 月 8 日"]], [0.5, 0.5], {"head": 0, "nogrid": True}),
        ("scan", 60, "第 2 页　共 2 页"),
        ("small", "（扫描件）"),
    ], cjk=True, title="scan_JL-ZL-2026-118.pdf", author="", footer="")


@doc("r07")
def r07(out: Path) -> None:
    text(out / "r07-dailishang-youjian-tianqiong-h200-zh.txt", """
发件人：宋雨桐 <songyt@pujiang-shusuan.com>
收件人：魏嘉 <weijia@xixi-mm.cn>
抄送：天穹云渠道经理 刘畅 <liuchang.channel@tianqiong-cloud.com>
日期：2026年12月5日 14:06
主题：H200 裸金属报价（天穹云资源，浦江数算代理）

魏总好，

感谢昨天的电话沟通。按贵司“2 台 H200 八卡、Llama 3 70B LoRA 微调、先租 3 个月”的需求，报价如下。

说明：本方案由天穹云提供算力，浦江数算代理销售。合同由我司（上海浦江数算信息科技有限公司）与贵司签订，
发票由我司开具，费用付至我司账户；天穹云是资源提供方，不是本合同的当事方。下面的规格引自天穹云
bm.h200.8x 规格说明。

一、规格（每台，天穹云 bm.h200.8x）
  GPU：8 × NVIDIA H200 SXM 141GB HBM3e，NVSwitch 全互联，NVLink 900GB/s
  CPU：2 × Intel Xeon Platinum 8558（48 核），共 96 核
  内存：2TB DDR5
  系统盘：2 × 1.92TB NVMe（RAID1）
  本地数据盘：8 × 7.68TB NVMe，共 61.44TB
  计算网：8 × 400Gbps NDR InfiniBand（单台 3.2Tbps，GPUDirect RDMA）
  文件存储：天穹云极速文件存储 TurboFS，可选，¥1.20/GB/月，不含在本报价内
  公网：BGP 独享 300Mbps

二、价格
  包年包月：12.8 万元/台/月（含 6% 增值税），即 ¥128,000.00 /台/月；起租期 3 个月，按月计费，每月初支付。
  2 台 × 3 个月合计 ¥768,000.00（人民币柒拾陆万捌仟元整）。
  参考：同规格按量付费 ¥21.50 /卡/时，本次不选用。
  一次性部署费 ¥5,000（2 台合计），首期随租金支付。
  专属技术支持服务（按月租金 3% 计收）为可选项，贵司未选。

三、服务承诺（由我司对贵司承担）
  1. 型号 NVIDIA H200 SXM、每卡显存 141GB 写入合同，不得替换；
  2. 机内 NVSwitch 全互联，机间 NDR InfiniBand；
  3. 整机物理独享，不虚拟化、不切分、不超售；
  4. 月可用率 99.95%，每低于 0.05 个百分点退还当月租金 5%，最高 50%，由我司直接退还；
  5. 交付后 48 小时内验收：nccl-tests 双机 busbw ≥ 360GB/s，fio 本地盘顺序读 ≥ 25GB/s，验收合格后起算租期；
  6. 租期结束 5 个工作日内擦除全部本地盘数据，出具数据销毁证明。

报价有效期至 2026 年 12 月 19 日。如无问题，我这边发合同给您。

宋雨桐
大客户经理 | 浦江数算
上海浦江数算信息科技有限公司
上海市徐汇区漕溪北路 398 号 12 楼
天穹云授权代理商（授权编号 TQ-AP-2026-0173）
""")


@doc("r08")
def r08(out: Path) -> None:
    pdf(out / "r08-guwen-pinggu-yijianshu-tihuan-b200-zh.pdf", [
        ("brand", "明衡咨询"),
        ("small", "北京明衡科技咨询有限公司　|　北京市海淀区中关村南大街 5 号 17 层　|　本意见书由咨询方出具，仅供委托"
                  "方内部决策"),
        ("title", "第三方评估意见书：GPU 算力租赁报价"),
        ("p", "意见书编号：MH-PG-2026-1207<br/>委托方：深圳南山星河具身智能有限公司<br/>评估对象：深圳鹏城智算科技有限"
              "公司"
              "（以下简称“鹏城智算”）2026 年 12 月 3 日报价 PC-QT-261203-02<br/>背景：委托方现供应商广州天河算力有限公"
              "司"
              "的合同将于 2026-12-31 到期，委托方拟以鹏城智算替换。"),
        ("h", "一、报价要点（摘录自鹏城智算报价）"),
        ("t", [["项目", "鹏城智算报价内容"],
               ["资源", "1 台 8 × NVIDIA B200 180GB HBM3e，NVSwitch 全互联，NVLink 5，每卡 1.8TB/s"],
               ["CPU / 内存", "2 × Intel Xeon Platinum 8570（56 核），共 112 核；2TB DDR5"],
               ["系统盘", "2 × 960GB NVMe（RAID1）"],
               ["缓存盘", "本地 NVMe 4 × 7.68TB，共 30.72TB（训练数据与检查点）"],
               ["对象存储", "可选，¥0.10/GB/月，另计"],
               ["网络", "单机交付，不含 RDMA 计算网；公网 BGP 独享 500Mbps"],
               ["价格", "包月 ¥198,000 /台/月（含 6% 增值税），起租 3 个月，按月计费；按量 ¥45.00 /卡/时（委托方不选用"
                      "）"],
               ["一次性费用", "部署调试费 ¥6,000（一次性）"]], [0.16, 0.84]),
        ("h", "二、合同条款核查"),
        ("t", [["条款", "报价 / 合同草案内容", "评估"],
               ["型号", "NVIDIA B200，写入合同附件", "满足"],
               ["显存", "每卡 180GB，写入合同", "满足"],
               ["互联", "机内 NVSwitch 全互联，写入合同", "满足"],
               ["独享", "整机物理独享，不切分、不超售", "满足"],
               ["可用率", "月可用率 99.9%", "满足"],
               ["赔偿", "每低 0.1% 扣减当月租金 5%，上限 50%", "满足"],
               ["验收", "交付 48 小时内 nccl-tests 单机 busbw ≥ 700GB/s、fio 顺序读 ≥ 20GB/s，合格后计费", "满足"],
               ["数据删除", "租期结束 7 日内删除并出具证明", "满足"]], [0.14, 0.66, 0.2]),
        ("h", "三、与现供应商对比（参考）"),
        ("t", [["", "现供应商 广州天河算力（到期）", "鹏城智算（拟选）"],
               ["GPU", "8 × H100 SXM5 80GB", "8 × B200 180GB"],
               ["月租", "¥72,000 /台/月", "¥198,000 /台/月"],
               ["估算 70B LoRA 单轮耗时", "约 9 天", "约 3.5 天"]], [0.3, 0.35, 0.35]),
        ("h", "四、结论"),
        ("p", "鹏城智算报价条款完整、可验收，建议委托方采纳，以包月方式起租 3 个月。"),
        ("p", "评估人：明衡咨询 高级顾问 孔令仪　　审核：陈一鸣　　2026 年 12 月 7 日"),
    ], cjk=True, title="第三方评估意见书 MH-PG-2026-1207", author="孔令仪",
        footer="北京明衡科技咨询有限公司 | MH-PG-2026-1207")


@doc("r09")
def r09(out: Path) -> None:
    pdf(out / "r09-saomiao-zhouzu-baojia-fukuan-mi300x-zh.pdf", [
        ("scan", 3, "<font size=15>短期租赁报价单（周租）</font>"),
        ("scan", 0, "编号：ZYZS-ZZ-2612-031　　　日期：2026 年 12 月 6 日"),
        ("scan", 2, "致：洛阳龙门视觉科技有限公司　技术部"),
        ("scan", 1, "我司郑州中原智算科技有限公司（“中原智算”）就贵司短期训练需求报价如下："),
        ("scan", 4, "一、资源：1 台 8 × AMD Instinct MI300X 192GB HBM3（OAM 模组），卡间 Infinity Fabric（xGMI）"
                    "全互联；AMD 平台，不含 NVLink。"),
        ("scan", 0, "二、主机：2 × AMD EPYC 9654（96 核）共 192 核；内存 1536GB DDR5；系统盘 1 × 960GB NVMe；"
                    "数据盘 8 × 3.84TB NVMe（单台 30.72TB）；公网 100Mbps 独享；单机使用，不含集群网络。"),
        ("scan", 2, "三、价格：周租 ¥39,200 /台/周（含 6% 增值税），折合 ¥5,600 /台/天，约 ¥29.17 /卡/时。"),
        ("scan", 5, "四、租期：最短租期 4 周（不少于 28 天），按周计费，每周一前预付当周租金；4 周合计 ¥156,800。"),
        ("scan", 1, "五、承诺：型号 AMD Instinct MI300X、每卡 192GB 写入订单；xGMI 全互联如实交付；整机独享，不切分、"
                    "不超售；每周可用率 99.5%，不达标按不可用时长 2 倍顺延租期；交付后 24 小时内按 rocm-smi、"
                    "rccl-tests（单机 busbw ≥ 300GB/s）、fio（顺序读 ≥ 15GB/s）验收，合格后起租；租期结束 48 小时内"
                    "删除数据并出具记录。"),
        ("scan", 3, "六、付款：收款单位：郑州中原智算科技有限公司<br/>开户行：中国工商银行郑州金水支行<br/>"
                    "账　号：1702 0210 0910 0123 456"),
        ("scan", 0, "注：请勿向任何个人账户付款；收款单位名称须与合同乙方一致。"),
        ("sp", 6),
        ("scan", 66, "郑州中原智算科技有限公司"),
        ("scan", 62, "<font color='#b3202a'>【郑州中原智算科技有限公司 合同专用章】</font>"),
        ("scan", 70, "经办：牛晓冬"),
        ("small", "（扫描件）"),
    ], cjk=True, title="scan_ZYZS-ZZ-2612-031.pdf", author="", footer="")


@doc("r10")
def r10(out: Path) -> None:
    pdf(out / "r10-jicheng-jishu-fangan-a800-pcie-nvlink-zh.pdf", [
        ("brand", "钟山集成"),
        ("small", "南京钟山信息系统集成有限公司（江苏钟山控股集团有限公司下属企业）　|　南京市江宁区秣周东路 12 号"),
        ("title", "大模型训练算力租赁技术方案及报价"),
        ("p", "方案编号：ZSJC-FA-2612-09　　版本：V1.0　　日期：2026-12-04<br/>呈送：扬州瘦西湖数据科技有限公司"),
        ("h", "一、方案概述"),
        ("p", "我司作为系统集成商，以自有设备向贵司提供 3 台 GPU 服务器租赁服务，由我司签约、开票并负责运维。服务器采用"
              "新华三 H3C UniServer R5500 G5，H3C 为设备制造商，不是本方案的合同方。"),
        ("h", "二、单台配置"),
        ("t", [["项目", "配置"],
               ["服务器", "H3C UniServer R5500 G5"],
               ["GPU", "8 × NVIDIA A800 PCIe 80GB"],
               ["GPU 互联", "8 卡 NVLink 全互联，卡间带宽 400GB/s"],
               ["CPU", "2 × Intel Xeon Gold 6348（28 核），共 56 核"],
               ["内存", "1TB DDR4"],
               ["系统盘", "2 × 480GB SATA SSD（RAID1）"],
               ["数据盘", "4 × 3.84TB NVMe（单台 15.36TB）"],
               ["参数面网络", "2 × 100G RoCE v2（单台 200Gb/s，RDMA）"],
               ["业务面 / 公网", "公网 100Mbps 独享"]], [0.2, 0.8]),
        ("h", "三、报价"),
        ("p", "租金 3.6 万元/台/月（含 6% 增值税），即 ¥36,000.00 /台/月（大写：人民币叁万陆仟元整）；租期不少于一年，"
              "按月计费。3 台 12 个月合计 ¥1,296,000.00。"),
        ("h", "四、服务承诺"),
        ("p", "型号 NVIDIA A800 PCIe、每卡 80GB 写入合同；GPU 互联按第二节交付；整机独享，不虚拟化、不超售；"
              "月可用率 99.9%，每低 0.1% 扣减当月租金 5%，最高 30%；交付后 72 小时内按 nccl-tests（单机 busbw ≥ 150GB/s"
              "）"
              "与 fio（≥ 6GB/s）验收；租期结束 7 日内删除数据并出具证明。"),
        ("p", "南京钟山信息系统集成有限公司　解决方案部　项目经理：陆文彬"),
    ], cjk=True, title="ZSJC-FA-2612-09", author="陆文彬", footer="钟山集成 | ZSJC-FA-2612-09 V1.0")


@doc("r11")
def r11(out: Path) -> None:
    pdf(out / "r11-gongyingshang-dengjibiao-h100-mig-zh.pdf", [
        ("brand", "闽江学院"),
        ("small", "闽江学院 人工智能学院　|　福州市闽侯县溪源宫路 200 号　|　本表由采购方制定，供应商填写"),
        ("ctitle", "供应商信息登记表（算力服务类）"),
        ("small", "登记编号：MJU-AI-GYS-2026-063　　填表日期：2026-12-05"),
        ("h", "一、供应商基本信息"),
        ("t", [["供应商名称（全称）", "福建武夷云算科技有限公司"],
               ["简称 / 品牌", "武夷云算"],
               ["统一社会信用代码", "91350100MA8TQ2K61R"],
               ["法定代表人", "黄启明"],
               ["开户名称", "福建武夷云算科技有限公司"],
               ["开户银行及账号", "兴业银行福州五四支行　1170 1010 0100 2233 44"],
               ["联系人 / 电话", "黄晓峰　137 0591 4486"]], [0.28, 0.72], {"head": 0}),
        ("h", "二、拟供服务内容及报价"),
        ("t", [["项目", "供应商填写"],
               ["产品名称", "H100 80GB 独享 GPU 云容器"],
               ["GPU 规格", "每实例 1 个 NVIDIA H100 SXM5 MIG 3g.40gb 实例（3/7 算力，显存 40GB）；同一物理卡上的"
                "其余 MIG 实例分配给其他用户"],
               ["vCPU / 内存", "16 vCPU / 128GB"],
               ["系统盘", "50GB 云盘"],
               ["数据盘", "1TB 高性能云盘（吞吐 350MB/s），无本地盘"],
               ["网络", "公网共享出口，不单独计费"],
               ["单价", "¥11.50 /实例/时（含 6% 增值税），每实例含 1 个 GPU 实例"],
               ["计费方式", "按分钟计费，无最低使用时长"],
               ["服务水平", "平台月可用率 99.9%，不达标按《武夷云算服务等级协议》赔付代金券"],
               ["数据处理", "实例释放后 24 小时内删除云盘数据"]], [0.22, 0.78]),
        ("h", "三、采购方审核（供应商勿填）"),
        ("t", [["资质审核", "", "技术审核", ""], ["经办人", "", "日期", ""]], [0.2, 0.3, 0.2, 0.3], {"head": 0}),
        ("p", "供应商承诺：以上信息真实有效。<br/>供应商（盖章）：福建武夷云算科技有限公司　　填表人：黄晓峰"),
    ], cjk=True, title="供应商信息登记表 MJU-AI-GYS-2026-063", author="闽江学院人工智能学院",
        footer="闽江学院人工智能学院 | 供应商信息登记表")


# ================================================================================================ English
@doc("r12")
def r12(out: Path) -> None:
    rows = [["Item", "Spec requested", "Offered", "Comply (Y/N)", "Remarks"],
            ["1. GPU", "8 datacenter GPUs per node, at least 80 GB each", "8 x NVIDIA H100 PCIe 80GB HBM2e per node",
             "Y", ""],
            ["2. GPU interconnect", "NVLink full mesh (all-to-all) within the node",
             "NVLink full mesh across all 8 GPUs, 600 GB/s per GPU", "Y", "via NVLink bridges"],
            ["3. Nodes", "2", "2 nodes (16 GPUs)", "Y", ""],
            ["4. CPU", "at least 64 physical cores", "2 x AMD EPYC 9354 (32 cores each), 64 cores", "Y", ""],
            ["5. RAM", "at least 1 TB", "1.5 TB DDR5", "Y", ""],
            ["6. OS drive", "redundant", "2 x 960 GB SATA SSD, RAID 1", "Y", ""],
            ["7. Local scratch", "at least 10 TB NVMe per node", "4 x 3.84 TB NVMe (15.36 TB) per node", "Y", ""],
            ["8. Inter-node network", "RDMA, at least 200 Gb/s per node", "2 x 200 Gb/s RoCE v2 (400 Gb/s) per node",
             "Y", "RDMA enabled"],
            ["9. Internet", "at least 1 Gbps", "2 Gbps per node", "Y", ""],
            ["10. Price", "per GPU-hour, firm for the term", "USD 2.05 per GPU-hour", "Y", "= USD 16.40 per node-hour"],
            ["11. Term and billing", "6 months minimum; hourly metering",
             "minimum term six (6) months; metered hourly, invoiced monthly", "Y", ""],
            ["12. One-off fees", "disclose all", "setup USD 1,500 per node (one-off); egress USD 0.05/GB over 10 TB "
             "per month", "Y", "not part of the hourly rate"],
            ["13. Model and memory in contract", "required", "H100 PCIe 80GB named in the order form", "Y", ""],
            ["14. Dedicated hardware", "required", "bare metal, single tenant, no virtualisation", "Y", ""],
            ["15. Availability", "at least 99.5% monthly", "99.9% monthly per node", "Y", ""],
            ["16. Service credits", "required", "10% of the node's monthly fee per 0.1% below, cap 50%", "Y", ""],
            ["17. Acceptance", "measurable criteria",
             "within 72 h: nccl-tests single-node busbw at least 150 GB/s; fio sequential read at least 8 GB/s", "Y",
             "billing starts on acceptance"],
            ["18. Data deletion", "within 10 days, certified", "NIST 800-88 purge within 7 days, certificate issued",
             "Y", ""]]
    pdf(out / "r12-rfq-compliance-sheet-export-h100-pcie-en.pdf", [
        ("small", "Exported from RFQ-2026-118_Lakeshore_response.xlsx | sheet: Compliance | printed 2026-12-04 16:20"),
        ("brand", "LAKESHORE GPU"),
        ("title", "RFQ-2026-118 Response - Sheet 2: Technical and Commercial Compliance"),
        ("p", "RFQ issued by: Prairie Health AI, Inc. (Procurement, Des Moines IA) | Respondent: Lakeshore Compute "
              "Partners, LLC | Contact: Nina Albrecht, nina.albrecht@lakeshoregpu.com"),
        ("t", rows, [0.14, 0.22, 0.34, 0.08, 0.22]),
        ("small", "Prices exclude applicable sales tax. This sheet forms part of Lakeshore Compute Partners, LLC's "
                  "response; the RFQ's own terms apply."),
    ], land=True, title="RFQ-2026-118 Lakeshore response", author="Nina Albrecht",
        footer="Lakeshore Compute Partners, LLC - RFQ-2026-118 response - Compliance")


@doc("r13")
def r13(out: Path) -> None:
    pdf(out / "r13a-sow-main-body-a100-80g-en.pdf", [
        ("title", "STATEMENT OF WORK No. 3"),
        ("p", "under the Master Services Agreement dated 2 June 2026 (the \"MSA\")"),
        ("p", "This Statement of Work is entered into on 4 December 2026 between <b>Granite Peak Compute, Inc.</b> "
              "(\"Provider\"), a subsidiary of Granite Peak Holdings plc, and <b>Meridian Legal AI Ltd</b> "
              "(\"Customer\")."),
        ("h", "1. Scope"),
        ("p", "Provider shall make available four (4) dedicated GPU nodes for Customer's fine-tuning work. The nodes "
              "are Supermicro SYS-420GP-TNAR servers (Supermicro is the OEM and not a party) hosted at Flexential "
              "Denver - Parker (facility operator, not a party)."),
        ("t", [["Per node", "Specification"],
               ["GPUs", "8 x NVIDIA A100 SXM4 80GB HBM2e, HGX board with NVSwitch, NVLink 600 GB/s per GPU"],
               ["CPU", "2 x Intel Xeon Platinum 8362 (32 cores each), 64 cores"],
               ["Memory", "1 TB DDR4"],
               ["OS drive", "2 x 960 GB NVMe, RAID 1"],
               ["Local NVMe", "7.68 TB (x4) NVMe U.2 - 30.72 TB per node"],
               ["Compute fabric", "8 x 200 Gb/s HDR InfiniBand (1.6 Tb/s per node), GPUDirect RDMA"],
               ["Storage network", "2 x 100 GbE (for the optional shared namespace, see Annex B)"],
               ["Internet", "10 Gbps per node"]], [0.22, 0.78]),
        ("h", "2. Acceptance"),
        ("p", "Within 72 hours of hand-over Provider and Customer shall run nccl-tests all_reduce across the four "
              "nodes (bus bandwidth at least 180 GB/s), fio sequential read on local NVMe (at least 12 GB/s per node) "
              "and a fixed-step Llama 3 8B benchmark; Fees start on the day acceptance is signed."),
        ("h", "3. Service levels"),
        ("p", "Provider warrants the exact GPU model (NVIDIA A100 SXM4) and 80 GB per GPU; NVSwitch within each node "
              "and HDR InfiniBand between nodes; whole nodes dedicated to Customer with no virtualisation, GPU "
              "partitioning or oversubscription. Monthly availability of 99.9% per node; for each 0.1% (or part) "
              "below, a credit of 5% of that node's monthly Fee, capped at 50%."),
        ("h", "4. Term"),
        ("p", "An initial term of twelve (12) months from acceptance (a 12-month commitment)."),
        ("h", "5. Fees"),
        ("p", "As set out in Annex B (Pricing), which forms part of this SOW."),
        ("h", "6. Data"),
        ("p", "Within 10 days of the end of the term Provider shall cryptographically erase all drives and return a "
              "signed erasure certificate."),
        ("sp", 4),
        ("t", [["For Provider: Granite Peak Compute, Inc.", "For Customer: Meridian Legal AI Ltd"],
               ["Name: Laura Brennan, VP Sales", "Name: Oliver Hart, CTO"]], [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], title="SOW 3 - Granite Peak Compute / Meridian Legal AI", author="Laura Brennan",
        footer="Granite Peak Compute, Inc. - SOW No. 3 - Confidential")
    pdf(out / "r13b-sow-annex-b-pricing-a100-80g-en.pdf", [
        ("title", "Annex B - Pricing (SOW No. 3)"),
        ("p", "Provider: Granite Peak Compute, Inc. | Customer: Meridian Legal AI Ltd | Currency: USD, exclusive of "
              "sales and use taxes"),
        ("t", [["Item", "Unit", "Qty", "Unit price", "Monthly"],
               ["Dedicated 8x A100 SXM4 80GB node, 12-month commitment", "node-month", "4",
                "$13,860.00", "$55,440.00"],
               ["Premium support plan (5% of monthly node fees)", "month", "1", "5%", "$2,772.00"],
               ["Onboarding and burn-in (one-off)", "each", "1", "$4,000.00", "one-off"],
               ["Egress above 50 TB per month", "GB", "as used", "$0.04", "as used"],
               ["VAST shared namespace, 200 TB (optional, not ordered)", "GB-month", "-", "$0.06", "-"]],
         [0.44, 0.12, 0.08, 0.16, 0.2]),
        ("p", "The node price of USD 13,860.00 per node-month is Customer's contract price; Provider's list price for "
              "the same node is USD 15,400.00 per node-month and does not apply. Fees are invoiced monthly in "
              "advance, net 30."),
        ("p", "Monthly recurring total: $55,440.00 (nodes) + $2,772.00 (support) = $58,212.00."),
    ], title="SOW 3 Annex B", author="Laura Brennan", footer="Granite Peak Compute, Inc. - SOW No. 3 - Annex B")


@doc("r14")
def r14(out: Path) -> None:
    text(out / "r14-slack-thread-infra-channel-l40s-en.txt", """
Slack export | workspace: Orbitwise Analytics | channel: #infra-gpu-procurement | exported 2026-12-05 17:02 UTC

[2026-12-05 09:14] Maya Chen (Infra)
Thread: replacing Driftline Cloud for the fine-tuning boxes. Driftline's contract ends 31 Dec and they're moving
us to A10s at EUR 1.10/GPU-hr, which is a non-starter. Tanager came back with a quote this morning, pasting the
relevant bits:

> Tanager Compute - quote TC-4471 for Orbitwise Analytics
> 2 x nodes, each 8 x NVIDIA L40S 48GB (PCIe Gen4 - the L40S has no NVLink, GPUs talk over PCIe)
> 2 x AMD EPYC 9254 (24 cores each), 48 cores; 768 GB RAM
> boot: 1 x 960 GB NVMe
> scratch: 2 x 7.68 TB local NVMe per node (15.36 TB), ephemeral - wiped on release
> node-to-node: 2 x 100 GbE RoCE v2 with RDMA (200 Gb/s per node)
> internet: 5 Gbps per node
> EUR 0.92 per GPU-hour ex VAT (= EUR 7.36 per node-hour), billed per minute, a minimum of 30 days
> no setup fee; egress free up to 20 TB/month, then EUR 0.02/GB

[2026-12-05 09:21] Li Wei (ML)
L40S is fine for our 8B LoRA runs. What about SLA? Driftline never gave us one in writing.

[2026-12-05 09:40] Maya Chen (Infra)
Asked, their answer (from the same email):
> - exact model and 48 GB per GPU written into the order form; PCIe Gen4 in-node and 2x100G RoCE between
>   nodes as stated, also in the order form
> - whole servers dedicated to you: no vGPU, no MIG, no sharing
> - 99.9% monthly availability per node; credit of 10% of that node's monthly charges per 0.1% under,
>   up to 100%
> - acceptance: 24 h window after hand-over, we run nccl-tests (PCIe busbw at least 18 GB/s) and fio
>   (at least 5 GB/s seq read) with you; you can reject and pay nothing
> - drives crypto-erased within 72 h of termination, certificate emailed

[2026-12-05 10:02] Tom Reyes (Finance)
Numbers check: 16 GPUs x 730 h x 0.92 = EUR 10,745.60/month vs ~EUR 12,848 with Driftline for worse cards.
:thumbsup: from finance.

[2026-12-05 10:05] Li Wei (ML)
:white_check_mark: approved. Go with Tanager.

[2026-12-05 10:11] Maya Chen (Infra)
Will do. Order form goes to Tanager Compute Ltd (Dublin) today, Driftline gets the termination notice.
:white_check_mark: 3  :eyes: 1
""")


@doc("r15")
def r15(out: Path) -> None:
    text(out / "r15-jira-ticket-70b-full-h100-en.md", """
# PROC-2291 · Rent 1× 8-GPU H100 node for Llama 3 70B full fine-tune

| Field | Value |
|---|---|
| Type | Purchase request |
| Status | **Approved** |
| Priority | High |
| Reporter | Ibrahim Sowande (ML Platform) |
| Assignee | Carla Mendes (Procurement) |
| Vendor | Cobalt Ridge Cloud |
| Quote | CRC-Q-7731 (attached: `CRC-Q-7731.pdf`) |
| Cost centre | RES-LLM-04 |
| Labels | `gpu` `rental` `q1-2027` |

## Description

Purpose: **full-parameter fine-tune of Llama 3 70B** (bf16 weights, AdamW) for the contract-review model, on
**one** 8-GPU node. Start 2027-01-06.

Quote summary (from CRC-Q-7731, Cobalt Ridge Cloud Services, Inc.):

| Item | Quoted |
|---|---|
| GPUs | 8 × NVIDIA H100 SXM5 80GB HBM3, NVSwitch, NVLink 900 GB/s per GPU |
| CPU / RAM | 2 × Intel Xeon Platinum 8480+ (56 cores each), 112 cores; 2 TB DDR5 |
| Boot | 2 × 960 GB NVMe, RAID 1 |
| Data | 8 × 3.84 TB NVMe (30.72 TB) |
| Network | single node, no InfiniBand; internet 10 Gbps |
| Price | **$2.35 per GPU-hour** on a 3-month reservation ($18.80 per node-hour); on-demand $2.95/GPU-hr not chosen |
| Term / billing | a minimum of 90 days; billed hourly, invoiced monthly; plus applicable taxes |
| One-off | none |

Contract terms in CRC-Q-7731 §4: exact model and 80 GB per GPU in the order; NVSwitch all-to-all as stated;
dedicated bare metal (no virtualisation, no MIG, no oversubscription); 99.9% monthly availability with a 10%
credit per 0.1% below (cap 50%); acceptance within 48 h (nccl-tests busbw ≥ 360 GB/s, fio ≥ 20 GB/s seq read),
billing from acceptance; drives wiped within 7 days of the end of term, with a certificate.

## Comments

**Carla Mendes** · 2026-12-03 11:20
Cobalt Ridge is on the approved-vendor list since October. Legal OK'd the §4 wording.

**Ibrahim Sowande** · 2026-12-03 14:02
Estimated cost for 90 days: 8 × 2,160 h × $2.35 = $40,608.

**Dana Liu (Finance)** · 2026-12-04 09:15
Approved against RES-LLM-04. PO to follow.

**Carla Mendes** · 2026-12-04 09:31
Status → Approved. Sending PO to Cobalt Ridge Cloud Services, Inc. (billing@cobaltridge.cloud).
""")


@doc("r16")
def r16(out: Path) -> None:
    url = "https://console.nimbostrata.io/billing/orders/cb-7f3a21"
    pdf(out / "r16-console-capacity-block-receipt-b200-en.pdf", [
        ("t", [["NIMBOSTRATA", "Compute  Storage  Networking  Billing  Support",
                "Helio Robotics, Inc. (acct 4412-9931-0871)"]], [0.22, 0.43, 0.35], {"head": 1}),
        ("crumb", "Console > Billing > Orders > Capacity Block cb-7f3a21"),
        ("title", "Order confirmation - Capacity Block for ML"),
        ("t", [["Order ID", "cb-7f3a21", "Status", "Confirmed, paid"],
               ["Purchased", "2026-12-05 18:42 UTC", "Region", "us-central-2 (zone c)"],
               ["Instance type", "nb8.b200.metal", "Instances", "2"],
               ["Block start", "2027-01-04 00:00 UTC", "Block length", "14 days (2 weeks, 336 h)"]],
         [0.16, 0.34, 0.16, 0.34], {"head": 0}),
        ("h", "Instance configuration (per instance)"),
        ("t", [["Component", "Configuration"],
               ["GPUs", "8 x NVIDIA B200 180 GB HBM3e, NVLink 5 via NVSwitch, 1.8 TB/s per GPU"],
               ["CPU", "2 x Intel Xeon Platinum 8570 (56 cores each), 112 physical cores"],
               ["Memory", "2,048 GiB DDR5"],
               ["Root volume", "512 GiB network block volume (3,000 IOPS, 250 MiB/s)"],
               ["Instance store", "8 x 3.84 TB local NVMe (30.72 TB), ephemeral"],
               ["Cluster fabric", "Strata Fabric: 8 x 400 Gbps RoCE v2 (3,200 Gbps per instance), RDMA"],
               ["Internet", "25 Gbps per instance; egress USD 0.05/GB after the first 10 TB each month"]],
         [0.2, 0.8]),
        ("h", "Charges"),
        ("t", [["Item", "Rate", "Quantity", "Amount"],
               ["Capacity Block, nb8.b200.metal", "$52.00 per instance-hour ($6.50 per GPU-hour)",
                "2 instances x 336 h", "$34,944.00"],
               ["Per week, per instance", "$8,736.00", "", ""],
               ["Tax", "tax-exempt certificate on file", "", "$0.00"],
               ["Total charged upfront", "", "", "$34,944.00"]], [0.3, 0.36, 0.16, 0.18], {"bold": [4]}),
        ("p", "Capacity Blocks are sold in whole weeks (minimum one week) and charged in full at purchase; unused "
              "hours are not refunded. Payment card ending 0092, processed by Stripe, Inc. as payment processor."),
        ("h", "Capacity Block terms (Enterprise Agreement EA-55102, summary)"),
        ("p", "Dedicated hosts, single tenant, no virtualisation of the GPUs; the exact GPU model (NVIDIA B200) and 180"
              " "
              "GB per GPU are guaranteed; NVSwitch within each instance and Strata Fabric RDMA between instances. "
              "Instance availability during the block 99.9%; each 0.1% below earns a credit of 10% of the block "
              "price (cap 100%). Health check at block start: nccl-tests busbw at least 700 GB/s within an instance "
              "and at least 300 GB/s across the two; an instance that fails is replaced and its hours are not "
              "charged. Instance store and root volumes are cryptographically erased at block end; an erasure "
              "certificate is issued on request within 5 days."),
        ("sp", 4),
        ("crumb", "(c) 2026 Nimbostrata Cloud, Inc. | Terms | Privacy | Status"),
    ], title="Order confirmation cb-7f3a21 - Nimbostrata Console", author="",
        header="12/5/26, 6:44 PM  Order confirmation cb-7f3a21 - Nimbostrata Console", footer=url)


@doc("r17")
def r17(out: Path) -> None:
    pdf(out / "r17-reseller-quote-on-cloud-spec-h100-en.pdf", [
        ("brand", "BRIGHTWATER"),
        ("small", "Brightwater Systems Integration Ltd | 14 Canal Street, Manchester M1 3HE | Company no. 09981273 | "
                  "VAT GB 331 2290 17"),
        ("title", "Quotation for Aldermoor Robotics Ltd"),
        ("p", "Quote BW-Q-26-1187 | 4 December 2026 | valid 21 days<br/>Brightwater Systems Integration Ltd is an "
              "authorised partner of Cirrus Peak Cloud. This quotation is from Brightwater: your contract is with "
              "Brightwater, Brightwater invoices you and provides first-line support. Cirrus Peak Cloud operates "
              "the capacity and is not a party to this quotation."),
        ("h", "What we are quoting"),
        ("p", "Two (2) Cirrus Peak cp.h100.8x.metal nodes for twelve months (specification on page 2)."),
        ("t", [["Option", "Rate per GPU-hour", "Per node-hour", "Commitment", ""],
               ["On-demand", "GBP 2.60", "GBP 20.80", "none", ""],
               ["Reserved 1 year", "GBP 1.98", "GBP 15.84", "12-month commitment", "QUOTED"],
               ["Reserved 3 years", "GBP 1.62", "GBP 12.96", "36 months", ""]],
         [0.22, 0.2, 0.18, 0.24, 0.16], {"shade": [2]}),
        ("p", "Quoted: reserved 1 year at GBP 1.98 per GPU-hour (GBP 15.84 per node-hour), metered per second and "
              "invoiced monthly in arrears; VAT at 20% will be added. Indicative month: 16 GPUs x 730 h x 1.98 = "
              "GBP 23,126.40."),
        ("p", "Optional and not included: Cirrus Lustre shared file system, 100 TB, GBP 0.11 per GB-month."),
        ("h", "Brightwater service terms (back-to-back with Cirrus Peak)"),
        ("p", "Exact GPU model (NVIDIA H100 SXM5) and 80 GB per GPU in the order; NVSwitch within the node and NDR "
              "InfiniBand between the two nodes; dedicated bare metal, no virtualisation, no MIG, no sharing; 99.9% "
              "monthly availability per node with credits of 10% of the node's monthly charge per 0.1% below (cap "
              "50%), paid by Brightwater; acceptance within 48 hours of hand-over (nccl-tests two-node busbw at "
              "least 350 GB/s, fio at least 20 GB/s sequential read) before billing starts; local drives wiped "
              "within 7 days of the end of term with a certificate."),
        ("p", "Prepared by Hannah Okoro, Account Director, Brightwater."),
        ("pb",),
        ("brand", "Cirrus Peak Cloud"),
        ("title", "Instance specification: cp.h100.8x.metal"),
        ("t", [["Component", "Specification"],
               ["GPU", "8 x NVIDIA H100 SXM5 80 GB HBM3, NVSwitch, NVLink 900 GB/s per GPU"],
               ["CPU", "2 x Intel Xeon Platinum 8480+ (56 cores each), 112 cores"],
               ["Memory", "2 TB DDR5"],
               ["Boot", "1 x 1.92 TB NVMe"],
               ["Local storage", "7.68 TB x 4 NVMe, ephemeral (30.72 TB)"],
               ["Cluster network", "8 x 400 Gb/s InfiniBand NDR (3.2 Tb/s per node), GPUDirect RDMA"],
               ["Internet", "10 Gbps per node"]], [0.22, 0.78]),
        ("small", "Specification sheet reproduced by Brightwater with the permission of Cirrus Peak Cloud."),
    ], title="BW-Q-26-1187", author="Hannah Okoro", footer="Brightwater Systems Integration Ltd - BW-Q-26-1187")


@doc("r18")
def r18(out: Path) -> None:
    text(out / "r18-email-small-shop-no-sla-h200-en.txt", """
From: Jake Morrow <jake@quarrylight.io>
To: Renee Fischer <renee@tessellate.bio>
Cc: Priya Natarajan <priya@gpubrokerage.net>
Date: Thu, 4 Dec 2026 19:48 -0800
Subject: Re: 2x H200 for January

Hi Renee,

Priya said you're after two H200 boxes for 70B LoRA work in January - happy to help. Here's where we are:

- 2x HGX H200 boxes, each 8x H200 SXM 141GB, NVSwitch inside the box
- 2x AMD EPYC 9534 (64 cores each) = 128 cores, 2 TB RAM per box
- boot: 2x 960 GB NVMe; data: 4x 7.68 TB NVMe = 30.72 TB per box
- 4x 400G NDR InfiniBand per box (1.6 Tb/s), RDMA works
- 10 Gbps internet per box

Price is $19.5k/node/month - i.e. $19,500 per box per month, $39,000/mo for the pair - month to month, no
minimum, billed monthly in advance. No setup fee.

It's bare metal, the whole box is yours, nobody else on it. The spec above (H200 SXM 141GB x8) is what goes on
the invoice.

On your SLA questions, honestly: we don't do formal SLAs or service credits - we're a small shop and we fix
things fast on a best effort basis. There's no acceptance test as such; the boxes are yours when we hand over
SSH and billing starts that day. When you leave, please wipe your own drives - we just reimage the boxes.

Priya's intro fee is between her and us, it doesn't touch your price.

Cheers,
Jake

--
Jake Morrow
Quarrylight GPU - Reno, NV
quarrylight.io
""")


@doc("r19")
def r19(out: Path) -> None:
    pdf(out / "r19-letter-quotation-for-buyer-tm-a100-40g-en.pdf", [
        ("brand", "Halcyon Grid\u2122"),
        ("small", "GPU infrastructure for research teams | 88 Mill Street, Providence RI 02903 | +1 401 555 0187"),
        ("title", "Quotation for Wrenfield Robotics, Inc."),
        ("p", "Quotation HG-Q-3318 | 3 December 2026 | valid until 20 December 2026<br/>Attention: Marcus Webb, "
              "Head of Research Computing"),
        ("p", "Dear Marcus, thank you for the call on Monday. For your Llama 3 8B LoRA programme we propose two (2) "
              "dedicated 8-GPU A100 40GB servers:"),
        ("t", [["Per server", ""],
               ["GPUs", "8 x NVIDIA A100 SXM4 40GB HBM2, NVSwitch, NVLink 600 GB/s per GPU"],
               ["CPU / RAM", "2 x AMD EPYC 7543 (32 cores each), 64 cores; 1 TB DDR4"],
               ["Boot drive", "1 x 480 GB SATA SSD"],
               ["Local NVMe", "3.84 TB NVMe (x4), 15.36 TB per server"],
               ["Fabric", "4 x 200 Gb/s HDR InfiniBand (800 Gb/s per server), RDMA"],
               ["Internet", "1 Gbps per server"]], [0.22, 0.78], {"head": 0}),
        ("h", "Price"),
        ("t", [["Volume tier (GPUs under contract)", "Rate per GPU-hour", ""],
               ["1 - 31 GPUs", "$1.15", "applies: 16 GPUs"],
               ["32 - 63 GPUs", "$1.09", ""],
               ["64 GPUs or more (10% off)", "$1.04", ""]], [0.45, 0.25, 0.3], {"shade": [1]}),
        ("p", "Your rate: USD 1.15 per GPU-hour, billed in 1-hour increments and invoiced monthly, for a minimum of "
              "90 days. Prices exclude Rhode Island sales tax. Indicative month: 16 x 730 h x $1.15 = $13,432.00. "
              "Setup fee USD 1,200 per server (one-off), waived if the order is signed by 20 December 2026."),
        ("h", "What we commit to"),
        ("p", "The exact model (NVIDIA A100 SXM4 40GB) and 40 GB per GPU are written into the order; NVSwitch inside "
              "each server and HDR InfiniBand between them; both servers dedicated to Wrenfield, no MIG, no "
              "virtualisation, no sharing; 99.5% monthly availability, with a credit of 5% of the server's monthly "
              "charge for each 0.5% below (cap 40%); acceptance within 24 hours of hand-over (nccl-tests two-server "
              "busbw at least 45 GB/s, fio at least 6 GB/s sequential read), billing from acceptance; drives "
              "erased within 5 days after the term, with a certificate."),
        ("p", "Kind regards,<br/>Sofia Marchetti, Sales Engineer"),
        ("sp", 3),
        ("small", "Halcyon Grid is a trademark of Halcyon Grid Computing Corp., a Delaware corporation. Quotations are "
                  "issued and contracts entered into by Halcyon Grid Computing Corp."),
    ], title="HG-Q-3318", author="Sofia Marchetti", footer="Halcyon Grid Computing Corp. - HG-Q-3318")


@doc("r20")
def r20(out: Path) -> None:
    pdf(out / "r20-cpq-quote-export-h100-1979-dense-en.pdf", [
        ("small", "DealDesk CPQ - Quote document - generated 2026-12-05 11:03 PST"),
        ("brand", "IRONBARK"),
        ("small", "Ironbark Compute, Inc. | 2100 Harrison St, Oakland CA 94612 | ironbark.ai"),
        ("title", "Quote Q-00048213"),
        ("t", [["Status", "Approved", "Expiration", "2026-12-19"],
               ["Account", "Lumen Biosciences, Inc.", "Opportunity", "Lumen Bio - H100 training Q1"],
               ["Prepared by", "Evan Brooks", "Payment terms", "Net 30"],
               ["Subscription term", "6 months (minimum 6 months)", "Currency", "USD"]],
         [0.16, 0.34, 0.16, 0.34], {"head": 0}),
        ("h", "Quote line items"),
        ("t", [["Product code", "Product", "Qty", "Unit", "List unit price", "Discount", "Net unit price",
                "Net total (monthly est.)"],
               ["IBK-H100-8X-RES", "Reserved 8x H100 SXM5 node capacity (4 nodes)", "32", "GPU-hour", "$2.60",
                "15%", "$2.21", "$51,625.60"],
               ["IBK-SUP-PRM", "Premium support, 8% of compute", "1", "month", "8%", "-", "8%", "$4,130.05"],
               ["IBK-ONB", "Onboarding and cluster validation (one-off)", "1", "each", "$3,000.00", "0%",
                "$3,000.00", "$3,000.00 (once)"]],
         [0.13, 0.25, 0.05, 0.08, 0.1, 0.08, 0.1, 0.21]),
        ("p", "Net price USD 2.21 per GPU-hour after the approved 15% discount; billed hourly, invoiced monthly; "
              "monthly estimate 32 GPUs x 730 h. Taxes not included."),
        ("h", "Product specification - IBK-H100-8X"),
        ("t", [["Attribute", "Value"],
               ["GPU", "8 x NVIDIA H100 SXM5 80GB HBM3 per node"],
               ["Peak BF16 (dense)", "1,979 TFLOPS per GPU"],
               ["GPU interconnect", "NVSwitch, NVLink 900 GB/s per GPU"],
               ["CPU / memory", "2 x Intel Xeon Platinum 8468 (48 cores each), 96 cores; 2 TB DDR5"],
               ["Boot", "2 x 960 GB NVMe, RAID 1"],
               ["Data", "8 x 3.84 TB NVMe, 30.72 TB per node"],
               ["Fabric", "8 x 400 Gb/s NDR InfiniBand per node (3.2 Tb/s), RDMA"],
               ["Internet", "10 Gbps per node"]], [0.25, 0.75]),
        ("h", "Terms"),
        ("p", "Exact GPU model and 80 GB per GPU as specified; NVSwitch in-node and NDR InfiniBand between nodes; "
              "dedicated bare metal, no virtualisation or sharing; 99.9% monthly availability, credit of 10% of the "
              "monthly fee per 0.1% below (cap 50%); acceptance within 48 h (nccl-tests four-node busbw at least "
              "350 GB/s, fio at least 20 GB/s), billing from acceptance; drives purged within 7 days of term end "
              "with a certificate."),
    ], land=True, title="Quote Q-00048213", author="Evan Brooks", footer="Ironbark Compute, Inc. - Q-00048213")


@doc("r21")
def r21(out: Path) -> None:
    pdf(out / "r21-poc-then-rental-letter-mi300x-en.pdf", [
        ("brand", "Pelican Bay"),
        ("small", "Pelican Bay Compute, LLC | 4470 W Sunset Rd, Las Vegas NV 89118 | Powered by AMD Instinct\u2122"),
        ("title", "Proof of concept and rental offer"),
        ("p", "To: Driftwood AI Labs, Inc., attn. Keiko Tanaka | From: Raúl Ortega, Pelican Bay Compute, LLC | "
              "5 December 2026 | Ref. PB-POC-0412"),
        ("p", "Keiko, as discussed, here is a two-phase offer so your team can validate ROCm on your Llama 3 70B "
              "LoRA pipeline before committing."),
        ("h", "Phase 1 - proof of concept"),
        ("p", "One node for five (5) days at no charge, starting 15 December 2026."),
        ("h", "Phase 2 - rental"),
        ("p", "Two (2) nodes at USD 1.79 per GPU-hour (USD 14.32 per node-hour), billed per second and invoiced "
              "monthly; no minimum term after the proof of concept. Prices are exclusive of tax. Indicative month: "
              "16 x 730 h x $1.79 = $20,907.20."),
        ("h", "Per node"),
        ("t", [["Component", "Specification"],
               ["GPUs", "8 x AMD Instinct MI300X 192 GB HBM3 (OAM), Infinity Fabric (xGMI) full mesh - no NVLink, "
                "this is an AMD platform"],
               ["Server", "Supermicro AS-8125GS-TNMR2 (Supermicro is the OEM and not a party)"],
               ["CPU / RAM", "2 x AMD EPYC 9654 (96 cores each), 192 cores; 1.5 TB DDR5"],
               ["Boot", "2 x 1.92 TB NVMe, RAID 1"],
               ["Local NVMe", "8 x 3.84 TB (30.72 TB)"],
               ["Fabric", "8 x 400 Gb/s RoCE v2 per node (3.2 Tb/s), RDMA"],
               ["Internet", "10 Gbps per node"],
               ["Facility", "Mojave Data Centers LV-2 (facility operator, not a party)"]], [0.2, 0.8]),
        ("h", "Commitments (both phases)"),
        ("p", "AMD Instinct MI300X with 192 GB per GPU as named; xGMI full mesh in-node and RoCE v2 between nodes; "
              "dedicated servers, no partitioning (SPX mode), no sharing; 99.9% monthly availability, credit of 10% "
              "of the node's monthly charge per 0.1% below (cap 50%); acceptance at the start of Phase 2 within 48 h "
              "(rccl-tests two-node busbw at least 250 GB/s, fio at least 20 GB/s), billing from acceptance; drives "
              "erased within 72 hours of the end of each phase, with a certificate."),
        ("p", "Regards,<br/>Raúl Ortega, Pelican Bay Compute, LLC"),
    ], title="PB-POC-0412", author="Raul Ortega", footer="Pelican Bay Compute, LLC - PB-POC-0412")


@doc("r22")
def r22(out: Path) -> None:
    pdf(out / "r22-reserved-capacity-annual-h200-eur-en.pdf", [
        ("brand", "NORTHFOLD"),
        ("small", "Northfold Compute AB, a subsidiary of Northfold Group AB | Kungsgatan 44, 111 35 Stockholm | "
                  "org. nr 559312-4471"),
        ("title", "Reserved Capacity - Order Summary NF-RC-2026-077"),
        ("p", "Customer: Saimaa Language Technologies Oy (Lappeenranta, Finland) | 4 December 2026"),
        ("p", "Eight (8) dedicated HGX H200 nodes in Northfold's hall at Dalalven DC, Borlange (facility operator, "
              "not a party). Servers by Supermicro (OEM, not a party)."),
        ("h", "Term options"),
        ("t", [["Option", "Per node-year", "Monthly equivalent", "Commitment", ""],
               ["1-year reserved", "EUR 211,800", "EUR 17,650 per node-month", "twelve (12) months", ""],
               ["3-year reserved", "EUR 193,500", "EUR 16,125 per node-month", "thirty-six (36) months", "SELECTED"]],
         [0.2, 0.18, 0.26, 0.2, 0.16], {"shade": [2]}),
        ("p", "Selected: 3-year reserved at EUR 193,500 per node-year (EUR 16,125 per node-month equivalent); eight "
              "nodes EUR 1,548,000 per year, invoiced annually in advance; minimum term thirty-six (36) months. "
              "Prices exclude VAT (reverse charge applies to the Finnish customer)."),
        ("p", "Optional, not included: WEKA shared file system, 1 PB cluster-wide, EUR 0.07 per GB-month."),
        ("h", "Per node"),
        ("t", [["Component", "Specification"],
               ["GPUs", "8 x NVIDIA H200 SXM 141 GB HBM3e, NVSwitch, NVLink 900 GB/s per GPU"],
               ["CPU / RAM", "2 x AMD EPYC 9454 (48 cores each), 96 cores; 2 TB DDR5"],
               ["OS", "2 x 960 GB NVMe, RAID 1"],
               ["Local data", "8x 7.68TB NVMe (61.44 TB)"],
               ["Compute fabric", "8 x 400 Gb/s NDR InfiniBand (3.2 Tb/s per node), GPUDirect RDMA"],
               ["Storage fabric", "2 x 200 GbE to the optional WEKA cluster"],
               ["Internet", "25 Gbps per node"]], [0.2, 0.8]),
        ("h", "Service terms"),
        ("p", "NVIDIA H200 SXM with 141 GB per GPU as stated; NVSwitch in-node, NDR InfiniBand between nodes; nodes "
              "dedicated to the Customer, no virtualisation, MIG or oversubscription; 99.9% monthly availability per "
              "node, credit of 10% of the node's monthly equivalent per 0.1% below (cap 50%); acceptance within 72 "
              "hours (nccl-tests eight-node busbw at least 340 GB/s, fio at least 25 GB/s per node), the term "
              "starting on acceptance; all drives erased within 10 days of expiry, with a certificate."),
        ("p", "Northfold Compute AB - Erik Lindqvist, Head of Sales"),
    ], title="NF-RC-2026-077", author="Erik Lindqvist", footer="Northfold Compute AB - NF-RC-2026-077")


# ================================================================================================ bilingual
@doc("r23")
def r23(out: Path) -> None:
    pdf(out / "r23-saomiao-fuwu-querendan-zhanghu-h800-bi.pdf", [
        ("scan", 2, "<font size=14>服 务 确 认 单　SERVICE CONFIRMATION</font>"),
        ("scan", 0, "编号 No.：DPW-SC-1206　　日期 Date：2026-12-06"),
        ("scan", 4, "服务方 Provider：深圳大鹏湾算力科技有限公司 Shenzhen Dapeng Bay Computing Technology Co., Ltd."),
        ("scan", 1, "客户 Customer：港岛语言模型有限公司 Island Language Models Limited（Hong Kong）"),
        ("scan", 3, "1. 资源 Resources：2 台 nodes × 8 × NVIDIA H800 SXM5 80GB；NVSwitch 全互联 full mesh，"
                    "NVLink 400GB/s。"),
        ("scan", 0, "2. 主机 Host：2 × Intel Xeon Platinum 8468（48 核 cores）= 96 核；2TB 内存 RAM；启动盘 boot "
                    "2 × 960GB NVMe（RAID1）；数据盘 data 7.68TB×4（30.72TB）；计算网 fabric 8 × 400G NDR "
                    "InfiniBand（3.2Tbps），RDMA；公网 internet BGP 200Mbps 独享 dedicated。"),
        ("scan", 2, "3. 价格 Price：¥66,000 /台/月 per node-month（不含税 excl. VAT），另加 6% 增值税 plus 6% VAT，"
                    "含税 incl. ¥69,960；不少于半年 not less than six (6) months；按月计费 billed monthly。"),
        ("scan", 5, "4. 承诺 Commitments：型号显存 H800 SXM5 80GB 入约 in the contract；NVSwitch 全互联及 NDR IB 如上；"
                    "整机独享 dedicated, no slicing；月可用率 99.9% monthly；每低 0.1% 补偿 5% 月租 credit，上限 50%；"
                    "交付 48 小时内验收 acceptance（nccl-tests 双机 busbw ≥ 180GB/s，fio ≥ 15GB/s）；期满 7 日内"
                    "删除数据 deletion 并出具证明 certificate。"),
        ("scan", 1, "5. 收款 Remittance：户名 Account name：深圳大鹏湾算力科技有限公司<br/>"
                    "开户行 Bank：招商银行深圳分行营业部 China Merchants Bank, Shenzhen Branch<br/>"
                    "账号 A/C：7559 2100 1234 567　SWIFT：CMBCCNBS"),
        ("sp", 6),
        ("t", [["客户确认 Customer", "服务方 Provider"],
               ["<font color='#b3202a'>【港岛语言模型有限公司 Island Language Models Limited】</font>",
                "<font color='#b3202a'>【深圳大鹏湾算力科技有限公司 合同专用章】</font>"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
        ("small", "（扫描件 scanned copy）"),
    ], cjk=True, title="scan_DPW-SC-1206.pdf", author="", footer="")


@doc("r24")
def r24(out: Path) -> None:
    text(out / "r24-whatsapp-export-h200-mig-hkd-bi.txt", """
WhatsApp Chat with Kelvin Lau (Harbour GPU)
Exported 05/12/2026 by Dr Ada Ng (Lantau Genomics)

[05/12/2026, 10:02:11] Ada Ng: Hi Kelvin, 我哋想租 H200 做 Llama 3 8B LoRA，要 dedicated 㗎，唔要 share。
[05/12/2026, 10:04:37] Kelvin Lau (Harbour GPU): 冇問題! H200 獨享實例 dedicated instance，HK$18.80 每小時 per hour，
按分鐘計 billed per minute，冇最低消費 no minimum.
[05/12/2026, 10:06:02] Ada Ng: 係咪 full 141GB?
[05/12/2026, 10:09:48] Kelvin Lau (Harbour GPU): 講清楚先 to be clear: 係一張 H200 SXM 141GB 切成 MIG 3g.71gb，
你個 instance 有 71GB 顯存 memory，另一半 the other half 係另一個客用緊。instance 本身係你獨享嘅。
[05/12/2026, 10:10:30] Ada Ng: So it's not a whole card.
[05/12/2026, 10:11:15] Kelvin Lau (Harbour GPU): 係，half card，價錢都係半價嚟 priced as half.
[05/12/2026, 10:12:40] Ada Ng: CPU / RAM / disk?
[05/12/2026, 10:15:03] Kelvin Lau (Harbour GPU): 16 vCPU，192GB RAM；system disk 100GB 雲端碟 cloud disk；
data volume 1TB network block storage，500MB/s。冇 local NVMe。
[05/12/2026, 10:17:22] Ada Ng: SLA?
[05/12/2026, 10:19:58] Kelvin Lau (Harbour GPU): 99.9% monthly，按我哋 SLA 條款賠 credits per our SLA terms；
instance delete 咗之後 24 小時內清除 volumes，data wiped within 24h.
[05/12/2026, 10:21:44] Ada Ng: OK, let me check with the team.
[05/12/2026, 10:23:10] Kelvin Lau (Harbour GPU): 👍 合約方係 contracting entity: Harbour GPU Limited 海港算力有限公司，
觀塘 Kwun Tong。我 send 份 order form 俾你。
""")


@doc("r25")
def r25(out: Path) -> None:
    pdf(out / "r25-dailishang-baojia-meranti-h100-pcie-sgd-bi.pdf", [
        ("brand", "丹戎算力 TANJONG COMPUTE"),
        ("small", "Tanjong Compute Pte. Ltd. 丹戎算力私人有限公司 | UEN 202219874W | 10 Anson Road #21-07, Singapore "
                  "079903 | 美兰蒂云 Meranti Cloud 授权合作伙伴 authorised partner"),
        ("title", "报价单 QUOTATION　TJ-Q-2612-058"),
        ("p", "客户 Customer：兰花语音私人有限公司 Orchid Speech Pte. Ltd.　日期 Date：2026-12-05　有效期 Valid：14 天 "
              "days"),
        ("p", "由美兰蒂云提供算力，丹戎算力代理销售 / Capacity provided by Meranti Cloud, sold by Tanjong Compute. "
              "合同与发票均由丹戎算力出具 Contract and invoices are issued by Tanjong Compute Pte. Ltd.; "
              "美兰蒂云不是合同当事方 Meranti Cloud is not a party."),
        ("h", "价格 Price"),
        ("t", [["项目 Item", "单价 Rate", "备注 Notes"],
               ["1 台 node × 8 × H100 PCIe 80GB", "S$3.05 /GPU/小时 per GPU-hour（不含 excl. 9% GST）",
                "含税 incl. GST S$3.32；= S$24.40 每节点每小时 per node-hour"],
               ["计费 Billing", "按小时计量 metered hourly，按月开票 invoiced monthly", ""],
               ["期限 Term", "最短 3 个月 minimum three (3) months", ""]], [0.3, 0.38, 0.32]),
        ("h", "规格 Specification（引自 from Meranti Cloud spec mc.h100p.8x）"),
        ("t", [["部件 Part", "规格 Spec"],
               ["GPU", "8 × NVIDIA H100 PCIe 80GB HBM2e"],
               ["卡间 GPU links", "NVLink 桥接两两成对 bridged in pairs（每对 600GB/s per pair），对间 PCIe Gen5 "
                "between pairs；无 NVSwitch no NVSwitch"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Gold 6448Y（32 核 cores）= 64 核；1TB"],
               ["系统盘 Boot", "2 × 480GB SATA SSD（RAID1）"],
               ["本地盘 Local", "4 × 3.84TB NVMe（15.36TB）"],
               ["网络 Network", "单节点 single node，无机间网络 no inter-node fabric；公网 internet 1Gbps"]],
         [0.22, 0.78]),
        ("h", "服务承诺 Commitments（丹戎算力对客户承担 Tanjong is liable to the Customer）"),
        ("p", "型号显存 H100 PCIe 80GB 入约 in the contract；桥接拓扑如上 topology as stated；整机独享 dedicated，"
              "不切分 no MIG；月可用率 99.9% monthly；每低 0.1% 补偿 10% 月费 credit，上限 50%；交付 24 小时内验收 "
              "acceptance（nvidia-smi topo -m 显示成对 NV 连接 paired NV links，p2pBandwidthLatencyTest，fio ≥ 6GB/s）"
              "；"
              "期满 7 日内删除数据 deletion 并出具证明 certificate。"),
        ("p", "联系人 Contact：Lim Wei Jie 林伟杰，Tanjong Compute Pte. Ltd."),
    ], cjk=True, title="TJ-Q-2612-058", author="Lim Wei Jie", footer="Tanjong Compute Pte. Ltd. | TJ-Q-2612-058")


@doc("r26")
def r26(out: Path) -> None:
    text(out / "r26-infra-wiki-rented-4090-box-bi.md", """
# infra / gpu-rental / tf-4090-01

> 溪流实验室 Rivulet Labs · 基础设施 wiki · 维护人 owner：赵一帆 (infra) · 最后更新 last edited 2026-12-05

这页记录我们从 **天府算力 Tianfu GPU** 租的 4090 整机，方便大家查配置和合同条款。
This page documents the RTX 4090 box we rent from Tianfu GPU.

- 供应商 Vendor：成都天府云算科技有限公司 Chengdu Tianfu Cloud Computing Co., Ltd.（品牌 brand：天府算力）
- 合同 Contract：TF-HT-2026-0455（2026-12-01 起 from）
- 之前用的 蓉城云 RongCloud 3090 已于 11 月底退租 — previous RongCloud 3090 boxes were returned end of November.

## 配置 Hardware

| 项目 Item | 配置 Spec |
|---|---|
| GPU | 8 × NVIDIA GeForce RTX 4090 24GB |
| 卡间 GPU links | PCIe 4.0，4090 没有 NVLink（no NVLink），P2P 关闭 off |
| CPU | 2 × AMD EPYC 7543（32 核 cores），共 64 核 |
| 内存 RAM | 512GB |
| 系统盘 OS drive | 1 × 1TB NVMe |
| 数据盘 Data | 2 × 3.84TB NVMe，RAID0，挂载 /data，可用 7.68TB |
| 公网 Internet | 200Mbps 独享 dedicated |

单机 single box，没有机间网络 no inter-node fabric。

## 价格 Price

- ¥1.60 /卡/时 per GPU-hour（含税 incl. VAT），即 ¥12.80 /台/时 per node-hour
- 按小时计费 billed hourly，月结 invoiced monthly；无最低租期 no minimum term

## 合同条款摘录 Contract terms (copied from TF-HT-2026-0455 §5)

1. 型号 RTX 4090、每卡 24GB 写入合同 model and memory in the contract
2. 卡间 PCIe 4.0 拓扑如实写入合同 PCIe 4.0 topology stated in the contract
3. 整机独享，不切分、不超售 whole box dedicated, no sharing
4. 月可用率 99.5%；低于承诺按不可用时长 3 倍补偿 credits at 3× the downtime
5. 交付 4 小时内验收：nvidia-smi、p2pBandwidthLatencyTest、fio 数据盘顺序读 ≥ 6GB/s；不合格免费更换 acceptance
6. 退租后 24 小时内擦除数据盘并出具记录 drives wiped within 24 h of return, with a record

## Runbook

- 登录 login：`ssh ops@tf-4090-01.rivulet.internal`（经跳板 via bastion）
- 训练数据放 /data，不要放系统盘 keep datasets on /data, not the OS drive
""")


@doc("r27")
def r27(out: Path) -> None:
    pdf(out / "r27-jishu-guige-baojia-zigongsi-a800-405b-bi.pdf", [
        ("brand", "贺兰山算力 HELANSHAN COMPUTE"),
        ("small", "银川贺兰山算力科技有限公司 Yinchuan Helanshan Computing Technology Co., Ltd.（宁夏贺兰山数字集团有限"
                  "公司"
                  "全资子公司 a wholly-owned subsidiary of Ningxia Helanshan Digital Group Co., Ltd.）"),
        ("title", "技术规格及报价书 Technical Specification & Quotation"),
        ("p", "编号 No.：HLS-TS-2612-03　　日期 Date：2026-12-05"),
        ("t", [["客户需求 Customer requirement", ""],
               ["客户 Customer", "兰州黄河语言智能研究院 Lanzhou Yellow River Institute of Language Intelligence"],
               ["任务 Task", "在一台 8 卡服务器上对 Llama 3 405B 做 LoRA 微调 / LoRA fine-tuning of Llama 3 405B on a "
                "single 8-GPU server"],
               ["期限 Period", "3 个月 three months"]], [0.26, 0.74], {"head": 1, "span": [((0, 0), (1, 0))]}),
        ("h", "技术规格 Specification（1 台 node）"),
        ("t", [["项目 Item", "规格 Spec"],
               ["GPU", "8 × NVIDIA A800 SXM4 80GB；NVSwitch 全互联 full mesh，NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8358（32 核 cores）= 64 核"],
               ["内存 RAM", "1TB DDR4"],
               ["系统盘 Boot", "2 × 480GB SATA SSD（RAID1）"],
               ["数据盘 Data", "3.84 TB (x4) NVMe，共 15.36TB"],
               ["网络 Network", "单机交付，不含 InfiniBand / single node, no InfiniBand；公网 internet 100Mbps 独享"]],
         [0.22, 0.78]),
        ("h", "报价 Quotation"),
        ("p", "¥4,800 /卡/月 per GPU-month（含 6% 增值税 incl. VAT），即 ¥38,400 /台/月 per node-month；最短 3 个月 "
              "minimum three (3) months；按月计费 billed monthly。3 个月合计 total ¥115,200。"),
        ("h", "承诺 Commitments"),
        ("p", "型号显存 A800 SXM4 80GB 入约 in the contract；NVSwitch 全互联；整机独享 dedicated，不切分 no slicing；"
              "月可用率 99.9% monthly；每低 0.1% 补偿 5% 月租 credit，上限 50%；交付 48 小时内验收 acceptance"
              "（nccl-tests 单机 busbw ≥ 150GB/s，fio ≥ 8GB/s）；期满 7 日内删除数据 deletion 并出具证明。"),
        ("p", "银川贺兰山算力科技有限公司　销售部 Sales：马骏 Ma Jun"),
    ], cjk=True, title="HLS-TS-2612-03", author="马骏", footer="贺兰山算力 | HLS-TS-2612-03")


@doc("r28")
def r28(out: Path) -> None:
    pdf(out / "r28-sla-jiage-biao-a100-80g-eur-bi.pdf", [
        ("brand", "TAUNUS COMPUTE"),
        ("small", "陶努斯算力有限公司 Taunus Compute GmbH | Hanauer Landstrasse 300, 60314 Frankfurt am Main | "
                  "HRB 128844"),
        ("title", "服务等级协议及价格表 Service Level Agreement & Price Schedule"),
        ("p", "编号 Ref.：TC-SLA-2026-31 | 服务方 Provider：Taunus Compute GmbH 陶努斯算力有限公司 | 客户 Customer："
              "DeepBlue Translate Europe B.V. 深蓝译科（欧洲）有限公司 | 2026-12-04"),
        ("h", "第一部分 Part 1：服务等级 Service levels"),
        ("p", "1.1 服务 Service：2 台 nodes × 8 × NVIDIA A100 SXM4 80GB，部署于 hosted at Rhein-Main DC 7"
              "（机房运营方 facility operator，非协议方 not a party）。"),
        ("p", "1.2 型号与显存 Model and memory：NVIDIA A100 SXM4、每卡 80GB 写入本协议 stated in this agreement。"),
        ("p", "1.3 互联 Interconnect：机内 NVSwitch 全互联 NVLink 600GB/s；机间 8 × 200G HDR InfiniBand（1.6Tb/s），RDM"
              "A。"),
        ("p", "1.4 独享 Dedicated：整机独享，不虚拟化、不切分、不超售 no virtualisation, partitioning or "
              "oversubscription。"),
        ("p", "1.5 可用率 Availability：每节点月可用率 99.9% per node per month。"),
        ("p", "1.6 补偿 Credits：99.0%–99.9%：10%；95.0%–99.0%：25%；低于 below 95.0%：50%（按该节点当月费用 of the "
              "node's monthly fee）。"),
        ("p", "1.7 验收 Acceptance：交付 72 小时内 within 72 h：nccl-tests 双机 two-node busbw ≥ 90GB/s，fio ≥ 10GB/s；"
              "合格后计费 billing from acceptance。"),
        ("p", "1.8 数据 Data：期满 7 日内删除全部数据并出具证明 all data erased within 7 days, certificate issued"
              "（GDPR）。"),
        ("h", "第二部分 Part 2：价格表 Price schedule"),
        ("t", [["方案 Option", "价格 Price", "计费 Billing", "状态 Status"],
               ["按需 On-demand", "EUR 2.45 /GPU/小时 per GPU-hour", "按小时 hourly", "未选 not selected"],
               ["包月 Monthly reserved（12 个月 months）", "EUR 11,900 /台/月 per node-month", "按月预付 monthly in "
                "advance", "已选 SELECTED"]], [0.3, 0.3, 0.2, 0.2], {"shade": [2]}),
        ("p", "已选 Selected：EUR 11,900 /台/月 per node-month，12 个月承诺 12-month commitment（十二个月 twelve months"
              "）；"
              "价格不含 19% 增值税 excl. 19% VAT（reverse charge）。"),
        ("h", "节点配置 Node configuration"),
        ("t", [["项目 Item", "规格 Spec"],
               ["CPU / 内存 RAM", "2 × AMD EPYC 7763（64 核 cores each）= 128 核；2TB"],
               ["系统盘 Boot", "2 × 960GB NVMe（RAID1）"],
               ["数据盘 Data", "30.72 TB（7.68 TB ×4 NVMe，约 27.9 TiB）"],
               ["公网 Internet", "10Gbps"]], [0.22, 0.78]),
        ("p", "Taunus Compute GmbH — Jonas Weber, Managing Director / 总经理"),
    ], cjk=True, title="TC-SLA-2026-31", author="Jonas Weber", footer="Taunus Compute GmbH | TC-SLA-2026-31")


@doc("r29")
def r29(out: Path) -> None:
    pdf(out / "r29-baojia-beizhu-gongxiang-nas-xiansu-l40s-bi.pdf", [
        ("brand", "鼓浪屿算力 GLY COMPUTE"),
        ("small", "厦门鼓浪屿算力科技有限公司 Xiamen Gulangyu Computing Technology Co., Ltd. | 厦门市思明区鹭江道 8 "
                  "号"),
        ("title", "报价单 Quotation　GLY-QT-2612-22"),
        ("p", "客户 Customer：泉州刺桐智能科技有限公司 Quanzhou Citong Intelligence Co., Ltd.<br/>用途 Purpose：Llama 3"
              " 8B "
              "两机预训练 pre-training across two nodes　日期 Date：2026-12-05"),
        ("t", [["项目 Item", "内容 Offer", "备注 Remarks"],
               ["GPU", "2 台 nodes × 8 × NVIDIA L40S 48GB", "PCIe 4.0，L40S 无 NVLink no NVLink"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Gold 6430（32 核 cores）= 64 核；512GB", ""],
               ["系统盘 Boot", "1 × 480GB SATA SSD", ""],
               ["数据存储 Data", "共享 NAS（NFS）shared NAS", "见说明 1 see note 1"],
               ["机间网络 Node-to-node", "1 × 25GbE", "见说明 2 see note 2"],
               ["公网 Internet", "100Mbps", "见说明 3 see note 3"],
               ["价格 Price", "¥4.10 /卡/时 per GPU-hour（含税 incl. VAT）", "= ¥32.80 /台/时 per node-hour"],
               ["计费 Billing", "按小时 billed hourly，月结 invoiced monthly", ""],
               ["期限 Term", "最短 1 个月 minimum one (1) month", ""]], [0.22, 0.45, 0.33]),
        ("pb",),
        ("h", "重要说明 Important notes"),
        ("p", "1. 数据存储 Data：训练数据存放于集群共享 NAS（NFS），每租户读写带宽限速 250MB/s / the shared NAS is "
              "capped at 250 MB/s per tenant；节点无本地数据盘 no local data disk。"),
        ("p", "2. 机间网络 Node-to-node：1 × 25GbE 以太网，TCP/IP，不支持 RDMA / no RDMA，无 InfiniBand / no "
              "InfiniBand。"),
        ("p", "3. 公网 Internet：100Mbps，晚高峰（19:00–23:00）限速至 50Mbps / throttled to 50 Mbps at the evening peak"
              "。"),
        ("h", "服务承诺 Commitments"),
        ("p", "型号显存 L40S 48GB 入约 in the contract；卡间 PCIe 4.0 与机间 25GbE 如上写入合同 interconnect as stated"
              "；"
              "整机独享 dedicated，不切分 no sharing；月可用率 99.9% monthly；每低 0.1% 补偿 5% 月费 credit，上限 50%；"
              "交付 24 小时内验收 acceptance（nccl-tests 单机 busbw ≥ 18GB/s，iperf3 ≥ 20Gb/s）；期满 5 日内删除数据 "
              "deletion 并出具证明 certificate。"),
        ("p", "报价人 Prepared by：苏静 Su Jing，鼓浪屿算力"),
    ], cjk=True, title="GLY-QT-2612-22", author="苏静", footer="鼓浪屿算力 | GLY-QT-2612-22")


@doc("r30")
def r30(out: Path) -> None:
    pdf(out / "r30-dingdan-fukuan-tongzhi-daishou-h20-bi.pdf", [
        ("brand", "甬江算力 YONGJIANG COMPUTE"),
        ("small", "宁波甬江算力科技有限公司 Ningbo Yongjiang Computing Technology Co., Ltd. | 宁波市鄞州区首南中路 99 "
                  "号"),
        ("title", "订单确认及付款通知书 Order Confirmation & Payment Notice"),
        ("p", "编号 No.：YJ-OC-2612-15　　日期 Date：2026-12-05<br/>客户 Customer：绍兴鉴湖数字科技有限公司 Shaoxing "
              "Jianhu Digital Technology Co., Ltd."),
        ("h", "订单内容 Order"),
        ("t", [["项目 Item", "内容 Details"],
               ["资源 Resources", "3 台 nodes × 8 × NVIDIA H20 96GB HBM3；NVSwitch 全互联 full mesh，NVLink 900GB/s"],
               ["单价 Unit price", "¥2,980 /卡/月 per GPU-month（不含税 excl. VAT），即 ¥23,840 /台/月 per node-month；"
                "含 6% 增值税 incl. VAT ¥25,270.40 /台/月"],
               ["大写 In words", "每台每月含税 人民币贰万伍仟贰佰柒拾元肆角整"],
               ["期限 Term", "十二个月 twelve (12) months，最短 minimum 12 个月；按月计费 billed monthly"],
               ["首期应付 First payment", "首月租金 first month ¥75,811.20 + 上架费 setup ¥1,500 × 3 = ¥4,500（一次性 "
                "one-off），合计 ¥80,311.20"]], [0.22, 0.78]),
        ("h", "单台配置 Per node"),
        ("t", [["部件 Part", "规格 Spec"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Platinum 8468（48 核 cores）= 96 核；2TB"],
               ["启动盘 Boot", "2 × 480GB SATA SSD（RAID1）"],
               ["本地盘 Local", "每卡配 1.92TB NVMe / 1.92 TB NVMe per GPU（单台 8 块 8 drives per node）"],
               ["计算网 Fabric", "4 × 200G RoCE v2（800Gb/s），RDMA"],
               ["公网 Internet", "100Mbps 独享 dedicated"]], [0.22, 0.78]),
        ("h", "收款信息 Remittance"),
        ("p", "通过 云付通 CloudPay 聚合收款 collected via CloudPay：开户名称 Account name：上海云付通支付服务有限公司"
              "（代收 collecting agent for 宁波甬江算力科技有限公司）；银行 Bank：中国银行上海市分行；付款备注 Referenc"
              "e："
              "YJ-OC-2612-15。云付通仅代收款项，不是合同当事方 CloudPay only collects payment and is not a party；"
              "发票由甬江算力开具 invoices are issued by Yongjiang Compute。"),
        ("h", "服务承诺 Commitments"),
        ("p", "型号显存 H20 96GB 入约 in the contract；NVSwitch 全互联，机间 RoCE v2 RDMA；整机独享 dedicated；"
              "月可用率 99.9% monthly；每低 0.1% 补偿 5% 月租 credit，上限 50%；交付 72 小时内验收 acceptance"
              "（nccl-tests 三机 busbw ≥ 100GB/s，fio ≥ 8GB/s）；期满 7 日内删除数据 deletion 并出具证明 certificate"
              "。"),
        ("p", "宁波甬江算力科技有限公司　商务部 Commercial：叶青 Ye Qing"),
    ], cjk=True, title="YJ-OC-2612-15", author="叶青", footer="甬江算力 | YJ-OC-2612-15")


@doc("r31")
def r31(out: Path) -> None:
    pdf(out / "r31-chanpin-guige-jianxia-huizhi-b200-4500-bi.pdf", [
        ("brand", "椰城算力 COCO COMPUTE"),
        ("small", "海口椰城算力有限公司 Haikou Coconut City Compute Co., Ltd. | 海南省海口市美兰区国兴大道 15 号"),
        ("title", "B200 训练节点 B200 Training Node"),
        ("big", "为千亿参数时代准备 Built for frontier-scale training"),
        ("t", [["参数 Parameter", "规格 Spec"],
               ["GPU", "8 × NVIDIA B200 180GB HBM3e"],
               ["BF16 稠密算力 dense", "4.5 PFLOPS / 卡 per GPU"],
               ["卡间 GPU links", "NVLink 5，NVSwitch 全互联 full mesh，每卡 1.8TB/s per GPU"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Platinum 8570（56 核 cores）= 112 核；2TB"],
               ["系统盘 Boot", "2 × 960GB NVMe"],
               ["数据盘 Data", "8 × 3.84TB NVMe（30.72TB）"],
               ["计算网 Fabric", "8 × 400G NDR InfiniBand（3.2Tbps），RDMA"],
               ["公网 Internet", "500Mbps 独享 dedicated"]], [0.28, 0.72]),
        ("h", "服务承诺 Commitments"),
        ("p", "型号显存 B200 180GB 入约 in the contract；NVSwitch 全互联，机间 NDR IB；整机独享 dedicated；月可用率 99."
              "9% "
              "monthly；每低 0.1% 补偿 5% 月租 credit，上限 50%；交付 48 小时内验收 acceptance（nccl-tests 双机 busbw "
              "≥ 600GB/s，fio ≥ 25GB/s）；期满 7 日内删除数据 deletion 并出具证明 certificate。"),
        ("sp", 6),
        ("p", "- - - - - - - - - - - - - - - 沿此线剪下 cut here - - - - - - - - - - - - - - -"),
        ("h", "订购回执 Order slip"),
        ("t", [["客户 Customer", "三亚崖州湾生物计算有限公司 Sanya Yazhou Bay Biocomputing Co., Ltd."],
               ["台数 Nodes", "2"],
               ["单价 Price", "¥238,000 /台/月 per node-month（含 6% 增值税 incl. VAT）"],
               ["租期 Term", "3 个月，最短 minimum three (3) months；按月计费 billed monthly"],
               ["签字盖章 Signature", "王蕾（三亚崖州湾生物计算有限公司）2026-12-06"]], [0.28, 0.72], {"head": 0}),
    ], cjk=True, title="COCO B200 datasheet", author="椰城算力", footer="椰城算力 COCO COMPUTE | 2026-12")


@doc("r32")
def r32(out: Path) -> None:
    pdf(out / "r32-qianyi-fangan-tihuan-a800-pcie-bi.pdf", [
        ("brand", "湟水算力 HUANGSHUI COMPUTE"),
        ("small", "西宁湟水算力科技有限公司 Xining Huangshui Computing Technology Co., Ltd. | 西宁市城北区生物园区经二"
                  "路 8 号"),
        ("title", "迁移方案及报价 Migration Proposal & Quotation"),
        ("p", "编号 No.：HS-MP-2612-02　　日期 Date：2026-12-04<br/>致 To：西宁三江源语料科技有限公司 Sanjiangyuan Corp"
              "us "
              "Technology Co., Ltd."),
        ("h", "现状与方案 Current set-up vs our offer"),
        ("t", [["", "现状 Current（兰州金城云 Jincheng Cloud）", "我方方案 Our offer"],
               ["GPU", "2 台 × 8 × RTX 4090 24GB", "1 台 × 8 × NVIDIA A800 PCIe 80GB"],
               ["显存合计 Total GPU memory", "384GB", "640GB"],
               ["月租 Monthly rent", "¥11,500 /台/月（共 ¥23,000）", "¥29,800 /台/月"],
               ["合同条款 Terms", "无可用率承诺 no uptime commitment", "见下 see below"]], [0.24, 0.38, 0.38]),
        ("h", "我方方案 Our offer（1 台 node）"),
        ("t", [["项目 Item", "规格 Spec"],
               ["GPU", "8 × NVIDIA A800 PCIe 80GB"],
               ["卡间 GPU links", "PCIe 4.0（经 PCIe Switch via PCIe switches），不含 NVLink 桥 / no NVLink bridges"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Gold 6338（32 核 cores）= 64 核；512GB"],
               ["系统盘 Boot", "1 × 960GB SATA SSD"],
               ["数据盘 Data", "4 × 3.84TB NVMe（15.36TB）"],
               ["网络 Network", "单机 single node；公网 internet 100Mbps 独享 dedicated"]], [0.22, 0.78]),
        ("h", "价格 Price"),
        ("p", "¥29,800 /台/月 per node-month（含 6% 增值税 incl. VAT）；最短 1 个月 minimum one (1) month；按月计费 "
              "billed monthly。数据迁移服务（一次性 one-off）免费 waived。"),
        ("h", "服务承诺 Commitments"),
        ("p", "型号显存 A800 PCIe 80GB 入约 in the contract；卡间 PCIe 4.0 拓扑如实写入合同 PCIe topology in the "
              "contract；整机独享 dedicated；月可用率 99.5% monthly；每低 0.5% 补偿 5% 月租 credit，上限 30%；交付 24 "
              "小时内验收 acceptance（nvidia-smi topo -m、p2pBandwidthLatencyTest、fio ≥ 6GB/s）；期满 5 日内删除"
              "数据 deletion 并出具证明 certificate。"),
        ("p", "湟水算力 客户经理 Account manager：祁海燕 Qi Haiyan"),
    ], cjk=True, title="HS-MP-2612-02", author="祁海燕", footer="湟水算力 | 西宁湟水算力科技有限公司 | HS-MP-2612-02")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout20")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
