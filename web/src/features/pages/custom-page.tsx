import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { isHttpError } from '../../api';
import { paths } from '../../paths';
import { NotFoundPage, RouteErrorPage } from '../../shell/screens/not-found';
import { Skeleton } from '../../ui/skeleton';
import { customPageQuery } from './api';

/** pages/{pageSlug} and pages/{pageId}/{pageSlug}: a title and an HTML body (sanitized on save). */
export default function CustomPageView() {
  const params = useParams<{ pageSlug?: string; pageId?: string }>();
  const idOrSlug = params.pageId ?? params.pageSlug ?? '';
  const query = useQuery(customPageQuery(idOrSlug));
  const [, navigate] = useLocation();
  const status = isHttpError(query.error) ? query.error.status : null;

  useEffect(() => {
    // spec section 8: a page that needs a signed-in user sends guests to /login
    if (status === 401 || status === 403) navigate(paths.login, { replace: true });
  }, [status, navigate]);

  useEffect(() => {
    if (query.data?.page.title) document.title = `${query.data.page.title} - ${document.title.split(' - ').pop()}`;
  }, [query.data?.page.title]);

  if (query.isPending) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10" aria-busy="true">
        <Skeleton className="h-9 w-2/3" />
        <div className="mt-8 space-y-3">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-4 w-full" />
          ))}
        </div>
      </div>
    );
  }
  if (status === 404) return <NotFoundPage />;
  if (query.isError) return <RouteErrorPage />;

  const { page } = query.data;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="custom-page">
      <h1 className="text-3xl font-bold tracking-tight">{page.title}</h1>
      <div
        className="prose-page mt-8 space-y-4 leading-7 text-fg [&_a]:text-primary [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc"
        // the server sanitizes page bodies with sanitize-html on every save
        dangerouslySetInnerHTML={{ __html: page.body }}
      />
    </article>
  );
}
