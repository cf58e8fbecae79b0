import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // .vite/manifest.json maps every source module to its chunk: `npm run bench -- bundle` reads it.
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
