"""`play` (what the search steps with) is `decide` and `fold` in one: the same events and the same state."""
from __future__ import annotations

import json
import random

import pytest

from engine import acres, sparks
from engine.core import seeded_rng

CASES = [(acres, 2, {}), (acres, 2, {"edition": "first"}), (sparks, 2, {}), (sparks, 4, {}), (sparks, 6, {})]


@pytest.mark.parametrize(("game", "players", "options"), CASES, ids=lambda c: getattr(c, "name", str(c)))
def test_play_gives_decides_events_and_their_fold(game, players: int, options: dict) -> None:
    for seed in range(3):
        rng = random.Random(seed)
        state = game.fold(game.setup(options, players, seeded_rng(f"play{seed}", 0)))
        for step in range(150):
            if game.result(state) is not None:
                break
            seat = min(game.to_act(state))
            cmd = rng.choice(game.legal_commands(state, seat))
            before = json.dumps(game.export_position(state), sort_keys=True)
            events, after = game.play(state, seat, cmd, seeded_rng(f"play{seed}", step))
            assert events == game.decide(state, seat, cmd, seeded_rng(f"play{seed}", step))
            folded = game.fold(events, state)
            assert json.dumps(game.export_position(after), sort_keys=True) == \
                json.dumps(game.export_position(folded), sort_keys=True)
            assert json.dumps(game.export_position(state), sort_keys=True) == before  # the input is untouched
            state = after
