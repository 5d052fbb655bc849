import { describe, expect, it } from 'vitest'
import { DEFAULT_SCHEDULER_CONFIG, resolveSchedulerConfig } from './config.ts'

describe('resolveSchedulerConfig', () => {
  it('gives the design defaults for a missing config', () => {
    expect(resolveSchedulerConfig(undefined)).toEqual(DEFAULT_SCHEDULER_CONFIG)
    expect(resolveSchedulerConfig(null)).toEqual({
      weeklyAnchors: {},
      allowSecondaryAnchors: true,
      secondarySlotGranularity: 15,
      fragmentationThresholdMin: 0,
      enableCleanupBuffer: false,
      cleanupBufferMinutes: 0,
      primaryAnchorsForLongServicesOnly: false,
      longServiceMinimumDuration: 90,
      primaryAnchorsStrictMode: false,
      allowOverlap: false,
      appointmentMaximumOverlap: 0,
      minServiceDurationAllowingOverlap: 60,
      overlapAggressively: false,
    })
  })
  it.each([
    [{ secondarySlotGranularity: 7 }, 'secondarySlotGranularity', 15],
    [{ secondarySlotGranularity: 20 }, 'secondarySlotGranularity', 20],
    [{ fragmentationThresholdMin: -5 }, 'fragmentationThresholdMin', 0],
    [{ enableCleanupBuffer: true, cleanupBufferMinutes: 500 }, 'cleanupBufferMinutes', 120],
    [{ enableCleanupBuffer: true, cleanupBufferMinutes: -3 }, 'cleanupBufferMinutes', 0],
    [{ enableCleanupBuffer: false, cleanupBufferMinutes: 30 }, 'cleanupBufferMinutes', 0],
    [{ longServiceMinimumDuration: -1 }, 'longServiceMinimumDuration', 0],
    [{ appointmentMaximumOverlap: Number.NaN }, 'appointmentMaximumOverlap', 0],
    [{ minServiceDurationAllowingOverlap: -60 }, 'minServiceDurationAllowingOverlap', 0],
    [{ allowOverlap: 'yes' as unknown as boolean }, 'allowOverlap', false],
  ] as const)('clamps %j', (config, field, expected) => {
    expect(resolveSchedulerConfig(config)[field]).toBe(expected)
  })
  it('drops anchors outside the day, sorts and de-duplicates the rest', () => {
    expect(resolveSchedulerConfig({ weeklyAnchors: { monday: [720, -1, 1440, 540, 720, 9.5], tuesday: [] } }).weeklyAnchors).toEqual({
      monday: [540, 720],
    })
  })
})
