"""Positions: the full state as documented JSON (docs/positions-acres.md), like FEN for chess.

`export_position` writes one, `state_from_position` reads one after `validate_position` has checked card
conservation, piece counts and the consistency of sieges and decisions.
"""
from __future__ import annotations

from typing import Any

from ..core import InvalidOptions, InvalidPosition, Json
from .data import CARDS, CUBES, DISCS, FORTIFICATIONS, LOCATIONS, OPPONENT, SEATS, SIEGE_TRACK, START_MONEY
from .options import Rules, parse_options
from .state import ZONES, State

FORMAT = 1
PENDING_KINDS = {
    "raid_block": ("location", "by"),
    "ambush_block": ("by",),
    "ambush_loss": ("by",),
    "natives_demand": ("by",),
    "occupy": ("location", "siege"),
    "siege_loss": ("siege",),
}


def cards_in_play(rules: Rules) -> list[str]:
    """Every card but those the options take out of play (the French Bateaux in the 2nd edition)."""
    return [cid for cid, c in CARDS.items() if not (c.retired_in_second_edition and rules.french_bateaux == "out")]


def initial_state(rules: Rules) -> State:
    """The table before the opening hands are drawn (AC-SETUP-1..9)."""
    state = State(rules)
    state.forts_stock = FORTIFICATIONS
    for seat in SEATS:
        state.money[seat] = START_MONEY[seat]
        state.cubes[seat] = CUBES[seat]
        state.discs[seat] = DISCS[seat]
    for lid, loc in LOCATIONS.items():
        if loc.start_owner:
            state.owner[lid] = loc.start_owner
            state.piece[lid] = loc.start_piece or "cube"
            stock = state.cubes if loc.start_piece == "cube" else state.discs
            stock[loc.start_owner] -= 1
    for cid in cards_in_play(rules):
        card = CARDS[cid]
        if card.side == "neutral":
            state.display.add(cid)
        elif card.retired_in_second_edition and rules.french_bateaux == "available":
            state.avail_empire["french"].add(cid)
        elif card.deck == "start":
            state.zones[card.side]["deck"].append(cid)
        elif card.kind == "location":
            state.avail_locations[card.side].add(cid)
        else:
            state.avail_empire[card.side].add(cid)
    state.out_of_play = set(CARDS) - set(cards_in_play(rules))
    for seat in SEATS:
        state.zones[seat]["deck"].sort()
    return state


def export_position(state: State) -> Json:
    seats = {}
    for seat in SEATS:
        zones = state.zones[seat]
        seats[seat] = {
            "money": state.money[seat],
            "cubes": state.cubes[seat],
            "discs": state.discs[seat],
            "captured": dict(state.captured[seat]),
            "hand": list(zones["hand"]),
            "deck": sorted(zones["deck"]),
            "discard": list(zones["discard"]),
            "reserve": list(zones["reserve"]),
            "available_locations": sorted(state.avail_locations[seat]),
            "available_empire": sorted(state.avail_empire[seat]),
        }
    return {
        "game": "acres",
        "format": FORMAT,
        "options": state.rules.to_json(),
        "turn": state.turn,
        "active": state.active,
        "phase": state.phase,
        "actions_left": state.actions_left,
        "seats": seats,
        "neutral_display": sorted(state.display),
        "board": board_json(state),
        "fortifications_in_stock": state.forts_stock,
        "sieges": {t: {"location": sg["location"], "value": sg["value"],
                       "cards": {s: list(c) for s, c in sg["cards"].items()}, "won_by": sg["won_by"]}
                   for t, sg in state.sieges.items()},
        "to_resolve": list(state.to_resolve),
        "pending": [dict(p) for p in state.pending],
        "result": state.result,
    }


def board_json(state: State) -> Json:
    """Occupied or fortified locations only; any other location is neutral and unfortified."""
    owner, piece, forts = state.owner, state.piece, state.forts
    return {lid: {"owner": owner.get(lid), "piece": piece.get(lid), "fortified": lid in forts}
            for lid in sorted(owner.keys() | forts)}


def state_from_position(position: Json) -> State:
    """Build a state from a position known to be valid (use `load_position` for untrusted input)."""
    rules = parse_options(position["options"])
    state = State(rules)
    state.turn, state.active = position["turn"], position["active"]
    state.phase, state.actions_left = position["phase"], position["actions_left"]
    for seat in SEATS:
        p = position["seats"][seat]
        state.money[seat], state.cubes[seat], state.discs[seat] = p["money"], p["cubes"], p["discs"]
        state.captured[seat] = {"cube": p["captured"]["cube"], "disc": p["captured"]["disc"]}
        for zone in ZONES:
            state.zones[seat][zone] = list(p[zone])
        state.avail_locations[seat] = set(p["available_locations"])
        state.avail_empire[seat] = set(p["available_empire"])
    state.display = set(position["neutral_display"])
    for lid, spot in position["board"].items():
        if spot.get("owner"):
            state.owner[lid] = spot["owner"]
            state.piece[lid] = spot["piece"]
        if spot.get("fortified"):
            state.forts.add(lid)
    state.forts_stock = position["fortifications_in_stock"]
    state.sieges = {t: {"location": sg["location"], "value": sg["value"],
                        "cards": {s: list(sg["cards"].get(s, [])) for s in SEATS}, "won_by": sg.get("won_by")}
                    for t, sg in position["sieges"].items()}
    state.to_resolve = list(position.get("to_resolve", []))
    state.pending = [dict(p) for p in position.get("pending", [])]
    state.result = position.get("result")
    state.out_of_play = set(CARDS) - set(cards_in_play(rules))
    return state


def load_position(position: Any) -> State:
    """Validate an untrusted position and build its state.

    Raises:
        InvalidPosition: with the first problem found, in words, and its JSON path in `details`.
    """
    try:
        validate_position(position)
        return state_from_position(position)
    except InvalidOptions as exc:
        raise InvalidPosition(f"options: {exc.message}", {"path": "options"}) from exc
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        raise InvalidPosition(f"malformed position ({type(exc).__name__}: {exc})") from exc


def _fail(path: str, message: str) -> None:
    raise InvalidPosition(f"{path}: {message}", {"path": path})


def _int(value: Any, path: str, low: int = 0, high: int | None = None) -> int:
    if type(value) is not int or value < low or (high is not None and value > high):
        _fail(path, f"must be an integer from {low}" + (f" to {high}" if high is not None else " up"))
    return value


def validate_position(p: Any) -> None:
    if not isinstance(p, dict):
        _fail("$", "a position is an object")
    if p.get("game") != "acres" or p.get("format") != FORMAT:
        _fail("$", f"not an acres position of format {FORMAT}")
    rules = parse_options(p.get("options"))
    _int(p["turn"], "turn", 1)
    if p["active"] not in SEATS:
        _fail("active", "must be british or french")
    phases = ("actions", "after_draw", "over") if rules.first else ("actions", "over")
    if p["phase"] not in phases:
        _fail("phase", f"must be one of {', '.join(phases)}")
    _int(p["actions_left"], "actions_left", 0, 2)
    _validate_cards(p, rules)
    _validate_pieces(p)
    _validate_sieges(p, rules)
    _validate_pending(p)


def _validate_cards(p: Json, rules: Rules) -> None:
    where: dict[str, str] = {}

    def put(cards: Any, path: str, allowed: set[str]) -> None:
        if not isinstance(cards, list):
            _fail(path, "must be a list of card ids")
        for c in cards:
            if c not in CARDS:
                _fail(path, f"unknown card {c!r}")
            if c in where:
                _fail(path, f"card {c} is also in {where[c]} (AC-COMP-1: every card exists once)")
            if CARDS[c].side not in allowed:
                _fail(path, f"card {c} cannot be here (AC-CARD-3)")
            where[c] = path

    for seat in SEATS:
        s = p["seats"][seat]
        for zone in ZONES:
            put(s[zone], f"seats.{seat}.{zone}", {seat, "neutral"})
        if not rules.reserve_locations and any(CARDS[c].kind == "location" for c in s["reserve"]):
            _fail(f"seats.{seat}.reserve", "holds a location card (AC-RESERVE-2)")
        if rules.reserve_limit is not None and len(s["reserve"]) > rules.reserve_limit:
            _fail(f"seats.{seat}.reserve", f"holds more than {rules.reserve_limit} cards (AC-RESERVE-3)")
        put(s["available_locations"], f"seats.{seat}.available_locations", {seat})
        put(s["available_empire"], f"seats.{seat}.available_empire", {seat})
        if any(CARDS[c].kind != "location" for c in s["available_locations"]):
            _fail(f"seats.{seat}.available_locations", "holds an empire card")
        if any(CARDS[c].kind != "empire" for c in s["available_empire"]):
            _fail(f"seats.{seat}.available_empire", "holds a location card")
        _int(s["money"], f"seats.{seat}.money")
    put(p["neutral_display"], "neutral_display", {"neutral"})
    for track, siege in p["sieges"].items():
        for seat in SEATS:
            put(siege["cards"].get(seat, []), f"sieges.{track}.cards.{seat}", {seat, "neutral"})
    expected = set(cards_in_play(rules))
    missing = sorted(expected - set(where))
    if missing:
        _fail("$", f"cards missing from every zone: {', '.join(missing)} (AC-COMP-1)")
    extra = sorted(set(where) - expected)
    if extra:
        _fail("$", f"cards not in play with these options: {', '.join(extra)} (AC-CARD-7)")


def _validate_pieces(p: Json) -> None:
    board = p["board"]
    if not isinstance(board, dict):
        _fail("board", "must be an object keyed by location id")
    on_board = {(s, k): 0 for s in SEATS for k in ("cube", "disc")}
    forts = 0
    for lid, spot in board.items():
        if lid not in LOCATIONS:
            _fail(f"board.{lid}", "unknown location")
        owner, piece = spot.get("owner"), spot.get("piece")
        if owner is None:
            if piece is not None:
                _fail(f"board.{lid}", "a piece without an owner")
            if spot.get("fortified"):
                _fail(f"board.{lid}", "a fortification disc on a neutral location (AC-BOARD-7)")
            continue
        if owner not in SEATS or piece not in ("cube", "disc"):
            _fail(f"board.{lid}", "owner must be british or french and piece cube or disc")
        on_board[(owner, piece)] += 1
        forts += bool(spot.get("fortified"))
    for seat in SEATS:
        s = p["seats"][seat]
        captured = p["seats"][OPPONENT[seat]]["captured"]
        for piece, total in (("cube", CUBES[seat]), ("disc", DISCS[seat])):
            stock = _int(s[f"{piece}s"], f"seats.{seat}.{piece}s")
            taken = _int(captured[piece], f"seats.{OPPONENT[seat]}.captured.{piece}")
            if stock + on_board[(seat, piece)] + taken != total:
                _fail(f"seats.{seat}.{piece}s",
                      f"stock {stock} + board {on_board[(seat, piece)]} + captured {taken} != {total} (AC-COMP-1)")
    stock = _int(p["fortifications_in_stock"], "fortifications_in_stock")
    if stock + forts != FORTIFICATIONS:
        _fail("fortifications_in_stock", f"stock {stock} + board {forts} != {FORTIFICATIONS} (AC-COMP-1)")


def _validate_sieges(p: Json, rules: Rules) -> None:
    for track, siege in p["sieges"].items():
        path = f"sieges.{track}"
        if track not in SEATS:
            _fail(path, "a siege is keyed by its attacker, british or french")
        loc = siege["location"]
        if loc not in LOCATIONS:
            _fail(path, f"unknown location {loc!r}")
        won_by = siege.get("won_by")
        owner = p["board"].get(loc, {}).get("owner")
        if won_by is None and owner != OPPONENT[track]:
            _fail(path, f"the besieged location must be held by {OPPONENT[track]} (AC-SIEGE-1)")
        if won_by not in (None, *SEATS):
            _fail(path, "won_by must be null, british or french")
        low, high = SIEGE_TRACK[track]
        if type(siege["value"]) is not int:
            _fail(f"{path}.value", "must be an integer")
        if rules.siege_track == "clamp" and not low <= siege["value"] <= high:
            _fail(f"{path}.value", f"must be on the track, {low} to {high} (AC-SIEGE-10)")
    for track in p.get("to_resolve", []):
        if track not in p["sieges"]:
            _fail("to_resolve", f"no siege on track {track}")


def _validate_pending(p: Json) -> None:
    for i, decision in enumerate(p.get("pending", [])):
        path = f"pending.{i}"
        kind = decision.get("kind")
        if kind not in PENDING_KINDS:
            _fail(path, f"unknown decision kind {kind!r}")
        if decision.get("seat") not in SEATS:
            _fail(path, "seat must be british or french")
        for key in PENDING_KINDS[kind]:
            if key not in decision:
                _fail(path, f"{kind} needs {key}")
        if "siege" in decision and decision["siege"] not in p["sieges"]:
            _fail(path, f"{kind} refers to a siege on the {decision['siege']} track, and there is none")
