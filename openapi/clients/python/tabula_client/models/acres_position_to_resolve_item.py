from typing import Literal

AcresPositionToResolveItem = Literal["british", "french"]

ACRES_POSITION_TO_RESOLVE_ITEM_VALUES: set[AcresPositionToResolveItem] = {
    "british",
    "french",
}


def check_acres_position_to_resolve_item(value: str) -> AcresPositionToResolveItem:
    if value in ACRES_POSITION_TO_RESOLVE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_POSITION_TO_RESOLVE_ITEM_VALUES!r}")
