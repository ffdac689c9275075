// @vitest-environment happy-dom
import type { Editor } from '@tiptap/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HtmlEditor } from './html-editor';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
afterEach(async () => act(async () => root.render(null)));

/** Renders the editor with `value` as the form would pass it; returns tiptap's editor and what it reported. */
async function renderEditor(value: string, reported: string[] = []) {
  await act(async () => root.render(<HtmlEditor label="Body" value={value} onChange={(html) => reported.push(html)} />));
  const dom = container.querySelector('[data-testid="html-editor-content"]') as (HTMLElement & { editor?: Editor }) | null;
  return { editor: dom!.editor!, reported };
}

describe('HtmlEditor', () => {
  it('keeps the newest edit and the selection when the form hands back an older edit late', async () => {
    const { editor, reported } = await renderEditor('<p>Read the full review</p>');
    await act(async () => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, '.');
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, '.');
    });
    expect(reported).toEqual(['<p>Read the full review.</p>', '<p>Read the full review..</p>']);
    // 'full review' selected, as a link is about to be made of it
    await act(async () => editor.commands.setTextSelection({ from: 10, to: 21 }));

    // the render of the first edit, whose effect runs only now (after the second)
    await renderEditor(reported[0]!);
    expect(editor.getHTML()).toBe('<p>Read the full review..</p>');
    expect(editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to)).toBe('full review');
    await renderEditor(reported[1]!);
    expect(editor.getHTML()).toBe('<p>Read the full review..</p>');
    expect(editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to)).toBe('full review');
  });

  it('shows a value set from outside, such as the saved and sanitized body', async () => {
    const { editor, reported } = await renderEditor('<p>Draft</p>');
    await act(async () => editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' two'));
    await renderEditor(reported[0]!);
    await renderEditor('<p>Saved <em>words</em></p>');
    expect(editor.getHTML()).toBe('<p>Saved <em>words</em></p>');
    // and the initial value again, after edits: a form reset to its defaults
    await renderEditor('<p>Draft</p>');
    expect(editor.getHTML()).toBe('<p>Draft</p>');
  });

  it('hands the form what it shows when focus leaves, should an edit not have reached it', async () => {
    const { editor, reported } = await renderEditor('<p>Draft</p>');
    await act(async () => editor.commands.focus());
    // a change the form never heard of (as an update lost on the way would leave it)
    await act(async () =>
      editor.commands.setContent('<p>Read the <a href="https://example.com/r">full review</a></p>', { emitUpdate: false }),
    );
    expect(reported).toEqual([]);
    await act(async () => editor.commands.blur());
    expect(reported).toHaveLength(1);
    expect(reported[0]).toContain('href="https://example.com/r"');
    // nothing new on the next blur: the form already has it
    await act(async () => editor.commands.focus());
    await act(async () => editor.commands.blur());
    expect(reported).toHaveLength(1);
  });
});
