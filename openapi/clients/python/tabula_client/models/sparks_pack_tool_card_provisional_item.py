from typing import Literal

SparksPackToolCardProvisionalItem = Literal["food", "kind", "price", "yield"]

SPARKS_PACK_TOOL_CARD_PROVISIONAL_ITEM_VALUES: set[SparksPackToolCardProvisionalItem] = {
    "food",
    "kind",
    "price",
    "yield",
}


def check_sparks_pack_tool_card_provisional_item(value: str) -> SparksPackToolCardProvisionalItem:
    if value in SPARKS_PACK_TOOL_CARD_PROVISIONAL_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_TOOL_CARD_PROVISIONAL_ITEM_VALUES!r}")
