import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '3000';

/**
 * material-react-table imports MUI X date pickers for its date filter variants, which no table here
 * uses; the build gives it src/web/lib/table-date-pickers-stub.ts instead (decision 0027).
 */
function tableWithoutDatePickers(): Plugin {
  const stub = fileURLToPath(new URL('src/web/lib/table-date-pickers-stub.ts', import.meta.url));
  return {
    name: 'table-without-date-pickers',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const fromTable = importer?.split('\\').join('/').includes('/node_modules/material-react-table/');
      return fromTable && source.startsWith('@mui/x-date-pickers/') ? stub : null;
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tableWithoutDatePickers()],
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/web/lib/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
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
