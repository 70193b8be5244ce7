/* POST /api/login and /api/logout (SPEC §2, §4, §7, §8). */
import type { FastifyInstance } from 'fastify';
import { or, eq } from 'drizzle-orm';
import { msg } from '../../src/domain/messages.ts';
import { LoginSchema } from '../../src/domain/usuario.ts';
import { validate } from '../../src/domain/validation.ts';
import { users } from '../db/schema.ts';
import { createLoginLimiter } from '../lib/login-limiter.ts';
import { signToken } from '../lib/jwt.ts';
import { verifyPassword } from '../lib/password.ts';
import { readForm } from '../lib/form-body.ts';
import { TOKEN_COOKIE } from '../plugins/auth.ts';

export async function authRoutes(app: FastifyInstance) {
  const limiter = createLoginLimiter();

  app.post('/api/login', { config: { public: true } }, async (request, reply) => {
    const parsed = validate(LoginSchema, await readForm(request));
    if (!parsed.ok) return reply.code(422).send({ message: parsed.message, error: parsed.message, errors: parsed.errors });
    const { login, password, remember } = parsed.value;
    const key = `${request.ip}|${login.toLowerCase()}`;
    if (limiter.isBlocked(key)) return reply.code(429).send({ message: msg.login.muitasTentativas, error: msg.login.muitasTentativas });

    const [user] = await app.db.select().from(users)
      .where(or(eq(users.login, login.toLowerCase()), eq(users.email, login.toLowerCase())))
      .limit(1);
    const valid = user ? await verifyPassword(password, user.passwordHash) : false;
    if (!user || !valid) {
      limiter.fail(key);
      return reply.code(422).send({ message: msg.login.credenciaisInvalidas, error: msg.login.credenciaisInvalidas });
    }
    if (!user.status) return reply.code(422).send({ message: msg.login.usuarioInativo, error: msg.login.usuarioInativo });
    limiter.succeed(key);

    const authUser = { id: user.id, name: user.name, login: user.login };
    const { token, maxAge } = await signToken(authUser, app.config.jwtSecret, remember);
    // Not HttpOnly: SPEC §2 has the page read the user's name from the token payload and send
    // it as a Bearer header. SameSite=Strict keeps other sites from riding on the cookie.
    reply.setCookie(TOKEN_COOKIE, token, {
      path: '/', sameSite: 'strict', secure: request.protocol === 'https', httpOnly: false,
      ...(remember ? { maxAge } : {}),
    });
    return { token, user: { id: user.id, name: user.name, login: user.login, email: user.email } };
  });

  app.post('/api/logout', { config: { public: true } }, async (_request, reply) => {
    reply.clearCookie(TOKEN_COOKIE, { path: '/' });
    return { message: msg.comum.operacaoConcluida };
  });
}
