"""Positions: the whole state of a game of The First Sparks as JSON, nothing hidden (docs/positions-sparks.md).

A position is what the first event of every game carries, what snapshots store and what `POST /v1/games`
accepts as `position` to start from any table. `load_position` checks an outside position and names the
first bad field by its path; `state_from_position` trusts a position the engine wrote itself. The trusted
pair, `export_position` and `state_from_position`, is written beside the State (state.py), since folding a
log starts from a position; the checks are here, above the rules, as the last one asks them whether a seat
can act.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, NoReturn, get_args, get_type_hints

from ..checks import MAX_INT, Reader, at, show
from ..core import InvalidOptions, InvalidPosition, Json
from .board import build
from .data import PackError, herbs_for, tile_count
from .events import GameEnded
from .options import Rules, parse_options
from .rules import RULES
from .state import FOODS, FORMAT, NEUTRAL, PHASES, SEAT_NAMES, State, export_position, state_from_position

PENDING_KINDS = ("keep_or_box", "discard_tool", "remove_members")


def load_position(position: Any) -> State:
    """A state from an outside position, checked.

    Raises:
        InvalidPosition: naming the first bad field by its path.
    """
    _validate(position)
    state = state_from_position(position)
    _validate_table(state)
    return state


READ = Reader(InvalidPosition)
END_REASONS = get_args(get_type_hints(GameEnded)["reason"])  # a result's reason is one of GameEnded's


def _fail(path: str, message: str) -> NoReturn:
    READ.fail(path, message)


def _seat_reader(seats: list[str]) -> Callable[[Any, str], str]:
    return lambda value, path: READ.str(value, path, seats, what="a seat")


def _card_reader(low: int) -> Callable[[Any, str], int]:
    return lambda value, path: READ.int(value, path, low, 41)


KEYS = ("format", "game", "options", "pack", "seats", "herbs", "order", "food", "cards", "clans", "harvest", "market",
        "market_reshuffle", "bonus", "stage", "deck", "boxed", "unseen", "tiles_to_lay", "layout", "round", "phase",
        "queue", "done", "offer", "first_offer_open", "pending", "result")
OPTIONAL_KEYS = ("round_starts",)  # added later in format 1: older positions lack it
OPTION_KEYS = ("tile_pool", "board", "layout")  # the options a position records (the pack has a field of its own)
PENDING_FIELDS = {"keep_or_box": "card", "discard_tool": "card", "remove_members": "count"}
RESULT_FIELDS = ("winner", "winners", "scores", "ranking", "round", "reason")  # of GameEnded


def _validate(p: Any) -> None:
    """The shape of every field: its type, its range, the ids it names (checked in this order; the first bad
    field is named)."""
    READ.obj(p, "$", KEYS, OPTIONAL_KEYS)
    READ.exact(p["format"], "format", (FORMAT,))
    READ.exact(p["game"], "game", ("sparks",))
    _rules(READ.obj(p["options"], "options", (), OPTION_KEYS), p["pack"])
    seats: list[str] = READ.list(p["seats"], "seats")
    if not 2 <= len(seats) <= 6 or seats != list(SEAT_NAMES[:len(seats)]):
        _fail("seats", f"must be the first 2-6 of {', '.join(SEAT_NAMES)}")
    _validate_players(p, seats)
    market = _validate_cards(p)
    _validate_tiles(p)
    _validate_turn(p, seats, market)


def _validate_players(p: Json, seats: list[str]) -> None:
    """Each seat's Herbs, food and cards, the turn order, the clans and the harvest piles."""
    herbs, food, cards = (READ.obj(p[field], field, seats) for field in ("herbs", "food", "cards"))
    for s in seats:
        READ.int(herbs[s], at("herbs", s), 1, max(2, len(seats)))
        READ.int(food[s], at("food", s))
        READ.list(cards[s], at("cards", s), _card_reader(1))
    if sorted(herbs.values()) != herbs_for(len(seats)):
        _fail("herbs", "each seat holds a different Herbs card 1..N")
    if sorted(READ.list(p["order"], "order", _seat_reader(seats), unique=True)) != sorted(seats):
        _fail("order", "must list every seat once")
    clans = READ.obj(p["clans"], "clans", seats + ([NEUTRAL] if len(seats) == 2 else []))
    for clan, members in clans.items():
        READ.list(members, at("clans", clan), READ.str)
    harvest = READ.obj(p["harvest"], "harvest", FOODS)
    for name in FOODS:
        READ.int(harvest[name], at("harvest", name))


def _validate_cards(p: Json) -> list[int]:
    """The market (returned), the bonus, the stage, the deck and the boxed and unseen cards."""
    market: list[int] = READ.list(p["market"], "market", _card_reader(7))
    if market != sorted(market):
        _fail("market", "must be in ascending order")
    if READ.optional(p["bonus"], "bonus", _card_reader(7)) not in (None, *market):
        _fail("bonus", "must be null or a market card")
    READ.int(p["stage"], "stage", 1, 2)
    READ.bool(p["market_reshuffle"], "market_reshuffle")
    deck = READ.obj(p["deck"], "deck", ("top", "cards", "reshuffle", "bottom"))
    for part in ("top", "cards", "bottom"):
        READ.list(deck[part], at("deck", part), _card_reader(7))
    reshuffles = int(READ.bool(deck["reshuffle"], "deck.reshuffle")) + int(p["market_reshuffle"])
    if reshuffles > 1 or (p["stage"] == 2 and reshuffles):
        _fail("deck.reshuffle", "the reshuffle card is in the deck, in the market or (stage 2) boxed")
    for field in ("boxed", "unseen"):
        READ.list(p[field], field, _card_reader(1))
    return market


def _validate_tiles(p: Json) -> None:
    """The tiles still to lay and the layout's placements."""
    READ.list(p["tiles_to_lay"], "tiles_to_lay", READ.str, unique=True)
    layout: list[Json] = READ.list(p["layout"], "layout")
    for i, placement in enumerate(layout):
        path = at("layout", i)
        READ.obj(placement, path, ("tile", "q", "r", "rotation"))
        READ.str(placement["tile"], at(path, "tile"))
        READ.int(placement["q"], at(path, "q"), -MAX_INT)
        READ.int(placement["r"], at(path, "r"), -MAX_INT)
        READ.int(placement["rotation"], at(path, "rotation"), 0, 5)


def _validate_turn(p: Json, seats: list[str], market: list[int]) -> None:
    """Where the game is: the round and phase, who is to act, the pending decisions, the offer and the result."""
    seat = _seat_reader(seats)
    READ.int(p["round"], "round")
    READ.str(p["phase"], "phase", PHASES)
    READ.list(p["queue"], "queue", seat)
    READ.list(p["done"], "done", seat, unique=True)
    READ.bool(p["first_offer_open"], "first_offer_open")
    pending: list[Json] = READ.list(p["pending"], "pending")
    for i, d in enumerate(pending):
        _validate_pending(d, at("pending", i), seat)
    if p["offer"] is not None:
        o = READ.obj(p["offer"], "offer", ("card", "offerer", "asked", "wanting", "may_box"))
        if READ.int(o["card"], "offer.card", 7, 41) not in market:
            _fail("offer.card", "must be a market card")
        seat(o["offerer"], "offer.offerer")
        READ.list(o["asked"], "offer.asked", seat, unique=True)
        READ.list(o["wanting"], "offer.wanting", seat, unique=True)
        READ.bool(o["may_box"], "offer.may_box")
    if p["result"] is not None:
        _result(p["result"], seats)
    READ.list(p.get("round_starts", []), "round_starts", lambda key, path: READ.str(key, path, what="a table key"))


def _validate_pending(d: Any, path: str, seat: Callable[[Any, str], str]) -> None:
    kind = READ.str(READ.obj(d, path).get("kind"), at(path, "kind"), PENDING_KINDS)
    READ.obj(d, path, ("seat", "kind", PENDING_FIELDS[kind]))
    seat(d["seat"], at(path, "seat"))
    if kind == "remove_members":
        READ.int(d["count"], at(path, "count"), 1, 15)
    else:
        READ.int(d["card"], at(path, "card"), 1, 41)


def _rules(options: Json, pack: Any) -> Rules:
    """The options and the pack, as a new game with them would take them; errors are named by their path in the
    position (``pack.hash``, ``options.layout[2].q``)."""
    try:
        return parse_options({**options, "pack": pack})
    except PackError as exc:
        raise InvalidPosition(f"pack: {exc.message}", {"path": "pack", "problems": exc.problems}) from None
    except InvalidOptions as exc:
        option = exc.details.get("option")
        if not isinstance(option, str) or option == "$":
            path, message = "options", exc.message
        else:
            path = option if option.startswith("pack") else at("options", option)
            message = exc.message.removeprefix(f"{option}: ")
        raise InvalidPosition(f"{path}: {message}", {"path": path}) from None


def _result(result: Any, seats: list[str]) -> None:
    """Every field of GameEnded, each of its type (a result is served as GameEnded's fields: an older position
    that lacks some is refused rather than served incomplete)."""
    r = READ.obj(result, "result", RESULT_FIELDS)
    seat = _seat_reader(seats)
    READ.optional(r["winner"], "result.winner", seat)
    for field in ("winners", "ranking"):
        READ.list(r[field], at("result", field), seat, unique=True)
    scores = READ.obj(r["scores"], "result.scores", seats)
    for s in seats:
        score = READ.obj(scores[s], at("result.scores", s), (), ("members", "food"))
        for name, value in score.items():
            READ.int(value, at(at("result.scores", s), name))
    READ.int(r["round"], "result.round")
    READ.str(r["reason"], "result.reason", END_REASONS)


def _validate_table(state: State) -> None:
    """What the shapes alone do not show: the board, the cards and the members agree with each other."""
    _validate_board(state)
    _validate_members(state)
    _validate_card_places(state)
    _validate_flow(state)


def _validate_board(state: State) -> None:
    """The game's tiles, laid or to lay (FS-SETUP-7), each once, in a layout FS-SETUP-8 allows."""
    tiles = {t.id: t for t in state.pack.tiles}
    used = [(at("layout", i), x.tile) for i, x in enumerate(state.placements)]
    used += [(at("tiles_to_lay", i), tile) for i, tile in enumerate(state.tiles_to_lay)]
    for i, (path, tile) in enumerate(used):
        if tile not in tiles:
            _fail(path, f"unknown tile {show(tile)}")
        if tiles[tile].min_players > state.players:
            _fail(path, f"tile {tile} is used with {tiles[tile].min_players} players or more")
        if any(tile == other for _, other in used[:i]):
            _fail(path, f"tile {tile} is there twice")
    try:
        build([tiles[x.tile] for x in state.placements], state.placements)
    except InvalidOptions as exc:
        _fail("layout", exc.message)
    if len(state.placements) + len(state.tiles_to_lay) != tile_count(state.players):
        _fail("layout", f"{tile_count(state.players)} tiles are laid or to lay with {state.players} players")


def _validate_members(state: State) -> None:
    """FS-COMP-2: members stand on spaces of this board, one per space and clan, 15 at most."""
    spaces = set(state.board.spaces)
    for clan, members in state.clans.items():
        if len(set(members)) != len(members) or len(members) > 15:
            _fail(f"clans.{clan}", "at most one member per space and 15 on the board")
        for space in members:
            if space not in spaces:
                _fail(f"clans.{clan}", f"no space {space} on this board")


def _validate_card_places(state: State) -> None:
    """FS-COMP-1: every card 7-41 and the Herbs dealt are in exactly one place; a seat's Herbs is its own or
    boxed."""
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


def _validate_flow(state: State) -> None:
    """The step the game is at can be played on: a seat is to act and has a legal command, and nothing the
    engine reads at that step is missing (a position that loads never makes the engine crash there)."""
    _validate_offer(state)
    if ((state.phase == "lay_tiles") != bool(state.tiles_to_lay) or (state.phase == "over") != state.over
            or (state.phase in ("place_neutral", "grow_neutral") and state.players != 2)):
        _fail("phase", f"phase {state.phase} does not fit the tiles to lay, the result or the player count")
    if state.result is None and not state.pending and state.phase not in ("buy", "over") and not state.queue:
        _fail("queue", f"phase {state.phase} needs a seat to act")
    if not state.over and not any(RULES.has_legal_command(state, seat) for seat in state.to_act()):
        _fail("phase", f"no seat can act in phase {state.phase} (to act: {sorted(state.to_act()) or 'nobody'})")



def _validate_offer(state: State) -> None:
    """FS-TECH-5, FS-2P-9: a card is on offer while a seat is asked about it, or its offerer about boxing it."""
    keep_or_box = bool(state.pending) and state.pending[0]["kind"] == "keep_or_box"
    if keep_or_box and (state.offer is None or state.pending[0]["seat"] != state.offer["offerer"]
                        or state.pending[0]["card"] != state.offer["card"]):
        _fail("pending[0]", "keep_or_box asks the offerer about the card on offer")
    if state.offer is not None and (state.phase != "buy" or not (state.offer["asked"] or keep_or_box)):
        _fail("offer", "a card is on offer only in phase buy, with a seat still to answer (or keep_or_box pending)")


__all__ = ["FORMAT", "PENDING_KINDS", "export_position", "load_position", "state_from_position"]
