import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'

/** Where uploaded files live. Local disk by default; an object store adapter can replace it. */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The bytes and type of a stored file, or null. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>
}

const SAFE_KEY = /^[a-f0-9-]{36}\.(jpg|png|gif|webp)$/

/** Files under `{dataDir}/uploads`, named by a generated key (never by user input). */
export function localDiskFileStorage(dataDir: string): FileStorage {
  const root = resolve(dataDir, 'uploads')
  const typeOf: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' }
  return {
    async put(key, bytes) {
      if (!SAFE_KEY.test(key)) throw new Error(`unsafe file key ${key}`)
      await mkdir(root, { recursive: true })
      await writeFile(resolve(root, key), bytes, { flag: 'wx' })
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null
      try {
        return { bytes: await readFile(resolve(root, key)), contentType: typeOf[key.split('.').pop()!]! }
      } catch {
        return null
      }
    },
  }
}

export const IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' } as const
export type ImageType = keyof typeof IMAGE_TYPES
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** The type the bytes really are (magic numbers), whatever the client declared. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif'
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp'
  return null
}
