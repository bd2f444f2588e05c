"""An OpenSpiel observation or information state of a player never shows another player's hidden cards: it shows
exactly what the engine's view and redacted events show that seat."""
from __future__ import annotations

# isort: off
from .play import GAMES, pyspiel, states, step  # first: it skips this module where OpenSpiel is not installed
# isort: on

import random
from typing import Any

import numpy as np
import pytest

from interop.openspiel.common import Table
from tests.hidden import hidden_from


def sights(state: Any, player: int) -> tuple[Any, ...]:
    return (state.observation_string(player), state.information_state_string(player),
            tuple(state.observation_tensor(player)), tuple(state.information_state_tensor(player)))


@pytest.mark.parametrize("name", GAMES[:2])
def test_no_acres_string_names_a_card_its_player_cannot_know(name: str):
    checked = 0
    for state in states(name, seed=11, limit=1200):
        table = state._table.state
        if table is None:
            continue
        for player, seat in enumerate(state.get_game().seats):
            hidden = hidden_from(table, seat)  # the other hand and both decks
            for text in (state.observation_string(player), state.information_state_string(player)):
                leaked = [card for card in hidden if f'"{card}"' in text]
                assert not leaked, f"{seat} is shown {leaked}"
            checked += len(hidden)
    assert checked > 10_000


@pytest.mark.parametrize("name", GAMES)
def test_a_player_sees_the_same_in_every_state_its_view_allows(name: str):
    """The same table with everything the player's view hides dealt again (the engine's position_from_view:
    the other hands, the decks, the removed cards, a Fire owner's food) looks exactly the same to that player."""
    changed = 0
    for i, state in enumerate(states(name, seed=7, limit=500)):
        if i % 25 or state._table.state is None or state.is_terminal():
            continue
        game = state.get_game()
        engine = game.engine
        for player, seat in enumerate(game.seats):
            position = engine.position_from_view(engine.view(state._table.state, seat), random.Random(i))
            other = state.clone()
            other._table = Table(engine.fold(engine.setup(None, game.n, random.Random(0), position=position)))
            assert sights(other, player) == sights(state, player)
            changed += engine.export_position(other._table.state) != engine.export_position(state._table.state)
    assert changed > 0, "no deal differed: the test compared nothing"


def first_decisions(name: str, chance: list[int], player: int, steps: int) -> list[tuple[Any, ...]]:
    """What `player` sees at each state of a game whose setup draws are `chance` and whose next `steps` actions
    are each the first legal one."""
    state = pyspiel.load_game(name).new_initial_state()
    for outcome in chance:
        state.apply_action(outcome)
    seen = []
    for _ in range(steps):
        seen.append(sights(state, player))
        if state.is_terminal() or (not state.is_chance_node() and state.current_player() != player):
            break
        state.apply_action(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[0])
    return seen


@pytest.mark.parametrize("name, hidden_draws, player", [
    ("tabula_acres", 5, 0),  # the French opening hand, drawn last, is hidden from the British
    ("tabula_sparks(players=2)", 2, 1), ("tabula_sparks(players=3)", 6, 2),  # the cards removed unseen
    ("tabula_sparks(players=4)", 3, 0),
])
def test_other_draws_of_the_setup_change_nothing_a_player_sees(name: str, hidden_draws: int, player: int):
    """Two games whose setups differ only in draws hidden from `player`: the same sights all through its turn."""
    rng = random.Random(1)
    state = pyspiel.load_game(name).new_initial_state()
    chance: list[int] = []
    while state.is_chance_node():
        chance.append(step(state, rng))
    assert len(chance) >= hidden_draws
    kept = chance[:-hidden_draws]
    state = pyspiel.load_game(name).new_initial_state()
    for outcome in kept:
        state.apply_action(outcome)
    alternative = list(kept)
    while state.is_chance_node():  # the other outcomes of the hidden draws, where there are others
        outcomes = [a for a, _ in state.chance_outcomes()]
        pick = outcomes[-1] if outcomes[-1] != chance[len(alternative)] else outcomes[0]
        alternative.append(pick)
        state.apply_action(pick)
    assert alternative != chance
    assert first_decisions(name, alternative, player, 40) == first_decisions(name, chance, player, 40)
    others = [p for p in range(state.num_players()) if p != player]
    if name.startswith("tabula_acres"):  # the French see their own hand
        assert first_decisions(name, alternative, others[0], 1) != first_decisions(name, chance, others[0], 1)


def test_tensors_are_functions_of_the_view():
    state = next(s for i, s in enumerate(states("tabula_acres", seed=2, limit=400)) if i == 300)
    a, b = np.array(state.observation_tensor(0)), np.array(state.observation_tensor(1))
    assert a.shape == b.shape and (a != b).any()  # each player's own hand shows


@pytest.mark.parametrize("name", [GAMES[0], GAMES[3]])
def test_a_resampled_state_is_one_the_player_cannot_tell_apart(name: str):
    """What ISMCTS searches: states drawn from the player's information set (resample_from_infostate)."""
    redealt = 0
    for i, state in enumerate(states(name, seed=4, limit=600)):
        if i % 30 or state.is_chance_node() or state.is_terminal():
            continue
        player = state.current_player()
        sampled = state.resample_from_infostate(player, random.Random(i).random)
        assert sampled.information_state_string(player) == state.information_state_string(player)
        assert sampled.observation_tensor(player) == state.observation_tensor(player)
        assert sampled.legal_actions() == state.legal_actions()
        engine = state.get_game().engine
        redealt += engine.export_position(sampled._table.state) != engine.export_position(state._table.state)
    assert redealt > 0
