"""Yucata's scenario options (docs/rules-acres.md, "Scenario options (Yucata)"): one test per AC-VAR id, each
checking the option's effect and that the default game is unchanged."""
import pytest

from engine.acres.game import legal_commands, redact
from engine.acres.options import parse_options
from engine.acres.position import export_position, load_position
from engine.acres.setup import initial_state
from engine.core import InvalidPosition

from .table import Table, illegal, when


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
