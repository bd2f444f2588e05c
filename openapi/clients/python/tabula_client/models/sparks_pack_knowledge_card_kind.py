from typing import Literal

SparksPackKnowledgeCardKind = Literal["knowledge"]

SPARKS_PACK_KNOWLEDGE_CARD_KIND_VALUES: set[SparksPackKnowledgeCardKind] = {
    "knowledge",
}


def check_sparks_pack_knowledge_card_kind(value: str) -> SparksPackKnowledgeCardKind:
    if value in SPARKS_PACK_KNOWLEDGE_CARD_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_KNOWLEDGE_CARD_KIND_VALUES!r}")
