from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SparksTableYield")


@_attrs_define
class SparksTableYield:
    """A yield table, read like the printed card (FS-HUNT-4).

    Attributes:
        table (list[list[int]]): Rows [min, take]: a tool takes the take of the last row whose min is at most the tokens
            plus virtual tokens.
    """

    table: list[list[int]]

    def to_dict(self) -> dict[str, Any]:
        table = []
        for table_item_data in self.table:
            table_item = table_item_data

            table.append(table_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "table": table,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        table = []
        _table = d.pop("table")
        for table_item_data in _table:
            table_item = cast(list[int], table_item_data)

            table.append(table_item)

        sparks_table_yield = cls(
            table=table,
        )

        return sparks_table_yield
