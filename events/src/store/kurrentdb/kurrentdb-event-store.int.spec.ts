import { existsSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { describe, it, vi } from 'vitest'
import { eventStoreConformance } from '../../../test/conformance.ts'
import { connectKurrentDb } from './kurrentdb-event-store.ts'

/**
 * The conformance suite against KurrentDB: the server at TEST_KURRENTDB_URL when set, else a
 * container started by testcontainers when a Docker engine answers. The engine is looked for
 * cheaply first (DOCKER_HOST or a docker.sock that answers /_ping), so machines without Docker
 * skip with a printed reason instead of waiting for testcontainers to give up.
 */
const IMAGE = process.env.TEST_KURRENTDB_IMAGE || 'docker.kurrent.io/kurrent-latest/kurrentdb:25.1'
const PROBE_TIMEOUT_MS = 1_500

function ping(options: http.RequestOptions): Promise<string | null> {
  return new Promise((resolve) => {
    const request = http.get({ ...options, path: '/_ping', timeout: PROBE_TIMEOUT_MS }, (response) => {
      response.resume()
      resolve(response.statusCode === 200 ? null : `the Docker engine answered /_ping with ${response.statusCode}`)
    })
    request.on('timeout', () => request.destroy(new Error('timed out')))
    request.on('error', (error) => resolve(`the Docker engine did not answer (${error.message})`))
  })
}

function tcpConnects(host: string, port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: PROBE_TIMEOUT_MS })
    socket.once('connect', () => (socket.destroy(), resolve(null)))
    socket.once('timeout', () => (socket.destroy(), resolve(`DOCKER_HOST ${host}:${port} did not accept a connection`)))
    socket.once('error', (error) => resolve(`DOCKER_HOST ${host}:${port} refused (${error.message})`))
  })
}

/** Null when a Docker engine answers; otherwise why not. */
async function dockerEngineProblem(): Promise<string | null> {
  const dockerHost = process.env.DOCKER_HOST
  if (dockerHost) {
    if (dockerHost.startsWith('unix://')) return ping({ socketPath: dockerHost.slice('unix://'.length) })
    if (dockerHost.startsWith('tcp://')) {
      const url = new URL(dockerHost.replace(/^tcp:/, 'http:'))
      return tcpConnects(url.hostname, Number(url.port || 2375))
    }
    return null // npipe:// and others: let testcontainers try
  }
  const sockets = [
    '/var/run/docker.sock',
    process.env.XDG_RUNTIME_DIR ? join(process.env.XDG_RUNTIME_DIR, 'docker.sock') : '',
    join(homedir(), '.docker', 'run', 'docker.sock'),
  ].filter((path) => path && existsSync(path))
  if (sockets.length === 0) return 'no DOCKER_HOST and no docker.sock (no Docker engine on this machine)'
  return ping({ socketPath: sockets[0]! })
}

const url = process.env.TEST_KURRENTDB_URL || undefined
const dockerProblem = url ? null : await dockerEngineProblem()

if (!url && dockerProblem) {
  console.info(`[tests] KurrentDB conformance skipped: TEST_KURRENTDB_URL is not set and ${dockerProblem}`)
  describe.skip('EventStore conformance: KurrentDB adapter', () => {
    it('needs TEST_KURRENTDB_URL or a Docker engine', () => {})
  })
} else {
  // Pulling and starting the image can take longer than the default hook timeout.
  if (!url) vi.setConfig({ hookTimeout: 300_000 })
  eventStoreConformance(url ? 'KurrentDB adapter at TEST_KURRENTDB_URL' : `KurrentDB adapter on ${IMAGE}`, async () => {
    let connectionString = url
    let stopContainer = async () => {}
    if (!connectionString) {
      const { GenericContainer, Wait } = await import('testcontainers')
      const container = await new GenericContainer(IMAGE)
        .withEnvironment({
          KURRENTDB_INSECURE: 'true',
          KURRENTDB_MEM_DB: 'true',
          KURRENTDB_RUN_PROJECTIONS: 'None',
        })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((status) => status >= 200 && status < 300))
        .withStartupTimeout(240_000)
        .start()
      connectionString = `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`
      stopContainer = async () => {
        await container.stop()
      }
    }
    const store = await connectKurrentDb(connectionString, { pollIntervalMs: 50, connectTimeoutMs: 30_000 })
    return {
      store,
      // KurrentDB's $all is in commit order: there are no transactions that commit out of sequence.
      concurrentTransactions: false,
      teardown: async () => {
        await store.close()
        await stopContainer()
      },
    }
  })
}
