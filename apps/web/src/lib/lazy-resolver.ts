import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TFieldValues extends FieldValues, TContext, TTransformed> = Resolver<
  TFieldValues,
  TContext,
  TTransformed
> & {
  /** Starts the download (idempotent): call it when the user turns to the form. */
  preload: () => void;
};

/**
 * A react-hook-form resolver that downloads the real one (zod and the shared schema) on first use. A screen
 * whose form is its first view (sign-in) shows without them; `preload` on the form's first focus has them in
 * by the time the user submits, and a submit before that waits for them.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): LazyResolver<TFieldValues, TContext, TTransformed> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is tried again on the next validation
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
