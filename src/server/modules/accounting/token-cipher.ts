import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals a token for the database with AES-256-GCM: a fresh 96-bit nonce per token, the
 * authentication tag kept beside it, so a copied database gives nothing and an altered value is
 * refused instead of sent to the service.
 */
export function sealToken(key: Buffer, token: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), sealed].map(encoded).join('.');
}

/** The token sealed by `sealToken`; throws when the key is another or the value was changed. */
export function openToken(key: Buffer, sealedToken: string): string {
  const [version, nonce, tag, sealed] = sealedToken.split('.');
  if (version !== VERSION || !nonce || !tag || sealed === undefined) {
    throw new Error('The stored accounting token is not in a known format.');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

function encoded(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
