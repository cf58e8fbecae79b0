import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { stripEndpointDescriptions } from './scripts/vite/strip-endpoint-descriptions';

const apiPort = process.env.PORT ?? '3000';

/**
 * Writes a brotli and a gzip copy beside every text file of the build, once, so the server sends
 * them (@fastify/static's preCompressed) without compressing on each request. After the files are
 * written: until then chunks still hold placeholders that Vite fills in last.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const source = readFileSync(path.join(outDir, fileName));
        if (source.length < 1024) continue;
        const brotli = brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
        writeFileSync(path.join(outDir, `${fileName}.br`), brotli);
        writeFileSync(path.join(outDir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [stripEndpointDescriptions(), react(), precompressAssets()],
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
