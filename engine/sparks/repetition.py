"""The repetition end (FS-END-5, docs/rules-sparks.md): a game that has come back to the same table at the
start of a round twice ends before it would begin there a third time.

Late in a game, mostly with 2 players, the deck and market can run dry while no clan keeps food past its
feeding: every round then replays the last one, or a short cycle of them, and the rule book never ends the
game. A round begins at "the same table" when everything a round can change is equal, except the harvest
piles of foods that no tool still in play (owned, in the market or in the deck) hunts: unhunted piles grow
every round, but no rule can ever read them again. So equal tables are equal games: from one the players
can reach exactly what they could from the other.
"""
from __future__ import annotations

import hashlib
import json

from .state import State


def read_piles(state: State) -> dict[str, int]:
    """The harvest piles a rule can still read: those of the foods some tool still in play hunts (a tool out
    of the game, boxed or removed unseen, never comes back)."""
    in_play = [n for cards in state.cards.values() for n in cards]
    in_play += [*state.market, *state.deck_top, *state.deck, *state.deck_bottom]
    foods = {state.card(n).food for n in in_play if state.card(n).kind == "tool"}
    return {food: pile for food, pile in state.harvest.items() if food in foods}


def table_key(state: State) -> str:
    """A digest of the table as a round can change it: not the round number or phase, nor the board, which
    no round changes. Stable across processes, as positions store it; it covers the hidden cards and food, so
    no view shows it."""
    table = [state.order, state.food, state.cards, state.clans, read_piles(state), state.market,
             state.market_reshuffle, state.bonus, state.stage, state.deck_top, sorted(state.deck),
             state.deck_reshuffle, state.deck_bottom, state.boxed]
    text = json.dumps(table, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


def note_round_start(state: State) -> None:
    """Folding the start of a round: remember its table."""
    state.round_starts = (*state.round_starts, table_key(state))


def third_time(state: State) -> bool:
    """Whether the round about to begin would begin at a table two earlier rounds began at."""
    return state.round_starts.count(table_key(state)) >= 2
