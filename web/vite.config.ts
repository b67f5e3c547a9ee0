import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const common = fileURLToPath(new URL('../common', import.meta.url));
const server = 'http://127.0.0.1:4000';

/** Text assets worth compressing ahead of time; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `.br` and `.gz` beside every text asset of the build, at the strongest settings, so the
 * server sends them as they are instead of compressing each answer (or sending it plain).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rampart-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const content = fs.readFileSync(file);
        const brotli = zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        });
        const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
        // A compressed form that saves nothing is not worth a round of content negotiation.
        if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
        if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/**
 * Writes `about/build.json` (version, commit) and `about/third-party-notices.json` (the installed
 * production packages) into the build for the About page (scripts/about-info.mjs).
 */
function aboutInfo(): Plugin {
  let outDir = '';
  return {
    name: 'rampart-about-info',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const result = spawnSync(process.execPath, [fileURLToPath(new URL('../scripts/about-info.mjs', import.meta.url)), outDir], { stdio: 'inherit' });
      if (result.status !== 0) throw new Error('scripts/about-info.mjs failed');
    },
  };
}

/** Build and dev server of the console (spec §7: lazy chunks as js/… and css/…). */
export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress(), aboutInfo()],
  resolve: {
    // Code the server and the web share: the permission catalogue and validation rules.
    alias: { '@common': common },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'js/[name].[hash].js',
        chunkFileNames: 'js/[name].[hash].js',
        // Libraries every page needs, in chunks of their own that stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'graphql', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/ },
            // The console's own GraphQL documents (codegen), named apart from the client library;
            // only pages load them (the cache's possible types stay with the entry).
            { name: 'gql-documents', test: /web[\\/]src[\\/]gql[\\/]graphql\.ts$/ },
          ],
        },
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'css/[name].[hash][extname]' : 'assets/[name].[hash][extname]'),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/graphql': { target: server, changeOrigin: true, ws: true },
      '/config': { target: server, changeOrigin: true },
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
