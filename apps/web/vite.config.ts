import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = process.env.SRM_SERVER_URL ?? 'http://127.0.0.1:8080';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: server, changeOrigin: true },
  // Host kept (no changeOrigin): the server lets a page open the socket only when its Origin names the same host.
  '/srm-ws': { target: server, ws: true },
};

/**
 * Chunks (ARCHITECTURE §9: login page JavaScript at most 250 KB gzip). React with the router, i18n
 * and React Query get stable vendor chunks that every page shares and browsers keep across
 * releases. antd is deliberately NOT one chunk: it is tree-shaken per component, so the login page
 * carries only ConfigProvider/Form/Input/Button while the shell's Layout/Menu/Tabs/Dropdown/Modal
 * land in the shell's lazy chunks. Every page and every screen is a lazy chunk (router `lazy` and
 * the screen registry). `node apps/web/scripts/bundle-size.mjs` prints the login page's total.
 */
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
    priority: 20,
  },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
];

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
});
