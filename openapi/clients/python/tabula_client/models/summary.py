from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.summary_status import SummaryStatus, check_summary_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.acres_result import AcresResult
    from ..models.clock import Clock
    from ..models.fairness import Fairness
    from ..models.lifecycle_result import LifecycleResult
    from ..models.seat_out import SeatOut
    from ..models.sparks_result import SparksResult
    from ..models.summary_options import SummaryOptions


T = TypeVar("T", bound="Summary")


@_attrs_define
class Summary:
    """A game at a glance, as anybody may see it (getGame, the lists): its seats, status, version, who is to act, its clock
    and result, without the position.

        Attributes:
            created_at (int): ms since the epoch
            fairness (Fairness): Whether anyone may know a hidden card or a draw of this game (docs/fairness.md). The same
                in every answer and for every caller: summary, create answer, state view, feed `view` and `end` items.
            game_id (str): The game's id, as in /v1/games/{game_id}.
            options (SummaryOptions): The options given at creation ({}: the game's defaults); GameType.options is their
                schema.
            rated (bool): The result updates the players' ratings.
            seats (list[SeatOut]): Every seat, in the game's order (no tokens).
            status (SummaryStatus): open: a seat waits for a player (nobody acts until every seat is taken); active; over.
            to_act (list[str]): The seats the game waits for now, sorted: several at once in a simultaneous turn; empty
                while a seat is still open and once the game is over.
            type_ (str): The game's type (GET /v1/games/types lists them).
            updated_at (int): When the last entry was appended (creation, if none), ms since the epoch, by the server's
                clock.
            version (int): The game's version: how many entries its log has (0 at creation; setup events are no entry). Send
                it as expected_version with a command decided on this answer.
            clock (Clock | None | Unset): The time control and each seat's time now (null: no time control).
            expires_at (int | None | Unset): An open game ends unplayed at this time (ms since the epoch) if a seat still
                waits.
            result (AcresResult | LifecycleResult | None | SparksResult | Unset): The result once the game is over (null
                before).
    """

    created_at: int
    fairness: Fairness
    game_id: str
    options: SummaryOptions
    rated: bool
    seats: list[SeatOut]
    status: SummaryStatus
    to_act: list[str]
    type_: str
    updated_at: int
    version: int
    clock: Clock | None | Unset = UNSET
    expires_at: int | None | Unset = UNSET
    result: AcresResult | LifecycleResult | None | SparksResult | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_result import AcresResult  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.lifecycle_result import LifecycleResult  # noqa: PLC0415
        from ..models.sparks_result import SparksResult  # noqa: PLC0415

        created_at = self.created_at

        fairness = self.fairness.to_dict()

        game_id = self.game_id

        options = self.options.to_dict()

        rated = self.rated

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status: str = self.status

        to_act = self.to_act

        type_ = self.type_

        updated_at = self.updated_at

        version = self.version

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        expires_at: int | None | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

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
                "created_at": created_at,
                "fairness": fairness,
                "game_id": game_id,
                "options": options,
                "rated": rated,
                "seats": seats,
                "status": status,
                "to_act": to_act,
                "type": type_,
                "updated_at": updated_at,
                "version": version,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_result import AcresResult  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.lifecycle_result import LifecycleResult  # noqa: PLC0415
        from ..models.seat_out import SeatOut  # noqa: PLC0415
        from ..models.sparks_result import SparksResult  # noqa: PLC0415
        from ..models.summary_options import SummaryOptions  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        fairness = Fairness.from_dict(d.pop("fairness"))

        game_id = d.pop("game_id")

        options = SummaryOptions.from_dict(d.pop("options"))

        rated = d.pop("rated")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatOut.from_dict(seats_item_data)

            seats.append(seats_item)

        status = check_summary_status(d.pop("status"))

        to_act = cast(list[str], d.pop("to_act"))

        type_ = d.pop("type")

        updated_at = d.pop("updated_at")

        version = d.pop("version")

        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        def _parse_expires_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))

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

        summary = cls(
            created_at=created_at,
            fairness=fairness,
            game_id=game_id,
            options=options,
            rated=rated,
            seats=seats,
            status=status,
            to_act=to_act,
            type_=type_,
            updated_at=updated_at,
            version=version,
            clock=clock,
            expires_at=expires_at,
            result=result,
        )

        return summary
