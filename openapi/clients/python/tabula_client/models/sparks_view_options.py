from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_view_options_board import SparksViewOptionsBoard, check_sparks_view_options_board
from ..models.sparks_view_options_tile_pool import SparksViewOptionsTilePool, check_sparks_view_options_tile_pool
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sparks_placement import SparksPlacement


T = TypeVar("T", bound="SparksViewOptions")


@_attrs_define
class SparksViewOptions:
    """The options in force.

    Attributes:
        board (SparksViewOptionsBoard): How the board is built: a random layout, or laid by the players.
        pack (str): The data pack's name.
        pack_hash (str): The data pack's hash.
        pack_provisional (bool): The pack holds invented values.
        tile_pool (SparksViewOptionsTilePool): Which tiles are drawn (OQ-FS-3).
        layout (list[SparksPlacement] | Unset): The given layout (only when one was given).
    """

    board: SparksViewOptionsBoard
    pack: str
    pack_hash: str
    pack_provisional: bool
    tile_pool: SparksViewOptionsTilePool
    layout: list[SparksPlacement] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        board: str = self.board

        pack = self.pack

        pack_hash = self.pack_hash

        pack_provisional = self.pack_provisional

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
                "pack": pack,
                "pack_hash": pack_hash,
                "pack_provisional": pack_provisional,
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
        board = check_sparks_view_options_board(d.pop("board"))

        pack = d.pop("pack")

        pack_hash = d.pop("pack_hash")

        pack_provisional = d.pop("pack_provisional")

        tile_pool = check_sparks_view_options_tile_pool(d.pop("tile_pool"))

        _layout = d.pop("layout", UNSET)
        layout: list[SparksPlacement] | Unset = UNSET
        if _layout is not UNSET:
            layout = []
            for layout_item_data in _layout:
                layout_item = SparksPlacement.from_dict(layout_item_data)

                layout.append(layout_item)

        sparks_view_options = cls(
            board=board,
            pack=pack,
            pack_hash=pack_hash,
            pack_provisional=pack_provisional,
            tile_pool=tile_pool,
            layout=layout,
        )

        return sparks_view_options
