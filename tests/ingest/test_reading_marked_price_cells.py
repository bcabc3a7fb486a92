"""A plan table whose chosen price cell carries the mark itself ("21.40 ★已选", "1.85 ✔ selected"), in a middle
column between pay-as-you-go and a cheaper prepaid one: the marked cell is read as its figure, and its column is
the plan chosen, so the cheaper prepaid column does not win; an order line that names the plan without its figure
reads the marked cell's. A table with one plan per column ("Billing | On-demand | Monthly | Prepaid 12 months" over
"Price" and "Minimum term" rows) gives the marked column both its price and its term. Documents written for the
test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

ZH = [["型号", "GPU", "按量（元/卡时）", "包月（元/卡时）", "包年（元/卡时）"],
      ["ty-h800-8", "H800 × 8", "25.60", "21.40 ★已选", "18.90"],
      ["ty-a800-8", "A800 × 8", "14.20", "11.80", "10.30"]]
EN = [["Model", "GPU", "On-demand (USD / GPU-hour)", "Monthly (USD / GPU-hour)", "Prepaid 1-year (USD / GPU-hour)"],
      ["nx-h100-8", "H100 x 8", "2.60", "1.85 ✔ selected", "1.55"],
      ["nx-a100-8", "A100 x 8", "1.40", "1.10", "0.95"]]


@pytest.mark.parametrize(("rows", "price"), [(ZH, "21.4 CNY/GPU/h"), (EN, "1.85 USD/GPU/h")])
def test_the_marked_price_cell_picks_its_column(tmp_path: Path, rows: list[list[str]], price: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "plans.pdf", rows))
    assert offer.pricing is not None and offer.pricing.unit_price == parse_quantity(price)


@pytest.mark.parametrize(("rows", "line", "price"), [
    (ZH, "本次订购：ty-h800-8 两台，包月，按月结算，最短 1 个月。", "21.4 CNY/GPU/h"),
    (EN, "Order: two nx-h100-8 servers on the monthly plan, one month minimum.", "1.85 USD/GPU/h"),
])
def test_the_marked_cell_is_the_price_of_the_plan_the_order_line_names(tmp_path: Path, rows: list[list[str]], line: str,
                                                    price: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "plans.pdf", rows, (line,)))
    assert offer.pricing is not None and offer.pricing.unit_price == parse_quantity(price)


@pytest.mark.parametrize(("rows", "price", "term"), [
    ([["付费方式", "按量", "包月", "包年"],
      ["单价", "¥ 12.60 / 卡时", "¥ 52,000 / 台/月", "¥ 46,800 / 台/月 ☑ 已选"],
      ["最短期限", "无", "1 个月", "12 个月"]], "46800 CNY/node/month", "12 month"),
    ([["Billing", "On-demand", "Monthly", "Prepaid 12 months"],
      ["Price", "USD 2.10 / GPU-hour", "USD 9,800 / node-month", "USD 8,900 / node-month ✔ selected"],
      ["Minimum term", "none", "1 month", "12 months"]], "8900 USD/node/month", "12 month"),
])
def test_a_plan_per_column_gives_the_marked_column_its_price_and_term(tmp_path: Path, rows: list[list[str]],
                                                                      price: str, term: str) -> None:
    # the plans head the columns and the rows are labelled with fields: the marked column is one plan, its term too
    offer = read_pdf_offer(table_pdf(tmp_path / "plans.pdf", rows))
    assert offer.pricing is not None and offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.minimum_term == parse_quantity(term, "duration")
