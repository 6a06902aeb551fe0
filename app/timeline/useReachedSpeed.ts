/** The speed play really reaches, sampled a few times a second while playing (achievedSpeed.ts). */
import { useEffect, useState } from 'react';
import { appStore } from '../store/index.ts';
import { AchievedSpeed } from './achievedSpeed.ts';

const SAMPLE_MS = 250;

/** The reached speed while playing (null when paused or not yet measured). */
export function useReachedSpeed(playing: boolean, speed: number): number | null {
  const [reached, setReached] = useState<number | null>(null);
  useEffect(() => {
    if (!playing) return;
    const meter = new AchievedSpeed();
    const id = window.setInterval(() => {
      meter.sample(performance.now(), appStore.getState().timeUs);
      setReached(meter.speed());
    }, SAMPLE_MS);
    return () => {
      window.clearInterval(id);
      setReached(null);
    };
  }, [playing, speed]);
  return reached;
}
