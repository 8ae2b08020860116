import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Pre-bundle the browser dependencies up front so the first page in development does not hit
  // Vite's "outdated optimize dep" reload.
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router/dom', '@tanstack/react-query'],
  },
  build: {
    // Small inline assets are fine; the SVG art comes from the API's media route anyway.
    assetsInlineLimit: 2048,
  },
});
