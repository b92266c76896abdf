/** Offers a blob as a download through a temporary link (the browser's download, no server). */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text as a file. */
export function downloadText(name: string, text: string, type: string): void {
  download(new Blob([text], { type }), name);
}
