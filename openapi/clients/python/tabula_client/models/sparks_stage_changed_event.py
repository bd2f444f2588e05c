from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_stage_changed_event_type import SparksStageChangedEventType, check_sparks_stage_changed_event_type

T = TypeVar("T", bound="SparksStageChangedEvent")


@_attrs_define
class SparksStageChangedEvent:
    """Stage 2 began (FS-BUREAU-9).

    Attributes:
        boxed (list[int]): The lowest market card, boxed with the reshuffle card.
        type_ (SparksStageChangedEventType): The event type.
    """

    boxed: list[int]
    type_: SparksStageChangedEventType

    def to_dict(self) -> dict[str, Any]:
        boxed = self.boxed

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "boxed": boxed,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        boxed = cast(list[int], d.pop("boxed"))

        type_ = check_sparks_stage_changed_event_type(d.pop("type"))

        sparks_stage_changed_event = cls(
            boxed=boxed,
            type_=type_,
        )

        return sparks_stage_changed_event
