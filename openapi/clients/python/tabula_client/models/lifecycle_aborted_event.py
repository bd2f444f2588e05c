from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lifecycle_aborted_event_type import LifecycleAbortedEventType, check_lifecycle_aborted_event_type

T = TypeVar("T", bound="LifecycleAbortedEvent")


@_attrs_define
class LifecycleAbortedEvent:
    """LC-ABORT-1: a seat aborted the game, which ends without a result.

    Attributes:
        seat (str): The seat that aborted.
        type_ (LifecycleAbortedEventType): The event type.
    """

    seat: str
    type_: LifecycleAbortedEventType

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

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
        seat = d.pop("seat")

        type_ = check_lifecycle_aborted_event_type(d.pop("type"))

        lifecycle_aborted_event = cls(
            seat=seat,
            type_=type_,
        )

        return lifecycle_aborted_event
