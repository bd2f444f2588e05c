from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.events import Events
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    words: bool | Unset = False,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["words"] = words

    params["after"] = after

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Events | Problem:
    if response.status_code == 200:
        response_200 = Events.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Events | Problem]:
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
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
) -> Response[Events | Problem]:
    """Entries after a version, as the caller may see them; long-polls.

     The log entries after `after`, each with its command and events redacted for the caller. With
    `wait`, the answer waits up to that many seconds for a new entry when there is none yet (a long
    poll).

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Events | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        words=words,
        after=after,
        wait=wait,
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
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
) -> Events | Problem | None:
    """Entries after a version, as the caller may see them; long-polls.

     The log entries after `after`, each with its command and events redacted for the caller. With
    `wait`, the answer waits up to that many seconds for a new entry when there is none yet (a long
    poll).

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Events | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        words=words,
        after=after,
        wait=wait,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    words: bool | Unset = False,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
) -> Response[Events | Problem]:
    """Entries after a version, as the caller may see them; long-polls.

     The log entries after `after`, each with its command and events redacted for the caller. With
    `wait`, the answer waits up to that many seconds for a new entry when there is none yet (a long
    poll).

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Events | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        words=words,
        after=after,
        wait=wait,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    words: bool | Unset = False,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
) -> Events | Problem | None:
    """Entries after a version, as the caller may see them; long-polls.

     The log entries after `after`, each with its command and events redacted for the caller. With
    `wait`, the answer waits up to that many seconds for a new entry when there is none yet (a long
    poll).

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Events | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            words=words,
            after=after,
            wait=wait,
        )
    ).parsed
