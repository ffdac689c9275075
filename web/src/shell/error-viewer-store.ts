import type { DebugException } from '../api/http';
import { createStore } from './store';

/** The exception shown full screen by the error viewer (spec: an API error carrying a debug trace). */
export const errorViewerStore = createStore<DebugException | null>(null);
export const openErrorViewer = (exception: DebugException) => errorViewerStore.set(exception);
export const closeErrorViewer = () => errorViewerStore.set(null);
