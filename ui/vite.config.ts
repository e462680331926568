/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Tauri serves the built files from ui/dist; the dev server is fixed so the shell's devUrl can point at it.
export default defineConfig({
  plugins: [svelte()],
  clearScreen: false,
  server: { port: 5173, strictPort: true },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Keep every asset a file: the CSP forbids data: scripts and inline code.
    assetsInlineLimit: 0,
    // One stylesheet, linked from index.html: it styles the boot splash at the first paint, and the
    // app's script (a chunk of its own, run after that paint, see main.ts) brings none to wait for.
    cssCodeSplit: false,
  },
  resolve: process.env.VITEST ? { conditions: ['browser'] } : undefined,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
