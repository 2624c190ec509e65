// The README's demo accounts: a customer, a cook and an operator, by phone. The accounts' demo seed
// writes them; the other demo seeds give them something to see (orders to review, payouts, chats).
export const DEMO_ACCOUNTS = {
  customer: { phone: '+79990000001', name: 'Анна' },
  cook: { phone: '+79990000002' },
  operator: { phone: '+79990000003', name: 'Оператор' },
} as const;
