export type Tree = { [key: string]: string | Tree };

/** Later trees win key by key; nested groups merge rather than replace each other. */
export const mergeTrees = (...trees: Tree[]): Tree =>
  trees.reduce<Tree>((result, extra) => {
    const merged: Tree = { ...result };
    for (const [key, value] of Object.entries(extra)) {
      const current = merged[key];
      merged[key] =
        typeof value === 'object' && typeof current === 'object' ? mergeTrees(current, value) : value;
    }
    return merged;
  }, {});
