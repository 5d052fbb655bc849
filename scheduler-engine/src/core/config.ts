import { WEEKDAYS, type ResolvedSchedulerConfig, type SchedulerConfig, type Weekday } from './types.ts'

export const GRANULARITIES = [5, 10, 15, 20, 30, 60] as const
export const MAX_CLEANUP_BUFFER_MINUTES = 120

export const DEFAULT_SCHEDULER_CONFIG: ResolvedSchedulerConfig = Object.freeze({
  weeklyAnchors: Object.freeze({}),
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

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback)

/** Non-negative whole minutes; anything not a finite number falls back, negatives become 0. */
const minutes = (value: unknown, fallback: number): number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback
  return value < 0 ? 0 : Math.floor(value)
}

function anchorsFor(list: unknown): number[] {
  if (!Array.isArray(list)) return []
  const kept = new Set<number>()
  for (const m of list) {
    if (typeof m === 'number' && Number.isInteger(m) && m >= 0 && m < 1440) kept.add(m)
  }
  return [...kept].sort((a, b) => a - b)
}

/**
 * Applies the design's defaults and clamps invalid values (never throws): unknown granularity →
 * 15, anchors outside the day or not whole minutes dropped, negative minutes → 0, buffer capped
 * at 120 and 0 unless enabled.
 */
export function resolveSchedulerConfig(config?: SchedulerConfig | null): ResolvedSchedulerConfig {
  const c: SchedulerConfig = config ?? {}
  const d = DEFAULT_SCHEDULER_CONFIG
  const weeklyAnchors: Partial<Record<Weekday, readonly number[]>> = {}
  const rawAnchors = c.weeklyAnchors
  if (rawAnchors && typeof rawAnchors === 'object') {
    for (const day of WEEKDAYS) {
      const list = anchorsFor(rawAnchors[day])
      if (list.length > 0) weeklyAnchors[day] = list
    }
  }
  const granularity = (GRANULARITIES as readonly unknown[]).includes(c.secondarySlotGranularity)
    ? (c.secondarySlotGranularity as ResolvedSchedulerConfig['secondarySlotGranularity'])
    : d.secondarySlotGranularity
  const enableCleanupBuffer = bool(c.enableCleanupBuffer, d.enableCleanupBuffer)
  return {
    weeklyAnchors,
    allowSecondaryAnchors: bool(c.allowSecondaryAnchors, d.allowSecondaryAnchors),
    secondarySlotGranularity: granularity,
    fragmentationThresholdMin: minutes(c.fragmentationThresholdMin, d.fragmentationThresholdMin),
    enableCleanupBuffer,
    cleanupBufferMinutes: enableCleanupBuffer
      ? Math.min(MAX_CLEANUP_BUFFER_MINUTES, minutes(c.cleanupBufferMinutes, d.cleanupBufferMinutes))
      : 0,
    primaryAnchorsForLongServicesOnly: bool(c.primaryAnchorsForLongServicesOnly, d.primaryAnchorsForLongServicesOnly),
    longServiceMinimumDuration: minutes(c.longServiceMinimumDuration, d.longServiceMinimumDuration),
    primaryAnchorsStrictMode: bool(c.primaryAnchorsStrictMode, d.primaryAnchorsStrictMode),
    allowOverlap: bool(c.allowOverlap, d.allowOverlap),
    appointmentMaximumOverlap: minutes(c.appointmentMaximumOverlap, d.appointmentMaximumOverlap),
    minServiceDurationAllowingOverlap: minutes(c.minServiceDurationAllowingOverlap, d.minServiceDurationAllowingOverlap),
    overlapAggressively: bool(c.overlapAggressively, d.overlapAggressively),
  }
}
