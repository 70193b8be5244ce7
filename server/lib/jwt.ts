/* Session tokens: HS256 JWTs carrying the user's id (sub), name and login. The client reads
   `name` from the payload for the top bar, as SPEC §2 says. */
import { SignJWT, jwtVerify } from 'jose';
import type { AuthUser } from '../plugins/types.ts';

export const SESSION_HOURS = 12;
export const REMEMBER_DAYS = 30;

export async function signToken(user: AuthUser, secret: string, remember: boolean): Promise<{ token: string; maxAge: number }> {
  const maxAge = remember ? REMEMBER_DAYS * 86400 : SESSION_HOURS * 3600;
  const token = await new SignJWT({ name: user.name, login: user.login })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAge)
    .sign(new TextEncoder().encode(secret));
  return { token, maxAge };
}

/* Verified tokens, remembered briefly by their text: every request of a session carries the same
   token, and an HMAC check with key import costs about a tenth of a small list request
   (decision 118). Tokens are stateless (decision 003), so remembering one changes nothing but
   the cost; each entry still ends at the token's own expiry. */
const VERIFIED_MS = 60_000;
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { secret: string; user: AuthUser; until: number }>();

export async function verifyToken(token: string, secret: string): Promise<AuthUser | null> {
  const now = Date.now();
  const known = verified.get(token);
  if (known && known.secret === secret && known.until > now) return known.user;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string') return null;
    const user = { id: payload.sub, name: String(payload.name ?? ''), login: String(payload.login ?? '') };
    if (verified.size >= VERIFIED_MAX) verified.clear();
    const expires = typeof payload.exp === 'number' ? payload.exp * 1000 : now;
    verified.set(token, { secret, user, until: Math.min(now + VERIFIED_MS, expires) });
    return user;
  } catch {
    return null;
  }
}
