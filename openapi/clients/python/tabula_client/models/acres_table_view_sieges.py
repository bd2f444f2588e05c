from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.acres_siege import AcresSiege


T = TypeVar("T", bound="AcresTableViewSieges")


@_attrs_define
class AcresTableViewSieges:
    """The sieges in progress, keyed by the attacker (at most one each).

    Attributes:
        british (AcresSiege | Unset): A siege in progress on the attacker's track.
        french (AcresSiege | Unset): A siege in progress on the attacker's track.
    """

    british: AcresSiege | Unset = UNSET
    french: AcresSiege | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        british: dict[str, Any] | Unset = UNSET
        if not isinstance(self.british, Unset):
            british = self.british.to_dict()

        french: dict[str, Any] | Unset = UNSET
        if not isinstance(self.french, Unset):
            french = self.french.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if british is not UNSET:
            field_dict["british"] = british
        if french is not UNSET:
            field_dict["french"] = french

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_siege import AcresSiege  # noqa: PLC0415

        d = dict(src_dict)
        _british = d.pop("british", UNSET)
        british: AcresSiege | Unset
        if isinstance(_british, Unset):
            british = UNSET
        else:
            british = AcresSiege.from_dict(_british)

        _french = d.pop("french", UNSET)
        french: AcresSiege | Unset
        if isinstance(_french, Unset):
            french = UNSET
        else:
            french = AcresSiege.from_dict(_french)

        acres_table_view_sieges = cls(
            british=british,
            french=french,
        )

        return acres_table_view_sieges
