"""The shipped GPU and model catalogues, and the matcher from vendor spellings to GPU SKUs.

Quotes spell one GPU many ways ("A100 80G", "A100-SXM4-80GB", "A10080G", "8卡H800", the
nvidia-smi name "NVIDIA H100 80GB HBM3"). The matcher finds the family first, then narrows
by form factor, memory size and memory type. When the text leaves more than one SKU (an
"A100 80G" can be SXM or PCIe) it returns a *merged* spec: the facts the candidates share,
``None`` for the rest and the candidates listed, so rules can still check memory and compute
and report the interconnect as unverified instead of guessing a form factor.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from auditor.errors import UsageError
from auditor.sizing.arch import ModelArch, arch_from_hf_config
from auditor.sizing.facts import GpuSpec
from auditor.units import Quantity

if TYPE_CHECKING:
    from auditor.model.offer import Offer

DATA = Path(__file__).resolve().parent / "data"
GPUS_FILE = "auditor/sizing/data/gpus.yaml"
MODELS_FILE = "auditor/sizing/data/models.yaml"
T = TypeVar("T")


CATALOGUES = ("gpus.yaml", "models.yaml", "mfu.yaml", "cpus.yaml")
"""The shipped catalogue files whose parsed data is built ahead (``auditor.infra.prebuilt``)."""


def _built(name: str, build: Callable[[Any], T]) -> T:
    """A shipped catalogue file parsed and turned into specs by ``build``.

    Even libyaml's loader builds the objects in Python (~12 ms for gpus.yaml, more than the rest of a
    YAML audit), so the parsed data ships with the package as JSON (artefact ``catalog.<name>``,
    stamped with the file's text; ``python -m auditor.prebuild``); the specs are validated from it
    every run (~3 ms). A catalogue edited in a checkout, whose artefact no longer matches until the
    command is rerun, is parsed and its data kept in the user cache as JSON instead
    (``auditor.infra.cache``, keyed by the file text, PyYAML's version and the code and data stamp).
    """
    from auditor.infra import prebuilt

    return build(prebuilt.shipped_data(_artefact(name), (DATA / name).read_bytes(), "catalog", _parse_yaml))


def _artefact(name: str) -> str:
    return "catalog." + name.removesuffix(".yaml")


def _parse_yaml(text: str) -> Any:
    # libyaml's safe loader when present: the pure-Python one spends ~0.3 s on these files.
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(text, Loader=loader)  # a safe loader either way


def prebuilt_catalogues() -> dict[str, tuple[str, bytes]]:
    """Artefact name → (stamp, payload) of every shipped catalogue (``python -m auditor.prebuild``)."""
    from auditor.infra import prebuilt

    return {_artefact(name): prebuilt.data_artefact(_artefact(name), (DATA / name).read_bytes(), _parse_yaml)
            for name in CATALOGUES}


# ---------------------------------------------------------------- CPUs

_CPU_NUMBER = re.compile(r"(?<![A-Za-z\d])(\d[\dA-Z]{2}\d[A-Z]{0,2}\+?)(?![\w+])")


@cache
def _cpu_cores() -> dict[str, dict[str, int]]:
    return _built("cpus.yaml", lambda data: {family: {str(k).upper(): int(v) for k, v in rows.items()}
                                              for family, rows in data["cores_per_socket"].items()})


def cpu_cores_per_socket(model: str) -> int | None:
    """Physical cores of one socket of the CPU ``model`` names ("2× Xeon 8480+" → 56), or None when the
    catalogue (auditor/sizing/data/cpus.yaml) does not know it: settles whether "(64C)" is per socket or total."""
    text = unicodedata.normalize("NFKC", model).casefold()
    family = "epyc" if re.search(r"epyc|霄龙", text) else "xeon" if re.search(r"xeon|至强", text) else None
    if family is None:
        return None
    rows = _cpu_cores()[family]
    for m in _CPU_NUMBER.finditer(text.upper()):
        number = m.group(1)
        for key in (number, number.rstrip("+"), number + "+"):
            if key in rows:
                return rows[key]
    return None


# ---------------------------------------------------------------- GPUs


GpuData = tuple[dict[str, GpuSpec], dict[str, str], dict[str, tuple[str, str]]]


@cache
def _gpu_data() -> GpuData:
    """SKU → spec, SKU → family, family → (regex, display name)."""
    return _built("gpus.yaml", _gpu_specs)


def _gpu_specs(data: dict[str, Any]) -> GpuData:
    sources: dict[str, str] = data["sources"]
    specs: dict[str, GpuSpec] = {}
    family_of: dict[str, str] = {}
    for row in data["gpus"]:
        row = dict(row)
        family_of[row["sku"]] = row.pop("family")
        row["source"] = "; ".join(f"{key}: {sources[key]}" for key in row["source"])
        specs[row["sku"]] = GpuSpec.model_validate(row)
    families = {name: (f["pattern"], f["name"]) for name, f in data["families"].items()}
    return specs, family_of, families


def gpu_catalog() -> dict[str, GpuSpec]:
    """Every catalogued SKU by id."""
    return dict(_gpu_data()[0])


def get_gpu(sku_id: str) -> GpuSpec:
    """A SKU by id (or by an unambiguous spelling); unknown names list the close matches."""
    specs = _gpu_data()[0]
    key = sku_id.strip().lower()
    if key in specs:
        return specs[key]
    spec = match_gpu(sku_id)
    if spec is not None and not spec.candidates:
        return spec
    close = spec.candidates if spec else difflib.get_close_matches(key, list(specs), n=4, cutoff=0.6)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise UsageError(f"unknown GPU {sku_id!r}{hint} (`audit gpus` lists them)")


_FORM_WORDS = (
    (re.compile(r"\b(?:sxm\d?|hgx|dgx)\b"), "sxm"),
    (re.compile(r"\bpci\s*e\b|\bpcie\d?\b"), "pcie"),
    (re.compile(r"\bnvl\b"), "nvl"),
    (re.compile(r"\boam\b"), "oam"),
)
_MEMTYPE = re.compile(r"\b(hbm3e|hbm3|hbm2e|hbm2|gddr7|gddr6x|gddr6)\b")
_MEMORY = re.compile(r"(?<![0-9.])(\d{1,3})\s*(?:gib|gb|g)(?![a-z])")


def normalise(text: str) -> str:
    """NFKC (full-width to ASCII), lower case, separators to spaces, "8xH100" → "8 h100"."""
    t = unicodedata.normalize("NFKC", text).lower()
    t = re.sub(r"[^a-z0-9.+]+", " ", t)
    t = re.sub(r"(?<![a-z0-9])(\d+)\s*x\s*(?=[a-z])", r"\1 ", t)  # 8x h100
    t = re.sub(r"(?<=[0-9a-z])x(\d+)\b", r" \1", t)  # h100x8
    return re.sub(r"\s+", " ", t).strip()


def _family_spans(text: str) -> list[tuple[int, int, str]]:
    """Every family a text names: (start, end, family), longest match first at each place."""
    _, _, families = _gpu_data()
    found: list[tuple[int, int, str]] = []
    for family, (pattern, _name) in families.items():
        # a family ends at a separator, the end, or straight into its memory size ("a10080g")
        rx = re.compile(rf"(?<![a-z0-9])(?:{pattern})(?=$|[^a-z0-9]|\d{{2,3}}\s*g(?:b)?(?![a-z]))")
        found += [(m.start(), m.end(), family) for m in rx.finditer(text)]
    found.sort(key=lambda s: (s[0], -(s[1] - s[0])))
    kept: list[tuple[int, int, str]] = []
    for span in found:
        if not any(span[0] < k[1] and k[0] < span[1] for k in kept):
            kept.append(span)
    return kept


def _near(memory: Quantity, spec: GpuSpec) -> bool:
    """Memory within 8% of the marketed figure or 2% of the reported one ("80 GiB" is an 80 GB part)."""
    m = memory.magnitude
    if spec.memory is not None and abs(m - spec.memory.magnitude) <= spec.memory.magnitude * Fraction(8, 100):
        return True
    usable = spec.memory_usable
    return usable is not None and abs(m - usable.magnitude) <= usable.magnitude * Fraction(2, 100)


def _narrow(candidates: list[GpuSpec], keep: Any) -> list[GpuSpec]:
    """Apply a filter only if something survives: a wrong detail is for rules to flag, not to hide the SKU."""
    narrowed = [c for c in candidates if keep(c)]
    return narrowed or candidates


def match_gpu(text: str, memory: Quantity | None = None) -> GpuSpec | None:
    """The catalogued GPU a vendor spelling names, a merged spec if ambiguous, or None.

    ``memory`` (the offer's per-GPU memory) narrows the SKU when the text does not say it.
    Two different families in one text ("H100 or A100") give None.
    """
    specs, family_of, families = _gpu_data()
    norm = normalise(text)
    if not norm:
        return None
    for spec in specs.values():
        if any(normalise(alias) == norm for alias in spec.aliases):
            return spec
    spans = _family_spans(norm)
    if len({s[2] for s in spans}) != 1:
        return None
    family = spans[0][2]
    after = norm[spans[0][1] :]
    candidates = [s for sku, s in specs.items() if family_of[sku] == family]
    for rx, form in _FORM_WORDS:
        if rx.search(norm):
            candidates = _narrow(candidates, lambda c, form=form: c.form_factor == form)
    mem_type = _MEMTYPE.search(norm)
    if mem_type:
        candidates = _narrow(candidates, lambda c: (c.memory_type or "").lower() == mem_type.group(1))
    sizes = [Quantity.of(int(m.group(1)), "GB") for m in _MEMORY.finditer(after)]
    if memory is not None:
        sizes.append(memory)
    for size in sizes:
        if any(_near(size, c) for c in candidates):
            candidates = [c for c in candidates if _near(size, c)]
            break
    if len(candidates) == 1:
        return candidates[0]
    return _merge(family, families[family][1], candidates)


def identify_gpu(offer: Offer) -> None:
    """The offer's GPU SKU: the one it states (refused when the catalogue lacks it), else the one its
    model name names, citing the model's evidence. An ambiguous name ("A100 80G") leaves it unset."""
    if offer.gpu.sku is not None:
        if offer.gpu.sku not in gpu_catalog():
            from auditor.errors import InputError

            ev = (offer.evidence.get("gpu.sku") or [None])[0]
            close = difflib.get_close_matches(offer.gpu.sku, list(gpu_catalog()), n=3, cutoff=0.5)
            hint = f" (did you mean {', '.join(close)}?)" if close else " (`audit gpus` lists them)"
            raise InputError(ev.source if ev else offer.sources[0], f"unknown GPU sku {offer.gpu.sku!r}{hint}",
                             line=ev.line if ev else None, pointer="/gpu/sku")
        return
    spec = match_gpu(offer.gpu.model, offer.gpu.memory) if offer.gpu.model else None
    if spec is None or spec.candidates:
        return
    offer.gpu.sku = spec.sku
    offer.evidence["gpu.sku"] = [
        ev.model_copy(update={"extractor": f"{ev.extractor}+catalog"}) for ev in offer.evidence.get("gpu.model", [])
    ]


def _merge(family: str, name: str, candidates: list[GpuSpec]) -> GpuSpec:
    """The facts every candidate shares; a field on which they differ is unknown (None)."""
    merged: dict[str, Any] = {}
    for field in GpuSpec.model_fields:
        if field in ("sku", "name", "aliases", "candidates", "source", "uncertain"):
            continue
        value = getattr(candidates[0], field)
        same = all(getattr(c, field) == value for c in candidates[1:])
        merged[field] = value if same else (None if not isinstance(value, list) else [])
    sources = list(dict.fromkeys(part for c in candidates for part in c.source.split("; ")))
    return GpuSpec(
        **merged,
        sku=family,
        name=f"{name} ({' or '.join(c.name for c in candidates)})",
        candidates=[c.sku for c in candidates],
        source="; ".join(sources),
        uncertain=sorted({u for c in candidates for u in c.uncertain}),
    )


# ---------------------------------------------------------------- models


@cache
def _model_data() -> tuple[dict[str, ModelArch], dict[str, str]]:
    """Model id → architecture, and alias → id."""
    return _built("models.yaml", _model_archs)


def _model_archs(data: dict[str, Any]) -> tuple[dict[str, ModelArch], dict[str, str]]:
    sources: dict[str, str] = data["sources"]
    models: dict[str, ModelArch] = {}
    aliases: dict[str, str] = {}
    for row in data["models"]:
        row = dict(row)
        for alias in row.pop("aliases", []):
            aliases[alias] = row["id"]
        row["source"] = sources[row["source"]]
        models[row["id"]] = ModelArch.model_validate(row)
    return models, aliases


def model_catalog() -> dict[str, ModelArch]:
    """Every catalogued model by id."""
    return dict(_model_data()[0])


HF_VARIANTS = ("instruct", "chat", "hf", "base", "it", "fp8", "bf16", "fp16")
"""Hugging Face name endings of a checkpoint of the same architecture (tuned, converted, cast):
``Meta-Llama-3-70B-Instruct`` is sized as Llama 3 70B."""
HF_PREFIXES = ("meta-",)
"""Name beginnings the catalogue's aliases leave out (``Meta-Llama-3.1-405B`` is ``llama-3.1-405b``)."""


def _model_keys(name: str) -> list[str]:
    """The spellings to look a model up by: as written, then (for a Hugging Face ``org/name`` id) the
    name without its organisation, its variant endings and the prefixes the aliases leave out."""
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    keys = [key]
    if key.count("/") == 1 and not key.endswith(".json"):
        bare = key.rsplit("/", 1)[1]
        keys.append(bare)
        while True:
            head, _, tail = bare.rpartition("-")
            if re.fullmatch(r"v\d+(?:\.\d+)*", tail) and head.rpartition("-")[2] in HF_VARIANTS:
                head, _, tail = head.rpartition("-")  # Mixtral-8x7B-Instruct-v0.1: the tune's version
            if not head or tail not in HF_VARIANTS:
                break
            bare = head
            keys.append(bare)
        keys += [bare[len(p):] for p in HF_PREFIXES if bare.startswith(p)]
    return keys


def catalogue_model_id(name: str) -> str | None:
    """The catalogue id a model name (id, alias or Hugging Face id) stands for; None if none."""
    models, aliases = _model_data()
    for key in _model_keys(name):
        if key in models:
            return key
        if key in aliases:
            return aliases[key]
    return None


def get_model(name: str) -> ModelArch:
    """A catalogued model by id, alias or Hugging Face id, or a Hugging Face ``config.json`` path.

    An unknown name is a ``UsageError`` listing close matches; a bad config file is an
    ``InputError`` naming the file.
    """
    models, aliases = _model_data()
    found = catalogue_model_id(name)
    if found is not None:
        return models[found]
    path = Path(name)
    if name.endswith(".json") or path.is_file() or path.is_dir():
        return arch_from_hf_config(path / "config.json" if path.is_dir() else path)
    key = _model_keys(name)[-1]
    close = difflib.get_close_matches(key, [*models, *aliases], n=4, cutoff=0.5)
    hint = f"; did you mean {', '.join(dict.fromkeys(aliases.get(c, c) for c in close))}?" if close else ""
    raise UsageError(f"unknown model {name!r}{hint} (`audit models` lists them, or pass a config.json)")


PREFERRED_FORM = ("sxm", "oam", "nvl", "pcie")
"""Which form an ambiguous family name means when renting for training: the HGX/OAM baseboard part."""


def resolve_gpu(name: str) -> tuple[GpuSpec, str | None]:
    """A GPU by id or spelling, and a note when a family name was taken as one part.

    A family name ("H100", "A100 80GB") most quotes use for the HGX/OAM baseboard part resolves to
    that part (``PREFERRED_FORM``), with a note naming the others; a name that several parts fit
    equally ("A100": 40 and 80 GB SXM) is a ``UsageError`` listing them, never a guess.
    """
    try:
        return get_gpu(name), None
    except UsageError:
        spec = match_gpu(name)
        if spec is None or not spec.candidates:
            raise
    specs = _gpu_data()[0]
    candidates = [specs[c] for c in spec.candidates]
    for form in PREFERRED_FORM:
        chosen = [c for c in candidates if c.form_factor == form]
        if len(chosen) == 1:
            others = " or ".join(c.sku for c in candidates if c is not chosen[0])
            note = (f"{name!r} taken as {chosen[0].name} ({chosen[0].sku}), the part most quotes mean; "
                    f"name {others} for the other{'s' if len(candidates) > 2 else ''}")
            return chosen[0], note
        if chosen:
            break
    parts = ", ".join(f"{c.sku} ({c.name})" for c in candidates)
    raise UsageError(f"{name!r} fits {len(candidates)} GPUs equally: {parts}; name one (`audit gpus` lists them)")
