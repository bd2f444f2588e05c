from typing import Literal

AcresLocationAbandonedEventPiece = Literal["cube", "disc"]

ACRES_LOCATION_ABANDONED_EVENT_PIECE_VALUES: set[AcresLocationAbandonedEventPiece] = {
    "cube",
    "disc",
}


def check_acres_location_abandoned_event_piece(value: str) -> AcresLocationAbandonedEventPiece:
    if value in ACRES_LOCATION_ABANDONED_EVENT_PIECE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOCATION_ABANDONED_EVENT_PIECE_VALUES!r}")
