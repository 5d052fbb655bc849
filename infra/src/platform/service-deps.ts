import type { EventStore, SqlClient } from '@slotwise/events'
import type { Config } from '../config/config.ts'

/** What every service module receives from the launcher. Services never read `process`. */
export interface ServiceDeps {
  config: Config
  sql: SqlClient
  store: EventStore
  /** The clock; tests pass a fixed one. Pure cores receive `now` as an argument instead. */
  now: () => Date
  /**
   * Waits until read models reflect everything appended so far (the one-process mode and tests
   * use it for read-your-writes; a split deployment resolves at once).
   */
  waitForProjections: () => Promise<void>
}
