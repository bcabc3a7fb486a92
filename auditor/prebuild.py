"""Build the shipped artefacts into ``auditor/_built/``: ``python -m auditor.prebuild``.

What they are and how a run reads them: ``auditor.infra.prebuilt``. This module is the one list of
them (``artefacts``); ``tests/spine/test_prebuilt.py`` rebuilds each and fails while a committed
file differs, so rerun this after editing a rule pack, a catalogue, the rule grammar or the code
an artefact's stamp names. ``--check`` only compares (exit 1 and the stale names).

Adding an artefact is one entry: ``Artefact(name, build)``, where ``build()`` returns
``{name: (stamp, payload)}`` — the stamp from ``prebuilt.stamp(*source texts)``, the payload JSON
bytes — and the owner reads it back at run time with ``prebuilt.load(name, stamp)``, building in
memory when that returns None.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import NamedTuple

from auditor.infra import prebuilt


class Artefact(NamedTuple):
    """A family of shipped artefacts: ``build()`` → {artefact name: (stamp, JSON payload)}."""

    family: str
    build: Callable[[], dict[str, tuple[str, bytes]]]


def _rule_trees() -> dict[str, tuple[str, bytes]]:
    from auditor.dsl.loader import shipped_trees

    return shipped_trees()


def _catalogues() -> dict[str, tuple[str, bytes]]:
    from auditor.sizing.catalog import prebuilt_catalogues

    return prebuilt_catalogues()


def _parser_tables() -> dict[str, tuple[str, bytes]]:
    from auditor.ingest.spec_line_tables import prebuilt_tables

    return prebuilt_tables()


def _grammar_data() -> dict[str, tuple[str, bytes]]:
    from auditor.ingest.vocabulary import prebuilt_grammar_data

    return prebuilt_grammar_data()


ARTEFACTS = (
    Artefact("rule-trees", _rule_trees),  # one per shipped rule pack (auditor.dsl.treecache)
    Artefact("catalog", _catalogues),  # gpus, models, mfu (auditor.sizing.catalog)
    Artefact("parser-tables", _parser_tables),  # the spec-line grammar's LALR tables (auditor.ingest.spec_line_tables)
    Artefact("grammar-data", _grammar_data),  # the grammars/*.yaml data (auditor.ingest.vocabulary)
)


def built() -> dict[str, bytes]:
    """File name → the bytes every artefact must have, built now from the sources."""
    out: dict[str, bytes] = {}
    for family in ARTEFACTS:
        for name, (stamp, payload) in family.build().items():
            if not name.startswith(family.family + "."):
                raise RuntimeError(f"artefact {name!r} is not named after its family {family.family!r}")
            out[prebuilt.path(name).name] = prebuilt.header(name, stamp) + payload
    return out


def stale() -> list[str]:
    """Files of ``auditor/_built`` that differ from what the sources build, are missing, or are left over."""
    want = built()
    have = {p.name for p in prebuilt.BUILT.glob("*.json")} if prebuilt.BUILT.is_dir() else set()
    wrong = [name for name, data in want.items()
             if not (prebuilt.BUILT / name).is_file() or (prebuilt.BUILT / name).read_bytes() != data]
    return sorted(wrong + sorted(have - set(want)))


def main(argv: list[str]) -> int:
    from auditor.errors import InputError

    try:
        return _run(argv)
    except InputError as exc:  # a shipped rule pack or catalogue that does not load: its place, one line
        print(f"prebuild: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2


def _run(argv: list[str]) -> int:
    if argv == ["--check"]:
        names = stale()
        for name in names:
            print(f"stale: auditor/_built/{name} (rebuild with `python -m auditor.prebuild`)")
        return 1 if names else 0
    want = built()
    prebuilt.BUILT.mkdir(exist_ok=True)
    for old in prebuilt.BUILT.glob("*.json"):
        if old.name not in want:
            old.unlink()
    for name, data in want.items():
        target = prebuilt.BUILT / name
        if not target.is_file() or target.read_bytes() != data:
            target.write_bytes(data)
    print(f"built {len(want)} artefacts in {prebuilt.BUILT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
