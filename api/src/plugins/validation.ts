// Request validation with zod whose failures read as Russian messages, one per field.
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import type { $ZodErrorMap, $ZodRawIssue } from 'zod/v4/core';
import { validationMessages as say } from '@povar/shared-kit/validation';

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
  const label = `Поле ${field}`;
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank) return say.required(field);
      if (issue.expected === 'int') return say.integer(label);
      if (issue.expected === 'number') return say.number(label);
      return say.invalid(field);
    case 'too_small':
      if (issue.origin === 'string') return isBlank ? say.required(field) : say.min(field, Number(issue.minimum));
      if (issue.origin === 'number' || issue.origin === 'int') return say.minDecimal(String(issue.minimum), label);
      return say.invalid(field);
    case 'too_big':
      if (issue.origin === 'string') return say.max(field, Number(issue.maximum));
      if (issue.origin === 'number' || issue.origin === 'int') return say.maxDecimal(String(issue.maximum), label);
      return say.invalid(field);
    case 'invalid_format':
      return issue.format === 'email' ? say.email(field) : say.invalid(field);
    default:
      return say.invalid(field);
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
