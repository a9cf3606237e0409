import { z } from 'zod';

// zod's built-in messages (unknown keys, wrong types) in Spanish, for web and API alike.
// The spec's own messages are set on each schema and take precedence.
z.config(z.locales.es());
