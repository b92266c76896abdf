/** The header's link to the course, with the page from the start (a module of its own: the course's words load with the course). */
export const learnStartupEn = {
  'learn.link': 'Learn',
} as const;
