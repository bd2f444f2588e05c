from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_knowledge_card_kind import SparksKnowledgeCardKind, check_sparks_knowledge_card_kind
from ..models.sparks_knowledge_card_knowledge import SparksKnowledgeCardKnowledge, check_sparks_knowledge_card_knowledge

T = TypeVar("T", bound="SparksKnowledgeCard")


@_attrs_define
class SparksKnowledgeCard:
    """A knowledge card (FS-KNOW-1..5).

    Attributes:
        kind (SparksKnowledgeCardKind): The card kind.
        knowledge (SparksKnowledgeCardKnowledge): Which knowledge.
        number (int): The card's number, also its rank (FS-CARD-2).
        price (int): The printed price in food value.
    """

    kind: SparksKnowledgeCardKind
    knowledge: SparksKnowledgeCardKnowledge
    number: int
    price: int

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        knowledge: str = self.knowledge

        number = self.number

        price = self.price

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "knowledge": knowledge,
                "number": number,
                "price": price,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_sparks_knowledge_card_kind(d.pop("kind"))

        knowledge = check_sparks_knowledge_card_knowledge(d.pop("knowledge"))

        number = d.pop("number")

        price = d.pop("price")

        sparks_knowledge_card = cls(
            kind=kind,
            knowledge=knowledge,
            number=number,
            price=price,
        )

        return sparks_knowledge_card
