"""The expected manifest of a node, derived from the offer and the catalogue row of the GPU it sells.

Typed offer fields give most items; counts the offer model has no field for (NICs, NVMe drives,
NVLink generation and links) are read from the offer's own quoted words ("8× 400Gb/s NDR",
"4× 7.68 TB NVMe", "NVLink 4", "NV18"). Nothing is defaulted: an item nobody states is unknown.
Not a probe kind (registry.INFRA); imported by every audit, so it imports no parser.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from auditor.model.evidence import Evidence, EvidenceRef
from auditor.model.manifest import Manifest, ManifestItem
from auditor.model.offer import Offer

_TIMES = r"\s*(?:[x×X*]|pcs?\.?\s*[x×X*]?|块|张|个|口|port(?:s)?\s*[x×X*]?)\s*"
_NIC_RATE = r"(\d{2,4})\s*(?:G(?:b(?:it)?)?(?:/s|ps)?|GbE)(?![a-zA-Z])"
_NIC = (re.compile(rf"(?<![\d.])(\d{{1,2}}){_TIMES}{_NIC_RATE}"),
        re.compile(rf"{_NIC_RATE}\s*(?:NDR|HDR|IB|InfiniBand|RoCE|NIC)?\s*[x×X*]\s*(\d{{1,2}})(?![\d.])"))
_NIC_WORD = re.compile(r"infiniband|\bIB\b|\bNDR|\bHDR|RoCE|ConnectX|CX-?[67]|\bNICs?\b|\bHCAs?\b|BlueField|网卡|"
                       r"计算网|RDMA", re.IGNORECASE)
_NOT_FABRIC = re.compile(r"uplink|public|internet|management|\bBMC\b|公网|管理网|带外|存储网", re.IGNORECASE)
_SIZE = r"(\d+(?:\.\d+)?)\s*(TB|GB|TiB|GiB|T|G)(?![a-zA-Z])"
_NVME = (re.compile(rf"(?<![\d.])(\d{{1,2}}){_TIMES}{_SIZE}"),
         re.compile(rf"{_SIZE}\s*(?:NVMe|U\.2|SSD)?\s*[x×X*]\s*(\d{{1,2}})(?![\d.])", re.IGNORECASE))
_NVME_WORD = re.compile(r"NVMe|U\.2|\bSSD|固态", re.IGNORECASE)
_NOT_DATA_DISK = re.compile(r"system disk|\bOS\b|boot|系统盘|启动盘|HDD|SATA", re.IGNORECASE)
_CN_DIGITS = {"一": "1", "二": "2", "三": "3", "四": "4", "五": "5"}
_NVLINK_GEN = (re.compile(r"NVLink\s*(?:gen(?:eration)?\s*)?([1-5])(?:\.0)?(?![\d.])", re.IGNORECASE),
               re.compile(r"([1-5])(?:st|nd|rd|th)[- ]gen(?:eration)?\s*NVLink", re.IGNORECASE),
               re.compile(r"第\s*([一二三四五1-5])\s*代\s*NVLink", re.IGNORECASE))
_NVLINK_LINKS = (re.compile(r"\bNV(\d{1,2})\b"),
                 re.compile(r"(\d{1,2})\s*(?:NVLink\s*)?(?:links|条\s*NVLink|条链路)", re.IGNORECASE))
_SPLIT = re.compile(r"[;；。\n]|(?<=[a-z)])\.\s")


def _refs(evidence: list[Evidence], fact: str, value: str | None) -> list[EvidenceRef]:
    return [EvidenceRef(source=e.source, page=e.page, line=e.line, pointer=e.pointer, bbox=e.bbox, text=e.text,
                        fact=fact, value=value) for e in evidence]


def _dumped(model: Any) -> str | None:
    if model is None:
        return None
    if isinstance(model, bool):
        return "yes" if model else "no"
    return str(model)


class _Builder:
    def __init__(self, offer: Offer, spec: Any, evidence: dict[str, list[Evidence]]) -> None:
        self.offer, self.spec, self.evidence = offer, spec, evidence
        self.items: list[ManifestItem] = []

    def field(self, item: str, label: str, path: str | None, spec_field: str | None = None) -> None:
        """One item from the offer field ``path``, else from the catalogue row's ``spec_field``."""
        value: Any = self.offer if path else None
        for part in path.split(".") if path else ():
            value = getattr(value, part)
        if path and value is not None:
            shown = _dumped(value)
            self.items.append(ManifestItem(item=item, label=label, value=shown, basis="offer",
                                           evidence=_refs(self.offer.evidence.get(path, []), f"offer.{path}", shown)))
            return
        if spec_field is not None and self.spec is not None and getattr(self.spec, spec_field) is not None:
            shown = _dumped(getattr(self.spec, spec_field))
            self.items.append(ManifestItem(
                item=item, label=label, value=shown, basis="catalogue", note=f"catalogue row {self.spec.sku}",
                evidence=_refs(self.evidence.get(f"gpu_spec.{spec_field}", []), f"gpu_spec.{spec_field}", shown)))
            return
        self.unknown(item, label)

    def unknown(self, item: str, label: str, note: str | None = None) -> None:
        self.items.append(ManifestItem(item=item, label=label, basis="unknown", note=note))

    def read(self, item: str, label: str, value: str, note: str, source: tuple[str, Evidence]) -> None:
        key, ev = source
        self.items.append(ManifestItem(item=item, label=label, value=value, basis="offer", note=note,
                                       evidence=_refs([ev], f"offer.{key}", value)))


def _phrases(offer: Offer) -> Iterator[tuple[str, list[tuple[str, Evidence]]]]:
    """Every quoted phrase of the offer with the facts citing it: each evidence text split into clauses,
    then the spans read from one line joined (a prose reader cites 'InfiniBand' and '400 Gb/s x 8' apart)."""
    seen: set[str] = set()
    lines: dict[tuple[str, int | None, int], list[tuple[str, Evidence]]] = {}
    for key, evidence in offer.evidence.items():
        for ev in evidence:
            if not ev.text:
                continue
            if ev.line is not None:
                lines.setdefault((ev.source, ev.page, ev.line), []).append((key, ev))
            if ev.text in seen:
                continue
            seen.add(ev.text)
            for phrase in _SPLIT.split(ev.text):
                if phrase.strip():
                    yield phrase, [(key, ev)]
    for cited in lines.values():
        texts = list(dict.fromkeys(ev.text or "" for _, ev in cited))
        if len(texts) > 1:
            yield " ".join(texts), cited


def _cite(m: re.Match[str], cited: list[tuple[str, Evidence]]) -> tuple[str, Evidence]:
    """The fact whose quoted words hold the match (or the first of the phrase)."""
    return next((c for c in cited if m[0] in (c[1].text or "")), cited[0])


def _nearest(phrase: str, word: re.Pattern[str], patterns: tuple[re.Pattern[str], ...]) -> re.Match[str] | None:
    """The 'N × X' match of ``patterns`` closest to ``word`` ('8×80GB GPUs, 4×3.84TB NVMe': the NVMe one)."""
    anchor = word.search(phrase)
    if anchor is None:
        return None
    found = [m for p in patterns for m in p.finditer(phrase)]
    return min(found, key=lambda m: min(abs(m.start() - anchor.start()), abs(m.end() - anchor.end())), default=None)


def _nics(offer: Offer) -> tuple[int, int, str, Evidence] | None:
    """(count, Gb/s per port, fact path, evidence) of the first phrase naming fabric NICs as 'N × R Gb/s'."""
    for phrase, cited in _phrases(offer):
        if _NOT_FABRIC.search(phrase):
            continue
        m = _nearest(phrase, _NIC_WORD, _NIC)
        if m:
            count, rate = (m[1], m[2]) if m.re is _NIC[0] else (m[2], m[1])
            if 1 <= int(count) <= 32 and 10 <= int(rate) <= 1600:
                return int(count), int(rate), *_cite(m, cited)
    return None


def _drives(offer: Offer) -> tuple[int, str, str, Evidence] | None:
    """(count, size per drive, fact path, evidence) of the first phrase naming data NVMe drives as 'N × S TB'."""
    for phrase, cited in _phrases(offer):
        if _NOT_DATA_DISK.search(phrase):
            continue
        m = _nearest(phrase, _NVME_WORD, _NVME)
        if m:
            count, size, unit = (m[1], m[2], m[3]) if m.re is _NVME[0] else (m[3], m[1], m[2])
            unit = {"T": "TB", "G": "GB"}.get(unit.upper(), unit)
            if 1 <= int(count) <= 32:
                return int(count), f"{size} {unit}", *_cite(m, cited)
    return None


def _first(offer: Offer, patterns: tuple[re.Pattern[str], ...], word: str) -> tuple[str, str, Evidence] | None:
    for phrase, cited in _phrases(offer):
        if word not in phrase.lower():
            continue
        for pattern in patterns:
            m = pattern.search(phrase)
            if m:
                return _CN_DIGITS.get(m[1], m[1]), *_cite(m, cited)
    return None


def expected_manifest(offer: Offer, spec: Any = None, evidence: dict[str, list[Evidence]] | None = None) -> Manifest:
    """The manifest of ``offer``; ``spec`` is its GPU's catalogue row (``gpu_spec``), evidence keyed ``gpu_spec.*``."""
    b = _Builder(offer, spec, evidence or {})
    b.field("gpu.model", "GPU model", "gpu.model", "name")
    b.field("gpu.sku", "GPU catalogue id", "gpu.sku")
    b.field("gpu.form_factor", "GPU form factor", "gpu.form_factor", "form_factor")
    b.field("gpu.count_per_node", "GPUs per node", "gpu.count_per_node")
    b.field("gpu.memory", "memory per GPU", "gpu.memory", "memory")
    b.field("gpu.sharing", "GPU sharing", "gpu.sharing")
    b.field("nodes", "nodes", "nodes")
    b.field("nvlink.intra_node", "GPU-to-GPU link", "interconnect.intra_node", "link")
    b.field("nvlink.topology", "NVLink topology", "interconnect.topology")
    b.field("nvlink.bandwidth", "NVLink bandwidth per GPU", "interconnect.nvlink_bandwidth", "nvlink_bandwidth")
    b.field("nvlink.domain", "GPUs in one NVLink domain", None, "nvlink_domain")
    for item, label, patterns in (("nvlink.generation", "NVLink generation", _NVLINK_GEN),
                                  ("nvlink.links", "NVLink links per GPU", _NVLINK_LINKS)):
        found = _first(offer, patterns, "nv")
        if found:
            b.read(item, label, found[0], "read from the offer's words", found[1:])
        else:
            b.unknown(item, label, "the offer does not state it (the GPU catalogue has no such field)")
    b.field("nic.fabric", "inter-node fabric", "interconnect.inter_node")
    nics = _nics(offer)
    if nics:
        b.read("nic.count", "fabric NICs per node", str(nics[0]), "count of 'N × R Gb/s' in the offer", nics[2:])
        b.read("nic.speed", "rate per fabric NIC", f"{nics[1]} Gb/s", "rate of 'N × R Gb/s' in the offer", nics[2:])
    else:
        b.unknown("nic.count", "fabric NICs per node")
        b.unknown("nic.speed", "rate per fabric NIC")
    b.field("nic.bandwidth", "fabric bandwidth per node", "interconnect.inter_node_bandwidth")
    b.field("network.uplink", "public uplink per node", "network.bandwidth")
    b.field("storage.type", "data storage type", "storage.type")
    drives = _drives(offer)
    if drives:
        b.read("nvme.count", "NVMe drives per node", str(drives[0]), "count of 'N × S' in the offer", drives[2:])
        b.read("nvme.size", "size per NVMe drive", drives[1], "size of 'N × S' in the offer", drives[2:])
    else:
        b.unknown("nvme.count", "NVMe drives per node")
        b.unknown("nvme.size", "size per NVMe drive")
    b.field("storage.capacity", "data storage per node", "storage.capacity")
    b.field("host.memory", "host RAM per node", "memory")
    b.field("cpu.model", "CPU model", "cpu.model")
    b.field("cpu.sockets", "CPU sockets", "cpu.sockets")
    b.field("cpu.cores", "CPU cores per node", "cpu.cores")
    return Manifest(items=b.items)
