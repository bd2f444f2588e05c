"""streamPlayer (GET /v1/players/me/stream): a live stream, not a call.

The generator's functions for it would block until the stream closes and return it as one string, so
scripts/gen-clients writes this module in place of the generated one: each function raises StreamOperationError.
Use tabula_client.feed.follow_player(client) instead.
"""

from typing import Any, NoReturn

from ...feed import StreamOperationError

OPERATION = "streamPlayer (GET /v1/players/me/stream)"
INSTEAD = "tabula_client.feed.follow_player(client)"


def sync(*args: Any, **kwargs: Any) -> NoReturn:
    raise StreamOperationError(OPERATION, INSTEAD)


def sync_detailed(*args: Any, **kwargs: Any) -> NoReturn:
    raise StreamOperationError(OPERATION, INSTEAD)


async def asyncio(*args: Any, **kwargs: Any) -> NoReturn:
    raise StreamOperationError(OPERATION, INSTEAD)


async def asyncio_detailed(*args: Any, **kwargs: Any) -> NoReturn:
    raise StreamOperationError(OPERATION, INSTEAD)
