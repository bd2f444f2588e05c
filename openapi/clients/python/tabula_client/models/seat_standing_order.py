from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.standing_order import StandingOrder


T = TypeVar("T", bound="SeatStandingOrder")


@_attrs_define
class SeatStandingOrder:
    """A seat's standing order as stored (putStandingOrder, getStandingOrder), with the game's version.

    Attributes:
        game_id (str): The game's id, as in /v1/games/{game_id}.
        order (StandingOrder): A seat's standing order: how it answers some decisions without being asked. Each game has
            its own fields (the others are refused); every field is optional. See docs/standing-orders.md.
        seat (str): The seat the order is for (the token's).
        version (int): The game's version (after any answer the order gave at once).
    """

    game_id: str
    order: StandingOrder
    seat: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        order = self.order.to_dict()

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "order": order,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standing_order import StandingOrder  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        order = StandingOrder.from_dict(d.pop("order"))

        seat = d.pop("seat")

        version = d.pop("version")

        seat_standing_order = cls(
            game_id=game_id,
            order=order,
            seat=seat,
            version=version,
        )

        return seat_standing_order
