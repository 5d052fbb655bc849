import type { FastifyRequest } from 'fastify'
import type { Actor } from '@slotwise/events'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { CommandContext } from './command-handler.ts'

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/

/** Builds a command's context from the HTTP request: who, correlation, causation, idempotency. */
export function commandContext(deps: ServiceDeps, request: FastifyRequest, actor: Actor, extra: { reason?: string } = {}): CommandContext {
  const header = (name: string) => {
    const value = request.headers[name]
    return typeof value === 'string' && value.length > 0 ? value : undefined
  }
  const key = header('idempotency-key')
  return {
    store: deps.store,
    actor,
    correlationId: header('x-correlation-id') ?? request.id,
    causationId: request.id,
    now: deps.now(),
    reason: extra.reason,
    idempotencyKey: key && IDEMPOTENCY_KEY.test(key) ? key : undefined,
  }
}
