from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.acres_result import AcresResult
    from ..models.lifecycle_result import LifecycleResult
    from ..models.sparks_result import SparksResult


T = TypeVar("T", bound="PlayerGame")


@_attrs_define
class PlayerGame:
    """A game of a player, in its profile: where the player sits and how it stands.

    Attributes:
        game_id (str): The game's id, as in /v1/games/{game_id}.
        rated (bool): The game counts for ratings.
        seat (None | str): The player's seat; null: it holds none in this game (e.g. a challenge not accepted yet).
        status (str): open (a seat still waits), active or over.
        type_ (str): The game's type (GET /v1/games/types lists them).
        updated_at (int): The game's last change, ms since the epoch, by the server's clock.
        result (AcresResult | LifecycleResult | None | SparksResult | Unset): The result once the game is over (null
            before).
    """

    game_id: str
    rated: bool
    seat: None | str
    status: str
    type_: str
    updated_at: int
    result: AcresResult | LifecycleResult | None | SparksResult | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_result import AcresResult  # noqa: PLC0415
        from ..models.lifecycle_result import LifecycleResult  # noqa: PLC0415
        from ..models.sparks_result import SparksResult  # noqa: PLC0415

        game_id = self.game_id

        rated = self.rated

        seat: None | str
        seat = self.seat

        status = self.status

        type_ = self.type_

        updated_at = self.updated_at

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, AcresResult):
            result = self.result.to_dict()
        elif isinstance(self.result, SparksResult):
            result = self.result.to_dict()
        elif isinstance(self.result, LifecycleResult):
            result = self.result.to_dict()
        else:
            result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "rated": rated,
                "seat": seat,
                "status": status,
                "type": type_,
                "updated_at": updated_at,
            }
        )
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_result import AcresResult  # noqa: PLC0415
        from ..models.lifecycle_result import LifecycleResult  # noqa: PLC0415
        from ..models.sparks_result import SparksResult  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        rated = d.pop("rated")

        def _parse_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat = _parse_seat(d.pop("seat"))

        status = d.pop("status")

        type_ = d.pop("type")

        updated_at = d.pop("updated_at")

        def _parse_result(data: object) -> AcresResult | LifecycleResult | None | SparksResult | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
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
            return cast(AcresResult | LifecycleResult | None | SparksResult | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        player_game = cls(
            game_id=game_id,
            rated=rated,
            seat=seat,
            status=status,
            type_=type_,
            updated_at=updated_at,
            result=result,
        )

        return player_game
