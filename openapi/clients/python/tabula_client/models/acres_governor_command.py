from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_governor_command_type import AcresGovernorCommandType, check_acres_governor_command_type

T = TypeVar("T", bound="AcresGovernorCommand")


@_attrs_define
class AcresGovernorCommand:
    """Governor (AC-GOVERNOR).

    Example:
        {'cards': ['b-bateaux', 'b-halifax'], 'governor': 'b-governor', 'type': 'governor'}

    Attributes:
        cards (list[str]): card instance ids
        governor (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresGovernorCommandType):  Default: 'governor'.
    """

    cards: list[str]
    governor: str
    type_: AcresGovernorCommandType = "governor"

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        governor = self.governor

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "governor": governor,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        governor = d.pop("governor")

        type_ = check_acres_governor_command_type(d.pop("type"))

        acres_governor_command = cls(
            cards=cards,
            governor=governor,
            type_=type_,
        )

        return acres_governor_command
