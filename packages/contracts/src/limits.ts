/** Limits and timings fixed by the product specification; both web and server read them here. */
export const LIMITS = {
  email: { max: 255 },
  username: { min: 3, max: 50 },
  password: { min: 8, max: 128 },
  token: { min: 10, max: 500 },
  loginIdentifier: { max: 255 },
  searchQuery: { min: 1, max: 500 },
  searchPattern: { min: 1, max: 200 },
  banWord: { min: 1, max: 100 },
  organizationName: { min: 3, max: 100 },
  domain: { min: 3, max: 253 },
  apiKeyName: { min: 3, max: 50 },
  apiKeyExpiryDays: { min: 1, max: 365 },
  contactName: { min: 2, max: 100 },
  contactSubject: { min: 3, max: 200 },
  contactMessage: { min: 10, max: 2000 },
  files: { maxCount: 20, maxBytes: 10 * 1024 * 1024, maxNameLength: 255 },
  settingsImportBytes: 5 * 1024 * 1024,
} as const;

export const TIMINGS_MS = {
  authCheckTimeout: 10_000,
  toastError: 3_000,
  toastSuccess: 5_000,
  toastInfo: 3_000,
  toastWarning: 5_000,
  availabilityDebounce: 800,
  verifyRedirectCountdown: 3_000,
  /** How long the e-mailed links work. */
  verifyLinkValidity: 24 * 60 * 60_000,
  resetLinkValidity: 15 * 60_000,
  /** The old address's link that undoes an e-mail change: days, as its owner may be away. */
  cancelEmailChangeValidity: 7 * 24 * 60 * 60_000,
} as const;
