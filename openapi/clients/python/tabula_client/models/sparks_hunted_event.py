from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_hunted_event_seat import SparksHuntedEventSeat, check_sparks_hunted_event_seat
from ..models.sparks_hunted_event_type import SparksHuntedEventType, check_sparks_hunted_event_type

if TYPE_CHECKING:
    from ..models.sparks_take import SparksTake


T = TypeVar("T", bound="SparksHuntedEvent")


@_attrs_define
class SparksHuntedEvent:
    """A clan hunted (FS-HUNT).

    Attributes:
        seat (SparksHuntedEventSeat): The hunter.
        takes (list[SparksTake]): Per card that gave or was used: Herbs and fields first, then the tools.
        type_ (SparksHuntedEventType): The event type.
    """

    seat: SparksHuntedEventSeat
    takes: list[SparksTake]
    type_: SparksHuntedEventType

    def to_dict(self) -> dict[str, Any]:
        seat: str = self.seat

        takes = []
        for takes_item_data in self.takes:
            takes_item = takes_item_data.to_dict()
            takes.append(takes_item)

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "takes": takes,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_take import SparksTake  # noqa: PLC0415

        d = dict(src_dict)
        seat = check_sparks_hunted_event_seat(d.pop("seat"))

        takes = []
        _takes = d.pop("takes")
        for takes_item_data in _takes:
            takes_item = SparksTake.from_dict(takes_item_data)

            takes.append(takes_item)

        type_ = check_sparks_hunted_event_type(d.pop("type"))

        sparks_hunted_event = cls(
            seat=seat,
            takes=takes,
            type_=type_,
        )

        return sparks_hunted_event
