from typing import Literal

LobbyJoinCommandType = Literal["join"]

LOBBY_JOIN_COMMAND_TYPE_VALUES: set[LobbyJoinCommandType] = {
    "join",
}


def check_lobby_join_command_type(value: str) -> LobbyJoinCommandType:
    if value in LOBBY_JOIN_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LOBBY_JOIN_COMMAND_TYPE_VALUES!r}")
