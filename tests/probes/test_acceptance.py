"""Acceptance checks against the offer: a substituted model, an ERR! GPU, capped clocks, tagged
nccl-tests output; an honest 8x H100 bundle fails none of them."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from auditor.probes.bundle import parse_text, read_probes

from .conftest import FIXTURES, REAL, ROOT, SAMPLES, real

OFFER = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"
HEALTH = ("gpu.model-substituted", "gpu.error-state", "gpu.applications-clocks-capped", "gpu.row-remap-pending",
          "gpu.row-remap-failure", "gpu.ecc-uncorrectable", "gpu.pcie-link-narrow", "gpu.clocks-slowdown-active",
          "gpu.idle-memory-in-use", "gpu.retired-pages-pending", "xid.gpu-fallen-off-bus", "xid.replace-gpu",
          "xid.reset-required", "ib.fabric-port-down", "ib.port-below-sold-rate", "ib.fabric-below-sold",
          "nccl.busbw-below-sku-table")


def _findings(tmp_path: Path, *probes: Path) -> dict[str, dict]:
    bundle = tmp_path / "bundle"
    bundle.mkdir(parents=True, exist_ok=True)
    for probe in probes:
        if probe.is_dir():
            shutil.copytree(probe, bundle, dirs_exist_ok=True)
        else:
            shutil.copy(probe, bundle / probe.name)
    proc = subprocess.run([sys.executable, "-m", "auditor", "verify", str(OFFER), str(bundle), "--format", "json"],
                          capture_output=True, text=True, check=False, cwd=ROOT)
    return {f["rule"]: f for f in json.loads(proc.stdout)["findings"]}


def test_h800_listing_on_an_h100_offer_fails_sold_x_measured_y(tmp_path: Path) -> None:
    found = _findings(tmp_path, FIXTURES / "nvidia-smi-8xH800-as-sold-H100.txt")["gpu.model-substituted"]
    assert found["status"] == "fail"
    assert "Sold NVIDIA H100 80GB SXM5, measured NVIDIA H800" in found["message"]
    assert found["evidence"] and "H800" in found["evidence"][0]["text"]


def test_an_err_gpu_is_an_error_state_not_a_model(tmp_path: Path) -> None:
    facts, _, _ = read_probes([FIXTURES / "nvidia-smi-err-gpu3-8xH100.txt"])
    assert facts.smi is not None and facts.smi.error_gpus == 1 and facts.smi.gpu_count == 8
    assert facts.gpu_names == ["NVIDIA H100 80GB HBM3"]  # "ERR!" is no GPU model
    found = _findings(tmp_path, FIXTURES / "nvidia-smi-err-gpu3-8xH100.txt")
    assert found["gpu.error-state"]["status"] == "fail" and "1 of 8" in found["gpu.error-state"]["message"]
    assert found["gpu.model-substituted"]["status"] == "pass"


def test_an_honest_h100_bundle_fails_none_of_the_health_checks(tmp_path: Path) -> None:
    found = _findings(tmp_path, SAMPLES / "honest-h100-8x", FIXTURES / "nvidia-smi-q-clock-8xH100.txt")
    # a pre-Ampere counter (page retirement) is not reported by an H100: unknown, never a fault
    assert {rule: found[rule]["status"] for rule in HEALTH} == {
        **dict.fromkeys(HEALTH, "pass"), "gpu.retired-pages-pending": "unverified"}


def test_nvlink_error_counters_pass_on_the_honest_bundle_and_fail_with_replays(tmp_path: Path) -> None:
    honest = _findings(tmp_path / "a", SAMPLES / "honest-h100-8x")["nvlink.error-counters-nonzero"]
    assert honest["status"] == "unverified"  # nvidia-smi nvlink -s says nothing about errors
    clean = _findings(tmp_path / "b", SAMPLES / "honest-h100-8x", FIXTURES / "nvlink-e-8xH100-honest-clean.txt")
    assert clean["nvlink.error-counters-nonzero"]["status"] == "pass"
    bad = _findings(tmp_path / "c", FIXTURES / "nvlink-e-4xV100-gpu3-link2-replay.txt")["nvlink.error-counters-nonzero"]
    assert bad["status"] == "fail"
    assert "measured 1832 Replay Errors on GPU 3 link 2" in bad["message"]
    assert bad["evidence"] and "1832" in bad["evidence"][0]["text"]


def _tagged(text: str, rank: str = "1,0") -> str:
    """``mpirun --tag-output``: every line of rank 0 prefixed with its job and rank."""
    return "".join(f"[{rank}]<stdout>:{line}\n" for line in text.splitlines())


def _nccl_inputs() -> list[Path]:
    paths = [SAMPLES / "honest-h100-8x" / "nccl-all_reduce.txt"]
    if (REAL / "nccl").is_dir():
        paths += sorted((REAL / "nccl").iterdir())
    return paths


@pytest.mark.parametrize("source", _nccl_inputs(), ids=lambda p: p.name)
def test_mpi_tagged_nccl_output_reads_as_the_untagged_one(source: Path) -> None:
    text = source.read_text(errors="replace")
    plain = [r for r in parse_text(text, "plain") if r.kind == "nccl"]
    tagged = [r for r in parse_text(_tagged(text), "tagged") if r.kind == "nccl"]
    assert plain, "the untagged output is recognised"
    assert [r.facts.model_dump() for r in tagged] == [r.facts.model_dump() for r in plain]
    assert [e.line for e in tagged[0].evidence] == [e.line for e in plain[0].evidence]


def test_tag_prefixes_are_only_dropped_at_line_starts() -> None:
    text = (SAMPLES / "honest-h100-8x" / "nccl-all_reduce.txt").read_text()
    plain = parse_text(text, "plain")[0]
    mixed = re.sub(r"(?m)^", "[0,3]<stderr>:", text, count=5)  # some lines tagged, the rest not
    assert parse_text(mixed, "mixed")[0].facts.model_dump() == plain.facts.model_dump()


# -- nvidia-smi -q health sections (and the --query-gpu columns that say the same)


def test_a_pending_row_remap_fails_with_the_gpu_and_its_line(tmp_path: Path) -> None:
    found = _findings(tmp_path, FIXTURES / "nvidia-smi-q-8xH100-gpu2-remap-pending.txt")
    remap = found["gpu.row-remap-pending"]
    assert remap["status"] == "fail"
    assert "Sold 8× NVIDIA H100 SXM5 80GB HBM3" in remap["message"] and "00000000:3A:00.0" in remap["message"]
    assert any("Pending" in e.get("text", "") and "Yes" in e.get("text", "") for e in remap["evidence"])
    assert found["gpu.ecc-uncorrectable"]["status"] == "fail"  # the 4 uncorrectable errors behind the remap
    assert "4 uncorrectable" in found["gpu.ecc-uncorrectable"]["message"]
    assert found["gpu.row-remap-failure"]["status"] == "pass"


def test_the_real_a100_capture_with_a_pending_remap_is_caught() -> None:
    facts, evidence, _ = read_probes([real("nvidia-smi-query/4xA100-SXM4-80GB-nvidia-smi-q-drv555-gls.txt")])
    h = facts.gpu_health
    assert h is not None and h.remap_pending_gpus == 1 and h.remap_uncorrectable == 0
    assert [g.bus_id for g in h.gpus if g.remap_pending] == ["00000000:9E:00.0"]
    assert [e.line for e in evidence["probe.gpu_health.remap_pending_gpus"]] == [373]


def test_x8_link_and_memory_held_without_a_process(tmp_path: Path) -> None:
    found = _findings(tmp_path, FIXTURES / "nvidia-smi-q-8xH100-gpu5-x8-gpu7-18GiB-idle.txt")
    narrow = found["gpu.pcie-link-narrow"]
    assert narrow["status"] == "fail"
    assert "x16 PCIe card" in narrow["message"] and "00000000:AB:00.0 trained at x8" in narrow["message"]
    idle = found["gpu.idle-memory-in-use"]
    assert idle["status"] == "fail" and "00000000:DB:00.0 has 18432 MiB" in idle["message"]
    assert found["gpu.row-remap-pending"]["status"] == "pass"


def test_pre_ampere_layout_throttle_spelling_double_bit_and_retired_pages(tmp_path: Path) -> None:
    name = "nvidia-smi-q-r418-2xV100-dbe-retired-pending-hw-slowdown.txt"
    facts, _, _ = read_probes([FIXTURES / name])
    h = facts.gpu_health
    assert h is not None
    # "Clocks Throttle Reasons" read as the clock-event section; Double Bit > Total, not its parts too
    assert (h.hw_slowdown_gpus, h.thermal_slowdown_gpus, h.power_brake_gpus) == (1, 1, 0)
    assert (h.ecc_uncorrectable_volatile, h.ecc_uncorrectable_aggregate) == (1, 1)
    assert (h.retired_pages_dbe, h.retired_pages_pending_gpus) == (1, 1)
    assert h.remap_pending_gpus is None  # no row remapper before Ampere: unknown, not "none pending"
    found = _findings(tmp_path, FIXTURES / name)
    assert found["gpu.clocks-slowdown-active"]["status"] == "fail"
    assert "00000000:1C:00.0" in found["gpu.clocks-slowdown-active"]["message"]
    assert found["gpu.retired-pages-pending"]["status"] == "fail"
    assert found["gpu.row-remap-pending"]["status"] == "unverified"


@pytest.mark.parametrize(("name", "reasons"), [
    ("smi-csv-r550-event-reasons-power-brake-x8.csv", ["HW Power Brake Slowdown", "HW Slowdown"]),
    ("smi-csv-r470-throttle-bitmask-hw-thermal.csv", ["HW Slowdown", "HW Thermal Slowdown", "SW Power Cap"]),
])
def test_csv_clock_reasons_under_both_names(tmp_path: Path, name: str, reasons: list[str]) -> None:
    facts, _, _ = read_probes([FIXTURES / name])
    assert facts.gpu_health is not None and facts.gpu_health.throttle_reasons == reasons
    assert _findings(tmp_path, FIXTURES / name)["gpu.clocks-slowdown-active"]["status"] == "fail"


def test_csv_health_columns_fill_what_the_q_dump_does_not_say(tmp_path: Path) -> None:
    facts, _, _ = read_probes([SAMPLES / "honest-h100-8x" / "nvidia-smi-q.txt",
                               FIXTURES / "smi-csv-r550-event-reasons-power-brake-x8.csv"])
    h = facts.gpu_health
    assert h is not None and h.pcie_narrow_gpus == 1 and h.power_brake_gpus == 1  # the worse of the two
    assert h.idle_memory_used_max is not None  # only the -q dump lists processes


def test_a_name_and_memory_listing_states_no_health() -> None:
    facts, _, _ = read_probes([FIXTURES / "smi-csv-header-crlf.csv"])
    assert facts.smi_csv is not None and facts.smi_csv.health is None and facts.gpu_health is None


# -- Xid errors in the kernel log


def test_xid_79_fails_critical_with_the_gpu_that_fell_off(tmp_path: Path) -> None:
    found = _findings(tmp_path, FIXTURES / "dmesg-xid79-fallen-off-bus-8xH100.txt")
    off = found["xid.gpu-fallen-off-bus"]
    assert off["status"] == "fail" and off["severity"] == "critical"
    assert "Sold 8× NVIDIA H100 SXM5 80GB HBM3" in off["message"] and "0000:5d:00" in off["message"]
    assert any("Xid" in e.get("text", "") and ": 79," in e.get("text", "") for e in off["evidence"])
    replace = found["xid.replace-gpu"]
    assert replace["status"] == "fail" and "Xid 79 (GPU has fallen off the bus)" in replace["message"]


def test_public_xid_lines_group_by_operator_action() -> None:
    facts, _, _ = read_probes([FIXTURES / "dmesg-ctime-xid-13-109-gpud.txt"])
    d = facts.dmesg
    assert d is not None
    assert (d.xid_events, d.xid_reset_events, d.xid_monitor_events, d.xid_replace_events) == (4, 1, 3, 0)
    assert [(x.xid, x.action, x.count) for x in d.xids] == [(109, "reset", 1), (13, "monitor", 3)]
    assert d.fallen_off_bus_gpus == 0


def test_fallen_off_the_bus_without_an_xid_still_counts() -> None:
    facts, _, _ = read_probes([FIXTURES / "dmesg-gpu-fallen-off-no-xid-bumblebee.txt"])
    assert facts.dmesg is not None and facts.dmesg.fallen_off_bus_devices == ["0000:01:00"]
    assert facts.dmesg.xid_events == 0


def test_a_clean_kernel_log_is_recognised_so_xid_rules_can_pass() -> None:
    facts, _, results = read_probes([SAMPLES / "honest-h100-8x" / "dmesg.txt"])
    assert [r.kind for r in results] == ["dmesg"] and facts.dmesg is not None
    assert facts.dmesg.xid_events == 0 and facts.dmesg.pcie_limited_devices == 0


# -- fabric ports (ibstat)


def test_an_ib_port_at_200_sold_as_400_fails(tmp_path: Path) -> None:
    found = _findings(tmp_path, FIXTURES / "ibstat-ndr-8port-mlx5_4-at-200.txt")
    slow = found["ib.port-below-sold-rate"]
    assert slow["status"] == "fail"
    assert "Sold 3200 Gb/s of InfiniBand per node over 8 fabric ports" in slow["message"]
    assert "mlx5_4/1 active at 200 Gb/s" in slow["message"]
    assert any(e.get("text") == "Rate: 200" for e in slow["evidence"])
    assert found["ib.fabric-below-sold"]["status"] == "fail" and found["ib.fabric-port-down"]["status"] == "pass"


def test_a_polling_port_is_down_and_the_management_port_is_not_fabric(tmp_path: Path) -> None:
    facts, _, _ = read_probes([FIXTURES / "ibstat-ndr-8port-mlx5_6-polling.txt"])
    ib = facts.ibstat
    assert ib is not None and (ib.fabric_ports, ib.fabric_ports_down) == (8, 1)
    assert [p.name for p in ib.ports if not p.fabric] == ["mlx5_8/1"]  # 25 GbE, Ethernet beside InfiniBand
    found = _findings(tmp_path, FIXTURES / "ibstat-ndr-8port-mlx5_6-polling.txt")
    assert found["ib.fabric-port-down"]["status"] == "fail" and "mlx5_6/1 Down (Polling)" in (
        found["ib.fabric-port-down"]["message"])


def test_public_roce_ibstat_keeps_the_disabled_other_adapter_out_of_the_fabric() -> None:
    facts, _, _ = read_probes([FIXTURES / "ibstat-roce-2x200-cx7-down-cx6dx-mooncake.txt"])
    ib = facts.ibstat
    assert ib is not None and [(p.name, p.fabric) for p in ib.ports] == [
        ("mlx5_0/1", True), ("mlx5_1/1", True), ("mlx5_10/1", False)]
    assert ib.fabric_rate_total is not None and str(ib.fabric_rate_total) == "400 Gb/s"


# -- NCCL bus bandwidth against the per-SKU table


def test_300_gbps_on_8x_h100_fails_the_table(tmp_path: Path) -> None:
    found = _findings(tmp_path, FIXTURES / "nccl-8xH100-allreduce-300GBps.txt")["nccl.busbw-below-sku-table"]
    assert found["status"] == "fail"
    assert "Sold 8× NVIDIA H100 80GB SXM5 on NVSwitch" in found["message"] and "300 GB/s" in found["message"]


def test_only_messages_of_256_mib_or_more_count(tmp_path: Path) -> None:
    text = (FIXTURES / "nccl-8xH100-allreduce-300GBps.txt").read_text()
    small = "\n".join(ln for ln in text.split("\n")
                      if not (ln.split() and ln.split()[0].isdigit() and int(ln.split()[0]) >= 256 * 2**20))
    (tmp_path / "small.txt").write_text(small)
    facts, _, _ = read_probes([tmp_path / "small.txt"])
    assert facts.nccl is not None and facts.nccl.large_message_busbw is None
    assert _findings(tmp_path, tmp_path / "small.txt")["nccl.busbw-below-sku-table"]["status"] == "unverified"


def test_the_real_8x_a100_run_meets_the_a100_floor() -> None:
    facts, _, _ = read_probes([real("nccl/8xA100-SXM4-80GB-mpirun-allreduce-with-interleaved-openmpi-warnings.txt")])
    n = facts.nccl
    assert n is not None and n.gpus == 8 and n.large_message_busbw is not None
    assert str(n.large_message_busbw) == "232.93 GB/s"  # above azurehpc's 228 GB/s


def test_ib_write_bw_passes_at_391_and_fails_the_port_at_196(tmp_path: Path) -> None:
    honest = _findings(tmp_path / "a", SAMPLES / "honest-h100-8x", FIXTURES / "ib_write_bw-a-8xNDR-391Gbps.txt")
    assert honest["ib.write-bw-below-sold-port-rate"]["status"] == "pass"
    slow = _findings(tmp_path / "b", SAMPLES / "honest-h100-8x", FIXTURES / "ib_write_bw-a-8xNDR-mlx5_4-at-196.txt")
    found = slow["ib.write-bw-below-sold-port-rate"]
    assert found["status"] == "fail" and "over 8 fabric ports" in found["message"]
    assert "mlx5_4 averages 196.12 Gb/s" in found["message"]
    assert any("196.12" in e["text"] for e in found["evidence"])
