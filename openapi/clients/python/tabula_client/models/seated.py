from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.seated_status import SeatedStatus, check_seated_status

T = TypeVar("T", bound="Seated")


@_attrs_define
class Seated:
    """The answer of the lobby's requests (join, leave, decline, rematch): the caller's seat concerned and its game now
    (for a rematch, the new game).

        Attributes:
            game_id (str): The game concerned (a rematch's: the new game).
            seat (str): The seat the caller took (join, rematch), left or declined.
            status (SeatedStatus): The game's status now: open (a seat still waits), active (every seat is taken: it
                started) or over (declined: it ended unplayed).
            version (int): The game's version: how many entries its log has (0 at creation; setup events are no entry). Send
                it as expected_version with a command decided on this answer.
    """

    game_id: str
    seat: str
    status: SeatedStatus
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        seat = self.seat

        status: str = self.status

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "seat": seat,
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        seat = d.pop("seat")

        status = check_seated_status(d.pop("status"))

        version = d.pop("version")

        seated = cls(
            game_id=game_id,
            seat=seat,
            status=status,
            version=version,
        )

        return seated
