"""Hardware phrases ("8× NVIDIA H100 SXM5 80GB HBM3", "8卡A100 80G", "带宽 1Gbps 限速") → offer facts.

The grammar (grammars/spec_line.lark) says what a phrase looks like; this module turns each parsed
phrase into dotted offer paths with values and the character span that states them, so the PDF
reader can point evidence at the exact words. Unexpected tokens (prices, 含税, product prose)
are skipped by LALR error recovery rather than written into the grammar, which keeps the grammar
small and a line parse near 0.1 ms.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from lark import Token, Tree
from lark.exceptions import UnexpectedInput

from auditor.ingest.patterns import CaseFolded
from auditor.ingest.spec_line_tables import parser as phrase_parser
from auditor.units import Quantity, UnitError, parse_quantity


@dataclass(frozen=True)
class SpecFact:
    """One fact a phrase states: offer path (``gpu.memory``), value, and the span [start, end) in the line."""

    path: str
    value: Any
    start: int
    end: int


# Cheap pre-filter: text with none of these cannot hold a hardware phrase, so contract prose
# ("乙方保证…99.5%") never reaches the parser.
_CANDIDATE = CaseFolded(
    r"\d\s?(?:[GT]i?B?|[GMT]b(?:ps|/s)|GbE|[卡张块颗路核C])(?![a-z])|nvlink|nvswitch|pcie|infiniband|\bIB\b|roce|"
    r"rdma|\bmig\b|vgpu|\d\s?g\.\d|限速|切分|切片|共享|配额|独享|独占|整卡|裸金属|独立使用|独自使用|整机出租|专属物理机|单租户|"
    r"单一客户|bare[\s-]metal|dedicated gpu|dedicated to you|exclusive use|sole (?:and exclusive )?use|"
    r"reserved for you|between all|"
    r"dedicated (?:server|node|machine|host)|(?:servers?|nodes?|machines?|hosts?|hardware),? (?:is |are )?dedicated|"
    r"throttl|rate[\s-]limit|capped|burst|whole (?:physical )?gpu|shar(?:ed|ing)|virtuali[sz]|single[\s-]tenant|"
    r"tenancy|single[\s-]customer|time[\s-]slic|分时|时间片|"
    r"虚拟化|xeon|至强|epyc|霄龙|ddr\d|nvme|ssd|hdd|sata|机械|"
    r"rtx\s?\d{4}|(?<![A-Za-z])(?:[ABHL]\d{2,3}|L4|GB200|L40S?|4090|5090|3090|A6000|V100|MI\d{3}|910B)",
)


def parse_spec_line(text: str) -> list[SpecFact]:
    """Every fact the hardware phrases of ``text`` state, in order; [] for lines with none."""
    if not _CANDIDATE.search(text):
        return []
    return list(_parse_cached(text))


@lru_cache(maxsize=4096)
def _parse_cached(text: str) -> tuple[SpecFact, ...]:
    """Quotes repeat their rows (one table per node type, per page): parse each text once."""
    return tuple(_facts(_parse(text), text))


def _parse(text: str) -> Tree:
    """Parse with error recovery: skip tokens no phrase expects, abandon a phrase that stalls.

    ``checkpoint`` is the last state where every phrase so far was complete. A token that fits
    neither the current state nor a fresh phrase from the checkpoint is junk and skipped; one that
    starts a fresh phrase abandons the stalled one ("per GPU." opens a gpu phrase that never gets
    its model name).
    """
    parser = phrase_parser()
    try:
        tokens = [t for t in parser.lex(text) if t.type not in ("JUNK", "WORD")]
    except UnexpectedInput:
        return Tree("start", [])
    state = parser.parse_interactive("", start="start")
    checkpoint = state.copy()
    for token in tokens:
        for base in (state, checkpoint):
            trial = base.copy()
            try:
                trial.feed_token(token)
            except UnexpectedInput:
                continue
            state = trial
            break
        else:
            continue
        if _complete(state):
            checkpoint = state.copy()
    for final in (state, checkpoint):
        try:
            return final.copy().feed_eof()
        except UnexpectedInput:
            continue
    return Tree("start", [])


def _complete(state: Any) -> bool:
    try:
        state.copy().feed_eof()
    except UnexpectedInput:
        return False
    return True


def _tokens(tree: Tree) -> list[Token]:
    return [t for t in tree.scan_values(lambda v: isinstance(v, Token))]


def _first(tree: Tree, kind: str) -> Token | None:
    for token in _tokens(tree):
        if token.type == kind:
            return token
    return None


def _all(tree: Tree, kind: str) -> list[Token]:
    return [t for t in _tokens(tree) if t.type == kind]


def _sub(tree: Tree, name: str) -> Tree | None:
    for child in tree.children:
        if isinstance(child, Tree) and child.data == name:
            return child
    return None


def _span(tree: Tree | Token) -> tuple[int, int]:
    tokens = [tree] if isinstance(tree, Token) else _tokens(tree)
    # From the tokens' own start and length: the interactive parser keeps neither end_pos nor meta.
    return min(_start(t) for t in tokens), max(_end(t) for t in tokens)


def _start(token: Token) -> int:
    return int(token.start_pos or 0)


def _end(token: Token) -> int:
    return _start(token) + len(str(token))


def _int(token: Token | None) -> int | None:
    if token is None:
        return None
    digits = re.match(r"\d+", str(token))
    return int(digits.group()) if digits else None


def _bytes(token: Token | str | None) -> Quantity | None:
    if token is None:
        return None
    try:
        return parse_quantity(str(token), "bytes")
    except UnitError:
        return None


def data_rate(written: str) -> Quantity | None:
    """Network spellings: "400G", "400Gb/s", "1Gbps", "100GbE"; a bare G/M/T means bits per second."""
    text = re.sub(r"\s+", "", str(written))
    if re.fullmatch(r"\d+(\.\d+)?[GMT]", text):
        text += "b/s"
    try:
        return parse_quantity(text, "data_rate")
    except UnitError:
        return None


_NEGATED = re.compile(r"((?:不|无|非|没有|未)(?:开启|启用|开通|配置|配备|支持|提供|含|使用|采用)?(?:任何)?"
                      r"|\bno|\bnot|\bnon-?|\bwithout|\bnever|\bnothing)"
                      r"(\s+(be|been|is|are))?\s*$",
                      re.IGNORECASE)


_CLAUSE_END = re.compile(r"[.;:,。；：，\n](?!\d)")
_DENIED_IN_CLAUSE = re.compile(r"\b(?:not|no|never|without|neither|nor)\b|不|无|非|没有|未|禁止|严禁", re.IGNORECASE)
_NETWORK_WORDS = re.compile(r"带宽|网络|公网|bandwidth|uplink|network|\bIP\b", re.IGNORECASE)
_DENIABLE = {"slice", "dedicated", "limit", "nvlink"}
"""Phrases a negation anywhere earlier in the clause denies (sharing, limits, NVLink; never sizes)."""


_CLAUSE_WINDOW = 300
"""Characters looked back for the clause start: a negation further away is another clause's."""


def _clause_start(text: str, at: int) -> int:
    """Where the clause holding ``at`` begins: after the last sentence or clause mark before it.

    Only the last ``_CLAUSE_WINDOW`` characters are searched, so a block with many phrases stays
    linear in its length.
    """
    lo = max(0, at - _CLAUSE_WINDOW)
    ends = [m.end() for m in _CLAUSE_END.finditer(text, lo, at)]
    return ends[-1] if ends else lo


def _facts(tree: Tree, text: str) -> list[SpecFact]:
    facts: list[SpecFact] = []
    denied_end = -1
    phrases = [p for p in tree.children if isinstance(p, Tree)]
    for at, phrase in enumerate(phrases):
        start, end = _span(phrase)
        listed = denied_end >= 0 and bool(_LIST_GAP.fullmatch(text[denied_end:start]))
        add = _Adder(facts, start, end, text)
        clause = text[_clause_start(text, start):start]
        after = text[end:end + 40]
        if phrase.data in ("slice", "dedicated") and _about_other(text, start, end, clause):
            continue  # "共享带宽", "独享带宽", "shared storage": about the network or disks, not the GPUs
        if phrase.data == "limit" and _limit_not_network(clause + text[start:end + 24], text[end:end + 24]):
            continue  # "Liability is capped at 12 months' fees", "credit …, capped at 50%": not the network
        word = (_first(phrase, "ROCE") or _first(phrase, "IB")) if phrase.data in ("eth", "ib") else None
        inside = word is not None and word.start_pos > start and _NEGATED.search(
            text[max(start, word.start_pos - 16):word.start_pos])  # "4×100G 以太网，未开启 RoCE": the word denied
        if listed or inside or _NEGATED.search(text[max(0, start - 16):start]) or _denied_after(after) or (
                phrase.data in _DENIABLE and (_DENIED_IN_CLAUSE.search(clause) or _denied_verb_list(text, start))):
            denied_end = end  # "shall not enable MIG, vGPU or time-slicing": the list shares the denial
            if phrase.data == "limit":  # "not rate limited", "不限速": a commitment, not a limit
                add("network.rate_limited", False)
            elif phrase.data == "slice":  # "no MIG, no vGPU", "不切分、不共享": whole GPUs, denied sharing
                add("gpu.sharing", "dedicated")
            elif phrase.data in ("eth", "ib"):  # "RoCE/RDMA not supported": no RDMA fabric
                add("interconnect.rdma", False)
            continue  # the phrase is denied, not offered
        denied_end = -1
        if phrase.data != "gpu":
            _HANDLERS[str(phrase.data)](phrase, add)
        elif (rest := _gpu_phrase(phrase, add)) is not None:
            # the phrase ran past the GPU into a disk or the host's memory ("H800 整机，含 4 × 3.84TB NVMe"): what
            # it took after the GPU is read again, up to the next phrase
            stop = _span(phrases[at + 1])[0] if at + 1 < len(phrases) else len(text)
            facts.extend(SpecFact(f.path, f.value, f.start + rest, f.end + rest)
                         for f in parse_spec_line(text[rest:stop]))
    return facts


_LIST_GAP = re.compile(r"[\s,、/)）]*(?:or|and|nor|或|及|和|与)?[\s,、/]*"
                       r"(?:any\s+(?:(?:form|kind|type|other)\s+of\s+)?)?"
                       r"(?:任何(?:形式的)?)?(?:(?:partitioned|split|sliced|carved(?: up)?|divided|virtuali[sz]ed"
                       r"|切分|拆分|虚拟化)\s*[(（]\s*(?:including|incl\.?|e\.g\.,?|such as|包括|例如|如)?\s*)?",
                       re.IGNORECASE)
"""What may stand between two denied phrases of one list: "never shared, partitioned (MIG) or oversubscribed" denies
the MIG its bracket names too."""


_SENTENCE_END = re.compile(r"[.;。；!?！？\n](?<!\be\.g\.)(?<!\bi\.e\.)(?<!\be\.)(?<!\bi\.)(?!\d)")
_BRACKET_LEAD = r"[(（]\s*(?:including|incl\.?|e\.g\.,?|i\.e\.,?|such as|for example|包括|例如|如|含)?\s*"
_VERB_LIST_BRACKET = re.compile(rf"(?:\s*[\w-]+\s*(?:[,，、/]\s*(?:or|and|nor)?|\bor\b|\bnor\b|或|及|和)){{1,4}}"
                                rf"\s*[\w-]+(?:\s+(?:up|out|off))?\s*{_BRACKET_LEAD}", re.IGNORECASE)


def _denied_verb_list(text: str, at: int) -> bool:
    """ "Provider will not virtualize, partition (including MIG or vGPU) or oversubscribe": the phrase stands in a
    bracket of a verb of the denied list, a comma or two after the denial (the clause since the last comma holds
    no "not" of its own)."""
    lo = max(0, at - _CLAUSE_WINDOW)
    ends = [m.end() for m in _SENTENCE_END.finditer(text, lo, at)]
    sentence = text[ends[-1] if ends else lo:at]
    denials = list(_DENIED_IN_CLAUSE.finditer(sentence))
    return bool(denials) and bool(_VERB_LIST_BRACKET.fullmatch(sentence[denials[-1].end():]))


def _denied_after(after: str) -> bool:
    """ "RoCE/RDMA not supported on this SKU": a denial that follows the phrase in its clause."""
    from auditor.ingest.vocabulary import words

    clause = re.split(r"[.;,，。；(（]", after, maxsplit=1)[0]
    if _NONE_AFTER_LABEL.match(clause):
        return True  # "MIG: disabled", "NVLink bridge: none", "虚拟化：无（裸金属）": the label's value denies it
    m = words("negation_after").search(clause)
    # Only feature words may stand between ("RoCE/RDMA not supported"), not another subject.
    return m is not None and bool(_BETWEEN_DENIAL.fullmatch(clause[:m.start()]))


NONE_VALUE = (r"(?:none|no|n/?a|not applicable|not (?:supported|available|enabled|offered)|unsupported|disabled|off"
              r"|否|无|不支持|不提供|未开启|不开启|关闭|不适用|[-—–]+)")
"""A label's value that denies it ("MIG: disabled", "RDMA: no", "虚拟化：无"), here and for key:value lines."""
_NONE_AFTER_LABEL = re.compile(rf"\s*[:：=]\s*{NONE_VALUE}(?![A-Za-z])", re.IGNORECASE)
_JOIN = r"(?:[\s/、,&]|and\b|or\b|nor\b|和|及|与)*"
_BETWEEN_DENIAL = re.compile(rf"{_JOIN}(?:(?:RDMA|RoCE|InfiniBand|IB|NVLink|NVSwitch|MIG|vGPU|GPUDirect){_JOIN})*"
                             r"(?:(?:mode|modes|模式|功能|feature|features|function)\s*)?"
                             r"(?:is|are|was|均|都|皆)?\s*[:：=]?\s*", re.IGNORECASE)
"""Feature words joined by commas, slashes or "and" ("InfiniBand and RoCE are not available"), and the word for
the feature's setting ("MIG mode Disabled on all 8 GPUs", "MIG 模式关闭")."""


def _limit_not_network(context: str, after: str) -> bool:
    """Whether a cap or limit word is about money or liability (its subject), not bandwidth; a cap that is a share
    ("capped at 50%", "上限 30%") bounds a credit or a fee, since a network is capped at a rate."""
    from auditor.ingest.vocabulary import words

    if _SHARE_CAP.match(after):
        return True
    return bool(words("non_network_limit").search(context)) and not _NETWORK_WORDS.search(context)


_SHARE_CAP = re.compile(r"\s*(?:at|to|of|为|是)?\s*[:：]?\s*\d+(?:\.\d+)?\s*[%％]")


GPU_NOUN = re.compile(r"GPU|显卡|加速卡|算力|(?<!网)卡|(?<![A-Za-z])(?:[ABHL]\d{2,3}|MI\d{3}|RTX)", re.IGNORECASE)
"""A word for the GPUs themselves: a sentence naming none speaks of something else."""


def _about_other(text: str, start: int, end: int, clause: str) -> bool:
    """Whether a sharing or dedicated word is about bandwidth, storage or a network (its subject): the words
    around it, or its clause when that names a store and no GPU ("A WEKA file system of 200 TB is shared by both
    nodes")."""
    from auditor.ingest.vocabulary import words

    subject = words("non_gpu_subject")
    near = text[max(0, start - 16):start] + " " + re.split(r"[,，;；。]", text[end:end + 20], maxsplit=1)[0]
    store_clause = subject.search(clause) is not None and not GPU_NOUN.search(clause)
    before = text[max(0, start - 14):start]
    quota = words("quota").search(text[start:end]) is not None and (
        _SIZE_BEFORE.search(before[-12:]) is not None or _store_size_after(text[end:end + 20]))
    return bool(subject.search(near) or store_clause or _NETWORK_WORDS.search(clause[-12:])
                or _BY_NODES.match(text, end) or _RATE_BEFORE.search(before)
                or _STORE_SIZE_BEFORE.search(text[max(0, start - 24):start]) or quota)


_BY_NODES = re.compile(r"\s*(?:by|among|between|across)\s+(?:all|both|the|your|our)?\s*(?:\d+|two|three|four|eight)?"
                       r"\s*(?:nodes|servers|machines|hosts)\b", re.IGNORECASE)
"""After the word, the servers that share it ("shared by all 4 nodes"): a store or link of the order, not a GPU."""


def _store_size_after(after: str) -> bool:
    """ "贵司配额 300TB", "quota: 50 TB": a quota of terabytes is a store's (no GPU carries a terabyte)."""
    m = _SIZE_AFTER.match(after)
    size = parse_quantity(f"{m.group(1)} {m.group(2)}B".replace("BB", "B"), "bytes") if m else None
    return size is not None and size >= _MOST_GPU_MEMORY * 3


_RATE_BEFORE = re.compile(r"\d\s*(?:[KMGT]b(?:ps|/s)|[KMGT]bit/s|M|兆)\s*[(（]?\s*$", re.IGNORECASE)
"""A data rate right before the word ("50 Mbps shared", "100M 共享"): the sharing is the bandwidth's."""
_STORE_SIZE_BEFORE = re.compile(r"\d\s*(?:TB|TiB|PB|PiB)(?![A-Za-z/])"
                                r"(?!\s*(?:DDR|RAM|内存|(?:of\s+)?(?:system\s+|host\s+)?memory))[^;；。]{0,20}$",
                                re.IGNORECASE)
"""A store's size just before the word ("a 200 TB pool shared by all 4 nodes"): terabytes are no GPU's (nor are they
the host's memory: "内存：1.5TB DDR5 整机独享" still speaks of the whole server)."""
_SIZE_AFTER = re.compile(r"\s*(?:quota)?\s*[:：=]?\s*(?:为|of)?\s*(\d+(?:\.\d+)?)\s*([KMGTP]i?)B?(?![A-Za-z])",
                         re.IGNORECASE)
_SIZE_BEFORE = re.compile(r"\d\s*(?:[KMGTP]i?B|T|G)[ \t]*$", re.IGNORECASE)
"""A size right before the word ("分配 120TB 配额", "赠送 20TB 配额"): a store's quota, not a GPU's."""


class _Adder:
    def __init__(self, facts: list[SpecFact], start: int, end: int, text: str) -> None:
        self.facts, self.start, self.end, self.text = facts, start, end, text

    def __call__(self, path: str, value: Any, where: Tree | Token | None = None) -> None:
        if value is None:
            return
        start, end = _span(where) if where is not None else (self.start, self.end)
        self.facts.append(SpecFact(path, value, start, end))


_BOARD = re.compile(r"(?<![A-Za-z])(HGX|DGX)(?![A-Za-z])[\s-]*$", re.IGNORECASE)
_FORMS = {"sxm": "sxm", "hgx": "sxm", "dgx": "sxm", "pcie": "pcie", "nvl": "nvl", "oam": "oam"}
_FORM_TOKENS = ("FORM", "FORM_BEFORE_MEMORY")
"""The grammar's form tokens: any form word, and PCIe between the name and the memory ("A800 PCIe 80GB × 8")."""


_MOST_GPU_MEMORY = parse_quantity("320 GB")
"""More than any accelerator carries (the largest have 288 GB): a size above it is a host's or a disk's."""


def _gpu_memory_beside(text: str, words: list[Token], size: Token, memory: Quantity) -> bool:
    """Whether the size the phrase ends with is the GPU's memory: no larger than a GPU's memory can be, and near the
    name (or its form) with no other count between ("8x H800 server, with 4 x 3.84TB" is the disks')."""
    before = [t for t in words if _start(t) < _start(size)]
    if not before or memory > _MOST_GPU_MEMORY:
        return False
    gap = text[_end(before[-1]):_start(size)]
    if re.match(r"[-_][A-Za-z0-9]", text[_end(size):]):
        return False  # "H200-8G-141": a part code's fields (8 GPUs, 141 GB), not a memory size
    return len(gap) <= 40 and not _COUNT_IN_GAP.search(gap)


_COUNT_GAP = re.compile(r"(?:型号|NVIDIA|GeForce|英伟达|AMD|Instinct|[\s×xX*✕卡张块:：GPU显加速算力])*", re.IGNORECASE)
"""Between a count and the GPU it counts ("8 × ", "8卡", "8 张 GPU 型号："), not an address's "19 号"."""
_COUNT_WORD = re.compile(r"[×xX*✕卡张块]|GPU", re.IGNORECASE)
"""What makes a long number beside a GPU name a count ("1024 × H100", "1024 张 H100")."""
_TAIL_MUL = re.compile(r"[×xX*✕]\s*$")
_TAIL_CARD = re.compile(r"\s*(?:张|卡|块|片|颗|cards?\b|GPUs?\b|-?way\b)", re.IGNORECASE)
"""A count after the GPU's name counts it only beside its multiplier or card word ("H20 96G ×8", "A100 80G 8 张")."""
_TAIL_SERVERS = re.compile(r"\s*(?:台|节点|nodes?\b|servers?\b|instances?\b|boxes\b)", re.IGNORECASE)
_COUNT_IN_GAP = re.compile(r"\d+\s*(?:[x×*✕]|块|张|个|条|pcs\b)|[x×*✕]\s*\d", re.IGNORECASE)
"""A count between the name and the size: the size is what is counted ("with 4 x 240GB SSD", "含 2 块 480GB")."""


def _gpu_phrase(tree: Tree, add: _Adder) -> int | None:
    """Read a GPU phrase; where it ran past the GPU into another size, the offset where that part starts."""
    from auditor.sizing.catalog import match_gpu

    name = _first(tree, "GPU_NAME")
    mem_tree = _sub(tree, "gpu_mem")
    memory = _bytes(_first(mem_tree, "QTY")) if mem_tree is not None else None
    counts = [c for c in tree.children if isinstance(c, Tree) and c.data in ("count", "gpu_tail")]
    words = [t for t in _tokens(tree) if t.type in ("VENDOR", "GPU_NAME", *_FORM_TOKENS, "QTY", "MEMTYPE")]
    size = _first(mem_tree, "QTY") if mem_tree is not None else None
    if size is not None and memory is not None and not _gpu_memory_beside(add.text, words, size, memory):
        # "8 卡 H800 整机，含 4 × 3.84TB NVMe", "8x H800, 2TB RAM": the size the parser reached past other words
        # is a disk's or the host's, not the GPU's memory
        mem_tree, memory = None, None
        words = [t for t in words if _start(t) < _start(size)]
        rest: int | None = _end(words[-1])
    else:
        rest = None
    model_start, model_end = _start(words[0]), _end(words[-1])
    mem_at = (0, 0)
    trailing = re.match(r"[\s\-_/,]*(PCIe|SXM\d?)(?![A-Za-z])(?:[\s\-_/]*(\d{2,3})\s*(GB|G)(?![A-Za-z/]))?",
                        add.text[model_end:model_end + 18], re.IGNORECASE)
    if trailing is not None and not any(t.type in _FORM_TOKENS for t in words):
        model_end += trailing.end()
        if memory is None and trailing.group(2):  # "A800 PCIe 80GB": the lexer took PCIe as the bus, not the form
            memory = parse_quantity(f"{trailing.group(2)} GB")
            mem_at = (model_end - len(trailing.group(0)) + trailing.start(2), model_end)
    model = add.text[model_start:model_end] if trailing is not None else " ".join(str(t) for t in words)
    # "HGX H200 141GB", "NVIDIA HGX H200", "DGX H100": the baseboard names the SXM part. The grammar leaves the
    # prefix out (its tables grow threefold with it), so it is looked for around the name here.
    board = _BOARD.search(add.text, max(0, model_start - 12), _start(name) if name is not None else model_start)
    if board is not None and board.start() < model_start:
        model = f"{board.group(1).upper()} {model}"
    elif board is not None:
        model = add.text[model_start:model_end]
    if name is not None and re.fullmatch(r"\d{4}\s?D?", str(name), re.IGNORECASE):
        model = model.replace(str(name), f"RTX {name}", 1)  # "8卡4090", "4090 24G": the GeForce card is an RTX 4090
    add.facts.append(SpecFact("gpu.model", model, model_start, model_end))
    spec = match_gpu(model, memory)
    if spec is not None and not spec.candidates:  # an ambiguous name ("A100 80G") names no single SKU
        add("gpu.sku", spec.sku, name)
    if memory is not None and mem_tree is not None:
        add("gpu.memory", memory, mem_tree)
    elif memory is not None:
        add.facts.append(SpecFact("gpu.memory", memory, *mem_at))
    form = _first(tree, "FORM") or _first(tree, "FORM_BEFORE_MEMORY")
    if form is None and board is not None:
        add.facts.append(SpecFact("gpu.form_factor", "sxm", board.start(1), board.end(1)))
    elif form is None and trailing is not None:
        add("gpu.form_factor", _FORMS[re.sub(r"\d", "", trailing.group(1)).lower()], None)
    elif form is not None:
        add("gpu.form_factor", _FORMS[re.sub(r"\d", "", str(form)).lower()], form)
    elif spec is not None and spec.form_factor is not None:
        add("gpu.form_factor", spec.form_factor, name)
    for count in counts:
        token = _first(count, "NUM")
        if token is None or "." in str(token) or (rest is not None and _start(token) >= rest):
            continue  # "2.1 Each node …": a section number, not a count; a count of the disks it ran into
        if count.data == "count":
            gap = add.text[_end(token):_start(words[0])]
            if not _COUNT_GAP.fullmatch(gap):
                continue  # the number is not next to the GPU it would count
            if len(str(token)) >= 4 and not _COUNT_WORD.search(gap):
                continue  # "Singapore 138632 MI300X", "2026 H100 特惠": a postcode or a year, no count
        elif not (_TAIL_MUL.search(add.text[max(0, _start(token) - 4):_start(token)])
                  or _TAIL_CARD.match(add.text, _end(token))) or _TAIL_SERVERS.match(add.text, _end(token)):
            # "L40S-24Q 配置文件：一张物理 L40S": the card word is another count's, past other words; "gn-l40s.8x × 2
            # 台": the servers
            continue
        number = _int(token)
        if number:
            add("gpu.count_per_node", number, count)
    return rest


def _cpu(tree: Tree, add: _Adder) -> None:
    words = [t for t in _tokens(tree) if t.type in ("VENDOR", "CPU_FAMILY", "CPU_TIER", "NUM")
             and not _inside(t, _sub(tree, "cores")) and not _inside(t, _sub(tree, "count"))]
    if words:
        model = " ".join(str(t) for t in words)
        last = words[-1]
        rest = add.text[(last.start_pos or 0) + len(last):]
        suffix = re.match(r"[A-Z](?![A-Za-z])", rest) if last.type == "NUM" else None
        add("cpu.model", model + (suffix.group() if suffix else ""), None)  # "Gold 6462C": the model's C
    count = _sub(tree, "count")
    sockets = _int(_first(count, "NUM")) if count is not None else None
    add("cpu.sockets", sockets, count)
    if sockets is None and (before := _SOCKETS_BEFORE.search(add.text, 0, add.start)):
        # "CPU: 2 x Intel Xeon 8462Y+", "CPU 两颗至强 8462Y+": the count stands between the label and the part
        sockets = int(before.group(1))
        add.facts.append(SpecFact("cpu.sockets", sockets, before.start(1), before.end(1)))
    cores = _sub(tree, "cores")
    if cores is not None:
        numbers = [_int(t) or 1 for t in _all(cores, "NUM")]
        per = numbers[0] * (numbers[1] if len(numbers) > 1 else 1)
        # "2× Xeon 8480+ (56C)": the core count belongs to one socket
        total = per * sockets if sockets and len(numbers) == 1 else per
        add("cpu.cores", total, cores)


_SOCKETS_BEFORE = re.compile(r"(?:CPU|处理器|Processors?)\s*[:：]?\s*(\d)\s*(?:[x×✕*]|颗|路)\s*$", re.IGNORECASE)


def _inside(token: Token, tree: Tree | None) -> bool:
    return tree is not None and any(t is token for t in _tokens(tree))


def _ram(tree: Tree, add: _Adder) -> None:
    qty = _first(tree, "QTY")
    if _first(tree, "DDR") is None and qty is not None and not re.search(
            r"(?:内存|RAM|Memory)\s*[:：]?\s*(?:\d+\s*[×xX*✕]\s*)?$", add.text[max(0, _start(qty) - 16):_start(qty)],
            re.IGNORECASE) and not _RAM_AFTER.match(add.text, _end(qty)):
        return  # "memory and 30 TB of NVMe": the label is not next to the figure ("80 GB memory" may be a GPU's)
    if qty is not None and _DISK_AFTER.match(add.text, _end(qty)):
        # "3 TB DDR5 内存 8 × 7.68 TB NVMe": the figure after the memory word is a disk's; read it as one
        start = min((_start(t) for t in _all(tree, "NUM")), default=_start(qty))
        start = min(start, _start(qty))
        for fact in parse_spec_line(add.text[start:]):
            if fact.path.startswith("storage."):
                add.facts.append(SpecFact(fact.path, fact.value, fact.start + start, fact.end + start))
        return
    size = _bytes(qty)
    for count in (c for c in tree.children if isinstance(c, Tree) and c.data == "count"):
        number = _first(count, "NUM")
        module = _MODULE_BETWEEN.search(add.text, _end(qty), _start(number)) \
            if qty is not None and number is not None and _start(number) > _end(qty) else None
        if module is not None:  # "内存 1.5T（64G×24）", "1 TB (64 GB x 16)": the total, then its modules in brackets
            size = _bytes(module.group(1))  # the modules' product: the exact binary size
        if size is not None:  # "2 × 64GB", "64GB DDR5 × 24": the modules times their size
            size = Quantity(size.magnitude * (_int(number) or 1), size.dims, size.unit)
    add("memory", size)


_RAM_AFTER = re.compile(r"\s*(?:内存|RAM\b)")
"""The host's memory word right after its figure ("2 TB RAM", "1.5TB 内存"); a bare "memory" there may be a GPU's."""
_MODULE_BETWEEN = re.compile(r"[(（]\s*(\d+(?:\.\d+)?\s*(?:TB|GB|T|G))")
"""A module size in brackets between a memory total and a count: the count is the modules'."""
_DISK_AFTER = re.compile(r"\s*(?:NVMe|U\.[23]|M\.2|E[13]\.S|SATA|SAS|SSD|HDD|机械|固态)", re.IGNORECASE)


_SSD_SIZES_GB = (120, 128, 240, 256, 480, 512, 960, 1920, 3840, 7680)
"""Sizes only flash drives come in (a spinning disk is 500 GB, 1, 2, 4 … 24 TB): "960G SATA" is an SSD."""


def _ssd_size(size: Quantity | None) -> bool:
    gigabytes = size.magnitude / 1e9 if size is not None else 0
    return any(abs(gigabytes - g) <= g * 0.01 for g in _SSD_SIZES_GB)


def _disk(tree: Tree, add: _Adder) -> None:
    kinds = " ".join(str(t) for t in _all(tree, "DISK_KIND")).lower()
    if "nvme" in kinds or "u.2" in kinds or "u.3" in kinds or "m.2" in kinds or ".s" in kinds:  # E1.S / E3.S
        kind = "nvme"
    elif "hdd" in kinds or "机械" in kinds or ("sas" in kinds and "ssd" not in kinds):
        kind = "hdd"
    elif "sata" in kinds:
        ssd = "ssd" in kinds or "固态" in kinds or _ssd_size(_bytes(_first(tree, "QTY")))
        kind = "sata-ssd" if ssd else "hdd"
    else:
        kind = None   # "SSD" alone does not say NVMe or SATA: leave it unknown
    add("storage.type", kind)
    size = _bytes(_first(tree, "QTY"))
    counts = [_int(_first(c, "NUM")) or 1 for c in tree.children if isinstance(c, Tree) and c.data == "count"]
    if size is not None:
        for n in counts:
            size = Quantity(size.magnitude * n, size.dims, size.unit)
        add("storage.capacity", size)


def _fabric(kind: str) -> Any:
    def handle(tree: Tree, add: _Adder) -> None:
        add("interconnect.inter_node", kind)
        add("interconnect.rdma", True)
        qty = _first(tree, "QTY")
        rate = data_rate(qty) if qty is not None else None
        count = _sub(tree, "count")
        rails = _sub(tree, "rails")
        if rate is not None:
            n = _int(_first(count, "NUM")) if count is not None else 1
            if rails is not None:  # "400 Gb/s NDR x8": the count after the port
                n = (n or 1) * int(re.sub(r"\D", "", str(_first(rails, "NUM") or _first(rails, "LANES"))))
            total = Quantity(rate.magnitude * (n or 1), rate.dims, rate.unit)
            add("interconnect.inter_node_bandwidth", total)
    return handle


_MESH_AFTER = re.compile(r"\s*[,，、;；]?\s*(?:\d+\s*(?:卡|张|GPUs?)\s*)?(?:全互联|全互连|full[\s-]?mesh|all-to-all)",
                         re.IGNORECASE)


def _nvlink(tree: Tree, add: _Adder) -> None:
    add("interconnect.intra_node", "nvlink")
    if _first(tree, "MESH") is not None:
        add("interconnect.topology", "full-mesh")
    elif _first(tree, "BRIDGE") is not None:
        # "NVLink 桥接，8 卡全互联": the mesh claimed right after the bridge is the claim (the rules weigh it)
        add("interconnect.topology", "full-mesh" if _MESH_AFTER.match(add.text, add.end) else "pairs")
    elif "nvswitch" in str(_first(tree, "NVLINK")).lower():
        add("interconnect.topology", "full-mesh")
    qty = _first(tree, "QTY")
    if qty is not None:
        add("interconnect.nvlink_bandwidth", data_rate(qty), qty)


def _pcie(tree: Tree, add: _Adder) -> None:
    # "PCIe 4.0 x16" names a slot, not how GPUs talk; only "PCIe 互联/switch/直连" is an interconnect.
    if _first(tree, "PCIE_LINK") is not None:
        add("interconnect.intra_node", "pcie")


def _uplink(tree: Tree, add: _Adder) -> None:
    qty = _first(tree, "QTY")
    if qty is not None:
        add("network.bandwidth", data_rate(qty), qty)


_BURST_ABOUT_NETWORK = re.compile(
    r"带宽|公网|出口|网络|端口|上行|下行|bandwidth|uplink|internet|network|egress|ingress|port\b|"
    r"\d\s*(?:[KMGT]i?b(?:ps|it/s|/s)|[KMGT]bE?\b|[MG]\b)", re.IGNORECASE)
"""What makes "burst" the bandwidth's ("1 Gbps burst", "burst bandwidth"); "on-demand for burst only" is capacity."""


def _limit(tree: Tree, add: _Adder) -> None:
    word = str(_first(tree, "LIMITED")).lower()
    if word == "burst":
        near = add.text[max(0, add.start - 40):add.end + 40]
        if _BURST_ABOUT_NETWORK.search(near):
            add("network.burst_only", True)
    else:
        add("network.rate_limited", True)


def _dedicated(tree: Tree, add: _Adder) -> None:
    add("gpu.sharing", "dedicated")


def _slice(tree: Tree, add: _Adder) -> None:
    word = _first(tree, "SLICE")
    profile = _first(tree, "MIG_PROFILE")
    text = str(word).lower() if word is not None else "mig"
    sharing = {"mig": "mig", "vgpu": "vgpu", "配额": "container-quota"}.get(text, "shared")
    add("gpu.sharing", sharing, word)
    if profile is not None:
        add("gpu.sharing", "mig", profile)
        add("gpu.mig_profile", re.sub(r"\s", "", str(profile)).lower(), profile)


_HANDLERS = {
    "cpu": _cpu, "ram": _ram, "disk": _disk, "ib": _fabric("infiniband"),
    "eth": _fabric("roce"), "nvlink": _nvlink, "pcie": _pcie, "uplink": _uplink, "limit": _limit,
    "slice": _slice, "dedicated": _dedicated,
}
