from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.player_game_over_type import PlayerGameOverType, check_player_game_over_type

if TYPE_CHECKING:
    from ..models.player_game_over_result_type_0 import PlayerGameOverResultType0


T = TypeVar("T", bound="PlayerGameOver")


@_attrs_define
class PlayerGameOver:
    """A game of the player was scored, or ended unplayed (declined, expired).

    Attributes:
        game_id (str): The game the item is about.
        game_type (str): That game's type.
        id (str): The item's inbox id (also its SSE id): resume after it.
        result (None | PlayerGameOverResultType0): The game's result (as GET /v1/games/{id}/result gives it).
        seat (str): The player's seat in it (or the seat that waits for the player).
        type_ (PlayerGameOverType):
        version (int): The game's last version.
    """

    game_id: str
    game_type: str
    id: str
    result: None | PlayerGameOverResultType0
    seat: str
    type_: PlayerGameOverType
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.player_game_over_result_type_0 import PlayerGameOverResultType0  # noqa: PLC0415

        game_id = self.game_id

        game_type = self.game_type

        id = self.id

        result: dict[str, Any] | None
        if isinstance(self.result, PlayerGameOverResultType0):
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
        from ..models.player_game_over_result_type_0 import PlayerGameOverResultType0  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        game_type = d.pop("game_type")

        id = d.pop("id")

        def _parse_result(data: object) -> None | PlayerGameOverResultType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = PlayerGameOverResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlayerGameOverResultType0, data)

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
