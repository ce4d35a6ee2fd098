import { config } from 'zod/v4/core';
import { ru } from 'zod/v4/locales';

// Messages of rules without our own text come from zod's Russian locale, never English. Zod's config is one global
// object: set through zod/v4/core, neither the rest of zod nor any other locale comes with it. Imported by the forms
// (zod-resolver.ts), so that it loads with the screens that validate, not in every first load (issue 14).
config(ru());
