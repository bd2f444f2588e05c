"""Money, card management, the end of the game and scoring: AC-MONEY, AC-MERCHANT, AC-TRADER, AC-PIRACY,
AC-DRAFT, AC-DISCARD, AC-RESERVE, AC-GOVERNOR, AC-INTENDANT, AC-HOMESUPPORT, AC-PASS, AC-END, AC-SCORE and
the project rule AC-CARD-9 (cards are played from the hand)."""
from __future__ import annotations

import pytest

from engine.acres import decide, legal_commands
from engine.acres.data import CARDS, LOCATIONS, OPPONENT
from engine.acres.game import result
from engine.acres.views import view
from engine.core import InvalidPosition, MalformedCommand, NotYourTurn

from .table import Table, event, illegal, rng, types, when

SECOND = {}
FIRST_IT = {"edition": "first"}
FIRST_FR = {"edition": "first", "first_edition_text": "fr"}
EDITIONS = {"2nd": SECOND, "1st-it": FIRST_IT, "1st-fr": FIRST_FR}

# locations nobody holds at the start, to put pieces on
OPEN = [lid for lid, loc in LOCATIONS.items() if loc.start_owner is None]


def start_turn_of(t: Table, seat: str, seed: int = 0):
    """The opponent, out of actions, ends his turn; the events and the state as `seat`'s turn starts.

    In the 1st edition the first end_turn only draws (free actions stay open), so it is sent twice."""
    prev = OPPONENT[seat]
    state = t.turn(prev, actions=0).state()
    events, after = when(state, prev, {"type": "end_turn"}, seed)
    if after.phase == "after_draw":
        more, after = when(after, prev, {"type": "end_turn"}, seed)
        events = events + more
    return events, after


def ended(events) -> bool:
    return "GameEnded" in types(events)


# -- AC-MONEY ------------------------------------------------------------------------------------------
def test_AC_MONEY_1_take_money_plays_one_usable_money_card():
    state = Table().hand("british", "b-philadelphia", "b-boston").state()
    events, after = when(state, "british", {"type": "take_money", "card": "b-philadelphia"})
    assert types(events) == ["MoneyTaken"]
    assert event(events, "MoneyTaken")["amount"] == 3
    assert after.money["british"] == state.money["british"] + 3
    assert after.zones["british"]["hand"] == ["b-boston"]
    assert after.zones["british"]["discard"] == ["b-philadelphia"]
    assert after.actions_left == state.actions_left - 1
    assert after.money["french"] == state.money["french"]


def test_AC_MONEY_1_refused_without_money_value_or_supply():
    state = Table().hand("british", "b-st-marys", "b-militia-1", "b-baltimore").state()
    illegal(state, "british", {"type": "take_money", "card": "b-st-marys"}, "AC-MONEY-1")
    illegal(state, "british", {"type": "take_money", "card": "b-militia-1"}, "AC-MONEY-1")
    # Baltimore shows 3 money but the British do not control it
    illegal(state, "british", {"type": "take_money", "card": "b-baltimore"}, "AC-SUPPLY-1")
    assert {c["type"] for c in legal_commands(state, "british")}.isdisjoint({"take_money"})


# -- AC-MERCHANT ---------------------------------------------------------------------------------------
MERCHANT_HAND = ("b-boston", "b-new-haven", "b-new-york", "b-norfolk", "b-philadelphia", "b-st-marys")


def test_AC_MERCHANT_1_ship_then_one_or_two_money_cards():
    state = Table().hand("british", *MERCHANT_HAND).state()
    events, after = when(state, "british", {"type": "merchant", "ship": "b-boston",
                                             "cards": ["b-new-haven", "b-new-york"]})
    assert types(events) == ["MoneyTaken"]
    assert event(events, "MoneyTaken")["amount"] == 5
    assert after.money["british"] == state.money["british"] + 5
    assert set(after.zones["british"]["discard"]) == {"b-boston", "b-new-haven", "b-new-york"}
    assert after.actions_left == state.actions_left - 1
    # one money card is enough; an empire card with a ship symbol can carry the trade
    events, _ = when(state, "british", {"type": "merchant", "ship": "b-boston", "cards": ["b-norfolk"]})
    assert event(events, "MoneyTaken")["amount"] == 2
    state = Table().hand("british", "b-ships-1", "b-philadelphia").state()
    events, _ = when(state, "british", {"type": "merchant", "ship": "b-ships-1", "cards": ["b-philadelphia"]})
    assert event(events, "MoneyTaken")["amount"] == 3


def test_AC_MERCHANT_1_first_card_needs_a_ship_and_the_others_money():
    state = Table().hand("british", *MERCHANT_HAND).state()
    illegal(state, "british", {"type": "merchant", "ship": "b-philadelphia", "cards": ["b-norfolk"]},
            "AC-MERCHANT-1")
    illegal(state, "british", {"type": "merchant", "ship": "b-boston", "cards": ["b-st-marys"]}, "AC-MERCHANT-1")


@pytest.mark.parametrize("edition", ["2nd", "1st-it"])
def test_AC_MERCHANT_1_at_most_two_money_cards(edition):
    state = Table(**EDITIONS[edition]).hand("british", *MERCHANT_HAND).state()
    illegal(state, "british", {"type": "merchant", "ship": "b-boston",
                               "cards": ["b-new-haven", "b-new-york", "b-norfolk"]}, "AC-MERCHANT-1")


def test_AC_MERCHANT_1_french_first_edition_text_allows_any_number():
    state = Table(**FIRST_FR).hand("british", *MERCHANT_HAND).state()
    cmd = {"type": "merchant", "ship": "b-boston", "cards": ["b-new-haven", "b-new-york", "b-norfolk",
                                                             "b-philadelphia"]}
    assert cmd in legal_commands(state, "british")
    events, after = when(state, "british", cmd)
    assert event(events, "MoneyTaken")["amount"] == 2 + 3 + 2 + 3
    assert after.money["british"] == state.money["british"] + 10


def test_AC_MERCHANT_2_ship_value_not_counted_and_cards_usable():
    t = Table().hand("british", "b-new-york", "b-new-haven", "b-baltimore", "b-halifax", "b-norfolk")
    state = t.state()
    events, after = when(state, "british", {"type": "merchant", "ship": "b-new-york", "cards": ["b-new-haven"]})
    assert event(events, "MoneyTaken")["amount"] == 2  # New York's own 3 is not counted
    assert after.money["british"] == state.money["british"] + 2
    # the ship card cannot double as a money card
    illegal(state, "british", {"type": "merchant", "ship": "b-new-york", "cards": ["b-new-york"]}, "AC-CARD-5")
    # location cards must be usable: the money card, and the ship card too
    illegal(state, "british", {"type": "merchant", "ship": "b-new-york", "cards": ["b-baltimore"]}, "AC-SUPPLY-1")
    illegal(state, "british", {"type": "merchant", "ship": "b-halifax", "cards": ["b-norfolk"]}, "AC-SUPPLY-1")


def test_AC_MERCHANT_2_besieged_money_card_is_not_usable():
    t = Table().hand("british", "b-boston", "b-new-york", "b-norfolk")
    t.siege("french", "new-york", 0)
    state = t.state()
    illegal(state, "british", {"type": "merchant", "ship": "b-boston", "cards": ["b-new-york"]}, "AC-SUPPLY-3")
    events, _ = when(state, "british", {"type": "merchant", "ship": "b-boston", "cards": ["b-norfolk"]})
    assert event(events, "MoneyTaken")["amount"] == 2


# -- AC-TRADER -----------------------------------------------------------------------------------------
def test_AC_TRADER_1_two_money_per_usable_fur_card():
    t = Table().hand("french", "f-trader-1", "f-montreal", "f-trois-rivieres", "f-gaspe", "f-quebec", "f-albany")
    state = t.turn("french").state()
    events, after = when(state, "french", {"type": "trader", "trader": "f-trader-1",
                                            "cards": ["f-montreal", "f-trois-rivieres"]})
    assert types(events) == ["MoneyTaken"]
    assert event(events, "MoneyTaken")["amount"] == 4
    assert after.money["french"] == state.money["french"] + 4
    assert set(after.zones["french"]["discard"]) == {"f-trader-1", "f-montreal", "f-trois-rivieres"}
    assert after.actions_left == state.actions_left - 1
    events, _ = when(state, "french", {"type": "trader", "trader": "f-trader-1",
                                        "cards": ["f-gaspe", "f-montreal", "f-trois-rivieres"]})
    assert event(events, "MoneyTaken")["amount"] == 6
    events, _ = when(state, "french", {"type": "trader", "trader": "f-trader-1", "cards": ["f-gaspe"]})
    assert event(events, "MoneyTaken")["amount"] == 2


def test_AC_TRADER_1_refusals():
    t = Table().hand("french", "f-trader-1", "f-montreal", "f-quebec", "f-albany")
    state = t.turn("french").state()
    illegal(state, "french", {"type": "trader", "trader": "f-trader-1", "cards": ["f-quebec"]}, "AC-TRADER-1")
    illegal(state, "french", {"type": "trader", "trader": "f-quebec", "cards": ["f-montreal"]}, "AC-TRADER-1")
    # Albany shows fur but the French do not control it
    illegal(state, "french", {"type": "trader", "trader": "f-trader-1", "cards": ["f-albany"]}, "AC-SUPPLY-1")
    with pytest.raises(MalformedCommand):  # at least one fur card
        decide(state, "french", {"type": "trader", "trader": "f-trader-1", "cards": []}, rng())


def test_AC_TRADER_1_british_trader():
    state = Table().hand("british", "b-trader", "b-pemaquid").state()
    events, after = when(state, "british", {"type": "trader", "trader": "b-trader", "cards": ["b-pemaquid"]})
    assert event(events, "MoneyTaken")["amount"] == 2
    assert after.money["british"] == state.money["british"] + 2


# -- AC-PIRACY -----------------------------------------------------------------------------------------
PIRACY = {"type": "piracy", "louisbourg": "f-louisbourg", "ship": "f-quebec"}


def test_AC_PIRACY_1_louisbourg_plus_a_ship_card():
    t = Table().hand("french", "f-louisbourg", "f-quebec", "f-ships", "f-montreal", "f-port-royal")
    state = t.turn("french").state()
    assert PIRACY in legal_commands(state, "french")
    events, after = when(state, "french", PIRACY)
    assert types(events) == ["PiracyCommitted"]
    assert set(after.zones["french"]["discard"]) == {"f-louisbourg", "f-quebec"}
    assert after.actions_left == state.actions_left - 1
    events, _ = when(state, "french", {"type": "piracy", "louisbourg": "f-louisbourg", "ship": "f-ships"})
    assert types(events) == ["PiracyCommitted"]
    illegal(state, "french", {"type": "piracy", "louisbourg": "f-louisbourg", "ship": "f-montreal"}, "AC-PIRACY-1")
    illegal(state, "french", {"type": "piracy", "louisbourg": "f-port-royal", "ship": "f-quebec"}, "AC-PIRACY-1")


def test_AC_PIRACY_1_french_only():
    t = Table().control("british", "louisbourg").hand("british", "b-louisbourg", "b-boston")
    state = t.state()
    illegal(state, "british", {"type": "piracy", "louisbourg": "b-louisbourg", "ship": "b-boston"}, "AC-PIRACY-1")


def test_AC_PIRACY_1_louisbourg_must_be_usable():
    t = Table().hand("french", "f-louisbourg", "f-quebec").turn("french").neutral("louisbourg")
    illegal(t.state(), "french", PIRACY, "AC-SUPPLY-1")
    t = Table().hand("french", "f-louisbourg", "f-quebec").turn("french").siege("british", "louisbourg", 0)
    illegal(t.state(), "french", PIRACY, "AC-SUPPLY-3")


def test_AC_PIRACY_2_takes_two_from_the_british():
    state = Table().hand("french", "f-louisbourg", "f-quebec").turn("french").money("british", 7).state()
    events, after = when(state, "french", PIRACY)
    e = event(events, "PiracyCommitted")
    assert (e["from_opponent"], e["from_bank"]) == (2, 0)
    assert after.money["british"] == 5
    assert after.money["french"] == state.money["french"] + 2


@pytest.mark.parametrize("british, from_bank", [(1, 1), (0, 2)])
def test_AC_PIRACY_3_british_short_bank_pays_the_rest(british, from_bank):
    state = Table().hand("french", "f-louisbourg", "f-quebec").turn("french").money("british", british).state()
    events, after = when(state, "french", PIRACY)
    e = event(events, "PiracyCommitted")
    assert (e["from_opponent"], e["from_bank"]) == (british, from_bank)
    assert after.money["british"] == 0
    assert after.money["french"] == state.money["french"] + 2


# -- AC-DRAFT ------------------------------------------------------------------------------------------
def test_AC_DRAFT_1_own_empire_card_paid_to_discard():
    state = Table().money("british", 5).state()
    events, after = when(state, "british", {"type": "draft", "card": "b-militia-1"})
    assert types(events) == ["CardDrafted"]
    assert event(events, "CardDrafted")["cost"] == 2
    assert after.money["british"] == 3
    assert after.zones["british"]["discard"] == ["b-militia-1"]
    assert "b-militia-1" not in after.avail_empire["british"]
    assert after.actions_left == state.actions_left - 1


def test_AC_DRAFT_1_from_the_neutral_display():
    state = Table().money("french", 0).turn("french").state()
    events, after = when(state, "french", {"type": "draft", "card": "n-native-americans-2"})
    assert event(events, "CardDrafted")["cost"] == 0
    assert "n-native-americans-2" not in after.display
    assert after.zones["french"]["discard"] == ["n-native-americans-2"]


def test_AC_DRAFT_1_only_cards_still_available():
    state = Table().hand("british", "b-militia-1").discard("british", "b-militia-2").state()
    illegal(state, "british", {"type": "draft", "card": "b-militia-1"}, "AC-DRAFT-1")
    illegal(state, "british", {"type": "draft", "card": "b-militia-2"}, "AC-DRAFT-1")
    state = Table().discard("french", "n-native-americans-1").state()
    illegal(state, "british", {"type": "draft", "card": "n-native-americans-1"}, "AC-DRAFT-1")


def test_AC_DRAFT_2_never_opponent_colour_or_location_cards():
    state = Table().money("british", 20).state()
    illegal(state, "british", {"type": "draft", "card": "f-militia-1"}, "AC-DRAFT-2")
    illegal(state, "british", {"type": "draft", "card": "b-albany"}, "AC-DRAFT-2")
    illegal(state, "british", {"type": "draft", "card": "f-albany"}, "AC-DRAFT-2")
    drafts = [c["card"] for c in legal_commands(state, "british") if c["type"] == "draft"]
    assert drafts and all(CARDS[c].kind == "empire" and CARDS[c].side in ("british", "neutral") for c in drafts)


def test_AC_DRAFT_3_neutral_fortification_costs_three():
    state = Table().money("british", 3).state()
    events, after = when(state, "british", {"type": "draft", "card": "n-fortification-1"})
    assert event(events, "CardDrafted")["cost"] == 3
    assert after.money["british"] == 0
    assert after.zones["british"]["discard"] == ["n-fortification-1"]
    illegal(Table().money("british", 2).state(), "british", {"type": "draft", "card": "n-fortification-1"},
            "AC-DRAFT-4")


def test_AC_DRAFT_4_cannot_draft_what_you_cannot_pay():
    state = Table().turn("french").money("french", 7).state()
    illegal(state, "french", {"type": "draft", "card": "f-siege-artillery"}, "AC-DRAFT-4")  # costs 8
    _, after = when(state, "french", {"type": "draft", "card": "f-regular-infantry-2"})  # costs 7
    assert after.money["french"] == 0


# -- AC-DISCARD ----------------------------------------------------------------------------------------
def test_AC_DISCARD_1_first_card_free_then_one_each():
    t = Table().hand("british", "b-boston", "b-new-haven", "b-new-york", "b-albany").money("british", 2)
    state = t.state()
    events, after = when(state, "british", {"type": "discard", "cards": ["b-boston", "b-new-haven", "b-new-york"]})
    assert types(events) == ["CardsDiscarded"]
    assert event(events, "CardsDiscarded")["cost"] == 2
    assert after.money["british"] == 0
    assert set(after.zones["british"]["discard"]) == {"b-boston", "b-new-haven", "b-new-york"}
    assert after.zones["british"]["hand"] == ["b-albany"]
    assert after.actions_left == state.actions_left - 1
    # one card is free, even an out-of-supply one
    events, after = when(state, "british", {"type": "discard", "cards": ["b-albany"]})
    assert event(events, "CardsDiscarded")["cost"] == 0 and after.money["british"] == 2


def test_AC_DISCARD_1_refused_when_short_of_money():
    t = Table().hand("british", "b-boston", "b-new-haven", "b-new-york").money("british", 1)
    state = t.state()
    illegal(state, "british", {"type": "discard", "cards": ["b-boston", "b-new-haven", "b-new-york"]},
            "AC-DISCARD-1")
    events, _ = when(state, "british", {"type": "discard", "cards": ["b-boston", "b-new-haven"]})
    assert event(events, "CardsDiscarded")["cost"] == 1


# -- AC-RESERVE ----------------------------------------------------------------------------------------
def test_AC_RESERVE_1_one_card_face_up_into_the_reserve():
    state = Table().hand("british", "b-militia-1", "b-boston").state()
    events, after = when(state, "british", {"type": "reserve", "card": "b-militia-1"})
    assert types(events) == ["CardReserved"]
    assert after.zones["british"]["reserve"] == ["b-militia-1"]
    assert after.zones["british"]["hand"] == ["b-boston"]
    assert after.actions_left == state.actions_left - 1
    with pytest.raises(MalformedCommand):  # one card per action
        decide(state, "british", {"type": "reserve", "cards": ["b-militia-1", "b-boston"]}, rng())


def test_AC_RESERVE_2_second_edition_empire_cards_only():
    state = Table().hand("british", "b-boston", "b-militia-1").state()
    illegal(state, "british", {"type": "reserve", "card": "b-boston"}, "AC-RESERVE-2")
    assert {"type": "reserve", "card": "b-militia-1"} in legal_commands(state, "british")


@pytest.mark.parametrize("edition", ["1st-it", "1st-fr"])
def test_AC_RESERVE_2_first_edition_any_card(edition):
    state = Table(**EDITIONS[edition]).hand("british", "b-boston", "b-albany").state()
    _, after = when(state, "british", {"type": "reserve", "card": "b-boston"})
    assert after.zones["british"]["reserve"] == ["b-boston"]
    # even a location card out of supply (AC-SUPPLY-5)
    _, after = when(state, "british", {"type": "reserve", "card": "b-albany"})
    assert after.zones["british"]["reserve"] == ["b-albany"]


FIVE = ("b-militia-1", "b-militia-2", "b-militia-3", "b-rangers", "b-ships-1")


@pytest.mark.parametrize("edition", ["2nd", "1st-it"])
def test_AC_RESERVE_3_at_most_five(edition):
    t = Table(**EDITIONS[edition]).hand("british", "b-ships-2").reserve("british", *FIVE[:4])
    _, after = when(t.state(), "british", {"type": "reserve", "card": "b-ships-2"})
    assert len(after.zones["british"]["reserve"]) == 5
    t = Table(**EDITIONS[edition]).hand("british", "b-ships-2").reserve("british", *FIVE)
    illegal(t.state(), "british", {"type": "reserve", "card": "b-ships-2"}, "AC-RESERVE-3")


def test_AC_RESERVE_3_french_first_edition_text_unlimited():
    t = Table(**FIRST_FR).hand("british", "b-ships-2", "b-boston").reserve("british", *FIVE)
    _, after = when(t.state(), "british", {"type": "reserve", "card": "b-ships-2"})
    assert len(after.zones["british"]["reserve"]) == 6
    t = Table(**FIRST_FR).turn("british", actions=2).hand("british", "b-boston")
    t.reserve("british", *FIVE, "b-ships-2", "b-new-haven")
    _, after = when(t.state(), "british", {"type": "reserve", "card": "b-boston"})
    assert len(after.zones["british"]["reserve"]) == 8


@pytest.mark.parametrize("edition", ["2nd", "1st-it"])
def test_AC_RESERVE_4_no_sixth_card_neither_by_action_nor_by_position(edition):
    t = Table(**EDITIONS[edition]).hand("british", "b-ships-2").reserve("british", *FIVE)
    state = t.state()
    illegal(state, "british", {"type": "reserve", "card": "b-ships-2"}, "AC-RESERVE-3")
    assert all(c["type"] != "reserve" for c in legal_commands(state, "british"))
    with pytest.raises(InvalidPosition):
        Table(**EDITIONS[edition]).reserve("british", *FIVE, "b-ships-2").state()
    Table(**FIRST_FR).reserve("british", *FIVE, "b-ships-2").state()  # no limit: a valid position


def test_AC_RESERVE_5_reserve_is_public():
    state = Table().hand("british", "b-boston").reserve("british", "b-militia-1", "b-rangers").state()
    seen = view(state, "french")["seats"]["british"]
    assert seen["reserve"] == ["b-militia-1", "b-rangers"]
    assert "hand" not in seen
    assert view(state, None)["seats"]["british"]["reserve"] == ["b-militia-1", "b-rangers"]


def test_AC_RESERVE_5_priest_takes_natives_from_the_reserve():
    t = Table().hand("french", "f-priest-1").hand("british", "b-boston").reserve("british", "n-native-americans-1")
    state = t.turn("french").state()
    events, after = when(state, "french", {"type": "demand_natives", "card": "f-priest-1"})
    assert event(events, "DecisionRequested")["kind"] == "natives_demand"
    assert legal_commands(after, "british") == [{"type": "choose_card", "card": "n-native-americans-1"}]
    events, after = when(after, "british", {"type": "choose_card", "card": "n-native-americans-1"})
    assert event(events, "NativesGiven")["from"] == "reserve"
    assert after.zones["british"]["reserve"] == []
    assert "n-native-americans-1" in after.zones["french"]["discard"]


def test_AC_RESERVE_5_ambush_takes_from_the_reserve():
    t = Table().hand("french", "f-coureurs-de-bois").hand("british", "b-boston").reserve("british", "b-militia-1")
    state = t.turn("french").state()
    events, after = when(state, "french", {"type": "ambush", "card": "f-coureurs-de-bois"})
    events, after = when(after, "british", {"type": "no_block"})
    assert event(events, "DecisionRequested")["kind"] == "ambush_loss"
    assert legal_commands(after, "british") == [{"type": "choose_card", "card": "b-militia-1"}]
    events, after = when(after, "british", {"type": "choose_card", "card": "b-militia-1"})
    lost = event(events, "CardLost")
    assert lost["from"] == "reserve" and lost["to"] == "available_empire"
    assert after.zones["british"]["reserve"] == []
    assert "b-militia-1" in after.avail_empire["british"]


def test_AC_RESERVE_6_retrieve_all_free_action_paying_one_each():
    t = Table().hand("british", "b-boston").reserve("british", "b-militia-1", "b-rangers", "b-ships-1")
    state = t.money("british", 3).state()
    events, after = when(state, "british", {"type": "retrieve_reserve"})
    assert types(events) == ["ReserveRetrieved"]
    assert event(events, "ReserveRetrieved")["cost"] == 3
    assert after.money["british"] == 0
    assert after.zones["british"]["reserve"] == []
    assert sorted(after.zones["british"]["hand"]) == ["b-boston", "b-militia-1", "b-rangers", "b-ships-1"]
    assert after.actions_left == state.actions_left  # free action
    # still possible with no normal action left
    events, _ = when(t.turn("british", actions=0).state(), "british", {"type": "retrieve_reserve"})
    assert types(events) == ["ReserveRetrieved"]


def test_AC_RESERVE_6_no_partial_retrieval_when_short():
    t = Table().reserve("british", "b-militia-1", "b-rangers", "b-ships-1").money("british", 2)
    state = t.state()
    illegal(state, "british", {"type": "retrieve_reserve"}, "AC-RESERVE-6")
    with pytest.raises(MalformedCommand):  # there is no way to name only some of the cards
        decide(state, "british", {"type": "retrieve_reserve", "cards": ["b-militia-1"]}, rng())
    illegal(Table().money("british", 5).state(), "british", {"type": "retrieve_reserve"}, "AC-RESERVE-6")


def test_AC_RESERVE_7_retrieve_may_exceed_five_cards():
    t = Table().hand("british", "b-boston", "b-new-haven", "b-new-york", "b-norfolk", "b-pemaquid")
    t.reserve("british", "b-militia-1", "b-rangers", "b-ships-1")
    _, after = when(t.state(), "british", {"type": "retrieve_reserve"})
    assert len(after.zones["british"]["hand"]) == 8


# -- AC-GOVERNOR ---------------------------------------------------------------------------------------
def test_AC_GOVERNOR_1_returns_one_or_two_cards_where_they_came_from():
    t = Table().hand("british", "b-governor", "b-albany", "b-militia-1", "n-native-americans-1")
    state = t.state()
    events, after = when(state, "british", {"type": "governor", "governor": "b-governor",
                                             "cards": ["b-albany", "n-native-americans-1"]})
    assert types(events) == ["CardsReturned"]
    assert "b-albany" in after.avail_locations["british"]  # out of supply: still returnable
    assert "n-native-americans-1" in after.display
    assert after.zones["british"]["discard"] == ["b-governor"]
    assert after.zones["british"]["hand"] == ["b-militia-1"]
    assert after.actions_left == state.actions_left - 1
    events, after = when(state, "british", {"type": "governor", "governor": "b-governor", "cards": ["b-militia-1"]})
    assert "b-militia-1" in after.avail_empire["british"]


def test_AC_GOVERNOR_1_refusals():
    t = Table().hand("british", "b-governor", "b-albany", "b-militia-1", "b-boston")
    state = t.state()
    illegal(state, "british", {"type": "governor", "governor": "b-governor",
                               "cards": ["b-albany", "b-militia-1", "b-boston"]}, "AC-GOVERNOR-1")
    illegal(state, "british", {"type": "governor", "governor": "b-boston", "cards": ["b-albany"]}, "AC-GOVERNOR-1")
    # the Governor returns other cards, never itself
    illegal(state, "british", {"type": "governor", "governor": "b-governor", "cards": ["b-governor"]}, "AC-CARD-5")


def test_AC_GOVERNOR_2_returned_empire_card_drafted_again_at_full_cost():
    state = Table().hand("british", "b-governor", "b-militia-1").money("british", 4).state()
    illegal(state, "british", {"type": "draft", "card": "b-militia-1"}, "AC-DRAFT-1")
    _, after = when(state, "british", {"type": "governor", "governor": "b-governor", "cards": ["b-militia-1"]})
    events, after = when(after, "british", {"type": "draft", "card": "b-militia-1"})
    assert event(events, "CardDrafted")["cost"] == 2
    assert after.money["british"] == 2
    assert "b-militia-1" in after.zones["british"]["discard"]


def test_AC_GOVERNOR_3_location_card_regained_by_settling_again():
    t = Table().control("british", "deerfield")
    t.hand("british", "b-governor", "b-deerfield", "b-new-haven", "b-st-marys", "b-boston")
    state = t.state()
    _, after = when(state, "british", {"type": "governor", "governor": "b-governor", "cards": ["b-deerfield"]})
    assert "b-deerfield" in after.avail_locations["british"]
    resettle = {"type": "settle", "location": "deerfield", "via": "b-new-haven", "transport": "b-st-marys",
                "settler": "b-boston"}
    no_settler = {k: v for k, v in resettle.items() if k != "settler"}
    illegal(after, "british", no_settler, "AC-SETTLE-4")  # the settler card too, as for any settle
    events, final = when(after, "british", resettle)
    settled = event(events, "LocationSettled")
    assert settled["gained"] == "b-deerfield" and settled["cube"] is False
    assert "b-deerfield" in final.zones["british"]["discard"]
    assert "b-deerfield" not in final.avail_locations["british"]
    assert final.cubes["british"] == after.cubes["british"]
    assert final.owner["deerfield"] == "british"


def test_AC_GOVERNOR_3_resettle_switch_off():
    t = Table(resettle_own=False).control("british", "deerfield")
    t.hand("british", "b-new-haven", "b-st-marys", "b-boston")
    illegal(t.state(), "british", {"type": "settle", "location": "deerfield", "via": "b-new-haven",
                                   "transport": "b-st-marys", "settler": "b-boston"}, "AC-SETTLE-1")


def test_AC_GOVERNOR_4_returning_a_location_card_keeps_control():
    t = Table().control("british", "albany", piece="disc").hand("british", "b-governor", "b-albany")
    state = t.state()
    _, after = when(state, "british", {"type": "governor", "governor": "b-governor", "cards": ["b-albany"]})
    assert after.owner["albany"] == "british" and after.piece["albany"] == "disc"
    assert (after.cubes, after.discs) == (state.cubes, state.discs)


# -- AC-INTENDANT --------------------------------------------------------------------------------------
def test_AC_INTENDANT_1_pay_two_take_any_discard_card():
    t = Table().turn("french").hand("french", "f-intendant").discard("french", "f-quebec", "f-montreal")
    state = t.state()
    events, after = when(state, "french", {"type": "intendant", "intendant": "f-intendant", "card": "f-quebec"})
    assert types(events) == ["IntendantUsed"]
    assert after.money["french"] == state.money["french"] - 2
    assert after.zones["french"]["hand"] == ["f-quebec"]
    assert sorted(after.zones["french"]["discard"]) == ["f-intendant", "f-montreal"]
    assert after.actions_left == state.actions_left - 1


def test_AC_INTENDANT_1_refusals():
    t = Table().turn("french").hand("french", "f-intendant", "f-gaspe").discard("french", "f-quebec")
    state = t.state()
    illegal(state, "french", {"type": "intendant", "intendant": "f-intendant", "card": "f-montreal"},
            "AC-INTENDANT-1")  # not in the discard pile (it is in the deck)
    illegal(state, "french", {"type": "intendant", "intendant": "f-intendant", "card": "f-intendant"},
            "AC-INTENDANT-1")  # OQ-AC-21: never itself
    illegal(state, "french", {"type": "intendant", "intendant": "f-gaspe", "card": "f-quebec"}, "AC-INTENDANT-1")
    poor = Table().turn("french").hand("french", "f-intendant").discard("french", "f-quebec").money("french", 1)
    illegal(poor.state(), "french", {"type": "intendant", "intendant": "f-intendant", "card": "f-quebec"},
            "AC-INTENDANT-1")


def test_AC_INTENDANT_1_french_only():
    assert [c.id for c in CARDS.values() if c.role == "intendant"] == ["f-intendant"]
    state = Table().hand("british", "b-governor").discard("british", "b-boston").state()
    illegal(state, "british", {"type": "intendant", "intendant": "b-governor", "card": "b-boston"},
            "AC-INTENDANT-1")


# -- AC-HOMESUPPORT ------------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", list(EDITIONS))
def test_AC_HOMESUPPORT_1_free_action_draws_three(edition):
    t = Table(**EDITIONS[edition]).hand("british", "b-home-support")
    state = t.state()
    deck = set(state.zones["british"]["deck"])
    events, after = when(state, "british", {"type": "home_support", "card": "b-home-support"})
    assert types(events) == ["CardsDrawn", "HomeSupportPlayed"]
    drawn = event(events, "CardsDrawn")
    assert drawn["count"] == 3 and drawn["reason"] == "home_support"
    assert len(after.zones["british"]["hand"]) == 3 and set(after.zones["british"]["hand"]) <= deck
    assert after.zones["british"]["discard"] == ["b-home-support"]
    assert after.actions_left == state.actions_left
    assert after.money == state.money
    # a free action: still open with no normal action left
    no_actions = t.turn("british", actions=0).state()
    events, _ = when(no_actions, "british", {"type": "home_support", "card": "b-home-support"})
    assert types(events) == ["CardsDrawn", "HomeSupportPlayed"]
    illegal(Table(**EDITIONS[edition]).hand("british", "b-governor").state(), "british",
            {"type": "home_support", "card": "b-governor"}, "AC-HOMESUPPORT-1")


@pytest.mark.parametrize("edition", ["1st-it", "1st-fr"])
def test_AC_HOMESUPPORT_2_first_edition_reshuffles_and_discards_after(edition):
    t = Table(**EDITIONS[edition]).hand("british", "b-home-support").empty_deck("british").deck("british", "b-boston")
    state = t.state()
    events, after = when(state, "british", {"type": "home_support", "card": "b-home-support"})
    assert types(events) == ["CardsDrawn", "DeckReshuffled", "CardsDrawn", "HomeSupportPlayed"]
    assert [e["count"] for e in events if e["type"] == "CardsDrawn"] == [1, 2]
    assert "b-boston" in after.zones["british"]["hand"] and len(after.zones["british"]["hand"]) == 3
    assert after.zones["british"]["discard"] == ["b-home-support"]
    assert "b-home-support" not in after.zones["british"]["deck"]


def test_AC_HOMESUPPORT_2_first_edition_empty_deck_draws_the_old_discards_not_itself():
    t = Table(**FIRST_IT).hand("british", "b-home-support", "b-norfolk", "b-pemaquid", "b-philadelphia",
                               "b-st-marys").empty_deck("british")
    state = t.state()
    assert sorted(state.zones["british"]["discard"]) == ["b-boston", "b-new-haven", "b-new-york"]
    _, after = when(state, "british", {"type": "home_support", "card": "b-home-support"})
    assert sorted(after.zones["british"]["hand"]) == ["b-boston", "b-new-haven", "b-new-york", "b-norfolk",
                                                      "b-pemaquid", "b-philadelphia", "b-st-marys"]
    assert after.zones["british"]["discard"] == ["b-home-support"]
    assert after.zones["british"]["deck"] == []


def test_AC_HOMESUPPORT_3_second_edition_never_reshuffles():
    t = Table().hand("british", "b-home-support").empty_deck("british").deck("british", "b-boston", "b-new-haven")
    state = t.state()
    events, after = when(state, "british", {"type": "home_support", "card": "b-home-support"})
    assert types(events) == ["CardsDrawn", "HomeSupportPlayed"]
    assert event(events, "CardsDrawn")["count"] == 2
    assert sorted(after.zones["british"]["hand"]) == ["b-boston", "b-new-haven"]
    assert after.zones["british"]["deck"] == []
    assert len(after.zones["british"]["discard"]) == 6  # five old discards and Home Support


def test_AC_HOMESUPPORT_3_second_edition_refused_on_empty_deck():
    state = Table().hand("british", "b-home-support").empty_deck("british").state()
    illegal(state, "british", {"type": "home_support", "card": "b-home-support"}, "AC-HOMESUPPORT-3")
    # the 1st edition reshuffles instead
    state = Table(**FIRST_IT).hand("british", "b-home-support").empty_deck("british").state()
    events, _ = when(state, "british", {"type": "home_support", "card": "b-home-support"})
    assert "DeckReshuffled" in types(events)


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_AC_HOMESUPPORT_4_play_intendant_and_play_again(edition):
    t = Table(**EDITIONS[edition]).turn("french").hand("french", "f-home-support", "f-intendant")
    state = t.money("french", 5).state()
    hs = {"type": "home_support", "card": "f-home-support"}
    events1, s1 = when(state, "french", hs)
    _, s2 = when(s1, "french", {"type": "intendant", "intendant": "f-intendant", "card": "f-home-support"})
    assert "f-home-support" in s2.zones["french"]["hand"]
    events3, s3 = when(s2, "french", hs, seed=1)
    drawn = sum(e["count"] for e in events1 + events3 if e["type"] == "CardsDrawn")
    assert drawn == 6
    assert s3.actions_left == state.actions_left - 1
    assert s3.money["french"] == 3
    assert "f-home-support" in s3.zones["french"]["discard"]


# -- AC-PASS -------------------------------------------------------------------------------------------
def test_AC_PASS_1_pass_is_an_action_that_does_nothing():
    state = Table().hand("british", "b-boston").state()
    events, after = when(state, "british", {"type": "pass"})
    assert types(events) == ["Passed"]
    assert after.actions_left == state.actions_left - 1
    assert after.zones == state.zones and after.money == state.money and after.owner == state.owner
    _, after = when(after, "british", {"type": "pass"})
    assert {c["type"] for c in legal_commands(after, "british")} >= {"end_turn"}
    assert all(c["type"] != "pass" for c in legal_commands(after, "british"))
    # passing does not stop anyone acting later
    events, after = when(after, "british", {"type": "end_turn"})
    assert event(events, "TurnStarted")["seat"] == "french"
    _, after = when(after, "french", {"type": "pass"})
    _, after = when(after, "french", {"type": "pass"})
    events, after = when(after, "french", {"type": "end_turn"})
    assert event(events, "TurnStarted")["seat"] == "british" and after.actions_left == 2
    assert {"type": "pass"} in legal_commands(after, "british")


# -- AC-END --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", list(EDITIONS))
def test_AC_END_1_siege_of_quebec_wins_at_once(edition):
    t = Table(**EDITIONS[edition]).siege("british", "quebec", 2, british=["b-regular-infantry-1"])
    t.stock("british", discs=t.s.discs["british"] - 3)  # the French lead on points: 12 in captures
    events, after = start_turn_of(t, "british")
    won = event(events, "SiegeWon")
    assert won["winner"] == "british" and won["location"] == "quebec"
    end = event(events, "GameEnded")
    assert end["reason"] == "siege_of_capital" and end["winner"] == "british"
    assert end["scores"]["british"]["total"] < end["scores"]["french"]["total"]  # not a win on points
    assert types(events)[-1] == "GameEnded"
    assert "DecisionRequested" not in types(events)  # no cube needs to be placed
    assert after.over and result(after) == {k: v for k, v in end.items() if k != "type"}


@pytest.mark.parametrize("capital", ["boston", "new-york"])
@pytest.mark.parametrize("edition", list(EDITIONS))
def test_AC_END_1_french_win_the_siege_of_boston_or_new_york(edition, capital):
    t = Table(**EDITIONS[edition]).siege("french", capital, 2, french=["f-regular-infantry-1"])
    events, after = start_turn_of(t, "french")
    end = event(events, "GameEnded")
    assert end["reason"] == "siege_of_capital" and end["winner"] == "french"
    assert result(after)["winner"] == "french"


def test_AC_END_1_other_sieges_do_not_end_the_game():
    t = Table(**FIRST_IT).siege("british", "montreal", 2, british=["b-regular-infantry-1"])
    events, after = start_turn_of(t, "british")
    assert not ended(events) and not after.over
    assert after.pending and after.pending[0]["kind"] == "occupy"


def settle_boston_table(**options) -> Table:
    """The French hold Pemaquid (linked to Quebec by sea); Boston is neutral."""
    t = Table(**options).turn("french").neutral("boston").control("french", "pemaquid")
    return t.hand("french", "f-pemaquid", "f-louisbourg", "f-quebec")


SETTLE_BOSTON = {"type": "settle", "location": "boston", "via": "f-pemaquid", "transport": "f-louisbourg",
                 "settler": "f-quebec"}


def test_AC_END_2_second_edition_settling_boston_wins():
    events, after = when(settle_boston_table().state(), "french", SETTLE_BOSTON)
    assert types(events) == ["LocationSettled", "GameEnded"]
    end = event(events, "GameEnded")
    assert end["reason"] == "settled_capital" and end["winner"] == "french"
    assert result(after)["winner"] == "french"


def test_AC_END_2_second_edition_settling_quebec_wins():
    t = Table().neutral("quebec").control("british", "tadoussac").hand("british", "b-tadoussac", "b-bateaux",
                                                                        "b-boston")
    events, after = when(t.state(), "british", {"type": "settle", "location": "quebec", "via": "b-tadoussac",
                                                 "transport": "b-bateaux", "settler": "b-boston"})
    end = event(events, "GameEnded")
    assert end["reason"] == "settled_capital" and end["winner"] == "british"
    assert after.over


@pytest.mark.parametrize("edition", ["1st-it", "1st-fr"])
def test_AC_END_2_first_edition_settling_a_capital_does_not_win(edition):
    events, after = when(settle_boston_table(**EDITIONS[edition]).state(), "french", SETTLE_BOSTON)
    assert types(events) == ["LocationSettled"]
    assert not after.over and after.owner["boston"] == "french"
    assert result(after) is None


def test_AC_END_2_raiding_boston_to_neutral_does_not_win():
    t = Table().turn("french").control("french", "deerfield").control("british", "boston")
    t.hand("french", "f-coureurs-de-bois").hand("british", "b-new-haven")
    _, after = when(t.state(), "french", {"type": "raid", "location": "boston", "cards": ["f-coureurs-de-bois"]})
    events, after = when(after, "british", {"type": "no_block"})
    assert event(events, "LocationRaided")["location"] == "boston"
    assert "boston" not in after.owner
    assert not ended(events) and not after.over


def test_AC_END_3_immediate_win_checked_as_the_settle_completes():
    state = settle_boston_table().state()
    assert state.actions_left == 2
    events, after = when(state, "french", SETTLE_BOSTON)
    assert types(events)[-1] == "GameEnded"
    assert after.to_act() == set()
    assert legal_commands(after, "french") == []
    with pytest.raises(NotYourTurn):
        decide(after, "french", {"type": "pass"}, rng())


def test_AC_END_3_immediate_win_checked_as_the_siege_resolves():
    t = Table().siege("british", "quebec", 3, british=["b-regular-infantry-1"])
    events, after = start_turn_of(t, "british")
    kinds = types(events)
    assert kinds.index("TurnStarted") < kinds.index("SiegeWon") == kinds.index("GameEnded") - 1
    assert legal_commands(after, "british") == []


def out_of_cubes(t: Table, seat: str) -> Table:
    return t.control(seat, *OPEN[:t.s.cubes[seat]])


def out_of_discs(t: Table, seat: str) -> Table:
    return t.control(seat, *OPEN[:t.s.discs[seat]], piece="disc")


@pytest.mark.parametrize("edition", list(EDITIONS))
@pytest.mark.parametrize("empty", [out_of_cubes, out_of_discs])
def test_AC_END_4_a_no_cubes_or_no_discs_in_stock(edition, empty):
    t = empty(Table(**EDITIONS[edition]), "french")
    events, after = start_turn_of(t, "french")
    end = event(events, "GameEnded")
    assert end["reason"] == "pieces_placed"
    assert "TurnStarted" not in types(events)
    assert after.over and result(after)["reason"] == "pieces_placed"


def test_AC_END_4_a_stock_emptied_by_captures_counts():
    t = Table().stock("french", cubes=0)  # OQ-AC-24: the stock is empty, whatever emptied it
    events, _ = start_turn_of(t, "french")
    assert event(events, "GameEnded")["reason"] == "pieces_placed"


def test_AC_END_4_a_one_piece_left_does_not_end():
    t = Table().control("french", *OPEN[:11])
    assert t.s.cubes["french"] == 1
    events, _after = start_turn_of(t, "french")
    assert not ended(events) and event(events, "TurnStarted")["seat"] == "french"


@pytest.mark.parametrize("edition", list(EDITIONS))
@pytest.mark.parametrize("discs, cubes, ends", [(3, 0, True), (0, 6, True), (2, 1, False), (2, 2, True)])
def test_AC_END_4_b_captures_worth_twelve(edition, discs, cubes, ends):
    t = Table(**EDITIONS[edition])
    t.stock("british", cubes=t.s.cubes["british"] - cubes, discs=t.s.discs["british"] - discs)
    events, _after = start_turn_of(t, "french")
    assert ended(events) is ends
    if ends:
        assert event(events, "GameEnded")["reason"] == "captures"
        assert event(events, "GameEnded")["scores"]["french"]["captured"] == 4 * discs + 2 * cubes
    else:
        assert event(events, "TurnStarted")["seat"] == "french"


def running_siege(t: Table, track: str) -> Table:
    """A siege that no check resolves at the French turn start."""
    return t.siege("british", "montreal", 0) if track == "british" else t.siege("french", "new-haven", 0)


@pytest.mark.parametrize("track", ["british", "french"])
@pytest.mark.parametrize("edition, ends", [("2nd", False), ("1st-it", True), ("1st-fr", False)])
def test_AC_END_4_a_with_a_siege_running(edition, ends, track):
    """SC-AC-D8: 0 discs in stock with a siege on either track; only the Italian text ends the game."""
    t = running_siege(out_of_discs(Table(**EDITIONS[edition]), "french"), track)
    events, after = start_turn_of(t, "french")
    assert ended(events) is ends
    if ends:
        assert event(events, "GameEnded")["reason"] == "pieces_placed"
    else:
        assert event(events, "TurnStarted")["seat"] == "french" and not after.over


@pytest.mark.parametrize("track", ["british", "french"])
@pytest.mark.parametrize("edition", list(EDITIONS))
def test_AC_END_4_b_never_with_a_siege_running(edition, track):
    t = Table(**EDITIONS[edition])
    t.stock("british", discs=t.s.discs["british"] - 3)
    t = running_siege(t, track)
    events, after = start_turn_of(t, "french")
    assert not ended(events) and not after.over
    assert event(events, "TurnStarted")["seat"] == "french"


def test_AC_END_4_tested_before_the_siege_check():
    """OQ-AC-23: a siege running as the turn starts blocks the end even if this turn's check resolves it."""
    t = out_of_cubes(Table(), "french").siege("british", "montreal", -1, british=["b-regular-infantry-1"])
    events, _after = start_turn_of(t, "french")
    assert not ended(events)
    assert event(events, "TurnStarted")["resolve"] == ["british"]


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_AC_END_5_game_ends_before_any_action(edition):
    t = out_of_cubes(Table(**EDITIONS[edition]), "french")
    t.hand("french", "f-louisbourg", "f-quebec")
    events, after = start_turn_of(t, "french")
    assert types(events)[-1] == "GameEnded"
    assert "TurnStarted" not in types(events)
    assert after.over and after.to_act() == set()
    assert legal_commands(after, "french") == [] and legal_commands(after, "british") == []
    with pytest.raises(NotYourTurn):
        decide(after, "french", {"type": "piracy", "louisbourg": "f-louisbourg", "ship": "f-quebec"}, rng())
    end = event(events, "GameEnded")
    assert result(after) == {"reason": end["reason"], "winner": end["winner"], "scores": end["scores"]}


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_AC_END_6_only_the_active_players_pieces_and_captures(edition):
    t = out_of_cubes(Table(**EDITIONS[edition]), "british")
    t.stock("french", discs=t.s.discs["french"] - 3)  # the British hold 12 points of captures
    events, after = start_turn_of(t, "french")
    assert not ended(events) and event(events, "TurnStarted")["seat"] == "french"
    # the British conditions are tested when the British turn starts
    _, after = when(after, "french", {"type": "pass"})
    _, after = when(after, "french", {"type": "pass"})
    events, after = when(after, "french", {"type": "end_turn"})
    if after.phase == "after_draw":
        more, after = when(after, "french", {"type": "end_turn"})
        events = events + more
    assert event(events, "GameEnded")["reason"] == "pieces_placed"
    assert after.over


# -- AC-SCORE ------------------------------------------------------------------------------------------
def scoring_table(british: dict[str, str], french: dict[str, str], **options) -> Table:
    """A board with only these pieces; the French have captured 3 British discs (12 points), so the game
    ends by captures as the French turn starts."""
    t = Table(**options).neutral(*LOCATIONS)
    for loc, piece in british.items():
        t.control("british", loc, piece=piece)
    for loc, piece in french.items():
        t.control("french", loc, piece=piece)
    return t.stock("british", discs=t.s.discs["british"] - 3)


def final_scores(t: Table) -> dict:
    events, _ = start_turn_of(t, "french")
    end = event(events, "GameEnded")
    assert end["reason"] == "captures"
    return end


def test_AC_SCORE_1_location_points_doubled_by_a_disc():
    t = scoring_table({"albany": "cube", "deerfield": "disc", "fort-halifax": "cube", "fort-stanwix": "disc"},
                      {"quebec": "disc", "montreal": "cube"})
    scores = final_scores(t)["scores"]
    assert scores["british"] == {"villages": 4, "towns": 8, "captured": 0, "total": 12}
    assert scores["french"] == {"villages": 4, "towns": 12, "captured": 12, "total": 28}


def test_AC_SCORE_2_two_per_cube_four_per_disc_captured():
    t = scoring_table({"albany": "cube"}, {"quebec": "disc"})
    t.stock("french", cubes=t.s.cubes["french"] - 2, discs=t.s.discs["french"] - 1)
    scores = final_scores(t)["scores"]
    assert scores["british"]["captured"] == 2 * 2 + 4
    assert scores["british"]["total"] == 4 + 8
    assert scores["french"]["captured"] == 3 * 4


def test_AC_SCORE_3_money_cards_and_forts_score_nothing():
    plain = scoring_table({"albany": "cube", "boston": "disc"}, {"quebec": "disc"})
    plain.money("british", 0)
    rich = scoring_table({"albany": "cube", "boston": "disc"}, {"quebec": "disc"})
    rich.control("british", "albany", fort=True).money("british", 40)
    rich.discard("british", "b-regular-infantry-1", "b-regular-infantry-2", "b-siege-artillery")
    rich.reserve("british", "b-ships-1", "b-ships-2").hand("british", "b-settlers", "b-military-leader")
    assert final_scores(rich)["scores"] == final_scores(plain)["scores"]


FRENCH_30 = {"quebec": "disc", "trois-rivieres": "cube", "port-royal": "cube"}  # 12 + 3 + 3, + 12 captured
BRITISH_30 = {"albany": "disc", "deerfield": "disc", "detroit": "disc", "boston": "disc", "new-haven": "cube"}


def test_AC_SCORE_4_tie_goes_to_the_french():
    """SC-AC-D9."""
    end = final_scores(scoring_table(BRITISH_30, FRENCH_30))
    assert end["scores"]["british"]["total"] == end["scores"]["french"]["total"] == 30
    assert end["winner"] == "french"


def test_AC_SCORE_4_higher_total_wins():
    end = final_scores(scoring_table({**BRITISH_30, "norfolk": "cube"}, FRENCH_30))
    assert (end["scores"]["british"]["total"], end["scores"]["french"]["total"]) == (32, 30)
    assert end["winner"] == "british"
    less = {k: v for k, v in BRITISH_30.items() if k != "new-haven"}
    end = final_scores(scoring_table(less, FRENCH_30))
    assert end["scores"]["british"]["total"] == 28 and end["winner"] == "french"


# -- AC-CARD-9 -----------------------------------------------------------------------------------------
def test_AC_CARD_9_reserve_card_cannot_be_played():
    t = Table().turn("french").hand("french", "f-montreal").reserve("french", "f-trader-1")
    state = t.state()
    illegal(state, "french", {"type": "trader", "trader": "f-trader-1", "cards": ["f-montreal"]}, "AC-CARD-9")
    # retrieved to the hand, it can be played
    _, after = when(state, "french", {"type": "retrieve_reserve"})
    events, _ = when(after, "french", {"type": "trader", "trader": "f-trader-1", "cards": ["f-montreal"]})
    assert event(events, "MoneyTaken")["amount"] == 2


def test_AC_CARD_9_reserve_location_card_first_edition():
    state = Table(**FIRST_IT).hand("british", "b-new-haven").reserve("british", "b-boston").state()
    illegal(state, "british", {"type": "take_money", "card": "b-boston"}, "AC-CARD-9")
    illegal(state, "british", {"type": "merchant", "ship": "b-boston", "cards": ["b-new-haven"]}, "AC-CARD-9")


def test_AC_CARD_9_cards_elsewhere_cannot_be_played():
    t = Table().hand("british", "b-new-haven").reserve("british", "b-home-support").discard("british", "b-boston")
    state = t.state()
    illegal(state, "british", {"type": "home_support", "card": "b-home-support"}, "AC-CARD-9")
    illegal(state, "british", {"type": "take_money", "card": "b-boston"}, "AC-CARD-9")  # discard pile
    illegal(state, "british", {"type": "take_money", "card": "b-philadelphia"}, "AC-CARD-9")  # deck
    illegal(state, "british", {"type": "discard", "cards": ["b-boston"]}, "AC-CARD-9")
    illegal(state, "british", {"type": "reserve", "card": "b-boston"}, "AC-CARD-9")
    illegal(state, "british", {"type": "governor", "governor": "b-governor", "cards": ["b-new-haven"]},
            "AC-CARD-9")  # the Governor is still in the available pile
