// Typed keys: `t('missing.key')` in a namespace is a compile error (English is the reference).
import 'i18next';
import type { en } from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
