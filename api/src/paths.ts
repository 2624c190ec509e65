// Where the API's own files (migrations, data) live. Resolved through the package name rather
// than relative to this module, so it holds in the sources and in the bundled server alike.
import { createRequire } from 'node:module';
import path from 'node:path';

export const API_ROOT = path.dirname(createRequire(import.meta.url).resolve('@povar/api/package.json'));
