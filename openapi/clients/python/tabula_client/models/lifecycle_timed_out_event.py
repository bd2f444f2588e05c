from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lifecycle_timed_out_event_ai_level import (
    LifecycleTimedOutEventAiLevel,
    check_lifecycle_timed_out_event_ai_level,
)
from ..models.lifecycle_timed_out_event_type import LifecycleTimedOutEventType, check_lifecycle_timed_out_event_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="LifecycleTimedOutEvent")


@_attrs_define
class LifecycleTimedOutEvent:
    """LC-TIME-2, LC-CLAIM-1: a seat's time ran out.

    Attributes:
        claimed_by (None | str): The seat that claimed it; null: the server applied the deadline.
        seat (str): The seat out of time.
        type_ (LifecycleTimedOutEventType): The event type.
        ai_level (LifecycleTimedOutEventAiLevel | Unset): LC-RESIGN-2: the AI level that plays the seat out (a game of
            more than two seats).
    """

    claimed_by: None | str
    seat: str
    type_: LifecycleTimedOutEventType
    ai_level: LifecycleTimedOutEventAiLevel | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        claimed_by: None | str
        claimed_by = self.claimed_by

        seat = self.seat

        type_: str = self.type_

        ai_level: str | Unset = UNSET
        if not isinstance(self.ai_level, Unset):
            ai_level = self.ai_level

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "claimed_by": claimed_by,
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

        def _parse_claimed_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        claimed_by = _parse_claimed_by(d.pop("claimed_by"))

        seat = d.pop("seat")

        type_ = check_lifecycle_timed_out_event_type(d.pop("type"))

        _ai_level = d.pop("ai_level", UNSET)
        ai_level: LifecycleTimedOutEventAiLevel | Unset
        if isinstance(_ai_level, Unset):
            ai_level = UNSET
        else:
            ai_level = check_lifecycle_timed_out_event_ai_level(_ai_level)

        lifecycle_timed_out_event = cls(
            claimed_by=claimed_by,
            seat=seat,
            type_=type_,
            ai_level=ai_level,
        )

        return lifecycle_timed_out_event
