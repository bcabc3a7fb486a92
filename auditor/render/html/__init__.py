"""Self-contained HTML for reviewers: one file, inline CSS, no scripts, every document string escaped."""
