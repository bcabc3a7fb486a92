"""Memory model against hand-computed values and the published formulas' worked cases."""

from __future__ import annotations

import math
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.sizing.arch import ModelArch
from auditor.sizing.catalog import get_model
from auditor.sizing.memory import (
    Job,
    Layout,
    activation_bytes,
    host_ram_per_node,
    layer_activation_bytes,
    memory_breakdown,
    model_states_total,
)

L70 = get_model("llama3-70b")
L8 = get_model("llama3-8b")


def test_model_states_are_16_bytes_per_param() -> None:
    assert model_states_total(Job(L70)) == 16 * 70_553_706_496  # ≈ 1.13 TB, not the sources' 420 GB
    assert model_states_total(Job(L70, optimizer_bytes=18)) == 18 * L70.params
    assert model_states_total(Job(get_model("llama3-405b"))) == 16 * 405_853_388_800  # ≈ 6.5 TB


def test_zero3_over_64_gpus_divides_states_by_64() -> None:
    b = memory_breakdown(Job(L70), Layout(dp=64, zero=3))
    p = L70.params
    assert (b.weights, b.gradients, b.optimizer) == (
        math.ceil(2 * p / 64),
        math.ceil(2 * p / 64),
        math.ceil(12 * p / 64),
    )


def test_zero_stages_shard_what_the_zero_paper_says() -> None:
    p, d = L8.params, 8
    z0 = memory_breakdown(Job(L8), Layout(dp=d, zero=0))
    z1 = memory_breakdown(Job(L8), Layout(dp=d, zero=1))
    z2 = memory_breakdown(Job(L8), Layout(dp=d, zero=2))
    assert (z0.weights, z0.gradients, z0.optimizer) == (2 * p, 2 * p, 12 * p)
    assert (z1.weights, z1.gradients, z1.optimizer) == (2 * p, 2 * p, math.ceil(12 * p / d))
    assert (z2.weights, z2.gradients, z2.optimizer) == (2 * p, math.ceil(2 * p / d), math.ceil(12 * p / d))
    z18 = memory_breakdown(Job(L8, optimizer_bytes=18), Layout())
    assert z18.gradients == 4 * p  # Megatron counts fp32 gradients


def test_offload_moves_optimizer_states_off_the_gpu() -> None:
    assert memory_breakdown(Job(L8), Layout(offload=True)).optimizer == 0


def test_tensor_parallel_divides_weights() -> None:
    assert memory_breakdown(Job(L8), Layout(tp=8)).weights == math.ceil(2 * L8.params / 8)


def test_lora_keeps_a_frozen_bf16_base_and_small_adapter_states() -> None:
    job = Job(L70, mode="lora", lora_rank=16)
    b = memory_breakdown(job, Layout())
    adapters = L70.lora_params(16)
    assert b.weights == 2 * L70.params + 2 * adapters
    assert b.gradients == 2 * adapters and b.optimizer == 12 * adapters
    q = memory_breakdown(Job(L70, mode="qlora"), Layout())
    assert q.weights < b.weights / 3  # 4-bit base


def test_layer_activations_hand_computed_for_llama3_8b() -> None:
    s, h, f, kv = 4096, 4096, 14336, 1024
    selective = layer_activation_bytes(L8, s, 1, Layout(recompute="selective"))
    # norms 8h; Q, O (h each), K, V (kv each) at 2 B; fused SwiGLU keeps gate+up and the down input (3F at 2 B)
    assert selective == s * (8 * h + 2 * (2 * h + 2 * kv) + 6 * f) == 570_425_344
    flash_none = layer_activation_bytes(L8, s, 1, Layout(recompute="none"))
    assert flash_none == selective  # FlashAttention never stores the s² softmax
    eager = layer_activation_bytes(L8, s, 1, Layout(recompute="none"), attention="eager")
    assert eager - selective == 2 * 32 * s * s  # softmax output, dropped by selective recompute
    tp_sp = layer_activation_bytes(L8, s, 1, Layout(tp=8, sequence_parallel=True))
    assert tp_sp == selective / 8
    cp = layer_activation_bytes(L8, s, 1, Layout(cp=4))
    ring = 2 * 2 * s * (kv + kv) / 4  # the ring's K/V receive buffers
    assert cp == selective / 4 + ring


def test_korthikanti_worked_formula_for_mha_gelu() -> None:
    """For the paper's own case (MHA, 4h GELU MLP, eager attention) the adaptation gives sbh(34 + 5as/h)
    less the dropout masks (2sbh and 3as²b) that Llama-style training does not store."""
    a, h, s, b = 16, 1024, 2048, 2
    gpt = ModelArch(
        id="gpt", name="gpt", layers=1, hidden=h, ffn=4 * h, heads=a, kv_heads=a, vocab=50257, gated_mlp=False
    )
    got = layer_activation_bytes(gpt, s, b, Layout(recompute="none", sequence_parallel=False), attention="eager")
    assert got == s * b * h * (34 + 5 * a * s / h) - (2 * s * b * h + 3 * a * s * s * b)
    t = 4  # tensor parallel without SP: sbh(10 + 24/t + 5as/(ht)) less dropout
    got_tp = layer_activation_bytes(
        gpt, s, b, Layout(tp=t, recompute="none", sequence_parallel=False), attention="eager"
    )
    assert got_tp == s * b * h * (10 + 24 / t + 5 * a * s / (h * t)) - (2 * s * b * h + 3 * a * s * s * b / t)


def test_full_recompute_keeps_layer_inputs_and_logits() -> None:
    s, h, v = 4096, 4096, 128256
    got = activation_bytes(Job(L8), Layout(recompute="full"))
    one_layer = layer_activation_bytes(L8, s, 1, Layout(recompute="selective"))
    assert got == 32 * 2 * s * h + one_layer + 6 * s * v  # logits: bf16 + fp32 copy
    assert activation_bytes(Job(L8, logit_bytes=10), Layout(recompute="full")) == got + 4 * s * v


def test_pipeline_first_stage_holds_all_layers_worth() -> None:
    flat = activation_bytes(Job(L70), Layout())
    piped = activation_bytes(Job(L70), Layout(pp=8))
    logits = 6 * 4096 * L70.vocab
    assert piped == flat - logits  # Korthikanti §4.2.3: 1F1B stage 0 keeps L layers' worth
    few = activation_bytes(Job(L70, micro_batches=2), Layout(pp=8))
    assert few == piped * 2 / 8  # only two micro-batches in flight
    interleaved = activation_bytes(Job(L70), Layout(pp=8, vpp=2))
    assert interleaved == piped * (1 + Fraction(7, 16))  # Megatron: 1 + (p-1)/(p·v)


def test_offload_moves_states_to_host_ram_as_deepspeed_counts() -> None:
    layout = Layout(dp=8, zero=3, offload=True)
    b = memory_breakdown(Job(L70), layout)
    assert b.optimizer == 0 and b.gradients == 0
    # DeepSpeed estimate_zero3_model_states_mem_needs, offload_optimizer=cpu: 18·Ψ·1.5 on the host
    # with fp32 grads counted in 18; here 16 B (fp32 master + moments + fp32 grads) × 1.5 per node
    assert host_ram_per_node(Job(L70), layout, 8) == math.ceil(Fraction(16 * L70.params, 8) * Fraction(3, 2)) * 8
    assert 1.6e12 < host_ram_per_node(Job(L70), layout, 8) < 1.8e12  # ~1.7 TB per node for 70B


def test_optimizer_step_phase_decides_only_when_activations_are_small() -> None:
    tiny = memory_breakdown(Job(L70, seq_len=256), Layout(dp=64, zero=3, recompute="full"))
    assert tiny.overhead >= 4 * L70.params / 64 - tiny.activations - 1  # the foreach-AdamW temporary
    big = memory_breakdown(Job(L8, seq_len=8192), Layout(dp=8, zero=3))
    assert big.overhead < 2 * 10**9  # only the FSDP gather buffers: the backward phase is the peak


@settings(max_examples=40, deadline=None)
@given(
    seq=st.integers(1, 1 << 15),
    extra=st.integers(1, 4096),
    micro=st.integers(1, 8),
    zero=st.integers(0, 3),
    recompute=st.sampled_from(["none", "selective", "full"]),
)
def test_memory_monotone_in_sequence(seq: int, extra: int, micro: int, zero: int, recompute: str) -> None:
    layout = Layout(dp=4, zero=zero, recompute=recompute)
    short = memory_breakdown(Job(L8, seq_len=seq, micro_batch=micro), layout)
    longer = memory_breakdown(Job(L8, seq_len=seq + extra, micro_batch=micro), layout)
    more = memory_breakdown(Job(L8, seq_len=seq, micro_batch=micro + 1), layout)
    assert longer.activations > short.activations and more.activations > short.activations
    # the peak is the larger of the backward and the optimizer-step phase: never lower, sometimes equal
    assert longer.total >= short.total and more.total >= short.total


@settings(max_examples=40, deadline=None)
@given(layers=st.integers(1, 120), hidden=st.sampled_from([1024, 2048, 4096]), zero=st.integers(0, 3))
def test_memory_monotone_in_params(layers: int, hidden: int, zero: int) -> None:
    def arch(n: int) -> ModelArch:
        return ModelArch(
            id="x", name="x", layers=n, hidden=hidden, ffn=hidden * 3, heads=16, kv_heads=8, vocab=32000
        )

    small, big = Job(arch(layers)), Job(arch(layers + 1))
    assert big.arch.params > small.arch.params
    layout = Layout(dp=8, zero=zero)
    assert memory_breakdown(big, layout).total > memory_breakdown(small, layout).total
    assert model_states_total(big) > model_states_total(small)


@settings(max_examples=40, deadline=None)
@given(dp=st.integers(1, 4096))
def test_zero3_states_scale_as_one_over_dp(dp: int) -> None:
    b = memory_breakdown(Job(L70), Layout(dp=dp, zero=3))
    assert b.weights + b.gradients + b.optimizer - 16 * L70.params / dp < 3  # ceil of three terms
