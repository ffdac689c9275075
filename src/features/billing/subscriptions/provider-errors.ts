import { stripeLibrary } from '../stripe.client';
import { AppError } from '../../../http/errors';
import { ProviderError } from '../../../platform/provider-failure';

/**
 * A provider's refusal (Stripe: invalid request, card declined) becomes a 422 carrying its message,
 * so an admin or subscriber sees why; an unreachable or failing provider becomes a 502, never a 500.
 */
export async function viaProvider<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw stripeFailure(err);
  }
}

/**
 * A Stripe error as the AppError to answer with: a refusal (invalid request, declined card) is a 422
 * with Stripe's message; Stripe out of reach is a 503, a failing Stripe a 502, each naming Stripe and
 * what to do. Anything else passes through unchanged.
 */
export function stripeFailure(err: unknown): unknown {
  // an error object of Stripe's own can only exist once the library is loaded
  if (!(err instanceof Error) || !err.constructor.name.startsWith('Stripe') || !(err instanceof stripeLibrary().errors.StripeError))
    return err;
  if (err.type === 'StripeInvalidRequestError' || err.type === 'StripeCardError') return new AppError(422, err.message);
  if (err.type === 'StripeConnectionError') {
    return new ProviderError(
      'Stripe',
      503,
      "Stripe could not be reached. Check this server's internet connection and Stripe's status page, then try again.",
      err,
    );
  }
  if (err.type === 'StripeAuthenticationError' || err.type === 'StripePermissionError') {
    return new ProviderError('Stripe', 502, 'Stripe refused the API key: check the Stripe secret key in the billing settings.', err);
  }
  return new ProviderError(
    'Stripe',
    502,
    "Stripe could not complete the request. Try again in a few minutes; if it keeps failing, check Stripe's status page.",
    err,
  );
}

/** True for an AppError that says an outside provider failed (not that the request was wrong). */
export const isProviderOutage = (err: unknown): err is AppError => err instanceof AppError && err.status >= 502 && err.status <= 504;
