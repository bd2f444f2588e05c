from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lifecycle_expired_event_type import LifecycleExpiredEventType, check_lifecycle_expired_event_type

T = TypeVar("T", bound="LifecycleExpiredEvent")


@_attrs_define
class LifecycleExpiredEvent:
    """Nobody took the open seats in time: the game ends unplayed.

    Attributes:
        seat (None | str): Always null: no seat did it.
        type_ (LifecycleExpiredEventType): The event type.
    """

    seat: None | str
    type_: LifecycleExpiredEventType

    def to_dict(self) -> dict[str, Any]:
        seat: None | str
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

        def _parse_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat = _parse_seat(d.pop("seat"))

        type_ = check_lifecycle_expired_event_type(d.pop("type"))

        lifecycle_expired_event = cls(
            seat=seat,
            type_=type_,
        )

        return lifecycle_expired_event
