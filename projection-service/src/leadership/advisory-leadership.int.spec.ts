import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SqlClient } from '@slotwise/events'
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@slotwise/events/testing/test-databases.ts'
import { AdvisoryLeadership, type LeaderWork } from './advisory-leadership.ts'

/** A work that records its life and can be ended from the test, as if it finished on its own. */
class Works {
  readonly started: string[] = []
  readonly stopped: string[] = []
  private readonly enders = new Map<string, () => void>()
  /** Names working right now. */
  readonly running = new Set<string>()

  start(name: string): LeaderWork {
    this.started.push(name)
    this.running.add(name)
    let end!: () => void
    const done = new Promise<void>((resolve) => (end = resolve)).then(() => {
      this.running.delete(name)
    })
    this.enders.set(name, end)
    return {
      done,
      stop: async () => {
        if (this.running.has(name)) this.stopped.push(name)
        end()
        await done
      },
    }
  }

  /** Ends the work of `name` by itself (an error, the log closed): not a stop from outside. */
  endOnItsOwn(name: string) {
    this.enders.get(name)?.()
  }
}

const waitFor = async (predicate: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

for (const kind of testDatabaseKinds()) {
  describe(`advisory leadership (${kind})`, () => {
    let database: TestDatabase
    const instances: AdvisoryLeadership[] = []
    const leadership = (names: string[], works: Works, options: { retryMs?: number; heartbeatMs?: number } = {}) => {
      const l = new AdvisoryLeadership({ db: database.db, names, onElected: (name) => works.start(name), retryMs: 20, heartbeatMs: 40, ...options })
      instances.push(l)
      return l
    }
    /** A started process that leads two fresh names. */
    const leadingTwo = async (works: Works, options: { retryMs?: number } = {}) => {
      const names = [`a-${randomUUID()}`, `b-${randomUUID()}`]
      const l = leadership(names, works, options)
      l.start()
      await waitFor(() => l.leading.length === 2, 'both names led')
      return { l, names }
    }
    beforeAll(async () => {
      database = await openTestDatabase(kind, { max: 10 })
    })
    afterEach(async () => {
      for (const l of instances.splice(0)) await l.stop()
    })
    afterAll(async () => {
      await database?.teardown()
    })

    describe('when one process contends for several names', () => {
      it('leads each name and starts its work once', async () => {
        const works = new Works()
        const { l, names } = await leadingTwo(works)
        await sleep(150)
        expect(works.started.sort()).toEqual([...names].sort())
        expect(l.leading.sort()).toEqual([...names].sort())
      })
    })

    describe('when it stops', () => {
      it('stops every work, releases the locks, and a later process leads them', async () => {
        const first = new Works()
        const { l, names } = await leadingTwo(first)
        await l.stop()
        expect(first.stopped.sort()).toEqual([...names].sort())
        expect(first.running.size).toBe(0)
        expect(l.leading).toEqual([])

        const second = new Works()
        const next = leadership(names, second)
        next.start()
        await waitFor(() => next.leading.length === 2, 'the later process to lead')
        expect(second.started.sort()).toEqual([...names].sort())
      })
    })

    describe('when a work ends on its own', () => {
      it('releases its lock and contends again after retryMs, leaving the other works running', async () => {
        const works = new Works()
        const { names } = await leadingTwo(works, { retryMs: 150 })
        const [a, b] = names as [string, string]
        const ended = Date.now()
        works.endOnItsOwn(a)
        await waitFor(() => works.started.filter((n) => n === a).length === 2, `${a} to be elected again`)
        expect(Date.now() - ended).toBeGreaterThanOrEqual(140)
        expect(works.started.filter((n) => n === b)).toHaveLength(1)
        expect(works.stopped).toEqual([])
        expect(works.running).toEqual(new Set([a, b]))
      })
    })
  })
}

const postgresOnly = testDatabaseKinds().includes('postgres')
describe.runIf(postgresOnly)('advisory leadership across sessions (postgres)', () => {
  let database: TestDatabase
  /** The test database through createPgClient, whose sessions the server may kill mid-lead. */
  let db: SqlClient
  const instances: AdvisoryLeadership[] = []
  const leadership = (names: string[], works: Works, retryMs = 20) => {
    const l = new AdvisoryLeadership({ db, names, onElected: (name) => works.start(name), retryMs, heartbeatMs: 40 })
    instances.push(l)
    return l
  }
  /** The backend holding `name`'s leadership lock, if any. */
  const holderPid = async (name: string): Promise<number | null> => {
    const { rows } = await database.db.query<{ pid: number }>(
      `WITH k AS (SELECT hashtextextended('projection:' || $1, 0) AS key)
       SELECT pid FROM pg_locks, k WHERE locktype = 'advisory' AND granted AND objsubid = 1
         AND classid::bigint = (key >> 32) & 4294967295 AND objid::bigint = key & 4294967295`,
      [name],
    )
    return rows[0]?.pid ?? null
  }
  beforeAll(async () => {
    database = await openTestDatabase('postgres', { max: 10 })
    db = database.db
  })
  afterEach(async () => {
    for (const l of instances.splice(0)) await l.stop()
  })
  afterAll(async () => {
    await database?.teardown()
  })

  it('lets one of two processes lead; the standby takes over when it stops', async () => {
    const name = `relay:${randomUUID()}`
    const worksA = new Works()
    const worksB = new Works()
    const a = leadership([name], worksA)
    const b = leadership([name], worksB)
    a.start()
    await waitFor(() => a.leading.length === 1, 'A to lead')
    b.start()
    await sleep(200)
    expect(b.leading).toEqual([])
    expect(worksB.started).toEqual([])

    await a.stop()
    expect(worksA.running.size).toBe(0)
    await waitFor(() => b.leading.length === 1, 'B to take over')
    expect(worksB.started).toEqual([name])
  })

  it('splits names between processes, one lock each, and the standby takes the rest over', async () => {
    const [x, y] = [`x-${randomUUID()}`, `y-${randomUUID()}`]
    const worksA = new Works()
    const worksB = new Works()
    const a = leadership([x], worksA)
    a.start()
    await waitFor(() => a.leading.length === 1, 'A to lead x')
    const b = leadership([x, y], worksB)
    b.start()
    await waitFor(() => b.leading.length === 1, 'B to lead y')
    await sleep(150)
    expect(b.leading).toEqual([y])
    expect(worksA.started).toEqual([x])

    await a.stop()
    await waitFor(() => b.leading.length === 2, 'B to take x over')
    expect(worksB.started).toEqual([y, x])
  })

  it('stops working when its session dies, and the standby takes over', async () => {
    const name = `p-${randomUUID()}`
    const worksA = new Works()
    const worksB = new Works()
    // A retries slowly, so the standby B is the one to win the lock A's dead session dropped.
    const a = leadership([name], worksA, 400)
    a.start()
    await waitFor(() => a.leading.length === 1, 'A to lead')
    const b = leadership([name], worksB)
    b.start()
    await sleep(100)
    expect(b.leading).toEqual([])

    const pid = await holderPid(name)
    expect(pid).not.toBeNull()
    await database.db.query('SELECT pg_terminate_backend($1)', [pid])
    await waitFor(() => worksA.running.size === 0, 'A to stop working on its dead session')
    expect(worksA.stopped).toEqual([name])
    await waitFor(() => b.leading.length === 1, 'B to take over')
    expect(worksB.started).toEqual([name])
    // A's new session finds the lock taken and stands by.
    await sleep(600)
    expect(a.leading).toEqual([])
    expect(worksA.started).toEqual([name])
  })
})
