import { quoteUserText } from '../i18n/userText.ts';

/** Longest worker error shown, in code points (a stack trace or a runaway message is clipped). */
const WORKER_ERROR_MAX = 200;

/** A worker's error message, ready to quote in a notice: it comes from another thread (or a page script), so it is quoted like text from a link. */
export const workerErrorText = (message: string): string => quoteUserText(message, WORKER_ERROR_MAX);
