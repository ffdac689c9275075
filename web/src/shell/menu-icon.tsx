import {
  Bookmark,
  CalendarDays,
  ChartColumn,
  CreditCard,
  Film,
  LayoutDashboard,
  List,
  type LucideIcon,
  Newspaper,
  Palette,
  Repeat,
  Rows3,
  ScrollText,
  Settings,
  Shield,
  Tv,
  User,
  Users,
  Video,
  FileText,
  House,
  Link as LinkIcon,
  Search,
} from 'lucide-react';

// Menu items name their icon by a short key (src/shared/settings/menus.ts).
const icons: Record<string, LucideIcon> = {
  film: Film,
  tv: Tv,
  users: Users,
  newspaper: Newspaper,
  dashboard: LayoutDashboard,
  bookmark: Bookmark,
  list: List,
  settings: Settings,
  chart: ChartColumn,
  rows: Rows3,
  video: Video,
  user: User,
  shield: Shield,
  card: CreditCard,
  page: FileText,
  palette: Palette,
  log: ScrollText,
  repeat: Repeat,
  calendar: CalendarDays,
  home: House,
  search: Search,
};

/** The icon keys an admin can pick for a menu item. */
export const menuIconNames = Object.keys(icons);

/** The item's icon, or a link glyph when it names none (or one this build does not know). */
export function MenuIcon({ name, size = 18 }: { name?: string | null; size?: number }) {
  const Icon = (name && icons[name]) || LinkIcon;
  return <Icon size={size} aria-hidden />;
}
