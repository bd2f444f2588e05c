from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_bonus_placed_event_type import SparksBonusPlacedEventType, check_sparks_bonus_placed_event_type

T = TypeVar("T", bound="SparksBonusPlacedEvent")


@_attrs_define
class SparksBonusPlacedEvent:
    """The field-crop bonus was laid on a card (FS-TECH-1).

    Attributes:
        card (int): The card carrying it.
        type_ (SparksBonusPlacedEventType): The event type.
    """

    card: int
    type_: SparksBonusPlacedEventType

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

        type_ = check_sparks_bonus_placed_event_type(d.pop("type"))

        sparks_bonus_placed_event = cls(
            card=card,
            type_=type_,
        )

        return sparks_bonus_placed_event
