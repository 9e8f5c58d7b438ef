import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline, ticking once a second; `restart(n)` sets a new deadline n seconds away. */
export const useCountdown = (
  initialSeconds = 0,
): { secondsLeft: number; restart: (seconds: number) => void } => {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  const restart = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  return { secondsLeft, restart };
};
