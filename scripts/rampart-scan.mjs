#!/usr/bin/env node
// `npx rampart-scan <file> [--json|--sarif]` (and `npm run scan`): builds the engine bundle when
// server/src changed, then runs the bundled scan CLI in this process. Only the CLI writes to
// stdout (esbuild reports on stderr), so `--json` and `--sarif` output can be piped as it is.
await import('./build-engine.mjs');
await import('../dist/engine/scan.js');
