from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_tile_laid_event_seat import SparksTileLaidEventSeat, check_sparks_tile_laid_event_seat
from ..models.sparks_tile_laid_event_type import SparksTileLaidEventType, check_sparks_tile_laid_event_type

T = TypeVar("T", bound="SparksTileLaidEvent")


@_attrs_define
class SparksTileLaidEvent:
    """A tile was laid (FS-SETUP-8).

    Attributes:
        next_tile (None | str): The tile now shown next, or null.
        q (int): The axial column of hex 0.
        r (int): The axial row of hex 0.
        rotation (int): Sixths of a turn, counter-clockwise.
        seat (SparksTileLaidEventSeat): The seat that laid it.
        tile (str): The tile.
        type_ (SparksTileLaidEventType): The event type.
    """

    next_tile: None | str
    q: int
    r: int
    rotation: int
    seat: SparksTileLaidEventSeat
    tile: str
    type_: SparksTileLaidEventType

    def to_dict(self) -> dict[str, Any]:
        next_tile: None | str
        next_tile = self.next_tile

        q = self.q

        r = self.r

        rotation = self.rotation

        seat: str = self.seat

        tile = self.tile

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "next_tile": next_tile,
                "q": q,
                "r": r,
                "rotation": rotation,
                "seat": seat,
                "tile": tile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_next_tile(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_tile = _parse_next_tile(d.pop("next_tile"))

        q = d.pop("q")

        r = d.pop("r")

        rotation = d.pop("rotation")

        seat = check_sparks_tile_laid_event_seat(d.pop("seat"))

        tile = d.pop("tile")

        type_ = check_sparks_tile_laid_event_type(d.pop("type"))

        sparks_tile_laid_event = cls(
            next_tile=next_tile,
            q=q,
            r=r,
            rotation=rotation,
            seat=seat,
            tile=tile,
            type_=type_,
        )

        return sparks_tile_laid_event
