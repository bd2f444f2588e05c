"""Rule tests for phase 1 of The First Sparks: buying technology and spoiled food (FS-TECH, FS-SPOIL, the buying
side of FS-KNOW-1/3/5, SC-FS-6, SC-FS-D1..D4, SC-FS-D8).

The table: 3 players in the order red, blue, yellow (Herbs 2, 1, 3), one member each, 7 food each, the market
7-14 with the bonus on #7. Provisional prices: #7 2, #8 2, #9 (Fire) 3, #10 3, #16 5, #17 6, #21 (Sled) 4,
#28 (Intelligence) 6; the Intelligence tests give a player who must not be asked less food than its price.
"""
from __future__ import annotations

import random

import pytest

from engine import sparks
from engine.core import NotYourTurn
from engine.sparks.data import PROVISIONAL
from engine.sparks.views import view

from .table import act, of_type
from .test_rules_setup import FIRST, build, ok, refused, run

PASS = {"type": "pass_buying"}
WANT = {"type": "want_card"}
NO = {"type": "decline_card"}
ORDER = ["red", "blue", "yellow"]
SHORT = PROVISIONAL.card(28).price - 1  # food that cannot pay for Intelligence (OQ-FS-9)


def offer(card):
    return {"type": "offer_card", "card": card}


def discard(card):
    return {"type": "discard_tool", "card": card}


def shop(**kw):
    """Phase 1 of round 1: order red, blue, yellow, one member each, the bonus on #7 (fields override)."""
    kw.setdefault("bonus", 7)
    kw.setdefault("order", list(ORDER))
    return build(3, phase="buy", round=1, clans=FIRST, queue=[], **kw)


def not_your_turn(state, seat, cmd):
    with pytest.raises(NotYourTurn):
        sparks.decide(state, seat, cmd, random.Random(0))
    assert sparks.legal_commands(state, seat) == []


# ======================================================================================================
# FS-TECH: buying technology
# ======================================================================================================
def test_FS_TECH_1_bonus_on_the_lowest_current_card_when_phase_1_begins():
    state = build(3, phase="place_second", queue=["blue"], clans=FIRST)
    events, after = act(state, "blue", {"type": "skip_second_member"})
    assert of_type(events, "BonusPlaced") == [{"type": "BonusPlaced", "card": 7}]
    assert after.bonus == 7 and view(after, None)["market"]["bonus"] == 7


def test_FS_TECH_1_in_later_rounds_too():
    # #7 and #9 were bought in round 1: bureaucracy sends #17 under the deck and draws #19; round 2's bonus is on #8
    state = build(3, phase="expand", round=1, queue=["yellow"], clans=FIRST, order=ORDER, bonus=None,
                  market=[8, 10, 11, 12, 13, 14, 16, 17], next_card=19)
    events, after = act(state, "yellow", {"type": "expand", "spaces": []})
    assert of_type(events, "CardUnderDeck")[0]["card"] == 17 and of_type(events, "CardDrawn")[0]["card"] == 19
    assert of_type(events, "BonusPlaced") == [{"type": "BonusPlaced", "card": 8}]
    assert after.round == 2 and after.bonus == 8 and after.current == [8, 10, 11, 12]


def test_FS_TECH_2_the_offerer_is_the_first_player_not_yet_done():
    state = shop()
    assert sparks.to_act(state) == {"red"} and state.offerer == "red"
    not_your_turn(state, "blue", offer(8))
    state = shop(done=["red"])
    assert sparks.to_act(state) == {"blue"}
    not_your_turn(state, "red", offer(8))
    not_your_turn(state, "yellow", PASS)


def test_FS_TECH_3_offer_a_current_card_or_pass():
    state = shop()
    assert sparks.legal_commands(state, "red") == [offer(7), offer(8), offer(9), offer(10), PASS]
    refused(state, "red", offer(11), "FS-TECH-3")  # the future market cannot be bought yet
    refused(state, "red", offer(20), "FS-TECH-3")  # nor a card in the deck
    events, after = ok(state, "red", PASS)
    assert events[0] == {"type": "BuyingPassed", "seat": "red"} and after.done == ["red"]


def test_FS_TECH_4_a_player_who_passed_takes_nothing_this_round():
    state = shop()
    _, state = ok(state, "red", PASS)
    events, state = ok(state, "blue", offer(8))
    assert events[0]["asked"] == ["yellow"]  # red is not asked
    not_your_turn(state, "red", WANT)
    events, state = ok(state, "yellow", WANT)
    assert of_type(events, "CardBought")[0]["seat"] == "yellow"
    assert state.cards["red"] == [2] and "red" not in sparks.to_act(state)


def test_FS_TECH_5_the_others_answer_in_turn_order():
    state = shop(order=["yellow", "red", "blue"])
    events, state = ok(state, "yellow", offer(8))
    assert events == [{"type": "CardOffered", "seat": "yellow", "card": 8, "asked": ["red", "blue"],
                       "may_box": False}]
    assert sparks.to_act(state) == {"red"}
    assert sparks.legal_commands(state, "red") == [WANT, NO]
    not_your_turn(state, "blue", WANT)  # blue answers after red
    not_your_turn(state, "yellow", PASS)  # the offerer waits
    refused(state, "red", offer(7), "FS-TECH-5")  # an answer is due, not an offer
    _, state = ok(state, "red", NO)
    assert sparks.to_act(state) == {"blue"} and state.offer["wanting"] == []


def test_FS_TECH_6_the_willing_player_furthest_back_gets_it():
    state = shop()
    events, after = run(state, ("red", offer(8)), ("blue", WANT), ("yellow", WANT))
    assert of_type(events, "CardBought") == [{"type": "CardBought", "seat": "yellow", "card": 8, "price": 2,
                                              "bonus": False}]
    assert after.cards["yellow"] == [3, 8] and after.food == {"red": 7, "blue": 7, "yellow": 5}


def test_FS_TECH_6_the_only_willing_player_gets_it_at_the_printed_price():
    state = shop()
    events, after = run(state, ("red", offer(10)), ("blue", WANT), ("yellow", NO))
    assert of_type(events, "CardBought")[0] == {"type": "CardBought", "seat": "blue", "card": 10, "price": 3,
                                                "bonus": False}
    assert after.food["blue"] == 4


def test_FS_TECH_6_an_offer_nobody_else_wants_binds_the_offerer():
    state = shop()
    events, after = run(state, ("red", offer(10)), ("blue", NO), ("yellow", NO))
    assert of_type(events, "CardBought")[0]["seat"] == "red" and after.cards["red"] == [2, 10]
    assert after.food["red"] == 4
    # when no one else may take it, the offer is settled at once
    state = shop(done=["blue", "yellow"])
    events, after = ok(state, "red", offer(10))
    assert [e["type"] for e in events[:2]] == ["CardOffered", "CardBought"] and after.cards["red"] == [2, 10]


def test_FS_TECH_7_the_buyer_pays_the_price_and_keeps_the_card_face_up():
    state = shop(food={"blue": 9})
    _, after = run(state, ("red", offer(9)), ("blue", WANT), ("yellow", NO))
    assert after.food["blue"] == 9 - 3 and after.harvest == state.harvest
    assert 9 not in after.market and view(after, "yellow")["players"]["blue"]["cards"] == [1, 9]


def test_FS_TECH_7_only_cards_the_player_can_pay_OQ_FS_9():
    state = shop(food={"red": 2, "blue": 1, "yellow": 7})
    refused(state, "red", offer(9), "FS-TECH-7")  # 3 > 2
    events, state = ok(state, "red", offer(8))  # blue, with 1, is not asked about a card of 2
    assert events[0]["asked"] == ["yellow"]
    # a player who can pay for no current card can only pass (#7 with its bonus still costs 1)
    poor = shop(food={"red": 0})
    assert sparks.legal_commands(poor, "red") == [PASS]


def test_FS_TECH_8_the_bonus_goes_with_its_card_and_helps_pay_for_it():
    state = shop(food={"red": 1})
    events, after = ok(state, "red", offer(7))  # price 2: 1 food plus the bonus crop
    assert events[0]["asked"] == ["blue", "yellow"]
    events, after = run(after, ("blue", NO), ("yellow", NO))
    assert of_type(events, "CardBought")[0] == {"type": "CardBought", "seat": "red", "card": 7, "price": 2,
                                                "bonus": True}
    assert after.food["red"] == 0 and after.bonus is None
    # another card does not carry it
    _, after = run(shop(), ("red", offer(8)), ("blue", NO), ("yellow", WANT))
    assert after.food["yellow"] == 5 and after.bonus == 7


def test_FS_TECH_9_one_card_per_clan_per_round():
    state = shop()
    _, state = run(state, ("red", offer(8)), ("blue", NO), ("yellow", NO))
    assert state.done == ["red"] and state.offerer == "blue"
    events, state = ok(state, "blue", offer(10))
    assert events[0]["asked"] == ["yellow"]  # red bought: he is not asked again
    events, state = ok(state, "yellow", NO)
    assert state.offerer == "yellow" and sparks.to_act(state) == {"yellow"}
    events, state = ok(state, "yellow", offer(9))
    assert events[0]["asked"] == [] and state.phase == "hunt"  # all three have their card
    assert [len(state.cards[s]) for s in ORDER] == [2, 2, 2]


def test_FS_TECH_10_after_the_offerer_buys_the_next_player_offers():
    _, state = run(shop(), ("red", offer(8)), ("blue", NO), ("yellow", NO))
    assert sparks.to_act(state) == {"blue"}


def test_FS_TECH_10_after_someone_else_buys_the_offerer_stays():
    _, state = run(shop(), ("red", offer(8)), ("blue", WANT), ("yellow", NO))
    assert state.cards["blue"] == [1, 8] and sparks.to_act(state) == {"red"}
    assert sparks.legal_commands(state, "red") == [offer(7), offer(9), offer(10), offer(11), PASS]
    events, state = ok(state, "red", offer(11))
    assert events[0]["asked"] == ["yellow"]
    events, state = ok(state, "yellow", WANT)
    assert of_type(events, "CardBought")[0]["seat"] == "yellow" and sparks.to_act(state) == {"red"}


def test_FS_TECH_11_a_card_is_drawn_at_once_and_the_market_sorted():
    state = shop(next_card=16)
    events, after = run(state, ("red", offer(10)), ("blue", NO), ("yellow", NO))
    assert of_type(events, "CardDrawn") == [{"type": "CardDrawn", "card": 16, "reshuffle": False}]
    assert after.market == [7, 8, 9, 11, 12, 13, 14, 16]
    shown = view(after, None)["market"]
    assert shown["current"] == [7, 8, 9, 11] and shown["future"] == [12, 13, 14, 16]
    assert 16 not in after.deck and after.deck_top == []


def test_FS_TECH_12_a_lower_card_drawn_sends_the_bonus_back():
    state = shop(market=[10, 11, 12, 13, 14, 16, 17, 19], bonus=10, next_card=9)
    events, after = run(state, ("red", offer(12)), ("blue", NO), ("yellow", NO))
    assert of_type(events, "BonusReturned") == [{"type": "BonusReturned", "card": 10, "reason": "FS-TECH-12"}]
    assert after.bonus is None and after.current == [9, 10, 11, 13]  # it does not move to #9
    assert after.food["red"] == 7 - 4


def test_FS_TECH_12_a_higher_card_drawn_leaves_the_bonus():
    state = shop(market=[10, 11, 12, 13, 14, 16, 17, 19], bonus=10, next_card=20)
    events, after = run(state, ("red", offer(12)), ("blue", NO), ("yellow", NO))
    assert not of_type(events, "BonusReturned") and after.bonus == 10


def empty_deck(bottom=()):
    return {"top": [], "cards": [], "reshuffle": True, "bottom": list(bottom)}


def test_FS_TECH_13_the_reshuffle_card_takes_the_slot_and_the_deck_is_reshuffled():
    state = shop(deck=empty_deck([30, 31]))
    events, state = run(state, ("red", offer(8)), ("blue", NO), ("yellow", NO))
    assert of_type(events, "CardDrawn") == [{"type": "CardDrawn", "card": None, "reshuffle": True}]  # only one draw
    assert of_type(events, "DeckReshuffled") == [{"type": "DeckReshuffled", "count": 2}]
    assert state.market == [7, 9, 10, 11, 12, 13, 14] and state.market_reshuffle
    assert state.deck == {30, 31} and not state.deck_reshuffle and state.deck_bottom == []
    shown = view(state, None)["market"]
    assert shown["current"] == [7, 9, 10, 11] and shown["future"] == [12, 13, 14] and shown["reshuffle_card"]
    assert state.bonus == 7  # the reshuffle card ranks above every card: the bonus stays
    # later purchases draw as usual from the new deck
    events, state = run(state, ("blue", offer(9)), ("yellow", NO))
    (drawn,) = of_type(events, "CardDrawn")
    assert drawn["card"] in (30, 31) and len(state.market) == 7 and state.market_reshuffle


def test_FS_TECH_13_with_the_deck_spent_the_market_shrinks():
    state = shop(deck={"top": [], "cards": [], "reshuffle": False, "bottom": []}, market_reshuffle=True,
                 market=[7, 8, 9, 10, 11, 12, 13])
    events, after = run(state, ("red", offer(8)), ("blue", NO), ("yellow", NO))
    assert not of_type(events, "CardDrawn") and after.market == [7, 9, 10, 11, 12, 13]


def test_FS_TECH_14_buying_ends_when_everyone_bought_or_passed():
    state = shop()
    _, state = run(state, ("red", offer(8)), ("blue", NO), ("yellow", NO), ("blue", PASS))
    assert state.phase == "buy" and sparks.to_act(state) == {"yellow"}
    events, state = ok(state, "yellow", PASS)
    assert of_type(events, "PhaseBegan") == [{"type": "PhaseBegan", "phase": "hunt",
                                             "queue": ["yellow", "blue", "red"]}]
    assert state.phase == "hunt"


def test_FS_TECH_14_a_discard_due_on_the_last_purchase_comes_before_the_end_of_buying():
    state = shop(done=["red", "blue"], cards={"yellow": [16, 17]}, food={"yellow": 9})
    events, state = ok(state, "yellow", offer(10))
    assert state.phase == "buy" and not of_type(events, "FoodSpoiled")
    assert state.pending == [{"seat": "yellow", "kind": "discard_tool", "card": 10}]
    events, state = ok(state, "yellow", discard(17))
    assert [e["type"] for e in events[:2]] == ["DecisionTaken", "ToolDiscarded"]
    assert of_type(events, "FoodSpoiled")[-1] == {"type": "FoodSpoiled", "seat": "yellow", "amount": 2}
    assert state.phase == "hunt" and state.cards["yellow"] == [3, 10, 16]


def test_FS_TECH_15_the_unsold_bonus_card_goes_to_the_box_and_a_card_is_drawn():
    state = shop(next_card=20)
    events, after = run(state, ("red", PASS), ("blue", PASS), ("yellow", PASS))
    kinds = [e["type"] for e in events]
    assert kinds[3:6] == ["BonusReturned", "CardBoxed", "CardDrawn"]
    assert events[3] == {"type": "BonusReturned", "card": 7, "reason": "FS-TECH-15"}
    assert events[4] == {"type": "CardBoxed", "card": 7, "reason": "FS-TECH-15"}
    assert events[5]["card"] == 20
    assert after.market == [8, 9, 10, 11, 12, 13, 14, 20] and after.boxed == [7] and after.bonus is None


def test_FS_TECH_15_the_phase_end_draw_may_bring_the_reshuffle_card():
    state = shop(deck=empty_deck())
    events, after = run(state, ("red", PASS), ("blue", PASS), ("yellow", PASS))
    assert of_type(events, "CardDrawn") == [{"type": "CardDrawn", "card": None, "reshuffle": True}]
    assert after.market == [8, 9, 10, 11, 12, 13, 14] and after.market_reshuffle


def test_FS_TECH_16_a_tool_is_checked_against_the_limit_at_once():
    state = shop(cards={"blue": [16, 17]})
    events, state = run(state, ("red", offer(8)), ("blue", WANT), ("yellow", NO))
    assert events[-1] == {"type": "DecisionRequested", "seat": "blue", "kind": "discard_tool", "card": 8}
    assert sparks.to_act(state) == {"blue"} and state.phase == "buy"  # the offerer waits for the discard
    not_your_turn(state, "red", offer(9))
    refused(state, "blue", PASS, "FS-CARD-7")
    _, state = ok(state, "blue", discard(16))
    assert state.cards["blue"] == [1, 8, 17] and sparks.to_act(state) == {"red"}


def test_FS_TECH_16_a_knowledge_card_already_owned_can_be_neither_offered_nor_claimed():
    refused(shop(cards={"red": [15]}), "red", offer(9), "FS-CARD-8")
    # the other Fire owner is not asked about #9: blue only
    events, _ = ok(shop(cards={"yellow": [15]}), "red", offer(9))
    assert events[0]["asked"] == ["blue"]


def test_FS_CARD_7_only_an_owned_tool_may_be_discarded():
    state = shop(cards={"red": [16, 17, 21, 13]})  # sled: 4 tools held
    _, state = run(state, ("red", offer(10)), ("blue", NO), ("yellow", NO))
    assert state.pending[0]["kind"] == "discard_tool"
    refused(state, "red", discard(21), "FS-CARD-7")  # knowledge is no tool
    refused(state, "red", discard(8), "FS-CARD-7")  # not his
    _, after = ok(state, "red", discard(2))
    assert after.tools("red") == [10, 13, 16, 17] and 2 in after.boxed


# ======================================================================================================
# FS-SPOIL: spoiled food
# ======================================================================================================
@pytest.mark.parametrize("food,lost", [(0, 0), (2, 0), (3, 1), (5, 1), (7, 2), (8, 2), (9, 3), (14, 4)])
def test_FS_SPOIL_1_a_third_rounded_down_without_fire(food, lost):
    state = shop(food={"blue": food})
    events, after = run(state, ("red", PASS), ("blue", PASS), ("yellow", PASS))
    spoiled = {e["seat"]: e["amount"] for e in of_type(events, "FoodSpoiled")}
    assert spoiled.get("blue", 0) == lost and after.food["blue"] == food - lost
    assert spoiled["red"] == spoiled["yellow"] == 2
    assert after.harvest == state.harvest  # to the general supply


def test_FS_SPOIL_1_spoilage_comes_after_the_last_purchase():
    state = shop()
    events, after = run(state, ("red", offer(10)), ("blue", NO), ("yellow", NO), ("blue", PASS), ("yellow", PASS))
    kinds = [e["type"] for e in events]
    assert kinds.index("FoodSpoiled") > kinds.index("CardBought")
    assert after.food == {"red": 4 - 1, "blue": 7 - 2, "yellow": 7 - 2}


def test_FS_SPOIL_2_only_the_value_counts_no_choice_asked():
    state = shop(food={"red": 8})
    events, after = run(state, ("red", PASS), ("blue", PASS), ("yellow", PASS))
    assert of_type(events, "FoodSpoiled")[0] == {"type": "FoodSpoiled", "seat": "red", "amount": 2}
    assert not after.pending and after.phase == "hunt" and after.food["red"] == 6


def test_FS_SPOIL_3_fire_keeps_everything_even_in_the_round_it_is_bought():
    state = shop(cards={"yellow": [15]}, food={"red": 9, "yellow": 12})
    events, after = run(state, ("red", offer(9)), ("blue", NO), ("blue", PASS), ("yellow", PASS))
    assert [e["seat"] for e in of_type(events, "FoodSpoiled")] == ["blue"]
    assert after.food == {"red": 6, "blue": 5, "yellow": 12}


# ======================================================================================================
# FS-KNOW (buying side)
# ======================================================================================================
def test_FS_KNOW_1_fire_hides_food_from_the_others_and_stops_spoilage():
    state = shop(food={"red": 10})
    _, state = run(state, ("red", offer(9)), ("blue", NO), ("yellow", NO))
    assert view(state, "red")["players"]["red"]["food"] == 7
    assert view(state, "blue")["players"]["red"] == {"herbs": 2, "cards": [2, 9], "tool_limit": 3, "food": None,
                                                     "food_hidden": True}
    events, state = run(state, ("blue", PASS), ("yellow", PASS))
    assert "red" not in [e["seat"] for e in of_type(events, "FoodSpoiled")] and state.food["red"] == 7
    # his food is shown again when the game is over (FS-END-4)
    ended = {"winner": "red", "winners": ["red"], "ranking": ["red", "blue", "yellow"], "round": 4,
             "reason": "clan_size", "scores": {seat: {"members": 0, "food": 0} for seat in ("red", "blue", "yellow")}}
    over = build(3, cards={"red": [9]}, phase="over", result=ended)
    assert view(over, "blue")["players"]["red"]["food"] == 7


def test_FS_KNOW_3_the_sled_raises_the_tool_limit_to_4():
    state = shop(cards={"red": [16, 17, 21]})  # Herbs + 2 tools + sled
    events, after = run(state, ("red", offer(10)), ("blue", NO), ("yellow", NO))
    assert not of_type(events, "DecisionRequested") and after.tools("red") == [2, 10, 16, 17]
    assert view(after, "blue")["players"]["red"]["tool_limit"] == 4
    # a fifth tool forces a discard
    state = shop(cards={"red": [13, 16, 17, 21]})
    events, after = run(state, ("red", offer(10)), ("blue", NO), ("yellow", NO))
    assert of_type(events, "DecisionRequested")[0]["kind"] == "discard_tool"
    assert sorted(c["card"] for c in sparks.legal_commands(after, "red")) == [2, 10, 13, 16, 17]


def test_FS_KNOW_5_intelligence_swaps_its_buyer_back_at_once():
    state = shop(food={"red": 9, "blue": SHORT, "yellow": SHORT}, market=[8, 10, 11, 28, 29, 30, 31, 32], bonus=8)
    events, state = run(state, ("red", offer(28)))  # no one else can pay for it: red buys at once
    assert of_type(events, "OrderSet") == [{"type": "OrderSet", "order": ["blue", "red", "yellow"],
                                           "reason": "FS-KNOW-5"}]
    assert sparks.to_act(state) == {"blue"}
    # it also sets this round's hunting order (OQ-FS-23)
    _, state = run(state, ("blue", PASS), ("yellow", PASS))
    assert state.queue == ["yellow", "red", "blue"]


def test_FS_KNOW_5_the_last_player_stays_last():
    state = shop(food={"red": 9, "blue": SHORT, "yellow": 9}, market=[8, 10, 11, 28, 29, 30, 31, 32], bonus=8)
    _, state = run(state, ("red", offer(28)), ("yellow", WANT))
    assert state.cards["yellow"] == [3, 28] and state.order == ORDER and sparks.to_act(state) == {"red"}


def test_FS_KNOW_5_a_buyer_who_did_not_offer_swaps_too():
    # blue claims Intelligence from red's offer and drops behind yellow; red stays the offerer
    state = shop(food={"red": 9, "blue": 9, "yellow": SHORT}, market=[8, 10, 11, 28, 29, 30, 31, 32], bonus=8)
    _, state = run(state, ("red", offer(28)), ("blue", WANT))
    assert state.order == ["red", "yellow", "blue"] and sparks.to_act(state) == {"red"}
    _, state = run(state, ("red", PASS), ("yellow", PASS))
    assert state.phase == "hunt" and state.queue == ["blue", "yellow", "red"]


# ======================================================================================================
# Worked examples
# ======================================================================================================
def test_SC_FS_6_eight_food_without_fire_loses_two():
    # a mammoth, a berry and two green crops: 4 + 2 + 1 + 1 = 8; giving up the berry (2) is enough
    state = shop(food={"red": 4 + 2 + 1 + 1})
    events, after = run(state, ("red", PASS), ("blue", PASS), ("yellow", PASS))
    assert {e["seat"]: e["amount"] for e in of_type(events, "FoodSpoiled")}["red"] == 2
    assert after.food["red"] == 6


def test_SC_FS_D1_furthest_back_wins_and_an_unwanted_offer_binds_the_offerer():
    state = shop()
    events, state = run(state, ("red", offer(10)), ("blue", WANT), ("yellow", WANT))
    assert of_type(events, "CardBought")[0]["seat"] == "yellow"
    assert sparks.to_act(state) == {"red"}  # red stays the offerer
    events, state = run(state, ("red", offer(8)), ("blue", NO))
    assert of_type(events, "CardBought")[0]["seat"] == "red"
    assert sparks.to_act(state) == {"blue"}  # the next player now offers


def test_SC_FS_D2_bonus_lost_and_no_card_boxed_at_the_end():
    state = shop(market=[10, 11, 12, 13, 14, 16, 17, 19], bonus=10, next_card=9)
    events, state = run(state, ("red", offer(12)), ("blue", NO), ("yellow", NO))
    assert of_type(events, "BonusReturned")[0]["reason"] == "FS-TECH-12"
    events, state = run(state, ("blue", PASS), ("yellow", PASS))
    assert not of_type(events, "CardBoxed") and not of_type(events, "CardDrawn")
    assert state.market == [9, 10, 11, 13, 14, 16, 17, 19] and state.phase == "hunt"


def test_SC_FS_D3_the_unsold_bonus_card_is_boxed():
    state = shop(next_card=25)
    events, state = run(state, ("red", offer(8)), ("blue", NO), ("yellow", NO), ("blue", offer(10)),
                        ("yellow", NO), ("yellow", PASS))
    assert of_type(events, "CardBoxed") == [{"type": "CardBoxed", "card": 7, "reason": "FS-TECH-15"}]
    assert of_type(events, "BonusReturned") == [{"type": "BonusReturned", "card": 7, "reason": "FS-TECH-15"}]
    assert len(of_type(events, "CardDrawn")) == 3  # two purchases and the replacement of #7
    assert 7 in state.boxed and len(state.market) == 8 and state.market == sorted(state.market)


def test_SC_FS_D4_herbs_two_tools_and_a_third_make_four_herbs_may_go():
    state = shop(cards={"red": [16, 17]})
    events, state = run(state, ("red", offer(10)), ("blue", NO), ("yellow", NO))
    assert state.pending == [{"seat": "red", "kind": "discard_tool", "card": 10}]
    events, after = ok(state, "red", discard(2))
    assert events[1] == {"type": "ToolDiscarded", "seat": "red", "card": 2}
    assert after.cards["red"] == [10, 16, 17] and after.boxed == [2] and sparks.to_act(after) == {"blue"}
    # with the sled, the same purchase needs no discard
    state = shop(cards={"red": [16, 17, 21]})
    events, after = run(state, ("red", offer(10)), ("blue", NO), ("yellow", NO))
    assert not after.pending and after.tools("red") == [2, 10, 16, 17]


def test_SC_FS_D8_intelligence_first_player_becomes_second_and_again_after_bureaucracy():
    state = shop(food={"red": 9, "blue": SHORT, "yellow": SHORT}, market=[8, 10, 11, 28, 29, 30, 31, 32], bonus=8)
    _, state = run(state, ("red", offer(28)))
    assert state.order == ["blue", "red", "yellow"]
    # end of the round: red has the largest clan, so the sort puts him first and the card moves him to second
    state = build(3, phase="expand", round=1, queue=["yellow"], order=["blue", "red", "yellow"],
                  clans={"red": ["D.0.0", "D.0.1", "D.1.0"], "blue": ["B.0.1", "B.0.2"], "yellow": ["A.0.2"]},
                  cards={"red": [28]})
    events, after = act(state, "yellow", {"type": "expand", "spaces": []})
    assert of_type(events, "OrderSet") == [{"type": "OrderSet", "order": ["blue", "red", "yellow"],
                                           "reason": "FS-BUREAU-2"}]
    assert sparks.to_act(after) == {"blue"}


def test_FS_KNOW_1_a_fire_owner_who_cannot_pay_is_asked_all_the_same_so_his_silence_tells_nothing():
    # Blue cannot pay for #10 (price 3) with 2 food. Without Fire everyone sees that, so he is not asked;
    # with Fire his food is hidden, so he is asked and may only decline (OQ-FS-9).
    events, _ = run(shop(food={"blue": 2}), ("red", offer(10)))
    assert of_type(events, "CardOffered")[0]["asked"] == ["yellow"]
    state = shop(food={"blue": 2}, cards={"blue": [9]})
    events, state = run(state, ("red", offer(10)))
    assert of_type(events, "CardOffered")[0]["asked"] == ["blue", "yellow"]
    assert sparks.legal_commands(state, "blue") == [NO]
    refused(state, "blue", WANT, "FS-TECH-7")
