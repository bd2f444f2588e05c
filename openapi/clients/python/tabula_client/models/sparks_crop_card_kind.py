from typing import Literal

SparksCropCardKind = Literal["field", "herbs"]

SPARKS_CROP_CARD_KIND_VALUES: set[SparksCropCardKind] = {
    "field",
    "herbs",
}


def check_sparks_crop_card_kind(value: str) -> SparksCropCardKind:
    if value in SPARKS_CROP_CARD_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_CROP_CARD_KIND_VALUES!r}")
