import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum cost (19 MiB, 2 iterations).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export function hashPassword(password: string) {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string | null | undefined, password: string) {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
