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

from auditor.ingest.document import Document, Span, normalise_text
from auditor.ingest.reading import Candidate
from auditor.ingest.vocabulary import words
from auditor.model.evidence import Evidence

EvidenceOf = Callable[[list[Span], str], list[Evidence]]
_GPU_WORD = re.compile(r"(?<![A-Za-z])(?:[ABHL]\d{2,3}|GB\d{3}|L40S?|MI\d{3}X?|RTX|\d{4}D?|GPU|NVIDIA|英伟达|昇腾"
                       r"|Ascend)"
                       r"(?![A-Za-z\d])|显卡|算力卡|八卡|训练|服务器", re.IGNORECASE)


_PARTY_EN = re.compile(
    r"between\s+(.{2,60}?)\s*(?:,[^()\"]{0,80})?\s*\((?:the\s+)?\"?(?:Provider|Vendor|Supplier|Lessor|Company)\"?\)",
    re.IGNORECASE)


@cache
def _party_zh() -> re.Pattern[str]:
    """The provider's party line: "乙方：…", "乙方（盖章）：…", "投标人：…" (grammars/reading.yaml)."""
    return re.compile(rf"(?:{words('vendor', 'provider_lines').pattern})\s*(?:[(（][^)）]{{0,8}}[)）])?\s*[:：]\s*"
                      r"([^\s,，;；()（）|]{2,40})", re.IGNORECASE)


_SENDER = re.compile(r"^\s*(?:From|发件人|寄件人)\s*[:：]\s*(.*?)\s*<[^@<>\s]+@([^>\s]+)>", re.IGNORECASE)


_ADDRESSED = re.compile(r"<[^<>@\s]+@[^<>\s]+>")


def vendor_candidates(doc: Document, evidence_of: EvidenceOf) -> list[Candidate]:
    """The vendor's name: a party clause, the letterhead (the first line's name before any document
    or GPU word), a company name with its legal suffix, or an email's signature (the line naming
    the sender's company or standing beside the sender's name)."""
    out: list[Candidate] = []
    document_words = words("vendor", "document_words")
    suffix = words("vendor", "company_suffixes")

    def cite(line: Any) -> list[Evidence]:
        return evidence_of(doc.locate(line.start, line.start + len(line.text)), "pdf:spec-line")

    sender: tuple[str, str] | None = None
    for number, line in enumerate(doc.lines):
        text = normalise_text(line.text).text
        if number >= 60:  # the signature block at the end: "乙方（盖章）：…"
            if (z := _party_zh().search(text)) and not re.fullmatch(r"地址|日期|授权代表|签字", z.group(1)):
                out.append(Candidate("vendor", z.group(1).strip(" ,*_"), cite(line), where="key-value", order=number))
            continue
        following = normalise_text(doc.lines[number + 1].text).text if number + 1 < len(doc.lines) else ""
        m = _PARTY_EN.search(f"{text} {following}") or _party_zh().search(text)  # a party clause wraps
        if m and re.fullmatch(r"地址|日期|授权代表|签字", m.group(1)):
            m = None  # "乙方（出租方）： 地址：": the name is elsewhere
        if m:
            out.append(Candidate("vendor", m.group(1).strip(" ,*_"), cite(line), where="key-value", order=number))
        if sender is None and (s := _SENDER.match(text)):
            sender = (s.group(1).strip(" \"'"), s.group(2).split(".")[0].split("-")[0].casefold())
    if doc.lines and not doc.lines[0].in_table:  # a table's header row is not a letterhead
        first = doc.lines[0]
        text = normalise_text(first.text).text
        head = re.split(r"\s{2,}| [-|·] ", text.strip())[0].strip()
        cut = min([m.start() for m in (document_words.search(head), _GPU_WORD.search(head)) if m] or [len(head)])
        if cut < len(head) and not head[:cut].endswith(" "):
            cut = 0  # "算力服务协议": a title, not a name followed by what the document is
        head = head[:cut].strip(" -—|·:：")
        if 2 <= len(head) <= 40 and not re.search(r"[:：@<>]", head) and not re.fullmatch(r"[\d\W]+", head):
            out.append(Candidate("vendor", head, cite(first), where="heading", order=0, weak=True))
    for number, line in enumerate(doc.lines):
        text = normalise_text(line.text).text.strip()
        if text.startswith(">") or len(text) > 80 or _SENDER.match(text) or _ADDRESSED.search(text):
            continue  # a mail header ("抄送: 销售支持 <sales@…>") names a mailbox, not the company
        name, legal = None, False
        if (m := suffix.search(text)) and m.start() > 1:  # "…科技有限公司 销售部", "Account Executive, X Ltd"
            name, legal = re.split(r"[,，:：]\s*", text[:m.end()])[-1].strip(), True
            if words("vendor", "customer_labels").search(text[:m.start()]):
                name = None  # "甲方（盖章）：…有限公司", "Customer: … Ltd": the other party
        elif sender is not None and len(text) <= 40:
            person, domain = sender
            if len(domain) >= 4 and domain in re.sub(r"\W", "", text.casefold()):
                name = re.split(r"[,，]\s*", text)[-1]  # "Brightwater Hosting" under "Cheers, Marcus"
            elif person and person in text and text != person:
                name = text.replace(person, "").strip(" ,，-")  # "恒宇算力 孙婷"
        if name and 2 <= len(name) <= 60 and (legal or not document_words.search(name)):
            out.append(Candidate("vendor", name, cite(line), where="footnote", order=10_000 + number, weak=True))
    return out
