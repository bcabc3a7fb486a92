"""What the ``audit`` command sets up before any command imports pydantic, and when start-up ends.

Start-up (imports, pydantic classes, compiling the rules) allocates a few hundred thousand objects
that live as long as the process; the cyclic garbage collector would pass over them again and
again for nothing (about 6 % of an ``audit offer`` run). So collections are put off while the
command's modules are imported (``phase``, around the whole command line), and again while rules
are compiled (``quiet``); each time, what was built is frozen out of every later collection and
the usual thresholds come back. Start-up ends when the command's own code starts running
(``command_starts``), whatever the command is, so no command can run its whole life uncollected:
a 300-page PDF or a batch is collected as usual.

pydantic looks for plugins (the ``pydantic`` entry-point group) the first time it builds a
validator: its loader imports ``importlib.metadata`` (with ``email``, ``zipfile`` …) and scans the
metadata of every installed distribution. The auditor uses no pydantic plugin, and that import
alone is about 4 % of an ``audit offer`` run (docs/benchmarks.md). So the command line disables
plugins, unless the user chose a setting of their own, and, when plugins are disabled outright,
gives pydantic a loader that finds none, which is what pydantic's own loader returns then.
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_LOADER = "pydantic.plugin._loader"
_ALL_DISABLED = ("__all__", "1", "true")  # pydantic's own spellings of "no plugins at all"


@contextmanager
def phase() -> Iterator[None]:
    """The command line's start-up: collection off until ``command_starts`` (or the end, at the latest)."""
    gc.disable()
    quiet_pydantic_plugins()
    try:
        yield
    finally:
        command_starts()


def command_starts() -> None:
    """Start-up is over: what exists now is kept, not collected again."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


@contextmanager
def quiet() -> Iterator[None]:
    """No collections while long-lived objects are built (compiling rules); then they are frozen."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            command_starts()


def quiet_pydantic_plugins() -> None:
    # A value the user set (an empty one, or a list of plugin names) is left alone, so plugins stay
    # available to anyone who asks; child processes (``--jobs``) inherit the setting.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    if os.environ["PYDANTIC_DISABLE_PLUGINS"] in _ALL_DISABLED and _LOADER not in sys.modules:
        sys.modules[_LOADER] = _NoPluginsLoader(_LOADER)


class _NoPluginsLoader(types.ModuleType):
    """Stands in for pydantic's plugin loader while plugins are disabled.

    ``get_plugins`` answers as pydantic's does when ``PYDANTIC_DISABLE_PLUGINS`` disables them all.
    Any other name (a later pydantic may import more from its loader) brings in the real module,
    so the stand-in can cost the saving, never a failure.
    """

    @staticmethod
    def get_plugins() -> tuple[()]:
        return ()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # the import system probing (__path__ …): a plain module has none
            raise AttributeError(name)
        if sys.modules.get(_LOADER) is self:
            del sys.modules[_LOADER]
        return getattr(importlib.import_module(_LOADER), name)
