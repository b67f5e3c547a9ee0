#!/usr/bin/env node
// `npm run dev`: the server with reload (tsx watch) and the Vite dev server side by side.
import { spawn } from 'node:child_process';

const children = [spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], { stdio: 'inherit' }), spawn('npx', ['vite', '--config', 'web/vite.config.ts'], { stdio: 'inherit' })];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
