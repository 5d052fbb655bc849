import { z } from 'zod'

export const TARGETS = ['all', 'command', 'query', 'scheduler', 'projection'] as const
export type Target = (typeof TARGETS)[number]

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional())

/** Environment configuration, validated once at start-up with errors that name the variable. */
export const configSchema = z
  .object({
    TARGET: z.enum(TARGETS).default('all'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public host the storefront subdomains hang off (`{subdomain}.{PUBLIC_HOST}`). */
    PUBLIC_HOST: z.string().default('localhost'),
    DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), postgresUrl.optional()),
    /** Where the embedded database lives when DATABASE_URL is unset. */
    DATA_DIR: z.string().default('./.data'),
    EVENTSTORE_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().regex(/^(kurrentdb|esdb|kdb)(\+discover)?:\/\//, 'must be a kurrentdb:// (or esdb://) URL').optional(),
    ),
    KAFKA_BROKERS: z.preprocess(
      (v) => (v === '' || v === undefined ? [] : String(v).split(',').map((s) => s.trim())),
      z.array(z.string().regex(/^[\w.-]+:\d+$/, 'each broker is host:port')),
    ),
    KAFKA_TOPIC_PREFIX: z.string().default('slotwise'),
    SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    SESSION_SECRET: optionalString,
  })
  .superRefine((config, ctx) => {
    if (config.TARGET !== 'all' && !config.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: `is required for --target=${config.TARGET}; only --target=all runs on the embedded database`,
      })
    }
  })

export type Config = z.infer<typeof configSchema>

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses env plus `--target=` / `--port=` flags. Throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>, argv: readonly string[] = []): Config {
  const flags: Record<string, string> = {}
  for (const arg of argv) {
    const match = /^--([a-z-]+)=(.*)$/.exec(arg)
    if (match) flags[match[1]!.toUpperCase().replaceAll('-', '_')] = match[2]!
  }
  const result = configSchema.safeParse({ ...env, ...flags })
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`))
  }
  return result.data
}
