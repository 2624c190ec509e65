// Stand-ins for a remote's build, as the webpack factory writes them, for the web server's tests.

/**
 * A server container as the webpack factory builds one (CommonJS, the MF container protocol:
 * init and get), whose renderPage runs `body` with the page's input and the in-process API.
 */
export function standInServerContainer(body: string): string {
  return `module.exports = {
  init: function () {},
  get: function (name) {
    if (name !== './server') throw new Error('no ' + name);
    return Promise.resolve(function () {
      return { renderPage: async function (input) { ${body} } };
    });
  },
};\n`;
}

/** A browser manifest announcing (or not) a server container, with one stylesheet for the page and two for lazy chunks. */
export function standInManifest(container: string, { server }: { server: boolean }): string {
  return JSON.stringify({
    id: container,
    name: container,
    metaData: {
      name: container,
      globalName: container,
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      ...(server ? { ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' } } : {}),
      buildInfo: { buildVersion: '1', buildName: container },
      types: { path: '', name: '' },
      type: 'app',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${container}:lifecycles`,
        name: 'lifecycles',
        path: './lifecycles',
        assets: { js: { sync: [], async: [] }, css: { sync: ['main.0123456789.css'], async: ['dish-page.abcdef0123.css', 'cooks-map.abcdef0123.css'] } },
      },
    ],
  });
}
