import type { learnEn } from './words.en.ts';
import type { learnStartupEn } from './startWords.en.ts';

/** 学習コースの枠の言葉(各章の本文は chapters/*.ja.ts)。 */
export const learnJa: Record<keyof typeof learnEn | keyof typeof learnStartupEn, string> = {
  'learn.link': '学ぶ',

  'learn.title': '学ぶ:順を追って進むコース',
  'learn.intro': 'どのステップでも、説明の横にアプリがその場面で開きます。読んで、見て、触ってみましょう。章の終わりには短い確認テストがあり、合格するとその章は修了です。',
  'learn.nav': 'コース',
  'learn.contents': '目次',
  'learn.start': 'コースを始める',
  'learn.continue': '前回の続きから',
  'learn.leave': 'コースを離れる',
  'learn.chapterN': '第{n}章',
  'learn.chapterDone': '修了',
  'learn.seen': '{total} ステップ中 {seen} ステップを見ました',
  'learn.reset': '進み具合をリセット',
  'learn.resetAsk': '見たステップと合格した章の記録を消しますか?',
  'learn.resetYes': 'はい、消します',
  'learn.resetNo': 'やめる',
  'learn.resetDone': '進み具合をリセットしました。',

  'learn.stepOf': 'ステップ {n} / {count}',
  'learn.steps': 'この章のステップ',
  'learn.dot': 'ステップ {n}:{title}',
  'learn.dotCheck': '確認テスト',
  'learn.prev': '前へ',
  'learn.next': '次へ',
  'learn.back': 'このステップの場面に戻す',
  'learn.backHint': 'アプリをこのステップの状態に戻します',
  'learn.live': 'このステップの場面を開いたアプリ',
  'learn.try': 'やってみよう',
  'learn.taskDone': 'できました!',
  'learn.missing': 'コースに「{route}」というページはありません。',
  'learn.toContents': '目次へ',

  'learn.check.title': '確認テスト',
  'learn.check.intro': 'この章の問題が {count} 問あります。答えるとすぐに採点され、解き方も示されます。{pass} 問正解で合格です。',
  'learn.check.question': '{count} 問中 {n} 問目',
  'learn.check.worked': '解き方',
  'learn.check.score': 'ここまで {count} 問中 {right} 問正解。',
  'learn.check.passed': '合格です。この章は修了しました。',
  'learn.check.failed': '今回は {count} 問中 {right} 問正解で、合格には {pass} 問必要です。解き方を見直してから、新しい問題に挑戦しましょう。',
  'learn.check.again': '新しい問題に挑戦',
  'learn.check.nextChapter': '次の章へ',
  'learn.check.end': '目次に戻る',

  'learn.offer.text': 'はじめてですか?ゲーム木、ミニマックス、完璧なプレイヤーまで、アプリを動かしながら学べる短いコースがあります。',
  'learn.offer.start': 'コースを始める',
  'learn.offer.dismiss': '今はいい',
};
