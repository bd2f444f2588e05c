from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.result_result import ResultResult


T = TypeVar("T", bound="Result")


@_attrs_define
class Result:
    """A finished game's final scoring, stored once by the scoring job (getResult).

    Attributes:
        game_id (str): The game's id, as in /v1/games/{game_id}.
        result (ResultResult): The game's result (its winner or ranking and scores, the way each game reports them; how
            a resigned, aborted or timed-out game ended), and in a rated game `ratings`: each player's change.
        scored_at (int): When the scoring job stored it, ms since the epoch, by the server's clock.
        version (int): The game's last version: the result is that of its log up to there.
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
