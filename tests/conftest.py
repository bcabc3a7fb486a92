"""Suite-wide: the tests' caches (parsed PDFs, rule trees) live in a temporary folder, never in ~/.cache."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

# Set at import, before any test (or subprocess it starts) reads XDG_CACHE_HOME; removed when the
# run ends, so a suite run leaves no folder behind in the temporary directory.
_CACHE = tempfile.mkdtemp(prefix="audit-test-cache-")
os.environ["XDG_CACHE_HOME"] = _CACHE
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)
