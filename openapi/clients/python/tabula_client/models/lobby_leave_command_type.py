from typing import Literal

LobbyLeaveCommandType = Literal["leave"]

LOBBY_LEAVE_COMMAND_TYPE_VALUES: set[LobbyLeaveCommandType] = {
    "leave",
}


def check_lobby_leave_command_type(value: str) -> LobbyLeaveCommandType:
    if value in LOBBY_LEAVE_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LOBBY_LEAVE_COMMAND_TYPE_VALUES!r}")
