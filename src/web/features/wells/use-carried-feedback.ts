import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Feedback } from '../../components/feedback-alert';

/** Carried to the edit route after a create, so its page can say the well was saved. */
export interface CarriedFeedback {
  feedback?: Feedback;
}

/** The page's alert, starting with one carried over by navigation; shown once, not after a reload. */
export function useCarriedFeedback() {
  const location = useLocation();
  const navigate = useNavigate();
  const carried = (location.state as CarriedFeedback | null)?.feedback ?? null;
  const [feedback, setFeedback] = useState<Feedback | null>(carried);
  useEffect(() => {
    if (carried) void navigate(location.pathname, { replace: true, state: null });
  }, [carried, navigate, location.pathname]);
  return [feedback, setFeedback] as const;
}
