import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const urls = [];
page.on('response', (r) => { if (r.request().resourceType() === 'script') urls.push(r.url()); });
await page.goto('http://127.0.0.1:4310' + (process.argv[2] || '/tyumen/'), { waitUntil: 'networkidle' });
let total = 0;
for (const url of urls) {
  const { execSync } = await import('node:child_process');
  const body = execSync(`curl -s -H 'accept-encoding: br' ${url}`);
  const res = { headers: { get: () => 'br' } };
  total += body.length;
  console.log((body.length / 1024).toFixed(1).padStart(7), res.headers.get('content-encoding'), url.replace('http://127.0.0.1:4310', ''));
}
console.log('total', (total / 1024).toFixed(1), 'KiB', urls.length, 'scripts');
await browser.close();
