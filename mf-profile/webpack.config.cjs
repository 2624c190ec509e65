const { createWebpackConfig } = require('@povar/shared-kit/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  cssPrefix: 'prf_',
  devPort: 3104,
  exposes: { './lifecycles': './src/lifecycles.tsx', './widgets': './src/widgets.tsx' },
});
