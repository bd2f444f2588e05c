"""Rule tests for the components, food, cards, setup, placement round, turn order and round structure of The First
Sparks (FS-COMP, FS-FOOD, FS-CARD, FS-SETUP, FS-PLACE, FS-ORDER, FS-ROUND-1, SC-FS-5).

The 3-player table of `table()` (seed 0) has Herbs yellow 3, red 2, blue 1, so the order is yellow, red, blue, and
the board B + D + A:

    B.0 berry bush   B.1 lake     D.0 lake     D.1 valley     A.0 forest     A.1 berry bush
    mountains: B.1.0-B.1.2, D.0.1-D.0.2, D.0.0-D.1.1, A.0.0-A.1.1
"""
from __future__ import annotations

import random

import pytest

from engine import sparks
from engine.core import IllegalCommand, InvalidOptions, InvalidPosition, NotYourTurn
from engine.sparks.commands import SPECS
from engine.sparks.data import AREA_TOTALS, KNOWLEDGE_CARDS, PROVISIONAL, TOOL_FOODS, tile_count
from engine.sparks.position import export_position, load_position
from engine.sparks.query import MAX_ON_BOARD
from engine.sparks.state import FOODS, SEAT_NAMES, VALUE
from engine.sparks.views import view

from .table import act, of_type, table

SKIP = {"type": "skip_second_member"}
PASS = {"type": "pass_buying"}
WANT = {"type": "want_card"}
NO = {"type": "decline_card"}
FIRST = {"red": ["B.0.1"], "blue": ["D.0.1"], "yellow": ["A.0.2"]}  # one member each, on three different areas


def place(space):
    return {"type": "place_member", "space": space}


def offer(card):
    return {"type": "offer_card", "card": card}


def hunt(*tools):
    return {"type": "hunt", "tools": list(tools)}


def expand(*spaces):
    return {"type": "expand", "spaces": sorted(spaces)}


# -- shared helpers (test_rules_buying imports them) ------------------------------------------------------
def build(players=3, cards=None, market=None, deck=None, next_card=None, **fields):
    """A table from `table(players, **fields)` with cards moved where the test wants them, checked by
    load_position (every card somewhere exactly once).

    cards: {seat: [cards]} added to what the seat owns; market: the exact market (cards leaving it are boxed);
    deck: the deck's parts (cards no longer in the deck are removed unseen); next_card: put on top of the deck.
    """
    p = export_position(table(players, **fields))
    holders = [p["market"], p["deck"]["top"], p["deck"]["cards"], p["deck"]["bottom"], p["boxed"], p["unseen"],
               *p["cards"].values()]

    def take(card):
        for pile in holders:
            if card in pile:
                pile.remove(card)
                return
        raise KeyError(card)

    if market is not None:
        for card in [c for c in p["market"] if c not in market]:
            p["market"].remove(card)
            p["boxed"].append(card)
        for card in market:
            if card not in p["market"]:
                take(card)
                p["market"].append(card)
        p["market"].sort()
    for seat, extra in (cards or {}).items():
        for card in extra:
            take(card)
            p["cards"][seat].append(card)
        p["cards"][seat].sort()
    if deck is not None:
        new = {"top": [], "cards": [], "reshuffle": True, "bottom": [], **deck}
        for part in ("top", "cards", "bottom"):
            p["unseen"].extend(p["deck"][part])
            p["deck"][part].clear()
        for part in ("top", "cards", "bottom"):
            for card in new[part]:
                take(card)
            p["deck"][part].extend(new[part])
        p["deck"]["cards"].sort()
        p["deck"]["reshuffle"] = new["reshuffle"]
    if next_card is not None:
        take(next_card)
        p["deck"]["top"].insert(0, next_card)
    p["unseen"].sort()
    return load_position(p)


def refused(state, seat, cmd, rule):
    """`cmd` is refused with `rule`, is not listed as legal, and the state is unchanged."""
    before = export_position(state)
    with pytest.raises(IllegalCommand) as info:
        sparks.decide(state, seat, cmd, random.Random(0))
    assert info.value.rule_id == rule, info.value.message
    assert cmd not in sparks.legal_commands(state, seat)
    assert export_position(state) == before
    return info.value


def ok(state, seat, cmd, seed=0):
    """`cmd` is listed as legal and accepted: (events, state after)."""
    assert cmd in sparks.legal_commands(state, seat), f"{cmd} is not listed as legal for {seat}"
    return act(state, seat, cmd, seed)


def run(state, *steps):
    """Play (seat, command) steps; all events and the final state."""
    events = []
    for seat, cmd in steps:
        ev, state = act(state, seat, cmd)
        events += ev
    return events, state


def first_members(state, spaces):
    """The first members of the placement round, in reverse order: {seat: space}."""
    for seat in reversed(state.order):
        _, state = act(state, seat, place(spaces[seat]))
    return state


# ======================================================================================================
# FS-COMP: components
# ======================================================================================================
def test_FS_COMP_1_what_the_box_holds():
    tiles = PROVISIONAL.tiles
    assert len(tiles) == 6
    assert sorted(t.min_players for t in tiles) == [2, 2, 2, 2, 4, 5]
    # the food-supply reminder tiles: one per hunting area on all six tiles, 12 in all
    areas = [h.area for t in tiles for h in t.hexes]
    assert {a: areas.count(a) for a in AREA_TOTALS} == AREA_TOTALS == {"berry_bush": 4, "lake": 3, "forest": 3,
                                                                         "valley": 2}
    # 41 numbered cards in the pack and the reshuffle card, which starts in the deck
    assert [c.number for c in PROVISIONAL.cards] == list(range(1, 42))
    state, _ = sparks.new_game(6)
    assert state.deck_reshuffle and not state.market_reshuffle
    # turn-order track 1-6: six colours; the harvest spaces: field crops plus the four foods
    assert sparks.seats_allowed == (2, 3, 4, 5, 6) and len(SEAT_NAMES) == 6
    assert set(view(state, None)["harvest"]) == {"field", *FOODS} == {"field", "berries", "fish", "bear", "mammoth"}


def test_FS_COMP_2_at_most_15_members_on_the_board():
    assert MAX_ON_BOARD == 15
    spaces = list(table(3).board.spaces)
    state = table(3, phase="expand", round=3, queue=["red"], clans={"red": spaces[:14], "blue": [], "yellow": []},
                  food={"red": 50})
    nb = sorted({x for s in spaces[:14] for x in state.board.adjacency[s] if x not in spaces[:14]})
    refused(state, "red", expand(*nb[:2]), "FS-EXPAND-5")
    events, _ = act(state, "red", expand(nb[0]))  # the 15th is fine
    assert of_type(events, "Expanded")[0]["size"] == 15
    big = table(6)
    position = export_position(big)
    position["clans"]["red"] = list(big.board.spaces[:16])
    with pytest.raises(InvalidPosition):
        load_position(position)


# ======================================================================================================
# FS-FOOD: food
# ======================================================================================================
def test_FS_FOOD_1_token_values():
    assert VALUE == {"field": 1, "berries": 2, "fish": 3, "bear": 3, "mammoth": 4}


def test_FS_FOOD_1_hunted_tokens_count_by_value():
    # red: a member at the lake B.1 and one at the berry bush B.0; fish trap #8 and basket #7; Herbs 2
    state = build(3, phase="hunt", round=1, queue=["red"], clans={"red": ["B.0.0", "B.1.1"]}, cards={"red": [7, 8]})
    events, after = act(state, "red", hunt(7, 8))
    takes = {t["card"]: (t["food"], t["tokens"]) for t in of_type(events, "Hunted")[0]["takes"]}
    assert takes == {2: ("field", 1), 7: ("berries", 2), 8: ("fish", 1)}  # 4 berries: the basket takes 2
    assert after.food["red"] == 7 + 1 * 1 + 2 * 2 + 1 * 3 - 2  # crops 1, berries 2, fish 3 each; 2 members fed
    assert after.harvest == {"berries": 2, "fish": 1, "bear": 3, "mammoth": 2}


def test_FS_FOOD_2_payments_go_to_the_general_supply_by_value():
    state = build(3, phase="buy", round=1, order=["red", "blue", "yellow"], clans=FIRST, bonus=7, queue=[])
    events, after = run(state, ("red", offer(10)), ("blue", NO), ("yellow", NO))
    assert of_type(events, "CardBought")[0]["price"] == PROVISIONAL.card(10).price == 3
    assert after.food["red"] == 7 - 3
    assert after.harvest == state.harvest  # nothing paid ever lands on a harvest space


def test_FS_FOOD_3_change_is_always_made_and_nothing_swaps_with_a_harvest_space():
    # 7 food is a 1 and two 3s: paying 2 needs change; only the value counts (OQ-FS-1)
    state = build(3, phase="buy", round=1, order=["red", "blue", "yellow"], clans=FIRST, bonus=7, queue=[])
    _, after = run(state, ("red", offer(8)), ("blue", NO), ("yellow", NO))
    assert after.food["red"] == 5
    assert not any("harvest" in kind or "exchange" in kind or "change" in kind for kind in SPECS)


def test_FS_FOOD_4_only_food_on_a_harvest_space_can_be_hunted():
    state = build(3, phase="hunt", round=1, queue=["red"], clans={"red": ["B.1.1"]}, cards={"red": [8]},
                  harvest={"fish": 0}, food={"red": 30})
    events, after = act(state, "red", hunt(8))
    takes = of_type(events, "Hunted")[0]["takes"]
    assert {t["card"]: t["tokens"] for t in takes} == {2: 1, 8: 0}  # a rich clan still finds no fish
    assert after.harvest["fish"] == 0 and after.food["red"] == 30 + 1 - 1


def test_FS_FOOD_5_field_crops_never_run_out_other_spaces_hold_their_tokens():
    assert "field" not in table(3).harvest and view(table(3), None)["harvest"]["field"] == "unlimited"
    # Herbs and a Field card give their crops with no field stock anywhere; #37 (2 fish at any count) is capped by 1
    state = build(3, phase="hunt", round=1, queue=["red"], clans={"red": ["B.1.1"]}, cards={"red": [12, 37]},
                  harvest={"fish": 1})
    events, after = act(state, "red", hunt(37))
    takes = {t["card"]: t["tokens"] for t in of_type(events, "Hunted")[0]["takes"]}
    assert takes == {2: 1, 12: 2, 37: 1}
    assert after.harvest["fish"] == 0


def test_FS_FOOD_6_every_food_is_public_except_a_fire_owners():
    state = build(3, cards={"red": [15]}, food={"red": 11})
    assert view(state, "red")["players"]["red"]["food"] == 11
    for seat in ("blue", "yellow", None):
        v = view(state, seat)
        assert v["players"]["red"]["food"] is None and v["players"]["red"]["food_hidden"]
        assert v["players"]["blue"]["food"] == 7 and not v["players"]["blue"]["food_hidden"]


# ======================================================================================================
# FS-CARD: technology cards
# ======================================================================================================
def test_FS_CARD_1_herbs_tools_and_knowledge_cards():
    kinds = {n: PROVISIONAL.card(n).kind for n in range(1, 42)}
    assert [n for n, k in kinds.items() if k == "herbs"] == [1, 2, 3, 4, 5, 6]
    assert [n for n, k in kinds.items() if k == "knowledge"] == [9, 15, 18, 21, 24, 26, 28] == sorted(KNOWLEDGE_CARDS)
    assert sum(k in ("tool", "field") for k in kinds.values()) == 28
    # the reshuffle card has no number: the deck knows it only as a flag, at the bottom
    state = table(3)
    assert state.deck_reshuffle and state.deck_bottom == []


def test_FS_CARD_2_number_is_rank_and_the_printed_price_is_paid():
    state = build(3, phase="buy", round=1, order=["red", "blue", "yellow"], clans=FIRST, bonus=7, queue=[],
                  next_card=16)
    events, after = run(state, ("red", offer(10)), ("blue", NO), ("yellow", NO))
    assert of_type(events, "CardBought")[0]["price"] == PROVISIONAL.card(10).price
    assert after.food["red"] == 7 - PROVISIONAL.card(10).price
    assert after.market == [7, 8, 9, 11, 12, 13, 14, 16] and after.current == [7, 8, 9, 11]


def test_FS_CARD_3_every_tool_hunts_one_food():
    for card in PROVISIONAL.cards:
        if card.kind == "tool":
            assert card.food in TOOL_FOODS and card.yield_table
        elif card.kind in ("herbs", "field"):
            assert card.food == "field" and card.yield_fixed
        else:
            assert card.food is None


def test_FS_CARD_4_herbs_and_fields_give_the_same_crops_anywhere():
    # red stands only at the forest A.0 with Herbs 2 and Field #12 (2 crops): no member is needed at a field
    state = build(3, phase="hunt", round=1, queue=["red"], clans={"red": ["A.0.2"]}, cards={"red": [12]})
    events, after = act(state, "red", hunt())
    assert of_type(events, "Hunted")[0]["takes"] == [{"card": 2, "food": "field", "tokens": 1},
                                                     {"card": 12, "food": "field", "tokens": 2}]
    assert after.food["red"] == 7 + 3 - 1


@pytest.mark.parametrize("berries,takes", [(3, 1), (4, 2), (6, 2), (7, 3)])
def test_FS_CARD_5_a_basket_takes_by_its_table(berries, takes):
    state = build(3, phase="hunt", round=1, queue=["red"], clans={"red": ["B.0.0"]}, cards={"red": [7]},
                  harvest={"berries": berries})
    events, _ = act(state, "red", hunt(7))
    assert of_type(events, "Hunted")[0]["takes"][1] == {"card": 7, "food": "berries", "tokens": takes}


def buying(**kw):
    """Phase 1 of round 1: order red, blue, yellow, one member each, the bonus on #7."""
    kw.setdefault("bonus", 7)
    kw.setdefault("order", ["red", "blue", "yellow"])
    return build(3, phase="buy", round=1, clans=FIRST, queue=[], **kw)


def test_FS_CARD_6_three_tools_herbs_count_copies_allowed():
    # Herbs + basket #13 + a second basket #7: three tools, two of one kind, no discard
    state = buying(cards={"red": [13]})
    events, after = run(state, ("red", offer(7)), ("blue", NO), ("yellow", NO))
    assert not of_type(events, "DecisionRequested")
    assert after.cards["red"] == [2, 7, 13] and after.tools("red") == [2, 7, 13] and after.tool_limit("red") == 3


def test_FS_CARD_7_a_fourth_tool_puts_one_in_the_box_even_the_new_one():
    state = buying(cards={"red": [16, 17]})
    events, state = run(state, ("red", offer(10)), ("blue", NO), ("yellow", NO))
    assert of_type(events, "DecisionRequested") == [{"type": "DecisionRequested", "seat": "red",
                                                     "kind": "discard_tool", "card": 10}]
    assert sparks.to_act(state) == {"red"}
    assert sorted(c["card"] for c in sparks.legal_commands(state, "red")) == [2, 10, 16, 17]
    _, after = act(state, "red", {"type": "discard_tool", "card": 10})
    assert after.cards["red"] == [2, 16, 17] and 10 in after.boxed and 10 not in after.market


def test_FS_CARD_8_knowledge_takes_no_slot_but_one_of_each_type():
    state = buying(cards={"red": [16, 17]})  # three tools already
    events, after = run(state, ("red", offer(9)), ("blue", NO), ("yellow", NO))
    assert not of_type(events, "DecisionRequested") and after.cards["red"] == [2, 9, 16, 17]
    # a second Fire (#15) can be neither offered nor claimed by a Fire owner
    state = buying(cards={"red": [9]}, market=[8, 10, 15, 16, 17, 19, 20, 25], bonus=8)
    refused(state, "red", offer(15), "FS-CARD-8")


def test_FS_CARD_9_knowledge_works_from_the_moment_it_is_gained():
    # Fire bought this round: hidden at once and no spoilage at the end of this very phase
    state = buying(food={"red": 9})
    events, after = run(state, ("red", offer(9)), ("blue", NO), ("yellow", NO))
    assert view(after, "blue")["players"]["red"]["food"] is None
    events, after = run(after, ("blue", PASS), ("yellow", PASS))
    assert [e["seat"] for e in of_type(events, "FoodSpoiled")] == ["blue", "yellow"]
    assert after.food["red"] == 9 - 3
    # the sled raises the limit at once
    state = buying(cards={"red": [16, 17]}, food={"red": 9}, market=[7, 8, 10, 21, 24, 25, 27, 29])
    events, after = run(state, ("red", offer(21)), ("blue", NO), ("yellow", NO))
    assert not of_type(events, "DecisionRequested")
    assert after.tool_limit("red") == 4 and view(after, "blue")["players"]["red"]["tool_limit"] == 4


# ======================================================================================================
# FS-SETUP: setup
# ======================================================================================================
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_FS_SETUP_1_every_player_a_colour(players):
    state, _ = sparks.new_game(players)
    assert state.seats == list(SEAT_NAMES[:players]) == sparks.seats(players)
    assert all(state.clans[s] == [] for s in state.seats)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_FS_SETUP_2_each_player_starts_with_7_food(players):
    state, _ = sparks.new_game(players)
    assert state.food == {s: 7 for s in state.seats}
    assert 7 == 1 * VALUE["field"] + 2 * 3  # one green crop and two yellow ones


@pytest.mark.parametrize("players", [3, 4, 5])
def test_FS_SETUP_3_herbs_1_to_n_dealt_at_random(players):
    deals = set()
    for seed in range(12):
        state, _ = sparks.new_game(players, seed=seed)
        assert sorted(state.herbs.values()) == list(range(1, players + 1))
        assert all(state.cards[s] == [state.herbs[s]] for s in state.seats)
        everywhere = {*state.market, *state.deck, *state.boxed, *state.unseen, *state.deck_top}
        assert not everywhere & set(range(players + 1, 7))  # the other Herbs cards left the game
        deals.add(tuple(state.herbs[s] for s in state.seats))
    assert len(deals) > 1


def test_FS_SETUP_4_first_order_by_falling_herbs_number():
    for seed in range(6):
        state, _ = sparks.new_game(4, seed=seed)
        assert [state.herbs[s] for s in state.order] == [4, 3, 2, 1]


def test_FS_SETUP_5_clan_size_marker_starts_on_1():
    # the engine reads the clan size from the board: empty at setup, 1 once the compulsory first member stands
    state = table(3)
    assert view(state, None)["clans"]["red"] == {"members": [], "size": 0}
    _, state = act(state, "blue", place("B.0.1"))
    assert view(state, None)["clans"]["blue"] == {"members": ["B.0.1"], "size": 1}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_FS_SETUP_6_starting_harvest(players):
    state, _ = sparks.new_game(players)
    assert state.harvest == {"berries": 4, "fish": 2, "bear": 3, "mammoth": 2}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_FS_SETUP_7_one_tile_per_player_drawn_among_the_allowed(players):
    used = set()
    for seed in range(8):
        state, _ = sparks.new_game(players, seed=seed)
        tiles = [p.tile for p in state.placements]
        assert len(tiles) == len(set(tiles)) == tile_count(players)
        assert all(t.min_players <= players for t in PROVISIONAL.tiles if t.id in tiles)
        used.add(tuple(sorted(tiles)))
    assert len(used) > 1 or players == 6


def test_FS_SETUP_7_marked_first_pool():
    state, _ = sparks.new_game(4, {"tile_pool": "marked_first"})
    assert "E" in {p.tile for p in state.placements}
    with pytest.raises(InvalidOptions):
        sparks.new_game(4, {"tile_pool": "all"})


def test_FS_SETUP_8_players_lay_the_tiles_in_turn_order():
    state = table(3, options={"board": "laid"})
    assert state.phase == "lay_tiles" and state.queue == state.order and state.placements == []
    assert view(state, None)["tiles"] == {"next": state.tiles_to_lay[0], "face_down": 2}
    first, second, third = state.order
    refused(state, first, {"type": "lay_tile", "q": 1, "r": 0, "rotation": 0}, "FS-SETUP-8")  # not the middle
    with pytest.raises(NotYourTurn):
        sparks.decide(state, second, {"type": "lay_tile", "q": 0, "r": 0, "rotation": 0}, random.Random(0))
    events, state = ok(state, first, {"type": "lay_tile", "q": 0, "r": 0, "rotation": 3})  # turned: OQ-FS-4
    assert events[0]["seat"] == first and state.placements[0].rotation == 3
    refused(state, second, {"type": "lay_tile", "q": 5, "r": 5, "rotation": 0}, "FS-SETUP-8")  # touches nothing
    refused(state, second, {"type": "lay_tile", "q": 0, "r": 0, "rotation": 0}, "FS-SETUP-8")  # covers the first
    _, state = act(state, second, sparks.legal_commands(state, second)[0])
    assert state.queue == [third]


def test_FS_SETUP_8_later_tiles_touch_two_and_then_the_placement_round_begins():
    state = table(3, options={"board": "laid"})
    first, second, third = state.order
    _, state = run(state, (first, {"type": "lay_tile", "q": 0, "r": 0, "rotation": 0}),
                   (second, {"type": "lay_tile", "q": -2, "r": 0, "rotation": 0}))
    error = refused(state, third, {"type": "lay_tile", "q": -4, "r": 0, "rotation": 0}, "FS-SETUP-8")
    assert "at least two tiles" in error.message
    events, state = ok(state, third, {"type": "lay_tile", "q": -2, "r": 1, "rotation": 0})
    assert of_type(events, "PhaseBegan") == [{"type": "PhaseBegan", "phase": "place_first",
                                             "queue": list(reversed(state.order))}]
    assert len(state.board.spaces) == 18


def test_FS_SETUP_8_a_given_layout_obeys_the_same_rules():
    bad = [{"tile": "A", "q": 0, "r": 0, "rotation": 0}, {"tile": "B", "q": 6, "r": 0, "rotation": 0},
           {"tile": "D", "q": -2, "r": 1, "rotation": 0}]
    with pytest.raises(InvalidOptions):
        sparks.new_game(3, {"layout": bad})
    good = [{"tile": "A", "q": 0, "r": 0, "rotation": 0}, {"tile": "B", "q": -2, "r": 0, "rotation": 0},
            {"tile": "D", "q": -2, "r": 1, "rotation": 0}]
    state, _ = sparks.new_game(3, {"layout": good})
    assert [p.to_json() for p in state.placements] == good


def test_FS_SETUP_9_one_reminder_tile_per_area_feeds_the_resupply():
    # board B + D + A: berry bushes B.0, A.1; lakes B.1, D.0; forest A.0; valley D.1
    state = table(3, phase="expand", round=1, queue=["blue"], clans=FIRST, order=["yellow", "red", "blue"])
    kinds = list(state.board.areas.values())
    assert {a: kinds.count(a) for a in AREA_TOTALS} == {"berry_bush": 2, "lake": 2, "forest": 1, "valley": 1}
    events, _ = act(state, "blue", expand())
    assert of_type(events, "Resupplied")[0]["amounts"] == {"berries": 3 + 2, "fish": 2 + 2, "bear": 1 + 1,
                                                          "mammoth": 1 + 1}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_FS_SETUP_10_starting_market(players):
    state, _ = sparks.new_game(players)
    market = view(state, None)["market"]
    assert market["current"] == [7, 8, 9, 10] and market["future"] == [11, 12, 13, 14]
    assert market["bonus"] is None and not market["reshuffle_card"]


@pytest.mark.parametrize("players,removed", [(3, 6), (4, 3), (5, 0)])
def test_FS_SETUP_11_deck_removed_cards_and_reshuffle_at_the_bottom(players, removed):
    state, _ = sparks.new_game(players, seed=3)
    assert len(state.unseen) == removed and state.deck | state.unseen == set(range(15, 42))
    assert not state.deck & state.unseen and state.deck_top == [] and state.deck_bottom == []
    assert state.deck_reshuffle  # the reshuffle card lies at the bottom
    shown = view(state, "red")
    assert shown["deck"] == {"size": 27 - removed + 1, "top": [], "reshuffle_card": True, "bottom": []}
    assert shown["removed_unseen"] == removed  # only the count: the cards are unseen


# ======================================================================================================
# FS-PLACE: the placement round
# ======================================================================================================
def test_FS_PLACE_1_one_or_two_members_before_round_1():
    state = table(3)
    assert state.round == 0 and state.phase == "place_first"
    state = first_members(state, {"blue": "B.0.1", "red": "D.0.1", "yellow": "A.0.2"})
    _, state = run(state, ("yellow", SKIP), ("red", place("D.0.0")), ("blue", SKIP))
    assert state.round == 1 and state.phase == "buy"
    assert {s: len(state.clans[s]) for s in state.seats} == {"yellow": 1, "red": 2, "blue": 1}


def test_FS_PLACE_2_first_members_in_reverse_order_free_on_empty_spaces():
    state = table(3)
    assert state.queue == ["blue", "red", "yellow"] == list(reversed(state.order))
    with pytest.raises(NotYourTurn):
        sparks.decide(state, "yellow", place("A.0.2"), random.Random(0))
    refused(state, "blue", SKIP, "FS-PLACE-2")  # the first member is compulsory
    events, state = ok(state, "blue", place("B.0.1"))
    assert events == [{"type": "MemberPlaced", "seat": "blue", "clan": "blue", "space": "B.0.1", "cost": 0,
                       "step": "first"}]
    assert state.food["blue"] == 7
    refused(state, "red", place("B.0.1"), "FS-PLACE-2")  # taken


def test_FS_PLACE_3_first_members_keep_to_their_own_hunting_area():
    _, state = act(table(3), "blue", place("B.0.1"))  # blue borders the berry bush B.0
    refused(state, "red", place("B.0.2"), "FS-PLACE-3")
    refused(state, "red", place("B.0.0"), "FS-PLACE-3")
    _, state = ok(state, "red", place("B.1.1"))  # the lake next door is free, though B.1.1 touches B.0.0
    refused(state, "yellow", place("B.1.0"), "FS-PLACE-3")
    assert {c["space"] for c in sparks.legal_commands(state, "yellow")} == {
        s for s in state.board.spaces if state.board.area_of(s) not in ("B.0", "B.1")}


def test_FS_PLACE_4_second_members_in_turn_order_next_to_the_first():
    state = first_members(table(3), {"blue": "B.0.1", "red": "D.0.1", "yellow": "A.0.2"})
    assert state.phase == "place_second" and state.queue == ["yellow", "red", "blue"] == state.order
    refused(state, "yellow", place("A.1.2"), "FS-PLACE-4")  # not next to A.0.2
    events, state = ok(state, "yellow", place("A.0.1"))
    assert events[0]["step"] == "second" and state.queue == ["red", "blue"]
    _, state = ok(state, "red", SKIP)
    assert state.queue == ["blue"]


def test_FS_PLACE_5_a_shared_space_but_never_two_of_one_clan():
    state = first_members(table(3), {"blue": "B.0.0", "red": "D.1.2", "yellow": "A.0.2"})
    _, state = act(state, "yellow", SKIP)
    refused(state, "red", place("D.1.2"), "FS-PLACE-5")
    events, state = ok(state, "red", place("B.0.0"))  # blue's space: allowed, at a price
    assert state.occupants("B.0.0") == ["red", "blue"] and events[0]["cost"] == 3


@pytest.mark.parametrize("first,second,cost", [
    ({"blue": "B.0.1", "red": "D.0.1", "yellow": "A.0.2"}, "D.0.0", 1),  # empty, plain
    ({"blue": "B.0.1", "red": "D.0.1", "yellow": "A.0.2"}, "D.0.2", 2),  # across a mountain
    ({"blue": "B.0.0", "red": "D.1.2", "yellow": "A.0.2"}, "B.0.0", 3),  # second clan on the space: +2
    ({"blue": "D.1.1", "red": "D.0.0", "yellow": "A.0.2"}, "D.1.1", 4),  # mountain and occupied: 1 + 1 + 2
])
def test_FS_PLACE_6_the_second_member_costs_like_one_expansion(first, second, cost):
    state = first_members(table(3), first)
    _, state = act(state, "yellow", SKIP)
    events, after = ok(state, "red", place(second))
    assert events[0]["cost"] == cost and after.food["red"] == 7 - cost


def test_FS_PLACE_6_a_second_member_the_clan_cannot_pay_is_refused():
    state = build(3, phase="place_second", queue=["red", "blue"], food={"red": 3},
                  clans={"blue": ["D.1.1"], "red": ["D.0.0"], "yellow": ["A.0.2"]})
    refused(state, "red", place("D.1.1"), "FS-PLACE-6")
    _, after = ok(state, "red", place("D.0.1"))  # 1 is fine
    assert after.food["red"] == 2


def test_FS_PLACE_7_clan_sizes_are_1_or_2_after_the_round():
    state = first_members(table(3), {"blue": "B.0.1", "red": "D.0.1", "yellow": "A.0.2"})
    _, state = run(state, ("yellow", place("A.0.1")), ("red", SKIP), ("blue", place("B.0.2")))
    assert {c: v["size"] for c, v in view(state, None)["clans"].items()} == {"red": 1, "blue": 2, "yellow": 2}


def test_FS_PLACE_8_start_spaces_are_chosen_by_command_not_by_option():
    # no option gives first-game start spaces (DATA-3 is not in any pack): each clan names its space
    with pytest.raises(InvalidOptions):
        sparks.new_game(3, {"start_spaces": ["B.0.1", "D.0.1", "A.0.2"]})
    state = table(3)
    assert {c["space"] for c in sparks.legal_commands(state, "blue")} == set(state.board.spaces)
    state = first_members(state, {"blue": "A.1.2", "red": "D.1.0", "yellow": "B.1.2"})
    assert state.clans == {"red": ["D.1.0"], "blue": ["A.1.2"], "yellow": ["B.1.2"]}


def test_FS_PLACE_9_then_the_order_is_set_by_clan_size():
    state = first_members(table(3), {"blue": "B.0.1", "red": "D.0.1", "yellow": "A.0.2"})
    events, _ = run(state, ("yellow", SKIP), ("red", SKIP), ("blue", place("B.0.2")))
    assert of_type(events, "OrderSet") == [{"type": "OrderSet", "order": ["blue", "yellow", "red"],
                                           "reason": "FS-ORDER-1"}]


# ======================================================================================================
# FS-ORDER: turn order
# ======================================================================================================
@pytest.mark.parametrize("seconds,order", [
    ({"yellow", "red", "blue"}, ["yellow", "red", "blue"]),  # all 2: Herbs 3, 2, 1
    ({"red", "blue"}, ["red", "blue", "yellow"]),
    ({"blue"}, ["blue", "yellow", "red"]),
    (set(), ["yellow", "red", "blue"]),
])
def test_FS_ORDER_1_larger_clan_first_then_higher_herbs(seconds, order):
    state = first_members(table(3), {"blue": "B.0.1", "red": "D.0.1", "yellow": "A.0.2"})
    second = {"yellow": "A.0.1", "red": "D.0.0", "blue": "B.0.2"}
    _, after = run(state, *[(s, place(second[s]) if s in seconds else SKIP) for s in ["yellow", "red", "blue"]])
    assert after.order == order


def bureaucracy(**kw):
    """The last expansion turn of round 1 (blue, last in order yellow, red, blue), then bureaucracy."""
    kw.setdefault("order", ["yellow", "red", "blue"])
    state = build(3, phase="expand", round=1, queue=[kw["order"][-1]], **kw)
    return act(state, kw["order"][-1], expand())


def test_FS_ORDER_2_bureaucracy_larger_clan_first_then_highest_card():
    clans = {"red": ["D.0.0", "D.0.1", "D.0.2"], "blue": ["B.0.0", "B.0.1", "B.0.2"], "yellow": ["A.0.2"]}
    events, after = bureaucracy(clans=clans, cards={"red": [18], "blue": [15]})
    assert of_type(events, "OrderSet")[0] == {"type": "OrderSet", "order": ["red", "blue", "yellow"],
                                              "reason": "FS-BUREAU-2"}
    # any card counts, Herbs included: blue's #8 beats red's Herbs 2 and yellow's Herbs 3
    clans = {"red": ["D.0.0"], "blue": ["B.0.0"], "yellow": ["A.0.2"]}
    _, after = bureaucracy(clans=clans, cards={"blue": [8]})
    assert after.order == ["blue", "yellow", "red"]


def test_FS_ORDER_3_intelligence_moves_its_owner_one_place_back():
    clans = {"red": ["D.0.0", "D.0.1", "D.0.2"], "blue": ["B.0.0", "B.0.1"], "yellow": ["A.0.2"]}
    _, after = bureaucracy(clans=clans, cards={"red": [28]})
    assert after.order == ["blue", "red", "yellow"]
    _, after = bureaucracy(clans=clans, cards={"yellow": [28]})  # last stays last
    assert after.order == ["red", "blue", "yellow"]


def test_FS_ORDER_4_the_order_of_each_step():
    laid = table(3, options={"board": "laid"})
    assert laid.queue == laid.order  # laying the tiles: turn order
    state = table(3)
    assert state.queue == ["blue", "red", "yellow"]  # first members: reverse
    state = first_members(state, {"blue": "B.0.1", "red": "D.0.1", "yellow": "A.0.2"})
    assert state.queue == ["yellow", "red", "blue"]  # second members: turn order
    _, state = run(state, ("yellow", SKIP), ("red", SKIP), ("blue", SKIP))
    assert state.order == ["yellow", "red", "blue"]
    assert sparks.to_act(state) == {"yellow"}  # buying: the first offerer is the first player
    _, state = act(state, "yellow", PASS)
    assert sparks.to_act(state) == {"red"}
    events, state = run(state, ("red", PASS), ("blue", PASS))
    assert state.phase == "hunt" and state.queue == ["blue", "red", "yellow"]  # hunting: reverse
    events, state = run(state, ("blue", hunt()), ("red", hunt()), ("yellow", hunt()))
    fed = [e["seat"] for e in events if e["type"] == "Fed"]
    assert fed == ["blue", "red", "yellow"]  # each clan feeds right after its own hunt
    assert [e["type"] for e in events[:2]] == ["Hunted", "Fed"]
    assert state.phase == "expand" and state.queue == ["blue", "red", "yellow"]  # expansion: reverse


# ======================================================================================================
# FS-ROUND-1: the four phases
# ======================================================================================================
def test_FS_ROUND_1_buy_and_spoil_hunt_and_feed_expand_bureaucracy():
    state = build(3, phase="buy", round=1, clans=FIRST, bonus=7, queue=[])
    events, state = run(state, ("yellow", PASS), ("red", PASS))
    assert state.phase == "buy"  # every player completes a phase before the next begins
    events, state = run(state, ("blue", PASS), ("blue", hunt()), ("red", hunt()))
    assert state.phase == "hunt"
    events_2, state = run(state, ("yellow", hunt()), ("blue", expand()), ("red", expand()), ("yellow", expand()))
    kinds = [e["type"] if e["type"] != "PhaseBegan" else e["phase"] for e in events + events_2]
    steps = [k for k in kinds if k in ("FoodSpoiled", "hunt", "Hunted", "Fed", "expand", "Expanded", "OrderSet",
                                       "Resupplied", "buy")]
    assert steps == ["FoodSpoiled", "FoodSpoiled", "FoodSpoiled", "hunt", "Hunted", "Fed", "Hunted", "Fed", "Hunted",
                     "Fed", "expand", "Expanded", "Expanded", "Expanded", "OrderSet", "Resupplied", "buy"]
    assert state.phase == "buy" and state.round == 2


# ======================================================================================================
# SC-FS-5: order after the placement round
# ======================================================================================================
def test_SC_FS_5_only_herbs_2_adds_a_second_member():
    state = table(3)
    assert [state.herbs[s] for s in state.order] == [3, 2, 1]  # Christian 3 (yellow), Angelica 2, Steffi 1
    state = first_members(state, {"blue": "B.0.1", "red": "D.0.1", "yellow": "A.0.2"})
    _, state = run(state, ("yellow", SKIP), ("red", place("D.0.0")), ("blue", SKIP))
    assert state.order == ["red", "yellow", "blue"]
    assert sparks.to_act(state) == {"red"}
