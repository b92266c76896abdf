/**
 * When the app's chunk cannot load (blocked, offline, a deploy replaced it),
 * the static splash would stay up forever: this turns it into a message with
 * a reload button, in the splash's language (the same one-language rule:
 * both texts, CSS shows the one matching <html lang>). Plain DOM: React is in
 * the chunk that failed.
 */
const TEXT = {
  message: { en: 'The app could not load. Check the connection, then reload the page.', ja: 'アプリを読み込めませんでした。接続を確認してから再読み込みしてください。' },
  reload: { en: 'Reload', ja: '再読み込み' },
} as const;

function bilingual(parent: HTMLElement, text: { readonly en: string; readonly ja: string }): void {
  for (const lang of ['en', 'ja'] as const) {
    const span = document.createElement('span');
    span.lang = lang;
    span.textContent = text[lang];
    parent.append(span);
  }
}

/** Replaces the splash (or the empty root) with the failure message and a reload button, focused. */
export function showBootFailure(root: HTMLElement | null, reload: () => void = () => location.reload()): void {
  if (!root) return;
  const box = document.createElement('div');
  box.className = 'splash splash-failed';
  box.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.className = 'splash-text';
  bilingual(message, TEXT.message);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button primary splash-text';
  bilingual(button, TEXT.reload);
  button.addEventListener('click', reload);
  box.append(message, button);
  root.replaceChildren(box);
  button.focus();
}
