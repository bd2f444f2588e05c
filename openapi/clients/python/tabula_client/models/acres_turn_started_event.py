from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_turn_started_event_resolve_item import (
    AcresTurnStartedEventResolveItem,
    check_acres_turn_started_event_resolve_item,
)
from ..models.acres_turn_started_event_seat import AcresTurnStartedEventSeat, check_acres_turn_started_event_seat
from ..models.acres_turn_started_event_type import AcresTurnStartedEventType, check_acres_turn_started_event_type

T = TypeVar("T", bound="AcresTurnStartedEvent")


@_attrs_define
class AcresTurnStartedEvent:
    """A seat begins a turn.

    Attributes:
        actions (int): Normal actions this turn: 1 in each player's first turn, then 2 (AC-TURN-3/4).
        resolve (list[AcresTurnStartedEventResolveItem]): The siege tracks won at this turn's check, resolved next (AC-
            SIEGE-20/21).
        seat (AcresTurnStartedEventSeat): The seat the event is about (usually the one who acted).
        turn (int): The turn number.
        type_ (AcresTurnStartedEventType): The event type.
    """

    actions: int
    resolve: list[AcresTurnStartedEventResolveItem]
    seat: AcresTurnStartedEventSeat
    turn: int
    type_: AcresTurnStartedEventType

    def to_dict(self) -> dict[str, Any]:
        actions = self.actions

        resolve = []
        for resolve_item_data in self.resolve:
            resolve_item: str = resolve_item_data
            resolve.append(resolve_item)

        seat: str = self.seat

        turn = self.turn

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions": actions,
                "resolve": resolve,
                "seat": seat,
                "turn": turn,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actions = d.pop("actions")

        resolve = []
        _resolve = d.pop("resolve")
        for resolve_item_data in _resolve:
            resolve_item = check_acres_turn_started_event_resolve_item(resolve_item_data)

            resolve.append(resolve_item)

        seat = check_acres_turn_started_event_seat(d.pop("seat"))

        turn = d.pop("turn")

        type_ = check_acres_turn_started_event_type(d.pop("type"))

        acres_turn_started_event = cls(
            actions=actions,
            resolve=resolve,
            seat=seat,
            turn=turn,
            type_=type_,
        )

        return acres_turn_started_event
