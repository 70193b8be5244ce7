/* One error handler: known client errors become a 4xx with a pt-BR `message`; anything else is
   logged and answered with a generic 500 that never carries a stack trace. */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
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
};

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
