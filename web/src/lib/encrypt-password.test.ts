import { describe, expect, it } from 'vitest';
import { encryptPassword } from './encrypt-password';

const { subtle } = globalThis.crypto;

const toBase64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));
const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

async function keyPair(): Promise<{ pem: string; decrypt(base64: string): Promise<string> }> {
  const pair = await subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
  const spki = toBase64(await subtle.exportKey('spki', pair.publicKey));
  const pem = `-----BEGIN PUBLIC KEY-----\n${spki.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return {
    pem,
    async decrypt(base64) {
      const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, fromBase64(base64));
      return new TextDecoder().decode(plain);
    },
  };
}

describe('encryptPassword', () => {
  it('encrypts with WebCrypto RSA-OAEP SHA-256', async () => {
    const key = await keyPair();
    const cipher = await encryptPassword('Admin#Passw0rd!', key.pem, subtle);
    expect(await key.decrypt(cipher)).toBe('Admin#Passw0rd!');
  });

  it('falls back to an equivalent pure JavaScript encryption without WebCrypto', async () => {
    const key = await keyPair();
    const cipher = await encryptPassword('密碼 Passw0rd!', key.pem, undefined);
    expect(await key.decrypt(cipher)).toBe('密碼 Passw0rd!');
  });
});
