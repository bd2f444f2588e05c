from typing import Literal

ListLobbyClock = Literal["correspondence", "fischer", "none"]

LIST_LOBBY_CLOCK_VALUES: set[ListLobbyClock] = {
    "correspondence",
    "fischer",
    "none",
}


def check_list_lobby_clock(value: str) -> ListLobbyClock:
    if value in LIST_LOBBY_CLOCK_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_LOBBY_CLOCK_VALUES!r}")
