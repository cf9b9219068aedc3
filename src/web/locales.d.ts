// A language's messages, a part of its catalogue (locales/<locale>.po), made by the build
// (scripts/vite-messages.ts, decision record 019): `virtual:messages/<locale>-entry` and `-rest`.
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The loaders of every language's two parts.
declare module 'virtual:messages/loaders' {
  import type { Messages } from '@lingui/core';
  type Load = () => Promise<{ messages: Messages }>;
  export const loaders: Record<'en' | 'ha' | 'yo' | 'ig' | 'pcm', { entry: Load; rest: Load }>;
}
