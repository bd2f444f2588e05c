"""Commands as OpenSpiel actions (interop/openspiel/actions.py): a fixed vocabulary, and exactly one path of
actions to each legal command."""
from __future__ import annotations

# isort: off
from .play import GAMES, pyspiel, states  # first: it skips this module where OpenSpiel is not installed
# isort: on

import pytest

from engine.acres.commands import SPECS as ACRES_SPECS
from interop.openspiel.actions import END, Choice, Vocabulary


def test_the_action_spaces_are_the_vocabularies():
    assert pyspiel.load_game("tabula_acres").num_distinct_actions() == 1 + len(ACRES_SPECS) + 110 + 36 + 2  # types, cards, places, sides
    # types, then card numbers 1-41, spaces of 6 tiles, and the integers -15..15 a tile is laid at (1-15 shared)
    assert pyspiel.load_game("tabula_sparks").num_distinct_actions() == 1 + 14 + 36 + len(range(-15, 42))


def test_a_command_that_begins_a_longer_one_is_ended_by_END():
    vocabulary = Vocabulary(ACRES_SPECS, ["b-boston", "b-norfolk"])
    one = {"type": "discard", "cards": ["b-boston"]}
    two = {"type": "discard", "cards": ["b-boston", "b-norfolk"]}
    choice = Choice.of(vocabulary, [one, two])
    discard, boston, norfolk = vocabulary.encode(two)
    assert choice.legal_actions() == [discard]
    choice, played = choice.pick(discard)
    choice, played = choice.pick(boston)
    assert played is None and choice.legal_actions() == [vocabulary.index[END], norfolk]
    assert choice.pick(vocabulary.index[END])[1] == one
    assert choice.pick(norfolk)[1] == two


def walk(choice: Choice, actions: tuple[int, ...]) -> dict | None:
    """The command the actions play, each action checked legal on the way (END added where needed)."""
    for i, action in enumerate(actions):
        assert action in choice.legal_actions()
        choice, played = choice.pick(action)
        if played is not None:
            assert i == len(actions) - 1, "a command was played before its last action"
            return played
    assert 0 in choice.legal_actions()
    return choice.pick(0)[1]


@pytest.mark.parametrize("name", [GAMES[0], GAMES[2], GAMES[5]])
def test_every_legal_command_is_reached_by_its_own_actions(name: str):
    checked = 0
    for state in states(name, seed=3, limit=600):
        if state.is_chance_node() or state.is_terminal() or state.choice().picked:
            continue
        choice = state.choice()
        engine, seat = state.get_game().engine, state.get_game().seats[state.current_player()]
        commands = engine.legal_commands(state._table.state, seat)
        for command in commands:
            assert walk(choice, state.get_game().vocabulary.encode(command)) == command
        checked += len(commands)
    assert checked > 200
