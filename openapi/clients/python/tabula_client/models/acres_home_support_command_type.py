from enum import StrEnum


class AcresHomeSupportCommandType(StrEnum):
    HOME_SUPPORT = "home_support"

    def __str__(self) -> str:
        return str(self.value)
