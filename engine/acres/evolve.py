"""Folding events into a state. Events are facts that `decide` already checked: nothing here validates,
draws or chooses, so a replay is fast and total (python-chess's `push` trusts its move the same way)."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..core import Json, fold_events
from .data import CARDS, OPPONENT
from .events import (
    AmbushBlocked,
    AmbushLaunched,
    CardDrafted,
    CardLost,
    CardReserved,
    CardsDiscarded,
    CardsDrawn,
    CardsReturned,
    DecisionRequested,
    DeckReshuffled,
    DrawCompleted,
    FurSold,
    GameEnded,
    HomeSupportPlayed,
    IntendantUsed,
    LocationAbandoned,
    LocationDeveloped,
    LocationFortified,
    LocationOccupied,
    LocationRaided,
    LocationSettled,
    LostCardDiscarded,
    MoneyTaken,
    NativesDemanded,
    NativesGiven,
    PiracyCommitted,
    RaidBlocked,
    RaidLaunched,
    RedrawDiscarded,
    ReserveRetrieved,
    ReshuffleCardDiscarded,
    ReshufflePaid,
    SiegeBegun,
    SiegeCardLost,
    SiegeCardReturned,
    SiegeEnded,
    SiegeReinforced,
    SiegeWithdrawn,
    SiegeWon,
    StartingCardAdded,
    TurnStarted,
)
from .scoring import british_sieges_open
from .state import State, state_from_position

NORMAL_ACTIONS = frozenset({
    "LocationSettled", "LocationDeveloped", "LocationFortified", "SiegeBegun", "RaidLaunched", "AmbushLaunched",
    "NativesDemanded", "MoneyTaken", "PiracyCommitted", "CardDrafted", "CardsDiscarded", "CardReserved",
    "CardsReturned", "IntendantUsed", "Passed",
})
ANSWERS = frozenset({
    "RaidBlocked", "BlockDeclined", "AmbushBlocked", "CardLost", "SiegeCardLost", "NativesGiven", "LocationOccupied",
    "OccupationDeclined", "ReshuffleCardDiscarded", "RedrawDiscarded", "RedrawDeclined",
    "StartingCardAdded",
})


# The events that change what `State.memo` is derived from: who holds which location with what piece, the
# forts and the besieged locations.
BOARD_EVENTS = frozenset({
    "LocationSettled", "LocationDeveloped", "LocationFortified", "LocationOccupied", "LocationRaided",
    "SiegeBegun", "SiegeWon", "SiegeEnded", "LocationAbandoned",
})


def apply(state: State, event: Json) -> None:
    """Fold one event into `state` in place."""
    kind = event["type"]
    board = kind in BOARD_EVENTS
    if board:
        state.memo = {}
    _APPLY[kind](state, event)
    if board and state.rules.british_siege_delay and not state.british_sieges_open:  # AC-VAR-16, once for good
        state.british_sieges_open = (kind == "SiegeBegun" and event["seat"] == "french") or british_sieges_open(state)
    if kind in NORMAL_ACTIONS:
        state.actions_left -= 1
    if kind in ANSWERS or (kind == "SiegeCardReturned" and event.get("chosen")):
        state.pending.pop(0)


def fold(events: Iterable[Json], state: State | None = None) -> State:
    """The state after `events`; `state` (if given) is not changed."""
    folded: State = fold_events(events, state, state_from_position, apply)
    return folded


def evolve(state: State | None, event: Json) -> State:
    return fold([event], state)


# -- card movements -------------------------------------------------------------------------------
def _play(state: State, seat: str, cards: Iterable[str], to: str = "discard") -> None:
    zones = state.zones[seat]
    for c in cards:
        zones["hand"].remove(c)
        zones[to].append(c)


def _to_siege(state: State, seat: str, track: str, card: str) -> None:
    state.zones[seat]["hand"].remove(card)
    state.sieges[track]["cards"][seat].append(card)


def _return_card(state: State, seat: str, card: str) -> str:
    """Put a card back where it came from: available locations, available empire cards or the neutral display."""
    c = CARDS[card]
    if c.side == "neutral":
        state.display.add(card)
        return "display"
    if c.kind == "location":
        state.avail_locations[seat].add(card)
        return "available_locations"
    state.avail_empire[seat].add(card)
    return "available_empire"


def _place_cube(state: State, seat: str, location: str) -> None:
    state.cubes[seat] -= 1
    state.owner[location] = seat
    state.piece[location] = "cube"


def _gain(state: State, seat: str, card: str | None) -> None:
    if card is not None:
        state.avail_locations[seat].discard(card)
        state.zones[seat]["discard"].append(card)


# -- event handlers -------------------------------------------------------------------------------
def _turn_started(state: State, e: TurnStarted) -> None:
    state.turn = e["turn"]
    state.active = e["seat"]
    state.phase = "actions"
    state.actions_left = e["actions"]
    state.to_resolve = list(e["resolve"])


def _draw_completed(state: State, e: DrawCompleted) -> None:
    state.phase = "after_draw"


def _cards_drawn(state: State, e: CardsDrawn) -> None:
    zones = state.zones[e["seat"]]
    for c in e["cards"]:
        zones["deck"].remove(c)
        zones["hand"].append(c)


def _deck_reshuffled(state: State, e: DeckReshuffled) -> None:
    zones = state.zones[e["seat"]]
    zones["deck"].extend(zones["discard"])
    zones["discard"] = []


def _settled(state: State, e: LocationSettled) -> None:
    seat = e["seat"]
    _play(state, seat, e["cards"])
    if e["cube"]:
        _place_cube(state, seat, e["location"])
    _gain(state, seat, e["gained"])


def _developed(state: State, e: LocationDeveloped) -> None:
    seat, loc = e["seat"], e["location"]
    _play(state, seat, e["cards"])
    state.cubes[seat] += 1
    state.discs[seat] -= 1
    state.piece[loc] = "disc"


def _fortified(state: State, e: LocationFortified) -> None:
    seat = e["seat"]
    _play(state, seat, e["cards"])
    state.money[seat] -= e["cost"]
    state.forts_stock -= 1
    state.forts.add(e["location"])


def _siege_begun(state: State, e: SiegeBegun) -> None:
    seat = e["seat"]
    _play(state, seat, e["cards"])
    state.money[seat] -= e["cost"]
    state.sieges[seat] = {"location": e["location"], "value": e["value"],
                          "cards": {seat: [], OPPONENT[seat]: []}, "won_by": None}
    _to_siege(state, seat, seat, e["siege_card"])


def _reinforced(state: State, e: SiegeReinforced) -> None:
    seat, track = e["seat"], e["siege"]
    _to_siege(state, seat, track, e["card"])
    state.money[seat] -= e["cost"]
    state.sieges[track]["value"] = e["value"]
    if not e["free"]:
        state.actions_left -= 1


def _siege_won(state: State, e: SiegeWon) -> None:
    track, loc = e["siege"], e["location"]
    siege = state.sieges[track]
    siege["won_by"] = e["winner"]
    if track in state.to_resolve:
        state.to_resolve.remove(track)
    piece = e["captured"]
    if piece:
        state.captured[e["winner"]][piece] += 1
        del state.owner[loc]
        del state.piece[loc]
    if e["fort_returned"]:
        state.forts.discard(loc)
        state.forts_stock += 1


def _siege_withdrawn(state: State, e: SiegeWithdrawn) -> None:
    state.sieges[e["siege"]]["won_by"] = OPPONENT[e["seat"]]


def _occupied(state: State, e: LocationOccupied) -> None:
    seat = e["seat"]
    if e["card"]:
        _play(state, seat, [e["card"]])
    _place_cube(state, seat, e["location"])
    _gain(state, seat, e["gained"])


def _siege_card_returned(state: State, e: SiegeCardReturned) -> None:
    seat = e["seat"]
    state.sieges[e["siege"]]["cards"][seat].remove(e["card"])
    _return_card(state, seat, e["card"])


def _siege_ended(state: State, e: SiegeEnded) -> None:
    siege = state.sieges.pop(e["siege"])
    for seat, cards in siege["cards"].items():
        state.zones[seat]["discard"].extend(cards)


def _raid_launched(state: State, e: RaidLaunched) -> None:
    _play(state, e["seat"], e["cards"])
    state.money[e["seat"]] -= e["cost"]


def _raided(state: State, e: LocationRaided) -> None:
    raider, loc = e["seat"], e["location"]
    victim = state.owner[loc]
    piece = state.piece[loc]
    state.captured[raider][piece] += 1
    if e["replaced"]:
        state.cubes[victim] -= 1
        state.piece[loc] = "cube"
    else:
        del state.owner[loc]
        del state.piece[loc]


def _blocked(state: State, e: RaidBlocked | AmbushBlocked) -> None:
    _play(state, e["seat"], [e["card"]])
    rules = state.rules
    if rules.blocked_raid_free if e["type"] == "RaidBlocked" else rules.blocked_ambush_free:  # AC-VAR-9, AC-VAR-8
        state.actions_left += 1  # the raider's / ambusher's action (the active player's) is given back


def _ambush_launched(state: State, e: AmbushLaunched) -> None:
    _play(state, e["seat"], [e["card"]])
    state.money[e["seat"]] -= e["cost"]


def _card_lost(state: State, e: CardLost) -> None:
    seat = e["seat"]
    state.zones[seat][e["from"]].remove(e["card"])
    _return_card(state, seat, e["card"])


def _siege_card_lost(state: State, e: SiegeCardLost) -> None:
    seat, siege = e["seat"], state.sieges[e["siege"]]
    siege["cards"][seat].remove(e["card"])
    siege["value"] = e["value"]
    _return_card(state, seat, e["card"])


def _natives_given(state: State, e: NativesGiven) -> None:
    state.zones[e["seat"]][e["from"]].remove(e["card"])
    state.zones[OPPONENT[e["seat"]]]["discard"].append(e["card"])


def _money_taken(state: State, e: MoneyTaken) -> None:
    _play(state, e["seat"], e["cards"])
    state.money[e["seat"]] += e["amount"]


def _fur_sold(state: State, e: FurSold) -> None:
    _play(state, e["seat"], [e["card"]])
    state.money[e["seat"]] += e["amount"]


def _reshuffle_paid(state: State, e: ReshufflePaid) -> None:
    state.money[e["seat"]] -= e["cost"]


def _piracy(state: State, e: PiracyCommitted) -> None:
    seat = e["seat"]
    _play(state, seat, e["cards"])
    state.money[OPPONENT[seat]] -= e["from_opponent"]
    state.money[seat] += e["from_opponent"] + e["from_bank"]


def _drafted(state: State, e: CardDrafted) -> None:
    seat, card = e["seat"], e["card"]
    (state.display if CARDS[card].side == "neutral" else state.avail_empire[seat]).discard(card)
    state.zones[seat]["discard"].append(card)
    state.money[seat] -= e["cost"]


def _discarded(state: State, e: CardsDiscarded) -> None:
    _play(state, e["seat"], e["cards"])
    state.money[e["seat"]] -= e["cost"]


def _reserved(state: State, e: CardReserved) -> None:
    _play(state, e["seat"], [e["card"]], to="reserve")


def _retrieved(state: State, e: ReserveRetrieved) -> None:
    zones = state.zones[e["seat"]]
    zones["hand"].extend(zones["reserve"])
    zones["reserve"] = []
    state.money[e["seat"]] -= e["cost"]


def _returned(state: State, e: CardsReturned) -> None:
    seat = e["seat"]
    _play(state, seat, [e["governor"]])
    for c in e["cards"]:
        state.zones[seat]["hand"].remove(c)
        _return_card(state, seat, c)


def _abandoned(state: State, e: LocationAbandoned) -> None:
    seat, loc = e["seat"], e["location"]
    (state.cubes if e["piece"] == "cube" else state.discs)[seat] += 1
    del state.owner[loc]
    del state.piece[loc]
    if e["fort_returned"]:
        state.forts.discard(loc)
        state.forts_stock += 1


def _intendant(state: State, e: IntendantUsed) -> None:
    seat = e["seat"]
    zones = state.zones[seat]
    state.money[seat] -= e["cost"]
    zones["discard"].remove(e["card"])
    zones["hand"].append(e["card"])
    _play(state, seat, [e["intendant"]])


def _starting_card(state: State, e: StartingCardAdded) -> None:
    state.avail_empire[e["seat"]].discard(e["card"])
    state.zones[e["seat"]]["deck"].append(e["card"])


def _play_one(state: State, e: NativesDemanded | HomeSupportPlayed | LostCardDiscarded | ReshuffleCardDiscarded
              | RedrawDiscarded) -> None:
    _play(state, e["seat"], [e["card"]])


def _requested(state: State, e: DecisionRequested) -> None:
    state.pending.append({k: v for k, v in e.items() if k != "type"})


def _game_ended(state: State, e: GameEnded) -> None:
    state.phase = "over"
    state.pending = []
    state.to_resolve = []
    state.result = {k: v for k, v in e.items() if k != "type"}


def _nothing(state: State, e: Json) -> None:
    """Events that only record what happened (a pass, a refusal, a hand shown)."""


_APPLY: dict[str, Callable[[State, Any], None]] = {  # each takes its event as the TypedDict of its type
    "TurnStarted": _turn_started,
    "DrawCompleted": _draw_completed,
    "CardsDrawn": _cards_drawn,
    "DeckReshuffled": _deck_reshuffled,
    "LocationSettled": _settled,
    "LocationDeveloped": _developed,
    "LocationFortified": _fortified,
    "SiegeBegun": _siege_begun,
    "SiegeReinforced": _reinforced,
    "SiegeWon": _siege_won,
    "SiegeWithdrawn": _siege_withdrawn,
    "LocationOccupied": _occupied,
    "OccupationDeclined": _nothing,
    "SiegeCardReturned": _siege_card_returned,
    "SiegeEnded": _siege_ended,
    "RaidLaunched": _raid_launched,
    "RaidBlocked": _blocked,
    "BlockDeclined": _nothing,
    "LocationRaided": _raided,
    "AmbushLaunched": _ambush_launched,
    "AmbushBlocked": _blocked,
    "CardLost": _card_lost,
    "SiegeCardLost": _siege_card_lost,
    "HandRevealed": _nothing,
    "NativesDemanded": _play_one,  # the Priest or Indian Leader goes to the discard pile
    "NativesGiven": _natives_given,
    "MoneyTaken": _money_taken,
    "PiracyCommitted": _piracy,
    "CardDrafted": _drafted,
    "CardsDiscarded": _discarded,
    "CardReserved": _reserved,
    "ReserveRetrieved": _retrieved,
    "CardsReturned": _returned,
    "LocationAbandoned": _abandoned,
    "IntendantUsed": _intendant,
    "HomeSupportPlayed": _play_one,
    "FurSold": _fur_sold,
    "LostCardDiscarded": _play_one,
    "ReshufflePaid": _reshuffle_paid,
    "ReshuffleCardDiscarded": _play_one,
    "RedrawDiscarded": _play_one,  # AC-VAR-5: to the discard pile; the draw is its own event
    "RedrawDeclined": _nothing,
    "StartingCardAdded": _starting_card,
    "Passed": _nothing,
    "DecisionRequested": _requested,
    "GameEnded": _game_ended,
}
EVENT_TYPES = frozenset(_APPLY) | {"GameStarted"}
