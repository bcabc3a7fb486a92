"""Every real captured output in ../shared/probes-real: right kind, headline figures as the file shows."""

from __future__ import annotations

from fractions import Fraction

import pytest

from auditor.probes.bundle import parse_file, read_probes
from auditor.units import Quantity

from .conftest import REAL, real

KINDS = {
    "fio": "fio",
    "iperf3": "iperf3",
    "nccl": "nccl",
    "nvidia-smi": "nvidia-smi",
    "nvidia-smi-query": "nvidia-smi-query",
    "nvlink": "nvlink",
}
SPECIAL = {
    "nvidia-smi-mig/1xA100-80GB-PCIe-MIG-all-balanced-drv570-openshift.txt": ["nvidia-smi"],
    "nvidia-smi-mig/1xA100-SXM4-80GB-nvidia-smi-L-7x1g.10gb-datadog33120.txt": ["nvidia-smi-list"],
    "nvidia-smi-mig/A100-40GB-nvidia-smi-mig-lgi-3x2g.10gb-openshift.txt": ["mig-lgi"],
    "topo/2xL4-topo-p2p-r-CNS-mlengbook.txt": ["topo-p2p"],
    "topo/8xH100-topo-p2p-r-mlengbook.txt": ["topo-p2p"],
    "topo/2xRTX2080Ti-PIX-but-topo-p2p-NS-autodl.txt": ["topo", "topo-p2p"],
    "other/dmesg-mlx5-pcie-x8-bandwidth-limited.txt": ["dmesg"],
    # two prompt-delimited runs (single stream, then -P 10): split into two outputs
    "iperf3/iperf3-text-UDP-1GbE-single-and-P10-summaries-only.txt": ["iperf3", "iperf3"],
    "other/dmesg-pcie-limited-by-gen4-switch-H100-node-elided-mlengbook.txt": ["dmesg"],
    "other/p2pBandwidthLatencyTest-2xRTX2080Ti-P2P-unavailable-autodl.txt": ["p2p-bandwidth"],
}


def _all_real() -> list[str]:
    if not REAL.is_dir():
        return ["<absent>"]
    return sorted(str(p.relative_to(REAL)) for p in REAL.rglob("*") if p.is_file() and p.name != "SOURCES.md")


def _gbs(q: Quantity | None) -> float:
    assert q is not None
    return float(q.to("GB/s"))


@pytest.mark.parametrize("rel", _all_real())
def test_every_real_file_has_the_right_kind(rel: str) -> None:
    path = real(rel)
    expected = SPECIAL.get(rel) or [KINDS.get(rel.split("/")[0], "topo")]
    assert [r.kind for r in parse_file(path)] == expected


SMI = {  # file: (gpu count, memory MiB, name)
    "10xA40-drv550-gls.txt": (10, 46068, "NVIDIA A40"),
    "1xL4-drv550-gls.txt": (1, 23034, "NVIDIA L4"),
    "1xL40S-drv550-gls.txt": (1, 46068, "NVIDIA L40S"),
    "2xH100-NVL-drv550-gls.txt": (2, 95830, "NVIDIA H100 NVL"),
    "2xRTX2080Ti-autodl-container-drv550.txt": (2, 11264, "NVIDIA GeForce RTX 2080 Ti"),
    "2xRTX3090-drv560-gls.txt": (2, 24576, "NVIDIA GeForce RTX 3090"),
    "4xA100-SXM4-80GB-drv555-gls.txt": (4, 81920, "NVIDIA A100-SXM4-80GB"),
    "8xH100-SXM-80GB-HBM3-drv565-gls.txt": (8, 81559, "NVIDIA H100 80GB HBM3"),
    "8xRTX4090-drv550-gls.txt": (8, 24564, "NVIDIA GeForce RTX 4090"),
    "8xRTX6000Ada-drv550-gls.txt": (8, 49140, "NVIDIA RTX 6000 Ada Gene..."),
}


@pytest.mark.parametrize(("name", "expected"), SMI.items())
def test_nvidia_smi_gpu_count_and_memory(name: str, expected: tuple[int, int, str]) -> None:
    facts, evidence, _ = read_probes([real(f"nvidia-smi/{name}")])
    count, mib, gpu = expected
    assert facts.smi is not None and facts.smi.gpu_count == count == facts.gpu_count
    assert facts.smi.memory_total_min == Quantity.of(mib, "MiB")
    assert facts.smi.gpu_names == [gpu]
    assert facts.smi.foreign_process_count == 0 and not facts.smi.mig_enabled
    assert f"{mib}MiB" in evidence["probe.smi.memory_total_min"][0].text


def test_nvidia_smi_mig_table_r570() -> None:
    facts, evidence, _ = read_probes([real("nvidia-smi-mig/1xA100-80GB-PCIe-MIG-all-balanced-drv570-openshift.txt")])
    assert facts.smi is not None and facts.smi.mig_enabled and facts.mig_enabled
    assert facts.smi.mig_device_count == 4
    assert facts.smi.mig_memory_min == Quantity.of(9728, "MiB")
    assert facts.smi.gpus[0].memory_total == Quantity.of(81920, "MiB")
    assert [e.line for e in evidence["probe.smi.mig_device_count"]] == [21, 24, 27, 30]


def test_nvidia_smi_list_mig_children() -> None:
    facts, evidence, _ = read_probes([real("nvidia-smi-mig/1xA100-SXM4-80GB-nvidia-smi-L-7x1g.10gb-datadog33120.txt")])
    assert facts.smi_list is not None
    assert (facts.smi_list.gpu_count, facts.smi_list.mig_device_count) == (1, 7)
    assert facts.smi_list.mig_profiles == ["1g.10gb"] and facts.mig_enabled
    assert evidence["probe.smi_list.mig_device_count"][0].line == 3


def test_mig_lgi() -> None:
    facts, _, _ = read_probes([real("nvidia-smi-mig/A100-40GB-nvidia-smi-mig-lgi-3x2g.10gb-openshift.txt")])
    assert facts.mig is not None and (facts.mig.instance_count, facts.mig.profiles) == (3, ["2g.10gb"])


QUERY = {  # file: (gpus, MiB, product, pcie gen max, width)
    "1xL40S-nvidia-smi-q-drv550-gls.txt": (1, 46068, "NVIDIA L40S", 4, 16),
    "4xA100-SXM4-80GB-nvidia-smi-q-drv555-gls.txt": (4, 81920, "NVIDIA A100-SXM4-80GB", 4, 16),
    "8xH100-SXM-nvidia-smi-q-drv565-gls.txt": (8, 81559, "NVIDIA H100 80GB HBM3", 5, 16),
    "8xRTX4090-nvidia-smi-q-drv550-gls.txt": (8, 24564, "NVIDIA GeForce RTX 4090", 4, 16),
}


@pytest.mark.parametrize(("name", "expected"), QUERY.items())
def test_nvidia_smi_query(name: str, expected: tuple[int, int, str, int, int]) -> None:
    facts, _, results = read_probes([real(f"nvidia-smi-query/{name}")])
    count, mib, product, gen, width = expected
    q = facts.smi_query
    assert q is not None and q.gpu_count == count and q.gpu_names == [product]
    assert q.memory_total_min == Quantity.of(mib, "MiB")
    assert (q.pcie_gen_max, q.pcie_width_min) == (gen, width)
    assert not q.mig_enabled and results[0].warnings == []


ALL_NV = [(i, j) for i in range(8) for j in range(i + 1, 8)]
TOPO = {  # file: (gpu count, {link: count}, nics)
    "2gpu-nvlink-nv2-mlengbook.txt": (2, {"NV2": 1}, []),
    "2gpu-pcie-phb-mlengbook.txt": (2, {"PHB": 1}, []),
    "2xRTX2080Ti-PIX-but-topo-p2p-NS-autodl.txt": (2, {"PIX": 1}, []),
    "8xA100-DGX-nv12-abbrev-llminsights.txt": (8, {"NV12": 28}, []),
    "8xA100-nvswitch-nv12-mlengbook.txt": (8, {"NV12": 28}, []),
    "8xA40-nv4-pairs-node-sys-abbrev-llminsights.txt": (8, {"NV4": 4, "NODE": 8, "SYS": 16}, []),
    "8xH100-DGX-nv18-abbrev-llminsights.txt": (8, {"NV18": 28}, []),
    "8xH100-nvswitch-nv18-ht-cpuaffinity-mlengbook.txt": (8, {"NV18": 28}, []),
    "8xH100-nvswitch-nv18-mlengbook.txt": (8, {"NV18": 28}, []),
    "8xV100-SXM2-16GB-DGX1-hybrid-cube-mesh-NV1-NV2-SYS-mlx5-oneflow-dlperf.txt": (
        8,
        {"NV1": 8, "NV2": 8, "SYS": 12},
        ["mlx5_0"],
    ),
}


@pytest.mark.parametrize(("name", "expected"), TOPO.items())
def test_topo_link_matrix(name: str, expected: tuple[int, dict[str, int], list[str]]) -> None:
    facts, evidence, _ = read_probes([real(f"topo/{name}")])
    count, links, nics = expected
    t = facts.topo
    assert t is not None and t.gpu_count == count and t.nics == nics
    seen: dict[str, int] = {}
    for p in t.pairs:
        seen[p.link] = seen.get(p.link, 0) + 1
    assert seen == links
    assert t.all_nvlink == (set(links) <= {f"NV{n}" for n in range(1, 19)})
    assert len(t.pairs) == count * (count - 1) // 2
    assert evidence["probe.topo.pairs.0"][0].text.startswith("GPU0")


def test_topo_pairs_of_the_a40_bridges_and_dgx1_mesh() -> None:
    facts, _, _ = read_probes([real("topo/8xA40-nv4-pairs-node-sys-abbrev-llminsights.txt")])
    assert facts.topo is not None
    assert {(p.a, p.b) for p in facts.topo.pairs if p.nvlink} == {(0, 1), (2, 3), (4, 5), (6, 7)}
    facts, _, _ = read_probes([real("topo/8xV100-SXM2-16GB-DGX1-hybrid-cube-mesh-NV1-NV2-SYS-mlx5-oneflow-dlperf.txt")])
    assert facts.topo is not None
    links = {(p.a, p.b): p.link for p in facts.topo.pairs}
    assert links[(0, 3)] == "NV2" and links[(0, 5)] == "SYS" and links[(6, 7)] == "NV2"


def test_topo_pix_but_p2p_not_supported() -> None:
    facts, evidence, _ = read_probes([real("topo/2xRTX2080Ti-PIX-but-topo-p2p-NS-autodl.txt")])
    assert facts.topo is not None and facts.topo.pairs[0].link == "PIX"
    assert facts.topo_p2p is not None and facts.topo_p2p.unsupported_pairs == 1
    assert evidence["probe.topo_p2p.unsupported_pairs"][0].line == 18


@pytest.mark.parametrize(
    ("name", "ok", "bad"),
    [("2xL4-topo-p2p-r-CNS-mlengbook.txt", False, 1), ("8xH100-topo-p2p-r-mlengbook.txt", True, 0)],
)
def test_topo_p2p(name: str, ok: bool, bad: int) -> None:
    facts, _, results = read_probes([real(f"topo/{name}")])
    assert facts.topo_p2p is not None and (facts.topo_p2p.all_ok, facts.topo_p2p.unsupported_pairs) == (ok, bad)
    assert results[0].facts.capability == "r"  # type: ignore[union-attr]


NCCL = {  # file: (avg busbw GB/s, max busbw, gpus, nodes)
    "2node-16xH100-GCP-A3mega-TCPXO-allreduce-338GBps-hash-stripped-lines.txt": ("70.742", "338.82", 16, 2),
    "2xA40-across-NODE-p2pdisable-allreduce-llminsights.txt": ("3.85845", None, None, None),
    "2xA40-nvlink-pair-allreduce-llminsights.txt": ("47.4509", "47.49", None, None),
    "2xRTX2080Ti-PCIe-no-P2P-allreduce-4GBps-autodl.txt": ("2.05774", "4.00", 2, 1),
    "4xA100-DGX-nvswitch-allreduce-llminsights.txt": ("222.066", None, None, None),
    "4xA100-DGX-p2pdisable-allreduce-llminsights.txt": ("5.19883", None, None, None),
    "4xA40-across-SYS-p2pdisable-allreduce-llminsights.txt": ("1.40216", None, None, None),
    "4xH100-DGX-nvswitch-allreduce-llminsights.txt": ("369.941", None, None, None),
    "4xH100-DGX-p2pdisable-allreduce-llminsights.txt": ("22.9255", None, None, None),
    "8xA100-SXM4-80GB-mpirun-allreduce-with-interleaved-openmpi-warnings.txt": ("72.7724", "232.93", 8, 1),
}


@pytest.mark.parametrize(("name", "expected"), NCCL.items())
def test_nccl_average_bus_bandwidth(name: str, expected: tuple[str, str | None, int | None, int | None]) -> None:
    facts, evidence, results = read_probes([real(f"nccl/{name}")])
    avg, peak, gpus, nodes = expected
    n = facts.nccl
    assert n is not None and n.avg_busbw == Quantity.of(avg, "GB/s") and n.wrong == 0
    if peak:
        assert n.max_busbw == Quantity.of(peak, "GB/s")
    assert (n.gpus, n.nodes) == (gpus, nodes)
    assert "Avg bus bandwidth" in evidence["probe.nccl.avg_busbw"][0].text
    assert not results[0].facts.avg_computed  # type: ignore[union-attr]


def test_nccl_interleaved_mpi_warnings_are_warned_not_rows() -> None:
    _, _, results = read_probes([real("nccl/8xA100-SXM4-80GB-mpirun-allreduce-with-interleaved-openmpi-warnings.txt")])
    r = results[0]
    assert len(r.facts.rows) == 30  # type: ignore[union-attr]
    assert [w.split(":")[0] for w in r.warnings] == ["line 17", "line 47"]


def test_nccl_author_massaged_table_computes_the_mean() -> None:
    facts, _, results = read_probes([real("nccl/8xA100-allreduce-author-massaged-mlengbook.txt")])
    n = facts.nccl
    assert n is not None and n.max_busbw == Quantity.of("234.89", "GB/s") and n.test == "all_reduce"
    rows = results[0].facts.rows  # type: ignore[union-attr]
    assert len(rows) == 20 and rows[0].size == Quantity.of(32768, "B")
    values = [
        Fraction(v)
        for v in [
            "1.31",
            "2.45",
            "4.43",
            "7.47",
            "11.41",
            "18.00",
            "36.18",
            "72.33",
            "109.93",
            "106.16",
            "138.49",
            "171.54",
            "176.92",
            "194.07",
            "222.72",
            "229.04",
            "231.41",
            "233.88",
            "234.61",
            "234.89",
        ]
    ]
    assert n.avg_busbw == Quantity.of(sum(values) / 20, "GB/s")
    assert any("Avg bus bandwidth" in w for w in results[0].warnings)


FIO = {  # file: (read bw, write bw) as the file states them
    "ceph-rbd-hdd-randread-4k-qd1-16jobs-fioplot.json": (Quantity.of(7504840, "B/s"), None),
    "ceph-rbd-hdd-randwrite-4k-16jobs-qd16-fioplot.json": (None, Quantity.of(1942506, "B/s")),
    "floppy-randread-extremely-slow-fioplot.json": (Quantity.of(10, "KiB/s"), None),
    "hdd-hgst-7200rpm-p420i-randread-4k-qd1-16jobs-fioplot.json": (Quantity.of(413, "KiB/s"), None),
    "mdadm-md127-4member-disks-randread-4k-8jobs-fio2.18-fioplot.json": (Quantity.of(1176, "KiB/s"), None),
    "sata-ssd-crucial-mx200-h420i-randread-4k-qd1-fio3.1-fioplot.json": (Quantity.of(26456, "KiB/s"), None),
    "nvme-optane-m10-16gb-fdatasync-4k-write.txt": (None, Quantity.of("22.9", "MiB/s")),
    "nvme-samsung970evo-windows-ntfs-fdatasync-fio3.35.txt": (None, Quantity.of(3927, "KiB/s")),
    "sata-tesla-2tb-zfs-fdatasync-2300B.txt": (None, Quantity.of(5205, "KiB/s")),
    "zfs-raidz2-6xHDD-optane-slog-fdatasync-4k-write-fio3.25.txt": (None, Quantity.of("18.8", "MiB/s")),
    "zfs-raidz2-hdd-truenas-seqwrite-32m-4jobs-100MiBps.txt": (None, Quantity.of(100, "MiB/s")),
}


@pytest.mark.parametrize(("name", "expected"), FIO.items())
def test_fio_bandwidth(name: str, expected: tuple[Quantity | None, Quantity | None]) -> None:
    facts, evidence, results = read_probes([real(f"fio/{name}")])
    assert facts.fio is not None and (facts.fio.read_bw, facts.fio.write_bw) == expected
    key = "probe.fio.read_bw" if expected[0] is not None else "probe.fio.write_bw"
    assert evidence[key][0].line is not None
    assert results[0].warnings == []


def test_fio_job_details() -> None:
    _, _, results = read_probes([real("fio/zfs-raidz2-hdd-truenas-seqwrite-32m-4jobs-100MiBps.txt")])
    job = results[0].facts.jobs[0]  # type: ignore[union-attr]
    assert (job.name, job.rw, job.bs, job.iodepth, job.numjobs) == ("seq-write", "write", "32.0MiB", 1, 4)
    assert job.write_lat_p99 == Quantity.of("1.955", "sec")
    _, _, results = read_probes([real("fio/mdadm-md127-4member-disks-randread-4k-8jobs-fio2.18-fioplot.json")])
    job = results[0].facts.jobs[0]  # type: ignore[union-attr]
    assert (job.iodepth, job.numjobs, job.read_iops) == (1, 8, 294.164509)
    assert job.read_lat_p99 == Quantity.of(Fraction(96768, 10**6), "sec")  # fio 2.x: µs


IPERF = {  # file: (receiver bitrate bit/s, error)
    "iperf3-J-gcp-sydney-to-ibm-sydney-1.6Gbps.json": ("1674679677.0243485", None),
    "iperf3-J-london-to-sydney-wan-62Mbps-slow.json": ("62645062.39859536", None),
    "iperf3-text-london-to-gcp-proxy-capped-106Mbps.txt": ("106000000", None),
    "iperf3-text-UDP-1GbE-single-and-P10-summaries-only.txt": ("956000000", None),
    "iperf3-J-error-control-socket-closed.json": (None, "error - control socket has closed unexpectedly"),
    "iperf3-J-interrupted-client-terminated.json": (None, "interrupt - the client has terminated"),
}


@pytest.mark.parametrize(("name", "expected"), IPERF.items())
def test_iperf3_receiver_bitrate(name: str, expected: tuple[str | None, str | None]) -> None:
    facts, evidence, _ = read_probes([real(f"iperf3/{name}")])
    rate, error = expected
    i = facts.iperf3
    assert i is not None and i.error == error
    if rate is None:
        assert i.receiver_bitrate is None and i.failed_runs == 1
    else:
        assert i.receiver_bitrate == Quantity.of(rate, "bit/s") and i.failed_runs == 0
        assert evidence["probe.iperf3.receiver_bitrate"][0].line is not None


def test_iperf3_details() -> None:
    facts, _, _ = read_probes([real("iperf3/iperf3-J-london-to-sydney-wan-62Mbps-slow.json")])
    assert facts.iperf3 is not None and (facts.iperf3.retransmits, facts.iperf3.streams) == (1627, 1)
    facts, _, results = read_probes([real("iperf3/iperf3-text-UDP-1GbE-single-and-P10-summaries-only.txt")])
    assert facts.iperf3 is not None and facts.iperf3.protocol == "UDP"
    assert [r.facts.streams for r in results] == [1, 10]  # type: ignore[union-attr]
    assert results[1].warnings[0].startswith("line 10: one of several outputs")
    facts, _, results = read_probes([real("iperf3/iperf3-J-interrupted-client-terminated.json")])
    assert facts.iperf3 is not None and facts.iperf3.interrupted
    assert facts.iperf3.sender_bitrate is None  # failed runs do not supply figures
    assert results[0].facts.sender_bitrate == Quantity.of("160287232.32821622", "bit/s")  # type: ignore[union-attr]


def test_nvlink_status_and_errors() -> None:
    facts, _, results = read_probes([real("nvlink/H100-nvlink-status-elided-mlengbook.txt")])
    assert facts.nvlink is not None and facts.nvlink.min_link_speed == Quantity.of("26.562", "GB/s")
    assert facts.nvlink.inactive_links == 0 and results[0].facts.elided  # type: ignore[union-attr]
    facts, _, _ = read_probes([real("nvlink/H100-nvlink-e-errors-elided-mlengbook.txt")])
    assert facts.nvlink is not None and facts.nvlink.error_total == 0


def test_other_outputs() -> None:
    facts, _, _ = read_probes([real("other/dmesg-pcie-limited-by-gen4-switch-H100-node-elided-mlengbook.txt")])
    assert facts.dmesg is not None and facts.dmesg.pcie_limited_devices == 2
    assert facts.dmesg.min_available_bandwidth == Quantity.of("252.048", "Gb/s")
    facts, _, _ = read_probes([real("other/p2pBandwidthLatencyTest-2xRTX2080Ti-P2P-unavailable-autodl.txt")])
    assert facts.p2p_bandwidth is not None and facts.p2p_bandwidth.peer_access_denied_pairs == 2
    assert facts.p2p_bandwidth.min_p2p_bandwidth == Quantity.of("5.72", "GB/s")


def test_sources_md_is_reported_unrecognised() -> None:
    facts, _, results = read_probes([real("SOURCES.md")])
    assert results[0].kind == "unknown" and facts.unrecognised == [str(REAL / "SOURCES.md")]
