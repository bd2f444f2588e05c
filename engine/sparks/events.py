"""The events of The First Sparks: the fields of each type (plain JSON objects on the wire and at run time; the
TypedDicts name them for readers and mypy), and the schema version of the events this engine writes.

Logs outlive code: a log written at an older `EVENT_VERSION` is read through `UPCASTERS` (engine/core.py,
upcast_events), which turn each event of version v into its form at v + 1.

- Version 1: the events of the first release (engine/sparks, 2026-11-23).
- Version 2 (FS-END-5, the repetition end): GameEnded names its `reason` (`clan_size`, `no_members` or
  `repetition`), and positions carry `round_starts` (the tables rounds began at), in GameStarted's position
  and in a finished position's result.

No `from __future__ import annotations` here: TypedDict reads NotRequired only from evaluated annotations.
"""
from typing import Any, Literal, NotRequired, TypedDict, get_args

from ..core import Json, Upcaster


class GameStarted(TypedDict):
    type: Literal["GameStarted"]
    position: Json  # the whole table (docs/positions-sparks.md)


class TileLaid(TypedDict):
    type: Literal["TileLaid"]
    seat: str
    tile: str
    q: int
    r: int
    rotation: int
    next_tile: str | None


class MemberPlaced(TypedDict):
    type: Literal["MemberPlaced"]
    seat: str
    clan: str  # the seat, or the neutral clan (FS-2P-7)
    space: str
    cost: int
    step: Literal["neutral", "first", "second"]


class SecondMemberSkipped(TypedDict):
    type: Literal["SecondMemberSkipped"]
    seat: str


class OrderSet(TypedDict):
    type: Literal["OrderSet"]
    order: list[str]
    reason: str  # the rule id: FS-ORDER-1, FS-BUREAU-2, FS-KNOW-5


class PhaseBegan(TypedDict):
    type: Literal["PhaseBegan"]
    phase: str
    round: NotRequired[int]  # phase buy: the round it begins
    queue: NotRequired[list[str]]  # the other phases: the seats to act, in order


class BonusPlaced(TypedDict):
    type: Literal["BonusPlaced"]
    card: int


class BonusReturned(TypedDict):
    type: Literal["BonusReturned"]
    card: int
    reason: str


class CardOffered(TypedDict):
    type: Literal["CardOffered"]
    seat: str
    card: int
    asked: list[str]
    may_box: bool


class OfferAnswered(TypedDict):
    type: Literal["OfferAnswered"]
    seat: str
    card: int
    wants: bool


class CardBought(TypedDict):
    type: Literal["CardBought"]
    seat: str
    card: int
    price: int
    bonus: bool


class OfferBoxed(TypedDict):
    type: Literal["OfferBoxed"]
    seat: str
    card: int
    food: str | None
    tokens: int


class BuyingPassed(TypedDict):
    type: Literal["BuyingPassed"]
    seat: str


class CardDrawn(TypedDict):
    type: Literal["CardDrawn"]
    card: int | None  # None: the reshuffle card
    reshuffle: bool


class DeckReshuffled(TypedDict):
    type: Literal["DeckReshuffled"]
    count: int


class CardBoxed(TypedDict):
    type: Literal["CardBoxed"]
    card: int
    reason: str


class DecisionRequested(TypedDict):
    type: Literal["DecisionRequested"]
    seat: str
    kind: Literal["keep_or_box", "discard_tool", "remove_members"]
    card: NotRequired[int]  # keep_or_box, discard_tool
    count: NotRequired[int]  # remove_members


class DecisionTaken(TypedDict):
    type: Literal["DecisionTaken"]
    seat: str
    kind: Literal["keep_or_box", "discard_tool", "remove_members"]
    choice: NotRequired[Literal["keep", "box"]]  # keep_or_box


class ToolDiscarded(TypedDict):
    type: Literal["ToolDiscarded"]
    seat: str
    card: int


class FoodSpoiled(TypedDict):
    type: Literal["FoodSpoiled"]
    seat: str
    amount: int


class Take(TypedDict):
    card: int
    food: str
    tokens: int


class Hunted(TypedDict):
    type: Literal["Hunted"]
    seat: str
    takes: list[Take]


class Fed(TypedDict):
    type: Literal["Fed"]
    seat: str
    paid: int
    short: int


class MembersRemoved(TypedDict):
    type: Literal["MembersRemoved"]
    seat: str
    spaces: list[str]
    reason: str


class Expanded(TypedDict):
    type: Literal["Expanded"]
    seat: str
    clan: str
    spaces: list[str]  # in the order they are placed
    cost: int
    size: int


class NeutralGrew(TypedDict):
    type: Literal["NeutralGrew"]
    seat: str
    clan: str
    space: str
    size: int


class Resupplied(TypedDict):
    type: Literal["Resupplied"]
    amounts: dict[str, int]


class CardUnderDeck(TypedDict):
    type: Literal["CardUnderDeck"]
    card: int


class StageChanged(TypedDict):
    type: Literal["StageChanged"]
    boxed: list[int]


class Score(TypedDict):
    members: int
    food: int


class GameEnded(TypedDict):
    type: Literal["GameEnded"]
    winner: str | None
    winners: list[str]
    scores: dict[str, Score]
    ranking: list[str]
    round: int
    reason: Literal["clan_size", "no_members", "repetition"]  # since version 2


Event = (GameStarted | TileLaid | MemberPlaced | SecondMemberSkipped | OrderSet | PhaseBegan | BonusPlaced
         | BonusReturned | CardOffered | OfferAnswered | CardBought | OfferBoxed | BuyingPassed | CardDrawn
         | DeckReshuffled | CardBoxed | DecisionRequested | DecisionTaken | ToolDiscarded | FoodSpoiled | Hunted | Fed
         | MembersRemoved | Expanded | NeutralGrew | Resupplied | CardUnderDeck | StageChanged | GameEnded)
EVENTS: dict[str, Any] = {spec.__name__: spec for spec in get_args(Event)}  # the event type -> its TypedDict


# -- versions --------------------------------------------------------------------------------------------
EVENT_VERSION = 2  # of the events this engine writes


def end_reason_v1(scores: dict[str, Score]) -> str:
    """The reason of a GameEnded written before it named one: version 1 ended a game only after phase 3, when
    a clan had 13 members (`clan_size`) or when every clan had starved away (`no_members`)."""
    return "clan_size" if any(score["members"] for score in scores.values()) else "no_members"


def _result_v2(result: Json) -> Json:
    return result if "reason" in result else {**result, "reason": end_reason_v1(result["scores"])}


def upcast_v1(event: Json) -> Json:
    """An event of version 1 in its version 2 form (unchanged if it has that form already): GameEnded gets its
    `reason`, GameStarted's position the `round_starts` a loaded position takes for absent (none) and, when
    finished, its result's reason."""
    if event["type"] == "GameEnded":
        return _result_v2(event)
    if event["type"] != "GameStarted":
        return event
    position = event["position"]
    if "round_starts" in position and (position["result"] is None or "reason" in position["result"]):
        return event
    upcast = {**position, "round_starts": position.get("round_starts", [])}
    if position["result"] is not None:
        upcast["result"] = _result_v2(position["result"])
    return {**event, "position": upcast}


UPCASTERS: dict[int, Upcaster] = {1: upcast_v1}
