/** Hands the browser a text as a file download. */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands the browser a CSV text as a file download. */
export function saveCsv(text: string, fileName: string): void {
  saveTextFile(text, fileName, 'text/csv');
}
