// Start-up's Intl warm-up (intl-warmup.ts): makes the app's formats once in this worker, so the
// process's ICU data is loaded off the main thread, then says so and is ended.
import { APP_LOCALES, warmFormats } from './format-options';

for (const locale of APP_LOCALES) warmFormats(locale);
postMessage('warm');
