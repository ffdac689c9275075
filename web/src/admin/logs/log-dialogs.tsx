import { useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { DialogBody, DialogFooter, DialogHeader, DismissButton } from '../../ui/dialog';
import { Badge } from '../kit/badge';
import type { ErrorLogEntry, OutgoingEmailLogEntry, ScheduleLogEntry } from './api';
import { formatDuration, formatLogTime, toneOf } from './log-format';

function Meta({ rows }: { rows: [string, React.ReactNode][] }) {
  const t = useTrans();
  return (
    <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{t(label)}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const pre =
  'mt-4 max-h-[50dvh] overflow-auto whitespace-pre-wrap break-words rounded-theme border border-line bg-background/60 p-3 font-mono text-xs leading-5';

/**
 * One sent (or logged) e-mail. The HTML body is shown in an iframe sandboxed with no permissions
 * at all: no scripts, no forms, no same-origin access, so a hostile message can do nothing.
 */
export function EmailDialog({ mail, close }: { mail: OutgoingEmailLogEntry; close: () => void }) {
  const t = useTrans();
  const [view, setView] = useState<'html' | 'text'>(mail.html ? 'html' : 'text');
  return (
    <>
      <DialogHeader onClose={close}>{mail.subject || t('(no subject)')}</DialogHeader>
      <DialogBody>
        <Meta
          rows={[
            ['To', mail.to],
            ['From', mail.from ?? '—'],
            [
              'Status',
              <Badge key="s" tone={toneOf(mail.status)}>
                {t(mail.status)}
              </Badge>,
            ],
            ['Date', formatLogTime(mail.created_at)],
            ...(mail.error
              ? ([
                  [
                    'Error',
                    <span key="e" className="text-danger">
                      {mail.error}
                    </span>,
                  ],
                ] as [string, React.ReactNode][])
              : []),
          ]}
        />
        <div className="mt-4 flex gap-1.5" role="group" aria-label={t('Message format')}>
          {(['html', 'text'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              disabled={v === 'html' ? !mail.html : !mail.text}
              onClick={() => setView(v)}
              className={`h-8 rounded-full px-3 text-xs font-semibold transition-colors disabled:opacity-40 ${view === v ? 'bg-primary text-on-primary' : 'bg-fg/8 text-muted hover:text-fg'}`}
            >
              {v === 'html' ? 'HTML' : t('Plain text')}
            </button>
          ))}
        </div>
        {view === 'html' && mail.html ? (
          <iframe
            title={t('Message')}
            sandbox=""
            srcDoc={mail.html}
            referrerPolicy="no-referrer"
            className="mt-3 h-[50dvh] w-full rounded-theme border border-line bg-white"
            data-testid="email-html"
          />
        ) : (
          <pre className={pre} data-testid="email-text">
            {mail.text || t('This message has no plain-text part.')}
          </pre>
        )}
      </DialogBody>
      <CloseFooter close={close} />
    </>
  );
}

function prettyJson(raw: string) {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

export function ErrorDialog({ entry, close }: { entry: ErrorLogEntry; close: () => void }) {
  const t = useTrans();
  return (
    <>
      <DialogHeader onClose={close}>{t('Error details')}</DialogHeader>
      <DialogBody>
        <Meta
          rows={[
            [
              'Level',
              <Badge key="l" tone={toneOf(entry.level)}>
                {entry.level}
              </Badge>,
            ],
            ['Date', formatLogTime(entry.created_at)],
            ...((entry.source === 'client'
              ? [
                  ['Source', t('Browser')],
                  ['Page', entry.url ?? '—'],
                  ['Release', entry.release ?? '—'],
                  ['User agent', entry.user_agent ?? '—'],
                ]
              : [
                  ['Request', entry.url ? `${entry.method ?? ''} ${entry.url}`.trim() : '—'],
                  ['Request ID', entry.request_id ?? '—'],
                ]) as [string, React.ReactNode][]),
            ['User', entry.user_id === null ? '—' : `#${entry.user_id}`],
          ]}
        />
        <p className="mt-4 break-words font-medium">{entry.message}</p>
        {entry.exception && <pre className={pre}>{prettyJson(entry.exception)}</pre>}
      </DialogBody>
      <CloseFooter close={close} />
    </>
  );
}

export function ScheduleDialog({ entry, close }: { entry: ScheduleLogEntry; close: () => void }) {
  const t = useTrans();
  return (
    <>
      <DialogHeader onClose={close}>{entry.command}</DialogHeader>
      <DialogBody>
        <Meta
          rows={[
            [
              'Status',
              <Badge key="s" tone={toneOf(entry.status)}>
                {t(entry.status)}
              </Badge>,
            ],
            ['Ran at', formatLogTime(entry.ran_at)],
            ['Duration', formatDuration(entry.duration_ms)],
          ]}
        />
        <pre className={pre}>{entry.output || t('No output.')}</pre>
      </DialogBody>
      <CloseFooter close={close} />
    </>
  );
}

/** The footer of a log entry dialog: only Close. */
function CloseFooter({ close }: { close: () => void }) {
  const t = useTrans();
  return (
    <DialogFooter>
      <DismissButton onClick={close} label={t('Close')} />
    </DialogFooter>
  );
}
