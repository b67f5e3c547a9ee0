import type { BuildOptions } from 'esbuild';

/** How the web SDK is bundled: one small IIFE defining `window.Rampart` ({ init, RampartMonitor }). */
export const SDK_BUILD: BuildOptions = {
  entryPoints: [new URL('./src/rampart-sdk.ts', import.meta.url).pathname],
  bundle: true,
  format: 'iife',
  globalName: 'Rampart',
  target: ['es2020'],
  minify: true,
  legalComments: 'none',
};
