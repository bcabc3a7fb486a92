"""The vendor's name: a party clause ("between X (the "Provider")", "乙方：…"), the letterhead's name
before the title, a company with its legal suffix, or an e-mail's signature beside the sender's name.

Reports, compare tables, waivers and baselines are keyed by it, so a quote-number line, a spec line,
a mail header's mailbox or the customer's name must not win (auditor/ingest/layout.py resolves it).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

from auditor.ingest.document import Document, Line, Span, normalise_text
from auditor.ingest.reading import Candidate
from auditor.ingest.vocabulary import words
from auditor.model.evidence import Evidence

EvidenceOf = Callable[[list[Span], str], list[Evidence]]
_GPU_WORD = re.compile(r"(?<![A-Za-z])(?:[ABHL]\d{2,3}|GB\d{3}|L40S?|MI\d{3}X?|RTX|\d{4}D?|GPU|NVIDIA|英伟达|昇腾"
                       r"|Ascend)"
                       r"(?![A-Za-z\d])|显卡|算力卡|八卡|训练|服务器", re.IGNORECASE)


_PARTY_EN = re.compile(
    r"(?:between|by|and|with)\s+(?:the\s+)?[*_]*([A-Z0-9][^()\"“”|]{1,60}?)[*_]*\s*(?:,[^()\"“”|]{0,80})?\s*"
    r"\((?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?)?[\"“]([^\"”()]{2,30}?)[\"”]\)")
"""A party of a contract and the term it is defined as: 'between X GmbH, a company … ("Provider")', 'by X Ltd
("Quillon") and Y Inc. ("Customer")'."""


def _party_en(text: str) -> str | None:
    """The providing party of an English party clause: the one defined as Provider / Vendor / Supplier /
    Lessor, else the one not defined as the customer when the other party is."""
    parties = [(m.group(1).strip(" ,"), m.group(2).strip()) for m in _PARTY_EN.finditer(text)]
    provider, customer = words("vendor", "provider_roles"), words("vendor", "customer_labels")
    named = [name for name, term in parties if provider.fullmatch(term) or term.casefold() == "company"]
    if named:
        return named[0]
    others = [name for name, term in parties if not customer.fullmatch(term)]
    return others[0] if others and len(others) < len(parties) else None


@cache
def _party_zh() -> re.Pattern[str]:
    """A party line: "乙方：…", "乙方（盖章）：…", "甲方（服务提供方）：…", "投标人：…" (grammars/reading.yaml)."""
    return re.compile(rf"({words('vendor', 'provider_lines').pattern}|甲方|丙方)\s*(?:[(（]([^)）]{{0,10}})[)）])?"
                      r"\s*[:：]\s*([^\s,，;；()（）|]{2,40})", re.IGNORECASE)


def bracket_role(role: str) -> str | None:
    """The side a party's bracket names: "provider" ("服务提供方", "服务商"), "customer" ("用户", "需方"),
    or None: nothing, or only the party's letter ("出租方（甲方）" numbers the party, the word before decides)."""
    role = role.strip()
    if not role or role in ("甲方", "乙方", "丙方"):
        return None
    if words("vendor", "provider_roles").search(role):
        return "provider"
    return "customer" if words("vendor", "customer_labels").search(role) else None


def _zh_party(text: str) -> re.Match[str] | None:
    """The provider's party line: a role in brackets decides ("甲方（服务提供方）", "乙方（用户）"), else the
    party word (乙方, 出租方, 投标人 provide; 甲方 is the customer)."""
    for m in _party_zh().finditer(text):
        if re.fullmatch(r"地址|日期|授权代表|签字", m.group(3)):
            continue  # "乙方（出租方）： 地址：": the name is elsewhere
        role = bracket_role(m.group(2) or "")
        if role == "provider" or (role is None and not words("vendor", "customer_labels").fullmatch(m.group(1))
                                  and m.group(1) != "丙方"):
            return m
    return None


_SENDER = re.compile(r"^\s*(?:From|发件人|寄件人)\s*[:：]\s*(.*?)\s*<[^@<>\s]+@([^>\s]+)>", re.IGNORECASE)


_ADDRESSED = re.compile(r"<[^<>@\s]+@[^<>\s]+>")
_URL = re.compile(r"^\s*(?:https?://|www\.)?[\w-]+(?:\.[\w-]+)+/\S*\s*$|^\s*https?://")
_SPEAKER_DASH = re.compile(r"^\s*([^\s:：\-—()（）]{2,16})\s*[-—]\s*[^\s:：]{1,8}\s+\d{1,2}:\d{2}\s*$")
"""A chat export's message header "星河算力-小王 10:03": the company, a dash, the person, the time."""
_SPEAKER = re.compile(r"^\s*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s*)?[^\s:：()（）\[\]]{1,16}\s*"
                      r"[(（]([^()（）:：]{2,24})[)）]\s*[:：]")
"""A chat message's speaker with a company in brackets ("李经理（恒川算力）：…", "[10:02] Tom (Orion Rigs): …")."""
_COPYRIGHT = re.compile(r"^\s*(?:©|\(c\)|copyright)\s*(?:©|\(c\))?\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*", re.IGNORECASE)


def vendor_candidates(doc: Document, evidence_of: EvidenceOf) -> list[Candidate]:
    """The vendor's name: a party clause, the letterhead (the first line's name before any document
    or GPU word), a company name with its legal suffix, or an email's signature (the line naming
    the sender's company or standing beside the sender's name)."""
    out: list[Candidate] = []
    document_words = words("vendor", "document_words")
    suffix = words("vendor", "company_suffixes")

    def cite(line: Any) -> list[Evidence]:
        return evidence_of(doc.locate(line.start, line.start + len(line.text)), "pdf:spec-line")

    texts = [normalise_text(line.text).text for line in doc.lines]  # each line normalised once for every reader
    sender: tuple[str, str] | None = None
    for number, (line, text) in enumerate(zip(doc.lines, texts, strict=True)):
        if number >= 60:  # the signature block at the end: "乙方（盖章）：…"
            if z := _zh_party(text):
                out.append(Candidate("vendor", z.group(3).strip(" ,*_"), cite(line), where="key-value", order=number))
            continue
        following = texts[number + 1] if number + 1 < len(texts) else ""
        zh = _zh_party(text)
        name = _party_en(f"{text} {following}") or (zh.group(3) if zh else None)  # a party clause wraps
        if name:
            out.append(Candidate("vendor", name.strip(" ,*_"), cite(line), where="key-value", order=number))
        if sender is None and (s := _SENDER.match(text)):
            sender = (s.group(1).strip(" \"'"), s.group(2).split(".")[0].split("-")[0].casefold())
    # the letterhead: the first line, after a printed page's URL or a browser header line
    at = next((k for k, text in enumerate(texts[:3]) if not _URL.match(text)), None)
    if at is not None and not doc.lines[at].in_table:  # a table's header row is not a letterhead
        first, text = doc.lines[at], texts[at]
        head = re.split(r"\s{2,}| [-|·>›»] ", text.strip().lstrip("# "))[0].strip()  # "Nimbus Cloud Console > …"
        cut = min([m.start() for m in (document_words.search(head), _GPU_WORD.search(head)) if m] or [len(head)])
        if cut < len(head) and not head[:cut].endswith(" "):
            # "云岫算力 大模型训练算力方案建议书": the name before the space; "算力服务协议": a title, no name
            cut = head.rfind(" ", 0, cut) + 1
            if re.search(r"[:：\"“”]", head[:cut]):
                cut = 0  # 'Printed from Outlook Conversation: "A100 cluster"': a caption, no name
        head = head[:cut].strip(" -—|·:：")
        if 2 <= len(head) <= 40 and not re.search(r"[:：@<>]", head) and not re.fullmatch(r"[\d\W]+", head) \
                and not words("vendor", "not_a_name").search(head):
            out.append(Candidate("vendor", head, cite(first), where="heading", order=at, weak=True))
    for number, (line, text) in enumerate(zip(doc.lines, texts, strict=True)):
        text = text.strip()
        if text.startswith(">") or len(text) > 80 or _SENDER.match(text) or _ADDRESSED.search(text):
            continue  # a mail header ("抄送: 销售支持 <sales@…>") names a mailbox, not the company
        name, legal = None, False
        if (m := suffix.search(text)) and m.start() > 1:  # "…科技有限公司 销售部", "Account Executive, X Ltd"
            # "Marcus | Account Manager | X Inc.": the company after the last separator
            name, legal = re.split(r"[,，:：|｜]\s*", text[:m.end()])[-1].strip(), True
            if words("vendor", "customer_labels").search(text[:m.start()]):
                name = None  # "甲方（盖章）：…有限公司", "Customer: … Ltd": the other party
        elif sender is not None and len(text) <= 40:
            person, domain = sender
            if len(domain) >= 4 and domain in re.sub(r"\W", "", text.casefold()):
                name = re.split(r"[,，]\s*", text)[-1]  # "Brightwater Hosting" under "Cheers, Marcus"
            elif person and person in text and text != person:
                name = text.replace(person, "").strip(" ,，-")  # "恒宇算力 孙婷"
        if name and legal and (notice := _COPYRIGHT.match(name)):
            name = name[notice.end():]  # "© 2026 Vantor Systems Inc.": the company, not the notice
        if name and 2 <= len(name) <= 60 and (legal or not document_words.search(name)):
            out.append(Candidate("vendor", name, cite(line), where="footnote", order=10_000 + number, weak=True))
    out.extend(_chat_speaker(doc.lines, texts, cite))
    out.extend(_signature(doc.lines, texts, cite))
    for number, (line, text) in enumerate(zip(doc.lines, texts, strict=True)):  # "Quote prepared by X", "感谢您选择X"
        for m in _SELF_NAMED.finditer(text):
            name = next(g for g in m.groups() if g).strip(" ,.;")
            if 2 <= len(name) <= 60 and not words("vendor", "customer_labels").fullmatch(name):
                out.append(Candidate("vendor", name, cite(line), where="prose", order=number, weak=True))
    return out


_SELF_NAMED = re.compile(
    r"(?<![A-Za-z])(?:prepared|issued|quoted|offered|provided|submitted|presented)\s+by\s+(?:the\s+team\s+at\s+)?"
    r"((?:[A-Z][\w&.'-]*\s?){1,6})"
    r"|感谢您?(?:选择|选用|信任)\s*([^\s(（)）!！,，。:：;；]{2,20}?)\s*(?=[!！,，。]|的|为)"
    r"|(?:我司|本公司|我们)\s*[(（]([^()（）!！,，。:：;；]{2,20})[)）]"
    r"|(?<![A-Za-z])thank you for choosing\s+((?:[A-Z][\w&.'-]*\s?){1,6})")
"""The vendor naming itself in a sentence: "Quote prepared by Silverpeak GPU Ltd", "Thank you for choosing
Nimbus Cloud", "感谢您选择云图智算！", "我司（海川云算）可提供…"."""


def _signature(lines: list[Line], texts: list[str], cite: Callable[[Any], list[Evidence]]) -> list[Candidate]:
    """A letter's signature block: after "Kind regards," the sender's name, a job title, then the company
    ("BlueFjord Compute AS"): the last short line of the block that is no title, address or number."""
    closing, titles = words("vendor", "valedictions"), words("vendor", "job_titles")
    texts = [t.strip() for t in texts]
    for k, text in enumerate(texts):
        if not closing.search(text):
            continue
        block = texts[k + 2:k + 5]  # the sender's name is the line right after the closing
        named = [j for j, t in enumerate(block, start=k + 2) if 2 <= len(t) <= 40 and not re.search(r"[\d@:：/]", t)
                 and not titles.search(t) and not closing.search(t)]
        if named:
            return [Candidate("vendor", texts[named[-1]], cite(lines[named[-1]]), where="footnote",
                              order=10_000 + named[-1], weak=True)]
    return []


def _chat_speaker(lines: list[Line], texts: list[str], cite: Callable[[Any], list[Evidence]]) -> list[Candidate]:
    """A chat export's vendor: the company in brackets after the speakers' names, the one that speaks
    most (the customer's side, "王工（需方）", "Sam (customer)", is not the vendor)."""
    customer, titles = words("vendor", "customer_labels"), words("vendor", "job_titles")
    spoken: dict[str, list[int]] = {}
    for number, text in enumerate(texts):
        m = _SPEAKER.match(text) or _SPEAKER_DASH.match(text)
        if m and not customer.search(m.group(1)) and not titles.search(m.group(1)) \
                and not re.fullmatch(r"[\d\W]+", m.group(1)):  # "销售-小周 10:02" names a role, not the company
            spoken.setdefault(m.group(1).strip(), []).append(number)
    if not spoken:
        return []
    company, said = max(spoken.items(), key=lambda item: len(item[1]))  # ties: the first to speak
    return [Candidate("vendor", company, cite(lines[said[0]]), where="prose", order=said[0], weak=True)]
