/**
 * Plays one complete 2-seat game of A Few Acres of Snow with each seat following its own live feed
 * (`Tabula.feed`, NDJSON): a seat posts a random legal command from each `your_turn` item it receives,
 * until the `end` item. Checks on the way that each seat's feed delivers every version once, in order.
 *
 *   TABULA_URL=http://127.0.0.1:8000 TABULA_SEED=1 node dist/test/feed-game.js
 *
 * The last line of the output is one JSON object: {"game_id", "version", "commands", "winner", "items"}.
 */
import { type FeedItem, Tabula } from "../src/index.js";
import { choose, prng } from "./random.js";

async function follow(client: Tabula, gameId: string, random: () => number): Promise<{ commands: number; items: Record<string, number>; end: FeedItem }> {
  const items: Record<string, number> = {};
  let commands = 0;
  let last = 0;
  for await (const item of client.feed(gameId)) {
    items[item.type] = (items[item.type] ?? 0) + 1;
    if (item.type === "entry") {
      if (item.version !== last + 1) throw new Error(`feed skipped from version ${last} to ${item.version}`);
      last = item.version;
    } else if (item.type === "view") {
      last = item.version;
      items.view_version = item.version; // the other seat may have played before this feed opened
    } else if (item.type === "your_turn") {
      if (item.version !== last) throw new Error(`your_turn at ${item.version} before entry ${item.version}`);
      await client.submit(gameId, choose(item.legal_commands, random), item.version, `${gameId}-${item.version}`);
      commands++;
    } else if (item.type === "end") {
      if (item.version !== last) throw new Error(`end at ${item.version}, last entry ${last}`);
      return { commands, items, end: item };
    }
  }
  throw new Error("the feed stopped before the end of the game");
}

async function main(): Promise<void> {
  const baseUrl = process.env.TABULA_URL;
  if (!baseUrl) throw new Error("set TABULA_URL to the server, e.g. http://127.0.0.1:8000");
  const seed = process.env.TABULA_SEED ?? String(Date.now());
  const tabula = new Tabula({ baseUrl });
  const created = await tabula.createGame({
    type: "acres",
    seats: [{ name: "feed-british" }, { name: "feed-french" }],
    seed: `feed-${seed}`,
  });
  const gameId = created.game_id;
  console.log(`game ${gameId} (seed ${seed}): both seats follow their feeds`);
  const runs = await Promise.all(
    created.seats.map((seat) => follow(tabula.withToken(seat.token), gameId, prng(`${seed}:${seat.seat}`))),
  );
  const summary = await tabula.game(gameId);
  const winner = (summary.result as { winner?: string } | null)?.winner ?? null;
  const commands = runs.reduce((n, r) => n + r.commands, 0);
  console.log(`game ${gameId} over after ${commands} commands (version ${summary.version}); winner: ${winner}`);
  console.log(JSON.stringify({ game_id: gameId, version: summary.version, commands, winner,
    items: Object.fromEntries(created.seats.map((s, i) => [s.seat, runs[i]?.items])) }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
