/** Runs `run` once, after the app's first render has been committed and painted (main.tsx starts the run so). */
import { useEffect } from 'react';
import { afterPaint, markAppPainted } from './afterPaint.ts';

let ran = false;

export function AfterFirstPaint({ run }: { readonly run: () => void }): null {
  useEffect(() => {
    if (ran) return; // StrictMode runs effects twice in development
    ran = true;
    void afterPaint().then(run);
  }, [run]);
  return null;
}

/** Marks the app's first render as painted (afterPaint.ts `afterAppPaint`). */
export function FirstPaintMark(): null {
  useEffect(() => {
    void afterPaint().then(markAppPainted);
  }, []);
  return null;
}
