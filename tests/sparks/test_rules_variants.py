"""The 2- and 6-player variants of The First Sparks (FS-2P, FS-6P) and their examples (SC-FS-11, SC-FS-D9).

The 2-player board of tests/sparks/table.py (seed 0: red has Herbs 2 and is first, blue second) is tiles B, C
and D: berry bushes B.0 and C.0, lakes B.1 and D.0, valleys C.1 and D.1. The 6-player order with seed 0 is
purple, white, blue, red, yellow, green.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import sparks
from engine.core import IllegalCommand, NotYourTurn
from engine.sparks.data import TWO_PLAYER_REMOVED
from engine.sparks.position import export_position

from .table import act, auto, of_type, table, tidy

# red's seven members, connected; the neutral's four (D.0.0 | D.1.1 is a mountain, but they touch)
RED_SEVEN = ["B.0.0", "B.0.1", "B.0.2", "B.1.0", "B.1.1", "B.1.2", "C.0.1"]
NEUTRAL_FOUR = ["D.0.0", "D.0.1", "D.0.2", "D.1.1"]
# the provisional tiles A, C and D laid as a 3-tile board (the 3-player first-game board stands in for it)
THREE_TILES = [{"tile": "A", "q": 0, "r": 0, "rotation": 3}, {"tile": "C", "q": 1, "r": 0, "rotation": 1},
               {"tile": "D", "q": 1, "r": -2, "rotation": 4}]


# -- helpers -------------------------------------------------------------------------------------------


def refused(state, seat, cmd, rule):
    before = export_position(state)
    with pytest.raises(IllegalCommand) as info:
        sparks.decide(state, seat, cmd, random.Random(0))
    assert info.value.rule_id == rule, info.value
    assert export_position(state) == before
    return info.value


def types(events):
    return [e["type"] for e in events]


def buying(**fields):
    """2 players, phase 1 of round 1: red (first) is to offer, its first offer not yet made."""
    base = {"phase": "buy", "round": 1, "first_offer_open": True, "bonus": 7, "food": {"red": 10, "blue": 10},
            "clans": {"red": ["D.0.0"], "blue": ["C.1.0"], "neutral": ["B.0.0"]}}
    return tidy(table(2, **{**base, **fields}))


def offer(state, card, wants=False):
    """Red offers `card`; blue answers."""
    _, state = act(state, "red", {"type": "offer_card", "card": card})
    return act(state, "blue", {"type": "want_card" if wants else "decline_card"})


def growing(**fields):
    """2 players, red (first player) is the last to hunt; red 7, neutral 4, blue 2."""
    base = {"phase": "hunt", "round": 1, "queue": ["red"], "food": {"red": 10, "blue": 10},
            "clans": {"red": RED_SEVEN, "neutral": NEUTRAL_FOUR, "blue": ["C.1.0", "C.1.1"]}}
    return tidy(table(2, **{**base, **fields}))


# -- setup and placement ---------------------------------------------------------------------------------
def test_FS_2P_1_herbs_1_and_2_set_the_order_and_the_neutral_has_no_place_in_it():
    for seed in range(6):
        state = table(2, seed=seed)
        assert sorted(state.herbs.values()) == [1, 2] and state.herbs[state.first_player] == 2
        assert state.order == sorted(state.seats, key=lambda s: -state.herbs[s]) and len(state.order) == 2
        assert "neutral" in state.clans and "neutral" not in state.seats + state.order
        assert set(state.food) == set(state.cards) == {"red", "blue"}


def test_FS_2P_2_three_tiles_the_first_player_lays_two_the_second_one():
    state = table(2, options={"board": "laid"})
    first, second = state.order
    assert state.phase == "lay_tiles" and len(state.tiles_to_lay) == 3 and state.queue == [first, first, second]
    layers = []
    while state.phase == "lay_tiles":
        (seat,) = sparks.to_act(state)
        layers.append(seat)
        _, state = act(state, seat, sparks.legal_commands(state, seat)[0])
    assert layers == [first, first, second] and len(state.placements) == 3 and len(state.board.spaces) == 18
    assert state.phase == "place_neutral" and state.queue == [second]


def test_FS_2P_3_eight_named_cards_go_to_the_box_leaving_one_fire_and_no_language():
    state = table(2)
    assert state.boxed == sorted(TWO_PLAYER_REMOVED) == [10, 11, 15, 20, 24, 26, 33, 39]
    in_play = set(state.market) | state.deck | state.unseen
    assert not in_play & set(TWO_PLAYER_REMOVED)
    knowledge = Counter(state.card(c).knowledge for c in in_play if state.card(c).kind == "knowledge")
    assert knowledge == {"fire": 1, "plough": 1, "transport_sled": 1, "intelligence": 1}
    assert sparks.view(state, "red")["boxed"] == [10, 11, 15, 20, 24, 26, 33, 39]  # face up


def test_FS_2P_4_a_six_card_market_of_three_current_and_three_future():
    state = buying()
    assert state.market == [7, 8, 9, 12, 13, 14] and state.current == [7, 8, 9]
    refused(state, "red", {"type": "offer_card", "card": 12}, "FS-TECH-3")  # 12 is future
    events, state = offer(state, 8, wants=True)
    drawn = of_type(events, "CardDrawn")[0]["card"]
    assert len(state.market) == 6 and state.market == sorted([7, 9, 12, 13, 14, drawn])
    assert state.current == state.market[:3]
    view = sparks.view(state, "red")["market"]
    assert view["current"] == state.market[:3] and view["future"] == state.market[3:]


def test_FS_2P_5_two_cards_removed_unseen_and_the_reshuffle_card_at_the_bottom():
    for seed in range(4):
        state = table(2, seed=seed)
        assert len(state.unseen) == 2 and not state.unseen & set(TWO_PLAYER_REMOVED)
        assert state.deck_reshuffle and state.deck_bottom == [] and state.deck_top == []
        assert len(state.deck) == 35 - 6 - 8 - 2 and state.deck_size == 20
        assert sparks.view(state, "blue")["removed_unseen"] == 2


def test_FS_2P_6_the_unused_colour_is_a_neutral_clan_that_starts_at_one():
    state = table(2)
    assert state.clans["neutral"] == [] and state.phase == "place_neutral"
    events, state = act(state, "blue", {"type": "place_member", "space": "B.0.0"})
    assert events[0] == {"type": "MemberPlaced", "seat": "blue", "clan": "neutral", "space": "B.0.0", "cost": 0,
                         "step": "neutral"}
    assert state.size("neutral") == 1 and sparks.view(state, "red")["clans"]["neutral"] == {"members": ["B.0.0"],
                                                                                           "size": 1}


def test_FS_2P_7_placement_round_neutral_first_then_the_players_then_the_order():
    state = table(2)
    with pytest.raises(NotYourTurn):
        sparks.decide(state, "red", {"type": "place_member", "space": "B.0.0"}, random.Random(0))
    _, state = act(state, "blue", {"type": "place_member", "space": "B.0.0"})  # free, the neutral's first
    assert state.food == {"red": 7, "blue": 7}
    assert state.phase == "place_first" and state.queue == ["blue", "red"]  # reverse order
    refused(state, "blue", {"type": "place_member", "space": "B.0.0"}, "FS-PLACE-2")  # not on the neutral
    _, state = act(state, "blue", {"type": "place_member", "space": "D.1.0"})
    _, state = act(state, "red", {"type": "place_member", "space": "C.1.0"})
    assert state.phase == "place_second" and state.queue == ["red", "blue"]
    _, state = act(state, "red", {"type": "skip_second_member"})
    events, state = act(state, "blue", {"type": "place_member", "space": "D.1.1"})
    assert of_type(events, "OrderSet") == [{"type": "OrderSet", "order": ["blue", "red"], "reason": "FS-ORDER-1"}]
    assert {c: state.size(c) for c in state.clans} == {"red": 1, "blue": 2, "neutral": 1}
    assert state.phase == "buy" and state.first_player == "blue"


def test_FS_2P_8_a_given_board_the_neutral_then_the_second_player_then_the_first():
    state = table(2, options={"layout": THREE_TILES})
    assert Counter(state.board.areas.values()) == {"berry_bush": 2, "lake": 1, "forest": 1, "valley": 2}
    seen = []
    while state.phase.startswith("place") and state.phase != "place_second":
        (seat,) = sparks.to_act(state)
        events, state = act(state, seat, sparks.legal_commands(state, seat)[0])
        seen.append((seat, events[0]["clan"]))
    assert seen == [("blue", "neutral"), ("blue", "blue"), ("red", "red")]  # before any second member


# -- phase 1 with two players --------------------------------------------------------------------------------
def test_FS_2P_9_a_refused_first_offer_may_be_boxed_taking_from_its_harvest_space():
    # basket #7 (the bonus card) with 4 berries: it would take 2 there now, though red has no member at a bush
    state = buying(harvest={"berries": 4})
    events, state = offer(state, 7)
    assert events[-1] == {"type": "DecisionRequested", "seat": "red", "kind": "keep_or_box", "card": 7}
    assert sparks.legal_commands(state, "red") == [{"type": "keep_offered_card"}, {"type": "box_offered_card"}]
    refused(state, "red", {"type": "pass_buying"}, "FS-2P-9")
    events, state = act(state, "red", {"type": "box_offered_card"})
    assert types(events) == ["DecisionTaken", "BonusReturned", "OfferBoxed", "CardDrawn"]
    assert of_type(events, "OfferBoxed")[0] == {"type": "OfferBoxed", "seat": "red", "card": 7, "food": "berries",
                                                "tokens": 2}
    assert of_type(events, "BonusReturned")[0]["reason"] == "OQ-FS-20"
    assert state.harvest["berries"] == 2 and 7 in state.boxed and 7 not in state.market
    assert state.food["red"] == 10 and state.bonus is None and len(state.market) == 6
    assert state.to_act() == {"red"} and state.offerer == "red"  # he still has to offer or pass
    _, state = act(state, "red", {"type": "pass_buying"})
    events, state = act(state, "blue", {"type": "pass_buying"})
    assert of_type(events, "CardBoxed") == [] and state.phase == "hunt"  # no bonus card left for FS-TECH-15


def test_FS_2P_9_a_first_offer_the_second_player_wants_goes_to_him():
    events, state = offer(buying(), 8, wants=True)
    assert of_type(events, "CardBought")[0]["seat"] == "blue" and not state.pending
    assert state.to_act() == {"red"}


def test_FS_2P_9_keeping_the_refused_first_offer_buys_it():
    state = buying()
    _, state = offer(state, 8)
    events, state = act(state, "red", {"type": "keep_offered_card"})
    assert of_type(events, "CardBought")[0] == {"type": "CardBought", "seat": "red", "card": 8, "price": 2,
                                                "bonus": False}
    assert 8 in state.cards["red"] and state.to_act() == {"blue"}


@pytest.mark.parametrize("card", [9, 12])  # Fire and a Field card
def test_FS_2P_9_boxing_a_field_or_knowledge_card_takes_nothing(card):
    state = buying(market=[9, 12, 13, 14, 16, 17], bonus=None)
    _, state = offer(state, card)
    events, after = act(state, "red", {"type": "box_offered_card"})
    assert of_type(events, "OfferBoxed")[0] == {"type": "OfferBoxed", "seat": "red", "card": card, "food": None,
                                                "tokens": 0}
    assert after.harvest == state.harvest and card in after.boxed


def test_FS_2P_9_only_the_first_players_offers_can_be_boxed():
    state = buying()
    _, state = act(state, "red", {"type": "pass_buying"})
    events, state = act(state, "blue", {"type": "offer_card", "card": 8})
    assert of_type(events, "CardOffered")[0]["may_box"] is False
    assert of_type(events, "CardBought")[0]["seat"] == "blue"


def test_FS_2P_10_the_second_refused_offer_is_binding():
    state = buying()
    _, state = offer(state, 8)
    _, state = act(state, "red", {"type": "box_offered_card"})
    events, state = offer(state, 9)
    assert of_type(events, "DecisionRequested") == []
    assert of_type(events, "CardBought")[0]["seat"] == "red" and 9 in state.cards["red"]
    assert state.to_act() == {"blue"}


def test_FS_2P_10_after_the_second_player_took_the_first_offer_the_next_one_is_binding_too():
    state = buying()
    _, state = offer(state, 8, wants=True)  # blue takes red's first offer and is done
    events, state = act(state, "red", {"type": "offer_card", "card": 9})
    assert of_type(events, "CardOffered")[0]["may_box"] is False and of_type(events, "CardOffered")[0]["asked"] == []
    assert of_type(events, "CardBought")[0]["seat"] == "red" and not state.pending


def test_FS_2P_10_the_first_player_may_pass_instead_of_a_second_offer():
    state = buying()
    _, state = offer(state, 8)
    _, state = act(state, "red", {"type": "box_offered_card"})
    events, state = act(state, "red", {"type": "pass_buying"})
    assert of_type(events, "BuyingPassed") == [{"type": "BuyingPassed", "seat": "red"}]
    assert state.cards["red"] == [2] and state.to_act() == {"blue"}


def test_SC_FS_11_basket_22_refused_and_boxed_with_five_berries():
    # Christian (red) offers basket #22; Hedwig (blue) does not want it; he boxes it; 2 of the 5 berries go
    state = buying(market=[16, 17, 22, 28, 29, 30], bonus=16, harvest={"berries": 5},
                   unseen=[7, 8, 9, 12, 13, 14, 25, 27])  # the deck holds no card below the bonus card
    assert state.current == [16, 17, 22] and state.card(22).food == "berries"
    events, state = offer(state, 22)
    assert events[-1]["kind"] == "keep_or_box"
    events, state = act(state, "red", {"type": "box_offered_card"})
    assert of_type(events, "OfferBoxed")[0]["tokens"] == 2 and state.harvest["berries"] == 3
    (drawn,) = of_type(events, "CardDrawn")
    assert drawn["card"] in state.market and len(state.market) == 6 and 22 in state.boxed
    assert state.bonus == 16  # the bonus card is another one and stays
    # his next offer is binding: blue declines and red must buy
    events, state = offer(state, 17)
    assert of_type(events, "DecisionRequested") == []
    assert of_type(events, "CardBought")[0] == {"type": "CardBought", "seat": "red", "card": 17, "price": 6,
                                                "bonus": False}
    assert state.food["red"] == 4


# -- the neutral clan in phase 3 ---------------------------------------------------------------------------
def test_SC_FS_D9_the_neutral_catches_up_with_the_first_player_before_anyone_expands():
    state = growing()
    events, state = act(state, "red", {"type": "hunt", "tools": []})
    assert events[-1] == {"type": "PhaseBegan", "phase": "grow_neutral", "queue": ["blue"]}
    food = dict(state.food)
    grown = []
    for space in ("C.0.2", "B.0.2", "D.1.0"):  # B.0.2 holds red: neutrals share with other clans
        events, state = act(state, "blue", {"type": "grow_neutral", "space": space})
        grown.append(events)
    assert [types(e) for e in grown] == [["NeutralGrew"], ["NeutralGrew"], ["NeutralGrew", "PhaseBegan"]]
    assert grown[-1][-1] == {"type": "PhaseBegan", "phase": "expand", "queue": ["blue", "red"]}
    assert state.size("neutral") == 7 == state.size("red") and state.food == food  # no cost
    assert state.occupants("B.0.2") == ["red", "neutral"]


def test_FS_2P_11_neutral_growth_follows_the_placement_rules():
    _, state = act(growing(), "red", {"type": "hunt", "tools": []})
    assert sorted(c["space"] for c in sparks.legal_commands(state, "blue")) == ["B.0.2", "C.0.2", "D.1.0", "D.1.2"]
    refused(state, "blue", {"type": "grow_neutral", "space": "D.0.1"}, "FS-2P-11")  # already neutral
    refused(state, "blue", {"type": "grow_neutral", "space": "C.1.2"}, "FS-2P-11")  # not next to a neutral
    refused(state, "blue", {"type": "expand", "spaces": []}, "FS-2P-11")  # the neutral grows first
    with pytest.raises(NotYourTurn):
        sparks.decide(state, "red", {"type": "grow_neutral", "space": "C.0.2"}, random.Random(0))
    # a member placed a step before counts as a neighbour
    _, state = act(state, "blue", {"type": "grow_neutral", "space": "C.0.2"})
    _, state = act(state, "blue", {"type": "grow_neutral", "space": "C.0.0"})
    assert "C.0.0" in state.clans["neutral"]


def test_FS_2P_11_the_target_is_the_first_players_clan_after_feeding():
    # red feeds 7 members with 4 food (Herbs included) and loses 3: the neutral (4) already matches it, so it
    # does not grow (OQ-FS-21)
    state = growing(food={"red": 3})
    _, state = act(state, "red", {"type": "hunt", "tools": []})
    _, state = act(state, "red", {"type": "remove_members", "spaces": ["B.0.0", "B.0.1", "B.1.1"]})
    assert state.size("red") == 4 and state.phase == "expand" and state.queue == ["blue", "red"]


def test_FS_2P_11_a_neutral_as_large_as_the_first_player_adds_no_one():
    state = growing(clans={"neutral": NEUTRAL_FOUR + ["D.1.0", "D.1.2", "C.0.2", "C.0.0"]})
    events, state = act(state, "red", {"type": "hunt", "tools": []})
    assert events[-1] == {"type": "PhaseBegan", "phase": "expand", "queue": ["blue", "red"]}


def test_FS_2P_12_neutral_members_count_for_the_surcharge():
    state = tidy(table(2, phase="expand", round=1, queue=["blue", "red"], food={"blue": 10},
                       clans={"blue": ["C.0.2"], "neutral": ["D.0.1", "C.0.0"], "red": ["C.0.0"]}))
    events, after = act(state, "blue", {"type": "expand", "spaces": ["D.0.1"]})
    assert of_type(events, "Expanded")[0]["cost"] == 1 + 2 and sorted(after.occupants("D.0.1")) == ["blue", "neutral"]
    events, _ = act(state, "blue", {"type": "expand", "spaces": ["C.0.0"]})  # neutral and red: third
    assert of_type(events, "Expanded")[0]["cost"] == 1 + 3


def test_FS_2P_12_neutral_members_close_their_area_to_first_members():
    state = table(2)
    _, state = act(state, "blue", {"type": "place_member", "space": "C.1.0"})  # the neutral in valley C.1
    err = refused(state, "blue", {"type": "place_member", "space": "C.1.2"}, "FS-PLACE-3")
    assert "neutral" in str(err)
    assert not any(c["space"].startswith("C.1") for c in sparks.legal_commands(state, "blue"))


def test_FS_2P_13_the_stage_change_leaves_four_cards():
    state = tidy(table(2, phase="expand", round=1, queue=["red"], market=[8, 9, 12, 13, 14], market_reshuffle=True,
                       deck={"reshuffle": False}, clans={"red": ["B.0.0"], "blue": ["C.0.0"], "neutral": ["D.0.0"]}))
    events, after = act(state, "red", {"type": "expand", "spaces": []})
    assert of_type(events, "StageChanged") == [{"type": "StageChanged", "boxed": [8]}]
    assert after.market == after.current == [9, 12, 13, 14] and after.stage == 2


def test_FS_2P_14_the_resupply_base_is_2_1_0_0_plus_the_areas():
    state = tidy(table(2, phase="expand", round=1, queue=["red"],
                       clans={"red": ["B.0.0"], "blue": ["C.0.0"], "neutral": ["D.0.0"]}))
    assert Counter(state.board.areas.values()) == {"berry_bush": 2, "lake": 2, "valley": 2}
    events, _ = act(state, "red", {"type": "expand", "spaces": []})
    assert of_type(events, "Resupplied")[0]["amounts"] == {"berries": 2 + 2, "fish": 1 + 2, "bear": 0,
                                                           "mammoth": 0 + 2}


# -- six players ---------------------------------------------------------------------------------------------
def test_FS_6P_1_card_15_lies_on_top_of_the_deck_and_no_card_is_removed():
    state = table(6)
    assert state.deck_top == [15] and not state.unseen and state.deck_reshuffle
    assert state.deck_size == 27 + 1 and sparks.view(state, "red")["deck"]["top"] == [15]
    state = tidy(table(6, phase="buy", round=1, bonus=7, clans={s: [sp] for s, sp in zip(
        state.order, ["C.0.0", "E.0.0", "D.0.0", "B.0.0", "A.0.0", "F.0.0"], strict=True)}))
    events, state = act(state, "purple", {"type": "offer_card", "card": 7})
    for seat in state.order[1:]:
        events, state = act(state, seat, {"type": "decline_card"})
    assert of_type(events, "CardDrawn") == [{"type": "CardDrawn", "card": 15, "reshuffle": False}]
    assert state.deck_top == [] and 15 in state.market


def test_FS_6P_2_all_six_tiles_and_a_6_4_3_1_resupply_base():
    for seed in range(3):
        assert sorted(p.tile for p in sparks.new_game(6, seed=seed)[0].placements) == list("ABCDEF")
    state = tidy(table(6, phase="expand", round=1, queue=["purple"],
                       clans={"purple": ["C.0.0"], "white": ["E.0.0"], "blue": ["D.0.0"], "red": ["B.0.0"],
                              "yellow": ["A.0.0"], "green": ["F.0.0"]}))
    assert Counter(state.board.areas.values()) == {"berry_bush": 4, "lake": 3, "forest": 3, "valley": 2}
    events, _ = act(state, "purple", {"type": "expand", "spaces": []})
    assert of_type(events, "Resupplied")[0]["amounts"] == {"berries": 6 + 4, "fish": 4 + 3, "bear": 3 + 3,
                                                           "mammoth": 1 + 2}


def test_FS_6P_3_no_start_spaces_every_clan_places_its_own_first_member():
    state = table(6)
    assert state.phase == "place_first" and state.queue == list(reversed(state.order))
    assert all(not state.clans[s] for s in state.seats)
    refused(state, "green", {"type": "skip_second_member"}, "FS-PLACE-2")
    state = auto(state, until=lambda s: s.phase == "place_second")
    assert all(state.size(s) == 1 for s in state.seats)


def test_FS_6P_4_six_clans_may_share_one_space():
    others = ["purple", "white", "blue", "red", "yellow"]
    state = tidy(table(6, phase="expand", round=1, queue=["green"], food={"green": 9},
                       clans={**{s: ["C.0.0"] for s in others}, "green": ["C.0.1"]}))
    events, after = act(state, "green", {"type": "expand", "spaces": ["C.0.0"]})
    assert of_type(events, "Expanded")[0]["cost"] == 1 + 6
    assert len(after.occupants("C.0.0")) == 6
