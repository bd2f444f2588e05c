from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.entry import Entry


T = TypeVar("T", bound="Events")


@_attrs_define
class Events:
    """Log entries after a version (getEvents), as the caller may see them.

    Attributes:
        entries (list[Entry]): The entries after `after`, oldest first (empty if none came within `wait`).
        game_id (str): The game's id, as in /v1/games/{game_id}.
        version (int): The game's version now: ask for the entries after it next.
    """

    entries: list[Entry]
    game_id: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        game_id = self.game_id

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entries": entries,
                "game_id": game_id,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry import Entry  # noqa: PLC0415

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = Entry.from_dict(entries_item_data)

            entries.append(entries_item)

        game_id = d.pop("game_id")

        version = d.pop("version")

        events = cls(
            entries=entries,
            game_id=game_id,
            version=version,
        )

        return events
