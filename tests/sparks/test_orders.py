"""Standing orders of The First Sparks (engine/sparks/orders.py): validation, the answers on the buying table
of test_rules_buying.py, and over random games: whenever a seat is offered a card or is to offer one, every order
answers with one of its legal commands, as it says."""
from __future__ import annotations

import itertools

import pytest

from engine import sparks
from engine.core import InvalidOrder
from engine.sparks.orders import FIELDS, OTHERWISE, answer, decision, order_schema, validate_order

from .randomplay import PLAYER_COUNTS, steps
from .test_rules_buying import NO, PASS, WANT, offer, shop
from .test_rules_setup import FIRST, build, run

GAMES_PER_COUNT = 2  # ~3 s in all; they give some 80 offers and 600 turns to offer


def order(**fields):
    return validate_order(fields)


# -- validation ------------------------------------------------------------------------------------
def test_the_schema_documents_every_field_validate_order_takes():
    """order_schema() is what the API documents (the StandingOrder fields of this game): each field and the
    values validate_order accepts, each with a description."""
    schema = order_schema()["properties"]
    assert list(schema) == list(FIELDS) and all(field["description"] for field in schema.values())
    assert schema["otherwise"]["enum"] == list(OTHERWISE) and schema["auto_pass"]["type"] == "boolean"
    for field in ("want", "refuse"):
        items = schema[field]["items"]
        assert schema[field]["type"] == "array" and items["type"] == "integer"
        validate_order({field: [items["minimum"], items["maximum"]]})
        for card in (items["minimum"] - 1, items["maximum"] + 1):
            with pytest.raises(InvalidOrder):
                validate_order({field: [card]})


def test_defaults_cover_nothing():
    assert validate_order({}) == {"want": [], "refuse": [], "otherwise": "ask", "auto_pass": False}


def test_normalized_order_keeps_what_was_given():
    given = {"want": [9, 7, 41], "refuse": [1, 8], "otherwise": "refuse", "auto_pass": True}
    assert validate_order(given) == given


@pytest.mark.parametrize("bad, field", [
    (None, ""),
    ([7], ""),
    ({"wants": [7]}, "wants"),
    ({"raids": "never"}, "raids"),  # a field of the other game
    ({"want": 7}, "want"),
    ({"want": [7, 42]}, "want[1]"),
    ({"want": [0]}, "want[0]"),
    ({"refuse": [-3]}, "refuse[0]"),
    ({"want": ["7"]}, "want[0]"),
    ({"want": [7.0]}, "want[0]"),
    ({"refuse": [True]}, "refuse[0]"),
    ({"want": [7, 8, 7]}, "want[2]"),
    ({"want": [7, 8], "refuse": [9, 8]}, "refuse[1]"),
    ({"otherwise": "buy"}, "otherwise"),
    ({"otherwise": None}, "otherwise"),
    ({"auto_pass": 1}, "auto_pass"),
    ({"auto_pass": "true"}, "auto_pass"),
])
def test_invalid_orders_name_the_field(bad, field):
    with pytest.raises(InvalidOrder) as info:
        validate_order(bad)
    assert info.value.details["field"] == field


# -- answers on the buying table -------------------------------------------------------------------
def offered(card=8, **table):
    """Red offers `card`; blue is asked first."""
    _, state = run(shop(**table), ("red", offer(card)))
    assert decision(state, "blue") == "offer" and decision(state, "yellow") is None
    return state


def test_auto_pass_passes_instead_of_offering():
    state = shop()
    assert decision(state, "red") == "offerer" and decision(state, "blue") is None
    assert answer(state, "red", order(auto_pass=True)) == PASS
    assert answer(state, "red", order(want=[8], otherwise="want")) is None  # no auto_pass: red offers by hand
    assert answer(state, "blue", order(auto_pass=True)) is None  # not blue's turn to offer


def test_want_refuse_and_otherwise():
    state = offered(8)
    assert answer(state, "blue", order(want=[8])) == WANT
    assert answer(state, "blue", order(refuse=[8], otherwise="want")) == NO
    assert answer(state, "blue", order(want=[7, 9])) is None  # not listed, otherwise ask
    assert answer(state, "blue", order(want=[7, 9], otherwise="refuse")) == NO
    assert answer(state, "blue", order(refuse=[7], otherwise="want")) == WANT
    assert answer(state, "blue", order(auto_pass=True)) is None  # auto_pass does not answer offers


def test_a_wanted_card_the_seat_cannot_pay_for_is_declined():
    # a Fire owner is asked even when he cannot pay (OQ-FS-9): #10 costs 3, blue has 2 food
    _, state = run(shop(food={"blue": 2}, cards={"blue": [9]}), ("red", offer(10)))
    assert sparks.legal_commands(state, "blue") == [NO]
    assert answer(state, "blue", order(want=[10])) == NO
    assert answer(state, "blue", order(otherwise="want")) == NO


def test_no_answer_outside_phase_1():
    state = build(3, phase="expand", round=1, clans=FIRST, queue=["red"], order=["red", "blue", "yellow"])
    everything = order(auto_pass=True, otherwise="want")
    for seat in ("red", "blue", "yellow"):
        assert decision(state, seat) is None and answer(state, seat, everything) is None


# -- random games ----------------------------------------------------------------------------------
ORDERS = [validate_order({"want": want, "refuse": refuse, "otherwise": otherwise, "auto_pass": auto_pass})
          for (want, refuse), otherwise, auto_pass in itertools.product(
              [([], []), (list(range(7, 41, 2)), list(range(8, 41, 2))), (list(range(1, 42)), [])],
              OTHERWISE, (False, True))]


def check(state, seat, kind, o):
    got = answer(state, seat, o)
    legal = sparks.legal_commands(state, seat)
    assert got is None or got in legal
    if kind == "offerer":
        assert got == (PASS if o["auto_pass"] else None)
        return
    card = state.offer["card"]
    wish = "want" if card in o["want"] else "refuse" if card in o["refuse"] else o["otherwise"]
    if wish == "ask":
        assert got is None
    elif wish == "refuse" or WANT not in legal:
        assert got == NO
    else:
        assert got == WANT


def test_every_order_answers_legally_in_random_games():
    seen = {"offer": 0, "offerer": 0}
    wanted = 0
    for players, seed in itertools.product(PLAYER_COUNTS, range(GAMES_PER_COUNT)):
        for s in steps(seed, players):
            for seat in s.before.seats:
                kind = decision(s.before, seat)
                if seat != s.seat:
                    assert kind is None  # only the seat to act ever faces a decision
                    continue
                if kind is None:
                    assert all(answer(s.before, seat, o) is None for o in ORDERS[::5])
                    continue
                seen[kind] += 1
                for o in ORDERS:
                    check(s.before, seat, kind, o)
                    wanted += answer(s.before, seat, o) == WANT
    assert seen["offer"] >= 30 and seen["offerer"] >= 100, seen
    assert wanted > 0
