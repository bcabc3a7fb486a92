"""Build the holdout21 blind corpus: 32 GPU-rental offers in 33 files (PDF, .txt, .md), Chinese, English and
bilingual, weighted toward vendor identity (wordmarks, URLs, bank blocks, resellers, buyers' titles, OEMs, operators,
parent groups, consultants), storage (system vs data disks written many ways, cloud disks, shared file systems),
pricing (card-hour, node-hour, node-month, card-month, instance-hour, week, year; spot / on-demand / reserved;
原价 / 续费价; prices in words and 万元) and the public uplink vs the compute fabric.

Run: python tests/corpus/holdout21/make.py OUTDIR. Deterministic (reportlab invariant mode).
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
from reportlab.platypus import Paragraph, Preformatted, SimpleDocTemplate, Spacer, Table, TableStyle

rl_config.invariant = 1
pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))

BUILDERS: dict[str, Callable[[Path], None]] = {}
RED = colors.HexColor("#b3202a")
NAVY = colors.HexColor("#1f3556")


def _styles(font: str, bold: str, cjk: bool) -> dict[str, ParagraphStyle]:
    w = "CJK" if cjk else None

    def s(name: str, size: float, lead: float, **kw: object) -> ParagraphStyle:
        return ParagraphStyle(name, fontName=kw.pop("fn", font), fontSize=size, leading=lead, wordWrap=w, **kw)
    return {
        "brand": s("brand", 18, 22, fn=bold, textColor=NAVY, spaceAfter=2),
        "title": s("title", 15, 20, fn=bold, spaceAfter=5),
        "ctitle": s("ctitle", 16, 22, fn=bold, spaceAfter=6, alignment=TA_CENTER),
        "h": s("h", 11, 14.5, fn=bold, spaceBefore=6, spaceAfter=3),
        "p": s("p", 9.3, 13.0, spaceAfter=3),
        "right": s("right", 9.3, 13.0, spaceAfter=3, alignment=TA_RIGHT),
        "small": s("small", 7.5, 10.0, textColor=colors.HexColor("#444444")),
        "cell": s("cell", 8.2, 10.6),
        "seal": s("seal", 8.6, 11.5, fn=bold, textColor=RED, alignment=TA_CENTER),
        "mono": s("mono", 8.4, 11.4, fn=font if cjk else "Courier", backColor=colors.HexColor("#f1efe8")),
    }


def pdf(path: Path, items: list[tuple], *, cjk: bool = False, title: str = "", author: str = "",
        footer: str = "", land: bool = False) -> None:
    """Lay out (kind, ...) items: brand/title/ctitle/h/p/right/small paragraphs; scan (indent mm, text) for a
    scanned look; sp (mm); mono; seal (a red stamp); t (rows, column fractions, options head / shade / span / box)."""
    font = "STSong-Light" if cjk else "Helvetica"
    bold = "STSong-Light" if cjk else "Helvetica-Bold"
    st = _styles(font, bold, cjk)
    size = landscape(A4) if land else A4
    margin = 12 * mm if land else 18 * mm
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=margin, rightMargin=margin,
                            topMargin=14 * mm, bottomMargin=18 * mm, title=title, author=author)
    width = size[0] - 2 * margin
    story: list = []
    for item in items:
        kind = item[0]
        if kind in st and kind not in ("cell", "seal", "mono"):
            story.append(Paragraph(item[1], st[kind]))
        elif kind == "scan":
            story.append(Paragraph(item[2], ParagraphStyle(f"scan{item[1]}", parent=st["p"],
                                                           leftIndent=item[1] * mm, leading=14.4)))
        elif kind == "sp":
            story.append(Spacer(1, item[1] * mm))
        elif kind == "mono":
            story.append(Preformatted(item[1], st["mono"]))
        elif kind == "seal":
            seal = Table([[Paragraph(item[1], st["seal"])]], colWidths=[58 * mm], hAlign="RIGHT")
            seal.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 1.5, RED), ("TOPPADDING", (0, 0), (-1, -1), 5),
                                      ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
            story += [seal, Spacer(1, 2 * mm)]
        elif kind == "t":
            rows, widths = item[1], item[2]
            opts = item[3] if len(item) > 3 else {}
            cells = [[Paragraph(str(c), st["cell"]) for c in r] for r in rows]
            head = opts.get("head", 1)
            t = Table(cells, colWidths=[width * w for w in widths], repeatRows=head)
            style = [("VALIGN", (0, 0), (-1, -1), "TOP")]
            if not opts.get("nogrid"):
                style.append(("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#7d7d7d")))
            if head:
                style.append(("BACKGROUND", (0, 0), (-1, head - 1), colors.HexColor("#dfe5ee")))
            style += [("BACKGROUND", (0, r), (-1, r), colors.HexColor("#fff2b3")) for r in opts.get("shade", [])]
            style += [("SPAN", a, b) for a, b in opts.get("span", [])]
            style += [("BOX", a, b, 2.0, RED) for a, b in opts.get("box", [])]
            t.setStyle(TableStyle(style))
            story += [t, Spacer(1, 2.5 * mm)]
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
    pdf(out / "r01-kongzhitai-queren-dingdan-h800-zh.pdf", [
        ("small", "https://console.xiuyun-ai.cn/ebm/buy?region=cn-hangzhou-2　　控制台 > 弹性裸金属 > 创建实例 > "
                  "确认订单"),
        ("title", "确认订单"),
        ("t", [["配置项", "已选配置"],
               ["地域 / 可用区", "华东2（杭州）/ 可用区 B"],
               ["实例规格", "ebm.gn8h.48xlarge：8 × NVIDIA H800 SXM5，每卡 80GB HBM3，NVSwitch 全互联，"
                "NVLink 400GB/s"],
               ["CPU / 内存", "2 × Intel Xeon Platinum 8468（48 核），共 96 核；2048GiB DDR5"],
               ["启动盘", "ESSD PL1 云盘 500GiB（不随实例计费，见下）"],
               ["本地盘", "NVMe SSD 3.84TB × 8（实例自带，共 30.72TB；实例释放时自动擦除）"],
               ["数据盘（可选）", "未添加"],
               ["集群网络", "单台购买，未加入 RDMA 集群"],
               ["公网 IP", "按固定带宽 200Mbps，¥1,600.00/月（另计）"],
               ["购买数量", "1 台"]], [0.2, 0.8]),
        ("h", "付费方式"),
        ("t", [["", "付费方式", "单价（含 6% 增值税）", "说明"],
               ["○", "按量付费", "¥13.60 /卡/时（¥108.80 /台/时）", "按秒计费、按小时结算，可随时释放"],
               ["●", "包年包月（已选）", "¥72,800.00 /台/月", "购买时长 3 个月；包月最短购买 1 个月，按月计费"],
               ["○", "包年", "¥786,240.00 /台/年（九折）", "一次性预付 12 个月"]],
         [0.05, 0.2, 0.35, 0.4], {"shade": [2]}),
        ("t", [["费用明细", "金额"],
               ["实例费用 ¥72,800.00 × 3 个月", "¥218,400.00"],
               ["ESSD PL1 500GiB 启动盘 ¥0.80/GiB/月 × 3", "¥1,200.00"],
               ["公网固定带宽 200Mbps × 3 个月", "¥4,800.00"],
               ["应付总额（含税）", "¥224,400.00"]], [0.7, 0.3]),
        ("h", "服务承诺（下单即适用《岫云智算 GPU 裸金属服务协议》第 4 章，摘录）"),
        ("p", "1. 交付实例与规格描述一致：NVIDIA H800 SXM5，每卡 80GB 显存，机内 NVSwitch 全互联；"
              "整机物理独享，不做虚拟化切分，不超售。"),
        ("p", "2. 单实例月可用性 99.95%；低于承诺时按月费 10%（&lt;99.95%）、25%（&lt;99.5%）、100%（&lt;95%）"
              "赔付代金券。"),
        ("p", "3. 实例开通后 24 小时内客户可按验收脚本（nvidia-smi、nvidia-smi topo -m、nccl-tests 单机 busbw "
              "≥ 150GB/s）验收，不通过免费更换并顺延计费。"),
        ("p", "4. 实例释放后本地盘立即安全擦除，云盘 24 小时内销毁，不可恢复。"),
        ("sp", 3),
        ("small", "□ 我已阅读并同意《岫云智算 GPU 裸金属服务协议》　　[ 去支付 ]"),
    ], cjk=True, title="确认订单 - 岫云智算控制台", author="console",
        footer="岫云智算 XIUYUN AI CLOUD　服务提供方：杭州岫云智算科技有限公司　浙ICP备2023018820号")


@doc("r02")
def r02(out: Path) -> None:
    pdf(out / "r02-fenxiang-baojia-h100-sxm-zh.pdf", [
        ("brand", "华 曜 算 力"),
        ("small", "南京华曜算力科技有限公司　|　南京市江宁区秣周东路 12 号　|　sales@huayao-compute.com"),
        ("ctitle", "GPU 服务器租赁分项报价单"),
        ("p", "致：苏州吴门语言智能研究院有限公司（需方）　　报价编号：HY-Q-2026-1207-03　　日期：2026 年 12 月 7 日"),
        ("p", "根据贵方需求（贰台 8 卡 H100 SXM，租期十二个月），我司报价如下。整机为浪潮 NF5688M7 机型"
              "（浪潮仅为服务器制造商，非本报价当事方）。"),
        ("t", [["序号", "分项", "规格", "数量/台", "单价（元/台/月）"],
               ["1", "GPU 计算整机", "8 × NVIDIA H100 SXM5 80GB HBM3，NVLink 4.0 900GB/s，NVSwitch 全互联", "1",
                "61,500.00"],
               ["2", "CPU / 内存", "2 × Intel Xeon Platinum 8480+（56C）共 112 核 / 2TB DDR5", "含", "—"],
               ["3", "系统盘", "960GB SATA SSD，两块做 RAID1", "2", "含"],
               ["4", "数据盘", "7.68TB U.2 NVMe，共 30.72TB，不做 RAID", "4", "2,000.00"],
               ["5", "计算网络", "4 × 400Gb/s NDR InfiniBand（1.6Tb/s），GPUDirect RDMA", "4 口", "1,500.00"],
               ["6", "公网", "BGP 独享 100Mbps", "1 条", "500.00"],
               ["", "综合单价", "", "", "65,500.00"]],
         [0.06, 0.14, 0.52, 0.1, 0.18], {"shade": [7]}),
        ("p", "综合单价 ¥65,500.00/台/月，含 6% 增值税（不含税 ¥61,792.45/台/月）。两台十二个月合计 ¥1,572,000.00"
              "（大写：人民币壹佰伍拾柒万贰仟元整）。一次性上架调试费 ¥5,000.00，不计入月租。"),
        ("h", "商务条款"),
        ("p", "租期：最短十二个月；按月结算，每月 5 日前预付当月租金。"),
        ("p", "服务承诺：交付 NVIDIA H100 SXM5、每卡 80GB 显存的原厂整机，不以 PCIe 版替代；机内 NVSwitch 全互联、"
              "机间 NDR InfiniBand；整机独享，不虚拟化、不超售；单台月可用率 ≥ 99.9%，每低 0.1% 减免当月租金 5%，"
              "上限 50%；交付后 48 小时内按 nccl-tests（双机 busbw ≥ 180GB/s）及 fio（顺序读 ≥ 10GB/s）验收；"
              "到期后 5 个工作日内擦除全部硬盘并出具擦除报告。"),
        ("h", "收款信息"),
        ("t", [["收款单位", "南京华曜算力科技有限公司"], ["开户银行", "中国工商银行南京江宁支行"],
               ["账号", "4301 0288 1910 0663 218"]], [0.25, 0.75], {"head": 0}),
        ("p", "报价有效期 15 日。联系人：魏晨 139 5180 4426"),
    ], cjk=True, title="分项报价单 HY-Q-2026-1207-03", author="华曜算力", footer="华曜算力 HUAYAO COMPUTE")


@doc("r03")
def r03(out: Path) -> None:
    hdr = [["规格", "单机配置", "1–5 台", "", "6–20 台", "", "说明"],
           ["", "", "按月", "包 6 个月", "按月", "包 6 个月", ""]]
    rows = [*hdr,
        ["A800-8G-S", "8 × A800 SXM4 80GB，NVLink 400GB/s，64 核 / 1TB，系统盘 480GB ×2，数据盘 3.84TB ×4",
         "45,000", "41,500", "43,000", "39,800", "【推荐】本次报价档：1–5 台 · 包 6 个月"],
        ["A800-8G-S+", "同上，数据盘 7.68TB ×4，8 × 200G HDR IB", "49,000", "45,800", "47,000", "43,900", "大规模训练"],
        ["A800-8G-P", "8 × A800 PCIe 80GB，无 NVLink，数据盘 3.84TB ×2", "31,000", "28,600", "29,800", "27,500",
         "推理 / 小模型"]]
    pdf(out / "r03-hengban-jiagebiao-tuijian-a800-zh.pdf", [
        ("brand", "渝 算 智 联"),
        ("small", "重庆渝算智联科技有限公司　·　2026 年第四季度 GPU 服务器租赁价目表　·　适用客户：成都天府视语科技有"
                  "限公司"),
        ("t", rows, [0.1, 0.34, 0.08, 0.09, 0.08, 0.09, 0.22],
         {"head": 2, "span": [((2, 0), (3, 0)), ((4, 0), (5, 0)), ((0, 0), (0, 1)), ((1, 0), (1, 1)),
                               ((6, 0), (6, 1))], "box": [((3, 2), (3, 2))], "shade": [2]}),
        ("p", "单位：元/台/月，含 6% 增值税。本次报价：A800-8G-S 贰台，按“1–5 台 · 包 6 个月”档 41,500 元/台/月，"
              "不少于半年，期满可按月续租；按自然月计费。"),
        ("p", "A800-8G-S 单机说明：8 × NVIDIA A800 SXM4 80GB HBM2e，NVSwitch 全互联（NVLink 400GB/s）；2 × AMD EPYC 7"
              "543"
              "（32 核）共 64 核，1TB 内存；启动盘 2 × 480GB SATA SSD（RAID1）；本地数据盘 3.84TB NVMe × 4（共 15.36T"
              "B）；"
              "机间 2 × 200Gb/s HDR InfiniBand（400Gb/s），支持 RDMA；公网 100Mbps 共享出口（含在月租内）。"),
        ("p", "服务条款（全部档位适用）：型号 A800 SXM4、单卡 80GB 写入合同；NVSwitch 全互联及 HDR IB 写入合同；"
              "物理整机独享、不切分、不超售；月可用率 99.9%，每低 0.1% 退还 5% 月租，上限 30%；交付后 72 小时内"
              "以 nccl-tests（双机 busbw ≥ 40GB/s）和 fio（顺序读 ≥ 5GB/s）验收；租期结束 3 日内消除数据并出具证明。"),
        ("small", "价目表有效期至 2026-12-31。上架费每台一次性 2,000 元，不含在月租内。"),
    ], cjk=True, land=True, title="渝算智联价目表 2026Q4", author="渝算智联",
        footer="重庆渝算智联科技有限公司　www.yusuan-ai.com")


@doc("r04")
def r04(out: Path) -> None:
    text(out / "r04-weixin-qunliao-h20-mig-zh.txt", """
微信群聊记录导出　群名：「星衍 × 北辰智算 GPU 对接群」　导出时间 2026-12-08 18:40

2026-12-08 10:12  陈默（星衍科技）:
  想租几张 H20 跑 8B 的 QLoRA 微调，要整卡独享，报个价？

2026-12-08 10:20  吴倩@北辰智算:
  有的～H20 96G 整卡，3.2 元/卡/时，按小时计费，不设最短租期，随租随退。

2026-12-08 10:26  陈默（星衍科技）:
  整卡是指 nvidia-smi 看到 96G 吗？

2026-12-08 10:41  赵工@北辰智算:
  补充下技术细节：我们 H20 是开了 MIG 的，给客户的是 3g.48gb 实例，每个实例 48GB 显存，
  一张物理卡切两份，另一半给别的客户。nvidia-smi -L 里能看到 MIG 设备。性能基本是半卡。

2026-12-08 10:44  吴倩@北辰智算:
  对，所以价格是整卡价的一半嘛。我们叫“独享实例”，MIG 是硬件隔离的，互不影响。

2026-12-08 10:50  陈默（星衍科技）:
  CPU、内存、盘呢？

2026-12-08 10:55  赵工@北辰智算:
  每实例 12 核 CPU、96GB 内存；系统盘 100GB 云盘；数据盘 1TB 高效云盘（吞吐约 350MB/s），无本地盘。
  公网 50Mbps 共享。

2026-12-08 11:03  陈默（星衍科技）:
  SLA 有吗？数据怎么处理？

2026-12-08 11:09  吴倩@北辰智算:
  平台月可用率 99.9%，故障按官网规则补代金券；实例释放后云盘 24 小时内销毁。

2026-12-08 11:15  吴倩@北辰智算:
  合同甲方写贵司，乙方是 北京北辰智算科技有限公司，我下午把电子合同发群里。
""")


@doc("r05")
def r05(out: Path) -> None:
    pdf(out / "r05-xunjia-huifuhan-fubiao-l40s-zh.pdf", [
        ("ctitle", "询价回复函"),
        ("p", "致：武汉光谷星算数据科技有限公司 采购部<br/>"
              "发件人：湖北楚天云智科技有限公司（楚天云智）商务部<br/>日期：2026 年 12 月 9 日　编号：CTYZ-HF-261209"),
        ("p", "贵司 12 月 4 日《GPU 算力租赁询价函》（GGXS-XJ-2026-41）收悉。我司可提供 NVIDIA L40S 推理服务器肆台，"
              "用于 8B 模型微调与推理。配置与价格详见附表一、附表二。"),
        ("p", "主要说明：L40S 为 PCIe 卡，卡间经 PCIe 4.0 交换，<b>不支持 NVLink</b>；每卡配 3.84TB NVMe 本地盘，"
              "单台共 30.72TB，另配 2 块 480GB SATA SSD 作系统盘（RAID1）。"),
        ("h", "附表一　单台配置"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA L40S 48GB GDDR6（PCIe 4.0 x16，双宽）"],
               ["CPU", "2 × Intel Xeon Gold 6530（32 核），共 64 核"],
               ["内存", "1TB DDR5"],
               ["系统盘", "480GB SATA SSD × 2（RAID1）"],
               ["本地盘", "3.84TB NVMe × 8（每卡配 3.84TB），合计 30.72TB"],
               ["机间网络", "2 × 100GbE RoCE v2（200Gb/s），支持 RDMA"],
               ["公网", "BGP 300Mbps 独享"]], [0.2, 0.8]),
        ("h", "附表二　价格"),
        ("t", [["计价方式", "单价（含 6% 增值税）", "折合", "备注"],
               ["按卡月", "¥4,650.00 /卡/月", "¥37,200.00 /台/月", "本次报价，租期不少于 6 个月"],
               ["按卡时", "¥9.80 /卡/时", "—", "仅限 1 个月以内的短租，不适用本次"]], [0.16, 0.3, 0.24, 0.3]),
        ("p", "肆台六个月合计 ¥892,800.00（¥37,200 × 4 台 × 6 月）。按月结算。部署费 ¥3,000.00/台，一次性收取。"),
        ("h", "服务承诺"),
        ("p", "型号 L40S、单卡 48GB 入合同；卡间 PCIe、机间 RoCE v2 如附表一写入合同；整机独享不超售；月可用率 99.9%，"
              "每低 0.1% 退当月租金 5%（封顶 40%）；交付 72 小时内以 nccl-tests（单机 busbw ≥ 18GB/s）、fio（顺序读 "
              "≥ 12GB/s）验收；租期结束 7 日内擦除全部本地盘并出具证明。"),
        ("sp", 2),
        ("right", "湖北楚天云智科技有限公司　商务部　刘畅<br/>liuchang@chutian-yunzhi.cn"),
    ], cjk=True, title="询价回复函 CTYZ-HF-261209", author="楚天云智", footer="CTYZ-HF-261209")


@doc("r06")
def r06(out: Path) -> None:
    pdf(out / "r06-saomiao-baojia-querenhan-4090-nvlink-zh.pdf", [
        ("scan", 2, "<font size=7>扫描件 · 第 1 页 / 共 1 页</font>"),
        ("ctitle", "报 价 确 认 函"),
        ("scan", 4, "致：杭州西溪数研科技有限公司"),
        ("scan", 9, "经双方沟通，我司深圳鹏城极算科技有限公司（以下简称“鹏城极算”）确认向贵司提供以下算力服务："),
        ("scan", 6, "一、配置：RTX 4090 24GB 八卡服务器 壹台。8 张 GeForce RTX 4090（24GB GDDR6X），"
                    "<b>八卡 NVLink 高速互联，卡间 600GB/s 全互联</b>，适合大模型训练。"),
        ("scan", 3, "CPU 2 × AMD EPYC 9354（32 核）共 64 核；内存 512GB；系统盘 1TB NVMe；"
                    "缓存盘 2 × 3.84TB NVMe（7.68TB）；公网 1Gbps 独享。"),
        ("scan", 8, "二、价格：¥40.80/卡/天（含税），即 ¥326.40/台/天；按天计费，最短租期 30 天。"
                    "押金 ¥10,000（可退，不是租金）。"),
        ("scan", 5, "三、服务：型号、显存、互联方式写入合同；整机独享，不超售；月可用率 99.5%，未达标按日租金 2 倍"
                    "赔偿；交付 24 小时内验收（nvidia-smi topo -m、nccl-tests 单机 busbw ≥ 200GB/s）；"
                    "到期 3 日内清除全部数据。"),
        ("sp", 6),
        ("seal", "深圳鹏城极算科技有限公司<br/>【合同专用章】"),
        ("scan", 70, "2026 年 12 月 10 日"),
    ], cjk=True, title="scan_20261210_0931.pdf", author="scanner", footer="")


@doc("r07")
def r07(out: Path) -> None:
    pdf(out / "r07-xufei-yuanjia-xufeijia-a100-80g-zh.pdf", [
        ("brand", "澜舟云算 LANZHOU CLOUD"),
        ("title", "续费确认单"),
        ("p", "客户：青岛海纳语料科技有限公司　　原合同：LZC-2026-0611　　续费单号：LZC-RN-261211"),
        ("p", "贵司租用的 A100 服务器两台将于 2026-12-31 到期。续费配置不变，价格如下："),
        ("t", [["项目", "原价", "续费价", "说明"],
               ["A100 SXM4 80GB × 8 整机", "¥52,000 /台/月", "¥46,800 /台/月", "续费九折，含 6% 增值税"],
               ["两台续费 6 个月", "¥624,000", "¥561,600", "大写：人民币伍拾陆万壹仟陆佰元整"]],
         [0.3, 0.2, 0.2, 0.3]),
        ("p", "续费期：不少于半年（2027-01-01 至 2027-06-30），按月结算。续费价即续费期内的月租单价"
              "（人民币肆万陆仟捌佰元整/台/月）。"),
        ("h", "配置（续费后不变）"),
        ("t", [["部件", "规格"],
               ["GPU", "8 × NVIDIA A100 SXM4 80GB HBM2e，NVSwitch，NVLink 600GB/s 全互联"],
               ["CPU / 内存", "2 × Intel Xeon Platinum 8380（40 核），共 80 核 / 1TB"],
               ["OS 盘", "1 × 960GB SATA SSD"],
               ["数据盘", "7.68TB NVMe ×2，RAID0 可用 15.36TB"],
               ["计算网络", "4 × 200G HDR InfiniBand（800Gb/s），RDMA"],
               ["公网", "100Mbps 独享"]], [0.2, 0.8]),
        ("h", "续费期间继续适用的条款（原合同第六条）"),
        ("p", "A100 SXM4 80GB 型号及显存、NVSwitch 全互联与 HDR IB 均为合同约定；物理整机独享、不超售；月可用率 99.9%，"
              "每低 0.1% 退还月租 5%，最高 50%；续费不重新交付，原验收标准（nccl-tests 双机 busbw ≥ 90GB/s）"
              "继续作为基线，更换硬件须重新验收；租期结束 7 日内擦除数据并出具擦除证明。"),
        ("p", "上海澜舟云算信息技术有限公司　客户经理 孙一鸣　2026 年 12 月 11 日"),
    ], cjk=True, title="续费确认单 LZC-RN-261211", author="澜舟云算",
        footer="上海澜舟云算信息技术有限公司 · www.lanzhou-cloud.cn")


@doc("r08")
def r08(out: Path) -> None:
    pdf(out / "r08-toubiao-xiangyingbiao-a100-40g-nas-zh.pdf", [
        ("ctitle", "投标文件（商务及技术响应部分）"),
        ("p", "项目名称：西安秦岭智语研究院 大模型预训练算力租赁服务<br/>招标编号：QLZY-2026-GPU-07<br/>"
              "招标人：西安秦岭智语研究院　　招标代理：陕西长安招标咨询有限公司<br/>"
              "投标人：西安古城算力科技有限公司（盖章）"),
        ("h", "一、技术响应表"),
        ("t", [["序号", "招标要求", "投标响应", "偏离"],
               ["1", "GPU：A100 SXM 8 卡 × 4 台", "4 台（肆台）× 8 × NVIDIA A100 SXM4 40GB HBM2，NVSwitch 全互联，"
                "NVLink 600GB/s", "无偏离"],
               ["2", "CPU ≥ 64 核，内存 ≥ 512GB", "2 × Intel Xeon Gold 6348（28 核）共 56 核；512GB", "负偏离（核数）"],
               ["3", "数据存储：本地 NVMe ≥ 8TB/台", "不配本地数据盘；训练数据存放于共享 NAS 集群（NFS），"
                "每租户限速 400MB/s，4 台共用", "偏离"],
               ["4", "系统盘", "480GB SATA SSD × 1", "无偏离"],
               ["5", "机间网络：InfiniBand HDR 或以上", "2 × 25GbE 以太网（TCP/IP），不支持 RDMA", "偏离"],
               ["6", "公网带宽", "100Mbps 共享", "无偏离"]], [0.06, 0.26, 0.52, 0.16]),
        ("h", "二、商务响应表"),
        ("t", [["序号", "招标要求", "投标响应"],
               ["1", "报价", "¥38,000.00/台/月（含 6% 增值税），投标总价 ¥1,368,000.00（4 台 × 9 个月）"],
               ["2", "租期", "九个月，最短租期九个月，按月结算"],
               ["3", "型号显存", "A100 SXM4 40GB 写入合同，不替换"],
               ["4", "互联", "机内 NVSwitch 写入合同；机间以太网如技术响应表第 5 项"],
               ["5", "独享", "物理整机独享，不虚拟化、不超售"],
               ["6", "可用率 / 赔偿", "月可用率 99.9%，每低 0.1% 扣当月租金 5%，上限 30%"],
               ["7", "验收", "交付后 72 小时内按 nvidia-smi、nccl-tests（单机 busbw ≥ 200GB/s）验收"],
               ["8", "数据删除", "租期结束 5 日内删除数据并出具证明"]], [0.06, 0.2, 0.74]),
        ("p", "投标总价大写：人民币壹佰叁拾陆万捌仟元整。"),
        ("right", "投标人：西安古城算力科技有限公司　法定代表人授权代表：韩磊　2026 年 12 月 12 日"),
    ], cjk=True, title="投标文件 QLZY-2026-GPU-07", author="古城算力", footer="QLZY-2026-GPU-07 投标文件")


@doc("r09")
def r09(out: Path) -> None:
    pdf(out / "r09-saomiao-hetong-fujian-h200-405b-zh.pdf", [
        ("scan", 2, "<font size=7>扫描件　HT-2026-1213.pdf　第 3 页</font>"),
        ("ctitle", "附件一：服务内容及价格"),
        ("scan", 5, "甲方：广州珠江深蓝智能科技有限公司　　乙方：广东粤海星算科技有限公司"),
        ("scan", 3, "1. 用途：甲方使用本附件所列算力进行 Llama 3 405B 模型全参数微调（full fine-tuning），"
                    "不使用 LoRA 或卸载。"),
        ("scan", 7, "2. 配置：H200 服务器 贰台，每台 8 × NVIDIA H200 SXM 141GB HBM3e，NVSwitch 全互联（900GB/s）；"
                    "2 × Intel Xeon Platinum 8558（48 核）共 96 核；2TB 内存；系统盘 960GB NVMe ×2（RAID1）；"
                    "数据盘 7.68TB NVMe ×8（共 61.44TB）；机间 8 × 400Gb/s NDR InfiniBand（3.2Tb/s），RDMA；"
                    "公网 500Mbps。"),
        ("scan", 4, "3. 价格：每台每月人民币壹拾贰万捌仟元整（¥128,000.00，含 6% 增值税）；按月支付；"
                    "服务期六个月，最短服务期六个月。"),
        ("scan", 6, "4. 服务水平：乙方交付型号 H200 SXM、每卡 141GB，不得替换；NVSwitch 与 NDR IB 如上；整机独享不"
                    "超售；"
                    "月可用率 99.9%，每低 0.1% 扣减月费 5%，上限 50%；交付 48 小时内以 nccl-tests（双机 busbw ≥ "
                    "350GB/s）验收；期满 7 日内删除全部数据并出具证明。"),
        ("sp", 5),
        ("t", [["甲方（盖章）", "乙方（盖章）"],
               ["广州珠江深蓝智能科技有限公司", "广东粤海星算科技有限公司<br/><font color='#b3202a'>【合同专用章】"
                                  "</font>"]],
         [0.5, 0.5], {"head": 0, "nogrid": True}),
        ("seal", "广东粤海星算科技有限公司<br/>【合同专用章】"),
    ], cjk=True, title="HT-2026-1213 scan", author="scanner")


@doc("r10")
def r10(out: Path) -> None:
    pdf(out / "r10-caigoubu-dingbiao-baogao-mi300x-zh.pdf", [
        ("brand", "深圳南山灵犀智能科技有限公司"),
        ("small", "采购部 · 内部文件 · 供应商定标报告"),
        ("title", "关于深圳南山灵犀智能 MI300X 算力租赁的定标报告"),
        ("p", "编号：LX-CG-2026-118　　编制：采购部 马晓　　日期：2026-12-13"),
        ("p", "本次共收到三家报价：① 申江智算（¥10.2 万元/台/月）；② 东湖云芯（¥9.6 万元/台/月）；"
              "③ 钱塘算力（¥9.9 万元/台/月）。经技术评审，<b>定标东湖云芯</b>，供应商全称"
              "武汉东湖云芯科技有限公司。其余两家不入选。"),
        ("h", "中标方案（摘自东湖云芯报价单 DHYX-2026-339）"),
        ("t", [["项目", "内容"],
               ["数量", "贰台"],
               ["GPU", "8 × AMD Instinct MI300X（OAM），每卡 192GB HBM3，Infinity Fabric 全互联（896GB/s）"],
               ["CPU / 内存", "2 × AMD EPYC 9454（48 核），共 96 核 / 2TB"],
               ["启动盘", "2 × 960GB NVMe（RAID1）"],
               ["本地盘", "8 × 3.84TB NVMe，共 30.72TB"],
               ["计算网络", "8 × 400G RoCE v2（3.2Tbps），RDMA"],
               ["公网", "200Mbps"],
               ["单价", "9.6 万元/台/月（96,000.00 元，含 6% 增值税）"],
               ["租期", "一年（十二个月），最短十二个月，按月结算"]], [0.2, 0.8]),
        ("h", "合同要点（已与供应商确认，写入合同正文）"),
        ("p", "MI300X 型号及 192GB 显存；机内 Infinity Fabric 全互联、机间 RoCE v2；整机独享；月可用率 99.9%，"
              "每低 0.1% 赔月租 5%，上限 50%；交付 72 小时内 rccl-tests（单机 busbw ≥ 300GB/s）验收；"
              "期满 7 日内删除数据并出具证明。"),
        ("p", "审批：采购总监 ____　财务总监 ____"),
    ], cjk=True, title="定标报告 LX-CG-2026-118", author="采购部", footer="灵犀智能 采购部 内部")


@doc("r11")
def r11(out: Path) -> None:
    text(out / "r11-youjian-a800-pcie-wu-sla-zh.txt", """
发件人: 周楠 <zhounan@jinling-gpu.com>
收件人: 林子航 <linzh@moling-ai.cn>
抄送: 王磊 <wanglei@jinling-gpu.com>
日期: 2026年12月14日 星期一 16:22
主题: 回复: A800 PCIe 整机租赁报价

林总好，

按您要的配置报价如下：

  机型：A800 PCIe 80GB × 8（PCIe 4.0，无 NVLink 桥接）
  CPU：2 × Intel Xeon Gold 6338（32 核），共 64 核；内存 1TB
  系统盘：480GB SATA SSD
  数据盘：3.84TB NVMe × 4（共 15.36TB）
  公网：100Mbps
  价格：29,800 元/台/月（含税），单台，起租一个月，按月结算

关于您问的几点，实话说一下：
  - 可用率这块我们不写具体数字，机器出问题我们会尽力尽快处理。
  - 宕机赔偿一般不做，可以顺延租期。
  - 不做验收测试，开机交付即开始计费。
  - 到期后数据请贵司自行清理，我们不负责删除。

型号、显存、整机独享这些都可以写进合同。

--
周楠 | 商务经理
金陵算力（南京金陵算力服务有限公司）
南京市建邺区江东中路 108 号
""")


# ================================================================================================ English
@doc("r12")
def r12(out: Path) -> None:
    pdf(out / "r12-console-order-summary-reserved-h100-en.pdf", [
        ("small", "https://console.cirruspeak.cloud/compute/instances/new?region=us-east-3 · Order summary · "
                  "exported 2026-12-15 09:14 UTC"),
        ("title", "Review and launch: gpu8.h100.metal"),
        ("t", [["Setting", "Selected"],
               ["Region / zone", "us-east-3 (Ashburn) / use3-b (facility operated by Equinix, DC21)"],
               ["Instance type", "gpu8.h100.metal - 8 x NVIDIA H100 80GB SXM5, NVSwitch, NVLink 900 GB/s per GPU"],
               ["vCPU / RAM", "192 vCPU (2 x Intel Xeon Platinum 8488C, 96 physical cores) / 2,048 GiB"],
               ["Boot volume", "gp3 200 GiB, 3,000 IOPS, 250 MB/s throughput (billed separately)"],
               ["Instance store", "8 x 3.84 TB local NVMe SSD (30.72 TB), ephemeral - wiped on stop"],
               ["Cluster network", "8 x 400 Gbps InfiniBand NDR (3,200 Gbps), GPUDirect RDMA, placement group "
                "pg-train-01"],
               ["Internet bandwidth", "up to 25 Gbps per instance"],
               ["Quantity", "2 instances"]], [0.22, 0.78]),
        ("h", "Purchase option"),
        ("t", [["", "Option", "Price per instance-hour", "Per GPU-hour", "Notes"],
               ["( )", "Spot", "$14.40", "$1.80", "may be interrupted with 2 minutes' notice"],
               ["( )", "On-demand", "$31.92", "$3.99", "per-second billing, no commitment"],
               ["(x)", "Reserved - 1 year, no upfront", "$19.60", "$2.45", "SELECTED; 12-month term, billed hourly"],
               ["( )", "Reserved - 3 years", "$14.96", "$1.87", ""]], [0.05, 0.27, 0.2, 0.16, 0.32], {"shade": [3]}),
        ("p", "Estimated monthly cost (730 h x 2 instances): $28,616.00 compute + $32.00 gp3 storage. Prices exclude "
              "applicable sales tax. Reserved capacity: a minimum of 12 months; usage metered per hour."),
        ("h", "Service commitments (Cirruspeak Bare Metal GPU Service Level Agreement, incorporated)"),
        ("p", "Instance type is a fixed hardware specification (H100 SXM5 80GB, NVSwitch full mesh, NDR InfiniBand); "
              "bare-metal single tenant, no virtualisation or oversubscription; monthly uptime 99.9% per instance, "
              "service credits of 10% / 30% / 100% of the monthly charge below 99.9% / 99.0% / 95.0%; a 48-hour "
              "acceptance window with the published burn-in (nccl-tests busbw >= 360 GB/s intra-node, >= 40 GB/s "
              "per GPU across nodes); instance store is cryptographically erased on stop and boot volumes deleted "
              "within 24 hours of termination."),
        ("small", "Cirruspeak is a trademark of Cirruspeak Cloud, Inc. · 2026"),
    ], title="Cirruspeak console order summary", author="console", footer="Cirruspeak Cloud, Inc.")


@doc("r13")
def r13(out: Path) -> None:
    pdf(out / "r13-reseller-quote-on-cloud-spec-h200-en.pdf", [
        ("brand", "KESTREL ROW"),
        ("small", "Kestrel Row Technology Partners LLC · Authorized Reseller · 410 W Randolph St, Chicago IL"),
        ("title", "Quotation for Lakeshore Genomics"),
        ("p", "Quote KR-26-1216-H2 · 16 December 2026 · valid 30 days<br/>Prepared for: Lakeshore Genomics, Inc. "
              "(Attn. Priya Raman)"),
        ("p", "Kestrel Row resells Vantor Cloud capacity under its own contract: Kestrel Row Technology Partners LLC "
              "is the contracting party and invoices you; Vantor Cloud operates the hardware. Specification below "
              "is Vantor's published spec for the v8.h200 node."),
        ("t", [["Line", "Description", "Qty", "Unit", "Rate"],
               ["1", "Vantor v8.h200 dedicated node: 8 x NVIDIA H200 SXM 141GB HBM3e, NVLink 900 GB/s, NVSwitch", "2",
                "GPU-hour", "$2.95"],
               ["", "(= $23.60 per node-hour)", "", "", ""],
               ["2", "Onboarding and image migration (one-time)", "1", "each", "$1,500.00"],
               ["3", "Vantor Object Storage (S3 API), 50 TB - optional, not included", "-", "TB-month", "$18.00"]],
         [0.06, 0.56, 0.08, 0.14, 0.16]),
        ("p", "Rate excludes sales tax. Term: six (6) months minimum, metered hourly, invoiced monthly in arrears."),
        ("h", "Node specification (per node)"),
        ("t", [["Component", "Spec"],
               ["CPU / memory", "2 x AMD EPYC 9534 (64 cores each), 128 cores / 2 TB DDR5"],
               ["OS drive", "1.92 TB NVMe"],
               ["Local scratch", "7.68 TB (x4) NVMe, 30.72 TB"],
               ["Compute fabric", "8 x 400 Gb/s NDR InfiniBand, 3.2 Tb/s per node, RDMA"],
               ["Internet", "10 Gbps"]], [0.25, 0.75]),
        ("h", "Commitments (Kestrel Row Master Services Agreement, Schedule B)"),
        ("p", "Exact model (H200 SXM, 141GB per GPU) and fabric as specified; dedicated bare-metal node, no sharing; "
              "99.9% monthly availability with credits of 5% per 0.1% below, capped at 50%; 72-hour acceptance "
              "(nccl-tests all-reduce >= 350 GB/s intra-node, >= 45 GB/s inter-node); data on local scratch "
              "wiped within 5 days of term end with a deletion certificate."),
        ("right", "Marcus Leighton, Account Executive · marcus@kestrelrow.com"),
    ], title="Quotation for Lakeshore Genomics", author="Kestrel Row", footer="Kestrel Row Technology Partners LLC")


@doc("r14")
def r14(out: Path) -> None:
    pdf(out / "r14-rfq-compliance-sheet-b200-en.pdf", [
        ("title", "RFQ HB-2026-044 - Response and Compliance Sheet"),
        ("p", "Issuer: Halcyon Bio Ltd (the Buyer)<br/>Respondent: Northfold Compute plc, trading as NORTHFOLD"
              "<br/>Date: 17 December 2026"),
        ("t", [["Item", "Spec requested", "Offered", "Comply", "Remarks"],
               ["1", "GPU: NVIDIA B200, 8 per node", "8 x NVIDIA B200 SXM 180GB HBM3e (HGX B200)", "Y", ""],
               ["2", "Nodes", "Four (4)", "Y", ""],
               ["3", "Intra-node", "NVLink 5, 1.8 TB/s per GPU, NVSwitch", "Y", "full mesh"],
               ["4", "Inter-node >= 400G per GPU", "8 x 400G NDR InfiniBand (3.2 Tb/s)", "Y", "RDMA"],
               ["5", "CPU / RAM", "2 x Intel Xeon Platinum 8570 (56C), 112 cores / 2 TB", "Y", ""],
               ["6", "Local data storage >= 30 TB NVMe", "8 x 3.84 TB NVMe = 30.72 TB", "Y", "plus 2 x 960 GB "
                "NVMe boot (RAID1)"],
               ["7", "Shared file system", "Not offered", "N", "customer's VAST cluster over 2 x 200GbE"],
               ["8", "Internet", "5 Gbps", "Y", ""],
               ["9", "Price", "GBP 4.20 per GPU-hour (GBP 33.60 per node-hour), excl. VAT", "Y", "hourly metering"],
               ["10", "Term", "minimum 12 months", "Y", ""],
               ["11", "SLA", "99.95% monthly; credits 10% per 0.1% short, cap 100%", "Y", ""],
               ["12", "Acceptance", "72h burn-in: nccl-tests >= 700 GB/s intra-node, HPL", "Y", ""],
               ["13", "Dedicated", "Single-tenant bare metal, no virtualisation", "Y", ""],
               ["14", "Model and memory in contract", "B200 180GB named in Order Form", "Y", ""],
               ["15", "Data deletion", "NIST 800-88 purge within 7 days, certificate", "Y", ""]],
         [0.06, 0.24, 0.38, 0.08, 0.24]),
        ("p", "Excluded from the rate: a one-time installation fee of GBP 6,000 and VAT at 20%."),
        ("small", "Northfold Compute plc · Registered in England 13388204 · northfold.co.uk"),
    ], title="RFQ HB-2026-044 response", author="Northfold", footer="NORTHFOLD  |  Commercial in confidence")


@doc("r15")
def r15(out: Path) -> None:
    text(out / "r15-slack-thread-4090-no-sla-en.txt", """
Slack export - #vendor-gpu-brightmoor (shared channel: Sparrowhawk ML <> Brightmoor)
Exported 2026-12-18 by dana.okafor

[Thu 10:02] Dana Okafor (Sparrowhawk ML): Morning! We need a box for 8B LoRA runs over the holidays.
            Anything with 8x 4090?
[Thu 10:09] Leo Brandt (Brightmoor): Hey Dana - yes, we have a dedicated 8x RTX 4090 (24GB each) server free
            from Monday. Whole machine is yours, not shared.
[Thu 10:11] Leo Brandt (Brightmoor): Spec: 2x AMD EPYC 7443 (24 cores each, 48 total), 512GB RAM, 1TB NVMe boot
            drive, 2x 3.84TB NVMe scratch (7.68TB). GPUs sit on PCIe 4.0 - no NVLink on these cards. 1 Gbps internet.
[Thu 10:12] Leo Brandt (Brightmoor): Price is $0.39 per GPU-hour, so $3.12/hr for the node. Billed weekly,
            minimum 2 weeks. Plus a $150 one-off setup.
[Thu 10:20] Dana Okafor (Sparrowhawk ML): Nice. What's your uptime SLA, and credits if it falls over?
[Thu 10:26] Leo Brandt (Brightmoor): Honestly we don't do a formal SLA at that price - we try to keep it up and
            we'll swap a card same-day if one dies, best effort. No credits, sorry.
[Thu 10:27] Dana Okafor (Sparrowhawk ML): Acceptance test before billing starts? And wiping our data at the end?
[Thu 10:31] Leo Brandt (Brightmoor): Billing starts when we hand over the SSH key, no acceptance step. Drives get
            reimaged whenever the next customer comes in - we don't certify deletion.
[Thu 10:33] Leo Brandt (Brightmoor): If you want to go ahead I'll send the order form from Brightmoor Compute LLC.
[Thu 10:35] Dana Okafor (Sparrowhawk ML): Thanks Leo, will check with legal :eyes:
""")


@doc("r16")
def r16(out: Path) -> None:
    pdf(out / "r16-sow-pricing-annex-h100-pcie-nvswitch-en.pdf", [
        ("ctitle", "STATEMENT OF WORK No. 3"),
        ("p", "under the Master Services Agreement dated 2 March 2026 between <b>Tidewater Compute Ltd.</b> "
              "(\"Supplier\") and <b>Orrin Analytics Inc.</b> (\"Client\"). Prepared by Halvard Advisory on the "
              "Client's behalf; Halvard is not a party."),
        ("h", "1. Services"),
        ("p", "Supplier will provide two (2) dedicated GPU servers for the Client's 8B LoRA fine-tuning programme."),
        ("h", "2. Configuration (per server)"),
        ("t", [["Component", "Specification"],
               ["GPU", "8 x NVIDIA H100 PCIe 80GB (HBM2e), full-height add-in cards"],
               ["GPU interconnect", "NVLink Switch full mesh across all 8 GPUs, 900 GB/s per GPU"],
               ["Host", "2 x Intel Xeon Gold 6448Y (32 cores), 64 cores; 1 TB DDR5"],
               ["Boot", "2 x 480 GB SATA SSD, RAID 1"],
               ["Data", "4 x 7.68 TB NVMe (30.72 TB)"],
               ["Inter-server", "2 x 200 Gb/s RoCE v2 (400 Gb/s), RDMA"],
               ["Internet", "2 Gbps"]], [0.25, 0.75]),
        ("h", "3. Service levels"),
        ("p", "The GPU model (H100 PCIe, 80GB per GPU) and the interconnect above are contractual. Servers are "
              "single-tenant and not virtualised. Monthly availability 99.9%; credits of 5% of the monthly fee for "
              "each 0.1% below, capped at 50%. Acceptance within 48 hours of handover (nvidia-smi topo -m, "
              "nccl-tests all_reduce_perf busbw >= 350 GB/s). Client data erased within 10 days of term end, with "
              "a certificate."),
        ("h", "Annex A - Pricing"),
        ("t", [["Item", "Basis", "Rate (USD, excl. tax)"],
               ["GPU server (8 x H100 PCIe)", "per server per month", "$14,900.00"],
               ["Equivalent", "per GPU-month", "$1,862.50"],
               ["Installation (one-time)", "per server", "$2,500.00"],
               ["Shared file system (optional, 100 TB Lustre)", "per month", "$3,200.00"]], [0.45, 0.25, 0.3]),
        ("p", "Term: a minimum of 90 days, then month to month. Invoiced monthly in advance."),
        ("right", "Tidewater Compute Ltd. - SOW-003 - 18 December 2026"),
    ], title="SOW No. 3", author="Halvard Advisory", footer="SOW-003 | Tidewater / Orrin | Confidential")


@doc("r17")
def r17(out: Path) -> None:
    text(out / "r17-confluence-decision-page-a100-40g-en.md", """
# Decision: GPU supplier for the Q1 2027 fine-tuning cluster

| | |
|---|---|
| Space | Infrastructure / Platform ML |
| Status | **DECIDED** (2026-12-19) |
| Owner | @mei.tanaka |
| Approvers | @raj.patel (VP Eng), @finance-ap |

> This page records our (Copperline Labs) choice. Copperline is the customer; the supplier is below.

## Options considered

| Supplier | GPU | Price | Outcome |
|---|---|---|---|
| Glenmore GPU | 8x A100 40GB SXM | $0.92 / GPU-hr | rejected (no RDMA) |
| **Pellucid Systems** | 8x A100 40GB SXM | **$0.85 / GPU-hr** | **chosen** |
| Ardent Cloud | 8x L40S | $0.88 / GPU-hr | rejected (PCIe) |

## What we are buying from Pellucid Systems, Inc.

- **3 nodes**, each 8x NVIDIA A100 SXM4 **40GB**, NVSwitch, NVLink 600 GB/s all-to-all
- 2x AMD EPYC 7513 (32 cores) = 64 cores, 1 TB RAM per node
- OS: 1x 960 GB SATA SSD; data: local NVMe 4x 3.84 TB = 15.36 TB per node
- Fabric: 4x 200 Gb/s HDR InfiniBand per node (800 Gb/s), RDMA
- Internet: 1 Gbps per node
- Price: **$0.85 per GPU-hour** ($6.80 per node-hour), excl. tax; billed per minute, invoiced monthly;
  minimum commitment three (3) months
- Extra: Pellucid "Vault" object storage at $0.02/GB-month - not per node, optional

## Contract terms we verified (Pellucid MSA v4 + Order Form)

- [x] GPU model A100 SXM4 and 40GB memory named in the Order Form
- [x] NVSwitch full mesh + HDR InfiniBand named
- [x] Dedicated bare metal, no oversubscription
- [x] 99.9% monthly uptime; credits 10% of monthly fee per 0.5% below, up to 100%
- [x] Acceptance in 48h: nccl-tests busbw >= 230 GB/s intra-node, >= 20 GB/s per node across nodes
- [x] Data wiped within 72h of term end, certificate provided
""")


@doc("r18")
def r18(out: Path) -> None:
    pdf(out / "r18-tender-response-mi300x-dense-en.pdf", [
        ("brand", "Q U A R R Y L I G H T"),
        ("small", "Quarrylight Compute GmbH · Mainzer Landstrasse 50, Frankfurt · quarrylight.de"),
        ("title", "Tender Response - ITT 2026/118 \"Sovereign AI Training Capacity\""),
        ("p", "Contracting authority: Hessisches Rechenzentrum fuer KI (HRKI). Bidder: Quarrylight Compute GmbH. "
              "Hardware manufactured by Supermicro (AS-8125GS); Supermicro is not a party to this bid."),
        ("h", "Lot 1 - Technical offer"),
        ("t", [["Ref", "Requirement", "Our response"],
               ["T1", "8-GPU accelerator nodes", "Two (2) nodes of 8 x AMD Instinct MI300X OAM, 192 GB HBM3 each"],
               ["T2", "Compute per GPU", "<b>BF16 dense: 2,615 TFLOPS per GPU</b> (no sparsity)"],
               ["T3", "Intra-node fabric", "AMD Infinity Fabric (xGMI) full mesh, 896 GB/s aggregate per GPU"],
               ["T4", "Inter-node fabric", "8 x 400 Gb/s RoCE v2 (3.2 Tb/s per node), RDMA"],
               ["T5", "Host", "2 x AMD EPYC 9654 (96 cores) = 192 cores; 3 TB DDR5"],
               ["T6", "Storage", "boot volume 2 x 1.92 TB NVMe (RAID 1); data 8 x 7.68 TB NVMe = 61.44 TB"],
               ["T7", "Internet", "10 Gbit/s"]], [0.08, 0.27, 0.65]),
        ("h", "Lot 1 - Commercial offer"),
        ("t", [["Item", "Price (EUR, excl. 19% VAT)"],
               ["Node rental per node-month", "EUR 21,400.00"],
               ["= per GPU-month", "EUR 2,675.00"],
               ["Incl. VAT per node-month", "EUR 25,466.00"],
               ["Setup, one-time per node", "EUR 4,000.00"]], [0.6, 0.4]),
        ("p", "Contract term twelve (12) months minimum; monthly billing in advance."),
        ("h", "Service commitments"),
        ("p", "MI300X 192 GB as specified; xGMI full mesh and RoCE v2 as above; dedicated single-tenant nodes; "
              "99.9% monthly availability, service credits 5% per 0.1% shortfall up to 50%; acceptance within 72 "
              "hours (rccl-tests busbw >= 300 GB/s, 24h burn-in); data deletion per BSI guidance within 7 days with "
              "certificate."),
    ], title="ITT 2026/118 response", author="Quarrylight",
        footer="Quarrylight\u00ae is a registered trademark of Quarrylight Compute GmbH")


@doc("r19")
def r19(out: Path) -> None:
    pdf(out / "r19-weekly-rate-quote-b200-en.pdf", [
        ("brand", "Fernhollow\u2122"),
        ("small", "GPU infrastructure · sales@fernhollow.io"),
        ("title", "Quote FH-2026-2041: short-term B200 block"),
        ("p", "To: Mistral Ridge Research (Ops: Tomas Vidal)<br/>From: Fernhollow Sales Desk<br/>Date: 19 Dec 2026"),
        ("p", "Per your request for a four-week sprint, here is a weekly rate on one (1) HGX B200 node."),
        ("t", [["", "Per node-week", "Per node-day", "Per GPU-hour"],
               ["Weekly block (quoted)", "$4,704.00", "$672.00", "$3.50"],
               ["On-demand reference", "-", "-", "$4.60"]], [0.34, 0.22, 0.22, 0.22], {"shade": [1]}),
        ("p", "The weekly block is billed per week in advance; minimum term 4 weeks; prices exclude sales tax. "
              "On-demand is shown for reference only and is not part of this quote."),
        ("h", "What you get"),
        ("t", [["", ""],
               ["GPUs", "8 x NVIDIA B200 (SXM), 180 GB HBM3e usable per GPU, NVLink 5 at 1.8 TB/s, NVSwitch "
                "all-to-all"],
               ["CPU / RAM", "2 x Intel Xeon Platinum 8570, 112 cores total / 2 TB"],
               ["Boot", "960 GB NVMe"],
               ["Scratch", "local NVMe, 8 x 3.84 TB (30.72 TB)"],
               ["Network", "25 Gbps internet; single node, no cluster fabric"]], [0.2, 0.8], {"head": 0}),
        ("h", "Terms"),
        ("p", "B200 180GB is named in the order; dedicated single-tenant node; 99.9% weekly availability with a "
              "credit of one day's fee per 0.5% below; 24-hour acceptance (nccl-tests busbw >= 700 GB/s, 1-hour "
              "burn-in); scratch and boot drives wiped within 48 hours of release, with a wipe log."),
        ("right", "Fernhollow Labs, Inc. · Sales Desk · Austin, TX"),
    ], title="Fernhollow quote FH-2026-2041", author="Fernhollow", footer="fernhollow.io")


@doc("r20")
def r20(out: Path) -> None:
    pdf(out / "r20-oem-template-quote-a100-80g-en.pdf", [
        ("small", "Supermicro Certified Solution Partner"),
        ("brand", "Brackenfield Data Centres"),
        ("small", "A trading name of Brackenfield Infrastructure Ltd · Part of the Halcombe Group plc"),
        ("title", "Bare-metal GPU rental - quotation BDC-Q-8812"),
        ("p", "Customer: Ashgrove Speech Ltd · 20 December 2026 · valid until 20 January 2027"),
        ("t", [["Qty", "Item", "Unit price (GBP)", "Extended"],
               ["2", "SYS-821GE-TNHR server, 8 x NVIDIA A100 80GB SXM4, NVSwitch (600 GB/s NVLink)",
                "GBP 9,850.00 / node / month", "GBP 19,700.00 / month"],
               ["4", "960 GB SATA SSD (boot, 2 per node, RAID1)", "included", "-"],
               ["8", "7.68 TB U.3 NVMe (data, 4 per node)", "included", "-"],
               ["2", "Dual-port 200 Gb/s HDR InfiniBand (400 Gb/s per node)", "included", "-"],
               ["1", "Setup and rack integration (one-time)", "GBP 1,200.00", "GBP 1,200.00"]],
         [0.06, 0.5, 0.22, 0.22]),
        ("p", "Prices exclude VAT (20%). Per node incl. VAT: GBP 11,820.00 per month. Minimum term 6 months; billed "
              "monthly. Host per node: 2 x AMD EPYC 7763 (64 cores) = 128 cores, 1 TB RAM. Data per node 30.72 TB "
              "NVMe. Internet 1 Gbps per node."),
        ("h", "Service terms"),
        ("p", "A100 SXM4 80GB named; NVSwitch and HDR InfiniBand as specified; dedicated hardware, no "
              "virtualisation; 99.9% monthly availability, credits 5% per 0.1% shortfall up to 40%; acceptance "
              "within 72 hours (nccl-tests intra-node busbw >= 230 GB/s, inter-node >= 40 GB/s); drives securely "
              "erased within 14 days of termination with a certificate."),
        ("small", "The Supermicro logo is used under the partner programme; Supermicro is the hardware manufacturer "
                  "and is not a party to this quote. Halcombe Group plc is the parent company and not a party."),
    ], title="BDC-Q-8812", author="Brackenfield", footer="Brackenfield Infrastructure Ltd · Reg. 11834520")


@doc("r21")
def r21(out: Path) -> None:
    text(out / "r21a-email-annual-price-h100-en.txt", """
From: Sofia Marchetti <sofia.marchetti@auroch.ai>
To: Ben Aldridge <ben@fieldnote.dev>
Date: Mon, 21 Dec 2026 11:04 +0000
Subject: Re: 1-year H100 quote (attached, rev B)

Hi Ben,

Attached is rev B of our quote, which replaces Friday's rev A (the $2.55/GPU-hr on-demand figure there
no longer applies). Short version: one year on three H100 nodes, paid annually, at $172,800 per node per
year - that's $14,400 per node per month equivalent.

Specs, terms and the SLA are in the PDF. Our partner Coldwater Networks handles the cross-connect at the
Telehouse site; they're not party to the contract.

Best,
Sofia

--
Sofia Marchetti
Enterprise Sales, Auroch AI Infrastructure Ltd.
auroch.ai

-----Original Message-----
From: Sofia Marchetti <sofia.marchetti@auroch.ai>
Sent: Fri, 18 Dec 2026 17:40 +0000
Subject: 1-year H100 quote (rev A)

> Ben - rev A attached: three H100 SXM nodes on demand at $2.55 per GPU-hour, billed hourly, no minimum.
> If you can commit to a year we can do considerably better; let me know and I'll send a reserved option.

-----Original Message-----
From: Ben Aldridge <ben@fieldnote.dev>
Sent: Thu, 17 Dec 2026 09:12 +0000

> Hi Sofia, we need 3 x 8 H100 SXM for roughly a year of 70B LoRA work starting February. What can you offer?
""")
    pdf(out / "r21b-attachment-annual-quote-rev-b-h100-en.pdf", [
        ("brand", "AUROCH"),
        ("small", "Auroch AI Infrastructure Ltd. · London E14"),
        ("title", "Quote AUR-1221 rev B - annual reservation"),
        ("t", [["Plan", "Price", "Monthly equivalent", ""],
               ["1-year reserved, paid annually", "$172,800 per node per year", "$14,400 per node-month",
                "QUOTED"],
               ["1-year reserved, paid monthly", "-", "$15,300 per node-month", "not quoted"]],
         [0.32, 0.26, 0.26, 0.16], {"shade": [1]}),
        ("p", "Three (3) nodes; minimum term one year (12 months); invoiced annually in advance. Excludes VAT."),
        ("t", [["Per node", ""],
               ["GPUs", "8 x NVIDIA H100 SXM5 80GB, NVLink 900 GB/s, NVSwitch full mesh"],
               ["Host", "2 x Intel Xeon Platinum 8480+ (56C), 112 cores; 2 TB"],
               ["Boot volume", "2 x 1.92 TB NVMe, RAID 1"],
               ["Local NVMe", "7.68TB x 4, RAID0 usable 28 TiB"],
               ["Fabric", "8 x 400 Gb/s NDR InfiniBand, RDMA (3.2 Tb/s)"],
               ["Internet", "10 Gbps"]], [0.22, 0.78]),
        ("p", "Commitments: H100 SXM5 80GB named; NVSwitch and NDR fabric contractual; dedicated bare metal; 99.9% "
              "monthly availability, credits 5% per 0.1% below, cap 50%; 48-hour acceptance (nccl-tests >= 360 GB/s "
              "intra-node, >= 45 GB/s inter-node); data wiped within 7 days of the end of term with a certificate."),
    ], title="AUR-1221 rev B", author="Auroch", footer="Auroch AI Infrastructure Ltd.")


@doc("r22")
def r22(out: Path) -> None:
    pdf(out / "r22-infra-quote-l40s-shared-nas-en.pdf", [
        ("brand", "Saltmarsh Cloud"),
        ("title", "Proposal: 4-node L40S pre-training cluster"),
        ("p", "For: Juniper Tongue Labs · From: Saltmarsh Cloud Ltd · 22 December 2026"),
        ("t", [["", "Per node"],
               ["GPUs", "8 x NVIDIA L40S 48GB, PCIe Gen4"],
               ["Host", "2 x AMD EPYC 9354 (32 cores), 64 cores; 768 GB"],
               ["OS drive", "480 GB SATA SSD"],
               ["Training data", "Saltmarsh shared NAS (NFS), rate-limited to 300 MB/s per tenant, shared by all 4 "
                "nodes; no local data drives"],
               ["Node-to-node", "2 x 10GbE (TCP/IP, no RDMA)"],
               ["Internet", "500 Mbps"]], [0.22, 0.78]),
        ("p", "Price: $5.60 per node-hour ($0.70 per GPU-hour), excl. tax, billed hourly; a minimum of 30 days. "
              "Four (4) nodes."),
        ("p", "Commitments: L40S 48GB named; PCIe Gen4 inside the node and 10GbE between nodes as stated; dedicated "
              "servers; 99.9% monthly availability with 5% credits per 0.1% below up to 30%; acceptance in 48 hours "
              "(fio, iperf3 and nccl-tests results reported); data deleted within 7 days with a certificate."),
    ], title="Saltmarsh proposal", author="Saltmarsh", footer="saltmarsh.cloud")


# ================================================================================================ bilingual
@doc("r23")
def r23(out: Path) -> None:
    pdf(out / "r23-cloud-order-spot-ondemand-baoyue-h20-bi.pdf", [
        ("small", "https://www.tianmu-gpu.com/order/confirm · 天目云 TIANMU CLOUD · 订单确认 Order confirmation"),
        ("title", "订单确认 Order Confirmation #TM-20261223-0457"),
        ("p", "客户 Customer：宁波东钱湖智能科技有限公司 · 下单时间 Placed：2026-12-23 14:31"),
        ("t", [["配置 Configuration", ""],
               ["实例规格 Instance", "bm.h20.8x：8 × NVIDIA H20（HGX, SXM）96GB HBM3，NVLink 900GB/s 全互联 full mesh"],
               ["数量 Quantity", "贰台 two nodes"],
               ["CPU / 内存 Memory", "2 × Intel Xeon Platinum 8558（48C）= 96 核 cores / 1.5TB"],
               ["系统盘 System disk", "ESSD PL2 云盘 cloud disk 200GB"],
               ["数据盘 Data disk", "ESSD PL3 云盘 cloud disk 4TB，吞吐 throughput 1,100MB/s；"
                "无本地盘 no local disk"],
               ["集群网络 Cluster network", "4 × 200Gb/s RoCE v2（800Gb/s），RDMA"],
               ["公网 Internet", "按流量 pay-by-traffic，峰值 peak 1Gbps"]], [0.26, 0.74]),
        ("t", [["计费方式 Billing", "单价 Price（含 6% 税 incl. VAT）", "选择 Choice"],
               ["抢占式 Spot", "¥3.10 /卡/时 per GPU-hour", ""],
               ["按量 On-demand", "¥6.50 /卡/时 per GPU-hour", ""],
               ["包月 Monthly", "¥33,600 /台/月 per node-month（= ¥4,200 /卡/月）", "✔ 已选 selected, 3 个月 months"]],
         [0.25, 0.5, 0.25], {"shade": [3]}),
        ("p", "应付 Amount due：¥33,600 × 2 台 × 3 月 = ¥201,600.00。包月最短 1 个月 minimum one month，按月计费 "
              "billed monthly。数据盘 ESSD PL3 4TB 费用已含在包月价内 included。"),
        ("h", "服务承诺 Service commitments"),
        ("p", "H20 96GB 型号显存保证 model and memory guaranteed；NVLink 全互联 + RoCE v2 RDMA；物理机独享 dedicated "
              "bare metal, no sharing；月可用性 monthly availability 99.95%，不达标赔付代金券 credits 10%–50%；"
              "交付 24 小时内验收 acceptance（nccl-tests 单机 busbw ≥ 360GB/s）；释放后云盘 24 小时内销毁 "
              "disks destroyed within 24h。"),
        ("small", "服务提供方 Provider：杭州天目云计算有限公司 Hangzhou Tianmu Cloud Computing Co., Ltd."),
    ], cjk=True, title="Order TM-20261223-0457", author="天目云", footer="© 2026 天目云 TIANMU CLOUD")


@doc("r24")
def r24(out: Path) -> None:
    text(out / "r24-wiki-bom-zhongwen-english-h100-bi.md", """
# GPU 集群 BOM / Cluster BOM — 2027 H1 训练集群 training cluster

> 内部 wiki · Infra 组 · 维护人 owner: 黄志强 · 更新 updated 2026-12-24
> 本页由买方（上海浦江灵码科技）编写 written by the buyer. 供应商 supplier: **星河湾算力 / Xinghewan Compute**
> （深圳星河湾算力科技有限公司 Shenzhen Xinghewan Compute Technology Co., Ltd.），报价 quote XHW-Q-1224。

## 节点 Nodes

| 项目 Item | 单台 per node | 数量 qty | 备注 notes |
|---|---|---|---|
| GPU | NVIDIA H100 SXM5 80GB | 8 | NVSwitch 全互联 full mesh, NVLink 900GB/s |
| CPU | Intel Xeon Platinum 8468 (48C) | 2 | 共 96 核 cores |
| 内存 RAM | 64GB DDR5 RDIMM | 32 | 2TB |
| 启动盘 Boot | 960GB NVMe | 2 | RAID1 |
| 本地盘 Local NVMe | 3.84TB NVMe | 8 | 共 30.72TB, RAID0 |
| 计算网络 Fabric | 400Gb/s NDR IB HCA | 8 | 3.2Tb/s per node, RDMA |
| 公网 Internet | 1Gbps | 1 | 独享 dedicated |

节点数 node count: **六台 (6)**。OEM: H3C R5500 G6（新华三仅为设备厂商 hardware maker only，不是合同方）。

## 价格 Price

- 合同价 contract price: **¥63,000 /台/月 per node-month**（含 6% 增值税 incl. VAT）
- 目录价 list price ¥70,000 /台/月 仅供参考 for reference only
- 最短 minimum **9 个月 months**，按月结算 billed monthly
- 另计 extra: 共享并行存储 shared parallel FS 500TB（¥38,000/月 per month，集群共用 cluster-wide）

## 合同条款 Contract terms (已核对 verified)

- 型号 H100 SXM5、显存 80GB 写入合同 in contract
- NVSwitch 全互联 + NDR InfiniBand 写入合同
- 整机独享 dedicated，不虚拟化、不超售 no oversubscription
- 月可用率 99.9% availability；每低 0.1% 赔 5% 月租 credits，上限 50% cap
- 交付 72 小时内验收 acceptance：nccl-tests 6 机 busbw ≥ 340GB/s
- 期满 7 日内删除数据 deletion 并出具证明 certificate
""")


@doc("r25")
def r25(out: Path) -> None:
    pdf(out / "r25-saomiao-dingdan-queren-a800-pcie-bi.pdf", [
        ("scan", 3, "<font size=7>SCAN 2026-12-25 10:02 · 订单确认书 · p.1</font>"),
        ("ctitle", "订单确认书 ORDER CONFIRMATION"),
        ("scan", 6, "需方 Buyer：厦门鹭江语联科技有限公司　　供方 Supplier：福建闽台算力科技有限公司 "
                    "Fujian Mintai Compute Technology Co., Ltd.（闽台算力）"),
        ("scan", 2, "1. 服务 Service：A800 PCIe 80GB 八卡服务器 8-GPU server × 1 台 unit；卡间 PCIe 4.0，"
                    "两两 NVLink 桥接 NVLink bridge in pairs（400GB/s），无 NVSwitch。"),
        ("scan", 8, "2. 配置 Config：2 × Intel Xeon Gold 6348（28C）= 56 核；1TB；OS 盘 480GB SATA SSD；"
                    "数据盘 data 7.68TB NVMe × 2 = 15.36TB；公网 internet 200Mbps。"),
        ("scan", 4, "3. 价格 Price：¥3,600 /卡/月 per GPU-month（¥28,800 /台/月 per node-month），含税 incl. tax；"
                    "租期 term：最短 minimum 3 个月 months，按月 monthly。"),
        ("scan", 7, "4. 承诺 Commitments：型号显存入约 model &amp; memory in contract；互联方式如第 1 条；整机独享 "
                    "dedicated；月可用率 99.9% availability，每低 0.1% 补偿 5% credits（上限 30%）；交付 48 小时内"
                    "验收 acceptance（nccl-tests 单机 busbw ≥ 20GB/s）；期满 5 日内删除数据 deletion with certifica"
                    "te。"),
        ("sp", 4),
        ("t", [["需方（盖章）Buyer", "供方（盖章）Supplier"],
               ["厦门鹭江语联科技有限公司<br/><font color='#b3202a'>【合同专用章】</font>",
                "福建闽台算力科技有限公司<br/><font color='#b3202a'>【合同专用章】</font>"]],
         [0.5, 0.5], {"head": 0, "nogrid": True}),
    ], cjk=True, title="scan order confirmation", author="scanner")


@doc("r26")
def r26(out: Path) -> None:
    pdf(out / "r26-chanpin-fangan-l40s-vgpu-bi.pdf", [
        ("brand", "极光算力 AURORA GPU"),
        ("small", "大连极光算力科技有限公司 Dalian Aurora GPU Technology Co., Ltd."),
        ("title", "L40S 独享云主机方案 Dedicated L40S Cloud Server"),
        ("p", "客户 Customer：沈阳北国视听科技有限公司 · 2026-12-26"),
        ("t", [["项目 Item", "规格 Spec"],
               ["GPU", "1 × NVIDIA L40S 48GB “独享” dedicated"],
               ["虚拟化 Virtualisation", "NVIDIA vGPU，配置文件 profile L40S-24Q（每实例 24GB 显存 framebuffer），"
                "一张物理卡承载两台云主机 two VMs per physical card，时间片调度 time-sliced"],
               ["vCPU / 内存 RAM", "16 vCPU / 128GB"],
               ["系统盘 System disk", "云盘 cloud disk 100GB"],
               ["数据盘 Data disk", "云盘 cloud disk 1TB（约 400MB/s）"],
               ["公网 Internet", "100Mbps"]], [0.26, 0.74]),
        ("t", [["计费 Billing", "价格 Price（含税 incl. tax）"],
               ["按量 Pay-as-you-go", "¥4.20 /时 per hour"],
               ["包月 Monthly（本方案 this offer）", "¥2,380 /月 per month"]], [0.5, 0.5], {"shade": [2]}),
        ("p", "包月最短 1 个月 minimum one month，按月计费。平台 SLA：月可用率 99.9%，赔付规则见官网 SLA；"
              "云主机释放后数据 24 小时内销毁 data destroyed within 24 hours。"),
    ], cjk=True, title="L40S 方案", author="极光算力", footer="极光算力 AURORA GPU · www.aurora-gpu.cn")


@doc("r27")
def r27(out: Path) -> None:
    pdf(out / "r27-fangan-baojia-70b-full-a800-bi.pdf", [
        ("brand", "蓉 芯 智 算"),
        ("small", "成都蓉芯智算科技有限公司 Chengdu Rongxin AI Compute Co., Ltd. · 技术方案与报价 Proposal &amp; Qu"
                  "ote"),
        ("title", "70B 全参微调方案 Llama 3 70B Full Fine-tuning Proposal"),
        ("p", "致 To：绵阳九洲语智研究院 · 发件人 From：蓉芯智算 方案部 · 2026-12-27"),
        ("p", "客户目标 Goal：在单台 8 卡 A800 上完成 Llama 3 70B 全参数微调 full-parameter fine-tune（bf16 + AdamW，"
              "不使用 LoRA / offload）。"),
        ("t", [["项目 Item", "方案 Solution"],
               ["节点 Nodes", "1 台 one node"],
               ["GPU", "8 × NVIDIA A800 SXM4 80GB HBM2e，NVSwitch 全互联 full mesh，NVLink 400GB/s"],
               ["CPU / RAM", "2 × Intel Xeon Platinum 8358（32C）= 64 核 / 1TB"],
               ["系统盘 System", "2 × 480GB SATA SSD（RAID1）"],
               ["数据盘 Data", "4 × 7.68TB NVMe = 30.72TB"],
               ["公网 Internet", "100Mbps"]], [0.25, 0.75]),
        ("p", "价格 Price：¥42,000 /台/月 per node-month，含 6% 增值税 incl. VAT；最短 minimum 3 个月 months；"
              "按月 monthly。"),
        ("p", "承诺 Commitments：A800 SXM4 80GB 入约；NVSwitch 全互联；整机独享 dedicated；月可用率 99.9%，每低 0.1% "
              "补偿 5%（上限 50%）；交付 48 小时内验收 acceptance（nccl-tests busbw ≥ 150GB/s）；期满 7 日内删除数据"
              "并出具证明 deletion certificate。"),
    ], cjk=True, title="70B 方案", author="蓉芯智算", footer="蓉芯智算 RONGXIN AI COMPUTE")


@doc("r28")
def r28(out: Path) -> None:
    pdf(out / "r28-jieti-jiage-h800-volume-tiers-bi.pdf", [
        ("brand", "燕山数算 YANSHAN DATA COMPUTE"),
        ("small", "北京燕山数算科技有限公司 · 报价单 Quotation YS-2026-1228 · 2026-12-28"),
        ("p", "致 To：天津海河智语科技有限公司（买方 buyer）"),
        ("p", "阶梯价格 Volume tiers（H800 八卡服务器 8-GPU server，含 6% 增值税 incl. VAT，元/台/月 per node-mont"
              "h）："),
        ("t", [["台数 Nodes", "1–3", "4–7", "8+"],
               ["单价 Price", "¥66,000", "¥61,500", "¥58,000"],
               ["适用 Applies", "", "✔ 本次 this quote（5 台 five nodes）", ""]], [0.22, 0.26, 0.26, 0.26],
         {"box": [((2, 0), (2, 2))]}),
        ("p", "本次五台适用 4–7 台档：¥61,500 /台/月；五台月合计 ¥307,500。租期 term：不少于 6 个月 at least six "
              "months；按月结算 billed monthly。部署费 one-off setup ¥2,000/台。"),
        ("t", [["配置 Spec（每台 per node）", ""],
               ["GPU", "8 × NVIDIA H800 SXM5 80GB HBM3，NVSwitch 全互联 full mesh，NVLink 400GB/s"],
               ["CPU / RAM", "2 × Intel Xeon Platinum 8462Y+（32C）= 64 核 / 2TB"],
               ["系统盘 Boot", "1.92TB NVMe ×1"],
               ["数据盘 Data", "4 × 7.68TB NVMe（30.72TB）"],
               ["计算网络 Fabric", "8 × 400G NDR InfiniBand（3.2Tb/s），RDMA"],
               ["存储网络 Storage net", "2 × 100GbE（仅对接客户存储 to customer storage only）"],
               ["公网 Internet", "300Mbps"]], [0.3, 0.7], {"head": 0}),
        ("p", "承诺 Commitments：H800 SXM5 80GB 入约；NVSwitch + NDR IB 入约；整机独享 dedicated；月可用率 99.9%，每低 "
              "0.1% 补偿 5% 月租（上限 50%）；交付 72 小时验收 acceptance（nccl-tests 5 机 busbw ≥ 150GB/s）；"
              "期满 7 日内删除数据 deletion，出具证明。"),
    ], cjk=True, title="YS-2026-1228", author="燕山数算", footer="北京燕山数算科技有限公司")


@doc("r29")
def r29(out: Path) -> None:
    pdf(out / "r29-datasheet-b200-4500-dense-bi.pdf", [
        ("brand", "Polaris Bay 北湾智算"),
        ("small", "北湾智算（香港）有限公司 Polaris Bay Compute (HK) Limited · 九龙湾 Kowloon Bay"),
        ("title", "B200 裸金属 Bare Metal — 规格与报价 Spec &amp; Quote"),
        ("p", "致 To：Harbourline AI Ltd. · 2026-12-29"),
        ("t", [["规格 Spec", "每台 per node"],
               ["GPU", "8 × NVIDIA B200 SXM，每卡 180GB HBM3e"],
               ["算力 Compute", "BF16 稠密 dense <b>4,500 TFLOPS</b> 每卡 per GPU"],
               ["互联 Interconnect", "NVLink 5 1.8TB/s，NVSwitch 全互联 full mesh"],
               ["机间 Fabric", "8 × 400G NDR InfiniBand（3.2Tb/s），RDMA"],
               ["CPU / RAM", "2 × Intel Xeon Platinum 8570（56C）= 112 核 / 2TB"],
               ["启动盘 Boot", "2 × 960GB NVMe RAID1"],
               ["本地盘 Local", "8 × 7.68TB NVMe（61.44TB）"],
               ["公网 Internet", "10Gbps"],
               ["数量 Qty", "两台 2 nodes"]], [0.26, 0.74]),
        ("p", "价格 Price：HK$36.40 每卡每小时 per GPU-hour（HK$291.20 每台每小时 per node-hour）；香港无增值税 no V"
              "AT；"
              "按小时 billed hourly；最短 minimum 3 个月 months。"),
        ("p", "承诺 Commitments：B200 180GB 入约；NVSwitch + NDR IB；整机独享；月可用率 99.9%，每低 0.1% 补偿 5%"
              "（上限 50%）；交付 48 小时内验收 acceptance（nccl-tests busbw ≥ 700GB/s）；期满 7 日内删除数据并出具"
              "证明。"),
    ], cjk=True, title="Polaris Bay B200", author="Polaris Bay", footer="Polaris Bay 北湾智算")


@doc("r30")
def r30(out: Path) -> None:
    pdf(out / "r30-colo-dc-operator-h200-usd-bi.pdf", [
        ("small", "本报价在 Sunlink IDC 南沙三号数据中心交付（机房运营方 facility operator，非合同方 not a party）"),
        ("brand", "Meridian Hashrate 子午算力"),
        ("small", "子午算力（广州）科技有限公司 Meridian Hashrate (Guangzhou) Technology Co., Ltd."),
        ("title", "H200 集群租赁报价 H200 Cluster Lease Quote"),
        ("p", "致 To：新加坡 Lumen Harbor Pte. Ltd.（买方 buyer）· 2026-12-30"),
        ("t", [["项目 Item", "内容 Detail"],
               ["节点 Nodes", "四台 four (4)"],
               ["GPU", "8 × H200 SXM 141GB / node，NVSwitch 全互联，NVLink 900GB/s"],
               ["CPU / RAM", "2 × AMD EPYC 9474F（48C）= 96 核 / 2TB"],
               ["系统盘 OS", "960GB NVMe ×2（RAID1）"],
               ["数据盘 Data", "NVMe 3.84TB × 8，共 30.72TB"],
               ["机间 Fabric", "8 × 400Gb/s NDR InfiniBand = 3.2Tb/s，RDMA"],
               ["公网 Uplink", "2Gbps 独享 dedicated"],
               ["价格 Price", "$19.5k / node / month（US$19,500 每台每月），不含税 excl. tax"],
               ["租期 Term", "最短 minimum 6 个月 months；按月 monthly"]], [0.24, 0.76]),
        ("p", "一次性费用 one-off：上架调试 setup US$3,000 每台；可选 optional：Sunlink 对象存储 object storage 200TB "
              "US$2,400/月（集群共享 shared, not per node）。"),
        ("p", "承诺 Commitments：H200 141GB 入约；NVSwitch + NDR IB；整机独享 dedicated；月可用率 99.9%，每低 0.1% "
              "补偿 "
              "5%（上限 50%）；72 小时验收 acceptance（nccl-tests 4 机 busbw ≥ 350GB/s）；期满 7 日内删除数据并出具"
              "证明。"),
    ], cjk=True, title="Meridian Hashrate H200", author="Meridian", footer="meridian-hashrate.com")


@doc("r31")
def r31(out: Path) -> None:
    pdf(out / "r31-consultant-memo-recommend-a100-80g-bi.pdf", [
        ("brand", "Larchmont Advisory 落基咨询"),
        ("title", "备忘录 MEMO：GPU 供应商推荐 Supplier recommendation"),
        ("p", "致 To：杭州钱江语义科技有限公司 CTO · 发件人 From：Larchmont Advisory（顾问 consultant，非供应商 not a "
              "supplier）· 2026-12-31"),
        ("p", "我们推荐 We recommend <b>云麓智算</b>（长沙云麓智算科技有限公司 Changsha Yunlu AI Compute Co., Ltd.）的"
              "报价 YL-Q-2612，理由见下 reasons below。合同方与开票方为云麓智算 Yunlu contracts and invoices."),
        ("t", [["项目 Item", "云麓智算报价 Yunlu's quote"],
               ["节点 Nodes", "两台 2"],
               ["GPU", "8 × A100 SXM4 80GB，NVSwitch，NVLink 600GB/s 全互联"],
               ["CPU / RAM", "2 × AMD EPYC 7763（64C）= 128 核 / 1TB"],
               ["系统盘 OS", "480GB SATA SSD × 2（RAID1）"],
               ["数据盘 Data", "NVMe 3.84TB × 4（15.36TB）"],
               ["机间 Fabric", "4 × 200G HDR InfiniBand（800Gb/s），RDMA"],
               ["公网 Internet", "200Mbps"],
               ["价格 Price", "¥1.95 /卡/时 per GPU-hour（¥15.60 /台/时 per node-hour），含 6% 税 incl. VAT"],
               ["计费 Billing", "按小时 hourly；最短 minimum 3 个月 months"]], [0.24, 0.76]),
        ("p", "合同草案 v3 已承诺 The draft contract v3 commits：A100 SXM4 80GB 型号显存；NVSwitch + HDR IB；"
              "整机独享 dedicated；月可用率 99.9%，每低 0.1% 补偿 5%（上限 50%）；48 小时验收 acceptance"
              "（nccl-tests 双机 busbw ≥ 90GB/s）；期满 7 日内删除数据并出具证明 deletion certificate。"),
        ("small", "Larchmont Advisory 落基咨询 · 本备忘录仅供客户内部使用 client use only"),
    ], cjk=True, title="Memo Larchmont", author="Larchmont Advisory", footer="Larchmont Advisory")


@doc("r32")
def r32(out: Path) -> None:
    pdf(out / "r32-jituan-zigongsi-4090-card-hour-bi.pdf", [
        ("brand", "瀚海数智集团 HANHAI DIGITAL GROUP"),
        ("small", "以下服务由集团子公司提供并签约 Provided and contracted by the subsidiary："
                  "瀚海算力（西安）有限公司 Hanhai Compute (Xi'an) Co., Ltd."),
        ("title", "RTX 4090 算力报价 RTX 4090 Compute Quote"),
        ("p", "致 To：兰州丝路语智科技有限公司 · 报价人 From：瀚海算力（西安）有限公司 · 2026-12-31"),
        ("t", [["项目 Item", "内容 Detail"],
               ["GPU", "8 × GeForce RTX 4090 24GB，PCIe 4.0，无 NVLink no NVLink"],
               ["数量 Qty", "三台 three nodes"],
               ["CPU / RAM", "2 × AMD EPYC 7542（32C）= 64 核 / 512GB"],
               ["启动盘 Boot", "1TB NVMe"],
               ["本地盘 Local", "4TB NVMe × 2（8TB）"],
               ["公网 Internet", "500Mbps"],
               ["部署 Deployment", "三台独立交付，不组集群 three independent servers, no cluster network"]],
         [0.24, 0.76]),
        ("p", "价格 Price：原价 list ¥2.20 /卡/时，现价 now <b>¥1.76 /卡/时 per GPU-hour</b>（¥14.08 /台/时），"
              "含税 incl. tax；按小时计费 hourly；no minimum 无最短租期。"),
        ("p", "承诺 Commitments：RTX 4090 24GB 入约；PCIe 直连如上；整机独享 dedicated；月可用率 99.5%，每低 0.5% "
              "补偿 10%（上限 50%）；交付 24 小时验收 acceptance（nccl-tests 单机 busbw ≥ 15GB/s）；退租 3 日内删除数据"
              "并出具证明。"),
        ("small", "瀚海数智集团为母公司 parent group，非合同方 not a party。"),
    ], cjk=True, title="Hanhai 4090 quote", author="瀚海算力", footer="HANHAI DIGITAL GROUP 瀚海数智集团")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout21")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
