"""Sieges: besiege (AC-SIEGE-1..13), the start-of-turn siege check and its consequences (AC-SIEGE-20..31),
reinforcement (AC-REINFORCE-1..9) and withdrawal (AC-WITHDRAW-1..3), with the options that change them
(siege_track, military_leader_chain, defender_withdrawal, first_edition_text)."""
from __future__ import annotations

import pytest

from engine.acres import legal_commands
from engine.acres.data import OPPONENT
from engine.acres.query import Query
from engine.core import IllegalCommand, NotYourTurn

from .table import Table, event, illegal, types, when

END = {"type": "end_turn"}
PASS = {"type": "pass"}


# -- helpers --------------------------------------------------------------------------------------
def turn_start(table: Table, seat: str):
    """The events and the state as `seat`'s turn starts: the opponent, with no action left, ends his turn
    (twice in the 1st edition, where free actions stay open after the draw)."""
    before = table.turn(OPPONENT[seat], actions=0).state()
    events, after = when(before, OPPONENT[seat], END)
    if not after.over and after.phase == "after_draw":
        more, after = when(after, OPPONENT[seat], END)
        events = events + more
    assert event(events, "TurnStarted")["seat"] == seat
    return events, after


def next_turn(state, seat: str):
    """`seat` passes his remaining actions and ends his turn; the events and the state after."""
    events = []
    while state.actions_left > 0:
        more, state = when(state, seat, PASS)
        events += more
    more, state = when(state, seat, END)
    events += more
    if not state.over and state.phase == "after_draw":
        more, state = when(state, seat, END)
        events += more
    return events, state


def besiege(location: str, via: str, transport: str, military: str) -> dict:
    return {"type": "besiege", "location": location, "via": via, "transport": transport, "military": military}


def reinforce(siege: str, card: str) -> dict:
    return {"type": "reinforce", "siege": siege, "card": card}


def leader(siege: str, card: str) -> dict:
    return {"type": "military_leader", "siege": siege, "card": card}


def withdraw(siege: str) -> dict:
    return {"type": "withdraw", "siege": siege}


def louisbourg(**options) -> Table:
    """SC-AC-4: the British hold Halifax; Halifax + a ship + Siege Artillery besiege Louisbourg."""
    return (Table(**options).control("british", "halifax")
            .hand("british", "b-halifax", "b-ships-1", "b-siege-artillery").turn("british"))


SC4 = besiege("louisbourg", "b-halifax", "b-ships-1", "b-siege-artillery")


def montreal(**options) -> Table:
    """The British hold Trois-Rivieres (sea network); its card reaches Montreal (no ship symbol) by bateaux."""
    return (Table(**options).control("british", "trois-rivieres")
            .hand("british", "b-trois-rivieres", "b-bateaux", "b-ships-1", "b-regular-infantry-1").turn("british"))


def zones_of(state, seat: str) -> list[str]:
    return [c for cards in state.zones[seat].values() for c in cards]


EDITIONS = [{}, {"edition": "first"}]


# == AC-SIEGE-1..13: starting a siege =============================================================
def test_AC_SIEGE_1_besiege_is_a_normal_action_on_an_opponent_location():
    state = louisbourg().state()
    events, after = when(state, "british", SC4)
    assert types(events) == ["SiegeBegun"]
    assert after.actions_left == 1
    assert after.sieges["british"]["location"] == "louisbourg"


def test_AC_SIEGE_1_no_normal_action_left():
    state = louisbourg().turn("british", actions=0).state()
    illegal(state, "british", SC4, "AC-TURN-3")


def test_AC_SIEGE_1_target_must_be_the_opponents():
    # Canso is neutral; Port Royal is the British player's own here
    t = louisbourg()
    illegal(t.state(), "british", besiege("canso", "b-halifax", "b-ships-1", "b-siege-artillery"), "AC-SIEGE-1")
    t.control("british", "port-royal")
    illegal(t.state(), "british", besiege("port-royal", "b-halifax", "b-ships-1", "b-siege-artillery"), "AC-SIEGE-1")


def test_AC_SIEGE_2_one_siege_as_attacker():
    t = louisbourg().hand("british", "b-halifax", "b-ships-1", "b-regular-infantry-1")
    t.siege("british", "gaspe", 0, british=["b-militia-1"])
    illegal(t.state(), "british", besiege("louisbourg", "b-halifax", "b-ships-1", "b-regular-infantry-1"),
            "AC-SIEGE-2")


def test_AC_SIEGE_2_attacking_while_defending_is_fine():
    t = louisbourg().siege("french", "new-york", 0, french=["f-regular-infantry-2"])
    _, after = when(t.state(), "british", SC4)
    assert set(after.sieges) == {"british", "french"}
    assert after.sieges["british"]["location"] == "louisbourg"
    assert after.sieges["french"]["location"] == "new-york"


def test_AC_SIEGE_3_first_card_must_list_the_target():
    t = louisbourg()
    # Halifax's card does not list Tadoussac
    illegal(t.state(), "british", besiege("tadoussac", "b-halifax", "b-ships-1", "b-siege-artillery"), "AC-SIEGE-3")
    # an empire card is not a location card
    t.hand("british", "b-regular-infantry-1", "b-ships-1", "b-siege-artillery")
    illegal(t.state(), "british", besiege("louisbourg", "b-regular-infantry-1", "b-ships-1", "b-siege-artillery"),
            "AC-SIEGE-3")


def test_AC_SIEGE_3_second_card_must_show_the_transport():
    state = louisbourg().hand("british", "b-halifax", "b-bateaux", "b-siege-artillery").state()
    illegal(state, "british", besiege("louisbourg", "b-halifax", "b-bateaux", "b-siege-artillery"), "AC-SIEGE-3")


def test_AC_SIEGE_3_first_card_must_be_usable():
    state = louisbourg().neutral("halifax").state()
    illegal(state, "british", SC4, "AC-SUPPLY-1")


def test_AC_SIEGE_3_cards_come_from_the_hand():
    state = louisbourg().hand("british", "b-halifax", "b-ships-1").state()  # artillery left available
    illegal(state, "british", SC4, "AC-CARD-9")


def test_AC_SIEGE_4_third_card_needs_military_or_a_ship_at_a_ship_location():
    t = louisbourg().hand("british", "b-halifax", "b-ships-1", "b-bateaux", "b-ships-2")
    illegal(t.state(), "british", besiege("louisbourg", "b-halifax", "b-ships-1", "b-bateaux"), "AC-SIEGE-4")
    # Louisbourg shows a ship symbol: a second ship card is a valid third card, strength 1
    events, after = when(t.state(), "british", besiege("louisbourg", "b-halifax", "b-ships-1", "b-ships-2"))
    begun = event(events, "SiegeBegun")
    assert begun["strength"] == 1 and begun["value"] == -2 + 1
    assert after.sieges["british"]["cards"]["british"] == ["b-ships-2"]


def test_AC_SIEGE_4_ship_does_not_count_without_ship_symbol():
    state = montreal().state()
    illegal(state, "british", besiege("montreal", "b-trois-rivieres", "b-bateaux", "b-ships-1"), "AC-SIEGE-4")
    events, _after = when(state, "british", besiege("montreal", "b-trois-rivieres", "b-bateaux",
                                                    "b-regular-infantry-1"))
    # Montreal: 1 + 0 + printed 1 = 2; infantry 2 -> 0
    assert event(events, "SiegeBegun")["value"] == 0


def test_AC_SIEGE_5_cards_1_and_2_discarded_card_3_to_attackers_siege_space():
    state = louisbourg().state()
    _, after = when(state, "british", SC4)
    assert set(after.zones["british"]["discard"]) == {"b-halifax", "b-ships-1"}
    assert after.zones["british"]["hand"] == []
    assert after.sieges["british"]["cards"] == {"british": ["b-siege-artillery"], "french": []}
    assert "french" not in after.sieges


def test_AC_SIEGE_5_french_attack_uses_the_french_siege_space():
    state = (Table().control("french", "pemaquid")
             .hand("french", "f-pemaquid", "f-ships", "f-regular-infantry-1").turn("french").state())
    events, after = when(state, "french", besiege("boston", "f-pemaquid", "f-ships", "f-regular-infantry-1"))
    assert "british" not in after.sieges
    assert after.sieges["french"]["location"] == "boston"
    assert after.sieges["french"]["cards"] == {"french": ["f-regular-infantry-1"], "british": []}
    assert set(after.zones["french"]["discard"]) == {"f-pemaquid", "f-ships"}
    # Boston: 1 + 0 + printed 1 = 2; infantry 2 -> 0
    assert event(events, "SiegeBegun")["defence"] == 2 and after.sieges["french"]["value"] == 0


def test_AC_SIEGE_6_siege_artillery_costs_3_money():
    state = louisbourg().money("british", 5).state()
    events, after = when(state, "british", SC4)
    assert event(events, "SiegeBegun")["cost"] == 3
    assert after.money["british"] == 2


def test_AC_SIEGE_6_siege_artillery_without_3_money():
    state = louisbourg().money("british", 2).state()
    illegal(state, "british", SC4, "AC-SIEGE-6")


def test_AC_SIEGE_6_other_cards_cost_nothing():
    state = louisbourg().hand("british", "b-halifax", "b-ships-1", "b-regular-infantry-1").money("british", 0).state()
    events, after = when(state, "british", besiege("louisbourg", "b-halifax", "b-ships-1", "b-regular-infantry-1"))
    assert event(events, "SiegeBegun")["cost"] == 0 and after.money["british"] == 0


@pytest.mark.parametrize("location, fort, expected", [
    ("louisbourg", False, 2),   # 1 + printed 1
    ("louisbourg", True, 4),    # 1 + 2 + printed 1
    ("port-royal", False, 1),   # 1
    ("port-royal", True, 3),    # 1 + 2
])
def test_AC_SIEGE_7_starting_defence(location, fort, expected):
    t = louisbourg().control("french", location, fort=fort)
    events, after = when(t.state(), "british", besiege(location, "b-halifax", "b-ships-1", "b-siege-artillery"))
    begun = event(events, "SiegeBegun")
    assert begun["defence"] == expected
    assert begun["value"] == -expected + 3
    assert after.sieges["british"]["value"] == -expected + 3


def test_AC_SIEGE_7_quebec_printed_modifier_and_fortification():
    t = (Table().control("british", "louisbourg").control("french", "quebec", piece="disc", fort=True)
         .hand("british", "b-louisbourg", "b-ships-1", "b-regular-infantry-1"))
    events, _ = when(t.state(), "british", besiege("quebec", "b-louisbourg", "b-ships-1", "b-regular-infantry-1"))
    begun = event(events, "SiegeBegun")
    assert begun["defence"] == 1 + 2 + 2
    assert begun["value"] == -5 + 2


def test_AC_SIEGE_8_value_starts_at_minus_defence_plus_card_3():
    # SC-AC-4: Louisbourg defends with 2; the artillery's 3 puts the British one ahead
    events, after = when(louisbourg().state(), "british", SC4)
    begun = event(events, "SiegeBegun")
    assert (begun["defence"], begun["strength"], begun["value"]) == (2, 3, 1)
    assert after.sieges["british"]["value"] == 1 and after.sieges["british"]["won_by"] is None


def test_AC_SIEGE_9_ship_and_military_count_once():
    # SC-AC-8: New York has a military symbol and a ship symbol; at ship-symbol Louisbourg it adds exactly 1
    t = Table().hand("british", "b-new-york").siege("british", "louisbourg", 0, british=["b-militia-1"])
    events, after = when(t.state(), "british", reinforce("british", "b-new-york"))
    assert event(events, "SiegeReinforced")["strength"] == 1
    assert after.sieges["british"]["value"] == 1


def test_AC_SIEGE_9_strengths():
    t = (Table().hand("british", "b-regular-infantry-1", "b-ships-1", "b-militia-1")
         .siege("british", "louisbourg", -3, british=["b-siege-artillery"]))
    state = t.state()
    q = Query(state, "british")
    assert q.strength("b-regular-infantry-1", "british") == 2
    assert q.strength("b-ships-1", "british") == 1      # ship at a ship-symbol location
    assert q.strength("b-militia-1", "british") == 1
    assert q.strength("b-siege-artillery", "british") == 3
    _, after = when(state, "british", reinforce("british", "b-regular-infantry-1"))
    assert after.sieges["british"]["value"] == -1
    _, after = when(after, "british", reinforce("british", "b-ships-1"))
    assert after.sieges["british"]["value"] == 0


@pytest.mark.parametrize("options", EDITIONS)
def test_AC_SIEGE_10_value_clamped_at_the_british_track_ends(options):
    # British track -5..+7
    t = Table(**options).hand("british", "b-regular-infantry-1").siege("british", "louisbourg", 6)
    events, after = when(t.state(), "british", reinforce("british", "b-regular-infantry-1"))
    assert event(events, "SiegeReinforced")["value"] == 7 and after.sieges["british"]["value"] == 7
    t = (Table(**options).hand("french", "f-regular-infantry-1").siege("british", "louisbourg", -4)
         .turn("french"))
    _, after = when(t.state(), "french", reinforce("british", "f-regular-infantry-1"))
    assert after.sieges["british"]["value"] == -5


@pytest.mark.parametrize("options", EDITIONS)
def test_AC_SIEGE_10_value_clamped_at_the_french_track_ends(options):
    # French track -4..+7
    t = (Table(**options).hand("french", "f-regular-infantry-1").siege("french", "new-york", 6)
         .turn("french"))
    _, after = when(t.state(), "french", reinforce("french", "f-regular-infantry-1"))
    assert after.sieges["french"]["value"] == 7
    t = Table(**options).hand("british", "b-regular-infantry-1").siege("french", "new-york", -3)
    _, after = when(t.state(), "british", reinforce("french", "b-regular-infantry-1"))
    assert after.sieges["french"]["value"] == -4


def _pushed_past_the_end_and_back(**options):
    """The French push the British track from -5 two further down, then the British push it up by two."""
    t = (Table(**options).hand("french", "f-regular-infantry-1").hand("british", "b-regular-infantry-1")
         .siege("british", "louisbourg", -5).turn("french"))
    _, after = when(t.state(), "french", reinforce("british", "f-regular-infantry-1"))
    down = after.sieges["british"]["value"]
    after.active, after.actions_left = "british", 2
    _, after = when(after, "british", reinforce("british", "b-regular-infantry-1"))
    return down, after.sieges["british"]["value"]


def test_AC_SIEGE_10_clamped_value_pushed_back_from_the_end():
    assert _pushed_past_the_end_and_back() == (-5, -3)


def test_AC_SIEGE_10_unclamped_option_keeps_the_plain_sum():
    assert _pushed_past_the_end_and_back(siege_track="unclamped") == (-7, -5)
    t = Table(siege_track="unclamped").hand("british", "b-regular-infantry-1").siege("british", "louisbourg", 6)
    _, after = when(t.state(), "british", reinforce("british", "b-regular-infantry-1"))
    assert after.sieges["british"]["value"] == 8
    t = Table(siege_track="unclamped").hand("british", "b-regular-infantry-1").siege("french", "new-york", -3)
    _, after = when(t.state(), "british", reinforce("french", "b-regular-infantry-1"))
    assert after.sieges["french"]["value"] == -5


def test_AC_SIEGE_11_a_siege_has_no_time_limit():
    _, state = turn_start(Table().siege("british", "louisbourg", 1, british=["b-regular-infantry-1"]), "british")
    for _ in range(3):
        for seat in ("british", "french"):
            assert state.active == seat
            assert state.sieges["british"]["location"] == "louisbourg"
            assert state.sieges["british"]["value"] == 1
            events, state = next_turn(state, seat)
            assert "SiegeWon" not in types(events) and "SiegeEnded" not in types(events)
    assert state.sieges["british"]["cards"]["british"] == ["b-regular-infantry-1"]


def test_AC_SIEGE_12_control_unchanged_under_siege():
    t = louisbourg().hand("british", "b-halifax", "b-ships-1", "b-siege-artillery", "b-regular-infantry-1",
                          "b-militia-1")
    _, after = when(t.state(), "british", SC4)
    assert after.owner["louisbourg"] == "french" and after.piece["louisbourg"] == "cube"
    _, after = when(after, "british", reinforce("british", "b-regular-infantry-1"))
    assert after.sieges["british"]["value"] == 3
    assert after.owner["louisbourg"] == "french"
    # the French turn starts with the British 3 ahead: still French
    events, after = when(after, "british", END)
    assert after.active == "french"
    assert after.owner["louisbourg"] == "french" and after.piece["louisbourg"] == "cube"
    assert "SiegeWon" not in types(events)


def test_AC_SIEGE_13_besieged_card_cannot_be_used():
    t = (Table().hand("french", "f-port-royal", "f-louisbourg", "f-quebec").turn("french")
         .siege("british", "port-royal", 0, british=["b-regular-infantry-1"]))
    state = t.state()
    illegal(state, "french", {"type": "take_money", "card": "f-port-royal"}, "AC-SUPPLY-3")
    illegal(state, "french", reinforce("british", "f-port-royal"), "AC-SUPPLY-3")
    # Louisbourg is not besieged: its card is still usable (strength 1: ship at ship-symbol Port Royal)
    _, after = when(state, "french", reinforce("british", "f-louisbourg"))
    assert after.sieges["british"]["value"] == -1


def test_AC_SIEGE_13_besieged_location_cannot_be_fortified():
    t = (Table().hand("french", "f-louisbourg", "f-fortification").turn("french")
         .siege("british", "louisbourg", 0, british=["b-regular-infantry-1"]))
    illegal(t.state(), "french", {"type": "fortify", "location_card": "f-louisbourg",
                                  "fortification": "f-fortification"}, "AC-FORTIFY-2")


def test_AC_SIEGE_13_besieged_location_cannot_be_raided_second_edition():
    cmd = {"type": "raid", "location": "port-royal", "cards": ["b-rangers"]}
    t = (Table().control("british", "fort-beausejour").hand("british", "b-rangers")
         .siege("british", "port-royal", 0, british=["b-regular-infantry-1"]))
    illegal(t.state(), "british", cmd, "AC-RAID-9")
    # 1st edition: no such restriction
    t = (Table(edition="first").control("british", "fort-beausejour").hand("british", "b-rangers")
         .siege("british", "port-royal", 0, british=["b-regular-infantry-1"]))
    events, _ = when(t.state(), "british", cmd)
    assert types(events)[0] == "RaidLaunched"


# == AC-SIEGE-20..31: the siege check at the start of a turn =======================================
def test_AC_SIEGE_20_both_tracks_checked_at_turn_start():
    t = (Table().hand("british", "b-new-york")
         .siege("british", "louisbourg", 3, british=["b-regular-infantry-1"])
         .siege("french", "philadelphia", -2, french=["f-regular-infantry-2"]))
    events, state = turn_start(t, "british")
    assert event(events, "TurnStarted")["resolve"] == ["british", "french"]
    # British track first; the occupy decision holds up the rest
    won = event(events, "SiegeWon")
    assert won["siege"] == "british" and won["winner"] == "british"
    assert state.pending[0]["kind"] == "occupy" and state.to_resolve == ["french"]
    # nothing else happens before the siege check is over
    illegal(state, "british", PASS, "AC-TURN-10")
    events, state = when(state, "british", {"type": "occupy", "settler": "b-new-york"})
    assert types(events)[-3:] == ["SiegeWon", "SiegeCardReturned", "SiegeEnded"]
    won = next(e for e in events if e["type"] == "SiegeWon")
    assert won["siege"] == "french" and won["winner"] == "british" and won["captured"] is None
    assert state.sieges == {} and state.to_resolve == []
    assert state.owner["louisbourg"] == "british" and state.owner["philadelphia"] == "british"
    assert state.actions_left == 2


def test_AC_SIEGE_20_no_check_mid_turn():
    # reaching +2 during one's own turn wins nothing until one's next turn starts
    t = Table().hand("british", "b-regular-infantry-1").siege("british", "louisbourg", 0)
    events, state = when(t.state(), "british", reinforce("british", "b-regular-infantry-1"))
    assert state.sieges["british"]["value"] == 2 and "SiegeWon" not in types(events)
    events, state = next_turn(state, "british")
    assert state.active == "french" and "SiegeWon" not in types(events)
    events, state = next_turn(state, "french")
    assert state.active == "british"
    assert event(events, "SiegeWon")["winner"] == "british"


@pytest.mark.parametrize("options", EDITIONS)
@pytest.mark.parametrize("value, wins", [(1, False), (2, True), (5, True), (0, False), (-3, False)])
def test_AC_SIEGE_21_attacker_wins_at_plus_2_on_his_turn_start(options, value, wins):
    t = Table(**options).siege("british", "louisbourg", value, british=["b-regular-infantry-1"])
    events, state = turn_start(t, "british")
    assert event(events, "TurnStarted")["resolve"] == (["british"] if wins else [])
    if wins:
        assert event(events, "SiegeWon")["winner"] == "british"
        assert state.owner.get("louisbourg") is None
    else:
        assert "SiegeWon" not in types(events)
        assert state.sieges["british"]["value"] == value and state.owner["louisbourg"] == "french"


@pytest.mark.parametrize("options", EDITIONS)
@pytest.mark.parametrize("value, wins", [(0, False), (-1, True), (-4, True), (1, False), (5, False)])
def test_AC_SIEGE_21_defender_wins_at_minus_1_on_his_turn_start(options, value, wins):
    t = Table(**options).siege("british", "louisbourg", value, british=["b-regular-infantry-1"])
    events, state = turn_start(t, "french")
    assert event(events, "TurnStarted")["resolve"] == (["british"] if wins else [])
    if wins:
        won = event(events, "SiegeWon")
        assert won["winner"] == "french" and won["captured"] is None
        assert "british" not in state.sieges
    else:
        # SC-AC-D2: even far ahead on the defender's turn, the attacker does not win
        assert "SiegeWon" not in types(events)
        assert state.sieges["british"]["value"] == value
    assert state.owner["louisbourg"] == "french"


def test_AC_SIEGE_21_defender_ahead_on_attackers_turn_does_nothing():
    t = Table().siege("french", "philadelphia", -4, french=["f-regular-infantry-2"])
    events, state = turn_start(t, "french")  # the French attack: a British lead is checked on British turns only
    assert "SiegeWon" not in types(events) and state.sieges["french"]["value"] == -4
    t = Table().siege("french", "philadelphia", 4, french=["f-regular-infantry-2"])
    events, state = turn_start(t, "british")
    assert "SiegeWon" not in types(events) and state.sieges["french"]["value"] == 4


def test_AC_SIEGE_21_french_attacker_wins_on_french_turn():
    t = Table().siege("french", "philadelphia", 2, french=["f-regular-infantry-2"])
    events, state = turn_start(t, "french")
    won = event(events, "SiegeWon")
    assert won["siege"] == "french" and won["winner"] == "french" and won["captured"] == "cube"
    assert state.pending[0]["kind"] == "occupy" and state.pending[0]["seat"] == "french"


def test_AC_SIEGE_22_capture_goes_to_the_attackers_pool_and_fortification_returns():
    t = (Table().control("french", "louisbourg", fort=True)
         .siege("british", "louisbourg", 3, british=["b-regular-infantry-1"]))
    before = t.state()
    events, state = turn_start(t, "british")
    won = event(events, "SiegeWon")
    assert won["captured"] == "cube" and won["fort_returned"] is True
    assert state.captured["british"]["cube"] == before.captured["british"]["cube"] + 1
    assert state.cubes["french"] == before.cubes["french"]  # captured, not back to stock
    assert "louisbourg" not in state.forts
    assert state.forts_stock == before.forts_stock + 1
    assert "louisbourg" not in state.owner and "louisbourg" not in state.piece


def test_AC_SIEGE_22_disc_captured():
    t = (Table().control("french", "port-royal", piece="disc")
         .siege("british", "port-royal", 2, british=["b-regular-infantry-1"]))
    before = t.state()
    events, state = turn_start(t, "british")
    won = event(events, "SiegeWon")
    assert won["captured"] == "disc" and won["fort_returned"] is False
    assert state.captured["british"]["disc"] == before.captured["british"]["disc"] + 1
    assert state.forts_stock == before.forts_stock


def _won_louisbourg(**options):
    t = (Table(**options).hand("british", "b-new-york", "b-regular-infantry-2")
         .reserve("british", "b-settlers")
         .siege("british", "louisbourg", 3, british=["b-regular-infantry-1"]))
    return turn_start(t, "british")


def test_AC_SIEGE_23_settler_location_needs_a_settler_card_from_hand():
    events, state = _won_louisbourg()
    asked = event(events, "DecisionRequested")
    assert asked["kind"] == "occupy" and asked["seat"] == "british" and asked["settler_needed"] is True
    illegal(state, "british", {"type": "occupy"}, "AC-SIEGE-23")
    illegal(state, "british", {"type": "occupy", "settler": "b-regular-infantry-2"}, "AC-SIEGE-23")
    illegal(state, "british", {"type": "occupy", "settler": "b-settlers"}, "AC-CARD-9")  # in the reserve
    assert {"type": "occupy", "settler": "b-new-york"} in legal_commands(state, "british")
    assert {"type": "decline_occupy"} in legal_commands(state, "british")
    cubes = state.cubes["british"]
    events, after = when(state, "british", {"type": "occupy", "settler": "b-new-york"})
    occ = event(events, "LocationOccupied")
    assert occ["card"] == "b-new-york"
    assert after.owner["louisbourg"] == "british" and after.piece["louisbourg"] == "cube"
    assert after.cubes["british"] == cubes - 1
    assert "b-new-york" in after.zones["british"]["discard"] and "b-new-york" not in after.zones["british"]["hand"]


def test_AC_SIEGE_23_settler_card_must_be_usable():
    t = (Table().control("french", "philadelphia").hand("british", "b-philadelphia", "b-new-york")
         .siege("british", "louisbourg", 3, british=["b-regular-infantry-1"]))
    _, state = turn_start(t, "british")
    illegal(state, "british", {"type": "occupy", "settler": "b-philadelphia"}, "AC-SUPPLY-1")


def test_AC_SIEGE_23_empire_settler_card():
    t = (Table().hand("british", "b-settlers")
         .siege("british", "louisbourg", 3, british=["b-regular-infantry-1"]))
    _, state = turn_start(t, "british")
    _, after = when(state, "british", {"type": "occupy", "settler": "b-settlers"})
    assert after.owner["louisbourg"] == "british"
    assert "b-settlers" in after.zones["british"]["discard"]


@pytest.mark.parametrize("options", EDITIONS)
def test_AC_SIEGE_24_no_settler_symbol_cube_without_card_and_optional(options):
    t = (Table(**options).control("french", "fort-st-john").hand("british", "b-new-york")
         .siege("british", "fort-st-john", 2, british=["b-regular-infantry-1"]))
    events, state = turn_start(t, "british")
    asked = event(events, "DecisionRequested")
    assert asked["kind"] == "occupy" and asked["settler_needed"] is False
    illegal(state, "british", {"type": "occupy", "settler": "b-new-york"}, "AC-SIEGE-24")
    assert sorted(legal_commands(state, "british"), key=repr) == sorted(
        [{"type": "occupy"}, {"type": "decline_occupy"}], key=repr)
    events, after = when(state, "british", {"type": "occupy"})
    assert event(events, "LocationOccupied")["card"] is None
    assert after.owner["fort-st-john"] == "british" and after.piece["fort-st-john"] == "cube"
    assert after.zones["british"]["hand"] == ["b-new-york"]
    # placing the cube is optional (AC-SIEGE-24 reading, both editions)
    events, after = when(state, "british", {"type": "decline_occupy"})
    assert "fort-st-john" not in after.owner and after.cubes["british"] == state.cubes["british"]


def test_AC_SIEGE_24_no_cube_in_stock_no_question():
    t = (Table().control("french", "fort-st-john").stock("british", cubes=0)
         .siege("british", "fort-st-john", 2, british=["b-regular-infantry-1"]))
    events, state = turn_start(t, "british")
    assert "DecisionRequested" not in types(events)
    assert "SiegeEnded" in types(events)
    assert "fort-st-john" not in state.owner and state.pending == []
    assert "b-fort-st-john" in state.avail_locations["british"]


def test_AC_SIEGE_25_cube_placed_takes_the_location_card_to_top_of_discard():
    events, state = _won_louisbourg()
    assert "b-louisbourg" in state.avail_locations["british"]
    events, after = when(state, "british", {"type": "occupy", "settler": "b-new-york"})
    assert event(events, "LocationOccupied")["gained"] == "b-louisbourg"
    assert "b-louisbourg" not in after.avail_locations["british"]
    discard = after.zones["british"]["discard"]
    # the siege cards follow when the siege ends; the gained card lies above the settler card
    assert discard.index("b-louisbourg") > discard.index("b-new-york")
    assert after.zones["british"]["discard"][:2] == ["b-new-york", "b-louisbourg"]


def test_AC_SIEGE_25_no_card_when_not_available():
    # the British already hold their Louisbourg card
    t = (Table().deck("british", "b-louisbourg").hand("british", "b-new-york")
         .siege("british", "louisbourg", 3, british=["b-regular-infantry-1"]))
    _, state = turn_start(t, "british")
    where = [z for z, cards in state.zones["british"].items() if "b-louisbourg" in cards]
    events, after = when(state, "british", {"type": "occupy", "settler": "b-new-york"})
    assert event(events, "LocationOccupied")["gained"] is None
    assert [z for z, cards in after.zones["british"].items() if "b-louisbourg" in cards] == where
    # Montreal: the British have no card for it at all
    t = (Table().hand("british", "b-new-york").siege("british", "montreal", 2, british=["b-regular-infantry-1"]))
    _, state = turn_start(t, "british")
    events, after = when(state, "british", {"type": "occupy", "settler": "b-new-york"})
    assert event(events, "LocationOccupied")["gained"] is None
    assert after.owner["montreal"] == "british"


def test_AC_SIEGE_26_no_cube_no_card_location_neutral():
    events, state = _won_louisbourg()
    events, after = when(state, "british", {"type": "decline_occupy"})
    assert types(events)[0] == "OccupationDeclined"
    assert "louisbourg" not in after.owner
    assert "b-louisbourg" in after.avail_locations["british"]
    assert "b-louisbourg" not in zones_of(after, "british")
    assert after.cubes["british"] == state.cubes["british"]
    assert "b-new-york" in after.zones["british"]["hand"]
    assert after.sieges == {}


def test_AC_SIEGE_27_placement_and_card_are_not_actions():
    _, state = _won_louisbourg()
    assert state.actions_left == 2
    _, after = when(state, "british", {"type": "occupy", "settler": "b-new-york"})
    assert after.actions_left == 2 and after.active == "british" and after.pending == []


def test_AC_SIEGE_28_defender_keeps_his_card_unusable():
    t = (Table().hand("british", "b-new-york").hand("french", "f-louisbourg", "f-port-royal")
         .siege("british", "louisbourg", 3, british=["b-regular-infantry-1"]))
    _, state = turn_start(t, "british")
    _, after = when(state, "british", {"type": "occupy", "settler": "b-new-york"})
    assert "f-louisbourg" in zones_of(after, "french")
    assert "f-louisbourg" not in after.avail_locations["french"]
    q = Query(after, "french")
    assert not q.usable("f-louisbourg")
    with pytest.raises(IllegalCommand) as info:
        q.require_usable("f-louisbourg")
    assert info.value.rule_id == "AC-SUPPLY-1"


@pytest.mark.parametrize("options", EDITIONS)
def test_AC_SIEGE_29_defender_win_changes_nothing_on_the_map(options):
    t = (Table(**options).control("french", "louisbourg", fort=True)
         .siege("british", "louisbourg", -1, british=["b-regular-infantry-1"], french=["f-regular-infantry-1"]))
    before = t.state()
    events, state = turn_start(t, "french")
    won = event(events, "SiegeWon")
    assert won["winner"] == "french" and won["captured"] is None and won["fort_returned"] is False
    assert "DecisionRequested" not in types(events)
    assert state.owner == before.owner and state.piece == before.piece and state.forts == before.forts
    assert state.captured == before.captured and state.forts_stock == before.forts_stock
    assert state.sieges == {}
    assert "f-regular-infantry-1" in state.zones["french"]["discard"]
    assert "b-regular-infantry-1" in state.avail_empire["british"]


def test_AC_SIEGE_30_cleanup_sc_ac_7():
    t = (Table().hand("british", "b-new-york")
         .siege("british", "louisbourg", 3,
                british=["b-siege-artillery", "b-regular-infantry-1", "b-military-leader"],
                french=["f-regular-infantry-1", "f-port-royal"]))
    events, state = turn_start(t, "british")
    events, after = when(state, "british", {"type": "occupy", "settler": "b-new-york"})
    returned = event(events, "SiegeCardReturned")
    # the only empire card of the loser goes back, although it came from the starting deck
    assert returned == {"type": "SiegeCardReturned", "seat": "french", "siege": "british",
                        "card": "f-regular-infantry-1", "to": "available_empire", "chosen": False}
    assert "f-regular-infantry-1" in after.avail_empire["french"]
    assert "f-port-royal" in after.zones["french"]["discard"]
    assert {"b-siege-artillery", "b-regular-infantry-1", "b-military-leader"} <= set(after.zones["british"]["discard"])
    assert after.sieges == {}
    assert event(events, "SiegeEnded")["winner"] == "british"
    assert after.actions_left == 2


def test_AC_SIEGE_30_loser_chooses_when_names_differ():
    t = Table().siege("british", "louisbourg", -1,
                      british=["b-siege-artillery", "b-regular-infantry-1", "b-halifax"],
                      french=["f-regular-infantry-1", "f-port-royal"])
    events, state = turn_start(t, "french")
    asked = event(events, "DecisionRequested")
    assert asked["kind"] == "siege_loss" and asked["seat"] == "british"
    assert state.to_act() == {"british"}
    assert sorted(legal_commands(state, "british"), key=repr) == sorted(
        [{"type": "choose_card", "card": "b-siege-artillery"}, {"type": "choose_card", "card": "b-regular-infantry-1"}],
        key=repr)
    illegal(state, "british", {"type": "choose_card", "card": "b-halifax"}, "AC-SIEGE-30")  # a location card
    with pytest.raises(NotYourTurn):
        when(state, "french", PASS)
    events, after = when(state, "british", {"type": "choose_card", "card": "b-siege-artillery"})
    assert event(events, "SiegeCardReturned")["chosen"] is True
    assert "b-siege-artillery" in after.avail_empire["british"]
    assert {"b-regular-infantry-1", "b-halifax"} <= set(after.zones["british"]["discard"])
    assert {"f-regular-infantry-1", "f-port-royal"} <= set(after.zones["french"]["discard"])
    assert after.sieges == {} and after.to_act() == {"french"}


def test_AC_SIEGE_30_same_name_returned_without_asking():
    t = Table().siege("british", "louisbourg", -1, british=["b-regular-infantry-1", "b-regular-infantry-2"])
    events, state = turn_start(t, "french")
    assert "DecisionRequested" not in types(events)
    returned = event(events, "SiegeCardReturned")
    assert returned["seat"] == "british" and returned["chosen"] is False
    assert returned["card"] in ("b-regular-infantry-1", "b-regular-infantry-2")
    other = ({"b-regular-infantry-1", "b-regular-infantry-2"} - {returned["card"]}).pop()
    assert returned["card"] in state.avail_empire["british"]
    assert other in state.zones["british"]["discard"]


def test_AC_SIEGE_30_neutral_card_returns_to_display_and_no_empire_card_returns_nothing():
    t = Table().siege("british", "louisbourg", 3, french=["n-fortification-1", "f-port-royal"])
    _, state = turn_start(t.hand("british"), "british")
    events, after = when(state, "british", {"type": "decline_occupy"})
    returned = event(events, "SiegeCardReturned")
    assert returned["card"] == "n-fortification-1" and returned["to"] == "display"
    assert "n-fortification-1" in after.display
    t = Table().siege("british", "louisbourg", 3, british=["b-regular-infantry-1"], french=["f-port-royal"])
    _, state = turn_start(t.hand("british"), "british")
    events, after = when(state, "british", {"type": "decline_occupy"})
    assert "SiegeCardReturned" not in types(events)
    assert "f-port-royal" in after.zones["french"]["discard"]
    assert "b-regular-infantry-1" in after.zones["british"]["discard"]


@pytest.mark.parametrize("options", EDITIONS)
def test_AC_SIEGE_31_british_win_at_quebec_ends_the_game(options):
    t = (Table(**options).hand("british", "b-new-york")
         .siege("british", "quebec", 2, british=["b-regular-infantry-1"]))
    events, state = turn_start(t, "british")
    ended = event(events, "GameEnded")
    assert ended["winner"] == "british" and ended["reason"] == "siege_of_capital"
    assert state.over and "DecisionRequested" not in types(events)


@pytest.mark.parametrize("options", EDITIONS)
@pytest.mark.parametrize("capital", ["boston", "new-york"])
def test_AC_SIEGE_31_french_win_at_boston_or_new_york_ends_the_game(options, capital):
    t = Table(**options).siege("french", capital, 2, french=["f-regular-infantry-1"])
    events, state = turn_start(t, "french")
    ended = event(events, "GameEnded")
    assert ended["winner"] == "french" and ended["reason"] == "siege_of_capital"
    assert state.over


def test_AC_SIEGE_31_other_sieges_do_not_end_the_game():
    t = Table().siege("french", "philadelphia", 2, french=["f-regular-infantry-1"])
    events, state = turn_start(t, "french")
    assert "GameEnded" not in types(events) and not state.over
    # the defender holding his capital wins nothing more than the siege
    t = Table().siege("british", "quebec", -1, british=["b-regular-infantry-1"])
    events, state = turn_start(t, "french")
    assert "GameEnded" not in types(events) and not state.over
    assert state.owner["quebec"] == "french"


# == AC-REINFORCE-1..9 ============================================================================
def test_AC_REINFORCE_1_reinforce_is_a_normal_action():
    t = Table().hand("british", "b-regular-infantry-1").siege("british", "louisbourg", 0)
    events, after = when(t.state(), "british", reinforce("british", "b-regular-infantry-1"))
    r = event(events, "SiegeReinforced")
    assert r["free"] is False and r["strength"] == 2
    assert after.actions_left == 1
    t.turn("british", actions=0)
    illegal(t.state(), "british", reinforce("british", "b-regular-infantry-1"), "AC-TURN-3")


def test_AC_REINFORCE_1_card_needs_military_or_ship_at_ship_location():
    t = Table().hand("british", "b-bateaux", "b-ships-1").siege("british", "louisbourg", 0)
    illegal(t.state(), "british", reinforce("british", "b-bateaux"), "AC-REINFORCE-1")
    _, after = when(t.state(), "british", reinforce("british", "b-ships-1"))
    assert after.sieges["british"]["value"] == 1
    t = Table().hand("british", "b-ships-1").siege("british", "montreal", 0).control("british", "trois-rivieres")
    illegal(t.state(), "british", reinforce("british", "b-ships-1"), "AC-REINFORCE-1")


def test_AC_REINFORCE_1_only_into_a_running_siege():
    t = Table().hand("british", "b-regular-infantry-1")
    illegal(t.state(), "british", reinforce("british", "b-regular-infantry-1"), "AC-REINFORCE-1")
    illegal(t.state(), "british", reinforce("french", "b-regular-infantry-1"), "AC-REINFORCE-1")


def test_AC_REINFORCE_2_moves_value_in_the_players_favour():
    t = Table().hand("french", "f-regular-infantry-1").siege("british", "louisbourg", 1).turn("french")
    _, after = when(t.state(), "french", reinforce("british", "f-regular-infantry-1"))
    assert after.sieges["british"]["value"] == -1
    t = Table().hand("french", "f-regular-infantry-1").siege("french", "philadelphia", 1).turn("french")
    _, after = when(t.state(), "french", reinforce("french", "f-regular-infantry-1"))
    assert after.sieges["french"]["value"] == 3


def test_AC_REINFORCE_2_sc_ac_6_french_defence():
    t = (Table().hand("french", "f-regular-infantry-1", "f-port-royal", "f-louisbourg")
         .siege("british", "louisbourg", 4, british=["b-siege-artillery", "b-regular-infantry-1", "b-military-leader"])
         .turn("french"))
    state = t.state()
    illegal(state, "french", reinforce("british", "f-louisbourg"), "AC-SUPPLY-3")
    _, state = when(state, "french", reinforce("british", "f-regular-infantry-1"))
    _, state = when(state, "french", reinforce("british", "f-port-royal"))
    assert state.sieges["british"]["value"] == 1
    assert state.sieges["british"]["cards"]["french"] == ["f-regular-infantry-1", "f-port-royal"]
    assert state.actions_left == 0
    # the British check at +1: safe for the moment
    events, state = when(state, "french", END)
    assert "SiegeWon" not in types(events) and state.sieges["british"]["value"] == 1


def test_AC_REINFORCE_3_player_picks_the_siege():
    t = (Table().hand("british", "b-regular-infantry-1")
         .siege("british", "louisbourg", 0).siege("french", "new-york", 0))
    state = t.state()
    legal = legal_commands(state, "british")
    assert reinforce("british", "b-regular-infantry-1") in legal
    assert reinforce("french", "b-regular-infantry-1") in legal
    _, after = when(state, "british", reinforce("french", "b-regular-infantry-1"))
    assert after.sieges["french"]["value"] == -2 and after.sieges["british"]["value"] == 0
    assert after.sieges["french"]["cards"]["british"] == ["b-regular-infantry-1"]
    _, after = when(state, "british", reinforce("british", "b-regular-infantry-1"))
    assert after.sieges["british"]["value"] == 2 and after.sieges["french"]["value"] == 0


def test_AC_REINFORCE_4_card_goes_to_that_sieges_space_on_own_side():
    t = (Table().hand("french", "f-regular-infantry-1", "f-port-royal")
         .siege("british", "louisbourg", 2, british=["b-regular-infantry-1"]).turn("french"))
    _, after = when(t.state(), "french", reinforce("british", "f-port-royal"))
    assert after.sieges["british"]["cards"] == {"british": ["b-regular-infantry-1"], "french": ["f-port-royal"]}
    assert "f-port-royal" not in after.zones["french"]["discard"]
    assert "f-port-royal" not in after.zones["french"]["hand"]


def test_AC_REINFORCE_5_location_card_must_be_usable():
    t = (Table().hand("french", "f-louisbourg", "f-port-royal", "f-quebec")
         .siege("british", "louisbourg", 2).turn("french"))
    illegal(t.state(), "french", reinforce("british", "f-louisbourg"), "AC-SUPPLY-3")
    _, after = when(t.state(), "french", reinforce("british", "f-quebec"))  # military 1 (and ship): 1
    assert after.sieges["british"]["value"] == 1
    t.neutral("port-royal")
    illegal(t.state(), "french", reinforce("british", "f-port-royal"), "AC-SUPPLY-1")
    t = Table().hand("british", "b-halifax").siege("british", "louisbourg", 0)  # Halifax is not British
    illegal(t.state(), "british", reinforce("british", "b-halifax"), "AC-SUPPLY-1")


@pytest.mark.parametrize("seat, card", [("british", "b-siege-artillery"), ("french", "f-siege-artillery")])
def test_AC_REINFORCE_6_siege_artillery_costs_3_each_time(seat, card):
    t = Table().hand(seat, card).siege("british", "louisbourg", 0).turn(seat).money(seat, 4)
    events, after = when(t.state(), seat, reinforce("british", card))
    assert event(events, "SiegeReinforced")["cost"] == 3
    assert after.money[seat] == 1
    assert after.sieges["british"]["value"] == (3 if seat == "british" else -3)
    t.money(seat, 2)
    illegal(t.state(), seat, reinforce("british", card), "AC-REINFORCE-6")


def test_AC_REINFORCE_6_artillery_pays_again_in_a_new_siege():
    # played to start a siege and again (after it came back) as a reinforcement
    state = louisbourg().money("british", 6).state()
    _, state = when(state, "british", SC4)
    assert state.money["british"] == 3
    state.sieges["british"]["cards"]["british"].remove("b-siege-artillery")
    state.zones["british"]["hand"].append("b-siege-artillery")
    _, state = when(state, "british", reinforce("british", "b-siege-artillery"))
    assert state.money["british"] == 0


def test_AC_REINFORCE_7_military_leader_is_free():
    # SC-AC-5: infantry as the action, then Military Leader for free
    t = (Table().hand("british", "b-regular-infantry-1", "b-military-leader")
         .siege("british", "louisbourg", 1, british=["b-siege-artillery"]).turn("british", actions=1))
    _, state = when(t.state(), "british", reinforce("british", "b-regular-infantry-1"))
    assert state.actions_left == 0
    events, state = when(state, "british", leader("british", "b-military-leader"))
    r = event(events, "SiegeReinforced")
    assert r["free"] is True and r["strength"] == 1
    assert state.sieges["british"]["value"] == 4
    assert state.actions_left == 0
    assert state.sieges["british"]["cards"]["british"] == ["b-siege-artillery", "b-regular-infantry-1",
                                                           "b-military-leader"]


def test_AC_REINFORCE_7_defender_may_play_it_too():
    t = Table().hand("french", "f-military-leader").siege("british", "louisbourg", 1).turn("french")
    _, after = when(t.state(), "french", leader("british", "f-military-leader"))
    assert after.sieges["british"]["value"] == 0 and after.actions_left == 2
    assert after.sieges["british"]["cards"]["french"] == ["f-military-leader"]


def test_AC_REINFORCE_7_only_as_the_free_action():
    t = (Table().hand("british", "b-military-leader", "b-regular-infantry-1", "b-halifax", "b-ships-1")
         .control("british", "halifax").siege("british", "gaspe", 0))
    state = t.state()
    illegal(state, "british", reinforce("british", "b-military-leader"), "AC-REINFORCE-7")
    illegal(state, "british", leader("british", "b-regular-infantry-1"), "AC-REINFORCE-7")
    t = (Table().hand("british", "b-military-leader", "b-halifax", "b-ships-1").control("british", "halifax"))
    illegal(t.state(), "british", besiege("louisbourg", "b-halifax", "b-ships-1", "b-military-leader"),
            "AC-REINFORCE-7")
    illegal(t.state(), "british", leader("british", "b-military-leader"), "AC-REINFORCE-7")  # no siege


def test_AC_REINFORCE_7_not_while_a_decision_is_pending():
    t = (Table().hand("british", "b-military-leader", "b-new-york")
         .siege("british", "louisbourg", 3).siege("french", "philadelphia", 0))
    _, state = turn_start(t, "british")
    assert state.pending[0]["kind"] == "occupy"
    illegal(state, "british", leader("french", "b-military-leader"), "AC-TURN-10")


def test_AC_REINFORCE_7_military_leader_chain_option():
    # a British siege of Montreal with no British location next to it
    t = Table().hand("british", "b-military-leader").siege("british", "montreal", 0)
    illegal(t.state(), "british", leader("british", "b-military-leader"), "AC-REINFORCE-9")
    t = (Table(military_leader_chain=False).hand("british", "b-military-leader").siege("british", "montreal", 0))
    _, after = when(t.state(), "british", leader("british", "b-military-leader"))
    assert after.sieges["british"]["value"] == 1


def test_AC_REINFORCE_8_fortification_card_for_the_defender_only():
    t = (Table().hand("french", "n-fortification-1", "f-fortification")
         .siege("british", "louisbourg", 2).turn("french"))
    events, after = when(t.state(), "french", reinforce("british", "n-fortification-1"))
    assert event(events, "SiegeReinforced")["strength"] == 1
    assert after.sieges["british"]["value"] == 1
    assert after.sieges["british"]["cards"]["french"] == ["n-fortification-1"]
    _, after = when(after, "french", reinforce("british", "f-fortification"))
    assert after.sieges["british"]["value"] == 0
    # the British defend New York with theirs
    t = Table().hand("british", "b-fortification").siege("french", "new-york", 0)
    _, after = when(t.state(), "british", reinforce("french", "b-fortification"))
    assert after.sieges["french"]["value"] == -1


def test_AC_REINFORCE_8_attacker_cannot_use_a_fortification_card():
    t = Table().hand("british", "b-fortification", "n-fortification-1").siege("british", "louisbourg", 0)
    illegal(t.state(), "british", reinforce("british", "b-fortification"), "AC-REINFORCE-8")
    illegal(t.state(), "british", reinforce("british", "n-fortification-1"), "AC-REINFORCE-8")
    state = louisbourg().hand("british", "b-halifax", "b-ships-1", "b-fortification").state()
    illegal(state, "british", besiege("louisbourg", "b-halifax", "b-ships-1", "b-fortification"), "AC-REINFORCE-8")


def test_AC_REINFORCE_8_no_fortification_disc_on_a_besieged_location():
    t = (Table().hand("british", "b-new-york", "b-fortification").money("british", 5)
         .siege("french", "new-york", 0))
    illegal(t.state(), "british", {"type": "fortify", "location_card": "b-new-york",
                                   "fortification": "b-fortification"}, "AC-FORTIFY-2")


def test_AC_REINFORCE_9_attacker_needs_a_chain_to_the_besieged_location():
    t = Table().hand("british", "b-regular-infantry-1").siege("british", "montreal", 0)
    illegal(t.state(), "british", reinforce("british", "b-regular-infantry-1"), "AC-REINFORCE-9")
    # Fort Frontenac next to Montreal, but cut off from Boston
    t.control("british", "fort-frontenac")
    illegal(t.state(), "british", reinforce("british", "b-regular-infantry-1"), "AC-REINFORCE-9")
    # ... linked through Oswego, Fort Stanwix, Albany and New York
    t.control("british", "oswego", "fort-stanwix", "albany")
    hand = len(t.state().zones["british"]["hand"])
    _, after = when(t.state(), "british", reinforce("british", "b-regular-infantry-1"))
    assert after.sieges["british"]["value"] == 2
    assert len(after.zones["british"]["hand"]) == hand - 1  # no card is played for the chain


def test_AC_REINFORCE_9_sea_link():
    t = (Table().hand("british", "b-regular-infantry-1").siege("british", "montreal", 0)
         .control("british", "trois-rivieres"))
    _, after = when(t.state(), "british", reinforce("british", "b-regular-infantry-1"))
    assert after.sieges["british"]["value"] == 2


def test_AC_REINFORCE_9_indian_trails_do_not_count():
    # French at Fort Halifax (linked to Quebec through Kennebec) reach Deerfield only by a trail
    t = (Table().control("french", "kennebec", "fort-halifax").hand("french", "f-regular-infantry-1")
         .control("british", "deerfield").siege("french", "deerfield", 0).turn("french"))
    illegal(t.state(), "french", reinforce("french", "f-regular-infantry-1"), "AC-REINFORCE-9")
    t.control("french", "new-haven")  # Deerfield's river neighbour, on the sea network
    _, after = when(t.state(), "french", reinforce("french", "f-regular-infantry-1"))
    assert after.sieges["french"]["value"] == 2


def test_AC_REINFORCE_9_defender_needs_the_chain_too():
    # Deerfield is tied to Boston by a trail only once New Haven is lost
    t = (Table().control("british", "deerfield").neutral("new-haven").hand("british", "b-regular-infantry-1")
         .siege("french", "deerfield", 0))
    illegal(t.state(), "british", reinforce("french", "b-regular-infantry-1"), "AC-REINFORCE-9")
    t.control("british", "new-haven")
    _, after = when(t.state(), "british", reinforce("french", "b-regular-infantry-1"))
    assert after.sieges["french"]["value"] == -2


@pytest.mark.parametrize("options, allowed", [
    ({}, False),
    ({"edition": "first"}, True),
    ({"edition": "first", "first_edition_text": "it"}, True),
    ({"edition": "first", "first_edition_text": "fr"}, False),
])
def test_AC_REINFORCE_9_italian_text_lets_the_british_reinforce_from_new_york(options, allowed):
    # New York is neutral: Albany is linked to Boston only through it
    t = (Table(**options).neutral("new-york").control("british", "albany").control("french", "fort-stanwix")
         .hand("british", "b-regular-infantry-1").siege("british", "fort-stanwix", 0))
    cmd = reinforce("british", "b-regular-infantry-1")
    if allowed:
        _, after = when(t.state(), "british", cmd)
        assert after.sieges["british"]["value"] == 2
    else:
        illegal(t.state(), "british", cmd, "AC-REINFORCE-9")


@pytest.mark.parametrize("options", [{}, {"edition": "first"}, {"edition": "first", "first_edition_text": "fr"}])
def test_AC_REINFORCE_9_french_chain_starts_at_quebec_in_every_text(options):
    t = (Table(**options).control("french", "fort-stanwix").control("british", "albany")
         .hand("french", "f-regular-infantry-1").siege("french", "albany", 0).turn("french"))
    illegal(t.state(), "french", reinforce("french", "f-regular-infantry-1"), "AC-REINFORCE-9")
    # Fort Stanwix - Oswego - Fort Frontenac - Montreal - Trois-Rivieres - Quebec
    t.control("french", "oswego", "fort-frontenac")
    _, after = when(t.state(), "french", reinforce("french", "f-regular-infantry-1"))
    assert after.sieges["french"]["value"] == 2


# == AC-WITHDRAW-1..3 =============================================================================
def test_AC_WITHDRAW_1_free_action_of_the_attacker():
    for options in EDITIONS:
        t = (Table(**options).siege("british", "louisbourg", 0, british=["b-regular-infantry-1"])
             .turn("british", actions=0))
        events, after = when(t.state(), "british", withdraw("british"))
        assert types(events)[0] == "SiegeWithdrawn"
        assert after.sieges == {} and after.actions_left == 0
        t.turn("british", actions=2)
        _, after = when(t.state(), "british", withdraw("british"))
        assert after.actions_left == 2


def test_AC_WITHDRAW_1_defender_may_withdraw_in_second_edition_only():
    t = Table().siege("british", "louisbourg", 0, british=["b-regular-infantry-1"]).turn("french")
    events, _ = when(t.state(), "french", withdraw("british"))
    assert types(events)[0] == "SiegeWithdrawn"
    for options in ({"edition": "first"}, {"edition": "first", "first_edition_text": "fr"}):
        t = Table(**options).siege("british", "louisbourg", 0, british=["b-regular-infantry-1"]).turn("french")
        illegal(t.state(), "french", withdraw("british"), "AC-WITHDRAW-1")


def test_AC_WITHDRAW_1_only_from_a_running_siege_on_your_turn():
    t = Table().siege("british", "louisbourg", 0)
    illegal(t.state(), "british", withdraw("french"), "AC-WITHDRAW-1")
    with pytest.raises(NotYourTurn):
        when(t.state(), "french", withdraw("british"))


def test_AC_WITHDRAW_2_withdrawer_loses_the_siege():
    t = Table().siege("british", "louisbourg", 0,
                      british=["b-siege-artillery", "b-regular-infantry-1", "b-halifax"],
                      french=["f-regular-infantry-1", "f-port-royal"])
    events, state = when(t.state(), "british", withdraw("british"))
    asked = event(events, "DecisionRequested")
    assert asked["kind"] == "siege_loss" and asked["seat"] == "british"
    illegal(state, "british", {"type": "choose_card", "card": "b-halifax"}, "AC-SIEGE-30")
    events, after = when(state, "british", {"type": "choose_card", "card": "b-regular-infantry-1"})
    assert event(events, "SiegeEnded")["winner"] == "french"
    assert "b-regular-infantry-1" in after.avail_empire["british"]
    assert {"b-siege-artillery", "b-halifax"} <= set(after.zones["british"]["discard"])
    assert {"f-regular-infantry-1", "f-port-royal"} <= set(after.zones["french"]["discard"])
    assert "f-regular-infantry-1" not in after.avail_empire["french"]
    assert after.sieges == {}


def test_AC_WITHDRAW_2_single_name_returned_without_asking():
    t = Table().siege("british", "louisbourg", 0, british=["b-regular-infantry-1", "b-halifax"])
    events, after = when(t.state(), "british", withdraw("british"))
    assert "DecisionRequested" not in types(events)
    assert event(events, "SiegeCardReturned")["card"] == "b-regular-infantry-1"
    assert "b-regular-infantry-1" in after.avail_empire["british"]
    assert "b-halifax" in after.zones["british"]["discard"]


@pytest.mark.parametrize("options", EDITIONS)
def test_AC_WITHDRAW_3_attacker_withdrawal_leaves_control(options):
    t = (Table(**options).control("french", "louisbourg", fort=True)
         .siege("british", "louisbourg", 5, british=["b-regular-infantry-1"]))
    before = t.state()
    events, after = when(before, "british", withdraw("british"))
    assert "SiegeWon" not in types(events)
    assert after.owner == before.owner and after.piece == before.piece and after.forts == before.forts
    assert after.captured == before.captured


def test_AC_WITHDRAW_defender_surrenders_by_default():
    # OQ-AC-22 'surrender': the attacker wins at once and may occupy, answering on the defender's turn
    t = (Table().hand("british", "b-new-york")
         .siege("british", "louisbourg", -3, british=["b-regular-infantry-1"],
                french=["f-regular-infantry-1", "f-militia-1"]).turn("french"))
    before = t.state()
    events, state = when(before, "french", withdraw("british"))
    won = event(events, "SiegeWon")
    assert won["winner"] == "british" and won["by"] == "surrender" and won["captured"] == "cube"
    assert state.captured["british"]["cube"] == before.captured["british"]["cube"] + 1
    assert state.pending[0]["kind"] == "occupy" and state.to_act() == {"british"}
    events, state = when(state, "british", {"type": "occupy", "settler": "b-new-york"})
    assert state.owner["louisbourg"] == "british"
    # the French lost: they return one of their two different empire cards
    assert state.pending[0]["kind"] == "siege_loss" and state.to_act() == {"french"}
    _, state = when(state, "french", {"type": "choose_card", "card": "f-militia-1"})
    assert "f-militia-1" in state.avail_empire["french"]
    assert state.sieges == {} and state.active == "french" and state.actions_left == 2


def test_AC_WITHDRAW_defender_keeps_the_location_with_keep_option():
    t = (Table(defender_withdrawal="keep")
         .siege("british", "louisbourg", 5, british=["b-regular-infantry-1"], french=["f-regular-infantry-1"])
         .turn("french"))
    before = t.state()
    events, after = when(before, "french", withdraw("british"))
    assert "SiegeWon" not in types(events)
    assert after.owner == before.owner and after.piece == before.piece and after.captured == before.captured
    assert "f-regular-infantry-1" in after.avail_empire["french"]
    assert "b-regular-infantry-1" in after.zones["british"]["discard"]
    assert after.sieges == {}


def test_AC_WITHDRAW_surrendering_a_capital_loses_the_game():
    t = Table().siege("french", "boston", 0, french=["f-regular-infantry-1"])
    events, state = when(t.state(), "british", withdraw("french"))
    ended = event(events, "GameEnded")
    assert ended["winner"] == "french" and ended["reason"] == "siege_of_capital" and state.over
