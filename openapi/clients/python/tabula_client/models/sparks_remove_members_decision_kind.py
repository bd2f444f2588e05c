from typing import Literal

SparksRemoveMembersDecisionKind = Literal["remove_members"]

SPARKS_REMOVE_MEMBERS_DECISION_KIND_VALUES: set[SparksRemoveMembersDecisionKind] = {
    "remove_members",
}


def check_sparks_remove_members_decision_kind(value: str) -> SparksRemoveMembersDecisionKind:
    if value in SPARKS_REMOVE_MEMBERS_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_REMOVE_MEMBERS_DECISION_KIND_VALUES!r}")
