"""Build the holdout26 corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English and
bilingual, written blind (without reading the extractor), weighted toward node counts (两台 / 六台 / 十台 in words,
"six (6)", "a pair of", quantity columns, total GPUs / GPUs per node, racks x servers, amendments that change the
quantity, CPU login and storage nodes that are not GPU servers), network roles (public internet per node vs the
uplink port speed vs the compute fabric vs the storage network, shared bandwidth pools), vendor identity (brand vs
legal entity, reseller vs operator, platform vs resource site, buyers' documents naming the chosen supplier),
pricing (per node-month / GPU-hour / server-hour, tax basis, caps, spot vs reserved, deposits, setup fees, list
prices, overage lines) and storage (per-node data disks vs system disks vs cluster totals vs shared file systems),
in layouts not used by holdout25 where possible: a cloud console's order summary, DingTalk / Slack / Feishu thread
exports, a broker's comparison sheet, a buyer's ERP purchase order, a framework agreement's 附件, a 询价回复函, a colo
quote with rack and power lines, a 补充协议 and an English amendment, a scanned-looking monospaced quote, slide-deck
proposals, a bilingual invoice, a letter of award, a delivery and acceptance certificate.

Run: python tests/corpus/holdout26/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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
ORANGE = colors.HexColor("#c2571a")
COPY = '<font face="Helvetica">\u00a9</font>'  # the (c) sign, which STSong-Light lacks
EURO = '<font face="Helvetica">\u20ac</font>'
POUND = '<font face="Helvetica">\u00a3</font>'
MIDDOT = '<font face="Helvetica">\u00b7</font>'  # STSong-Light has no middle dot either
TICK = '<font face="STSong-Light">\u221a</font>'  # the check mark, from STSong-Light in Latin documents
BOX = '<font face="STSong-Light">\u25a1</font>'  # an empty check box


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
        "slide": ParagraphStyle("slide", fontName=bold, fontSize=26, leading=32, spaceAfter=10, wordWrap=wrap,
                                textColor=NAVY),
        "sub": ParagraphStyle("sub", fontName=font, fontSize=15, leading=21, spaceAfter=6, wordWrap=wrap,
                              textColor=ORANGE),
        "bullet": ParagraphStyle("bullet", fontName=font, fontSize=13, leading=19, spaceAfter=5, wordWrap=wrap,
                                 leftIndent=14),
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
        "bigcell": ParagraphStyle("bigcell", fontName=font, fontSize=12, leading=16, wordWrap=wrap),
        "seal": ParagraphStyle("seal", fontName=bold, fontSize=8.6, leading=11.5, wordWrap=wrap, textColor=RED,
                               alignment=TA_CENTER),
        "mono": ParagraphStyle("mono", fontName=font if cjk else "Courier", fontSize=8.2, leading=11.0,
                               backColor=colors.HexColor("#f1efe6")),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool = False, title: str = "", author: str = "",
        footer: str = "", header: str = "", land: bool = False) -> None:
    """Lay out (kind, ...) items as a PDF with an optional running header, a footer line and page numbers.

    Kinds: brand, slogan, slide, sub, bullet, title, ctitle, big, h, p, right, small, crumb (paragraphs); sp (space,
    mm); pb (page break); mono (preformatted); seal (a red-bordered stamp, right-aligned); t (ruled table: rows,
    column fractions, options head / shade rows / bold rows / span / nogrid / box / big)."""
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
        if kind in ("brand", "slogan", "slide", "sub", "bullet", "title", "ctitle", "big", "h", "p", "right",
                    "small", "crumb"):
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
            cst = st["bigcell"] if opts.get("big") else st["cell"]
            cells = [[Paragraph(fix(c), cst) for c in r] for r in rows]
            cols = [width * w for w in widths] if widths else None
            head = opts.get("head", 1)
            t = Table(cells, colWidths=cols, repeatRows=head)
            style = [("VALIGN", (0, 0), (-1, -1), opts.get("valign", "TOP"))]
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


def kv(pairs: list[tuple[str, str]], key_width: float = 0.22) -> Item:
    """A key:value block without rules (a form-style page)."""
    return ("t", [[k, v] for k, v in pairs], [key_width, 1 - key_width], {"head": 0, "nogrid": True})


def zh_sla_table(gpu: str, mem: str, ic: str, ded: str, avail: str, comp: str, acc: str, dele: str) -> Item:
    """The buyer's clauses as a Chinese vendor sets them out in a 服务标准 table (指标 / 承诺)."""
    return ("t", [["指标", "乙方承诺"],
                  ["GPU 型号", gpu], ["单卡显存", mem], ["互联", ic], ["独享", ded], ["可用率", avail],
                  ["未达标补偿", comp], ["交付验收", acc], ["数据删除", dele]], [0.16, 0.84])


def en_commit_table(gpu: str, mem: str, ic: str, ded: str, avail: str, comp: str, acc: str, dele: str) -> Item:
    """The buyer's clauses as an English vendor sets them out in a two-column commitments table."""
    return ("t", [["Commitment", "Provider undertakes"],
                  ["GPU model", gpu], ["GPU memory", mem], ["Interconnect", ic], ["Dedicated hardware", ded],
                  ["Availability", avail], ["Service credits", comp], ["Acceptance", acc], ["Data deletion", dele]],
            [0.2, 0.8])


def bi_terms(rows: list[tuple[str, str]]) -> list[Item]:
    """Numbered bilingual terms: each a Chinese sentence and its English rendering."""
    out: list[Item] = []
    for i, (zh, en) in enumerate(rows, 1):
        out.append(("p", f"{i}. {zh}<br/>{en}"))
    return out


# ================================================================================================ Chinese
@doc("u01")
def u01(out: Path) -> None:
    pdf(out / "u01-kongzhitai-dingdan-queren-h20-zh.pdf", [
        ("crumb", "https://console.yunjing-ai.cn/ebm/buy?region=cn-wulanchabu&amp;step=confirm　　2026/11/24 14:32"),
        ("brand", "云境智算　控制台"),
        ("crumb", "控制台 &gt; 弹性裸金属服务器 &gt; 创建实例 &gt; <b>确认订单</b>　　　账号：xingce-ai（主账号 1874 2"
                  "290 5531）"),
        ("title", "确认订单"),
        ("h", "基础配置"),
        ("t", [["配置项", "已选"],
               ["地域 / 可用区", "华北 3（乌兰察布） / 可用区 B"],
               ["付费方式", "包年包月"],
               ["实例规格", "ebm.gn8h20.24xlarge　GPU 裸金属（整机独享）"],
               ["GPU", "NVIDIA H20 96GB HBM3 × 8（HGX 模组，NVLink 八卡全互联，每卡 900GB/s）"],
               ["vCPU / 内存", "192 vCPU（2 × Intel Xeon Platinum 8468V，每颗 48 核，共 96 核）/ 1024 GiB"],
               ["本地盘（规格内置）", "NVMe SSD 3.84 TB × 4（每实例 15.36 TB）"],
               ["系统盘", "ESSD 云盘 PL1　200 GiB"],
               ["数据盘（云盘）", "未添加"],
               ["购买数量", "2 台"],
               ["购买时长", "6 个月（包年包月实例到期前不支持退订）"]], [0.22, 0.78]),
        ("h", "网络配置"),
        ("t", [["配置项", "已选"],
               ["专有网络 VPC", "vpc-2ze8x1k4（10.42.0.0/16）/ 交换机 vsw-2zeq07 可用区 B"],
               ["内网带宽（规格）", "64 Gbps（VPC 内网，规格上限）"],
               ["RDMA 网络（规格内置）", "4 × 200 Gbps RoCE v2 弹性 RDMA，同一集群内实例互通"],
               ["公网 IP", "分配公网 IPv4 地址"],
               ["公网带宽计费", "按固定带宽"],
               ["公网带宽", "200 Mbps（每台）"]], [0.22, 0.78]),
        ("h", "规格承诺与服务等级（购买即生效，构成服务协议的一部分）"),
        zh_sla_table(
            "本规格交付的 GPU 为 NVIDIA H20（HGX），不以其他型号替代。",
            "每卡 96GB HBM3 完整显存，不做显存切分。",
            "机内 NVLink 八卡全互联（每卡 900GB/s）；实例之间通过 4 × 200Gbps RoCE v2 RDMA 互通。",
            "整机物理独享：不做 GPU 虚拟化、不启用 MIG / vGPU、不超售。",
            "单实例月度可用性 99.95%。",
            "月度可用性 &lt; 99.95% 赔付当月该实例费用 10% 的代金券；&lt; 99.0% 赔付 25%；&lt; 95% 赔付 100%。",
            "交付后 48 小时内为验收期：单机 8 卡 nccl-tests all_reduce busbw ≥ 350GB/s、本地盘 fio 顺序读 ≥ "
            "12GB/s；任一项不达标可无理由退订并全额退款。",
            "实例释放后 24 小时内对本地盘及云盘做安全擦除，可在工单中申请擦除证明。"),
        ("h", "费用明细"),
        ("t", [["项目", "单价", "数量", "时长", "金额"],
               ["ebm.gn8h20.24xlarge（原价 ¥35,800.00 / 台 / 月）", "¥33,600.00 / 台 / 月", "2 台", "6 个月",
                "¥403,200.00"],
               ["ESSD 云盘 PL1 200 GiB（系统盘）", "已含", "2", "6 个月", "¥0.00"],
               ["公网带宽 200 Mbps 固定带宽", "已含", "2", "6 个月", "¥0.00"],
               ["应付总额", "", "", "", "¥403,200.00"]], [0.38, 0.18, 0.1, 0.12, 0.22], {"bold": [4]}),
        ("small", "以上价格均含 6% 增值税。包年包月实例按月计费，购买时一次性支付所选时长费用；续费可在到期前 7 天内进"
                  "行。"),
        ("p", "[√] 我已阅读并同意《云境智算弹性裸金属服务协议》　　[ 去支付 ]"),
        ("small", "服务提供方：北京云境智算科技有限公司　客服 400-690-2268"),
    ], cjk=True, title="确认订单 - 云境智算控制台", author="北京云境智算科技有限公司",
        footer=f"{COPY} 2026 北京云境智算科技有限公司　京ICP备 2023047718 号-2　打印时间 2026/11/24 14:32")


@doc("u02")
def u02(out: Path) -> None:
    text(out / "u02-dingding-qun-liaotian-l40s-vgpu-zh.txt", """
【钉钉】群聊记录导出
群名称：星河视觉 × 驰算云 GPU 对接群
导出人：林可（宁波星河视觉科技有限公司）
导出时间：2026-11-27 10:12
------------------------------------------------------------

2026-11-26 14:03  林可（星河视觉-算法）
@周航 你好，我们想租 L40S 做 8B 模型的 LoRA 微调，要独享的卡，不要共享那种，先开两台试一下。

2026-11-26 14:09  周航（驰算云-客户经理）
林工好～推荐我们的 L40S 独享型 gn7-l40s.v24，每个实例 1 张卡，独享 24GB 显存，算力稳定，很多做微调的客户在用。

2026-11-26 14:10  周航（驰算云-客户经理）
配置：1 × L40S（24GB 显存）/ 16 vCPU / 64GB 内存 / 100GB ESSD 系统盘 / 1TB ESSD 数据盘，公网按流量 ¥0.80/GB。

2026-11-26 14:15  林可（星河视觉-算法）
L40S 不是 48GB 吗？怎么是 24GB

2026-11-26 14:21  周航（驰算云-客户经理）
对的，物理卡是 48GB。我们用 NVIDIA vGPU 把一张 L40S 切成两份（L40S-24Q 规格），每个实例拿到一份，24GB 显存是独享的，\
算力按时间片调度。同一张卡的另一份分给其他租户，不影响您这边的显存。

2026-11-26 14:22  林可（星河视觉-算法）
那整卡 48GB 的有没有？

2026-11-26 14:30  周航（驰算云-客户经理）
整卡资源这个月排满了，12 月中旬才有。v24 现在就能开。价格：
- 按量：¥2.60/小时（按小时计费，不足 1 小时按 1 小时计）
- 包月：¥1,380/月
本月新客首月 8 折（只限首月）。

2026-11-26 14:33  林可（星河视觉-算法）
SLA 怎么算？数据删除呢？

2026-11-26 14:40  周航（驰算云-客户经理）
实例可用性 99.9%，达不到按《驰算云服务等级协议》赔付代金券，具体比例以协议为准。实例释放后云盘数据立即销毁，不可恢复。

2026-11-26 14:42  林可（星河视觉-算法）
好的，那先按量开两台 v24，下周看效果再说。

2026-11-26 14:45  周航（驰算云-客户经理）
收到👌 已经给贵司账号开好配额，两个实例下午就能创建。
——
周航 ｜ 杭州驰算云计算有限公司 大客户部
驰算云 www.chisuanyun.com ｜ 138 0571 6632
""")


@doc("u03")
def u03(out: Path) -> None:
    node = ("8 × NVIDIA H800 SXM5 80GB HBM3（NVLink 4 + NVSwitch 八卡全互联，每卡 400GB/s）；CPU 2 × Intel Xeon "
            "Platinum 8468（48 核 × 2）；内存 2TB DDR5；系统盘 2 × 960GB NVMe（RAID1）；数据盘 8 × 3.84TB NVMe"
            "（每台 30.72TB）")
    pdf(out / "u03-kuangjia-xieyi-fujian-jiage-h800-liutai-zh.pdf", [
        ("right", "协议编号：KJ-2026-017　附件二"),
        ("ctitle", "算力服务框架协议 附件二：服务配置及价格表"),
        ("p", "甲方：上海浦江明镜智能科技有限公司　　乙方：安徽江淮智算科技有限公司（“江淮智算”）"),
        ("p", "本附件为甲乙双方于 2026 年 11 月 12 日签署的《算力服务框架协议》（编号 KJ-2026-017）不可分割的组成"
              "部分。本附件与协议正文不一致的，以本附件为准。首期订单按本附件执行。"),
        ("h", "一、服务配置及价格"),
        ("t", [["序号", "服务项目", "配置说明", "数量", "单价（元，含 6% 增值税）", "备注"],
               ["1", "GPU 裸金属服务器（H800 八卡）", node, "六台（共 48 卡）", "52,800.00 / 台 / 月", "首期订单"],
               ["", "", "计算网络：NDR InfiniBand 8 × 400Gb/s（每台 3.2Tb/s），支持 GPUDirect RDMA", "", "", ""],
               ["", "", "存储网络：2 × 100GbE（接入并行文件存储，不计入计算网络）；管理网络 1GbE（IPMI）", "", "",
                ""],
               ["", "", "公网：独享 BGP 300Mbps / 台", "", "", ""],
               ["2", "并行文件存储（可选）", "300TB 全闪并行文件系统，六台共享挂载", "1 套", "9,000.00 / 月",
                "按需开通"],
               ["3", "部署及联调服务", "上架、组网、NCCL 联调", "1 项", "15,000.00（一次性）", "首期收取"]],
         [0.06, 0.16, 0.42, 0.1, 0.14, 0.12],
         {"span": [((0, 1), (0, 4)), ((1, 1), (1, 4)), ((3, 1), (3, 4)), ((4, 1), (4, 4)), ((5, 1), (5, 4))]}),
        ("p", "首期月度费用：GPU 服务器 ¥316,800.00（六台）。履约保证金 ¥100,000.00 于首期订单签署后 5 个工作日内"
              "支付，服务期满无息退还，不抵扣租金。"),
        ("h", "二、服务期与结算"),
        ("t", [["项目", "约定"],
               ["服务期", "12 个月，自双方签署验收单之日起算；最短服务期 12 个月，提前终止的按剩余月数的 50% 支付违约"
                          "金"],
               ["结算", "按季度预付，每季度首月 5 日前支付当季三个月租金；乙方开具 6% 增值税专用发票"],
               ["扩容", "框架期内追加的服务器按本附件单价执行"]], [0.16, 0.84]),
        ("h", "三、服务标准"),
        zh_sla_table("NVIDIA H800 SXM5，不以其他型号替代。", "每卡 80GB HBM3。",
                     "机内 NVSwitch 八卡全互联（NVLink 400GB/s）；机间 NDR InfiniBand 8 × 400Gb/s 非阻塞组网。",
                     "六台服务器整机物理独享，不虚拟化、不切分、不超售。",
                     "按台按月统计可用率不低于 99.9%。",
                     "可用率每低于承诺值 0.1 个百分点，减免该台当月租金 5%，最高减免 50%；可用率低于 95% 的，甲方可"
                     "单方解除该台服务。",
                     "交付后 72 小时内双方联合测试：单机 nccl-tests all_reduce busbw ≥ 160GB/s，六机 48 卡 busbw ≥ "
                     "140GB/s，单台 fio 顺序读 ≥ 10GB/s；全部达标后签署验收单，未达标不计费。",
                     "服务期满或解除后 5 个工作日内对全部数据盘安全擦除（三遍覆写）并出具书面销毁证明。"),
        ("sp", 3),
        ("t", [["甲方（盖章）：上海浦江明镜智能科技有限公司", "乙方（盖章）：安徽江淮智算科技有限公司"],
               ["授权代表：郑亦凡　2026 年 11 月 12 日", "授权代表：汪敬之　2026 年 11 月 12 日"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
        ("seal", "安徽江淮智算科技有限公司<br/>合同专用章"),
    ], cjk=True, title="KJ-2026-017 附件二", author="安徽江淮智算科技有限公司",
        footer="KJ-2026-017 附件二　服务配置及价格表　第 1 版")


@doc("u04")
def u04(out: Path) -> None:
    pdf(out / "u04-xunjia-huifu-han-a800-santai-zh.pdf", [
        ("brand", "海河智算"),
        ("slogan", "天津海河智算科技有限公司　天津市滨海新区中新生态城中成大道 1618 号　022-5988 3140"),
        ("right", "津海智函〔2026〕第 118 号"),
        ("ctitle", "关于 A800 算力租赁询价的回复函"),
        ("p", "北京知远语言智能科技有限公司 采购部："),
        ("p", "贵司 2026 年 11 月 20 日《GPU 算力租赁询价函》（编号 ZY-XJ-1120）收悉。感谢贵司对我司的信任，现就询价"
              "内容回复如下："),
        ("p", "一、资源配置。我司可向贵司提供 A800 八卡服务器三台，每台配置 8 张 NVIDIA A800 SXM4 80GB，机内 NVLink "
              "全互联（每卡 400GB/s）；CPU 为 2 颗 Intel Xeon Platinum 8358（每颗 32 核），内存 1TB；系统盘 2 块 480GB "
              "SATA SSD（RAID1），数据盘 4 块 3.84TB NVMe SSD（每台 15.36TB）。三台之间通过 HDR InfiniBand 2 × "
              "200Gb/s 组网，支持 RDMA。服务器上联端口为 25GbE，公网出口带宽每台 100Mbps（独享）。"),
        ("p", "二、资源承诺。我司确保提供的 GPU 为 A800 SXM4 80GB 原厂卡，每卡显存 80GB，不以其他型号替代；整机独享，"
              "不做虚拟化或切分，不与其他客户共用；机内 NVLink 全互联与机间 HDR InfiniBand 按上述配置提供。"),
        ("p", "三、价格。每台每月人民币叁万肆仟伍佰元整（¥34,500.00），含 6% 增值税；三台月租合计 ¥103,500.00。"
              "租期不少于 3 个月，按月预付。首月另收押金一个月租金（¥103,500.00），租期结束后无息退还。"),
        ("p", "四、服务保障。我司机房为 T3+ 等级，将尽力保障服务稳定运行，历史可用性最高可达 99.9%（仅供参考，不作为"
              "合同承诺）。如遇硬件故障，我司将尽快安排更换，但不提供租金减免或其他形式的赔偿。"),
        ("p", "五、交付。服务器上架完成并向贵司发送登录信息之日即视为交付验收合格，租期自该日起算。"),
        ("p", "六、数据。租期结束前请贵司自行备份并清除服务器上的数据；租期结束后我司将回收服务器并重新部署，不承担"
              "数据删除或销毁责任。"),
        ("p", "本回复有效期 15 日。如有疑问，请联系我司销售经理 邵明远（186 2207 5519）。"),
        ("sp", 6),
        ("right", "天津海河智算科技有限公司"),
        ("right", "2026 年 11 月 23 日"),
        ("seal", "天津海河智算科技有限公司<br/>业务专用章"),
    ], cjk=True, title="关于 A800 算力租赁询价的回复函", author="天津海河智算科技有限公司",
        footer="天津海河智算科技有限公司　津海智函〔2026〕第 118 号")


@doc("u05")
def u05(out: Path) -> None:
    pdf(out / "u05-buchong-xieyi-zengjia-wutai-h200-zh.pdf", [
        ("brand", "珠江算力　PEARL RIVER COMPUTE"),
        ("ctitle", "《GPU 算力租赁合同》补充协议（一）"),
        ("p", "原合同编号：ZJ-HZ-2026-0811　　本补充协议编号：ZJ-HZ-2026-0811-B1　　签订日期：2026 年 11 月 28 日"),
        ("p", "甲方：深圳前海问川智能科技有限公司<br/>乙方：广东珠江算力科技有限公司"),
        ("p", "鉴于甲乙双方于 2026 年 8 月 11 日签订《GPU 算力租赁合同》（以下简称“原合同”），约定乙方向甲方出租 H200 "
              "八卡服务器两台；现因甲方训练任务扩大，经双方协商一致，就原合同作如下补充："),
        ("h", "第一条　租赁数量"),
        ("p", "原合同第 2.1 条约定的租赁数量由“两台”变更为“五台”，即在原有两台基础上新增三台。新增服务器配置与原合同"
              "附件一完全一致（见本补充协议附表）。变更后，原合同及本补充协议项下的租赁服务器合计五台。"),
        ("h", "第二条　租金单价"),
        ("p", "自新增三台服务器验收合格之日起，全部五台服务器的租金单价由原合同约定的每台每月人民币 ¥96,000.00 调整为"
              "每台每月人民币 ¥91,500.00（含 6% 增值税）。调整日之前的租金仍按原单价结算。"),
        ("h", "第三条　租期与结算"),
        ("p", "新增服务器最短租期 12 个月，自其验收合格之日起算；原有两台的租期相应顺延至与新增服务器同日届满。租金按月"
              "预付，乙方于每月 1 日前开具 6% 增值税专用发票。"),
        ("h", "第四条　服务标准（适用于全部五台）"),
        ("p", "为免歧义，双方确认下列约定适用于变更后的全部五台服务器：（1）GPU 型号为 NVIDIA H200 SXM 141GB，每卡显存 "
              "141GB HBM3e，不以其他型号替代；（2）整机物理独享，不虚拟化、不切分、不超售；（3）机内 NVLink / NVSwitch"
              " 八卡"
              "全互联（每卡 900GB/s），五台之间 NDR InfiniBand 8 × 400Gb/s 组网并支持 RDMA；（4）每台月度可用率不低于 "
              "99.9%；（5）可用率每低于承诺值 0.1 个百分点，按该台当月租金的 8% 减免，最高 60%；（6）新增服务器交付后 "
              "48 "
              "小时内，双方以 5 机 40 卡 nccl-tests all_reduce busbw ≥ 380GB/s 及 Llama 3 70B 固定步数训练 MFU ≥ 40% "
              "为验收标准，达标后签署验收单；（7）租期届满后 7 日内，乙方对全部五台的数据盘执行安全擦除并出具销毁证明"
              "。"),
        ("h", "第五条　其他"),
        ("p", "本补充协议与原合同不一致的，以本补充协议为准；未约定事项仍按原合同执行。本补充协议一式四份，双方各执两"
              "份。"),
        ("sp", 3),
        ("t", [["甲方：深圳前海问川智能科技有限公司", "乙方：广东珠江算力科技有限公司"],
               ["代表：叶知秋", "代表：梁国栋"]], [0.5, 0.5], {"head": 0, "nogrid": True}),
        ("seal", "广东珠江算力科技有限公司<br/>合同专用章"),
        ("pb",),
        ("h", "附表　新增服务器配置（与原合同附件一一致，每台）"),
        ("t", [["部件", "配置"],
               ["GPU", "8 × NVIDIA H200 SXM 141GB HBM3e，NVLink 4 + NVSwitch"],
               ["CPU", "2 × AMD EPYC 9654（每颗 96 核，共 192 核）"],
               ["内存", "2TB DDR5"],
               ["系统盘", "2 × 1.92TB NVMe（RAID1）"],
               ["数据盘", "4 × 7.68TB NVMe（每台 30.72TB）"],
               ["计算网络", "NDR InfiniBand 8 × 400Gb/s（每台 3.2Tb/s）"],
               ["公网", "BGP 200Mbps / 台"],
               ["新增数量", "三台（序列号 PRC-H200-0417 / 0418 / 0419）"]], [0.18, 0.82]),
    ], cjk=True, title="ZJ-HZ-2026-0811-B1", author="广东珠江算力科技有限公司",
        footer="广东珠江算力科技有限公司　补充协议 ZJ-HZ-2026-0811-B1")


@doc("u06")
def u06(out: Path) -> None:
    pdf(out / "u06-idc-jigui-dianli-gpu-a100-zh.pdf", [
        ("brand", "黔云数据港"),
        ("slogan", "贵州黔云数据港有限公司　贵州省贵安新区电子信息产业园 6 号　0851-8861 7020"),
        ("ctitle", "IDC 托管及 GPU 服务器租赁报价单"),
        kv([("报价编号", "QY-IDC-2611-052"), ("日期", "2026 年 11 月 19 日"),
            ("客户", "贵阳观山湖黔灵智能科技有限公司"), ("机房", "贵安 A3 数据中心（T3+），3 层 302 模块")]),
        ("h", "一、费用明细（月度）"),
        ("t", [["类别", "项目", "规格", "数量", "单价（含 6% 增值税）", "月费"],
               ["机柜及电力", "42U 标准机柜", "双路 32A，单柜额定 14kW", "2 个", "¥6,800.00 / 个 / 月", "¥13,600.00"],
               ["", "超额用电", "超出额定部分按实际计量", "按量", "¥0.72 / kWh", "按实结算"],
               ["GPU 服务器", "A100 八卡服务器租赁", "配置见第二部分", "每柜 2 台 × 2 柜", "¥33,000.00 / 台 / 月",
                "¥132,000.00"],
               ["网络", "互联网带宽", "BGP 多线，每台独享 200Mbps", "每台 1 条", "已含", "¥0.00"],
               ["", "公网 IP", "/29 地址段", "1 段", "¥600.00 / 月", "¥600.00"],
               ["合计", "", "", "", "", "¥146,200.00"]], [0.12, 0.17, 0.24, 0.14, 0.17, 0.16],
         {"span": [((0, 1), (0, 2)), ((0, 4), (0, 5))], "bold": [6]}),
        ("small", "机柜、电力、IP 为托管类费用，与 GPU 服务器租金分别计费；机房基础设施（供电、制冷）可用性 99.99%。"),
        ("h", "二、GPU 服务器配置（每台）"),
        kv([("GPU", "8 × NVIDIA A100 SXM4 80GB HBM2e，NVSwitch 全互联，每卡 NVLink 600GB/s"),
            ("CPU", "2 × Intel Xeon Platinum 8380（每颗 40 核）"),
            ("内存", "1TB DDR4 3200"),
            ("系统盘", "2 × 960GB SATA SSD（RAID1）"),
            ("数据盘", "4 × 3.84TB NVMe SSD（每台 15.36TB）"),
            ("计算网络", "HDR InfiniBand 4 × 200Gb/s，支持 GPUDirect RDMA，四台同一叶交换机"),
            ("上联端口", "2 × 25GbE（接入机房核心交换，仅作上联端口，互联网带宽以第一部分为准）")], 0.16),
        ("h", "三、商务条款"),
        kv([("租期", "GPU 服务器最短租期 6 个月；机柜最短 12 个月"), ("结算", "按月结算，每月 5 日前支付当月费用"),
            ("押金", "GPU 服务器押金为一个月租金，租期结束后退还")], 0.16),
        ("h", "四、GPU 服务器服务承诺"),
        zh_sla_table("NVIDIA A100 SXM4 80GB，不替换为 40GB 或 PCIe 版本。", "每卡 80GB。",
                     "机内 NVSwitch 全互联（NVLink 600GB/s），四台之间 HDR InfiniBand 4 × 200Gb/s。",
                     "整机物理独享，不虚拟化、不启用 MIG、不超售。",
                     "GPU 服务器按台按月可用率 99.9%（不同于上述机房基础设施指标）。",
                     "每低于 0.1 个百分点，减免该台当月租金 10%，最高 100%。",
                     "交付后 24 小时内共同执行 nccl-tests（单机 busbw ≥ 230GB/s，四机 ≥ 180GB/s）与 fio（顺序读 ≥ "
                     "8GB/s），达标签字后起租。",
                     "退租后 5 个工作日内对数据盘做安全擦除并出具擦除报告。"),
        ("p", "贵州黔云数据港有限公司　解决方案部　杨小川　139 8503 2217"),
        ("seal", "贵州黔云数据港有限公司<br/>业务专用章"),
    ], cjk=True, title="QY-IDC-2611-052", author="贵州黔云数据港有限公司",
        footer="贵州黔云数据港有限公司　报价有效期 30 日")


@doc("u07")
def u07(out: Path) -> None:
    body = """
                         南京紫金算力服务有限公司
                  南京市玄武区徐庄软件园 紫金研创中心 7 栋
             电话 025-8479 3306        传真 025-8479 3307
  ====================================================================
                              报  价  单
  NO. ZJSL-Q-261119-07                          日期: 2026-11-19
  致: 南京栖霞语启智能科技有限公司  王工
  事由: 8B 模型从零预训练（约 1.5T tokens）, 四台 GPU 服务器同时训练
  --------------------------------------------------------------------
  序  项目                 配置(每台)                        数量
  1   GPU                  NVIDIA H100 PCIe 80GB x 8          4 台
                           PCIe 5.0 Switch 直连, 无 NVLink 桥接
  2   CPU                  Intel Xeon Gold 6448Y x 2 (32核/颗)
  3   内存                 1TB DDR5
  4   系统盘               480GB SATA SSD x 1
  5   数据盘               16TB SATA HDD 7200转 x 4
                           每台 64TB, 顺序读约 800MB/s
  6   机间网络             25GbE x 2 (TCP/IP, 不支持 RDMA)
  7   公网                 100Mbps / 台
  --------------------------------------------------------------------
  单价: 人民币 24,800.00 元 / 台 / 月 (含 6% 增值税)
  四台月租: 人民币 99,200.00 元
  租期: 最短 6 个月, 按月预付
  --------------------------------------------------------------------
  服务条款:
  1. 我司保证 GPU 型号为 NVIDIA H100 PCIe, 每卡显存 80GB, 不替换型号。
  2. 整机独享, 不虚拟化、不切分、不超售。
  3. 机内为 PCIe 5.0 直连(无 NVLink), 机间为 2 x 25GbE 以太网,
     按上述配置提供, 租期内不降配。
  4. 每台月度可用率不低于 99.5%; 每低 0.5 个百分点减免当月该台
     租金 5%, 最高 30%。
  5. 交付后 24 小时内共同执行 fio(单台顺序读 >= 700MB/s) 与
     iperf3(机间 >= 40Gb/s), 达标后签署验收单。
  6. 租期结束后 3 个工作日内对全部硬盘做安全擦除并提供擦除记录。
  --------------------------------------------------------------------
  报价人: 南京紫金算力服务有限公司  销售部  钱立群  137 7088 1426
                                                   (盖章)
"""
    pdf(out / "u07-saomiao-dengkuan-baojia-h100-pcie-hdd-zh.pdf", [
        ("small", "[传真件]  2026-11-19 16:47  FROM 025-8479 3307  P.1/1"),
        ("mono", body.strip("\n")),
        ("seal", "南京紫金算力服务有限公司<br/>销售专用章"),
    ], cjk=True, title="ZJSL-Q-261119-07", author="南京紫金算力服务有限公司")


@doc("u08")
def u08(out: Path) -> None:
    pdf(out / "u08-huandeng-fangan-70b-quancan-a100-40g-zh.pdf", [
        ("slide", "渤海智算"),
        ("sub", "Llama 3 70B 全参数微调　算力方案"),
        ("bullet", "提交对象：青岛海岸线语言智能科技有限公司"),
        ("bullet", "提交方：青岛渤海智算科技有限公司　解决方案中心"),
        ("bullet", "2026 年 11 月 25 日　方案编号 BH-FA-2611-09"),
        ("pb",),
        ("slide", "01　客户需求"),
        ("bullet", "• 模型：Llama 3 70B，全参数微调（非 LoRA）"),
        ("bullet", "• 精度：BF16 混合精度，优化器 AdamW"),
        ("bullet", "• 数据：约 120 亿 tokens 行业语料，序列长度 4096"),
        ("bullet", "• 工期：3 个月内完成两轮微调"),
        ("pb",),
        ("slide", "02　显存测算"),
        ("t", [["项目", "测算"],
               ["模型参数", "70B（700 亿）"],
               ["训练显存估算", "参数量 × 6 字节 / 参数 ≈ 420GB"],
               ["方案可用显存", "两台 × 8 卡 × 40GB = 640GB（16 卡）"],
               ["余量", "约 34%，满足全参数微调要求"]], [0.3, 0.7], {"big": True}),
        ("bullet", "结论：两台 A100 40GB 八卡服务器即可完成 70B 全参数微调，无需扩容。"),
        ("pb",),
        ("slide", "03　配置（每台）"),
        ("t", [["部件", "配置"],
               ["GPU", "8 × NVIDIA A100 SXM4 40GB，NVSwitch 全互联，每卡 NVLink 600GB/s"],
               ["CPU / 内存", "2 × AMD EPYC 7763（64 核 × 2）/ 1TB"],
               ["系统盘 / 数据盘", "2 × 960GB NVMe RAID1 / 4 × 3.84TB NVMe（每台 15.36TB）"],
               ["机间网络", "HDR InfiniBand 4 × 200Gb/s，GPUDirect RDMA"],
               ["公网", "BGP 100Mbps / 台"]], [0.26, 0.74], {"big": True}),
        ("pb",),
        ("slide", "04　价格"),
        ("t", [["项目", "报价"],
               ["A100 40GB 八卡服务器", "¥21,800.00 / 台 / 月（含 6% 增值税）"],
               ["数量", "两台"],
               ["月租合计", "¥43,600.00"],
               ["租期", "最短 3 个月，按月预付"]], [0.3, 0.7], {"big": True}),
        ("pb",),
        ("slide", "05　服务承诺"),
        ("bullet", "• 型号与显存：NVIDIA A100 SXM4 40GB，每卡 40GB，不替换型号"),
        ("bullet", "• 独享：整机物理独享，不启用 MIG / vGPU，不超售"),
        ("bullet", "• 互联：机内 NVSwitch 全互联；两台之间 HDR InfiniBand 4 × 200Gb/s"),
        ("bullet", "• 可用率：每台每月 99.9%；每低 0.1 个百分点减免该台当月租金 5%，最高 50%"),
        ("bullet", "• 验收：交付 24 小时内 nccl-tests 2 机 16 卡 busbw ≥ 180GB/s，达标签字后起租"),
        ("bullet", "• 数据：退租后 7 个工作日内安全擦除数据盘并出具销毁证明"),
        ("pb",),
        ("slide", "谢谢"),
        ("bullet", "青岛渤海智算科技有限公司　于海涛　135 6427 0918　yuht@bohai-ai.cn"),
    ], cjk=True, land=True, title="BH-FA-2611-09", author="青岛渤海智算科技有限公司",
        footer="渤海智算　BH-FA-2611-09　商业机密")


@doc("u09")
def u09(out: Path) -> None:
    pdf(out / "u09-jiqun-baojia-gpu-cpu-cunchu-jiedian-h100-zh.pdf", [
        ("brand", "蓉城智算　RONGCHENG AI"),
        ("slogan", "成都蓉城智算科技有限公司　成都市高新区天府五街 200 号 菁蓉汇 5 栋　028-6551 0872"),
        ("ctitle", "智算集群租赁报价（训练集群方案 B）"),
        kv([("报价编号", "RC-JQ-2611-033"), ("日期", "2026 年 11 月 21 日"), ("客户", "成都锦城千问智能科技有限公司"),
            ("用途", "Llama 3 70B 全参数微调及后续继续预训练")]),
        ("h", "一、集群组成"),
        ("t", [["节点类型", "每节点配置", "数量", "单价（含 6% 增值税）", "月费小计"],
               ["GPU 计算节点", "8 × NVIDIA H100 SXM5 80GB（NVSwitch 全互联，NVLink 900GB/s）；2 × Intel Xeon Platinum "
                "8480+（56 核 × 2）；2TB DDR5；系统盘 2 × 960GB NVMe（RAID1）；数据盘 8 × 3.84TB NVMe（每节点 "
                "30.72TB）；计算网络 NDR InfiniBand 8 × 400Gb/s", "4 台", "¥66,000.00 / 台 / 月", "¥264,000.00"],
               ["CPU 登录 / 调度节点", "2 × Intel Xeon Gold 6430（32 核 × 2）；512GB；2 × 960GB SATA SSD；2 × 25GbE；"
                "Slurm 调度、跳板登录", "1 台", "¥3,200.00 / 台 / 月", "¥3,200.00"],
               ["存储节点", "并行文件系统节点：24 × 15.36TB NVMe；2 × 200Gb/s NDR 接入；三节点组成 1.1PB（裸容量）"
                "共享文件系统，全部 GPU 节点挂载", "3 台", "¥18,000.00 / 台 / 月", "¥54,000.00"],
               ["合计", "集群共 8 台服务器（其中 GPU 计算节点 4 台，共 32 卡）", "", "", "¥321,200.00"]],
         [0.14, 0.46, 0.08, 0.16, 0.16], {"bold": [4]}),
        ("p", "说明：GPU 计算节点为本方案的 GPU 服务器；CPU 登录节点与存储节点为配套节点，不含 GPU，单独计价。"
              "集群统一经登录节点访问互联网（共享出口 1Gbps），GPU 计算节点不单独分配公网带宽。"),
        ("h", "二、商务条款"),
        kv([("租期", "最短 6 个月；到期可按月续租"), ("付款", "按月预付"),
            ("一次性费用", "集群交付及调优服务 ¥30,000.00（一次性，不含在月费内）")], 0.16),
        ("h", "三、服务承诺（GPU 计算节点）"),
        zh_sla_table("NVIDIA H100 SXM5 80GB，不以 H800 / H20 或 PCIe 版本替代。", "每卡 80GB HBM3。",
                     "机内 NVSwitch 全互联；GPU 节点之间 NDR InfiniBand 8 × 400Gb/s 非阻塞胖树，支持 GPUDirect RDMA。",
                     "四台 GPU 计算节点整机物理独享，不虚拟化、不切分、不超售。",
                     "每台 GPU 计算节点月度可用率 99.9%。",
                     "每低于 0.1 个百分点减免该节点当月费用 10%，最高 100%。",
                     "交付后 48 小时内：4 机 32 卡 nccl-tests all_reduce busbw ≥ 350GB/s、Llama 3 70B 固定 200 步训练 "
                     "MFU ≥ 42%，两项达标后签署验收单。",
                     "租期结束后 5 个工作日内擦除 GPU 节点数据盘及并行文件系统中的客户数据，并提供擦除证明。"),
        ("p", "成都蓉城智算科技有限公司　集群方案部　何以宁　180 8126 4493"),
        ("seal", "成都蓉城智算科技有限公司<br/>业务专用章"),
    ], cjk=True, title="RC-JQ-2611-033", author="成都蓉城智算科技有限公司",
        footer="成都蓉城智算科技有限公司　RC-JQ-2611-033")


@doc("u10")
def u10(out: Path) -> None:
    pdf(out / "u10-tiaokuan-zaiqian-fulu-yingjian-h200-dense-zh.pdf", [
        ("brand", "光谷智算"),
        ("ctitle", "GPU 服务器租赁服务协议"),
        ("p", "协议编号：GG-ZL-2026-1130　　签订日期：2026 年 11 月 30 日　　签订地点：武汉市东湖新技术开发区"),
        ("p", "甲方（承租方）：武汉楚天星图智能科技有限公司<br/>乙方（出租方）：武汉光谷智算科技有限公司"),
        ("h", "第一条　服务内容"),
        ("p", "乙方向甲方出租附录 A 所列 GPU 服务器三台，供甲方用于 Llama 3 70B 的 LoRA 微调及推理评测。服务器的"
              "配置以附录 A 为准，价格以附录 B 为准。"),
        ("h", "第二条　租期与付款"),
        ("p", "租期 12 个月，自验收合格之日起算，为最短租期。租金按月预付，甲方于每月 5 日前支付当月租金。"),
        ("h", "第三条　资源保证"),
        ("p", "3.1 乙方保证 GPU 型号为附录 A 所列 NVIDIA H200 SXM，每卡显存 141GB，不以其他型号替代。"
              "3.2 服务器整机物理独享，乙方不对 GPU 进行虚拟化或切分，不超售。"
              "3.3 机内八卡 NVLink / NVSwitch 全互联，机间按附录 A 所列 RoCE 网络提供，租期内不降配。"),
        ("h", "第四条　服务等级"),
        ("p", "4.1 每台服务器月度可用率不低于 99.9%。4.2 可用率每低于承诺值 0.1 个百分点，乙方减免该台当月租金的 "
              "5%，累计最高 50%。"),
        ("h", "第五条　验收"),
        ("p", "服务器交付后 48 小时内，双方按附录 A 第三部分的验收指标共同测试，全部达标后签署验收单；未达标的，乙方应"
              "在 "
              "72 小时内整改，整改期间不计租金。"),
        ("h", "第六条　数据安全"),
        ("p", "租期届满或协议解除后 7 日内，乙方对全部数据盘执行安全擦除，并向甲方出具书面数据销毁证明。"),
        ("h", "第七条　其他"),
        ("p", "本协议附录 A、附录 B 为协议的组成部分。本协议一式两份，双方各执一份，自双方盖章之日起生效。"),
        ("t", [["甲方（盖章）：武汉楚天星图智能科技有限公司", "乙方（盖章）：武汉光谷智算科技有限公司"],
               ["代表：卢星野", "代表：田慕白"]], [0.5, 0.5], {"head": 0, "nogrid": True}),
        ("pb",),
        ("h", "附录 A　硬件配置（每台）"),
        ("t", [["部件", "配置"],
               ["GPU", "8 × NVIDIA H200 SXM 141GB HBM3e"],
               ["单卡算力", "BF16 稠密算力 1,979 TFLOPS（不含稀疏）；FP8 3,958 TFLOPS"],
               ["机内互联", "NVLink 4 + NVSwitch 八卡全互联，每卡 900GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核 × 2）"],
               ["内存", "2TB DDR5"],
               ["系统盘", "2 × 1.92TB NVMe（RAID1）"],
               ["数据盘", "8 × 3.84TB NVMe（每台 30.72TB）"],
               ["机间网络", "RoCE v2 8 × 400GbE（每台 3.2Tb/s），GPUDirect RDMA"],
               ["公网", "BGP 500Mbps（每台独享）"]], [0.18, 0.82]),
        ("p", "第三部分　验收指标：单机 nccl-tests all_reduce busbw ≥ 360GB/s；3 机 24 卡 busbw ≥ 300GB/s；单台 fio "
              "顺序读 ≥ 12GB/s。"),
        ("h", "附录 B　价格"),
        ("t", [["项目", "数量", "含税单价（6%）", "不含税单价", "月租（含税）"],
               ["H200 八卡服务器", "三台", "¥88,000.00 / 台 / 月", "¥83,018.87 / 台 / 月", "¥264,000.00"]],
         [0.26, 0.1, 0.22, 0.22, 0.2]),
        ("seal", "武汉光谷智算科技有限公司<br/>合同专用章"),
    ], cjk=True, title="GG-ZL-2026-1130", author="武汉光谷智算科技有限公司",
        footer="武汉光谷智算科技有限公司　GG-ZL-2026-1130")


@doc("u11")
def u11(out: Path) -> None:
    pdf(out / "u11-qudao-zhuanbaojia-4090-shitai-zh.pdf", [
        ("brand", "鼎盛云联"),
        ("slogan", "厦门鼎盛云联信息技术有限公司　厦门市思明区软件园二期观日路 24 号　0592-5163 880"),
        ("ctitle", "GPU 服务器租赁报价（渠道转报价）"),
        kv([("报价编号", "DSYL-ZB-2611-116"), ("日期", "2026 年 12 月 2 日"), ("客户", "厦门鹭江微光影像科技有限公司"),
            ("资源方", "福建闽算数据科技有限公司（机房运营方，负责上架运维；不与贵司签约）"),
            ("签约及开票", "厦门鼎盛云联信息技术有限公司（我司作为合同主体及开票方）")]),
        ("h", "一、配置（每台）"),
        ("t", [["部件", "配置"],
               ["GPU", "8 × NVIDIA GeForce RTX 4090 24GB GDDR6X"],
               ["GPU 互联", "PCIe 4.0 x16 直连；不支持 NVLink（RTX 4090 无 NVLink 接口）"],
               ["CPU", "2 × AMD EPYC 7543（32 核 × 2）"],
               ["内存", "512GB DDR4"],
               ["系统盘", "1TB NVMe"],
               ["数据盘", "2 × 3.84TB NVMe（每台 7.68TB）"],
               ["机间网络", "2 × 100GbE RoCE v2（支持 RDMA）"],
               ["公网", "上联端口 10GbE；公网带宽 50Mbps / 台（独享）"]], [0.18, 0.82]),
        ("h", "二、价格"),
        ("t", [["项目", "数量", "单价（含 6% 增值税）", "月租"],
               ["资源方目录价（参考）", "—", "¥9,200.00 / 台 / 月", "—"],
               ["RTX 4090 八卡服务器（渠道价）", "十台", "¥8,280.00 / 台 / 月", "¥82,800.00"]],
         [0.38, 0.12, 0.28, 0.22], {"shade": [2]}),
        kv([("租期", "最短 3 个月，按月结算，每月预付"), ("有效期", "本报价 10 日内有效")], 0.16),
        ("h", "三、服务承诺（由我司向贵司承担）"),
        ("p", "1. 型号：NVIDIA GeForce RTX 4090，每卡显存 24GB，不以其他型号替代。2. 独享：整机物理独享，不虚拟化、"
              "不切分、不超售。3. 互联：机内为 PCIe 4.0 直连（无 NVLink），机间 2 × 100GbE RoCE v2，按上述配置提供。"
              "4. 可用率：每台月度可用率 99.5%；每低 0.5 个百分点减免当月该台租金 10%，最高 50%。5. 验收：交付后 24 "
              "小时内执行 gpu-burn 30 分钟无报错、fio 顺序读 ≥ 5GB/s，达标后签字起租。6. 数据：退租后 3 个工作日内"
              "由资源方在我司监督下擦除数据盘，我司向贵司出具擦除证明。"),
        ("p", "厦门鼎盛云联信息技术有限公司　渠道销售　陈思涵　159 5928 0613"),
        ("seal", "厦门鼎盛云联信息技术有限公司<br/>业务专用章"),
    ], cjk=True, title="DSYL-ZB-2611-116", author="厦门鼎盛云联信息技术有限公司",
        footer="厦门鼎盛云联信息技术有限公司　渠道转报价")


# ================================================================================================ English
@doc("u12")
def u12(out: Path) -> None:
    text(out / "u12-slack-thread-pair-h100-en.txt", """
Slack export - #ext-marlowe-brightwater (Slack Connect, shared between Marlowe Labs and Brightwater)
Exported by: priya.nair@marlowelabs.ai  on 2026-11-30 18:05 PST
Messages: 2026-11-25 to 2026-11-30

[2026-11-25 09:14] Priya Nair (Marlowe Labs): hi Brightwater folks - we need H100 capacity for LoRA runs on 70B start\
ing mid-December. 16 GPUs, bare metal, ideally same rack. what can you do?
[2026-11-25 09:31] Dan Okafor (Brightwater): Hey Priya! We can do a pair of HGX H100 nodes in our Reno site (RNO-2), \
same rack, NDR fabric between them.
[2026-11-25 09:33] Dan Okafor (Brightwater): Each node: 8x H100 SXM5 80GB w/ NVSwitch, 2x Xeon Platinum 8480+ (56c ea\
ch), 2 TB RAM, 2x 960 GB NVMe boot (RAID 1), 8x 3.84 TB NVMe local scratch (30.72 TB per node).
[2026-11-25 09:35] Tomas Grell (Marlowe Labs): what does networking look like? we pull datasets from S3 every night
[2026-11-25 09:41] Dan Okafor (Brightwater): Compute fabric is 8x 400G NDR InfiniBand per node (3.2 Tb/s), GPUDirect \
RDMA. For internet: the node's uplink port is 100GbE, but your committed internet bandwidth is 2 Gbps per node. Above\
 the commit it's best effort.
[2026-11-25 09:42] Tomas Grell (Marlowe Labs): 👍
[2026-11-25 10:02] Dan Okafor (Brightwater): Pricing on a 6-month reservation: $2.18/GPU-hr, i.e. $17.44 per node-hou\
r. On-demand list is $2.79/GPU-hr if you'd rather not commit. Optional shared Weka (100 TB) is $0.08/GB-month.
[2026-11-25 10:15] Priya Nair (Marlowe Labs): we'll take the pair on the 6-month reservation. no Weka for now. can yo\
u send the order form? our legal will want SLA / acceptance / data deletion in writing
[2026-11-25 10:18] Dan Okafor (Brightwater): Yep - order form BW-OF-26-1193 coming today, all of that is in section 3\
. Reserved fees are invoiced monthly in arrears for every hour in the month.
[2026-11-26 16:40] Dan Okafor (Brightwater): Order form attached: BW-OF-26-1193.pdf
[2026-11-30 11:02] Priya Nair (Marlowe Labs): signed and uploaded, thanks Dan!
[2026-11-30 11:05] Dan Okafor (Brightwater): 🙌 handover targeted for Dec 14. Welcome aboard.

Dan Okafor | Enterprise AE | Brightwater Compute Inc. | brightwater.cloud
""")
    pdf(out / "u12-slack-thread-pair-h100-order-form-en.pdf", [
        ("brand", "BRIGHTWATER"),
        ("slogan", "Brightwater Compute Inc. | 1450 Energy Way, Reno, NV 89502 | brightwater.cloud"),
        ("title", "Order Form BW-OF-26-1193"),
        kv([("Customer", "Marlowe Labs, Inc., 88 Townsend St, San Francisco, CA 94107"),
            ("Provider", "Brightwater Compute Inc."), ("Order date", "26 November 2026"),
            ("Site", "RNO-2, Reno, Nevada (single rack)")], 0.18),
        ("h", "1. Services"),
        ("t", [["Item", "Description", "Qty", "Rate (USD, excl. sales tax)"],
               ["1", "Reserved HGX H100 node: 8 x NVIDIA H100 SXM5 80GB, NVSwitch (900 GB/s per GPU); 2 x Xeon "
                "Platinum 8480+ (112 cores); 2 TB RAM; 2 x 960 GB NVMe boot (RAID 1); 8 x 3.84 TB NVMe local "
                "(30.72 TB)", "2", "2.18 per GPU-hour (17.44 per node-hour)"],
               ["2", "Compute fabric: 8 x 400 Gb/s NDR InfiniBand per node, GPUDirect RDMA", "2", "included"],
               ["3", "Internet: 2 Gbps committed per node on a 100GbE uplink port", "2", "included"]],
         [0.07, 0.58, 0.08, 0.27]),
        ("h", "2. Term and fees"),
        ("p", "Reservation term: six (6) months from the Handover Date; this is the minimum commitment. Reserved fees "
              "are charged for every hour of the month and invoiced monthly in arrears, net 30."),
        ("h", "3. Service commitments"),
        en_commit_table("NVIDIA H100 SXM5 (HGX); no substitution.", "80 GB HBM3 per GPU.",
                        "All eight GPUs in each node NVSwitch-connected; both nodes on non-blocking 8 x 400 Gb/s NDR "
                        "InfiniBand for the whole term.",
                        "Bare-metal nodes dedicated to Customer; no virtualisation, MIG, vGPU or oversubscription.",
                        "99.9% monthly availability per node.",
                        "5% of the node's monthly fee per 0.1% below target, capped at 50% of that fee.",
                        "Within 24 hours of handover the parties run nccl-tests (2-node, 16-GPU all_reduce busbw of at "
                        "least 360 GB/s) and fio (10 GB/s sequential read per node); the Handover Date is the date "
                        "both pass.",
                        "All local NVMe is securely erased within 5 business days after the term ends and a deletion "
                        "certificate is issued."),
        ("t", [["For Brightwater Compute Inc.", "For Marlowe Labs, Inc."],
               ["Dan Okafor, Enterprise Account Executive", "Priya Nair, Head of ML Infrastructure"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
    ], title="BW-OF-26-1193", author="Brightwater Compute Inc.",
        footer="Brightwater Compute Inc. - Order Form BW-OF-26-1193")


@doc("u13")
def u13(out: Path) -> None:
    pdf(out / "u13-broker-comparison-chosen-row-mi300x-en.pdf", [
        ("brand", "TESSELLATE"),
        ("slogan", "Tessellate Capacity Partners LLP | GPU capacity brokerage | 14 Fitzroy Square, London W1T 5HP"),
        ("title", "Provider comparison for Halden Bio - 70B LoRA programme"),
        ("p", "Prepared 1 December 2026 by Amira Sole (broker) for Halden Bio Ltd. Tessellate acts as agent only: the "
              "contract and invoices are between Halden Bio and the selected provider. Our 3% introduction fee is "
              "paid by the provider and is not added to the rates below."),
        ("t", [["", "Provider", "GPUs offered", "Rate (USD / GPU-hr)", "Term", "Fabric", "Status"],
               ["A", "Verdant Cloud Ltd", "16 x H100 SXM5 80GB", "2.29", "6 mo.", "NDR IB", "shortlisted"],
               ["B", "Pallas GPU Inc.", "24 x MI300X 192GB (spot)", "1.49", "none", "RoCE", "rejected: interruptible"],
               ["C", "Ironbark Compute Ltd", "24 x MI300X 192GB, 8 per node", "2.05", "3 mo.", "RoCE v2 8 x 400G",
                f"{TICK} SELECTED"],
               ["D", "NorthSea HPC AS", "16 x H200 141GB", "3.05", "12 mo.", "NDR IB", "over budget"]],
         [0.04, 0.19, 0.22, 0.13, 0.08, 0.15, 0.19], {"shade": [3]}),
        ("small", "Rates exclude VAT. Halden Bio confirmed option C by e-mail on 1 December 2026."),
        ("h", "Selected provider: terms as confirmed by Ironbark (quotation IB-Q-4471, 28 November 2026)"),
        kv([("Provider", "Ironbark Compute Ltd (trading as Ironbark Cloud), 7 Dock Road, Leeds LS10 1JF"),
            ("Capacity", "24 x AMD Instinct MI300X in 8-GPU nodes, bare metal, Leeds LDS-1"),
            ("Per node", "8 x MI300X 192 GB HBM3 (OAM), xGMI Infinity Fabric full mesh; 2 x AMD EPYC 9534 (64 cores "
                         "each); 2 TB DDR5; 2 x 960 GB NVMe boot; 8 x 3.84 TB NVMe local data (30.72 TB)"),
            ("Networks", "RoCE v2 8 x 400 GbE per node (3.2 Tb/s) with RDMA; internet 10 Gbps per node"),
            ("Price", "USD 2.05 per GPU-hour (USD 16.40 per node-hour), excl. VAT; billed per hour, invoiced monthly"),
            ("Minimum term", "three (3) months")], 0.16),
        en_commit_table("AMD Instinct MI300X; no substitution.", "192 GB HBM3 per GPU.",
                        "xGMI full mesh inside each node; RoCE v2 8 x 400 GbE with RDMA between nodes.",
                        "Whole servers dedicated to Halden Bio; no partitioning or oversubscription.",
                        "99.9% monthly availability per node.",
                        "10% of the node's monthly charges for each 0.1% below target, up to 100%.",
                        "RCCL all_reduce (24 GPUs) busbw of at least 250 GB/s and fio of 10 GB/s per node within 48 "
                        "hours of handover; billing starts when both pass.",
                        "Secure erase of all local disks within 7 days after the term, with a certificate."),
        ("small", "Tessellate Capacity Partners LLP is not a party to the provider contract and gives no warranty on "
                  "the provider's services."),
    ], title="Provider comparison - Halden Bio", author="Tessellate Capacity Partners LLP",
        footer="Tessellate Capacity Partners LLP - prepared for Halden Bio Ltd - confidential")


@doc("u14")
def u14(out: Path) -> None:
    pdf(out / "u14-erp-purchase-order-b200-gbp-en.pdf", [
        ("brand", "Thornbury Analytics"),
        ("slogan", "Thornbury Analytics Ltd | St John's Innovation Centre, Cowley Road, Cambridge CB4 0WS | "
                   "VAT GB 298 4410 63"),
        ("title", "PURCHASE ORDER  PO-4500018832"),
        ("t", [["Supplier", "Purchase order"],
               ["Fenwick Cloud Services Ltd (trading as FENWICK GPU)<br/>Unit 9, Harbour Exchange, London E14 9GE"
                "<br/>Supplier no. 200471 | VAT GB 412 7731 08", "PO date: 03.12.2026<br/>Requisition: REQ-0091 "
                "(approved H. Marsh)<br/>Buyer: Procurement, J. Whitlock<br/>Currency: GBP<br/>Payment terms: "
                "30 days"]],
         [0.55, 0.45]),
        ("t", [["Item", "Material", "Description", "Qty", "UoM", "Unit price", "Net value"],
               ["10", "GPU-B200-8X-MTH", "Dedicated HGX B200 server rental, per server per month (see special "
                "conditions)", "3", "SRV-MO", "27,400.00", "82,200.00"],
               ["20", "ONB-FEE", "Onboarding and fabric validation (one-off)", "1", "EA", "1,500.00", "1,500.00"],
               ["30", "STOR-SH", "Shared Lustre storage 200 TB, per month (all servers)", "1", "MO", "2,900.00",
                "2,900.00"],
               ["", "", "Total net value (first month)", "", "", "", "86,600.00"],
               ["", "", "VAT 20%", "", "", "", "17,320.00"],
               ["", "", "Total incl. VAT", "", "", "", "103,920.00"]],
         [0.06, 0.17, 0.37, 0.06, 0.09, 0.12, 0.13], {"bold": [4, 6]}),
        ("small", "Unit prices are in GBP and exclude VAT. Item 10 recurs monthly for the minimum term."),
        ("h", "Special conditions (from Supplier quotation FQ-2611-208 dated 17 Nov 2026, incorporated)"),
        ("p", "1. Term: twelve (12) months minimum from acceptance; item 10 invoiced monthly in advance."),
        ("p", "2. Each server: 8 x NVIDIA B200 180 GB HBM3e, NVLink 5 / NVSwitch at 1.8 TB/s per GPU; 2 x Intel Xeon "
              "Platinum 8570 (56 cores each); 2 TB DDR5; boot 2 x 1.92 TB NVMe (RAID 1); local data 4 x 7.68 TB NVMe "
              "(30.72 TB per server); compute fabric 8 x 400 Gb/s NDR InfiniBand (GPUDirect RDMA); storage network "
              "2 x 200 GbE to the shared Lustre; internet 5 Gbps per server."),
        ("p", "3. Supplier warrants NVIDIA B200 GPUs with 180 GB per GPU and no substitution; whole servers dedicated "
              "to Thornbury, no virtualisation, MIG or oversubscription; NVSwitch inside each server and non-blocking "
              "NDR between the three servers throughout the term."),
        ("p", "4. Availability 99.9% per server per month; service credit of 10% of item 10 for that server per 0.1% "
              "shortfall, up to 100%."),
        ("p", "5. Acceptance: within 48 hours of handover, nccl-tests across the three servers (24 GPUs) with "
              "all_reduce busbw of at least 650 GB/s and a Llama 3 70B benchmark at 40% MFU or better; the term "
              "starts on acceptance."),
        ("p", "6. Data: Supplier erases all local and Lustre data within 10 days of expiry and certifies deletion."),
        ("p", "Please quote PO-4500018832 on all invoices. Deliver to: Thornbury Analytics Ltd, IT Operations."),
        ("right", "Authorised: J. Whitlock, Procurement Lead, Thornbury Analytics Ltd"),
    ], title="PO-4500018832", author="Thornbury Analytics Ltd",
        footer="Thornbury Analytics Ltd - registered in England no. 10877412 - PO-4500018832")


@doc("u15")
def u15(out: Path) -> None:
    pdf(out / "u15-spot-vs-reserved-h200-en.pdf", [
        ("brand", "QUARRY LANE"),
        ("slogan", "Quarry Lane Compute, LLC | 2200 Quarry Lane, Columbus, OH 43215 | quarrylane.ai"),
        ("title", "Capacity proposal QL-P-2611-58: two ways to run your fine-tuning"),
        ("p", "For: Birchfield Legal AI, Inc. | Date: 20 November 2026 | Capacity: 16 x NVIDIA H200, delivered as "
              "8-GPU HGX nodes"),
        ("t", [["", "Option 1 - Spot (interruptible)", "Option 2 - Reserved"],
               ["Rate", "USD 1.95 per GPU-hour", "USD 3.05 per GPU-hour (USD 24.40 per node-hour)"],
               ["Commitment", "none; per-second billing", "six (6) months minimum; invoiced monthly in advance "
                                                          "for all reserved hours"],
               ["Interruption", "may be reclaimed with 2 minutes' notice", "never reclaimed"],
               ["SLA", "no availability commitment, no credits", "99.9% monthly per node, with credits (below)"],
               ["Customer selection", BOX, f"{TICK} selected"]], [0.2, 0.38, 0.42], {"shade": [5]}),
        ("h", "Node specification (both options)"),
        kv([("GPUs", "8 x NVIDIA H200 SXM 141 GB HBM3e, NVLink 4 / NVSwitch, 900 GB/s per GPU"),
            ("Host", "2 x Intel Xeon Platinum 8568Y+ (48 cores each), 2 TB DDR5"),
            ("Disks", "boot 2 x 960 GB NVMe (RAID 1); local data 8 x 3.84 TB NVMe (30.72 TB per node)"),
            ("Fabric", "8 x 400 Gb/s NDR InfiniBand per node, GPUDirect RDMA"),
            ("Internet", "25 GbE port per node; 1 Gb/s committed internet bandwidth per node")], 0.14),
        ("h", "Reserved option: service terms"),
        ("p", "(1) Quarry Lane supplies NVIDIA H200 SXM GPUs with 141 GB each and will not substitute another part. "
              "(2) The nodes are single-tenant bare metal: no virtualisation, MIG or oversubscription. (3) NVSwitch "
              "links all eight GPUs of each node and the two nodes are joined by non-blocking NDR InfiniBand. (4) "
              "Availability: 99.9% per node per calendar month. (5) Credits: 10% of the node's monthly fee for each "
              "0.1% below 99.9%, up to 50%. (6) Acceptance: within 24 hours of handover Customer runs nccl-tests "
              "(16 GPUs, busbw at least 360 GB/s) and a 200-step Llama 3 70B LoRA benchmark at 35% MFU or better; "
              "billing starts when both pass. (7) Data: local disks are cryptographically erased within 3 days after "
              "the term and a deletion certificate is issued."),
        ("t", [["Accepted for Birchfield Legal AI, Inc.", "For Quarry Lane Compute, LLC"],
               ["Helen Ma, VP Engineering, 24 November 2026", "Marco Ruiz, Sales Director"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
    ], title="QL-P-2611-58", author="Quarry Lane Compute, LLC",
        footer="Quarry Lane Compute, LLC - QL-P-2611-58")


@doc("u16")
def u16(out: Path) -> None:
    pdf(out / "u16-gpu-hour-monthly-cap-six-h100-pcie-en.pdf", [
        ("brand", "COLDHARBOUR"),
        ("slogan", "Coldharbour Compute Ltd | 3 Coldharbour Lane, Bristol BS1 6QA | sales@coldharbour.io"),
        ("title", "Quotation Q-26-1187"),
        kv([("Prepared for", "Saltire Speech Ltd, Edinburgh"), ("Date", "18 November 2026"),
            ("Valid until", "18 December 2026"), ("Quantity", "six (6) dedicated servers")], 0.18),
        ("h", "Server specification (each)"),
        ("t", [["Component", "Specification"],
               ["GPUs", "8 x NVIDIA H100 PCIe 80 GB HBM2e on a PCIe Gen5 switch; no NVLink bridges fitted"],
               ["CPU", "2 x AMD EPYC 9354 (32 cores each)"],
               ["Memory", "1 TB DDR5"],
               ["Boot", "960 GB NVMe"],
               ["Local data", "4 x 3.84 TB NVMe (15.36 TB)"],
               ["Cluster network", "2 x 200 GbE RoCE v2 with RDMA (400 Gb/s per server)"],
               ["Internet", "10 GbE port; 2 Gbps internet bandwidth per server"]], [0.2, 0.8]),
        ("h", "Pricing (USD, excl. VAT)"),
        ("t", [["", "Rate"],
               ["Usage rate", "USD 1.85 per GPU-hour (USD 14.80 per server-hour), billed per started hour"],
               ["Monthly cap", "charges per server capped at USD 9,990.00 per calendar month"],
               ["Minimum commitment", "one (1) month per server"],
               ["Egress", "first 50 TB per month free, then USD 0.02 per GB"]], [0.22, 0.78]),
        ("p", "Worked example (not a price): a server used for 720 hours would accrue USD 10,656.00 and is invoiced at "
              "the USD 9,990.00 cap."),
        ("h", "Service commitments"),
        ("p", "Coldharbour commits that: (i) the GPUs are NVIDIA H100 PCIe with 80 GB each, with no substitution; "
              "(ii) each server and its GPUs are dedicated to Saltire, with no virtualisation, MIG or oversubscription"
              "; "
              "(iii) GPUs connect over the PCIe Gen5 switch (no NVLink) and servers over 2 x 200 GbE RoCE v2 as "
              "specified, for the whole term; (iv) each server is available 99.9% of each month; (v) below that, "
              "Saltire receives a credit of 10% of that server's monthly charges per 0.1% shortfall, up to 100%; "
              "(vi) within 24 hours of delivery Saltire may run nccl-tests (8 GPUs, busbw of at least 40 GB/s) and "
              "fio (8 GB/s) and charges start only when both pass; (vii) on termination all local disks are wiped to "
              "NIST 800-88 within 5 working days and a certificate is provided."),
        ("right", "Nadia Brook, Account Director, Coldharbour Compute Ltd"),
    ], title="Q-26-1187", author="Coldharbour Compute Ltd",
        footer="Coldharbour Compute Ltd - registered in England and Wales no. 13390217")


@doc("u17")
def u17(out: Path) -> None:
    pdf(out / "u17-console-review-launch-h100-mig-en.pdf", [
        ("crumb", "https://console.nimbusharbor.com/compute/instances/launch#review      12/01/2026, 09:48"),
        ("brand", "Nimbus Harbor"),
        ("crumb", "Compute  &gt;  GPU instances  &gt;  Launch  &gt;  <b>Review and launch</b>      Project: "
                  "copperleaf-research"),
        ("title", "Review and launch"),
        ("t", [["Setting", "Value"],
               ["Region", "us-east-2 (Ohio)"],
               ["Instance type", "gx3.h100.half - \"Full H100 architecture, dedicated GPU memory\""],
               ["GPU", "1 x NVIDIA H100 SXM5 80GB partition, MIG profile 3g.40gb (40 GB GPU memory)"],
               ["vCPU / memory", "16 vCPU / 128 GiB"],
               ["Boot volume", "100 GiB network SSD"],
               ["Data volume", "2 TiB block storage (network, up to 1,000 MB/s)"],
               ["Number of instances", "4"],
               ["Billing", "On-demand, per second (60-second minimum)"],
               ["Price", "$1.42 per instance-hour (estimated $1,036.60 per instance per month at 730 h)"],
               ["Delete volumes on termination", "Yes - volumes are crypto-erased when deleted"]], [0.3, 0.7]),
        ("p", "Availability and service credits for this instance type are governed by the Nimbus Harbor Compute SLA "
              "(99.95% monthly uptime; credits as set out in the SLA)."),
        ("small", "MIG partitions share the physical GPU's remaining slices with other tenants; memory and SMs of your "
                  "partition are isolated."),
        ("p", "[ Cancel ]   [ Launch 4 instances ]"),
    ], title="Review and launch - Nimbus Harbor", author="Nimbus Harbor Cloud, Inc.",
        footer=f"{COPY} 2026 Nimbus Harbor Cloud, Inc.  Terms  Privacy  SLA")


@doc("u18")
def u18(out: Path) -> None:
    pdf(out / "u18-interruptible-order-confirmation-a100-en.pdf", [
        ("brand", "SABLEWOOD"),
        ("slogan", "Sablewood Compute LLC | 4100 Riverside Pkwy, Dallas, TX 75207 | support@sablewood.cloud"),
        ("title", "Order confirmation - Interruptible capacity"),
        kv([("Order", "SW-INT-88317"), ("Confirmed", "2 December 2026"), ("Customer", "Kettle Creek AI LLC"),
            ("Product", "Interruptible bare-metal node, 8 x NVIDIA A100 SXM4 80GB"),
            ("Quantity", "one (1) node")], 0.16),
        ("h", "Node"),
        kv([("GPUs", "8 x A100 SXM4 80 GB HBM2e, NVSwitch, NVLink 600 GB/s per GPU"),
            ("Host", "2 x AMD EPYC 7763 (64 cores each), 1 TB DDR4"),
            ("Storage", "boot 480 GB NVMe; local data 2 x 3.84 TB NVMe (7.68 TB)"),
            ("Network", "25 GbE; public egress best effort")], 0.14),
        ("h", "Price"),
        ("p", "USD 0.89 per GPU-hour (USD 7.12 per node-hour), billed per minute, no minimum term. Charges stop when "
              "the node is reclaimed or released."),
        ("h", "Interruptible terms"),
        ("p", "1. The GPUs are NVIDIA A100 SXM4 with 80 GB each; while you hold the node its GPUs are whole physical "
              "GPUs, not shared with other customers or partitioned."),
        ("p", "2. The eight GPUs are connected by NVSwitch as specified."),
        ("p", "3. Interruptible capacity may be reclaimed at any time with 30 seconds' notice. No availability "
              "commitment or SLA applies; Sablewood will use reasonable efforts to keep the node running."),
        ("p", "4. No service credits or refunds are issued for reclaims, outages or performance."),
        ("p", "5. The node is deemed accepted when it reaches the RUNNING state."),
        ("p", "6. Local disks are not guaranteed to be wiped on reclaim or release; Customer is responsible for "
              "encrypting and deleting its data. Sablewood gives no deletion certificate."),
        ("right", "Sablewood Compute LLC - Capacity Desk"),
    ], title="SW-INT-88317", author="Sablewood Compute LLC",
        footer="Sablewood Compute LLC - Order SW-INT-88317")


@doc("u19")
def u19(out: Path) -> None:
    pdf(out / "u19-sow-nfs-10g-no-rdma-six-a100-40g-en.pdf", [
        ("brand", "ASHGROVE HOSTING"),
        ("slogan", "Ashgrove Hosting, Inc. | 600 Data Center Dr, Ashburn, VA 20147"),
        ("title", "Statement of Work No. 3"),
        ("p", "Under the Master Hosting Agreement dated 9 June 2026 between Ashgrove Hosting, Inc. (\"Ashgrove\") and "
              "Pinecrest Language Lab, Inc. (\"Customer\"). SOW date: 27 November 2026."),
        ("h", "1. Purpose"),
        ("p", "Customer will pre-train an 8B-parameter language model from scratch on about 1.4 trillion tokens, "
              "using all six (6) servers below in a single data-parallel job for roughly five months."),
        ("h", "2. Deployment"),
        ("t", [["Item", "Detail"],
               ["Layout", "2 racks x 3 servers (rack AS-14 and AS-15, hall 2)"],
               ["Server", "8 x NVIDIA A100 SXM4 40GB (NVSwitch, 600 GB/s per GPU); 2 x AMD EPYC 7543 (32 cores each); "
                          "1 TB DDR4; boot 480 GB SATA SSD"],
               ["Training data", "no local data disks; datasets and checkpoints on a shared NFS filer (120 TB usable) "
                                 "mounted by all six servers over 10 GbE, about 1.1 GB/s aggregate read"],
               ["Server-to-server", "2 x 25 GbE per server, TCP only; RDMA is not available on this network"],
               ["Internet", "200 Mbps per server, rate-limited at the edge"]], [0.2, 0.8]),
        ("h", "3. Fees"),
        ("p", "USD 7,150.00 per server per month; six-month minimum; invoiced monthly in advance. Rack space and power "
              "for the two racks are included."),
        ("h", "4. Commitments"),
        en_commit_table("NVIDIA A100 SXM4 40GB; no substitution.", "40 GB per GPU.",
                        "NVSwitch inside each server; 2 x 25 GbE TCP between servers as stated in section 2, for the "
                        "whole term.",
                        "Whole servers dedicated to Customer; no virtualisation, MIG or oversubscription.",
                        "99.5% monthly availability per server.",
                        "5% of the server's monthly fee per 0.5% below target, up to 50%.",
                        "Within 24 hours of handover: fio against the NFS filer of at least 1 GB/s aggregate and "
                        "iperf3 of at least 40 Gb/s between servers; billing starts on pass.",
                        "NFS volumes and boot disks wiped within 7 days after the term, with a written certificate."),
        ("t", [["Ashgrove Hosting, Inc.", "Pinecrest Language Lab, Inc."],
               ["Renee Castillo, VP Customer Operations", "Arjun Mehta, CTO"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
    ], title="SOW No. 3", author="Ashgrove Hosting, Inc.", footer="Ashgrove Hosting, Inc. - SOW No. 3 - Confidential")


@doc("u20")
def u20(out: Path) -> None:
    pdf(out / "u20-solution-design-405b-full-four-h200-en.pdf", [
        ("brand", "MERIDIAN ARC"),
        ("slogan", "Meridian Arc Compute Ltd | Block C, Grand Canal Quay, Dublin 2, D02 X576 | meridianarc.ie"),
        ("title", "Solution design and commercial proposal: Llama 3.1 405B full fine-tune"),
        ("p", "Proposal MA-SD-2611-12 for Corrib Intelligence DAC, 26 November 2026."),
        ("h", "1. Requirement"),
        ("p", "Full-parameter fine-tune of Llama 3.1 405B in BF16 mixed precision with AdamW, sequence length 8K, "
              "about 20B tokens, to be completed within three months."),
        ("h", "2. Sizing"),
        ("t", [["Line", "Value"],
               ["Parameters", "405 billion"],
               ["Training memory per parameter (our planning figure)", "8 bytes (weights, gradients, optimizer)"],
               ["Required GPU memory", "405B x 8 B = 3.24 TB"],
               ["Proposed GPU memory", "four (4) nodes x 8 x 141 GB = 4.51 TB"],
               ["Headroom", "about 28% - sufficient; no offload needed"]], [0.5, 0.5]),
        ("h", "3. Cluster"),
        ("p", "Four (4) HGX H200 nodes. Each: 8 x NVIDIA H200 SXM 141 GB, NVLink 4 / NVSwitch at 900 GB/s per GPU; "
              "2 x Intel Xeon Platinum 8480+ (56 cores each); 2 TB DDR5; boot 2 x 960 GB NVMe (RAID 1); local data "
              "8 x 3.84 TB NVMe (30.72 TB); compute fabric 8 x 400 Gb/s NDR InfiniBand with GPUDirect RDMA; internet "
              "10 Gbps per node."),
        ("h", "4. Commercials"),
        ("t", [["Item", "Rate (EUR, excl. VAT)"],
               ["H200 node", f"{EURO}3.20 per GPU-hour ({EURO}25.60 per node-hour)"],
               ["Billing", "per hour, invoiced monthly in arrears"],
               ["Minimum term", "three (3) months"],
               ["Estimated programme cost", f"{EURO}224,256 (4 nodes x 2,190 h) - an estimate, not a price"]],
         [0.3, 0.7]),
        ("h", "5. Service terms"),
        ("p", "(a) NVIDIA H200 SXM with 141 GB per GPU, no substitution. (b) Dedicated bare metal: no virtualisation, "
              "MIG or oversubscription. (c) NVSwitch in every node and non-blocking NDR InfiniBand 8 x 400 Gb/s "
              "between nodes throughout the term. (d) 99.9% monthly availability per node. (e) Credits of 10% of the "
              "node's monthly charges for each 0.1% below target, up to 50%. (f) Acceptance within 48 hours: 4-node "
              "nccl-tests busbw of at least 380 GB/s and a fixed-step 405B benchmark at 38% MFU or better; charges "
              "start on pass. (g) Secure erasure of all local data within 7 days after the term, with a certificate."),
        ("right", "Cian Doherty, Solutions Architect, Meridian Arc Compute Ltd"),
    ], title="MA-SD-2611-12", author="Meridian Arc Compute Ltd",
        footer="Meridian Arc Compute Ltd - registered in Ireland no. 702214 - MA-SD-2611-12")


@doc("u21")
def u21(out: Path) -> None:
    pdf(out / "u21-reseller-requote-mi300x-dense-en.pdf", [
        ("brand", "KINGSWAY"),
        ("slogan", "Kingsway Technology Partners Ltd | 40 Kingsway, London WC2B 6EX | Authorised reseller"),
        ("title", "Re-quote KTP-RQ-26-0930"),
        ("p", "Date 4 December 2026. For Fenmoor Therapeutics Ltd. Capacity is operated by Larchmont AI Cloud Inc. in "
              "its Frankfurt site; Larchmont is not a party to your agreement. Kingsway is the contracting party, "
              "invoices you and carries the commitments below."),
        ("h", "Hardware (per node, as specified by the operator)"),
        ("t", [["Item", "Specification"],
               ["GPUs", "8 x AMD Instinct MI300X OAM, 192 GB HBM3, 5.3 TB/s per GPU"],
               ["Compute per GPU", "2,615 TFLOPS dense BF16"],
               ["GPU links", "xGMI Infinity Fabric, full mesh"],
               ["Host", "2 x AMD EPYC 9654 (96 cores each), 2 TB DDR5"],
               ["Disks", "boot 2 x 960 GB NVMe; data 8 x 3.84 TB NVMe (30.72 TB)"],
               ["Fabric", "RoCE v2 8 x 400 GbE per node, RDMA"],
               ["Internet", "5 Gbps per node"]], [0.22, 0.78]),
        ("h", "Pricing (USD, excl. VAT)"),
        ("t", [["", "Per GPU-hour", "Per node-hour"],
               ["Operator list rate (for reference)", "2.49", "19.92"],
               ["Kingsway rate", "2.19", "17.52"]], [0.4, 0.3, 0.3], {"shade": [2]}),
        ("p", "Quantity: two (2) nodes. Billing per hour, invoiced monthly. Minimum term one (1) month."),
        ("h", "Commitments (Kingsway to Customer)"),
        ("p", "GPU model AMD Instinct MI300X with 192 GB each, no substitution; dedicated whole servers with no "
              "partitioning or oversubscription; xGMI full mesh inside each node and RoCE v2 8 x 400 GbE between the "
              "two nodes; 99.9% monthly availability per node, with credits of 10% of the node's monthly charges per "
              "0.1% below, up to 50%; acceptance within 48 hours by RCCL all_reduce (16 GPUs) busbw of at least "
              "200 GB/s and fio of 10 GB/s, charges starting on pass; certified erasure of local disks within 7 days "
              "after the term."),
        ("right", "Owen Price, Partner Sales, Kingsway Technology Partners Ltd"),
    ], title="KTP-RQ-26-0930", author="Kingsway Technology Partners Ltd",
        footer="Kingsway Technology Partners Ltd - re-quote of operator capacity")


@doc("u22")
def u22(out: Path) -> None:
    pdf(out / "u22-amendment-adds-servers-l40s-en.pdf", [
        ("brand", "HALYARD"),
        ("slogan", "Halyard Compute GmbH | Speicherstadt, Am Sandtorkai 50, 20457 Hamburg | HRB 171233"),
        ("title", "Amendment No. 1 to Order Form OF-2026-0412"),
        ("p", "This Amendment is made on 1 December 2026 between Halyard Compute GmbH (\"Halyard\") and Ostwind Media "
              "GmbH (\"Customer\") and amends Order Form OF-2026-0412 dated 14 April 2026 (the \"Order Form\")."),
        ("p", "1. Quantity. The Quantity in Item 1 of the Order Form is amended from three (3) to five (5) Servers by "
              "adding two (2) Servers of identical configuration (the \"Additional Servers\"). After this Amendment "
              "the Order Form covers five (5) Servers in total."),
        ("p", f"2. Fees. From the Additional Servers' start date the monthly fee for each of the five Servers is "
              f"{EURO}4,190.00 excl. VAT (previously {EURO}4,350.00). German VAT (19%) is added to invoices."),
        ("p", "3. Term. The Initial Term of twelve (12) months, which is the minimum term, restarts for all five "
              "Servers on the Additional Servers' start date. Fees are invoiced monthly in advance."),
        ("p", "4. Configuration (each Server, unchanged): 8 x NVIDIA L40S 48 GB GDDR6 on PCIe Gen4 - the L40S has no "
              "NVLink; 2 x AMD EPYC 9354 (32 cores each); 768 GB DDR5; boot 960 GB NVMe; local data 2 x 7.68 TB NVMe "
              "(15.36 TB); cluster network 2 x 100 GbE RoCE v2 with RDMA; internet 1 Gbps per Server."),
        ("p", "5. Confirmation of commitments, for all five Servers: (a) GPUs are NVIDIA L40S with 48 GB each, no "
              "substitution; (b) Servers are dedicated to Customer without virtualisation, vGPU or oversubscription; "
              "(c) GPUs connect over PCIe Gen4 and Servers over 2 x 100 GbE RoCE v2, as stated, for the whole term; "
              "(d) 99.9% monthly availability per Server; (e) credits of 10% of the Server's monthly fee per 0.1% "
              "below target, up to 50%; (f) each Additional Server is accepted after a 24-hour burn-in and fio "
              "sequential read of at least 6 GB/s, and its fees start on acceptance; (g) local disks are erased to "
              "NIST 800-88 within 5 business days after the term and a certificate is issued."),
        ("p", "6. All other terms of the Order Form and the Master Agreement remain in force."),
        ("t", [["Halyard Compute GmbH", "Ostwind Media GmbH"],
               ["Jonas Albers, Managing Director", "Katrin Vogel, Head of Production Technology"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
    ], title="Amendment No. 1 to OF-2026-0412", author="Halyard Compute GmbH",
        footer="Halyard Compute GmbH - Amendment No. 1 - OF-2026-0412")


# ================================================================================================ bilingual
@doc("u23")
def u23(out: Path) -> None:
    pdf(out / "u23-shuangyu-fapiao-invoice-h20-bi.pdf", [
        ("brand", "海峡算力　Haixia Compute"),
        ("slogan", "海峡算力（香港）有限公司 Haixia Compute (Hong Kong) Limited　香港九龙观塘道 388 号 创纪之城 1 期 "
                   "21 楼　BR No. 73318820"),
        ("ctitle", "发票 INVOICE"),
        ("t", [["发票号 Invoice No.", "HXHK-INV-202611-0032", "日期 Date", "2026-12-01"],
               ["客户 Bill to", "Pelago AI Pte. Ltd., 71 Ayer Rajah Crescent, Singapore 139951", "服务期 Period",
                "2026-11-01 至 to 2026-11-30"],
               ["服务订单 Service Order", "HX-SO-2026-088", "币种 Currency", "USD"]],
         [0.2, 0.4, 0.16, 0.24], {"head": 0}),
        ("t", [["#", "项目 Description", "数量 Qty", "单价 Unit price", "金额 Amount"],
               ["1", "H20 八卡裸金属服务器 8 x H20 bare-metal server, 2026 年 11 月 November 2026", "2 台 servers",
                "USD 4,650.00 / 台·月 per server-month", "9,300.00"],
               ["2", "公网带宽 Internet 300Mbps 每台 per server", "2", "已含 included", "0.00"],
               ["3", "超额出网流量 Egress overage 1,240 GB", "1,240 GB", "USD 0.05 / GB", "62.00"],
               ["", "小计 Subtotal", "", "", "9,362.00"],
               ["", "税 Tax（香港无增值税 no VAT in Hong Kong）", "", "0%", "0.00"],
               ["", "应付合计 Total due", "", "", "USD 9,362.00"]], [0.05, 0.43, 0.13, 0.22, 0.17],
         {"bold": [4, 6]}),
        ("p", "付款 Payment：30 天内电汇 wire within 30 days to HSBC Hong Kong, a/c 848-221907-838, SWIFT HSBCHKHHHKH."
              ""),
        ("h", "服务规格 Service specification（每台 per server）"),
        ("p", "GPU：8 × NVIDIA H20 96GB HBM3（HGX），NVLink 八卡全互联 full mesh，每卡 per GPU 900GB/s；CPU：2 × Intel"
              " Xeon "
              "Platinum 8468（48 核 cores each）；内存 RAM 2TB；系统盘 boot 2 × 960GB NVMe RAID1；数据盘 data 4 × 7.68"
              "TB "
              "NVMe（30.72TB）；计算网络 fabric RoCE v2 4 × 400GbE（1.6Tb/s），RDMA；公网 internet 300Mbps。"),
        ("h", "服务订单主要条款 Key terms of Service Order HX-SO-2026-088"),
        *bi_terms([
            ("租期 12 个月，为最短租期；按月预付。", "Term twelve (12) months, the minimum term; monthly in advance."),
            ("GPU 为 NVIDIA H20，每卡 96GB，不替换型号。", "GPUs are NVIDIA H20 with 96 GB each; no substitution."),
            ("整机独享，不虚拟化、不切分、不超售。", "Whole servers dedicated; no virtualisation, slicing or "
                                                    "oversubscription."),
            ("机内 NVLink 全互联，机间 RoCE v2 4 × 400GbE。", "NVLink full mesh in each server; RoCE v2 4 x 400 GbE "
                                                             "between servers."),
            ("每台月度可用率 99.9%；每低 0.1% 减免该台月费 10%，最高 50%。", "99.9% monthly availability per server; "
             "credit of 10% of the server's monthly fee per 0.1% below, up to 50%."),
            ("交付后 48 小时内 nccl-tests 2 机 16 卡 busbw ≥ 300GB/s，达标起租。", "Acceptance within 48 hours: 2-serv"
                                                                                   "er "
             "nccl-tests busbw of at least 300 GB/s; fees start on pass."),
            ("到期后 7 日内安全擦除数据盘并出具证明。", "Data disks securely erased within 7 days after the term, "
                                                     "with a certificate."),
        ]),
        ("right", "海峡算力（香港）有限公司 Haixia Compute (Hong Kong) Limited　Accounts"),
    ], cjk=True, title="HXHK-INV-202611-0032", author="Haixia Compute (Hong Kong) Limited",
        footer="海峡算力（香港）有限公司 Haixia Compute (Hong Kong) Limited　Invoice HXHK-INV-202611-0032")


@doc("u24")
def u24(out: Path) -> None:
    text(out / "u24-feishu-qun-daochu-l40s-nvlink-bi.md", """
# 飞书群聊导出 Feishu chat export

- 群 Group：Orbit Robotics × 岚峰算力 L40S 项目群
- 导出 Exported：2026-11-29 20:41 by 赵明哲 Zhao Mingzhe（Orbit Robotics 奥比特机器人（重庆）有限公司）

---

**2026-11-28 10:02 赵明哲 Zhao Mingzhe (Orbit)**
我们要做 70B 的 LoRA 微调，需要三台 8 卡 L40S。卡间互联是怎样的？ / We plan 70B LoRA fine-tuning on three 8-GPU L40S \
servers. What is the GPU-to-GPU interconnect?

**2026-11-28 10:15 刘芸 Liu Yun（岚峰算力 LANFENG COMPUTE 售前）**
我们的 L40S 服务器是 NVLink 桥接八卡全互联 full mesh，每卡 NVLink 带宽 600GB/s，跑张量并行没问题。/ Our L40S servers \
are NVLink-bridged, all eight GPUs in a full mesh at 600 GB/s NVLink per GPU, fine for tensor parallel.

**2026-11-28 10:17 刘芸 Liu Yun（岚峰算力）**
每台配置 Per server：8 × NVIDIA L40S 48GB；2 × Intel Xeon Gold 6448Y（32 核 cores each）；1TB 内存 RAM；960GB NVMe 系\
统盘 boot；2 × 7.68TB NVMe 数据盘 data（15.36TB）；机间 RoCE v2 2 × 200GbE（RDMA）；公网 internet 200Mbps 每台 per se\
rver。

**2026-11-28 10:30 赵明哲 Zhao Mingzhe (Orbit)**
价格和租期？/ Price and term?

**2026-11-28 10:41 刘芸 Liu Yun（岚峰算力）**
¥13,600.00 / 台 / 月（含 6% 增值税），三台 three (3)，最短 3 个月，按月预付。/ ¥13,600.00 per server per month incl. \
6% VAT, three (3) servers, 3 months minimum, monthly in advance.

**2026-11-28 11:05 刘芸 Liu Yun（岚峰算力）** 📌 置顶 Pinned
合同要点 Key contract terms（重庆岚峰算力科技有限公司 为乙方 is the Provider）：
1. 型号 NVIDIA L40S，每卡 48GB，不替换。/ NVIDIA L40S, 48 GB per GPU, no substitution.
2. 整机独享，不虚拟化、不切分、不超售。/ Dedicated whole servers, no virtualisation, slicing or oversubscription.
3. 机内 NVLink 八卡全互联（600GB/s），机间 RoCE v2 2 × 200GbE。/ NVLink full mesh inside (600 GB/s); RoCE v2 2 x 200 \
GbE between servers.
4. 每台月度可用率 99.9%；每低 0.1% 减免该台月租 10%，最高 50%。/ 99.9% monthly availability per server; 10% credit pe\
r 0.1% below, up to 50%.
5. 交付 24 小时内做 nccl-tests（单机 busbw ≥ 200GB/s）与 fio（≥ 6GB/s），达标起租。/ Acceptance within 24 h: nccl-tes\
ts single-server busbw >= 200 GB/s and fio >= 6 GB/s; fees start on pass.
6. 退租后 5 个工作日内擦除数据盘并出具证明。/ Data disks wiped within 5 business days after the term, with a certific\
ate.

**2026-11-28 11:20 赵明哲 Zhao Mingzhe (Orbit)**
收到，我们走合同流程。/ Noted, we will start the contract process.
""")


@doc("u25")
def u25(out: Path) -> None:
    pdf(out / "u25-zhongbiao-tongzhishu-award-h800-batai-bi.pdf", [
        ("brand", "江南智能计算研究院"),
        ("slogan", "Jiangnan Institute of Intelligent Computing　江苏省无锡市滨湖区具区路 88 号"),
        ("ctitle", "中标通知书 Letter of Award"),
        ("p", "项目编号 Project No.：JNIC-ZB-2026-031　　日期 Date：2026 年 12 月 3 日"),
        ("p", "致 To：宁夏贺兰山算力科技有限公司 Ningxia Helan Mountain Compute Technology Co., Ltd."),
        ("p", "经评标委员会评审并经我院确认，贵司为“大模型训练算力租赁服务”项目的中标人。/ Following evaluation, your "
              "company is the successful bidder for the project \"Compute rental for large-model training\"."),
        ("h", "评标结果 Evaluation result"),
        ("t", [["排名 Rank", "投标人 Bidder", "投标单价 Bid unit price（元/台/月，含税）", "得分 Score", "结果 Result"],
               ["1", "宁夏贺兰山算力科技有限公司", "45,900.00", "92.6", "√ 中标 awarded"],
               ["2", "内蒙古和林智算有限公司", "44,800.00", "88.1", "—"],
               ["3", "甘肃庆阳数港科技有限公司", "47,300.00", "85.4", "—"]],
         [0.1, 0.34, 0.26, 0.12, 0.18]),
        ("h", "中标内容 Award"),
        ("t", [["项目 Item", "内容 Detail"],
               ["数量 Quantity", "H800 八卡服务器 八台 eight (8) servers"],
               ["中标单价 Unit price", "¥45,900.00 / 台 / 月（含 6% 增值税）per server per month incl. 6% VAT"],
               ["中标总价 Contract value", "¥4,406,400.00（八台 × 12 个月 / 8 servers x 12 months）"],
               ["服务期 Term", "12 个月，最短服务期 12 个月；按月支付 / 12 months, minimum 12 months; paid monthly"]],
         [0.26, 0.74]),
        ("p", "投标保证金 ¥80,000.00 将于合同签订后 5 个工作日内无息退还。/ The bid bond of ¥80,000.00 will be returne"
              "d "
              "without interest within 5 working days after signature."),
        ("h", "合同主要条款 Main contract terms（按招标文件第五章及贵司投标文件 / per tender chapter 5 and your bid）"),
        *bi_terms([
            ("每台 8 × NVIDIA H800 SXM5 80GB，NVLink 八卡全互联 400GB/s；2 × Xeon Platinum 8468（48 核）；2TB 内存；"
             "系统盘 2 × 960GB NVMe RAID1；数据盘 4 × 7.68TB NVMe（30.72TB）；NDR InfiniBand 4 × 400Gb/s，RDMA；"
             "公网 100Mbps 每台。",
             "Each server: 8 x NVIDIA H800 SXM5 80 GB, NVLink full mesh 400 GB/s; 2 x Xeon Platinum 8468 (48 cores "
             "each); 2 TB RAM; boot 2 x 960 GB NVMe RAID 1; data 4 x 7.68 TB NVMe (30.72 TB); NDR InfiniBand 4 x "
             "400 Gb/s with RDMA; internet 100 Mbps per server."),
            ("中标人保证 GPU 型号 H800 SXM5 及每卡 80GB 显存，不替换；整机独享，不虚拟化、不超售。",
             "The bidder guarantees H800 SXM5 GPUs with 80 GB each, no substitution; dedicated whole servers, no "
             "virtualisation or oversubscription."),
            ("机内 NVSwitch 全互联、机间 NDR InfiniBand 非阻塞组网，服务期内不降配。",
             "NVSwitch full mesh inside and non-blocking NDR InfiniBand between servers for the whole term."),
            ("每台月度可用率 99.9%；每低 0.1 个百分点扣减该台当月服务费 5%，最高 50%。",
             "99.9% monthly availability per server; 5% of that server's monthly fee deducted per 0.1 point below, "
             "up to 50%."),
            ("交付后 72 小时内 8 机 64 卡 nccl-tests busbw ≥ 140GB/s、70B 全参微调基准 MFU ≥ 38%，达标后验收。",
             "Acceptance within 72 hours: 8-server, 64-GPU nccl-tests busbw >= 140 GB/s and a 70B full fine-tune "
             "benchmark at MFU >= 38%."),
            ("服务期满后 7 日内安全擦除全部数据盘并出具销毁证明。",
             "All data disks securely erased within 7 days after the term, with a destruction certificate."),
        ]),
        ("p", "请贵司于本通知书发出之日起 15 日内与我院签订合同。/ Please sign the contract within 15 days of this let"
              "ter."),
        ("right", "江南智能计算研究院（盖章）Jiangnan Institute of Intelligent Computing"),
        ("seal", "江南智能计算研究院<br/>采购专用章"),
    ], cjk=True, title="JNIC-ZB-2026-031 中标通知书", author="江南智能计算研究院",
        footer="江南智能计算研究院　JNIC-ZB-2026-031")


@doc("u26")
def u26(out: Path) -> None:
    pdf(out / "u26-dinggou-dan-gouxuan-b200-32ka-bi.pdf", [
        ("brand", "星洲算力　SINZHOU COMPUTE"),
        ("slogan", "星洲算力私人有限公司 Sinzhou Compute Pte. Ltd.　UEN 202318847K　10 Anson Road, #22-02, Singapore "
                   "079903　数据中心 Data centre：Johor Bahru, Malaysia（JB-3）"),
        ("ctitle", "算力服务订购单 Compute Service Order Form"),
        ("t", [["订购单号 Order No.", "SZ-OF-2612-004", "日期 Date", "2026-12-04"],
               ["客户 Customer", "Tanjong Labs Sdn. Bhd.（丹绒实验室）", "币种 Currency", "USD（不含税 excl. tax）"]],
         [0.2, 0.4, 0.16, 0.24], {"head": 0}),
        ("h", "一、资源 Resources"),
        ("t", [["项目 Item", "内容 Detail"],
               ["GPU 数量 GPU count", "32 卡 GPUs（每台 8 卡 / 8 per server，HGX B200）"],
               ["GPU", "NVIDIA B200 180GB HBM3e，NVLink 5 + NVSwitch，每卡 per GPU 1.8TB/s；BF16 稠密 dense 2,250 "
                       "TFLOPS（稀疏 sparse 4,500）"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Platinum 8570（56 核 cores each）/ 2TB DDR5"],
               ["系统盘 Boot", "2 × 1.92TB NVMe（RAID1）"],
               ["数据盘 Local data", "8 × 3.84TB NVMe（每台 30.72TB per server）"],
               ["计算网络 Compute fabric", "NDR InfiniBand 8 × 400Gb/s 每台 per server，GPUDirect RDMA"],
               ["公网 Internet", "上联端口 uplink port 100GbE；互联网带宽 internet bandwidth 1Gbps / 台 per server"]],
         [0.26, 0.74]),
        ("h", "二、计费方式（请勾选）Billing option (tick one)"),
        ("t", [["选择 Select", "方式 Option", "单价 Rate", "说明 Notes"],
               ["□", "按量 On-demand", "USD 5.40 / 卡·时 per GPU-hour", "按秒计费 per-second billing，无最短期限"],
               ["□", "1 个月 1-month", "USD 4.90 / 卡·时 per GPU-hour", "最短 1 个月 minimum 1 month"],
               ["√", "12 个月预留 12-month reserved", "USD 3.95 / 卡·时 per GPU-hour（USD 31.60 / 台·时 per "
                                                    "server-hour）", "最短 12 个月 minimum 12 months；按月预付 "
                                                                    "invoiced monthly in advance"]],
         [0.1, 0.24, 0.32, 0.34], {"shade": [3]}),
        ("h", "三、服务承诺 Service commitments"),
        *bi_terms([
            ("GPU 为 NVIDIA B200，每卡 180GB，不替换型号。", "GPUs are NVIDIA B200 with 180 GB each; no substitution."),
            ("整机物理独享，不启用 MIG / vGPU，不超售。", "Whole physical servers dedicated; no MIG, vGPU or "
                                                      "oversubscription."),
            ("机内 NVSwitch 八卡全互联；机间 NDR InfiniBand 8 × 400Gb/s 非阻塞。", "NVSwitch full mesh in each server; "
             "non-blocking NDR InfiniBand 8 x 400 Gb/s between servers."),
            ("每台月度可用率 99.95%；每低 0.05% 补偿该台月费 5%，最高 50%。", "99.95% monthly availability per server; "
             "credit of 5% of the server's monthly charges per 0.05% below, up to 50%."),
            ("交付后 48 小时内 4 机 32 卡 nccl-tests busbw ≥ 700GB/s，达标起租。", "Acceptance within 48 hours: 4-serv"
                                                                                   "er, "
             "32-GPU nccl-tests busbw of at least 700 GB/s; charges start on pass."),
            ("到期后 5 个工作日内擦除全部数据盘并出具证明。", "All data disks erased within 5 business days after the "
                                                           "term, with a certificate."),
        ]),
        ("t", [["供方 Provider：星洲算力私人有限公司 Sinzhou Compute Pte. Ltd.", "客户 Customer：Tanjong Labs Sdn. Bhd"
                                                                                 "."],
               ["签字 Signed：林振邦 Lim Chun Pang", "签字 Signed：Nur Aisyah binti Rahman"]], [0.5, 0.5],
         {"head": 0, "nogrid": True}),
    ], cjk=True, title="SZ-OF-2612-004", author="Sinzhou Compute Pte. Ltd.",
        footer="星洲算力私人有限公司 Sinzhou Compute Pte. Ltd.　SZ-OF-2612-004")


@doc("u27")
def u27(out: Path) -> None:
    pdf(out / "u27-hebing-danyuange-baojia-a100-liutai-bi.pdf", [
        ("brand", "松湖智算　SONGHU AI"),
        ("slogan", "东莞松湖智算科技有限公司 Dongguan Songhu AI Compute Technology Co., Ltd.　广东省东莞市松山湖"
                   "高新区工业北路 6 号"),
        ("ctitle", "报价单 QUOTATION　SH-BJ-2611-271"),
        ("p", "客户 Customer：东莞松湖视联科技有限公司 Songhu Vision Link Technology　日期 Date：2026-11-26　"
              "有效期 Valid：30 天 days"),
        ("t", [["配置（每台）Configuration per server", "部件 Part", "规格 Specification", "数量 Qty",
                "单价 Unit price"],
               ["A100 八卡服务器<br/>8 x A100 server", "GPU", "8 × NVIDIA A100 SXM4 80GB，NVSwitch 全互联，NVLink "
                                                          "600GB/s", "六台<br/>six (6)",
                "¥31,800.00 / 台 / 月（含 6% 税 incl. 6% VAT）<br/>¥30,000.00 / 台 / 月（不含税 excl. VAT）"],
               ["", "CPU", "2 × AMD EPYC 7763（64 核 cores each）", "", ""],
               ["", "内存 RAM", "1TB DDR4", "", ""],
               ["", "系统盘 Boot", "2 × 960GB NVMe RAID1", "", ""],
               ["", "数据盘 Data", "4 × 3.84TB NVMe = 每台 15.36TB per server（六台合计 92.16TB for six）", "", ""],
               ["", "计算网络 Fabric", "HDR InfiniBand 8 × 200Gb/s（1.6Tb/s），GPUDirect RDMA", "", ""],
               ["", "公网 Internet", "共享带宽包 shared pool 1Gbps（六台共用 for all six）；每台保底 100Mbps "
                                     "guaranteed per server", "", ""]],
         [0.16, 0.13, 0.37, 0.1, 0.24], {"span": [((0, 1), (0, 7)), ((3, 1), (3, 7)), ((4, 1), (4, 7))],
                                         "valign": "MIDDLE"}),
        ("t", [["其他费用 Other charges", "金额 Amount"],
               ["押金 Deposit（两个月租金 two months' rent，可退 refundable）", "¥381,600.00"],
               ["上架及调试 Installation（一次性 one-off）", "¥12,000.00"],
               ["月租合计 Monthly total（六台 six servers，含税 incl. VAT）", "¥190,800.00"]], [0.7, 0.3]),
        ("p", "租期 Term：最短 6 个月 minimum 6 months；按月预付 monthly in advance。"),
        ("h", "服务承诺 Commitments"),
        *bi_terms([
            ("型号 NVIDIA A100 SXM4 80GB，每卡 80GB，不替换为 40GB 或 PCIe 版本。", "NVIDIA A100 SXM4 80GB with 80 GB "
             "per GPU; never a 40 GB or PCIe part."),
            ("整机独享，不启用 MIG、不超售。", "Dedicated whole servers; no MIG, no oversubscription."),
            ("机内 NVSwitch 全互联；机间 HDR InfiniBand 8 × 200Gb/s。", "NVSwitch full mesh inside; HDR InfiniBand "
             "8 x 200 Gb/s between servers."),
            ("每台月度可用率 99.9%；每低 0.1% 减免该台月租 10%，最高 100%。", "99.9% monthly availability per server; "
             "10% of its monthly rent credited per 0.1% below, up to 100%."),
            ("交付后 24 小时内 6 机 48 卡 nccl-tests busbw ≥ 180GB/s，达标后起租。", "Acceptance within 24 h: 6-server"
                                                                                     ", "
             "48-GPU nccl-tests busbw >= 180 GB/s; rent starts on pass."),
            ("退租后 7 日内擦除数据盘并出具证明。", "Data disks wiped within 7 days after the term, with a certificate"
                                                    "."),
        ]),
        ("right", "东莞松湖智算科技有限公司 Dongguan Songhu AI Compute Technology Co., Ltd."),
        ("seal", "东莞松湖智算科技有限公司<br/>业务专用章"),
    ], cjk=True, title="SH-BJ-2611-271", author="东莞松湖智算科技有限公司",
        footer="东莞松湖智算科技有限公司　SH-BJ-2611-271")


@doc("u28")
def u28(out: Path) -> None:
    pdf(out / "u28-jiaofu-yanshou-dan-h200-bi.pdf", [
        ("brand", "南海智算　NANHAI AI COMPUTE"),
        ("slogan", "海南南海智算科技有限公司 Hainan Nanhai AI Compute Technology Co., Ltd.　海口市秀英区 海南生态软件"
                   "园"),
        ("ctitle", "交付及验收确认单 Delivery and Acceptance Certificate"),
        ("p", "编号 No.：NH-YS-2612-015　　合同 Contract：NH-HT-2611-092　　日期 Date：2026-12-05"),
        ("p", "客户 Customer：海口椰风智语科技有限公司　　服务方 Provider：海南南海智算科技有限公司"),
        ("h", "一、交付清单 Delivered servers"),
        ("t", [["#", "主机名 Hostname", "序列号 Serial", "机柜 Rack", "配置 Configuration"],
               ["1", "nh-h200-a01", "NH2611H2000731", "HK3-R12", "8 × H200 SXM 141GB"],
               ["2", "nh-h200-a02", "NH2611H2000732", "HK3-R12", "8 × H200 SXM 141GB"]],
         [0.05, 0.2, 0.25, 0.15, 0.35]),
        ("p", "合计两台 two (2) servers。每台 Each：NVLink 4 + NVSwitch 全互联（每卡 900GB/s）；2 × Intel Xeon Platinu"
              "m "
              "8468（48 核 cores each）；2TB 内存；系统盘 2 × 960GB NVMe RAID1；数据盘 4 × 7.68TB NVMe（30.72TB）；NDR "
              "InfiniBand 8 × 400Gb/s，RDMA；公网 BGP 200Mbps 每台 per server。"),
        ("h", "二、验收测试 Acceptance tests（合同第 5 条 / contract clause 5）"),
        ("t", [["测试 Test", "验收标准 Threshold", "实测 Measured", "结果 Result"],
               ["nccl-tests all_reduce（单机 8 卡）", "≥ 360 GB/s", "372 GB/s", "√ 通过 pass"],
               ["nccl-tests all_reduce（2 机 16 卡）", "≥ 330 GB/s", "348 GB/s", "√ 通过 pass"],
               ["fio 顺序读 seq. read（每台）", "≥ 12 GB/s", "13.6 GB/s", "√ 通过 pass"],
               ["Llama 3 70B LoRA 200 步 MFU", "≥ 38%", "41.2%", "√ 通过 pass"]], [0.38, 0.2, 0.2, 0.22]),
        ("p", "全部通过，租期自 2026 年 12 月 5 日起算。/ All passed; the term starts on 5 December 2026."),
        ("h", "三、合同主要条款重述 Contract terms restated"),
        *bi_terms([
            ("单价 ¥92,800.00 / 台 / 月（含 6% 增值税）；租期 12 个月为最短租期；按月预付。",
             "¥92,800.00 per server per month incl. 6% VAT; 12 months, the minimum term; monthly in advance."),
            ("GPU 为 NVIDIA H200 SXM，每卡 141GB，不替换型号。", "NVIDIA H200 SXM GPUs with 141 GB each; no "
                                                              "substitution."),
            ("整机独享，不虚拟化、不切分、不超售。", "Dedicated whole servers; no virtualisation, slicing or "
                                                    "oversubscription."),
            ("机内 NVSwitch 全互联；机间 NDR InfiniBand 8 × 400Gb/s。", "NVSwitch full mesh inside; NDR InfiniBand "
             "8 x 400 Gb/s between servers."),
            ("每台月度可用率 99.9%；每低 0.1% 减免该台月租 10%，最高 50%。", "99.9% monthly availability per server; "
             "10% credit per 0.1% below, up to 50%."),
            ("租期结束后 7 日内安全擦除全部数据盘并出具销毁证明。", "All data disks securely erased within 7 days afte"
                                                                    "r "
             "the term, with a destruction certificate."),
        ]),
        ("t", [["服务方 Provider：海南南海智算科技有限公司（盖章）", "客户 Customer：海口椰风智语科技有限公司（盖章）"],
               ["交付工程师 Engineer：符海青", "验收人 Accepted by：吴一帆"]], [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], cjk=True, title="NH-YS-2612-015", author="海南南海智算科技有限公司",
        footer="海南南海智算科技有限公司　NH-YS-2612-015")


@doc("u29")
def u29(out: Path) -> None:
    text(out / "u29-shuangyu-youjian-xunjia-huifu-a800-bi.txt", """
From: 杨帆 Yang Fan <yangfan@lancang-ai.cn>
To: procurement@mekongdata.co.th
Cc: 白若水 Bai Ruoshui <bairs@lancang-ai.cn>
Date: Mon, 30 Nov 2026 15:26:07 +0800
Subject: 回复：A800 询价 / RE: RFQ MD-RFQ-2611 for A800 servers

Khun Siriwan 您好 / Dear Khun Siriwan,

感谢贵司询价（MD-RFQ-2611）。我司可提供两台 A800 八卡服务器，报价如下。
Thank you for RFQ MD-RFQ-2611. We can provide two (2) 8-GPU A800 servers as follows.

一、配置（每台）/ Configuration (per server)
- GPU：8 × NVIDIA A800 SXM4 80GB，NVSwitch 八卡全互联，每卡 NVLink 400GB/s / NVSwitch full mesh, 400 GB/s NVLink per GPU
- CPU：2 × Intel Xeon Platinum 8380（40 核 cores each）
- 内存 RAM：1TB DDR4
- 系统盘 Boot：2 × 480GB SATA SSD（RAID1）
- 数据盘 Data：4 × 3.84TB NVMe（每台 15.36TB per server）
- 计算网络 Fabric：HDR InfiniBand 4 × 200Gb/s，支持 RDMA / with RDMA
- 网络 Network：上联端口 2 × 25GbE；公网带宽 100Mbps 独享 / uplink port 2 x 25 GbE; internet bandwidth 100 Mbps dedic\
ated per server

二、价格 / Price
- ¥36,800.00 / 台 / 月（含 6% 增值税）/ ¥36,800.00 per server per month incl. 6% VAT
- 数量：两台 / Quantity: two (2)
- 美元参考价约 USD 5,180 / 台 / 月，仅供参考，以人民币结算 / about USD 5,180 per server-month for reference only; inv\
oiced and paid in CNY
- 最短租期 3 个月，按月预付 / minimum term 3 months, monthly in advance

三、服务承诺 / Commitments
1. 型号 NVIDIA A800 SXM4，每卡 80GB，不替换。/ NVIDIA A800 SXM4, 80 GB per GPU, no substitution.
2. 整机独享，不虚拟化、不切分、不超售。/ Whole servers dedicated; no virtualisation, slicing or oversubscription.
3. 机内 NVSwitch 全互联（400GB/s），两台之间 HDR InfiniBand 4 × 200Gb/s。/ NVSwitch full mesh inside (400 GB/s); HDR \
InfiniBand 4 x 200 Gb/s between the two servers.
4. 每台月度可用率 99.9%；每低 0.1% 减免该台当月租金 8%，最高 40%。/ 99.9% monthly availability per server; 8% of that\
 month's rent credited per 0.1% below, up to 40%.
5. 交付后 24 小时内双方执行 nccl-tests（2 机 16 卡 busbw ≥ 150GB/s）与 fio（≥ 8GB/s），达标后签字起租。/ Within 24 ho\
urs of delivery both parties run nccl-tests (2 servers, 16 GPUs, busbw >= 150 GB/s) and fio (>= 8 GB/s); rent starts \
when both pass and are signed off.
6. 租期结束后 5 个工作日内安全擦除数据盘并出具擦除证明。/ Data disks securely erased within 5 business days after the\
 term, with an erasure certificate.

本报价有效期 20 天。/ This quotation is valid for 20 days.

杨帆 Yang Fan
海外业务部 International Business
云南澜沧智算科技有限公司 Yunnan Lancang AI Compute Technology Co., Ltd.
澜沧智算 LANCANG AI | 昆明市呈贡区 | +86 871 6590 2213
""")


@doc("u30")
def u30(out: Path) -> None:
    pdf(out / "u30-chanpin-shouce-a800-pcie-nvswitch-bi.pdf", [
        ("slide", "蛇口算力　SHEKOU COMPUTE"),
        ("sub", "A800 PCIe 训练服务器 · 产品手册 / A800 PCIe training server · product brief"),
        ("bullet", "深圳蛇口算力科技有限公司 Shenzhen Shekou Compute Technology Co., Ltd.　2026 年 11 月版 / November "
                   "2026 edition"),
        ("pb",),
        ("slide", "为什么选我们 Why us"),
        ("bullet", "• 8 × NVIDIA A800 80GB PCIe，NVSwitch 八卡全互联 full mesh，每卡 400GB/s"),
        ("bullet", "• 与 SXM 机型同等的张量并行效率 / tensor-parallel efficiency on a par with SXM servers"),
        ("bullet", "• 价格仅为 SXM 机型的七成 / about 70% of the SXM price"),
        ("pb",),
        ("slide", "配置 Configuration（每台 per server）"),
        ("t", [["部件 Part", "规格 Specification"],
               ["GPU", "8 × NVIDIA A800 80GB PCIe（HBM2e）"],
               ["互联 Interconnect", "NVSwitch 全互联 full mesh，每卡 NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Gold 6348（28 核 cores each）"],
               ["内存 RAM", "1TB DDR4"],
               ["硬盘 Disks", "系统盘 boot 960GB NVMe；数据盘 data 2 × 7.68TB NVMe（15.36TB）"],
               ["网络 Network", "RoCE v2 2 × 100GbE（RDMA）；公网 internet 100Mbps / 台"]], [0.26, 0.74],
         {"big": True}),
        ("pb",),
        ("slide", "价格与条款 Price and terms"),
        ("t", [["项目 Item", "内容 Detail"],
               ["单价 Price", "¥26,500.00 / 台 / 月（含 6% 增值税 incl. VAT）"],
               ["本期报价数量 Quoted quantity", "四台 four (4)（深圳前海图灵语言科技有限公司 询价 / for Qianhai Turing "
                                               "Language Tech）"],
               ["租期 Term", "最短 3 个月 minimum 3 months，按月预付 monthly in advance"]], [0.3, 0.7], {"big": True}),
        ("bullet", "• 型号与显存：A800 80GB PCIe，每卡 80GB，不替换 / A800 80GB PCIe, 80 GB each, no substitution"),
        ("bullet", "• 独享：整机独享，不虚拟化、不超售 / dedicated whole servers, no virtualisation or oversubscriptio"
                   "n"),
        ("bullet", "• 互联：机内 NVSwitch 全互联 400GB/s，机间 RoCE v2 2 × 100GbE / NVSwitch full mesh inside, RoCE v2 "
                   "between servers"),
        ("bullet", "• 可用率 99.9%，每低 0.1% 减免该台月租 10%，最高 50% / 99.9% per server monthly, 10% credit per "
                   "0.1% below, up to 50%"),
        ("bullet", "• 验收：交付 24 小时内 nccl-tests 单机 busbw ≥ 150GB/s，达标起租 / acceptance: nccl-tests busbw >= "
                   "150 GB/s within 24 h"),
        ("bullet", "• 数据：退租后 5 个工作日内擦除并出具证明 / data wiped within 5 business days, with a certificate"),
    ], cjk=True, land=True, title="蛇口算力 A800 PCIe 产品手册", author="深圳蛇口算力科技有限公司",
        footer="深圳蛇口算力科技有限公司 Shenzhen Shekou Compute Technology Co., Ltd.")


@doc("u31")
def u31(out: Path) -> None:
    pdf(out / "u31-caigou-shenpi-dan-xuanding-h100-bi.pdf", [
        ("brand", "星湖大模型　XINGHU LLM"),
        ("slogan", "苏州星湖大模型科技有限公司 Suzhou Xinghu LLM Technology Co., Ltd.　内部文件 Internal"),
        ("ctitle", "采购审批单 Procurement Approval Form"),
        ("t", [["单号 Form No.", "XH-CG-2611-044", "申请日期 Date", "2026-11-27"],
               ["申请部门 Dept.", "预训练组 Pre-training team", "申请人 Requester", "顾言之 Gu Yanzhi"],
               ["用途 Purpose", "Llama 3 70B LoRA 微调 fine-tuning，三台 three (3) H100 八卡服务器", "预算 Budget",
                "¥1,200,000（6 个月 months）"]], [0.16, 0.42, 0.16, 0.26], {"head": 0}),
        ("h", "一、供应商比选 Supplier comparison"),
        ("t", [["候选 Candidate", "供应商 Supplier", "单价（元/台/月，含税）", "交付 Delivery", "选定 Selected"],
               ["A", "北辰智算科技（北京）有限公司", "65,500.00", "2 周 weeks", ""],
               ["B", "武汉东湖云计算有限公司（东湖云 DONGHU CLOUD）", "63,900.00", "1 周 week", "√"],
               ["C", "合肥庐州算力有限公司", "61,200.00（PCIe 版本 PCIe version）", "3 周 weeks", "不符合 fails spec"]],
         [0.1, 0.4, 0.22, 0.12, 0.16], {"shade": [2]}),
        ("p", "选定理由 Reason：B 为 SXM5 机型且条款完整；C 报 H100 PCIe，不满足规格。/ B offers SXM5 with complete te"
              "rms; "
              "C offered H100 PCIe, which fails the specification."),
        ("h", "二、选定供应商承诺（摘自其报价 DH-Q-2611-310）Selected supplier's commitments (from its quote "
              "DH-Q-2611-310)"),
        *bi_terms([
            ("供应商：武汉东湖云计算有限公司（合同及开票主体）；单价 ¥63,900.00 / 台 / 月（含 6% 增值税）；数量三台；"
             "最短租期 6 个月，按月预付。", "Supplier: Wuhan Donghu Cloud Computing Co., Ltd. (contracts and invoices)"
                                            "; "
                                          "unit price ¥63,900.00 per server per month incl. 6% VAT; quantity three "
                                          "(3); minimum term 6 months; monthly in advance."),
            ("每台 8 × H100 SXM5 80GB，NVSwitch 全互联 900GB/s；2 × Xeon Platinum 8480+（56 核）；2TB；系统盘 2 × "
             "960GB NVMe；数据盘 8 × 3.84TB NVMe（30.72TB）；NDR InfiniBand 8 × 400Gb/s（RDMA）；公网 200Mbps 每台。",
             "Each server: 8 x H100 SXM5 80 GB, NVSwitch full mesh 900 GB/s; 2 x Xeon Platinum 8480+ (56 cores each); "
             "2 TB; boot 2 x 960 GB NVMe; data 8 x 3.84 TB NVMe (30.72 TB); NDR InfiniBand 8 x 400 Gb/s (RDMA); "
             "internet 200 Mbps per server."),
            ("保证型号 H100 SXM5 与每卡 80GB，不替换；整机独享，不虚拟化、不超售；机内 NVSwitch、机间 NDR 全程不降配。",
             "H100 SXM5 with 80 GB each, no substitution; dedicated, no virtualisation or oversubscription; NVSwitch "
             "inside and NDR between servers for the whole term."),
            ("每台月度可用率 99.9%；每低 0.1% 减免该台月租 10%，最高 100%。", "99.9% monthly availability per server; "
             "10% credit per 0.1% below, up to 100%."),
            ("交付 48 小时内 3 机 24 卡 nccl-tests busbw ≥ 350GB/s，达标后起租。", "Acceptance within 48 h: 3-server, "
             "24-GPU nccl-tests busbw >= 350 GB/s; rent starts on pass."),
            ("退租后 5 个工作日内擦除全部数据盘并出具销毁证明。", "All data disks erased within 5 business days after "
                                                                  "the "
             "term, with a destruction certificate."),
        ]),
        ("t", [["审批 Approval", "意见 Opinion", "签字 / 日期"],
               ["部门负责人 Head of team", "同意 Approved", "沈既白 2026-11-28"],
               ["财务 Finance", "同意，月度 ¥191,700 在预算内 within budget", "孔令仪 2026-11-29"],
               ["总经理 CEO", "同意 Approved", "宋知远 2026-11-30"]], [0.3, 0.45, 0.25]),
    ], cjk=True, title="XH-CG-2611-044", author="苏州星湖大模型科技有限公司",
        footer="苏州星湖大模型科技有限公司　采购审批单 XH-CG-2611-044　内部文件")


@doc("u32")
def u32(out: Path) -> None:
    pdf(out / "u32-pingtai-dingdan-kashi-fengding-h100-bi.pdf", [
        ("brand", "长算网　YRD COMPUTE EXCHANGE"),
        ("slogan", "长三角算力调度平台 由上海长算网络科技有限公司运营 / operated by Shanghai Changsuan Network Technol"
                   "ogy "
                   "Co., Ltd."),
        ("ctitle", "订单确认 Order Confirmation　CS-OD-20261202-5519"),
        ("p", "买方 Buyer：杭州云栖问道智能科技有限公司　　下单时间 Placed：2026-12-02 16:20"),
        ("p", "合同主体 Contracting party：上海长算网络科技有限公司（平台自营，签约并开具发票 / sells, contracts and "
              "invoices）。资源站点 Resource site：芜湖江城数据中心有限公司（仅提供机房与运维，不是合同主体 / provides "
              "the data hall and operations only; not a party）。"),
        ("h", "一、资源 Resources"),
        ("t", [["项目 Item", "内容 Detail"],
               ["规格 Instance", "H100 SXM5 八卡裸金属 8-GPU bare metal（芜湖 WH-2 站点 site）"],
               ["数量 Quantity", "2 台 servers（共 16 卡 / 16 GPUs）"],
               ["GPU", "8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互联，每卡 NVLink 900GB/s"],
               ["主机 Host", "2 × Intel Xeon Platinum 8468（48 核 cores each）；2TB 内存 RAM"],
               ["硬盘 Disks", "系统盘 boot 2 × 960GB NVMe RAID1；数据盘 data 4 × 7.68TB NVMe（每台 30.72TB）"],
               ["网络 Networks", "计算 compute：RoCE v2 8 × 400GbE（RDMA）；存储 storage：2 × 100GbE；公网 internet："
                                 "BGP 300Mbps / 台"]], [0.2, 0.8]),
        ("h", "二、计费 Billing"),
        ("t", [["项目 Item", "内容 Detail"],
               ["单价 Rate", "¥9.80 / 卡·时 per GPU-hour（¥78.40 / 台·时 per server-hour），含 6% 增值税 incl. VAT"],
               ["计费粒度 Granularity", "按小时计费，不足 1 小时按 1 小时 / per hour, part hours rounded up"],
               ["月度封顶 Monthly cap", "每台每自然月最高 ¥52,000.00 / capped at ¥52,000.00 per server per month"],
               ["最短期限 Minimum", "1 个月 1 month"],
               ["预付款 Prepayment", "¥104,000.00（两台一个月封顶额 / one month's cap for two servers），按月结算"]],
         [0.2, 0.8]),
        ("h", "三、服务承诺 Commitments（由上海长算网络科技有限公司承担 / given by the contracting party）"),
        *bi_terms([
            ("GPU 为 NVIDIA H100 SXM5，每卡 80GB，不替换。", "NVIDIA H100 SXM5 GPUs, 80 GB each, no substitution."),
            ("整机独享，不虚拟化、不启用 MIG、不超售。", "Dedicated whole servers; no virtualisation, MIG or "
                                                       "oversubscription."),
            ("机内 NVSwitch 全互联；两台之间 RoCE v2 8 × 400GbE。", "NVSwitch full mesh inside; RoCE v2 8 x 400 GbE "
             "between the two servers."),
            ("每台月度可用率 99.9%；每低 0.1% 返还该台当月费用 10%，最高 50%。", "99.9% monthly availability per "
             "server; 10% of that month's charges returned per 0.1% below, up to 50%."),
            ("交付 24 小时内 nccl-tests 2 机 16 卡 busbw ≥ 340GB/s，达标后开始计费。", "Acceptance within 24 h: "
             "2-server nccl-tests busbw >= 340 GB/s; billing starts on pass."),
            ("释放后 3 个工作日内擦除数据盘并在平台出具擦除证明。", "Data disks wiped within 3 business days after "
             "release, with an erasure certificate issued on the platform."),
        ]),
        ("small", "长算网 YRD Compute Exchange　客服 400-820-6616　上海市杨浦区政学路 77 号"),
    ], cjk=True, title="CS-OD-20261202-5519", author="上海长算网络科技有限公司",
        footer="上海长算网络科技有限公司 Shanghai Changsuan Network Technology Co., Ltd.　订单确认")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout26")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
