import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const ZUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  department_id: z.int().nullable(),
  tutorial_finished: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZMeResponse = successEnvelope(ZUser);
export const ZLoginResponse = successEnvelope(z.object({ user: ZUser }));
export const ZEmptyResponse = successEnvelope(z.null());
