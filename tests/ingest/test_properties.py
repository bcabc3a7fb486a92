"""Property tests: the spec-line grammar on generated phrases, and mutated sample PDFs."""

from __future__ import annotations

from array import array
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.errors import InputError
from auditor.ingest.document import normalise_char, normalise_text
from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.ingest.spec_line import parse_spec_line
from auditor.ingest.text_map import _extend_normalised
from auditor.units import parse_quantity

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "quotes"

GPUS = st.sampled_from([("H100", "h100"), ("A100", "a100"), ("H800", "h800"), ("RTX 4090", "rtx-4090"),
                        ("L40S", "l40s"), ("H200", "h200")])
MUL = st.sampled_from(["×", "x", "*", " x ", "× "])
NOISE = st.sampled_from(["", "配置：", "报价 ", "Spec: ", "含税，", "(new) "])
TAIL = st.sampled_from(["", "，含税", " per node", " 每台", "; price on request"])


@settings(deadline=None)  # the first example builds the grammar
@given(count=st.integers(1, 16), gpu=GPUS, mem=st.sampled_from([24, 40, 48, 80, 141]), mul=MUL,
       pre=NOISE, post=TAIL, unit=st.sampled_from(["GB", "G", " GB"]))
def test_gpu_phrase_round_trip(count: int, gpu: tuple[str, str], mem: int, mul: str, pre: str, post: str,
                               unit: str) -> None:
    text = f"{pre}{count}{mul}NVIDIA {gpu[0]} {mem}{unit}{post}"
    facts = {f.path: f for f in parse_spec_line(text)}
    assert facts["gpu.count_per_node"].value == count
    assert facts["gpu.memory"].value == parse_quantity(f"{mem} GB")
    if "gpu.sku" in facts:  # only a spelling that names one SKU sets it ("H100 24GB" names none)
        assert facts["gpu.sku"].value.startswith(gpu[1].split("-")[0]) or gpu[1] in facts["gpu.sku"].value
    model = facts["gpu.model"]
    assert text[model.start:model.end].startswith("NVIDIA")


@settings(deadline=None)
@given(n=st.integers(1, 16), rate=st.sampled_from([100, 200, 400]), gen=st.sampled_from(["HDR", "NDR", ""]))
def test_fabric_bandwidth_is_count_times_rate(n: int, rate: int, gen: str) -> None:
    facts = {f.path: f.value for f in parse_spec_line(f"{n}× {rate}Gb/s {gen} InfiniBand")}
    assert facts["interconnect.inter_node"] == "infiniband"
    assert facts["interconnect.inter_node_bandwidth"] == parse_quantity(f"{n * rate} Gb/s")


@settings(deadline=None)
@given(st.text(max_size=200))
def test_grammar_never_crashes_on_arbitrary_text(text: str) -> None:
    for fact in parse_spec_line(text):
        assert 0 <= fact.start <= fact.end <= len(text)


@given(st.text(max_size=120))
def test_normalised_text_maps_back_inside_the_original(text: str) -> None:
    norm = normalise_text(text)
    assert len(norm.origin) == len(norm.text)
    assert all(0 <= i < len(text) for i in norm.origin)


def _normalised_char_by_char(text: str) -> tuple[str, list[int]]:
    """The definition: each character NFKC-normalised, every whitespace run one space, then stripped."""
    chars: list[str] = []
    origin: list[int] = []
    for k, ch in enumerate(text):
        for piece in normalise_char(ch):
            if piece.isspace():
                if chars and chars[-1] == " ":
                    continue
                piece = " "
            chars.append(piece)
            origin.append(k)
    joined = "".join(chars)
    lead = len(joined) - len(joined.lstrip())
    return joined.strip(), origin[lead:lead + len(joined.strip())]


@given(st.lists(st.sampled_from(["a", "Z", "9", " ", "  ", "\t", "\n", "\x1f", "-", "显存", "８０Ｇ", "ﬁ", "\u00a0",
                                 "—", "\u200b", "“", "H100 80GB"]), max_size=30).map("".join))
def test_ascii_fast_path_normalises_as_char_by_char(text: str) -> None:
    norm = normalise_text(text)
    assert (norm.text, list(norm.origin)) == _normalised_char_by_char(text)


@given(st.lists(st.sampled_from(["a b", " x", "  ", "\t", "y ", "显 存", " ８０Ｇ "]), min_size=1, max_size=6))
def test_lines_normalised_piece_by_piece_fold_spaces_across_pieces(pieces: list[str]) -> None:
    """A PDF block is normalised line by line: a space ending one line and one starting the next are one."""
    chars: list[str] = []
    origin = array("I")
    base = 0
    for piece in pieces:
        _extend_normalised(chars, origin, piece, base)
        base += len(piece)
    whole = "".join(pieces)
    expected_chars: list[str] = []
    expected_origin = array("I")
    for k, ch in enumerate(whole):
        _extend_normalised(expected_chars, expected_origin, ch, k)
    assert ("".join(chars), list(origin)) == ("".join(expected_chars), list(expected_origin))


def test_normalisation_folds_full_width_and_ligatures() -> None:
    norm = normalise_text("显存：８０Ｇ，ﬁle")
    assert norm.text == "显存:80G,file"
    assert norm.origin[norm.text.index("8")] == 3


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_mutated_sample_pdfs_give_an_offer_or_one_line_error(tmp_path_factory: object, data: st.DataObject) -> None:
    source = data.draw(st.sampled_from(sorted(SAMPLES.glob("*.pdf"))))
    raw = bytearray(source.read_bytes())
    for _ in range(data.draw(st.integers(1, 8))):
        position = data.draw(st.integers(0, len(raw) - 1))
        raw[position] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(len(raw) // 2, len(raw)))
    target = Path(str(tmp_path_factory.mktemp("mut"))) / "mutated.pdf"  # type: ignore[attr-defined]
    target.write_bytes(bytes(raw[:cut]))
    try:
        offer = read_pdf_offer(target)
    except InputError as error:
        assert "\n" not in str(error)
    else:
        assert offer.sources == [str(target)]
