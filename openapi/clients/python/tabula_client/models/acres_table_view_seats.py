from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.acres_seat_view import AcresSeatView


T = TypeVar("T", bound="AcresTableViewSeats")


@_attrs_define
class AcresTableViewSeats:
    """Each seat's side of the table.

    Attributes:
        british (AcresSeatView): One seat's side of the table as the viewer sees it; the hand only in that seat's own
            view.
        french (AcresSeatView): One seat's side of the table as the viewer sees it; the hand only in that seat's own
            view.
    """

    british: AcresSeatView
    french: AcresSeatView

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
        from ..models.acres_seat_view import AcresSeatView  # noqa: PLC0415

        d = dict(src_dict)
        british = AcresSeatView.from_dict(d.pop("british"))

        french = AcresSeatView.from_dict(d.pop("french"))

        acres_table_view_seats = cls(
            british=british,
            french=french,
        )

        return acres_table_view_seats
