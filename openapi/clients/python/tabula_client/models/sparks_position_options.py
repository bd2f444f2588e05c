from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_position_options_board import SparksPositionOptionsBoard, check_sparks_position_options_board
from ..models.sparks_position_options_tile_pool import (
    SparksPositionOptionsTilePool,
    check_sparks_position_options_tile_pool,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sparks_placement import SparksPlacement


T = TypeVar("T", bound="SparksPositionOptions")


@_attrs_define
class SparksPositionOptions:
    """The board options.

    Attributes:
        board (SparksPositionOptionsBoard): How the board is built.
        tile_pool (SparksPositionOptionsTilePool): Which tiles are drawn (OQ-FS-3).
        layout (list[SparksPlacement] | Unset): The given layout (only when one was given).
    """

    board: SparksPositionOptionsBoard
    tile_pool: SparksPositionOptionsTilePool
    layout: list[SparksPlacement] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        board: str = self.board

        tile_pool: str = self.tile_pool

        layout: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.layout, Unset):
            layout = []
            for layout_item_data in self.layout:
                layout_item = layout_item_data.to_dict()
                layout.append(layout_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "tile_pool": tile_pool,
            }
        )
        if layout is not UNSET:
            field_dict["layout"] = layout

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_placement import SparksPlacement  # noqa: PLC0415

        d = dict(src_dict)
        board = check_sparks_position_options_board(d.pop("board"))

        tile_pool = check_sparks_position_options_tile_pool(d.pop("tile_pool"))

        _layout = d.pop("layout", UNSET)
        layout: list[SparksPlacement] | Unset = UNSET
        if _layout is not UNSET:
            layout = []
            for layout_item_data in _layout:
                layout_item = SparksPlacement.from_dict(layout_item_data)

                layout.append(layout_item)

        sparks_position_options = cls(
            board=board,
            tile_pool=tile_pool,
            layout=layout,
        )

        return sparks_position_options
