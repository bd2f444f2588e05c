from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.feed_error_code import FeedErrorCode, check_feed_error_code
from ..models.feed_error_type import FeedErrorType, check_feed_error_type

T = TypeVar("T", bound="FeedError")


@_attrs_define
class FeedError:
    """The stream failed and closes: the store became unreachable (store_unavailable), or the caller read too slowly to
    keep up (slow_consumer). Reconnect after the last version received (Last-Event-ID or ?after=).

        Attributes:
            code (FeedErrorCode): The problem's code (see Problem.code).
            detail (str): What went wrong, in words.
            status (int): The status an answer with this problem would have had.
            type_ (FeedErrorType):
    """

    code: FeedErrorCode
    detail: str
    status: int
    type_: FeedErrorType

    def to_dict(self) -> dict[str, Any]:
        code: str = self.code

        detail = self.detail

        status = self.status

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "status": status,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = check_feed_error_code(d.pop("code"))

        detail = d.pop("detail")

        status = d.pop("status")

        type_ = check_feed_error_type(d.pop("type"))

        feed_error = cls(
            code=code,
            detail=detail,
            status=status,
            type_=type_,
        )

        return feed_error
