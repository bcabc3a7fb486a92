"""The cheap gates of prose reading cover the patterns they stand for: any text a host-CPU pattern matches holds a
core word (``_CPU_WORDS``), any text a memory or disk pattern matches holds a size (``_SIZE_WORDS``). A gate that
missed a form would silently drop its facts, so each pattern's own strings are generated from the pattern."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.ingest import prose

CPU_PATTERNS = ("_CORES_TOTAL", "_CORES_STATED", "_CORES_ON_SOCKETS", "_CPU_MODEL_CORES", "_CPU_TIMES_EACH",
                "_CPU_EACH", "_CORES_TIMES", "_SOCKET_CORES")
SIZE_PATTERNS = ("_RAM_PROSE", "_DISK_COUNT", "_DATA_TOTAL", "_DISK_POPULATED", "_DISK_COUNT_AFTER", "_DISK_TIMES",
                 "_SYSTEM_DISK", "_SYSTEM_DISK_FIRST", "_DISK_PROSE", "_GPU_MEMORY")


@pytest.mark.parametrize(("gate", "name"), [("_CPU_WORDS", n) for n in CPU_PATTERNS]
                         + [("_SIZE_WORDS", n) for n in SIZE_PATTERNS]
                         + [("_GPU_COUNT_WORDS", n) for n in ("_PER_NODE_COUNT", "_TOTAL_COUNT")])
def test_gate_covers_every_string_its_pattern_matches(gate: str, name: str) -> None:
    pattern: re.Pattern[str] = getattr(prose, name)

    @settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.from_regex(pattern))
    def covered(text: str) -> None:
        assert getattr(prose, gate).search(text), (name, text)

    covered()


@pytest.mark.parametrize("text", ["2 × Intel Xeon Platinum 8480+ (56C)", "双路 AMD EPYC 9654，共 192 核",
                                  "two (2) AMD EPYC 7763 64-core processors", "48 核处理器 2 颗"])
def test_real_cpu_lines_pass_the_gate(text: str) -> None:
    assert prose._CPU_WORDS.search(text)


@pytest.mark.parametrize("text", ["可用性不低于 99.5%，按月结算",
                                  "The Provider shall delete all Customer Data within 30 days"])
def test_terms_without_cores_or_sizes_skip_both(text: str) -> None:
    assert not prose._CPU_WORDS.search(text) and not prose._SIZE_WORDS.search(text)
