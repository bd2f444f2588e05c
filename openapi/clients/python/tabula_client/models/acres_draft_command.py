from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_draft_command_type import AcresDraftCommandType, check_acres_draft_command_type

T = TypeVar("T", bound="AcresDraftCommand")


@_attrs_define
class AcresDraftCommand:
    """Draft (AC-DRAFT).

    Example:
        {'card': 'b-bateaux', 'type': 'draft'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresDraftCommandType):  Default: 'draft'.
    """

    card: str
    type_: AcresDraftCommandType = "draft"

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

        type_ = check_acres_draft_command_type(d.pop("type"))

        acres_draft_command = cls(
            card=card,
            type_=type_,
        )

        return acres_draft_command
