from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_pack_format import SparksPackFormat, check_sparks_pack_format
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sparks_pack_crop_card import SparksPackCropCard
    from ..models.sparks_pack_knowledge import SparksPackKnowledge
    from ..models.sparks_pack_knowledge_card import SparksPackKnowledgeCard
    from ..models.sparks_pack_tile import SparksPackTile
    from ..models.sparks_pack_tool_card import SparksPackToolCard


T = TypeVar("T", bound="SparksPack")


@_attrs_define
class SparksPack:
    """A data pack in full: the values printed on the cards and tiles.

    Attributes:
        cards (list[SparksPackCropCard | SparksPackKnowledgeCard | SparksPackToolCard]): The cards 1-41, each once, in
            any order.
        format_ (SparksPackFormat): The pack format.
        knowledge (SparksPackKnowledge): Values printed on knowledge cards.
        name (str): The pack's name.
        tiles (list[SparksPackTile]): The six landscape tiles.
        description (str | Unset): What the pack is and where its values come from.
        provisional (bool | Unset): Some value in the pack is invented.
    """

    cards: list[SparksPackCropCard | SparksPackKnowledgeCard | SparksPackToolCard]
    format_: SparksPackFormat
    knowledge: SparksPackKnowledge
    name: str
    tiles: list[SparksPackTile]
    description: str | Unset = UNSET
    provisional: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.sparks_pack_crop_card import SparksPackCropCard  # noqa: PLC0415
        from ..models.sparks_pack_tool_card import SparksPackToolCard  # noqa: PLC0415

        cards = []
        for cards_item_data in self.cards:
            cards_item: dict[str, Any]
            if isinstance(cards_item_data, SparksPackCropCard):
                cards_item = cards_item_data.to_dict()
            elif isinstance(cards_item_data, SparksPackToolCard):
                cards_item = cards_item_data.to_dict()
            else:
                cards_item = cards_item_data.to_dict()

            cards.append(cards_item)

        format_: int = self.format_

        knowledge = self.knowledge.to_dict()

        name = self.name

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)

        description = self.description

        provisional = self.provisional

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "format": format_,
                "knowledge": knowledge,
                "name": name,
                "tiles": tiles,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if provisional is not UNSET:
            field_dict["provisional"] = provisional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_pack_crop_card import SparksPackCropCard  # noqa: PLC0415
        from ..models.sparks_pack_knowledge import SparksPackKnowledge  # noqa: PLC0415
        from ..models.sparks_pack_knowledge_card import SparksPackKnowledgeCard  # noqa: PLC0415
        from ..models.sparks_pack_tile import SparksPackTile  # noqa: PLC0415
        from ..models.sparks_pack_tool_card import SparksPackToolCard  # noqa: PLC0415

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:

            def _parse_cards_item(data: object) -> SparksPackCropCard | SparksPackKnowledgeCard | SparksPackToolCard:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    cards_item_type_0 = SparksPackCropCard.from_dict(data)

                    return cards_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    cards_item_type_1 = SparksPackToolCard.from_dict(data)

                    return cards_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                cards_item_type_2 = SparksPackKnowledgeCard.from_dict(data)

                return cards_item_type_2

            cards_item = _parse_cards_item(cards_item_data)

            cards.append(cards_item)

        format_ = check_sparks_pack_format(d.pop("format"))

        knowledge = SparksPackKnowledge.from_dict(d.pop("knowledge"))

        name = d.pop("name")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = SparksPackTile.from_dict(tiles_item_data)

            tiles.append(tiles_item)

        description = d.pop("description", UNSET)

        provisional = d.pop("provisional", UNSET)

        sparks_pack = cls(
            cards=cards,
            format_=format_,
            knowledge=knowledge,
            name=name,
            tiles=tiles,
            description=description,
            provisional=provisional,
        )

        return sparks_pack
