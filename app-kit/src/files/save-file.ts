/** Hands a downloaded file to the browser as a download with this name (the bearer token rules out a plain link). */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
