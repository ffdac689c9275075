import Image from '@tiptap/extension-image';
import { EditorContent, type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
  Unlink,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, type ControllerProps, type FieldPath, type FieldValues, type Control } from 'react-hook-form';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { inputClass } from '../../ui/field';
import { UrlDialog } from './url-dialog';

/** The look of stored article/page HTML, shared by the editor and previews. */
export const richTextClass =
  'leading-7 text-fg/90 [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-primary [&_blockquote]:ps-4 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_hr]:my-6 [&_hr]:border-line [&_img]:my-4 [&_img]:max-w-full [&_img]:rounded-theme [&_li]:ms-6 [&_ol]:list-decimal [&_p]:mt-3 [&_ul]:list-disc [&>*:first-child]:mt-0';

interface HtmlEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  description?: string;
  /** Focus target for react-hook-form's shouldFocus. */
  ref?: (el: { focus: () => void } | null) => void;
}

/**
 * A rich-text editor (tiptap) with a toolbar and an HTML 'source' mode. In source mode the typed
 * HTML is sent as is: the server sanitizes every save, and a new `value` from outside (the saved,
 * sanitized body) replaces what both modes show.
 */
export function HtmlEditor({ label, value, onChange, error, description, ref }: HtmlEditorProps) {
  const t = useTrans();
  const id = useId();
  const [source, setSource] = useState<string | null>(null);
  // The HTML this component reported that has not come back as `value` yet, oldest first. The form
  // hands each edit back a render later, and under load that render's effect can run after the
  // next keystroke or link: an older edit coming back then is an echo, not a new value (a form
  // reset), and replacing the content with it would undo the newest edit and drop the selection.
  const reported = useRef<string[]>([]);
  // the value the editor last agreed with: the initial one, an echo, or one set from outside
  const synced = useRef(value);
  // the last HTML the form was given or gave: what a save would send
  const inForm = useRef(value);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const emit = (html: string) => {
    reported.current.push(html);
    inForm.current = html;
    onChange(html);
  };
  const htmlOf = (e: Editor) => (e.isEmpty ? '' : e.getHTML());
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } }), Image],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'data-testid': 'html-editor-content',
        class: `min-h-64 px-4 py-3 focus:outline-none ${richTextClass}`,
      },
    },
    onUpdate: ({ editor: e }) => emit(htmlOf(e)),
    // Leaving the editor (to press Save, say) hands the form exactly what it shows, should an edit
    // have been lost on the way: what is saved is never older than what the admin sees.
    onBlur: ({ editor: e }) => {
      if (htmlOf(e) !== inForm.current) emit(htmlOf(e));
    },
  });

  useEffect(() => {
    if (!editor) return;
    const echo = reported.current.indexOf(value);
    if (echo !== -1) reported.current.splice(0, echo + 1);
    else if (value !== synced.current) {
      reported.current = [];
      inForm.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
      setSource((s) => (s === null ? null : value));
    }
    synced.current = value;
  }, [value, editor]);

  useEffect(() => {
    ref?.({ focus: () => (source !== null ? textarea.current?.focus() : editor?.commands.focus()) });
    return () => ref?.(null);
  }, [ref, editor, source]);

  const toggleSource = () => {
    if (!editor) return;
    if (source === null) return setSource(value);
    editor.commands.setContent(source, { emitUpdate: false });
    setSource(null);
    emit(htmlOf(editor));
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={source !== null ? `${id}-source` : id}
        className="text-sm font-medium text-fg"
        onClick={() => source === null && editor?.commands.focus()}
      >
        {label}
      </label>
      <div
        className={`overflow-hidden rounded-theme border bg-background/60 focus-within:ring-3 ${error ? 'border-danger focus-within:ring-danger/25' : 'border-line focus-within:border-primary focus-within:ring-primary/25'}`}
      >
        {editor && <Toolbar editor={editor} sourceMode={source !== null} onToggleSource={toggleSource} />}
        {source !== null ? (
          <textarea
            ref={textarea}
            id={`${id}-source`}
            aria-label={t(':label (HTML source)', { label })}
            data-testid="html-editor-source"
            spellCheck={false}
            value={source}
            onChange={(e) => {
              setSource(e.target.value);
              emit(e.target.value);
            }}
            className={`${inputClass} block min-h-64 rounded-none border-0 bg-transparent py-3 font-mono text-xs leading-5 focus:ring-0`}
          />
        ) : (
          <EditorContent editor={editor} aria-invalid={error ? true : undefined} />
        )}
      </div>
      {description && !error && <p className="text-xs text-muted">{description}</p>}
      {error && (
        <p className="text-xs font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor, sourceMode, onToggleSource }: { editor: Editor; sourceMode: boolean; onToggleSource: () => void }) {
  const t = useTrans();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const toolbar = useRef<HTMLDivElement>(null);
  const chain = () => editor.chain().focus();
  const addLink = async () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const result = await openDialog<{ url: string }>((close) => <UrlDialog title={t('Insert link')} initial={current} onDone={close} />, {
      size: 'sm',
      label: t('Insert link'),
    });
    if (result && editor.state.selection.empty && !state.link) {
      editor
        .chain()
        .insertContent({ type: 'text', text: result.url, marks: [{ type: 'link', attrs: { href: result.url } }] })
        .run();
    } else if (result) {
      editor.chain().extendMarkRange('link').setLink({ href: result.url }).run();
    }
    returnAfterDialog(editor, toolbar.current);
  };
  const addImage = async () => {
    const result = await openDialog<{ url: string; alt?: string }>(
      (close) => <UrlDialog title={t('Insert image')} withAlt onDone={close} />,
      { size: 'sm', label: t('Insert image') },
    );
    if (result)
      editor
        .chain()
        .setImage({ src: result.url, alt: result.alt ?? '' })
        .run();
    returnAfterDialog(editor, toolbar.current);
  };
  const off = sourceMode;
  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label={t('Formatting')}
      className="flex flex-wrap items-center gap-0.5 border-b border-line bg-raised/60 p-1.5"
    >
      <Tool label={t('Bold')} active={state.bold} disabled={off} onClick={() => chain().toggleBold().run()}>
        <Bold />
      </Tool>
      <Tool label={t('Italic')} active={state.italic} disabled={off} onClick={() => chain().toggleItalic().run()}>
        <Italic />
      </Tool>
      <Tool label={t('Strikethrough')} active={state.strike} disabled={off} onClick={() => chain().toggleStrike().run()}>
        <Strikethrough />
      </Tool>
      <Divider />
      <Tool label={t('Heading')} active={state.h2} disabled={off} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 />
      </Tool>
      <Tool label={t('Subheading')} active={state.h3} disabled={off} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 />
      </Tool>
      <Tool label={t('Bulleted list')} active={state.bullet} disabled={off} onClick={() => chain().toggleBulletList().run()}>
        <List />
      </Tool>
      <Tool label={t('Numbered list')} active={state.ordered} disabled={off} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered />
      </Tool>
      <Tool label={t('Quote')} active={state.quote} disabled={off} onClick={() => chain().toggleBlockquote().run()}>
        <Quote />
      </Tool>
      <Tool label={t('Divider line')} disabled={off} onClick={() => chain().setHorizontalRule().run()}>
        <Minus />
      </Tool>
      <Divider />
      <Tool label={t('Link')} active={state.link} disabled={off} onClick={() => void addLink()}>
        <Link2 />
      </Tool>
      {state.link && !off && (
        <Tool label={t('Remove link')} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
          <Unlink />
        </Tool>
      )}
      <Tool label={t('Image')} disabled={off} onClick={() => void addImage()}>
        <ImagePlus />
      </Tool>
      <Divider />
      <Tool label={t('Undo')} disabled={off || !state.undo} onClick={() => chain().undo().run()}>
        <Undo2 />
      </Tool>
      <Tool label={t('Redo')} disabled={off || !state.redo} onClick={() => chain().redo().run()}>
        <Redo2 />
      </Tool>
      <button
        type="button"
        aria-pressed={sourceMode}
        onClick={onToggleSource}
        data-testid="html-editor-source-toggle"
        className={`ms-auto inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-xs font-semibold transition-colors ${sourceMode ? 'bg-primary text-on-primary' : 'text-muted hover:bg-fg/8 hover:text-fg'}`}
      >
        <Code2 className="size-4" aria-hidden />
        {t('Source')}
      </button>
    </div>
  );
}

/**
 * Puts the focus back in the editor once a toolbar dialog has closed, a frame later (as tiptap's
 * focus() does, after the dialog has gone and react-aria has returned the focus to the toolbar).
 * Only from the toolbar, the editor or nowhere: had the admin already clicked into another field
 * (a busy machine can take that long to draw the frame), taking the focus from it would put what
 * they type next into the article, over the words just linked.
 */
function returnAfterDialog(editor: Editor, toolbar: HTMLElement | null) {
  requestAnimationFrame(() => {
    if (editor.isDestroyed) return;
    const active = document.activeElement;
    if (active && active !== document.body && !toolbar?.contains(active) && !editor.view.dom.contains(active)) return;
    editor.view.focus();
    editor.commands.scrollIntoView();
  });
}

function Tool({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active ?? undefined}
      disabled={disabled}
      // keep the editor's selection: a mousedown on the button would otherwise blur it first
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-8 items-center justify-center rounded-md transition-colors disabled:opacity-35 [&_svg]:size-4 ${active ? 'bg-primary/15 text-primary' : 'text-muted hover:bg-fg/8 hover:text-fg'}`}
    >
      {children}
    </button>
  );
}

const Divider = () => <span aria-hidden className="mx-1 h-5 w-px bg-line" />;

/** An HtmlEditor bound to the string field `name` of a react-hook-form form. */
export function HtmlField<V extends FieldValues, N extends FieldPath<V>>({
  control,
  name,
  label,
  rules,
}: {
  control: Control<V>;
  name: N;
  label: string;
  rules?: ControllerProps<V, N>['rules'];
}) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <HtmlEditor label={label} value={field.value} onChange={field.onChange} ref={field.ref} error={fieldState.error?.message} />
      )}
    />
  );
}
