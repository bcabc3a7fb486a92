"""Build the holdout16 studied corpus: 32 GPU-rental offers (PDF, .txt, .md), Chinese, English, bilingual,
weighted toward vendor identity (a vendor only in a page footer, a wordmark with a tagline, Prepared by / 编制单位,
the buyer named first in role lines and in 致：, an integrator quoting another maker's hardware, a vendor only in an
e-mail domain and signature, a bank-account holder, a seal line, a buyer's project name as the title, a trading
name beside a Chinese legal entity, a group and its contracting subsidiary, a capacity exchange naming one host, a
quote forwarded by the buyer's procurement, a tender evaluation's winning bidder) and storage (count x size in many
spellings, boot pairs beside data disks, per node vs cluster, raw vs usable under RAID 0/5/10, TB vs TiB, HDD
arrays, shared file systems and object storage that are not per node, cloud block volumes as the only data disk,
cache and scratch disks, throughput and IOPS lines, a footnote that narrows the headline, storage not included).

Run: python tests/corpus/holdout16/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
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


def zh(s: str) -> str:
    """A Chinese paragraph written over several short source lines: the lines joined without spaces."""
    return "".join(line.strip() for line in s.strip().splitlines())


def en(s: str) -> str:
    """An English paragraph written over several short source lines: the lines joined with one space."""
    return " ".join(line.strip() for line in s.strip().splitlines())


def _styles(cjk: bool) -> dict[str, ParagraphStyle]:
    font = "STSong-Light" if cjk else "Helvetica"
    bold = "STSong-Light" if cjk else "Helvetica-Bold"
    wrap = "CJK" if cjk else None
    return {
        "title": ParagraphStyle("title", fontName=bold, fontSize=15, leading=20, spaceAfter=5, wordWrap=wrap),
        "brand": ParagraphStyle("brand", fontName=bold, fontSize=19, leading=23, spaceAfter=2, wordWrap=wrap,
                                textColor=colors.HexColor("#23395b")),
        "h": ParagraphStyle("h", fontName=bold, fontSize=11, leading=14.5, spaceBefore=6, spaceAfter=3,
                            wordWrap=wrap),
        "p": ParagraphStyle("p", fontName=font, fontSize=9.3, leading=13.0, spaceAfter=3, wordWrap=wrap),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.5, leading=10.0, wordWrap=wrap,
                                textColor=colors.HexColor("#444444")),
        "slide": ParagraphStyle("slide", fontName=font, fontSize=13, leading=19, spaceAfter=5, wordWrap=wrap),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=8.2, leading=10.6, wordWrap=wrap),
        "mono": ParagraphStyle("mono", fontName="STSong-Light" if cjk else "Courier", fontSize=8.4, leading=11.4),
    }


def pdf(path: Path, items: list[Item], *, cjk: bool = False, title: str = "", author: str = "",
        footer: str = "", land: bool = False) -> None:
    """Lay out (kind, ...) items as a PDF with a footer line and page numbers on every page.

    Kinds: brand, title, h, p, small, slide (paragraphs); sp (space, mm); pb (page break); mono (preformatted);
    t (ruled table: rows, column fractions, options head / shade rows / bold rows / span)."""
    st = _styles(cjk)
    size = landscape(A4) if land else A4
    margin = 16 * mm
    doc = SimpleDocTemplate(str(path), pagesize=size, leftMargin=margin, rightMargin=margin,
                            topMargin=14 * mm, bottomMargin=18 * mm, title=title, author=author)
    width = size[0] - 2 * margin
    story: list = []
    for item in items:
        kind = item[0]
        if kind in ("brand", "title", "h", "p", "small", "slide"):
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
            head = opts.get("head", 1)
            t = Table(cells, colWidths=[width * w for w in widths], repeatRows=head)
            style = [("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#7d7d7d")),
                     ("VALIGN", (0, 0), (-1, -1), "TOP")]
            if head:
                style.append(("BACKGROUND", (0, 0), (-1, head - 1), colors.HexColor("#dde6ee")))
            for r in opts.get("shade", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#fff2b3")))
            for r in opts.get("bold", []):
                style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#eeeeee")))
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
@doc("m01")
def m01(out: Path) -> None:
    pdf(out / "m01-baojiahan-annex-h800-zh.pdf", [
        ("p", "致：华东理工智能计算研究院（采购人）"),
        ("sp", 2),
        ("title", "报　价　函"),
        ("p", zh("""
            根据贵方《智算算力租赁服务询价通知书》（项目编号：HDZN-2026-XJ-118），我方经认真研究询价文件，
            愿按询价文件的要求提供 H800 GPU 服务器租赁服务，并作如下承诺：
        """)),
        ("p", "一、报价总额为人民币（大写）贰佰壹拾壹万贰仟元整（¥2,112,000.00），为含税价（含 6% 增值税），"
              "报价明细见附件 1；"),
        ("p", "二、服务期限为十二个月，自验收合格之日起算，服务期内双方均不提前终止；费用按月支付；"),
        ("p", "三、技术配置见附件 2，服务承诺见附件 3，均构成本报价函不可分割的组成部分；"),
        ("p", "四、本报价有效期为自报价截止之日起 60 日。"),
        ("sp", 6),
        ("p", "报价单位（盖章）：皖江智算（芜湖）科技有限公司"),
        ("p", "法定代表人或授权代表（签字）：戴振宇"),
        ("p", "地址：安徽省芜湖市弋江区高新技术产业开发区 服务外包园 3 号楼　　电话：0553-5816 2290"),
        ("p", "日期：2026 年 11 月 24 日"),
        ("pb",),
        ("h", "附件 1　报价明细表"),
        ("t", [["序号", "服务内容", "单位", "数量", "单价（元）", "服务期", "总价（元）"],
               ["1", "H800 GPU 服务器租赁服务（含本地存储、计算网络、运维）", "台·月", "2", "88,000.00",
                "12 个月", "2,112,000.00"],
               ["2", "公网带宽（独享 50Mbps，两台共用）", "项", "1", "含", "12 个月", "0.00"],
               ["", "合计（含 6% 增值税）", "", "", "", "", "2,112,000.00"]],
         [0.06, 0.36, 0.08, 0.07, 0.13, 0.12, 0.18]),
        ("h", "附件 2　技术配置表（单台）"),
        ("t", [["序号", "部件", "技术参数", "数量"],
               ["1", "GPU", "NVIDIA H800 SXM5 80GB HBM3", "8"],
               ["2", "GPU 互联", "NVSwitch 全互联，每卡 NVLink 带宽 400GB/s", "—"],
               ["3", "CPU", "Intel Xeon Platinum 8480+，56 核", "2"],
               ["4", "内存", "64GB DDR5-4800 RDIMM，合计 2TB", "32"],
               ["5", "系统盘", "2*480G SATA SSD，RAID1", "2"],
               ["6", "数据盘", "4*3.84T NVMe U.2，不做 RAID", "4"],
               ["7", "计算网络", "4*400G NDR InfiniBand（ConnectX-7），支持 GPUDirect RDMA", "4"],
               ["8", "存储 / 管理网络", "2*25GbE", "2"]], [0.07, 0.17, 0.64, 0.12]),
        ("h", "附件 3　服务承诺"),
        ("p", zh("""
            1. 交付 GPU 型号为 NVIDIA H800 SXM5，每卡显存 80GB，不以其他型号替代；2. 机内 NVSwitch 全互联，
            机间 4*400G NDR InfiniBand，按附件 2 交付；3. 服务器整机物理独享，不虚拟化、不切分、不超售；
            4. 单台月度可用率不低于 99.9%；5. 可用率每低 0.1 个百分点，按该台当月服务费的 5% 扣减，
            最高扣减 50%；6. 交付后 3 个工作日内由采购人组织验收：nvidia-smi、nvidia-smi topo -m、
            nccl-tests 双机 all_reduce busbw 不低于 90GB/s、fio 顺序读不低于 5GB/s，验收合格后起算服务期；
            7. 服务期满后 5 个工作日内删除全部本地盘数据并出具数据销毁证明。
        """)),
    ], cjk=True, title="报价函 HDZN-2026-XJ-118", author="", footer="HDZN-2026-XJ-118　报价文件　第 1 册")


@doc("m02")
def m02(out: Path) -> None:
    pdf(out / "m02-tender-evaluation-a800-zh.pdf", [
        ("title", "成渝数智科学研究院智算平台算力租赁项目　评标报告"),
        ("p", "项目编号：CYSZ-ZB-2026-031　　开标时间：2026 年 11 月 20 日 9:30　　评标地点：成都市公共资源交易中心"
              " 第 6 评标室"),
        ("h", "一、评标委员会"),
        ("p", "评标委员会由 5 人组成（技术专家 3 人、经济专家 1 人、采购人代表 1 人），组长：钟立新。"),
        ("h", "二、综合评分汇总"),
        ("t", [["投标人", "投标报价（元/台·月，含税）", "技术分（50）", "商务分（20）", "价格分（30）", "总分", "排名"],
               ["蜀道云算（成都）科技有限公司", "62,800.00", "46.4", "18.0", "28.6", "93.0", "1"],
               ["巴山智算信息技术有限公司", "59,900.00", "39.2", "15.5", "30.0", "84.7", "2"],
               ["锦江数据服务有限公司", "66,500.00", "41.8", "16.0", "27.0", "84.8", "—（资格不符）"]],
         [0.3, 0.18, 0.1, 0.1, 0.1, 0.09, 0.13]),
        ("small", "注：锦江数据服务有限公司投标文件未提供数据删除承诺（实质性条款），按无效投标处理，不参与排名。"),
        ("h", "三、推荐中标候选人"),
        ("p", "第一中标候选人：蜀道云算（成都）科技有限公司，投标报价 62,800.00 元/台·月（含税），服务期 12 个月；"
              "第二中标候选人：巴山智算信息技术有限公司。"),
        ("h", "四、第一中标候选人投标响应摘要"),
        ("t", [["评审项", "招标要求", "投标响应"],
               ["GPU", "8 × A800 80GB SXM，NVLink 全互联", "8 × NVIDIA A800 SXM4 80GB，NVSwitch"
                                                       " 全互联，NVLink 400GB/s"],
               ["数量", "4 台", "4 台（32 卡）"],
               ["CPU / 内存", "≥ 64 核 / ≥ 1TB", "2 × Intel Xeon Platinum 8362（32 核）；1TB DDR4"],
               ["本地数据盘", "每台 ≥ 15TB NVMe", "每台 15.36TB (4×3.84TB) NVMe U.2"],
               ["系统盘", "RAID1", "2 × 960GB SATA SSD，RAID1"],
               ["共享存储", "项目共享并行文件系统", "GPFS 400TB，4 台共享（不计入单台本地盘）"],
               ["计算网络", "≥ 4 × 200Gb/s，RDMA", "每台 4 × 200Gb/s HDR InfiniBand，GPUDirect RDMA"],
               ["租期", "12 个月", "最短租期 12 个月，按月结算"]], [0.16, 0.3, 0.54]),
        ("h", "五、中标候选人服务承诺（投标文件第 7 章）"),
        ("p", zh("""
            交付 NVIDIA A800 SXM4，每卡 80GB；机内 NVSwitch、机间 HDR InfiniBand 按响应表交付；整机物理独享，
            不切分、不超售；月可用率不低于 99.5%；每低 0.5 个百分点，返还当月租金 10%，最高 40%；
            交付后 5 个工作日内验收：四机 nccl-tests busbw ≥ 60GB/s、Llama 3 8B 训练 MFU ≥ 40%；
            租期结束后 7 日内删除本地盘及 GPFS 项目目录数据并出具证明。
        """)),
        ("sp", 4),
        ("p", "评标委员会成员签字：钟立新　刘敏　唐朝晖　何丽　杜佳（采购人代表）　　2026 年 11 月 20 日"),
    ], cjk=True, title="评标报告 CYSZ-ZB-2026-031", author="成都市公共资源交易中心",
        footer="成都市公共资源交易中心　评标报告（公示稿）")


@doc("m03")
def m03(out: Path) -> None:
    text(out / "m03-meeting-minutes-a100-vgpu-zh.txt", """
会议纪要｜GPU 云主机选型沟通会

时间：2026-11-26（周四）14:00-15:10　　形式：腾讯会议
参会单位及人员：
  需求方：青禾教育科技（合肥）有限公司　王彬（算法组）、陈晓（采购）
  服务方：擎云智算（南京）有限公司　沈悦（客户经理）、邹磊（解决方案架构师）
记录人：陈晓（青禾教育）

一、需求说明（王彬）
  1. 对 Llama 3 8B 做 QLoRA 微调，数据约 30 万条，先用 1 台 1 卡的云主机；
  2. 希望独享一张 A100 80G，不和别人共用。

二、服务方方案（沈悦）
  1. 推荐"A100 80G 独享型"GPU 云主机，规格 gn7a.vg20：1 张 A100、12 vCPU、内存 92GiB；
  2. 价格 2.10 元/卡时（含税），按小时计费，无最短使用期，随时释放；
  3. 宣传口径为"独享算力，性能稳定"。

三、技术澄清（邹磊）
  1. 王彬追问显存：邹磊确认该规格为 vGPU，底层为 A100 SXM4 80GB 物理卡，按 4 份切分，
     每个实例分配 1/4，即 20GB 显存（A100-4-20C 规格），同一物理卡上的其余 3 份分配给其他租户；
  2. 算力按时间片调度，高峰期可能受同卡其他租户影响；
  3. 存储：无本地盘。系统盘 100GB 云盘；数据盘为 500GB 高效云盘，吞吐约 140MB/s；
     如需共享存储可另购 NAS。

四、服务条款（沈悦）
  1. 云主机可用性按平台 SLA 为 99.5%，未达标按平台规则发放代金券；
  2. 实例开通即可使用并开始计费，没有单独的验收环节；
  3. 合同主体为擎云智算（南京）有限公司。

五、待办
  1. 青禾：评估 20GB 显存是否满足 QLoRA 需要（陈晓跟进，12-01 前）；
  2. 擎云：提供 vGPU 与整卡实例的价格对比（沈悦，11-28 前）。
""")


@doc("m04")
def m04(out: Path) -> None:
    pdf(out / "m04-config-checklist-h20-zh.pdf", [
        ("title", "GPU 服务器租赁配置确认清单"),
        ("p", "承租方：北京极光矩阵科技有限公司　　　联系人：贺晨　　确认单号：SG-QR-2611-019"),
        ("p", "出租方：河北雄安算谷数据科技有限公司（算谷）　　　联系人：温佳琪　　日期：2026-11-28"),
        ("small", "填写说明：■ 为本次确认选项，□ 为未选选项；未选项不构成本次租赁内容。"),
        ("t", [["类别", "确认内容"],
               ["机型", "■ 8 × NVIDIA H20 96GB HBM3（NVLink 900GB/s 全互联）　　□ 8 × NVIDIA L20 48GB（PCIe）"],
               ["台数", "■ 4 台　　□ 2 台　　□ 8 台"],
               ["CPU", "■ 2 × Intel Xeon Platinum 8468（每颗 48 核）"],
               ["内存", "■ 2TB DDR5　　□ 1TB DDR5"],
               ["系统盘", "■ 2 × 960GB M.2 NVMe，RAID1"],
               ["数据盘", "■ 3.84TB×4 NVMe U.2（每台 15.36TB，不做 RAID）　　□ 7.68TB×4 NVMe U.2（每台 30.72TB）"],
               ["缓存盘", "□ 无需单独缓存盘"],
               ["机间网络", "■ 4 × 400Gb/s RoCE v2（每台，支持 RDMA）　　□ 2 × 200Gb/s InfiniBand"],
               ["公网", "■ 独享 100Mbps（每台）　　□ 共享 1Gbps"],
               ["租金", "■ 月付 46,000 元/台/月（含 6% 增值税）　　□ 季付 44,600 元/台/月（含税）"],
               ["租期", "■ 六个月（最短租期 6 个月）　　□ 十二个月"],
               ["计费", "■ 按自然月计费，不足一月按一月计"]], [0.14, 0.86]),
        ("h", "服务保障确认"),
        ("t", [["", "条款"],
               ["■", "交付 GPU 型号为 NVIDIA H20，每卡显存 96GB，不以其他型号替代"],
               ["■", "机内 NVLink 全互联；机间 4 × 400Gb/s RoCE v2 RDMA，按上表交付"],
               ["■", "整机物理独享，不虚拟化、不切分、不超售"],
               ["■", "单台月可用率 ≥ 99.9%"],
               ["■", "每低于 0.1 个百分点，减免该台当月租金 5%，上限 50%"],
               ["■", "交付后 48 小时内验收：nccl-tests 四机 all_reduce busbw ≥ 70GB/s，fio 单台顺序读 ≥ 10GB/s，"
                     "不达标不起租"],
               ["■", "租期届满后 3 个工作日内对数据盘执行安全擦除并出具数据销毁证明"]], [0.06, 0.94]),
        ("sp", 4),
        ("t", [["承租方确认（签字/盖章）", "出租方确认（签字/盖章）"],
               ["北京极光矩阵科技有限公司<br/>贺晨　2026-11-28", "河北雄安算谷数据科技有限公司<b"
                                                  "r/>温佳琪　2026-11-28"]],
         [0.5, 0.5]),
    ], cjk=True, title="配置确认清单 SG-QR-2611-019", author="", footer="算谷 · 雄安新区容东片区 数字大厦 9 层")


@doc("m05")
def m05(out: Path) -> None:
    pdf(out / "m05-two-page-letter-4090-hdd-zh.pdf", [
        ("p", "尊敬的 潮汐影像工作室 负责人：", ),
        ("sp", 2),
        ("p", zh("""
            感谢贵工作室 11 月 25 日的来电咨询。根据贵方"三台八卡机器做多机训练、预算每台每月一万元以内"的要求，
            我们为贵方挑选了性价比最高的 RTX 4090 八卡机型。该机型已在多家 AIGC 客户稳定运行，
            大容量机械盘阵列可容纳海量素材，三台机器可组成小型训练集群。
        """)),
        ("p", zh("""
            具体配置、价格与服务条款请见第 2 页。如贵方确认，我们可在 3 个工作日内完成上架交付。
            本建议函有效期 15 天。
        """)),
        ("sp", 8),
        ("p", "此致"),
        ("p", "敬礼！"),
        ("sp", 3),
        ("p", "销售部　陶一鸣　敬上"),
        ("p", "2026 年 11 月 27 日　　手机：139 6427 0518"),
        ("pb",),
        ("h", "配置及报价（每台）"),
        ("t", [["项目", "配置"],
               ["GPU", "8 × NVIDIA GeForce RTX 4090 24GB（PCIe 4.0，卡间经 PCIe 通信，无 NVLink）"],
               ["CPU", "2 × AMD EPYC 7542（每颗 32 核）"],
               ["内存", "512GB DDR4"],
               ["系统盘", "1 × 1TB NVMe SSD"],
               ["数据盘", "8 × 18TB 7200 转 SATA 机械盘，RAID5：裸容量 144TB，可用 126TB（阵列顺序读约 900MB/s）"],
               ["机间网络", "2 × 10GbE 电口（TCP/IP，不支持 RDMA）"],
               ["公网", "共享 100Mbps"],
               ["数量", "3 台"],
               ["租金", "9,600 元/台/月（不含税）；含 6% 增值税 10,176 元/台/月"],
               ["租期", "最短三个月（3 个月），按月预付"]], [0.16, 0.84]),
        ("h", "服务条款"),
        ("p", zh("""
            1. 交付 NVIDIA GeForce RTX 4090，每卡显存 24GB；卡间 PCIe 4.0，机间 2 × 10GbE，按上表交付；
            2. 整机独享，不虚拟化、不超售；3. 月可用率 99.5%；4. 每低 0.5 个百分点减免当月租金 10%，
            上限 30%；5. 交付后 24 小时内验收（gpu-burn、fio、iperf3，结果双方签字存档）；
            6. 退租后 3 个工作日内擦除全部磁盘并提供擦除记录。
        """)),
    ], cjk=True, title="租赁建议函", author="", footer="青岚算力 · 青岛青岚数据科技有限公司 · 本函及附件仅供收件方参考")


@doc("m06")
def m06(out: Path) -> None:
    pdf(out / "m06-group-subsidiary-bom-h200-zh.pdf", [
        ("brand", "华曜控股集团　HUAYAO GROUP"),
        ("small", "华曜控股集团有限公司 · 算力与数据中心板块　｜　北京市朝阳区东三环中路 7 号 华曜中心 A 座"),
        ("sp", 2),
        ("title", "《GPU 算力服务协议》附件二：设备清单（BOM）及价格"),
        ("p", "协议编号：HYZS-FW-2026-0412　　甲方：上海澄明生物科技有限公司"),
        ("p", "乙方（服务提供方）：华曜智算（乌兰察布）有限公司（华曜控股集团有限公司全资子公司，以下简称“华曜智算”）"),
        ("small", "说明：华曜控股集团有限公司不是本协议当事方；本协议项下的服务、开票与收款均由乙方负责。"),
        ("h", "一、设备清单（BOM）"),
        ("t", [["序号", "物料", "型号 / 规格", "单台数量", "合计数量（2 台）"],
               ["1", "GPU", "NVIDIA H200 SXM5 141GB HBM3e（HGX 8-GPU，NVSwitch 900GB/s）", "8", "16"],
               ["2", "CPU", "Intel Xeon Platinum 8568Y+，48 核", "2", "4"],
               ["3", "内存", "64GB DDR5-5600 RDIMM（单台 2TB）", "32", "64"],
               ["4", "系统盘", "960GB M.2 NVMe（两块组 RAID1）", "2", "4"],
               ["5", "数据盘", "Kioxia CM7-R 7.68TB U.2 NVMe", "8", "16"],
               ["6", "计算网卡", "NVIDIA ConnectX-7 400Gb/s NDR InfiniBand", "8", "16"],
               ["7", "存储网卡", "NVIDIA BlueField-3 2 × 200GbE", "1", "2"]], [0.07, 0.12, 0.5, 0.13, 0.18]),
        ("p", zh("""
            数据盘按 RAID10 组建：单台裸容量 61.44TB，可用容量 30.72TB；两台合计裸容量 122.88TB、可用 61.44TB。
            系统盘仅用于操作系统，不作数据盘使用。
        """)),
        ("h", "二、价格"),
        ("t", [["服务项", "数量", "单价（不含税）", "单价（含 6% 增值税）", "月合计（含税）"],
               ["H200 八卡服务器（含上述 BOM、IB 网络、运维）", "2 台", "156,000 元/台/月", "165,360 元/台/月",
                "330,720 元"]], [0.36, 0.08, 0.18, 0.2, 0.18]),
        ("p", "服务期二十四（24）个月，为最短服务期；按月计费，每月 5 日前支付当月费用。"),
        ("h", "三、服务水平（摘自协议第五条）"),
        ("p", zh("""
            5.1 乙方交付 NVIDIA H200 SXM5，每卡显存 141GB；5.2 机内 NVSwitch 全互联，机间每台 8 × 400Gb/s NDR
            InfiniBand（支持 RDMA）；5.3 服务器由甲方独占，不虚拟化、不切分、不超售；5.4 月可用率不低于 99.95%；
            5.5 每低 0.05 个百分点，按当月该台费用 5% 抵扣，上限 50%；5.6 交付后 72 小时内验收：
            双机 nccl-tests busbw ≥ 370GB/s、fio 单台顺序读 ≥ 25GB/s，验收合格后起算服务期；
            5.7 服务期满后 7 日内删除全部数据并出具数据销毁证明。
        """)),
        ("sp", 4),
        ("t", [["甲方（盖章）", "乙方（盖章）"],
               ["上海澄明生物科技有限公司<br/>授权代表：宋岚", "华曜智算（乌兰察布）有限公"
                                            "司<br/>授权代表：白志强"]], [0.5, 0.5]),
    ], cjk=True, title="附件二 设备清单及价格", author="华曜智算（乌兰察布）有限公司",
        footer="华曜控股集团 · HUAYAO GROUP　｜　协议附件 第 2 册")


@doc("m07")
def m07(out: Path) -> None:
    pdf(out / "m07-transposed-node-types-b200-zh.pdf", [
        ("title", "智算集群配置及报价说明（B200 训练集群）"),
        ("p", "编制单位：深圳鹏城星算科技有限公司　　编制日期：2026-12-01　　版本：V1.3"),
        ("p", "适用客户：广州穗禾大模型科技有限公司（以下称“客户”）"),
        ("h", "一、集群配置（按节点类型）"),
        ("t", [["项目", "GPU 计算节点", "存储节点（3FS）", "管理节点"],
               ["数量", "4 台", "3 台", "1 台"],
               ["GPU", "8 × NVIDIA B200 192GB HBM3e", "—", "—"],
               ["GPU 互联", "第五代 NVLink + NVSwitch，每卡 1.8TB/s", "—", "—"],
               ["CPU", "2 × Intel Xeon Platinum 8570（56 核）", "2 × AMD EPYC 9354（32 核）", "1 × Xeon Silver 4410Y"],
               ["内存", "2TB DDR5", "768GB DDR5", "256GB DDR5"],
               ["系统盘", "2 × 960GB M.2 NVMe，RAID1", "2 × 480GB SATA SSD，RAID1", "2 × 480GB SATA SSD，RAID1"],
               ["本地数据盘", "8 × 3.84TB E3.S NVMe"
                         "（单台 30.72TB，本地缓存）", "12 × 15.36TB U.2 NVMe（3FS 存储池）", "—"],
               ["网络", "8 × 400Gb/s NDR InfiniBand，GPUDirect RDMA", "2 × 400Gb/s NDR InfiniBand", "2 × 25GbE"]],
         [0.14, 0.34, 0.3, 0.22]),
        ("small", zh("""
            注：3FS 分布式文件系统由 3 台存储节点提供，集群总裸容量 552.96TB，三副本后可用约 184TB，
            由全部计算节点共享挂载，聚合读带宽约 120GB/s；不属于单台计算节点的本地盘。
        """)),
        ("h", "二、报价"),
        ("t", [["项目", "计费单位", "单价（含 6% 增值税）", "数量", "月合计"],
               ["B200 计算节点", "台·月", "235,000 元", "4", "940,000 元"],
               ["3FS 存储节点、管理节点", "—", "已含在计算节点单价内", "—", "—"]], [0.3, 0.12, 0.22, 0.1, 0.26]),
        ("p", "最短租期十二（12）个月，按月计费、按季度预付。"),
        ("h", "三、服务承诺"),
        ("p", zh("""
            交付 NVIDIA B200，每卡显存 192GB；计算节点机内 NVLink/NVSwitch 全互联，机间 8 × 400Gb/s NDR
            InfiniBand；计算节点整机物理独享，不切分、不超售；月可用率 ≥ 99.9%；每低 0.1 个百分点返还当月
            费用 5%，上限 50%；交付后 5 个工作日内验收：四机 nccl-tests busbw ≥ 300GB/s、Llama 3 70B 训练
            MFU ≥ 35%；租期结束后 7 日内删除本地盘及 3FS 上全部客户数据并出具证明。
        """)),
    ], cjk=True, title="智算集群配置及报价说明", author="深圳鹏城星算科技有限公司",
        footer="内部编号 PCXS-SOL-2612-07")


@doc("m08")
def m08(out: Path) -> None:
    pdf(out / "m08-delivery-note-l40s-nvlink-zh.pdf", [
        ("title", "GPU 服务器上架交付确认单"),
        ("p", "交付对象：苏州澄湖智能装备有限公司　　交付单号：JF-20261205-02　　交付日期：2026-12-05"),
        ("h", "一、交付设备"),
        ("t", [["序号", "设备序列号", "机柜位置", "配置"],
               ["1", "SN 7D41A0C2", "A12-07 U15-U18", "见下方统一配置"],
               ["2", "SN 7D41A0C9", "A12-07 U19-U22", "见下方统一配置"]], [0.08, 0.22, 0.22, 0.48]),
        ("p", zh("""
            统一配置（每台）：8 × NVIDIA L40S 48GB GDDR6，8 卡 NVLink 全互联，卡间带宽 400GB/s；
            CPU 2 × Intel Xeon Gold 6448Y（每颗 32 核）；内存 1TB DDR5；系统盘两块 480GB SATA SSD（RAID1）；
            数据盘两块 3.84TB NVMe（不做 RAID）；网络 2 × 100GbE RoCE v2，支持 RDMA；公网 50Mbps。
        """)),
        ("h", "二、交付验收记录"),
        ("t", [["验收项", "标准", "结果"],
               ["nvidia-smi", "8 卡，每卡 48GB，无其他进程", "通过"],
               ["nvidia-smi topo -m", "GPU 间 NVLink 全互联", "待客户复核"],
               ["nccl-tests 单机 all_reduce", "busbw ≥ 150GB/s", "待客户复核"],
               ["fio 顺序读", "≥ 6GB/s", "通过"]], [0.3, 0.45, 0.25]),
        ("h", "三、服务条款"),
        ("p", zh("""
            交付型号 NVIDIA L40S，每卡 48GB；卡间 NVLink 全互联按上述配置；整机独享，不虚拟化、不超售；
            月可用率 99.9%，每低 0.1% 减免当月租金 5%，上限 50%；客户应于交付后 24 小时内完成上表复核，
            不达标可拒收；退租后 3 个工作日内擦除数据盘并出具擦除证明。
        """)),
        ("h", "四、结算信息"),
        ("p", "月租 26,800 元/台（含 6% 增值税），按月结算；起租日 2026-12-08；最短租期 3 个月。"),
        ("p", "收款户名：姑苏算力服务（苏州）有限公司　　开户行：中国银行苏州工业园区支行　　账号：5388 7310 2266"),
        ("p", "运维工单：ops.gusu-compute.example　　7×24 值班电话：0512-6255 8800"),
        ("sp", 4),
        ("p", "客户签收：＿＿＿＿＿＿＿　　交付工程师：钱卫东　　2026-12-05"),
    ], cjk=True, title="交付确认单 JF-20261205-02", author="", footer="交付确认单 一式两份")


@doc("m09")
def m09(out: Path) -> None:
    row = ("| bm.h100.8x | 8 × H100 SXM5 80GB，NVSwitch 900GB/s | 2 × Xeon Platinum 8480+（共 112 核） | 2TB "
           "| 2 × 960GB NVMe（RAID1） | 不含，需另购云盘或 CPFS | 4 × 3.84TB 本地 NVMe（15.36TB） |")
    text(out / "m09-billing-docs-h100-besteffort-zh.md", f"""
# 计费说明 · GPU 裸金属 H100

> Brightmoor Cloud 帮助中心 › 产品计费 › GPU 裸金属　｜　最近更新：2026-11-18

Brightmoor Cloud（明沼云）是广州明沼云计算有限公司运营的云服务品牌，本页面所述服务由广州明沼云计算有限公司提供。

## 一、实例规格

| 规格 | GPU | CPU | 内存 | 系统盘 | 数据盘 | 缓存盘 |
| --- | --- | --- | --- | --- | --- | --- |
{row}

- 本地盘说明：系统盘与缓存盘均为本地 NVMe；缓存盘用作训练数据与检查点缓存，实例释放后清空。
- 网络：每台 8 × 400Gb/s NDR InfiniBand，支持 GPUDirect RDMA。
- CPFS 并行文件系统为可选共享存储（多台实例共用），按 0.95 元/GB/月 另行计费，不属于实例本地盘。

## 二、价格

| 计费方式 | 单价 | 计费粒度 |
| --- | --- | --- |
| 按量付费 | 21.80 元/卡时（含 6% 增值税） | 按分钟计费，每小时出账 |
| 包年包月 | 请联系商务 | — |

- 按量付费无最短使用期，关机不停止计费，释放实例后停止计费。

## 三、服务等级

- 物理机独享，不超售、不虚拟化。
- 本产品按尽力而为（Best Effort）原则提供服务，不承诺具体可用率；因故障造成的中断不提供赔偿或代金券。
- 实例开通即开始计费，平台不提供交付验收服务。
- 实例释放后数据的处理以平台规则为准。

---
© 2026 广州明沼云计算有限公司　粤ICP备 2026xxxx 号
""")


@doc("m10")
def m10(out: Path) -> None:
    text(out / "m10-fw-email-quoted-h100-zh.txt", """
发件人: 刘倩 <liuqian@xingheng-robot.example>
发送时间: 2026年12月2日 星期三 10:15
收件人: 马骁 <maxiao@xingheng-robot.example>
主题: FW: 报价：H100 八卡裸金属（临江-XH-1202）

马工：临江那边的报价转给你，技术部分帮忙看一下，周五前回我。
刘倩｜采购部｜星衡机器人（深圳）有限公司

-------- 转发的邮件 --------
发件人: 许昊 <xuhao@linjiang-ai.example>
发送时间: 2026年12月1日 18:40
收件人: 刘倩 <liuqian@xingheng-robot.example>
主题: 报价：H100 八卡裸金属（临江-XH-1202）

刘经理您好，按您的问题逐条回复如下：

> 1. 配置：要一台 8 卡 H100，CPU 内存怎么配？
一台 8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互联，NVLink 900GB/s；CPU 2 × Intel Xeon Platinum 8468
（每颗 48 核），内存 2TB DDR5。

> 2. 存储：本地盘多大？系统盘和数据盘分开吗？
分开。数据盘 7.68T*4 NVMe U.2（共 30.72TB，不做 RAID），单盘 4K 随机读 1,000K IOPS、顺序读 7GB/s，
四盘聚合顺序读约 26GB/s；系统盘 2*960G SATA SSD 做 RAID1，只装系统。

> 3. 价格和租期？
76,000 元/台/月（不含税），含 6% 增值税为 80,560 元/台/月；最短租期 3 个月，按月计费、月初付款。
公网独享 200Mbps 已含。

> 4. 服务条款？
(1) 交付 NVIDIA H100 SXM5，每卡显存 80GB；(2) 机内 NVSwitch 全互联；(3) 整机独享，不虚拟化、不切分、
不超售；(4) 月可用率 99.9%；(5) 每低 0.1 个百分点补偿当月租金 5%，上限 50%；(6) 交付后 24 小时内验收：
nccl-tests 单机 busbw ≥ 400GB/s、fio 顺序读 ≥ 20GB/s，不达标不起租；(7) 退租后 5 个工作日内擦除
全部磁盘数据并出具数据销毁证明。

报价有效期 10 天。

许昊
大客户经理｜临江算力
临江智算（杭州）科技有限公司
杭州市滨江区长河街道 江虹路 768 号 4 幢
电话 0571-8663 9021

> -----原始邮件-----
> 发件人: 刘倩 <liuqian@xingheng-robot.example>
> 发送时间: 2026年11月30日 09:02
> 主题: 询价：H100 八卡
>
> 许经理，我们需要一台 8 卡 H100 做 Llama 3 70B 的 LoRA，请就配置、存储、价格、服务条款报价。
> 刘倩｜采购部｜星衡机器人（深圳）有限公司
""")


@doc("m11")
def m11(out: Path) -> None:
    pdf(out / "m11-capacity-reservation-h20-full-zh.pdf", [
        ("title", "算力产能预留确认函"),
        ("p", "致：杭州听澜科技有限公司"),
        ("p", "函号：SLY-YL-2026-118　　日期：2026 年 12 月 2 日"),
        ("p", zh("""
            贵司拟于 2027 年 1 月开展 Qwen2.5-72B 模型的全参数微调（全部参数参与更新，不采用 LoRA/QLoRA），
            并确认在单台八卡服务器上完成。为保障交付，我司现为贵司预留以下资源，预留期至 2026 年 12 月 31 日：
        """)),
        ("t", [["项目", "内容"],
               ["机型", "H20 八卡服务器 1 台：8 × NVIDIA H20 96GB HBM3，NVLink 900GB/s 全互联"],
               ["CPU / 内存", "2 × AMD EPYC 9654（每颗 96 核）/ 1.5TB DDR5"],
               ["系统盘", "2 × 480GB SATA SSD，RAID1"],
               ["数据盘", "四块 7.68TB NVMe U.2，合计 30.72TB"],
               ["公网", "独享 100Mbps"],
               ["租金", "48,500 元/台/月（含 6% 增值税），按月计费"],
               ["最短租期", "6 个月"],
               ["预留金", "10,000 元，于预留确认后 3 日内支付，可抵扣首月租金"]], [0.18, 0.82]),
        ("h", "服务承诺"),
        ("p", zh("""
            交付 NVIDIA H20，每卡显存 96GB；机内 NVLink 全互联；整机独享，不虚拟化、不切分、不超售；
            月可用率 99.9%；每低 0.1 个百分点减免当月租金 5%，上限 50%；交付后 24 小时内验收：
            nccl-tests 单机 busbw ≥ 350GB/s、fio 顺序读 ≥ 12GB/s；租期结束后 3 日内删除全部数据并出具证明。
        """)),
        ("p", "如贵司在预留期内未签署租赁合同，预留自动失效，预留金全额退还。"),
        ("sp", 5),
        ("p", "供应商：甘肃丝路云智算科技有限公司（丝路云智算）"),
        ("p", "联系人：马晓燕　0931-8826 4410　　地址：兰州新区 数据信息产业园 2 号楼"),
    ], cjk=True, title="产能预留确认函", author="甘肃丝路云智算科技有限公司", footer="SLY-YL-2026-118")


# ================================================================================================ English
@doc("m12")
def m12(out: Path) -> None:
    pdf(out / "m12-rfp-response-matrix-h100-en.pdf", [
        ("title", "Project LARKSPUR - GPU Training Capacity"),
        ("p", "RFP LSP-2026-07 | Response to Section 4: Technical and Commercial Requirements"),
        ("p", "Prepared for: Larkspur Biosciences, Inc., Procurement (attn. Megan Ostrowski)<br/>"
              "Prepared by: Quarry Peak Compute, Inc. | Response date: 30 November 2026"),
        ("small", "Compliance key: C = compliant, PC = partially compliant, NC = not compliant."),
        ("t", [["#", "Requirement", "Compliance", "Vendor remark"],
               ["4.1", "NVIDIA H100 SXM 80GB, eight per node", "C", "8x NVIDIA H100 SXM5 80GB HBM3 per node"],
               ["4.2", "Four nodes", "C", "4 nodes (32 GPUs), single pod"],
               ["4.3", "Intra-node NVLink, full mesh", "C", "NVSwitch full mesh, 900 GB/s NVLink per GPU"],
               ["4.4", "Inter-node >= 400 Gb/s per GPU with RDMA", "C",
                "8x 400Gb/s NDR InfiniBand per node, non-blocking, GPUDirect RDMA"],
               ["4.5", "Host CPU >= 96 cores per node", "C", "2x AMD EPYC 9534 (64 cores each)"],
               ["4.6", "Host RAM >= 1.5 TB per node", "C", "2 TB DDR5 per node"],
               ["4.7", "Local NVMe >= 30 TB per node", "C",
                "4 x 7.68 TB U.2 NVMe per node (30.72 TB), no RAID; OS on 2 x 960 GB M.2, mirrored"],
               ["4.8", "Shared file system", "PC",
                "Lustre 500 TB shared by the four nodes (not per node), 40 GB/s aggregate; tiering to S3 not offered"],
               ["4.9", "Internet", "C", "1 Gbps per node"],
               ["4.10", "Dedicated hardware", "C", "Bare metal, single tenant; no virtualisation or oversubscription"],
               ["4.11", "Availability >= 99.9% monthly", "C", "99.9% monthly per node"],
               ["4.12", "Service credits", "C", "10% of the node's monthly fee per 0.1% below target, capped at 50%"],
               ["4.13", "Acceptance testing", "C",
                "Within 48 hours of handover: 4-node nccl-tests all_reduce busbw >= 350 GB/s and Llama 3 70B "
                "MFU >= 40%; billing starts on acceptance"],
               ["4.14", "Data deletion", "C", "NIST 800-88 purge of all drives within 5 business days of term end, "
                                             "with a certificate"],
               ["4.15", "Pricing", "C", "USD 2.45 per GPU-hour, reserved; invoiced monthly in arrears"],
               ["4.16", "Term", "C", "Minimum term six (6) months, renewable monthly"]],
         [0.06, 0.3, 0.1, 0.54]),
        ("p", en("""
            All remarks are binding and will be reproduced in Schedule B of the Master Services Agreement. Exact
            GPU model and 80 GB per GPU are as stated in 4.1; the NVSwitch and NDR fabric as in 4.3 and 4.4.
        """)),
        ("small", "Quarry Peak Compute, Inc. | 4410 Industrial Pkwy, Hillsboro, OR 97124 | bids@quarrypeak.example"),
    ], title="LSP-2026-07 response", author="", footer="Project LARKSPUR | RFP LSP-2026-07 | Confidential")


@doc("m13")
def m13(out: Path) -> None:
    text(out / "m13-email-inline-replies-a100-en.txt", """
From: Dana Whitfield <dana@ashgrove-gpu.example>
To: Priya Raman <priya@fennelai.example>
Date: Tue, 1 Dec 2026 16:22:05 +0000
Subject: Re: A100 x2 nodes - questions before we sign

Hi Priya,

Answers inline below.

> Which GPUs exactly, and how much memory per card?

8x NVIDIA A100 SXM4 80GB per node, NVSwitch, 600 GB/s NVLink per GPU. Two nodes, as discussed.

> CPU and RAM?

2x AMD EPYC 7763 (64 cores each) and 1 TB of RAM per node.

> Storage - what is local to each box and what is shared?

Each node has 8 x 3.84TB NVMe for data, 30.72TB per node (that's 27.9 TiB as the OS reports it), no RAID.
Boot is separate: 2 x 480GB SATA SSD, RAID1. Nothing is shared between the nodes unless you add our NFS
option later.

> Network between the two nodes?

4x 200Gb/s HDR InfiniBand per node, RDMA enabled. 1 Gbps internet per node.

> Price and term?

GBP 1.65 per GPU-hour ex VAT (VAT at 20% on top), invoiced monthly; minimum term 3 months.

> SLA? Our legal team needs it in the order form.

All of these go in the order form as written:
  - exact model A100 SXM4 80GB, 80 GB per GPU, NVSwitch within a node and HDR InfiniBand between nodes;
  - dedicated bare metal, no sharing, no virtualisation, no oversubscription;
  - 99.9% monthly availability per node;
  - credits of 5% of the monthly fee per 0.1% below, up to 50%;
  - acceptance within 48 hours of handover: 2-node nccl-tests busbw >= 80 GB/s and fio >= 10 GB/s, or you
    may reject the nodes;
  - all drives wiped within 5 working days of the end of the term, with a deletion certificate.

Let me know and I'll send the order form for signature.

Best,
Dana

--
Dana Whitfield
Senior Account Executive
Ashgrove GPU Ltd | Unit 4, Kingsway Business Park, Manchester M19 1FT
+44 161 555 0142

On Mon, 30 Nov 2026 at 09:41, Priya Raman <priya@fennelai.example> wrote:
> Hi Dana, thanks for the call. Before we sign for the two A100 nodes, a few questions:
> Which GPUs exactly, and how much memory per card?
> CPU and RAM?
> Storage - what is local to each box and what is shared?
> Network between the two nodes?
> Price and term?
> SLA? Our legal team needs it in the order form.
> Priya Raman | Head of ML Platform | Fennel AI Ltd
""")


@doc("m14")
def m14(out: Path) -> None:
    pdf(out / "m14-letter-of-offer-slip-h200-sgd-en.pdf", [
        ("brand", "HALCYON · Bare-metal GPU Cloud"),
        ("small", "Singapore | Johor | Jakarta"),
        ("sp", 3),
        ("p", "2 December 2026<br/>Ms Grace Loh, Chief Technology Officer<br/>Orchid Vale Analytics Pte. Ltd.<br/>"
              "30 Biopolis Street, #07-01, Singapore 138671"),
        ("title", "Letter of Offer: two H200 nodes, twelve-month term"),
        ("p", en("""
            Dear Ms Loh, further to our meeting of 28 November we are pleased to offer the following dedicated
            capacity in our Singapore (Tai Seng) facility.
        """)),
        ("t", [["Item", "Offer"],
               ["Nodes", "Two (2)"],
               ["GPU", "8x NVIDIA H200 SXM 141GB HBM3e per node, NVSwitch, 900 GB/s NVLink"],
               ["Host", "2x Intel Xeon Platinum 8558 (48 cores each), 2 TB DDR5"],
               ["Storage", "30.72 TB NVMe per node¹; boot 2x 1.92 TB M.2 NVMe, RAID 1"],
               ["Fabric", "8x 400Gb/s NDR InfiniBand per node, RDMA"],
               ["Internet", "500 Mbps per node"],
               ["Fee", "S$ 118,500 per node per month excluding 9% GST (S$ 129,165 including GST)"],
               ["Term", "Twelve (12) months minimum; billed monthly in advance"]], [0.2, 0.8]),
        ("small", "¹ Raw capacity of 4 × 7.68 TB U.2 NVMe. Delivered as RAID 5: 23.04 TB usable per node."),
        ("h", "Service commitments"),
        ("p", en("""
            (a) Exactly NVIDIA H200 SXM with 141 GB per GPU; (b) NVSwitch within each node and NDR InfiniBand between
            nodes as above; (c) dedicated single-tenant servers, no virtualisation, no oversubscription; (d) 99.9%
            monthly availability per node; (e) service credits of 5% of the monthly fee for each 0.1% below, capped
            at 50%; (f) acceptance within 48 hours of handover against nccl-tests 2-node busbw >= 370 GB/s and fio
            >= 15 GB/s per node, billing starting on acceptance; (g) secure erasure of all drives within 5 business
            days after the term, with a certificate of destruction.
        """)),
        ("p", "This offer is open for acceptance until 16 December 2026."),
        ("p", "Yours sincerely,<br/>Marcus Tan, Head of Sales"),
        ("sp", 4),
        ("mono", "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -  (detach)"),
        ("h", "ACCEPTANCE"),
        ("p", "We accept the Letter of Offer dated 2 December 2026 for two H200 nodes on the terms above.<br/>"
              "For and on behalf of Orchid Vale Analytics Pte. Ltd.<br/>Name: ____________  Signature: ____________"
              "  Date: ________"),
    ], title="Letter of Offer", author="Halcyon Infrastructure Pte. Ltd.",
        footer="Halcyon Infrastructure Pte. Ltd. (UEN 202411873K) | 9 Tai Seng Drive, Singapore 535227")


@doc("m15")
def m15(out: Path) -> None:
    pdf(out / "m15-benchmark-brief-offer-b200-en.pdf", [
        ("brand", "COBALTLINE"),
        ("small", "Cobaltline AS | Performance brief PB-26-11"),
        ("title", "B200 training throughput: what our customers measure"),
        ("p", en("""
            This brief summarises the Llama 3 70B LoRA and Llama 3 8B pre-training runs our solutions team ran on
            two of our HGX B200 nodes in Stavanger in November 2026, and closes with our standing offer for those
            nodes.
        """)),
        ("h", "1. Test system"),
        ("t", [["Component", "Per node"],
               ["GPU", "8x NVIDIA B200 192GB HBM3e"],
               ["Peak BF16 Tensor", "4.5 PFLOPS per GPU (36 PFLOPS per node)"],
               ["NVLink", "5th-generation NVLink with NVSwitch, 1.8 TB/s per GPU"],
               ["CPU / RAM", "2x Intel Xeon 6960P (72 cores each) / 2 TB DDR5"],
               ["Scratch", "8 x 3.84 TB E1.S NVMe, 30.72 TB per node"],
               ["Boot", "2x 960 GB M.2 NVMe, RAID 1"],
               ["Shared", "WEKA 200 TB, mounted on both nodes (cluster-wide, not per node)"],
               ["Fabric", "8x 400Gb/s NDR InfiniBand per node, GPUDirect RDMA"]], [0.28, 0.72]),
        ("h", "2. Results"),
        ("t", [["Workload", "Tokens/s (2 nodes)", "MFU vs. peak above"],
               ["Llama 3 8B pre-training, seq 8192", "142,000", "23%"],
               ["Llama 3 70B LoRA, seq 4096", "19,400", "21%"]], [0.44, 0.28, 0.28]),
        ("p", en("""
            MFU is reported against the peak BF16 figure in section 1. nccl-tests all_reduce busbw across the two
            nodes reached 372 GB/s.
        """)),
        ("h", "3. Standing offer"),
        ("p", en("""
            The two nodes above are available from 15 December 2026 at EUR 4.10 per GPU-hour excluding VAT, billed
            hourly and invoiced monthly, minimum term one (1) month. Terms: exact model NVIDIA B200 with 192 GB per
            GPU; NVLink/NVSwitch within each node and NDR InfiniBand between them as in section 1; dedicated bare
            metal, no sharing or oversubscription; 99.9% monthly availability; credits of 5% of the monthly fee per
            0.1% below, up to 50%; acceptance within 48 hours against 2-node busbw >= 350 GB/s and the tokens/s
            above, or the order may be cancelled; all scratch drives and WEKA data deleted within 5 days of the
            end of the term, with a certificate.
        """)),
        ("small", "Cobaltline AS | Forus, Stavanger, Norway | org. no. 931 552 804 | sales@cobaltline.example"),
    ], title="PB-26-11", author="Cobaltline AS", footer="COBALTLINE | Performance brief PB-26-11")


@doc("m16")
def m16(out: Path) -> None:
    board = """
+--------------------------------------------------------------------------------------------+
| GPUXCHANGE  Capacity board  |  filter: H100 SXM, 8 GPUs, reserved 7d+  |  3 of 41 hosts    |
+-------------+-------------------------+-----------+------------------+--------+------------+
| Host        | Provider                | GPUs      | Local disk       | $/GPU-h| Rating     |
+-------------+-------------------------+-----------+------------------+--------+------------+
| fx-h100-022 | Ferrous Labs            | 8x H100   | 4 x 3.84TB NVMe  |  2.05  | 4.4 (212)  |
| px-h100-117 | Palisade Compute LLC    | 8x H100   | 2 x 7.68TB NVMe  |  2.19  | 4.8 (1,031)|
| os-h100-009 | Osprey Metal            | 8x H100   | 1 x 3.84TB NVMe  |  1.98  | 3.9 (87)   |
+-------------+-------------------------+-----------+------------------+--------+------------+
"""
    pdf(out / "m16-exchange-order-ticket-h100-en.pdf", [
        ("small", "https://gpuxchange.example/board?gpu=h100-sxm&n=8 | printed 2026-12-03 08:14 UTC"),
        ("mono", board.strip("\n")),
        ("small", en("""
            GPUXchange Inc. operates the board and takes orders as the providers' agent. Each host is rented from
            the provider named on it, under that provider's terms.
        """)),
        ("h", "ORDER TICKET GX-88412 - CONFIRMED"),
        ("t", [["Field", "Value"],
               ["Host", "px-h100-117 (Ashburn, VA)"],
               ["Provider (contracting party)", "Palisade Compute LLC"],
               ["Customer", "Brightwater Labs, Inc."],
               ["Configuration", "1 node: 8x NVIDIA H100 SXM5 80GB, NVSwitch 900 GB/s; 2x Intel Xeon Platinum 8462Y+ "
                                 "(32 cores each); 1 TB RAM"],
               ["Storage", "Data: 2 x 7.68TB NVMe (15.36 TB); OS: 480GB SATA SSD"],
               ["Network", "10 Gbps uplink, unmetered"],
               ["Rate", "USD 2.19 per GPU-hour, billed per minute"],
               ["Reservation", "7 days minimum (1 week), then rolling weekly"]], [0.3, 0.7]),
        ("h", "Provider terms attached (Palisade Compute LLC, Schedule P-2)"),
        ("p", en("""
            1. Exact GPU model NVIDIA H100 SXM5 with 80 GB per GPU. 2. NVSwitch full mesh within the node as listed.
            3. The whole server is dedicated to the customer: no virtualisation, sharing or oversubscription.
            4. 99.9% monthly availability. 5. Credits of 10% of the week's charge per hour of downtime beyond the
            target, up to 100%. 6. Acceptance: within 12 hours of handover the customer may run nvidia-smi, topo -m,
            nccl-tests (busbw >= 380 GB/s) and fio (>= 8 GB/s); a failing host is released without charge.
            7. Drives are cryptographically erased within 48 hours of the end of the rental; a wipe report is sent.
        """)),
    ], title="Order GX-88412", author="GPUXchange Inc.", footer="GPUXchange Inc. | agent for the listed providers")


@doc("m17")
def m17(out: Path) -> None:
    pdf(out / "m17-integrator-build-sheet-l40s-full-en.pdf", [
        ("brand", "REDWATER"),
        ("small", "Redwater Systems Integration Ltd | Managed GPU infrastructure | Reading, Berkshire"),
        ("title", "Managed Server Quotation RW-Q-26-0931"),
        ("p", "Customer: Thistledown AI Ltd (Edinburgh) | Date: 27 November 2026 | Valid: 30 days"),
        ("p", en("""
            Your brief: full-parameter fine-tuning of Llama 3 70B (all weights updated, no LoRA or adapters) on a
            single managed server, hosted for you. We quote one server built and managed by Redwater.
        """)),
        ("h", "Build sheet"),
        ("t", [["Slot / part", "Component", "Qty"],
               ["Chassis", "Supermicro SYS-521GE-TNRT (5U, 10x PCIe GPU)", "1"],
               ["GPU slots 1-8", "NVIDIA L40S 48GB PCIe Gen4 (no NVLink; GPU-to-GPU over PCIe)", "8"],
               ["CPU", "Intel Xeon Gold 6538N, 32 cores", "2"],
               ["Memory", "64GB DDR5-5600 RDIMM (1 TB total)", "16"],
               ["M.2 boot", "960GB M.2 NVMe, mirrored (RAID 1)", "2"],
               ["NVMe bays 0-3", "4 x 7.68 TB U.2 NVMe (Solidigm D7-P5520), data, 30.72 TB", "4"],
               ["NVMe bays 4-7", "empty", "-"],
               ["NIC", "2x 100GbE (ConnectX-6 Dx)", "1"]], [0.2, 0.68, 0.12]),
        ("small", en("""
            Hardware manufactured by Super Micro Computer, Inc.; hosted at Equinix LD8 (London) in Redwater's
            racks. Redwater is the sole contracting party and supplier.
        """)),
        ("h", "Price"),
        ("t", [["Description", "Monthly, ex VAT", "Monthly, inc VAT 20%"],
               ["Managed L40S server, as built above, incl. hosting, power and 1 Gbps internet", "GBP 14,900.00",
                "GBP 17,880.00"]], [0.56, 0.22, 0.22]),
        ("p", "Minimum term twelve (12) months, invoiced monthly in advance."),
        ("h", "Service terms"),
        ("p", en("""
            Exact model NVIDIA L40S with 48 GB per GPU; GPUs communicate over PCIe Gen4 as stated; the server is
            dedicated to Thistledown AI, single tenant, no virtualisation; 99.9% monthly availability; credits of
            5% of the monthly fee per 0.1% below, up to 40%; acceptance within 3 business days (gpu-burn, nccl-tests
            busbw >= 20 GB/s, fio >= 10 GB/s) before billing starts; all drives wiped within 5 business days of the
            term's end, with a certificate.
        """)),
        ("p", "Redwater Systems Integration Ltd, Company No. 10984421 | quotes@redwater-si.example"),
    ], title="RW-Q-26-0931", author="Redwater Systems Integration Ltd", footer="REDWATER | RW-Q-26-0931")


@doc("m18")
def m18(out: Path) -> None:
    pdf(out / "m18a-po-acknowledgement-mi300x-eur-en.pdf", [
        ("title", "ORDER ACKNOWLEDGEMENT OA-2026-1187"),
        ("t", [["Sold-to", "Ship-to / service location", "Supplier"],
               ["Bergfeld Analytics GmbH<br/>Karlstraße 40, 80333 München<br/>VAT DE318842117",
                "Supplier data centre AMS-3, Schiphol-Rijk (remote access)",
                "Vanterra Compute B.V.<br/>Kruisweg 811, 2132 NG Hoofddorp<br/>KvK 92158422"]], [0.34, 0.33, 0.33]),
        ("p", "Your purchase order: PO 4500018832 of 25 November 2026 | Acknowledged: 27 November 2026"),
        ("p", "We acknowledge your purchase order and confirm the service below on our General Terms v4.2."),
        ("t", [["Line", "Description", "Qty", "Unit", "Unit price (EUR, excl. VAT)", "Monthly (EUR)"],
               ["10", "MI300X 8-GPU server, dedicated", "2", "node-month", "36,400.00", "72,800.00"],
               ["20", "Setup and burn-in (one-off)", "1", "each", "2,500.00", "-"]],
         [0.07, 0.37, 0.07, 0.12, 0.2, 0.17]),
        ("small", "VAT: reverse charge (Art. 196 VAT Directive). Minimum term 6 months; billed monthly in advance."),
        ("h", "Line 10 specification (per node)"),
        ("p", en("""
            8x AMD Instinct MI300X OAM 192GB HBM3, AMD Infinity Fabric (xGMI) full mesh within the node; 2x AMD EPYC
            9454 (48 cores each); 2304 GB DDR5 (24x 96GB); data drives 8 x 3.84 TB NVMe (Micron 7450), RAID 10:
            30.72 TB raw, 15.36 TB usable; boot 2x 960 GB SATA SSD, RAID 1; 8x 400GbE RoCE v2 per node with RDMA
            between the two nodes; 1 Gbps internet.
        """)),
        ("p", "Service levels: General Terms v4.2, Annex S (attached as a separate document)."),
        ("p", "Vanterra Compute B.V. - Order Desk - orders@vanterra.example"),
    ], title="OA-2026-1187", author="Vanterra Compute B.V.", footer="OA-2026-1187 | page")
    pdf(out / "m18b-general-terms-annex-s-mi300x-en.pdf", [
        ("title", "Vanterra Compute B.V. - General Terms v4.2"),
        ("p", "Annex S - Service levels for dedicated GPU servers (applies to order acknowledgement OA-2026-1187)"),
        ("p", en("""
            S1 GPU model AMD Instinct MI300X, 192 GB per GPU; S2 Infinity Fabric within nodes and RoCE v2 between
            them as specified in the acknowledgement; S3 dedicated hardware, no partitioning, no oversubscription;
            S4 monthly availability 99.9%; S5 service credits 5% of the monthly fee per 0.1% below, max 50%;
            S6 acceptance within 72 hours:
            RCCL all_reduce busbw >= 300 GB/s across both nodes and fio >= 10 GB/s, billing from acceptance;
            S7 certified data erasure within 10 days of termination.
        """)),
        ("p", en("""
            Credits are the customer's sole remedy for unavailability. Planned maintenance announced five business days
            ahead is excluded, at most four hours a month.
        """)),
    ], title="General Terms v4.2 Annex S", author="Vanterra Compute B.V.", footer="Vanterra Compute B.V. | GT v4.2")


@doc("m19")
def m19(out: Path) -> None:
    pdf(out / "m19-faq-offer-h100pcie-sgd-en.pdf", [
        ("brand", "Merlion GPU"),
        ("title", "Your offer, as questions and answers"),
        ("p", "For: Tanjong Robotics Pte. Ltd. | Offer MG-2611-45 | 29 November 2026"),
        ("h", "What exactly am I renting?"),
        ("p", en("""
            Two (2) servers, each with 8x NVIDIA H100 PCIe 80GB. The cards are joined by NVLink bridges in pairs
            (600 GB/s per pair); there is no NVSwitch, so traffic between pairs goes over PCIe Gen5. Each server has
            2x AMD EPYC 9354 (32 cores each) and 1 TB of RAM.
        """)),
        ("h", "What storage is in each server?"),
        ("p", en("""
            Two 3.84TB NVMe drives for data (7.68 TB per server), plus a 480GB SATA SSD pair in RAID1 for the OS.
            Separately, a 50TB JuiceFS volume is shared by both servers; it is not local to either.
        """)),
        ("h", "How are the two servers connected?"),
        ("p", "2x 200Gb/s RoCE v2 per server, RDMA enabled. Internet is 1 Gbps per server."),
        ("h", "What does it cost?"),
        ("p", "S$ 2.60 per GPU-hour, excluding 9% GST, billed hourly"
              " and invoiced monthly. Minimum term one (1) month."),
        ("h", "Is it shared with anyone?"),
        ("p", "No. Both servers are dedicated to you: no virtualisation, no slicing, no oversubscription."),
        ("h", "What do you promise in the contract?"),
        ("p", en("""
            The exact model (NVIDIA H100 PCIe, 80 GB per GPU) and the NVLink-pair topology above; 99.9% monthly
            availability; credits of 5% of the monthly fee for each 0.1% below, capped at 50%; acceptance within
            24 hours of handover (nccl-tests 2-node busbw >= 40 GB/s, fio >= 5 GB/s), with billing from acceptance;
            deletion of all local and JuiceFS data within 5 business days of the end, with a certificate.
        """)),
        ("small", "Merlion GPU Cloud Pte. Ltd. | 1 Changi Business Park"
                  " Crescent, Singapore | hello@merliongpu.example"),
    ], title="MG-2611-45", author="Merlion GPU Cloud Pte. Ltd.", footer="Merlion GPU | MG-2611-45")


@doc("m20")
def m20(out: Path) -> None:
    screen = """
+-----------------------------------------------------------------------------+
|  cirrusdeck  console          Instances > Create instance > Review           |
+-----------------------------------------------------------------------------+
|  Instance type     gpu.h100.share                                           |
|                    "H100 80GB - dedicated-class performance"                 |
|  GPU               1x NVIDIA H100 SXM 80GB (shared: up to 2 tenants per      |
|                    GPU, container memory quota 40 GB, compute time-shared)   |
|  vCPU / memory     16 vCPU / 120 GiB                                         |
|  Root volume       50 GiB network SSD                                        |
|  Data volume       1 TiB block volume (gp3-class), 250 MB/s baseline         |
|  Local NVMe        none                                                      |
|  Network           up to 25 Gbps                                             |
|  Region            eu-west-2 (Dublin)                                        |
+-----------------------------------------------------------------------------+
|  Price             USD 1.10 / hour, per-second billing, no minimum           |
|  SLA               99.5% monthly uptime - see cirrusdeck.example/sla         |
|                                   [ Cancel ]   [ Launch instance ]           |
+-----------------------------------------------------------------------------+
"""
    pdf(out / "m20-console-review-h100-quota-en.pdf", [
        ("small", "Screenshot attached to ticket #55102 by Oliver Brandt (Nimbleleaf Analytics), 2026-12-02"),
        ("mono", screen.strip("\n")),
        ("p", en("""
            Support reply (Cirrusdeck): the share type runs each workload in a container on a physical H100 SXM 80GB
            that is shared with one other tenant; each container is limited to 40 GB of GPU memory. Instances are
            usable as soon as they launch; there is no acceptance step.
        """)),
        ("small", "© 2026 Cirrusdeck Technologies Ltd. All rights reserved."),
    ], title="ticket 55102 screenshot", author="", footer="ticket #55102 attachment 1 of 1")


@doc("m21")
def m21(out: Path) -> None:
    text(out / "m21-notion-page-a100-40g-besteffort-en.md", """
# Lumenvale Compute - A100 "Workhorse" nodes

> [!NOTE]
> Lumenvale Compute is a trading name of 深圳流明谷算力科技有限公司
> (Shenzhen Lumenvale Computing Technology Co., Ltd.). Quotes, contracts and invoices are issued by that company.

**Prepared for:** Corvid Labs (Julia Novak) · **Date:** 2 Dec 2026 · **Ref:** LV-WH-0217

## What you get

- 1 node with exactly 8× NVIDIA A100 SXM4 40GB, NVSwitch, 600 GB/s NVLink
- 2× AMD EPYC 7543 (32 cores each), 1 TB RAM
- Local scratch: 2 x 3.84TB NVMe (7.68 TB); boot: 1× 960GB SATA SSD
- 1 Gbps internet
- Single tenant - nobody else on the box

## Price

| Plan | Price | Minimum |
| --- | --- | --- |
| Workhorse monthly | USD 7,900 per node per month (excl. taxes) | 1 month |

## Service

> [!WARNING]
> We don't offer an SLA on the Workhorse tier. Uptime is best effort and there are no service credits.
> Billing begins at handover; there is no acceptance window.
> Data on local disks is your responsibility; we don't erase or certify anything at the end.

*Your contact at Lumenvale: Owen Li, owen@lumenvale.example*
""")


@doc("m22")
def m22(out: Path) -> None:
    pdf(out / "m22-esign-envelope-quote-h20-hkd-en.pdf", [
        ("title", "Envelope summary"),
        ("t", [["Envelope ID", "5E2A-91C0-44D7-B6F1"],
               ["Subject", "Please sign: Quotation TYDC-Q-2611-208 (H20 x 2)"],
               ["Sender", "Chloe Ng <chloe.ng@tydc.example>"],
               ["Recipients", "1. Marcus Lee (Signer) - Harbourfront Quant Ltd<br/>2. Chloe Ng (Copy)"],
               ["Status", "Sent 2026-12-01 17:02 HKT; awaiting signature"]], [0.22, 0.78]),
        ("pb",),
        ("brand", "TYDC"),
        ("small", "Tsing Yi Data Centre Services Limited | 8 Tsing Yi Road, New Territories, Hong Kong"),
        ("title", "Quotation TYDC-Q-2611-208"),
        ("p", "To: Harbourfront Quant Ltd (Marcus Lee) | Date: 1 December 2026 | Valid for 14 days"),
        ("t", [["Item", "Description", "Qty", "Unit price", "Amount / month"],
               ["1", "H20 GPU server: 8x NVIDIA H20 96GB, NVLink 900 GB/s; 2x Intel Xeon Platinum 8468 (48 cores "
                     "each); 2 TB RAM; boot 2x 480GB SATA SSD RAID1", "2", "HK$ 52,000 / node-month",
                "HK$ 104,000"],
               ["2", "Inter-node fabric: 4x 200Gb/s RoCE v2 per node, RDMA", "2", "included", "-"],
               ["3", "Internet 100 Mbps per node", "2", "included", "-"]], [0.06, 0.5, 0.06, 0.2, 0.18]),
        ("p", en("""
            Storage not included: the quoted rate covers compute and the 2x 480GB boot mirror only; data storage can
            be quoted separately on request. Hong Kong has no VAT or GST. Minimum term six (6) months; billed
            monthly.
        """)),
        ("h", "Terms"),
        ("p", en("""
            Exact model NVIDIA H20, 96 GB per GPU; NVLink within each node and RoCE v2 between the nodes as quoted;
            dedicated servers, no virtualisation or oversubscription; 99.9% monthly availability; credits of 5%
            per 0.1% below, up to 50%; acceptance within 48 hours of handover (2-node nccl-tests busbw >= 60 GB/s),
            billing from acceptance; boot drives wiped within 5 days of the end of the term, with a certificate.
        """)),
        ("p", "Signature: ____________ (Harbourfront Quant Ltd)"),
    ], title="TYDC-Q-2611-208", author="Tsing Yi Data Centre Services Limited",
        footer="Envelope 5E2A-91C0-44D7-B6F1")


# ================================================================================================ bilingual
@doc("m23")
def m23(out: Path) -> None:
    pdf(out / "m23-activation-notice-h100-bi.pdf", [
        ("title", "资源开通通知 Service Activation Notice"),
        ("p", "发件 From：深港云枢 ShenGang Hub Cloud 交付中心 Delivery Centre　　日期 Date：2026-12-04"),
        ("p", "收件 To：深圳蓝湾语言智能有限公司 Bluebay Language Intelligence"
              "（吴楠 Wu Nan）　　订单 Order：SGH-O-77120"),
        ("p", "您订购的 4 台 H100 服务器已开通，可以登录使用。Your four H100 servers are ready."),
        ("t", [["主机名 Hostname", "管理 IP", "机柜 Rack"],
               ["bluebay-h100-01", "10.80.12.11", "B3-04"], ["bluebay-h100-02", "10.80.12.12", "B3-04"],
               ["bluebay-h100-03", "10.80.12.13", "B3-05"], ["bluebay-h100-04", "10.80.12.14", "B3-05"]],
         [0.4, 0.3, 0.3]),
        ("h", "每台配置 Per-server configuration"),
        ("p", zh("""
            GPU：8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互联 full mesh，NVLink 900GB/s；CPU：2 × Intel Xeon
            Platinum 8480+（56 核 cores each）；内存 RAM：2TB；网络 Fabric：8 × 400Gb/s NDR InfiniBand，RDMA。
        """)),
        ("t", [["挂载点 Mount", "存储 Storage", "说明 Note"],
               ["/", "系统盘 OS：2 块 960GB NVMe，RAID1", "仅系统 OS only"],
               ["/data", "本地 NVMe 4 块 × 3.84TB（15.36TB），不做 RAID", "每台 per server"],
               ["/mnt/3fs", "3FS 共享 shared，200TB 配额 quota", "4 台共用 shared by the 4 servers"]],
         [0.18, 0.5, 0.32]),
        ("h", "计费 Billing"),
        ("p", "单价 Unit price：¥ 75,000/台/月 per server-month（含 6% 增值税 incl. VAT）；最短租期 minimum term："
              "六个月 six (6) months；计费起始 billing starts 2026-12-05 00:00，按月计费 billed monthly。"),
        ("h", "服务条款摘要 Terms recap（合同 SGH-C-2026-301 第 4 条）"),
        ("p", zh("""
            交付 H100 SXM5，每卡 80GB per GPU；NVSwitch 与 NDR IB 按上述 as above；独享 dedicated，不切分、
            不超售 no slicing or oversubscription；月可用率 availability 99.9%；每低 0.1% 补偿 5% credit，上限
            50%；请于 48 小时内完成验收 acceptance within 48 h：四机 nccl-tests busbw ≥ 350GB/s、fio ≥ 20GB/s，
            不达标可拒收；期满 5 个工作日内删除本地盘与 3FS 数据并出具证明 deletion certificate。
        """)),
        ("small", "深港云枢 ShenGang Hub Cloud · 深圳深港云枢科技有限公司 · 7×24 NOC 0755-8620 3300"),
    ], cjk=True, title="Activation SGH-O-77120", author="深圳深港云枢科技有限公司",
        footer="深港云枢 ShenGang Hub Cloud")


@doc("m24")
def m24(out: Path) -> None:
    slides = [
        [("title", "秦川大模型二期　算力方案 Qinchuan LLM Phase II: Compute Proposal"),
         ("slide", "编制单位 Prepared by：华岳算力服务（西安）有限公司 Huayue Compute Services (Xi'an) Co., Ltd."),
         ("slide", "呈送 For：陕西秦川智能研究院 Shaanxi Qinchuan AI Institute　｜　2026-12　｜　v1.2")],
        [("title", "1　配置 Configuration"),
         ("slide", "• 8 台 nodes × 8 × NVIDIA H800 SXM5 80GB（共 64 卡 GPUs）"),
         ("slide", "• NVSwitch 全互联 full mesh，NVLink 400GB/s 每卡 per GPU"),
         ("slide", "• 2 × Intel Xeon Platinum 8468（48 核 cores each）｜ 2TB DDR5")],
        [("title", "2　存储 Storage architecture"),
         ("slide", "• 本地 Local：每台 per node 8 × 3.84TB NVMe，RAID0 条带 striped = 30.72TB"),
         ("slide", "• 系统盘 Boot：2 × 960GB SATA SSD，RAID1"),
         ("slide", "• 集群 Cluster-wide：Lustre 1PB，8 台共享 shared，聚合 aggregate 60GB/s"),
         ("slide", "• 冷数据 Cold：对象存储 OSS（可选 optional，0.12 元/GB/月）")],
        [("title", "3　网络 Network"),
         ("slide", "• 8 × 400Gb/s NDR InfiniBand 每台 per node，胖树无收敛 non-blocking fat tree"),
         ("slide", "• GPUDirect RDMA；公网 Internet 200Mbps 共享 shared")],
        [("title", "4　价格 Pricing"),
         ("slide", "• ¥ 92,000 / 台 / 月 per node-month（不含税 excl. VAT）；含 6% 增值税 ¥ 97,520"),
         ("slide", "• 8 台 × 12 个月 = ¥ 8,832,000（不含税 excl. VAT）"),
         ("slide", "• 最短租期 minimum term：十二个月 twelve (12) months；按月计费 billed monthly")],
        [("title", "5　服务承诺 Commitments"),
         ("slide", "• 型号 H800 SXM5、每卡 80GB per GPU；NVSwitch + NDR IB 按上 as above"),
         ("slide", "• 独享 dedicated，不切分不超售；月可用率 availability 99.9%"),
         ("slide", "• 每低 0.1% 补偿 5% credits，上限 cap 50%"),
         ("slide", "• 验收 acceptance：5 个工作日内 within 5 working days，八机 busbw ≥ 150GB/s，MFU ≥ 40%"),
         ("slide", "• 期满 7 日内删除本地盘与 Lustre 数据并出具证明 deletion certificate")],
    ]
    items: list[Item] = []
    for i, slide in enumerate(slides):
        if i:
            items.append(("pb",))
        items.extend(slide)
    pdf(out / "m24-slide-handout-h800-bi.pdf", items, cjk=True, title="Qinchuan LLM Phase II",
        author="华岳算力服务（西安）有限公司", footer="秦川大模型二期 Qinchuan LLM Phase II　｜　讲义 handout",
        land=True)


@doc("m25")
def m25(out: Path) -> None:
    pdf(out / "m25-reservation-letter-b200-usd-bi.pdf", [
        ("brand", "汇川数智集团　HUICHUAN DIGITAL GROUP"),
        ("title", "算力资源预留确认函 Capacity Reservation Letter"),
        ("p", "编号 Ref：HCD-HK-RSV-2612-03　　日期 Date：2026-12-03"),
        ("p", "致 To：新加坡澜石智能 Lanshi Intelligence Pte. Ltd."),
        ("p", zh("""
            本函由汇川数智集团成员企业 汇川数智（香港）有限公司 Huichuan Digital (Hong Kong) Limited 出具，
            该公司为本次预留及后续租赁合同的签约与开票主体 contracting and invoicing entity；
            集团母公司 汇川数智集团有限公司 不是合同当事方 is not a party。
        """)),
        ("t", [["项目 Item", "预留内容 Reserved"],
               ["服务器 Servers", "2 台 nodes × 8 × NVIDIA B200 192GB HBM3e，NVLink 5 / NVSwitch 1.8TB/s"],
               ["主机 Host", "2 × Intel Xeon Platinum 8570（56 核 cores each），2TB DDR5"],
               ["数据盘 Data", "4 x 7.68 TB U.2 NVMe = 30.72 TB（RAID 1+0：可用 usable 15.36 TB）"],
               ["系统盘 Boot", "2 × 960GB M.2 NVMe，RAID1"],
               ["网络 Fabric", "8 × 400Gb/s NDR InfiniBand 每台 per node，RDMA"],
               ["价格 Price", "US$ 24,800 / 台 / 月 per node-month（不含税 excl. taxes）"],
               ["租期 Term", "最短 minimum 十二（12）个月 twelve months，按月计费 billed monthly"],
               ["预留金 Deposit", "US$ 49,600，签约后抵扣 credited against the first invoices"]], [0.24, 0.76]),
        ("h", "合同将包含 The lease will include"),
        ("p", zh("""
            交付 NVIDIA B200、每卡 192GB per GPU；NVSwitch 与 NDR IB 按上 as above；独享 dedicated，不切分不超售；
            月可用率 availability 99.9%；每低 0.1% 补偿 5%，上限 50% credits；交付 72 小时内验收 acceptance
            within 72 h：双机 busbw ≥ 700GB/s、fio ≥ 12GB/s；期满 7 日内删除数据并出具证明 deletion certificate。
        """)),
        ("sp", 4),
        ("p", "汇川数智（香港）有限公司 Huichuan Digital (Hong Kong) Limited　授权签字"
              " Authorised signatory：梁颖 Leung Ying"),
    ], cjk=True, title="HCD-HK-RSV-2612-03", author="汇川数智（香港）有限公司",
        footer="汇川数智集团 HUICHUAN DIGITAL GROUP　｜　香港 九龙 观塘道 388 号")


@doc("m26")
def m26(out: Path) -> None:
    pdf(out / "m26-clarification-log-h800-bi.pdf", [
        ("title", "澄清问答记录 Clarification Log"),
        ("p", "招标项目 Tender：滇中新区智算中心算力租赁（项目编号 DZXQ-2026-ZB-09）"),
        ("p", "招标人 Tenderer：云南滇中数字产业投资有限公司　　投标人 Bidder：云岭算力"
              "（昆明）科技有限公司 Yunling Compute"
              " (Kunming) Co., Ltd."),
        ("t", [["编号 No.", "招标人提问 Question", "投标人答复 Bidder's answer"],
               ["Q1", "每台 H800 的配置？Per-node configuration?",
                "8 × NVIDIA H800 SXM5 80GB，NVSwitch，NVLink 400GB/s；2 × Intel Xeon Platinum 8462Y+（32 核 cores "
                "each）；1TB DDR5"],
               ["Q2", "数据盘容量是每台还是合计？Is the data-disk figure per node or in total?",
                "每台 per node 两块 7.68TB NVMe（15.36TB）；全项目 4 台合计 in total 61.44TB"],
               ["Q3", "系统盘？Boot disks?", "每台 2 × 480GB SATA SSD，RAID1"],
               ["Q4", "是否含共享存储？Shared storage included?", "不含 Not included；JuiceFS 可另行报价 optional"],
               ["Q5", "机间网络？Inter-node fabric?", "每台 per node 4 × 400Gb/s NDR InfiniBand，RDMA"],
               ["Q6", "报价是否含税？Does the price include VAT?",
                "61,500 元/台/月（不含税 excl. VAT）；含 6% 增值税 incl. VAT 65,190 元/台/月"],
               ["Q7", "最短租期？Minimum term?", "九个月 nine (9) months，按月计费 billed monthly"],
               ["Q8", "SLA 是否写入合同？Are the service levels contractual?",
                "是 Yes：交付 H800 SXM5、每卡 80GB；NVSwitch 与 NDR IB 按 Q1、Q5；整机独享 dedicated，不切分不超售；"
                "月可用率 99.9%；每低 0.1% 返还 5%，上限 50%；交付后 5 个工作日内验收 acceptance（四机 busbw ≥ "
                "90GB/s）；期满 7 日内删除数据并出具证明 deletion certificate"]],
         [0.08, 0.34, 0.58]),
        ("p", "本记录经双方确认，作为投标文件的组成部分 This log forms part of the bid."),
        ("p", "招标人代表：段明　　投标人代表：杨蕾（云岭算力）　　2026-11-29"),
    ], cjk=True, title="DZXQ-2026-ZB-09 clarification", author="", footer="DZXQ-2026-ZB-09　澄清问答记录")


@doc("m27")
def m27(out: Path) -> None:
    topo = """
        GPU0 ---+                    +--- GPU4
        GPU1 ---+     NVSwitch       +--- GPU5
        GPU2 ---+  全互联 full mesh   +--- GPU6
        GPU3 ---+   400GB/s / GPU    +--- GPU7
                        |
              2 × 200Gb/s RoCE v2  ---->  node 2
"""
    pdf(out / "m27-topology-quote-a800pcie-bi.pdf", [
        ("title", "报价单 Quotation JC-Q-2611-63"),
        ("p", "客户 Customer：武汉光谷未来医学 Optics Valley Future Medicine（刘颖 Liu Ying）　日期 Date：2026-11-30"),
        ("p", "服务商 Provider：江城算力 Jiangcheng Compute（武汉江城算力科技有限公司）"),
        ("t", [["项目 Item", "配置 Configuration（每台 per node）"],
               ["GPU", "8 × NVIDIA A800 PCIe 80GB"],
               ["互联 Interconnect", "NVSwitch 全互联 full mesh，每卡 400GB/s per GPU（见拓扑图 see diagram）"],
               ["CPU / 内存 RAM", "2 × Intel Xeon Platinum 8358（32 核 cores each）/ 1TB"],
               ["数据盘 Data", "2 × 7.68TB NVMe = 15.36TB"],
               ["系统盘 Boot", "2 × 480GB SATA SSD，RAID1"],
               ["机间 Inter-node", "2 × 200Gb/s RoCE v2，RDMA"],
               ["数量 Qty", "2 台 nodes"]], [0.24, 0.76]),
        ("h", "拓扑图 Topology"),
        ("mono", topo.strip("\n")),
        ("h", "价格 Price"),
        ("p", "¥ 33,000 / 台 / 月 per node-month（含 6% 增值税 incl."
              " VAT）；最短 minimum 3 个月 three months；按月计费。"),
        ("h", "条款 Terms"),
        ("p", zh("""
            交付 A800 PCIe、每卡 80GB per GPU；互联按拓扑图 as diagrammed；独享 dedicated，不虚拟化不超售；
            月可用率 99.9%；每低 0.1% 补偿 5%，上限 50%；交付 24 小时内验收 acceptance：nccl-tests 单机 busbw
            ≥ 150GB/s、fio ≥ 5GB/s；退租 3 日内擦除数据并出具证明 wipe certificate。
        """)),
    ], cjk=True, title="JC-Q-2611-63", author="武汉江城算力科技有限公司", footer="JC-Q-2611-63")


@doc("m28")
def m28(out: Path) -> None:
    pdf(out / "m28-price-calculator-h20-bi.pdf", [
        ("brand", "算海 SUANHAI · GPU Cloud 智算云"),
        ("title", "价格计算器 Price calculator — 打印结果 printout"),
        ("small", "https://www.suanhai.example/calculator　　打印 printed 2026-12-02 15:31　　方案 plan #C-48817"),
        ("h", "输入 Inputs"),
        ("t", [["参数 Parameter", "取值 Value"],
               ["机型 Server type", "H20-8X（8 × NVIDIA H20 96GB，NVLink 900GB/s）"],
               ["台数 Servers", "3"],
               ["计费方式 Billing", "包月 monthly（按月计费）"],
               ["时长 Duration", "3 个月 months（最短 minimum 3 个月）"],
               ["存储 Storage", "标配本地盘 standard local disks†"]], [0.3, 0.7]),
        ("h", "输出 Results"),
        ("t", [["项目 Line", "单价 Unit price", "数量 Qty", "小计 Subtotal"],
               ["H20-8X 包月 monthly", "¥ 42,800 / 台 / 月 per server-month（含税 incl. 6% VAT）", "3 × 3",
                "¥ 385,200"],
               ["折合 Equivalent", "¥ 7.43 / 卡时 per GPU-hour", "—", "—"],
               ["合计 Total", "", "", "¥ 385,200"]], [0.22, 0.46, 0.12, 0.2], {"bold": [3]}),
        ("small", zh("""
            † 每台 per server：本地数据盘 8 × 3.84TB NVMe，RAID5（裸 raw 30.72TB，可用 usable 26.88TB）；
            系统盘 2 × 960GB M.2 NVMe RAID1；CPU 2 × AMD EPYC 9454（48 核 cores each）；内存 1.5TB；
            机间 4 × 200Gb/s RoCE v2 RDMA；公网 100Mbps。
        """)),
        ("h", "包月服务条款 Monthly-plan terms"),
        ("p", zh("""
            交付 H20、每卡 96GB；NVLink 全互联与 RoCE 按上 as above；整机独享 dedicated；月可用率 99.9%；
            每低 0.1% 赔付 5%，上限 50%；交付 48 小时内验收 acceptance：三机 busbw ≥ 60GB/s、fio ≥ 8GB/s；
            退租后 3 日内擦除数据并出具证明 wipe certificate。
        """)),
        ("small", "浙江算海数字科技有限公司 Zhejiang Suanhai Digital"
                  " Technology Co., Ltd.　计算结果仅供参考，以合同为准"),
    ], cjk=True, title="calculator C-48817", author="", footer="suanhai.example/calculator")


@doc("m29")
def m29(out: Path) -> None:
    text(out / "m29-yaml-order-h100-gp3-bi.md", """
# 订单清单 Order manifest — 层云计算 Stratus Layer Cloud

客户 Customer：成都星桥语言科技 Xingqiao Language Tech　｜　订单 Order SLC-2612-0091　｜　2026-12-03

下单内容如下（控制台导出 exported from the console）：

```yaml
order: SLC-2612-0091
provider: 上海层云计算科技有限公司   # 层云计算 Stratus Layer Cloud
instances:
  type: g8.h100.48xlarge          # 8 x NVIDIA H100 SXM5 80GB, NVSwitch 900GB/s
  count: 4                        # 4 台 instances for multi-node training 多机训练
  cpu: 2 x Intel Xeon Platinum 8480+ (112 cores)
  memory: 2048GiB
  local_nvme: none                # 无本地盘 no instance store
  root_volume: {type: cloud-ssd, size: 200GiB}
  data_volume: {type: gp3-class 云盘, size: 2TiB, throughput: 1000MB/s, iops: 16000}
network:
  inter_node: 100Gbps Ethernet (TCP, 不支持 RDMA, no EFA/RoCE)
  internet: 1Gbps
billing:
  price: 58.00 CNY per instance-hour   # 折合 7.25 元/卡时 per GPU-hour, 含 6% 增值税 incl. VAT
  granularity: per-second 按秒计费
  minimum: none 无最低消费
```

## 服务条款 Service terms（合同附件 B contract annex B）

1. 交付 H100 SXM5，每卡 80GB per GPU；机内 NVSwitch 全互联 full mesh；机间 100Gbps 以太网 Ethernet，按上。
2. 实例独享整机 dedicated hosts，不超售 no oversubscription。
3. 月可用率 availability 99.95%；每低 0.05% 补偿 5%，上限 50% credits。
4. 交付 24 小时内验收 acceptance：nvidia-smi、nccl-tests 单机 busbw ≥ 400GB/s；不达标可退订 cancel without charge。
5. 释放后 24 小时内删除云盘数据并出具删除证明 deletion certificate。
""")


@doc("m30")
def m30(out: Path) -> None:
    text(out / "m30-fw-email-chain-a100-bi.txt", """
From: Jenny Xu 徐静 <jenny.xu@haisi-med.example>
Sent: Thursday, 3 December 2026 11:20
To: Dr Kevin Huang 黄凯 <kevin.huang@haisi-med.example>
Subject: FW: 报价 Quotation EG-2612-014 - A100 x 2

Kevin，鹭岛的正式报价，见下。Procurement has no objection on price; please confirm the spec by Friday.
Jenny Xu 徐静 | 采购主管 Procurement Lead | 泉州海丝医疗科技有限公司 Quanzhou Haisi Medical Technology

-----Original Message-----
From: 林志远 Lin Zhiyuan <lin.zy@egretai.example>
Sent: Wednesday, 2 December 2026 19:05
To: Jenny Xu 徐静 <jenny.xu@haisi-med.example>
Subject: 报价 Quotation EG-2612-014 - A100 x 2

徐主管您好 Dear Jenny, 回复您的问题 answers below:

> 要两台 A100 80G，CPU、内存？Two A100 80GB servers - CPU and RAM?
每台 per server：8 × NVIDIA A100 SXM4 80GB，NVSwitch 600GB/s；2 × Intel Xeon Platinum 8358（32 核 cores
each）；1TB DDR4。

> 存储怎么配？Storage?
数据盘 data: 4*3.84TB NVMe 每台 per server（15.36TB）；系统盘 boot: 2 × 480GB SATA SSD RAID1。
不含共享存储 no shared file system。

> 两台之间？Between the two?
4 × 200Gb/s HDR InfiniBand 每台 per server，RDMA。公网 Internet 100Mbps。

> 价格？Price?
¥ 38,600 / 台 / 月 per server-month（不含税 excl. VAT），含 6% 增值税 ¥ 40,916；
最短 minimum 3 个月 three months，按月计费 billed monthly。

> SLA？
合同附件 contract annex：A100 SXM4、每卡 80GB；NVSwitch 与 HDR IB 按上 as above；独享 dedicated，
不虚拟化不超售；月可用率 99.9%；每低 0.1% 补偿 5%，上限 50%；交付 48 小时内验收 acceptance：
双机 busbw ≥ 40GB/s、fio ≥ 6GB/s；期满 5 日内删除数据并出具证明 deletion certificate。

林志远 Lin Zhiyuan
鹭岛智算 EgretAI | 厦门鹭岛智算科技有限公司 Xiamen Egret Isle AI Computing Co., Ltd.
厦门市思明区软件园二期 观日路 52 号 | +86 592 555 0188

> -----Original Message-----
> From: Jenny Xu 徐静 <jenny.xu@haisi-med.example>
> Sent: Monday, 30 November 2026 10:12
> 林总，我们做 Llama 3 70B LoRA，需要两台 A100 80G。请报价并回答以下问题 please quote and answer:
> 要两台 A100 80G，CPU、内存？Two A100 80GB servers - CPU and RAM?
> 存储怎么配？Storage?
> 两台之间？Between the two?
> 价格？Price?
> SLA？
""")


@doc("m31")
def m31(out: Path) -> None:
    pdf(out / "m31-versus-competitor-a800-sparse-bi.pdf", [
        ("brand", "燕赵算力 YANZHAO COMPUTE"),
        ("title", "为什么选择我们 Why us — A800 方案对比 comparison"),
        ("p", "呈 For：天津渤海湾认知科技 Bohai Bay Cognitive（报价 Quote YZ-2612-22，2026-12-02）"),
        ("t", [["项目 Item", "本方案 Ours（燕赵算力）", "友商 A Competitor A", "友商 B Competitor B"],
               ["GPU", "8 × A800 SXM4 80GB", "8 × A800 PCIe 80GB", "8 × A100 PCIe 40GB"],
               ["BF16 算力 BF16 Tensor（每卡 per GPU）", "624 TFLOPS", "未标明 not stated", "312 TFLOPS"],
               ["GPU 互联 Interconnect", "NVSwitch 400GB/s", "PCIe", "NVLink 桥 bridge（两两 pairs）"],
               ["CPU", "2 × Xeon Platinum 8380（40 核 cores each）", "2 × Xeon 6330", "2 × Xeon 6330"],
               ["内存 RAM", "1TB", "512GB", "512GB"],
               ["本地 NVMe Local NVMe", "最高可配 up to 61.44TB*", "7.68TB", "3.84TB SATA"],
               ["机间 Inter-node", "4 × 200Gb/s HDR IB，RDMA", "2 × 25GbE", "2 × 100GbE"],
               ["价格 Price", "¥ 49,000 / 台 / 月（含税 incl. VAT）", "¥ 42,000", "¥ 30,000"]],
         [0.24, 0.28, 0.24, 0.24], {"shade": [1, 2, 3, 4, 5, 6, 7, 8, 9]}),
        ("small", zh("""
            * 本报价标配 this quote includes 6 × 3.84TB NVMe = 23.04TB 数据盘 data（不做 RAID）；系统盘 boot
            2 × 960GB NVMe RAID1。最高 61.44TB 为扩容上限 expansion limit，不含在本报价内。
        """)),
        ("h", "本方案报价 Our quote"),
        ("p", "2 台 nodes；¥ 49,000 / 台 / 月 per node-month（含"
              " 6% 增值税）；最短 minimum 六个月 six (6) months；按月计费。"),
        ("h", "服务承诺 Commitments"),
        ("p", zh("""
            交付 A800 SXM4、每卡 80GB；NVSwitch 与 HDR IB 按上 as above；独享 dedicated，不切分不超售；
            月可用率 99.9%；每低 0.1% 补偿 5%，上限 50%；交付 48 小时内验收 acceptance：双机 busbw ≥ 45GB/s、
            MFU ≥ 45%（按上表 BF16 算力计 against the BF16 figure above）；期满 5 日内删除数据并出具证明。
        """)),
        ("small", "河北燕赵算力科技有限公司 Hebei Yanzhao Compute Technology Co., Ltd.　石家庄 Shijiazhuang"),
    ], cjk=True, title="YZ-2612-22", author="河北燕赵算力科技有限公司", footer="燕赵算力 YANZHAO COMPUTE")


@doc("m32")
def m32(out: Path) -> None:
    pdf(out / "m32-statement-of-account-h200-usd-bi.pdf", [
        ("title", "月度对账单 Monthly Statement of Account"),
        ("p", "账期 Period：2026-11-01 — 2026-11-30　　客户 Customer：海口椰风数据 Coconut Breeze Data（账户 Acct. "
              "QH-10447）"),
        ("p", "合同 Contract：QH-LSE-2026-088（1 台 H200 八卡服务器 one 8-GPU H200 server）"),
        ("t", [["日期 Date", "项目 Item", "数量 Qty", "单价 Rate", "金额 Amount (USD)"],
               ["11-01 — 11-30", "H200 八卡服务器 8-GPU server 日租 daily rental", "30 天 days",
                "US$ 560.00 / 台 / 天 node-day", "16,800.00"],
               ["11-30", "对象存储 Object storage（20TB·月 TB-month）", "20", "US$ 18.00 / TB·月", "360.00"],
               ["11-30", "公网流量 Egress（超出 10TB 部分 above 10TB）", "2.4 TB", "US$ 40.00 / TB", "96.00"],
               ["", "本期应付 Amount due", "", "", "17,256.00"]], [0.16, 0.38, 0.12, 0.2, 0.14], {"bold": [4]}),
        ("small", "价格不含税 prices exclude taxes（海南自贸港 Hainan FTP）。最短租期"
                  " minimum term 30 天 days；按日计费 billed daily。"),
        ("h", "在租配置 Server on lease"),
        ("p", zh("""
            8 × NVIDIA H200 SXM 141GB，NVSwitch 900GB/s；2 × Intel Xeon Platinum 8558（48 核 cores each）；2TB；
            本地盘 local：7.68TB ×4 NVMe（30.72TB）；系统盘 boot：2 × 960GB M.2 NVMe RAID1；公网 Internet 200Mbps。
            对象存储为平台共享服务 shared service，不属于本机本地盘。
        """)),
        ("h", "合同 SLA 摘要 Contract SLA summary"),
        ("p", zh("""
            H200 SXM、每卡 141GB；NVSwitch 全互联；独享 dedicated，不切分不超售；月可用率 99.9%；每低 0.1%
            补偿 5%，上限 50%（本期可用率 100%，无补偿 no credit due）；交付时已按 nccl-tests busbw ≥ 400GB/s、
            fio ≥ 20GB/s 验收 accepted at handover；期满 5 日内删除数据并出具证明 deletion certificate。
        """)),
        ("h", "付款 Payment"),
        ("p", "户名 Account name：海南琼海算力科技有限公司 Hainan Qionghai Compute Technology Co., Ltd.<br/>"
              "开户行 Bank：中国银行海口分行 Bank of China Haikou Branch　SWIFT BKCHCNBJ740　账号 A/C 2650 8814 0021"),
    ], cjk=True, title="Statement QH-10447 2026-11", author="", footer="对账单 Statement　QH-10447　2026-11")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout16")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
