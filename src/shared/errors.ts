// The error body of spec section 7, as the server sends it and the web reads it.

/** Field name → its messages (422 validation errors). */
export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
  /** Only in debug mode: the thrown error, for the web's error viewer. */
  exception?: DebugException;
}

export interface DebugFrame {
  file: string;
  line: number | null;
  column: number | null;
  method: string | null;
  vendor: boolean;
  snippet?: { start: number; lines: string[] };
}

export interface DebugException {
  name: string;
  message: string;
  file: string | null;
  line: number | null;
  frames: DebugFrame[];
}
