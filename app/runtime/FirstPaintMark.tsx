/** Marks the app's first render as committed and painted (afterPaint.ts `afterAppPaint` waits for it). */
import { useEffect } from 'react';
import { afterPaint, markAppPainted } from './afterPaint.ts';

export function FirstPaintMark(): null {
  useEffect(() => {
    void afterPaint().then(markAppPainted);
  }, []);
  return null;
}
