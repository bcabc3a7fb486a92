# ruff: noqa: E501
# (document text: the generator's lines are the documents' own sentences; wrapping them would split them)
"""Builds the second held-out offer corpus (tests/corpus/holdout2): 27 GPU-rental offers in 28 files (PDFs built
with reportlab, plus plain-text and Markdown emails and quotes), for a final measurement of `audit offer`.

Run: python make.py OUTDIR   (needs reportlab; Chinese text uses the CID font STSong-Light).

The documents are invented, written from descriptions of real vendor paperwork (Chinese IDC 报价单, hyperscaler
price lists, prose proposals, pasted emails, MSAs and order forms, spec sheets) by an author who had not read the
extractor. The build is deterministic (reportlab's invariant mode), so the same files come out every time.
Ground truth: truth.json beside this file. Fixers must never open this folder: see README.md."""
import os
import sys

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import (
    BaseDocTemplate,
    Frame,
    FrameBreak,
    PageBreak,
    PageTemplate,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

rl_config.invariant = 1
pdfmetrics.registerFont(UnicodeCIDFont('STSong-Light'))
ZF, EF, EB, MF = 'STSong-Light', 'Helvetica', 'Helvetica-Bold', 'Courier'
GREY = colors.HexColor('#555555')
ZH = ParagraphStyle('zh', fontName=ZF, fontSize=10, leading=15)
ZHS = ParagraphStyle('zhs', fontName=ZF, fontSize=7.5, leading=10.5, textColor=GREY)
ZHH = ParagraphStyle('zhh', fontName=ZF, fontSize=15, leading=22)
ZH2 = ParagraphStyle('zh2', fontName=ZF, fontSize=11.5, leading=18, spaceBefore=6)
EN = ParagraphStyle('en', fontName=EF, fontSize=9.5, leading=13.5)
ENS = ParagraphStyle('ens', fontName=EF, fontSize=7.5, leading=10, textColor=GREY)
ENH = ParagraphStyle('enh', fontName=EB, fontSize=15, leading=21)
EN2 = ParagraphStyle('en2', fontName=EB, fontSize=11, leading=16, spaceBefore=6)
MONO = ParagraphStyle('mono', fontName=MF, fontSize=8.5, leading=11.5)
ZMONO = ParagraphStyle('zmono', fontName=ZF, fontSize=9, leading=13)
CZ = ParagraphStyle('cz', fontName=ZF, fontSize=8.5, leading=11.5)
CE = ParagraphStyle('ce', fontName=EF, fontSize=8.5, leading=11)


def P(text, style=EN):
    return Paragraph(text, style)


def T(rows, style=CE, widths=None, head=True, zebra=False, bold_last=False):
    """A grid table; every cell is a Paragraph so long specs wrap; the header row repeats on a page break."""
    data = [[Paragraph(str(c), style) for c in r] for r in rows]
    t = Table(data, colWidths=widths, repeatRows=1 if head else 0)
    st = [('GRID', (0, 0), (-1, -1), 0.4, colors.HexColor('#888888')), ('VALIGN', (0, 0), (-1, -1), 'TOP')]
    if head:
        st.append(('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#dfe6ee')))
    if zebra:
        st += [('BACKGROUND', (0, i), (-1, i), colors.HexColor('#f4f4f4')) for i in range(2, len(rows), 2)]
    if bold_last:
        st.append(('BACKGROUND', (0, len(rows) - 1), (-1, len(rows) - 1), colors.HexColor('#fff3cc')))
    t.setStyle(TableStyle(st))
    return t


def build(path, story):
    SimpleDocTemplate(path, pagesize=A4, title=os.path.basename(path), author='', leftMargin=18 * mm,
                      rightMargin=18 * mm, topMargin=16 * mm, bottomMargin=16 * mm).build(story)


def build_two_col(path, story):
    """A full-width letterhead frame, then two columns; story = (head, left, right)."""
    head, left, right = story
    W, H = A4
    m, hh = 16 * mm, 38 * mm
    frames = [Frame(m, H - m - hh, W - 2 * m, hh, id='head'),
              Frame(m, m, (W - 2 * m) / 2 - 5, H - 2 * m - hh, id='l'),
              Frame(m + (W - 2 * m) / 2 + 5, m, (W - 2 * m) / 2 - 5, H - 2 * m - hh, id='r')]
    doc = BaseDocTemplate(path, pagesize=A4, title=os.path.basename(path), author='')
    doc.addPageTemplates([PageTemplate(id='two', frames=frames)])
    doc.build([*head, FrameBreak(), *left, FrameBreak(), *right])


DOCS = {}
TWO_COL = set()
TEXT = {}


def doc(name, two_col=False):
    def reg(fn):
        DOCS[name] = fn
        if two_col:
            TWO_COL.add(name)
        return fn
    return reg


# ------------------------------------------------------------------------------------------------ h2-01 zh IDC 报价单
@doc('h2-01-xinghe-h100-idc-baojiadan-zh.pdf')
def h2_01():
    cfg = [['序号', '部件', '规格型号', '单位', '数量', '备注'],
           ['1', '整机', 'HGX H100 8-GPU 裸金属服务器（8U）', '台', '1', '物理机交付'],
           ['2', 'GPU', 'NVIDIA H100 SXM5 80GB HBM3', '块', '8', '整卡独享'],
           ['3', 'GPU 互联', 'NVLink 4.0 + 4 × NVSwitch，单卡 900GB/s', '套', '1', '8 卡全互联'],
           ['4', 'CPU', 'Intel Xeon Platinum 8480+（56 核，2.0GHz）', '颗', '2', '—'],
           ['5', '内存', '64GB DDR5-4800 RDIMM', '根', '32', '—'],
           ['6', '系统盘', '960GB SATA SSD', '块', '2', 'RAID1，仅装系统'],
           ['7', '数据盘', '7.68TB NVMe U.2（PCIe 4.0）', '块', '4', '本地直通'],
           ['8', '计算网卡', '400Gb/s NDR InfiniBand（ConnectX-7）', '张', '8', 'GPUDirect RDMA'],
           ['9', '存储网卡', '200Gb/s 以太网（双口）', '张', '1', '接并行存储（另购）'],
           ['10', '公网', '200Mbps 独享带宽（BGP 多线）', '条', '1', '不限流量'],
           ['11', '电源', '3000W 钛金电源', '个', '6', '3+3 冗余'],
           ['12', '管理', 'BMC 带外管理口 1GbE', '个', '1', '—']]
    price = [['项目', '单位', '数量', '单价（含税）', '小计'],
             ['HGX H100 8-GPU 整机租赁（包月）', '台', '2', '￥168,000/台/月', '￥336,000/月'],
             ['IB 交换与线缆（集群共用）', '套', '1', '￥0', '￥0'],
             ['7×24 运维服务', '项', '1', '含', '￥0'],
             ['合计', '', '', '', '￥336,000/月']]
    return [P('星河数智科技有限公司', ZHH),
            P('GPU 裸金属服务器租赁报价单', ZH2),
            P('报价单号：XH-BJ-2025-1107-0032　　报价日期：2025 年 11 月 7 日　　有效期：10 个工作日', ZH),
            P('交付机房：北京亦庄 T3+ 数据中心　　客户：（略）', ZH), Spacer(1, 6),
            P('一、单台配置（数量列为每台数量）', ZH2), T(cfg, CZ, [24, 50, 180, 26, 26, 90], zebra=True),
            P('二、报价明细', ZH2), T(price, CZ, [150, 30, 30, 90, 96], bold_last=True),
            P('计费说明：按自然月预付，最短租期 6 个月；集群共 2 台、16 块 H100。', ZH),
            P('三、服务条款', ZH2),
            P('1. 型号：乙方交付的 GPU 型号为 NVIDIA H100 SXM5 80GB，租期内未经甲方书面同意不得替换为其他型号。', ZH),
            P('2. 显存与独享：每块 GPU 完整提供 80GB 显存；整卡整机独享，不做 MIG 或 vGPU 切分，不超售。', ZH),
            P('3. 互联：机内 8 卡经 NVSwitch 全互联；两台之间以 8 × 400Gb/s InfiniBand 无收敛互联。', ZH),
            P('4. 可用性：单台月度可用率不低于 99.9%。', ZH),
            P('5. 赔偿：月度可用率低于 99.9% 赔偿当月该台租金的 10%，低于 99.5% 赔偿 25%，低于 99% 赔偿 50%。', ZH),
            P('6. 验收：交付后 48 小时内验收，nvidia-smi 显示 8 块 80GB H100，单机 nccl-tests all_reduce 总线带宽'
              ' ≥ 350GB/s，双机 ≥ 180GB/s，fio 顺序读 ≥ 10GB/s，全部通过后起算租期。', ZH),
            P('7. 数据删除：租期结束后 7 日内安全擦除全部数据盘并出具删除证明。', ZH),
            Spacer(1, 10), P('星河数智科技有限公司　销售部　　电话：010-5xxx-xxxx', ZHS)]


# ------------------------------------------------------------------------------------------------ h2-02 en hyperscaler price list
@doc('h2-02-altocumulus-instance-pricelist-a100-40g-en.pdf')
def h2_02():
    rows = [['Instance type', 'GPUs', 'GPU memory', 'vCPU', 'Memory (GiB)', 'Instance storage', 'Network',
             'On-demand $/hr', '1-yr reserved $/hr'],
            ['ac5.h100x8', '8 x H100 SXM', '640 GB', '192', '2048', '8 x 3.84 TB NVMe', '3200 Gbps', '98.32', '68.80'],
            ['ac4.a100x8-80', '8 x A100 80GB', '640 GB', '96', '1152', '8 x 1 TB NVMe', '400 Gbps', '40.97', '24.15'],
            ['ac4.a100x8', '8 x A100 40GB', '320 GB', '96', '1152', '8 x 1 TB NVMe', '400 Gbps', '32.77', '19.22'],
            ['ac4.l40sx4', '4 x L40S', '192 GB', '48', '384', '2 x 1.9 TB NVMe', '100 Gbps', '10.88', '6.85'],
            ['ac4.a10x1', '1 x A10', '24 GB', '8', '32', '1 x 450 GB NVMe', '25 Gbps', '1.21', '0.76']]
    return [P('Altocumulus Cloud', ENH),
            P('Accelerated Computing Instances - Price List, region us-west-2, effective 1 October 2025', EN),
            Spacer(1, 6), T(rows, CE, [62, 52, 42, 28, 40, 62, 42, 42, 46], zebra=True),
            P('Prices per instance-hour in USD. Instances are billed per second, with a minimum of 60 seconds. '
              'Reserved rates require a 1-year commitment. 8-GPU instances connect their GPUs through NVLink and NVSwitch; '
              'the 4-GPU L40S instance uses PCIe only. Network figures are the instance network bandwidth.', ENS),
            Spacer(1, 10), P('Your reservation (RSV-7731-0925)', EN2),
            T([['Field', 'Value'],
               ['Instance type', 'ac4.a100x8 (8 x NVIDIA A100 40GB SXM4, NVLink 3 / NVSwitch, 600 GB/s per GPU)'],
               ['Quantity', '1 instance'],
               ['Pricing', '1-yr reserved, no upfront: USD 19.22 per instance-hour'],
               ['Term', '1 year from activation'],
               ['Host', '96 vCPU, 1152 GiB memory, 8 x 1 TB local NVMe instance storage']], CE, [100, 340]),
            Spacer(1, 10), P('Service commitments', EN2),
            P('Altocumulus Cloud will use the GPUs of an instance for that instance alone: GPUs are passed through whole to '
              'one customer and are never partitioned or shared. Each A100 40GB GPU exposes its full 40 GB of memory, and the '
              'eight GPUs of an 8-GPU instance are connected by NVLink through NVSwitch in a full mesh.', EN),
            P('Instance SLA: Altocumulus Cloud commits to a Monthly Uptime Percentage of at least 99.5% for each instance. '
              'If it is not met, the customer receives a service credit of 10% of the instance charges for the month; below '
              '99.0%, 30%; below 95.0%, 100%. Credits must be requested within 60 days.', EN),
            P('The price list and the SLA are the only commitments made for this reservation.', ENS)]


# ------------------------------------------------------------------------------------------------ h2-03 zh prose proposal
@doc('h2-03-yunxiu-h800-proposal-santai-zh.pdf')
def h2_03():
    return [P('云岫算力　大模型训练算力方案建议书', ZHH),
            P('致：（客户）　　编号：YX-FA-2025-118　　日期：二〇二五年十月二十八日', ZH), Spacer(1, 8),
            P('尊敬的客户：', ZH),
            P('根据贵司 70B 模型继续预训练的计划，我司建议配置三台 H800 八卡服务器组成训练集群。每台服务器配备八张 NVIDIA H800 '
              'SXM5 80GB 显卡，三台共二十四张；机内八卡通过 NVLink 与 NVSwitch 全互联，单卡互联带宽 400GB/s。', ZH),
            P('每台服务器配置两颗英特尔至强铂金 8468 处理器（每颗四十八核，合计九十六核）、两TB DDR5 内存，'
              '四块 7.68TB NVMe 固态硬盘作为数据盘，另配两块 480GB 系统盘。', ZH),
            P('节点间采用 RoCE v2 无损以太网，每台配置八张 200G 网卡（单台合计 1.6Tb/s），支持 GPUDirect RDMA；'
              '每台另有 100M 独享公网带宽。', ZH),
            P('资源承诺方面，服务器为物理整机交付，GPU 不做 MIG 切分、不做虚拟化，也不超售；每张卡完整提供 80GB 显存。', ZH),
            P('价格方面，我司给予每卡每小时 9.8 元（9.8 元/卡·小时）的优惠价，按月结算，最短租期六个月。', ZH),
            P('服务保障方面，我司将尽最大努力保障集群稳定运行，原则上可用率可达 99.9%；如遇故障，我司将视情况给予适当补偿。', ZH),
            P('期待与贵司合作。', ZH), Spacer(1, 12), P('云岫算力　解决方案部', ZH)]


# ------------------------------------------------------------------------------------------------ h2-04 en email, L40S NVLink claim
@doc('h2-04-kestrel-ridge-email-l40s-en.pdf')
def h2_04():
    head = ['From: Marco Ilic &lt;marco@kestrelridge.net&gt;', 'To: ml-infra@(customer)',
            'Date: Thu, 6 Nov 2025 11:05:44 +0100', 'Subject: Re: Re: L40S server for fine-tuning']
    body = ['Hi Priya,',
            'Good news, the box is free from Monday. Full spec:',
            '- 8x NVIDIA L40S 48GB in one 4U chassis; the GPUs are linked with NVLink bridges so P2P runs at full speed',
            '- 2x AMD EPYC 9354 (32 cores each)',
            '- 768 GB DDR5 ECC',
            '- 2x 1.92 TB NVMe for the OS (RAID1) and 4x 3.84 TB NVMe scratch for your datasets',
            '- 10 Gbps uplink, unmetered',
            'Each card gives you its full 48 GB and the whole box is yours: bare metal, no other tenants.',
            'Price is $0.95/GPU/hr, so $7.60/hr for the server, billed hourly, one month minimum.',
            'We have no formal SLA for this product; we do our best and usually swap a failed part within a day.',
            'Cheers,<br/>Marco<br/>Kestrel Ridge Hosting']
    quoted = ['&gt; On Wed, 5 Nov 2025, Priya wrote:',
              '&gt; Thanks Marco. Is there NVLink between the cards? We may need 16 GPUs later (two boxes).',
              '&gt; &gt; On Tue, 4 Nov 2025, Marco wrote:',
              '&gt; &gt; We have an 8-GPU L40S server free in Frankfurt (ticket KR-20251104-0093), 3 racks from your',
              '&gt; &gt; current colo. Details tomorrow.']
    return [P(h, MONO) for h in head] + [Spacer(1, 8)] + [P(b, EN) for b in body] + [Spacer(1, 10)] + \
        [P(q, MONO) for q in quoted]


# ------------------------------------------------------------------------------------------------ h2-05 bi order form with 乙方
@doc('h2-05-chengyue-h200-order-bilingual.pdf')
def h2_05():
    spec = [['项目 / Item', '规格 / Specification', '数量（每台）/ Qty per node'],
            ['GPU', 'NVIDIA H200 SXM5 141GB HBM3e', '8'],
            ['GPU 互联 / GPU interconnect', 'NVLink 4 + NVSwitch 全互联 / full mesh, 900GB/s', '—'],
            ['CPU', 'AMD EPYC 9654（96 核 / 96 cores）', '2'],
            ['内存 / Memory', '96GB DDR5-4800', '24'],
            ['系统盘 / System disk', '960GB NVMe M.2', '2'],
            ['数据盘 / Data disk', '3.84TB NVMe U.2', '8'],
            ['计算网络 / Compute fabric', '400Gb/s NDR InfiniBand', '8'],
            ['公网 / Internet', '1Gbps 独享 / dedicated', '1'],
            ['节点数 / Nodes', '2 台 / 2 nodes', '—']]
    terms = [
        ('1. 型号 / Model', '乙方交付 NVIDIA H200 SXM5 141GB，不得替换。Party B delivers NVIDIA H200 SXM5 141GB GPUs and shall not substitute them.'),
        ('2. 显存与独享 / Memory and tenancy', '每卡完整 141GB 显存；整机独享，不做 MIG、vGPU 或分时，不超售。Each GPU exposes its full 141 GB; '
         'nodes are dedicated to Party A with no MIG, vGPU or time-slicing and no oversubscription.'),
        ('3. 互联 / Interconnect', '机内 NVSwitch 全互联；节点间每台 8 × 400Gb/s InfiniBand，支持 GPUDirect RDMA。All eight GPUs are on '
         'NVSwitch; nodes are joined by 8 x 400 Gb/s InfiniBand per node with GPUDirect RDMA.'),
        ('4. 可用性 / Availability', '每台月度可用率不低于 99.9%。Monthly availability of at least 99.9% per node.'),
        ('5. 赔偿 / Credits', '低于 99.9% 退还当月该台费用 10%，低于 99.5% 退还 30%，低于 99% 退还 100%。Below 99.9%: 10% of the node\'s monthly fee; '
         'below 99.5%: 30%; below 99%: 100%.'),
        ('6. 验收 / Acceptance', '交付后 48 小时内：单机 nccl-tests all_reduce ≥ 360GB/s，ib_write_bw 每端口 ≥ 360Gb/s，fio 顺序读 ≥ 20GB/s。'
         'Within 48 hours: all_reduce busbw ≥ 360 GB/s per node, ib_write_bw ≥ 360 Gb/s per port, fio read ≥ 20 GB/s.'),
        ('7. 数据删除 / Data deletion', '合同终止后 10 日内擦除全部数据并出具证明。Within 10 days of termination Party B erases all data and '
         'certifies it.')]
    s = [P('GPU 算力服务订单　GPU Compute Service Order', ZHH),
         P('合同编号 / Contract No.：CY-2025-H200-0816　　签订日期 / Date：2025-11-12', ZH),
         P('甲方（客户）/ Party A (Customer)：（略）', ZH),
         P('乙方（服务商）/ Party B (Provider)：上海澄岳算力科技有限公司 Shanghai Chengyue Compute Technology Co., Ltd.', ZH),
         Spacer(1, 6), P('一、配置 / Configuration', ZH2), T(spec, CZ, [120, 220, 100], zebra=True),
         P('二、价格 / Price', ZH2),
         P('单价：¥32.80/卡/时（CNY 32.80 per GPU-hour），按月结算；租期 12 个月，自验收通过之日起算。'
           'Unit price CNY 32.80 per GPU-hour, invoiced monthly; term twelve (12) months from acceptance.', ZH),
         P('三、服务条款 / Service terms', ZH2)]
    for h, t in terms:
        s += [P(h, ZH), P(t, ZH)]
    s += [Spacer(1, 10), P('乙方（盖章）/ Party B (seal)：上海澄岳算力科技有限公司', ZH)]
    return s


# ------------------------------------------------------------------------------------------------ h2-06 en two-column sheet B200
@doc('h2-06-brightwater-b200-two-column-en.pdf', two_col=True)
def h2_06():
    head = [P('Brightwater AI Cloud', ENH), P('HGX B200 Dedicated Node - Spec Sheet and Order Summary (BW-SS-B200-v3)', EN),
            P('Valid for orders placed before 31 December 2025', ENS)]
    left = [P('GPU', EN2),
            P('<b>Model:</b> NVIDIA B200 SXM, 192GB HBM3e', EN),
            P('<b>GPUs per node:</b> 8', EN),
            P('<b>GPU link:</b> NVLink 5 via NVSwitch, 1,800 GB/s per GPU, all eight GPUs in one domain', EN),
            P('Host', EN2),
            P('<b>CPU:</b> 2 x Intel Xeon Platinum 8570 (56 cores each)', EN),
            P('<b>Memory:</b> 2,048 GB DDR5 (32 x 64 GB)', EN),
            P('Storage', EN2),
            P('<b>Boot:</b> 2 x 960 GB M.2 NVMe', EN),
            P('<b>Data:</b> 8 x 3.84 TB U.2 NVMe (30.72 TB raw)', EN),
            P('Network', EN2),
            P('<b>Internet:</b> 25 Gb/s dedicated', EN),
            P('<b>Cluster fabric:</b> not included (single-node order)', EN),
            P('<b>Nodes:</b> 1', EN)]
    right = [P('Commercials', EN2),
             P('<b>Rate:</b> $5.49 per GPU-hour', EN),
             P('<b>Billing:</b> per minute, invoiced monthly', EN),
             P('<b>Minimum term:</b> 3 months', EN),
             P('Terms', EN2),
             P('The node is single-tenant bare metal. No MIG partitioning will be applied and no vGPU profile is used; each '
               'B200 exposes its full 192 GB of memory.', EN),
             P('Brightwater delivers exactly the NVIDIA B200 SXM GPUs named above and will not substitute another model.', EN),
             P('All eight GPUs are connected through NVSwitch in one full mesh.', EN),
             P('Uptime: at least 99.5% per month. Credits: 10% of the monthly fee below 99.5%, 25% below 99.0%, 50% below 95.0%.', EN),
             P('Acceptance within 24 hours of handover: all_reduce bus bandwidth of at least 650 GB/s across the eight GPUs and '
               'fio sequential read of at least 25 GB/s. Billing starts on acceptance.', EN),
             P('Data: all drives are erased (NIST 800-88) within 14 days after the term and a certificate is issued.', EN)]
    return head, left, right


# ------------------------------------------------------------------------------------------------ h2-07 zh container price list
@doc('h2-07-juzhen-container-pricelist-4090-zh.pdf')
def h2_07():
    rows = [['#', 'GPU 型号', '显存', '每卡 CPU / 内存', '数据盘', '按量（元/卡·时）', '包周', '包月', '库存'],
            ['1', 'RTX 4090', '24G', '16 核 / 64GB', '50GB NVMe', '¥2.18', '¥310', '¥1,180', '充足'],
            ['2', 'RTX 4090D', '24G', '14 核 / 60GB', '50GB NVMe', '¥1.88', '¥268', '¥1,020', '充足'],
            ['3', 'L20', '48G', '16 核 / 100GB', '50GB NVMe', '¥2.98', '¥430', '¥1,620', '紧张'],
            ['4', 'A800 80G SXM', '80G', '20 核 / 200GB', '50GB NVMe', '¥6.80', '¥980', '¥3,700', '少量'],
            ['5', 'H20 96G', '96G', '24 核 / 240GB', '50GB NVMe', '¥7.50', '¥1,080', '¥4,090', '少量'],
            ['6', 'A100-20G（vGPU）*', '20G', '8 核 / 40GB', '50GB NVMe', '¥1.10', '¥158', '¥600', '充足']]
    return [P('矩阵算力市场　GPU 容器实例价格表（西南一区 · 2025 年 11 月）', ZHH),
            P('价格为单卡价格，多卡实例按卡数累加；按量实例按秒计费，关机不计 GPU 费用。', ZH), Spacer(1, 6),
            T(rows, CZ, [14, 72, 28, 62, 48, 56, 36, 40, 30], zebra=True),
            P('* 第 6 行为 vGPU 实例：一块物理 A100 由多个实例分时共享，显存按比例分配。', ZHS),
            Spacer(1, 10), P('订单确认（订单号 JZ-20251109-55820）', ZH2),
            T([['项目', '内容'],
               ['已选规格', '第 1 行：RTX 4090 24G × 4 卡（单机），整卡独占，非 vGPU'],
               ['CPU / 内存', '按卡分配：4 × 16 核 / 4 × 64GB，合计 256GB 内存'],
               ['卡间互联', 'PCIe 4.0（RTX 4090 无 NVLink）'],
               ['存储', '系统盘 30GB + 数据盘 50GB 本地 NVMe；另含 100GB 共享文件存储（多实例共享）'],
               ['计费', '按量 ¥2.18/卡/时，按秒计费，无最短租期']], CZ, [90, 340]),
            Spacer(1, 6),
            P('平台说明：1. 本平台为自助式容器服务，不承诺服务可用性，不提供故障赔偿。2. 实例释放后数据盘数据立即清除，不可恢复。', ZHS)]


# ------------------------------------------------------------------------------------------------ h2-08 en MIG slices sold as H100
@doc('h2-08-lumen-harbor-mig-instances-en.pdf')
def h2_08():
    rows = [['Instance', 'GPU', 'GPU memory (total)', 'vCPU / RAM', 'Local disk', '$/GPU/hr'],
            ['lh.h100.x1', '1 x NVIDIA H100 80GB*', '40 GB', '24 / 240 GB', '960 GB NVMe', '1.69'],
            ['lh.h100.x4', '4 x NVIDIA H100 80GB*', '160 GB', '96 / 960 GB', '3.84 TB NVMe', '1.69'],
            ['lh.h100.x8', '8 x NVIDIA H100 80GB*', '320 GB', '192 / 1,920 GB', '7.68 TB NVMe', '1.69'],
            ['lh.l4.x1', '1 x NVIDIA L4 24GB', '24 GB', '8 / 64 GB', '480 GB NVMe', '0.44']]
    return [P('Lumen Harbor Cloud', ENH), P('GPU Instances - Catalogue and Quote LH-Q-20251103-17', EN), Spacer(1, 6),
            T(rows, CE, [62, 118, 70, 72, 70, 50], zebra=True),
            P('* H100 instances are delivered as MIG 3g.40gb partitions of NVIDIA H100 80GB SXM5 GPUs: each "GPU" in an '
              'instance is one partition with 40 GB framebuffer and 3 of 7 compute slices; the other partition of the '
              'physical GPU serves another instance.', ENS),
            Spacer(1, 10), P('Quoted for you', EN2),
            T([['Item', 'Detail'],
               ['Instance', 'lh.h100.x8 x 1 (eight H100 GPUs)'],
               ['Rate', '$1.69 per GPU-hour ($13.52 per instance-hour), billed per minute'],
               ['Term', 'on demand, no minimum'],
               ['Storage', '7.68 TB local NVMe']], CE, [90, 350]),
            P('Lumen Harbor Cloud service levels are described in the Lumen Harbor Cloud SLA on our website.', EN)]


# ------------------------------------------------------------------------------------------------ h2-09 zh transposed table
@doc('h2-09-fengluan-transposed-a800-zh.pdf')
def h2_09():
    rows = [['规格项', 'A100 PCIe 80G', 'A800 SXM 80G（本次订购）', 'L40S 48G', 'H20 96G'],
            ['每台 GPU 数', '8', '8', '8', '8'],
            ['GPU 互联', 'PCIe 4.0，无 NVLink', 'NVLink + NVSwitch 全互联，400GB/s', 'PCIe 4.0，无 NVLink', 'NVLink 900GB/s 全互联'],
            ['CPU', '2 × 至强 8358（32 核）', '2 × 至强 8468（48 核）', '2 × 至强 6430（32 核）', '2 × 至强 8462Y+（32 核）'],
            ['内存', '1TB', '2TB', '1TB', '2TB'],
            ['系统盘', '2 × 480GB SATA SSD', '2 × 960GB SATA SSD', '2 × 480GB SATA SSD', '2 × 960GB NVMe'],
            ['数据盘', '2 × 3.84TB NVMe', '4 × 7.68TB NVMe', '2 × 3.84TB NVMe', '4 × 3.84TB NVMe'],
            ['节点间网络', '2 × 100G 以太网', '8 × 200G RoCE v2', '2 × 25G 以太网', '4 × 400G RoCE v2'],
            ['单价（元/台/月）', '46,000', '72,000', '32,000', '58,000']]
    return [P('峰峦智算　GPU 服务器机型对照与订购确认', ZHH),
            P('文件编号：FL-DZ-2025-0342　　2025 年 11 月 4 日', ZH), Spacer(1, 6),
            T(rows, CZ, [70, 88, 110, 88, 88], zebra=True), Spacer(1, 8),
            P('订购确认：A800 SXM 80G 机型两台，包月 ￥72,000/台/月，最短租期 3 个月；其余机型仅供对照，不在本次订购范围内。', ZH),
            P('合同要点', ZH2),
            P('（一）型号：交付 NVIDIA A800 SXM4 80GB，不得以 A800 PCIe 或其他型号替代。', ZH),
            P('（二）显存与独享：每卡完整 80GB 显存，整机独享，不做 MIG 切分，不超售。', ZH),
            P('（三）互联：机内 NVSwitch 全互联（400GB/s）；两台之间 8 × 200G RoCE v2，支持 GPUDirect RDMA。', ZH),
            P('（四）可用性与赔偿：月度可用率不低于 99.5%；低于 99.5% 赔偿当月租金 10%，低于 99% 赔偿 30%。', ZH),
            P('（五）验收：交付后 24 小时内，单机 all_reduce 总线带宽 ≥ 150GB/s，双机 ≥ 80GB/s，fio 顺序读 ≥ 8GB/s，通过后计费。', ZH),
            P('（六）数据删除：退租后 5 日内擦除全部数据并提供删除记录。', ZH)]


# ------------------------------------------------------------------------------------------------ h2-10 en long table, H100 PCIe "NVSwitch"
@doc('h2-10-copperline-h100-pcie-long-table-en.pdf')
def h2_10():
    comp = [['#', 'Component', 'Specification', 'Qty per node'],
            ['1', 'Chassis', '4U GPU server, 10 PCIe slots, front NVMe bays', '1'],
            ['2', 'GPU', 'NVIDIA H100 80GB PCIe (full-height, dual-slot)', '8'],
            ['3', 'GPU interconnect', 'NVLink full mesh via NVSwitch, 900 GB/s per GPU', '-'],
            ['4', 'CPU', 'Intel Xeon Gold 6430 (32 cores, 2.1 GHz)', '2'],
            ['5', 'Memory', '64 GB DDR5-4800 RDIMM', '16'],
            ['6', 'Boot drive', '480 GB SATA SSD', '2']]
    filler = ['Power supply 2700 W Titanium', 'Fan module, hot-swap', 'Rail kit', 'TPM 2.0 module', 'OS: Ubuntu 22.04 LTS',
              'NVIDIA driver 550 + CUDA 12.4', 'Docker + NVIDIA Container Toolkit', 'Remote hands, 8x5', 'Cross-connects',
              'Monitoring dashboard', 'Rack space (shared cage)', 'Remote power cycling', 'Hardware warranty, next business day',
              'Spare parts pool', 'Firmware management', 'DDoS protection on uplink', 'IPv4 /29 block', 'Out-of-band VPN',
              'Backup power (N+1 UPS)', 'Cooling (N+1 CRAH)', 'Physical security 24x7', 'Onboarding call', 'Acceptance support',
              'Decommissioning and drive wipe', 'Quarterly business review', 'Account manager', 'Ticket portal',
              'Security questionnaire support', 'Power metering', 'Cable management', 'Asset tagging', 'Custom image support']
    comp += [[str(7 + i), 'Service item', f, '1'] for i, f in enumerate(filler)]
    n = 7 + len(filler)
    comp += [[str(n), 'Data drive', '7.68 TB NVMe U.2', '4'],
             [str(n + 1), 'Internet', '10 Gbps dedicated uplink', '1'],
             [str(n + 2), 'Management', 'IPMI / Redfish BMC port', '1'],
             [str(n + 3), 'Nodes', '1 node (8 GPUs)', '-']]
    return [P('Copperline Datacenters', ENH),
            P('Dedicated GPU Server Quotation - Quote No. CL-Q-2025-0816 - Rev. 2 - 30 October 2025', EN), Spacer(1, 6),
            P('1. Bill of materials', EN2), T(comp, CE, [22, 90, 260, 66], zebra=True),
            P('2. Commercials', EN2),
            P('Rate: $2.15 per GPU-hour, invoiced monthly. Minimum term: 1 month. Quantity: 1 node (8 GPUs).', EN),
            P('3. Terms', EN2),
            P('3.1 Copperline delivers NVIDIA H100 80GB PCIe GPUs as listed; no substitution without written consent.', EN),
            P('3.2 Each GPU exposes its full 80 GB. The server is dedicated to one customer; no virtualization, MIG or sharing.', EN),
            P('3.3 All eight GPUs are connected in an NVLink full mesh through NVSwitch.', EN),
            P('3.4 Availability of at least 99.5% per month; credits of 10% of the monthly fee below 99.5% and 30% below 99.0%.', EN),
            P('3.5 Acceptance within 24 hours: all_reduce bus bandwidth &gt;= 350 GB/s over eight GPUs and fio sequential read '
              '&gt;= 10 GB/s.', EN),
            P('3.6 Customer data is erased within 7 days of the end of the term, with a written certificate.', EN)]


# ------------------------------------------------------------------------------------------------ h2-11 zh time-shared pool
@doc('h2-11-yunyi-suanlichi-a100-zh.pdf')
def h2_11():
    return [P('云驿算力　弹性算力池实例报价', ZHH),
            P('报价编号：YY-EP-20251030-2207', ZH), Spacer(1, 6),
            T([['项目', '说明'],
               ['实例规格', 'A100-SXM4-80GB × 8 卡 / 实例'],
               ['卡间互联', 'NVLink 3.0 + NVSwitch，8 卡全互联'],
               ['CPU / 内存', '2 × AMD EPYC 7742（每颗 64 核）/ 1TB'],
               ['本地盘', '2 × 3.84TB NVMe'],
               ['共享存储', '10TB 共享文件存储（CPFS，多实例共享）'],
               ['资源调度', 'GPU 资源来自共享算力池：闲时独占，高峰时段按配额与其他租户分时复用'],
               ['价格', '¥4.20/卡/时，按分钟计费，随用随停'],
               ['数量', '1 个实例']], CZ, [90, 340]),
            Spacer(1, 6),
            P('说明：算力池模式下，高峰期实际可用算力可能低于整卡算力；如需整卡独享，请选择专属集群产品（另行报价）。', ZHS)]


# ------------------------------------------------------------------------------------------------ h2-12 en Ethernet-only cluster
@doc('h2-12-tidewater-a100-ethernet-cluster-en.pdf')
def h2_12():
    return [P('Tidewater GPU', ENH), P('Cluster Quote TW-CQ-3318 - 4 x A100 80GB SXM nodes - 2 November 2025', EN), Spacer(1, 6),
            T([['Per node', 'Specification', 'Qty'],
               ['GPU', 'NVIDIA A100 80GB SXM4, NVLink 3 / NVSwitch (600 GB/s per GPU)', '8'],
               ['CPU', 'AMD EPYC 7763 (64 cores)', '2'],
               ['RAM', '1 TB DDR4-3200', '-'],
               ['NVMe', '3.84 TB', '4'],
               ['Node interconnect', '25GbE (TCP/IP only; RDMA not supported)', '2'],
               ['Internet', '1 Gbps sustained, burstable to 10 Gbps', '1'],
               ['Nodes', 'four (4)', '-']], CE, [90, 290, 60]),
            Spacer(1, 6),
            P('Price: $1.79 per GPU-hour on a six (6) month term, invoiced monthly.', EN),
            P('Terms', EN2),
            P('Tidewater delivers exactly NVIDIA A100 80GB SXM4 GPUs, each exposing its full 80 GB, dedicated to the customer: '
              'no MIG, no vGPU, no oversubscription. Inside each node all eight GPUs are on NVSwitch.', EN),
            P('Monthly availability of at least 99.5% per node; credits of 10% of the monthly fee below 99.5%, 25% below 99.0% '
              'and 50% below 97.0%.', EN),
            P('Acceptance within 48 hours: single-node all_reduce bus bandwidth of at least 200 GB/s and fio sequential read of '
              'at least 8 GB/s.', EN),
            P('All customer data is wiped within 7 days after the term ends, with a certificate of deletion.', EN)]


# ------------------------------------------------------------------------------------------------ h2-13 zh HDD data disks
@doc('h2-13-beijixing-h20-hdd-zh.pdf')
def h2_13():
    return [P('北极星数据　H20 八卡服务器租赁报价', ZHH),
            P('报价编号：BJX-2025-11-021　　日期：2025 年 11 月 10 日', ZH), Spacer(1, 6),
            T([['配置项', '规格', '数量'],
               ['GPU', 'NVIDIA H20 96GB HBM3', '8'],
               ['GPU 互联', 'NVLink 900GB/s，8 卡全互联', '—'],
               ['CPU', 'Intel Xeon Platinum 8462Y+（32 核）', '2'],
               ['内存', '64GB DDR5', '32'],
               ['系统盘', '960GB NVMe SSD', '1'],
               ['数据盘', '8TB SATA HDD（7200 转，大容量）', '4'],
               ['公网', '100Mbps 独享', '1'],
               ['节点数', '1 台', '—']], CZ, [80, 280, 60]),
            Spacer(1, 6),
            P('价格：¥58,000/台/月，按月预付，最短租期 3 个月。', ZH),
            P('服务条款', ZH2),
            P('1. 交付 NVIDIA H20 96GB，整机独享，每卡完整 96GB 显存，不切分、不超售；8 卡 NVLink 全互联。', ZH),
            P('2. 月度可用率不低于 99.5%；低于 99.5% 赔偿当月租金 10%，低于 99% 赔偿 30%。', ZH),
            P('3. 验收：交付后 24 小时内，all_reduce 总线带宽 ≥ 300GB/s，验收通过后计费。', ZH),
            P('4. 退租后 7 日内删除全部数据并出具证明。', ZH)]


# ------------------------------------------------------------------------------------------------ h2-14 en order form + MSA that promises nothing
@doc('h2-14a-northwind-h100-order-form-en.pdf')
def h2_14a():
    return [P('Northwind Silicon', ENH), P('ORDER FORM NS-OF-2025-0611 (under the Northwind Silicon Master Services Agreement)', EN),
            Spacer(1, 6),
            T([['Item', 'Detail'],
               ['Capacity', 'four (4) HGX H100 nodes, eight (8) NVIDIA H100 80GB SXM5 GPUs per node, 32 GPUs in total'],
               ['GPU interconnect', 'NVLink 4 / NVSwitch, 900 GB/s per GPU'],
               ['Cluster fabric', '8 x 400 Gb/s NDR InfiniBand per node, non-blocking, GPUDirect RDMA'],
               ['Host', '2 x Intel Xeon Platinum 8480+ (56 cores), 2 TB DDR5 per node'],
               ['Storage', '8 x 3.84 TB NVMe per node'],
               ['Internet', '10 Gbps per node'],
               ['Fees', 'USD 2.35 per GPU-hour, invoiced monthly in advance'],
               ['Term', 'twelve (12) months from the Service Start Date']], CE, [100, 340]),
            Spacer(1, 6), P('Signed for Northwind Silicon Ltd.: ____________________ (Head of Sales)', EN)]


@doc('h2-14b-northwind-msa-en.pdf')
def h2_14b():
    s = [P('MASTER SERVICES AGREEMENT', ENH),
         P('This Agreement is made between Northwind Silicon Ltd. (the "Provider") and the customer named in an Order Form '
           '(the "Customer").', EN), Spacer(1, 6)]
    secs = [('1. Definitions', '1.1 "Services" means the compute capacity described in an Order Form. 1.2 "Customer Data" means data '
             'uploaded by or for the Customer.'),
            ('2. Services', '2.1 Provider will make the Services available as described in the Order Form. 2.2 Provider may replace '
             'hardware with hardware of equivalent or better specification at its discretion.'),
            ('3. Availability', '3.1 Provider will use commercially reasonable efforts to keep the Services available but does not '
             'guarantee any particular level of availability or uninterrupted operation.'),
            ('4. Service credits', '4.1 No service credits, refunds or other compensation are payable for any unavailability.'),
            ('5. Acceptance', '5.1 The Services are deemed accepted when Provider notifies the Customer that the capacity is ready.'),
            ('6. Customer Data', '6.1 Customer is solely responsible for backing up, retrieving and deleting Customer Data. Provider '
             'has no obligation to retain or erase Customer Data after the Term.'),
            ('7. Warranties', '7.1 THE SERVICES ARE PROVIDED "AS IS" WITHOUT WARRANTY OF ANY KIND.'),
            ('8. Liability', '8.1 Provider\'s total liability shall not exceed the fees paid in the one (1) month before the claim.'),
            ('9. Term and termination', '9.1 Either party may terminate for material breach not cured within thirty (30) days. '
             '9.2 Fees for the remainder of the committed Term become due on early termination by the Customer.'),
            ('10. General', '10.1 This Agreement is governed by the laws of England and Wales.')]
    for i, (h, t) in enumerate(secs):
        s += [P(h, EN2), P(t, EN)]
        if i == 5:
            s.append(PageBreak())
    return s


# ------------------------------------------------------------------------------------------------ h2-15 bi 4090 "NVLink"
@doc('h2-15-pinecrest-4090-nvlink-claim-bilingual.pdf')
def h2_15():
    return [P('Pinecrest 算力 / Pinecrest Compute', ZHH),
            P('8 卡 RTX 4090 训练服务器 / 8x RTX 4090 Training Server　　规格书编号 / Sheet PC-4090-08-R5', ZH), Spacer(1, 6),
            T([['项目 / Item', '规格 / Specification'],
               ['GPU', '8 × NVIDIA GeForce RTX 4090 24GB'],
               ['GPU 互联 / Interconnect', 'NVLink 高速互联，8 卡互通 / NVLink high-speed interconnect across all 8 cards'],
               ['CPU', '2 × AMD EPYC 7542（32 核 / 32 cores）'],
               ['内存 / Memory', '512GB DDR4（16 × 32GB）'],
               ['系统盘 / System disk', '480GB SATA SSD × 1'],
               ['数据盘 / Data disk', '3.84TB NVMe × 2'],
               ['公网 / Internet', '200Mbps 独享 / dedicated'],
               ['交付 / Delivery', '整机独享物理机 / dedicated bare-metal server'],
               ['价格 / Price', '¥1.68/卡/时（CNY 1.68 per GPU-hour），按小时计费 / billed hourly']], CZ, [120, 320]),
            Spacer(1, 6),
            P('适合 7B/8B 模型微调与推理。Suitable for 7B/8B fine-tuning and inference.', ZH)]


# ------------------------------------------------------------------------------------------------ h2-16 en MI300X order form
@doc('h2-16-halvard-mi300x-order-form-en.pdf')
def h2_16():
    return [P('Halvard Compute', ENH),
            P('Order Form HC-OF-2025-117. This Order Form is entered into between Halvard Compute AB (the "Provider") and the '
              'Customer identified below, under the Provider\'s Cloud Terms v4.', EN), Spacer(1, 6),
            T([['Item', 'Per node', 'Qty'],
               ['Accelerator', 'AMD Instinct MI300X OAM, 192 GB HBM3', '8'],
               ['Accelerator link', 'AMD Infinity Fabric (xGMI) full mesh; no NVLink on this platform', '-'],
               ['CPU', 'AMD EPYC 9554 (64 cores)', '2'],
               ['Memory', '64 GB DDR5', '24'],
               ['Boot', '960 GB NVMe', '2'],
               ['Data', '3.84 TB NVMe', '8'],
               ['Backend fabric', '400 Gb/s RoCE v2 NIC, RDMA', '8'],
               ['Internet', '10 Gb/s', '1'],
               ['Nodes', '2', '-']], CE, [100, 280, 60]),
            Spacer(1, 6),
            P('Fees: EUR 2.45 per GPU-hour, billed hourly and invoiced monthly. Minimum term: six (6) months.', EN),
            P('Service terms', EN2),
            P('(a) Provider delivers AMD Instinct MI300X 192GB accelerators and will not substitute another model.', EN),
            P('(b) Each accelerator exposes its full 192 GB; nodes are dedicated to the Customer, with no partitioning (SPX mode), '
              'no sharing and no oversubscription.', EN),
            P('(c) Within a node the eight accelerators form one xGMI full mesh; nodes are joined by 8 x 400 Gb/s RoCE v2 with RDMA.', EN),
            P('(d) Monthly availability of at least 99.5% per node. Credits: 10% of the node\'s monthly fee below 99.5%, 25% below '
              '99.0%, 50% below 95.0%.', EN),
            P('(e) Acceptance within 48 hours: rccl-tests all_reduce bus bandwidth of at least 300 GB/s within a node and 80 GB/s '
              'across both nodes; fio sequential read of at least 20 GB/s.', EN),
            P('(f) Customer data is erased within 14 days after the end of the term and a certificate of erasure is issued.', EN)]


# ------------------------------------------------------------------------------------------------ h2-17 zh vGPU footnote
@doc('h2-17-qingqiong-a100-vgpu-footnote-zh.pdf')
def h2_17():
    kv = [('产品', 'A100 云服务器 gn7v.4x'), ('GPU', 'NVIDIA A100 80GB PCIe × 4（见注 1）'), ('卡间互联', 'PCIe 4.0'),
          ('vCPU / 内存', '64 vCPU / 480GB'), ('本地盘', '2 × 3.84TB NVMe'), ('公网', '50Mbps 独享'),
          ('价格', '¥3.20/卡/时，按小时计费'), ('购买数量', '1 台')]
    return [P('青穹云　GPU 云服务器规格说明', ZHH), P('产品文档 v2025.10', ZH), Spacer(1, 8)] + \
        [P(f'<b>{k}</b>：{v}', ZH) for k, v in kv] + \
        [Spacer(1, 14),
         P('注 1：gn7v 为 vGPU 规格族，每个实例 GPU 为 A100-40C vGPU，显存 40GB，物理 GPU 由两个实例按时间片共享。', ZHS)]


# ------------------------------------------------------------------------------------------------ h2-18 en plain-text email (honest)
TEXT['h2-18-orchid-bay-email-h100-en.txt'] = """From: Jonah Reyes <jonah@orchidbay.io>
To: research-ops@(customer)
Date: Mon, 10 Nov 2025 09:12:31 -0500
Subject: RE: single H100 node for a few weeks

Hi Lena,

Following up on our call - here is the offer for one HGX node in our Ashburn hall:

  * 1 x HGX H100 server: 8x NVIDIA H100 80GB SXM5, NVLink 4 + NVSwitch (900 GB/s per GPU)
  * 2x Intel Xeon Platinum 8468 (48 cores each)
  * 2 TB DDR5
  * 8x 3.84 TB NVMe (30.72 TB) for data, plus a 960 GB boot drive
  * 10 Gbps internet uplink, no egress fees

Price: $2.59 per GPU-hour ($20.72 per node-hour), billed per minute.
Minimum commitment: two weeks.

The key terms from our MSA (attached) that apply to this order:
  1. We deliver exactly NVIDIA H100 80GB SXM5 GPUs; no substitution.
  2. The server is bare metal and dedicated to you; each GPU exposes its full 80 GB, no MIG, no vGPU, no sharing.
  3. All eight GPUs are connected in an NVLink full mesh through NVSwitch.
  4. Monthly availability of at least 99.5%; below that you get a credit of 10% of the month's fees, below 99.0% 25%,
     below 95.0% 50%.
  5. Acceptance within 24 hours: nccl-tests all_reduce bus bandwidth of at least 400 GB/s and fio sequential read of at
     least 12 GB/s; billing starts when both pass.
  6. All drives are wiped within 7 days after the term, with a certificate.

Best,
Jonah Reyes
Orchid Bay Compute

> On Fri, Nov 7, 2025 at 4:40 PM, Lena wrote:
> We were originally thinking 16 GPUs for 3 months, but one node for a month or so
> should do for the 8B run. Budget is around 40k.
"""

# ------------------------------------------------------------------------------------------------ h2-19 zh markdown quote (vram shortfall)
TEXT['h2-19-yaoshi-h800-quote-zh.md'] = """# 曜石算力 H800 八卡服务器报价

报价编号：YS-BJ-20251105-07　｜　日期：2025-11-05　｜　有效期：7 天

## 一、配置（数量为每台）

| 配置项 | 规格 | 数量 |
| --- | --- | --- |
| GPU | NVIDIA H800 SXM5 80GB | 8 |
| GPU 互联 | NVLink + NVSwitch 全互联，400GB/s | — |
| CPU | Intel Xeon Platinum 8468（48 核） | 2 |
| 内存 | 64GB DDR5 | 16 |
| 系统盘 | 480GB SATA SSD | 2 |
| 数据盘 | 3.84TB NVMe | 4 |
| 公网 | 100Mbps 独享 | 1 |
| 节点数 | 1 台 | — |

## 二、价格

- 包月：¥98,000/台/月，按月预付
- 最短租期：1 个月

## 三、服务条款

1. 型号：交付 NVIDIA H800 SXM5 80GB，不得替换。
2. 显存与独享：每卡完整 80GB 显存；整机独享，不做 MIG 切分，不超售。
3. 互联：8 卡经 NVSwitch 全互联。
4. 可用性：月度可用率不低于 99.5%。
5. 赔偿：低于 99.5% 赔偿当月租金 10%，低于 99% 赔偿 30%。
6. 验收：交付后 24 小时内，all_reduce 总线带宽 ≥ 150GB/s、fio 顺序读 ≥ 6GB/s，通过后计费。
7. 数据删除：退租后 3 日内删除全部数据并提供删除记录。

曜石算力　商务部
"""

# ------------------------------------------------------------------------------------------------ h2-20 en markdown price sheet, reserved vs on-demand
TEXT['h2-20-stillwater-h200-reserved-en.md'] = """# Stillwater GPU Cloud - H200 Cluster Offer

Offer SW-H200-2025-044 | 4 November 2025

## Cluster

| | Per node |
| --- | --- |
| GPUs | 8x NVIDIA H200 SXM 141GB (NVLink 4 / NVSwitch, 900 GB/s per GPU) |
| CPU | 2x Intel Xeon Platinum 8592+ (64 cores each) |
| Memory | 2,048 GB DDR5 |
| Local NVMe | 8x 3.84 TB (30.72 TB) |
| Fabric | 8x 400 Gb/s NDR InfiniBand, rail-optimised, GPUDirect RDMA |
| Internet | 25 Gb/s |
| Nodes | 4 (32 GPUs) |

A shared file system (200 TB, mounted on all four nodes) is included; the GPUs themselves are never shared.

## Pricing (per node-month)

| Term | Price per node-month |
| --- | --- |
| On-demand (monthly) | $24,900 |
| 12-month reserved (selected) | $19,800 |

Selected: 12-month reserved at $19,800 per node-month, invoiced monthly. Minimum term: 12 months.

## Terms

- Stillwater GPU Cloud delivers NVIDIA H200 SXM 141GB GPUs and does not substitute other models.
- Each GPU exposes its full 141 GB. Nodes are bare metal and dedicated to the customer; no MIG, no vGPU, no oversubscription.
- Inside each node the GPUs form an NVLink full mesh through NVSwitch; nodes are joined by the InfiniBand fabric above.
- Availability: at least 99.9% per node per month. Credits: 10% of the node's monthly fee below 99.9%, 25% below 99.0%,
  100% below 95.0%.
- Acceptance within 48 hours of handover: all_reduce bus bandwidth of at least 450 GB/s per node and 300 GB/s across
  the four nodes, and fio sequential read of at least 20 GB/s. Fees start on acceptance.
- Customer data is securely erased within 10 days after the term and a certificate of erasure is issued.
"""


# ------------------------------------------------------------------------------------------------ h2-21 zh sparse TFLOPS as BF16
@doc('h2-21-tianshu-h100-peak-flops-zh.pdf')
def h2_21():
    return [P('天枢智算　H100 训练服务器产品单页', ZHH), P('型号：TS-H100-8　　2025 年 11 月', ZH), Spacer(1, 6),
            T([['指标', '参数'],
               ['GPU', '8 × NVIDIA H100 SXM5 80GB HBM3'],
               ['峰值算力（BF16）', '1979 TFLOPS / 卡，整机 15.8 PFLOPS'],
               ['显存带宽', '3.35TB/s / 卡'],
               ['GPU 互联', 'NVLink 4.0 + NVSwitch，900GB/s，8 卡全互联'],
               ['CPU', '2 × Intel Xeon Platinum 8480+（56 核）'],
               ['内存', '2TB DDR5'],
               ['数据盘', '4 × 7.68TB NVMe'],
               ['公网', '100Mbps 独享'],
               ['节点数', '1 台'],
               ['价格', '¥7.9/卡/时，按小时计费，最短租期 1 个月']], CZ, [110, 330]),
            P('服务条款', ZH2),
            P('1. 交付 NVIDIA H100 SXM5 80GB，整机独享，每卡完整 80GB 显存，不切分、不超售；8 卡 NVSwitch 全互联。', ZH),
            P('2. 月度可用率不低于 99.5%；低于 99.5% 赔偿当月费用 10%，低于 99% 赔偿 30%。', ZH),
            P('3. 验收：all_reduce 总线带宽 ≥ 400GB/s，fio 顺序读 ≥ 12GB/s。', ZH),
            P('4. 退租后 7 日内删除数据并出具证明。', ZH)]


# ------------------------------------------------------------------------------------------------ h2-22 en prose proposal (honest)
@doc('h2-22-quillfeather-a100-40g-prose-en.pdf')
def h2_22():
    return [P('Quillfeather Labs - Training Capacity Proposal', ENH), P('Ref. QF-P-2025-219 - 3 November 2025', EN), Spacer(1, 8),
            P('Thank you for considering Quillfeather Labs for your 8B-parameter training runs.', EN),
            P('We propose two (2) servers, each with eight (8) NVIDIA A100 40GB SXM4 GPUs, sixteen (16) GPUs in total. Inside each '
              'server the GPUs are joined by NVLink 3 and NVSwitch in a full mesh at 600 GB/s per GPU. The servers are connected '
              'by eight 200 Gb/s HDR InfiniBand ports per server with GPUDirect RDMA.', EN),
            P('Each server has two 32-core AMD EPYC 7543 processors, one terabyte of system memory, four 3.84 TB NVMe drives '
              '(15.36 TB) for data and a 5 Gbps internet uplink.', EN),
            P('The price is one dollar and twenty-nine cents ($1.29) per GPU-hour, invoiced monthly, with a minimum term of three '
              '(3) months.', EN),
            P('Our commitments, which will be written into the service agreement: we deliver exactly the A100 40GB SXM4 GPUs named '
              'here; every GPU exposes its full 40 GB, and the servers are dedicated to you, with no MIG partitioning, no vGPU and '
              'no sharing; the NVLink full mesh and the InfiniBand fabric are part of the contract.', EN),
            P('We guarantee 99.5% monthly availability per server. Below that you receive a credit of 10% of the server\'s monthly '
              'fee, and 30% below 99.0%.', EN),
            P('You may run acceptance tests during the first 24 hours: the servers pass when all_reduce bus bandwidth reaches at '
              'least 200 GB/s within a server and 60 GB/s across both, and fio sequential read reaches 6 GB/s.', EN),
            P('When the term ends we erase every drive within ten (10) days and send you a certificate of erasure.', EN),
            Spacer(1, 10), P('Kind regards,<br/>Quillfeather Labs, Capacity Team', EN)]


# ------------------------------------------------------------------------------------------------ h2-23 zh email: 共享带宽 and shared storage, dedicated GPUs
@doc('h2-23-lanwan-h20-email-shared-bandwidth-zh.pdf')
def h2_23():
    head = ['发件人：赵经理 &lt;zhao@lanwan-ai.com&gt;', '收件人：刘工', '时间：2025年11月11日 15:40',
            '主题：答复：H20 两台集群报价（含存储）']
    body = ['刘工您好：',
            '按您的需求，报两台 H20 八卡服务器组成的小集群，配置如下（每台）：',
            '　GPU：8 × NVIDIA H20 96GB，NVLink 900GB/s 八卡全互联',
            '　CPU：2 × Intel Xeon Platinum 8462Y+（32 核）',
            '　内存：2TB（16 × 128GB）',
            '　系统盘：2 × 480GB SSD；数据盘：4 × 3.84TB NVMe',
            '　节点间：4 × 400G RoCE v2，支持 GPUDirect RDMA',
            '另配 50TB 共享文件存储（两台共享挂载），公网为 200Mbps 共享带宽包（两台共用）。注意：共享的只是存储与公网带宽，GPU 整卡独享。',
            '价格：¥56,000/台/月，按月付，最短租期 3 个月。',
            '合同主要条款：',
            '　1. 交付 NVIDIA H20 96GB，不得替换；每卡完整 96GB 显存，不做 MIG 切分，不超售。',
            '　2. 机内 8 卡 NVLink 全互联，两台之间 4 × 400G RoCE v2。',
            '　3. 月度可用率不低于 99.5%；低于 99.5% 赔偿月租 10%，低于 99% 赔偿 30%，低于 95% 赔偿 100%。',
            '　4. 验收：交付后 24 小时内，单机 all_reduce 总线带宽 ≥ 300GB/s，双机 ≥ 120GB/s，fio 顺序读 ≥ 8GB/s。',
            '　5. 退租后 7 日内删除全部数据并出具删除证明。',
            '蓝湾数算　赵经理']
    return [P(h, ZMONO) for h in head] + [Spacer(1, 8)] + [P(b, ZH) for b in body] + \
        [Spacer(1, 10), P('-----原始邮件-----', ZMONO),
         P('我们要做 70B 的 LoRA，希望两台左右，存储要能共享，请报价。', ZMONO)]


# ------------------------------------------------------------------------------------------------ h2-24 en network block storage, baseline + burst
@doc('h2-24-granite-peak-h100-network-storage-en.pdf')
def h2_24():
    return [P('Granite Peak Cloud', ENH), P('Instance Quote GP-IQ-55102 - gp.h100x8 - 7 November 2025', EN), Spacer(1, 6),
            T([['Attribute', 'gp.h100x8'],
               ['GPUs', '8 x NVIDIA H100 80GB SXM5, NVLink / NVSwitch full mesh (900 GB/s per GPU)'],
               ['vCPU / memory', '176 vCPU / 1,800 GiB'],
               ['Local storage', 'none (EBS-style block volumes only)'],
               ['Block volume', '10 TB network block volume, baseline 250 MB/s, burst up to 1,000 MB/s'],
               ['Network', '100 Gb/s instance network'],
               ['Price', '$21.60 per instance-hour, billed per second'],
               ['Quantity', '1 instance']], CE, [100, 340]),
            Spacer(1, 6),
            P('The instance runs on a dedicated host: the eight GPUs are passed through whole to this instance and not shared.', EN)]


# ------------------------------------------------------------------------------------------------ h2-25 bi contract, A800 PCIe (honest)
@doc('h2-25-riverbend-a800-pcie-contract-bilingual.pdf')
def h2_25():
    clauses = [
        ('第一条 服务内容 / Services', '乙方向甲方提供一台 GPU 服务器，配置见附件一。Party B provides Party A with one GPU server as set out in Annex 1.'),
        ('第二条 型号 / Model', '乙方交付 NVIDIA A800 80GB PCIe × 8，不得替换。Party B delivers eight NVIDIA A800 80GB PCIe GPUs and shall not substitute them.'),
        ('第三条 独享 / Tenancy', '整机独享，每卡完整 80GB 显存，不做 MIG、vGPU 切分，不超售。The server is dedicated; each GPU exposes its full 80 GB; no MIG, no vGPU, no oversubscription.'),
        ('第四条 互联 / Interconnect', '卡间经 PCIe 4.0 交换芯片互联，不配置 NVLink 桥接。GPUs communicate over PCIe 4.0 through a PCIe switch; no NVLink bridges are fitted.'),
        ('第五条 可用性与赔偿 / Availability and credits', '月度可用率不低于 99.5%；低于 99.5% 赔偿当月费用 10%，低于 99% 赔偿 30%。Monthly availability of at least 99.5%; credits of 10% below 99.5% and 30% below 99%.'),
        ('第六条 验收 / Acceptance', '交付后 24 小时内，all_reduce 总线带宽 ≥ 15GB/s，fio 顺序读 ≥ 6GB/s。Within 24 hours: all_reduce busbw ≥ 15 GB/s, fio read ≥ 6 GB/s.'),
        ('第七条 数据 / Data', '租期结束后 5 日内删除全部数据并出具证明。Within 5 days after the term all data is deleted and certified.'),
        ('第八条 费用 / Fees', '¥4.60/卡/时，按小时计费，最短租期 1 个月。CNY 4.60 per GPU-hour, billed hourly, minimum term 1 month.')]
    s = [P('GPU 服务器租赁合同 / GPU Server Lease Agreement', ZHH),
         P('合同编号 / No.：RB-2025-0923　　甲方 / Party A：（略）', ZH),
         P('乙方 / Party B：Riverbend 智算（深圳）有限公司 / Riverbend Compute (Shenzhen) Ltd.', ZH), Spacer(1, 6)]
    for h, t in clauses:
        s += [P(h, ZH2), P(t, ZH)]
    s += [PageBreak(), P('附件一 配置 / Annex 1 Configuration', ZH2),
          T([['项目 / Item', '规格 / Specification', '数量 / Qty'],
             ['GPU', 'NVIDIA A800 80GB PCIe', '8'],
             ['CPU', 'Intel Xeon Gold 6348（28 核 / 28 cores）', '2'],
             ['内存 / Memory', '64GB DDR4-3200', '16'],
             ['系统盘 / System disk', '480GB SATA SSD', '2'],
             ['数据盘 / Data disk', '7.68TB NVMe', '2'],
             ['公网 / Internet', '100Mbps 独享 / dedicated', '1']], CZ, [120, 240, 80])]
    return s


# ------------------------------------------------------------------------------------------------ h2-26 zh plain-text quote (honest 4090)
TEXT['h2-26-jiguang-4090-quote-zh.txt'] = """极光云算 报价单
报价编号：JG-20251108-0412
日期：2025年11月8日

客户：（略）
需求：8B 模型 LoRA 微调，单机八卡

一、配置（每台）
  GPU：NVIDIA GeForce RTX 4090 24GB × 8（整卡独享）
  互联：RTX 4090 不支持 NVLink，卡间走 PCIe 4.0
  CPU：AMD EPYC 7543（32核）× 2
  内存：32GB DDR4 × 16（共 512GB）
  系统盘：960GB SATA SSD × 1
  数据盘：3.84TB NVMe × 2
  公网：100Mbps 独享，不限流量
  数量：1 台

二、价格
  ¥13.60/台/时（折合 ¥1.70/卡/时），按小时计费，最短租期 7 天。

三、服务条款
  1. 交付 NVIDIA GeForce RTX 4090 24GB，不得替换为 4090D 或其他型号。
  2. 整机独享，每卡完整 24GB 显存，不切分、不超售。
  3. 卡间 PCIe 4.0 直连（经 PCIe 交换芯片），无 NVLink。
  4. 月度可用率不低于 99.5%；低于 99.5% 赔偿当月费用 10%，低于 99% 赔偿 30%。
  5. 验收：交付后 24 小时内，nvidia-smi 显示 8 张 24GB 显卡，all_reduce 总线带宽 ≥ 10GB/s，fio 顺序读 ≥ 3GB/s。
  6. 退租后 3 日内删除全部数据并提供删除记录。

极光云算 销售部
"""


# ------------------------------------------------------------------------------------------------ h2-27 en honest H100 PCIe bridged pairs
@doc('h2-27-ashgrove-h100-pcie-pairs-en.pdf')
def h2_27():
    return [P('Ashgrove Systems', ENH), P('Quote AS-2025-1190 - 4-GPU H100 PCIe workstation server - 12 November 2025', EN),
            Spacer(1, 6),
            T([['Component', 'Specification', 'Qty'],
               ['GPU', 'NVIDIA H100 80GB PCIe', '4'],
               ['GPU links', 'NVLink bridge (2-way): GPU 0-1 and GPU 2-3 bridged in pairs, 600 GB/s per pair; PCIe 5.0 between pairs', '2'],
               ['CPU', 'Intel Xeon Gold 6430 (32 cores)', '2'],
               ['Memory', '1 TB DDR5 (16 x 64 GB)', '-'],
               ['Data', '7.68 TB NVMe', '2'],
               ['Internet', '10 Gbps', '1']], CE, [80, 300, 50]),
            Spacer(1, 6),
            P('Price: $2.05 per GPU-hour, billed hourly, minimum term 1 month.', EN),
            P('Terms', EN2),
            P('Ashgrove delivers NVIDIA H100 80GB PCIe GPUs and will not substitute them. The server is dedicated bare metal; each '
              'GPU exposes its full 80 GB, with no MIG and no sharing. GPUs are bridged by NVLink in pairs only (no NVSwitch); '
              'the remaining paths are PCIe 5.0.', EN),
            P('Availability of at least 99.5% per month; credits of 10% below 99.5% and 30% below 99.0%.', EN),
            P('Acceptance within 24 hours: nvidia-smi topo -m shows NV12 between GPU 0-1 and GPU 2-3, all_reduce bus bandwidth '
              'of at least 40 GB/s over the four GPUs and fio sequential read of at least 6 GB/s.', EN),
            P('Drives are wiped within 7 days after the term, with a certificate.', EN)]


if __name__ == '__main__':
    out = sys.argv[1] if len(sys.argv) > 1 else 'out'
    os.makedirs(out, exist_ok=True)
    for name, fn in DOCS.items():
        path = os.path.join(out, name)
        if name in TWO_COL:
            build_two_col(path, fn())
        else:
            build(path, fn())
    for name, text in TEXT.items():
        with open(os.path.join(out, name), 'w', encoding='utf-8') as f:
            f.write(text)
    print('built', len(DOCS) + len(TEXT))
