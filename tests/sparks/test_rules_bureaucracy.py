"""Phase 4 of The First Sparks: turn order, resupply and the market (FS-BUREAU), the stage change (SC-FS-D7),
the rule book's resupply and tie-break examples (SC-FS-1, SC-FS-2, SC-FS-10), Fire's hidden food (FS-KNOW-1)
and Intelligence at bureaucracy (FS-KNOW-5).

Bureaucracy is reached the way a game reaches it: the last clan of phase 3 (the first player) ends its
expansion. With seed 0 the 3-player order is yellow, red, blue.
"""
from __future__ import annotations

from collections import Counter

import pytest

from engine import sparks

from .table import act, auto, of_type, table, tidy

TWELVE = ["B.0.0", "B.0.1", "B.0.2", "B.1.0", "B.1.1", "B.1.2", "D.0.0", "D.0.1", "D.0.2", "D.1.0", "D.1.1", "D.1.2"]


# -- helpers -------------------------------------------------------------------------------------------


def last_expansion(players=3, options=None, **fields):
    """Phase 3 with only the first player (the last in reverse order) still to expand; every clan has a
    member unless `clans` says otherwise."""
    base = table(players, options=options)
    spaces = list(base.board.spaces)
    clans = {seat: [spaces[i]] for i, seat in enumerate(base.seats)}
    fields["clans"] = {**clans, **fields.get("clans", {})}
    order = fields.get("order") or base.order
    return tidy(table(players, options=options, phase="expand", round=1, queue=[order[0]], **fields))


def bureaucracy(state, seed=0):
    """The first player ends phase 3 placing no one: (events, state) through bureaucracy into round 2."""
    return act(state, state.queue[0], {"type": "expand", "spaces": []}, seed=seed)


def types(events):
    return [e["type"] for e in events]


def resupplied(events):
    (event,) = of_type(events, "Resupplied")
    return event["amounts"]


def order_set(events):
    (event,) = of_type(events, "OrderSet")
    assert event["reason"] == "FS-BUREAU-2"
    return event["order"]


# provisional tiles laid to match the rule book's resupply examples (the provisional pack's own note)
SC_FS_1_LAYOUT = [{"tile": "A", "q": 0, "r": 0, "rotation": 3}, {"tile": "C", "q": 1, "r": 0, "rotation": 1},
                  {"tile": "D", "q": 1, "r": -2, "rotation": 4}]
SC_FS_2_LAYOUT = [{"tile": "A", "q": 0, "r": 0, "rotation": 3}, {"tile": "B", "q": 1, "r": -1, "rotation": 2},
                  {"tile": "D", "q": 0, "r": 1, "rotation": 1}, {"tile": "E", "q": -1, "r": 1, "rotation": 4}]


# -- FS-BUREAU ---------------------------------------------------------------------------------------------
def test_FS_BUREAU_1_turn_order_then_resupply_then_the_market():
    events, _ = bureaucracy(last_expansion())
    assert types(events) == ["Expanded", "OrderSet", "Resupplied", "CardUnderDeck", "CardDrawn", "PhaseBegan",
                             "BonusPlaced"]


def test_FS_BUREAU_2_the_larger_clan_goes_first():
    state = last_expansion(clans={"blue": ["B.0.0", "B.0.1", "B.0.2"], "red": ["A.1.0"], "yellow": ["D.1.0", "D.1.1"]})
    events, after = bureaucracy(state)
    assert order_set(events) == ["blue", "yellow", "red"] == after.order


def test_FS_BUREAU_2_equal_clans_go_by_their_highest_card():
    # Herbs 3 / 2 / 1 alone decide, until blue's tool #14 outranks them all
    state = last_expansion()
    assert order_set(bureaucracy(state)[0]) == ["yellow", "red", "blue"]
    state = last_expansion(cards={"blue": [1, 14]})
    assert order_set(bureaucracy(state)[0]) == ["blue", "yellow", "red"]


def test_FS_BUREAU_2_only_cards_owned_now_count():
    # red's Herbs went to the box: its #13 still beats blue's #12 (with Herbs 1), and yellow's Herbs 3 is last
    state = last_expansion(cards={"red": [13], "blue": [1, 12]})
    assert 2 in state.boxed
    assert order_set(bureaucracy(state)[0]) == ["red", "blue", "yellow"]


def test_FS_BUREAU_3_and_SC_FS_10_clans_of_7_with_18_and_15_then_the_clan_of_6():
    # red is Steffi (#18), blue Christian (#15), yellow Angelica (6 members, though with a higher card)
    state = last_expansion(clans={"red": TWELVE[:7], "blue": TWELVE[5:], "yellow": TWELVE[:6]},
                           cards={"red": [2, 18], "blue": [1, 15], "yellow": [3, 30]})
    assert [state.size(s) for s in ("red", "blue", "yellow")] == [7, 7, 6]
    events, after = bureaucracy(state)
    assert order_set(events) == ["red", "blue", "yellow"]
    assert after.first_player == "red" and after.to_act() == {"red"}


def test_SC_FS_10_the_tie_break_follows_the_cards_not_the_seats():
    state = last_expansion(clans={"red": TWELVE[:7], "blue": TWELVE[5:], "yellow": TWELVE[:6]},
                           cards={"red": [2, 15], "blue": [1, 18], "yellow": [3]})
    assert order_set(bureaucracy(state)[0]) == ["blue", "red", "yellow"]


def test_FS_BUREAU_4_intelligence_moves_its_owner_back_after_the_sort():
    state = last_expansion(clans={"red": TWELVE[:3]}, cards={"red": [2, 28]})
    events, after = bureaucracy(state)
    assert order_set(events) == ["yellow", "red", "blue"]  # sorted first, then one place back
    assert len(of_type(events, "OrderSet")) == 1 and after.order == ["yellow", "red", "blue"]


@pytest.mark.parametrize("players,areas,amounts", [
    (2, {"berry_bush": 2, "lake": 2, "valley": 2}, {"berries": 4, "fish": 3, "bear": 0, "mammoth": 2}),
    (3, {"berry_bush": 2, "lake": 2, "forest": 1, "valley": 1}, {"berries": 5, "fish": 4, "bear": 2, "mammoth": 2}),
    (4, {"berry_bush": 3, "lake": 1, "forest": 2, "valley": 2}, {"berries": 7, "fish": 3, "bear": 3, "mammoth": 3}),
    (5, {"berry_bush": 3, "lake": 3, "forest": 2, "valley": 2}, {"berries": 8, "fish": 6, "bear": 4, "mammoth": 3}),
    (6, {"berry_bush": 4, "lake": 3, "forest": 3, "valley": 2}, {"berries": 10, "fish": 7, "bear": 6, "mammoth": 3}),
])
def test_FS_BUREAU_5_resupply_is_the_base_for_the_count_plus_one_per_area(players, areas, amounts):
    state = last_expansion(players)
    assert Counter(state.board.areas.values()) == areas
    events, after = bureaucracy(state)
    assert resupplied(events) == amounts
    assert after.harvest == {f: state.harvest[f] + n for f, n in amounts.items()}


def test_FS_BUREAU_6_harvest_spaces_keep_their_tokens_without_a_cap():
    state = last_expansion(harvest={"berries": 40, "fish": 0, "bear": 17, "mammoth": 12})
    _, after = bureaucracy(state)
    assert after.harvest == {"berries": 45, "fish": 4, "bear": 19, "mammoth": 14}


def test_FS_BUREAU_7_the_highest_card_goes_under_the_reshuffle_card_and_one_is_drawn():
    # the deck: #30, then the reshuffle card; everything else was removed unseen
    state = last_expansion(deck={"cards": [30]}, unseen=[c for c in range(15, 42) if c != 30])
    events, after = bureaucracy(state)
    assert of_type(events, "CardUnderDeck") == [{"type": "CardUnderDeck", "card": 14}]
    assert of_type(events, "CardDrawn") == [{"type": "CardDrawn", "card": 30, "reshuffle": False}]
    assert after.market == [7, 8, 9, 10, 11, 12, 13, 30]
    assert after.current == [7, 8, 9, 10] and after.deck_reshuffle and after.deck_bottom == [14]
    view = sparks.view(after, "red")
    assert view["deck"] == {"size": 2, "top": [], "reshuffle_card": True, "bottom": [14]}
    assert view["market"]["future"] == [11, 12, 13, 30]


def test_FS_BUREAU_7_the_drawn_card_comes_from_above_the_reshuffle_card():
    state = last_expansion(deck={"cards": [30], "bottom": [29]}, unseen=[c for c in range(15, 42) if c not in (29, 30)])
    for seed in range(5):
        events, after = bureaucracy(state, seed=seed)
        assert of_type(events, "CardDrawn")[0]["card"] == 30 and after.deck_bottom == [29, 14]


def test_FS_BUREAU_8_drawing_the_reshuffle_card_fills_the_slot_and_the_deck_is_reshuffled():
    # nothing above the reshuffle card: #14 goes under it, the draw turns it up, the two cards below form the
    # new deck, nothing else is drawn, and the stage change follows at once (OQ-FS-16)
    state = last_expansion(deck={"cards": [], "bottom": [29]}, unseen=[c for c in range(15, 42) if c != 29])
    events, after = bureaucracy(state)
    assert types(events)[2:7] == ["Resupplied", "CardUnderDeck", "CardDrawn", "DeckReshuffled", "StageChanged"]
    assert of_type(events, "CardDrawn") == [{"type": "CardDrawn", "card": None, "reshuffle": True}]
    assert of_type(events, "DeckReshuffled") == [{"type": "DeckReshuffled", "count": 2}]
    assert of_type(events, "StageChanged") == [{"type": "StageChanged", "boxed": [7]}]
    assert after.deck == {14, 29} and after.deck_bottom == [] and not after.deck_reshuffle
    assert after.market == [8, 9, 10, 11, 12, 13] and after.stage == 2 and after.current == after.market


def stage_change_table(players=3, **fields):
    """The reshuffle card came up in phase 1: 7 cards and the reshuffle card in the market (5 with 2 players)."""
    market = [8, 9, 10, 11, 12, 13, 14] if players > 2 else [8, 9, 12, 13, 14]
    return last_expansion(players, market=market, market_reshuffle=True, deck={"reshuffle": False}, **fields)


def test_FS_BUREAU_9_the_reshuffle_card_and_the_lowest_card_are_boxed():
    state = stage_change_table()
    events, after = bureaucracy(state)
    assert types(events)[2:4] == ["Resupplied", "StageChanged"]
    assert of_type(events, "CardUnderDeck") == [] and of_type(events, "CardDrawn") == []
    assert of_type(events, "StageChanged") == [{"type": "StageChanged", "boxed": [8]}]
    assert after.market == [9, 10, 11, 12, 13, 14] and after.stage == 2 and not after.market_reshuffle
    assert 8 in after.boxed
    view = sparks.view(after, "blue")["market"]
    assert view["current"] == [9, 10, 11, 12, 13, 14] and view["future"] == [] and not view["reshuffle_card"]
    assert of_type(events, "BonusPlaced") == [{"type": "BonusPlaced", "card": 9}]  # OQ-FS-10
    assert {"type": "offer_card", "card": 14} in sparks.legal_commands(after, after.first_player)


def test_FS_BUREAU_9_no_more_cards_go_under_the_deck_after_the_stage_change():
    state = last_expansion(stage=2, market=[9, 10, 11, 12, 13, 14], deck={"reshuffle": False}, boxed=[8])
    events, after = bureaucracy(state)
    assert types(events) == ["Expanded", "OrderSet", "Resupplied", "PhaseBegan", "BonusPlaced"]
    assert after.market == state.market and after.deck == state.deck


def test_FS_BUREAU_10_the_next_round_begins_with_phase_1():
    state = last_expansion(clans={"blue": ["B.0.0", "B.0.1"]}, bonus=None)
    events, after = bureaucracy(state)
    assert events[-2:] == [{"type": "PhaseBegan", "phase": "buy", "round": 2},
                           {"type": "BonusPlaced", "card": after.market[0]}]
    assert after.phase == "buy" and after.round == 2 and after.done == []
    assert after.first_player == "blue" and after.to_act() == {"blue"}  # the new first player offers first


# -- the rule book's examples ------------------------------------------------------------------------------
def test_SC_FS_1_resupply_with_three_players_is_5_3_2_3():
    state = last_expansion(3, options={"layout": SC_FS_1_LAYOUT})
    assert Counter(state.board.areas.values()) == {"berry_bush": 2, "lake": 1, "forest": 1, "valley": 2}
    assert resupplied(bureaucracy(state)[0]) == {"berries": 5, "fish": 3, "bear": 2, "mammoth": 3}


def test_SC_FS_2_resupply_with_four_players_is_7_4_3_2():
    state = last_expansion(4, options={"layout": SC_FS_2_LAYOUT})
    assert Counter(state.board.areas.values()) == {"berry_bush": 3, "lake": 2, "forest": 2, "valley": 1}
    assert resupplied(bureaucracy(state)[0]) == {"berries": 7, "fish": 4, "bear": 3, "mammoth": 2}


def quiet(s, seat, legal, rng):
    """Pass buying, hunt with every tool, place no one (and no neutral beyond the first legal one)."""
    wanted = ({"type": "pass_buying"}, {"type": "expand", "spaces": []})
    return next((c for c in legal if c in wanted), legal[0])


def play_on(state, rounds=1):
    target = state.round + rounds
    return auto(state, policy=quiet, until=lambda s: s.phase == "buy" and s.round == target)


@pytest.mark.parametrize("players,buyable", [(3, [9, 10, 11, 12, 13, 14]), (2, [9, 12, 13, 14])])
def test_SC_FS_D7_the_reshuffle_card_drawn_in_phase_1_brings_the_stage_change(players, buyable):
    # nothing above the reshuffle card: the first purchase draws it, and it takes the slot
    state = tidy(table(players, phase="buy", round=1, bonus=7, deck={"cards": [], "bottom": [30]},
                       unseen=[c for c in range(15, 42) if c != 30 and c not in table(players).boxed],
                       food={s: 9 for s in table(players).seats},
                       clans={"red": ["B.0.0"], "blue": ["B.0.1"], "yellow": ["B.0.2"]} if players == 3 else
                       {"red": ["B.0.0"], "blue": ["B.0.1"], "neutral": ["B.0.2"]}))
    first, others = state.first_player, [s for s in state.order[1:]]
    events, state = act(state, first, {"type": "offer_card", "card": 7})
    for seat in others:
        events, state = act(state, seat, {"type": "decline_card"})
    assert of_type(events, "CardBought")[0]["seat"] == first
    assert types(events)[-2:] == ["CardDrawn", "DeckReshuffled"]  # no second card drawn
    assert state.market_reshuffle and len(state.market) == (7 if players == 3 else 5)
    state = play_on(state)
    assert state.stage == 2 and not state.market_reshuffle
    assert state.market == state.current == buyable and 8 in state.boxed
    assert state.bonus == buyable[0]


# -- knowledge cards --------------------------------------------------------------------------------------
def test_FS_KNOW_1_a_fire_owners_food_is_hidden_from_the_others_while_the_game_runs():
    state = last_expansion(cards={"blue": [1, 9]}, food={"blue": 11, "red": 4})
    for seat in ("red", "yellow", None):
        player = sparks.view(state, seat)["players"]["blue"]
        assert player["food"] is None and player["food_hidden"] is True
        assert sparks.view(state, seat)["players"]["red"]["food"] == 4
    own = sparks.view(state, "blue")["players"]["blue"]
    assert own["food"] == 11 and own["food_hidden"] is False
    assert 11 not in food_values(sparks.view(state, "red")) and 4 in food_values(sparks.view(state, "red"))


def food_values(tree):
    """Every value under a key that names food, anywhere in a view."""
    if isinstance(tree, dict):
        return [v for k, v in tree.items() if "food" in k] + [x for v in tree.values() for x in food_values(v)]
    if isinstance(tree, list):
        return [x for v in tree for x in food_values(v)]
    return []


def test_FS_KNOW_1_the_fire_owner_loses_nothing_to_spoilage():
    state = tidy(table(3, phase="buy", round=1, done=["yellow", "red"], bonus=None, cards={"blue": [1, 15]},
                       food={"blue": 12, "red": 12, "yellow": 12},
                       clans={"red": ["A.1.0"], "blue": ["B.0.0"], "yellow": ["D.1.0"]}))
    events, after = act(state, "blue", {"type": "pass_buying"})
    assert [e["seat"] for e in of_type(events, "FoodSpoiled")] == ["yellow", "red"]
    assert after.food == {"red": 8, "blue": 12, "yellow": 8}


def test_FS_KNOW_1_the_fire_owners_food_is_shown_at_the_end():
    state = last_expansion(clans={"blue": TWELVE + ["A.0.0"]}, cards={"blue": [1, 9]}, food={"blue": 11})
    assert sparks.view(state, "red")["players"]["blue"]["food"] is None
    events, after = bureaucracy(state)
    (ended,) = of_type(events, "GameEnded")
    assert sparks.redact(ended, "red")["scores"]["blue"] == {"members": 13, "food": 11}
    for seat in ("red", None):
        player = sparks.view(after, seat)["players"]["blue"]
        assert player["food"] == 11 and player["food_hidden"] is False


def test_FS_KNOW_5_intelligence_moves_back_after_every_bureaucracy_sort():
    # red, the largest clan, is sorted first and moved to second, at this bureaucracy and the next
    state = last_expansion(clans={"red": TWELVE[:3]}, cards={"red": [2, 28]})
    events, state = bureaucracy(state)
    assert order_set(events) == ["yellow", "red", "blue"]
    state = play_on(state)
    assert state.round == 3 and state.size("red") == 3 and state.order == ["yellow", "red", "blue"]


@pytest.mark.parametrize("sizes,order", [
    ({"red": 2, "blue": 3, "yellow": 1}, ["blue", "yellow", "red"]),  # sorted second: moves to third
    ({"red": 1, "blue": 3, "yellow": 2}, ["blue", "yellow", "red"]),  # sorted last: stays last
])
def test_FS_KNOW_5_the_owner_moves_one_place_back_and_the_last_stays_last(sizes, order):
    clans = {seat: TWELVE[:n] for seat, n in sizes.items()}
    state = last_expansion(clans=clans, cards={"red": [2, 28]})
    assert order_set(bureaucracy(state)[0]) == order
