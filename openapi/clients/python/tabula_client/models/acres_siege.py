from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.acres_location import AcresLocation, check_acres_location
from ..models.acres_siege_won_by_type_0 import AcresSiegeWonByType0, check_acres_siege_won_by_type_0

if TYPE_CHECKING:
    from ..models.acres_siege_cards import AcresSiegeCards


T = TypeVar("T", bound="AcresSiege")


@_attrs_define
class AcresSiege:
    """A siege in progress on the attacker's track.

    Attributes:
        cards (AcresSiegeCards): The cards each side has put into the siege, face up.
        location (AcresLocation): A location id of the board (data/acres.json).
        value (int): The siege value: positive favours the attacker (AC-SIEGE-21).
        won_by (AcresSiegeWonByType0 | None): The winner once the siege is decided but still waits for an answer; null
            while it runs.
    """

    cards: AcresSiegeCards
    location: AcresLocation
    value: int
    won_by: AcresSiegeWonByType0 | None

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards.to_dict()

        location: str = self.location

        value = self.value

        won_by: None | str
        if isinstance(self.won_by, str):
            won_by = self.won_by
        else:
            won_by = self.won_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "location": location,
                "value": value,
                "won_by": won_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_siege_cards import AcresSiegeCards  # noqa: PLC0415

        d = dict(src_dict)
        cards = AcresSiegeCards.from_dict(d.pop("cards"))

        location = check_acres_location(d.pop("location"))

        value = d.pop("value")

        def _parse_won_by(data: object) -> AcresSiegeWonByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                won_by_type_0 = check_acres_siege_won_by_type_0(data)

                return won_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AcresSiegeWonByType0 | None, data)

        won_by = _parse_won_by(d.pop("won_by"))

        acres_siege = cls(
            cards=cards,
            location=location,
            value=value,
            won_by=won_by,
        )

        return acres_siege
