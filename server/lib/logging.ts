import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

// Any query parameter whose name holds "token" (token, access_token, …) carries a secret.
const TOKEN_PARAM = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

/** The URL with the values of token-carrying query parameters replaced, fit for a log line. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_PARAM, '$1[redacted]');
}

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** Fastify's logger options: request URLs are logged without the tokens they carry. */
export function loggerOptions(config: Config, stream?: LogStream) {
  return {
    level: config.logLevel,
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
    // People read a development terminal; machines read production logs (JSON lines).
    ...(!stream && config.env === 'development' && process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
