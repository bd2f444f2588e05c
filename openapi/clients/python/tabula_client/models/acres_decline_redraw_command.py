from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_decline_redraw_command_type import (
    AcresDeclineRedrawCommandType,
    check_acres_decline_redraw_command_type,
)

T = TypeVar("T", bound="AcresDeclineRedrawCommand")


@_attrs_define
class AcresDeclineRedrawCommand:
    """Answer (french_siege_redraw, AC-VAR-5): keep the hand as it is.

    Example:
        {'type': 'decline_redraw'}

    Attributes:
        type_ (AcresDeclineRedrawCommandType):  Default: 'decline_redraw'.
    """

    type_: AcresDeclineRedrawCommandType = "decline_redraw"

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_acres_decline_redraw_command_type(d.pop("type"))

        acres_decline_redraw_command = cls(
            type_=type_,
        )

        return acres_decline_redraw_command
