/** The random player of the test games: seeded, uniform among the legal commands. */
import type { Command } from "../src/index.js";

/** mulberry32 behind a string hash: a tiny seeded PRNG, so the same seed plays the same game. */
export function prng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A uniformly random legal command, leaving the Governor out whenever there is anything else to do (as the
 * engine's own random games do, tests/acres/randomplay.py): returning cards at random can dismantle both
 * decks until neither side can progress, a legal but endless game.
 */
export function choose(commands: Command[], random: () => number): Command {
  const playable = commands.filter((c) => c.type !== "governor");
  const pool = playable.length > 0 ? playable : commands;
  const chosen = pool[Math.floor(random() * pool.length)];
  if (chosen === undefined) throw new Error("a seat to act has no legal command");
  return chosen;
}
