"""Markdown, for a ticket, a pull request or a legal review: every document string escaped."""
