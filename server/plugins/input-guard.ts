/* Every request's parsed body, query and path parameters pass lib/input-guard.ts before any
   handler reads them: one place for every route, present and future. */
import fp from 'fastify-plugin';
import { checkInput } from '../lib/input-guard.ts';

export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const refusal = checkInput(request.params) ?? checkInput(request.query) ?? checkInput(request.body);
    if (refusal) throw refusal;
  });
}, { name: 'input-guard' });
