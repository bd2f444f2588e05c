from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_list import GameList
from ...models.list_games_status import ListGamesStatus
from ...models.list_games_type import ListGamesType
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListGamesStatus | Unset = UNSET,
    type_: ListGamesType | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_

    params["type"] = json_type_

    params["offset"] = offset

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameList | Problem:
    if response.status_code == 200:
        response_200 = GameList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: ListGamesType | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[GameList | Problem]:
    """Games, most recently updated first, optionally filtered.

     Every game's public summary (no hidden information), a page at a time: `offset` and `limit`, then
    `next_offset` while more follow.

    Args:
        status (ListGamesStatus | Unset):
        type_ (ListGamesType | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        type_=type_,
        offset=offset,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: ListGamesType | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> GameList | Problem | None:
    """Games, most recently updated first, optionally filtered.

     Every game's public summary (no hidden information), a page at a time: `offset` and `limit`, then
    `next_offset` while more follow.

    Args:
        status (ListGamesStatus | Unset):
        type_ (ListGamesType | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
    """

    return sync_detailed(
        client=client,
        status=status,
        type_=type_,
        offset=offset,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: ListGamesType | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[GameList | Problem]:
    """Games, most recently updated first, optionally filtered.

     Every game's public summary (no hidden information), a page at a time: `offset` and `limit`, then
    `next_offset` while more follow.

    Args:
        status (ListGamesStatus | Unset):
        type_ (ListGamesType | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        type_=type_,
        offset=offset,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: ListGamesType | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> GameList | Problem | None:
    """Games, most recently updated first, optionally filtered.

     Every game's public summary (no hidden information), a page at a time: `offset` and `limit`, then
    `next_offset` while more follow.

    Args:
        status (ListGamesStatus | Unset):
        type_ (ListGamesType | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            type_=type_,
            offset=offset,
            limit=limit,
        )
    ).parsed
