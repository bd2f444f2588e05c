from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_game import CreateGame
from ...models.created import Created
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Created | Problem:
    if response.status_code == 201:
        response_201 = Created.from_dict(response.json())

        return response_201

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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Created | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[Created | Problem]:
    """Create a game; the seat tokens and owner token are shown only here.

     Seats of kind open or player bring registered players together (the lobby, challenges): send your
    player token to take your own seat at once. Send an `Idempotency-Key` header to make retries safe: a
    retry gets the first answer, tokens included, and no second game.

    Args:
        idempotency_key (str | Unset):
        body (CreateGame): A new game (createGame): its type, its seats and who plays them, and
            optionally its options, time control, rating, seed or starting position.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Created | Problem | None:
    """Create a game; the seat tokens and owner token are shown only here.

     Seats of kind open or player bring registered players together (the lobby, challenges): send your
    player token to take your own seat at once. Send an `Idempotency-Key` header to make retries safe: a
    retry gets the first answer, tokens included, and no second game.

    Args:
        idempotency_key (str | Unset):
        body (CreateGame): A new game (createGame): its type, its seats and who plays them, and
            optionally its options, time control, rating, seed or starting position.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[Created | Problem]:
    """Create a game; the seat tokens and owner token are shown only here.

     Seats of kind open or player bring registered players together (the lobby, challenges): send your
    player token to take your own seat at once. Send an `Idempotency-Key` header to make retries safe: a
    retry gets the first answer, tokens included, and no second game.

    Args:
        idempotency_key (str | Unset):
        body (CreateGame): A new game (createGame): its type, its seats and who plays them, and
            optionally its options, time control, rating, seed or starting position.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
) -> Created | Problem | None:
    """Create a game; the seat tokens and owner token are shown only here.

     Seats of kind open or player bring registered players together (the lobby, challenges): send your
    player token to take your own seat at once. Send an `Idempotency-Key` header to make retries safe: a
    retry gets the first answer, tokens included, and no second game.

    Args:
        idempotency_key (str | Unset):
        body (CreateGame): A new game (createGame): its type, its seats and who plays them, and
            optionally its options, time control, rating, seed or starting position.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
