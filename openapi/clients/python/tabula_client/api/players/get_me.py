from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.profile import Profile
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    games: int | Unset = 10,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["games"] = games

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Profile:
    if response.status_code == 200:
        response_200 = Profile.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Profile]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    games: int | Unset = 10,
) -> Response[Problem | Profile]:
    """The caller's own profile (a player token).

     The player's name, ratings per game type and latest games, as anybody sees them, for the player the
    token opens.

    Args:
        games (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Profile]
    """

    kwargs = _get_kwargs(
        games=games,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    games: int | Unset = 10,
) -> Problem | Profile | None:
    """The caller's own profile (a player token).

     The player's name, ratings per game type and latest games, as anybody sees them, for the player the
    token opens.

    Args:
        games (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Profile
    """

    return sync_detailed(
        client=client,
        games=games,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    games: int | Unset = 10,
) -> Response[Problem | Profile]:
    """The caller's own profile (a player token).

     The player's name, ratings per game type and latest games, as anybody sees them, for the player the
    token opens.

    Args:
        games (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Profile]
    """

    kwargs = _get_kwargs(
        games=games,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    games: int | Unset = 10,
) -> Problem | Profile | None:
    """The caller's own profile (a player token).

     The player's name, ratings per game type and latest games, as anybody sees them, for the player the
    token opens.

    Args:
        games (int | Unset):  Default: 10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Profile
    """

    return (
        await asyncio_detailed(
            client=client,
            games=games,
        )
    ).parsed
