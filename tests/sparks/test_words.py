"""The First Sparks in plain words (engine/sparks/words.py): `narrate` of every event type, full and as a seat
sees it (views.redact), and `label` of every command type; then, over random games of 2, 3 and 6 players, every
event as every seat and the spectator see it and every legal command of the seats to act.

What a line may not show is test_hidden's: the cards of the deck's middle and those removed unseen, the tiles
still face down, a Fire owner's food while the game runs. A line names only cards, spaces and tiles its event
names (a narration says no more than the event holds; a label names every field of its command).
"""
from __future__ import annotations

import copy
import re
from collections import Counter
from functools import cache
from typing import Any

import pytest

from engine import sparks
from engine.core import Json
from engine.sparks.commands import command_schemas
from engine.sparks.events import EVENTS
from engine.sparks.words import label, narrate

from .randomplay import Game, play
from .test_hidden import VIEW_EVERY, card_numbers, games, hidden_cards, hidden_tiles, strings

PLAYERS = (2, 3, 6)  # the 2-player variant, the base game, the 6-player variant
EXTRA = {2: (13,), 3: (3,), 6: ()}  # seeds whose games also reshuffle the deck, change the stage or box an offer
BAD = re.compile(r"[{}\[\]]|\bNone\b")


def line_ok(text: str) -> bool:
    return bool(text.strip()) and "\n" not in text and not BAD.search(text)


def told_cards(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"#(\d+)", text)}


def told_spaces(text: str) -> set[str]:
    return set(re.findall(r"\b[A-Za-z0-9]+\.\d\.\d\b", text))


# -- every event type, directly ------------------------------------------------------------------------------
EVENT_CASES: list[tuple[Json, str]] = [
    ({"type": "TileLaid", "seat": "blue", "tile": "C", "q": 0, "r": 0, "rotation": 1, "next_tile": "B"},
     "Blue lays tile C with its hex 0 at q 0, r 0, turned 60 degrees counter-clockwise; tile B is next."),
    ({"type": "TileLaid", "seat": "red", "tile": "A", "q": 1, "r": -1, "rotation": 0, "next_tile": None},
     "Red lays tile A with its hex 0 at q 1, r -1, not turned; every tile is laid."),
    ({"type": "MemberPlaced", "seat": "red", "clan": "neutral", "space": "C.0.0", "cost": 0, "step": "neutral"},
     "Red places the neutral clan's first member on space C.0.0 for free."),
    ({"type": "MemberPlaced", "seat": "yellow", "clan": "yellow", "space": "B.1.1", "cost": 0, "step": "first"},
     "Yellow places its first member on space B.1.1 for free."),
    ({"type": "MemberPlaced", "seat": "green", "clan": "green", "space": "D.0.2", "cost": 2, "step": "second"},
     "Green places its second member on space D.0.2 for 2 food."),
    ({"type": "SecondMemberSkipped", "seat": "purple"}, "Purple places no second member."),
    ({"type": "OrderSet", "order": ["blue", "red", "white"], "reason": "FS-ORDER-1"},
     ("The turn order is now Blue, Red and White, first to last (after the placement round, the larger clans "
     "first, then the higher Herbs).")),
    ({"type": "OrderSet", "order": ["red", "blue"], "reason": "FS-BUREAU-2"},
     ("The turn order is now Red and Blue, first to last (by the bureaucracy, the larger clans first, then the "
     "higher cards).")),
    ({"type": "OrderSet", "order": ["yellow", "red", "blue"], "reason": "FS-KNOW-5"},
     "The turn order is now Yellow, Red and Blue, first to last (Intelligence moves its owner one place back)."),
    ({"type": "PhaseBegan", "phase": "buy", "round": 3}, "Round 3 begins; Phase 1: buying technology."),
    ({"type": "PhaseBegan", "phase": "hunt", "queue": ["blue", "red", "yellow"]},
     "Phase 2: hunting and feeding; Blue, Red and Yellow act in this order."),
    ({"type": "PhaseBegan", "phase": "place_neutral", "queue": ["red"]},
     "Placement: the neutral member; Red acts."),
    ({"type": "PhaseBegan", "phase": "grow_neutral", "queue": ["blue"]},
     "Phase 3: the neutral clan grows; Blue acts."),
    ({"type": "BonusPlaced", "card": 7}, "The bonus field crop goes on tool #7: its buyer gets 1 food back."),
    ({"type": "BonusReturned", "card": 8, "reason": "FS-TECH-12"},
     "The bonus field crop on tool #8 goes back to the general supply: a lower card came into the market."),
    ({"type": "BonusReturned", "card": 9, "reason": "FS-TECH-15"},
     "The bonus field crop on Fire (#9) goes back to the general supply: no one bought its card this round."),
    ({"type": "BonusReturned", "card": 13, "reason": "OQ-FS-20"},
     "The bonus field crop on tool #13 goes back to the general supply: its card goes to the box."),
    ({"type": "CardOffered", "seat": "red", "card": 12, "asked": ["blue", "yellow"], "may_box": False},
     "Red offers tool #12: Blue and Yellow may claim it, asked in this order."),
    ({"type": "CardOffered", "seat": "blue", "card": 7, "asked": ["red"], "may_box": True},
     "Blue offers tool #7: Red may claim it; if no one wants it, Blue may put it in the box."),
    ({"type": "CardOffered", "seat": "green", "card": 18, "asked": [], "may_box": False},
     "Green offers Plough (#18): no one else may claim it."),
    ({"type": "OfferAnswered", "seat": "yellow", "card": 21, "wants": True},
     "Yellow wants Transport Sled (#21)."),
    ({"type": "OfferAnswered", "seat": "blue", "card": 13, "wants": False}, "Blue does not want tool #13."),
    ({"type": "CardBought", "seat": "red", "card": 7, "price": 2, "bonus": True},
     "Red buys tool #7 for 2 food, taking its bonus field crop (1 food back)."),
    ({"type": "CardBought", "seat": "white", "card": 28, "price": 9, "bonus": False},
     "White buys Intelligence (#28) for 9 food."),
    ({"type": "OfferBoxed", "seat": "blue", "card": 22, "food": "berries", "tokens": 2},
     "Blue puts the refused tool #22 in the box instead of buying it; its harvest space loses 2 berries."),
    ({"type": "OfferBoxed", "seat": "red", "card": 24, "food": None, "tokens": 0},
     ("Red puts the refused Language (#24) in the box instead of buying it; it takes nothing from the harvest "
     "spaces.")),
    ({"type": "BuyingPassed", "seat": "green"}, "Green passes and takes no card this round."),
    ({"type": "CardDrawn", "card": 30, "reshuffle": False}, "Tool #30 is drawn into the market."),
    ({"type": "CardDrawn", "card": None, "reshuffle": True},
     "The reshuffle card is drawn: it becomes the highest card of the market."),
    ({"type": "DeckReshuffled", "count": 12}, "The rest of the deck, 12 cards, is shuffled into a new deck."),
    ({"type": "CardBoxed", "card": 14, "reason": "FS-TECH-15"},
     "Tool #14 goes to the box: no one bought it this round."),
    ({"type": "DecisionRequested", "seat": "red", "kind": "keep_or_box", "card": 19},
     "Red must keep (buy) tool #19, which no one else wanted, or put it in the box."),
    ({"type": "DecisionRequested", "seat": "blue", "kind": "discard_tool", "card": 15},
     "Blue must put one of its tools in the box: it is over its tool limit after gaining Fire (#15)."),
    ({"type": "DecisionRequested", "seat": "yellow", "kind": "remove_members", "count": 2},
     "Yellow must take 2 members off the board, as many as its food is short."),
    ({"type": "DecisionTaken", "seat": "red", "kind": "keep_or_box", "choice": "keep"},
     "Red chooses to keep the refused card and buy it."),
    ({"type": "DecisionTaken", "seat": "red", "kind": "keep_or_box", "choice": "box"},
     "Red chooses to put the refused card in the box."),
    ({"type": "DecisionTaken", "seat": "blue", "kind": "discard_tool"}, "Blue chooses a tool to put in the box."),
    ({"type": "DecisionTaken", "seat": "yellow", "kind": "remove_members"},
     "Yellow chooses which members leave the board."),
    ({"type": "ToolDiscarded", "seat": "red", "card": 1}, "Red puts Herbs #1 in the box."),
    ({"type": "FoodSpoiled", "seat": "purple", "amount": 2},
     "Purple loses 2 food to spoilage (a third of its food)."),
    ({"type": "Hunted", "seat": "blue", "takes": [{"card": 2, "food": "field", "tokens": 1},
                                                  {"card": 12, "food": "field", "tokens": 2},
                                                  {"card": 7, "food": "berries", "tokens": 1},
                                                  {"card": 33, "food": "mammoth", "tokens": 0}]},
     ("Blue hunts: Herbs #2 gives 1 field crop, field #12 gives 2 field crops, berries tool #7 takes 1 berry and "
     "mammoth tool #33 takes nothing, worth 5 food in all.")),
    ({"type": "Hunted", "seat": "red", "takes": []}, "Red hunts with no cards and gains no food."),
    ({"type": "Fed", "seat": "red", "paid": 5, "short": 0}, "Red feeds its 5 members, paying 5 food."),
    ({"type": "Fed", "seat": "blue", "paid": 3, "short": 2},
     "Blue can pay only 3 food to feed its 5 members: 2 food short."),
    ({"type": "Fed", "seat": "blue", "paid": 0, "short": 1}, "Blue has no food to feed its 1 member: 1 food short."),
    ({"type": "Fed", "seat": "green", "paid": 0, "short": 0}, "Green has no members to feed."),
    ({"type": "MembersRemoved", "seat": "yellow", "spaces": ["B.1.1"], "reason": "FS-FEED-2"},
     "Yellow starves: its member on space B.1.1 leaves the board."),
    ({"type": "MembersRemoved", "seat": "red", "spaces": ["A.0.1", "A.0.2"], "reason": "FS-FEED-2"},
     "Red starves: its members on spaces A.0.1 and A.0.2 leave the board."),
    ({"type": "Expanded", "seat": "red", "clan": "red", "spaces": ["B.0.0", "B.1.0"], "cost": 3, "size": 4},
     "Red expands onto spaces B.0.0 and B.1.0 for 3 food and now has 4 members."),
    ({"type": "Expanded", "seat": "blue", "clan": "blue", "spaces": [], "cost": 0, "size": 2},
     "Blue places no new members and stays at 2 members."),
    ({"type": "NeutralGrew", "seat": "blue", "clan": "neutral", "space": "C.1.1", "size": 3},
     "Blue adds a neutral member on space C.1.1 for free: the neutral clan now has 3 members."),
    ({"type": "Resupplied", "amounts": {"mammoth": 1, "berries": 5, "fish": 2, "bear": 0}},
     "Bureaucracy restocks the harvest spaces with 5 berries, 2 fish and 1 mammoth."),
    ({"type": "CardUnderDeck", "card": 40}, "Tool #40, the highest card of the market, goes under the deck."),
    ({"type": "StageChanged", "boxed": [12]},
     "Stage 2 begins: the reshuffle card leaves the market and tool #12 goes to the box."),
    ({"type": "StageChanged", "boxed": []}, "Stage 2 begins: the reshuffle card leaves the market."),
    ({"type": "GameEnded", "winner": "red", "winners": ["red"], "round": 9, "reason": "clan_size",
      "scores": {"red": {"members": 14, "food": 3}, "blue": {"members": 3, "food": 0}}, "ranking": ["red", "blue"]},
     ("The game ends in round 9 because a clan has 13 members or more: Red wins with 14 members and 3 food; then "
     "Blue 3 members and 0 food.")),
    ({"type": "GameEnded", "winner": None, "winners": ["blue", "yellow"], "round": 20, "reason": "repetition",
      "scores": {"red": {"members": 1, "food": 2}, "blue": {"members": 6, "food": 4},
                 "yellow": {"members": 6, "food": 4}}, "ranking": ["blue", "yellow", "red"]},
     ("The game ends in round 20 because the table came back to where two earlier rounds began: Blue and Yellow "
     "share the win with 6 members and 4 food each; then Red 1 member and 2 food.")),
    ({"type": "GameEnded", "winner": None, "winners": ["red", "blue"], "round": 4, "reason": "no_members",
      "scores": {"red": {"members": 0, "food": 0}, "blue": {"members": 0, "food": 0}}, "ranking": ["red", "blue"]},
     ("The game ends in round 4 because every clan has starved away: Red and Blue share the win with 0 members "
     "and 0 food each.")),
]


@pytest.mark.parametrize(("event", "text"), EVENT_CASES, ids=[f"{e['type']}-{i}" for i, (e, _) in
                                                               enumerate(EVENT_CASES)])
def test_each_event_in_plain_words_full_and_as_every_seat_sees_it(event: Json, text: str) -> None:
    """The full event and its redacted forms (the same fields for every type but GameStarted: views.PUBLIC)."""
    assert narrate(copy.deepcopy(event)) == text
    for seat in ("red", "blue", None):
        seen = sparks.redact(event, seat)
        assert seen is not None and narrate(seen) == text
    assert told_cards(text) <= card_numbers(event) and told_spaces(text) <= strings(event)


def test_every_event_type_has_a_direct_case() -> None:
    assert {e["type"] for e, _ in EVENT_CASES} | {"GameStarted"} == set(EVENTS)


def test_an_old_game_ended_without_its_reason_is_still_told() -> None:
    """Logs of event version 1 are upcast before they are read; a line never says None even without one."""
    event = {"type": "GameEnded", "winner": "red", "winners": ["red"], "round": 2, "ranking": ["red", "blue"],
             "scores": {"red": {"members": 13, "food": 1}, "blue": {"members": 2, "food": 5}}}
    assert narrate(event) == ("The game ends in round 2 because the rules end it: Red wins with 13 members and "
                              "1 food; then Blue 2 members and 5 food.")


START_3P = ("Red (Herbs #3, 7 food), Yellow (Herbs #2, 7 food) and Blue (Herbs #1, 7 food), in turn order; tiles D, "
            "B and C are laid; the current market offers tool #7, tool #8, Fire (#9) and tool #10; stage 1, "
            "Placement round: first members.")


def test_game_started_full_and_redacted_tells_the_table_a_seat_sees() -> None:
    """The redacted GameStarted carries a view: the seat is told which clan it plays; the full event is told as
    the spectator sees it (never the deck, whatever the position holds)."""
    event = sparks.new_game(3, seed=1)[1][0]
    assert narrate(copy.deepcopy(event)) == "The game begins with " + START_3P
    assert narrate(sparks.redact(event, None)) == "The game begins with " + START_3P
    assert narrate(sparks.redact(event, "red")) == "You play Red. The game begins with " + START_3P
    assert narrate(sparks.redact(event, "blue")) == "You play Blue. The game begins with " + START_3P
    deck = set(event["position"]["deck"]["cards"]) | set(event["position"]["unseen"])
    assert deck and not told_cards(narrate(event)) & deck


def test_game_started_with_tiles_to_lay_names_only_the_next_one() -> None:
    """Board "laid" (randomplay seed 1): the next tile is public, the ones after it are only counted."""
    event = play(1, 2).setup[0]
    face_down = event["position"]["tiles_to_lay"][1:]
    assert len(face_down) == 2
    line = narrate(sparks.redact(event, "red"))
    assert line == ("You play Red. The game begins with Red (Herbs #2, 7 food) and Blue (Herbs #1, 7 food), in turn "
                    "order; the neutral clan is played by no one; no tile is laid yet; tile "
                    f"{event['position']['tiles_to_lay'][0]} is next to lay, then 2 tiles face down; the current "
                    "market offers tool #7, tool #8 and Fire (#9); stage 1, Setup: laying the tiles.")
    for tile in face_down:
        assert not re.search(rf"(?<![\w-]){tile}(?![\w-])", line)


def test_FS_KNOW_1_a_game_started_from_a_position_hides_a_fire_owners_food_from_the_others() -> None:
    state = sparks.new_game(3, seed=5)[0]
    state.cards["blue"].append(9)  # Fire
    state.food["blue"] = 11
    event = {"type": "GameStarted", "position": sparks.export_position(state)}
    herbs = state.herbs["blue"]
    for seat in ("red", "yellow", None):
        line = narrate(sparks.redact(event, seat))
        assert f"Blue (Herbs #{herbs}, food hidden (Fire))" in line and "11" not in line
    assert f"Blue (Herbs #{herbs}, 11 food)" in narrate(sparks.redact(event, "blue"))
    assert "11" not in narrate(event)  # the full event is told as the spectator sees it


# -- every command type, directly ------------------------------------------------------------------------------
COMMAND_CASES: list[tuple[Json, str]] = [
    ({"type": "lay_tile", "q": 1, "r": -1, "rotation": 2},
     "Lay the next tile with its hex 0 at q 1, r -1, turned 120 degrees counter-clockwise"),
    ({"type": "lay_tile", "q": 0, "r": 0, "rotation": 0}, "Lay the next tile with its hex 0 at q 0, r 0, not turned"),
    ({"type": "place_member", "space": "B.0.2"}, "Place a member on space B.0.2"),
    ({"type": "skip_second_member"}, "Place no second member"),
    ({"type": "offer_card", "card": 12}, "Offer tool #12"),
    ({"type": "offer_card", "card": 26}, "Offer Language (#26)"),
    ({"type": "pass_buying"}, "Pass: take no card this round"),
    ({"type": "want_card"}, "Want the card on offer"),
    ({"type": "decline_card"}, "Decline the card on offer"),
    ({"type": "keep_offered_card"}, "Keep the refused card and pay for it"),
    ({"type": "box_offered_card"}, "Put the refused card in the box"),
    ({"type": "discard_tool", "card": 3}, "Put Herbs #3 in the box"),
    ({"type": "discard_tool", "card": 17}, "Put tool #17 in the box"),
    ({"type": "hunt", "tools": [22, 7, 33]}, "Hunt with tool #22, then tool #7, then tool #33"),
    ({"type": "hunt", "tools": [7, 22, 33]}, "Hunt with tool #7, then tool #22, then tool #33"),
    ({"type": "hunt", "tools": []}, "Hunt with no hunting tool (Herbs and fields still give their crops)"),
    ({"type": "remove_members", "spaces": ["A.0.1", "C.1.2"]},
     "Take the members on spaces A.0.1 and C.1.2 off the board"),
    ({"type": "remove_members", "spaces": ["A.0.1"]}, "Take the member on space A.0.1 off the board"),
    ({"type": "grow_neutral", "space": "C.0.1"}, "Add a neutral member on space C.0.1"),
    ({"type": "expand", "spaces": ["B.0.0", "B.1.0", "D.0.2"]}, "Expand onto spaces B.0.0, B.1.0 and D.0.2"),
    ({"type": "expand", "spaces": []}, "Place no new members"),
]


@pytest.mark.parametrize(("command", "text"), COMMAND_CASES, ids=[f"{c['type']}-{i}" for i, (c, _) in
                                                                   enumerate(COMMAND_CASES)])
def test_each_command_is_labelled(command: Json, text: str) -> None:
    kept = copy.deepcopy(command)
    assert label(command) == text and command == kept


def test_every_command_type_has_a_direct_case() -> None:
    assert {c["type"] for c, _ in COMMAND_CASES} == set(command_schemas())


# -- random games ------------------------------------------------------------------------------------------------
def random_games(players: int) -> tuple[Game, ...]:
    return games(players) + tuple(play(seed, players) for seed in EXTRA[players])


def check_line(line: str, seen: Json, before: Any, after: Any) -> list[str]:
    """What is wrong with `line`, told of `seen` between the states `before` and `after` (empty: nothing)."""
    bad = [] if line_ok(line) else ["not one plain line"]
    named = card_numbers(seen["view"]) if seen["type"] == "GameStarted" else card_numbers(seen)
    cards = told_cards(line)
    if cards - named:
        bad.append(f"cards the event does not name {sorted(cards - named)}")
    secret = hidden_cards(before) & hidden_cards(after)
    if cards & secret:
        bad.append(f"hidden cards {sorted(cards & secret)}")
    if told_spaces(line) - strings(seen):
        bad.append(f"spaces the event does not name {sorted(told_spaces(line) - strings(seen))}")
    for tile in hidden_tiles(before) & hidden_tiles(after):
        if re.search(rf"(?<![\w-]){re.escape(tile)}(?![\w-])", line):
            bad.append(f"the face-down tile {tile}")
    return bad


@cache
def narrated(players: int) -> tuple[Counter[str], tuple[str, ...]]:
    """Every event of the random games of `players`, as every seat and the spectator see it, narrated: the event
    types told and what is wrong with the lines."""
    kinds: Counter[str] = Counter()
    problems: list[str] = []
    for game in random_games(players):
        start = sparks.fold(game.setup[:1])
        steps = [(game.setup[:1], start, start), (game.setup[1:], start, sparks.fold(game.setup)),
                 *((s.events, s.before, s.after) for s in game.steps)]
        for events, before, after in steps:
            for event in events:
                kinds[event["type"]] += 1
                for seat in (*after.seats, None):
                    seen = sparks.redact(event, seat)
                    assert seen is not None
                    line = narrate(copy.deepcopy(seen))
                    if line != narrate(seen):
                        problems.append(f"{seen}: not the same line twice")
                    problems += [f"{players}p seed {game.seed}, {seat}: {line!r}: {b}"
                                 for b in check_line(line, seen, before, after)]
    return kinds, tuple(problems)


@pytest.mark.parametrize("players", PLAYERS)
def test_random_games_every_event_as_every_viewer_sees_it_is_one_plain_line_showing_nothing_hidden(players):
    kinds, problems = narrated(players)
    assert not problems, "\n".join(problems[:20])
    assert kinds["GameStarted"] and kinds["GameEnded"] and kinds["Hunted"]


def command_words(command: Json) -> list[str]:
    """The words a label must hold, in order where order counts: card numbers (#n), space ids, coordinates."""
    cards = [command["card"]] if "card" in command else command.get("tools", [])
    spaces = [command["space"]] if "space" in command else command.get("spaces", [])
    out = [f"#{n}" for n in cards] + list(spaces)
    if "q" in command:
        turn = f"turned {60 * command['rotation']} degrees" if command["rotation"] else "not turned"
        out += [f"q {command['q']}", f"r {command['r']}", turn]
    return out


@cache
def labelled(players: int) -> Counter[str]:
    """The legal commands of the seats to act, every VIEW_EVERY-th step of the random games, labelled and checked:
    the same label twice, distinct at one moment, one plain line naming every field in order. The types seen."""
    kinds: Counter[str] = Counter()
    for game in random_games(players):
        states = [sparks.fold(game.setup)] + [s.after for i, s in enumerate(game.steps)
                                              if i % VIEW_EVERY == 0 or s.after.over]
        for state in states:
            for seat in sorted(sparks.to_act(state)):
                legal = sparks.legal_commands(state, seat)
                labels = [label(copy.deepcopy(c)) for c in legal]
                assert labels == [label(c) for c in legal]
                twins = sorted({x for x, n in Counter(labels).items() if n > 1})
                assert not twins, f"{players}p seed {game.seed}: {seat} cannot tell apart {twins}"
                for command, text in zip(legal, labels, strict=True):
                    kinds[command["type"]] += 1
                    assert line_ok(text), text
                    found = [re.search(rf"{re.escape(w)}(?![\w.])", text) for w in command_words(command)]
                    places = [m.start() if m else -1 for m in found]
                    assert -1 not in places and places == sorted(places), (command, text)
    return kinds


@pytest.mark.parametrize("players", PLAYERS)
def test_random_games_the_legal_commands_of_a_moment_have_distinct_labels_naming_every_field(players):
    kinds = labelled(players)
    assert kinds["hunt"] and kinds["expand"] and kinds["offer_card"]


def test_random_games_tell_every_event_type_and_label_every_command_type():
    """Over the 2-, 3- and 6-player games together (2-player seed 13 boxes an offer, reshuffles the deck and
    changes the stage), so the checks above saw every kind of line."""
    assert set().union(*(narrated(p)[0] for p in PLAYERS)) == set(EVENTS)
    assert set().union(*(labelled(p) for p in PLAYERS)) == set(command_schemas())
