from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_raid_command_location import AcresRaidCommandLocation, check_acres_raid_command_location
from ..models.acres_raid_command_type import AcresRaidCommandType, check_acres_raid_command_type

T = TypeVar("T", bound="AcresRaidCommand")


@_attrs_define
class AcresRaidCommand:
    """Raid an enemy location (AC-RAID).

    Example:
        {'cards': ['f-coureurs-de-bois', 'n-native-americans-1'], 'location': 'albany', 'type': 'raid'}

    Attributes:
        cards (list[str]): card instance ids
        location (AcresRaidCommandLocation): a location id
        type_ (AcresRaidCommandType):  Default: 'raid'.
    """

    cards: list[str]
    location: AcresRaidCommandLocation
    type_: AcresRaidCommandType = "raid"

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        location: str = self.location

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "location": location,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        location = check_acres_raid_command_location(d.pop("location"))

        type_ = check_acres_raid_command_type(d.pop("type"))

        acres_raid_command = cls(
            cards=cards,
            location=location,
            type_=type_,
        )

        return acres_raid_command
