// Jest project factory: every front-end package's tests run with the same swc transform,
// jsdom, CSS Modules as identity objects, and testing-library's matchers.
const path = require('node:path');

/** @param {string} dir absolute path of the package */
function jestProject(dir, overrides = {}) {
  const name = path.basename(dir);
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'jsdom',
    // shell/server has node:test suites of its own (run by scripts/test.mjs).
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(?:[tj]sx?|mjs)$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // swiper and wouter (the kit's router) ship ES modules only; the rest of node_modules is CommonJS already.
    transformIgnorePatterns: ['/node_modules/(?!(?:swiper|wouter)/)'],
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
      // Stylesheets a package exports under a path without '.css' ('swiper/css').
      '^swiper/css': path.join(__dirname, 'jest-style-stub.cjs'),
      '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    ...overrides,
  };
}

module.exports = { jestProject };
