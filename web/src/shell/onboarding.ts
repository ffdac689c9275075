// Onboarding with a chosen plan (spec: checkout is the destination after onboarding with a chosen
// product and price). The pricing page's visitor button goes to /register?redirectFrom=pricing and
// remembers the pick for this tab; registration then continues to checkout/{productId}/{priceId}.

const KEY = 'mq.onboarding.plan';
const MAX_AGE_MS = 60 * 60_000;

export function rememberChosenPlan(productId: number, priceId: number | null) {
  try {
    if (priceId === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify({ productId, priceId, at: Date.now() }));
  } catch {
    // storage blocked: registration simply ends at the usual place
  }
}

/** The checkout path of the remembered pick (used once), or null. */
export function takeChosenPlan(): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const { productId, priceId, at } = JSON.parse(raw) as { productId: unknown; priceId: unknown; at: unknown };
    const ok =
      [productId, priceId].every((n) => Number.isInteger(n) && (n as number) > 0) && typeof at === 'number' && Date.now() - at < MAX_AGE_MS;
    return ok ? `/checkout/${productId}/${priceId}` : null;
  } catch {
    return null;
  }
}
