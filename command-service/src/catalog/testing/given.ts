import { expect } from 'vitest'

type AnyDecider<S, C, E> = { initialState: () => S; evolve: (s: S, e: E) => S; decide: (c: C, s: S) => E[] }

/** Emmett-style decider spec: given(events).when(command).then(events) | thenThrows(code). */
export const given = <S, C, E>(decider: AnyDecider<S, C, E>, events: E[] = []) => ({
  when: (command: C) => {
    const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()))
    return {
      then: (expected: E[]) => expect(run()).toEqual(expected),
      thenMatches: (expected: unknown[]) => expect(run()).toMatchObject(expected),
      thenThrows: (code: string) => expect(run).toThrow(expect.objectContaining({ code })),
      events: run,
    }
  },
})
