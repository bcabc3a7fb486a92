"""Two processes writing the same cache entry while a third reads it: never half an entry.

The document cache and the rule-tree cache both write through ``write_atomic`` (temp file in
the same folder, fsync, rename), so a reader sees no file, the old file or a whole new one.
Writers here race on one key many times with different-length contents; every read must be
a complete entry (or a miss), and no temp file may be left behind.
"""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path

import pytest

from auditor.dsl import treecache
from auditor.ingest import document_cache as cache
from auditor.model.offer import Offer

SOURCE = "/docs/quote.pdf"
ROUNDS = 150


def _offer(i: int) -> Offer:
    return Offer(vendor="v" * (1 + i % 50), statements=[f"line {n}" for n in range(i % 40)], sources=[SOURCE])


def _writer(home: str, seed: int) -> None:
    os.environ["XDG_CACHE_HOME"] = home
    for i in range(ROUNDS):
        cache.store("ab" + "0" * 62, _offer(seed + i), SOURCE)


def _tree_writer(home: str, seed: int) -> None:
    os.environ["XDG_CACHE_HOME"] = home
    for i in range(ROUNDS):
        memo = treecache.ParseMemo({("expr", f"x{n}"): None for n in range(seed + i % 30)})  # type: ignore[misc]
        memo.added = True
        treecache.store("rule text", memo)


@pytest.mark.parametrize("writer", [_writer, _tree_writer])
def test_racing_writers_never_expose_a_partial_entry(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     writer: object) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("AUDIT_NO_CACHE", raising=False)
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=writer, args=(str(tmp_path), seed)) for seed in (0, 7)]  # type: ignore[arg-type]
    for p in procs:
        p.start()
    reads = hits = 0
    while any(p.is_alive() for p in procs) or reads == 0:
        reads += 1
        if writer is _writer:
            got = cache.load("ab" + "0" * 62, SOURCE)
            if got is not None:
                hits += 1
                assert got.sources == [SOURCE] and got.vendor and set(got.vendor) == {"v"}
        else:
            memo = treecache.load("rule text")
            hits += bool(memo.trees)
    for p in procs:
        p.join()
        assert p.exitcode == 0
    assert hits > 0
    leftovers = [p.name for p in tmp_path.rglob("*") if p.name.endswith(".tmp")]
    assert leftovers == []
