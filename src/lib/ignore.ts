/**
 * For `.catch(ignore)`: a failure that is handled elsewhere (the query cache logs and keeps it,
 * the screen shows it) and that would otherwise surface as an unhandled rejection.
 */
export const ignore = (): undefined => undefined;
