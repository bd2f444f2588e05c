"""`position_from_view` (engine/core.py, `Engine.position_from_view`): a whole position of The First Sparks that
shows a seat exactly its view, with what the view hides dealt at random.

A view shows the table but for four things (views.py). Each is dealt from the values the view leaves possible:
- The cards of the deck's shuffled middle and those removed face down at setup (FS-SETUP-11, FS-2P-5): the
  view gives both counts, and the cards that are in neither are all in view (hands, market, box, the known
  top and bottom of the deck). Only cards that setup could remove may be among the removed ones (not the
  opening market, nor #15 with 6 players); the removed ones are drawn uniformly among those, the rest is the
  deck's middle, which has no order (a draw picks its card when it happens).
- The face-down tiles after the next one (FS-SETUP-7): drawn uniformly, in a uniform order, among the pack's
  tiles for this player count that are not laid or next, keeping the marked tiles when the tile pool always
  uses them (OQ-FS-3). The pack's tiles are public: a view names a shipped pack by its hash, and carries any
  other pack whole (`pack.data`, views.py), which the position records as it is, so its hash is the game's.
- A Fire owner's food (FS-KNOW-1): the view bounds it only from below (0; the price, less the bonus, of a card
  he wants; exactly 0 while he must remove members he could not feed, FS-FEED-2). No bound above exists, so
  the draw needs a prior: uniform from that bound b to b + max(2 m, 4), m the mean food the view shows
  (START_FOOD when it shows none).
- With 2 players, whether the first player may still box the first card he offers this round (FS-2P-9,
  `first_offer_open`): it matters only while he has offered nothing that stood (no offer open, nobody done), and
  there the view tells a fresh round (the bonus still on the lowest current card, the reshuffle card not
  drawn) from one whose first offer was boxed (the last boxed card fits a market it was just taken from) by
  the market alone, except when both fit: then either, at even odds (`offer_right`).
This is the view's information set. A seat that remembers the game knows more, and the table shows none of it:
a Fire owner's food from every payment and taking (all public events; he hides the pile, not the payments),
which card put under the deck was shuffled back into it, and whether this round's first offer was boxed. A
bot that wants them counts them from its events. The search deals the hidden cards and tiles again
(`ai.sample`) but keeps the food as dealt here.

A position carries no history, like a FEN: `round_starts`, the tables earlier rounds began at (the repetition
end, FS-END-5), is empty, so a repetition that the real game would count is not foreseen.
"""
from __future__ import annotations

import random
from copy import deepcopy  # the position shares nothing with the view

from ..core import InvalidOptions, InvalidPosition, Json
from .data import SHIPPED, SIX_PLAYER_TOP, START_FOOD, TWO_PLAYER_REMOVED, Pack, Tile, initial_market, tile_count
from .options import parse_options
from .state import FORMAT, NEUTRAL, SEAT_NAMES

NUMBERED = range(7, 42)  # the technology cards; the Herbs 1-N are always in a hand or the box
OPTIONS = ("tile_pool", "board", "layout")  # the options a position records (the pack has a field of its own)
SPAN = 4  # the least span of the prior on a Fire owner's food
SHOWN = ("order", "stage", "boxed", "round", "phase", "queue", "done", "offer", "pending", "result")


def position_from_view(view: Json, rng: random.Random) -> Json:
    """A position whose view for `view["seat"]` (None: a spectator) is `view`, what it hides dealt by `rng` (the
    module's docstring says how). Raises InvalidPosition for a view whose pack is neither shipped with this engine
    nor carried whole (or not the pack its hash names), or whose counts no deal meets."""
    if view.get("game") != "sparks":
        raise InvalidPosition("not a view of The First Sparks", {"path": "game"})
    pack, recorded = _pack(view["pack"])
    players = view["players"]
    seats = [s for s in SEAT_NAMES if s in players]
    market, deck = view["market"], view["deck"]
    seen = {c for p in players.values() for c in p["cards"]} | set(market["current"]) | set(market["future"])
    seen |= set(deck["top"]) | set(deck["bottom"]) | set(view["boxed"])
    hidden = [c for c in NUMBERED if c not in seen]
    candidates = [c for c in hidden if c in could_be_removed(len(seats))]
    removed = view["removed_unseen"]
    middle = deck["size"] - len(deck["top"]) - len(deck["bottom"]) - int(deck["reshuffle_card"])
    if removed > len(candidates) or middle != len(hidden) - removed:
        raise InvalidPosition("the view's deck and removed cards do not fit the cards out of view", {"path": "deck"})
    rng.shuffle(candidates)
    unseen = sorted(candidates[:removed])
    return {
        "format": FORMAT, "game": "sparks",
        "options": {k: deepcopy(v) for k, v in view["options"].items() if k in OPTIONS},
        "pack": recorded, "seats": seats,
        "herbs": {s: players[s]["herbs"] for s in seats},
        "food": _food(view, seats, pack, rng),
        "cards": {s: list(players[s]["cards"]) for s in seats},
        "clans": {c: list(view["clans"][c]["members"]) for c in [*seats, NEUTRAL] if c in view["clans"]},
        "harvest": {k: v for k, v in view["harvest"].items() if k != "field"},
        "market": sorted(market["current"] + market["future"]), "market_reshuffle": market["reshuffle_card"],
        "bonus": market["bonus"],
        "deck": {"top": list(deck["top"]), "cards": sorted(set(hidden) - set(unseen)),
                 "reshuffle": deck["reshuffle_card"], "bottom": list(deck["bottom"])},
        "unseen": unseen,
        "tiles_to_lay": _tiles(view, pack.tiles, len(seats), rng), "layout": deepcopy(view["board"]["layout"]),
        "first_offer_open": rng.choice(offer_right(view) or [False]),
        "round_starts": [],
        **{k: deepcopy(view[k]) for k in SHOWN},
    }


def _pack(shown: Json) -> tuple[Pack, Json]:
    """The view's pack, and how the position records it: a shipped pack by name and hash, any other whole, as the
    view carries it (`data`; a copy)."""
    if "data" not in shown:
        pack = SHIPPED.get(shown["hash"])
        if pack is None:
            raise InvalidPosition(f"the pack {shown['name']!r} is not shipped with this engine, and the view does not "
                                  "carry it", {"path": "pack.hash"})
        return pack, {"name": pack.name, "hash": pack.hash}
    try:
        rules = parse_options({"pack": shown["data"]})
    except InvalidOptions as exc:
        raise InvalidPosition(f"pack.data: {exc.message}", {"path": "pack.data"}) from None
    if rules.pack.hash != shown["hash"]:
        raise InvalidPosition("the view's pack data is not the pack its hash names", {"path": "pack.data"})
    return rules.pack, deepcopy(rules.pack_json())


def could_be_removed(players: int) -> frozenset[int]:
    """The cards setup may have removed face down (FS-SETUP-11, FS-2P-3/5, FS-6P-1): never one of the opening
    market, nor, with 2 players, one of those boxed face up, nor #15 with 6 (ai/sample.py asks the same)."""
    market = initial_market(players)
    cards = set(NUMBERED) - set(market.current) - set(market.future)
    if players == 2:
        cards -= set(TWO_PLAYER_REMOVED)
    if players == 6:
        cards.discard(SIX_PLAYER_TOP)
    return frozenset(cards)


def _food(view: Json, seats: list[str], pack: Pack, rng: random.Random) -> dict[str, int]:
    """Each seat's food: as shown, or for a Fire owner whose food is hidden, drawn as the module says."""
    players, offer = view["players"], view["offer"]
    shown = [p["food"] for p in players.values() if p["food"] is not None]
    mean = round(sum(shown) / len(shown)) if shown else START_FOOD
    food: dict[str, int] = {}
    for s in seats:
        if players[s]["food"] is not None:
            food[s] = players[s]["food"]
            continue
        low = 0
        if offer is not None and s in offer["wanting"]:  # OQ-FS-9: he can pay
            low = pack.card(offer["card"]).price - (1 if view["market"]["bonus"] == offer["card"] else 0)
        if any(p["seat"] == s and p["kind"] == "remove_members" for p in view["pending"]):
            food[s] = 0  # FS-FEED-2: a clan short of food paid all it had
            continue
        low = max(low, 0)
        food[s] = rng.randint(low, low + max(2 * mean, SPAN))
    return food


def _tiles(view: Json, tiles: tuple[Tile, ...], players: int, rng: random.Random) -> list[str]:
    """The tiles still to lay: the next one, then the face-down ones (FS-SETUP-7, OQ-FS-3)."""
    following = view["tiles"]["next"]
    if following is None:
        return []
    hidden = view["tiles"]["face_down"]
    known = {p["tile"] for p in view["board"]["layout"]} | {following}
    eligible = [t for t in tiles if t.min_players <= players and t.id not in known]
    if view["options"]["tile_pool"] == "marked_first":  # the marked tiles are always in the game
        chosen = sorted(t.id for t in eligible if t.min_players > 2)
        unmarked = sorted(t.id for t in eligible if t.min_players == 2)
    else:
        chosen, unmarked = [], sorted(t.id for t in eligible)
    if not len(chosen) <= hidden <= len(chosen) + len(unmarked) or len(known) + hidden != tile_count(players):
        raise InvalidPosition("the view's face-down tiles do not fit the pack's tiles", {"path": "tiles"})
    chosen += rng.sample(unmarked, hidden - len(chosen))
    rng.shuffle(chosen)
    return [following, *chosen]


def offer_right(view: Json) -> list[bool] | None:
    """The values of `first_offer_open` the view leaves possible (FS-2P-9), each once: one, or both when the view
    cannot tell; None where the value no longer matters (a position then says False).

    It is set as each buying phase begins (with 2 players) and cleared by the first player's first offer. It
    matters only while that player is to offer with nothing open and nobody done: otherwise either he has offered
    (an offer, a decision or a purchase is under way, or the second player bought his offer and is done) or he
    is done, and the next buying phase sets it afresh. There it is open in a fresh round and closed once his
    first offer was boxed, the only way he offers and is not done."""
    players, market = len(view["players"]), view["market"]
    if (players != 2 or view["phase"] != "buy" or view["done"] or view["offer"] is not None or view["pending"]
            or view["result"] is not None):
        return None
    current, drawn_reshuffle = market["current"], view["stage"] == 1 and market["reshuffle_card"]
    fresh = market["bonus"] == (current[0] if current else None) and not drawn_reshuffle
    boxed = _boxed_first_offer_fits(view)
    return [v for v, possible in ((True, fresh), (False, boxed)) if possible] or [True]


def _boxed_first_offer_fits(view: Json) -> bool:
    """Whether the last card boxed can be the first player's first offer of this round, boxed (FS-2P-9): taken
    from the current market of a fresh round, the bonus on its lowest card; then the bonus returned if it lay on
    that card (OQ-FS-20) or a lower card was drawn (FS-TECH-12); one card drawn, the reshuffle card (the only
    way it is in the market in stage 1: a round starting there is in stage 2 already, FS-BUREAU-9) or none
    from an empty deck."""
    if not view["boxed"]:
        return False
    card, market, stage = view["boxed"][-1], view["market"], view["stage"]
    now = sorted(market["current"] + market["future"])
    if market["reshuffle_card"] and stage == 1:
        draws: list[int | None] = [None]
    else:
        draws = [*now, *([None] if view["deck"]["size"] == 0 else [])]
    for drawn in draws:
        before = sorted([*(c for c in now if c != drawn), card])
        current = before if stage == 2 else before[:3]
        if card not in current:
            continue
        lowest = before[0]
        returned = card == lowest or (drawn is not None and drawn < lowest)
        if market["bonus"] == (None if returned else lowest):
            return True
    return False


__all__ = ["could_be_removed", "offer_right", "position_from_view"]
