from typing import Literal

SparksPackTileMinPlayers = Literal[2, 4, 5]

SPARKS_PACK_TILE_MIN_PLAYERS_VALUES: set[SparksPackTileMinPlayers] = {
    2,
    4,
    5,
}


def check_sparks_pack_tile_min_players(value: int) -> SparksPackTileMinPlayers:
    if value in SPARKS_PACK_TILE_MIN_PLAYERS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_TILE_MIN_PLAYERS_VALUES!r}")
