/**
 * The course's place in the store: while the Learn screen is open, `learnRoute`
 * is its route (`learnAddress.ts`) and the address bar shows the course's
 * address (url.ts); the rest of the store is the live view the step set.
 */
import type { SliceCreator } from '../../../store/appState.ts';

export interface LearnSlice {
  /** The course's route while the Learn screen is open ('' its contents, 'chapter/step' a step, unchecked); null: the app. */
  learnRoute: string | null;
  /** Opens the Learn screen at a route. */
  openLearn(route: string): void;
  /** Back to the app, showing what the live view shows. */
  closeLearn(): void;
}

export const createLearnSlice: SliceCreator<LearnSlice> = (set) => ({
  learnRoute: null,
  openLearn: (route) => set({ learnRoute: route }),
  closeLearn: () => set({ learnRoute: null }),
});
