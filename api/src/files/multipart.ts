// The multipart forms (change-data with an avatar, document and kitchen uploads, a
// review with its photos): the parser with its limits, and one reader that turns a form into
// text fields and the files of one field, answering every parser complaint as a 400 envelope in Russian.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationMessages } from '@povar/shared-kit/validation';
import { ApiError } from '../plugins/errors.ts';
import { refuseControlCharacters } from '../plugins/text-input.ts';
import { russianIssueMessage } from '../plugins/validation.ts';

export const MEGABYTE = 1024 * 1024;

/**
 * Whole-form limits. Text fields are short (the longest, 'about', is 2000 characters), so a
 * field longer than 64 KiB is cut and then refused by its schema; one file per request unless
 * the form's rule allows more (readForm raises `files` and `parts` for that request only).
 */
const FORM_LIMITS = { fields: 20, fieldSize: 64 * 1024, fieldNameSize: 100, files: 1, parts: 21, headerPairs: 200 };
/** The parser's ceiling for any file; each form asks for its own, smaller or equal, limit. */
const LARGEST_FILE_BYTES = 20 * MEGABYTE;

/** Registers the parser in the calling plugin's scope only: other modules keep refusing multipart bodies. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { ...FORM_LIMITS, fileSize: LARGEST_FILE_BYTES }, throwFileSizeLimit: true });
}

export interface ReceivedFile {
  /** The name the client gave; only ever shown, never used as a path. */
  filename: string;
  data: Buffer;
}

export interface FormFileRule {
  field: string;
  /** The field's name for people ('Аватар'), used in the messages. */
  label: string;
  maxMegabytes: number;
  /** How many files the form may carry; 1 unless said. */
  maxFiles?: number;
}

const FORM_ERROR_MESSAGE = 'Некорректные данные формы';
const ONE_FILE_MESSAGE = 'Можно приложить только один файл';
const TOO_MANY_FIELDS_MESSAGE = 'Слишком много полей в форме';

const tooManyFilesMessage = (maxFiles: number) => (maxFiles === 1 ? ONE_FILE_MESSAGE : `Можно приложить не больше ${maxFiles} файлов`);

const refuse = (message: string) => new ApiError('validation', { errors: [message] });

/**
 * Reads the whole form: text fields by name (the last of repeated ones wins) and the files of
 * `rule.field` in the order sent (`file` is the first, for one-file forms); files under other
 * names are read and dropped. Each file's size limit is enforced while it arrives, so an
 * oversized upload is never held in memory whole.
 */
export async function readForm(
  request: FastifyRequest,
  rule: FormFileRule,
): Promise<{ fields: Record<string, unknown>; file: ReceivedFile | null; files: ReceivedFile[] }> {
  const fields = new Map<string, unknown>();
  const files: ReceivedFile[] = [];
  const maxFiles = rule.maxFiles ?? 1;
  const limits = { fileSize: rule.maxMegabytes * MEGABYTE, files: maxFiles, parts: FORM_LIMITS.fields + maxFiles };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        fields.set(part.fieldname, part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname === rule.field) files.push({ filename: part.filename, data });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refuse(formErrorMessage(error, rule, maxFiles));
  }
  if (files.some((file) => file.data.length === 0)) throw refuse(validationMessages.required(rule.label));
  const textFields = Object.fromEntries(fields);
  refuseControlCharacters(textFields);
  return { fields: textFields, file: files[0] ?? null, files };
}

/** Every failure while reading is the client's form (parser limits, broken bodies): which text to show. */
function formErrorMessage(error: unknown, rule: FormFileRule, maxFiles: number): string {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return validationMessages.size(rule.label, rule.maxMegabytes * 1024);
    case 'FST_FILES_LIMIT':
      return tooManyFilesMessage(maxFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return TOO_MANY_FIELDS_MESSAGE;
    default:
      return FORM_ERROR_MESSAGE;
  }
}

/** Validates form fields (or a JSON body) with a contract outside Fastify's validator, with the same Russian messages. */
export function parseFields<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data, { error: russianIssueMessage });
  if (result.success) return result.data;
  throw new ApiError('validation', { errors: result.error.issues.map((issue) => issue.message) });
}
