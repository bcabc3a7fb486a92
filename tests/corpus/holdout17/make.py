"""Build the holdout17 studied corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English,
bilingual, weighted toward pricing (GPU-hour, card-month, card-day, node-month, node-hour, instance-hour, node-year
with the monthly equivalent; tier columns with the chosen tier named; spot / on-demand / reserved side by side; tax
in and out, VAT 6% / 13% / 19% / 20%, GST 9% / 10%; setup, egress and storage fees beside the unit price; totals
as quantity x term; discounts and nets; 万元 and capital numerals; European decimals; quote numbers and validity
dates), vendor identity (letterhead brand vs legal name, resellers quoting in their own name, the vendor only in a
signature or footer, a buyer's header, marketplaces and auctions naming one host) and network (public uplink vs
inter-node fabric vs storage network vs management port; per-port vs per-node; IB not included, TCP-only 25GbE).

Run: python tests/corpus/holdout17/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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
@doc("n01")
def n01(out: Path) -> None:
    pdf(out / "n01-price-confirmation-annexes-h800-zh.pdf", [
        ("brand", "玄穹算力　XUANQIONG"),
        ("small", "苏州玄穹智算科技有限公司　｜　苏州工业园区星湖街 328 号创意产业园 9 栋 6 层　｜　0512-6258 3390"),
        ("sp", 3),
        ("title", "价格确认函"),
        ("p", "致：上海澄明生物科技有限公司（采购部 何倩 女士）"),
        ("p", "函号：XQ-QR-20261201-07　　日期：2026 年 12 月 1 日　　本函报价有效期至 2026 年 12 月 31 日"),
        ("p", "贵司 2026 年 11 月 24 日询价函收悉。经双方沟通，我司确认以下价格与服务内容，具体配置见附表一，价格及"
              "付款见附表二，服务水平见附表三。本函经双方盖章后作为《算力服务合同》的价格依据。"),
        ("p", "确认要点：H800 八卡整机 2 台；每台月租金 12.8 万元（含 6% 增值税）；合同期不少于六个月；按自然月计费。"),
        ("sp", 4),
        ("p", "苏州玄穹智算科技有限公司（盖章）　　　　　　　　上海澄明生物科技有限公司（盖章）"),
        ("pb",),
        ("h", "附表一　单台配置"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB HBM3，NVSwitch 全互联，每卡 NVLink 带宽 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8470（每颗 52 核，共 104 核）"],
               ["内存", "2TB DDR5-4800（32 × 64GB）"],
               ["系统盘", "2 × 960GB SATA SSD，RAID1"],
               ["数据盘", "4 × 7.68TB U.2 NVMe，不做 RAID，合计 30.72TB"],
               ["计算网络（机间）", "8 × 400Gb/s NDR InfiniBand（每 GPU 一口，单台合计 3.2Tbps），支持 GPUDirect RDMA"],
               ["存储网络", "2 × 100GbE（接入并行存储，不计入计算网络）"],
               ["管理网络", "1 × 1GbE 带外 BMC（IPMI）"],
               ["公网", "BGP 独享带宽 100Mbps / 台，1 个公网 IPv4"]], [0.22, 0.78]),
        ("h", "附表二　价格及付款"),
        ("t", [["项目", "数量", "单价（含税）", "期数", "金额（含税）"],
               ["H800 八卡服务器租赁", "2 台", "12.8 万元/台/月", "6 个月", "153.6 万元"],
               ["公网带宽 BGP 独享 100Mbps", "2 条", "含在租金内", "6 个月", "0"],
               ["合计", "", "", "", "人民币壹佰伍拾叁万陆仟元整（¥1,536,000.00）"]], [0.3, 0.1, 0.2, 0.12, 0.28]),
        ("p", "单台月租金大写：人民币壹拾贰万捌仟元整（¥128,000.00），含 6% 增值税；不含税金额 ¥120,754.72。"),
        ("p", "付款：按月预付，每月 5 日前支付当月租金；首期于交付前支付。计费以自然月为单位，"
              "不足一月按实际天数折算。"),
        ("h", "附表三　服务水平"),
        ("p", "1. 交付 GPU 型号为 NVIDIA H800 SXM5，每卡显存 80GB，不得以其他型号替代。2. 机内 NVSwitch 全互联；机间"
              " 8 × 400Gb/s NDR InfiniBand，RDMA 可用。3. 整机物理独享，不虚拟化、不切分、不超售。4. "
              "单台月度可用率不低于"
              " 99.9%。5. 可用率每低 0.1 个百分点，减免该台当月租金的 5%，最高减免 50%。6. 交付后 48 小时内联合验收："
              "nvidia-smi、nvidia-smi topo -m、nccl-tests 双机 all_reduce busbw ≥ 180GB/s、fio 顺序读 ≥ 6GB/s、iperf3"
              " 公网 ≥ 95Mbps；验收合格次日起计费。7. 合同期满后 5 个工作日内删除全部数据并出具《数据删除证明》。"),
    ], cjk=True, title="价格确认函 XQ-QR-20261201-07", author="苏州玄穹智算科技有限公司",
        footer="玄穹算力 · 价格确认函 XQ-QR-20261201-07")


@doc("n02")
def n02(out: Path) -> None:
    pdf(out / "n02-tier-ratecard-h20-zh.pdf", [
        ("brand", "巴渝智算"),
        ("small", "重庆巴渝智算云科技有限公司　｜　两江新区数据谷 C3 栋　｜　2026 年第四季度价目"),
        ("title", "GPU 整机租赁阶梯价目表（2026Q4）"),
        ("p", "以下为每卡每月价格（元/卡/月，不含税）；整机按 8 卡计。租期越长单价越低，各档以签约租期为准。"),
        ("t", [["机型", "1-3 个月", "3-6 个月", "6-12 个月", "12 个月以上"],
               ["H20 96GB 八卡整机", "11,800", "10,900", "9,800", "9,200"],
               ["H800 80GB 八卡整机", "16,500", "15,600", "14,800", "13,900"],
               ["A800 80GB 八卡整机", "8,900", "8,300", "7,700", "7,200"],
               ["L40S 48GB 八卡整机", "3,900", "3,600", "3,300", "3,100"]],
         [0.28, 0.18, 0.18, 0.18, 0.18], {"shade": [1]}),
        ("small", "说明：价格不含增值税，开具 6% 增值税专用发票；最短起租 1 个月；按月计费，不足一月按一月计。"
                  "公网默认共享带宽 50Mbps（免费）；如需独享带宽，100Mbps 另收 1,500 元/月。"),
        ("h", "报价单（本次报价）"),
        ("p", "客户：成都锦里语言科技有限公司　　报价编号：BY-2612-0318　　有效期：2026-12-20 前"),
        ("t", [["项目", "内容"],
               ["机型与数量", "H20 96GB 八卡整机 × 4 台（32 卡）"],
               ["适用档位", "6-12 个月档（本次签约租期 8 个月；适用本档须签约不少于 6 个月）"],
               ["单价", "9,800 元/卡/月（不含税），含 6% 税 10,388 元/卡/月；折合 78,400 元/台/月（不含税）"],
               ["月费合计", "313,600 元/月（不含税），8 个月合计 2,508,800 元（不含税）"],
               ["一次性部署费", "每台 3,000 元，不属于月租金"],
               ["单台配置", "8 × NVIDIA H20 96GB，NVLink 900GB/s 全互联；2 × Intel Xeon Platinum 8480+（每颗 56 核）；"
                "2TB DDR5；系统盘 2 × 480GB SATA SSD RAID1；数据盘 4 × 3.84TB NVMe（15.36TB）"],
               ["网络", "机间 4 × 200Gb/s RoCE v2（RDMA，单台 800Gb/s）；公网共享 50Mbps；带外管理 1GbE"]],
         [0.2, 0.8]),
        ("h", "服务条款"),
        ("p", "交付型号为 NVIDIA H20，每卡 96GB 显存；机内 NVLink 全互联、机间 RoCE v2 RDMA；整机独享，不切分不超售；"
              "月可用率 ≥ 99.9%，每低 0.1% 按该台当月费用 3% 补偿，上限 30%；交付后 24 小时内验收（nccl-tests 四机"
              " busbw ≥ 60GB/s，fio 顺序读 ≥ 5GB/s），合格后起租；租期结束 3 个工作日内删除数据并出具证明。"),
        ("p", "重庆巴渝智算云科技有限公司　商务：冉静　023-6781 2034"),
    ], cjk=True, title="巴渝智算价目表 2026Q4", author="重庆巴渝智算云科技有限公司", footer="巴渝智算 · BY-2612-0318")


@doc("n03")
def n03(out: Path) -> None:
    text(out / "n03-wechat-h100-container-zh.txt", """
微信聊天记录导出
对象：星河云-小周（算力顾问）
导出时间：2026-12-02 21:14

2026-12-02 19:02  陈博（零度AI）
  你好，想租 H100 跑个 8B 的微调，有独享卡吗？

2026-12-02 19:05  星河云-小周（算力顾问）
  有的老板～我们 H100 独享卡现在 9.8 元/卡时，按小时计费，不足一小时按一小时计，随用随停不设最短租期

2026-12-02 19:06  陈博（零度AI）
  显存是 80G 的吧？

2026-12-02 19:09  星河云-小周（算力顾问）
  卡是 H100 SXM 80G 的。我们是容器化交付，每个容器分配 40GB 显存配额，一张物理卡跑两个容器，性价比很高的
  容器规格：1 卡（40GB 显存配额）+ 16 核 vCPU + 120GB 内存
  系统盘 50GB 云盘，数据盘 500GB 云盘（SSD 云盘，约 300MB/s）

2026-12-02 19:11  陈博（零度AI）
  网络呢

2026-12-02 19:12  星河云-小周（算力顾问）
  内网 25G，外网 10M 共享带宽，公网流量不另收费
  单卡容器没有 IB 哈

2026-12-02 19:15  陈博（零度AI）
  有 SLA 吗

2026-12-02 19:17  星河云-小周（算力顾问）
  平台可用性 99.5%，按官网《服务等级协议》执行，不达标按时长发代金券
  开通后 24 小时内可以申请验收测试，不满意全额退
  释放实例后数据 24 小时内自动删除，不可恢复

2026-12-02 19:20  陈博（零度AI）
  行，那先开一张卡

2026-12-02 19:21  星河云-小周（算力顾问）
  好嘞，合同主体是 合肥星河云算科技有限公司，我发您开户链接～
""")


@doc("n04")
def n04(out: Path) -> None:
    pdf(out / "n04-scoring-matrix-a800-zh.pdf", [
        ("title", "深圳鹏程智元科技有限公司　GPU 算力租赁供应商综合评分表"),
        ("p", "项目编号：PCZY-CG-2026-044　　评审日期：2026-11-28　　评审小组：技术 3 人、采购 1 人、法务 1 人"),
        ("p", "需求：A800 SXM 八卡整机 4 台，用于 Llama 3 70B 全参数微调；租期 12 个月。权重：技术 50、价格 30、服务 "
              "20。"),
        ("t", [["评分项", "权重", "A：拓海算力", "B：北溟云", "C：衡山数据"],
               ["报价（元/台/月，含税）", "—", "52,000", "55,800", "49,500"],
               ["GPU", "—", "8 × A800 SXM4 80GB，NVLink 400GB/s", "8 × A800 SXM4 80GB", "8 × A800 PCIe 80GB"],
               ["机间网络", "—", "4 × 200Gb/s HDR InfiniBand", "2 × 100Gb/s RoCE", "2 × 25GbE（TCP）"],
               ["公网", "—", "BGP 200Mbps 独享", "100Mbps 共享", "50Mbps 共享"],
               ["技术得分", "50", "47", "41", "28"],
               ["价格得分", "30", "28.6", "26.6", "30"],
               ["服务得分（SLA/验收/数据）", "20", "19", "15", "9"],
               ["合计", "100", "94.6", "82.6", "67.0"],
               ["排名", "", "1（推荐中选）", "2", "3"]],
         [0.22, 0.08, 0.26, 0.22, 0.22], {"shade_col": [2]}),
        ("h", "推荐供应商：A 拓海算力（青岛拓海数据科技有限公司）"),
        ("p", "投标配置（每台）：8 × NVIDIA A800 SXM4 80GB，NVSwitch 全互联，NVLink 400GB/s；2 × Intel Xeon Platinum"
              " 8358（每颗 32 核）；1TB DDR4 内存；系统盘 2 × 960GB SATA SSD（RAID1）；数据盘 4 × 7.68TB "
              "NVMe（30.72TB）；"
              "机间 4 × 200Gb/s HDR InfiniBand，GPUDirect RDMA；存储网络 2 × 25GbE 独立；公网 BGP 独享 200Mbps。"),
        ("p", "投标价格：52,000 元/台/月（含 6% 增值税），4 台 × 12 个月合计 2,496,000 元；起租期十二个月；按月计费，"
              "月初预付。另：部署调试费 0 元；公网流量不计费。"),
        ("p", "投标服务承诺（摘自投标文件第 5 章）：交付 A800 SXM4 80GB，不替换型号；机内 NVSwitch、机间 HDR IB 如上；"
              "整机独享不超售；月可用率 99.9%；每低 0.1% 减免月租 5%，上限 50%；交付 48 小时内按 nccl-tests 四机 busbw "
              "≥ "
              "70GB/s、fio ≥ 5GB/s 验收；租期结束 7 日内删除数据并提供证明。"),
        ("p", "评审意见：A 在技术与服务两项领先，价格居中，建议授予 A。C 为 PCIe 机型且无 RDMA，不满足 70B "
              "全参数微调。"),
        ("p", "评审组长：韩立　　采购：梁蕾　　法务：许可　　审批：总经理 周岩（同意）"),
    ], cjk=True, title="供应商评分表 PCZY-CG-2026-044", author="深圳鹏程智元科技有限公司 采购部",
        footer="深圳鹏程智元科技有限公司 · 内部评审文件")


@doc("n05")
def n05(out: Path) -> None:
    pdf(out / "n05-tariff-schedule-a800pcie-hdd-zh.pdf", [
        ("title", "智算算力租赁业务资费标准（2026 版）"),
        ("p", "发布单位：江西联瀚通信技术有限公司（联瀚智算）　　资费备案号：JXLH-ZF-2026-118"),
        ("t", [["资费编码", "资费名称", "资费标准", "计费方式", "备注"],
               ["ZS-A8P-01", "A800 PCIe 八卡算力服务器（整机）", "36,000 元/台/月（含 6% 增值税）", "包月，按自然月",
                "最短服务期 3 个月"],
               ["ZS-A8P-02", "同上（按日）", "1,450 元/台/日（含税）", "按日", "不足一日按一日计"],
               ["ZS-BW-01", "互联网专线带宽（独享）", "20Mbps 含在整机资费内，扩容 60 元/Mbps/月", "包月", ""],
               ["ZS-ST-01", "NAS 扩容", "0.12 元/GB/月", "包月", "可选"]],
         [0.12, 0.26, 0.26, 0.16, 0.2]),
        ("h", "业务受理单（附）"),
        ("p", "用户名称：南昌瑶湖视觉科技有限公司　　受理编号：SL-2612-00937　　受理日期：2026-12-02"),
        ("p", "订购内容：ZS-A8P-01 × 2 台，服务期 3 个月，资费 36,000 元/台/月（含税），月费 72,000 元。"),
        ("h", "单台配置及网络"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA A800 PCIe 80GB，PCIe 4.0 交换互联（无 NVLink）"],
               ["CPU / 内存", "2 × Intel Xeon Gold 6348（每颗 28 核）/ 512GB DDR4"],
               ["系统盘", "1 × 960GB SATA SSD"],
               ["数据盘", "4 × 16TB SATA 机械硬盘（7200 转）RAID5，可用约 48TB，顺序读约 450MB/s"],
               ["机间网络", "2 × 25GbE 以太网（TCP/IP），不支持 RDMA，不提供 InfiniBand"],
               ["公网", "互联网专线 20Mbps 独享"]], [0.2, 0.8]),
        ("h", "服务保障"),
        ("p", "（1）交付 NVIDIA A800 PCIe，每卡显存 80GB；（2）GPU 通过 PCIe 4.0 互联，机间 25GbE；（3）整机独享，"
              "不虚拟化；"
              "（4）月可用率 99.5%；（5）未达标按故障时长 2 倍顺延服务期；（6）开通后 24 小时内完成验收（nvidia-smi、"
              "fio、"
              "iperf3 ≥ 20Gbps）；（7）退订后 7 日内清除数据并提供清除记录。"),
        ("small", "江西联瀚通信技术有限公司　客户经理：熊涛　0791-8826 1170"),
    ], cjk=True, title="资费标准 JXLH-ZF-2026-118", author="江西联瀚通信技术有限公司", footer="联瀚智算 · 资费标准")


@doc("n06")
def n06(out: Path) -> None:
    pdf(out / "n06-console-spot-ondemand-monthly-h200-zh.pdf", [
        ("small", "云穹 · 控制台 > GPU 云服务器 > 购买实例　　打印时间 2026-12-03 10:26"),
        ("title", "购买实例：gn9h.48xlarge（8 × H200 141GB）"),
        ("t", [["计费模式", "抢占式实例", "按量付费", "包年包月（已选）"],
               ["价格", "26.50 元/卡时（可被回收）", "39.80 元/卡时", "118,000 元/实例/月"],
               ["计费粒度", "按秒", "按秒", "按月"],
               ["最短", "无", "无", "1 个月"],
               ["是否选中", "", "", "√ 已选"]], [0.19, 0.27, 0.27, 0.27], {"shade_col": [3]}),
        ("h", "实例规格"),
        ("t", [["项", "规格"],
               ["GPU", "8 × NVIDIA H200 SXM 141GB HBM3e，NVLink 900GB/s，NVSwitch 全互联"],
               ["vCPU / 内存", "192 vCPU（2 × AMD EPYC 9654，96 核 × 2）/ 2048GiB"],
               ["本地盘", "8 × 3.84TB NVMe（本地实例盘，30.72TB）"],
               ["系统盘", "ESSD 云盘 500GB"],
               ["网络", "VPC 内网带宽 100Gbps；公网：按固定带宽 200Mbps（包月内含）；公网流量超出部分 0.80 元/GB"],
               ["独享", "整机独占物理机，不与其他租户共享 GPU"]], [0.18, 0.82]),
        ("h", "费用明细"),
        ("t", [["项目", "数量", "金额"],
               ["gn9h.48xlarge 包年包月", "1 台 × 1 个月", "118,000.00 元"],
               ["系统盘 ESSD 500GB", "1", "含"],
               ["公网固定带宽 200Mbps", "1", "含"],
               ["应付合计（含 6% 增值税）", "", "118,000.00 元"]], [0.5, 0.2, 0.3]),
        ("h", "服务等级（摘自《云穹 GPU 云服务器服务等级协议》）"),
        ("p", "实例为 NVIDIA H200 141GB，规格不变更；NVSwitch 全互联；整机独占；月可用性 99.95%；低于承诺时按月费 10%、"
              "25%、50% 三档赔偿代金券；开通后 24 小时内可申请验收（nccl-tests busbw ≥ 400GB/s），不通过可无理由退订；"
              "实例释放后 7 日内本地盘数据擦除，提供擦除报告。"),
    ], cjk=True, title="云穹控制台 订单确认", author="北京云穹计算技术有限公司",
        footer="© 2026 北京云穹计算技术有限公司 版权所有 ｜ 云穹 Yunqiong Cloud")


@doc("n07")
def n07(out: Path) -> None:
    pdf(out / "n07-lease-equipment-schedule-a800pcie-zh.pdf", [
        ("title", "《GPU 服务器经营租赁合同》附件一：租赁设备清单及租金明细表"),
        ("p", "合同编号：HSZL-2026-1107　　出租方：杭州和熵科技有限公司　　承租方：宁波海曙启明智能有限公司"),
        ("h", "一、租赁设备清单"),
        ("t", [["序号", "设备名称", "品牌型号", "序列号", "数量", "月租金（元，含 13% 增值税）"],
               ["1", "GPU 服务器", "超微 SYS-421GE，8 × NVIDIA A800 PCIe 80GB", "S4219A0711", "1 台", "46,000.00"],
               ["2", "GPU 服务器", "超微 SYS-421GE，8 × NVIDIA A800 PCIe 80GB", "S4219A0712", "1 台", "46,000.00"],
               ["", "合计", "", "", "2 台", "92,000.00"]], [0.06, 0.14, 0.34, 0.14, 0.08, 0.24]),
        ("h", "二、单台技术配置"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA A800 PCIe 80GB，8 卡 NVLink 全互联（NVSwitch），卡间带宽 400GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8462Y+（每颗 32 核）"],
               ["内存", "1TB DDR5"],
               ["系统盘", "2 × 480GB SATA SSD RAID1"],
               ["数据盘", "2 × 7.68TB U.2 NVMe（15.36TB）"],
               ["计算网络", "2 × 100Gb/s RoCE v2（RDMA）"],
               ["业务网络", "2 × 25GbE"],
               ["公网", "共享 50Mbps"]], [0.2, 0.8]),
        ("h", "三、租金及押金"),
        ("p", "1. 月租金每台 46,000.00 元（大写：肆万陆仟元整），含 13% 增值税，开具 13% 增值税专用发票。"),
        ("p", "2. 租赁期限十二（12）个月，承租方不得提前退租；租金按月预付。"),
        ("p", "3. 押金：两个月租金 184,000.00 元，租期届满无违约后退还，押金不计息，不抵作租金。"),
        ("h", "四、服务保障"),
        ("p", "4.1 出租方交付 NVIDIA A800 PCIe 80GB，每卡显存 80GB；4.2 互联按本附件第二条；4.3 设备由承租方独占使用，"
              "不虚拟化、不超售；4.4 月可用率 99.5%；4.5 每低 0.5% 减免当月租金 5%，上限 30%；4.6 到货上架后 48 小时内"
              "验收：nvidia-smi topo -m、nccl-tests 单机 busbw ≥ 150GB/s、fio；4.7 租期届满 5 "
              "个工作日内擦除数据盘并出具"
              "证明。"),
        ("sp", 4),
        ("p", "出租方（盖章）：杭州和熵科技有限公司　　　　承租方（盖章）：宁波海曙启明智能有限公司"),
    ], cjk=True, title="附件一 HSZL-2026-1107", author="杭州和熵科技有限公司", footer="HSZL-2026-1107 附件一")


@doc("n08")
def n08(out: Path) -> None:
    pdf(out / "n08-meeting-minutes-b200-zh.pdf", [
        ("title", "B200 集群租赁商务洽谈会议纪要"),
        ("p", "时间：2026 年 11 月 27 日 14:00-16:10　　地点：北京海淀 中关村壹号 A2 座 1502 会议室"),
        ("p", "甲方（需求方）：北京知微大模型科技有限公司 — 刘洋（CTO）、邵婷（采购）"),
        ("p", "乙方（服务方）：燕山智算 / 河北燕山智算数据服务有限公司 — 谢海峰（销售总监）、汪磊（解决方案）"),
        ("p", "记录：邵婷　　纪要编号：ZW-MM-1127"),
        ("h", "一、需求确认"),
        ("p", "甲方拟对 Llama 3 70B 做全参数微调，需要 2 台 B200 八卡整机，计划租期 6 个月。"),
        ("h", "二、配置确认（乙方提供，每台）"),
        ("p", "8 × NVIDIA B200 192GB HBM3e，第五代 NVLink 1.8TB/s，NVSwitch 全互联；2 × Intel Xeon Platinum 8570（每颗 "
              "56 核）；"
              "2TB DDR5；系统盘 2 × 960GB NVMe RAID1；数据盘 8 × 3.84TB NVMe（30.72TB）。"),
        ("p", "网络：计算网 8 × 400Gb/s NDR InfiniBand（每台 3.2Tb/s，RDMA）；存储网 2 × 200Gb/s 以太网，"
              "连接乙方并行存储；"
              "公网 BGP 独享 500Mbps；IPMI 管理口 1GbE。"),
        ("h", "三、价格确认"),
        ("p", "1. 乙方报价 32.00 元/卡时（不含税），含 6% 增值税为 33.92 元/卡时；按小时计费，月结。"),
        ("p", "2. 乙方初始报价 35.00 元/卡时，经协商下调为上述价格；甲方确认接受。"),
        ("p", "3. 起租期三个月；超过三个月后可按月续租，单价不变。"),
        ("p", "4. 预估月费：16 卡 × 730 小时 × 33.92 元 ≈ 396,185.60 元（含税，仅供参考）。"),
        ("h", "四、服务条款（双方一致同意写入合同）"),
        ("p", "型号 B200、每卡 192GB 显存写入合同；NVSwitch 与 NDR IB 写入合同；整机独享，不切分、不超售；月可用率 "
              "99.9%；"
              "每低 0.1% 按当月费用 5% 补偿，上限 50%；交付后 48 小时内验收（双机 nccl-tests busbw ≥ 300GB/s，Llama 3 "
              "70B "
              "基准 MFU ≥ 35%）；租期结束 5 个工作日内删除数据并出具证明。"),
        ("h", "五、后续事项"),
        ("p", "乙方于 12 月 2 日前提交合同草案；双方于 12 月 6 日前完成签署。"),
    ], cjk=True, title="会议纪要 ZW-MM-1127", author="北京知微大模型科技有限公司", footer="会议纪要 · 仅限双方内部使用")


@doc("n09")
def n09(out: Path) -> None:
    pdf(out / "n09-faq-pricing-a100-40g-zh.pdf", [
        ("brand", "算盒 SUANHE"),
        ("title", "A100 40G 云主机：价格与常见问题"),
        ("t", [["规格", "GPU", "vCPU / 内存", "本地盘", "价格"],
               ["sh.a100.8x", "8 × A100 SXM4 40GB", "96 核 / 960GB", "2 × 3.84TB NVMe", "4.20 元/卡时"],
               ["sh.a100.4x", "4 × A100 SXM4 40GB", "48 核 / 480GB", "1 × 3.84TB NVMe", "4.40 元/卡时"]],
         [0.16, 0.22, 0.2, 0.2, 0.22]),
        ("p", "本次开通：sh.a100.8x × 1 台（8 × A100 SXM4 40GB，NVLink 600GB/s），4.20 元/卡时（含税），按分钟计费，"
              "无最短租期。CPU 为 2 × AMD EPYC 7K62（每颗 48 核）；系统盘 200GB 云盘。"),
        ("h", "常见问题"),
        ("p", "<b>问：卡是独享的吗？</b>　答：是，整机 8 卡独享，不与其他用户共享。"),
        ("p", "<b>问：有 SLA 吗？可用率多少？</b>　答：平台按尽力而为原则提供服务，不承诺具体可用率。"),
        ("p", "<b>问：宕机了怎么赔？</b>　答：因硬件故障导致的中断，我们会尽快迁移，但不提供赔偿或代金券。"),
        ("p", "<b>问：交付时能做验收测试吗？</b>　答：实例创建成功即开始计费，不单独安排验收。"),
        ("p", "<b>问：退租后数据怎么处理？</b>　答：请自行备份；实例释放后磁盘回收进入资源池，"
              "平台不另行出具删除证明。"),
        ("p", "<b>问：网络怎么样？</b>　答：公网共享带宽，峰值 100Mbps；单机使用，不提供机间 IB。"),
        ("small", "广州算盒网络科技有限公司　粤ICP备 2025xxxx 号　客服 400-800-1733"),
    ], cjk=True, title="算盒 A100 价格与 FAQ", author="广州算盒网络科技有限公司", footer="算盒 suanhe · 价格与常见问题")


@doc("n10")
def n10(out: Path) -> None:
    pdf(out / "n10-capacity-reservation-h100-zh.pdf", [
        ("brand", "中原算谷"),
        ("small", "郑州中原算谷计算技术有限公司"),
        ("title", "算力资源预留确认函"),
        ("p", "致：郑州启航星辰人工智能研究院"),
        ("p", "预留编号：ZYSG-RSV-2026-0091　　发函日期：2026-12-01　　预留保留至：2026-12-15 17:00"),
        ("p", "根据贵院需求，我司为贵院预留以下算力资源，预留期内不对外销售："),
        ("t", [["项目", "内容"],
               ["资源", "NVIDIA H100 SXM5 80GB 八卡节点 8 个（共 64 卡），同一 IB 子网"],
               ["单节点配置", "2 × Intel Xeon Platinum 8480+（每颗 56 核）；2TB DDR5；系统盘 2 × 960GB NVMe RAID1；"
                "数据盘 4 × 7.68TB NVMe（30.72TB）；NVSwitch 全互联，NVLink 900GB/s"],
               ["计算网络", "每节点 8 × 400Gb/s NDR InfiniBand（3.2Tbps/节点），非阻塞胖树，RDMA"],
               ["存储网络", "每节点 2 × 200Gb/s RoCE，连接 2PB 并行文件系统（集群共享，不属于单节点本地盘）"],
               ["带外管理", "1GbE"],
               ["公网", "集群共享 1Gbps BGP 带宽"],
               ["价格", "168 元/节点/小时（含 6% 增值税），按小时计量，按月结算"],
               ["合同期", "合同期不少于一年（12 个月），自交付验收合格之日起算"],
               ["预留金", "500,000 元，签约后转为首月服务费的一部分；预留期满未签约则退还"]], [0.18, 0.82]),
        ("h", "服务承诺"),
        ("p", "型号 H100 SXM5、每卡 80GB 显存；NVSwitch 全互联，机间 NDR IB 非阻塞；节点物理独享；月可用率 99.9%；每低 "
              "0.1% "
              "按节点当月费用 5% 补偿，上限 50%；交付后 72 小时内完成 8 节点 nccl-tests（busbw ≥ 350GB/s）及 Llama 3 "
              "70B "
              "基准（MFU ≥ 40%）验收；合同终止后 10 个工作日内删除全部数据并出具删除证明。"),
        ("p", "郑州中原算谷计算技术有限公司（盖章）　　联系人：霍建军　0371-6590 2288"),
    ], cjk=True, title="资源预留确认函 ZYSG-RSV-2026-0091", author="郑州中原算谷计算技术有限公司",
        footer="中原算谷 · ZYSG-RSV-2026-0091")


@doc("n11")
def n11(out: Path) -> None:
    pdf(out / "n11-activation-notice-h800-zh.pdf", [
        ("title", "算力服务开通通知书"),
        ("p", "尊敬的 无锡太湖智研科技有限公司：您订购的算力服务已开通，请查收以下信息。"),
        ("p", "开通单号：KT-20261203-0052　　开通时间：2026-12-03 09:00　　计费开始：2026-12-03"),
        ("t", [["项目", "内容"],
               ["服务器", "1 台 H800 八卡服务器（主机名 gpu-h800-017）"],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB；单卡理论峰值 BF16 1,979 TFLOPS；NVLink 400GB/s，NVSwitch 全互联"],
               ["CPU / 内存", "2 × Intel Xeon Platinum 8468（每颗 48 核）/ 2TB DDR5"],
               ["存储", "系统盘 2 × 960GB NVMe RAID1；数据盘 4 × 7.68TB NVMe（30.72TB）"],
               ["网络", "公网 IP 1 个，独享 100Mbps；单机交付，无机间网络"],
               ["资费", "8.5 万元/台/月（含税），即 ¥85,000.00/月；按月计费"],
               ["租期", "最短租期 3 个月（至 2027-03-02）"]], [0.18, 0.82]),
        ("h", "服务条款"),
        ("p", "交付型号 H800 SXM5、每卡 80GB；NVSwitch 全互联；整机独享，不虚拟化；月可用率 99.9%；每低 0.1% "
              "按当月费用 5% "
              "补偿，上限 50%；开通后 48 小时内可提出验收异议（nccl-tests busbw ≥ 150GB/s、fio ≥ 6GB/s），"
              "未通过不计费；"
              "服务终止后 5 个工作日内删除数据并出具证明。"),
        ("small", "如有疑问请联系您的客户经理 钱晓雯 0510-8119 6620　｜　苏州穹顶云算科技有限公司 运维中心"),
    ], cjk=True, title="开通通知书 KT-20261203-0052", author="苏州穹顶云算科技有限公司", footer="穹顶云算 · 开通通知书")


# ================================================================================================ English
@doc("n12")
def n12(out: Path) -> None:
    pdf(out / "n12-tier-ratecard-h200-en.pdf", [
        ("brand", "NORTHWIND SILICON"),
        ("small", "Northwind Silicon Cloud, Inc. | 1200 Harbor Blvd, Suite 400, Oakland, CA 94607 | Rate card 2026-Q4"),
        ("title", "Reserved GPU Cluster Rate Card"),
        ("p", "All prices in USD per GPU per hour, excluding sales tax. Longer commitments earn a lower rate."),
        ("t", [["GPU (8 per node)", "On-demand", "1-3 months", "3-6 months", "12+ months"],
               ["H100 SXM 80GB", "2.89", "2.39", "2.19", "1.99"],
               ["H200 SXM 141GB", "3.39", "2.79", "2.49", "2.29"],
               ["B200 192GB", "5.49", "4.69", "4.29", "3.89"]], [0.28, 0.18, 0.18, 0.18, 0.18]),
        ("smal"
         "l", "On-demand is metered per second with no commitment. Reserved tiers are invoiced monthly in advance."),
        ("h", "Your quote  -  NW-Q-26-1187 (valid until 2026-12-18)"),
        ("t", [["", ""],
               ["Customer", "Paloma Labs, Inc. (San Mateo, CA)"],
               ["Tier", "3-6 months: USD 2.49/GPU/hr (selected)"],
               ["Cluster", "2 nodes x 8 NVIDIA H200 SXM 141GB = 16 GPUs"],
               ["Initial term", "four (4) months; lock-in three (3) months minimum for this tier"],
               ["Estimated monthly", "16 GPUs x 730 hr x USD 2.49 = USD 29,083.20"],
               ["Egress", "first 20 TB per month free, then USD 0.03/GB (not part of the GPU rate)"]],
         [0.22, 0.78], {"head": 0}),
        ("h", "Node specification"),
        ("p", "8x H200 SXM 141GB HBM3e per node on an NVSwitch full mesh (NVLink 900 GB/s per GPU); 2x Intel Xeon "
              "Platinum"
              " 8592+ (64 cores each); 2 TB DDR5; boot 2x 960 GB NVMe (RAID 1); local scratch 8x 3.84 TB NVMe (30.72 "
              "TB)."),
        ("p", "Networking: compute fabric 8x 400 Gb/s NDR InfiniBand per node (one port per GPU, 3.2 Tb/s per node), "
              "GPUDirect"
              " RDMA; storage network 2x 100 GbE to the shared VAST cluster; public internet uplink 10 Gbps per node; "
              "1 GbE"
              " BMC port."),
        ("h", "Service commitments"),
        ("p", "GPU model H200 SXM with 141 GB per GPU as named; NVSwitch and NDR InfiniBand as above; single-tenant "
              "bare metal,"
              " no virtualization or oversubscription; 99.9% monthly uptime per node; credits of 10% of the node's "
              "monthly"
              " fee per 0.1% below target, capped at 50%; acceptance within 24 hours of handover (nccl-tests all_reduce"
              " busbw >= 350 GB/s across both nodes, fio read >= 10 GB/s) before billing starts; all customer data "
              "wiped"
              " within 3 business days of termination with a deletion certificate."),
    ], title="Northwind Silicon rate "
             "card", author="Northwind Silicon Cloud, Inc.", footer="Northwind Silicon - rate card")


@doc("n13")
def n13(out: Path) -> None:
    pdf(out / "n13-order-form-terms-box-l40s-gbp-en.pdf", [
        ("title", "ORDER FORM  OF-2026-3391"),
        ("p", "Supplier: Thamesbyte Compute Ltd, 9 Canal Reach, London N1C 4AB (Company No. 14220871, VAT GB 412 7730 "
              "18)"),
        ("p", "Customer: Linden Grove Analytics Ltd, Cambridge"),
        ("p", "Customer's stated purpose: full-parameter fine-tuning of Llama 3 70B (all weights trained, no LoRA) on a"
              " single server."),
        ("t", [["Line", "Description", "Qty", "Unit", "Unit price (GBP)", "Amount (GBP)"],
               ["1", "GPU server: 8x NVIDIA L40S 48GB PCIe, 2x AMD EPYC 9354 (32 cores each), 768 GB RAM", "1",
                "server-month", "6,950.00", "6,950.00"],
               ["2", "One-off setup and imaging fee", "1", "each", "450.00", "450.00"],
               ["3", "Public IPv4 /29 and 1 Gbps internet uplink", "1", "month", "included", "0.00"],
               ["", "Subtotal (first month, excl. VAT)", "", "", "", "7,400.00"],
               ["", "VAT 20%", "", "", "", "1,480.00"],
               ["", "Total first invoice", "", "", "", "8,880.00"]], [0.05, 0.43, 0.06, 0.13, 0.15, 0.18]),
        ("p", "Server price incl. VAT: GBP 8,340.00 per month. Subsequent months: 6,950.00 + VAT."),
        ("t", [["TERMS"],
               ["Minimum commitment: one (1) month, then rolling monthly; 30 days' notice. Billing monthly in "
                "advance."],
               ["Storage: 2x 960 GB NVMe boot (RAID 1); 4x 3.84 TB NVMe data (15.36 TB). Network: 2x 25 GbE private,"
                " 1 Gbps public. GPUs are PCIe cards without NVLink; no InfiniBand."],
               ["Service: GPU model L40S 48GB as listed; dedicated bare-metal server, no sharing; 99.9% monthly"
                " availability; 5% service credit per 0.1% shortfall, max 50%; acceptance test within 24 hours"
                " (nvidia-smi, p2pBandwidthLatencyTest, fio >= 5 GB/s) before billing; data wiped to NIST 800-88 within"
                " 5 working days after end of term, certificate issued."]], [1.0]),
        ("p", "Signed for the Supplier: Harriet Osei, Sales Manager    Signed for the Customer: ____________"),
    ], title="Order Form OF-2026-3391", author="Thamesbyte Compute Ltd", footer="Thamesbyte Compute Ltd - Order Form")


@doc("n14")
def n14(out: Path) -> None:
    pdf(out / "n14-reseller-angebot-h100-eur-en.pdf", [
        ("brand", "KRAFTWERK CLOUD PARTNERS"),
        ("small", "Kraftwerk Cloud Partners GmbH | Lindwurmstrasse 88, 80337 Muenchen | USt-IdNr. DE 318 224 907"),
        ("title", "Quotation No. KCP-ANG-2026-0412"),
        ("p", "Date: 02.12.2026    Valid until: 16.12.2026    Customer: Aalto Vision Oy, Espoo, Finland"),
        ("p", "Dear Mr Virtanen, Kraftwerk Cloud Partners offers the following capacity in its own name and on its own"
              " account. The servers are hosted in the Frankfurt data centre of our infrastructure partner; your "
              "contract,"
              " invoices and support are with Kraftwerk Cloud Partners GmbH only."),
        ("t", [["Pos.", "Description", "Qty", "Price per GPU / Monat", "Price per node / Monat"],
               ["1", "GPU node 8x NVIDIA H100 SXM5 80GB", "2 nodes", "EUR 1.890,00", "EUR 15.120,00"],
               ["2", "Setup (einmalig)", "2", "", "EUR 750,00 each"],
               ["3", "Object storage add-on, 50 TB", "1", "", "EUR 1.150,00 / Monat"]],
         [0.06, 0.4, 0.12, 0.21, 0.21]),
        ("p", "For your finance team, in English notation: EUR 1,890.00 per GPU per month, i.e. EUR 15,120.00 per node "
              "per"
              " month, net of VAT. Finnish reverse charge applies (0% German VAT); otherwise 19% USt."),
        ("p", "Minimum contract term (Mindestvertragslaufzeit): six (6) months. Billing monthly in advance."),
        ("h", "Technical details"),
        ("p", "Per node: 8x H100 SXM5 80GB, NVSwitch full mesh, NVLink 900 GB/s; 2x Intel Xeon Platinum 8480+ (56 "
              "cores each);"
              " 2 TB RAM; boot 2x 960 GB NVMe (RAID 1); data 4x 7.68 TB NVMe (30.72 TB). Inter-node fabric: 8x 400 Gb/s"
              " NDR InfiniBand per node, RDMA. Storage network 2x 100 GbE. Public uplink: 1 Gbit/s dedicated per node."
              " Out-of-band: 1 GbE IPMI."),
        ("h", "Service levels"),
        ("p", "H100 SXM5 80GB as specified, no substitution; NVSwitch/NDR InfiniBand as above; dedicated servers, no"
              " virtualisation; availability 99.9% per month; credit 5% of the monthly fee per 0.1% below, max 50%;"
              " acceptance within 48 h of handover (nccl-tests busbw >= 180 GB/s across both nodes); data erased within"
              " 5 working days after the end of the term, with an erasure certificate."),
        ("p", "Mit freundlichen Gruessen / Kind regards, Lukas Brandt, Key Account Manager"),
    ], title="Angebot KCP-ANG-2026-0412", author="Kraftwerk Cloud Partners GmbH",
        footer="Kraftwerk Cloud Partners GmbH - Amtsgericht Muenchen HRB 261774")


@doc("n15")
def n15(out: Path) -> None:
    text(out / "n15-email-ascii-table-a100-sgd-en.txt", """
From: Priya Raman <priya.raman@merliongrid.example>
To: Daniel Koh <daniel.koh@orchidgenomics.example>
Date: Wed, 02 Dec 2026 15:42:10 +0800
Subject: Re: A100 80GB x 16 - pricing (MG-Q-2612-044)

Hi Daniel,

As discussed on the call, here is the pricing for two A100 nodes. Pasted from our
quoting sheet, so apologies for the formatting:

+----+-------------------------------------+-----+--------------+---------------+
| #  | Item                                | Qty | Rate (SGD)   | Basis         |
+----+-------------------------------------+-----+--------------+---------------+
| 1  | A100 SXM4 80GB, 8 GPUs per node     |  2  |     2.35     | per GPU-hour  |
| 2  | Onboarding / imaging (one-time)     |  2  |   600.00     | per node      |
| 3  | Egress above 5 TB/month             |  -  |     0.05     | per GB        |
+----+-------------------------------------+-----+--------------+---------------+
| Est. monthly (16 GPU x 730 h x 2.35)           27,448.00  excl. GST          |
+----+-------------------------------------+-----+--------------+---------------+

- Rates exclude 9% GST. GPU-hour incl. GST: SGD 2.56.
- Billing per minute, invoiced monthly in arrears. Minimum commitment: one (1) month.

Per node:
  GPUs      8x NVIDIA A100 SXM4 80GB, NVSwitch (NVLink 600 GB/s)
  CPU       2x AMD EPYC 7763 (64 cores each)
  RAM       1 TB
  Boot      2x 960 GB SATA SSD, RAID 1
  Data      4x 3.84 TB NVMe (15.36 TB)
  Fabric    4x 200 Gb/s HDR InfiniBand per node (800 Gb/s), RDMA
  Storage   2x 25 GbE to our NAS (separate from the IB fabric)
  Internet  1 Gbps per node, shared port

Service terms (Schedule 2 of our MSA, unchanged):
  - A100 SXM4 80GB per GPU as quoted, no substitution
  - NVSwitch inside the node, HDR IB between nodes
  - dedicated hardware, single tenant, no oversubscription
  - 99.9% monthly availability; 10% credit per 0.5% below, capped at 50%
  - acceptance within 24 h of handover: nccl-tests 2-node busbw >= 40 GB/s,
    fio seq read >= 5 GB/s; billing starts on acceptance
  - data on local disks securely wiped within 5 business days of exit,
    certificate provided

Happy to get on a call tomorrow.

Best regards,
Priya Raman
Senior Account Executive
Merlion Grid Pte. Ltd. | 71 Ayer Rajah Crescent, #05-12, Singapore 139951
""")


@doc("n16")
def n16(out: Path) -> None:
    text(out / "n16-pricing-page-footnotes-mi300x-en.md", """
# Cobalt Ridge Cloud - AMD Instinct MI300X pricing

*Bare-metal 8x MI300X nodes in our Reno, NV facility. Prices in USD.*

| Plan | Price per GPU-hour | Commitment | Billing |
| --- | --- | --- | --- |
| On-demand | $2.10 | none | per minute[^1] |
| Reserved 6 months | $1.79 | 6 months[^2] | monthly |
| Reserved 12 months | $1.59 | 12 months[^2] | monthly |

## Node specification

- 8x AMD Instinct MI300X 192 GB (OAM), Infinity Fabric (xGMI) full mesh, 896 GB/s peer bandwidth per GPU
- 2x AMD EPYC 9654 (96 cores each), 2304 GB DDR5
- Boot: 2x 960 GB NVMe (RAID 1); local NVMe: 8x 3.84 TB (30.72 TB)
- Cluster fabric: 8x 400 Gb/s RoCE v2 per node ("3.2 Tbps"), RDMA[^3]
- Storage network: 2x 100 GbE to shared Weka (separate from the cluster fabric)
- Internet: 1 Gbps uplink per node; egress free up to 10 TB/month, then $0.02/GB[^4]

## Order summary - quote CRC-2026-0877

Prepared for: **Fjord Lane AI, Inc.** · Quote valid through 2026-12-20

- 4 nodes (32 GPUs), **Reserved 6 months at $1.79 per GPU-hour**
- Estimated monthly: 32 x 730 x $1.79 = $41,814.40 (excl. tax)
- Setup fee: none

## Service commitments

- GPU model MI300X 192 GB as listed; the xGMI mesh and RoCE fabric above are part of the contract
- Dedicated bare metal, single tenant, never shared or oversubscribed
- 99.9% monthly availability per node; credits 10% of the node's monthly fee per 0.1% below, up to 50%
- Acceptance within 24 hours: rccl-tests all_reduce busbw >= 300 GB/s across 4 nodes, fio >= 10 GB/s;
  billing starts on acceptance
- Data deletion: all local disks wiped within 3 business days of termination; certificate on request within 10 days

[^1]: On-demand usage is metered per minute.
[^2]: Reserved plans are a lock-in for the full term; early exit pays the remaining months.
[^3]: RoCE v2 fabric per node; not InfiniBand.
[^4]: Egress and the shared Weka file system are billed separately from the GPU rate.

(c) 2026 Cobalt Ridge Cloud LLC · Reno, Nevada
""")


@doc("n17")
def n17(out: Path) -> None:
    pdf(out / "n17-quote-appendix-a100-vgpu-en.pdf", [
        ("brand", "ALDER POINT CLOUD"),
        ("title", "Quotation AP-2026-1502"),
        ("p", "To: Brightwater Robotics, Inc.    Date: December 2, 2026    Valid until: December 16, 2026"),
        ("p", "Thank you for your enquiry for a dedicated A100 80GB instance for LoRA fine-tuning of Llama 3 8B. "
              "Pricing is"
              " given in Appendix A; the technical notes for the instance are in Appendix B."),
        ("p", "Summary: one (1) 'A100 80GB Dedicated' instance, billed per instance-hour, no minimum term."),
        ("p", "Kind regards, Marisol Vega, Account Executive, Alder Point Cloud LLC, Portland, Oregon"),
        ("pb",),
        ("h", "Appendix A - Pricing"),
        ("t", [["Item", "Rate", "Unit"],
               ["A100 80GB Dedicated instance (1 GPU)", "USD 1.15", "per instance-hour"],
               ["Block storage volume 1 TB", "USD 80.00", "per month"],
               ["Egress", "USD 0.04", "per GB"]], [0.5, 0.2, 0.3]),
        ("p", "Billing per second, invoiced monthly. No minimum term; stop at any time."),
        ("pb",),
        ("h", "Appendix B - Technical notes"),
        ("p", "B.1 Instance: 1x NVIDIA A100 SXM4 80GB with an NVIDIA vGPU profile A100-40C: the instance receives 40 "
              "GB of"
              " frame buffer; the physical GPU is time-sliced between two instances."),
        ("p", "B.2 Host share: 12 vCPU, 110 GB RAM. Boot volume 100 GB network block storage; data on the 1 TB block"
              " volume of Appendix A (about 500 MB/s)."),
        ("p", "B.3 Network: 25 Gbps private network; public 1 Gbps shared uplink."),
        ("p", "B.4 Service: 99.9% monthly availability under the Alder Point SLA; credits 10% of monthly spend below"
              " target; instance deleted with its disks on termination, volumes cryptographically erased."),
    ], title="Quotation AP-2026-1502", author="Alder Point Cloud LLC", footer="Alder Point Cloud LLC - confidential")


@doc("n18")
def n18(out: Path) -> None:
    left = ("<b>SOUTHERLY GPU</b><br/>H100 PCIe servers in Sydney<br/><br/>"
            "<b>The box</b><br/>8x NVIDIA H100 PCIe 80GB per server, PCIe Gen5. NVLink bridges join the GPUs in pairs"
            " (four pairs, 600 GB/s within a pair); there is no NVSwitch and no all-to-all NVLink.<br/>"
            "2x AMD EPYC 9474F (48 cores each), 1.5 TB DDR5.<br/>Boot 2x 960 GB NVMe RAID 1; data 4x 7.68 TB NVMe"
            " (30.72 TB).<br/><br/><b>The network</b><br/>Server-to-server: 2x 200 Gb/s RoCE v2 (400 Gb/s per server),"
            " RDMA.<br/>Internet: 10 Gbps per server, unmetered.<br/>Management: 1 GbE iDRAC.")
    right = ("<b>Pricing (AUD, excl. 10% GST)</b><br/>AUD 3.40 per GPU-hour<br/>= AUD 19,856 per server-month"
             " (730 h)<br/>Weekly pass: AUD 4,300 per server-week<br/>GST-inclusive: AUD 3.74 per GPU-hour<br/><br/>"
             "<b>Your quote SG-QT-8821</b><br/>2 servers, hourly billing, minimum one (1) week; quote valid 14 days."
             "<br/>For: Wattle Street Data Pty Ltd<br/><br/><b>Our promises</b><br/>H100 PCIe 80GB exactly as named."
             "<br/>Interconnect as stated (pairs + RoCE).<br/>Dedicated servers, never shared.<br/>99.9% monthly"
             " uptime.<br/>Credits 10% per 0.1% short, to 50%.<br/>Acceptance test within 24 h (nccl-tests, fio) before"
             " billing.<br/>Data wiped within 5 business days of exit, with certificate.")
    pdf(out / "n18-brochure-two-column-h100pcie-aud-en.pdf", [
        ("title", "Southerly GPU - H100 PCIe on demand"),
        ("t", [[left, right]], [0.52, 0.48], {"head": 0}),
        ("small", "Southerly Compute Pty Ltd  ABN 61 648 220 915  Level 9, 1 Margaret St, Sydney NSW 2000"),
    ], title="Southerly GPU brochure", author="Southerly Compute Pty Ltd",
        footer="Southerly Compute Pty Ltd - ABN 61 648 220 915")


@doc("n19")
def n19(out: Path) -> None:
    pdf(out / "n19-proforma-invoice-b200-usd-en.pdf", [
        ("brand", "HELIOSTAT COMPUTE"),
        ("title", "PRO FORMA INVOICE  PF-2026-00219"),
        ("t", [["Issued by", "Bill to"],
               ["Heliostat Compute Holdings Pte. Ltd.<br/>10 Anson Road, #22-02, Singapore 079903<br/>UEN 202318874K",
                "Quillon Foundation Models Ltd<br/>Level 31, 1 Harbour Road, Wan Chai, Hong Kong"]], [0.5, 0.5]),
        ("p", "Date: 3 December 2026    Payment due: before handover    Quote ref: HC-Q-4471 (not an amount)"),
        ("t", [["Description", "Qty", "Unit price (USD)", "Amount (USD)"],
               ["B200 HGX node (8x NVIDIA B200 192GB), reserved, per node-month", "4 nodes x 12 months", "41,500.00",
                "1,992,000.00"],
               ["Prepayment discount 5% (12-month upfront)", "", "", "-99,600.00"],
               ["Setup and burn-in, one-off", "4", "2,000.00", "8,000.00"],
               ["Egress allowance beyond 50 TB/month (estimate, billed on use)", "", "0.02 / GB", "0.00"],
               ["Total due (no GST: export of services)", "", "", "1,900,400.00"]], [0.5, 0.16, 0.16, 0.18]),
        ("p", "Net node-month after the prepayment discount: USD 39,425.00. Initial term: twelve (12) months, paid in"
              " advance; total contract value USD 1,892,400.00 for 48 node-months plus setup."),
        ("h", "Configuration per node"),
        ("p", "8x NVIDIA B200 192GB HBM3e, NVLink 5 via NVSwitch, 1.8 TB/s per GPU; 2x Intel Xeon Platinum 8570 (56 "
              "cores"
              " each); 2 TB DDR5; boot 2x 1.92 TB NVMe (RAID 1); data 8x 3.84 TB NVMe (30.72 TB). Compute fabric 8x 400"
              " Gb/s NDR InfiniBand (3.2 Tb/s per node), RDMA; storage network 2x 200 GbE; public internet 10 Gbps per"
              " node."),
        ("h", "Terms"),
        ("p", "GPU model and 192 GB per GPU are contractual; NVSwitch and NDR fabric as stated; dedicated nodes, no"
              " sharing; 99.9% monthly availability; credits of 5% per 0.1% shortfall, capped at 50% of the monthly"
              " fee; acceptance within 48 hours (4-node nccl-tests busbw >= 600 GB/s, Llama 3 70B MFU >= 40%); data"
              " deleted within 5 business days after the term, certificate issued."),
        ("small", "Bank: DBS Bank Ltd, Singapore. Beneficiary: Heliostat Compute Holdings Pte. Ltd. SWIFT DBSSSGSG."),
    ], title="PF-2026-00219", author="Heliostat Compute Holdings Pte. Ltd.", footer="Heliostat Compute - pro forma")


@doc("n20")
def n20(out: Path) -> None:
    text(out / "n20-signal-chat-4090-usd-en.txt", """
Signal conversation export
Conversation: "Bram (Tidepool GPU)"
Exported 2026-12-03 08:55 UTC

[2026-12-02 18:01] Ines Duarte: hey, you had 4090 boxes free?
[2026-12-02 18:03] Bram (Tidepool GPU): yep, one 8x RTX 4090 box open right now in Rotterdam
[2026-12-02 18:03] Bram (Tidepool GPU): 0.39 USD per GPU-hour, billed per second, no minimum
[2026-12-02 18:04] Ines Duarte: specs?
[2026-12-02 18:06] Bram (Tidepool GPU): 8x RTX 4090 24GB on PCIe 4.0 (no nvlink on these)
[2026-12-02 18:06] Bram (Tidepool GPU): 2x EPYC 7543 32c each, 512GB RAM
[2026-12-02 18:06] Bram (Tidepool GPU): 1TB nvme boot, 2x 3.84TB nvme for data (7.68TB)
[2026-12-02 18:07] Bram (Tidepool GPU): 1 Gbps uplink, shared
[2026-12-02 18:09] Ines Duarte: whole box just for us? it's for an 8B LoRA run
[2026-12-02 18:09] Bram (Tidepool GPU): whole box is yours, nobody else on it
[2026-12-02 18:11] Ines Duarte: uptime guarantee? credits if it dies?
[2026-12-02 18:13] Bram (Tidepool GPU): honestly no SLA, best effort. we fix stuff fast but no credits
[2026-12-02 18:14] Ines Duarte: can we run a benchmark before we pay?
[2026-12-02 18:15] Bram (Tidepool GPU): billing starts when you get the ssh key, you can test on your own time
[2026-12-02 18:16] Ines Duarte: and our data after?
[2026-12-02 18:17] Bram (Tidepool GPU): we reimage between customers, usually
[2026-12-02 18:19] Ines Duarte: ok send the invoice
[2026-12-02 18:20] Bram (Tidepool GPU): done, comes from Tidepool GPU B.V.
""")


@doc("n21")
def n21(out: Path) -> None:
    pdf(out / "n21-auction-award-h200-en.pdf", [
        ("brand", "GRIDBID"),
        ("smal"
         "l", "GridBid Exchange Ltd - a marketplace for GPU capacity. GridBid is not a party to the rental contract."),
        ("title", "Request for Capacity RFC-77310: bid results and award"),
        ("p", "Buyer: Osprey Speech Technologies Ltd    Request: 2x 8x H200 SXM, 3 months, InfiniBand required"),
        ("p", "Bidding closed 2026-12-02 12:00 UTC. Bids are per GPU-hour, USD, excluding tax."),
        ("t", [["Rank", "Host", "Location", "Fabric", "Bid (USD/GPU-hr)", "Status"],
               ["1", "Northgate Racks Ltd", "Manchester", "none (single rack, 25 GbE)", "2.65", "rejected: no IB"],
               ["2", "Halcyon Metal Ltd", "Dublin", "8x 400G NDR InfiniBand", "2.78", "AWARDED"],
               ["3", "Vantor Cloud GmbH", "Frankfurt", "4x 200G HDR InfiniBand", "2.99", "not awarded"]],
         [0.07, 0.2, 0.13, 0.26, 0.16, 0.18], {"shade": [2]}),
        ("h", "Award: Halcyon Metal Ltd"),
        ("p", "Contracting parties: Osprey Speech Technologies Ltd and Halcyon Metal Ltd (Dublin, Ireland). Rate USD "
              "2.78 per"
              " GPU-hour excl. VAT, billed hourly, invoiced monthly by the host; minimum term three (3) months."
              " GridBid's fee is paid by the host and is not added to the rate."),
        ("p", "Halcyon's node (x2): 8x NVIDIA H200 SXM 141GB, NVSwitch, NVLink 900 GB/s; 2x Intel Xeon Platinum 8558 "
              "(48"
              " cores each); 2 TB RAM; boot 2x 960 GB NVMe RAID 1; data 4x 7.68 TB NVMe (30.72 TB); compute fabric 8x"
              " 400 Gb/s NDR InfiniBand per node (3.2 Tb/s), RDMA; storage network 2x 100 GbE; internet 2 Gbps per "
              "node."),
        ("p", "Host's committed terms (part of the award): H200 141GB as bid; NVSwitch + NDR as bid; dedicated bare "
              "metal;"
              " 99.9% monthly availability; 10% credit per 0.1% below, capped at 50%; 24-hour acceptance window"
              " (nccl-tests 2-node busbw >= 350 GB/s) before billing; data wiped within 3 business days after the term,"
              " with certificate."),
    ], title="RFC-77310 award", author="GridBid Exchange Ltd", footer="GridBid Exchange Ltd - RFC-77310")


@doc("n22")
def n22(out: Path) -> None:
    pdf(out / "n22-clarification-log-h100-tcp-en.pdf", [
        ("title", "Tender clarification log - RFP KTR-2026-09 GPU training capacity"),
        ("p", "Buyer: Kestrel Translation Research plc    Bidder: Ironbark Hosting Ltd (trading as IRONBARK GPU)"),
        ("p", "Bid price (from the bidder's price schedule): GBP 1.95 per GPU-hour excl. VAT; 4 nodes x 8 H100 SXM5"
              " 80GB; minimum term three (3) months; billing hourly, invoiced monthly."),
        ("t", [["Ref", "Buyer's question", "Bidder's response"],
               ["CQ-01", "Confirm GPU model and memory.", "NVIDIA H100 SXM5 80GB, 8 per node, NVSwitch full mesh,"
                " NVLink 900 GB/s. Contractual."],
               ["CQ-02", "Host spec?", "2x AMD EPYC 9534 (64 cores each), 1.5 TB RAM, boot 1x 960 GB NVMe."],
               ["CQ-03", "Local data disks?", "None. Training data lives on our shared NFS service (HDD-backed, 200 TB"
                " pool shared by all four nodes, ~1.5 GB/s aggregate)."],
               ["CQ-04", "Inter-node fabric for multi-node training?", "2x 25 GbE per node, TCP/IP. RDMA (RoCE) is"
                " optional at extra cost and is not included in this bid. No InfiniBand."],
               ["CQ-05", "Public bandwidth?", "1 Gbps shared uplink per node; management 1 GbE separate."],
               ["CQ-06", "Dedicated?", "Yes, whole physical nodes, single tenant."],
               ["CQ-07", "Availability / credits?", "99.5% monthly; 5% credit per 0.5% below, max 25%."],
               ["CQ-0"
                "8", "Acceptance?", "Within 48 h of handover: nvidia-smi, nccl-tests single-node busbw >= 350 GB/s."],
               ["CQ-09", "Data at exit?", "NFS volumes and boot disks wiped within 10 days, certificate provided."],
               ["CQ-10", "Is the rate per GPU or per node?", "Per GPU-hour; a node is 8 x 1.95 = GBP 15.60 per hour."]],
         [0.08, 0.3, 0.62]),
        ("p", "Responses signed: Callum Reid, Bid Manager, Ironbark Hosting Ltd, Leeds. Buyer's intended use (from the"
              " RFP): continued pre-training of a 70B model across all four nodes."),
    ], title="Clarification log KTR-2026-09", author="Kestrel Translation Research plc",
        footer="KTR-2026-09 - clarification log")


# ================================================================================================ bilingual
@doc("n23")
def n23(out: Path) -> None:
    pdf(out / "n23-currency-column-quote-h100-hkd-bi.pdf", [
        ("brand", "鯉魚門算力　LEI YUE MUN COMPUTE"),
        ("small", "鯉魚門算力有限公司 Lei Yue Mun Compute Limited ｜ 香港觀塘海濱道 135 號 21 樓"),
        ("title", "報價單 Quotation　LYM-QT-26-0563"),
        ("p", "致 To：維新基因科技有限公司 Vision Gene Technology Ltd　｜　日期 Date：2026-12-02　｜　有效期 Valid to："
              "2026-12-23"),
        ("t", [["項目 Item", "數量 Qty", "單位 Unit", "幣種 Currency", "單價 Unit price", "金額 Amount"],
               ["H100 SXM5 八卡伺服器 8-GPU server, 月租 monthly", "2", "台·月 node-month", "HKD", "118,000.00",
                "236,000.00"],
               ["安裝及上架 Setup (one-off)", "2", "台 node", "HKD", "8,000.00", "16,000.00"],
               ["公網 1Gbps 獨享 BGP dedicated", "2", "條 line", "HKD", "含 incl.", "0.00"],
               ["首月合計 First-month total", "", "", "HKD", "", "252,000.00"]],
         [0.3, 0.08, 0.14, 0.11, 0.17, 0.2]),
        ("p", "香港無增值稅 No VAT in Hong Kong。最短租期 Minimum term：三個月 three (3) months；按月計費 billed "
              "monthly。"),
        ("h", "配置 Configuration（每台 per node）"),
        ("p", "8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互聯 full mesh，NVLink 900GB/s；2 × Intel Xeon Platinum 8468（48 "
              "核"
              " cores each）；2TB DDR5；系統盤 boot 2 × 960GB NVMe RAID1；數據盤 data 4 × 7.68TB NVMe（30.72TB）。"),
        ("p", "網絡 Network：計算網 compute fabric 8 × 400Gb/s NDR InfiniBand（3.2Tbps 每台 per node），RDMA；公網 "
              "internet"
              " 1Gbps 獨享 dedicated；管理網 management 1GbE。"),
        ("h", "服務承諾 Service commitments"),
        ("p", "H100 SXM5 80GB 型號及顯存寫入合約 written into the contract；互聯如上 interconnect as above；整機獨享"
              " dedicated；月可用率 availability 99.9%；每低 0.1% 補償 5% credit，上限 cap 50%；交付 48 小時內驗收"
              " acceptance within 48 h（nccl-tests 雙機 busbw ≥ 180GB/s）；租期結束 5 個工作日內刪除數據並出具證明 data"
              " deleted within 5 working days with a certificate。"),
        ("small", "鯉魚門算力有限公司 Lei Yue Mun Compute Limited　銷售 Sales：Winnie Chau 周慧兒"),
    ], cjk=True, title="LYM-QT-26-0563", author="Lei Yue Mun Compute Limited", footer="鯉魚門算力 LEI YUE MUN COMPUTE")


@doc("n24")
def n24(out: Path) -> None:
    text(out / "n24-price-page-footnotes-a800-bi.md", """
# 嵩岳智算 SONGYUE COMPUTE · A800 整机价格 / A800 node pricing

> 洛阳嵩岳智算科技有限公司 Luoyang Songyue Intelligent Computing Co., Ltd. · 2026 年 12 月版 December 2026 edition

| 规格 Instance | GPU | 价格 Price (元/实例·小时 CNY per instance-hour) | 说明 Notes |
| --- | --- | --- | --- |
| sy.a800.8x | 8 × A800 SXM4 80GB | ¥ 52.00 | ①②③ |
| sy.a800.4x | 4 × A800 SXM4 80GB | ¥ 27.50 | ①② |

① 一个实例即一台八卡整机 one instance = one 8-GPU node；价格含 6% 增值税 incl. 6% VAT（不含税 excl. VAT ¥ 49.06）。

② 按分钟计费 billed per minute；起租 7 天 minimum seven (7) days；月结 invoiced monthly.

③ 每实例 per instance：
   - 2 × Intel Xeon Platinum 8358（32 核 cores each）；1TB 内存 RAM
   - 系统盘 boot 2 × 480GB SATA SSD RAID1；数据盘 data 4 × 3.84TB NVMe（15.36TB）
   - NVSwitch 全互联 NVLink 400GB/s
   - 机间 inter-node 4 × 200Gb/s HDR InfiniBand（800Gb/s），RDMA
   - 公网 internet 100Mbps 共享 shared
   - 存储网 storage network 2 × 25GbE（不计入机间 not part of the fabric）

## 本次报价 This quote · SY-QT-1202-16

- 客户 Customer：郑州河图语义科技有限公司 Hetu Semantics
- sy.a800.8x × 2 台 nodes，¥ 52.00/实例·小时 per instance-hour（含税 incl. VAT）
- 预估 estimate：2 × 24 × 30 × 52 = ¥ 74,880/月 per month

## 服务 Service

- 交付 A800 SXM4，每卡 80GB；互联如 ③ interconnect per ③；整机独享 dedicated，不切分 no slicing
- 月可用率 monthly availability 99.9%；每低 0.1% 补偿 5%，上限 50% credits
- 交付 24 小时内验收 acceptance within 24 h：nccl-tests 双机 busbw ≥ 60GB/s，fio ≥ 5GB/s
- 退租 5 日内删除数据并出具证明 data deleted within 5 days, certificate issued
""")


@doc("n25")
def n25(out: Path) -> None:
    pdf(out / "n25-instance-catalogue-h20-sparse-bi.pdf", [
        ("brand", "津门智算 JINMEN AI CLOUD"),
        ("title", "实例目录摘录 Instance catalogue extract（订购行已高亮 ordered row highlighted）"),
        ("t", [["实例 "
                "Instanc"
                "e", "GPU", "BF16 算力 BF16 (per GPU)", "vCPU/内存 RAM", "价格 Price（元/台/月 per node-month）"],
               ["jm.h20.8"
                "x", "8 × H20 96GB", "296 TFLOPS", "112 核 cores / 1.5TB", "72,000（不含税 excl.）/ 76,320（含税"
                " incl.）"],
               ["jm.l20.8x", "8 × L20 48GB", "239 TFLOPS", "64 核 cores / 512GB", "26,000 / 27,560"],
               ["jm.a800.8x", "8 × A800 80GB", "312 TFLOPS", "64 核 cores / 1TB", "58,000 / 61,480"]],
         [0.14, 0.16, 0.2, 0.2, 0.3], {"shade": [1]}),
        ("p", "订单 Order JM-OD-26-7712：jm.h20.8x × 4 台 nodes，客户 customer 天津港湾语言智能有限公司；租期 term 6 "
              "个月"
              " months；最短 minimum 3 个月 three months；按月计费 billed monthly。"),
        ("h", "jm.h20.8x 规格 Specification"),
        ("p", "8 × NVIDIA H20 96GB HBM3，NVLink 900GB/s 全互联 full mesh；单卡 BF16 Tensor 算力 296 TFLOPS per GPU；2 "
              "× Intel"
              " Xeon Platinum 8480+（56 核 cores each）；1.5TB DDR5；系统盘 boot 2 × 960GB NVMe RAID1；数据盘 data 4 × "
              "7.68TB"
              " NVMe（30.72TB）。"),
        ("p", "网络 Network：机间 inter-node 4 × 200Gb/s RoCE v2（800Gb/s），RDMA；公网 internet 200Mbps 独享 "
              "dedicated；"
              "带外 BMC 1GbE。"),
        ("h", "条款 Terms"),
        ("p", "H20 96GB 型号显存写入合同 in the contract；互联如上 as above；整机独享 dedicated；月可用率 availability "
              "99.9%；"
              "每低 0.1% 补偿 5%，上限 50% credits；交付 24 小时内验收 acceptance（nccl-tests 四机 busbw ≥ 60GB/s）；"
              "期满 5 日内删除数据 data deletion within 5 days，出具证明 certificate。"),
        ("small", "天津津门智算科技有限公司 Tianjin Jinmen AI Cloud Co., Ltd."),
    ], cjk=True, title="JM-OD-26-7712", author="天津津门智算科技有限公司", footer="津门智算 JINMEN AI CLOUD")


@doc("n26")
def n26(out: Path) -> None:
    pdf(out / "n26-order-form-carddays-a800pcie-bi.pdf", [
        ("title", "服务订单 Service Order Form　No. WS-SO-2612-031"),
        ("t", [["供应商 Supplier", "客户 Customer"],
               ["皖山算力 WANSHAN COMPUTE<br/>安徽皖山云计算有限公司 Anhui Wanshan Cloud Computing Co., Ltd.",
                "合肥知途教育科技有限公司 Hefei Zhitu EdTech Co., Ltd."]], [0.5, 0.5]),
        ("t", [["行 Line", "品名 Item", "数量 Qty", "单价 Unit price", "期限 Term", "小计 Subtotal"],
               ["1", "A800 PCIe 80GB 整机（8 卡）8-GPU server", "8 卡 GPUs", "¥ 260.00 /卡/天 per GPU-day（含税 incl."
                " VAT）", "30 天 days", "¥ 62,400.00"],
               ["2", "公网带宽 100Mbps 独享 dedicated internet", "1", "含 incl.", "30 天", "¥ 0.00"],
               ["3", "对象存储 Object storage 10TB（可选 optional）", "10 TB", "¥ 90.00 /TB/月", "1 月", "¥ 900.00"],
               ["", "合计 Total", "", "", "", "¥ 63,300.00"]], [0.07, 0.3, 0.11, 0.22, 0.12, 0.18]),
        ("t", [["条款框 TERMS BOX"],
               ["计费 Billing：按天计费 per day，不足一天按一天计；起租期 30 天 minimum thirty (30) days。"],
               ["配置 Spec：8 × NVIDIA A800 PCIe 80GB，PCIe 4.0 互联，无 NVLink no NVLink；2 × Intel Xeon Gold "
                "6430（32 核"
                " cores each）；512GB；系统盘 boot 1 × 960GB NVMe；数据盘 data 2 × 3.84TB NVMe（7.68TB）；单机 single"
                " server，无机间网络 no inter-node fabric。"],
               ["服务 Service：A800 PCIe 80GB 按型号交付 as named；PCIe 互联如实 as stated；独享 dedicated；月可用率"
                " 99.5%；每低 0.5% 补偿 5%，上限 30%；交付 24 小时内验收 acceptance（nvidia-smi、fio ≥ 3GB/s）；"
                "期满 3 日内删除数据 data deleted within 3 days 并出具证明。"]], [1.0]),
        ("p", "供应商签章 For the Supplier：皖山云计算 商务 许晨　　客户签章 For the Customer：________"),
    ], cjk=True, title="WS-SO-2612-031", author="安徽皖山云计算有限公司", footer="皖山算力 WANSHAN COMPUTE")


@doc("n27")
def n27(out: Path) -> None:
    pdf(out / "n27-quotation-letter-4090-nvlink-bi.pdf", [
        ("brand", "闽江算力 MINJIANG GPU"),
        ("title", "报价函 Quotation Letter　MJ-BJ-2612-09"),
        ("p", "致 To：厦门鹭岛视界科技有限公司 Xiamen Ludao Vision Technology Co., Ltd.（研发中心 R&amp;D）"),
        ("p", "日期 Date：2026-12-02　｜　报价有效期 valid until 2026-12-16"),
        ("p", "感谢垂询。现就 RTX 4090 八卡服务器 2 台报价如下 We are pleased to quote two 8-GPU RTX 4090 servers："),
        ("t", [["项目 Item", "说明 Details"],
               ["GP"
                "U", "8 × NVIDIA GeForce RTX 4090 24GB，8 卡 NVLink 桥接全互联 8-card NVLink full mesh via bridges，"
                     "卡间"
                " 112GB/s GPU-to-GPU"],
               ["CPU / 内存 RAM", "2 × AMD EPYC 7543（32 核 cores each）/ 512GB"],
               ["存储 Storage", "系统盘 boot 1TB NVMe；数据盘 data 2 × 3.84TB NVMe（7.68TB）"],
               ["网络 Network", "内网 private 25G；公网 internet 100M 共享 shared"],
               ["价格 "
                "Price", "¥ 1,650 /卡/月 per GPU-month（含 6% 税 incl. VAT），折合 ¥ 13,200 /台/月 per server-month"],
               ["租期 Term", "最短租期 minimum 1 个月 one (1) month；按月计费 billed monthly"]], [0.2, 0.8]),
        ("h", "承诺 Commitments"),
        ("p", "型号显存 model and 24GB memory as quoted；互联如上 interconnect as stated；整机独享 dedicated；月可用率 "
              "99.5%"
              " availability；每低 0.5% 补偿 5%，上限 30% credits；交付 24 小时内验收 acceptance（nvidia-smi topo -m、"
              "p2p 带宽）；退租 3 日内删除数据 data deleted within 3 days，出具证明 certificate。"),
        ("p", "此致 Sincerely，"),
        ("p", "福州闽江算力科技有限公司 Fuzhou Minjiang GPU Technology Co., Ltd.　销售 Sales：林佳 Lin Jia"),
    ], cjk=True, title="MJ-BJ-2612-09", author="福州闽江算力科技有限公司", footer="闽江算力 MINJIANG GPU")


@doc("n28")
def n28(out: Path) -> None:
    pdf(out / "n28-reservation-letter-b200-year-bi.pdf", [
        ("brand", "PEARL DELTA COMPUTE　珠三角算力"),
        ("title", "产能预留函 Capacity Reservation Letter　PDC-CRL-2026-014"),
        ("p", "致 To：Sable Ridge AI Pte. Ltd.（新加坡 Singapore）　｜　日期 Date：2026-12-03"),
        ("p", "我司确认为贵司预留下列产能至 2026-12-20；预留期内签约即按下列价格执行。We confirm the reservation below "
              "until"
              " 20 December 2026; contracts signed within that window take these prices."),
        ("t", [["项目 Item", "内容 Terms"],
               ["产能 Capacity", "2 台 nodes × 8 × NVIDIA B200 192GB（16 GPUs）"],
               ["年费 Annual fee", "USD 420,000 /台/年 per node-year（不含税 excl. tax）"],
               ["月度等值 Monthly equivalent", "USD 35,000 /台/月 per node-month"],
               ["合同期 Initial term", "十二（12）个月 twelve months，不可提前终止 no early termination"],
               ["预留保证金 Reservation "
                "deposit", "USD 70,000（计入首期 credited to the first invoice；不是单价 not a unit"
                " price）"],
               ["付款 Payment", "按季预付 quarterly in advance"]], [0.28, 0.72]),
        ("h", "规格 Specification（每台 per node）"),
        ("p", "8 × B200 192GB HBM3e，NVSwitch，NVLink 1.8TB/s；2 × Intel Xeon Platinum 8570（56 核 cores each）；2TB；"
              "系统盘"
              " boot 2 × 960GB NVMe；数据盘 data 8 × 3.84TB NVMe（30.72TB）。"),
        ("p", "网络 Network：计算网 compute 8 × 400Gb/s NDR InfiniBand（3.2Tbps），RDMA；存储网 storage 2 × 200GbE；"
              "公网"
              " internet 10Gbps；管理 BMC 1GbE。"),
        ("h", "服务 Service"),
        ("p", "型号与 192GB 显存入约 in the contract；互联如上 as above；独享 dedicated；月可用率 99.9%；每低 0.1% "
              "补偿 5%，上限"
              " 50%；交付 48 小时内验收 acceptance（双机 nccl-tests busbw ≥ 600GB/s）；期满 5 个工作日内删除数据 data "
              "deletion"
              " with certificate。"),
        ("smal"
         "l", "深圳珠三角算力科技有限公司 Shenzhen Pearl Delta Compute Technology Co., Ltd.　｜　签署 signed：区伟文"
                  " Au Wai-man"),
    ], cjk=True, title="PDC-CRL-2026-014", author="深圳珠三角算力科技有限公司", footer="PEARL DELTA COMPUTE 珠三角算力")


@doc("n29")
def n29(out: Path) -> None:
    pdf(out / "n29-mou-price-schedule-h100-bi.pdf", [
        ("title", "合作备忘录 Memorandum of Understanding"),
        ("p", "甲方 Party A（客户 customer）：南京秦淮语言模型研究所 Qinhuai Language Model Institute"),
        ("p", "乙方 Party B（服务方 provider）：江苏紫金算力科技有限公司 Jiangsu Zijin Compute Technology Co., Ltd."
              "（紫金算力 ZIJIN COMPUTE）"),
        ("h", "第一条 目的 Purpose"),
        ("p", "甲方拟在乙方提供的 1 台 8 × H100 SXM5 80GB 服务器上对 Qwen2.5-72B 进行全参数微调（full-parameter "
              "fine-tuning,"
              " no LoRA）。"),
        ("h", "第二条 配置 Configuration"),
        ("p", "8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互联，NVLink 900GB/s；2 × Intel Xeon Platinum 8480+（56 核 cores "
              "each）；"
              "2TB；系统盘 boot 2 × 960GB NVMe RAID1；数据盘 data 4 × 7.68TB NVMe（30.72TB）；公网 internet 1Gbps 独享"
              " dedicated；单机 single node。"),
        ("h", "第三条 价格附表 Price schedule"),
        ("t", [["项目 Item", "金额 Amount", "备注 Notes"],
               ["月租 Monthly rent", "USD 21,800 /台/月 per node-month", "不含税 excl. tax"],
               ["锁定期 Lock-in", "三个月 three (3) months", "锁定期内不得退租 no exit"],
               ["部署费 Onboarding", "USD 1,200（一次性 one-off）", "不计入月租"]], [0.3, 0.4, 0.3]),
        ("h", "第四条 服务 Service"),
        ("p", "型号显存入约 model and memory contractual；NVSwitch 如上；整机独享 dedicated；月可用率 99.9%；每低 0.1% "
              "补偿 5%，"
              "上限 50%；交付 24 小时内验收 acceptance（nccl-tests busbw ≥ 400GB/s）；期满 5 日内删除数据并出具证明。"),
        ("p", "本备忘录价格条款经双方签署后对双方有约束力。The price terms bind both parties once signed."),
        ("p", "甲方 Party A：________　　乙方 Party B：江苏紫金算力科技有限公司（盖章 seal）"),
    ], cjk=True, title="MOU ZJ-2026-031", author="江苏紫金算力科技有限公司", footer="紫金算力 ZIJIN COMPUTE · MOU")


@doc("n30")
def n30(out: Path) -> None:
    pdf(out / "n30-marketplace-hosts-order-l40s-bi.pdf", [
        ("brand", "算集 SUANJI MARKET"),
        ("smal"
         "l", "算集平台仅撮合交易，合同主体为所选供应商 The marketplace matches only; the contract is with the host "
              "you pick."),
        ("title", "L40S 八卡整机 供应商列表 Host listings"),
        ("t", [["供应商 Host", "地区 Region", "价格 Price（元/卡时 per GPU-hour）", "公网 Internet", "评分 Rating"],
               ["赣江云 Ganjiang Cloud", "南昌 Nanchang", "4.20", "50Mbps 共享", "4.6"],
               ["漓江算力 Lijiang Compute", "桂林 Guilin", "4.50", "500Mbps 独享", "4.9"],
               ["洞庭数据 Dongting Data", "岳阳 Yueyang", "4.35", "100Mbps 共享", "4.4"]],
         [0.28, 0.16, 0.24, 0.18, 0.14]),
        ("h", "订单确认 Order confirmation　SJ-OD-26120377"),
        ("p", "买家 Buyer：长沙麓山数智科技有限公司　｜　供应商 Host：漓江算力 Lijiang "
              "Compute（桂林漓江算力科技有限公司"
              " Guilin Lijiang Compute Technology Co., Ltd.）"),
        ("p", "1 台 node × 8 × NVIDIA L40S 48GB；¥ 4.50 /卡时 per GPU-hour（含税 incl. VAT）；按小时计费 hourly，"
              "不足一小时按"
              "一小时计；最短 minimum 24 小时 hours；平台服务费已含 platform fee included。"),
        ("p", "配置 Spec：L40S PCIe 卡，无 NVLink（PCIe 4.0）；2 × AMD EPYC 9354（32 核 cores each）；768GB；系统盘 "
              "boot"
              " 960GB NVMe；数据盘 data 2 × 7.68TB NVMe（15.36TB）；公网 internet 500Mbps 独享 dedicated；单机。"),
        ("p", "供应商承诺 Host commitments：L40S 48GB 按型号；PCIe 互联如实；整机独享 dedicated；月可用率 99.5%；每低 "
              "0.5% 补偿"
              " 5%，上限 30%；交付 12 小时内验收 acceptance（nvidia-smi、fio ≥ 3GB/s），不通过全额退款；订单结束 48 "
              "小时内删除"
              "数据 data deletion，出具记录。"),
    ], cjk=True, title="SJ-OD-26120377", author="算集平台", footer="算集 SUANJI MARKET · 订单确认")


@doc("n31")
def n31(out: Path) -> None:
    left = ("<b>裸金属 H200 集群 Bare-metal H200 cluster</b><br/><br/>每台 Per node：8 × NVIDIA H200 SXM 141GB，"
            "NVSwitch"
            " 全互联 full mesh，NVLink 900GB/s<br/>2 × AMD EPYC 9654（96 核 cores each），2TB<br/>系统盘 boot 2 × "
            "960GB NVMe"
            "<br/>数据盘 data 4 × 7.68TB NVMe（30.72TB）<br/><br/><b>网络 Network</b><br/>计算网 compute：8 × 400G NDR"
            " InfiniBand（3.2Tbps），RDMA<br/>存储网 storage：2 × 100GbE<br/>公网 internet：1Gbps 独享 dedicated")
    right = ("<b>价格 Pricing</b><br/>S$ 3.60 /卡时 per GPU-hour（不含 9% GST excl.）<br/>含 GST incl.：S$ 3.92<br/>"
             "按小时计费 hourly；月结 monthly<br/>最短 minimum：两（2）个月 two months<br/><br/><b>报价 Quote"
             " RB-Q-2612-5</b><br/>2 台 nodes（16 GPUs），致 for：Kranji Bio Pte. Ltd.<br/><br/><b>承诺 Commitments</b>"
             "<br/>型号显存入约 model &amp; memory；互联如左 interconnect as left；独享 dedicated；月可用率 99.9%；"
             "每低 0.1% 补偿 5%，上限 50%；24 小时内验收 acceptance（nccl-tests busbw ≥ 350GB/s）；期满 5 日内删除数据"
             " deletion with certificate")
    pdf(out / "n31-brochure-two-column-h200-sgd-bi.pdf", [
        ("brand", "RAFFLES BAY GPU　莱佛士湾算力"),
        ("t", [[left, right]], [0.5, 0.5], {"head": 0}),
        ("small", "Raffles Bay GPU Pte. Ltd.（UEN 202409931W）· 8 Marina View, #40-01, Singapore 018960"),
    ], cjk=True, title="Raffles Bay GPU "
                       "brochure", author="Raffles Bay GPU Pte. Ltd.", footer="RAFFLES BAY GPU 莱佛士湾算力")


@doc("n32")
def n32(out: Path) -> None:
    pdf(out / "n32a-original-order-a100-bi.pdf", [
        ("title", "服务订单 Service Order　SQ-SO-2606-112（原订单 original）"),
        ("p", "服务方 Provider：山青算力 / 青岛山青数据科技有限公司 Qingdao Shanqing Data Technology Co., Ltd."),
        ("p", "客户 Customer：烟台蓝海智能科技有限公司 Yantai Lanhai Intelligence Co., Ltd."),
        ("t", [["项目 Item", "内容 Details"],
               ["资源 Resources", "4 台 nodes × 8 × NVIDIA A100 SXM4 80GB，NVSwitch 600GB/s"],
               ["单台 Per "
                "node", "2 × AMD EPYC 7763（64 核 cores each）；1TB；系统盘 boot 2 × 480GB SATA SSD RAID1；数据盘"
                " data 4 × 3.84TB NVMe（15.36TB）"],
               ["网络 "
                "Network", "机间 inter-node 4 × 200Gb/s HDR InfiniBand（800Gb/s），RDMA；公网 internet 100Mbps 共享"],
               ["价格 Price", "¥ 62,000 /台/月 per node-month（含 6% 增值税 incl. VAT）"],
               ["期限 Term", "2026-07-01 至 2026-12-31，六个月 six months"]], [0.22, 0.78]),
        ("p", "服务条款 Terms：型号显存入约；NVSwitch + HDR IB；独享 dedicated；月可用率 99.9%；每低 0.1% 补偿 5%，"
              "上限 50%；"
              "交付 48 小时内验收 acceptance（nccl-tests 四机 busbw ≥ 40GB/s）；期满 5 日内删除数据并出具证明。"),
    ], cjk=True, title="SQ-SO-2606-112", author="青岛山青数据科技有限公司", footer="山青算力 SHANQING · 原订单")
    pdf(out / "n32b-renewal-amendment-a100-bi.pdf", [
        ("title", "续租补充协议 Renewal Amendment No. 1 to SQ-SO-2606-112"),
        ("p", "服务方 Provider：青岛山青数据科技有限公司（山青算力）　客户 Customer：烟台蓝海智能科技有限公司"),
        ("p", "日期 Date：2026-12-04　｜　生效 Effective：2027-01-01"),
        ("p", "双方同意将原订单续期，并按下表修改；未修改条款（含服务条款）继续有效。The parties renew the original "
              "order"
              " with the changes below; all other terms, including the service terms, stay in force."),
        ("t", [["条款 Clause", "原约定 Original", "修改后 Amended"],
               ["月租 Price", "¥ 62,000 /台/月（含税）", "¥ 54,000 /台/月 per node-month（含 6% 增值税 incl. VAT）"],
               ["续租期 Renewal term", "—", "2027-01-01 至 2027-06-30，六个月 six (6) months，期内不得退租"],
               ["公网 Internet", "100Mbps 共享 shared", "200Mbps 独享 dedicated（免费升级 no charge）"],
               ["台数 Nodes", "4", "4（不变 unchanged）"]], [0.22, 0.3, 0.48]),
        ("p", "续租期总额 Renewal total：4 台 × 6 个月 × ¥ 54,000 = ¥ 1,296,000（含税）。"),
        ("p", "服务方 Provider：青岛山青数据科技有限公司（盖章）　　客户 Customer：烟台蓝海智能科技有限公司（盖章）"),
    ], cjk=True, title="Amendment No. 1", author="青岛山青数据科技有限公司", footer="山青算力 SHANQING · 补充协议")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout17")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
