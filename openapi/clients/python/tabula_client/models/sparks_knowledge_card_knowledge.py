from typing import Literal

SparksKnowledgeCardKnowledge = Literal["fire", "intelligence", "language", "plough", "transport_sled"]

SPARKS_KNOWLEDGE_CARD_KNOWLEDGE_VALUES: set[SparksKnowledgeCardKnowledge] = {
    "fire",
    "intelligence",
    "language",
    "plough",
    "transport_sled",
}


def check_sparks_knowledge_card_knowledge(value: str) -> SparksKnowledgeCardKnowledge:
    if value in SPARKS_KNOWLEDGE_CARD_KNOWLEDGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_KNOWLEDGE_CARD_KNOWLEDGE_VALUES!r}")
