import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const done = new Promise((r) => cdp.on('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
await page.goto('http://127.0.0.1:4310' + (process.argv[2] || '/tyumen/'), { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
await cdp.send('Tracing.end');
await done;
const main = events.filter((e) => e.name === 'RunTask' && e.dur > 50000);
const tids = {};
for (const e of events) if (e.name === 'thread_name' && e.args.name === 'CrRendererMain') tids[e.pid + ':' + e.tid] = true;
let tbt = 0;
for (const t of main.filter((e) => tids[e.pid + ':' + e.tid])) {
  const inner = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && ['EvaluateScript', 'FunctionCall', 'TimerFire', 'EventDispatch', 'v8.compile', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'RunMicrotasks', 'FireAnimationFrame'].includes(e.name) && e.dur > 5000);
  tbt += t.dur / 1000 - 50;
  console.log(((t.ts - main[0].ts) / 1000).toFixed(0).padStart(6), 'task', (t.dur / 1000).toFixed(0).padStart(5), 'ms', inner.slice(0, 6).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.replace(/.*\//, '') + ')' : e.args?.data?.functionName ? '(' + e.args.data.functionName + ')' : ''}:${(e.dur / 1000).toFixed(0)}`).join(' '));
}
console.log('sum over 50ms (≈TBT before TTI):', tbt.toFixed(0));
await browser.close();
