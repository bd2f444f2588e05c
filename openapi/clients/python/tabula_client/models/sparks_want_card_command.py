from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_want_card_command_type import SparksWantCardCommandType

T = TypeVar("T", bound="SparksWantCardCommand")


@_attrs_define
class SparksWantCardCommand:
    """
    Attributes:
        type_ (SparksWantCardCommandType):  Default: SparksWantCardCommandType.WANT_CARD.
    """

    type_: SparksWantCardCommandType = SparksWantCardCommandType.WANT_CARD

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

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
        type_ = SparksWantCardCommandType(d.pop("type"))

        sparks_want_card_command = cls(
            type_=type_,
        )

        return sparks_want_card_command
