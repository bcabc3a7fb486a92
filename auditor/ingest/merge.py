"""Merge the documents of one offer (quote + contract + …), each fact keeping its own evidence.

The first document that states a field supplies its value; a later document that states a
different value does not overwrite it but becomes a ``Conflict`` (quote says NVLink, contract
says PCIe), which the plausibility rules report. Lists (statements, fees) are concatenated.
For a clause, the strongest status any document gives wins (present > hedged > absent).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from auditor.ingest.reading import same_value
from auditor.model.offer import Clauses, Conflict, Offer

_CLAUSE_STRENGTH = {"present": 3, "hedged": 2, "referenced": 1, "absent": 0}


def merge_offers(offers: list[Offer]) -> Offer:
    if len(offers) == 1:
        base = offers[0]
    else:
        # A price list naming several GPU models (a pricing page beside its order form) is read after
        # the documents that state one configuration: the order says which line was bought.
        offers = sorted(offers, key=_lists_models)
        base = offers[0].model_copy(deep=True)
        for other in offers[1:]:
            _merge_into(base, other)
        base.amends = any(o.amends for o in offers)
    _one_server_interconnect(base)
    return base


def _one_server_interconnect(offer: Offer) -> None:
    """One server has no fabric between nodes to promise: a committed link inside it ("NVLink bridges in pairs;
    this is the topology committed") is its whole interconnect clause, once the offer says it is one server."""
    clause = offer.clauses.interconnect if offer.clauses is not None else None
    if clause is None or clause.status != "absent" or "intra" not in clause.links or offer.nodes != 1:
        return
    assert offer.clauses is not None
    offer.clauses.interconnect = clause.model_copy(update={"status": "present", "state": "committed"})
    if said := offer.evidence.get("clauses.interconnect.links"):
        offer.evidence["clauses.interconnect"] = said


def _merge_into(base: Offer, other: Offer) -> None:
    base.sources.extend(s for s in other.sources if s not in base.sources)
    base.conflicts.extend(other.conflicts)
    for name in Offer.model_fields:
        if name in ("sources", "evidence", "conflicts", "clauses", "amends"):
            continue
        if name == "readings":  # how each document read a fact: the first document's reading stands
            base.readings = {**other.readings, **base.readings}
            continue
        setattr(base, name, _merge_value(base, other, getattr(base, name), getattr(other, name), name))
    _merge_clauses(base, other)
    _shared_storage_only_when_chosen(base)


def _role(offer: Offer, path: str) -> str | None:
    reading = offer.readings.get(path)
    return reading.role if reading is not None else None


def _shared_storage_only_when_chosen(offer: Offer) -> None:
    """A shared file system's "shared" and throughput stand only when the offer's storage is the shared one."""
    if offer.storage.type is None or _role(offer, "storage.type") == "shared":
        return
    for field in ("shared", "throughput"):
        if _role(offer, f"storage.{field}") == "shared":
            setattr(offer.storage, field, None)
            offer.evidence.pop(f"storage.{field}", None)
            offer.readings.pop(f"storage.{field}", None)


def _lists_models(offer: Offer) -> bool:
    """Whether the document's GPU model beat candidates naming other GPU models (a price list)."""
    reading = offer.readings.get("gpu.model")
    if reading is None:
        return False
    names = [reading.value]
    for candidate in reading.candidates:
        if not any(same_value(candidate.value, name) for name in names):
            names.append(candidate.value)
    return len(names) >= 3


def _a_line_of_the_list(other: Offer, path: str, mine: Any) -> bool:
    """Whether a price list read after the order states the order's value on one of its lines (the order says
    which line was bought): its own pick is one line among many, no contradiction."""
    reading = other.readings.get(path)
    if reading is None or not _lists_models(other):
        return False
    return any(same_value(str(mine), value, path) for value in (reading.value, *(c.value for c in reading.candidates)))


def _list_picked_another_line(base: Offer, other: Offer) -> bool:
    """Whether a price list read after the order took another line than the one ordered (its facts are that
    line's: an L40S row's RAM is no contradiction of the H100 server ordered)."""
    return base.gpu.model is not None and other.gpu.model is not None \
        and not same_value(base.gpu.model, other.gpu.model, "gpu.model") \
        and _a_line_of_the_list(other, "gpu.model", base.gpu.model)


def _implied(offer: Offer, path: str) -> bool:
    """A value the reader implied rather than read ("implied: … one server"): any stated one wins."""
    reading = offer.readings.get(path)
    return reading is not None and (reading.note or "").startswith("implied")


def _merge_value(base: Offer, other: Offer, mine: Any, theirs: Any, path: str) -> Any:
    """The merged value of one field; records evidence and conflicts on ``base``."""
    if theirs is not None and _implied(other, path) and not _implied(base, path) and mine is not None:
        return mine
    if mine is not None and theirs is not None and _implied(base, path) and not _implied(other, path):
        _copy_evidence(base, other, path)
        base.readings[path] = other.readings.get(path) or base.readings[path]
        return theirs
    if theirs is None or theirs == [] or (isinstance(theirs, BaseModel) and _empty(theirs)):
        return mine
    if mine is None or mine == [] or (isinstance(mine, BaseModel) and _empty(mine)):
        _copy_evidence(base, other, path)
        return theirs
    if isinstance(mine, list) and isinstance(theirs, list):
        offset = len(mine)
        for key, ev in other.evidence.items():
            if key.startswith(path + "."):
                index, _, rest = key[len(path) + 1:].partition(".")
                if index.isdigit():
                    new_key = f"{path}.{int(index) + offset}" + (f".{rest}" if rest else "")
                    base.evidence[new_key] = ev
        return mine + theirs
    if _role(base, path) != _role(other, path) and "shared" in (_role(base, path), _role(other, path)) \
            and not same_value(mine, theirs):
        # a shared file system one document names gives way to the server's own disks another states (as in one
        # document: auditor/ingest/layout.py), not a contradiction
        if _role(base, path) != "shared":
            return mine
        _copy_evidence(base, other, path)
        base.readings[path] = other.readings[path]
        return theirs
    if other.amends and not base.amends and not isinstance(mine, BaseModel) and not same_value(mine, theirs, path):
        # "以本补充协议为准": the amendment's value replaces the one it amends, no contradiction
        for key in [k for k in base.evidence if k == path or k.startswith(path + ".")]:
            del base.evidence[key]
        _copy_evidence(base, other, path)
        if path in other.readings:
            base.readings[path] = other.readings[path]
        return theirs
    if isinstance(mine, BaseModel) and isinstance(theirs, BaseModel):
        for field in type(mine).model_fields:
            merged = _merge_value(base, other, getattr(mine, field), getattr(theirs, field), f"{path}.{field}")
            setattr(mine, field, merged)
        return mine
    if not same_value(mine, theirs, path) and not _a_line_of_the_list(other, path, mine) \
            and not _list_picked_another_line(base, other) and not base.amends:
        base.conflicts.append(Conflict(
            field=path,
            values=[str(mine), str(theirs)],
            evidence=[*base.evidence.get(path, []), *other.evidence.get(path, [])],
        ))
    else:
        base.evidence.setdefault(path, []).extend(other.evidence.get(path, []))
    return mine


def _empty(model: BaseModel) -> bool:
    return all(v is None or v == [] or (isinstance(v, BaseModel) and _empty(v)) for v in model.__dict__.values())


def _copy_evidence(base: Offer, other: Offer, path: str) -> None:
    for key, ev in other.evidence.items():
        if key == path or key.startswith(path + "."):
            base.evidence[key] = list(ev)


def _merge_clauses(base: Offer, other: Offer) -> None:
    if other.clauses is None:
        return
    if base.clauses is None:
        base.clauses = other.clauses.model_copy(deep=True)
        _copy_evidence(base, other, "clauses")
        return
    for field in Clauses.model_fields:
        mine, theirs = getattr(base.clauses, field), getattr(other.clauses, field)
        if theirs is None:
            continue
        if mine is None or _CLAUSE_STRENGTH[theirs.status] > _CLAUSE_STRENGTH[mine.status] or (
                mine.status == theirs.status == "absent" and theirs.links and not mine.links):
            setattr(base.clauses, field, theirs)
            for key in [k for k in base.evidence if k == f"clauses.{field}" or k.startswith(f"clauses.{field}.")]:
                del base.evidence[key]
            _copy_evidence(base, other, f"clauses.{field}")
