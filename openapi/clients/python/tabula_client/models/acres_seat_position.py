from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_card import AcresCard, check_acres_card

if TYPE_CHECKING:
    from ..models.acres_captured import AcresCaptured


T = TypeVar("T", bound="AcresSeatPosition")


@_attrs_define
class AcresSeatPosition:
    """One seat's side of the table with everything hidden in play: hand and deck.

    Attributes:
        available_empire (list[AcresCard]): The seat's empire cards not yet drafted, sorted.
        available_locations (list[AcresCard]): The seat's location cards not yet gained, sorted.
        captured (AcresCaptured): The opponent's pieces this seat has captured (AC-SCORE-2: 2 points a cube, 4 a disc).
        cubes (int): Village cubes in stock (not on the board, not captured).
        deck (list[AcresCard]): The cards in the draw deck, sorted (a deck has no order).
        discard (list[AcresCard]): The discard pile, face up, in the order the cards arrived.
        discs (int): Town discs in stock.
        hand (list[AcresCard]): The cards in hand, in the order drawn.
        money (int): Money held.
        reserve (list[AcresCard]): The cards in reserve, face up (AC-RESERVE-3).
    """

    available_empire: list[AcresCard]
    available_locations: list[AcresCard]
    captured: AcresCaptured
    cubes: int
    deck: list[AcresCard]
    discard: list[AcresCard]
    discs: int
    hand: list[AcresCard]
    money: int
    reserve: list[AcresCard]

    def to_dict(self) -> dict[str, Any]:
        available_empire = []
        for available_empire_item_data in self.available_empire:
            available_empire_item: str = available_empire_item_data
            available_empire.append(available_empire_item)

        available_locations = []
        for available_locations_item_data in self.available_locations:
            available_locations_item: str = available_locations_item_data
            available_locations.append(available_locations_item)

        captured = self.captured.to_dict()

        cubes = self.cubes

        deck = []
        for deck_item_data in self.deck:
            deck_item: str = deck_item_data
            deck.append(deck_item)

        discard = []
        for discard_item_data in self.discard:
            discard_item: str = discard_item_data
            discard.append(discard_item)

        discs = self.discs

        hand = []
        for hand_item_data in self.hand:
            hand_item: str = hand_item_data
            hand.append(hand_item)

        money = self.money

        reserve = []
        for reserve_item_data in self.reserve:
            reserve_item: str = reserve_item_data
            reserve.append(reserve_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "available_empire": available_empire,
                "available_locations": available_locations,
                "captured": captured,
                "cubes": cubes,
                "deck": deck,
                "discard": discard,
                "discs": discs,
                "hand": hand,
                "money": money,
                "reserve": reserve,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_captured import AcresCaptured  # noqa: PLC0415

        d = dict(src_dict)
        available_empire = []
        _available_empire = d.pop("available_empire")
        for available_empire_item_data in _available_empire:
            available_empire_item = check_acres_card(available_empire_item_data)

            available_empire.append(available_empire_item)

        available_locations = []
        _available_locations = d.pop("available_locations")
        for available_locations_item_data in _available_locations:
            available_locations_item = check_acres_card(available_locations_item_data)

            available_locations.append(available_locations_item)

        captured = AcresCaptured.from_dict(d.pop("captured"))

        cubes = d.pop("cubes")

        deck = []
        _deck = d.pop("deck")
        for deck_item_data in _deck:
            deck_item = check_acres_card(deck_item_data)

            deck.append(deck_item)

        discard = []
        _discard = d.pop("discard")
        for discard_item_data in _discard:
            discard_item = check_acres_card(discard_item_data)

            discard.append(discard_item)

        discs = d.pop("discs")

        hand = []
        _hand = d.pop("hand")
        for hand_item_data in _hand:
            hand_item = check_acres_card(hand_item_data)

            hand.append(hand_item)

        money = d.pop("money")

        reserve = []
        _reserve = d.pop("reserve")
        for reserve_item_data in _reserve:
            reserve_item = check_acres_card(reserve_item_data)

            reserve.append(reserve_item)

        acres_seat_position = cls(
            available_empire=available_empire,
            available_locations=available_locations,
            captured=captured,
            cubes=cubes,
            deck=deck,
            discard=discard,
            discs=discs,
            hand=hand,
            money=money,
            reserve=reserve,
        )

        return acres_seat_position
