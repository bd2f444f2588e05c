from enum import StrEnum


class AcresDevelopCommandType(StrEnum):
    DEVELOP = "develop"

    def __str__(self) -> str:
        return str(self.value)
