import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './remotes';

/** The shell's run-time configuration, served as /config.json next to the shell's files. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().url(),
  googleClientId: z.string().nullable(),
  supportEmail: z.string(),
  remotes: z.record(z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]), z.string().url()),
  /** Milliseconds before a remote that has not answered shows its error card. */
  remoteTimeoutMs: z.number().int().positive().default(10_000),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
