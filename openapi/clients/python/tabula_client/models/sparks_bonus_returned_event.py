from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_bonus_returned_event_reason import (
    SparksBonusReturnedEventReason,
    check_sparks_bonus_returned_event_reason,
)
from ..models.sparks_bonus_returned_event_type import (
    SparksBonusReturnedEventType,
    check_sparks_bonus_returned_event_type,
)

T = TypeVar("T", bound="SparksBonusReturnedEvent")


@_attrs_define
class SparksBonusReturnedEvent:
    """The bonus went back to the supply.

    Attributes:
        card (int): The card it lay on.
        reason (SparksBonusReturnedEventReason): The rule.
        type_ (SparksBonusReturnedEventType): The event type.
    """

    card: int
    reason: SparksBonusReturnedEventReason
    type_: SparksBonusReturnedEventType

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

        reason = check_sparks_bonus_returned_event_reason(d.pop("reason"))

        type_ = check_sparks_bonus_returned_event_type(d.pop("type"))

        sparks_bonus_returned_event = cls(
            card=card,
            reason=reason,
            type_=type_,
        )

        return sparks_bonus_returned_event
