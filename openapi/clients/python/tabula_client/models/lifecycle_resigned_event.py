from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lifecycle_resigned_event_ai_level import (
    LifecycleResignedEventAiLevel,
    check_lifecycle_resigned_event_ai_level,
)
from ..models.lifecycle_resigned_event_type import LifecycleResignedEventType, check_lifecycle_resigned_event_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="LifecycleResignedEvent")


@_attrs_define
class LifecycleResignedEvent:
    """LC-RESIGN-1/2: a seat resigned.

    Attributes:
        seat (str): The seat that resigned.
        type_ (LifecycleResignedEventType): The event type.
        ai_level (LifecycleResignedEventAiLevel | Unset): LC-RESIGN-2: the AI level that plays the seat out (a game of
            more than two seats).
    """

    seat: str
    type_: LifecycleResignedEventType
    ai_level: LifecycleResignedEventAiLevel | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_: str = self.type_

        ai_level: str | Unset = UNSET
        if not isinstance(self.ai_level, Unset):
            ai_level = self.ai_level

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )
        if ai_level is not UNSET:
            field_dict["ai_level"] = ai_level

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = check_lifecycle_resigned_event_type(d.pop("type"))

        _ai_level = d.pop("ai_level", UNSET)
        ai_level: LifecycleResignedEventAiLevel | Unset
        if isinstance(_ai_level, Unset):
            ai_level = UNSET
        else:
            ai_level = check_lifecycle_resigned_event_ai_level(_ai_level)

        lifecycle_resigned_event = cls(
            seat=seat,
            type_=type_,
            ai_level=ai_level,
        )

        return lifecycle_resigned_event
