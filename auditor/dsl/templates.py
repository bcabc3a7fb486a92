"""Rule texts (titles, messages, remedies) with ``{expr}`` holes, compiled against the fact schema.

A rule set already known to compile (``treecache.verified``) gets its messages and remedies
compiled on first use: a run renders one language's remedies and only the failing messages, a
sixth of the texts (3.5 % of a YAML audit's start-up, measured when it was introduced).

A text never shows a hole it cannot fill: ``[[ … ]]`` marks a part that is left out when a fact
in it is unknown ("scales at 90%[[ from {a} to {b} GPUs]]"), and a hole outside such a part reads
"not stated" (未说明). Values read as a person writes them in the text's language: yes/no as
是/否, a schema word (``hdd``, ``full-mesh``) as "HDD" / "全互联", a list as "a, b" / "a、b".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

from pydantic import BaseModel

from auditor.dsl.compiler import Compiler, Node, Scope, unescape
from auditor.dsl.runtime import Env, show
from auditor.dsl.syntax import RuleError, parse
from auditor.dsl.tree import Token, Tree


class Optional(NamedTuple):
    """A ``[[ … ]]`` part of a text: shown only when every hole in it is known."""

    parts: tuple[str | Node, ...]


Part = str | Node | Optional

NOT_STATED = {"en": "not stated", "zh": "未说明"}

# Words of the fact schema's enumerations as a reader writes them: (English, Chinese).
SCHEMA_WORDS: dict[str, tuple[str, str]] = {
    "sxm": ("SXM", "SXM"), "pcie": ("PCIe", "PCIe"), "oam": ("OAM", "OAM"), "nvl": ("NVL", "NVL"),
    "dedicated": ("dedicated", "独享"), "mig": ("MIG", "MIG"), "vgpu": ("vGPU", "vGPU"),
    "container-quota": ("a container quota", "容器配额"), "shared": ("shared", "共享"),
    "nvlink": ("NVLink", "NVLink"), "xgmi": ("xGMI", "xGMI"), "hccs": ("HCCS", "HCCS"),
    "full-mesh": ("a full mesh", "全互联"), "pairs": ("bridged pairs", "两两桥接"), "none": ("none", "无"),
    "infiniband": ("InfiniBand", "InfiniBand"), "roce": ("RoCE", "RoCE"), "ethernet": ("Ethernet", "以太网"),
    "nvme": ("NVMe", "NVMe"), "sata-ssd": ("SATA SSD", "SATA SSD"), "hdd": ("HDD", "机械硬盘"),
    "network": ("network storage", "网络存储"),
    "present": ("present", "明确"), "hedged": ("hedged", "含糊"), "referenced": ("referenced elsewhere", "见引用文件"),
    "absent": ("absent", "缺失"), "committed": ("committed", "明确承诺"), "disclaimed": ("disclaimed", "明确拒绝"),
    "pretrain": ("pre-training", "预训练"), "full": ("full fine-tuning", "全参数微调"), "lora": ("LoRA", "LoRA"),
    "qlora": ("QLoRA", "QLoRA"), "fits": ("fits", "放得下"), "tight": ("fits tightly", "勉强放得下"),
    "does not fit": ("does not fit", "放不下"),
}


def say(value: Any, node: Node | None, lang: str) -> str:
    """A hole's value in the text's language; unknown reads "not stated" (``NOT_STATED``)."""
    if _unknown(value):
        return NOT_STATED.get(lang, NOT_STATED["en"])
    if isinstance(value, bool):
        return ("是" if value else "否") if lang == "zh" else ("yes" if value else "no")
    if isinstance(value, str):
        words = SCHEMA_WORDS.get(value) if node is not None and node.type.enum else None
        return (words[1] if lang == "zh" else words[0]) if words else value
    if isinstance(value, list | tuple):
        return ("、" if lang == "zh" else ", ").join(say(v, None, lang) for v in value if not _unknown(v))
    if isinstance(value, BaseModel):
        return ("、" if lang == "zh" else ", ").join(
            say(v, None, lang) for v in value.__dict__.values() if isinstance(v, str | int | float) and v != "")
    return show(value)


def _unknown(value: Any) -> bool:
    return value is None or (isinstance(value, str | list | tuple) and not value)


_SPACES = re.compile(r"(?<=\S) {2,}")
_BEFORE_PUNCT = re.compile(r" +(?=[,.;:)，。；：）])")
_EMPTY_PARENS = re.compile(r" ?\( *\)| ?（ *）")


def tidy(text: str) -> str:
    """What leaving a part out leaves behind: doubled spaces, a space before punctuation, empty brackets."""
    text = _EMPTY_PARENS.sub("", text)
    return _BEFORE_PUNCT.sub("", _SPACES.sub(" ", text)).strip()


class Template:
    """A text with ``{expr}`` holes and ``[[ … ]]`` parts, in one language (``lang``).

    A rule set already known to compile (``treecache.verified``) gets its messages and remedies
    compiled on first use: a run renders one language's remedies and only the failing messages,
    a sixth of the texts. ``slots`` is how many quantifier slots its holes use, counted after the
    rule condition's own (``render`` makes room for them).
    """

    __slots__ = ("_compile", "_parts", "lang", "slots")

    def __init__(self, parts: list[Part] | None = None, *, slots: int = 0, lang: str = "en",
                 compile_later: Callable[[], tuple[list[Part], int]] | None = None) -> None:
        self._parts, self.slots, self._compile, self.lang = parts, slots, compile_later, lang

    @property
    def parts(self) -> list[Part]:
        if self._parts is None:
            assert self._compile is not None
            self._parts, self.slots = self._compile()
            self._compile = None
        return self._parts

    def render(self, env: Env) -> str:
        parts = self.parts
        if len(env.slots) < self.slots:
            room = self.slots - len(env.slots)
            env.slots.extend([None] * room)
            env.slot_paths.extend([""] * room)
        out: list[str] = []
        for p in parts:
            if isinstance(p, str):
                out.append(p)
            elif isinstance(p, Optional):
                values = [(q, q.fn(env)) for q in p.parts if isinstance(q, Node)]
                if not any(_unknown(v) for _, v in values):
                    shown = iter(say(v, q, self.lang) for q, v in values)
                    out.extend(q if isinstance(q, str) else next(shown) for q in p.parts)
            else:
                out.append(say(p.fn(env), p, self.lang))
        return tidy("".join(out))

    def as_written(self) -> str:
        """The text with parameters filled in and fact holes shown as written (``{offer.nodes}``)."""
        def one(p: str | Node) -> str:
            if isinstance(p, str):
                return p
            return show(p.const) if p.is_const else "{" + (p.path or "…") + "}"

        return "".join(
            "[[" + "".join(one(q) for q in p.parts) + "]]" if isinstance(p, Optional) else one(p) for p in self.parts)

    @property
    def static(self) -> bool:
        return all(isinstance(p, str) or (isinstance(p, Node) and p.is_const) for p in self.parts)


def template_parts(tok: Token, scope: Scope, parse_expr: Callable[..., Tree] = parse) -> list[Part]:
    """Split a STRING token into text, compiled ``{expr}`` holes and ``[[ … ]]`` parts; ``{{``/``}}`` are braces.

    ``parse_expr`` is the loader's per-file memo, so holes come from the tree cache too. A ``[[ … ]]``
    part lies within one quoted piece and holds no other.
    """
    raw = str(tok)[1:-1]
    parts: list[Part] = []
    inner: list[str | Node] | None = None  # the open [[ … ]] part
    opened = 0
    buf: list[str] = []
    line, col = tok.line or 1, (tok.column or 1) + 1

    def flush() -> None:
        text = "".join(buf)
        if text:
            (parts if inner is None else inner).append(unescape('"' + text + '"'))
        buf.clear()

    i = 0
    while True:
        found = _MARK.search(raw, i)  # runs of plain text are taken whole, not a character at a time
        if found is None:
            buf.append(raw[i:])
            break
        j = found.start()
        buf.append(raw[i:j])
        mark = found.group()
        if mark in ("[[", "]]"):
            flush()
            if mark == "[[":
                if inner is not None:
                    raise RuleError("a `[[ … ]]` part cannot hold another", line, col + j)
                inner, opened = [], j
            else:
                if inner is None:
                    raise RuleError("`]]` closes no `[[` (a part left out when its facts are unknown)",
                                    line, col + j)
                if not any(isinstance(q, Node) for q in inner):
                    raise RuleError("a `[[ … ]]` part needs a `{…}` hole to depend on", line, col + opened)
                parts.append(Optional(tuple(inner)))
                inner = None
            i = j + 2
            continue
        if raw[j + 1 : j + 2] == mark:
            buf.append(mark)
            i = j + 2
            continue
        if mark == "}":
            raise RuleError("unmatched `}` in text (write `}}` for a brace)", line, col + j)
        end = raw.find("}", j)
        if end < 0:
            raise RuleError("unclosed `{` in text (write `{{` for a brace)", line, col + j)
        flush()
        expr = raw[j + 1 : end]
        if not expr.strip():
            raise RuleError("empty `{}` in text", line, col + j)
        source_tree = parse_expr(expr, "", "expr", line_offset=line - 1, col_offset=col + j)
        node = Compiler(scope, line_offset=line - 1, col_offset=col + j).compile(source_tree)
        (parts if inner is None else inner).append(node)
        i = end + 1
    if inner is not None:
        raise RuleError("unclosed `[[` in text (close it with `]]`)", line, col + opened)
    flush()
    return parts


_MARK = re.compile(r"[{}]|\[\[|\]\]")
