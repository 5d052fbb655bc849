import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ZodError } from 'zod'
import { EventParseError, EventStoreUnavailableError, WrongExpectedVersionError } from '@slotwise/events'

/**
 * A broken business rule or a refused request, with a stable dotted code that maps one to one
 * onto an i18n key (`errors:<code>`). Thrown by deciders before any event exists.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 422 | 429 = 409,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

export const notFound = (what: string, code = `${what}.notFound`) => new DomainError(code, `${what[0]!.toUpperCase()}${what.slice(1)} not found`, 404)

export interface Problem {
  type: string
  title: string
  status: number
  code: string
  detail?: string
  errors?: Array<{ path: string; message: string }>
  [extension: string]: unknown
}

export function problemFrom(error: unknown): Problem {
  if (error instanceof DomainError) {
    return { type: 'about:blank', title: error.message, status: error.status, code: error.code, detail: error.message, ...error.details }
  }
  if (error instanceof ZodError) {
    return {
      type: 'about:blank',
      title: 'Validation failed',
      status: 400,
      code: 'request.invalid',
      detail: error.issues[0]?.message ?? 'Invalid request',
      errors: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    }
  }
  if (error instanceof WrongExpectedVersionError) {
    return { type: 'about:blank', title: 'This changed while you were editing it; reload and try again', status: 412, code: 'request.staleVersion' }
  }
  const fastifyError = error as FastifyError & { validation?: Array<{ instancePath?: string; message?: string }> }
  if (fastifyError.validation || fastifyError.code === 'FST_ERR_VALIDATION') {
    const errors = (fastifyError.validation ?? []).map((v) => ({
      path: (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }))
    return {
      type: 'about:blank',
      title: 'Validation failed',
      status: 400,
      code: 'request.invalid',
      detail: errors[0]?.message ?? fastifyError.message,
      errors,
    }
  }
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const codeByStatus: Record<number, string> = {
      400: 'request.invalid',
      401: 'auth.required',
      403: 'auth.forbidden',
      404: 'request.notFound',
      413: 'request.tooLarge',
      415: 'request.unsupportedMediaType',
      429: 'request.throttled',
    }
    return {
      type: 'about:blank',
      title: fastifyError.message,
      status: fastifyError.statusCode,
      code: codeByStatus[fastifyError.statusCode] ?? 'request.invalid',
      detail: fastifyError.message,
    }
  }
  if (error instanceof EventStoreUnavailableError) {
    return { type: 'about:blank', title: 'Service temporarily unavailable', status: 503, code: 'service.unavailable' }
  }
  return { type: 'about:blank', title: 'Something went wrong on our side', status: 500, code: 'server.error' }
}

/** One error handler per service: application/problem+json with a stable code; 5xx is generic. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const problem = problemFrom(error)
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed')
    if (error instanceof EventParseError) request.log.fatal({ err: error }, 'unreadable event in the store')
    if (problem.status === 429 && typeof problem.retryAfter === 'number') void reply.header('retry-after', String(problem.retryAfter))
    void reply.status(problem.status).type('application/problem+json').send(problem)
  })
  app.setNotFoundHandler((request, reply) => {
    void reply
      .status(404)
      .type('application/problem+json')
      .send({ type: 'about:blank', title: 'Not found', status: 404, code: 'request.notFound', detail: `${request.method} ${request.url} does not exist` })
  })
}
