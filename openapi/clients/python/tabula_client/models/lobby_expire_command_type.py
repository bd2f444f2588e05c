from typing import Literal

LobbyExpireCommandType = Literal["expire"]

LOBBY_EXPIRE_COMMAND_TYPE_VALUES: set[LobbyExpireCommandType] = {
    "expire",
}


def check_lobby_expire_command_type(value: str) -> LobbyExpireCommandType:
    if value in LOBBY_EXPIRE_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LOBBY_EXPIRE_COMMAND_TYPE_VALUES!r}")
