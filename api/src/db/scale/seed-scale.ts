// Only a signpost: the root package.json's `seed:scale` still names this path. The command is
// seed/scale/seed-scale.ts, in the seed layer above the modules; this database layer imports neither.
// Delete this file once the root script names the new path.
import '../../seed/scale/seed-scale.ts';
