// http_ece ships no types; the test push service uses only its RFC 8188/8291 decryption.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer;
}
