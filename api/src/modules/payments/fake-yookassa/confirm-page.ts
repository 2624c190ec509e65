// The fake YooKassa's payment page (GET /api/fake-yookassa/confirm/{paymentId}): what the payer
// sees instead of YooKassa's checkout: the amount, the shop's description, 'Оплатить' and
// 'Отказаться'. Self-contained (no scripts, no outside files); the form posts back to the same address.

const NO_BREAK_SPACE = '\u00a0';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** 123450 → '1 234,50 ₽' (no-break spaces), by integer arithmetic. */
export function formatRoubles(kopecks: number): string {
  const roubles = String(Math.trunc(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
  const rest = kopecks % 100;
  return `${roubles}${rest > 0 ? `,${String(rest).padStart(2, '0')}` : ''}${NO_BREAK_SPACE}₽`;
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2328; background: #f3f4f6; }
  main { max-width: 420px; margin: 48px auto; padding: 24px; background: #fff; border-radius: 16px; box-shadow: 0 2px 8px rgb(0 0 0 / 8%); }
  .badge { display: inline-block; font-size: 13px; color: #8a4600; background: #fff4e5; border-radius: 6px; padding: 2px 8px; margin: 0 0 12px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .shop { margin: 0 0 16px; color: #57606a; }
  .amount { font-size: 32px; font-weight: 700; margin: 0 0 16px; }
  .card { margin: 0 0 8px; padding: 12px; border: 1px solid #d0d7de; border-radius: 12px; }
  .note { margin: 0 0 16px; font-size: 14px; color: #57606a; }
  form { display: grid; gap: 8px; }
  button { font: inherit; font-weight: 600; padding: 12px; border-radius: 12px; border: 0; cursor: pointer; }
  .pay { color: #fff; background: #1a7f37; }
  .refuse { color: #1f2328; background: #eaeef2; }
  a { color: #0b5cad; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} — тестовая ЮKassa</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Тестовая оплата: деньги не списываются</p>
${body}
</main>
</body>
</html>
`;
}

export interface ConfirmPageView {
  amountKopecks: number;
  description: string | null;
  shopName: string;
  /** The payer asked to keep the card for later payments. */
  savesCard: boolean;
}

export function renderConfirmPage(view: ConfirmPageView): string {
  return page(
    'Оплата заказа',
    `<h1>${escapeHtml(view.description || 'Оплата заказа')}</h1>
<p class="shop">${escapeHtml(view.shopName)}</p>
<p class="amount">${formatRoubles(view.amountKopecks)}</p>
<p class="card">Карта Мир •••• 4242</p>
<p class="note">${view.savesCard ? 'Карта будет сохранена для следующих оплат.' : 'Карта не будет сохранена.'}</p>
<form method="post">
<button class="pay" type="submit" name="action" value="pay">Оплатить</button>
<button class="refuse" type="submit" name="action" value="refuse">Отказаться</button>
</form>`,
  );
}

/** A payment that is no longer waiting (paid, refused, or unknown), with the way back to the shop when there is one. */
export function renderMessagePage(title: string, text: string, returnUrl: string | null): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Вернуться в магазин</a></p>` : ''}`,
  );
}
