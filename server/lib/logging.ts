import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

// Any query parameter whose name holds "token" (token, access_token, …) carries a secret.
const SECRET_NAME = /token/i;
// A JWT under any name (its header always starts with {" in base64url): still a secret.
const JWT = /^eyJ[\w-]*\.[\w-]+\.[\w-]*$/;

/**
 * A query name or value as the server reads it: Fastify decodes percent escapes (and "+"), so
 * `tok%65n` is `token` to it and must be to us. Malformed escapes are decoded one by one where
 * they can be, which may find a secret the server would not: redacting more is safe.
 */
function decoded(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/%[0-9a-f]{2}/gi, (escape) => {
      try {
        return decodeURIComponent(escape);
      } catch {
        return escape;
      }
    });
  }
}

function redactPair(pair: string): string {
  const eq = pair.indexOf('=');
  const name = decoded(eq < 0 ? pair : pair.slice(0, eq));
  const value = eq < 0 ? '' : decoded(pair.slice(eq + 1));
  if (JWT.test(name)) return '[redacted]';
  return SECRET_NAME.test(name) || JWT.test(value) ? `${pair.slice(0, eq + 1)}[redacted]` : pair;
}

/** The URL with the values of token-carrying query parameters replaced, fit for a log line. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const end = url.indexOf('#', start);
  const query = url.slice(start + 1, end < 0 ? undefined : end);
  const rest = end < 0 ? '' : url.slice(end);
  return `${url.slice(0, start + 1)}${query.split('&').map(redactPair).join('&')}${rest}`;
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
