from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.time_control_ai_level import TimeControlAiLevel, check_time_control_ai_level
from ..models.time_control_kind import TimeControlKind, check_time_control_kind
from ..models.time_control_on_timeout import TimeControlOnTimeout, check_time_control_on_timeout
from ..types import UNSET, Unset

T = TypeVar("T", bound="TimeControl")


@_attrs_define
class TimeControl:
    """A game's time control (docs/rules-lifecycle.md, LC-TIME-*). Out-of-range values are refused with
    invalid_time_control.

        Attributes:
            kind (TimeControlKind): none; correspondence (a deadline per move: hours_per_move); fischer (a bank of
                base_seconds per seat, plus increment_seconds per command).
            ai_level (TimeControlAiLevel | Unset): The AI level that plays for a seat out of time or gone (default
                heuristic).
            base_seconds (int | Unset): Fischer: each seat's time at the start.
            hours_per_move (int | Unset): Correspondence: the time for each move.
            increment_seconds (int | Unset): Fischer: added to the seat's time after each of its commands (default 0).
            on_timeout (TimeControlOnTimeout | Unset): lose (default): two seats, the game is lost on time; more, an AI
                plays the seat from then on. ai: the AI plays that one move.
    """

    kind: TimeControlKind
    ai_level: TimeControlAiLevel | Unset = UNSET
    base_seconds: int | Unset = UNSET
    hours_per_move: int | Unset = UNSET
    increment_seconds: int | Unset = UNSET
    on_timeout: TimeControlOnTimeout | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        ai_level: str | Unset = UNSET
        if not isinstance(self.ai_level, Unset):
            ai_level = self.ai_level

        base_seconds = self.base_seconds

        hours_per_move = self.hours_per_move

        increment_seconds = self.increment_seconds

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if ai_level is not UNSET:
            field_dict["ai_level"] = ai_level
        if base_seconds is not UNSET:
            field_dict["base_seconds"] = base_seconds
        if hours_per_move is not UNSET:
            field_dict["hours_per_move"] = hours_per_move
        if increment_seconds is not UNSET:
            field_dict["increment_seconds"] = increment_seconds
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_time_control_kind(d.pop("kind"))

        _ai_level = d.pop("ai_level", UNSET)
        ai_level: TimeControlAiLevel | Unset
        if isinstance(_ai_level, Unset):
            ai_level = UNSET
        else:
            ai_level = check_time_control_ai_level(_ai_level)

        base_seconds = d.pop("base_seconds", UNSET)

        hours_per_move = d.pop("hours_per_move", UNSET)

        increment_seconds = d.pop("increment_seconds", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: TimeControlOnTimeout | Unset
        if isinstance(_on_timeout, Unset):
            on_timeout = UNSET
        else:
            on_timeout = check_time_control_on_timeout(_on_timeout)

        time_control = cls(
            kind=kind,
            ai_level=ai_level,
            base_seconds=base_seconds,
            hours_per_move=hours_per_move,
            increment_seconds=increment_seconds,
            on_timeout=on_timeout,
        )

        return time_control
