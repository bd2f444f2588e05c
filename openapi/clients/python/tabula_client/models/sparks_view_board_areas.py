from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sparks_view_board_areas_additional_property import (
    SparksViewBoardAreasAdditionalProperty,
    check_sparks_view_board_areas_additional_property,
)

T = TypeVar("T", bound="SparksViewBoardAreas")


@_attrs_define
class SparksViewBoardAreas:
    """Each hunting area's type, keyed by area id <tile>.<hex>."""

    additional_properties: dict[str, SparksViewBoardAreasAdditionalProperty] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sparks_view_board_areas = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = check_sparks_view_board_areas_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        sparks_view_board_areas.additional_properties = additional_properties
        return sparks_view_board_areas

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> SparksViewBoardAreasAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: SparksViewBoardAreasAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
