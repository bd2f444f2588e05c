from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.feed_end_type import FeedEndType, check_feed_end_type

if TYPE_CHECKING:
    from ..models.fairness import Fairness
    from ..models.feed_end_result_type_0 import FeedEndResultType0


T = TypeVar("T", bound="FeedEnd")


@_attrs_define
class FeedEnd:
    """The game is over; the stream closes after this item.

    Attributes:
        fairness (Fairness): Whether anyone may know a hidden card or a draw of this game (docs/fairness.md). The same
            in every answer and for every caller: summary, create answer, state view, feed `view` and `end` items.
        result (FeedEndResultType0 | None): The game's result as Summary.result gives it (winner and scores, or how a
            resignation, abort or time-out ended it); a rated game's rating changes come later, from getResult.
        type_ (FeedEndType):
        version (int): The game's last version.
    """

    fairness: Fairness
    result: FeedEndResultType0 | None
    type_: FeedEndType
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.feed_end_result_type_0 import FeedEndResultType0  # noqa: PLC0415

        fairness = self.fairness.to_dict()

        result: dict[str, Any] | None
        if isinstance(self.result, FeedEndResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        type_: str = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fairness": fairness,
                "result": result,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.feed_end_result_type_0 import FeedEndResultType0  # noqa: PLC0415

        d = dict(src_dict)
        fairness = Fairness.from_dict(d.pop("fairness"))

        def _parse_result(data: object) -> FeedEndResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = FeedEndResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FeedEndResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        type_ = check_feed_end_type(d.pop("type"))

        version = d.pop("version")

        feed_end = cls(
            fairness=fairness,
            result=result,
            type_=type_,
            version=version,
        )

        return feed_end
