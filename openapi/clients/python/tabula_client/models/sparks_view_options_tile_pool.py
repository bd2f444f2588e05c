from typing import Literal

SparksViewOptionsTilePool = Literal["marked_first", "random"]

SPARKS_VIEW_OPTIONS_TILE_POOL_VALUES: set[SparksViewOptionsTilePool] = {
    "marked_first",
    "random",
}


def check_sparks_view_options_tile_pool(value: str) -> SparksViewOptionsTilePool:
    if value in SPARKS_VIEW_OPTIONS_TILE_POOL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_OPTIONS_TILE_POOL_VALUES!r}")
