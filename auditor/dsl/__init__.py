"""The rule language: parse, type-check and compile ``*.rules`` files, then evaluate them.

``load_rules`` returns a checked ``RuleSet`` (or raises one ``InputError`` listing every problem);
``RuleSet.evaluate(facts)`` gives one ``Finding`` per rule: fail, pass or unverified.
"""

from __future__ import annotations

from auditor.dsl.loader import load_rules
from auditor.dsl.policy import Policy, load_policy
from auditor.dsl.questions import gather_questions
from auditor.dsl.ruleset import Rule, RuleSet

__all__ = ["Policy", "Rule", "RuleSet", "gather_questions", "load_policy", "load_rules"]
