from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_siege_ended_event_siege import AcresSiegeEndedEventSiege, check_acres_siege_ended_event_siege
from ..models.acres_siege_ended_event_type import AcresSiegeEndedEventType, check_acres_siege_ended_event_type
from ..models.acres_siege_ended_event_winner_type_0 import (
    AcresSiegeEndedEventWinnerType0,
    check_acres_siege_ended_event_winner_type_0,
)

T = TypeVar("T", bound="AcresSiegeEndedEvent")


@_attrs_define
class AcresSiegeEndedEvent:
    """The siege was removed; its remaining cards went to their owners' discard piles.

    Attributes:
        siege (AcresSiegeEndedEventSiege): The siege, named by its attacker.
        type_ (AcresSiegeEndedEventType): The event type.
        winner (AcresSiegeEndedEventWinnerType0 | None): The winner; null when a 1st-edition raid emptied the location
            and lifted the siege.
    """

    siege: AcresSiegeEndedEventSiege
    type_: AcresSiegeEndedEventType
    winner: AcresSiegeEndedEventWinnerType0 | None

    def to_dict(self) -> dict[str, Any]:
        siege: str = self.siege

        type_: str = self.type_

        winner: None | str
        if isinstance(self.winner, str):
            winner = self.winner
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "siege": siege,
                "type": type_,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        siege = check_acres_siege_ended_event_siege(d.pop("siege"))

        type_ = check_acres_siege_ended_event_type(d.pop("type"))

        def _parse_winner(data: object) -> AcresSiegeEndedEventWinnerType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = check_acres_siege_ended_event_winner_type_0(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AcresSiegeEndedEventWinnerType0 | None, data)

        winner = _parse_winner(d.pop("winner"))

        acres_siege_ended_event = cls(
            siege=siege,
            type_=type_,
            winner=winner,
        )

        return acres_siege_ended_event
