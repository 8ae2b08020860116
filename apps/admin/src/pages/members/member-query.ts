import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminMemberDetailSchema } from '@blush/shared/admin-member-contracts';
import { apiRequest } from '../../lib/api.ts';

export const memberKey = (id: string) => ['member', id] as const;

export function useMember(id: string) {
  return useQuery({
    queryKey: memberKey(id),
    queryFn: ({ signal }) => apiRequest(`/members/${encodeURIComponent(id)}`, adminMemberDetailSchema, { signal }),
  });
}

/** One change to a member: `POST /members/:id/<path>`, its answer parsed with `schema`. */
export interface MemberChange<S extends z.ZodType = z.ZodType> {
  path: 'points-adjustments' | 'tier-override' | 'unlock' | 'emails' | 'erase';
  body?: unknown;
  headers?: Record<string, string>;
  schema: S;
  /** The confirmation shown once done, from the API's answer. */
  done: (answer: z.infer<S>) => string;
}

/** A change typed by its answer's schema (the `done` message reads the parsed answer). */
export function memberChange<S extends z.ZodType>(change: MemberChange<S>): MemberChange {
  return change as unknown as MemberChange;
}

/** Sends a change, then reloads the member (the ledger, tier and sign-in state the API now has). */
export function useMemberChange(id: string, onDone: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: MemberChange) => {
      const answer = await apiRequest(`/members/${encodeURIComponent(id)}/${change.path}`, change.schema, { method: 'POST', body: change.body ?? {}, ...(change.headers ? { headers: change.headers } : {}) });
      return change.done(answer);
    },
    onSuccess: async (message) => {
      onDone(message);
      await queryClient.invalidateQueries({ queryKey: memberKey(id) });
    },
  });
}
