"""A seat's view as a fixed-size tensor, computed from the view's JSON alone (so it can show no more than the view).

Feature hashing (Weinberger et al., 2009): every leaf of the view adds to one slot of the tensor, the slot chosen
by a stable hash (crc32) of its path and, for a string or a bool, its value. A number adds its value to the slot
of its path; a string or true adds 1 to the slot of (path, value). Dict keys are part of the path (a seat's
money, a location's owner); the items of a list of plain values share their list's path (a hand is a set of
cards), the items of a list of objects keep their place (a tile's placement). Distinct features may share a
slot: the tensor is a faithful function of the view, not an invertible one; `size` is chosen per game so that
few do (docs/openspiel.md gives the counts).
"""
from __future__ import annotations

import zlib
from typing import Any

import numpy as np


def keyed(value: Any, path: str, out: list[tuple[str, float]]) -> None:
    """Appends (feature key, amount) for every number, string and bool in a JSON value."""
    if isinstance(value, dict):
        for key, item in value.items():
            keyed(item, f"{path}.{key}", out)
    elif isinstance(value, list):
        if all(isinstance(item, str) for item in value):  # the common case (cards, spaces): one pass
            out.extend((f"{path}[]={item}", 1.0) for item in value)
            return
        nested = any(isinstance(item, dict | list) for item in value)
        for i, item in enumerate(value):
            keyed(item, f"{path}[{i}]" if nested else f"{path}[]", out)
    elif value is True:
        out.append((f"{path}=true", 1.0))
    elif isinstance(value, int | float) and value is not False:
        out.append((path, float(value)))
    elif isinstance(value, str):
        out.append((f"{path}={value}", 1.0))


_SLOTS: dict[tuple[str, int], int] = {}  # the crc of a key, once: views repeat the same keys


def slot(key: str, size: int) -> int:
    found = _SLOTS.get((key, size))
    if found is None:
        if len(_SLOTS) > 1_000_000:
            _SLOTS.clear()
        found = _SLOTS[key, size] = zlib.crc32(key.encode()) % size
    return found


def hashed(value: Any, size: int) -> np.ndarray:
    """The view `value` as a tensor of `size` float32s."""
    out = np.zeros(size, np.float32)
    pairs: list[tuple[str, float]] = []
    keyed(value, "", pairs)
    for key, amount in pairs:
        out[slot(key, size)] += amount
    return out


def features(value: Any) -> set[str]:
    """The distinct features of a view (for measuring how often two share a slot)."""
    pairs: list[tuple[str, float]] = []
    keyed(value, "", pairs)
    return {key for key, _ in pairs}
