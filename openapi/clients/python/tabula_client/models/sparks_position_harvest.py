from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksPositionHarvest")


@_attrs_define
class SparksPositionHarvest:
    """The tokens on the harvest spaces.

    Attributes:
        bear (int): The bear tokens.
        berries (int): The berries tokens.
        fish (int): The fish tokens.
        mammoth (int): The mammoth tokens.
    """

    bear: int
    berries: int
    fish: int
    mammoth: int

    def to_dict(self) -> dict[str, Any]:
        bear = self.bear

        berries = self.berries

        fish = self.fish

        mammoth = self.mammoth

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bear": bear,
                "berries": berries,
                "fish": fish,
                "mammoth": mammoth,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bear = d.pop("bear")

        berries = d.pop("berries")

        fish = d.pop("fish")

        mammoth = d.pop("mammoth")

        sparks_position_harvest = cls(
            bear=bear,
            berries=berries,
            fish=fish,
            mammoth=mammoth,
        )

        return sparks_position_harvest
