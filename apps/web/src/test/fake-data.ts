import type { TDepartment, TSession, TUser } from '@workbench/contracts';

export const TEST_PASSWORD = 'Hemmelig1!';

export const testUser: TUser = {
  id: '7d3c3a5e-3f7b-4a38-9a1e-2f2f6b1c0a11',
  username: 'kari',
  email: 'kari@nav.no',
  email_verified: true,
  pending_email: null,
  department_id: 1,
  tutorial_finished: false,
  is_premium: false,
  language: 'en',
  on_device_required_by: null,
};

export const TEST_DEPARTMENTS: TDepartment[] = [
  { id: 1, name: 'Arbeids- og velferdsetaten', description: 'NAV', is_active: true },
  { id: 2, name: 'Skatteetaten', description: 'Tax', is_active: true },
  { id: 3, name: 'Statens vegvesen', description: 'Roads', is_active: true },
  { id: 4, name: 'Retired Directorate', description: 'Closed', is_active: false },
];

/** Tokens the fake knows; anything else is an invalid link. */
export const TOKENS = {
  verify: 'verify-token-valid',
  verifyExpired: 'verify-token-expired',
  reset: 'reset-token-valid',
  resetExpired: 'reset-token-expired',
  /** Links of an e-mail change: to the new address, and the old address's cancel link. */
  confirmEmail: 'confirm-email-token-valid',
  cancelEmailChange: 'cancel-email-change-token-valid',
  cancelExpired: 'cancel-email-change-token-expired',
} as const;

export const CURRENT_SESSION_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_SESSION_ID = '22222222-2222-4222-8222-222222222222';

export function buildSessions(): TSession[] {
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  return [
    {
      session_id: CURRENT_SESSION_ID,
      created_at: at(120),
      last_used_at: at(1),
      expires_at: at(-60 * 24 * 7),
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      ip: '10.0.0.1',
      is_current: true,
    },
    {
      session_id: OTHER_SESSION_ID,
      created_at: at(60 * 24 * 3),
      last_used_at: at(60 * 5),
      expires_at: at(-60 * 24 * 4),
      user_agent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ip: '10.0.0.2',
      is_current: false,
    },
  ];
}
