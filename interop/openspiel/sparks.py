"""Power Grid: The First Sparks as the OpenSpiel game `tabula_sparks` (parameters: players, 2-6, and any other
engine options as a JSON object in `options`)."""
from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from engine import sparks
from engine.core import Json
from engine.sparks.board import Placement
from engine.sparks.commands import SPECS
from engine.sparks.options import parse_options

from .common import Codec, TabulaGame, register

# actions (decisions and chance) after which a game still going is cut as a draw (docs/openspiel.md)
MAX_GAME_LENGTH = 20_000


def setting(params: Mapping[str, Any]) -> tuple[Json, int]:
    return json.loads(params["options"] or "{}"), int(params["players"])


def values(options: Json, n: int) -> list[Any]:
    """Card numbers, the spaces of every tile, and the integers a tile is laid at (axial q and r within two hexes a
    tile of the board's reach, rotations 0-5)."""
    pack = parse_options(options).pack
    reach = 2 * len(pack.tiles) + 3
    spaces = [f"{t.id}.{h}.{s}" for t in pack.tiles for h, hx in enumerate(t.hexes) for s in range(len(hx.spaces))]
    return [*(c.number for c in pack.cards), *spaces, *range(-reach, reach + 1)]


def max_chance_outcomes(options: Json, n: int) -> int:
    """The largest population a setup or market draw chooses from: the cards, or a tile's legal placements (6
    rotations and 2 anchors on each of at most 6 free neighbours of each of the 2 hexes of every laid tile)."""
    pack = parse_options(options).pack
    return max(len(pack.cards) + 1, 6 * 2 * 6 * 2 * len(pack.tiles))


def compact(view: Json) -> Json:
    """The view without the pack and options (fixed by the game's parameters) and the board's spaces and shapes
    (derived from its layout and the pack)."""
    out = {k: v for k, v in view.items() if k not in ("game", "options", "pack")}
    out["board"] = {k: v for k, v in view["board"].items() if k not in ("spaces", "shapes")}
    return out


def outcome_text(item: Any) -> str:
    """What a setup or market draw drew: a tile's placement, a tile, or a card (a herb or a market card)."""
    if isinstance(item, Placement):
        return f"tile {item.tile} at ({item.q}, {item.r}) turned {item.rotation}"
    if hasattr(item, "id"):
        return f"tile {item.id}"
    return f"card {item}"


CODEC = Codec(
    engine=sparks, short_name="tabula_sparks", long_name="Power Grid: The First Sparks (Tabula)",
    parameters={"players": 2, "options": "", "max_game_length": MAX_GAME_LENGTH},
    specs=SPECS, setting=setting, values=values, max_chance_outcomes=max_chance_outcomes,
    tensor_size=8192, compact=compact, outcome_text=outcome_text)


class Game(TabulaGame):
    codec = CODEC


GAME_TYPE = register(Game)
