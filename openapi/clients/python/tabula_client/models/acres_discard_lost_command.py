from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_discard_lost_command_type import AcresDiscardLostCommandType, check_acres_discard_lost_command_type

T = TypeVar("T", bound="AcresDiscardLostCommand")


@_attrs_define
class AcresDiscardLostCommand:
    """Free action: discard the card of a location you lost (option free_lost_discard, AC-VAR-17).

    Example:
        {'card': 'b-halifax', 'type': 'discard_lost'}

    Attributes:
        card (str): a card instance id, e.g. b-regular-infantry-3
        type_ (AcresDiscardLostCommandType):  Default: 'discard_lost'.
    """

    card: str
    type_: AcresDiscardLostCommandType = "discard_lost"

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

        type_ = check_acres_discard_lost_command_type(d.pop("type"))

        acres_discard_lost_command = cls(
            card=card,
            type_=type_,
        )

        return acres_discard_lost_command
