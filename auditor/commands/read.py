"""``audit read quote.pdf [contract.pdf …] [-o offer.yaml]``: the offer as read, for a reviewer.

The YAML is an ordinary offer file (it validates against schemas/offer.schema.json). Its
``readings`` section keeps, for every fact, the value as read, the document page or line, the
printed words and the candidates the reading beat. A reviewer corrects a value and runs
``audit offer offer.yaml``: facts left as read still cite the document page; facts the reviewer
changed are cited as the reviewer's, beside the reading they replaced
(auditor/ingest/structured.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

_HEADER = """\
# Offer as read by `audit read` from: {sources}
# Check each value against the document; correct what is wrong and run `audit offer` on this file.
# `readings` says where each value was read (page or line, the printed words) and what it beat;
# leave it as it is: a value that differs from its reading is reported as the reviewer's.
# `conflicts` lists values the documents disagree on: settle each (set the value above), then delete its entry.
"""


@click.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--output", "-o", type=click.Path(path_type=Path), help="Write the offer YAML here (atomically).")
def read(files: tuple[Path, ...], output: Path | None) -> int:
    """Read quotes and contracts (PDF, .xlsx, .docx, .txt, .md) into one reviewable offer YAML with its readings."""
    from auditor.infra.output import check_output, write_output
    from auditor.ingest import load_offer

    check_output(output, files)
    offer = load_offer(list(files))
    write_output(offer_yaml(offer), output, files)
    return 0


def offer_yaml(offer: Any) -> str:
    """The offer's facts and a reading for every cited fact, as YAML valid against the offer schema."""
    import yaml

    from auditor.ingest.reading import shown, value_at
    from auditor.ingest.structured import check_offer_data
    from auditor.model.offer import FactReading, OfferSpec, ReadPlace
    from auditor.model.quantity import TEXT_CONTEXT

    readings = dict(offer.readings)
    for path, evidence in offer.evidence.items():
        value = value_at(offer, path)
        if value is None or not evidence:
            continue
        first, *more = evidence
        old = readings.get(path)
        readings[path] = FactReading(
            value=shown(value), source=first.source, page=first.page, line=first.line, pointer=first.pointer,
            quote=first.text, where=old.where if old else None, role=old.role if old else None,
            note=old.note if old else None, candidates=old.candidates if old else [],
            also=[ReadPlace(source=e.source, page=e.page, line=e.line, pointer=e.pointer, quote=e.text) for e in more])
    offer = offer.model_copy(update={"readings": readings})
    # Defaults (an empty fee list) were not read: left out, as auditing the document leaves them.
    data = offer.model_dump(mode="json", exclude_none=True, exclude_defaults=True, include=set(OfferSpec.model_fields),
                            by_alias=True, context=TEXT_CONTEXT)  # "80 GB", as a person writes an offer file
    check_offer_data(data, "audit read")
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=110)
    return _HEADER.format(sources=", ".join(offer.sources)) + text
