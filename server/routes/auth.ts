/* POST /api/login and /api/logout (SPEC §2, §4, §7, §8; issue 11, decisions 131 and 132). */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { or, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { msg } from '../../src/domain/messages.ts';
import { LoginSchema } from '../../src/domain/usuario.ts';
import { validate } from '../../src/domain/validation.ts';
import { users } from '../db/schema.ts';
import { createLoginLimiter } from '../lib/login-limiter.ts';
import { sessionSeconds, signToken } from '../lib/jwt.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { readForm } from '../lib/form-body.ts';
import { abrirSessao, encerrarSessao } from '../repositories/sessoes.ts';
import { TOKEN_COOKIE, tokenClaims } from '../plugins/auth.ts';

function muitasTentativas(ms: number): string {
  const minutos = Math.ceil(ms / 60_000);
  return minutos <= 1 ? msg.login.muitasTentativas : msg.seguranca.muitasTentativasMinutos(minutos);
}

export async function authRoutes(app: FastifyInstance) {
  const limiter = createLoginLimiter(app.db);
  // An unknown login is checked against this hash, so it costs the same scrypt as a known one
  // and its answer time does not tell which logins exist.
  const dummyHash = await hashPassword(randomBytes(16).toString('hex'));

  app.post('/api/login', { config: { public: true } }, async (request, reply) => {
    const parsed = validate(LoginSchema, await readForm(request));
    if (!parsed.ok) return reply.code(422).send({ message: parsed.message, error: parsed.message, errors: parsed.errors });
    const { login, password, remember } = parsed.value;

    const [user] = await app.db.select().from(users)
      .where(or(eq(users.login, login.toLowerCase()), eq(users.email, login.toLowerCase())))
      .limit(1);
    const conta = user ? user.id : `?${login.toLowerCase()}`;
    const espera = await limiter.reservar(conta, request.ip);
    if (espera > 0) {
      const message = muitasTentativas(espera);
      return reply.code(429).header('retry-after', String(Math.ceil(espera / 1000))).send({ message, error: message });
    }

    const valid = await verifyPassword(password, user ? user.passwordHash : dummyHash);
    // A failure keeps its reservation: that is the count. An inactive account answers exactly as
    // a wrong password: a different answer for the right one would confirm guesses (decision 381).
    if (!user || !valid || !user.status) {
      return reply.code(422).send({ message: msg.login.credenciaisInvalidas, error: msg.login.credenciaisInvalidas });
    }
    await limiter.entrou(conta, request.ip);

    const sid = uuidv7();
    await abrirSessao(app.db, sid, user.id, sessionSeconds(remember));
    const { token, maxAge } = await signToken({ id: user.id, name: user.name, login: user.login, sid }, app.config.jwtSecret, remember);
    // Not HttpOnly: SPEC §2 has the page read the user's name from the token payload and send
    // it as a Bearer header. SameSite=Strict keeps other sites from riding on the cookie.
    reply.setCookie(TOKEN_COOKIE, token, {
      path: '/', sameSite: 'strict', secure: request.protocol === 'https', httpOnly: false,
      ...(remember ? { maxAge } : {}),
    });
    return { token, user: { id: user.id, name: user.name, login: user.login, email: user.email } };
  });

  // Public, so that Sair always clears the cookie; the session the token names ends here.
  app.post('/api/logout', { config: { public: true } }, async (request, reply) => {
    const claims = await tokenClaims(request);
    if (claims) await encerrarSessao(app.db, claims.sid);
    reply.clearCookie(TOKEN_COOKIE, { path: '/' });
    return { message: msg.comum.operacaoConcluida };
  });
}
