// The admin console's commands (`npm run admin -- <command>`, scripts/admin.ts): operators and
// the application queue from a terminal, through the same service as the HTTP routes. A review
// made here records no reviewer (reviewed_by null: the console).
import { parseArgs } from 'node:util';
import {
  COOK_APPLICATION_STATUSES,
  integerIdParamSchema,
  mobilePhoneField,
  rejectApplicationRequestSchema,
  type CookApplicationStatus,
  type ModerationApplication,
} from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { SmsConfig } from '../notifications/index.ts';
import { createCookApplicationsRepository } from './cook-applications.repository.ts';
import { decisionNotifierFor } from './decision-notice.ts';
import { createModerationService } from './moderation.service.ts';

export const ADMIN_USAGE = `Использование: npm run admin -- <команда> [параметры]

Команды:
  create-operator --phone +79XXXXXXXXX   сделать аккаунт оператором (создаёт его, если такого нет)
  list-applications [--status pending|approved|rejected] [--page N]
                                         заявки поваров, старые первыми (без --status — все)
  approve <id> [--passport] [--sanitary] одобрить заявку: аккаунт станет поваром;
                                         флаги отмечают проверенные паспорт и санитарную книжку;
                                         заявитель получит СМС и push
  reject <id> --reason "…"               отклонить заявку; причину заявитель получит в СМС
                                         и увидит в профиле
  help                                   эта справка

База данных: DATABASE_URL (PostgreSQL) или PGLITE_DIR (по умолчанию ./.data), как у сервера.
С PGlite каталог доступен одному процессу: остановите npm start, прежде чем запускать команды.`;

export interface AdminContext {
  orm: Orm;
  now?: () => Date;
  /** Where lines go (stdout in the console, an array in tests). */
  print: (line: string) => void;
  /** How the applicant's SMS about a decision goes (the server's SMS_PROVIDER); the outbox without it. */
  sms?: SmsConfig;
}

/** A mistake in how the command was called: the message and the usage are printed, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const applicationId = (raw: string | undefined): number => {
  const parsed = integerIdParamSchema.safeParse(raw ?? '');
  if (!parsed.success) throw new UsageError('Укажите номер заявки: положительное целое число');
  return parsed.data;
};

/** One application in a few lines, for a terminal. */
export function describeApplication(application: ModerationApplication): string[] {
  const reviewed = application.reviewedAt ? `, рассмотрена ${application.reviewedAt}` : '';
  const lines = [
    `#${application.id} [${application.status}] подана ${application.createdAt}${reviewed}`,
    `  заявитель: ${application.nameAndSurname} (аккаунт ${application.applicant.id}, ${application.applicant.phone})`,
    `  специализация: ${application.speciality.title}; опыт: ${application.experience}; регион: ${application.mainCity.name}` +
      (application.telegramAccount ? `; telegram: ${application.telegramAccount}` : ''),
    `  документы: ${application.documents.map((document) => `${document.name} (${document.href})`).join(', ') || '—'}`,
    `  фото кухни: ${application.kitchenPhotos.length}`,
  ];
  if (application.status === 'approved') {
    lines.push(
      `  паспорт: ${application.passportVerified ? 'да' : 'нет'}; санкнижка: ${application.sanitaryVerified ? 'да' : 'нет'}; повар #${application.cookId}`,
    );
  }
  if (application.rejectReason) lines.push(`  причина отказа: ${application.rejectReason}`);
  return lines;
}

/** Runs one command; answers the exit code (0 done, 1 refused by the rules, 2 called wrongly). */
export async function runAdminCommand(argv: string[], { orm, now = () => new Date(), print, sms = { provider: 'outbox' } }: AdminContext): Promise<number> {
  const repository = createCookApplicationsRepository(orm);
  const log = { warn: (_details: object, message: string) => print(`Внимание: ${message}`) };
  const moderation = createModerationService({ repository, storage: null, now, notifyApplicant: decisionNotifierFor(orm, { now, sms, log }) });
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case 'help':
      case '--help':
        print(ADMIN_USAGE);
        return 0;

      case 'create-operator': {
        const { values } = parseArgs({ args: rest, options: { phone: { type: 'string' } }, strict: true });
        const phone = mobilePhoneField().safeParse(values.phone ?? '');
        if (!phone.success) throw new UsageError(`--phone: ${phone.error.issues[0]?.message ?? 'некорректный номер'}`);
        const operator = await repository.upsertOperator(phone.data);
        print(`${phone.data}: ${operator.created ? 'создан аккаунт оператора' : 'аккаунт стал оператором'} (id ${operator.id}). Вход — по коду из СМС.`);
        return 0;
      }

      case 'list-applications': {
        const { values } = parseArgs({ args: rest, options: { status: { type: 'string' }, page: { type: 'string' } }, strict: true });
        const status = values.status as CookApplicationStatus | undefined;
        if (status !== undefined && !COOK_APPLICATION_STATUSES.includes(status)) {
          throw new UsageError(`--status: одно из ${COOK_APPLICATION_STATUSES.join(', ')}`);
        }
        const page = values.page === undefined ? 1 : integerIdParamSchema.safeParse(values.page).data;
        if (page === undefined) throw new UsageError('--page: положительное целое число');
        const list = await moderation.list({ status, page });
        if (list.items.length === 0) print('Заявок нет.');
        for (const application of list.items) {
          for (const line of describeApplication(application)) print(line);
        }
        print(`Всего: ${list.pagination.total}; страница ${list.pagination.page} из ${list.pagination.lastPage}.`);
        return 0;
      }

      case 'approve': {
        const { values, positionals } = parseArgs({
          args: rest,
          options: { passport: { type: 'boolean', default: false }, sanitary: { type: 'boolean', default: false } },
          allowPositionals: true,
          strict: true,
        });
        const application = await moderation.approve(
          applicationId(positionals[0]),
          { passportVerified: values.passport, sanitaryVerified: values.sanitary },
          null,
        );
        print('Заявка одобрена.');
        for (const line of describeApplication(application)) print(line);
        return 0;
      }

      case 'reject': {
        const { values, positionals } = parseArgs({ args: rest, options: { reason: { type: 'string' } }, allowPositionals: true, strict: true });
        const id = applicationId(positionals[0]);
        const body = rejectApplicationRequestSchema.safeParse({ reason: values.reason ?? '' });
        if (!body.success) throw new UsageError(`--reason: ${body.error.issues[0]?.message ?? 'укажите причину'}`);
        const application = await moderation.reject(id, body.data.reason, null);
        print('Заявка отклонена.');
        for (const line of describeApplication(application)) print(line);
        return 0;
      }

      default:
        throw new UsageError(`Неизвестная команда: ${command}`);
    }
  } catch (error) {
    if (error instanceof ApiError) {
      print(`Ошибка: ${error.errors.join('; ')}`);
      return 1;
    }
    // parseArgs' own complaints (an unknown option, a missing value) are usage mistakes too.
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      print(`Ошибка: ${(error as Error).message}`);
      print(ADMIN_USAGE);
      return 2;
    }
    throw error;
  }
}
