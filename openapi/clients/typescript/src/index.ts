/**
 * A small Tabula client: the types come from `schema.d.ts` (generated from openapi/openapi.json by
 * openapi-typescript; never edit it by hand), the requests go through openapi-fetch, so every path, body
 * and answer below is checked against the spec at compile time.
 *
 *   const tabula = new Tabula({ baseUrl: "http://127.0.0.1:8000" });
 *   const game = await tabula.createGame({ type: "acres", seats: [{ name: "Ada" }, { kind: "ai" }] });
 *   const ada = tabula.withToken(game.seats[0].token!);
 *   const legal = await ada.legalCommands(game.game_id);
 *   await ada.submit(game.game_id, legal.commands[0], legal.version);
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

export interface FeedOptions {
  /** Resume after this version (the entries after it, then `your_turn` if due); default: from now, view first. */
  after?: number;
  /** Send the full view first (default: only on a fresh start). */
  view?: boolean;
  /** Seconds without news before the server closes the stream; the helper then reconnects. */
  timeout?: number;
  /** Yield keep_alive items too (default: no). */
  keepAlives?: boolean;
  /** Stop following (e.g. when the bot quits). */
  signal?: AbortSignal;
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

/** Any answer that is not a problem+json body (a proxy's HTML page, an empty 502...) becomes one. */
function toProblem(error: unknown, response: Response): TabulaProblem {
  const header = response.headers.get("Retry-After");
  const retryAfter = header !== null && /^\d+$/.test(header) ? Number(header) : undefined;
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

  /** Creates a game; the seat tokens and the owner token are in the answer, and only there. */
  async createGame(body: CreateGame): Promise<Created> {
    return unwrap(await this.api.POST("/v1/games", { body }));
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
   * Follows the game live (the NDJSON feed) as this seat sees it: the view first, then every entry, and a
   * `your_turn` item, carrying the legal commands ready to post with `expected_version` = `version`,
   * whenever this seat is to act. When the server closes an idle stream the helper reconnects after the
   * last version seen, so nothing is missed or repeated; it returns after the `end` item and throws a
   * TabulaProblem for an `error` item or a refused request (bad token, no such game).
   *
   *   for await (const item of seat.feed(gameId)) {
   *     if (item.type === "your_turn") await seat.submit(gameId, pick(item.legal_commands), item.version);
   *   }
   */
  async *feed(gameId: string, options: FeedOptions = {}): AsyncGenerator<FeedItem, void, undefined> {
    let after = options.after;
    let view = options.view;
    if (after === undefined && view === false) after = (await this.game(gameId)).version; // "from now", known
    for (;;) {
      const result = await this.api.GET("/v1/games/{game_id}/feed", {
        params: {
          path: { game_id: gameId },
          query: {
            format: "ndjson",
            ...(after !== undefined ? { after } : {}),
            ...(view !== undefined ? { view } : {}),
            ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
          },
        },
        parseAs: "stream",
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (result.error !== undefined || !result.response.ok || !result.data) {
        throw toProblem(result.error, result.response);
      }
      const reader = (result.data as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buffered = "";
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffered += decoder.decode(value, { stream: true });
          let newline: number;
          while ((newline = buffered.indexOf("\n")) >= 0) {
            const line = buffered.slice(0, newline).trim();
            buffered = buffered.slice(newline + 1);
            if (!line) continue;
            const item = JSON.parse(line) as FeedItem;
            if (item.type === "error") {
              const { status, code, detail } = item;
              throw new TabulaProblem({ type: "about:blank", title: "Feed error", status, code, detail });
            }
            if (item.type === "entry" || item.type === "view" || item.type === "your_turn") after = item.version;
            if (item.type !== "keep_alive" || options.keepAlives) yield item;
            if (item.type === "end") return;
          }
        }
      } finally {
        await reader.cancel().catch(() => undefined); // also when the caller stops iterating early
      }
      view = false; // the server closed an idle stream: reconnect after the last version seen
    }
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
    for (let attempt = 0; ; attempt++) {
      let result;
      try {
        result = await this.api.POST("/v1/games/{game_id}/commands", {
          params: { path: { game_id: gameId }, header: { "Idempotency-Key": key } },
          body: { command, expected_version: expectedVersion },
        });
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
