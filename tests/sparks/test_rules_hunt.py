"""Phase 2 of The First Sparks: hunting and feeding (FS-HUNT, FS-FEED), starvation, the Plough (FS-KNOW-2) and
the rule book's hunting examples (SC-FS-3, SC-FS-4, SC-FS-7, SC-FS-8, SC-FS-D5).

Boards are the fixed layouts of tests/sparks/table.py. On the 3-player board the berry bushes are B.0 and
A.1, the lakes B.1 and D.0, the forest A.0 and the valley D.1; the 4-player board has the valleys D.1 and C.1
and the berry bushes A.1, C.0 and E.1. With seed 0 the 3-player order is yellow, red, blue, so blue hunts
first.
"""
from __future__ import annotations

import random

import pytest

from engine import sparks
from engine.core import IllegalCommand, NotYourTurn
from engine.sparks.data import provisional_data
from engine.sparks.position import export_position

from .table import act, of_type, table, tidy

# -- helpers -------------------------------------------------------------------------------------------


def hunting(players=3, options=None, **fields):
    """A table in phase 2 with the hunt queue in reverse turn order."""
    order = fields.get("order") or table(players).order
    return tidy(table(players, options=options, phase="hunt", round=1, queue=list(reversed(order)), **fields))


def refused(state, seat, cmd, rule):
    before = export_position(state)
    with pytest.raises(IllegalCommand) as info:
        sparks.decide(state, seat, cmd, random.Random(0))
    assert info.value.rule_id == rule, info.value
    assert export_position(state) == before
    return info.value


def hunt(state, seat, *tools):
    return act(state, seat, {"type": "hunt", "tools": list(tools)})


def takes(events, card):
    (hunted,) = of_type(events, "Hunted")
    return next(t["tokens"] for t in hunted["takes"] if t["card"] == card)


BLUE_AT_ONE_BUSH = {"blue": ["B.0.0"]}
BLUE_AT_TWO_BUSHES = {"blue": ["B.0.0", "D.1.2", "D.1.1", "A.1.0"]}  # borders B.0 and A.1 (and the valley D.1)
BLUE_TWICE_AT_ONE_BUSH = {"blue": ["B.0.0", "B.0.1"]}


# -- FS-HUNT ---------------------------------------------------------------------------------------------
def test_FS_HUNT_1_the_hunt_begins_with_the_last_player_when_buying_ends():
    state = tidy(table(3, phase="buy", round=1, done=["yellow", "red"], bonus=None,
                       clans={"red": ["A.1.0"], "blue": ["B.0.0"], "yellow": ["D.1.0"]}))
    events, after = act(state, "blue", {"type": "pass_buying"})
    assert events[-1] == {"type": "PhaseBegan", "phase": "hunt", "queue": ["blue", "red", "yellow"]}
    assert after.to_act() == {"blue"}
    with pytest.raises(NotYourTurn):
        sparks.decide(after, "yellow", {"type": "hunt", "tools": []}, random.Random(0))


def test_FS_HUNT_1_the_clans_share_the_harvest_so_the_last_player_hunts_first():
    state = hunting(cards={"blue": [1, 7], "red": [2, 13], "yellow": [3]},
                    clans={"blue": ["B.0.0"], "red": ["A.1.0"], "yellow": ["D.1.0"]}, harvest={"berries": 4})
    events, state = hunt(state, "blue", 7)
    assert takes(events, 7) == 2 and state.harvest["berries"] == 2  # read at 4
    assert state.to_act() == {"red"}
    events, state = hunt(state, "red", 13)
    assert takes(events, 13) == 1 and state.harvest["berries"] == 1  # the same table, read at what is left
    assert state.queue == ["yellow"]


def test_FS_HUNT_2_a_tool_needs_a_member_at_an_area_of_its_type():
    cards = {"blue": [1, 7, 8]}  # basket and fishing tool
    at_bush = hunting(cards=cards, clans={"blue": ["B.0.0"]})  # a berry bush, no lake
    events, after = hunt(at_bush, "blue", 7, 8)
    assert takes(events, 7) == 2 and takes(events, 8) == 0
    assert after.harvest == {**at_bush.harvest, "berries": 2}
    at_lake = hunting(cards=cards, clans={"blue": ["B.1.1"]})  # a lake, no berry bush
    events, after = hunt(at_lake, "blue", 7, 8)
    assert takes(events, 7) == 0 and takes(events, 8) == 1
    assert after.harvest == {**at_lake.harvest, "fish": 1}


def test_FS_HUNT_2_only_the_clans_own_hunting_tools_can_be_named():
    state = hunting(cards={"blue": [1, 7, 9], "red": [2, 13]}, clans=BLUE_AT_ONE_BUSH)
    assert "card 13 is not one of your hunting tools" in str(refused(state, "blue", {"type": "hunt", "tools": [13]},
                                                                     "FS-HUNT-2"))
    refused(state, "blue", {"type": "hunt", "tools": [1]}, "FS-HUNT-2")  # Herbs give without being named
    refused(state, "blue", {"type": "hunt", "tools": [9]}, "FS-HUNT-2")  # a knowledge card does not hunt
    legal = sparks.legal_commands(state, "blue")
    assert legal == [{"type": "hunt", "tools": [7]}, {"type": "hunt", "tools": []}]


def test_FS_HUNT_3_herbs_and_field_cards_always_give_their_crops_without_members():
    state = hunting(cards={"blue": [1, 12]}, clans={"blue": ["B.1.1"]},
                    harvest={"berries": 0, "fish": 0, "bear": 0, "mammoth": 0})
    events, after = hunt(state, "blue")
    (hunted,) = of_type(events, "Hunted")
    assert hunted["takes"] == [{"card": 1, "food": "field", "tokens": 1}, {"card": 12, "food": "field", "tokens": 2}]
    assert after.food["blue"] == 7 + 1 + 2 - 1  # crops worth 1 each, then one member fed
    assert after.harvest == state.harvest  # the field harvest never runs out and is not counted


@pytest.mark.parametrize("berries,expected", [(1, 1), (3, 2), (4, 3), (6, 3), (7, 4)])
def test_FS_HUNT_4_the_table_is_read_at_the_count_and_the_take_capped_by_the_real_tokens(berries, expected):
    # basket #35 reads [[0, 2], [4, 3], [7, 4]]: at 1 berry the table says 2 but only 1 is there
    state = hunting(cards={"blue": [1, 35]}, clans=BLUE_AT_ONE_BUSH, harvest={"berries": berries})
    events, after = hunt(state, "blue", 35)
    assert takes(events, 35) == expected
    assert after.harvest["berries"] == berries - expected
    assert after.food["blue"] == 7 + 1 + 2 * expected - 1  # a berry is worth 2


def test_FS_HUNT_4_a_tool_left_unnamed_takes_nothing():
    state = hunting(cards={"blue": [1, 7]}, clans=BLUE_AT_ONE_BUSH)
    events, after = hunt(state, "blue")
    assert of_type(events, "Hunted")[0]["takes"] == [{"card": 1, "food": "field", "tokens": 1}]
    assert after.harvest == state.harvest


@pytest.mark.parametrize("clan,expected", [(BLUE_AT_ONE_BUSH, 1), (BLUE_TWICE_AT_ONE_BUSH, 1),
                                           (BLUE_AT_TWO_BUSHES, 2)])
def test_FS_HUNT_5_virtual_tokens_count_different_areas_beyond_the_first(clan, expected):
    state = hunting(cards={"blue": [1, 7]}, clans=clan, harvest={"berries": 3}, food={"blue": 9})
    events, _ = hunt(state, "blue", 7)
    assert takes(events, 7) == expected  # 3 berries: 1; with a second bush the basket reads 4 and takes 2


def test_FS_HUNT_5_three_berry_bushes_give_two_virtual_tokens():
    # 4-player board: members at A.1, C.0 and E.1 (three bushes) read 5 berries as 7
    state = hunting(4, cards={"green": [1, 7]}, clans={"green": ["A.1.2", "C.0.1", "E.1.0"]},
                    harvest={"berries": 5})
    events, _ = hunt(state, "green", 7)
    assert takes(events, 7) == 3


def test_FS_HUNT_5_members_at_areas_of_other_types_add_nothing():
    # a lake and the valley besides the bush: still one berry bush, so no virtual token
    state = hunting(cards={"blue": [1, 7]}, clans={"blue": ["B.0.0", "B.1.1", "D.1.0"]}, harvest={"berries": 3})
    events, _ = hunt(state, "blue", 7)
    assert takes(events, 7) == 1


def test_FS_HUNT_6_virtual_tokens_never_enter_the_harvest_space():
    state = hunting(cards={"blue": [1, 7]}, clans=BLUE_AT_TWO_BUSHES, harvest={"berries": 3})
    events, after = hunt(state, "blue", 7)
    assert takes(events, 7) == 2
    assert after.harvest["berries"] == 1  # 3 real tokens less the 2 taken, not 4 - 2
    assert after.harvest["fish"] == state.harvest["fish"]


def test_FS_HUNT_7_tools_of_one_type_hunt_one_after_the_other_in_the_chosen_order():
    state = hunting(cards={"blue": [1, 7, 35]}, clans=BLUE_AT_ONE_BUSH, harvest={"berries": 7})
    # #35 first takes 4 at 7, then the basket reads 3 and takes 1; the basket first takes 3, #35 reads 4: 3
    events, after = hunt(state, "blue", 35, 7)
    assert [t["tokens"] for t in of_type(events, "Hunted")[0]["takes"]] == [1, 4, 1]
    assert after.harvest["berries"] == 2
    events, after = hunt(state, "blue", 7, 35)
    assert [t["tokens"] for t in of_type(events, "Hunted")[0]["takes"]] == [1, 3, 3]
    assert after.harvest["berries"] == 1 and after.food["blue"] == 7 + 1 + 12 - 1
    legal = sparks.legal_commands(state, "blue")
    assert {"type": "hunt", "tools": [35, 7]} in legal and {"type": "hunt", "tools": [7, 35]} in legal


def test_FS_HUNT_7_virtual_tokens_count_for_every_tool_of_the_type():
    # two baskets and two bushes at 3 berries: the first reads 4 (takes 2), the second reads 1 + 1 (takes 1)
    state = hunting(cards={"blue": [1, 7, 13]}, clans=BLUE_AT_TWO_BUSHES, harvest={"berries": 3})
    events, after = hunt(state, "blue", 7, 13)
    assert takes(events, 7) == 2 and takes(events, 13) == 1 and after.harvest["berries"] == 0
    alone = hunting(cards={"blue": [1, 7, 13]}, clans=BLUE_AT_ONE_BUSH, harvest={"berries": 3})
    events, _ = hunt(alone, "blue", 7, 13)
    assert takes(events, 7) == 1 and takes(events, 13) == 1


def test_FS_HUNT_8_tools_of_different_types_do_not_affect_each_other():
    state = hunting(cards={"blue": [1, 7, 8]}, clans={"blue": ["B.0.0", "B.1.1"]},
                    harvest={"berries": 4, "fish": 4})
    one, after_one = hunt(state, "blue", 8, 7)
    other, after_other = hunt(state, "blue", 7, 8)
    assert one == other and export_position(after_one) == export_position(after_other)
    assert takes(one, 7) == 2 and takes(one, 8) == 2
    assert after_one.food["blue"] == 7 + 1 + 2 * 2 + 2 * 3 - 2


# -- FS-FEED ---------------------------------------------------------------------------------------------
def test_FS_FEED_1_each_clan_feeds_its_members_right_after_its_own_hunt():
    state = hunting(cards={"blue": [1, 7]}, clans={"blue": ["B.0.0", "B.0.1", "B.0.2"], "red": ["A.1.0"]},
                    harvest={"berries": 4})
    events, after = hunt(state, "blue", 7)
    assert [e["type"] for e in events] == ["Hunted", "Fed"]
    assert events[1] == {"type": "Fed", "seat": "blue", "paid": 3, "short": 0}
    assert after.food["blue"] == 7 + 1 + 4 - 3
    assert after.food["red"] == 7 and after.to_act() == {"red"}  # red feeds after its own hunt
    events, after = hunt(after, "red")
    assert events[1] == {"type": "Fed", "seat": "red", "paid": 1, "short": 0} and after.food["red"] == 7


def test_FS_FEED_2_a_clan_short_of_food_pays_all_it_has_and_chooses_whom_to_remove():
    state = hunting(cards={"blue": [1]}, clans={"blue": ["B.0.0", "B.0.1", "B.0.2", "B.1.1"]}, food={"blue": 1})
    events, after = hunt(state, "blue")
    assert events[1:] == [{"type": "Fed", "seat": "blue", "paid": 2, "short": 2},
                          {"type": "DecisionRequested", "seat": "blue", "kind": "remove_members", "count": 2}]
    assert after.food["blue"] == 0 and after.to_act() == {"blue"} and after.size("blue") == 4
    refused(after, "blue", {"type": "remove_members", "spaces": ["B.0.1"]}, "FS-FEED-2")  # one too few
    refused(after, "blue", {"type": "remove_members", "spaces": ["B.0.1", "A.1.0"]}, "FS-FEED-2")  # not his
    refused(after, "blue", {"type": "hunt", "tools": []}, "FS-FEED-2")
    events, after = act(after, "blue", {"type": "remove_members", "spaces": ["B.0.1", "B.1.1"]})
    assert of_type(events, "MembersRemoved") == [{"type": "MembersRemoved", "seat": "blue",
                                                  "spaces": ["B.0.1", "B.1.1"], "reason": "FS-FEED-2"}]
    assert after.clans["blue"] == ["B.0.0", "B.0.2"] and after.to_act() == {"red"}


def test_FS_FEED_2_a_clan_with_no_food_left_loses_every_member_without_a_choice():
    state = hunting(cards={"blue": [7]}, clans={"blue": ["B.1.0", "B.1.1"]}, food={"blue": 0})  # Herbs boxed
    events, after = hunt(state, "blue")
    assert events[1:] == [{"type": "Fed", "seat": "blue", "paid": 0, "short": 2},
                          {"type": "MembersRemoved", "seat": "blue", "spaces": ["B.1.0", "B.1.1"],
                           "reason": "FS-FEED-2"}]
    assert after.clans["blue"] == [] and not after.pending and after.to_act() == {"red"}


def test_FS_FEED_3_the_members_left_must_stay_one_connected_group():
    # a line B.0.1 - B.0.0 - B.1.1 - D.1.0 with food for 3: the middle members cannot go
    state = hunting(clans={"blue": ["B.0.1", "B.0.0", "B.1.1", "D.1.0"]}, food={"blue": 2})
    _, after = hunt(state, "blue")
    assert after.pending[0]["count"] == 1
    refused(after, "blue", {"type": "remove_members", "spaces": ["B.0.0"]}, "FS-FEED-3")
    refused(after, "blue", {"type": "remove_members", "spaces": ["B.1.1"]}, "FS-FEED-3")
    assert sparks.legal_commands(after, "blue") == [{"type": "remove_members", "spaces": ["B.0.1"]},
                                                    {"type": "remove_members", "spaces": ["D.1.0"]}]


def test_FS_FEED_3_a_mountain_does_not_split_the_group():
    # A.0.0 and A.1.1 touch only across a mountain: they still form one group (OQ-FS-13)
    state = hunting(clans={"blue": ["A.0.0", "A.1.1", "A.1.2", "D.1.0"]}, food={"blue": 1})
    _, after = hunt(state, "blue")
    _, after = act(after, "blue", {"type": "remove_members", "spaces": ["A.1.2", "D.1.0"]})
    assert after.clans["blue"] == ["A.0.0", "A.1.1"]


def test_FS_FEED_4_the_clan_size_follows_the_members_removed():
    state = hunting(clans={"blue": ["B.0.1", "B.0.0", "B.1.1"]}, food={"blue": 1})
    _, after = hunt(state, "blue")
    _, after = act(after, "blue", {"type": "remove_members", "spaces": ["B.0.1"]})
    assert after.size("blue") == 2
    view = sparks.view(after, "red")
    assert view["clans"]["blue"] == {"members": ["B.0.0", "B.1.1"], "size": 2}


def test_FS_FEED_5_feeding_comes_before_expansion_and_its_cost_is_gone():
    state = hunting(clans={"blue": ["B.0.0", "B.0.1", "B.0.2"], "red": ["A.1.0"], "yellow": ["A.0.2"]},
                    food={"blue": 6})
    events, state = hunt(state, "blue")  # 6 + 1 = 7 after the hunt, 7 - 3 = 4 after feeding
    assert of_type(events, "Hunted")[0]["takes"] == [{"card": 1, "food": "field", "tokens": 1}]
    _, state = hunt(state, "red")
    events, state = hunt(state, "yellow")
    assert [e["type"] for e in events] == ["Hunted", "Fed", "PhaseBegan"]
    assert events[-1] == {"type": "PhaseBegan", "phase": "expand", "queue": ["blue", "red", "yellow"]}
    assert state.food["blue"] == 4
    # three members on empty plain spaces cost 6: within the 7 of the hunt, not the 4 left after feeding
    refused(state, "blue", {"type": "expand", "spaces": ["B.1.1", "D.1.0", "D.1.2"]}, "FS-EXPAND-8")
    _, state = act(state, "blue", {"type": "expand", "spaces": ["B.1.1", "D.1.2"]})
    assert state.food["blue"] == 1


# -- worked examples --------------------------------------------------------------------------------------
@pytest.mark.parametrize("berries,expected", [(0, 0), (1, 1), (2, 1), (3, 1), (4, 2), (5, 2), (6, 2), (7, 3),
                                              (8, 3), (9, 3)])
def test_SC_FS_3_the_sample_basket_takes_0_1_2_3(berries, expected):
    # basket #7 has the rule book's table [[0, 1], [4, 2], [7, 3]]; the clan stands at one berry bush
    assert table().pack.card(7).yield_table == ((0, 1), (4, 2), (7, 3))
    state = hunting(cards={"blue": [1, 7]}, clans=BLUE_AT_ONE_BUSH, harvest={"berries": berries})
    events, after = hunt(state, "blue", 7)
    assert takes(events, 7) == expected and after.harvest["berries"] == berries - expected


def test_SC_FS_4_a_field_card_gives_its_three_crops_at_every_hunt_with_no_member_needed():
    assert table().pack.card(23).yield_fixed == 3
    for harvest, clan in (({"berries": 9, "fish": 9}, ["D.1.0"]), ({"berries": 0, "fish": 0}, ["B.0.0"])):
        state = hunting(cards={"blue": [23]}, clans={"blue": clan}, harvest=harvest)  # Herbs boxed
        events, after = hunt(state, "blue")
        assert of_type(events, "Hunted")[0]["takes"] == [{"card": 23, "food": "field", "tokens": 3}]
        assert after.food["blue"] == 7 + 3 - 1 and after.harvest == state.harvest


def test_SC_FS_7_hunting_needs_both_the_tool_and_a_member_at_the_area():
    # a fishing tool with a member at a lake; a member at a berry bush without a basket; Herbs
    state = hunting(cards={"blue": [1, 8]}, clans={"blue": ["B.0.0", "B.1.1"]},
                    harvest={"berries": 4, "fish": 4})
    events, after = hunt(state, "blue", 8)
    assert of_type(events, "Hunted")[0]["takes"] == [{"card": 1, "food": "field", "tokens": 1},
                                                     {"card": 8, "food": "fish", "tokens": 2}]
    assert after.harvest == {**state.harvest, "fish": 2}  # no berries taken
    assert after.food["blue"] == 7 + 1 + 2 * 3 - 2


@pytest.mark.parametrize("clan,expected", [
    (["D.1.2"], 1),  # one valley: 3 mammoths read as 3, less than 2
    (["D.1.2", "C.0.1", "C.0.0", "C.1.2"], 2),  # valleys D.1 and C.1: 3 + 1 virtual = 4, takes 2
    (["D.1.1", "D.1.2"], 1),  # two members at one valley add nothing
])
def test_SC_FS_8_spear_33_and_virtual_mammoths(clan, expected):
    assert table().pack.card(33).yield_table == ((0, 1), (4, 2))
    state = hunting(4, cards={"green": [1, 33]}, clans={"green": clan}, harvest={"mammoth": 3}, food={"green": 9})
    events, after = hunt(state, "green", 33)
    assert takes(events, 33) == expected
    assert after.harvest["mammoth"] == 3 - expected  # two valleys leave 1


def test_SC_FS_8_spear_33_takes_2_at_four_mammoths_from_one_valley():
    state = hunting(4, cards={"green": [1, 33]}, clans={"green": ["D.1.2"]}, harvest={"mammoth": 4})
    events, after = hunt(state, "green", 33)
    assert takes(events, 33) == 2 and after.harvest["mammoth"] == 2


def test_SC_FS_D5_six_members_and_four_food_pay_four_and_remove_two_keeping_one_group():
    line = ["B.0.1", "B.0.0", "B.1.1", "D.1.0", "D.1.1", "A.1.0"]  # a chain of six
    state = hunting(clans={"blue": line}, food={"blue": 3})  # Herbs bring it to 4 at feeding time
    events, after = hunt(state, "blue")
    assert events[1:] == [{"type": "Fed", "seat": "blue", "paid": 4, "short": 2},
                          {"type": "DecisionRequested", "seat": "blue", "kind": "remove_members", "count": 2}]
    assert after.food["blue"] == 0
    err = refused(after, "blue", {"type": "remove_members", "spaces": ["B.1.1", "D.1.1"]}, "FS-FEED-3")
    assert "connected" in str(err)
    refused(after, "blue", {"type": "remove_members", "spaces": ["B.0.1", "D.1.0"]}, "FS-FEED-3")
    legal = [c["spaces"] for c in sparks.legal_commands(after, "blue")]
    assert sorted(legal) == [["A.1.0", "B.0.1"], ["A.1.0", "D.1.1"], ["B.0.0", "B.0.1"]]
    _, after = act(after, "blue", {"type": "remove_members", "spaces": ["B.0.1", "A.1.0"]})
    assert after.clans["blue"] == ["B.0.0", "B.1.1", "D.1.0", "D.1.1"] and after.size("blue") == 4


# -- FS-KNOW-2: the Plough --------------------------------------------------------------------------------
def test_FS_KNOW_2_the_plough_adds_its_bonus_to_each_field_card_but_not_to_herbs():
    cards = {"blue": [1, 12, 23]}
    plain = hunting(cards=cards, clans={"blue": ["B.1.1"]})
    events, _ = hunt(plain, "blue")
    assert [t["tokens"] for t in of_type(events, "Hunted")[0]["takes"]] == [1, 2, 3]
    plough = hunting(cards={"blue": [1, 12, 18, 23]}, clans={"blue": ["B.1.1"]})
    events, after = hunt(plough, "blue")
    assert [t["tokens"] for t in of_type(events, "Hunted")[0]["takes"]] == [1, 2 + 1, 3 + 1]
    assert after.food["blue"] == 7 + 8 - 1


def test_FS_KNOW_2_the_plough_bonus_comes_from_the_pack():
    data = provisional_data()
    data["knowledge"]["plough"]["bonus_per_field"] = 2
    state = hunting(options={"pack": data}, cards={"blue": [1, 18, 23]}, clans={"blue": ["B.1.1"]})
    assert state.pack.plough_bonus == 2
    events, after = hunt(state, "blue")
    assert [t["tokens"] for t in of_type(events, "Hunted")[0]["takes"]] == [1, 3 + 2]
    assert after.food["blue"] == 7 + 6 - 1
