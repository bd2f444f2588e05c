from typing import Literal

AcresTableViewPhase = Literal["actions", "after_draw", "over"]

ACRES_TABLE_VIEW_PHASE_VALUES: set[AcresTableViewPhase] = {
    "actions",
    "after_draw",
    "over",
}


def check_acres_table_view_phase(value: str) -> AcresTableViewPhase:
    if value in ACRES_TABLE_VIEW_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TABLE_VIEW_PHASE_VALUES!r}")
