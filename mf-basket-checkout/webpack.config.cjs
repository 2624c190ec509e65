const { createWebpackConfig } = require('@povar/shared-kit/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  cssPrefix: 'bsk_',
  devPort: 3103,
  exposes: { './lifecycles': './src/lifecycles.tsx', './widgets': './src/widgets.tsx' },
});
