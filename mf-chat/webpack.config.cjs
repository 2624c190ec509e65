const { createWebpackConfig } = require('@povar/shared-kit/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  cssPrefix: 'chat_',
  devPort: 3106,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
