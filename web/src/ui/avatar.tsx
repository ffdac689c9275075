// Spec section 9: a palette of 9 colours chosen by a hash of the label; the initial letter is the fallback.
export const AVATAR_PALETTE = ['#e11d48', '#db2777', '#9333ea', '#4f46e5', '#0284c7', '#0d9488', '#16a34a', '#ca8a04', '#ea580c'] as const;

export function avatarColor(label: string) {
  let hash = 0;
  for (const ch of label) hash = (hash * 31 + ch.codePointAt(0)!) | 0;
  return AVATAR_PALETTE[Math.abs(hash) % AVATAR_PALETTE.length]!;
}

export function avatarInitial(label: string) {
  return ([...label.trim()][0] ?? '?').toLocaleUpperCase();
}

interface AvatarProps {
  label: string;
  src?: string | null;
  size?: number;
  className?: string;
}

export function Avatar({ label, src, size = 32, className = '' }: AvatarProps) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.44) };
  if (src) {
    return <img src={src} alt="" width={size} height={size} style={style} className={`shrink-0 rounded-full object-cover ${className}`} />;
  }
  return (
    <span
      aria-hidden
      // the initial is drawn by CSS: a button naming the user then holds only the name as text,
      // so its accessible name contains all of its visible text (WCAG 2.5.3)
      data-initial={avatarInitial(label)}
      style={{ ...style, backgroundColor: avatarColor(label) }}
      className={`grid shrink-0 select-none place-items-center rounded-full font-semibold text-white before:content-[attr(data-initial)] ${className}`}
    />
  );
}
