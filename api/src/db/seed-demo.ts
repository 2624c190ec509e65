// Only a signpost: the root package.json's `seed:demo` still names this path. The command is
// seed/seed-demo.ts, in the seed layer above the modules; this database layer imports neither.
// Delete this file once the root script names the new path.
import '../seed/seed-demo.ts';
