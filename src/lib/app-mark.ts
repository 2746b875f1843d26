/**
 * On `<html>` while the app runs or is on its way (scripts/prerender/early-events.js sets it, drops
 * it once the app will not start; the app sets it as it answers). Without it, what only the app
 * opens is shown open: the FAQ's answers.
 */
export const APP_MARK = 'data-app';
