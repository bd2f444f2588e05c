from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_offer_card_command_type import SparksOfferCardCommandType, check_sparks_offer_card_command_type

T = TypeVar("T", bound="SparksOfferCardCommand")


@_attrs_define
class SparksOfferCardCommand:
    """Phase 1: offer a card of the current market (FS-TECH-3).

    Example:
        {'card': 7, 'type': 'offer_card'}

    Attributes:
        card (int): a card number
        type_ (SparksOfferCardCommandType):  Default: 'offer_card'.
    """

    card: int
    type_: SparksOfferCardCommandType = "offer_card"

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

        type_ = check_sparks_offer_card_command_type(d.pop("type"))

        sparks_offer_card_command = cls(
            card=card,
            type_=type_,
        )

        return sparks_offer_card_command
