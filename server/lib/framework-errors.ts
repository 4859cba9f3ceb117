import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, codeOfStatus, errorEnvelope } from './errors';
import { securityHeaders } from './security-headers';

const headers = securityHeaders();

/**
 * Fastify's `frameworkErrors`: refusals decided before any route or hook runs (a URL that does
 * not decode, e.g. `/api/v2.0/gameplay/%`). They get the envelope, the request id and the
 * security headers like every other reply, through the app's own error handler.
 */
export function onFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  reply.headers(headers).header('x-request-id', req.id);
  const refusal =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError('bad_request', 'The address is not a valid URL')
      : error;
  req.server.errorHandler.call(req.server, refusal, req, reply);
}

/**
 * Fastify's `clientErrorHandler`: the request could not even be parsed (headers too large,
 * malformed HTTP), so there is no request object; the answer is written to the socket as the
 * envelope with the same headers.
 */
export function onClientError(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let message = 'The request could not be read';
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = 'The request took too long to arrive';
  } else if (err.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    message = 'The request headers are too large';
  }
  if (socket.writable) {
    const body = JSON.stringify(errorEnvelope(codeOfStatus(status), message, undefined, status));
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      `x-request-id: ${randomUUID()}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(err);
}
