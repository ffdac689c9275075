import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The app key: 32 random bytes in DATA_DIR/app.key (created on first use, mode 0600). It encrypts
// the secrets that must stay readable (TOTP secrets) and keys the HMAC of short codes.

const keys = new Map<string, Buffer>();

export function appKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'app.key');
  const cached = keys.get(file);
  if (cached) return cached;
  let key: Buffer;
  try {
    key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    fs.mkdirSync(dataDir, { recursive: true });
    key = randomBytes(32);
    try {
      // 'wx' fails if another process created the file first; then read theirs.
      fs.writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    } catch {
      key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
  if (key.length !== 32) throw new Error(`${file} must hold 32 base64-encoded bytes`);
  keys.set(file, key);
  return key;
}

const subKeys = new Map<string, Buffer>();
const hmacKeys = new Map<string, KeyObject>();

/**
 * A sub-key per purpose, so one key never serves two uses. Derived once per process: signed media
 * URLs verify one per HLS segment request, and HKDF there was a visible share of the CPU.
 */
function subKey(dataDir: string, purpose: string) {
  const id = `${path.join(dataDir, 'app.key')}\0${purpose}`;
  let key = subKeys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appKey(dataDir), Buffer.alloc(0), `marquee:${purpose}`, 32));
    subKeys.set(id, key);
  }
  return key;
}

function hmacKey(dataDir: string, purpose: string) {
  const id = `${path.join(dataDir, 'app.key')}\0${purpose}`;
  let key = hmacKeys.get(id);
  if (!key) {
    key = createSecretKey(subKey(dataDir, purpose));
    hmacKeys.set(id, key);
  }
  return key;
}

/** AES-256-GCM; output `v1.<base64url(iv | ciphertext | tag)>`. */
export function encryptSecret(dataDir: string, purpose: string, plain: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', subKey(dataDir, purpose), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

export function decryptSecret(dataDir: string, purpose: string, sealed: string): Uint8Array | null {
  if (!sealed.startsWith('v1.')) return null;
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  if (raw.length < 12 + 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', subKey(dataDir, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return new Uint8Array(Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]));
  } catch {
    return null; // tampered, or sealed under another key
  }
}

/** HMAC-SHA-256 (hex) keyed per purpose: for low-entropy codes a plain hash could be brute-forced. */
export function keyedHash(dataDir: string, purpose: string, value: string): string {
  return createHmac('sha256', hmacKey(dataDir, purpose)).update(value).digest('hex');
}

export function sameHex(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
