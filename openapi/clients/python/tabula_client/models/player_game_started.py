from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.player_game_started_type import PlayerGameStartedType, check_player_game_started_type

if TYPE_CHECKING:
    from ..models.player_game_started_players import PlayerGameStartedPlayers


T = TypeVar("T", bound="PlayerGameStarted")


@_attrs_define
class PlayerGameStarted:
    """A game the player is seated in has all its seats taken: it is on.

    Attributes:
        creator (None | str): The player who created it (null: no player did).
        expires_at (int | None): When its open seats stop waiting (ms since the epoch), or null.
        game_id (str): The game the item is about.
        game_type (str): That game's type.
        id (str): The item's inbox id (also its SSE id): resume after it.
        players (PlayerGameStartedPlayers): Who sits where so far: seat -> player id.
        rated (bool): The game counts for ratings.
        seat (str): The player's seat in it (or the seat that waits for the player).
        type_ (PlayerGameStartedType):
    """

    creator: None | str
    expires_at: int | None
    game_id: str
    game_type: str
    id: str
    players: PlayerGameStartedPlayers
    rated: bool
    seat: str
    type_: PlayerGameStartedType

    def to_dict(self) -> dict[str, Any]:
        creator: None | str
        creator = self.creator

        expires_at: int | None
        expires_at = self.expires_at

        game_id = self.game_id

        game_type = self.game_type

        id = self.id

        players = self.players.to_dict()

        rated = self.rated

        seat = self.seat

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "creator": creator,
                "expires_at": expires_at,
                "game_id": game_id,
                "game_type": game_type,
                "id": id,
                "players": players,
                "rated": rated,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_game_started_players import PlayerGameStartedPlayers  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_creator(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        creator = _parse_creator(d.pop("creator"))

        def _parse_expires_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        game_id = d.pop("game_id")

        game_type = d.pop("game_type")

        id = d.pop("id")

        players = PlayerGameStartedPlayers.from_dict(d.pop("players"))

        rated = d.pop("rated")

        seat = d.pop("seat")

        type_ = check_player_game_started_type(d.pop("type"))

        player_game_started = cls(
            creator=creator,
            expires_at=expires_at,
            game_id=game_id,
            game_type=game_type,
            id=id,
            players=players,
            rated=rated,
            seat=seat,
            type_=type_,
        )

        return player_game_started
