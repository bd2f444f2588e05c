from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_pack_knowledge_plough_provisional_item import (
    SparksPackKnowledgePloughProvisionalItem,
    check_sparks_pack_knowledge_plough_provisional_item,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SparksPackKnowledgePlough")


@_attrs_define
class SparksPackKnowledgePlough:
    """The plough (#18, FS-KNOW-2).

    Attributes:
        bonus_per_field (int): Extra field crops per field card owned.
        provisional (list[SparksPackKnowledgePloughProvisionalItem] | Unset): The fields whose values are invented, not
            printed.
    """

    bonus_per_field: int
    provisional: list[SparksPackKnowledgePloughProvisionalItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bonus_per_field = self.bonus_per_field

        provisional: list[str] | Unset = UNSET
        if not isinstance(self.provisional, Unset):
            provisional = []
            for provisional_item_data in self.provisional:
                provisional_item: str = provisional_item_data
                provisional.append(provisional_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus_per_field": bonus_per_field,
            }
        )
        if provisional is not UNSET:
            field_dict["provisional"] = provisional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus_per_field = d.pop("bonus_per_field")

        _provisional = d.pop("provisional", UNSET)
        provisional: list[SparksPackKnowledgePloughProvisionalItem] | Unset = UNSET
        if _provisional is not UNSET:
            provisional = []
            for provisional_item_data in _provisional:
                provisional_item = check_sparks_pack_knowledge_plough_provisional_item(provisional_item_data)

                provisional.append(provisional_item)

        sparks_pack_knowledge_plough = cls(
            bonus_per_field=bonus_per_field,
            provisional=provisional,
        )

        return sparks_pack_knowledge_plough
