import { http, queryKeys } from '../../api';

export interface CustomPage {
  id: number;
  slug: string;
  title: string;
  body: string;
  hide_nav?: boolean;
}

export interface CustomPageResponse {
  page: CustomPage;
  seo?: unknown;
  set_seo?: boolean;
}

export const customPageQuery = (idOrSlug: string) => ({
  queryKey: queryKeys.customPage(idOrSlug),
  queryFn: () => http.get<CustomPageResponse>(`custom-pages/${encodeURIComponent(idOrSlug)}`),
});

export type ContactMessage = {
  name: string;
  email: string;
  message: string;
  recaptcha_token?: string;
};

export const sendContactMessage = (body: ContactMessage) => http.post<{ message?: string }>('contact-page', body);
