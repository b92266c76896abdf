/** English strings of the Learn course's frame (the chapters' own words live beside each chapter, chapters/*.en.ts). */
/** The header's link, with the page from the start (the rest loads with the course: learnWords.ts). */
export const learnStartupEn = {
  'learn.link': 'Learn',
  'learn.linkHint': 'A guided course through the ideas, in the app itself',
} as const;

export const learnEn = {
  ...learnStartupEn,

  'learn.title': 'Learn: a guided course',
  'learn.intro': 'Each step sets the app beside its text: read, look, try it. Each chapter ends with a short checkpoint; pass it and the chapter is done.',
  'learn.nav': 'Course',
  'learn.contents': 'Contents',
  'learn.start': 'Start the course',
  'learn.continue': 'Continue where you left off',
  'learn.leave': 'Leave the course',
  'learn.chapterN': 'Chapter {n}',
  'learn.chapterDone': 'done',
  'learn.seen': '{seen} of {total} steps seen',
  'learn.reset': 'Reset progress',
  'learn.resetAsk': 'Forget which steps you have seen and which chapters you have passed?',
  'learn.resetYes': 'Yes, reset',
  'learn.resetNo': 'Keep it',
  'learn.resetDone': 'Progress reset.',

  'learn.stepOf': 'Step {n} of {count}',
  'learn.steps': 'Steps of this chapter',
  'learn.dot': 'Step {n}: {title}',
  'learn.dotCheck': 'Checkpoint',
  'learn.prev': 'Previous',
  'learn.next': 'Next',
  'learn.back': 'Back to the step',
  'learn.backHint': 'Sets the app as this step shows it again',
  'learn.live': 'The app, as this step sets it',
  'learn.try': 'Try it',
  'learn.taskDone': 'Done!',
  'learn.missing': 'There is no “{route}” in the course.',
  'learn.toContents': 'Go to the contents',

  'learn.check.title': 'Checkpoint',
  'learn.check.intro': '{count} questions on this chapter, checked at once with the worked answer. {pass} right pass the chapter.',
  'learn.check.question': 'Question {n} of {count}',
  'learn.check.worked': 'The worked answer',
  'learn.check.score': '{right} of {count} right so far.',
  'learn.check.passed': 'Passed: this chapter is done.',
  'learn.check.failed': 'Not this time: {right} of {count} right, {pass} needed. Look at the worked answers, then try new questions.',
  'learn.check.again': 'Try new questions',
  'learn.check.nextChapter': 'Next chapter',
  'learn.check.end': 'Back to the contents',

  'learn.offer.text': 'New here? A short course walks you through the game tree, minimax and the perfect player, in the app itself.',
  'learn.offer.start': 'Start the course',
  'learn.offer.dismiss': 'No thanks',
} as const;
