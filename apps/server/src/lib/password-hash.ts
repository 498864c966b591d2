import { hash, verify } from "@node-rs/argon2";

// Argon2id with OWASP's minimum profile (19 MiB, 2 passes): strong enough, and fast enough on 2 cores.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown account cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("chorus-dummy-password-for-timing");
  await verifyPassword(await dummyHash, password);
}
