from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.accepted_events_item import AcceptedEventsItem


T = TypeVar("T", bound="Accepted")


@_attrs_define
class Accepted:
    """The answer to submitCommand: the command is in the log (or was already: `replayed`).

    Attributes:
        events (list[AcceptedEventsItem]): As the caller may see them.
        replayed (bool): True: a retry of a known Idempotency-Key.
        status (str): active, or over: the command ended the game (its result follows from getResult).
        to_act (list[str]): The seats the game waits for now, sorted: several at once in a simultaneous turn; empty
            while a seat is still open and once the game is over.
        version (int): The game's version after the command (and after any answers standing orders gave at once): the
            expected_version of the next command.
    """

    events: list[AcceptedEventsItem]
    replayed: bool
    status: str
    to_act: list[str]
    version: int

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        replayed = self.replayed

        status = self.status

        to_act = self.to_act

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "replayed": replayed,
                "status": status,
                "to_act": to_act,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accepted_events_item import AcceptedEventsItem  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = AcceptedEventsItem.from_dict(events_item_data)

            events.append(events_item)

        replayed = d.pop("replayed")

        status = d.pop("status")

        to_act = cast(list[str], d.pop("to_act"))

        version = d.pop("version")

        accepted = cls(
            events=events,
            replayed=replayed,
            status=status,
            to_act=to_act,
            version=version,
        )

        return accepted
