"""A Few Acres of Snow as the OpenSpiel game `tabula_acres` (parameters: edition, and any other engine options
as a JSON object in `options`)."""
from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from engine import acres
from engine.acres.commands import SPECS
from engine.acres.data import CARDS, LOCATIONS, SEATS
from engine.core import Json

from .common import Codec, TabulaGame, register

# actions (decisions and chance) after which a game still going is cut as a draw (docs/openspiel.md)
MAX_GAME_LENGTH = 20_000


def setting(params: Mapping[str, Any]) -> tuple[Json, int]:
    options = json.loads(params["options"] or "{}")
    return {**options, "edition": params["edition"]}, 2


def compact(view: Json) -> Json:
    return {k: v for k, v in view.items() if k not in ("game", "options")}


def card_text(card: Any) -> str:
    return f"{CARDS[card].name} ({card})" if card in CARDS else str(card)


CODEC = Codec(
    engine=acres, short_name="tabula_acres", long_name="A Few Acres of Snow (Tabula)",
    parameters={"edition": "second", "options": "", "max_game_length": MAX_GAME_LENGTH},
    specs=SPECS, setting=setting,
    values=lambda options, n: [*CARDS, *LOCATIONS, *SEATS],
    max_chance_outcomes=lambda options, n: len(CARDS),  # a draw is among one side's deck
    tensor_size=16384, compact=compact, outcome_text=card_text, value_text=card_text)


class Game(TabulaGame):
    codec = CODEC


GAME_TYPE = register(Game)
