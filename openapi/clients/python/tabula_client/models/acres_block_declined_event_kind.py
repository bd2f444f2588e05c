from typing import Literal

AcresBlockDeclinedEventKind = Literal["ambush", "raid"]

ACRES_BLOCK_DECLINED_EVENT_KIND_VALUES: set[AcresBlockDeclinedEventKind] = {
    "ambush",
    "raid",
}


def check_acres_block_declined_event_kind(value: str) -> AcresBlockDeclinedEventKind:
    if value in ACRES_BLOCK_DECLINED_EVENT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_BLOCK_DECLINED_EVENT_KIND_VALUES!r}")
