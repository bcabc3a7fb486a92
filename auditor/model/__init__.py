"""The typed boundary of the auditor: offers with evidence, findings, reports."""
