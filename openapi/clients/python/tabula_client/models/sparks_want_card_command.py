from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_want_card_command_type import SparksWantCardCommandType, check_sparks_want_card_command_type

T = TypeVar("T", bound="SparksWantCardCommand")


@_attrs_define
class SparksWantCardCommand:
    """Phase 1: you want the card on offer (FS-TECH-5).

    Example:
        {'type': 'want_card'}

    Attributes:
        type_ (SparksWantCardCommandType):  Default: 'want_card'.
    """

    type_: SparksWantCardCommandType = "want_card"

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
        type_ = check_sparks_want_card_command_type(d.pop("type"))

        sparks_want_card_command = cls(
            type_=type_,
        )

        return sparks_want_card_command
