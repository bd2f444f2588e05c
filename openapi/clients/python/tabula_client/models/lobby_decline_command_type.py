from typing import Literal

LobbyDeclineCommandType = Literal["decline"]

LOBBY_DECLINE_COMMAND_TYPE_VALUES: set[LobbyDeclineCommandType] = {
    "decline",
}


def check_lobby_decline_command_type(value: str) -> LobbyDeclineCommandType:
    if value in LOBBY_DECLINE_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LOBBY_DECLINE_COMMAND_TYPE_VALUES!r}")
