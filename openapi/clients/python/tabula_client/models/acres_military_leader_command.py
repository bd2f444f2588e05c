from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_military_leader_command_siege import (
    AcresMilitaryLeaderCommandSiege,
    check_acres_military_leader_command_siege,
)
from ..models.acres_military_leader_command_type import (
    AcresMilitaryLeaderCommandType,
    check_acres_military_leader_command_type,
)

T = TypeVar("T", bound="AcresMilitaryLeaderCommand")


@_attrs_define
class AcresMilitaryLeaderCommand:
    """Free action: Military Leader (AC-REINFORCE-7).

    Example:
        {'card': 'f-military-leader', 'siege': 'british', 'type': 'military_leader'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        siege (AcresMilitaryLeaderCommandSiege): the siege, named by its attacker
        type_ (AcresMilitaryLeaderCommandType):  Default: 'military_leader'.
    """

    card: str
    siege: AcresMilitaryLeaderCommandSiege
    type_: AcresMilitaryLeaderCommandType = "military_leader"

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

        siege = check_acres_military_leader_command_siege(d.pop("siege"))

        type_ = check_acres_military_leader_command_type(d.pop("type"))

        acres_military_leader_command = cls(
            card=card,
            siege=siege,
            type_=type_,
        )

        return acres_military_leader_command
