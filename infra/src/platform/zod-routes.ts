import type { FastifyInstance } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'

/** zod validates every request and response; validation failures become problem+json 400s. */
export function useZod(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  return app.withTypeProvider<ZodTypeProvider>()
}

export { hasZodFastifySchemaValidationErrors }
export type ZodApp = ReturnType<typeof useZod>
