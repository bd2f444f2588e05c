from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_draw_completed_event_seat import AcresDrawCompletedEventSeat, check_acres_draw_completed_event_seat
from ..models.acres_draw_completed_event_type import AcresDrawCompletedEventType, check_acres_draw_completed_event_type

T = TypeVar("T", bound="AcresDrawCompletedEvent")


@_attrs_define
class AcresDrawCompletedEvent:
    """1st edition: the end-of-turn draw is done; free actions stay open (AC-TURN-9).

    Attributes:
        seat (AcresDrawCompletedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresDrawCompletedEventType): The event type.
    """

    seat: AcresDrawCompletedEventSeat
    type_: AcresDrawCompletedEventType

    def to_dict(self) -> dict[str, Any]:
        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = check_acres_draw_completed_event_seat(d.pop("seat"))

        type_ = check_acres_draw_completed_event_type(d.pop("type"))

        acres_draw_completed_event = cls(
            seat=seat,
            type_=type_,
        )

        return acres_draw_completed_event
