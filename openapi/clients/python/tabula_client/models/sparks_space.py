from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksSpace")


@_attrs_define
class SparksSpace:
    """A space of the board.

    Attributes:
        adjacent (list[str]): The spaces it touches, sorted.
        area (str): The area id it belongs to.
        mountain (list[str]): The adjacent spaces across a mountain (FS-EXPAND-6), sorted.
    """

    adjacent: list[str]
    area: str
    mountain: list[str]

    def to_dict(self) -> dict[str, Any]:
        adjacent = self.adjacent

        area = self.area

        mountain = self.mountain

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "adjacent": adjacent,
                "area": area,
                "mountain": mountain,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adjacent = cast(list[str], d.pop("adjacent"))

        area = d.pop("area")

        mountain = cast(list[str], d.pop("mountain"))

        sparks_space = cls(
            adjacent=adjacent,
            area=area,
            mountain=mountain,
        )

        return sparks_space
