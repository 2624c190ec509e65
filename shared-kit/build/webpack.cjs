// The one webpack factory: every app's webpack.config.cjs is a few lines over it.
// It owns the TypeScript transform (swc), CSS Modules with the app's class prefix, the shared
// singletons (one list, versions pinned once in the root package.json), the swc minifier,
// the filesystem cache and the dev server of a remote running standalone.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const repoRoot = path.resolve(__dirname, '..', '..');
const rootPackage = require(path.join(repoRoot, 'package.json'));
const sharedKitPackage = require(path.join(__dirname, '..', 'package.json'));

/**
 * Every module that holds state must be one instance on the page, so each is a singleton in
 * EVERY app (a missing entry fails silently: that app gets its own copy). Subpaths are
 * separate shared modules and need their own entries.
 *
 * Never share a package that star-re-exports another shared package: across the share
 * boundary `export * from 'x'` comes out empty (react-router-dom once held 2 of react-router's
 * exports, react-query none of query-core's). So query-core travels inside the shared
 * react-query instead of being shared on its own, and the router inside the kit.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'zustand/vanilla',
  '@tanstack/react-query',
  'react-hook-form',
  'react-hot-toast',
  '@sentry/browser',
  // Holds the registered apps and the routing state: a second copy (the kit's navigateToUrl, a
  // remote's parcels) logs 'single-spa has been loaded twice' and knows none of the shell's apps.
  'single-spa',
  // Carries the router inside it (src/router, a small one over wouter): a shared package ships whole, the kit's copy holds only what the apps use.
  '@povar/shared-kit',
  // Its own shared module so swiper travels in one chunk that only slider pages load.
  '@povar/shared-kit/slider',
  // The realtime socket: one per page, loaded once a visitor is signed in (a guest never needs it).
  '@povar/shared-kit/realtime',
];

/**
 * The shell provides the shared libraries every page runs (React, the stores, single-spa,
 * react-query). Left alone, webpack gives each shared module a chunk of its own,
 * seven scripts of 0.3 to 5 KiB on the first visit; one chunk costs one request.
 */
const FRAMEWORK_CHUNK = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store|single-spa|single-spa-react|@tanstack)[\\/]/,
  name: 'framework',
  chunks: 'all',
  priority: 20,
  enforce: true,
};

/** The pinned version of a package (or of the package a subpath belongs to). */
function pinnedVersion(request) {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  if (packageName === '@povar/shared-kit') return sharedKitPackage.version;
  const version = rootPackage.dependencies[packageName];
  if (!version) throw new Error(`${packageName} is shared but not pinned in the root package.json`);
  return version;
}

function sharedSingletons() {
  return Object.fromEntries(SHARED_SINGLETONS.map((request) => [request, { singleton: true, requiredVersion: pinnedVersion(request), strictVersion: false }]));
}

/**
 * The plugin that publishes the host's MF runtime for the remotes, in its ES module form: the
 * CommonJS file that the `provideExternalRuntime` option picks pulls in the CommonJS copy of the
 * runtime beside the ES one the bundler runtime uses, which doubled the shell's main.js.
 */
const EXTERNAL_RUNTIME_PROVIDER = require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js');

/** Beside each app's dist/: its production source maps, kept for the operator and never served. */
const SOURCE_MAPS_DIR = 'sourcemaps';

/** 'mf-catalog@0.1.0': the app's folder and its package version, as the document server reads them from a manifest. */
const appRelease = (dir) => `${path.basename(dir)}@${require(path.join(dir, 'package.json')).version}`;

/** Folder `mf-catalog` → MF container `mf_catalog`. */
const containerName = (appName) => appName.replace(/-/g, '_');

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (__dirname of its config)
 * @param {'host'|'remote'} options.kind
 * @param {string} options.cssPrefix      CSS Modules class prefix ('cat_', 'sh_', ...)
 * @param {number} options.devPort        port of `npm run dev` for this app
 * @param {Record<string,string>} [options.exposes]  remote only
 * @param {string} [options.serverExpose]  remote only: the module ('./src/server.tsx') its
 *        server container exposes as './server' to render its public pages on the server
 * @param {string} [options.serverEntry]  host only: the module ('./src/chrome/server.tsx') built
 *        for Node as dist/server/chrome.cjs, with which the document server draws the chrome
 * @param {string[]} [options.runtimePlugins]        host only: MF runtime plugin files
 * @param {string} [options.publicPath]   host only: where its files are served
 */
function createWebpackConfig(options) {
  const factory = (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig(options, production);
    // The server build is for production only: development renders in the browser.
    return (options.serverExpose || options.serverEntry) && production ? [browser, serverConfig(options)] : browser;
  };
  // Read by createOneBundleConfig, which needs every app's options at once.
  factory.options = options;
  return factory;
}

/** Where the one-bundle shell is written, beside the product's dist/ (which it never replaces). */
const ONE_BUNDLE_DIST = 'dist-one-bundle';

/**
 * The measurement build for the one-bundle comparison: the shell with every remote compiled into it (lazy chunks of
 * one webpack build, one copy of each library) and no Module Federation, written to
 * shell/dist-one-bundle. The benchmark serves it in place of the shell's dist/ to compare the same
 * pages with and without run-time composition; the product never ships it.
 *
 * @param {object} hostOptions     the shell's factory options
 * @param {object[]} remoteOptions every remote's factory options (for their CSS prefixes)
 */
function createOneBundleConfig(hostOptions, remoteOptions) {
  return browserConfig(hostOptions, true, { remotes: remoteOptions });
}

/** The one-bundle build says what it is to the document server (shell/server/document.ts), which then preloads no remote. */
class OneBundleMarker {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OneBundleMarker', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'OneBundleMarker', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('one-bundle.json', new webpack.sources.RawSource(JSON.stringify({ remotesBuiltIn: true })));
      });
    });
  }
}

/** Swaps the shell's run-time remote loader (src/remotes.ts) for the built-in one. */
function builtInRemotesLoader(dir) {
  const loader = path.join(dir, 'src', 'remotes');
  return new webpack.NormalModuleReplacementPlugin(/remotes$/, (resource) => {
    if (path.resolve(resource.context, resource.request) === loader) resource.request = path.join(dir, 'src', 'remotes-one-bundle.ts');
  });
}

function browserConfig(options, production, oneBundle = null) {
  const { dir, kind, cssPrefix, devPort } = options;
  const appName = path.basename(dir);
  const isHost = kind === 'host';
  const standalone = !production && !isHost;
  const distDir = oneBundle ? ONE_BUNDLE_DIST : 'dist';
  const federation = new ModuleFederationPlugin({
    name: containerName(appName),
    filename: 'remoteEntry.js',
    // Module Federation's runtime once per page: the shell publishes its copy on a global
    // (a runtime plugin) and a production remote's remoteEntry.js uses it instead of
    // carrying its own, about 28 KiB compressed each. A remote running standalone in
    // development keeps its own.
    ...(isHost
      ? { remotes: {}, runtimePlugins: [...(options.runtimePlugins ?? []), EXTERNAL_RUNTIME_PROVIDER], experiments: { optimization: { target: 'web' } } }
      : { exposes: options.exposes, experiments: { externalRuntime: production, optimization: { target: 'web' } } }),
    shared: sharedSingletons(),
    dts: false,
    manifest: { filePath: '', ...(options.serverExpose ? { additionalData: announceServerContainer } : {}) },
  });
  // Each remote's styles keep that remote's prefix in the one bundle, so its class names match
  // the markup its server container drew.
  const cssPrefixes = [
    ...(oneBundle ? oneBundle.remotes.map((remote) => ({ folder: remote.dir, prefix: remote.cssPrefix })) : []),
    { folder: dir, prefix: cssPrefix },
  ];
  return {
    name: appName,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    target: 'web',
    // Production maps are for the operator (error reports, debugging), never for visitors: no
    // sourceMappingURL comment in the served files, and the maps written beside dist/ in
    // sourcemaps/, which no static server serves (the web server and nginx refuse *.map too).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, distDir),
      sourceMapFilename: `../${oneBundle ? `${SOURCE_MAPS_DIR}-one-bundle` : SOURCE_MAPS_DIR}/[file].map`,
      publicPath: isHost ? options.publicPath : 'auto',
      // Entry chunks keep plain names and are served no-cache (like remoteEntry.js): with
      // webpack 5.111 the MF runtime module cannot resolve a hash in the entry's filename
      // while hashes are computed (module-federation/core#5077). Lazy chunks are hashed
      // and immutable.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      uniqueName: containerName(appName),
      // The server container's folder is another compiler's output: the browser build keeps it.
      clean: !oneBundle && (options.serverExpose || options.serverEntry) ? { keep: (asset) => asset.startsWith(`${SERVER_DIR}/`) } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { zod$: path.join(KIT_SOURCES, 'validation', 'zod-in-the-browser.ts') },
    },
    module: {
      rules: [
        typeScriptRule(production),
        ...cssRules({ cssPrefixes, production, extract: production }),
        { test: /\.(png|jpe?g|webp|svg)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      ],
    },
    plugins: [
      ...(oneBundle ? [builtInRemotesLoader(dir), new OneBundleMarker()] : [federation]),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // This app's build in error reports ('mf-catalog@0.1.0'): a remote hands it to createRemoteLifecycles.
        'process.env.APP_RELEASE': JSON.stringify(appRelease(dir)),
      }),
      ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
      ...(production ? precompressedCopies() : []),
      // The host's HTML is a template the document server fills; a remote gets a page
      // of its own only when it runs standalone for development.
      ...(isHost || standalone
        ? [
            new HtmlWebpackPlugin({
              template: path.join(dir, isHost ? 'src/document.html' : '../shared-kit/build/standalone.html'),
              filename: 'index.html',
              inject: isHost ? false : 'body',
              // A standalone remote is served from its dev server's root: deep links need absolute URLs.
              ...(isHost ? {} : { publicPath: '/' }),
              minify: false,
            }),
          ]
        : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [
        new MinimizerPlugin({
          test: /\.(?:[cm]?js|css)(\?.*)?$/i,
          minify: [{ implementation: MinimizerPlugin.swcMinify }, { implementation: webpack.css.syntax.cssMinify }],
        }),
      ],
      ...(isHost && production ? { splitChunks: { cacheGroups: { framework: FRAMEWORK_CHUNK } } } : {}),
      // A remote's pages are named chunks: code two pages share is copied into each rather than
      // split into an unnamed chunk, so a page is one script and one stylesheet, and the document
      // server, which inlines a page's named chunk's styles, inlines all of them.
      ...(!isHost && production ? { splitChunks: { cacheGroups: { default: false, defaultVendors: false } } } : {}),
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(repoRoot, 'node_modules', '.cache', 'webpack', oneBundle ? `${appName}-one-bundle` : appName),
      buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.cjs')] },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    devServer: {
      port: devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: process.env.API_ORIGIN || 'http://127.0.0.1:3000' }],
      client: { overlay: { warnings: false } },
    },
  };
}

/**
 * A brotli (best quality) and a gzip copy beside each script and stylesheet, which the static
 * server sends as they are. Compressing on each request cannot afford brotli's best level, and
 * the best level makes the first visit's scripts about a sixth smaller.
 */
function precompressedCopies() {
  const test = /\.(?:js|css|json|svg)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 1024, minRatio: 0.9 }),
  ];
}

function typeScriptRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          target: 'es2020',
        },
      },
    },
  };
}

/** The kit's own styles keep one prefix in every app, so a page rendered by one build hydrates over the classes of another. */
const KIT_SOURCES = path.join(repoRoot, 'shared-kit', 'src');
const KIT_CSS_PREFIX = 'kit_';

/**
 * CSS Modules with the app's prefix (the kit's with its own). The server build keeps only the
 * class names (`exportOnlyLocals`): the same names as the browser build, which ships the styles.
 */
function cssRules({ cssPrefixes, production, extract, serverSide = false }) {
  const cssLoader = (prefix) => ({
    loader: require.resolve('css-loader'),
    options: {
      modules: {
        auto: /\.module\.css$/,
        localIdentName: production ? `${prefix}[hash:base64:6]` : `${prefix}[local]_[hash:base64:4]`,
        // Hashes from paths relative to the repository: the same in every app's build.
        localIdentContext: repoRoot,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        exportOnlyLocals: serverSide,
      },
    },
  });
  const styleLoaders = serverSide ? [] : [extract ? MiniCssExtractPlugin.loader : require.resolve('style-loader')];
  // The kit's sources, then each other app's folder ({ folder, prefix }), then the rest with the
  // app's own prefix. Folders end with a separator: 'mf-cook' must not take in 'mf-cook-cabinet'.
  const [own, ...others] = [...cssPrefixes].reverse().map(({ folder, prefix }) => ({ folder: folder + path.sep, prefix }));
  return [
    { test: /\.css$/, include: KIT_SOURCES, use: [...styleLoaders, cssLoader(KIT_CSS_PREFIX)] },
    ...others.map(({ folder, prefix }) => ({ test: /\.css$/, include: folder, use: [...styleLoaders, cssLoader(prefix)] })),
    { test: /\.css$/, exclude: [KIT_SOURCES, ...others.map(({ folder }) => folder)], use: [...styleLoaders, cssLoader(own.prefix)] },
  ];
}

/** Where the browser manifest says the server container is (Module Federation's `ssrRemoteEntry`, read by its Node runtime). */
const SERVER_DIR = 'server';
function announceServerContainer({ stats }) {
  stats.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };
  return stats;
}

/**
 * The server build: the same sources for Node, one file in dist/server (no chunks to fetch).
 * A remote's is a Module Federation container exposing './server'; the host's a plain library
 * (the document server ships with it). It shares nothing: it brings its own React and renders
 * to HTML itself, so the document server never depends on a remote's versions.
 */
function serverConfig(options) {
  const { dir, cssPrefix } = options;
  const appName = path.basename(dir);
  const isHost = options.kind === 'host';
  return {
    name: `${appName}-server`,
    mode: 'production',
    context: dir,
    entry: isHost ? { chrome: options.serverEntry } : {},
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      publicPath: 'auto',
      uniqueName: `${containerName(appName)}_server`,
      ...(isHost ? { filename: '[name].cjs', library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        typeScriptRule(true),
        ...cssRules({ cssPrefixes: [{ folder: dir, prefix: cssPrefix }], production: true, extract: false, serverSide: true }),
        { test: /\.(png|jpe?g|webp|svg)$/i, type: 'asset/inline' },
      ],
    },
    plugins: [
      ...(isHost
        ? []
        : [
            new ModuleFederationPlugin({
              name: containerName(appName),
              filename: 'remoteEntry.js',
              library: { type: 'commonjs-module' },
              exposes: { './server': options.serverExpose },
              shared: {},
              dts: false,
              manifest: false,
            }),
          ]),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(repoRoot, 'node_modules', '.cache', 'webpack', `${appName}-server`),
      buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.cjs')] },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

module.exports = { createWebpackConfig, createOneBundleConfig, ONE_BUNDLE_DIST, SHARED_SINGLETONS, containerName, SOURCE_MAPS_DIR };
