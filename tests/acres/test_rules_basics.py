"""Rule tests for the basics: components, cards, board, setup, turn structure, supply, settle, develop, fortify
(AC-COMP, AC-CARD, AC-BOARD, AC-SETUP, AC-TURN, AC-SUPPLY, AC-SETTLE, AC-DEVELOP, AC-FORTIFY)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.acres import decide, legal_commands, new_game, setup, view
from engine.acres.commands import FREE_ACTIONS, SPECS
from engine.acres.data import (
    _RAW,
    CARDS,
    LAND_LINKS,
    LOCATION_CARD,
    LOCATIONS,
    RAID_LINKS,
    SEA_BY_DATA,
    SEA_BY_SYMBOL,
)
from engine.acres.options import parse_options
from engine.acres.position import export_position, load_position
from engine.acres.query import Query, card_strength
from engine.acres.scoring import scores
from engine.acres.setup import initial_state
from engine.acres.state import cards_in_play
from engine.core import InvalidOptions, InvalidPosition, NotYourTurn

from .table import Table, event, illegal, rng, types, when


# -- helpers of this file ------------------------------------------------------------------------------
def ok(state, seat, cmd, seed=0):
    """`cmd` is listed as legal and accepted: the events and the state after."""
    assert cmd in legal_commands(state, seat), f"{cmd} not listed among the legal commands"
    return when(state, seat, cmd, seed)


def usable(state, seat, card):
    return Query(state, seat).usable(card)


def not_your_turn(state, seat, cmd):
    with pytest.raises(NotYourTurn):
        decide(state, seat, cmd, rng())
    assert legal_commands(state, seat) == []


def invalid_position(position, text=""):
    with pytest.raises(InvalidPosition) as info:
        load_position(position)
    assert text in info.value.message, info.value.message
    return info.value


def names(card_ids):
    return Counter(CARDS[c].name for c in card_ids)


def take_money(card):
    return {"type": "take_money", "card": card}


SETTLE_DEERFIELD = {"type": "settle", "location": "deerfield", "via": "b-new-haven", "transport": "b-st-marys",
                    "settler": "b-boston"}
BRITISH_START = {"boston", "new-haven", "new-york", "norfolk", "pemaquid", "philadelphia", "st-marys"}
FRENCH_START = {"gaspe", "louisbourg", "montreal", "quebec", "port-royal", "tadoussac", "trois-rivieres"}


def british_to_frontenac(t: Table) -> Table:
    """British chain New York -(river)- Albany - Fort Stanwix - Oswego -(lake)- Fort Frontenac."""
    return t.control("british", "albany", "fort-stanwix", "oswego", "fort-frontenac")


# ======================================================================================================
# AC-COMP: components
# ======================================================================================================
@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_COMP_1_piece_and_card_counts(edition):
    state, _ = new_game({"edition": edition}, seed=1)
    on_board = Counter((state.owner[loc], state.piece[loc]) for loc in state.owner)
    assert state.cubes["british"] + on_board[("british", "cube")] == 18
    assert state.discs["british"] + on_board[("british", "disc")] == 12
    assert state.cubes["french"] + on_board[("french", "cube")] == 18
    assert state.discs["french"] + on_board[("french", "disc")] == 9
    assert state.forts_stock == 12 and not state.forts
    assert len(CARDS) == 110
    assert len(cards_in_play(state.rules)) == (110 if edition == "first" else 109)


def test_AC_COMP_1_a_position_with_an_extra_piece_is_refused():
    position = export_position(Table().state())
    position["seats"]["french"]["cubes"] += 1
    invalid_position(position, "AC-COMP-1")
    position = export_position(Table().state())
    position["fortifications_in_stock"] = 13
    invalid_position(position, "AC-COMP-1")


def test_AC_COMP_2_no_piece_in_stock_no_placement():
    settle = Table().hand("british", "b-new-haven", "b-st-marys", "b-boston").stock("british", cubes=0).state()
    illegal(settle, "british", SETTLE_DEERFIELD, "AC-SETTLE-6")
    develop = (Table().control("british", "albany").hand("british", "b-albany", "b-st-marys")
               .stock("british", discs=0).state())
    illegal(develop, "british", {"type": "develop", "location_card": "b-albany", "settler": "b-st-marys"},
            "AC-DEVELOP-3")


def test_AC_COMP_3_payment_beyond_the_purse_is_illegal():
    state = Table().hand("british", "b-new-haven", "b-fortification").money("british", 2).state()
    illegal(state, "british", {"type": "fortify", "location_card": "b-new-haven", "fortification": "b-fortification"},
            "AC-FORTIFY-1")
    state = Table().money("british", 2).state()
    illegal(state, "british", {"type": "draft", "card": "n-fortification-1"}, "AC-DRAFT-4")
    # exactly enough: the money goes to 0, never below
    state = Table().money("british", 3).state()
    _, after = ok(state, "british", {"type": "draft", "card": "n-fortification-1"})
    assert after.money["british"] == 0


# ======================================================================================================
# AC-CARD: cards
# ======================================================================================================
def test_AC_CARD_1_location_cards_name_a_location_empire_cards_none():
    for cid, card in CARDS.items():
        assert card.kind in ("location", "empire"), cid
        if card.kind == "location":
            assert card.location in LOCATIONS, cid
        else:
            assert card.location is None, cid
    # an empire card cannot stand in for a location card
    state = Table().hand("british", "b-regular-infantry-1", "b-st-marys").state()
    illegal(state, "british", {"type": "develop", "location_card": "b-regular-infantry-1", "settler": "b-st-marys"},
            "AC-DEVELOP-1")


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_CARD_2_border_colours_are_the_starting_deck_available_and_neutral_piles(edition):
    state = initial_state(parse_options({"edition": edition}))
    for seat in ("british", "french"):
        deck = set(state.zones[seat]["deck"])
        assert deck == {c for c in cards_in_play(state.rules) if CARDS[c].side == seat and CARDS[c].deck == "start"}
        available = state.avail_locations[seat] | state.avail_empire[seat]
        assert all(CARDS[c].side == seat and CARDS[c].deck == "available" for c in available)
    assert state.display == {c for c in CARDS if CARDS[c].side == "neutral"}
    assert all(CARDS[c].deck == "neutral" for c in state.display)


def test_AC_CARD_3_own_colour_and_neutral_cards_only():
    state = Table().state()
    illegal(state, "british", {"type": "draft", "card": "f-regular-infantry-2"}, "AC-DRAFT-2")
    _, after = ok(state, "british", {"type": "draft", "card": "n-native-americans-1"})
    assert "n-native-americans-1" in after.zones["british"]["discard"]
    # a French card can never sit in a British hand
    position = export_position(Table().state())
    position["seats"]["french"]["deck"].remove("f-quebec")
    position["seats"]["british"]["hand"].append("f-quebec")
    invalid_position(position, "AC-CARD-3")
    # nor be played from it
    illegal(Table().state(), "british", take_money("f-quebec"), "AC-CARD-9")


def test_AC_CARD_4_transport_symbols_match_the_connection():
    # bateaux: St. Mary's carries New Haven's river link to Deerfield
    state = Table().hand("british", "b-new-haven", "b-st-marys", "b-boston", "b-new-york").state()
    ok(state, "british", SETTLE_DEERFIELD)
    illegal(state, "british", {**SETTLE_DEERFIELD, "transport": "b-new-york"}, "AC-SETTLE-3")
    # wagon: Cumberland's road to Fort Duquesne needs Philadelphia's wagon, not St. Mary's bateaux
    state = (Table().control("british", "cumberland")
             .hand("british", "b-cumberland", "b-philadelphia", "b-st-marys").state())
    ok(state, "british", {"type": "settle", "location": "fort-duquesne", "via": "b-cumberland",
                          "transport": "b-philadelphia"})
    illegal(state, "british", {"type": "settle", "location": "fort-duquesne", "via": "b-cumberland",
                               "transport": "b-st-marys"}, "AC-SETTLE-3")
    # ship: Boston's sea link to Halifax needs a ship symbol
    state = Table().hand("british", "b-boston", "b-new-york", "b-st-marys", "b-philadelphia").state()
    ok(state, "british", {"type": "settle", "location": "halifax", "via": "b-boston", "transport": "b-new-york",
                          "settler": "b-philadelphia"})
    illegal(state, "british", {"type": "settle", "location": "halifax", "via": "b-boston", "transport": "b-st-marys",
                               "settler": "b-philadelphia"}, "AC-SETTLE-3")


def test_AC_CARD_4_money_fur_military_and_ship_symbols():
    state = Table().hand("british", "b-boston", "b-pemaquid", "b-trader").state()
    events, after = ok(state, "british", take_money("b-boston"))
    assert event(events, "MoneyTaken")["amount"] == CARDS["b-boston"].money == 3
    assert after.money["british"] == state.money["british"] + 3
    events, after = ok(state, "british", {"type": "trader", "trader": "b-trader", "cards": ["b-pemaquid"]})
    assert after.money["british"] == state.money["british"] + 2  # one fur with a Trader
    illegal(state, "british", take_money("b-pemaquid"), "AC-MONEY-1")  # Pemaquid prints no money
    # military symbols count one each; a ship counts 1 only where the map shows a ship symbol
    assert card_strength(CARDS["b-regular-infantry-1"], "albany", defender=False) == 2
    assert card_strength(CARDS["b-halifax"], "louisbourg", defender=False) == 1
    assert card_strength(CARDS["b-halifax"], "albany", defender=False) == 0
    assert card_strength(CARDS["b-new-york"], "louisbourg", defender=False) == 1  # ship and military: not 2


def test_AC_CARD_5_one_requirement_per_card():
    state = Table().hand("british", "b-new-haven", "b-st-marys", "b-boston").state()
    # St. Mary's shows both bateaux and settler symbols, but fills only one of the two needs
    illegal(state, "british", {**SETTLE_DEERFIELD, "settler": "b-st-marys"}, "AC-CARD-5")
    illegal(state, "british", {**SETTLE_DEERFIELD, "transport": "b-new-haven"}, "AC-CARD-5")


def test_AC_CARD_6_each_side_uses_its_own_copy():
    # The British Fort Frontenac shows no bateaux symbol; the French one does.
    assert not CARDS["b-fort-frontenac"].bateaux and CARDS["f-fort-frontenac"].bateaux
    assert CARDS["b-pemaquid"].connections != CARDS["f-pemaquid"].connections
    british = (british_to_frontenac(Table())
               .hand("british", "b-oswego", "b-fort-frontenac", "b-fort-stanwix").state())
    illegal(british, "british", {"type": "settle", "location": "fort-niagara", "via": "b-oswego",
                                 "transport": "b-fort-frontenac"}, "AC-SETTLE-3")
    ok(british, "british", {"type": "settle", "location": "fort-niagara", "via": "b-oswego",
                            "transport": "b-fort-stanwix"})
    french = (Table().control("french", "fort-frontenac").turn("french")
              .hand("french", "f-montreal", "f-fort-frontenac").state())
    ok(french, "french", {"type": "settle", "location": "fort-st-john", "via": "f-montreal",
                          "transport": "f-fort-frontenac"})


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_CARD_7_full_card_list(edition):
    state = initial_state(parse_options({"edition": edition}))
    b_deck, f_deck = state.zones["british"]["deck"], state.zones["french"]["deck"]
    assert {CARDS[c].location for c in b_deck} == BRITISH_START and len(b_deck) == 7
    french_start_names = names(c for c in f_deck)
    expected = Counter({"Gaspé": 1, "Louisbourg": 1, "Montreal": 1, "Quebec": 1, "Port Royal": 1, "Tadoussac": 1,
                        "Trois Rivières": 1, "Regular Infantry": 1, "Trader": 1})
    if edition == "first":
        expected["Bateaux"] = 1
    assert french_start_names == expected
    assert len(state.avail_locations["british"]) == 26
    assert len(state.avail_locations["french"]) == 19
    assert names(state.avail_empire["british"]) == Counter({
        "Bateaux": 1, "Fortification": 1, "Governor": 1, "Home Support": 1, "Indian Leader": 1,
        "Military Leader": 1, "Militia": 3, "Rangers": 1, "Regular Infantry": 6, "Settlers": 1, "Ships": 2,
        "Siege Artillery": 1, "Trader": 1})
    assert names(state.avail_empire["french"]) == Counter({
        "Coureurs de Bois": 1, "Fortification": 1, "Governor": 1, "Home Support": 1, "Intendant": 1,
        "Military Leader": 1, "Militia": 3, "Native Americans": 1, "Priest": 2, "Regular Infantry": 3, "Ships": 1,
        "Siege Artillery": 1, "Trader": 1})
    assert names(state.display) == Counter({"Fortification": 2, "Native Americans": 5, "Settlers": 2})
    assert ("f-bateaux" in state.out_of_play) == (edition == "second")


def test_AC_CARD_7_french_bateaux_options():
    available = initial_state(parse_options({"french_bateaux": "available"}))
    assert "f-bateaux" in available.avail_empire["french"] and "f-bateaux" not in available.zones["french"]["deck"]
    in_deck = initial_state(parse_options({"french_bateaux": "start_deck"}))
    assert "f-bateaux" in in_deck.zones["french"]["deck"]
    # out of play: it can neither be drafted nor appear anywhere
    illegal(Table().turn("french").state(), "french", {"type": "draft", "card": "f-bateaux"}, "AC-DRAFT-1")


def test_AC_CARD_8_no_card_for_the_enemy_capitals():
    for loc in ("montreal", "quebec"):
        assert ("british", loc) not in LOCATION_CARD
    for loc in ("boston", "new-york"):
        assert ("french", loc) not in LOCATION_CARD
    # British settle Montreal: a cube, no card gained (SC-AC-14)
    state = (british_to_frontenac(Table()).neutral("montreal")
             .hand("british", "b-fort-frontenac", "b-st-marys", "b-boston").state())
    cmd = {"type": "settle", "location": "montreal", "via": "b-fort-frontenac", "transport": "b-st-marys",
           "settler": "b-boston"}
    events, after = ok(state, "british", cmd)
    assert event(events, "LocationSettled")["gained"] is None
    assert after.owner["montreal"] == "british"
    assert set(after.zones["british"]["discard"]) == {"b-fort-frontenac", "b-st-marys", "b-boston"}


# ======================================================================================================
# AC-BOARD: the board
# ======================================================================================================
def test_AC_BOARD_1_location_features_settler_vp_ship_defence():
    assert LOCATIONS["deerfield"].settler and LOCATIONS["deerfield"].vp == 4
    assert not LOCATIONS["fort-niagara"].settler
    assert LOCATIONS["louisbourg"].ship and not LOCATIONS["albany"].ship
    assert LOCATIONS["louisbourg"].defence == 1 and LOCATIONS["quebec"].defence == 2
    # the defence modifier adds to the defender's starting strength: 1 + 1 at Louisbourg
    state = Table().control("british", "halifax").hand("british", "b-halifax", "b-new-york",
                                                       "b-regular-infantry-1").state()
    events, after = ok(state, "british", {"type": "besiege", "location": "louisbourg", "via": "b-halifax",
                                          "transport": "b-new-york", "military": "b-regular-infantry-1"})
    begun = event(events, "SiegeBegun")
    assert begun["defence"] == 2 and after.sieges["british"]["value"] == 0
    # a settler symbol demands a settler card; none is needed elsewhere (SC-AC-2)
    illegal(Table().hand("british", "b-new-haven", "b-st-marys").state(), "british",
            {"type": "settle", "location": "deerfield", "via": "b-new-haven", "transport": "b-st-marys"}, "AC-SETTLE-4")


def test_AC_BOARD_2_river_and_road_links_carry_supply():
    # river: New York - Albany
    state = Table().control("british", "albany").hand("british", "b-albany", "b-trader").state()
    assert usable(state, "british", "b-albany")
    ok(state, "british", {"type": "trader", "trader": "b-trader", "cards": ["b-albany"]})
    # road: Pemaquid -(river)- Fort Halifax -(road)- Kennebec
    t = Table().control("british", "fort-halifax", "kennebec").hand("british", "b-kennebec", "b-fortification")
    cmd = {"type": "fortify", "location_card": "b-kennebec", "fortification": "b-fortification"}
    ok(t.state(), "british", cmd)
    illegal(t.neutral("fort-halifax").state(), "british", cmd, "AC-SUPPLY-2")
    assert {kind for _a, _b, kind in _RAW["board_links"]} <= {"river_or_lake", "road", "trail", "land"}


def test_AC_BOARD_3_ship_symbol_locations_are_linked_by_sea():
    assert SEA_BY_SYMBOL <= SEA_BY_DATA
    for loc in SEA_BY_SYMBOL:
        assert LOCATIONS[loc].ship
    # Halifax has no land link to any British location, only the sea to Boston
    state = Table().control("british", "halifax").hand("british", "b-halifax", "b-trader").state()
    assert not any(LOCATIONS[nb].start_owner == "british" for nb in LAND_LINKS["halifax"])
    ok(state, "british", {"type": "trader", "trader": "b-trader", "cards": ["b-halifax"]})


def test_AC_BOARD_4_lake_shore_locations_link_each_other():
    ontario = ("fort-frontenac", "fort-niagara", "oswego")
    erie = ("detroit", "fort-niagara", "fort-presquisle")
    for shore in (ontario, erie):
        for a in shore:
            for b in shore:
                if a != b:
                    assert b in LAND_LINKS[a], (a, b)
    # French supply runs Quebec - Trois Rivieres - Montreal - Fort Frontenac -(lake)- Fort Niagara
    t = (Table().turn("french").control("french", "fort-frontenac", "fort-niagara")
         .hand("french", "f-fort-niagara", "f-fort-frontenac"))
    cmd = {"type": "settle", "location": "oswego", "via": "f-fort-niagara", "transport": "f-fort-frontenac"}
    ok(t.state(), "french", cmd)
    illegal(t.neutral("fort-frontenac").state(), "french", cmd, "AC-SUPPLY-2")


def test_AC_BOARD_5_trails_serve_raids_only():
    assert "deerfield" in RAID_LINKS["boston"] and "deerfield" not in LAND_LINKS["boston"]
    # Deerfield reaches Boston only by trails once New Haven is lost: its card is out of supply
    t = Table().control("british", "deerfield").hand("british", "b-deerfield")
    ok(t.state(), "british", take_money("b-deerfield"))
    illegal(t.neutral("new-haven").state(), "british", take_money("b-deerfield"), "AC-SUPPLY-2")
    # a raid follows Kennebec -(road)- Fort Halifax -(trail)- Deerfield
    raid = (Table().turn("french").control("french", "kennebec").control("british", "deerfield")
            .hand("french", "n-native-americans-1").state())
    ok(raid, "french", {"type": "raid", "location": "deerfield", "cards": ["n-native-americans-1"]})


def test_AC_BOARD_6_card_spaces_in_the_view():
    state, _ = new_game({}, seed=3)
    seen = view(state, "british")
    for seat in ("british", "french"):
        spaces = seen["seats"][seat]
        for key in ("deck_size", "available_locations", "available_empire", "discard", "reserve"):
            assert key in spaces
        assert spaces["deck_size"] == len(state.zones[seat]["deck"])
        assert "deck" not in spaces  # face down
    assert seen["seats"]["british"]["hand"] == state.zones["british"]["hand"]
    assert "hand" not in seen["seats"]["french"]
    assert seen["seats"]["french"]["available_locations"] == sorted(state.avail_locations["french"])
    # the siege card spaces: one per track, with each side's cards
    sieged = (Table().siege("british", "louisbourg", 1, british=["b-regular-infantry-1"],
                            french=["f-regular-infantry-1"]).state())
    sv = view(sieged, "french")["sieges"]
    assert sv["british"]["cards"] == {"british": ["b-regular-infantry-1"], "french": ["f-regular-infantry-1"]}


def test_AC_BOARD_7_control_by_cube_or_disc_never_by_fortification_alone():
    state = Table().state()
    assert state.controls("british", "boston") and state.piece["boston"] == "disc"
    assert state.controls("british", "new-haven") and state.piece["new-haven"] == "cube"
    assert not state.controls("british", "albany") and not state.controls("french", "albany")
    position = export_position(state)
    position["board"]["albany"] = {"owner": None, "piece": None, "fortified": True}
    position["fortifications_in_stock"] -= 1
    invalid_position(position, "AC-BOARD-7")
    # a neutral location's card is of no use to anyone
    illegal(Table().neutral("new-haven").hand("british", "b-new-haven").state(), "british",
            take_money("b-new-haven"), "AC-SUPPLY-1")


# ======================================================================================================
# AC-SETUP
# ======================================================================================================
def test_AC_SETUP_1_two_seats_british_and_french():
    from engine.acres import seats
    assert seats() == ["british", "french"]
    with pytest.raises(InvalidOptions):
        setup({}, 3, random.Random(0))


@pytest.mark.parametrize("edition,french_cards", [("second", 9), ("first", 10)])
def test_AC_SETUP_2_starting_decks_are_shuffled(edition, french_cards):
    state, _ = new_game({"edition": edition}, seed=0)
    for seat, size in (("british", 7), ("french", french_cards)):
        cards = state.zones[seat]["hand"] + state.zones[seat]["deck"]
        assert len(cards) == size and all(CARDS[c].deck == "start" and CARDS[c].side == seat for c in cards)
    f_cards = state.zones["french"]["hand"] + state.zones["french"]["deck"]
    assert ("f-bateaux" in f_cards) == (edition == "first")
    hands = {tuple(sorted(new_game({"edition": edition}, seed=s)[0].zones["british"]["hand"])) for s in range(8)}
    assert len(hands) > 1  # the opening hand depends on the shuffle


def test_AC_SETUP_3_available_cards_face_up_for_both():
    state, _ = new_game({}, seed=0)
    for looker in ("british", "french", None):
        seen = view(state, looker)
        for seat in ("british", "french"):
            assert seen["seats"][seat]["available_locations"] == sorted(state.avail_locations[seat])
            assert seen["seats"][seat]["available_empire"] == sorted(state.avail_empire[seat])
    assert all(CARDS[c].kind == "location" for s in ("british", "french") for c in state.avail_locations[s])
    assert all(CARDS[c].kind == "empire" for s in ("british", "french") for c in state.avail_empire[s])
    # any card of the pile can be taken, not only a top card
    for card in ("b-regular-infantry-6", "b-bateaux", "b-trader"):
        ok(Table().state(), "british", {"type": "draft", "card": card})


def test_AC_SETUP_4_neutral_display():
    state, _ = new_game({}, seed=0)
    assert len(state.display) == 9 and all(CARDS[c].side == "neutral" for c in state.display)
    assert view(state, "french")["neutral_display"] == sorted(state.display)


def test_AC_SETUP_5_starting_money():
    state, _ = new_game({}, seed=0)
    assert state.money == {"british": 12, "french": 5}


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_SETUP_6_starting_pieces_on_starting_deck_locations(edition):
    state = initial_state(parse_options({"edition": edition}))
    for seat, expected in (("british", BRITISH_START), ("french", FRENCH_START)):
        held = {loc for loc, who in state.owner.items() if who == seat}
        assert held == expected
        deck_locations = {CARDS[c].location for c in state.zones[seat]["deck"] if CARDS[c].kind == "location"}
        assert held == deck_locations
    assert {loc for loc, p in state.piece.items() if p == "disc"} == {"boston", "new-york", "quebec"}
    assert state.cubes == {"british": 13, "french": 12} and state.discs == {"british": 10, "french": 8}


def test_AC_SETUP_7_fortifications_in_stock_no_siege():
    state, _ = new_game({}, seed=0)
    assert state.forts_stock == 12 and not state.forts and not state.sieges


@pytest.mark.parametrize("edition,french_deck", [("second", 4), ("first", 5)])
def test_AC_SETUP_8_five_card_opening_hands(edition, french_deck):
    state, events = new_game({"edition": edition}, seed=5)
    drawn = [e for e in events if e["type"] == "CardsDrawn"]
    assert {(e["seat"], e["count"], e["reason"]) for e in drawn} == {("british", 5, "setup"), ("french", 5, "setup")}
    assert len(state.hand("british")) == 5 and len(state.hand("french")) == 5
    assert len(state.zones["british"]["deck"]) == 2 and len(state.zones["french"]["deck"]) == french_deck


def test_AC_SETUP_9_british_take_the_first_turn():
    state, _ = new_game({}, seed=0)
    assert state.active == "british" and state.turn == 1 and state.to_act() == {"british"}
    not_your_turn(state, "french", {"type": "pass"})


# ======================================================================================================
# AC-TURN: turn structure
# ======================================================================================================
def _end(state, seat):
    """end_turn, and in the 1st edition the second end_turn after the draw: the state of the next turn."""
    events, state = ok(state, seat, {"type": "end_turn"})
    if state.phase == "after_draw":
        more, state = ok(state, seat, {"type": "end_turn"})
        events = events + more
    return events, state


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_TURN_1_players_alternate_british_first(edition):
    state, _ = new_game({"edition": edition}, seed=2)
    order = []
    for _ in range(4):
        seat = state.active
        order.append(seat)
        _, state = ok(state, seat, {"type": "pass"})
        if state.actions_left:
            _, state = ok(state, seat, {"type": "pass"})
        _, state = _end(state, seat)
    assert order == ["british", "french", "british", "french"]
    assert state.active == "british" and state.turn == 5


def test_AC_TURN_2_siege_check_then_actions_then_refill():
    state = (Table().turn("french", actions=0).hand("french", "f-quebec")
             .siege("british", "louisbourg", 3, british=["b-regular-infantry-1"])
             .hand("british", "b-new-york", "b-boston").state())
    events, after = ok(state, "french", {"type": "end_turn"})
    # the French refill closes the French turn; the British turn opens with its siege check
    assert types(events) == ["CardsDrawn", "TurnStarted", "SiegeWon", "DecisionRequested"]
    assert events[0]["seat"] == "french" and len(after.hand("french")) == 5
    assert event(events, "TurnStarted")["resolve"] == ["british"]
    assert after.pending[0]["kind"] == "occupy" and after.actions_left == 2
    # actions wait until the siege check is over
    illegal(after, "british", take_money("b-boston"), "AC-TURN-10")
    _, after = ok(after, "british", {"type": "occupy", "settler": "b-new-york"})
    assert after.owner["louisbourg"] == "british" and after.actions_left == 2
    ok(after, "british", take_money("b-boston"))


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_TURN_3_exactly_two_normal_actions(edition):
    state = Table(edition=edition).hand("british", "b-boston", "b-new-york", "b-norfolk").reserve(
        "british", "b-regular-infantry-1").state()
    illegal(state, "british", {"type": "end_turn"}, "AC-TURN-3")
    _, state = ok(state, "british", take_money("b-boston"))
    assert state.actions_left == 1
    illegal(state, "british", {"type": "end_turn"}, "AC-TURN-3")
    _, state = ok(state, "british", {"type": "pass"})  # a pass is a normal action
    assert state.actions_left == 0
    illegal(state, "british", take_money("b-new-york"), "AC-TURN-3")
    illegal(state, "british", {"type": "pass"}, "AC-TURN-3")
    # free actions remain open, then end_turn
    assert {c["type"] for c in legal_commands(state, "british")} == {"retrieve_reserve", "end_turn"}
    _, state = ok(state, "british", {"type": "retrieve_reserve"})
    assert "b-regular-infantry-1" in state.hand("british")


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_TURN_4_first_turn_of_each_player_has_one_action(edition):
    state, _ = new_game({"edition": edition}, seed=4)
    assert (state.active, state.turn, state.actions_left) == ("british", 1, 1)
    _, state = ok(state, "british", {"type": "pass"})
    illegal(state, "british", {"type": "pass"}, "AC-TURN-3")
    events, state = _end(state, "british")
    started = event(events, "TurnStarted")
    assert (started["seat"], started["turn"], started["actions"]) == ("french", 2, 1)
    assert (state.active, state.actions_left) == ("french", 1)
    _, state = ok(state, "french", {"type": "pass"})
    illegal(state, "french", {"type": "pass"}, "AC-TURN-3")
    events, state = _end(state, "french")
    started = event(events, "TurnStarted")
    assert (started["seat"], started["turn"], started["actions"]) == ("british", 3, 2)
    _, state = ok(state, "british", {"type": "pass"})
    _, state = ok(state, "british", {"type": "pass"})
    events, state = _end(state, "british")
    assert event(events, "TurnStarted")["actions"] == 2 and state.actions_left == 2


def test_AC_TURN_5_same_action_twice_each_complete():
    state = Table().hand("british", "b-boston", "b-new-york").state()
    _, state = ok(state, "british", take_money("b-boston"))
    _, state = ok(state, "british", take_money("b-new-york"))
    assert state.money["british"] == 12 + 3 + 3 and state.actions_left == 0
    # a raid is complete only when the defender has answered: the raider waits
    raid = (Table().turn("french").control("french", "kennebec").control("british", "fort-halifax")
            .hand("french", "n-native-americans-1", "f-quebec").state())
    _, after = ok(raid, "french", {"type": "raid", "location": "fort-halifax", "cards": ["n-native-americans-1"]})
    not_your_turn(after, "french", take_money("f-quebec"))
    _, after = ok(after, "british", {"type": "no_block"})
    assert "fort-halifax" not in after.owner and after.actions_left == 1
    ok(after, "french", take_money("f-quebec"))


def test_AC_TURN_6_played_cards_to_own_discard_siege_cards_to_the_siege():
    state = Table().control("british", "halifax").hand("british", "b-halifax", "b-new-york",
                                                       "b-regular-infantry-1").state()
    _, after = ok(state, "british", {"type": "besiege", "location": "louisbourg", "via": "b-halifax",
                                     "transport": "b-new-york", "military": "b-regular-infantry-1"})
    assert set(after.zones["british"]["discard"]) == {"b-halifax", "b-new-york"}
    assert after.sieges["british"]["cards"]["british"] == ["b-regular-infantry-1"]
    assert not after.zones["french"]["discard"] and after.hand("british") == []


def test_AC_TURN_7_refill_to_five_at_the_end_of_the_turn():
    state = Table().turn("british", actions=0).hand("british", "b-boston", "b-new-york").state()
    events, after = ok(state, "british", {"type": "end_turn"})
    drawn = event(events, "CardsDrawn")
    assert drawn["seat"] == "british" and drawn["count"] == 3 and drawn["reason"] == "refill"
    assert len(after.hand("british")) == 5 and len(after.zones["british"]["deck"]) == 2


def test_AC_TURN_7_reshuffle_the_discard_when_the_deck_runs_out():
    state = (Table().turn("british", actions=0).hand("british", "b-boston", "b-new-york").empty_deck("british")
             .deck("british", "b-norfolk").state())
    assert len(state.zones["british"]["discard"]) == 4
    events, after = ok(state, "british", {"type": "end_turn"})
    assert types(events)[:3] == ["CardsDrawn", "DeckReshuffled", "CardsDrawn"]
    assert events[0]["cards"] == ["b-norfolk"] and events[1]["count"] == 4 and events[2]["count"] == 2
    assert len(after.hand("british")) == 5 and not after.zones["british"]["discard"]
    assert len(after.zones["british"]["deck"]) == 2


def test_AC_TURN_7_big_hand_kept_and_drawing_stops_when_nothing_is_left():
    big = (Table().turn("british", actions=0)
           .hand("british", "b-boston", "b-new-york", "b-norfolk", "b-pemaquid", "b-new-haven", "b-st-marys").state())
    events, after = ok(big, "british", {"type": "end_turn"})
    assert "CardsDrawn" not in types(events) and len(after.hand("british")) == 6
    # OQ-AC-3: deck and discard both empty (the rest of the deck sits in the reserve)
    empty = (Table(edition="first").turn("british", actions=0).hand("british", "b-boston", "b-new-york", "b-norfolk")
             .reserve("british", "b-pemaquid", "b-new-haven", "b-st-marys", "b-philadelphia").state())
    assert not empty.zones["british"]["deck"] and not empty.zones["british"]["discard"]
    events, after = ok(empty, "british", {"type": "end_turn"})
    assert "CardsDrawn" not in types(events) and len(after.hand("british")) == 3


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_TURN_8_free_actions_do_not_count(edition):
    state = (Table(edition=edition).hand("british", "b-home-support", "b-military-leader")
             .reserve("british", "b-regular-infantry-2")
             .siege("british", "louisbourg", 0, british=["b-regular-infantry-1"]).state())
    _, state = ok(state, "british", {"type": "retrieve_reserve"})
    assert state.actions_left == 2 and state.money["british"] == 11
    _, state = ok(state, "british", {"type": "home_support", "card": "b-home-support"})
    assert state.actions_left == 2 and len(state.hand("british")) == 1 + 1 + 3
    events, state = ok(state, "british", {"type": "military_leader", "siege": "british", "card": "b-military-leader"})
    assert event(events, "SiegeReinforced")["free"] and state.sieges["british"]["value"] == 1
    assert state.actions_left == 2
    events, state = ok(state, "british", {"type": "withdraw", "siege": "british"})
    assert types(events) == ["SiegeWithdrawn", "DecisionRequested"]  # which empire card goes back
    _, state = ok(state, "british", {"type": "choose_card", "card": "b-military-leader"})
    assert not state.sieges and state.actions_left == 2
    assert FREE_ACTIONS == {"retrieve_reserve", "home_support", "withdraw", "military_leader",
                            "sell_fur", "discard_lost"}  # the last two with scenario options (AC-VAR-11, AC-VAR-17)


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_TURN_9_free_actions_before_between_and_after_normal_actions(edition):
    t = Table(edition=edition).hand("british", "b-boston", "b-new-york").reserve("british", "b-regular-infantry-1")
    _, state = ok(t.state(), "british", {"type": "retrieve_reserve"})  # before
    assert state.actions_left == 2
    t = t.reserve("british", "b-regular-infantry-2")
    _, state = ok(t.state(), "british", take_money("b-boston"))
    _, state = ok(state, "british", {"type": "retrieve_reserve"})  # between
    _, state = ok(state, "british", take_money("b-new-york"))
    assert state.actions_left == 0
    t2 = Table(edition=edition).turn("british", actions=0).reserve("british", "b-regular-infantry-1")
    ok(t2.state(), "british", {"type": "retrieve_reserve"})  # after the last normal action, before end_turn


def test_AC_TURN_9_second_edition_no_free_action_after_the_draw():
    state = (Table().turn("british", actions=0).hand("british", "b-boston")
             .reserve("british", "b-regular-infantry-1").state())
    events, after = ok(state, "british", {"type": "end_turn"})
    assert types(events) == ["CardsDrawn", "TurnStarted"]
    assert after.active == "french" and after.phase == "actions"
    not_your_turn(after, "british", {"type": "retrieve_reserve"})
    # the phase after the draw does not exist in this edition
    position = export_position(Table().turn("british", actions=0).state())
    position["phase"] = "after_draw"
    invalid_position(position, "phase")


def test_AC_TURN_9_first_edition_free_actions_after_the_draw_until_a_second_end_turn():
    state = (Table(edition="first").turn("british", actions=0).hand("british", "b-boston", "b-home-support")
             .reserve("british", "b-regular-infantry-1").state())
    events, after = ok(state, "british", {"type": "end_turn"})
    assert types(events) == ["CardsDrawn", "DrawCompleted"]
    assert after.phase == "after_draw" and after.active == "british" and len(after.hand("british")) == 5
    assert after.to_act() == {"british"}
    # normal actions are over
    illegal(after, "british", take_money("b-boston"), "AC-TURN-9")
    illegal(after, "british", {"type": "pass"}, "AC-TURN-9")
    assert {c["type"] for c in legal_commands(after, "british")} == {"retrieve_reserve", "home_support", "end_turn"}
    # free actions are still allowed
    _, after = ok(after, "british", {"type": "retrieve_reserve"})
    assert len(after.hand("british")) == 6 and after.money["british"] == 11
    _, after = ok(after, "british", {"type": "home_support", "card": "b-home-support"})
    assert len(after.hand("british")) == 8
    # the second end_turn passes the turn without drawing again
    events, after = ok(after, "british", {"type": "end_turn"})
    assert types(events) == ["TurnStarted"] and after.active == "french"
    assert after.phase == "actions" and len(after.hand("british")) == 8


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_TURN_9_no_free_action_during_siege_resolution(edition):
    state = (Table(edition=edition).turn("french", actions=0)
             .siege("british", "louisbourg", 3, british=["b-regular-infantry-1"])
             .hand("british", "b-new-york").reserve("british", "b-regular-infantry-2").state())
    _, after = ok(state, "french", {"type": "end_turn"})
    if after.phase == "after_draw":
        _, after = ok(after, "french", {"type": "end_turn"})
    assert after.active == "british" and after.pending and after.pending[0]["kind"] == "occupy"
    illegal(after, "british", {"type": "retrieve_reserve"}, "AC-TURN-10")
    illegal(after, "british", {"type": "end_turn"}, "AC-TURN-10")
    assert {c["type"] for c in legal_commands(after, "british")} == {"occupy", "decline_occupy"}
    _, after = ok(after, "british", {"type": "decline_occupy"})
    assert not after.pending and not after.sieges
    ok(after, "british", {"type": "retrieve_reserve"})


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_TURN_10_responses_on_the_opponents_turn(edition):
    state = (Table(edition=edition).turn("french").control("french", "kennebec").control("british", "fort-halifax")
             .hand("french", "n-native-americans-1", "f-quebec")
             .hand("british", "b-boston").reserve("british", "b-rangers").state())
    events, after = ok(state, "french", {"type": "raid", "location": "fort-halifax",
                                         "cards": ["n-native-americans-1"]})
    assert types(events) == ["RaidLaunched", "DecisionRequested"]
    assert after.active == "french" and after.to_act() == {"british"}
    # the pending decision blocks everything else: the active player waits ...
    not_your_turn(after, "french", {"type": "pass"})
    # ... and the defender may only answer, no free action (no reserve to find a blocker), no action
    illegal(after, "british", {"type": "retrieve_reserve"}, "AC-TURN-10")
    illegal(after, "british", take_money("b-boston"), "AC-TURN-10")
    illegal(after, "british", {"type": "end_turn"}, "AC-TURN-10")
    assert {c["type"] for c in legal_commands(after, "british")} <= {"block", "no_block"}
    assert {"type": "no_block"} in legal_commands(after, "british")
    events, after = ok(after, "british", {"type": "no_block"})
    assert types(events) == ["BlockDeclined", "LocationRaided"]
    # the answer used no British action and the French turn goes on
    assert after.to_act() == {"french"} and after.actions_left == 1 and not after.pending
    # an answer with nothing to answer
    illegal(after, "french", {"type": "no_block"}, "AC-TURN-10")


def test_AC_TURN_10_the_responder_blocks_with_a_hand_card():
    state = (Table().turn("french").control("french", "kennebec").control("british", "fort-halifax")
             .hand("french", "n-native-americans-1").hand("british", "b-rangers").state())
    _, after = ok(state, "french", {"type": "raid", "location": "fort-halifax", "cards": ["n-native-americans-1"]})
    events, after = ok(after, "british", {"type": "block", "card": "b-rangers"})
    assert types(events) == ["RaidBlocked"] and after.owner["fort-halifax"] == "british"
    assert "b-rangers" in after.zones["british"]["discard"] and after.to_act() == {"french"}


def test_AC_TURN_10_handing_over_a_native_americans_card():
    state = (Table().turn("french").hand("french", "f-priest-1", "f-quebec")
             .hand("british", "n-native-americans-1", "b-boston").reserve("british", "b-regular-infantry-1").state())
    _, after = ok(state, "french", {"type": "demand_natives", "card": "f-priest-1"})
    assert after.pending[0]["kind"] == "natives_demand" and after.to_act() == {"british"}
    not_your_turn(after, "french", take_money("f-quebec"))
    illegal(after, "british", {"type": "retrieve_reserve"}, "AC-TURN-10")
    assert legal_commands(after, "british") == [{"type": "choose_card", "card": "n-native-americans-1"}]
    _, after = ok(after, "british", {"type": "choose_card", "card": "n-native-americans-1"})
    assert "n-native-americans-1" in after.zones["french"]["discard"]
    assert after.to_act() == {"french"} and after.actions_left == 1


def test_AC_TURN_11_action_catalogue():
    normal = {"settle", "develop", "fortify", "besiege", "reinforce", "raid", "ambush", "demand_natives",
              "take_money", "merchant", "trader", "piracy", "draft", "discard", "reserve", "governor", "intendant",
              "pass"}
    assert normal | FREE_ACTIONS <= set(SPECS)
    # piracy and the Intendant are French only
    state = Table().hand("british", "b-boston", "b-new-york", "b-governor").state()
    illegal(state, "british", {"type": "piracy", "louisbourg": "b-boston", "ship": "b-new-york"}, "AC-PIRACY-1")
    assert not any(CARDS[c].role == "intendant" and CARDS[c].side == "british" for c in CARDS)
    assert {c["type"] for c in legal_commands(state, "british")} >= {"take_money", "merchant", "draft", "discard",
                                                                     "reserve", "governor", "pass"}


# ======================================================================================================
# AC-SUPPLY: which location cards can be used
# ======================================================================================================
def test_AC_SUPPLY_1_only_controlled_locations():
    # neutral location
    state = Table().hand("british", "b-deerfield").state()
    illegal(state, "british", take_money("b-deerfield"), "AC-SUPPLY-1")
    # enemy-held location (Port Royal is French), here as the ship of a merchant
    state = Table().hand("british", "b-port-royal", "b-boston").state()
    illegal(state, "british", {"type": "merchant", "ship": "b-port-royal", "cards": ["b-boston"]}, "AC-SUPPLY-1")
    # as the transport of a settle too
    state = Table().hand("british", "b-new-haven", "b-albany", "b-boston").state()
    illegal(state, "british", {**SETTLE_DEERFIELD, "transport": "b-albany"}, "AC-SUPPLY-1")
    # controlled: fine
    _, after = ok(Table().control("british", "deerfield").hand("british", "b-deerfield").state(), "british",
                  take_money("b-deerfield"))
    assert after.money["british"] == 14


def test_AC_SUPPLY_2_chain_to_the_capital_through_controlled_locations():
    # river (New York - Albany) and river/lake (Albany - Fort Stanwix - Oswego - Fort Frontenac)
    t = british_to_frontenac(Table()).hand("british", "b-fort-frontenac", "b-trader")
    cmd = {"type": "trader", "trader": "b-trader", "cards": ["b-fort-frontenac"]}
    ok(t.state(), "british", cmd)
    # a neutral link breaks the chain
    illegal(t.neutral("fort-stanwix").state(), "british", cmd, "AC-SUPPLY-2")
    # an enemy-held link breaks it too
    illegal(t.control("french", "fort-stanwix").state(), "british", cmd, "AC-SUPPLY-2")
    # trails never count: Deerfield's only other links to Boston are trails
    t = Table().control("british", "deerfield").neutral("new-haven").hand("british", "b-deerfield")
    illegal(t.state(), "british", take_money("b-deerfield"), "AC-SUPPLY-2")


def test_AC_SUPPLY_2_road_and_sea_links():
    t = Table().control("british", "fort-halifax", "kennebec").hand("british", "b-kennebec", "b-fortification")
    cmd = {"type": "fortify", "location_card": "b-kennebec", "fortification": "b-fortification"}
    ok(t.state(), "british", cmd)  # Boston ~sea~ Pemaquid - river - Fort Halifax - road - Kennebec
    illegal(t.neutral("pemaquid").state(), "british", cmd, "AC-SUPPLY-2")
    # French: Quebec ~sea~ Louisbourg; Louisbourg's card is usable with no land link at all
    state = Table().turn("french").hand("french", "f-louisbourg", "f-quebec").state()
    ok(state, "french", {"type": "piracy", "louisbourg": "f-louisbourg", "ship": "f-quebec"})


def test_AC_SUPPLY_3_besieged_location_card_unusable():
    t = Table().control("british", "albany").hand("british", "b-albany", "b-trader")
    cmd = {"type": "trader", "trader": "b-trader", "cards": ["b-albany"]}
    ok(t.state(), "british", cmd)
    besieged = t.siege("french", "albany", 0, french=["f-regular-infantry-1"]).state()
    illegal(besieged, "british", cmd, "AC-SUPPLY-3")
    # the besieger's own copy is no better: he does not control Albany
    state = (Table().turn("french").control("british", "albany")
             .siege("french", "albany", 0, french=["f-regular-infantry-1"])
             .hand("french", "f-albany", "f-trader-1").state())
    illegal(state, "french", {"type": "trader", "trader": "f-trader-1", "cards": ["f-albany"]}, "AC-SUPPLY-1")


def test_AC_SUPPLY_4_the_capital_controlled_and_not_besieged():
    state = Table().hand("british", "b-boston").state()
    ok(state, "british", take_money("b-boston"))
    illegal(Table().neutral("boston").hand("british", "b-boston").state(), "british", take_money("b-boston"),
            "AC-SUPPLY-1")
    besieged = (Table().siege("french", "boston", 0, french=["f-regular-infantry-1"])
                .hand("british", "b-boston").state())
    illegal(besieged, "british", take_money("b-boston"), "AC-SUPPLY-3")
    # the French capital alike
    q = Table().turn("french").hand("french", "f-quebec")
    ok(q.state(), "french", take_money("f-quebec"))
    illegal(q.siege("british", "quebec", -3, british=["b-regular-infantry-1"]).state(), "french",
            take_money("f-quebec"), "AC-SUPPLY-3")


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_SUPPLY_5_out_of_supply_cards_can_be_held_discarded_or_returned(edition):
    t = Table(edition=edition).hand("british", "b-albany", "b-governor", "b-trader")
    state = t.state()
    assert not usable(state, "british", "b-albany")
    illegal(state, "british", {"type": "trader", "trader": "b-trader", "cards": ["b-albany"]}, "AC-SUPPLY-1")
    _, after = ok(state, "british", {"type": "discard", "cards": ["b-albany"]})
    assert "b-albany" in after.zones["british"]["discard"]
    _, after = ok(state, "british", {"type": "governor", "governor": "b-governor", "cards": ["b-albany"]})
    assert "b-albany" in after.avail_locations["british"]
    if edition == "first":
        _, after = ok(state, "british", {"type": "reserve", "card": "b-albany"})
        assert after.zones["british"]["reserve"] == ["b-albany"]
    else:
        illegal(state, "british", {"type": "reserve", "card": "b-albany"}, "AC-RESERVE-2")
    # and drawn like any card
    drawn = Table(edition=edition).turn("british", actions=0).empty_deck("british").deck("british", "b-albany").state()
    _, after = ok(drawn, "british", {"type": "end_turn"})
    assert "b-albany" in after.hand("british")


def test_AC_SUPPLY_6_empire_cards_never_limited():
    # strict capital with Boston lost: no location card of the British is usable, empire cards all are
    state = Table(capital_anchor="strict").neutral("boston").state()
    q = Query(state, "british")
    assert not q.usable_locations
    for card in ("b-bateaux", "b-settlers", "b-regular-infantry-1", "b-ships-1"):
        assert q.usable(card)
    # an empire transport and an empire settler in a settle
    state = Table().hand("british", "b-new-haven", "b-bateaux", "b-settlers").state()
    ok(state, "british", {"type": "settle", "location": "deerfield", "via": "b-new-haven", "transport": "b-bateaux",
                          "settler": "b-settlers"})


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_SUPPLY_7_supply_applies_in_both_editions(edition):
    t = british_to_frontenac(Table(edition=edition)).neutral("albany").hand("british", "b-fort-frontenac", "b-trader")
    illegal(t.state(), "british", {"type": "trader", "trader": "b-trader", "cards": ["b-fort-frontenac"]},
            "AC-SUPPLY-2")


def test_AC_SUPPLY_7_raid_from_a_location_out_of_supply():
    # the French hold Fort Halifax, cut off from Quebec (Kennebec neutral): a raid may still start there
    state = (Table().turn("french").control("french", "fort-halifax").hand("french", "n-native-americans-1").state())
    assert "fort-halifax" not in Query(state, "french").usable_locations
    events, _ = ok(state, "french", {"type": "raid", "location": "pemaquid", "cards": ["n-native-americans-1"]})
    assert event(events, "RaidLaunched")["location"] == "pemaquid"


# -- supply options ------------------------------------------------------------------------------------
def test_AC_SUPPLY_4_capital_anchor_option_lost_capital():
    cmd = take_money("b-new-haven")  # New Haven links to Boston only by sea
    anchor = Table(capital_anchor="anchor").neutral("boston").hand("british", "b-new-haven").state()
    ok(anchor, "british", cmd)
    strict = Table(capital_anchor="strict").neutral("boston").hand("british", "b-new-haven").state()
    illegal(strict, "british", cmd, "AC-SUPPLY-2")
    # Boston held by the French: still the anchor, unless strict
    held = Table(capital_anchor="anchor").control("french", "boston").hand("british", "b-new-haven").state()
    ok(held, "british", cmd)
    illegal(Table(capital_anchor="strict").control("french", "boston").hand("british", "b-new-haven").state(),
            "british", cmd, "AC-SUPPLY-2")


@pytest.mark.parametrize("anchor", ["anchor", "strict"])
def test_AC_SUPPLY_4_capital_anchor_option_besieged_capital(anchor):
    t = (Table(capital_anchor=anchor).siege("french", "boston", 0, french=["f-regular-infantry-1"])
         .hand("british", "b-new-haven", "b-boston"))
    state = t.state()
    illegal(state, "british", take_money("b-boston"), "AC-SUPPLY-3")
    if anchor == "anchor":
        ok(state, "british", take_money("b-new-haven"))
    else:
        illegal(state, "british", take_money("b-new-haven"), "AC-SUPPLY-2")


@pytest.mark.parametrize("links", [True, False])
def test_AC_SUPPLY_2_besieged_links_option(links):
    # New York - Albany (besieged by the French) - Fort Stanwix
    t = (Table(besieged_links=links).control("british", "albany", "fort-stanwix")
         .siege("french", "albany", 0, french=["f-regular-infantry-1"])
         .hand("british", "b-fort-stanwix", "b-albany", "b-trader"))
    state = t.state()
    illegal(state, "british", {"type": "trader", "trader": "b-trader", "cards": ["b-albany"]}, "AC-SUPPLY-3")
    q = Query(state, "british")
    assert ("fort-stanwix" in q.usable_locations) == links
    assert "albany" not in q.usable_locations
    # Fort Stanwix as the first card of a settle of Oswego, with a Bateaux card
    settle = {"type": "settle", "location": "oswego", "via": "b-fort-stanwix", "transport": "b-bateaux"}
    s2 = t.hand("british", "b-fort-stanwix", "b-bateaux").state()
    if links:
        ok(s2, "british", settle)
    else:
        illegal(s2, "british", settle, "AC-SUPPLY-2")


@pytest.mark.parametrize("network", ["data", "ship_symbol"])
def test_AC_SUPPLY_2_sea_network_option(network):
    # Fort Beausejour is in the data's sea network but shows no ship symbol
    assert SEA_BY_DATA - SEA_BY_SYMBOL == {"fort-beausejour", "trois-rivieres"}
    t = Table(sea_network=network).control("british", "fort-beausejour").hand("british", "b-fort-beausejour",
                                                                               "b-fortification")
    cmd = {"type": "fortify", "location_card": "b-fort-beausejour", "fortification": "b-fortification"}
    if network == "data":
        ok(t.state(), "british", cmd)
    else:
        illegal(t.state(), "british", cmd, "AC-SUPPLY-2")
    # a ship-symbol location is linked by sea in both
    ok(Table(sea_network=network).control("british", "canso").hand("british", "b-canso", "b-trader").state(),
       "british", {"type": "trader", "trader": "b-trader", "cards": ["b-canso"]})


def test_AC_SUPPLY_2_options_refuse_unknown_values():
    for bad in ({"capital_anchor": "loose"}, {"besieged_links": 1}, {"sea_network": "all"}):
        with pytest.raises(InvalidOptions):
            parse_options(bad)


# ======================================================================================================
# AC-SETTLE
# ======================================================================================================
def _deerfield(t: Table | None = None) -> Table:
    return (t or Table()).hand("british", "b-new-haven", "b-st-marys", "b-boston")


def test_AC_SETTLE_1_a_normal_action_on_a_neutral_location():
    events, after = ok(_deerfield().state(), "british", SETTLE_DEERFIELD)
    assert types(events) == ["LocationSettled"] and after.actions_left == 1
    # enemy-held target
    illegal(_deerfield().control("french", "deerfield").state(), "british", SETTLE_DEERFIELD, "AC-SETTLE-1")
    # own target whose card is not to be taken back
    own = _deerfield().control("british", "deerfield").deck("british", "b-deerfield").state()
    illegal(own, "british", SETTLE_DEERFIELD, "AC-SETTLE-1")
    # no action left
    illegal(_deerfield().turn("british", actions=0).state(), "british", SETTLE_DEERFIELD, "AC-TURN-3")


def test_AC_SETTLE_2_first_card_a_usable_location_card_listing_the_target():
    t = Table().hand("british", "b-new-haven", "b-st-marys", "b-boston", "b-bateaux", "b-norfolk")
    state = t.state()
    illegal(state, "british", {**SETTLE_DEERFIELD, "via": "b-bateaux"}, "AC-SETTLE-2")  # an empire card
    illegal(state, "british", {**SETTLE_DEERFIELD, "via": "b-norfolk"}, "AC-SETTLE-2")  # Norfolk lists no Deerfield
    # New Haven lost: its card no longer carries the settle
    illegal(t.neutral("new-haven").state(), "british", SETTLE_DEERFIELD, "AC-SUPPLY-1")


def test_AC_SETTLE_3_second_card_shows_the_printed_transport():
    state = Table().hand("british", "b-new-haven", "b-st-marys", "b-boston", "b-philadelphia").state()
    illegal(state, "british", {**SETTLE_DEERFIELD, "transport": "b-philadelphia"}, "AC-SETTLE-3")  # wagon, not bateaux
    ok(state, "british", SETTLE_DEERFIELD)


def test_AC_SETTLE_4_settler_card_for_a_settler_location_only():
    state = Table().hand("british", "b-new-haven", "b-st-marys", "b-boston", "b-norfolk").state()
    no_settler = {k: v for k, v in SETTLE_DEERFIELD.items() if k != "settler"}
    illegal(state, "british", no_settler, "AC-SETTLE-4")
    illegal(state, "british", {**SETTLE_DEERFIELD, "settler": "b-norfolk"}, "AC-SETTLE-4")  # Norfolk: no settler
    # Fort Niagara shows no settler symbol: two cards (SC-AC-2, French, 2nd edition with Trois Rivieres)
    t = Table().turn("french").control("french", "fort-frontenac").hand("french", "f-fort-frontenac",
                                                                        "f-trois-rivieres", "f-quebec")
    two = {"type": "settle", "location": "fort-niagara", "via": "f-fort-frontenac", "transport": "f-trois-rivieres"}
    _, after = ok(t.state(), "french", two)
    assert after.owner["fort-niagara"] == "french" and after.zones["french"]["discard"][-1] == "f-fort-niagara"
    illegal(t.state(), "french", {**two, "settler": "f-quebec"}, "AC-SETTLE-4")


def test_AC_SETTLE_4_first_edition_with_the_french_bateaux():
    t = (Table(edition="first").turn("french").control("french", "fort-frontenac")
         .hand("french", "f-fort-frontenac", "f-bateaux"))
    _, after = ok(t.state(), "french", {"type": "settle", "location": "fort-niagara", "via": "f-fort-frontenac",
                                        "transport": "f-bateaux"})
    assert after.owner["fort-niagara"] == "french"


def test_AC_SETTLE_5_cards_two_and_three_location_or_empire_usable():
    # location cards in both places (SC-AC-1)
    ok(_deerfield().state(), "british", SETTLE_DEERFIELD)
    # empire cards in both places
    ok(Table().hand("british", "b-new-haven", "b-bateaux", "b-settlers").state(), "british",
       {**SETTLE_DEERFIELD, "transport": "b-bateaux", "settler": "b-settlers"})
    # a location card as settler must be usable
    t = Table().hand("british", "b-new-haven", "b-st-marys", "b-philadelphia")
    ok(t.state(), "british", {**SETTLE_DEERFIELD, "settler": "b-philadelphia"})
    illegal(t.neutral("philadelphia").state(), "british", {**SETTLE_DEERFIELD, "settler": "b-philadelphia"},
            "AC-SUPPLY-1")
    illegal(_deerfield().neutral("st-marys").state(), "british", SETTLE_DEERFIELD, "AC-SUPPLY-1")


def test_AC_SETTLE_6_a_cube_from_stock():
    state = _deerfield().state()
    _, after = ok(state, "british", SETTLE_DEERFIELD)
    assert after.owner["deerfield"] == "british" and after.piece["deerfield"] == "cube"
    assert after.cubes["british"] == state.cubes["british"] - 1
    illegal(_deerfield().stock("british", cubes=0).state(), "british", SETTLE_DEERFIELD, "AC-SETTLE-6")


def test_AC_SETTLE_7_the_location_card_on_top_of_the_discard():
    state = _deerfield().discard("british", "b-norfolk").state()
    _, after = ok(state, "british", SETTLE_DEERFIELD)
    assert "b-deerfield" not in after.avail_locations["british"]
    assert after.zones["british"]["discard"][-1] == "b-deerfield"
    assert after.zones["british"]["discard"][0] == "b-norfolk"


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_SETTLE_8_settle_without_a_card_for_the_target(edition):
    t = (british_to_frontenac(Table(edition=edition)).neutral("montreal")
         .hand("british", "b-fort-frontenac", "b-st-marys", "b-boston"))
    cmd = {"type": "settle", "location": "montreal", "via": "b-fort-frontenac", "transport": "b-st-marys",
           "settler": "b-boston"}
    events, after = ok(t.state(), "british", cmd)
    assert event(events, "LocationSettled")["gained"] is None and after.owner["montreal"] == "british"
    assert after.avail_locations == t.state().avail_locations
    del cmd["settler"]
    illegal(t.state(), "british", cmd, "AC-SETTLE-4")


def test_AC_SETTLE_9_settling_again_with_the_card_already_owned():
    # Deerfield was lost to a raid; its card is still in the British hand
    state = Table().hand("british", "b-new-haven", "b-st-marys", "b-boston", "b-deerfield").state()
    events, after = ok(state, "british", SETTLE_DEERFIELD)
    assert event(events, "LocationSettled")["gained"] is None
    assert after.owner["deerfield"] == "british" and "b-deerfield" in after.hand("british")
    assert "b-deerfield" not in after.zones["british"]["discard"]


def test_AC_SETTLE_10_played_cards_to_the_discard():
    state = _deerfield().state()
    _, after = ok(state, "british", SETTLE_DEERFIELD)
    assert after.hand("british") == []
    assert Counter(after.zones["british"]["discard"]) == Counter(
        ["b-new-haven", "b-st-marys", "b-boston", "b-deerfield"])


# ======================================================================================================
# AC-DEVELOP
# ======================================================================================================
def _albany(t: Table | None = None) -> Table:
    return (t or Table()).control("british", "albany").hand("british", "b-albany", "b-st-marys", "b-norfolk")


DEVELOP_ALBANY = {"type": "develop", "location_card": "b-albany", "settler": "b-st-marys"}


def test_AC_DEVELOP_1_location_card_plus_a_settler_card():
    events, after = ok(_albany().state(), "british", DEVELOP_ALBANY)
    assert types(events) == ["LocationDeveloped"] and after.actions_left == 1
    illegal(_albany().state(), "british", {**DEVELOP_ALBANY, "settler": "b-norfolk"}, "AC-DEVELOP-1")
    illegal(_albany().state(), "british", {**DEVELOP_ALBANY, "settler": "b-albany"}, "AC-CARD-5")
    illegal(_albany().hand("british", "b-regular-infantry-1", "b-st-marys").state(), "british",
            {"type": "develop", "location_card": "b-regular-infantry-1", "settler": "b-st-marys"}, "AC-DEVELOP-1")
    # the location card must be usable: Albany cut off from New York
    illegal(_albany().neutral("new-york").state(), "british", DEVELOP_ALBANY, "AC-SUPPLY-2")
    # an empire settler card
    ok(_albany().hand("british", "b-albany", "b-settlers").state(), "british",
       {**DEVELOP_ALBANY, "settler": "b-settlers"})


def test_AC_DEVELOP_2_own_cube_with_a_vp_value():
    illegal(_albany(Table()).neutral("albany").state(), "british", DEVELOP_ALBANY, "AC-DEVELOP-2")
    illegal(Table().control("british", "albany", piece="disc").hand("british", "b-albany", "b-st-marys").state(),
            "british", DEVELOP_ALBANY, "AC-DEVELOP-2")
    # Fort Stanwix has no victory points
    state = (Table().control("british", "albany", "fort-stanwix").hand("british", "b-fort-stanwix", "b-st-marys")
             .state())
    assert LOCATIONS["fort-stanwix"].vp == 0
    illegal(state, "british", {"type": "develop", "location_card": "b-fort-stanwix", "settler": "b-st-marys"},
            "AC-DEVELOP-2")
    # Oswego has some
    state = british_to_frontenac(Table()).hand("british", "b-oswego", "b-st-marys").state()
    ok(state, "british", {"type": "develop", "location_card": "b-oswego", "settler": "b-st-marys"})


def test_AC_DEVELOP_3_disc_replaces_the_cube():
    state = _albany().state()
    _, after = ok(state, "british", DEVELOP_ALBANY)
    assert after.piece["albany"] == "disc" and after.owner["albany"] == "british"
    assert after.cubes["british"] == state.cubes["british"] + 1
    assert after.discs["british"] == state.discs["british"] - 1
    assert set(after.zones["british"]["discard"]) == {"b-albany", "b-st-marys"}
    illegal(_albany().stock("british", discs=0).state(), "british", DEVELOP_ALBANY, "AC-DEVELOP-3")


def test_AC_DEVELOP_4_a_town_doubles_the_points():
    state = _albany().state()
    _, after = ok(state, "british", DEVELOP_ALBANY)
    before, now = scores(state)["british"], scores(after)["british"]
    assert now["total"] - before["total"] == LOCATIONS["albany"].vp == 4
    assert now["towns"] - before["towns"] == 8 and before["villages"] - now["villages"] == 4


def test_AC_DEVELOP_5_no_card_no_development():
    # a British cube on Montreal can never become a town: the British have no Montreal card
    state = british_to_frontenac(Table()).control("british", "montreal").hand("british", "b-st-marys",
                                                                               "b-settlers").state()
    assert ("british", "montreal") not in LOCATION_CARD
    develops = [c for c in legal_commands(state, "british") if c["type"] == "develop"]
    assert develops and not [c for c in develops if CARDS[c["location_card"]].location == "montreal"]
    # nor with the French copy, which is not his
    illegal(state, "british", {"type": "develop", "location_card": "f-montreal", "settler": "b-st-marys"},
            "AC-CARD-9")


# ======================================================================================================
# AC-FORTIFY
# ======================================================================================================
def _fortify(card="b-fortification", t: Table | None = None) -> tuple[Table, dict]:
    t = (t or Table()).hand("british", "b-new-haven", card)
    return t, {"type": "fortify", "location_card": "b-new-haven", "fortification": card}


@pytest.mark.parametrize("card", ["b-fortification", "n-fortification-1"])
def test_AC_FORTIFY_1_fortification_card_location_card_and_three_money(card):
    t, cmd = _fortify(card)
    state = t.state()
    events, after = ok(state, "british", cmd)
    assert event(events, "LocationFortified")["cost"] == 3
    assert after.money["british"] == state.money["british"] - 3 and after.actions_left == 1
    assert "new-haven" in after.forts and after.forts_stock == 11
    assert set(after.zones["british"]["discard"]) == {"b-new-haven", card}
    illegal(t.money("british", 2).state(), "british", cmd, "AC-FORTIFY-1")
    # not a Fortification card
    t2 = Table().hand("british", "b-new-haven", "b-regular-infantry-1")
    illegal(t2.state(), "british", {"type": "fortify", "location_card": "b-new-haven",
                                    "fortification": "b-regular-infantry-1"}, "AC-FORTIFY-1")
    # the location card must be usable
    t3 = Table().control("british", "deerfield").neutral("new-haven").hand("british", "b-deerfield", card)
    illegal(t3.state(), "british", {"type": "fortify", "location_card": "b-deerfield", "fortification": card},
            "AC-SUPPLY-2")


def test_AC_FORTIFY_2_controlled_unfortified_not_besieged():
    _, cmd = _fortify()
    illegal(Table().neutral("new-haven").hand("british", "b-new-haven", "b-fortification").state(), "british", cmd,
            "AC-FORTIFY-2")
    illegal(Table().control("british", "new-haven", fort=True).hand("british", "b-new-haven", "b-fortification")
            .state(), "british", cmd, "AC-FORTIFY-2")
    illegal(Table().siege("french", "new-haven", 0, french=["f-regular-infantry-1"])
            .hand("british", "b-new-haven", "b-fortification").state(), "british", cmd, "AC-FORTIFY-2")


def test_AC_FORTIFY_3_a_disc_from_the_shared_stock_of_twelve():
    t, cmd = _fortify()
    t.control("french", "gaspe", "louisbourg", "montreal", "port-royal", "tadoussac", "trois-rivieres", fort=True)
    t.control("french", "quebec", piece="disc", fort=True)
    t.control("british", "norfolk", "pemaquid", "philadelphia", "st-marys", fort=True)
    t.control("british", "new-york", piece="disc", fort=True)
    state = t.state()
    assert state.forts_stock == 0 and len(state.forts) == 12
    illegal(state, "british", cmd, "AC-FORTIFY-3")
    # one disc back in stock: fortify again possible, and the disc goes under the cube
    t.neutral("norfolk")
    _, after = ok(t.state(), "british", cmd)
    assert after.forts_stock == 0 and after.piece["new-haven"] == "cube" and "new-haven" in after.forts


def test_AC_FORTIFY_4_defence_plus_two_and_no_raid():
    state = (Table().control("british", "halifax").control("french", "louisbourg", fort=True)
             .hand("british", "b-halifax", "b-new-york", "b-regular-infantry-1").state())
    events, _ = ok(state, "british", {"type": "besiege", "location": "louisbourg", "via": "b-halifax",
                                      "transport": "b-new-york", "military": "b-regular-infantry-1"})
    assert event(events, "SiegeBegun")["defence"] == 1 + 2 + 1
    # SC-AC-11/12: Kennebec raids; Deerfield fortified blocks itself and the trail to Boston
    t = (Table().turn("french").control("french", "kennebec").control("british", "fort-halifax", "deerfield")
         .hand("french", "n-native-americans-1", "n-native-americans-2"))
    to_boston = {"type": "raid", "location": "boston", "cards": ["n-native-americans-1", "n-native-americans-2"]}
    to_deerfield = {"type": "raid", "location": "deerfield", "cards": ["n-native-americans-1"]}
    ok(t.state(), "french", to_boston)
    ok(t.state(), "french", to_deerfield)
    t.control("british", "deerfield", fort=True)
    illegal(t.state(), "french", to_deerfield, "AC-RAID-8")
    illegal(t.state(), "french", to_boston, "AC-RAID-8")
    ok(t.state(), "french", {"type": "raid", "location": "fort-halifax", "cards": ["n-native-americans-1"]})


def test_AC_FORTIFY_5_the_disc_leaves_only_with_a_lost_siege():
    state = (Table().turn("french", actions=0).control("french", "louisbourg", fort=True)
             .siege("british", "louisbourg", 3, british=["b-regular-infantry-1"])
             .hand("british", "b-new-york").state())
    assert state.forts_stock == 11
    events, after = ok(state, "french", {"type": "end_turn"})
    won = event(events, "SiegeWon")
    assert won["fort_returned"] and won["captured"] == "cube"
    assert "louisbourg" not in after.forts and after.forts_stock == 12
    _, after = ok(after, "british", {"type": "occupy", "settler": "b-new-york"})
    # the new owner does not inherit the fortification
    assert after.owner["louisbourg"] == "british" and "louisbourg" not in after.forts
    # a raid never removes it (a fortified location cannot be raided): it stays while the owner holds it
    fortified = Table().control("british", "new-haven", fort=True).state()
    _, later = ok(fortified, "british", {"type": "pass"})
    assert "new-haven" in later.forts


@pytest.mark.parametrize("edition", ["second", "first"])
def test_AC_FORTIFY_6_fortify_a_location_resettled_this_turn(edition):
    # SC-AC-15: Deerfield lost to a raid, its card in hand
    state = (Table(edition=edition)
             .hand("british", "b-new-haven", "b-st-marys", "b-boston", "b-deerfield", "b-fortification").state())
    _, after = ok(state, "british", SETTLE_DEERFIELD)
    _, after = ok(after, "british", {"type": "fortify", "location_card": "b-deerfield",
                                     "fortification": "b-fortification"})
    assert "deerfield" in after.forts and after.owner["deerfield"] == "british" and after.actions_left == 0
