// The seconds left before a code may be asked again; counted from a deadline, so a tab that was
// asleep shows the right number when it wakes.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(deadline));

  useEffect(() => {
    setSecondsLeft(secondsUntil(deadline));
    if (secondsUntil(deadline) === 0) return;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { secondsLeft, restart };
}
