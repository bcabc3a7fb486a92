"""SARIF 2.1.0 for code-scanning dashboards (GitHub ``upload-sarif`` and others)."""
