from typing import Literal

SparksPackToolCardKind = Literal["tool"]

SPARKS_PACK_TOOL_CARD_KIND_VALUES: set[SparksPackToolCardKind] = {
    "tool",
}


def check_sparks_pack_tool_card_kind(value: str) -> SparksPackToolCardKind:
    if value in SPARKS_PACK_TOOL_CARD_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PACK_TOOL_CARD_KIND_VALUES!r}")
