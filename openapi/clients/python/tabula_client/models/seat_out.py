from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatOut")


@_attrs_define
class SeatOut:
    """A seat of a game as anybody may see it (plus its token in the create answer): its name, who plays it, and for a
    registered player's seat, who sits or is awaited there.

        Attributes:
            kind (str): Who plays it: human (the seat token), ai (the server), open (any player who joins) or player (the
                player it is reserved for); see SeatSpec.kind.
            name (str): Its display name (SeatSpec.name, else the seat name).
            seat (str): The seat's name in the game's rules (e.g. british, red): the one commands, views and to_act use.
            level (str | Unset): Kind ai only: the AI's level (random, heuristic or search).
            player (None | str | Unset): The registered player in this seat (null: open, not taken yet).
            reserved_for (str | Unset): The player this seat waits for (a challenge).
            think_seconds (float | Unset): Kind ai at level search only: its time per decision, in seconds.
            token (str | Unset): Bearer token of this seat; returned once, at creation.
    """

    kind: str
    name: str
    seat: str
    level: str | Unset = UNSET
    player: None | str | Unset = UNSET
    reserved_for: str | Unset = UNSET
    think_seconds: float | Unset = UNSET
    token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        name = self.name

        seat = self.seat

        level = self.level

        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        reserved_for = self.reserved_for

        think_seconds = self.think_seconds

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "name": name,
                "seat": seat,
            }
        )
        if level is not UNSET:
            field_dict["level"] = level
        if player is not UNSET:
            field_dict["player"] = player
        if reserved_for is not UNSET:
            field_dict["reserved_for"] = reserved_for
        if think_seconds is not UNSET:
            field_dict["think_seconds"] = think_seconds
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        name = d.pop("name")

        seat = d.pop("seat")

        level = d.pop("level", UNSET)

        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))

        reserved_for = d.pop("reserved_for", UNSET)

        think_seconds = d.pop("think_seconds", UNSET)

        token = d.pop("token", UNSET)

        seat_out = cls(
            kind=kind,
            name=name,
            seat=seat,
            level=level,
            player=player,
            reserved_for=reserved_for,
            think_seconds=think_seconds,
            token=token,
        )

        return seat_out
