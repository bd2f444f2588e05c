from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_location_occupied_event_seat import (
    AcresLocationOccupiedEventSeat,
    check_acres_location_occupied_event_seat,
)
from ..models.acres_location_occupied_event_type import (
    AcresLocationOccupiedEventType,
    check_acres_location_occupied_event_type,
)
from ..models.acres_optional_card_type_0 import AcresOptionalCardType0, check_acres_optional_card_type_0

T = TypeVar("T", bound="AcresLocationOccupiedEvent")


@_attrs_define
class AcresLocationOccupiedEvent:
    """The siege's winner placed a cube on the emptied location (AC-SIEGE-23..25); card is the settler card played, gained
    the location card taken (each null if none).

        Attributes:
            card (AcresOptionalCardType0 | None): A card id, or null for none.
            gained (AcresOptionalCardType0 | None): A card id, or null for none.
            location (AcresLocation): A location id of the board (data/acres.json).
            seat (AcresLocationOccupiedEventSeat): The seat the event is about (usually the one who acted).
            type_ (AcresLocationOccupiedEventType): The event type.
    """

    card: AcresOptionalCardType0 | None
    gained: AcresOptionalCardType0 | None
    location: AcresLocation
    seat: AcresLocationOccupiedEventSeat
    type_: AcresLocationOccupiedEventType

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, str):
            card = self.card
        else:
            card = self.card

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
                "card": card,
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

        def _parse_card(data: object) -> AcresOptionalCardType0 | None:
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

        card = _parse_card(d.pop("card"))

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

        seat = check_acres_location_occupied_event_seat(d.pop("seat"))

        type_ = check_acres_location_occupied_event_type(d.pop("type"))

        acres_location_occupied_event = cls(
            card=card,
            gained=gained,
            location=location,
            seat=seat,
            type_=type_,
        )

        return acres_location_occupied_event
