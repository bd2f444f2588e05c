from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.legal import Legal
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    words: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["words"] = words

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/legal-commands".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Legal | Problem:
    if response.status_code == 200:
        response_200 = Legal.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Legal | Problem]:
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
    words: bool | Unset = False,
) -> Response[Legal | Problem]:
    """Every command the caller's seat may send now, ready to post.

     With the caller's seat token (or the token of the player seated there): every command the seat may
    send at `version`, each a model of AnyCommand, ready to post with `expected_version` = `version`; an
    empty list when the seat is not to act.

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Legal | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        words=words,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    words: bool | Unset = False,
) -> Legal | Problem | None:
    """Every command the caller's seat may send now, ready to post.

     With the caller's seat token (or the token of the player seated there): every command the seat may
    send at `version`, each a model of AnyCommand, ready to post with `expected_version` = `version`; an
    empty list when the seat is not to act.

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Legal | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        words=words,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    words: bool | Unset = False,
) -> Response[Legal | Problem]:
    """Every command the caller's seat may send now, ready to post.

     With the caller's seat token (or the token of the player seated there): every command the seat may
    send at `version`, each a model of AnyCommand, ready to post with `expected_version` = `version`; an
    empty list when the seat is not to act.

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Legal | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        words=words,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    words: bool | Unset = False,
) -> Legal | Problem | None:
    """Every command the caller's seat may send now, ready to post.

     With the caller's seat token (or the token of the player seated there): every command the seat may
    send at `version`, each a model of AnyCommand, ready to post with `expected_version` = `version`; an
    empty list when the seat is not to act.

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Legal | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            words=words,
        )
    ).parsed
