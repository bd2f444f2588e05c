from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.acres_result import AcresResult
    from ..models.lifecycle_result import LifecycleResult
    from ..models.sparks_result import SparksResult


T = TypeVar("T", bound="Result")


@_attrs_define
class Result:
    """A finished game's final scoring, stored once by the scoring job (getResult).

    Attributes:
        game_id (str): The game's id, as in /v1/games/{game_id}.
        result (AcresResult | LifecycleResult | SparksResult): A finished game's result: the game's own (as seats that
            left amend it) or the lifecycle's (resigned, timed out, aborted, declined, expired).
        scored_at (int): When the scoring job stored it, ms since the epoch, by the server's clock.
        version (int): The game's last version: the result is that of its log up to there.
    """

    game_id: str
    result: AcresResult | LifecycleResult | SparksResult
    scored_at: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_result import AcresResult  # noqa: PLC0415
        from ..models.sparks_result import SparksResult  # noqa: PLC0415

        game_id = self.game_id

        result: dict[str, Any]
        if isinstance(self.result, AcresResult):
            result = self.result.to_dict()
        elif isinstance(self.result, SparksResult):
            result = self.result.to_dict()
        else:
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
        from ..models.acres_result import AcresResult  # noqa: PLC0415
        from ..models.lifecycle_result import LifecycleResult  # noqa: PLC0415
        from ..models.sparks_result import SparksResult  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

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

        scored_at = d.pop("scored_at")

        version = d.pop("version")

        result = cls(
            game_id=game_id,
            result=result,
            scored_at=scored_at,
            version=version,
        )

        return result
