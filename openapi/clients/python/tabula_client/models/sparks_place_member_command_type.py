from typing import Literal

SparksPlaceMemberCommandType = Literal["place_member"]

SPARKS_PLACE_MEMBER_COMMAND_TYPE_VALUES: set[SparksPlaceMemberCommandType] = {
    "place_member",
}


def check_sparks_place_member_command_type(value: str) -> SparksPlaceMemberCommandType:
    if value in SPARKS_PLACE_MEMBER_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PLACE_MEMBER_COMMAND_TYPE_VALUES!r}")
