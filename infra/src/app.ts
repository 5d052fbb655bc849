import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import helmet from '@fastify/helmet'
import cookie from '@fastify/cookie'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { commandService } from '@slotwise/command-service'
import { queryService } from '@slotwise/query-service'
import { schedulerService } from '@slotwise/scheduler-engine/http/index.ts'
import type { Target } from './config/config.ts'
import { registerErrorHandler } from './platform/errors.ts'
import { publicAccess } from './platform/access.ts'
import { registerSecurity } from './platform/security.ts'
import type { ServiceDeps } from './platform/service-deps.ts'

export interface BuildAppOptions {
  target: Target
  deps: ServiceDeps
  /** Folder of the built SPA; served with a client-side-routing fallback on target `all`. */
  spaDir?: string | undefined
  logger?: FastifyServerOptions['logger']
}

/** Which HTTP modules a target serves. `all` is every module; projection serves health only. */
export const HTTP_MODULES: Record<Target, Array<'command' | 'query' | 'scheduler'>> = {
  all: ['command', 'query', 'scheduler'],
  command: ['command'],
  query: ['query'],
  scheduler: ['scheduler'],
  projection: [],
}

/** Builds the fastify app for a target from its dependencies. Never listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 1_048_576,
    ajv: { customOptions: { removeAdditional: false } },
  })
  registerErrorHandler(app)
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://www.google.com', 'https://maps.google.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
  })
  await app.register(cookie)
  // CSRF, session and access-policy hooks on every route registered after this line.
  registerSecurity(app, options.deps)

  // OpenAPI generated from the routes' zod schemas (registered before the routes it documents).
  await app.register(swagger, {
    openapi: { info: { title: 'Slotwise API', version: '1' }, components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sessionid' } } } },
    transform: jsonSchemaTransform,
  })
  app.get('/api/v1/openapi.json', { config: publicAccess('the API description'), schema: { hide: true } }, async () => app.swagger())

  app.get('/api/v1/health/', { config: publicAccess('liveness probe') }, async () => ({ status: 'ok', target: options.target }))

  const modules = HTTP_MODULES[options.target]
  await app.register(async (scope) => {
    if (modules.includes('command')) await commandService(scope, options.deps)
    if (modules.includes('query')) await queryService(scope, options.deps)
    if (modules.includes('scheduler')) await schedulerService(scope, options.deps)
  })

  if (options.target === 'all' && options.spaDir && existsSync(resolve(options.spaDir, 'index.html'))) {
    const root = resolve(options.spaDir)
    // serve: false: files go through the route below (which carries an access policy) via sendFile.
    await app.register(fastifyStatic, { root, serve: false, index: false })
    app.get('/*', { config: publicAccess('the single-page app') }, async (request, reply) => {
      const path = request.url.split('?')[0]!
      if (path.startsWith('/api/')) {
        return reply.status(404).type('application/problem+json').send({ type: 'about:blank', title: 'Not found', status: 404, code: 'request.notFound' })
      }
      const file = path.slice(1)
      if (file && !file.includes('..') && existsSync(resolve(root, file))) return reply.sendFile(file)
      return reply.type('text/html').sendFile('index.html')
    })
  }
  return app
}
