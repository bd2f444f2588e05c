from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_block_declined_event_kind import AcresBlockDeclinedEventKind, check_acres_block_declined_event_kind
from ..models.acres_block_declined_event_seat import AcresBlockDeclinedEventSeat, check_acres_block_declined_event_seat
from ..models.acres_block_declined_event_type import AcresBlockDeclinedEventType, check_acres_block_declined_event_type

T = TypeVar("T", bound="AcresBlockDeclinedEvent")


@_attrs_define
class AcresBlockDeclinedEvent:
    """A seat did not block.

    Attributes:
        kind (AcresBlockDeclinedEventKind): What was not blocked.
        seat (AcresBlockDeclinedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresBlockDeclinedEventType): The event type.
    """

    kind: AcresBlockDeclinedEventKind
    seat: AcresBlockDeclinedEventSeat
    type_: AcresBlockDeclinedEventType

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_acres_block_declined_event_kind(d.pop("kind"))

        seat = check_acres_block_declined_event_seat(d.pop("seat"))

        type_ = check_acres_block_declined_event_type(d.pop("type"))

        acres_block_declined_event = cls(
            kind=kind,
            seat=seat,
            type_=type_,
        )

        return acres_block_declined_event
