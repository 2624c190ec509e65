import { collectImports, moduleOf } from './module-graph.ts';
const edges = collectImports();
const m = new Map<string, string[]>();
for (const e of edges) { const a = moduleOf(e.from), b = moduleOf(e.to); if (!a || !b || a === b) continue; const k = `${a} -> ${b}`; m.set(k, [...(m.get(k) ?? []), `${e.from.replace(/^modules\//,'')}:${e.line}=>${e.to.replace(/^modules\//,'')}${e.typeOnly?'(t)':''}`]); }
for (const [k, v] of [...m].sort()) console.log(k, '\n    ' + v.join('\n    '));
