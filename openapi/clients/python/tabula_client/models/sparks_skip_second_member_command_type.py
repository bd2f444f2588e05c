from typing import Literal

SparksSkipSecondMemberCommandType = Literal["skip_second_member"]

SPARKS_SKIP_SECOND_MEMBER_COMMAND_TYPE_VALUES: set[SparksSkipSecondMemberCommandType] = {
    "skip_second_member",
}


def check_sparks_skip_second_member_command_type(value: str) -> SparksSkipSecondMemberCommandType:
    if value in SPARKS_SKIP_SECOND_MEMBER_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_SKIP_SECOND_MEMBER_COMMAND_TYPE_VALUES!r}")
