from typing import Literal

SparksNeutralGrewEventClan = Literal["neutral"]

SPARKS_NEUTRAL_GREW_EVENT_CLAN_VALUES: set[SparksNeutralGrewEventClan] = {
    "neutral",
}


def check_sparks_neutral_grew_event_clan(value: str) -> SparksNeutralGrewEventClan:
    if value in SPARKS_NEUTRAL_GREW_EVENT_CLAN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_NEUTRAL_GREW_EVENT_CLAN_VALUES!r}")
