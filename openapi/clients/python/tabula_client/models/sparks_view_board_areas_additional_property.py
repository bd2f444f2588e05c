from typing import Literal

SparksViewBoardAreasAdditionalProperty = Literal["berry_bush", "forest", "lake", "valley"]

SPARKS_VIEW_BOARD_AREAS_ADDITIONAL_PROPERTY_VALUES: set[SparksViewBoardAreasAdditionalProperty] = {
    "berry_bush",
    "forest",
    "lake",
    "valley",
}


def check_sparks_view_board_areas_additional_property(value: str) -> SparksViewBoardAreasAdditionalProperty:
    if value in SPARKS_VIEW_BOARD_AREAS_ADDITIONAL_PROPERTY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_BOARD_AREAS_ADDITIONAL_PROPERTY_VALUES!r}"
    )
