from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.feed_keep_alive_type import FeedKeepAliveType, check_feed_keep_alive_type

T = TypeVar("T", bound="FeedKeepAlive")


@_attrs_define
class FeedKeepAlive:
    """NDJSON only (SSE sends a comment line): nothing happened for `keep_alive` seconds.

    Attributes:
        type_ (FeedKeepAliveType):
    """

    type_: FeedKeepAliveType

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_feed_keep_alive_type(d.pop("type"))

        feed_keep_alive = cls(
            type_=type_,
        )

        return feed_keep_alive
