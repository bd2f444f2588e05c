/**
 * A small Tabula client: the types come from `schema.d.ts` (generated from the server's OpenAPI document by
 * openapi-typescript), the requests go through openapi-fetch, so every path, body and answer below is
 * checked against the document at compile time.
 *
 *   const tabula = new Tabula({ baseUrl: "http://127.0.0.1:8000" });
 *   const game = await tabula.createGame({ type: "acres", seats: [{ name: "Ada" }, { kind: "ai" }] });
 *   const ada = tabula.withToken(game.seats[0]!.token!);
 *   const legal = await ada.legalCommands(game.game_id);
 *   await ada.submit(game.game_id, legal.commands[0]!, legal.version);
 *
 * Errors come back as `TabulaProblem` (the server's application/problem+json body, typed).
 */
import createClient, { type Client } from "openapi-fetch";

import type { components, paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

type Schemas = components["schemas"];

/** Any command of any game: a union discriminated by `type`, one member per command type. */
export type Command = Schemas["AnyCommand"];
/** The command types, e.g. "settle" | "end_turn" | "place_member" | ... */
export type CommandType = Command["type"];
/** The command of one type, e.g. `CommandOf<"settle">` is the settle command of A Few Acres of Snow. */
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;

export type CreateGame = Schemas["CreateGame"];
export type Created = Schemas["Created"];
export type Summary = Schemas["Summary"];
export type View = Schemas["View"];
export type Legal = Schemas["Legal"];
export type Accepted = Schemas["Accepted"];
export type Events = Schemas["Events"];
export type Problem = Schemas["Problem"];
/** One item of a live feed: view, entry, your_turn, keep_alive, end or error (discriminated by `type`). */
export type FeedItem = Schemas["FeedItem"];
/** A game's state as a seat sees it (`View.state`, a feed's `view`): narrow on `game` ("acres", "sparks"). */
export type GameView = Schemas["GameView"];
/** The state of the game `G`: its view, or its whole position (`?full=1`). */
export type StateOf<G extends GameView["game"]> = Extract<GameView, { game: G }>;
/** An event of any game or of the lifecycle (`Resigned`...): narrow on `type` (GameStarted is every game's). */
export type GameEvent = Schemas["GameEvent"];
/** The events of type `T` (of every game that has one). */
export type EventOf<T extends GameEvent["type"]> = Extract<GameEvent, { type: T }>;
/** The question of a `your_turn` item of kind `response`: narrow on `kind`. */
export type GameDecision = Schemas["GameDecision"];
/** A finished game's result: a game's own, or the lifecycle's (`reason`: resignation, timeout, aborted...). */
export type GameResult = Schemas["GameResult"];

/** A seat of a new game is reserved for the player: accept it (`join`) or decline it. Has its inbox `id`. */
export type PlayerChallenge = Schemas["PlayerChallenge"];
/** A game the player is seated in has all its seats taken. Has its inbox `id`. */
export type PlayerGameStarted = Schemas["PlayerGameStarted"];
/** A game of the player was scored (`result`, a `GameResult`), or ended unplayed (`result` null). Has its inbox `id`. */
export type PlayerGameOver = Schemas["PlayerGameOver"];
/** The player is to act in game `game_id`: the game feed's your_turn item of the player's seat, plus the game. */
export type PlayerTurn = Schemas["PlayerYourTurn"];
/** One item of a player's stream as the server sends it (`ready`, the inbox items, `your_turn`, `keep_alive`, `error`). */
export type PlayerStreamItem = Schemas["PlayerStreamItem"];

/**
 * One item of a player's stream, as `playerFeed()` yields it (discriminated by `type`): the stream's items but
 * `ready` (a resume point only) and `error` (thrown as `FeedErrorItem`, or retried).
 */
export type PlayerItem = Exclude<PlayerStreamItem, { type: "ready" | "error" }>;

export interface PlayerFeedOptions {
  /**
   * Start after this inbox id (the `id` of the last inbox item handled: keep it across restarts; "0-0":
   * everything the inbox keeps, which is all of a new player's). Default: from now.
   */
  after?: string;
  /** Seconds without news before the server closes the stream (default 300); the helper then reconnects. */
  timeout?: number;
  /** Yield keep_alive items too (default: no). */
  keepAlives?: boolean;
  /** Stop following (e.g. when the bot quits): the iteration throws the signal's reason. */
  signal?: AbortSignal;
  /** When to try again after a failed connection, and when to give up (see `RetryOptions`). */
  retry?: RetryOptions;
}

export interface FeedOptions {
  /** Resume after this version (the entries after it, then `your_turn` if due); default: from now, view first. */
  after?: number;
  /** Send the full view first (default: only on a fresh start). */
  view?: boolean;
  /** Seconds without news before the server closes the stream (default 300); the helper then reconnects. */
  timeout?: number;
  /** Yield keep_alive items too (default: no). */
  keepAlives?: boolean;
  /** Stop following (e.g. when the bot quits): the iteration throws the signal's reason. */
  signal?: AbortSignal;
  /** When to try again after a failed connection, and when to give up (see `RetryOptions`). */
  retry?: RetryOptions;
}

/**
 * The feed's reconnection policy. After the n-th failed connection in a row the helper waits
 * uniform(0, min(cap, base * 2^(n-1))) seconds (full jitter), or the answer's Retry-After when it has one; a
 * connection that delivers an item ends the run of failures. It gives up, throwing the last failure, after
 * `maxAttempts` failures in a row or when the next attempt would start more than `deadline` seconds after
 * the first failure of the run.
 */
export interface RetryOptions {
  /** Seconds; default 0.5. */
  base?: number;
  /** Seconds; default 30. */
  cap?: number;
  /** Failed connections in a row before giving up; default: no limit. */
  maxAttempts?: number;
  /** Seconds of failures in a row before giving up; default 600 (`Infinity`: retry for ever). */
  deadline?: number;
  /** Told of each failure that will be retried and of the wait before the next try (seconds), e.g. to log it. */
  onRetry?: (error: unknown, wait: number) => void;
}

export interface TabulaOptions {
  /** The server, e.g. "http://127.0.0.1:8000" (no trailing /v1). */
  baseUrl: string;
  /** A seat token (or the owner token); none: a spectator. */
  token?: string;
  /** How often a submit is retried, with the same Idempotency-Key, after a network error, a 429 or a 503. */
  retries?: number;
  /** Another fetch (tests, proxies); default: the global one. */
  fetch?: typeof globalThis.fetch;
}

/** A problem+json answer of the server (4xx/5xx) as an exception. */
export class TabulaProblem extends Error {
  readonly status: number;
  /** Stable machine-readable code: illegal_command, version_conflict, not_your_turn, unauthorized... */
  readonly code: string;
  readonly detail: string;
  /** For illegal_command: the rule that forbids the command. */
  readonly rule?: string;
  /** For version_conflict (and If-Match failures): the game's version now. */
  readonly currentVersion?: number;
  /** Seconds the server asked us to wait (Retry-After), if any. */
  readonly retryAfter?: number;
  readonly problem: Problem;

  constructor(problem: Problem, retryAfter?: number) {
    super(`${problem.status} ${problem.code}: ${problem.detail}${problem.rule ? ` (rule ${problem.rule})` : ""}`);
    this.name = "TabulaProblem";
    this.problem = problem;
    this.status = problem.status;
    this.code = problem.code;
    this.detail = problem.detail;
    this.rule = problem.rule;
    this.currentVersion = problem.current_version;
    this.retryAfter = retryAfter;
  }
}

/** An `error` item of a feed (the stream failed after it began, e.g. store_unavailable or slow_consumer). */
export class FeedErrorItem extends TabulaProblem {
  readonly item: Extract<FeedItem, { type: "error" }>;

  constructor(item: Extract<FeedItem, { type: "error" }>) {
    const { status, code, detail } = item;
    super({ type: "about:blank", title: "Feed error", status, code, detail });
    this.name = "FeedErrorItem";
    this.item = item;
  }
}

/** Retry-After in seconds: a number of seconds or an HTTP date (RFC 9110); undefined when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/** Any answer that is not a problem+json body (a proxy's HTML page, an empty 502...) becomes one. */
function toProblem(error: unknown, response: Response): TabulaProblem {
  const retryAfter = retryAfterSeconds(response.headers.get("Retry-After"));
  if (typeof error === "object" && error !== null && "code" in error && "status" in error) {
    return new TabulaProblem(error as Problem, retryAfter);
  }
  const detail = typeof error === "string" ? error.slice(0, 500) : JSON.stringify(error ?? null);
  return new TabulaProblem(
    { type: "about:blank", title: response.statusText, status: response.status, code: "http_error", detail },
    retryAfter,
  );
}

function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw toProblem(result.error, result.response);
  }
  return result.data as T;
}

/** Waits `ms`; rejects with the signal's reason if it is aborted meanwhile. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener("abort", abort);
      resolve();
    };
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", abort, { once: true });
  });
}

/** The server's default keep-alive interval (seconds): a stream silent much longer than this is dead. */
const KEEP_ALIVE = 15;

/** How long to wait after the `failures`-th failure in a row: full jitter over a capped exponential. */
function backoff(policy: { base: number; cap: number }, failures: number): number {
  return Math.random() * Math.min(policy.cap, policy.base * 2 ** Math.min(failures - 1, 60));
}

/** The feed broke the order of versions (an entry or item beyond the next one): reconnect after the last. */
export class FeedGap extends Error {
  constructor(readonly last: number, readonly item: FeedItem) {
    super(`the feed went from version ${last} to a ${item.type} at ${"version" in item ? item.version : "?"}`);
    this.name = "FeedGap";
  }
}

/**
 * Whether a failed feed connection is worth another try: a network error (fetch's TypeError, whatever its
 * cause: refused, reset, "other side closed", "terminated"), a stream gone silent, a line that is not JSON,
 * a gap, an `error` item, or an answer 5xx, 408 or 429; not another 4xx (bad token, no such game...).
 */
function retryable(error: unknown): boolean {
  if (error instanceof FeedErrorItem) return true; // the reconnection's answer tells whether it lasts
  if (error instanceof TabulaProblem) return error.status >= 500 || error.status === 408 || error.status === 429;
  return true;
}

/**
 * The items of an NDJSON body, one per complete line: a line cut off by a dropped connection is never
 * parsed (the read's error comes instead). A read that brings nothing for `silence` ms fails the stream.
 */
async function* ndjsonItems<T extends { type: string }>(reader: ReadableStreamDefaultReader<Uint8Array>, silence: number): AsyncGenerator<T> {
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { done, value } = await within(reader.read(), silence);
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf("\n")) >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (!line) continue;
      const item: unknown = JSON.parse(line); // a SyntaxError is a failure of the connection: retried
      if (typeof item !== "object" || item === null || !("type" in item)) throw new SyntaxError(`not a feed item: ${line.slice(0, 200)}`);
      yield item as T;
    }
  }
}

/** The promise, or a rejection if it takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the feed sent nothing for ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A retry policy with its defaults filled in. */
interface Policy {
  base: number;
  cap: number;
  maxAttempts: number;
  deadline: number;
  onRetry?: (error: unknown, wait: number) => void;
}

function policyOf(retry: RetryOptions = {}): Policy {
  return {
    base: retry.base ?? 0.5,
    cap: retry.cap ?? 30,
    maxAttempts: retry.maxAttempts ?? Infinity,
    deadline: retry.deadline ?? 600,
    ...(retry.onRetry ? { onRetry: retry.onRetry } : {}),
  };
}

/** How long a stream may send nothing at all before it counts as dead (ms): keep-alives come every 15 s. */
function silenceOf(timeout: number | undefined): number {
  return (Math.min(timeout ?? 300, KEEP_ALIVE) + 30) * 1000;
}

/** What one connection did: whether it delivered an item (a keep-alive counts, an `error` item does not). */
interface Connection {
  delivered: boolean;
}

/**
 * Yields what `connect` yields, one connection after another, until it returns true (the feed is over):
 * again at once after a stream the server closed having delivered something, after a short pause after an
 * empty one, and after the policy's wait (or the answer's Retry-After) after a failure. A failure that is not
 * retryable is thrown at once, and the last failure when the policy gives up.
 */
async function* reconnecting<T>(
  connect: (connection: Connection) => AsyncGenerator<T, boolean, undefined>,
  policy: Policy,
  signal?: AbortSignal,
): AsyncGenerator<T, void, undefined> {
  let failures = 0;
  let failingSince = 0;
  for (;;) {
    const connection: Connection = { delivered: false };
    let failed = false;
    let failure: unknown;
    try {
      if (yield* connect(connection)) return;
    } catch (error) {
      failed = true;
      failure = error;
    }
    if (connection.delivered) failures = 0; // a connection that delivered an item ends a run of failures
    if (!failed) {
      // the server closed the stream (its idle timeout): again at once, or after a short pause if it was empty
      if (!connection.delivered) await sleep(Math.random() * policy.base * 1000, signal);
      continue;
    }
    if (signal?.aborted || !retryable(failure)) throw failure;
    failures++;
    const now = Date.now();
    if (failures === 1) failingSince = now;
    const retryAfter = failure instanceof TabulaProblem ? failure.retryAfter : undefined;
    const wait = retryAfter ?? backoff(policy, failures);
    if (failures >= policy.maxAttempts || now + wait * 1000 - failingSince > policy.deadline * 1000) throw failure;
    policy.onRetry?.(failure, wait);
    await sleep(wait * 1000, signal);
  }
}

/**
 * The items of one connection, from openapi-fetch's answer read with `parseAs: "stream"`: an answer other than
 * 200 is thrown as a TabulaProblem, an `error` item as a FeedErrorItem; the body is cancelled whenever the
 * iteration stops (the end, a failure, or the caller leaving early).
 */
async function* streamItems<T extends { type: string }>(
  result: { data?: unknown; error?: unknown; response: Response },
  connection: Connection,
  silence: number,
): AsyncGenerator<T, void, undefined> {
  if (result.error !== undefined || !result.response.ok || !result.data) throw toProblem(result.error, result.response);
  const reader = (result.data as ReadableStream<Uint8Array>).getReader();
  try {
    for await (const item of ndjsonItems<T | Extract<FeedItem, { type: "error" }>>(reader, silence)) {
      if (item.type === "error") throw new FeedErrorItem(item as Extract<FeedItem, { type: "error" }>);
      connection.delivered = true;
      yield item as T;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** An inbox id, `<ms>-<seq>`, as a pair of numbers that sort as the ids do (a malformed one fails the connection). */
function inboxOrder(id: string): [bigint, bigint] {
  const found = /^(\d+)-(\d+)$/.exec(id);
  if (!found) throw new SyntaxError(`an inbox item's id is not <ms>-<seq>: ${id.slice(0, 50)}`);
  return [BigInt(found[1]!), BigInt(found[2]!)];
}

/** Whether inbox id `a` comes after `b`. */
function inboxAfter(a: string, b: string): boolean {
  const [am, as] = inboxOrder(a);
  const [bm, bs] = inboxOrder(b);
  return am > bm || (am === bm && as > bs);
}

export class Tabula {
  readonly baseUrl: string;
  readonly token?: string;
  readonly retries: number;
  /** The typed openapi-fetch client underneath, for the endpoints this wrapper does not cover. */
  readonly api: Client<paths>;
  private readonly fetchImpl?: typeof globalThis.fetch;

  constructor(options: TabulaOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.token = options.token;
    this.retries = options.retries ?? 2;
    this.fetchImpl = options.fetch;
    this.api = createClient<paths>({
      baseUrl: this.baseUrl,
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  /** The same server with another token (a seat's, the owner's), e.g. one client per seat. */
  withToken(token: string | undefined): Tabula {
    return new Tabula({ baseUrl: this.baseUrl, token, retries: this.retries, fetch: this.fetchImpl });
  }

  /**
   * Creates a game; the seat tokens and the owner token are in the answer, and only there. Sent with an
   * Idempotency-Key (a random one unless given) and retried as `submit` is: the server answers a retry of a
   * game it already made with its first answer, the same game and tokens (for 24 hours), and makes no second one.
   */
  async createGame(body: CreateGame, idempotencyKey?: string): Promise<Created> {
    const key = idempotencyKey ?? globalThis.crypto.randomUUID();
    return this.retried(() => this.api.POST("/v1/games", { params: { header: { "Idempotency-Key": key } }, body }));
  }

  /** The game's public summary: status, version, seats, who is to act, the result once over. */
  async game(gameId: string): Promise<Summary> {
    return unwrap(await this.api.GET("/v1/games/{game_id}", { params: { path: { game_id: gameId } } }));
  }

  /** The state as this client's seat sees it (no token: as a spectator). */
  async view(gameId: string): Promise<View> {
    return unwrap(await this.api.GET("/v1/games/{game_id}/state", { params: { path: { game_id: gameId } } }));
  }

  /** Every command this seat may send now, each ready to post as is, and the version they were listed at. */
  async legalCommands(gameId: string): Promise<Legal> {
    return unwrap(await this.api.GET("/v1/games/{game_id}/legal-commands", { params: { path: { game_id: gameId } } }));
  }

  /** Entries after `after`, as this seat may see them; with `wait` (seconds) it long-polls for new ones. */
  async events(gameId: string, after = 0, wait = 0): Promise<Events> {
    return unwrap(
      await this.api.GET("/v1/games/{game_id}/events", {
        params: { path: { game_id: gameId }, query: { after, wait } },
      }),
    );
  }

  /**
   * Follows the game live (the NDJSON feed) as this seat sees it: the view first (on a fresh start), then
   * every entry, and a `your_turn` item, carrying the legal commands ready to post with `expected_version` =
   * `version`, whenever this seat is to act; it returns after the `end` item.
   *
   * It reconnects by itself, with `?after=` the last entry version it yielded: at once when the server
   * closes a stream that delivered something (its idle `timeout`), and after a pause (`options.retry`:
   * capped exponential backoff with full jitter, or the answer's Retry-After) when a connection fails:
   * refused, reset, cut mid-stream or mid-line (a partial line is dropped), silent for longer than keep-alives
   * allow, answered with a 5xx, 408 or 429, or ended by an `error` item. No entry is skipped or repeated: an
   * entry is yielded only if its version is the last one + 1 (an older one is dropped, a newer one means a
   * gap: the stream is reopened after the last version); `your_turn` comes at most once per version; the view
   * only at the start. A 4xx other than 408 and 429 (bad token, no such game) throws its TabulaProblem at
   * once; when the policy gives up (default: after 600 s of failures in a row) the last failure is thrown.
   *
   *   for await (const item of seat.feed(gameId)) {
   *     if (item.type === "your_turn") await seat.submit(gameId, pick(item.legal_commands), item.version);
   *   }
   */
  async *feed(gameId: string, options: FeedOptions = {}): AsyncGenerator<FeedItem, void, undefined> {
    const tabula = this;
    const signal = options.signal;
    let last = options.after; // the version of the last entry yielded (undefined: not known before the view)
    let wantView = options.view ?? options.after === undefined;
    let turn = -1; // the version of the last your_turn yielded
    async function* connect(connection: Connection): AsyncGenerator<FeedItem, boolean, undefined> {
      if (last === undefined && !wantView) last = (await tabula.game(gameId)).version; // "from now", known
      const result = await tabula.api.GET("/v1/games/{game_id}/feed", {
        params: {
          path: { game_id: gameId },
          query: {
            format: "ndjson",
            view: wantView,
            ...(last !== undefined ? { after: last } : {}),
            ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
          },
        },
        parseAs: "stream",
        ...(signal ? { signal } : {}),
      });
      for await (const item of streamItems<FeedItem>(result, connection, silenceOf(options.timeout))) {
        if (item.type === "keep_alive") {
          if (options.keepAlives) yield item;
          continue;
        }
        if (item.type === "view") {
          if (!wantView) continue; // not asked for
          wantView = false;
          if (last === undefined) last = item.version;
        } else if (item.type === "entry") {
          if (last !== undefined && item.version <= last) continue; // yielded already
          if (last !== undefined && item.version !== last + 1) throw new FeedGap(last, item);
          last = item.version;
        } else if (item.type === "your_turn") {
          if (last !== undefined && item.version > last) throw new FeedGap(last, item);
          if (item.version <= turn || (last !== undefined && item.version < last)) continue; // said, or stale
          turn = item.version;
        } else if (item.type === "end") {
          if (last !== undefined && item.version > last) throw new FeedGap(last, item);
          yield item;
          return true;
        }
        yield item;
      }
      return false;
    }
    yield* reconnecting(connect, policyOf(options.retry), signal);
  }

  /**
   * Follows all the games of the player whose token (`tbp_...`) this client holds, on one connection (the
   * NDJSON stream GET /v1/players/me/stream): the inbox items `challenge`, `game_started` and `game_over`, each
   * with its inbox `id`, and a `your_turn` (with its `game_id`) whenever the player is to act in one of its
   * games. It never returns by itself: stop iterating, or abort `options.signal`.
   *
   * It reconnects as `feed()` does (the same failures, `options.retry` and Retry-After), resuming with
   * `?after=` the last inbox id it yielded, and never yields an inbox item twice: one whose id is not after
   * the last one is dropped. `your_turn` items are yielded as they come: every connection sends the turns
   * due at that moment again, so the same (game_id, version) can come twice around a reconnection; keep
   * the last version you played in each game, and post with an Idempotency-Key (`submit` does).
   * Without `options.after` it starts from now: the server's first `ready` item says where that is, and a
   * reconnection resumes after it, so no inbox item is missed (`ready` items are not yielded). A bad or revoked
   * token (401) throws its TabulaProblem at once.
   *
   *   for await (const item of player.playerFeed({ after: "0-0" })) {
   *     if (item.type === "challenge") await player.join(item.game_id, item.seat);
   *     else if (item.type === "your_turn") await player.submit(item.game_id, pick(item.legal_commands), item.version);
   *   }
   */
  async *playerFeed(options: PlayerFeedOptions = {}): AsyncGenerator<PlayerItem, void, undefined> {
    const tabula = this;
    const signal = options.signal;
    let last = options.after; // the id of the last inbox item yielded (undefined: from now, nothing yet)
    async function* connect(connection: Connection): AsyncGenerator<PlayerItem, boolean, undefined> {
      const result = await tabula.api.GET("/v1/players/me/stream", {
        params: {
          query: {
            format: "ndjson",
            ...(last !== undefined ? { after: last } : {}),
            ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
          },
        },
        parseAs: "stream",
        ...(signal ? { signal } : {}),
      });
      const items = streamItems<Exclude<PlayerStreamItem, { type: "error" }>>(result, connection, silenceOf(options.timeout));
      for await (const item of items) {
        if (item.type === "keep_alive") {
          if (options.keepAlives) yield item;
          continue;
        }
        if ("id" in item) { // an inbox item (a your_turn has no id)
          if (last !== undefined && !inboxAfter(item.id, last)) continue; // yielded already
          last = item.id;
        }
        if (item.type === "ready") continue; // where the stream starts: a resume point only
        yield item;
      }
      return false;
    }
    yield* reconnecting(connect, policyOf(options.retry), signal);
  }

  /** Takes a seat of an open game, or accepts a challenge (the seat reserved for this player: `seat` optional). */
  async join(gameId: string, seat?: string): Promise<Schemas["Seated"]> {
    return unwrap(
      await this.api.POST("/v1/games/{game_id}/join", {
        params: { path: { game_id: gameId } },
        body: seat !== undefined ? { seat } : {},
      }),
    );
  }

  /**
   * Sends a command for this seat, decided on version `expectedVersion`. The Idempotency-Key (a random one
   * unless given) makes retries safe: after a network error, a 429 or a 503 the same request is sent again
   * (up to `retries` times) and the server answers a command it already took with its first answer
   * (`replayed: true`) instead of appending it twice. A 409 version_conflict is not retried: the game moved
   * on, so decide again on the new state (`err.currentVersion`).
   */
  async submit(gameId: string, command: Command, expectedVersion: number, idempotencyKey?: string): Promise<Accepted> {
    const key = idempotencyKey ?? globalThis.crypto.randomUUID();
    return this.retried(() =>
      this.api.POST("/v1/games/{game_id}/commands", {
        params: { path: { game_id: gameId }, header: { "Idempotency-Key": key } },
        body: { command, expected_version: expectedVersion },
      }),
    );
  }

  /** `send` (a POST with an Idempotency-Key) again after a network error, a 429 or a 503, up to `retries` times. */
  private async retried<T>(send: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      let result;
      try {
        result = await send();
      } catch (error) {
        if (attempt >= this.retries) throw error;
        await sleep(200 * 2 ** attempt);
        continue;
      }
      const status = result.response.status;
      if ((status === 429 || status === 503) && attempt < this.retries) {
        const retryAfter = Number(result.response.headers.get("Retry-After") ?? "1");
        await sleep(Math.min(Number.isFinite(retryAfter) ? retryAfter : 1, 10) * 1000);
        continue;
      }
      return unwrap(result);
    }
  }
}

export default Tabula;
