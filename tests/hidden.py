"""What a seat may not know, for the hidden-information tests of the engine and of the HTTP API."""
from __future__ import annotations

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
