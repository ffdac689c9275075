import { Component, type ReactNode } from 'react';
import { isHttpError } from '../api/http';
import { NotFoundPage, RouteErrorPage } from './screens/not-found';

interface State {
  error: unknown;
}

/** Catches render errors of a page: a 404 from the API shows the not-found page, anything else the route error. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return isHttpError(error) && error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  }
}
