"""What a seat may not know, for the hidden-information tests of the engine and of the HTTP API."""
from __future__ import annotations

import re
from typing import Any

from engine.acres.data import CARDS, SEATS


def hidden_from(state: Any, viewer: str | None) -> set[str]:
    """Card ids `viewer` (None: a spectator) cannot know the place of: others' hands and every deck."""
    out: set[str] = set()
    for seat in SEATS:
        out.update(state.zones[seat]["deck"])
        if seat != viewer:
            out.update(state.zones[seat]["hand"])
    return out


def card_ids(value: Any) -> set[str]:
    """Every card id anywhere in a JSON value (as a string value or as a key)."""
    if isinstance(value, str):
        return {value} if value in CARDS else set()
    found: set[str] = set()
    if isinstance(value, dict):
        found.update(k for k in value if k in CARDS)
        value = list(value.values())
    if isinstance(value, list):
        for item in value:
            found |= card_ids(item)
    return found


# -- game records (engine/records.py): what a record written for a reader names --------------------------------
def record_cards(text: str) -> set[str]:
    """Every card id a record's text names (moves, chance lines and comments alike)."""
    return {word for word in re.split(r"[\s,=:;]+", text) if word in CARDS}


def record_draws(text: str) -> list[tuple[str, list[str]]]:
    """Each draw line of an A Few Acres of Snow record: (seat, cards as written, '?' where hidden)."""
    out = []
    for line in text.splitlines():
        found = re.fullmatch(r"~ (\w+) draws: (.*)", line)
        if found:
            out.append((found.group(1), found.group(2).split(", ")))
    return out


def record_leaks(text: str, viewer: str | None, hidden: set[str], known: set[str]) -> list[str]:
    """What a record written for `viewer` (None: a spectator) before the game's end gives away: a draw of
    another seat shown, or a card `hidden` from the viewer now that nothing the viewer was shown (`known`: the
    card ids of its view and redacted events) named."""
    shown = [f"{seat} draws {cards}" for seat, cards in record_draws(text)
             if seat != viewer and any(c != "?" for c in cards)]
    return shown + sorted((record_cards(text) & hidden) - known)
