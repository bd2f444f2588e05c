from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProblemLimit")


@_attrs_define
class ProblemLimit:
    """The limit a rate_limited or too_many_streams problem hit (docs/limits.md).

    Attributes:
        limit (int): Its limit: requests per window, or streams open at once.
        policy (str): The policy: writes_per_token, writes_per_address or reads_per_address (rate_limited);
            streams_per_token or streams_per_address (too_many_streams).
        window_seconds (int | Unset): rate_limited only: the window the requests are counted in, in seconds.
    """

    limit: int
    policy: str
    window_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        limit = self.limit

        policy = self.policy

        window_seconds = self.window_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "limit": limit,
                "policy": policy,
            }
        )
        if window_seconds is not UNSET:
            field_dict["window_seconds"] = window_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        limit = d.pop("limit")

        policy = d.pop("policy")

        window_seconds = d.pop("window_seconds", UNSET)

        problem_limit = cls(
            limit=limit,
            policy=policy,
            window_seconds=window_seconds,
        )

        return problem_limit
