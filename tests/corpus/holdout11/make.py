"""Build the holdout11 studied corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English,
bilingual, weighted toward storage (BOMs with part numbers, drive bays, per-box vs cluster totals, RAID10/RAID0,
scratch and cache NVMe, shared file system quotas, storage as its own line item, a footnote that corrects the
table), pricing (term tiers with a chosen term, card-day / card-month / GPU-hour / node-hour, annual contract
values, capitals beside digits, European decimals, discount lines) and vendor identity (brand vs legal name,
partners, resellers, 甲方/乙方, Bill to / Remit to, footers).

Run: python tests/corpus/holdout11/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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
        "brand": ParagraphStyle("brand", fontName=bold, fontSize=20, leading=24, spaceAfter=2, wordWrap=wrap,
                                textColor=colors.HexColor("#1d3d6e")),
        "h": ParagraphStyle("h", fontName=bold, fontSize=11, leading=14.5, spaceBefore=6, spaceAfter=3,
                            wordWrap=wrap),
        "p": ParagraphStyle("p", fontName=font, fontSize=9.4, leading=13.2, spaceAfter=3, wordWrap=wrap),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.6, leading=10.2, wordWrap=wrap,
                                textColor=colors.HexColor("#444444")),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=8.4, leading=10.8, wordWrap=wrap),
        "mono": ParagraphStyle("mono", fontName="STSong-Light" if cjk else "Courier", fontSize=8, leading=10.5),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool = False, title: str = "", author: str = "",
        footer: str = "", land: bool = False) -> None:
    """Lay out a list of (kind, ...) items as a PDF; footer text and page numbers on every page.

    Kinds: brand, title, h, p, small (paragraphs); sp (space, mm); pb (page break); mono (preformatted);
    t (ruled table: rows, column fractions, options head/shade); cols (two unruled columns of paragraphs)."""
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
                style.append(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e3e8d8")))
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
        canvas.setFont("STSong-Light" if cjk else "Helvetica", 7.3)
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
@doc("j01")
def j01(out: Path) -> None:
    pdf(out / "j01-quote-bom-tiers-h800-zh.pdf", [
        ("brand", "星衍算力　STARYAN COMPUTE"),
        ("small", "杭州星衍智算科技有限公司　｜　杭州市余杭区文一西路 998 号 海创园 7 幢　｜　0571-8861 2300"),
        ("sp", 3),
        ("title", "报　价　单"),
        ("p", "客户名称：上海澄远生物信息技术有限公司　　询价人：邵工　　报价单号：SY-Q-20261128-07"),
        ("p", "报价日期：2026-11-28　　报价有效期：自报价日起 20 日"),
        ("t", [["序号", "品名", "规格描述", "数量", "单位", "单价（元）", "金额（元）"],
               ["1", "H800 GPU 裸金属服务器", "整机标配见下表（每台）", "2", "台·月", "98,000.00", "196,000.00"],
               ["2", "公网带宽", "BGP 独享 200Mbps，每台 1 个公网 IP", "2", "台·月", "含", "0.00"],
               ["3", "上架部署及联调", "一次性，含 IB 组网调试", "2", "台", "3,000.00", "6,000.00"],
               ["", "", "", "", "", "月度合计", "196,000.00"]],
         [0.06, 0.18, 0.31, 0.07, 0.08, 0.14, 0.16]),
        ("h", "整机标配（每台，BOM）"),
        ("t", [["部件", "型号 / 料号", "数量", "说明"],
               ["GPU 模组", "NVIDIA HGX H800 8-GPU（H800 SXM5 80GB HBM3）", "1 套（8 卡）",
                "NVSwitch 全互联，每卡 NVLink 400GB/s"],
               ["CPU", "Intel Xeon Platinum 8480+（56C/112T, 2.0GHz）", "2", "—"],
               ["内存", "Samsung 64GB DDR5-4800 RDIMM M321R8GA0BB0-CQK", "32", "共 2TB"],
               ["启动盘", "Samsung PM9A3 960GB M.2 NVMe MZ1L2960HCJR-00A07", "2", "RAID1，仅用于操作系统"],
               ["数据盘", "Samsung PM9A3 7.68TB U.2 NVMe MZQL27T6HBLA-00A07", "4", "直通，不做 RAID"],
               ["计算网卡", "NVIDIA ConnectX-7 400G NDR（MCX75310AAS-NEAT）", "8", "GPUDirect RDMA"],
               ["存储网卡", "Mellanox ConnectX-6 Dx 双口 25GbE", "1", "—"]],
         [0.13, 0.47, 0.14, 0.26]),
        ("p", "注：两台合计本地 NVMe 数据盘 8 块，共 61.44TB；每台 30.72TB。"),
        ("h", "租期与单价（元/台/月，含 6% 增值税）"),
        ("t", [["租期", "1 个月", "3 个月", "6 个月", "12 个月"],
               ["单价", "118,000", "108,000", "102,000", "98,000　★本次报价"]],
         [0.2, 0.2, 0.2, 0.2, 0.2], {"shade_col": [4]}),
        ("p", "本次报价按 12 个月租期承诺计（租期不少于 12 个月），按月预付；押金为一个月租金 196,000 元，期满无违约"
              "全额退还。押金与部署费不计入租金单价。"),
        ("h", "服务条款摘要"),
        ("p", "（1）GPU 型号：交付 NVIDIA H800 SXM5 80GB，单卡显存 80GB，不以其他型号替换。"),
        ("p", "（2）互联：机内 NVSwitch 全互联；机间每台 8 × 400Gb/s NDR InfiniBand，支持 RDMA。"),
        ("p", "（3）独享：整机物理独占，不做虚拟化切分，不超售。"),
        ("p", "（4）可用性：单台月度可用率 ≥ 99.9%；每低于 0.1 个百分点，减免该台当月租金 5%，最高 50%。"),
        ("p", "（5）验收：交付后 48 小时内双方共同验收，项目包括 nvidia-smi、nvidia-smi topo -m、nccl-tests "
              "all_reduce_perf（单机 busbw ≥ 160GB/s）、fio 顺序读（单盘 ≥ 6GB/s）及 Llama 3 8B 训练 tokens/s 基线。"),
        ("p", "（6）数据清除：租期结束后 3 个工作日内对全部数据盘执行安全擦除并出具数据销毁证明。"),
        ("sp", 4),
        ("p", "杭州星衍智算科技有限公司（盖章）　　销售经理：程立　139 5811 0426"),
    ], cjk=True, title="报价单 SY-Q-20261128-07", author="杭州星衍智算科技有限公司",
        footer="STARYAN COMPUTE · 杭州星衍智算科技有限公司")


@doc("j02")
def j02(out: Path) -> None:
    pdf(out / "j02-contract-annex-a800-ceph-zh.pdf", [
        ("title", "GPU 算力服务合同　附件一：服务配置及费用"),
        ("p", "合同编号：YL-SC-2026-0419"),
        ("p", "甲方（需求方）：北京知衡智能科技有限公司"),
        ("p", "乙方（服务方）：乌兰察布云岭数据科技有限公司（以下简称“云岭智算”）"),
        ("h", "1. 服务器配置（每台，共 4 台）"),
        ("t", [["项目", "配置"],
               ["GPU", "NVIDIA A800 SXM4 80GB × 8，NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Gold 6348（28 核）"],
               ["内存", "1TB DDR4-3200（16 × 64GB）"],
               ["系统盘", "2 × 480GB SATA SSD，RAID1"],
               ["本地数据盘", "无"],
               ["数据存储", "乙方分布式存储（Ceph，7200 转 SATA HDD 纠删码 4+2 存储池），为甲方分配 120TB 配额，"
                           "4 台共享挂载；单客户端顺序读约 600MB/s"],
               ["机间网络", "2 × 25GbE（TCP，存储与业务共用），不含 InfiniBand/RoCE"],
               ["公网", "共享出口 50Mbps"]], [0.22, 0.78], {"head": False}),
        ("h", "2. 服务费"),
        ("p", "2.1 服务费按卡时计收：人民币 6.20 元/卡/小时（含 6% 增值税），按自然月结算。"),
        ("p", "2.2 4 台 32 卡按 30 天预估月服务费为 142,848.00 元，以实际计费时长为准。"),
        ("p", "2.3 服务期不少于六个月；甲方提前终止的，应支付剩余最短服务期服务费的 30%。"),
        ("h", "3. 服务水平"),
        ("p", "3.1 乙方按本附件交付 NVIDIA A800 SXM4 80GB GPU，每卡显存 80GB；机内 NVLink 互联。"),
        ("p", "3.2 GPU 服务器由甲方独占使用，乙方不虚拟化、不超售。"),
        ("p", "3.3 月度服务可用率不低于 99.5%；每低 0.5% 按当月服务费 10% 赔付，累计不超过 30%。"),
        ("p", "3.4 交付后 3 个工作日内甲方完成验收（nvidia-smi、nccl-tests、fio、24 小时稳定性测试），"
              "验收指标以双方确认的测试记录为准。"),
        ("p", "3.5 服务终止后 7 日内，乙方删除甲方在存储中的全部数据并出具删除确认函。"),
        ("sp", 6),
        ("t", [["甲方（盖章）", "乙方（盖章）"],
               ["北京知衡智能科技有限公司<br/>代表：许宁", "乌兰察布云岭数据科技有限公司<br/>代表：白雪峰"]],
         [0.5, 0.5]),
    ], cjk=True, title="附件一 服务配置及费用", author="乌兰察布云岭数据科技有限公司",
        footer="云岭智算　乌兰察布市集宁区 大数据产业园 B3　0474-520 6616")


@doc("j03")
def j03(out: Path) -> None:
    text(out / "j03-price-page-h100-mig-zh.md", """
# 算盒云 · GPU 云服务器价格

> 按秒计费，按小时出账；无最低消费，随开随停。价格含 6% 增值税。

## GPU 实例规格

| 规格名称 | GPU | 显存 | vCPU | 内存 | 本地缓存盘 | 价格 |
| --- | --- | --- | --- | --- | --- | --- |
| gpu.h100.mig40 ⭐ | 1 × H100 独享卡 ² | 40GB | 12 | 120GiB | 1.6TB NVMe ¹ | ¥ 9.80 元/卡时 |
| gpu.h100.x8 | 8 × H100 SXM 80GB | 640GB | 192 | 1920GiB | 8 × 3.84TB NVMe | ¥ 138.00 元/时 |
| gpu.a100.x1 | 1 × A100 80GB | 80GB | 16 | 240GiB | 1.6TB NVMe ¹ | ¥ 8.20 元/时 |

⭐ 您当前选择：**gpu.h100.mig40**，数量 1，按量付费。

## 存储

- 系统盘：云盘 ESSD 50GB（包含在实例价格中）。
- 本地缓存盘：实例自带 NVMe，释放实例后数据清空 ¹。
- 文件存储 CPFS（可选）：0.80 元/GB/月，按实际用量计费。

## 服务说明

- 单实例月度可用性 99.95%，未达标按《算盒云服务等级协议》赔付代金券。
- GPU 型号以规格表为准。

---

¹ 本地缓存盘为临时存储，不做冗余，请勿存放唯一数据。
² H100 独享卡实例基于 NVIDIA MIG 技术：一张 H100 SXM 80GB 物理卡切分为 2 个 3g.40gb 实例，另一实例可能分配给其他用户；
  实例内 nvidia-smi 显示为 MIG 设备。

© 2026 深圳算盒网络科技有限公司　粤ICP备 2026011873 号
""")


@doc("j04")
def j04(out: Path) -> None:
    pdf(out / "j04-proposal-prose-h200-8node-zh.pdf", [
        ("title", "江南智能研究院大模型训练算力租赁方案建议书"),
        ("p", "编制：上海衡拓信息系统有限公司（深维智算华东区授权合作伙伴）　　版本：V1.2　　日期：2026 年 11 月"),
        ("p", "说明：本方案由合作伙伴编制，算力服务由北京深维智算科技有限公司（下称“深维智算”）提供，"
              "租赁合同由深维智算与贵院直接签订，合作伙伴不是合同主体。"),
        ("h", "一、需求理解"),
        ("p", "贵院计划在 2027 年上半年完成 70B 级模型的全参数继续预训练与微调，需要 64 张 GPU 规模、机间高速互联的"
              "独享集群，并要求本地高速盘承载数据预处理和检查点。"),
        ("h", "二、方案配置"),
        ("p", "本方案共 8 台 NVIDIA HGX H200 服务器（64 卡）。每台服务器搭载 8 张 NVIDIA H200 SXM 141GB GPU，"
              "通过第四代 NVSwitch 全互联，每卡 NVLink 带宽 900GB/s；"
              "CPU 为 2 颗 Intel Xeon Platinum 8480+（每颗 56 核），"
              "内存 2TB（32 × 64GB DDR5）。"),
        ("p", "存储方面，每台服务器出厂即配 8 块 Solidigm D7-P5520 7.68TB（SSDPF2KX076T1）热插拔 U.2 NVMe，作为本地"
              "数据盘与检查点缓存，单机本地容量 61.44TB；操作系统安装在独立的 2 块 960GB SATA SSD 启动盘上（RAID1）。"
              "此外集群配置一套 3FS 并行文件系统，集群合计 2PB 可用容量、聚合读带宽不低于 400GB/s，由 8 台共享，"
              "不另收费。"),
        ("p", "网络方面，每台 8 × 400Gb/s NDR InfiniBand（ConnectX-7），轨道优化胖树组网，支持 GPUDirect RDMA；"
              "公网每台 100Mbps 独享。"),
        ("h", "三、商务报价"),
        ("p", "租期 12 个月。年度合同总额：人民币壹仟零伍拾陆万元整（¥10,560,000.00，含 6% 增值税），"
              "折合每台每月 110,000 元；按月等额支付，每月 880,000.00 元。租期不少于 12 个月。"),
        ("p", "上述价格已包含机柜、电力、3FS 存储及 7×24 运维，不含数据迁移服务（如需另行报价）。"),
        ("h", "四、服务承诺（将写入合同）"),
        ("p", "1. 交付 GPU 型号为 NVIDIA H200 SXM 141GB，每卡显存 141GB；2. 机内 NVSwitch 全互联、机间 NDR "
              "InfiniBand 按本方案交付；3. 整集群物理独享，不切分、不超售；4. 月度可用率不低于 99.9%；5. 未达标时"
              "按每低 0.1 个百分点返还当月费用 5%，上限 50%；6. 交付后 5 个工作日内按 nccl-tests 机间 busbw ≥ "
              "360GB/s、70B 训练 MFU ≥ 40% 验收；7. 合同终止后 10 日内对全部本地盘与 3FS 目录执行数据删除并出具证明。"),
        ("sp", 4),
        ("p", "上海衡拓信息系统有限公司　方案经理：吕晨　021-6218 0093"),
    ], cjk=True, title="算力租赁方案建议书", author="上海衡拓信息系统有限公司",
        footer="本方案仅供江南智能研究院内部评审使用 · 服务提供方：北京深维智算科技有限公司")


@doc("j05")
def j05(out: Path) -> None:
    left = [
        ("brand", "MOYUN　墨云算力"),
        ("title", "A800 PCIe 80GB 八卡整机　限时特惠"),
        ("p", "GPU：8 × NVIDIA A800 PCIe 80GB"),
        ("p", "互联：8 卡 NVLink 全互联（NVSwitch），每卡 400GB/s"),
        ("p", "CPU：2 × AMD EPYC 7543（32 核）"),
        ("p", "内存：1TB DDR4"),
        ("p", "系统盘：1 × 960GB SATA SSD"),
        ("p", "盘位：8 × 2.5 英寸 U.2 热插拔，已装 4 块 3.84TB NVMe（另 4 个空位可扩）"),
        ("p", "网络：25GbE 内网；公网 100Mbps"),
        ("small", "图片仅供参考，配置以合同为准。"),
    ]
    right = [
        ("h", "价格"),
        ("p", "日租：¥ 168 元/卡/天（7 天起租）"),
        ("p", "包月：¥ 36,000 元/台/月（整机八卡）"),
        ("p", "单台起租，含税价，可开 6% 专票。"),
        ("h", "服务"),
        ("p", "整机独享，不与他人共享 GPU"),
        ("p", "月可用性 99.9%，故障 4 小时响应"),
        ("p", "7×24 小时工程师值守"),
        ("h", "联系"),
        ("p", "销售热线：028-6555 8801　微信：moyun-gpu"),
        ("small", "成都墨云数智科技有限公司　成都市高新区天府五街 200 号"),
    ]
    pdf(out / "j05-flyer-a800pcie-zh.pdf", [("cols", left, right)], cjk=True, land=True,
        title="墨云算力 A800 特惠", author="成都墨云数智科技有限公司", footer="MOYUN 墨云算力 · 2026 冬季促销")


@doc("j06")
def j06(out: Path) -> None:
    text(out / "j06-feishu-chat-4090-zh.txt", """
飞书 · 会话记录导出　「青禾智能 × 算力小站 对接群」　2026-11-24

[10:02] 青禾-周宇：你好，我们想租两台 4090 跑 Llama 3 8B 的 LoRA，能发下配置和价格吗
[10:05] 算力小站-王磊（销售）：您好～我是合肥算力小站信息技术有限公司的王磊，配置如下（每台都一样）：
        GPU：8 张 RTX 4090 24GB（公版涡轮）
        CPU：2 颗 AMD EPYC 7542，单颗 32 核
        内存：512G
        系统盘：1T NVMe（M.2）
        数据盘：2 块 7.68T U.2 NVMe，默认做 RAID0，就是 15.36T 一个卷
        网络：万兆内网，公网 100M 独享
[10:06] 算力小站-王磊（销售）：卡之间走 PCIe 4.0，没有 NVLink，4090 本身就不支持 NVLink 哈
[10:09] 青禾-周宇：价格呢？按周可以吗
[10:11] 算力小站-王磊（销售）：整机月付 13800/台/月，含税；周租 3800/台/周，日租 650/台/天。最短一个月的话就是月付价
[10:12] 青禾-周宇：那我们两台月付，先三个月
[10:14] 算力小站-王磊（销售）：好的，押金一台一个月 13800，退租退还。合同里的服务条款我贴一下：
        第五条 服务保障
        5.1 交付 GPU 型号为 NVIDIA GeForce RTX 4090 24GB，每卡显存 24GB，不混用其他型号；
        5.2 卡间为 PCIe 4.0 直连，无 NVLink，机间为万兆以太网，按上述配置交付；
        5.3 整机独享，不虚拟化、不超售；
        5.4 月可用率不低于 99.5%；
        5.5 未达标的，按故障时长 2 倍免费顺延租期，或按比例退还当月租金；
        5.6 交付后 24 小时内由乙方配合客户验收：gpu-burn 2 小时、nccl-tests 带宽、Llama 3 8B LoRA tokens/s 基线，
            验收记录双方签字；
        5.7 退租后 3 个工作日内对系统盘和数据盘全盘擦除，并提供擦除记录。
[10:16] 青禾-周宇：可以，发合同吧
[10:16] 算力小站-王磊（销售）：👌 合同主体是 合肥算力小站信息技术有限公司，稍后盖章版发您
""")


@doc("j07")
def j07(out: Path) -> None:
    pdf(out / "j07-quote-letter-h20-capitals-zh.pdf", [
        ("title", "报 价 函"),
        ("p", "致：贵阳筑梦未来科技有限公司　算法平台部"),
        ("p", "贵司 11 月 20 日询价函收悉。贵司拟用于 Llama 3 70B 全参数微调（full fine-tuning）的算力需求，"
              "我司现推荐单台 H20 八卡服务器方案，报价如下。"),
        ("h", "一、配置（单台）"),
        ("t", [["序号", "项目", "配置"],
               ["1", "GPU", "NVIDIA H20 96GB × 8，NVLink 900GB/s"],
               ["2", "CPU", "2 × Intel Xeon Platinum 8469C（48 核）"],
               ["3", "内存", "1.5TB（24 × 64GB DDR5）"],
               ["4", "系统盘(RAID1)", "2 × 960GB SATA SSD"],
               ["5", "数据盘", "4 × 7.68TB NVMe U.2，RAID10，可用 15.36TB"],
               ["6", "网络", "2 × 25GbE；公网 100Mbps"]], [0.1, 0.22, 0.68]),
        ("h", "二、价格"),
        ("p", "租金：人民币伍万贰仟元整（¥52,000.00）/台/月，不含税（增值税税率 6%）。"),
        ("p", "租期：三个月起租，按月支付；押金一个月租金；首次部署费 2,000 元（一次性）。"),
        ("h", "三、服务条款"),
        ("p", "1. 交付 NVIDIA H20 96GB GPU，每卡显存 96GB；机内 NVLink 互联按上表交付。"),
        ("p", "2. 整机独享，不虚拟化，不超售。"),
        ("p", "3. 月可用率 99.9%；未达标的每低 0.1% 按月租金 5% 赔付，上限 30%。"),
        ("p", "4. 交付后 2 个工作日内按 nvidia-smi、nccl-tests（单机 busbw ≥ 300GB/s）、fio 结果验收。"),
        ("p", "5. 租期届满后 5 日内擦除全部数据盘，并出具书面证明。"),
        ("sp", 5),
        ("p", "黔云算力（贵州）有限公司　商务部　2026 年 11 月 22 日"),
    ], cjk=True, title="报价函", author="黔云算力（贵州）有限公司",
        footer="黔云算力（贵州）有限公司　贵安新区数字经济产业园 6 栋　0851-8866 0731")


@doc("j08")
def j08(out: Path) -> None:
    pdf(out / "j08-order-storage-line-h100-zh.pdf", [
        ("title", "GPU 算力服务订购单"),
        ("p", "订购单号：SSY-OD-26-1131　　签发日期：2026-11-29"),
        ("p", "订购方：深圳岚星机器人有限公司　　服务方：广州穗算云计算有限公司（“穗算云”）"),
        ("h", "一、订购明细"),
        ("t", [["行号", "服务项目", "规格", "数量", "单价", "月金额（元）"],
               ["1", "H100 SXM5 八卡裸金属（基础配置）", "见第二节", "3 台", "105,000 元/台/月", "315,000.00"],
               ["2", "本地 NVMe 数据盘扩容包", "每台加装 4 × 7.68TB U.2 NVMe", "3 台", "2,400 元/台/月", "7,200.00"],
               ["3", "对象存储 OSS", "50TB 标准存储", "51,200 GB", "0.12 元/GB/月", "6,144.00"],
               ["", "", "", "", "合计（月）", "328,344.00"]],
         [0.07, 0.27, 0.24, 0.1, 0.16, 0.16]),
        ("p", "含扩容包后每台合计 107,400 元/月。以上价格均含 6% 增值税。服务期 6 个月起，按月预付。"),
        ("h", "二、基础配置（每台）"),
        ("t", [["部件", "配置"],
               ["GPU", "8 × NVIDIA H100 SXM5 80GB HBM3，NVSwitch 全互联，NVLink 900GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核）"],
               ["内存", "2TB DDR5"],
               ["系统盘", "2 × 960GB SATA SSD（RAID1）"],
               ["数据盘", "2 × 3.84TB U.2 NVMe（扩容包另加 4 × 7.68TB，合计 6 块）"],
               ["计算网络", "8 × 400Gb/s NDR InfiniBand，GPUDirect RDMA"],
               ["公网", "100Mbps"]], [0.2, 0.8], {"head": False}),
        ("p", "加装扩容包后，每台本地 NVMe 数据盘合计 38.4TB。"),
        ("h", "三、服务等级"),
        ("p", "（1）GPU 为 NVIDIA H100 SXM5 80GB，每卡显存 80GB；（2）机内 NVSwitch 全互联，机间 NDR IB 按上表交付；"
              "（3）整机独享，不超售；（4）月可用率 ≥ 99.9%；（5）每低 0.1 个百分点补偿当月服务费 5%，上限 50%；"
              "（6）交付后 3 个工作日内按 nccl-tests 机间 busbw ≥ 350GB/s 与 fio 单盘顺序读 ≥ 6GB/s 验收；"
              "（7）服务结束后 5 个工作日内删除全部数据并出具证明。"),
        ("sp", 4),
        ("p", "服务方：广州穗算云计算有限公司（盖章）　　订购方：深圳岚星机器人有限公司（盖章）"),
    ], cjk=True, title="订购单 SSY-OD-26-1131", author="广州穗算云计算有限公司",
        footer="穗算云　广州市黄埔区科学城 开源大道 11 号　020-3229 7710")


@doc("j09")
def j09(out: Path) -> None:
    text(out / "j09-market-listing-h800-zh.md", """
# 易算网 · 算力集市

## H800 八卡整机（苏州节点）｜平台自营

**价格：¥ 11.50 元/卡/时**　按分钟计费，无最低消费

| 项目 | 说明 |
| --- | --- |
| GPU | 8 × NVIDIA H800 SXM5 80GB，NVLink 400GB/s |
| CPU | 2 × Intel Xeon Platinum 8462Y+（32 核） |
| 内存 | 1TB |
| 系统盘 | 1 × 1.92TB NVMe |
| 数据盘 | 无（可挂载平台 Turbo 文件存储，默认赠送 20TB 配额，吞吐 4GB/s） |
| 机间网络 | 无（单机商品） |
| 库存 | 剩余 2 台，起订 1 台 |

### 服务保障

- 整机独享，GPU 不与其他用户共享。
- 平台尽力保障服务稳定，不承诺具体可用率。
- 故障时平台工程师尽快处理，不提供故障补偿。
- 如需 SLA 协议，可联系客服另行签署。
- 实例释放后数据请自行备份。

### 购买须知

本商品由平台自营，合同主体为南京易算网络科技有限公司。下单即视为同意《易算网用户服务协议》。

*算力集市页面信息更新于 2026-11-30*
""")


@doc("j10")
def j10(out: Path) -> None:
    pdf(out / "j10-tech-agreement-a100-4node-zh.pdf", [
        ("title", "GPU 服务器租赁技术协议"),
        ("p", "甲方：天津海河智能实验室　　乙方：天津智脉云科技有限公司（“智脉云”）"),
        ("p", "本协议为《GPU 服务器租赁合同》（ZMY-2026-087）的技术附件，与合同具有同等效力。"),
        ("h", "1. 设备配置"),
        ("t", [["项目", "单台配置", "集群合计（4 台）"],
               ["GPU", "8 × NVIDIA A100 SXM4 80GB", "32 张"],
               ["GPU 互联", "NVSwitch 全互联，NVLink 600GB/s", "—"],
               ["CPU", "2 × AMD EPYC 7763（64 核）", "8 颗 / 512 核"],
               ["内存", "1TB（16 × 64GB）", "4TB"],
               ["启动盘", "2 × 480GB SATA SSD（RAID1）", "8 块"],
               ["本地 NVMe", "4 × 3.84TB U.2", "16 块，61.44TB"],
               ["计算网络", "4 × 200Gb/s HDR InfiniBand", "16 口"],
               ["公网", "100Mbps", "—"]], [0.2, 0.45, 0.35]),
        ("h", "2. 价格"),
        ("p", "单价 ¥ 7,800 元/卡/月（不含税，另加 6% 增值税），即每台 62,400 元/月；"
              "集群 32 卡每月 249,600 元（不含税）。"
              "租期一年（12 个月），按季度预付。"),
        ("h", "3. 服务要求"),
        ("p", "3.1 GPU 型号为 NVIDIA A100 SXM4 80GB，每卡显存 80GB。"),
        ("p", "3.2 机内 NVSwitch 全互联；机间 HDR InfiniBand，支持 RDMA。"),
        ("p", "3.3 设备由甲方独享，不虚拟化，不超售。"),
        ("p", "3.4 月度可用率不低于 99.5%；每低 0.5% 扣减当月租金 10%，上限 30%。"),
        ("p", "3.5 验收：交付后 5 个工作日内，4 机 32 卡 nccl-tests all_reduce busbw ≥ 180GB/s，Llama 3 8B 训练 "
              "MFU ≥ 45%，两项通过视为验收合格。"),
        ("p", "3.6 协议终止后 7 日内乙方对全部硬盘进行数据擦除并出具证明。"),
        ("sp", 5),
        ("t", [["甲方", "乙方"], ["天津海河智能实验室（盖章）", "天津智脉云科技有限公司（盖章）"]], [0.5, 0.5]),
    ], cjk=True, title="技术协议", author="天津智脉云科技有限公司", footer="智脉云 · 技术协议 ZMY-2026-087")


@doc("j11")
def j11(out: Path) -> None:
    pdf(out / "j11-spec-sheet-b200-sparse-zh.pdf", [
        ("brand", "HUAYAO　华曜算力"),
        ("title", "B200 八卡 GPU 服务器　产品规格与租赁报价"),
        ("p", "整机硬件由 OEM 合作厂商提供，租赁服务及合同主体为苏州华曜智算科技有限公司。"),
        ("h", "产品规格"),
        ("t", [["项目", "参数"],
               ["GPU 型号", "NVIDIA B200 192GB HBM3e"],
               ["GPU 数量", "8 卡/台"],
               ["单卡 BF16 算力", "4.5 PFLOPS"],
               ["整机 BF16 算力", "36 PFLOPS"],
               ["GPU 互联", "第五代 NVLink，每卡 1.8TB/s，NVSwitch 全互联"],
               ["CPU", "2 × Intel Xeon Platinum 8570（56 核）"],
               ["内存", "2TB DDR5-5600"],
               ["系统盘", "2 × 1.92TB M.2 NVMe（RAID1）"],
               ["本地 NVMe", "合计 61.44TB（8 × 7.68TB E3.S），每台"],
               ["计算网络", "8 × 400Gb/s NDR InfiniBand（ConnectX-7）"],
               ["公网", "200Mbps"]], [0.3, 0.7], {"head": False}),
        ("h", "租赁报价"),
        ("p", "整机 ¥ 288 元/台·小时（含 6% 增值税），按小时计费；一个月起租；单台起租，本报价为 1 台。"),
        ("h", "服务承诺"),
        ("p", "GPU 型号为 NVIDIA B200 192GB，每卡显存 192GB；机内 NVLink 全互联；整机独享不超售；月可用率 99.9%，"
              "每低 0.1% 补偿月费 5%（上限 50%）；交付后 48 小时内以 nccl-tests 与 fio 结果验收；"
              "退租后 5 日内擦除数据并"
              "出具证明。"),
        ("small", "苏州华曜智算科技有限公司　苏州工业园区星湖街 328 号　0512-6280 1190"),
    ], cjk=True, title="B200 产品规格与报价", author="苏州华曜智算科技有限公司",
        footer="HUAYAO 华曜算力 · 规格如有变更恕不另行通知")


@doc("j12")
def j12(out: Path) -> None:
    pdf(out / "j12a-quote-footnote-a800-zh.pdf", [
        ("title", "锐算科技　A800 服务器租赁报价单"),
        ("p", "报价方：武汉锐算科技有限公司　　客户：武汉光谷星图智能有限公司　　编号：RS-26-1203"),
        ("t", [["序号", "部件", "规格", "每台数量"],
               ["1", "GPU", "NVIDIA A800 SXM4 80GB，NVLink 400GB/s", "8"],
               ["2", "CPU", "Intel Xeon Platinum 8358（32 核）", "2"],
               ["3", "内存", "64GB DDR4-3200", "16"],
               ["4", "系统盘", "480GB SATA SSD（RAID1）", "2"],
               ["5", "数据盘", "3.84TB NVMe U.2 ※", "4"],
               ["6", "计算网卡", "200Gb/s HDR InfiniBand", "4"]], [0.08, 0.17, 0.6, 0.15]),
        ("small", "※ 更正：上表第 5 项数据盘因备货调整，实际交付为 4 × 7.68TB NVMe U.2（每台合计 30.72TB），"
                  "价格不变。"),
        ("h", "价格"),
        ("p", "台数：2 台。租金 62,000 元/台/月（含 13% 增值税）；最短租期 6 个月；按季度预付。"),
        ("p", "服务等级见附件《服务等级协议》（RS-SLA-2026），为本报价的组成部分。"),
    ], cjk=True, title="报价单 RS-26-1203", author="武汉锐算科技有限公司",
        footer="锐算科技　武汉东湖高新区 027-8771 5502")
    pdf(out / "j12b-sla-a800-zh.pdf", [
        ("title", "服务等级协议（RS-SLA-2026）"),
        ("p", "适用于武汉锐算科技有限公司报价单 RS-26-1203 项下的 A800 服务器租赁服务。"),
        ("p", "第一条 交付的 GPU 为 NVIDIA A800 SXM4 80GB，每卡显存 80GB，不得替换为 PCIe 版或其他型号。"),
        ("p", "第二条 机内 NVLink（400GB/s）互联，机间 4 × 200Gb/s HDR InfiniBand，支持 RDMA。"),
        ("p", "第三条 服务器整机由客户独享，不虚拟化、不超售。"),
        ("p", "第四条 月度可用率不低于 99.9%。"),
        ("p", "第五条 可用率每低 0.1 个百分点，减免当月租金 5%，最多减免 50%。"),
        ("p", "第六条 交付后 3 个工作日内按 nccl-tests 双机 busbw ≥ 80GB/s 及 48 小时稳定性测试验收。"),
        ("p", "第七条 服务终止后 5 个工作日内对全部磁盘执行数据擦除并出具证明。"),
    ], cjk=True, title="服务等级协议", author="武汉锐算科技有限公司", footer="锐算科技　服务等级协议")


# ================================================================================================ English
@doc("j13")
def j13(out: Path) -> None:
    pdf(out / "j13-quotation-h100-4node-en.pdf", [
        ("brand", "RIDGEBACK"),
        ("small", "Ridgeback Compute, Inc. · 2100 Lakeside Blvd, Suite 400, Richardson, TX 75082 · sales@ridgeback.ai"),
        ("sp", 3),
        ("title", "Quotation Q-26-1187"),
        ("p", "Prepared for: Olmsted AI Labs, Boston MA (attn. Priya Raman)    Prepared by: Dana Whitfield, "
              "Account Executive    Date: December 1, 2026    Valid until: December 21, 2026"),
        ("t", [["Item", "Description", "Qty", "Unit price", "Amount / month"],
               ["1", "HGX H100 SXM5 bare-metal node, 8 GPUs (configuration below), 12-month reserved", "32 GPUs",
                "US$2.35/GPU/hr", "US$54,896.00"],
               ["2", "Shared VAST namespace, 400 TB for the cluster", "1", "included", "US$0.00"],
               ["3", "Onboarding and burn-in (one-time)", "4 nodes", "US$500.00", "US$2,000.00 (first invoice)"],
               ["", "", "", "Monthly total", "US$54,896.00"]],
         [0.07, 0.45, 0.12, 0.16, 0.2]),
        ("p", "The monthly amount is 32 GPUs x 730 hours x US$2.35. Prices exclude sales tax. Invoiced monthly in "
              "arrears. The reserved rate requires a 12-month term."),
        ("h", "Per-node configuration (4 nodes)"),
        ("t", [["Component", "Specification"],
               ["GPU", "8x NVIDIA H100 SXM5 80GB HBM3, NVLink 4 via NVSwitch, 900 GB/s per GPU"],
               ["CPU", "2x Intel Xeon Platinum 8462Y+ (32 cores each)"],
               ["Memory", "2 TB DDR5-4800"],
               ["OS drive", "2x 960 GB M.2 NVMe, RAID 1"],
               ["Local scratch", "Each server ships with 8x 7.68 TB U.2 NVMe (Micron 7450 PRO, MTFDKCC7T6TFR), "
                                 "61.44 TB per box, not RAIDed"],
               ["Fabric", "8x 400 Gb/s NDR InfiniBand (ConnectX-7), GPUDirect RDMA"],
               ["Internet", "10 Gb/s per node"]], [0.2, 0.8], {"head": False}),
        ("h", "Service commitments"),
        ("p", "(a) GPUs are NVIDIA H100 SXM5 with 80 GB each; (b) intra-node NVSwitch full mesh and inter-node NDR "
              "InfiniBand as listed; (c) nodes are single-tenant bare metal, never shared or virtualised; (d) 99.9% "
              "monthly availability per node; (e) service credits of 5% of the node's monthly fee per 0.1% below "
              "target, up to 50%; (f) acceptance within 72 hours of handover: nccl-tests all_reduce_perf bus bandwidth "
              "of at least 350 GB/s across 32 GPUs and fio reads of 6 GB/s per drive; (g) all local drives are "
              "cryptographically erased within 7 days of termination and a certificate is issued."),
        ("sp", 4),
        ("p", "Dana Whitfield | Ridgeback Compute, Inc. | +1 469 555 0142"),
    ], title="Quotation Q-26-1187", author="Ridgeback Compute, Inc.",
        footer="RIDGEBACK · Ridgeback Compute, Inc. · Confidential")


@doc("j14")
def j14(out: Path) -> None:
    pdf(out / "j14-proposal-l40s-hdd-gbp-en.pdf", [
        ("title", "Proposal: L40S training servers for Cartwright Analytics"),
        ("p", "From Fenwick Grid Ltd (trading as FENWICK), Unit 4, Trafford Park, Manchester M17 1FH"),
        ("p", "Dear Oliver,"),
        ("p", "Thank you for the call on Tuesday. As discussed, we propose four (4) dedicated servers from our "
              "Manchester data hall for your Qwen fine-tuning work. Each server carries eight NVIDIA L40S 48GB cards "
              "on PCIe Gen4 (no NVLink), two AMD EPYC 9354 processors (32 cores each) and 768 GB of RAM."),
        ("p", "Storage is the part we would like to be upfront about. Each server has 4 x 20 TB 7,200 rpm SATA HDD "
              "in RAID 10, about 40 TB usable, with a sequential read of approximately 450 MB/s; there is no NVMe "
              "data tier in this hall. The operating system sits on a single 480 GB SATA SSD."),
        ("p", "The servers are networked with 2 x 10GbE (TCP only, no RDMA) to each other and share a 1 Gb/s "
              "internet uplink."),
        ("h", "Commercials"),
        ("t", [["", "Per server", "Four servers"],
               ["Monthly rate", "£4,950 per server per month (ex VAT)", "£19,800 per month"],
               ["Weekly rate (short jobs)", "£1,290 per server per week", "—"],
               ["Minimum term", "three (3) months", ""]], [0.3, 0.4, 0.3]),
        ("h", "Service terms"),
        ("p", "We commit to NVIDIA L40S 48GB GPUs as named, interconnect as described (PCIe within a server, "
              "10GbE between servers), single-tenant hardware, 99.9% monthly availability, a 10% credit for each "
              "full hour of outage beyond the target (capped at 50% of the month), acceptance against a burn-in and "
              "a fio report within three working days, and secure erasure of all disks within 14 days of the end "
              "of the term."),
        ("sp", 4),
        ("p", "Kind regards,<br/>Harriet Moss, Sales Director, Fenwick Grid Ltd"),
    ], title="Proposal for Cartwright Analytics", author="Fenwick Grid Ltd",
        footer="Fenwick Grid Ltd · Registered in England No. 11873402")


@doc("j15")
def j15(out: Path) -> None:
    text(out / "j15-marketplace-a100-vgpu-en.md", """
# Cumulus Stack · GPU Marketplace

## A100 80GB — Dedicated GPU instance

**$1.10/hr** · per-second billing · no minimum commitment

| Spec | Value |
| --- | --- |
| GPU | 1x NVIDIA A100 80GB SXM4 (Dedicated*) |
| GPU memory | 40 GB (A100D-40C vGPU profile) |
| vCPU | 12 |
| RAM | 96 GiB |
| Root volume | 80 GiB network block |
| Persistent volume | 2 TiB network block (NVMe-backed Ceph RBD), up to 250 MB/s |
| Local disk | none |
| Network | 5 Gb/s |

Uptime target: 99.9% monthly (best effort; see the Terms of Service).

### Other instances

| Instance | GPU | Price |
| --- | --- | --- |
| H100 80GB full node | 8x H100 SXM5 | $21.60/hr |
| L40S 48GB | 1x L40S | $0.86/hr |

### FAQ

**How am I billed?** Per second while the instance is running, charged to your card at the end of each day. Stopped
instances keep their persistent volume, billed at $0.10 per GB-month.

**Can I resize the volume?** Yes, up to 16 TiB, online, from the console.

**Where are the servers?** Reno (NV) and Columbus (OH). Choose a region at launch.

\\* "Dedicated" instances run on NVIDIA vGPU: one physical A100 80GB board hosts two A100D-40C profiles, which may
be assigned to different customers. The GPU memory you see is the 40 GB profile.

© 2026 Cumulus Stack Technologies LLC · Reno, Nevada
""")


@doc("j16")
def j16(out: Path) -> None:
    pdf(out / "j16-order-confirmation-mi300x-eur-en.pdf", [
        ("brand", "RHEINWERK GPU"),
        ("small", "Rheinwerk Rechenzentrum GmbH · Speditionstraße 21 · 40221 Düsseldorf · HRB 98812"),
        ("sp", 3),
        ("title", "Auftragsbestätigung / Order confirmation AB-2026-3318"),
        ("p", "Customer / Kunde: Brabant Language Technologies B.V., Eindhoven (NL)    Date: 02.12.2026"),
        ("h", "1. Server configuration (one dedicated server)"),
        ("t", [["Component", "Specification"],
               ["Accelerators", "8x AMD Instinct MI300X OAM, 192 GB HBM3 each, AMD Infinity Fabric (xGMI) mesh"],
               ["CPU", "2x AMD EPYC 9454 (48 cores each)"],
               ["RAM", "1536 GB DDR5 (24x 64 GB)"],
               ["OS drive", "2x 960 GB M.2 NVMe (RAID 1)"],
               ["Drive bays", "16x 2.5\" U.2 NVMe, 8 populated with 7.68 TB (Kioxia CM7-R, KCMYXRUG7T68), "
                              "61.44 TB raw, presented as JBOD"],
               ["Network", "2x 100GbE; internet 1 Gb/s"]], [0.22, 0.78], {"head": False}),
        ("h", "2. Fees / Entgelte"),
        ("t", [["Position", "Betrag", "Note"],
               ["Monatsentgelt / monthly fee", "EUR 18.400,00 pro Monat", "netto, zzgl. 19 % USt."],
               ["Einrichtung / setup (once)", "EUR 950,00", "einmalig"],
               ["Mindestlaufzeit / minimum term", "3 Monate", "three months, then monthly"]], [0.35, 0.3, 0.35]),
        ("p", "In English: monthly fee EUR 18,400.00 per server, excluding 19% VAT; minimum term three months."),
        ("h", "3. Service levels"),
        ("p", "3.1 GPUs: AMD Instinct MI300X with 192 GB HBM3 each, as listed. 3.2 Interconnect: Infinity Fabric "
              "between all eight GPUs as listed. 3.3 The server is dedicated to the customer; no virtualisation or "
              "sharing. 3.4 Availability 99.95% per calendar month. 3.5 Credits: 5% of the monthly fee per started "
              "hour of unavailability beyond the target, at most 50%. 3.6 Acceptance: within 48 hours of handover, "
              "RCCL all-reduce bus bandwidth of at least 300 GB/s and fio sequential read of at least 20 GB/s "
              "across the data drives. 3.7 Data deletion: all drives are wiped to NIST 800-88 within 10 days after "
              "termination; a certificate is issued."),
        ("sp", 4),
        ("p", "Mit freundlichen Grüßen / Kind regards — Jonas Albrecht, Key Account Manager"),
    ], title="Order confirmation AB-2026-3318", author="Rheinwerk Rechenzentrum GmbH",
        footer="Rheinwerk Rechenzentrum GmbH · Geschäftsführer: Dr. K. Vogt · USt-IdNr. DE318877421")


@doc("j17")
def j17(out: Path) -> None:
    pdf(out / "j17-reseller-email-h100pcie-en.pdf", [
        ("mono", "From: Sam Okafor <sam@parallaxresale.com>\nTo: Lena Brandt <lena@brightfield.dev>\n"
                 "Subject: RE: 8x H100 for Q1 - quote\nDate: Fri, 27 Nov 2026 16:41:09 +0000"),
        ("p", "Hi Lena,"),
        ("p", "Great news, we have a server free from mid-December. The hardware sits in a Tier III facility in "
              "Ashburn run by our operating partner; your contract, invoices and support are with us, Parallax "
              "Resale Partners LLC."),
        ("p", "Spec: 8x NVIDIA H100 PCIe 80GB, NVLink full mesh, 900 GB/s GPU-to-GPU, 2x Intel Xeon Gold 6448Y "
              "(32 cores each), 1 TB RAM, OS on 2x 1.92TB SATA SSD, data on 4x 3.84TB NVMe (15.36 TB), 25GbE "
              "and a 1 Gb/s internet port."),
        ("p", "Price: USD 14,200 per server/month, minimum six (6) months, billed monthly in advance."),
        ("p", "Terms: the GPUs are H100 PCIe 80GB as listed, the interconnect is as described above, the box is "
              "yours alone (no sharing), 99.9% monthly availability with 10% credit per 0.1% below, acceptance via "
              "nccl-tests and gpu-burn within 48 hours of handover, and a wipe certificate within 7 days of the end "
              "of the term."),
        ("p", "Best,<br/>Sam Okafor<br/>Parallax Resale Partners LLC | 1209 Orange St, Wilmington DE"),
        ("small", "&gt; On 25 Nov 2026, Lena Brandt wrote: Could you quote a single 8-GPU H100 server for LoRA work "
                  "on a 70B model, Jan-Jun?"),
    ], title="RE: 8x H100 for Q1", author="Parallax Resale Partners LLC",
        footer="Parallax Resale Partners LLC · This email and any attachments are confidential.")


@doc("j18")
def j18(out: Path) -> None:
    pdf(out / "j18-sow-options-h200-en.pdf", [
        ("title", "Statement of Work: dedicated H200 cluster for Kelana Robotics"),
        ("p", "Prepared by Axis Digital Solutions Sdn Bhd, an authorised partner of Lumora Cloud. The service "
              "provider and contracting party is Lumora Cloud Pte. Ltd. (Singapore); Axis is not a party to the "
              "contract."),
        ("p", "Customer: Kelana Robotics Sdn Bhd, Kuala Lumpur.    Reference: LC-SOW-2611-22"),
        ("h", "1. Scope"),
        ("p", "Two (2) nodes, 16 GPUs in total. Per node: 8x NVIDIA H200 SXM 141GB, NVSwitch full mesh at 900 GB/s "
              "per GPU; 2x AMD EPYC 9534 (64 cores each); 2 TB RAM; boot 2x 960 GB NVMe in RAID 1; local NVMe "
              "15.36 TB per node (4x 3.84 TB, no RAID) for datasets and checkpoints; 8x 400 Gb/s NDR InfiniBand "
              "with GPUDirect RDMA. A WEKA file system of 200 TB is shared by both nodes at up to 40 GB/s."),
        ("h", "2. Commercial options"),
        ("t", [["", "On-demand", "3 months", "6 months", "12 months"],
               ["Rate per GPU-hour", "USD 3.60", "USD 3.20", "USD 2.80", "USD 2.55"],
               ["Monthly estimate (16 GPUs)", "USD 42,048", "USD 37,376", "USD 32,704", "USD 29,784"],
               ["Selected", "", "", "✔ selected", ""]], [0.28, 0.18, 0.18, 0.18, 0.18], {"shade_col": [3]}),
        ("p", "The customer has selected the 6-month option: USD 2.80 per GPU-hour for a minimum of six months, "
              "billed hourly and invoiced monthly. Prices exclude 9% GST."),
        ("h", "3. Service levels"),
        ("p", "Lumora commits to: GPU model NVIDIA H200 SXM with 141 GB per GPU; NVSwitch full mesh and NDR "
              "InfiniBand as in section 1; dedicated single-tenant hardware, no slicing; 99.9% monthly availability; "
              "service credits of 5% of monthly fees per 0.1% shortfall up to 30%; acceptance within 48 hours by "
              "nccl-tests (inter-node bus bandwidth at least 360 GB/s) and a tokens/s baseline run; deletion of "
              "all customer data within 7 days of termination with a written certificate."),
    ], title="SOW LC-SOW-2611-22", author="Axis Digital Solutions Sdn Bhd",
        footer="© 2026 Lumora Cloud Pte. Ltd. All rights reserved.")


@doc("j19")
def j19(out: Path) -> None:
    text(out / "j19-discord-chat-b200-en.txt", """
#sales-inquiries · Ferro Compute community server · exported 2026-11-26

[14:02] noor.k: hey, looking for one 8x B200 box for ~4 weeks, llama 3 70b lora. what do you have?
[14:04] mika (Ferro Compute): hi! we have one free in Oslo. 8x NVIDIA B200 192GB, NVLink 1.8TB/s, 2x Xeon 8570
        (56c each), 2TB RAM, 1TB boot NVMe, local NVMe 4x 3.84TB (15.36TB) mounted at /scratch
[14:05] mika (Ferro Compute): $3.99/GPU/hr, minimum 1 week, we bill by the day
[14:06] noor.k: whole box is ours? no sharing?
[14:06] mika (Ferro Compute): yep, whole machine is yours, bare metal
[14:08] noor.k: what's your uptime SLA? credits if it goes down?
[14:09] mika (Ferro Compute): honestly best effort, we don't do a formal SLA on these. credits case by case
[14:10] noor.k: ok. acceptance testing before we start paying?
[14:11] mika (Ferro Compute): you can run whatever you like once it's handed over, billing starts at handover
[14:12] noor.k: and data at the end?
[14:14] mika (Ferro Compute): you'll get an invoice from Ferro Compute AS (Norway) - I'll DM you the order link
""")


@doc("j20")
def j20(out: Path) -> None:
    pdf(out / "j20-quote-billto-a100-40g-en.pdf", [
        ("title", "Northvale Compute — Quote NVC-4471"),
        ("t", [["Bill to", "Remit to"],
               ["Tamarack Speech Inc.<br/>88 Queen St W, Toronto ON<br/>Attn: Accounts Payable",
                "Northvale Compute Ltd.<br/>PO Box 1180, Station A, Vancouver BC<br/>Account 0042-771903"]],
         [0.5, 0.5]),
        ("p", "Issued by: Northvale Compute Ltd.    Date: 2026-11-30    Quote valid 30 days"),
        ("h", "Service"),
        ("p", "Two (2) dedicated servers, sixteen (16) GPUs. Each server: 8x NVIDIA A100 40GB SXM4 (NVSwitch, "
              "NVLink 600 GB/s), 2x AMD EPYC 7742 (64 cores each), 1 TB RAM, OS drive 480 GB SATA SSD, local scratch "
              "2x 7.68 TB NVMe in RAID 0 (15.36 TB), 8x 200 Gb/s HDR InfiniBand with RDMA, 1 Gb/s internet."),
        ("h", "Pricing"),
        ("t", [["Description", "Rate", "Qty", "Estimate / 30 days"],
               ["A100 40GB GPU time", "USD 0.89 / GPU-hr", "16 GPUs", "USD 10,252.80"],
               ["Setup", "none", "", "USD 0.00"]], [0.35, 0.25, 0.15, 0.25]),
        ("p", "Billed per minute of use, invoiced monthly. No minimum commitment; either party may end the service "
              "with 7 days' notice."),
        ("h", "Commitments"),
        ("p", "GPU model NVIDIA A100 40GB SXM4 and 40 GB per GPU as listed; NVLink within each server and HDR "
              "InfiniBand between them; whole servers dedicated to Tamarack, never shared; 99.9% monthly "
              "availability; 10% of the month's fees credited for each 0.1% below it (cap 50%); acceptance within 24 "
              "hours of handover on gpu-burn and nccl-tests busbw of at least 150 GB/s; all disks wiped and a "
              "certificate sent within 5 days after the service ends."),
    ], title="Quote NVC-4471", author="Northvale Compute Ltd.",
        footer="Northvale Compute Ltd. · GST/HST 7744 1180 RT0001")


@doc("j21")
def j21(out: Path) -> None:
    pdf(out / "j21-si-proposal-h100-qwen72b-full-en.pdf", [
        ("title", "Quarry Peak Systems — Lease proposal for Kestrel Bio"),
        ("p", "Kestrel Bio asked for hardware to run full-parameter fine-tuning of Qwen2.5-72B on its own "
              "protein-literature corpus. Quarry Peak Systems builds and leases its own servers; the proposal below "
              "is for one server in our Denver colocation suite."),
        ("h", "The server"),
        ("p", "One Quarry Peak QP-8H server with eight NVIDIA H100 SXM5 80GB GPUs on an HGX baseboard (NVSwitch, "
              "900 GB/s NVLink per GPU), two Intel Xeon Platinum 8480+ (56 cores each) and 2 TB of DDR5. The server "
              "has eight front bays, four of them populated with 7.68 TB Samsung PM1743 drives (MZWLO7T6HBLA), "
              "30.72 TB of local NVMe for data; two 960 GB M.2 boot SSDs are mirrored for the operating system. "
              "Internet is 1 Gb/s."),
        ("h", "Price"),
        ("p", "USD 21,500 per node-month on a 12-month term (annual contract value USD 258,000), invoiced monthly. "
              "Prices exclude taxes."),
        ("h", "Service terms"),
        ("p", "We warrant NVIDIA H100 SXM5 GPUs with 80 GB each; NVSwitch all-to-all NVLink as described; the "
              "server is dedicated to Kestrel Bio; 99.9% monthly availability with a 5% credit per 0.1% below "
              "(max 50%); acceptance within 3 days by gpu-burn, nccl-tests (busbw of at least 350 GB/s) and fio; "
              "NIST 800-88 wipe of all drives within 10 days of return with a certificate."),
        ("small", "Quarry Peak Systems LLC · 4800 Dahlia St, Denver CO 80216 · prepared by R. Okonkwo, solutions "
                  "architect"),
    ], title="Lease proposal for Kestrel Bio", author="Quarry Peak Systems LLC", footer="Quarry Peak Systems LLC")


@doc("j22")
def j22(out: Path) -> None:
    text(out / "j22-pricing-tiers-b200-en.md", """
# Helio Grid — B200 Reserved Clusters

Bare-metal HGX B200 nodes in our Phoenix region. Whole nodes only, never shared.

## Node

- 8x NVIDIA B200 192GB, fifth-generation NVLink, 1800 GB/s per GPU, NVSwitch full mesh
- 2x Intel Xeon Platinum 8570 (56 cores each), 2 TB DDR5
- Boot: 2x 1.92 TB M.2 NVMe (RAID 1)
- Local NVMe per node: 8x 7.68 TB E1.S = 61.44 TB (scratch, yours for the term)
- 8x 400 Gb/s NDR InfiniBand, GPUDirect RDMA
- Internet: 10 Gb/s

## Term pricing (per GPU-hour)

| Term | On-demand | 1 month | 3 months | 6 months | 12 months |
| --- | --- | --- | --- | --- | --- |
| Rate | $5.49 | $4.99 | $4.59 | $4.29 | $3.89 |

## Add-ons

- Object storage: $0.02 per GB-month
- Extra public IPv4: $5 per month

## Your reservation

> **Customer:** Aster Vale Research · **Nodes:** 2 (16 GPUs) · **Term:** 12 months
> **Rate:** $3.89 per GPU-hour, billed monthly · **Estimated monthly:** $45,436.80 (16 GPUs x 730 h x $3.89)

## Service level agreement (binding for reservations)

1. GPU model: NVIDIA B200 with 192 GB per GPU as listed.
2. Interconnect: NVSwitch full mesh in a node and NDR InfiniBand between nodes as listed.
3. Dedicated: whole nodes, single tenant, no virtualisation, no oversubscription.
4. Availability: 99.9% per month.
5. Credits: 5% of the monthly fee per 0.1% below target, up to 50%.
6. Acceptance: within 48 hours, nccl-tests inter-node busbw of at least 380 GB/s and an MFU run of at least 40%.
7. Data deletion: local drives are cryptographically erased within 72 hours after the term, with a certificate.

© 2026 Helio Grid, Inc.
""")


@doc("j23")
def j23(out: Path) -> None:
    pdf(out / "j23-datasheet-h800-sparse-hkd-en.pdf", [
        ("brand", "KBAI"),
        ("small", "Kowloon Bay AI Infrastructure Ltd · Unit 1203, Enterprise Square, Kowloon Bay, Hong Kong"),
        ("title", "H800 GPU Server Lease — Datasheet and Offer"),
        ("t", [["Item", "Specification"],
               ["GPU", "8x NVIDIA H800 SXM5 80GB HBM3"],
               ["BF16 Tensor Core (per GPU)", "1,979 TFLOPS"],
               ["NVLink", "400 GB/s per GPU, NVSwitch"],
               ["CPU", "2x Intel Xeon Platinum 8468 (48 cores)"],
               ["Memory", "2 TB"],
               ["OS disk", "2x 480 GB SATA SSD, RAID 1"],
               ["Data disk", "2x 3.84 TB NVMe"],
               ["Cluster fabric", "8x 400 Gb/s NDR InfiniBand"],
               ["Nodes offered", "2"]], [0.35, 0.65], {"head": False}),
        ("h", "Offer"),
        ("p", "HK$ 98,000 per server per month (no tax in Hong Kong), minimum term six months, payable monthly in "
              "advance; deposit one month."),
        ("h", "Service terms"),
        ("p", "NVIDIA H800 SXM5 80GB as listed, 80 GB per GPU; NVLink and NDR InfiniBand as listed; servers dedicated "
              "to the customer; 99.9% monthly availability; 5% credit per 0.1% below, up to 50%; acceptance on "
              "nccl-tests and gpu-burn within 48 hours; data wiped within 7 days of termination with a certificate."),
        ("small", "Customer: Tsuen Wan Analytics Co. Ltd.  Offer ref KB-2611-05."),
    ], title="H800 datasheet", author="Kowloon Bay AI Infrastructure Ltd",
        footer="KBAI · Kowloon Bay AI Infrastructure Ltd")


@doc("j24")
def j24(out: Path) -> None:
    pdf(out / "j24-offer-h100-ethernet-nas-en.pdf", [
        ("title", "Bayside Metal Cloud — Cluster offer BMC-2026-219"),
        ("p", "For: Lantern Robotics (San Jose)    From: Bayside Metal Cloud, Inc., Fremont CA"),
        ("h", "Configuration"),
        ("p", "Four (4) bare-metal servers, 32 GPUs. Each server: 8x NVIDIA H100 SXM5 80GB (NVSwitch, 900 GB/s "
              "NVLink), 2x AMD EPYC 9454 (48 cores each), 1.5 TB RAM, 960 GB NVMe OS drive."),
        ("p", "Interconnect between nodes: 2x 10GbE per server (bonded, TCP/IP). InfiniBand and RoCE are not "
              "available at this site."),
        ("p", "Storage: no local data drives. Project data lives on a shared NAS (NetApp FAS, NFS v4 over 10GbE), "
              "50 TB allocated to you, about 800 MB/s aggregate."),
        ("h", "Price"),
        ("p", "USD 1.85 per GPU-hour, minimum term 3 months, invoiced monthly "
              "(about USD 43,216 per month for 32 GPUs)."),
        ("h", "Service terms"),
        ("p", "H100 SXM5 80GB as listed; interconnect as described; dedicated servers; 99.9% monthly availability; "
              "5% credit per 0.1% shortfall, cap 50%; acceptance within 48 hours by gpu-burn and fio; data deleted "
              "within 7 days of the end of term with a written confirmation."),
    ], title="Cluster offer BMC-2026-219", author="Bayside Metal Cloud, Inc.", footer="Bayside Metal Cloud, Inc.")


# ================================================================================================ bilingual
@doc("j25")
def j25(out: Path) -> None:
    pdf(out / "j25-lease-schedule-h20-capitals-bi.pdf", [
        ("title", "GPU 服务器租赁合同 附表 / Schedule to the GPU Server Lease Agreement"),
        ("p", "甲方 Party A（承租方 Lessee）：Orchid Labs Pte. Ltd.（新加坡 Singapore）"),
        ("p", "乙方 Party B（出租方 Lessor / Provider）：宁夏中卫星河数据有限公司 Ningxia Xinghe Data Co., Ltd."
              "（“星河数据”）"),
        ("h", "一、设备 / Equipment（4 台 / 4 servers）"),
        ("t", [["项目 Item", "整机标配 / Standard per server"],
               ["GPU", "8 × NVIDIA H20 96GB，NVLink 900GB/s"],
               ["CPU", "2 × Intel Xeon Gold 6430（32C）"],
               ["内存 RAM", "1TB DDR5"],
               ["数据盘 Data", "2 × 3.84TB NVMe"],
               ["启动盘 Boot", "2 × 480GB SATA SSD RAID1"],
               ["机间网络 Fabric", "2 × 200Gb/s RoCE v2（RDMA）"],
               ["公网 Internet", "100Mbps"]], [0.3, 0.7]),
        ("h", "二、租金 / Rent"),
        ("p", "每台每月 / per server per month：¥32,000.00（含 6% 增值税 / incl. 6% VAT）。"),
        ("p", "4 台月租合计 / monthly total for 4 servers：人民币壹拾贰万捌仟元整（¥128,000.00）。"),
        ("p", "租期十二个月，不得短于该期限 / Term: twelve (12) months minimum."),
        ("h", "三、服务水平 / Service levels"),
        ("p", "1. GPU 型号 NVIDIA H20，每卡显存 96GB / GPU model NVIDIA H20 with 96 GB per GPU. "
              "2. 机内 NVLink、机间 RoCE v2 按上表 / NVLink in a server and RoCE v2 between servers as listed. "
              "3. 整机独享 / servers dedicated to Party A. 4. 月可用率 99.9% / 99.9% monthly availability. "
              "5. 每低 0.1% 减免月租 5%，上限 50% / 5% rent credit per 0.1% below, capped at 50%. "
              "6. 交付后 3 日内以 nccl-tests 与训练吞吐验收 / acceptance within 3 days on nccl-tests and training "
              "throughput. 7. 租期结束 7 日内擦除数据并出具证明 / data erased within 7 days with a certificate."),
        ("sp", 4),
        ("t", [["甲方 Party A", "乙方 Party B"], ["Orchid Labs Pte. Ltd.", "宁夏中卫星河数据有限公司"]], [0.5, 0.5]),
    ], cjk=True, title="租赁合同附表 Schedule", author="Ningxia Xinghe Data Co., Ltd.",
        footer="星河数据 Xinghe Data · 中卫市西部云基地")


@doc("j26")
def j26(out: Path) -> None:
    pdf(out / "j26-reseller-email-h800-bi.pdf", [
        ("mono", "发件人 From: Kelvin Leung <kelvin@pearlriver-compute.hk>\n"
                 "收件人 To: procurement@nordvik-ai.se\n主题 Subject: H800 server quote 报价\n"
                 "日期 Date: 2026-11-25 09:12 +0800"),
        ("p", "Dear Erik,"),
        ("p", "Please find our quote below. 以下为报价。The server is hosted in a partner IDC in Shenzhen; "
              "Pearl River Compute Trading (HK) Ltd 珠江算力贸易（香港）有限公司 is the contracting party."),
        ("t", [["项目 Item", "配置 Spec"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB，NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48C）"],
               ["内存 RAM", "2TB"],
               ["系统盘 OS", "1 × 960GB SATA SSD"],
               ["本地缓存盘 Local cache NVMe", "2 × 3.84TB（7.68TB）"],
               ["对象存储 Object storage", "可选 optional，US$ 18/TB/month"],
               ["台数 Qty", "1"]], [0.4, 0.6]),
        ("p", "价格 Price：US$ 13,500 / server / month（月租），最短三个月 / minimum 3 months，预付 prepaid."),
        ("p", "关于 SLA：SLA available on request / SLA 可应要求提供。Support is best effort 尽力而为；"
              "we do not offer service credits 不提供赔付。整机独享 The whole server is dedicated to you."),
        ("p", "Best regards / 此致<br/>Kelvin Leung 梁家辉<br/>Pearl River Compute Trading (HK) Ltd"),
    ], cjk=True, title="H800 server quote", author="Pearl River Compute Trading (HK) Ltd",
        footer="Pearl River Compute Trading (HK) Ltd · Kwun Tong, Kowloon")


@doc("j27")
def j27(out: Path) -> None:
    pdf(out / "j27-quote-drive-bays-l40s-bi.pdf", [
        ("brand", "海算云 HAISUAN CLOUD"),
        ("title", "报价单 Quotation QD-HS-2611-58"),
        ("p", "出具方 Issued by：青岛海算云科技有限公司 Qingdao Haisuan Cloud Technology Co., Ltd."),
        ("p", "客户 Customer：Hanbit AI Co., Ltd.（首尔 Seoul）"),
        ("h", "配置 Configuration（每台 per server，共 2 台 2 servers）"),
        ("t", [["项目 Item", "规格 Spec"],
               ["GPU", "8 × NVIDIA L40S 48GB（PCIe Gen4，无 NVLink / no NVLink）"],
               ["CPU", "2 × AMD EPYC 9354（32C）"],
               ["内存 RAM", "768GB DDR5"],
               ["启动盘 Boot", "2 × 480GB SATA SSD RAID1"],
               ["盘位 Drive bays", "24 × 2.5\"，已装 6 × 3.84TB NVMe / populated with 6 × 3.84TB NVMe"],
               ["网络 Network", "2 × 100GbE RoCE v2（RDMA）；公网 200Mbps"]], [0.3, 0.7]),
        ("h", "价格 Price"),
        ("p", "¥ 2.60 元/卡时 / CNY 2.60 per GPU-hour（含税 incl. VAT），按小时计费 billed hourly，"
              "无最低租期 no minimum term。2 台 16 卡按 720 小时估算约 29,952 元/月。"),
        ("h", "服务条款 Terms"),
        ("p", "GPU 型号 NVIDIA L40S，每卡 48GB / GPU model L40S, 48 GB per GPU；卡间 PCIe、机间 RoCE 按上表 / "
              "PCIe within and RoCE between servers as listed；整机独享 dedicated；月可用率 99.5% / 99.5% monthly；"
              "每低 0.5% 减免 10%，上限 30% / 10% credit per 0.5% below, cap 30%；交付 24 小时内验收 gpu-burn 与 "
              "fio（单盘 ≥ 5GB/s）/ acceptance within 24 h；退租后 3 日内擦除数据并出具证明 / data wiped within 3 "
              "days with a certificate。"),
    ], cjk=True, title="Quotation QD-HS-2611-58", author="青岛海算云科技有限公司",
        footer="海算云 Haisuan Cloud · 青岛市崂山区")


@doc("j28")
def j28(out: Path) -> None:
    pdf(out / "j28-container-quota-h20-bi.pdf", [
        ("title", "算云港 SuanPort AI Cloud　价格表 Price list"),
        ("t", [["实例 Instance", "GPU", "显存 GPU memory", "CPU / 内存", "数据盘 Data disk", "价格 Price"],
               ["h20.dedicated.1 ★", "1 × H20 独享型 Dedicated ※", "48GB", "16 vCPU / 128GiB",
                "500GB 云盘 cloud disk", "¥ 4.50 元/卡时 / CNY 4.50 per GPU-hour"],
               ["h20.full.8", "8 × H20", "8 × 96GB", "128 vCPU / 1TiB", "4 × 3.84TB NVMe", "¥ 68.00 元/时"]],
         [0.15, 0.19, 0.12, 0.16, 0.16, 0.22], {"shade": [1]}),
        ("p", "★ 报价 Quoted：h20.dedicated.1 × 1，按秒计费 billed per second，无最低消费 no minimum."),
        ("p", "可用性 Availability：月度 99.9% / 99.9% per month."),
        ("small", "※ 显存配额制：H20 独享型实例中 GPU 通过 HAMi 按显存配额切分，同一张 96GB 物理卡可能同时被其他容器"
                  "使用。/ Memory-quota instances: the GPU is partitioned by memory quota with HAMi; the same 96 GB "
                  "physical card may be used by other containers at the same time."),
        ("small", "厦门算云港科技有限公司 Xiamen SuanPort Technology Co., Ltd."),
    ], cjk=True, title="SuanPort price list", author="厦门算云港科技有限公司", footer="算云港 SuanPort AI Cloud")


@doc("j29")
def j29(out: Path) -> None:
    pdf(out / "j29-options-discount-h100-8node-bi.pdf", [
        ("title", "鹏湾智算 Pengwan AI Compute　集群方案 Cluster options"),
        ("p", "编制 Prepared by：Lattice Advisory (HK) Ltd（顾问 advisor to the customer）. 服务方 Provider：深圳鹏湾"
              "智算科技有限公司 Shenzhen Pengwan AI Compute Co., Ltd."),
        ("p", "客户 Customer：Maplestone Capital Research Ltd"),
        ("t", [["", "方案 A Option A", "方案 B Option B（已选 selected）", "方案 C Option C"],
               ["节点 Nodes", "4", "8", "16"],
               ["GPU", "32 × H100 SXM5 80GB", "64 × H100 SXM5 80GB", "128 × H100 SXM5 80GB"],
               ["单价 Unit rate", "USD 2.25 / GPU-hr", "USD 2.15 / GPU-hr", "USD 2.05 / GPU-hr"],
               ["租期 Term", "12 个月 months", "12 个月 months", "12 个月 months"]],
         [0.19, 0.24, 0.33, 0.24], {"shade_col": [2]}),
        ("h", "方案 B 每节点配置 / Option B per node"),
        ("p", "8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互联 full mesh，NVLink 900GB/s；2 × Intel Xeon Platinum 8480+"
              "（56C）；2TB RAM；OS drive 2 × 960GB NVMe RAID1；本地 NVMe 4 × 7.68TB（每节点 30.72TB / per node）；"
              "8 × 400Gb/s NDR InfiniBand，RDMA。Lustre 1PB 集群共享 shared by the cluster。"),
        ("h", "方案 B 月度费用 / Option B monthly charges"),
        ("t", [["项目 Line", "计算 Basis", "金额 Amount (USD)"],
               ["GPU 时 GPU time", "64 × 730 h × 2.15", "100,448.00"],
               ["年付预付折扣 Annual prepay discount −8%", "", "−8,035.84"],
               ["净额 Net per month", "", "92,412.16"]], [0.45, 0.3, 0.25]),
        ("p", "最短租期 12 个月 / minimum term 12 months；不含税 excl. tax。"),
        ("h", "服务条款 Terms"),
        ("p", "H100 SXM5 80GB 每卡 80GB / 80 GB per GPU；NVSwitch 与 NDR IB 按上 / as above；独享 dedicated；月可用率 "
              "99.9%；每低 0.1% 补偿 5%，上限 50% / 5% credit per 0.1%, cap 50%；交付 5 日内以 nccl-tests busbw ≥ "
              "360GB/s 与 MFU ≥ 40% 验收 / acceptance within 5 days；终止后 10 日内删除数据并出具证明 / data deleted "
              "within 10 days with a certificate。"),
    ], cjk=True, title="Pengwan cluster options", author="Lattice Advisory (HK) Ltd",
        footer="深圳鹏湾智算科技有限公司 Shenzhen Pengwan AI Compute Co., Ltd.")


@doc("j30")
def j30(out: Path) -> None:
    pdf(out / "j30-quote-4090-hdd-bi.pdf", [
        ("title", "智算坊 ZhiSuanFang　4090 集群报价 / RTX 4090 cluster quote"),
        ("p", "东莞智算坊网络科技有限公司 Dongguan ZhiSuanFang Network Technology Co., Ltd."),
        ("p", "客户 Customer：Lotus Vision Ltd（越南 Vietnam）　台数 Servers：4 台（32 卡 32 GPUs）"),
        ("t", [["项目 Item", "每台 Per server"],
               ["GPU", "8 × NVIDIA RTX 4090 24GB（PCIe，无 NVLink / no NVLink）"],
               ["CPU", "2 × Intel Xeon Gold 6330（28C）"],
               ["内存 RAM", "512GB"],
               ["系统盘 OS", "1 × 512GB NVMe"],
               ["数据盘 Data", "2 × 8TB SATA HDD（机械盘 7200rpm），约 250MB/s"],
               ["内网 LAN", "1GbE"]], [0.3, 0.7]),
        ("p", "价格 Price：¥ 1.65 元/卡时 / CNY 1.65 per GPU-hour（含税），月结 monthly；最短一个月 / minimum 1 "
              "month。"),
        ("p", "条款 Terms：RTX 4090 24GB as listed；PCIe 互联如上 / PCIe as listed；整机独享 dedicated；可用率 99.5% "
              "monthly；每低 0.5% 减免 10%，上限 30%；交付 24 小时内 gpu-burn 与 fio 验收 / acceptance within 24 h；"
              "退租 3 日内擦除数据并提供证明 / wipe within 3 days with a certificate。"),
    ], cjk=True, title="4090 cluster quote", author="东莞智算坊网络科技有限公司", footer="智算坊 ZhiSuanFang")


@doc("j31")
def j31(out: Path) -> None:
    pdf(out / "j31-quote-card-month-h800-bi.pdf", [
        ("title", "报价单 Quotation　QH-TC-26-0917"),
        ("p", "出具方 Issued by：前海张量云（深圳）科技有限公司 Qianhai Tensor Cloud (Shenzhen) Co., Ltd."),
        ("p", "Bill to 客户：Seoul Kinetic Labs Inc.　　日期 Date：2026-12-01"),
        ("h", "配置 Configuration（2 台 / 2 servers, 16 GPUs）"),
        ("t", [["项目 Item", "每台 Per server"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB，NVSwitch 全互联 full mesh，NVLink 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48C）"],
               ["内存 RAM", "2TB"],
               ["启动盘 OS drive", "2 × 960GB NVMe RAID1"],
               ["本地 NVMe", "合计 30.72TB / total 30.72 TB（4 × 7.68TB Solidigm D7-P5520）"],
               ["网络 Fabric", "8 × 400Gb/s NDR InfiniBand（RDMA）"]], [0.3, 0.7]),
        ("h", "价格 Price"),
        ("t", [["单价 Unit", "数量 Qty", "月金额 Monthly"],
               ["¥ 12,500 元/卡/月 / CNY 12,500 per GPU-month", "16 卡 GPUs", "¥ 200,000.00"]],
         [0.5, 0.2, 0.3]),
        ("p", "即每台 ¥ 100,000/月 / i.e. CNY 100,000 per server-month；含 6% 增值税 incl. VAT；最短 6 个月 / "
              "minimum six months。"),
        ("h", "条款 Terms"),
        ("p", "NVIDIA H800 SXM5，每卡 80GB / 80 GB per GPU；NVSwitch 与 NDR IB 按上表 / as listed；整机独享 "
              "dedicated；月可用率 99.9%；每低 0.1% 补偿 5%，上限 50%；交付 48 小时内 nccl-tests busbw ≥ 150GB/s "
              "验收 / acceptance within 48 h；终止后 5 日内擦除数据并出具证明 / data wiped within 5 days with a "
              "certificate。"),
        ("sp", 3),
        ("p", "— 林浩 Lin Hao | 客户经理 Account Manager | 前海张量云 Qianhai Tensor Cloud | +86 755 8632 1190"),
    ], cjk=True, title="Quotation QH-TC-26-0917", author="前海张量云（深圳）科技有限公司",
        footer="前海张量云 Qianhai Tensor Cloud")


@doc("j32")
def j32(out: Path) -> None:
    pdf(out / "j32-order-form-b200-sgd-bi.pdf", [
        ("title", "Order Form 订购单 MT-OF-2612-03"),
        ("p", "Provider 服务方: Merlion Tensor Pte. Ltd.（鱼尾狮算力）    Customer 客户: 杭州云帆智能科技有限公司"),
        ("h", "Service 服务"),
        ("p", "Four (4) nodes 共 4 台, 32 GPUs. Per node 每台: 8x NVIDIA B200 192GB, NVLink 1.8TB/s NVSwitch 全互联; "
              "2x Intel Xeon Platinum 8570 (56C); 2TB RAM; boot 启动盘 2x 960GB NVMe RAID1; scratch 本地 NVMe "
              "4x 7.68TB = 30.72TB; 8x 400Gb/s NDR InfiniBand (RDMA). Shared WEKA 500TB for the cluster 集群共享."),
        ("h", "Fees 费用"),
        ("p", "S$ 7.40 per GPU-hour 每卡时 (excl. 9% GST 不含消费税), billed hourly 按小时计费, invoiced monthly; "
              "minimum term six (6) months 最短六个月. Setup fee 部署费 S$ 2,000 one-time 一次性."),
        ("h", "Service levels 服务水平"),
        ("p", "GPU model NVIDIA B200 with 192 GB per GPU 每卡 192GB; NVSwitch and NDR InfiniBand as listed 按上; "
              "dedicated single-tenant 独享; availability 99.9% per month 月可用率; credits 5% per 0.1% below, cap 50% "
              "补偿; acceptance within 48 h by nccl-tests busbw ≥ 380GB/s 验收; data deletion within 7 days with "
              "a certificate 数据删除."),
    ], cjk=True, title="Order Form MT-OF-2612-03", author="Merlion Tensor Pte. Ltd.",
        footer="© 2026 Merlion Tensor Pte. Ltd. · 10 Anson Road, Singapore")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout11")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
