from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.stream_player_format import StreamPlayerFormat
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    format_: StreamPlayerFormat | Unset = UNSET,
    keep_alive: float | Unset = 15.0,
    timeout: float | Unset = 300.0,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params["keep_alive"] = keep_alive

    params["timeout"] = timeout

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/stream",
        "params": params,
    }

    _kwargs["headers"] = headers
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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

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
    *,
    client: AuthenticatedClient | Client,
    format_: StreamPlayerFormat | Unset = UNSET,
    keep_alive: float | Unset = 15.0,
    timeout: float | Unset = 300.0,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """The caller's stream for all its games: challenges, starts, turns and ends (SSE or NDJSON).

     Everything a registered player must know of all its games, on one connection (a player token).

    Items (`type`), each a JSON object:
    - `ready`, first: `id` is the inbox id the stream starts after (what `after` gave, or now). Keep it
    as the
      point to resume from until an inbox item comes: nothing written after it is ever missed.
    - `challenge`: a seat of a new game is reserved for the player (join it with POST
    /v1/games/{id}/join, or
      decline it). `game_started`: a game the player is seated in has all its seats taken. `game_over`:
    a game of
      the player was scored (`result`, `version`). These inbox items carry `game_id`, `game_type`,
    `seat` (the
      player's) and the inbox `id` to resume after (also the SSE `id`).
    - `your_turn`: the player's seat is to act in game `game_id` at `version`: the same item as the game
    feed's
      (`legal_commands` ready to post with `expected_version` = `version`, `kind`, `decision`) plus
    `game_id`.
      Sent for every such game at connect, then once per game and version. It carries no `id`.
    - `keep_alive` (NDJSON; SSE sends a comment line), `error` (the stream failed, or `slow_consumer`:
    the client
      read too slowly; the stream closes).

    Formats: `text/event-stream` or `application/x-ndjson`, by `?format=` or `Accept` (default SSE).
    Resume with
    `?after=<inbox id>` or `Last-Event-ID`: the inbox items after it, then the turns due now. Without
    either, inbox
    items from now. The stream closes after `timeout` idle seconds. Only the player's own seats'
    information is
    ever sent. See docs/feeds.md.

    Args:
        format_ (StreamPlayerFormat | Unset):
        keep_alive (float | Unset):  Default: 15.0.
        timeout (float | Unset):  Default: 300.0.
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        format_=format_,
        keep_alive=keep_alive,
        timeout=timeout,
        after=after,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    format_: StreamPlayerFormat | Unset = UNSET,
    keep_alive: float | Unset = 15.0,
    timeout: float | Unset = 300.0,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """The caller's stream for all its games: challenges, starts, turns and ends (SSE or NDJSON).

     Everything a registered player must know of all its games, on one connection (a player token).

    Items (`type`), each a JSON object:
    - `ready`, first: `id` is the inbox id the stream starts after (what `after` gave, or now). Keep it
    as the
      point to resume from until an inbox item comes: nothing written after it is ever missed.
    - `challenge`: a seat of a new game is reserved for the player (join it with POST
    /v1/games/{id}/join, or
      decline it). `game_started`: a game the player is seated in has all its seats taken. `game_over`:
    a game of
      the player was scored (`result`, `version`). These inbox items carry `game_id`, `game_type`,
    `seat` (the
      player's) and the inbox `id` to resume after (also the SSE `id`).
    - `your_turn`: the player's seat is to act in game `game_id` at `version`: the same item as the game
    feed's
      (`legal_commands` ready to post with `expected_version` = `version`, `kind`, `decision`) plus
    `game_id`.
      Sent for every such game at connect, then once per game and version. It carries no `id`.
    - `keep_alive` (NDJSON; SSE sends a comment line), `error` (the stream failed, or `slow_consumer`:
    the client
      read too slowly; the stream closes).

    Formats: `text/event-stream` or `application/x-ndjson`, by `?format=` or `Accept` (default SSE).
    Resume with
    `?after=<inbox id>` or `Last-Event-ID`: the inbox items after it, then the turns due now. Without
    either, inbox
    items from now. The stream closes after `timeout` idle seconds. Only the player's own seats'
    information is
    ever sent. See docs/feeds.md.

    Args:
        format_ (StreamPlayerFormat | Unset):
        keep_alive (float | Unset):  Default: 15.0.
        timeout (float | Unset):  Default: 300.0.
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        client=client,
        format_=format_,
        keep_alive=keep_alive,
        timeout=timeout,
        after=after,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    format_: StreamPlayerFormat | Unset = UNSET,
    keep_alive: float | Unset = 15.0,
    timeout: float | Unset = 300.0,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """The caller's stream for all its games: challenges, starts, turns and ends (SSE or NDJSON).

     Everything a registered player must know of all its games, on one connection (a player token).

    Items (`type`), each a JSON object:
    - `ready`, first: `id` is the inbox id the stream starts after (what `after` gave, or now). Keep it
    as the
      point to resume from until an inbox item comes: nothing written after it is ever missed.
    - `challenge`: a seat of a new game is reserved for the player (join it with POST
    /v1/games/{id}/join, or
      decline it). `game_started`: a game the player is seated in has all its seats taken. `game_over`:
    a game of
      the player was scored (`result`, `version`). These inbox items carry `game_id`, `game_type`,
    `seat` (the
      player's) and the inbox `id` to resume after (also the SSE `id`).
    - `your_turn`: the player's seat is to act in game `game_id` at `version`: the same item as the game
    feed's
      (`legal_commands` ready to post with `expected_version` = `version`, `kind`, `decision`) plus
    `game_id`.
      Sent for every such game at connect, then once per game and version. It carries no `id`.
    - `keep_alive` (NDJSON; SSE sends a comment line), `error` (the stream failed, or `slow_consumer`:
    the client
      read too slowly; the stream closes).

    Formats: `text/event-stream` or `application/x-ndjson`, by `?format=` or `Accept` (default SSE).
    Resume with
    `?after=<inbox id>` or `Last-Event-ID`: the inbox items after it, then the turns due now. Without
    either, inbox
    items from now. The stream closes after `timeout` idle seconds. Only the player's own seats'
    information is
    ever sent. See docs/feeds.md.

    Args:
        format_ (StreamPlayerFormat | Unset):
        keep_alive (float | Unset):  Default: 15.0.
        timeout (float | Unset):  Default: 300.0.
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        format_=format_,
        keep_alive=keep_alive,
        timeout=timeout,
        after=after,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    format_: StreamPlayerFormat | Unset = UNSET,
    keep_alive: float | Unset = 15.0,
    timeout: float | Unset = 300.0,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """The caller's stream for all its games: challenges, starts, turns and ends (SSE or NDJSON).

     Everything a registered player must know of all its games, on one connection (a player token).

    Items (`type`), each a JSON object:
    - `ready`, first: `id` is the inbox id the stream starts after (what `after` gave, or now). Keep it
    as the
      point to resume from until an inbox item comes: nothing written after it is ever missed.
    - `challenge`: a seat of a new game is reserved for the player (join it with POST
    /v1/games/{id}/join, or
      decline it). `game_started`: a game the player is seated in has all its seats taken. `game_over`:
    a game of
      the player was scored (`result`, `version`). These inbox items carry `game_id`, `game_type`,
    `seat` (the
      player's) and the inbox `id` to resume after (also the SSE `id`).
    - `your_turn`: the player's seat is to act in game `game_id` at `version`: the same item as the game
    feed's
      (`legal_commands` ready to post with `expected_version` = `version`, `kind`, `decision`) plus
    `game_id`.
      Sent for every such game at connect, then once per game and version. It carries no `id`.
    - `keep_alive` (NDJSON; SSE sends a comment line), `error` (the stream failed, or `slow_consumer`:
    the client
      read too slowly; the stream closes).

    Formats: `text/event-stream` or `application/x-ndjson`, by `?format=` or `Accept` (default SSE).
    Resume with
    `?after=<inbox id>` or `Last-Event-ID`: the inbox items after it, then the turns due now. Without
    either, inbox
    items from now. The stream closes after `timeout` idle seconds. Only the player's own seats'
    information is
    ever sent. See docs/feeds.md.

    Args:
        format_ (StreamPlayerFormat | Unset):
        keep_alive (float | Unset):  Default: 15.0.
        timeout (float | Unset):  Default: 300.0.
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            format_=format_,
            keep_alive=keep_alive,
            timeout=timeout,
            after=after,
            last_event_id=last_event_id,
        )
    ).parsed
