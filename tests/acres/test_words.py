"""engine/acres/words.py: `narrate` tells each event type in one plain sentence, full and as other seats see it
(views.redact), with names and never ids; `label` names each command type with every field that tells legal
commands apart. Over random games of both editions, no line tells a viewer a card hidden from it
(tests/hidden.py), and the commands legal at a moment get distinct labels."""
from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from engine import acres
from engine.acres.commands import command_schemas
from engine.acres.data import CARDS, LOCATIONS, SEATS
from engine.acres.events import EVENTS
from engine.acres.views import redact, view
from engine.acres.words import label, narrate
from tests.acres import randomplay
from tests.hidden import card_ids, hidden_from

VIEWERS = (*SEATS, None)  # None: a spectator
SCORES = {"british": {"villages": 10, "towns": 8, "captured": 4, "total": 22},
          "french": {"villages": 12, "towns": 6, "captured": 2, "total": 20}}

# (event in full, its sentence); every event type at least once, the variants a field makes more than once
TOLD: list[tuple[dict[str, Any], str]] = [
    ({"type": "TurnStarted", "seat": "french", "turn": 6, "actions": 2, "resolve": ["british"]},
     "Turn 6: France plays, with 2 actions; France wins the British siege at the siege check."),
    ({"type": "TurnStarted", "seat": "british", "turn": 1, "actions": 1, "resolve": []},
     "Turn 1: Britain plays, with 1 action."),
    ({"type": "DrawCompleted", "seat": "british"},
     "Britain has refilled its hand; free actions stay open until the turn ends."),
    ({"type": "CardsDrawn", "seat": "british", "cards": ["b-boston", "b-militia-1", "b-militia-2"], "count": 3,
      "reason": "refill"},
     "Britain draws Boston and 2 Militia to refill the hand."),
    ({"type": "CardsDrawn", "seat": "french", "cards": ["f-quebec"], "count": 1, "reason": "home_support"},
     "France draws Quebec with Home Support."),
    ({"type": "DeckReshuffled", "seat": "french", "count": 9},
     "France shuffles its discard pile of 9 cards into a new draw deck."),
    ({"type": "LocationSettled", "seat": "british", "location": "halifax",
      "cards": ["b-pemaquid", "b-new-haven", "b-new-york"], "gained": "b-halifax", "cube": True},
     "Britain settles Halifax with a village, playing Pemaquid, New Haven and New York, and takes the Halifax card."),
    ({"type": "LocationSettled", "seat": "french", "location": "oswego", "cards": ["f-montreal", "f-bateaux"],
      "gained": "f-oswego", "cube": False},
     ("France settles its own Oswego again, placing no new village, playing Montreal and Bateaux, and takes the "
     "Oswego card.")),
    ({"type": "LocationSettled", "seat": "british", "location": "deerfield", "cards": ["b-albany", "b-new-york"],
      "gained": None, "cube": True},
     "Britain settles Deerfield with a village, playing Albany and New York."),
    ({"type": "LocationDeveloped", "seat": "british", "location": "albany", "cards": ["b-albany", "b-settlers"]},
     "Britain turns its village on Albany into a town, playing Albany and Settlers."),
    ({"type": "LocationFortified", "seat": "french", "location": "montreal",
      "cards": ["f-montreal", "n-fortification-1"], "cost": 3},
     "France fortifies Montreal, playing Montreal and Fortification and paying 3 money."),
    ({"type": "SiegeBegun", "seat": "british", "location": "quebec", "cards": ["b-boston", "b-ships-1"],
      "siege_card": "b-siege-artillery", "cost": 3, "strength": 2, "defence": 3, "value": -1},
     ("Britain besieges Quebec with Siege Artillery (strength 2, costing 3 money) against a defence of 3, playing "
     "Boston and Ships: the siege track stands at -1, in the defender's favour.")),
    ({"type": "SiegeBegun", "seat": "french", "location": "albany", "cards": ["f-montreal", "f-bateaux"],
      "siege_card": "f-militia-2", "cost": 0, "strength": 1, "defence": 1, "value": 0},
     ("France besieges Albany with Militia (strength 1, costing no money) against a defence of 1, playing Montreal "
     "and Bateaux: the siege track stands at 0, even.")),
    ({"type": "SiegeReinforced", "seat": "french", "siege": "british", "card": "f-regular-infantry-2", "free": False,
      "strength": 2, "cost": 0, "value": -3},
     ("France adds Regular Infantry (strength 2) to the defence against the British siege for no money: the siege "
     "track stands at -3, in the defender's favour.")),
    ({"type": "SiegeReinforced", "seat": "british", "siege": "british", "card": "b-military-leader", "free": True,
      "strength": 1, "cost": 0, "value": 2},
     ("Britain adds Military Leader (strength 1) to its own siege as a free action: the siege track stands at +2, "
     "in the attacker's favour.")),
    ({"type": "SiegeWon", "siege": "british", "winner": "british", "location": "quebec", "by": "check",
      "captured": "disc", "fort_returned": True},
     ("Britain wins the British siege of Quebec at the siege check, capturing the defender's town; its fort goes "
     "back to the stock.")),
    ({"type": "SiegeWon", "siege": "french", "winner": "british", "location": "albany", "by": "check",
      "captured": None, "fort_returned": False},
     "Britain wins the French siege of Albany at the siege check."),
    ({"type": "SiegeWon", "siege": "french", "winner": "french", "location": "halifax", "by": "surrender",
      "captured": "cube", "fort_returned": False},
     ("France wins the French siege of Halifax as the defender withdrew and surrendered, capturing the defender's "
     "village.")),
    ({"type": "SiegeWithdrawn", "seat": "french", "siege": "british"},
     "France withdraws from the defence against the British siege."),
    ({"type": "SiegeWithdrawn", "seat": "british", "siege": "british"}, "Britain withdraws from its own siege."),
    ({"type": "LocationOccupied", "seat": "british", "location": "quebec", "card": "n-settlers-1", "gained": None},
     "Britain places a village on Quebec, playing Settlers."),
    ({"type": "LocationOccupied", "seat": "french", "location": "albany", "card": None, "gained": "f-albany"},
     "France places a village on Albany, and takes the Albany card."),
    ({"type": "OccupationDeclined", "seat": "french", "location": "albany"},
     "France places no village on Albany, which stays empty."),
    ({"type": "SiegeCardReturned", "seat": "french", "siege": "british", "card": "n-native-americans-2",
      "to": "display", "chosen": True},
     "France returns Native Americans from the British siege to the neutral display (its choice)."),
    ({"type": "SiegeCardReturned", "seat": "british", "siege": "british", "card": "b-regular-infantry-1",
      "to": "available_empire", "chosen": False},
     ("Britain returns Regular Infantry from the British siege to its available empire cards (the only card it "
     "could return).")),
    ({"type": "SiegeEnded", "siege": "british", "winner": "french"},
     "The British siege is over, won by France; the cards left in it go to their owners' discard piles."),
    ({"type": "SiegeEnded", "siege": "french", "winner": None},
     "The French siege is lifted: a raid left its location empty."),
    ({"type": "RaidLaunched", "seat": "french", "location": "deerfield",
      "cards": ["f-coureurs-de-bois", "n-native-americans-1"], "cost": 1},
     "France raids Deerfield with Coureurs de Bois and Native Americans, paying 1 money."),
    ({"type": "RaidBlocked", "seat": "british", "card": "b-rangers", "location": "deerfield"},
     "Britain blocks the raid on Deerfield with Rangers."),
    ({"type": "BlockDeclined", "seat": "british", "kind": "ambush"}, "Britain does not block the ambush."),
    ({"type": "BlockDeclined", "seat": "french", "kind": "raid"}, "France does not block the raid."),
    ({"type": "LocationRaided", "seat": "french", "location": "deerfield", "piece": "disc", "replaced": True},
     "France raids Deerfield and captures its town, which falls back to a village."),
    ({"type": "LocationRaided", "seat": "british", "location": "oswego", "piece": "cube", "replaced": False},
     "Britain raids Oswego and captures its village, leaving the location empty."),
    ({"type": "AmbushLaunched", "seat": "british", "card": "b-rangers", "cost": 0},
     "Britain ambushes with Rangers, paying no money."),
    ({"type": "AmbushBlocked", "seat": "french", "card": "f-coureurs-de-bois"},
     "France blocks the ambush with Coureurs de Bois."),
    ({"type": "CardLost", "seat": "french", "card": "f-regular-infantry-1", "from": "reserve",
      "to": "available_empire"},
     "France loses Regular Infantry from its reserve to its available empire cards."),
    ({"type": "CardLost", "seat": "british", "card": "n-native-americans-3", "from": "hand", "to": "display"},
     "Britain loses Native Americans from its hand to the neutral display."),
    ({"type": "SiegeCardLost", "seat": "british", "siege": "british", "card": "b-regular-infantry-1",
      "to": "available_empire", "value": -1},
     ("Britain loses Regular Infantry from its own siege to its available empire cards: the siege track stands at "
      "-1, in the defender's favour.")),
    ({"type": "HandRevealed", "seat": "british", "cards": ["b-boston", "b-militia-1"], "reason": "natives_demand"},
     "Britain shows its hand: Boston and Militia (nothing to give to the natives' demand)."),
    ({"type": "HandRevealed", "seat": "french", "cards": [], "reason": "ambush"},
     "France shows an empty hand (nothing to lose to the ambush)."),
    ({"type": "NativesDemanded", "seat": "french", "card": "f-priest-1"},
     "France plays Priest to demand Britain's neutral natives."),
    ({"type": "NativesGiven", "seat": "british", "card": "n-native-americans-4", "from": "hand"},
     "Britain gives Native Americans from its hand to France."),
    ({"type": "MoneyTaken", "seat": "british", "action": "take_money", "cards": ["b-norfolk"], "amount": 2},
     "Britain takes 2 money with Norfolk."),
    ({"type": "MoneyTaken", "seat": "british", "action": "merchant", "cards": ["b-ships-2", "b-boston", "b-new-york"],
      "amount": 5},
     "Britain takes 5 money as a merchant, playing Ships, Boston and New York."),
    ({"type": "MoneyTaken", "seat": "french", "action": "trader", "cards": ["f-trader-1", "f-tadoussac"], "amount": 2},
     "France takes 2 money trading furs, playing Trader and Tadoussac."),
    ({"type": "PiracyCommitted", "seat": "french", "cards": ["f-louisbourg", "f-ships"], "from_opponent": 1,
      "from_bank": 1},
     "France commits piracy with Louisbourg and Ships, taking 1 money from Britain and 1 money from the bank."),
    ({"type": "CardDrafted", "seat": "british", "card": "b-regular-infantry-4", "cost": 2},
     "Britain drafts Regular Infantry for 2 money."),
    ({"type": "CardsDiscarded", "seat": "french", "cards": ["f-gaspe"], "cost": 0},
     "France discards Gaspé, paying no money."),
    ({"type": "CardReserved", "seat": "british", "card": "b-militia-3"}, "Britain puts Militia in its reserve."),
    ({"type": "ReserveRetrieved", "seat": "british", "cards": ["b-militia-3", "b-settlers"], "cost": 2},
     "Britain takes its reserve back into its hand, Militia and Settlers, paying 2 money."),
    ({"type": "CardsReturned", "seat": "french", "governor": "f-governor", "cards": ["f-tadoussac", "f-militia-1"]},
     "France plays Governor to return Tadoussac and Militia to its available cards."),
    ({"type": "LocationAbandoned", "seat": "british", "location": "albany", "piece": "disc", "fort_returned": True},
     "Britain gives up Albany: its town goes back to stock and its fort to the stock, and the location is neutral."),
    ({"type": "IntendantUsed", "seat": "french", "intendant": "f-intendant", "card": "f-quebec", "cost": 2},
     "France plays Intendant, paying 2 money, to take Quebec from its discard pile into its hand."),
    ({"type": "RedrawDiscarded", "seat": "french", "card": "f-gaspe"},
     "France discards Gaspé to draw another in its place."),
    ({"type": "RedrawDeclined", "seat": "french"}, "France keeps its hand."),
    ({"type": "StartingCardAdded", "seat": "french", "card": "f-siege-artillery"},
     "France adds Siege Artillery to its starting deck."),
    ({"type": "DecisionRequested", "seat": "french", "kind": "starting_card"},
     "France must add one of its available empire cards to its starting deck."),
    ({"type": "CardsDrawn", "seat": "french", "cards": ["f-quebec"], "count": 1, "reason": "redraw"},
     "France draws Quebec in place of the card discarded."),
    ({"type": "DecisionRequested", "seat": "french", "kind": "redraw"},
     "France may discard a card and draw another, having won a siege."),
    ({"type": "HomeSupportPlayed", "seat": "british", "card": "b-home-support"},
     "Britain plays Home Support as a free action."),
    ({"type": "FurSold", "seat": "french", "card": "f-gaspe", "amount": 1},
     "France sells the fur of Gaspé for 1 money as a free action."),
    ({"type": "LostCardDiscarded", "seat": "british", "card": "b-albany"},
     "Britain discards Albany, a location it lost, as a free action."),
    ({"type": "ReshufflePaid", "seat": "french", "cost": 1}, "France pays 1 money for reshuffling its discard pile."),
    ({"type": "ReshuffleCardDiscarded", "seat": "british", "card": "b-boston"},
     "Britain discards Boston, having not paid for its reshuffle."),
    ({"type": "Passed", "seat": "french"}, "France passes an action."),
    ({"type": "DecisionRequested", "seat": "french", "kind": "raid_block", "location": "deerfield", "by": "british"},
     "France may block the raid on Deerfield by Britain."),
    ({"type": "DecisionRequested", "seat": "french", "kind": "ambush_block", "by": "british"},
     "France may block the ambush by Britain."),
    ({"type": "DecisionRequested", "seat": "french", "kind": "ambush_loss", "by": "british"},
     "France must give up a card with the ambush symbol, ambushed by Britain."),
    ({"type": "DecisionRequested", "seat": "british", "kind": "natives_demand", "by": "french"},
     "Britain must hand over one of its neutral native cards, demanded by France."),
    ({"type": "DecisionRequested", "seat": "british", "kind": "occupy", "location": "quebec", "siege": "british",
      "settler_needed": True},
     "Britain may place a village on Quebec, won in the British siege; a settler card is needed there."),
    ({"type": "DecisionRequested", "seat": "french", "kind": "occupy", "location": "albany", "siege": "french",
      "settler_needed": False},
     "France may place a village on Albany, won in the French siege."),
    ({"type": "DecisionRequested", "seat": "french", "kind": "siege_loss", "siege": "british"},
     "France must choose which of its empire cards in the British siege to give back."),
    ({"type": "DecisionRequested", "seat": "british", "kind": "reshuffle_penalty"},
     "Britain could not pay for its reshuffle and must discard a card."),
    ({"type": "GameEnded", "reason": "siege_of_capital", "winner": "british", "scores": SCORES},
     ("The game ends because a siege took an enemy capital: Britain wins. Britain 22 points (10 for villages, 8 for "
     "towns, 4 captured); France 20 points (12 for villages, 6 for towns, 2 captured).")),
    ({"type": "GameEnded", "reason": "pieces_placed", "winner": "french", "scores": SCORES},
     ("The game ends because a side has no village cube or no town disc left to place: France wins. Britain 22 "
     "points (10 for villages, 8 for towns, 4 captured); France 20 points (12 for villages, 6 for towns, 2 "
     "captured).")),
]


def test_every_event_type_is_told_directly():
    assert {e["type"] for e, _ in TOLD} == set(EVENTS) - {"GameStarted"}  # GameStarted: its own test below
    reasons = {e["reason"] for e, _ in TOLD if e["type"] == "GameEnded"}
    assert reasons == {"siege_of_capital", "pieces_placed"}


@pytest.mark.parametrize(("event", "sentence"), TOLD, ids=[f"{e['type']}-{i}" for i, (e, _) in enumerate(TOLD)])
def test_each_event_in_full_and_as_every_viewer_sees_it(event, sentence):
    kept = copy.deepcopy(event)
    assert narrate(event) == sentence
    assert event == kept, "narrate changed its event"
    for viewer in VIEWERS:
        seen = redact(event, viewer)
        assert seen is not None
        if seen == event:
            assert narrate(seen) == sentence
        else:  # only another seat's draw is redacted: the cards become their count
            assert event["type"] == "CardsDrawn" and viewer != event["seat"] and "cards" not in seen
            line = narrate(seen)
            assert f" draws {event['count']} card" in line
            assert not {CARDS[c].name for c in event["cards"]} & set(re.split(r"[ ,.]+", line)), line


def test_another_seats_draw_is_a_count():
    event = TOLD[3][0]
    for viewer in ("french", None):
        assert narrate(redact(event, viewer)) == "Britain draws 3 cards to refill the hand."
    assert narrate(redact(TOLD[4][0], "british")) == "France draws 1 card with Home Support."


@pytest.mark.parametrize("edition", ["second", "first"])
def test_the_game_start_in_full_and_as_each_viewer_sees_it(edition):
    started = acres.new_game({"edition": edition}, seed="words")[1][0]
    assert started["type"] == "GameStarted" and "position" in started
    sentence = (f"The game begins at turn 1 under the {edition} edition's rules, with Britain 12 money and France 5 "
                "money; Britain is to play.")
    assert narrate(started) == sentence
    for viewer in VIEWERS:
        seen = redact(started, viewer)
        assert seen is not None and set(seen) == {"type", "view"}
        assert narrate(seen) == sentence


def test_no_sentence_shows_an_id_a_bracket_or_none():
    for event, sentence in TOLD:
        assert not card_ids(sentence.split()) and not any(cid in sentence for cid in CARDS)
        assert not any(lid in sentence for lid in LOCATIONS if "-" in lid)
        assert not re.search(r"[{}\[\]]|\bNone\b|british|french", sentence), sentence


# (command, its label); every command type at least once
LABELLED: list[tuple[dict[str, Any], str]] = [
    ({"type": "settle", "location": "halifax", "via": "b-pemaquid", "transport": "b-new-haven",
      "settler": "b-new-york"}, "Settle Halifax (settler New York, transport New Haven, via Pemaquid)"),
    ({"type": "settle", "location": "deerfield", "via": "b-albany", "transport": "b-new-york"},
     "Settle Deerfield (transport New York, via Albany)"),
    ({"type": "develop", "location_card": "b-albany", "settler": "n-settlers-2"},
     "Develop Albany into a town (settler neutral Settlers #2)"),
    ({"type": "fortify", "location_card": "f-montreal", "fortification": "f-fortification"},
     "Fortify Montreal with Fortification"),
    ({"type": "besiege", "location": "quebec", "via": "b-boston", "transport": "b-ships-1",
      "military": "b-regular-infantry-3"},
     "Besiege Quebec with Regular Infantry #3 (transport Ships #1, via Boston)"),
    ({"type": "reinforce", "siege": "british", "card": "f-militia-2"}, "Reinforce the British siege with Militia #2"),
    ({"type": "raid", "location": "deerfield", "cards": ["f-coureurs-de-bois", "n-native-americans-1"]},
     "Raid Deerfield with Coureurs de Bois and neutral Native Americans #1"),
    ({"type": "ambush", "card": "b-rangers"}, "Ambush with Rangers"),
    ({"type": "demand_natives", "card": "f-priest-2"}, "Demand the natives with Priest #2"),
    ({"type": "take_money", "card": "b-norfolk"}, "Take money with Norfolk"),
    ({"type": "merchant", "ship": "b-ships-2", "cards": ["b-boston", "b-new-york"]},
     "Merchant: ship Ships #2, money from Boston and New York"),
    ({"type": "trader", "trader": "f-trader-1", "cards": ["f-tadoussac"]},
     "Trade the furs of Tadoussac with Trader #1"),
    ({"type": "piracy", "louisbourg": "f-louisbourg", "ship": "f-ships"}, "Piracy with Louisbourg and Ships"),
    ({"type": "draft", "card": "b-regular-infantry-4"}, "Draft Regular Infantry #4"),
    ({"type": "discard", "cards": ["f-gaspe", "f-militia-1", "f-militia-3"]},
     "Discard Gaspé, Militia #1 and Militia #3"),
    ({"type": "reserve", "card": "b-militia-3"}, "Put Militia #3 in the reserve"),
    ({"type": "governor", "governor": "f-governor", "cards": ["f-tadoussac", "f-militia-1"]},
     "Return Tadoussac and Militia #1 with Governor"),
    ({"type": "intendant", "intendant": "f-intendant", "card": "f-quebec"},
     "Take back Quebec from the discard pile with Intendant"),
    ({"type": "pass"}, "Pass an action"),
    ({"type": "military_leader", "siege": "french", "card": "b-military-leader"},
     "Add Military Leader to the French siege (free)"),
    ({"type": "retrieve_reserve"}, "Take back the reserve (free)"),
    ({"type": "home_support", "card": "f-home-support"}, "Play Home Support to draw cards (free)"),
    ({"type": "withdraw", "siege": "british"}, "Withdraw from the British siege (free)"),
    ({"type": "sell_fur", "card": "f-gaspe"}, "Sell the fur of Gaspé for 1 money (free)"),
    ({"type": "discard_lost", "card": "f-port-royal"}, "Discard Port Royal, a lost location (free)"),
    ({"type": "end_turn"}, "End the turn"),
    ({"type": "block", "card": "b-pemaquid"}, "Block with Pemaquid"),
    ({"type": "no_block"}, "Do not block"),
    ({"type": "choose_card", "card": "n-native-americans-5"}, "Give up neutral Native Americans #5"),
    ({"type": "occupy", "settler": "b-settlers"}, "Place a village (settler Settlers)"),
    ({"type": "occupy"}, "Place a village"),
    ({"type": "decline_occupy"}, "Place no village"),
    ({"type": "redraw", "card": "f-gaspe"}, "Discard Gaspé and draw a card"),
    ({"type": "decline_redraw"}, "Keep the hand"),
    ({"type": "starting_card", "card": "f-regular-infantry-2"}, "Add Regular Infantry #2 to the starting deck"),
]


def test_every_command_type_is_labelled_directly():
    assert {c["type"] for c, _ in LABELLED} == set(command_schemas())
    assert len({text for _, text in LABELLED}) == len(LABELLED)


@pytest.mark.parametrize(("command", "text"), LABELLED, ids=[f"{c['type']}-{i}" for i, (c, _) in enumerate(LABELLED)])
def test_each_command_label(command, text):
    kept = copy.deepcopy(command)
    assert label(command) == text == label(copy.deepcopy(command))
    assert command == kept, "label changed its command"


def test_copies_of_a_card_get_distinct_labels():
    """Two Regular Infantry in the display are two legal drafts: their labels must differ, and a neutral card
    must not read as the side's own card of the same name."""
    drafts = [label({"type": "draft", "card": c}) for c in sorted(CARDS)
              if CARDS[c].side in ("british", "neutral") and CARDS[c].kind == "empire"]
    assert len(set(drafts)) == len(drafts)
    assert "Draft Settlers" in drafts and "Draft neutral Settlers #1" in drafts


# -- random games ------------------------------------------------------------------------------------------------
GAMES = ((1, {}), (2, {"edition": "first"}), (3, {}))  # (seed, options)
STEPS = 300  # per game
LABEL_EVERY = 3
LOCATION_NAMES = {loc.name for loc in LOCATIONS.values()}  # every location's name is on the map anyway


def secret_names(hidden: set[str], shown: set[str]) -> set[str]:
    """Names borne by a hidden card and by no card the viewer sees (nor a location)."""
    return {CARDS[c].name for c in hidden} - {CARDS[c].name for c in shown} - LOCATION_NAMES


def check_line(line: str, where: str) -> None:
    assert isinstance(line, str) and line.strip() and "\n" not in line, where
    assert not re.search(r"[{}\[\]]|\bNone\b", line), f"{where}: {line!r}"
    assert not [cid for cid in CARDS if re.search(rf"(?<![\w-]){re.escape(cid)}(?![\w-])", line)], f"{where}: {line!r}"


def play(seed: int, options: dict[str, Any]) -> tuple[set[str], int]:
    told: set[str] = set()
    labelled = 0
    views: dict[str | None, Any] = {}  # each viewer's view after the previous step: the one before this step
    for i, step in enumerate(randomplay.steps(seed, options, cap=STEPS)):
        for viewer in VIEWERS:
            before = views[viewer] if viewer in views else view(step.before, viewer)
            after = view(step.after, viewer)
            hidden = hidden_from(step.before, viewer) & hidden_from(step.after, viewer)
            names = secret_names(hidden, card_ids(before) | card_ids(after))
            views[viewer] = after
            for event in step.events:
                seen = redact(event, viewer)
                if seen is None:
                    continue
                line = narrate(copy.deepcopy(seen))
                where = f"seed {seed} step {i} viewer {viewer} event {seen}"
                check_line(line, where)
                if event["type"] != "HandRevealed":  # AC-AMBUSH-4, AC-PRIEST-3: the rules show that hand
                    shown = [n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", line)]
                    assert not shown, f"{where}: {line!r} names hidden cards {shown}"
                told.add(event["type"])
        if i % LABEL_EVERY:
            continue
        for seat in sorted(acres.to_act(step.after)):
            legal = acres.legal_commands(step.after, seat)
            labels = [label(copy.deepcopy(c)) for c in legal]
            for text in labels:
                check_line(text, f"seed {seed} step {i} {seat}")
            assert labels == [label(c) for c in legal]
            twins = sorted({x for x in labels if labels.count(x) > 1})
            assert not twins, f"seed {seed} step {i}: {seat} cannot tell apart {twins}"
            labelled += len(labels)
    return told, labelled


def test_random_games_tell_nothing_hidden_and_label_legal_commands_apart():
    told: set[str] = set()
    for seed, options in GAMES:
        kinds, labelled = play(seed, options)
        assert labelled > STEPS
        told |= kinds
    # the games reach most of the event types (the rarest, e.g. a lifted siege, are told above)
    assert len(told) >= 30, sorted(set(EVENTS) - told)
