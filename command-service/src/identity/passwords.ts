import argon2 from 'argon2'

/**
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane): ~30 ms a hash here, which
 * bounds online guessing together with the login throttle and makes an offline attack costly.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS)

/** A hash of a random password: verifying against it costs as much as a real account. */
let dummyHash: Promise<string> | null = null

/** True when `password` matches; unknown accounts (hash null) take the same time and fail. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`)
    await argon2.verify(await dummyHash, password).catch(() => false)
    return false
  }
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}
