/**
 * Follows one game with `Tabula.feed` until its `end` item, for tests/sdk/test_feed_recovery.py (issue 18):
 * there the game is played by the test through the server's own address, while this script reads through a
 * proxy that cuts connections and refuses some of them. Each follower is one token (or none: a spectator),
 * fresh ("now", the view first) or resuming after a version:
 *
 *   TABULA_URL=http://127.0.0.1:PROXY TABULA_GAME=ID \
 *   TABULA_FOLLOWERS='[{"name":"british","token":"...","after":null},{"name":"spectator","after":0}]' \
 *   node dist/test/follow-game.js
 *
 * Prints `ready` once every fresh follower has its view (the test starts playing then), and last one JSON
 * line: {name: {items, failures}} with every item yielded, in order, and the failures retried.
 */
import { type FeedItem, Tabula } from "../src/index.js";

interface Follower {
  name: string;
  token?: string;
  after?: number | null;
}

async function main(): Promise<void> {
  const baseUrl = process.env.TABULA_URL;
  const gameId = process.env.TABULA_GAME;
  const followers = JSON.parse(process.env.TABULA_FOLLOWERS ?? "[]") as Follower[];
  if (!baseUrl || !gameId || followers.length === 0) throw new Error("set TABULA_URL, TABULA_GAME and TABULA_FOLLOWERS");
  const tabula = new Tabula({ baseUrl });
  let waiting = followers.filter((f) => f.after === null || f.after === undefined).length;
  if (waiting === 0) console.log("ready");

  const runs = await Promise.all(
    followers.map(async (follower) => {
      const items: FeedItem[] = [];
      const failures: string[] = [];
      const feed = tabula.withToken(follower.token).feed(gameId, {
        ...(typeof follower.after === "number" ? { after: follower.after } : {}),
        timeout: 5, // idle streams closed after 5 s and reopened (see IDLE in tests/sdk/test_feed_recovery.py)
        retry: { base: 0.02, cap: 0.3, deadline: 60, onRetry: (error) => failures.push(String(error).slice(0, 200)) },
      });
      for await (const item of feed) {
        items.push(item);
        if (item.type === "view" && --waiting === 0) console.log("ready");
      }
      return [follower.name, { items, failures }] as const;
    }),
  );
  console.log(JSON.stringify(Object.fromEntries(runs)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
