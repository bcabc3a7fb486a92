"""Build the holdout15 studied corpus: 32 GPU-rental offers in 34 files (PDF, .txt, .md), Chinese, English,
bilingual, weighted toward storage (per-node data disks vs boot disks vs shared file systems vs object storage vs
cloud block volumes, drive bays, RAID 0/1/5/10 with raw and usable, TB vs TiB, disk and shared-store throughput),
pricing (GPU-hour, card-month, node-month, node-day, instance-hour, node-year; tax-inclusive and exclusive; discount
lines; on-demand / monthly / prepaid columns with the chosen one marked; totals; minimum terms in digits and words;
CNY, USD, EUR, GBP, JPY, KRW, SGD, HKD, AUD) and vendor identity (letterhead brand vs legal name, marketplaces,
sales agents, the vendor only in a seal line and a bank payee, email threads with several signatures).

Run: python tests/corpus/holdout15/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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


def _styles(cjk: bool, small: bool = False) -> dict[str, ParagraphStyle]:
    font = "STSong-Light" if cjk else "Helvetica"
    bold = "STSong-Light" if cjk else "Helvetica-Bold"
    wrap = "CJK" if cjk else None
    cell = 6.9 if small else 8.3
    return {
        "title": ParagraphStyle("title", fontName=bold, fontSize=15, leading=20, spaceAfter=5, wordWrap=wrap),
        "brand": ParagraphStyle("brand", fontName=bold, fontSize=19, leading=23, spaceAfter=2, wordWrap=wrap,
                                textColor=colors.HexColor("#0f4c5c")),
        "h": ParagraphStyle("h", fontName=bold, fontSize=11, leading=14.5, spaceBefore=6, spaceAfter=3,
                            wordWrap=wrap),
        "p": ParagraphStyle("p", fontName=font, fontSize=9.3, leading=13.0, spaceAfter=3, wordWrap=wrap),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.5, leading=10.0, wordWrap=wrap,
                                textColor=colors.HexColor("#444444")),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=cell, leading=cell + 2.4, wordWrap=wrap),
        "mono": ParagraphStyle("mono", fontName="STSong-Light" if cjk else "Courier", fontSize=8.6, leading=11.6,
                               backColor=colors.HexColor("#f1efe8")),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool = False, title: str = "", author: str = "",
        footer: str = "", land: bool = False, small_cells: bool = False) -> None:
    """Lay out (kind, ...) items as a PDF with a footer and page numbers on every page.

    Kinds: brand, title, h, p, small (paragraphs); sp (space, mm); pb (page break); mono (preformatted, tinted as a
    scan); t (ruled table: rows, column fractions, options head / shade rows / shade_col / span / bold rows)."""
    st = _styles(cjk, small_cells)
    size = landscape(A4) if land else A4
    margin = 12 * mm if land else 18 * mm
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=margin, rightMargin=margin,
                            topMargin=14 * mm, bottomMargin=18 * mm, title=title, author=author)
    width = size[0] - 2 * margin
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
            head = opts.get("head", 1)
            t = Table(cells, colWidths=cols, repeatRows=head)
            style = [("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#7d7d7d")),
                     ("VALIGN", (0, 0), (-1, -1), "TOP")]
            if head:
                style.append(("BACKGROUND", (0, 0), (-1, head - 1), colors.HexColor("#d9e4ec")))
            for r in opts.get("shade", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#fff2b3")))
            for r in opts.get("bold", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#eeeeee")))
            for c in opts.get("shade_col", []):
                style.append(("BACKGROUND", (c, 0), (c, -1), colors.HexColor("#fff2b3")))
            for a, b in opts.get("span", []):
                style.append(("SPAN", a, b))
            t.setStyle(TableStyle(style))
            story.append(t)
            story.append(Spacer(1, 2.5 * mm))
        else:
            raise ValueError(kind)

    def on_page(canvas, _doc) -> None:  # type: ignore[no-untyped-def]
        canvas.saveState()
        canvas.setFont("STSong-Light" if cjk else "Helvetica", 7.2)
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
@doc("k01")
def k01(out: Path) -> None:
    sub = [4, 8, 10]
    pdf(out / "k01-excel-quote-subtotals-h800-zh.pdf", [
        ("brand", "澜汐算力　LANXI AI"),
        ("small", "宁波澜汐智算科技有限公司　｜　宁波市鄞州区首南街道 天童南路 588 号 B 座 12 层　｜　0574-8790 6612"),
        ("sp", 2),
        ("title", "算力服务报价表（工作表：报价_v3）"),
        ("p", "客户：南京墨衡智能科技有限公司　　联系人：庞工　　报价编号：LX-BJ-2611-052　　日期：2026-11-30"),
        ("t", [["报价明细（单位：人民币元；数量为台或 TB；月度金额按含税价计）", "", "", "", "", "", "", ""],
               ["类别", "项目", "规格", "数量", "单位", "单价（不含税）", "单价（含 6% 税）", "月金额（含税）"],
               ["A 算力", "H800 八卡服务器", "8 × NVIDIA H800 SXM5 80GB HBM3，NVSwitch 全互联，每卡 NVLink 400GB/s；"
                "2 × Intel Xeon Platinum 8468（48 核）；2TB DDR5", "2", "台·月", "96,500.00", "102,290.00",
                "204,580.00"],
               ["", "计算网络", "每台 8 × 400Gb/s NDR InfiniBand（ConnectX-7），GPUDirect RDMA", "2", "台·月",
                "含", "含", "0.00"],
               ["", "小计（算力）", "", "", "", "", "", "204,580.00"],
               ["B 存储", "本地数据盘（每台）", "4 × 7.68TB U.2 NVMe（Samsung PM9A3），直通不做 RAID，每台 30.72TB，"
                "单盘顺序读 6.5GB/s", "2", "台·月", "含", "含", "0.00"],
               ["", "系统盘（每台）", "2 × 960GB M.2 NVMe，RAID1，仅装操作系统", "2", "台·月", "含", "含", "0.00"],
               ["", "共享并行文件系统", "两台共用 200TB 配额，聚合读带宽 20GB/s（不属于单台本地盘）", "200", "TB·月",
                "75.00", "79.50", "15,900.00"],
               ["", "小计（存储）", "", "", "", "", "", "15,900.00"],
               ["C 网络", "公网带宽", "BGP 独享 100Mbps（两台共用 1 条）", "1", "月", "2,000.00", "2,120.00",
                "2,120.00"],
               ["", "小计（网络）", "", "", "", "", "", "2,120.00"],
               ["合计", "月度合计（含税）", "", "", "", "", "", "222,600.00"],
               ["", "租期 12 个月合计（含税）", "", "", "", "", "", "2,671,200.00"]],
         [0.08, 0.13, 0.33, 0.06, 0.07, 0.11, 0.11, 0.11],
         {"head": 2, "span": [((0, 0), (-1, 0)), ((0, 2), (0, 4)), ((0, 5), (0, 8)), ((0, 9), (0, 10)),
                              ((0, 11), (0, 12))], "bold": [*sub, 11, 12]}),
        ("h", "商务条款"),
        ("p", "1. 计费单位为台·月，最短租期十二（12）个月；按自然月计费，计费步长 1 个月，不足一月按一月计。"),
        ("p", "2. 上表同时列出不含税单价与含 6% 增值税单价；发票开具增值税专用发票。"),
        ("h", "服务承诺"),
        ("p", "（一）交付 GPU 型号为 NVIDIA H800 SXM5，每卡显存 80GB，不以其他型号替代；（二）机内 NVSwitch 全互联，"
              "机间每台 8 × 400Gb/s NDR InfiniBand；（三）整机物理独享，不虚拟化、不切分、不超售；（四）单台月度可用率"
              " ≥ 99.9%；（五）每低于 0.1 个百分点，返还该台当月服务费 5%，最高 50%；（六）交付后 48 小时内验收："
              "nvidia-smi、topo -m、nccl-tests 单机 all_reduce busbw ≥ 160GB/s、双机 busbw ≥ 90GB/s、fio 单盘顺序读"
              " ≥ 6GB/s；（七）租期结束后 5 个工作日内对本地盘及文件系统目录执行数据删除并出具销毁证明。"),
        ("sp", 3),
        ("p", "宁波澜汐智算科技有限公司　销售：汤雯　138 5748 2210"),
    ], cjk=True, title="报价表 LX-BJ-2611-052", author="宁波澜汐智算科技有限公司",
        footer="澜汐算力 LANXI AI · 本表由报价系统导出")


@doc("k02")
def k02(out: Path) -> None:
    pdf(out / "k02-calloff-order-h20-zh.pdf", [
        ("title", "订　单（框架协议项下 Call-off）"),
        ("p", "订单编号：YQ-CO-2026-031　　所属框架协议：《算力服务框架协议》YQ-FA-2026-007（2026-03-15 签订）"),
        ("p", "采购方：武汉知岸科技有限公司　　供方：贵州云启数据服务有限公司（以下称“云启算力”）"),
        ("h", "一、订购内容"),
        ("t", [["服务项", "配置", "数量", "单价", "服务期", "金额（元）"],
               ["H20 GPU 服务器（整机）", "8 × NVIDIA H20 96GB HBM3，NVLink 900GB/s 全互联", "4 台",
                "1,580 元/台/天（含 6% 增值税）", "90 天", "568,800.00"],
               ["公网 IP 与带宽", "每台 1 个 IP，共享 50Mbps", "4 台", "含", "90 天", "0.00"],
               ["", "", "", "", "订单总额", "568,800.00"]], [0.17, 0.3, 0.08, 0.19, 0.11, 0.15]),
        ("h", "二、单台配置"),
        ("t", [["部件", "配置"],
               ["CPU", "2 × AMD EPYC 9454（每颗 48 核）"],
               ["内存", "1.5TB DDR5（24 × 64GB）"],
               ["系统盘", "2 × 480GB SATA SSD，RAID1"],
               ["数据盘", "2 块 3.84TB U.2 NVMe，RAID1 镜像：裸容量 7.68TB，可用容量 3.84TB"],
               ["机间网络", "4 × 200Gb/s RoCE v2 网卡，支持 RDMA"]], [0.2, 0.8]),
        ("h", "三、计费"),
        ("p", "按台·天计费，不足一天按一天计；本订单最短服务期为九十（90）天，自交付验收合格之日起算。"),
        ("h", "四、本订单适用的服务水平（框架协议第 6 章，以本订单约定为准）"),
        ("p", "6.1 供方交付 NVIDIA H20 GPU，每卡显存 96GB；6.2 机内 NVLink 全互联，机间 RoCE v2 RDMA 按上表；"
              "6.3 服务器由采购方独占使用，不虚拟化切分、不超售；6.4 月可用率不低于 99.9%；6.5 未达标时，每低 0.1% "
              "按当月该台费用 5% 抵扣，上限 30%；6.6 交付后 24 小时内验收：nccl-tests 四机 all_reduce busbw ≥ 80GB/s、"
              "fio 顺序读 ≥ 5GB/s，验收合格后起算服务期；6.7 服务期满后 3 日内删除全部数据并出具删除证明。"),
        ("sp", 5),
        ("t", [["采购方（盖章）", "供方（盖章）"],
               ["武汉知岸科技有限公司<br/>授权代表：顾楠", "贵州云启数据服务有限公司<br/>授权代表：罗志勇"]],
         [0.5, 0.5]),
    ], cjk=True, title="订单 YQ-CO-2026-031", author="贵州云启数据服务有限公司",
        footer="云启算力　贵安新区数字经济产业园 4 号楼")


@doc("k03")
def k03(out: Path) -> None:
    text(out / "k03-dingtalk-a100-mig-zh.txt", """
钉钉 · 聊天记录导出　「拓维星河 × 算立方 商务沟通」　2026-11-27 14:20 — 15:02

14:20 拓维星河-林一帆：在吗，想要一张 A100 80G 跑 Llama 3 8B 的 LoRA，独享的，多少钱
14:22 算立方-周可（客户经理）：在的～推荐您 A100 80G 独享实例 gpu.a100.solo，3.60 元/卡时，按秒计费，随开随停，\
无最低消费
14:22 算立方-周可（客户经理）：实例配置：1 卡，16 vCPU，内存 128GiB，系统盘 100GB 云盘，数据盘 1TB ESSD\
 云盘（可扩到 32TB）
14:25 拓维星河-林一帆：显存是 80G 吧？
14:31 算立方-周可（客户经理）：这个规格显存是 40GB 哈。底层是 A100 80GB SXM 物理卡，开了 MIG，切成 2 个 3g.40gb 实例，
       另一个实例会分配给其他客户；实例里 nvidia-smi 看到的是 MIG 设备。算力是独享那半张卡的
14:33 拓维星河-林一帆：那 SLA 呢
14:35 算立方-周可（客户经理）：实例月可用性 99.9%，官网有服务等级协议
14:36 拓维星河-林一帆：本地盘有吗，数据盘速度怎么样
14:38 算立方-周可（客户经理）：没有本地盘，数据盘就是 1TB 云盘，吞吐 350MB/s 左右，要快的话可以加 CPFS
14:40 拓维星河-林一帆：验收和删除数据这些呢
14:44 算立方-周可（客户经理）：按量实例开通就能用，没有单独验收流程；释放实例后云盘按平台规则处理
14:47 拓维星河-林一帆：好，我先开一台试试
15:02 算立方-周可（客户经理）：好的，开通链接发您了。合同主体：杭州算立方信息技术有限公司
""")


@doc("k04")
def k04(out: Path) -> None:
    pdf(out / "k04-proposal-appendix-a800-8node-zh.pdf", [
        ("sp", 30),
        ("title", "清研启元（北京）人工智能研究院"),
        ("title", "千卡级以下大模型训练算力租赁方案"),
        ("p", "服务提供方：内蒙古云垣数据科技有限公司（云垣算力）"),
        ("p", "方案编制：北京拓川科技有限公司（云垣算力授权销售代理）　　2026 年 12 月　V2.0"),
        ("small", "说明：本方案由销售代理编制并报价，合同由云垣算力与贵院直接签订；代理商不是合同主体。"),
        ("pb",),
        ("h", "执行摘要"),
        ("p", "贵院 2027 年计划完成 Llama 3 70B 级模型的全参数微调与继续预训练。本方案建议租用 8 台 A800 SXM4 八卡"
              "服务器（共 64 卡），机间 HDR InfiniBand 全互联，租期一年。年度费用见附录 A（每台每年 72 万元，含税）。"),
        ("p", "关键承诺：整集群独享；月可用率 99.5%；交付验收以 MFU 与 nccl-tests 带宽为准；租期结束后数据清除。"),
        ("pb",),
        ("h", "一、技术方案"),
        ("p", "每台服务器：8 张 NVIDIA A800 SXM4 80GB，NVSwitch 互联，每卡 NVLink 带宽 400GB/s；CPU 为 2 颗 Intel "
              "Xeon Platinum 8358（每颗 32 核）；内存 1TB DDR4。"),
        ("p", "存储分三层：（1）本地数据盘：每台 8 块 3.84TB U.2 NVMe，组 RAID0，单台 30.72TB，用于数据预处理与检查点"
              "缓存；（2）系统盘：每台 2 块 960GB SATA SSD，RAID1；（3）集群共享 GPFS 并行文件系统 1PB，由 8 台共享，"
              "聚合读带宽 40GB/s。三者不重复计算。"),
        ("p", "网络：每台 8 × 200Gb/s HDR InfiniBand，非阻塞胖树，支持 GPUDirect RDMA；公网每台 100Mbps。"),
        ("h", "二、服务水平（写入合同）"),
        ("p", "1. GPU 型号为 NVIDIA A800 SXM4，每卡显存 80GB；2. 机内 NVSwitch、机间 HDR IB 按上述交付；3. 整集群物理"
              "独享，不切分、不超售；4. 月可用率不低于 99.5%；5. 每低 0.5 个百分点，返还当月费用 10%，上限 40%；"
              "6. 交付后 5 个工作日内验收：八机 nccl-tests busbw ≥ 150GB/s、Llama 3 70B 训练 MFU ≥ 38%；7. 租期结束后"
              " 7 日内删除全部本地盘与 GPFS 数据并出具证明。"),
        ("pb",),
        ("h", "附录 A　价格"),
        ("t", [["项目", "数量", "单价", "租期", "合计"],
               ["A800 SXM4 八卡服务器（含本地 NVMe、GPFS 1PB、IB 网络、运维）", "8 台", "¥ 720,000 元/台/年（含"
                                                                      " 6% 增值税）",
                "1 年", "¥ 5,760,000"]], [0.4, 0.1, 0.22, 0.1, 0.18]),
        ("p", "折合每台每月 60,000 元；按季度预付。最短租期一年（12 个月），不支持提前退租。"),
        ("sp", 3),
        ("p", "北京拓川科技有限公司　客户经理：岳明哲　010-8265 1170"),
    ], cjk=True, title="算力租赁方案", author="北京拓川科技有限公司", footer="云垣算力 · 方案编号 YY-PR-2612-004")


@doc("k05")
def k05(out: Path) -> None:
    pdf(out / "k05-pricelist-footnotes-4090-zh.pdf", [
        ("brand", "蓉芯算力"),
        ("small", "成都蓉芯云计算有限公司　｜　成都市天府新区兴隆街道 湖畔路 1218 号"),
        ("title", "2026 年第四季度 GPU 服务器租赁价目表"),
        ("t", [["机型", "配置", "月租（元/卡/月）", "整机月租（元/台/月）"],
               ["4090-8X", "8 × RTX 4090 24GB，8 卡 NVLink 全互联②；2 × AMD EPYC 7543（32 核）；512GB；"
                "系统盘 1TB NVMe；数据盘 2 × 3.84TB NVMe③", "1,350①", "10,800①"],
               ["4090-4X", "4 × RTX 4090 24GB；1 × EPYC 7543；256GB；数据盘 1 × 3.84TB NVMe③", "1,400①", "5,600①"],
               ["L20-8X", "8 × L20 48GB；2 × EPYC 7543；1TB；数据盘 2 × 3.84TB NVMe③", "2,600①", "20,800①"]],
         [0.12, 0.5, 0.19, 0.19]),
        ("p", "本次报价：4090-8X × 3 台，月租 1,350 元/卡/月，三台合计每月 32,400 元。"),
        ("small", "① 含 6% 增值税；一个月起租（最短租期 1 个月），按月预付。"),
        ("small", "② 8 卡之间 NVLink 全互联，卡间带宽 112GB/s。"),
        ("small", "③ 数据盘为本地 U.2 NVMe，每台 2 块共 7.68TB，不做 RAID；系统盘单独 1TB。内网 10GbE，公网 100Mbps。"),
        ("h", "服务条款"),
        ("p", "交付型号为 NVIDIA GeForce RTX 4090，每卡显存 24GB；卡间互联按上表；整机独享，不虚拟化、不超售；月可用率"
              " 99.5%，低于承诺每 0.5% 返还当月租金 10%；交付后 24 小时内客户验收（gpu-burn、nccl-tests、fio 顺序读 ≥ "
              "3GB/s），验收通过后起算租期；退租后 3 个工作日内擦除全部磁盘并提供擦除记录。"),
        ("p", "业务联系：何小川　028-8533 7016"),
    ], cjk=True, title="蓉芯算力价目表", author="成都蓉芯云计算有限公司", footer="蓉芯算力 ·"
                                                               " 价格如有调整以最新价目表为准")


@doc("k06")
def k06(out: Path) -> None:
    body = """
                        算力租赁确认函

  确认编号：YS-CF-20261126-3                     日期：2026 年 11 月 26 日

  一、租赁内容
      机型：NVIDIA HGX H200 八卡服务器            数量：1 台
      GPU ：8 × NVIDIA H200 SXM 141GB HBM3e，NVSwitch 全互联，NVLink 900GB/s
      CPU ：2 × Intel Xeon Platinum 8558（每颗 48 核）
      内存：2TB DDR5

  二、盘位明细（前置 8 盘位，2.5 英寸）
      盘位    用途      规格
      Bay0    系统      960GB M.2 NVMe（与 Bay1 组 RAID1）
      Bay1    系统      960GB M.2 NVMe（与 Bay0 组 RAID1）
      Bay2    数据      7.68TB U.2 NVMe
      Bay3    数据      7.68TB U.2 NVMe
      Bay4    数据      7.68TB U.2 NVMe
      Bay5    数据      7.68TB U.2 NVMe
      Bay6    空        —
      Bay7    空        —
      数据盘合计 4 块，30.72TB，不做 RAID。

  三、费用
      月租：人民币 158,000.00 元/台/月（含 6% 增值税）
            不含税价 149,056.60 元/台/月，税额 8,943.40 元
      最短租期：六个月（6 个月），按月预付，计费以自然月为单位。

  四、服务保障
      1. 交付 GPU 为 NVIDIA H200 SXM，每卡显存 141GB；
      2. 机内 NVSwitch 全互联，按上述配置交付；
      3. 整机独享，不虚拟化、不切分、不超售；
      4. 月度可用率不低于 99.9%；
      5. 未达标每 0.1 个百分点减免当月租金 5%，最高 50%；
      6. 交付后 48 小时内验收：nccl-tests 单机 busbw ≥ 400GB/s，fio 顺序读 ≥ 20GB/s，
         Llama 3 70B LoRA tokens/s 基线记录存档；
      7. 租期届满 5 个工作日内对全部盘位执行安全擦除并出具数据销毁证明。

  五、付款
      收款户名：上海沄算信息科技有限公司
      开户行  ：招商银行上海张江支行    账号：1219 0877 6610 502

                                   （盖章）上海沄算信息科技有限公司  合同专用章
"""
    pdf(out / "k06-scan-confirmation-h200-zh.pdf", [
        ("title", "致：杭州千帆智研科技有限公司"),
        ("small", "［扫描件］第 1 页 共 1 页"),
        ("mono", body.strip("\n")),
    ], cjk=True, title="scan0042", author="", footer="扫描件 · 2026-11-26 16:41")


@doc("k07")
def k07(out: Path) -> None:
    pdf(out / "k07-gyeonjeok-style-l40s-hdd-zh.pdf", [
        ("title", "报　价　书"),
        ("t", [["需求方", "", "供应方", ""],
               ["贵方", "深圳明途视觉科技有限公司　敬启", "登记号", "91441900MA5X8K2Q7T"],
               ["日期", "2026 年 11 月 29 日", "商号", "东莞松湖算力科技有限公司（松湖算力）　（印）"],
               ["编号", "SH-2611-088", "代表", "梁国栋"],
               ["有效期", "15 日", "地址 / 电话", "东莞市松山湖园区工业南路 6 号　0769-2289 1150"]],
         [0.12, 0.36, 0.14, 0.38], {"head": 1, "span": [((0, 0), (1, 0)), ((2, 0), (3, 0))]}),
        ("p", "下列金额谨此报价。"),
        ("p", "合计金额（大写）：人民币壹拾伍万贰仟陆佰肆拾元整（¥152,640.00，含税，月）"),
        ("t", [["No", "品名", "规格", "数量", "单价（不含税）", "供给价额", "税额（6%）"],
               ["1", "L40S 八卡服务器（月租）", "8 × NVIDIA L40S 48GB（PCIe，无 NVLink）；2 × Intel Xeon Gold"
                                       " 6430（32 核）；"
                "512GB", "4 台", "36,000", "144,000", "8,640"],
               ["2", "数据盘（每台）", "4 × 16TB 7200 转 SATA HDD，RAID5：裸容量 64TB，可用 48TB，顺序读约 500MB/s",
                "4 台", "含", "0", "0"],
               ["3", "系统盘（每台）", "2 × 480GB SATA SSD RAID1", "4 台", "含", "0", "0"],
               ["4", "机间网络", "每台 2 × 25GbE（TCP，不支持 RDMA）", "4 台", "含", "0", "0"],
               ["", "合计", "", "", "", "144,000", "8,640"]], [0.05, 0.17, 0.38, 0.07, 0.12, 0.11, 0.1]),
        ("p", "含税单价 38,160 元/台/月。租期：三个月起租（最短 3 个月），按月结算。"),
        ("h", "备注"),
        ("p", "1. 交付 NVIDIA L40S，每卡显存 48GB；GPU 间经 PCIe 4.0 通信，机间 25GbE；2. 整机独享，不虚拟化、不超售；"
              "3. 月可用率 99.5%，每低 0.5% 减免当月费用 10%；4. 交付后 24 小时内验收（gpu-burn、fio、iperf3"
              " 记录双方签字）；"
              "5. 退租后 3 日内擦除全部磁盘数据并出具证明。"),
    ], cjk=True, title="报价书 SH-2611-088", author="东莞松湖算力科技有限公司", footer="松湖算力")


@doc("k08")
def k08(out: Path) -> None:
    pdf(out / "k08-checkout-cart-h100-zh.pdf", [
        ("small", "https://www.suanlimart.cn/cart/checkout?order=SM20261201-77310　　打印时间 2026/12/01 10:42"),
        ("brand", "算力集市"),
        ("small", "算力集市是多家算力服务商入驻的交易平台，平台仅提供信息与交易撮合，服务合同由您与所选服务商签订。"),
        ("title", "购物车 · 确认订单"),
        ("t", [["", "商品", "服务商", "数量", "时长", "单价", "小计"],
               ["√", "H100 SXM5 八卡裸金属（包月）", "算湾云（苏州算湾科技有限公司）", "2 台", "3 个月",
                "¥72,800.00/台/月", "¥436,800.00"],
               ["√", "云硬盘 SSD（块存储）10TB，挂载到每台", "算湾云（苏州算湾科技有限公司）", "2 块", "3 个月",
                "¥350.00/TB/月", "¥21,000.00"],
               ["", "优惠券 新客立减", "", "", "", "", "-¥5,000.00"],
               ["", "", "", "", "", "应付总额", "¥452,800.00"]], [0.04, 0.26, 0.22, 0.08, 0.08, 0.16, 0.16]),
        ("h", "商品详情（服务商：算湾云）"),
        ("p", "每台：8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互联，NVLink 900GB/s；2 × Intel Xeon Platinum 8480+"
              "（56 核）；2TB 内存；系统盘 2 × 960GB NVMe RAID1；本地数据盘 8 × 3.84TB NVMe（每台 30.72TB）；"
              "8 × 400Gb/s NDR InfiniBand，支持 RDMA；公网 200Mbps。云硬盘为另购的网络块存储，不计入本地盘。"),
        ("p", "计费：包月，按月计费，最短 1 个月（一个月起订）；价格含 6% 增值税。"),
        ("h", "服务商承诺（商品详情页 · 服务保障）"),
        ("p", "GPU 型号 NVIDIA H100 SXM5，每卡 80GB；机内 NVSwitch、机间 NDR IB 按详情交付；整机独享，不切分不超售；"
              "月可用率 99.9%，每低 0.1% 补偿当月费用 5%（上限 50%）；交付后 48 小时内验收（nccl-tests 双机 busbw ≥ "
              "180GB/s，不达标可无责退订）；退订后 3 日内擦除本地盘和云硬盘数据并提供证明。"),
        ("small", "平台运营方：上海集算网络科技有限公司　｜　服务商：苏州算湾科技有限公司"),
    ], cjk=True, title="确认订单", author="算力集市", footer="算力集市 suanlimart.cn · 订单 SM20261201-77310")


@doc("k09")
def k09(out: Path) -> None:
    rows = [["序号", "机型", "GPU × 卡数", "单卡显存", "CPU", "内存", "系统盘", "数据盘", "机间网络",
             "按需（元/卡时）", "包月（元/卡时）", "预付 1 年（元/卡时）"],
            ["1", "BC-B200-8", "B200 × 8", "192GB", "2 × Xeon 8570（56 核）", "2TB", "2 × 960GB NVMe",
             "4 × 7.68TB NVMe", "8 × 400G NDR IB", "36.80", "29.50 ▲本单", "26.20"],
            ["2", "BC-H200-8", "H200 × 8", "141GB", "2 × Xeon 8558（48 核）", "2TB", "2 × 960GB NVMe",
             "4 × 3.84TB NVMe", "8 × 400G NDR IB", "24.60", "19.90", "17.80"],
            ["3", "BC-H20-8", "H20 × 8", "96GB", "2 × EPYC 9454（48 核）", "1.5TB", "2 × 480GB SATA",
             "2 × 3.84TB NVMe", "4 × 200G RoCE", "9.80", "7.60", "6.90"]]
    pdf(out / "k09-landscape-12col-b200-zh.pdf", [
        ("brand", "北辰智算"),
        ("small", "天津北辰智算科技有限公司　｜　天津市滨海新区中新生态城 动漫中路 126 号"),
        ("title", "GPU 服务器报价（客户：青岛澄海信息科技有限公司）"),
        ("t", rows, [0.04, 0.08, 0.07, 0.06, 0.12, 0.05, 0.09, 0.09, 0.09, 0.09, 0.11, 0.11],
         {"shade": [1]}),
        ("p", "本单：BC-B200-8 × 2 台（16 卡），包月价 29.50 元/卡时（含税），按月结算，最短 1 个月；B200 机内 NVLink "
              "1.8TB/s NVSwitch 全互联。数据盘为本地 NVMe，每台 30.72TB。"),
        ("h", "服务说明"),
        ("p", "交付 NVIDIA B200，每卡显存 192GB；整机独享。本服务按尽力而为原则提供，不承诺具体可用率；因故障导致的"
              "停机不予补偿，顺延计费除外；交付即开始计费，不另行组织验收；数据由客户自行备份与清理，退租后服务器"
              "按我司流程回收。"),
        ("p", "联系人：蔡骁　022-6637 0815"),
    ], cjk=True, land=True, small_cells=True, title="北辰智算报价", author="天津北辰智算科技有限公司",
        footer="北辰智算 · 报价有效期 10 日")


@doc("k10")
def k10(out: Path) -> None:
    pdf(out / "k10a-datasheet-mi300x-zh.pdf", [
        ("brand", "鹏城异构算力"),
        ("title", "PC-MI300X-8 训练服务器　产品规格书"),
        ("t", [["项目", "规格"],
               ["加速卡", "8 × AMD Instinct MI300X OAM，每卡 192GB HBM3，显存带宽 5.3TB/s"],
               ["卡间互联", "AMD Infinity Fabric（xGMI）全互联，8 卡直连"],
               ["CPU", "2 × AMD EPYC 9654（每颗 96 核）"],
               ["内存", "3TB DDR5-4800（24 × 128GB）"],
               ["系统盘", "2 × 1.92TB M.2 NVMe，RAID1"],
               ["本地数据盘", "4 × 7.68TB E3.S NVMe，合计 30.72TB（约 27.9TiB），单盘顺序读 7GB/s"],
               ["机间网络", "8 × 400Gb/s RoCE v2（Broadcom Thor2），支持 RDMA"],
               ["软件栈", "ROCm 6.3，PyTorch 2.5，可裸金属自装"]], [0.2, 0.8]),
        ("small", "深圳鹏城异构计算有限公司 · 规格书 V3 · 2026-11"),
    ], cjk=True, title="PC-MI300X-8 规格书", author="深圳鹏城异构计算有限公司", footer="鹏城异构算力 · 第 1 页")
    text(out / "k10b-price-page-mi300x-zh.md", """
# 鹏城异构算力 · 价格页（客户：广州衡川智能科技有限公司）

报价人：深圳鹏城异构计算有限公司　　日期：2026-12-02　　规格见《PC-MI300X-8 产品规格书》

| 计费方式 | 单位 | 价格（含 6% 增值税） | 说明 |
| --- | --- | --- | --- |
| 按量付费 | 元/实例·时 | ¥ 168.00 | 1 个实例 = 1 台整机 8 卡；按分钟计费，无最低使用时长 |
| 包月 | 元/台/月 | ¥ 98,000.00 | 一个月起 |
| 包年 | 元/台/年 | ¥ 1,056,000.00 | 按季度预付 |

**您的报价：按量付费，1 台（1 个实例），¥ 168.00/实例·时，预计使用 720 小时，预估 ¥ 120,960.00。**

## 服务保障

1. 交付 AMD Instinct MI300X，每卡显存 192GB，不替换型号；
2. 卡间 Infinity Fabric 全互联、机间 RoCE v2 按规格书交付；
3. 整机独享，裸金属，不虚拟化、不超售；
4. 月可用率 99.9%；每低 0.1 个百分点，按当月消费额 5% 返还，上限 50%；
5. 开通后 24 小时内验收：rccl-tests all_reduce busbw ≥ 300GB/s、fio 单盘顺序读 ≥ 6GB/s、Llama 3 70B LoRA
   tokens/s 基线，达不到可无责释放；
6. 释放实例后 24 小时内对本地盘执行安全擦除，可申请数据删除证明。
""")


@doc("k11")
def k11(out: Path) -> None:
    qa = [["序号", "询价方问题（模板原文，请勿修改）", "供应商应答"],
          ["1", "供应商名称", "融算科技（合肥融算信息技术有限公司）"],
          ["2", "GPU 型号、单卡显存、每台卡数", "NVIDIA A100 SXM4 40GB，每卡显存 40GB，每台 8 卡"],
          ["3", "提供台数", "2 台"],
          ["4", "卡间互联方式及带宽", "NVSwitch 全互联，NVLink 600GB/s"],
          ["5", "机间网络", "每台 4 × 200Gb/s HDR InfiniBand，支持 RDMA"],
          ["6", "CPU / 内存", "2 × AMD EPYC 7763（每颗 64 核）/ 1TB DDR4"],
          ["7", "本地数据盘（类型、块数、单盘容量、RAID）", "U.2 NVMe，2 块 × 3.84TB，RAID 0，单台可用 7.68TB"],
          ["8", "系统盘", "2 × 480GB SATA SSD，RAID1"],
          ["9", "共享存储 / 对象存储", "可选对象存储 OSS，0.12 元/GB/月，按量计费，不含在单价内"],
          ["10", "计价方式与单价（请分别填写含税与不含税）", "4,200 元/卡/月（不含税）；4,452 元/卡/月（含 6%"
                                         " 增值税）；"
           "折合每台 33,600 元/月（不含税）"],
          ["11", "最短租期及计费周期", "最短 3 个月（三个月）；按月计费"],
          ["12", "是否独享（是否虚拟化/超售）", "是，整机独享，不虚拟化、不超售"],
          ["13", "可用性承诺", "月可用率 99.9%"],
          ["14", "未达可用性的赔偿", "每低 0.1%，减免当月费用 5%，上限 50%"],
          ["15", "交付验收标准（请给出量化指标）", "交付后 48 小时内：nccl-tests 单机 busbw ≥ 200GB/s，双机 ≥ 40GB/s；"
           "fio 顺序读 ≥ 5GB/s"],
          ["16", "租期结束后的数据处理", "3 个工作日内全盘擦除并出具数据销毁证明"]]
    pdf(out / "k11-rfq-answer-a100-40g-zh.pdf", [
        ("brand", "上海衡知生物医药研究院"),
        ("title", "GPU 算力租赁询价应答表（模板编号 HZ-RFQ-2026-11）"),
        ("small", "填写说明：请供应商在第三列作答，加盖公章后于 12 月 5 日前回传。"),
        ("t", qa, [0.07, 0.4, 0.53], {"shade_col": [2]}),
        ("p", "供应商（盖章）：合肥融算信息技术有限公司　　填写人：沈嘉　　日期：2026-12-01"),
    ], cjk=True, title="询价应答表 HZ-RFQ-2026-11", author="上海衡知生物医药研究院",
        footer="上海衡知生物医药研究院 · 采购部")


# ================================================================================================ English
@doc("k12")
def k12(out: Path) -> None:
    pdf(out / "k12-quote-line-discounts-h100-en.pdf", [
        ("brand", "NORTHSPAN"),
        ("small", "Northspan Compute LLC | 9480 Gateway Drive, Reno, NV 89521 | sales@northspan.example"),
        ("title", "Quotation NSC-Q-4471"),
        ("p", "Prepared for: Calder Robotics, Inc. (attn. Dana Whitfield) | Date: December 1, 2026 | Valid 30 days"),
        ("t", [["#", "Description", "Qty", "Unit", "List price", "Discount", "Net unit", "Net amount"],
               ["1", "HGX H100 node: 8x NVIDIA H100 SXM5 80GB, NVSwitch (900 GB/s per GPU), 2x Xeon Platinum 8480+ "
                "(56 cores each), 2 TB RAM", "4", "node-month", "21,000.00", "-12%", "18,480.00", "73,920.00"],
               ["2", "Local data drives per node: 8x 3.84 TB U.2 NVMe, RAID 0 (30.72 TB per node); boot 2x 960 GB "
                "NVMe RAID 1", "4", "node-month", "included", "-", "0.00", "0.00"],
               ["3", "VAST shared namespace (all 4 nodes), 100 TB", "100", "TB-month", "45.00", "-10%", "40.50",
                "4,050.00"],
               ["4", "Onboarding and 72 h burn-in", "1", "one-time", "2,500.00", "-100%", "0.00", "0.00"],
               ["", "List subtotal (monthly + one-time)", "", "", "", "", "", "91,000.00"],
               ["", "Line discounts", "", "", "", "", "", "-13,030.00"],
               ["", "Net monthly total", "", "", "", "", "", "77,970.00"],
               ["", "Net total, 6-month term", "", "", "", "", "", "467,820.00"]],
         [0.04, 0.4, 0.06, 0.1, 0.1, 0.08, 0.1, 0.12], {"bold": [5, 6, 7, 8]}),
        ("p", "All prices in USD and exclusive of sales tax. Networking: 8x 400 Gb/s NDR InfiniBand per node "
              "(GPUDirect RDMA). Minimum term six (6) months; billed monthly in advance."),
        ("h", "Service commitments"),
        ("p", "(a) GPUs are NVIDIA H100 SXM5 with 80 GB of HBM3 each, no substitution. (b) NVSwitch inside each"
              " node and "
              "NDR InfiniBand between nodes, as listed. (c) Single-tenant bare metal: whole physical GPUs, no MIG, no "
              "vGPU, no oversubscription. (d) Monthly availability of 99.9% per node. (e) Service credit of 5% of the "
              "node's monthly fee per 0.1% below target, up to 50%. (f) Acceptance within 72 h of handover: NCCL "
              "all_reduce_perf bus bandwidth >= 170 GB/s in-node and >= 85 GB/s across 4 nodes, fio sequential read "
              ">= 6 GB/s per drive. (g) All customer data on local drives and on VAST is erased within 5 days of "
              "termination, with a certificate of destruction."),
        ("p", "Account executive: Marcus Oyelaran, Northspan Compute LLC"),
    ], title="Quotation NSC-Q-4471", author="Northspan Compute LLC", footer="NORTHSPAN | Northspan Compute LLC")


@doc("k13")
def k13(out: Path) -> None:
    text(out / "k13-teams-chat-a100-40g-gbp-en.txt", """
Microsoft Teams - chat export
Chat: Halden Bio <> Cairnstone Compute   |   exported 2026-12-02 09:55 GMT

[Mon 30/11 14:03] Priya Nair (Halden Bio): Hi Tom - as discussed we want to do a full fine-tune of Llama 3 70B,
all parameters, no LoRA or adapters. Ideally on a single box so we avoid multi-node networking. What can you do?
[Mon 30/11 14:10] Tom Whitcombe (Cairnstone Compute): Hi Priya. For a single box I can offer our A100 node:
    - 8x NVIDIA A100 SXM4 40GB, NVSwitch, 600 GB/s NVLink
    - 2x AMD EPYC 7713, 64 cores each
    - 1 TB RAM
    - data: 4x 3.84 TB NVMe (15.36 TB), no RAID
    - boot: 2x 480 GB SATA SSD, mirrored
    - 25 GbE uplink, 1 Gb/s internet
[Mon 30/11 14:12] Priya Nair (Halden Bio): Price?
[Mon 30/11 14:15] Tom Whitcombe (Cairnstone Compute): GBP 11,400 per node per month ex VAT (GBP 13,680 inc. VAT at 20%).
Minimum one (1) month, then month to month, billed monthly.
[Mon 30/11 14:16] Priya Nair (Halden Bio): And the contract terms? We need the usual.
[Mon 30/11 14:22] Tom Whitcombe (Cairnstone Compute): Pasting from our standard order form, section 4:
    4.1 GPUs: NVIDIA A100 SXM4, 40 GB memory per GPU.
    4.2 Interconnect: NVSwitch within the node as above.
    4.3 Dedicated bare metal, single tenant, no virtualisation or sharing.
    4.4 Availability 99.9% per calendar month.
    4.5 Credits: 10% of the monthly fee for each 0.5% (or part) below 99.9%, capped at 50%.
    4.6 Acceptance within 24 h of handover: NCCL all_reduce bus bandwidth >= 200 GB/s, fio read >= 4 GB/s per drive.
    4.7 On termination all drives are securely wiped within 7 days and a wipe certificate is issued.
[Mon 30/11 14:30] Priya Nair (Halden Bio): Great, send the order form please.
[Mon 30/11 14:31] Tom Whitcombe (Cairnstone Compute): Will do - it comes from Cairnstone Compute Ltd (Leeds).
""")


@doc("k14")
def k14(out: Path) -> None:
    pdf(out / "k14-proposal-appendix-h200-eur-en.pdf", [
        ("sp", 25),
        ("brand", "KESTREL CLOUD"),
        ("title", "GPU Training Cluster Proposal for Vireo Genomics B.V."),
        ("p", "Provider: Kestrel Cloud GmbH, Frankfurt am Main"),
        ("p", "Prepared by Brightwater Advisory Ltd, authorised sales agent of Kestrel Cloud GmbH. Brightwater is not "
              "a party to the contract; the services agreement is signed with Kestrel Cloud GmbH."),
        ("p", "Reference KC-PR-2612-09, 3 December 2026"),
        ("pb",),
        ("h", "1. Executive summary"),
        ("p", "Vireo plans full-parameter fine-tuning of Llama 3 70B on genomic literature in 2027. We propose four "
              "HGX H200 nodes (32 GPUs) with NDR InfiniBand and a shared Lustre file system, on a twelve-month term. "
              "Pricing is in Appendix A: EUR 22,400.00 per node per month excluding VAT."),
        ("h", "2. Solution"),
        ("p", "Each node: 8x NVIDIA H200 SXM 141 GB, NVSwitch, 900 GB/s NVLink per GPU; 2x AMD EPYC 9534 (64 cores "
              "each); 2 TB DDR5; 8x 400 Gb/s NDR InfiniBand with GPUDirect RDMA."),
        ("p", "Storage per node: eight 7.68 TB U.2 NVMe data drives in RAID 10 - 61.44 TB raw, 30.72 TB usable;"
              " boot on "
              "two separate 960 GB M.2 NVMe drives in RAID 1. Cluster-wide: a 2 PB Lustre file system shared by the "
              "four nodes, 80 GB/s aggregate read - this is not per-node capacity."),
        ("h", "3. Service levels"),
        ("p", "GPU model NVIDIA H200 SXM with 141 GB per GPU; interconnect as in section 2; dedicated single-tenant "
              "hardware with no slicing or oversubscription; availability 99.95% per month; credits of 10% of the "
              "monthly fee per 0.05% shortfall, capped at 50%; acceptance within 3 business days: NCCL bus bandwidth "
              ">= 360 GB/s across 32 GPUs and a Llama 3 70B step-time baseline at >= 40% MFU; deletion of all data "
              "on local drives and Lustre within 10 days of the end of term, with a certificate."),
        ("pb",),
        ("h", "Appendix A - Pricing"),
        ("t", [["Term", "Basis", "Price (ex VAT)", "Price (incl. 19% VAT)", ""],
               ["On demand", "per GPU-hour", "EUR 4.10", "EUR 4.88", ""],
               ["6 months", "per node-month", "EUR 24.900,00 (24,900.00)", "EUR 29.631,00", ""],
               ["12 months", "per node-month", "EUR 22.400,00 (22,400.00)", "EUR 26.656,00 (26,656.00)",
                "[X] PROPOSED"]], [0.16, 0.18, 0.26, 0.26, 0.14], {"shade": [3]}),
        ("p", "Proposed: 4 nodes x 12 months x EUR 22,400.00 = EUR 1,075,200.00 ex VAT. Minimum term twelve (12) "
              "months, invoiced monthly."),
        ("p", "Brightwater Advisory Ltd - Olivia Strand, Senior Account Manager"),
    ], title="Kestrel Cloud proposal", author="Brightwater Advisory Ltd",
        footer="Kestrel Cloud GmbH | Mainzer Landstrasse 50, 60325 Frankfurt am Main")


@doc("k15")
def k15(out: Path) -> None:
    pdf(out / "k15-pricelist-daggers-h100-jpy-en.pdf", [
        ("brand", "KANTO GPU"),
        ("small", "Kanto Compute K.K. | 2-11-3 Shibaura, Minato-ku, Tokyo 108-0023 | +81 3 5442 0917"),
        ("title", "GPU Server Price List - Tokyo Region (December 2026)"),
        ("t", [["Plan", "Configuration", "JPY per GPU-hour (ex tax)", "JPY per GPU-hour (incl. 10% tax)"],
               ["H100-8X*\u2020", "8x NVIDIA H100 SXM5 80GB, NVSwitch 900 GB/s; 2x Xeon Platinum 8468 (48 cores each); "
                "1 TB RAM; boot 1x 960 GB NVMe", "JPY 520", "JPY 572"],
               ["H100-8X-R\u2021", "as H100-8X, 12-month reservation", "JPY 430", "JPY 473"],
               ["L40S-8X*", "8x NVIDIA L40S 48GB; 1 TB RAM", "JPY 210", "JPY 231"]], [0.13, 0.47, 0.2, 0.2]),
        ("p", "Quotation for Shiba Inu Labs G.K.: plan H100-8X, 2 nodes (16 GPUs), JPY 520 per GPU-hour excluding "
              "consumption tax. Billed per hour, invoiced monthly; minimum term one (1) month."),
        ("small", "* Storage: these plans have no local data drives. Datasets live on the shared NFS file service: "
                  "100 TB allocated per contract, about 1.2 GB/s aggregate throughput shared by all your nodes."),
        ("small", "\u2020 Node-to-node: 2x 25GbE (TCP) per node. InfiniBand and RoCE are not offered in the Tokyo "
                  "region."),
        ("small", "\u2021 Reserved plans are paid annually in advance; not part of this quotation."),
        ("h", "Service terms"),
        ("p", "GPU model NVIDIA H100 SXM5 with 80 GB per GPU; interconnect as stated above; dedicated bare-metal "
              "nodes, no sharing; availability 99.9% monthly; credits of 10% of the monthly fee per 0.1% below, up "
              "to 50%; acceptance within 24 h of handover (NCCL in-node bus bandwidth >= 170 GB/s; iperf3 >= 20 "
              "Gb/s between nodes); data on the NFS share and boot drives deleted within 7 days after termination, "
              "with written confirmation."),
        ("p", "Sales: Haruto Ishikawa"),
    ], title="KANTO GPU price list", author="Kanto Compute K.K.", footer="Kanto Compute K.K. - prices in JPY")


@doc("k16")
def k16(out: Path) -> None:
    text(out / "k16-marketplace-compare-b200-en.md", """
# GridBazaar - compare offers: 8x NVIDIA B200 nodes

GridBazaar lists GPU capacity from independent providers. Prices are set by each provider; GridBazaar acts as
marketplace agent and is not the provider of the servers.

| Provider | Region | USD per GPU-hour | Minimum term | Local data storage | Availability |
| --- | --- | --- | --- | --- | --- |
| Tidewater Compute | US-East (Ashburn) | 4.35 | 1 week | 8x 3.84 TB NVMe | 99.9% |
| Blue Mesa GPU | US-West (Phoenix) | 4.10 | 3 months | 2x 3.84 TB NVMe | 99.5% |
| Orchard Cloud | US-Central | 4.60 | none | network volume only | best effort |

---

## Order confirmation GB-88213

**You selected: Tidewater Compute** - contracting party and provider: Tidewater Compute Inc., Ashburn, VA.
Customer: Ferrous Labs, Inc. (buyer: Sam Okafor).

- Quantity: 2 nodes (16 GPUs)
- Price: USD 4.35 per GPU-hour, billed per minute, invoiced weekly
- Minimum term: 1 week (one week)
- Per node: 8x NVIDIA B200 192GB, NVLink 5 / NVSwitch 1.8 TB/s per GPU; 2x Intel Xeon Platinum 8570 (56 cores
  each); 2 TB RAM; boot 1x 1.92 TB NVMe; local data 8x 3.84 TB NVMe = 30.72 TB per node (no RAID);
  8x 400 Gb/s NDR InfiniBand, RDMA
- Estimated first week: 16 GPUs x 168 h x 4.35 = USD 11,692.80

### Provider terms (Tidewater Compute Inc., attached to this order)

1. GPU model NVIDIA B200, 192 GB HBM3e per GPU.
2. NVSwitch inside the node and NDR InfiniBand between the two nodes as listed.
3. Dedicated bare metal: whole GPUs, single tenant, no MIG or vGPU, no oversubscription.
4. Availability 99.9% per month.
5. Credits: 10% of the week's fees per 0.1% below 99.9%, capped at 100%.
6. Acceptance: within 12 h of handover the customer runs nccl-tests (>= 700 GB/s in-node bus bandwidth) and fio
   (>= 5 GB/s per drive); billing starts on acceptance.
7. Data deletion: all drives are wiped within 48 h of the end of the order; certificate on request.
""")


@doc("k17")
def k17(out: Path) -> None:
    pdf(out / "k17-checkout-cart-h100-shared-aud-en.pdf", [
        ("small", "https://console.sxgpu.example/checkout - printed 02/12/2026 11:18 AEDT"),
        ("brand", "SXGPU"),
        ("title", "Checkout - review your order"),
        ("t", [["Item", "Qty", "Rate", "Est. per month (730 h)"],
               ["H100 80GB Flex (dedicated performance tier)**", "1 GPU", "A$1.39 per GPU-hour", "A$1,014.70"],
               ["Block volume, SSD, 500 GB (data)", "1", "A$0.12 per GB-month", "A$60.00"],
               ["Root disk 50 GB", "1", "included", "A$0.00"],
               ["", "", "Estimated total (incl. GST)", "A$1,074.70"]], [0.46, 0.1, 0.22, 0.22]),
        ("p", "Instance: 1x NVIDIA H100 SXM 80GB (Flex), 12 vCPU, 96 GiB RAM, 10 Gb/s network. Per-second billing, no "
              "minimum commitment. Prices in Australian dollars including 10% GST."),
        ("p", "Availability: 99.5% monthly uptime for the instance, with credits under the SXGPU service level "
              "agreement."),
        ("small", "** Flex GPUs are time-sliced: each physical H100 SXM 80GB is shared by up to 4 workloads from "
                  "different customers. Memory is not partitioned between workloads and throughput varies with "
                  "the neighbours' load. For a whole GPU choose H100 80GB Dedicated (A$3.10 per GPU-hour)."),
        ("p", "Seller: Southern Cross GPU Pty Ltd (ABN 51 624 889 310), Sydney NSW."),
    ], title="SXGPU checkout", author="Southern Cross GPU Pty Ltd", footer="SXGPU - Southern Cross GPU Pty Ltd")


@doc("k18")
def k18(out: Path) -> None:
    pdf(out / "k18-gyeonjeok-style-l40s-krw-en.pdf", [
        ("title", "QUOTATION  (Gyeonjeokseo)"),
        ("t", [["Recipient", "", "Supplier", ""],
               ["To", "Daejeon Bio AI Lab, attn. Ms. Yoon Seo-yeon", "Business Reg. No.", "214-88-60917"],
               ["Date", "2026-12-01", "Company", "Hangang Compute Co., Ltd. (HANGANG AI)   (seal)"],
               ["Quote No.", "HG-Q-26-1201", "CEO", "Park Ji-hoon"],
               ["Valid until", "2026-12-15", "Address / Tel.", "Teheran-ro 427, Gangnam-gu, Seoul / 02-6952-3300"]],
         [0.12, 0.36, 0.16, 0.36], {"head": 1, "span": [((0, 0), (1, 0)), ((2, 0), (3, 0))]}),
        ("p", "We hereby submit our quotation as follows."),
        ("p", "TOTAL AMOUNT: KRW 31,900,000 (Thirty-one million nine hundred thousand won), VAT included, per month."),
        ("t", [["No", "Item", "Specification", "Qty", "Unit price", "Supply amount", "VAT (10%)"],
               ["1", "L40S GPU server, monthly rental", "8x NVIDIA L40S 48GB (PCIe Gen4); 2x Xeon Gold 6448Y (32 "
                "cores each); 768 GB RAM", "2 nodes", "14,500,000", "29,000,000", "2,900,000"],
               ["2", "Data drives (per node)", "4x 3.84 TB U.2 NVMe, no RAID = 15.36 TB", "2", "included", "0", "0"],
               ["3", "Boot drives (per node)", "2x 480 GB SATA SSD, RAID 1", "2", "included", "0", "0"],
               ["4", "Cluster network", "2x 100GbE RoCE v2 per node (RDMA)", "2", "included", "0", "0"],
               ["", "Total", "", "", "", "29,000,000", "2,900,000"]], [0.05, 0.17, 0.34, 0.08, 0.12, 0.13, 0.11]),
        ("p", "Unit price KRW 14,500,000 per node per month excluding VAT (KRW 15,950,000 including VAT). Minimum "
              "rental period three (3) months; monthly billing."),
        ("h", "Remarks"),
        ("p", "1. GPUs: NVIDIA L40S with 48 GB per GPU. The L40S has no NVLink; GPUs communicate over PCIe Gen4, nodes "
              "over RoCE v2. 2. The servers are dedicated to the customer (no virtualisation, no sharing). 3. Monthly "
              "availability 99.9%; 5% of the monthly fee is credited per 0.1% shortfall, up to 30%. 4. Acceptance "
              "within 48 hours: gpu-burn 4 h, NCCL all_reduce >= 20 GB/s between nodes, fio read >= 3 GB/s per "
              "drive. 5. All drives are wiped within 5 days after the rental ends and a deletion certificate is "
              "issued."),
    ], title="Quotation HG-Q-26-1201", author="Hangang Compute Co., Ltd.", footer="HANGANG AI")


@doc("k19")
def k19(out: Path) -> None:
    pdf(out / "k19-calloff-order-a800pcie-hkd-en.pdf", [
        ("title", "Call-off Order No. CO-09"),
        ("p", "Under Framework Services Agreement FSA-2026-HK-112 dated 2 June 2026 between Kwai Chung Analytics "
              "Limited (the Customer) and Lantau Compute Limited (the Supplier, trading as LANTAU GPU). Terms not "
              "set out here follow the Framework; where they differ, this Call-off prevails."),
        ("t", [["Field", "Call-off details"],
               ["Servers", "Two (2) servers, 16 GPUs"],
               ["GPU", "8x NVIDIA A800 PCIe 80GB per server; NVLink bridges join the GPUs in four pairs (400 GB/s "
                "per pair); traffic between pairs runs over PCIe Gen4 switches"],
               ["Host", "2x Intel Xeon Gold 6348 (28 cores each), 1 TB RAM"],
               ["Local storage", "Data: 2x 7.68 TB U.2 NVMe, no RAID (15.36 TB per server). Boot: 2x 960 GB SATA SSD, "
                "RAID 1"],
               ["Optional block storage", "Cloud block volumes, 4 TiB each, HK$ 900 per volume-month (none ordered)"],
               ["Network", "2x 100GbE RoCE v2 per server, RDMA; 100 Mb/s internet"],
               ["Charges", "HK$ 52,000 per server per month; no VAT applies in Hong Kong"],
               ["Term", "Six (6) months minimum from acceptance; billed monthly in arrears"],
               ["Total for the term", "2 x 6 x HK$ 52,000 = HK$ 624,000"]], [0.22, 0.78]),
        ("h", "Service levels for this Call-off"),
        ("p", "GPU model NVIDIA A800 PCIe with 80 GB per GPU; interconnect as described above (pairwise NVLink, PCIe "
              "otherwise; no NVSwitch); the servers are dedicated to the Customer with no virtualisation or "
              "oversubscription; availability 99.9% per month; service credits of 5% per 0.1% below, capped at "
              "40%; acceptance within 48 h (NCCL in-server bus bandwidth >= 40 GB/s, fio read >= 5 GB/s per "
              "drive); deletion of all data within 7 days of expiry, with a certificate."),
        ("t", [["For the Customer", "For the Supplier"],
               ["Kwai Chung Analytics Limited<br/>Eric Tsang, CTO", "Lantau Compute Limited<br/>Grace Mok, Director"]],
         [0.5, 0.5]),
    ], title="Call-off Order CO-09", author="Lantau Compute Limited", footer="LANTAU GPU - Lantau Compute Limited")


@doc("k20")
def k20(out: Path) -> None:
    text(out / "k20-email-thread-h200-gbp-en.txt", """
From: James Hurst <james.hurst@pennantcloud.example>
To: Anna Kowal <anna.kowal@lumentx.example>
Cc: Rachel Ode <rachel.ode@albioncompute.example>
Date: Wed, 2 Dec 2026 16:48 +0000
Subject: RE: RE: H200 capacity for January

Hi Anna,

Confirming the offer below. Pennant Cloud Partners will be the contracting party and will invoice you; the
hardware is operated by Albion Compute in their Slough data centre.

  - 1 node: 8x NVIDIA H200 SXM 141GB, NVSwitch
  - 2x Intel Xeon Platinum 8562Y+ (32 cores each), 2 TB RAM
  - local NVMe scratch 4x 7.68 TB (30.72 TB), boot 1x 960 GB NVMe
  - GBP 3.10 per GPU-hour ex VAT, billed monthly, minimum one (1) month

On the SLA: Albion's standard SLA is available on request; uptime is best effort. There are no service credits
on this capacity. Billing starts at handover.

Best,
James Hurst | Partner Manager | Pennant Cloud Partners Ltd | 20 Farringdon Road, London EC1M 3HE

-----Original Message-----
From: Rachel Ode <rachel.ode@albioncompute.example>
Date: Wed, 2 Dec 2026 11:20 +0000
Subject: RE: H200 capacity for January

James - one H200 node is free from 4 January. The box is whole and single-tenant, nothing else runs on it.
Memory is the full 141 GB per GPU.

Rachel Ode | Capacity Operations | Albion Compute Ltd | Slough Trading Estate, SL1 4AX

-----Original Message-----
From: Anna Kowal <anna.kowal@lumentx.example>
Date: Tue, 1 Dec 2026 18:02 +0000
Subject: H200 capacity for January

Hi James, we need one 8x H200 node for about six weeks of Llama 3 70B LoRA work from early January. What do you
have, and what about uptime guarantees, acceptance and what happens to our data at the end?

Anna Kowal | Head of ML Platform | Lumen Therapeutics plc | Cambridge
""")


@doc("k21")
def k21(out: Path) -> None:
    pdf(out / "k21-datasheet-price-l40s-sparse-en.pdf", [
        ("brand", "FERNHILL"),
        ("title", "FH-L40S-8 inference and fine-tuning server - datasheet"),
        ("t", [["Specification", "Value"],
               ["GPUs", "8x NVIDIA L40S 48GB GDDR6 (PCIe Gen4, no NVLink)"],
               ["Peak BF16 per GPU", "733 TFLOPS"],
               ["Peak BF16 per server", "5.86 PFLOPS"],
               ["CPU", "2x AMD EPYC 9354 (32 cores each)"],
               ["Memory", "768 GB DDR5"],
               ["Boot", "2x 960 GB M.2 NVMe, RAID 1"],
               ["Data", "2x 7.68 TB U.2 NVMe (15.36 TB), 6.8 GB/s sequential read per drive"],
               ["Network", "2x 100GbE RoCE v2, RDMA"]], [0.3, 0.7]),
        ("small", "Fernhill Datacenters Ltd - datasheet FH-DS-0412 rev C"),
        ("pb",),
        ("title", "Price page - quote FH-2612-31 for Ashby Forecasting Ltd"),
        ("t", [["Option", "USD per GPU-hour", ""],
               ["On demand (hourly, no minimum)", "1.05", ""],
               ["1-month reserved", "0.89", "Quoted"],
               ["6-month reserved", "0.79", ""]], [0.5, 0.25, 0.25], {"shade": [2]}),
        ("p", "Quoted: one FH-L40S-8 server, 1-month reserved at USD 0.89 per GPU-hour (USD 5,197.60 per 30-day "
              "month), minimum term 1 month, billed hourly against the reservation. Prices exclude VAT."),
        ("h", "Terms"),
        ("p", "NVIDIA L40S with 48 GB per GPU; PCIe within the server and RoCE v2 outside, as listed; dedicated "
              "server, no sharing; 99.9% monthly availability; credits of 10% per 0.1% shortfall (cap 50%); "
              "acceptance within 24 h by gpu-burn and fio >= 5 GB/s per drive; data wiped within 5 days after the "
              "term, certificate provided."),
    ], title="FH-L40S-8", author="Fernhill Datacenters Ltd", footer="Fernhill Datacenters Ltd, Slough")


@doc("k22")
def k22(out: Path) -> None:
    head = ["Plan", "GPU", "GPUs", "GPU mem", "CPU cores", "RAM", "Boot", "Local NVMe", "Fabric",
            "On-demand USD/GPU-h", "Monthly USD/node-mo", "12-mo prepaid USD/node-mo"]
    rows = [head,
            ["qa.a100.8x", "A100 SXM4", "8", "80 GB", "2x 64 (EPYC 7763)", "2 TB", "960 GB NVMe",
             "4x 7.68 TB = 30.72 TB", "4x 200G HDR IB", "2.10", "13,900", "11,900 [X] SELECTED"],
            ["qa.a100.4x", "A100 SXM4", "4", "80 GB", "1x 64", "1 TB", "960 GB NVMe", "2x 7.68 TB", "2x 200G HDR IB",
             "2.20", "7,200", "6,150"],
            ["qa.h100.8x", "H100 SXM5", "8", "80 GB", "2x 56", "2 TB", "960 GB NVMe", "8x 3.84 TB", "8x 400G NDR IB",
             "2.85", "19,400", "16,800"],
            ["qa.l40s.8x", "L40S", "8", "48 GB", "2x 32", "768 GB", "960 GB NVMe", "2x 3.84 TB", "2x 100GbE",
             "1.00", "6,300", "5,400"]]
    pdf(out / "k22-landscape-12col-a100-en.pdf", [
        ("brand", "QUARRY LANE COMPUTE"),
        ("small", "Quarry Lane Compute, Inc. | 1200 Larimer St, Denver, CO 80204"),
        ("title", "Rate card and quote QLC-26-880 for Halberd Systems"),
        ("t", rows, [0.07, 0.07, 0.04, 0.06, 0.1, 0.05, 0.08, 0.11, 0.09, 0.09, 0.1, 0.14], {"shade": [1]}),
        ("p", "Selected: plan qa.a100.8x (8x NVIDIA A100 SXM4 80GB, NVSwitch 600 GB/s), three (3) nodes, 12-month "
              "prepaid at USD 11,900 per node-month (USD 142,800 per node-year, paid annually in advance). Minimum "
              "term 12 months. Prices exclude sales tax. Total: 3 x USD 142,800 = USD 428,400."),
        ("h", "Service terms"),
        ("p", "GPU model NVIDIA A100 SXM4 with 80 GB per GPU; NVSwitch inside the node and 4x 200 Gb/s HDR InfiniBand "
              "(RDMA) between nodes; dedicated hardware, whole GPUs, no oversubscription; 99.9% monthly "
              "availability; 5% credit per 0.1% below, capped at 50%; acceptance within 48 h: NCCL bus bandwidth "
              ">= 200 GB/s in-node and >= 40 GB/s across nodes; data erased within 7 days after the term, with a "
              "certificate."),
    ], land=True, small_cells=True, title="QLC-26-880", author="Quarry Lane Compute, Inc.",
        footer="Quarry Lane Compute, Inc. - rate card 2026-12")


# ================================================================================================ bilingual
@doc("k23")
def k23(out: Path) -> None:
    pdf(out / "k23-bilingual-subrows-h800-bi.pdf", [
        ("brand", "粤湾算力　YUEWAN COMPUTE"),
        ("small", "粤湾算力（广州）科技有限公司 Yuewan Compute (Guangzhou) Co., Ltd.　｜　广州市南沙区 海滨路 171 号"),
        ("title", "报价单 Quotation YW-2612-015"),
        ("p", "客户 Customer：Oriel Machine Learning Pte. Ltd.（新加坡）　　日期 Date：2026-12-02"),
        ("t", [["项目 Item", "规格 Specification", "数量 Qty"],
               ["GPU 服务器", "8 × NVIDIA H800 SXM5 80GB，NVSwitch 全互联，NVLink 400GB/s", "3 台"],
               ["GPU server", "8x NVIDIA H800 SXM5 80GB, NVSwitch full mesh, 400 GB/s NVLink", "3 nodes"],
               ["处理器 / 内存", "2 × Intel Xeon Platinum 8462Y+（每颗 32 核）/ 1TB", "每台"],
               ["CPU / RAM", "2x Xeon Platinum 8462Y+ (32 cores each) / 1 TB", "per node"],
               ["数据盘", "6 × 3.84TB U.2 NVMe，RAID10：裸容量 23.04TB，可用 11.52TB", "每台"],
               ["Data drives", "6x 3.84 TB NVMe in RAID 10: 23.04 TB raw, 11.52 TB usable", "per node"],
               ["系统盘", "2 × 960GB SATA SSD，RAID1", "每台"],
               ["Boot drives", "2x 960 GB SATA SSD, RAID 1", "per node"],
               ["机间网络", "4 × 400Gb/s NDR InfiniBand，RDMA", "每台"],
               ["Inter-node", "4x 400 Gb/s NDR InfiniBand, RDMA", "per node"],
               ["单价", "¥ 86,000/台/月（不含税）；含 6% 增值税 ¥ 91,160/台/月", "—"],
               ["Unit price", "CNY 86,000 per node-month excl. VAT; CNY 91,160 incl. 6% VAT", "—"],
               ["租期", "最短六个月（6 个月），按月结算", "—"],
               ["Term", "minimum six (6) months, billed monthly", "—"]], [0.2, 0.64, 0.16],
         {"bold": [2, 4, 6, 8, 10, 12, 14]}),
        ("h", "服务承诺 Service commitments"),
        ("p", "交付 NVIDIA H800 SXM5，每卡 80GB / H800 SXM5 with 80 GB per GPU；NVSwitch 与 NDR IB 按上表 / as "
              "listed；整机独享 dedicated, no slicing；月可用率 99.9% monthly availability；每低 0.1% 补偿当月 5%，"
              "上限 50% / 5% credit per 0.1%, cap 50%；交付 48 小时内 nccl-tests 三机 busbw ≥ 90GB/s 验收 / "
              "acceptance within 48 h；租期结束 5 日内删除数据并出具证明 / data deleted within 5 days with a "
              "certificate。"),
        ("p", "销售 Sales：麦嘉怡 Mak Ka-yee　+86 20 3922 6180"),
    ], cjk=True, title="Quotation YW-2612-015", author="粤湾算力（广州）科技有限公司", footer="粤湾算力 YUEWAN COMPUTE")


@doc("k24")
def k24(out: Path) -> None:
    text(out / "k24-slack-h100pcie-nvlink-bi.txt", """
Slack export — workspace harbourline-partners, channel #deal-tianji-robotics — 2026-12-01

Kenji Lau (Harbourline GPU)  10:14
  Hi Mei 👋 报价如下 / here is the quote for the training box:
  • 8x NVIDIA H100 PCIe 80GB, NVLink 全互联 full mesh via NVSwitch, 900GB/s GPU-to-GPU
  • 2x AMD EPYC 9354 (32 cores each), 1 TB RAM
  • data 数据盘 4x 3.84TB NVMe = 15.36TB (no RAID), boot 系统盘 1x 1.92TB NVMe
  • 2x 100GbE RoCE v2, 公网 100Mbps
Mei Zhang (Tianji Robotics)  10:19
  价格呢 price?
Kenji Lau (Harbourline GPU)  10:22
  US$2.15 / GPU-hour 每卡时, billed monthly 按月结算, minimum 3 months 最少 3 个月. 1 node.
Mei Zhang (Tianji Robotics)  10:25
  SLA 和验收呢? and data deletion?
Kenji Lau (Harbourline GPU)  10:31
  From our MSA 主协议 schedule 2:
  1) GPU model H100 PCIe, 80GB per GPU 每卡 80GB
  2) interconnect as above 互联按上述
  3) dedicated single tenant 独享，不超售
  4) availability 可用率 99.9% monthly
  5) credits 5% per 0.1% below, cap 50% 补偿
  6) acceptance 验收 within 24h: nccl-tests busbw >= 300GB/s in-node
  7) data wiped 数据删除 within 5 days after term, certificate provided
Mei Zhang (Tianji Robotics)  10:33
  OK, 发合同吧 send the paper.
Kenji Lau (Harbourline GPU)  10:34
  Contract from Harbourline GPU Limited (Hong Kong) 🙏
""")


@doc("k25")
def k25(out: Path) -> None:
    pdf(out / "k25-term-columns-h20-hkd-bi.pdf", [
        ("brand", "港湾智算　TSING YI AI"),
        ("small", "Tsing Yi AI Compute Limited 港湾智算有限公司　｜　青衣 青衣路 8 号 Tsing Yi Road 8"),
        ("title", "報價 Quotation TY-Q-1205"),
        ("p", "客户 Customer：深圳前海启明数据有限公司 Qianhai Qiming Data　｜　2 台 nodes × 8 × NVIDIA H20 96GB"),
        ("t", [["计费方式 Billing", "按需 On-demand", "月付 Monthly", "预付一年 Prepaid 12 months"],
               ["单价 Price", "HK$ 14.80 / 卡时 GPU-hour", "HK$ 68,000 / 台/月 node-month",
                "HK$ 61,200 / 台/月 node-month　√ 已选 Selected"],
               ["折扣 Discount", "—", "—", "预付折扣 prepay discount -10%（68,000 → 61,200）"],
               ["最短期限 Minimum", "无 none", "1 个月 one month", "12 个月 twelve months"]],
         [0.2, 0.22, 0.25, 0.33], {"shade_col": [3]}),
        ("p", "合计 Total：2 台 × 12 个月 × HK$ 61,200 = HK$ 1,468,800，一次性预付 paid in advance。香港无增值税"
              " no VAT "
              "in Hong Kong。"),
        ("h", "配置 Configuration（每台 per node）"),
        ("p", "8 × H20 96GB，NVLink 900GB/s 全互联 full mesh；2 × AMD EPYC 9354（32 核 cores each）；1.5TB RAM；"
              "数据盘 data 4 × 7.68TB NVMe RAID 5：裸容量 raw 30.72TB，可用 usable 23.04TB；系统盘 boot 2 × 480GB "
              "SATA SSD RAID1；机间 4 × 200Gb/s RoCE v2 (RDMA)。"),
        ("h", "服务水平 Service levels"),
        ("p", "GPU 型号 NVIDIA H20，每卡显存 96GB per GPU；互联按上 as above；独享 dedicated, no sharing；月可用率 "
              "99.9% availability；每低 0.1% 赔付 5%，上限 50% credits；交付 24 小时内验收 acceptance: nccl-tests "
              "busbw ≥ 350GB/s in-node, ≥ 40GB/s across nodes；期满 7 日内删除数据 data deleted within 7 days, "
              "certificate。"),
    ], cjk=True, title="Quotation TY-Q-1205", author="Tsing Yi AI Compute Limited", footer="港湾智算 TSING YI AI")


@doc("k26")
def k26(out: Path) -> None:
    pdf(out / "k26-calloff-a800-70b-full-bi.pdf", [
        ("title", "订单 Call-off Order TS-CO-2612-02"),
        ("p", "依据框架协议 Under Framework Agreement TS-FA-2026-03　｜　供方 Supplier：廊坊天枢算力科技有限公司"
              "（天枢算力 Tianshu Compute）　｜　需方 Customer：北京青禾智能科技有限公司 Qinghe AI"),
        ("p", "用途 Purpose：需方在单台服务器上进行 Llama 3 70B 全参数微调 full-parameter fine-tuning of Llama 3 70B "
              "on a single node（需方自选配置 configuration chosen by the Customer）。"),
        ("t", [["项目 Item", "内容 Details"],
               ["服务器 Server", "1 台 one node：8 × NVIDIA A800 SXM4 80GB，NVSwitch，NVLink 400GB/s"],
               ["主机 Host", "2 × Intel Xeon Platinum 8358（32 核 cores each），1TB RAM"],
               ["数据盘 Data", "4 × 7.68TB U.2 NVMe = 30.72TB，不做 RAID no RAID"],
               ["系统盘 Boot", "2 × 480GB SATA SSD，RAID1"],
               ["网络 Network", "公网 100Mbps internet"],
               ["费用 Fee", "¥ 58,000 元/台/月 per node-month（含 6% 增值税 incl. VAT）"],
               ["期限 Term", "最短三个月 minimum three (3) months，按月支付 monthly"]], [0.24, 0.76]),
        ("h", "服务水平 Service levels"),
        ("p", "A800 SXM4，每卡 80GB per GPU；NVSwitch 按上 as above；独享 dedicated；月可用率 99.9%；每低 0.1%"
              " 减免 5%，"
              "上限 50%；交付 24 小时内验收 acceptance：nccl-tests busbw ≥ 150GB/s，fio ≥ 5GB/s；期满 5 日内删除数据"
              "并出具证明 data deletion certificate。"),
        ("t", [["需方 Customer", "供方 Supplier"],
               ["北京青禾智能科技有限公司", "廊坊天枢算力科技有限公司（盖章 seal）"]], [0.5, 0.5]),
    ], cjk=True, title="Call-off TS-CO-2612-02", author="廊坊天枢算力科技有限公司", footer="天枢算力 Tianshu Compute")


@doc("k27")
def k27(out: Path) -> None:
    pdf(out / "k27-checkout-mi300x-sgd-bi.pdf", [
        ("small", "https://portal.rafflessilicon.example/checkout　｜　2026-12-03 15:07 SGT"),
        ("brand", "RAFFLES SILICON　莱佛士算力"),
        ("title", "结算 Checkout — 订单 Order RS-77120"),
        ("t", [["商品 Item", "数量 Qty", "单价 Unit price", "小计 Subtotal / month"],
               ["MI300X 8-GPU 裸金属 bare metal（月付 monthly）", "1 台 node", "S$ 24,800 / 台/月 node-month",
                "S$ 24,800.00"],
               ["对象存储 Object storage 50 TB（add-on）", "50 TB", "S$ 25 / TB/月", "S$ 1,250.00"],
               ["", "", "小计 Subtotal（不含 GST excl.）", "S$ 26,050.00"],
               ["", "", "GST 9%", "S$ 2,344.50"],
               ["", "", "应付 Total due（含 GST incl.）", "S$ 28,394.50"]], [0.42, 0.12, 0.26, 0.2],
         {"bold": [3, 4, 5]}),
        ("p", "MI300X 台价含 GST 为 S$ 27,032 / node-month incl. 9% GST。最短 1 个月 minimum one (1) month，按月计费 "
              "billed monthly。"),
        ("h", "配置 Configuration"),
        ("p", "8 × AMD Instinct MI300X 192GB（OAM），Infinity Fabric 全互联；2 × AMD EPYC 9654（96 核 cores each）；"
              "1.5TB RAM；本地数据盘 local data 8 × 3.84TB NVMe JBOD = 30.72TB；系统盘 boot 2 × 960GB NVMe RAID1；"
              "对象存储为另购 add-on，不属于本地盘 not local。"),
        ("h", "服务条款 Service terms"),
        ("p", "GPU 型号 AMD Instinct MI300X，每卡 192GB per GPU；互联按上 as above；独享裸金属 dedicated bare metal；"
              "月可用率 99.9%；每低 0.1% 补偿 5%，上限 50% credits；交付 24 小时内验收 acceptance：rccl-tests busbw ≥ "
              "300GB/s，fio ≥ 5GB/s；终止后 3 日内删除数据并出具证明 data deleted within 3 days, certificate。"),
        ("small", "Raffles Silicon Cloud Pte. Ltd. 莱佛士算力 · 1 Fusionopolis Way, Singapore · UEN 202512345K"),
    ], cjk=True, title="Checkout RS-77120", author="Raffles Silicon Cloud Pte. Ltd.", footer="Raffles Silicon Cloud")


@doc("k28")
def k28(out: Path) -> None:
    qa = [["#", "询价方问题 Buyer question", "供应商应答 Vendor answer"],
          ["1", "供应商 Vendor", "衢州算谷数据科技有限公司（算谷 SuanGu）"],
          ["2", "GPU 型号与显存 GPU model and memory", "NVIDIA GeForce RTX 4090，每卡 24GB / 24 GB per GPU，每台 8 卡"],
          ["3", "台数 Nodes", "2 台 two nodes"],
          ["4", "卡间互联 GPU interconnect", "PCIe 4.0；RTX 4090 不支持 NVLink / no NVLink on RTX 4090"],
          ["5", "机间网络 Inter-node", "2 × 100GbE RoCE v2，RDMA"],
          ["6", "CPU / 内存 RAM", "2 × AMD EPYC 7543（32 核 cores each）/ 512GB"],
          ["7", "数据盘 Data drives", "2 × 3.84TB U.2 NVMe = 7.68TB per node，no RAID"],
          ["8", "系统盘 Boot", "1 × 1TB M.2 NVMe"],
          ["9", "价格 Price（含税 incl. VAT）", "¥ 1.98 元/卡时 per GPU-hour，含 6% 增值税；按小时计费 billed hourly"],
          ["10", "最短租期 Minimum term", "1 周 one week"],
          ["11", "独享 Dedicated?", "是 yes，整机独享，不虚拟化"],
          ["12", "可用性 / 赔偿 Availability / credits", "99.5%；每低 0.5% 返还 10% / 10% credit per 0.5%"],
          ["13", "验收 Acceptance", "交付 24 小时内 gpu-burn 2h、nccl-tests busbw ≥ 20GB/s、fio ≥ 3GB/s"],
          ["14", "数据删除 Data deletion", "退租 3 日内擦除并出具证明 wiped within 3 days, certificate"]]
    pdf(out / "k28-rfq-sheet-4090-bi.pdf", [
        ("brand", "杭州若川科技有限公司 Ruochuan Tech"),
        ("title", "询价表 RFQ RC-2026-09（供应商填写 vendor to complete）"),
        ("t", qa, [0.06, 0.36, 0.58], {"shade_col": [2]}),
        ("p", "填写人 Completed by：算谷 郑可 Zheng Ke　2026-12-02"),
    ], cjk=True, title="RFQ RC-2026-09", author="杭州若川科技有限公司", footer="Ruochuan Tech 采购部 Procurement")


@doc("k29")
def k29(out: Path) -> None:
    pdf(out / "k29-pricelist-markers-b200-eur-bi.pdf", [
        ("brand", "MAINUFER GPU"),
        ("small", "Mainufer GPU GmbH · Hanauer Landstraße 300, 60314 Frankfurt am Main"),
        ("title", "价目表 Price list B200 · 报价给 for 苏州衡岳智能 Hengyue AI"),
        ("t", [["型号 Plan", "配置 Configuration", "EUR / 实例·时 instance-hour（不含税 excl. VAT）※",
                "含 19% 增值税 incl. VAT"],
               ["MG-B200-8 ①", "8 × NVIDIA B200 192GB，NVSwitch 1.8TB/s；2 × Xeon Platinum 8570（56 核）；2TB RAM †",
                "EUR 38.40", "EUR 45.70"],
               ["MG-H200-8", "8 × NVIDIA H200 141GB；2TB RAM", "EUR 27.90", "EUR 33.20"]],
         [0.14, 0.5, 0.2, 0.16], {"shade": [1]}),
        ("p", "本次报价 Quoted：MG-B200-8，2 个实例 two instances（1 实例 = 1 台 8 卡 one 8-GPU node），EUR"
              " 38.40 / 实例·时 "
              "per instance-hour excl. VAT，按分钟计费 billed per minute。"),
        ("small", "※ 价格不含增值税 prices exclude VAT (zzgl. 19% MwSt)。"),
        ("small", "① 最短租期一个月 minimum term one (1) month；月结 invoiced monthly。"),
        ("small", "† 每台本地数据盘 local data 8 × 3.84TB NVMe = 30.72TB；系统盘 boot 2 × 960GB NVMe RAID1；"
                  "集群共享 WEKA 300TB shared by both nodes, not per node；8 × 400Gb/s NDR InfiniBand RDMA。"),
        ("h", "服务水平 Service levels"),
        ("p", "GPU 型号 NVIDIA B200，每卡 192GB；互联按上 as listed；独享 dedicated；月可用率 99.9%；每低 0.1% 补偿 "
              "5%，上限 50%；交付 48 小时内验收 acceptance：nccl-tests 双机 busbw ≥ 350GB/s；期满 7 日内删除本地盘与 "
              "WEKA 数据并出具证明 deletion certificate。"),
    ], cjk=True, title="Mainufer GPU price list", author="Mainufer GPU GmbH", footer="Mainufer GPU GmbH")


@doc("k30")
def k30(out: Path) -> None:
    pdf(out / "k30-excel-merged-h100-year-bi.pdf", [
        ("brand", "海河算力 HAIHE COMPUTE"),
        ("small", "天津海河智算科技有限公司 Tianjin Haihe Intelligent Computing Co., Ltd."),
        ("title", "报价表 Quotation HH-26-1188（客户 Customer：北京拾光影像科技 Shiguang Imaging）"),
        ("t", [["年租报价 Annual lease quotation（人民币 CNY，含 6% 增值税 incl. VAT）", "", "", "", "", ""],
               ["分类 Group", "项目 Item", "规格 Spec", "数量 Qty", "单价 Unit price", "金额 Amount / year"],
               ["算力 Compute", "H100 八卡服务器 8-GPU server", "8 × H100 SXM5 80GB，NVSwitch 900GB/s；2 × Xeon 8480+"
                "（56 核）；2TB", "2 台", "¥ 1,020,000 / 台/年 node-year", "¥ 2,040,000"],
               ["", "本地存储 Local storage（每台 per node）", "8 × 3.84TB NVMe RAID0 = 30.72TB；系统盘 2 × 960GB NVMe",
                "2 台", "含 incl.", "¥ 0"],
               ["", "小计 Subtotal", "", "", "", "¥ 2,040,000"],
               ["存储 Storage", "对象存储 Object storage", "100TB，¥ 0.10/GB/月", "100TB", "¥ 122,880 / 年",
                "¥ 122,880"],
               ["", "小计 Subtotal", "", "", "", "¥ 122,880"],
               ["网络 Network", "IB 网络 fabric", "8 × 400Gb/s NDR InfiniBand per node，RDMA", "2 台", "含 incl.",
                "¥ 0"],
               ["合计 Total", "", "", "", "", "¥ 2,162,880 / 年 year"]], [0.12, 0.2, 0.32, 0.08, 0.16, 0.12],
         {"head": 2, "span": [((0, 0), (-1, 0)), ((0, 2), (0, 4)), ((0, 5), (0, 6)), ((0, 8), (4, 8))],
          "bold": [4, 6, 8]}),
        ("p", "折合 equivalent ¥ 85,000 / 台/月 per node-month。最短租期一年 minimum term one (1) year（12 个月），"
              "按季度预付 quarterly in advance。"),
        ("h", "服务承诺 Commitments"),
        ("p", "H100 SXM5，每卡 80GB per GPU；NVSwitch 及 NDR IB 按上 as listed；独享 dedicated；月可用率 99.9%；"
              "每低 0.1% 补偿 5%，上限 50%；交付 48 小时内验收 acceptance：双机 busbw ≥ 180GB/s、MFU ≥ 45%（Llama 3 "
              "8B）；期满 5 日内删除数据并出具证明 deletion certificate。"),
    ], cjk=True, title="Quotation HH-26-1188", author="天津海河智算科技有限公司", footer="海河算力 HAIHE COMPUTE")


@doc("k31")
def k31(out: Path) -> None:
    pdf(out / "k31a-datasheet-h200-sparse-bi.pdf", [
        ("brand", "琴澳算力 QIN'AO COMPUTE"),
        ("title", "QA-H200-8 规格书 Datasheet"),
        ("t", [["项目 Item", "规格 Specification"],
               ["GPU", "8 × NVIDIA H200 SXM 141GB HBM3e"],
               ["BF16 算力 BF16 Tensor（每卡 per GPU）", "1,979 TFLOPS"],
               ["NVLink", "NVSwitch 全互联 full mesh，900GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8558（48 核 cores each）"],
               ["内存 RAM", "2TB"],
               ["数据盘 Data", "4 × 7.68TB U.2 NVMe = 30.72TB（no RAID）"],
               ["系统盘 Boot", "2 × 960GB M.2 NVMe RAID1"]], [0.4, 0.6]),
        ("small", "琴澳算力（横琴）科技有限公司 Qin'ao Compute (Hengqin) Co., Ltd."),
    ], cjk=True, title="QA-H200-8", author="琴澳算力（横琴）科技有限公司", footer="琴澳算力 QIN'AO COMPUTE")
    text(out / "k31b-price-page-h200-bi.md", """
# 琴澳算力 Qin'ao Compute — 价格页 Price page

客户 Customer：澳门濠江数据 Hou Kong Data　｜　报价 Quote QA-2612-07　｜　规格见 QA-H200-8 规格书 (datasheet)

| 方案 Plan | 台数 Nodes | 单价 Price | 最短 Minimum |
| --- | --- | --- | --- |
| QA-H200-8 按卡时 per GPU-hour | 1 | US$ 2.95 / 卡时 GPU-hour（不含税 excl. tax） | 3 个月 three months |

- 按月结算 billed monthly；预估月费 estimated monthly: 8 × 720 h × 2.95 = US$ 16,992
- 交付 H200 SXM，每卡 141GB per GPU；NVSwitch 全互联 as in the datasheet；整机独享 dedicated
- 月可用率 availability 99.9%；每低 0.1% 补偿 5%，上限 50% credits
- 交付 24 小时内验收 acceptance：nccl-tests busbw ≥ 400GB/s；fio ≥ 6GB/s
- 期满 5 日内删除数据并出具证明 data deleted within 5 days with a certificate

## 说明 Notes

- 价格不含增值税及跨境服务税 prices exclude VAT and cross-border service taxes; 按美元结算 invoiced in USD
- 公网 100Mbps 独享 dedicated internet included; 机房 data centre: 横琴 Hengqin, Tier III
- 报价有效期 valid for 15 days; 联系人 contact: 区嘉欣 Au Ka-yan, sales@qinao.example
""")


@doc("k32")
def k32(out: Path) -> None:
    pdf(out / "k32-email-thread-a100-bi.pdf", [
        ("title", "邮件往来 Email thread — 星图医疗 A100 集群 / Xingtu Medical A100 cluster"),
        ("mono", "From: 陆文韬 Lu Wentao <lu.wt@shenjiangcompute.example>\n"
                 "To: 何静 He Jing <hejing@xingtumed.example>\n"
                 "Cc: Victor Lam <victor@meridianadvisory.example>\n"
                 "Date: 2026-12-03 17:05 +0800\n"
                 "Subject: RE: RE: A100 报价 quotation"),
        ("p", "何经理您好 Dear Ms He，确认报价如下 please find our confirmed offer："),
        ("p", "2 台 two nodes × 8 × NVIDIA A100 SXM4 80GB，NVSwitch 600GB/s；每台 per node 2 × AMD EPYC 7763（64 核 "
              "cores each）、1TB RAM；本地数据盘 local data 4 × 7.68TB NVMe = 30.72TB；系统盘 boot 2 × 960GB SATA SSD "
              "RAID1；共享 CPFS 50TB shared by both nodes；4 × 200Gb/s HDR InfiniBand per node, RDMA。"),
        ("p", "价格 Price：¥ 7.20 元/卡时 per GPU-hour（不含税 excl. VAT），含 6% 增值税 ¥ 7.63；按小时计费 billed "
              "hourly，月结；最短 1 个月 minimum one (1) month。"),
        ("p", "服务条款 Terms：A100 SXM4 每卡 80GB；互联按上；独享 dedicated；月可用率 99.9%；每低 0.1% 补偿 5%，上限 "
              "50%；交付 48 小时内验收 nccl-tests 双机 busbw ≥ 40GB/s、fio ≥ 5GB/s；期满 5 日内删除数据并出具证明。"),
        ("p", "— 陆文韬 Lu Wentao｜销售总监 Sales Director｜申江算力（上海）科技有限公司 Shenjiang Compute (Shanghai) "
              "Co., Ltd."),
        ("mono", "-----Original Message-----\n"
                 "From: Victor Lam <victor@meridianadvisory.example>\n"
                 "Date: 2026-12-02 10:12 +0800"),
        ("p", "He Jing, I reviewed the three bids for you; Shenjiang's is the only one with a data-deletion clause and "
              "NVSwitch nodes. — Victor Lam | Principal | Meridian Advisory Partners (Hong Kong) Ltd."),
        ("mono", "-----Original Message-----\n"
                 "From: 何静 He Jing <hejing@xingtumed.example>\n"
                 "Date: 2026-12-01 09:30 +0800"),
        ("p", "陆总，我们需要两台 A100 80GB 做 Llama 3 70B LoRA，请报价。—"
              " 何静｜算法平台负责人｜星图医疗科技（杭州）有限公司"),
    ], cjk=True, title="RE: A100 quotation", author="申江算力（上海）科技有限公司", footer="邮件打印 printed e-mail")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout15")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
