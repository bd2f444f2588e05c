from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeatClock")


@_attrs_define
class SeatClock:
    """A seat's time now, in a Clock (engine/clock.py, Clock.shown).

    Attributes:
        deadline (int | None): When its time is out if it does not act, ms since the epoch, by the server's clock; null
            while its clock does not run.
        remaining_ms (int): The ms it has left now: of its bank (fischer), or of its move's time (correspondence: the
            whole hours_per_move while its clock does not run); never below 0.
        running (bool): Its clock runs: it is to act.
    """

    deadline: int | None
    remaining_ms: int
    running: bool

    def to_dict(self) -> dict[str, Any]:
        deadline: int | None
        deadline = self.deadline

        remaining_ms = self.remaining_ms

        running = self.running

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deadline": deadline,
                "remaining_ms": remaining_ms,
                "running": running,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_deadline(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        remaining_ms = d.pop("remaining_ms")

        running = d.pop("running")

        seat_clock = cls(
            deadline=deadline,
            remaining_ms=remaining_ms,
            running=running,
        )

        return seat_clock
