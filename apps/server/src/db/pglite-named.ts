import { type PGlite, parse, protocol, types } from "@electric-sql/pglite";

/**
 * Named prepared statements on the embedded database. PGlite's `query` parses, describes and plans
 * every statement again (an unnamed statement each time), and inside WebAssembly planning one of
 * the feed's wide statements costs about as much as running it: the session read planned in 1.4 ms
 * and ran in 0.7 ms. Here a statement is parsed once per PGlite instance under its name, and each
 * run only binds and executes it, so PostgreSQL's plan cache applies as it does on a pooled
 * connection of the server (a generic plan after five runs when the plan does not depend on the
 * values).
 *
 * The messages are the extended protocol's, sent through PGlite's public `execProtocolStream` and
 * read with its own `parse.parseResults`, under the same two locks its `query` takes outside a
 * transaction, and the data directory is synced afterwards as `query` does.
 */

/**
 * The result parsers of drizzle's PGlite driver for untyped rows (`rawQueryConfig` in
 * drizzle-orm/pglite/session.js): dates, times and intervals stay the text PostgreSQL sends, so
 * rows read here equal the rows drizzle's own path returns (a test compares the two).
 */
const keepText = (value: string) => value;
const RAW_ROW_PARSERS = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

/** Per instance: the statements parsed so far, by name, with their parameters' type ids. */
const parsedByInstance = new WeakMap<PGlite, Map<string, number[]>>();

export function isPGlite(client: unknown): client is PGlite {
  return (
    typeof client === "object" &&
    client !== null &&
    typeof (client as PGlite).execProtocolStream === "function" &&
    typeof (client as PGlite)._runExclusiveTransaction === "function"
  );
}

/** The rows of `text` run as the named statement `name` on `pglite`, outside any transaction. */
export async function pgliteNamedRows<T>(
  pglite: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<T[]> {
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      let parsed = parsedByInstance.get(pglite);
      if (!parsed) {
        parsed = new Map();
        parsedByInstance.set(pglite, parsed);
      }
      const send = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });
      const messages = [];
      try {
        let paramTypes = parsed.get(name);
        if (!paramTypes) {
          await send(protocol.serialize.parse({ name, text }));
          const described = await send(protocol.serialize.describe({ type: "S", name }));
          const description = described.find((message) => message.name === "parameterDescription") as
            | { dataTypeIDs: number[] }
            | undefined;
          paramTypes = description?.dataTypeIDs ?? [];
          parsed.set(name, paramTypes);
        }
        const typeIds = paramTypes;
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serialize = pglite.serializers[typeIds[index] ?? 0];
          return serialize ? serialize(value) : String(value);
        });
        messages.push(
          ...(await send(protocol.serialize.bind({ statement: name, values }))),
          ...(await send(protocol.serialize.describe({ type: "P" }))),
          ...(await send(protocol.serialize.execute({}))),
        );
      } finally {
        messages.push(...(await send(protocol.serialize.sync())));
      }
      await pglite.syncToFs();
      const [result] = parse.parseResults(messages, pglite.parsers, {
        rowMode: "object",
        parsers: RAW_ROW_PARSERS,
      });
      return (result?.rows ?? []) as T[];
    }),
  );
}
