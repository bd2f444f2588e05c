"""`position_from_view` (engine/core.py, `Engine.position_from_view`): a whole position of A Few Acres of Snow
that shows a seat exactly its view, with what the view hides dealt at random.

What a view hides (docs/acres-protocol.md, "Who sees what") is where the unseen cards lie:
- Every card in play lies in exactly one place (AC-COMP-1). The open places are in every view (discard piles,
  reserves, available piles, the neutral display, the cards of each siege: AC-BOARD-6, AC-RESERVE-5), and so
  is the seat's own hand. Every other card, an unseen one, is in a hand the view only counts or in a draw
  deck (face down: AC-BOARD-6, AC-SETUP-2), whose sizes the view gives.
- A side's own unseen cards can only be in its own hand or deck (AC-CARD-3). So the seat's own deck holds all
  its own unseen cards, and the unseen neutral cards fill the places left, on both sides.
- Dealt: which unseen neutral cards are on which side, and how each hidden hand and its deck share their
  cards. Every assignment with the view's counts is equally likely: the draw is uniform over the positions
  that show the seat this view.
This is the view's information set. A seat that remembers the game knows more: a neutral card joins a side's
cards only by a public event (CardDrafted, NativesGiven, ...), so it knows which unseen neutral cards are its
own (ai/sample.py relies on it). The table does not show it (a draw deck lies face down, AC-BOARD-6), so no
view does; a bot that wants it counts it from its events. The search deals the opponent's hand and deck again
at every step (`ai.sample`) and keeps the seat's own deck as dealt here.

Nothing else is dealt. The one field of a position no view names, the siege the turn's check still has to
resolve (`to_resolve`), follows from the view (`_to_resolve`).
"""
from __future__ import annotations

import random
from copy import deepcopy  # the position shares nothing with the view

from ..core import InvalidPosition, Json
from .data import CARDS, SEATS
from .options import parse_options
from .state import FORMAT, cards_in_play

SHOWN = ("game", "options", "turn", "active", "phase", "actions_left", "neutral_display", "board",
         "fortifications_in_stock", "sieges", "pending", "result")  # copied from the view as they are
SCENARIO_SHOWN = ("british_sieges_open",)  # in a view only when its scenario option is on (state.scenario_json)
COUNTS = ("hand_size", "deck_size")  # a view's, not a position's


def position_from_view(view: Json, rng: random.Random) -> Json:
    """A position whose view for `view["seat"]` (None: a spectator) is `view`, the unseen cards dealt by `rng`
    uniformly among the deals with the view's counts. Raises InvalidPosition for a view whose counts no deal
    meets (not a view of this engine)."""
    seat, seats = view["seat"], view["seats"]
    if view.get("game") != "acres":
        raise InvalidPosition("not a view of A Few Acres of Snow", {"path": "game"})
    seen = set(view["neutral_display"]) | set(seats[seat]["hand"] if seat is not None else ())
    seen |= {c for s in seats.values() for zone in ("discard", "reserve", "available_locations", "available_empire")
             for c in s[zone]}
    seen |= {c for siege in view["sieges"].values() for cards in siege["cards"].values() for c in cards}
    unseen = sorted(c for c in cards_in_play(parse_options(view["options"])) if c not in seen)
    neutral = [c for c in unseen if CARDS[c].side == "neutral"]
    rng.shuffle(neutral)
    hands_decks: dict[str, tuple[list[str], list[str]]] = {}
    for side in SEATS:
        hidden_hand = side != seat
        places = seats[side]["deck_size"] + (seats[side]["hand_size"] if hidden_hand else 0)
        own = [c for c in unseen if CARDS[c].side == side]
        extra = places - len(own)
        if extra < 0 or extra > len(neutral):
            raise InvalidPosition(f"the view's {side} hand and deck cannot hold the unseen cards", {"path": "seats"})
        pool, neutral = own + neutral[:extra], neutral[extra:]
        if hidden_hand:
            rng.shuffle(pool)
            size = seats[side]["hand_size"]
            hands_decks[side] = (pool[:size], pool[size:])
        else:
            hands_decks[side] = (list(seats[side]["hand"]), pool)
    if neutral:
        raise InvalidPosition("the view's hands and decks cannot hold every unseen card", {"path": "seats"})
    out: Json = {key: deepcopy(view[key]) for key in (*SHOWN, *SCENARIO_SHOWN) if key in view}
    out["format"] = FORMAT
    out["seats"] = {side: {**{k: deepcopy(v) for k, v in seats[side].items() if k not in COUNTS},
                           "hand": hand, "deck": sorted(deck)} for side, (hand, deck) in hands_decks.items()}
    out["to_resolve"] = _to_resolve(view)
    return out


def _to_resolve(view: Json) -> list[str]:
    """The siege track the turn's check has still to resolve: at a turn's start the check resolves every track
    won there in favour of the active seat, British first (AC-SIEGE-20/21, OQ-AC-11), and a decision the British
    one asks (occupy, siege_loss) leaves the French one waiting. Only the check gives a siege to the active seat:
    a withdrawal (a free action) gives it to the withdrawing seat's opponent, surrendering or not (AC-WITHDRAW-1,
    OQ-AC-22). So a British siege won by the active seat, its decision awaited, was won at this turn's check,
    and the French siege waits exactly when it wins the check too; its value has not changed since, as nothing
    is played while a decision is awaited. The same holds while a French redraw (AC-VAR-5) is asked once the
    British siege has ended."""
    sieges, active, pending = view["sieges"], view["active"], view["pending"]
    british, french = sieges.get("british"), sieges.get("french")
    british_awaits = bool(pending) and pending[0].get("siege") == "british" and british is not None \
        and british["won_by"] == active
    redraw_awaits = bool(pending) and pending[0]["kind"] == "redraw"  # AC-VAR-5: a siege ended just before
    if view["phase"] != "actions" or not (british_awaits or redraw_awaits) or french is None \
            or french["won_by"] is not None:
        return []
    wins = french["value"] >= 2 if active == "french" else french["value"] <= -1  # flow._wins_check
    return ["french"] if wins else []


__all__ = ["position_from_view"]
