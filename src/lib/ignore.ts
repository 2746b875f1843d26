/** For `.catch(ignore)`: a failure handled elsewhere that would otherwise be an unhandled rejection. */
export const ignore = (): undefined => undefined;
