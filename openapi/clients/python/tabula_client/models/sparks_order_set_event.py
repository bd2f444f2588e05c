from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_order_set_event_order_item import (
    SparksOrderSetEventOrderItem,
    check_sparks_order_set_event_order_item,
)
from ..models.sparks_order_set_event_reason import SparksOrderSetEventReason, check_sparks_order_set_event_reason
from ..models.sparks_order_set_event_type import SparksOrderSetEventType, check_sparks_order_set_event_type

T = TypeVar("T", bound="SparksOrderSetEvent")


@_attrs_define
class SparksOrderSetEvent:
    """The turn order was set.

    Attributes:
        order (list[SparksOrderSetEventOrderItem]): The new order, first player first.
        reason (SparksOrderSetEventReason): The rule that set it.
        type_ (SparksOrderSetEventType): The event type.
    """

    order: list[SparksOrderSetEventOrderItem]
    reason: SparksOrderSetEventReason
    type_: SparksOrderSetEventType

    def to_dict(self) -> dict[str, Any]:
        order = []
        for order_item_data in self.order:
            order_item: str = order_item_data
            order.append(order_item)

        reason: str = self.reason

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order = []
        _order = d.pop("order")
        for order_item_data in _order:
            order_item = check_sparks_order_set_event_order_item(order_item_data)

            order.append(order_item)

        reason = check_sparks_order_set_event_reason(d.pop("reason"))

        type_ = check_sparks_order_set_event_type(d.pop("type"))

        sparks_order_set_event = cls(
            order=order,
            reason=reason,
            type_=type_,
        )

        return sparks_order_set_event
