from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JoinBody")


@_attrs_define
class JoinBody:
    """Which seat a registered player takes in a game with open seats (joinGame); `{}` takes the default one.

    Attributes:
        seat (str | Unset): The seat to take (default: the one reserved for the caller, else the first open one).
    """

    seat: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat", UNSET)

        join_body = cls(
            seat=seat,
        )

        return join_body
