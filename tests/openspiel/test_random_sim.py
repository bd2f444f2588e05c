"""OpenSpiel's own random simulation test (pyspiel.random_sim_test) on both games: at every state of random games
it checks the API (legal actions sorted and in range, chance probabilities summing to 1, observations and
information states of every player, returns at the end, the game length bound); with serialize, that a state
serialized and loaded again is the same. Random games of The First Sparks rarely end (docs/openspiel.md), so
they are cut by the max_game_length parameter, and so are the fast tier's games of A Few Acres of Snow (the slow
tier plays those to their end); OpenSpiel picks its own seeds."""
from __future__ import annotations

# isort: off
from .play import pyspiel  # first: it skips this module where OpenSpiel is not installed
# isort: on

import pytest


@pytest.mark.parametrize("edition", ["second", "first"])
def test_acres(edition: str):
    game = pyspiel.load_game(f"tabula_acres(edition={edition},max_game_length=1000)")
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("players", range(2, 7))
def test_sparks(players: int):
    game = pyspiel.load_game(f"tabula_sparks(players={players},max_game_length=200)")
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("name", ["tabula_acres(max_game_length=400)", "tabula_sparks(players=3,max_game_length=150)"])
def test_serialized_states_load_back(name: str):
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=1, serialize=True, verbose=False)


@pytest.mark.slow
@pytest.mark.parametrize("edition", ["second", "first"])
def test_acres_many_games(edition: str):
    pyspiel.random_sim_test(pyspiel.load_game(f"tabula_acres(edition={edition})"), num_sims=12, serialize=False,
                            verbose=False)


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 7))
def test_sparks_many_games(players: int):
    game = pyspiel.load_game(f"tabula_sparks(players={players},max_game_length=1500)")
    pyspiel.random_sim_test(game, num_sims=4, serialize=False, verbose=False)
