from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_siege_withdrawn_event_seat import (
    AcresSiegeWithdrawnEventSeat,
    check_acres_siege_withdrawn_event_seat,
)
from ..models.acres_siege_withdrawn_event_siege import (
    AcresSiegeWithdrawnEventSiege,
    check_acres_siege_withdrawn_event_siege,
)
from ..models.acres_siege_withdrawn_event_type import (
    AcresSiegeWithdrawnEventType,
    check_acres_siege_withdrawn_event_type,
)

T = TypeVar("T", bound="AcresSiegeWithdrawnEvent")


@_attrs_define
class AcresSiegeWithdrawnEvent:
    """A seat withdrew from a siege; the opponent wins it (AC-WITHDRAW-1).

    Attributes:
        seat (AcresSiegeWithdrawnEventSeat): The seat the event is about (usually the one who acted).
        siege (AcresSiegeWithdrawnEventSiege): The siege, named by its attacker.
        type_ (AcresSiegeWithdrawnEventType): The event type.
    """

    seat: AcresSiegeWithdrawnEventSeat
    siege: AcresSiegeWithdrawnEventSiege
    type_: AcresSiegeWithdrawnEventType

    def to_dict(self) -> dict[str, Any]:
        seat: str = self.seat

        siege: str = self.siege

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "siege": siege,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = check_acres_siege_withdrawn_event_seat(d.pop("seat"))

        siege = check_acres_siege_withdrawn_event_siege(d.pop("siege"))

        type_ = check_acres_siege_withdrawn_event_type(d.pop("type"))

        acres_siege_withdrawn_event = cls(
            seat=seat,
            siege=siege,
            type_=type_,
        )

        return acres_siege_withdrawn_event
