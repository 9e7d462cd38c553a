import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverUrl = process.env.DEV_SERVER_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': serverUrl },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
