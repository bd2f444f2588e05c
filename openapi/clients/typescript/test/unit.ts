/**
 * The wrapper's own behaviour, against a scripted fetch (no server): a submit retried after a 503 and a
 * network error sends the same Idempotency-Key each time; a 409 is not retried and surfaces as a typed
 * TabulaProblem; a non-JSON error page still becomes a TabulaProblem. Prints "ok" and exits 0, else throws.
 */
import assert from "node:assert/strict";

import { Tabula, TabulaProblem } from "../src/index.js";

type Step = Response | Error;

function scripted(steps: Step[]): { fetch: typeof globalThis.fetch; seen: Request[] } {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    seen.push(input instanceof Request ? input : new Request(input, init));
    const step = steps.shift();
    if (step === undefined) throw new Error("no more scripted answers");
    if (step instanceof Error) throw step;
    return step;
  };
  return { fetch, seen };
}

const problem = (status: number, code: string, extra: object = {}, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: "about:blank", title: "x", status, code, detail: code, ...extra }), {
    status,
    headers: { "Content-Type": "application/problem+json", ...headers },
  });
const accepted = (version: number) =>
  new Response(JSON.stringify({ version, events: [], to_act: ["french"], status: "active", replayed: true }), {
    status: 201,
    headers: { "Content-Type": "application/json" },
  });

async function main(): Promise<void> {
  // 503 (Retry-After: 0), then a network error, then the answer: three sends, one key, one bearer token.
  const retried = scripted([problem(503, "store_unavailable", {}, { "Retry-After": "0" }), new TypeError("fetch failed"), accepted(1)]);
  const seat = new Tabula({ baseUrl: "http://tabula.test/", token: "tok", fetch: retried.fetch });
  const done = await seat.submit("g1", { type: "end_turn" }, 0);
  assert.equal(done.version, 1);
  assert.equal(retried.seen.length, 3);
  const keys = new Set(retried.seen.map((r) => r.headers.get("Idempotency-Key")));
  assert.equal(keys.size, 1);
  assert.ok([...keys][0]);
  assert.ok(retried.seen.every((r) => r.headers.get("Authorization") === "Bearer tok"));
  assert.equal(retried.seen[0]?.url, "http://tabula.test/v1/games/g1/commands");
  assert.deepEqual(await retried.seen[0]?.json(), { command: { type: "end_turn" }, expected_version: 0 });

  // 409: not retried, typed.
  const conflict = scripted([problem(409, "version_conflict", { current_version: 5 })]);
  const error = await new Tabula({ baseUrl: "http://tabula.test", token: "tok", fetch: conflict.fetch })
    .submit("g1", { type: "pass" }, 3, "key-1")
    .then(() => undefined, (e: unknown) => e);
  assert.ok(error instanceof TabulaProblem);
  assert.equal(error.code, "version_conflict");
  assert.equal(error.currentVersion, 5);
  assert.equal(conflict.seen.length, 1);
  assert.equal(conflict.seen[0]?.headers.get("Idempotency-Key"), "key-1");

  // Retries run out: the last problem is thrown.
  const busy = scripted([problem(429, "rate_limited", {}, { "Retry-After": "0" }), problem(429, "rate_limited", {}, { "Retry-After": "0" })]);
  const limited = await new Tabula({ baseUrl: "http://tabula.test", token: "t", retries: 1, fetch: busy.fetch })
    .submit("g1", { type: "pass" }, 0)
    .then(() => undefined, (e: unknown) => e);
  assert.ok(limited instanceof TabulaProblem && limited.status === 429 && limited.retryAfter === 0);

  // A proxy's HTML page is still a TabulaProblem.
  const html = scripted([new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" })]);
  const proxied = await new Tabula({ baseUrl: "http://tabula.test", fetch: html.fetch })
    .game("g1")
    .then(() => undefined, (e: unknown) => e);
  assert.ok(proxied instanceof TabulaProblem && proxied.status === 502 && proxied.code === "http_error");
  console.log("ok");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
