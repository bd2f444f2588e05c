from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_view_harvest_field import SparksViewHarvestField, check_sparks_view_harvest_field

T = TypeVar("T", bound="SparksViewHarvest")


@_attrs_define
class SparksViewHarvest:
    """The harvest spaces (FS-FOOD-5).

    Attributes:
        bear (int): The bear tokens left.
        berries (int): The berries tokens left.
        field (SparksViewHarvestField): Field crops never run out.
        fish (int): The fish tokens left.
        mammoth (int): The mammoth tokens left.
    """

    bear: int
    berries: int
    field: SparksViewHarvestField
    fish: int
    mammoth: int

    def to_dict(self) -> dict[str, Any]:
        bear = self.bear

        berries = self.berries

        field: str = self.field

        fish = self.fish

        mammoth = self.mammoth

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bear": bear,
                "berries": berries,
                "field": field,
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

        field = check_sparks_view_harvest_field(d.pop("field"))

        fish = d.pop("fish")

        mammoth = d.pop("mammoth")

        sparks_view_harvest = cls(
            bear=bear,
            berries=berries,
            field=field,
            fish=fish,
            mammoth=mammoth,
        )

        return sparks_view_harvest
