import { PgTransaction } from "drizzle-orm/pg-core";
import type { Queryable } from "./client.ts";

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads, side by side where the database allows it. On the pool each read takes a
 * connection of its own, so they overlap. A transaction is one connection, which runs one statement
 * at a time: node-postgres queues a second one and deprecates doing so (pg 9 refuses it), so inside
 * a transaction the reads run one after another. Pass functions, not promises: a promise would
 * already be running.
 */
export async function sideBySide<T extends readonly unknown[]>(db: Queryable, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
