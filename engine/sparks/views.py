"""What each seat may see: `view` of a state and `redact` of an event. Both are allowlists: a field reaches a
seat only if it is named here.

Hidden at the table (FS-KNOW-1, FS-SETUP-11, FS-SETUP-7): the cards in the deck and which cards were removed
unseen (only counts are shown; the cards known to lie on top or under the reshuffle card are public), the
tiles still face down (only the next one is named; a tile's shape is shown once it is laid, face up), and the
food of a Fire owner (until the game ends). Events never carry a clan's food total, only the payments and
takings the table sees.

Public: the pack. Which tiles and cards exist is public at the table (FS-SETUP-7: only the order and choice of
the face-down tiles is hidden), so a view of a game whose pack is not shipped carries the whole pack as given
(`pack.data`, the format of options.pack, docs/data-sparks.md): a bot rebuilds it exactly, hash and all
(from_view.py). A shipped pack is named by name and hash only, as a position names it, to keep views small.
"""
from __future__ import annotations

import json
from typing import Any

from ..core import Json
from .board import Board
from .data import Pack
from .options import PROVISIONAL_NOTE, Rules
from .state import State, state_from_position

PUBLIC: dict[str, tuple[str, ...]] = {
    "TileLaid": ("seat", "tile", "q", "r", "rotation", "next_tile"),
    "MemberPlaced": ("seat", "clan", "space", "cost", "step"),
    "SecondMemberSkipped": ("seat",),
    "OrderSet": ("order", "reason"),
    "PhaseBegan": ("phase", "round", "queue"),
    "BonusPlaced": ("card",),
    "BonusReturned": ("card", "reason"),
    "CardOffered": ("seat", "card", "asked", "may_box"),
    "OfferAnswered": ("seat", "card", "wants"),
    "CardBought": ("seat", "card", "price", "bonus"),
    "OfferBoxed": ("seat", "card", "food", "tokens"),
    "BuyingPassed": ("seat",),
    "CardDrawn": ("card", "reshuffle"),
    "DeckReshuffled": ("count",),
    "CardBoxed": ("card", "reason"),
    "DecisionRequested": ("seat", "kind", "card", "count"),
    "DecisionTaken": ("seat", "kind", "choice"),
    "ToolDiscarded": ("seat", "card"),
    "FoodSpoiled": ("seat", "amount"),
    "Hunted": ("seat", "takes"),
    "Fed": ("seat", "paid", "short"),
    "MembersRemoved": ("seat", "spaces", "reason"),
    "Expanded": ("seat", "clan", "spaces", "cost", "size"),
    "NeutralGrew": ("seat", "clan", "space", "size"),
    "Resupplied": ("amounts",),
    "CardUnderDeck": ("card",),
    "StageChanged": ("boxed",),
    "GameEnded": ("winner", "winners", "scores", "ranking", "round", "reason"),
}


def redact(event: Json, seat: str | None) -> Json | None:
    """The event as `seat` (None: a spectator) may see it; None for an event type not declared here."""
    kind = event.get("type")
    if kind == "GameStarted":
        return {"type": kind, "view": view(state_from_position(event["position"]), seat)}
    fields = PUBLIC.get(kind)  # type: ignore[arg-type]
    if fields is None:
        return None
    out = {"type": kind}
    out.update((f, event[f]) for f in fields if f in event)
    return out


_CATALOGUES: dict[str, str] = {}  # pack hash -> the catalogue as JSON text (parsing it makes a fresh copy fast)


def _catalogue(pack: Pack) -> list[Json]:
    out = []
    for c in pack.cards:
        entry: Json = {"number": c.number, "kind": c.kind, "price": c.price}
        if c.knowledge:
            entry["knowledge"] = c.knowledge
        else:
            entry["food"] = c.food
            entry["yield"] = ({"fixed": c.yield_fixed} if c.yield_fixed is not None
                              else {"table": [list(row) for row in c.yield_table or ()]})
        out.append(entry)
    return out


def catalogue(pack: Pack) -> list[Json]:
    """The values of every card of the game's pack (public: they are printed on the cards), a fresh copy."""
    text = _CATALOGUES.get(pack.hash)
    if text is None:
        if len(_CATALOGUES) >= 32:  # games given their own packs: keep the memory bounded
            _CATALOGUES.clear()
        text = _CATALOGUES[pack.hash] = json.dumps(_catalogue(pack))
    fresh: list[Json] = json.loads(text)
    return fresh


_PACK_DATA: dict[str, str] = {}  # pack hash -> a pack given in full, as JSON text


def pack_data(rules: Rules) -> Json | None:
    """The whole pack as the game was given it (options.pack), a fresh copy; None for a pack shipped with the
    engine (a view names it by name and hash)."""
    if rules.pack_data is None:
        return None
    text = _PACK_DATA.get(rules.pack.hash)
    if text is None:
        if len(_PACK_DATA) >= 32:  # keep the memory bounded, as the catalogues do
            _PACK_DATA.clear()
        text = _PACK_DATA[rules.pack.hash] = json.dumps(rules.pack_data)
    fresh: Json = json.loads(text)
    return fresh


def shapes(board: Board) -> dict[str, Json]:
    """The shape of each laid tile as it lies on the table, turned by its rotation (public: laid tiles lie face
    up): `join`, the board edge of hex 0 that hex 1 lies across, and `edges`, per space the two board edges of
    its hex that it owns, counter-clockwise (the second is the first + 1, mod 6). Only laid tiles are on the
    board, so a tile still to lay has no shape here."""
    out: dict[str, Json] = {}
    for tile, p in zip(board.tiles, board.placements, strict=True):
        edges: dict[str, list[int]] = {}
        for h, hx in enumerate(tile.hexes):
            for s, (a, b) in enumerate(hx.spaces):
                a, b = (a + p.rotation) % 6, (b + p.rotation) % 6
                edges[f"{tile.id}.{h}.{s}"] = [a, b] if (b - a) % 6 == 1 else [b, a]
        out[tile.id] = {"join": (tile.join + p.rotation) % 6, "edges": edges}
    return out


def view(state: State, seat: str | None) -> Json:
    """The table as `seat` sees it."""
    players: dict[str, Any] = {}
    for s in state.seats:
        hidden = state.knows(s, "fire") and s != seat and not state.over
        players[s] = {
            "herbs": state.herbs[s], "cards": list(state.cards[s]), "tool_limit": state.tool_limit(s),
            "food": None if hidden else state.food[s], "food_hidden": hidden,
        }
    board, data = state.board, pack_data(state.rules)
    return {
        "game": "sparks", "seat": seat, "options": state.rules.to_json(),
        "pack": {"name": state.pack.name, "hash": state.pack.hash, "provisional": state.pack.provisional,
                 **({"note": PROVISIONAL_NOTE} if state.pack.provisional else {}),
                 "cards": catalogue(state.pack), "plough_bonus_per_field": state.pack.plough_bonus,
                 **({} if data is None else {"data": data})},
        "round": state.round, "phase": state.phase, "stage": state.stage, "order": list(state.order),
        "to_act": sorted(state.to_act()), "queue": list(state.queue), "done": list(state.done),
        "players": players,
        "clans": {c: {"members": list(m), "size": len(m)} for c, m in state.clans.items()},
        "harvest": {"field": "unlimited", **state.harvest},
        "market": {"current": state.current, "future": [c for c in state.market if c not in state.current],
                   "reshuffle_card": state.market_reshuffle, "bonus": state.bonus},
        "deck": {"size": state.deck_size, "top": list(state.deck_top), "reshuffle_card": state.deck_reshuffle,
                 "bottom": list(state.deck_bottom)},
        "boxed": list(state.boxed), "removed_unseen": len(state.unseen),
        "tiles": {"next": state.tiles_to_lay[0] if state.tiles_to_lay else None,
                  "face_down": max(0, len(state.tiles_to_lay) - 1)},
        "board": {"layout": [p.to_json() for p in state.placements], "shapes": shapes(board),
                  "areas": dict(board.areas),
                  "spaces": {sp: {"area": board.area_of(sp), "adjacent": sorted(board.adjacency[sp]),
                                  "mountain": sorted(x for x in board.adjacency[sp] if board.crosses_mountain(sp, x))}
                             for sp in board.spaces}},
        "offer": None if state.offer is None else {k: state.offer[k] for k in ("card", "offerer", "asked", "wanting",
                                                                               "may_box")},
        "pending": [{k: p[k] for k in ("seat", "kind", "card", "count") if k in p} for p in state.pending],
        "result": state.result,
    }
