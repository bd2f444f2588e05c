from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.result_result import ResultResult


T = TypeVar("T", bound="Result")


@_attrs_define
class Result:
    """
    Attributes:
        game_id (str):
        result (ResultResult):
        scored_at (int):
        version (int):
    """

    game_id: str
    result: ResultResult
    scored_at: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        result = self.result.to_dict()

        scored_at = self.scored_at

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "result": result,
                "scored_at": scored_at,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_result import ResultResult  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        result = ResultResult.from_dict(d.pop("result"))

        scored_at = d.pop("scored_at")

        version = d.pop("version")

        result = cls(
            game_id=game_id,
            result=result,
            scored_at=scored_at,
            version=version,
        )

        return result
