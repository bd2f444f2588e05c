"""A Few Acres of Snow in a game record (engine/records.py, docs/records.md): its chance lines.

Every chance outcome of the game is a draw: a `CardsDrawn` event, which the engine draws with one
``rng.sample(sorted(deck), count)`` (engine/acres/flow.py), the opening hands included. Each is one line,
``~ british draws: b-boston, b-new-york``, the cards in the order drawn; a card its reader may not see (the other
seat's draws before the game is over) is ``?``. Nothing else in the game is chance: shuffles are facts
(DeckReshuffled, written as a comment between the two draws it splits), the deck has no order.
"""
from __future__ import annotations

from typing import Any

from ..chance import HIDDEN, Chance, Outcome
from ..core import Json
from .data import SEATS

DRAWS = " draws"


def token(value: Any) -> str:
    return str(value)


def _draw(seen: Json | None) -> Chance | str | None:
    if seen is None:
        return None
    if seen.get("type") == "DeckReshuffled":  # a fact, not chance: a comment, so that two draw lines read well
        return f"{seen['seat']} shuffles its discard pile into its deck ({seen['count']} cards)"
    if seen.get("type") != "CardsDrawn":
        return None
    cards = seen.get("cards")
    return Chance(f"{seen['seat']}{DRAWS}", tuple(cards) if cards is not None else (HIDDEN,) * seen["count"])


def setup_chances(events: list[Json], seen: list[Json | None]) -> list[Chance]:
    """The opening hands (AC-SETUP-8): the setup's draws."""
    return [c for c in chances(None, events, seen) if isinstance(c, Chance)]


def chances(state: Any, events: list[Json], seen: list[Json | None]) -> list[Chance | str]:
    """A command's draws, as its reader sees them (`seen`: each of `events` redacted for the reader), and a
    comment for each reshuffle."""
    return [c for c in map(_draw, seen) if c is not None]


def script(chance: Chance) -> list[Outcome]:
    """The rng call a draw line answers. Raises ValueError for a line that is no draw of a seat."""
    seat = chance.label.removesuffix(DRAWS)
    if seat not in SEATS or not chance.label.endswith(DRAWS):
        raise ValueError(f"no chance line of this game: {chance.label!r} (a draw is '<seat> draws: <cards>')")
    return [Outcome("sample", chance.tokens, chance.line)]


def setup_script(options: Json, n_seats: int, setup: list[Chance]) -> list[Outcome]:
    return [o for c in setup for o in script(c)]


__all__ = ["chances", "script", "setup_chances", "setup_script", "token"]
