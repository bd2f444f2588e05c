from typing import Literal

SparksPackKnowledgeCardKnowledge = Literal["fire", "intelligence", "language", "plough", "transport_sled"]

SPARKS_PACK_KNOWLEDGE_CARD_KNOWLEDGE_VALUES: set[SparksPackKnowledgeCardKnowledge] = {
    "fire",
    "intelligence",
    "language",
    "plough",
    "transport_sled",
}


def check_sparks_pack_knowledge_card_knowledge(value: str) -> SparksPackKnowledgeCardKnowledge:
    if value in SPARKS_PACK_KNOWLEDGE_CARD_KNOWLEDGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_KNOWLEDGE_CARD_KNOWLEDGE_VALUES!r}")
