from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card

T = TypeVar("T", bound="AcresSiegeCards")


@_attrs_define
class AcresSiegeCards:
    """The cards each side has put into the siege, face up.

    Attributes:
        british (list[AcresCard]): One side's cards.
        french (list[AcresCard]): One side's cards.
    """

    british: list[AcresCard]
    french: list[AcresCard]

    def to_dict(self) -> dict[str, Any]:
        british = []
        for british_item_data in self.british:
            british_item: str = british_item_data
            british.append(british_item)

        french = []
        for french_item_data in self.french:
            french_item: str = french_item_data
            french.append(french_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "british": british,
                "french": french,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        british = []
        _british = d.pop("british")
        for british_item_data in _british:
            british_item = check_acres_card(british_item_data)

            british.append(british_item)

        french = []
        _french = d.pop("french")
        for french_item_data in _french:
            french_item = check_acres_card(french_item_data)

            french.append(french_item)

        acres_siege_cards = cls(
            british=british,
            french=french,
        )

        return acres_siege_cards
