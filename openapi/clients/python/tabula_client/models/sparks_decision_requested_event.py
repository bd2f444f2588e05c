from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_decision_requested_event_kind import (
    SparksDecisionRequestedEventKind,
    check_sparks_decision_requested_event_kind,
)
from ..models.sparks_decision_requested_event_seat import (
    SparksDecisionRequestedEventSeat,
    check_sparks_decision_requested_event_seat,
)
from ..models.sparks_decision_requested_event_type import (
    SparksDecisionRequestedEventType,
    check_sparks_decision_requested_event_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SparksDecisionRequestedEvent")


@_attrs_define
class SparksDecisionRequestedEvent:
    """A decision was added to the pending ones.

    Attributes:
        kind (SparksDecisionRequestedEventKind): The decision.
        seat (SparksDecisionRequestedEventSeat): The seat to decide.
        type_ (SparksDecisionRequestedEventType): The event type.
        card (int | Unset): keep_or_box and discard_tool only: the card concerned.
        count (int | Unset): remove_members only: members to remove.
    """

    kind: SparksDecisionRequestedEventKind
    seat: SparksDecisionRequestedEventSeat
    type_: SparksDecisionRequestedEventType
    card: int | Unset = UNSET
    count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat: str = self.seat

        type_: str = self.type_

        card = self.card

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_sparks_decision_requested_event_kind(d.pop("kind"))

        seat = check_sparks_decision_requested_event_seat(d.pop("seat"))

        type_ = check_sparks_decision_requested_event_type(d.pop("type"))

        card = d.pop("card", UNSET)

        count = d.pop("count", UNSET)

        sparks_decision_requested_event = cls(
            kind=kind,
            seat=seat,
            type_=type_,
            card=card,
            count=count,
        )

        return sparks_decision_requested_event
