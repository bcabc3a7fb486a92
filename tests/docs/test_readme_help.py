"""The README agrees with ``--help`` (pip-audit's habit): what it tells people to type exists.

* Every line of the usage block names a command that exists and parses as written, by click
  itself (options, their values and types: a ``--tokens`` or ``--model`` the command refuses
  fails here).
* Every row of the option table names options that each listed command has, with exactly the
  values the table lists (``--format text|json|…``).
* Every ``audit …`` and ``--option`` the README or docs/ quote in running text exists.
* Every option an auditing command shows in ``--help`` is documented (README or docs/).
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import click
import pytest

from auditor.cli import COMMANDS, cli

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
DOCS = {p: p.read_text(encoding="utf-8") for p in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]}
AUDITING = ("offer", "verify", "vendors", "compare")
CTX = click.Context(cli)


def _leaves() -> dict[str, click.Command]:
    """Command path ("offer", "probe collect") → command, groups included."""
    found: dict[str, click.Command] = {}

    def walk(command: click.Command, path: str) -> None:
        found[path] = command
        if isinstance(command, click.Group):
            for name in command.list_commands(CTX):
                walk(command.get_command(CTX, name), f"{path} {name}")  # type: ignore[arg-type]

    for name in COMMANDS:
        walk(cli.get_command(CTX, name), name)  # type: ignore[arg-type]
    return found


COMMANDS_BY_PATH = _leaves()


def _resolve(words: list[str]) -> tuple[str, click.Command, list[str]]:
    """``["probe", "collect", "--out", "x"]`` → ("probe collect", command, ["--out", "x"]). A group given
    no subcommand name runs its default one (``audit probe FILE`` is ``probe show``)."""
    assert words and words[0] in COMMANDS, f"no command `audit {words[0] if words else ''}`"
    path, rest = words[0], words[1:]
    command = COMMANDS_BY_PATH[path]
    while isinstance(command, click.Group):
        if rest and rest[0] in command.commands:
            path, rest = f"{path} {rest[0]}", rest[1:]
        elif rest and rest[0] in ("-h", "--help"):
            break
        else:
            path = f"{path} show"
            assert path in COMMANDS_BY_PATH, f"`audit {path}` needs a subcommand"
        command = COMMANDS_BY_PATH[path]
    return path, command, rest


def _names(command: click.Command) -> set[str]:
    return {n for p in command.params if isinstance(p, click.Option) for n in (*p.opts, *p.secondary_opts)} | {
        "-h", "--help"}


def _usage_lines() -> list[str]:
    block = README.split("## Usage", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line.startswith("audit ")]


def test_the_usage_block_is_there() -> None:
    assert len(_usage_lines()) >= 10


@pytest.mark.parametrize("line", _usage_lines(), ids=lambda line: " ".join(line.split()[:3]))
def test_every_usage_line_parses_as_written(line: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("AUDIT_NO_CACHE", raising=False)
    words = shlex.split(line, comments=True)[1:]
    path, command, rest = _resolve(words)
    unknown = [w.split("=", 1)[0] for w in rest if w.startswith("-") and w.split("=", 1)[0] not in _names(command)]
    assert not unknown, f"`audit {path}` has no {unknown}"
    try:
        command.make_context(f"audit {path}", list(rest))  # click's own parse: values, choices, types
    except click.ClickException as exc:
        pytest.fail(f"`{line.split('#')[0].strip()}`: {exc.format_message()}")


def _table_rows() -> list[tuple[str, list[str], list[str] | None, list[str]]]:
    """(option, aliases, values or None, commands) for each row of the README's option table."""
    table = README.split("| option | commands |", 1)[1].split("\n\n", 1)[0]
    rows = []
    for line in table.splitlines()[2:]:
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        names = re.findall(r"`(-{1,2}[\w-]+)(?: ([^`]+))?`", cells[0])
        values = names[0][1].replace("\\|", "|").split("|") if names and "|" in names[0][1].replace("\\", "") else None
        rows.append((names[0][0], [n for n, _ in names[1:]], values, [c.strip() for c in cells[1].split(",")]))
    return rows


def test_the_option_table_is_there() -> None:
    assert {"--tokens", "--model", "--gpu", "--waivers", "--baseline", "--seq-len"} <= {r[0] for r in _table_rows()}


@pytest.mark.parametrize("row", _table_rows(), ids=lambda row: row[0])
def test_every_option_in_the_table_exists_with_its_values(row: tuple[str, list[str], list[str] | None, list[str]]
                                                          ) -> None:
    option, aliases, values, commands = row
    for path in commands:
        assert path in COMMANDS_BY_PATH, f"{option}: no command `audit {path}`"
        command = COMMANDS_BY_PATH[path]
        params = [p for p in command.params if isinstance(p, click.Option) and option in (*p.opts, *p.secondary_opts)]
        assert params, f"`audit {path}` has no {option}"
        assert set(aliases) <= set(params[0].opts), f"`audit {path}` {option}: no alias {aliases}"
        if values is not None:
            choices = getattr(params[0].type, "choices", None)
            assert choices is not None and list(values) == list(choices), f"`audit {path}` {option}: {choices}"


def _spans(text: str) -> list[str]:
    """Inline code in running text (fenced blocks left out: their lines may be outputs, not commands)."""
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    return re.findall(r"`([^`\n]+)`", prose)


@pytest.mark.parametrize("path", list(DOCS), ids=lambda p: p.name)
def test_every_quoted_command_and_option_exists(path: Path) -> None:
    every = set().union(*(_names(c) for c in COMMANDS_BY_PATH.values()))
    wrong = []
    for span in _spans(DOCS[path]):
        if span.startswith("audit ") and re.fullmatch(r"audit [a-z][\w -]*.*", span):
            words = [w for w in shlex.split(span.replace("…", ""), comments=True)[1:] if w]
            if words and words[0].isupper():  # "audit OFFER …" names an argument, not a command
                continue
            try:
                name, command, rest = _resolve(words)
            except AssertionError as exc:
                wrong.append(f"`{span}`: {exc}")
                continue
            options = [w.split("=", 1)[0] for w in rest if re.fullmatch(r"--?[a-z][\w-]*", w.split("=", 1)[0])]
            wrong += [f"`{span}`: `audit {name}` has no {o}" for o in options if o not in _names(command)]
        elif re.fullmatch(r"--[a-z][\w-]*(?:[ =].*)?", span):
            option = re.split(r"[ =]", span, maxsplit=1)[0]
            if option not in every:
                wrong.append(f"`{span}`: no command has {option}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("name", AUDITING)
def test_every_shown_option_of_an_auditing_command_is_documented(name: str) -> None:
    documented = "\n".join(DOCS.values())
    command = COMMANDS_BY_PATH[name]
    missing = [p.opts[0] for p in command.params
               if isinstance(p, click.Option) and not p.hidden
               and not re.search(rf"(?<![\w-]){re.escape(p.opts[0])}(?![\w-])", documented)]
    assert not missing, f"`audit {name} --help` shows {missing}, which README.md and docs/ never name"


def test_the_checks_can_fail() -> None:
    """A misspelt option, a value the command refuses and a missing command are caught."""
    _, command, _ = _resolve(["size", "--model", "llama3-8b"])
    assert "--seq-len" in _names(command) and "--seqlen" not in _names(command)
    with pytest.raises(click.BadParameter):
        command.make_context("audit size", ["--model", "llama3-8b", "--tokens", "15TB"])
    with pytest.raises(AssertionError, match="no command"):
        _resolve(["sizes"])
