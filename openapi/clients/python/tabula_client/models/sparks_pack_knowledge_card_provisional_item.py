from typing import Literal

SparksPackKnowledgeCardProvisionalItem = Literal["kind", "knowledge", "price"]

SPARKS_PACK_KNOWLEDGE_CARD_PROVISIONAL_ITEM_VALUES: set[SparksPackKnowledgeCardProvisionalItem] = {
    "kind",
    "knowledge",
    "price",
}


def check_sparks_pack_knowledge_card_provisional_item(value: str) -> SparksPackKnowledgeCardProvisionalItem:
    if value in SPARKS_PACK_KNOWLEDGE_CARD_PROVISIONAL_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_KNOWLEDGE_CARD_PROVISIONAL_ITEM_VALUES!r}"
    )
