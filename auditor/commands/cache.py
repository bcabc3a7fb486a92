"""``audit cache clear|dir``: the user cache (auditor.infra.cache): parsed documents, rule trees, catalogues."""

from __future__ import annotations

import click


@click.group()
def cache() -> None:
    """The cache of parsed documents, rule trees and catalogues ($XDG_CACHE_HOME/gpu-offer-auditor)."""


@cache.command()
def clear() -> int:
    """Delete every cache entry."""
    from auditor.infra import cache as store

    click.echo(f"removed {store.clear()} cache entries from {store.cache_dir()}")
    return 0


@cache.command("dir")
def directory() -> int:
    """Print where the cache lives."""
    from auditor.infra import cache as store

    click.echo(str(store.cache_dir()))
    return 0
