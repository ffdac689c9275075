import { SubscriptionActionPage } from './cancel-page';

/** billing/renew: undo a cancel before the period ends. */
export default function RenewPage() {
  return <SubscriptionActionPage kind="renew" />;
}
