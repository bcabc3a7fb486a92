"""An approved-vendor list spread over a Dask cluster (``audit vendors LIST --dask ADDRESS``).

For lists beyond one machine: the same per-offer function the local pool runs (``runner._audit_chunk``:
audit, waivers, baseline, the offer's part of the report) runs on the cluster's workers, a chunk of
offers per task, and the parent takes the results in list order exactly as from a local pool, so
the report is byte for byte the one ``audit vendors`` writes on one machine.

What the cluster must provide: the same auditor on every worker (checked before any offer is
sent: a worker whose code stamp differs would write a different report, so the run stops with a
usage error naming it), and the list's documents at the same paths (a shared file system).

Dask is an optional extra (``pip install 'gpu-offer-auditor[cluster]'``), imported only here and
only when ``--dask`` is given; the CLI never pays for it otherwise.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

from auditor.errors import UsageError

if TYPE_CHECKING:
    from collections.abc import Callable

    from auditor.vendors.listfile import OfferJob
    from auditor.vendors.runner import RuleSpec, Task

_RULESETS: dict[RuleSpec, Any] = {}
"""Rule sets compiled on this worker, one per ``RuleSpec`` (a worker serves many tasks)."""


def code_stamp() -> str:
    """The auditor a worker runs: version plus a digest of its code and shipped data."""
    from auditor import __version__
    from auditor.infra.cache import code_stamp as stamp

    return f"{__version__}+{hashlib.sha256(stamp_text(stamp())).hexdigest()[:16]}"


def _worker_stamp() -> str:
    """Run on each worker (sent by reference, so it reports the code the worker imported)."""
    return code_stamp()


def stamp_text(stamp: bytes) -> bytes:
    """The stamp without modification times (a cluster installs the same files at other times)."""
    return b"\0".join(b":".join(part.split(b":")[:2]) for part in stamp.split(b"\0"))


def audit_chunk(jobs: list[tuple[int, OfferJob]], rules: RuleSpec, task: Task) -> list[Any]:
    """Worker side: ``runner._audit_chunk`` with this worker's compiled rules."""
    from auditor.vendors import runner

    ruleset = _RULESETS.get(rules)
    if ruleset is None:
        ruleset = _RULESETS[rules] = rules.load()
    return runner._audit_chunk(jobs, task, ruleset)


def run_on_dask(jobs: list[OfferJob], rules: RuleSpec, task: Task, address: str,
                sink: Callable[[Any], None]) -> None:
    """Every job's ``(done, error)`` computed on the cluster, handed to ``sink`` in list order (each
    chunk's result is released on the cluster once read)."""
    try:
        from distributed import Client
    except ImportError:
        raise UsageError("--dask needs the cluster extra: pip install 'gpu-offer-auditor[cluster]'") from None
    from auditor.vendors.runner import _chunks

    try:
        client = Client(address, timeout=30, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise UsageError(f"--dask {address}: cannot reach the scheduler ({exc})") from None
    with client:
        here = code_stamp()
        stamps = client.run(_worker_stamp)
        if not stamps:
            raise UsageError(f"--dask {address}: the cluster has no workers")
        other = sorted(worker for worker, stamp in stamps.items() if stamp != here)
        if other:
            raise UsageError(f"--dask {address}: {len(other)} worker(s) run other auditor code than this one "
                             f"({here}); first: {other[0]} runs {stamps[other[0]]}. Install the same version")
        shared = client.scatter(task, broadcast=True)  # waivers, baseline index, options: sent once per worker
        chunks = _chunks(len(jobs), max(1, sum(client.nthreads().values())))
        futures = [client.submit(audit_chunk, [(i + 1, jobs[i]) for i in chunk], rules, shared, pure=False)
                   for chunk in chunks]
        for future in futures:
            for result in future.result():
                sink(result)
            future.release()
