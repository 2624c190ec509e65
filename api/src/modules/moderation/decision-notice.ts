// Telling an applicant the moderation decision the application form promised: a push to every
// device they are signed in on and one SMS (many applicants only use the website), sent once,
// right after the decision is saved. A failed send is logged; the decision stands and the profile
// shows it either way.
import type { Orm } from '../../db/client.ts';
import { devicesServiceFor } from '../devices/index.ts';
import { createOutboxRepository, createSmsSender, type SendLog, type SmsConfig, type SmsSender } from '../notifications/index.ts';

export interface ApplicantDecision {
  applicationId: number;
  applicant: { id: number; phone: string };
  outcome: 'approved' | 'rejected';
  /** The operator's reason, for a refusal. */
  reason: string | null;
}

export const DECISION_PUSH_TITLE = 'Заявка на повара';

/** What the applicant reads, in an SMS and a push alike. */
export function decisionNoticeText(decision: Pick<ApplicantDecision, 'outcome' | 'reason'>): string {
  if (decision.outcome === 'approved') {
    return 'Повар рядом: заявка одобрена, вы повар! Ваша страница уже открыта — добавьте блюда в меню в разделе «Мои блюда».';
  }
  // The operator's reason is a sentence of the message: it ends with a stop even when typed without one.
  const stated = decision.reason?.trim();
  const reason = stated ? ` Причина: ${stated}${/[.!?…]$/.test(stated) ? '' : '.'}` : '';
  return `Повар рядом: заявка на повара отклонена.${reason} Подробности и новая заявка — в профиле.`;
}

export type NotifyApplicant = (decision: ApplicantDecision) => Promise<void>;

export interface DecisionNotifierDeps {
  /** Pushes to every device the user is signed in on; answers how many got it. */
  pushToUser(userId: number, text: string, title?: string): Promise<number>;
  sms: SmsSender;
  log: SendLog;
}

export function createDecisionNotifier(deps: DecisionNotifierDeps): NotifyApplicant {
  return async (decision) => {
    const text = decisionNoticeText(decision);
    const where = { applicationId: decision.applicationId, outcome: decision.outcome };
    // One channel failing does not keep the other from going.
    await deps
      .pushToUser(decision.applicant.id, text, DECISION_PUSH_TITLE)
      .catch((error: unknown) => deps.log.warn({ err: error, ...where }, 'decision push not sent'));
    await deps.sms.send(decision.applicant.phone, text).catch((error: unknown) => deps.log.warn({ err: error, ...where }, 'decision SMS not sent'));
  };
}

/** The notifier over the database: pushes through the devices module, SMS by the configured sender. */
export function decisionNotifierFor(orm: Orm, options: { now: () => Date; sms: SmsConfig; log: SendLog }): NotifyApplicant {
  const { now, log } = options;
  return createDecisionNotifier({
    pushToUser: devicesServiceFor(orm, now).pushToUser,
    sms: createSmsSender(options.sms, { outbox: createOutboxRepository(orm), now, log }),
    log,
  });
}
