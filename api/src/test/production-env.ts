// A production environment that passes every refusal of config.ts, with fake-but-valid values: tests
// that start or build the product as production add to it (or take one variable out to see the refusal).
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://povar-ryadom.ru',
  JWT_SECRET: 'production-test-secret-0123456789abcdef',
  YOOKASSA_SHOP_ID: '54321',
  YOOKASSA_SECRET_KEY: 'test_not_a_real_key',
  // Nothing is ever sent there: the tests sign nobody in with SMS.
  SMS_PROVIDER: 'smsru',
  SMSRU_API_ID: 'not-a-real-key',
};
