from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_card_boxed_event_reason import SparksCardBoxedEventReason, check_sparks_card_boxed_event_reason
from ..models.sparks_card_boxed_event_type import SparksCardBoxedEventType, check_sparks_card_boxed_event_type

T = TypeVar("T", bound="SparksCardBoxedEvent")


@_attrs_define
class SparksCardBoxedEvent:
    """The unsold bonus card went to the box.

    Attributes:
        card (int): The card.
        reason (SparksCardBoxedEventReason): The rule.
        type_ (SparksCardBoxedEventType): The event type.
    """

    card: int
    reason: SparksCardBoxedEventReason
    type_: SparksCardBoxedEventType

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        reason: str = self.reason

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        reason = check_sparks_card_boxed_event_reason(d.pop("reason"))

        type_ = check_sparks_card_boxed_event_type(d.pop("type"))

        sparks_card_boxed_event = cls(
            card=card,
            reason=reason,
            type_=type_,
        )

        return sparks_card_boxed_event
