from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksPositionDeck")


@_attrs_define
class SparksPositionDeck:
    """The deck.

    Attributes:
        bottom (list[int]): Cards put under the reshuffle card, in order (FS-BUREAU-7).
        cards (list[int]): The shuffled middle, sorted (a draw picks one at random).
        reshuffle (bool): The reshuffle card is still in the deck.
        top (list[int]): Cards known to lie on top, in order.
    """

    bottom: list[int]
    cards: list[int]
    reshuffle: bool
    top: list[int]

    def to_dict(self) -> dict[str, Any]:
        bottom = self.bottom

        cards = self.cards

        reshuffle = self.reshuffle

        top = self.top

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bottom": bottom,
                "cards": cards,
                "reshuffle": reshuffle,
                "top": top,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bottom = cast(list[int], d.pop("bottom"))

        cards = cast(list[int], d.pop("cards"))

        reshuffle = d.pop("reshuffle")

        top = cast(list[int], d.pop("top"))

        sparks_position_deck = cls(
            bottom=bottom,
            cards=cards,
            reshuffle=reshuffle,
            top=top,
        )

        return sparks_position_deck
