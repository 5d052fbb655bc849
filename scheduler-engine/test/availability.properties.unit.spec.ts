import fc from 'fast-check'
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { computeSlotOptions, computeSlotOptionsJson } from '../src/index.ts'
import type { AvailabilityInput } from '../src/index.ts'
import { inputArb } from './generators.ts'
import { referenceSlotOptions, wallInstant } from './reference.ts'
import { slotProblems } from './slot-check.ts'

// Recorded seeds: a failure reproduces with the same seed (fast-check prints the path to shrink).
const SEEDS = {
  busyTime: 20250530,
  localTimes: 20251026,
  deterministic: 20250309,
  unmutated: 20251102,
  reference: 20220911,
}
const RUNS = 1000

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

const slotsOf = (input: AvailabilityInput) =>
  Object.entries(computeSlotOptions(input).slotOptions).flatMap(([date, list]) => list.map((slot) => ({ date, slot })))

/** Shuffles every list whose order carries no meaning; the output must not change. */
function shuffled(input: AvailabilityInput, seed: number): AvailabilityInput {
  const rev = <T>(l: readonly T[] | undefined) => (l ? (seed % 2 ? [...l].reverse() : [...l.slice(1), ...l.slice(0, 1)]) : l)
  return {
    ...input,
    employees: rev(input.employees)!,
    appointments: rev(input.appointments),
    breaks: rev(input.breaks),
    vacations: rev(input.vacations),
    cart: rev(input.cart)!,
  }
}

describe('availability properties (fast-check, fixed seeds)', () => {
  it(`never offers a slot on busy time, off-hours or in the past (seed ${SEEDS.busyTime})`, () => {
    let checked = 0
    fc.assert(
      fc.property(inputArb(), (input) => {
        for (const { date, slot } of slotsOf(input)) {
          expect(slotProblems(input, date, slot)).toEqual([])
          checked++
        }
      }),
      { numRuns: RUNS, seed: SEEDS.busyTime },
    )
    expect(checked).toBeGreaterThan(1000) // the generator must actually produce slots
  })

  it(`starts only at local times that exist, first occurrence, with the right offsets (seed ${SEEDS.localTimes})`, () => {
    fc.assert(
      fc.property(inputArb(), (input) => {
        const zone = input.location.timezone
        for (const { date, slot } of slotsOf(input)) {
          const start = DateTime.fromISO(slot.startTime, { setZone: true })
          const local = DateTime.fromISO(slot.startTime.slice(0, 19), { zone: 'utc' })
          expect(local.toISODate()).toBe(date)
          const minuteOfDay = local.hour * 60 + local.minute
          // the wall time exists and the offered instant is its first occurrence
          expect(wallInstant(zone, local.startOf('day'), minuteOfDay, 'exact')).toBe(start.toMillis() / 60_000)
          for (const iso of [slot.startTime, slot.endTime, ...Object.values(slot.serviceSchedule).flatMap((s) => [s.startTime, s.endTime])]) {
            const t = DateTime.fromISO(iso, { setZone: true })
            expect(t.offset).toBe(DateTime.fromMillis(t.toMillis(), { zone }).offset)
          }
        }
      }),
      { numRuns: RUNS, seed: SEEDS.localTimes },
    )
  })

  it(`gives the same bytes for the same input, whatever the order of lists, as objects or JSON (seed ${SEEDS.deterministic})`, () => {
    fc.assert(
      fc.property(inputArb(), fc.nat(), (input, seed) => {
        const a = JSON.stringify(computeSlotOptions(input))
        expect(computeSlotOptionsJson(input)).toBe(a) // the direct-JSON path writes the same bytes
        expect(JSON.stringify(computeSlotOptions(structuredClone(input)))).toBe(a)
        expect(JSON.stringify(computeSlotOptions(shuffled(input, seed)))).toBe(a)
      }),
      { numRuns: RUNS, seed: SEEDS.deterministic },
    )
  })

  it(`never mutates its input (seed ${SEEDS.unmutated})`, () => {
    fc.assert(
      fc.property(inputArb(), (input) => {
        const before = structuredClone(input)
        const frozen = deepFreeze(structuredClone(input))
        computeSlotOptions(frozen) // would throw in strict mode on any write
        computeSlotOptions(input)
        expect(input).toEqual(before)
      }),
      { numRuns: RUNS, seed: SEEDS.unmutated },
    )
  })
})

describe('equivalence with the minute-by-minute reference (test/reference.ts)', () => {
  it(`produces exactly the reference's slots and assignments (seed ${SEEDS.reference})`, () => {
    let slots = 0
    fc.assert(
      fc.property(inputArb(), (input) => {
        const fast = computeSlotOptions(input)
        expect(JSON.stringify(fast)).toBe(JSON.stringify(referenceSlotOptions(input)))
        slots += Object.values(fast.slotOptions).flat().length
      }),
      { numRuns: RUNS, seed: SEEDS.reference },
    )
    expect(slots).toBeGreaterThan(5000)
  })
})
