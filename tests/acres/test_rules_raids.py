"""Raids, ambushes and the Priest / Indian Leader demand (AC-RAID-1..18, AC-AMBUSH-1..5, AC-PRIEST-1..6).

The usual raid board (SC-AC-11): the French hold Kennebec; the British hold Fort Halifax (road, 1 link),
Deerfield (road + trail, 2 links), Pemaquid (road + river, 2 links) and Boston (road + trail + trail, 3 links).
"""
import pytest

from engine.acres import legal_commands
from engine.acres.position import export_position, load_position
from engine.acres.query import Query
from engine.acres.views import redact
from engine.core import IllegalCommand

from .table import Table, event, illegal, types, when

NA1, NA2, NA3 = "n-native-americans-1", "n-native-americans-2", "n-native-americans-3"
BLUE = "f-native-americans"
EDITIONS = ["first", "second"]


# -- helpers --------------------------------------------------------------------------------------
def raid(location, *cards):
    return {"type": "raid", "location": location, "cards": sorted(cards)}


def ambush(card):
    return {"type": "ambush", "card": card}


def demand(card):
    return {"type": "demand_natives", "card": card}


def block(card):
    return {"type": "block", "card": card}


NO_BLOCK = {"type": "no_block"}


def choose(card):
    return {"type": "choose_card", "card": card}


def kennebec(**options):
    """SC-AC-11: the French (to act) hold Kennebec; the British hold Fort Halifax, Deerfield, Pemaquid, Boston."""
    return Table(**options).turn("french").control("french", "kennebec").control("british", "fort-halifax",
                                                                                   "deerfield")


def raid_targets(state, seat, size=None):
    """Locations of the raids listed for `seat` (optionally only those played with `size` cards)."""
    return {c["location"] for c in legal_commands(state, seat)
            if c["type"] == "raid" and (size is None or len(c["cards"]) == size)}


def same(commands, expected):
    key = lambda c: repr(sorted(c.items()))
    return sorted(map(key, commands)) == sorted(map(key, expected))


def listed(state, seat, cmd):
    return cmd in legal_commands(state, seat)


def pending(state):
    return state.pending[0] if state.pending else None


# -- AC-RAID-1: raid is a normal action with raid cards ---------------------------------------------
def test_AC_RAID_1_raid_is_a_normal_action_and_asks_the_block():
    state = kennebec().hand("french", NA1).state()
    cmd = raid("fort-halifax", NA1)
    assert listed(state, "french", cmd)
    events, after = when(state, "french", cmd)
    assert types(events) == ["RaidLaunched", "DecisionRequested"]
    launched = event(events, "RaidLaunched")
    assert launched["location"] == "fort-halifax" and launched["cards"] == [NA1]
    assert after.actions_left == state.actions_left - 1
    assert pending(after)["kind"] == "raid_block" and pending(after)["seat"] == "british"
    assert after.to_act() == {"british"}


def test_AC_RAID_1_several_raid_cards_and_extenders_together():
    state = kennebec().hand("french", NA1, "f-coureurs-de-bois", "f-priest-1").money("french", 5).state()
    cmd = raid("boston", NA1, "f-coureurs-de-bois", "f-priest-1")
    assert listed(state, "french", cmd)
    events, after = when(state, "french", cmd)
    assert event(events, "RaidLaunched")["cards"] == sorted([NA1, "f-coureurs-de-bois", "f-priest-1"])
    assert after.actions_left == state.actions_left - 1


def test_AC_RAID_1_a_card_without_raid_ability_is_refused():
    state = kennebec().hand("french", NA1, "f-regular-infantry-1").state()
    illegal(state, "french", raid("fort-halifax", NA1, "f-regular-infantry-1"), "AC-RAID-1")
    illegal(state, "french", raid("fort-halifax", "f-regular-infantry-1"), "AC-RAID-1")


def test_AC_RAID_1_british_raid_with_rangers():
    state = (Table().control("british", "fort-halifax").control("french", "kennebec")
             .hand("british", "b-rangers").state())
    events, after = when(state, "british", raid("kennebec", "b-rangers"))
    assert event(events, "RaidLaunched")["cost"] == 0
    assert pending(after)["kind"] == "raid_block" and pending(after)["seat"] == "french"


# -- AC-RAID-2: Priest / Indian Leader never alone ---------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_AC_RAID_2_priest_alone_cannot_raid(edition):
    state = kennebec(edition=edition).hand("french", "f-priest-1", "f-priest-2").state()
    illegal(state, "french", raid("fort-halifax", "f-priest-1"), "AC-RAID-2")
    illegal(state, "french", raid("fort-halifax", "f-priest-1", "f-priest-2"), "AC-RAID-2")
    assert raid_targets(state, "french") == set()


@pytest.mark.parametrize("edition", EDITIONS)
def test_AC_RAID_2_indian_leader_alone_cannot_raid(edition):
    state = (Table(edition=edition).control("british", "fort-halifax").control("french", "kennebec")
             .hand("british", "b-indian-leader").state())
    illegal(state, "british", raid("kennebec", "b-indian-leader"), "AC-RAID-2")
    assert raid_targets(state, "british") == set()


def test_AC_RAID_2_priest_with_a_real_raid_card_is_fine():
    state = kennebec().hand("french", NA1, "f-priest-1").state()
    assert listed(state, "french", raid("fort-halifax", NA1, "f-priest-1"))
    events, _ = when(state, "french", raid("fort-halifax", NA1, "f-priest-1"))
    assert event(events, "RaidLaunched")["cards"] == sorted([NA1, "f-priest-1"])


# -- AC-RAID-3: 1 money per Native Americans card ----------------------------------------------------
def test_AC_RAID_3_each_native_americans_card_costs_one_money():
    state = kennebec(edition="first").hand("french", NA1, NA2, NA3).money("french", 5).state()
    events, after = when(state, "french", raid("boston", NA1, NA2, NA3))
    assert event(events, "RaidLaunched")["cost"] == 3
    assert after.money["french"] == 2


def test_AC_RAID_3_the_blue_french_native_americans_card_costs_one_too():
    state = kennebec().hand("french", BLUE, NA1).money("french", 2).state()
    events, after = when(state, "french", raid("boston", BLUE, NA1))
    assert event(events, "RaidLaunched")["cost"] == 2
    assert after.money["french"] == 0


def test_AC_RAID_3_other_raid_cards_and_extenders_are_free():
    state = kennebec().hand("french", "f-coureurs-de-bois", "f-priest-1").money("french", 0).state()
    cmd = raid("boston", "f-coureurs-de-bois", "f-priest-1")
    assert listed(state, "french", cmd)
    events, after = when(state, "french", cmd)
    assert event(events, "RaidLaunched")["cost"] == 0
    assert after.money["french"] == 0


def test_AC_RAID_3_not_enough_money_for_every_native_card():
    state = kennebec().hand("french", NA1, NA2).money("french", 1).state()
    illegal(state, "french", raid("boston", NA1, NA2), "AC-RAID-3")
    # one card alone is affordable
    assert listed(state, "french", raid("fort-halifax", NA1))
    state0 = kennebec().hand("french", NA1).money("french", 0).state()
    illegal(state0, "french", raid("fort-halifax", NA1), "AC-RAID-3")
    assert raid_targets(state0, "french") == set()


# -- AC-RAID-4: range N (1st) / N+1 (2nd) -----------------------------------------------------------
def test_AC_RAID_4_first_edition_n_cards_reach_n_links():
    state = kennebec(edition="first").hand("french", NA1, NA2, NA3).money("french", 5).state()
    assert raid_targets(state, "french", size=1) == {"fort-halifax"}
    assert raid_targets(state, "french", size=2) == {"fort-halifax", "deerfield", "pemaquid"}
    # New Haven is 3 links too (Kennebec - Fort Halifax - Deerfield - New Haven)
    assert raid_targets(state, "french", size=3) == {"fort-halifax", "deerfield", "pemaquid", "boston", "new-haven"}
    illegal(state, "french", raid("deerfield", NA1), "AC-RAID-4")
    illegal(state, "french", raid("pemaquid", NA1), "AC-RAID-4")
    illegal(state, "french", raid("boston", NA1, NA2), "AC-RAID-4")
    when(state, "french", raid("deerfield", NA1, NA2))
    when(state, "french", raid("boston", NA1, NA2, NA3))


def test_AC_RAID_4_second_edition_n_cards_reach_n_plus_one_links():
    state = kennebec().hand("french", NA1, NA2, NA3).money("french", 5).state()
    assert raid_targets(state, "french", size=1) == {"fort-halifax", "deerfield", "pemaquid"}
    assert raid_targets(state, "french", size=2) == {"fort-halifax", "deerfield", "pemaquid", "boston", "new-haven"}
    illegal(state, "french", raid("boston", NA1), "AC-RAID-4")
    when(state, "french", raid("boston", NA1, NA2))
    when(state, "french", raid("pemaquid", NA1))


@pytest.mark.parametrize("edition, extenders", [("first", 2), ("second", 1)])
def test_AC_RAID_4_priests_count_as_range_cards(edition, extenders):
    priests = ["f-priest-1", "f-priest-2"][:extenders]
    state = kennebec(edition=edition).hand("french", NA1, "f-priest-1", "f-priest-2").state()
    illegal(state, "french", raid("boston", NA1, *priests[:-1]), "AC-RAID-4")
    events, after = when(state, "french", raid("boston", NA1, *priests))
    assert event(events, "RaidLaunched")["cost"] == 1  # priests cost nothing
    assert after.money["french"] == state.money["french"] - 1


# -- AC-RAID-5: rivers, roads, lakes and trails in any mix, never the sea ----------------------------
def test_AC_RAID_5_road_and_trail_mix_reach_deerfield_and_boston():
    state = kennebec(edition="first").hand("french", NA1, NA2, NA3).money("french", 5).state()
    distances = Query(state, "french").raid_distances(99)
    assert distances["fort-halifax"] == 1  # road
    assert distances["deerfield"] == 2  # road + trail
    assert distances["pemaquid"] == 2  # road + river
    assert distances["boston"] == 3  # road + trail + trail
    events, _ = when(state, "french", raid("boston", NA1, NA2, NA3))
    assert event(events, "RaidLaunched")["location"] == "boston"


def test_AC_RAID_5_lake_shore_locations_are_one_link_apart():
    # Lake Ontario: Fort Frontenac, Fort Niagara and Oswego share a shore
    state = (Table(edition="first").turn("french").control("french", "fort-frontenac")
             .control("british", "oswego", "fort-niagara").hand("french", NA1).state())
    assert {"oswego", "fort-niagara"} <= raid_targets(state, "french", size=1)


def test_AC_RAID_5_the_sea_is_never_a_raid_path():
    # Quebec and Pemaquid are both on the sea, but the raid must go by land: 3 links.
    state = Table().turn("french").hand("french", NA1).state()
    assert Query(state, "french").raid_distances(99)["pemaquid"] == 3
    illegal(state, "french", raid("pemaquid", NA1), "AC-RAID-4")
    assert raid_targets(state, "french") == set()


def test_AC_RAID_5_a_location_reachable_only_by_sea_cannot_be_raided():
    # Halifax's land links stay among Halifax, Fort Beausejour, Canso and Port Royal: with Port Royal
    # neutral, only the sea joins it to the French locations.
    state = (Table().turn("french").neutral("port-royal").control("british", "halifax")
             .hand("french", NA1, NA2, NA3).money("french", 5).state())
    assert "halifax" not in Query(state, "french").raid_distances(99)
    illegal(state, "french", raid("halifax", NA1, NA2, NA3), "AC-RAID-5")


# -- AC-RAID-6: no location cards, no transport -------------------------------------------------------
def test_AC_RAID_6_raid_needs_neither_location_card_nor_transport():
    state = kennebec().hand("french", NA1).state()  # no location card at all in hand
    events, after = when(state, "french", raid("pemaquid", NA1))
    assert event(events, "RaidLaunched")["cards"] == [NA1]
    assert after.zones["french"]["hand"] == []


def test_AC_RAID_6_location_and_transport_cards_cannot_join_a_raid():
    # 1st edition: the French Bateaux card is in the starting deck
    state = kennebec(edition="first").hand("french", NA1, "f-quebec", "f-bateaux").state()
    for extra in ("f-quebec", "f-bateaux"):
        cmd = raid("fort-halifax", NA1, extra)
        with pytest.raises(IllegalCommand) as info:
            when(state, "french", cmd)
        assert info.value.rule_id in ("AC-RAID-1", "AC-RAID-6")
        assert not listed(state, "french", cmd)


# -- AC-RAID-7: the path may cross any owner's locations ----------------------------------------------
def raid_launched(state, target: str, *cards: str) -> None:
    """The French raid on `target` is taken: launched there with those cards, and the British asked to block."""
    events, after = when(state, "french", raid(target, *cards))
    assert events[0] == {"type": "RaidLaunched", "seat": "french", "location": target, "cards": list(cards),
                         "cost": len(cards)}
    assert after.pending == [{"seat": "british", "kind": "raid_block", "location": target, "by": "french"}]


def test_AC_RAID_7_path_through_enemy_locations():
    # Kennebec -> Fort Halifax (British) -> Deerfield (British) -> Boston
    state = kennebec().hand("french", NA1, NA2).state()
    assert Query(state, "french").raid_distances(99)["boston"] == 3
    raid_launched(state, "boston", NA1, NA2)


def test_AC_RAID_7_path_through_neutral_locations():
    # the French raid from Kennebec through neutral Fort Halifax to Pemaquid
    t = Table(edition="first").turn("french").control("french", "kennebec").hand("french", NA1, NA2)
    state = t.state()
    assert "fort-halifax" not in state.owner
    assert Query(state, "french").raid_distances(99)["pemaquid"] == 2
    raid_launched(state, "pemaquid", NA1, NA2)


def test_AC_RAID_7_path_through_locations_of_both_players():
    t = (Table(edition="first").turn("french").control("french", "fort-halifax").control("british", "deerfield")
         .hand("french", NA1, NA2, NA3).money("french", 5))
    state = t.state()
    # Quebec -> Kennebec (neutral) -> Fort Halifax (French) -> Deerfield (British) -> Boston: from Fort Halifax 2
    assert Query(state, "french").raid_distances(99)["boston"] == 2
    raid_launched(state, "boston", NA1, NA2)


# -- AC-RAID-8: fortified locations ---------------------------------------------------------------------
def test_AC_RAID_8_a_fortified_location_cannot_be_raided():
    state = kennebec().control("british", "deerfield", fort=True).hand("french", NA1, NA2).state()
    illegal(state, "french", raid("deerfield", NA1), "AC-RAID-8")
    illegal(state, "french", raid("deerfield", NA1, NA2), "AC-RAID-8")


def test_AC_RAID_8_fortified_location_stops_the_path():
    # SC-AC-12: Deerfield fortified; Fort Halifax and Pemaquid stay raidable, Boston does not
    state = (kennebec().control("british", "deerfield", fort=True).hand("french", NA1, NA2, NA3)
             .money("french", 5).state())
    assert raid_targets(state, "french") == {"fort-halifax", "pemaquid"}
    illegal(state, "french", raid("boston", NA1, NA2, NA3), "AC-RAID-8")


def test_AC_RAID_8_a_path_may_start_at_ones_own_fortified_location():
    state = (Table().turn("french").control("french", "kennebec", fort=True)
             .control("british", "fort-halifax", "deerfield").hand("french", NA1).state())
    assert raid_targets(state, "french", size=1) == {"fort-halifax", "deerfield", "pemaquid"}
    when(state, "french", raid("fort-halifax", NA1))
    when(state, "french", raid("deerfield", NA1))


def test_AC_RAID_8_the_besiegers_path_stops_at_a_fortified_besieged_location():
    state = (kennebec().control("british", "fort-halifax", fort=True).siege("french", "fort-halifax", 0)
             .hand("french", NA1, NA2).state())
    assert "deerfield" not in raid_targets(state, "french")
    assert "pemaquid" not in raid_targets(state, "french")


# -- AC-RAID-9: besieged locations (2nd edition only) -----------------------------------------------------
def test_AC_RAID_9_cannot_raid_into_a_besieged_location():
    state = kennebec().siege("french", "fort-halifax", 0).hand("french", NA1).state()
    illegal(state, "french", raid("fort-halifax", NA1), "AC-RAID-9")
    assert "fort-halifax" not in raid_targets(state, "french")


def test_AC_RAID_9_cannot_raid_from_a_besieged_location():
    # the British besiege Kennebec: it is no start, and no path passes it, so Fort Halifax is far away
    state = kennebec().siege("british", "kennebec", 0).hand("french", NA1).state()
    assert Query(state, "french").raid_distances(99).get("fort-halifax", 99) > 2
    illegal(state, "french", raid("fort-halifax", NA1), "AC-RAID-9")
    assert raid_targets(state, "french") == set()


def test_AC_RAID_9_besieger_may_pass_through_the_unfortified_besieged_location():
    state = kennebec().siege("french", "fort-halifax", 0).hand("french", NA1).state()
    assert raid_targets(state, "french", size=1) == {"deerfield", "pemaquid"}
    when(state, "french", raid("deerfield", NA1))


def test_AC_RAID_9_cannot_pass_through_a_location_the_opponent_besieges():
    # the French besiege British Deerfield: the British path from Boston to Kennebec cannot pass it
    t = (Table().neutral("pemaquid").control("french", "kennebec").control("british", "deerfield")
         .siege("french", "deerfield", 0).hand("british", NA1, NA2, NA3).money("british", 5))
    state = t.state()
    assert Query(state, "british").raid_distances(99).get("kennebec", 99) > 3
    illegal(state, "british", raid("kennebec", NA1, NA2), "AC-RAID-9")


def test_AC_RAID_9_first_edition_has_no_besieged_restrictions():
    # into
    state = kennebec(edition="first").siege("french", "fort-halifax", 0).hand("french", NA1).state()
    assert listed(state, "french", raid("fort-halifax", NA1))
    when(state, "french", raid("fort-halifax", NA1))
    # from
    state = kennebec(edition="first").siege("british", "kennebec", 0).hand("french", NA1).state()
    assert listed(state, "french", raid("fort-halifax", NA1))
    when(state, "french", raid("fort-halifax", NA1))
    # through a location the opponent besieges
    t = (Table(edition="first").neutral("pemaquid").control("french", "kennebec")
         .control("british", "deerfield").siege("french", "deerfield", 0)
         .hand("british", NA1, NA2, NA3).money("british", 5))
    state = t.state()
    assert Query(state, "british").raid_distances(99)["kennebec"] == 2  # from Deerfield itself
    when(state, "british", raid("kennebec", NA1, NA2))


# -- AC-RAID-10: the start need not be in supply -------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_AC_RAID_10_start_location_out_of_supply(edition):
    # French Fort Halifax is cut from Quebec (Kennebec is neutral); Deerfield is 1 link from it, 3 from Quebec
    state = (Table(edition=edition).turn("french").control("french", "fort-halifax")
             .control("british", "deerfield").hand("french", NA1, "f-fort-halifax").state())
    assert "fort-halifax" not in Query(state, "french").usable_locations
    assert listed(state, "french", raid("deerfield", NA1))
    events, _ = when(state, "french", raid("deerfield", NA1))
    assert event(events, "RaidLaunched")["location"] == "deerfield"


# -- AC-RAID-11: target and the block decision ----------------------------------------------------------
def test_AC_RAID_11_target_must_be_controlled_by_the_opponent():
    state = kennebec().neutral("deerfield").hand("french", NA1).state()
    illegal(state, "french", raid("deerfield", NA1), "AC-RAID-11")  # neutral
    illegal(state, "french", raid("quebec", NA1), "AC-RAID-11")  # own
    assert "deerfield" not in raid_targets(state, "french")


def test_AC_RAID_11_block_with_a_raid_blocking_card_from_hand():
    state = kennebec().hand("french", NA1).hand("british", "b-rangers", "b-boston").state()
    _, after = when(state, "french", raid("fort-halifax", NA1))
    assert same(legal_commands(after, "british"), [block("b-rangers"), NO_BLOCK])
    events, done = when(after, "british", block("b-rangers"))
    blocked = event(events, "RaidBlocked")
    assert blocked["card"] == "b-rangers" and blocked["location"] == "fort-halifax"
    assert "b-rangers" in done.zones["british"]["discard"] and "b-rangers" not in done.zones["british"]["hand"]
    assert done.owner["fort-halifax"] == "british"
    assert not done.pending and done.to_act() == {"french"}


def test_AC_RAID_11_block_with_fortification_card():
    state = kennebec().hand("french", NA1).hand("british", "n-fortification-1").state()
    _, after = when(state, "french", raid("fort-halifax", NA1))
    events, done = when(after, "british", block("n-fortification-1"))
    assert event(events, "RaidBlocked")["card"] == "n-fortification-1"
    assert done.owner["fort-halifax"] == "british"


def test_AC_RAID_11_native_americans_block_costs_nothing():
    state = kennebec().hand("french", NA1).hand("british", NA2).money("british", 0).state()
    _, after = when(state, "french", raid("fort-halifax", NA1))
    _, done = when(after, "british", block(NA2))
    assert done.money["british"] == 0
    assert NA2 in done.zones["british"]["discard"]
    assert done.owner["fort-halifax"] == "british"


def test_AC_RAID_11_block_with_the_raided_locations_own_card():
    state = kennebec().hand("french", NA1).hand("british", "b-fort-halifax").state()
    _, after = when(state, "french", raid("fort-halifax", NA1))
    assert listed(after, "british", block("b-fort-halifax"))
    events, done = when(after, "british", block("b-fort-halifax"))
    assert event(events, "RaidBlocked")["card"] == "b-fort-halifax"
    assert "b-fort-halifax" in done.zones["british"]["discard"]
    assert done.owner["fort-halifax"] == "british"


def test_AC_RAID_11_the_location_card_must_be_usable_to_block():
    # OQ-AC-16: Deerfield is cut from Boston once New Haven is neutral (trails do not carry supply)
    state = kennebec().neutral("new-haven").hand("french", NA1).hand("british", "b-deerfield").state()
    _, after = when(state, "french", raid("deerfield", NA1))
    illegal(after, "british", block("b-deerfield"), "AC-SUPPLY-2")
    assert legal_commands(after, "british") == [NO_BLOCK]


def test_AC_RAID_11_besieged_location_card_cannot_block_first_edition():
    state = (kennebec(edition="first").siege("french", "fort-halifax", 0).hand("french", NA1)
             .hand("british", "b-fort-halifax").state())
    _, after = when(state, "french", raid("fort-halifax", NA1))
    illegal(after, "british", block("b-fort-halifax"), "AC-SUPPLY-3")


def test_AC_RAID_11_other_cards_cannot_block():
    state = (kennebec().hand("french", NA1).hand("british", "b-boston", "b-regular-infantry-1", "b-pemaquid")
             .reserve("british", "b-rangers").state())
    _, after = when(state, "french", raid("fort-halifax", NA1))
    illegal(after, "british", block("b-boston"), "AC-RAID-11")  # another location's card
    illegal(after, "british", block("b-regular-infantry-1"), "AC-RAID-11")
    illegal(after, "british", block("b-rangers"), "AC-CARD-9")  # blockers come from the hand, not the reserve
    assert legal_commands(after, "british") == [NO_BLOCK]


def test_AC_RAID_11_block_decision_asked_even_without_a_blocker():
    for hand in ([], ["b-boston", "b-regular-infantry-1"]):
        state = kennebec().hand("french", NA1).hand("british", *hand).state()
        events, after = when(state, "french", raid("fort-halifax", NA1))
        asked = event(events, "DecisionRequested")
        assert asked["seat"] == "british" and asked["kind"] == "raid_block"
        assert after.to_act() == {"british"}
        assert legal_commands(after, "british") == [NO_BLOCK]
        assert after.owner["fort-halifax"] == "british"  # nothing taken until he answers


def test_AC_RAID_11_blocking_is_optional():
    state = kennebec().hand("french", NA1).hand("british", "b-rangers").state()
    _, after = when(state, "french", raid("fort-halifax", NA1))
    events, done = when(after, "british", NO_BLOCK)
    assert types(events)[:2] == ["BlockDeclined", "LocationRaided"]
    assert event(events, "BlockDeclined")["kind"] == "raid"
    assert "b-rangers" in done.zones["british"]["hand"]
    assert "fort-halifax" not in done.owner


# -- AC-RAID-12: a blocked raid fails but costs the action -----------------------------------------------
def test_AC_RAID_12_blocked_raid_still_costs_cards_money_and_action():
    state = kennebec().hand("french", NA1, NA2).money("french", 3).hand("british", "b-rangers").state()
    _, after = when(state, "french", raid("boston", NA1, NA2))
    _, done = when(after, "british", block("b-rangers"))
    assert done.owner["boston"] == "british" and done.piece["boston"] == "disc"
    assert done.captured["french"] == state.captured["french"]
    assert done.money["french"] == 1
    assert {NA1, NA2} <= set(done.zones["french"]["discard"])
    assert done.actions_left == state.actions_left - 1
    assert done.active == "french" and done.to_act() == {"french"}


# -- AC-RAID-13: an unblocked raid captures the piece ---------------------------------------------------
def test_AC_RAID_13_unblocked_raid_captures_the_cube():
    state = kennebec().hand("french", NA1).state()
    _, after = when(state, "french", raid("fort-halifax", NA1))
    events, done = when(after, "british", NO_BLOCK)
    raided = event(events, "LocationRaided")
    assert raided["location"] == "fort-halifax" and raided["piece"] == "cube" and raided["replaced"] is False
    assert "fort-halifax" not in done.owner and "fort-halifax" not in done.piece
    assert done.captured["french"]["cube"] == state.captured["french"]["cube"] + 1
    assert done.cubes["british"] == state.cubes["british"]  # the cube is the raider's, not back in stock


# -- AC-RAID-14: a raided disc -----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_AC_RAID_14_raided_disc_is_replaced_by_a_cube(edition):
    state = (Table(edition=edition).turn("french").control("french", "deerfield").hand("french", NA1).state())
    _, after = when(state, "french", raid("boston", NA1))
    events, done = when(after, "british", NO_BLOCK)
    raided = event(events, "LocationRaided")
    assert raided["piece"] == "disc" and raided["replaced"] is True
    assert done.owner["boston"] == "british" and done.piece["boston"] == "cube"
    assert done.cubes["british"] == state.cubes["british"] - 1
    assert done.discs["british"] == state.discs["british"]  # the disc went to the raider
    assert done.captured["french"]["disc"] == state.captured["french"]["disc"] + 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_AC_RAID_14_raided_disc_without_cube_in_stock_leaves_the_location_neutral(edition):
    # SC-AC-17: the British have no cube left; a French raid takes the Albany disc
    t = (Table(edition=edition).turn("french").control("french", "fort-william-henry")
         .control("british", "albany", piece="disc").stock("british", cubes=0).hand("french", NA1))
    state = t.state()
    _, after = when(state, "french", raid("albany", NA1))
    events, done = when(after, "british", NO_BLOCK)
    raided = event(events, "LocationRaided")
    assert raided["piece"] == "disc" and raided["replaced"] is False
    assert "albany" not in done.owner
    assert done.cubes["british"] == 0
    assert done.captured["french"]["disc"] == state.captured["french"]["disc"] + 1


# -- AC-RAID-15: the raided player keeps his location cards -----------------------------------------------
def test_AC_RAID_15_raided_player_keeps_the_location_card():
    state = (kennebec().hand("french", NA1).discard("british", "b-fort-halifax").hand("british", "b-deerfield")
             .state())
    _, after = when(state, "french", raid("fort-halifax", NA1))
    _, done = when(after, "british", NO_BLOCK)
    assert "fort-halifax" not in done.owner
    assert "b-fort-halifax" in done.zones["british"]["discard"]
    assert "b-fort-halifax" not in done.avail_locations["british"]
    assert done.zones["british"]["hand"] == ["b-deerfield"]


# -- AC-RAID-16: regaining a raided location by settling --------------------------------------------------
def test_AC_RAID_16_settling_a_lost_location_adds_no_card():
    # SC-AC-15: Deerfield was raided to neutral; the British still hold its card
    state = (Table().neutral("deerfield").hand("british", "b-new-haven", "b-st-marys", "b-boston", "b-deerfield")
             .state())
    cmd = {"type": "settle", "location": "deerfield", "via": "b-new-haven", "transport": "b-st-marys",
           "settler": "b-boston"}
    events, after = when(state, "british", cmd)
    settled = event(events, "LocationSettled")
    assert settled["gained"] is None and settled["cube"] is True
    assert after.owner["deerfield"] == "british" and after.piece["deerfield"] == "cube"
    assert after.zones["british"]["hand"] == ["b-deerfield"]
    assert "b-deerfield" not in after.zones["british"]["discard"]


def test_AC_RAID_16_the_location_must_be_neutral_to_regain_it():
    state = (Table().control("french", "deerfield")
             .hand("british", "b-new-haven", "b-st-marys", "b-boston", "b-deerfield").state())
    cmd = {"type": "settle", "location": "deerfield", "via": "b-new-haven", "transport": "b-st-marys",
           "settler": "b-boston"}
    illegal(state, "british", cmd, "AC-SETTLE-1")


# -- AC-RAID-17: raiding a capital to neutral does not win ----------------------------------------------------
def _raid_boston_twice(edition):
    state = (Table(edition=edition).turn("french").control("french", "deerfield").hand("french", NA1, NA2)
             .money("french", 5).state())
    events = []
    for card in (NA1, NA2):
        ev, state = when(state, "french", raid("boston", card))
        events += ev
        ev, state = when(state, "british", NO_BLOCK)
        events += ev
    return events, state


@pytest.mark.parametrize("edition", EDITIONS)
def test_AC_RAID_17_raiding_boston_down_to_neutral_does_not_end_the_game(edition):
    events, state = _raid_boston_twice(edition)
    assert "boston" not in state.owner
    assert "GameEnded" not in types(events) and not state.over
    ev, state = when(state, "french", {"type": "end_turn"})
    if edition == "first":
        ev2, state = when(state, "french", {"type": "end_turn"})
        ev += ev2
    assert "GameEnded" not in types(ev) and not state.over
    assert state.active == "british"


@pytest.mark.parametrize("edition, wins", [("second", True), ("first", False)])
def test_AC_RAID_17_settling_the_raided_capital_wins_only_in_second_edition(edition, wins):
    t = (Table(edition=edition).turn("french").neutral("boston").control("french", "pemaquid")
         .hand("french", "f-pemaquid", "f-ships", "n-settlers-1"))
    state = t.state()
    cmd = {"type": "settle", "location": "boston", "via": "f-pemaquid", "transport": "f-ships",
           "settler": "n-settlers-1"}
    events, after = when(state, "french", cmd)
    assert after.owner["boston"] == "french"
    assert ("GameEnded" in types(events)) is wins
    if wins:
        assert event(events, "GameEnded")["winner"] == "french"


# -- AC-RAID-18: raid cards to the raider's discard ------------------------------------------------------------
@pytest.mark.parametrize("answer", ["no_block", "block"])
def test_AC_RAID_18_raid_cards_go_to_the_raiders_discard(answer):
    state = (kennebec().hand("french", NA1, "f-coureurs-de-bois", "f-priest-1", "f-quebec")
             .hand("british", "b-rangers").state())
    cards = [NA1, "f-coureurs-de-bois", "f-priest-1"]
    _, after = when(state, "french", raid("boston", *cards))
    assert set(cards) <= set(after.zones["french"]["discard"])
    assert after.zones["french"]["hand"] == ["f-quebec"]
    reply = NO_BLOCK if answer == "no_block" else block("b-rangers")
    _, done = when(after, "british", reply)
    assert set(cards) <= set(done.zones["french"]["discard"])
    assert not set(cards) & set(done.zones["british"]["discard"])
    assert NA1 not in done.display


# -- AC-AMBUSH-1: a normal action with one ambush card --------------------------------------------------------
@pytest.mark.parametrize("card", [NA1, "f-coureurs-de-bois", BLUE])
def test_AC_AMBUSH_1_ambush_is_a_normal_action(card):
    state = Table().turn("french").hand("french", card).hand("british", "b-regular-infantry-1").state()
    assert listed(state, "french", ambush(card))
    events, after = when(state, "french", ambush(card))
    assert types(events) == ["AmbushLaunched", "DecisionRequested"]
    assert event(events, "AmbushLaunched")["card"] == card
    assert after.actions_left == state.actions_left - 1
    assert pending(after)["kind"] == "ambush_block" and pending(after)["seat"] == "british"


def test_AC_AMBUSH_1_british_ambush_with_rangers():
    state = Table().hand("british", "b-rangers").state()
    events, after = when(state, "british", ambush("b-rangers"))
    assert event(events, "AmbushLaunched")["cost"] == 0
    assert pending(after)["seat"] == "french"


def test_AC_AMBUSH_1_a_card_that_cannot_ambush_is_refused():
    state = Table().turn("french").hand("french", "f-priest-1", "f-militia-1", "f-quebec").state()
    for card in ("f-priest-1", "f-militia-1", "f-quebec"):
        illegal(state, "french", ambush(card), "AC-AMBUSH-1")


def test_AC_AMBUSH_1_native_ambush_costs_one_money_by_default():
    state = Table().turn("french").hand("french", NA1, BLUE, "f-coureurs-de-bois").money("french", 3).state()
    for card, cost in ((NA1, 1), (BLUE, 1), ("f-coureurs-de-bois", 0)):
        events, after = when(state, "french", ambush(card))
        assert event(events, "AmbushLaunched")["cost"] == cost
        assert after.money["french"] == 3 - cost


def test_AC_AMBUSH_1_native_ambush_needs_the_money():
    state = Table().turn("french").hand("french", NA1, "f-coureurs-de-bois").money("french", 0).state()
    illegal(state, "french", ambush(NA1), "AC-AMBUSH-1")
    assert listed(state, "french", ambush("f-coureurs-de-bois"))


@pytest.mark.parametrize("edition", EDITIONS)
def test_AC_AMBUSH_1_native_ambush_cost_option_zero_makes_it_free(edition):
    state = (Table(edition=edition, native_ambush_cost=0).turn("french").hand("french", NA1)
             .money("french", 0).state())
    assert listed(state, "french", ambush(NA1))
    events, after = when(state, "french", ambush(NA1))
    assert event(events, "AmbushLaunched")["cost"] == 0
    assert after.money["french"] == 0


# -- AC-AMBUSH-2: the block from hand -------------------------------------------------------------------------
def test_AC_AMBUSH_2_block_from_hand_and_the_action_is_spent():
    state = (Table().turn("french").hand("french", NA1).money("french", 2)
             .hand("british", "b-rangers", "b-regular-infantry-1").state())
    _, after = when(state, "french", ambush(NA1))
    assert same(legal_commands(after, "british"), [block("b-rangers"), NO_BLOCK])
    events, done = when(after, "british", block("b-rangers"))
    assert event(events, "AmbushBlocked")["card"] == "b-rangers"
    assert "b-rangers" in done.zones["british"]["discard"]
    assert "b-regular-infantry-1" in done.zones["british"]["hand"]  # nothing lost
    assert done.money["french"] == 1  # the ambusher paid anyway
    assert done.actions_left == state.actions_left - 1
    assert not done.pending and done.to_act() == {"french"}


def test_AC_AMBUSH_2_native_americans_block_costs_nothing():
    state = (Table().turn("french").hand("french", "f-coureurs-de-bois").hand("british", NA2, "b-militia-1")
             .money("british", 0).state())
    _, after = when(state, "french", ambush("f-coureurs-de-bois"))
    _, done = when(after, "british", block(NA2))
    assert done.money["british"] == 0
    assert NA2 in done.zones["british"]["discard"]


def test_AC_AMBUSH_2_french_militia_blocks_a_british_ambush():
    state = Table().hand("british", "b-rangers").hand("french", "f-militia-1", "f-regular-infantry-1").state()
    _, after = when(state, "british", ambush("b-rangers"))
    events, done = when(after, "french", block("f-militia-1"))
    assert event(events, "AmbushBlocked")["seat"] == "french"
    assert "f-regular-infantry-1" in done.zones["french"]["hand"]


def test_AC_AMBUSH_2_reserve_and_non_blockers_cannot_block():
    state = (Table().turn("french").hand("french", "f-coureurs-de-bois")
             .hand("british", "b-fortification", "b-regular-infantry-1").reserve("british", "b-rangers").state())
    _, after = when(state, "french", ambush("f-coureurs-de-bois"))
    illegal(after, "british", block("b-rangers"), "AC-CARD-9")
    illegal(after, "british", block("b-fortification"), "AC-AMBUSH-2")  # blocks raids, not ambushes
    illegal(after, "british", block("b-regular-infantry-1"), "AC-AMBUSH-2")
    assert legal_commands(after, "british") == [NO_BLOCK]


def test_AC_AMBUSH_2_block_decision_asked_even_without_a_blocker():
    for hand in ([], ["b-regular-infantry-1"]):
        state = Table().turn("french").hand("french", "f-coureurs-de-bois").hand("british", *hand).state()
        events, after = when(state, "french", ambush("f-coureurs-de-bois"))
        asked = event(events, "DecisionRequested")
        assert asked["seat"] == "british" and asked["kind"] == "ambush_block"
        assert "HandRevealed" not in types(events) and "CardLost" not in types(events)
        assert legal_commands(after, "british") == [NO_BLOCK]


# -- AC-AMBUSH-3: the victim chooses an ambush-symbol card from hand or reserve -------------------------------------
def test_AC_AMBUSH_3_victim_chooses_among_hand_and_reserve_ambush_cards():
    state = (Table().turn("french").hand("french", "f-coureurs-de-bois")
             .hand("british", "b-militia-1", "b-boston", "b-rangers").reserve("british", "b-regular-infantry-2")
             .state())
    _, after = when(state, "french", ambush("f-coureurs-de-bois"))
    events, asked = when(after, "british", NO_BLOCK)
    assert event(events, "BlockDeclined")["kind"] == "ambush"
    assert pending(asked)["kind"] == "ambush_loss" and pending(asked)["seat"] == "british"
    options = legal_commands(asked, "british")
    assert sorted(c["card"] for c in options) == ["b-militia-1", "b-regular-infantry-2"]
    assert all(c["type"] == "choose_card" for c in options)


def test_AC_AMBUSH_3_card_from_reserve_returns_to_available_empire_cards():
    state = (Table().turn("french").hand("french", "f-coureurs-de-bois")
             .hand("british", "b-militia-1").reserve("british", "b-regular-infantry-2").state())
    _, after = when(state, "french", ambush("f-coureurs-de-bois"))
    _, asked = when(after, "british", NO_BLOCK)
    events, done = when(asked, "british", choose("b-regular-infantry-2"))
    lost = event(events, "CardLost")
    assert lost["card"] == "b-regular-infantry-2" and lost["from"] == "reserve" and lost["to"] == "available_empire"
    assert "b-regular-infantry-2" in done.avail_empire["british"]
    assert done.zones["british"]["reserve"] == []
    assert done.zones["british"]["hand"] == ["b-militia-1"]
    assert not done.pending and done.to_act() == {"french"}


def test_AC_AMBUSH_3_card_from_hand_returns_to_available_empire_cards():
    state = (Table().hand("british", "b-rangers").hand("french", "f-regular-infantry-1", "f-quebec").state())
    _, after = when(state, "british", ambush("b-rangers"))
    _, asked = when(after, "french", NO_BLOCK)
    events, done = when(asked, "french", choose("f-regular-infantry-1"))
    assert event(events, "CardLost")["from"] == "hand"
    assert "f-regular-infantry-1" in done.avail_empire["french"]
    assert done.zones["french"]["hand"] == ["f-quebec"]


def test_AC_AMBUSH_3_a_card_without_ambush_symbol_cannot_be_chosen():
    state = (Table().turn("french").hand("french", "f-coureurs-de-bois")
             .hand("british", "b-militia-1", "b-boston", "b-rangers").state())
    _, after = when(state, "french", ambush("f-coureurs-de-bois"))
    _, asked = when(after, "british", NO_BLOCK)
    illegal(asked, "british", choose("b-boston"), "AC-AMBUSH-3")
    illegal(asked, "british", choose("b-rangers"), "AC-AMBUSH-3")


# -- AC-AMBUSH-4: no ambush-symbol card: the hand is revealed --------------------------------------------------------
def test_AC_AMBUSH_4_no_ambush_card_reveals_the_hand_and_loses_nothing():
    # an ambush-symbol card in the deck or discard does not count
    state = (Table().turn("french").hand("french", "f-coureurs-de-bois")
             .hand("british", "b-boston", "b-rangers").reserve("british", "b-ships-1")
             .discard("british", "b-regular-infantry-1").deck("british", "b-militia-1").state())
    _, after = when(state, "french", ambush("f-coureurs-de-bois"))
    events, done = when(after, "british", NO_BLOCK)
    shown = event(events, "HandRevealed")
    assert shown["seat"] == "british" and shown["reason"] == "ambush"
    assert shown["cards"] == sorted(["b-boston", "b-rangers"])
    assert redact(shown, "french")["cards"] == sorted(["b-boston", "b-rangers"])  # the opponent sees it
    assert "CardLost" not in types(events)
    assert not done.pending and done.to_act() == {"french"}
    assert done.zones["british"] == after.zones["british"]


def test_AC_AMBUSH_4_empty_hand_is_revealed_too():
    state = Table().turn("french").hand("french", NA1).hand("british").state()
    _, after = when(state, "french", ambush(NA1))
    events, done = when(after, "british", NO_BLOCK)
    assert event(events, "HandRevealed")["cards"] == []
    assert not done.pending


# -- AC-AMBUSH-5: the ambush card goes to the ambusher's discard ---------------------------------------------------
@pytest.mark.parametrize("answer", ["no_block", "block"])
def test_AC_AMBUSH_5_ambush_card_to_the_ambushers_discard(answer):
    state = (Table().turn("french").hand("french", NA1, "f-quebec")
             .hand("british", "b-rangers", "b-militia-1").state())
    _, after = when(state, "french", ambush(NA1))
    assert NA1 in after.zones["french"]["discard"] and after.zones["french"]["hand"] == ["f-quebec"]
    _, done = when(after, "british", NO_BLOCK if answer == "no_block" else block("b-rangers"))
    if done.pending:
        _, done = when(done, "british", choose("b-militia-1"))
    assert NA1 in done.zones["french"]["discard"]
    assert NA1 not in done.display


# -- AC-PRIEST-1: Priest (French) / Indian Leader (British) --------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_AC_PRIEST_1_priest_is_a_normal_action(edition):
    state = Table(edition=edition).turn("french").hand("french", "f-priest-1").hand("british", NA1).state()
    assert listed(state, "french", demand("f-priest-1"))
    events, after = when(state, "french", demand("f-priest-1"))
    assert event(events, "NativesDemanded")["card"] == "f-priest-1"
    assert after.actions_left == state.actions_left - 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_AC_PRIEST_1_indian_leader_is_the_british_version(edition):
    state = Table(edition=edition).hand("british", "b-indian-leader").hand("french", NA1).state()
    events, after = when(state, "british", demand("b-indian-leader"))
    assert event(events, "NativesDemanded")["seat"] == "british"
    assert pending(after)["kind"] == "natives_demand" and pending(after)["seat"] == "french"


def test_AC_PRIEST_1_other_cards_cannot_demand():
    state = Table().turn("french").hand("french", NA1, "f-quebec").state()
    illegal(state, "french", demand(NA1), "AC-PRIEST-1")
    illegal(state, "french", demand("f-quebec"), "AC-PRIEST-1")


# -- AC-PRIEST-2: the opponent gives a neutral Native Americans card ------------------------------------------------
def test_AC_PRIEST_2_opponent_chooses_from_hand_or_reserve():
    state = (Table().turn("french").hand("french", "f-priest-1").hand("british", NA1, "b-boston")
             .reserve("british", NA2).state())
    _, asked = when(state, "french", demand("f-priest-1"))
    assert pending(asked)["kind"] == "natives_demand" and asked.to_act() == {"british"}
    assert sorted(c["card"] for c in legal_commands(asked, "british")) == [NA1, NA2]
    events, done = when(asked, "british", choose(NA2))
    given = event(events, "NativesGiven")
    assert given["card"] == NA2 and given["from"] == "reserve"
    assert NA2 in done.zones["french"]["discard"]
    assert done.zones["british"]["reserve"] == []
    assert sorted(done.zones["british"]["hand"]) == sorted([NA1, "b-boston"])
    assert not done.pending and done.to_act() == {"french"}


def test_AC_PRIEST_2_card_from_hand_goes_to_the_players_discard():
    state = Table().hand("british", "b-indian-leader").hand("french", NA3, "f-quebec").state()
    _, asked = when(state, "british", demand("b-indian-leader"))
    events, done = when(asked, "french", choose(NA3))
    assert event(events, "NativesGiven")["from"] == "hand"
    assert NA3 in done.zones["british"]["discard"] and done.zones["french"]["hand"] == ["f-quebec"]


def test_AC_PRIEST_2_only_a_native_americans_card_may_be_given():
    state = Table().turn("french").hand("french", "f-priest-1").hand("british", NA1, "b-rangers").state()
    _, asked = when(state, "french", demand("f-priest-1"))
    illegal(asked, "british", choose("b-rangers"), "AC-PRIEST-2")


# -- AC-PRIEST-3: none to give: the hand is revealed ---------------------------------------------------------------
def test_AC_PRIEST_3_no_native_card_reveals_the_hand():
    state = (Table().turn("french").hand("french", "f-priest-1").hand("british", "b-boston", "b-rangers")
             .discard("british", NA1).state())
    events, after = when(state, "french", demand("f-priest-1"))
    shown = event(events, "HandRevealed")
    assert shown["seat"] == "british" and shown["reason"] == "natives_demand"
    assert shown["cards"] == sorted(["b-boston", "b-rangers"])
    assert "NativesGiven" not in types(events) and not after.pending
    assert after.zones["british"] == state.zones["british"]
    assert after.to_act() == {"french"} and after.actions_left == state.actions_left - 1


# -- AC-PRIEST-4: the blue French card is never taken ------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_AC_PRIEST_4_blue_native_americans_card_is_never_taken(edition):
    # SC-AC-18: the French hold only the blue card
    state = (Table(edition=edition).hand("british", "b-indian-leader").hand("french", BLUE)
             .reserve("french", "f-regular-infantry-1").state())
    events, after = when(state, "british", demand("b-indian-leader"))
    assert event(events, "HandRevealed")["cards"] == [BLUE]
    assert not after.pending
    assert after.zones["french"]["hand"] == [BLUE]
    assert BLUE not in after.zones["british"]["discard"]


def test_AC_PRIEST_4_blue_card_cannot_be_chosen_when_a_green_one_is_owed():
    state = Table().hand("british", "b-indian-leader").hand("french", BLUE, NA1).state()
    _, asked = when(state, "british", demand("b-indian-leader"))
    assert legal_commands(asked, "french") == [choose(NA1)]
    illegal(asked, "french", choose(BLUE), "AC-PRIEST-4")


# -- AC-PRIEST-5: no block; the Priest to the discard ------------------------------------------------------------------
def test_AC_PRIEST_5_no_block_and_priest_discarded():
    state = (Table().turn("french").hand("french", "f-priest-1").hand("british", NA1, "b-rangers").state())
    _, asked = when(state, "french", demand("f-priest-1"))
    assert "f-priest-1" in asked.zones["french"]["discard"] and "f-priest-1" not in asked.zones["french"]["hand"]
    assert pending(asked)["kind"] == "natives_demand"
    assert all(c["type"] == "choose_card" for c in legal_commands(asked, "british"))
    illegal(asked, "british", block("b-rangers"), "AC-TURN-10")
    illegal(asked, "british", NO_BLOCK, "AC-TURN-10")
    _, done = when(asked, "british", choose(NA1))
    assert "f-priest-1" in done.zones["french"]["discard"]


# -- AC-PRIEST-6: Priest / Indian Leader as raid range cards -----------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_AC_PRIEST_6_indian_leader_extends_a_british_raid(edition):
    # Boston -> Deerfield -> Fort Halifax -> Kennebec: 3 links (Pemaquid neutral so it is no nearer start)
    t = (Table(edition=edition).neutral("pemaquid").control("french", "kennebec")
         .hand("british", "b-rangers", "b-indian-leader", NA1).money("british", 5))
    state = t.state()
    assert Query(state, "british").raid_distances(99)["kennebec"] == 3
    without = ["b-rangers"] + ([NA1] if edition == "first" else [])  # reaches 2 links in either edition
    illegal(state, "british", raid("kennebec", *without), "AC-RAID-4")
    cmd = raid("kennebec", *without, "b-indian-leader")
    assert listed(state, "british", cmd)
    _, after = when(state, "british", cmd)
    assert "b-indian-leader" in after.zones["british"]["discard"]
    assert pending(after)["kind"] == "raid_block"


def test_AC_PRIEST_6_priest_extends_a_french_raid():
    state = kennebec().hand("french", "f-coureurs-de-bois", "f-priest-1").state()
    illegal(state, "french", raid("boston", "f-coureurs-de-bois"), "AC-RAID-4")
    assert listed(state, "french", raid("boston", "f-coureurs-de-bois", "f-priest-1"))
    events, after = when(state, "french", raid("boston", "f-coureurs-de-bois", "f-priest-1"))
    assert event(events, "RaidLaunched")["cost"] == 0
    assert "f-priest-1" in after.zones["french"]["discard"]


def test_AC_RAID_9_first_edition_raid_that_empties_a_besieged_location_lifts_the_siege():
    # the French besiege British Fort Halifax (holding Regular Infantry there) and raid it empty: the siege
    # has nothing left to take, so it ends and both sides' siege cards go to their discard piles
    state = (kennebec(edition="first").siege("french", "fort-halifax", 0, french=["f-regular-infantry-2"],
                                             british=["b-militia-1"]).hand("french", NA1).state())
    _, state = when(state, "french", raid("fort-halifax", NA1))
    events, after = when(state, "british", {"type": "no_block"})
    assert types(events) == ["BlockDeclined", "LocationRaided", "SiegeEnded"]
    assert event(events, "SiegeEnded")["winner"] is None
    assert "fort-halifax" not in after.owner and not after.sieges
    assert "f-regular-infantry-2" in after.zones["french"]["discard"]
    assert "b-militia-1" in after.zones["british"]["discard"]
    load_position(export_position(after))  # the table is consistent again
