"""Yucata's scenario options (docs/rules-acres.md, "Scenario options (Yucata)"): one test per AC-VAR id, each
checking the option's effect and that the default game is unchanged."""
import random

import pytest

from engine.acres.data import OPPONENT
from engine.acres.from_view import position_from_view
from engine.acres.game import legal_commands, new_game
from engine.acres.options import parse_options
from engine.acres.position import export_position, load_position
from engine.acres.scoring import scores
from engine.acres.setup import initial_state
from engine.acres.views import redact, view
from engine.core import InvalidPosition

from .table import Table, event, illegal, types, when


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


def regulars(cards) -> set[str]:
    return {c for c in cards if c.startswith("b-regular-infantry")}


def test_AC_VAR_4_fewer_british_regulars():
    assert len(regulars(state_with().avail_empire["british"])) == 6
    state = state_with(fewer_british_regulars=True)
    assert regulars(state.avail_empire["british"]) == {f"b-regular-infantry-{i}" for i in (1, 2, 3)}
    assert {"b-regular-infantry-4", "b-regular-infantry-5", "b-regular-infantry-6"} <= state.out_of_play
    assert all(not regulars(zone) for zone in state.zones["british"].values())
    round_trips(state)
    # a position holding a removed card is refused
    exported = export_position(state)
    exported["seats"]["british"]["available_empire"] = [*exported["seats"]["british"]["available_empire"],
                                                          "b-regular-infantry-4"]
    with pytest.raises(InvalidPosition):
        load_position(exported)


def test_AC_VAR_7_british_bateaux_start():
    default = state_with()
    assert "b-bateaux" in default.avail_empire["british"] and "b-bateaux" not in default.zones["british"]["deck"]
    state = state_with(british_bateaux_start=True)
    assert "b-bateaux" in state.zones["british"]["deck"] and "b-bateaux" not in state.avail_empire["british"]
    assert len(state.zones["british"]["deck"]) == len(default.zones["british"]["deck"]) + 1
    round_trips(state)


def test_AC_VAR_19_no_governor():
    default = state_with()
    assert "b-governor" in default.avail_empire["british"] and "f-governor" in default.avail_empire["french"]
    state = state_with(no_governor=True)
    assert {"b-governor", "f-governor"} <= state.out_of_play
    assert "b-governor" not in state.avail_empire["british"] and "f-governor" not in state.avail_empire["french"]
    round_trips(state)
    events, _ = when(Table().money("british", 20).state(), "british", {"type": "draft", "card": "b-governor"})
    assert events[0]["type"] == "CardDrafted"
    illegal(Table(no_governor=True).money("british", 20).state(), "british",
            {"type": "draft", "card": "b-governor"}, "AC-DRAFT-1")


def test_AC_VAR_18_governor_not_on_start():
    returns_boston = {"type": "governor", "governor": "b-governor", "cards": ["b-boston"]}
    returns_halifax = {"type": "governor", "governor": "b-governor", "cards": ["b-halifax"]}
    default = Table().hand("british", "b-governor", "b-boston", "b-halifax").state()
    assert returns_boston in legal_commands(default, "british")
    events, _ = when(default, "british", returns_boston)
    assert events[0]["type"] == "CardsReturned"
    state = Table(governor_not_on_start=True).hand("british", "b-governor", "b-boston", "b-halifax").state()
    assert export_position(state)["options"]["governor_not_on_start"] is True
    illegal(state, "british", returns_boston, "AC-VAR-18")
    illegal(state, "british", {**returns_boston, "cards": ["b-boston", "b-halifax"]}, "AC-VAR-18")
    # a location card of a location no side starts with, or an empire card, may still be returned
    assert returns_halifax in legal_commands(state, "british")
    events, _ = when(state, "british", returns_halifax)
    assert events[0]["type"] == "CardsReturned"
    french = Table(governor_not_on_start=True, edition="first").hand("french", "f-governor", "f-quebec").state()
    assert not [c for c in legal_commands(french, "french") if c["type"] == "governor"]


NA1, NA2 = "n-native-americans-1", "n-native-americans-2"


def blocked_raid(**options):
    state = (Table(**options).turn("french").control("french", "kennebec").control("british", "fort-halifax")
             .hand("french", NA1, "f-quebec").money("french", 2).hand("british", "b-rangers").state())
    _, after = when(state, "french", {"type": "raid", "location": "fort-halifax", "cards": [NA1]})
    assert after.actions_left == state.actions_left - 1 and after.money["french"] == 1
    _, done = when(after, "british", {"type": "block", "card": "b-rangers"})
    assert done.owner["fort-halifax"] == "british" and NA1 in done.zones["french"]["discard"]
    assert done.money["french"] == 1  # the cards and money spent stay spent
    return state, done


def test_AC_VAR_9_blocked_raid_free():
    state, done = blocked_raid()
    assert done.actions_left == state.actions_left - 1
    state, done = blocked_raid(blocked_raid_free=True)
    assert done.actions_left == state.actions_left
    assert export_position(done)["options"]["blocked_raid_free"] is True
    # a raid that is not blocked still counts; a blocked ambush is not concerned
    state = (Table(blocked_raid_free=True).turn("french").control("french", "kennebec")
             .control("british", "fort-halifax").hand("french", NA1).money("french", 2).state())
    _, after = when(state, "french", {"type": "raid", "location": "fort-halifax", "cards": [NA1]})
    _, done = when(after, "british", {"type": "no_block"})
    assert done.actions_left == state.actions_left - 1
    state, done = blocked_ambush(blocked_raid_free=True)
    assert done.actions_left == state.actions_left - 1


def blocked_ambush(**options):
    state = (Table(**options).turn("french").hand("french", NA1).money("french", 2)
             .hand("british", "b-rangers", "b-regular-infantry-1").state())
    _, after = when(state, "french", {"type": "ambush", "card": NA1})
    _, done = when(after, "british", {"type": "block", "card": "b-rangers"})
    assert "b-regular-infantry-1" in done.zones["british"]["hand"] and done.money["french"] == 1
    return state, done


def test_AC_VAR_8_blocked_ambush_free():
    state, done = blocked_ambush()
    assert done.actions_left == state.actions_left - 1
    state, done = blocked_ambush(blocked_ambush_free=True)
    assert done.actions_left == state.actions_left and done.to_act() == {"french"}
    assert export_position(done)["options"]["blocked_ambush_free"] is True
    state, done = blocked_raid(blocked_ambush_free=True)
    assert done.actions_left == state.actions_left - 1
    # with one action left, the blocked ambush leaves it: the ambusher acts again before ending the turn
    state = (Table(blocked_ambush_free=True).turn("french", actions=1).hand("french", NA1, "f-quebec")
             .money("french", 2).hand("british", "b-rangers").state())
    _, after = when(state, "french", {"type": "ambush", "card": NA1})
    _, done = when(after, "british", {"type": "block", "card": "b-rangers"})
    assert done.actions_left == 1 and any(c["type"] != "end_turn" for c in legal_commands(done, "french"))


def reserve(card):
    return {"type": "reserve", "card": card}


def test_AC_VAR_6_locations_in_reserve():
    # Boston is controlled and in supply, Albany neutral (out of supply): both may go to the reserve
    def table(**options):
        return Table(**options).hand("british", "b-boston", "b-albany", "b-militia-1")

    illegal(table().state(), "british", reserve("b-boston"), "AC-RESERVE-2")
    state = table(locations_in_reserve=True).state()
    assert export_position(state)["options"]["locations_in_reserve"] is True
    for card in ("b-boston", "b-albany"):
        _, after = when(state, "british", reserve(card))
        assert after.zones["british"]["reserve"] == [card] and after.actions_left == state.actions_left - 1
    round_trips(when(state, "british", reserve("b-boston"))[1])
    # the limit still holds (AC-RESERVE-3)
    full = table(locations_in_reserve=True).reserve("british", "b-militia-2", "b-militia-3", "b-rangers",
                                                    "b-ships-1", "b-ships-2").state()
    illegal(full, "british", reserve("b-boston"), "AC-RESERVE-3")
    # the 1st edition allows it already
    _, after = when(table(edition="first", locations_in_reserve=True).state(), "british", reserve("b-boston"))
    assert after.zones["british"]["reserve"] == ["b-boston"]


def test_AC_VAR_20_lost_locations_in_reserve():
    # Boston and Deerfield are British, Albany neutral, Kennebec French
    def table(**options):
        return (Table(**options).control("british", "deerfield").control("french", "kennebec")
                .hand("british", "b-boston", "b-albany", "b-kennebec", "b-deerfield"))

    illegal(table().state(), "british", reserve("b-albany"), "AC-RESERVE-2")
    state = table(lost_locations_in_reserve=True).state()
    assert export_position(state)["options"]["lost_locations_in_reserve"] is True
    for lost in ("b-albany", "b-kennebec"):
        _, after = when(state, "british", reserve(lost))
        assert after.zones["british"]["reserve"] == [lost]
    illegal(state, "british", reserve("b-boston"), "AC-VAR-20")
    illegal(state, "british", reserve("b-deerfield"), "AC-VAR-20")
    # won back, the location's card may stay in the reserve: the position is valid
    back = table(lost_locations_in_reserve=True).reserve("british", "b-albany").control("british", "albany").state()
    round_trips(back)
    # the 1st edition, or locations_in_reserve, allow every location card already
    for options in ({"edition": "first"}, {"locations_in_reserve": True}):
        _, after = when(table(lost_locations_in_reserve=True, **options).state(), "british", reserve("b-boston"))
        assert after.zones["british"]["reserve"] == ["b-boston"]


def test_AC_VAR_23_home_support_reshuffle():
    home_support = {"type": "home_support", "card": "b-home-support"}

    def table(**options):
        return Table(**options).hand("british", "b-home-support").empty_deck("british").deck("british", "b-boston")

    events, _ = when(table().state(), "british", home_support)
    assert [e["type"] for e in events] == ["CardsDrawn", "HomeSupportPlayed"]
    state = table(home_support_reshuffle=True).state()
    assert export_position(state)["options"]["home_support_reshuffle"] is True
    events, after = when(state, "british", home_support)
    assert [e["type"] for e in events] == ["CardsDrawn", "DeckReshuffled", "CardsDrawn", "HomeSupportPlayed"]
    assert len(after.hand("british")) == 3 and after.zones["british"]["discard"] == ["b-home-support"]
    # an empty deck no longer stops Home Support
    empty = Table().hand("british", "b-home-support").empty_deck("british")
    illegal(empty.state(), "british", home_support, "AC-HOMESUPPORT-3")
    empty = Table(home_support_reshuffle=True).hand("british", "b-home-support").empty_deck("british")
    events, _ = when(empty.state(), "british", home_support)
    assert events[0]["type"] == "DeckReshuffled"
    # the 1st edition reshuffles already
    events, _ = when(table(edition="first", home_support_reshuffle=True).state(), "british", home_support)
    assert "DeckReshuffled" in [e["type"] for e in events]


def test_AC_VAR_24_raid_one_per_card():
    # Kennebec (French) to Boston is 2 links: 2 cards in the 2nd edition, 3 with the option or in the 1st
    def table(**options):
        return (Table(**options).turn("french").money("french", 5).control("french", "kennebec")
                .hand("french", NA1, NA2, "n-native-americans-3"))

    two = {"type": "raid", "location": "boston", "cards": [NA1, NA2]}
    three = {**two, "cards": [NA1, NA2, "n-native-americans-3"]}
    assert two in legal_commands(table().state(), "french")
    for options in ({"raid_one_per_card": True}, {"raid_one_per_card": True, "edition": "first"}):
        state = table(**options).state()
        assert export_position(state)["options"]["raid_one_per_card"] is True
        illegal(state, "french", two, "AC-RAID-4")
        assert three in legal_commands(state, "french")
        events, _ = when(state, "french", three)
        assert events[0]["type"] == "RaidLaunched"


def test_AC_VAR_12_free_discard():
    three = {"type": "discard", "cards": ["b-boston", "b-new-haven", "b-new-york"]}

    def table(**options):
        return Table(**options).hand("british", "b-boston", "b-new-haven", "b-new-york").money("british", 0)

    illegal(table().state(), "british", three, "AC-DISCARD-1")
    for edition in ("second", "first"):
        state = table(free_discard=True, edition=edition).state()
        assert export_position(state)["options"]["free_discard"] is True
        assert three in legal_commands(state, "british")
        events, after = when(state, "british", three)
        assert events == [{"type": "CardsDiscarded", "seat": "british", "cards": three["cards"], "cost": 0}]
        assert after.money["british"] == 0 and after.actions_left == state.actions_left - 1  # still an action
    # with no normal action left, it is refused as before
    illegal(table(free_discard=True).turn("british", actions=0).state(), "british", three, "AC-TURN-3")


def short_deck(**options):
    """British to end the turn with 3 cards in hand, 1 in the deck and 3 in the discard pile."""
    return (Table(**options).turn("british", actions=0).hand("british", "b-boston", "b-new-haven", "b-new-york")
            .empty_deck("british").deck("british", "b-norfolk"))


def test_AC_VAR_25_reshuffle_at_turn_end():
    end_turn = {"type": "end_turn"}
    events, after = when(short_deck().state(), "british", end_turn)
    assert [e["type"] for e in events] == ["CardsDrawn", "DeckReshuffled", "CardsDrawn", "TurnStarted"]
    assert len(after.hand("british")) == 5
    state = short_deck(reshuffle_at_turn_end=True).state()
    assert export_position(state)["options"]["reshuffle_at_turn_end"] is True
    events, after = when(state, "british", end_turn)
    # the refill stops with the deck; the discard pile becomes the deck as the turn passes
    assert [e["type"] for e in events] == ["CardsDrawn", "DeckReshuffled", "TurnStarted"]
    assert events[0]["cards"] == ["b-norfolk"] and events[1] == {"type": "DeckReshuffled", "seat": "british",
                                                                 "count": 3}
    assert len(after.hand("british")) == 4 and len(after.zones["british"]["deck"]) == 3
    assert after.zones["british"]["discard"] == [] and after.active == "french"
    # a refill that leaves a card in the deck reshuffles nothing
    fuller = short_deck(reshuffle_at_turn_end=True).deck("british", "b-albany", "b-halifax").state()
    events, _ = when(fuller, "british", end_turn)
    assert [e["type"] for e in events] == ["CardsDrawn", "TurnStarted"]
    # 1st edition: not at the draw, but at the second end_turn, after the free actions
    state = short_deck(reshuffle_at_turn_end=True, edition="first").state()
    events, after = when(state, "british", end_turn)
    assert [e["type"] for e in events] == ["CardsDrawn", "DrawCompleted"]
    home_support = {"type": "home_support", "card": "b-home-support"}
    late = (Table(reshuffle_at_turn_end=True, edition="first").turn("british", actions=0, phase="after_draw")
            .hand("british", "b-home-support", "b-boston").empty_deck("british").state())
    illegal(late, "british", home_support, "AC-VAR-25")
    events, after = when(late, "british", end_turn)
    assert [e["type"] for e in events] == ["DeckReshuffled", "TurnStarted"] and after.active == "french"
    # Home Support never reshuffles during the turn, even with home_support_reshuffle
    both = Table(reshuffle_at_turn_end=True, home_support_reshuffle=True).hand("british", "b-home-support")
    events, _ = when(both.empty_deck("british").deck("british", "b-boston").state(), "british", home_support)
    assert [e["type"] for e in events] == ["CardsDrawn", "HomeSupportPlayed"] and events[0]["count"] == 1
    illegal(both.empty_deck("british").state(), "british", home_support, "AC-VAR-25")


def test_AC_VAR_11_free_fur_sale():
    sell = {"type": "sell_fur", "card": "f-gaspe"}

    def table(**options):
        return (Table(**options).turn("french", actions=0).money("french", 3)
                .hand("french", "f-gaspe", "f-quebec", "f-tadoussac", "f-trader-1"))

    illegal(table().state(), "french", sell, "AC-VAR-11")
    for edition in ("second", "first"):
        state = table(free_fur_sale=True, edition=edition).state()
        assert export_position(state)["options"]["free_fur_sale"] is True
        events, after = when(state, "french", sell)  # a free action: none is left
        assert events == [{"type": "FurSold", "seat": "french", "card": "f-gaspe", "amount": 1}]
        assert after.money["french"] == 4 and after.zones["french"]["discard"][-1] == "f-gaspe"
        assert after.actions_left == 0 and "f-gaspe" not in after.hand("french")
    state = table(free_fur_sale=True).state()
    assert [c["card"] for c in legal_commands(state, "french") if c["type"] == "sell_fur"] == ["f-gaspe",
                                                                                              "f-tadoussac"]
    illegal(state, "french", {**sell, "card": "f-quebec"}, "AC-VAR-11")  # no fur
    illegal(state, "french", {**sell, "card": "f-trader-1"}, "AC-VAR-11")  # not a location card
    illegal(state, "french", {**sell, "card": "f-montreal"}, "AC-CARD-9")
    lost = table(free_fur_sale=True).neutral("gaspe").state()
    illegal(lost, "french", sell, "AC-SUPPLY-1")  # selling the fur is a use of the card
    # the Trader's action is unchanged: 2 money a fur
    events, _ = when(table(free_fur_sale=True).turn("french").state(), "french",
                     {"type": "trader", "trader": "f-trader-1", "cards": ["f-gaspe"]})
    assert events[0]["amount"] == 2


def test_AC_VAR_17_free_lost_discard():
    remove = {"type": "discard_lost", "card": "b-albany"}

    def table(**options):
        return (Table(**options).turn("british", actions=0).control("french", "kennebec")
                .hand("british", "b-albany", "b-kennebec", "b-boston", "b-militia-1"))

    illegal(table().state(), "british", remove, "AC-VAR-17")
    for edition in ("second", "first"):
        state = table(free_lost_discard=True, edition=edition).state()
        assert export_position(state)["options"]["free_lost_discard"] is True
        events, after = when(state, "british", remove)  # a free action: none is left
        assert events == [{"type": "LostCardDiscarded", "seat": "british", "card": "b-albany"}]
        assert after.zones["british"]["discard"][-1] == "b-albany" and "b-albany" not in after.hand("british")
        assert after.actions_left == 0 and after.money == state.money
        assert redact(events[0], "french") == events[0]  # a discarded card is public
    state = table(free_lost_discard=True).state()
    assert [c["card"] for c in legal_commands(state, "british") if c["type"] == "discard_lost"] == ["b-albany",
                                                                                                   "b-kennebec"]
    illegal(state, "british", {**remove, "card": "b-boston"}, "AC-VAR-17")  # still controlled
    illegal(state, "british", {**remove, "card": "b-militia-1"}, "AC-VAR-17")  # not a location card
    illegal(state, "british", {**remove, "card": "b-halifax"}, "AC-CARD-9")
    # never while a decision is pending (AC-TURN-10)
    raided = (table(free_lost_discard=True).turn("french").control("british", "fort-halifax")
              .hand("french", NA1).money("french", 1).state())
    _, after = when(raided, "french", {"type": "raid", "location": "fort-halifax", "cards": [NA1]})
    illegal(after, "british", remove, "AC-TURN-10")


def choose(card):
    return {"type": "choose_card", "card": card}


def test_AC_VAR_0_paid_reshuffle():
    end_turn = {"type": "end_turn"}
    drawn = ["CardsDrawn", "DeckReshuffled", "CardsDrawn"]
    events, after = when(short_deck().money("british", 3).state(), "british", end_turn)
    assert [e["type"] for e in events] == [*drawn, "TurnStarted"] and after.money["british"] == 3
    # paid: 1 money, as the refill ends
    state = short_deck(paid_reshuffle=True).money("british", 3).state()
    assert export_position(state)["options"]["paid_reshuffle"] is True
    events, after = when(state, "british", end_turn)
    assert [e["type"] for e in events] == [*drawn, "ReshufflePaid", "TurnStarted"]
    assert events[3] == {"type": "ReshufflePaid", "seat": "british", "cost": 1} and after.money["british"] == 2
    # unpaid: two cards of the refilled hand are discarded, one answer each, before the turn passes
    state = short_deck(paid_reshuffle=True).money("british", 0).state()
    events, after = when(state, "british", end_turn)
    assert [e["type"] for e in events] == [*drawn, "DecisionRequested"]
    assert after.pending == [{"seat": "british", "kind": "reshuffle_penalty"}] and after.active == "british"
    hand = sorted(after.hand("british"))
    assert len(hand) == 5 and legal_commands(after, "british") == [choose(c) for c in after.hand("british")]
    illegal(after, "british", end_turn, "AC-TURN-10")
    illegal(after, "british", choose("b-militia-1"), "AC-CARD-9")
    round_trips(after)
    misplaced = export_position(after)
    misplaced["pending"][0]["seat"] = "french"  # asked of the seat whose turn it is not
    with pytest.raises(InvalidPosition):
        load_position(misplaced)
    events, after = when(after, "british", choose(hand[0]))
    assert [e["type"] for e in events] == ["ReshuffleCardDiscarded", "DecisionRequested"]
    events, after = when(after, "british", choose(hand[1]))
    assert [e["type"] for e in events] == ["ReshuffleCardDiscarded", "TurnStarted"] and after.active == "french"
    assert after.zones["british"]["discard"] == hand[:2] and sorted(after.hand("british")) == hand[2:]
    assert after.money["british"] == 0
    # 1st edition: the free actions after the draw come once the penalty is paid
    state = short_deck(paid_reshuffle=True, edition="first").money("british", 0).state()
    _, after = when(state, "british", end_turn)
    hand = sorted(after.hand("british"))
    _, after = when(when(after, "british", choose(hand[0]))[1], "british", choose(hand[1]))
    assert after.phase == "after_draw" and after.active == "british" and not after.pending
    # a refill of one card: the penalty is that one card
    lone = Table(paid_reshuffle=True).turn("british", actions=0).money("british", 0).hand("british").empty_deck("british")
    for card in ("b-new-haven", "b-new-york", "b-norfolk", "b-pemaquid", "b-philadelphia", "b-st-marys"):
        lone.available(card)  # as if the Governor had sent them back: Boston alone is left to draw
    _, after = when(lone.state(), "british", end_turn)
    assert after.hand("british") == ["b-boston"] and after.pending[0]["kind"] == "reshuffle_penalty"
    events, after = when(after, "british", choose("b-boston"))
    assert [e["type"] for e in events] == ["ReshuffleCardDiscarded", "TurnStarted"]


def test_AC_VAR_0_paid_reshuffle_only_for_the_refill():
    # no reshuffle, no charge
    state = short_deck(paid_reshuffle=True).deck("british", "b-albany", "b-halifax").money("british", 3).state()
    events, after = when(state, "british", {"type": "end_turn"})
    assert "ReshufflePaid" not in [e["type"] for e in events] and after.money["british"] == 3
    # Home Support's reshuffle (AC-VAR-23) is free
    state = (Table(paid_reshuffle=True, home_support_reshuffle=True).hand("british", "b-home-support")
             .empty_deck("british").money("british", 3).state())
    events, after = when(state, "british", {"type": "home_support", "card": "b-home-support"})
    assert "DeckReshuffled" in [e["type"] for e in events] and after.money["british"] == 3 and not after.pending
    # so is the reshuffle as the turn passes (AC-VAR-25)
    state = short_deck(paid_reshuffle=True, reshuffle_at_turn_end=True).money("british", 0).state()
    events, after = when(state, "british", {"type": "end_turn"})
    assert [e["type"] for e in events] == ["CardsDrawn", "DeckReshuffled", "TurnStarted"] and not after.pending
BESIEGE_LOUISBOURG = {"type": "besiege", "location": "louisbourg", "via": "b-halifax", "transport": "b-ships-1",
                      "military": "b-siege-artillery"}
BESIEGE_PEMAQUID = {"type": "besiege", "location": "pemaquid", "via": "f-port-royal", "transport": "f-louisbourg",
                    "military": "f-regular-infantry-1"}


def louisbourg_siege_table(**options):
    return (Table(**options).control("british", "halifax").money("british", 12)
            .hand("british", "b-halifax", "b-ships-1", "b-siege-artillery")
            .hand("french", "f-port-royal", "f-louisbourg", "f-regular-infantry-1"))


def test_AC_VAR_16_british_siege_delay():
    default = louisbourg_siege_table().state()
    assert BESIEGE_LOUISBOURG in legal_commands(default, "british")
    assert "british_sieges_open" not in export_position(default)
    for edition in ("second", "first"):
        state = louisbourg_siege_table(british_siege_delay=True, edition=edition).state()
        assert export_position(state)["british_sieges_open"] is False and scores(state)["british"]["total"] < 25
        illegal(state, "british", BESIEGE_LOUISBOURG, "AC-VAR-16")
        assert not [c for c in legal_commands(state, "british") if c["type"] == "besiege"]
    # the French may besiege; once they have, British sieges are open for the rest of the game
    french = louisbourg_siege_table(british_siege_delay=True).turn("french").state()
    _, besieging = when(french, "french", BESIEGE_PEMAQUID)
    assert besieging.british_sieges_open and export_position(besieging)["british_sieges_open"] is True
    assert view(besieging, "british")["british_sieges_open"] is True  # public
    assert load_position(position_from_view(view(besieging, "british"), random.Random(0))).british_sieges_open
    _, withdrawn = when(besieging, "french", {"type": "withdraw", "siege": "french"})
    assert withdrawn.british_sieges_open and not withdrawn.sieges
    opened = louisbourg_siege_table(british_siege_delay=True)
    opened.s.british_sieges_open = True
    assert BESIEGE_LOUISBOURG in legal_commands(opened.state(), "british")
    # a British score of 25 opens them too, and they stay open
    scoring = louisbourg_siege_table(british_siege_delay=True).stock("french", cubes=8).state()
    assert scores(scoring)["british"]["total"] >= 25 and not scoring.british_sieges_open
    _, after = when(scoring, "british", BESIEGE_LOUISBOURG)
    assert after.british_sieges_open


def test_AC_VAR_15_natives_in_sieges():
    with_natives = dict(BESIEGE_LOUISBOURG, military=NA1)
    defend = {"type": "reinforce", "siege": "british", "card": "f-native-americans"}

    def table(**options):
        return louisbourg_siege_table(**options).money("british", 0).hand("british", "b-halifax", "b-ships-1", NA1,
                                                                            only=False)

    illegal(table().state(), "british", with_natives, "AC-SIEGE-4")
    besieged = Table().siege("british", "louisbourg", 0).hand("french", "f-native-americans").turn("french")
    illegal(besieged.state(), "french", defend, "AC-REINFORCE-1")
    for edition in ("second", "first"):
        state = table(natives_in_sieges=True, edition=edition).state()
        assert with_natives in legal_commands(state, "british")
        events, after = when(state, "british", with_natives)
        begun = events[0]
        assert begun["strength"] == 1 and begun["cost"] == 0 and after.money["british"] == 0  # free, unlike a raid
        assert after.sieges["british"]["value"] == -2 + 1 and after.sieges["british"]["cards"]["british"] == [NA1]
        # the French blue Native Americans defends for 1 too
        state = (Table(natives_in_sieges=True, edition=edition).siege("british", "louisbourg", 0)
                 .hand("french", "f-native-americans").money("french", 0).turn("french").state())
        events, after = when(state, "french", defend)
        assert events[0]["strength"] == 1 and after.sieges["british"]["value"] == -1


def test_AC_VAR_14_governor_loses_control():
    returns = {"type": "governor", "governor": "b-governor", "cards": ["b-albany", "b-halifax"]}

    def table(**options):
        return (Table(**options).control("british", "albany", piece="disc", fort=True).control("french", "halifax")
                .hand("british", "b-governor", "b-albany", "b-halifax"))

    events, after = when(table().state(), "british", returns)
    assert types(events) == ["CardsReturned"] and after.owner["albany"] == "british"  # AC-GOVERNOR-4
    for edition in ("second", "first"):
        state = table(governor_loses_control=True, edition=edition).state()
        events, after = when(state, "british", returns)
        # Albany, held with a fortified town, is given up; Halifax, held by the French, is not the British's to lose
        assert types(events) == ["CardsReturned", "LocationAbandoned"]
        assert events[1] == {"type": "LocationAbandoned", "seat": "british", "location": "albany", "piece": "disc",
                             "fort_returned": True}
        assert "albany" not in after.owner and "albany" not in after.forts and after.owner["halifax"] == "french"
        assert after.discs["british"] == state.discs["british"] + 1 and after.forts_stock == state.forts_stock + 1
        assert {"b-albany", "b-halifax"} <= after.avail_locations["british"]
        round_trips(after)
    # a besieged location may not be given up (OQ-AC-VAR-14)
    besieged = table(governor_loses_control=True).siege("french", "albany", 0).state()
    illegal(besieged, "british", {**returns, "cards": ["b-albany"]}, "AC-VAR-14")
    assert not [c for c in legal_commands(besieged, "british") if "b-albany" in c.get("cards", [])
                and c["type"] == "governor"]
    events, _ = when(table().siege("french", "albany", 0).state(), "british", returns)
    assert types(events) == ["CardsReturned"]


SETTLE_DUQUESNE = {"type": "settle", "location": "fort-duquesne", "via": "f-fort-venango",
                   "transport": "f-trois-rivieres"}


def duquesne_table(**options):
    return (Table(**options).turn("french").control("french", "fort-frontenac", "fort-niagara", "fort-presquisle",
                                                    "fort-venango").hand("french", "f-fort-venango", "f-trois-rivieres"))


def siege_won_at_duquesne(attacker, *answers, **options):
    """The siege of Fort Duquesne on `attacker`'s track, won at his next check; the events of `answers` to it."""
    state = (Table(**options).control(OPPONENT[attacker], "fort-duquesne")
             .siege(attacker, "fort-duquesne", 3, **{attacker: [f"{attacker[0]}-regular-infantry-2"]})
             .turn(OPPONENT[attacker], actions=0).state())
    events = []
    while state.active != attacker:  # the 1st edition's turn ends with a second end_turn (AC-TURN-9)
        more, state = when(state, OPPONENT[attacker], {"type": "end_turn"})
        events += more
    for answer in answers:
        more, state = when(state, attacker, answer)
        events += more
    return events, state


def test_AC_VAR_2_duquesne_win():
    events, after = when(duquesne_table().state(), "french", SETTLE_DUQUESNE)
    assert "GameEnded" not in types(events) and after.owner["fort-duquesne"] == "french"
    events, after = siege_won_at_duquesne("french", {"type": "occupy"})
    assert "GameEnded" not in types(events) and not after.sieges
    for edition in ("second", "first"):
        events, after = when(duquesne_table(duquesne_win=True, edition=edition).state(), "french", SETTLE_DUQUESNE)
        assert event(events, "GameEnded")["reason"] == "fort_duquesne" and after.result["winner"] == "french"
        # occupying it after a won siege wins too, before the siege is cleared; placing no village does not
        events, after = siege_won_at_duquesne("french", {"type": "occupy"}, duquesne_win=True, edition=edition)
        assert types(events)[-2:] == ["LocationOccupied", "GameEnded"] and after.result["reason"] == "fort_duquesne"
        events, after = siege_won_at_duquesne("french", {"type": "decline_occupy"}, duquesne_win=True)
        assert "GameEnded" not in types(events) and not after.over
    # the British win nothing there, and re-settling one's own Fort Duquesne (no village placed) wins nothing
    events, after = siege_won_at_duquesne("british", {"type": "occupy"}, duquesne_win=True)
    assert "GameEnded" not in types(events) and after.owner["fort-duquesne"] == "british"
    resettle = duquesne_table(duquesne_win=True).control("french", "fort-duquesne").state()
    events, after = when(resettle, "french", SETTLE_DUQUESNE)
    assert event(events, "LocationSettled")["cube"] is False and not after.over


def ambushed_besieger(**options):
    """The French ambush the British, who attack Louisbourg with Regular Infantry and defend Pemaquid with Militia;
    the British do not block. The state then."""
    state = (Table(**options).turn("french").hand("french", NA1).money("french", 2)
             .siege("british", "louisbourg", 1, british=["b-regular-infantry-1", "b-halifax"])
             .siege("french", "pemaquid", 0, british=["b-militia-1"], french=["f-regular-infantry-1"])
             .hand("british", "b-boston").state())
    _, after = when(state, "french", {"type": "ambush", "card": NA1})
    _, after = when(after, "british", {"type": "no_block"})
    return after


def test_AC_VAR_3_ambush_siege_cards():
    default = ambushed_besieger()
    assert not default.pending and default.sieges["british"]["cards"]["british"] == ["b-regular-infantry-1",
                                                                                      "b-halifax"]
    held = (Table().turn("british").reserve("british", "b-militia-2")
            .siege("british", "louisbourg", 1, british=["b-regular-infantry-1"]).state())
    held.pending = [{"seat": "british", "kind": "ambush_loss", "by": "french"}]
    illegal(held, "british", {"type": "choose_card", "card": "b-regular-infantry-1"}, "AC-AMBUSH-3")
    for edition in ("second", "first"):
        state = ambushed_besieger(ambush_siege_cards=True, edition=edition)
        assert state.pending[0]["kind"] == "ambush_loss"
        choices = {c["card"] for c in legal_commands(state, "british")}
        assert choices == {"b-regular-infantry-1", "b-militia-1"}  # Halifax shows no ambush symbol
        illegal(state, "british", {"type": "choose_card", "card": "b-halifax"}, "AC-AMBUSH-3")
        # as attacker the track falls by the card's strength, as defender it rises
        events, after = when(state, "british", {"type": "choose_card", "card": "b-regular-infantry-1"})
        assert events == [{"type": "SiegeCardLost", "seat": "british", "siege": "british",
                           "card": "b-regular-infantry-1", "to": "available_empire", "value": -1}]
        assert after.sieges["british"]["cards"]["british"] == ["b-halifax"] and not after.pending
        assert "b-regular-infantry-1" in after.avail_empire["british"]
        events, after = when(state, "british", {"type": "choose_card", "card": "b-militia-1"})
        assert events[0]["value"] == 1 and after.sieges["french"]["cards"]["british"] == []
        round_trips(after)


def french_check(*answers, redraw=False, **options):
    """The French start a turn with both sieges won at their check (S = +3 on theirs, -2 on the British one)."""
    state = (Table(french_siege_redraw=redraw, **options).control("british", "pemaquid")
             .siege("french", "pemaquid", 3, french=["f-regular-infantry-2"])
             .siege("british", "louisbourg", -2, british=["b-regular-infantry-1"])
             .hand("french", "f-gaspe", "f-quebec").turn("british", actions=0).state())
    events = []
    while state.active != "french":  # the 1st edition's turn ends with a second end_turn (AC-TURN-9)
        more, state = when(state, "british", {"type": "end_turn"})
        events += more
    for seat, answer in answers:
        more, state = when(state, seat, answer)
        events += more
    return events, state


def test_AC_VAR_5_french_siege_redraw():
    events, state = french_check(("french", {"type": "decline_occupy"}))
    assert not [e for e in events if e.get("kind") == "redraw"] and not state.pending and not state.sieges
    for edition in ("second", "first"):
        # the British siege is resolved first (OQ-AC-11): the French won it as defenders, then may redraw
        events, state = french_check(redraw=True, edition=edition)
        assert state.pending == [{"seat": "french", "kind": "redraw"}] and state.to_resolve == ["french"]
        assert {c["type"] for c in legal_commands(state, "french")} == {"redraw", "decline_redraw"}
        illegal(state, "french", {"type": "redraw", "card": "f-montreal"}, "AC-CARD-9")
        round_trips(state)
        dealt = position_from_view(view(state, "british"), random.Random(0))  # the French siege still waits
        assert dealt["to_resolve"] == ["french"] and load_position(dealt).pending == state.pending
        events, state = when(state, "french", {"type": "redraw", "card": "f-gaspe"})
        assert types(events)[:2] == ["RedrawDiscarded", "CardsDrawn"] and events[1]["reason"] == "redraw"
        assert "f-gaspe" in state.zones["french"]["discard"] and len(state.hand("french")) == 2
        # then their own siege: ending it asks again, after the occupy decision; declining keeps the hand
        assert state.pending[0]["kind"] == "occupy"
        _, state = when(state, "french", {"type": "decline_occupy"})
        assert state.pending == [{"seat": "french", "kind": "redraw"}]
        hand = list(state.hand("french"))
        events, state = when(state, "french", {"type": "decline_redraw"})
        assert types(events) == ["RedrawDeclined"] and state.hand("french") == hand and not state.pending
    # a siege the British win, or one the French win by a British withdrawal, offers nothing
    state = (Table(french_siege_redraw=True).control("british", "pemaquid")
             .siege("french", "pemaquid", 0, french=["f-regular-infantry-2"]).turn("british").state())
    events, state = when(state, "british", {"type": "withdraw", "siege": "french"})
    assert state.pending[0]["kind"] == "occupy"
    events, state = when(state, "french", {"type": "decline_occupy"})
    assert not state.pending and "SiegeEnded" in types(events) and "RedrawDeclined" not in types(events)


def test_AC_VAR_13_french_start_card():
    state, events = new_game()
    assert types(events) == ["GameStarted", "CardsDrawn", "CardsDrawn"] and state.to_act() == {"british"}
    for edition, deck in (("second", 9), ("first", 10)):
        state, events = new_game({"french_start_card": True, "edition": edition})
        assert types(events) == ["GameStarted", "CardsDrawn", "DecisionRequested"]
        assert events[2] == {"type": "DecisionRequested", "seat": "french", "kind": "starting_card"}
        assert state.to_act() == {"french"} and not state.hand("french") and legal_commands(state, "british") == []
        assert {c["card"] for c in legal_commands(state, "french")} == state.avail_empire["french"]
        round_trips(state)
        illegal(state, "french", {"type": "starting_card", "card": "n-native-americans-1"}, "AC-VAR-13")
        illegal(state, "french", {"type": "starting_card", "card": "f-quebec"}, "AC-VAR-13")  # already in the deck
        events, after = when(state, "french", {"type": "starting_card", "card": "f-siege-artillery"})
        assert types(events) == ["StartingCardAdded", "CardsDrawn"] and events[1]["reason"] == "setup"
        assert redact(events[0], "british") == events[0]  # taken from a face-up pile: public
        zones = after.zones["french"]
        assert "f-siege-artillery" not in after.avail_empire["french"] and len(zones["hand"]) == 5
        assert "f-siege-artillery" in zones["hand"] + zones["deck"] and len(zones["hand"] + zones["deck"]) == deck + 1
        assert after.to_act() == {"british"} and after.turn == 1


def test_AC_VAR_25_and_AC_VAR_5_a_redraw_on_an_empty_deck_reshuffles_only_without_reshuffle_at_turn_end():
    def redraw_on_empty_deck(**options):
        state = (Table(french_siege_redraw=True, **options).control("british", "pemaquid")
                 .siege("british", "louisbourg", -2, british=["b-regular-infantry-1"])
                 .hand("french", "f-gaspe", "f-quebec").empty_deck("french").turn("british", actions=0).state())
        _, state = when(state, "british", {"type": "end_turn"})
        assert state.pending == [{"seat": "french", "kind": "redraw"}]
        return when(state, "french", {"type": "redraw", "card": "f-gaspe"})

    events, state = redraw_on_empty_deck()
    assert types(events)[:3] == ["RedrawDiscarded", "DeckReshuffled", "CardsDrawn"] and len(state.hand("french")) == 2
    events, state = redraw_on_empty_deck(reshuffle_at_turn_end=True)
    assert types(events)[:1] == ["RedrawDiscarded"] and "DeckReshuffled" not in types(events)
    assert state.hand("french") == ["f-quebec"] and not state.zones["french"]["deck"]
