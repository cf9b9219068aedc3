import { existsSync } from 'node:fs';

/**
 * Checks once that the app is built; each worker then starts its own server from the build
 * (the `app` fixture in fixtures.ts).
 */
export default function globalSetup() {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    throw new Error('The app is not built: run `npm run build` (npm run test:e2e does) first.');
  }
}
