from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.acres_seat_position import AcresSeatPosition


T = TypeVar("T", bound="AcresPositionSeats")


@_attrs_define
class AcresPositionSeats:
    """Each seat's side of the table.

    Attributes:
        british (AcresSeatPosition): One seat's side of the table with everything hidden in play: hand and deck.
        french (AcresSeatPosition): One seat's side of the table with everything hidden in play: hand and deck.
    """

    british: AcresSeatPosition
    french: AcresSeatPosition

    def to_dict(self) -> dict[str, Any]:
        british = self.british.to_dict()

        french = self.french.to_dict()

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
        from ..models.acres_seat_position import AcresSeatPosition  # noqa: PLC0415

        d = dict(src_dict)
        british = AcresSeatPosition.from_dict(d.pop("british"))

        french = AcresSeatPosition.from_dict(d.pop("french"))

        acres_position_seats = cls(
            british=british,
            french=french,
        )

        return acres_position_seats
