from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AcresScore")


@_attrs_define
class AcresScore:
    """One seat's score (AC-SCORE-1..3).

    Attributes:
        captured (int): Points of captured pieces.
        total (int): The sum.
        towns (int): Points of locations held with a town disc (twice their value).
        villages (int): Points of locations held with a village cube.
    """

    captured: int
    total: int
    towns: int
    villages: int

    def to_dict(self) -> dict[str, Any]:
        captured = self.captured

        total = self.total

        towns = self.towns

        villages = self.villages

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "captured": captured,
                "total": total,
                "towns": towns,
                "villages": villages,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        captured = d.pop("captured")

        total = d.pop("total")

        towns = d.pop("towns")

        villages = d.pop("villages")

        acres_score = cls(
            captured=captured,
            total=total,
            towns=towns,
            villages=villages,
        )

        return acres_score
