from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_resupplied_event_type import SparksResuppliedEventType, check_sparks_resupplied_event_type

if TYPE_CHECKING:
    from ..models.sparks_resupplied_event_amounts import SparksResuppliedEventAmounts


T = TypeVar("T", bound="SparksResuppliedEvent")


@_attrs_define
class SparksResuppliedEvent:
    """Tokens were added to the harvest spaces (FS-BUREAU-5).

    Attributes:
        amounts (SparksResuppliedEventAmounts): Tokens added per harvest space.
        type_ (SparksResuppliedEventType): The event type.
    """

    amounts: SparksResuppliedEventAmounts
    type_: SparksResuppliedEventType

    def to_dict(self) -> dict[str, Any]:
        amounts = self.amounts.to_dict()

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amounts": amounts,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_resupplied_event_amounts import SparksResuppliedEventAmounts  # noqa: PLC0415

        d = dict(src_dict)
        amounts = SparksResuppliedEventAmounts.from_dict(d.pop("amounts"))

        type_ = check_sparks_resupplied_event_type(d.pop("type"))

        sparks_resupplied_event = cls(
            amounts=amounts,
            type_=type_,
        )

        return sparks_resupplied_event
