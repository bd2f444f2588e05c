from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_lay_tile_command_type import SparksLayTileCommandType, check_sparks_lay_tile_command_type

T = TypeVar("T", bound="SparksLayTileCommand")


@_attrs_define
class SparksLayTileCommand:
    """Lay the next landscape tile: hex 0 at axial (q, r), turned by `rotation` sixths (FS-SETUP-8).

    Example:
        {'q': -1, 'r': -1, 'rotation': 1, 'type': 'lay_tile'}

    Attributes:
        q (int): axial column of the board hex where the tile's hex 0 goes (the first tile: 0)
        r (int): axial row of the board hex where the tile's hex 0 goes (the first tile: 0)
        rotation (int): 0-5: sixths of a turn, counter-clockwise (tile edge k becomes board edge (k + rotation) % 6)
        type_ (SparksLayTileCommandType):  Default: 'lay_tile'.
    """

    q: int
    r: int
    rotation: int
    type_: SparksLayTileCommandType = "lay_tile"

    def to_dict(self) -> dict[str, Any]:
        q = self.q

        r = self.r

        rotation = self.rotation

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "q": q,
                "r": r,
                "rotation": rotation,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        q = d.pop("q")

        r = d.pop("r")

        rotation = d.pop("rotation")

        type_ = check_sparks_lay_tile_command_type(d.pop("type"))

        sparks_lay_tile_command = cls(
            q=q,
            r=r,
            rotation=rotation,
            type_=type_,
        )

        return sparks_lay_tile_command
