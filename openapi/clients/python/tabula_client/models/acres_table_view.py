from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_table_view_active import AcresTableViewActive, check_acres_table_view_active
from ..models.acres_table_view_game import AcresTableViewGame, check_acres_table_view_game
from ..models.acres_table_view_phase import AcresTableViewPhase, check_acres_table_view_phase
from ..models.acres_table_view_seat_type_0 import AcresTableViewSeatType0, check_acres_table_view_seat_type_0
from ..models.acres_table_view_to_act_item import AcresTableViewToActItem, check_acres_table_view_to_act_item
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.acres_options import AcresOptions
    from ..models.acres_pending_decision import AcresPendingDecision
    from ..models.acres_table_view_board import AcresTableViewBoard
    from ..models.acres_table_view_result_type_0 import AcresTableViewResultType0
    from ..models.acres_table_view_seats import AcresTableViewSeats
    from ..models.acres_table_view_sieges import AcresTableViewSieges


T = TypeVar("T", bound="AcresTableView")


@_attrs_define
class AcresTableView:
    """The table as one seat (or a spectator) sees it: its own hand, never another's, no deck's contents.

    Attributes:
        actions_left (int): Normal actions left this turn (AC-TURN-3/4).
        active (AcresTableViewActive): Whose turn it is.
        board (AcresTableViewBoard): The occupied locations, keyed by location id; any other is neutral and unfortified.
        fortifications_in_stock (int): Fortification discs not on the board.
        game (AcresTableViewGame): The game: A Few Acres of Snow.
        neutral_display (list[AcresCard]): The neutral cards nobody has drafted, sorted.
        options (AcresOptions): The game's options, every one filled in (first_edition_text in the 1st edition only, a
            Yucata scenario option only when on).
        pending (list[AcresPendingDecision]): The decisions awaited, the current question first (at most one).
        phase (AcresTableViewPhase): The turn's phase: actions; after_draw (1st edition: free actions after the end-of-
            turn draw, AC-TURN-9); over.
        result (AcresTableViewResultType0 | None): The outcome once the game is over; null while it runs.
        seat (AcresTableViewSeatType0 | None): The seat this view is for; null: a spectator.
        seats (AcresTableViewSeats): Each seat's side of the table.
        sieges (AcresTableViewSieges): The sieges in progress, keyed by the attacker (at most one each).
        to_act (list[AcresTableViewToActItem]): The seat to act: the pending decision's, else the active one; none once
            the game is over.
        turn (int): The turn being played, from 1; turns count both players (AC-TURN-1).
        british_sieges_open (bool | Unset): british_siege_delay (AC-VAR-16): the British may begin a siege, since the
            French have begun one or the British score has reached 25.
    """

    actions_left: int
    active: AcresTableViewActive
    board: AcresTableViewBoard
    fortifications_in_stock: int
    game: AcresTableViewGame
    neutral_display: list[AcresCard]
    options: AcresOptions
    pending: list[AcresPendingDecision]
    phase: AcresTableViewPhase
    result: AcresTableViewResultType0 | None
    seat: AcresTableViewSeatType0 | None
    seats: AcresTableViewSeats
    sieges: AcresTableViewSieges
    to_act: list[AcresTableViewToActItem]
    turn: int
    british_sieges_open: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_table_view_result_type_0 import AcresTableViewResultType0  # noqa: PLC0415

        actions_left = self.actions_left

        active: str = self.active

        board = self.board.to_dict()

        fortifications_in_stock = self.fortifications_in_stock

        game: str = self.game

        neutral_display = []
        for neutral_display_item_data in self.neutral_display:
            neutral_display_item: str = neutral_display_item_data
            neutral_display.append(neutral_display_item)

        options = self.options.to_dict()

        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data.to_dict()
            pending.append(pending_item)

        phase: str = self.phase

        result: dict[str, Any] | None
        if isinstance(self.result, AcresTableViewResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        seat: None | str
        if isinstance(self.seat, str):
            seat = self.seat
        else:
            seat = self.seat

        seats = self.seats.to_dict()

        sieges = self.sieges.to_dict()

        to_act = []
        for to_act_item_data in self.to_act:
            to_act_item: str = to_act_item_data
            to_act.append(to_act_item)

        turn = self.turn

        british_sieges_open = self.british_sieges_open

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions_left": actions_left,
                "active": active,
                "board": board,
                "fortifications_in_stock": fortifications_in_stock,
                "game": game,
                "neutral_display": neutral_display,
                "options": options,
                "pending": pending,
                "phase": phase,
                "result": result,
                "seat": seat,
                "seats": seats,
                "sieges": sieges,
                "to_act": to_act,
                "turn": turn,
            }
        )
        if british_sieges_open is not UNSET:
            field_dict["british_sieges_open"] = british_sieges_open

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_options import AcresOptions  # noqa: PLC0415
        from ..models.acres_pending_decision import AcresPendingDecision  # noqa: PLC0415
        from ..models.acres_table_view_board import AcresTableViewBoard  # noqa: PLC0415
        from ..models.acres_table_view_result_type_0 import AcresTableViewResultType0  # noqa: PLC0415
        from ..models.acres_table_view_seats import AcresTableViewSeats  # noqa: PLC0415
        from ..models.acres_table_view_sieges import AcresTableViewSieges  # noqa: PLC0415

        d = dict(src_dict)
        actions_left = d.pop("actions_left")

        active = check_acres_table_view_active(d.pop("active"))

        board = AcresTableViewBoard.from_dict(d.pop("board"))

        fortifications_in_stock = d.pop("fortifications_in_stock")

        game = check_acres_table_view_game(d.pop("game"))

        neutral_display = []
        _neutral_display = d.pop("neutral_display")
        for neutral_display_item_data in _neutral_display:
            neutral_display_item = check_acres_card(neutral_display_item_data)

            neutral_display.append(neutral_display_item)

        options = AcresOptions.from_dict(d.pop("options"))

        pending = []
        _pending = d.pop("pending")
        for pending_item_data in _pending:
            pending_item = AcresPendingDecision.from_dict(pending_item_data)

            pending.append(pending_item)

        phase = check_acres_table_view_phase(d.pop("phase"))

        def _parse_result(data: object) -> AcresTableViewResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = AcresTableViewResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AcresTableViewResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        def _parse_seat(data: object) -> AcresTableViewSeatType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                seat_type_0 = check_acres_table_view_seat_type_0(data)

                return seat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AcresTableViewSeatType0 | None, data)

        seat = _parse_seat(d.pop("seat"))

        seats = AcresTableViewSeats.from_dict(d.pop("seats"))

        sieges = AcresTableViewSieges.from_dict(d.pop("sieges"))

        to_act = []
        _to_act = d.pop("to_act")
        for to_act_item_data in _to_act:
            to_act_item = check_acres_table_view_to_act_item(to_act_item_data)

            to_act.append(to_act_item)

        turn = d.pop("turn")

        british_sieges_open = d.pop("british_sieges_open", UNSET)

        acres_table_view = cls(
            actions_left=actions_left,
            active=active,
            board=board,
            fortifications_in_stock=fortifications_in_stock,
            game=game,
            neutral_display=neutral_display,
            options=options,
            pending=pending,
            phase=phase,
            result=result,
            seat=seat,
            seats=seats,
            sieges=sieges,
            to_act=to_act,
            turn=turn,
            british_sieges_open=british_sieges_open,
        )

        return acres_table_view
