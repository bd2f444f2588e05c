"""Rating a finished game once (the scoring job, workers/scoring.py): who the participants were, where each
finished, and the update of their ratings in the game's type (api/ratings.py), applied atomically and only once
whatever the number of jobs that try (Store.rate)."""
from __future__ import annotations

import json
from typing import Any

from engine.lifecycle import standings

from . import ratings
from .game import Game
from .players import ai_player
from .store import Store

MAX_TRIES = 20  # other games rated at the same moment: read again, decide again


def participants(game: Game) -> dict[str, str]:
    """seat -> the rated player in it: the registered player who took it, or the AI level that played it."""
    out = {}
    for spec in game.seats:
        seat = spec["seat"]
        if seat in game.life.players:
            out[seat] = game.life.players[seat]
        elif spec.get("kind") == "ai":
            out[seat] = ai_player(spec.get("level", ""))
    return out


def rate(store: Store, game: Game) -> dict[str, Any] | None:
    """The rating changes of a finished rated game by seat ({player, rating_before, rating_after, ...}), applied
    now or before; None for a game that is not rated, not over, or ended without a finishing order (aborted,
    declined, expired)."""
    result = game.result
    if not game.meta.get("rated") or result is None:
        return None
    who = participants(game)
    order = [[who[seat] for seat in group if seat in who] for group in standings(result, who)]
    order = [group for group in order if group]
    if sum(len(group) for group in order) < 2 or len(who) != len(game.seats):
        return None
    game_type = game.meta["type"]
    for _ in range(MAX_TRIES):
        read = store.ratings(game_type, list(who.values()))
        before = {p: ratings.Rating.from_json(json.loads(raw)) for p, raw in read.items()}
        after = ratings.update(order, before)
        changes = {seat: {"player": p, **ratings.change(before.get(p, ratings.DEFAULT), after[p]),
                          "rating_before": ratings.display(before.get(p, ratings.DEFAULT)),
                          "rating_after": ratings.display(after[p])}
                   for seat, p in who.items()}
        new = {p: (json.dumps(r.to_json()), r.ordinal) for p, r in after.items()}
        outcome, stored = store.rate(game_type, game.id, read, new, json.dumps(changes, sort_keys=True))
        if outcome in ("ok", "done") and stored is not None:
            applied: dict[str, Any] = json.loads(stored)
            return applied
    raise RuntimeError(f"the ratings of {game_type} kept changing while game {game.id} was rated")


__all__ = ["participants", "rate"]
