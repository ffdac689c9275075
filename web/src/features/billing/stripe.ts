// Stripe.js is loaded from js.stripe.com only when the user picks card payment (PCI: never bundled).

interface StripeElement {
  mount(el: HTMLElement): void;
  destroy(): void;
  on(event: 'ready' | 'change', cb: (e: { complete?: boolean }) => void): void;
}
interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripeElement;
}
type StripeResult = { error?: { message?: string; type?: string } };
export interface StripeInstance {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<StripeResult>;
  confirmSetup(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<StripeResult>;
}
declare global {
  interface Window {
    Stripe?: (key: string) => StripeInstance;
  }
}

const STRIPE_SRC = 'https://js.stripe.com/v3';
let loading: Promise<NonNullable<Window['Stripe']>> | null = null;

export function loadStripe(publishableKey: string): Promise<StripeInstance> {
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      if (window.Stripe) return resolve(window.Stripe);
      const script = document.createElement('script');
      script.src = STRIPE_SRC;
      script.async = true;
      script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load.')));
      script.onerror = () => {
        loading = null;
        script.remove();
        reject(new Error('Could not load the payment form. Check your connection and try again.'));
      };
      document.head.appendChild(script);
    });
  }
  return loading.then((Stripe) => Stripe(publishableKey));
}

/** The Payment Element's look, taken from the current theme so it matches dark and light. */
export function stripeAppearance() {
  const css = getComputedStyle(document.documentElement);
  const rgb = (name: string, fallback: string) => {
    const v = css.getPropertyValue(name).trim();
    return v ? `rgb(${v.split(/\s+/).join(', ')})` : fallback;
  };
  const dark = document.documentElement.classList.contains('dark') || css.colorScheme.includes('dark');
  return {
    theme: dark ? 'night' : 'stripe',
    variables: {
      colorPrimary: rgb('--mq-primary', '#6366f1'),
      colorBackground: rgb('--mq-surface', dark ? '#111827' : '#ffffff'),
      colorText: rgb('--mq-foreground', dark ? '#f9fafb' : '#111827'),
      borderRadius: '10px',
    },
  };
}
