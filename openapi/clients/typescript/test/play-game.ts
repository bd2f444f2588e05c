/**
 * Plays one complete 2-seat game of A Few Acres of Snow through the client against a live server, both
 * seats choosing uniformly at random among their legal commands, and prints the result.
 *
 *   TABULA_URL=http://127.0.0.1:8000 npm run play          (TABULA_SEED=... for a reproducible game)
 *
 * The last line of the output is one JSON object: {"game_id", "version", "commands", "winner", "result",
 * "problems"} (problems: what a stale version, an illegal command and a bad token were answered).
 * The random player leaves the Governor out whenever it has anything else to do (see test/random.ts).
 */
import { Tabula, TabulaProblem } from "../src/index.js";
import { choose, prng } from "./random.js";

const CAP = 5000; // commands; random games end after 400-1200

async function main(): Promise<void> {
  const baseUrl = process.env.TABULA_URL;
  if (!baseUrl) throw new Error("set TABULA_URL to the server, e.g. http://127.0.0.1:8000");
  const seed = process.env.TABULA_SEED ?? String(Date.now());
  const random = prng(seed);
  const tabula = new Tabula({ baseUrl });

  const created = await tabula.createGame({
    type: "acres",
    seats: [{ name: "ts-british" }, { name: "ts-french" }],
    seed: `ts-${seed}`,
  });
  const gameId = created.game_id;
  const seats = new Map<string, Tabula>();
  for (const seat of created.seats) {
    if (!seat.token) throw new Error(`no token for seat ${seat.seat}`);
    seats.set(seat.seat, tabula.withToken(seat.token));
  }
  console.log(`game ${gameId}: ${created.seats.map((s) => s.seat).join(" vs ")} (seed ${seed})`);

  // Errors come back as typed problems: a stale version, an illegal command, a bad token.
  const problems: Record<string, { status: number; code: string; rule?: string; currentVersion?: number }> = {};
  const expectProblem = async (name: string, attempt: () => Promise<unknown>): Promise<void> => {
    try {
      await attempt();
    } catch (error) {
      if (!(error instanceof TabulaProblem)) throw error;
      problems[name] = { status: error.status, code: error.code, rule: error.rule, currentVersion: error.currentVersion };
      return;
    }
    throw new Error(`${name}: the server accepted it`);
  };
  const first = seats.get(created.to_act[0] ?? "");
  if (first === undefined) throw new Error(`nobody we hold is to act: ${JSON.stringify(created.to_act)}`);
  await expectProblem("stale_version", () => first.submit(gameId, { type: "end_turn" }, 7));
  await expectProblem("illegal", () =>
    first.submit(gameId, { type: "settle", location: "quebec", via: "b-boston", transport: "b-new-haven" }, 0));
  await expectProblem("bad_token", () => tabula.withToken("not-a-token").legalCommands(gameId));

  let toAct = created.to_act;
  let status = "active";
  let commands = 0;
  let conflicts = 0;
  while (status !== "over") {
    if (commands >= CAP) throw new Error(`game ${gameId} not over after ${CAP} commands`);
    const seat = toAct[0];
    const client = seat === undefined ? undefined : seats.get(seat);
    if (client === undefined) throw new Error(`nobody we hold is to act: ${JSON.stringify(toAct)}`);
    const legal = await client.legalCommands(gameId);
    const command = choose(legal.commands, random);
    try {
      const accepted = await client.submit(gameId, command, legal.version, `${gameId}-${legal.version}-${seat}`);
      toAct = accepted.to_act;
      status = accepted.status;
      commands++;
      if (commands % 100 === 0) console.log(`  ${commands} commands, version ${accepted.version}`);
    } catch (error) {
      // Only we write to this game, so a conflict would be a server bug; still, the safe answer is to
      // decide again on the current state.
      if (error instanceof TabulaProblem && error.code === "version_conflict" && ++conflicts < 5) {
        toAct = (await tabula.game(gameId)).to_act;
        continue;
      }
      throw error;
    }
  }

  const summary = await tabula.game(gameId);
  const result = summary.result ?? {};
  const winner = (result as { winner?: string | null }).winner ?? null;
  console.log(`game ${gameId} over after ${commands} commands (version ${summary.version}); winner: ${winner}`);
  console.log(JSON.stringify({ game_id: gameId, version: summary.version, commands, winner, result, problems }));
}

main().catch((error: unknown) => {
  console.error(error instanceof TabulaProblem ? `TabulaProblem ${error.message}` : error);
  process.exit(1);
});
