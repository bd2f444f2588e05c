from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_lobby_clock import ListLobbyClock
from ...models.lobby_list import LobbyList
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    type_: str | Unset = UNSET,
    clock: ListLobbyClock | Unset = UNSET,
    rated: bool | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["type"] = type_

    json_clock: str | Unset = UNSET
    if not isinstance(clock, Unset):
        json_clock = clock

    params["clock"] = json_clock

    params["rated"] = rated

    params["offset"] = offset

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/lobby",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LobbyList | Problem:
    if response.status_code == 200:
        response_200 = LobbyList.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LobbyList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    type_: str | Unset = UNSET,
    clock: ListLobbyClock | Unset = UNSET,
    rated: bool | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[LobbyList | Problem]:
    """Open games the caller may join: a seat open to any player (or reserved for the caller).

     Most recently created first. With a player token, games with a seat reserved for the caller (its
    challenges) are listed too.

    Args:
        type_ (str | Unset):
        clock (ListLobbyClock | Unset):
        rated (bool | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LobbyList | Problem]
    """

    kwargs = _get_kwargs(
        type_=type_,
        clock=clock,
        rated=rated,
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
    type_: str | Unset = UNSET,
    clock: ListLobbyClock | Unset = UNSET,
    rated: bool | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> LobbyList | Problem | None:
    """Open games the caller may join: a seat open to any player (or reserved for the caller).

     Most recently created first. With a player token, games with a seat reserved for the caller (its
    challenges) are listed too.

    Args:
        type_ (str | Unset):
        clock (ListLobbyClock | Unset):
        rated (bool | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LobbyList | Problem
    """

    return sync_detailed(
        client=client,
        type_=type_,
        clock=clock,
        rated=rated,
        offset=offset,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    type_: str | Unset = UNSET,
    clock: ListLobbyClock | Unset = UNSET,
    rated: bool | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[LobbyList | Problem]:
    """Open games the caller may join: a seat open to any player (or reserved for the caller).

     Most recently created first. With a player token, games with a seat reserved for the caller (its
    challenges) are listed too.

    Args:
        type_ (str | Unset):
        clock (ListLobbyClock | Unset):
        rated (bool | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LobbyList | Problem]
    """

    kwargs = _get_kwargs(
        type_=type_,
        clock=clock,
        rated=rated,
        offset=offset,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    type_: str | Unset = UNSET,
    clock: ListLobbyClock | Unset = UNSET,
    rated: bool | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> LobbyList | Problem | None:
    """Open games the caller may join: a seat open to any player (or reserved for the caller).

     Most recently created first. With a player token, games with a seat reserved for the caller (its
    challenges) are listed too.

    Args:
        type_ (str | Unset):
        clock (ListLobbyClock | Unset):
        rated (bool | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LobbyList | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            type_=type_,
            clock=clock,
            rated=rated,
            offset=offset,
            limit=limit,
        )
    ).parsed
