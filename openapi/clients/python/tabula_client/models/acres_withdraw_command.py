from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_withdraw_command_siege import AcresWithdrawCommandSiege, check_acres_withdraw_command_siege
from ..models.acres_withdraw_command_type import AcresWithdrawCommandType, check_acres_withdraw_command_type

T = TypeVar("T", bound="AcresWithdrawCommand")


@_attrs_define
class AcresWithdrawCommand:
    """Free action: withdraw (AC-WITHDRAW).

    Example:
        {'siege': 'french', 'type': 'withdraw'}

    Attributes:
        siege (AcresWithdrawCommandSiege): the siege, named by its attacker
        type_ (AcresWithdrawCommandType):  Default: 'withdraw'.
    """

    siege: AcresWithdrawCommandSiege
    type_: AcresWithdrawCommandType = "withdraw"

    def to_dict(self) -> dict[str, Any]:
        siege: str = self.siege

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "siege": siege,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        siege = check_acres_withdraw_command_siege(d.pop("siege"))

        type_ = check_acres_withdraw_command_type(d.pop("type"))

        acres_withdraw_command = cls(
            siege=siege,
            type_=type_,
        )

        return acres_withdraw_command
