import { useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../api/client';

type ContractPerson = ApiResponse<'get', 'people/{id}'>['person'];

export type PersonCredit = ContractPerson['credits'][string][number];

/** The contract's person, plus what the follows feature adds for a signed-in viewer. */
export interface PersonDetail extends ContractPerson {
  /** Whether the signed-in viewer follows them (absent for guests). */
  is_following?: boolean;
}

export const personKey = (id: string) => ['people', id] as const;

export const usePerson = (id: string) =>
  useQuery({
    queryKey: personKey(id),
    queryFn: (): Promise<{ person: PersonDetail }> => api.get('people/{id}', { path: { id } }),
    meta: { silent: true },
  });
