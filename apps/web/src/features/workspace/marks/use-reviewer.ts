import { useEffect } from 'react';
import { useSignedInUser } from '../../auth/auth-context';
import { useReviewStore } from './review-store';

/** Keeps the review store's reviewer the signed-in user, so what they accept carries their name. */
export function useReviewer(): void {
  const email = useSignedInUser()?.email ?? '';
  useEffect(() => useReviewStore.getState().setReviewer(email), [email]);
}
