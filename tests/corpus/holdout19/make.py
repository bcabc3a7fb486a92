"""Build the holdout19 studied corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English,
bilingual, weighted toward vendor identity (a buyer's purchase order with a Supplier box, 投标人 beside the 招标人
and the tender agent, 乙方 in a contract annex, "between X Ltd. (the "Provider")", a Feishu and a WeCom export, an
e-mail sign-off, a proforma's 销售方 beside its bank, a buyer's three-vendor comparison with one circled, data-centre
operators, payment processors, referral partners and agents that are not the vendor), pricing (card-hour,
card-month, node-month, node-day, instance-hour, node-hour; reserved vs on-demand on one page; discounts; tax in
and out; minimum terms in words; billing by second, minute, hour, day, month; revised quotes and change lists that
replace a price), storage (system vs data disks in quantity columns, RAID, shared file systems vs local NVMe,
totals stated outright) and the public uplink vs the inter-node fabric.

Run: python tests/corpus/holdout19/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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


def _styles(font: str, bold: str, cjk: bool, small: bool = False) -> dict[str, ParagraphStyle]:
    wrap = "CJK" if cjk else None
    cell = 7.0 if small else 8.4
    return {
        "title": ParagraphStyle("title", fontName=bold, fontSize=15, leading=20, spaceAfter=5, wordWrap=wrap),
        "ctitle": ParagraphStyle("ctitle", fontName=bold, fontSize=17, leading=22, spaceAfter=6, wordWrap=wrap,
                                 alignment=TA_CENTER),
        "brand": ParagraphStyle("brand", fontName=bold, fontSize=18, leading=22, spaceAfter=2, wordWrap=wrap,
                                textColor=NAVY),
        "slide": ParagraphStyle("slide", fontName=bold, fontSize=24, leading=30, spaceBefore=4, spaceAfter=8,
                                wordWrap=wrap, textColor=NAVY),
        "big": ParagraphStyle("big", fontName=font, fontSize=13, leading=19, spaceAfter=5, wordWrap=wrap),
        "h": ParagraphStyle("h", fontName=bold, fontSize=11, leading=14.5, spaceBefore=6, spaceAfter=3,
                            wordWrap=wrap),
        "p": ParagraphStyle("p", fontName=font, fontSize=9.3, leading=13.0, spaceAfter=3, wordWrap=wrap),
        "right": ParagraphStyle("right", fontName=font, fontSize=9.3, leading=13.0, spaceAfter=3, wordWrap=wrap,
                                alignment=TA_RIGHT),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.5, leading=10.0, wordWrap=wrap,
                                textColor=colors.HexColor("#444444")),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=cell, leading=cell + 2.4, wordWrap=wrap),
        "seal": ParagraphStyle("seal", fontName=bold, fontSize=8.6, leading=11.5, wordWrap=wrap, textColor=RED,
                               alignment=TA_CENTER),
        "mono": ParagraphStyle("mono", fontName=font if cjk else "Courier", fontSize=8.6, leading=11.6,
                               backColor=colors.HexColor("#f1efe8")),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool = False, title: str = "", author: str = "",
        footer: str = "", land: bool = False, small_cells: bool = False) -> None:
    """Lay out (kind, ...) items as a PDF with a footer and page numbers on every page.

    Kinds: brand, title, ctitle, slide, big, h, p, right, small (paragraphs); scan (a paragraph indented by the
    given mm, for a scanned look); sp (space, mm); pb (page break); mono (preformatted); seal (a red-bordered
    stamp, right-aligned); t (ruled table: rows, column fractions, options head / shade rows / bold rows / span /
    nogrid / box (cells framed in red, the circled choice))."""
    font = "STSong-Light" if cjk else "Helvetica"
    bold = "STSong-Light" if cjk else "Helvetica-Bold"
    st = _styles(font, bold, cjk, small_cells)
    size = landscape(A4) if land else A4
    margin = 12 * mm if land else 18 * mm
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=margin, rightMargin=margin,
                            topMargin=14 * mm, bottomMargin=18 * mm, title=title, author=author)
    width = size[0] - 2 * margin
    story: list = []
    for item in items:
        kind = item[0]
        if kind in ("brand", "title", "ctitle", "slide", "big", "h", "p", "right", "small"):
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
            seal = Table([[Paragraph(item[1], st["seal"])]], colWidths=[56 * mm], hAlign="RIGHT")
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
    pdf(out / "r01-caigou-dingdan-sku-supplier-h100-zh.pdf", [
        ("brand", "南京紫金山语智科技有限公司"),
        ("small", "ZIJINSHAN LINGUA　|　采购部　|　南京市玄武区中山门大街 301 号　|　本订单由需方出具"),
        ("sp", 2),
        ("ctitle", "采 购 订 单"),
        ("t", [["订单编号", "ZJS-PO-2026-1206-11", "下单日期", "2026-12-06"],
               ["供应商", "合肥庐州算力科技有限公司", "供应商编码", "SUP-0387"],
               ["供应商报价单", "LZ-QT-261201（2026-12-01）", "联系人", "庐州算力 · 蒋涛 138 5601 2277"],
               ["服务地点", "中国电信合肥蜀山数据中心（机房运营方，非本订单当事方）", "币种", "人民币（CNY）"]],
         [0.15, 0.38, 0.14, 0.33], {"head": 0}),
        ("p", "兹向供应商合肥庐州算力科技有限公司（以下简称“庐州算力”）订购下列租赁服务，"
              "单价均含 6% 增值税："),
        ("t", [["行", "物料编码", "描述", "单位", "单台数量", "合计数量", "单价（元）", "金额（元）"],
               ["10", "LZ-H100S-8G-M", "H100 SXM5 80GB 八卡服务器租赁", "台·月", "1", "2 台 × 6 月",
                "78,000.00", "936,000.00"],
               ["20", "LZ-DSK-SYS-960", "系统盘 960GB SATA SSD（RAID1）", "块", "2", "4", "含", "0.00"],
               ["30", "LZ-DSK-NV-7T68", "数据盘 7.68TB U.2 NVMe（不做 RAID）", "块", "4", "8", "含", "0.00"],
               ["40", "LZ-NET-BGP-100", "BGP 公网带宽 100Mbps 独享", "条·月", "1", "2 条 × 6 月",
                "600.00", "7,200.00"],
               ["50", "LZ-SVC-DEP", "上架部署及双机联调（一次性）", "项", "—", "1", "3,000.00", "3,000.00"],
               ["", "", "订单总金额", "", "", "", "", "946,200.00"]],
         [0.05, 0.15, 0.3, 0.07, 0.08, 0.11, 0.11, 0.13], {"bold": [6]}),
        ("p", "订单总金额大写：玖拾肆万陆仟贰佰元整。行 10 单价 78,000.00 元/台/月为含税价，不含税 73,584.91 元/台/月；"
              "行 20、30 为整机自带硬盘，单台数据盘合计 30.72TB；行 50 为一次性费用。"),
        ("h", "单台配置（供应商报价单附表）"),
        ("t", [["部件", "规格"],
               ["GPU", "8 × NVIDIA H100 SXM5 80GB HBM3，4 × NVSwitch，卡间 NVLink 900GB/s 全互联"],
               ["CPU / 内存", "2 × Intel Xeon Platinum 8480+（56 核），共 112 核；2TB DDR5"],
               ["计算网络", "8 × 400Gb/s NDR InfiniBand（每 GPU 一口），单台 3.2Tbps，GPUDirect RDMA"],
               ["存储网络", "2 × 100GbE，仅用于挂载需方自有并行存储（不含存储本身）"],
               ["管理 / 公网", "1GbE 带外管理；BGP 公网 100Mbps 独享（见行 40）"]], [0.18, 0.82]),
        ("h", "订单条款"),
        ("p", "1. 租期六个月，最短租期六个月，自验收合格次日起算；按自然月结算，月初 5 日内付款。"),
        ("p", "2. 供应商须交付 NVIDIA H100 SXM5、每卡显存 80GB 的整机，不得以 PCIe 版或他型号替代；"
              "机内 NVSwitch 全互联，机间 NDR InfiniBand。"),
        ("p", "3. 整机物理独享，不虚拟化、不切分、不超售。"),
        ("p", "4. 单台月可用率不低于 99.9%；每低 0.1 个百分点扣减该台当月租金 5%，最高 30%。"),
        ("p", "5. 验收：交付后 72 小时内按 nvidia-smi、nvidia-smi topo -m、nccl-tests（单机 busbw ≥ 360GB/s，"
              "双机 ≥ 180GB/s）、fio（顺序读 ≥ 8GB/s）验收。"),
        ("p", "6. 租期结束 7 日内供应商擦除全部数据盘并出具《数据擦除证明》。"),
        ("p", "7. 付款：供应商开户行招商银行合肥分行营业部，户名合肥庐州算力科技有限公司。"),
        ("sp", 3),
        ("t", [["需方：南京紫金山语智科技有限公司（采购专用章）", "供应商确认：合肥庐州算力科技有限公司（盖章）"],
               ["采购员：许岚", "确认人：蒋涛　2026-12-06"]], [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], cjk=True, title="采购订单 ZJS-PO-2026-1206-11", author="许岚", footer="ZJS-PO-2026-1206-11　第 1 页")


@doc("r02")
def r02(out: Path) -> None:
    pdf(out / "r02-xufei-tixing-baonian-baoyue-a800-zh.pdf", [
        ("brand", "云杉智算"),
        ("small", "YUNSHAN AI CLOUD　|　客户成功部　|　service@yunshan-ai.cn"),
        ("title", "实例到期及续费提醒"),
        ("p", "尊敬的厦门鹭岛星图科技有限公司：<br/>您在云杉智算购买的以下 GPU 裸金属实例将于 2026-12-31 到期。"
              "为避免业务中断，请在到期前完成续费。本次续费方式已按贵司 12 月 4 日邮件确认为"
              "<b>包月续费</b>，续费 3 个月。"),
        ("t", [["实例 ID", "规格族", "配置", "到期时间"],
               ["ysz-bm-a800-0231", "bm.gn8a.32xlarge", "8 × NVIDIA A800 SXM4 80GB，NVSwitch 全互联（NVLink 400GB/s）",
                "2026-12-31 23:59"]], [0.2, 0.2, 0.42, 0.18]),
        ("h", "续费价格（同页列示，含 6% 增值税）"),
        ("t", [["续费方式", "单价", "折合", "说明", "本次"],
               ["按量付费", "¥78.00 /卡/时", "约 ¥449,280 /台/月", "按小时计费，随时释放", "—"],
               ["包月续费", "¥46,800.00 /台/月", "¥5,850 /卡/月", "按月计费，最短 1 个月", "● 已选（3 个月）"],
               ["包年续费", "¥468,000.00 /台/年", "相当于 ¥39,000 /台/月", "一次性预付 12 个月", "—"]],
         [0.14, 0.2, 0.2, 0.28, 0.18], {"shade": [2]}),
        ("p", "本次续费金额：¥46,800.00 × 3 = ¥140,400.00（含税）。续费生效后按自然月计费，"
              "最短续费期一个月。"),
        ("h", "实例配置（续费后不变）"),
        ("t", [["项目", "配置"],
               ["CPU / 内存", "2 × Intel Xeon Platinum 8358P（32 核），共 64 核；1024GB DDR4"],
               ["系统盘", "ESSD 云盘 200GB（网络盘）"],
               ["本地数据盘", "4 × 3.84TB NVMe SSD，实例自带，合计 15.36TB"],
               ["文件存储（另行计费）", "CPFS 并行文件系统 50TB，多实例共享挂载，不在本次续费范围"],
               ["公网", "固定带宽 50Mbps（按带宽计费，含在包月价内）"],
               ["集群网络", "单实例使用，未开通 RDMA 集群网络"]], [0.22, 0.78]),
        ("h", "续费期间继续适用的服务承诺（合同 YSZ-2026-088 第五条）"),
        ("p", "交付型号为 NVIDIA A800 SXM4，每卡 80GB 显存；机内 NVSwitch 全互联；物理机整机独享，非虚拟化切分，"
              "不超售；月可用率 99.95%，每低 0.05% 按当月费用 10% 赔付，上限 100%；续费不重新交付，"
              "原验收标准（nccl-tests 单机 busbw ≥ 150GB/s、fio 顺序读 ≥ 6GB/s）继续作为服务基线，"
              "如需更换硬件须重新验收；实例释放后 24 小时内擦除本地盘及云盘数据，不可恢复。"),
        ("sp", 2),
        ("p", "如有疑问请联系您的客户经理 宋佳（180 1012 6630）。<br/>北京云杉智算科技有限公司　客户成功部"
              "<br/>2026 年 12 月 5 日"),
    ], cjk=True, title="实例到期及续费提醒", author="云杉智算", footer="云杉智算 · 北京云杉智算科技有限公司")


@doc("r03")
def r03(out: Path) -> None:
    rows = [["时间", "发送人", "消息"],
            ["12-04 14:02", "周舟（杭州拾光影像）", "刘经理好，我们想租 H100 做 8B 模型"
                                                    "的 LoRA，要整卡，先要 1 张卡试一周。"],
            ["12-04 14:05", "刘洋 | 青云栈", "没问题～H100 SXM 80G 整卡，9.8 元/卡/时，按分钟计费，"
             "随开随停，不设最低消费。"],
            ["12-04 14:07", "周舟（杭州拾光影像）", "显存是完整 80G 吧？之前别家给的是切过的。"],
            ["12-04 14:12", "马骁 | 青云栈 运维", "说明一下规格：我们是 K8s 容器平台，H100 用 HAMi 显存配额模式，"
             "每个容器分配 40GB 显存、50% 算力，同一张物理卡上还有另一个租户的容器。"
             "容器里 nvidia-smi 看到的是 40GB。"],
            ["12-04 14:13", "周舟（杭州拾光影像）", "那就不是整卡啊。"],
            ["12-04 14:15", "刘洋 | 青云栈", "是独享容器哈，配额是硬限制，互不影响，价格也是按整卡的一半定的。"],
            ["12-04 14:18", "周舟（杭州拾光影像）", "CPU 内存和盘呢？"],
            ["12-04 14:20", "马骁 | 青云栈 运维", "每容器 16 核、64GB 内存；系统盘 50GB 云盘，数据盘 500GB 云盘"
             "（块存储，约 300MB/s），没有本地 NVMe。"],
            ["12-04 14:24", "周舟（杭州拾光影像）", "SLA 怎么约定？数据呢？"],
            ["12-04 14:26", "刘洋 | 青云栈", "平台 SLA 月可用率 99.9%，按官网规则赔代金券；容器释放后云盘 24 小时内"
             "销毁。"],
            ["12-04 14:30", "刘洋 | 青云栈", "合同主体是青云栈（上海）信息技术有限公司，确认的话我发电子合同。"]]
    pdf(out / "r03-feishu-export-h100-hami-quota-zh.pdf", [
        ("title", "飞书会话记录导出"),
        ("small", "会话：拾光影像 × 青云栈 算力对接（外部群）　导出人：周舟　导出时间：2026-12-04 18:40　"
                  "飞书 Feishu · 外部联系人消息已标注所属企业"),
        ("t", rows, [0.12, 0.2, 0.68]),
        ("small", "— 以上为导出的全部 11 条消息 —"),
    ], cjk=True, title="飞书会话记录导出", author="周舟", footer="Feishu export · 拾光影像")


@doc("r04")
def r04(out: Path) -> None:
    pdf(out / "r04-toubiao-xiangying-biao-l40s-nvlink-zh.pdf", [
        ("ctitle", "投 标 文 件"),
        ("p", "项目名称：大模型研发算力租赁服务采购项目<br/>招标编号：SCXB-2026-GPU-117<br/>"
              "招标人：成都蓉城大模型研究院<br/>招标代理机构：四川西部招标代理有限公司<br/>"
              "投标人：重庆山城智算科技有限公司（盖章）<br/>日期：2026 年 12 月 5 日"),
        ("h", "一、投标函"),
        ("p", "致成都蓉城大模型研究院：我方重庆山城智算科技有限公司（简称“山城智算”）已详细研究招标文件，"
              "愿以投标报价人民币 28,500.00 元/台/月（含 6% 增值税）提供 4 台 GPU 服务器租赁服务，服务期十二（12）"
              "个月，投标总价 ¥1,368,000.00（4 台 × 12 个月）。"),
        ("h", "二、技术参数响应及偏离表"),
        ("t", [["序号", "招标要求", "投标响应", "偏离"],
               ["1", "每台 ≥ 8 张数据中心级 GPU，单卡显存 ≥ 48GB", "8 × NVIDIA L40S 48GB GDDR6（ECC）", "无偏离"],
               ["2", "卡间高速互联", "8 卡 NVLink 全互联（NVSwitch），卡间带宽 400GB/s", "无偏离"],
               ["3", "CPU ≥ 64 核", "2 × AMD EPYC 9354（32 核），共 64 核", "无偏离"],
               ["4", "内存 ≥ 512GB", "768GB DDR5", "正偏离"],
               ["5", "系统盘 SSD，冗余", "2 × 480GB SATA SSD（RAID1）", "无偏离"],
               ["6", "本地数据盘 ≥ 10TB NVMe", "2 × 7.68TB NVMe U.2，单台 15.36TB", "正偏离"],
               ["7", "共享存储（可选）", "集群共享并行文件系统 200TB（4 台共用，另计）", "无偏离"],
               ["8", "节点间 ≥ 2 × 100G RDMA", "2 × 200G RoCE v2，单台 400Gb/s，支持 RDMA", "正偏离"],
               ["9", "公网带宽 ≥ 100Mbps", "BGP 200Mbps 独享 / 台", "正偏离"]],
         [0.07, 0.3, 0.48, 0.15]),
        ("h", "三、商务响应"),
        ("t", [["招标要求", "投标响应", "偏离"],
               ["计费周期：按月", "按自然月计费，每季度初支付", "无偏离"],
               ["服务期 12 个月", "服务期十二（12）个月，最短 12 个月", "无偏离"],
               ["型号、显存写入合同", "L40S 48GB 写入合同，不得替换", "无偏离"],
               ["整机独享", "物理机独享，不虚拟化、不切分、不超售", "无偏离"],
               ["可用率 ≥ 99.5%", "月可用率 99.9%；每低 0.1% 扣减当月租金 3%，最高 30%", "正偏离"],
               ["交付验收", "交付 72 小时内按 nccl-tests、fio（≥ 5GB/s）、iperf3 联合验收，合格后计费", "无偏离"],
               ["数据删除", "服务期满 5 个工作日内删除数据并出具证明", "无偏离"]], [0.25, 0.6, 0.15]),
        ("sp", 3),
        ("p", "投标人：重庆山城智算科技有限公司（盖章）　法定代表人或授权代表：冉峰"),
    ], cjk=True, title="投标文件 SCXB-2026-GPU-117", author="山城智算", footer="SCXB-2026-GPU-117 投标文件")


@doc("r05")
def r05(out: Path) -> None:
    pdf(out / "r05-hetong-fujian-peizhi-biangeng-h200-zh.pdf", [
        ("right", "合同编号：LXSL-FW-2026-052　附件一"),
        ("ctitle", "附件一　配置清单（含第 1 号变更）"),
        ("p", "本附件为《GPU 算力服务合同》（以下简称“主合同”）的组成部分。<br/>"
              "甲方（客户）：苏州工业园区澄湖智能科技有限公司<br/>"
              "乙方（服务方）：无锡梁溪算力科技有限公司（品牌“梁溪算力”）<br/>"
              "设备托管机房：无锡太湖数据港（由无锡数据港运营管理有限公司运营，非合同当事方）"),
        ("h", "一、配置清单（每台，共 2 台）"),
        ("t", [["序号", "部件", "规格", "单台数量", "合计数量"],
               ["1", "GPU", "NVIDIA H200 SXM5 141GB HBM3e（NVSwitch 全互联，NVLink 900GB/s）", "8", "16"],
               ["2", "CPU", "Intel Xeon Platinum 8558（48 核）", "2", "4"],
               ["3", "内存", "64GB DDR5-5600（单台 2TB）", "32", "64"],
               ["4", "系统盘", "1.92TB M.2 NVMe（RAID1）", "2", "4"],
               ["5", "数据盘", "7.68TB U.2 NVMe（单台 30.72TB，见变更第 1 项）", "4", "8"],
               ["6", "计算网卡", "400Gb/s NDR InfiniBand（单台 3.2Tbps，RDMA）", "8", "16"],
               ["7", "存储网卡", "2 × 100GbE（接乙方并行存储，可选购）", "1 组", "2 组"],
               ["8", "公网", "BGP 独享 200Mbps（见变更第 3 项）", "1", "2"]],
         [0.07, 0.12, 0.55, 0.13, 0.13]),
        ("h", "二、第 1 号变更单（BG-01，2026-12-03 双方确认，自签署日起替代原附件一对应条目）"),
        ("t", [["变更项", "变更前", "变更后"],
               ["1. 数据盘", "4 × 3.84TB NVMe（单台 15.36TB）", "4 × 7.68TB NVMe（单台 30.72TB）"],
               ["2. 月租金（含 6% 增值税）", "¥108,000.00 /台/月", "¥112,500.00 /台/月"],
               ["3. 公网带宽", "100Mbps 独享", "200Mbps 独享"],
               ["4. 其他", "—", "无变化"]], [0.28, 0.36, 0.36]),
        ("p", "变更后月租金 ¥112,500.00 /台/月（含税，不含税 ¥106,132.08），两台月合计 ¥225,000.00；"
              "服务期十二（12）个月不变，合同总价调整为 ¥2,700,000.00。"),
        ("h", "三、服务承诺（摘自主合同第六条，本次变更不涉及）"),
        ("p", "6.1 型号 NVIDIA H200 SXM5、每卡显存 141GB；6.2 机内 NVSwitch 全互联，机间 NDR InfiniBand；"
              "6.3 整机独享，不虚拟化、不切分、不超售；6.4 月可用率 ≥ 99.9%，每低 0.1% 按当月租金 5% 赔偿，"
              "最高 50%；6.5 交付后 48 小时内验收（nccl-tests 双机 busbw ≥ 350GB/s，fio 顺序读 ≥ 12GB/s）；"
              "6.6 按自然月计费，服务期不少于十二个月；6.7 服务期满 5 日内删除数据并出具销毁证明。"),
        ("sp", 3),
        ("t", [["甲方：苏州工业园区澄湖智能科技有限公司（盖章）", "乙方：无锡梁溪算力科技有限公司（盖章）"],
               ["日期：2026-12-03", "日期：2026-12-03"]], [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], cjk=True, title="附件一 配置清单 LXSL-FW-2026-052", author="梁溪算力", footer="LXSL-FW-2026-052 附件一")


@doc("r06")
def r06(out: Path) -> None:
    pdf(out / "r06-saomiao-baojia-querenhan-zhang-h20-zh.pdf", [
        ("scan", 2, "<font size=15>报 价 确 认 函</font>"),
        ("scan", 0, "编号：CYY-QR-2612-008"),
        ("scan", 3, "致：西安曲江数智文化传媒有限公司"),
        ("scan", 1, "贵司 2026 年 11 月 30 日询价收悉。我司乌兰察布草原云数据科技有限公司（“草原云”）"
                    "现确认报价如下："),
        ("scan", 4, "一、资源：H20 八卡服务器　3 台　（8 × NVIDIA H20 96GB HBM3，NVLink 900GB/s 全互联）"),
        ("scan", 2, "二、单价：¥2,950 /卡/月（不含税），即 ¥23,600 /台/月；另加 6% 增值税，"
                    "含税 ¥25,016 /台/月。"),
        ("scan", 5, "三、租期：最短租期叁个月（3 个月）；按月计费，月初支付。"),
        ("scan", 1, "四、单台配置：2 × Intel Xeon Platinum 8468（48 核）共 96 核；1TB DDR5；"
                    "系统盘 1 × 960GB SATA SSD；数据盘 2 × 3.84TB NVMe（7.68TB）。"),
        ("scan", 3, "五、网络：机间 4 × 200G RoCE v2（单台 800Gb/s，RDMA）；公网 50Mbps 独享 / 台。"),
        ("scan", 0, "六、承诺：型号 H20、显存 96GB 写入合同；整机独享，不切分、不超售；月可用率 99.5%，"
                    "每低 0.5% 扣减当月租金 5%，最高 30%；交付后 48 小时内按 nccl-tests（三机 busbw ≥ 120GB/s）"
                    "及 fio（≥ 4GB/s）验收；租期结束 7 日内删除数据并出具证明。"),
        ("scan", 2, "七、说明：呼和浩特北疆信息服务有限公司为我司渠道代理，仅负责客户对接，不是合同主体；"
                    "合同、发票均由草原云出具。"),
        ("scan", 6, "本确认函有效期 10 日。"),
        ("sp", 6),
        ("scan", 60, "乌兰察布草原云数据科技有限公司"),
        ("seal", "乌兰察布草原云数据科技有限公司<br/>合同专用章<br/>1509020012345"),
        ("scan", 64, "2026 年 12 月 2 日"),
        ("small", "（扫描件）"),
    ], cjk=True, title="scan_20261202_0931.pdf", author="", footer="")


@doc("r07")
def r07(out: Path) -> None:
    pdf(out / "r07-jiamubiao-zhuanzhi-4090-xuanding-zh.pdf", [
        ("brand", "麓谷云 LUGU CLOUD"),
        ("small", "长沙麓谷算力科技有限公司　|　湖南湘江新区麓谷大道 658 号　|　价目表版本 2026-12"),
        ("title", "GPU 服务器价目表（横向对比）"),
        ("t", [["项目", "RTX 4090 24GB", "L40S 48GB", "A800 80GB SXM", "H800 80GB SXM"],
               ["按量单价", "2.10 元/卡/时", "4.60 元/卡/时", "8.20 元/卡/时", "13.50 元/卡/时"],
               ["包月（8 卡整机）", "9,800 元/台/月", "21,500 元/台/月", "43,000 元/台/月", "70,000 元/台/月"],
               ["计费粒度", "按分钟", "按分钟", "按小时", "按小时"],
               ["卡间互联", "PCIe 4.0，无 NVLink", "PCIe 4.0，无 NVLink", "NVLink 400GB/s", "NVLink 400GB/s"],
               ["CPU", "2 × EPYC 7543（32 核）", "2 × EPYC 9354（32 核）", "2 × 8358（32 核）", "2 × 8468（48 核）"],
               ["内存", "512GB", "768GB", "1TB", "2TB"],
               ["系统盘", "1 × 960GB NVMe", "2 × 480GB SATA", "2 × 480GB SATA", "2 × 960GB NVMe"],
               ["数据盘", "2 × 3.84TB NVMe（7.68TB）", "2 × 7.68TB NVMe", "4 × 3.84TB NVMe", "4 × 7.68TB NVMe"],
               ["公网", "100Mbps 共享", "100Mbps 共享", "200Mbps 独享", "200Mbps 独享"],
               ["机间网络", "—", "2 × 100G RoCE", "4 × 200G IB", "8 × 400G IB"]],
         [0.16, 0.21, 0.21, 0.21, 0.21]),
        ("small", "以上价格均含 6% 增值税。包月最短 1 个月；按量付费无最低消费。"),
        ("h", "致 长沙岳麓山语音科技有限公司 的报价说明"),
        ("p", "根据贵司“Llama 3 8B LoRA 微调、先按量试用”的需求，本次报价选定上表<b>第一列机型</b>"
              "（RTX 4090 24GB，1 台 8 卡），采用按量付费：2.10 元/卡/时（含税），按分钟计费，用多少付多少，"
              "无最短租期；不选用包月。整机 8 张 RTX 4090 为 PCIe "
              "4.0 互联，没有 NVLink，请贵司按 PCIe 拓扑规划并行方式。"),
        ("h", "服务承诺"),
        ("p", "型号 GeForce RTX 4090、每卡 24GB 写入订单；卡间 PCIe 4.0（无 NVLink）如实交付；整机独享，不切分、"
              "不超售；月可用率 99.5%，低于承诺的按不可用时长 2 倍补偿时长；开机后 2 小时内可按 nvidia-smi、"
              "p2pBandwidthLatencyTest、fio（≥ 3GB/s）验收，不合格免费更换；释放后 24 小时内清除数据盘。"),
        ("p", "报价人：麓谷云 销售部 彭思远　2026-12-05"),
    ], cjk=True, title="麓谷云价目表 2026-12", author="彭思远", footer="麓谷云 LUGU CLOUD · 长沙麓谷算力科技有限公司")


@doc("r08")
def r08(out: Path) -> None:
    pdf(out / "r08-baojia-jiaozhu-nas-xiansu-a100-zh.pdf", [
        ("brand", "云图算力"),
        ("small", "天津滨海云图科技有限公司　|　天津经济技术开发区第三大街 51 号"),
        ("title", "预训练集群报价单　YT-BJ-2612-14"),
        ("p", "客户：北京中关村启明大模型科技有限公司　　用途：Llama 3 8B 规模模型从头预训练（四机数据并行）"),
        ("t", [["项目", "内容"],
               ["集群", "4 台 × 8 × NVIDIA A100 SXM4 80GB（NVSwitch 全互联，NVLink 600GB/s）"],
               ["单台 CPU / 内存", "2 × Intel Xeon Platinum 8380（40 核），共 80 核；1TB DDR4"],
               ["存储", "高性能存储 *"],
               ["网络", "高速集群网络 †；公网 100Mbps 独享 / 台"],
               ["单价", "¥55,000.00 /台/月（含 6% 增值税）"],
               ["租期", "最短三个月，按月计费"]], [0.22, 0.78]),
        ("p", "四台月合计 ¥220,000.00；三个月合计 ¥660,000.00。"),
        ("small", "* 存储：数据存放于集群共享 NAS（NFS 协议），单客户聚合读写带宽限速 300MB/s；"
                  "节点本地仅 1 × 480GB SATA SSD 系统盘，无本地数据盘。"),
        ("small", "† 网络：节点间为 2 × 25GbE 以太网（TCP/IP），单台 50Gb/s，不支持 RDMA，"
                  "无 InfiniBand / RoCE。"),
        ("h", "服务条款"),
        ("p", "型号 A100 SXM4 80GB 写入合同；机内 NVSwitch 全互联；整机独享，不虚拟化、不超售；月可用率 99.9%，"
              "每低 0.1% 扣减租金 5%，最高 30%；交付后 48 小时内按 nccl-tests 单机 busbw ≥ 230GB/s 验收；"
              "租期结束 5 日内删除数据并出具证明。"),
        ("p", "报价人：云图算力 商务部 邢凯　2026-12-04"),
    ], cjk=True, title="YT-BJ-2612-14", author="邢凯", footer="云图算力 · YT-BJ-2612-14")


@doc("r09")
def r09(out: Path) -> None:
    pdf(out / "r09-xingshi-fapiao-proforma-b200-zh.pdf", [
        ("ctitle", "形 式 发 票　PROFORMA INVOICE"),
        ("right", "编号：HQXL-PI-2026-1206-03　日期：2026-12-06"),
        ("t", [["购买方", "销售方"],
               ["名称：珠海万山海洋智能研究院", "名称：广东横琴星链算力有限公司"],
               ["纳税人识别号：12440400MB2C00871X", "纳税人识别号：91440400MA5K3L2Q7D"],
               ["地址：珠海市香洲区唐家湾 9 号", "地址：珠海市横琴新区环岛东路 3000 号"]], [0.5, 0.5]),
        ("t", [["项目名称", "规格", "单位", "数量", "单价（不含税）", "金额（不含税）", "税率", "税额"],
               ["*信息技术服务*GPU 算力租赁", "B200 HGX 八卡整机", "台·月", "3", "248,000.00", "744,000.00", "6%",
                "44,640.00"],
               ["价税合计", "", "", "", "", "", "", "¥788,640.00"]],
         [0.2, 0.16, 0.07, 0.06, 0.14, 0.14, 0.07, 0.16], {"bold": [2]}),
        ("p", "价税合计（大写）：柒拾捌万捌仟陆佰肆拾元整。数量 3 为 1 台 × 3 个月；含税单价 ¥262,880.00 /台/月。"),
        ("h", "服务说明"),
        ("t", [["项目", "内容"],
               ["GPU", "8 × NVIDIA B200（192GB HBM3e，可用约 180GB），NVLink 5 全互联，每卡 1.8TB/s"],
               ["CPU / 内存", "2 × Intel Xeon Platinum 8570（56 核），共 112 核；2TB DDR5"],
               ["硬盘", "系统盘 2 × 960GB NVMe（RAID1）；数据盘 8 × 3.84TB NVMe，单台合计 30.72TB"],
               ["网络", "单台部署，不含集群网络；公网 BGP 200Mbps 独享"],
               ["计费", "最短租期三个月，按月计费，每月 1 日前预付"],
               ["承诺", "型号 B200、每卡 180GB 可用显存写入合同；整机独享不切分；月可用率 99.9%，每低 0.1% 扣减"
                        "当月租金 5%（上限 50%）；交付 48 小时内按 nccl-tests 单机 busbw ≥ 700GB/s 验收；"
                        "租期结束 7 日内删除数据并出具证明"]], [0.16, 0.84]),
        ("h", "付款信息"),
        ("p", "户名：广东横琴星链算力有限公司<br/>开户行：中国银行股份有限公司珠海横琴分行<br/>"
              "账号：7012 6633 0098 1221<br/>本形式发票不作报销凭证，付款后开具增值税专用发票。"),
        ("seal", "广东横琴星链算力有限公司<br/>财务专用章"),
    ], cjk=True, title="PROFORMA HQXL-PI-2026-1206-03", author="横琴星链", footer="HQXL-PI-2026-1206-03")


@doc("r10")
def r10(out: Path) -> None:
    text(out / "r10-qiyeweixin-export-a800-pcie-nosla-zh.txt", """
企业微信 · 聊天记录导出
会话：北方语料 × 晋阳数智 业务群（外部群）
导出人：孙婷（北方语料）　导出时间：2026-12-05 17:12

[2026-12-05 09:41] 孙婷（北方语料）
赵总好，我们要一台 8 卡 A800 做 70B 的 LoRA，PCIe 版也行，麻烦报一下包月价和服务条款。

[2026-12-05 09:50] 赵磊＠晋阳数智
孙经理好！A800 PCIe 80G 八卡整机，32,000 元/台/月，含税，按月计费，最短 1 个月。
卡是 PCIe 4.0 直连，没有 NVLink 桥，这个先说清楚。整机独享，不切分不共享。

[2026-12-05 09:52] 孙婷（北方语料）
配置发一下？

[2026-12-05 09:58] 赵磊＠晋阳数智
2 颗 Intel 8358（32 核），共 64 核；内存 1TB；系统盘 480GB SATA SSD 一块；
数据盘 4 块 3.84TB NVMe，合计 15.36TB；公网 100Mbps 独享。

[2026-12-05 10:03] 孙婷（北方语料）
SLA 呢？可用率、坏了怎么赔、验收怎么做？我们法务要看。

[2026-12-05 10:11] 赵磊＠晋阳数智
可用率我们不承诺具体数字，机房 7×24 有人值守，出了问题尽力恢复。
赔偿这块一般不做，小公司实在扛不住，价格已经是最低了。
验收也没有专门的环节，开机交付就开始计费，有问题随时找我们。

[2026-12-05 10:14] 孙婷（北方语料）
到期以后盘里的数据怎么处理？

[2026-12-05 10:16] 赵磊＠晋阳数智
到期前你们自己清理一下就行，我们回收后会重装系统。

[2026-12-05 10:20] 孙婷（北方语料）
型号和显存能写进合同吗？

[2026-12-05 10:21] 赵磊＠晋阳数智
可以，A800 PCIe 80GB、整机独享都能写。

[2026-12-05 10:25] 赵磊＠晋阳数智
合同甲方写你们，乙方是太原晋阳数智科技有限公司，我把模板发你～
""")


@doc("r11")
def r11(out: Path) -> None:
    text(out / "r11-youjian-xiuding-baojia-h800-70b-full-zh.txt", """
发件人：何静 <hejing@yungu-suanli.cn>
收件人：林晓 <linxiao@minjiang-ai.com>
抄送：陈总 <chen@shensuan-consulting.com>
日期：2026年12月5日 16:48
主题：回复：H800 单机报价（修订）

林经理好，

与贵司昨天沟通后，我们重新核算了价格。本邮件的报价替代 12 月 3 日邮件中的报价（72,000 元/台/月
作废），以本邮件为准：

  资源：1 台 H800 八卡服务器（8 × NVIDIA H800 SXM5 80GB，NVSwitch 全互联，NVLink 400GB/s）
  单价：68,000 元/台/月（含 6% 增值税）
  租期：最短租期三个月，按自然月计费
  CPU / 内存：2 × Intel Xeon Platinum 8468（48 核），共 96 核；2TB DDR5
  系统盘：2 × 960GB SATA SSD（RAID1）
  数据盘：4 × 7.68TB NVMe，合计 30.72TB
  公网：BGP 100Mbps 独享；单机使用，不含机间网络

服务承诺照旧：型号 H800 SXM5、每卡 80GB 写入合同；机内 NVSwitch 全互联；整机独享，不切分、
不超售；月可用率 99.9%，每低 0.1% 扣减当月租金 5%，最高 50%；交付后 48 小时内按 nccl-tests
（单机 busbw ≥ 150GB/s）和 fio（顺序读 ≥ 6GB/s）验收；租期结束 5 日内删除数据并出具证明。

另外贵司提到这台机器要做 Llama 3 70B 的全参数微调，我们按单台 8 卡交付，需要的话可以再聊扩容。

陈总（深算咨询）是介绍人，不参与合同，抄送仅供知悉。

何静
大客户经理 | 云谷算力
贵州贵安云谷算力科技有限公司
贵州省贵安新区数字经济产业园 2 号楼

-----原始邮件-----
发件人：林晓 <linxiao@minjiang-ai.com>
日期：2026年12月4日 10:12
主题：回复：H800 单机报价

何经理，72,000 元/台/月超出我们预算，能否再优惠？我们的用途是 Llama 3 70B 全参数微调，
先租一台 8 卡 H800，三个月。

-----原始邮件-----
发件人：何静 <hejing@yungu-suanli.cn>
日期：2026年12月3日 15:30
主题：H800 单机报价

林经理好，H800 八卡服务器报价 72,000 元/台/月（含税），最短三个月，配置同前次沟通。

何静 | 云谷算力
""")


# ================================================================================================ English
@doc("r12")
def r12(out: Path) -> None:
    pdf(out / "r12-purchase-order-sku-lines-a100-80g-en.pdf", [
        ("brand", "FERNHILL ROBOTICS"),
        ("small", "Fernhill Robotics Inc. | Procurement | 2200 Harbor Blvd, Oakland CA 94607 | po@fernhill.ai"),
        ("title", "PURCHASE ORDER  FR-PO-10482"),
        ("t", [["Supplier", "Ship to / service location", "PO details"],
               ["Tallgrass Compute LLC<br/>Supplier no. V-2231<br/>1600 Prairie Ave, Suite 400<br/>Kansas City, "
                "MO 64108", "Tallgrass Compute LLC cage, CoreSite KC1 (facility operated by CoreSite, not a party to "
                "this order)", "Date: 2026-12-06<br/>Ref. quote: TGC-Q-8812 rev 1<br/>Terms: Net 30<br/>Buyer: Priya "
                "Raman"]], [0.33, 0.37, 0.3]),
        ("t", [["Line", "SKU", "Description", "Qty", "UoM", "Unit price", "Extended"],
               ["1", "TGC-A100-80S-8X-R12", "8x A100 SXM4 80GB node, 1-year reserved (2 nodes x 8 GPUs x 8,760 h)",
                "140,160", "GPU-hr", "$1.29", "$180,806.40"],
               ["2", "TGC-STO-NVME-INC", "Local NVMe, 4 x 7.68 TB per node (30.72 TB), included", "8", "drive",
                "$0.00", "$0.00"],
               ["3", "TGC-NET-1G-INC", "Public internet uplink 1 Gbps per node, included", "2", "port", "$0.00",
                "$0.00"],
               ["4", "TGC-SVC-ONB", "Onboarding and cluster burn-in (one-off)", "1", "ea", "$2,500.00", "$2,500.00"],
               ["", "", "Order total (excl. sales tax)", "", "", "", "$183,306.40"]],
         [0.05, 0.19, 0.36, 0.08, 0.07, 0.1, 0.15], {"bold": [5]}),
        ("p", "Pricing per quote TGC-Q-8812 rev 1: reserved rate USD 1.29 per GPU-hour for a minimum term of twelve "
              "(12) months, metered hourly and invoiced monthly in arrears. The on-demand rate of USD 1.89 per "
              "GPU-hour shown in the quote is not ordered. Prices exclude sales tax."),
        ("h", "Specification (per node, from the supplier's quote)"),
        ("t", [["Item", "Specification"],
               ["GPU", "8 x NVIDIA A100 SXM4 80GB HBM2e, NVSwitch, NVLink 600 GB/s per GPU"],
               ["CPU / RAM", "2 x AMD EPYC 7763 (64 cores each), 128 cores; 2 TB DDR4"],
               ["Boot", "2 x 960 GB NVMe, RAID 1"],
               ["Data", "4 x 7.68 TB NVMe U.2, 30.72 TB raw, no RAID"],
               ["Compute fabric", "8 x 200 Gb/s HDR InfiniBand per node (1.6 Tb/s), GPUDirect RDMA"],
               ["Storage network", "2 x 100 GbE to Fernhill's own VAST cluster (not supplied)"],
               ["Internet", "1 Gbps per node, 4 IPv4 addresses"]], [0.2, 0.8]),
        ("h", "Conditions of this order"),
        ("p", "1. Supplier shall deliver NVIDIA A100 SXM4 80GB GPUs only; no substitution. 2. NVSwitch all-to-all "
              "within each node and HDR InfiniBand between nodes. 3. Bare metal, single tenant; no virtualisation, "
              "partitioning or oversubscription. 4. Monthly availability 99.9% per node; credit 10% of the node's "
              "monthly fee for each 0.1% below, capped at 50%. 5. Acceptance within 72 hours of hand-over: "
              "nccl-tests all_reduce busbw of at least 180 GB/s across both nodes and fio sequential read of at "
              "least 10 GB/s per node; billing starts on acceptance. 6. At end of term Supplier shall "
              "cryptographically erase all drives within 10 days and certify it in writing."),
        ("sp", 3),
        ("p", "Authorised by: Priya Raman, Procurement Lead, Fernhill Robotics Inc.<br/>"
              "Acknowledged by Supplier: ______________________ (Tallgrass Compute LLC)"),
    ], title="PO FR-PO-10482", author="Priya Raman", footer="Fernhill Robotics Inc. - PO FR-PO-10482")


@doc("r13")
def r13(out: Path) -> None:
    pdf(out / "r13-three-tier-comparison-selected-a100-40g-hdd-en.pdf", [
        ("brand", "Ridgeline Data Systems"),
        ("small", "Ridgeline Data Systems, Inc. | 4100 Canyon Rd, Boulder CO 80301 | sales@ridgeline-ds.com"),
        ("title", "Cluster options for Saguaro Language Labs"),
        ("p", "Purpose stated by Saguaro: pre-train a Llama 3 8B-class model from scratch on two 8-GPU nodes, data "
              "parallel across both. Three tiers, same GPUs; Saguaro chose the tier circled below."),
        ("t", [["", "Essential", "Performance", "Ultra"],
               ["Selection", "(O) SELECTED", "", ""],
               ["GPUs per node", "8 x A100 SXM4 40GB", "8 x A100 SXM4 40GB", "8 x A100 SXM4 40GB"],
               ["NVLink", "NVSwitch, 600 GB/s", "NVSwitch, 600 GB/s", "NVSwitch, 600 GB/s"],
               ["Data disks per node", "4 x 8 TB 7,200 rpm SATA HDD, RAID 5 (32 TB raw, 24 TB usable, "
                "about 500 MB/s)", "4 x 3.84 TB NVMe", "8 x 3.84 TB NVMe"],
               ["Boot disk", "1 x 480 GB SATA SSD", "1 x 480 GB SATA SSD", "2 x 960 GB NVMe"],
               ["Node-to-node", "2 x 10 GbE, TCP/IP only, no RDMA", "2 x 100 GbE RoCE v2", "8 x 200G HDR IB"],
               ["Internet", "1 Gbps", "1 Gbps", "10 Gbps"],
               ["Price", "$0.89 per GPU-hour", "$1.09 per GPU-hour", "$1.29 per GPU-hour"]],
         [0.19, 0.31, 0.25, 0.25], {"box": [((1, 0), (1, -1))]}),
        ("p", "Selected: Essential, 2 nodes (16 GPUs), USD 0.89 per GPU-hour, billed per minute, minimum one (1) "
              "month. Estimated monthly cost 16 x 730 h x 0.89 = $10,395.20 (estimate only; usage is metered)."),
        ("p", "Each node: 2 x Intel Xeon Gold 6338 (32 cores each), 64 cores; 512 GB RAM."),
        ("h", "Service commitments (all tiers)"),
        ("p", "GPU model A100 SXM4 40GB and 40 GB per GPU written into the order; NVSwitch within each node as "
              "stated per tier; whole nodes dedicated to one customer, no MIG, no sharing; 99.9% monthly uptime "
              "with a 5% credit per 0.1% missed (cap 50%); acceptance within 24 hours of hand-over against "
              "nccl-tests single-node busbw of at least 200 GB/s and fio figures per tier; data wiped within 5 days "
              "of termination with a certificate."),
        ("p", "Prepared by Owen Castellanos, Ridgeline Data Systems, 2026-12-05."),
    ], title="Ridgeline options", author="Owen Castellanos", footer="Ridgeline Data Systems, Inc. - confidential")


@doc("r14")
def r14(out: Path) -> None:
    pdf(out / "r14-renewal-notice-dedicated-h100-vgpu-en.pdf", [
        ("brand", "altamira cloud"),
        ("small", "Altamira Cloud Services B.V. | Keizersgracht 520, 1017 EK Amsterdam | KvK 81234567"),
        ("title", "Your subscription renews on 1 January 2027"),
        ("p", "Dear Tilburg Vision Lab B.V.,<br/>your plan <b>GPU Workstation Pro - Dedicated H100 80GB</b> will "
              "renew automatically for another month unless you cancel before 31 December 2026."),
        ("t", [["Plan", "GPU Workstation Pro - Dedicated H100 80GB"],
               ["GPU", "1 x NVIDIA H100 PCIe 80GB, delivered as an NVIDIA vGPU H100-40C profile: 40 GB framebuffer, "
                "time-sliced; the physical GPU is shared with one other subscriber"],
               ["vCPU / RAM", "16 vCPU / 128 GB"],
               ["Storage", "100 GB boot volume + 500 GB network block volume (up to 250 MB/s)"],
               ["Network", "1 Gbps shared internet"],
               ["Renewal price", "EUR 1,180.00 per month, excl. 21% VAT (EUR 1,427.80 incl.)"],
               ["Billing", "monthly in advance; cancel any time before renewal (one-month term)"]], [0.22, 0.78]),
        ("p", "Alternatively you can switch to the annual plan at EUR 12,600.00 per year (not selected)."),
        ("p", "Service level: 99.9% monthly availability under the Altamira Cloud SLA, with service credits as set "
              "out there. Volumes are wiped when a subscription ends."),
        ("p", "Payments are processed by Adyen N.V.; Adyen is not a party to your subscription."),
        ("p", "Kind regards,<br/>Altamira Cloud - Billing team"),
    ], title="Renewal notice", author="Altamira Cloud", footer="Altamira Cloud Services B.V.")


@doc("r15")
def r15(out: Path) -> None:
    left = ("<b>Hardware (per node)</b><br/>GPU: 8 x NVIDIA H100 PCIe 80GB HBM2e<br/>GPU interconnect: NVLink "
            "full mesh via NVSwitch, 900 GB/s per GPU<br/>CPU: 2 x Intel Xeon Gold 6448Y (32 cores each), 64 "
            "cores<br/>RAM: 1 TB DDR5<br/>Boot: 2 x 480 GB SATA SSD (RAID 1)<br/>Data: 4 x 3.84 TB NVMe "
            "(15.36 TB)<br/><br/><b>Network</b><br/>Node-to-node: 2 x 200 Gb/s RoCE v2 (400 Gb/s), RDMA<br/>"
            "Internet: 10 Gbps per node")
    right = ("<b>Pricing</b><br/>GBP 2.10 per GPU-hour excl. VAT<br/>GBP 2.52 per GPU-hour incl. 20% VAT<br/>"
             "Billed per hour, invoiced monthly<br/>Minimum term: three (3) months<br/>Quoted: 2 nodes (16 "
             "GPUs)<br/><br/><b>Commitments</b><br/>Exact model and 80 GB per GPU in the contract; interconnect "
             "as stated; dedicated bare metal, no sharing; 99.9% monthly uptime, 10% credit per 0.1% below "
             "(cap 50%); acceptance within 48 h (nccl-tests, fio 6 GB/s); drives wiped within 7 days, "
             "certificate issued.")
    pdf(out / "r15-spec-sheet-two-column-h100-pcie-nvswitch-en.pdf", [
        ("brand", "COLDWATER COMPUTE"),
        ("small", "Coldwater Compute Ltd | Unit 7, Gateshead Quays, NE8 2BE | Registered in England 12873345"),
        ("title", "Spec sheet and quote CW-2612-031 - H100 PCIe cluster"),
        ("p", "For: Tyneside Language Technologies Ltd | 5 December 2026"),
        ("t", [[left, right]], [0.55, 0.45], {"head": 0}),
        ("small", "Coldwater Compute Ltd is the contracting party. Hardware by Dell Technologies; colocation at "
                  "Pulsant Newcastle; neither is a party."),
    ], title="CW-2612-031", author="Coldwater Compute", footer="Coldwater Compute Ltd - CW-2612-031")


@doc("r16")
def r16(out: Path) -> None:
    text(out / "r16a-email-thread-revised-quote-h200-en.txt", """
From: Dana Whitfield <dana.whitfield@pinecrest-compute.com>
To: Sam Okafor <sam@quillbyte.ai>
Cc: Marcus Lee <marcus@northbeam-partners.com>
Date: Fri, 5 Dec 2026 17:22 -0500
Subject: RE: H200 capacity - revised quote (replaces my 28 Nov quote)
Attachment: PQ-2291-rev2.pdf

Hi Sam,

Thanks for the call. Attached is revision 2 of our quote. It replaces the quote I sent on 28 November in
full: the on-demand-only price of $3.40 per GPU-hour in that email no longer applies to your order.

Short version:
- 2 x HGX H200 nodes (16 GPUs), 6-month reserved term at $2.79 per GPU-hour
- hourly metering, invoiced monthly; minimum term six (6) months
- everything else (fabric, drives, SLA) is in the PDF

Marcus at Northbeam introduced us and is copied as a courtesy; Northbeam is a referral partner only and is
not a party to the agreement.

Best,
Dana

Dana Whitfield
Enterprise Sales | Pinecrest Compute Inc.
181 Bay St, Toronto ON M5J 2T3

-----Original Message-----
From: Dana Whitfield
Sent: Fri, 28 Nov 2026 11:05 -0500
Subject: H200 capacity

Sam - we can do 2 x 8 H200 on demand at $3.40 per GPU-hour, billed hourly, no commitment. Reserved terms
available if you can commit for longer.

-----Original Message-----
From: Sam Okafor
Sent: Thu, 27 Nov 2026 09:40 -0800
Subject: H200 capacity

Dana, we need two 8-GPU H200 nodes for Llama 3 70B LoRA experiments from January. What would it cost?
""")
    pdf(out / "r16b-attachment-revised-quote-h200-en.pdf", [
        ("brand", "Pinecrest Compute"),
        ("small", "Pinecrest Compute Inc. | 181 Bay St, Toronto ON | pinecrest-compute.com"),
        ("title", "Quotation PQ-2291 - Revision 2 (supersedes Revision 1 of 28 Nov 2026)"),
        ("p", "Customer: Quillbyte AI Inc. | Valid until 19 Dec 2026 | Prices in USD, exclusive of taxes"),
        ("t", [["Option", "Rate", "Commitment", "Status"],
               ["On-demand", "$3.40 per GPU-hour", "none", "not quoted"],
               ["Reserved 6 months", "$2.79 per GPU-hour ($22.32 per node-hour)", "six (6) months",
                "QUOTED"],
               ["Reserved 12 months", "$2.49 per GPU-hour", "twelve (12) months", "available"]],
         [0.2, 0.4, 0.2, 0.2], {"shade": [2]}),
        ("p", "Quoted: 2 nodes x 8 H200 at $2.79 per GPU-hour, metered hourly, invoiced monthly. Indicative "
              "monthly amount 16 x 730 h x 2.79 = $32,587.20."),
        ("h", "Per node"),
        ("t", [["Component", "Specification"],
               ["GPU", "8 x NVIDIA H200 SXM 141GB HBM3e, NVSwitch, NVLink 900 GB/s per GPU"],
               ["CPU / RAM", "2 x AMD EPYC 9454 (48 cores each), 96 cores; 2 TB DDR5"],
               ["Boot", "2 x 960 GB NVMe (RAID 1)"],
               ["Local data", "8 x 3.84 TB NVMe, 30.72 TB per node"],
               ["Compute fabric", "8 x 400 Gb/s NDR InfiniBand per node (one per GPU), 3.2 Tb/s, RDMA"],
               ["Storage fabric", "2 x 100 GbE to optional shared Weka file system (USD 0.09 per GB-month, "
                "not included)"],
               ["Internet", "10 Gbps per node"]], [0.2, 0.8]),
        ("h", "Service terms"),
        ("p", "NVIDIA H200 SXM with 141 GB per GPU, as stated; NVSwitch within nodes and NDR InfiniBand between "
              "them; nodes dedicated to Quillbyte, no virtualisation or sharing; 99.9% monthly availability, "
              "credits of 5% of the monthly fee per 0.1% below (cap 50%); acceptance within 48 hours "
              "(nccl-tests two-node busbw at least 380 GB/s; fio 20 GB/s per node) before billing starts; "
              "drives securely erased within 7 days of the end of term with a certificate."),
    ], title="PQ-2291 rev 2", author="Dana Whitfield", footer="Pinecrest Compute Inc. - PQ-2291 rev 2")


@doc("r17")
def r17(out: Path) -> None:
    pdf(out / "r17-slide-proposal-big-headings-h200-1979-en.pdf", [
        ("slide", "STRATOLINE"),
        ("big", "GPU capacity proposal for Aurora Biosciences<br/>December 2026"),
        ("small", "Stratoline Compute, Inc. | 500 Terry Francois Blvd, San Francisco CA"),
        ("pb",),
        ("slide", "1. What you get"),
        ("big", "4 nodes x 8 NVIDIA H200 SXM 141GB<br/>NVSwitch, NVLink 900 GB/s per GPU<br/>"
                "Peak BF16 (dense): 1,979 TFLOPS per GPU<br/>"
                "8 x 400G NDR InfiniBand per node (3.2 Tb/s), RDMA"),
        ("p", "Per node: 2 x Intel Xeon Platinum 8592+ (64 cores each), 128 cores; 2 TB RAM; boot 2 x 1.92 TB "
              "NVMe (RAID 1); data 8 x 7.68 TB NVMe (61.44 TB); internet 25 Gbps."),
        ("pb",),
        ("slide", "2. Price"),
        ("big", "$24.80 per node-hour (= $3.10 per GPU-hour)<br/>Billed per second, invoiced monthly<br/>"
                "Minimum term: three months"),
        ("p", "Example: 4 nodes x 730 h x $24.80 = $72,416.00 per month (estimate). Prices exclude taxes. "
              "Shared object storage from our partner Backblaze is optional and billed separately."),
        ("pb",),
        ("slide", "3. Our commitments"),
        ("big", "Exact model and 141 GB per GPU in the contract<br/>NVSwitch in-node, InfiniBand between "
                "nodes<br/>Dedicated bare metal, never shared<br/>99.9% monthly uptime; 5% credit per 0.1% "
                "missed (cap 50%)<br/>Acceptance in 48 h: nccl-tests 4-node busbw >= 350 GB/s<br/>"
                "Data erased within 7 days, certified"),
        ("p", "Contact: Jordan Pike, Stratoline Compute, jordan@stratoline.io"),
    ], title="Stratoline proposal", author="Jordan Pike", footer="Stratoline Compute, Inc.", land=True)


@doc("r18")
def r18(out: Path) -> None:
    text(out / "r18-decision-record-buyer-h100-en.md", """
# ADR-014: GPU capacity for the Q1 2027 training runs

- Status: **Accepted** (2026-12-04)
- Owner: Infra team, Kestrelworks AI Ltd
- Deciders: M. Adeyemi (CTO), L. Park (Finance)

## Context

We need four 8-GPU H100 nodes for twelve months for Llama 3 70B LoRA and continued pre-training of our 8B
models. Two suppliers answered our RFQ: **Bluefin Compute Ltd** and Marlin GPU Ltd.

## Decision

We contract with **Bluefin Compute Ltd** ("Bluefin Compute") under its quote BFC-Q-7731. Marlin GPU's offer
(4 x 8 H100 at $2.35 per GPU-hour, HDD scratch) is rejected.

## The accepted quote (copied from BFC-Q-7731)

| Item | Bluefin Compute |
|---|---|
| Nodes | 4 |
| GPU | 8 x NVIDIA H100 SXM5 80GB per node, NVSwitch, NVLink 900 GB/s |
| CPU / RAM | 2 x Intel Xeon Platinum 8468 (48 cores each) = 96 cores; 2 TB |
| Boot disk | 2 x 960 GB NVMe, RAID 1 |
| Local data | 8 x 3.84 TB NVMe per node = 30.72 TB per node |
| Shared storage | WEKA 500 TB shared by all four nodes (USD 0.08 per GB-month, optional, not in unit price) |
| Compute fabric | 8 x 400G NDR InfiniBand per node (3.2 Tb/s), RDMA |
| Storage network | 2 x 200 GbE per node to WEKA |
| Internet | 10 Gbps per node |
| Price | USD 2.19 per GPU-hour, 12-month reserved, excl. VAT |
| Billing | metered hourly, invoiced monthly; minimum term twelve (12) months |

Budget: 32 GPUs x 8,760 h x $2.19 = $613,900.80 for the year (before the optional WEKA storage).

## Contract commitments we checked

- [x] GPU model H100 SXM5 and 80 GB per GPU named in the contract
- [x] NVSwitch full mesh in-node, NDR InfiniBand between nodes (interconnect schedule)
- [x] Dedicated bare metal, no virtualisation, no MIG, no oversubscription
- [x] 99.9% monthly availability per node
- [x] Service credits: 10% of the node's monthly fee per 0.1% below, cap 50%
- [x] Acceptance within 72 h: nccl-tests 4-node busbw >= 360 GB/s, fio >= 12 GB/s per node
- [x] Data deletion: drives erased within 7 days of term end, certificate provided

## Consequences

Finance raises the PO against Bluefin Compute Ltd; Marlin GPU is informed.
""")


@doc("r19")
def r19(out: Path) -> None:
    pdf(out / "r19-hire-schedule-best-endeavours-4090-en.pdf", [
        ("title", "HIRE SCHEDULE No. H-5521"),
        ("p", "This hire schedule is made between <b>Brass Tacks Compute Hire Ltd</b> (the \"Provider\"), company "
              "no. 14022871, 9 Foundry Lane, Sheffield S3 8RE, and <b>Oakmoor Analytics Ltd</b> (the \"Hirer\")."),
        ("h", "1. Equipment"),
        ("t", [["Item", "Detail"],
               ["Server", "1 x 8-GPU server: 8 x NVIDIA GeForce RTX 4090 24GB, PCIe 4.0 (no NVLink)"],
               ["CPU / RAM", "2 x AMD EPYC 7443 (24 cores each), 48 cores; 512 GB"],
               ["Disks", "boot 1 x 512 GB NVMe; data 2 x 2 TB NVMe (4 TB)"],
               ["Network", "1 Gbps internet, single server"]], [0.2, 0.8]),
        ("h", "2. Charges"),
        ("p", "GBP 0.45 per GPU-hour excluding VAT (GBP 3.60 per server-hour), metered per hour and invoiced "
              "weekly. Minimum hire period: one (1) week."),
        ("h", "3. Service"),
        ("p", "3.1 The server is for the Hirer's sole use while on hire. 3.2 The Provider will use reasonable "
              "endeavours to keep the server available but gives no uptime commitment. 3.3 No service credits "
              "or refunds are payable for downtime. 3.4 There is no acceptance test: the hire starts when login "
              "credentials are issued. 3.5 Data on the equipment is the Hirer's responsibility; drives may be "
              "reused for other hirers after the hire ends."),
        ("sp", 3),
        ("p", "Signed for the Provider: Gareth Holm, Director, Brass Tacks Compute Hire Ltd<br/>"
              "Signed for the Hirer: ________________"),
    ], title="Hire schedule H-5521", author="Gareth Holm", footer="Brass Tacks Compute Hire Ltd - H-5521")


@doc("r20")
def r20(out: Path) -> None:
    pdf(out / "r20-order-form-between-provider-l40s-en.pdf", [
        ("title", "ORDER FORM OF-2026-118"),
        ("p", "This Order Form is entered into between <b>Greywater Systems Ltd.</b> (the \"Provider\"), "
              "registered in Ireland no. 702114, and <b>Halden Speech AB</b> (the \"Customer\") under the Master "
              "Services Agreement dated 2 March 2026."),
        ("h", "Schedule 1 - Services"),
        ("t", [["Item", "Detail"],
               ["Nodes", "2 bare-metal servers"],
               ["GPU", "8 x NVIDIA L40S 48GB GDDR6 per node, PCIe Gen4 via PCIe switches, no NVLink"],
               ["CPU / RAM", "2 x AMD EPYC 9354 (32 cores each), 64 cores; 768 GB"],
               ["System disks", "2 x 480 GB SATA SSD, RAID 1"],
               ["Data disks", "2 x 7.68 TB NVMe per node (15.36 TB)"],
               ["Node-to-node", "2 x 100 Gb/s RoCE v2 per node (200 Gb/s), RDMA"],
               ["Internet uplink", "1 Gbps per node"],
               ["Location", "Digital Realty DUB12, Dublin (Digital Realty is the facility operator and not a "
                "party)"]], [0.2, 0.8]),
        ("h", "Schedule 2 - Fees"),
        ("p", "EUR 0.85 per GPU-hour, excluding VAT, billed per minute of use and invoiced monthly. Minimum term "
              "one (1) month. One-off setup EUR 300 per node."),
        ("h", "Schedule 3 - Service levels"),
        ("p", "The Provider shall deliver the L40S 48GB model stated, with the PCIe topology stated; nodes are "
              "dedicated to the Customer (no vGPU, no sharing); monthly availability 99.5%, with a credit of 5% "
              "of the monthly fee for each 0.5% below (cap 25%); acceptance within 24 hours (fio 5 GB/s, "
              "iperf3 180 Gb/s between nodes); all Customer data deleted within 5 days of termination."),
        ("sp", 3),
        ("p", "For the Provider: Aoife Brennan, Greywater Systems Ltd. | For the Customer: Nils Ekberg, Halden "
              "Speech AB"),
    ], title="OF-2026-118", author="Greywater Systems", footer="Greywater Systems Ltd. - OF-2026-118")


@doc("r21")
def r21(out: Path) -> None:
    pdf(out / "r21-proforma-invoice-bank-b200-en.pdf", [
        ("title", "PROFORMA INVOICE  NSC-PF-0093"),
        ("t", [["From", "Bill to"],
               ["Northstar Silicon Cloud LLC<br/>77 Water St, New York NY 10005", "Cobalt River Labs Inc.<br/>"
                "12 Mill St, Cambridge MA 02139"]], [0.5, 0.5]),
        ("t", [["Description", "Qty", "Unit", "Unit price", "Amount"],
               ["HGX B200 node (8 GPUs), monthly rental, Jan-Mar 2027", "3", "node-month", "$48,000.00",
                "$144,000.00"],
               ["Setup and burn-in (one-off)", "1", "ea", "$1,500.00", "$1,500.00"],
               ["Total (taxes not included)", "", "", "", "$145,500.00"]], [0.46, 0.07, 0.13, 0.16, 0.18],
         {"bold": [3]}),
        ("p", "One node, three months: minimum term three (3) months, billed monthly in advance. Prices exclude "
              "applicable taxes."),
        ("h", "Node"),
        ("p", "8 x NVIDIA B200 (180 GB HBM3e per GPU usable), NVLink 5 with NVSwitch, 1.8 TB/s per GPU; 2 x "
              "Intel Xeon Platinum 8570 (56 cores each), 112 cores; 2 TB RAM; boot 2 x 960 GB NVMe; data 8 x "
              "3.84 TB NVMe (30.72 TB); internet 10 Gbps; single node, no cluster fabric."),
        ("h", "Terms"),
        ("p", "B200 with 180 GB per GPU named in the contract; NVSwitch all-to-all; dedicated bare metal; 99.9% "
              "monthly availability with 5% credit per 0.1% below (cap 50%); acceptance within 48 hours "
              "(nccl-tests busbw at least 700 GB/s, fio 20 GB/s); drives erased within 7 days after the term, "
              "with a certificate."),
        ("h", "Remit to"),
        ("p", "Beneficiary: Northstar Silicon Cloud LLC<br/>Bank: JPMorgan Chase Bank, N.A., New York<br/>"
              "ABA 021000021 | Account 7788 1020 33<br/>Reference: NSC-PF-0093"),
    ], title="NSC-PF-0093", author="Northstar Silicon Cloud", footer="Northstar Silicon Cloud LLC")


@doc("r22")
def r22(out: Path) -> None:
    pdf(out / "r22-amendment-change-list-mi300x-en.pdf", [
        ("title", "AMENDMENT No. 2 TO ORDER FORM OF-3307"),
        ("p", "Between <b>Saltmarsh Compute Ltd</b> (\"Saltmarsh\", the provider) and Fenwick Genomics Ltd (the "
              "customer). Effective 1 January 2027. Except as changed below, Order Form OF-3307 and Amendment "
              "No. 1 remain in force."),
        ("h", "Change list"),
        ("t", [["#", "Term", "Was", "Now"],
               ["1", "Nodes", "2", "4"],
               ["2", "Local data storage per node", "4 x 3.84 TB NVMe (15.36 TB)", "8 x 3.84 TB NVMe "
                "(30.72 TB)"],
               ["3", "Internet uplink per node", "1 Gbps", "10 Gbps"],
               ["4", "Price", "USD 1.95 per GPU-hour", "USD 1.85 per GPU-hour"],
               ["5", "Term", "6 months", "minimum nine (9) months from the effective date"]],
         [0.05, 0.3, 0.3, 0.35]),
        ("h", "Unchanged (restated for convenience)"),
        ("p", "Per node: 8 x AMD Instinct MI300X OAM 192GB HBM3, Infinity Fabric (xGMI) full mesh; 2 x AMD EPYC "
              "9534 (64 cores each), 128 cores; 2 TB RAM; boot 2 x 960 GB NVMe; compute fabric 8 x 400G RoCE v2 "
              "per node (3.2 Tb/s), RDMA. Billing per hour, invoiced monthly; prices exclude VAT."),
        ("p", "Commitments: MI300X with 192 GB per GPU; xGMI full mesh in-node and RoCE between nodes; dedicated "
              "nodes, no partitioning; 99.9% monthly availability, credits 5% per 0.1% below (cap 50%); "
              "acceptance of the two new nodes within 48 hours (RCCL all_reduce 4-node busbw 300 GB/s); data "
              "deleted within 7 days of the end of term, certified."),
        ("sp", 3),
        ("p", "Signed: Imogen Hart for Saltmarsh Compute Ltd | Signed: R. Fenwick for Fenwick Genomics Ltd"),
    ], title="Amendment 2 OF-3307", author="Saltmarsh Compute", footer="Saltmarsh Compute Ltd - OF-3307 A2")


# ================================================================================================ bilingual
@doc("r23")
def r23(out: Path) -> None:
    pdf(out / "r23-lease-order-provider-card-month-h20-bi.pdf", [
        ("brand", "贺兰算力 HELAN COMPUTE"),
        ("title", "租赁订单 Lease Order　HL-LO-2026-077"),
        ("t", [["服务方 Provider", "宁夏贺兰山算力科技有限公司<br/>Ningxia Helanshan Computing Technology Co., Ltd."],
               ["承租方 Lessee", "兰州金城语言智能有限公司 Lanzhou Jincheng Language Intelligence Co., Ltd."],
               ["机房 Data centre", "中国移动（宁夏）中卫数据中心，由中国移动运营 oper"
                                    "ated by China Mobile，非本订单当事方"
                " not a party"]], [0.22, 0.78], {"head": 0}),
        ("h", "一、资源 Resources"),
        ("t", [["项目 Item", "单台 Per node", "合计 Total（4 台 nodes）"],
               ["GPU", "8 × NVIDIA H20 96GB HBM3，NVLink 900GB/s 全互联 full mesh", "32"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核 cores）= 96 核", "8 颗 CPUs"],
               ["内存 RAM", "1TB DDR5", "4TB"],
               ["系统盘 System disk", "2 × 480GB SATA SSD（RAID1）", "8 块 drives"],
               ["数据盘 Data disk", "4 × 7.68TB NVMe，单台 30.72TB", "16 块 drives（122.88TB）"],
               ["计算网络 Compute fabric", "4 × 400G RoCE v2（1.6Tb/s），RDMA", "—"],
               ["公网 Internet", "100Mbps 独享 dedicated", "4 条 lines"]], [0.24, 0.5, 0.26]),
        ("h", "二、价格 Price"),
        ("p", "¥3,100 /卡/月 per GPU-month（不含税 excl. VAT），即 ¥24,800 /台/月 per node-month；另加 6% 增值税"
              " plus 6% VAT（含税 ¥26,288 /台/月）。按月计费 billed monthly；最短租期六个月 minimum six (6) months。"),
        ("h", "三、服务承诺 Commitments"),
        ("p", "H20 96GB 型号显存写入订单 model and memory in this order；NVLink 全互联及 RoCE 如上 as stated；整机独享"
              " dedicated, no slicing；月可用率 99.9% monthly；每低 0.1% 减免 5% 月租 credit，上限 50%；交付 48 小时内"
              "验收 acceptance（nccl-tests 四机 busbw ≥ 150GB"
              "/s）；期满 7 日内删除数据 deletion，出具证明 certificate。"),
        ("sp", 3),
        ("p", "服务方（盖章）Provider：宁夏贺兰山算力科技有限公司　　承租方（盖章）Lessee："),
    ], cjk=True, title="HL-LO-2026-077", author="贺兰算力", footer="贺兰算力 HELAN COMPUTE · HL-LO-2026-077")


@doc("r24")
def r24(out: Path) -> None:
    pdf(out / "r24-need-vs-solution-405b-full-h200-bi.pdf", [
        ("brand", "前海超算云 QIANHAI SUPERCLOUD"),
        ("small", "深圳前海超算云科技有限公司 Shenzhen Qianhai Superc"
                  "loud Technology Co., Ltd.　|　深圳市前海深港合作区"),
        ("title", "需求—方案对照表 Requirement vs Solution　QHS-RS-1205"),
        ("p", "客户 Customer：广州南沙深蓝大模型研究院 Nansha Deep Blue LLM Institute　　日期 Date：2026-12-05"),
        ("t", [["客户需求 Customer requirement", "我方方案 Our solution"],
               ["训练任务 Task：Llama 3 405B 全参数微调 full-parameter fine-tune",
                "2 台 × 8 × NVIDIA H200 SXM 141GB（共 16 卡，2,256GB 显存 GPU memory）"],
               ["机内互联 In-node", "NVSwitch 全互联 full mesh，NVLink 900GB/s"],
               ["机间网络 Between nodes", "8 × 400G NDR InfiniBand（3.2Tb/s），RDMA"],
               ["存储 Storage", "系统盘 boot 2 × 960GB NVMe（RAID1）；数据盘 dat"
                                "a 8 × 7.68TB NVMe（61.44TB / 台 per node）"],
               ["主机 Host", "2 × AMD EPYC 9654（96 核 cores）= 192 核；2TB 内存 RAM"],
               ["公网 Internet", "BGP 500Mbps 独享 dedicated / 台"],
               ["预算 Budget", "¥125,000 /台/月 per node-month（含 6% 增值税 incl. VAT）"]], [0.42, 0.58]),
        ("p", "两台月合计 Monthly total ¥250,000；最短租期三个月 minimum three (3) months，按月计费 billed monthly。"),
        ("h", "服务承诺 Commitments"),
        ("p", "型号 H200 SXM、每卡 141GB 写入合同；NVSwitch + NDR IB；整机独享 dedicated；月可用率 99.9%；每低 0.1%"
              " 补偿 5%，上限 50% credits；交付 48 小时内验收 acceptance（nccl-tests 双机 busbw ≥ 380GB/s）；"
              "期满 7 日内删除数据 deletion 并出具证明。"),
        ("p", "编制 Prepared by：方敏 Fang Min，前海超算云"),
    ], cjk=True, title="QHS-RS-1205", author="方敏", footer="前海超算云 · QHS-RS-1205")


@doc("r25")
def r25(out: Path) -> None:
    pdf(out / "r25-brochure-price-box-mi300x-2615-bi.pdf", [
        ("brand", "金鸡湖算力 JINJI LAKE COMPUTE"),
        ("small", "苏州金鸡湖算力有限公司 Suzhou Jinji Lake Compute Co., Ltd."),
        ("title", "AMD MI300X 算力集群 Cluster"),
        ("t", [["规格 Specs", "数值 Value"],
               ["GPU", "8 × AMD Instinct MI300X OAM / 台 per node"],
               ["显存 Memory", "192GB HBM3 / 卡 per GPU"],
               ["BF16 算力 Peak BF16", "2,615 TFLOPS / 卡 per GPU（稠密 dense）"],
               ["机内互联 In-node", "Infinity Fabric (xGMI) 全互联 full mesh"],
               ["机间 Between nodes", "8 × 400G RoCE v2（3.2Tb/s），RDMA"],
               ["主机 Host", "2 × AMD EPYC 9474F（48 核 cores）= 96 核；1.5TB"],
               ["存储 Storage", "系统盘 boot 2 × 960GB NVMe；数据盘 data 8 × 3.84TB NVMe（30.72TB）"],
               ["公网 Internet", "200Mbps 独享 dedicated"]], [0.3, 0.7]),
        ("h", "报价 Price box　报价对象 For：上海张江曜石生物 Yaoshi Bio"),
        ("t", [["方案 Plan", "2 台 nodes（16 卡 GPUs）"],
               ["单价 Price", "¥14.50 /卡/时 per GPU-hour（含 6% 增值税 incl. VAT）"],
               ["计费 Billing", "按小时 hourly；最短 1 个月 minimum one (1) month"]], [0.3, 0.7], {"head": 0}),
        ("p", "服务承诺 Commitments：MI300X 192GB 写入合同；xGMI + RoCE 如上；整机独享 dedicated；月可用率 99.9%；每低"
              " 0.1% 补偿 5% credits（上限 50%）；交付 48 小时内验收 acceptance（RCCL 双机 busbw ≥ 150GB/s）；"
              "期满 5 日内删除数据 deletion。"),
    ], cjk=True, title="MI300X cluster", author="金鸡湖算力", footer="苏州金鸡湖算力有限公司")


@doc("r26")
def r26(out: Path) -> None:
    pdf(out / "r26-buyer-three-vendor-bijia-circled-h800-bi.pdf", [
        ("brand", "崂山海洋大模型实验室"),
        ("small", "Laoshan Ocean LLM Lab　|　采购与合同组 Procurement　|　内部比价表 internal comparison"),
        ("title", "H800 租赁比价表 Comparison of H800 rental offers　BJ-2026-31"),
        ("p", "需求 Need：2 台 nodes × 8 × H800，6 个月 months，Llama 3 70B LoRA。以下为三家供应商报价，"
              "◎ 为选定 circled = selected。"),
        ("t", [["项目 Item", "A：济南泉城算力科技有限公司", "B：烟台蓬莱云计算有限公司 ◎ 选定 Selected",
                "C：威海刘公岛数据服务有限公司"],
               ["单价 Price（含税 incl. VAT）", "¥72,500 /台/月", "¥69,800 /台/月", "¥66,000 /台/月"],
               ["GPU", "8 × H800 SXM5 80GB", "8 × H800 SXM5 80GB，NVSwitch，NVLink 400GB/s", "8 × H800 PCIe 80GB"],
               ["数据盘 Data", "4 × 3.84TB NVMe", "4 × 7.68TB NVMe（30.72TB）", "4 × 8TB SATA HDD"],
               ["系统盘 Boot", "1 × 960GB SATA", "2 × 960GB SATA SSD（RAID1）", "1 × 480GB SATA"],
               ["机间 Fabric", "4 × 200G IB", "8 × 400G NDR IB（3.2Tb/s），RDMA", "2 × 25GbE"],
               ["公网 Internet", "100Mbps", "200Mbps 独享 dedicated", "50Mbps"],
               ["主机 Host", "2 × 8468，1TB", "2 × Xeon 8468（48 核）= 96 核，2TB", "2 × 6430，512GB"],
               ["期限 Term", "12 个月", "最短 6 个月 minimum six (6) months，按月 monthly", "3 个月"],
               ["合同承诺 Commitments", "可用率 99.5%，无验收", "型号显存入约；整机独享；99.9%；每低 0.1% 补偿 5%"
                "（上限 50%）；48 小时验收 nccl-tests ≥ 180GB/s；期满 5 日删数据并出证明", "尽力而为 best effort"]],
         [0.17, 0.25, 0.33, 0.25], {"box": [((2, 0), (2, -1))]}),
        ("p", "结论 Decision：选定 B 烟台蓬莱云计算有限公司 Yantai Penglai Cloud Computing Co., Ltd.（蓬莱云），"
              "¥69,800 /台/月（含 6% 增值税），两台六个月合计 ¥837,600。A 价高；C 为 PCIe 卡且硬盘为 HDD，不选。"),
        ("t", [["经办 Prepared", "复核 Reviewed", "批准 Approved"], ["于洋 2026-12-04", "邵敏 2026-12-04",
                                                                   "郑主任 2026-12-05"]], [0.33, 0.33, 0.34]),
    ], cjk=True, title="BJ-2026-31", author="于洋", footer="崂山海洋大模型实验室 · 内部比价表", land=True)


@doc("r27")
def r27(out: Path) -> None:
    pdf(out / "r27-service-order-sku-discount-instance-hour-a100-40g-bi.pdf", [
        ("brand", "江城智算 JIANGCHENG AI"),
        ("small", "武汉江城智算科技有限公司 Wuhan Jiangcheng AI Comp"
                  "uting Co., Ltd.　|　武汉东湖新技术开发区光谷三路 777 号"),
        ("title", "服务订购单 Service Order　JC-SO-261206-02"),
        ("p", "订购方 Customer：宜昌三峡知行教育科技有限公司　　订购日期 Date：2026-12-06"),
        ("t", [["SKU", "名称 Item", "数量 Qty", "单价 Unit price（含 6% 税 incl. VAT）", "说明 Note"],
               ["JC-A100-40S-8X-HR", "A100 40GB SXM 八卡实例 8-GPU instance", "1 实例 instance",
                "¥96.00 /实例·时 per instance-hour（目录价 list）", "1 实例 = 1 台 8 卡 one instance = one node"],
               ["JC-DISC-FIRST-90", "首单九折 first-order 10% off", "—", "−¥9.60 /实例·时", "适用整个租期 whole term"],
               ["", "折后单价 Net price", "", "¥86.40 /实例·时 per instance-hour", ""],
               ["JC-STO-OSS", "对象存储 Object storage（选配 optional）", "按量", "¥0.12 /GB·月", "不含在单价内"]],
         [0.18, 0.26, 0.12, 0.24, 0.2], {"bold": [3]}),
        ("p", "计费 Billing：按秒计费 per second，每日结算 settled daily；最短租期 7 天 minimum seven (7) days。"),
        ("h", "实例配置 Instance"),
        ("p", "8 × NVIDIA A100 SXM4 40GB HBM2，NVSwitch 全互联 full mesh，NVLink 600GB/s；2 × Intel Xeon Gold 6348"
              "（28 核 cores）= 56 核；512GB；系统盘 boot 1 × 480GB SATA SSD；数据盘 data 2 × 3.84TB NVMe（7.68TB）；"
              "公网 internet 100Mbps 独享 dedicated；单机 single node。"),
        ("h", "承诺 Commitments"),
        ("p", "A100 SXM4 40GB 型号显存入约；NVSwitch 全互联；整机独享 dedicated，非 MIG；月可用率 99.5%；不可用时长按"
              " 3 倍退费 3x refund；开通 2 小时内验收 acceptance（n"
              "ccl-tests busbw ≥ 200GB/s）；释放后 24 小时内删除数据"
              " deletion。"),
    ], cjk=True, title="JC-SO-261206-02", author="江城智算", footer="江城智算 JIANGCHENG AI · JC-SO-261206-02")


@doc("r28")
def r28(out: Path) -> None:
    pdf(out / "r28-hk-rate-sheet-ondemand-reserved-h100-bi.pdf", [
        ("brand", "維港算力 VICTORIA HARBOUR COMPUTE"),
        ("small", "香港維港算力有限公司 Victoria Harbour Compute Limited　|　香港觀塘道 388 號 25 樓"),
        ("title", "報價單 Quotation　VHC-Q-2612-15"),
        ("p", "致 To：澳門氹仔數碼語言有限公司 Taipa Digital Language Ltd　　日期 Date：2026-12-05"),
        ("t", [["方案 Plan", "按需 On-demand", "1 年預留 1-yr reserved", "3 年預留 3-yr reserved"],
               ["單價 Price", "HK$22.00 /GPU·時", "HK$16.80 /GPU·時", "HK$13.50 /GPU·時"],
               ["承諾 Commitment", "無 none", "12 個月 months", "36 個月 months"],
               ["本報價 This quote", "—", "採用 QUOTED", "—"]], [0.22, 0.26, 0.26, 0.26], {"shade": [3]}),
        ("p", "本報價採用 1 年預留：HK$16.80 每 GPU 每小時 per GPU-hour，按小時計費 billed hourly，按月發單 invoiced "
              "monthly；最短十二個月 minimum twelve (12) months。香港無增值稅 no VAT in Hong Kong。"),
        ("h", "配置 Configuration（每台 per node，共 2 台 nodes）"),
        ("t", [["項目 Item", "規格 Spec"],
               ["GPU", "8 × NVIDIA H100 SXM5 80GB，NVSwitch，NVLink 900GB/s"],
               ["CPU / 記憶體 RAM", "2 × Intel Xeon Platinum 8480+（56 核 cores）= 112 核；2TB"],
               ["系統碟 Boot", "2 × 960GB NVMe（RAID1）"],
               ["資料碟 Data", "8 × 3.84TB NVMe，每台 30.72TB"],
               ["計算網絡 Compute fabric", "8 × 400G NDR InfiniBand（3.2Tb/s），RDMA"],
               ["互聯網 Internet", "1Gbps 每台 per node"]], [0.26, 0.74]),
        ("h", "服務承諾 Commitments"),
        ("p", "型號 H100 SXM5 及每卡 80GB 寫入合約；NVSwitch 全互聯，節點間 NDR InfiniBand；整機獨享 dedicated；"
              "月可用率 99.9%；每低 0.1% 回贈 5% 月費 credit，上限 50%；交付 48 小時內驗收 acceptance（nccl-tests "
              "雙機 busbw ≥ 360GB/s）；期滿 7 日內刪除數據 deletion 並出具證明。"),
        ("p", "收款 Payment：收款人 Beneficiary 香港維港算力有限公司；銀行 Bank：中國銀行（香港）有限公司 Bank of China"
              " (Hong Kong) Limited。"),
    ], cjk=True, title="VHC-Q-2612-15", author="維港算力", footer="Victoria Harbour Compute Limited · VHC-Q-2612-15")


@doc("r29")
def r29(out: Path) -> None:
    text(out / "r29-email-signoff-card-month-a800-bi.txt", """
From: 王芳 Fiona Wang <fiona.wang@ganjiang-cloud.cn>
To: 刘晨 Chen Liu <liuchen@lushan-med.com>
Cc: 上海联拓渠道 Liantuo Channel <partner@liantuo-sh.com>
Date: 2026-12-05 14:20 +0800
Subject: A800 报价 / A800 quotation

刘经理您好 / Dear Mr Liu,

按您的需求报价如下 / As requested, our quotation:

- 资源 Resources: 2 台 × 8 × NVIDIA A800 SXM4 80GB（NVSwitch 全互联 full mesh, NVLink 400GB/s）
- 单价 Price: ¥6,100 /卡/月 per GPU-month（含 6% 增值税 incl. VAT），即 ¥48,800 /台/月 per node-month
- 期限 Term: 最短三个月 minimum three (3) months，按月计费 billed monthly
- 主机 Host: 2 × Intel Xeon Platinum 8358（32 核 cores）= 64 核；1TB 内存 RAM
- 系统盘 Boot: 2 × 480GB SATA SSD（RAID1）
- 数据盘 Data: 4 × 3.84TB NVMe，每台 15.36TB per node
- 机间 Fabric: 2 × 200G RoCE v2（400Gb/s）, RDMA
- 公网 Internet: 100Mbps 独享 dedicated

服务承诺 Commitments: 型号显存入约 A800 SXM4 80GB in the contract；NVSwitch 全互联；整机独享 dedicated,
no slicing；月可用率 99.5% monthly；每低 0.5% 补偿 5% 月租 credit，上限 30%；交付 48 小时内验收 acceptance
(nccl-tests 双机 busbw >= 90GB/s)；期满 5 日内删除数据 deletion，出具证明 certificate。

上海联拓为渠道伙伴，仅抄送知悉，不是合同方 / Liantuo is a channel partner, copied for information, not a party.

此致 / Best regards,
王芳 Fiona Wang
大客户经理 Key Account Manager
南昌赣江云算科技有限公司 Nanchang Ganjiang Cloud Computing Co., Ltd.
江西省南昌市红谷滩区丰和中大道 1188 号

本邮件及附件仅供收件人使用 This e-mail is intended for the addressee only.
""")


@doc("r30")
def r30(out: Path) -> None:
    pdf(out / "r30-scanned-confirmation-stamps-a800-pcie-bi.pdf", [
        ("scan", 3, "<font size=14>订 单 确 认 书　ORDER CONFIRMATION</font>"),
        ("scan", 0, "编号 No.：ZD-OC-1204　　日期 Date：2026-12-04"),
        ("scan", 5, "服务方 Provider：石家庄正定算力服务有限公司 Shijiazhuang Zhengding Computing Services Co., Ltd."),
        ("scan", 1, "客户 Customer：保定白洋淀数字科技有限公司 Baiyangdian Digital Technology Co., Ltd."),
        ("scan", 2, "1. 资源 Resource：1 台 node × 8 × NVIDIA A800 P"
                    "CIe 80GB；NVLink 桥接 bridges 两两成对 in pairs（每对"
                    " 400GB/s within a pair），对与对之间经 PCIe 4.0 between pairs；无 NVSwitch。"),
        ("scan", 4, "2. 主机 Host：2 × Intel Xeon Gold 6338（32 核 cor"
                    "es）= 64 核；512GB；系统盘 boot 1 × 480GB SATA SSD；"
                    "数据盘 data 2 × 3.84TB NVMe（7.68TB）；公网 internet 50Mbps 独享 dedicated。"),
        ("scan", 1, "3. 价格 Price：¥1,180 /台/天 per node-day（含税 incl. VAT）；按天计费 billed daily；最短 30 天 "
                    "minimum thirty (30) days；30 天合计 ¥35,400。"),
        ("scan", 3, "4. 承诺 Commitments：型号显存 A800 PCIe 80GB 入约；桥接拓扑如上 topology as stated；整机独享 "
                    "dedicated；月可用率 99.5%；每低 0.5% 补偿 5%（上限 30%）credits；交付 12 小时内验收 acceptance"
                    "（nvidia-smi topo -m、p2pBandwidthLatencyTes"
                    "t、fio ≥ 3GB/s）；结束后 48 小时内删除数据 deletion 并出具"
                    "记录。"),
        ("sp", 6),
        ("t", [["客户确认 Customer", "服务方 Provider"],
               ["<font color='#b3202a'>【保定白洋淀数字科技有限公司 合同专用章】</font>",
                "<font color='#b3202a'>【石家庄正定算力服务有限公司 合同专用章】</font>"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
        ("small", "（扫描件 scanned copy）"),
    ], cjk=True, title="scan_ZD-OC-1204.pdf", author="", footer="")


@doc("r31")
def r31(out: Path) -> None:
    text(out / "r31-wiki-bom-raid-shared-fs-h100-bi.md", """
# 陇东算力 · H100 集群配置单 / H100 cluster BOM (LD-BOM-2612-04)

> 服务方 Provider：庆阳陇东算力科技有限公司 Qingyang Longdong Computing Technology Co., Ltd.
> 客户 Customer：西安交大未来语言实验室 ｜ 更新 Updated：2026-12-05 ｜ 本页为报价附件 attachment to quote LD-Q-2612-04

## 1. 节点 Nodes

3 台 nodes，每台 each：

| 部件 Part | 规格 Spec | 单台数量 Per node | 合计 Total |
|---|---|---|---|
| GPU | NVIDIA H100 SXM5 80GB，NVSwitch，NVLink 900GB/s | 8 | 24 |
| CPU | Intel Xeon Platinum 8468（48 核 cores） | 2 | 6 |
| 内存 RAM | 64GB DDR5（单台 2TB） | 32 | 96 |
| 系统盘 Boot | 960GB SATA SSD，RAID1 | 2 | 6 |
| 数据盘 Data | 3.84TB NVMe U.2，RAID0，单台 30.72TB | 8 | 24 |
| 计算网卡 Compute NIC | 400G NDR InfiniBand（单台 3.2Tb/s，RDMA） | 8 | 24 |
| 存储网卡 Storage NIC | 100GbE（仅接 GPFS） | 2 | 6 |
| 公网 Internet | 200Mbps 独享 dedicated | 1 | 3 |

## 2. 共享存储 Shared storage（另计 extra）

GPFS 并行文件系统 300TB，三台共享 shared by all three nodes，¥80 /TB/月，**不含在单台价格内** not in the node price。

## 3. 价格 Price

- ¥70,000 /台/月 per node-month，不含税 excl. VAT；另加 6% 增值税 plus 6% VAT（含税 ¥74,200）
- 按月计费 billed monthly；最短十二个月 minimum twelve (12) months

## 4. 承诺 Commitments

- 型号 H100 SXM5、每卡 80GB 入约 model and memory in the contract
- NVSwitch 全互联，机间 NDR InfiniBand
- 整机独享 dedicated，不虚拟化、不超售
- 月可用率 99.9%；每低 0.1% 补偿 5% 月租，上限 50% credits
- 交付 72 小时内验收 acceptance：nccl-tests 三机 busbw ≥ 350GB/s，fio 顺序读 ≥ 12GB/s
- 期满 7 日内删除数据 deletion，出具销毁证明 certificate
""")


@doc("r32")
def r32(out: Path) -> None:
    pdf(out / "r32-agreement-between-provider-sgd-a100-80g-bi.pdf", [
        ("ctitle", "GPU 服务协议 GPU SERVICES AGREEMENT"),
        ("p", "本协议由 This Agreement is made between <b>Merlion Tensor Pte. Ltd.</b> 狮城张量私人有限公司（the "
              "\"Provider\" 服务方，UEN 202318842K）and <b>Jurong Speech Labs Pte. Ltd.</b>（the \"Customer\" 客户）"
              "签订 on 5 December 2026。"),
        ("h", "第一条 Services 服务"),
        ("p", "2 台 nodes × 8 × NVIDIA A100 SXM4 80GB，NVSwitch，NVLink 600GB/s；每台 each：2 × AMD EPYC 7763"
              "（64 核 cores）= 128 核，1TB；系统盘 boot 2 × 480GB SATA SSD（RAID1）；数据盘 data 4 × 7.68TB NVMe"
              "（30.72TB）；机间 compute fabric 4 × 200G HDR InfiniBand（800Gb/s），RDMA；公网 internet 1Gbps。"
              "托管于 hosted at Keppel DC Singapore 5（Keppel "
              "为机房运营方 facility operator，非协议方 not a party）。"),
        ("h", "第二条 Fees 费用"),
        ("p", "S$2.60 每 GPU 每小时 per GPU-hour，不含 9% GST excl. GST（含税 S$2.83 incl.）；按小时计量 metered "
              "hourly，按月开票 invoiced monthly；最短六个月 minimum six (6) months。"),
        ("h", "第三条 Service levels 服务水平"),
        ("p", "A100 SXM4 80GB 型号显存入约；NVSwitch 及 HDR IB 如上；整机独享 dedicated；月可用率 99.9%；每低 0.1% "
              "补偿 5% credits，上限 50%；交付 48 小时内验收 acceptan"
              "ce（nccl-tests 双机 busbw ≥ 90GB/s）；期满 7 日内删除"
              "数据 deletion 并出具证明。"),
        ("sp", 4),
        ("t", [["For the Provider 服务方", "For the Customer 客户"],
               ["Merlion Tensor Pte. Ltd.<br/>Name: Darren Koh, Director", "Jurong Speech Labs Pte. Ltd.<br/>Name:"]],
         [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], cjk=True, title="GSA Merlion Tensor", author="Merlion Tensor", footer="Merlion Tensor Pte. Ltd. · GSA-2026-12")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout19")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
