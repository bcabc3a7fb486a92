"""``iperf3``: sender/receiver bitrate, streams, retransmits, errors — from ``-J`` JSON or text.

Usage::

    audit probe iperf3.json     # iperf3 -J (also error objects and "^C"-prefixed interrupted runs)
    audit probe iperf3.txt      # plain output, TCP or UDP, -P N with [SUM] lines

Facts schema (``Iperf3Output``)::

    version: str | None       "iperf 3.9"
    format: "json" | "text"
    protocol: "TCP" | "UDP" | None
    streams: int | None
    sender_bitrate, receiver_bitrate (DataRate)   end-of-test totals (sum_sent/sum_received, [SUM] or
                                                   the single stream's sender/receiver line)
    retransmits: int | None   TCP only
    lost_percent (Percent)    UDP only
    error: str | None         iperf3's own error text ("error - control socket has closed unexpectedly")
    interrupted: bool         the run was cut short (^C, "interrupt - …"); figures then cover a partial run
    runs: int                 summaries found (a text file may hold several runs; the last is reported)

Evidence pointers: ``receiver_bitrate``, ``sender_bitrate``, ``error``.

Example::

    [  5]   0.00-10.16  sec   128 MBytes   106 Mbits/sec                  receiver
    → receiver_bitrate = "106 Mbit/s"
"""


import json
import re
from fractions import Fraction

from auditor.model.quantity import DataRate, Percent
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, plural, qty, rate_text
from auditor.probes.facts import Branch
from auditor.probes.kind import Fold, ProbeKind, path
from auditor.units import Quantity, UnitError, parse_quantity

KIND = "iperf3"

_SUMMARY = re.compile(
    r"^\[\s*(\d+|SUM)\]\s+[\d.]+-\s*[\d.]+\s+sec\s+[\d.]+\s+\w?Bytes\s+([\d.]+\s+\w?bits/sec)"
    r"(?:\s+(\d+)(?![\d.]))?(?:\s+[\d.]+\s+ms\s+\d+/\d+\s+\(([\d.e+-]+)%\))?.*?\b(sender|receiver)\s*$"
)
_UDP_HEAD = re.compile(r"Jitter\s+Lost/Total")
_SEPARATOR = "- - - - - - -"


class Iperf3Output(Facts):
    version: str | None = None
    format: str = "text"
    protocol: str | None = None
    streams: int | None = None
    sender_bitrate: DataRate | None = None
    receiver_bitrate: DataRate | None = None
    retransmits: int | None = None
    lost_percent: Percent | None = None
    error: str | None = None
    interrupted: bool = False
    runs: int = 0


class Iperf3Facts(Branch):
    """iperf3: the best completed run; failed runs are counted and their errors kept."""

    protocol: str | None = None
    streams: int | None = None
    receiver_bitrate: DataRate | None = None
    sender_bitrate: DataRate | None = None
    retransmits: int | None = None
    lost_percent: Percent | None = None
    error: str | None = None
    failed_runs: int = 0
    interrupted: bool = False


def detect(text: str) -> bool:
    head = text[:20000]
    if '"start"' in head and ('"connecting_to"' in head or '"iperf 3' in head or '"test_start"' in head):
        return True
    return "[ ID] Interval" in head or "iperf3: error" in head or ("iperf3" in head and "Connecting to host" in head)


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    start = next((i for i in range(len(lines)) if lines[i].lstrip().lstrip("^C").startswith("{")), None)
    if start is not None and '"start"' in text[:200000]:
        return _parse_json(lines, start)
    return _parse_text(lines)


def _bps(value: object) -> Quantity | None:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return qty(Fraction(str(value)) / 10**6, "Mbit/s")
    return None


def _parse_json(lines: Lines, start: int) -> ProbeResult:
    first = lines[start]
    offset = first.index("{")
    out = Iperf3Output(format="json")
    if first[:offset].strip() == "^C" or (start > 0 and lines[start - 1].strip() == "^C"):
        out.interrupted = True
        lines.warn(start, "run interrupted with ^C before the JSON")
    body = "\n".join([first[offset:], *lines.lines[start + 1 :]])
    try:
        data, _ = json.JSONDecoder().raw_decode(body)
    except json.JSONDecodeError as exc:
        raise lines.fail(f"invalid JSON ({exc.msg}; truncated?)", start + exc.lineno - 1) from None
    if not isinstance(data, dict):
        raise lines.fail("iperf3 JSON is not an object", start)
    st = data.get("start") if isinstance(data.get("start"), dict) else {}
    out.version = st.get("version") if isinstance(st.get("version"), str) else None
    ts = st.get("test_start") if isinstance(st.get("test_start"), dict) else {}
    out.protocol = ts.get("protocol") if isinstance(ts.get("protocol"), str) else None
    out.streams = ts.get("num_streams") if isinstance(ts.get("num_streams"), int) else None
    end = data.get("end") if isinstance(data.get("end"), dict) else {}
    error = data.get("error")
    if isinstance(error, str):
        out.error = error
        if error.startswith("interrupt"):
            out.interrupted = True
        line = lines.find('"error"', start)
        if line is not None:
            lines.ev(line, "error")
        lines.warn(line, f"iperf3 reported: {error}")
    sent = end.get("sum_sent") if isinstance(end.get("sum_sent"), dict) else None
    recv = end.get("sum_received") if isinstance(end.get("sum_received"), dict) else None
    if sent is None and recv is None and isinstance(end.get("sum"), dict):  # UDP
        sent = recv = end["sum"]
        lost = end["sum"].get("lost_percent")
        if isinstance(lost, int | float):
            out.lost_percent = qty(Fraction(str(lost)), "%")
    if out.protocol is None and isinstance(end.get("sum"), dict) and "jitter_ms" in end["sum"]:
        out.protocol = "UDP"
    end_line = lines.find('"end"', start) or start
    if sent is not None:
        out.sender_bitrate = _bps(sent.get("bits_per_second"))
        rt = sent.get("retransmits")
        out.retransmits = rt if isinstance(rt, int) else None
        line = lines.find('"sum_sent"', end_line) or lines.find('"sum"', end_line)
        if line is not None:
            lines.ev(lines.find('"bits_per_second"', line) or line, "sender_bitrate")
    if recv is not None:
        out.receiver_bitrate = _bps(recv.get("bits_per_second"))
        line = lines.find('"sum_received"', end_line) or lines.find('"sum"', end_line)
        if line is not None:
            lines.ev(lines.find('"bits_per_second"', line) or line, "receiver_bitrate")
    out.runs = 1 if (sent or recv) else 0
    if out.interrupted and out.receiver_bitrate is not None and out.receiver_bitrate.magnitude == 0:
        lines.warn(None, "interrupted run: receiver side reports 0 bytes; bitrate not measured")
        out.receiver_bitrate = None
        lines.evidence = [e for e in lines.evidence if e.pointer != "receiver_bitrate"]
    if out.error is None and out.runs == 0:
        lines.warn(None, "no end-of-test summary (truncated?)")
    return lines.result(out)


def _parse_text(lines: Lines) -> ProbeResult:
    out = Iperf3Output(format="text", protocol="TCP")
    streams: set[str] = set()
    block: dict[str, tuple[int, re.Match[str]]] = {}
    blocks: list[dict[str, tuple[int, re.Match[str]]]] = []
    in_summary = False
    for i in range(len(lines)):
        line = lines[i].rstrip()
        if _SEPARATOR in line:
            in_summary = True
            if block:
                blocks.append(block)
            block = {}
            continue
        if _UDP_HEAD.search(line):
            out.protocol = "UDP"
        if line.startswith("iperf3: error") or line.startswith("iperf3: interrupt"):
            out.error = line.split(":", 1)[1].strip()
            out.interrupted = "interrupt" in line
            lines.ev(i, "error")
            lines.warn(i, f"iperf3 reported: {out.error}")
            continue
        if not in_summary:
            continue
        m = _SUMMARY.match(line)
        if m:
            sid, side = m.group(1), m.group(5)
            if sid != "SUM":
                streams.add(sid)
            if sid == "SUM" or f"SUM:{side}" not in block:
                key = f"SUM:{side}" if sid == "SUM" else f"{sid}:{side}"
                block[key] = (i, m)
    if block:
        blocks.append(block)
    blocks = [b for b in blocks if b]
    if not blocks:
        if out.error:
            return lines.result(out)
        raise lines.fail("no sender/receiver summary lines (truncated?)")
    out.runs = len(blocks)
    if len(blocks) > 1:
        lines.warn(None, f"{len(blocks)} runs in this file; reported the last")
    last = blocks[-1]
    ids = {k.split(":")[0] for k in last if not k.startswith("SUM")}
    out.streams = len(ids) or None
    for side in ("sender", "receiver"):
        hit = last.get(f"SUM:{side}")
        if hit is None:
            per = [v for k, v in last.items() if k.endswith(side)]
            hit = per[0] if len(per) == 1 else None
        if hit is None:
            continue
        i, m = hit
        try:
            rate = parse_quantity(m.group(2).replace("bits/sec", "bit/s"), "data_rate")
        except UnitError:
            continue
        setattr(out, f"{side}_bitrate", rate)
        lines.ev(i, f"{side}_bitrate")
        if side == "sender" and m.group(3) is not None:
            out.retransmits = int(m.group(3))
        if m.group(4) is not None:
            out.lost_percent = qty(m.group(4), "%")
    return lines.result(out)


F, P = path(Iperf3Facts), path(Iperf3Output)


def fold(items: list[tuple[ProbeResult, Iperf3Output]], ev: Fold) -> Iperf3Facts:
    """The best completed run (else the best partial one); failures counted, the first error kept."""
    done = [(r, f) for r, f in items if f.receiver_bitrate is not None and not f.error]
    out = Iperf3Facts(failed_runs=len(items) - len(done))
    for r, f in items:
        if f.error:
            out.error = out.error or f.error
            ev.add(F.error, r, P.error)
        out.interrupted |= f.interrupted
    pool = done or [(r, f) for r, f in items if f.receiver_bitrate is not None]
    if pool:
        r, f = max(pool, key=lambda rf: rf[1].receiver_bitrate)
        out.protocol, out.streams = f.protocol, f.streams
        out.receiver_bitrate, out.sender_bitrate = f.receiver_bitrate, f.sender_bitrate
        out.retransmits, out.lost_percent = f.retransmits, f.lost_percent
        ev.add(F.receiver_bitrate, r, P.receiver_bitrate)
        ev.add(F.sender_bitrate, r, P.sender_bitrate)
    return out


def summary(out: Iperf3Output) -> str:
    """``iperf3: TCP 8 streams, 381.4 Gbit/s received`` or the error it stopped with."""
    parts = [" ".join(x for x in (out.protocol, plural(out.streams, "stream") if out.streams else None) if x)]
    if out.receiver_bitrate is not None:
        parts.append(f"{rate_text(out.receiver_bitrate)} received")
    elif out.sender_bitrate is not None:
        parts.append(f"{rate_text(out.sender_bitrate)} sent")
    if out.retransmits:
        parts.append(plural(out.retransmits, "retransmit"))
    if out.lost_percent is not None and out.lost_percent.magnitude:
        parts.append(f"{out.lost_percent} lost")
    if out.interrupted:
        parts.append("interrupted")
    if out.error:
        parts.append(f"error: {out.error}")
    return f"{KIND}: " + (", ".join(p for p in parts if p) or "no result")


SPEC = ProbeKind(
    kind=KIND, branch="iperf3", facts=Iperf3Facts, output=Iperf3Output, detect=detect, parse=parse, fold=fold,
    priority=100, position=110,
    summary=summary,
)
