/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for the app and for the unit/component tests.
// Engine tests (game, tree, search, ai, view, worker, cli) run in Node;
// component and store tests run in jsdom.
export default defineConfig({
  plugins: [react()],
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: { port: 5173, strictPort: false },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/{game,tree,search,ai,view,worker,cli}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/{components,store}/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setupDom.ts'],
        },
      },
    ],
  },
});
