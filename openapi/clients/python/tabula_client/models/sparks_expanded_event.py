from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_expanded_event_clan import SparksExpandedEventClan, check_sparks_expanded_event_clan
from ..models.sparks_expanded_event_seat import SparksExpandedEventSeat, check_sparks_expanded_event_seat
from ..models.sparks_expanded_event_type import SparksExpandedEventType, check_sparks_expanded_event_type

T = TypeVar("T", bound="SparksExpandedEvent")


@_attrs_define
class SparksExpandedEvent:
    """A clan expanded (FS-EXPAND).

    Attributes:
        clan (SparksExpandedEventClan): The clan: the seat's own.
        cost (int): Food paid.
        seat (SparksExpandedEventSeat): The seat.
        size (int): The clan's new size.
        spaces (list[str]): Spaces placed, in order.
        type_ (SparksExpandedEventType): The event type.
    """

    clan: SparksExpandedEventClan
    cost: int
    seat: SparksExpandedEventSeat
    size: int
    spaces: list[str]
    type_: SparksExpandedEventType

    def to_dict(self) -> dict[str, Any]:
        clan: str = self.clan

        cost = self.cost

        seat: str = self.seat

        size = self.size

        spaces = self.spaces

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clan": clan,
                "cost": cost,
                "seat": seat,
                "size": size,
                "spaces": spaces,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        clan = check_sparks_expanded_event_clan(d.pop("clan"))

        cost = d.pop("cost")

        seat = check_sparks_expanded_event_seat(d.pop("seat"))

        size = d.pop("size")

        spaces = cast(list[str], d.pop("spaces"))

        type_ = check_sparks_expanded_event_type(d.pop("type"))

        sparks_expanded_event = cls(
            clan=clan,
            cost=cost,
            seat=seat,
            size=size,
            spaces=spaces,
            type_=type_,
        )

        return sparks_expanded_event
