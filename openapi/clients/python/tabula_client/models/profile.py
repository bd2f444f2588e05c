from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player_game import PlayerGame
    from ..models.profile_ratings import ProfileRatings


T = TypeVar("T", bound="Profile")


@_attrs_define
class Profile:
    """A registered player as anybody may see it (getPlayer, getMe): its ratings and latest games, never its token.

    Attributes:
        bot (bool): The player said at registration it is a program.
        created_at (int): When the player registered, ms since the epoch, by the server's clock.
        games (list[PlayerGame]): The latest games.
        name (str): The name as registered (its case kept).
        player_id (str): The player's id: its name in lower case.
        ratings (ProfileRatings): By game type, for the types the player has rated games of.
        revoked (bool): The player's token was revoked: it plays no more.
    """

    bot: bool
    created_at: int
    games: list[PlayerGame]
    name: str
    player_id: str
    ratings: ProfileRatings
    revoked: bool

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        created_at = self.created_at

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        name = self.name

        player_id = self.player_id

        ratings = self.ratings.to_dict()

        revoked = self.revoked

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "created_at": created_at,
                "games": games,
                "name": name,
                "player_id": player_id,
                "ratings": ratings,
                "revoked": revoked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_game import PlayerGame  # noqa: PLC0415
        from ..models.profile_ratings import ProfileRatings  # noqa: PLC0415

        d = dict(src_dict)
        bot = d.pop("bot")

        created_at = d.pop("created_at")

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = PlayerGame.from_dict(games_item_data)

            games.append(games_item)

        name = d.pop("name")

        player_id = d.pop("player_id")

        ratings = ProfileRatings.from_dict(d.pop("ratings"))

        revoked = d.pop("revoked")

        profile = cls(
            bot=bot,
            created_at=created_at,
            games=games,
            name=name,
            player_id=player_id,
            ratings=ratings,
            revoked=revoked,
        )

        return profile
