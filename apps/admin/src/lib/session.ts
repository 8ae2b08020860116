/** Who is signed in (`GET /me`), shared by the shell, the navigation and the sign-in screens. */
import { useQuery } from '@tanstack/react-query';
import { staffMeResponseSchema } from '@blush/shared/staff-contracts';
import { type StaffAction, type StaffRole, actionsOf } from '@blush/shared/staff-permissions';
import type { z } from 'zod';
import { apiRequest, isApiError } from './api.ts';

export type StaffMe = z.infer<typeof staffMeResponseSchema>;
export const ME_KEY = ['me'] as const;

/** The signed-in staff member; `null` when nobody is (401 sign_in_required). */
export async function fetchMe(): Promise<StaffMe | null> {
  try {
    return await apiRequest('/me', staffMeResponseSchema);
  } catch (error) {
    if (isApiError(error, 'sign_in_required')) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000, retry: false });
}

/** What the menus may offer: the permission table read for the staff member's roles (the server decides). */
export function useCan(): (action: StaffAction) => boolean {
  const { data } = useMe();
  const actions = new Set(actionsOf((data?.staff.roles ?? []) as StaffRole[]));
  return (action) => actions.has(action);
}
