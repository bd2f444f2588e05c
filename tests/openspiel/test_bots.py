"""OpenSpiel's algorithms play both games to the end: its information-set MCTS (interop/openspiel/bots.py) and its
perfect-information MCTS with random rollouts, at small budgets."""
from __future__ import annotations

# isort: off
from .play import pyspiel  # first: it skips this module where OpenSpiel is not installed
# isort: on

import random

import numpy as np
import pytest
from open_spiel.python.algorithms import mcts

from engine import acres
from engine.core import seeded_rng
from interop.openspiel import bots


def play(name: str, make_bot, seed: int):
    """A whole game between `make_bot(game, player)`s, chance drawn by its probabilities; the final state."""
    game = pyspiel.load_game(name)
    players = [make_bot(game, p) for p in range(game.num_players())]
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choice(actions, p=probs))
        else:
            state.apply_action(players[state.current_player()].step(state))
    return state


def test_ismcts_plays_a_game_of_acres_to_its_end():
    state = play("tabula_acres", lambda game, p: bots.ismcts_bot(game, 2, p), seed=1)
    assert acres.result(state._table.state) is not None  # the game's own end, not the cut
    assert sorted(state.returns()) == [-1.0, 1.0]


def test_ismcts_plays_the_first_sparks_to_the_end_or_the_cut():
    state = play("tabula_sparks(players=3,max_game_length=1500)", lambda game, p: bots.ismcts_bot(game, 2, p), seed=2)
    assert state.is_terminal() and sum(state.returns()) == pytest.approx(0.0)


def test_mcts_with_random_rollouts_plays_acres_until_the_cut():
    """OpenSpiel's MCTSBot searches the real state (it sees every hand): an API check, not a fair opponent."""
    def bot(game, player):
        evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(player), max_length=10)
        return mcts.MCTSBot(game, 1.4, 3, evaluator, random_state=np.random.RandomState(player))

    state = play("tabula_acres(max_game_length=150)", bot, seed=3)
    assert state.is_terminal() and len(state.history()) == 150


def test_the_arena_level_asks_ismcts_for_a_legal_command():
    state = acres.fold(acres.setup({}, 2, seeded_rng("bots", 0)))
    seat = min(acres.to_act(state))
    command = bots.choose("acres", state, seat, 5, seed=0, n_seats=2)
    assert command in acres.legal_commands(state, seat)


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 7))
def test_ismcts_plays_sparks_at_every_player_count(players: int):
    name = f"tabula_sparks(players={players},max_game_length=3000)"
    state = play(name, lambda game, p: bots.ismcts_bot(game, 5, random.Random(p).randrange(1000)), seed=players)
    assert state.is_terminal() and sum(state.returns()) == pytest.approx(0.0)
