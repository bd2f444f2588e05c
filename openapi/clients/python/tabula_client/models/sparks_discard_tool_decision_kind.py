from typing import Literal

SparksDiscardToolDecisionKind = Literal["discard_tool"]

SPARKS_DISCARD_TOOL_DECISION_KIND_VALUES: set[SparksDiscardToolDecisionKind] = {
    "discard_tool",
}


def check_sparks_discard_tool_decision_kind(value: str) -> SparksDiscardToolDecisionKind:
    if value in SPARKS_DISCARD_TOOL_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DISCARD_TOOL_DECISION_KIND_VALUES!r}")
