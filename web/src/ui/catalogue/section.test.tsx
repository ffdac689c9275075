// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Section } from './section';

describe('Section', () => {
  it('names its list in the text of its "See all" link, after the visible words', () => {
    const html = renderToString(
      <Section title="Popular movies" more="/lists/1">
        <p>row</p>
      </Section>,
    );
    const links = [...html.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''));
    expect(links).toContain('See all: Popular movies');
    // a label of its own already says what it opens
    const own = renderToString(
      <Section title="Images" more="/titles/1/images" moreLabel="All 12 images">
        <p>row</p>
      </Section>,
    );
    expect(own).toContain('>All 12 images</a>');
  });
});
