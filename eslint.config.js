import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WORKSPACE_DEEP_IMPORT = {
  // Test builders a package exports for other packages' tests are named entry points.
  // The engines' browser entries (`pdf/engine`, `detect/fast`) are what on-device mode imports.
  group: [
    '@workbench/*/*',
    '!@workbench/pdf/test-images',
    '!@workbench/pdf/test-fonts',
    '!@workbench/convert/test-documents',
    '!@workbench/pdf/engine',
    '!@workbench/pdf/engine-host',
    '!@workbench/pdf/calls',
    '!@workbench/detect/fast',
    '!@workbench/detect/batch',
    // Image sniffing and size checks without Node, for on-device mode's conversion of images.
    '!@workbench/convert/images',
    // On-device mode's file list and cache name, without the engine's code (the web app's shell).
    '!@workbench/device/assets',
    '!@workbench/device/test-workers',
  ],
  message: 'Import a workspace package by its name only, never its internals.',
};

/** Dependencies point one way: web → contracts; server → contracts, pdf, detect. */
function restrictImports(patterns) {
  return { 'no-restricted-imports': ['error', { patterns: [WORKSPACE_DEEP_IMPORT, ...patterns] }] };
}

const NO_APPS = { group: ['**/apps/**'], message: 'Packages must not import the apps.' };
const NO_SERVER_LIBRARIES = {
  group: [
    'fastify',
    'fastify-*',
    '@fastify/*',
    'drizzle-orm',
    'drizzle-orm/*',
    'pg',
    '@electric-sql/*',
  ],
  message: 'HTTP and database code belongs in apps/server.',
};
const NO_REACT = {
  group: ['react', 'react-dom', 'react-*'],
  message: 'React belongs in apps/web.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'docs/api/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'vitest.config.ts',
            'vitest.engine-browser.config.ts',
            'packages/pdf/src/worker/source-worker.mjs',
            'packages/convert/src/office/outside-links-source.mjs',
            'packages/pdf/src/test/fake-worker.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: globals.node,
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-throw-literal': 'error',
      // Fastify plugins and hooks are async by convention, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain JavaScript; the engine worker's Node bootstrap for tests shims a browser's globals.
    files: ['**/*.js', 'packages/device/src/test/thread-bootstrap.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrictImports([
        {
          group: ['@workbench/pdf', '@workbench/detect'],
          message: 'The web app uses contracts, and @workbench/device for on-device mode.',
        },
        NO_SERVER_LIBRARIES,
        { group: ['node:*'], message: 'Node built-ins do not run in the browser.' },
        { group: ['**/apps/server/**'], message: 'The web app must not import the server.' },
      ]),
    },
  },
  {
    files: ['apps/web/vite.config.ts', 'apps/web/vitest.config.ts'],
    rules: restrictImports([]),
  },
  {
    // Web tests that run in Node's environment on real files (pdf.js's worker code on the corpus).
    files: ['apps/web/**/*.node.test.ts'],
    rules: restrictImports([]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrictImports([
      NO_REACT,
      { group: ['**/apps/web/**'], message: 'The server must not import the web app.' },
    ]),
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: restrictImports([
      NO_APPS,
      NO_SERVER_LIBRARIES,
      NO_REACT,
      { group: ['@workbench/*'], message: 'contracts depends on no other workspace package.' },
    ]),
  },
  {
    files: ['packages/pdf/**/*.ts'],
    rules: restrictImports([
      NO_APPS,
      NO_SERVER_LIBRARIES,
      NO_REACT,
      { group: ['@workbench/detect'], message: 'pdf and detect know nothing of each other.' },
    ]),
  },
  {
    // What a redaction needs runs in Node and, for on-device mode, in a browser's worker
    // (issue 54, decision 0056): bytes are Uint8Arrays (src/bytes), inflate is lenient-inflate.ts,
    // deflate is fflate's, and the host provides the regex time limit (search/vm-regex.ts in
    // Node). The pool, the worker threads, native and Node OCR and their files stay Node-only.
    files: [
      'packages/pdf/src/{bytes,budget,calls,convert,engine,marks,redact,search,text-model,verify}/**/*.ts',
      'packages/pdf/src/ocr/{ocr-types,ocr-geometry,queued-engine,render-page,tesseract-blocks,tesseract-js}.ts',
      'packages/pdf/src/worker/{run-task,tasks}.ts',
      'packages/pdf/src/{calls-entry,engine-entry,engine-host,signature}.ts',
    ],
    ignores: ['**/*.test.ts', 'packages/pdf/src/search/vm-regex.ts'],
    rules: {
      ...restrictImports([
        NO_APPS,
        NO_SERVER_LIBRARIES,
        NO_REACT,
        { group: ['@workbench/detect'], message: 'pdf and detect know nothing of each other.' },
        {
          group: ['node:*', 'buffer', 'crypto', 'fs', 'module', 'path', 'url', 'vm', 'zlib'],
          message: 'Node built-ins: the redaction engine runs in browsers too (src/bytes).',
        },
      ]),
      'no-restricted-globals': [
        'error',
        ...['Buffer', 'process', 'setImmediate', 'require', '__dirname', '__filename'].map(
          (name) => ({ name, message: 'The redaction engine runs in browsers too (src/bytes).' }),
        ),
      ],
    },
  },
  {
    files: ['packages/convert/**/*.ts'],
    rules: restrictImports([
      NO_APPS,
      NO_SERVER_LIBRARIES,
      NO_REACT,
      {
        group: ['@workbench/pdf', '@workbench/detect'],
        message: 'convert reads files of other kinds; the PDF engine is the server’s to call.',
      },
    ]),
  },
  {
    // What on-device mode's page uses of convert (src/images-entry.ts): a file known by its
    // bytes and an image checked for size run in browsers too, without Node's Buffer.
    files: [
      'packages/convert/src/{images-entry,sniff,check-image,image-size,zip-entries,conversion-error}.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['Buffer', 'process', 'setImmediate', 'require', '__dirname', '__filename'].map(
          (name) => ({ name, message: 'On-device mode sniffs and checks images in the browser.' }),
        ),
      ],
    },
  },
  {
    files: ['packages/detect/**/*.ts'],
    rules: restrictImports([
      NO_APPS,
      NO_SERVER_LIBRARIES,
      NO_REACT,
      { group: ['@workbench/pdf'], message: 'pdf and detect know nothing of each other.' },
    ]),
  },
  {
    // The fast engine runs in Node and, for on-device mode (issue 54), in a browser's worker:
    // nothing of Node's in it. Its model files come from the host (src/node-host.ts in Node);
    // GLiNER, the LLM and their worker threads stay Node-only, out of its imports.
    files: [
      'packages/detect/src/{fast,ner,layout,hybrid,document}/**/*.ts',
      'packages/detect/src/{batch-entry,fast-engine,fast-entry,browser-host,span,threshold,yield-to-host}.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test-helper.ts'],
    rules: {
      ...restrictImports([
        NO_APPS,
        NO_SERVER_LIBRARIES,
        NO_REACT,
        { group: ['@workbench/pdf'], message: 'pdf and detect know nothing of each other.' },
        {
          group: ['node:*', 'buffer', 'crypto', 'fs', 'module', 'path', 'url', 'vm', 'zlib'],
          message: 'Node built-ins: the fast engine runs in browsers too.',
        },
        {
          group: ['**/standard', '**/standard/**', '**/advanced', '**/advanced/**'],
          message: 'GLiNER and the LLM are Node-only; the fast engine must not import them.',
        },
        { group: ['**/node-host'], message: 'The host provides the model files.' },
      ]),
      'no-restricted-globals': [
        'error',
        ...['Buffer', 'process', 'setImmediate', 'require', '__dirname', '__filename'].map(
          (name) => ({ name, message: 'The fast engine runs in browsers too.' }),
        ),
      ],
    },
  },
  {
    // On-device mode's engine (issue 54): runs in a browser's page and Web Workers, on the
    // engines' browser entries only; the server's pool, GLiNER, the LLM and Node stay out.
    files: ['packages/device/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/device/src/test/**'],
    languageOptions: { globals: globals.browser },
    rules: {
      ...restrictImports([
        NO_APPS,
        NO_SERVER_LIBRARIES,
        NO_REACT,
        {
          regex: '^@workbench/(pdf|detect|convert|cli)$',
          message: 'On-device mode uses @workbench/pdf/engine and @workbench/detect/fast only.',
        },
        {
          group: ['node:*', 'buffer', 'crypto', 'fs', 'module', 'path', 'url', 'vm', 'zlib'],
          message: 'Node built-ins do not run in the browser.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        ...['Buffer', 'process', 'setImmediate', 'require', '__dirname', '__filename'].map(
          (name) => ({ name, message: 'On-device mode runs in the browser.' }),
        ),
      ],
    },
  },
  {
    // The page's side of on-device mode: MuPDF and the engines load in the worker only (the
    // page's policy does not let it compile wasm, and the page has no use for them).
    files: ['packages/device/src/client/**/*.ts', 'packages/device/src/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrictImports([
      NO_APPS,
      NO_SERVER_LIBRARIES,
      NO_REACT,
      {
        regex: '^@workbench/(pdf|detect)(/(engine|engine-host|fast))?$',
        allowTypeImports: true,
        message:
          'The page imports @workbench/pdf/calls and @workbench/detect/batch; the engines load in the worker.',
      },
      {
        regex: '^@workbench/(convert|cli)$',
        message: 'On-device mode uses the engines’ browser entries only.',
      },
      {
        group: ['node:*', 'buffer', 'crypto', 'fs', 'module', 'path', 'url', 'vm', 'zlib'],
        message: 'Node built-ins do not run in the browser.',
      },
    ]),
  },
  {
    files: ['packages/cli/**/*.ts'],
    rules: restrictImports([
      NO_APPS,
      NO_SERVER_LIBRARIES,
      NO_REACT,
      {
        group: ['@workbench/pdf', '@workbench/detect'],
        message: 'The command works through the HTTP API and its contracts only.',
      },
    ]),
  },
);
