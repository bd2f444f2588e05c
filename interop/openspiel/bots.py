"""OpenSpiel's own search playing Tabula's games: information-set MCTS (open_spiel.python.algorithms.ismcts) with
the engine's estimate at its leaves, and a way to ask it for one whole command of an engine state (tools/arena.py
seats it as the level `ismcts`).

ISMCTS needs an evaluator: random rollouts to the end are useless here (a random game of A Few Acres of Snow
lasts about a thousand actions; one of The First Sparks often never ends, docs/openspiel.md), so a leaf is scored
by the game's `ai.evaluate` (each seat's chance of winning) of the determinized state it reached, never the real
one: ISMCTS draws each determinization with `resample_from_infostate`, from the seat's information set.
"""
from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from engine.core import Json

from .common import TabulaGame, TabulaState

UCT_C = 1.0  # returns lie in [-1, 1]


class EstimateEvaluator(mcts.Evaluator):  # type: ignore[misc]
    """A leaf's value: the engine's estimate (TabulaState.estimate); priors uniform."""

    def evaluate(self, state: TabulaState) -> np.ndarray:
        return np.array(state.estimate())

    def prior(self, state: TabulaState) -> list[tuple[int, float]]:
        if state.is_chance_node():
            outcomes: list[tuple[int, float]] = state.chance_outcomes()
            return outcomes
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


def ismcts_bot(game: TabulaGame, simulations: int, seed: int) -> Any:
    """OpenSpiel's ISMCTSBot with `simulations` per action."""
    return ismcts.ISMCTSBot(game, EstimateEvaluator(), UCT_C, simulations,
                            random_state=np.random.RandomState(seed % 2**32))


def command_of(bot: Any, state: TabulaState) -> Json:
    """The whole command `bot` picks, action by action, for the seat to act in `state` (which is left as it was)."""
    state = state.clone()
    while True:
        action = bot.step(state)
        _, command = state.choice().pick(int(action))
        if command is not None:
            return command
        state.apply_action(action)


def choose(game_name: str, engine_state: Any, seat: str, simulations: int, seed: int, n_seats: int,
           options: Json | None = None) -> Json:
    """The command ISMCTS chooses for `seat` at an engine state (as the arena asks a level for one)."""
    game = game_for(game_name, n_seats, options)
    state = game.state_from_engine(engine_state)
    assert game.seats[state.current_player()] == seat, "the seat asked is not the seat to act"
    return command_of(ismcts_bot(game, simulations, seed), state)


_GAMES: dict[tuple[str, int, str], TabulaGame] = {}


def game_for(game_name: str, n_seats: int, options: Json | None) -> TabulaGame:
    """The OpenSpiel game of a Tabula game name, seat count and options (made once)."""
    text = json.dumps(options or {}, sort_keys=True)
    key = (game_name, n_seats, text)
    if key not in _GAMES:
        params: dict[str, Any] = {"options": text}
        if game_name == "sparks":
            params["players"] = n_seats
        _GAMES[key] = pyspiel.load_game(f"tabula_{game_name}", params)
    return _GAMES[key]
