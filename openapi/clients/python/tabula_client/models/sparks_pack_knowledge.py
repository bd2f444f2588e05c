from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sparks_pack_knowledge_plough import SparksPackKnowledgePlough


T = TypeVar("T", bound="SparksPackKnowledge")


@_attrs_define
class SparksPackKnowledge:
    """Values printed on knowledge cards.

    Attributes:
        plough (SparksPackKnowledgePlough): The plough (#18, FS-KNOW-2).
    """

    plough: SparksPackKnowledgePlough

    def to_dict(self) -> dict[str, Any]:
        plough = self.plough.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plough": plough,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_pack_knowledge_plough import SparksPackKnowledgePlough  # noqa: PLC0415

        d = dict(src_dict)
        plough = SparksPackKnowledgePlough.from_dict(d.pop("plough"))

        sparks_pack_knowledge = cls(
            plough=plough,
        )

        return sparks_pack_knowledge
