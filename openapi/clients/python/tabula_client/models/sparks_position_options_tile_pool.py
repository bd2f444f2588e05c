from typing import Literal

SparksPositionOptionsTilePool = Literal["marked_first", "random"]

SPARKS_POSITION_OPTIONS_TILE_POOL_VALUES: set[SparksPositionOptionsTilePool] = {
    "marked_first",
    "random",
}


def check_sparks_position_options_tile_pool(value: str) -> SparksPositionOptionsTilePool:
    if value in SPARKS_POSITION_OPTIONS_TILE_POOL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_OPTIONS_TILE_POOL_VALUES!r}")
