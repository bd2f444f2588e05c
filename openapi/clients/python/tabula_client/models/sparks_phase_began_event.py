from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_phase_began_event_phase import SparksPhaseBeganEventPhase, check_sparks_phase_began_event_phase
from ..models.sparks_phase_began_event_queue_item import (
    SparksPhaseBeganEventQueueItem,
    check_sparks_phase_began_event_queue_item,
)
from ..models.sparks_phase_began_event_type import SparksPhaseBeganEventType, check_sparks_phase_began_event_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="SparksPhaseBeganEvent")


@_attrs_define
class SparksPhaseBeganEvent:
    """A phase began.

    Attributes:
        phase (SparksPhaseBeganEventPhase): The phase.
        type_ (SparksPhaseBeganEventType): The event type.
        queue (list[SparksPhaseBeganEventQueueItem] | Unset): Every phase but buy: the seats to act, in order.
        round_ (int | Unset): Phase buy only: the round it begins.
    """

    phase: SparksPhaseBeganEventPhase
    type_: SparksPhaseBeganEventType
    queue: list[SparksPhaseBeganEventQueueItem] | Unset = UNSET
    round_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        phase: str = self.phase

        type_: str = self.type_

        queue: list[str] | Unset = UNSET
        if not isinstance(self.queue, Unset):
            queue = []
            for queue_item_data in self.queue:
                queue_item: str = queue_item_data
                queue.append(queue_item)

        round_ = self.round_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "phase": phase,
                "type": type_,
            }
        )
        if queue is not UNSET:
            field_dict["queue"] = queue
        if round_ is not UNSET:
            field_dict["round"] = round_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phase = check_sparks_phase_began_event_phase(d.pop("phase"))

        type_ = check_sparks_phase_began_event_type(d.pop("type"))

        _queue = d.pop("queue", UNSET)
        queue: list[SparksPhaseBeganEventQueueItem] | Unset = UNSET
        if _queue is not UNSET:
            queue = []
            for queue_item_data in _queue:
                queue_item = check_sparks_phase_began_event_queue_item(queue_item_data)

                queue.append(queue_item)

        round_ = d.pop("round", UNSET)

        sparks_phase_began_event = cls(
            phase=phase,
            type_=type_,
            queue=queue,
            round_=round_,
        )

        return sparks_phase_began_event
