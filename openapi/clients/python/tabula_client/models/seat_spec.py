from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.seat_spec_kind import SeatSpecKind, check_seat_spec_kind
from ..models.seat_spec_level import SeatSpecLevel, check_seat_spec_level
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatSpec")


@_attrs_define
class SeatSpec:
    """One seat of a new game: who plays it (an anonymous human, the server's AI, an open seat or a registered player) and
    its display name.

        Attributes:
            kind (SeatSpecKind | Unset): human: an anonymous seat, opened by the seat token returned at creation; ai: played
                by the server (`level`); open: any registered player may take it (POST .../join); player: reserved for `player`
                (taken at once if the caller is that player, else a challenge it accepts by joining or declines). The game
                starts when every seat is taken. Default: 'human'.
            level (SeatSpecLevel | Unset): AI level (default heuristic): random, heuristic (fast hand-written play) or
                search (information-set Monte Carlo tree search; see docs/ai.md).
            name (str | Unset): Display name, 1 to 64 characters (default: the seat name).
            player (str | Unset): Kind player: the player's id or name (GET /v1/players/{player_id}).
            think_seconds (float | Unset): Level search: time per decision in seconds (default 1.0).
    """

    kind: SeatSpecKind | Unset = "human"
    level: SeatSpecLevel | Unset = UNSET
    name: str | Unset = UNSET
    player: str | Unset = UNSET
    think_seconds: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level

        name = self.name

        player = self.player

        think_seconds = self.think_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if kind is not UNSET:
            field_dict["kind"] = kind
        if level is not UNSET:
            field_dict["level"] = level
        if name is not UNSET:
            field_dict["name"] = name
        if player is not UNSET:
            field_dict["player"] = player
        if think_seconds is not UNSET:
            field_dict["think_seconds"] = think_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _kind = d.pop("kind", UNSET)
        kind: SeatSpecKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = check_seat_spec_kind(_kind)

        _level = d.pop("level", UNSET)
        level: SeatSpecLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = check_seat_spec_level(_level)

        name = d.pop("name", UNSET)

        player = d.pop("player", UNSET)

        think_seconds = d.pop("think_seconds", UNSET)

        seat_spec = cls(
            kind=kind,
            level=level,
            name=name,
            player=player,
            think_seconds=think_seconds,
        )

        return seat_spec
