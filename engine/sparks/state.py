"""The state of a game of The First Sparks: plain data that `evolve` changes in place and `copy` duplicates.

Food is one number per clan, its value (OQ-FS-1). The deck is kept as what the table knows about it: cards
forced on top in order (#15 with 6 players), an unordered middle from which draws are chosen at random, the
reshuffle card (while still in the deck) and the cards put under it in order (FS-BUREAU-7).

A state's JSON form, a position (docs/positions-sparks.md), is written and read back here: the first event of
every game carries one, so folding a log starts from it. Positions from outside are checked by position.py.
"""
from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any

from ..core import Json
from .board import Board, Placement
from .data import Card, Pack
from .options import Rules, parse_options

SEAT_NAMES = ("red", "blue", "yellow", "green", "purple", "white")
NEUTRAL = "neutral"  # FS-2P-6: the colour no player uses
FOODS = ("berries", "fish", "bear", "mammoth")  # the harvest spaces that run out (FS-FOOD-5)
VALUE = {"field": 1, "berries": 2, "fish": 3, "bear": 3, "mammoth": 4}  # FS-FOOD-1
TOOL_KINDS = ("herbs", "tool", "field")  # cards that take a tool slot (FS-CARD-6)
FORMAT = 1  # of positions
PHASES = ("lay_tiles", "place_neutral", "place_first", "place_second", "buy", "hunt", "grow_neutral", "expand",
          "over")


@lru_cache(maxsize=256)
def _board(pack: Pack, placements: tuple[Placement, ...]) -> Board:
    tiles = {t.id: t for t in pack.tiles}
    return Board(tuple(tiles[p.tile] for p in placements), placements)


class State:
    def __init__(self, rules: Rules, seats: list[str]):
        self.rules = rules
        self.pack: Pack = rules.pack
        self.seats = list(seats)  # the real players, in seat order
        self.herbs: dict[str, int] = {}
        self.order: list[str] = []  # turn order, first player first
        self.food: dict[str, int] = {}
        self.cards: dict[str, list[int]] = {s: [] for s in seats}  # owned cards, ascending
        self.clans: dict[str, list[str]] = {}  # clan (seats, and the neutral with 2 players) -> spaces
        self.harvest: dict[str, int] = {}
        self.market: list[int] = []  # ascending; the reshuffle card, when drawn, is `market_reshuffle`
        self.market_reshuffle = False
        self.bonus: int | None = None  # the card carrying the field-crop bonus (FS-TECH-1)
        self.stage = 1  # 2 after the stage change (FS-BUREAU-9)
        self.deck_top: list[int] = []
        self.deck: set[int] = set()
        self.deck_reshuffle = True
        self.deck_bottom: list[int] = []
        self.boxed: list[int] = []  # cards gone face up, in order
        self.unseen: set[int] = set()  # cards removed face down (FS-SETUP-11)
        self.tiles_to_lay: list[str] = []
        self.placements: list[Placement] = []
        self.round = 0
        self.phase = "place_first"
        self.queue: list[str] = []  # seats still to act in this step, in the step's order
        self.done: list[str] = []  # phase 1: seats that bought or passed
        self.offer: dict[str, Any] | None = None  # {card, offerer, asked: [...], wanting: [...]}
        self.first_offer_open = False  # 2 players: the first player's first offer not yet made (FS-2P-9)
        self.pending: list[dict[str, Any]] = []  # decisions: discard_tool, starve, keep_or_box
        self.result: dict[str, Any] | None = None
        # The table each round began at (repetition.py: `table_key`), for the repetition end. Replaced, never
        # changed in place, so copies share it.
        self.round_starts: tuple[str, ...] = ()

    def copy(self) -> State:
        new = copy.copy(self)
        for name in ("seats", "order", "market", "deck_top", "deck_bottom", "boxed", "tiles_to_lay", "placements",
                     "queue", "done", "pending"):
            setattr(new, name, list(getattr(self, name)))
        new.herbs, new.food, new.harvest = dict(self.herbs), dict(self.food), dict(self.harvest)
        new.cards = {s: list(c) for s, c in self.cards.items()}
        new.clans = {s: list(c) for s, c in self.clans.items()}
        new.deck, new.unseen = set(self.deck), set(self.unseen)
        new.offer = copy.deepcopy(self.offer)
        new.pending = [dict(p) for p in self.pending]
        return new

    # -- derived --------------------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        # Asked thousands of times a second by the bots: kept per state, keyed by the number of placements
        # (placements only ever grow: evolve appends them one by one).
        cached = self.__dict__.get("_board")
        if cached is None or cached[0] != len(self.placements):
            cached = self._board = (len(self.placements), _board(self.pack, tuple(self.placements)))
        return cached[1]

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def first_player(self) -> str:
        return self.order[0]

    @property
    def second_player(self) -> str:
        return self.order[1]

    def card(self, number: int) -> Card:
        return self.pack.card(number)

    def tools(self, seat: str) -> list[int]:
        return [n for n in self.cards[seat] if self.card(n).kind in TOOL_KINDS]

    def knows(self, seat: str, knowledge: str) -> bool:
        return any(self.card(n).knowledge == knowledge for n in self.cards[seat])

    def tool_limit(self, seat: str) -> int:
        return 4 if self.knows(seat, "transport_sled") else 3  # FS-CARD-6, FS-KNOW-3

    def size(self, clan: str) -> int:
        return len(self.clans[clan])

    @property
    def current(self) -> list[int]:
        """The cards that may be bought: the lowest 4 (3 with 2 players); all of them after the stage change."""
        if self.stage == 2:
            return list(self.market)
        return self.market[:3 if self.players == 2 else 4]

    @property
    def deck_size(self) -> int:
        return len(self.deck_top) + len(self.deck) + int(self.deck_reshuffle) + len(self.deck_bottom)

    def occupants(self, space: str) -> list[str]:
        return [c for c, spaces in self.clans.items() if space in spaces]

    def to_act(self) -> set[str]:
        if self.over:
            return set()
        if self.pending:
            return {self.pending[0]["seat"]}
        if self.phase == "buy":
            if self.offer is not None:
                return {self.offer["asked"][0]}
            return {self.offerer} if self.offerer else set()
        return {self.queue[0]} if self.queue else set()

    @property
    def offerer(self) -> str | None:
        """FS-TECH-2: the first player in turn order who has neither bought nor passed."""
        return next((s for s in self.order if s not in self.done), None)


# -- positions: the state as JSON, nothing hidden ---------------------------------------------------------
def export_position(state: State) -> Json:
    return {
        "format": FORMAT, "game": "sparks",
        "options": {k: v for k, v in state.rules.to_json().items() if k in ("tile_pool", "board", "layout")},
        "pack": state.rules.pack_json(),
        "seats": list(state.seats), "herbs": dict(state.herbs), "order": list(state.order),
        "food": dict(state.food), "cards": {s: list(c) for s, c in state.cards.items()},
        "clans": {c: list(sp) for c, sp in state.clans.items()}, "harvest": dict(state.harvest),
        "market": list(state.market), "market_reshuffle": state.market_reshuffle, "bonus": state.bonus,
        "stage": state.stage,
        "deck": {"top": list(state.deck_top), "cards": sorted(state.deck), "reshuffle": state.deck_reshuffle,
                 "bottom": list(state.deck_bottom)},
        "boxed": list(state.boxed), "unseen": sorted(state.unseen), "tiles_to_lay": list(state.tiles_to_lay),
        "layout": [p.to_json() for p in state.placements], "round": state.round, "phase": state.phase,
        "queue": list(state.queue), "done": list(state.done),
        "offer": None if state.offer is None else {**state.offer, "asked": list(state.offer["asked"]),
                                                   "wanting": list(state.offer["wanting"])},
        "first_offer_open": state.first_offer_open, "pending": [dict(p) for p in state.pending],
        "result": state.result,
        "round_starts": list(state.round_starts),
    }


def state_from_position(p: Json) -> State:
    """A state from a position written by `export_position` (trusted: position.load_position checks others)."""
    rules = parse_options({**p["options"], "pack": p["pack"]})
    state = State(rules, p["seats"])
    state.herbs, state.order, state.food = dict(p["herbs"]), list(p["order"]), dict(p["food"])
    state.cards = {s: list(c) for s, c in p["cards"].items()}
    state.clans = {c: list(sp) for c, sp in p["clans"].items()}
    state.harvest = dict(p["harvest"])
    state.market, state.market_reshuffle, state.bonus = list(p["market"]), p["market_reshuffle"], p["bonus"]
    state.stage = p["stage"]
    deck = p["deck"]
    state.deck_top, state.deck = list(deck["top"]), set(deck["cards"])
    state.deck_reshuffle, state.deck_bottom = deck["reshuffle"], list(deck["bottom"])
    state.boxed, state.unseen, state.tiles_to_lay = list(p["boxed"]), set(p["unseen"]), list(p["tiles_to_lay"])
    state.placements = [Placement(x["tile"], x["q"], x["r"], x["rotation"]) for x in p["layout"]]
    state.round, state.phase, state.queue, state.done = p["round"], p["phase"], list(p["queue"]), list(p["done"])
    state.offer = None if p["offer"] is None else {**p["offer"], "asked": list(p["offer"]["asked"]),
                                                   "wanting": list(p["offer"]["wanting"])}
    state.first_offer_open, state.pending = p["first_offer_open"], [dict(x) for x in p["pending"]]
    state.result = p["result"]
    state.round_starts = tuple(p.get("round_starts", ()))
    return state
