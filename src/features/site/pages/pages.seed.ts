import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { hasAnyPage, insertPages } from './pages.queries';

// Starting texts for the footer's 'Privacy policy' and 'Terms of service' links. The operator
// edits them in the admin area; they are written only into an empty custom_pages table, so a page
// the operator deleted does not come back at the next start.

const PRIVACY = `
<h2>Who we are</h2>
<p>This website is a movie and TV catalogue run by its operator using the Marquee software. This policy explains what personal data the site collects, why, and what you can do about it.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account data</strong>: when you register we store your name, e-mail address and a securely hashed password. You may add a profile picture, language, country and time zone.</li>
<li><strong>Content you create</strong>: ratings, reviews, comments, lists and your watchlist, together with the time you created them.</li>
<li><strong>Sessions and security</strong>: for each signed-in device we keep the IP address, approximate location derived from it, browser, platform and the time of last activity, so that you can see and end your sessions.</li>
<li><strong>Viewing activity</strong>: which videos you play and how far you watched, so that you can resume and so that we can count plays.</li>
<li><strong>Payments</strong>: if you subscribe, payments are handled by the payment provider (such as Stripe or PayPal). We store the subscription status and invoices, never your full card number.</li>
<li><strong>Messages</strong>: what you send through the contact form, and the e-mails we send you.</li>
</ul>
<h2>Cookies</h2>
<p>We use a session cookie to keep you signed in, and small cookies to remember your choices, such as accepting this notice. We do not use cookies to track you on other websites.</p>
<h2>Why we use your data</h2>
<p>To provide the service you asked for (your account, lists, playback and subscriptions), to keep the site secure and prevent abuse, to answer your messages, and to meet legal obligations such as keeping invoices.</p>
<h2>Sharing</h2>
<p>We do not sell your personal data. We share it only with the services needed to run the site (hosting, e-mail delivery, payment processing) or when the law requires it. Your public profile, reviews, comments and public lists are visible to other visitors.</p>
<h2>How long we keep it</h2>
<p>Account data is kept while your account exists. When you delete your account we delete your profile and personal data, except records we must keep by law, such as invoices. Logs are removed automatically after a limited time.</p>
<h2>Your rights</h2>
<p>You can see and change your details in your account settings, download or delete your account, and end sessions on other devices. You may also ask us for a copy of your data, its correction or deletion, or object to its use, by writing to us through the <a href="/contact">contact page</a>.</p>
<h2>Changes</h2>
<p>If we change this policy we will update this page and, for important changes, tell you by e-mail or on the site.</p>`;

const TERMS = `
<h2>Agreement</h2>
<p>By creating an account or using this website you agree to these terms. If you do not agree, please do not use the site.</p>
<h2>Your account</h2>
<p>You must give accurate information when you register and keep your password safe. You are responsible for what happens under your account. Tell us at once through the <a href="/contact">contact page</a> if you think someone else has used it.</p>
<h2>Acceptable use</h2>
<ul>
<li>Do not post content that is unlawful, hateful, harassing, sexually explicit involving minors, or that infringes someone else's rights.</li>
<li>Do not post spoilers without marking them, spam, or advertising.</li>
<li>Do not try to break, overload or get around the security of the site, or collect other users' data.</li>
<li>Do not upload or link to material you do not have the right to share.</li>
</ul>
<p>We may remove content and suspend or close accounts that break these rules.</p>
<h2>Your content</h2>
<p>You keep the rights to the reviews, comments and lists you create. You allow us to show them on the site and to store them as long as your account exists or the content stays published.</p>
<h2>Subscriptions and payments</h2>
<p>Some features may need a paid plan. Prices, billing periods and what each plan includes are shown on the pricing page before you pay. Subscriptions renew automatically until cancelled; you can cancel at any time in your account settings, and the plan then stays active until the end of the paid period.</p>
<h2>Content on the site</h2>
<p>Movie and TV information, images and videos belong to their respective owners and are shown for information and, where licensed, for viewing. The site may change or remove content at any time.</p>
<h2>Liability</h2>
<p>The site is provided as it is. We work to keep it available and accurate but cannot promise that it will always be so. To the extent the law allows, we are not liable for indirect losses arising from your use of the site.</p>
<h2>Changes</h2>
<p>We may update these terms. We will post the new version on this page, and for important changes tell you in advance by e-mail or on the site. Continuing to use the site after a change means you accept it.</p>`;

export const defaultPages = [
  {
    title: 'Privacy policy',
    slug: 'privacy-policy',
    body: PRIVACY.trim(),
    description: 'What personal data this site collects, why, and your rights.',
  },
  {
    title: 'Terms of service',
    slug: 'terms-of-service',
    body: TERMS.trim(),
    description: 'The rules for using this site and its services.',
  },
];

export async function seedDefaultPages(db: Db) {
  if (await hasAnyPage(db)) return;
  const now = nowIso();
  await insertPages(
    db,
    defaultPages.map((p) => ({
      title: p.title,
      slug: p.slug,
      // our own text, already what the sanitizer keeps (pages.test.ts checks): the first start
      // need not load sanitize-html for it
      body: p.body,
      meta: JSON.stringify({ description: p.description }),
      created_at: now,
      updated_at: now,
    })),
  );
}
