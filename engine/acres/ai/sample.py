"""`sample`: a state drawn from what a seat knows, the only kind of state the acres bots ever look at."""
from __future__ import annotations

import random

from ..data import OPPONENT
from ..state import State


def sample(state: State, seat: str, rng: random.Random) -> State:
    """A state drawn from what `seat` knows: the opponent's hand is dealt again from his hand and deck.

    Only the split of the opponent's cards between his hand and his draw deck is hidden from `seat`:
    - decks are unordered (a draw picks its cards when it happens), so no deck order exists to redraw;
    - every move of a card into or out of a hand or deck is a public event (settle, draft, reshuffle,
      discard, reserve, CardLost, NativesGiven, the cards of a siege...) except a draw, so the multiset of
      the opponent's hand and deck together follows from public events, and so does `seat`'s own deck;
    - the discard piles, reserves, siege cards, available piles, display, board, money and the pending
      decisions (their fields are PENDING_FIELDS of views.py) are all public.
    A `HandRevealed` event shows the opponent's hand for a moment; the sample forgets it (less knowledge,
    never a leak). Pooling and sorting before the shuffle makes the sample the same for every state of
    one information set.
    """
    new = state.copy()
    zones = new.zones[OPPONENT[seat]]
    pool = sorted(zones["hand"] + zones["deck"])
    rng.shuffle(pool)
    size = len(zones["hand"])
    zones["hand"] = sorted(pool[:size])
    zones["deck"] = sorted(pool[size:])
    return new
