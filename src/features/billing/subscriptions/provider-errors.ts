import Stripe from 'stripe';
import { AppError } from '../../../http/errors';

/**
 * A provider's refusal (Stripe: invalid request, card declined) becomes a 422 carrying its message,
 * so an admin or subscriber sees why; an unreachable or failing provider becomes a 502, never a 500.
 */
export async function viaProvider<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      if (err.type === 'StripeInvalidRequestError' || err.type === 'StripeCardError') throw new AppError(422, err.message);
      throw new AppError(502, 'The payment provider could not complete the request. Please try again.');
    }
    throw err;
  }
}
