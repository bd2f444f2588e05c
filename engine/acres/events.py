"""The events of A Few Acres of Snow: the fields of each type (plain JSON objects on the wire and at run time; the
TypedDicts name them for readers and mypy), and the schema version of the events this engine writes.

Logs outlive code: a log written at an older `EVENT_VERSION` is read through `UPCASTERS` (engine/core.py,
upcast_events), which turn each event of version v into its form at v + 1.

- Version 1: the events of the first release (engine/acres, 2026-11-22), unchanged since: no event type has
  gained, lost or changed a field (`git log -p` of evolve.py, flow.py, act_*.py and views.py), so there is no
  upcaster. The one later difference is an outcome, not a form: a 1st-edition raid that empties a besieged
  location lifts the siege with a SiegeEnded of winner null, a field that event always had.

No `from __future__ import annotations` here: TypedDict reads NotRequired only from evaluated annotations.
"""
from typing import Any, Literal, NotRequired, TypedDict, get_args

from ..core import Json, Upcaster

Seat = Literal["british", "french"]
Piece = Literal["cube", "disc"]


class GameStarted(TypedDict):
    type: Literal["GameStarted"]
    position: Json  # the whole table (docs/positions-acres.md)


# -- turns and draws -----------------------------------------------------------------------------------
class TurnStarted(TypedDict):
    type: Literal["TurnStarted"]
    seat: Seat
    turn: int
    actions: int  # AC-TURN-3/4: 1 in each player's first turn, then 2
    resolve: list[Seat]  # the siege tracks won at this turn's check (AC-SIEGE-20/21), British first


class DrawCompleted(TypedDict):
    type: Literal["DrawCompleted"]
    seat: Seat  # 1st edition: free actions stay open after the end-of-turn draw (AC-TURN-9)


class CardsDrawn(TypedDict):
    type: Literal["CardsDrawn"]
    seat: Seat
    cards: list[str]  # shown to `seat` only (views.PRIVATE)
    count: int
    reason: Literal["setup", "refill", "home_support", "redraw"]


class DeckReshuffled(TypedDict):
    type: Literal["DeckReshuffled"]
    seat: Seat
    count: int


# -- expansion -------------------------------------------------------------------------------------------
class LocationSettled(TypedDict):
    type: Literal["LocationSettled"]
    seat: Seat
    location: str
    cards: list[str]  # the cards played: via, transport and the settler if one was needed
    gained: str | None  # the location's own card, taken from the available ones
    cube: bool  # False: a re-settle of one's own location to take its card back (OQ-AC-20)


class LocationDeveloped(TypedDict):
    type: Literal["LocationDeveloped"]
    seat: Seat
    location: str
    cards: list[str]


class LocationFortified(TypedDict):
    type: Literal["LocationFortified"]
    seat: Seat
    location: str
    cards: list[str]
    cost: int


# -- sieges ---------------------------------------------------------------------------------------------
class SiegeBegun(TypedDict):
    type: Literal["SiegeBegun"]
    seat: Seat
    location: str
    cards: list[str]  # via and transport, to the discard pile
    siege_card: str  # the military card, onto the siege
    cost: int
    strength: int
    defence: int
    value: int  # the track after the defence and the first card (AC-SIEGE-7..10)


class SiegeReinforced(TypedDict):
    type: Literal["SiegeReinforced"]
    seat: Seat
    siege: Seat  # the siege, named by its attacker
    card: str
    free: bool  # a Military Leader (a free action, AC-REINFORCE-7)
    strength: int
    cost: int
    value: int


class SiegeWon(TypedDict):
    type: Literal["SiegeWon"]
    siege: Seat
    winner: Seat
    location: str
    by: Literal["check", "surrender"]
    captured: Piece | None  # the defender's piece, when the attacker won
    fort_returned: bool


class SiegeWithdrawn(TypedDict):
    type: Literal["SiegeWithdrawn"]
    seat: Seat
    siege: Seat


class LocationOccupied(TypedDict):
    type: Literal["LocationOccupied"]
    seat: Seat
    location: str
    card: str | None  # the settler card, where the location needs one
    gained: str | None


class OccupationDeclined(TypedDict):
    type: Literal["OccupationDeclined"]
    seat: Seat
    location: str


class SiegeCardReturned(TypedDict):
    type: Literal["SiegeCardReturned"]
    seat: Seat
    siege: Seat
    card: str
    to: Literal["display", "available_locations", "available_empire"]
    chosen: bool  # the loser's answer to a siege_loss decision (else the only candidate, AC-SIEGE-30)


class SiegeEnded(TypedDict):
    type: Literal["SiegeEnded"]
    siege: Seat
    winner: Seat | None  # None: lifted, a 1st-edition raid emptied the location


# -- raids, ambushes, the natives' demand ------------------------------------------------------------------
class RaidLaunched(TypedDict):
    type: Literal["RaidLaunched"]
    seat: Seat
    location: str
    cards: list[str]
    cost: int


class RaidBlocked(TypedDict):
    type: Literal["RaidBlocked"]
    seat: Seat
    card: str
    location: str


class BlockDeclined(TypedDict):
    type: Literal["BlockDeclined"]
    seat: Seat
    kind: Literal["raid", "ambush"]


class LocationRaided(TypedDict):
    type: Literal["LocationRaided"]
    seat: Seat  # the raider
    location: str
    piece: Piece
    replaced: bool  # a town fell back to a village (AC-RAID-14)


class AmbushLaunched(TypedDict):
    type: Literal["AmbushLaunched"]
    seat: Seat
    card: str
    cost: int


class AmbushBlocked(TypedDict):
    type: Literal["AmbushBlocked"]
    seat: Seat
    card: str


# "from" is a Python keyword: these two are spelt with the functional syntax
CardLost = TypedDict("CardLost", {
    "type": Literal["CardLost"], "seat": Seat, "card": str, "from": Literal["hand", "reserve"],
    "to": Literal["display", "available_empire"],
})


class SiegeCardLost(TypedDict):
    type: Literal["SiegeCardLost"]
    seat: Seat  # ambush_siege_cards (AC-VAR-3): the ambushed seat lost this card from its side of a siege
    siege: Seat
    card: str
    to: Literal["display", "available_empire"]
    value: int  # the siege track once the card's strength is taken back


class HandRevealed(TypedDict):
    type: Literal["HandRevealed"]
    seat: Seat
    cards: list[str]
    reason: Literal["ambush", "natives_demand"]


class NativesDemanded(TypedDict):
    type: Literal["NativesDemanded"]
    seat: Seat
    card: str


NativesGiven = TypedDict("NativesGiven", {
    "type": Literal["NativesGiven"], "seat": Seat, "card": str, "from": Literal["hand", "reserve"],
})


# -- finance and cards ----------------------------------------------------------------------------------
class MoneyTaken(TypedDict):
    type: Literal["MoneyTaken"]
    seat: Seat
    action: Literal["take_money", "merchant", "trader"]
    cards: list[str]
    amount: int


class PiracyCommitted(TypedDict):
    type: Literal["PiracyCommitted"]
    seat: Seat
    cards: list[str]
    from_opponent: int
    from_bank: int


class CardDrafted(TypedDict):
    type: Literal["CardDrafted"]
    seat: Seat
    card: str
    cost: int


class CardsDiscarded(TypedDict):
    type: Literal["CardsDiscarded"]
    seat: Seat
    cards: list[str]
    cost: int


class CardReserved(TypedDict):
    type: Literal["CardReserved"]
    seat: Seat
    card: str


class ReserveRetrieved(TypedDict):
    type: Literal["ReserveRetrieved"]
    seat: Seat
    cards: list[str]
    cost: int


class CardsReturned(TypedDict):
    type: Literal["CardsReturned"]
    seat: Seat
    governor: str
    cards: list[str]


class LocationAbandoned(TypedDict):
    type: Literal["LocationAbandoned"]
    seat: Seat  # AC-VAR-14: the Governor returned this location's card; its piece goes back to the seat's stock
    location: str
    piece: Piece
    fort_returned: bool  # a fortification disc there went back to the shared stock


class IntendantUsed(TypedDict):
    type: Literal["IntendantUsed"]
    seat: Seat
    intendant: str
    card: str
    cost: int


class StartingCardAdded(TypedDict):
    type: Literal["StartingCardAdded"]
    seat: Seat  # french_start_card (AC-VAR-13): from the available empire cards to the deck, before the draw
    card: str


class RedrawDiscarded(TypedDict):
    type: Literal["RedrawDiscarded"]
    seat: Seat  # french_siege_redraw (AC-VAR-5): the French discard `card`; a CardsDrawn of reason redraw follows
    card: str


class RedrawDeclined(TypedDict):
    type: Literal["RedrawDeclined"]
    seat: Seat


class HomeSupportPlayed(TypedDict):
    type: Literal["HomeSupportPlayed"]
    seat: Seat
    card: str


class FurSold(TypedDict):
    type: Literal["FurSold"]
    seat: Seat
    card: str  # to the discard pile (AC-VAR-11: a free action, without a Trader)
    amount: int


class LostCardDiscarded(TypedDict):
    type: Literal["LostCardDiscarded"]
    seat: Seat
    card: str  # the card of a location the seat lost, to the discard pile (AC-VAR-17: a free action)


class ReshufflePaid(TypedDict):
    type: Literal["ReshufflePaid"]
    seat: Seat
    cost: int  # AC-VAR-0: the price of the end-of-turn refill's reshuffle


class ReshuffleCardDiscarded(TypedDict):
    type: Literal["ReshuffleCardDiscarded"]
    seat: Seat
    card: str  # AC-VAR-0: discarded, the reshuffle unpaid (an answer to reshuffle_penalty)


class Passed(TypedDict):
    type: Literal["Passed"]
    seat: Seat


# -- decisions and the end --------------------------------------------------------------------------------
DecisionKind = Literal["raid_block", "ambush_block", "ambush_loss", "natives_demand", "occupy", "siege_loss",
                       "reshuffle_penalty", "redraw", "starting_card"]


class DecisionRequested(TypedDict):
    type: Literal["DecisionRequested"]
    seat: Seat  # who answers
    kind: DecisionKind
    location: NotRequired[str]  # raid_block, occupy
    by: NotRequired[Seat]  # raid_block, ambush_block, ambush_loss, natives_demand: who caused it
    siege: NotRequired[Seat]  # occupy, siege_loss
    settler_needed: NotRequired[bool]  # occupy


class Score(TypedDict):
    villages: int
    towns: int
    captured: int
    total: int


class GameEnded(TypedDict):
    type: Literal["GameEnded"]
    reason: Literal["pieces_placed", "captures", "siege_of_capital", "settled_capital", "fort_duquesne"]
    winner: Seat
    scores: dict[Seat, Score]


Event = (GameStarted | TurnStarted | DrawCompleted | CardsDrawn | DeckReshuffled | LocationSettled | LocationDeveloped
         | LocationFortified | SiegeBegun | SiegeReinforced | SiegeWon | SiegeWithdrawn | LocationOccupied
         | OccupationDeclined | SiegeCardReturned | SiegeEnded | RaidLaunched | RaidBlocked | BlockDeclined
         | LocationRaided | AmbushLaunched | AmbushBlocked | CardLost | SiegeCardLost | HandRevealed | NativesDemanded | NativesGiven
         | MoneyTaken | PiracyCommitted | CardDrafted | CardsDiscarded | CardReserved | ReserveRetrieved
         | CardsReturned | LocationAbandoned | IntendantUsed | StartingCardAdded | RedrawDiscarded | RedrawDeclined
         | HomeSupportPlayed | FurSold | LostCardDiscarded | ReshufflePaid | ReshuffleCardDiscarded | Passed
         | DecisionRequested | GameEnded)
EVENTS: dict[str, Any] = {spec.__name__: spec for spec in get_args(Event)}  # the event type -> its TypedDict


# -- versions --------------------------------------------------------------------------------------------
EVENT_VERSION = 1  # of the events this engine writes
UPCASTERS: dict[int, Upcaster] = {}  # none yet: version 1 is the only one (see the module's docstring)
