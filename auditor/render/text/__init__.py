"""The terminal format: plain text, colour only on a TTY."""
