import { useTrans } from '../../shell/i18n';
import { useAppearanceDraft } from './editor-draft';
import { CodeArea, EditorHeader, EditorShell } from './editor-kit';

/** Custom code: CSS (previewed live) and HTML/JavaScript added before </body> of every page. */
export default function CustomCodePanel() {
  const t = useTrans();
  const draft = useAppearanceDraft();
  return (
    <EditorShell draft={draft} section="custom_code." testId="appearance-custom-code-panel">
      <EditorHeader
        title={t('Custom code')}
        description={t('Added to every page of the site. Tab indents; press Escape, then Tab, to leave a code box.')}
      />
      <div className="flex flex-col gap-4 px-4">
        <CodeArea
          label={t('Custom CSS')}
          testId="custom-css"
          value={draft.value<string>('custom_code.css') ?? ''}
          description={t('Shows in the preview as you type.')}
          error={draft.errors['custom_code.css']}
          onChange={(v) => draft.set('custom_code.css', v)}
        />
        <CodeArea
          label={t('Custom HTML and JavaScript')}
          testId="custom-html"
          value={draft.value<string>('custom_code.html') ?? ''}
          description={t(
            'Added before the end of the page body; the preview reloads with it after saving. Script tags run; inline onclick-style attributes are blocked by the security policy.',
          )}
          error={draft.errors['custom_code.html']}
          onChange={(v) => draft.set('custom_code.html', v)}
        />
      </div>
    </EditorShell>
  );
}
