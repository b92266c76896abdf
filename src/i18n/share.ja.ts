import type { shareEn } from './share.en.ts';

/** Japanese strings of links, embedding and offline use. */
export const shareJa: Record<keyof typeof shareEn, string> = {
  'share.copyLink': 'リンクをコピー',
  'share.copyLinkHint': '画面に表示中の内容 (局面・タブ・設定) へのリンクをコピーします',
  'share.copied': 'リンクをコピーしました。',
  'share.copyFailed': 'ブラウザーがコピーを許可しませんでした。リンクを選択してコピーしてください。',
  'share.linkLabel': 'この表示へのリンク',
  'share.openFull': 'Minimax Explorer で開く',
  'notice.gameLoadFailed': 'このゲームを読み込めませんでした。接続を確かめて、もう一度選ぶか、ページを再読み込みしてください。',
  'notice.badAddress': 'アドレスの一部が読めなかったため無視しました: {ignored}{more}。',
  'notice.repeatedAddress': 'アドレスで {keys}{more} が2回以上指定されています。それぞれ最後の値を使いました。',
  'notice.more': ' ほか {n} 件',
  'offline.update': 'Minimax Explorer の新しい版が用意できました。',
  'offline.reload': '今すぐ使う (再読み込み)',
  'offline.later': 'あとで',
  'error.chunk': 'アプリのこの部分を読み込めませんでした (オフライン?)。接続が戻ったときやこのタブに戻ったときに読み込み直します。今すぐ試すには:',
};
