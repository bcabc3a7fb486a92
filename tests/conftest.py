"""Suite-wide: the tests' caches (parsed PDFs, rule trees) live in a temporary folder, never in ~/.cache."""

from __future__ import annotations

import os
import tempfile

# Set at import, before any test (or subprocess it starts) reads XDG_CACHE_HOME.
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="audit-test-cache-")
