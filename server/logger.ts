/**
 * Structured pino logs. Request bodies are never logged; headers are not logged either, and the
 * redaction list covers secrets anyway in case a field with that name reaches a log call.
 */
import type { FastifyServerOptions } from 'fastify';

const SECRET_KEYS = [
  'authorization',
  'encryption',
  'cookie',
  'password',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'captcha',
  'token',
  'verificationCode',
  // the security centre's: a payment PIN, and the account numbers withdrawals are paid to
  'paymentPassword',
  'cardNumber',
  'accountNumber',
  // the contacts a member binds there: a number or an address is personal data
  'mobileNum',
  'email',
];

export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SECRET_KEYS.map((key) => `*.*.${key}`),
  'req.headers',
  'res.headers["set-cookie"]',
];

const SENSITIVE_QUERY = /([?&](?:token|password|captcha|code|verificationCode)=)[^&]*/gi;

export interface LoggerOptions {
  level: string;
  /** where the JSON lines go; stdout when absent */
  stream?: { write(line: string): void };
}

export function fastifyLoggerOptions(options: LoggerOptions | false): FastifyServerOptions['logger'] {
  if (options === false) return false;
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.replace(SENSITIVE_QUERY, '$1[redacted]'),
        ip: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
