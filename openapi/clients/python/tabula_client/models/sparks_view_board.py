from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sparks_placement import SparksPlacement
    from ..models.sparks_view_board_areas import SparksViewBoardAreas
    from ..models.sparks_view_board_shapes import SparksViewBoardShapes
    from ..models.sparks_view_board_spaces import SparksViewBoardSpaces


T = TypeVar("T", bound="SparksViewBoard")


@_attrs_define
class SparksViewBoard:
    """The laid tiles and the board they make.

    Attributes:
        areas (SparksViewBoardAreas): Each hunting area's type, keyed by area id <tile>.<hex>.
        layout (list[SparksPlacement]): The placements, in laying order.
        shapes (SparksViewBoardShapes): Each laid tile's shape as it lies, keyed by tile id.
        spaces (SparksViewBoardSpaces): Each space, keyed by space id.
    """

    areas: SparksViewBoardAreas
    layout: list[SparksPlacement]
    shapes: SparksViewBoardShapes
    spaces: SparksViewBoardSpaces

    def to_dict(self) -> dict[str, Any]:
        areas = self.areas.to_dict()

        layout = []
        for layout_item_data in self.layout:
            layout_item = layout_item_data.to_dict()
            layout.append(layout_item)

        shapes = self.shapes.to_dict()

        spaces = self.spaces.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "areas": areas,
                "layout": layout,
                "shapes": shapes,
                "spaces": spaces,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_placement import SparksPlacement  # noqa: PLC0415
        from ..models.sparks_view_board_areas import SparksViewBoardAreas  # noqa: PLC0415
        from ..models.sparks_view_board_shapes import SparksViewBoardShapes  # noqa: PLC0415
        from ..models.sparks_view_board_spaces import SparksViewBoardSpaces  # noqa: PLC0415

        d = dict(src_dict)
        areas = SparksViewBoardAreas.from_dict(d.pop("areas"))

        layout = []
        _layout = d.pop("layout")
        for layout_item_data in _layout:
            layout_item = SparksPlacement.from_dict(layout_item_data)

            layout.append(layout_item)

        shapes = SparksViewBoardShapes.from_dict(d.pop("shapes"))

        spaces = SparksViewBoardSpaces.from_dict(d.pop("spaces"))

        sparks_view_board = cls(
            areas=areas,
            layout=layout,
            shapes=shapes,
            spaces=spaces,
        )

        return sparks_view_board
