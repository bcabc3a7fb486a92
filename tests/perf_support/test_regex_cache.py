"""The kept regular-expression code (auditor.infra.regex_cache): a pattern handed to the engine from the
cache behaves exactly as the one ``re`` compiles, a damaged or foreign entry is compiled afresh, and a
second command run compiles (almost) nothing and prints the same report."""

from __future__ import annotations

import base64
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.infra import cache, regex_cache

ROOT = Path(__file__).resolve().parents[2]
PDF = ROOT / "samples" / "quotes" / "honest-h100-quote-zh.pdf"

_ATOMS = st.sampled_from(["a", "b", "中", "文", r"\d", r"\w", r"\s", "[a-c]", "[^b]", ".", "1", r"\.", "x"])
_QUANTIFIERS = st.sampled_from(["", "", "*", "+", "?", "{1,3}", "*?", "+?", "{2}"])


@st.composite
def patterns(draw: st.DrawFn, depth: int = 0, path: str = "") -> str:
    """Regular expressions built from literals, classes, quantifiers, groups (named too), alternation,
    look-arounds and anchors. A group's name is its path in the pattern, so no two groups share one."""
    parts = []
    for _ in range(draw(st.integers(1, 4))):
        if depth < 2 and draw(st.integers(0, 4)) == 0:
            inner = draw(patterns(depth + 1, f"{path}{len(parts)}_"))
            kind = draw(st.sampled_from(["({})", "(?:{})", "(?P<g{n}>{})", "(?={})", "(?<!x)", "(?i:{})"]))
            parts.append(kind.format(inner, n=f"{path}{len(parts)}"))
        else:
            parts.append(draw(_ATOMS) + draw(_QUANTIFIERS))
    text = "".join(parts)
    if draw(st.booleans()):
        text = text + "|" + draw(_ATOMS)
    return ("^" if draw(st.booleans()) else "") + text


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The module as a new process finds it, with its own cache folder; ``re`` restored afterwards."""
    from re import _compiler

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("AUDIT_NO_CACHE", raising=False)
    saved = _compiler.compile, regex_cache._original
    monkeypatch.setattr(regex_cache, "_known", {})
    monkeypatch.setattr(regex_cache, "_new", {})
    monkeypatch.setattr(regex_cache, "_used", set())
    monkeypatch.setattr(regex_cache, "_original", None)
    if saved[1] is not None:
        _compiler.compile = saved[1]
    yield
    _compiler.compile = saved[0]
    re.purge()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pattern=patterns(), flags=st.sampled_from([0, re.IGNORECASE, re.MULTILINE | re.DOTALL, re.ASCII]),
       subject=st.text(alphabet="ab中文1 x.\n_", max_size=30))
def test_a_rebuilt_pattern_is_the_compiled_one(pattern: str, flags: int, subject: str) -> None:
    compiled = re.compile(pattern, flags)
    rebuilt = regex_cache._rebuild(pattern, regex_cache._pack(regex_cache._pieces(pattern, flags)))
    assert rebuilt == compiled  # the engine's code words compared
    assert rebuilt.groupindex == compiled.groupindex and rebuilt.groups == compiled.groups
    assert [m.span() for m in rebuilt.finditer(subject)] == [m.span() for m in compiled.finditer(subject)]
    assert rebuilt.sub("-", subject) == compiled.sub("-", subject)


def test_a_second_process_reuses_the_code(fresh: None) -> None:
    regex_cache.install()
    first = re.compile(r"(?P<n>\d+)\s*(?:张|cards?)")
    regex_cache.save()
    payload = cache.load(regex_cache.NAMESPACE, regex_cache._entry_key())
    assert payload is not None and f"0\0{first.pattern}" in json.loads(payload)
    regex_cache._known.clear()
    regex_cache._known.update(json.loads(payload))
    re.purge()
    again = re.compile(first.pattern)
    assert again == first and f"0\0{first.pattern}" in regex_cache._used
    assert again.match("8 张").group("n") == "8"


def test_a_damaged_entry_is_compiled_afresh(fresh: None) -> None:
    regex_cache.install()
    pattern = r"a(b|c)+d"
    name = f"0\0{pattern}"
    packed = regex_cache._pack(regex_cache._pieces(pattern, 0))
    words = base64.b64decode(packed[1])
    regex_cache._known[name] = [packed[0], base64.b64encode(words[:-8]).decode(), *packed[2:]]  # cut short
    re.purge()
    compiled = re.compile(pattern)
    assert compiled.fullmatch("abcbd") and not compiled.fullmatch("ad")
    assert name not in regex_cache._known and name in regex_cache._new


def test_bytes_patterns_go_to_re_itself(fresh: None) -> None:
    regex_cache.install()
    re.purge()
    assert re.compile(rb"\d+").match(b"42")
    assert not regex_cache._new


def test_no_cache_all_leaves_re_alone(fresh: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from re import _compiler

    monkeypatch.setenv("AUDIT_NO_CACHE", "all")
    before = _compiler.compile
    regex_cache.install()
    assert _compiler.compile is before


def _timed_audit(env: dict[str, str]) -> tuple[str, int]:
    """One ``audit offer`` process: its report and how many patterns the real compiler compiled after start-up."""
    script = ("import sys, re._compiler as c\n"
              "from auditor.infra import regex_cache\n"
              "n = [0]\n"
              "real = c.compile\n"
              "def counting(p, flags=0):\n"
              "    n[0] += 1\n"
              "    return real(p, flags)\n"
              "c.compile = counting\n"
              "import atexit\n"
              "atexit.register(lambda: print(f'COMPILED {n[0]}', file=sys.stderr))\n"
              "from auditor.cli import main\n"
              "main(sys.argv[1:])\n")
    run = subprocess.run([sys.executable, "-c", script, "offer", str(PDF), "--model", "llama3-8b", "--mode", "lora",
                          "--no-cache", "--format", "json"], capture_output=True, text=True, env=env, cwd=ROOT)
    assert run.returncode in (0, 1), run.stderr
    return run.stdout, int(run.stderr.rsplit("COMPILED ", 1)[1].split()[0])


def test_the_second_command_run_compiles_almost_nothing(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "AUDIT_NO_CACHE": ""}
    report, compiled_first = _timed_audit(env)
    again, compiled_second = _timed_audit(env)
    assert again == report
    assert compiled_first > 200 and compiled_second < compiled_first / 5, (compiled_first, compiled_second)


def test_no_words_of_an_audited_document_are_kept(tmp_path: Path) -> None:
    """The kept patterns are the code's: a document's names never become part of one (the user cache keeps them
    with --no-cache, which promises only that documents are read afresh)."""
    mail = tmp_path / "mail.txt"
    mail.write_text("From: Zorvath <zorvath@qelmira-gpu.example>\nSubject: quote\n\nHi,\n"
                    "8 x H100 at $2.40/GPU-hour.\n\nRegards,\nZorvath Quennel\n"
                    "Account Executive, Qelmira GPU Cloud\n", encoding="utf-8")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "AUDIT_NO_CACHE": "1"}
    run = subprocess.run([sys.executable, "-m", "auditor", "offer", str(mail), "--format", "json"],
                         capture_output=True, text=True, env=env, cwd=ROOT)
    assert run.returncode in (0, 1), run.stderr
    kept = list((tmp_path / "cache").rglob("*"))
    text = "".join(p.read_text(encoding="utf-8", errors="replace") for p in kept if p.is_file())
    assert "regex-code" in str(kept) and "Zorvath" not in text and "Qelmira" not in text
