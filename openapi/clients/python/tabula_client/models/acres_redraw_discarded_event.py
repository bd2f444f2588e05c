from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_redraw_discarded_event_seat import (
    AcresRedrawDiscardedEventSeat,
    check_acres_redraw_discarded_event_seat,
)
from ..models.acres_redraw_discarded_event_type import (
    AcresRedrawDiscardedEventType,
    check_acres_redraw_discarded_event_type,
)

T = TypeVar("T", bound="AcresRedrawDiscardedEvent")


@_attrs_define
class AcresRedrawDiscardedEvent:
    """The French discarded a hand card after a siege won at their check; a draw follows (AC-VAR-5).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        seat (AcresRedrawDiscardedEventSeat): The seat the event is about (usually the one who acted).
        type_ (AcresRedrawDiscardedEventType): The event type.
    """

    card: AcresCard
    seat: AcresRedrawDiscardedEventSeat
    type_: AcresRedrawDiscardedEventType

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        seat: str = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_acres_card(d.pop("card"))

        seat = check_acres_redraw_discarded_event_seat(d.pop("seat"))

        type_ = check_acres_redraw_discarded_event_type(d.pop("type"))

        acres_redraw_discarded_event = cls(
            card=card,
            seat=seat,
            type_=type_,
        )

        return acres_redraw_discarded_event
