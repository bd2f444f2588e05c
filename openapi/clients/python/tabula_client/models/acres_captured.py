from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AcresCaptured")


@_attrs_define
class AcresCaptured:
    """The opponent's pieces this seat has captured (AC-SCORE-2: 2 points a cube, 4 a disc).

    Attributes:
        cube (int): Village cubes captured.
        disc (int): Town discs captured.
    """

    cube: int
    disc: int

    def to_dict(self) -> dict[str, Any]:
        cube = self.cube

        disc = self.disc

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cube": cube,
                "disc": disc,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cube = d.pop("cube")

        disc = d.pop("disc")

        acres_captured = cls(
            cube=cube,
            disc=disc,
        )

        return acres_captured
