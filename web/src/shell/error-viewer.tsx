import { Bug, ChevronDown, ChevronRight, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { DebugException, DebugFrame } from '../api/http';
import { resolvePath } from '../api/http';
import { buttonClass } from '../ui/button';
import { CloseButton, DialogFrame } from '../ui/dialog';
import { closeErrorViewer, errorViewerStore } from './error-viewer-store';
import { groupFrames } from './frame-groups';
import { useTrans } from './i18n';
import { useStore } from './store';

export function ErrorViewerHost() {
  const exception = useStore(errorViewerStore);
  if (!exception) return null;
  return (
    <DialogFrame isOpen onClose={closeErrorViewer} size="full" label="An error occured">
      <ErrorViewer exception={exception} />
    </DialogFrame>
  );
}

const shortFile = (file: string) => file.replace(/^.*?\/(src|node_modules|cli|migrations)\//, '$1/');

function ErrorViewer({ exception }: { exception: DebugException }) {
  const t = useTrans();
  const groups = useMemo(() => groupFrames(exception.frames), [exception]);
  const firstAppFrame = Math.max(
    0,
    exception.frames.findIndex((f) => !f.vendor),
  );
  const [selected, setSelected] = useState(firstAppFrame);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const frame = exception.frames[selected];
  const toggle = (i: number) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <div className="flex h-dvh flex-col bg-background text-fg" data-testid="error-viewer">
      <header className="flex items-center gap-3 border-b border-line bg-surface px-4 py-3 md:px-6">
        <span className="grid size-9 place-items-center rounded-lg bg-danger/15 text-danger">
          <Bug size={18} aria-hidden />
        </span>
        <h1 className="me-auto text-lg font-semibold">{t('An error occured')}</h1>
        <a href={resolvePath('api/v1/logs/error/download-latest')} download className={buttonClass('outline', 'sm')}>
          <Download size={16} aria-hidden />
          {t('Download log')}
        </a>
        <CloseButton onClose={closeErrorViewer} />
      </header>
      <div className="border-b border-line px-4 py-5 md:px-6">
        <p className="font-mono text-sm font-semibold text-danger">{exception.name}</p>
        <p className="mt-1 text-lg leading-7 break-words md:text-xl">{exception.message}</p>
      </div>
      <div className="grid min-h-0 flex-1 md:grid-cols-[minmax(280px,420px)_1fr]">
        <ol className="min-h-0 overflow-y-auto border-b border-line md:border-e md:border-b-0" aria-label={t('Stack frames')}>
          {groups.map((g, gi) =>
            g.vendor ? (
              <li key={`v${gi}`} className="border-b border-line/60">
                <button
                  type="button"
                  onClick={() => toggle(gi)}
                  className="flex w-full items-center gap-2 px-4 py-2.5 text-start text-xs font-medium text-muted hover:bg-fg/4"
                >
                  {expanded.has(gi) ? <ChevronDown size={14} aria-hidden /> : <ChevronRight size={14} aria-hidden />}
                  <span className="me-auto">{expanded.has(gi) ? t('Collapse vendor frames') : t('Expand vendor frames')}</span>
                  <span className="rounded-full bg-fg/8 px-2 py-0.5 tabular-nums">{g.frames.length}</span>
                </button>
                {expanded.has(gi) && (
                  <ol>
                    {g.frames.map(({ frame: f, index }) => (
                      <FrameRow key={index} frame={f} active={index === selected} onSelect={() => setSelected(index)} />
                    ))}
                  </ol>
                )}
              </li>
            ) : (
              <FrameRow key={g.index} frame={g.frame} active={g.index === selected} onSelect={() => setSelected(g.index)} />
            ),
          )}
        </ol>
        <section className="min-h-0 overflow-auto p-4 md:p-6" aria-label={t('Code')}>
          {frame && (
            <>
              <p className="mb-3 font-mono text-xs text-muted break-all">
                {shortFile(frame.file)}
                {frame.line ? `:${frame.line}` : ''}
              </p>
              {frame.snippet ? (
                <pre className="overflow-x-auto rounded-theme border border-line bg-surface py-3 font-mono text-[13px] leading-6">
                  {frame.snippet.lines.map((line, i) => {
                    const number = frame.snippet!.start + i;
                    const failing = number === frame.line;
                    return (
                      <div key={number} className={`flex px-4 ${failing ? 'bg-danger/15' : ''}`} data-failing={failing || undefined}>
                        <span
                          className={`w-12 shrink-0 select-none pe-4 text-end tabular-nums ${failing ? 'text-danger' : 'text-muted/70'}`}
                        >
                          {number}
                        </span>
                        <code className="whitespace-pre">{line || ' '}</code>
                      </div>
                    );
                  })}
                </pre>
              ) : (
                <p className="text-sm text-muted">{t('No code preview for this frame.')}</p>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function FrameRow({ frame, active, onSelect }: { frame: DebugFrame; active: boolean; onSelect: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={active || undefined}
        className={`flex w-full flex-col gap-0.5 border-b border-line/60 border-s-2 px-4 py-2.5 text-start hover:bg-fg/4 ${active ? 'border-s-primary bg-primary/8' : 'border-s-transparent'}`}
      >
        <span className="truncate font-mono text-xs font-semibold">{frame.method || '(anonymous)'}</span>
        <span className="truncate font-mono text-[11px] text-muted">
          {shortFile(frame.file)}
          {frame.line ? `:${frame.line}` : ''}
        </span>
      </button>
    </li>
  );
}
