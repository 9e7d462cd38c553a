import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TUTORIAL_TIMINGS } from './tutorial-constants';
import { useTutorialStore } from './tutorial-store';

/**
 * Opens the current step's page, 100 ms after the step changes, when the user is elsewhere.
 * Only a step change moves them: someone who wanders off mid-step is not pulled back.
 */
export function useStepNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  const route = useTutorialStore((state) => (state.isActive ? state.currentStep?.route : null));
  const index = useTutorialStore((state) => state.currentStepIndex);

  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!route || route === pathnameRef.current) return;
    const timer = setTimeout(() => void navigate(route), TUTORIAL_TIMINGS.stepNavigationDelay);
    return () => clearTimeout(timer);
  }, [route, index, navigate]);
}
