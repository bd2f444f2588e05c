"""The worked examples of the rule books (SC-AC-*), as scenario tests.

Each test follows one example: the table it starts from, the commands sent, the outcome expected. Where the
example depends on the edition, the test runs in both (and in both 1st-edition texts where they differ).
Card choices follow engine/acres/data/acres.json; where the data forced a different card or an extra piece on
the board, a comment says so.
"""
import pytest

from engine.acres import legal_commands
from engine.acres.evolve import fold
from engine.acres.game import new_game
from engine.acres.query import Query
from engine.acres.scoring import captured_points, scores
from engine.core import MalformedCommand

from .table import Table, event, illegal, types, when

EDITIONS = [{}, {"edition": "first"}]
EDITION_IDS = ["second", "first"]
both_editions = pytest.mark.parametrize("opts", EDITIONS, ids=EDITION_IDS)
ALL_TEXTS = [{}, {"edition": "first"}, {"edition": "first", "first_edition_text": "fr"}]
all_texts = pytest.mark.parametrize("opts", ALL_TEXTS, ids=["second", "first-it", "first-fr"])


def finish_turn(state, seat):
    """`end_turn`, sent twice in the 1st edition (the draw leaves the turn open for free actions)."""
    events, after = when(state, seat, {"type": "end_turn"})
    if after.phase == "after_draw":
        more, after = when(after, seat, {"type": "end_turn"})
        events += more
    return events, after


def raid(location, *cards):
    return {"type": "raid", "location": location, "cards": sorted(cards)}


def test_SC_AC_1_settle_deerfield():
    state = Table().hand("british", "b-new-haven", "b-st-marys", "b-boston").state()
    cmd = {"type": "settle", "location": "deerfield", "via": "b-new-haven", "transport": "b-st-marys",
           "settler": "b-boston"}
    events, after = when(state, "british", cmd)
    assert types(events) == ["LocationSettled"]
    assert after.owner["deerfield"] == "british" and after.piece["deerfield"] == "cube"
    assert after.zones["british"]["discard"][-1] == "b-deerfield"
    assert set(after.zones["british"]["discard"]) == {"b-new-haven", "b-st-marys", "b-boston", "b-deerfield"}
    assert after.cubes["british"] == state.cubes["british"] - 1
    assert after.actions_left == 1
    del cmd["settler"]
    illegal(state, "british", cmd, "AC-SETTLE-4")


# -- SC-AC-2 ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("opts, transport", [({"edition": "first"}, "f-bateaux"), ({}, "f-trois-rivieres")],
                         ids=["first-bateaux", "second-trois-rivieres"])
def test_SC_AC_2_settle_fort_niagara_without_settler(opts, transport):
    # Fort Frontenac is in supply through Montreal and Trois Rivieres (French from the start) to Quebec.
    state = (Table(**opts).turn("french").control("french", "fort-frontenac")
             .hand("french", "f-fort-frontenac", transport).state())
    cubes = state.cubes["french"]
    cmd = {"type": "settle", "location": "fort-niagara", "via": "f-fort-frontenac", "transport": transport}
    assert cmd in legal_commands(state, "french")  # two cards are enough: no settler symbol at Fort Niagara
    events, after = when(state, "french", cmd)
    assert types(events) == ["LocationSettled"]
    assert event(events, "LocationSettled")["gained"] == "f-fort-niagara"
    assert after.owner["fort-niagara"] == "french" and after.piece["fort-niagara"] == "cube"
    assert after.cubes["french"] == cubes - 1
    discard = after.zones["french"]["discard"]
    assert discard[-1] == "f-fort-niagara"
    assert {"f-fort-frontenac", transport} <= set(discard)
    assert "f-fort-niagara" not in after.avail_locations["french"]
    assert after.actions_left == 1


def test_SC_AC_2_french_bateaux_is_out_of_play_in_the_second_edition():
    second = Table().state()
    assert "f-bateaux" in second.out_of_play
    assert all("f-bateaux" not in z for z in second.zones["french"].values())
    first = Table(edition="first").state()
    assert "f-bateaux" in first.zones["french"]["deck"]


# -- SC-AC-3 ---------------------------------------------------------------------------------------
@both_editions
def test_SC_AC_3_develop_albany(opts):
    state = Table(**opts).control("british", "albany").hand("british", "b-albany", "b-st-marys").state()
    cmd = {"type": "develop", "location_card": "b-albany", "settler": "b-st-marys"}
    events, after = when(state, "british", cmd)
    assert types(events) == ["LocationDeveloped"]
    assert after.owner["albany"] == "british" and after.piece["albany"] == "disc"
    assert after.discs["british"] == state.discs["british"] - 1
    assert after.cubes["british"] == state.cubes["british"] + 1
    assert set(after.zones["british"]["discard"]) == {"b-albany", "b-st-marys"}
    assert after.actions_left == 1


@both_editions
def test_SC_AC_3_oswego_develops_fort_stanwix_does_not(opts):
    # Oswego and Fort Stanwix are in supply through Albany and New York.
    state = (Table(**opts).control("british", "albany", "fort-stanwix", "oswego")
             .hand("british", "b-oswego", "b-fort-stanwix", "b-st-marys").state())
    _, after = when(state, "british", {"type": "develop", "location_card": "b-oswego", "settler": "b-st-marys"})
    assert after.piece["oswego"] == "disc"
    illegal(state, "british", {"type": "develop", "location_card": "b-fort-stanwix", "settler": "b-st-marys"},
            "AC-DEVELOP-2")


# -- SC-AC-4 / SC-AC-5 ----------------------------------------------------------------------------
def louisbourg_siege_table(**opts):
    # Halifax is a sea location, hence in supply from Boston; Ships is the ship-symbol card.
    return (Table(**opts).control("british", "halifax").money("british", 12)
            .hand("british", "b-halifax", "b-ships-1", "b-siege-artillery", "b-regular-infantry-1",
                  "b-military-leader"))


BESIEGE_LOUISBOURG = {"type": "besiege", "location": "louisbourg", "via": "b-halifax", "transport": "b-ships-1",
                      "military": "b-siege-artillery"}


@both_editions
def test_SC_AC_4_begin_the_siege_of_louisbourg(opts):
    state = louisbourg_siege_table(**opts).state()
    assert "british" not in state.sieges
    events, after = when(state, "british", BESIEGE_LOUISBOURG)
    begun = event(events, "SiegeBegun")
    assert begun["defence"] == 2  # 1 + no fortification + Louisbourg's modifier 1
    assert begun["strength"] == 3 and begun["cost"] == 3
    siege = after.sieges["british"]
    assert siege["location"] == "louisbourg"
    assert siege["value"] == 1  # -2, then +3 for the artillery
    assert siege["cards"]["british"] == ["b-siege-artillery"] and siege["cards"]["french"] == []
    assert set(after.zones["british"]["discard"]) == {"b-halifax", "b-ships-1"}
    assert after.money["british"] == 9
    assert after.owner["louisbourg"] == "french"  # AC-SIEGE-12
    assert after.actions_left == 1


@pytest.mark.parametrize("opts", ALL_TEXTS[1:], ids=["first-it", "first-fr"])
def test_SC_AC_5_reinforce_with_infantry_and_a_free_military_leader(opts):
    _, state = when(louisbourg_siege_table(**opts).state(), "british", BESIEGE_LOUISBOURG)
    assert state.sieges["british"]["value"] == 1 and state.actions_left == 1
    events, state = when(state, "british", {"type": "reinforce", "siege": "british", "card": "b-regular-infantry-1"})
    assert event(events, "SiegeReinforced")["strength"] == 2
    assert state.sieges["british"]["value"] == 3 and state.actions_left == 0
    # no normal action is left, yet the Military Leader is a free action
    leader = {"type": "military_leader", "siege": "british", "card": "b-military-leader"}
    assert leader in legal_commands(state, "british")
    events, state = when(state, "british", leader)
    assert event(events, "SiegeReinforced")["free"] is True
    assert state.sieges["british"]["value"] == 4
    assert state.sieges["british"]["cards"]["british"] == ["b-siege-artillery", "b-regular-infantry-1",
                                                           "b-military-leader"]
    assert state.actions_left == 0  # besiege + reinforce: the leader used none


# -- SC-AC-6 ---------------------------------------------------------------------------------------
def french_defence_table(**opts):
    return (Table(**opts).turn("french")
            .siege("british", "louisbourg", 4, british=["b-siege-artillery", "b-regular-infantry-1",
                                                        "b-military-leader"])
            .hand("french", "f-regular-infantry-1", "f-port-royal", "f-louisbourg"))


@both_editions
def test_SC_AC_6_french_siege_check_does_nothing_at_plus_four(opts):
    state = french_defence_table(**opts).turn("british", actions=0).state()
    events, after = finish_turn(state, "british")
    assert event(events, "TurnStarted")["seat"] == "french"
    assert event(events, "TurnStarted")["resolve"] == []
    assert "SiegeWon" not in types(events)
    assert after.sieges["british"]["value"] == 4


@both_editions
def test_SC_AC_6_french_defence_of_louisbourg(opts):
    state = french_defence_table(**opts).state()
    _, state = when(state, "french", {"type": "reinforce", "siege": "british", "card": "f-regular-infantry-1"})
    assert state.sieges["british"]["value"] == 2
    events, state = when(state, "french", {"type": "reinforce", "siege": "british", "card": "f-port-royal"})
    assert event(events, "SiegeReinforced")["strength"] == 1  # ship symbol at a ship-symbol location
    assert state.sieges["british"]["value"] == 1
    assert state.sieges["british"]["cards"]["french"] == ["f-regular-infantry-1", "f-port-royal"]
    assert state.actions_left == 0
    # at the next British siege check S = +1: no British win
    events, after = finish_turn(state, "french")
    started = event(events, "TurnStarted")
    assert started["seat"] == "british" and started["resolve"] == []
    assert after.sieges["british"]["value"] == 1 and after.owner["louisbourg"] == "french"


@both_editions
def test_SC_AC_6_the_besieged_louisbourg_card_gives_no_strength(opts):
    state = french_defence_table(**opts).state()
    illegal(state, "french", {"type": "reinforce", "siege": "british", "card": "f-louisbourg"}, "AC-SUPPLY-3")


# -- SC-AC-7 ---------------------------------------------------------------------------------------
@both_editions
def test_SC_AC_7_resolve_the_british_win_at_louisbourg(opts):
    state = (Table(**opts).turn("french", actions=0)
             .siege("british", "louisbourg", 3,
                    british=["b-siege-artillery", "b-regular-infantry-1", "b-military-leader"],
                    french=["f-regular-infantry-1", "f-port-royal"])
             .hand("british", "b-new-york").deck("french", "f-louisbourg").state())
    assert "b-louisbourg" in state.avail_locations["british"]
    cubes, captured = state.cubes["british"], state.captured["british"]["cube"]
    events, state = finish_turn(state, "french")
    started = event(events, "TurnStarted")
    assert started["seat"] == "british" and started["resolve"] == ["british"]
    won = event(events, "SiegeWon")
    assert won["winner"] == "british" and won["captured"] == "cube" and won["fort_returned"] is False
    assert state.captured["british"]["cube"] == captured + 1
    assert captured_points(state, "british") == 2 * (captured + 1)
    assert "louisbourg" not in state.owner
    assert state.pending[0]["kind"] == "occupy" and state.pending[0]["seat"] == "british"
    occupy = {"type": "occupy", "settler": "b-new-york"}
    assert occupy in legal_commands(state, "british")
    assert {"type": "decline_occupy"} in legal_commands(state, "british")
    events, after = when(state, "british", occupy)
    assert types(events) == ["LocationOccupied", "SiegeCardReturned", "SiegeEnded"]
    assert event(events, "LocationOccupied")["gained"] == "b-louisbourg"
    # right after the occupation the Louisbourg card lies on top of the British discard pile
    mid = fold(events[:1], state)
    assert mid.zones["british"]["discard"][-2:] == ["b-new-york", "b-louisbourg"]
    assert after.owner["louisbourg"] == "british" and after.piece["louisbourg"] == "cube"
    assert after.cubes["british"] == cubes - 1
    # the French return their only empire card, although it came from their starting deck
    returned = event(events, "SiegeCardReturned")
    assert returned["seat"] == "french" and returned["card"] == "f-regular-infantry-1"
    assert "f-regular-infantry-1" in after.avail_empire["french"]
    assert "f-port-royal" in after.zones["french"]["discard"]
    assert {"b-siege-artillery", "b-regular-infantry-1", "b-military-leader", "b-new-york",
            "b-louisbourg"} <= set(after.zones["british"]["discard"])
    assert "british" not in after.sieges
    # the French keep their Louisbourg card, now unusable
    assert any("f-louisbourg" in cards for cards in after.zones["french"].values())
    assert "f-louisbourg" not in after.avail_locations["french"]
    assert not Query(after, "french").usable("f-louisbourg")
    assert after.active == "british" and after.actions_left == 2 and not after.pending


# -- SC-AC-8 ---------------------------------------------------------------------------------------
@both_editions
def test_SC_AC_8_ship_and_military_symbols_count_once(opts):
    state = Table(**opts).siege("british", "louisbourg", 0, british=["b-regular-infantry-1"]).hand(
        "british", "b-new-york").state()
    events, after = when(state, "british", {"type": "reinforce", "siege": "british", "card": "b-new-york"})
    assert event(events, "SiegeReinforced")["strength"] == 1
    assert after.sieges["british"]["value"] == 1


# -- SC-AC-9 / SC-AC-10 ---------------------------------------------------------------------------
@pytest.mark.parametrize("seat", ["british", "french"])
def test_SC_AC_9_draft_a_neutral_fortification(seat):
    state = Table().turn(seat).money(seat, 3).state()
    assert "n-fortification-1" in state.display
    events, after = when(state, seat, {"type": "draft", "card": "n-fortification-1"})
    assert event(events, "CardDrafted")["cost"] == 3
    assert after.money[seat] == 0
    assert after.zones[seat]["discard"] == ["n-fortification-1"]
    assert "n-fortification-1" not in after.display
    assert after.actions_left == 1
    poor = Table().turn(seat).money(seat, 2).state()
    illegal(poor, seat, {"type": "draft", "card": "n-fortification-1"}, "AC-DRAFT-4")


@both_editions
def test_SC_AC_10_discard_three_cards_costs_two(opts):
    cards = ["b-boston", "b-new-haven", "b-norfolk"]
    state = Table(**opts).hand("british", *cards).money("british", 5).state()
    events, after = when(state, "british", {"type": "discard", "cards": cards})
    assert event(events, "CardsDiscarded")["cost"] == 2
    assert after.money["british"] == 3
    assert sorted(after.zones["british"]["discard"]) == cards and after.zones["british"]["hand"] == []
    assert after.actions_left == 1
    poor = Table(**opts).hand("british", *cards).money("british", 1).state()
    illegal(poor, "british", {"type": "discard", "cards": cards}, "AC-DISCARD-1")


# -- SC-AC-11 / SC-AC-12 --------------------------------------------------------------------------
NATIVES = ("n-native-americans-1", "n-native-americans-2", "n-native-americans-3")


def kennebec_table(fortified_deerfield=False, **opts):
    # Pemaquid and Boston are British from the start; Fort Halifax and Deerfield are added.
    return (Table(**opts).turn("french").money("french", 5)
            .control("french", "kennebec").control("british", "fort-halifax")
            .control("british", "deerfield", fort=fortified_deerfield)
            .hand("french", *NATIVES))


@pytest.mark.parametrize("opts, needed", [
    ({"edition": "first"}, {"fort-halifax": 1, "deerfield": 2, "pemaquid": 2, "boston": 3}),
    ({}, {"fort-halifax": 1, "deerfield": 1, "pemaquid": 1, "boston": 2}),
], ids=["first", "second"])
def test_SC_AC_11_kennebec_raid_ranges(opts, needed):
    state = kennebec_table(**opts).state()
    legal = legal_commands(state, "french")
    for target, n in needed.items():
        for k in range(1, len(NATIVES) + 1):
            cmd = raid(target, *NATIVES[:k])
            if k >= n:
                assert cmd in legal, f"{target} with {k} card(s) should be legal"
            else:
                illegal(state, "french", cmd, "AC-RAID-4")


@both_editions
def test_SC_AC_11_each_native_americans_card_costs_one(opts):
    state = kennebec_table(**opts).state()
    events, after = when(state, "french", raid("boston", *NATIVES))
    assert event(events, "RaidLaunched")["cost"] == 3
    assert after.money["french"] == 2
    assert set(after.zones["french"]["discard"]) == set(NATIVES)
    assert after.pending[0] == {"seat": "british", "kind": "raid_block", "location": "boston", "by": "french"}
    poor = kennebec_table(**opts).money("french", 2).state()
    illegal(poor, "french", raid("boston", *NATIVES), "AC-RAID-3")


@both_editions
def test_SC_AC_12_raid_with_deerfield_fortified(opts):
    state = kennebec_table(fortified_deerfield=True, **opts).state()
    targets = {c["location"] for c in legal_commands(state, "french") if c["type"] == "raid"}
    assert targets == {"fort-halifax", "pemaquid"}
    illegal(state, "french", raid("deerfield", *NATIVES), "AC-RAID-8")
    # the trail beyond Deerfield is closed, and Pemaquid reaches Boston only by sea
    illegal(state, "french", raid("boston", *NATIVES), "AC-RAID-8")


# -- SC-AC-13 --------------------------------------------------------------------------------------
def drawn(events):
    return [c for e in events if e["type"] == "CardsDrawn" for c in e["cards"]]


def home_support_twice(state):
    events, state = when(state, "french", {"type": "home_support", "card": "f-home-support"})
    first = drawn(events)
    assert "f-home-support" in state.zones["french"]["discard"]
    events, state = when(state, "french", {"type": "intendant", "intendant": "f-intendant", "card": "f-home-support"})
    assert event(events, "IntendantUsed")["cost"] == 2
    assert "f-home-support" in state.hand("french")
    events, state = when(state, "french", {"type": "home_support", "card": "f-home-support"}, seed=1)
    return first, drawn(events), events, state


@both_editions
def test_SC_AC_13_home_support_twice_in_one_turn(opts):
    state = Table(**opts).turn("french").money("french", 2).hand("french", "f-home-support", "f-intendant").state()
    first, second, _, after = home_support_twice(state)
    assert len(first) == 3 and len(second) == 3
    assert len(set(first + second)) == 6
    assert after.money["french"] == 0
    assert after.actions_left == 1  # only the Intendant was a normal action
    assert len(after.hand("french")) == 6


def short_deck_table(**opts):
    t = Table(**opts).turn("french").money("french", 2).hand("french", "f-home-support", "f-intendant")
    keep = sorted(t.s.zones["french"]["deck"])[:4]
    return t.discard("french", *[c for c in t.s.zones["french"]["deck"] if c not in keep])


def test_SC_AC_13_first_edition_reshuffles_for_the_second_home_support():
    state = short_deck_table(edition="first").state()
    first, second, events, after = home_support_twice(state)
    assert len(first) == 3 and len(second) == 3
    assert "DeckReshuffled" in types(events)
    # the Home Support card reaches the discard pile only after its draw, so it is never redrawn
    assert "f-home-support" not in second
    assert after.zones["french"]["discard"] == ["f-home-support"]
    assert after.actions_left == 1


def test_SC_AC_13_second_edition_never_reshuffles():
    state = short_deck_table().state()
    first, second, events, after = home_support_twice(state)
    assert len(first) == 3 and len(second) == 1  # the deck held 4 cards
    assert "DeckReshuffled" not in types(events)
    assert after.zones["french"]["deck"] == []
    assert after.actions_left == 1


# -- SC-AC-14 --------------------------------------------------------------------------------------
@both_editions
def test_SC_AC_14_settle_montreal_without_a_card(opts):
    # Data: the British Fort Frontenac is in supply only through Oswego, Fort Stanwix, Albany and New York,
    # so the British also hold those three locations.
    state = (Table(**opts).neutral("montreal").control("british", "fort-frontenac", "oswego", "fort-stanwix", "albany")
             .hand("british", "b-fort-frontenac", "b-st-marys", "b-boston").state())
    cmd = {"type": "settle", "location": "montreal", "via": "b-fort-frontenac", "transport": "b-st-marys",
           "settler": "b-boston"}
    events, after = when(state, "british", cmd)
    assert types(events) == ["LocationSettled"]
    assert event(events, "LocationSettled")["gained"] is None
    assert after.owner["montreal"] == "british" and after.piece["montreal"] == "cube"
    assert after.cubes["british"] == state.cubes["british"] - 1
    assert set(after.zones["british"]["discard"]) == {"b-fort-frontenac", "b-st-marys", "b-boston"}
    del cmd["settler"]
    illegal(state, "british", cmd, "AC-SETTLE-4")


# -- SC-AC-15 --------------------------------------------------------------------------------------
@both_editions
def test_SC_AC_15_fortify_after_resettling(opts):
    # Deerfield was raided to neutral: the French hold the British cube, the British keep the card.
    t = Table(**opts).money("british", 3).hand("british", "b-new-haven", "b-st-marys", "b-boston", "b-deerfield",
                                               "b-fortification")
    state = t.stock("british", cubes=t.s.cubes["british"] - 1).state()
    events, state = when(state, "british", {"type": "settle", "location": "deerfield", "via": "b-new-haven",
                                             "transport": "b-st-marys", "settler": "b-boston"})
    assert event(events, "LocationSettled")["gained"] is None
    assert state.owner["deerfield"] == "british" and "b-deerfield" in state.hand("british")
    fortify = {"type": "fortify", "location_card": "b-deerfield", "fortification": "b-fortification"}
    assert fortify in legal_commands(state, "british")
    events, after = when(state, "british", fortify)
    assert types(events) == ["LocationFortified"]
    assert "deerfield" in after.forts and after.forts_stock == state.forts_stock - 1
    assert after.money["british"] == 0
    assert {"b-deerfield", "b-fortification"} <= set(after.zones["british"]["discard"])
    assert after.actions_left == 0


# -- SC-AC-16 --------------------------------------------------------------------------------------
@both_editions
def test_SC_AC_16_raiding_boston_twice_does_not_end_the_game(opts):
    # The French raid from Deerfield, one trail link from Boston.
    state = (Table(**opts).turn("french").money("french", 5).control("french", "deerfield")
             .hand("french", "n-native-americans-1", "n-native-americans-2").hand("british", "b-new-haven").state())
    cubes = state.cubes["british"]
    _, state = when(state, "french", raid("boston", "n-native-americans-1"))
    events, state = when(state, "british", {"type": "no_block"})
    assert event(events, "LocationRaided")["replaced"] is True
    assert state.owner["boston"] == "british" and state.piece["boston"] == "cube"
    assert state.cubes["british"] == cubes - 1
    _, state = when(state, "french", raid("boston", "n-native-americans-2"))
    events, state = when(state, "british", {"type": "no_block"})
    assert event(events, "LocationRaided")["piece"] == "cube"
    assert "boston" not in state.owner
    assert state.captured["french"] == {"cube": 1, "disc": 1}
    assert "GameEnded" not in types(events) and not state.over and state.result is None


@pytest.mark.parametrize("opts, wins", [({}, True), ({"edition": "first"}, False)], ids=["second", "first"])
def test_SC_AC_16_settling_the_raided_boston(opts, wins):
    # Data: the French Pemaquid card lists Boston by ship, so the French hold Pemaquid (in supply by sea).
    state = (Table(**opts).turn("french").neutral("boston").control("french", "pemaquid")
             .hand("french", "f-pemaquid", "f-ships", "f-quebec").state())
    events, after = when(state, "french", {"type": "settle", "location": "boston", "via": "f-pemaquid",
                                           "transport": "f-ships", "settler": "f-quebec"})
    assert event(events, "LocationSettled")["gained"] is None  # the French have no Boston card
    assert after.owner["boston"] == "french"
    if wins:
        ended = event(events, "GameEnded")
        assert ended["winner"] == "french" and ended["reason"] == "settled_capital"
        assert after.over
    else:
        assert "GameEnded" not in types(events) and not after.over


# -- SC-AC-17 --------------------------------------------------------------------------------------
@both_editions
def test_SC_AC_17_raided_disc_with_no_cube_in_stock(opts):
    state = (Table(**opts).turn("french").money("french", 1).control("british", "albany", piece="disc")
             .control("french", "fort-stanwix").stock("british", cubes=0)
             .hand("french", "n-native-americans-1").state())
    points = captured_points(state, "french")
    _, state = when(state, "french", raid("albany", "n-native-americans-1"))
    events, after = when(state, "british", {"type": "no_block"})
    raided = event(events, "LocationRaided")
    assert raided["piece"] == "disc" and raided["replaced"] is False
    assert "albany" not in after.owner and "albany" not in after.piece
    assert after.captured["french"]["disc"] == state.captured["french"]["disc"] + 1
    assert captured_points(after, "french") == points + 4
    assert after.cubes["british"] == 0


# -- SC-AC-18 --------------------------------------------------------------------------------------
@both_editions
def test_SC_AC_18_indian_leader_cannot_take_the_blue_native_americans(opts):
    state = Table(**opts).hand("british", "b-indian-leader").hand("french", "f-native-americans").state()
    events, after = when(state, "british", {"type": "demand_natives", "card": "b-indian-leader"})
    assert types(events) == ["NativesDemanded", "HandRevealed"]
    revealed = event(events, "HandRevealed")
    assert revealed["seat"] == "french" and revealed["cards"] == ["f-native-americans"]
    assert after.hand("french") == ["f-native-americans"]
    assert after.zones["british"]["discard"] == ["b-indian-leader"]
    assert not after.pending and after.actions_left == 1


# -- derived edge cases ----------------------------------------------------------------------------
def tie_table(value, active, **opts):
    return (Table(**opts).turn(active, actions=0)
            .siege("british", "louisbourg", value, british=["b-regular-infantry-1", "b-militia-1"],
                   french=["f-regular-infantry-1"]))


@both_editions
def test_SC_AC_D1_siege_tie(opts):
    # attacker's check at S = +1: the siege goes on
    events, after = finish_turn(tie_table(1, "french", **opts).state(), "french")
    assert event(events, "TurnStarted")["seat"] == "british" and event(events, "TurnStarted")["resolve"] == []
    assert after.sieges["british"]["value"] == 1
    # defender's check at S = 0: it goes on
    events, after = finish_turn(tie_table(0, "british", **opts).state(), "british")
    assert event(events, "TurnStarted")["seat"] == "french" and event(events, "TurnStarted")["resolve"] == []
    assert "british" in after.sieges
    # defender's check at S = -1: the defender wins, the attacker returns one empire card
    events, state = finish_turn(tie_table(-1, "british", **opts).state(), "british")
    assert event(events, "TurnStarted")["resolve"] == ["british"]
    won = event(events, "SiegeWon")
    assert won["winner"] == "french" and won["captured"] is None
    assert state.pending[0]["kind"] == "siege_loss" and state.pending[0]["seat"] == "british"
    events, after = when(state, "british", {"type": "choose_card", "card": "b-militia-1"})
    assert types(events) == ["SiegeCardReturned", "SiegeEnded"]
    assert "b-militia-1" in after.avail_empire["british"]
    assert "b-regular-infantry-1" in after.zones["british"]["discard"]
    assert "f-regular-infantry-1" in after.zones["french"]["discard"]
    assert after.owner["louisbourg"] == "french" and after.piece["louisbourg"] == "cube"
    assert after.captured["british"] == {"cube": 0, "disc": 0}
    assert not after.sieges and after.active == "french" and after.actions_left == 2


@both_editions
def test_SC_AC_D2_attacker_ahead_on_the_defenders_turn(opts):
    state = (Table(**opts).turn("british", actions=0).siege("british", "louisbourg", 5, british=["b-siege-artillery"])
             .hand("french", "f-regular-infantry-1").state())
    events, state = finish_turn(state, "british")
    assert event(events, "TurnStarted")["seat"] == "french" and event(events, "TurnStarted")["resolve"] == []
    assert "SiegeWon" not in types(events)
    assert state.owner["louisbourg"] == "french" and state.sieges["british"]["value"] == 5
    legal = legal_commands(state, "french")
    assert {"type": "reinforce", "siege": "british", "card": "f-regular-infantry-1"} in legal
    withdraw = {"type": "withdraw", "siege": "british"}
    if opts.get("edition") == "first":  # AC-WITHDRAW-1: only the attacker withdraws in the 1st edition
        illegal(state, "french", withdraw, "AC-WITHDRAW-1")
    else:
        assert withdraw in legal
    _, after = when(state, "french", {"type": "reinforce", "siege": "british", "card": "f-regular-infantry-1"})
    assert after.sieges["british"]["value"] == 3


@both_editions
def test_SC_AC_D3_retrieve_the_reserve_short_of_money(opts):
    reserve = ("b-militia-1", "b-militia-2", "b-rangers")
    poor = Table(**opts).reserve("british", *reserve).money("british", 2).state()
    illegal(poor, "british", {"type": "retrieve_reserve"}, "AC-RESERVE-6")
    with pytest.raises(MalformedCommand):  # there is no way to name a part of the reserve
        when(poor, "british", {"type": "retrieve_reserve", "cards": ["b-militia-1", "b-militia-2"]})
    events, after = when(Table(**opts).reserve("british", *reserve).money("british", 3).state(), "british",
                         {"type": "retrieve_reserve"})
    assert event(events, "ReserveRetrieved")["cost"] == 3
    assert after.zones["british"]["reserve"] == [] and set(reserve) <= set(after.hand("british"))
    assert after.money["british"] == 0


@both_editions
def test_SC_AC_D4_piracy_with_the_british_at_one_money(opts):
    state = (Table(**opts).turn("french").money("british", 1).money("french", 0)
             .hand("french", "f-louisbourg", "f-ships").state())
    events, after = when(state, "french", {"type": "piracy", "louisbourg": "f-louisbourg", "ship": "f-ships"})
    piracy = event(events, "PiracyCommitted")
    assert piracy["from_opponent"] == 1 and piracy["from_bank"] == 1
    assert after.money["british"] == 0 and after.money["french"] == 2


@both_editions
def test_SC_AC_D5_out_of_supply_card(opts):
    # Albany's only supply link to Boston is New York (river); New York is made neutral.
    state = (Table(**opts).neutral("new-york").control("british", "albany")
             .hand("british", "b-albany", "b-st-marys", "b-governor", "b-trader").state())
    assert not Query(state, "british").usable("b-albany")
    illegal(state, "british", {"type": "develop", "location_card": "b-albany", "settler": "b-st-marys"},
            "AC-SUPPLY-2")
    illegal(state, "british", {"type": "trader", "trader": "b-trader", "cards": ["b-albany"]}, "AC-SUPPLY-2")
    illegal(state, "british", {"type": "settle", "location": "fort-william-henry", "via": "b-albany",
                               "transport": "b-st-marys"}, "AC-SUPPLY-2")
    legal = legal_commands(state, "british")
    allowed = {"discard", "governor"} | ({"reserve"} if opts.get("edition") == "first" else set())
    uses = {c["type"] for c in legal if "b-albany" in repr(c)}
    assert uses == allowed
    assert {"type": "discard", "cards": ["b-albany"]} in legal
    assert {"type": "governor", "governor": "b-governor", "cards": ["b-albany"]} in legal
    if opts.get("edition") != "first":
        illegal(state, "british", {"type": "reserve", "card": "b-albany"}, "AC-RESERVE-2")


@both_editions
def test_SC_AC_D6_second_siege_as_attacker(opts):
    besiege = {"type": "besiege", "location": "port-royal", "via": "b-halifax", "transport": "b-ships-1",
               "military": "b-regular-infantry-1"}

    def table():
        return (Table(**opts).control("british", "halifax")
                .siege("french", "pemaquid", 0, french=["f-regular-infantry-1"])
                .hand("british", "b-halifax", "b-ships-1", "b-regular-infantry-1"))

    defending = table().state()  # defending against a French siege does not stop a British one
    assert besiege in legal_commands(defending, "british")
    _, after = when(defending, "british", besiege)
    assert set(after.sieges) == {"british", "french"}
    attacking = table().siege("british", "louisbourg", 0, british=["b-siege-artillery"]).state()
    illegal(attacking, "british", besiege, "AC-SIEGE-2")


@both_editions
def test_SC_AC_D7_first_turns(opts):
    state, _ = new_game(opts)
    assert state.active == "british" and state.turn == 1 and state.actions_left == 1
    _, state = when(state, "british", {"type": "pass"})
    illegal(state, "british", {"type": "pass"}, "AC-TURN-3")
    events, state = finish_turn(state, "british")
    assert event(events, "TurnStarted")["actions"] == 1
    assert state.active == "french" and state.actions_left == 1
    _, state = when(state, "french", {"type": "pass"})
    illegal(state, "french", {"type": "pass"}, "AC-TURN-3")
    events, state = finish_turn(state, "french")
    assert event(events, "TurnStarted")["actions"] == 2
    assert state.active == "british" and state.actions_left == 2


@pytest.mark.parametrize("opts, ends", [({"edition": "first"}, True),
                                         ({"edition": "first", "first_edition_text": "fr"}, False),
                                         ({}, False)], ids=["first-it", "first-fr", "second"])
def test_SC_AC_D8_end_condition_with_a_siege_running(opts, ends):
    # All nine French discs on the board: Quebec from the start, eight more placed here.
    def table():
        return (Table(**opts).turn("british", actions=0)
                .control("french", "tadoussac", "gaspe", "port-royal", "trois-rivieres", "montreal",
                         "fort-frontenac", "fort-niagara", "oswego", piece="disc"))

    state = table().siege("british", "louisbourg", 0, british=["b-regular-infantry-1"]).state()
    assert state.discs["french"] == 0
    events, after = finish_turn(state, "british")
    if ends:
        assert event(events, "GameEnded")["reason"] == "pieces_placed" and after.over
        assert "TurnStarted" not in types(events)
    else:
        assert "GameEnded" not in types(events) and not after.over
        assert event(events, "TurnStarted")["seat"] == "french"
    # with no siege running, the game ends under every text
    events, after = finish_turn(table().state(), "british")
    assert event(events, "GameEnded")["reason"] == "pieces_placed"


@pytest.mark.parametrize("british_extra, winner", [((), "french"), (("richmond",), "british")],
                         ids=["tie", "british-ahead"])
def test_SC_AC_D9_score_tie_goes_to_the_french(british_extra, winner):
    # French: Quebec town 12 + Gaspe 1 + Port Royal 3 + Tadoussac 2 + 12 captured (three British towns) = 30.
    # British: 17 from the start + Albany 4 + Deerfield 4 + Detroit 4 + Cumberland 1 = 30.
    t = (Table().turn("british", actions=0).neutral("louisbourg", "trois-rivieres", "montreal")
         .control("british", "albany", "deerfield", "detroit", "cumberland", *british_extra))
    state = t.stock("british", discs=t.s.discs["british"] - 3).state()
    table = scores(state)
    assert table["french"]["total"] == 30
    assert table["british"]["total"] == 30 + 2 * len(british_extra)
    events, after = finish_turn(state, "british")
    ended = event(events, "GameEnded")
    assert ended["reason"] == "captures"
    assert ended["scores"]["french"]["total"] == 30
    assert ended["winner"] == winner and after.result["winner"] == winner
