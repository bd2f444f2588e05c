"""Yucata's scenario options (docs/rules-acres.md, "Scenario options (Yucata)"): one test per AC-VAR id, each
checking the option's effect and that the default game is unchanged."""
from engine.acres.options import parse_options
from engine.acres.position import export_position, load_position
from engine.acres.setup import initial_state


def state_with(**options):
    return initial_state(parse_options(options))


def round_trips(state) -> None:
    exported = export_position(state)
    assert export_position(load_position(exported)) == exported


def test_AC_VAR_1_louisbourg_fort():
    default = state_with()
    assert "louisbourg" not in default.forts and default.forts_stock == 12
    assert "louisbourg_fort" not in export_position(default)["options"]
    state = state_with(louisbourg_fort=True)
    assert state.forts == {"louisbourg"} and state.forts_stock == 11
    assert export_position(state)["options"]["louisbourg_fort"] is True
    assert state_with(edition="first", louisbourg_fort=True).forts == {"louisbourg"}
    round_trips(state)


def test_AC_VAR_10_quebec_fort():
    assert "quebec" not in state_with().forts
    state = state_with(quebec_fort=True)
    assert state.forts == {"quebec"} and state.forts_stock == 11
    both = state_with(edition="first", quebec_fort=True, louisbourg_fort=True)
    assert both.forts == {"quebec", "louisbourg"} and both.forts_stock == 10
    round_trips(both)
