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
    # the signal-first layout: counts, evidence still needed, acceptance checks, questions
    "not_run": "Not run",
    "incomplete": "Incomplete",
    "counts": "{fail} fail{failing}, {unverified} unverified, {passed} pass",
    "counts_not_run": ", {not_run} acceptance checks not run",
    "counts_waived": ", {waived} waived",
    "too_little": "Too little to audit: the documents state neither the GPU model nor the GPU count. Ask the vendor "
                  "to state {needed}.",
    "not_sized": "not sized: the offer states no GPU",
    "still_needed": "Evidence still needed",
    "awaiting_job": "Name the job to size it (--model, --mode) to decide {rules}.",
    "more_unknown": "{count} more checks are undecided for want of facts; they are judged once the GPUs are stated.",
    "passes_count": "Passing checks: {count}",
    "passes_hint": "--show-passes lists them",
    "passes_line": "{passes} ({hint}); {rules}",
    "passes_line_listed": "{passes}; {rules}",
    "acceptance": "Acceptance checks to run at delivery",
    "acceptance_how": "not run: no probe output was given. `audit probe collect --out acceptance/` runs them on the "
                      "delivered node; audit again with `--probes acceptance/`.",
    "acceptance_count": "{count} acceptance checks not run (state the GPUs first)",
    "acceptance_batch": "{count} acceptance checks not run: no probe output was given (`audit offer` on the offer "
                        "lists them).",
    "check": "Check",
    "command": "Command",
    "ask": "ask: ",
    "not_stated": "not stated: ",
    "paren": " ({text})",
    "offer.gpu.model": "the GPU model (e.g. NVIDIA H100 80GB SXM5)",
    "offer.gpu.count_per_node": "the GPUs per node",
    "offer.nodes": "the number of nodes",
    # pitfall headings
    "pitfall.shared-slice": "Shared or sliced GPUs",
    "pitfall.pcie-masquerade": "PCIe sold as NVLink",
    "pitfall.vram-shortfall": "Not enough GPU memory",
    "pitfall.missing-sla": "Missing or hedged SLA clauses",
    "pitfall.throttled-io": "Throttled storage or network",
    "pitfall.other": "Other",
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
    # the signal-first layout: counts, evidence still needed, acceptance checks, questions
    "not_run": "未运行",
    "incomplete": "信息不足",
    "counts": "不通过 {fail} 项{failing}，无法核实 {unverified} 项，通过 {passed} 项",
    "counts_not_run": "，验收检查未运行 {not_run} 项",
    "counts_waived": "，已豁免 {waived} 项",
    "too_little": "信息不足，无法审计：文件既未写明 GPU 型号，也未写明 GPU 数量。请供应商写明{needed}。",
    "not_sized": "未测算：报价未写明 GPU",
    "still_needed": "仍需补充的证据",
    "awaiting_job": "用 --model、--mode 指定训练任务后可判定：{rules}。",
    "more_unknown": "另有 {count} 项检查因信息缺失无法判定；写明 GPU 后再判定。",
    "passes_count": "通过的检查：{count} 项",
    "passes_hint": "加 --show-passes 列出",
    "passes_line": "{passes}（{hint}）；{rules}",
    "passes_line_listed": "{passes}；{rules}",
    "acceptance": "交付时需运行的验收检查",
    "acceptance_how": "未运行：未提供实测输出。在交付的节点上运行 `audit probe collect --out acceptance/`，"
                      "再加 `--probes acceptance/` 重新审计。",
    "acceptance_count": "验收检查未运行 {count} 项（请先写明 GPU）",
    "acceptance_batch": "验收检查未运行 {count} 项：未提供实测输出（对该报价运行 `audit offer` 可列出）。",
    "check": "检查",
    "command": "命令",
    "ask": "请询问：",
    "not_stated": "未写明：",
    "paren": "（{text}）",
    "offer.gpu.model": "GPU 型号（如 NVIDIA H100 80GB SXM5）",
    "offer.gpu.count_per_node": "每节点 GPU 数",
    "offer.nodes": "节点数",
    # pitfall headings
    "pitfall.shared-slice": "共享或切分的 GPU",
    "pitfall.pcie-masquerade": "PCIe 冒充 NVLink",
    "pitfall.vram-shortfall": "显存不足",
    "pitfall.missing-sla": "SLA 条款缺失或含糊",
    "pitfall.throttled-io": "存储或网络限速",
    "pitfall.other": "其他",
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
