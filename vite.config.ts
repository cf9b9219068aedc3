import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (npm run dev starts it on 3000) answers /api, /docs and /dev; Vite serves the rest.
const api = process.env.KASUWA_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // Lingui's macros (Trans, t, msg) become message lookups at build; a catalogue (locales/*.po) is
  // compiled when imported, with English filling what a language lacks (decision record 019).
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ failOnCompileError: true }),
    tailwindcss(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps are written for debugging a build, but the bundles do not point to them, and the server
    // does not serve them in production.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    strictPort: false,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/docs': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
    },
  },
});
