"""Time controls (docs/rules-lifecycle.md, LC-TIME-*): none, correspondence (a deadline per move) or a Fischer
clock (a bank per seat, less the time each command took, plus an increment per command).

Pure: the time of every entry is the store's (Redis TIME), written into the entry with the clock after it, so
folding a log needs no clock. A seat's clock runs while it is to act (answers to blocks and offers included:
whoever answers, its clock runs); a standing order's answer takes no time and earns no increment.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

Json = dict[str, Any]

KINDS = ("none", "correspondence", "fischer")
POLICIES = ("lose", "ai")  # LC-TIME-2: what happens to a seat whose time is out
LIMITS = {  # of a time control's fields: (lowest, highest)
    "base_seconds": (10, 14 * 24 * 3600),
    "increment_seconds": (0, 24 * 3600),
    "hours_per_move": (1, 30 * 24),
}


class InvalidTimeControl(ValueError):
    pass


def control(raw: Json | None, levels: Iterable[str]) -> Json | None:
    """A time control from a createGame body, checked and with its defaults (None: no clock).

    Raises InvalidTimeControl with the words of what is wrong."""
    if not raw or raw.get("kind", "none") == "none":
        return None
    kind = raw.get("kind")
    if kind not in KINDS:
        raise InvalidTimeControl(f"kind is one of {', '.join(KINDS)}")
    wanted = {"fischer": ("base_seconds", "increment_seconds"), "correspondence": ("hours_per_move",)}[kind]
    allowed = {"kind", "on_timeout", "ai_level", *wanted}
    extra = sorted(set(raw) - allowed)
    if extra:
        raise InvalidTimeControl(f"a {kind} clock has no field {extra[0]!r}")
    out: Json = {"kind": kind, "on_timeout": raw.get("on_timeout", "lose"), "ai_level": raw.get("ai_level",
                                                                                                  "heuristic")}
    if out["on_timeout"] not in POLICIES:
        raise InvalidTimeControl(f"on_timeout is one of {', '.join(POLICIES)}")
    if out["ai_level"] not in set(levels):
        raise InvalidTimeControl(f"ai_level is one of {', '.join(levels)}")
    for name in wanted:
        value = raw.get(name, 0 if name == "increment_seconds" else None)
        low, high = LIMITS[name]
        if type(value) is not int or not low <= value <= high:
            raise InvalidTimeControl(f"{name} is a whole number from {low} to {high}")
        out[name] = value
    return out


@dataclass(frozen=True)
class Clock:
    """A game's clocks after an entry: each seat's bank (ms; Fischer) and the seats whose clock runs, since when."""

    control: Json
    bank: Json = field(default_factory=dict)  # seat -> ms left when its clock last stopped (Fischer)
    since: Json = field(default_factory=dict)  # seat -> when (ms) its clock started running; only seats to act

    @classmethod
    def begin(cls, control: Json, seats: Iterable[str]) -> Clock:
        base = 1000 * control.get("base_seconds", 0)
        return cls(control, {seat: base for seat in seats}, {})

    def to_json(self) -> Json:
        return {"bank": self.bank, "since": self.since}

    @classmethod
    def from_json(cls, control: Json, raw: Json) -> Clock:
        return cls(control, dict(raw["bank"]), dict(raw["since"]))

    def after(self, now: int, seat: str | None, to_act: set[str], instant: bool = False) -> Clock:
        """The clocks after an entry of `seat` (None: no seat's move, e.g. the start) written at `now`, after which
        `to_act` are to act. `instant`: a standing order's answer (it costs nothing, earns nothing)."""
        bank = dict(self.bank)
        if seat is not None and seat in self.since and not instant and self.control["kind"] == "fischer":
            used = now - self.since[seat]  # a seat never carries a debt: one played by the AI on time starts anew
            bank[seat] = max(0, bank[seat] - used) + 1000 * self.control["increment_seconds"]
        keep = {s: t for s, t in self.since.items() if s in to_act and s != seat}
        since = {s: keep.get(s, now) for s in sorted(to_act)}
        return Clock(self.control, bank, since)

    def used(self, now: int, seat: str) -> int:
        """The ms `seat`'s clock has run since it started (0 if it does not run)."""
        return now - self.since[seat] if seat in self.since else 0

    def deadline(self, seat: str) -> int | None:
        """When (ms) `seat`'s time is out if it does not act (None: its clock does not run)."""
        if seat not in self.since:
            return None
        if self.control["kind"] == "fischer":
            return int(self.since[seat] + self.bank[seat])
        return int(self.since[seat] + 3600_000 * self.control["hours_per_move"])

    def expired(self, now: int, exempt: Iterable[str] = ()) -> list[str]:
        """The seats whose time is out at `now`, soonest first (`exempt`: seats an AI plays)."""
        late = [(d, s) for s in self.since if s not in set(exempt) and (d := self.deadline(s)) is not None
                and d <= now]
        return [s for _, s in sorted(late)]

    def next_deadline(self, exempt: Iterable[str] = ()) -> int | None:
        found = [d for s in self.since if s not in set(exempt) and (d := self.deadline(s)) is not None]
        return min(found) if found else None

    def shown(self, now: int) -> Json:
        """What every view shows: per seat the ms it has left now, whether its clock runs, and its deadline."""
        out = {}
        for seat in self.bank:
            deadline = self.deadline(seat)
            if self.control["kind"] == "fischer":
                left = self.bank[seat] - (now - self.since[seat] if seat in self.since else 0)
            else:
                left = deadline - now if deadline is not None else 3600_000 * self.control["hours_per_move"]
            out[seat] = {"remaining_ms": max(0, int(left)), "running": seat in self.since, "deadline": deadline}
        return {"control": self.control, "now": now, "seats": out}


__all__ = ["KINDS", "LIMITS", "POLICIES", "Clock", "InvalidTimeControl", "control"]
