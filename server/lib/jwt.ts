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

export async function verifyToken(token: string, secret: string): Promise<AuthUser | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string') return null;
    return { id: payload.sub, name: String(payload.name ?? ''), login: String(payload.login ?? '') };
  } catch {
    return null;
  }
}
