from typing import Literal

SparksPackTileProvisionalItem = Literal["hexes", "id", "join", "min_players", "mountains"]

SPARKS_PACK_TILE_PROVISIONAL_ITEM_VALUES: set[SparksPackTileProvisionalItem] = {
    "hexes",
    "id",
    "join",
    "min_players",
    "mountains",
}


def check_sparks_pack_tile_provisional_item(value: str) -> SparksPackTileProvisionalItem:
    if value in SPARKS_PACK_TILE_PROVISIONAL_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_TILE_PROVISIONAL_ITEM_VALUES!r}")
