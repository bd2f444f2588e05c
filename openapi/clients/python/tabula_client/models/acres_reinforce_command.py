from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_reinforce_command_siege import AcresReinforceCommandSiege, check_acres_reinforce_command_siege
from ..models.acres_reinforce_command_type import AcresReinforceCommandType, check_acres_reinforce_command_type

T = TypeVar("T", bound="AcresReinforceCommand")


@_attrs_define
class AcresReinforceCommand:
    """Add a card to a siege (AC-REINFORCE).

    Example:
        {'card': 'b-new-york', 'siege': 'french', 'type': 'reinforce'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        siege (AcresReinforceCommandSiege): the siege, named by its attacker
        type_ (AcresReinforceCommandType):  Default: 'reinforce'.
    """

    card: str
    siege: AcresReinforceCommandSiege
    type_: AcresReinforceCommandType = "reinforce"

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        siege: str = self.siege

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "siege": siege,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        siege = check_acres_reinforce_command_siege(d.pop("siege"))

        type_ = check_acres_reinforce_command_type(d.pop("type"))

        acres_reinforce_command = cls(
            card=card,
            siege=siege,
            type_=type_,
        )

        return acres_reinforce_command
