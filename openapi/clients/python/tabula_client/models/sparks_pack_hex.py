from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_pack_hex_area import SparksPackHexArea, check_sparks_pack_hex_area

T = TypeVar("T", bound="SparksPackHex")


@_attrs_define
class SparksPackHex:
    """One hex of a tile: a hunting area cut into three spaces.

    Attributes:
        area (SparksPackHexArea): The hunting area.
        spaces (list[list[int]]): The three spaces, each by the two hex edges it owns.
    """

    area: SparksPackHexArea
    spaces: list[list[int]]

    def to_dict(self) -> dict[str, Any]:
        area: str = self.area

        spaces = []
        for spaces_item_data in self.spaces:
            spaces_item = spaces_item_data

            spaces.append(spaces_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "spaces": spaces,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = check_sparks_pack_hex_area(d.pop("area"))

        spaces = []
        _spaces = d.pop("spaces")
        for spaces_item_data in _spaces:
            spaces_item = cast(list[int], spaces_item_data)

            spaces.append(spaces_item)

        sparks_pack_hex = cls(
            area=area,
            spaces=spaces,
        )

        return sparks_pack_hex
