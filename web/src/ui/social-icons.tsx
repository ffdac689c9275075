// Brand marks of the social sign-in providers (spec: google, facebook, twitter, envato).

type Props = { size?: number; className?: string };

function GoogleIcon({ size = 20, className = '' }: Props) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} className={className} aria-hidden>
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
    </svg>
  );
}

function FacebookIcon({ size = 20, className = '' }: Props) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden>
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M16.6 15.5 17.1 12h-3.4V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.8 0-4.6 1.7-4.6 4.7V12H6.9v3.5h3v8.4a12 12 0 0 0 3.8 0v-8.4h2.9z"
      />
    </svg>
  );
}

function TwitterIcon({ size = 20, className = '' }: Props) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5z" />
    </svg>
  );
}

function EnvatoIcon({ size = 20, className = '' }: Props) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden>
      <path
        fill="#82B541"
        d="M19.6 1.3c-.7-.4-2.8.1-5 .9-3.9 2.4-7.2 5.9-7.4 11.5 0 .1-.4 0-.5 0-1-1.9-1.4-3.9-.5-6.9.2-.3-.4-.7-.5-.6-.2.2-1.2 1.2-1.8 2.2-3.2 5.5-.7 12.6 5.8 13.5 3.8.5 7.6-1.6 9.4-5.1 2.3-4.7 1.6-14 .5-15.5z"
      />
    </svg>
  );
}

export const SOCIAL_ICONS = { google: GoogleIcon, facebook: FacebookIcon, twitter: TwitterIcon, envato: EnvatoIcon } as const;

export function SocialIcon({ service, size, className }: Props & { service: keyof typeof SOCIAL_ICONS }) {
  const Icon = SOCIAL_ICONS[service];
  return <Icon size={size} className={className} />;
}
