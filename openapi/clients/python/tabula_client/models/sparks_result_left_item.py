from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_result_left_item_how import SparksResultLeftItemHow, check_sparks_result_left_item_how

T = TypeVar("T", bound="SparksResultLeftItem")


@_attrs_define
class SparksResultLeftItem:
    """A seat that left.

    Attributes:
        how (SparksResultLeftItemHow): How it left.
        seat (str): The seat.
    """

    how: SparksResultLeftItemHow
    seat: str

    def to_dict(self) -> dict[str, Any]:
        how: str = self.how

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "how": how,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        how = check_sparks_result_left_item_how(d.pop("how"))

        seat = d.pop("seat")

        sparks_result_left_item = cls(
            how=how,
            seat=seat,
        )

        return sparks_result_left_item
