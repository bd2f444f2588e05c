from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_second_member_skipped_event_seat import (
    SparksSecondMemberSkippedEventSeat,
    check_sparks_second_member_skipped_event_seat,
)
from ..models.sparks_second_member_skipped_event_type import (
    SparksSecondMemberSkippedEventType,
    check_sparks_second_member_skipped_event_type,
)

T = TypeVar("T", bound="SparksSecondMemberSkippedEvent")


@_attrs_define
class SparksSecondMemberSkippedEvent:
    """The clan places no second member (FS-PLACE-4).

    Attributes:
        seat (SparksSecondMemberSkippedEventSeat): The seat that skipped.
        type_ (SparksSecondMemberSkippedEventType): The event type.
    """

    seat: SparksSecondMemberSkippedEventSeat
    type_: SparksSecondMemberSkippedEventType

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
        seat = check_sparks_second_member_skipped_event_seat(d.pop("seat"))

        type_ = check_sparks_second_member_skipped_event_type(d.pop("type"))

        sparks_second_member_skipped_event = cls(
            seat=seat,
            type_=type_,
        )

        return sparks_second_member_skipped_event
