import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isHttpError } from '../api/http';
import { NotFoundPage, RouteErrorPage } from '../shell/screens/not-found';
import { Skeleton, SkeletonText } from './skeleton';
import { pageFrame } from './catalogue/section';

/** Loading skeleton, not-found on 404, a generic error otherwise; children once the data is there. */
export function QueryPage<T>({
  query,
  children,
  skeleton,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
}) {
  if (query.isPending) return <>{skeleton ?? <DetailSkeleton />}</>;
  if (query.isError) return isHttpError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  return <>{children(query.data)}</>;
}

export function DetailSkeleton() {
  return (
    <div aria-busy className={`${pageFrame} flex flex-col gap-6 pb-16 pt-[38vw] md:flex-row md:items-end md:gap-10 md:pt-40`}>
      <Skeleton className="aspect-[2/3] w-32 shrink-0 md:w-64 lg:w-72" />
      <div className="w-full max-w-2xl">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="mt-3 h-10 w-3/4" />
        <Skeleton className="mt-4 h-4 w-1/2" />
        <SkeletonText className="mt-6" lines={3} />
      </div>
    </div>
  );
}
