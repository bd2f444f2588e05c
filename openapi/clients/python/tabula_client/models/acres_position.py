from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card
from ..models.acres_position_active import AcresPositionActive, check_acres_position_active
from ..models.acres_position_format import AcresPositionFormat, check_acres_position_format
from ..models.acres_position_game import AcresPositionGame, check_acres_position_game
from ..models.acres_position_phase import AcresPositionPhase, check_acres_position_phase
from ..models.acres_position_to_resolve_item import AcresPositionToResolveItem, check_acres_position_to_resolve_item
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.acres_options import AcresOptions
    from ..models.acres_pending_decision import AcresPendingDecision
    from ..models.acres_position_board import AcresPositionBoard
    from ..models.acres_position_result_type_0 import AcresPositionResultType0
    from ..models.acres_position_seats import AcresPositionSeats
    from ..models.acres_position_sieges import AcresPositionSieges


T = TypeVar("T", bound="AcresPosition")


@_attrs_define
class AcresPosition:
    """The whole table, hidden cards included (docs/positions-acres.md): the full state of a sandbox or finished game, and
    the start of every game's log.

        Attributes:
            actions_left (int): Normal actions left this turn (AC-TURN-3/4).
            active (AcresPositionActive): Whose turn it is.
            board (AcresPositionBoard): The occupied locations, keyed by location id; any other is neutral and unfortified.
            format_ (AcresPositionFormat): The position format.
            fortifications_in_stock (int): Fortification discs not on the board.
            game (AcresPositionGame): The game: A Few Acres of Snow.
            neutral_display (list[AcresCard]): The neutral cards nobody has drafted, sorted.
            options (AcresOptions): The game's options, every one filled in (first_edition_text in the 1st edition only, a
                Yucata scenario option only when on).
            pending (list[AcresPendingDecision]): The decisions awaited, the current question first (at most one).
            phase (AcresPositionPhase): The turn's phase: actions; after_draw (1st edition: free actions after the end-of-
                turn draw, AC-TURN-9); over.
            result (AcresPositionResultType0 | None): The outcome once the game is over; null while it runs.
            seats (AcresPositionSeats): Each seat's side of the table.
            sieges (AcresPositionSieges): The sieges in progress, keyed by the attacker (at most one each).
            to_resolve (list[AcresPositionToResolveItem]): Siege tracks won at this turn's check still to resolve.
            turn (int): The turn being played, from 1; turns count both players (AC-TURN-1).
            british_sieges_open (bool | Unset): british_siege_delay (AC-VAR-16): the British may begin a siege, since the
                French have begun one or the British score has reached 25.
    """

    actions_left: int
    active: AcresPositionActive
    board: AcresPositionBoard
    format_: AcresPositionFormat
    fortifications_in_stock: int
    game: AcresPositionGame
    neutral_display: list[AcresCard]
    options: AcresOptions
    pending: list[AcresPendingDecision]
    phase: AcresPositionPhase
    result: AcresPositionResultType0 | None
    seats: AcresPositionSeats
    sieges: AcresPositionSieges
    to_resolve: list[AcresPositionToResolveItem]
    turn: int
    british_sieges_open: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_position_result_type_0 import AcresPositionResultType0  # noqa: PLC0415

        actions_left = self.actions_left

        active: str = self.active

        board = self.board.to_dict()

        format_: int = self.format_

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
        if isinstance(self.result, AcresPositionResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        seats = self.seats.to_dict()

        sieges = self.sieges.to_dict()

        to_resolve = []
        for to_resolve_item_data in self.to_resolve:
            to_resolve_item: str = to_resolve_item_data
            to_resolve.append(to_resolve_item)

        turn = self.turn

        british_sieges_open = self.british_sieges_open

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions_left": actions_left,
                "active": active,
                "board": board,
                "format": format_,
                "fortifications_in_stock": fortifications_in_stock,
                "game": game,
                "neutral_display": neutral_display,
                "options": options,
                "pending": pending,
                "phase": phase,
                "result": result,
                "seats": seats,
                "sieges": sieges,
                "to_resolve": to_resolve,
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
        from ..models.acres_position_board import AcresPositionBoard  # noqa: PLC0415
        from ..models.acres_position_result_type_0 import AcresPositionResultType0  # noqa: PLC0415
        from ..models.acres_position_seats import AcresPositionSeats  # noqa: PLC0415
        from ..models.acres_position_sieges import AcresPositionSieges  # noqa: PLC0415

        d = dict(src_dict)
        actions_left = d.pop("actions_left")

        active = check_acres_position_active(d.pop("active"))

        board = AcresPositionBoard.from_dict(d.pop("board"))

        format_ = check_acres_position_format(d.pop("format"))

        fortifications_in_stock = d.pop("fortifications_in_stock")

        game = check_acres_position_game(d.pop("game"))

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

        phase = check_acres_position_phase(d.pop("phase"))

        def _parse_result(data: object) -> AcresPositionResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = AcresPositionResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AcresPositionResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        seats = AcresPositionSeats.from_dict(d.pop("seats"))

        sieges = AcresPositionSieges.from_dict(d.pop("sieges"))

        to_resolve = []
        _to_resolve = d.pop("to_resolve")
        for to_resolve_item_data in _to_resolve:
            to_resolve_item = check_acres_position_to_resolve_item(to_resolve_item_data)

            to_resolve.append(to_resolve_item)

        turn = d.pop("turn")

        british_sieges_open = d.pop("british_sieges_open", UNSET)

        acres_position = cls(
            actions_left=actions_left,
            active=active,
            board=board,
            format_=format_,
            fortifications_in_stock=fortifications_in_stock,
            game=game,
            neutral_display=neutral_display,
            options=options,
            pending=pending,
            phase=phase,
            result=result,
            seats=seats,
            sieges=sieges,
            to_resolve=to_resolve,
            turn=turn,
            british_sieges_open=british_sieges_open,
        )

        return acres_position
