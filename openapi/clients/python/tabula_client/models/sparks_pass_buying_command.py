from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_pass_buying_command_type import SparksPassBuyingCommandType, check_sparks_pass_buying_command_type

T = TypeVar("T", bound="SparksPassBuyingCommand")


@_attrs_define
class SparksPassBuyingCommand:
    """Phase 1: take no card this round (FS-TECH-4).

    Example:
        {'type': 'pass_buying'}

    Attributes:
        type_ (SparksPassBuyingCommandType):  Default: 'pass_buying'.
    """

    type_: SparksPassBuyingCommandType = "pass_buying"

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
        type_ = check_sparks_pass_buying_command_type(d.pop("type"))

        sparks_pass_buying_command = cls(
            type_=type_,
        )

        return sparks_pass_buying_command
