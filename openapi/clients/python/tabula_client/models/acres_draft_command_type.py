from enum import StrEnum


class AcresDraftCommandType(StrEnum):
    DRAFT = "draft"

    def __str__(self) -> str:
        return str(self.value)
