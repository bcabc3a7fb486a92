"""Build the holdout22 corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English and
bilingual, weighted toward vendor identity (a brand only in a console's product name, a (c) footer legal line, a
remit-to / bank block, a Seller box, a signature with a title, an e-mail domain, a party clause; buyers, end
customers of a reseller, OEMs, data-centre operators, carriers, payment processors, consultants, parent groups and
competitors beside it), node counts (Qty 3, 共三台, phases of which one is the offer, "32 GPUs (4 nodes)", 16 卡
（2 机）, a cluster total, a single node), storage (per drive vs total, system vs data, RAID, shared file systems,
object storage add-ons, a total in a footnote) and pricing (GPU-hour, node-month, card-month, instance-hour,
含税 / 不含税, 原价 / 折后, deposits and setup fees, monthly equivalents, currency symbols, minimum terms and
billing steps), in layouts not used by the earlier corpora: a console instance-detail page, an ERP plain-text
quotation, a two-round 竞争性磋商 response, a buyer's finance review sheet, a product manual with a model-code
decoder, a channel project-registration quote, an OA contract sign-off sheet, OCR'd mini-program screenshots, a
validity-extension letter, a pre-sales clarification letter, a batch call-off under a framework, a pro-forma with
Seller / Buyer / Ship-to boxes, a cost-per-token worksheet, an RFP price volume with CLINs, a supplier due-diligence
questionnaire, a launch blog post, a Hong Kong debit note, a booking confirmation with a capacity window, a quote
with a separate terms-of-service file, a POC test plan, a price-change notice.

Run: python tests/corpus/holdout22/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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
@doc("s01")
def s01(out: Path) -> None:
    url = "https://console.chenghucloud.cn/ebm/instances/detail?region=cn-hangzhou&id=ebm-gh20-7k2q9"
    pdf(out / "s01-kongzhitai-shili-xiangqing-h20-zh.pdf", [
        ("t", [["[控制台]　云服务器 ECS　GPU 裸金属", "产品与服务　费用　工单　备案",
                "主账号：sz-qianhai-yujing（深圳前海语境科技有限公司）"]], [0.3, 0.3, 0.4], {"head": 1}),
        ("crumb", "云服务器 ＞ GPU 裸金属服务器 ＞ 实例列表 ＞ ebm-gh20-7k2q9"),
        ("title", "澄湖云 GPU 裸金属服务器　ebm-gh20-7k2q9"),
        ("p", "状态：运行中　|　付费类型：包年包月　|　所属订单：CH-O-26120411420（共 2 台，见下方实例列表）"),
        ("h", "实例列表（本订单）"),
        ("t", [["实例 ID", "名称", "状态", "规格", "可用区", "到期时间"],
               ["ebm-gh20-7k2q9", "qh-train-01", "运行中", "ebm.gh20.8xlarge", "杭州 可用区 K", "2027-06-04 23:59"],
               ["ebm-gh20-7k2r3", "qh-train-02", "运行中", "ebm.gh20.8xlarge", "杭州 可用区 K", "2027-06-04 23:59"]],
         [0.17, 0.13, 0.09, 0.2, 0.18, 0.23], {"shade": [1]}),
        ("h", "基本信息"),
        ("t", [["实例 ID", "ebm-gh20-7k2q9", "实例名称", "qh-train-01"],
               ["地域", "华东（杭州）", "创建时间", "2026-12-04 11:42:06"],
               ["镜像", "Ubuntu 22.04 + CUDA 12.6 + 驱动 560", "安全组", "sg-qh-train"],
               ["私网 IP", "10.24.6.11", "公网 IP", "47.118.23.90"]], [0.14, 0.36, 0.14, 0.36], {"head": 0}),
        ("h", "配置信息"),
        ("t", [["项目", "规格"],
               ["规格族", "ebm.gh20.8xlarge（GPU 裸金属，整机独享）"],
               ["GPU", "NVIDIA H20 96GB HBM3 × 8，NVSwitch 全互联，NVLink 900GB/s（每卡双向）"],
               ["CPU", "Intel Xeon Platinum 8480+ × 2（每颗 56 核），共 112 核 224 线程"],
               ["内存", "2048GB DDR5（32 × 64GB）"],
               ["系统盘", "ESSD 云盘 PL1 200GiB（单独计费）"],
               ["本地数据盘", "NVMe SSD 3.84TB × 4（规格自带，共 15.36TB，实例释放后数据不保留）"],
               ["RDMA 网络", "RoCE v2 4 × 200Gbps，单实例 800Gbps；两台位于同一 RDMA 集群"],
               ["公网带宽", "固定带宽 200Mbps（BGP 多线，单独计费）"]], [0.18, 0.82]),
        ("h", "付费信息"),
        ("t", [["费用项", "原价", "优惠", "当前价格"],
               ["实例 ebm.gh20.8xlarge", "<strike>¥28,600.00/台/月</strike>", "新客专享 9 折（限首个订单）",
                "¥25,740.00/台/月"],
               ["系统盘 ESSD PL1 200GiB", "¥180.00/台/月", "—", "¥180.00/台/月"],
               ["公网带宽 200Mbps", "¥4,600.00/台/月", "—", "¥4,600.00/台/月"],
               ["合计（每台每月）", "¥33,380.00", "-¥2,860.00", "¥30,520.00"],
               ["订单金额（2 台 × 6 个月）", "¥400,560.00", "-¥34,320.00", "¥366,240.00"]],
         [0.28, 0.22, 0.27, 0.23], {"bold": [5]}),
        ("p", "购买时长：6 个月（包月，最短 6 个月，到期前不可退订）；按月出账，每月自动扣款。以上价格均含 6% 增值税。"
              "自动续费：未开启。支付方式：微信支付 / 对公转账，线上支付由财付通支付科技有限公司提供支付服务。"),
        ("h", "服务承诺（企业版服务等级协议，随订单生效，摘要）"),
        ("p", "1. 型号与显存：交付 GPU 为 NVIDIA H20，每卡显存 96GB，与上表一致，不以其他型号替代；机内 NVSwitch "
              "全互联，"
              "机间 RoCE v2 RDMA 网络。"),
        ("p", "2. 独享：裸金属整机独享，不做虚拟化、不做 MIG 切分、不超售。"),
        ("p", "3. 可用性：单实例月度可用性不低于 99.9%。"),
        ("p", "4. 赔付：月度可用性低于 99.9% 赔付当月实例费用的 10%，低于 99.5% 赔付 25%，低于 99% 赔付 50%，"
              "以代金券返还。"),
        ("p", "5. 验收：实例交付后 24 小时内为验收期（不计费），nccl-tests 单机 all_reduce busbw ≥ 330GB/s、双机 ≥ "
              "40GB/s，"
              "fio 本地盘顺序读 ≥ 10GB/s；不达标免费更换。"),
        ("p", "6. 数据删除：实例释放后 24 小时内对本地盘与云盘执行安全擦除，可申请擦除证明。"),
        ("sp", 3),
        ("crumb", f"{COPY} 2026 杭州澄湖云计算有限公司 版权所有　|　浙ICP备2024031187号-2　|　澄湖云 GPU 裸金属服务器 "
                  "产品服务协议"
                  "　|　隐私政策"),
    ], cjk=True, title="实例详情 - 澄湖云 GPU "
                       "裸金属服务器", header="2026/12/4 14:22　实例详情 - 澄湖云 GPU "
                                                       "裸金属服务器",
        footer=url)


@doc("s02")
def s02(out: Path) -> None:
    text(out / "s02-erp-xiaoshou-baojiadan-a800-zh.txt", """
【姑苏算力】                          销 售 报 价 单
单位名称：苏州姑苏算力科技有限公司                      打印时间：2026-12-04 10:17:45
报价单号：XSBJ-2612-00087    报价日期：2026-12-04    有效期至：2026-12-31
客户编码：C-0417             客户名称：无锡太湖慧语科技有限公司
联 系 人：钱文静             业 务 员：周启航        部门：华东大客户部
币    种：人民币             汇    率：1.000000      税率(%)：6.00
------------------------------------------------------------------------------------------------
行号 存货编码      存货名称                 计量单位   数量   无税单价     含税单价
     规格型号
------------------------------------------------------------------------------------------------
1    ZL-A800-8S    GPU 算力服务器租赁       台/月      3      41,500.00    43,990.00
     A800 SXM4 80GB×8 整机（设备品牌：超聚变 FusionServer G8600 V7）
2    FW-SJ-01      上架部署及联调服务       次         3      1,886.79     2,000.00
     一次性收取，非月租
3    WL-BGP-200    公网带宽 BGP 200Mbps     台/月      3      0.00         0.00
     已含在整机月租内
------------------------------------------------------------------------------------------------
行号   无税金额        税额          价税合计
1      124,500.00      7,470.00      131,970.00   （每月，3 台）
2      5,660.38        339.62        6,000.00     （一次性）
3      0.00            0.00          0.00
合计   130,160.38      7,809.62      137,970.00
价税合计（大写）：壹拾叁万柒仟玖佰柒拾元整（首月应付，含一次性部署费）
------------------------------------------------------------------------------------------------
规格明细（每台，共三台，配置相同）
  GPU       NVIDIA A800 SXM4 80GB HBM2e × 8，NVSwitch 全互联，NVLink 400GB/s
  CPU       Intel Xeon Platinum 8358（32 核）× 2，合计 64 核
  内存      64GB DDR4-3200 × 16，合计 1024GB
  系统盘    960GB SATA SSD × 2（RAID1）
  数据盘    7.68TB U.2 NVMe × 4（合计 30.72TB，不做 RAID）
  计算网络  HDR InfiniBand 200Gb/s × 4（单台 800Gb/s），三台接入同一 IB 交换网络
  存储网络  25GbE × 2（不计入计算网络）
  公网      BGP 200Mbps 独享
------------------------------------------------------------------------------------------------
备注（商务条款）：
  1. 租期：6 个月起租（不少于 6 个月），按月结算，每月 5 日前预付当月租金。
  2. 本单第 1 行单价为每台每月价格；无税单价 41,500.00 元，含 6% 增值税单价 43,990.00 元。
  3. 型号承诺：交付 GPU 为 NVIDIA A800 SXM4 80GB，每卡显存 80GB，不以其他型号替代；机内 NVSwitch
     全互联，机间 HDR InfiniBand。
  4. 独享：物理整机独享，不虚拟化、不切分、不超售。
  5. 可用性：单台月度可用率不低于 99.9%；每低 0.1 个百分点按当月租金 5% 抵扣，最高抵扣当月租金 50%。
  6. 验收：交付后 48 小时内双方联合验收（nvidia-smi topo -m 全部为 NV8；nccl-tests 三机 all_reduce
     busbw ≥ 40GB/s；fio 顺序读 ≥ 12GB/s），验收通过后起算租期，未通过免费更换。
  7. 数据：租期届满或提前终止后 3 个工作日内完成数据盘安全擦除并出具擦除记录。
  8. 设备品牌超聚变为设备制造商；服务合同、发票及收款均为本公司。
------------------------------------------------------------------------------------------------
开户名称：苏州姑苏算力科技有限公司
开 户 行：中国建设银行股份有限公司苏州工业园区支行
账    号：3225 0198 8836 0000 1472
------------------------------------------------------------------------------------------------
制单：周启航            审核：李　敏            客户确认（盖章）：____________
第 1 页 / 共 1 页
""")


@doc("s03")
def s03(out: Path) -> None:
    hdr = "紫金智算　JBZC-2026-1143 竞争性磋商响应文件（一期）"
    pdf(out / "s03-jingzhengxing-cuoshang-xiangying-h100-zh.pdf", [
        ("sp", 18),
        ("ctitle", "南京江北新区人工智能创新中心<br/>大模型训练算力租赁服务项目（一期）"),
        ("ctitle", "竞争性磋商响应文件"),
        ("sp", 8),
        ("t", [["项目编号", "JBZC-2026-1143"],
               ["采购人", "南京江北新区人工智能创新中心"],
               ["采购代理机构", "江苏中正招标咨询有限公司"],
               ["响应供应商", "江苏紫金智算科技有限公司（盖章）"],
               ["法定代表人或授权代表", "沈  砚（授权代表，签字）"],
               ["日期", "2026 年 12 月 4 日（第二轮磋商后最后报价）"]], [0.3, 0.7], {"head": 0}),
        ("seal", "江苏紫金智算科技有限公司<br/>【投标专用章】"),
        ("pb",),
        ("h", "一、磋商响应函"),
        ("p", "致：南京江北新区人工智能创新中心、江苏中正招标咨询有限公司"),
        ("p", "我方已仔细研究磋商文件（项目编号 JBZC-2026-1143）全部内容，"
              "愿以本响应文件所列最后报价提供一期算力租赁服务。"
              "磋商文件载明：本项目分两期实施，一期租赁 2 台 8 卡 H100 服务器（即本次磋商采购内容）；二期 2 "
              "台视一期验收及"
              "使用情况另行采购，本次不报价、不构成采购承诺。故本响应文件所有数量、单价与合计均仅针对一期 2 台。"),
        ("h", "二、报价一览表（最后报价）"),
        ("t", [["轮次", "单价（元/台/月，含 6% 增值税）", "数量", "服务期", "合计（元）", "状态"],
               ["首轮报价（2026-12-01）", "<strike>73,500.00</strike>", "2 "
                                                                  "台", "12 "
                                                                         "个月", "<strike>1,764,000.00</strik"
                                                                                  "e>",
                "已被最后报价取代"],
               ["最后报价（2026-12-04）", "69,800.00", "2 台", "12 个月", "1,675,200.00", "有效"]],
         [0.2, 0.21, 0.09, 0.1, 0.18, 0.22], {"shade": [2]}),
        ("p", "最后报价总价（大写）：人民币壹佰陆拾柒万伍仟贰佰元整（¥1,675,200.00）。单价含税、含公网带宽、"
              "含机房托管与运维。"),
        ("h", "三、分项报价表（最后报价）"),
        ("t", [["序号", "分项", "单位", "数量", "单价（元）", "小计（元）", "备注"],
               ["1", "8 卡 H100 SXM 服务器租赁", "台·月", "24", "69,800.00", "1,675,200.00", "2 台 × 12 个月"],
               ["2", "上架部署、联调与验收测试", "项", "1", "0.00", "0.00", "含在租金内"],
               ["3", "二期 2 台（预留）", "—", "—", "不报价", "—", "另行采购"],
               ["合计", "", "", "", "", "1,675,200.00", ""]],
         [0.07, 0.29, 0.08, 0.07, 0.13, 0.15, 0.21], {"bold": [4]}),
        ("h", "四、技术响应表"),
        ("t", [["序号", "磋商要求", "响应内容", "偏离"],
               ["1", "GPU：NVIDIA H100 SXM 80GB，每台 8 卡", "NVIDIA H100 SXM5 80GB HBM3 × 8", "无偏离"],
               ["2", "机内互联：NVLink 全互联", "NVSwitch 全互联，NVLink 4.0 每卡 900GB/s", "无偏离"],
               ["3", "CPU ≥ 96 核", "Intel Xeon Platinum 8480+ × 2（56 核/颗），合计 112 核", "正偏离"],
               ["4", "内存 ≥ 1TB", "2TB DDR5（32 × 64GB）", "正偏离"],
               ["5", "系统盘", "2 × 960GB NVMe M.2（RAID1）", "无偏离"],
               ["6", "数据盘 ≥ 15TB NVMe", "8 × 3.84TB U.2 NVMe（每台 30.72TB）", "正偏离"],
               ["7", "机间网络：InfiniBand ≥ 200Gb/s × 4", "NDR InfiniBand 400Gb/s × 8（每台 3.2Tb/s），支持 RDMA",
                "正偏离"],
               ["8", "存储网络", "100GbE × 2", "无偏离"],
               ["9", "公网带宽 ≥ 200Mbps", "BGP 独享 500Mbps", "正偏离"]], [0.07, 0.3, 0.48, 0.15]),
        ("h", "五、商务响应表"),
        ("t", [["序号", "磋商要求", "响应内容", "偏离"],
               ["1", "服务期 12 个月", "服务期 12 个月，不少于 12 个月，期内不提前解约", "无偏离"],
               ["2", "付款方式", "按月支付，每月 10 日前支付当月租金", "无偏离"],
               ["3", "整机独享", "物理整机独享，不虚拟化、不切分 GPU、不超售", "无偏离"],
               ["4", "可用性 ≥ 99.9%", "单台月度可用性 99.9%", "无偏离"],
               ["5", "不达标赔偿", "低于 99.9% 按不可用时长的 2 倍折算租金抵扣，低于 99% 另抵扣当月租金 20%", "无偏离"],
               ["6", "交付验收", "交付后 72 小时内完成验收：nccl-tests 单机 busbw ≥ 360GB/s、双机 ≥ 45GB/s，"
                             "Llama 3 70B 固定步数训练 MFU ≥ 40% 作为基线；不达标免费更换并顺延", "无偏离"],
               ["7", "数据删除", "服务期满后 5 个工作日内完成全部数据盘擦除并出具删除证明", "无偏离"]],
         [0.07, 0.2, 0.58, 0.15]),
        ("h", "六、服务承诺书"),
        ("p", "我方承诺：交付 GPU 型号为 NVIDIA H100 SXM5，每卡显存 80GB，不以 H800、H20 等其他型号替代；上述技术、"
              "商务响应"
              "内容构成合同条款。服务器设备由我方自有，托管于南京江北新区智算中心机房（机房运营方为中国电信南京分公司，"
              "非本项目"
              "合同主体）。"),
        ("p", "响应供应商：江苏紫金智算科技有限公司（紫金智算）　授权代表：沈砚　联系电话：025-5866 1209"),
    ], cjk=True, title="JBZC-2026-1143 响应文件", author="江苏紫金智算科技有限公司", header=hdr,
        footer="江苏紫金智算科技有限公司　竞争性磋商响应文件")


@doc("s04")
def s04(out: Path) -> None:
    pdf(out / "s04-caiwu-baojia-fuhedan-l40s-zh.pdf", [
        ("brand", "成都锦城视听智能科技有限公司"),
        ("slogan", "财务部 · 内部单据　　Finance Department"),
        ("ctitle", "供应商报价复核单"),
        ("t", [["单据编号", "CW-FH-2026-1208", "申请部门", "算法平台部"],
               ["申请人", "罗一鸣", "复核人", "财务部 何静"],
               ["供应商", "重庆山城算力科技有限公司（简称：山城算力）", "供应商报价单号", "SC-BJ-2612-031"],
               ["采购内容", "L40S 8 卡 GPU 服务器租赁，2 台，租期 6 个月", "复核日期", "2026-12-04"]],
         [0.14, 0.38, 0.16, 0.32], {"head": 0}),
        ("h", "一、价格复核"),
        ("t", [["项目", "供应商报价", "财务复核", "说明"],
               ["单价（每卡每月，不含税）", "¥2,050.00", "一致", "报价单第 2 页价格表"],
               ["单价（每卡每月，含 6% 增值税）", "¥2,173.00", "一致", "2,050 × 1.06"],
               ["单价（每台每月，不含税）", "¥16,400.00", "一致", "2,050 × 8 卡"],
               ["增值税（6%，每台每月）", "¥984.00", "一致", ""],
               ["单价（每台每月，含税）", "¥17,384.00", "一致", "比价口径"],
               ["月租合计（2 台，含税）", "¥34,768.00", "一致", "月度付款额"],
               ["租期合计（2 台 × 6 个月，含税）", "¥208,608.00", "一致", "合同总额（不含押金）"],
               ["押金", "¥34,768.00", "一致", "每台 1 个月含税租金，租期结束无息退还；不计入单价"],
               ["上架调试费（一次性，含税）", "¥1,500.00/台，计 ¥3,000.00", "一致", "一次性费用，不计入单价"]],
         [0.3, 0.2, 0.12, 0.38], {"bold": [5]}),
        ("p", "复核结论：单价口径以每台每月含税 ¥17,384.00（即每卡每月含税 ¥2,173.00）计；"
              "押金与上架调试费为一次性款项，"
              "不参与单价比较。首期付款 = 首月租金 ¥34,768.00 + 押金 ¥34,768.00 + 上架调试费 ¥3,000.00 = ¥72,536.00。"),
        ("h", "二、供应商报价要点摘录（附件一：山城算力报价单 SC-BJ-2612-031）"),
        ("t", [["项目", "供应商报价内容（每台）"],
               ["GPU", "NVIDIA L40S 48GB GDDR6 × 8，PCIe 4.0 x16；L40S 不支持 NVLink，卡间经 PCIe 交换"],
               ["CPU", "AMD EPYC 9354（32 核）× 2，合计 64 核"],
               ["内存", "32GB DDR5 × 16，合计 512GB"],
               ["系统盘", "480GB SATA SSD × 2（RAID1）"],
               ["数据盘", "3.84TB NVMe SSD × 2（合计 7.68TB）"],
               ["机间网络", "RoCE v2 100GbE × 2（单台 200Gb/s），支持 RDMA"],
               ["公网", "BGP 独享 100Mbps"],
               ["机房", "中国电信重庆两江数据中心（机房运营方，非合同相对方）"],
               ["租期 / 结算", "起租 6 个月（不少于 6 个月），按月预付"]], [0.16, 0.84]),
        ("h", "三、合同条款核对（法务已确认，随合同签订）"),
        ("t", [["条款", "供应商承诺", "核对"],
               ["型号 / 显存", "交付 NVIDIA L40S，每卡 48GB，不以其他型号替代", "相符"],
               ["互联", "PCIe 4.0 机内互联（无 NVLink）；机间 RoCE v2 2 × 100GbE", "相符"],
               ["独享", "整机独享，不虚拟化、不切分、不超售", "相符"],
               ["可用性", "单台月度可用率 99.5%", "相符"],
               ["赔偿", "低于 99.5% 按不可用时长 3 倍折算抵扣租金，最高当月租金 30%", "相符"],
               ["验收", "交付后 24 小时内验收：fio 数据盘顺序读 ≥ 6GB/s，nccl-tests 双机 busbw ≥ 18GB/s", "相符"],
               ["数据删除", "租期结束 48 小时内擦除全部磁盘并出具证明", "相符"]], [0.16, 0.72, 0.12]),
        ("h", "四、审批"),
        ("t", [["环节", "处理人", "意见", "时间"],
               ["部门负责人", "邓晓川", "同意，用于 8B 模型 LoRA 微调", "2026-12-04 09:40"],
               ["财务复核", "何静", "价格复核无误，按月付款", "2026-12-04 11:05"],
               ["分管副总", "唐亦凡", "同意", "2026-12-04 15:30"]], [0.18, 0.14, 0.46, 0.22]),
    ], cjk=True, title="供应商报价复核单 CW-FH-2026-1208", author="成都锦城视听智能科技有限公司 财务部",
        footer="成都锦城视听智能科技有限公司 财务部　内部资料")


@doc("s05")
def s05(out: Path) -> None:
    pdf(out / "s05-chanpin-shouce-xinghao-guize-4090-zh.pdf", [
        ("brand", "星火算力　XINGHUO GPU"),
        ("slogan", "让每一块显卡都物尽其用　｜　GPU 服务器租赁产品手册 2026 版（第 3 章 型号与价格）"),
        ("h", "3.1 型号命名规则"),
        ("p", "星火算力整机租赁产品型号由五段组成，以 XH-4090-8C-4T-B 为例："),
        ("t", [["段", "示例", "含义", "可选值"],
               ["①", "XH", "产品线（星火整机租赁）", "XH"],
               ["②", "4090", "GPU 型号", "4090 = GeForce RTX 4090 24GB；L20 = NVIDIA L20 48GB；A6K = RTX A6000 48GB"],
               ["③", "8C", "每台 GPU 卡数", "1C / 4C / 8C"],
               ["④", "4T", "本地 NVMe 数据盘总容量（约数）", "2T = 1 × 1.92TB；4T = 2 × 1.92TB；8T = 2 × 3.84TB"],
               ["⑤", "B", "公网线路", "B = BGP 100Mbps 独享；S = 共享 50Mbps"]], [0.06, 0.1, 0.3, 0.54]),
        ("p", "注：型号中的卡数与容量仅为命名代号，实际配置以 3.2 节配置表为准；所有机型均为物理整机独享。"),
        ("h", "3.2 整机配置表"),
        ("t", [["型号", "GPU", "CPU / 内存", "系统盘 / 数据盘", "网络"],
               ["XH-4090-1C-2T-S", "1 × RTX 4090 24GB", "16 核 / 64GB", "240GB SATA / 1 × 1.92TB NVMe", "共享 50Mbps"],
               ["XH-4090-4C-4T-B", "4 × RTX 4090 24GB", "32 核 / 256GB", "480GB SATA / 2 × 1.92TB NVMe",
                "BGP 100Mbps"],
               ["XH-4090-8C-4T-B", "8 × RTX 4090 24GB，PCIe 4.0 "
                                   "x16", "2 × Intel Xeon Gold 6430（32 核），共 64 核 / "
                                                                     "512GB",
                "1TB NVMe（系统）/ 2 × 1.92TB NVMe（数据，共 3.84TB）", "BGP 100Mbps 独享"],
               ["XH-L20-8C-8T-B", "8 × NVIDIA L20 48GB", "2 × 32 核 / 1TB", "1TB NVMe / 2 × 3.84TB NVMe",
                "BGP 100Mbps"]], [0.18, 0.2, 0.24, 0.24, 0.14], {"shade": [3]}),
        ("p", "互联说明：RTX 4090 不支持 NVLink，多卡之间通过 PCIe 4.0 交换通信，GeForce 驱动默认不开启 P2P；单台交付，"
              "不含机间"
              "集群网络（无 InfiniBand / RoCE）。"),
        ("h", "3.3 价目表（含 6% 增值税）"),
        ("t", [["型号", "按时（元/卡/时）", "按天（元/卡/天）", "包月（元/卡/月）", "包月折合（元/台/月）"],
               ["XH-4090-1C-2T-S", "1.98", "42.00", "1,150.00", "1,150.00"],
               ["XH-4090-4C-4T-B", "1.92", "41.00", "1,100.00", "4,400.00"],
               ["XH-4090-8C-4T-B", "1.85", "40.00", "1,080.00", "8,640.00"],
               ["XH-L20-8C-8T-B", "2.60", "56.00", "1,520.00", "12,160.00"]],
         [0.22, 0.18, 0.18, 0.2, 0.22], {"shade": [3]}),
        ("p", "计费规则：按时计费以小时为单位，不足 1 小时按 1 小时计；按天以自然日计；包月以 30 天为一个计费周期，"
              "最短 1 个月，"
              "按月预付。"),
        ("h", "3.4 服务保障（全部机型适用，写入租赁合同）"),
        ("p", "（1）交付 GPU 型号与显存与配置表一致，不以其他型号或魔改卡替代；（2）物理整机独享，不虚拟化、不切分；"
              "（3）单台月度"
              "可用率 99.5%；（4）低于 99.5% 时按不可用时长的 3 倍顺延服务，或按比例退还租金，最高当月租金 30%；（5）"
              "交付后 "
              "24 小时内客户可运行 gpu-burn、p2pBandwidthLatencyTest 与 fio（数据盘顺序读 ≥ 5GB/s）验收，"
              "不通过免费更换；"
              "（6）退租后 24 小时内对全部磁盘执行安全擦除。"),
        ("pb",),
        ("ctitle", "报 价 回 执"),
        ("t", [["客户", "泉州刺桐影像科技有限公司（联系人：许嘉文）"],
               ["选定型号", "XH-4090-8C-4T-B（8 × RTX 4090 24GB）"],
               ["数量", "1 台"],
               ["计费方式", "包月（按时、按天不选）"],
               ["单价", "¥1,080.00/卡/月（含 6% 增值税），即 ¥8,640.00/台/月"],
               ["租期", "1 个月起租，按月续租，按月预付"],
               ["用途", "Llama 3 8B LoRA 微调与推理评测"],
               ["报价人", "星火算力 客户经理 林思远（报价单号 XH-HZ-2612-0215）"]], [0.2, 0.8], {"head": 0}),
        ("p", "本回执与产品手册第 3 章共同构成报价；客户签字回传后 2 个工作日内交付。"),
        ("sp", 6),
        ("crumb", f"{COPY} 2026 厦门星火算力网络科技有限公司 版权所有　|　星火算力 XINGHUO GPU　|　厦门市软件园三期 B "
                  "区 06 栋"),
    ], cjk=True, title="星火算力 产品手册 第 3 章", author="厦门星火算力网络科技有限公司",
        footer="星火算力 GPU 服务器租赁产品手册 2026 版")


@doc("s06")
def s06(out: Path) -> None:
    pdf(out / "s06-qudao-xiangmu-baobei-baojia-h200-zh.pdf", [
        ("brand", "申江数智"),
        ("slogan", "上海申江数智科技有限公司　｜　天枢云授权一级代理（授权编号 TS-AUTH-SH-0019）"),
        ("ctitle", "渠道项目报备及报价单"),
        ("t", [["致", "杭州钱塘信息系统集成有限公司（以下简称“贵司”）", "报价单号", "SJ-QD-2612-107"],
               ["最终用户", "浙江之江医学人工智能研究院（由贵司负责交付与服务）", "日期", "2026-12-04"],
               ["项目报备编号", "TS-PR-2026-3391（已在天枢云渠道系统报备，保护期 90 天）", "有效期", "30 天"]],
         [0.14, 0.5, 0.14, 0.22], {"head": 0}),
        ("p", "本报价由申江数智作为天枢云授权一级代理向贵司出具。合同签订、开具发票与收款均由申江数智负责；"
              "天枢云为算力资源提供方，"
              "不与贵司直接签约；最终用户与贵司另行签约，不是本报价的合同相对方。"),
        ("h", "一、配置（每台，共 2 台）"),
        ("t", [["项目", "规格"],
               ["实例规格", "天枢云 H200 裸金属 bm.h200.8x（整机独享）"],
               ["GPU", "NVIDIA H200 SXM 141GB HBM3e × 8，NVSwitch 全互联，NVLink 900GB/s"],
               ["CPU", "Intel Xeon Platinum 8558（48 核）× 2，共 96 核"],
               ["内存", "2TB DDR5"],
               ["系统盘", "1.92TB NVMe × 2（RAID1）"],
               ["数据盘", "7.68TB NVMe × 8（每台 61.44TB）"],
               ["计算网络", "NDR InfiniBand 400Gb/s × 8（每台 3.2Tbps），RDMA"],
               ["公网", "BGP 300Mbps 独享"]], [0.18, 0.82]),
        ("h", "二、价格"),
        ("t", [["价格类型", "单价（元/台/月，含 6% 增值税）", "适用对象", "说明"],
               ["渠道结算价（贵司）", "108,000.00", "杭州钱塘信息系统集成有限公司", "本报价的成交价，申江数智开票"],
               ["终端建议售价", "118,000.00", "最终用户（参考）", "仅供贵司对最终用户报价参考，不构成本报价价格"]],
         [0.2, 0.24, 0.28, 0.28], {"shade": [1]}),
        ("p", "数量 2 台；起租 3 个月（最短 3 个月），按月结算，每月 1 日前预付。2 台 × 3 个月渠道结算价合计 "
              "¥648,000.00（含税）。"
              "部署费 ¥5,000.00/台（一次性），不含在月租内。天枢云对象存储如需使用按 ¥0.12/GB/月另计，本次未选。"),
        ("h", "三、服务承诺（由申江数智对贵司承担，背靠背天枢云 SLA）"),
        ("t", [["条款", "承诺内容"],
               ["型号 / 显存", "NVIDIA H200 SXM，每卡 141GB，不以 H100 / H20 替代"],
               ["互联", "机内 NVSwitch 全互联；两台机间 8 × 400G NDR InfiniBand"],
               ["独享", "物理整机独享，不虚拟化、不切分、不超售"],
               ["可用性", "单台月度可用性 99.95%"],
               ["赔偿", "低于 99.95% 抵扣当月渠道结算价 10%，低于 99.5% 抵扣 30%，低于 99% 抵扣 50%"],
               ["验收", "交付后 48 小时内验收：单机 nccl all_reduce busbw ≥ 360GB/s，双机 ≥ 150GB/s；不通过免费更换"],
               ["数据删除", "退租后 72 小时内完成安全擦除，出具擦除报告"]], [0.16, 0.84]),
        ("p", "联系人：申江数智 渠道经理 顾以宁 138-1702-5531　｜　天枢云华东渠道负责人 马骁（仅抄送，非合同方）"),
        ("seal", "上海申江数智科技有限公司<br/>【合同专用章】"),
    ], cjk=True, title="SJ-QD-2612-107", author="上海申江数智科技有限公司",
        footer="上海申江数智科技有限公司　上海市黄浦区中山南路 1029 号 18 楼　SJ-QD-2612-107")


@doc("s07")
def s07(out: Path) -> None:
    pdf(out / "s07-oa-hetong-huiqiandan-a100-zh.pdf", [
        ("t", [["庐州智能 OA", "流程中心 ＞ 合同管理 ＞ 合同审批（会签）", "打印人：方雯　2026-12-04 16:40"]],
         [0.2, 0.5, 0.3], {"head": 1}),
        ("ctitle", "合同审批（会签）单"),
        ("t", [["流程编号", "OA-HT-2026-12-0093", "紧急程度", "普通"],
               ["合同名称", "《GPU 算力服务器租赁合同》（对方文本 V1.2）", "合同类型", "采购类 / 租赁"],
               ["我方签约主体", "合肥庐州语言智能科技有限公司", "经办部门", "模型训练部"],
               ["合同相对方", "安徽徽州算力服务有限公司（简称“徽州算力”）", "对方联系人", "汪启明 / 商务经理"],
               ["合同标的", "8 卡 A100 SXM4 80GB 服务器 1 台（单台）", "租期", "6 个月"],
               ["合同金额", "¥201,600.00（¥33,600.00/台/月 × 6 个月，含 6% 增值税）", "付款方式", "按月预付"]],
         [0.14, 0.4, 0.14, 0.32], {"head": 0}),
        ("h", "合同主要条款摘录（对方文本原文）"),
        ("t", [["条款", "原文"],
               ["第 2.1 条 "
                "设备配置", "GPU：NVIDIA A100 SXM4 80GB × 8，NVSwitch 全互联，NVLink 600GB/s；CPU：Intel "
                                "Xeon Platinum "
                                "8358 × 2（共 64 核）；内存 1TB；系统盘 960GB NVMe；数据盘 3.84TB NVMe × 4（共 "
                                "15.36TB）；"
                                "公网 100Mbps。单机交付，不含 InfiniBand 集群网络。"],
               ["第 2.3 条 型号", "乙方交付的设备型号与第 2.1 条一致，每卡显存 80GB，不得以其他型号替代。"],
               ["第 3.1 条 独享", "乙方提供整机独享的物理服务器，不进行虚拟化或 GPU 切分。"],
               ["第 4.2 条 租金", "月租金 ¥33,600.00/台/月（含 6% 增值税），租期 6 个月，不少于 6 个月，按月预付。"],
               ["第 5.1 条 服务保障", "乙方将尽力保障设备稳定运行，但不对可用率作出承诺。"],
               ["第 5.3 条 "
                "故障", "因设备故障导致的停机，乙方将尽快修复；停机期间租金不予减免，乙方不承担任何赔偿责任。"],
               ["第 6.1 条 交付", "设备上架通电并向甲方交付登录信息，即视为甲方验收合格。"],
               ["第 8.4 条 到期", "租期届满，甲方应自行备份并删除服务器内数据；乙方不负责数据清除，可直接回收重装。"]],
         [0.18, 0.82]),
        ("h", "会签意见"),
        ("t", [["环节", "处理人", "意见", "时间"],
               ["经办部门", "方雯", "价格较市场价低约 8%，配置满足 Llama 3 70B LoRA 微调，建议签署。", "12-04 10:12"],
               ["技术负责人", "孙浩然", "配置确认；单机使用，不需要 IB。", "12-04 11:30"],
               ["法务", "陈律", "第 5.1 条仅为“尽力保障”，无可用率承诺；第 5.3 条无任何赔偿；第 6.1 条以通电视为验收，"
                              "无性能验收标准；第 8.4 条由我方自行删除数据，乙方不承担清除义务。以上条款对我方不利，"
                              "建议要求对方补充 SLA、赔偿、验收与数据删除条款后再签。", "12-04 14:05"],
               ["财务", "周晓", "预算内；付款节点无异议。", "12-04 14:50"],
               ["分管领导", "（待审批）", "", ""]], [0.14, 0.12, 0.58, 0.16]),
        ("p", "附件：徽州算力报价单 HZ-BJ-2611-088.pdf；合同对方文本 V1.2.docx；营业执照（安徽徽州算力服务有限公司）"
              ".pdf"),
    ], cjk=True, title="OA-HT-2026-12-0093", author="合肥庐州语言智能科技有限公司",
        footer="合肥庐州语言智能科技有限公司 OA 系统打印件　OA-HT-2026-12-0093")


@doc("s08")
def s08(out: Path) -> None:
    text(out / "s08-xiaochengxu-jietu-ocr-b200-mig-zh.txt", """
【截图文字识别结果】
来源：微信小程序「云犀算力」，共 4 张截图
识别：企业微信「截图识别」，2026-12-04 16:05；整理：宋嘉怡（蜀南语料科技 算法组），发到「训练资源采购」群

==================== 截图 1/4：商品详情 ====================
9:41                                              5G  86%
<  云犀算力                                        ···  ◎
[ 限时 ] B200 独享 GPU 实例
新一代 Blackwell 旗舰 | 整卡独享 不与他人共享
¥29.90 /小时
按分钟计费 · 随用随停 · 价格含税
包日 ¥658.00/天（24 小时内有效）
已售 2.3 万+ 小时    好评率 98%
[ 立即租用 ]   [ 加入收藏 ]

==================== 截图 2/4：规格参数 ====================
规格参数
GPU 型号      NVIDIA B200（MIG 3g.90gb 实例）
显存          90GB HBM3e
vCPU          24 核
内存          240GB
系统盘        100GB 云盘
数据盘        1TB 高效云盘（吞吐上限 600MB/s）
本地 NVMe     无
网络          内网 25Gbps，公网按流量计费
镜像          PyTorch 2.5 / CUDA 12.8 / Ubuntu 22.04
计费          ¥29.90/小时，按分钟计费，无最低消费

==================== 截图 3/4：常见问题 ====================
常见问题
Q：B200 独享实例是整张卡吗？
A：每个实例为一张 NVIDIA B200 划分出的 MIG 3g.90gb 实例（约为整卡的 3/7 算力、90GB 显存）。
   同一张卡上的另一个 MIG 实例可能分配给其他用户，两个实例之间显存与算力相互隔离，
   您的实例资源独享，互不干扰。
Q：可以多卡并行吗？
A：单实例仅含 1 个 GPU 实例，暂不支持实例间 NVLink 或 RDMA。
Q：实例释放后数据怎么处理？
A：实例释放后 24 小时内，系统盘与数据盘数据将被彻底删除且不可恢复。

==================== 截图 4/4：关于我们 / 服务协议 ====================
关于我们
服务提供方：成都云犀智算科技有限公司
客服电话：400-028-6617   工作时间 9:00-21:00
《云犀算力服务协议》节选
第 6 条 服务可用性：单实例月度服务可用性不低于 99.9%。
第 7 条 赔偿：月度可用性低于 99.9% 的，按《云犀算力服务等级协议》向用户发放代金券补偿。
第 9 条 数据：实例释放后 24 小时内删除该实例全部数据。
支付服务由微信支付提供

---------------------------------------------------------------
宋嘉怡：@全体成员 这是云犀的页面，我先按小时租 1 个实例跑 Llama 3 8B 的 LoRA，
       周五前出结果再决定要不要包日。价格 29.9 一小时含税。
""")


@doc("s09")
def s09(out: Path) -> None:
    pdf(out / "s09-baojia-youxiaoqi-yanqi-han-mi300x-zh.pdf", [
        ("brand", "琴岛算力　QINDAO COMPUTE"),
        ("slogan", "——　算得快，更算得准　——"),
        ("small", "青岛琴岛智算科技有限公司　｜　青岛市崂山区株洲路 187 号　｜　0532-8597 3360"),
        ("sp", 3),
        ("right", "琴岛函〔2026〕118 号"),
        ("p", "致：烟台芝罘海洋大数据研究院"),
        ("title", "关于报价单 QD-BJ-2611-042 有效期延长及最短租期调整的函"),
        ("p", "贵院："),
        ("p", "我司于 2026 年 11 月 12 日向贵院出具的《MI300X 服务器租赁报价单》（编号 QD-BJ-2611-042，原有效期至 2026 "
              "年 "
              "12 月 10 日），因贵院预算审批尚在流程中，经双方沟通，现函告如下："),
        ("p", "一、报价有效期延长至 2027 年 1 月 20 日。"),
        ("p", "二、月租单价维持不变，仍为 ¥52,000.00/台/月（含 6% 增值税），数量 2 台。"),
        ("p", "三、最短租期由原报价的 3 个月调整为 6 个月；原报价“3 个月起租”的约定不再适用。"
              "租金仍按月结算、按月预付。"),
        ("p", "四、其余配置与服务条款不变，为便于贵院审批，重列如下。"),
        ("h", "变更对照"),
        ("t", [["项目", "原报价（QD-BJ-2611-042）", "延期后（本函）"],
               ["有效期", "<strike>至 2026-12-10</strike>", "至 2027-01-20"],
               ["单价", "¥52,000.00/台/月（含税）", "¥52,000.00/台/月（含税），不变"],
               ["最短租期", "<strike>3 个月</strike>", "6 个月"],
               ["结算", "按月", "按月"],
               ["最短租期内合计（2 台）", "<strike>¥312,000.00</strike>", "¥624,000.00（2 台 × 6 个月）"]],
         [0.26, 0.37, 0.37]),
        ("h", "配置（每台，共 2 台）"),
        ("t", [["项目", "规格"],
               ["GPU", "AMD Instinct MI300X 192GB HBM3 × 8（OAM），Infinity Fabric（xGMI）8 卡全互联；AMD 平台，不含 "
                       "NVLink"],
               ["CPU", "AMD EPYC 9654（96 核）× 2，共 192 核"],
               ["内存", "64GB DDR5 × 24，共 1536GB"],
               ["系统盘", "960GB NVMe × 2（RAID1）"],
               ["数据盘", "3.84TB NVMe × 8（每台 30.72TB）"],
               ["机间网络", "RoCE v2 400GbE × 8（每台 3.2Tbps），支持 RDMA"],
               ["公网", "BGP 独享 200Mbps"],
               ["整机型号", "Supermicro AS-8125GS-TNMR2（设备制造商，非合同方）"]], [0.16, 0.84]),
        ("h", "服务条款（不变）"),
        ("p", "1. 交付 GPU 型号为 AMD Instinct MI300X，每卡 192GB，不以 MI250 等型号替代；机内 xGMI 全互联，机间 RoCE "
              "v2。"),
        ("p", "2. 物理整机独享，不虚拟化、不做计算分区共享、不超售。"),
        ("p", "3. 单台月度可用率 99.9%；低于 99.9% 按不可用时长 2 倍顺延，低于 99% 另退还当月租金 15%。"),
        ("p", "4. 交付后 48 小时内联合验收：rccl-tests 单机 all_reduce busbw ≥ 280GB/s、双机 ≥ 90GB/s，fio 顺序读 ≥ "
              "20GB/s；"
              "未通过免费更换，验收通过日起租。"),
        ("p", "5. 租期结束后 5 个工作日内安全擦除全部磁盘，出具数据删除证明。"),
        ("p", "特此函告。"),
        ("right", "青岛琴岛智算科技有限公司<br/>2026 年 12 月 4 日"),
        ("seal", "青岛琴岛智算科技有限公司<br/>【业务专用章】"),
        ("small", "经办：商务部 于晓楠 0532-8597 3366"),
    ], cjk=True, title="琴岛函〔2026〕118 号", author="青岛琴岛智算科技有限公司",
        footer="青岛琴岛智算科技有限公司　琴岛函〔2026〕118 号")


@doc("s10")
def s10(out: Path) -> None:
    pdf(out / "s10-shouqian-jishu-chengqinghan-a800-pcie-zh.pdf", [
        ("brand", "八桂算力"),
        ("small", "广西八桂算力科技有限公司　｜　南宁市青秀区金湖路 59 号地王国际商会中心 27 层"),
        ("sp", 2),
        ("title", "售前技术澄清函（A800 PCIe 服务器租赁）"),
        ("p", "致：南宁邕江语音科技有限公司 技术部　　　　文号：BG-JS-2612-07　　日期：2026 年 12 月 4 日"),
        ("p", "贵司 2026 年 12 月 2 日来函《关于 A800 服务器租赁的技术问题》收悉。现就所列问题逐条答复如下，"
              "本函答复内容将作为"
              "租赁合同技术附件。"),
        ("t", [["序号", "贵司问题", "我司答复"],
               ["1", "GPU 具体型号？", "NVIDIA A800 80GB PCIe，每台 8 卡。"],
               ["2", "每卡显存？", "80GB HBM2e。"],
               ["3", "8 卡之间是否 NVLink 全互联？能否做 8 卡张量并行？",
                "是。8 卡通过 NVLink 桥接实现全互联（NVLink 全互联拓扑），卡间带宽 400GB/s，可满足 8 卡张量并行。"],
               ["4", "机间网络？", "RoCE v2 100GbE × 2（每台 200Gb/s），支持 RDMA，两台接入同一交换机。"],
               ["5", "存储？", "系统盘 480GB SATA SSD × 2（RAID1）；数据盘 3.84TB NVMe × 4（每台 15.36TB）。"],
               ["6", "CPU / 内存？", "Intel Xeon Gold 6348（28 核）× 2，共 56 核；内存 1TB DDR4。"],
               ["7", "公网？", "BGP 100Mbps 独享。"],
               ["8", "是否整机独享？", "是，物理整机独享，不虚拟化、不切分、不超售。"]],
         [0.07, 0.3, 0.63]),
        ("h", "商务及服务条款"),
        ("t", [["项目", "内容"],
               ["数量", "2 台"],
               ["单价", "¥29,500.00/台/月（含 6% 增值税）"],
               ["租期", "起租 3 个月（不少于 3 个月），按月结算，每月预付"],
               ["型号承诺", "交付型号为 NVIDIA A800 80GB PCIe，每卡显存 80GB，与本函一致，不以其他型号替代"],
               ["互联承诺", "按第 3 条答复：8 卡 NVLink 全互联；机间 RoCE v2 2 × 100GbE"],
               ["可用性", "单台月度可用率 99.9%"],
               ["赔偿", "低于 99.9% 每 0.1% 抵扣当月租金 3%，最高 30%"],
               ["验收", "交付后 24 小时内验收：nvidia-smi topo -m、nccl-tests 单机 all_reduce、fio 顺序读 ≥ 6GB/s；"
                      "不达标免费更换"],
               ["数据删除", "租期结束后 72 小时内安全擦除全部数据并出具证明"]], [0.16, 0.84]),
        ("p", "贵司如拟用于 Llama 3 70B LoRA 微调，上述配置可满足。如有其他问题请联系我司售前工程师 黄立新 "
              "（0771-5560 2213）。"),
        ("right", "广西八桂算力科技有限公司　售前技术部<br/>2026 年 12 月 4 日"),
        ("seal", "广西八桂算力科技有限公司<br/>【技术专用章】"),
    ], cjk=True, title="BG-JS-2612-07 售前技术澄清函", author="广西八桂算力科技有限公司",
        footer="广西八桂算力科技有限公司　BG-JS-2612-07")


@doc("s11")
def s11(out: Path) -> None:
    pdf(out / "s11-kuangjia-pici-xiadan-queren-a100-40g-zh.pdf", [
        ("brand", "太行云"),
        ("small", "石家庄太行云数据科技有限公司　｜　河北省石家庄市鹿泉区上庄镇 智算产业园 3 号楼"),
        ("ctitle", "《算力服务框架协议》项下批次下单确认单"),
        ("t", [["框架协议编号", "TH-KJ-2026-009", "批次单编号", "TH-KJ-2026-009-B01"],
               ["客户（甲方）", "天津海河语料科技有限公司", "服务方（乙方）", "石家庄太行云数据科技有限公司"],
               ["本批次", "第 1 批次：4 台（本单下单）", "后续批次", "第 2 批次 4 台，预计 2027 年第二季度另行下单，"
                                                   "本单不含"],
               ["下单日期", "2026-12-04", "计划交付", "2026-12-15"]], [0.15, 0.35, 0.15, 0.35], {"head": 0}),
        ("p", "甲方拟使用本批次 4 台服务器进行 8B 参数规模语言模型预训练（多机数据并行）。本批次数量、单价及条款如下，"
              "未尽事宜以框架"
              "协议为准。"),
        ("h", "一、配置（每台，本批次 4 台配置相同）"),
        ("t", [["项目", "规格"],
               ["GPU", "NVIDIA A100 SXM4 40GB × 8，NVSwitch 全互联，NVLink 600GB/s"],
               ["CPU", "Intel Xeon Platinum 8352Y（32 核）× 2，共 64 核"],
               ["内存", "512GB DDR4"],
               ["系统盘", "480GB SATA SSD × 1"],
               ["数据存储", "无本地数据盘。使用平台共享 NAS（SATA HDD 阵列），甲方配额 100TB（本批次 4 台共享），"
                        "单节点读写限速 "
                        "300MB/s"],
               ["节点间网络", "25GbE × 2（TCP/IP，不支持 RDMA，无 InfiniBand / RoCE）"],
               ["公网", "共享 100Mbps"]], [0.16, 0.84]),
        ("h", "二、价格"),
        ("t", [["项目", "单位", "数量", "单价（元，含 6% 增值税）", "月合计（元）"],
               ["A100 40GB 8 卡服务器", "台·月", "4", "23,800.00", "95,200.00"],
               ["共享 NAS 100TB 配额", "项·月", "1", "0.00（含在服务器月租内）", "0.00"],
               ["合计（每月）", "", "", "", "95,200.00"]], [0.3, 0.1, 0.1, 0.28, 0.22], {"bold": [3]}),
        ("p", "起租期 6 个月（不少于 6 个月），按月结算、按月预付。第 2 批次价格届时另行确认，不适用本单。"),
        ("h", "三、服务条款（本批次适用）"),
        ("p", "1. 交付 GPU 为 NVIDIA A100 SXM4 40GB，每卡 40GB，不以其他型号替代；机内 NVSwitch 全互联；节点间为 2 × "
              "25GbE 以太网。"),
        ("p", "2. 物理整机独享，不虚拟化、不切分、不超售。"),
        ("p", "3. 单台月度可用率 99.9%；低于 99.9% 按不可用时长 2 倍抵扣租金，最高当月租金 30%。"),
        ("p", "4. 交付后 48 小时内验收：nccl-tests 单机 all_reduce busbw ≥ 200GB/s，fio 对 NAS 顺序读 ≥ 280MB/s；"
              "不达标免费整改。"),
        ("p", "5. 服务结束后 5 个工作日内删除 NAS 配额内全部数据及系统盘数据，出具删除证明。"),
        ("t", [["甲方（盖章）：天津海河语料科技有限公司", "乙方（盖章）：石家庄太行云数据科技有限公司"],
               ["代表：韩立峰　日期：", "代表：赵书恒（客户经理）　日期：2026-12-04"]], [0.5, 0.5], {"head": 0}),
    ], cjk=True, title="TH-KJ-2026-009-B01", author="石家庄太行云数据科技有限公司",
        footer="石家庄太行云数据科技有限公司　批次下单确认单 TH-KJ-2026-009-B01")


# ================================================================================================ English
@doc("s12")
def s12(out: Path) -> None:
    pdf(out / "s12-proforma-seller-buyer-shipto-h100-en.pdf", [
        ("title", "PRO-FORMA INVOICE"),
        ("p", "Pro-forma No. PF-26-0412 &nbsp;&nbsp;|&nbsp;&nbsp; Date: December 4, 2026 &nbsp;&nbsp;|&nbsp;&nbsp; "
              "Valid until: December 22, 2026 &nbsp;&nbsp;|&nbsp;&nbsp; Customer PO: QT-PO-7781"),
        ("p", "This pro-forma is issued so that the Buyer can raise payment before activation. It is not a tax "
              "invoice."),
        ("t", [["<b>Seller:</b><br/>Bramblewood Compute LLC<br/>1180 Harbor Bay Parkway, Suite 400<br/>Alameda, CA "
                "94502, USA"
                "<br/>EIN 88-4410279<br/>billing@bramblewood.cloud",
                "<b>Buyer / Bill to:</b><br/>Quillon Therapeutics, Inc.<br/>Attn: Accounts Payable<br/>450 Kendall "
                "Street, Cambridge, MA 02142<br/>ap@quillontx.com",
                "<b>Ship to / Service location:</b><br/>Cobalt Edge Data Centers - SJC2<br/>2100 Ringwood Ave, San "
                "Jose, "
                "CA 95131<br/>(third-party colocation facility; no goods are shipped)"]],
         [0.34, 0.33, 0.33], {"head": 0}),
        ("h", "Charges"),
        ("t", [["#", "Description", "Qty", "Unit", "Unit price (USD)", "Amount (USD)"],
               ["1", "Dedicated bare-metal GPU server, 8x NVIDIA H100 SXM5 80GB (first month of service)", "2",
                "node-month", "13,200.00", "26,400.00"],
               ["2", "Onboarding and 48-hour burn-in (one-time)", "2", "each", "750.00", "1,500.00"],
               ["3", "Security deposit, refundable at end of term (50% of one month per server)", "2", "each",
                "6,600.00", "13,200.00"],
               ["", "Subtotal", "", "", "", "41,100.00"],
               ["", "Sales tax (California) - not applicable to this service", "", "", "", "0.00"],
               ["", "<b>Total due before activation</b>", "", "", "", "<b>US$41,100.00</b>"]],
         [0.04, 0.46, 0.06, 0.12, 0.16, 0.16], {"bold": [6]}),
        ("p", "The recurring price is line 1: US$13,200.00 per server per month (node-month). Lines 2 and 3 are "
              "one-time; the "
              "deposit is returned within 30 days after the end of the term, less any unpaid charges."),
        ("h", "Remit to"),
        ("t", [["Beneficiary", "Bramblewood Compute LLC"],
               ["Bank", "First Pacific Commerce Bank, Oakland, CA"],
               ["ABA routing / Account", "121 000 358 / 4402 1187 0091"],
               ["SWIFT", "FPCBUS6S"],
               ["Reference", "PF-26-0412"],
               ["Card payments", "Accepted on the billing portal; card payments are processed by Stripe, Inc. "
                                 "(payment processor only)."]], [0.25, 0.75], {"head": 0}),
        ("pb",),
        ("h", "Service schedule (forms part of this pro-forma)"),
        ("t", [["Component", "Per server", "Qty per server", "Total (2 servers)"],
               ["GPU", "NVIDIA H100 SXM5 80GB HBM3, NVSwitch, NVLink 900 GB/s per GPU", "8", "16"],
               ["CPU", "Intel Xeon Platinum 8480+ (56 cores)", "2 (112 cores)", "4"],
               ["Memory", "64GB DDR5-4800 RDIMM", "32 (2,048 GB)", "64"],
               ["Boot drives", "960GB NVMe M.2, RAID 1", "2", "4"],
               ["Data drives", "3.84TB NVMe U.2 (30.72 TB per server)", "8", "16"],
               ["Compute fabric", "400Gb/s NDR InfiniBand (3.2 Tb/s per server), RDMA", "8", "16"],
               ["Internet", "10 Gbps dedicated port", "1", "2"]], [0.16, 0.5, 0.16, 0.18]),
        ("p", "<b>Term and billing.</b> Minimum term six (6) months from acceptance. Billed monthly in advance. "
              "Servers are "
              "dedicated to the Buyer: bare metal, no virtualization, no GPU partitioning, no oversubscription. The "
              "GPU model "
              "delivered is NVIDIA H100 SXM5 with 80GB per GPU, as listed; no substitution."),
        ("p", "<b>Service levels.</b> Monthly availability of 99.9% per server. Credits: 10% of that server's monthly "
              "fee "
              "below 99.9%, 25% below 99.5%, 50% below 99.0%."),
        ("p", "<b>Acceptance.</b> Within 48 hours of handover the Buyer may run nccl-tests all_reduce_perf (single "
              "node "
              "busbw >= 360 GB/s; two nodes >= 150 GB/s) and fio (sequential read >= 20 GB/s); a failing server is "
              "replaced and the term starts on acceptance."),
        ("p", "<b>Data.</b> At the end of the term all drives are purged to NIST SP 800-88 within five (5) business "
              "days and "
              "a certificate of sanitization is issued."),
        ("p", "Questions: Dana Okafor, Billing Operations, billing@bramblewood.cloud, +1 510 555 0142."),
    ], title="Pro-forma PF-26-0412", author="Bramblewood Compute LLC",
        footer="PF-26-0412 - Pro-forma invoice - not a tax invoice")


@doc("s13")
def s13(out: Path) -> None:
    url = "https://console.orielcloud.com/gpu/reservations/cr-8f2k1?region=eu-north-2"
    pdf(out / "s13-console-reservation-details-b200-en.pdf", [
        ("t", [["Oriel Cloud GPU Instances", "Instances   Reservations   Clusters   Billing   Support",
                "Account: vantacore-research (Vantacore Research Ltd)"]], [0.28, 0.4, 0.32], {"head": 1}),
        ("crumb", "GPU Instances &gt; Capacity reservations &gt; cr-8f2k1"),
        ("title", "Reservation cr-8f2k1"),
        ("p", "Status: <b>Active</b> &nbsp;|&nbsp; Created 2026-12-04 09:14 UTC by m.lindqvist@vantacore.ai "
              "&nbsp;|&nbsp; "
              "Region eu-north-2 (Stockholm)"),
        ("h", "Summary"),
        ("t", [["Instance type", "g8.b200.metal", "Quantity", "4 instances (32 GPUs)"],
               ["Commitment", "6 months (2026-12-15 to 2027-06-14)", "Placement", "Single cluster, one RDMA domain"],
               ["Rate", "US$44.80 per instance-hour", "Per GPU", "US$5.60 per GPU-hour"],
               ["Billing", "Hourly, invoiced monthly in arrears", "Payment method", "Invoice (bank transfer)"]],
         [0.15, 0.35, 0.15, 0.35], {"head": 0}),
        ("h", "Instance type g8.b200.metal"),
        ("t", [["Attribute", "Value"],
               ["GPUs", "8x NVIDIA B200 180GB HBM3e"],
               ["GPU interconnect", "NVLink 5 via NVSwitch, 1,800 GB/s per GPU (full mesh)"],
               ["CPU", "2x Intel Xeon Platinum 8570 (56 cores each), 112 cores / 224 vCPUs"],
               ["Memory", "2,048 GiB DDR5"],
               ["Root volume", "500 GiB network block volume (included)"],
               ["Instance store", "8x 3.84 TB NVMe (30.72 TB), ephemeral, erased on stop"],
               ["Cluster network", "8x 400 Gbps RoCE v2 (3,200 Gbps per instance), RDMA"],
               ["Internet", "25 Gbps per instance; egress first 10 TB/month free, then US$0.02/GB"],
               ["Tenancy", "Bare metal, dedicated host"]], [0.22, 0.78]),
        ("h", "Charges"),
        ("t", [["Item", "Rate", "Quantity", "Estimated per month"],
               ["g8.b200.metal reserved (6 months)", "US$44.80 / instance-hour", "4 x 730 h", "US$130,816.00"],
               ["On-demand rate for reference (not applied)", "<strike>US$58.40 / instance-hour</strike>", "-", "-"],
               ["Shared file system (not selected)", "US$0.09 / GB-month", "0", "US$0.00"]],
         [0.36, 0.24, 0.16, 0.24]),
        ("p", "Taxes: prices exclude VAT; reverse charge applies to business customers in the EU."),
        ("h", "Service commitments (Reserved Capacity Terms, section 4)"),
        ("p", "4.1 Hardware. Each instance delivers eight NVIDIA B200 GPUs with 180GB each, connected by NVLink 5 "
              "through "
              "NVSwitch; instances in the reservation share one RoCE v2 RDMA cluster network. No substitution of GPU "
              "model."),
        ("p", "4.2 Tenancy. Bare metal: no hypervisor, no MIG partitioning, no sharing of GPUs with other accounts, no "
              "oversubscription."),
        ("p", "4.3 Availability. 99.9% monthly availability per instance."),
        ("p", "4.4 Credits. 10% of that instance's monthly charges below 99.9%, 25% below 99.5%, 50% below 99.0%, "
              "applied "
              "to the next invoice."),
        ("p", "4.5 Acceptance. Each instance completes a 72-hour burn-in before billing starts; the customer may rerun "
              "nccl-tests (single-instance busbw >= 700 GB/s) during the first 24 hours and any instance that fails is "
              "replaced and not billed."),
        ("p", "4.6 Data. Instance stores are cryptographically erased on release; root volumes are deleted within 24 "
              "hours "
              "of reservation end."),
        ("sp", 4),
        ("crumb", "\u00a9 2026 Oriel Cloud Services Ltd. All rights reserved. &nbsp;|&nbsp; Terms &nbsp;|&nbsp; "
                  "Privacy "
                  "&nbsp;|&nbsp; Status"),
    ], title="Reservation cr-8f2k1 - Oriel Cloud GPU Instances",
        header="04/12/2026, 10:02   Reservation cr-8f2k1 - Oriel Cloud GPU Instances", footer=url)


@doc("s14")
def s14(out: Path) -> None:
    pdf(out / "s14-msa-order-form-party-clause-h200-gbp-en.pdf", [
        ("title", "ORDER FORM No. CR-OF-0091"),
        ("p", "This Order Form is entered into under, and is governed by, the Master Services Agreement dated 3 March "
              "2026 "
              "(the \u201cMSA\u201d) between <b>Calder Ridge Compute Limited</b>, a company registered in Scotland "
              "(SC712480) whose registered office is at 14 Exchange Crescent, Edinburgh EH3 8RD (\u201cCalder "
              "Ridge\u201d), "
              "and <b>Pennant Biologics Ltd</b>, a company registered in England and Wales (13998420) "
              "(\u201cCustomer\u201d). Capitalised terms have the meanings given in the MSA."),
        ("p", "Calder Ridge is a wholly owned subsidiary of Tayside Infrastructure Group plc; Tayside is not a party "
              "to this "
              "Order Form. Harrow &amp; Finch Advisory LLP acted as the Customer's procurement adviser and is not a "
              "party."),
        ("h", "1. Services"),
        ("p", "Dedicated GPU cluster: a cluster of 32 GPUs (4 nodes), each node an HGX H200 server as specified below, "
              "housed in Calder Ridge's Fife data hall (operated by Calder Ridge)."),
        ("t", [["Component", "Per node"],
               ["GPUs", "8x NVIDIA H200 SXM 141GB HBM3e, NVSwitch, NVLink 900 GB/s per GPU"],
               ["CPUs", "2x Intel Xeon Platinum 8568Y+ (48 cores each; 96 cores)"],
               ["Memory", "2 TB DDR5"],
               ["Boot", "2x 1.92 TB NVMe, mirrored (RAID 1)"],
               ["Local data", "4x 7.68 TB NVMe (30.72 TB)"],
               ["Compute fabric", "8x 400 Gb/s NDR InfiniBand (3.2 Tb/s), RDMA"],
               ["Storage network", "2x 200 GbE to the optional Calder FS shared file system (not ordered)"],
               ["Internet", "10 Gbps per node"]], [0.22, 0.78]),
        ("h", "2. Fees"),
        ("t", [["Item", "Quantity", "Fee", "Billing"],
               ["HGX H200 "
                "node", "4", "\u00a315,950.00 per node per month (excl. VAT); \u00a319,140.00 incl. VAT at "
                                      "20%",
                "Monthly in advance"],
               ["Installation and cluster "
                "commissioning", "4", "\u00a31,200.00 per node, "
                                                               "one-off", "With first "
                                                                                                   "invoice"],
               ["Calder FS shared storage", "0", "\u00a30.085 per GB-month (not ordered)", "-"]],
         [0.3, 0.1, 0.4, 0.2]),
        ("p", "Monthly recurring total \u00a363,800.00 excl. VAT. VAT will be added at the prevailing rate."),
        ("h", "3. Term"),
        ("p", "Initial Term: twelve (12) months from the Acceptance Date; no termination for convenience during the "
              "Initial "
              "Term. Thereafter month to month."),
        ("h", "4. Service levels (Schedule 2 of the MSA, as applied to this Order Form)"),
        ("p", "4.1 Calder Ridge shall deliver NVIDIA H200 SXM GPUs with 141GB of memory each and shall not substitute "
              "another "
              "model. 4.2 Each node is dedicated to the Customer (bare metal; no virtualisation, partitioning or "
              "oversubscription). 4.3 Intra-node NVSwitch and inter-node NDR InfiniBand as specified in section 1. 4.4 "
              "Availability: 99.9% per node per calendar month. 4.5 Service credits: 10% of the node's monthly fee for "
              "each "
              "full 0.1% below 99.9%, up to 100%. 4.6 Acceptance: within five (5) Business Days of handover the "
              "Customer "
              "runs the acceptance suite (nccl-tests across 4 nodes busbw &gt;= 330 GB/s; fio &gt;= 15 GB/s; a "
              "1,000-step "
              "Llama 3 70B LoRA run as the baseline); failures are remedied before the Acceptance Date. 4.7 Exit: "
              "within "
              "ten (10) days after termination all Customer Data is deleted and a certificate of deletion issued."),
        ("h", "5. Signatures"),
        ("t", [["For and on behalf of Calder Ridge Compute Limited", "For and on behalf of Pennant Biologics Ltd"],
               ["Fiona Drummond<br/>Commercial Director<br/>Date: 4 December 2026",
                "Dr Owen Trask<br/>Chief Operating Officer<br/>Date:"]], [0.5, 0.5]),
    ], title="Order Form CR-OF-0091", author="Calder Ridge Compute Limited",
        footer="CR-OF-0091 | Confidential | Calder Ridge MSA 2026-03-03")


@doc("s15")
def s15(out: Path) -> None:
    text(out / "s15-email-thread-domain-only-h100-pcie-en.txt", """
From: Marcus Oyelaran <marcus@tallowgrid.io>
To: Hendrik Vos <hvos@lumacarta.ai>
Cc: Dana Whitcombe <dana@northpine-advisory.com>
Date: Fri, 4 Dec 2026 17:26:08 -0500
Subject: RE: H100 PCIe capacity for Q1 - quote

Hi Hendrik,

Thanks for the call this morning. Answers to your list are inline below; the short version:

  Item                                   Qty   Rate
  H100 PCIe 8-GPU server (bare metal)    3     $14.80 per server-hour ($1.85 per GPU-hour)
  Setup / imaging                        3     waived
  Egress                                 -     first 20 TB/month per server free, then $0.03/GB

$1.85 per GPU-hour, which is $14.80 per server-hour for 8 GPUs. Metered hourly, invoiced monthly in
arrears, three-month minimum. US sales tax is not included.

Per server (all three are identical):
  - 8x NVIDIA H100 PCIe 80GB (HBM2e)
  - NVLink bridges join the cards in pairs: 4 bridged pairs per server, 600 GB/s within a pair.
    Pairs talk to each other over PCIe Gen5 through the switches. There is no NVSwitch, so this is
    NOT an 8-way NVLink full mesh - if you need 8-way tensor parallel, look at our SXM boxes instead.
  - 2x AMD EPYC 9454 (48 cores each, 96 cores), 1.5 TB DDR5
  - boot: 2x 960 GB SATA SSD, mirrored
  - data: 4x 7.68 TB NVMe (30.72 TB per server)
  - 2x 200G RoCE v2 per server (400 Gb/s), RDMA, all three on one leaf
  - 5 Gbps internet per server

Terms (from our standard Service Terms v4, which will be attached to the order):
  - You get the exact model above (H100 PCIe 80GB), no substitutes.
  - Bare metal, single tenant. No vGPU, no MIG, no oversubscription.
  - 99.9% monthly availability per server.
  - Credits: 10% of the server's monthly charge for each 0.1% below 99.9%, capped at 50%.
  - Acceptance: you have 24 hours after handover to run nccl-tests, p2pBandwidthLatencyTest and fio
    (>= 12 GB/s sequential read on the data array); a failing server is swapped and those hours are not billed.
  - At the end of the term the drives are wiped (NIST 800-88 purge) within 3 business days, certificate on request.

Let me know if you want me to hold the three servers; I can keep them for you until Wednesday.

Best,
Marcus

--
Marcus Oyelaran
Solutions Engineering
tallowgrid.io  |  +1 (412) 555-0178

-----Original Message-----
From: Hendrik Vos <hvos@lumacarta.ai>
Sent: Friday, December 4, 2026 9:02 AM
To: Marcus Oyelaran <marcus@tallowgrid.io>
Cc: Dana Whitcombe <dana@northpine-advisory.com>
Subject: H100 PCIe capacity for Q1

Marcus,

As discussed, we need three 8-GPU boxes for Llama 3 70B LoRA runs from mid-January. Dana (our adviser at
Northpine) asked me to get the following in writing:

1. Exact GPU model and memory?
2. Is it NVLink? All-to-all or pairs?
3. Fabric between the boxes?
4. Disks - what is boot, what is data?
5. Price basis, billing step, minimum term?
6. SLA, credits, acceptance, and what happens to our data at the end?

Thanks,
Hendrik Vos
Head of ML Infrastructure, Lumacarta
""")


@doc("s16")
def s16(out: Path) -> None:
    pdf(out / "s16-buyer-procurement-memo-405b-full-h100-en.pdf", [
        ("brand", "Keelwater AI"),
        ("small", "Keelwater AI Ltd | 3 Brindley Place, Birmingham B1 2JB | INTERNAL - NOT FOR DISTRIBUTION"),
        ("title", "MEMORANDUM - Procurement recommendation"),
        ("t", [["To", "Imogen Hale (CTO); Rajiv Menon (CFO)"],
               ["From", "Aisha Rahman, Head of Procurement"],
               ["Date", "4 December 2026"],
               ["Subject", "GPU cluster for Project ATLAS-405 - recommendation to award"]], [0.15, 0.85], {"head": 0}),
        ("h", "1. Purpose"),
        ("p", "Project ATLAS-405 is a full-parameter fine-tune of Llama 3.1 405B (bf16 weights, AdamW optimizer, no "
              "CPU "
              "offload in the budget) on rented capacity for about six months. The ML team asked for a cluster of 32 "
              "GPUs "
              "(4 nodes) of H100 SXM with InfiniBand. Two suppliers responded to RFQ KW-2026-31."),
        ("h", "2. Comparison"),
        ("t", [["", "Fenwick Lane Compute Inc. (recommended)", "Gantry Peak Cloud (not recommended)"],
               ["Configuration", "4 nodes x 8 H100 SXM5 80GB", "4 nodes x 8 H100 SXM5 80GB"],
               ["Price", "$2.19 per GPU-hour ($17.52 per node-hour), 6-month reservation",
                "$2.45 per GPU-hour, 12-month minimum"],
               ["Fabric", "8x 400G NDR InfiniBand per node", "4x 200G HDR per node"],
               ["Local data storage", "8x 3.84 TB NVMe per node", "2x 3.84 TB NVMe per node"],
               ["SLA", "99.9%, credits, acceptance tests, certified deletion", "99.5%, credits by reference only"],
               ["Estimated 6-month cost", "$306,950 (32 GPUs x 4,380 h x $2.19)", "n/a (12-month minimum)"]],
         [0.2, 0.42, 0.38], {"shade": [2]}),
        ("h", "3. Recommended supplier's quote (Fenwick Lane quote FL-Q-2611-208, summarised)"),
        ("t", [["Item", "Fenwick Lane offer"],
               ["Nodes", "4 (cluster of 32 GPUs)"],
               ["GPUs per node", "8x NVIDIA H100 SXM5 80GB, NVSwitch, NVLink 900 GB/s"],
               ["CPU / memory per node", "2x Intel Xeon Platinum 8480+ (112 cores), 2 TB"],
               ["Storage per node", "boot 2x 960 GB NVMe (RAID 1); data 8x 3.84 TB NVMe (30.72 TB)"],
               ["Fabric", "8x 400 Gb/s NDR InfiniBand per node (3.2 Tb/s), RDMA"],
               ["Internet", "10 Gbps per node"],
               ["Price", "$2.19 per GPU-hour = $17.52 per node-hour, metered hourly, invoiced monthly, excl. taxes"],
               ["Term", "6-month reservation (minimum six (6) months)"],
               ["Commitments (quote section 5)", "exact model H100 SXM5 80GB, no substitution; dedicated bare metal, "
                                                 "no "
                "MIG or virtualisation; NVSwitch in-node and NDR IB between nodes; 99.9% monthly availability per "
                "node; "
                "credits 10% / 25% / 50% of the node's monthly fee below 99.9% / 99.5% / 99%; acceptance within 48 h "
                "(nccl-tests 4-node busbw &gt;= 330 GB/s, fio &gt;= 20 GB/s) or replacement; NIST 800-88 wipe within 5 "
                "days with a certificate"]], [0.26, 0.74]),
        ("h", "4. Cost"),
        ("p", "32 GPUs x $2.19 x 730 h = $51,158.40 per month; six months (4,380 h) about $306,950. Onboarding is "
              "free. Taxes are excluded from all figures."),
        ("h", "5. Recommendation"),
        ("p", "Award RFQ KW-2026-31 to <b>Fenwick Lane Compute Inc.</b> and sign its order form FL-OF-0412. The ML "
              "team has "
              "confirmed the cluster size for the 405B full fine-tune; memory sizing to be double-checked by Platform "
              "before "
              "signature. Gantry Peak Cloud's quote is held as a fallback."),
        ("p", "Approvals: ____________ (CTO) &nbsp;&nbsp; ____________ (CFO)"),
    ], title="Procurement recommendation ATLAS-405", author="Keelwater AI Ltd",
        footer="Keelwater AI Ltd - internal memorandum - procurement")


@doc("s17")
def s17(out: Path) -> None:
    pdf(out / "s17-rate-card-quote-box-l40s-nfs-en.pdf", [
        ("brand", "STONECROP COMPUTE"),
        ("slogan", "GPU servers by the hour or the month - Vancouver, BC"),
        ("title", "Rate Card - Q1 2027 (L40S plans)"),
        ("t", [["Plan", "GPUs", "CPU / RAM", "Boot / data storage", "Private network", "Internet", "Hourly (per GPU)",
                "Monthly (per node)"],
               ["L40S x4 Starter", "4x L40S 48GB", "1x EPYC 9254 (24 cores) / 256 GB", "480GB SATA SSD / shared NFS",
                "1x 10GbE", "1 Gbps", "US$0.99", "US$2,750"],
               ["L40S x8 Standard", "8x L40S 48GB", "2x EPYC 9254 (24 cores each, 48 cores) / 512 GB",
                "480GB SATA SSD / shared NFS volume (no local data disk)", "1x 10GbE", "1 Gbps", "US$0.95", "US$5,400"],
               ["L40S x8 Pro", "8x L40S 48GB", "2x EPYC 9354 (32 cores each) / 768 GB",
                "960GB NVMe / 4x 3.84TB local NVMe", "2x 100G RoCE v2 (RDMA)", "2 Gbps", "US$1.10", "US$6,300"]],
         [0.11, 0.1, 0.17, 0.19, 0.12, 0.08, 0.11, 0.12], {"shade": [2]}),
        ("p", "All L40S plans: NVIDIA L40S 48GB, PCIe 4.0; the L40S has no NVLink. Hourly plans are billed per hour "
              "with no "
              "minimum; monthly plans are billed monthly in advance with a minimum of one (1) month. Prices in US "
              "dollars, "
              "excluding GST/PST."),
        ("p", "<b>Shared NFS volume</b> (Starter and Standard): a 20 TB pool per account on our NFS filer, shared by "
              "all of "
              "the account's nodes, throughput up to 400 MB/s per node. <b>Private network</b> on Starter and Standard "
              "is "
              "1x 10GbE per node, TCP/IP only; RDMA is not available on these plans."),
        ("h", "Service terms (all plans)"),
        ("p", "Exact model as listed (NVIDIA L40S 48GB), no substitution; whole servers dedicated to one customer, no "
              "virtualisation, no vGPU, no oversubscription. 99.9% monthly availability per node; service credits of "
              "10% of "
              "the node's monthly fee for each full 0.1% below 99.9%, up to 50%. Acceptance: 24 hours after handover "
              "to run "
              "our acceptance script (gpu-burn, p2pBandwidthLatencyTest, fio, iperf3); a failing node is replaced and "
              "the "
              "hours are not billed. Data on local drives and the NFS pool is erased within 48 hours of cancellation "
              "and a "
              "deletion report is issued."),
        ("sp", 3),
        ("t", [["YOUR QUOTE - prepared for Tern Analytics Inc. (quote SC-Q-27-0114, 4 Dec 2026)"],
               ["Plan: L40S x8 Standard, monthly plan &nbsp;|&nbsp; Quantity: 4 nodes &nbsp;|&nbsp; Price: US$5,400 "
                "per node "
                "per month &nbsp;|&nbsp; Monthly total: US$21,600 &nbsp;|&nbsp; Minimum term: 1 month &nbsp;|&nbsp; "
                "Setup: "
                "none"],
               ["Your stated use: pre-training an 8B-parameter model across the four nodes (data parallel). Storage: "
                "the "
                "account's shared NFS pool (20 TB, up to 400 MB/s per node). Nodes interconnected by 1x 10GbE "
                "TCP/IP."]],
         [1.0], {"head": 1, "box": [((0, 0), (-1, -1))]}),
        ("small", "Stonecrop Hosting Ltd. (Stonecrop Compute) | 1055 West Hastings St, Suite 1700, Vancouver, BC V6E "
                  "2E9 | "
                  "sales@stonecrop.ca"),
    ], land=True, title="Stonecrop Compute rate card Q1 2027", author="Stonecrop Hosting Ltd.",
        footer="Stonecrop Compute - Rate Card Q1 2027 - prices subject to change")


@doc("s18")
def s18(out: Path) -> None:
    gpus, peak, mfu, price = 16, 1513.0, 0.40, 1.72
    eff = gpus * peak * mfu
    tok_s = eff * 1e12 / (6 * 70e9)
    per_h = gpus * price
    per_m = per_h / (tok_s * 3600 / 1e6)
    pdf(out / "s18-cost-per-token-worksheet-h100-pcie-en.pdf", [
        ("brand", "Larkspur GPU"),
        ("slogan", "Bare-metal GPU servers, priced by the hour"),
        ("title", "Cost-per-Token Worksheet"),
        ("p", "Prepared for: Ostrava Labs s.r.o. (Tomas Dvorak) &nbsp;|&nbsp; Prepared by: Larkspur GPU, Inc., "
              "Solutions team (Priya Sandoval) &nbsp;|&nbsp; Worksheet LW-2612-19, 4 December 2026"),
        ("h", "A. Inputs"),
        ("t", [["#", "Input", "Value", "Source"],
               ["A1", "GPU", "NVIDIA H100 PCIe 80GB", "Quote LQ-2612-077"],
               ["A2", "Servers x GPUs", "2 servers x 8 GPUs = 16 GPUs", "Quote LQ-2612-077"],
               ["A3", "Peak dense BF16 per GPU", f"{peak:,.0f} TFLOPS", "Larkspur spec sheet"],
               ["A4", "Assumed MFU", f"{mfu:.0%}", "Larkspur benchmark, Llama-class"],
               ["A5", "Training FLOPs per token", "6 x 70e9 = 4.2e11 (Llama 3 70B)", "6ND rule"],
               ["A6", "Price per GPU-hour", f"US${price:.2f}", "Quote LQ-2612-077"]], [0.06, 0.3, 0.34, 0.3]),
        ("h", "B. Results"),
        ("t", [["#", "Result", "Formula", "Value"],
               ["B1", "Effective cluster compute", "A2 x A3 x A4", f"{eff:,.1f} TFLOPS"],
               ["B2", "Tokens per second", "B1 / A5", f"{tok_s:,.0f}"],
               ["B3", "Cluster cost per hour", "16 x A6", f"US${per_h:.2f}"],
               ["B4", "Cost per million tokens", "B3 / (B2 x 3600 / 1e6)", f"US${per_m:.3f}"]],
         [0.06, 0.34, 0.3, 0.3]),
        ("p", "The worksheet is an estimate for comparison; real throughput depends on sequence length, parallelism "
              "and "
              "input pipeline."),
        ("h", "C. The quoted servers (quote LQ-2612-077)"),
        ("t", [["Item", "Per server (2 servers)"],
               ["GPUs", "8x NVIDIA H100 PCIe 80GB HBM2e"],
               ["GPU links", "NVLink bridges in pairs (600 GB/s per pair); pairs connected over PCIe Gen5 switches; no "
                             "NVSwitch"],
               ["CPU / memory", "2x AMD EPYC 9354 (32 cores each, 64 cores) / 1 TB DDR5"],
               ["Boot / data", "2x 480 GB SATA SSD (RAID 1) / 4x 3.84 TB NVMe (15.36 TB)"],
               ["Fabric", "2x 200G RoCE v2 (400 Gb/s), RDMA"],
               ["Internet", "2 Gbps"],
               ["Price", f"US${price:.2f} per GPU-hour (US${price * 8:.2f} per server-hour), billed hourly, invoiced "
                         "monthly, excl. taxes"],
               ["Term", "Minimum three (3) months"]], [0.2, 0.8]),
        ("h", "D. Commitments carried into the order"),
        ("p", "GPU model H100 PCIe with 80GB each, no substitution; dedicated single-tenant servers (no vGPU, no MIG); "
              "NVLink bridge pairs and RoCE v2 fabric as in section C; 99.9% monthly availability per server; credits "
              "of 10% "
              "of the server's monthly charges per 0.1% below 99.9%, up to 50%; 24-hour acceptance window with "
              "nccl-tests, p2pBandwidthLatencyTest and fio (&gt;= 6 GB/s) with replacement of failing servers; drives "
              "purged within 3 business days of the end of the term, certificate on request."),
    ], title="Cost-per-Token Worksheet LW-2612-19", author="Larkspur GPU, Inc.",
        footer="Larkspur GPU, Inc. - worksheet LW-2612-19 - estimates only")


@doc("s19")
def s19(out: Path) -> None:
    pdf(out / "s19-rfp-price-volume-clins-a100-80g-en.pdf", [
        ("sp", 12),
        ("ctitle", "Response to RFP No. UCR-RC-2026-17<br/>GPU Compute Rental Services"),
        ("ctitle", "Volume 2: Price Proposal and Service Levels"),
        ("sp", 6),
        ("t", [["Issuing agency", "University of Cascadia, Research Computing Services (Procurement Office)"],
               ["Respondent", "Silverpine Data Services, LLC"],
               ["Respondent's parent", "Silverpine Holdings, Inc. (not a party to the resulting contract)"],
               ["Submission date", "December 4, 2026"],
               ["Validity", "120 days"]], [0.3, 0.7], {"head": 0}),
        ("pb",),
        ("h", "2.1 Price Schedule A - Base period (12 months)"),
        ("t", [["CLIN", "Description", "Unit", "Unit price", "Est. quantity", "Extended (est.)"],
               ["0001", "Dedicated GPU node, 8x NVIDIA A100 SXM4 80GB, as specified in 2.3", "GPU-hour", "$1.42",
                "280,320 (4 nodes x 8 GPUs x 8,760 h)", "$398,054.40"],
               ["0001a", "Same, expressed per node", "node-hour", "$11.36", "35,040", "(same as 0001)"],
               ["0002", "Onboarding and acceptance testing (one-time)", "each node", "$2,000.00", "4", "$8,000.00"],
               ["0003", "OPTIONAL - shared parallel file system", "GB-month", "$0.07", "0 (not in base)", "$0.00"],
               ["", "Total, base period (CLINs 0001 + 0002)", "", "", "", "$406,054.40"]],
         [0.07, 0.37, 0.1, 0.1, 0.2, 0.16], {"bold": [5]}),
        ("p", "Usage under CLIN 0001 is metered hourly and invoiced monthly in arrears. Base period: twelve (12) "
              "months "
              "minimum; option years 1-2 at the same unit prices. The University is tax-exempt; no taxes are "
              "included."),
        ("h", "2.2 Assumptions"),
        ("p", "Four (4) nodes delivered in one cluster at Silverpine's Hillsboro, OR facility. Hardware is Supermicro "
              "SYS-421GU-TNXR-class HGX A100 systems owned by Silverpine; Supermicro is the manufacturer only."),
        ("h", "2.3 Node specification"),
        ("t", [["Component", "Specification (per node)"],
               ["GPU", "8x NVIDIA A100 SXM4 80GB HBM2e; NVSwitch full mesh, NVLink 600 GB/s per GPU"],
               ["CPU", "2x AMD EPYC 7763 (64 cores each; 128 cores)"],
               ["Memory", "2 TB DDR4-3200"],
               ["OS drives", "2x 960 GB NVMe, RAID 1"],
               ["Local data", "4x 7.68 TB NVMe (30.72 TB)"],
               ["Compute fabric", "8x 200 Gb/s HDR InfiniBand (1.6 Tb/s), RDMA, non-blocking"],
               ["Internet", "10 Gbps"]], [0.22, 0.78]),
        ("h", "Section 5: Service Levels (binding on award)"),
        ("p", "5.1 Model. Silverpine will deliver NVIDIA A100 SXM4 GPUs with 80GB each and will not substitute a "
              "different "
              "model or memory size. 5.2 Tenancy. Nodes are dedicated to the University: bare metal, no "
              "virtualization, no "
              "MIG partitioning, no oversubscription. 5.3 Interconnect. NVSwitch within each node; HDR InfiniBand "
              "between "
              "nodes as in 2.3. 5.4 Availability. 99.9% per node per month. 5.5 Credits. 10% of the node's monthly "
              "charges "
              "for each 0.1% below 99.9%, up to 100%. 5.6 Acceptance. Within 72 hours of delivery the University runs "
              "nccl-tests (4-node all_reduce busbw &gt;= 180 GB/s) and fio (&gt;= 15 GB/s); nodes that fail are "
              "replaced and "
              "billing starts at acceptance. 5.7 Data. All University data is deleted within ten (10) days of contract "
              "end "
              "under NIST SP 800-88 and a certificate is provided."),
        ("sp", 4),
        ("p", "Submitted for and on behalf of Silverpine Data Services, LLC:"),
        ("p", "Rebecca Tolliver<br/>Vice President, Public Sector<br/>rtolliver@silverpine-ds.com | +1 503 555 0166"),
    ], title="UCR-RC-2026-17 Volume 2", author="Silverpine Data Services, LLC",
        footer="RFP UCR-RC-2026-17 - Volume 2 - Silverpine Data Services, LLC - Confidential")


@doc("s20")
def s20(out: Path) -> None:
    qa = [
        ["A1", "Legal name of the supplier", "Kieselstein Compute GmbH"],
        ["A2", "Trading name / brand", "KIESELSTEIN GPU"],
        ["A3", "Registration", "Amtsgericht Frankfurt am Main, HRB 128844; VAT ID DE 331 902 477"],
        ["A4", "Parent company / ultimate owner", "Moselstahl Beteiligungen AG (holding only; does not contract or "
                                                  "invoice)"],
        ["A5", "Data centre(s) used", "NorthC Frankfurt-Ost (third-party colocation; NorthC is not a subcontractor "
                                      "for the service)"],
        ["B1", "Service offered", "Dedicated GPU servers: 2 x servers, each 8x AMD Instinct MI300X 192GB (OAM)"],
        ["B2", "GPU interconnect", "AMD Infinity Fabric (xGMI) full mesh between the 8 GPUs; no NVLink (AMD platform)"],
        ["B3", "Host", "2x AMD EPYC 9654 (96 cores each, 192 cores); 1.5 TB DDR5 (24 x 64 GB)"],
        ["B4", "Storage", "Boot: 2x 1.92 TB NVMe (RAID 1). Data: 8x 3.84 TB NVMe per server (30.72 TB)."],
        ["B5", "Network", "Compute fabric 8x 400 GbE RoCE v2 per server (3.2 Tb/s), RDMA; internet 10 Gbps per server"],
        ["B6", "Is any GPU shared, partitioned or virtualised?", "No. Whole servers, bare metal, single tenant; no "
                                                                 "compute partitions shared, no oversubscription."],
        ["C1", "Price "
               "basis", f"{EURO}1.65 per GPU-hour = {EURO}13.20 per server-hour, excl. VAT (reverse charge for "
                              "UK "
                              "business customers)"],
        ["C2", "Billing", "Metered hourly, invoiced monthly in arrears"],
        ["C3", "Minimum term", "Three (3) months"],
        ["C4", "Other fees", f"None for setup; egress above 50 TB/month {EURO}0.01/GB"],
        ["D1", "Committed availability", "99.9% per server per calendar month"],
        ["D2", "Service credits", "5% of the server's monthly fee per 0.1% below 99.9%, up to 50%"],
        ["D3", "Acceptance testing", "48 h acceptance window: rccl-tests all_reduce (single server busbw >= 280 GB/s), "
                                     "fio >= 20 GB/s; failing servers replaced, billing starts on acceptance"],
        ["D4", "Model guarantee", "MI300X 192GB as stated; no substitution without written consent"],
        ["E1", "Data deletion at "
               "exit", "All drives purged (NIST SP 800-88) within 5 business days; certificate "
                                        "issued"],
        ["E2", "Certifications", "ISO/IEC 27001:2022 (certificate 27K-FR-5521)"],
    ]
    pdf(out / "s20-supplier-due-diligence-questionnaire-mi300x-en.pdf", [
        ("brand", "Aldgate Quantitative Research LLP"),
        ("small", "Vendor Management | 30 Finsbury Square, London EC2A 1AG"),
        ("title", "Supplier Due Diligence Questionnaire (v3.2) - GPU compute"),
        ("p", "Completed by the supplier and returned on 4 December 2026. Reference AQR-DDQ-2026-044. Answers form "
              "part of "
              "any resulting contract (clause 2.4 of Aldgate's standard terms)."),
        ("t", [["#", "Question", "Supplier answer"], *qa], [0.06, 0.3, 0.64]),
        ("h", "Declaration"),
        ("p", "I confirm that the answers above are complete and accurate."),
        ("p", "Signed: Jonas Brenner, Managing Director (Gesch\u00e4ftsf\u00fchrer), Kieselstein Compute GmbH - "
              "4 December 2026"),
    ], title="AQR-DDQ-2026-044", author="Aldgate Quantitative Research LLP",
        footer="Aldgate Quantitative Research LLP - Supplier DDQ v3.2 - AQR-DDQ-2026-044")


@doc("s21")
def s21(out: Path) -> None:
    text(out / "s21-order-confirmation-email-4090-eur-en.md", """
**From:** Hexbyte Cloud <no-reply@hexbyte.cloud>
**To:** Mirela Popescu <mirela@corvina.studio>
**Subject:** Your order is confirmed - Order #HX-558201

# Your order is confirmed

Hi Mirela, thanks for choosing **Hexbyte Cloud GPU Instance**. Your server is being prepared and will be ready in
about 20 minutes.

| | |
|---|---|
| Order | #HX-558201 |
| Date | 4 Dec 2026, 11:48 CET |
| Billed to | Corvina Studio SRL, Str. Memorandumului 28, Cluj-Napoca, Romania (VAT RO44871920) |
| Instance type | gpu-4090x8-bm |
| Quantity | 1 x server |
| Location | Amsterdam AMS-2 |

## What you ordered

| Item | Detail |
|---|---|
| GPUs | 8x NVIDIA RTX 4090 24GB, PCIe 4.0 - no NVLink (the RTX 4090 does not support it) |
| CPU | 2x AMD EPYC 7543 (32 cores each, 64 cores) |
| Memory | 512 GB DDR4 |
| OS disk | 500 GB NVMe |
| Local data | 2x 3.84 TB NVMe (7.68 TB), not RAIDed |
| Internet | 1 Gbps unmetered |
| Cluster network | none (single server) |

## Price

| | |
|---|---|
| Rate | EUR 0.39 per GPU-hour, i.e. **EUR 3.12 per hour** for this 8-GPU instance |
| Billing | per second, charged to your card every 1st of the month |
| Minimum term | none - stop the instance whenever you like |
| VAT | prices exclude VAT; EU reverse charge applies to your VAT number |

Card payments are handled by our payment processor Adyen N.V.; it appears on your statement as "HEXBYTE*GPU".

## Your plan includes

- **Exactly what you ordered:** 8x RTX 4090 24GB, never swapped for another card.
- **Dedicated:** a whole physical server, no virtualisation, no shared GPUs.
- **Availability:** 99.5% per month.
- **Credits:** 5% of the month's charges for each 0.5% below 99.5%, up to 30%, credited automatically.
- **Acceptance:** you have 24 hours after first boot to run our acceptance script (gpu-burn, p2pBandwidthLatencyTest,
  fio >= 5 GB/s). If any check fails we replace the server and refund those hours.
- **Data deletion:** when you terminate, all disks are purged (NIST 800-88) within 24 hours.

Questions? Reply to this e-mail or write to support@hexbyte.cloud.

---
© 2026 Hexbyte Cloud B.V. All rights reserved. Registered in the Netherlands, KvK 91827364.
Keizersgracht 241, 1016 EA Amsterdam.
""")


@doc("s22")
def s22(out: Path) -> None:
    text(out / "s22-launch-blog-post-h100-dedicated-40-mig-en.md", """
# Introducing H100 Dedicated 40: a dedicated H100 for $1.29 an hour

*Pellucid Cloud blog - Product - 4 December 2026 - by Nora Castellanos, Product Manager*

Fine-tuning an 8B model shouldn't need an 8-GPU server. Today we're launching **H100 Dedicated 40**, the most
affordable way to get Hopper performance on Pellucid Cloud: **$1.29 per hour, billed per minute, no commitment.**

## Why H100 Dedicated 40?

- **Dedicated.** Your instance's GPU resources are reserved for you alone - no noisy neighbours.
- **Hopper inside.** Transformer Engine, FP8 and 40GB of HBM3 for LoRA and QLoRA on 7-13B models.
- **Ready in 60 seconds** with PyTorch 2.5, CUDA 12.6 and our fine-tuning images.

## Pricing

| Instance | GPU memory | vCPU | RAM | Price |
|---|---|---|---|---|
| H100 Dedicated 40 | 40GB | 12 | 96 GB | $1.29 / hour |
| H100 SXM 80GB (whole GPU) | 80GB | 24 | 192 GB | $2.49 / hour |

Billed per minute. No minimum term. Prices exclude applicable taxes.

## Technical details

Each H100 Dedicated 40 instance runs on a **MIG 4g.40gb partition of an NVIDIA H100 SXM5 80GB**: four of the
GPU's seven compute slices and 40GB of its memory. The remaining 3g.40gb partition of the same physical card is sold
as a separate instance and may be used by another customer at the same time; MIG keeps the two partitions' memory
and compute isolated.

Every instance comes with an 80 GB boot volume and a 500 GB network data volume (up to 500 MB/s). There is no local
NVMe and no multi-GPU or RDMA networking on this instance type.

## Reliability and your data

H100 Dedicated 40 is covered by the Pellucid Cloud SLA: 99.9% monthly uptime per instance, with service credits as
set out in the SLA. When you delete an instance, its boot and data volumes are erased within 24 hours.

## Get started

Launch from the console or `pellucid gpu create --type h100-ded-40`. Questions? sales@pellucid.cloud

---
© 2026 Pellucid Cloud Inc. All rights reserved. 548 Market St, San Francisco, CA 94104.
""")


# ================================================================================================ bilingual
@doc("s23")
def s23(out: Path) -> None:
    pdf(out / "s23-hk-debit-note-jiaofei-tongzhi-h200-hkd-bi.pdf", [
        ("brand", "維港算力　VICTORIA HARBOUR COMPUTE"),
        ("slogan", "算力，隨時候命　Compute, on standby"),
        ("small", "維港算力有限公司 Victoria Harbour Compute Limited　｜　香港九龍觀塘道 388 號創紀之城一期 21 樓　｜　"
                  "CR No. 3318842"),
        ("ctitle", "繳費通知書　DEBIT NOTE"),
        ("t", [["致 To", "九龍塘基因組有限公司 Kowloon Tong Genomics Limited<br/>九龍塘達之路 78 號 生產力大樓 6 樓",
                "編號 No.", "DN-2612-0077"],
               ["聯絡人 Attn", "梁卓賢博士 Dr Leung Cheuk-yin", "日期 Date", "2026-12-04"],
               ["合約 "
                "Contract", "VHC-SA-2026-052（服務附表見第 2 頁 / schedule on page 2）", "到期 "
                                                                                   "Due", "2026-12-15"]],
         [0.13, 0.47, 0.13, 0.27], {"head": 0}),
        ("t", [["項目 Item", "數量 Qty", "單價 Unit price", "金額 Amount"],
               ["首月租金 First month's rent - 8 × H200 SXM 伺服器 "
                "server", "2", "HK$96,800.00 / 台·月 per "
                                                                          "server-month",
                "HK$193,600.00"],
               ["保證金 Security deposit（可退還 refundable）", "2", "HK$50,000.00 / 台 per server", "HK$100,000.00"],
               ["安裝及調試費 Installation &amp; commissioning（一次性 one-off）", "2", "HK$3,800.00", "HK$7,600.00"],
               ["應繳總額 Total amount due", "", "", "HK$301,200.00"]],
         [0.44, 0.08, 0.28, 0.2], {"bold": [4]}),
        ("p", "月租 Monthly rent：HK$96,800.00 每台每月 per server per month。香港不設增值稅 No VAT or GST in Hong "
              "Kong。"
              "保證金於租期屆滿後 30 日內無息退還 The deposit is returned without interest within 30 days after the "
              "term; "
              "it is not rent."),
        ("h", "付款方式 Payment"),
        ("t", [["戶名 Account name", "Victoria Harbour Compute Limited 維港算力有限公司"],
               ["銀行 Bank", "香港上海滙豐銀行有限公司 The Hongkong and Shanghai Banking Corporation Limited"],
               ["帳號 Account no.", "004-512-883301-838"],
               ["SWIFT", "HSBCHKHHHKH"],
               ["轉數快 FPS ID", "1638 2207"]], [0.25, 0.75], {"head": 0}),
        ("pb",),
        ("h", "服務附表 Service schedule（合約 VHC-SA-2026-052 附表一 Schedule 1）"),
        ("t", [["項目 Item", "每台規格 Per server（共 2 台 two servers）"],
               ["GPU", "8 × NVIDIA H200 SXM 141GB HBM3e；NVSwitch 全互聯 full mesh，NVLink 900GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8558（48 核 cores）＝ 96 核 cores"],
               ["記憶體 Memory", "2TB DDR5"],
               ["系統碟 Boot", "2 × 960GB NVMe（RAID1）"],
               ["數據碟 Data", "4 × 7.68TB NVMe（30.72TB）"],
               ["計算網絡 Fabric", "4 × 400G NDR InfiniBand（1.6Tbps），RDMA"],
               ["互聯網 Internet", "1Gbps 專用 dedicated"],
               ["機房 "
                "Facility", "MEGA-i 數據中心（第三方營運 third-party operator，非合約方 not a party）"]], [0.22, 0.78]),
        ("p", "租期 Term：最短租期 3 個月 minimum three (3) months；按月預繳 billed monthly in advance。"),
        ("h", "服務承諾 Service commitments"),
        ("p", "1. 型號 Model：交付 NVIDIA H200 SXM，每卡 141GB，不以其他型號替代 no substitution。2. 獨享 "
              "Dedicated：整機獨享，"
              "不虛擬化、不切分 MIG、不超售 bare metal, no virtualisation, no MIG, no oversubscription。3. 可用率 "
              "Availability：每台每月 99.9% per server per month。4. 賠償 Credits：低於 99.9% 扣減當月租金 10%，低於 "
              "99.5% 扣減 "
              "25%，低於 99% 扣減 50% / 10%, 25%, 50% of the monthly rent。5. 驗收 Acceptance：交付後 48 小時內以 "
              "nccl-tests "
              "（單機 busbw ≥ 360GB/s，雙機 ≥ 80GB/s）及 fio 驗收 within 48 hours; failures replaced。6. 數據刪除 Data "
              "deletion：租期"
              "屆滿後 5 個工作日內安全擦除全部磁碟並發出證明 within 5 business days with a certificate。"),
        ("p", "維港算力 客戶經理 Account manager：陳嘉欣 Kathy Chan　+852 3618 2207"),
    ], cjk=True, title="DN-2612-0077", author="Victoria Harbour Compute Limited",
        footer="Victoria Harbour Compute Limited 維港算力有限公司　DN-2612-0077")


@doc("s24")
def s24(out: Path) -> None:
    pdf(out / "s24-sg-booking-confirmation-capacity-window-h100-sgd-bi.pdf", [
        ("brand", "KALLANG GPU　加冷算力"),
        ("slogan", "Your cluster, on your calendar　算力按档期预订"),
        ("small", "Kallang GPU Pte. Ltd. 加冷算力私人有限公司 | UEN 202403318K | 21 Tampines Industrial Crescent, "
                  "Singapore 528772 | GST Reg. 202403318K"),
        ("ctitle", "预订确认 BOOKING CONFIRMATION　KG-BK-26-0318"),
        ("t", [["客户 Customer", "Raffles Speech Analytics Pte. Ltd.（莱佛士语音分析）", "日期 Date", "2026-12-04"],
               ["档期 Capacity window", "2027-01-04 00:00 SGT 至 to 2027-04-03 23:59 SGT", "数量 Qty", "1 台 server"],
               ["状态 Status", "已确认 Confirmed（定金到账后锁定 locked on receipt of the booking fee）", "销售 Sales",
                "Lim Wei Ting 林慧婷"]], [0.17, 0.45, 0.14, 0.24], {"head": 0}),
        ("h", "配置 Configuration"),
        ("t", [["项目 Item", "规格 Specification"],
               ["GPU", "8 × NVIDIA H100 SXM5 80GB HBM3；NVSwitch 全互联 full mesh，NVLink 900GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核 cores each），共 96 核 cores"],
               ["内存 Memory", "2TB DDR5"],
               ["系统盘 Boot", "2 × 960GB NVMe（RAID1）"],
               ["数据盘 Data", "8 × 3.84TB NVMe（30.72TB）"],
               ["网络 Network", "互联网 Internet 5Gbps；单台，不含集群网络 single server, no cluster fabric"]],
         [0.2, 0.8]),
        ("h", "价格 Price"),
        ("t", [["项目 Item", "不含 GST excl. 9% GST", "含 GST incl. GST"],
               ["每 GPU 小时 per GPU-hour", "S$2.95", "S$3.22"],
               ["每台小时 per server-hour", "S$23.60", "S$25.72"],
               ["档期估算 Window estimate（90 天 × 24 h）", "S$50,976.00", "S$55,563.84"]],
         [0.4, 0.3, 0.3]),
        ("p", "按小时计量 metered hourly，月结 invoiced monthly；最短预订 minimum booking 30 天 days。预订费 Booking "
              "fee："
              "估算额 20%（S$10,195.20 excl. GST），不可退还 non-refundable，自首张账单抵扣 credited against the first "
              "invoice — 非单价 not the unit price。"),
        ("h", "服务条款 Service terms"),
        ("p", "型号 Model：H100 SXM5 80GB，不替换 no substitution。独享 Dedicated：整机独享 bare metal, single tenant, "
              "no "
              "MIG, no virtualisation。可用率 Availability：99.9% 每月 per month。赔偿 Credits：每低 0.1% 抵扣当月费用 "
              "5%，上限 "
              "50% / 5% per 0.1% below, up to 50%。验收 Acceptance：交付后 24 小时内 nccl-tests 单机 busbw ≥ 360GB/s "
              "及 fio ≥ "
              "20GB/s，不通过更换且不计费 within 24 h; failures replaced and not billed。数据删除 Deletion：档期结束后 "
              "72 小时内"
              "擦除并出具证明 erased within 72 h with a certificate。"),
        ("p", "请于 2026-12-15 前支付预订费 Please pay the booking fee by 15 Dec 2026: DBS Bank Ltd, Account name "
              "Kallang "
              "GPU Pte. Ltd., A/C 072-918443-1, PayNow UEN 202403318K。"),
    ], cjk=True, title="KG-BK-26-0318", author="Kallang GPU Pte. Ltd.",
        footer="Kallang GPU Pte. Ltd.　KG-BK-26-0318")


@doc("s25")
def s25(out: Path) -> None:
    pdf(out / "s25a-quotation-a100-80g-hengqin-bi.pdf", [
        ("brand", "横琴算力港　HENGQIN COMPUTE HARBOUR"),
        ("small", "珠海横琴算力港科技有限公司 Zhuhai Hengqin Compute Harbour Technology Co., "
                  "Ltd.　｜　珠海市横琴新区环岛东路 "
                  "3000 号 2106 室"),
        ("ctitle", "报价单 QUOTATION　HQ-Q-2612-041"),
        ("t", [["客户 Customer", "澳门氹仔语言实验室有限公司 Taipa Language Lab Limited（澳门 Macao）", "日期 Date",
                "2026-12-04"],
               ["联系人 "
                "Contact", "区嘉敏 Kamen "
                               "Au", "有效期 "
                                               "Valid", "15 天 "
                                                            "days"]], [0.15, 0.5, 0.13, 0.22], {"head": 0}),
        ("t", [["项目 Item", "规格 Specification"],
               ["GPU", "8 × NVIDIA A100 SXM4 80GB HBM2e；NVSwitch 全互联 full mesh，NVLink 600GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8358（32 核 cores each），共 64 核"],
               ["内存 Memory", "1TB DDR4"],
               ["系统盘 Boot", "960GB NVMe"],
               ["数据盘 Data", "4 × 7.68TB NVMe（30.72TB）"],
               ["机间网络 Fabric", "4 × 200G HDR InfiniBand（800Gb/s），RDMA"],
               ["公网 Internet", "BGP 200Mbps"]], [0.2, 0.8]),
        ("t", [["项目 Item", "数量 Qty", "单价 Unit price", "月合计 Monthly"],
               ["A100 80GB 8 卡服务器 8-GPU server（整机独享 dedicated）", "2 "
                                                                 "台", "¥31,800.00/台/月（含 6% 增值税 "
                                                                        "incl. VAT）",
                "¥63,600.00"],
               ["部署费 Setup（一次性 one-off）", "2", "¥2,000.00", "¥4,000.00（首月 first month）"]],
         [0.4, 0.1, 0.3, 0.2]),
        ("p", "租期 Term：最短 3 个月 minimum three (3) months，按月预付 monthly in advance。交付型号 A100 SXM4 80GB，"
              "每卡 "
              "80GB，不替换 no substitution；整机独享，不虚拟化、不切分 whole servers, no virtualisation or "
              "partitioning。"),
        ("p", "服务水平、赔偿、验收与数据处理适用《横琴算力港云服务条款》（附件，第 7-9 条） Service levels, credits, "
              "acceptance "
              "and data handling are governed by the attached Hengqin Compute Harbour Terms of Service, clauses 7-9。"),
        ("p", "销售 Sales：何志朗 Ho Chi-long　+86 756 2990 318"),
        ("seal", "珠海横琴算力港科技有限公司<br/>【报价专用章】"),
    ], cjk=True, title="HQ-Q-2612-041", author="珠海横琴算力港科技有限公司",
        footer="Zhuhai Hengqin Compute Harbour Technology Co., Ltd.　HQ-Q-2612-041")
    text(out / "s25b-terms-of-service-excerpt-hengqin-bi.md", """
# 横琴算力港云服务条款 Hengqin Compute Harbour Terms of Service

版本 Version 2026.3　生效日期 Effective 2026-09-01　（节选 Excerpt: clauses 7-9）

## 第 7 条 服务可用性 Clause 7 - Service availability

7.1 我们将尽商业上合理的努力维持服务可用，但不承诺任何具体的可用率。
We will use commercially reasonable efforts to keep the service available but make no commitment to any specific
uptime percentage.

7.2 计划内维护可能随时进行，我们将尽量提前通知。
Planned maintenance may take place at any time; we will try to give advance notice.

## 第 8 条 服务中断与责任 Clause 8 - Interruptions and liability

8.1 我们不提供服务抵扣、退款或其他形式的补偿。服务中断期间费用照常计收。
No service credits, refunds or other compensation are provided. Fees remain payable during any interruption.

8.2 我们对间接损失、数据丢失或利润损失不承担责任。
We are not liable for indirect loss, loss of data or loss of profit.

## 第 9 条 交付与数据 Clause 9 - Delivery and data

9.1 服务器交付登录信息后即视为客户验收完成，不另行组织验收测试。
A server is deemed accepted when its login details are handed over; no separate acceptance testing is carried out.

9.2 服务终止前，客户应自行备份并删除其数据。我们可在终止后直接重装或回收服务器，不负责数据清除，也不出具删除证明。
Before termination the customer must back up and delete its own data. We may reimage or reclaim servers after
termination without notice; we are not responsible for data deletion and issue no deletion certificate.

---
珠海横琴算力港科技有限公司 Zhuhai Hengqin Compute Harbour Technology Co., Ltd. 保留修改本条款的权利
reserves the right to amend these terms.
""")


@doc("s26")
def s26(out: Path) -> None:
    pdf(out / "s26-shebei-fuwu-qingdan-qty-columns-a800-bi.pdf", [
        ("brand", "敕勒川算力　CHILECHUAN COMPUTE"),
        ("slogan", "草原上的智算中心　An AI data centre on the grassland"),
        ("ctitle", "设备及服务清单　EQUIPMENT &amp; SERVICE SCHEDULE"),
        ("t", [["客户 Customer", "北京中关村知语科技有限公司 Beijing Zhongguancun Zhiyu Technology Co., Ltd."],
               ["清单编号 Ref.", "CLC-ES-2612-015（租赁合同 CLC-ZL-2026-015 附件一 Annex 1）"],
               ["规模 Scale", "16 卡（2 机）16 GPUs (2 servers)"],
               ["交付地点 "
                "Site", "和林格尔新区数据中心（机房运营方：中国移动通信集团内蒙古有限公司，非合同方 operator, "
                             "not a party）"]],
         [0.2, 0.8], {"head": 0}),
        ("h", "一、设备配置 Equipment"),
        ("t", [["项目 Item", "规格 Specification", "单机数量 Qty per server", "合计 Total（2 机）"],
               ["整机 Server", "浪潮 Inspur NF5488A5（制造商 manufacturer）", "1", "2"],
               ["GPU", "NVIDIA A800 SXM4 80GB HBM2e，NVSwitch 全互联 full mesh，NVLink 400GB/s", "8", "16"],
               ["CPU", "Intel Xeon Platinum 8380（40 核 cores）", "2（80 核 cores）", "4"],
               ["内存 Memory", "64GB DDR4-3200 RDIMM", "16（1TB）", "32"],
               ["系统盘 Boot", "960GB SATA SSD（RAID1）", "2", "4"],
               ["数据盘 Data", "7.68TB U.2 NVMe", "4（30.72TB）", "8（61.44TB）"],
               ["计算网卡 Fabric", "HDR InfiniBand 200Gb/s（单机 800Gb/s per server），RDMA", "4", "8"],
               ["存储网卡 Storage NIC", "25GbE（不计入计算网络 not part of the fabric）", "2", "4"],
               ["公网 Internet", "BGP 100Mbps 独享 dedicated", "1", "2"]], [0.17, 0.45, 0.18, 0.2]),
        ("h", "二、价格 Price"),
        ("t", [["项目 Item", "不含税 excl. VAT", "税率 VAT", "含税 incl. VAT"],
               ["年租金 Annual rent（每台 per server-year）", "RMB 525,600.00", "6%", "RMB 557,136.00"],
               ["折合月租 Monthly equivalent（每台 per server-month）", "RMB 43,800.00", "6%", "RMB 46,428.00"],
               ["月付合计 Monthly instalment（2 台 servers）", "RMB 87,600.00", "6%", "RMB 92,856.00"]],
         [0.4, 0.2, 0.1, 0.3]),
        ("p", "租期 Term：12 个月，不少于十二（12）个月 minimum twelve (12) months；年租金按月分期支付 "
              "the annual rent is paid in monthly instalments，每月 5 日前支付。"),
        ("h", "三、服务承诺 Service commitments"),
        ("t", [["条款 Clause", "承诺 Commitment"],
               ["型号 Model", "A800 SXM4 80GB，每卡 80GB，不替换 no substitution"],
               ["互联 "
                "Interconnect", "机内 NVSwitch 全互联；机间 4 × 200G HDR IB intra-node NVSwitch, inter-node HDR "
                                   "IB"],
               ["独享 Dedicated", "整机独享，不虚拟化、不切分、不超售 bare metal, no virtualisation, no partitioning"],
               ["可用率 Availability", "每台每月 99.9% per server per month"],
               ["赔偿 Credits", "每低于 0.1% 抵扣当月租金 5%，上限 50% / 5% per 0.1% below, up to 50%"],
               ["验收 "
                "Acceptance", "交付后 48 小时内：nccl-tests 双机 busbw ≥ 40GB/s、fio ≥ 12GB/s；不通过更换 within "
                                 "48 h, "
                                 "failures replaced"],
               ["数据删除 Deletion", "租期结束 5 个工作日内擦除并出具证明 within 5 business days, certificate issued"]],
         [0.2, 0.8]),
        ("sp", 4),
        ("p", "编制 Prepared by：内蒙古敕勒川算力有限公司 Inner Mongolia Chilechuan Computing Co., Ltd."),
        ("p", "签字 Signed：乌兰 Wu Lan，总经理 General Manager　　日期 Date：2026-12-04"),
        ("seal", "内蒙古敕勒川算力有限公司<br/>【合同专用章】"),
    ], cjk=True, title="CLC-ES-2612-015", author="内蒙古敕勒川算力有限公司",
        footer="内蒙古敕勒川算力有限公司 Inner Mongolia Chilechuan Computing Co., Ltd.　CLC-ES-2612-015")


@doc("s27")
def s27(out: Path) -> None:
    pdf(out / "s27-poc-ceshi-fangan-baojia-405b-lora-h800-bi.pdf", [
        ("brand", "晋阳算力　JINYANG COMPUTE"),
        ("small", "太原晋阳算力科技有限公司 Taiyuan Jinyang Computing Technology Co., Ltd.　｜　太原市小店区龙城大街 "
                  "68 号"),
        ("ctitle", "POC 测试方案及报价　POC Test Plan &amp; Quotation"),
        ("t", [["客户 Customer", "山西汾河自然语言研究院 Shanxi Fenhe NLP Institute"],
               ["编号 Ref.", "JY-POC-2612-06　日期 Date 2026-12-04"],
               ["客户目标 Customer "
                "goal", "在单台 8 × H800 80GB 服务器上完成 Llama 3.1 405B 的 LoRA 微调（bf16 "
                                      "基座权重，"
                                       "不量化、不做 CPU offload）。LoRA fine-tuning of Llama 3.1 405B on a single 8 × "
                                       "H800 "
                                       "80GB server (bf16 base weights, no quantisation, no CPU offload)."]],
         [0.2, 0.8], {"head": 0}),
        ("h", "一、测试服务器 Test server（POC 与正式租用为同一台 same server for POC and rental）"),
        ("t", [["项目 Item", "规格 Specification"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB HBM3；NVSwitch 全互联 full mesh，NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8480+（56 核 cores each），共 112 核"],
               ["内存 Memory", "2TB DDR5"],
               ["系统盘 Boot", "2 × 960GB NVMe（RAID1）"],
               ["数据盘 Data", "8 × 3.84TB NVMe（30.72TB）"],
               ["网络 "
                "Network", "单台，不含 InfiniBand 集群网络 single server, no InfiniBand；公网 Internet BGP "
                              "200Mbps"]],
         [0.2, 0.8]),
        ("h", "二、POC 计划 POC plan（7 天 days，免费 free of charge）"),
        ("t", [["天 Day", "内容 Activity", "通过标准 Pass criterion"],
               ["1", "交付验收 acceptance：nvidia-smi、topo -m、nccl-tests、fio", "busbw ≥ 160GB/s；fio ≥ 20GB/s"],
               ["2", "加载 Llama 3.1 405B bf16 基座 load base weights", "模型加载成功 model loads"],
               ["3-5", "LoRA rank 16，序列 4K，固定 500 步 fixed 500 steps", "记录 tokens/s 与 MFU 作为基线 baseline"],
               ["6-7", "结果复核与报告 review and report", "客户确认 customer sign-off"]], [0.1, 0.55, 0.35]),
        ("h", "三、正式租用报价 Rental quotation（POC 通过后 after a successful POC）"),
        ("t", [["项目 Item", "数量 Qty", "单价 Unit price", "备注 Notes"],
               ["8 × H800 服务器 server", "1 台", "¥63,500.00/台/月（含 6% 增值税 incl. VAT）",
                "最短 3 个月 minimum three (3) months，按月预付 monthly in advance"],
               ["POC 7 天 7-day POC", "1", "¥0.00", "免费 free"]], [0.25, 0.1, 0.35, 0.3]),
        ("h", "四、服务承诺 Commitments"),
        ("p", "型号 H800 SXM5 80GB，不替换 no substitution；整机独享 dedicated bare metal，不虚拟化、不切分；机内 "
              "NVSwitch 全互联；"
              "可用率 99.9%/月 per month；低于 99.9% 按不可用时长 2 倍抵扣，低于 99% 另退当月租金 20% credits 2x "
              "downtime, plus "
              "20% below 99%；验收按第二节第 1 天标准 acceptance per Day 1 criteria，不通过免费更换；租期结束 5 "
              "个工作日内擦除数据"
              "并出具证明 data erased within 5 business days, certificate issued。"),
        ("p", "联系人 Contact：晋阳算力 解决方案经理 郝文博 Hao Wenbo　0351-7026 5518"),
    ], cjk=True, title="JY-POC-2612-06", author="太原晋阳算力科技有限公司",
        footer="太原晋阳算力科技有限公司 Taiyuan Jinyang Computing Technology Co., Ltd.　JY-POC-2612-06")


@doc("s28")
def s28(out: Path) -> None:
    pdf(out / "s28-guige-shu-jingpin-duibi-h800-1979-bi.pdf", [
        ("brand", "星海算力　XINGHAI COMPUTE"),
        ("slogan", "向海而算　Compute by the sea"),
        ("ctitle", "H800 训练服务器 产品规格书及报价　H800 Training Server - Spec Sheet &amp; Quote"),
        ("h", "一、规格 Specifications（每台 per server）"),
        ("t", [["参数 "
                "Parameter", "星海 H800 训练服务器 Xinghai "
                                "H800", "竞品对比 Competitor: 北方云 NorthCloud H20 "
                                                              "实例"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB HBM3", "8 × NVIDIA H20 96GB"],
               ["BF16 稠密算力 Dense BF16（每卡 per GPU）", "1,979 TFLOPS", "148 TFLOPS"],
               ["卡间互联 GPU interconnect", "NVSwitch 全互联 full mesh，NVLink 400GB/s", "NVLink 900GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核 cores each），共 96 核", "—"],
               ["内存 Memory", "2TB DDR5", "—"],
               ["系统盘 Boot", "2 × 960GB NVMe（RAID1）", "—"],
               ["数据盘 Data", "4 × 7.68TB NVMe（30.72TB）", "—"],
               ["机间网络 Fabric", "8 × 400G NDR InfiniBand（3.2Tbps），RDMA", "4 × 200G RoCE"],
               ["公网 Internet", "BGP 300Mbps", "—"]], [0.3, 0.4, 0.3]),
        ("p", "竞品数据来自北方云公开页面，仅供比较；北方云与本报价无关 Competitor data from NorthCloud's public "
              "pages, for "
              "comparison only; NorthCloud is not involved in this quote。"),
        ("h", "二、报价 Quotation　XH-Q-2612-033"),
        ("t", [["客户 Customer", "沈阳盛京语义科技有限公司 Shenyang Shengjing Semantics Co., Ltd."],
               ["数量 Qty", "2 台 servers"],
               ["单价 Unit price", "¥61,000.00/台/月（含 6% 增值税 incl. VAT）"],
               ["租期 Term", "最短 6 个月 minimum six (6) months，按月预付 monthly in advance"],
               ["月合计 Monthly total", "¥122,000.00"]], [0.25, 0.75], {"head": 0}),
        ("h", "三、服务承诺 Commitments"),
        ("p", "型号 H800 SXM5 80GB，不替换 no substitution；整机独享 dedicated，不虚拟化、不切分、不超售；机内 "
              "NVSwitch、机间 NDR "
              "IB；可用率 99.9%/月；低于 99.9% 抵扣当月租金 10%，低于 99% 抵扣 30% credits 10% / 30%；交付后 48 小时内 "
              "nccl-tests（双机 busbw ≥ 150GB/s）与 fio 验收，不通过更换 acceptance within 48 h；租期结束 72 "
              "小时内擦除并出具证明 "
              "data erased within 72 h with a certificate。"),
        ("small", "大连星海算力科技有限公司 Dalian Xinghai Computing Technology Co., Ltd.　｜　大连市高新园区黄浦路 "
                  "977 号　"
                  "｜　销售 Sales：谭子航 0411-8481 6630"),
    ], cjk=True, title="XH-Q-2612-033", author="大连星海算力科技有限公司",
        footer="大连星海算力科技有限公司　XH-Q-2612-033")


@doc("s29")
def s29(out: Path) -> None:
    pdf(out / "s29-peizhidan-4090-nvlink-pairs-bi.pdf", [
        ("brand", "岐江算力　QIJIANG COMPUTE"),
        ("small", "中山岐江算力科技有限公司 Zhongshan Qijiang Computing Technology Co., Ltd.　｜　中山市火炬开发区 "
                  "康乐大道 47 号"),
        ("ctitle", "配置单　CONFIGURATION SHEET　QJ-PZ-2612-118"),
        ("t", [["客户 Customer", "莲花渲染工作室有限公司 Lotus Render Studio Limited", "日期 Date", "2026-12-04"],
               ["用途 Use", "Llama 3 8B LoRA 微调 fine-tuning + 渲染 rendering", "有效期 Valid", "7 天 days"]],
         [0.15, 0.5, 0.13, 0.22], {"head": 0}),
        ("t", [["项目 Item", "配置 Configuration", "数量 Qty"],
               ["GPU", "NVIDIA GeForce RTX 4090 24GB GDDR6X", "8"],
               ["GPU 互联 GPU "
                "link", "NVLink 桥接（每两卡一组）NVLink bridge per pair，112.5GB/s；适合双卡张量并行 "
                                   "good for "
                                   "2-way tensor parallel；组间 PCIe 4.0 between pairs", "4 组 pairs"],
               ["CPU", "AMD EPYC 7542（32 核 cores）", "2（64 核 cores）"],
               ["内存 Memory", "32GB DDR4 RDIMM", "16（512GB）"],
               ["系统盘 Boot", "1TB NVMe", "1"],
               ["数据盘 Data", "3.84TB NVMe（合计 7.68TB total）", "2"],
               ["网络 Network", "公网 Internet BGP 100Mbps；单台 single server，无集群网络 no cluster network", "1"]],
         [0.2, 0.65, 0.15]),
        ("h", "价格 Price"),
        ("t", [["计费 Billing", "单价 Unit price（含 6% 增值税 incl. VAT）"],
               ["每卡每小时 per GPU-hour", "¥1.75"],
               ["每台每小时 per server-hour（8 卡 GPUs）", "¥14.00"]], [0.5, 0.5]),
        ("p", "按小时计费 billed per hour，不足 1 小时按 1 小时 part-hours rounded up；最短租期 7 天 minimum seven (7) "
              "days；"
              "每 7 天结算一次 settled every 7 days。"),
        ("h", "服务承诺 Commitments"),
        ("p", "1. 型号 Model：RTX 4090 24GB，不以 RTX 3090 或魔改卡替代 no substitution, no modded cards。2. 互联 "
              "Interconnect："
              "按上表 NVLink 桥接成对 as listed。3. 独享 Dedicated：整机独享，不虚拟化 whole server, no "
              "virtualisation。"
              "4. 可用率 Availability：99.5% 每月 per month。5. 赔偿 Credits：按不可用时长 3 倍补时 3x downtime as "
              "extra "
              "hours，最高当期费用 30% capped at 30%。6. 验收 Acceptance：交付后 12 小时内 gpu-burn、nvidia-smi topo "
              "-m、"
              "p2pBandwidthLatencyTest、fio ≥ 5GB/s，不通过更换 within 12 h; failures replaced。7. 数据删除 "
              "Deletion：退租后 "
              "24 小时内擦除 wiped within 24 h。"),
        ("p", "岐江算力 销售 Sales：梁浩贤 Leung Ho-yin　+86 760 8833 2901"),
    ], cjk=True, title="QJ-PZ-2612-118", author="中山岐江算力科技有限公司",
        footer="中山岐江算力科技有限公司　QJ-PZ-2612-118")


@doc("s30")
def s30(out: Path) -> None:
    pdf(out / "s30-jiage-tiaozheng-tongzhi-h20-bi.pdf", [
        ("brand", "岳麓智算　YUELU AI COMPUTE"),
        ("small", "长沙岳麓智算科技有限公司 Changsha Yuelu Intelligent Computing Co., Ltd.　｜　长沙市岳麓区麓谷大道 "
                  "658 号"),
        ("ctitle", "价格调整通知　NOTICE OF PRICE ADJUSTMENT"),
        ("p", "致 To：湘潭莲城语音科技有限公司 Xiangtan Liancheng Speech Technology Co., Ltd.　　编号 "
              "Ref.：YL-TZ-2612-09"
              "　　日期 Date：2026-12-04"),
        ("p", "贵司与我司《算力租赁合同》（YL-ZL-2026-031）项下共三台 H20 服务器 three H20 servers。经双方商定，自 "
              "2027 年 1 月 1 日"
              "起单价调整如下；调整后价格以贵司续签至 2027 年 12 月 31 日为条件，续签期不少于 12 个月 the new price "
              "applies "
              "subject to renewal to 31 Dec 2027, a term of not less than twelve (12) months。"),
        ("t", [["项目 Item", "调整前 Before（至 2026-12-31）", "调整后 After（自 2027-01-01）"],
               ["单价（不含税）per GPU-month excl. VAT", "<strike>¥3,100.00/卡/月</strike>", "¥2,750.00/卡/月"],
               ["单价（含 6% 增值税）per GPU-month incl. VAT", "<strike>¥3,286.00/卡/月</strike>", "¥2,915.00/卡/月"],
               ["每台每月（不含税）per server-month excl. VAT", "<strike>¥24,800.00</strike>", "¥22,000.00"],
               ["每台每月（含税）per server-month incl. VAT", "<strike>¥26,288.00</strike>", "¥23,320.00"],
               ["三台月合计（含税）3 servers monthly incl. VAT", "<strike>¥78,864.00</strike>", "¥69,960.00"]],
         [0.4, 0.3, 0.3], {"head": 1}),
        ("p", "结算 Billing：按月结算，每月 5 日前支付 monthly, paid by the 5th。配置与服务条款不变，重列如下 "
              "configuration and "
              "terms unchanged, restated below。"),
        ("t", [["项目 Item", "每台 Per server（共三台 three servers）"],
               ["GPU", "8 × NVIDIA H20 96GB HBM3；NVSwitch 全互联 full mesh，NVLink 900GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核 cores each），共 96 核"],
               ["内存 Memory", "2TB DDR5"],
               ["系统盘 Boot", "2 × 480GB SATA SSD（RAID1）"],
               ["数据盘 Data", "4 × 3.84TB NVMe，RAID10（裸容量 raw 15.36TB，可用 usable 7.68TB）"],
               ["机间网络 Fabric", "RoCE v2 4 × 200Gb/s（800Gb/s），RDMA"],
               ["公网 Internet", "BGP 100Mbps"]], [0.2, 0.8]),
        ("p", "服务承诺 Commitments：型号 H20 96GB 不替换 no substitution；整机独享不切分 dedicated, no MIG；可用率 "
              "99.9%/月；"
              "低于 99.9% 每 0.1% 抵扣 5%，上限 50% credits 5% per 0.1%, cap 50%；续签后硬件如有更换，重新执行验收 "
              "nccl-tests "
              "三机 busbw ≥ 40GB/s、fio ≥ 10GB/s re-acceptance after any hardware swap；租期结束 5 "
              "个工作日内擦除数据并出具"
              "证明 data erased within 5 business days with a certificate。"),
        ("p", "请于 2026-12-20 前签回确认 Please countersign by 20 Dec 2026。　联系人 Contact：曾若琳 Zeng "
              "Ruolin　0731-8899 4127"),
        ("seal", "长沙岳麓智算科技有限公司<br/>【合同专用章】"),
    ], cjk=True, title="YL-TZ-2612-09", author="长沙岳麓智算科技有限公司",
        footer="长沙岳麓智算科技有限公司 Changsha Yuelu Intelligent Computing Co., Ltd.　YL-TZ-2612-09")


@doc("s31")
def s31(out: Path) -> None:
    pdf(out / "s31-jiqun-zulin-fangan-64ka-h800-bi.pdf", [
        ("brand", "楚天智算　CHUTIAN AI COMPUTE"),
        ("slogan", "湖北楚天数字产业集团成员企业　A member of Hubei Chutian Digital Industry Group"),
        ("ctitle", "算力集群租赁方案　GPU Cluster Rental Proposal"),
        ("p", "致 To：武汉光谷深语科技有限公司 Wuhan Optics Valley DeepLang Technology Co., Ltd.　｜　编号 "
              "Ref.：CT-FA-2612-21"
              "　｜　2026-12-04"),
        ("p", "贵司计划对 Llama 3 70B 进行全参数微调 full-parameter fine-tuning。我司建议如下集群。"),
        ("h", "一、集群规格 Cluster specification"),
        ("t", [["项目 Item", "规格 Specification"],
               ["集群规模 Cluster size", "64 × NVIDIA H800 SXM5 80GB（每节点 8 卡 8 GPUs per node）"],
               ["节点内互联 In-node", "NVSwitch 全互联 full mesh，NVLink 400GB/s"],
               ["节点 CPU / 内存 Node CPU / memory", "2 × Intel Xeon Platinum 8480+（112 核 cores）/ 2TB DDR5"],
               ["系统盘 Boot", "每节点 2 × 960GB NVMe（RAID1）per node"],
               ["本地 NVMe Local NVMe", "每节点 4 × 7.68TB per node ①"],
               ["计算网络 Fabric", "每节点 8 × 400G NDR InfiniBand（3.2Tbps），非阻塞胖树 non-blocking fat tree，RDMA"],
               ["并行存储 Parallel FS", "3FS 集群共享 500TB shared（可选，另计 ¥0.06/GB/月 optional, extra）"],
               ["公网 Internet", "每节点 BGP 100Mbps per node"]], [0.26, 0.74]),
        ("small", "① 集群本地 NVMe 合计 245.76TB（raw）Cluster local NVMe total 245.76 TB (raw)。"),
        ("h", "二、价格 Price"),
        ("t", [["项目 Item", "单价 Unit price（含 6% 增值税 incl. VAT）", "说明 Notes"],
               ["每节点每月 per node per month", "¥65,000.00", "报价基准 quoted basis"],
               ["折合每卡每小时 per GPU-hour equivalent", "约 ¥11.13", "按 730 小时/月 at 730 h/month"],
               ["集群月租合计 Cluster monthly total", "¥520,000.00", "64 卡 GPUs"]], [0.36, 0.34, 0.3]),
        ("p", "租期 Term：不少于 12 个月 minimum twelve (12) months；按月预付 monthly in advance。上架部署免费 no "
              "setup fee。"),
        ("h", "三、服务承诺 Commitments"),
        ("p", "型号 H800 SXM5 80GB 不替换 no substitution；整机独享 dedicated, no virtualisation or MIG；机内 "
              "NVSwitch、机间 NDR "
              "IB；每节点月可用率 99.9% per node per month；低于 99.9% 抵扣该节点当月租金 10%，低于 99.5% 抵扣 25%，"
              "低于 99% 抵扣 "
              "50%；交付后 72 小时内验收：nccl-tests 64 卡 all_reduce busbw ≥ 180GB/s，70B 固定 1,000 步训练 MFU ≥ 35% "
              "作为基线，"
              "不通过整改 acceptance within 72 h；租期结束 10 个工作日内擦除全部数据并出具证明 data erased within 10 "
              "business "
              "days with a certificate。"),
        ("p", "合同签约方 Contracting party：武汉楚天智算科技有限公司 Wuhan Chutian AI Computing Technology Co., Ltd."
              "（湖北楚天数字产业集团有限公司为控股股东，不参与签约 the group is the shareholder and does not "
              "sign）。"),
        ("p", "方案经理 Proposal manager：彭子墨 Peng Zimo　027-8766 5402"),
    ], cjk=True, title="CT-FA-2612-21", author="武汉楚天智算科技有限公司",
        footer="武汉楚天智算科技有限公司　CT-FA-2612-21")


@doc("s32")
def s32(out: Path) -> None:
    pdf(out / "s32-baojia-cn2-carrier-a800-pcie-usd-bi.pdf", [
        ("brand", "松湖算力　SSL COMPUTE"),
        ("slogan", "湖畔算力，通达全球　Lakeside compute, connected worldwide"),
        ("ctitle", "报价单　QUOTATION　SSL-Q-2612-064"),
        ("t", [["客户 "
                "Customer", "Lumiere Vision Sdn. Bhd.（马来西亚槟城 Penang, Malaysia）", "日期 "
                                                                                    "Date", "2026-12-04"],
               ["联系人 Attn", "Tan Mei Ling 陈美玲", "有效期 Valid", "14 天 days"]], [0.15, 0.5, 0.13, 0.22],
         {"head": 0}),
        ("h", "配置 Configuration：A800 PCIe 8 卡服务器，1 台 one server"),
        ("t", [["项目 Item", "规格 Specification"],
               ["整机 Chassis", "Supermicro SYS-420GP-TNR（制造商 manufacturer only）"],
               ["GPU", "8 × NVIDIA A800 80GB PCIe"],
               ["GPU 互联 GPU "
                "link", "NVLink Bridge 两两桥接 bridged in pairs（4 组 pairs），对内 400GB/s within a "
                                   "pair；对间经 "
                                   "PCIe 4.0 交换 PCIe 4.0 switches between pairs；非 8 卡全互联 not an 8-GPU full "
                                   "mesh"],
               ["CPU", "2 × Intel Xeon Gold 6348（28 核 cores each），共 56 核"],
               ["内存 Memory", "1TB DDR4"],
               ["系统盘 Boot", "2 × 480GB SATA SSD（RAID1）"],
               ["数据盘 Data", "4 × 3.84TB NVMe（15.36TB）"],
               ["网络 "
                "Network", "中国电信 CN2 GIA 国际专线 50Mbps（承载运营商 carrier: China Telecom，费用已含 "
                              "included）；"
                              "单台，不含集群网络 single server, no cluster fabric"]], [0.2, 0.8]),
        ("h", "价格 Price"),
        ("t", [["项目 Item", "数量 Qty", "单价 Unit price", "备注 Notes"],
               ["A800 PCIe 8 卡服务器 8-GPU server", "1", "US$4,150.00 / 台·月 per server-month",
                "跨境服务，价格不含税 cross-border service, excl. taxes"],
               ["部署及镜像 Setup &amp; imaging", "1", "US$300.00", "一次性 one-off"]], [0.3, 0.08, 0.3, 0.32]),
        ("p", "租期 Term：最短 3 个月 minimum three (3) months；按月预付 billed monthly in advance（电汇 T/T 或 PayPal "
              "企业账户 "
              "business account，PayPal 仅为支付渠道 payment channel only）。"),
        ("h", "服务承诺 Commitments"),
        ("p", "型号 A800 80GB PCIe 不替换 no substitution；整机独享 dedicated bare metal, no virtualisation；"
              "互联按上表 "
              "interconnect as listed；可用率 99.5%/月 per month；低于 99.5% 每 0.5% 抵扣 5% 月租，上限 30% credits 5% "
              "per 0.5%, "
              "cap 30%；交付后 24 小时内 nvidia-smi topo -m、p2pBandwidthLatencyTest、fio ≥ 6GB/s 验收，不通过更换 "
              "acceptance within 24 h；退租后 3 个工作日内擦除数据并出具证明 data erased within 3 business days with a "
              "certificate。"),
        ("p", "销售 Sales：钟伟杰 Zhong Weijie　+86 769 2289 5530　sales@sslcompute.cn"),
        ("sp", 4),
        ("crumb", f"{COPY} 2026 Dongguan Songshan Lake Computing Technology Co., Ltd. All rights reserved.　"
                  "东莞松山湖算力科技有限公司 版权所有"),
    ], cjk=True, title="SSL-Q-2612-064", author="东莞松山湖算力科技有限公司",
        footer="SSL COMPUTE 松湖算力　SSL-Q-2612-064")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout22")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
