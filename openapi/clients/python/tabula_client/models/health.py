from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """The API answers and its store is reachable (else getHealth answers 503 store_unavailable).

    Attributes:
        status (str): Always ok: this process answers.
        store (str): Always ok: the game store answered a ping.
    """

    status: str
    store: str

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        store = self.store

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "store": store,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        store = d.pop("store")

        health = cls(
            status=status,
            store=store,
        )

        return health
