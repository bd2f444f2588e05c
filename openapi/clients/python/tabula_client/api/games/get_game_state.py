from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.view import View
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    full: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["full"] = full

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/state".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | View:
    if response.status_code == 200:
        response_200 = View.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | View]:
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
    full: bool | Unset = False,
) -> Response[Problem | View]:
    """The state as the caller's seat sees it (no token: a spectator).

     The game's view for the caller: a seat sees its own hand and nothing another seat hides; a spectator
    (no token, or the owner token) sees only what is public. `?full=true`: the full position, for the
    owner token of a sandbox or finished game. The ETag is the version (for If-Match).

    Args:
        game_id (str):
        full (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | View]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        full=full,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    full: bool | Unset = False,
) -> Problem | View | None:
    """The state as the caller's seat sees it (no token: a spectator).

     The game's view for the caller: a seat sees its own hand and nothing another seat hides; a spectator
    (no token, or the owner token) sees only what is public. `?full=true`: the full position, for the
    owner token of a sandbox or finished game. The ETag is the version (for If-Match).

    Args:
        game_id (str):
        full (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | View
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        full=full,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    full: bool | Unset = False,
) -> Response[Problem | View]:
    """The state as the caller's seat sees it (no token: a spectator).

     The game's view for the caller: a seat sees its own hand and nothing another seat hides; a spectator
    (no token, or the owner token) sees only what is public. `?full=true`: the full position, for the
    owner token of a sandbox or finished game. The ETag is the version (for If-Match).

    Args:
        game_id (str):
        full (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | View]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        full=full,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    full: bool | Unset = False,
) -> Problem | View | None:
    """The state as the caller's seat sees it (no token: a spectator).

     The game's view for the caller: a seat sees its own hand and nothing another seat hides; a spectator
    (no token, or the owner token) sees only what is public. `?full=true`: the full position, for the
    owner token of a sandbox or finished game. The ETag is the version (for If-Match).

    Args:
        game_id (str):
        full (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | View
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            full=full,
        )
    ).parsed
