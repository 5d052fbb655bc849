import type { Checkpoint, ReadAllResult, SubscribeOptions, Subscription } from './event-store.port.ts'

interface PollingSubscriptionParams {
  readAll: (after: Checkpoint | null, maxCount: number) => Promise<ReadAllResult>
  options: SubscribeOptions
  pollIntervalMs: number
  /** Registers a wake-up hint (NOTIFY, in-process append); returns its removal. */
  onWake: (wake: () => void) => Promise<() => Promise<void>>
}

/**
 * Catch-up then live: read batches until the log is drained, then sleep until a wake-up hint or
 * the poll interval, and read again. Hints only shorten the sleep; polling is the truth, so a lost
 * notification delays an event by at most one interval and never loses it.
 */
export function pollingSubscription({ readAll, options, pollIntervalMs, onWake }: PollingSubscriptionParams): Subscription {
  const batchSize = options.batchSize ?? 500
  let stopped = false
  let checkpoint: Checkpoint | null = options.after ?? null
  let wakeSleeper: (() => void) | null = null
  let woken = false
  const wake = () => {
    woken = true
    wakeSleeper?.()
  }
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve()
      const timer = setTimeout(done, pollIntervalMs)
      function done() {
        clearTimeout(timer)
        wakeSleeper = null
        resolve()
      }
      wakeSleeper = done
    })

  const done = (async () => {
    const removeWake = await onWake(wake)
    try {
      while (!stopped) {
        woken = false
        const result = await readAll(checkpoint, batchSize)
        if (stopped) break
        if (result.events.length > 0 && result.checkpoint) {
          await options.onBatch(result.events, result.checkpoint)
          checkpoint = result.checkpoint
          if (result.events.length >= batchSize) continue
        }
        await sleep()
      }
    } finally {
      await removeWake()
    }
  })()

  return {
    done,
    async stop() {
      stopped = true
      wakeSleeper?.()
      await done.catch(() => {})
    },
  }
}
