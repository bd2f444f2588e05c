from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_siege_won_event_by import AcresSiegeWonEventBy, check_acres_siege_won_event_by
from ..models.acres_siege_won_event_captured_type_0 import (
    AcresSiegeWonEventCapturedType0,
    check_acres_siege_won_event_captured_type_0,
)
from ..models.acres_siege_won_event_siege import AcresSiegeWonEventSiege, check_acres_siege_won_event_siege
from ..models.acres_siege_won_event_type import AcresSiegeWonEventType, check_acres_siege_won_event_type
from ..models.acres_siege_won_event_winner import AcresSiegeWonEventWinner, check_acres_siege_won_event_winner

T = TypeVar("T", bound="AcresSiegeWonEvent")


@_attrs_define
class AcresSiegeWonEvent:
    """A siege was decided (AC-SIEGE-21/22).

    Attributes:
        by (AcresSiegeWonEventBy): Decided by the start-of-turn check or a defender's surrender.
        captured (AcresSiegeWonEventCapturedType0 | None): The defender's piece the attacker took; null when the
            defender won.
        fort_returned (bool): A fortification disc went back to the stock.
        location (AcresLocation): A location id of the board (data/acres.json).
        siege (AcresSiegeWonEventSiege): The siege, named by its attacker.
        type_ (AcresSiegeWonEventType): The event type.
        winner (AcresSiegeWonEventWinner): The seat that won it.
    """

    by: AcresSiegeWonEventBy
    captured: AcresSiegeWonEventCapturedType0 | None
    fort_returned: bool
    location: AcresLocation
    siege: AcresSiegeWonEventSiege
    type_: AcresSiegeWonEventType
    winner: AcresSiegeWonEventWinner

    def to_dict(self) -> dict[str, Any]:
        by: str = self.by

        captured: None | str
        if isinstance(self.captured, str):
            captured = self.captured
        else:
            captured = self.captured

        fort_returned = self.fort_returned

        location: str = self.location

        siege: str = self.siege

        type_: str = self.type_

        winner: str = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "by": by,
                "captured": captured,
                "fort_returned": fort_returned,
                "location": location,
                "siege": siege,
                "type": type_,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = check_acres_siege_won_event_by(d.pop("by"))

        def _parse_captured(data: object) -> AcresSiegeWonEventCapturedType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                captured_type_0 = check_acres_siege_won_event_captured_type_0(data)

                return captured_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AcresSiegeWonEventCapturedType0 | None, data)

        captured = _parse_captured(d.pop("captured"))

        fort_returned = d.pop("fort_returned")

        location = check_acres_location(d.pop("location"))

        siege = check_acres_siege_won_event_siege(d.pop("siege"))

        type_ = check_acres_siege_won_event_type(d.pop("type"))

        winner = check_acres_siege_won_event_winner(d.pop("winner"))

        acres_siege_won_event = cls(
            by=by,
            captured=captured,
            fort_returned=fort_returned,
            location=location,
            siege=siege,
            type_=type_,
            winner=winner,
        )

        return acres_siege_won_event
