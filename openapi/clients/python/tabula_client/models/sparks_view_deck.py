from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksViewDeck")


@_attrs_define
class SparksViewDeck:
    """The deck: only what the table knows of it.

    Attributes:
        bottom (list[int]): Cards put under the reshuffle card, in order (FS-BUREAU-7).
        reshuffle_card (bool): The reshuffle card is still in the deck.
        size (int): Cards in the deck, the reshuffle card included.
        top (list[int]): Cards known to lie on top, in order (#15 with 6 players, FS-6P-1).
    """

    bottom: list[int]
    reshuffle_card: bool
    size: int
    top: list[int]

    def to_dict(self) -> dict[str, Any]:
        bottom = self.bottom

        reshuffle_card = self.reshuffle_card

        size = self.size

        top = self.top

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bottom": bottom,
                "reshuffle_card": reshuffle_card,
                "size": size,
                "top": top,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bottom = cast(list[int], d.pop("bottom"))

        reshuffle_card = d.pop("reshuffle_card")

        size = d.pop("size")

        top = cast(list[int], d.pop("top"))

        sparks_view_deck = cls(
            bottom=bottom,
            reshuffle_card=reshuffle_card,
            size=size,
            top=top,
        )

        return sparks_view_deck
