import { Check, Play, Star, Subtitles } from 'lucide-react';

// Built-in artwork for a page whose images are left empty, so a fresh install looks finished.
// Drawn with CSS (no image requests); every piece is decorative and hidden from screen readers.

const palettes = [
  ['#1e3a8a', '#38bdf8'],
  ['#7c2d12', '#fb923c'],
  ['#4c1d95', '#ec4899'],
  ['#064e3b', '#34d399'],
  ['#1c1917', '#f59e0b'],
  ['#831843', '#fb7185'],
  ['#172554', '#818cf8'],
  ['#27272a', '#a1a1aa'],
  ['#7f1d1d', '#f87171'],
  ['#134e4a', '#2dd4bf'],
  ['#3b0764', '#c084fc'],
  ['#0c4a6e', '#fde047'],
] as const;

const paint = (i: number, angle = 160) => {
  const [from, to] = palettes[i % palettes.length]!;
  return { backgroundImage: `linear-gradient(${angle}deg, ${to} 0%, ${from} 70%)` };
};

/** A poster with an abstract motif and title lines. */
function Poster({ index, className = '' }: { index: number; className?: string }) {
  return (
    <div
      className={`relative aspect-[2/3] overflow-hidden rounded-md shadow-lg shadow-black/40 ${className}`}
      style={paint(index, 150 + (index % 4) * 20)}
    >
      <div
        className="absolute rounded-full bg-white/25 blur-[1px]"
        style={{
          width: `${40 + (index % 3) * 15}%`,
          aspectRatio: '1',
          left: `${10 + ((index * 17) % 45)}%`,
          top: `${12 + ((index * 11) % 30)}%`,
        }}
      />
      <div className="absolute inset-x-[12%] bottom-[12%] flex flex-col gap-1">
        <span className="h-1.5 w-4/5 rounded-full bg-white/80" />
        <span className="h-1 w-1/2 rounded-full bg-white/50" />
      </div>
    </div>
  );
}

/** The hero's default backdrop: a tilted wall of posters. */
export function PosterWall() {
  const columns = Array.from({ length: 9 }, (_, c) => c);
  return (
    <div aria-hidden className="absolute inset-0 overflow-hidden bg-[#07080b]" data-testid="landing-poster-wall">
      <div className="absolute -inset-[30%] flex -rotate-12 justify-center gap-3 opacity-80 md:gap-4">
        {columns.map((c) => (
          <div key={c} className="flex w-28 shrink-0 flex-col gap-3 md:w-40 md:gap-4" style={{ marginTop: c % 2 ? '-4rem' : '2rem' }}>
            {Array.from({ length: 7 }, (_, r) => (
              <Poster key={r} index={c * 7 + r * 5 + c} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function Window({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={`overflow-hidden rounded-xl border border-white/10 bg-[#12141b] shadow-2xl shadow-black/40 ${className}`}>
      <div className="flex items-center gap-1.5 border-b border-white/10 px-4 py-3">
        <span className="size-2.5 rounded-full bg-[#f87171]" />
        <span className="size-2.5 rounded-full bg-[#fbbf24]" />
        <span className="size-2.5 rounded-full bg-[#4ade80]" />
        <span className="ms-3 h-2 w-1/3 rounded-full bg-white/10" />
      </div>
      {children}
    </div>
  );
}

function BrowseArt() {
  return (
    <Window>
      <div className="relative h-28 overflow-hidden md:h-36" style={paint(2, 120)}>
        <div className="absolute inset-0 bg-gradient-to-r from-black/70 to-transparent" />
        <div className="absolute bottom-4 start-4 flex flex-col gap-2">
          <span className="h-3 w-32 rounded-full bg-white/90" />
          <span className="h-2 w-20 rounded-full bg-white/50" />
        </div>
      </div>
      <div className="flex gap-2 px-4 pt-4">
        {['w-12', 'w-16', 'w-10', 'w-14'].map((w, i) => (
          <span key={w} className={`h-5 ${w} rounded-full ${i === 0 ? 'bg-primary/80' : 'bg-white/10'}`} />
        ))}
      </div>
      <div className="grid grid-cols-5 gap-2 p-4">
        {[0, 1, 3, 5, 9].map((i) => (
          <Poster key={i} index={i} />
        ))}
      </div>
    </Window>
  );
}

function PlayerArt() {
  return (
    <div
      className="relative aspect-video overflow-hidden rounded-xl border border-white/10 shadow-2xl shadow-black/40"
      style={paint(6, 200)}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_70%_30%,rgba(255,255,255,0.25),transparent_45%)]" />
      <div className="absolute inset-x-0 bottom-0 h-2/3 bg-gradient-to-t from-black/85 to-transparent" />
      <span className="absolute start-1/2 top-1/2 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-primary text-on-primary shadow-xl shadow-black/40 md:size-20 rtl:translate-x-1/2">
        <Play className="ms-1 size-7 md:size-9" fill="currentColor" />
      </span>
      <div className="absolute inset-x-4 bottom-4 flex flex-col gap-3 md:inset-x-6 md:bottom-5">
        <div className="h-1.5 rounded-full bg-white/25">
          <div className="h-full w-2/5 rounded-full bg-primary" />
        </div>
        <div className="flex items-center gap-3 text-[11px] font-medium text-white/80">
          <span>0:42:10</span>
          <span className="me-auto">/ 1:48:00</span>
          <span className="inline-flex items-center gap-1 rounded bg-white/15 px-1.5 py-0.5">
            <Subtitles className="size-3.5" /> EN
          </span>
          <span className="rounded bg-white/15 px-1.5 py-0.5">1080p</span>
        </div>
      </div>
    </div>
  );
}

function ListArt() {
  return (
    <Window>
      <ul className="flex flex-col divide-y divide-white/5">
        {[4, 0, 7, 10].map((p, i) => (
          <li key={p} className="flex items-center gap-4 px-4 py-3">
            <Poster index={p} className="w-10 shrink-0 md:w-12" />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <span className="h-2.5 rounded-full bg-white/70" style={{ width: `${70 - i * 10}%` }} />
              <span className="flex gap-0.5 text-primary">
                {Array.from({ length: 5 }, (_, s) => (
                  <Star key={s} className="size-3" fill={s < 5 - (i % 3) ? 'currentColor' : 'none'} />
                ))}
              </span>
            </div>
            <span
              className={`grid size-7 place-items-center rounded-full ${i < 2 ? 'bg-primary text-on-primary' : 'border border-white/20 text-transparent'}`}
            >
              <Check className="size-4" />
            </span>
          </li>
        ))}
      </ul>
    </Window>
  );
}

const arts = [BrowseArt, PlayerArt, ListArt];

/** The n-th built-in feature illustration (they repeat after three). */
export function FeatureArt({ index }: { index: number }) {
  const Art = arts[index % arts.length]!;
  return (
    <div aria-hidden data-testid="landing-feature-art">
      <Art />
    </div>
  );
}
