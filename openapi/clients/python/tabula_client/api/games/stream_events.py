"""streamEvents (GET /v1/games/{game_id}/events/stream): a live stream, not a call.

The generator's functions for it would block until the stream closes and return it as one string, so
scripts/gen-clients writes this module in place of the generated one: each function raises StreamOperationError.
Use tabula_client.feed.follow(client, game_id, after=0) instead.
"""

from typing import Any, NoReturn

from ...feed import StreamOperationError

OPERATION = "streamEvents (GET /v1/games/{game_id}/events/stream)"
INSTEAD = "tabula_client.feed.follow(client, game_id, after=0)"


def sync(*args: Any, **kwargs: Any) -> NoReturn:
    raise StreamOperationError(OPERATION, INSTEAD)


def sync_detailed(*args: Any, **kwargs: Any) -> NoReturn:
    raise StreamOperationError(OPERATION, INSTEAD)


async def asyncio(*args: Any, **kwargs: Any) -> NoReturn:
    raise StreamOperationError(OPERATION, INSTEAD)


async def asyncio_detailed(*args: Any, **kwargs: Any) -> NoReturn:
    raise StreamOperationError(OPERATION, INSTEAD)
