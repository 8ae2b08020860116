/**
 * The sandbox (product guide §2 internal test pages, §7 `sandbox/users`): served outside production
 * only. `GET sandbox` is how the storefront's sandbox pages learn whether they may render: the API
 * answers it only where the rest of the sandbox is served, and 404 in production.
 */
import { z } from 'zod';

export const sandboxStatusSchema = z.object({ sandbox: z.literal(true) });
export type SandboxStatus = z.infer<typeof sandboxStatusSchema>;
