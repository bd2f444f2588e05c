from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lifecycle_declined_event_type import LifecycleDeclinedEventType, check_lifecycle_declined_event_type

T = TypeVar("T", bound="LifecycleDeclinedEvent")


@_attrs_define
class LifecycleDeclinedEvent:
    """A challenged player declined: the game ends unplayed.

    Attributes:
        player (str): The player's id.
        seat (str): The seat reserved for the player.
        type_ (LifecycleDeclinedEventType): The event type.
    """

    player: str
    seat: str
    type_: LifecycleDeclinedEventType

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

        type_ = check_lifecycle_declined_event_type(d.pop("type"))

        lifecycle_declined_event = cls(
            player=player,
            seat=seat,
            type_=type_,
        )

        return lifecycle_declined_event
