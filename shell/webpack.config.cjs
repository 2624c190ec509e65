const { createWebpackConfig } = require('@povar/shared-kit/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'host',
  cssPrefix: 'sh_',
  devPort: 3100,
  publicPath: '/shell/',
  serverEntry: './src/chrome/server.tsx',
  runtimePlugins: [
    require.resolve('./src/mf/fallback-plugin.ts'),
    require.resolve('./src/mf/retry-plugin.ts'),
    require.resolve('./src/mf/inline-styles-plugin.ts'),
  ],
});
