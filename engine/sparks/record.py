"""The First Sparks in a game record (engine/records.py, docs/records.md): its chance lines.

Setup (engine/sparks/setup.py) draws the game's tiles, lays them at random legal places (or leaves them face
down for the players to lay), deals the Herbs cards and removes cards unseen; the market draws a card of the
shuffled middle of the deck with ``rng.choice(sorted(deck))`` (engine/sparks/flow.py). The record writes them:

    ~ board: B 0 0 3, A 1 -1 2, E 1 0 5        (random board: each tile as "tile q r rotation", in laid order)
    ~ tiles: A, ?, ?                           (tiles laid by the players: their face-down order)
    ~ herbs: red 2, blue 3, yellow 1
    ~ removed unseen: 15, 30, 41               (hidden (?) until the game is over)
    ~ market draws: 23

A card drawn from the known top or bottom of the deck is no chance (the rules put it there) and has no line.
A given layout (options.layout) draws no tiles: then there is no board or tiles line.
"""
from __future__ import annotations

from typing import Any

from ..chance import HIDDEN, Chance, Outcome, RecordError
from ..core import Json
from .board import Placement
from .data import REMOVED_UNSEEN
from .evolve import apply
from .options import parse_options
from .state import SEAT_NAMES, State

BOARD, TILES, HERBS, UNSEEN, MARKET = "board", "tiles", "herbs", "removed unseen", "market draws"


def token(value: Any) -> str:
    """How a line names what the engine draws from: a card by number, a tile by id, a placement in words."""
    if isinstance(value, Placement):
        return _placed(value.to_json())
    return str(getattr(value, "id", value))


def _placed(p: Json) -> str:
    return f"{p['tile']} {p['q']} {p['r']} {p['rotation']}"


def setup_chances(events: list[Json], seen: list[Json | None]) -> list[Chance]:
    """The setup's outcomes from its GameStarted as the reader sees it: the position (a complete record) or the
    view, whose hidden parts (face-down tiles but the next, the cards removed unseen) become HIDDEN."""
    first = seen[0] or {}
    if "position" in first:
        p = first["position"]
        options, layout, seats, herbs = p["options"], p["layout"], p["seats"], p["herbs"]
        tiles, unseen = [str(t) for t in p["tiles_to_lay"]], [str(c) for c in p["unseen"]]
    else:
        v = first["view"]
        options, layout, seats = v["options"], v["board"]["layout"], list(v["players"])
        herbs = {s: x["herbs"] for s, x in v["players"].items()}
        shown = [v["tiles"]["next"]] if v["tiles"]["next"] is not None else []
        tiles, unseen = shown + [HIDDEN] * v["tiles"]["face_down"], [HIDDEN] * v["removed_unseen"]
    out = []
    if not options.get("layout"):
        out.append(Chance(BOARD, tuple(_placed(x) for x in layout)) if options.get("board", "random") == "random"
                   else Chance(TILES, tuple(tiles)))
    out.append(Chance(HERBS, tuple(f"{s} {herbs[s]}" for s in seats)))
    if unseen:
        out.append(Chance(UNSEEN, tuple(unseen)))
    return out


def chances(state: State, events: list[Json], seen: list[Json | None]) -> list[Chance | str]:
    """The market's draws from the shuffled middle of the deck (`state`: the table before `events`), and a comment
    where the reshuffle card comes up."""
    state = state.copy()
    out: list[Chance | str] = []
    for event, shown in zip(events, seen, strict=True):
        if event["type"] == "CardDrawn" and event["card"] is not None and event["card"] in state.deck:
            card = shown.get("card") if shown else None
            out.append(Chance(MARKET, (HIDDEN if card is None else str(card),)))
        elif shown is not None and shown["type"] == "DeckReshuffled":
            out.append(f"the reshuffle card comes up: the deck is shuffled ({shown['count']} cards)")
        apply(state, event)
    return out


def script(chance: Chance) -> list[Outcome]:
    """The rng call a market draw answers. Raises ValueError for another line."""
    if chance.label != MARKET:
        raise ValueError(f"no chance line of a command of this game: {chance.label!r} (a draw is 'market draws: "
                         "<card>')")
    return [Outcome("choice", chance.tokens, chance.line)]


def setup_script(options: Json, n_seats: int, setup: list[Chance]) -> list[Outcome]:
    """The rng calls of setup, in the order initial_state makes them, answered by the setup's lines. Raises
    RecordError (invalid_record) naming a missing, repeated or unknown line."""
    rules = parse_options(options)
    wanted = [] if rules.layout is not None else [BOARD if rules.board == "random" else TILES]
    wanted += [HERBS] + ([UNSEEN] if REMOVED_UNSEEN[n_seats] else [])
    lines = {c.label: c for c in setup}
    if len(lines) != len(setup) or set(lines) != set(wanted):
        raise RecordError("invalid_record", setup[0].line if setup else 0,
                          f"the setup of this game has the chance lines {', '.join(wanted)} (once each), not "
                          f"{', '.join(c.label for c in setup) or 'none'}")
    out: list[Outcome] = []
    if rules.layout is None:
        line = lines[wanted[0]]
        order = tuple(t.split(" ")[0] for t in line.tokens)
        if rules.tile_pool == "random":
            out.append(Outcome("sample", order, line.line))
        else:  # marked_first: the marked tiles and a sample of the others, then shuffled
            marked = {t.id for t in rules.pack.tiles if 2 < t.min_players <= n_seats}
            out.append(Outcome("sample", tuple(t for t in order if t not in marked), line.line))
            out.append(Outcome("shuffle", order, line.line))
        if rules.board == "random":
            out.extend(Outcome("choice", (t,), line.line) for t in line.tokens)
    herbs = lines[HERBS]
    seats = [t.split(" ")[0] for t in herbs.tokens]
    if seats != list(SEAT_NAMES[:n_seats]):
        raise RecordError("invalid_record", herbs.line, f"the herbs line names the seats {', '.join(SEAT_NAMES[:n_seats])}"
                                                        " in this order, each with its Herbs card")
    out.append(Outcome("shuffle", tuple(t.partition(" ")[2] for t in herbs.tokens), herbs.line))
    if UNSEEN in lines:
        out.append(Outcome("sample", lines[UNSEEN].tokens, lines[UNSEEN].line))
    return out


__all__ = ["chances", "script", "setup_chances", "setup_script", "token"]
