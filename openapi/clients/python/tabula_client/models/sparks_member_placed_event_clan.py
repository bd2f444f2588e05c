from typing import Literal

SparksMemberPlacedEventClan = Literal["blue", "green", "neutral", "purple", "red", "white", "yellow"]

SPARKS_MEMBER_PLACED_EVENT_CLAN_VALUES: set[SparksMemberPlacedEventClan] = {
    "blue",
    "green",
    "neutral",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_member_placed_event_clan(value: str) -> SparksMemberPlacedEventClan:
    if value in SPARKS_MEMBER_PLACED_EVENT_CLAN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_MEMBER_PLACED_EVENT_CLAN_VALUES!r}")
