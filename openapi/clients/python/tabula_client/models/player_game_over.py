from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.player_game_over_type import PlayerGameOverType, check_player_game_over_type

if TYPE_CHECKING:
    from ..models.acres_result import AcresResult
    from ..models.lifecycle_result import LifecycleResult
    from ..models.sparks_result import SparksResult


T = TypeVar("T", bound="PlayerGameOver")


@_attrs_define
class PlayerGameOver:
    """A game of the player was scored, or ended unplayed (declined, expired).

    Attributes:
        game_id (str): The game the item is about.
        game_type (str): That game's type.
        id (str): The item's inbox id (also its SSE id): resume after it.
        result (AcresResult | LifecycleResult | None | SparksResult): The game's result (as GET /v1/games/{id}/result
            gives it); null: it ended unplayed.
        seat (str): The player's seat in it (or the seat that waits for the player).
        type_ (PlayerGameOverType):
        version (int): The game's last version.
    """

    game_id: str
    game_type: str
    id: str
    result: AcresResult | LifecycleResult | None | SparksResult
    seat: str
    type_: PlayerGameOverType
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_result import AcresResult  # noqa: PLC0415
        from ..models.lifecycle_result import LifecycleResult  # noqa: PLC0415
        from ..models.sparks_result import SparksResult  # noqa: PLC0415

        game_id = self.game_id

        game_type = self.game_type

        id = self.id

        result: dict[str, Any] | None
        if isinstance(self.result, AcresResult):
            result = self.result.to_dict()
        elif isinstance(self.result, SparksResult):
            result = self.result.to_dict()
        elif isinstance(self.result, LifecycleResult):
            result = self.result.to_dict()
        else:
            result = self.result

        seat = self.seat

        type_: str = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "id": id,
                "result": result,
                "seat": seat,
                "type": type_,
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

        game_type = d.pop("game_type")

        id = d.pop("id")

        def _parse_result(data: object) -> AcresResult | LifecycleResult | None | SparksResult:
            if data is None:
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_result_type_2 = LifecycleResult.from_dict(data)

                return componentsschemas_game_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AcresResult | LifecycleResult | None | SparksResult, data)

        result = _parse_result(d.pop("result"))

        seat = d.pop("seat")

        type_ = check_player_game_over_type(d.pop("type"))

        version = d.pop("version")

        player_game_over = cls(
            game_id=game_id,
            game_type=game_type,
            id=id,
            result=result,
            seat=seat,
            type_=type_,
            version=version,
        )

        return player_game_over
