from typing import Literal

SparksKnowledgeCardKind = Literal["knowledge"]

SPARKS_KNOWLEDGE_CARD_KIND_VALUES: set[SparksKnowledgeCardKind] = {
    "knowledge",
}


def check_sparks_knowledge_card_kind(value: str) -> SparksKnowledgeCardKind:
    if value in SPARKS_KNOWLEDGE_CARD_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_KNOWLEDGE_CARD_KIND_VALUES!r}")
