import { z } from 'zod';
import { defineSettings } from '../../../shared/settings/define';
import { lazySchema } from '../../../http/lazy-schema';

// The "uploading" settings tab. Type lists hold extensions (`mp4`) or mime patterns (`video/*`);
// an empty allowed list allows every type that is not blocked. Checked against the sniffed
// content too, never only against the name the client sent.
const typeList = lazySchema(() =>
  z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^(?:[a-z0-9.+-]+\/(?:\*|[a-z0-9.+-]+)|\.?[a-z0-9]+)$/, 'Use an extension such as mp4 or a mime pattern such as video/*.')
        .transform((v) => v.replace(/^\./, '')),
    )
    .max(500),
);

export const DEFAULT_ALLOWED_TYPES = ['video/*', 'image/*', 'audio/*', 'vtt', 'srt'];
// Types a browser could run as active content when served from this origin, plus executables.
export const DEFAULT_BLOCKED_TYPES = [
  'exe',
  'msi',
  'dll',
  'com',
  'scr',
  'bat',
  'cmd',
  'ps1',
  'vbs',
  'wsf',
  'hta',
  'jar',
  'sh',
  'elf',
  'php',
  'phtml',
  'phar',
  'asp',
  'aspx',
  'jsp',
  'cgi',
  'pl',
  'py',
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'xml',
  'js',
  'mjs',
];

export const uploadsSettings = defineSettings({
  'uploads.max_size_mb': { schema: lazySchema(() => z.number().int().min(1).max(1_048_576)), default: 5120, public: true },
  'uploads.allowed_extensions': { schema: typeList, default: DEFAULT_ALLOWED_TYPES, public: true },
  'uploads.blocked_extensions': { schema: typeList, default: DEFAULT_BLOCKED_TYPES, public: true },
  'uploads.chunk_size_mb': { schema: lazySchema(() => z.number().min(1).max(500)), default: 5, public: true },
  'uploads.disable_tus': { schema: lazySchema(() => z.boolean()), default: false, public: true },
  'uploads.s3_direct_upload': { schema: lazySchema(() => z.boolean()), default: false, public: true },
});
