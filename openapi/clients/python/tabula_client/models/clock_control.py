from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.clock_control_ai_level import ClockControlAiLevel, check_clock_control_ai_level
from ..models.clock_control_kind import ClockControlKind, check_clock_control_kind
from ..models.clock_control_on_timeout import ClockControlOnTimeout, check_clock_control_on_timeout
from ..types import UNSET, Unset

T = TypeVar("T", bound="ClockControl")


@_attrs_define
class ClockControl:
    """A game's time control as the server keeps it: the TimeControl it was created with, its defaults filled in (a game
    without a clock has no Clock: kind is never none).

        Attributes:
            ai_level (ClockControlAiLevel): The AI level that plays for a seat out of time or gone.
            kind (ClockControlKind): correspondence (a deadline per move) or fischer (a bank per seat plus an increment per
                command).
            on_timeout (ClockControlOnTimeout): What a seat out of time gets: lose, or ai (the AI plays that move); see
                TimeControl.
            base_seconds (int | Unset): Fischer only: each seat's time at the start.
            hours_per_move (int | Unset): Correspondence only: the time for each move.
            increment_seconds (int | Unset): Fischer only: added to the seat's time after each of its commands.
    """

    ai_level: ClockControlAiLevel
    kind: ClockControlKind
    on_timeout: ClockControlOnTimeout
    base_seconds: int | Unset = UNSET
    hours_per_move: int | Unset = UNSET
    increment_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ai_level: str = self.ai_level

        kind: str = self.kind

        on_timeout: str = self.on_timeout

        base_seconds = self.base_seconds

        hours_per_move = self.hours_per_move

        increment_seconds = self.increment_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ai_level": ai_level,
                "kind": kind,
                "on_timeout": on_timeout,
            }
        )
        if base_seconds is not UNSET:
            field_dict["base_seconds"] = base_seconds
        if hours_per_move is not UNSET:
            field_dict["hours_per_move"] = hours_per_move
        if increment_seconds is not UNSET:
            field_dict["increment_seconds"] = increment_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ai_level = check_clock_control_ai_level(d.pop("ai_level"))

        kind = check_clock_control_kind(d.pop("kind"))

        on_timeout = check_clock_control_on_timeout(d.pop("on_timeout"))

        base_seconds = d.pop("base_seconds", UNSET)

        hours_per_move = d.pop("hours_per_move", UNSET)

        increment_seconds = d.pop("increment_seconds", UNSET)

        clock_control = cls(
            ai_level=ai_level,
            kind=kind,
            on_timeout=on_timeout,
            base_seconds=base_seconds,
            hours_per_move=hours_per_move,
            increment_seconds=increment_seconds,
        )

        return clock_control
