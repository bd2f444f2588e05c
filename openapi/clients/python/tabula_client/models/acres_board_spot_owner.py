from typing import Literal

AcresBoardSpotOwner = Literal["british", "french"]

ACRES_BOARD_SPOT_OWNER_VALUES: set[AcresBoardSpotOwner] = {
    "british",
    "french",
}


def check_acres_board_spot_owner(value: str) -> AcresBoardSpotOwner:
    if value in ACRES_BOARD_SPOT_OWNER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_BOARD_SPOT_OWNER_VALUES!r}")
