// Every front-end package's unit and component tests (the api has its own runner: node:test).
const path = require('node:path');
const { jestProject } = require('./shared-kit/build/jest.cjs');

const packages = ['shared-kit', 'shell', 'mf-catalog', 'mf-cook', 'mf-basket-checkout', 'mf-profile', 'mf-cook-cabinet', 'mf-chat'];

module.exports = {
  projects: packages.map((name) => jestProject(path.join(__dirname, name))),
};
