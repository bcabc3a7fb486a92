"""Who only takes the money is no vendor: a payment processor or acquirer named after its role ("payments are handled
by our payment processor Adyen N.V.", "收单机构为…") or before its service ("线上支付由财付通支付科技有限公司提供支付
服务"). The company that provides and signs is the vendor, wherever it stands (a footer's copyright line, a
letterhead). Chinese and English, written for the test."""

from __future__ import annotations

import pytest

from tests.ingest.test_reading_vendor_roles import _vendor

GPU_ZH = "8 × NVIDIA H100 SXM5 80GB，NVLink 全互联，单价 ￥98,000/台/月。\n"
GPU_EN = "8x NVIDIA H100 SXM5 80GB, NVLink; USD 21,000 per node-month.\n"


@pytest.mark.parametrize(("text", "name"), [
    ("实例详情 - 澄湖云 GPU 裸金属\n" + GPU_ZH + "支付方式：微信支付，线上支付由财付通支付科技有限公司提供支付服务。\n"
     "© 2026 杭州澄湖云计算有限公司 版权所有\n", "杭州澄湖云计算有限公司"),
    ("订单确认 - 星垣云\n" + GPU_ZH + "支付方式：支付宝企业付款，收单机构为支付宝（中国）网络技术有限公司。\n"
     "服务提供方：杭州星垣云计算有限公司\n", "杭州星垣云计算有限公司"),
    ("Your order is confirmed\n" + GPU_EN + "Card payments are handled by our payment processor Adyen N.V.; it appears "
     "on your statement as HEXBYTE*GPU.\n© 2026 Hexbyte Cloud B.V. All rights reserved.\n", "Hexbyte Cloud B.V."),
    ("Order summary\n" + GPU_EN + "Payment card ending 0092, processed by Stripe, Inc.\n"
     "(c) 2026 Nimbus Lane Compute, Inc. | Terms | Privacy\n", "Nimbus Lane Compute, Inc."),
])
def test_a_payment_processor_is_no_vendor(text: str, name: str) -> None:
    assert _vendor(text) == name
