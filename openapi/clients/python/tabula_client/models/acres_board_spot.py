from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_board_spot_owner import AcresBoardSpotOwner, check_acres_board_spot_owner
from ..models.acres_board_spot_piece import AcresBoardSpotPiece, check_acres_board_spot_piece

T = TypeVar("T", bound="AcresBoardSpot")


@_attrs_define
class AcresBoardSpot:
    """An occupied location.

    Attributes:
        fortified (bool): A fortification disc stands there.
        owner (AcresBoardSpotOwner): The seat controlling it.
        piece (AcresBoardSpotPiece): Its piece: a village cube or a town disc.
    """

    fortified: bool
    owner: AcresBoardSpotOwner
    piece: AcresBoardSpotPiece

    def to_dict(self) -> dict[str, Any]:
        fortified = self.fortified

        owner: str = self.owner

        piece: str = self.piece

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fortified": fortified,
                "owner": owner,
                "piece": piece,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fortified = d.pop("fortified")

        owner = check_acres_board_spot_owner(d.pop("owner"))

        piece = check_acres_board_spot_piece(d.pop("piece"))

        acres_board_spot = cls(
            fortified=fortified,
            owner=owner,
            piece=piece,
        )

        return acres_board_spot
