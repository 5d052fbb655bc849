import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('when the environment is empty', () => {
  it('runs everything on the embedded database on port 3000', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ TARGET: 'all', PORT: 3000, KAFKA_BROKERS: [] })
    expect(config.DATABASE_URL).toBeUndefined()
  })
})

describe('when flags and variables are given', () => {
  it('reads --target and --port and splits KAFKA_BROKERS', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://x@h/db', KAFKA_BROKERS: 'a:9092, b:9093' }, ['--target=query', '--port=4001'])
    expect(config).toMatchObject({ TARGET: 'query', PORT: 4001, KAFKA_BROKERS: ['a:9092', 'b:9093'] })
  })
})

describe('when values are wrong', () => {
  it('names every bad variable in one error', () => {
    const read = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', EVENTSTORE_URL: 'http://x', KAFKA_BROKERS: 'nohost' }, ['--target=moon'])
    expect(read).toThrow(ConfigError)
    try {
      read()
    } catch (error) {
      const text = (error as ConfigError).message
      for (const name of ['TARGET', 'PORT', 'DATABASE_URL', 'EVENTSTORE_URL', 'KAFKA_BROKERS']) expect(text).toContain(name)
    }
  })

  it('requires DATABASE_URL for a split target', () => {
    expect(() => loadConfig({}, ['--target=command'])).toThrow(/DATABASE_URL: is required for --target=command/)
  })
})
