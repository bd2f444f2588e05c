from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_decision_taken_event_choice import (
    SparksDecisionTakenEventChoice,
    check_sparks_decision_taken_event_choice,
)
from ..models.sparks_decision_taken_event_kind import (
    SparksDecisionTakenEventKind,
    check_sparks_decision_taken_event_kind,
)
from ..models.sparks_decision_taken_event_seat import (
    SparksDecisionTakenEventSeat,
    check_sparks_decision_taken_event_seat,
)
from ..models.sparks_decision_taken_event_type import (
    SparksDecisionTakenEventType,
    check_sparks_decision_taken_event_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SparksDecisionTakenEvent")


@_attrs_define
class SparksDecisionTakenEvent:
    """The current decision was answered.

    Attributes:
        kind (SparksDecisionTakenEventKind): The decision.
        seat (SparksDecisionTakenEventSeat): The seat that decided.
        type_ (SparksDecisionTakenEventType): The event type.
        choice (SparksDecisionTakenEventChoice | Unset): keep_or_box only: the answer.
    """

    kind: SparksDecisionTakenEventKind
    seat: SparksDecisionTakenEventSeat
    type_: SparksDecisionTakenEventType
    choice: SparksDecisionTakenEventChoice | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat: str = self.seat

        type_: str = self.type_

        choice: str | Unset = UNSET
        if not isinstance(self.choice, Unset):
            choice = self.choice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "type": type_,
            }
        )
        if choice is not UNSET:
            field_dict["choice"] = choice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_sparks_decision_taken_event_kind(d.pop("kind"))

        seat = check_sparks_decision_taken_event_seat(d.pop("seat"))

        type_ = check_sparks_decision_taken_event_type(d.pop("type"))

        _choice = d.pop("choice", UNSET)
        choice: SparksDecisionTakenEventChoice | Unset
        if isinstance(_choice, Unset):
            choice = UNSET
        else:
            choice = check_sparks_decision_taken_event_choice(_choice)

        sparks_decision_taken_event = cls(
            kind=kind,
            seat=seat,
            type_=type_,
            choice=choice,
        )

        return sparks_decision_taken_event
