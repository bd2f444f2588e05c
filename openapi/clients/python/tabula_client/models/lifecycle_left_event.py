from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lifecycle_left_event_type import LifecycleLeftEventType, check_lifecycle_left_event_type

T = TypeVar("T", bound="LifecycleLeftEvent")


@_attrs_define
class LifecycleLeftEvent:
    """A player left its seat before the start: it waits for a player again.

    Attributes:
        player (str): The player's id.
        seat (str): The seat left.
        type_ (LifecycleLeftEventType): The event type.
    """

    player: str
    seat: str
    type_: LifecycleLeftEventType

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        seat = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        seat = d.pop("seat")

        type_ = check_lifecycle_left_event_type(d.pop("type"))

        lifecycle_left_event = cls(
            player=player,
            seat=seat,
            type_=type_,
        )

        return lifecycle_left_event
