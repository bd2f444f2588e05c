from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_redraw_command_type import AcresRedrawCommandType, check_acres_redraw_command_type

T = TypeVar("T", bound="AcresRedrawCommand")


@_attrs_define
class AcresRedrawCommand:
    """Answer (french_siege_redraw, AC-VAR-5): discard this hand card and draw one.

    Example:
        {'card': 'f-montreal', 'type': 'redraw'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresRedrawCommandType):  Default: 'redraw'.
    """

    card: str
    type_: AcresRedrawCommandType = "redraw"

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

        type_ = check_acres_redraw_command_type(d.pop("type"))

        acres_redraw_command = cls(
            card=card,
            type_=type_,
        )

        return acres_redraw_command
