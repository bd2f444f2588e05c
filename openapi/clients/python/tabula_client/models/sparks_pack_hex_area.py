from typing import Literal

SparksPackHexArea = Literal["berry_bush", "forest", "lake", "valley"]

SPARKS_PACK_HEX_AREA_VALUES: set[SparksPackHexArea] = {
    "berry_bush",
    "forest",
    "lake",
    "valley",
}


def check_sparks_pack_hex_area(value: str) -> SparksPackHexArea:
    if value in SPARKS_PACK_HEX_AREA_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_HEX_AREA_VALUES!r}")
