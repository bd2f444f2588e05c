from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_members_removed_event_reason import (
    SparksMembersRemovedEventReason,
    check_sparks_members_removed_event_reason,
)
from ..models.sparks_members_removed_event_seat import (
    SparksMembersRemovedEventSeat,
    check_sparks_members_removed_event_seat,
)
from ..models.sparks_members_removed_event_type import (
    SparksMembersRemovedEventType,
    check_sparks_members_removed_event_type,
)

T = TypeVar("T", bound="SparksMembersRemovedEvent")


@_attrs_define
class SparksMembersRemovedEvent:
    """Starving members left the board (FS-FEED-2).

    Attributes:
        reason (SparksMembersRemovedEventReason): The rule.
        seat (SparksMembersRemovedEventSeat): The seat.
        spaces (list[str]): Their spaces.
        type_ (SparksMembersRemovedEventType): The event type.
    """

    reason: SparksMembersRemovedEventReason
    seat: SparksMembersRemovedEventSeat
    spaces: list[str]
    type_: SparksMembersRemovedEventType

    def to_dict(self) -> dict[str, Any]:
        reason: str = self.reason

        seat: str = self.seat

        spaces = self.spaces

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "seat": seat,
                "spaces": spaces,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = check_sparks_members_removed_event_reason(d.pop("reason"))

        seat = check_sparks_members_removed_event_seat(d.pop("seat"))

        spaces = cast(list[str], d.pop("spaces"))

        type_ = check_sparks_members_removed_event_type(d.pop("type"))

        sparks_members_removed_event = cls(
            reason=reason,
            seat=seat,
            spaces=spaces,
            type_=type_,
        )

        return sparks_members_removed_event
