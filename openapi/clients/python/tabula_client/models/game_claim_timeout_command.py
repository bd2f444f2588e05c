from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.game_claim_timeout_command_type import GameClaimTimeoutCommandType, check_game_claim_timeout_command_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameClaimTimeoutCommand")


@_attrs_define
class GameClaimTimeoutCommand:
    """LC-CLAIM-1: claim that another seat's time is out (the server also applies it itself at the deadline).

    Example:
        {'seat': 'french', 'type': 'claim_timeout'}

    Attributes:
        type_ (GameClaimTimeoutCommandType):  Default: 'claim_timeout'.
        seat (str | Unset): The seat whose time is out (default: the one whose deadline passed first).
    """

    type_: GameClaimTimeoutCommandType = "claim_timeout"
    seat: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_game_claim_timeout_command_type(d.pop("type"))

        seat = d.pop("seat", UNSET)

        game_claim_timeout_command = cls(
            type_=type_,
            seat=seat,
        )

        return game_claim_timeout_command
