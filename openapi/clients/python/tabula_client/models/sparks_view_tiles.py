from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksViewTiles")


@_attrs_define
class SparksViewTiles:
    """The tiles still to lay (board laid).

    Attributes:
        face_down (int): How many more lie face down.
        next_ (None | str): The next tile to lay, or null.
    """

    face_down: int
    next_: None | str

    def to_dict(self) -> dict[str, Any]:
        face_down = self.face_down

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "face_down": face_down,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face_down = d.pop("face_down")

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        sparks_view_tiles = cls(
            face_down=face_down,
            next_=next_,
        )

        return sparks_view_tiles
