from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.clock_control import ClockControl
    from ..models.clock_seats import ClockSeats


T = TypeVar("T", bound="Clock")


@_attrs_define
class Clock:
    """The time control and each seat's time now (engine/clock.py, Clock.shown), by the server's clock; null in a game
    without a time control.

        Attributes:
            control (ClockControl): A game's time control as the server keeps it: the TimeControl it was created with, its
                defaults filled in (a game without a clock has no Clock: kind is never none).
            now (int): The time this answer was made at, ms since the epoch, by the server's clock: remaining_ms counts from
                it.
            seats (ClockSeats): By seat: its time now.
    """

    control: ClockControl
    now: int
    seats: ClockSeats

    def to_dict(self) -> dict[str, Any]:
        control = self.control.to_dict()

        now = self.now

        seats = self.seats.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "control": control,
                "now": now,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_control import ClockControl  # noqa: PLC0415
        from ..models.clock_seats import ClockSeats  # noqa: PLC0415

        d = dict(src_dict)
        control = ClockControl.from_dict(d.pop("control"))

        now = d.pop("now")

        seats = ClockSeats.from_dict(d.pop("seats"))

        clock = cls(
            control=control,
            now=now,
            seats=seats,
        )

        return clock
