/** Set at build time by build.mjs; `dev` when running from source. */
export const APP_VERSION: string = process.env.APP_VERSION ?? 'dev';
