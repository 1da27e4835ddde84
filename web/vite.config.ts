import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Resolve paths from this file, not the working directory, so `vite build` works both from web/
// and from the repository root (`vite build -c web/vite.config.ts`).
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiOrigin = `http://localhost:${process.env.SERVER_PORT ?? 3001}`;

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: apiOrigin, ws: true },
      '/media': { target: apiOrigin },
    },
  },
});
