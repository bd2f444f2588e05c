"""Folding events into a state. Events are facts `decide` already checked: nothing here validates, draws or
chooses, so a replay never needs the random generator."""
from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterable
from typing import Any

from ..core import Json, fold_events
from .board import Placement
from .events import (
    EVENTS,
    BonusPlaced,
    BonusReturned,
    BuyingPassed,
    CardBought,
    CardBoxed,
    CardDrawn,
    CardOffered,
    CardUnderDeck,
    DecisionRequested,
    DecisionTaken,
    DeckReshuffled,
    Expanded,
    Fed,
    FoodSpoiled,
    GameEnded,
    Hunted,
    MemberPlaced,
    MembersRemoved,
    NeutralGrew,
    OfferAnswered,
    OfferBoxed,
    OrderSet,
    PhaseBegan,
    Resupplied,
    SecondMemberSkipped,
    StageChanged,
    TileLaid,
    ToolDiscarded,
)
from .repetition import note_round_start
from .state import VALUE, State, state_from_position


def apply(state: State, event: Json) -> None:
    """Fold one event into `state` in place."""
    _APPLY[event["type"]](state, event)


def fold(events: Iterable[Json], state: State | None = None) -> State:
    """The state after `events`; `state` (if given) is not changed. The first event, GameStarted, carries the
    whole table."""
    folded: State = fold_events(events, state, state_from_position, apply)
    return folded


def evolve(state: State | None, event: Json) -> State:
    return fold([event], state)


def _tile_laid(s: State, e: TileLaid) -> None:
    s.tiles_to_lay.pop(0)
    s.placements.append(Placement(e["tile"], e["q"], e["r"], e["rotation"]))
    s.queue.pop(0)


def _member_placed(s: State, e: MemberPlaced) -> None:
    s.clans.setdefault(e["clan"], []).append(e["space"])
    s.clans[e["clan"]].sort()
    s.food[e["seat"]] -= e["cost"]
    s.queue.pop(0)


def _second_skipped(s: State, e: SecondMemberSkipped) -> None:
    s.queue.pop(0)


def _order_set(s: State, e: OrderSet) -> None:
    s.order = list(e["order"])


def _phase_began(s: State, e: PhaseBegan) -> None:
    s.phase = e["phase"]
    s.queue = list(e.get("queue", []))
    if e["phase"] == "buy":
        s.round = e["round"]
        s.done, s.offer = [], None
        s.first_offer_open = s.players == 2
        note_round_start(s)


def _bonus_placed(s: State, e: BonusPlaced) -> None:
    s.bonus = e["card"]


def _bonus_returned(s: State, e: BonusReturned) -> None:
    s.bonus = None


def _card_offered(s: State, e: CardOffered) -> None:
    s.offer = {"card": e["card"], "offerer": e["seat"], "asked": list(e["asked"]), "wanting": [],
               "may_box": e["may_box"]}
    if s.players == 2 and e["seat"] == s.first_player:
        s.first_offer_open = False  # FS-2P-9: only the first offer of the round may be boxed


def _offer_answered(s: State, e: OfferAnswered) -> None:
    assert s.offer is not None
    s.offer["asked"].pop(0)
    if e["wants"]:
        s.offer["wanting"].append(e["seat"])


def _card_bought(s: State, e: CardBought) -> None:
    seat, card = e["seat"], e["card"]
    s.food[seat] += (1 if e["bonus"] else 0) - e["price"]
    if e["bonus"]:
        s.bonus = None
    s.market.remove(card)
    insort(s.cards[seat], card)
    s.done.append(seat)
    s.offer = None


def _offer_boxed(s: State, e: OfferBoxed) -> None:
    s.market.remove(e["card"])
    s.boxed.append(e["card"])
    if e["food"]:
        s.harvest[e["food"]] -= e["tokens"]
    s.offer = None


def _buying_passed(s: State, e: BuyingPassed) -> None:
    s.done.append(e["seat"])


def _card_drawn(s: State, e: CardDrawn) -> None:
    card = e["card"]
    if card is None:  # the reshuffle card
        s.deck_reshuffle = False
        s.market_reshuffle = True
        return
    if s.deck_top and s.deck_top[0] == card:
        s.deck_top.pop(0)
    elif card in s.deck:
        s.deck.remove(card)
    else:
        s.deck_bottom.remove(card)
    insort(s.market, card)


def _deck_reshuffled(s: State, e: DeckReshuffled) -> None:
    s.deck.update(s.deck_top, s.deck_bottom)
    s.deck_top, s.deck_bottom = [], []


def _card_boxed(s: State, e: CardBoxed) -> None:
    s.market.remove(e["card"])
    s.boxed.append(e["card"])


def _decision_requested(s: State, e: DecisionRequested) -> None:
    s.pending.append({k: v for k, v in e.items() if k != "type"})


def _decision_taken(s: State, e: DecisionTaken) -> None:
    s.pending.pop(0)


def _tool_discarded(s: State, e: ToolDiscarded) -> None:
    s.cards[e["seat"]].remove(e["card"])
    s.boxed.append(e["card"])


def _food_spoiled(s: State, e: FoodSpoiled) -> None:
    s.food[e["seat"]] -= e["amount"]


def _hunted(s: State, e: Hunted) -> None:
    for take in e["takes"]:
        if take["food"] != "field":
            s.harvest[take["food"]] -= take["tokens"]
        s.food[e["seat"]] += take["tokens"] * VALUE[take["food"]]
    s.queue.pop(0)


def _fed(s: State, e: Fed) -> None:
    s.food[e["seat"]] -= e["paid"]


def _members_removed(s: State, e: MembersRemoved) -> None:
    clan = s.clans[e["seat"]]
    for space in e["spaces"]:
        clan.remove(space)


def _expanded(s: State, e: Expanded) -> None:
    s.clans[e["clan"]] = sorted(s.clans[e["clan"]] + e["spaces"])
    if e["clan"] in s.food:
        s.food[e["clan"]] -= e["cost"]
    s.queue.pop(0)


def _neutral_grew(s: State, e: NeutralGrew) -> None:
    s.clans[e["clan"]] = sorted(s.clans[e["clan"]] + [e["space"]])


def _resupplied(s: State, e: Resupplied) -> None:
    for food, n in e["amounts"].items():
        s.harvest[food] += n


def _card_under_deck(s: State, e: CardUnderDeck) -> None:
    s.market.remove(e["card"])
    s.deck_bottom.append(e["card"])


def _stage_changed(s: State, e: StageChanged) -> None:
    s.market_reshuffle = False
    for card in e["boxed"]:
        s.market.remove(card)
        s.boxed.append(card)
    s.stage = 2


def _game_ended(s: State, e: GameEnded) -> None:
    s.phase = "over"
    s.queue = []
    s.result = {k: v for k, v in e.items() if k != "type"}


# each handler reads its event's fields by name (events.py); the table dispatches on the event's type
_APPLY: dict[str, Callable[[State, Any], None]] = {
    "TileLaid": _tile_laid, "MemberPlaced": _member_placed, "SecondMemberSkipped": _second_skipped,
    "OrderSet": _order_set, "PhaseBegan": _phase_began, "BonusPlaced": _bonus_placed,
    "BonusReturned": _bonus_returned, "CardOffered": _card_offered, "OfferAnswered": _offer_answered,
    "CardBought": _card_bought, "OfferBoxed": _offer_boxed, "BuyingPassed": _buying_passed,
    "CardDrawn": _card_drawn, "DeckReshuffled": _deck_reshuffled, "CardBoxed": _card_boxed,
    "DecisionRequested": _decision_requested, "DecisionTaken": _decision_taken, "ToolDiscarded": _tool_discarded,
    "FoodSpoiled": _food_spoiled, "Hunted": _hunted, "Fed": _fed, "MembersRemoved": _members_removed,
    "Expanded": _expanded, "NeutralGrew": _neutral_grew, "Resupplied": _resupplied, "CardUnderDeck": _card_under_deck,
    "StageChanged": _stage_changed, "GameEnded": _game_ended,
}
EVENT_TYPES = frozenset(_APPLY) | {"GameStarted"}
assert EVENT_TYPES == set(EVENTS)
