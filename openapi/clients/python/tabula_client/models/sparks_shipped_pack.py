from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksShippedPack")


@_attrs_define
class SparksShippedPack:
    """A pack shipped with the server, by name and hash.

    Attributes:
        hash_ (str): The pack's hash (sha256 of its canonical JSON).
        name (str): The pack's name.
    """

    hash_: str
    name: str

    def to_dict(self) -> dict[str, Any]:
        hash_ = self.hash_

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hash": hash_,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hash_ = d.pop("hash")

        name = d.pop("name")

        sparks_shipped_pack = cls(
            hash_=hash_,
            name=name,
        )

        return sparks_shipped_pack
