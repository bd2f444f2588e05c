from typing import Literal

SparksPackFormat = Literal[1]

SPARKS_PACK_FORMAT_VALUES: set[SparksPackFormat] = {
    1,
}


def check_sparks_pack_format(value: int) -> SparksPackFormat:
    if value in SPARKS_PACK_FORMAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_FORMAT_VALUES!r}")
