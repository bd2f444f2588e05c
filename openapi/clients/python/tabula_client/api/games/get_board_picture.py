from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    version: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["version"] = version

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/board.svg".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
    version: int | Unset = UNSET,
) -> Response[Problem | str]:
    """A picture of the game (SVG) as the caller's seat sees it (no token: a spectator).

     Drawn from the same view as GET /v1/games/{id}/state: a seat's picture shows its own hand and
    nothing another seat hides. `?version=N` draws the game as it was at version N (what the caller's
    seat saw then). The ETag names the game and version drawn.

    Args:
        game_id (str):
        version (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        version=version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    version: int | Unset = UNSET,
) -> Problem | str | None:
    """A picture of the game (SVG) as the caller's seat sees it (no token: a spectator).

     Drawn from the same view as GET /v1/games/{id}/state: a seat's picture shows its own hand and
    nothing another seat hides. `?version=N` draws the game as it was at version N (what the caller's
    seat saw then). The ETag names the game and version drawn.

    Args:
        game_id (str):
        version (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        version=version,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    version: int | Unset = UNSET,
) -> Response[Problem | str]:
    """A picture of the game (SVG) as the caller's seat sees it (no token: a spectator).

     Drawn from the same view as GET /v1/games/{id}/state: a seat's picture shows its own hand and
    nothing another seat hides. `?version=N` draws the game as it was at version N (what the caller's
    seat saw then). The ETag names the game and version drawn.

    Args:
        game_id (str):
        version (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        version=version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    version: int | Unset = UNSET,
) -> Problem | str | None:
    """A picture of the game (SVG) as the caller's seat sees it (no token: a spectator).

     Drawn from the same view as GET /v1/games/{id}/state: a seat's picture shows its own hand and
    nothing another seat hides. `?version=N` draws the game as it was at version N (what the caller's
    seat saw then). The ETag names the game and version drawn.

    Args:
        game_id (str):
        version (int | Unset):

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
            version=version,
        )
    ).parsed
