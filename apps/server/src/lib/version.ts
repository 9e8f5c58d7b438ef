/** Set at build time by build.mjs; `dev` when running from source. */
export const APP_VERSION: string = process.env.APP_VERSION ?? 'dev';
/** The source commit the build was made from (build.mjs asks git), or null when unknown. */
export const APP_COMMIT: string | null = process.env.APP_COMMIT || null;
