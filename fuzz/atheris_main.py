"""Coverage-guided fuzzing of one entry point with atheris (libFuzzer for Python).

Usage (see docs/fuzzing.md)::

    pip install atheris
    python -m fuzz.atheris_main TARGET [libFuzzer options …] [CORPUS_DIR …]
    python -m fuzz.atheris_main pdf -runs=5000 -max_len=200000
    python -m fuzz.atheris_main --list

TARGET is one of fuzz.targets.TARGETS: units, spec_line, rules, yaml, probes, pdf. Without a
corpus directory the shipped samples of that kind are written to a fresh one and used as seeds,
so mutation starts from real offers, quotes, rules and probe outputs. A target raises only on a
real defect (a traceback the CLI would show); libFuzzer then stops and saves the input as
``crash-<sha1>`` in the working directory.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path


def main(argv: list[str]) -> None:
    import atheris

    from fuzz import targets

    if len(argv) < 2 or argv[1] in ("-h", "--help", "--list"):
        print("targets:", ", ".join(targets.TARGETS))
        print(__doc__)
        return
    name = argv[1]
    if name not in targets.TARGETS:
        raise SystemExit(f"unknown target {name!r}; one of {', '.join(targets.TARGETS)}")
    with atheris.instrument_imports(include=["auditor"]):
        import auditor.dsl.ruleset
        import auditor.ingest
        import auditor.ingest.pdf_offer
        import auditor.ingest.spec_line
        import auditor.probes.bundle
        import auditor.units  # noqa: F401
    rest = argv[2:]
    if not any(not a.startswith("-") for a in rest):  # no corpus given: seed one from the samples
        corpus = Path(tempfile.mkdtemp(prefix=f"audit-corpus-{name}-"))
        for i, seed in enumerate(targets.seeds(name)):
            (corpus / f"seed-{i:03d}").write_bytes(seed)
        rest.append(str(corpus))
    target = targets.TARGETS[name]
    # pre-warm the lazily built parsers so the first inputs are not timed as slow
    for seed in targets.seeds(name)[:1]:
        target(seed)
    atheris.Setup([argv[0], *rest], target)
    atheris.Fuzz()


if __name__ == "__main__":
    main(sys.argv)
