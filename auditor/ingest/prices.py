"""Prices as vendors write them → unit price, currency, what one unit counts and per which period.

"￥128,000/台/月", "6.5 元/卡·小时", "USD 19.92 per instance-hour", "月租金为人民币 26,800 元", a bare
"14.40 per server-hour" under a "Price (EUR)" header: the currency before or after the figure (or the
document's one currency), the unit words after it (or before it, or in the column header). A total, a
fee per gigabyte or a figure without a period is not a unit price. Part of reading one statement
(auditor/ingest/statements.py); the candidates it adds are resolved in auditor/ingest/reading.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from auditor.ingest.vocabulary import groups, words
from auditor.units import UnitError, currency_code, currency_of, currency_pattern, parse_quantity

if TYPE_CHECKING:
    from auditor.ingest.statements import Statement

_FIGURE = r"\d{1,3}(?:\.\d{3})+,\d{1,2}(?![\d,])|\d{1,3},\d{2}(?![\d,])|\d[\d,]*(?:\.\d+)?"
"""A price's figure: "128,000.00", "6.5", and the continental forms "18.400,00" and "950,00" (a comma before two
last digits is the decimal mark; in "1,280" the comma groups thousands)."""


def figure_value(written: str) -> float:
    """The amount a price figure of ``_FIGURE`` writes."""
    if re.fullmatch(r"\d{1,3}(?:\.\d{3})*,\d{1,2}", written):
        return float(written.replace(".", "").replace(",", "."))
    return float(written.replace(",", ""))
MONEY = re.compile(
    rf"({currency_pattern('sign', 'code')})\s*({_FIGURE})(?:\s*(万)\s*元?)?"
    rf"|({_FIGURE})\s*(万)?\s*({currency_pattern('code', 'name')})(?!\s*\d)")
"""A price with its currency before or after ("NT$ 820", "0.89 AUD", "6.5 元"); 万 (ten thousand) between the
figure and 元."""
_CURRENCY_AGAIN = re.compile(rf"\s*(?:{currency_pattern('code', 'name')})(?=\s*(?:/|per\s|每))", re.IGNORECASE)
"""A currency word repeated after a figure that had its sign, before the unit ("￥6.20 元/卡/小时")."""
_MONEY_UNIT = re.compile(currency_pattern("code", "name"))
_MONEY_SIGN = re.compile(currency_pattern("sign"))
_COMPOUND = (r"[A-Za-z\u4e00-\u6bce\u6bd0-\u9fff]+"
             r"(?:(?:[·.\-]|\s(?=[A-Za-z]+-[A-Za-z])|\s(?=(?:hour|hr|day|month|year)s?(?![A-Za-z])))"
             r"[A-Za-z\u4e00-\u6bce\u6bd0-\u9fff]+)*")
"""One unit of a price, also of several words ("GPU-instance-hour", "GPU instance-hour", "GPU hour", "卡·时"); 每
(U+6BCF) starts the next one ("每台每月")."""
_PER = re.compile(rf"^\s*[)）]?\s*(?:(?:/|per\s+|每|an?\s+)\s*({_COMPOUND})\s*)+", re.IGNORECASE)
_PER_PART = re.compile(rf"(?:/|per\s+|每|an?\s+)\s*({_COMPOUND})", re.IGNORECASE)
_PRICE_UNITS = {("gpu", "h"): "gpu-hour", ("gpu", "day"): "gpu-day", ("gpu", "month"): "gpu-month",
                ("node", "h"): "node-hour", ("node", "day"): "node-day", ("node", "month"): "node-month",
                ("node", "year"): "node-year"}


_PER_SIZE = re.compile(r"(?<![A-Za-z])[KMGTP]i?B(?![A-Za-z/])", re.IGNORECASE)
_RENT_PERIOD = re.compile(r"(?:(月|monthly)|(日|daily)|(年|annual|yearly)|(hourly))\s*"
                          r"(?:租金|租费|费用|服务费|rent|rental|fee|charge)", re.IGNORECASE)
"""A rent named by its period before the amount ("月租金", "monthly fee")."""


_GPU_INSTANCE = re.compile(r"instances?|实例", re.IGNORECASE)
"""After a GPU word, "instance" is one GPU's share ("GPU instance-hour", a MIG slice), not a server."""


_UNIT_PIECES = re.compile(r"[·.\-/\s()（）,，:：]+|(?<=[卡台机])(?=[时天日月年小])"
                          r"|(?<=[时天日月年])(?=[\u4e00-\u9fff])")


def _unit_words(text: str) -> tuple[str | None, str | None]:
    """What a price's unit words count (gpu / node) and per which period."""
    counted = period = None
    price = groups("price")
    after_gpu = False
    # "卡时" is card and hour; "月执行" ("按 39,800 元/台/月执行") is the month and the words after it
    for piece in _UNIT_PIECES.split(text):
        if not piece:
            continue
        if after_gpu and price["node"].fullmatch(piece) and not _GPU_INSTANCE.fullmatch(piece):
            counted = "node"  # "GPU node", "GPU server", "GPU 服务器": a server named by what it holds
        after_gpu = counted == "gpu" and price["gpu"].fullmatch(piece) is not None
        for name in ("gpu", "node"):
            if counted is None and price[name].fullmatch(piece):
                counted = name
        for name in ("hour", "minute", "second", "day", "month", "year"):
            if period is None and price[name].fullmatch(piece):
                period = {"hour": "h", "minute": "min", "second": "s"}.get(name, name)
    return counted, period


def _counts_an_extra(text: str) -> bool:
    """Whether a price's unit words count an extra ("volume-month", "IP/月"), not a GPU or a server."""
    extra = groups("price")["extra"]
    return any(extra.fullmatch(piece) for piece in re.split(r"[·.\-/\s()（）,，:：]+", text) if piece)


_BROKEN = re.compile(r"(?<![A-Za-z])([A-Za-z]+)(\s+)(?=([A-Za-z]+)(?![A-Za-z]))")


def unbroken(text: str) -> str:
    """ "node-mon th", "GPU-ho ur" → "node-month", "GPU-hour": two letter runs a line break split, joined where the
    first is no unit word and both together are one."""
    price = groups("price")

    def known(word: str) -> bool:
        return any(price[name].fullmatch(word) for name in ("gpu", "node", "hour", "minute", "second", "day", "month",
                                                            "year"))

    return _BROKEN.sub(lambda m: m.group(1) + ("" if known(m.group(1) + m.group(3)) and not known(m.group(1))
                                               else m.group(2)), text)


_COUNT_PERIOD = re.compile(r"(?<![A-Za-z])(?:GPU|card|node|server|instance)s?[- ]?(?:hour|hr|day|month|year)"
                           r"(?![A-Za-z])|(?<!\d)(?<!\d\s)[卡台](?:时|天|日|月|年)", re.IGNORECASE)
"""A unit said as one compound word, what it counts and its period ("GPU-hour", "node-month", "卡时"); "1-year reserved"
names a term, not a period, and "3 台月费" the fee of three servers."""


def _lead_in(clause: str, start: int) -> str:
    """The words of a line before a price figure, back to the previous figure or sentence break (at most 40
    characters): where a vendor says what the price counts or per which period before stating it."""
    head = clause[max(0, start - 40):start]
    cut = max((m.end() for m in _LEAD_IN_STOP.finditer(head)), default=0)
    return head[cut:]


_LEAD_IN_STOP = re.compile(rf"\d[\d,.]*\s*(?:{currency_pattern('code', 'name')})?"
                           r"(?:\s*/\s*[A-Za-z\u4e00-\u9fff]+)*|[;；。]|(?<=[a-z])\.\s")
"""Where the words before a price stop: the previous figure with its units ("$3.29/h, reserved …"), a sentence end."""


_SEVERAL = re.compile(r"(?<![\w.])(?:[2-9]|\d{2,}|two|three|four|five|six|eight|ten|twelve|sixteen)\s*[- ]?\s*"
                      r"(?:nodes?|servers?|machines?|台)(?![A-Za-z])|cluster|集群|合计|总计", re.IGNORECASE)
"""A line item of several servers ("Two-node cluster", "2 台合计"): its price is not one server's."""


_PRODUCT_OF = re.compile(r"[=＝]\s*[^\d\s=＝]{0,4}\s*$")
"""A figure after "=": the product of a count and a price, a total."""
_CURRENCY_LED_UNIT = re.compile(
    rf"(?:{currency_pattern('sign', 'code', 'name')})\s*(?:/\s*[^\s/()（）,，;；]+\s*){{1,2}}", re.IGNORECASE)


def _said_unit(text: str) -> tuple[str | None, str | None]:
    """What a header or a label says a price counts and per which period ("On-demand (per GPU-hour)", "元/台",
    "GPU-hour price", "月租（元/台）")."""
    text = unbroken(text)  # "per node-mon th": a narrow unit column wrapped inside a word
    # "H100 裸金属，8 卡/台（元/卡/时）": the unit led by the currency is the price's, not the line's "卡/台"
    led = _CURRENCY_LED_UNIT.search(text)
    parts = " ".join(p.group(1) for p in _PER_PART.finditer(led.group() if led else text))
    counted, period = _unit_words(parts) if parts else (None, None)
    counted = counted or _unit_words(text)[0]
    compound = _COUNT_PERIOD.search(text)
    return counted, period or _header_period(text) or (_unit_words(compound.group())[1] if compound else None)


def per_count(header: str) -> str | None:
    """What a header's "per …" words count ("Unit price per server"): the figure may say only its period."""
    parts = " ".join(p.group(1) for p in _PER_PART.finditer(header)) if header else ""
    return _unit_words(parts)[0] if parts else None


def says_unit(text: str) -> bool:
    """Whether a row's label says what a price counts and per which period ("On-demand, per GPU-hour",
    "包月（每台每月）", "Reserved 12 months, per node-month"): both, in "per" words or one compound unit."""
    parts = " ".join(p.group(1) for p in _PER_PART.finditer(text))
    counted, period = _unit_words(parts) if parts else (None, None)
    if counted is None or period is None:
        compound = _COUNT_PERIOD.search(text)
        counted, period = _unit_words(compound.group()) if compound else (counted, period)
    return counted is not None and period is not None


def _header_period(header: str) -> str | None:
    """ "月租（元/台）", "Monthly (CNY/node)": the period a price column's header names in words
    ("1-year reserved" names a term, not the period a price is for)."""
    for name, pattern in groups("price", "period_headers").items():
        if pattern.search(header):
            return name
    return None


def _plain(amount: float) -> str:
    """1560000.0 → "1560000" (not "1.56e+06", which the unit parser would not read)."""
    return f"{amount:f}".rstrip("0").rstrip(".")


def _unmarked(clause: str) -> str:
    """ "29.50 ▲已选", "✔ 本次报价 61,200", "1,980 (selected)": a price cell of a plan table with the mark that picks
    its column, read as its figure (the mark selects the column: layout._select)."""
    marks = words("selection", "markers")
    if not marks.search(clause):
        return clause
    return re.sub(r"[^\w\s.,/·]", " ", marks.sub(" ", clause))


_MINUS_BEFORE = re.compile(r"(?<![\w.,])[-−]$")
"""A minus sign against an amount ("-¥9,120.00", "优惠 -$3,720"); not a bullet's dash ("- USD 4.90 per GPU-hour") nor
a range's ("¥5-¥10")."""


def _price(stmt: Statement, clause: str, offset: int, add: Callable[..., None]) -> None:
    if stmt.label in ("network", "storage", "fabric") and stmt.where == "table" and stmt.option is None:
        return  # "公网 IP | 按固定带宽 200Mbps，¥1,600.00/月（另计）": the part's own fee, not the server's price
    # a price column's header, or a price line's own label ("单价（元/卡/时）：6.5"), may say what the figure is in
    head = stmt.header or (stmt.label_text if stmt.label == "unit_price" else "")
    if stmt.label == "unit_price" and head and not MONEY.search(clause):
        # a bare figure, or one with what it is per ("128,000.00 / month" under "Unit price (HKD)")
        bare = re.fullmatch(rf"\s*({_FIGURE})\s*((?:/|per\b|每)\s*[^\d/]{{1,12}}(?:/\s*[^\d/]{{1,12}})?)?\s*",
                            _unmarked(clause), re.IGNORECASE)
        # an option list's price columns are weighed by the column a selection names, not read one by one here
        cur = _MONEY_UNIT.search(head) or (_MONEY_SIGN.search(head) if stmt.option is None else None)
        if bare and cur:  # "单价（元/台/月） | 49,500", "Net £ | 2.10": the currency is the column's
            per = f" {bare.group(2)}" if bare.group(2) else ""
            tens = "万" if cur.re is not _MONEY_SIGN and head[:cur.start()].rstrip().endswith("万") else ""
            clause = f"{cur.group()}{bare.group(1)}{per}" if cur.re is _MONEY_SIGN \
                else f"{bare.group(1)} {tens}{cur.group()}{per}"  # "单价（万元/台/月） | 9.60": 96,000 元
        elif bare and stmt.currency and (_header_period(head) or _said_unit(head)[1] or (
                stmt.column_named and stmt.basis)) and (stmt.option is None or stmt.sole_price or stmt.column_named):
            # "Monthly unit | 29,400.00" in a document priced in USD; "月租 | 23,800" on each row of a one-price list
            # under "所有价格为元/台/月": the selected row's is the offer's (plan columns, "On-demand | 1-yr
            # reserved", are weighed by the column a selection names); "Unit price | 11,400.00" beside a unit
            # column's "node-month": the period in the unit words
            clause = f"{bare.group(1)} {stmt.currency}" + (f" {bare.group(2)}" if bare.group(2) else "")
    row_unit = stmt.label_text if stmt.label != "unit_price" and says_unit(stmt.label_text) else ""
    if stmt.currency and not MONEY.search(clause):
        _bare_prices(stmt, clause, offset, add)
    for m in MONEY.finditer(clause):
        currency = currency_code(m.group(1) or m.group(6))
        amount = figure_value(m.group(2) or m.group(4)) * (10_000 if m.group(3) or m.group(5) else 1)
        before = clause[max(0, m.start() - 12):m.start()]
        if _MINUS_BEFORE.search(before):
            continue  # "-¥9,120.00" in a discount column or subtotal row: money taken off, not a price
        if words("price", "total").search(before) or words("price", "total").search(clause[m.end():m.end() + 4]) \
                or _PRODUCT_OF.search(before):
            continue  # "4 台合计 ¥512,000/月", "4 servers × ¥119,000 = ¥476,000": the cluster's total, not a unit price
        again = _CURRENCY_AGAIN.match(clause, m.end()) if m.group(1) else None  # "￥6.20 元/卡/小时"
        after = again.end() if again else m.end()
        tail = _PER.match(clause[after:])
        unit_text = " ".join(p.group(1) for p in _PER_PART.finditer(tail.group())) if tail else ""
        if _PER_SIZE.search(unit_text):
            continue  # "0.5 元/GB/月", "0.04 per GB-month": a storage fee per gigabyte, not the unit price
        if unit_text and _counts_an_extra(unit_text):
            continue  # "HK$ 900 per volume-month", "¥30/IP/月": an extra's fee, counted per what it is
        counted, period = _unit_words(unit_text) if unit_text else (None, None)
        if counted is None and period is None:
            # "每卡每小时 6.5 元": the unit stated before the figure; an option cell's unit in its header
            lead = re.search(r"每(卡|台|GPU)每?(小时|时|天|日|月|年)", clause[max(0, m.start() - 20):m.start()])
            rent = _RENT_PERIOD.search(before)
            if lead:
                counted, period = _unit_words(f"{lead.group(1)} {lead.group(2)}")
            elif rent:  # "月租金为人民币 26,800 元", "monthly fee of USD 9,000": the period before the figure
                period = next(p for p, w in (("month", rent.group(1)), ("day", rent.group(2)), ("year", rent.group(3)),
                                            ("h", rent.group(4))) if w)
            else:  # an option cell's unit in its header; "On-demand, per GPU-hour | $2.69": in the row's label
                for said in (head, row_unit):
                    if said and (counted, period) == (None, None):
                        counted, period = _said_unit(said)
        lead_in = _lead_in(clause, m.start())
        label = stmt.label_text if stmt.label == "unit_price" else ""  # "GPU price", "整机单价": the label counts
        if counted is None:  # "单台 ¥148,000/月", "每台服务器月租金为人民币 72,000 元": what it counts, said before
            counted = next((name for name, said in groups("price", "counted_before").items()
                            if said.search(lead_in) or (label and said.search(label))), None) \
                or per_count(head) or (_unit_words(label)[0] if label and not _SEVERAL.search(label) else None)
        if counted is None and stmt.basis is not None and period in (None, stmt.basis[1]) and stmt.where == "table" \
                and stmt.label == "unit_price":
            counted, period = stmt.basis  # "HKD / 月 | HK$98,000" under "Prices per server per month"
        if period is None and counted is not None and stmt.label == "unit_price":
            # "月租 | ￥36,500/台", "Monthly rate | USD 41,000 per server": the period from the row's label
            period = _header_period(stmt.label_text) or _header_period(stmt.header)
        if period is None and counted is not None:
            # "月付 ¥98,000/台", "Monthly: $28,500 per node": the period said before the figure, in the same line
            period = _header_period(lead_in)
        if period is None and stmt.basis is not None and counted in (None, stmt.basis[0]) and stmt.where == "table" \
                and stmt.label == "unit_price":
            counted, period = stmt.basis  # "1–3 台 包 12 个月 | 47,500" under "单位：元/台/月": the column names a term
        if period is None and stmt.label != "unit_price" and not stmt.header and not row_unit:
            continue  # a fee, a total or a threshold: a unit price says per what period
        if period is None and _WEEKLY.search(head):
            continue  # "Per node-week | $4,704.00": a period no price unit has; the day's or hour's rate beside it is
        spelled = f"{_plain(amount)} {currency}" + (f"/{'GPU' if counted == 'gpu' else 'node'}" if counted else "") + \
            (f"/{ {'h': 'h', 'min': 'min', 's': 's', 'day': 'day', 'month': 'month', 'year': 'year'}[period]}"
             if period else "")
        try:
            price = parse_quantity(spelled)
        except UnitError:
            continue
        if currency_of(price.dims) is None:
            continue
        end = offset + after + (tail.end() if tail else 0)
        unit = _PRICE_UNITS.get((counted or "", period or ""))
        add("pricing.unit_price", price, offset + m.start(), end)
        add("pricing.currency", currency, offset + m.start(), end)
        add("currency", currency, offset + m.start(), end)
        add("pricing.unit", unit, offset + m.start(), end)


_WEEKLY = re.compile(r"(?<![A-Za-z])weeks?(?![A-Za-z])|weekly|/\s*周|每周|按周", re.IGNORECASE)
_BARE = re.compile(r"(?<![\d.,/A-Za-z])(?<!\d:)(\d[\d,]*\.\d+|\d{1,3}(?:,\d{3})+|\d+)(?=\s*(?:/|per\s|每))",
                   re.IGNORECASE)
_CURRENCY_WORD = re.compile(currency_pattern("sign", "code", "name"))


_BASIS_NOTE = re.compile(
    r"(?:(?<![A-Za-z])(?:prices?|rates?|fees?)(?:\s+(?:above|shown|listed|quoted|in this \w+))?\s+(?:are|is)\s+"
    r"(?:quoted\s+|stated\s+|all\s+)?|(?<![A-Za-z])(?:prices?|rates?)\s*[:：]?\s*"
    r"|[价價]格|单价|單價|报价|報價|租金|(?:计价)?单位|(?:計價)?單位)[^.;。；\d]{0,6}?((?:(?:per|each)\s+[A-Za-z]+[\s,]*|每[台卡机機月时時年天日]\s*){2,}"
    # "所有价格为 元/台/月", "All prices in USD/node/month": the currency, then what it counts and the period
    r"|[^\s\d/*]{0,4}(?:\s*/\s*(?:台|卡|节点|機|机|月|小时|小時|时|時|天|日|年|nodes?|servers?|GPUs?|cards?|months?"
    r"|hours?|days?|years?|h|mo)\b){2})", re.IGNORECASE)
"""A note saying what every price counts and per which period ("Prices per server per month", "價格以每台每月計",
"以上价格均为每台每月")."""


def priced_per_size(text: str) -> bool:
    """Whether a figure of money in ``text`` is a rate per stored size ("CNY 900 / TiB / 月", "$0.04 per GB")."""
    for m in MONEY.finditer(text):
        again = _CURRENCY_AGAIN.match(text, m.end()) if m.group(1) else None
        tail = _PER.match(text[again.end() if again else m.end():])
        if tail and _PER_SIZE.search(" ".join(p.group(1) for p in _PER_PART.finditer(tail.group()))):
            return True
    return False


def document_basis(texts: list[str]) -> tuple[str, str] | None:
    """What a document's prices count and per which period, when one note says it of all of them."""
    found = set()
    for text in texts:
        for m in _BASIS_NOTE.finditer(text):
            said = re.sub(r"\b(?:per|each)\s+", "/", m.group(1), flags=re.IGNORECASE).replace("每", "/")
            counted, period = _unit_words(said)
            if counted is not None and period is not None:
                found.add((counted, period))
    return found.pop() if len(found) == 1 else None


def document_currency(texts: list[str]) -> str | None:
    """The currency a document names, when it names exactly one; a mainland Chinese price sheet that names none
    ("不含税单价 | 含税单价" over bare figures, a 对账单's 借方 / 贷方) prices in 元."""
    found = set()
    for text in texts:
        for m in _CURRENCY_WORD.finditer(text):
            found.add(currency_code(m.group()))
    if not found and any(_MAINLAND_PRICE_WORDS.search(text) for text in texts):
        return "CNY"
    return found.pop() if len(found) == 1 else None


_MAINLAND_PRICE_WORDS = re.compile(r"单价|价税合计|报价单|价格|租金")
"""Price words in simplified characters (单, 价): a mainland document, whose prices are in 元 when it names no
currency (a traditional-character one, 單價 / 價格, may price in HKD or TWD)."""


def _bare_prices(stmt: Statement, clause: str, offset: int, add: Callable[..., None]) -> None:
    """ "GPU server 14.40 per server-hour" under "Price (EUR, excl. VAT)": a figure with a full unit
    (what it counts and per which period) in the document's one currency."""
    for m in _BARE.finditer(clause):
        tail = _PER.match(clause[m.end():])
        if tail is None:
            continue
        counted, period = _unit_words(" ".join(p.group(1) for p in _PER_PART.finditer(tail.group())))
        unit = _PRICE_UNITS.get((counted or "", period or ""))
        if unit is None:
            continue  # "0.04 per GB-month", "1.00 per TB": a fee per something else
        per = f"/{'GPU' if counted == 'gpu' else 'node'}/{period}"
        try:
            price = parse_quantity(f"{_plain(figure_value(m.group(1)))} {stmt.currency}{per}")
        except UnitError:
            continue
        end = offset + m.end() + tail.end()
        add("pricing.unit_price", price, offset + m.start(), end)
        add("pricing.currency", stmt.currency, offset + m.start(), end)
        add("currency", stmt.currency, offset + m.start(), end)
        add("pricing.unit", unit, offset + m.start(), end)
        return
