/**
 * Paths of the account calls the spec leaves open. The routes themselves arrive with the
 * accounts issue; the web app and the OpenAPI document read the paths from here.
 */
export const AUTH_PATHS = {
  signup: '/api/auth/signup',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  refresh: '/api/auth/refresh',
  verifyEmail: '/api/auth/verify-email',
  resendVerification: '/api/auth/resend-verification',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  me: '/api/users/me',
} as const;
