import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { modernPrefixer } from './modern-prefixer';

/** The CSS an emotion cache with these plugins writes for one style object. */
function cssOf(styles: Record<string, string>, plugins: 'modern' | 'emotion default' = 'modern'): string {
  const stylisPlugins = plugins === 'modern' ? [modernPrefixer] : undefined;
  const cache = createCache({ key: 'test', stylisPlugins, container: document.head });
  const written: string[] = [];
  const serialized = serializeStyles([styles], cache.registered);
  cache.insert(
    '.x',
    serialized,
    { ...cache.sheet, insert: (rule: string) => written.push(rule) } as never,
    false,
  );
  return written.join('');
}

describe('modernPrefixer', () => {
  it('writes the -webkit- copy current Safari and Chromium still need, before the standard name', () => {
    const css = cssOf({ userSelect: 'none', backdropFilter: 'blur(4px)', maskImage: 'url(a.svg)' });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-mask-image:url(a.svg);mask-image:url(a.svg);');
  });

  it('leaves flex, transitions and sizes as written, where the default prefixer multiplied them', () => {
    const styles = { display: 'flex', flexGrow: '1', alignItems: 'center', transition: 'transform 1s' };
    expect(cssOf(styles)).toBe('.x{display:flex;flex-grow:1;align-items:center;transition:transform 1s;}');
    // Emotion's default (its stylis prefixer) for the same style: what the first screen no longer parses.
    const byDefault = cssOf(styles, 'emotion default');
    expect(byDefault).toContain('-ms-flex-positive:1');
    expect(byDefault.length).toBeGreaterThan(2 * cssOf(styles).length);
  });
});
