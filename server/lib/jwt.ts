/* Session tokens: HS256 JWTs carrying the user's id (sub), name, login and the session's id
   (sid). The client reads `name` from the payload for the top bar, as SPEC §2 says. The token
   alone is not enough: the session it names must still be open (repositories/sessoes.ts, decision 131). */
import { SignJWT, jwtVerify } from 'jose';

export const SESSION_HOURS = 12;
export const REMEMBER_DAYS = 30;

/** What a valid signature vouches for; whether the session is still open is asked apart. */
export interface TokenClaims {
  id: string;
  name: string;
  login: string;
  sid: string;
}

export function sessionSeconds(remember: boolean): number {
  return remember ? REMEMBER_DAYS * 86400 : SESSION_HOURS * 3600;
}

export async function signToken(claims: TokenClaims, secret: string, remember: boolean): Promise<{ token: string; maxAge: number }> {
  const maxAge = sessionSeconds(remember);
  const token = await new SignJWT({ name: claims.name, login: claims.login, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAge)
    .sign(new TextEncoder().encode(secret));
  return { token, maxAge };
}

/* Verified signatures, remembered briefly by the token's text: every request of a session
   carries the same token, and an HMAC check with key import costs about a tenth of a small list
   request (decision 118). Only the signature is remembered here; the session's state is checked
   on every request (decision 131). */
const VERIFIED_MS = 60_000;
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { secret: string; claims: TokenClaims; until: number }>();

export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  const now = Date.now();
  const known = verified.get(token);
  if (known && known.secret === secret && known.until > now) return known.claims;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    // Tokens from before decision 131 name no session: they cannot be ended, so they are refused.
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const claims = { id: payload.sub, name: String(payload.name ?? ''), login: String(payload.login ?? ''), sid: payload.sid };
    if (verified.size >= VERIFIED_MAX) verified.clear();
    const expires = typeof payload.exp === 'number' ? payload.exp * 1000 : now;
    verified.set(token, { secret, claims, until: Math.min(now + VERIFIED_MS, expires) });
    return claims;
  } catch {
    return null;
  }
}
