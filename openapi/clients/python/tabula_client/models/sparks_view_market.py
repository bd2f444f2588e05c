from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksViewMarket")


@_attrs_define
class SparksViewMarket:
    """The market.

    Attributes:
        bonus (int | None): The card carrying the field-crop bonus (FS-TECH-1), or null.
        current (list[int]): The cards that may be bought, ascending.
        future (list[int]): The other market cards, ascending.
        reshuffle_card (bool): The reshuffle card sits in the market (FS-TECH-13).
    """

    bonus: int | None
    current: list[int]
    future: list[int]
    reshuffle_card: bool

    def to_dict(self) -> dict[str, Any]:
        bonus: int | None
        bonus = self.bonus

        current = self.current

        future = self.future

        reshuffle_card = self.reshuffle_card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus": bonus,
                "current": current,
                "future": future,
                "reshuffle_card": reshuffle_card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_bonus(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bonus = _parse_bonus(d.pop("bonus"))

        current = cast(list[int], d.pop("current"))

        future = cast(list[int], d.pop("future"))

        reshuffle_card = d.pop("reshuffle_card")

        sparks_view_market = cls(
            bonus=bonus,
            current=current,
            future=future,
            reshuffle_card=reshuffle_card,
        )

        return sparks_view_market
