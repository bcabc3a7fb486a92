"""The project's own fixtures: other driver versions, truncation, concatenation, encodings, log styles."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.errors import InputError
from auditor.probes.bundle import parse_file, read_probes
from auditor.units import Quantity

from .conftest import FIXTURES


def one(name: str) -> tuple:
    facts, evidence, results = read_probes([FIXTURES / name])
    return facts, evidence, results


def test_r470_table_with_a_foreign_process() -> None:
    facts, evidence, _ = one("nvidia-smi-r470-foreign-process.txt")
    assert facts.smi is not None and facts.smi.gpu_count == 2
    assert facts.smi.memory_total_min == Quantity.of(40536, "MiB")
    assert facts.smi.foreign_process_count == 1
    p = facts.smi.foreign_processes[0]
    assert (p.gpu, p.pid, p.name, p.memory) == (0, 21934, "python3", Quantity.of(17297, "MiB"))
    assert evidence["probe.smi.foreign_processes.0"][0].line == 23


def test_r418_two_line_rows_and_processes_without_gi_ci() -> None:
    facts, _, results = one("nvidia-smi-r418-two-line-rows-old-processes.txt")
    assert facts.smi is not None and facts.smi.gpu_count == 2 and facts.smi.gpus[1].mig_mode is None
    assert facts.smi.foreign_processes[0].pid == 48812 and results[0].warnings == []


def test_truncated_table_parses_what_is_there_and_warns() -> None:
    facts, _, results = one("nvidia-smi-truncated-8xH100.txt")
    assert facts.smi is not None and facts.smi.gpu_count == 4
    assert "truncated" in results[0].warnings[0] and results[0].warnings[0].startswith("line ")


def test_two_concatenated_tables_parse_the_first_and_warn() -> None:
    facts, _, results = one("nvidia-smi-two-outputs-concatenated.txt")
    assert facts.smi is not None and facts.smi.gpu_names == ["NVIDIA GeForce RTX 4090"]
    assert any("second nvidia-smi output" in w for w in results[0].warnings)


def test_utf16_powershell_listing() -> None:
    facts, _, _ = one("nvidia-smi-L-utf16-powershell.txt")
    assert facts.smi_list is not None and facts.smi_list.mig_profiles == ["3g.20gb"]
    assert facts.smi_list.mig_device_count == 2 and facts.mig_enabled


def test_csv_with_header_crlf_and_without_header() -> None:
    facts, _, _ = one("smi-csv-header-crlf.csv")
    assert facts.smi_csv is not None and facts.smi_csv.gpu_count == 2
    assert facts.smi_csv.memory_total_min == Quantity.of(81559, "MiB")
    assert "mig.mode.current" in facts.smi_csv.columns
    facts, _, results = one("smi-csv-noheader-nounits.csv")
    assert facts.smi_csv is not None and facts.smi_csv.memory_total_min == Quantity.of(81920, "MiB")
    assert "columns guessed" in results[0].warnings[0]


def test_topo_r535_nic_legend() -> None:
    facts, evidence, results = one("topo-r535-nic-legend-pxb.txt")
    assert facts.topo is not None and facts.topo.nics == ["NIC0", "NIC1"] and facts.topo.numa_nodes == 2
    assert facts.topo.link_types == ["PXB", "SYS"] and facts.topo.non_nvlink_pairs == 6
    assert not facts.topo.all_nvlink
    assert "NV#" in results[0].facts.legend  # type: ignore[union-attr]
    assert evidence["probe.topo.all_nvlink"][0].line == 2


def test_topo_truncated_matrix_warns_with_counts() -> None:
    facts, _, results = one("topo-truncated-8xH100.txt")
    assert facts.topo is not None and facts.topo.gpu_count == 8
    assert "parsed 5 of 8 GPU rows" in results[0].warnings[0]


def test_nvlink_inactive_links() -> None:
    facts, evidence, _ = one("nvlink-status-inactive-links.txt")
    assert facts.nvlink is not None and (facts.nvlink.active_links, facts.nvlink.inactive_links) == (5, 3)
    assert facts.nvlink.per_gpu_bandwidth_min == Quantity.of(50, "GB/s")
    assert [e.line for e in evidence["probe.nvlink.inactive_links"]] == [4, 8, 9]


def test_nccl_old_layout_without_root_column() -> None:
    facts, _, results = one("nccl-alltoall-old-12col.txt")
    assert facts.nccl is not None and facts.nccl.avg_busbw == Quantity.of("28.5487", "GB/s")
    assert facts.nccl.max_busbw == Quantity.of("35.82", "GB/s") and facts.nccl.gpus == 4
    assert len(results[0].facts.rows) == 4 and results[0].warnings == []  # type: ignore[union-attr]


def test_nccl_truncated_computes_the_average_and_says_so() -> None:
    facts, _, results = one("nccl-truncated-no-summary.txt")
    assert facts.nccl is not None and facts.nccl.avg_busbw is not None
    assert any("computed the mean" in w for w in results[0].warnings)


def test_fio_wrapper_list_and_global_options() -> None:
    facts, _, results = one("fio-json-wrapper-list.json")
    assert facts.fio is not None and facts.fio.read_bw == Quantity.of(3221225472, "B/s")
    job = results[0].facts.jobs[0]  # type: ignore[union-attr]
    assert (job.rw, job.bs, job.iodepth) == ("read", "1M", 32)


def test_fio2_text_format() -> None:
    facts, _, _ = one("fio-text-fio2-old-format.txt")
    assert facts.fio is not None and facts.fio.read_bw == Quantity.of(171233, "KB/s")
    assert facts.fio.read_iops == 42808.0


def test_iperf3_text_error_only() -> None:
    facts, _, _ = one("iperf3-text-connect-error.txt")
    assert facts.iperf3 is not None and facts.iperf3.receiver_bitrate is None
    assert facts.iperf3.error == "error - unable to connect to server: Connection refused"


def test_truncated_json_is_a_one_line_error_with_the_line() -> None:
    with pytest.raises(InputError) as err:
        parse_file(FIXTURES / "iperf3-J-truncated.json")
    assert err.value.line is not None and "truncated" in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize(("name", "framework", "rate", "world", "mfu"), [
    ("train-megatron.log", "megatron", Quantity.of(256 * 4096, "tokens/s") / Quantity.of("10.8998", "sec") * 1, 64,
     None),
    ("train-hf-trainer.log", "hf-trainer", Quantity.of("36005.3", "tokens/s"), None, None),
    ("train-plain-tokens.log", "plain", Quantity.of("41040.2", "tokens/s"), 4, Quantity.of("41.2", "%")),
])
def test_training_logs(name: str, framework: str, rate: Quantity, world: int | None, mfu: Quantity | None) -> None:
    facts, evidence, _ = one(name)
    t = facts.train
    assert t is not None and t.framework == framework and t.world_size == world and t.mfu == mfu
    assert t.tokens_per_s is not None
    assert abs(float(t.tokens_per_s.magnitude - rate.magnitude)) < 0.01 * float(rate.magnitude)
    assert evidence["probe.train.tokens_per_s"]


def test_training_warmup_step_is_excluded() -> None:
    _, _, results = one("train-plain-tokens.log")
    f = results[0].facts
    assert f.warmup_skipped == 1 and f.steps == 4  # type: ignore[union-attr]


def test_size_limit_is_an_input_error(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    big.write_text("x" * 2000)
    with pytest.raises(InputError, match="size limit"):
        read_probes([big], limit=1000)


def test_empty_and_binary_files_are_unknown(tmp_path: Path) -> None:
    (tmp_path / "empty.txt").write_text("")
    (tmp_path / "blob.bin").write_bytes(b"\x00\x01\x02" * 100)
    facts, _, results = read_probes([tmp_path])
    assert [r.kind for r in results] == ["unknown", "unknown"]
    assert len(facts.unrecognised) == 2


def test_missing_path_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file"):
        read_probes([tmp_path / "nope"])
