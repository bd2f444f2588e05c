from typing import Literal

SparksViewHarvestField = Literal["unlimited"]

SPARKS_VIEW_HARVEST_FIELD_VALUES: set[SparksViewHarvestField] = {
    "unlimited",
}


def check_sparks_view_harvest_field(value: str) -> SparksViewHarvestField:
    if value in SPARKS_VIEW_HARVEST_FIELD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_HARVEST_FIELD_VALUES!r}")
