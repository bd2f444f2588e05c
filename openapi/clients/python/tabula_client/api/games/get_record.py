from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/record".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | str]:
    """The game record (text, like PGN), as the caller may read it; complete once the game is over.

     A header (game, options, seats, result), then one line per move in a short notation and a line per
    chance outcome (docs/records.md). Until the game is over it is the caller's view: what the caller's
    seat may not see (another seat's draws; for a spectator every hidden draw) is written `?`, and such
    a record cannot be replayed. Once the game is over it is complete for everyone: POST it as
    createGame's `record` to replay it. The ETag is the version.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | str | None:
    """The game record (text, like PGN), as the caller may read it; complete once the game is over.

     A header (game, options, seats, result), then one line per move in a short notation and a line per
    chance outcome (docs/records.md). Until the game is over it is the caller's view: what the caller's
    seat may not see (another seat's draws; for a spectator every hidden draw) is written `?`, and such
    a record cannot be replayed. Once the game is over it is complete for everyone: POST it as
    createGame's `record` to replay it. The ETag is the version.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | str]:
    """The game record (text, like PGN), as the caller may read it; complete once the game is over.

     A header (game, options, seats, result), then one line per move in a short notation and a line per
    chance outcome (docs/records.md). Until the game is over it is the caller's view: what the caller's
    seat may not see (another seat's draws; for a spectator every hidden draw) is written `?`, and such
    a record cannot be replayed. Once the game is over it is complete for everyone: POST it as
    createGame's `record` to replay it. The ETag is the version.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | str | None:
    """The game record (text, like PGN), as the caller may read it; complete once the game is over.

     A header (game, options, seats, result), then one line per move in a short notation and a line per
    chance outcome (docs/records.md). Until the game is over it is the caller's view: what the caller's
    seat may not see (another seat's draws; for a spectator every hidden draw) is written `?`, and such
    a record cannot be replayed. Once the game is over it is complete for everyone: POST it as
    createGame's `record` to replay it. The ETag is the version.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
