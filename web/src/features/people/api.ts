import { useQuery } from '@tanstack/react-query';
import { http } from '../../api';
import type { ImageJson, PersonSummary, TitleSummary } from '../../ui/catalogue/types';

export interface PersonCredit {
  id: number;
  department: string;
  job: string | null;
  character: string | null;
  season_number: number | null;
  episode_number: number | null;
  episode_name: string | null;
  title: TitleSummary & { popularity: number };
}

export interface PersonDetail extends PersonSummary {
  biography: string | null;
  birth_date: string | null;
  death_date: string | null;
  birth_place: string | null;
  gender: string | null;
  known_for: string | null;
  known_for_titles: TitleSummary[];
  credits: Record<string, PersonCredit[]>;
  credits_count: number;
  images: ImageJson[];
  /** Whether the signed-in viewer follows them (absent for guests). */
  is_following?: boolean;
}

export const personKey = (id: string) => ['people', id] as const;

export const usePerson = (id: string) =>
  useQuery({ queryKey: personKey(id), queryFn: () => http.get<{ person: PersonDetail }>(`people/${id}`), meta: { silent: true } });
