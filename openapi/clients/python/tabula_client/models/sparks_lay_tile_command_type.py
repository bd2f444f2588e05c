from typing import Literal

SparksLayTileCommandType = Literal["lay_tile"]

SPARKS_LAY_TILE_COMMAND_TYPE_VALUES: set[SparksLayTileCommandType] = {
    "lay_tile",
}


def check_sparks_lay_tile_command_type(value: str) -> SparksLayTileCommandType:
    if value in SPARKS_LAY_TILE_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_LAY_TILE_COMMAND_TYPE_VALUES!r}")
