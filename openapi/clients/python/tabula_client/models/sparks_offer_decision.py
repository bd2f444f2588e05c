from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_offer_decision_asked_item import (
    SparksOfferDecisionAskedItem,
    check_sparks_offer_decision_asked_item,
)
from ..models.sparks_offer_decision_kind import SparksOfferDecisionKind, check_sparks_offer_decision_kind
from ..models.sparks_offer_decision_offerer import SparksOfferDecisionOfferer, check_sparks_offer_decision_offerer
from ..models.sparks_offer_decision_wanting_item import (
    SparksOfferDecisionWantingItem,
    check_sparks_offer_decision_wanting_item,
)

T = TypeVar("T", bound="SparksOfferDecision")


@_attrs_define
class SparksOfferDecision:
    """Answer the card on offer: want it or decline it (FS-TECH-5).

    Attributes:
        asked (list[SparksOfferDecisionAskedItem]): The seats still to answer, in turn order; the first answers now.
        card (int): The card on offer.
        kind (SparksOfferDecisionKind): The decision.
        may_box (bool): The offerer may box the card if nobody wants it (2 players, FS-2P-9).
        offerer (SparksOfferDecisionOfferer): The seat that offered it.
        wanting (list[SparksOfferDecisionWantingItem]): The seats that said yes so far.
    """

    asked: list[SparksOfferDecisionAskedItem]
    card: int
    kind: SparksOfferDecisionKind
    may_box: bool
    offerer: SparksOfferDecisionOfferer
    wanting: list[SparksOfferDecisionWantingItem]

    def to_dict(self) -> dict[str, Any]:
        asked = []
        for asked_item_data in self.asked:
            asked_item: str = asked_item_data
            asked.append(asked_item)

        card = self.card

        kind: str = self.kind

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
                "kind": kind,
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
            asked_item = check_sparks_offer_decision_asked_item(asked_item_data)

            asked.append(asked_item)

        card = d.pop("card")

        kind = check_sparks_offer_decision_kind(d.pop("kind"))

        may_box = d.pop("may_box")

        offerer = check_sparks_offer_decision_offerer(d.pop("offerer"))

        wanting = []
        _wanting = d.pop("wanting")
        for wanting_item_data in _wanting:
            wanting_item = check_sparks_offer_decision_wanting_item(wanting_item_data)

            wanting.append(wanting_item)

        sparks_offer_decision = cls(
            asked=asked,
            card=card,
            kind=kind,
            may_box=may_box,
            offerer=offerer,
            wanting=wanting,
        )

        return sparks_offer_decision
