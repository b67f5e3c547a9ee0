import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = path.resolve('tests/e2e/screenshots');

/**
 * Debian's chromium, headless; flags keep it off the network and working as root. It asks for
 * reduced motion (the console then cuts every animation short) so that no check waits for a
 * slide or a fade; `E2E_MOTION=full` runs the console as most users see it.
 */
export async function launchBrowser(): Promise<Browser> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(process.env.E2E_MOTION === 'full' ? [] : ['--force-prefers-reduced-motion']),
    ],
  });
}
