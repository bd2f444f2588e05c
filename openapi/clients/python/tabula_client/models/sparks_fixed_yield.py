from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksFixedYield")


@_attrs_define
class SparksFixedYield:
    """A fixed yield.

    Attributes:
        fixed (int): Field crops per hunt.
    """

    fixed: int

    def to_dict(self) -> dict[str, Any]:
        fixed = self.fixed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fixed": fixed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fixed = d.pop("fixed")

        sparks_fixed_yield = cls(
            fixed=fixed,
        )

        return sparks_fixed_yield
