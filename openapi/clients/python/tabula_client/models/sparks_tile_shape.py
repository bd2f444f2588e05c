from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sparks_tile_shape_edges import SparksTileShapeEdges


T = TypeVar("T", bound="SparksTileShape")


@_attrs_define
class SparksTileShape:
    """A laid tile turned by its rotation.

    Attributes:
        edges (SparksTileShapeEdges): Per space id, the two board edges of its hex it owns, counter-clockwise.
        join (int): The board edge of hex 0 that hex 1 lies across.
    """

    edges: SparksTileShapeEdges
    join: int

    def to_dict(self) -> dict[str, Any]:
        edges = self.edges.to_dict()

        join = self.join

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "edges": edges,
                "join": join,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_tile_shape_edges import SparksTileShapeEdges  # noqa: PLC0415

        d = dict(src_dict)
        edges = SparksTileShapeEdges.from_dict(d.pop("edges"))

        join = d.pop("join")

        sparks_tile_shape = cls(
            edges=edges,
            join=join,
        )

        return sparks_tile_shape
