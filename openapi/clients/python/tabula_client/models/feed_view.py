from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.feed_view_type import FeedViewType, check_feed_view_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.acres_position import AcresPosition
    from ..models.acres_table_view import AcresTableView
    from ..models.clock import Clock
    from ..models.fairness import Fairness
    from ..models.sparks_position import SparksPosition
    from ..models.sparks_view import SparksView


T = TypeVar("T", bound="FeedView")


@_attrs_define
class FeedView:
    """The caller's full view of the game at `version` (first item of a fresh stream).

    Attributes:
        fairness (Fairness): Whether anyone may know a hidden card or a draw of this game (docs/fairness.md). The same
            in every answer and for every caller: summary, create answer, state view, feed `view` and `end` items.
        game_id (str): The game's id, as in /v1/games/{game_id}.
        seat (None | str): The token's seat; null: spectator.
        state (AcresPosition | AcresTableView | SparksPosition | SparksView): The game's view for the caller, by its
            game (the whole position with ?full=1).
        type_ (FeedViewType):
        version (int): The game's version this view is at: the stream's entries follow from the next one.
        clock (Clock | None | Unset): The time control and each seat's time now (null: no time control).
    """

    fairness: Fairness
    game_id: str
    seat: None | str
    state: AcresPosition | AcresTableView | SparksPosition | SparksView
    type_: FeedViewType
    version: int
    clock: Clock | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_position import AcresPosition  # noqa: PLC0415
        from ..models.acres_table_view import AcresTableView  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.sparks_view import SparksView  # noqa: PLC0415

        fairness = self.fairness.to_dict()

        game_id = self.game_id

        seat: None | str
        seat = self.seat

        state: dict[str, Any]
        if isinstance(self.state, AcresTableView):
            state = self.state.to_dict()
        elif isinstance(self.state, AcresPosition):
            state = self.state.to_dict()
        elif isinstance(self.state, SparksView):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()

        type_: str = self.type_

        version = self.version

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fairness": fairness,
                "game_id": game_id,
                "seat": seat,
                "state": state,
                "type": type_,
                "version": version,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_position import AcresPosition  # noqa: PLC0415
        from ..models.acres_table_view import AcresTableView  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.sparks_position import SparksPosition  # noqa: PLC0415
        from ..models.sparks_view import SparksView  # noqa: PLC0415

        d = dict(src_dict)
        fairness = Fairness.from_dict(d.pop("fairness"))

        game_id = d.pop("game_id")

        def _parse_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_state(data: object) -> AcresPosition | AcresTableView | SparksPosition | SparksView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_acres_state_type_0 = AcresTableView.from_dict(data)

                return componentsschemas_acres_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_acres_state_type_1 = AcresPosition.from_dict(data)

                return componentsschemas_acres_state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sparks_state_type_0 = SparksView.from_dict(data)

                return componentsschemas_sparks_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_sparks_state_type_1 = SparksPosition.from_dict(data)

            return componentsschemas_sparks_state_type_1

        state = _parse_state(d.pop("state"))

        type_ = check_feed_view_type(d.pop("type"))

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

        feed_view = cls(
            fairness=fairness,
            game_id=game_id,
            seat=seat,
            state=state,
            type_=type_,
            version=version,
            clock=clock,
        )

        return feed_view
