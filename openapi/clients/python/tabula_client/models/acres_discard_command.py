from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_discard_command_type import AcresDiscardCommandType, check_acres_discard_command_type

T = TypeVar("T", bound="AcresDiscardCommand")


@_attrs_define
class AcresDiscardCommand:
    """Discard cards (AC-DISCARD).

    Example:
        {'cards': ['b-boston', 'b-new-haven'], 'type': 'discard'}

    Attributes:
        cards (list[str]): card instance ids
        type_ (AcresDiscardCommandType):  Default: 'discard'.
    """

    cards: list[str]
    type_: AcresDiscardCommandType = "discard"

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        type_ = check_acres_discard_command_type(d.pop("type"))

        acres_discard_command = cls(
            cards=cards,
            type_=type_,
        )

        return acres_discard_command
