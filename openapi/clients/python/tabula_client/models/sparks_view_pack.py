from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sparks_crop_card import SparksCropCard
    from ..models.sparks_knowledge_card import SparksKnowledgeCard
    from ..models.sparks_pack import SparksPack
    from ..models.sparks_tool_card import SparksToolCard


T = TypeVar("T", bound="SparksViewPack")


@_attrs_define
class SparksViewPack:
    """The game's data pack: its cards' printed values; for a pack not shipped with the server also data, the whole pack as
    given in options.pack (public).

        Attributes:
            cards (list[SparksCropCard | SparksKnowledgeCard | SparksToolCard]): Every card's values, by number.
            hash_ (str): The pack's hash.
            name (str): The pack's name.
            plough_bonus_per_field (int): Extra field crops per field card for the plough's owner.
            provisional (bool): The pack holds invented values.
            data (SparksPack | Unset): A data pack in full: the values printed on the cards and tiles.
            note (str | Unset): Present when the pack is provisional: its values are invented.
    """

    cards: list[SparksCropCard | SparksKnowledgeCard | SparksToolCard]
    hash_: str
    name: str
    plough_bonus_per_field: int
    provisional: bool
    data: SparksPack | Unset = UNSET
    note: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.sparks_crop_card import SparksCropCard  # noqa: PLC0415
        from ..models.sparks_tool_card import SparksToolCard  # noqa: PLC0415

        cards = []
        for cards_item_data in self.cards:
            cards_item: dict[str, Any]
            if isinstance(cards_item_data, SparksCropCard):
                cards_item = cards_item_data.to_dict()
            elif isinstance(cards_item_data, SparksToolCard):
                cards_item = cards_item_data.to_dict()
            else:
                cards_item = cards_item_data.to_dict()

            cards.append(cards_item)

        hash_ = self.hash_

        name = self.name

        plough_bonus_per_field = self.plough_bonus_per_field

        provisional = self.provisional

        data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.data, Unset):
            data = self.data.to_dict()

        note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "hash": hash_,
                "name": name,
                "plough_bonus_per_field": plough_bonus_per_field,
                "provisional": provisional,
            }
        )
        if data is not UNSET:
            field_dict["data"] = data
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_crop_card import SparksCropCard  # noqa: PLC0415
        from ..models.sparks_knowledge_card import SparksKnowledgeCard  # noqa: PLC0415
        from ..models.sparks_pack import SparksPack  # noqa: PLC0415
        from ..models.sparks_tool_card import SparksToolCard  # noqa: PLC0415

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:

            def _parse_cards_item(data: object) -> SparksCropCard | SparksKnowledgeCard | SparksToolCard:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    cards_item_type_0 = SparksCropCard.from_dict(data)

                    return cards_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    cards_item_type_1 = SparksToolCard.from_dict(data)

                    return cards_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                cards_item_type_2 = SparksKnowledgeCard.from_dict(data)

                return cards_item_type_2

            cards_item = _parse_cards_item(cards_item_data)

            cards.append(cards_item)

        hash_ = d.pop("hash")

        name = d.pop("name")

        plough_bonus_per_field = d.pop("plough_bonus_per_field")

        provisional = d.pop("provisional")

        _data = d.pop("data", UNSET)
        data: SparksPack | Unset
        if isinstance(_data, Unset):
            data = UNSET
        else:
            data = SparksPack.from_dict(_data)

        note = d.pop("note", UNSET)

        sparks_view_pack = cls(
            cards=cards,
            hash_=hash_,
            name=name,
            plough_bonus_per_field=plough_bonus_per_field,
            provisional=provisional,
            data=data,
            note=note,
        )

        return sparks_view_pack
