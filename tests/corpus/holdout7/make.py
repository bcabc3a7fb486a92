"""Build the holdout7 blind corpus: 30 GPU-rental offers in 31 files (PDF, .txt, .md), Chinese, English, bilingual.

Run: python tests/corpus/holdout7/make.py OUTDIR. Deterministic (reportlab invariant mode): two builds are
byte-identical. Fixers must never open this file (see README.md).
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
    """Lay out a list of (kind, ...) items as a PDF; footer text and page numbers on every page."""
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
    pdf(out / "h01-award-notice-h800-4node-zh.pdf", [
        ("title", "黔中省人工智能创新中心算力租赁服务项目中标结果公告"),
        ("p", "项目编号：QZZB-2026-GK-0917　　公告日期：2026年11月24日　　采购方式：公开招标"),
        ("h", "一、采购人及代理机构"),
        ("t", [["角色", "名称", "联系人 / 电话"],
               ["采购人", "黔中省人工智能创新中心", "周老师 0851-8671 2230"],
               ["采购代理机构", "黔中国信招标代理有限公司", "李工 0851-8590 4416"]], [0.2, 0.5, 0.3]),
        ("h", "二、中标信息"),
        ("t", [["中标供应商", "供应商地址", "中标金额（元）"],
               ["贵安云擎算力科技有限公司", "贵州省贵安新区数字经济产业园 B3 栋", "5,904,000.00（含税）"]],
         [0.4, 0.35, 0.25]),
        ("h", "三、主要标的信息"),
        ("t", [["名称", "规格型号", "数量", "单价", "服务期限"],
               ["GPU 算力服务器租赁", "NVIDIA HGX H800 8-GPU（H800 SXM5 80GB）", "4 台",
                "123,000.00 元/台/月（含 6% 增值税）", "12 个月"]], [0.18, 0.3, 0.1, 0.26, 0.16]),
        ("p", "中标金额 = 单价 123,000.00 元/台/月 × 4 台 × 12 个月。评审委员会：王某某、陈某某、刘某某、"
              "赵某某、孙某某。公告期限：自本公告发布之日起 1 个工作日。"),
        ("h", "四、附件：合同主要条款（摘录）"),
        ("p", "乙方（中标供应商）：贵安云擎算力科技有限公司。甲方：黔中省人工智能创新中心。"),
        ("t", [["项目", "单台配置", "备注"],
               ["GPU", "8 × NVIDIA H800 SXM5，每卡 80GB HBM3", "整机物理独占"],
               ["GPU 互联", "NVLink（NVSwitch 全互联），每卡 400GB/s", "—"],
               ["CPU", "2 × Intel Xeon Platinum 8480+（每颗 56 核）", "—"],
               ["内存", "32 × 64GB DDR5-4800，合计 2048GB", "—"],
               ["系统盘", "2 × 960GB SATA SSD（RAID1）", "仅操作系统"],
               ["数据盘", "4 × 7.68TB NVMe U.2，合计 30.72TB", "本地训练数据"],
               ["计算网络", "8 × 400Gb/s InfiniBand NDR（每卡一口），合计 3200Gb/s", "节点间 RDMA"],
               ["公网", "200Mbps 独享带宽，不限速", "—"]], [0.16, 0.56, 0.28]),
        ("p", "1. 乙方交付的 GPU 型号须为 NVIDIA H800 SXM5 80GB，未经甲方书面同意不得替换为其他型号；每卡可用显存不低于"
              " 80GB，不得启用 MIG 或 vGPU 切分。"),
        ("p", "2. 租赁期内服务器由甲方独占使用，不超售、不与第三方共享任何 GPU、CPU 或网络资源。"),
        ("p", "3. 节点内 NVLink 与节点间 InfiniBand NDR 须按上表配置交付，带宽不得低于所列数值。"),
        ("p", "4. 月度服务可用性不低于 99.9%。低于 99.9% 的，按当月租金的 10% 赔偿；低于 99.5% 的，赔偿 25%；"
              "低于 99.0% 的，赔偿 50%。甲方可在次月 30 日内提出赔偿申请。"),
        ("p", "5. 验收：交付后 5 个工作日内，甲方运行 nvidia-smi、nccl-tests（单机 all_reduce 总线带宽不低于 "
              "160GB/s，4 台跨节点不低于 150GB/s）及 72 小时满载稳定性测试，全部达标后签署验收单。"),
        ("p", "6. 租期届满或合同解除后 7 日内，乙方对全部数据盘进行安全擦除并出具数据销毁证明。"),
    ], cjk=True, title="中标结果公告", author="黔中国信招标代理有限公司",
        footer="黔中国信招标代理有限公司　发布")


@doc("h02")
def h02(out: Path) -> None:
    pdf(out / "h02-compute-voucher-form-h20-zh.pdf", [
        ("title", "2026 年度算力券申领表（企业用户）"),
        ("small", "填表说明：本表由申请单位填写，服务商信息须与所附合同一致。带 * 为必填项。"),
        ("h", "一、申请单位信息"),
        ("t", [["*单位名称", "杭州知行语言智能有限公司", "*统一社会信用代码", "91330106MA2K7XXX3R"],
               ["*联系人", "陈晓", "*联系电话", "138 0571 6624"]], [0.18, 0.32, 0.22, 0.28], {"head": False}),
        ("h", "二、算力服务商信息"),
        ("t", [["*服务商名称", "杭州数澜智算科技有限公司", "*服务商编号（入库）", "SLQ-HZ-0231"],
               ["*算力中心", "数澜·余杭智算中心", "*服务合同编号", "SL-ZS-2026-1108"]],
         [0.18, 0.32, 0.22, 0.28], {"head": False}),
        ("h", "三、算力服务内容"),
        ("t", [["服务项目", "配置", "数量", "单价（含税）", "服务期", "金额（元）"],
               ["GPU 服务器租用", "8 × NVIDIA H20 96GB，NVLink 900GB/s；2 × Intel Xeon Platinum 8468"
                "（48 核）；内存 1536GB；系统盘 2 × 480GB SATA SSD；数据盘 4 × 3.84TB NVMe",
                "1 台", "68,000 元/台/月", "6 个月", "408,000.00"]],
         [0.13, 0.39, 0.07, 0.15, 0.1, 0.16]),
        ("p", "合同总金额：人民币 408,000.00 元。本次申请算力券额度（按合同金额 30%）：122,400.00 元。"),
        ("h", "四、服务保障承诺（服务商填写）"),
        ("p", "服务商承诺为申请单位提供整机独占的 GPU 服务器及 7×24 小时技术支持，服务可用性尽力保障，力争达到"
              " 99.5%。服务器交付并开通账号之日即视为服务开始。"),
        ("h", "五、申请单位承诺"),
        ("p", "本单位承诺所填信息真实有效，算力券仅用于本表所列算力服务，不转让、不套现。"),
        ("t", [["申请单位（盖章）", "服务商（盖章）", "区经信局审核意见"],
               ["2026 年 11 月 20 日", "2026 年 11 月 20 日", "　"]], [0.33, 0.33, 0.34]),
    ], cjk=True, title="算力券申领表", author="杭州知行语言智能有限公司")


@doc("h03")
def h03(out: Path) -> None:
    pdf(out / "h03-provisioning-notice-a800-2node-zh.pdf", [
        ("title", "资源开通通知"),
        ("p", "尊敬的客户：北京远帆智能科技有限公司"),
        ("p", "您在南京天枢云计算有限公司（以下简称“天枢云”）订购的裸金属 GPU 资源已于 2026 年 11 月 27 日 "
              "18:30 开通，订单号 TSY-BM-20261127-0086。请于 3 个工作日内完成自检。"),
        ("h", "一、开通资源"),
        ("t", [["主机名", "带外管理", "业务 IP", "状态"],
               ["tsy-a800-n01", "10.21.8.11（BMC）", "172.16.30.11", "运行中"],
               ["tsy-a800-n02", "10.21.8.12（BMC）", "172.16.30.12", "运行中"]], [0.3, 0.25, 0.25, 0.2]),
        ("h", "二、单节点规格"),
        ("t", [["项目", "规格"],
               ["GPU", "8 × NVIDIA A800-SXM4-80GB，NVLink 400GB/s（NVSwitch）"],
               ["CPU", "2 × Intel Xeon Gold 6348（28 核，2.6GHz）"],
               ["内存", "16 × 64GB DDR4-3200 = 1024GB"],
               ["系统盘", "1 × 480GB SATA SSD"],
               ["数据盘", "2 × 3.84TB NVMe SSD（共 7.68TB）"],
               ["节点间网络", "2 × 25GbE（TCP/IP，未启用 RDMA，不支持 RoCE）"],
               ["公网", "100Mbps 共享出口"]], [0.25, 0.75]),
        ("h", "三、计费信息"),
        ("p", "计费方式：包年包月。单价 96,000 元/台/月（不含税，增值税另计 6%）。数量 2 台。最短租期 3 个月，"
              "首期已收 3 个月费用 576,000 元。"),
        ("h", "四、服务条款摘要（以合同为准，条款已在合同中约定）"),
        ("p", "1. 交付型号为 A800-SXM4-80GB，每卡显存 80GB，整机独占，不超售、不切分（无 MIG / vGPU）。"),
        ("p", "2. NVLink 拓扑以 nvidia-smi topo -m 显示 NV8 为准，节点间网络按上表交付。"),
        ("p", "3. 月可用性承诺 99.5%；每低于承诺 0.1 个百分点，返还当月费用 5%，最高返还 50%，30 天内申请。"),
        ("p", "4. 验收标准：单机 8 卡 nccl all_reduce 总线带宽不低于 150GB/s，48 小时压力测试无掉卡。"),
        ("p", "5. 退租后 15 日内完成数据盘擦除并提供擦除报告。"),
        ("small", "天枢云客户成功部　服务热线 400-880-2611　本通知由系统自动发送，请勿直接回复。"),
    ], cjk=True, title="资源开通通知", author="南京天枢云计算有限公司", footer="南京天枢云计算有限公司")


@doc("h04")
def h04(out: Path) -> None:
    pdf(out / "h04-payment-request-h100-zh.pdf", [
        ("title", "付款申请单"),
        ("t", [["申请部门", "算法平台部", "申请日期", "2026-11-26"],
               ["申请人", "吴敏", "单据编号", "FK-2026-11-0381"],
               ["收款单位", "上海衡川数据科技有限公司", "开户银行", "招商银行上海张江支行"],
               ["银行账号", "1219 0876 5510 902", "合同编号", "HC-GPU-2026-045"],
               ["付款事由", "GPU 服务器租赁第 1 期租金（2026-12-01 至 2027-02-28，共 3 个月）", "付款方式", "银行转账"],
               ["付款金额", "¥345,000.00（大写：叁拾肆万伍仟元整）", "发票", "6% 增值税专用发票"]],
         [0.15, 0.4, 0.15, 0.3], {"head": False}),
        ("p", "计算：单价 115,000 元/台/月（含 6% 增值税）× 1 台 × 3 个月 = 345,000 元。"
              "合同租期 12 个月，按季度预付。"),
        ("t", [["部门负责人", "财务审核", "分管领导", "出纳"],
               ["同意　刘", "已核对合同　郑", "同意　黄", "　"]], [0.25, 0.25, 0.25, 0.25]),
        ("pb",),
        ("h", "附：合同主要条款摘录（HC-GPU-2026-045）"),
        ("p", "出租方：上海衡川数据科技有限公司（乙方）；承租方：本公司（甲方）。"),
        ("t", [["配置项", "内容"],
               ["GPU", "NVIDIA H100 SXM5 80GB × 8（HGX 平台）"],
               ["GPU 互联", "第四代 NVLink，经 NVSwitch 全互联，每卡 900GB/s"],
               ["CPU", "2 × Intel Xeon Platinum 8468，每颗 48 核"],
               ["内存", "2048GB（32 条 × 64GB）"],
               ["系统盘", "2 × 1.92TB SATA SSD，RAID1"],
               ["数据盘", "8 × 3.84TB NVMe，共 30.72TB"],
               ["公网带宽", "100Mbps 独享"]], [0.25, 0.75]),
        ("p", "第五条　乙方保证交付 NVIDIA H100 SXM5 80GB，每卡完整 80GB 显存可用；设备由甲方独占，不得超售、"
              "分时复用或切分为 MIG / vGPU 实例。"),
        ("p", "第六条　GPU 间须为 NVLink 全互联，nvidia-smi topo -m 任意两卡显示 NV18。"),
        ("p", "第七条　月度可用性 ≥ 99.9%。未达标时按当月租金 10%（99.0%–99.9%）、30%（95%–99.0%）、"
              "100%（低于 95%）补偿，甲方应在 30 日内提出。"),
        ("p", "第八条　验收：甲方于交付后 3 个工作日内运行 nccl-tests all_reduce_perf，总线带宽 ≥ 400GB/s，"
              "且 HPL 或等效压力测试 24 小时无错误，视为验收通过。"),
        ("p", "第九条　合同终止后 10 个自然日内，乙方删除甲方全部数据并出具书面删除证明。"),
    ], cjk=True, title="付款申请单", author="算法平台部")


@doc("h05")
def h05(out: Path) -> None:
    text(out / "h05-wechat-article-4090-48g-zh.md", """
# 【限时特惠】4090 大显存 48G 版上线，1.98 元/卡时起！

> 厦门极光算力网络科技有限公司　·　极光算力公众号　·　2026-11-25

各位炼丹师久等了！极光算力福州机房本周新上架一批 **RTX 4090 48GB 涡轮版**，显存翻倍，
70 亿、130 亿参数的模型 LoRA 微调一张卡就能跑，再也不用为显存发愁。

## 机器配置

| 项目 | 配置 |
|---|---|
| GPU | 8 × NVIDIA GeForce RTX 4090 48GB（涡轮散热） |
| 显存 | 每卡 48GB GDDR6X |
| 卡间互联 | PCIe 4.0 x16 直连，不支持 NVLink |
| CPU | 2 × AMD EPYC 7543（32 核） |
| 内存 | 512GB DDR4 |
| 存储 | 3.84TB NVMe 数据盘 + 480GB 系统盘 |
| 网络 | 公网 1Gbps 共享 |

## 价格

- 按量计费：**1.98 元/卡/小时**，按秒计费，随用随停
- 新用户注册即送 50 元体验金（不可提现）
- 整机 8 卡同享 1.98 元/卡时，整卡独享，不与他人共用

## 常见问题

**问：48G 版和普通 4090 有什么区别？**
答：核心相同，显存由 24GB 升级到 48GB，适合大 batch 和长序列。

**问：能签合同、开发票吗？**
答：可以，企业用户请联系客服小极（微信 jiguang-suanli）。

扫码进入控制台，立即开卡 →
""")


@doc("h06")
def h06(out: Path) -> None:
    pdf(out / "h06-acceptance-report-h200-2node-zh.pdf", [
        ("title", "GPU 算力租赁项目验收报告"),
        ("t", [["项目名称", "大模型训练集群租赁（二期）", "合同编号", "ZKHT-2026-ZL-118"],
               ["供应商", "北京中科鸿图智算科技有限公司", "验收日期", "2026-11-28"],
               ["使用单位", "北京未名智能研究院", "验收地点", "中科鸿图亦庄智算中心 3 号机房"]],
         [0.14, 0.38, 0.14, 0.34], {"head": False}),
        ("h", "一、验收对象"),
        ("p", "GPU 服务器 2 台，每台 8 × NVIDIA H200 SXM 141GB，NVLink（NVSwitch）每卡 900GB/s；2 × Intel Xeon"
              " Platinum 8558（每颗 48 核）；内存 2048GB；系统盘 2 × 960GB SATA SSD；数据盘 8 × 3.84TB NVMe"
              "（30.72TB）；节点间 8 × 400Gb/s InfiniBand NDR。"),
        ("h", "二、测试结果"),
        ("t", [["测试项", "方法", "合同要求", "实测", "结论"],
               ["GPU 型号与显存", "nvidia-smi -L / -q", "H200，141GB/卡", "H200，143771MiB/卡", "符合"],
               ["拓扑", "nvidia-smi topo -m", "任意两卡 NV18", "NV18", "符合"],
               ["单机 all_reduce", "nccl-tests 8 卡", "≥ 450GB/s", "478GB/s", "符合"],
               ["跨节点 all_reduce", "nccl-tests 16 卡", "≥ 350GB/s", "371GB/s", "符合"],
               ["本地盘读带宽", "fio 1M 顺序读", "≥ 10GB/s", "12.6GB/s", "符合"],
               ["稳定性", "72 小时满载", "无掉卡、无 Xid", "无异常", "符合"]],
         [0.18, 0.2, 0.2, 0.24, 0.18]),
        ("h", "三、合同条款对照检查"),
        ("t", [["条款", "合同约定（摘要）", "结论"],
               ["型号", "交付 H200 SXM 141GB，不得替换型号", "符合"],
               ["显存", "每卡完整 141GB 显存，不启用 MIG / vGPU", "符合"],
               ["独占", "整机独占，不超售、不与第三方共享", "符合"],
               ["互联", "NVLink 全互联 + 节点间 IB NDR 8 × 400Gb/s", "符合"],
               ["可用性", "月度可用性 ≥ 99.9%", "待运行期考核"],
               ["赔偿", "低于 99.9% 赔当月租金 10%，低于 99% 赔 30%，低于 95% 赔 100%；30 日内申请",
                "待运行期考核"],
               ["验收", "按本报告第二部分指标测试，全部达标方可验收", "已执行"],
               ["数据删除", "租期结束后 7 日内擦除数据盘并出具证明", "待租期结束"]], [0.14, 0.66, 0.2]),
        ("h", "四、费用"),
        ("p", "按合同：每台每月人民币 168,000 元（不含税），增值税税率 6%，含税 178,080 元；租期 12 个月，"
              "按月支付。"),
        ("h", "五、验收结论"),
        ("p", "经测试，供应商交付设备满足合同要求，同意验收。"),
        ("t", [["使用单位代表", "供应商代表", "监理"], ["签字：　　　", "签字：　　　", "签字：　　　"]],
         [0.33, 0.33, 0.34]),
    ], cjk=True, title="验收报告", author="北京未名智能研究院")


@doc("h07")
def h07(out: Path) -> None:
    pdf(out / "h07-ticket-l40s-pool-zh.pdf", [
        ("title", "工单详情　#TK-20261123-55190"),
        ("t", [["标题", "咨询 L40S 资源池 4 卡实例的计费与隔离方式"],
               ["提交人", "dev_liang（深圳千帆视觉科技有限公司）"],
               ["产品", "云途算力 · GPU 容器实例（L40S 资源池）"],
               ["状态", "已解决"], ["优先级", "普通"]], [0.2, 0.8], {"head": False}),
        ("h", "处理记录"),
        ("p", "<b>2026-11-23 10:02　dev_liang：</b>想开一个 4 卡 L40S 实例做 LoRA 微调，请问怎么收费？"
              "卡是独享的吗？"),
        ("p", "<b>2026-11-23 10:26　客服-阿杰（云途算力）：</b>您好！L40S 容器实例按卡时计费，2.60 元/卡/小时，"
              "按分钟结算，不足一分钟按一分钟计。每卡显存 48GB，PCIe 4.0 接口，卡间无 NVLink。"),
        ("p", "<b>2026-11-23 10:31　dev_liang：</b>那是整卡给我吗？会不会和别人一起用？"),
        ("p", "<b>2026-11-23 10:40　客服-阿杰（云途算力）：</b>L40S 资源池采用时间片调度，实例看到的是完整的 4 张卡，"
              "但在高峰时段同一张物理卡会由多个租户分时使用，算力会有波动；如需整机独享可选包月专属机型，"
              "价格另询。"),
        ("p", "<b>2026-11-23 10:44　dev_liang：</b>好的，先按量开一台试试。"),
        ("p", "<b>2026-11-23 11:05　系统：</b>工单已标记为已解决。"),
        ("small", "云途算力（深圳）有限公司　客户服务中心　本页由控制台“打印工单”生成"),
    ], cjk=True, title="工单详情", author="云途算力", footer="云途算力（深圳）有限公司")


@doc("h08")
def h08(out: Path) -> None:
    pdf(out / "h08-letter-of-intent-a800pcie-zh.pdf", [
        ("title", "GPU 服务器租赁意向书"),
        ("p", "甲方（承租方）：重庆山城语联科技有限公司"),
        ("p", "乙方（出租方）：成都蜀算科技有限公司"),
        ("p", "经友好协商，双方就 GPU 服务器租赁事宜达成如下意向，作为签订正式租赁合同的依据："),
        ("h", "一、租赁标的"),
        ("t", [["项目", "配置", "数量"],
               ["GPU 服务器", "8 × NVIDIA A800 PCIe 80GB；GPU 间经 PCIe 4.0 交换芯片互通，未配 NVLink 桥接", "1 台"],
               ["CPU / 内存", "2 × Intel Xeon Gold 6330（28 核）/ 1024GB DDR4", "—"],
               ["存储", "系统盘 480GB SATA SSD；数据盘 2 × 3.84TB NVMe（7.68TB）", "—"]], [0.18, 0.7, 0.12]),
        ("h", "二、价格与租期"),
        ("p", "租金 42,000 元/台/月（含 6% 增值税），租期不少于 6 个月，按月预付。乙方保证整机由甲方独占使用。"),
        ("h", "三、服务保障"),
        ("p", "乙方原则上保证服务可用性不低于 99%，具体指标以正式合同约定为准；因乙方原因造成的故障损失，"
              "赔偿方式由双方另行协商。"),
        ("h", "四、其他"),
        ("p", "本意向书自双方签字之日起生效，有效期 30 日；正式合同签订后，以正式合同为准。"),
        ("t", [["甲方（签章）", "乙方（签章）"], ["日期：2026 年 11 月 21 日", "日期：2026 年 11 月 21 日"]],
         [0.5, 0.5]),
    ], cjk=True, title="租赁意向书", author="成都蜀算科技有限公司")


@doc("h09")
def h09(out: Path) -> None:
    pdf(out / "h09-internal-memo-b200-zh.pdf", [
        ("title", "关于租用 B200 算力服务器的请示"),
        ("p", "签报编号：QS-2026-112　　拟稿部门：基础模型部　　密级：内部"),
        ("p", "公司领导："),
        ("p", "为推进 2027 年第一季度旗舰模型计划，基础模型部拟对 Llama 3.1 405B 进行全参数微调（full fine-tuning），"
              "需租用 B200 算力服务器。经比选，现将有关情况报告如下。"),
        ("h", "一、拟选供应商"),
        ("p", "拟选供应商为苏州云弈算力科技有限公司（以下简称“云弈算力”），备选为无锡澄星数据服务有限公司"
              "（报价 246,000 元/台/月，交付期 6 周）。"),
        ("h", "二、拟租配置与价格（云弈算力报价单 YY-Q-2611-07）"),
        ("t", [["项目", "内容"],
               ["GPU", "1 台 NVIDIA HGX B200 8-GPU，每卡 192GB HBM3e，第五代 NVLink 每卡 1.8TB/s"],
               ["CPU / 内存", "2 × Intel Xeon Platinum 8570（56 核）/ 3072GB DDR5"],
               ["存储", "系统盘 2 × 1.92TB NVMe；数据盘 8 × 7.68TB NVMe（61.44TB）"],
               ["价格", "238,000 元/台/月（不含税，税率 6%）"],
               ["租期", "6 个月，到期可续"]], [0.2, 0.8]),
        ("h", "三、合同主要保障条款（已与云弈算力确认）"),
        ("p", "（1）交付型号为 B200 192GB，不得替换；每卡完整 192GB 显存，整机独占，不做 MIG 切分，不超售；"
              "（2）8 卡经 NVSwitch NVLink 全互联；（3）月度可用性 99.9%，未达标按月租金 10% / 25% / 50% 三档赔偿，"
              "30 日内申请；（4）验收以 nccl-tests 总线带宽 ≥ 700GB/s 及 72 小时稳定性测试为准；"
              "（5）退租后 7 日内擦除数据并出具证明。"),
        ("h", "四、请示事项"),
        ("p", "妥否，请批示。"),
        ("p", "基础模型部　2026 年 11 月 26 日"),
    ], cjk=True, title="签报", author="基础模型部")


@doc("h10")
def h10(out: Path) -> None:
    pdf(out / "h10-payment-terms-quote-a100-2node-zh.pdf", [
        ("title", "武汉楚天智算科技有限公司　报价单（按付款方式）"),
        ("p", "报价编号：CT-BJ-2611-032　　客户：武汉光谷多模态研究所　　日期：2026-11-25　　有效期：15 天"),
        ("h", "一、配置（每台）"),
        ("t", [["部件", "型号规格", "每台数量"],
               ["GPU", "NVIDIA A100 SXM4 80GB", "8"],
               ["GPU 互联", "NVLink 第三代 600GB/s，NVSwitch 全互联", "—"],
               ["CPU", "AMD EPYC 7763（64 核）", "2"],
               ["内存", "64GB DDR4-3200 RDIMM", "16"],
               ["系统盘", "960GB SATA SSD", "2"],
               ["数据盘", "3.84TB NVMe U.2", "4"],
               ["计算网卡", "HDR InfiniBand 200Gb/s（ConnectX-6）", "8"]], [0.2, 0.6, 0.2]),
        ("p", "本次报价数量：2 台。最短租期 6 个月。"),
        ("h", "二、按付款方式的单价（元/台/月，含 6% 增值税）"),
        ("t", [["付款方式", "月付", "季付", "半年付", "年付"],
               ["单价", "78,000", "74,100", "71,760", "68,640"],
               ["折扣", "—", "95 折", "92 折", "88 折"],
               ["本次选择", "□", "☑", "□", "□"]], [0.2, 0.2, 0.2, 0.2, 0.2]),
        ("p", "本次按季付结算：74,100 元/台/月 × 2 台 × 3 个月 = 444,600 元/季。"),
        ("h", "三、服务条款"),
        ("p", "1. 保证交付 A100 SXM4 80GB 原厂 GPU，不替换型号，每卡 80GB 显存完整可用，不做 vGPU / MIG 切分。"),
        ("p", "2. 服务器整机独享，不超售、不与其他客户共享。"),
        ("p", "3. 节点内 NVLink 全互联，节点间 8 × 200Gb/s HDR InfiniBand（每节点 1600Gb/s），支持 RDMA。"),
        ("p", "4. 月可用性 99.9%；每低于 0.1% 退还当月费用 5%，上限 50%，客户应在 30 日内提出。"),
        ("p", "5. 验收：交付后 3 日内，nccl-tests 单机总线带宽 ≥ 200GB/s、跨两台 ≥ 160GB/s，且 48 小时满载无故障。"),
        ("p", "6. 服务结束后 7 日内清除客户数据并提供清除记录。"),
        ("small", "武汉楚天智算科技有限公司　销售热线 027-8766 1120　开户行：中国银行武汉东湖支行"),
    ], cjk=True, title="报价单", author="武汉楚天智算科技有限公司", footer="楚天智算 · 报价单 CT-BJ-2611-032")


@doc("h11")
def h11(out: Path) -> None:
    text(out / "h11-resource-sheet-ini-h800-zh.txt", """
; 青岛海瀚数据服务有限公司 —— GPU 资源单（资源清单.txt）
; 发送给：山东潮汐智能科技有限公司 王工　生成日期：2026-11-24

[供应商]
名称 = 青岛海瀚数据服务有限公司
机房 = 海瀚黄岛数据中心 A 栋 2 层
联系人 = 孙经理 186 6122 0937

[节点]
型号 = NVIDIA H800 SXM5 80GB
每台卡数 = 8
台数 = 1
卡间互联 = NVLink 全互联，每卡 900GB/s（NVSwitch）
CPU = 2 x Intel Xeon Platinum 8462Y+（32 核）
内存 = 1024GB（16 x 64GB）
系统盘 = 2 x 960GB SATA SSD
数据盘 = 4 x 3.84TB NVMe（15.36TB）
公网 = 50Mbps 独享

[价格]
单价 = 92000 元/台/月（含税）
最短租期 = 1 个月
计费 = 不足一个月按天折算
押金 = 一个月租金

[服务条款]
型号 = 保证 H800 SXM5 80GB 原卡，不替换
显存 = 每卡 80GB 完整可用，不切分 MIG/vGPU
独占 = 整机独享，不超售
互联 = 按上面[节点]中的卡间互联交付
可用性 = 月度 99.9%
赔偿 = 低于 99.9% 退月租 10%，低于 99% 退 30%，低于 95% 退 100%，30 天内申请
验收 = nccl-tests 单机总线带宽不低于 150GB/s，24 小时压测无故障
数据 = 退租后 7 天内擦盘并出具证明
""")


# ================================================================================================ English
@doc("h12")
def h12(out: Path) -> None:
    pdf(out / "h12-term-sheet-h100-64gpu-en.pdf", [
        ("title", "Term Sheet: Reserved GPU Cluster"),
        ("p", "Northwind Accelerated Cloud, Inc. (\"Northwind\") and Vantage Reasoning Labs, Inc. (\"Customer\"). "
              "Reference NW-TS-2026-0311, 23 November 2026. This term sheet is binding upon countersignature and "
              "forms Order Form No. 1 under the Northwind Cloud Services Agreement."),
        ("t", [["Term", "Provision"],
               ["Provider", "Northwind Accelerated Cloud, Inc., 1400 Harbor Blvd, Sacramento, CA"],
               ["Capacity", "Eight (8) HGX H100 nodes, each with 8 x NVIDIA H100 SXM5 80GB (64 GPUs in total)"],
               ["Intra-node", "NVLink 4 through NVSwitch, 900 GB/s per GPU, full mesh"],
               ["Fabric", "InfiniBand NDR, 8 x 400 Gb/s per node (one ConnectX-7 per GPU), non-blocking, RDMA"],
               ["Host", "2 x Intel Xeon Platinum 8480+ (56 cores each); 2,048 GB DDR5 (32 x 64 GB)"],
               ["Storage", "Boot: 2 x 960 GB M.2 NVMe (RAID 1). Data: 8 x 3.84 TB U.2 NVMe per node "
                           "(30.72 TB)"],
               ["Internet", "10 Gb/s per cluster, not rate-limited"],
               ["Price", "USD 2.15 per GPU-hour, committed"],
               ["Billing", "Monthly in arrears at 730 hours per month; estimated monthly charge USD 100,448 "
                           "(64 GPUs x 730 h x USD 2.15)"],
               ["Term", "Twelve (12) months minimum from the Acceptance Date"],
               ["Deposit", "Two months of estimated charges (USD 200,896), held against the final two invoices"],
               ["Dedicated", "All 64 GPUs are single-tenant bare metal; no MIG, vGPU, time-slicing or "
                             "oversubscription"],
               ["GPU model", "NVIDIA H100 SXM5 80GB only; no substitution without Customer's written consent; "
                             "full 80 GB per GPU"],
               ["Interconnect", "NVLink full mesh and InfiniBand NDR as stated above are contractual"],
               ["Availability", "99.9% per calendar month per node"],
               ["Service credits", "10% of the monthly charge below 99.9%, 25% below 99.5%, 100% below 95.0%; "
                                   "claims within 60 days"],
               ["Acceptance", "Within 5 business days: nccl-tests all_reduce bus bandwidth at least 450 GB/s "
                              "within a node and 360 GB/s across 64 GPUs; 48-hour burn-in without GPU errors"],
               ["Data deletion", "NIST 800-88 purge of all drives within 14 days of the end of the term, "
                                 "with a certificate"]], [0.2, 0.8]),
        ("p", "Signed for Northwind Accelerated Cloud, Inc.: ____________　Signed for Customer: ____________"),
    ], title="Term Sheet NW-TS-2026-0311", author="Northwind Accelerated Cloud", footer="Northwind Confidential")


@doc("h13")
def h13(out: Path) -> None:
    text(out / "h13-zoom-transcript-mi300x-en.txt", """
Bluefin GPU Cloud <> Larkspur AI - intro call
Zoom auto-generated transcript (Bluefin GPU Cloud, recording 2026-11-20 16:00 PST)

00:00:04  Dana Whitlock (Bluefin GPU Cloud): Hi all, thanks for making time. I'm Dana, solutions
          engineer here at Bluefin. Raj, you wanted MI300X for a seventy-B LoRA run, right?
00:00:15  Raj Menon (Larkspur AI): Yeah. One box is probably enough to start.
00:00:21  Dana Whitlock (Bluefin GPU Cloud): Okay so the box is eight AMD Instinct MI300X, a hundred
          ninety-two gig each, all eight on Infinity Fabric, the xGMI mesh, a hundred twenty-eight gig
          per second per link. Two AMD EPYC 9454, forty-eight cores each, and two point three terabytes
          of RAM, twenty-four sticks of ninety-six.
00:00:49  Raj Menon (Larkspur AI): Storage?
00:00:52  Dana Whitlock (Bluefin GPU Cloud): Eight times three point eight four terabyte NVMe for data,
          local, plus a mirrored boot pair.
00:01:06  Raj Menon (Larkspur AI): And pricing?
00:01:09  Dana Whitlock (Bluefin GPU Cloud): On a three-month term it's $2.40 per GPU hour, billed
          hourly. On demand would be $2.95, but I'd go with the term.
00:01:22  Raj Menon (Larkspur AI): What about uptime, do you have an SLA?
00:01:26  Dana Whitlock (Bluefin GPU Cloud): Honestly on this tier we don't do a formal SLA. It's best
          effort, our target is about ninety-nine percent, and if something goes badly wrong we'll do
          credits at our discretion.
00:01:40  Raj Menon (Larkspur AI): And the box is just ours?
00:01:43  Dana Whitlock (Bluefin GPU Cloud): Yes, single tenant, the whole node, nobody else on it.
00:01:50  Raj Menon (Larkspur AI): Acceptance testing?
00:01:53  Dana Whitlock (Bluefin GPU Cloud): You get the first forty-eight hours to kick the tyres. If
          you don't flag anything, we treat it as accepted.
00:02:04  Raj Menon (Larkspur AI): Okay. Send me the order form.
00:02:07  Dana Whitlock (Bluefin GPU Cloud): Will do, today.
""")


@doc("h14")
def h14(out: Path) -> None:
    pdf(out / "h14-grant-budget-a100-40g-en.pdf", [
        ("title", "Budget Justification, Section C.3: Cloud Computing Services"),
        ("p", "Proposal: \"Efficient Domain Adaptation of Open-Weight Language Models\". PI: Dr. Helen Ostrova, "
              "Department of Computer Science, Great Plains State University. Budget period: Year 1."),
        ("h", "C.3.1 Purpose"),
        ("p", "Aim 2 requires full-parameter fine-tuning of Llama 3 70B on the project's clinical-notes corpus "
              "(all weights updated, AdamW, bf16 mixed precision). The university cluster has no GPUs free for "
              "this, so we budget dedicated cloud capacity for six months."),
        ("h", "C.3.2 Vendor and quotation"),
        ("p", "Vendor: Lakeshore HPC Services LLC, Madison, WI (quotation LHS-2026-118, 18 November 2026). "
              "Lakeshore was chosen over two other quotations (USD 1.41 and USD 1.55 per GPU-hour) as the lowest "
              "compliant offer."),
        ("t", [["Item", "Specification", "Qty"],
               ["GPU nodes", "8 x NVIDIA A100 SXM4 40GB per node, NVLink 3 (600 GB/s) via NVSwitch", "2 nodes"],
               ["Host", "2 x AMD EPYC 7543 (32 cores each), 1,024 GB RAM", "per node"],
               ["Storage", "2 x 3.84 TB NVMe per node (7.68 TB)", "per node"],
               ["Fabric", "8 x 200 Gb/s HDR InfiniBand per node, RDMA", "per node"],
               ["Rate", "USD 1.29 per GPU-hour, billed monthly, 6-month minimum", "16 GPUs"]],
         [0.18, 0.64, 0.18]),
        ("p", "Cost: 16 GPUs x 720 hours x 6 months x USD 1.29 = USD 89,164.80, requested in line F.8."),
        ("h", "C.3.3 Service terms in the quotation"),
        ("p", "Lakeshore's quotation commits to: the A100 SXM4 40GB model as quoted, no substitution, the full "
              "40 GB of each GPU; dedicated, single-tenant nodes (no MIG or vGPU); the NVLink and InfiniBand "
              "configuration above; 99.5% monthly availability with service credits of 10% of the monthly fee "
              "below 99.5% and 30% below 98.0%, claimable within 30 days; acceptance on nccl-tests all_reduce "
              "bus bandwidth of at least 180 GB/s within a node; and deletion of all data within 30 days of the "
              "end of the term."),
    ], title="Budget Justification C.3", author="Great Plains State University")


@doc("h15")
def h15(out: Path) -> None:
    pdf(out / "h15-order-form-comments-h200-4node-en.pdf", [
        ("title", "Order Form CC-OF-7731 (v3, with review comments)"),
        ("p", "Supplier: Corvid Compute Ltd, 22 Wharf Road, London N1 7GR. Customer: Halden Biosciences AS. "
              "Governing agreement: Corvid Master Services Agreement dated 2 June 2026."),
        ("t", [["Line", "Description", "Qty", "Rate", "Review comments"],
               ["1", "HGX H200 node: 8 x NVIDIA H200 SXM 141GB, NVLink/NVSwitch 900 GB/s per GPU", "4 nodes",
                "USD 3.05 per GPU-hour", "[Comment Anja K. (Halden): we agreed 3.05 on the 24 Nov call, v2 "
                "still shows 3.29] [Reply V. Singh (Corvid): fixed in v3]"],
               ["2", "InfiniBand NDR fabric, 8 x 400 Gb/s per node, RDMA", "4 nodes", "included", ""],
               ["3", "Host: 2 x Intel Xeon Platinum 8480+ (56 cores each), 2,048 GB DDR5", "4 nodes",
                "included", "[Comment Anja K.: OK]"],
               ["4", "Local NVMe: 8 x 3.84 TB per node (30.72 TB); boot 2 x 960 GB SATA SSD", "4 nodes",
                "included", ""],
               ["5", "Internet 1 Gb/s dedicated, not rate-limited", "1", "included", ""]],
         [0.06, 0.4, 0.1, 0.16, 0.28]),
        ("p", "Billing: hourly usage, invoiced monthly. Minimum term: six (6) months. Estimated monthly charge "
              "USD 71,248 at 730 hours."),
        ("h", "Schedule 1: Service Commitments"),
        ("p", "1.1 Corvid delivers NVIDIA H200 SXM 141GB GPUs as listed and will not substitute another model; each "
              "GPU exposes its full 141 GB. 1.2 The nodes are dedicated to the Customer: no MIG, no vGPU, no "
              "time-sharing, no oversubscription. 1.3 The NVLink full mesh and the InfiniBand fabric of lines 1 "
              "and 2 are part of the service. [Comment Anja K.: please keep 1.3 as is]"),
        ("p", "1.4 Availability: 99.9% per node per month. 1.5 Service credits: 10% of the node's monthly fee below "
              "99.9%, 25% below 99.5%, 50% below 99.0%; claims within 45 days of month end."),
        ("p", "1.6 Acceptance: the Customer may run nccl-tests within 3 business days; all_reduce bus bandwidth must "
              "reach 450 GB/s within a node and 340 GB/s across the 32 GPUs. 1.7 Data: all customer data is "
              "wiped within 14 days of termination and a wipe certificate is issued."),
    ], title="Order Form CC-OF-7731", author="Corvid Compute Ltd", footer="Corvid Compute Ltd - Order Form v3")


@doc("h16")
def h16(out: Path) -> None:
    pdf(out / "h16-welcome-pack-h100pcie-en.pdf", [
        ("title", "Welcome to Harborline: your dedicated GPU server is ready"),
        ("p", "Harborline Networks B.V., Kabelweg 37, 1014 BA Amsterdam. Customer: Fennick Analytics GmbH. "
              "Service ID HBL-DS-40917. Handover date: 30 November 2026."),
        ("h", "1. Your server"),
        ("t", [["Component", "Details"],
               ["GPUs", "8 x NVIDIA H100 PCIe 80GB"],
               ["GPU interconnect", "PCIe Gen5 through two PCIe switches; no NVLink bridges fitted"],
               ["CPU", "2 x AMD EPYC 9354 (32 cores each)"],
               ["Memory", "1,024 GB DDR5 (16 x 64 GB)"],
               ["Storage", "OS: 2 x 960 GB SATA SSD (RAID 1); data: 4 x 7.68 TB NVMe (30.72 TB)"],
               ["Network", "2 x 25 GbE public uplink, 10 Gb/s committed, unmetered"],
               ["Location", "AMS-3, hall B, rack 14"]], [0.25, 0.75]),
        ("h", "2. Access"),
        ("p", "SSH keys were installed as requested. IPMI access over the management VPN; see the portal under "
              "Servers > HBL-DS-40917 > Remote management."),
        ("h", "3. Your plan"),
        ("p", "EUR 11,200 per server per month, excluding 21% Dutch VAT, billed monthly in advance. Minimum term "
              "three (3) months, then monthly. A one-time setup fee of EUR 450 appears on your first invoice."),
        ("h", "4. What we commit to (from your Service Agreement)"),
        ("p", "GPU model: eight NVIDIA H100 PCIe 80GB, never substituted; the full 80 GB of every GPU is yours. "
              "Dedicated: single-tenant hardware, not shared, sliced or oversubscribed. Interconnect: PCIe Gen5 "
              "peer-to-peer between all eight GPUs as described above (no NVLink). Availability: 99.95% per "
              "month. Credits: 10% of the monthly fee per started hour of downtime beyond the commitment, up to "
              "100%, claimable within 30 days. Acceptance: within 2 business days you may run nccl-tests and "
              "fio; all_reduce bus bandwidth of at least 20 GB/s and data-disk read of at least 6 GB/s. Data: "
              "drives are securely erased within 7 days after the service ends."),
        ("small", "Harborline Networks B.V. · KvK 81234567 · support@harborline.example · +31 20 808 1400"),
    ], title="Welcome pack HBL-DS-40917", author="Harborline Networks B.V.", footer="Harborline Networks B.V.")


@doc("h17")
def h17(out: Path) -> None:
    pdf(out / "h17a-supplier-registration-4090-en.pdf", [
        ("title", "Supplier Registration Form"),
        ("small", "Tidewater Games Pty Ltd procurement. To be completed by the supplier. Incomplete forms delay "
                  "payment."),
        ("t", [["Field", "Supplier response"],
               ["Legal entity name", "Quarry Lane Compute Pty Ltd"],
               ["Trading name", "QLC GPU"],
               ["ABN", "61 642 118 903"],
               ["Registered address", "Unit 4, 18 Quarry Lane, Fortitude Valley QLD 4006"],
               ["GST registered", "Yes"],
               ["Remittance e-mail", "accounts@qlcgpu.example"],
               ["Bank", "Commonwealth Bank, BSB 064-158, account 1043 8821"],
               ["Goods / services", "GPU cloud servers (hourly rental)"],
               ["Contact", "Mitch Coleby, Account Manager, 0412 880 316"]], [0.3, 0.7]),
        ("p", "Declaration: I confirm the information above is correct. Signed: M. Coleby, 25/11/2026."),
    ], title="Supplier Registration", author="Tidewater Games Pty Ltd")
    pdf(out / "h17b-quotation-4090-en.pdf", [
        ("title", "QLC GPU: Quotation Q-2611-204"),
        ("p", "Quarry Lane Compute Pty Ltd trading as QLC GPU. Prepared for Tidewater Games Pty Ltd, 25 November "
              "2026. Valid 14 days."),
        ("t", [["Item", "Specification"],
               ["Server", "1 x GPU server, Brisbane (BNE1)"],
               ["GPUs", "8 x NVIDIA GeForce RTX 4090 24GB, NVLink-connected for multi-GPU training"],
               ["CPU", "2 x AMD EPYC 7443 (24 cores each)"],
               ["RAM", "512 GB DDR4"],
               ["Storage", "2 x 3.84 TB NVMe (7.68 TB)"],
               ["Network", "1 Gb/s internet"]], [0.25, 0.75]),
        ("t", [["Pricing", "Rate (AUD, excl. GST)"],
               ["On-demand", "AUD 0.89 per GPU-hour, billed per minute, no minimum"],
               ["GST", "10% added on invoice"]], [0.3, 0.7]),
        ("p", "The server is dedicated to Tidewater for the rental period; the GPUs are RTX 4090 24GB as listed "
              "and are not shared. Support business hours AEST."),
    ], title="Quotation Q-2611-204", author="QLC GPU", footer="QLC GPU / Quarry Lane Compute Pty Ltd")


@doc("h18")
def h18(out: Path) -> None:
    pdf(out / "h18-reverse-auction-award-l40s-en.pdf", [
        ("title", "e-Sourcing Event RA-2026-0412: Award Summary"),
        ("p", "Buyer: Sorrel Media Group, Procurement. Event type: reverse auction (English, 30-minute, 2-minute "
              "extension). Closed 21 November 2026 15:30 GMT. Lot: 4 x L40S GPU servers, 3-month rental."),
        ("h", "Final ranking"),
        ("t", [["Rank", "Supplier", "Final bid (USD per GPU-hour)", "Status"],
               ["1", "Pinecrest Data Systems Inc.", "1.12", "AWARDED"],
               ["2", "Lumen Harbor Cloud", "1.15", "Not awarded"],
               ["3", "Westgate Compute", "1.21", "Not awarded"],
               ["4", "(withdrew)", "-", "-"]], [0.1, 0.4, 0.3, 0.2], {"shade": [1]}),
        ("h", "Awarded configuration (from Pinecrest's technical response)"),
        ("t", [["Item", "Per node", "Nodes"],
               ["GPU", "8 x NVIDIA L40S 48GB (PCIe Gen4, no NVLink)", "4"],
               ["CPU", "2 x AMD EPYC 9254 (24 cores each)", ""],
               ["RAM", "768 GB", ""],
               ["Storage", "4 x 3.84 TB NVMe (15.36 TB)", ""],
               ["Node-to-node", "2 x 100 GbE (TCP only, no RDMA)", ""]], [0.2, 0.65, 0.15]),
        ("p", "Award value: 32 GPUs x USD 1.12 x 720 h x 3 months = USD 77,414.40. Billing hourly, invoiced "
              "monthly; minimum term 3 months."),
        ("h", "Terms accepted by the supplier without exception (RFQ section 7)"),
        ("p", "7.1 GPU model and memory exactly as bid (L40S 48GB), no substitution. 7.2 Dedicated servers, no "
              "sharing or slicing. 7.3 Interconnect as bid (PCIe Gen4 within the node). 7.4 Availability 99.5% "
              "monthly. 7.5 Credits 10% of the monthly fee below 99.5% and 25% below 99.0%, claim within 30 days. "
              "7.6 Acceptance: fio sequential read of at least 5 GB/s per node and a 24-hour burn-in. 7.7 Data "
              "deleted within 30 days of the end of the rental."),
    ], title="RA-2026-0412 Award Summary", author="Sorrel Media Group Procurement")


@doc("h19")
def h19(out: Path) -> None:
    text(out / "h19-broker-newsletter-h100-en.md", """
# GridLots Weekly, Issue 47 (24 Nov 2026)

*From Tallgrass Compute Brokers LLC, Denver CO. You are receiving this because you asked for H100 availability.*

Quiet week on H200, busy on H100. Prices below are per GPU-hour, USD, all-in unless noted.

## Available this week

| Lot | Hardware | Location | Term | Price |
|---|---|---|---|---|
| 1 | 4 x HGX H100 nodes, IB NDR | Phoenix | 12 mo | $1.89 |
| 2 | 2 x HGX H200 nodes | Montreal | 6 mo | $2.79 |
| 3 | 1 x HGX H100 node | Dallas | 1 mo | $2.05 |
| 4 | 16 x A100 80GB nodes | Columbus | 3 mo | $1.05 |

## Reserved for you: Lot 3

Hi Priya, as discussed, Lot 3 is on hold for Brightkite AI until Friday.

- **Hardware:** 1 x HGX H100 node, 8 x NVIDIA H100 SXM5 80GB, NVLink/NVSwitch 900 GB/s per GPU
- **Performance:** 1,979 TFLOPS BF16 per GPU
- **Host:** 2 x Xeon Platinum 8468 (48 cores each), 2,048 GB RAM
- **Storage:** 8 x 3.84 TB NVMe (30.72 TB)
- **Price:** $2.05 per GPU-hour, billed hourly, 1-month minimum
- **Operated by:** Meridian DC, Dallas (you contract with Tallgrass)

Reply "LOCK 3" and we send the order form.

-- Kyle Brandt, Tallgrass Compute Brokers
""")


@doc("h20")
def h20(out: Path) -> None:
    pdf(out / "h20-approval-memo-h20-2node-en.pdf", [
        ("title", "Memorandum"),
        ("t", [["To", "Chief Financial Officer, Orion Robotics Holdings"],
               ["From", "Head of ML Infrastructure, Orion Robotics (Shenzhen)"],
               ["Date", "26 November 2026"],
               ["Subject", "Approval to contract H20 GPU capacity with Greenbay Compute"]], [0.15, 0.85],
         {"head": False}),
        ("h", "Recommendation"),
        ("p", "Approve a 6-month contract with Greenbay Compute (Shenzhen) Co., Ltd. for two H20 GPU nodes to "
              "LoRA fine-tune Qwen2.5-72B for the warehouse-robot instruction model."),
        ("h", "What we are buying"),
        ("p", "Two (2) nodes, each 8 x NVIDIA H20 96GB on NVLink (900 GB/s per GPU, NVSwitch), 2 x Intel Xeon "
              "Platinum 8468 (48 cores each), 2,048 GB RAM, a 960 GB SATA SSD boot disk and 4 x 7.68 TB NVMe "
              "data disks (30.72 TB). Nodes are joined by RoCE v2 at 4 x 400 Gb/s per node with RDMA."),
        ("h", "Cost"),
        ("p", "CNY 61,500 per node per month including 6% VAT; CNY 738,000 over six months for both nodes. Minimum "
              "term 6 months. Greenbay was CNY 4,000 per node-month cheaper than the runner-up."),
        ("h", "Contract protections (Greenbay Service Schedule, clauses 4-9)"),
        ("p", "Model H20 96GB guaranteed, no substitution; full 96 GB memory per GPU; nodes dedicated to Orion "
              "(no vGPU, MIG or sharing); NVLink and RoCE fabric as specified; availability 99.9% monthly; credits "
              "of 10%, 25% and 50% of the monthly fee below 99.9%, 99.5% and 99.0%, claimable for 30 days; "
              "acceptance on an nccl-tests all_reduce bus bandwidth of at least 300 GB/s per node and 200 GB/s "
              "across both nodes, plus a 48-hour burn-in; data deleted within 7 days after the term."),
        ("t", [["Approver", "Decision", "Date"], ["Head of ML Infrastructure", "Recommend", "26/11/2026"],
               ["CFO", "", ""]], [0.4, 0.3, 0.3]),
    ], title="Memo: H20 capacity", author="Orion Robotics")


@doc("h21")
def h21(out: Path) -> None:
    pdf(out / "h21-letter-of-offer-b200-2node-en.pdf", [
        ("p", "Stellarforge Compute GmbH · Hanauer Landstraße 291 · 60314 Frankfurt am Main"),
        ("sp", 6),
        ("p", "Kestrel Language Systems SAS<br/>Attn. Ms Claire Dubois, CTO<br/>18 rue de la Pépinière, 75008 Paris"),
        ("p", "Frankfurt, 27 November 2026"),
        ("h", "Letter of Offer SF-LO-2026-063: dedicated B200 capacity"),
        ("p", "Dear Ms Dubois,"),
        ("p", "Following our meeting on 19 November, Stellarforge Compute GmbH is pleased to offer Kestrel Language "
              "Systems two (2) dedicated NVIDIA HGX B200 servers in our Frankfurt facility on the terms below. Each "
              "server carries eight NVIDIA B200 GPUs with 192 GB of HBM3e each, joined by fifth-generation NVLink "
              "through NVSwitch at 1.8 TB/s per GPU, two Intel Xeon Platinum 8570 processors (56 cores each), "
              "3,072 GB of DDR5 memory, two 1.92 TB NVMe boot drives and eight 7.68 TB NVMe data drives "
              "(61.44 TB). The two servers are connected by InfiniBand NDR, eight 400 Gb/s ports per server, "
              "with RDMA."),
        ("p", "The price is EUR 4.10 per GPU-hour, excluding 19% VAT, for sixteen GPUs, invoiced monthly for the "
              "hours in the month. The minimum term is twelve (12) months; at 730 hours a month this comes to "
              "roughly EUR 47,888 per month."),
        ("p", "We commit that the GPUs are NVIDIA B200 192GB, that none will be replaced by another model, and that "
              "the full 192 GB of every GPU is available to you. The servers are dedicated to Kestrel alone and "
              "are never shared, partitioned (MIG) or oversubscribed. The NVLink and InfiniBand configuration "
              "described above forms part of the service. We commit to 99.9% availability per server per calendar "
              "month; below that, we credit 10% of the monthly fee, 25% below 99.5% and 50% below 99.0%, on a "
              "claim made within 30 days."),
        ("p", "Acceptance: within five business days of handover you may run nccl-tests; the service is accepted "
              "when all_reduce bus bandwidth reaches at least 700 GB/s within each server and 380 GB/s across "
              "both, and a 72-hour burn-in passes. At the end of the term we erase all drives within 10 days and "
              "provide an erasure certificate."),
        ("p", "This offer is valid until 11 December 2026. Please countersign below to accept."),
        ("p", "Yours sincerely,<br/>Jonas Reiter, Managing Director, Stellarforge Compute GmbH"),
        ("sp", 8),
        ("p", "Accepted for Kestrel Language Systems SAS: ____________________ Date: ________"),
    ], title="Letter of Offer SF-LO-2026-063", author="Stellarforge Compute GmbH",
        footer="Stellarforge Compute GmbH · Amtsgericht Frankfurt HRB 128811 · USt-IdNr. DE 345 118 902")


@doc("h22")
def h22(out: Path) -> None:
    pdf(out / "h22-booth-flyer-h200-en.pdf", [
        ("title", "Ampersand Cloud · SC26 Show Special"),
        ("p", "Visit us at booth 2231. Offer valid for orders placed by 15 December 2026."),
        ("t", [["H200 on demand", "Why Ampersand"],
               ["8 x NVIDIA H200 SXM 141GB per instance<br/>NVLink / NVSwitch, 900 GB/s per GPU<br/>2 x AMD EPYC "
                "9534 (64 cores each)<br/>2,048 GB RAM<br/>8 x 3.84 TB local NVMe<br/><br/><b>Show price: "
                "USD 3.19 per GPU-hour</b> (list USD 3.69)<br/>Per-minute billing, no minimum commitment",
                "Spin up in minutes from the console or API.<br/>Whole 8-GPU instances, never shared with other "
                "tenants.<br/>Uptime: see ampersand.cloud/sla for our service level terms.<br/>Support: 24/7 "
                "chat; phone for Enterprise."]], [0.5, 0.5]),
        ("p", "Ampersand Cloud, Inc. · 500 Terry Francois St, San Francisco, CA · sales@ampersand.example"),
        ("small", "Show price applies to new accounts for the first 90 days; thereafter list price. Taxes extra."),
    ], title="SC26 Show Special", author="Ampersand Cloud", land=True, footer="Ampersand Cloud, Inc.")


@doc("h23")
def h23(out: Path) -> None:
    cli = """$ kiln quote create --type h100-sxm.8x --region us-east-2 --count 1 --term on-demand
Kiln Compute, Inc.  quote service v4.12
--------------------------------------------------------------------
quote_id          : kq_9f31c07e
created           : 2026-11-26T14:02:11Z
account           : meadowlark-research
instance_type     : h100-sxm.8x
  gpus            : 8 x NVIDIA H100 SXM5 80GB
  gpu_link        : NVLink 4 / NVSwitch, 900 GB/s per GPU
  vcpus           : 208 (2 x Intel Xeon Platinum 8470, 52 cores each)
  memory          : 1,920 GiB
  local_nvme      : 8 x 3.84 TB (30.72 TB)
  network         : 100 Gb/s
count             : 1
tenancy           : dedicated (single tenant)
term              : on-demand
price             : USD 19.60 per instance-hour (USD 2.45 per GPU-hour)
billing           : per second, 1-minute minimum charge
estimated_monthly : USD 14,308.00 (730 h)
sla               : none (on-demand tier; no uptime commitment or credits)
expires           : 2026-12-03T14:02:11Z
--------------------------------------------------------------------
$ kiln quote accept kq_9f31c07e   # run to reserve"""
    pdf(out / "h23-cli-quote-h100-en.pdf", [
        ("title", "Kiln Compute quote (terminal output)"),
        ("p", "Pasted by the Meadowlark Research platform team for review, 26 November 2026."),
        ("mono", cli),
    ], title="kiln quote kq_9f31c07e", author="Meadowlark Research")


@doc("h24")
def h24(out: Path) -> None:
    pdf(out / "h24-reservation-agreement-a100-4node-en.pdf", [
        ("title", "Capacity Reservation Agreement"),
        ("p", "between Cobalt Ridge Compute LLC, a Delaware limited liability company (\"Provider\"), and "
              "Fairhaven Analytics Corp. (\"Client\"), effective 1 December 2026."),
        ("p", "1. Reservation. Provider reserves for Client the capacity in Exhibit A for the Term, at the prices in "
              "Exhibit B and the service levels in Exhibit C. 2. Term. Twelve (12) months from the Acceptance Date. "
              "3. Invoicing. Monthly in advance; net 30."),
        ("h", "Exhibit A: Reserved Capacity"),
        ("t", [["Item", "Description", "Qty per node", "Qty total"],
               ["GPU", "NVIDIA A100 SXM4 80GB, NVLink 3 via NVSwitch (600 GB/s per GPU)", "8", "32"],
               ["CPU", "AMD EPYC 7763, 64 cores", "2", "8"],
               ["Memory", "64 GB DDR4-3200", "16", "64"],
               ["Boot", "960 GB SATA SSD", "2", "8"],
               ["Data", "3.84 TB NVMe", "4", "16"],
               ["Fabric", "HDR InfiniBand 200 Gb/s, RDMA", "8", "32"],
               ["Nodes", "HGX A100 8-GPU server", "1", "4"]], [0.12, 0.58, 0.15, 0.15]),
        ("h", "Exhibit B: Pricing"),
        ("p", "USD 1.39 per GPU-hour for all 32 reserved GPUs, charged on every hour of the Term whether used or "
              "not (Provider's standard on-demand rate for the same servers is USD 1.79 per GPU-hour). Monthly "
              "reservation fee at 730 hours: USD 32,470.40. No setup fee."),
        ("h", "Exhibit C: Service Levels"),
        ("p", "C.1 GPU model: NVIDIA A100 SXM4 80GB; no substitution. C.2 Memory: the full 80 GB of each GPU. "
              "C.3 Dedicated: single-tenant; no MIG, vGPU, time-slicing or oversubscription. C.4 Interconnect: "
              "NVLink full mesh and HDR InfiniBand as in Exhibit A. C.5 Availability: 99.9% per node per month. "
              "C.6 Credits: 10% of the node's monthly fee below 99.9%, 25% below 99.0%, 100% below 95.0%; claims "
              "within 30 days. C.7 Acceptance: nccl-tests all_reduce bus bandwidth of at least 220 GB/s within a "
              "node and 170 GB/s across the 32 GPUs, and a 48-hour burn-in. C.8 Data: all Client data erased "
              "within 14 days of the end of the Term, with written confirmation."),
        ("p", "Signed: Cobalt Ridge Compute LLC ____________　Fairhaven Analytics Corp. ____________"),
    ], title="Capacity Reservation Agreement", author="Cobalt Ridge Compute LLC",
        footer="Cobalt Ridge Compute LLC - Confidential")


# ================================================================================================ bilingual
@doc("h25")
def h25(out: Path) -> None:
    pdf(out / "h25-quotation-sgd-h200-bi.pdf", [
        ("title", "Quotation 报价单　MC-Q-26-1187"),
        ("p", "Merlion Compute Pte. Ltd. 狮城算力私人有限公司 · 1 Fusionopolis Way, #07-11, Singapore 138632 · "
              "UEN 202118842K · GST Reg. No. M9-0031187-2"),
        ("p", "To 致：Nanyang Lingo Technologies Pte. Ltd.　Date 日期：27 Nov 2026　Valid 有效期：14 days 天"),
        ("t", [["No.", "Description 描述", "Qty 数量", "Unit price 单价 (SGD)", "Amount 金额 (SGD)"],
               ["1", "Dedicated GPU server 专属 GPU 服务器: 8 × NVIDIA H200 SXM 141GB, NVLink/NVSwitch 900 GB/s; "
                "2 × Intel Xeon Platinum 8558 (48 cores 核); 2,048 GB RAM; boot 系统盘 2 × 960 GB SATA SSD; "
                "data 数据盘 8 × 3.84 TB NVMe (30.72 TB)", "1 server 台 × 1 month 月",
                "38,500.00 per server-month 每台每月", "38,500.00"],
               ["", "GST 消费税 9%", "", "", "3,465.00"],
               ["", "Total per month 每月合计", "", "", "41,965.00"]], [0.06, 0.46, 0.14, 0.18, 0.16]),
        ("p", "Minimum term 最短租期：6 months 个月. Billing 计费：monthly in advance 按月预付."),
        ("h", "Service terms 服务条款"),
        ("p", "1. GPU model 型号：NVIDIA H200 SXM 141GB, no substitution 不得替换; full 141 GB per GPU 每卡完整显存."),
        ("p", "2. Dedicated 独享：single tenant, no MIG / vGPU / sharing 不切分、不共享."),
        ("p", "3. Interconnect 互联：NVLink full mesh as above 按上述 NVLink 全互联交付."),
        ("p", "4. Availability 可用性：99.9% monthly 月度. Credits 赔偿：10% below 99.9%, 30% below 99.0%, 100% "
              "below 95.0% of the monthly fee 月费; claim within 30 days 30 天内申请."),
        ("p", "5. Acceptance 验收：nccl-tests all_reduce ≥ 450 GB/s bus bandwidth and 48 h burn-in 48 小时压测."),
        ("p", "6. Data deletion 数据删除：within 7 days after termination 终止后 7 天内, with certificate 出具证明."),
    ], cjk=True, title="Quotation MC-Q-26-1187", author="Merlion Compute Pte. Ltd.",
        footer="Merlion Compute Pte. Ltd. 狮城算力私人有限公司")


@doc("h26")
def h26(out: Path) -> None:
    pdf(out / "h26-quotation-twd-4090-bi.pdf", [
        ("title", "報價單 Quotation　DP-2611-0452"),
        ("p", "鼎峰雲端運算股份有限公司 DingPeak Cloud Computing Co., Ltd. · 統一編號 83917265 · "
              "新竹縣竹北市台元一街 8 號 12 樓"),
        ("p", "客戶 Customer：青禾互動娛樂有限公司 Greenrice Interactive Ltd.　日期 Date：2026/11/26"),
        ("t", [["項目 Item", "規格 Specification"],
               ["GPU", "8 × NVIDIA GeForce RTX 4090 24GB（每卡 24GB GDDR6X）"],
               ["卡間互連 GPU link", "PCIe 4.0 x16，無 NVLink / no NVLink"],
               ["CPU", "2 × AMD EPYC 7543（32 核 cores）"],
               ["記憶體 RAM", "512GB DDR4"],
               ["儲存 Storage", "系統碟 boot 480GB SATA SSD；資料碟 data 2 × 3.84TB NVMe（7.68TB）"],
               ["數量 Qty", "1 台 server"]], [0.3, 0.7]),
        ("t", [["計價 Pricing", "金額 Amount"],
               ["單價 Unit price", "NT$ 820 / 卡 / 日（per GPU-day，未稅 excl. tax）"],
               ["營業稅 Business tax", "5%"],
               ["計費 Billing", "按日計費 billed daily；最短租期 30 天 minimum 30 days"],
               ["30 天估算 30-day estimate", "NT$ 196,800（8 卡 × 30 日，未稅）"]], [0.3, 0.7]),
        ("h", "服務條款 Service terms"),
        ("p", "型號 Model：RTX 4090 24GB，不替換 no substitution；每卡 24GB 完整可用 full memory。獨享 Dedicated："
              "整機獨享，不共用、不超賣 not shared or oversold。互連 Interconnect：PCIe 4.0 如上 as stated。"
              "可用率 Availability：每月 99.5% monthly。補償 Credits：未達 99.5% 退月費 10%，未達 99.0% 退 25%，"
              "未達 95% 退 50%，30 日內申請 claim within 30 days。驗收 Acceptance：交付後 2 日內 fio 資料碟讀取 "
              "≥ 3GB/s 且 24 小時燒機無錯誤 24-hour burn-in。資料刪除 Data deletion：租期結束 7 日內抹除 "
              "wiped within 7 days。"),
    ], cjk=True, title="報價單 DP-2611-0452", author="DingPeak Cloud Computing Co., Ltd.",
        footer="鼎峰雲端運算股份有限公司 DingPeak Cloud Computing Co., Ltd.")


@doc("h27")
def h27(out: Path) -> None:
    pdf(out / "h27-johor-quote-h100-2node-bi.pdf", [
        ("title", "柔佛星港算力 · 报价方案 Proposal JSC-P-0419"),
        ("p", "Johor Starport Compute Sdn. Bhd.（柔佛星港算力有限公司）· Sedenak Tech Park, Kulai, Johor, Malaysia"),
        ("p", "致 To：深圳听澜科技有限公司 Tinglan Technology (Shenzhen) Co., Ltd.　日期 Date：2026-11-25"),
        ("h", "配置 Configuration（每节点 per node，共 2 节点 2 nodes）"),
        ("t", [["项目 Item", "规格 Spec"],
               ["GPU", "8 × NVIDIA H100 SXM5 80GB，NVLink 900GB/s（NVSwitch 全互联 full mesh）"],
               ["CPU", "2 × Intel Xeon Platinum 8468（48 核 cores）"],
               ["内存 RAM", "2048GB"],
               ["存储 Storage", "数据盘 data 4 × 7.68TB NVMe（30.72TB）；系统盘 boot 2 × 960GB"],
               ["节点间网络 Inter-node", "RoCE v2，每节点 2 × 200Gb/s（400Gb/s per node），RDMA"],
               ["公网 Internet", "1Gbps，不限速 not rate-limited"]], [0.28, 0.72]),
        ("h", "价格 Pricing"),
        ("p", "USD 2.20 / GPU / 小时 per GPU-hour（约 approx. RM 10.30，仅供参考 for reference only），按月结算 "
              "invoiced monthly，最短租期 minimum term 3 个月 months。马来西亚 SST 8% 另计 extra。"),
        ("h", "服务承诺 Commitments"),
        ("p", "型号 Model：H100 SXM5 80GB，不替换 no substitution，每卡 80GB 完整 full memory。独享 Dedicated："
              "不共享、不切分 no sharing or MIG。互联 Interconnect：如上 as specified。可用性 Availability："
              "99.9% 月度 monthly。赔偿 Credits：低于 99.9% 返 10%，低于 99% 返 30%，低于 95% 返 100% 月费，"
              "30 天内申请 within 30 days。验收 Acceptance：nccl-tests 单机 ≥ 450GB/s，48 小时压测 burn-in。"
              "数据 Data：到期 7 天内擦除 erased within 7 days。"),
    ], cjk=True, title="Proposal JSC-P-0419", author="Johor Starport Compute Sdn. Bhd.",
        footer="Johor Starport Compute Sdn. Bhd. 柔佛星港算力")


@doc("h28")
def h28(out: Path) -> None:
    zh = ["第一条 租赁物：乙方向甲方出租 GPU 服务器 2 台，每台 8 × NVIDIA A800 SXM4 80GB，NVLink 400GB/s"
          "（NVSwitch 全互联）；2 × Intel Xeon Platinum 8358（32 核）；内存 1024GB；系统盘 2 × 480GB SATA SSD；"
          "数据盘 4 × 3.84TB NVMe（15.36TB）；节点间 8 × 200Gb/s InfiniBand HDR，支持 RDMA。",
          "第二条 租金：每台每月人民币 86,000 元（含 6% 增值税），按月支付。租期 12 个月。",
          "第三条 乙方保证交付型号为 A800 SXM4 80GB，不得替换；每卡 80GB 显存完整可用；设备由甲方独占，不超售、"
          "不切分。",
          "第四条 互联按第一条交付。",
          "第五条 月度可用性不低于 99.9%；低于 99.9% 赔偿月租金 10%，低于 99% 赔偿 30%，低于 95% 赔偿 100%；"
          "甲方于 30 日内书面提出。",
          "第六条 验收：交付后 3 个工作日内，nccl-tests 单机总线带宽 ≥ 150GB/s，双机 ≥ 120GB/s，48 小时压测无故障。",
          "第七条 合同终止后 7 日内，乙方擦除全部数据并出具证明。"]
    en = ["Art. 1 Leased equipment: two GPU servers, each 8 x NVIDIA A800 SXM4 80GB, NVLink 400 GB/s (NVSwitch "
          "full mesh); 2 x Xeon Platinum 8358 (32 cores); 1,024 GB RAM; boot 2 x 480 GB SATA SSD; data 4 x 3.84 "
          "TB NVMe (15.36 TB); InfiniBand HDR 8 x 200 Gb/s between the nodes, RDMA.",
          "Art. 2 Rent: CNY 86,000 per server per month incl. 6% VAT, paid monthly. Term: 12 months.",
          "Art. 3 Lessor delivers A800 SXM4 80GB, without substitution; full 80 GB per GPU; equipment dedicated "
          "to Lessee, not oversold or partitioned.",
          "Art. 4 Interconnect as in Art. 1.",
          "Art. 5 Monthly availability at least 99.9%; credits 10% of monthly rent below 99.9%, 30% below 99%, "
          "100% below 95%; written claim within 30 days.",
          "Art. 6 Acceptance within 3 business days: nccl-tests bus bandwidth >= 150 GB/s per server, >= 120 "
          "GB/s across both, 48-hour burn-in.",
          "Art. 7 Lessor erases all data within 7 days after termination and certifies it."]
    rows = [["中文", "English"]] + [[a, b] for a, b in zip(zh, en, strict=True)]
    pdf(out / "h28-parallel-lease-a800-2node-bi.pdf", [
        ("title", "GPU 服务器租赁合同 / GPU Server Lease Agreement"),
        ("p", "甲方 Lessee：杭州明湖语义科技有限公司 Hangzhou Minghu Semantics Co., Ltd."),
        ("p", "乙方 Lessor：上海澜峰计算技术有限公司 Shanghai Lanfeng Computing Technology Co., Ltd."),
        ("small", "合同编号 Contract No.: LF-ZL-2026-077　两种文本具有同等效力 Both texts are equally authentic."),
        ("t", rows, [0.48, 0.52]),
        ("t", [["甲方（盖章）Lessee", "乙方（盖章）Lessor"], ["2026-11-27", "2026-11-27"]], [0.5, 0.5]),
    ], cjk=True, title="租赁合同 LF-ZL-2026-077", author="上海澜峰计算技术有限公司")


@doc("h29")
def h29(out: Path) -> None:
    pdf(out / "h29-compliance-quote-h20-vgpu-bi.pdf", [
        ("title", "最终用户声明及报价 End-User Statement and Quotation"),
        ("p", "供应商 Supplier：深港智联算力有限公司 ShenGang Zhilian Compute Ltd.（香港 Hong Kong，公司编号 CR No. "
              "3318207）"),
        ("p", "客户 Customer：广州穗语智能有限公司 Guangzhou Suiyu Intelligence Co., Ltd."),
        ("h", "第一部分　最终用户声明 Part 1: End-User Statement"),
        ("p", "客户声明所租算力仅用于民用自然语言处理研发，不转租，不用于任何受限最终用途。The customer declares the "
              "capacity is used for civilian NLP research only, will not be sublet and has no restricted end use."),
        ("h", "第二部分　报价 Part 2: Quotation"),
        ("t", [["项目 Item", "内容 Details"],
               ["产品 Product", "H20 vGPU 实例 instance（NVIDIA H20，每实例 1/2 卡 half a GPU，48GB 显存 memory）"],
               ["实例数 Instances", "8"],
               ["虚拟化 Virtualisation", "NVIDIA vGPU，两个实例共享一张物理卡 two instances share one physical GPU"],
               ["CPU / 内存 RAM", "每实例 per instance 12 vCPU / 128GB"],
               ["存储 Storage", "共享 NVMe 存储池 shared NVMe pool, 2TB per instance"],
               ["单价 Unit price", "HK$ 9.20 / 实例 / 小时 per instance-hour（不含税 excl. tax）"],
               ["计费 Billing", "按小时 hourly；无最短期限 no minimum"]], [0.28, 0.72]),
        ("p", "可用性 Availability：99.5% 月度 monthly（实例级 per instance）。"),
        ("small", "ShenGang Zhilian Compute Ltd. 深港智联算力有限公司 · 香港九龙湾宏开道 15 号 9 楼"),
    ], cjk=True, title="End-User Statement and Quotation", author="ShenGang Zhilian Compute Ltd.",
        footer="深港智联算力有限公司 ShenGang Zhilian Compute Ltd.")


@doc("h30")
def h30(out: Path) -> None:
    pdf(out / "h30-ack-slip-h800-bi.pdf", [
        ("title", "报价确认回执 Quotation Acknowledgement Slip"),
        ("p", "报价方 Quoting party：长河算力（杭州）有限公司 Changhe Compute (Hangzhou) Co., Ltd.　"
              "报价号 Quote No.：CH-2611-88"),
        ("p", "请客户勾选所需选项，签章后回传 Please tick your options, sign and return."),
        ("h", "配置 Configuration（1 台 1 server）"),
        ("p", "8 × NVIDIA H800 SXM5 80GB，NVLink 400GB/s 全互联 full mesh；2 × Intel Xeon Platinum 8462Y+（32 核 "
              "cores）；1024GB 内存 RAM；系统盘 boot 2 × 960GB SATA SSD；数据盘 data 4 × 3.84TB NVMe（15.36TB）；"
              "公网 Internet 100Mbps。整机独享 dedicated server。"),
        ("h", "租期与单价 Term and price（元/台/月 CNY per server-month，含税 incl. VAT）"),
        ("t", [["选择 Tick", "租期 Term", "单价 Unit price"],
               ["□", "1 个月 1 month", "98,000"],
               ["☑", "3 个月 3 months", "94,000"],
               ["□", "6 个月 6 months", "90,000"]], [0.2, 0.4, 0.4], {"shade": [2]}),
        ("h", "服务条款 Terms"),
        ("p", "1. 可用性：按长河算力官网公布的服务等级协议执行。Availability: per Changhe's published SLA on its "
              "website."),
        ("p", "2. 故障补偿：由长河算力视情况发放代金券。Outage compensation: service vouchers at Changhe's "
              "discretion."),
        ("p", "3. 验收：交付后 3 个工作日内客户未提出书面异议的，视为验收合格。Acceptance: the service is deemed "
              "accepted if the customer raises no written objection within 3 business days of delivery."),
        ("p", "4. 型号与显存：保证 H800 SXM5 80GB 原厂卡，每卡 80GB。Model and memory: genuine H800 SXM5 80GB, "
              "80 GB per GPU."),
        ("p", "5. 数据：租期结束后 15 日内删除。Data: deleted within 15 days after the term."),
        ("t", [["客户签章 Customer", "日期 Date"], ["浙江潮声数智科技有限公司", "2026-11-28"]], [0.6, 0.4]),
    ], cjk=True, title="Quotation Acknowledgement CH-2611-88", author="长河算力（杭州）有限公司",
        footer="长河算力（杭州）有限公司 Changhe Compute (Hangzhou) Co., Ltd.")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build-holdout7")
    out.mkdir(parents=True, exist_ok=True)
    for build in BUILDERS.values():
        build(out)


if __name__ == "__main__":
    main()
