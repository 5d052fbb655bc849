import type { SlotwiseEvent } from '@slotwise/events'

/** Emmett-style decider: pure, with now, new ids and prices arriving in the command. */
export interface Decider<State, Command, Event extends SlotwiseEvent = SlotwiseEvent> {
  initialState: () => State
  evolve: (state: State, event: Event) => State
  decide: (command: Command, state: State) => Event[]
}
