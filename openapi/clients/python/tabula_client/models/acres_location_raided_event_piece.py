from typing import Literal

AcresLocationRaidedEventPiece = Literal["cube", "disc"]

ACRES_LOCATION_RAIDED_EVENT_PIECE_VALUES: set[AcresLocationRaidedEventPiece] = {
    "cube",
    "disc",
}


def check_acres_location_raided_event_piece(value: str) -> AcresLocationRaidedEventPiece:
    if value in ACRES_LOCATION_RAIDED_EVENT_PIECE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_RAIDED_EVENT_PIECE_VALUES!r}")
