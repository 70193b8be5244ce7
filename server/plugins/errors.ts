/* One error handler: known client errors become a 4xx with a pt-BR `message`; anything else is
   logged and answered with a generic 500 that never carries a stack trace. Errors the framework
   answers before any route (bad URL encoding, a path parameter too long, headers too large,
   a malformed request line) get the same `{message}` shape in Portuguese through the two
   Fastify options exported here (app.ts). */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../../src/domain/messages.ts';
import { HttpError } from '../lib/http-error.ts';

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, msg.comum.jsonMalformado],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, msg.comum.jsonMalformado],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, msg.comum.requisicaoGrande],
  FST_REQ_FILE_TOO_LARGE: [413, msg.comum.requisicaoGrande],
  FST_FILES_LIMIT: [413, msg.comum.requisicaoGrande],
  FST_PARTS_LIMIT: [413, msg.comum.requisicaoGrande],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, msg.comum.dadosInvalidos],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, msg.comum.dadosInvalidos],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, msg.comum.dadosInvalidos],
  FST_ERR_BAD_URL: [400, msg.entradaInvalida.urlInvalida],
  FST_ERR_MAX_PARAM_LENGTH: [414, msg.entradaInvalida.urlLonga],
  FST_ERR_CTP_INVALID_TYPE: [400, msg.comum.dadosInvalidos],
  FST_PROTO_VIOLATION: [400, msg.comum.dadosInvalidos],
  FST_ERR_ASYNC_CONSTRAINT: [400, msg.comum.dadosInvalidos],
};

/** Fastify's `frameworkErrors`: routing failures before any route, in the usual shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] = BY_CODE[error.code] ?? [400, msg.comum.dadosInvalidos];
  void reply.code(status).send({ message });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, msg.entradaInvalida.cabecalhosGrandes],
  ERR_HTTP_REQUEST_TIMEOUT: [408, msg.entradaInvalida.tempoEsgotado],
  HPE_URI_TOO_LONG: [414, msg.entradaInvalida.urlLonga],
};

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refuses, answered on the raw socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, msg.comum.dadosInvalidos];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.body });
    }
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    const known = BY_CODE[code];
    if (known) return reply.code(known[0]).send({ message: known[1] });
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: 'validation' in error && error.validation ? msg.comum.dadosInvalidos : msg.comum.dadosInvalidos });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: msg.comum.erroInterno });
  });
}, { name: 'errors' });
