from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_type_options import GameTypeOptions
    from ..models.game_type_seat_names import GameTypeSeatNames


T = TypeVar("T", bound="GameType")


@_attrs_define
class GameType:
    """A game this server plays: what createGame needs to know (seat counts and names, options) and its command types.

    Attributes:
        commands (list[str]): Its command types, sorted (each a model of AnyCommand; resign, abort and claim_timeout are
            every game's).
        description (str): What the game is, and what to know about its data (e.g. provisional values).
        options (GameTypeOptions): JSON Schema of the options.
        seat_names (GameTypeSeatNames): By seat count (as a string): the seats' names in order, as a game of that many
            seats names them.
        seats (list[int]): Allowed seat counts.
        title (str): The game's full name, for people.
        type_ (str): The type to give createGame (e.g. acres).
    """

    commands: list[str]
    description: str
    options: GameTypeOptions
    seat_names: GameTypeSeatNames
    seats: list[int]
    title: str
    type_: str

    def to_dict(self) -> dict[str, Any]:
        commands = self.commands

        description = self.description

        options = self.options.to_dict()

        seat_names = self.seat_names.to_dict()

        seats = self.seats

        title = self.title

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commands": commands,
                "description": description,
                "options": options,
                "seat_names": seat_names,
                "seats": seats,
                "title": title,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_type_options import GameTypeOptions  # noqa: PLC0415
        from ..models.game_type_seat_names import GameTypeSeatNames  # noqa: PLC0415

        d = dict(src_dict)
        commands = cast(list[str], d.pop("commands"))

        description = d.pop("description")

        options = GameTypeOptions.from_dict(d.pop("options"))

        seat_names = GameTypeSeatNames.from_dict(d.pop("seat_names"))

        seats = cast(list[int], d.pop("seats"))

        title = d.pop("title")

        type_ = d.pop("type")

        game_type = cls(
            commands=commands,
            description=description,
            options=options,
            seat_names=seat_names,
            seats=seats,
            title=title,
            type_=type_,
        )

        return game_type
