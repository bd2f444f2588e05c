from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fairness import Fairness
    from ..models.seat_out import SeatOut


T = TypeVar("T", bound="Created")


@_attrs_define
class Created:
    """The answer to createGame: the new game, its seats with their tokens and the owner token, each shown only here.

    Attributes:
        fairness (Fairness): Whether anyone may know a hidden card or a draw of this game (docs/fairness.md). The same
            in every answer and for every caller: summary, create answer, state view, feed `view` and `end` items.
        game_id (str): The game's id, as in /v1/games/{game_id}.
        owner_token (str): Returned once, at creation.
        rated (bool): The result will update the players' ratings (CreateGame.rated).
        seats (list[SeatOut]): Every seat in the game's order; a human seat carries its `token`, shown only here.
        status (str): open (a seat waits for a player), active or over.
        to_act (list[str]): The seats the game waits for now, sorted: several at once in a simultaneous turn; empty
            while a seat is still open and once the game is over.
        type_ (str): The game's type (GET /v1/games/types lists them).
        version (int): The game's version: how many entries its log has (0 at creation; setup events are no entry). Send
            it as expected_version with a command decided on this answer.
    """

    fairness: Fairness
    game_id: str
    owner_token: str
    rated: bool
    seats: list[SeatOut]
    status: str
    to_act: list[str]
    type_: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        fairness = self.fairness.to_dict()

        game_id = self.game_id

        owner_token = self.owner_token

        rated = self.rated

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status

        to_act = self.to_act

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fairness": fairness,
                "game_id": game_id,
                "owner_token": owner_token,
                "rated": rated,
                "seats": seats,
                "status": status,
                "to_act": to_act,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.seat_out import SeatOut  # noqa: PLC0415

        d = dict(src_dict)
        fairness = Fairness.from_dict(d.pop("fairness"))

        game_id = d.pop("game_id")

        owner_token = d.pop("owner_token")

        rated = d.pop("rated")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatOut.from_dict(seats_item_data)

            seats.append(seats_item)

        status = d.pop("status")

        to_act = cast(list[str], d.pop("to_act"))

        type_ = d.pop("type")

        version = d.pop("version")

        created = cls(
            fairness=fairness,
            game_id=game_id,
            owner_token=owner_token,
            rated=rated,
            seats=seats,
            status=status,
            to_act=to_act,
            type_=type_,
            version=version,
        )

        return created
