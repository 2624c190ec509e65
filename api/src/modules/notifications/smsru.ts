// The SMS.ru adapter of the SMS port: POST {base}/sms/send with api_id, to, msg and json=1, read
// as their HTTP API documents it (https://sms.ru/api/send).
import type { SendLog, SmsSender } from './sms.ts';

/** A send the provider refused or that never reached it; the caller answers 503. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

/** Their answer with json=1: the request's status, then one status per number. */
interface SmsRuAnswer {
  status?: string;
  status_code?: number;
  status_text?: string;
  sms?: Record<string, { status?: string; status_code?: number; status_text?: string } | undefined>;
}

const TIMEOUT_MS = 10_000;

/** Enough of the number to find it in the log, not enough to read it there. */
const maskedPhone = (to: string) => `${to.slice(0, 4)}****${to.slice(-3)}`;

export function createSmsRuSender(options: { apiId: string; baseUrl: string; log: SendLog; timeoutMs?: number }): SmsSender {
  return {
    async send(phone, text) {
      // SMS.ru wants the number without '+': 79XXXXXXXXX.
      const to = phone.replace(/^\+/, '');
      // A form body rather than the query string, so neither the key nor the code sits in an access log.
      const body = new URLSearchParams({ api_id: options.apiId, to, msg: text, json: '1' });
      const fail = (details: object, reason: string, cause?: unknown): never => {
        options.log.warn({ provider: 'smsru', to: maskedPhone(to), ...details }, `SMS not sent: ${reason}`);
        throw new SmsDeliveryError(`SMS.ru did not accept the message: ${reason}`, { cause });
      };

      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/sms/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        return fail({ err: error }, 'no answer');
      }
      let answer: SmsRuAnswer;
      try {
        answer = (await response.json()) as SmsRuAnswer;
      } catch (error) {
        return fail({ httpStatus: response.status }, 'the answer is not JSON', error);
      }
      if (!response.ok || answer.status !== 'OK') {
        return fail({ httpStatus: response.status, statusCode: answer.status_code, statusText: answer.status_text }, 'the request was refused');
      }
      const result = answer.sms?.[to];
      if (result?.status !== 'OK') {
        return fail({ statusCode: result?.status_code, statusText: result?.status_text }, 'the number was refused');
      }
    },
  };
}
