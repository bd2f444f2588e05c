from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_card_offered_event_asked_item import (
    SparksCardOfferedEventAskedItem,
    check_sparks_card_offered_event_asked_item,
)
from ..models.sparks_card_offered_event_seat import SparksCardOfferedEventSeat, check_sparks_card_offered_event_seat
from ..models.sparks_card_offered_event_type import SparksCardOfferedEventType, check_sparks_card_offered_event_type

T = TypeVar("T", bound="SparksCardOfferedEvent")


@_attrs_define
class SparksCardOfferedEvent:
    """A card was offered (FS-TECH-3).

    Attributes:
        asked (list[SparksCardOfferedEventAskedItem]): The seats that will answer, in turn order.
        card (int): The card.
        may_box (bool): The offerer may box it if nobody wants it (FS-2P-9).
        seat (SparksCardOfferedEventSeat): The offerer.
        type_ (SparksCardOfferedEventType): The event type.
    """

    asked: list[SparksCardOfferedEventAskedItem]
    card: int
    may_box: bool
    seat: SparksCardOfferedEventSeat
    type_: SparksCardOfferedEventType

    def to_dict(self) -> dict[str, Any]:
        asked = []
        for asked_item_data in self.asked:
            asked_item: str = asked_item_data
            asked.append(asked_item)

        card = self.card

        may_box = self.may_box

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asked": asked,
                "card": card,
                "may_box": may_box,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asked = []
        _asked = d.pop("asked")
        for asked_item_data in _asked:
            asked_item = check_sparks_card_offered_event_asked_item(asked_item_data)

            asked.append(asked_item)

        card = d.pop("card")

        may_box = d.pop("may_box")

        seat = check_sparks_card_offered_event_seat(d.pop("seat"))

        type_ = check_sparks_card_offered_event_type(d.pop("type"))

        sparks_card_offered_event = cls(
            asked=asked,
            card=card,
            may_box=may_box,
            seat=seat,
            type_=type_,
        )

        return sparks_card_offered_event
