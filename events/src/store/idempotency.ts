import { v5 as uuidv5 } from 'uuid'

/** Namespace of Slotwise's idempotent event ids (a fixed random UUID). */
const EVENT_ID_NAMESPACE = '4f7c2a53-1d8e-4c52-9d57-2b0f0b6f8a1e'

/** The id of the n-th event appended under an idempotency key: the same on every retry. */
export const deriveEventId = (idempotencyKey: string, index: number): string =>
  uuidv5(`${idempotencyKey}#${index}`, EVENT_ID_NAMESPACE)
