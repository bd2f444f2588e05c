from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.seated_status import SeatedStatus, check_seated_status

T = TypeVar("T", bound="Seated")


@_attrs_define
class Seated:
    """
    Attributes:
        game_id (str):
        seat (str):
        status (SeatedStatus):
        version (int):
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
