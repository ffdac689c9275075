import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { Avatar } from '../../ui/avatar';
import { ButtonLink } from '../../ui/button';
import { type SeatPerson, seatsQuery } from './api';
import { Card } from './billing-shell';

/** The billing page's 'Seats' card, shown only for a plan with more than one seat. */
export function SeatsPanel() {
  const t = useTrans();
  const me = useCurrentUser();
  const query = useQuery(seatsQuery);
  const data = query.data;
  if (!data || data.seats <= 1) return null;
  const free = Math.max(0, data.seats - data.used);
  return (
    <Card title={t('Seats')} testId="seats" icon={<Users size={18} />}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="text-2xl font-bold tracking-tight text-fg" data-testid="seats-used">
            {t(':used of :seats seats used', { used: data.used, seats: data.seats })}
          </p>
          <p className="mt-1 text-sm text-muted">{t('Members of workspaces you own share your plan, in the order they joined.')}</p>
          <SeatMeter used={data.used} seats={data.seats} />
        </div>
        <ButtonLink href="/workspaces" variant="outline" className="shrink-0">
          {t('Manage members')}
        </ButtonLink>
      </div>

      <ul className="mt-5 divide-y divide-line border-t border-line" data-testid="seat-holders">
        {me && (
          <PersonRow
            name={me.name || me.email}
            image={me.image}
            detail={t('Subscriber')}
            badge={<span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">{t('You')}</span>}
          />
        )}
        {data.holders.map((p) => (
          <PersonRow key={p.id} name={p.name || p.email} image={p.image} detail={p.workspace.name} />
        ))}
        {free > 0 && (
          <li className="py-3 text-sm text-muted" data-testid="seats-free">
            {t(
              '[one] :count seat is free: invite someone to a workspace you own.|[other] :count seats are free: invite people to a workspace you own.',
              {
                count: free,
              },
            )}
          </li>
        )}
      </ul>

      {data.waiting.length > 0 && (
        <div className="mt-5" data-testid="seat-waiting">
          <h3 className="text-sm font-semibold text-fg">{t('Waiting for a seat')}</h3>
          <p className="mt-0.5 text-xs text-muted">{t('They get the plan as soon as a seat frees up.')}</p>
          <ul className="mt-2 divide-y divide-line">
            {data.waiting.map((p) => (
              <PersonRow key={p.id} name={p.name || p.email} image={p.image} detail={p.workspace.name} muted />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function SeatMeter({ used, seats }: { used: number; seats: number }) {
  const percent = Math.min(100, Math.round((used / seats) * 100));
  return (
    <div className="mt-3 h-1.5 w-full max-w-sm overflow-hidden rounded-full bg-primary/15" aria-hidden>
      <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}

function PersonRow({
  name,
  image,
  detail,
  badge,
  muted,
}: {
  name: string;
  image: SeatPerson['image'];
  detail: string;
  badge?: ReactNode;
  muted?: boolean;
}) {
  return (
    <li className={`flex items-center gap-3 py-3 ${muted ? 'opacity-70' : ''}`}>
      <Avatar label={name} src={image} size={36} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 truncate text-sm font-medium text-fg">
          <span className="truncate">{name}</span>
          {badge}
        </p>
        <p className="truncate text-xs text-muted">{detail}</p>
      </div>
    </li>
  );
}
