// Answers about one person (basket, orders, addresses, cards…) must never sit in a shared cache.

/** onSend hook: `app.addHook('onSend', noStore)` in a module whose every answer is personal. */
export const noStore = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
  reply.header('Cache-Control', 'no-store');
};
