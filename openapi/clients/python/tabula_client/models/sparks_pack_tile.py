from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_pack_tile_min_players import SparksPackTileMinPlayers, check_sparks_pack_tile_min_players
from ..models.sparks_pack_tile_provisional_item import (
    SparksPackTileProvisionalItem,
    check_sparks_pack_tile_provisional_item,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sparks_pack_hex import SparksPackHex


T = TypeVar("T", bound="SparksPackTile")


@_attrs_define
class SparksPackTile:
    """A landscape tile: two hexes, each one hunting area.

    Attributes:
        hexes (list[SparksPackHex]): Hex 0 and hex 1.
        id (str): The tile's id, unique in the pack.
        join (int): The edge of hex 0 that hex 1 lies across.
        min_players (SparksPackTileMinPlayers): The fewest players it is used with (4 and 5: the marked tiles).
        mountains (list[list[str]]): The borders a mountain lies on (FS-EXPAND-6).
        provisional (list[SparksPackTileProvisionalItem] | Unset): The fields whose values are invented, not printed.
    """

    hexes: list[SparksPackHex]
    id: str
    join: int
    min_players: SparksPackTileMinPlayers
    mountains: list[list[str]]
    provisional: list[SparksPackTileProvisionalItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data.to_dict()
            hexes.append(hexes_item)

        id = self.id

        join = self.join

        min_players: int = self.min_players

        mountains = []
        for mountains_item_data in self.mountains:
            mountains_item = mountains_item_data

            mountains.append(mountains_item)

        provisional: list[str] | Unset = UNSET
        if not isinstance(self.provisional, Unset):
            provisional = []
            for provisional_item_data in self.provisional:
                provisional_item: str = provisional_item_data
                provisional.append(provisional_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hexes": hexes,
                "id": id,
                "join": join,
                "min_players": min_players,
                "mountains": mountains,
            }
        )
        if provisional is not UNSET:
            field_dict["provisional"] = provisional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_pack_hex import SparksPackHex  # noqa: PLC0415

        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in _hexes:
            hexes_item = SparksPackHex.from_dict(hexes_item_data)

            hexes.append(hexes_item)

        id = d.pop("id")

        join = d.pop("join")

        min_players = check_sparks_pack_tile_min_players(d.pop("min_players"))

        mountains = []
        _mountains = d.pop("mountains")
        for mountains_item_data in _mountains:
            mountains_item = cast(list[str], mountains_item_data)

            mountains.append(mountains_item)

        _provisional = d.pop("provisional", UNSET)
        provisional: list[SparksPackTileProvisionalItem] | Unset = UNSET
        if _provisional is not UNSET:
            provisional = []
            for provisional_item_data in _provisional:
                provisional_item = check_sparks_pack_tile_provisional_item(provisional_item_data)

                provisional.append(provisional_item)

        sparks_pack_tile = cls(
            hexes=hexes,
            id=id,
            join=join,
            min_players=min_players,
            mountains=mountains,
            provisional=provisional,
        )

        return sparks_pack_tile
