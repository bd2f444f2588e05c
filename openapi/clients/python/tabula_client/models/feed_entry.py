from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.feed_entry_by import FeedEntryBy, check_feed_entry_by
from ..models.feed_entry_type import FeedEntryType, check_feed_entry_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.feed_entry_clock import FeedEntryClock
    from ..models.feed_entry_command import FeedEntryCommand
    from ..models.feed_entry_events_item import FeedEntryEventsItem


T = TypeVar("T", bound="FeedEntry")


@_attrs_define
class FeedEntry:
    """One log entry as the caller may see it (the same as an entry of GET /v1/games/{id}/events).

    Attributes:
        command (FeedEntryCommand): The command this entry applied: a game's (AnyCommand), a lifecycle one (resign,
            abort, claim_timeout, the server's timeout) or the lobby's (join, leave, decline, expire).
        events (list[FeedEntryEventsItem]): What the command made happen, in order, as the caller may see them (hidden
            details redacted while the game runs).
        seat (str): The seat that sent the command, or that a lifecycle or lobby entry is about (resign, join...).
        ts (int): When it was appended, ms since the epoch, by the server's clock.
        type_ (FeedEntryType):
        version (int): The version this entry made (the first entry is 1): resume after it with ?after=.
        by (FeedEntryBy | Unset): `order`: the seat's standing order gave this command (docs/standing-orders.md);
            `clock`: a deadline did (the seat's time ran out: docs/rules-lifecycle.md); absent for a command the seat sent.
        clock (FeedEntryClock | Unset): A game with a time control: the clocks after this entry, {bank: {seat: ms},
            since: {seat: ms}, used_ms: {seat: ms the command took}} (ts is the server's time).
        words (list[str] | Unset): With `?words=true`: each event in plain English, in the order of `events`.
    """

    command: FeedEntryCommand
    events: list[FeedEntryEventsItem]
    seat: str
    ts: int
    type_: FeedEntryType
    version: int
    by: FeedEntryBy | Unset = UNSET
    clock: FeedEntryClock | Unset = UNSET
    words: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        command = self.command.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        seat = self.seat

        ts = self.ts

        type_: str = self.type_

        version = self.version

        by: str | Unset = UNSET
        if not isinstance(self.by, Unset):
            by = self.by

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        words: list[str] | Unset = UNSET
        if not isinstance(self.words, Unset):
            words = self.words

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "command": command,
                "events": events,
                "seat": seat,
                "ts": ts,
                "type": type_,
                "version": version,
            }
        )
        if by is not UNSET:
            field_dict["by"] = by
        if clock is not UNSET:
            field_dict["clock"] = clock
        if words is not UNSET:
            field_dict["words"] = words

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_entry_clock import FeedEntryClock  # noqa: PLC0415
        from ..models.feed_entry_command import FeedEntryCommand  # noqa: PLC0415
        from ..models.feed_entry_events_item import FeedEntryEventsItem  # noqa: PLC0415

        d = dict(src_dict)
        command = FeedEntryCommand.from_dict(d.pop("command"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = FeedEntryEventsItem.from_dict(events_item_data)

            events.append(events_item)

        seat = d.pop("seat")

        ts = d.pop("ts")

        type_ = check_feed_entry_type(d.pop("type"))

        version = d.pop("version")

        _by = d.pop("by", UNSET)
        by: FeedEntryBy | Unset
        if isinstance(_by, Unset):
            by = UNSET
        else:
            by = check_feed_entry_by(_by)

        _clock = d.pop("clock", UNSET)
        clock: FeedEntryClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = FeedEntryClock.from_dict(_clock)

        words = cast(list[str], d.pop("words", UNSET))

        feed_entry = cls(
            command=command,
            events=events,
            seat=seat,
            ts=ts,
            type_=type_,
            version=version,
            by=by,
            clock=clock,
            words=words,
        )

        return feed_entry
