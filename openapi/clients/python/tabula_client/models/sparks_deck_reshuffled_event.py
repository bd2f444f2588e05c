from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_deck_reshuffled_event_type import (
    SparksDeckReshuffledEventType,
    check_sparks_deck_reshuffled_event_type,
)

T = TypeVar("T", bound="SparksDeckReshuffledEvent")


@_attrs_define
class SparksDeckReshuffledEvent:
    """The rest of the deck was shuffled into a new deck.

    Attributes:
        count (int): Cards in the new deck.
        type_ (SparksDeckReshuffledEventType): The event type.
    """

    count: int
    type_: SparksDeckReshuffledEventType

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        type_ = check_sparks_deck_reshuffled_event_type(d.pop("type"))

        sparks_deck_reshuffled_event = cls(
            count=count,
            type_=type_,
        )

        return sparks_deck_reshuffled_event
