import type { FastifyRequest } from 'fastify';
import { type AuthDeps, type Member, authenticate } from './service.ts';
import { accessTokenOf } from './cookies.ts';

/**
 * The signed-in member of a request, for any module's routes: 401 `sign_in_required` without a
 * token, `authentication_failed` for a token that is expired, tampered with, of another algorithm
 * or of a closed session.
 */
export function requireMember(deps: AuthDeps, request: FastifyRequest): Promise<Member> {
  return authenticate(deps, accessTokenOf(request));
}

export type { AuthDeps, Member } from './service.ts';
