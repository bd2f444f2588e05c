from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksScore")


@_attrs_define
class SparksScore:
    """A seat's final score.

    Attributes:
        food (int): Food value left.
        members (int): Members on the board.
    """

    food: int
    members: int

    def to_dict(self) -> dict[str, Any]:
        food = self.food

        members = self.members

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "food": food,
                "members": members,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        food = d.pop("food")

        members = d.pop("members")

        sparks_score = cls(
            food=food,
            members=members,
        )

        return sparks_score
