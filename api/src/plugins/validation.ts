// Request validation with zod whose failures read as spec 5's Russian messages, one per field.
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import type { $ZodErrorMap, $ZodRawIssue } from 'zod/v4/core';

/**
 * The default wording for an issue. A contract may still give a field its own text
 * (`z.string({ error: '…' })`); zod prefers that over this map.
 */
export const russianIssueMessage: $ZodErrorMap = (issue) => {
  const field = issue.path && issue.path.length > 0 ? issue.path.join('.') : null;
  if (field === null) return 'Некорректные данные запроса';
  return fieldIssueMessage(field, issue);
};

function fieldIssueMessage(field: string, issue: $ZodRawIssue): string {
  const isBlank = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank) return `Поле ${field} обязательно для заполнения`;
      if (issue.expected === 'int') return `Поле ${field} должно быть целым числом`;
      if (issue.expected === 'number') return `Поле ${field} должно быть числом`;
      return `Поле ${field} некорректно`;
    case 'too_small':
      if (issue.origin === 'string') {
        return isBlank ? `Поле ${field} обязательно для заполнения` : `Поле ${field} должно быть не короче ${issue.minimum} символов`;
      }
      if (issue.origin === 'number' || issue.origin === 'int') return `Поле ${field} должно быть числом ${issue.minimum} или больше.`;
      return `Поле ${field} некорректно`;
    case 'too_big':
      if (issue.origin === 'string') return `Поле ${field} не может быть длиннее ${issue.maximum} символов`;
      if (issue.origin === 'number' || issue.origin === 'int') return `Поле ${field} должно быть числом ${issue.maximum} или меньше.`;
      return `Поле ${field} некорректно`;
    case 'invalid_format':
      if (issue.format === 'email') return `Поле ${field} должно быть действительным электронным адресом`;
      return `Поле ${field} некорректно`;
    default:
      return `Поле ${field} некорректно`;
  }
}

/** Fastify's validator compiler for zod schemas; Fastify turns the returned list into a 400 (see errors.ts). */
export const russianValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: russianIssueMessage });
    if (result.success) return { value: result.data };
    const errors: FastifySchemaValidationError[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join('/')}`,
      schemaPath: `#/${issue.path.map(String).join('/')}`,
      params: {},
      message: issue.message,
    }));
    return { error: errors as unknown as Error };
  };
