"""Plain questions for the vendor, one per fact that left a rule unverified.

The wording comes from the fact's field description in the schema (so it stays right as the
models change) and from the rule's ``needs`` line, which names the measurement that settles it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from auditor.dsl.schema import field_at

_COMMAND = re.compile(r"^(?:nvidia-smi|nccl-tests|all_reduce_perf|fio|iperf3|ibstat|ibv_\w+|lspci|dmesg)\b")
_TRIM = re.compile(r"\s*(?:,?\s*e\.g\..*|\(.*\)|….*)$")


def _subject(path: str) -> str:
    spec = field_at(path)
    desc = spec.description if spec else None
    if desc:
        desc = _TRIM.sub("", desc).strip().rstrip(".,;:")
    if desc and len(desc) <= 70:
        return desc
    words = [s for s in path.split(".")[1:] if not s.isdigit()][-2:]
    return " ".join(words).replace("_", " ") or path


def question_for(path: str, needs: list[tuple[str, str]], lang: str = "en") -> str:
    """One question that settles ``path``: a measurement to provide, or a fact to state.

    Probe facts ask for the command output (so every fact of one probe asks the same question,
    and the gathered list asks once); offer facts ask the vendor to state the fact; target and
    sizing facts are the auditor's own inputs, not the vendor's, and ask for ``--model``.
    """
    how = next(
        (
            text
            for prefix, text in sorted(needs, key=lambda n: -len(n[0]))
            if path == prefix or path.startswith(prefix + ".")
        ),
        None,
    )
    if path.startswith(("sizing.", "target.", "sizing", "target")):
        return ("（审计输入）请用 --model 与 --mode 指定要训练的模型。" if lang == "zh"
                else "(audit input, not a vendor question) Re-run with --model and --mode to size the job.")
    if path.startswith("probe.") or path == "probe":
        if how and _COMMAND.match(how):
            return (f"请提供交付机器上 `{how}` 的输出。" if lang == "zh"
                    else f"Provide the output of `{how}` from the delivered machine.")
        if lang == "zh":
            return f"请提供交付机器上的实测：{how}。" if how else f"请提供交付机器上的实测数据（{path}）。"
        return (f"Provide from the delivered machine: {how}." if how
                else f"Provide the measurement from the delivered machine ({path}).")
    subject = _subject(path)
    if lang == "zh":
        ask = f"请说明：{subject}（{path}）。"
        if how:
            return ask + (f"请提供 `{how}` 的输出。" if _COMMAND.match(how) else f"请提供：{how}。")
        return ask + "请在报价或合同中写明。"
    ask = (
        f"What is the {subject}?"
        if not subject.lower().startswith(("what", "is ", "does "))
        else subject + "?"
    )
    if how:
        return f"{ask} Provide `{how}`." if _COMMAND.match(how) else f"{ask} Provide {how}."
    return f"{ask} Please state it in the quote or the contract."


def gather_questions(questions: Iterable[str | None]) -> list[str]:
    """All findings' questions as one de-duplicated list a buyer can send."""
    out: dict[str, None] = {}
    for q in questions:
        for line in (q or "").splitlines():
            if line.strip():
                out.setdefault(line.strip(), None)
    return list(out)
