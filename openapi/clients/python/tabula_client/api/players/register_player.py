from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.player_token import PlayerToken
from ...models.problem import Problem
from ...models.register_player import RegisterPlayer
from ...types import Response


def _get_kwargs(
    *,
    body: RegisterPlayer,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerToken | Problem:
    if response.status_code == 201:
        response_201 = PlayerToken.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[PlayerToken | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterPlayer,
) -> Response[PlayerToken | Problem]:
    """Register a player; its token is shown only here.

     The token (`tbp_...`) opens the player's seats in every game it takes (the lobby, challenges) and
    its own stream. Keep it secret; rotate it if it leaks.

    Args:
        body (RegisterPlayer): A new registered player (registerPlayer): its unique name and
            whether it is a program.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerToken | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterPlayer,
) -> PlayerToken | Problem | None:
    """Register a player; its token is shown only here.

     The token (`tbp_...`) opens the player's seats in every game it takes (the lobby, challenges) and
    its own stream. Keep it secret; rotate it if it leaks.

    Args:
        body (RegisterPlayer): A new registered player (registerPlayer): its unique name and
            whether it is a program.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerToken | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterPlayer,
) -> Response[PlayerToken | Problem]:
    """Register a player; its token is shown only here.

     The token (`tbp_...`) opens the player's seats in every game it takes (the lobby, challenges) and
    its own stream. Keep it secret; rotate it if it leaks.

    Args:
        body (RegisterPlayer): A new registered player (registerPlayer): its unique name and
            whether it is a program.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerToken | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterPlayer,
) -> PlayerToken | Problem | None:
    """Register a player; its token is shown only here.

     The token (`tbp_...`) opens the player's seats in every game it takes (the lobby, challenges) and
    its own stream. Keep it secret; rotate it if it leaks.

    Args:
        body (RegisterPlayer): A new registered player (registerPlayer): its unique name and
            whether it is a program.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerToken | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
