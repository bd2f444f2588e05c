from typing import Literal

AcresTableViewGame = Literal["acres"]

ACRES_TABLE_VIEW_GAME_VALUES: set[AcresTableViewGame] = {
    "acres",
}


def check_acres_table_view_game(value: str) -> AcresTableViewGame:
    if value in ACRES_TABLE_VIEW_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TABLE_VIEW_GAME_VALUES!r}")
