from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lifecycle_started_event_type import LifecycleStartedEventType, check_lifecycle_started_event_type

T = TypeVar("T", bound="LifecycleStartedEvent")


@_attrs_define
class LifecycleStartedEvent:
    """Every seat is taken: the game starts.

    Attributes:
        type_ (LifecycleStartedEventType): The event type.
    """

    type_: LifecycleStartedEventType

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_lifecycle_started_event_type(d.pop("type"))

        lifecycle_started_event = cls(
            type_=type_,
        )

        return lifecycle_started_event
