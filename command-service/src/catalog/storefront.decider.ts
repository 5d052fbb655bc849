import type { FeatureSection, StorefrontEvent, StorefrontSettings } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

export type StorefrontCommand =
  | { type: 'ChangeStorefrontSettings'; businessId: string; settings: Partial<StorefrontSettings> }
  | { type: 'ChangeFeatureSections'; businessId: string; featureSections: FeatureSection[] }

export interface StorefrontState {
  settings: Partial<StorefrontSettings>
  featureSections: FeatureSection[]
}

/** `storefront-{businessId}`: only what changed is recorded; an unchanged save records nothing. */
export const storefrontDecider: Decider<StorefrontState, StorefrontCommand, StorefrontEvent> = {
  initialState: () => ({ settings: {}, featureSections: [] }),
  evolve: (state, event) => {
    if (event.type === 'StorefrontSettingsChanged') {
      const { businessId: _b, ...settings } = event.data
      return { ...state, settings: { ...state.settings, ...settings } }
    }
    return { ...state, featureSections: event.data.featureSections }
  },
  decide: (command, state) => {
    if (command.type === 'ChangeStorefrontSettings') {
      const changed = Object.fromEntries(
        Object.entries(command.settings).filter(([key, value]) => value !== undefined && JSON.stringify(state.settings[key as keyof StorefrontSettings]) !== JSON.stringify(value)),
      )
      return Object.keys(changed).length ? [{ type: 'StorefrontSettingsChanged', data: { businessId: command.businessId, ...changed } }] : []
    }
    const ids = command.featureSections.map((s) => s.id)
    if (new Set(ids).size !== ids.length) throw new DomainError('storefront.duplicateFeatureSection', 'Feature sections must have distinct ids', 400)
    const sorted = [...command.featureSections].sort((a, b) => a.order - b.order)
    if (JSON.stringify(sorted) === JSON.stringify(state.featureSections)) return []
    return [{ type: 'StorefrontFeatureSectionsChanged', data: { businessId: command.businessId, featureSections: sorted } }]
  },
}
