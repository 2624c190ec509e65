// Which stylesheets the document may carry inline, and how the browser's style loader finds them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inlinableCss, stylesheetMarkup } from './inline-styles.ts';

test('a stylesheet that means the same inside the document is inlined', () => {
  const css =
    '.a{color:red}.b{background:url("data:image/svg+xml,%3Csvg%3E")}.c{background:url(/api/files/x.webp)}.d{background:url(https://cdn.invalid/x.png)}';
  assert.equal(inlinableCss(css), css);
});

test('one that reads a file by an address relative to itself, imports another, or closes the element stays linked', () => {
  for (const css of ['.a{background:url(pic.png)}', ".a{background:url( 'fonts/x.woff2')}", '@import "other.css";', '.a{content:"</style><script>"}']) {
    assert.equal(inlinableCss(css), null, css);
  }
});

test('inline, it is named by its file as webpack names the chunk; without a text, it is a link', () => {
  assert.equal(stylesheetMarkup({ href: '/mf/mf-catalog/5830.baa41758f4.css', text: '.x{}' }), '<style data-href="5830.baa41758f4.css">.x{}</style>');
  assert.equal(stylesheetMarkup({ href: 'https://cdn.invalid/a"b.css', text: null }), '<link rel="stylesheet" href="https://cdn.invalid/a&quot;b.css" />');
});
