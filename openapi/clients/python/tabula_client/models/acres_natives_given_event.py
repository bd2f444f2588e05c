from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_natives_given_event_from import AcresNativesGivenEventFrom, check_acres_natives_given_event_from
from ..models.acres_natives_given_event_seat import AcresNativesGivenEventSeat, check_acres_natives_given_event_seat
from ..models.acres_natives_given_event_type import AcresNativesGivenEventType, check_acres_natives_given_event_type

T = TypeVar("T", bound="AcresNativesGivenEvent")


@_attrs_define
class AcresNativesGivenEvent:
    """A seat gave a Native Americans card to the demanding seat's discard pile (AC-PRIEST-2).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        from_ (AcresNativesGivenEventFrom): Where the card was.
        seat (AcresNativesGivenEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresNativesGivenEventType): The event type.
    """

    card: AcresCard
    from_: AcresNativesGivenEventFrom
    seat: AcresNativesGivenEventSeat
    type_: AcresNativesGivenEventType

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        from_: str = self.from_

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "from": from_,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_acres_card(d.pop("card"))

        from_ = check_acres_natives_given_event_from(d.pop("from"))

        seat = check_acres_natives_given_event_seat(d.pop("seat"))

        type_ = check_acres_natives_given_event_type(d.pop("type"))

        acres_natives_given_event = cls(
            card=card,
            from_=from_,
            seat=seat,
            type_=type_,
        )

        return acres_natives_given_event
