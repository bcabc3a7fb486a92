"""gpu-offer-auditor: audit GPU-server rental offers for LLM training."""

import os

__version__ = "0.1.0"

# pydantic looks for plugins (the "pydantic" entry-point group) by scanning the metadata of every
# installed distribution the first time it builds a model's validator; the auditor uses no pydantic
# plugin, and the scan is a measurable part of start-up (see docs/benchmarks.md). It is skipped only
# when the user has not set PYDANTIC_DISABLE_PLUGINS themselves: a value they chose (e.g. an empty
# one, or a list of plugin names) is left alone, so plugins stay available to anyone who asks.
# Child processes (``--jobs``) inherit the setting, which is what they should do.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
