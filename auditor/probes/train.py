"""Training logs: tokens/s (steady state), step time, world size and MFU where printed.

Usage::

    audit probe train.log

Recognised: torchtitan (``step: 10  loss: …  tps: 6,123  tflops: 250.45  mfu: 25.32%``; older ``wps:``),
Megatron-LM (``iteration 10/ 500 | … | elapsed time per iteration (ms): … | global batch size: …``,
tokens/s from batch × ``seq_length`` of the argument dump), Hugging Face Trainer
(``{'train_runtime': …, 'train_tokens_per_second': …}``; ``train_samples_per_second`` alone is
not a token rate and only warns) and plain ``tokens/s: N`` / ``N tok/s`` lines.

Facts schema (``TrainOutput``)::

    framework: "torchtitan" | "megatron" | "hf-trainer" | "plain"
    steps: int                      measurements found
    warmup_skipped: int             first measurements left out of the mean (compilation, cache warm-up)
    tokens_per_s (TokenRate)        whole-job throughput: mean over steady-state steps
    tokens_per_s_per_gpu (TokenRate)
    step_time (Duration)            mean steady-state step time, where printed
    world_size: int | None          from "world_size", "WORLD_SIZE=", a device-mesh line or Megatron args
    mfu (Percent)                   mean, where the framework prints it
    tflops_per_gpu: float | None    Megatron "throughput per GPU (TFLOP/s/GPU)", torchtitan "tflops"

Steady state: the first ``max(1, steps // 10)`` measurements are dropped (never all of them).
Evidence pointers: ``tokens_per_s`` and ``tflops_per_gpu`` (every steady-state line), ``world_size``, ``mfu``.
A step printed by several ranks counts once.
"""


import re
from fractions import Fraction

from pydantic import Field

from auditor.model.quantity import Duration, Percent, TokenRate
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, integer, number, plural, qty, rate_text
from auditor.probes.facts import Branch
from auditor.probes.kind import Fold, ProbeKind, path
from auditor.units import Quantity

KIND = "train"

_TITAN = re.compile(
    r"step:\s*(\d+)\s.*?\b(?:tps|wps):\s*([\d,.]+)(?:.*?tflops:\s*([\d.]+))?"
    r"(?:.*?mfu:\s*([\d.]+)%)?"
)
_MEGATRON = re.compile(
    r"iteration\s+(\d+)/\s*\d+\s*\|.*?elapsed time per iteration \(ms\):\s*([\d.]+)"
    r".*?global batch size:\s*(\d+)"
)
_MEG_TFLOPS = re.compile(r"throughput per GPU \(TFLOP/s/GPU\):\s*([\d.]+)")
_HF = re.compile(r"'train_tokens_per_second':\s*([\d.]+)")
_HF_SAMPLES = re.compile(r"'train_samples_per_second':\s*([\d.]+)")
_PLAIN = re.compile(
    r"(?:tokens/s|tokens per second|tok/s|tokens/sec)\s*[:=]\s*([\d,.]+)"
    r"|(?<![\d,.])([\d,.]+)\s*(?:tokens/s|tok/s|tokens/sec)\b",
    re.I,
)
_WORLD = re.compile(r"(?:world[_ ]size|WORLD_SIZE)\s*[:=.]*\s*(\d+)|device mesh with \[[^\]]*\], \[(\d+)\]", re.I)
_SEQ = re.compile(r"^\s*seq_length\s*\.*\s*(\d+)\s*$")
_MFU = re.compile(r"\bmfu\s*[:=]\s*([\d.]+)\s*%", re.I)


class TrainOutput(Facts):
    framework: str | None = None
    steps: int = 0
    warmup_skipped: int = 0
    tokens_per_s: TokenRate | None = None
    tokens_per_s_per_gpu: TokenRate | None = None
    step_time: Duration | None = None
    world_size: int | None = None
    mfu: Percent | None = None
    tflops_per_gpu: float | None = Field(None, description="TFLOP/s per GPU as the log prints it (a number of TFLOP/s)")


class TrainRun(Branch):
    world_size: int | None = None
    tokens_per_s: TokenRate | None = None


class TrainFacts(Branch):
    """Training logs: throughput of the largest run, and every run (for scaling efficiency)."""

    tokens_per_s: TokenRate | None = None
    tokens_per_s_per_gpu: TokenRate | None = None
    step_time: Duration | None = None
    world_size: int | None = None
    mfu: Percent | None = None
    tflops_per_gpu: float | None = Field(
        None, description="model TFLOP/s per GPU as the framework prints it (Megatron-LM, torchtitan)")
    framework: str | None = None
    runs: list[TrainRun] = Field(default=[])
    scaling_efficiency: Percent | None = Field(
        None, description="per-GPU throughput of the largest run ÷ that of the smallest (logs at two GPU counts)")
    scaling_from: int | None = Field(None, description="GPUs in the smallest run")
    scaling_to: int | None = Field(None, description="GPUs in the largest run")


def detect(text: str) -> bool:
    head = text[:50000]
    return bool(
        _TITAN.search(head)
        or _MEGATRON.search(head)
        or _HF.search(head)
        or _HF_SAMPLES.search(head)
        or _PLAIN.search(head)
    )


def _mean(values: list[Fraction]) -> Fraction | None:
    return sum(values, Fraction(0)) / len(values) if values else None


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = TrainOutput()
    rates: list[tuple[int, Fraction]] = []  # (line, tokens/s as printed)
    per_gpu = False
    step_times: list[Fraction] = []
    mfus: list[Fraction] = []
    tflops: list[tuple[int, Fraction]] = []  # (line, TFLOP/s per GPU as printed)
    seq_len: int | None = None
    samples_rate: Fraction | None = None
    seen_steps: set[tuple[str, str]] = set()
    for i in range(len(lines)):
        line = lines[i]
        w = _WORLD.search(line)
        if w and out.world_size is None:
            out.world_size = integer(w.group(1) or w.group(2))
            lines.ev(i, "world_size")
        s = _SEQ.match(line)
        if s:
            seq_len = int(s.group(1))
            continue
        m = _TITAN.search(line)
        if m:
            out.framework, per_gpu = "torchtitan", True
            if _repeated(seen_steps, "torchtitan", m.group(1)):
                continue
            rate = number(m.group(2))
            if rate is not None:
                rates.append((i, rate))
            if m.group(3) and number(m.group(3)) is not None:
                tflops.append((i, _required(m.group(3))))
            if m.group(4) and number(m.group(4)) is not None:
                mfus.append(_required(m.group(4)))
            continue
        m = _MEGATRON.search(line)
        if m:
            out.framework = "megatron"
            if _repeated(seen_steps, "megatron", m.group(1)):
                continue
            ms, gbs = number(m.group(2)), int(m.group(3))
            if ms:
                step_times.append(ms / 1000)
                if seq_len:
                    rates.append((i, gbs * seq_len / (ms / 1000)))
            t = _MEG_TFLOPS.search(line)
            if t and number(t.group(1)) is not None:
                tflops.append((i, _required(t.group(1))))
            continue
        m = _HF.search(line)
        if m:
            out.framework = "hf-trainer"
            if number(m.group(1)) is not None:
                rates.append((i, _required(m.group(1))))
            continue
        m = _HF_SAMPLES.search(line)
        if m:
            out.framework = out.framework or "hf-trainer"
            samples_rate = number(m.group(1))
            continue
        m = _PLAIN.search(line)
        if m:
            out.framework = out.framework or "plain"
            value = number(m.group(1) or m.group(2))
            if value is not None:
                rates.append((i, value))
            mf = _MFU.search(line)
            if mf and number(mf.group(1)) is not None:
                mfus.append(_required(mf.group(1)))
    _tflops(out, lines, tflops)
    if step_times:
        warm = max(1, len(step_times) // 10) if len(step_times) > 1 else 0
        out.step_time = qty(_mean(step_times[warm:]), "sec")
    if out.framework == "megatron" and seq_len is None:
        lines.warn(None, "Megatron log without a 'seq_length' argument line: tokens/s unknown")
    if not rates:
        if samples_rate is not None:
            lines.warn(None, f"only samples/s ({float(samples_rate)}) printed; tokens/s needs the sequence length")
            return lines.result(out)
        if out.framework is None:
            raise lines.fail("no throughput lines (tokens/s, tps, iteration … elapsed time)")
        return lines.result(out)
    out.steps = len(rates)
    skip = max(1, len(rates) // 10) if len(rates) > 1 else 0
    out.warmup_skipped = skip
    steady = rates[skip:]
    for i, _ in steady:
        lines.ev(i, "tokens_per_s")
    mean_rate = _mean([r for _, r in steady])
    if per_gpu:
        out.tokens_per_s_per_gpu = qty(mean_rate, "tokens/s")
        if out.world_size:
            out.tokens_per_s = qty(mean_rate * out.world_size, "tokens/s")
        else:
            lines.warn(None, "tokens/s printed per GPU and no world size found: job throughput unknown")
    else:
        out.tokens_per_s = qty(mean_rate, "tokens/s")
        if out.world_size and mean_rate is not None:
            out.tokens_per_s_per_gpu = qty(mean_rate / out.world_size, "tokens/s")
    if mfus:
        out.mfu = qty(_mean(mfus[skip:] or mfus), "%")
        mfu_line = lines.find("mfu", steady[0][0]) if steady else None
        if mfu_line is not None:
            lines.ev(mfu_line, "mfu")
    return lines.result(out)


def _repeated(seen: set[tuple[str, str]], framework: str, step: str) -> bool:
    """A step already measured: every rank of a multi-GPU job may print the same line (torchrun without
    --local-ranks-filter), which is one measurement, not eight."""
    if (framework, step) in seen:
        return True
    seen.add((framework, step))
    return False


def _tflops(out: TrainOutput, lines: Lines, tflops: list[tuple[int, Fraction]]) -> None:
    """Mean steady-state TFLOP/s per GPU (first tenth dropped as warm-up, like tokens/s), each line cited.

    Kept when tokens/s is unknown (a Megatron log without its argument dump): MFU follows from it.
    """
    if not tflops:
        return
    skip = max(1, len(tflops) // 10) if len(tflops) > 1 else 0
    steady = tflops[skip:]
    for i, _ in steady:
        lines.ev(i, "tflops_per_gpu")
    out.tflops_per_gpu = float(_mean([t for _, t in steady]) or 0)


F, P = path(TrainFacts), path(TrainOutput)


def fold(items: list[tuple[ProbeResult, TrainOutput]], ev: Fold) -> TrainFacts:
    """Throughput of the run over the most GPUs; scaling between the smallest and the largest run."""
    out = TrainFacts(runs=[TrainRun(world_size=f.world_size, tokens_per_s=f.tokens_per_s) for _, f in items])
    _scaling(out, items, ev)
    with_rate = [(r, f) for r, f in items
                 if f.tokens_per_s is not None or f.tokens_per_s_per_gpu is not None or f.tflops_per_gpu is not None]
    if not with_rate:
        return out
    r, f = max(with_rate, key=lambda rf: rf[1].world_size or 0)
    out.tokens_per_s, out.tokens_per_s_per_gpu = f.tokens_per_s, f.tokens_per_s_per_gpu
    out.step_time, out.world_size, out.mfu = f.step_time, f.world_size, f.mfu
    out.framework = f.framework
    out.tflops_per_gpu = f.tflops_per_gpu
    ev.add(F.tflops_per_gpu, r, P.tflops_per_gpu)
    ev.add(F.tokens_per_s, r, P.tokens_per_s)
    ev.add(F.world_size, r, P.world_size)
    ev.add(F.mfu, r, P.mfu)
    ev.add(F.tokens_per_s_per_gpu, r, P.tokens_per_s)
    return out


def _scaling(out: TrainFacts, items: list[tuple[ProbeResult, TrainOutput]], ev: Fold) -> None:
    """Scaling efficiency = (tokens/s per GPU at N GPUs) ÷ (tokens/s per GPU at the smallest count).

    Set only when logs at two different GPU counts are given, so a rule on it stays unverified
    with one run instead of passing.
    """
    measured = [(r, f, f.world_size, f.tokens_per_s) for r, f in items if f.world_size and f.tokens_per_s is not None]
    if len({size for _, _, size, _ in measured}) < 2:
        return
    small = min(measured, key=lambda m: m[2])
    big = max(measured, key=lambda m: m[2])
    ratio = (big[3] / big[2]) / (small[3] / small[2])
    out.scaling_efficiency = Quantity(ratio.magnitude, (), "%")
    out.scaling_from, out.scaling_to = small[2], big[2]
    for field in (F.scaling_efficiency, F.scaling_from, F.scaling_to):
        ev.add(field, small[0], P.tokens_per_s)
        ev.add(field, big[0], P.tokens_per_s)


def summary(out: TrainOutput) -> str:
    """``train: megatron, 16 GPUs, 7993.6 tokens/s, MFU 39.9%, 40 steps``."""
    parts = [out.framework or "unknown framework"]
    if out.world_size:
        parts.append(plural(out.world_size, "GPU"))
    if out.tokens_per_s is not None:
        parts.append(rate_text(out.tokens_per_s))
    if out.mfu is not None:
        parts.append(f"MFU {float(out.mfu.magnitude) * 100:.1f}%")
    elif out.tflops_per_gpu is not None:
        parts.append(f"{out.tflops_per_gpu:g} TFLOPS per GPU")
    parts.append(plural(out.steps, "step"))
    return f"{KIND}: " + ", ".join(parts)


SPEC = ProbeKind(
    kind=KIND, branch="train", facts=TrainFacts, output=TrainOutput, detect=detect, parse=parse, fold=fold,
    priority=140, position=120,
    summary=summary,
)


def _required(text: str) -> Fraction:
    """A figure the line's pattern matched as digits; unreadable (``1.2.3``) is a parse error, which
    ``guarded`` turns into one line naming the file."""
    value = number(text)
    if value is None:
        raise ValueError(f"not a number: {text!r}")
    return value
