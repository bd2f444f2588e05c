"""Standing orders of A Few Acres of Snow (engine/acres/orders.py): validation, each mode's answer on the
usual raid board (SC-AC-11, see test_rules_raids.py), and over random games: whenever a seat faces a raid or an
ambush, every order answers with one of its legal commands, as its mode says."""
from __future__ import annotations

import itertools

import pytest

from engine.acres import legal_commands
from engine.acres.data import CARDS, LOCATION_CARD
from engine.acres.orders import AMBUSH_MODES, FIELDS, RAID_MODES, answer, decision, order_schema, validate_order
from engine.core import InvalidOrder

from .randomplay import steps
from .table import when
from .test_rules_raids import NA1, NA2, NO_BLOCK, ambush, block, kennebec, raid

RANDOM_GAMES = 8  # ~1.5 s; each gives a dozen or more raid and ambush decisions


def order(**fields):
    return validate_order(fields)


# -- validation ------------------------------------------------------------------------------------
def test_the_schema_documents_every_field_validate_order_takes():
    """order_schema() is what the API documents (the StandingOrder fields of this game): each field and the
    values validate_order accepts, each with a description."""
    schema = order_schema()["properties"]
    assert list(schema) == list(FIELDS) and all(field["description"] for field in schema.values())
    assert schema["raids"]["enum"] == list(RAID_MODES) and schema["ambushes"]["enum"] == list(AMBUSH_MODES)
    for mode in ("raids", "ambushes"):
        for value in schema[mode]["enum"]:
            assert validate_order({mode: value})[mode] == value
        with pytest.raises(InvalidOrder):
            validate_order({mode: "sometimes"})
    for field in ("prefer", "spare"):
        assert schema[field]["type"] == "array" and schema[field]["items"] == {"type": "string"}
        assert validate_order({field: [NA1]})[field] == [NA1]


def test_defaults_cover_nothing():
    assert validate_order({}) == {"raids": "ask", "ambushes": "ask", "prefer": [], "spare": []}


def test_normalized_order_keeps_what_was_given():
    given = {"raids": "any", "ambushes": "never", "prefer": ["b-rangers", "b-fortification"], "spare": [NA1]}
    assert validate_order(given, "british") == given


@pytest.mark.parametrize("bad, field", [
    ([], ""),
    ("never", ""),
    ({"raid": "never"}, "raid"),
    ({"raids": "sometimes"}, "raids"),
    ({"raids": None}, "raids"),
    ({"ambushes": "location_card"}, "ambushes"),  # an ambush is never blocked by a location card
    ({"ambushes": "blocker_card"}, "ambushes"),
    ({"prefer": "b-rangers"}, "prefer"),
    ({"prefer": ["b-rangers", "x-nothing"]}, "prefer[1]"),
    ({"prefer": [3]}, "prefer[0]"),
    ({"prefer": ["b-rangers", "b-rangers"]}, "prefer[1]"),
    ({"prefer": ["b-regular-infantry-1"]}, "prefer[0]"),  # blocks nothing
    ({"spare": [NA1, None]}, "spare[1]"),
    ({"prefer": [NA1], "spare": [NA2, NA1]}, "spare[1]"),
])
def test_invalid_orders_name_the_field(bad, field):
    with pytest.raises(InvalidOrder) as info:
        validate_order(bad)
    assert info.value.details["field"] == field
    assert info.value.code == "invalid_order"


def test_a_seat_may_not_list_the_other_sides_cards():
    validate_order({"prefer": ["f-militia-1", NA1]})  # without a seat: any blocking card
    validate_order({"prefer": ["f-militia-1", NA1]}, "french")
    with pytest.raises(InvalidOrder) as info:
        validate_order({"prefer": [NA1, "f-militia-1"]}, "british")
    assert info.value.details["field"] == "prefer[1]"


# -- each mode on the raid board -------------------------------------------------------------------
def raided(*hand: str):
    """The British facing a raid on Fort Halifax with `hand`."""
    state = kennebec().hand("french", NA1).hand("british", *hand).state()
    _, after = when(state, "french", raid("fort-halifax", NA1))
    assert decision(after, "british") == "raid_block" and decision(after, "french") is None
    return after


def ambushed(*hand: str):
    state = kennebec().hand("french", NA1).hand("british", *hand).state()
    _, after = when(state, "french", ambush(NA1))
    assert decision(after, "british") == "ambush_block"
    return after


def test_ask_covers_nothing():
    state = raided("b-rangers", "b-fort-halifax")
    assert answer(state, "british", order()) is None
    assert answer(state, "british", order(ambushes="never")) is None  # the ambush mode does not apply to raids
    assert answer(ambushed("b-rangers"), "british", order(raids="any")) is None


def test_never_blocks():
    assert answer(raided("b-rangers", "b-fort-halifax"), "british", order(raids="never")) == NO_BLOCK
    assert answer(ambushed("b-rangers"), "british", order(ambushes="never")) == NO_BLOCK


def test_location_card_blocks_with_the_raided_locations_own_card_only():
    assert LOCATION_CARD[("british", "fort-halifax")] == "b-fort-halifax"
    mode = order(raids="location_card", prefer=["b-rangers"])
    assert answer(raided("b-rangers", "b-fort-halifax"), "british", mode) == block("b-fort-halifax")
    assert answer(raided("b-rangers", "b-boston"), "british", mode) == NO_BLOCK  # another location's card
    # OQ-AC-16: an unusable location card cannot block (Deerfield cut from Boston), so the order lets it through
    cut_state = kennebec().neutral("new-haven").hand("french", NA1).hand("british", "b-deerfield").state()
    _, cut = when(cut_state, "french", raid("deerfield", NA1))
    assert answer(cut, "british", mode) == NO_BLOCK


def test_blocker_card_never_spends_the_location_card():
    mode = order(raids="blocker_card")
    assert answer(raided("b-fort-halifax", "b-rangers"), "british", mode) == block("b-rangers")
    assert answer(raided("b-fort-halifax", "b-boston"), "british", mode) == NO_BLOCK
    assert answer(raided("n-fortification-1"), "british", mode) == block("n-fortification-1")


def test_any_takes_the_preferred_card_else_the_first_legal_block():
    state = raided("b-fort-halifax", "b-rangers", NA2, "b-boston")
    blocks = [c for c in legal_commands(state, "british") if c["type"] == "block"]
    assert blocks[0] == block("b-fort-halifax")
    assert answer(state, "british", order(raids="any")) == blocks[0]
    assert answer(state, "british", order(raids="any", prefer=[NA2, "b-rangers"])) == block(NA2)
    assert answer(state, "british", order(raids="any", prefer=["n-fortification-1", "b-rangers"])) == block("b-rangers")
    assert answer(state, "british", order(raids="any", spare=["b-fort-halifax"])) == block("b-rangers")
    assert answer(state, "british", order(raids="any", spare=["b-fort-halifax", "b-rangers", NA2])) == NO_BLOCK
    assert answer(raided("b-boston"), "british", order(raids="any")) == NO_BLOCK  # nothing can block


def test_ambushes_any_blocks_with_an_ambush_blocker():
    state = ambushed("n-fortification-1", "b-rangers")  # a Fortification blocks raids, never ambushes
    assert answer(state, "british", order(ambushes="any")) == block("b-rangers")
    assert answer(state, "british", order(ambushes="any", prefer=["n-fortification-1"])) == block("b-rangers")
    assert answer(ambushed("n-fortification-1"), "british", order(ambushes="any")) == NO_BLOCK


def test_no_answer_outside_a_block_decision():
    state = kennebec().hand("french", NA1).state()  # the French to act, no decision
    everything = order(raids="any", ambushes="any")
    assert decision(state, "french") is None and decision(state, "british") is None
    assert answer(state, "french", everything) is None and answer(state, "british", everything) is None
    after = raided("b-rangers")
    assert answer(after, "french", everything) is None  # the raider faces no decision


# -- random games ----------------------------------------------------------------------------------
def orders_to_try(seat: str):
    """Every mode pair, with no list, a preference (two blockers and the seat's first location card) and a
    spared blocker."""
    side_blockers = sorted(c for c, info in CARDS.items() if info.block_raid and info.side in (seat, "neutral"))
    location = min(c for c, info in CARDS.items() if info.kind == "location" and info.side == seat)
    lists = [{}, {"prefer": [side_blockers[-1], location, side_blockers[0]]},
             {"spare": side_blockers[:3], "prefer": [side_blockers[-1]]}]
    for raids, ambushes, extra in itertools.product(RAID_MODES, AMBUSH_MODES, lists):
        yield validate_order({"raids": raids, "ambushes": ambushes, **extra}, seat)


def check(state, seat, kind, mode_order):
    got = answer(state, seat, mode_order)
    mode = mode_order["raids" if kind == "raid_block" else "ambushes"]
    if mode == "ask":
        assert got is None
        return
    legal = legal_commands(state, seat)
    assert got in legal
    blocks = [c["card"] for c in legal if c["type"] == "block" and c["card"] not in mode_order["spare"]]
    if mode == "location_card":
        blocks = [c for c in blocks if c == LOCATION_CARD.get((seat, state.pending[0]["location"]))]
    elif mode == "blocker_card" and kind == "raid_block":
        blocks = [c for c in blocks if CARDS[c].block_raid]
    if mode == "never" or not blocks:
        assert got == NO_BLOCK
        return
    preferred = [c for c in mode_order["prefer"] if c in blocks]
    assert got == block(preferred[0] if preferred else blocks[0])


@pytest.mark.parametrize("edition", ["second", "first"])
def test_every_order_answers_legally_in_random_games(edition):
    seen = {"raid_block": 0, "ambush_block": 0}
    blocked = 0
    for seed in range(RANDOM_GAMES // 2):
        orders = {seat: list(orders_to_try(seat)) for seat in ("british", "french")}
        for s in steps(1000 + seed, {"edition": edition}):
            for seat in ("british", "french"):
                kind = decision(s.before, seat)
                if seat != s.seat:
                    assert kind is None  # only the seat to act ever faces a decision
                    continue
                if kind is None:
                    assert all(answer(s.before, seat, o) is None for o in orders[seat][::9])
                    continue
                seen[kind] += 1
                for o in orders[seat]:
                    check(s.before, seat, kind, o)
                    blocked += answer(s.before, seat, o) not in (None, NO_BLOCK)
    assert seen["raid_block"] >= 10 and seen["ambush_block"] >= 10, seen
    assert blocked > 0
