"""Positions: the whole state of a game of The First Sparks as JSON, nothing hidden (docs/positions-sparks.md).

A position is what the first event of every game carries, what snapshots store and what `POST /v1/games`
accepts as `position` to start from any table. `load_position` checks an outside position and names the
first bad field by its path; `state_from_position` trusts a position the engine wrote itself.
"""
from __future__ import annotations

import random
from typing import Any

from ..core import InvalidOptions, InvalidPosition, Json
from .board import Placement, build, random_layout
from .options import Rules, parse_options
from .pack import PackError
from .setup import (
    HARVEST_START,
    START_FOOD,
    TWO_PLAYER_REMOVED,
    choose_tiles,
    herbs_for,
    initial_deck,
    initial_market,
    tile_count,
)
from .state import FOODS, NEUTRAL, PHASES, SEAT_NAMES, State

FORMAT = 1
PENDING_KINDS = ("keep_or_box", "discard_tool", "remove_members")


# -- a new game --------------------------------------------------------------------------------------------
def initial_state(rules: Rules, n: int, rng: random.Random) -> State:
    """The table after setup (FS-SETUP-1..11, FS-2P-1..6, FS-6P-1/2), before the placement round."""
    seats = list(SEAT_NAMES[:n])
    state = State(rules, seats)
    pack = rules.pack
    tiles_by_id = {t.id: t for t in pack.tiles}
    if rules.layout is not None:
        tiles = [tiles_by_id.get(p.tile) for p in rules.layout]
        bad = [p.tile for p, t in zip(rules.layout, tiles, strict=True) if t is None or t.min_players > n]
        if bad or len(tiles) != tile_count(n) or len({p.tile for p in rules.layout}) != len(tiles):
            raise InvalidOptions(f"layout: {tile_count(n)} different tiles the player count allows are needed "
                                 f"(bad: {', '.join(bad) or 'count'})", {"option": "layout"})
        state.placements = list(build(tiles, rules.layout).placements)
    else:
        tiles = choose_tiles(pack.tiles, n, rng, rules.tile_pool)
        if rules.board == "random":
            state.placements = list(random_layout(tiles, rng).placements)
        else:
            state.tiles_to_lay = [t.id for t in tiles]
    herbs = herbs_for(n)
    rng.shuffle(herbs)
    state.herbs = dict(zip(seats, herbs, strict=True))
    state.order = sorted(seats, key=lambda s: -state.herbs[s])  # FS-SETUP-4
    state.food = {s: START_FOOD for s in seats}
    state.cards = {s: [state.herbs[s]] for s in seats}
    state.clans = {s: [] for s in seats}
    if n == 2:
        state.clans[NEUTRAL] = []
    state.harvest = dict(HARVEST_START)
    market = initial_market(n)
    state.market = [*market.current, *market.future]
    deck = initial_deck(n, rng)
    state.deck_top, state.deck = list(deck.top), set(deck.cards)
    state.boxed = sorted(set(TWO_PLAYER_REMOVED) & deck.boxed) if n == 2 else []
    state.unseen = set(deck.boxed) - set(state.boxed)
    if state.tiles_to_lay:
        state.phase = "lay_tiles"
        state.queue = [state.order[0], *state.order] if n == 2 else list(state.order)  # FS-2P-2
    elif n == 2:
        state.phase, state.queue = "place_neutral", [state.order[1]]
    else:
        state.phase, state.queue = "place_first", list(reversed(state.order))
    return state


# -- export and import -----------------------------------------------------------------------------------
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
    """A state from a position written by `export_position` (trusted)."""
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


def load_position(position: Any) -> State:
    """A state from an outside position, checked.

    Raises:
        InvalidPosition: naming the first bad field by its path.
    """
    try:
        _validate(position)
        state = state_from_position(position)
        _validate_table(state, position)
    except InvalidPosition:
        raise
    except PackError as exc:
        raise InvalidPosition(f"pack: {exc}", {"path": "pack", "problems": exc.problems}) from None
    except InvalidOptions as exc:
        raise InvalidPosition(f"options: {exc}", {"path": "options"}) from None
    return state


def _fail(path: str, message: str) -> None:
    raise InvalidPosition(f"{path}: {message}", {"path": path})


def _int(value: Any, path: str, low: int = 0, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (high is not None and value > high):
        _fail(path, f"must be an integer from {low}" + (f" to {high}" if high is not None else ""))
    return value


def _list(value: Any, path: str) -> list[Any]:
    if not isinstance(value, list):
        _fail(path, "must be a list")
    return value


KEYS = ("format", "game", "options", "pack", "seats", "herbs", "order", "food", "cards", "clans", "harvest", "market",
        "market_reshuffle", "bonus", "stage", "deck", "boxed", "unseen", "tiles_to_lay", "layout", "round", "phase",
        "queue", "done", "offer", "first_offer_open", "pending", "result")
OPTIONAL_KEYS = ("round_starts",)  # added later in format 1: older positions lack it


def _validate(p: Any) -> None:
    """The shape of every field."""
    if not isinstance(p, dict):
        _fail("$", "a position is a JSON object")
    missing = [k for k in KEYS if k not in p]
    if missing:
        _fail(missing[0], "missing")
    extra = sorted(set(p) - set(KEYS) - set(OPTIONAL_KEYS))
    if extra:
        _fail(extra[0], "unknown field")
    if p["format"] != FORMAT or p["game"] != "sparks":
        _fail("format", f"must be {FORMAT} with game 'sparks'")
    if not isinstance(p["options"], dict) or not (p["pack"] == "provisional" or isinstance(p["pack"], dict)):
        _fail("options", "options must be an object, and pack 'provisional', {name, hash} of a shipped pack or a "
                         "whole pack")
    seats = _list(p["seats"], "seats")
    if not 2 <= len(seats) <= 6 or seats != list(SEAT_NAMES[:len(seats)]):
        _fail("seats", f"must be the first 2-6 of {', '.join(SEAT_NAMES)}")
    for field in ("herbs", "food", "cards"):
        if not isinstance(p[field], dict) or sorted(p[field]) != sorted(seats):
            _fail(field, "must have one entry per seat")
    for seat in seats:
        _int(p["herbs"][seat], f"herbs.{seat}", 1, max(2, len(seats)))
        _int(p["food"][seat], f"food.{seat}")
        for i, card in enumerate(_list(p["cards"][seat], f"cards.{seat}")):
            _int(card, f"cards.{seat}[{i}]", 1, 41)
    if sorted(p["herbs"].values()) != herbs_for(len(seats)):
        _fail("herbs", "each seat holds a different Herbs card 1..N")
    if sorted(_list(p["order"], "order")) != sorted(seats):
        _fail("order", "must list every seat once")
    clans = p["clans"]
    want = sorted(seats + ([NEUTRAL] if len(seats) == 2 else []))
    if not isinstance(clans, dict) or sorted(clans) != want:
        _fail("clans", f"must have the clans {', '.join(want)}")
    if not isinstance(p["harvest"], dict) or sorted(p["harvest"]) != sorted(FOODS):
        _fail("harvest", f"must have {', '.join(FOODS)}")
    for food in FOODS:
        _int(p["harvest"][food], f"harvest.{food}")
    for i, card in enumerate(_list(p["market"], "market")):
        _int(card, f"market[{i}]", 7, 41)
    if p["market"] != sorted(p["market"]):
        _fail("market", "must be in ascending order")
    if p["bonus"] is not None and p["bonus"] not in p["market"]:
        _fail("bonus", "must be null or a market card")
    if p["stage"] not in (1, 2) or not isinstance(p["market_reshuffle"], bool):
        _fail("stage", "stage is 1 or 2 and market_reshuffle a boolean")
    deck = p["deck"]
    if not isinstance(deck, dict) or sorted(deck) != ["bottom", "cards", "reshuffle", "top"]:
        _fail("deck", "must be {top, cards, reshuffle, bottom}")
    for part in ("top", "cards", "bottom"):
        for i, card in enumerate(_list(deck[part], f"deck.{part}")):
            _int(card, f"deck.{part}[{i}]", 7, 41)
    reshuffles = int(deck["reshuffle"] is True) + int(p["market_reshuffle"])
    if not isinstance(deck["reshuffle"], bool) or reshuffles > 1 or (p["stage"] == 2 and reshuffles):
        _fail("deck.reshuffle", "the reshuffle card is in the deck, in the market or (stage 2) boxed")
    for field in ("boxed", "unseen"):
        for i, card in enumerate(_list(p[field], field)):
            _int(card, f"{field}[{i}]", 1, 41)
    _int(p["round"], "round")
    if p["phase"] not in PHASES:
        _fail("phase", f"must be one of {', '.join(PHASES)}")
    for field in ("queue", "done"):
        for i, seat in enumerate(_list(p[field], field)):
            if seat not in seats:
                _fail(f"{field}[{i}]", "must be a seat")
    if not isinstance(p["first_offer_open"], bool):
        _fail("first_offer_open", "must be a boolean")
    for i, d in enumerate(_list(p["pending"], "pending")):
        if not isinstance(d, dict) or d.get("kind") not in PENDING_KINDS or d.get("seat") not in seats:
            _fail(f"pending[{i}]", f"must be {{seat, kind}} with kind one of {', '.join(PENDING_KINDS)}")
    if p["offer"] is not None:
        o = p["offer"]
        if (not isinstance(o, dict) or sorted(o) != ["asked", "card", "may_box", "offerer", "wanting"]
                or o["offerer"] not in seats or o["card"] not in p["market"]
                or not all(s in seats for s in _list(o["asked"], "offer.asked") + _list(o["wanting"], "offer.wanting"))):
            _fail("offer", "must be null or {card (a market card), offerer, asked, wanting, may_box}")
    if p["result"] is not None and not isinstance(p["result"], dict):
        _fail("result", "must be null or an object")
    for i, key in enumerate(_list(p.get("round_starts", []), "round_starts")):
        if not isinstance(key, str):
            _fail(f"round_starts[{i}]", "must be a table key (a string)")


def _validate_table(state: State, p: Json) -> None:
    """What the shapes alone do not show: the board, the cards and the members agree with each other."""
    pack_tiles = {t.id for t in state.pack.tiles}
    for i, tile in enumerate(state.tiles_to_lay):
        if tile not in pack_tiles:
            _fail(f"tiles_to_lay[{i}]", f"unknown tile {tile}")
    try:
        tiles = {t.id: t for t in state.pack.tiles}
        build([tiles[x.tile] for x in state.placements], state.placements)
    except (KeyError, InvalidOptions) as exc:
        _fail("layout", str(exc))
    if len(state.placements) + len(state.tiles_to_lay) != tile_count(state.players):
        _fail("layout", f"{tile_count(state.players)} tiles are laid or to lay with {state.players} players")
    spaces = set(state.board.spaces)
    for clan, members in state.clans.items():
        if len(set(members)) != len(members) or len(members) > 15:
            _fail(f"clans.{clan}", "at most one member per space and 15 on the board")
        for space in members:
            if space not in spaces:
                _fail(f"clans.{clan}", f"no space {space} on this board")
    seen: dict[int, str] = {}
    places = [("market", state.market), ("deck.top", state.deck_top), ("deck.cards", sorted(state.deck)),
              ("deck.bottom", state.deck_bottom), ("boxed", state.boxed), ("unseen", sorted(state.unseen))]
    places += [(f"cards.{s}", c) for s, c in state.cards.items()]
    for path, cards in places:
        for card in cards:
            if card in seen:
                _fail(path, f"card {card} is also in {seen[card]}")
            seen[card] = path
    expected = set(range(7, 42)) | set(herbs_for(state.players))
    if set(seen) != expected:
        _fail("cards", f"every card 7-41 and Herbs 1-{state.players} must be somewhere exactly once (missing "
                       f"{sorted(expected - set(seen))[:5]}, extra {sorted(set(seen) - expected)[:5]})")
    for seat in state.seats:
        if state.herbs[seat] in seen and seen[state.herbs[seat]] not in (f"cards.{seat}", "boxed"):
            _fail(f"herbs.{seat}", "a seat's Herbs card is its own or boxed")
    _validate_flow(state)


def _validate_flow(state: State) -> None:
    """The step the game is at can be played on: a seat is to act and has a legal command, and nothing the
    engine reads at that step is missing (a position that loads never makes the engine crash there)."""
    for i, d in enumerate(state.pending):
        field = "count" if d["kind"] == "remove_members" else "card"
        _int(d.get(field), f"pending[{i}].{field}", 1, 41)
    if state.pending and state.pending[0]["kind"] == "keep_or_box" and state.offer is None:
        _fail("pending[0]", "keep_or_box answers a card on offer")
    if state.offer is not None and (state.phase != "buy" or not (state.offer["asked"] or state.pending)):
        _fail("offer", "a card is on offer only in phase buy, with a seat still to answer (or a decision pending)")
    if ((state.phase == "lay_tiles") != bool(state.tiles_to_lay) or (state.phase == "over") != state.over
            or (state.phase in ("place_neutral", "grow_neutral") and state.players != 2)):
        _fail("phase", f"phase {state.phase} does not fit the tiles to lay, the result or the player count")
    if state.result is None and not state.pending and state.phase not in ("buy", "over") and not state.queue:
        _fail("queue", f"phase {state.phase} needs a seat to act")
    from .rules import has_legal_command  # here, as the rules import the modules that import this one

    if not state.over and not any(has_legal_command(state, seat) for seat in state.to_act()):
        _fail("phase", f"no seat can act in phase {state.phase} (to act: {sorted(state.to_act()) or 'nobody'})")
