from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_location_settled_event_seat import (
    AcresLocationSettledEventSeat,
    check_acres_location_settled_event_seat,
)
from ..models.acres_location_settled_event_type import (
    AcresLocationSettledEventType,
    check_acres_location_settled_event_type,
)
from ..models.acres_optional_card_type_0 import AcresOptionalCardType0, check_acres_optional_card_type_0

T = TypeVar("T", bound="AcresLocationSettledEvent")


@_attrs_define
class AcresLocationSettledEvent:
    """A seat settled a location (or re-settled its own to take its card back, OQ-AC-20).

    Attributes:
        cards (list[AcresCard]): The cards played (via, transport, settler), to the discard pile.
        cube (bool): A cube was placed; false for a re-settle of one's own location.
        gained (AcresOptionalCardType0 | None): A card id, or null for none.
        location (AcresLocation): A location id of the board (data/acres.json).
        seat (AcresLocationSettledEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresLocationSettledEventType): The event type.
    """

    cards: list[AcresCard]
    cube: bool
    gained: AcresOptionalCardType0 | None
    location: AcresLocation
    seat: AcresLocationSettledEventSeat
    type_: AcresLocationSettledEventType

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item: str = cards_item_data
            cards.append(cards_item)

        cube = self.cube

        gained: None | str
        if isinstance(self.gained, str):
            gained = self.gained
        else:
            gained = self.gained

        location: str = self.location

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "cube": cube,
                "gained": gained,
                "location": location,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = check_acres_card(cards_item_data)

            cards.append(cards_item)

        cube = d.pop("cube")

        def _parse_gained(data: object) -> AcresOptionalCardType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_acres_optional_card_type_0 = check_acres_optional_card_type_0(data)

                return componentsschemas_acres_optional_card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AcresOptionalCardType0 | None, data)

        gained = _parse_gained(d.pop("gained"))

        location = check_acres_location(d.pop("location"))

        seat = check_acres_location_settled_event_seat(d.pop("seat"))

        type_ = check_acres_location_settled_event_type(d.pop("type"))

        acres_location_settled_event = cls(
            cards=cards,
            cube=cube,
            gained=gained,
            location=location,
            seat=seat,
            type_=type_,
        )

        return acres_location_settled_event
