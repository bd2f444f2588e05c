from typing import Literal

AcresDraftCommandType = Literal["draft"]

ACRES_DRAFT_COMMAND_TYPE_VALUES: set[AcresDraftCommandType] = {
    "draft",
}


def check_acres_draft_command_type(value: str) -> AcresDraftCommandType:
    if value in ACRES_DRAFT_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DRAFT_COMMAND_TYPE_VALUES!r}")
