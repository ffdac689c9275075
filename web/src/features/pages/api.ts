import { queryKeys } from '../../api';
import { api } from '../../api/client';

export const customPageQuery = (idOrSlug: string) => ({
  queryKey: queryKeys.customPage(idOrSlug),
  queryFn: () => api.get('custom-pages/{idOrSlug}', { path: { idOrSlug } }),
});

export type ContactMessage = {
  name: string;
  email: string;
  message: string;
  recaptcha_token?: string;
};

export const sendContactMessage = (body: ContactMessage) => api.post('contact-page', { body });
