from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.feed_end_type import FeedEndType, check_feed_end_type

if TYPE_CHECKING:
    from ..models.acres_result import AcresResult
    from ..models.fairness import Fairness
    from ..models.lifecycle_result import LifecycleResult
    from ..models.sparks_result import SparksResult


T = TypeVar("T", bound="FeedEnd")


@_attrs_define
class FeedEnd:
    """The game is over; the stream closes after this item.

    Attributes:
        fairness (Fairness): Whether anyone may know a hidden card or a draw of this game (docs/fairness.md). The same
            in every answer and for every caller: summary, create answer, state view, feed `view` and `end` items.
        result (AcresResult | LifecycleResult | SparksResult): A finished game's result: the game's own (as seats that
            left amend it) or the lifecycle's (resigned, timed out, aborted, declined, expired).
        type_ (FeedEndType):
        version (int): The game's last version.
    """

    fairness: Fairness
    result: AcresResult | LifecycleResult | SparksResult
    type_: FeedEndType
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_result import AcresResult  # noqa: PLC0415
        from ..models.sparks_result import SparksResult  # noqa: PLC0415

        fairness = self.fairness.to_dict()

        result: dict[str, Any]
        if isinstance(self.result, AcresResult):
            result = self.result.to_dict()
        elif isinstance(self.result, SparksResult):
            result = self.result.to_dict()
        else:
            result = self.result.to_dict()

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
        from ..models.acres_result import AcresResult  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.lifecycle_result import LifecycleResult  # noqa: PLC0415
        from ..models.sparks_result import SparksResult  # noqa: PLC0415

        d = dict(src_dict)
        fairness = Fairness.from_dict(d.pop("fairness"))

        def _parse_result(data: object) -> AcresResult | LifecycleResult | SparksResult:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_result_type_0 = AcresResult.from_dict(data)

                return componentsschemas_game_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_result_type_1 = SparksResult.from_dict(data)

                return componentsschemas_game_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_result_type_2 = LifecycleResult.from_dict(data)

            return componentsschemas_game_result_type_2

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
