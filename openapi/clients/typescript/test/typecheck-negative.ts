/**
 * Compile-time proof that commands are typed: `tsc --noEmit` passes only if every line marked
 * `@ts-expect-error` really is a type error (an unused @ts-expect-error is itself an error). Never run.
 */
import type { Command, CommandOf, GameEvent, GameResult, GameView, Tabula } from "../src/index.js";

export function typedCommands(client: Tabula, gameId: string): void {
  // Well-typed commands of both games compile.
  const settle: CommandOf<"settle"> = { type: "settle", location: "halifax", via: "b-boston", transport: "b-new-haven" };
  const place: Command = { type: "place_member", space: "C.0.0" };
  const end: Command = { type: "end_turn" };
  void client.submit(gameId, settle, 0);
  void client.submit(gameId, place, 1, "key-1");
  void client.submit(gameId, end, 2);

  // @ts-expect-error: a wrong field type (location is a location id string, not a number)
  const badType: Command = { type: "settle", location: 42, via: "b-boston", transport: "b-new-haven" };
  // @ts-expect-error: an unknown location id (the spec's enum)
  const badEnum: CommandOf<"settle"> = { type: "settle", location: "paris", via: "b-boston", transport: "b-new-haven" };
  // @ts-expect-error: a required field is missing (settle needs its transport card)
  const missing: Command = { type: "settle", location: "halifax", via: "b-boston" };
  // @ts-expect-error: an unknown command type
  const unknown: Command = { type: "teleport" };
  // @ts-expect-error: a field of another command type (end_turn has no location)
  const extra: CommandOf<"end_turn"> = { type: "end_turn", location: "halifax" };
  // @ts-expect-error: a command without its type discriminator
  void client.submit(gameId, { location: "halifax", via: "b-boston", transport: "b-new-haven" }, 0);
  // @ts-expect-error: the expected version is a number
  void client.submit(gameId, end, "3");
  void [badType, badEnum, missing, unknown, extra];

  // Narrowing on the discriminator reaches the fields of that command type only.
  const check = (c: Command): string => {
    if (c.type === "settle") return c.location;
    // @ts-expect-error: outside the narrowing there is no `location` on every command
    return c.location;
  };
  void check;
}

/** The stream helpers' items are the document's components: narrowing on `type` reaches the typed fields. */
export async function typedStreamItems(client: Tabula, gameId: string): Promise<void> {
  for await (const item of client.feed(gameId)) {
    if (item.type === "view") {
      const state: GameView = item.state;
      if (state.game === "acres") {
        const turn: number = state.turn;
        // @ts-expect-error: a Sparks field of a view narrowed to acres
        void state.round;
        void turn;
      }
    } else if (item.type === "entry") {
      const events: GameEvent[] = item.events;
      // @ts-expect-error: events are typed, not strings
      const names: string[] = item.events;
      void [events, names];
    } else if (item.type === "your_turn") {
      // @ts-expect-error: a decision is null for a plain turn
      void item.decision.kind;
    }
  }
  for await (const item of client.playerFeed()) {
    // @ts-expect-error: the stream's `ready` items are not yielded
    if (item.type === "ready") void item;
    if (item.type === "game_over") {
      // @ts-expect-error: a game that ended unplayed has a null result
      void item.result.winner;
      const result: GameResult | null = item.result;
      void result;
    } else if (item.type === "challenge") {
      const players: Record<string, string> = item.players;
      // @ts-expect-error: a challenge has no version (a your_turn has)
      void item.version;
      void players;
    } else if (item.type === "your_turn") {
      const legal: Command[] = item.legal_commands;
      void [legal, item.game_id];
    }
  }
}
