"""Shipped artefacts (auditor/_built): what the shipped rule packs and catalogues build to, committed,
pinned to their sources, read only when built from exactly those sources, and never written to the
user cache by an audit of shipped rules."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from auditor import prebuild
from auditor.dsl import treecache
from auditor.dsl.loader import _shipped_names, shipped_files
from auditor.infra import prebuilt, regex_cache
from auditor.sizing import catalog

ROOT = Path(__file__).resolve().parents[2]


def test_every_committed_artefact_is_what_its_sources_build() -> None:
    stale = prebuild.stale()
    assert stale == [], f"stale or missing in auditor/_built: {stale}; rebuild with `python -m auditor.prebuild`"


def test_each_shipped_rule_pack_and_catalogue_is_read_from_its_artefact() -> None:
    names = _shipped_names(shipped_files())
    assert len(names) == len(shipped_files()) >= 7
    for source, name in names.items():
        memo = treecache.load(Path(source).read_text(encoding="utf-8"), name)
        assert memo.shipped and memo.trees, name
    for file in catalog.CATALOGUES:
        text = (catalog.DATA / file).read_bytes()
        name = catalog._artefact(file)
        assert prebuilt.load(name, prebuilt.stamp(name.encode("utf-8"), text)) is not None, file


def test_an_artefact_is_not_read_for_other_sources_or_under_another_name() -> None:
    source, name = next(iter(_shipped_names(shipped_files()).items()))
    text = Path(source).read_text(encoding="utf-8")
    edited = treecache.load(text + "\n# an edit in a checkout\n", name)
    assert not edited.shipped and not edited.trees  # built afresh, never from the stale artefact
    stamp = treecache.shipped_stamp(text)
    assert prebuilt.load(name, stamp) is not None
    other = next(n for n in _shipped_names(shipped_files()).values() if n != name)
    assert prebuilt.load(other, stamp) is None  # a file copied over another's name
    assert prebuilt.load(name, prebuilt.stamp(b"other text")) is None


def test_the_stamp_separates_its_sources() -> None:
    assert prebuilt.stamp(b"ab", b"c") != prebuilt.stamp(b"a", b"bc")
    assert prebuilt.stamp(b"a") != prebuilt.stamp(b"a", b"")


def test_an_audit_of_shipped_rules_caches_no_tree_or_catalogue(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    proc = subprocess.run([sys.executable, "-m", "auditor", "offer", "samples/offers/honest-h100-sxm-8x.yaml",
                           "--model", "llama3-8b", "--mode", "lora"], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    namespaces = {p.relative_to(tmp_path / "gpu-offer-auditor").parts[0]
                  for p in tmp_path.rglob("*") if p.is_file()}
    # only the marker that this set of texts compiled cleanly (a word, keyed by the code stamp) and this
    # interpreter's compiled patterns (auditor.infra.regex_cache): no tree, no catalogue
    assert namespaces <= {treecache.VERIFIED, regex_cache.NAMESPACE}, namespaces


def test_a_pdf_audit_caches_only_the_document_it_read(tmp_path: Path) -> None:
    """Grammar data and parser tables come from the package; the user cache gets the document."""
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    env.pop("AUDIT_NO_CACHE", None)
    proc = subprocess.run([sys.executable, "-m", "auditor", "offer", "samples/quotes/honest-h100-quote-zh.pdf",
                           "--model", "llama3-8b", "--mode", "lora"], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=False)
    assert proc.returncode in (0, 1), proc.stderr
    namespaces = {p.relative_to(tmp_path / "gpu-offer-auditor").parts[0]
                  for p in tmp_path.rglob("*") if p.is_file()}
    assert namespaces <= {treecache.VERIFIED, "documents", regex_cache.NAMESPACE}, namespaces


def test_a_user_rule_file_still_goes_to_the_user_cache(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    text = ('rule x.y\n  pitfall missing-sla\n  severity low\n  title "t" zh "t"\n'
            '  when offer.gpu.count_per_node > 1\n  message "m" zh "m"\n  remedy "r" zh "r"\nend\n')
    rules = tmp_path / "mine.rules"
    rules.write_text(text, encoding="utf-8")
    from auditor.dsl.loader import load_rules

    load_rules([rules], include_default=False)
    assert list((tmp_path / "gpu-offer-auditor" / treecache.TREES).rglob("*"))
    assert treecache.load(text).trees
