from enum import StrEnum


class SparksLayTileCommandType(StrEnum):
    LAY_TILE = "lay_tile"

    def __str__(self) -> str:
        return str(self.value)
