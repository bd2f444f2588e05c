from typing import Literal

SparksPackKnowledgePloughProvisionalItem = Literal["bonus_per_field"]

SPARKS_PACK_KNOWLEDGE_PLOUGH_PROVISIONAL_ITEM_VALUES: set[SparksPackKnowledgePloughProvisionalItem] = {
    "bonus_per_field",
}


def check_sparks_pack_knowledge_plough_provisional_item(value: str) -> SparksPackKnowledgePloughProvisionalItem:
    if value in SPARKS_PACK_KNOWLEDGE_PLOUGH_PROVISIONAL_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_KNOWLEDGE_PLOUGH_PROVISIONAL_ITEM_VALUES!r}"
    )
