from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_siege_card_returned_event_seat import (
    AcresSiegeCardReturnedEventSeat,
    check_acres_siege_card_returned_event_seat,
)
from ..models.acres_siege_card_returned_event_siege import (
    AcresSiegeCardReturnedEventSiege,
    check_acres_siege_card_returned_event_siege,
)
from ..models.acres_siege_card_returned_event_to import (
    AcresSiegeCardReturnedEventTo,
    check_acres_siege_card_returned_event_to,
)
from ..models.acres_siege_card_returned_event_type import (
    AcresSiegeCardReturnedEventType,
    check_acres_siege_card_returned_event_type,
)

T = TypeVar("T", bound="AcresSiegeCardReturnedEvent")


@_attrs_define
class AcresSiegeCardReturnedEvent:
    """The loser's empire card left the siege (AC-SIEGE-30).

    Attributes:
        card (AcresCard): A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).
        chosen (bool): The loser chose it (a siege_loss answer); else it was the only candidate.
        seat (AcresSiegeCardReturnedEventSeat): The seat the event is about (usually the one who acted).
        siege (AcresSiegeCardReturnedEventSiege): The siege, named by its attacker.
        to (AcresSiegeCardReturnedEventTo): Where it went.
        type_ (AcresSiegeCardReturnedEventType): The event type.
    """

    card: AcresCard
    chosen: bool
    seat: AcresSiegeCardReturnedEventSeat
    siege: AcresSiegeCardReturnedEventSiege
    to: AcresSiegeCardReturnedEventTo
    type_: AcresSiegeCardReturnedEventType

    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        chosen = self.chosen

        seat: str = self.seat

        siege: str = self.siege

        to: str = self.to

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "chosen": chosen,
                "seat": seat,
                "siege": siege,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_acres_card(d.pop("card"))

        chosen = d.pop("chosen")

        seat = check_acres_siege_card_returned_event_seat(d.pop("seat"))

        siege = check_acres_siege_card_returned_event_siege(d.pop("siege"))

        to = check_acres_siege_card_returned_event_to(d.pop("to"))

        type_ = check_acres_siege_card_returned_event_type(d.pop("type"))

        acres_siege_card_returned_event = cls(
            card=card,
            chosen=chosen,
            seat=seat,
            siege=siege,
            to=to,
            type_=type_,
        )

        return acres_siege_card_returned_event
