from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.entry import Entry
    from ..models.log_setup_item import LogSetupItem


T = TypeVar("T", bound="Log")


@_attrs_define
class Log:
    """A game's whole log (getLog): its setup events and every entry, redacted for the caller until it is over.

    Attributes:
        complete (bool): True once the game is over: nothing redacted.
        entries (list[Entry]): Every entry, oldest first.
        game_id (str): The game's id, as in /v1/games/{game_id}.
        setup (list[LogSetupItem]): The events that set the game up (the starting position, shuffles and deals), before
            any entry; redacted like the entries' events.
        version (int): The game's version: how many entries its log has (0 at creation; setup events are no entry). Send
            it as expected_version with a command decided on this answer.
    """

    complete: bool
    entries: list[Entry]
    game_id: str
    setup: list[LogSetupItem]
    version: int

    def to_dict(self) -> dict[str, Any]:
        complete = self.complete

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        game_id = self.game_id

        setup = []
        for setup_item_data in self.setup:
            setup_item = setup_item_data.to_dict()
            setup.append(setup_item)

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "complete": complete,
                "entries": entries,
                "game_id": game_id,
                "setup": setup,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry import Entry  # noqa: PLC0415
        from ..models.log_setup_item import LogSetupItem  # noqa: PLC0415

        d = dict(src_dict)
        complete = d.pop("complete")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = Entry.from_dict(entries_item_data)

            entries.append(entries_item)

        game_id = d.pop("game_id")

        setup = []
        _setup = d.pop("setup")
        for setup_item_data in _setup:
            setup_item = LogSetupItem.from_dict(setup_item_data)

            setup.append(setup_item)

        version = d.pop("version")

        log = cls(
            complete=complete,
            entries=entries,
            game_id=game_id,
            setup=setup,
            version=version,
        )

        return log
