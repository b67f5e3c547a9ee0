import type { Page } from 'playwright-core';

export interface SdkPageOptions {
  endpoint: string;
  sdkKey: string;
  secret: string;
  /** Scripts the SDK checks against their expected SHA-256 (script tampering). */
  integrity?: { url: string; sha256: string }[];
}

/**
 * Starts the built web SDK on `page` (loaded with the bundle), waits for its first checks and
 * uploads them; returns what the flush answered. A test page may hold the secret; a real one
 * passes a `signer` that asks its own server (sdk/PROTOCOL.md).
 */
export async function reportFromPage(page: Page, options: SdkPageOptions): Promise<unknown> {
  return page.evaluate(async ({ endpoint, sdkKey, secret, integrity }) => {
    const w = window as unknown as { Rampart: { init(o: object): { flush(): Promise<unknown> } } };
    const monitor = w.Rampart.init({
      endpoint,
      sdkKey,
      signer: async (base: string) => {
        const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
        return [...new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(base)))].map((b) => b.toString(16).padStart(2, '0')).join('');
      },
      ...(integrity ? { integrity } : {}),
    });
    await new Promise((r) => setTimeout(r, 500));
    return monitor.flush();
  }, options);
}
