from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ProblemLimitExceeded")


@_attrs_define
class ProblemLimitExceeded:
    """The input limit an input_too_large problem hit (api/bounds.py, docs/limits.md).

    Attributes:
        limit (str): Which: depth (nesting), values (in the whole body), members (of one array or object), string_length
            or integer (its magnitude).
        max_ (int): The limit's value.
        pointer (str): Where in the body, as a JSON pointer ("": the body itself).
    """

    limit: str
    max_: int
    pointer: str

    def to_dict(self) -> dict[str, Any]:
        limit = self.limit

        max_ = self.max_

        pointer = self.pointer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "limit": limit,
                "max": max_,
                "pointer": pointer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        limit = d.pop("limit")

        max_ = d.pop("max")

        pointer = d.pop("pointer")

        problem_limit_exceeded = cls(
            limit=limit,
            max_=max_,
            pointer=pointer,
        )

        return problem_limit_exceeded
