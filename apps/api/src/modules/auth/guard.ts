import type { FastifyRequest } from 'fastify';
import { type AuthDeps, type Member, authenticate } from './service.ts';
import { DomainError } from '../../domain-error.ts';
import { accessTokenOf } from './cookies.ts';

/**
 * The signed-in member of a request, for any module's routes: 401 `sign_in_required` without a
 * token, `authentication_failed` for a token that is expired, tampered with, of another algorithm
 * or of a closed session.
 */
export function requireMember(deps: AuthDeps, request: FastifyRequest): Promise<Member> {
  return authenticate(deps, accessTokenOf(request));
}

/**
 * The member of a request, or null for a guest (no token). A token that does not hold (expired)
 * stays a 401, so the storefront refreshes it and asks again instead of showing the guest view.
 */
export async function optionalMember(deps: AuthDeps, request: FastifyRequest): Promise<Member | null> {
  try {
    return await requireMember(deps, request);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'sign_in_required') return null;
    throw error;
  }
}

/** The signed-in member's customer id, or null for a guest (as `optionalMember`). */
export async function optionalMemberId(deps: AuthDeps, request: FastifyRequest): Promise<number | null> {
  return (await optionalMember(deps, request))?.customerId ?? null;
}

export type { AuthDeps, Member } from './service.ts';
