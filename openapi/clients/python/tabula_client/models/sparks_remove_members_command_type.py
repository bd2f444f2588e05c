from typing import Literal

SparksRemoveMembersCommandType = Literal["remove_members"]

SPARKS_REMOVE_MEMBERS_COMMAND_TYPE_VALUES: set[SparksRemoveMembersCommandType] = {
    "remove_members",
}


def check_sparks_remove_members_command_type(value: str) -> SparksRemoveMembersCommandType:
    if value in SPARKS_REMOVE_MEMBERS_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_REMOVE_MEMBERS_COMMAND_TYPE_VALUES!r}")
