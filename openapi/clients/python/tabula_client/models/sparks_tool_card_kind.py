from typing import Literal

SparksToolCardKind = Literal["tool"]

SPARKS_TOOL_CARD_KIND_VALUES: set[SparksToolCardKind] = {
    "tool",
}


def check_sparks_tool_card_kind(value: str) -> SparksToolCardKind:
    if value in SPARKS_TOOL_CARD_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_TOOL_CARD_KIND_VALUES!r}")
