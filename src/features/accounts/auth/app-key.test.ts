import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appKey, decryptSecret, encryptSecret, keyedHash } from './app-key';

describe('app key', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-key-'));
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-key-'));
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(other, { recursive: true, force: true });
  });

  it('is created once in DATA_DIR/app.key with mode 0600', () => {
    const key = appKey(dir);
    expect(key).toHaveLength(32);
    const file = path.join(dir, 'app.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(appKey(dir).equals(key)).toBe(true);
  });

  it('encrypts with AES-GCM: round trip, random IV, tamper and wrong-key detection', () => {
    const plain = new Uint8Array([1, 2, 3, 4, 5]);
    const a = encryptSecret(dir, 'test', plain);
    const b = encryptSecret(dir, 'test', plain);
    expect(a).not.toBe(b);
    expect(decryptSecret(dir, 'test', a)).toEqual(plain);
    expect(decryptSecret(dir, 'other-purpose', a)).toBeNull();
    expect(decryptSecret(other, 'test', a)).toBeNull();
    const tampered = a.slice(0, -2) + (a.endsWith('A') ? 'BB' : 'AA');
    expect(decryptSecret(dir, 'test', tampered)).toBeNull();
    expect(decryptSecret(dir, 'test', 'plain-text')).toBeNull();
  });

  it('keyed hashes differ per key and purpose', () => {
    expect(keyedHash(dir, 'p', '123456')).toMatch(/^[0-9a-f]{64}$/);
    expect(keyedHash(dir, 'p', '123456')).toBe(keyedHash(dir, 'p', '123456'));
    expect(keyedHash(dir, 'p', '123456')).not.toBe(keyedHash(dir, 'q', '123456'));
    expect(keyedHash(dir, 'p', '123456')).not.toBe(keyedHash(other, 'p', '123456'));
  });
});
