from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.stream_feed_format import StreamFeedFormat
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    words: bool | Unset = False,
    format_: StreamFeedFormat | Unset = UNSET,
    keep_alive: float | Unset = 15.0,
    timeout: float | Unset = 300.0,
    after: int | Unset = UNSET,
    view: bool | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["words"] = words

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params["keep_alive"] = keep_alive

    params["timeout"] = timeout

    params["after"] = after

    params["view"] = view

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/feed".format(
            game_id=quote(str(game_id), safe=""),
        ),
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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    words: bool | Unset = False,
    format_: StreamFeedFormat | Unset = UNSET,
    keep_alive: float | Unset = 15.0,
    timeout: float | Unset = 300.0,
    after: int | Unset = UNSET,
    view: bool | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """Live feed of a game for the caller's seat: SSE or NDJSON.

     The game as the caller's seat sees it, live (no token or the owner token: as a spectator).

    Items (`type`): `view` (the full view and the game's `fairness`; first, unless resuming), `entry`
    (one
    per log entry, as GET /events gives it), `your_turn` (the seat is to act: `legal_commands` are ready
    to
    post with `expected_version` = `version`; `kind` is `response` when answering a pending decision),
    `keep_alive`, `end` (the game is over: its result, and `fairness` with the server's seed revealed;
    the
    stream closes), `error` (the stream failed and closes).

    Formats: `text/event-stream` (SSE: `event` = type, `id` = version, `data` = the item; keep-alives
    are
    comment lines) or `application/x-ndjson` (one item per line), chosen by `?format=` or `Accept`
    (default SSE). Resume with `Last-Event-ID` or `?after=N`: the entries after N, then `your_turn` if
    due
    (`?view=1` to get the view first as well). The stream closes after `timeout` idle seconds: reconnect
    with the last version seen. See docs/feeds.md.

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.
        format_ (StreamFeedFormat | Unset):
        keep_alive (float | Unset):  Default: 15.0.
        timeout (float | Unset):  Default: 300.0.
        after (int | Unset):
        view (bool | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        words=words,
        format_=format_,
        keep_alive=keep_alive,
        timeout=timeout,
        after=after,
        view=view,
        last_event_id=last_event_id,
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
    format_: StreamFeedFormat | Unset = UNSET,
    keep_alive: float | Unset = 15.0,
    timeout: float | Unset = 300.0,
    after: int | Unset = UNSET,
    view: bool | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """Live feed of a game for the caller's seat: SSE or NDJSON.

     The game as the caller's seat sees it, live (no token or the owner token: as a spectator).

    Items (`type`): `view` (the full view and the game's `fairness`; first, unless resuming), `entry`
    (one
    per log entry, as GET /events gives it), `your_turn` (the seat is to act: `legal_commands` are ready
    to
    post with `expected_version` = `version`; `kind` is `response` when answering a pending decision),
    `keep_alive`, `end` (the game is over: its result, and `fairness` with the server's seed revealed;
    the
    stream closes), `error` (the stream failed and closes).

    Formats: `text/event-stream` (SSE: `event` = type, `id` = version, `data` = the item; keep-alives
    are
    comment lines) or `application/x-ndjson` (one item per line), chosen by `?format=` or `Accept`
    (default SSE). Resume with `Last-Event-ID` or `?after=N`: the entries after N, then `your_turn` if
    due
    (`?view=1` to get the view first as well). The stream closes after `timeout` idle seconds: reconnect
    with the last version seen. See docs/feeds.md.

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.
        format_ (StreamFeedFormat | Unset):
        keep_alive (float | Unset):  Default: 15.0.
        timeout (float | Unset):  Default: 300.0.
        after (int | Unset):
        view (bool | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        words=words,
        format_=format_,
        keep_alive=keep_alive,
        timeout=timeout,
        after=after,
        view=view,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    words: bool | Unset = False,
    format_: StreamFeedFormat | Unset = UNSET,
    keep_alive: float | Unset = 15.0,
    timeout: float | Unset = 300.0,
    after: int | Unset = UNSET,
    view: bool | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """Live feed of a game for the caller's seat: SSE or NDJSON.

     The game as the caller's seat sees it, live (no token or the owner token: as a spectator).

    Items (`type`): `view` (the full view and the game's `fairness`; first, unless resuming), `entry`
    (one
    per log entry, as GET /events gives it), `your_turn` (the seat is to act: `legal_commands` are ready
    to
    post with `expected_version` = `version`; `kind` is `response` when answering a pending decision),
    `keep_alive`, `end` (the game is over: its result, and `fairness` with the server's seed revealed;
    the
    stream closes), `error` (the stream failed and closes).

    Formats: `text/event-stream` (SSE: `event` = type, `id` = version, `data` = the item; keep-alives
    are
    comment lines) or `application/x-ndjson` (one item per line), chosen by `?format=` or `Accept`
    (default SSE). Resume with `Last-Event-ID` or `?after=N`: the entries after N, then `your_turn` if
    due
    (`?view=1` to get the view first as well). The stream closes after `timeout` idle seconds: reconnect
    with the last version seen. See docs/feeds.md.

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.
        format_ (StreamFeedFormat | Unset):
        keep_alive (float | Unset):  Default: 15.0.
        timeout (float | Unset):  Default: 300.0.
        after (int | Unset):
        view (bool | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        words=words,
        format_=format_,
        keep_alive=keep_alive,
        timeout=timeout,
        after=after,
        view=view,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    words: bool | Unset = False,
    format_: StreamFeedFormat | Unset = UNSET,
    keep_alive: float | Unset = 15.0,
    timeout: float | Unset = 300.0,
    after: int | Unset = UNSET,
    view: bool | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """Live feed of a game for the caller's seat: SSE or NDJSON.

     The game as the caller's seat sees it, live (no token or the owner token: as a spectator).

    Items (`type`): `view` (the full view and the game's `fairness`; first, unless resuming), `entry`
    (one
    per log entry, as GET /events gives it), `your_turn` (the seat is to act: `legal_commands` are ready
    to
    post with `expected_version` = `version`; `kind` is `response` when answering a pending decision),
    `keep_alive`, `end` (the game is over: its result, and `fairness` with the server's seed revealed;
    the
    stream closes), `error` (the stream failed and closes).

    Formats: `text/event-stream` (SSE: `event` = type, `id` = version, `data` = the item; keep-alives
    are
    comment lines) or `application/x-ndjson` (one item per line), chosen by `?format=` or `Accept`
    (default SSE). Resume with `Last-Event-ID` or `?after=N`: the entries after N, then `your_turn` if
    due
    (`?view=1` to get the view first as well). The stream closes after `timeout` idle seconds: reconnect
    with the last version seen. See docs/feeds.md.

    Args:
        game_id (str):
        words (bool | Unset):  Default: False.
        format_ (StreamFeedFormat | Unset):
        keep_alive (float | Unset):  Default: 15.0.
        timeout (float | Unset):  Default: 300.0.
        after (int | Unset):
        view (bool | Unset):
        last_event_id (str | Unset):

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
            words=words,
            format_=format_,
            keep_alive=keep_alive,
            timeout=timeout,
            after=after,
            view=view,
            last_event_id=last_event_id,
        )
    ).parsed
