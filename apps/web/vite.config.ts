import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server in development (same origin in production). */
const apiTarget = process.env.FFM_API_URL ?? 'http://localhost:8080';
const toApi: ProxyOptions = { target: apiTarget, changeOrigin: false, xfwd: true };

const REACT_RE = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;
const ANTD_RE = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|@emotion|stylis|classnames|clsx|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|string-convert|toggle-selection|copy-to-clipboard|resize-observer-polyfill|is-mobile|@babel[\\/]runtime)[\\/]/;

const COMPRESSIBLE_RE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of dist once the build is done: the server
 * (@fastify/static `preCompressed`) sends them as they are, so no request pays for compression. A file whose
 * compressed form saves nothing gets none and is sent as it is.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ffm-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE_RE.test(f) && !f.startsWith('.vite'));
      await Promise.all(
        files.map(async (f) => {
          const file = path.join(outDir, f);
          if (!(await stat(file)).isFile()) return;
          const raw = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gz(raw, { level: 9 }),
          ]);
          if (br.length < raw.length * 0.95) await writeFile(`${file}.br`, br);
          if (gzipped.length < raw.length * 0.95) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * The modules a cold visit needs right after the entry: the sign-in page and the shell's texts in the default
 * language. Listed as modulepreload in index.html, they load in parallel with the entry instead of after it has run
 * (one round trip less for the sign-in form). A signed-in visit fetches them once; they are immutable afterwards.
 */
const FIRST_VISIT_MODULES = ['src/features/auth/routes/login-page.tsx', 'packages/domain/src/i18n/vi-shell.ts'];
/**
 * The sign-in's return page, the home shell and home page: listed for lib/shell-preload.ts, which fetches them (in
 * this order) from the first keystroke in the sign-in form, so the form itself is usable sooner on a slow line.
 */
const SHELL_MODULES = ['src/features/auth/routes/sso-return-page.tsx', 'src/app/shell/app-shell.tsx', 'src/features/dashboard/routes/dashboard-page.tsx', 'src/lib/prefetch-session.ts'];

function preloadFirstVisit(): Plugin {
  return {
    name: 'ffm-preload-first-visit',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        /** the chunks of these modules and every chunk they import, minus those index.html already loads */
        const closure = (sources: string[], skip: string[]) => {
          const files: string[] = [];
          const visit = (file: string) => {
            if (files.includes(file) || skip.includes(file) || html.includes(`/${file}"`)) return;
            files.push(file);
            for (const i of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(i);
          };
          for (const src of sources) {
            const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(src));
            if (!chunk) throw new Error(`preload: no chunk starts at ${src}`);
            visit(chunk.fileName);
          }
          return files;
        };
        const first = closure(FIRST_VISIT_MODULES, []);
        const shell = closure(SHELL_MODULES, first);
        const links = first.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
        const meta = `<meta name="ffm-shell-modules" content="${shell.join(' ')}">`;
        return html.replace('</head>', `    ${links}\n    ${meta}\n  </head>`);
      },
    },
  };
}

export default defineConfig(() => ({
  plugins: [react(), preloadFirstVisit(), precompress()],
  resolve: {
    // one React for the app and every library (the workspace may hoist more than one)
    dedupe: ['react', 'react-dom'],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      // /ffm/app/... are routes of this web app (the sso return), everything else under /ffm is the API
      '^/ffm/(?!app/)': toApi,
      '^/shiip/': toApi,
      // '/sso-login' is a web route: only '/sso/...' goes to the API
      '^/sso/': toApi,
      '^/ops/': toApi,
      '^/a5/': toApi,
      '/healthz': toApi,
      '/docs': toApi,
    },
  },
  preview: {
    port: Number(process.env.WEB_PORT ?? 4173),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // every browser the portal supports has native modulepreload
    modulePreload: { polyfill: false },
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route needs (size budgets, preloading)
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      treeshake: {
        // @ffm/domain is pure (rules, texts, zod contracts): a module none of whose exports is used is dropped,
        // so the web never ships the server's zod schemas
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id),
      },
      output: {
        // merged chunks run their modules in source order (a merged antd chunk otherwise ran one before its import)
        strictExecutionOrder: true,
        // Vendor chunks shared by the lazy routes. React (with the router) is one chunk. antd is split by the
        // set of routes using each part (entriesAware), so the sign-in page loads only antd's core and
        // Button while the shell's Table, Menu, Select... come in further shared antd chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: REACT_RE, priority: 30 },
            { name: 'vendor-antd', test: ANTD_RE, priority: 20, entriesAware: true, entriesAwareMergeThreshold: 8_000 },
          ],
        },
        // entriesAware names list every route of a chunk; the hash is enough
        chunkFileNames: (chunk) => (chunk.name.startsWith('vendor-antd') ? 'assets/vendor-antd-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
}));
