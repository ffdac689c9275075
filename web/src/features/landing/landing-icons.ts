import {
  Bell, Bookmark, Clapperboard, Download, Film, Globe, Heart, List, type LucideIcon, Play, Popcorn,
  Search, Shield, Smartphone, Sparkles, Star, Tv, Users, Zap,
} from 'lucide-react';
import type { LandingIcon } from '../../../../src/contract/settings/landing';

/** The lucide icon of each secondary-feature icon name (the names the settings schema allows). */
export const landingIconComponents: Record<LandingIcon, LucideIcon> = {
  film: Film,
  tv: Tv,
  star: Star,
  bell: Bell,
  users: Users,
  smartphone: Smartphone,
  list: List,
  bookmark: Bookmark,
  play: Play,
  search: Search,
  download: Download,
  globe: Globe,
  heart: Heart,
  shield: Shield,
  sparkles: Sparkles,
  zap: Zap,
  clapperboard: Clapperboard,
  popcorn: Popcorn,
};
