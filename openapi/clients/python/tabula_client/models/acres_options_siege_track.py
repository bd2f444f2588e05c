from typing import Literal

AcresOptionsSiegeTrack = Literal["clamp", "unclamped"]

ACRES_OPTIONS_SIEGE_TRACK_VALUES: set[AcresOptionsSiegeTrack] = {
    "clamp",
    "unclamped",
}


def check_acres_options_siege_track(value: str) -> AcresOptionsSiegeTrack:
    if value in ACRES_OPTIONS_SIEGE_TRACK_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OPTIONS_SIEGE_TRACK_VALUES!r}")
