"""Parts of a spec sheet that are not what they first look like: a chassis's rack-unit height is no server count
("4U HGX A100 server"), a MIG instance's memory is the slice's, a spaced slash parts one phrase from the next
("12 vCPU / 96GB 内存 / 系统盘 50GB 云盘"), a total the servers share is not one server's ("每台 30.72TB，两台合计
61.44TB"), a link's count after it multiplies it ("25GbE × 2"), a role word before a size names the disk ("system 2 x
480 GB SATA SSD", "boot 2 x 1.92 TB"), and a traditional-character label keeps its role ("系統盤"). Documents written
for the test, both languages."""

from __future__ import annotations

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.txt", text))


def gb(q: object) -> float:
    return round(q.magnitude / 1e9, 2)  # type: ignore[attr-defined]


def test_a_rack_unit_height_counts_no_servers() -> None:
    offer = read("Quotation Q-77 from Ridgeway Compute Ltd\nChassis: Supermicro 4U HGX A100 server\n"
                 "GPUs: 8 x NVIDIA A100 SXM4 40GB, NVSwitch\nNodes: six (6)\nPrice: USD 11,200 per node per month")
    assert offer.nodes == 6
    zh = read("报价单 山川算力科技有限公司\n机箱：超微 4U 八卡服务器\nGPU：8 × NVIDIA A100 SXM4 40GB\n数量：三台\n"
              "单价：¥58,000/台/月")
    assert zh.nodes == 3


def test_a_mig_instance_has_the_slices_memory_and_one_gpu() -> None:
    zh = read("鹭岛云 报价\n这个规格是 A100 SXM4 80GB 通过 MIG 切出来的 3g.40gb 实例，显存 40GB。\n"
              "价格：按量付费 ¥4.20/小时")
    assert gb(zh.gpu.memory) == 40
    assert zh.gpu.count_per_node == 1 and zh.nodes == 1
    assert zh.pricing.unit == "gpu-hour"
    en = read("Halcyon Cloud pricing\nThe h200.small instance is a 3g.71gb MIG instance on an NVIDIA H200 SXM 141GB, "
              "GPU memory 71 GB.\nOn-demand $2.15 / hr")
    assert gb(en.gpu.memory) == 71


def test_a_spaced_slash_parts_one_phrase_from_the_next() -> None:
    zh = read("鹭岛云 GPU 云服务器\nGPU：1 × A100 80GB\n"
              "规格：12 vCPU / 96GB 内存 / 系统盘 50GB ESSD 云盘 / 数据盘 500GB ESSD 云盘")
    assert gb(zh.storage.system_disk.capacity) == 50
    assert gb(zh.memory) == 96
    en = read("Halcyon Cloud\nInstance: 1 x H200 (dedicated)\n"
              "Storage: 200 GB network boot volume and 1 TB network block volume (up to 500 MB/s) included.")
    assert gb(en.storage.capacity) == 1000  # the "boot" before the "and" is the first volume's
    assert en.storage.type == "network"


def test_a_total_the_servers_share_is_not_one_servers() -> None:
    zh = read("钱塘智算 报价\nGPU：8 × H100 SXM5 80GB\n服务器：两台\n"
              "数据盘：7.68TB NVMe U.2 SSD × 4（每台 30.72TB，两台合计 61.44TB）")
    assert gb(zh.storage.capacity) == 30720


def test_a_links_count_after_it_multiplies_it() -> None:
    zh = read("报价\nGPU：8 × H100 PCIe 80GB\n节点间网络：25GbE × 2 / 台（TCP/IP，不支持 RDMA）\n数量：四台")
    assert zh.interconnect.inter_node_bandwidth.magnitude == 50e9 / 8
    en = read("Quote\nGPUs: 8 x A100 80GB\nNode network: 10GbE x 2 (TCP, no RDMA)\nNodes: four (4)")
    assert en.interconnect.inter_node_bandwidth.magnitude == 20e9 / 8


def test_a_role_word_before_a_size_names_the_disk() -> None:
    en = read("Estimate\nGPUs: 8 x H100 PCIe 80GB\nDisks: system 2 x 480 GB SATA SSD (RAID 1); data 4 x 3.84 TB NVMe")
    assert gb(en.storage.system_disk.capacity) == 480
    assert gb(en.storage.capacity) == 15360
    zh = read("報價單\nGPU：8 × H100 SXM5 80GB\n系統盤 System：1.92TB NVMe × 2（RAID1）\n數據盤 Data：3.84TB NVMe × 8")
    assert zh.storage.system_disk.capacity is not None
    assert gb(zh.storage.capacity) == 30720


def test_a_response_to_an_rfp_is_no_vendor_name() -> None:
    offer = read("Response to RFP AIC-2026-07: GPU Training Capacity\n"
                 "GPUs: 64 x H100 80 GB in eight (8) nodes\nGranite Peak Compute LLC")
    assert offer.vendor != "Response to RFP"
