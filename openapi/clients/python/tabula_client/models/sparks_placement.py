from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksPlacement")


@_attrs_define
class SparksPlacement:
    """A tile laid on the board.

    Attributes:
        q (int): The axial column of its hex 0.
        r (int): The axial row of its hex 0.
        rotation (int): Sixths of a turn, counter-clockwise.
        tile (str): The tile id.
    """

    q: int
    r: int
    rotation: int
    tile: str

    def to_dict(self) -> dict[str, Any]:
        q = self.q

        r = self.r

        rotation = self.rotation

        tile = self.tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "q": q,
                "r": r,
                "rotation": rotation,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        q = d.pop("q")

        r = d.pop("r")

        rotation = d.pop("rotation")

        tile = d.pop("tile")

        sparks_placement = cls(
            q=q,
            r=r,
            rotation=rotation,
            tile=tile,
        )

        return sparks_placement
