"""Phase 3 of The First Sparks and the end of the game: expansion (FS-EXPAND), Language (FS-KNOW-4), the end
(FS-END) and the rule book's examples (SC-FS-9, SC-FS-D6, SC-FS-D10).

The 3-player board of tests/sparks/table.py (seed 0, order yellow, red, blue, so blue expands first) has the
mountains A.0.0 | A.1.1, B.1.0 | B.1.2, D.0.0 | D.1.1 and D.0.1 | D.0.2. A.0.1 touches A.0.0, A.0.2 and B.1.0
plainly; A.1.1 touches A.0.0 only across the mountain, and A.1.0 and A.1.2 plainly.
"""
from __future__ import annotations

import random

import pytest

from engine import sparks
from engine.core import IllegalCommand, InvalidPosition, NotYourTurn
from engine.sparks.position import export_position, load_position
from engine.sparks.repetition import read_piles, table_key

from .table import act, auto, of_type, table, tidy

SEATS = ("red", "blue", "yellow")
# B.* and D.*: twelve connected spaces; A.0.0, A.0.1 and A.1.0 touch them plainly
TWELVE = ["B.0.0", "B.0.1", "B.0.2", "B.1.0", "B.1.1", "B.1.2", "D.0.0", "D.0.1", "D.0.2", "D.1.0", "D.1.1", "D.1.2"]
# five empty spaces in a plain chain from B.0.0: each touches the one before (or B.0.0) without a mountain
CHAIN = ["B.0.1", "B.0.2", "B.1.1", "D.1.2", "D.1.0"]


# -- helpers -------------------------------------------------------------------------------------------


def expanding(players=3, queue=None, **fields):
    """A table in phase 3; the queue is the reverse turn order unless given."""
    order = fields.get("order") or table(players).order
    return tidy(table(players, phase="expand", round=1, queue=queue or list(reversed(order)), **fields))


def refused(state, seat, cmd, rule):
    before = export_position(state)
    with pytest.raises(IllegalCommand) as info:
        sparks.decide(state, seat, cmd, random.Random(0))
    assert info.value.rule_id == rule, info.value
    assert export_position(state) == before  # nothing placed, nothing paid
    return info.value


def expand(state, seat, *spaces):
    return act(state, seat, {"type": "expand", "spaces": list(spaces)})


def cost(events):
    (expanded,) = of_type(events, "Expanded")
    return expanded["cost"]


# -- FS-EXPAND -------------------------------------------------------------------------------------------
def test_FS_EXPAND_1_clans_expand_in_reverse_order_after_the_last_feeding():
    state = tidy(table(3, phase="hunt", round=1, queue=["yellow"],
                       clans={"red": ["A.1.0"], "blue": ["B.0.0"], "yellow": ["D.1.0"]}))
    events, state = act(state, "yellow", {"type": "hunt", "tools": []})
    assert events[-1] == {"type": "PhaseBegan", "phase": "expand", "queue": ["blue", "red", "yellow"]}
    with pytest.raises(NotYourTurn):
        sparks.decide(state, "yellow", {"type": "expand", "spaces": []}, random.Random(0))
    _, state = expand(state, "blue")
    assert state.to_act() == {"red"}
    _, state = expand(state, "red")
    assert state.to_act() == {"yellow"}


def test_FS_EXPAND_2_a_new_member_must_touch_the_clan():
    state = expanding(clans={"blue": ["A.0.1"]}, food={"blue": 20})
    err = refused(state, "blue", {"type": "expand", "spaces": ["D.1.1"]}, "FS-EXPAND-2")
    assert "D.1.1" in str(err)
    # one space out of reach spoils the whole set
    refused(state, "blue", {"type": "expand", "spaces": ["A.0.2", "D.1.1"]}, "FS-EXPAND-2")


def test_FS_EXPAND_2_members_placed_this_phase_count_as_neighbours():
    # D.1.0 touches A.0.0, not A.0.1; B.1.1 touches B.1.0 only
    state = expanding(clans={"blue": ["A.0.1"]}, food={"blue": 20})
    events, after = expand(state, "blue", "A.0.0", "B.1.0", "B.1.1", "D.1.0")
    assert of_type(events, "Expanded")[0]["spaces"] == ["A.0.0", "B.1.0", "B.1.1", "D.1.0"]
    assert cost(events) == 10 and after.size("blue") == 5


def test_FS_EXPAND_2_new_members_need_not_touch_each_other():
    state = expanding(clans={"blue": ["A.0.1", "B.1.0"]}, food={"blue": 9})
    assert "B.1.1" not in state.board.adjacency["A.0.2"]
    events, after = expand(state, "blue", "A.0.2", "B.1.1")
    assert cost(events) == 3 and after.clans["blue"] == ["A.0.1", "A.0.2", "B.1.0", "B.1.1"]


def test_FS_EXPAND_3_one_member_per_clan_on_a_space():
    state = expanding(clans={"blue": ["A.0.1", "A.0.2"], "red": ["A.0.0"]}, food={"blue": 20})
    err = refused(state, "blue", {"type": "expand", "spaces": ["A.0.0", "A.0.2"]}, "FS-EXPAND-3")
    assert "A.0.2" in str(err)
    events, after = expand(state, "blue", "A.0.0")  # another clan's space is fine
    assert after.occupants("A.0.0") == ["red", "blue"] and cost(events) == 1 + 2


@pytest.mark.parametrize("count,base", [(1, 1), (2, 3), (3, 6), (4, 10), (5, 15)])
def test_FS_EXPAND_4_the_base_cost_grows_with_the_members_placed(count, base):
    state = expanding(clans={"blue": ["B.0.0"]}, food={"blue": 20})
    events, after = expand(state, "blue", *CHAIN[:count])
    assert cost(events) == base
    assert after.food["blue"] == 20 - base and after.size("blue") == 1 + count


def test_FS_EXPAND_5_at_most_five_members_in_one_phase():
    state = expanding(clans={"blue": ["B.0.0"]}, food={"blue": 40})
    err = refused(state, "blue", {"type": "expand", "spaces": [*CHAIN, "D.1.1"]}, "FS-EXPAND-5")
    assert "at most 5" in str(err)
    assert max(len(c["spaces"]) for c in sparks.legal_commands(state, "blue")) == 5


def test_FS_EXPAND_5_never_more_than_fifteen_on_the_board():
    state = expanding(clans={"blue": TWELVE}, food={"blue": 40})
    err = refused(state, "blue", {"type": "expand", "spaces": ["A.0.0", "A.0.1", "A.0.2", "A.1.0"]}, "FS-EXPAND-5")
    assert "15" in str(err)
    assert max(len(c["spaces"]) for c in sparks.legal_commands(state, "blue")) == 3
    _, full = expand(state, "blue", "A.0.0", "A.0.1", "A.1.0")
    assert full.size("blue") == 15


def test_FS_EXPAND_6_crossing_a_mountain_costs_one_more():
    state = expanding(clans={"blue": ["A.0.0"]}, food={"blue": 9})
    assert state.board.crosses_mountain("A.0.0", "A.1.1")
    events, _ = expand(state, "blue", "A.1.1")
    assert cost(events) == 1 + 1
    events, _ = expand(state, "blue", "A.0.1")  # a plain border
    assert cost(events) == 1


def test_FS_EXPAND_6_no_charge_when_a_plain_border_to_the_clan_exists():
    # A.1.1 touches A.0.0 across the mountain but A.1.0 plainly (OQ-FS-14)
    state = expanding(clans={"blue": ["A.0.0", "A.1.0"]}, food={"blue": 9})
    events, _ = expand(state, "blue", "A.1.1")
    assert cost(events) == 1


def test_FS_EXPAND_6_a_member_placed_this_phase_can_spare_the_crossing():
    # D.0.0 touches D.1.1 only across a mountain, but A.1.0 (placed first) plainly (OQ-FS-14)
    state = expanding(clans={"blue": ["D.1.1"]}, food={"blue": 9})
    events, _ = expand(state, "blue", "D.0.0")
    assert cost(events) == 1 + 1
    events, _ = expand(state, "blue", "D.0.0", "A.1.0")
    assert cost(events) == 3
    assert of_type(events, "Expanded")[0]["spaces"] == ["A.1.0", "D.0.0"]  # the plain one first


def test_FS_EXPAND_6_a_group_beyond_the_mountain_pays_one_crossing():
    # A.1.1 across the mountain, then A.1.2 plainly from A.1.1
    state = expanding(clans={"blue": ["A.0.0"]}, food={"blue": 9})
    events, _ = expand(state, "blue", "A.1.1", "A.1.2")
    assert cost(events) == 3 + 1


@pytest.mark.parametrize("others,surcharge", [(["red"], 2), (["red", "yellow"], 3)])
def test_FS_EXPAND_7_an_occupied_space_costs_the_members_there_once_the_new_one_is_in(others, surcharge):
    state = expanding(clans={"blue": ["A.0.1"], **{c: ["A.0.0"] for c in others}}, food={"blue": 9})
    events, after = expand(state, "blue", "A.0.0")
    assert cost(events) == 1 + surcharge and after.food["blue"] == 9 - 1 - surcharge


def test_FS_EXPAND_7_each_occupied_space_adds_its_own_surcharge():
    state = expanding(clans={"blue": ["A.0.1"], "red": ["A.0.0", "A.0.2"], "yellow": ["A.0.2"]}, food={"blue": 20})
    events, _ = expand(state, "blue", "A.0.0", "A.0.2", "B.1.0")
    assert cost(events) == 6 + 2 + 3


def test_FS_EXPAND_8_the_clan_must_afford_the_whole_cost():
    state = expanding(clans={"blue": ["B.0.0"]}, food={"blue": 5})
    err = refused(state, "blue", {"type": "expand", "spaces": CHAIN[:3]}, "FS-EXPAND-8")
    assert "cost 6" in str(err) and "have 5" in str(err)
    state = expanding(clans={"blue": ["B.0.0"]}, food={"blue": 6})
    events, after = expand(state, "blue", *CHAIN[:3])
    assert cost(events) == 6 and after.food["blue"] == 0 and after.size("blue") == 4


def test_FS_EXPAND_9_a_clan_may_place_no_one():
    state = expanding(clans={"blue": ["B.0.0"]}, food={"blue": 5})
    events, after = expand(state, "blue")
    assert events == [{"type": "Expanded", "seat": "blue", "clan": "blue", "spaces": [], "cost": 0, "size": 1}]
    assert after.food["blue"] == 5 and after.to_act() == {"red"}
    poor = expanding(clans={"blue": ["B.0.0"]}, food={"blue": 0})
    assert sparks.legal_commands(poor, "blue") == [{"type": "expand", "spaces": []}]


def test_FS_EXPAND_10_one_command_placed_in_the_cheapest_order_and_the_end_check_follows():
    # the last expander: the set is placed and paid at once, the size updated, then the end check (no end here)
    state = expanding(queue=["yellow"], clans={"yellow": ["A.0.0", "A.1.0"], "red": ["A.1.1"]}, food={"yellow": 9})
    events, after = expand(state, "yellow", "A.1.2", "A.1.1")
    (expanded,) = of_type(events, "Expanded")
    assert expanded == {"type": "Expanded", "seat": "yellow", "clan": "yellow", "spaces": ["A.1.1", "A.1.2"],
                        "cost": 3 + 2, "size": 4}
    assert after.food["yellow"] == 4 and after.size("yellow") == 4
    assert [e["type"] for e in events][1:3] == ["OrderSet", "Resupplied"]  # no one reached 13: bureaucracy
    assert after.order[0] == "yellow" and after.phase == "buy" and after.round == 2


def test_FS_EXPAND_10_a_refused_set_places_no_member():
    state = expanding(clans={"blue": ["A.0.1"], "red": ["A.0.0"]}, food={"blue": 4})
    for spaces, rule in ((["A.0.2", "D.1.1"], "FS-EXPAND-2"), (["A.0.0", "A.0.1"], "FS-EXPAND-3"),
                         (["A.0.0", "A.0.2"], "FS-EXPAND-8")):
        refused(state, "blue", {"type": "expand", "spaces": spaces}, rule)
    assert {"type": "expand", "spaces": ["A.0.0", "A.0.2"]} not in sparks.legal_commands(state, "blue")
    assert {"type": "expand", "spaces": ["A.0.0"]} in sparks.legal_commands(state, "blue")


# -- SC-FS-9, SC-FS-D10, FS-KNOW-4 ------------------------------------------------------------------------
def test_SC_FS_9_two_empty_spaces_without_a_mountain_cost_3():
    state = expanding(clans={"blue": ["A.0.1"]}, food={"blue": 9})
    events, after = expand(state, "blue", "A.0.2", "B.1.0")
    assert cost(events) == 3 and after.food["blue"] == 6


def test_SC_FS_9_an_occupied_space_then_a_mountain_cost_3_2_1():
    # blue (the rule book's black clan) joins red on A.0.0, then crosses the mountain to A.1.1
    state = expanding(clans={"blue": ["A.0.1"], "red": ["A.0.0"]}, food={"blue": 9})
    events, after = expand(state, "blue", "A.0.0", "A.1.1")
    assert of_type(events, "Expanded")[0]["spaces"] == ["A.0.0", "A.1.1"]
    assert cost(events) == 3 + 2 + 1 == 6 and after.food["blue"] == 3


def test_SC_FS_9_with_language_the_same_placements_cost_5():
    state = expanding(clans={"blue": ["A.0.1"], "red": ["A.0.0"]}, cards={"blue": [1, 24]}, food={"blue": 9})
    events, after = expand(state, "blue", "A.0.0", "A.1.1")
    assert cost(events) == 3 + 1 + 1 == 5 and after.food["blue"] == 4


def test_SC_FS_D10_all_or_nothing_with_five_food():
    state = expanding(clans={"blue": ["A.0.1"], "red": ["A.0.0"]}, food={"blue": 5})
    events, after = expand(state, "blue", "A.0.0", "A.0.2")  # 3 + 2
    assert cost(events) == 5 and after.food["blue"] == 0
    err = refused(state, "blue", {"type": "expand", "spaces": ["A.0.0", "A.1.1"]}, "FS-EXPAND-8")  # 3 + 2 + 1
    assert "cost 6" in str(err)


@pytest.mark.parametrize("others,surcharge", [(["red"], 1), (["red", "yellow"], 2)])
def test_FS_KNOW_4_language_makes_the_surcharge_one_less(others, surcharge):
    state = expanding(clans={"blue": ["A.0.1"], **{c: ["A.0.0"] for c in others}}, cards={"blue": [1, 26]},
                      food={"blue": 9})
    events, _ = expand(state, "blue", "A.0.0")
    assert cost(events) == 1 + surcharge


def test_FS_KNOW_4_language_changes_nothing_on_empty_spaces_or_mountains():
    state = expanding(clans={"blue": ["A.0.0"]}, cards={"blue": [1, 24]}, food={"blue": 9})
    events, _ = expand(state, "blue", "A.0.1", "A.1.1")
    assert cost(events) == 3 + 1
    # another clan's Language does not help
    state = expanding(clans={"blue": ["A.0.1"], "red": ["A.0.0"]}, cards={"red": [2, 24]}, food={"blue": 9})
    events, _ = expand(state, "blue", "A.0.0")
    assert cost(events) == 1 + 2


# -- FS-END ----------------------------------------------------------------------------------------------
def big_table(**fields):
    """Blue has 12 members; red and yellow share A.0 and A.1; blue expands first."""
    base = {"clans": {"blue": TWELVE, "red": ["A.0.1", "A.0.2"], "yellow": ["A.1.2"]},
            "food": {"blue": 20, "red": 9, "yellow": 9}}
    return expanding(**{**base, **fields})


def test_FS_END_1_the_phase_goes_on_after_a_clan_reaches_13():
    events, state = expand(big_table(), "blue", "A.0.0")
    assert state.size("blue") == 13 and not state.over and state.to_act() == {"red"}
    assert of_type(events, "GameEnded") == []
    events, state = expand(state, "red", "A.0.0")
    assert not state.over and state.to_act() == {"yellow"}
    events, state = expand(state, "yellow", "A.1.1")
    assert state.over and state.phase == "over"


def test_FS_END_2_a_clan_may_go_past_13_up_to_15():
    events, state = expand(big_table(), "blue", "A.0.0", "A.0.1", "A.1.0")
    assert cost(events) == 6 + 2 and state.size("blue") == 15 and not state.over  # red is on A.0.1


def test_FS_END_3_the_game_ends_after_phase_3_without_bureaucracy():
    _, state = expand(big_table(), "blue", "A.0.0")
    _, state = expand(state, "red")
    events, after = expand(state, "yellow")
    assert [e["type"] for e in events] == ["Expanded", "GameEnded"]
    assert after.harvest == state.harvest and after.order == state.order and after.market == state.market
    assert sparks.to_act(after) == set() and sparks.legal_commands(after, "blue") == []
    with pytest.raises(NotYourTurn):
        sparks.decide(after, "blue", {"type": "pass_buying"}, random.Random(0))


def test_FS_END_4_most_members_wins():
    state = expanding(queue=["yellow"], clans={"blue": TWELVE + ["A.0.0"], "red": TWELVE, "yellow": ["A.1.0"]},
                      food={"blue": 1, "red": 9, "yellow": 30})
    (ended,) = of_type(expand(state, "yellow")[0], "GameEnded")
    assert ended["winner"] == "blue" and ended["winners"] == ["blue"]
    assert ended["scores"] == {"red": {"members": 12, "food": 9}, "blue": {"members": 13, "food": 1},
                               "yellow": {"members": 1, "food": 30}}
    assert ended["ranking"] == ["blue", "red", "yellow"]


def test_FS_END_4_a_tie_on_members_goes_to_more_food():
    state = expanding(queue=["yellow"], clans={"blue": TWELVE + ["A.0.0"], "red": TWELVE + ["A.0.1"]},
                      food={"blue": 4, "red": 5, "yellow": 30})
    _, after = expand(state, "yellow")
    assert after.result["winner"] == "red" and after.result["ranking"][:2] == ["red", "blue"]
    assert sparks.result(after)["winner"] == "red"


def test_FS_END_4_a_tie_on_members_and_food_makes_every_tied_player_a_winner():
    state = expanding(queue=["yellow"], clans={"blue": TWELVE + ["A.0.0"], "red": TWELVE + ["A.0.1"]},
                      food={"blue": 5, "red": 5, "yellow": 30})
    _, after = expand(state, "yellow")
    assert after.result["winner"] is None
    assert sorted(after.result["winners"]) == ["blue", "red"]  # OQ-FS-17


def test_FS_END_5_the_placement_round_never_ends_the_game():
    state = auto(table(3), until=lambda s: s.phase == "buy")
    assert not state.over and state.round == 1 and all(1 <= state.size(s) <= 2 for s in state.seats)


def test_FS_END_5_only_the_end_of_phase_3_checks_the_size():
    # a clan of 13 in phase 2 does not end the game: the hunt and the whole expansion go on first
    state = tidy(table(3, phase="hunt", round=1, queue=["blue", "red", "yellow"],
                       clans={"blue": TWELVE + ["A.0.0"], "red": ["A.0.1"], "yellow": ["A.1.0"]},
                       food={"blue": 20}))
    for seat in ("blue", "red", "yellow"):
        _, state = act(state, seat, {"type": "hunt", "tools": []})
    assert not state.over and state.phase == "expand"
    for seat in ("blue", "red"):
        _, state = expand(state, seat)
        assert not state.over
    _, state = expand(state, "yellow")
    assert state.over and state.result["winner"] == "blue"


def test_FS_END_5_a_game_ends_when_no_clan_has_a_member_left():
    # every clan gave up its Herbs and has no food: each loses its member at its feeding (FS-FEED-2)
    state = tidy(table(3, phase="hunt", round=1, queue=["blue", "red", "yellow"], cards={s: [] for s in SEATS},
                       boxed=[1, 2, 3], clans={"blue": ["B.0.0"], "red": ["A.0.1"], "yellow": ["A.1.0"]},
                       food={s: 0 for s in SEATS}))
    state = auto(state, until=lambda s: s.phase == "expand" and s.queue == ["yellow"])
    assert not any(state.size(s) for s in SEATS) and not state.over
    events, state = expand(state, "yellow")
    assert [e["type"] for e in events] == ["Expanded", "GameEnded"]
    assert state.result["reason"] == "no_members" and sorted(state.result["winners"]) == sorted(SEATS)


# -- FS-END-5: a table come back to twice (repetition.py) -------------------------------------------------
def dry_table(**fields):
    """Phase 1 of round 5 after the stage change, the deck and market empty and every other card boxed: no one
    can buy again. Each clan has one member and its Herbs, which feed it exactly, so no food is ever left."""
    base = {"phase": "buy", "round": 5, "stage": 2, "market": [], "market_reshuffle": False, "bonus": None,
            "deck": {"top": [], "cards": [], "reshuffle": False, "bottom": []}, "unseen": [],
            "boxed": list(range(7, 42)), "queue": [], "food": {s: 0 for s in SEATS},
            "clans": {"red": ["A.0.0"], "blue": ["B.0.0"], "yellow": ["D.0.0"]}}
    return table(3, **{**base, **fields})


def boxed_but(*cards):
    return [c for c in range(7, 42) if c not in cards]


def until_round(state, n):
    return auto(state, until=lambda s: s.round == n and s.phase == "buy")


def last_expansion_of(state):
    """Play on to the last expansion of the current round and send it: (its events, the state after)."""
    state = auto(state, until=lambda s: s.phase == "expand" and len(s.queue) == 1)
    return expand(state, state.queue[0])


def test_FS_END_5_a_table_that_stops_changing_ends_the_game_before_a_third_round_begins_there():
    state = until_round(dry_table(), 7)
    assert not state.over and len(set(state.round_starts)) == 1  # rounds 6 and 7 began alike (5: a position)
    assert state.harvest != until_round(dry_table(), 6).harvest  # the piles grew, but no tool hunts them
    events, after = last_expansion_of(state)
    assert [e["type"] for e in events] == ["Expanded", "OrderSet", "Resupplied", "GameEnded"]
    ended = events[-1]
    assert ended["reason"] == "repetition" and ended["round"] == 7 and after.over
    assert ended["scores"] == {s: {"members": 1, "food": 0} for s in SEATS}  # scored by FS-END-4
    assert sorted(ended["winners"]) == sorted(SEATS) and ended["winner"] is None  # OQ-FS-17


def test_FS_END_5_the_table_key_leaves_out_only_piles_no_tool_in_play_hunts():
    # red fishes at the lake B.1 with #8; no berries, bear or mammoth tool is owned, in the market or the deck
    state = tidy(dry_table(cards={"red": [2, 8]}, clans={"red": ["B.1.1"]}, boxed=boxed_but(8)))
    assert read_piles(state) == {"fish": state.harvest["fish"]}
    key = table_key(state)

    def changed(**fields):
        later = state.copy()
        for name, value in fields.items():
            setattr(later, name, value)
        return table_key(later) != key

    assert not changed(harvest={**state.harvest, "berries": 40, "bear": 1, "mammoth": 9})
    assert changed(harvest={**state.harvest, "fish": state.harvest["fish"] + 1})
    assert changed(food={**state.food, "blue": 1}) and changed(order=list(reversed(state.order)))
    assert changed(round=9) is False and changed(phase="hunt") is False
    # a berries tool in the deck could still be bought, so the berries pile counts again
    with_basket = tidy(dry_table(cards={"red": [2, 8]}, clans={"red": ["B.1.1"]}, boxed=boxed_but(7, 8),
                                 deck={"top": [], "cards": [7], "reshuffle": False, "bottom": []}))
    assert set(read_piles(with_basket)) == {"fish", "berries"}


def test_FS_END_5_a_cycle_of_rounds_ends_at_its_third_pass():
    # as if members had come and gone: round 4 began at this table, round 5 elsewhere, round 6 here again
    state = until_round(dry_table(), 6)
    here = state.round_starts[-1]
    state.round_starts = ("elsewhere", here, "elsewhere too", here)
    _, after = last_expansion_of(state)
    assert after.result["reason"] == "repetition" and after.round == 6
    state.round_starts = ("elsewhere", here, "elsewhere too", "elsewhere again")
    assert not last_expansion_of(state)[1].over


def test_FS_END_5_the_tables_rounds_began_at_are_kept_in_positions_and_snapshots():
    state = until_round(dry_table(), 7)
    position = export_position(state)
    assert position["round_starts"] == [table_key(state)] * 2
    loaded = load_position(position)
    assert last_expansion_of(loaded)[1].result == last_expansion_of(state)[1].result
    # a position written before positions carried them: the count starts again at the next round
    older = load_position({k: v for k, v in position.items() if k != "round_starts"})
    assert older.round_starts == ()
    after = auto(older)
    assert after.result["reason"] == "repetition" and after.result["round"] == 9


@pytest.mark.parametrize("bad", [[3], "ab", {"a": 1}])
def test_FS_END_5_a_position_with_bad_round_starts_is_refused(bad):
    position = export_position(dry_table())
    position["round_starts"] = bad
    with pytest.raises(InvalidPosition) as info:
        load_position(position)
    assert "round_starts" in str(info.value)


def test_SC_FS_D6_a_clan_reaches_13_the_others_still_expand_then_the_game_ends():
    state = big_table()
    events, state = expand(state, "blue", "A.0.0")  # 13
    events, state = expand(state, "red", "A.0.0", "A.1.1")  # red adds 2, paying for blue on A.0.0
    assert cost(events) == 3 + 2 + 1  # A.1.1 only across the mountain from A.0.0
    events, state = expand(state, "yellow", "A.1.0", "A.1.1")  # the last clan still expands
    assert cost(events) == 3 + 2  # A.1.0 is empty, A.1.1 holds red
    assert [e["type"] for e in events] == ["Expanded", "GameEnded"]
    assert state.result["winner"] == "blue"
    assert state.result["scores"]["blue"] == {"members": 13, "food": 19}
