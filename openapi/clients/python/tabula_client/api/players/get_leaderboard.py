from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_type: str,
    *,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["offset"] = offset

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/leaderboard/{game_type}".format(
            game_type=quote(str(game_type), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Leaderboard | Problem:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Leaderboard | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_type: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
) -> Response[Leaderboard | Problem]:
    """The rated players of a game type (AI levels included: ai-random, ai-heuristic, ai-search), best
    first by ordinal (mu - 3 sigma).

     A page at a time (`offset`, `limit`, then `next_offset`); each player's displayed `rating`, its mu
    and sigma, and its rated games of this type.

    Args:
        game_type (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        offset=offset,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_type: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
) -> Leaderboard | Problem | None:
    """The rated players of a game type (AI levels included: ai-random, ai-heuristic, ai-search), best
    first by ordinal (mu - 3 sigma).

     A page at a time (`offset`, `limit`, then `next_offset`); each player's displayed `rating`, its mu
    and sigma, and its rated games of this type.

    Args:
        game_type (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return sync_detailed(
        game_type=game_type,
        client=client,
        offset=offset,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    game_type: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
) -> Response[Leaderboard | Problem]:
    """The rated players of a game type (AI levels included: ai-random, ai-heuristic, ai-search), best
    first by ordinal (mu - 3 sigma).

     A page at a time (`offset`, `limit`, then `next_offset`); each player's displayed `rating`, its mu
    and sigma, and its rated games of this type.

    Args:
        game_type (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        offset=offset,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
) -> Leaderboard | Problem | None:
    """The rated players of a game type (AI levels included: ai-random, ai-heuristic, ai-search), best
    first by ordinal (mu - 3 sigma).

     A page at a time (`offset`, `limit`, then `next_offset`); each player's displayed `rating`, its mu
    and sigma, and its rated games of this type.

    Args:
        game_type (str):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            client=client,
            offset=offset,
            limit=limit,
        )
    ).parsed
