from typing import Literal

ListGamesType = Literal["acres", "sparks"]

LIST_GAMES_TYPE_VALUES: set[ListGamesType] = {
    "acres",
    "sparks",
}


def check_list_games_type(value: str) -> ListGamesType:
    if value in LIST_GAMES_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_GAMES_TYPE_VALUES!r}")
