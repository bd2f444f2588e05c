from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sparks_neutral_grew_event_clan import SparksNeutralGrewEventClan, check_sparks_neutral_grew_event_clan
from ..models.sparks_neutral_grew_event_seat import SparksNeutralGrewEventSeat, check_sparks_neutral_grew_event_seat
from ..models.sparks_neutral_grew_event_type import SparksNeutralGrewEventType, check_sparks_neutral_grew_event_type

T = TypeVar("T", bound="SparksNeutralGrewEvent")


@_attrs_define
class SparksNeutralGrewEvent:
    """A neutral member was added (2 players, FS-2P-11).

    Attributes:
        clan (SparksNeutralGrewEventClan): The neutral clan.
        seat (SparksNeutralGrewEventSeat): The seat placing it.
        size (int): The neutral clan's new size.
        space (str): The space.
        type_ (SparksNeutralGrewEventType): The event type.
    """

    clan: SparksNeutralGrewEventClan
    seat: SparksNeutralGrewEventSeat
    size: int
    space: str
    type_: SparksNeutralGrewEventType

    def to_dict(self) -> dict[str, Any]:
        clan: str = self.clan

        seat: str = self.seat

        size = self.size

        space = self.space

        type_: str = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clan": clan,
                "seat": seat,
                "size": size,
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        clan = check_sparks_neutral_grew_event_clan(d.pop("clan"))

        seat = check_sparks_neutral_grew_event_seat(d.pop("seat"))

        size = d.pop("size")

        space = d.pop("space")

        type_ = check_sparks_neutral_grew_event_type(d.pop("type"))

        sparks_neutral_grew_event = cls(
            clan=clan,
            seat=seat,
            size=size,
            space=space,
            type_=type_,
        )

        return sparks_neutral_grew_event
