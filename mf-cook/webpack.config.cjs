const { createWebpackConfig } = require('@povar/shared-kit/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  cssPrefix: 'cook_',
  devPort: 3102,
  exposes: { './lifecycles': './src/lifecycles.tsx', './widgets': './src/widgets.tsx' },
  serverExpose: './src/server.tsx',
});
