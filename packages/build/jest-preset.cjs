// One Jest configuration for every package: TypeScript through SWC, CSS Modules mapped to their
// class names, and a cache inside the repo's ignored folders.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

/**
 * @param {{ displayName: string, dir: string, environment?: 'node' | 'jsdom', setupFiles?: string[], extra?: object }} options
 */
/** TypeScript, TSX and modern JavaScript to CommonJS for Jest; a project compiling more files reuses it. */
const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

function createJestConfig({ displayName, dir, environment = 'jsdom', setupFiles = [], extra = {} }) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? require.resolve('jest-environment-jsdom') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    cacheDirectory: path.join(repoRoot, 'node_modules/.cache/jest'),
    transform: {
      '\\.messages\\.json$': path.join(__dirname, 'jest-catalogue-transform.cjs'),
      '^.+\\.(t|j|mj)sx?$': swcTransform,
    },
    // Storybook, Lingui (and its @messageformat parts) and a few libraries ship ESM only; Node 20's Jest needs them transformed.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|@storybook|storybook|@lingui|@messageformat)[/+])'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
      '\\.(png|jpe?g|gif|webp|svg)$': path.join(__dirname, 'jest-file-stub.cjs'),
      // An app's `@/x` is its src/x, as in its tsconfig's paths and its webpack alias. Last: a style or
      // image imported through the alias still gets the stubs above (the first matching entry wins).
      '^@/(.*)$': '<rootDir>/src/$1',
      // `@test/x` is the app's test/x (its fixtures and helpers), so a test deep in src/ need not climb to it.
      '^@test/(.*)$': '<rootDir>/test/$1',
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom'
        ? [path.join(__dirname, 'jest-setup-dom.cjs'), path.join(__dirname, 'jest-setup-i18n.cjs')]
        : []),
      ...setupFiles,
    ],
    ...extra,
  };
}

module.exports = { createJestConfig, repoRoot, swcTransform };
