from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_game_type import CreateGameType, check_create_game_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_game_options import CreateGameOptions
    from ..models.create_game_position import CreateGamePosition
    from ..models.seat_spec import SeatSpec
    from ..models.time_control import TimeControl


T = TypeVar("T", bound="CreateGame")


@_attrs_define
class CreateGame:
    """A new game (createGame): its type, its seats and who plays them, and optionally its options, time control, rating,
    seed or starting position.

        Attributes:
            seats (list[SeatSpec]): One entry per seat, in the game's seat order (each game's counts: GET /v1/games/types).
            type_ (CreateGameType): A game type from GET /v1/games/types.
            clock (TimeControl | Unset): A game's time control (docs/rules-lifecycle.md, LC-TIME-*). Out-of-range values are
                refused with invalid_time_control.
            expires_in_seconds (int | Unset): A game with open or reserved seats ends unplayed if one still waits after this
                long (default one day).
            options (CreateGameOptions | Unset): Game options.
            position (CreateGamePosition | Unset): Start from this position (the game's position format: the full state,
                every hand and the decks' contents). Its author knows every hidden card at the start, so the game is marked
                unfair (`position`); the later draws still follow the seed.
            rated (bool | Unset): Update the players' ratings with the result (docs/players.md). Only a fair game (no seed,
                position, record or sandbox) whose every seat is open, a player's or an AI's can be rated. Default: False.
            record (str | Unset): Create the game from this game record (docs/records.md; what GET /v1/games/{id}/record
                gives once a game is over): every move is replayed through the rules with the record's chance outcomes, and the
                game goes on from its end with the server's seed. `type` must be the record's game; its options (and position)
                are the record's, so leave out options, seed and position. The seats are yours to give, as in any game. Its
                author fixed what chance gave, so the game is marked unfair (`record`; never rated). A record that breaks a rule
                is refused (record_illegal, with the `line` and the `rule`).
            sandbox (bool | Unset): Let the owner token read the full state (`?full=1`: every hand and deck) while playing;
                the game is marked unfair for every seat (`sandbox`). Default: False.
            seed (str | Unset): For tests, analysis and bots' self-play: chance follows this seed, so whoever knows it can
                compute every draw and the game is marked unfair for every seat (`fairness.reasons` has `chosen_seed`; never
                rated). Never returned. Default: a secret seed of 128 random bits chosen by the server, committed to by
                `fairness.seed_sha256` and revealed once the game is over (docs/fairness.md).
    """

    seats: list[SeatSpec]
    type_: CreateGameType
    clock: TimeControl | Unset = UNSET
    expires_in_seconds: int | Unset = UNSET
    options: CreateGameOptions | Unset = UNSET
    position: CreateGamePosition | Unset = UNSET
    rated: bool | Unset = False
    record: str | Unset = UNSET
    sandbox: bool | Unset = False
    seed: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        type_: str = self.type_

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        expires_in_seconds = self.expires_in_seconds

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        position: dict[str, Any] | Unset = UNSET
        if not isinstance(self.position, Unset):
            position = self.position.to_dict()

        rated = self.rated

        record = self.record

        sandbox = self.sandbox

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "type": type_,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if expires_in_seconds is not UNSET:
            field_dict["expires_in_seconds"] = expires_in_seconds
        if options is not UNSET:
            field_dict["options"] = options
        if position is not UNSET:
            field_dict["position"] = position
        if rated is not UNSET:
            field_dict["rated"] = rated
        if record is not UNSET:
            field_dict["record"] = record
        if sandbox is not UNSET:
            field_dict["sandbox"] = sandbox
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_game_options import CreateGameOptions  # noqa: PLC0415
        from ..models.create_game_position import CreateGamePosition  # noqa: PLC0415
        from ..models.seat_spec import SeatSpec  # noqa: PLC0415
        from ..models.time_control import TimeControl  # noqa: PLC0415

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSpec.from_dict(seats_item_data)

            seats.append(seats_item)

        type_ = check_create_game_type(d.pop("type"))

        _clock = d.pop("clock", UNSET)
        clock: TimeControl | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = TimeControl.from_dict(_clock)

        expires_in_seconds = d.pop("expires_in_seconds", UNSET)

        _options = d.pop("options", UNSET)
        options: CreateGameOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateGameOptions.from_dict(_options)

        _position = d.pop("position", UNSET)
        position: CreateGamePosition | Unset
        if isinstance(_position, Unset):
            position = UNSET
        else:
            position = CreateGamePosition.from_dict(_position)

        rated = d.pop("rated", UNSET)

        record = d.pop("record", UNSET)

        sandbox = d.pop("sandbox", UNSET)

        seed = d.pop("seed", UNSET)

        create_game = cls(
            seats=seats,
            type_=type_,
            clock=clock,
            expires_in_seconds=expires_in_seconds,
            options=options,
            position=position,
            rated=rated,
            record=record,
            sandbox=sandbox,
            seed=seed,
        )

        return create_game
