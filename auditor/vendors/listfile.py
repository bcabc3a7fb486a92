"""The approved-vendor list file (YAML or JSON) and its loader.

    target: {model: llama3-70b, mode: lora}      # default for every vendor (optional)
    waivers: waivers.yaml                         # a file, or a list of waivers written inline
    vendors:
      - name: Northwind Compute
        offers: [offers/honest-h100-sxm-8x.yaml]  # one document per offer …
        probes: [probes/northwind]                # optional, for every offer of this vendor
      - name: Beichen Intelligent Computing
        target: {model: llama3-8b, mode: full}    # per-vendor target overrides the list's
        offers:
          - name: h800-monthly                    # … or a named offer of several documents
            files: [offers/beichen-quote.pdf, offers/beichen-contract.pdf]
            probes: [probes/beichen]
        waivers: [...]                            # inline waivers; the vendor is implied

Every path is relative to the list file's folder and, after resolving symlinks, must stay inside
it: a list kept in a repository cannot make CI read files elsewhere on the runner unless the
caller passes ``allow_outside``. Every mistake is an ``InputError`` naming the list file, the
line and the JSON pointer; nothing is audited from a half-read list.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError

from auditor.errors import InputError
from auditor.sizing.tokens import parse_tokens


def _tokens(value: Any) -> int | None:
    return None if value is None else parse_tokens(value)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class TargetSpec(_Strict):
    model: str = Field(min_length=1)
    mode: Literal["pretrain", "full", "lora", "qlora"] = "full"
    tokens: Annotated[int | None, BeforeValidator(_tokens)] = None  # read as --tokens is (15T, 2e10, 150亿)
    seq_len: int | None = Field(None, ge=1, le=10_000_000)


class OfferSpec(_Strict):
    name: str | None = Field(None, min_length=1)
    files: list[str] = Field(min_length=1)
    probes: list[str] = Field(default=[])


class VendorSpec(_Strict):
    name: str = Field(min_length=1)
    offers: list[str | OfferSpec] = Field(min_length=1)
    probes: list[str] = Field(default=[])
    target: TargetSpec | None = None
    waivers: list[dict[str, Any]] = Field(default=[])


class ListSpec(_Strict):
    target: TargetSpec | None = None
    waivers: str | list[dict[str, Any]] | None = None
    vendors: list[VendorSpec] = Field(min_length=1)


@dataclass(frozen=True)
class OfferJob:
    """One offer to audit: what a worker process needs, as plain paths and values."""

    vendor: str
    offer: str
    documents: tuple[str, ...]
    probes: tuple[str, ...]
    target: dict[str, Any] | None
    root: str | None = None  # the list's folder every file must resolve into when opened (None: --allow-outside)


@dataclass
class WaiverSource:
    """Waivers as written (raw mappings with their lines), for ``auditor.vendors.waivers`` to check."""

    source: str
    entries: list[tuple[Any, int | None, str | None]] = field(
        default_factory=list
    )  # (entry, line, implied vendor)


@dataclass
class VendorList:
    path: Path
    jobs: list[OfferJob]
    vendors: list[str]
    waivers: list[WaiverSource]


def load_list(path: Path, *, allow_outside: bool = False, read_waivers: bool = True) -> VendorList:
    """Read, validate and resolve a vendor list. ``read_waivers=False`` (``--no-waivers``) skips
    the waivers entirely, so an audit without them does not depend on their files either."""
    from auditor.ingest.structured import parse_with_lines

    source = str(path)
    text = _read(path, source)
    data, lines = parse_with_lines(text, source, is_json=path.suffix.lower() == ".json")
    if not isinstance(data, dict):
        raise InputError(source, "a vendor list must be a mapping with a `vendors:` list", line=1)
    try:
        spec = ListSpec.model_validate(data)
    except ValidationError as exc:
        raise _validation_error(exc, source, lines) from None
    base = path.parent
    resolver = _Resolver(base, source, lines, allow_outside)
    jobs: list[OfferJob] = []
    names: dict[str, int] = {}
    for v, vendor in enumerate(spec.vendors):
        key = " ".join(vendor.name.split()).casefold()
        if key in names:
            raise InputError(
                source,
                f"vendor {vendor.name!r} is listed twice (also vendor #{names[key] + 1})",
                line=lines.get(f"/vendors/{v}/name"),
                pointer=f"/vendors/{v}/name",
            )
        names[key] = v
        target = vendor.target or spec.target
        if target is not None:
            where = f"/vendors/{v}/target/model" if vendor.target else "/target/model"
            target = target.model_copy(update={"model": resolver.model(target.model, where)})
        vendor_probes = [resolver.path(p, f"/vendors/{v}/probes/{i}") for i, p in enumerate(vendor.probes)]
        seen: set[str] = set()
        for o, offer in enumerate(vendor.offers):
            where = f"/vendors/{v}/offers/{o}"
            if isinstance(offer, str):
                documents = [resolver.path(offer, where)]
                probes, name = vendor_probes, None
            else:
                documents = [resolver.path(f, f"{where}/files/{i}") for i, f in enumerate(offer.files)]
                probes = [
                    resolver.path(p, f"{where}/probes/{i}") for i, p in enumerate(offer.probes)
                ] or vendor_probes
                name = offer.name
            offer_key = name or Path(offer if isinstance(offer, str) else offer.files[0]).as_posix()
            if offer_key in seen:
                raise InputError(
                    source,
                    f"offer {offer_key!r} is listed twice for {vendor.name!r}",
                    line=lines.get(where),
                    pointer=where,
                )
            seen.add(offer_key)
            jobs.append(
                OfferJob(
                    vendor=vendor.name,
                    offer=offer_key,
                    documents=tuple(documents),
                    probes=tuple(probes),
                    target=target.model_dump(exclude_none=True) if target else None,
                    root=None if allow_outside else str(resolver.root),
                )
            )
    waivers: list[WaiverSource] = []
    if read_waivers:
        waivers = _waivers(spec, data, source, lines, resolver)
    return VendorList(path=path, jobs=jobs, vendors=[v.name for v in spec.vendors], waivers=waivers)


def _read(path: Path, source: str) -> str:
    from auditor.infra.limits import check_size

    if path.is_dir():
        raise InputError(source, "is a directory, not a vendor list file")
    check_size(path, kind="config")  # regular files only; lists and waivers are small, a huge one is an attack
    try:
        return path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise InputError(source, "no such file") from None
    except IsADirectoryError:
        raise InputError(source, "is a directory, not a vendor list file") from None
    except UnicodeDecodeError as exc:
        raise InputError(source, f"not UTF-8 text (byte {exc.start})") from None


def _waivers(
    spec: ListSpec, data: dict[str, Any], source: str, lines: dict[str, int], resolver: _Resolver
) -> list[WaiverSource]:
    out: list[WaiverSource] = []
    if isinstance(spec.waivers, str):
        out.append(read_waiver_file(Path(resolver.path(spec.waivers, "/waivers"))))
    elif spec.waivers:
        out.append(
            WaiverSource(
                source, [(entry, lines.get(f"/waivers/{i}"), None) for i, entry in enumerate(data["waivers"])]
            )
        )
    for v, vendor in enumerate(spec.vendors):
        if vendor.waivers:
            out.append(
                WaiverSource(
                    source,
                    [
                        (entry, lines.get(f"/vendors/{v}/waivers/{i}"), vendor.name)
                        for i, entry in enumerate(data["vendors"][v]["waivers"])
                    ],
                )
            )
    return out


def read_waiver_file(path: Path) -> WaiverSource:
    """A waivers file: ``waivers:`` followed by a list (or the list alone). A file that is not
    such a list is an input error; a bad entry inside it is reported as a malformed waiver."""
    from auditor.ingest.structured import parse_with_lines

    source = str(path)
    data, lines = parse_with_lines(_read(path, source), source, is_json=path.suffix.lower() == ".json")
    prefix = ""
    if isinstance(data, dict) and set(data) == {"waivers"}:
        data, prefix = data["waivers"], "/waivers"
    if not isinstance(data, list):
        raise InputError(source, "a waivers file must hold a list of waivers (under `waivers:`)", line=1)
    return WaiverSource(source, [(entry, lines.get(f"{prefix}/{i}"), None) for i, entry in enumerate(data)])


class _Resolver:
    """Paths of the list, relative to its folder and confined to it unless allowed."""

    def __init__(self, base: Path, source: str, lines: dict[str, int], allow_outside: bool) -> None:
        self.base = base
        self.root = base.resolve()
        self.source = source
        self.lines = lines
        self.allow_outside = allow_outside

    def path(self, written: str, pointer: str) -> str:
        line = self._line(pointer)
        if not written.strip():
            raise InputError(self.source, "empty path", line=line, pointer=pointer)
        candidate = Path(written).expanduser()
        full = candidate if candidate.is_absolute() else self.base / candidate
        try:
            resolved = full.resolve()
        except (RuntimeError, OSError):  # Python 3.11 raises RuntimeError on a symlink loop
            raise InputError(self.source, f"path {written!r} is a symlink loop", line=line, pointer=pointer) from None
        if not self.allow_outside and not resolved.is_relative_to(self.root):
            raise InputError(
                self.source,
                f"path {written!r} leaves the list's folder {self.root} (pass --allow-outside to permit it)",
                line=line,
                pointer=pointer,
            )
        if not resolved.exists():
            raise InputError(
                self.source,
                f"path {written!r} does not exist (looked for {full})",
                line=line,
                pointer=pointer,
            )
        if resolved.is_dir() and not self.allow_outside:
            confined([full], self.root)  # a probe folder's files, symlinks and all, checked now and when read
        return str(full)

    def model(self, written: str, pointer: str) -> str:
        """``target.model``: a catalogue id, else a ``config.json`` (or a folder holding one) inside the
        list's folder, returned as its path (relative to the list, not to the working directory). A
        list must not make CI read an arbitrary file on the runner as a model config."""
        if not (self.base / written).exists():
            from auditor.sizing.catalog import catalogue_model_id

            found_id = catalogue_model_id(written)  # an id, an alias or a Hugging Face id
            if found_id is not None:
                return found_id
        if not any(sep in written for sep in "/\\") and not written.lower().endswith(".json") and not (
                self.base / written).exists():
            return written  # not catalogued either: a one-line error when sized
        found = Path(self.path(written, pointer))
        config = found / "config.json" if found.is_dir() else found
        if config.suffix.lower() != ".json" or not config.is_file():
            raise InputError(self.source, f"model {written!r} is neither a catalogue id (`audit models`) nor a "
                                          "config.json inside the list's folder", line=self._line(pointer),
                             pointer=pointer)
        return str(config)

    def _line(self, pointer: str) -> int | None:
        probe = pointer
        while probe and probe not in self.lines:
            probe = probe.rsplit("/", 1)[0]
        return self.lines.get(probe or "/")


def confined(paths: list[Path], root: Path | None) -> list[Path]:
    """The files under ``paths`` (folders expanded as probe folders are read), each checked, when it
    is about to be opened, to resolve inside ``root``: a symlink in a probe folder that points
    elsewhere (``gpu.txt -> /etc/shadow``) is refused, not read into the report. ``root`` None
    (``--allow-outside``) checks nothing."""
    from auditor.probes.bundle import expand

    files = expand(paths)
    if root is None:
        return files
    for file in files:
        try:
            real = file.resolve(strict=True)
        except (RuntimeError, OSError):
            raise InputError(str(file), "is a symlink loop or cannot be resolved") from None
        if not real.is_relative_to(root):
            raise InputError(str(file), f"resolves to {real}, outside the vendor list's folder {root} "
                                        "(pass --allow-outside to permit it)")
    return files


def _validation_error(exc: ValidationError, source: str, lines: dict[str, int]) -> InputError:
    """The first schema error as one line: file, line, pointer, and what was expected."""
    errors = exc.errors()
    # In `str | OfferSpec` unions, the "not a string" branch is noise when a mapping was meant.
    # An unknown field explains a typo better than the "missing field" it causes, so it goes first.
    candidates = [e for e in errors if "str" not in e["loc"]] or errors
    err = next((e for e in candidates if e["type"] == "extra_forbidden"), candidates[0])
    loc = [str(p) for p in err["loc"] if not (isinstance(p, str) and p in ("str", "OfferSpec"))]
    pointer = "/" + "/".join(loc)
    probe = pointer
    while probe and probe not in lines:
        probe = probe.rsplit("/", 1)[0]
    message = err["msg"]
    if err["type"] == "extra_forbidden":
        message = f"unknown field {loc[-1]!r}"
    elif err["type"] == "missing":
        message = f"missing required field {loc[-1]!r}"
    return InputError(
        source, f"invalid vendor list: {message}", line=lines.get(probe or "/"), pointer=pointer
    )
