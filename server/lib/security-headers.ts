import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export const helmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // The microsite and payment pages open in new windows and must keep working.
  crossOriginOpenerPolicy: false,
};

/**
 * The headers helmet sets, computed once, for the replies Fastify writes outside the request
 * hooks (a malformed URL, an oversized header) where @fastify/helmet does not run.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions)(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    () => undefined,
  );
  return headers;
}
