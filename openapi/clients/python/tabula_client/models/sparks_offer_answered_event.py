from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_offer_answered_event_seat import (
    SparksOfferAnsweredEventSeat,
    check_sparks_offer_answered_event_seat,
)
from ..models.sparks_offer_answered_event_type import (
    SparksOfferAnsweredEventType,
    check_sparks_offer_answered_event_type,
)

T = TypeVar("T", bound="SparksOfferAnsweredEvent")


@_attrs_define
class SparksOfferAnsweredEvent:
    """A seat answered the offer.

    Attributes:
        card (int): The card on offer.
        seat (SparksOfferAnsweredEventSeat): The seat that answered.
        type_ (SparksOfferAnsweredEventType): The event type.
        wants (bool): It wants the card.
    """

    card: int
    seat: SparksOfferAnsweredEventSeat
    type_: SparksOfferAnsweredEventType
    wants: bool

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat: str = self.seat

        type_: str = self.type_

        wants = self.wants

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "type": type_,
                "wants": wants,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        seat = check_sparks_offer_answered_event_seat(d.pop("seat"))

        type_ = check_sparks_offer_answered_event_type(d.pop("type"))

        wants = d.pop("wants")

        sparks_offer_answered_event = cls(
            card=card,
            seat=seat,
            type_=type_,
            wants=wants,
        )

        return sparks_offer_answered_event
