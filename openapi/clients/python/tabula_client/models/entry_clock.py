from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.entry_clock_bank import EntryClockBank
    from ..models.entry_clock_since import EntryClockSince
    from ..models.entry_clock_used_ms import EntryClockUsedMs


T = TypeVar("T", bound="EntryClock")


@_attrs_define
class EntryClock:
    """A game with a time control: the clocks after a log entry (engine/clock.py, Clock.to_json, with the time the command
    took); the entry's `ts` is the server's time it was written at.

        Attributes:
            bank (EntryClockBank): By seat: the ms it had left when its clock last stopped (fischer; 0 for correspondence).
            since (EntryClockSince): By seat, only the seats to act after the entry: when its clock started running, ms
                since the epoch, by the server's clock.
            used_ms (EntryClockUsedMs | Unset): The entry's seat: the ms its command took (0 for a standing order's answer);
                absent for an entry of the lobby (join...: no seat's move).
    """

    bank: EntryClockBank
    since: EntryClockSince
    used_ms: EntryClockUsedMs | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bank = self.bank.to_dict()

        since = self.since.to_dict()

        used_ms: dict[str, Any] | Unset = UNSET
        if not isinstance(self.used_ms, Unset):
            used_ms = self.used_ms.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bank": bank,
                "since": since,
            }
        )
        if used_ms is not UNSET:
            field_dict["used_ms"] = used_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry_clock_bank import EntryClockBank  # noqa: PLC0415
        from ..models.entry_clock_since import EntryClockSince  # noqa: PLC0415
        from ..models.entry_clock_used_ms import EntryClockUsedMs  # noqa: PLC0415

        d = dict(src_dict)
        bank = EntryClockBank.from_dict(d.pop("bank"))

        since = EntryClockSince.from_dict(d.pop("since"))

        _used_ms = d.pop("used_ms", UNSET)
        used_ms: EntryClockUsedMs | Unset
        if isinstance(_used_ms, Unset):
            used_ms = UNSET
        else:
            used_ms = EntryClockUsedMs.from_dict(_used_ms)

        entry_clock = cls(
            bank=bank,
            since=since,
            used_ms=used_ms,
        )

        return entry_clock
