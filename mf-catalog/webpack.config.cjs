const { createWebpackConfig } = require('@povar/shared-kit/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  cssPrefix: 'cat_',
  devPort: 3101,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  serverExpose: './src/server.tsx',
});
