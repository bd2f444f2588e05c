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
