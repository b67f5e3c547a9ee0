import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const common = fileURLToPath(new URL('../common', import.meta.url));
const server = 'http://127.0.0.1:4000';

/** Build and dev server of the console (spec §7: lazy chunks as js/… and css/…). */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
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
