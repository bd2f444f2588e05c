from typing import Literal

SparksPackCropCardKind = Literal["field", "herbs"]

SPARKS_PACK_CROP_CARD_KIND_VALUES: set[SparksPackCropCardKind] = {
    "field",
    "herbs",
}


def check_sparks_pack_crop_card_kind(value: str) -> SparksPackCropCardKind:
    if value in SPARKS_PACK_CROP_CARD_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_CROP_CARD_KIND_VALUES!r}")
