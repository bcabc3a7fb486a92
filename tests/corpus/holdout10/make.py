"""Build the holdout10 studied corpus: 24 GPU-rental offers in 25 files (PDF, .txt, .md), Chinese, English,
bilingual, weighted toward storage (per-node vs cluster totals, raw vs usable, system vs data vs cache disks,
local NVMe vs parallel file systems, object storage, cloud block disks, storage add-ons) and pricing.

Run: python tests/corpus/holdout10/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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
        "title": ParagraphStyle("title", fontName=bold, fontSize=16, leading=21, spaceAfter=6, wordWrap=wrap),
        "h": ParagraphStyle("h", fontName=bold, fontSize=11.5, leading=15, spaceBefore=7, spaceAfter=3,
                            wordWrap=wrap),
        "p": ParagraphStyle("p", fontName=font, fontSize=9.5, leading=13.5, spaceAfter=3, wordWrap=wrap),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.8, leading=10.5, wordWrap=wrap,
                                textColor=colors.HexColor("#444444")),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=8.6, leading=11, wordWrap=wrap),
        "mono": ParagraphStyle("mono", fontName="Courier", fontSize=8, leading=10),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool = False, title: str = "", author: str = "",
        footer: str = "", land: bool = False) -> None:
    """Lay out a list of (kind, ...) items as a PDF; footer text and page numbers on every page.

    Kinds: title, h, p, small (paragraphs); sp (space, mm); pb (page break); mono (preformatted);
    t (ruled table: rows, column fractions, options head/shade); cols (two unruled columns of paragraphs)."""
    st = _styles(cjk)
    size = landscape(A4) if land else A4
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=16 * mm, bottomMargin=18 * mm, title=title, author=author)
    width = size[0] - 36 * mm
    story: list = []
    for item in items:
        kind = item[0]
        if kind in ("title", "h", "p", "small"):
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
@doc("h01")
def h01(out: Path) -> None:
    pdf(out / "h01-quote-spec-qty-h800-4node-zh.pdf", [
        ("title", "宁算智联（南京）科技有限公司　报价单"),
        ("p", "报价编号：NSZL-BJ-2611-031　　报价日期：2026年11月27日　　有效期：15 天"),
        ("p", "客户：江苏启衡智能科技有限公司　　联系人：韩经理"),
        ("p", "感谢贵司垂询。根据贵司大模型训练需求，现就 H800 GPU 裸金属服务器租赁报价如下（共 4 台，以下为每台配置"
              "）："),
        ("t", [["序号", "部件", "规格", "单台数量", "备注"],
               ["1", "GPU", "NVIDIA H800 SXM5 80GB HBM3（HGX 8-GPU 模组）"
                            "", "8", "NVSwitch 全互联，NVLink 每卡 400GB/s"],
               ["2", "CPU", "Intel Xeon Platinum 8468（48 核，2.1GHz）", "2", "—"],
               ["3", "内存", "64GB DDR5-4800 RDIMM", "32", "合计 2TB"],
               ["4", "系统盘", "960GB SATA SSD", "2", "RAID1，仅装系统"],
               ["5", "数据盘", "7.68TB NVMe U.2 SSD（PCIe 4.0）", "4", "JBOD 直通，不做 RAID"],
               ["6", "计算网卡", "NVIDIA ConnectX-7 400Gb/s NDR InfiniBand", "8", "GPU 直连，GPUDirect RDMA"],
               ["7", "存储/管理网卡", "双口 25GbE", "1", "接入并行文件存储"],
               ["8", "公网带宽", "BGP 独享", "100Mbps", "不限速，可按需升级"]],
         [0.07, 0.14, 0.42, 0.11, 0.26]),
        ("h", "一、租金"),
        ("t", [["项目", "单价", "数量", "租期", "小计（元）"],
               ["H800 8 卡服务器", "118,000 元/台/月", "4 台", "12 个月", "5,664,000.00"],
               ["部署调试费（一次性）", "8,000 元/台", "4 台", "—", "32,000.00"]],
         [0.3, 0.2, 0.12, 0.14, 0.24]),
        ("p", "以上价格均含 6% 增值税（可开具增值税专用发票）。最短租期 12 个月，按季度预付；首期付款前支付一个月租金"
              "作为"
              "押金（472,000 元），租期结束无违约的全额退还。"),
        ("h", "二、可选：并行文件存储（按需另购）"),
        ("p", "如需多机共享数据集，可选配 CPFS 并行文件存储，按实际分配容量计费：0.95 元/GB/月（约 950 元/TB/月），"
              "起订 50TB，聚合吞吐不低于 20GB/s。本报价总价未包含该项。"),
        ("h", "三、服务承诺"),
        ("p", "1. 交付 GPU 型号为 NVIDIA H800 SXM5 80GB 原厂模组，每卡显存 80GB，不得以其他型号替代。"),
        ("p", "2. 整机物理独占，不超售、不虚拟化，GPU、CPU、内存及本地盘不与其他客户共享。"),
        ("p", "3. 机内 NVLink 及机间 8 × 400Gb/s InfiniBand 按上表交付。"),
        ("p", "4. 月度可用性不低于 99.9%；每低 0.1 个百分点按当月租金 5% 补偿，单月补偿上限为当月租金 50%。"),
        ("p", "5. 交付后 3 个工作日内由客户验收：nvidia-smi 检查、nccl-tests all_reduce（单机不低于 170GB/s）及 "
              "48 小时 gpu-burn 稳定性测试，通过后签署验收单。"),
        ("p", "6. 租期结束后 5 个工作日内对数据盘执行安全擦除（NIST 800-88），并出具数据销毁证明。"),
        ("sp", 4),
        ("p", "宁算智联（南京）科技有限公司　销售部　孙一鸣　138 0251 7730"),
    ], cjk=True, title="报价单 NSZL-BJ-2611-031", author="宁算智联（南京）科技有限公司",
        footer="宁算智联（南京）科技有限公司　南京市江宁区秣周东路 12 号　025-5218 6600")


@doc("h02")
def h02(out: Path) -> None:
    pdf(out / "h02-config-sheet-a800-hdd-zh.pdf", [
        ("title", "GPU 服务器租赁配置确认单"),
        ("p", "出租方：西部算谷（重庆）数据服务有限公司　　承租方：重庆渝智视觉科技有限公司"),
        ("p", "确认单号：XBSG-PZ-26-1108　　日期：2026-11-20"),
        ("h", "一、配置（每台）"),
        ("t", [["项目", "配置"],
               ["服务器型号", "浪潮 NF5688M6"],
               ["GPU", "NVIDIA A800 SXM4 80GB × 8（NVLink 400GB/s）"],
               ["CPU", "Intel Xeon Platinum 8358 × 2（每颗 32 核）"],
               ["内存", "1TB（32 × 32GB DDR4-3200）"],
               ["系统盘", "2 × 480GB SATA SSD，RAID1"],
               ["数据盘", "8 × 16TB SATA HDD（7200 转），RAID5，可用约 112TB"],
               ["缓存盘", "无"],
               ["计算网络", "4 × 200Gb/s HDR InfiniBand"],
               ["公网", "50Mbps 共享出口"],
               ["台数", "2 台"]], [0.25, 0.75], {"head": False}),
        ("p", "说明：数据盘采用大容量机械硬盘阵列，适合存放原始数据及模型归档，顺序读写约 1.2GB/s（阵列整体）。"
              "如需 NVMe 高速盘请另询。"),
        ("h", "二、价格"),
        ("p", "租金：79,000 元/台/月（不含税，税率 6%）。租期 3 个月起，按月预付，每月 5 日前支付当月租金。"),
        ("h", "三、服务条款"),
        ("p", "1. 出租方保证 GPU 为 NVIDIA A800 SXM4 80GB，显存 80GB/卡，机内 NVLink、机间 HDR InfiniBand 按上表交付"
              "。"),
        ("p", "2. 服务器整机由承租方独占使用，不与他人共享。"),
        ("p", "3. 月可用率 99.5%；未达到的，每低 0.5% 减免当月租金 10%，最多减免 30%。"),
        ("p", "4. 交付后 3 日内承租方进行验收测试（nvidia-smi、nccl-tests、24 小时压力测试），测试通过后签字确认。"),
        ("p", "5. 退租后 7 日内出租方对全部硬盘进行格式化及数据覆写，并书面告知承租方。"),
        ("sp", 6),
        ("t", [["出租方（盖章）", "承租方（盖章）"],
               ["西部算谷（重庆）数据服务有限公司\n经办：罗婷", "重庆渝智视觉科技有限公司\n经办：杜川"]],
         [0.5, 0.5]),
    ], cjk=True, title="配置确认单", author="西部算谷（重庆）数据服务有限公司",
        footer="西部算谷（重庆）数据服务有限公司　客服 023-6799 1280")


@doc("h03")
def h03(out: Path) -> None:
    text(out / "h03-wechat-chat-4090-zh.txt", """
微信聊天记录导出  与「深算-阿杰（销售）」的聊天  2026/11/25

2026/11/25 10:12  林工：
在吗，想租 4090 整机，做 8B 模型的 LoRA 微调，大概要两三个月

2026/11/25 10:14  深算-阿杰（销售）：
在的林工～我们是深算科技（深圳市深算云科技有限公司），龙岗自己的机房
4090 有现货，8卡整机，配置我发你

2026/11/25 10:15  深算-阿杰（销售）：
【配置】
GPU：RTX 4090 24G ×8（公版涡轮，PCIe 4.0，没有 NVLink）
CPU：AMD EPYC 7543 ×2（32核×2）
内存：512G
系统盘：1T SATA SSD ×1
数据盘：4*3.84T NVMe（U.2），不做阵列，给你直通
网络：100M 独享，不限速

2026/11/25 10:17  林工：
盘够了，数据才 2T 左右。价格呢

2026/11/25 10:19  深算-阿杰（销售）：
按卡时 1.79/卡/小时，长租的话建议包月
整机包月 10500/月，含税，月付，押一付一（押金一个月，退租退）
包月最少一个月，一个月起租

2026/11/25 10:20  深算-阿杰（销售）：
以后数据多了可以加 NAS，80 一个T 每月，不用现在定

2026/11/25 10:24  林工：
稳定性怎么样？有没有SLA，坏了怎么赔

2026/11/25 10:26  深算-阿杰（销售）：
机房是T3的，很稳，一般不会出问题的
坏卡的话我们工程师尽快换，一般当天就搞定
赔偿这个没有书面的哈，都是老客户，出了问题我们肯定会处理好的

2026/11/25 10:27  林工：
那交付的时候怎么验收？到期数据怎么处理

2026/11/25 10:29  深算-阿杰（销售）：
开机给你账号你自己跑一下就行 没问题就开始计费
到期你自己把数据拷走删掉就可以，我们回收后会重装系统

2026/11/25 10:30  林工：
好，整机是不是就我一个人用

2026/11/25 10:30  深算-阿杰（销售）：
对，整机独享，不会分给别人

2026/11/25 10:33  林工：
行，先包一个月试试，合同发我
""")


@doc("h04")
def h04(out: Path) -> None:
    pdf(out / "h04-contract-annex-h20-6node-zh.pdf", [
        ("title", "附件一：租赁设备配置及租金明细"),
        ("p", "本附件为《算力服务器租赁合同》（合同编号：HYSL-ZL-2026-0419）不可分割的组成部分。"),
        ("p", "甲方（承租方）：湖南星澜数据智能有限公司　　乙方（出租方）：衡岳算力（长沙）科技有限公司"),
        ("h", "1. 设备配置"),
        ("t", [["部件", "规格型号", "单台数量", "合计数量（6 台）"],
               ["整机", "H20 8-GPU 服务器（HGX H20）", "1 台", "6 台"],
               ["GPU", "NVIDIA H20 96GB HBM3，NVLink 900GB/s", "8 张", "48 张"],
               ["CPU", "Intel Xeon Platinum 8563C（52 核）", "2 颗", "12 颗"],
               ["内存", "64GB DDR5 RDIMM", "24 条（1536GB）", "144 条"],
               ["系统盘", "1.92TB SATA SSD（RAID1）", "2 块", "12 块"],
               ["数据盘", "3.84TB NVMe U.2", "8 块（30.72TB）", "48 块（184.32TB）"],
               ["计算网卡", "400Gb/s RoCE v2（ConnectX-7）", "4 张", "24 张"],
               ["共享存储", "并行文件系统（GPFS），全集群共享", "—", "500TB 可用容量"]],
         [0.15, 0.43, 0.2, 0.22]),
        ("p", "注：共享存储为 6 台服务器共同挂载的同一文件系统，不按台分配；500TB 为该文件系统的总可用容量。"),
        ("h", "2. 租金"),
        ("t", [["项目", "单价（含税）", "数量", "月租金合计（含税）"],
               ["H20 8 卡服务器", "58,000 元/台/月", "6 台", "348,000 元/月"],
               ["共享存储 500TB", "包含在服务器租金内", "—", "—"]], [0.3, 0.28, 0.12, 0.3]),
        ("p", "上述价格含 6% 增值税。租赁期限 12 个月，自验收合格之日起算；租金按月支付，乙方每月 1 日开具发票。"),
        ("pb",),
        ("title", "附件二：服务等级协议（SLA）"),
        ("p", "2.1 型号与显存：乙方交付的 GPU 须为 NVIDIA H20，每卡显存 96GB，未经甲方书面同意不得更换型号。"),
        ("p", "2.2 互联：单机 8 卡 NVLink 互联（900GB/s），机间 4 × 400Gb/s RoCE v2 无损网络，支持 RDMA。"),
        ("p", "2.3 独享：6 台服务器在租期内由甲方独占，乙方不得将任何 GPU 或存储资源分配给第三方。"),
        ("p", "2.4 可用性：单台服务器月度可用性不低于 99.9%（计划维护须提前 72 小时通知且每月不超过 4 小时）。"),
        ("p", "2.5 赔偿：月度可用性低于 99.9% 但不低于 99.5% 的，退还该台当月租金 10%；低于 99.5% 但不低于 99% 的，"
              "退还 25%；低于 99% 的，退还 50%。"),
        ("p", "2.6 验收：设备交付后 5 个工作日内，甲方按《验收测试方案》执行 nccl-tests（机间 all_reduce 不低于 "
              "40GB/s）、fio（单盘顺序读不低于 6GB/s）及 72 小时稳定性测试，达标后双方签署验收报告。"),
        ("p", "2.7 数据删除：合同终止后 10 个工作日内，乙方对本地数据盘及共享存储中甲方数据进行不可恢复删除，并出具证"
              "明。"),
        ("sp", 6),
        ("t", [["甲方（盖章）", "乙方（盖章）"],
               ["湖南星澜数据智能有限公司", "衡岳算力（长沙）科技有限公司"]], [0.5, 0.5]),
    ], cjk=True, title="租赁合同附件", author="衡岳算力（长沙）科技有限公司",
        footer="合同编号 HYSL-ZL-2026-0419　附件")


@doc("h05")
def h05(out: Path) -> None:
    pdf(out / "h05-cloud-price-mig-a100-zh.pdf", [
        ("title", "云枢 GPU 云服务器　产品价格说明（华东二区）"),
        ("p", "杭州云枢智算网络技术有限公司　更新日期：2026-11-18"),
        ("h", "一、独享型 GPU 实例 gx7a 规格"),
        ("t", [["实例规格", "GPU", "显存", "vCPU", "内存", "按量价格"],
               ["gx7a.c8m60.half", "1 × NVIDIA A100 SXM4（独享 GPU）", "40GB", "8", "60GiB", "16.80 元/小时"],
               ["gx7a.c16m120.1", "1 × NVIDIA A100 SXM4 80GB", "80GB", "16", "120GiB", "31.50 元/小时"],
               ["gx7a.c64m480.4", "4 × NVIDIA A100 SXM4 80GB", "320GB", "64", "480GiB", "124.00 元/小时"]],
         [0.2, 0.3, 0.09, 0.08, 0.12, 0.21], {"shade": [1]}),
        ("p", "本次为贵司报价的实例规格为 gx7a.c8m60.half（上表第 1 行），1 台。"),
        ("h", "二、存储"),
        ("t", [["类型", "用途", "容量", "价格"],
               ["ESSD PL1 云盘", "系统盘", "100GiB", "含在实例价格内"],
               ["ESSD PL3 云盘", "数据盘", "2TB（单盘，最高 1,000,000 IOPS）", "2.00 元/GB/月"],
               ["对象存储 OSS", "数据集/检查点", "按量", "0.12 元/GB/月"]], [0.2, 0.2, 0.35, 0.25]),
        ("p", "实例不含本地盘，所有磁盘均为云盘（块存储），随实例挂载。"),
        ("h", "三、计费"),
        ("p", "按量付费：按秒计费，每小时出账；包月按 8 折。价格为含税价（含 6% 增值税）。无最低使用时长。"),
        ("h", "四、服务说明"),
        ("p", "服务可用性：以《云枢 GPU 云服务器服务等级协议》为准，承诺单实例可用性 99.95%，未达标按官网 SLA "
              "赔付代金券。"),
        ("small", "注 3：gx7a.c8m60.half 规格基于 NVIDIA MIG 技术将一张 A100 80GB 物理卡划分为两个 3g.40gb "
                  "实例，同一物理卡上的另一实例可能分配给其他用户。独享指该 MIG 实例的算力与显存在隔离分区内专属"
                  "使用。"),
    ], cjk=True, title="云枢 GPU 云服务器价格", author="杭州云枢智算网络技术有限公司",
        footer="杭州云枢智算网络技术有限公司　www.yunshu-ai.cn")


@doc("h06")
def h06(out: Path) -> None:
    pdf(out / "h06-email-reply-h200-2node-zh.pdf", [
        ("mono", "发件人: 许晨 <xuchen@zhixinghpc.com>\n收件人: 研究院采购部 <caigou@pjlab-example.cn>\n"
                 "抄送: 王磊 <wanglei@zhixinghpc.com>\n日期: 2026年11月26日 星期四 16:42\n"
                 "主题: 回复：H200 算力租赁询价（2 台）"),
        ("sp", 3),
        ("p", "周老师您好，"),
        ("p", "感谢您对智行高性能计算（上海）有限公司的信任。关于贵院 H200 询价，回复如下："),
        ("p", "<b>一、配置</b>：H200 SXM 141GB 8 卡服务器 2 台，GPU 总数 16 张（2 台）。每台：2 × Intel Xeon Platinum "
              "8558（48 核），内存 2TB（32 × 64GB），系统盘 2 × 960GB M.2 NVMe（RAID1），本地数据盘 8 块 3.84T NVMe "
              "（单台 30.72TB），8 × 400G NDR InfiniBand，NVLink 900GB/s 全互联。"),
        ("p", "另外两台共同挂载我们的 3FS 分布式存储，划给贵院 100TB（两台共享，不单独收费），读带宽约 40GB/s。"),
        ("p", "<b>二、价格</b>：13.50 元/卡/小时（不含税，另加 6% 增值税），按一年包年报价，一年起租，按月结算，不足"
              "一月按日计费。"
              "折合每台每月约 78,840 元（仅供参考，以卡时单价为准）。"),
        ("p", "<b>三、服务条款</b>（合同中会写明）："),
        ("p", "（1）GPU 型号 H200 SXM，每卡 141GB HBM3e，与报价一致，不更换；（2）两台整机独享，不做虚拟化切分；"
              "（3）NVLink 与 IB 互联按上述配置；（4）月可用性 99.9%；（5）低于 99.9% 按故障时长 3 倍退还卡时费，"
              "低于 99% 退还当月费用 30%；（6）交付后 3 个工作日验收，跑 nccl-tests 与 HPL，指标达到报价配置的 "
              "90% 即通过；（7）到期后 7 天内对本地盘与 3FS 中数据彻底删除并出具删除报告。"),
        ("p", "如有问题随时联系，谢谢！"),
        ("p", "许晨　大客户经理<br/>智行高性能计算（上海）有限公司<br/>手机 139 1702 8841"),
        ("sp", 3),
        ("small", "-----原始邮件-----<br/>发件人: 研究院采购部<br/>主题: H200 算力租赁询价（2 台）<br/>"
                  "许经理：我院拟租用 H200 服务器 2 台，用于 70B 模型 LoRA 微调，请报价（含配置、存储、单价及服务条款"
                  "）。"),
    ], cjk=True, title="回复：H200 算力租赁询价", author="xuchen")


@doc("h07")
def h07(out: Path) -> None:
    left = [("title", "H100 算力特惠"),
            ("p", "<b>8 卡 H100 PCIe 80GB 整机</b>"),
            ("p", "NVLink 全互联，每卡 900GB/s，训练推理一步到位！"),
            ("p", "· GPU：8 × NVIDIA H100 PCIe 80GB（NVLink Bridge 连接）"),
            ("p", "· CPU：2 × AMD EPYC 9454（48 核）"),
            ("p", "· 内存：1.5TB DDR5"),
            ("p", "· 系统盘：M.2 NVMe 2 × 1.92TB"),
            ("p", "· 数据盘：E1.S NVMe 8 × 7.68TB，合计 61.44TB"),
            ("p", "· 网络：2 × 100GbE，公网 200M")]
    right = [("h", "价格"),
             ("p", "<b>72,000 元/台/月</b>（含税）"),
             ("p", "季付 9.5 折；年付 9 折"),
             ("p", "3 个月起租"),
             ("h", "服务保障"),
             ("p", "· 整机独享，物理隔离"),
             ("p", "· 原厂 H100 80GB，假一赔十"),
             ("p", "· 可用性 99.9%，故障按停机时长双倍补偿"),
             ("p", "· 交付当日验收：nvidia-smi + 72h 压测，报告随机交付"),
             ("p", "· 退租 3 日内擦除数据盘并出具证明"),
             ("h", "联系我们"),
             ("p", "浙江澜石数智科技有限公司"),
             ("p", "热线 400-826-7719"),
             ("small", "本页仅为宣传资料，配置以合同为准。活动截至 2026 年 12 月 31 日。")]
    pdf(out / "h07-flyer-two-column-h100pcie-zh.pdf", [("cols", left, right)], cjk=True, land=True,
        title="H100 算力特惠", author="浙江澜石数智科技有限公司", footer="澜石数智　www.lanshi-ai.com")


@doc("h08")
def h08(out: Path) -> None:
    text(out / "h08-price-page-l40s-zh.md", """
# 北辰云算 · 裸金属 GPU 服务器价格表（2026 年 12 月）

> 北京北辰云算科技有限公司 · 亦庄 / 廊坊双机房 · 所有价格为 **元/台/月，含 6% 增值税**

| 编号 | GPU | 显存 | CPU | 内存 | 系统盘 | 数据盘 | 月租 |
|---|---|---|---|---|---|---|---|
| B1 | 8 × RTX 4090 | 24GB | 2 × 6430 | 512GB | 1 × 960GB SSD | 2 × 3.84TB NVMe | 9,900 |
| B2 | 8 × L20 | 48GB | 2 × 6530 | 1TB | 2 × 480GB SSD | 4 × 3.84TB NVMe | 17,500 |
| B3 | 8 × L40S | 48GB | 2 × 8462Y+ | 1TB | 2 × 480GB SATA SSD（RAID1） | 4 × 3.84TB NVMe | 23,800 |
| B4 | 8 × A800 PCIe | 80GB | 2 × 8358 | 1TB | 2 × 480GB SSD | 4 × 7.68TB NVMe | 39,000 |

**本次为「曜石视频」报价：B3 型 1 台，租期 6 个月起。**

B3 详细配置：

- GPU：8 × NVIDIA L40S 48GB GDDR6，PCIe 4.0 x16 直连 CPU，无 NVLink
- CPU：2 × Intel Xeon Platinum 8462Y+（每颗 32 核）
- 内存：16 × 64GB DDR5 = 1TB
- 系统盘：2 × 480GB SATA SSD，RAID1（可用 480GB）
- 数据盘：4 × 3.84TB NVMe，合计 15.36TB
- 网络：2 × 25GbE 内网；公网 100Mbps 独享

## 附加存储（可选，另计）

| 类型 | 价格 |
|---|---|
| 对象存储（S3 兼容） | 0.12 元/GB/月 |
| NAS 文件存储 | 0.35 元/GB/月 |

## 服务等级

1. **型号**：交付 NVIDIA L40S，每卡 48GB 显存，与报价单一致。
2. **独享**：整机独享，不虚拟化、不超售。
3. **互联**：8 卡经 PCIe 4.0 连接（L40S 不支持 NVLink），双 25GbE 内网如上。
4. **可用性**：月度 99.9%。
5. **赔偿**：低于 99.9% 退还当月租金 10%，低于 99.5% 退还 25%，低于 99% 退还 50%。
6. **验收**：交付后 2 个工作日内完成 gpu-burn 24 小时与 fio 测试（数据盘顺序读不低于 6GB/s），客户签字确认。
7. **数据删除**：退租后 3 个工作日内对所有磁盘做安全擦除，出具删除证明。

计费：按月预付，起租后不足一个月按一个月计。

联系人：商务 周航 186 1029 4471 · sales@beichenyun.cn
""")


@doc("h09")
def h09(out: Path) -> None:
    pdf(out / "h09-renewal-quote-b200-juicefs-zh.pdf", [
        ("title", "续租报价函"),
        ("p", "致：深圳市极客元宇宙科技有限公司"),
        ("p", "报价方：鹏城智算云（深圳）有限公司　　报价日期：2026年11月30日"),
        ("p", "贵司现租用的 B200 服务器将于 2026 年 12 月 31 日到期。经内部评估，现就续租报价如下："),
        ("t", [["项目", "内容"],
               ["服务器", "NVIDIA HGX B200 8-GPU，1 台"],
               ["GPU", "8 × NVIDIA B200 192GB HBM3e，第五代 NVLink 1.8TB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8570（56 核）"],
               ["内存", "2TB DDR5"],
               ["系统盘", "2 × 960GB NVMe M.2（RAID1）"],
               ["数据盘", "无"],
               ["存储", "平台 JuiceFS 共享文件存储，默认配额 50TB，单客户读带宽上限 2GB/s"],
               ["网络", "公网 100Mbps"]], [0.2, 0.8]),
        ("p", "续租单价：238,000 元/台/月（含 6% 增值税）；续租期 3 个月，到期可再续。续租期内如需扩容共享存储，超出 "
              "50TB "
              "部分按 600 元/TB/月计。"),
        ("h", "服务说明"),
        ("p", "1. 服务器整机独享。"),
        ("p", "2. 我司将尽力保障服务的连续性和稳定性，如遇硬件故障将尽快安排更换，但不对可用性作具体承诺。"),
        ("p", "3. 因不可抗力、上游电力或网络运营商原因导致的中断，我司不承担赔偿责任；其他故障补偿事宜双方另行协商。"),
        ("p", "4. 续租不涉及重新交付，不另行验收。"),
        ("p", "请于 2026 年 12 月 15 日前确认续租意向，逾期资源将释放。"),
        ("sp", 6),
        ("p", "鹏城智算云（深圳）有限公司　客户成功部　2026年11月30日"),
    ], cjk=True, title="续租报价函", author="鹏城智算云（深圳）有限公司",
        footer="鹏城智算云（深圳）有限公司　深圳市南山区留仙大道 3370 号")


@doc("h10")
def h10(out: Path) -> None:
    rows = [["序号", "招标技术要求", "投标响应", "偏离"]]
    spec = [
        ("GPU 型号", "NVIDIA A800 PCIe 80GB 或同等性能", "NVIDIA A800 PCIe 80GB（原厂）", "无偏离"),
        ("每台 GPU 数量", "≥ 8 张", "8 张", "无偏离"),
        ("GPU 互联", "支持 GPU 点对点通信", "每两卡一组 NVLink Bridge（400GB/s），组间 PCIe 4.0 交换", "无偏离"),
        ("服务器台数", "4 台", "4 台", "无偏离"),
        ("CPU", "≥ 2 颗，每颗 ≥ 32 核", "2 × Intel Xeon Gold 6348（28 核）", "负偏离"),
        ("内存", "≥ 1TB", "1TB（16 × 64GB DDR4-3200）", "无偏离"),
        ("系统盘", "≥ 2 块 SSD，RAID1", "2 × 1.92TB SATA SSD，RAID1", "无偏离"),
        ("数据盘", "≥ 20TB NVMe 可用容量", "4 × 7.68TB NVMe U.2，RAID5，可用约 23TB", "无偏离"),
        ("计算网络", "每卡 ≥ 200Gb/s RDMA", "8 × 200Gb/s HDR InfiniBand（每卡一口）", "无偏离"),
        ("管理网络", "千兆", "1GbE 带外管理（BMC）", "无偏离"),
        ("公网带宽", "≥ 50Mbps", "100Mbps 独享", "正偏离"),
        ("机房等级", "T3 及以上", "T3+（合肥高新区）", "无偏离"),
        ("供电", "双路市电", "双路市电 + UPS + 柴发", "无偏离"),
        ("交付时间", "合同签订后 15 日内", "10 日内", "正偏离"),
        ("质保", "租期内", "租期内 7×24 小时运维", "无偏离"),
    ]
    for i, (a, b, c, d) in enumerate(spec * 1, 1):
        rows.append([str(i), f"{a}：{b}", c, d])
    terms = [
        ("型号显存", "保证交付 A800 PCIe 80GB，每卡显存 80GB，未经采购人同意不更换型号"),
        ("互联", "按本表 GPU 互联及计算网络行交付"),
        ("独享", "4 台服务器由采购人独占使用，不超售、不与第三方共享"),
        ("可用性", "月度可用性 ≥ 99.5%"),
        ("赔偿", "可用性每低于 99.5% 一个百分点，扣减当月租金 10%，扣完为止"),
        ("验收", "交付后 5 个工作日内按招标文件第五章开展 nccl-tests、fio 及 48 小时稳定性测试，合格后出具验收报告"),
        ("数据删除", "服务期满 5 个工作日内对所有存储介质进行安全擦除，出具数据销毁证明"),
    ]
    for a, b in terms:
        rows.append([str(len(rows)), f"服务要求：{a}", b, "无偏离"])
    pdf(out / "h10-tender-deviation-a800pcie-zh.pdf", [
        ("title", "技术规格偏离表"),
        ("p", "项目名称：皖江实验室 2027 年度 GPU 算力租赁服务　项目编号：WJSYS-2026-ZB-118"),
        ("p", "投标人：合肥中科曦和信息技术有限公司（盖章）"),
        ("p", "致：皖江实验室、安徽省公共资源交易中心"),
        ("p", "我方已仔细研究招标文件第五章《采购需求》的全部内容，现对技术规格及服务要求逐条响应如下。表中“无偏离”"
              "指投标响应满足招标要求；“正偏离”指优于招标要求；“负偏离”指不满足招标要求，我方已在“投标响应”一栏如实"
              "说明。我方承诺所提供的全部设备均为原厂正品，在服务期内不以任何理由降低配置。"),
        ("p", "说明：本表所列配置均为单台服务器配置，4 台配置相同；存储容量为单台本地容量。"),
        ("sp", 60),
        ("t", rows, [0.07, 0.37, 0.41, 0.15]),
        ("h", "报价一览表"),
        ("t", [["服务内容", "单价（含税）", "数量", "服务期", "总价（含税）"],
               ["A800 PCIe 8 卡服务器租赁", "41,000 元/台/月", "4 台", "12 个月", "1,968,000 元"]],
         [0.3, 0.2, 0.12, 0.14, 0.24]),
        ("p", "注：报价含 13% 增值税及运维、机柜、电力费用。服务期 12 个月，不得少于 12 个月。"),
        ("sp", 4),
        ("p", "投标人：合肥中科曦和信息技术有限公司　法定代表人或授权代表（签字）：钱书宁　日期：2026年11月28日"),
    ], cjk=True, title="技术规格偏离表", author="合肥中科曦和信息技术有限公司",
        footer="WJSYS-2026-ZB-118 投标文件　合肥中科曦和信息技术有限公司")


# ================================================================================================ English
@doc("h11")
def h11(out: Path) -> None:
    pdf(out / "h11-order-form-h100-2node-en.pdf", [
        ("title", "Order Form #OF-26-1187"),
        ("p", "Provider: Bluegill Compute, Inc. (2200 Alameda St, Portland, OR)    Customer: Fernhill Labs, Inc."),
        ("p", "This Order Form is governed by the Bluegill Master Services Agreement v4.2. Effective date: "
              "December 8, 2026."),
        ("h", "1. Reserved capacity"),
        ("t", [["Item", "Description", "Qty"],
               ["Cluster", "2 nodes (16 GPUs), dedicated bare metal", "2"],
               ["GPU", "NVIDIA H100 80GB HBM3 SXM5, NVLink 4 / NVSwitch, 900 GB/s per GPU", "8 per node"],
               ["CPU", "Intel Xeon Platinum 8480+ (56 cores)", "2 per node"],
               ["Memory", "2,048 GB DDR5 (32 x 64 GB)", "per node"],
               ["Boot", "960 GB M.2 NVMe, RAID 1", "2 per node"],
               ["Local scratch", "3.84 TB U.2 NVMe (ephemeral, wiped between tenants)", "8 per node"],
               ["Fabric", "NVIDIA Quantum-2 400 Gb/s NDR InfiniBand, rail-optimized", "8 per node"],
               ["Internet", "10 Gb/s shared uplink, no egress fees", "per cluster"]],
         [0.16, 0.66, 0.18]),
        ("p", "Local scratch totals 30.72 TB raw per node (61.44 TB across the cluster)."),
        ("h", "2. Add-on: shared file system"),
        ("t", [["Add-on", "Capacity", "Rate", "Monthly"],
               ["WekaFS shared POSIX file system", "100 TiB (cluster-wide)", "USD 0.08 per GB-month",
                "USD 8,796.09"]], [0.34, 0.22, 0.22, 0.22]),
        ("h", "3. Pricing"),
        ("t", [["Plan", "Rate", "Commitment"],
               ["On-demand (reference only)", "USD 2.89 per GPU-hour", "none"],
               ["Reserved - this order", "USD 2.19 per GPU-hour", "6 months"]],
         [0.4, 0.3, 0.3], {"shade": [2]}),
        ("p", "Minimum term six (6) months, billed monthly in arrears for each hour the nodes are reserved "
              "(hourly granularity). Estimated monthly compute fee: 16 GPUs x 730 h x USD 2.19 = USD 25,579.20, "
              "plus the add-on. Prices exclude sales tax."),
        ("h", "4. Service commitments"),
        ("p", "(a) Hardware: NVIDIA H100 SXM5 with 80 GB HBM3 per GPU exactly as listed; no substitution without "
              "Customer's written consent. (b) Interconnect: NVLink/NVSwitch within each node and 8 x 400 Gb/s NDR "
              "InfiniBand between nodes as listed. (c) Dedicated: single-tenant bare metal; no virtualization, "
              "MIG or sharing. (d) Availability: 99.9% monthly per node. (e) Service credits: 10% of the node's "
              "monthly fee below 99.9%, 25% below 99.0%, 50% below 95.0%. (f) Acceptance: Customer has 72 hours "
              "after handover to run burn-in (gpu-burn, nccl-tests all_reduce at least 360 GB/s bus bandwidth "
              "across both nodes); billing starts on acceptance. (g) Data: all local and WekaFS data is "
              "cryptographically erased within 5 business days of termination, with a certificate."),
        ("sp", 5),
        ("p", "For Bluegill Compute, Inc.: Dana Whitfield, VP Sales        For Fernhill Labs, Inc.: ______________"),
    ], title="Order Form OF-26-1187", author="Bluegill Compute, Inc.",
        footer="Bluegill Compute, Inc. - Confidential")


@doc("h12")
def h12(out: Path) -> None:
    pdf(out / "h12-reseller-email-l40s-vgpu-en.pdf", [
        ("mono", "From: Marcus Ibe <marcus@gridhopper.io>\nTo: Priya Nair <priya@lumenreel.studio>\n"
                 "Date: Tue, 24 Nov 2026 09:05:11 +0000\nSubject: Re: dedicated L40S for your fine-tuning"),
        ("sp", 3),
        ("p", "Hi Priya,"),
        ("p", "Thanks for the call yesterday. As promised, here is what we can do on our partner's capacity in "
              "Frankfurt (GridHopper Ltd resells capacity from several European operators; we are your "
              "contracting party and bill you directly)."),
        ("p", "<b>Instance: gh.l40s.dedicated</b>"),
        ("p", "- 1 x NVIDIA L40S, dedicated to you - 24 GB GPU memory (L40S-24Q profile)<br/>"
              "- 8 vCPU, 64 GiB RAM<br/>"
              "- Root volume: 100 GiB gp3<br/>"
              "- Data volume: 1 TiB gp3 block storage (3,000 IOPS / 125 MB/s baseline)<br/>"
              "- 1 Gbps network"),
        ("p", "<b>Price:</b> USD 0.95 per instance-hour, billed per minute, no minimum. Storage is included up to "
              "the 1 TiB above; extra block storage is USD 0.09 per GB-month."),
        ("p", "Our partner targets 99.5% monthly uptime; we pass on their service credits (10% below 99.5%). "
              "Images are wiped on termination."),
        ("p", "Happy to set it up today if that works."),
        ("p", "Cheers,<br/>Marcus Ibe<br/>Account Executive, GridHopper Ltd<br/>+44 20 3808 5512"),
        ("sp", 4),
        ("small", "GridHopper Ltd, registered in England and Wales no. 13377219. Technical note on instance "
                  "types: gh.l40s.dedicated instances run on NVIDIA vGPU (time-sliced); each 48 GB L40S board "
                  "hosts two 24Q instances, which may belong to different customers."),
    ], title="Re: dedicated L40S", author="marcus@gridhopper.io")


@doc("h13")
def h13(out: Path) -> None:
    pdf(out / "h13-service-schedule-mi300x-eur-en.pdf", [
        ("title", "Schedule 2 - Dedicated Server Service Description"),
        ("p", "to the Hosting Agreement between Nordlicht Rechenzentrum GmbH (\"Nordlicht\"), Hamburg, and "
              "Wavecrest Analytics B.V. (\"Customer\"), Agreement no. NRZ-2026-0931"),
        ("h", "2.1 Server"),
        ("t", [["Component", "Specification", "Quantity"],
               ["Chassis", "Supermicro AS-8125GS-TNMR2", "1"],
               ["Accelerator", "AMD Instinct MI300X OAM, 192 GB HBM3, AMD Infinity Fabric (xGMI) mesh, "
                               "896 GB/s aggregate peer bandwidth per GPU", "8"],
               ["CPU", "AMD EPYC 9534 (64 cores)", "2"],
               ["Memory", "64 GB DDR5-4800 RDIMM", "24 (1,536 GB)"],
               ["Boot drives", "1.92 TB M.2 NVMe, software RAID 1", "2"],
               ["Data drives", "3.84 TB U.2 NVMe (PCIe 5.0)", "8"],
               ["Network", "2 x 100 GbE (public and private VLAN)", "1"]], [0.17, 0.63, 0.2]),
        ("p", "Raw data capacity 30.72 TB (27.9 TiB). Customer may configure the data drives freely; Nordlicht "
              "delivers them unformatted."),
        ("h", "2.2 Fees"),
        ("t", [["Fee", "Amount (EUR, excl. VAT)", "Notes"],
               ["Monthly server fee", "19,900.00 per server per month", "invoiced monthly in advance"],
               ["One-time setup fee", "1,500.00", "rack, cabling, burn-in"],
               ["Additional IPv4 /29", "45.00 per month", "optional"]], [0.3, 0.35, 0.35]),
        ("p", "German VAT (19%) is added where applicable. Minimum term: three (3) months, then renewing monthly "
              "with 30 days' notice."),
        ("h", "2.3 Service levels"),
        ("p", "a) Nordlicht supplies exactly the accelerator listed in 2.1 (AMD Instinct MI300X, 192 GB HBM3 per "
              "GPU); substitution only with Customer's written consent. b) The 8 GPUs are joined by the AMD "
              "Infinity Fabric mesh described in 2.1. c) The server is dedicated to Customer; no other tenant "
              "has access to it. d) Availability of power and network: 99.95% per calendar month. e) Credits: "
              "5% of the monthly server fee for each started hour of unavailability beyond the target, up to 50%. "
              "f) Acceptance: within 3 business days of handover Customer runs rocm-smi, RCCL all-reduce and a "
              "48-hour stress test; the service is accepted when the results are signed off. g) On termination "
              "Nordlicht erases all drives per NIST SP 800-88 within 10 days and provides a certificate."),
        ("sp", 5),
        ("p", "Nordlicht Rechenzentrum GmbH - Jonas Albers, Managing Director - Hamburg, 1 December 2026"),
    ], title="Schedule 2 NRZ-2026-0931", author="Nordlicht Rechenzentrum GmbH",
        footer="Nordlicht Rechenzentrum GmbH, Amtsgericht Hamburg HRB 177302")


@doc("h14")
def h14(out: Path) -> None:
    pdf(out / "h14-proposal-a100-40g-nas-en.pdf", [
        ("title", "Proposal: A100 Training Cluster for Kinetiq Robotics"),
        ("p", "Prepared by Harborline Data Centers LLC, Ashburn, VA - Proposal HDC-P-2611-07 - 23 November 2026"),
        ("h", "Summary"),
        ("p", "Harborline proposes four (4) dedicated servers, each with eight NVIDIA A100 SXM4 40GB GPUs, for a "
              "total of 32 GPUs, hosted in our Ashburn facility."),
        ("h", "Per-server configuration"),
        ("t", [["", ""],
               ["GPUs", "8 x NVIDIA A100 SXM4 40GB (HGX A100, NVLink 3 / NVSwitch, 600 GB/s)"],
               ["CPU", "2 x AMD EPYC 7763 (64 cores each)"],
               ["RAM", "1 TB DDR4"],
               ["OS disk", "1 x 480 GB SATA SSD"],
               ["Local data disks", "None"],
               ["Network", "1 x 25GbE per server (TCP/IP; no InfiniBand, no RoCE)"]], [0.25, 0.75],
         {"head": False}),
        ("h", "Storage"),
        ("p", "Training data is served from a shared NFS filer (NAS) mounted on all four servers: 40 TB usable "
              "in total for the cluster, throughput capped at 500 MB/s aggregate across all clients."),
        ("h", "Pricing"),
        ("p", "USD 1.05 per GPU-hour, committed for a minimum of 3 months, billed monthly. The NFS filer is "
              "included. Monthly estimate for 32 GPUs: USD 24,528.00."),
        ("h", "Service terms"),
        ("p", "Servers are single-tenant and dedicated to Kinetiq. Harborline commits to 99.9% monthly "
              "availability; below that, 10% of the monthly fee is credited per 0.5% shortfall. GPUs are A100 SXM4 "
              "40GB as listed. Acceptance: Kinetiq runs a 24-hour burn-in within 3 days of handover and signs off. "
              "All disks and the filer volume are wiped within 7 days of termination with a written certificate."),
        ("sp", 4),
        ("p", "Rob Kessler, Solutions Architect, Harborline Data Centers LLC"),
    ], title="Proposal HDC-P-2611-07", author="Harborline Data Centers LLC",
        footer="Harborline Data Centers LLC - Confidential proposal")


@doc("h15")
def h15(out: Path) -> None:
    text(out / "h15-pricing-page-h200-en.md", """
# Pricing - Tessellate Cloud

*Tessellate Cloud, Inc. - Dallas (DFW-2) and Reno (RNO-1)*

## H200 bare-metal clusters

| Plan | Per GPU-hour | Commitment | Billing |
|---|---|---|---|
| On-demand | $3.49 | none | per second |
| 3-month reserved | $3.09 | 3 months | monthly |
| 1-year reserved | $2.79 | 12 months | monthly |

Every node: 8x NVIDIA H200 SXM 141GB, NVLink/NVSwitch (900 GB/s per GPU), 2x Intel Xeon Platinum 8568Y+
(48 cores), 2 TB DDR5, 8x 400Gb/s NDR InfiniBand (3.2 Tb/s per node, GPUDirect RDMA).

### Storage

- Boot: 2x 960 GB NVMe (RAID 1) per node
- Local: 8x 3.84 TB NVMe per node (30.72 TB, ephemeral)
- Shared: Lustre parallel file system, **240 TB cluster total** on clusters of 4+ nodes, included;
  extra capacity $0.06/GB-month
- Object storage (S3 API): $0.02/GB-month, no egress fees

## Your quote

> Prepared for **Halcyon Bio** - 4 nodes (32 GPUs), **1-year reserved at $2.79 per GPU-hour**,
> billed monthly. 240 TB Lustre included.

## Service Level Agreement (summary, binding for reserved plans)

1. **Hardware**: H200 SXM with 141 GB HBM3e per GPU as listed; no substitutions.
2. **Fabric**: NVLink within the node; NDR InfiniBand between nodes as listed.
3. **Tenancy**: reserved nodes are single-tenant; no virtualization or sharing.
4. **Uptime**: 99.9% monthly per node.
5. **Credits**: 10% of the node's monthly charge below 99.9%, 30% below 99%, 100% below 95%.
6. **Acceptance**: 48-hour acceptance window after handover with our published burn-in
   (nccl-tests all_reduce, HPL); billing starts when you accept.
7. **Data deletion**: local NVMe and your Lustre directories are erased within 72 hours of term end;
   deletion certificate on request within 5 days.

Questions: sales@tessellate.cloud
""")


@doc("h16")
def h16(out: Path) -> None:
    pdf(out / "h16-quotation-h100-hkd-en.pdf", [
        ("title", "QUOTATION"),
        ("p", "Victoria Harbour Compute Limited - 18/F, Kowloon Commerce Centre, Kwai Chung, Hong Kong"),
        ("t", [["Quotation No.", "VHC-Q-26-0412", "Date", "26 Nov 2026"],
               ["Customer", "Lionrock Language AI Ltd", "Valid until", "10 Dec 2026"]],
         [0.18, 0.37, 0.15, 0.3], {"head": False}),
        ("p", "Purpose (as stated by the customer): full-parameter fine-tuning of a 70B model."),
        ("t", [["Item", "Description", "Qty", "Unit price (HKD)", "Amount (HKD)"],
               ["1", "GPU server: 8 x NVIDIA H100 SXM5 80GB, NVLink/NVSwitch 900GB/s; 2 x Xeon Platinum "
                     "8468 (48C); 2TB RAM; OS 2x1.92TB SSD; data 4 x 7.68TB NVMe", "1", "128,000.00 / month",
                "128,000.00"],
               ["2", "Public bandwidth 100 Mbps dedicated", "1", "included", "0.00"],
               ["3", "Setup and burn-in (one-off)", "1", "3,800.00", "3,800.00"],
               ["", "First month total", "", "", "131,800.00"]], [0.06, 0.52, 0.06, 0.18, 0.18]),
        ("p", "Term: minimum 6 months. Payment monthly in advance; deposit equal to one month's fee. Prices in Hong "
              "Kong dollars; no tax applies in Hong Kong."),
        ("h", "Terms of service"),
        ("p", "1. GPU model and memory: NVIDIA H100 SXM5, 80 GB HBM3 per GPU, guaranteed. 2. The server is "
              "dedicated to the customer (bare metal, no virtualization). 3. NVLink/NVSwitch interconnect as "
              "described. 4. Availability 99.9% per month; 5. credits of 5% of the monthly fee for every hour "
              "below target, up to 50%. 6. Acceptance test (nvidia-smi, nccl-tests, 48-hour burn-in) within 3 "
              "working days of delivery. 7. All disks securely erased within 7 days after the term, with a "
              "certificate."),
        ("sp", 5),
        ("p", "Authorised signature: Kelvin Ng, Sales Director, Victoria Harbour Compute Limited"),
    ], title="Quotation VHC-Q-26-0412", author="Victoria Harbour Compute Limited",
        footer="Victoria Harbour Compute Limited - www.vhcompute.hk")


@doc("h17")
def h17(out: Path) -> None:
    pdf(out / "h17-email-thread-b200-sgd-en.pdf", [
        ("mono", "From: Wei Ling Tan <weiling@straitsgpu.sg>\nTo: ops@coralpath.ai\n"
                 "Date: 27 Nov 2026 14:20 SGT\nSubject: RE: RE: B200 availability - 2 nodes"),
        ("sp", 3),
        ("p", "Hi Arjun,"),
        ("p", "Confirming the two B200 nodes we discussed. Straits GPU Pte. Ltd. is the reseller and your "
              "contracting party; the servers sit with our operator partner in Loyang."),
        ("p", "<b>Per node</b>: 8 x NVIDIA B200 192GB (HGX B200, NVLink 5, 1.8 TB/s per GPU), 2 x Xeon Platinum "
              "8570 (56C), 2 TB RAM, OS on 2x 1.92TB SSD, 4x 7.68TB NVMe local, 8 x 400G InfiniBand NDR."),
        ("p", "<b>Storage</b>: besides local disks the cluster has 245 TB (total) of shared Ceph storage; you get a "
              "share of it, no fixed quota."),
        ("p", "<b>Price</b>: SGD 6.20 per GPU-hour, excl. 9% GST, 3-month minimum, billed monthly."),
        ("p", "<b>SLA</b>: as per the operator's standard terms, available on request. We don't offer service "
              "credits as a reseller. Hardware faults are handled by the operator on a best-effort basis."),
        ("p", "Nodes are dedicated to you for the term."),
        ("p", "Best,<br/>Wei Ling"),
        ("sp", 3),
        ("small", "----- Earlier message -----<br/>From: Arjun Mehta &lt;ops@coralpath.ai&gt;<br/>"
                  "Can you confirm storage, price and what the SLA looks like? We'd also need an acceptance "
                  "test window and data deletion at the end."),
    ], title="RE: B200 availability", author="weiling@straitsgpu.sg")


@doc("h18")
def h18(out: Path) -> None:
    pdf(out / "h18-term-sheet-a100-8node-en.pdf", [
        ("title", "Indicative Term Sheet - Reserved A100 Cluster"),
        ("p", "Lessor: Cobaltline Infrastructure Partners LP    Lessee: Anvil Foundation Models Inc.    "
              "Ref: CIP-TS-0388"),
        ("t", [["Term", "Provision"],
               ["Capacity", "Eight (8) HGX A100 servers, 64 GPUs in total"],
               ["GPU", "NVIDIA A100 80GB SXM4, NVLink 3 / NVSwitch (600 GB/s per GPU)"],
               ["Host (per server)", "2 x AMD EPYC 7763 (64 cores); 1 TB RAM"],
               ["Storage (per server)", "2 x 960 GB SATA SSD (OS, RAID 1); 4 x 3.84 TB NVMe (data)"],
               ["Shared storage", "DDN EXAScaler (Lustre) 1.2 PB usable, 400 GB/s aggregate, cluster-wide"],
               ["Fabric", "8 x 200 Gb/s HDR InfiniBand per server (1.6 Tb/s)"],
               ["Rate", "USD 1.49 per GPU-hour"],
               ["Term", "Twelve (12) months minimum"],
               ["Billing", "Monthly in advance; USD 69,600 per month (rounded, 730 h)"],
               ["Security deposit", "One month's fee"],
               ["GPU guarantee", "A100 80GB SXM4 exactly as listed; 80 GB memory per GPU"],
               ["Interconnect guarantee", "NVSwitch within servers and HDR InfiniBand between servers as listed"],
               ["Tenancy", "Dedicated; no sharing, no virtualization"],
               ["Availability", "99.5% per server per month"],
               ["Credits", "5% per 0.5% shortfall, up to 50% of the monthly fee"],
               ["Acceptance", "7-day acceptance period with HPL and nccl-tests against stated thresholds"],
               ["Data deletion", "Drives and Lustre volumes erased within 10 days of expiry; certificate issued"],
               ["Status", "Binding upon countersignature"]], [0.28, 0.72]),
        ("sp", 5),
        ("p", "Cobaltline Infrastructure Partners LP, by its general partner - M. Osei, Partner"),
    ], title="Term Sheet CIP-TS-0388", author="Cobaltline Infrastructure Partners LP",
        footer="Cobaltline Infrastructure Partners LP - Indicative Term Sheet")


@doc("h19")
def h19(out: Path) -> None:
    pdf(out / "h19-datasheet-quote-h20-en.pdf", [
        ("title", "H20 Inference and Fine-tuning Server - Datasheet and Offer"),
        ("p", "Tianfu Hyperscale Computing Co., Ltd. (Chengdu) - Overseas Sales - Offer TFH-OS-1126"),
        ("t", [["Specification", "Value"],
               ["GPU", "8 x NVIDIA H20 96GB HBM3"],
               ["Peak BF16 per GPU", "296 TFLOPS"],
               ["GPU memory bandwidth", "4.0 TB/s"],
               ["GPU interconnect", "NVLink 900 GB/s"],
               ["CPU", "2 x Intel Xeon Platinum 8480+ (56 cores)"],
               ["Memory", "2 TB DDR5"],
               ["System disk", "2 x 960 GB SATA SSD"],
               ["Data disk", "4 x 7.68 TB NVMe"],
               ["Network", "4 x 200 Gb/s RoCE v2; 200 Mbps Internet"]], [0.35, 0.65]),
        ("h", "Commercial offer"),
        ("p", "One (1) server, USD 7,900 per server per month, excluding Chinese VAT, minimum term 6 months, "
              "paid quarterly in advance."),
        ("h", "Service terms"),
        ("p", "Dedicated server, not shared. GPU: NVIDIA H20 with 96 GB per GPU as specified. NVLink as specified. "
              "Availability 99.9% monthly; credit of 10% of the monthly fee for each 0.5% below. Acceptance test "
              "(nvidia-smi, nccl-tests, 24h burn-in) within 3 days of delivery. Data erased within 7 days after "
              "termination, with a certificate."),
        ("sp", 5),
        ("p", "Contact: Ms. Yang Fei, Overseas Sales, Tianfu Hyperscale Computing Co., Ltd."),
    ], title="Offer TFH-OS-1126", author="Tianfu Hyperscale Computing Co., Ltd.",
        footer="Tianfu Hyperscale Computing Co., Ltd. - Chengdu Tianfu New Area")


# ================================================================================================ bilingual
@doc("h20")
def h20(out: Path) -> None:
    pdf(out / "h20-side-by-side-quote-h100-hkd-bi.pdf", [
        ("title", "報價單 Quotation"),
        ("p", "香港數港算力有限公司 HK DataPort Compute Limited　　報價編號 Ref：HKDP-2611-77"),
        ("p", "客戶 Customer：澳門新濠智能科技有限公司 Macau Neo-Harbour AI Technology Ltd"),
        ("t", [["項目 Item", "中文", "English"],
               ["伺服器 Servers", "2 台，整機獨享", "2 servers, dedicated"],
               ["GPU", "每台 8 × NVIDIA H100 SXM5 80GB，NVLink 900GB/s 全互聯",
                "8 x NVIDIA H100 SXM5 80GB per server, NVLink 900GB/s full mesh"],
               ["CPU", "每台 2 × Intel Xeon Platinum 8480+（56 核）", "2 x Intel Xeon Platinum 8480+ (56C)"],
               ["記憶體 RAM", "每台 2TB", "2 TB per server"],
               ["系統碟 OS disk", "2 × 960GB M.2 NVMe（RAID 1）", "2 x 960GB M.2 NVMe (RAID 1)"],
               ["數據碟 Data disk", "8 × 3.84TB NVMe，每台合共 27.9 TiB", "8 x 3.84TB NVMe, 27.9 TiB per server"],
               ["節點互聯 Fabric", "8 × 400Gb/s InfiniBand NDR", "8 x 400Gb/s InfiniBand NDR"],
               ["頻寬 Internet", "1Gbps 獨享", "1 Gbps dedicated"]], [0.2, 0.4, 0.4]),
        ("t", [["收費 Charges", "中文", "English"],
               ["單價 Unit price", "HK$ 17.80 / GPU / 小時", "HK$ 17.80 per GPU-hour"],
               ["最短租期 Minimum term", "三個月", "three months"],
               ["計費 Billing", "按小時計，每月結算", "hourly, invoiced monthly"],
               ["按金 Deposit", "HK$ 200,000（可退）", "HK$ 200,000 (refundable)"]], [0.2, 0.4, 0.4]),
        ("t", [["服務條款 Terms", "中文", "English"],
               ["型號 / 顯存", "保證 H100 SXM5，每卡 80GB", "H100 SXM5 with 80 GB per GPU guaranteed"],
               ["互聯", "NVLink 及 InfiniBand 按上表交付", "NVLink and InfiniBand as listed"],
               ["獨享", "不共享、不虛擬化", "no sharing, no virtualization"],
               ["可用性", "每月 99.9%", "99.9% monthly"],
               ["賠償", "每低 0.1% 退還月費 5%，上限 50%", "5% of monthly fee per 0.1% below, capped at 50%"],
               ["驗收", "交付後 3 個工作天內以 nccl-tests 及 48 小時燒機測試驗收",
                "acceptance within 3 working days by nccl-tests and 48h burn-in"],
               ["數據刪除", "租期結束後 7 天內安全抹除並出具證明", "secure erase within 7 days after term, certificat"
                                                                   "e"]],
         [0.2, 0.4, 0.4]),
        ("p", "香港數港算力有限公司 HK DataPort Compute Limited　授權簽署 Authorised signatory：陳志明 Chan Chi Ming"),
    ], cjk=True, title="Quotation HKDP-2611-77", author="HK DataPort Compute Limited",
        footer="香港數港算力有限公司 HK DataPort Compute Limited　Tseung Kwan O Industrial Estate")


@doc("h21")
def h21(out: Path) -> None:
    pdf(out / "h21-lease-annex-a800-storage-addon-bi.pdf", [
        ("title", "附件 A：租赁明细 Annex A: Lease Schedule"),
        ("p", "出租方 Lessor：天津渤算云计算有限公司 Tianjin Bosuan Cloud Computing Co., Ltd."),
        ("p", "承租方 Lessee：Helix Mobility Research GmbH（北京代表处 Beijing Representative Office）"),
        ("h", "A.1 设备 Equipment（共 3 台 3 servers in total）"),
        ("t", [["部件 Component", "每台 Per server", "说明 Remarks"],
               ["GPU", "8 × NVIDIA A800 SXM4 80GB", "NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8380（40 核 cores）", "—"],
               ["内存 Memory", "2TB", "32 × 64GB"],
               ["系统盘 System disk", "2 × 480GB SATA SSD", "RAID1"],
               ["数据盘 Data disk", "本地盘 8 块 3.84T NVMe", "合计 30.72TB / 台 per server"],
               ["计算网络 Fabric", "8 × 200Gb/s HDR InfiniBand", "RDMA"]], [0.25, 0.45, 0.3]),
        ("h", "A.2 租金 Fees"),
        ("t", [["项目 Item", "单价 Unit price", "数量 Qty", "月租金 Monthly"],
               ["A800 服务器 server", "CNY 66,000 / 台 / 月 per server-month", "3", "CNY 198,000"],
               ["对象存储 Object storage (OSS)", "CNY 120 / TB / 月 per TB-month", "200 TB", "CNY 24,000"],
               ["合计 Total", "", "", "CNY 222,000"]], [0.3, 0.35, 0.12, 0.23]),
        ("p", "以上价格含 6% 增值税。租期 6 个月起。All prices include 6% VAT. Minimum term 6 months."),
        ("h", "A.3 服务水平 Service levels"),
        ("p", "1. 型号与显存 Model and memory：A800 SXM4 80GB，每卡 80GB / 80 GB per GPU。"
              "2. 互联 Interconnect：NVLink 及 HDR InfiniBand 按 A.1 / as in A.1。"
              "3. 独享 Dedicated：整机独享 / servers dedicated to the Lessee。"
              "4. 可用性 Availability：99.9% / 月 per month。"
              "5. 赔偿 Credits：低于 99.9% 退还该台月租 10%，低于 99% 退还 30% / 10% of the server's monthly fee "
              "below 99.9%, 30% below 99%。"
              "6. 验收 Acceptance：交付后 5 个工作日内按测试方案验收 / acceptance tests within 5 business days "
              "per the test plan。"
              "7. 数据删除 Data deletion：租期结束 7 日内删除本地盘及 OSS 数据并出具证明 / local and OSS data "
              "deleted within 7 days, with a certificate。"),
        ("sp", 5),
        ("p", "出租方签章 For the Lessor：天津渤算云计算有限公司　　承租方签章 For the Lessee：Helix Mobility Researc"
              "h GmbH"),
    ], cjk=True, title="Annex A Lease Schedule", author="天津渤算云计算有限公司",
        footer="天津渤算云计算有限公司 Tianjin Bosuan Cloud Computing Co., Ltd.")


@doc("h22")
def h22(out: Path) -> None:
    pdf(out / "h22-quote-4090-card-month-bi.pdf", [
        ("title", "报价单 Quotation　No. SZHX-Q-1129"),
        ("p", "供应商 Supplier：深圳华芯算力服务有限公司 Shenzhen Huaxin Compute Services Co., Ltd."),
        ("p", "客户 Client：PixelForge Games Pte. Ltd.（Singapore）"),
        ("t", [["配置 Configuration", "数量 Qty", "说明 Notes"],
               ["NVIDIA GeForce RTX 4090 24GB", "8 张 / 8 cards", "PCIe 4.0，无 NVLink / no NVLink"],
               ["AMD EPYC 9354 (32C)", "2", "—"],
               ["内存 RAM 64GB DDR5", "12", "768GB"],
               ["系统盘 OS SSD 960GB SATA", "1", "—"],
               ["数据盘 Data NVMe 3.84TB", "2", "7.68TB"],
               ["公网 Internet", "200Mbps", "独享 dedicated"]], [0.45, 0.2, 0.35]),
        ("p", "可选 Optional：NAS 10TB，300 元/月 CNY 300 per month（未含在下方报价内 not included below）。"),
        ("h", "价格 Price"),
        ("p", "1,150 元/卡/月 CNY 1,150 per card per month（含 6% 增值税 incl. 6% VAT），整机 8 卡 9,200 元/月 "
              "（8 cards CNY 9,200 per month）。最短租期 1 个月 minimum 1 month；按月计费 billed monthly。"),
        ("h", "服务条款 Terms"),
        ("p", "型号：RTX 4090 24GB 原厂 / genuine RTX 4090 with 24 GB per card；互联：PCIe 4.0，卡间无 NVLink / PCIe "
              "only, stated as such；整机独享 dedicated, not shared；可用性 availability 99.5% / 月；赔偿 credits："
              "每低 0.5% 减免月租 10% / 10% off per 0.5% below；验收 acceptance：交付后 2 日内客户测试确认 / customer "
              "tests and confirms within 2 days；数据 data：退租后 3 日内擦除 / wiped within 3 days after return。"),
        ("p", "深圳华芯算力服务有限公司　商务部　张敏 Zhang Min　2026-11-29"),
    ], cjk=True, title="Quotation SZHX-Q-1129", author="深圳华芯算力服务有限公司",
        footer="深圳华芯算力服务有限公司 Shenzhen Huaxin Compute Services Co., Ltd.")


@doc("h23")
def h23(out: Path) -> None:
    rows = [["序号 No.", "项目 Item", "规格 Specification", "单台数量 Qty per node", "合计 Total"]]
    spec = [
        ("整机 Server", "H20 8-GPU 服务器 server", "1", "整机 ×3 / 3 servers"),
        ("GPU", "NVIDIA H20 96GB，NVLink 900GB/s", "8", "24"),
        ("CPU", "Intel Xeon Platinum 8468（48 核 cores）", "2", "6"),
        ("内存 Memory", "64GB DDR5-4800", "32", "96"),
        ("系统盘 System disk", "480GB SATA SSD，RAID1", "2", "6"),
        ("数据盘 Data disk", "7.68TB NVMe U.2，RAID 5（可用约 21 TiB usable）", "4", "12"),
        ("缓存盘 Cache disk", "无 None", "—", "—"),
        ("计算网卡 Compute NIC", "400Gb/s RoCE v2", "4", "12"),
        ("存储网卡 Storage NIC", "2 × 25GbE", "1", "3"),
        ("管理网卡 BMC", "1GbE", "1", "3"),
        ("公网 Internet", "100Mbps", "—", "共享出口 shared uplink"),
        ("机柜 Rack", "42U，12kW", "—", "2"),
        ("PDU", "双路 dual feed", "—", "4"),
        ("交换机 Switch", "400G RoCE 交换机 switch", "—", "1"),
        ("光模块 Transceivers", "400G OSFP", "4", "12"),
        ("运维 O&amp;M", "7×24 驻场 on-site", "—", "1 项 lot"),
    ]
    for i, (a, b, c, d) in enumerate(spec, 1):
        rows.append([str(i), a, b, c, d])
    pdf(out / "h23-spec-table-pagebreak-h20-bi.pdf", [
        ("title", "算力服务报价 Compute Service Quotation"),
        ("p", "报价方 From：内蒙古和林格尔云谷算力有限公司 Horinger Cloud Valley Computing Co., Ltd."),
        ("p", "致 To：Sino-Nordic Speech Technology (Suzhou) Co., Ltd. 中北语音科技（苏州）有限公司"),
        ("p", "日期 Date：2026-11-30　报价号 Ref：HLG-2611-305"),
        ("p", "本报价为 3 台 H20 服务器集群（GPU 总数 24 张）。This quotation covers a cluster of three H20 servers "
              "(24 GPUs in total). 配置清单如下 Bill of materials:"),
        ("h", "机房概况 Data centre"),
        ("p", "和林格尔新区云谷数据中心为国家“东数西算”内蒙古枢纽节点，T3+ 等级，双路 220kV 市电，年均 PUE 1.18，"
              "距呼和浩特市区约 40 公里。Located in the Horinger New Area national computing hub (East Data, West "
              "Computing), Tier III+, dual 220 kV utility feeds, annual PUE 1.18, about 40 km from Hohhot."),
        ("p", "机房提供 7×24 小时驻场运维、门禁与视频监控、备品备件库（GPU 模组、NVMe 盘、光模块按 5% 冗余储备）。"
              "The site has 24/7 on-site operations, access control and CCTV, and a spares store (GPU modules, NVMe "
              "drives and optics stocked at 5% redundancy)."),
        ("p", "网络：三大运营商 BGP 接入，至北京、上海骨干网时延分别约 18ms、32ms；计算网络为独立 400G RoCE 无损网络，"
              "与存储网、管理网物理隔离。Network: BGP uplinks from all three carriers, about 18 ms to Beijing and 32 "
              "ms to Shanghai; the compute fabric is a separate lossless 400G RoCE network, physically isolated from "
              "the storage and management networks."),
        ("p", "交付周期：合同签订并收到首期款后 10 个工作日内交付；交付内容包括 BMC 账号、操作系统（Ubuntu 22.04 / "
              "Rocky 9 可选）、驱动及 CUDA、NCCL 环境。Delivery within 10 business days of signature and first "
              "payment, with BMC accounts, OS (Ubuntu 22.04 or Rocky 9), drivers, CUDA and NCCL installed."),
        ("sp", 75),
        ("t", rows, [0.08, 0.2, 0.36, 0.16, 0.2]),
        ("h", "价格 Price"),
        ("t", [["项目 Item", "单价 Unit price", "数量 Qty", "租期 Term"],
               ["H20 服务器租赁 server lease", "52,000 元/台/月 CNY per server-month（不含税 excl. VAT）", "3",
                "12 个月 months"]], [0.3, 0.4, 0.1, 0.2]),
        ("p", "增值税 6% 另计 VAT 6% extra。最短租期十二个月 minimum term twelve months。月付 monthly payment。"),
        ("h", "服务承诺 Commitments"),
        ("p", "型号显存 Model/memory：H20 96GB。互联 Interconnect：NVLink + 4 × 400G RoCE v2（RDMA）。"
              "独享 Dedicated：三台整机独享 all three servers dedicated。可用性 Availability：99.9%。"
              "赔偿 Credits：每低 0.1% 退 5% 月租，上限 50% / 5% per 0.1% below, capped at 50%。"
              "验收 Acceptance：交付后 5 日内 nccl-tests 与 fio 验收 / nccl-tests and fio within 5 days。"
              "数据删除 Data deletion：到期后 7 日内擦除并出具证明 / erased within 7 days with certificate。"),
        ("p", "内蒙古和林格尔云谷算力有限公司（盖章）"),
    ], cjk=True, title="Quotation HLG-2611-305", author="内蒙古和林格尔云谷算力有限公司",
        footer="内蒙古和林格尔云谷算力有限公司 Horinger Cloud Valley Computing Co., Ltd.")


@doc("h24")
def h24(out: Path) -> None:
    pdf(out / "h24a-quote-h800-2node-bi.pdf", [
        ("title", "报价单 Quotation（主服务 main service）"),
        ("p", "报价方 Vendor：上海浦算智能科技有限公司 Shanghai Pusuan Intelligent Technology Co., Ltd."),
        ("p", "客户 Customer：Quanta Lingua Ltd（上海分公司 Shanghai Branch）　报价号 No.：PS-2611-09"),
        ("t", [["项目 Item", "规格 Spec"],
               ["台数 Nodes", "2 台 / 2 nodes（16 GPUs）"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB / 台，NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核 cores）"],
               ["内存 Memory", "2TB / 台"],
               ["系统盘 System disk", "2x1.92TB SSD (OS)"],
               ["数据盘 Data disk", "4*3.2T NVMe（U.2）"],
               ["网络 Fabric", "8 × 400Gb/s RoCE v2 / 台"]], [0.3, 0.7]),
        ("p", "单价 Unit price：CNY 105,000 / 台 / 月 per node-month，含税 incl. 6% VAT；最短租期 6 个月 minimum 6 "
              "months。共享存储另见《存储附加服务单》PS-2611-09-S。Shared storage: see the Storage Add-on Order "
              "PS-2611-09-S."),
        ("h", "服务条款 Terms"),
        ("p", "型号与显存 H800 SXM5 80GB；NVLink 与 RoCE 按上表；整机独享；可用性 99.9%；低于 99.9% 退还月租 10%，"
              "低于 99% 退还 25%；交付后 3 个工作日内验收（nccl-tests、48h 压测）；租期结束 7 日内数据擦除并出具证明。"
              " Model and memory H800 SXM5 80GB; NVLink and RoCE as listed; dedicated; 99.9% availability; 10% "
              "credit below 99.9%, 25% below 99%; acceptance within 3 business days; data erased within 7 days "
              "with a certificate."),
    ], cjk=True, title="Quotation PS-2611-09", author="上海浦算智能科技有限公司",
        footer="上海浦算智能科技有限公司 Shanghai Pusuan Intelligent Technology Co., Ltd.")
    pdf(out / "h24b-storage-addon-order-bi.pdf", [
        ("title", "存储附加服务单 Storage Add-on Order　PS-2611-09-S"),
        ("p", "上海浦算智能科技有限公司 Shanghai Pusuan Intelligent Technology Co., Ltd."),
        ("t", [["服务 Service", "容量 Capacity", "单价 Rate", "月费 Monthly"],
               ["CPFS 并行文件存储 parallel file system（2 台共享 shared by both nodes）", "200 TiB",
                "CNY 900 / TiB / 月", "CNY 180,000"],
               ["OSS 对象存储 object storage", "按量 pay as you go", "CNY 0.12 / GB / 月", "按实际 actual"]],
         [0.42, 0.18, 0.2, 0.2]),
        ("p", "CPFS 聚合读带宽 aggregate read 25 GB/s。与主服务同期，随主服务到期终止。Co-terminous with the main "
              "service PS-2611-09."),
    ], cjk=True, title="Storage Add-on PS-2611-09-S", author="上海浦算智能科技有限公司",
        footer="上海浦算智能科技有限公司 Shanghai Pusuan Intelligent Technology Co., Ltd.")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout10")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
