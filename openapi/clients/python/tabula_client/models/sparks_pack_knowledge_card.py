from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_pack_knowledge_card_kind import SparksPackKnowledgeCardKind, check_sparks_pack_knowledge_card_kind
from ..models.sparks_pack_knowledge_card_knowledge import (
    SparksPackKnowledgeCardKnowledge,
    check_sparks_pack_knowledge_card_knowledge,
)
from ..models.sparks_pack_knowledge_card_provisional_item import (
    SparksPackKnowledgeCardProvisionalItem,
    check_sparks_pack_knowledge_card_provisional_item,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SparksPackKnowledgeCard")


@_attrs_define
class SparksPackKnowledgeCard:
    """A knowledge card (FS-KNOW-1..5).

    Attributes:
        kind (SparksPackKnowledgeCardKind): The card kind.
        knowledge (SparksPackKnowledgeCardKnowledge): Which knowledge.
        number (int): The card's number, also its rank (FS-CARD-2).
        price (int): The printed price in food value.
        provisional (list[SparksPackKnowledgeCardProvisionalItem] | Unset): The fields whose values are invented, not
            printed.
    """

    kind: SparksPackKnowledgeCardKind
    knowledge: SparksPackKnowledgeCardKnowledge
    number: int
    price: int
    provisional: list[SparksPackKnowledgeCardProvisionalItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        knowledge: str = self.knowledge

        number = self.number

        price = self.price

        provisional: list[str] | Unset = UNSET
        if not isinstance(self.provisional, Unset):
            provisional = []
            for provisional_item_data in self.provisional:
                provisional_item: str = provisional_item_data
                provisional.append(provisional_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "knowledge": knowledge,
                "number": number,
                "price": price,
            }
        )
        if provisional is not UNSET:
            field_dict["provisional"] = provisional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_sparks_pack_knowledge_card_kind(d.pop("kind"))

        knowledge = check_sparks_pack_knowledge_card_knowledge(d.pop("knowledge"))

        number = d.pop("number")

        price = d.pop("price")

        _provisional = d.pop("provisional", UNSET)
        provisional: list[SparksPackKnowledgeCardProvisionalItem] | Unset = UNSET
        if _provisional is not UNSET:
            provisional = []
            for provisional_item_data in _provisional:
                provisional_item = check_sparks_pack_knowledge_card_provisional_item(provisional_item_data)

                provisional.append(provisional_item)

        sparks_pack_knowledge_card = cls(
            kind=kind,
            knowledge=knowledge,
            number=number,
            price=price,
            provisional=provisional,
        )

        return sparks_pack_knowledge_card
