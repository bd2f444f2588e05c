from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.standing_order_ambushes import StandingOrderAmbushes, check_standing_order_ambushes
from ..models.standing_order_otherwise import StandingOrderOtherwise, check_standing_order_otherwise
from ..models.standing_order_raids import StandingOrderRaids, check_standing_order_raids
from ..types import UNSET, Unset

T = TypeVar("T", bound="StandingOrder")


@_attrs_define
class StandingOrder:
    """A seat's standing order: how it answers some decisions without being asked. Each game has its own fields (the others
    are refused); every field is optional. See docs/standing-orders.md.

        Attributes:
            ambushes (StandingOrderAmbushes | Unset): acres: how to answer an ambush (ambush_block): ask (default), never,
                or any card that blocks ambushes.
            auto_pass (bool | Unset): sparks: send pass_buying whenever your seat would offer a card (default false).
            otherwise (StandingOrderOtherwise | Unset): sparks: the answer to an offered card in neither list (default ask:
                by hand).
            prefer (list[str] | Unset): acres: card ids to block with first, in this order.
            raids (StandingOrderRaids | Unset): acres: how to answer a raid (raid_block). ask (default): by hand; never:
                no_block; location_card: block with the raided location's own card; blocker_card: with a card that blocks raids;
                any: with any card the rules allow. No eligible card: no_block.
            refuse (list[int] | Unset): sparks: card numbers to answer decline_card when offered.
            spare (list[str] | Unset): acres: card ids never to block with.
            want (list[int] | Unset): sparks: card numbers to answer want_card when offered (declined if you cannot pay
                then).
    """

    ambushes: StandingOrderAmbushes | Unset = UNSET
    auto_pass: bool | Unset = UNSET
    otherwise: StandingOrderOtherwise | Unset = UNSET
    prefer: list[str] | Unset = UNSET
    raids: StandingOrderRaids | Unset = UNSET
    refuse: list[int] | Unset = UNSET
    spare: list[str] | Unset = UNSET
    want: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ambushes: str | Unset = UNSET
        if not isinstance(self.ambushes, Unset):
            ambushes = self.ambushes

        auto_pass = self.auto_pass

        otherwise: str | Unset = UNSET
        if not isinstance(self.otherwise, Unset):
            otherwise = self.otherwise

        prefer: list[str] | Unset = UNSET
        if not isinstance(self.prefer, Unset):
            prefer = self.prefer

        raids: str | Unset = UNSET
        if not isinstance(self.raids, Unset):
            raids = self.raids

        refuse: list[int] | Unset = UNSET
        if not isinstance(self.refuse, Unset):
            refuse = self.refuse

        spare: list[str] | Unset = UNSET
        if not isinstance(self.spare, Unset):
            spare = self.spare

        want: list[int] | Unset = UNSET
        if not isinstance(self.want, Unset):
            want = self.want

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ambushes is not UNSET:
            field_dict["ambushes"] = ambushes
        if auto_pass is not UNSET:
            field_dict["auto_pass"] = auto_pass
        if otherwise is not UNSET:
            field_dict["otherwise"] = otherwise
        if prefer is not UNSET:
            field_dict["prefer"] = prefer
        if raids is not UNSET:
            field_dict["raids"] = raids
        if refuse is not UNSET:
            field_dict["refuse"] = refuse
        if spare is not UNSET:
            field_dict["spare"] = spare
        if want is not UNSET:
            field_dict["want"] = want

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _ambushes = d.pop("ambushes", UNSET)
        ambushes: StandingOrderAmbushes | Unset
        if isinstance(_ambushes, Unset):
            ambushes = UNSET
        else:
            ambushes = check_standing_order_ambushes(_ambushes)

        auto_pass = d.pop("auto_pass", UNSET)

        _otherwise = d.pop("otherwise", UNSET)
        otherwise: StandingOrderOtherwise | Unset
        if isinstance(_otherwise, Unset):
            otherwise = UNSET
        else:
            otherwise = check_standing_order_otherwise(_otherwise)

        prefer = cast(list[str], d.pop("prefer", UNSET))

        _raids = d.pop("raids", UNSET)
        raids: StandingOrderRaids | Unset
        if isinstance(_raids, Unset):
            raids = UNSET
        else:
            raids = check_standing_order_raids(_raids)

        refuse = cast(list[int], d.pop("refuse", UNSET))

        spare = cast(list[str], d.pop("spare", UNSET))

        want = cast(list[int], d.pop("want", UNSET))

        standing_order = cls(
            ambushes=ambushes,
            auto_pass=auto_pass,
            otherwise=otherwise,
            prefer=prefer,
            raids=raids,
            refuse=refuse,
            spare=spare,
            want=want,
        )

        return standing_order
