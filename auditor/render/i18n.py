"""The renderers' own fixed words (headings, labels) in English and Chinese.

Titles, messages and remedies come translated from the rules (``--lang`` is passed to the
engine); only the words the report writers add themselves live here. A missing Chinese entry
falls back to English rather than failing a report.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from auditor.model.findings import Waiver

_EN: dict[str, str] = {
    "audit_of": "Audit of",
    "batch_title": "Approved-vendor audit",
    "passing_offers": "Offers that pass ({n}): in the table above; --show-passes lists their checks",
    "summary": "Summary",
    "verdict": "Verdict",
    "fail_on": "fails on {severity} and above",
    "documents": "Documents",
    "target": "Target",
    "vendor": "Vendor",
    "offer": "Offer",
    "findings": "Findings",
    "fail": "Fail",
    "unverified": "Unverified",
    "pass": "Pass",
    "waived": "Waived",
    "severity": "Severity",
    "rule": "Rule",
    "pitfall": "Pitfall",
    "evidence": "Evidence",
    "remedy": "Remedy",
    "missing": "Missing facts",
    "question": "Ask the vendor",
    "questions": "Questions for the vendor",
    "waiver": "Waiver",
    "waived_by": "Waived: {reason} — approved by {approved_by}, {ticket}, expires {expires}",
    "clauses": "Contract clause checklist",
    "clause": "Clause",
    "status": "Status",
    "wording": "Wording",
    "present": "present",
    "hedged": "hedged",
    "referenced": "referenced",
    "absent": "absent",
    "no_contract": "No contract was read: none of these clauses is stated.",
    "sizing": "Sizing",
    "component": "Component",
    "per_gpu": "Per GPU",
    "passes": "Passing checks",
    "waiver_issues": "Waivers needing attention",
    "baseline": "Baseline",
    "baseline_hidden": "{count} findings unchanged since the baseline are not shown.",
    "absent_findings": "Fixed since the baseline",
    "rules_line": "{loaded} rules loaded, {evaluated} evaluated; documents read: {documents}.",
    "page": "p.",
    "new": "new",
    "unchanged": "unchanged",
    "updated": "updated",
    "none": "none",
    "fits": "fits",
    "not_fits": "does not fit",
    "fit_unknown": "fit unknown",
    "sizing_line": "needs {need} per GPU, usable {usable}; min {gpus} GPUs / {nodes} nodes",
}

_ZH: dict[str, str] = {
    "audit_of": "审计对象：",
    "batch_title": "供应商准入审计",
    "passing_offers": "通过的报价（{n} 份）：见上表；--show-passes 列出其各项检查",
    "summary": "概要",
    "verdict": "结论",
    "fail_on": "{severity} 及以上级别判为不通过",
    "documents": "文件",
    "target": "训练目标",
    "vendor": "供应商",
    "offer": "报价",
    "findings": "审计发现",
    "fail": "不通过",
    "unverified": "无法核实",
    "pass": "通过",
    "waived": "已豁免",
    "severity": "严重程度",
    "rule": "规则",
    "pitfall": "风险类别",
    "evidence": "证据",
    "remedy": "整改建议",
    "missing": "缺失信息",
    "question": "需向供应商询问",
    "questions": "需向供应商确认的问题",
    "waiver": "豁免",
    "waived_by": "已豁免：{reason} —— 批准人 {approved_by}，工单 {ticket}，有效期至 {expires}",
    "clauses": "合同条款核对表",
    "clause": "条款",
    "status": "状态",
    "wording": "原文",
    "present": "明确",
    "hedged": "含糊",
    "referenced": "见引用文件",
    "absent": "缺失",
    "no_contract": "未读取合同：所有条款均未知。",
    "sizing": "资源测算",
    "component": "组成",
    "per_gpu": "每卡",
    "passes": "通过的检查",
    "waiver_issues": "需要处理的豁免",
    "baseline": "基线",
    "baseline_hidden": "与基线相同的 {count} 项发现未显示。",
    "absent_findings": "自基线以来已修复",
    "rules_line": "加载规则 {loaded} 条，评估 {evaluated} 条；读取文件 {documents} 个。",
    "page": "第",
    "new": "新增",
    "unchanged": "未变",
    "updated": "已变更",
    "none": "无",
    "fits": "放得下",
    "not_fits": "放不下",
    "fit_unknown": "无法判断",
    "sizing_line": "每卡需要 {need}，可用 {usable}；至少 {gpus} 张 GPU / {nodes} 个节点",
}

LANGS: dict[str, dict[str, str]] = {"en": _EN, "zh": _ZH}


def t(key: str, lang: str = "en", **values: object) -> str:
    """The fixed string ``key`` in ``lang`` (English where untranslated), formatted with ``values``."""
    text = LANGS.get(lang, _EN).get(key) or _EN[key]
    return text.format(**values) if values else text


def waiver_line(waiver: Waiver, lang: str = "en") -> str:
    """"Waived: reason — approved by …, ticket, expires …" for every format (each escapes it its own way)."""
    return t("waived_by", lang, reason=waiver.reason, approved_by=waiver.approved_by, ticket=waiver.ticket,
             expires=waiver.expires)


def page_label(page: int, lang: str = "en") -> str:
    return f"第 {page} 页" if lang == "zh" else f"p.{page}"
