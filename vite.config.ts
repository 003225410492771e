/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One alias table for the app, Storybook (which reads this file) and Vitest.
export const alias = {
  '@domain': here('./domain'),
  '@ui': here('./ui'),
  '@app': here('./app'),
  '@mocks': here('./mocks'),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { target: 'es2022', sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['ui/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setupDom.ts'],
        },
      },
    ],
  },
});
