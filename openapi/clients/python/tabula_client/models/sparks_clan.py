from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksClan")


@_attrs_define
class SparksClan:
    """A clan on the board.

    Attributes:
        members (list[str]): The spaces of its members, sorted.
        size (int): How many members.
    """

    members: list[str]
    size: int

    def to_dict(self) -> dict[str, Any]:
        members = self.members

        size = self.size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "members": members,
                "size": size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        members = cast(list[str], d.pop("members"))

        size = d.pop("size")

        sparks_clan = cls(
            members=members,
            size=size,
        )

        return sparks_clan
