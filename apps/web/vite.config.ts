import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Resolved without node:path so this file type-checks with the browser-only tsconfig of the web app.
const sourceDirectory = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// The API runs on its own port in development; the browser only ever talks to the SPA's origin.
const apiProxy = { '/api': { target: 'http://localhost:3001', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': sourceDirectory } },
  server: { port: 3000, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Leaflet and the dashboard are split off by the lazy routes; this only silences the size hint.
    chunkSizeWarningLimit: 600,
  },
});
