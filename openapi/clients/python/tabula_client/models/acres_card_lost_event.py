from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_card_lost_event_from import AcresCardLostEventFrom, check_acres_card_lost_event_from
from ..models.acres_card_lost_event_seat import AcresCardLostEventSeat, check_acres_card_lost_event_seat
from ..models.acres_card_lost_event_to import AcresCardLostEventTo, check_acres_card_lost_event_to
from ..models.acres_card_lost_event_type import AcresCardLostEventType, check_acres_card_lost_event_type

T = TypeVar("T", bound="AcresCardLostEvent")


@_attrs_define
class AcresCardLostEvent:
    """After an ambush a card left the seat for good (AC-AMBUSH-3).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        from_ (AcresCardLostEventFrom): Where the card was.
        seat (AcresCardLostEventSeat): The seat the event is about (usually the one who acted).
        to (AcresCardLostEventTo): Where it went.
        type_ (AcresCardLostEventType): The event type.
    """

    card: AcresCard
    from_: AcresCardLostEventFrom
    seat: AcresCardLostEventSeat
    to: AcresCardLostEventTo
    type_: AcresCardLostEventType

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        from_: str = self.from_

        seat: str = self.seat

        to: str = self.to

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "from": from_,
                "seat": seat,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_acres_card(d.pop("card"))

        from_ = check_acres_card_lost_event_from(d.pop("from"))

        seat = check_acres_card_lost_event_seat(d.pop("seat"))

        to = check_acres_card_lost_event_to(d.pop("to"))

        type_ = check_acres_card_lost_event_type(d.pop("type"))

        acres_card_lost_event = cls(
            card=card,
            from_=from_,
            seat=seat,
            to=to,
            type_=type_,
        )

        return acres_card_lost_event
