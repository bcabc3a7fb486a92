"""Build the holdout12 blind corpus: 30 GPU-rental offers in 31 files (PDF, .txt, .md), Chinese, English and
bilingual, weighted toward storage (per-node vs cluster totals, system vs data vs cache disks, RAID levels, BOM part
numbers, shared file systems and quotas, object storage add-ons, no local disk), pricing (node-month, GPU-hour,
card-day, node-year, instance-hour, term ladders, taxes, deposits, setup fees, totals) and vendor identity.

Run: python tests/corpus/holdout12/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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
pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))

Item = tuple
BUILDERS: dict[str, Callable[[Path], None]] = {}


def _styles(cjk: bool) -> dict[str, ParagraphStyle]:
    font = "STSong-Light" if cjk else "Helvetica"
    bold = "STSong-Light" if cjk else "Helvetica-Bold"
    wrap = "CJK" if cjk else None
    return {
        "title": ParagraphStyle("title", fontName=bold, fontSize=15, leading=20, spaceAfter=5, wordWrap=wrap),
        "head": ParagraphStyle("head", fontName=bold, fontSize=10, leading=13, wordWrap=wrap,
                               textColor=colors.HexColor("#1f3a5f")),
        "h": ParagraphStyle("h", fontName=bold, fontSize=11, leading=14.5, spaceBefore=6, spaceAfter=3,
                            wordWrap=wrap),
        "p": ParagraphStyle("p", fontName=font, fontSize=9.3, leading=13.2, spaceAfter=3, wordWrap=wrap),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.6, leading=10.2, wordWrap=wrap,
                                textColor=colors.HexColor("#505050")),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=8.4, leading=10.8, wordWrap=wrap),
        "mono": ParagraphStyle("mono", fontName="Courier", fontSize=8, leading=10),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool = False, title: str = "", author: str = "",
        footer: str = "", header: str = "", land: bool = False) -> None:
    """Lay out a list of (kind, ...) items as a PDF; a header line, a footer and page numbers on every page.

    Kinds: title, head, h, p, small (paragraphs); sp (space, mm); pb (page break); mono (preformatted, Latin only);
    t (ruled table: rows, column fractions, options head/shade); cols (two unruled columns of paragraphs)."""
    st = _styles(cjk)
    size = landscape(A4) if land else A4
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=18 * mm, bottomMargin=18 * mm, title=title, author=author)
    width = size[0] - 36 * mm
    story: list = []
    for item in items:
        kind = item[0]
        if kind in ("title", "head", "h", "p", "small"):
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
            style = [("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#8a8a8a")),
                     ("VALIGN", (0, 0), (-1, -1), "TOP")]
            if opts.get("head", True):
                style.append(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e3e9f1")))
            for r in opts.get("shade", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#fdf0c2")))
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
        canvas.setFont("STSong-Light" if cjk else "Helvetica", 7.5)
        if header:
            canvas.drawString(18 * mm, size[1] - 11 * mm, header)
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
@doc("z01")
def z01(out: Path) -> None:
    pdf(out / "z01-quotation-lines-h200-ladder-zh.pdf", [
        ("head", "沪芯算力（上海）信息技术有限公司　HUXIN COMPUTE"),
        ("small", "上海市闵行区紫星路 588 号 2 幢 7 层　销售热线 021-6433 8190"),
        ("title", "报 价 单"),
        ("t", [["报价单号", "HX-Q-20261126-07", "报价日期", "2026 年 11 月 26 日"],
               ["询价单位", "杭州澄明生物智能有限公司", "联系人", "沈博士"],
               ["报价有效期", "自报价日起 20 日", "付款方式", "月付，先付后用"]],
         [0.17, 0.33, 0.17, 0.33], {"head": False}),
        ("h", "一、报价明细"),
        ("t", [["项", "品名 / 说明", "数量", "单位", "单价（元）", "金额（元/月）"],
               ["1", "H200 八卡 GPU 裸金属服务器租赁（12 个月档，配置见第二节）", "2", "台·月", "135,000.00",
                "270,000.00"],
               ["2", "GPFS 并行文件系统 200TB（全集群共享，非单台容量）", "1", "套·月", "18,000.00", "18,000.00"],
               ["3", "额外公网 IPv4 地址", "4", "个·月", "50.00", "200.00"],
               ["4", "上架部署及联调（一次性，不计入月租）", "2", "台", "6,000.00", "12,000.00（一次性）"],
               ["", "月度费用合计（不含第 4 项）", "", "", "", "288,200.00"]],
         [0.05, 0.45, 0.08, 0.1, 0.15, 0.17], {"shade": [1]}),
        ("p", "注：以上单价均为含税价，含 13% 增值税。"),
        ("h", "租期与价格阶梯（服务器单价，元/台/月）"),
        ("t", [["租期", "3 个月", "6 个月", "12 个月"],
               ["单价", "148,000", "141,000", "135,000"],
               ["本次选择", "□", "□", "■ 已选"]], [0.25, 0.25, 0.25, 0.25]),
        ("p", "本单按 12 个月租期报价，租期内不可提前退租；提前终止须支付剩余月份租金的 50%。"),
        ("h", "二、单台服务器配置"),
        ("t", [["组件", "配置"],
               ["GPU", "NVIDIA HGX H200 8-GPU，8 × H200 SXM 141GB HBM3e"],
               ["GPU 互联", "第四代 NVLink + NVSwitch，全互联，单卡 900GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8558（48 核）"],
               ["内存", "2TB（32 × 64GB DDR5-5600）"],
               ["系统盘", "2 × 960GB M.2 NVMe，RAID1"],
               ["数据盘", "4 × 7.68TB U.2 NVMe（每台 30.72TB，不做 RAID）"],
               ["计算网络", "8 × 400Gb/s NDR InfiniBand（ConnectX-7），GPUDirect RDMA"],
               ["存储网络", "1 × 200Gb/s，接入第 2 项 GPFS"],
               ["公网", "200Mbps 独享带宽，不限流量"]], [0.2, 0.8]),
        ("h", "三、服务条款摘要（将写入正式合同）"),
        ("p", "（1）交付 GPU 为 NVIDIA H200 SXM，每卡显存 141GB，不以 H100 或其他型号代替；"
              "（2）整机物理独占，不做虚拟化、不切分、不超售；"
              "（3）机内 NVLink/NVSwitch 全互联，机间 NDR InfiniBand，按第二节交付；（4）月度服务可用性 ≥ 99.9%；"
              "（5）可用性每低于承诺 0.1 个百分点，减免该台当月租金 5%，最高减免 50%；"
              "（6）交付后 48 小时内完成验收：nvidia-smi 与 topo 检查、nccl-tests all_reduce 单机总线带宽不低于 "
              "380GB/s、双机不低于 180GB/s，以及 24 小时满载测试；"
              "（7）合同终止后 7 日内对本地盘及 GPFS 中客户数据进行安全擦除，并出具书面销毁证明。"),
        ("sp", 4),
        ("p", "报价人：沪芯算力（上海）信息技术有限公司　大客户部　周亦凡　（签章）"),
    ], cjk=True, title="报价单 HX-Q-20261126-07", author="沪芯算力（上海）信息技术有限公司",
        header="沪芯算力 HUXIN COMPUTE", footer="沪芯算力（上海）信息技术有限公司　统一社会信用代码 91310112MA1GXXXX7Q")


@doc("z02")
def z02(out: Path) -> None:
    pdf(out / "z02-keyvalue-a800pcie-card-day-zh.pdf", [
        ("title", "黔云智算 · GPU 算力租赁服务说明"),
        ("p", "服务方：贵州黔云智算科技有限公司（贵安新区数据中心）　　文件编号：QY-FW-2611-14　　2026-11-18"),
        ("p", "适用客户：北京澜舟语言科技有限公司（以下简称“客户”）"),
        ("h", "服务器配置（每台相同，共 3 台）"),
        ("p", "GPU：NVIDIA A800 80GB PCIe × 8（每两卡一组 NVLink 桥接，桥接带宽 400GB/s；非 SXM 全互联，如实说明）"),
        ("p", "CPU：2 × Intel Xeon Gold 6348（28 核，2.6GHz）"),
        ("p", "内存：1TB（16 × 64GB DDR4-3200）"),
        ("p", "系统盘：2 × 480GB SATA SSD（RAID1，仅操作系统）"),
        ("p", "数据盘：2 × 3.84TB NVMe U.2（每台 7.68TB）"),
        ("p", "缓存盘：1 × 1.6TB NVMe（作本地读缓存，不计入数据盘容量）"),
        ("p", "节点互联：2 × 200Gb/s HDR InfiniBand，支持 RDMA"),
        ("p", "公网带宽：50Mbps 独享"),
        ("h", "计费"),
        ("p", "单价：95 元/卡/天（含 6% 增值税），即每台 760 元/天。"),
        ("p", "计费方式：按自然日计费，不足一日按一日计。"),
        ("p", "起租期：三十天（30 天），到期可按日续租。"),
        ("p", "押金：无。安装费：无。"),
        ("h", "服务承诺"),
        ("p", "型号：交付 NVIDIA A800 80GB PCIe 原厂卡，不以 A100 40GB 或其他型号替代；显存：每卡 80GB。"),
        ("p", "互联：卡间 NVLink 桥接（两两一组）及 HDR InfiniBand，按上列交付。"),
        ("p", "独享：整机独享，GPU 不切分、不做 vGPU、不与他人共用。"),
        ("p", "可用性：月度可用性不低于 99.5%。"),
        ("p", "补偿：月度可用性每低于 99.5% 一个百分点，按该台当月费用的 10% 折算为服务时长补偿。"),
        ("p", "验收：交付后 24 小时内客户按验收清单测试（nvidia-smi、nccl-tests、fio 顺序读 ≥ 5GB/s），"
              "出现不符可要求更换。"),
        ("p", "数据删除：退租后 3 个工作日内擦除全部本地盘并提供擦除记录。"),
        ("sp", 3),
        ("p", "贵州黔云智算科技有限公司　客户经理：龙欣　0851-8890 2716"),
    ], cjk=True, title="服务说明 QY-FW-2611-14", author="贵州黔云智算科技有限公司",
        footer="贵州黔云智算科技有限公司　贵安新区数字经济产业园 B3 栋")


@doc("z03")
def z03(out: Path) -> None:
    text(out / "z03-dingtalk-chat-4090-nvlink-zh.txt", """
钉钉聊天记录导出　会话：极光算力-小周（销售） / 林工（苏州启明智能）
导出时间：2026-11-21 17:42

2026-11-21 15:02 林工（苏州启明智能）：
你好，想租一台 8 卡 4090 跑 Llama 3 8B 的 LoRA，有现货吗

2026-11-21 15:04 极光算力-小周（销售）：
有的林工～ 我们广州机房现货，配置发您
【整机配置】
GPU：RTX 4090 24G × 8
卡间互联：NVLink 桥接，8 卡全互联，卡间带宽 112GB/s
CPU：AMD EPYC 7543 32 核 × 2
内存：512G
系统盘：1T NVMe
数据盘：3.84T NVMe × 2
公网：100M 独享

2026-11-21 15:06 林工（苏州启明智能）：
4090 也能 NVLink？

2026-11-21 15:07 极光算力-小周（销售）：
我们这批是改装过的，加了桥，8 张卡都能互通，训练多卡很快的👍

2026-11-21 15:09 林工（苏州启明智能）：
价格呢

2026-11-21 15:11 极光算力-小周（销售）：
按量 2.0 元/卡/时，包月 10800/台/月，都含税
包月最少租一个月，押金一个月

2026-11-21 15:15 林工（苏州启明智能）：
那就包月，先租 3 个月。卡是独享的吧

2026-11-21 15:16 极光算力-小周（销售）：
整机独享的，不跟别人共用，放心

2026-11-21 15:20 林工（苏州启明智能）：
合同里有 SLA 吗

2026-11-21 15:22 极光算力-小周（销售）：
有的，合同模板写的可用性 99.5%，宕机按时长补，回头把合同发您

2026-11-21 15:23 林工（苏州启明智能）：
好，发合同吧，公司全称？

2026-11-21 15:24 极光算力-小周（销售）：
广州极光云算科技有限公司，稍后邮件发您～
""")


@doc("z04")
def z04(out: Path) -> None:
    pdf(out / "z04-contract-jiayi-h800-raid10-zh.pdf", [
        ("title", "GPU 算力服务器租赁合同（节选）"),
        ("p", "合同编号：XS-ZL-2026-0419"),
        ("p", "甲方（承租方）：成都川研大模型科技有限公司　　地址：成都市高新区天府五街 200 号"),
        ("p", "乙方（出租方）：北京星枢算力科技有限公司　　地址：北京市海淀区丰豪东路 9 号院"),
        ("p", "甲方因大模型全参数微调需要，向乙方租用 GPU 服务器。双方经友好协商，达成如下条款。"),
        ("h", "第二条　租赁标的"),
        ("p", "2.1 乙方向甲方出租 H800 八卡 GPU 服务器肆（4）台，单台配置如下："),
        ("t", [["名称", "单台规格"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB HBM3，NVSwitch 互联，NVLink 双向 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8480+，每颗 56 核"],
               ["内存", "2TB DDR5"],
               ["系统盘", "2 × 1.92TB SATA SSD，RAID1"],
               ["数据盘", "8 × 3.84TB NVMe，RAID10（原始容量 30.72TB，可用容量 15.36TB）"],
               ["计算网络", "8 × 400Gb/s RoCE v2 无损网络（RDMA）"],
               ["存储/业务网络", "2 × 100GbE"]], [0.2, 0.8]),
        ("h", "第三条　租期与租金"),
        ("p", "3.1 租期为十八个月，自甲方签署验收单之日起算。"),
        ("p", "3.2 每台每月租金人民币 112,000 元（大写：壹拾壹万贰仟元整），含 6% 增值税；4 台月租金合计人民币 "
              "448,000 元。"),
        ("p", "3.3 甲方于合同签订后 5 个工作日内支付相当于两个月租金的押金人民币 896,000 元，租期届满无违约的无息退还"
              "；押金不抵作租金。"),
        ("h", "第五条　乙方保证"),
        ("p", "5.1 乙方保证交付的 GPU 为 NVIDIA H800 SXM5 原厂模组，每卡显存 80GB。"),
        ("p", "5.2 租赁服务器由甲方独占使用，乙方不得将 GPU 虚拟化、切分或另行出租给第三方。"),
        ("p", "5.3 机内 NVSwitch 全互联及机间 RoCE v2 网络按第二条交付。"),
        ("h", "附件二　服务等级（SLA）"),
        ("p", "一、月度服务可用率不低于 99.95%（计划内维护须提前 72 小时书面通知，不计入不可用时长）。"),
        ("p", "二、服务不可用时，乙方按不可用时长的 10 倍向甲方补偿服务时长；单月累计不可用超过 8 小时的，甲方有权"
              "要求减免当月租金 30%。"),
        ("p", "三、验收标准：交付后 3 个工作日内，甲方以 Llama 3 70B 基准训练测试 MFU 不低于 40%、单机 nccl-tests "
              "all_reduce 总线带宽不低于 150GB/s、4 机扩展效率不低于 85% 为合格；不合格的乙方应在 5 日内整改。"),
        ("p", "四、租期届满或合同解除后 10 个工作日内，乙方对全部数据盘执行覆写擦除并出具数据销毁报告。"),
        ("sp", 5),
        ("t", [["甲方（盖章）：成都川研大模型科技有限公司", "乙方（盖章）：北京星枢算力科技有限公司"],
               ["授权代表：何佳", "授权代表：欧阳霖"],
               ["日期：2026 年 11 月 24 日", "日期：2026 年 11 月 24 日"]], [0.5, 0.5], {"head": False}),
    ], cjk=True, title="租赁合同 XS-ZL-2026-0419", author="北京星枢算力科技有限公司",
        footer="合同编号 XS-ZL-2026-0419　甲方：成都川研大模型科技有限公司　乙方：北京星枢算力科技有限公司")


@doc("z05")
def z05(out: Path) -> None:
    pdf(out / "z05-console-container-h100-timeslice-zh.pdf", [
        ("small", "https://console.baizeyun.cn/gpu/container/create　　打印时间 2026-11-28 10:14"),
        ("title", "白泽云 · 创建 GPU 容器实例"),
        ("p", "杭州白泽云计算有限公司　|　地域：华东 2（杭州）　|　可用区 H"),
        ("h", "1 选择规格"),
        ("t", [["", "规格", "GPU", "vCPU / 内存", "按量价格"],
               ["○", "gc.l20.1x", "1 × L20 48GB", "12 / 96 GiB", "6.90 元/小时"],
               ["●", "gc.h100.1x（独享型）*", "1 × H100 SXM5 80GB，独享显存 80GB", "16 / 128 GiB",
                "26.80 元/小时"],
               ["○", "gc.h100.8x（独享型）*", "8 × H100 SXM5 80GB", "128 / 1024 GiB", "214.40 元/小时"]],
         [0.05, 0.24, 0.31, 0.18, 0.22], {"shade": [2]}),
        ("h", "2 存储"),
        ("t", [["类型", "容量", "说明", "价格"],
               ["系统盘（高效云盘）", "100 GiB", "随实例释放", "含在实例价格内"],
               ["数据：文件存储 NAS 通用型（挂载至 /mnt/data）", "5 TB 配额", "共享文件系统，吞吐 600MB/s",
                "0.35 元/GB/月"],
               ["本地盘", "无", "—", "—"]], [0.34, 0.14, 0.3, 0.22]),
        ("h", "3 付费方式"),
        ("p", "● 按量付费：26.80 元/小时（含 6% 增值税），按秒计费，每小时结算，无最低使用时长。"),
        ("p", "○ 包月：15,800 元/月（本次未选）。"),
        ("h", "4 服务说明"),
        ("p", "实例月度可用性 99.95%，详见《白泽云弹性 GPU 服务等级协议》。释放实例后，云盘数据即时删除。"),
        ("p", "配置费用合计：26.80 元/小时 + NAS 按实际使用量计费。　　[ 立即购买 ]"),
        ("sp", 6),
        ("small", "* 独享型容器实例的 GPU 由平台调度器按时间片（time-slicing）分时调度，同一张物理 GPU 最多同时承载 4 "
                  "个独享型容器；显存不做硬隔离，由同卡容器共同使用。独享指 GPU 配额在实例生命周期内不被回收。"),
    ], cjk=True, title="白泽云 创建 GPU 容器实例", author="杭州白泽云计算有限公司",
        footer="杭州白泽云计算有限公司　ICP 备案 浙B2-2026XXXX")


@doc("z06")
def z06(out: Path) -> None:
    opt = [["项目", "方案一", "方案二（推荐）", "方案三"],
           ["服务器台数", "3 台", "6 台", "6 台"],
           ["GPU", "8 × H20 96GB / 台", "8 × H20 96GB / 台", "8 × H20 96GB / 台"],
           ["数据盘（每台）", "2 × 7.68TB NVMe", "4 × 7.68TB NVMe", "8 × 7.68TB NVMe"],
           ["计算网络（每台）", "2 × 400G RoCE", "4 × 400G RoCE", "4 × 400G RoCE"],
           ["年租金（元/台/年）", "598,000", "624,000", "672,000"],
           ["选定", "", "已选定（客户确认）", ""]]
    pdf(out / "z06-option-list-h20-node-year-zh.pdf", [
        ("title", "乌兰察布察哈尔云算科技有限公司"),
        ("head", "关于“智能语音大模型训练算力”比选的响应方案及报价"),
        ("p", "致：上海声衍信息科技有限公司 采购中心　　　　　　　　　　编号：CHR-BX-2611-02　日期：2026-11-19"),
        ("p", "贵司比选文件要求不少于 32 卡、支持 RDMA 组网。我司（察哈尔云算）提供三个方案供选择，经 11 月 25 日澄清"
              "会，贵司确认采用方案二。"),
        ("t", opt, [0.25, 0.25, 0.25, 0.25], {"shade": [6]}),
        ("h", "方案二 详细配置（每台）"),
        ("p", "GPU 8 × NVIDIA H20 96GB HBM3，NVLink 900GB/s；CPU 2 × Intel Xeon Platinum 8468（48 核）；内存 1.5TB（24"
              " × "
              "64GB）；系统盘 2 × 480GB SATA SSD（RAID1）；数据盘 4 × 7.68TB NVMe（30.72TB / 台，6 台合计 184.32TB）；"
              "计算网络 4 × 400Gb/s RoCE v2，RDMA；公网 100Mbps。"),
        ("h", "报价"),
        ("p", "方案二：每台年租金 624,000 元（含 6% 增值税），折合 52,000 元/台/月；6 台年租金合计 3,744,000 元。"
              "租期一年，按季度支付，每季度初支付 936,000 元。"),
        ("h", "服务保障"),
        ("t", [["条款", "承诺"],
               ["GPU 型号与显存", "NVIDIA H20，每卡 96GB，与比选文件一致"],
               ["互联", "机内 NVLink，机间 4 × 400G RoCE v2 按方案交付"],
               ["独享", "6 台整机专属，不虚拟化，不共享"],
               ["可用性", "年度可用性 99.9%"],
               ["赔偿", "未达承诺的，按未达时长 5 倍顺延服务期，或按比例退还租金（由甲方选择）"],
               ["验收", "交付后 5 个工作日内联合验收：nccl-tests 6 机 all_reduce ≥ 40GB/s，fio 顺序读 ≥ 12GB/s"],
               ["数据删除", "服务结束后 7 日内三次覆写擦除，出具证明"]], [0.22, 0.78]),
        ("p", "乌兰察布察哈尔云算科技有限公司（盖章）　项目负责人：乌日娜"),
    ], cjk=True, title="比选响应 CHR-BX-2611-02", author="乌兰察布察哈尔云算科技有限公司",
        footer="乌兰察布察哈尔云算科技有限公司　集宁区大数据产业园")


@doc("z07")
def z07(out: Path) -> None:
    pdf(out / "z07-oem-bom-a100-40g-hdd-zh.pdf", [
        ("title", "擎天集成 · GPU 计算节点租赁技术方案"),
        ("p", "方案提供及出租方：苏州擎天系统集成有限公司（擎天集成）"),
        ("p", "用户：江南理工大学 人工智能学院　　方案号：QT-JS-2611-88　　2026-11-22"),
        ("h", "1 设备清单（BOM，单节点，共 2 节点）"),
        ("t", [["#", "部件", "厂商料号", "描述", "数量"],
               ["1", "整机", "NF5488A5", "浪潮 4U 8-GPU 服务器", "1"],
               ["2", "GPU 模组", "935-23587-0000-000", "NVIDIA HGX A100 40GB SXM4 8-GPU，NVLink 600GB/s", "1"],
               ["3", "CPU", "100-000000312", "AMD EPYC 7763 64 核", "2"],
               ["4", "内存", "M393A4K40DB3-CWE", "32GB DDR4-3200 RDIMM", "32"],
               ["5", "系统盘", "MZ7L3960HCJR", "三星 PM893 960GB SATA SSD（RAID1）", "2"],
               ["6", "数据盘", "ST18000NM000J", "希捷 Exos 18TB 7200 转 SATA HDD（RAID6）", "12"],
               ["7", "读缓存盘", "MZ7L31T9HBLT", "三星 PM893 1.92TB SATA SSD（阵列读缓存）", "2"],
               ["8", "RAID 卡", "9560-16i", "Broadcom MegaRAID 8GB 缓存", "1"],
               ["9", "网卡", "MCX623106AN-CDAT", "ConnectX-6 Dx 双口 100GbE（TCP/IP，不启用 RoCE）", "1"]],
         [0.05, 0.13, 0.22, 0.5, 0.1]),
        ("h", "2 存储说明"),
        ("p", "每节点数据阵列 12 × 18TB RAID6，裸容量 216TB，可用约 180TB；整阵列顺序读约 1.5GB/s。两节点合计可用约 36"
              "0TB。系统盘 2 × 960GB RAID1，读缓存盘不计入可用容量。"),
        ("h", "3 网络"),
        ("p", "节点间经 1 块双口 100GbE 网卡（合计 200Gb/s）以 TCP/IP 互联；公网出口 50Mbps。"),
        ("h", "4 租赁价格"),
        ("p", "38,500 元/节点/月（不含税，增值税 6% 另计），2 节点月租 77,000 元（不含税）。最短租期六个月。"),
        ("h", "5 服务承诺"),
        ("p", "GPU 为 NVIDIA A100 40GB SXM4，每卡 40GB；NVLink 600GB/s 按 BOM 交付；节点专属用户使用，不与其他用户共享"
              "；月可用率 99.5%，每低 0.5% 退还月租 10%；到货 3 日内用户按 nvidia-smi、nccl-tests、fio 验收；"
              "租赁结束 7 日内对数据阵列做低级格式化并提供记录。"),
        ("p", "苏州擎天系统集成有限公司　技术经理：顾晓峰"),
    ], cjk=True, title="技术方案 QT-JS-2611-88", author="苏州擎天系统集成有限公司",
        footer="苏州擎天系统集成有限公司　苏州工业园区星湖街 328 号")


@doc("z08")
def z08(out: Path) -> None:
    text(out / "z08-idc-price-page-b200-zh.md", """
# 蓝湾智算 · GPU 裸金属价目（2026 年 12 月版）

> 运营主体：青岛蓝湾智算科技有限公司　｜　机房：青岛西海岸新区 T3+ 数据中心

| 编号 | 机型 | GPU | 本地数据盘（每台） | 机间网络 | 月租（元/台/月，含税） |
|---|---|---|---|---|---|
| LW-B1 | L20 八卡 | 8 × L20 48GB | 2 × 3.84TB NVMe | 2 × 100GbE | 19,800 |
| LW-H2 | H200 八卡 | 8 × H200 141GB | 4 × 7.68TB NVMe | 8 × 400G IB | 142,000 |
| LW-B8 ★ | B200 八卡 | 8 × B200 192GB | 8 × 3.84TB NVMe | 8 × 400G IB | 268,000 |
| LW-G4 | 4090 八卡 | 8 × RTX 4090 24GB | 2 × 3.84TB NVMe | 25GbE | 9,600 |

★ 为本次报价机型。

## 本次报价：LW-B8 × 2 台

- 客户：青岛海研智能装备有限公司
- GPU：8 × NVIDIA B200 192GB HBM3e，第五代 NVLink + NVSwitch，单卡 1.8TB/s
- CPU：2 × Intel Xeon Platinum 8570（56 核）
- 内存：2TB DDR5
- 系统盘：2 × 1.92TB M.2 NVMe（RAID1）
- 数据盘：8 × 3.84TB E3.S NVMe（每台 30.72TB；两台合计 61.44TB）
- 机间网络：8 × 400Gb/s NDR InfiniBand，GPUDirect RDMA
- 公网：500Mbps 独享
- 价格：268,000 元/台/月（含 6% 增值税），季付；最短租期 3 个月
- 两台月租合计：536,000 元

## 服务等级

1. GPU 型号、显存：B200 192GB，与上表一致，不以其他型号替代。
2. 互联：NVLink/NVSwitch 全互联 + NDR InfiniBand，按上表交付。
3. 独享：整机物理独享，无虚拟化，无超售。
4. 可用性：月度 99.9%。
5. 赔偿：每低 0.1%，返还当月租金 5%，封顶 50%。
6. 验收：交付后 48 小时内，nccl-tests 单机 all_reduce 总线带宽 ≥ 700GB/s、72 小时稳定性测试通过为准。
7. 数据：退租后 5 个工作日内 NVMe 安全擦除（Crypto Erase），出具证明。

*价格如有调整以双方签署的订单为准。联系：销售部 0532-8096 1120*
""")


@doc("z09")
def z09(out: Path) -> None:
    pdf(out / "z09-email-reseller-h100-besteffort-zh.pdf", [
        ("p", "发件人：韩立 &lt;hanli@yuntuhz.com&gt;"),
        ("p", "收件人：采购 王女士 &lt;wangli@mingjing-ai.cn&gt;"),
        ("p", "日期：2026年11月27日 星期五 09:41"),
        ("p", "主题：回复：H100 两台报价及 SLA"),
        ("sp", 3),
        ("p", "王女士，您好："),
        ("p", "感谢明镜智能的询价。我司北京云途汇智科技有限公司（云途汇智）为上游机房的授权代理商，由我司与贵司签约并"
              "开票。本次可提供 H100 整机 2 台，配置如下："),
        ("p", "· GPU：8 × NVIDIA H100 SXM5 80GB / 台，NVLink 900GB/s（HGX 平台）"),
        ("p", "· CPU：2 × Intel Xeon Platinum 8468（48 核）；内存 2TB"),
        ("p", "· 系统盘 2 × 960GB NVMe；数据盘 4 × 3.84TB NVMe（每台 15.36TB）"),
        ("p", "· 机间：8 × 400Gb/s InfiniBand NDR"),
        ("p", "· 公网：100Mbps"),
        ("p", "价格：15.20 元/卡/时（不含税，6% 增值税另计），按月结算；最短租期 3 个月。整机为贵司专用，不与他人共享"
              "。"),
        ("p", "关于您问的 SLA："),
        ("p", "1）可用性：上游机房尽力而为保障稳定运行，我司不对可用性作具体百分比承诺，以机房实际运行为准；"),
        ("p", "2）故障赔偿：如发生长时间故障，双方另行协商处理；"),
        ("p", "3）验收与数据删除：交付即可使用，暂无单独的验收流程；数据由贵司自行清理。"),
        ("p", "如无其他问题，我这边下周一出合同。"),
        ("sp", 3),
        ("p", "韩立 | 渠道销售总监"),
        ("p", "北京云途汇智科技有限公司"),
        ("p", "北京市朝阳区望京东园 519 号 11 层　电话 010-5730 8842"),
        ("sp", 4),
        ("small", "——————— 原始邮件 ———————"),
        ("small", "发件人：王莉　日期：2026-11-26　主题：H100 两台报价及 SLA"),
        ("small", "您好，请报两台 8 卡 H100 的价格，并说明可用性、赔偿、验收和数据删除条款。——明镜智能 采购部"),
    ], cjk=True, title="回复：H100 两台报价及 SLA", author="北京云途汇智科技有限公司",
        footer="北京云途汇智科技有限公司 — 本邮件及附件仅供收件人使用")


@doc("z10")
def z10(out: Path) -> None:
    pdf(out / "z10-reply-letter-l40s-70b-full-zh.pdf", [
        ("title", "南京紫金算力科技有限公司"),
        ("head", "询价回复函"),
        ("p", "紫金算复〔2026〕第 112 号"),
        ("p", "致：合肥量衡智能科技有限公司"),
        ("p", "贵司 11 月 20 日询价函收悉。贵司拟租用一台 GPU 服务器对 Llama 3 70B 进行全参数微调（full fine-tuning），"
              "预算有限，希望采用 L40S 机型。现将我司（紫金算力）可提供的配置与报价函复如下："),
        ("p", "一、配置：1 台 8 卡 L40S 服务器。GPU 8 × NVIDIA L40S 48GB（PCIe Gen4，卡间无 NVLink，通过 PCIe 交换芯片"
              "互通）；"
              "CPU 2 × AMD EPYC 9334（32 核）；内存 768GB（12 × 64GB DDR5）；系统盘 960GB SATA SSD；数据盘 2 × 7.68TB "
              "NVMe（15.36TB）；公网 100Mbps 独享。"),
        ("p", "二、价格：26,500 元/台/月（含 6% 增值税），最短租期叁个月（3 个月），月付。"),
        ("p", "三、服务条款：1. GPU 型号为 NVIDIA L40S，每卡显存 48GB，保证原厂全新；2. 卡间为 PCIe 互联，我司不宣称 "
              "NVLink；3. 整机独享，不虚拟化；4. 月度可用性不低于 99.9%；5. 每低 0.1% 退还当月租金 3%，上限 30%；"
              "6. 交付后 2 个工作日内贵司可按 nvidia-smi、p2pBandwidthLatencyTest 与 fio 进行验收，不合格可退租；"
              "7. 退租后 3 日内擦除本地盘数据并出具书面记录。"),
        ("p", "特此函复。"),
        ("sp", 4),
        ("p", "南京紫金算力科技有限公司（公章）"),
        ("p", "2026 年 11 月 23 日"),
    ], cjk=True, title="询价回复函 紫金算复〔2026〕112号", author="南京紫金算力科技有限公司",
        footer="南京紫金算力科技有限公司　南京市玄武区徐庄软件园紫气路 1 号")


@doc("z11")
def z11(out: Path) -> None:
    left = [("title", "穗算 H800 训练专机"),
            ("p", "广东穗算科技有限公司 · 2026 冬季特惠"),
            ("h", "单卡算力"),
            ("p", "FP16/BF16 Tensor 算力：1979 TFLOPS / 卡"),
            ("p", "FP8 算力：3958 TFLOPS / 卡"),
            ("h", "整机配置"),
            ("p", "GPU：8 × NVIDIA H800 SXM5 80GB HBM3"),
            ("p", "互联：NVSwitch 全互联，NVLink 400GB/s"),
            ("p", "CPU：2 × Intel Xeon Platinum 8462Y+（32 核）"),
            ("p", "内存：1TB DDR5"),
            ("p", "系统盘：2 × 960GB NVMe（RAID1）"),
            ("p", "数据盘：4 × 7.68TB NVMe（30.72TB）"),
            ("p", "公网：200Mbps 独享")]
    right = [("h", "价格"),
             ("p", "108,000 元/台/月（含 6% 增值税）"),
             ("p", "最短租期：六个月　　押金：一个月租金"),
             ("p", "年付享 95 折（本报价按月付）"),
             ("h", "服务承诺（写入合同）"),
             ("p", "· 保证 H800 SXM5 80GB 原厂模组，每卡 80GB"),
             ("p", "· NVSwitch 全互联按上述交付"),
             ("p", "· 整机物理独享，绝不超售"),
             ("p", "· 月可用性 99.9%，每低 0.1% 返还月租 5%"),
             ("p", "· 交付 24 小时内验收：nccl-tests ≥ 150GB/s，48 小时满载"),
             ("p", "· 退租 7 日内数据擦除并出具证明"),
             ("h", "联系"),
             ("p", "广东穗算科技有限公司　广州市天河区高普路 1033 号"),
             ("p", "销售：陈嘉豪 020-3809 7721")]
    pdf(out / "z11-flyer-h800-sparse-tflops-zh.pdf", [("cols", left, right)], cjk=True, land=True,
        title="穗算 H800 训练专机", author="广东穗算科技有限公司", footer="广东穗算科技有限公司　配置以合同为准")


@doc("z12")
def z12(out: Path) -> None:
    pdf(out / "z12a-quote-a800-3node-oss-zh.pdf", [
        ("title", "楚天智算　A800 训练集群租赁报价"),
        ("p", "报价方：湖北楚天智算科技有限公司　　报价编号：CT-BJ-261130　　日期：2026-11-30"),
        ("p", "客户：武汉长江声学研究院有限公司"),
        ("t", [["项目", "规格（每台）", "台数", "单价", "月小计"],
               ["A800 服务器", "8 × A800 SXM4 80GB，NVLink 400GB/s；2 × Xeon 8358（32 核）；1TB 内存；"
                               "系统盘 2 × 480GB SATA SSD RAID1；数据盘 4 × 3.84TB NVMe；4 × 200Gb/s HDR IB",
                "3", "63,000 元/台/月", "189,000 元"],
               ["对象存储（可选）", "S3 兼容对象存储，按 TB·月", "100TB", "100 元/TB/月", "10,000 元"]],
         [0.16, 0.44, 0.08, 0.16, 0.16]),
        ("p", "价格含 6% 增值税。最短租期 6 个月，月付。对象存储为附加项，按实际容量计费。"),
        ("p", "服务等级按《楚天智算 GPU 租赁服务等级协议》（CT-SLA-2026，与本报价一并提供）执行。"),
        ("p", "湖北楚天智算科技有限公司 商务部"),
    ], cjk=True, title="报价 CT-BJ-261130", author="湖北楚天智算科技有限公司",
        footer="湖北楚天智算科技有限公司　武汉东湖高新区光谷大道 77 号")
    pdf(out / "z12b-sla-a800-zh.pdf", [
        ("title", "楚天智算 GPU 租赁服务等级协议（CT-SLA-2026）"),
        ("p", "适用于湖北楚天智算科技有限公司提供的 GPU 裸金属租赁服务（含报价 CT-BJ-261130）。"),
        ("p", "第 1 条　硬件一致性：交付的 GPU 型号、每卡显存与报价一致（本报价为 A800 SXM4，每卡 80GB）。"),
        ("p", "第 2 条　互联：机内 NVLink、机间 HDR InfiniBand 按报价交付，支持 RDMA。"),
        ("p", "第 3 条　独享：服务器整机由客户独享，不做 MIG、vGPU 切分，不超售。"),
        ("p", "第 4 条　可用性：每台服务器月度可用性 ≥ 99.9%。"),
        ("p", "第 5 条　服务抵扣：99.0% ≤ 可用性 &lt; 99.9%，抵扣该台月租 10%；95.0% ≤ 可用性 &lt; 99.0%，抵扣 25%；"
              "低于 95.0%，抵扣 50%。"),
        ("p", "第 6 条　验收：交付后 3 个工作日内，客户以 nccl-tests（单机 ≥ 150GB/s）、fio（顺序读 ≥ 6GB/s）及 Llama "
              "3 8B 训练吞吐基准验收。"),
        ("p", "第 7 条　数据删除：服务终止后 5 个工作日内删除本地盘及对象存储中客户数据，并出具删除证明。"),
    ], cjk=True, title="CT-SLA-2026", author="湖北楚天智算科技有限公司",
        footer="湖北楚天智算科技有限公司　服务等级协议 CT-SLA-2026")


# ================================================================================================ English
@doc("e01")
def e01(out: Path) -> None:
    pdf(out / "e01-order-form-h100-term-ladder-en.pdf", [
        ("head", "RIDGEWAY COMPUTE"),
        ("small", "Ridgeway Compute, Inc. - 1200 Larimer St, Suite 400, Denver, CO 80204 - sales@ridgewaycompute.com"),
        ("title", "Order Form RC-OF-24518"),
        ("t", [["Customer", "Lumen Bio AI Ltd. (Cambridge, UK)", "Order date", "November 25, 2026"],
               ["Provider", "Ridgeway Compute, Inc.", "Governing terms", "Ridgeway MSA v4.2 and Schedule B (SLA)"]],
         [0.16, 0.38, 0.16, 0.3], {"head": False}),
        ("h", "1. Reserved cluster"),
        ("p", "Four (4) HGX H100 nodes, 32 GPUs in total, in Ridgeway's Denver-2 facility. Per node:"),
        ("t", [["Component", "Per node"],
               ["GPUs", "8x NVIDIA H100 SXM5 80GB HBM3, NVLink 4 / NVSwitch, 900 GB/s per GPU"],
               ["CPU", "2x Intel Xeon Platinum 8480+ (56 cores each)"],
               ["Memory", "2 TB DDR5"],
               ["Boot", "2x 960 GB M.2 NVMe, RAID 1"],
               ["Local data", "8x 3.84 TB U.2 NVMe (30.72 TB per node)"],
               ["Compute fabric", "8x 400 Gb/s NDR InfiniBand, rail-optimised, GPUDirect RDMA"],
               ["Shared storage", "VAST Data, 400 TB usable for the whole cluster (included), 20 GB/s aggregate"]],
         [0.22, 0.78]),
        ("h", "2. Commitment term and rate (per GPU-hour)"),
        ("t", [["Term", "Rate", "Selected"],
               ["Month-to-month", "USD 2.79", ""],
               ["6 months", "USD 2.39", ""],
               ["12 months", "USD 2.19", "[X]"]], [0.4, 0.3, 0.3], {"shade": [3]}),
        ("p", "Selected: 12-month commitment at USD 2.19 per GPU-hour, metered hourly and invoiced monthly in advance. "
              "Estimated monthly charge: 32 GPUs x 730 h x USD 2.19 = USD 51,158.40. Prices exclude applicable sales "
              "and use taxes. Minimum term: twelve (12) months from the Acceptance Date."),
        ("h", "3. Service commitments (summary of Schedule B, binding)"),
        ("p", "(a) Hardware: NVIDIA H100 SXM5 with 80 GB HBM3 per GPU; no substitution without Customer consent. "
              "(b) Interconnect: NVSwitch full mesh within each node; NDR InfiniBand between nodes as listed. "
              "(c) Dedicated: bare-metal single tenant; no virtualisation, MIG or oversubscription. "
              "(d) Availability: 99.9% per node per calendar month. "
              "(e) Service credits: 10% of the node's monthly fee below 99.9%, 25% below 99.0%, 50% below 95.0%. "
              "(f) Acceptance: within 72 hours of handover, nccl-tests all_reduce bus bandwidth of at least 350 GB/s "
              "per node and 85% four-node scaling on the Customer's benchmark. "
              "(g) Data: all local and VAST data cryptographically erased within 10 days of term end, with a "
              "certificate of destruction."),
        ("sp", 4),
        ("t", [["For Ridgeway Compute, Inc.", "For Lumen Bio AI Ltd."],
               ["Dana Whitfield, VP Sales", "Dr. Oliver Marsh, CTO"]], [0.5, 0.5], {"head": False}),
    ], title="Order Form RC-OF-24518", author="Ridgeway Compute, Inc.",
        footer="Ridgeway Compute, Inc. - Confidential", header="Ridgeway Compute - Order Form RC-OF-24518")


@doc("e02")
def e02(out: Path) -> None:
    pdf(out / "e02-spec-sheet-mi300x-eur-en.pdf", [
        ("title", "Fjordline AI Bare Metal - Offer FJ-2611-031"),
        ("p", "Fjordline Datacenters AS, Org. no. 931 208 554, Rjukan, Norway"),
        ("p", "Prepared for: Helvetic Language Labs SA, Lausanne - 27 November 2026"),
        ("t", [["Item", "Value"],
               ["Nodes", "2"],
               ["Accelerators per node", "8x AMD Instinct MI300X OAM, 192 GB HBM3 each"],
               ["GPU interconnect", "AMD Infinity Fabric (xGMI) full mesh, 896 GB/s aggregate peer bandwidth"],
               ["CPU", "2x AMD EPYC 9554 (64 cores)"],
               ["RAM", "2304 GB (24x 96 GB DDR5)"],
               ["Boot drive", "2x 960 GB M.2 NVMe (RAID 1)"],
               ["Scratch / data", "8x 7.68 TB NVMe U.2 in RAID 0: 61.44 TB raw per node"],
               ["Inter-node", "8x 400 GbE RoCEv2 (RDMA) per node"],
               ["Internet", "10 Gbps, unmetered"],
               ["Power", "100% hydro, PUE 1.12"]], [0.3, 0.7]),
        ("h", "Price"),
        ("p", "EUR 23,900 per node per month, excluding 25% Norwegian VAT (MVA). One-time setup EUR 2,000 per node. "
              "Minimum term three (3) months; monthly invoicing, 30 days net."),
        ("h", "Service levels"),
        ("t", [["Topic", "Commitment"],
               ["Model / memory", "AMD Instinct MI300X with 192 GB HBM3 per accelerator, as listed"],
               ["Interconnect", "xGMI within each node; 8x 400G RoCEv2 between nodes"],
               ["Tenancy", "Single-tenant bare metal; accelerators never shared or partitioned"],
               ["Availability", "99.9% monthly per node"],
               ["Credits", "5% of monthly fee per started 0.1% below target, max. 50%"],
               ["Acceptance", "RCCL all_reduce and 24 h burn-in within 3 business days of handover; pass/fail "
                              "report signed by both parties"],
               ["Data", "NVMe sanitised (NIST SP 800-88 purge) within 5 days after termination; certificate"]],
         [0.25, 0.75]),
        ("p", "Fjordline Datacenters AS - Kari Nygaard, Head of Sales"),
    ], title="Offer FJ-2611-031", author="Fjordline Datacenters AS", footer="Fjordline Datacenters AS - fjordline.no")


@doc("e03")
def e03(out: Path) -> None:
    text(out / "e03-cloud-pricing-h200-mig-en.md", """
# Stratocell Cloud - GPU Instances

Stratocell Cloud is operated by Stratocell Networks B.V., Amsterdam.

| Instance | GPU | GPU memory | vCPU | RAM | Instance store | On-demand |
|---|---|---|---|---|---|---|
| s.h200.8x | 8x H200 SXM | 8x 141 GB | 192 | 2048 GiB | 8x 3.84 TB NVMe | $29.60/hr |
| s.h200.1x | 1x H200 SXM | 141 GB | 24 | 256 GiB | 1x 3.84 TB NVMe | $3.70/hr |
| **s.h200.half** (selected) | 1x H200, dedicated [2] | 71 GB | 14 | 120 GiB | 1x 3.84 TB NVMe [1] | **$2.15/hr** |

## Your quote

- Customer: Quillstone Analytics GmbH
- Instance: 1x `s.h200.half`, region eu-west-ams
- Price: **USD 2.15 per instance-hour**, billed per second, no minimum commitment
- Storage: 1x 3.84 TB local NVMe instance store [1]; root volume 200 GiB network block storage (included)
- Network: up to 25 Gbps

## Service level

Stratocell Cloud offers a 99.9% monthly uptime SLA on all GPU instances; credits and exclusions as published at
stratocell.cloud/legal/sla.

---
[1] Instance store is ephemeral: it is wiped when the instance is stopped or terminated.
[2] `.half` instances are backed by a MIG 3g.71gb partition of an H200 GPU. The other partition of the same
physical GPU may be assigned to another customer. "Dedicated" means the partition is not reassigned while the
instance runs.
""")


@doc("e04")
def e04(out: Path) -> None:
    pdf(out / "e04-reseller-email-h100pcie-nfs-en.pdf", [
        ("mono", "From:    Tyler Brooks <tyler@keystonegpu.com>\nTo:      Anika Rao <anika@fernwoodlabs.ai>\n"
                 "Date:    Tue, 24 Nov 2026 14:08 -0500\nSubject: RE: 2 x 8-GPU nodes for fine-tuning"),
        ("sp", 3),
        ("p", "Hi Anika,"),
        ("p", "Thanks for the call. As discussed, Keystone GPU Partners is the contracting party and bills you "
              "directly; the hardware sits in our partner's Tier III facility in Columbus, Ohio. Here is what I can "
              "lock in for you:"),
        ("p", "<b>2 nodes</b>, each with 8x NVIDIA H100 PCIe 80GB. These are PCIe cards; NVLink bridges join them in "
              "pairs (600 GB/s per pair), there is no NVSwitch. 2x AMD EPYC 9354 (32 cores), 1 TB RAM, 2x 480 GB "
              "SATA SSD for the OS."),
        ("p", "<b>Storage:</b> the nodes have no local data drives. Your datasets and checkpoints live on our shared "
              "NFS filer (Isilon), 10 TB quota per project, roughly 1 GB/s aggregate, shared with other tenants."),
        ("p", "<b>Networking:</b> 2x 25GbE per node (TCP, no RDMA) for node-to-node and storage traffic; 1 Gbps "
              "Internet."),
        ("p", "<b>Price:</b> USD 1.89 per GPU-hour, billed monthly, 3-month minimum. That works out to about "
              "USD 22,075 a month for both nodes."),
        ("p", "<b>Terms</b> (from our reseller agreement, included in the order): exact model H100 PCIe with 80 GB "
              "per card guaranteed; interconnect as described above (PCIe with paired NVLink bridges); nodes are "
              "dedicated to you, no sharing of GPUs; 99.5% monthly availability; 10% credit for each 0.5% below; "
              "acceptance window of 48 hours with nccl-tests and fio; all data on the nodes and your NFS project "
              "deleted within 7 days of termination, with written confirmation."),
        ("p", "Let me know and I'll send the order form."),
        ("p", "Best,<br/>Tyler Brooks - Account Executive<br/>Keystone GPU Partners LLC - Pittsburgh, PA"),
        ("sp", 4),
        ("small", "-----Original Message----- From: Anika Rao. Sent: Mon, 23 Nov 2026. Subject: 2 x 8-GPU nodes for "
                  "fine-tuning. We want to LoRA fine-tune Llama 3 8B. Can you quote two 8-GPU nodes?"),
    ], title="RE: 2 x 8-GPU nodes for fine-tuning", author="Keystone GPU Partners LLC",
        footer="Keystone GPU Partners LLC - This email may contain confidential information.")


@doc("e05")
def e05(out: Path) -> None:
    pdf(out / "e05-quotation-lines-a100-8node-en.pdf", [
        ("head", "MERIDIAN HPC LEASING PTE. LTD."),
        ("small", "UEN 201934417K - 10 Anson Road #21-02, Singapore 079903"),
        ("title", "QUOTATION  No. MHL-Q-26-1189"),
        ("p", "Bill to: Kestrel Robotics Inc., 455 Market St, San Francisco, CA, USA - Date: 2 December 2026 - "
              "Valid: 30 days"),
        ("t", [["Line", "Description", "Qty", "Unit", "Unit price (USD)", "Amount (USD)"],
               ["1", "HGX A100 80GB node lease (spec below), 12-month term", "8", "node-month", "8,450.00",
                "67,600.00"],
               ["2", "DDN Lustre scratch, 300 TB for the cluster", "1", "month", "4,800.00", "4,800.00"],
               ["3", "Installation, cabling and burn-in (one-time)", "8", "node", "750.00", "6,000.00"],
               ["", "Monthly recurring (lines 1-2)", "", "", "", "72,400.00"],
               ["", "One-time (line 3)", "", "", "", "6,000.00"]],
         [0.06, 0.42, 0.07, 0.12, 0.15, 0.18]),
        ("p", "GST: the customer is outside Singapore; services are zero-rated. Payment: monthly in advance, net 15."),
        ("h", "Node specification (each of 8)"),
        ("p", "8x NVIDIA A100 80GB SXM4, NVLink 3 with NVSwitch (600 GB/s per GPU); 2x AMD EPYC 7763 (64 cores); "
              "1 TB DDR4 (16x 64 GB); OS: 2x 960 GB SATA SSD RAID 1; local data: 4x 3.84 TB NVMe (15.36 TB); "
              "fabric: 8x 200 Gb/s HDR InfiniBand plus 1x HDR for storage; Internet 1 Gbps shared per rack."),
        ("h", "Terms"),
        ("p", "Minimum term twelve (12) months. Model and memory: A100 SXM4 80GB per GPU, guaranteed. Interconnect: "
              "NVSwitch in-node, HDR InfiniBand between nodes. Dedicated single-tenant servers. Availability 99.5% "
              "per node-month. Credits: 5% of the node's monthly fee per 0.5% shortfall, capped at 30%. Acceptance: "
              "HPL and nccl-tests (8-node all_reduce at least 80 GB/s) within 5 business days of delivery. Data: "
              "drives and Lustre directories wiped within 14 days of end of term; certificate provided."),
        ("p", "Authorised by: Ng Wei Jie, Commercial Director, Meridian HPC Leasing Pte. Ltd."),
    ], title="Quotation MHL-Q-26-1189", author="Meridian HPC Leasing Pte. Ltd.",
        footer="Meridian HPC Leasing Pte. Ltd. - UEN 201934417K")


@doc("e06")
def e06(out: Path) -> None:
    pdf(out / "e06-proposal-b200-early-access-gbp-en.pdf", [
        ("title", "Auroral Systems - B200 Early Access Proposal"),
        ("p", "Auroral Systems Ltd (company no. 14877203), Slough, Berkshire - prepared for Thistle Reasoning Ltd, "
              "Edinburgh - 30 November 2026"),
        ("h", "What we propose"),
        ("p", "One 8-GPU NVIDIA B200 server from our first production hall, available from 7 December. Each server "
              "carries 8x B200 with 192 GB HBM3e per GPU on fifth-generation NVLink (1.8 TB/s per GPU), 2x Intel "
              "Xeon Platinum 8570 (56 cores each), 2 TB of memory, a pair of 1.92 TB NVMe boot drives and 8x "
              "3.84 TB NVMe data drives. The server is yours alone for the term."),
        ("h", "Commercials"),
        ("p", "GBP 4.20 per GPU-hour, excluding VAT, invoiced monthly. Minimum term one (1) month."),
        ("h", "Service during Early Access"),
        ("p", "Because the hall is still being commissioned, the Early Access service is provided on a best-effort "
              "basis. We do not commit to an uptime percentage during Early Access and service credits do not apply. "
              "We aim to respond to hardware faults within one business day."),
        ("p", "Handover is on an as-is basis; the server is deemed accepted when credentials are issued. Data "
              "handling at the end of the term will follow our standard practice."),
        ("p", "Kind regards,<br/>James Penrose, Head of Partnerships, Auroral Systems Ltd"),
    ], title="B200 Early Access Proposal", author="Auroral Systems Ltd", footer="Auroral Systems Ltd - Slough SL1")


@doc("e07")
def e07(out: Path) -> None:
    pdf(out / "e07-oem-bom-l40s-nvlink-claim-en.pdf", [
        ("title", "Pinecrest Rent-a-Rack: L40S Training Node"),
        ("p", "Pinecrest Integration Group, LLC - OEM systems integrator and lessor - Austin, TX"),
        ("p", "Configuration PIG-RR-L40S-8 for Saguaro Vision Inc. - quote date 2026-11-20"),
        ("h", "Bill of materials (one node)"),
        ("t", [["Part number", "Description", "Qty"],
               ["SYS-821GE-TNHR", "Supermicro 8U GPU chassis", "1"],
               ["900-2G133-0080-000", "NVIDIA L40S 48GB GDDR6, PCIe Gen4, passive", "8"],
               ["PIG-NVL-FM8", "Pinecrest NVLink full-mesh GPU fabric, 900 GB/s per GPU", "1"],
               ["P4X-GNR6538YP", "Intel Xeon Gold 6538Y+ (32 cores)", "2"],
               ["MTC40F2046S1RC56BR", "64 GB DDR5-5600 RDIMM", "16"],
               ["MTFDKBA960TFR", "Micron 7450 PRO 960 GB M.2 NVMe (boot, RAID 1)", "2"],
               ["SSDPF2KX076T1", "Solidigm D7-P5520 7.68 TB U.2 NVMe (data)", "4"],
               ["MCX755106AS-HEAT", "ConnectX-7 2x 200GbE", "1"]], [0.28, 0.62, 0.1]),
        ("p", "Summary: 8x L40S, NVLink full mesh at 900 GB/s per GPU, 64 cores, 1 TB RAM, 30.72 TB NVMe data, "
              "1 Gbps Internet."),
        ("h", "Lease"),
        ("p", "USD 9,800 per node per month, minimum six (6) months, taxes extra."),
        ("h", "Lease terms"),
        ("p", "Exact part numbers above, L40S with 48 GB per GPU; NVLink fabric as listed; the node is dedicated to "
              "the lessee; availability 99.9% per month; credit 5% of monthly rent per 0.1% below, up to 50%; "
              "acceptance: lessee runs nccl-tests and a 24-hour burn-in within 3 days of delivery; drives returned "
              "wiped (NIST 800-88) within 7 days after the lease, with a certificate."),
        ("p", "Pinecrest Integration Group, LLC - Renee Alvarez, Solutions Architect"),
    ], title="Pinecrest Rent-a-Rack L40S", author="Pinecrest Integration Group, LLC",
        footer="Pinecrest Integration Group, LLC - Austin, Texas")


@doc("e08")
def e08(out: Path) -> None:
    pdf(out / "e08-proposal-a100-40g-70b-full-en.pdf", [
        ("title", "Tallgrass Compute Co. - Proposal TC-2611-12"),
        ("p", "To: Prairie Legal AI, Inc. (Omaha, NE) - From: Tallgrass Compute Co. - 23 November 2026"),
        ("h", "Your requirement"),
        ("p", "You asked for a single server to run full-parameter fine-tuning of Llama 3 70B on your contract "
              "corpus, all weights and optimizer states trained, with a budget under USD 7,000 a month."),
        ("h", "Our proposal"),
        ("p", "One server with 8x NVIDIA A100 40GB SXM4 (NVLink 600 GB/s, NVSwitch), 2x AMD EPYC 7742 (64 cores), "
              "1 TB RAM, 2x 960 GB SATA SSD boot (RAID 1) and 4x 3.84 TB NVMe data drives (15.36 TB). 10 Gbps uplink."),
        ("p", "Rate: USD 1.10 per GPU-hour, billed hourly, minimum three (3) months. About USD 6,424 per month."),
        ("h", "Service terms"),
        ("p", "A100 SXM4 with 40 GB per GPU, as listed; NVSwitch interconnect as listed; dedicated bare metal, no "
              "sharing; 99.9% monthly availability; 10% credit for each 0.5% below; acceptance test within 48 "
              "hours (nccl-tests, 24 h burn-in) before billing starts; drives wiped within 5 days of termination "
              "with a certificate."),
        ("p", "Tallgrass Compute Co. - Marcy Olsen, Sales Engineer"),
    ], title="Proposal TC-2611-12", author="Tallgrass Compute Co.", footer="Tallgrass Compute Co. - Lincoln, NE")


@doc("e09")
def e09(out: Path) -> None:
    pdf(out / "e09-service-order-h200-weka-gbp-en.pdf", [
        ("title", "Northbeam GPU - Service Order"),
        ("p", "Northbeam GPU is a trading name of Northbeam Infrastructure Ltd (registered in England, no. 13300981)."),
        ("t", [["Field", "Value"],
               ["Service order", "NB-SO-3377"],
               ["Customer", "Cormorant Speech Ltd, Bristol"],
               ["Nodes", "2"],
               ["GPU per node", "8x NVIDIA H200 SXM 141GB, NVLink/NVSwitch 900 GB/s"],
               ["CPU per node", "2x Intel Xeon Platinum 8480+ (56 cores)"],
               ["Memory per node", "2 TB"],
               ["Boot", "2x 960 GB NVMe RAID 1 (boot only, no local data drives)"],
               ["Data storage", "WEKA shared file system, 50 TB quota in a dedicated namespace, 40 GB/s aggregate "
                                "read"],
               ["Fabric", "8x 400 Gb/s NDR InfiniBand per node, RDMA"],
               ["Internet", "2 Gbps"],
               ["Rate", "GBP 2.35 per GPU-hour, excl. VAT at 20%"],
               ["Term", "6 months minimum; billed monthly in arrears on hours metered"],
               ["Additional WEKA capacity", "GBP 65 per TB-month (not ordered)"]], [0.3, 0.7]),
        ("h", "Service commitments"),
        ("p", "1. GPU model H200 SXM with 141 GB per GPU. 2. NVSwitch full mesh and NDR InfiniBand as listed. "
              "3. Dedicated bare-metal servers; GPUs are never shared, sliced or oversubscribed. 4. Availability "
              "99.9% per month per node. 5. Credits of 10% of the node's monthly charge per 0.5% below, capped at "
              "50%. 6. Acceptance within 3 business days: nccl-tests 2-node all_reduce at least 350 GB/s and fio "
              "against the WEKA namespace of at least 20 GB/s. 7. Customer data in the namespace deleted within "
              "7 days of term end, with a deletion certificate."),
        ("p", "Signed for Northbeam Infrastructure Ltd: Priya Holt, Director"),
    ], title="Service Order NB-SO-3377", author="Northbeam Infrastructure Ltd",
        footer="Northbeam Infrastructure Ltd, trading as Northbeam GPU - London")


@doc("e10")
def e10(out: Path) -> None:
    text(out / "e10-slack-export-4090-en.txt", """
#vendor-gpushack  (shared channel, exported 2026-11-29)

[09:12] Sam Okafor (Brightforge / GPUShack): morning! re your ask, we have an 8x 4090 box free in Frankfurt
[09:13] Lea Brandt (Mosaic Tutors): great. specs?
[09:15] Sam Okafor (Brightforge / GPUShack): ```
8x NVIDIA GeForce RTX 4090 24GB, PCIe Gen4 x16 each
NO NVLink (4090 has none) - p2p over PCIe only
2x AMD EPYC 9354 (32 cores)
512 GB DDR5
OS: 1x 1 TB NVMe
data: 2x 7.68 TB NVMe (15.36 TB)
1 Gbps unmetered
```
[09:16] Lea Brandt (Mosaic Tutors): pricing hourly vs monthly?
[09:18] Sam Okafor (Brightforge / GPUShack): $0.39 per GPU-hour on-demand, or $2,150/month for the whole box
[09:18] Sam Okafor (Brightforge / GPUShack): (1 month minimum). no tax for your EU reverse charge
[09:20] Lea Brandt (Mosaic Tutors): monthly then. it's dedicated? and what's in the SLA
[09:23] Sam Okafor (Brightforge / GPUShack): yes, whole bare-metal box is yours.
[09:23] Sam Okafor (Brightforge / GPUShack): our standard SLA, which goes into the order:
 - exact model RTX 4090 with 24 GB per card, no swaps
 - PCIe interconnect as stated above
 - dedicated bare metal, no GPU sharing
 - 99.5% monthly uptime
 - 10% credit for each 0.5% below
 - acceptance: you run 48h burn-in + nccl-tests in the first 2 days, fail = free replacement
 - on exit drives wiped per NIST 800-88 within 3 days, cert on request
[09:25] Lea Brandt (Mosaic Tutors): ok send the order. billing entity?
[09:26] Sam Okafor (Brightforge / GPUShack): Brightforge Hosting GmbH, trading as GPUShack.
[09:26] Sam Okafor (Brightforge / GPUShack): order form in your inbox in 10 min
""")


@doc("e11")
def e11(out: Path) -> None:
    pdf(out / "e11-datasheet-mi300x-sparse-en.pdf", [
        ("title", "Copperleaf AI Cloud - MI300X Dedicated Server"),
        ("p", "Copperleaf AI Cloud Inc. - Toronto, ON - offer CL-2611-61 for Beaverlake Genomics Corp."),
        ("t", [["Spec", "Value"],
               ["Accelerators", "8x AMD Instinct MI300X OAM, 192 GB HBM3"],
               ["Peak BF16 per GPU", "2,615 TFLOPS"],
               ["Memory bandwidth per GPU", "5.3 TB/s"],
               ["GPU interconnect", "Infinity Fabric (xGMI), 896 GB/s"],
               ["CPU", "2x AMD EPYC 9454 (48 cores)"],
               ["System memory", "1.5 TB"],
               ["Boot", "2x 1.92 TB NVMe (RAID 1)"],
               ["Data", "4x 7.68 TB NVMe (30.72 TB)"],
               ["Internet", "5 Gbps"]], [0.35, 0.65]),
        ("h", "Pricing"),
        ("p", "USD 2.99 per GPU-hour, reserved for six (6) months; invoiced monthly; prices exclude HST."),
        ("h", "Terms"),
        ("p", "MI300X with 192 GB per GPU, as specified; xGMI as specified; dedicated single-tenant server; "
              "availability 99.9% monthly; 5% credit per 0.1% below, up to 50%; acceptance: RCCL tests and 24 h "
              "burn-in within 3 days; data wiped within 7 days of term end, certificate supplied."),
        ("p", "Copperleaf AI Cloud Inc. - Ethan Leclerc, Account Manager"),
    ], title="Offer CL-2611-61", author="Copperleaf AI Cloud Inc.", footer="Copperleaf AI Cloud Inc. - Toronto")


@doc("e12")
def e12(out: Path) -> None:
    matrix = [["Ref", "RFP requirement", "Response", "Per node", "Cluster total (8 nodes)"]]
    rows = [
        ("R1", "GPU model", "NVIDIA H100 SXM5 80GB HBM3", "8", "64"),
        ("R2", "GPU interconnect", "NVLink 4 / NVSwitch full mesh, 900 GB/s", "1 domain", "8 domains"),
        ("R3", "CPU", "Intel Xeon Platinum 8468 (48 cores)", "2", "16"),
        ("R4", "Host memory", "64 GB DDR5-4800 RDIMM", "32 (2 TB)", "256 (16 TB)"),
        ("R5", "OS drives", "1.92 TB SATA SSD, RAID 1", "2", "16"),
        ("R6", "Local data", "3.84 TB NVMe U.2", "8 (30.72 TB)", "64 (245.76 TB)"),
        ("R7", "Shared storage", "DDN EXAScaler 2 PB usable, 100 GB/s", "-", "1 file system"),
        ("R8", "Compute fabric", "400 Gb/s NDR InfiniBand", "8", "64"),
        ("R9", "Storage network", "200 Gb/s HDR", "1", "8"),
        ("R10", "Management", "1 GbE + BMC", "1", "8"),
        ("R11", "Internet", "10 Gbps shared by the cluster", "-", "1"),
        ("R12", "Tenancy", "Dedicated bare metal, single tenant", "yes", "yes"),
        ("R13", "Rack power", "40 kW liquid-assisted", "-", "4 racks"),
        ("R14", "Spares", "On-site spare GPU baseboard and drives", "-", "1 set"),
    ]
    matrix += [list(r) for r in rows]
    pdf(out / "e12-rfp-compliance-h100-8node-en.pdf", [
        ("title", "Response to RFP COLM-2026-07: Training Cluster Lease"),
        ("p", "Respondent: Oakhurst Compute Ltd, Dublin 2, Ireland (CRO 702118)"),
        ("p", "Issuer: Consortium for Open Language Models (COLM) - Date: 1 December 2026"),
        ("h", "1. Executive summary"),
        ("p", "Oakhurst proposes eight (8) HGX H100 nodes, 64 GPUs, in its Grange Castle facility, with a 2 PB "
              "EXAScaler parallel file system and a non-blocking NDR InfiniBand fabric. The compliance matrix in "
              "section 2 gives each item per node and for the cluster; commercial terms are in section 3 and "
              "service levels in section 4."),
        ("p", "The facility is Tier III certified, powered by a 100% renewable PPA, and has held ISO 27001 "
              "since 2021. The proposed halls are liquid-assisted and support 40 kW racks."),
        ("sp", 150),
        ("h", "2. Compliance matrix"),
        ("t", matrix, [0.07, 0.2, 0.37, 0.15, 0.21]),
        ("h", "3. Commercial terms"),
        ("p", "USD 2.05 per GPU-hour for a term of twenty-four (24) months, invoiced monthly (about USD 95,700 per "
              "month for 64 GPUs). Prices exclude Irish VAT. A refundable deposit of one month's charges is due at "
              "signature."),
        ("h", "4. Service levels"),
        ("p", "GPU model and memory: H100 SXM5 80 GB, as in R1. Interconnect: as in R2 and R8. Dedicated: as in R12; "
              "no MIG, vGPU or oversubscription. Availability: 99.9% per node per month. Credits: 10% of the "
              "node's monthly charge below 99.9%, 30% below 99.0%. Acceptance: within 5 business days, 64-GPU "
              "all_reduce of at least 350 GB/s bus bandwidth and at least 45% MFU on the Llama 3 70B reference "
              "run. Data deletion: local drives and EXAScaler directories purged within 14 days of expiry, with a "
              "certificate."),
        ("p", "Signed: Ciaran Doyle, Managing Director, Oakhurst Compute Ltd"),
    ], title="RFP COLM-2026-07 response", author="Oakhurst Compute Ltd", footer="Oakhurst Compute Ltd - Dublin")


# ================================================================================================ bilingual
@doc("b01")
def b01(out: Path) -> None:
    pdf(out / "b01-config-card-month-h20-bi.pdf", [
        ("title", "配置及价格确认 Configuration &amp; Price Confirmation"),
        ("p", "服务商 Provider：宁夏西云算力科技有限公司 Ningxia Xiyun Compute Technology Co., Ltd.（西云算力 Xiyun "
              "Compute）"),
        ("p", "客户 Customer：Arcadia Voice Technologies Ltd（香港）　编号 Ref：XY-PC-2611-45　2026-11-26"),
        ("t", [["项目 Item", "内容 Details"],
               ["台数 Servers", "2 台 / 2 servers（16 GPUs）"],
               ["GPU", "每台 8 × NVIDIA H20 96GB，NVLink 900GB/s / 8x H20 96GB per server"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核 cores）"],
               ["内存 Memory", "2TB"],
               ["系统盘 OS disk", "2 × 960GB SATA SSD，RAID1"],
               ["数据盘 Data disk", "2 × 7.68TB NVMe（每台 per server 15.36TB）"],
               ["缓存盘 Cache disk", "无 None"],
               ["机间网络 Fabric", "4 × 200Gb/s RoCE v2，RDMA"],
               ["公网 Internet", "100Mbps"]], [0.28, 0.72]),
        ("h", "价格 Price（按卡计 per GPU card）"),
        ("t", [["付费周期 Term", "单价 Rate", "选择 Choice"],
               ["按月 monthly (no commitment)", "7,200 元/卡/月 CNY per card-month", ""],
               ["年付 annual (12 months)", "6,800 元/卡/月 CNY per card-month", "已选 selected"]], [0.35, 0.45, 0.2],
         {"shade": [2]}),
        ("p", "本次选择年付：6,800 元/卡/月（含 6% 增值税），整台 54,400 元/月，租期十二个月起。Annual plan chosen: "
              "CNY 6,800 per card-month incl. 6% VAT (CNY 54,400 per server-month), minimum twelve months."),
        ("h", "服务承诺 Commitments"),
        ("p", "型号显存 Model &amp; memory：H20 96GB。互联 Interconnect：NVLink + RoCE v2 按上表 as listed。"
              "独享 Dedicated：整机独享 whole servers dedicated。可用性 Availability：99.9% / 月 monthly。"
              "赔偿 Credits：每低 0.1% 退 5%，上限 50% / 5% per 0.1% below, capped at 50%。"
              "验收 Acceptance：交付后 3 日内 nccl-tests 与 fio / nccl-tests and fio within 3 days。"
              "数据删除 Data deletion：租期结束 5 日内擦除并出具证明 / erased within 5 days, certificate。"),
        ("p", "宁夏西云算力科技有限公司（盖章 seal）"),
    ], cjk=True, title="XY-PC-2611-45", author="宁夏西云算力科技有限公司",
        footer="宁夏西云算力科技有限公司 Ningxia Xiyun Compute Technology Co., Ltd.　中卫市沙坡头区")


@doc("b02")
def b02(out: Path) -> None:
    pdf(out / "b02-framework-a800-sla-tbd-bi.pdf", [
        ("title", "算力服务框架协议（摘要）Compute Services Framework Agreement (Summary)"),
        ("p", "服务方 Provider：港深算力有限公司 GangShen Compute (HK) Limited"),
        ("p", "客户 Client：Orchid Semantics Limited"),
        ("h", "1. 服务内容 Services"),
        ("p", "A800 服务器 2 台 / two A800 servers：每台 8 × A800 SXM4 80GB，NVLink 400GB/s；2 × Xeon 8362（32 核 "
              "cores）；1TB 内存 memory；系统盘 2 × 480GB SATA SSD；数据盘 4 × 3.84TB NVMe（15.36TB / 台 per server）；"
              "4 × 200Gb/s HDR InfiniBand。"),
        ("h", "2. 收费 Fees"),
        ("p", "每台每月 HK$ 72,000 per server per month；最短三個月 minimum three months；按金 deposit HK$ 144,000。"),
        ("h", "3. 服务水平 Service levels"),
        ("p", "GPU 为整机专用 / the servers are dedicated to the Client。可用性、赔偿及验收标准详见双方另行签署之服务"
              "水平协议"
              "（待定）。Availability, service credits and acceptance criteria shall be set out in a separate Service "
              "Level Agreement to be agreed between the parties. 资料删除 Data deletion：未约定 not specified。"),
        ("p", "签署 Signed：港深算力有限公司 GangShen Compute (HK) Limited　梁家俊 Leung Ka Chun"),
    ], cjk=True, title="Framework Agreement GangShen", author="港深算力有限公司",
        footer="港深算力有限公司 GangShen Compute (HK) Limited　Kwai Chung, N.T.")


@doc("b03")
def b03(out: Path) -> None:
    pdf(out / "b03-quotation-h100-sgd-lustre-bi.pdf", [
        ("head", "狮城算力私人有限公司 LionCity Compute Pte. Ltd."),
        ("small", "UEN 202211093M　|　1 Fusionopolis Way, Singapore 138632"),
        ("title", "报价单 Quotation LCC-2611-220"),
        ("p", "客户 Customer：深圳言川智能科技有限公司 Shenzhen Yanchuan AI Technology Co., Ltd.　日期 Date：2026-11-2"
              "9"),
        ("t", [["项 No.", "描述 Description", "数量 Qty", "单价 Unit price", "金额 Amount"],
               ["1", "H100 SXM5 八卡服务器 8-GPU server（GPU 小时计 per GPU-hour，估算每月 730 小时）",
                "16 GPUs", "S$ 3.10 / GPU-hour", "S$ 36,208.00 / 月 month"],
               ["2", "Lustre 共享存储 shared file system 100TB（2 台共享 shared by both servers）", "1",
                "S$ 5,500 / 月 month", "S$ 5,500.00"],
               ["3", "按金 Refundable deposit（非租金 not rent）", "1", "S$ 50,000", "S$ 50,000.00"]],
         [0.07, 0.45, 0.12, 0.18, 0.18]),
        ("p", "以上价格未含 9% 消费税 GST 9% not included。最短租期 6 个月 minimum 6 months；按小时计量，每月结算 "
              "metered hourly, invoiced monthly。"),
        ("h", "每台配置 Per-server configuration（共 2 台 2 servers）"),
        ("p", "8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互联 full mesh 900GB/s；2 × Intel Xeon Platinum 8480+（56 核 "
              "cores）；2TB 内存 RAM；系统盘 2 × 960GB M.2 NVMe RAID1；本地数据盘 local data 4 × 7.68TB NVMe（30.72TB"
              "）；8 × 400Gb/s NDR InfiniBand；公网 Internet 1Gbps。"),
        ("h", "服务条款 Terms"),
        ("t", [["条款 Clause", "承诺 Commitment"],
               ["型号显存 Model/memory", "H100 SXM5，每卡 80GB / 80 GB per GPU"],
               ["互联 Interconnect", "NVSwitch + NDR InfiniBand 如上 as above"],
               ["独享 Dedicated", "整机独享，不切分 / dedicated, never partitioned"],
               ["可用性 Availability", "99.9% 每月 monthly"],
               ["赔偿 Credits", "低于 99.9% 退 10%，低于 99% 退 25% / 10% below 99.9%, 25% below 99%"],
               ["验收 Acceptance", "交付后 72 小时内 nccl-tests 双机 ≥ 180GB/s / 2-node nccl-tests within 72 h"],
               ["数据删除 Data deletion", "期满 7 日内擦除本地盘及 Lustre 目录 / wiped within 7 days, certificate"]],
         [0.3, 0.7]),
        ("p", "LionCity Compute Pte. Ltd. 授权签署 Authorised signatory：Tan Hui Min 陈慧敏"),
    ], cjk=True, title="Quotation LCC-2611-220", author="LionCity Compute Pte. Ltd.",
        footer="狮城算力私人有限公司 LionCity Compute Pte. Ltd.　UEN 202211093M")


@doc("b04")
def b04(out: Path) -> None:
    pdf(out / "b04-quote-a100-sata-25gbe-bi.pdf", [
        ("title", "渝西智算 GPU 集群报价 Yuxi AI Compute - GPU Cluster Quotation"),
        ("p", "报价方 Vendor：重庆渝西智算科技有限公司 Chongqing Yuxi AI Compute Technology Co., Ltd."),
        ("p", "客户 Customer：Lantern Fintech Labs (Chengdu) Co., Ltd.　编号 No.：YX-2611-17　2026-11-25"),
        ("t", [["项目 Item", "每台 Per server（共 4 台 4 servers）"],
               ["GPU", "8 × NVIDIA A100 80GB SXM4，NVLink 600GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8369B（32 核 cores）"],
               ["内存 RAM", "1TB"],
               ["系统盘 OS", "1 × 480GB SATA SSD"],
               ["数据盘 Data", "4 × 3.84TB SATA SSD（Intel D3-S4520，SSDSC2KB038TZ01），RAID5，可用约 11.5TB usable"],
               ["节点网络 Node network", "2 × 25GbE（TCP/IP），无 InfiniBand / RoCE"],
               ["公网 Internet", "100Mbps"]], [0.25, 0.75]),
        ("p", "价格 Price：48,000 元/台/月 CNY per server-month（含 6% 增值税 incl. VAT）；4 台合计 192,000 元/月。"
              "最短租期 3 个月 minimum 3 months。"),
        ("h", "服务条款 Terms"),
        ("p", "型号显存：A100 SXM4 80GB / A100 SXM4 with 80 GB per GPU；互联 NVLink + 25GbE 按上表 / as listed；"
              "整机独享 dedicated；可用性 99.5% / 月 availability 99.5% monthly；每低 0.5% 退月租 10% / 10% credit per "
              "0.5% below；验收：交付后 3 日内客户测试 / customer acceptance tests within 3 days；数据：退租 5 日内擦"
              "除 / data erased within 5 days after return。"),
        ("p", "重庆渝西智算科技有限公司 销售 Sales：谭蕾 Tan Lei"),
    ], cjk=True, title="Quotation YX-2611-17", author="重庆渝西智算科技有限公司",
        footer="重庆渝西智算科技有限公司 Chongqing Yuxi AI Compute Technology Co., Ltd.")


@doc("b05")
def b05(out: Path) -> None:
    pdf(out / "b05-annex-jiafang-vendor-h800-usd-bi.pdf", [
        ("title", "服务订单附件 Service Order Annex SO-2026-118"),
        ("p", "甲方（服务提供方）Party A (Service Provider)：星河湾算力（深圳）有限公司 Xinghe Bay Compute (Shenzhen) "
              "Co., Ltd."),
        ("p", "乙方（客户）Party B (Customer)：Velora Health Analytics Inc. (Delaware)"),
        ("h", "一、设备 Equipment（2 台 2 servers）"),
        ("t", [["部件 Part", "每台 Per server"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB，NVSwitch，NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核 cores）"],
               ["内存 Memory", "2TB"],
               ["系统盘 OS", "2 × 960GB M.2 NVMe，RAID1"],
               ["数据盘 Data", "8 × 3.84TB NVMe，RAID5（原始 raw 30.72TB，可用 usable 26.88TB）"],
               ["网络 Fabric", "8 × 400Gb/s NDR InfiniBand"],
               ["公网 Internet", "300Mbps"]], [0.25, 0.75]),
        ("h", "二、费用 Fees"),
        ("p", "USD 14,900 / 台 / 月 per server per month（不含税，乙方为境外客户 excl. tax, offshore customer）；最短"
              "租期九个月 minimum term nine (9) months；月付 monthly in advance。"),
        ("h", "三、甲方承诺 Party A commitments"),
        ("p", "1. 型号 Model：H800 SXM5，每卡 80GB 显存 / 80 GB per GPU。2. 互联 Interconnect：NVSwitch 与 NDR "
              "InfiniBand 按第一条 as in section 1。3. 独享 Dedicated：整机由乙方独享 / for Party B's exclusive use。"
              "4. 可用性 Availability：99.9% 每月 monthly。5. 赔偿 Credits：每低 0.1% 抵扣月费 5%，上限 50% / 5% per "
              "0.1% below, capped at 50%。6. 验收 Acceptance：交付 3 个工作日内乙方按 nccl-tests 与 48 小时压测验收 / "
              "Party B acceptance within 3 business days。7. 数据删除 Data deletion：期满 7 日内安全擦除并出具证明 / "
              "secure erase within 7 days, certificate。"),
        ("p", "甲方 Party A：星河湾算力（深圳）有限公司（盖章）　乙方 Party B：Velora Health Analytics Inc."),
    ], cjk=True, title="Service Order Annex SO-2026-118", author="星河湾算力（深圳）有限公司",
        footer="星河湾算力（深圳）有限公司 Xinghe Bay Compute (Shenzhen) Co., Ltd.")


@doc("b06")
def b06(out: Path) -> None:
    pdf(out / "b06-cloud-quote-a100-vgpu-bi.pdf", [
        ("title", "津门云 GPU 云服务器报价 Jinmen Cloud GPU Instance Quote"),
        ("p", "天津津门云计算有限公司 Tianjin Jinmen Cloud Computing Co., Ltd.　报价 Quote：JM-Q-1127"),
        ("p", "客户 Customer：北洋视觉科技（天津）有限公司"),
        ("t", [["规格 Instance", "GPU", "vCPU", "内存 Memory", "价格 Price"],
               ["jm.a100.dedicated ★", "1 × A100 80GB 独享实例 dedicated instance，40GB 显存 GPU memory", "12",
                "96GiB", "12.50 元/小时 CNY per hour"]], [0.2, 0.38, 0.08, 0.12, 0.22]),
        ("t", [["存储 Storage", "容量 Capacity", "说明 Notes"],
               ["系统盘 System disk", "100GB", "云硬盘 SSD cloud disk"],
               ["数据盘 Data disk", "1TB", "云硬盘 ESSD cloud block storage，0.8 元/GB/月 extra"],
               ["本地盘 Local disk", "无 None", "—"]], [0.3, 0.2, 0.5]),
        ("p", "按量计费，按分钟结算，含 6% 增值税。Pay as you go, billed per minute, incl. 6% VAT."),
        ("p", "可用性 Availability：单实例 99.95%，详见津门云服务等级协议 / per the Jinmen Cloud SLA。"),
        ("sp", 5),
        ("small", "注 Note：jm.a100.dedicated 基于 NVIDIA vGPU（A100D-40C 配置），一张物理 A100 80GB 切分为两个 vGPU "
                  "实例，"
                  "另一半可能分配给其他客户。The instance is an NVIDIA vGPU (A100D-40C profile); one physical A100 80G"
                  "B is split into two vGPU instances and the other half may be assigned to another customer."),
    ], cjk=True, title="Quote JM-Q-1127", author="天津津门云计算有限公司",
        footer="天津津门云计算有限公司 Tianjin Jinmen Cloud Computing Co., Ltd.")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout12")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
