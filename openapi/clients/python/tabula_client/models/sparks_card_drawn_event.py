from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_card_drawn_event_type import SparksCardDrawnEventType, check_sparks_card_drawn_event_type

T = TypeVar("T", bound="SparksCardDrawnEvent")


@_attrs_define
class SparksCardDrawnEvent:
    """A card came into the market (FS-TECH-11).

    Attributes:
        card (int | None): The card; null for the reshuffle card.
        reshuffle (bool): The reshuffle card came up (FS-TECH-13).
        type_ (SparksCardDrawnEventType): The event type.
    """

    card: int | None
    reshuffle: bool
    type_: SparksCardDrawnEventType

    def to_dict(self) -> dict[str, Any]:
        card: int | None
        card = self.card

        reshuffle = self.reshuffle

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "reshuffle": reshuffle,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        card = _parse_card(d.pop("card"))

        reshuffle = d.pop("reshuffle")

        type_ = check_sparks_card_drawn_event_type(d.pop("type"))

        sparks_card_drawn_event = cls(
            card=card,
            reshuffle=reshuffle,
            type_=type_,
        )

        return sparks_card_drawn_event
