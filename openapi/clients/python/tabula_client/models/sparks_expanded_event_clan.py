from typing import Literal

SparksExpandedEventClan = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_EXPANDED_EVENT_CLAN_VALUES: set[SparksExpandedEventClan] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_expanded_event_clan(value: str) -> SparksExpandedEventClan:
    if value in SPARKS_EXPANDED_EVENT_CLAN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_EXPANDED_EVENT_CLAN_VALUES!r}")
