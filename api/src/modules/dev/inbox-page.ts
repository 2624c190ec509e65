// The development inbox as a page a person reads (/api/dev/inbox): every SMS, e-mail and push the
// embedded senders wrote, newest first, refreshed every 5 seconds, links in letters clickable.
// Outside production only, like the rest of the dev module.
import type { StoredOutboxMessage } from '../notifications/index.ts';

const CHANNEL_NAMES: Readonly<Record<string, string>> = { sms: 'СМС', email: 'E-mail', push: 'Push' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Escapes the text, then makes its http(s) addresses links (the reset and confirmation letters). */
function withLinks(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function renderInboxPage(messages: readonly StoredOutboxMessage[]): string {
  const rows = messages
    .map(
      (message) => `<li class="message">
  <p class="meta"><span class="channel channel-${escapeHtml(message.channel)}">${escapeHtml(CHANNEL_NAMES[message.channel] ?? message.channel)}</span>
  <span class="recipient">${escapeHtml(message.recipient)}</span>
  <time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></p>
  ${message.subject ? `<p class="subject">${escapeHtml(message.subject)}</p>` : ''}
  <p class="text">${withLinks(message.text)}</p>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<meta name="robots" content="noindex, nofollow">
<title>Входящие разработчика — Повар рядом</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2328; background: #f6f7f9; }
  main { max-width: 760px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { font-size: 24px; margin: 0 0 4px; }
  .lead { margin: 0 0 20px; color: #57606a; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
  .message { background: #fff; border-radius: 12px; padding: 12px 16px; box-shadow: 0 1px 2px rgb(0 0 0 / 8%); }
  .meta { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: baseline; margin: 0 0 4px; font-size: 14px; color: #57606a; }
  .channel { font-weight: 600; color: #fff; background: #4d5761; border-radius: 6px; padding: 0 8px; }
  .channel-sms { background: #1a7f37; }
  .channel-email { background: #0b5cad; }
  .channel-push { background: #8a4600; }
  .recipient { font-weight: 600; color: #1f2328; }
  .subject { margin: 0; font-weight: 600; }
  .text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  a { color: #0b5cad; }
</style>
</head>
<body>
<main>
<h1>Входящие разработчика</h1>
<p class="lead">Что отправил бы сервис: СМС с кодами, письма и push-уведомления. Страница обновляется каждые 5 секунд; в боевой среде её нет.</p>
${messages.length > 0 ? `<ul>\n${rows}\n</ul>` : '<p>Пока ничего не отправлено. Запросите код входа — он появится здесь.</p>'}
</main>
</body>
</html>
`;
}
