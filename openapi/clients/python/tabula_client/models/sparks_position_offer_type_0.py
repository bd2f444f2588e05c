from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_position_offer_type_0_asked_item import (
    SparksPositionOfferType0AskedItem,
    check_sparks_position_offer_type_0_asked_item,
)
from ..models.sparks_position_offer_type_0_offerer import (
    SparksPositionOfferType0Offerer,
    check_sparks_position_offer_type_0_offerer,
)
from ..models.sparks_position_offer_type_0_wanting_item import (
    SparksPositionOfferType0WantingItem,
    check_sparks_position_offer_type_0_wanting_item,
)

T = TypeVar("T", bound="SparksPositionOfferType0")


@_attrs_define
class SparksPositionOfferType0:
    """The card on offer, or null.

    Attributes:
        asked (list[SparksPositionOfferType0AskedItem]): The seats still to answer, in turn order; the first answers
            now.
        card (int): The card on offer.
        may_box (bool): The offerer may box the card if nobody wants it (2 players, FS-2P-9).
        offerer (SparksPositionOfferType0Offerer): The seat that offered it.
        wanting (list[SparksPositionOfferType0WantingItem]): The seats that said yes so far.
    """

    asked: list[SparksPositionOfferType0AskedItem]
    card: int
    may_box: bool
    offerer: SparksPositionOfferType0Offerer
    wanting: list[SparksPositionOfferType0WantingItem]

    def to_dict(self) -> dict[str, Any]:
        asked = []
        for asked_item_data in self.asked:
            asked_item: str = asked_item_data
            asked.append(asked_item)

        card = self.card

        may_box = self.may_box

        offerer: str = self.offerer

        wanting = []
        for wanting_item_data in self.wanting:
            wanting_item: str = wanting_item_data
            wanting.append(wanting_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asked": asked,
                "card": card,
                "may_box": may_box,
                "offerer": offerer,
                "wanting": wanting,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asked = []
        _asked = d.pop("asked")
        for asked_item_data in _asked:
            asked_item = check_sparks_position_offer_type_0_asked_item(asked_item_data)

            asked.append(asked_item)

        card = d.pop("card")

        may_box = d.pop("may_box")

        offerer = check_sparks_position_offer_type_0_offerer(d.pop("offerer"))

        wanting = []
        _wanting = d.pop("wanting")
        for wanting_item_data in _wanting:
            wanting_item = check_sparks_position_offer_type_0_wanting_item(wanting_item_data)

            wanting.append(wanting_item)

        sparks_position_offer_type_0 = cls(
            asked=asked,
            card=card,
            may_box=may_box,
            offerer=offerer,
            wanting=wanting,
        )

        return sparks_position_offer_type_0
