// Filter-evasion vectors in the spirit of the OWASP XSS cheat sheet, and the check that sanitised HTML holds nothing that could run.
import assert from 'node:assert/strict';

/** Each must come out of the sanitiser inert. */
export const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//xss.example/xss.js></SCRIPT>',
  '<<script>script>alert(1)//<</script>/script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="javascript:alert(1)">ссылка</a>',
  '<a href="JaVaScRiPt:alert(1)">ссылка</a>',
  '<a href=" javascript:alert(1)">ссылка</a>',
  '<a href="jav&#x09;ascript:alert(1)">ссылка</a>',
  '<a href="jav&#x0A;ascript:alert(1)">ссылка</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">ссылка</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ссылка</a>',
  '<a href="vbscript:msgbox(1)">ссылка</a>',
  '<a href="//evil.example/">ссылка</a>',
  '<p onclick="alert(1)" onmouseover=alert(1)>текст</p>',
  '<h2 style="background:url(javascript:alert(1))">заголовок</h2>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<body onload=alert(1)>',
  '<style>@import "//evil.example/x.css";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="https://example.ru" onclick="alert(1)" target="_self" rel="opener">ссылка</a>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<table background="javascript:alert(1)"><tr><td onmouseover=alert(1)>ячейка</td></tr></table>',
];

/** What no sanitised HTML may contain. */
export function assertInert(html: string, label: string): void {
  assert.doesNotMatch(
    html,
    /<\s*(script|iframe|object|embed|form|input|svg|math|style|link|meta|base|img|video|source|details|body|noscript)\b/i,
    `${label}: a forbidden tag survived: ${html}`,
  );
  assert.doesNotMatch(html, /\son[a-z]+\s*=/i, `${label}: an event handler survived: ${html}`);
  assert.doesNotMatch(html, /javascript:|vbscript:|data:/i, `${label}: a script URL survived: ${html}`);
  assert.doesNotMatch(html, /\sstyle\s*=/i, `${label}: a style attribute survived: ${html}`);
  assert.doesNotMatch(html, /href="\/\//i, `${label}: a protocol-relative link survived: ${html}`);
}
