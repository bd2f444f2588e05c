from typing import Literal

AcresBoardSpotPiece = Literal["cube", "disc"]

ACRES_BOARD_SPOT_PIECE_VALUES: set[AcresBoardSpotPiece] = {
    "cube",
    "disc",
}


def check_acres_board_spot_piece(value: str) -> AcresBoardSpotPiece:
    if value in ACRES_BOARD_SPOT_PIECE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_BOARD_SPOT_PIECE_VALUES!r}")
