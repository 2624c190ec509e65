const { createWebpackConfig } = require('@povar/shared-kit/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  cssPrefix: 'cab_',
  devPort: 3105,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
