"""The vendor's name: a party clause ("between X (the "Provider")", "乙方：…"), the letterhead's name
before the title, a company with its legal suffix, or an e-mail's signature beside the sender's name.

Reports, compare tables, waivers and baselines are keyed by it, so a quote-number line, a spec line,
a mail header's mailbox or the customer's name must not win (auditor/ingest/layout.py resolves it).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import Any

from auditor.ingest.clause_rules import traditional_folding
from auditor.ingest.document import Document, Line, Span, normalise_text
from auditor.ingest.reading import Candidate
from auditor.ingest.text_map import NormText
from auditor.ingest.vocabulary import vocabulary, words
from auditor.model.evidence import Evidence

EvidenceOf = Callable[[list[Span], str], list[Evidence]]
_GPU_WORD = re.compile(r"(?<![A-Za-z])(?:[ABHL]\d{2,3}|GB\d{3}|L40S?|MI\d{3}X?|RTX|\d{4}D?|GPU|NVIDIA|英伟达|昇腾"
                       r"|Ascend)"
                       r"(?![A-Za-z\d])|显卡|算力卡|八卡|训练|服务器", re.IGNORECASE)


_PARTY_EN = re.compile(
    r"(?:between|by|and|with)\s+(?:the\s+)?[*_]*([A-Z0-9][^()\"“”|]{1,60}?)[*_]*\s*(?:,[^()\"“”|]{0,80})?\s*"
    r"\((?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?)?(?:[\"“]([^\"”()]{2,30}?)[\"”]\)"
    r"|(?<=the\s)([A-Z][a-z]{2,20})(?:,[^()\"“”]{0,60})?\))")
"""A party of a contract and the term it is defined as: 'between X GmbH, a company … ("Provider")', 'by X Ltd
("Quillon") and Y Inc. ("Customer")', or unquoted after "the" ('X Ltd (the Customer) and Y Ltd (the Supplier, trading
as Z)')."""


def _party_en(text: str) -> str | None:
    """The providing party of an English party clause: the one defined as Provider / Vendor / Supplier /
    Lessor, else the one not defined as the customer when the other party is."""
    parties = [(m.group(1).strip(" ,"), (m.group(2) or m.group(3)).strip()) for m in _PARTY_EN.finditer(text)]
    provider, customer = words("vendor", "provider_roles"), words("vendor", "customer_labels")
    named = [name for name, term in parties if provider.fullmatch(term) or term.casefold() == "company"]
    if named:
        return named[0]
    others = [name for name, term in parties if not customer.fullmatch(term)]
    return others[0] if others and len(others) < len(parties) else None


@cache
def _party_zh() -> re.Pattern[str]:
    """A party line: "乙方：…", "乙方（盖章）：…", "甲方（服务提供方）：…", "投标人：…" (grammars/reading.yaml)."""
    return re.compile(rf"({words('vendor', 'provider_lines').pattern}|甲方|丙方)"
                      r"(?:\s+Party [A-C](?![A-Za-z]))?"  # "乙方 Party B（出租方 Lessor / Provider）："
                      r"\s*(?:[(（]([^)）]{0,30})[)）])?"
                      r"(?:\s+[A-Za-z][A-Za-z ]{1,30}?)?"  # the label in English too: "报价方 Quoting party："
                      r"\s*[:：]\s*([^\s,，;；|]{2,60})", re.IGNORECASE)


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
        if re.fullmatch(r"地址|日期|授权代表|签字", m.group(3)) or cross_reference(m.group(3)):
            continue  # "乙方（出租方）： 地址：", "出租方：见本合同签署页": the name is elsewhere
        role = bracket_role(m.group(2) or "")
        if role == "provider" or (role is None and not words("vendor", "customer_labels").fullmatch(m.group(1))
                                  and m.group(1) != "丙方"):
            return m
    return None


def _addressed(text: str) -> bool:
    """Whether a line ends with an addressee's honorific ("苏州…有限公司 台鉴：", "Sakuragi Vision Inc. 御中"): it names
    the customer the letter is for."""
    return re.search(rf"(?:{words('vendor', 'addressee_marks').pattern})\s*[:：,，]?\s*$", text) is not None


def cross_reference(value: str) -> bool:
    """Whether a party's value points to where the party is named ("见本合同签署页", "see the signature page")
    instead of naming it."""
    return words("vendor", "cross_references").search(value.strip(" *_")) is not None


_PARTY_LETTERS = re.compile(r"[甲乙丙]方")


def label_side(text: str, cell: bool = False) -> str | None:
    """The side a line that is only a party's label names: "provider" ("Supplier / Vendor", "乙方（出租方）",
    "Issuer"), "customer" ("Ship-to / Bill-to", "甲方（承租方）（盖章）"), "agent" ("分销商 Distributor"), or None
    (a line with other words: "Vendor No. 100482"). A role word decides over a party's letter ("出租方（甲方）"). A
    table's role ``cell`` may add words to its role ("服务提供方及合同主体 Provider and contracting party")."""
    text = _SEAL.sub(" ", normalise_text(text).text).replace("-", " ").strip(" :：*#_")
    if not 2 <= len(text) <= 48:
        return None
    sides: set[str] = set()
    rest = text
    for kind, side in (("agent_roles", "agent"), ("provider_lines", "provider"), ("provider_roles", "provider"),
                       ("customer_labels", "customer")):
        pattern = words("vendor", kind)
        found = [m.group() for m in pattern.finditer(rest) if not _PARTY_LETTERS.fullmatch(m.group())]
        if found:
            sides.add(side)
            rest = pattern.sub(lambda m: m.group() if _PARTY_LETTERS.fullmatch(m.group()) else " ", rest)
    letters = _PARTY_LETTERS.findall(rest)
    rest = _PARTY_LETTERS.sub(" ", rest)
    if not cell and re.sub(r"[\s/／|｜、,，&()（）]|(?<![A-Za-z])(?:and|or)(?![A-Za-z])|和|及|或", "", rest):
        return None
    if "agent" in sides:
        return "agent"
    if not sides and letters:
        sides = {"provider" if letters[0] == "乙方" else "customer" if letters[0] == "甲方" else ""}
    return next(iter(sides)) if len(sides) == 1 and "" not in sides else None


_SENDER = re.compile(r"^\s*(?:From|发件人|寄件人)\s*[:：]\s*(.*?)\s*<[^@<>\s]+@([^>\s]+)>", re.IGNORECASE)


_ADDRESSED = re.compile(r"<[^<>@\s]+@[^<>\s]+>")
_URL = re.compile(r"^\s*(?:https?://|www\.)?[\w-]+(?:\.[\w-]+)+/\S*\s*$|^\s*https?://|^\s*<!--.*-->\s*$|^\s*$")
"""A line above a page's letterhead: its address, a saved page's comment ("<!-- saved from … -->"), a blank."""
_BRAND = re.compile(r"^\s*[【\[]([^【】\[\]]{2,30})[】\]](?=\s*\S)")
"""A notice's sender in brackets before its subject ("【青石云】您的 GPU 云服务器将于…", "[Harbor Cloud] Your …"); a
bracket alone on its line is a section ("[节点]" of a resource sheet), no sender."""
_TIME = r"\d{1,2}:\d{2}(?::\d{2})?"
_DATE = r"(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|(?:\d{4}年)?\d{1,2}月\d{1,2}日)"
_WEEKDAY = r"(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?|周[一二三四五六日天]|星期[一二三四五六日天])"
_SPEAKERS = (
    # "星河算力-小王 10:03": the company, a dash, the person, the time
    re.compile(rf"^\s*(?P<company>[^\s:：\-—()（）]{{2,16}})\s*[-—]\s*(?P<person>[^\s:：]{{1,8}})\s+{_TIME}\s*$"),
    # QQ's message record: "2026-11-25 20:13:40 算力驿站-小林" (the date and time first; a browser's print header,
    # "2026/12/5 10:40 订单详情 - 星垣云控制台", spaces its dash)
    re.compile(rf"^\s*{_DATE}\s+{_TIME}\s+(?P<company>[^\s:：\-—()（）]{{2,16}})[-—](?P<person>[^\s:：\-—]{{1,8}})\s*$"),
    # "李经理（恒川算力）：…", "[10:02] Tom (Orion Rigs): …", a ticket's "2026-11-23 10:26 客服-阿杰（云途算力）：…"
    re.compile(rf"^\s*(?:\[?(?:{_WEEKDAY}\s*)?(?:{_DATE}\s+)?{_TIME}\]?\s*)?(?P<person>[^\s:：()（）\[\]]{{1,16}})\s*"
               r"[(（](?P<company>[^()（）:：]{2,24})[)）]\s*[:：]"),
    # a Slack export's "[Thu 10:09] Leo Brandt (Brightmoor): …": the bracketed day and time, a full name
    re.compile(rf"^\s*\[(?:{_WEEKDAY}\s+)?(?:{_DATE}\s+)?{_TIME}\]\s*"
               r"(?P<person>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})\s*[(（](?P<company>[^()（）:：]{2,40})[)）]\s*[:：]"),
    # Slack, Teams: "Dana Whitlock (Ridgeback GPU Rentals) Mon 23 Nov, 14:09" on its own line
    re.compile(rf"^\s*(?P<person>[^\d()（）:：@\[\]]{{1,30}}?)\s*[(（](?P<company>[^()（）:：]{{2,40}})[)）]"
               rf"\s*(?:[^()（）:：]{{0,24}}?\s)?{_TIME}\s*$"),
    # 企业微信, 钉钉: "2026-11-25 10:07  周扬@南京算力桥信息科技有限公司", "10:01 赵敏（北辰算力）",
    # "[2026-12-05 09:50] 赵磊＠晋阳数智"
    re.compile(rf"^\s*\[?(?:{_DATE}\s+)?{_TIME}\]?\s+(?P<person>[^\s@()（）:：\d]{{1,16}})\s*"
               r"(?:@(?P<company>[^\s@()（）:：]{2,40})|[(（](?P<bracketed>[^()（）:：]{2,40})[)）])\s*$"),
    # Telegram: "Kowloon Bay Compute | Mandy, [02.12.2026 19:06]" (the company before the bar of the display name),
    # "Mandy (Kowloon Bay Compute), [02.12.2026 19:06]"
    re.compile(rf"^\s*(?P<company>[^|｜,\[\]]{{2,40}}?)\s*[|｜]\s*(?P<person>[^|｜,\[\]]{{1,24}}),\s*"
               rf"\[\d{{1,2}}[./]\d{{1,2}}[./]\d{{4}}\s+{_TIME}\]\s*$"),
    re.compile(rf"^\s*(?P<person>[^()（）,\[\]|｜]{{1,30}}?)\s*[(（](?P<company>[^()（）]{{2,40}})[)）],\s*"
               rf"\[\d{{1,2}}[./]\d{{1,2}}[./]\d{{4}}\s+{_TIME}\]\s*$"),
    # a screenshot's transcript: "Kevin 陈 @ 像素熔炉 PixelForge 有的～ 8 × RTX 4090 …" (the tag, then the message)
    re.compile(r"^\s*(?P<person>[^\s@:：()（）|]{1,16}(?:\s[^\s@:：()（）|]{1,8})?)\s*@\s*"
               r"(?P<company>[\u4e00-\u9fff]{2,10}(?:\s[A-Z][A-Za-z]+){0,2}|[A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+){0,2})"
               r"(?=\s|$)"),
)
"""A chat export's message header, as the apps print it: the speaker and the company they speak for."""
def _common_tag(person: str, company: str, texts: list[str]) -> str:
    """The company words a speaker's inline tags share ("Tarnside Compute Yes: …", "Tarnside Compute USD 2.40 …" →
    "Tarnside Compute"): the message's first words run on from the tag."""
    tags = [m.group("company").split() for text in texts if (m := _SPEAKERS[-1].match(text))
            and m.group("person") == person]
    if len(tags) < 2:
        return company
    common = []
    for parts in zip(*tags, strict=False):
        if len(set(parts)) > 1:
            break
        common.append(parts[0])
    return " ".join(common) or company


_EXPORTER = re.compile(r"[(（]([^()（）]{2,40})[)）]")
"""The company in brackets after the name of the person who exported a chat ("导出人：陈博（星野科技）")."""
_COPYRIGHT = re.compile(r"^\s*(?:©|\(c\)|copyright|版权所有)\s*(?:©|\(c\))?\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*",
                        re.IGNORECASE)


@cache
def _cased_suffix() -> re.Pattern[str]:
    """A legal form matched with its case after a capitalised word ("Fjordline Compute AS", "Tidewater GPU Co."); a
    form in capitals only after a word in lower case letters ("PROVIDED AS IS" names no company)."""
    forms = sorted(map(str, vocabulary()["vendor"]["company_suffixes_cased"]), key=len, reverse=True)
    upper = "|".join(re.escape(f) for f in forms if f.isupper())
    mixed = "|".join(re.escape(f) for f in forms if not f.isupper())
    # not a code's letters: "AG-L40S-4", "AS-2025-1190"
    return re.compile(rf"(?<![\w&])(?:[A-Z][a-z][\w&'-]*\s({upper})|[A-Z][\w&'-]*\s({mixed}))(?![\w/-])")


@cache
def _lower_forms() -> frozenset[str]:
    """The legal forms written in lower case ("plc"): only these count in lower case."""
    return frozenset(str(form) for form in vocabulary()["vendor"]["company_suffixes"] if str(form).islower())


@lru_cache(maxsize=8192)
def legal_suffix(text: str) -> tuple[int, int] | None:
    """Where the first legal suffix of a text stands ("有限公司", "Ltd", "Co., Ltd.", "AS"), or None. Kept per text: the
    readers of one document ask it of the same lines again and again."""
    spans = []
    # "liability is limited to", "a corporation of": a form in lower case is a word, unless written so ("plc")
    if m := next((m for m in words("vendor", "company_suffixes").finditer(text)
                  if not m.group().islower() or m.group() in _lower_forms()), None):
        spans.append((m.start(), m.end()))
    if c := _cased_suffix().search(text):
        group = 1 if c.group(1) else 2
        spans.append((c.start(group), c.end(group)))
    if not spans:
        return None
    start, end = min(spans, key=lambda span: (span[0], -span[1]))
    return start, end + 1 if text[end - 1:end].isalpha() and text[end:end + 1] == "." else end  # "Co., Ltd."


_NAME_BREAK = re.compile(r"[,，:：|｜;；。!！?？/]|\s[-—–·>]\s|\s{2,}|—|\*\*|__|(?<=[a-z]{2})\.\s+(?=[A-Z])")
"""What stands between a company's name and the words before it on its line (a sentence's full stop too: "…notify
the sender. Corvid Compute Ltd is registered in England")."""
_SCRIPT_CHANGE = re.compile(r"[\u3400-\u9fff)）]\s+(?=[A-Za-z][^\u3400-\u9fff]*$)")
"""'恒岳数据 Hengyue Data Services': a Chinese brand before the English legal name."""


_CJK_NAME_START = re.compile(r"[^\sA-Za-z0-9]\s+([\u3400-\u9fff][\u3400-\u9fff()（）]+)$")
"""The words before a Chinese company's name, a space before it ("…發票由 九龍灣算力有限公司")."""


_ENGLISH_AFTER = re.compile(r"\s+([A-Z][^\u3400-\u9fff|;；:：]{2,60})")
"""The words after a Chinese company's suffix that may be its English name."""


@cache
def _party_is() -> re.Pattern[str]:
    """A party's role said to be a company in a Chinese sentence ("拟选供应商为…", "采购方是…", "乙方系…")."""
    roles = "|".join(words("vendor", kind).pattern for kind in ("provider_lines", "provider_roles", "customer_labels"))
    return re.compile(rf"(?:{roles})\s*(?:为|是|系)", re.IGNORECASE)


_LETTER_SPACED = re.compile(r"^(?:[\u4e00-\u9fff] ){1,}[\u4e00-\u9fff](?![\u4e00-\u9fff])")
"""A heading printed with a space between its characters ("报 价 函", "合 同")."""


_COPULA = re.compile(r"(?<=[)）A-Za-z])\s*(?:是|系|即|由)(?=[\u3400-\u9fff])")
"""A copula after a brand or its bracket ("Brightmoor Cloud（明沼云）是…有限公司"): the legal name starts after it."""
_GROUP_MEMBER = re.compile(r"\s*(?:的)?(?:成员企业|成员公司|成员单位|旗下(?:公司|企业)?|下属(?:公司|企业)?"
                           r"|全资子公司|控股子公司|子公司)")
"""The words after a group's name that introduce one of its companies ("…集团成员企业 …有限公司", "…集团旗下 …")."""
_YEAR_LEAD = re.compile(r"\d{4}(?:\s*[-–]\s*\d{4})?\s+")


@lru_cache(maxsize=8192)
def company_name(text: str) -> str | None:
    """The company a text names with its legal suffix: the words up to the suffix, from the last separator or
    unclosed bracket before them ("乙方（恒岳数据服务有限公司）交付" → 恒岳数据服务有限公司;
    "…科技（苏州）有限公司（盖章）" keeps its region and drops the seal; "Account Manager, VantaQuill Compute Inc."
    → the company)."""
    suffix = legal_suffix(text)
    if suffix is None or suffix[0] <= 1:
        return None
    start, end = suffix
    if _GROUP_MEMBER.match(text, end):  # "…集团成员企业 汇川数智（香港）有限公司": the member company, not its group
        return company_name(text[end:])
    cut = 0
    for m in _NAME_BREAK.finditer(text, 0, start):
        if m.group().strip() in (",", "，") and not text[m.end():start].strip():
            continue  # "Northbeam Compute, Inc.": the comma belongs to the name
        cut = m.end()
    opened: list[int] = []
    for k in range(cut, start):  # "乙方（恒岳…有限公司": the name starts inside the unclosed bracket
        if text[k] in "(（":
            opened.append(k)
        elif text[k] in ")）" and opened:
            opened.pop()
    if opened:
        cut = opened[-1] + 1
    if text[start:end].isascii() and (change := list(_SCRIPT_CHANGE.finditer(text, cut, start))):
        cut = change[-1].end()
    elif not text[start:end].isascii() and (words_before := _CJK_NAME_START.search(text, cut, start)):
        cut = words_before.start(1)  # "好 👍 合同同發票由 九龍灣算力有限公司": a Chinese name has no space in it
    if copula := list(_COPULA.finditer(text, cut, start)):
        cut = copula[-1].end()  # "Brightmoor Cloud（明沼云）是广州…有限公司运营的…": the company it is said to be
    name = re.sub(r"^[^\w\u3400-\u9fff(（]+", "", text[cut:end]).strip(" -—–•*_#\"“”'")  # "👍 …", "» …": no name
    if (year := _YEAR_LEAD.match(name)) and re.search(r"(?:©|\(c\)|copyright)\W*$", text[:text.find(name)], re.I):
        name = name[year.end():]  # "© 2026 Cirrusdeck Technologies Ltd.": the company, not the notice's year
    if not re.search(r"[\u3400-\u9fff]", name):
        # "between Calder Ridge Compute LLC", "Sprocket Cloud is run by Sprocket Labs Inc": the name
        name = re.sub(r"^(?:.*\s)?(?!(?:of|and|de|du|der|la|le|the|for|und|y|et)\s)[a-z][\w'-]*\s+(?=[A-Z0-9])", "",
                      name)
        name = re.sub(r"^.*\s[A-Z][A-Z0-9]*-[\w-]*\d{2,}[\w-]*\s+(?=[A-Z])", "", name)  # "SOW-IB-0077 Ironbark …"
    if said := list(_party_is().finditer(name)):
        name = name[said[-1].end():]  # "拟选供应商为苏州云弈算力科技有限公司": the company the role is said to be
    if prefix := words("vendor", "name_prefixes").match(name):
        name = name[prefix.end():].strip(" :：")
    name = _after_acting(name)  # "代表 on behalf of 东莞…有限公司": the company an agent quotes for
    if party := _party_and().match(name):  # "需求方与天府智算…有限公司签署": the company the party signs with
        name = name[party.end():]
    english = None if name.isascii() else _ENGLISH_AFTER.match(text, end)
    if english and (second := company_name(english.group(1))) and english.group(1).startswith(second):
        name = f"{name} {second}"  # "港湾算力有限公司 Harbourline Compute Limited": one company, two languages
    return name if len(name) >= 3 and legal_suffix(name) is not None and legal_suffix(name)[0] > 0 else None


def _party_value(m: re.Match[str]) -> str:
    """The company of a party line's value: up to its legal suffix ("北屿算力（天津）有限公司 代表：孙立"), else up to a
    bracket ("众合智能（需方）")."""
    raw = m.group(3)
    named = company_name(m.string[m.start(3):])  # "乙方 Lessor：澜峰…有限公司 Shanghai Lanfeng … Co., Ltd.": both names
    if named and raw.startswith(named[:len(raw)]):
        return named
    return company_name(raw) or re.split(r"[(（]", raw)[0].strip(" ,*_")


def _as_written(name: str, norm: NormText, original: str) -> str:
    """The name in the document's own characters ("云栖智算（杭州）有限公司", not the normal form's half-width
    brackets): reports and baselines are keyed by it as the vendor writes it."""
    at = norm.text.find(name)
    if at < 0 or not name:
        return name
    return original[norm.origin[at]:norm.origin[at + len(name) - 1] + 1]


def vendor_candidates(doc: Document, evidence_of: EvidenceOf, read: Sequence[Candidate] = ()) -> list[Candidate]:
    """The vendor's name: a party clause, the letterhead (the first line's name before any document
    or GPU word, or a company with its legal suffix at the top), a company name with its legal suffix,
    or an email's signature (the line naming the sender's company or standing beside the sender's name).

    Every vendor candidate, these and the labelled ones already ``read``, is then settled: a brand is completed
    to the legal name the document gives it ("千帆数智" → "千帆数智（武汉）科技有限公司"), in the document's
    characters."""
    out: list[Candidate] = []
    document_words = words("vendor", "document_words")
    customer = words("vendor", "customer_labels")

    def cite(line: Any) -> list[Evidence]:
        return evidence_of(doc.locate(line.start, line.start + len(line.text)), "pdf:spec-line")

    norms = [normalise_text(line.text) for line in doc.lines]  # each line normalised once for every reader
    texts = [norm.text for norm in norms]
    sender: tuple[str, str] | None = None
    for number, (line, text) in enumerate(zip(doc.lines, texts, strict=True)):
        if number >= 60:  # the signature block at the end: "乙方（盖章）：…"
            if z := _zh_party(text):
                out.append(Candidate("vendor", _party_value(z), cite(line), where="key-value", order=number))
            continue
        following = texts[number + 1] if number + 1 < len(texts) else ""
        zh = _zh_party(text)
        name = _party_en(f"{text} {following}") or (_party_value(zh) if zh else None) or _party_bracket(text) \
            or _labelled_inside(text)
        if name:
            out.append(Candidate("vendor", name.strip(" ,*_"), cite(line), where="key-value", order=number))
        elif (party := _CONTRACTING_PARTY.search(text)) and (named := company_name(text[party.end():])):
            # "合同主体是我们 广州弧光智算科技有限公司", "contracting party: Foshan … Ltd.": who signs is the vendor
            out.append(Candidate("vendor", named, cite(line), where="key-value", order=number))
        elif (party := _provider_is().search(text)) and (named := company_name(text[party.end():])) \
                and text.find(named, party.end()) - party.end() <= 2:
            # "乙方是太原晋阳数智科技有限公司", "the Provider will be Corran Compute Ltd": the party, said in a sentence
            if named.endswith(".") and not text[text.find(named) + len(named):].strip() and legal_suffix(named[:-1]):
                named = named[:-1]  # the sentence's full stop, not the suffix's
            out.append(Candidate("vendor", named, cite(line), where="key-value", order=number))
        if sender is None and (s := _SENDER.match(text)):
            sender = (s.group(1).strip(" \"'"), s.group(2).split(".")[0].split("-")[0].casefold())
    # the letterhead: the first line, after a printed page's URL or a browser header line
    at = next((k for k, text in enumerate(texts[:4]) if not _URL.match(text)), None)
    if at is not None and not doc.lines[at].in_table and not words("vendor", "mail_headers").search(texts[at]):
        first, text = doc.lines[at], texts[at]  # a table's header row or a mail's subject is no letterhead
        head = re.split(r"\s{2,}| [-|·>›»] ", text.strip().lstrip("# "))[0].strip()  # "Nimbus Cloud Console > …"
        if brand := _BRAND.match(head):
            head = brand.group(1)
        head = _LETTER_SPACED.sub(lambda m: m.group().replace(" ", ""), head)  # "报 价 函": a title spaced out
        named = re.match(r"([^:：]{2,30}?)\s*[:：]\s*", head)
        if named and document_words.match(head, named.end()) and not _GPU_WORD.fullmatch(named.group(1)):
            head = named.group(1)  # "QLC GPU: Quotation Q-2611-204": the brand before the colon, GPU word and all
        gpu = None if named and head == named.group(1) else _GPU_WORD.search(head)
        # a title in traditional characters ("報價單 Quotation") is a title too: folded one for one, the cut holds
        cut = min([m.start() for m in (document_words.search(head.translate(traditional_folding())), gpu) if m]
                  or [len(head)])
        if cut < len(head) and not head[:cut].endswith(" "):
            # "云岫算力 大模型训练算力方案建议书": the name before the space; "算力服务协议": a title, no name
            cut = head.rfind(" ", 0, cut) + 1
            if re.search(r"[:：\"“”]", head[:cut]):
                cut = 0  # 'Printed from Outlook Conversation: "A100 cluster"': a caption, no name
        head = head[:cut].strip(" -—|·:：")
        if 2 <= len(head) <= 40 and not re.search(r"[:：@<>\[\]【】]", head) and not re.fullmatch(r"[\d\W]+", head) \
                and not _LOWER_WORD.search(head) and not _OPEN_TITLE.search(head) and head.count(" / ") < 2 \
                and not words("vendor", "not_a_name").search(head) and not _role_word(head) \
                and not words("vendor", "title_forms").search(text) and not _addressed(text):
            out.append(Candidate("vendor", head, cite(first), where="heading", order=at, weak=True))
    legal: list[str] = []  # the companies the document names with a legal suffix, not as the customer
    agents: list[str] = []  # the companies that say they quote for another (an agent, a reseller, a distributor)
    theirs, roles = _customer_cells(doc), _role_cells(doc)
    # "> " quotes an earlier mail only in a mail; in a page ("> 本页由买方编写 … 供应商 supplier: 星河湾算力") it is a
    # callout of the page's own words
    mail = any(words("vendor", "mail_headers").search(t.lstrip()) or words("stray", "quoted_reply").search(t)
               for t in texts)
    for number, (line, text) in enumerate(zip(doc.lines, texts, strict=True)):
        text = text.strip()
        if (number < 3 or not mail) and text.startswith(">"):
            text = text.lstrip("> ")  # a byline under the title ("> 厦门…科技有限公司 · …公众号"), not a quoted mail
        if text.startswith(">") or _SENDER.match(text) or _ADDRESSED.search(text):
            continue  # a mail header ("抄送: 销售支持 <sales@…>") names a mailbox, not the company
        if len(text) > 80 and not _footer(text) and not _barred_fields(text):
            # a sentence names the company only to complete a brand ("Granite State (… GPU LLC) shall")
            if (name := company_name(text)) and not customer.search(text[:max(text.find(name), 0)]):
                legal.append(name)  # and the last resort where no line names the vendor otherwise
                out.append(Candidate("vendor", name, cite(line), where="footnote", order=30_000 + number, weak=True))
            continue
        name, rank = _wrapped_company(texts, number) or company_name(text), 10_000
        previous = re.sub(r"^[\d.、)）\s]+", "", texts[number - 1]).strip(" :：*") if number else ""
        # a party's label on the line above ("Supplier / Vendor", "乙方（出租方）") or in the cell beside (a role table)
        side = next((side for cell, side in roles.items() if cell.startswith(text)), None) if line.in_table else \
            label_side(previous) if number and not doc.lines[number - 1].in_table else None
        at = 0  # where on the line the company is looked for: after the customer's, the next company
        while name:
            found = max(text.find(name, at), at)
            before, after = text[at:found], text[found + len(name):]
            if not (customer.search(before[-20:]) or customer.fullmatch(previous) or side == "customer"
                    or (line.in_table and text in theirs)
                    or words("vendor", "buyer_functions").match(after.lstrip(" ,，·-"))
                    # "刘倩｜采购部｜星衡机器人（深圳）有限公司": a signature of the buyer's purchasing side (a mail
                    # forwarded inside the customer)
                    or words("vendor", "buyer_functions").search(before[-40:])
                    or words("vendor", "addressee_marks").match(after.lstrip(" ,，·-"))
                    or re.match(rf"(?:{customer.pattern})[\s:：]", name, re.IGNORECASE)):
                break
            # "甲方（盖章）：…有限公司", "Bill to" over "Kestrel … Ltd", "… Ltd procurement", "… Inc. 御中": the buyer;
            # "（客户：无锡…有限公司） 制表：南京…有限公司": the company after the buyer's made the sheet
            at = found + len(name)
            name = company_name(text[at:]) if side != "customer" else None
            if name and not text[at:text.find(name, at)].strip(" /|｜·"):
                name = None  # "To: Kowloon Bay Analytics Limited 九龍灣數據分析有限公司": the buyer's other name
        if name:
            if notice := _COPYRIGHT.match(name):
                name = name[notice.end():]  # "© 2026 Vantor Systems Inc.": the company, not the notice
            if side in ("provider", "agent") and text.lstrip(" *_").startswith(name):
                # "Supplier / Vendor" over "Okapi … LLC", "乙方（出租方）" over the signer's seal: the party's name
                if side == "provider":
                    out.append(Candidate("vendor", name, cite(line), where="key-value", order=number))
                else:
                    agents.append(name)
            if name and number < 3 and not words("vendor", "mail_headers").search(text):
                # a company with its legal suffix at the top is the letterhead ("深圳智湾云计算有限公司 2026 年版")
                out.append(Candidate("vendor", name, cite(line), where="heading", order=number))
            if name:
                legal.append(name)
        elif sender is not None and len(text) <= 40 and not re.search(r"[:：@]", text):
            person, domain = sender  # a guess beside the sender: after any company with its legal suffix
            rank = 20_000
            if len(domain) >= 4 and domain in re.sub(r"\W", "", text.casefold()):
                name = re.split(r"[,，]\s*", text)[-1]  # "Brightwater Hosting" under "Cheers, Marcus"
            elif person and person in text and text != person and not (
                    text.startswith(person) and _SURNAME.fullmatch(text, len(person))):  # "Priya Nair": the sender
                name = text.replace(person, "").strip(" ,，-")  # "恒宇算力 孙婷"
            if name and document_words.search(name):
                name = None
        if name and 2 <= len(name) <= 60:
            out.append(Candidate("vendor", name, cite(line), where="footnote", order=rank + number, weak=True))
    out.extend(_chat_speaker(doc.lines, texts, cite))
    out.extend(_signature(doc.lines, texts, cite))
    for number, (line, text) in enumerate(zip(doc.lines, texts, strict=True)):  # "Quote prepared by X", "感谢您选择X"
        for m in _SELF_NAMED.finditer(text):
            name = next(g for g in m.groups() if g).strip(" ,.;")
            if words("vendor", "job_titles").search(re.split(r"[|;；,，]", text[m.end():].lstrip(" ,，"))[0]) \
                    or re.match(r"[A-Z]\.(?:\s|$)", name):
                continue  # "prepared by Dana Whitfield, Solutions Architect", "Prepared by: R. Okonkwo": a person
            if 2 <= len(name) <= 60 and not customer.fullmatch(name):
                out.append(Candidate("vendor", name, cite(line), where="prose", order=number, weak=True))
    out.extend(_awarded(doc.lines, texts, cite))
    out.extend(_party_columns(doc.lines, texts, cite))
    trading = _trading_names(texts)
    principals: list[str] = []
    for number, name in _principals(texts, agents):
        settled = _settled(trading.get(_key(name), name), legal, norms, doc.lines)
        if legal_suffix(settled) is not None and not customer.fullmatch(settled):  # a brand the document completes
            principals.append(settled)
            out.append(Candidate("vendor", settled, cite(doc.lines[number]), where="key-value", order=number))
    for candidate in [*[c for c in read if c.path == "vendor"], *out]:
        value = str(candidate.value)
        candidate.value = _settled(trading.get(_key(value), value), legal, norms, doc.lines).replace("™", "") \
            .replace("®", "").strip()  # "Halcyon Grid™": the mark is no part of the name
        if principals and _acts_for_another(str(candidate.value), agents, principals):
            candidate.superseded = True  # the agent's own name gives way to the company it quotes for
    platforms, buyers = _platforms(texts) + _parents(texts), _customer_names(texts)
    # the document's own kind: not one it names (《…询价函》) nor one it answers ("…询价函的回复函", "Response to RFQ")
    title = re.sub(r"《[^》]*》|“[^”]*”|\"[^\"]*\"", " ", " ".join(texts[:4]))
    answering = re.search(r"回复|答复|回函|应答|响应|(?<![A-Za-z])(?:response|reply|answer)s?\s+(?:to|and)\b"
                          r"|compliance (?:sheet|matrix|statement)|\brespondent\s*[:：]", title, re.I)
    award = not answering and words("vendor", "award_notices").search(title) is not None \
        and any(words("vendor", "award_procurement").search(text) for text in texts[:30])
    if award or (not answering and words("vendor", "buyer_documents").search(title)):
        # "南京紫峰生物医药有限公司 采购申请单", "中标通知书 Notice of Award": the letterhead is the buyer's
        buyers += [_key(str(c.value)) for c in out if c.where == "heading" and len(_key(str(c.value))) >= 4]
    if award:  # "致 To：江苏太湖云脑…有限公司（中标人 Successful bidder）": the addressee is the supplier awarded
        addressed = _addressees(texts)
        buyers = [b for b in buyers if b not in {_key(name) for _, name in addressed}]
        out.extend(Candidate("vendor", name, cite(doc.lines[number]), where="key-value", order=number)
                   for number, name in addressed)
    for candidate in [*[c for c in read if c.path == "vendor"], *out]:
        key = _key(str(candidate.value))
        if key and any(p in key or (len(key) >= 4 and key in p) for p in platforms):
            candidate.superseded = True  # a marketplace that is no party gives way to the host it names
        if len(key) <= 2 and key.isascii():
            candidate.superseded = True  # "Prepared by: R. Okonkwo": a person's initial, no company
        if key and any(key in b or b in key for b in buyers):
            candidate.superseded = True  # the customer, wherever else the document names it ("For: …", a slip)
    return out


_ACCEPTING = re.compile(r"(?<![A-Za-z])(?:we (?:hereby )?accept|accepted (?:and agreed )?by|acceptance of (?:this|the) "
                        r"(?:offer|quotation)|customer acceptance)|客户确认|确认接受|同意接受|接受上述|回执",
                        re.IGNORECASE)
"""An acceptance slip's words ("We accept the Letter of Offer …", "客户确认回执"): the signature under them is the
customer's."""


_ADDRESSEE = re.compile(r"^\s*(?:致|to|attn)(?:\s+[A-Za-z]{2,3})?\s*[:：]\s*", re.IGNORECASE)


def _addressees(texts: list[str]) -> list[tuple[int, str]]:
    """The companies a letter is addressed to ("致 To：…有限公司", "To: … Ltd"), by line."""
    return [(number, name) for number, text in enumerate(texts)
            if (m := _ADDRESSEE.match(text)) and (name := company_name(text[m.end():]))]


@cache
def _prepared_for() -> re.Pattern[str]:
    """A title that names who the document is for (reading.yaml vendor.prepared_for): the customer."""
    return re.compile(rf"^\s*(?:{words('vendor', 'prepared_for').pattern})\s+"
                      r"|(?:专为|为)(?=[^\s，,]{4,40}?有限公司(?:定制|编制|出具|制作))", re.IGNORECASE)


def _customer_names(texts: list[str]) -> list[str]:
    """The name keys of the customer as the document labels it ("For: Tanjong Robotics Pte. Ltd. | Offer …", "To:
    Harbourfront Quant Ltd (Marcus Lee)", "买家 Buyer：长沙…有限公司") or signs it under an acceptance ("We accept …" /
    "For and on behalf of Orchid Vale Analytics Pte. Ltd.")."""
    label = re.compile(rf"(?:^|(?<=[|｜;；]))\s*(?:{words('vendor', 'customer_labels').pattern}|for)"
                       r"(?:\s+[A-Za-z]{2,12})?\s*[:：]\s*", re.IGNORECASE)
    signed = re.compile(rf"^\s*(?:signed\s+)?(?:{words('vendor', 'acting_for').pattern})\s+", re.IGNORECASE)
    keys: list[str] = []
    accepted_at = -10
    for number, text in enumerate(texts):
        if _ACCEPTING.search(text):
            accepted_at = number
        heads = [m.end() for m in label.finditer(text)] + [m.end() for m in _prepared_for().finditer(text)]
        if number - accepted_at <= 3 and (m := signed.match(text)):
            heads.append(m.end())
        for at in heads:
            name = company_name(text[at:])
            if name and text.find(name, at) - at <= 2:
                keys.append(_key(name))
        for m in _account_after().finditer(text):  # a console's header: "Helio Robotics, Inc. (acct 4412-…)"
            name = company_name(text[max(0, m.start() - 60):m.start()])
            if name and text[:m.start()].rstrip().endswith(name):
                keys.append(_key(name))
        if _customer_heading().match(text):  # "一、需求方" over "单位名称 成都…有限公司": the customer named below
            for below in texts[number + 1:number + 4]:
                if (name := company_name(below)) and below.find(name) <= 16:
                    keys.append(_key(name))
                    break
        if m := _account_handle().match(text):  # "Account: vantacore-research (Vantacore Research Ltd)"
            rest = text[m.end():] if text[m.end():].strip() else " ".join(texts[number + 1:number + 2])
            if (bracket := re.match(r"\s*[(（]([^)）]{3,80})[)）]", rest)) and (name := company_name(bracket[1])):
                keys.append(_key(name))
    return [k for k in keys if len(k) >= 4]


@cache
def _party_and() -> re.Pattern[str]:
    """A party's role and "and" before a company's name ("需求方与…", "甲方和…")."""
    roles = "|".join(words("vendor", k).pattern for k in ("customer_labels", "provider_roles", "provider_lines"))
    return re.compile(rf"(?:{roles})\s*(?:与|和|同|及|跟)\s*(?=[\u3400-\u9fff])", re.IGNORECASE)


@cache
def _customer_heading() -> re.Pattern[str]:
    """A numbered section heading that is a customer's role alone ("一、需求方", "2. Customer details"); not a party
    box's column label ("Issued by | Bill to" over the two companies)."""
    return re.compile(rf"^\s*(?:[一二三四五六七八九十]{{1,3}}[、.．]|\d{{1,2}}[.、)]|[A-Z][.)])\s*"
                      rf"(?:{words('vendor', 'customer_labels').pattern})\s*(?:信息|information|details)?\s*[:：]?\s*$",
                      re.IGNORECASE)


@cache
def _account_handle() -> re.Pattern[str]:
    """A console's signed-in account line, its handle before the customer's company in brackets."""
    return re.compile(rf"^\s*(?:{words('vendor', 'account_marks').pattern})\s*[:：]\s*[\w.@-]+", re.IGNORECASE)


@cache
def _account_after() -> re.Pattern[str]:
    """The account id a console prints after the signed-in customer's company (reading.yaml vendor.account_marks)."""
    return re.compile(rf"\s*[(（]\s*(?:{words('vendor', 'account_marks').pattern})", re.IGNORECASE)


def _party_columns(lines: list[Line], texts: list[str], cite: Callable[[Any], list[Evidence]]) -> list[Candidate]:
    """A party box printed as two columns: "需方（客户） 供方（报价方）" over "单位名称：… 单位名称：…" (on one line, or
    each column's line after the other); the name under the providing side's label is the vendor."""
    out: list[Candidate] = []
    provider, customer = _provider_words(), words("vendor", "customer_labels")
    # only a short line naming a party's role can head a box: the rest of the document is never asked
    short = [len(t) <= 48 and (provider.search(t) or customer.search(t)) is not None for t in texts]
    for number in range(len(texts) - 2):
        if not short[number]:
            continue
        both = provider.search(texts[number]) and customer.search(texts[number])
        sides = _two_sides(texts[number]) if both else None
        values = texts[number + 1:number + 3]
        if sides is None and short[number + 1] and (one := label_side(texts[number])) \
                and (two := label_side(texts[number + 1])) and {one, two} == {"provider", "customer"}:
            sides, values = [one, two], texts[number + 2:number + 4]  # the columns read one after the other
        if sides is None:
            continue
        column = sides.index("provider")
        halves = _two_values(values)
        if halves and (name := company_name(halves[column])):
            out.append(Candidate("vendor", name, cite(lines[number + 1]), where="key-value", order=number + 1))
    return out


def _two_sides(text: str) -> list[str] | None:
    """The two party labels a line holds side by side ("需方（客户） 供方（报价方）", "Customer Supplier"), or None."""
    words_ = text.split()
    for cut in range(1, len(words_)):
        sides = [label_side(" ".join(words_[:cut])), label_side(" ".join(words_[cut:]))]
        if set(sides) == {"provider", "customer"}:
            return [str(side) for side in sides]
    return None


@cache
def _provider_words() -> re.Pattern[str]:
    """A providing party's words, as a party line ("乙方", "投标人") or a role ("供应商", "Supplier") names it."""
    return re.compile(f"{words('vendor', 'provider_lines').pattern}|{words('vendor', 'provider_roles').pattern}",
                      re.IGNORECASE)


_VALUE_KEY = re.compile(r"([^\s:：]{2,12})\s*[:：]")
"""The key of a party box's value line ("单位名称：", "Company:")."""


def _two_values(values: list[str]) -> list[str] | None:
    """The two values under a party box's labels: one line with the key twice ("单位名称：A 单位名称：B"), or two lines
    with one key ("单位名称：A" / "单位名称：B")."""
    if values and len(found := list(_VALUE_KEY.finditer(values[0]))) >= 2:
        again = next((m for m in found[1:] if m.group(1) == found[0].group(1)), None)
        if again is not None:
            return [values[0][found[0].end():again.start()].strip(), values[0][again.end():].strip()]
    x, y = (_VALUE_KEY.match(v) for v in values) if len(values) == 2 else (None, None)
    if x and y and x.group(1) == y.group(1):
        return [values[0][x.end():].strip(), values[1][y.end():].strip()]
    return None


_CHOSEN_LEAD = re.compile(r"\s*(?:(?:选定|选用|选择|采用|selected|select|choose|go with)\s*)?"
                          r"(?:[A-E](?:[.、)]\s*|\s+))?", re.IGNORECASE)
"""The choice's word and option letter before the company a decision names ("Decision：选定 B 烟台…")."""


def _awarded(lines: list[Line], texts: list[str], cite: Callable[[Any], list[Evidence]]) -> list[Candidate]:
    """The supplier a document hands the deal to ("Award: Halcyon Metal Ltd", "推荐供应商：A 拓海算力（…有限公司）",
    "We contract with Bluefin Compute Ltd", "决定选用烟台…有限公司"): the vendor, over the letterhead of whoever wrote
    the sheet (a buyer's scoring matrix, a marketplace's results)."""
    label = re.compile(rf"(?:^|(?<=[\s|｜]))(?:{words('vendor', 'award_labels').pattern})\s*[:：]\s*"
                       r"(?:[A-E](?:[.、)]\s*|\s+)|第?[一二三四五\d]+名?[.、)]?\s*)?", re.IGNORECASE)
    out: list[Candidate] = []
    for number, text in enumerate(texts):
        for m in label.finditer(text):
            rest = text[m.end():]
            name = company_name(rest)
            brand = re.match(r"([^\s(（,，;；|｜]{2,30}(?:\s[A-Z][\w&.-]*){0,3})", rest)
            if name is None and brand is None:
                continue
            out.append(Candidate("vendor", name if name and rest.find(name) < 40 else brand.group(1) if brand else name,
                                 cite(lines[number]), where="key-value", order=number))
        for m in words("vendor", "award_decisions").finditer(text):
            # "We contract with **Bluefin Compute Ltd** under …": the company named right after the decision
            rest = text[m.end():]
            rest = rest[_CHOSEN_LEAD.match(rest).end():]  # "Decision：选定 B …": the choice's word and option letter
            name = company_name(rest)
            lead = rest[:rest.find(name)].strip(" *_\"'“”「」:：,，") if name else ""
            if name and (not lead or _FULL_NAME_AFTER.fullmatch(lead)):
                if two := re.match(r"(.+?(?:有限公司|有限责任公司|股份公司))\s+[A-Z]", name):
                    name = two.group(1)  # "烟台…有限公司 Yantai … Co., Ltd.": one company, its first form
                out.append(Candidate("vendor", name, cite(lines[number]), where="key-value", order=number))
    return out


_FULL_NAME_AFTER = re.compile(r"[\u4e00-\u9fff]{2,12}\s*(?:[，,]\s*(?:供应商|公司)?(?:全称|名称)?(?:为|是)?|[（(])"
                              r"|[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,3}\s*[,(]\s*(?:its\s+)?(?:full\s+|registered\s+)?"
                              r"(?:legal\s+)?name(?:\s+is)?")
"""A decision's brand, then its full name ("定标东湖云芯，供应商全称武汉东湖云芯科技有限公司", "awarded to Eastlake,
legal name Eastlake Silicon Ltd"): the company is the one named."""


def _platforms(texts: list[str]) -> list[str]:
    """The name keys of a company that says it is no party: a marketplace ("GridBid Exchange Ltd - a marketplace …
    GridBid is not a party to the rental contract", "算集平台仅撮合交易") or a group's parent ("集团母公司
    汇川数智集团有限公司 不是合同当事方"): the company the words are said of; and a payment collector, named after
    its role ("handled by our payment processor Adyen N.V.", "收单机构为…": vendor.payment_collectors)."""
    disclaimer = words("vendor", "platform_disclaimers")
    keys: list[str] = []
    for text in texts:
        if not (said := disclaimer.search(text)):
            continue
        # the company the words are said of, in their own sentence: "Axis is not a party", "集团母公司青衡控股
        # 集团有限公司不是合同当事方", "算集平台仅撮合交易" (never another company of the line: "contracting party is
        # Lumora Cloud Pte. Ltd.; Axis is not a party")
        before = text[:said.start()]
        if (bracket := max(before.rfind("（"), before.rfind("("))) > max(before.rfind("）"), before.rfind(")")):
            before = before[:bracket]  # "Larchmont Advisory（顾问 consultant，非供应商": the name before the bracket
        segment = next((p.strip() for p in reversed(re.split(r"[;；。，,]|\.\s", before)) if p.strip()), "")
        segment = re.split(r"[:：]", segment)[-1].strip() or segment  # "From：Larchmont Advisory", not the To before it
        subject = re.search(r"((?:[A-Z][\w&-]+\s*){1,4})$|([\u4e00-\u9fff]{2,6}?)(?=平台)", segment)
        name = company_name(segment) or next(
            (t for t in reversed(segment.split()) if legal_suffix(t) and not t.isascii() and len(t) >= 4), None) or (
            (subject.group(1) or subject.group(2)).strip() if subject else None)
        if name and len(key := _key(name)) >= (3 if key.isascii() else 2):
            keys.append(key)
    collector = words("vendor", "payment_collectors")
    for text in texts:  # "payments are handled by our payment processor Adyen N.V.": the company after the words
        for said in collector.finditer(text):
            name = company_name(re.split(r"[;；。，]|\.\s+(?=[A-Z])", text[said.end():])[0].strip(" :：*"))
            if name and len(key := _key(name)) >= 3:
                keys.append(key)
    return keys


@cache
def _parent() -> re.Pattern[str]:
    """A parent group named with the words of reading.yaml's vendor.parent_before / parent_after."""
    before, after = words("vendor", "parent_before").pattern, words("vendor", "parent_after").pattern
    return re.compile(rf"(?:{before})\s+(.{{4,80}})|([^\s，,（(：:]{{4,40}}?(?:有限公司|集团))(?:的)?(?:{after})",
                      re.IGNORECASE)


def _parents(texts: list[str]) -> list[str]:
    """The name keys of a group a vendor says it belongs to ("Granite Peak Compute, Inc., a subsidiary of Granite Peak
    Holdings plc", "（宁夏…集团有限公司全资子公司）"): the parent is no party where the member is named."""
    keys: list[str] = []
    for k, text in enumerate(texts):
        following = texts[k + 1] if k + 1 < len(texts) else ""
        for m in _parent().finditer(f"{text} {following}"):
            name = company_name(m.group(1)) if m.group(1) else m.group(2)
            if name and len(key := _key(name)) >= 4:
                keys.append(key)
    return keys


def _acts_for_another(name: str, agents: list[str], principals: list[str]) -> bool:
    """Whether a name is one of the agents' and none of the companies they quote for."""
    key = _key(name)
    if not key or any(_key(p) in key or key in _key(p) for p in principals):
        return False
    return any(key in _key(a) or _key(a) in key for a in agents if _key(a))


_BRAND_AFTER = re.compile(r"\s*((?:[A-Z][\w&.'-]*(?:\s+|$)){1,5}|[\u4e00-\u9fff]{2,12})")
"""A brand after an agent's words ("quote on behalf of Cobalt Reach Cloud", "代 on behalf of 松湖算力")."""
_ENTRUSTED = re.compile(r"受\s*([^，。,；;]{2,60}?)\s*(?:的)?委托")
""""受 X 委托": X entrusted the writer to quote."""
_AGENT_OF = re.compile(r"(?:^|[\s,，、;；:：])([\u4e00-\u9fff]{2,12}?)的?(?:独家|授权|指定)?(?:销售)?"
                       r"(?:代理商?|经销商|分销商)(?=$|[\s,，。;；:：()（）])")
""""X 授权代理", "X 的代理商": X's agent (the name attached to the agent's word, not before a bracket; not a name
that goes on: "招标代理机构", "…招标代理有限公司")."""


def _after_acting(text: str) -> str:
    """A text after the agent's words that open it ("代表 on behalf of 东莞…有限公司" → "东莞…有限公司")."""
    lead = re.compile(rf"\s*(?:{words('vendor', 'acting_for').pattern}|(?<![A-Za-z])(?:for|of)(?![A-Za-z]))\s*",
                      re.IGNORECASE)
    while (m := lead.match(text)) and m.group().strip():
        text = text[m.end():]
    return text


def _principals(texts: list[str], agents: list[str]) -> list[tuple[int, str]]:
    """The companies an agent, a reseller or a distributor says it quotes for ("Issued by Meridian … Ltd for and on
    behalf of Lioncrest GPU Pte. Ltd.", "…LLC - authorised reseller for Cobalt Reach Cloud Inc", "我司受贵州…有限公司
    委托", "…有限公司 黔岭数据授权代理"), by line; a signature's opening "For and on behalf of X" is the signer's own
    company, no agent's. Each company the agents' lines name besides is added to ``agents``."""
    acting, agent_words = words("vendor", "acting_for"), words("vendor", "agent_roles")
    out: list[tuple[int, str]] = []
    for number, text in enumerate(texts):
        found: list[str] = []
        for m in acting.finditer(text):
            if not text[:m.start()].strip(" *_-—"):
                continue
            rest = _after_acting(text[m.end():]).lstrip(" :：")
            name = company_name(rest)
            if name and rest.startswith(name):
                found.append(name)
            elif brand := _BRAND_AFTER.match(rest):
                found.append(re.sub(r"'s$", "", brand.group(1).strip()))
        for m in _ENTRUSTED.finditer(text):
            found.append(company_name(m.group(1)) or m.group(1).strip())
        found.extend(m.group(1) for m in _AGENT_OF.finditer(text))
        out.extend((number, name) for name in found)
        if found or agent_words.search(text):
            at = 0
            while name := company_name(text[at:]):
                if not any(_key(f) in _key(name) for f in found if _key(f)):
                    agents.append(name)
                at = text.find(name, at) + len(name) if text.find(name, at) >= 0 else len(text)
    return out


def _trading_names(texts: list[str]) -> dict[str, str]:
    """The names a company trades under, each to the company ("QLC GPU" → "Quarry Lane Compute Pty Ltd" where the
    document says "Quarry Lane Compute Pty Ltd trading as QLC GPU"): a quote on the brand's letterhead and a form
    signed with the legal name are one vendor."""
    out: dict[str, str] = {}
    said = words("vendor", "trading_as")
    for text in texts:
        for m in said.finditer(text):
            company = company_name(text[:m.start()].rstrip(" ,，(（"))
            brand = re.match(r"\s*[:：]?\s*[\"“「『]?([^,.;，。；\"”」』()（）]{2,40}?)\s*(?:[\"”」』)）,.;，。；]|$)",
                             text[m.end():])
            if company and brand and _key(brand.group(1)):
                out[_key(brand.group(1))] = company
    return out


_SEAL = re.compile(r"[(（]?\s*(?:签章|盖章|签字|签名|公章|seal|signature|stamp|signed)\s*[)）]?", re.IGNORECASE)
"""What a signature box adds to its party's word ("客户签章 Customer", "甲方（盖章）Lessee", "Customer signature")."""


def _customer_cells(doc: Document) -> set[str]:
    """The cells a table puts under or beside the customer's header ("客户签章 Customer | 日期 Date" over
    "浙江…科技有限公司 | 2026-11-28"): the customer's name, however far its line is from the header's."""
    customer = words("vendor", "customer_labels")

    def theirs(cell: Any) -> bool:
        pieces = [p for p in re.split(r"\s+|[/／]", _SEAL.sub(" ", normalise_text(cell.text).text)) if p]
        return bool(pieces) and all(customer.fullmatch(p) for p in pieces)

    out: set[str] = set()
    for table in doc.tables:
        header = table.rows[0] if table.rows else []
        columns = {k for k, cell in enumerate(header) if cell is not None and theirs(cell)}
        for row in table.rows:
            beside = bool(row) and row[0] is not None and theirs(row[0])
            out.update(normalise_text(cell.text).text.strip() for k, cell in enumerate(row)
                       if cell is not None and ((k in columns and row is not header) or (beside and k > 0)))
    return out


def _role_cells(doc: Document) -> dict[str, str]:
    """The name cell of each row of a role table ("分销商 Distributor | 环亚…有限公司", "服务提供方 Provider |
    成都…有限公司") to the side its role cell names: a row of one role and one name (a compare table's "供应商名称" row
    names many)."""
    out: dict[str, str] = {}
    for table in doc.tables:
        for row in table.rows:
            cells = [cell for cell in row if cell is not None and cell.text.strip()]
            if len(cells) == 2 and (side := label_side(cells[0].text, cell=True)):
                out[normalise_text(cells[1].text).text.strip()] = side
    return out


def _role_word(text: str) -> bool:
    """Whether a heading starts with a party's role ("Supplier Registration Form", "Vendor Set-up Request",
    "供应商登记表"): a form about the party, not the party's name."""
    return any(words("vendor", kind).match(text.strip()) for kind in ("provider_roles", "customer_labels"))


def _footer(text: str) -> bool:
    """Whether a long line is a page's footer: the company's legal name first (after any copyright notice), its
    address, links or registration after a separator ("Thamesgate Compute Ltd - G-Cloud 14 - …", "© 2026 Sprocket
    Compute Labs, Inc. · [Terms]…"): it names the vendor however long it runs, as a sentence does not."""
    text = text.strip(" *_")
    if notice := _COPYRIGHT.match(text):
        text = text[notice.end():]
    name = company_name(text)
    if not name or not text.startswith(name):
        return False
    rest = text[len(name):]
    if (english := _ENGLISH_AFTER.match(rest)) and (second := company_name(english.group(1))):
        rest = rest[rest.find(second) + len(second):]  # "灵犀算力（杭州）科技有限公司 Lingxi Compute … Co., Ltd. · …"
    return re.match(r"[*_]*\s+[·|\-–—]\s", rest) is not None


def _barred_fields(text: str) -> bool:
    """Whether a long line is a row of short fields between bars, as a mail's signature prints the sender ("Dana Lee |
    Account Manager | Northgate GPU Ltd | 1 King Street, Leeds", "— 周宁｜销售总监｜…有限公司"): it names the company
    however long it runs, as a sentence does not."""
    pieces = [p for p in re.split(r"\s*[|｜]\s*", text) if p.strip(" -—*_")]
    return len(pieces) >= 3 and max(len(p) for p in pieces) <= 60


def _labelled_inside(text: str) -> str | None:
    """A provider's label in the middle of a line, after a separator, with the company's legal name after it ("G-Cloud
    14 Service Definition - Lot 1 - Supplier: Thamesgate Compute Ltd (Company no. …)")."""
    roles = words("vendor", "provider_roles").pattern
    for m in re.finditer(rf"(?:\s[-–—|·]\s|[;；]\s*)(?:{roles})\s*[:：]\s*", text, re.IGNORECASE):
        rest = text[m.end():]
        if (name := company_name(rest)) and rest.startswith(name):
            return name
    return None


def _party_bracket(text: str) -> str | None:
    """A party word with the company in its brackets: "乙方（恒岳数据服务有限公司）交付…", "The Supplier (Pinecrest
    Compute LLC) delivers…"."""
    for m in re.finditer(rf"(?:{_provider_words().pattern})\s*[(（]", text, re.IGNORECASE):
        rest = text[m.end():]
        name = company_name(rest)
        if name and rest.startswith(name) and rest[len(name):len(name) + 1] in (")", "）"):
            return name
    return None


def _wrapped_company(texts: list[str], number: int) -> str | None:
    """A legal name wrapped over two lines of a narrow column ("…公司名极光数算（上海）" / "信息科技有限公司"): the
    previous line is a full one that runs on without a stop, and this line's name starts the line."""
    text, previous = texts[number].strip(), texts[number - 1].strip() if number else ""
    name = company_name(text)
    if not name or not text.startswith(name) or len(previous) < 15 or not re.search(r"[\u3400-\u9fff)）]$", previous):
        return None
    pieces = re.split(r"([,，:：|;；。!！?？])", previous)
    tail = pieces[-1]
    if not re.fullmatch(r"[\u3400-\u9fff]+(?:[(（][\u3400-\u9fff]{2,6}[)）])?", tail):
        return None  # "…常见问题（FAQ）", "… (excerpt)": a title, not the start of a name
    if len(pieces) > 1 and pieces[-2] in ":：" and not words("vendor", "name_trades").fullmatch(name):
        return None  # "审核：蒋一鸣" over "成都锐算科技有限公司": a label's value (a person), and a name of its own
    joined = company_name(tail + name) if len(tail) >= 2 else None
    return joined if joined and len(joined) > len(name) else None


def _key(name: str) -> str:
    return re.sub(r"[\W_]+", "", name.casefold())


def _settled(value: str, legal: list[str], norms: list[NormText], lines: list[Line]) -> str:
    """A vendor value as the document names the company: a labelled line's value up to its legal suffix (not the
    representative or the rating after it), a brand completed to the legal name the document gives it elsewhere
    ("GRANITE STATE" → "Granite State GPU LLC", "星河智算" → "星河智算（成都）科技有限公司"), in the document's
    characters."""
    name = re.split(r"\s+\|\s+|\s{2,}", value.strip(" *_"))[0].strip(" *_")
    name = company_name(name) or re.sub(r"(?<=[\u3400-\u9fff])\s*[(（][A-Za-z][^()（）]*[)）]$", "", name)
    key = _key(name)  # "鹏程极客算力工作室 (Pengcheng Geek Compute Studio)": the name, not its translation
    if legal_suffix(name) is None and len(key) >= 4:
        fits = sorted((c for c in legal if key in _key(c)), key=lambda c: not _key(c).startswith(key))
        name = fits[0] if fits else name
    for k, norm in enumerate(norms):
        if name in norm.text:
            return _as_written(name, norm, lines[k].text)
    for k in range(len(norms) - 1):  # a name wrapped over two lines: each part as its line writes it
        head, tail = norms[k].text, norms[k + 1].text
        cut = next((j for j in range(1, len(name)) if head.endswith(name[:j]) and tail.startswith(name[j:])), None)
        if cut is not None:
            return _as_written(name[:cut], norms[k], lines[k].text) + _as_written(name[cut:], norms[k + 1],
                                                                                   lines[k + 1].text)
    return name


_CONTRACTING_PARTY = re.compile(
    r"(?<!我方)(?<!本方)(?:合同|签约|签订)主体\s*(?:contracting\s+(?:party|entity)\s*)?(?:是|为|:|：)?\s*"
    r"(?:我们|我方|我司|本公司)?|(?<![A-Za-z])(?<!our )contracting\s+(?:party|entity)\s*(?:is|will\s+be|:)?",
    re.IGNORECASE)
"""The party that signs named in a chat or a mail ("合同主体是我们 …有限公司", "the contracting party will be …"); not
the buyer's own entity on its approval form ("我方签约主体：…", "Our contracting entity: …")."""

@cache
def _provider_is() -> re.Pattern[str]:
    """A providing party named in a sentence, the company right after it ("乙方是太原…有限公司", "the Provider is …"):
    the party words of grammars/reading.yaml (vendor.provider_lines, vendor.provider_roles)."""
    return re.compile(rf"(?:{words('vendor', 'provider_lines').pattern}|{words('vendor', 'provider_roles').pattern})"
                      r"\s*(?:是|为|写|填)\s*"
                      rf"|(?<![A-Za-z])(?:the\s+)?(?:{words('vendor', 'provider_roles').pattern})\s+"
                      r"(?:is|will\s+be|shall\s+be)\s+", re.IGNORECASE)
_SELF_NAMED = re.compile(
    r"(?<![A-Za-z])(?:prepared|issued|quoted|offered|provided|submitted|presented)\s+by\s+(?:the\s+team\s+at\s+)?"
    r"((?:[A-Z][\w&.'-]*\s?){1,6})"
    r"|感谢您?(?:选择|选用|信任)\s*([^\s(（)）!！,，。:：;；]{2,20}?)\s*(?=[!！,，。]|的|为)"
    r"|(?:我司|本公司|我们)\s*[(（]([^()（）!！,，。:：;；]{2,20})[)）]"
    r"|(?<![A-Za-z])thank you for choosing\s+((?:[A-Z][\w&.'-]*\s?){1,6})"
    r"|(?<![A-Za-z])(?:offer|quote|quotation|proposal|bid)s?\s+(?:we\s+)?(?:have\s+)?(?:received|got|obtained)\s+from\s+"
    r"((?:[A-Z][\w&.'-]*\s?){1,6})"
    r"|收到(?:的)?\s*([^\s，。,、（(]{2,20}?)\s*(?:的|发来的)(?:正式)?(?:报价|方案)"
    r"|^\s*(?i:(?:signed\s+)?for\s+and\s+on\s+behalf\s+of)\s+((?:[A-Z][\w&.'-]*\s?){1,6})")
"""The vendor naming itself in a sentence: "Quote prepared by Silverpeak GPU Ltd", "Thank you for choosing
Nimbus Cloud", "感谢您选择云图智算！", "我司（海川云算）可提供…", or in its signature ("For and on behalf of Kestrel
Compute Ltd"); or the buyer's note of who sent the offer ("the offer we received from Pinecrest Compute", "收到星岭算力
的报价")."""


def _signature(lines: list[Line], texts: list[str], cite: Callable[[Any], list[Evidence]]) -> list[Candidate]:
    """A letter's signature block: after "Kind regards," the sender's name, a job title, then the company
    ("BlueFjord Compute AS"): the last short line of the block that is no title, address or number."""
    closing, titles = words("vendor", "valedictions"), words("vendor", "job_titles")
    texts = [t.strip() for t in texts]
    for k, text in enumerate(texts):
        if not closing.search(text):
            continue
        # the sender's name is right after the closing, then the block; a line "Nordlicht Cloud GmbH |
        # Speicherstrasse 11 | HRB …" names the company first. Blank lines take no place, and after a "--" separator
        # the block starts again ("Best,", "Dana", "--", "Dana Whitfield", "Senior Account Executive", "Ashgrove GPU
        # Ltd | Unit 4 …")
        kept = [j for j in range(k + 1, min(len(texts), k + 9)) if texts[j]]
        if (cut := next((n for n, j in enumerate(kept[:3]) if _SEPARATOR.fullmatch(texts[j])), None)) is not None:
            kept = kept[cut + 1:]
        signed = texts[kept[0]].split()[0] if kept and texts[kept[0]].split() else ""
        kept = [j for j in kept[1:4] if not (signed and texts[j].split()[0] == signed)]  # "Priya" / "Priya Raman"
        # "-----Original Message-----", "From: …": the quoted mail below starts; the block ends above it
        ended = next((n for n, j in enumerate(kept) if words("stray", "quoted_reply").search(texts[j])
                      or words("vendor", "mail_headers").search(texts[j])), len(kept))
        block = {j: _after_title(re.split(r"\s*[|｜]\s*", texts[j])[0], titles) for j in kept[:ended]}
        named = [j for j, t in block.items() if 2 <= len(t) <= 40 and not re.search(r"[\d@:：/]", t)
                 and not titles.search(t) and not closing.search(t)]
        if named:
            return [Candidate("vendor", block[named[-1]], cite(lines[named[-1]]), where="footnote",
                              order=10_000 + named[-1], weak=True)]
    return []


# (and a page's breadcrumb, "Spaces / ML Platform / Vendors / GPU offers", names its place, no company)
_OPEN_TITLE = re.compile(r"\s(?:and|or|of|for|the|&|und|de)$", re.IGNORECASE)
"""A title cut before its document word ("EQUIPMENT AND | SERVICES LEASE AGREEMENT"): it runs on, no name ends so."""
_LOWER_WORD = re.compile(r"^[A-Z][A-Za-z]*\s+(?!(?:of|and|de|du|la|the|for|und|et|y)\b)[a-z]{3,}")
"""A title in sentence case ("Envelope summary", "Screenshot attached to ticket …"): an English name is written in
capitals or title case ("Northwind Compute", "HALCYON")."""
_SEPARATOR = re.compile(r"[-_=—–~*]{2,}\s*")
"""A mail's signature separator ("--", "——"): no name."""
_SURNAME = re.compile(r"\s+[A-Z][a-z'-]+")
"""The rest of a sender's full name after the first name the From line gives ("Priya" + " Nair")."""


def _after_title(text: str, titles: re.Pattern[str]) -> str:
    """A title line that goes on to the company ("Account Executive, Lumen GPU Cloud", "大客户经理，云峦智算"): the
    company; any other line as it is."""
    pieces = re.split(r"\s*[,，|·]\s*", text)
    if len(pieces) > 1 and titles.search(pieces[0]) and not titles.search(pieces[-1]):
        return pieces[-1]
    return text


_COUNTED = re.compile(r"\d\s*(?:台|个|张|卡|块|月|年|天|周|小时|[×xX*](?![A-Za-z])|%|nodes?\b|servers?\b|months?\b)",
                      re.IGNORECASE)
"""Figures with what they count ("2 台 × 6 个月，含税", "2 nodes x 6 months"): a label's bracket, never a company."""


_FORWARDER = re.compile(r"由\s*([^\s，,（(]{1,12}?)\s*转发"
                        r"|(?<![A-Za-z])forwarded by\s+([A-Z][\w.'’-]+(?:\s+[A-Z][\w.'’-]+)?)", re.IGNORECASE)
"""Who forwarded a chat record ("由 许乐 转发至群聊", "Forwarded by Noor Haddad")."""


def _without_title(company: str, titles: re.Pattern[str]) -> str:
    """A speaker's bracket of company and job title ("北辰云算 客户经理", "Ridgeback GPU, Account Manager"): the
    company, the longest run of words before a title that holds no title word itself."""
    words_at = list(re.finditer(r"[^\s,，/·]+", company))
    for k in range(len(words_at) - 1, 0, -1):
        head, tail = company[:words_at[k].start()], company[words_at[k].start():]
        if titles.search(tail) and not titles.search(head):
            return head.rstrip(" ,，/·")
    return company


def _chat_speaker(lines: list[Line], texts: list[str], cite: Callable[[Any], list[Evidence]]) -> list[Candidate]:
    """A chat export's vendor: the company after the speakers' names, the one that speaks most. The customer's
    side ("王工（需方）", "Sam (customer)") and the company of whoever exported the chat ("导出人：陈博（星野科技）",
    "exported by Noor Haddad (Pinewick Labs)") are not the vendor; nor is a figure in brackets ("99.71% (below
    99.8%): …")."""
    customer, titles = words("vendor", "customer_labels"), words("vendor", "job_titles")
    exporters, qualifiers = words("vendor", "chat_exporters"), words("vendor", "label_qualifiers")
    theirs = {m.group(1).strip() for text in texts if (e := exporters.search(text))
              for m in [_EXPORTER.search(text, e.end())] if m}
    # "导出人：王珂 导出时间：…": the exporter's own messages are the customer's side, whatever their tag says
    exporting = {m.group(1) for text in texts[:6] if (e := exporters.search(text))
                 for m in [re.match(r"\s*[:：]?\s*([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2}|[^\s:：()（）]{1,16})",
                                    text[e.end():])] if m}
    # "（由 许乐 转发至群聊…）", "Forwarded by Noor Haddad": who forwards the record is the customer's side
    forwarders = {next(g for g in f.groups() if g).strip() for text in texts[:6] for f in _FORWARDER.finditer(text)}
    spoken: dict[str, list[int]] = {}
    figures: dict[str, int] = {}  # the messages that state a figure: the vendor states the offer, the customer asks
    speaker: str | None = None
    tagged: dict[str, str] = {}  # an inline tag's speaker → the company all their tags share
    for number, text in enumerate(texts):
        m = next((m for pattern in _SPEAKERS if (m := pattern.match(text))), None)
        if m is None:
            if speaker is not None and re.search(r"\d", text):
                figures[speaker] = figures.get(speaker, 0) + 1
            continue
        company = (m.group("company") or m.groupdict().get("bracketed") or "").strip()
        company = _without_title(company, titles)  # "北辰云算 客户经理", "Ridgeback GPU, Account Manager"
        if m.re is _SPEAKERS[-1]:  # "Owen Hale @ Tarnside Compute Yes: …": the words every message of theirs tags
            if m.group("person") not in tagged:  # once per speaker: the scan reads the whole chat
                tagged[m.group("person")] = _common_tag(m.group("person"), company, texts)
            company = tagged[m.group("person")]
        speaker = None
        if m.group("person") and m.group("person").strip() in forwarders | exporting:
            continue  # the forwarder's or the exporter's own messages: the customer's company
        if customer.search(company) or titles.search(company) or re.search(r"[\d%]", m.group("person")) \
                or re.fullmatch(r"[\d\W]+", company) or "%" in company or company in theirs \
                or re.match(r"[a-z]+\s", company) or qualifiers.fullmatch(company) \
                or _COUNTED.search(company) or company.endswith("的"):
            # "销售-小周 10:02" names a role, "Configuration (per node, 2 nodes):" a phrase, "合计金额（大写）：" the
            # form of a label's value, "第二期合计（2 台 × 6 个月，含税）：" what a total counts, "阿泽（做 SFT 的）"
            # what a member does, not the company
            continue
        speaker = company
        spoken.setdefault(company, []).append(number)
        figures[company] = figures.get(company, 0) + bool(re.search(r"\d", text[m.end():]))
    if not spoken:
        return []
    # the one that speaks most, then the one that states more figures; ties: the first to speak
    company, said = max(spoken.items(), key=lambda item: (len(item[1]), figures.get(item[0], 0)))
    return [Candidate("vendor", company, cite(lines[said[0]]), where="prose", order=said[0], weak=True)]
