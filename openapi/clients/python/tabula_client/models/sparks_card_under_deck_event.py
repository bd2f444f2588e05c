from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_card_under_deck_event_type import (
    SparksCardUnderDeckEventType,
    check_sparks_card_under_deck_event_type,
)

T = TypeVar("T", bound="SparksCardUnderDeckEvent")


@_attrs_define
class SparksCardUnderDeckEvent:
    """The highest market card went under the deck (FS-BUREAU-7).

    Attributes:
        card (int): The card.
        type_ (SparksCardUnderDeckEventType): The event type.
    """

    card: int
    type_: SparksCardUnderDeckEventType

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = check_sparks_card_under_deck_event_type(d.pop("type"))

        sparks_card_under_deck_event = cls(
            card=card,
            type_=type_,
        )

        return sparks_card_under_deck_event
