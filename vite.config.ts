import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { browserEndpoints } from './scripts/vite/browser-endpoints';
import { muiWithoutCssVariables } from './scripts/vite/mui-without-css-variables';
import { stripEndpointDescriptions } from './scripts/vite/strip-endpoint-descriptions';
import { webChunkGroups } from './scripts/vite/web-chunks';
import { zodWithoutJsonSchema } from './scripts/vite/zod-without-json-schema';

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

/**
 * React Router's package points every bundler at its development build; its production build is the
 * same code without the development warnings, half a kilobyte lighter in every page's entry chunk.
 * The web build only: tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const replacement = fileURLToPath(
    new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
  );
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement }] } }),
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [
    stripEndpointDescriptions(),
    browserEndpoints(),
    zodWithoutJsonSchema(),
    muiWithoutCssVariables(),
    reactRouterProductionBuild(),
    react(),
    precompressAssets(),
  ],
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
    // Every browser of the build target but Firefox 114 preloads modules itself; without the polyfill
    // that one fetches a page's chunks as it imports them, a little later, instead of at once.
    modulePreload: { polyfill: false },
    // A few shared chunks instead of forty small ones per page (scripts/vite/web-chunks.ts).
    rolldownOptions: { output: { codeSplitting: { groups: webChunkGroups() } } },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
