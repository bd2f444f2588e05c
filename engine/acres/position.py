"""Positions: the full state as documented JSON (docs/positions-acres.md), like FEN for chess.

`export_position` writes one and `state_from_position` reads one back (the trusted codec, beside the State in
state.py); `load_position` reads an untrusted one after `validate_position` has checked card conservation, piece
counts and the consistency of sieges and decisions.
"""
from __future__ import annotations

from typing import Any, NoReturn, get_args, get_type_hints

from ..checks import MAX_INT, Reader, at, is_int, show
from ..core import InvalidOptions, InvalidPosition, Json
from .data import CARDS, CUBES, DISCS, FORTIFICATIONS, LOCATIONS, OPPONENT, RESHUFFLE_PENALTY, SEATS, SIEGE_TRACK
from .events import GameEnded
from .options import Rules, parse_options
from .state import FORMAT, ZONES, State, board_json, cards_in_play, export_position, state_from_position

PENDING_KINDS = {
    "raid_block": ("location", "by"),
    "ambush_block": ("by",),
    "ambush_loss": ("by",),
    "natives_demand": ("by",),
    "occupy": ("location", "siege"),
    "siege_loss": ("siege",),
    "reshuffle_penalty": (),  # AC-VAR-0
    "redraw": (),
    "starting_card": (),
}


def load_position(position: Any) -> State:
    """Validate an untrusted position and build its state.

    Raises:
        InvalidPosition: with the first problem found, in words, and its JSON path in `details`.
    """
    validate_position(position)
    return state_from_position(position)


READ = Reader(InvalidPosition)
END_REASONS = get_args(get_type_hints(GameEnded)["reason"])  # a result's reason is one of GameEnded's
KEYS = ("game", "format", "options", "turn", "active", "phase", "actions_left", "seats", "neutral_display", "board",
        "fortifications_in_stock", "sieges")
OPTIONAL_KEYS = ("to_resolve", "pending", "result", "british_sieges_open")
SEAT_KEYS = ("money", "cubes", "discs", "captured", *ZONES, "available_locations", "available_empire")
SPOT_KEYS = ("owner", "piece", "fortified")  # each optional: a neutral, unfortified location
PENDING_OPTIONAL = {"occupy": ("settler_needed",)}
RESULT_KEYS = ("reason", "winner", "scores")
SCORE_KEYS = ("villages", "towns", "captured", "total")


def _fail(path: str, message: str) -> NoReturn:
    READ.fail(path, message)


def _seat(value: Any, path: str) -> str:
    return READ.str(value, path, SEATS, what="british or french")


def _location(value: Any, path: str) -> str:
    return READ.str(value, path, LOCATIONS, what="a known location")


def validate_position(p: Any) -> None:
    """The checks of docs/positions-acres.md, "What `load_position` checks", in their order."""
    READ.obj(p, "$", KEYS, OPTIONAL_KEYS)
    if p["game"] != "acres" or not is_int(p["format"]) or p["format"] != FORMAT:
        _fail("$", f"not an acres position of format {FORMAT}")
    try:
        rules = parse_options(p["options"])  # null: the 2nd edition's defaults
    except InvalidOptions as exc:
        raise InvalidPosition(f"options: {exc.message}", {"path": "options"}) from None
    READ.int(p["turn"], "turn", 1)
    _seat(p["active"], "active")
    phases = ("actions", "after_draw", "over") if rules.first else ("actions", "over")
    READ.str(p["phase"], "phase", phases)
    READ.int(p["actions_left"], "actions_left", 0, 2)
    _validate_shapes(p)
    _validate_cards(p, rules)
    _validate_pieces(p)
    _validate_sieges(p, rules)
    _validate_pending(p)
    _validate_result(p)
    _validate_scenario(p, rules)


def _validate_scenario(p: Json, rules: Rules) -> None:
    """What a scenario option remembers (state.scenario_json): present exactly when the option is on."""
    if ("british_sieges_open" in p) != rules.british_siege_delay:
        _fail("british_sieges_open", "is there exactly when the option british_siege_delay is on (AC-VAR-16)")
    if rules.british_siege_delay:
        READ.bool(p["british_sieges_open"], "british_sieges_open")


def _validate_shapes(p: Json) -> None:
    """The type of every field the later checks read."""
    seats = READ.obj(p["seats"], "seats", SEATS)
    for seat in SEATS:
        path = at("seats", seat)
        s = READ.obj(seats[seat], path, SEAT_KEYS)
        READ.int(s["money"], at(path, "money"))
        captured = READ.obj(s["captured"], at(path, "captured"), ("cube", "disc"))
        for piece in ("cube", "disc"):  # the counts of the box are checked with the board's (AC-COMP-1)
            READ.int(captured[piece], at(at(path, "captured"), piece))
        for zone in (*ZONES, "available_locations", "available_empire"):
            READ.list(s[zone], at(path, zone), READ.str)
    READ.list(p["neutral_display"], "neutral_display", READ.str)
    for lid, spot in READ.obj(p["board"], "board").items():
        path = at("board", lid)
        _location(lid, path)
        spot = READ.obj(spot, path, (), SPOT_KEYS)
        READ.optional(spot.get("owner"), at(path, "owner"), _seat)
        READ.optional(spot.get("piece"), at(path, "piece"), lambda v, q: READ.str(v, q, ("cube", "disc")))
        READ.bool(spot.get("fortified", False), at(path, "fortified"))
    for track, siege in READ.obj(p["sieges"], "sieges").items():
        path = at("sieges", track)
        _seat(track, path)
        siege = READ.obj(siege, path, ("location", "value", "cards"), ("won_by",))
        _location(siege["location"], at(path, "location"))
        READ.int(siege["value"], at(path, "value"), -MAX_INT)
        READ.optional(siege.get("won_by"), at(path, "won_by"), _seat)
        for seat, cards in READ.obj(siege["cards"], at(path, "cards"), (), SEATS).items():
            READ.list(cards, at(at(path, "cards"), seat), READ.str)
    READ.list(p.get("to_resolve", []), "to_resolve", _seat, unique=True)
    READ.list(p.get("pending", []), "pending", lambda d, path: READ.obj(d, path), high=1)  # one asked at a time


def _validate_cards(p: Json, rules: Rules) -> None:
    """AC-COMP-1: each card in play is in exactly one place, a place where its side's cards may be (AC-CARD-3)."""
    where: dict[str, str] = {}  # card -> the path of its place
    for seat in SEATS:
        _validate_seat_cards(p["seats"][seat], seat, rules, where)
    _put(where, p["neutral_display"], "neutral_display", {"neutral"})
    for track, siege in p["sieges"].items():
        for seat in SEATS:
            _put(where, siege["cards"].get(seat, []), f"sieges.{track}.cards.{seat}", {seat, "neutral"})
    expected = set(cards_in_play(rules))
    missing = sorted(expected - set(where))
    if missing:
        _fail("$", f"cards missing from every zone: {', '.join(missing)} (AC-COMP-1)")
    extra = sorted(set(where) - expected)
    if extra:
        _fail("$", f"cards not in play with these options: {', '.join(extra)} (AC-CARD-7)")


def _put(where: dict[str, str], cards: list[str], path: str, allowed: set[str]) -> None:
    """Notes the place of `cards` in `where`: known cards, each in one place, of a side `allowed` there."""
    for c in cards:
        if c not in CARDS:
            _fail(path, f"unknown card {show(c)}")
        if c in where:
            _fail(path, f"card {c} is also in {where[c]} (AC-COMP-1: every card exists once)")
        if CARDS[c].side not in allowed:
            _fail(path, f"card {c} cannot be here (AC-CARD-3)")
        where[c] = path


def _validate_seat_cards(s: Json, seat: str, rules: Rules, where: dict[str, str]) -> None:
    """A seat's zones and available piles: the reserve's limits (AC-RESERVE-2/3), the piles' kinds."""
    for zone in ZONES:
        _put(where, s[zone], f"seats.{seat}.{zone}", {seat, "neutral"})
    # AC-VAR-20: a lost location's card in the reserve may stay there once its location is won back
    if not (rules.reserve_locations or rules.lost_locations_in_reserve) and \
            any(CARDS[c].kind == "location" for c in s["reserve"]):
        _fail(f"seats.{seat}.reserve", "holds a location card (AC-RESERVE-2)")
    if rules.reserve_limit is not None and len(s["reserve"]) > rules.reserve_limit:
        _fail(f"seats.{seat}.reserve", f"holds more than {rules.reserve_limit} cards (AC-RESERVE-3)")
    _put(where, s["available_locations"], f"seats.{seat}.available_locations", {seat})
    _put(where, s["available_empire"], f"seats.{seat}.available_empire", {seat})
    if any(CARDS[c].kind != "location" for c in s["available_locations"]):
        _fail(f"seats.{seat}.available_locations", "holds an empire card")
    if any(CARDS[c].kind != "empire" for c in s["available_empire"]):
        _fail(f"seats.{seat}.available_empire", "holds a location card")


def _validate_pieces(p: Json) -> None:
    on_board = {(s, k): 0 for s in SEATS for k in ("cube", "disc")}
    forts = 0
    for lid, spot in p["board"].items():
        owner, piece = spot.get("owner"), spot.get("piece")
        if owner is None:
            if piece is not None:
                _fail(f"board.{lid}", "a piece without an owner")
            if spot.get("fortified"):
                _fail(f"board.{lid}", "a fortification disc on a neutral location (AC-BOARD-7)")
            continue
        if piece is None:
            _fail(f"board.{lid}", "owner must be british or french and piece cube or disc")
        on_board[(owner, piece)] += 1
        forts += bool(spot.get("fortified"))
    for seat in SEATS:
        s = p["seats"][seat]
        captured = p["seats"][OPPONENT[seat]]["captured"]
        for piece, total in (("cube", CUBES[seat]), ("disc", DISCS[seat])):
            stock = READ.int(s[f"{piece}s"], f"seats.{seat}.{piece}s")
            taken = captured[piece]
            if stock + on_board[(seat, piece)] + taken != total:
                _fail(f"seats.{seat}.{piece}s",
                      f"stock {stock} + board {on_board[(seat, piece)]} + captured {taken} != {total} (AC-COMP-1)")
    stock = READ.int(p["fortifications_in_stock"], "fortifications_in_stock")
    if stock + forts != FORTIFICATIONS:
        _fail("fortifications_in_stock", f"stock {stock} + board {forts} != {FORTIFICATIONS} (AC-COMP-1)")


def _validate_sieges(p: Json, rules: Rules) -> None:
    besieged: dict[str, str] = {}
    for track, siege in p["sieges"].items():
        path = f"sieges.{track}"
        loc = siege["location"]
        if loc in besieged:
            _fail(f"{path}.location", f"{loc} is also besieged on the {besieged[loc]} track")
        besieged[loc] = track
        won_by = siege.get("won_by")
        owner = p["board"].get(loc, {}).get("owner")
        if won_by is None and owner != OPPONENT[track]:
            _fail(path, f"the besieged location must be held by {OPPONENT[track]} (AC-SIEGE-1)")
        low, high = SIEGE_TRACK[track]
        if rules.siege_track == "clamp" and not low <= siege["value"] <= high:
            _fail(f"{path}.value", f"must be on the track, {low} to {high} (AC-SIEGE-10)")
    for i, track in enumerate(p.get("to_resolve", [])):
        if track not in p["sieges"]:
            _fail(f"to_resolve[{i}]", f"no siege on track {track}")


def _validate_pending(p: Json) -> None:
    for i, decision in enumerate(p.get("pending", [])):
        path = at("pending", i)
        kind = READ.str(decision.get("kind"), at(path, "kind"), PENDING_KINDS, what="a known decision kind")
        READ.obj(decision, path, ("seat", "kind", *PENDING_KINDS[kind]), PENDING_OPTIONAL.get(kind, ()))
        _seat(decision["seat"], at(path, "seat"))
        if "location" in decision:
            _location(decision["location"], at(path, "location"))
        if "by" in decision:
            _seat(decision["by"], at(path, "by"))
        if "siege" in decision and _seat(decision["siege"], at(path, "siege")) not in p["sieges"]:
            _fail(path, f"{kind} refers to a siege on the {decision['siege']} track, and there is none")
        if "settler_needed" in decision:
            READ.bool(decision["settler_needed"], at(path, "settler_needed"))
        _validate_decision(p, decision, path)
    won = sorted(t for t, siege in p["sieges"].items() if siege.get("won_by") is not None)
    named = sorted(d["siege"] for d in p.get("pending", []) if "siege" in d)
    if won != named and p["phase"] != "over":  # the end of a game may leave a decided siege behind
        _fail("sieges", "a decided siege (won_by set) waits for the occupy or siege_loss decision naming it, and only "
                        "then")
    awaited = named or any(d.get("kind") == "redraw" for d in p.get("pending", []))  # AC-VAR-5 comes after a siege
    for i, track in enumerate(p.get("to_resolve", [])):
        if not awaited or p["sieges"][track].get("won_by") is not None:
            _fail(at("to_resolve", i), "sieges wait to be resolved only while another one's decision is awaited")


def _validate_decision(p: Json, decision: Json, path: str) -> None:
    """A decision fits the table: it is asked of the seat it concerns, about what is there (AC-RAID-11,
    AC-AMBUSH-2/3, AC-PRIEST-2, AC-SIEGE-22..30)."""
    kind, seat = decision["kind"], decision["seat"]
    if "by" in decision and decision["by"] != OPPONENT[seat]:
        _fail(at(path, "by"), f"{kind} is asked of the opponent of the seat that caused it")
    if kind == "raid_block" and p["board"].get(decision["location"], {}).get("owner") != seat:
        _fail(at(path, "location"), "the raided location is held by the seat asked to block")
    if kind in ("occupy", "siege_loss"):
        _validate_siege_decision(p, decision, path)
    if kind == "reshuffle_penalty":
        _validate_reshuffle_penalty(p, seat, path)


def _validate_reshuffle_penalty(p: Json, seat: str, path: str) -> None:
    """AC-VAR-0: asked of the active seat as its refill ends, with a card in hand; the refill's reshuffle emptied
    the discard pile, which holds only the penalty's cards discarded so far (fewer than 2)."""
    cards = p["seats"][seat]
    if not (p["options"].get("paid_reshuffle") and seat == p["active"] and p["phase"] == "actions"
            and cards["hand"] and len(cards["discard"]) < RESHUFFLE_PENALTY):
        _fail(path, "reshuffle_penalty is asked, under paid_reshuffle, of the active seat as its refill ends, with a "
                    "card in hand and fewer than 2 cards on its discard pile")


def _validate_siege_decision(p: Json, decision: Json, path: str) -> None:
    """The decisions after a siege is decided: occupy (AC-SIEGE-22..24), siege_loss (AC-SIEGE-30)."""
    kind, seat = decision["kind"], decision["seat"]
    siege = p["sieges"][decision["siege"]]
    winner = siege.get("won_by")
    if kind == "occupy" and not (seat == decision["siege"] == winner and decision["location"] == siege["location"]
                                 and p["board"].get(siege["location"], {}).get("owner") is None):
        _fail(path, "occupy is asked of the attacker who won the siege, about its location, emptied by the win")
    settler = LOCATIONS[siege["location"]].settler
    if kind == "occupy" and decision.get("settler_needed", settler) != settler:
        _fail(at(path, "settler_needed"), "must be whether the location shows a settler symbol")
    if kind == "siege_loss" and (winner is None or seat != OPPONENT[winner]):
        _fail(path, "siege_loss is asked of the loser of a decided siege")


def _validate_result(p: Json) -> None:
    """null while the game runs; after it, the fields of GameEnded (a running game has no result, an ended one
    has one)."""
    result = p.get("result")
    if (result is None) != (p["phase"] != "over"):
        _fail("result", "must be null while the game runs, and the game's result once phase is over")
    if result is None:
        return
    READ.obj(result, "result", RESULT_KEYS)
    READ.str(result["reason"], "result.reason", END_REASONS)
    _seat(result["winner"], "result.winner")
    scores = READ.obj(result["scores"], "result.scores", SEATS)
    for seat in SEATS:
        score = READ.obj(scores[seat], at("result.scores", seat), SCORE_KEYS)
        for key in SCORE_KEYS:
            READ.int(score[key], at(at("result.scores", seat), key))


__all__ = ["FORMAT", "PENDING_KINDS", "board_json", "export_position", "load_position", "state_from_position",
           "validate_position"]
