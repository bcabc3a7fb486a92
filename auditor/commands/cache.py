"""``audit cache clear|dir``: the content-hash cache of parsed documents (auditor.cache)."""

from __future__ import annotations

import click


@click.group()
def cache() -> None:
    """The cache of parsed documents ($XDG_CACHE_HOME/gpu-offer-auditor)."""


@cache.command()
def clear() -> int:
    """Delete every cached document."""
    from auditor import cache as store

    click.echo(f"removed {store.clear()} cached documents from {store.cache_dir()}")
    return 0


@cache.command("dir")
def directory() -> int:
    """Print where the cache lives."""
    from auditor import cache as store

    click.echo(str(store.cache_dir()))
    return 0
