"""One module per CLI command; ``auditor.cli`` imports a command's module only when it runs."""
