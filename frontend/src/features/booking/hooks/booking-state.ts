import { createContext, useContext } from 'react'
import type { Bundle, Location, Service } from '../../../lib/catalog-schemas.ts'
import type { FormData } from '../api/get-form-data.ts'

export const STAGES = ['choose-location', 'choose-service', 'choose-date-time', 'information', 'confirmation', 'booking-success'] as const
export type Stage = (typeof STAGES)[number]

export type ServiceCartItem = { localId: string; type: 'service'; serviceId: string; addOnIds: string[]; employeeId: string | null; dateTime: string | null; quantity: number }
export type BundleSelection = { employeeId: string | null; dateTime: string | null }
export type BundleCartItem = { localId: string; type: 'bundle'; bundleId: string; selectedItems: Record<string, BundleSelection> }
export type CartItem = ServiceCartItem | BundleCartItem
export type Answer = string | string[] | boolean | [string, string] | null

export interface Customer {
  firstName: string
  lastName: string
  email: string
  phone: string
}

export interface BookingState {
  stage: Stage
  locationId: string | null
  cart: CartItem[]
  timezone: string | null
  date: string | null
  answers: Record<string, Answer>
  infoPage: number
  customer: Customer | null
  confirmationCode: string | null
  editingItemId: string | null
  cartOpen: boolean
}

export const initialBookingState = (locationId: string | null): BookingState => ({
  stage: locationId ? 'choose-service' : 'choose-location',
  locationId,
  cart: [],
  timezone: null,
  date: null,
  answers: {},
  infoPage: 1,
  customer: null,
  confirmationCode: null,
  editingItemId: null,
  cartOpen: false,
})

export type BookingAction =
  | { type: 'chooseLocation'; locationId: string }
  | { type: 'clearLocation' }
  | { type: 'goTo'; stage: Stage }
  | { type: 'addItem'; item: CartItem; merge?: boolean }
  | { type: 'updateItem'; item: CartItem }
  | { type: 'removeItem'; localId: string }
  | { type: 'moveItem'; localId: string; by: -1 | 1 }
  | { type: 'setTimes'; times: Record<string, string> | null }
  | { type: 'setTimezone'; timezone: string }
  | { type: 'setDate'; date: string }
  | { type: 'setAnswers'; answers: Record<string, Answer> }
  | { type: 'setInfoPage'; page: number }
  | { type: 'booked'; customer: Customer; confirmationCode: string }
  | { type: 'editItem'; localId: string | null }
  | { type: 'cart'; open: boolean }

const clearTimes = (cart: CartItem[]): CartItem[] =>
  cart.map((item) =>
    item.type === 'service'
      ? { ...item, dateTime: null }
      : { ...item, selectedItems: Object.fromEntries(Object.entries(item.selectedItems).map(([k, v]) => [k, { ...v, dateTime: null }])) },
  )

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'chooseLocation':
      return { ...state, locationId: action.locationId, cart: [], stage: 'choose-service', date: null }
    case 'clearLocation':
      return { ...state, locationId: null, cart: [], stage: 'choose-location' }
    case 'goTo': {
      const from = STAGES.indexOf(state.stage)
      const to = STAGES.indexOf(action.stage)
      let next: BookingState = { ...state, stage: action.stage, cartOpen: false }
      if (to < from && to <= STAGES.indexOf('choose-service')) next = { ...next, cart: clearTimes(next.cart) }
      if (to < from && action.stage === 'choose-date-time') next = { ...next, cart: clearTimes(next.cart) }
      if (action.stage === 'choose-location') next = { ...next, locationId: null, cart: [] }
      if (action.stage === 'information') next = { ...next, infoPage: to < from ? next.infoPage : 1 }
      return next
    }
    case 'addItem': {
      if (action.item.type === 'service') {
        const incoming = action.item
        const same = action.merge ? state.cart.find((c): c is ServiceCartItem => c.type === 'service' && c.serviceId === incoming.serviceId && c.employeeId === incoming.employeeId) : undefined
        if (same) return { ...state, cart: state.cart.map((c) => (c === same ? { ...same, quantity: same.quantity + 1 } : c)), cartOpen: true }
      }
      return { ...state, cart: [...state.cart, action.item], cartOpen: true }
    }
    case 'updateItem':
      return { ...state, cart: state.cart.map((c) => (c.localId === action.item.localId ? action.item : c)), editingItemId: null, cartOpen: true }
    case 'removeItem':
      return { ...state, cart: state.cart.filter((c) => c.localId !== action.localId) }
    case 'moveItem': {
      const i = state.cart.findIndex((c) => c.localId === action.localId)
      const j = i + action.by
      if (i < 0 || j < 0 || j >= state.cart.length) return state
      const cart = [...state.cart]
      ;[cart[i], cart[j]] = [cart[j]!, cart[i]!]
      return { ...state, cart }
    }
    case 'setTimes':
      if (!action.times) return { ...state, cart: clearTimes(state.cart) }
      return {
        ...state,
        cart: state.cart.map((item) => {
          if (item.type === 'service') return { ...item, dateTime: action.times![item.localId] ?? null }
          return { ...item, selectedItems: Object.fromEntries(Object.entries(item.selectedItems).map(([k, v]) => [k, { ...v, dateTime: action.times![`${item.localId}:${k}`] ?? action.times![item.localId] ?? null }])) }
        }),
      }
    case 'setTimezone':
      return { ...state, timezone: action.timezone, cart: clearTimes(state.cart) }
    case 'setDate':
      return { ...state, date: action.date }
    case 'setAnswers':
      return { ...state, answers: { ...state.answers, ...action.answers } }
    case 'setInfoPage':
      return { ...state, infoPage: action.page }
    case 'booked':
      return { ...state, customer: action.customer, confirmationCode: action.confirmationCode, stage: 'booking-success', cartOpen: false }
    case 'editItem':
      return { ...state, editingItemId: action.localId, ...(action.localId && state.stage === 'confirmation' ? { stage: 'choose-service' as const } : {}) }
    case 'cart':
      return { ...state, cartOpen: action.open }
  }
}

export interface BookingContextValue {
  state: BookingState
  dispatch: (action: BookingAction) => void
  form: FormData
  location: Location | null
  language: string
  subdomain: string
  findService: (id: string) => Service | undefined
  findBundle: (id: string) => Bundle | undefined
}

export const BookingContext = createContext<BookingContextValue | null>(null)
export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext)
  if (!value) throw new Error('useBooking outside BookingContext')
  return value
}

export function newLocalId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16)
  })
}
